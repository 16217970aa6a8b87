//! Declared games against the reference showdown: random declarations (the generator of
//! `declared_games`) are read a second time, here, from their JSON by the rules
//! `docs/declaration.md` writes down (which places each point may use, its ranking, the hole
//! cards, the payout), into the reference's terms; random hands of each are then scored by the
//! engine (from a hand file carrying the declaration inline) and by the reference, which must
//! agree on every payout and every point's winners in every pot.
//!
//! Nothing here calls the engine's geometry or validation: the engine only says whether the
//! declaration is a game (a refused one is not played) and scores the hand file.
//!
//! The reference knows the catalogue's dynamic points (three boards, two picks) and Good boys bad
//! boys' dead ranks, not every declaration's: such declarations, and mandatory cards outside a
//! board point, are left out and counted, and the test insists most valid ones are played.

use std::collections::{BTreeMap, BTreeSet};

use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::declaration;
use cap::engine::game::spec::{GameSpec, OptionSpec};
use cap::engine::game::Game;
use cap::engine::hand_file::GameRef;
use serde_json::Value;

use super::declared_games::random_spec;
use super::reference::XorShift;
use super::showdown_reference::{
    deal_for, engine_result, resolve, RefCards, RefGame, RefPoint, RefRanking, Style,
};

/// Why a declaration is not played against the reference.
type Skip = &'static str;

/// Whether a thing with this `when` is present with the table's `options`.
fn present(when: Option<&Value>, options: &BTreeMap<String, String>) -> bool {
    let Some(when) = when.filter(|w| !w.is_null()) else { return true };
    let chosen = options.get(when["option"].as_str().expect("a condition names its option"));
    let choices: Vec<&str> = match (&when["equals"], &when["one_of"]) {
        (Value::String(one), _) => vec![one.as_str()],
        (_, Value::Array(many)) => many.iter().filter_map(Value::as_str).collect(),
        _ => panic!("a condition is `equals` or `one_of`: {when}"),
    };
    chosen.is_some_and(|c| choices.contains(&c.as_str()))
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array().map(|a| a.iter().filter_map(|s| s.as_str().map(String::from)).collect()).unwrap_or_default()
}

/// Where each present position is drawn, by id.
type Places = BTreeMap<String, (f64, f64)>;

/// Every `k` of `list`, in order.
fn k_of(list: &[String], k: usize) -> Vec<Vec<String>> {
    if k == 0 {
        return vec![vec![]];
    }
    if list.len() < k {
        return vec![];
    }
    let mut out = Vec::new();
    for i in 0..=list.len() - k {
        for rest in k_of(&list[i + 1..], k - 1) {
            out.push([vec![list[i].clone()], rest].concat());
        }
    }
    out
}

/// Whether two places of `list` touch: "sequence" consecutive in the list, "ring" and the last
/// touches the first, "grid-edge" one slot apart across or down, "grid-edge-or-corner" also one
/// slot apart both ways.
fn touch(list: &[String], at: &Places, adjacency: &str, a: &str, b: &str) -> bool {
    let i = list.iter().position(|x| x == a).unwrap();
    let j = list.iter().position(|x| x == b).unwrap();
    let (dx, dy) = ((at[a].0 - at[b].0).abs(), (at[a].1 - at[b].1).abs());
    let one = |d: f64| (d - 1.0).abs() < 1e-6;
    let zero = |d: f64| d < 1e-6;
    match adjacency {
        "sequence" => i.abs_diff(j) == 1,
        "ring" => i.abs_diff(j) == 1 || (list.len() > 2 && i.abs_diff(j) == list.len() - 1),
        "grid-edge" => (one(dx) && zero(dy)) || (zero(dx) && one(dy)),
        "grid-edge-or-corner" => (one(dx) || zero(dx)) && (one(dy) || zero(dy)) && !(zero(dx) && zero(dy)),
        other => panic!("the reference does not know the adjacency {other:?}"),
    }
}

