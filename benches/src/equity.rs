//! Equity benchmark (issue 22): Monte Carlo trials per second and exact-enumeration times of CAP's
//! equity engine (`cap::engine::equity`), beside rs_poker's published equity calculators where
//! they can do the same work. Shared by the native binary (`cap-bench --equity`) and the wasm
//! module (`equity_main`, run in a page in Chromium by `benches/equity-browser.mjs`), which print
//! the same JSON; `benches/equity.mjs` puts the native and wasm figures side by side.
//!
//! The cases, each from a fixed deal:
//! - (a) hold'em heads-up pre-flop: CAP's `Run::step` beside rs_poker's
//!   `holdem::MonteCarloGame::estimate_equity` (rs_poker 5.0.0, no default features: the holdem
//!   module needs none);
//! - (b) Omaha (4 hole cards) heads-up pre-flop: rs_poker has no Omaha simulator, so its peer is
//!   `MonteCarloGame`'s loop written here around rs_poker's `omaha::OmahaHand` evaluator;
//! - (c) six-handed double-board Omaha hi/lo 8 (`double-board/best-high-best-low`, seven hole
//!   cards each as CAP deals six players) with both flops dealt: no published peer;
//! - (d) the catalogue's heaviest game to resolve (found by the showdown benchmark and passed in),
//!   every hole card known, nothing on the board: no published peer.
//!
//! Before anything is timed each peer's equity is compared with CAP's on many trials (they must
//! agree within their standard errors), and on the flop CAP's exact hold'em count is compared with
//! rs_poker's `OutsCalculator` (they must be equal).

use std::collections::BTreeMap;

use cap::engine::card::{parse_cards, Card};
use cap::engine::equity::{Equity, Hole, Partial, Run};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::{Rules, Scope};
use rs_poker::core::{CardBitSet, FlatDeck, Hand as RsHand, PlayerBitSet, Rank, Rankable};

use crate::deal::Rng;
use crate::driver::{Host, Settings};

/// The seed of every deal and every CAP run.
pub const SEED: u64 = 0x00C0_FFEE_E0E1_0022;

/// The heaviest game when none is passed in: the showdown benchmark's last worst case.
pub const DEFAULT_HEAVIEST: &str = "double-bullseye/best-high-best-low-hand 2 21";

fn rules(id: &str, options: &BTreeMap<String, String>) -> Rules {
    Catalogue::builtin()
        .get(id)
        .unwrap_or_else(|| panic!("no game {id}"))
        .rules(options)
        .unwrap_or_else(|e| panic!("{id}: {e:?}"))
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text).expect("cards")
}

fn partial(
    rules: Rules,
    holes: Vec<Vec<Card>>,
    board: Vec<(usize, Card)>,
    own: Vec<Vec<(usize, Card)>>,
) -> Partial {
    Partial {
        rules,
        holes: holes.into_iter().map(|h| Some(Hole::known(h))).collect(),
        own,
        board,
        dead: vec![],
        contributed: vec![],
        bought: vec![],
        chip: 1,
        dead_hands: vec![],
        button: 0,
        picks: vec![],
    }
}

fn place(rules: &Rules, id: &str) -> usize {
    rules.position(id).unwrap_or_else(|| panic!("{}: no position {id}", rules.game_id()))
}

/// A shuffled deck of the game's cards, from `seed`.
fn shuffled(rules: &Rules, seed: u64) -> Vec<Card> {
    let mut deck = rules.deck().cards();
    let mut rng = Rng::new(seed);
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i as u32 + 1) as usize);
    }
    deck
}

/// Six players with seven hole cards each and the given board places of the double board dealt.
fn double_board(places: &[&str], hole: usize, players: usize) -> Partial {
    let r = rules("double-board/best-high-best-low", &BTreeMap::new());
    let mut deck = shuffled(&r, SEED).into_iter();
    let holes = (0..players).map(|_| deck.by_ref().take(hole).collect()).collect();
    let board = places.iter().map(|id| (place(&r, id), deck.next().expect("a card"))).collect();
    partial(r, holes, board, vec![])
}

