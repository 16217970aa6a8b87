//! `showdown-worst`: the time to resolve the catalogue's heaviest showdowns, natively.
//!
//! Usage: `cargo run --release -p cap-bench --bin showdown-worst [-- --quick]`.
//!
//! A showdown's cost grows with the points (every point is evaluated for every player), with the
//! hole cards (hand points try every five of them, Omaha-style points every two) and with the side
//! pots (every pot re-picks each point's winners). The heaviest games have the most points and the
//! most board combinations; the heaviest tables are heads-up (CAP deals the whole deck, so two
//! players hold 20 or more cards each) with an ESG card on top. Each candidate below is dealt from
//! a fixed seed with every player still in, every stake different (so every side pot exists) and
//! the most hole cards the rules accept, and the median of many resolutions is printed. The worst
//! line is the figure to compare with the 1 ms target.

use std::collections::BTreeMap;
use std::time::Instant;

use cap::engine::card::{Card, Rank, Suit};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::HoleCards;
use cap::engine::hand_file::{HandFile, PlayerFile};
use cap::engine::showdown::Hand;

/// splitmix64: the same deal on every machine.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// A complete hand of `game` with `n` players, each holding as many hole cards as the rules accept.
fn deal(game: &str, options: &[(&str, &str)], n: usize, seed: u64) -> Hand {
    let catalogue = Catalogue::builtin();
    let options: BTreeMap<String, String> =
        options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let rules = catalogue.get(game).expect("a catalogue game").rules(&options).expect("valid options");
    let mut rng = Rng(seed);
    let mut deck: Vec<Card> =
        Suit::ALL.iter().flat_map(|&s| Rank::ALL.iter().map(move |&r| Card::new(r, s))).collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let board: BTreeMap<String, String> =
        rules.table_positions().map(|(_, p)| (p.id.clone(), deck.pop().unwrap().to_string())).collect();
    let (dealt, _) = rules.hole_card_count(n);
    let most = match rules.hole_cards {
        HoleCards::MaxFromDeck => (dealt + rules.streets.len()).min(deck.len() / n),
        _ => dealt,
    };
    let players = (0..n)
        .map(|i| PlayerFile {
            name: format!("P{i}"),
            hole: (0..most).map(|_| deck.pop().unwrap().to_string()).collect::<Vec<_>>().join(" "),
            contributed: 100 * (i as u64 + 1),
            folded: false,
            cards: BTreeMap::new(),
            picks: vec![],
        })
        .collect();
    let file = HandFile { format: 1, game: game.into(), options, button: 0, chip: 1, players, board };
    file.to_hand(catalogue).unwrap_or_else(|e| panic!("{game}: {e}"))
}

/// A game id, its option choices and the number of players.
type Candidate = (&'static str, &'static [(&'static str, &'static str)], usize);

/// Median seconds per resolution over `runs` runs.
fn median_time(hand: &Hand, runs: usize) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            std::hint::black_box(std::hint::black_box(hand).resolve());
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = if quick { 21 } else { 401 };
    let low: &'static [(&str, &str)] = &[("low", "least-suits-8-or-better")];
    let candidates: Vec<Candidate> = vec![
        ("double-board/high-low-high-low-high-hand-low-hand", low, 2),
        ("double-board/high-low-high-low-high-hand-low-hand", low, 10),
        ("f1-square/high-low-high-low-high-hand-low-hand", low, 2),
        ("pandemic/high-low-sd-high-low-ct-hand", low, 2),
        ("pandemic/high-low-sd-high-low-ct-hand", low, 10),
        ("wheel/high-low-sd-high-low-ct-hand", low, 2),
        ("social-distancing/high-low-hand", &[("low", "least-suits-8-or-better"), ("line", "9")], 2),
        ("triple-board/balance", &[("low", "least-suits-8-or-better"), ("floater", "on")], 2),
        ("double-bullseye/high-low-high-low-hand", low, 2),
        ("double-bullseye/high-low-high-low-hand", &[("low", "badugi")], 2),
        ("pandemic/high-low-sd-high-low-ct-hand", &[("low", "badugi")], 2),
        ("countdown/high", &[], 2),
    ];
    println!("| game (options) | players | hole cards each | points | pots | median per showdown |");
    println!("|---|---|---|---|---|---|");
    let mut worst = (0.0, String::new());
    for (game, options, n) in candidates {
        let hand = deal(game, options, n, 0x00C0_FFEE_5D0E_0002);
        let report = hand.resolve();
        let seconds = median_time(&hand, runs);
        let label = format!(
            "{game} ({})",
            options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", ")
        );
        println!(
            "| {label} | {n} | {} | {} | {} | {:.3} ms |",
            hand.seats[0].hole.len(),
            report.points.len(),
            report.pots.len(),
            seconds * 1e3
        );
        if seconds > worst.0 {
            worst = (seconds, format!("{label}, {n} players"));
        }
    }
    println!("\nWorst case: {:.3} ms to resolve {} (target: under 1 ms).", worst.0 * 1e3, worst.1);
}
