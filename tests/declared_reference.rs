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
//! Every kind of point the generator makes is played: picked points (the dynamic points system,
//! picks numbered among the picked points present) worth their picks in side pots under both
//! `side-pot-worth` readings, dead ranks on every kind of point, and mandatory cards in board,
//! hold'em-style and badugi points. Only hands the brute force would take too long over are left
//! out; the test counts each kind played and insists on a fair number of each, so none can
//! quietly drop out again.

use std::collections::{BTreeMap, BTreeSet};

use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::declaration;
use cap::engine::game::spec::{GameSpec, OptionSpec, Worth};
use cap::engine::game::Game;
use cap::engine::hand_file::{GameRef, HandFile};
use serde_json::Value;

use super::declared_games::random_spec;
use super::reference::XorShift;
use super::showdown_reference::{
    deal_for, engine_result, resolve, Deal, RefCards, RefGame, RefPoint, RefRanking, RefResult, RefWorth,
    Style,
};

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
fn reference_of(decl: &Value, options: &BTreeMap<String, String>) -> RefGame {
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
    let (mut dead_from, mut picks_required) = (Vec::new(), BTreeSet::new());
    for p in decl["points"].as_array().unwrap() {
        if !present(p.get("when"), options) {
            continue;
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
        // Contested by everyone, or (the dynamic points system) only by the players who picked
        // it: picks number the picked points present from 1, in calculation order.
        let picked_as = match &p["contest"] {
            Value::Null => None,
            Value::String(everyone) if everyone == "everyone" => None,
            c => {
                picks_required.insert(c["picked-by"]["picks_required"].as_u64().expect("picks required"));
                Some(points.iter().filter(|q: &&RefPoint| q.picked_as.is_some()).count() + 1)
            }
        };
        let worth = match &p["worth"] {
            Value::Null => RefWorth::Points(1),
            Value::String(picks) if picks == "picks-allocated" => RefWorth::Picks,
            w => RefWorth::Points(w["points"].as_u64().expect("a worth in points")),
        };
        // A position absent with these options shows no card, so no rank is dead from it.
        let dead: Vec<String> = strings(p.get("dead_ranks_from").unwrap_or(&Value::Null))
            .into_iter()
            .filter(|d| at.contains_key(d))
            .collect();
        dead_from.extend(dead.iter().cloned());
        points.push(RefPoint {
            ranking: ranking(p["ranking"].as_str().unwrap(), options),
            cards,
            picked_as,
            worth,
            dead_from: dead,
            must,
        });
    }
    // docs/declaration.md: every picked point asks the same number of picks (a game that asks two
    // numbers is refused), at most as many as there are points to pick.
    assert!(picks_required.len() <= 1, "picked points disagree on the picks required: {picks_required:?}");
    RefGame {
        table,
        own,
        own_shared,
        hole,
        throws,
        points,
        split_pot: decl["payout"] == "split-pot",
        odd_by_distance: options.get("odd-chips").map(String::as_str) == Some("dealer-distance"),
        worth_by_pot: options.get("side-pot-worth").map(String::as_str) == Some("pot-pickers"),
        dead_from,
        picks_required: picks_required.into_iter().next().unwrap_or(0) as usize,
    }
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
    if spec.points.iter().any(|p| p.worth == Worth::PicksAllocated) && rng.below(6) != 0 {
        spec.options.push(option("side-pot-worth", &["every-picker", "pot-pickers"]));
    }
}

/// How many hands were played of each kind the reference once left out, so the test can insist
/// each is still played.
#[derive(Debug, Default)]
struct Kinds {
    /// Hands of a game with picked points (the dynamic points system).
    picked: usize,
    /// Of those, hands where a player forfeited by their picks.
    pick_forfeits: usize,
    /// Hands with side pots and a point worth its picks, by the `side-pot-worth` reading: every
    /// picker, and only the pot's pickers.
    side_pots_every_picker: usize,
    side_pots_pot_pickers: usize,
    /// Hands with ranks dead for a point: a hold'em-style or hand point, or a board point.
    dead_pool: usize,
    dead_board: usize,
    /// Hands with a void hand (a dead rank still held).
    voids: usize,
    /// Hands with mandatory cards in a hold'em-style point, and in a badugi point.
    must_pool: usize,
    must_badugi: usize,
}

impl Kinds {
    fn count(&mut self, game: &RefGame, deal: &Deal, result: &RefResult) {
        let dead_ranks: Vec<_> = game.dead_from.iter().map(|p| deal.board[p].rank()).collect();
        let points = |f: &dyn Fn(&RefPoint) -> bool| usize::from(game.points.iter().any(f));
        let pickable = game.points.iter().filter(|p| p.picked_as.is_some()).count();
        let side_pots = result.pots.iter().filter(|p| !p.1.is_empty()).count() > 1
            && game.points.iter().any(|p| p.worth == RefWorth::Picks);
        self.picked += usize::from(pickable > 0);
        self.pick_forfeits += usize::from(
            pickable > 0
                && (0..deal.picks.len()).any(|i| {
                    let mut distinct = deal.picks[i].clone();
                    distinct.sort_unstable();
                    distinct.dedup();
                    !deal.folded[i]
                        && (distinct.len() != deal.picks[i].len() || distinct.len() != game.picks_required)
                }),
        );
        self.side_pots_every_picker += usize::from(side_pots && !game.worth_by_pot);
        self.side_pots_pot_pickers += usize::from(side_pots && game.worth_by_pot);
        self.dead_pool += points(&|p| !p.dead_from.is_empty() && !matches!(p.cards, RefCards::Sets(_)));
        self.dead_board += points(&|p| !p.dead_from.is_empty() && matches!(p.cards, RefCards::Sets(_)));
        self.voids += usize::from(
            (0..deal.holes.len())
                .any(|i| !deal.folded[i] && deal.holes[i].iter().any(|c| dead_ranks.contains(&c.rank()))),
        );
        self.must_pool += points(&|p| !p.must.is_empty() && !matches!(p.cards, RefCards::Sets(_)));
        self.must_badugi += points(&|p| !p.must.is_empty() && p.ranking == RefRanking::Badugi);
    }

    /// Every kind was played a fair number of times (the counts of a run are printed).
    fn assert_played(&self) {
        let least = [
            ("picked points", self.picked, 150),
            ("pick forfeits", self.pick_forfeits, 30),
            ("side pots, every picker", self.side_pots_every_picker, 20),
            ("side pots, the pot's pickers", self.side_pots_pot_pickers, 20),
            ("dead ranks, hold'em-style or hand", self.dead_pool, 60),
            ("dead ranks, board point", self.dead_board, 60),
            ("void hands", self.voids, 20),
            ("mandatory cards, hold'em-style", self.must_pool, 30),
            ("mandatory cards, badugi", self.must_badugi, 10),
        ];
        for (what, played, at_least) in least {
            assert!(played >= at_least, "{what}: {played} hands, fewer than {at_least}: {self:?}");
        }
    }
}

#[test]
fn declared_games_score_as_the_reference_reads_their_declaration() {
    let mut specs = cap::engine::rng::XorShift::new(2121);
    let mut rng = XorShift::new(2121);
    let (mut played, mut hands, mut won, mut ties) = (0, 0, 0, 0);
    let mut kinds = Kinds::default();
    let mut too_slow = 0;
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
            let reference = reference_of(&decl, &options);
            let n = if h % 2 == 0 { lo } else { lo + rng.below(hi - lo + 1) };
            let most_hole =
                reference.hole.unwrap_or((52 - reference.table.len() - reference.own.len() * n) / n);
            if work(&reference, most_hole + 1) > 50_000 {
                too_slow += 1;
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
            kinds.count(&reference, &deal, &expected);
            let results = expected.pots.iter().flat_map(|p| p.2.iter());
            won += results.clone().filter(|w| !w.is_empty()).count();
            ties += results.filter(|w| w.len() > 1).count();
        }
        played += usize::from(counted);
    }
    println!("{played} games, {hands} hands played, {won} points won, {ties} tied; {too_slow} hands too slow for the brute force; {kinds:?}");
    assert!(
        played >= 150 && hands >= 500 && won >= hands && ties >= 20,
        "{played} games, {hands} hands played, {won} points won, {ties} tied; {too_slow} too slow"
    );
    kinds.assert_played();
}