/// The heaviest game from `spec`: `game-id players hole [key=value]...`.
fn heaviest(spec: &str) -> Result<(String, Partial), String> {
    let mut words = spec.split_whitespace();
    let id = words.next().ok_or("an empty spec")?;
    let players: usize = words.next().and_then(|w| w.parse().ok()).ok_or("players")?;
    let hole: usize = words.next().and_then(|w| w.parse().ok()).ok_or("hole cards")?;
    let options: BTreeMap<String, String> = words
        .map(|w| w.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())).ok_or("key=value"))
        .collect::<Result<_, _>>()?;
    let game = Catalogue::builtin().get(id).ok_or_else(|| format!("no game {id}"))?;
    let r = game.rules(&options).map_err(|e| format!("{e:?}"))?;
    let mut deck = shuffled(&r, SEED).into_iter();
    let own_places: Vec<usize> = r
        .positions()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.scope == Scope::EachPlayer)
        .map(|(i, _)| i)
        .collect();
    let mut holes = Vec::new();
    let mut own = Vec::new();
    for _ in 0..players {
        holes.push(deck.by_ref().take(hole).collect::<Vec<Card>>());
        own.push(own_places.iter().map(|&p| (p, deck.next().expect("a card"))).collect::<Vec<_>>());
    }
    if holes.iter().any(|h| h.len() < hole) {
        return Err("the deck runs out".into());
    }
    let opts = if options.is_empty() {
        String::new()
    } else {
        format!(" [{}]", options.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join(", "))
    };
    let label = format!("{}{opts} (`{id}`), {players} players x {hole} hole cards, pre-flop", r.game_name());
    Ok((label, partial(r, holes, vec![], own)))
}

// --- The peers -------------------------------------------------------------------------------------

fn rs_hand(cards: &[Card]) -> RsHand {
    let text: String = cards.iter().map(|c| c.to_string()).collect();
    RsHand::new_from_str(&text).expect("rs_poker reads the hand")
}

fn rs_set(cards: &[Card]) -> CardBitSet {
    rs_hand(cards).into()
}

/// `MonteCarloGame::simulate`'s loop (rs_poker 5.0.0, src/holdem/monte_carlo_game.rs) with the
/// Omaha evaluator instead of the hold'em one: the board is dealt from a deck shuffled with
/// `rand::rng()` whenever it runs out, and each hand is ranked by `OmahaHand::rank`.
struct OmahaLoop {
    deck: FlatDeck,
    holes: Vec<CardBitSet>,
    offset: usize,
}

impl OmahaLoop {
    fn new(holes: &[Vec<Card>]) -> OmahaLoop {
        // `CardBitSet::default()` is the full deck.
        let mut left = CardBitSet::default();
        let holes: Vec<CardBitSet> = holes.iter().map(|h| rs_set(h)).collect();
        for h in &holes {
            for c in *h {
                left.remove(c);
            }
        }
        let deck: FlatDeck = left.into();
        let offset = deck.len();
        OmahaLoop { deck, holes, offset }
    }

    fn simulate(&mut self) -> PlayerBitSet {
        if self.offset + 5 >= self.deck.len() {
            self.offset = 0;
            self.deck.shuffle(&mut rand::rng());
        }
        let mut board = CardBitSet::new();
        for c in &self.deck[self.offset..self.offset + 5] {
            board.insert(*c);
        }
        self.offset += 5;
        let mut best = Rank::HIGH_CARD_MIN;
        let mut found = PlayerBitSet::default();
        for (i, hole) in self.holes.iter().enumerate() {
            let rank = rs_poker::omaha::OmahaHand::new(*hole, board).expect("a valid deal").rank();
            match rank.cmp(&best) {
                std::cmp::Ordering::Greater => {
                    found = PlayerBitSet::default();
                    found.enable(i);
                    best = rank;
                }
                std::cmp::Ordering::Equal => found.enable(i),
                std::cmp::Ordering::Less => {}
            }
        }
        found
    }

