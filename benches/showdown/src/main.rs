//! Native half of the showdown benchmark (run by `./bench`):
//!
//! `cap-showdown-bench <out-dir> [--quick]`
//! 1. screens every game of the catalogue, with every combination of option choices, at every
//!    table size, each player holding the most hole cards allowed: the slowest configuration to
//!    resolve is "the worst case";
//! 2. deals many hands of the worst case and of a growth grid (that game at 2 to the most
//!    players, 4 to the most hole cards) and writes them to `<out-dir>/showdown-cases.json`, for
//!    the in-browser run (benches/showdown/browser.mjs);
//! 3. times the same hands natively and writes `<out-dir>/showdown-native.json`.
//!
//! Every hand is checked to read and resolve before anything is timed.

use std::collections::BTreeMap;
use std::time::Instant;

use cap::engine::game::catalogue::{specs, Catalogue};
use cap::engine::hand_file::HandFile;
use cap::engine::showdown::Hand;
use cap_showdown_bench::{
    checksum, deal, every_choice, hole_range, point_alone, read_and_resolve, Rng, SEED,
};
use serde_json::{json, Value};

struct Config {
    game: String,
    name: String,
    options: BTreeMap<String, String>,
    players: usize,
    hole: usize,
    points: usize,
}

fn to_hand(file: &HandFile) -> Hand {
    file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| panic!("a dealt hand does not read: {e}\n{file:?}"))
}