/// Whether `pick` is one touching group.
fn one_group(list: &[String], at: &Places, adjacency: &str, pick: &[String]) -> bool {
    let mut reached = vec![pick[0].clone()];
    let mut grew = true;
    while grew {
        grew = false;
        for p in pick {
            if !reached.contains(p) && reached.iter().any(|r| touch(list, at, adjacency, r, p)) {
                reached.push(p.clone());
                grew = true;
            }
        }
    }
    reached.len() == pick.len()
}

/// The places grouped by a coordinate, each group whole.
fn lines_by(list: &[String], at: &Places, coordinate: impl Fn(&(f64, f64)) -> f64) -> Vec<Vec<String>> {
    let mut keys: Vec<f64> = list.iter().map(|p| coordinate(&at[p])).collect();
    keys.sort_by(f64::total_cmp);
    keys.dedup_by(|a, b| (*a - *b).abs() < 1e-6);
    keys.iter()
        .map(|k| list.iter().filter(|p| (coordinate(&at[*p]) - k).abs() < 1e-6).cloned().collect())
        .collect()
}

/// The sets of places a board rule allows, from its JSON.
fn sets(rule: &Value, at: &Places) -> Vec<Vec<String>> {
    let (kind, body) = rule.as_object().and_then(|o| o.iter().next()).expect("a rule is one key");
    let from = |v: &Value| -> Vec<String> { strings(v).into_iter().filter(|p| at.contains_key(p)).collect() };
    let k = || body["k"].as_u64().expect("a k") as usize;
    match kind.as_str() {
        "choose" => k_of(&from(&body["from"]), k()),
        "non-adjacent" | "connected" => {
            let list = from(&body["from"]);
            let adjacency = body["adjacency"].as_str().expect("an adjacency");
            k_of(&list, k())
                .into_iter()
                .filter(|pick| {
                    if kind == "connected" {
                        one_group(&list, at, adjacency, pick)
                    } else {
                        pick.iter()
                            .enumerate()
                            .all(|(i, a)| pick[i + 1..].iter().all(|b| !touch(&list, at, adjacency, a, b)))
                    }
                })
                .collect()
        }
        "rows" => lines_by(&from(&body["from"]), at, |p| p.1),
        "columns" => lines_by(&from(&body["from"]), at, |p| p.0),
        "diagonals" => {
            // The two main diagonals of the square the places span.
            let list = from(&body["from"]);
            if list.is_empty() {
                return vec![];
            }
            let min_x = list.iter().map(|p| at[p].0).fold(f64::INFINITY, f64::min);
            let max_x = list.iter().map(|p| at[p].0).fold(f64::NEG_INFINITY, f64::max);
            let min_y = list.iter().map(|p| at[p].1).fold(f64::INFINITY, f64::min);
            let on = |f: &dyn Fn(&(f64, f64)) -> bool| list.iter().filter(|p| f(&at[*p])).cloned().collect();
            vec![
                on(&|&(x, y)| (x - min_x - (y - min_y)).abs() < 1e-6),
                on(&|&(x, y)| (max_x - x - (y - min_y)).abs() < 1e-6),
            ]
        }
        "whole" => vec![from(body)],
        "product" => body.as_array().unwrap().iter().fold(vec![vec![]], |acc: Vec<Vec<String>>, part| {
            let options = sets(part, at);
            acc.iter().flat_map(|a| options.iter().map(move |o| [a.clone(), o.clone()].concat())).collect()
        }),
        "any-of" => body.as_array().unwrap().iter().flat_map(|part| sets(part, at)).collect(),
        other => panic!("the reference does not know the rule {other:?}"),
    }
    .into_iter()
    .filter(|s: &Vec<String>| !s.is_empty())
    .collect()
}