    /// Like `MonteCarloGame::estimate_equity`: each seat's share of the pot over `n` trials.
    fn estimate_equity(&mut self, n: usize) -> Vec<f32> {
        let mut values = vec![0.0f32; self.holes.len()];
        for _ in 0..n {
            let winners = self.simulate();
            let value = 1.0 / winners.count() as f32;
            for i in winners.ones() {
                values[i] += value;
            }
        }
        values.iter().map(|v| v / n as f32).collect()
    }
}

enum Peer {
    /// rs_poker's `holdem::MonteCarloGame`, as published.
    MonteCarlo(rs_poker::holdem::MonteCarloGame),
    Omaha(OmahaLoop),
}

impl Peer {
    fn name(&self) -> &'static str {
        match self {
            Peer::MonteCarlo(_) => "rs_poker `MonteCarloGame::estimate_equity`",
            Peer::Omaha(_) => "rs_poker `OmahaHand` in `MonteCarloGame`'s loop (written here)",
        }
    }

    fn estimate(&mut self, n: usize) -> Vec<f32> {
        match self {
            Peer::MonteCarlo(g) => g.estimate_equity(n),
            Peer::Omaha(g) => g.estimate_equity(n),
        }
    }
}

// --- Monte Carlo -----------------------------------------------------------------------------------

struct McCase {
    key: &'static str,
    label: String,
    partial: Partial,
    peer: Option<Peer>,
    /// Why there is no peer.
    no_peer: &'static str,
}

fn mc_cases(heaviest_spec: &str) -> Result<Vec<McCase>, String> {
    let holdem = rules("holdem/high", &BTreeMap::new());
    let a = [cards("As Ks"), cards("Qh Qd")];
    let omaha = rules("omaha/high", &BTreeMap::new());
    let b = [cards("As Ad Kh Qh"), cards("Jc Tc 9d 8d")];
    let (heavy_label, heavy) = heaviest(heaviest_spec)?;
    Ok(vec![
        McCase {
            key: "a",
            label: "(a) Hold'em, heads-up, pre-flop (AsKs v QhQd)".into(),
            partial: partial(holdem, a.to_vec(), vec![], vec![]),
            peer: Some(Peer::MonteCarlo(
                rs_poker::holdem::MonteCarloGame::new(a.iter().map(|h| rs_hand(h)).collect())
                    .map_err(|e| e.to_string())?,
            )),
            no_peer: "",
        },
        McCase {
            key: "b",
            label: "(b) Omaha, 4 hole cards, heads-up, pre-flop (AsAdKhQh v JcTc9d8d)".into(),
            partial: partial(omaha, b.to_vec(), vec![], vec![]),
            peer: Some(Peer::Omaha(OmahaLoop::new(&b))),
            no_peer: "",
        },
        McCase {
            key: "c",
            label: "(c) Double board Omaha hi/lo 8 (`double-board/best-high-best-low`), 6 players x 7 hole cards, both flops dealt".into(),
            partial: double_board(&["1.f1", "1.f2", "1.f3", "2.f1", "2.f2", "2.f3"], 7, 6),
            peer: None,
            no_peer: "no published calculator plays double boards, hi/lo or seven-card Omaha",
        },
        McCase {
            key: "d",
            label: format!("(d) The heaviest game to resolve: {heavy_label}"),
            partial: heavy,
            peer: None,
            no_peer: "no published calculator plays this game",
        },
    ])
}

/// How many trials of each library take about 2 ms, after warming up for `seconds`.
fn warm_up(mut run: impl FnMut(usize), seconds: f64, host: &Host) -> usize {
    let start = (host.now)();
    let mut chunk = 1;
    loop {
        let t0 = (host.now)();
        run(chunk);
        let t1 = (host.now)();
        if t1 - t0 < 0.002 {
            chunk *= 2;
        } else if t1 - start >= seconds {
            return chunk;
        }
    }
}