// ---- Worked examples of the readings the comparison settled ----

/// A small declared game: four board places any three of which a hand uses (Omaha-style, two
/// hole cards), and `x`, whose rank is dead; `point` is the point's JSON.
fn four_and_a_bad_boy(point: &str) -> String {
    format!(
        r#"{{"id": "mine/bad-boy", "name": "Bad boy", "players": [2, 6], "hole_cards": {{"fixed": 2}},
  "positions": [{{"id": "a", "x": 0, "y": 0}}, {{"id": "b", "x": 1, "y": 0}}, {{"id": "c", "x": 2, "y": 0}},
                {{"id": "d", "x": 3, "y": 0}}, {{"id": "x", "x": 0, "y": 1}}],
  "streets": [{{"name": "Flop", "deal": ["a", "b", "c", "d", "x"]}}],
  "points": [{point}], "payout": "split-pot"}}"#
    )
}

#[test]
fn good_boys_bad_boys_a_dead_card_on_the_board_cannot_be_played_in_a_board_point() {
    // "All cards of the same rank as the bad boys, whether on the top board or in players hands
    // ... are dead and must be discarded": the ace at `a` is dead (an ace shows at `x`), so no
    // combination with `a` plays. Ann's royal flush needs it; Ben's trip kings do not.
    let game = four_and_a_bad_boy(
        r#"{"label": "High", "ranking": "high", "dead_ranks_from": ["x"],
            "cards": {"board": {"choose": {"from": ["a", "b", "c", "d"], "k": 3}}}}"#,
    );
    let hand = format!(
        r#"{{"format": 1, "game": {game}, "button": 0, "chip": 1,
  "board": {{"a": "Ah", "b": "Kh", "c": "Qh", "d": "2c", "x": "Ad"}},
  "players": [{{"name": "Ann", "hole": "Jh Th", "contributed": 10}},
              {{"name": "Ben", "hole": "Kd Ks", "contributed": 10}}]}}"#
    );
    let report = HandFile::from_json(&hand).unwrap().to_hand(Catalogue::builtin()).unwrap().resolve();
    assert_eq!(report.payouts, [0, 20], "{report:#?}");
    assert_eq!(report.points[0].winners, [1]);
}