fn ranking(name: &str, options: &BTreeMap<String, String>) -> RefRanking {
    let low = |key: &str| options.get(key).cloned().expect("a table low names its option");
    let short_plain = options.get("short-hands").map(String::as_str) == Some("ignore");
    match name {
        "high" if short_plain => RefRanking::HighShortPlain,
        "high" => RefRanking::High,
        "high-short-no-straights-flushes" => RefRanking::HighShortPlain,
        "table-low" => super::showdown_reference::low_named(&low("low")),
        "table-hand-low" => match low("hand-low").as_str() {
            "same" => super::showdown_reference::low_named(&low("low")),
            other => super::showdown_reference::low_named(other),
        },
        other => super::showdown_reference::low_named(other),
    }
}

/// The reference's reading of a declaration with the table's `options` (every option given).
fn reference_of(decl: &Value, options: &BTreeMap<String, String>) -> Result<RefGame, Skip> {
    let mut at = Places::new();
    let (mut table, mut own, mut own_shared) = (vec![], vec![], false);
    for p in decl["positions"].as_array().unwrap() {
        if !present(p.get("when"), options) {
            continue;
        }
        let id = p["id"].as_str().unwrap().to_string();
        at.insert(id.clone(), (p["x"].as_f64().unwrap(), p["y"].as_f64().unwrap()));
        if p.get("scope").and_then(Value::as_str) == Some("each-player") {
            own_shared |= p.get("shared_when").is_some_and(|w| present(Some(w), options));
            own.push(id);
        } else {
            table.push(id);
        }
    }
    let (hole, throws) = match &decl["hole_cards"] {
        Value::String(s) if s == "max-from-deck" => (None, false),
        v if v.get("fixed").is_some() => (Some(v["fixed"].as_u64().unwrap() as usize), false),
        v => (Some(v["discard-down-to"]["at_showdown"].as_u64().unwrap() as usize), true),
    };
    let mut points = Vec::new();
    for p in decl["points"].as_array().unwrap() {
        if !present(p.get("when"), options) {
            continue;
        }
        if p.get("contest").is_some_and(|c| c != "everyone") || p.get("worth").is_some_and(Value::is_string) {
            return Err("the dynamic points system");
        }
        if !strings(p.get("dead_ranks_from").unwrap_or(&Value::Null)).is_empty() {
            return Err("dead ranks");
        }
        let must = strings(p.get("must_use").unwrap_or(&Value::Null));
        let cards = match &p["cards"] {
            Value::String(h) if h == "hand" => RefCards::Hand,
            c if c.get("holdem-style").is_some() => RefCards::Pool(strings(&c["holdem-style"])),
            c => {
                // A mandatory card: only the sets that hold it.
                let mut all: Vec<Vec<String>> = sets(&c["board"], &at)
                    .into_iter()
                    .filter(|s| must.iter().all(|m| s.contains(m)))
                    .map(|s| s.into_iter().collect::<BTreeSet<_>>().into_iter().collect())
                    .collect();
                all.sort();
                all.dedup();
                RefCards::Sets(all)
            }
        };
        if !must.is_empty() && !matches!(cards, RefCards::Sets(_)) {
            return Err("mandatory cards outside a board point");
        }
        // A badugi counts up to four of the five cards; the reference values the five.
        if !must.is_empty() && p["ranking"] == "badugi" {
            return Err("mandatory cards in a badugi");
        }
        let worth = p.get("worth").map_or(1, |w| w["points"].as_u64().unwrap());
        points.push(RefPoint {
            ranking: ranking(p["ranking"].as_str().unwrap(), options),
            cards,
            picked_as: None,
            worth,
        });
    }
    Ok(RefGame {
        table,
        own,
        own_shared,
        hole,
        throws,
        points,
        split_pot: decl["payout"] == "split-pot",
        odd_by_distance: options.get("odd-chips").map(String::as_str) == Some("dealer-distance"),
        worth_by_pot: false,
        dead_from: vec![],
    })
}