fn sample(mut run: impl FnMut(usize), chunk: usize, seconds: f64, host: &Host) -> f64 {
    let t0 = (host.now)();
    let mut done = 0;
    loop {
        run(chunk);
        done += chunk;
        let elapsed = (host.now)() - t0;
        if elapsed >= seconds {
            return done as f64 / elapsed;
        }
    }
}

fn median(xs: &mut [f64]) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// Trials per second of CAP and of the peer, `samples` interleaved rounds each.
fn time_mc(case: &mut McCase, settings: Settings, host: &Host) -> Result<(f64, Option<f64>, Equity), String> {
    let mut run = Run::new(&case.partial, SEED)?;
    let cap_chunk = warm_up(|n| run.step(n), settings.warm_up_seconds, host);
    let peer_chunk =
        case.peer.as_mut().map(|p| warm_up(|n| drop(p.estimate(n)), settings.warm_up_seconds, host));
    let (mut cap, mut peer) = (Vec::new(), Vec::new());
    for round in 0..settings.samples {
        let cap_first = round % 2 == 0;
        if cap_first {
            cap.push(sample(|n| run.step(n), cap_chunk, settings.sample_seconds, host));
        }
        if let (Some(p), Some(chunk)) = (case.peer.as_mut(), peer_chunk) {
            peer.push(sample(|n| drop(p.estimate(n)), chunk, settings.sample_seconds, host));
        }
        if !cap_first {
            cap.push(sample(|n| run.step(n), cap_chunk, settings.sample_seconds, host));
        }
    }
    Ok((median(&mut cap), (!peer.is_empty()).then(|| median(&mut peer)), run.result()))
}

/// CAP's and the peer's equity of seat 0 over `trials` each, and whether they agree within four
/// standard errors of their difference (JSON), or `null` without a peer.
fn check_mc(case: &mut McCase, trials: usize) -> Result<String, String> {
    let Some(peer) = case.peer.as_mut() else { return Ok("null".into()) };
    let mut run = Run::new(&case.partial, SEED ^ 1)?;
    run.step(trials);
    let cap = run.result();
    let theirs = f64::from(peer.estimate(trials)[0]);
    let tolerance = 4.0 * cap.std_error[0] * std::f64::consts::SQRT_2;
    let agree = (cap.pot[0] - theirs).abs() <= tolerance;
    Ok(format!(
        "{{\"cap\":{},\"cap_stderr\":{},\"peer\":{theirs},\"trials\":{trials},\"agree\":{agree}}}",
        cap.pot[0], cap.std_error[0]
    ))
}

// --- Exact enumeration -----------------------------------------------------------------------------

struct ExactCase {
    key: &'static str,
    label: String,
    partial: Partial,
    /// The enumeration timed is 1/`scale` of the job (board places fixed to one card each); the
    /// full job is `scale` such parts of equal size.
    scale: u128,
    /// What is fixed, in words, when `scale > 1`.
    fraction: String,
    /// rs_poker's `OutsCalculator` on the whole job (hold'em only): the board and the hands.
    peer: Option<(CardBitSet, Vec<RsHand>)>,
}

