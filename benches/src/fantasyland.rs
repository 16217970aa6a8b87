//! The OFC Fantasyland best-arrangement helper (`cap::engine::chinese::fantasyland`), timed on
//! random deals of 14 to 17 cards and on hard hands: the figure a player waits for after tapping
//! "Best arrangement". The same code runs natively (`cap-bench --fantasyland`, on the thread's CPU
//! clock), in wasm under Node (`node benches/run-wasm.mjs <cap_bench.wasm> --fantasyland`) and in
//! wasm inside a page in headless Chromium (`node benches/fantasyland-browser.mjs`), with the same
//! fixed-seed deals.
//!
//! One search per deal is timed (each takes from a fraction of a millisecond to tens: the
//! browser's clock has 5 µs steps in a cross-origin-isolated page); the tables give the median, the
//! 90th percentile and the slowest deal of each size, then each hard hand's median of five.
//!
//! The hard hands are of two kinds: built to stress the search (many pairs, trips, one long suit,
//! runs: many settings earn royalties, so fewer are ruled out early), and the slowest of many
//! random deals, found with `cap-bench --fantasyland-hunt SIZE DEALS` (natively, by CPU time, with
//! the search of the day; each is kept with the search it was slowest for).

use cap::engine::card_set::CardSet;
use cap::engine::chinese::fantasyland::best_arrangement;
use cap::engine::chinese::ofc::{FantasylandRule, StayRule};

use crate::deal::{rank, suit, Rng};
use crate::driver::Host;
use crate::libs::cap_api;

/// How many deals of each size (a quick run takes a few).
pub fn deals(quick: bool) -> usize {
    if quick {
        5
    } else {
        200
    }
}

/// Hands of 17 cards; the first 14, 15 and 16 of each are timed too. What each stresses, and the
/// cards.
pub const HARD: [(&str, &str); 13] = [
    ("eight pairs in a run", "2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Th"),
    ("five trips", "Ac Ad Ah Kc Kd Kh Qc Qd Qh Jc Jd Jh Tc Td Th 9s 8s"),
    ("thirteen hearts", "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h As Kd Qc 2s"),
    ("two suits of runs", "Ah Kh Qh Jh Th 9h 8h 7h 6h As Ks Qs Js Ts 9s 8s 7s"),
    ("quads and pairs", "2c 2d 2h 2s 9c 9d 9h 9s Qc Qd Ah Ad 6s 6h 4c 4d Kh"),
    ("small pairs, no big royalty", "2c 2d 3h 3s 4c 4d 5h 5s 7c 8d 9h Jc Kd 7h 8s Tc 6h"),
    // The slowest of 3,000 random deals of each size (CPU time) with the search this benchmark first
    // measured (each back against every five of the deal; 139 ms natively for this 17).
    ("random: slowest 17 before", "Ad Ks Qd Jh Jc Td 8h 7d 6h 6d 5h 5c 5s 4d 4s 3c 2d"),
    ("random: slowest 16 before", "Kh Qh Qc Jc Js 9s 8h 8c 7h 5c 5s 4h 3d 3s 2d 2s Ac"),
    ("random: slowest 15 before", "Ad Jd Jc Js Td Tc 8h 7h 7c 6h 5d 5s 4c 3s 2c Kh Qs"),
    ("random: slowest 14 before", "Kh Qh Th Ts 9h 9s 8c 7c 6d 6c 4c 4s 3h 2s Ad Jd 5s"),
    // The slowest of 20,000 random deals of each size with the search measured after it (the
    // first deal of a run aside: it pays for building the evaluator's tables).
    ("random: slowest 17 after", "Ah Ad Kd Kc Ks Qc Jd Js Td 9d 9s 5d 4c 4s 3c 2d 2s"),
    ("random: slowest 16 after", "Ad Ac As Kc Ks Qh Qc Js 8d 7c 5s 4h 4d 3c 2d 2s Th"),
    ("random: slowest 14 after", "As Kd Qh Qd Th Tc Ts 8s 6d 5c 4h 3d 3c 3s Ah Kc 9d"),
];

fn dealt(neutral: &[u8]) -> CardSet {
    CardSet::from_cards(neutral.iter().map(|&c| cap_api::card(rank(c), suit(c)))).unwrap_or_default()
}