#[test]
fn dead_ranks_come_from_table_cards() {
    // A card in front of each player shows a different rank to each: no rank dead for the table.
    let game = four_and_a_bad_boy(
        r#"{"label": "High", "ranking": "high", "dead_ranks_from": ["own"],
            "cards": {"board": {"choose": {"from": ["a", "b", "c", "d"], "k": 3}}}}"#,
    )
    .replace(
        r#"{"id": "x", "x": 0, "y": 1}"#,
        r#"{"id": "x", "x": 0, "y": 1}, {"id": "own", "x": 1, "y": 1, "scope": "each-player"}"#,
    )
    .replace(r#""d", "x"]"#, r#""d", "x", "own"]"#);
    assert_eq!(
        declaration::parse(&game).unwrap_err().to_string(),
        "points[0] (High).dead_ranks_from: \"own\" is a card in front of each player; dead ranks come from table cards"
    );
    declaration::parse(&game.replace(r#""dead_ranks_from": ["own"]"#, r#""dead_ranks_from": ["x"]"#))
        .unwrap();
}

#[test]
fn a_mandatory_card_no_hand_can_include_is_refused() {
    // A point no hand can make is not a point: a hand point is the hole cards alone, and a
    // hold'em-style point's hands use only its places.
    let refused = |point: &str| declaration::parse(&four_and_a_bad_boy(point)).unwrap_err().to_string();
    assert_eq!(
        refused(r#"{"label": "Hand", "ranking": "high", "cards": "hand", "must_use": ["a"]}"#),
        "points[0] (Hand).must_use: a hand point is the hole cards alone, so no hand can include a mandatory card"
    );
    assert_eq!(
        refused(
            r#"{"label": "High", "ranking": "high", "cards": {"holdem-style": ["a", "b"]}, "must_use": ["c"]}"#
        ),
        "points[0] (High).must_use: \"c\" is not one of the point's places, so no hand can include it"
    );
    // Among its places it is a point (Tilt's mandatory card, hold'em-style).
    declaration::parse(&four_and_a_bad_boy(
        r#"{"label": "High", "ranking": "high", "cards": {"holdem-style": ["a", "b", "c"]}, "must_use": ["c"]}"#,
    ))
    .unwrap();
}

#[test]
fn dynamic_points_every_picked_point_asks_the_same_picks_and_can_offer_them() {
    let picked = |label: &str, picks: usize| {
        format!(
            r#"{{"label": "{label}", "ranking": "high", "worth": "picks-allocated",
                "contest": {{"picked-by": {{"picks_required": {picks}}}}},
                "cards": {{"board": {{"choose": {{"from": ["a", "b", "c", "d"], "k": 3}}}}}}}}"#
        )
    };
    let refused = |points: &str| declaration::parse(&four_and_a_bad_boy(points)).unwrap_err().to_string();
    assert_eq!(
        refused(&format!("{}, {}", picked("One", 1), picked("Two", 2))),
        "points[1] (Two).contest: each player picks 2 here but 1 on an earlier point: the number of picks is the game's"
    );
    // Two picks of one point: every player would forfeit every hand.
    assert_eq!(
        refused(&picked("One", 2)),
        "points[0] (One).contest: each player picks two points, but there is one point players pick: choose 1 to 1"
    );
    declaration::parse(&four_and_a_bad_boy(&format!("{}, {}", picked("One", 2), picked("Two", 2)))).unwrap();
}
