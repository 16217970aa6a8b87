//! One configuration of the catalogue on its own, for quick before/after comparisons while working
//! on the engine (the full screen in `cap-showdown-bench` takes minutes):
//!
//! `cargo run --release -p cap-showdown-bench --example worst [--players=N] [rounds [game [key=choice ...]]]`
//!
//! Deals 40 hands of the game (by default Tree trunk: High/low/hand with a badugi low, the worst
//! case before make-5 badugi was searched directly), N players (default 2) holding the most hole
//! cards allowed, checks that they resolve, then times `Hand::resolve` in `rounds` rounds (default
//! 5) and prints the median and p95 per call in ms (as `./bench` reports them), then the same for
//! each point alone.

use std::collections::BTreeMap;
use std::time::Instant;

use cap::engine::game::catalogue::Catalogue;
use cap::engine::showdown::Hand;
use cap_showdown_bench::{checksum, deal, hole_range, point_alone, Rng, SEED};

/// Times `resolve` over `hands` and returns the median and p95 per call in ms.
fn time(hands: &[Hand], rounds: usize) -> [f64; 2] {
    let mut sink = 0u64;
    for hand in hands {
        sink = sink.wrapping_add(checksum(&hand.resolve()));
    }
    let mut times = Vec::new();
    for _ in 0..rounds * 5 {
        for hand in hands {
            let start = Instant::now();
            sink = sink.wrapping_add(checksum(&hand.resolve()));
            times.push(start.elapsed().as_secs_f64() * 1e3);
        }
    }
    times.sort_by(f64::total_cmp);
    std::hint::black_box(sink);
    [times[times.len() / 2], times[times.len() * 19 / 20]]
}

fn main() {
    let (flags, args): (Vec<String>, Vec<String>) =
        std::env::args().skip(1).partition(|a| a.starts_with("--"));
    let players: usize = flags
        .iter()
        .find_map(|f| f.strip_prefix("--players="))
        .map_or(2, |n| n.parse().expect("--players=N takes a number"));
    let rounds: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(5);
    let id = args.get(1).map_or("tree-trunk/high-low-hand", String::as_str);
    let options: BTreeMap<String, String> = if args.len() > 2 {
        args[2..]
            .iter()
            .map(|a| {
                let (key, choice) = a.split_once('=').expect("options are key=choice");
                (key.to_string(), choice.to_string())
            })
            .collect()
    } else if args.len() == 2 {
        BTreeMap::new()
    } else {
        [("low".to_string(), "badugi".to_string())].into()
    };
    let game = Catalogue::builtin().get(id).expect("the game");
    let rules = game.rules(&options).expect("valid options");
    let (_, hole) = hole_range(&rules, players).expect("the players fit");
    let mut rng = Rng::new(SEED);
    let hands: Vec<Hand> = (0..40)
        .map(|_| {
            deal(game, &options, &rules, players, hole, &mut rng)
                .to_hand(Catalogue::builtin())
                .expect("reads")
        })
        .collect();
    let [median, p95] = time(&hands, rounds);
    println!(
        "{} {options:?}, {players} players x {hole} hole cards: median {median:.3} ms, p95 {p95:.3} ms",
        rules.game_name()
    );
    for (k, point) in rules.points().iter().enumerate() {
        let [median, p95] = time(&point_alone(&hands, k), rounds);
        println!("  {} ({}) alone: median {median:.3} ms, p95 {p95:.3} ms", point.label, point.ranking);
    }
}