/// `whole`: enumerate hold'em pre-flop in full (natively, about half a minute) rather than a
/// 48th of it.
fn exact_cases(quick: bool, whole: bool) -> Vec<ExactCase> {
    let holdem = rules("holdem/high", &BTreeMap::new());
    let a = vec![cards("As Ks"), cards("Qh Qd")];
    let peer_hands = || Some((CardBitSet::new(), a.iter().map(|h| rs_hand(h)).collect()));
    // The first unseen cards of the deck go to the fixed places.
    let unseen: Vec<Card> =
        holdem.deck().cards().into_iter().filter(|c| !a.iter().flatten().any(|x| x == c)).collect();
    let fixed = if quick {
        2
    } else if whole {
        0
    } else {
        1
    };
    let places = ["1.f1", "1.f2"];
    let board: Vec<(usize, Card)> = (0..fixed).map(|i| (place(&holdem, places[i]), unseen[i])).collect();
    let scale: u128 = (0..fixed as u128).map(|i| 48 - i).product();
    let flop = cards("2h 7d Tc");
    let flop_board: Vec<(usize, Card)> =
        ["1.f1", "1.f2", "1.f3"].iter().zip(&flop).map(|(id, c)| (place(&holdem, id), *c)).collect();
    let flop_peer = Some((rs_set(&flop), a.iter().map(|h| rs_hand(h)).collect()));
    let turn = ["1.f1", "1.f2", "1.f3", "2.f1", "2.f2", "2.f3", "1.t", "2.t"];
    let mut cases = vec![
        ExactCase {
            key: "holdem-preflop",
            label: "Hold'em, heads-up, pre-flop (AsKs v QhQd): every board".into(),
            partial: partial(holdem.clone(), a.clone(), board.clone(), vec![]),
            scale,
            fraction: if fixed == 0 {
                String::new()
            } else {
                format!(
                    "timed: {} fixed to {} (1/{scale} of the job), the rest enumerated",
                    places[..fixed].join(" and "),
                    board.iter().map(|(_, c)| c.to_string()).collect::<Vec<_>>().join(" and ")
                )
            },
            peer: peer_hands(),
        },
        ExactCase {
            key: "holdem-flop",
            label: "Hold'em, heads-up, on the flop (AsKs v QhQd, 2h7dTc)".into(),
            partial: partial(holdem, a.clone(), flop_board, vec![]),
            scale: 1,
            fraction: String::new(),
            peer: flop_peer,
        },
        ExactCase {
            key: "double-turn-6x7",
            label: "Double board Omaha hi/lo 8, 6 players x 7 hole cards (as CAP deals six), on the turn"
                .into(),
            partial: double_board(&turn, 7, 6),
            scale: 1,
            fraction: String::new(),
            peer: None,
        },
        ExactCase {
            key: "double-turn-6x4",
            label:
                "Double board Omaha hi/lo 8, 6 players x 4 hole cards (casino double-board PLO), on the turn"
                    .into(),
            partial: double_board(&turn, 4, 6),
            scale: 1,
            fraction: String::new(),
            peer: None,
        },
        ExactCase {
            key: "double-turn-2x4",
            label: "Double board Omaha hi/lo 8, heads-up x 4 hole cards, on the turn".into(),
            partial: double_board(&turn, 4, 2),
            scale: 1,
            fraction: String::new(),
            peer: None,
        },
    ];
    if !quick {
        cases.push(ExactCase {
            key: "double-flop-6x7",
            label: "Double board Omaha hi/lo 8, 6 players x 7 hole cards, both flops dealt (case (c))".into(),
            partial: double_board(&turn[..6], 7, 6),
            scale: 1,
            fraction: String::new(),
            peer: None,
        });
    }
    cases
}

/// Seconds per call: the median of repeated calls for at least `seconds` (one call if it is
/// longer than that).
fn time_call(mut call: impl FnMut(), seconds: f64, host: &Host) -> f64 {
    let start = (host.now)();
    let mut times = Vec::new();
    loop {
        let t0 = (host.now)();
        call();
        let t1 = (host.now)();
        times.push(t1 - t0);
        if t1 - start >= seconds && times.len() >= 3 || t1 - t0 >= seconds {
            break;
        }
    }
    median(&mut times)
}

fn peer_exact(board: CardBitSet, hands: &[RsHand]) -> (usize, f64) {
    let outs = rs_poker::holdem::OutsCalculator::new(board, hands.to_vec()).calculate_outs();
    let o = &outs.outcomes()[0];
    let total = o.total_combinations as f64;
    (o.total_combinations, (o.wins as f64 + o.ties as f64 / 2.0) / total)
}

