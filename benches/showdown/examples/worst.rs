//! The catalogue's worst showdown on its own, for quick before/after comparisons while working on
//! the engine (the full screen in `cap-showdown-bench` takes minutes):
//!
//! `cargo run --release -p cap-showdown-bench --example worst [rounds]`
//!
//! Deals 40 hands of Double bullseye: best high/best low/hand, least suits 6-2 low, 2 players x 21
//! hole cards (what `./bench` found slowest), checks that they resolve, then times `Hand::resolve`
//! in `rounds` rounds (default 5) and prints each point's share and the median per call in ms.

use std::collections::BTreeMap;
use std::time::Instant;

use cap::engine::game::catalogue::Catalogue;
use cap::engine::showdown::Hand;
use cap_showdown_bench::{checksum, deal, hole_range, Rng, SEED};

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(5);
    let game = Catalogue::builtin().get("double-bullseye/best-high-best-low-hand").expect("the game");
    let options: BTreeMap<String, String> = [("low".to_string(), "least-suits-6-2".to_string())].into();
    let rules = game.rules(&options).expect("valid options");
    let (_, hole) = hole_range(&rules, 2).expect("two players fit");
    let mut rng = Rng::new(SEED);
    let hands: Vec<Hand> = (0..40)
        .map(|_| {
            deal(game, &options, &rules, 2, hole, &mut rng).to_hand(Catalogue::builtin()).expect("reads")
        })
        .collect();
    let mut sink = 0u64;
    for hand in &hands {
        sink = sink.wrapping_add(checksum(&hand.resolve()));
    }
    let mut times = Vec::new();
    for _ in 0..rounds {
        for _ in 0..5 {
            for hand in &hands {
                let start = Instant::now();
                sink = sink.wrapping_add(checksum(&hand.resolve()));
                times.push(start.elapsed().as_secs_f64() * 1e3);
            }
        }
    }
    times.sort_by(f64::total_cmp);
    std::hint::black_box(sink);
    println!(
        "{} players x {hole} hole cards, {} calls: median {:.3} ms, p10 {:.3} ms, p90 {:.3} ms",
        2,
        times.len(),
        times[times.len() / 2],
        times[times.len() / 10],
        times[times.len() * 9 / 10]
    );
}