/// Per-call times in milliseconds, cycling through the hands.
fn time_calls(count: usize, mut call: impl FnMut(usize) -> u64) -> Vec<f64> {
    let mut sink = 0u64;
    for i in 0..count.min(20) {
        sink = sink.wrapping_add(call(i));
    }
    let mut times = Vec::with_capacity(count);
    for i in 0..count {
        let start = Instant::now();
        sink = sink.wrapping_add(call(i));
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    std::hint::black_box(sink);
    times
}

fn stats(mut times: Vec<f64>) -> Value {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    json!({ "runs": times.len(), "median": at(0.5), "p95": at(0.95), "min": times[0] })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args.iter().find(|a| !a.starts_with("--")).cloned().unwrap_or_else(|| ".".into());
    let quick = args.iter().any(|a| a == "--quick");
    // Building and checking the whole catalogue (every game, every option combination); the app
    // checks each game only when it is first used.
    let start = Instant::now();
    let checked = Catalogue::load(specs()).expect("the catalogue is valid");
    let catalogue_ms = start.elapsed().as_secs_f64() * 1e3;
    drop(checked);
    let catalogue = Catalogue::builtin();
    let mut rng = Rng::new(SEED);

    // 1. Screen: every game, every option combination, every table size, most hole cards; then
    //    the slowest few again, longer and interleaved, so that noise does not pick the worst.
    let mut screen: Vec<(f64, Config)> = Vec::new();
    for game in catalogue.games() {
        for options in every_choice(game) {
            let rules = game.rules(&options).expect("every choice is valid");
            for players in rules.players().0.max(2)..=rules.players().1 {
                let Some((_, hole)) = hole_range(&rules, players) else { continue };
                let hands: Vec<Hand> =
                    (0..3).map(|_| to_hand(&deal(game, &options, &rules, players, hole, &mut rng))).collect();
                let reps = if quick { 2 } else { 5 };
                let mut times =
                    time_calls(hands.len() * reps, |i| checksum(&hands[i % hands.len()].resolve()));
                times.sort_by(f64::total_cmp);
                let config = Config {
                    game: game.id().to_string(),
                    name: rules.game_name().to_string(),
                    options: options.clone(),
                    players,
                    hole,
                    points: rules.points().len(),
                };
                screen.push((times[times.len() / 2], config));
            }
        }
    }
    let screened = screen.len();
    screen.sort_by(|a, b| b.0.total_cmp(&a.0));
    screen.truncate(8);
    let finalists: Vec<(Config, Vec<Hand>)> = screen
        .into_iter()
        .map(|(_, c)| {
            let game = catalogue.get(&c.game).unwrap();
            let rules = game.rules(&c.options).unwrap();
            let hands = (0..10)
                .map(|_| to_hand(&deal(game, &c.options, &rules, c.players, c.hole, &mut rng)))
                .collect();
            (c, hands)
        })
        .collect();
    let mut samples: Vec<Vec<f64>> = vec![Vec::new(); finalists.len()];
    for _round in 0..if quick { 2 } else { 6 } {
        for (k, (_, hands)) in finalists.iter().enumerate() {
            samples[k].extend(time_calls(hands.len(), |i| checksum(&hands[i % hands.len()].resolve())));
        }
    }
    let median = |v: &Vec<f64>| {
        let mut v = v.clone();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let worst_index =
        (0..finalists.len()).max_by(|&a, &b| median(&samples[a]).total_cmp(&median(&samples[b]))).unwrap();
    let finalists_text: Vec<Value> = finalists
        .iter()
        .zip(&samples)
        .map(|((c, _), s)| {
            json!({ "game": c.game, "name": c.name, "options": c.options, "players": c.players, "hole": c.hole, "median": median(s) })
        })
        .collect();
    let w = finalists.into_iter().nth(worst_index).unwrap().0;
    eprintln!(
        "cap-showdown-bench: screened {screened} configurations; the slowest is {} ({}) options {:?}, {} players x {} hole cards, {} points",
        w.name, w.game, w.options, w.players, w.hole, w.points
    );
    // 2. The cases: many deals of the worst case, and a grid for the same game and options.
    let game = catalogue.get(&w.game).unwrap();
    let rules = game.rules(&w.options).unwrap();
    let deals = if quick { 8 } else { 40 };
    let dealt = |players: usize, hole: usize, rng: &mut Rng| -> Vec<String> {
        (0..deals)
            .map(|_| {
                let file = deal(game, &w.options, &rules, players, hole, rng);
                let text = file.to_json();
                read_and_resolve(&text)
                    .unwrap_or_else(|e| panic!("a dealt hand does not resolve: {e}\n{text}"));
                text
            })
            .collect()
    };
    let worst_hands = dealt(w.players, w.hole, &mut rng);
    // The grid: every table size, and hole cards from 4 up to the most the game ever deals, as far
    // as the deck goes (cells outside the rules are built with `assemble`, see lib.rs).
    let max_hole = (2..=rules.players().1).filter_map(|n| hole_range(&rules, n)).map(|r| r.1).max().unwrap();
    let mut columns: Vec<usize> = vec![4, 5, 6, 7, 8, 10, 12, 14, 17, 21, 26];
    columns.retain(|&h| h < max_hole);
    columns.push(max_hole);
    let mut grid = Vec::new();
    for players in rules.players().0.max(2)..=rules.players().1 {
        for &hole in &columns {
            let probe = rules.with_hole_cards(cap::engine::game::HoleCards::Fixed(hole));
            if hole_range(&probe, players).is_none() {
                continue;
            }
            let valid = hole_range(&rules, players).is_some_and(|(a, b)| (a..=b).contains(&hole));
            let hands: Vec<String> = (0..deals)
                .map(|_| {
                    let file = deal(game, &w.options, &rules, players, hole, &mut rng);
                    let assembled = cap_showdown_bench::assemble(&file).expect("a dealt file assembles");
                    if valid {
                        assert_eq!(assembled, to_hand(&file), "assemble disagrees with to_hand");
                    }
                    file.to_json()
                })
                .collect();
            grid.push(json!({ "players": players, "hole": hole, "valid": valid, "hands": hands }));
        }
    }
    let cases = json!({
        "worst": {
            "game": w.game, "name": w.name, "options": w.options, "players": w.players,
            "hole": w.hole, "points": w.points, "hands": worst_hands,
        },
        "max_players": rules.players().1,
        "max_hole": max_hole,
        "columns": columns,
        "screened": screened,
        "finalists": finalists_text,
        "grid": grid,
    });
    std::fs::write(format!("{out}/showdown-cases.json"), cases.to_string()).expect("write the cases");

    // 3. Native timings of the same hands.
    let runs = if quick { 200 } else { 2000 };
    let parsed: Vec<Hand> = worst_hands.iter().map(|t| to_hand(&HandFile::from_json(t).unwrap())).collect();
    let resolve = stats(time_calls(runs, |i| checksum(&parsed[i % parsed.len()].resolve())));
    let full = stats(time_calls(runs, |i| read_and_resolve(&worst_hands[i % worst_hands.len()]).unwrap()));
    let cell_runs = if quick { 40 } else { 200 };
    let grid_times: Vec<Value> = cases["grid"]
        .as_array()
        .unwrap()
        .iter()
        .map(|cell| {
            let hands: Vec<Hand> = cell["hands"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| {
                    cap_showdown_bench::assemble(&HandFile::from_json(t.as_str().unwrap()).unwrap()).unwrap()
                })
                .collect();
            let s = stats(time_calls(cell_runs, |i| checksum(&hands[i % hands.len()].resolve())));
            json!({ "players": cell["players"], "hole": cell["hole"], "valid": cell["valid"], "resolve": s })
        })
        .collect();
    // Which point of the worst case costs what: the same hands with one point at a time.
    let per_point: Vec<Value> = (0..parsed[0].rules().points().len())
        .map(|k| {
            let alone = point_alone(&parsed, k);
            let s = stats(time_calls(runs / 4, |i| checksum(&alone[i % alone.len()].resolve())));
            json!({ "label": parsed[0].rules().points()[k].label, "ranking": parsed[0].rules().points()[k].ranking.to_string(), "resolve": s })
        })
        .collect();
    let budget = near_the_budget(if quick { 3 } else { 10 });
    let native = json!({ "catalogue_ms": catalogue_ms, "per_point": per_point, "worst": { "resolve": resolve, "read_and_resolve": full }, "grid": grid_times, "budget": budget });
    std::fs::write(format!("{out}/showdown-native.json"), native.to_string()).expect("write the timings");
    eprintln!(
        "cap-showdown-bench: native worst case: resolve median {:.3} ms, p95 {:.3} ms",
        resolve["median"].as_f64().unwrap(),
        resolve["p95"].as_f64().unwrap()
    );
}

/// Issue 36: a declared game near the showdown's cost budget (`engine::game::cost`), timed: the
/// issue's shared ring with seven places and one point of any five of the eight, five players
/// (about 875,000 hands valued of the 1,000,000 a game may take).
fn near_the_budget(runs: usize) -> Value {
    use cap::engine::deal::random::{play, RandomPlay};
    use cap::engine::game::cost::{showdown_cost, SHOWDOWN_BUDGET};
    let ids: Vec<String> = (1..=7).map(|i| format!("\"r{i}\"")).collect();
    let places: Vec<String> = (1..=7)
        .map(|i| format!(r#"{{"id": "r{i}", "x": {i}.0, "y": 2.0, "scope": "each-player", "shared_when": {{"option": "ring", "equals": "shared"}}}}"#))
        .collect();
    let text = format!(
        r#"{{"id": "probe/ring", "name": "Ring probe", "players": [2, 5], "hole_cards": {{"fixed": 2}},
        "positions": [{{"id": "t", "x": 0.0, "y": 0.0}}, {}], "streets": [{{"name": "Pre-flop", "deal": ["t", {}]}}],
        "points": [{{"label": "High", "ranking": "high", "cards": {{"board": {{"choose": {{"from": ["t", {}], "k": 5}}}}}}}}],
        "payout": "split-pot", "options": [{{"key": "ring", "label": "Ring", "choices": [["shared", "Shared"], ["own", "Own"]]}}]}}"#,
        places.join(", "),
        ids.join(", "),
        ids.join(", ")
    );
    let game = cap::engine::game::declaration::parse(&text).expect("the probe is inside the budget");
    let rules = game.rules(&Default::default()).unwrap();
    let random = RandomPlay { random_options: false, random_decisions: false };
    let hand = play(&game, 5, SEED, &Default::default(), None, &random).unwrap().draft.to_hand().unwrap();
    let s = stats(time_calls(runs, |_| checksum(&hand.resolve())));
    eprintln!(
        "cap-showdown-bench: a declared game near the budget ({} of {} hands valued): resolve median {:.0} ms",
        hand.work(),
        SHOWDOWN_BUDGET,
        s["median"].as_f64().unwrap()
    );
    json!({ "hands": hand.work() as u64, "bound": showdown_cost(&rules).hands as u64, "budget": SHOWDOWN_BUDGET as u64, "resolve": s })
}