/// The brute force's work for one seat: hands tried across every point, to keep the test quick.
fn work(game: &RefGame, hole: usize) -> u64 {
    let choose = |n: usize, k: usize| -> u64 {
        if k > n {
            return 0;
        }
        (0..k).fold(1u64, |acc, i| acc * (n - i) as u64 / (i as u64 + 1))
    };
    game.points
        .iter()
        .map(|p| match &p.cards {
            RefCards::Sets(sets) => sets.iter().map(|s| choose(hole, 5usize.saturating_sub(s.len()))).sum(),
            RefCards::Pool(ids) => choose(hole + ids.len(), 5),
            RefCards::Hand => choose(hole, 5),
        })
        .sum()
}

/// Table options the engine reads by name, added to some declarations so they meet them too.
fn with_named_options(spec: &mut GameSpec, rng: &mut XorShift) {
    let option = |key: &str, choices: &[&str]| OptionSpec {
        key: key.into(),
        label: key.into(),
        choices: choices.iter().map(|c| (c.to_string(), c.to_string())).collect(),
    };
    if rng.below(3) == 0 {
        spec.options.push(option("odd-chips", &["earliest-stack", "dealer-distance"]));
    }
    if rng.below(4) == 0 {
        spec.options.push(option("short-hands", &["count", "ignore"]));
    }
}

#[test]
fn declared_games_score_as_the_reference_reads_their_declaration() {
    let mut specs = cap::engine::deal::XorShift::new(2121);
    let mut rng = XorShift::new(2121);
    let (mut played, mut hands, mut won, mut ties) = (0, 0, 0, 0);
    let mut skipped: BTreeMap<&str, usize> = BTreeMap::new();
    for index in 0..2000 {
        let mut spec = random_spec(&mut specs, index);
        with_named_options(&mut spec, &mut rng);
        if Game::new(spec.clone()).is_err() {
            continue;
        }
        let text = declaration::to_json(&spec);
        let decl: Value = serde_json::from_str(&text).unwrap();
        let (lo, hi) = spec.players;
        let mut counted = false;
        for h in 0..4 {
            // Every option given, at random.
            let options: BTreeMap<String, String> = spec
                .options
                .iter()
                .map(|o| (o.key.clone(), o.choices[rng.below(o.choices.len())].0.clone()))
                .collect();
            let reference = match reference_of(&decl, &options) {
                Ok(r) => r,
                Err(why) => {
                    *skipped.entry(why).or_default() += 1;
                    break;
                }
            };
            let n = if h % 2 == 0 { lo } else { lo + rng.below(hi - lo + 1) };
            let most_hole =
                reference.hole.unwrap_or((52 - reference.table.len() - reference.own.len() * n) / n);
            if work(&reference, most_hole + 1) > 50_000 {
                *skipped.entry("too slow for the brute force").or_default() += 1;
                continue;
            }
            let style = Style::ALL[h % Style::ALL.len()];
            let (reference, deal) =
                deal_for(&mut rng, reference, GameRef::Declared(Box::new(spec.clone())), &options, n, style);
            let hand = deal.file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| {
                panic!("the engine refused a valid hand of a declared game: {e}\n{}", deal.file.to_json())
            });
            let report = hand.resolve();
            assert_eq!(report.points.len(), reference.points.len(), "{options:?}\n{text}");
            let expected = resolve(&reference, &deal);
            let got = engine_result(&report);
            assert_eq!(
                (&got.payouts, &got.pots),
                (&expected.payouts, &expected.pots),
                "{options:?} {style:?}: engine (left) and reference (right) differ\n{}",
                deal.file.to_json()
            );
            hands += 1;
            counted = true;
            let results = expected.pots.iter().flat_map(|p| p.2.iter());
            won += results.clone().filter(|w| !w.is_empty()).count();
            ties += results.filter(|w| w.len() > 1).count();
        }
        played += usize::from(counted);
    }
    println!("{played} games, {hands} hands played, {won} points won, {ties} tied; left out: {skipped:?}");
    assert!(
        played >= 150 && hands >= 500 && won >= hands && ties >= 20,
        "{played} games, {hands} hands played, {won} points won, {ties} tied; left out: {skipped:?}"
    );
}
