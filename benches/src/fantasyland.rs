//! The OFC Fantasyland best-arrangement helper (`cap::engine::chinese::fantasyland`), timed on
//! random deals of 14 to 17 cards: the figure a player waits for after tapping "Best arrangement".
//! The same code runs natively (`cap-bench --fantasyland`) and in wasm under Node
//! (`node benches/run-wasm.mjs <cap_bench.wasm> --fantasyland`), with the same fixed-seed deals.
//!
//! One search per deal is timed (each takes milliseconds, far above the clock's resolution); the
//! table gives the median, the 90th percentile and the slowest deal for each size.

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

/// The markdown table: one row per dealt count.
pub fn run(quick: bool, host: &Host) -> String {
    let mut rng = Rng::new(crate::SEED ^ 0xFA57);
    let mut out = String::from(
        "| cards dealt | deals | median ms | 90th percentile ms | slowest ms |\n| --- | --- | --- | --- | --- |\n",
    );
    for n in 14..=17usize {
        (host.progress)(&format!("fantasyland: {n} cards"));
        let mut times = Vec::new();
        let mut cards = [0u8; 17];
        for _ in 0..deals(quick) {
            rng.draw_into(&mut cards[..n]);
            let dealt = CardSet::from_cards(cards[..n].iter().map(|&c| cap_api::card(rank(c), suit(c))))
                .unwrap_or_default();
            let start = (host.now)();
            let best = best_arrangement(dealt, FantasylandRule::Progressive, StayRule::default());
            times.push(((host.now)() - start) * 1000.0);
            std::hint::black_box(best.ok());
        }
        cap::engine::sort::merge_sort_by(&mut times, |a, b| a < b);
        let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        out.push_str(&format!(
            "| {n} | {} | {:.2} | {:.2} | {:.2} |\n",
            times.len(),
            at(0.5),
            at(0.9),
            at(1.0)
        ));
    }
    out
}