// --- Output ----------------------------------------------------------------------------------------

fn text(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn number(x: f64) -> String {
    if x.is_finite() {
        format!("{x}")
    } else {
        "null".into()
    }
}

/// Runs every case and returns the figures as JSON (see `benches/equity.mjs` for the fields).
pub fn run(
    settings: Settings,
    quick: bool,
    whole: bool,
    heaviest_spec: Option<&str>,
    host: &Host,
) -> Result<String, String> {
    let mut mc = mc_cases(heaviest_spec.unwrap_or(DEFAULT_HEAVIEST))?;
    let check_trials = if quick { 4_000 } else { 100_000 };
    let mut rows = Vec::new();
    for case in &mut mc {
        if host.only.is_some_and(|only| case.key != only) {
            continue;
        }
        (host.progress)(&format!("equity: checking, then timing {}", case.label));
        let check = check_mc(case, check_trials)?;
        let completions = Run::new(&case.partial, SEED)?.completions();
        let (cap, peer, result) = time_mc(case, settings, host)?;
        let shares: Vec<String> = result.pot.iter().map(|x| number(*x)).collect();
        rows.push(format!(
            "{{\"key\":{},\"label\":{},\"cap\":{},\"peer\":{},\"peer_name\":{},\"no_peer\":{},\"completions\":{},\"trials\":{},\"shares\":[{}],\"stderr\":{},\"check\":{check}}}",
            text(case.key),
            text(&case.label),
            number(cap),
            peer.map_or("null".into(), number),
            case.peer.as_ref().map_or("null".into(), |p| text(p.name())),
            text(case.no_peer),
            completions.map_or("null".into(), |c| text(&c.to_string())),
            result.boards,
            shares.join(","),
            number(result.std_error.iter().copied().fold(0.0, f64::max)),
        ));
    }
    let mut exact = Vec::new();
    for case in exact_cases(quick, whole) {
        if host.only.is_some_and(|only| case.key != only) {
            continue;
        }
        (host.progress)(&format!("equity: enumerating {}", case.label));
        let mut result = None;
        let seconds = time_call(
            || {
                let mut run = Run::new(&case.partial, SEED).expect("a valid deal");
                run.enumerate();
                result = Some(run.result());
            },
            settings.sample_seconds * 2.0,
            host,
        );
        let result = result.expect("enumerated");
        let part = result.boards as u128;
        let peer = case.peer.as_ref().map(|(board, hands)| {
            let mut figures = (0, 0.0);
            let seconds =
                time_call(|| figures = peer_exact(*board, hands), settings.sample_seconds * 2.0, host);
            (figures, seconds)
        });
        // Where both did the whole job, they must agree exactly.
        let agree = match (&peer, case.scale) {
            (Some(((_, theirs), _)), 1) => (result.pot[0] - theirs).abs() < 1e-9,
            _ => true,
        };
        exact.push(format!(
            "{{\"key\":{},\"label\":{},\"completions\":{},\"seconds\":{},\"scale\":{},\"fraction\":{},\"share\":{},\"peer_boards\":{},\"peer_seconds\":{},\"peer_share\":{},\"agree\":{agree}}}",
            text(case.key),
            text(&case.label),
            text(&part.to_string()),
            number(seconds),
            text(&case.scale.to_string()),
            text(&case.fraction),
            number(result.pot[0]),
            peer.as_ref().map_or("null".into(), |((boards, _), _)| boards.to_string()),
            peer.as_ref().map_or("null".into(), |(_, s)| number(*s)),
            peer.as_ref().map_or("null".into(), |((_, share), _)| number(*share)),
        ));
    }
    Ok(format!("{{\"mc\":[{}],\"exact\":[{}]}}\n", rows.join(","), exact.join(",")))
}