/// Milliseconds for one search of `cards`.
fn time(cards: CardSet, host: &Host) -> f64 {
    let start = (host.now)();
    let best = best_arrangement(cards, FantasylandRule::Progressive, StayRule::default());
    let ms = ((host.now)() - start) * 1000.0;
    std::hint::black_box(best.ok());
    ms
}

fn sorted(mut times: Vec<f64>) -> Vec<f64> {
    cap::engine::sort::merge_sort_by(&mut times, |a, b| a < b);
    times
}

fn quantile(times: &[f64], q: f64) -> f64 {
    times[((times.len() - 1) as f64 * q).round() as usize]
}

/// The first `n` cards of a hard hand.
fn first_cards(text: &str, n: usize) -> CardSet {
    let cards: Vec<CardSet> = text.split_whitespace().take(n).filter_map(|c| c.parse().ok()).collect();
    cards.into_iter().fold(CardSet::EMPTY, |a, b| a | b)
}

/// The markdown tables: random deals by size, then the hard hands.
pub fn run(quick: bool, host: &Host) -> String {
    let mut rng = Rng::new(crate::SEED ^ 0xFA57);
    // The first search of a process (or page) also builds the evaluator's tables: timed apart.
    let first = time(first_cards(HARD[0].1, 14), host);
    let mut out = String::from(
        "| cards dealt | deals | median ms | 90th percentile ms | slowest ms |\n| --- | --- | --- | --- | --- |\n",
    );
    for n in 14..=17usize {
        (host.progress)(&format!("fantasyland: {n} cards"));
        let mut times = Vec::new();
        let mut cards = [0u8; 17];
        for _ in 0..deals(quick) {
            rng.draw_into(&mut cards[..n]);
            times.push(time(dealt(&cards[..n]), host));
        }
        let times = sorted(times);
        out.push_str(&format!(
            "| {n} | {} | {:.2} | {:.2} | {:.2} |\n",
            times.len(),
            quantile(&times, 0.5),
            quantile(&times, 0.9),
            quantile(&times, 1.0)
        ));
    }
    (host.progress)("fantasyland: hard hands");
    out.push_str("\n| hard hand (the first 14, 15, 16, 17 cards) | 14 ms | 15 ms | 16 ms | 17 ms |\n");
    out.push_str("| --- | --- | --- | --- | --- |\n");
    let runs = if quick { 1 } else { 5 };
    let mut worst = [0f64; 4];
    for (what, text) in HARD {
        out.push_str(&format!("| {what}: {text} |"));
        for n in 14..=17usize {
            let times = sorted((0..runs).map(|_| time(first_cards(text, n), host)).collect());
            let ms = quantile(&times, 0.5);
            worst[n - 14] = worst[n - 14].max(ms);
            out.push_str(&format!(" {ms:.2} |"));
        }
        out.push('\n');
    }
    out.push_str(&format!(
        "| slowest hard hand | {:.2} | {:.2} | {:.2} | {:.2} |\n",
        worst[0], worst[1], worst[2], worst[3]
    ));
    out.push_str(&format!(
        "\nThe first search ({} cards), which also builds the evaluator's tables: {first:.2} ms.\n",
        14
    ));
    out
}

/// The `keep` slowest of `count` random deals of `n` cards (another seed than [`run`]'s), slowest
/// first, as lines "ms cards".
pub fn hunt(n: usize, count: usize, keep: usize, host: &Host) -> String {
    let mut rng = Rng::new(crate::SEED ^ 0x4A47 ^ n as u64);
    let mut slowest: Vec<(f64, CardSet)> = Vec::new();
    let mut cards = [0u8; 17];
    for i in 0..count {
        if i % 1000 == 0 {
            (host.progress)(&format!("fantasyland hunt: {n} cards, deal {i} of {count}"));
        }
        rng.draw_into(&mut cards[..n]);
        let set = dealt(&cards[..n]);
        slowest.push((time(set, host), set));
        if slowest.len() > 4 * keep {
            cap::engine::sort::merge_sort_by(&mut slowest, |a, b| a.0 > b.0);
            slowest.truncate(keep);
        }
    }
    cap::engine::sort::merge_sort_by(&mut slowest, |a, b| a.0 > b.0);
    slowest.iter().take(keep).map(|(ms, set)| format!("{ms:.2} {set}\n")).collect()
}
