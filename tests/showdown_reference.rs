//! An independent showdown, written from the guide's text, that `Hand::resolve` is compared with on
//! thousands of random and deliberately awkward hands over every game in the catalogue.
//!
//! Nothing here calls the engine's geometry, selection, showdown or pot code. The engine is used only
//! through its front door: a [`HandFile`] (the JSON a user types) is validated and resolved, and the
//! payouts and each point's winners in each pot are compared with this module's own answer.
//!
//! How this module answers, step by step:
//! - **Combinations.** [`reference_game`] writes out, per family, the board cards a hand may use, in
//!   plain loops over position ids (the ids and the readings of ambiguous rules are the ones
//!   `docs/rules.md` chose; the sets themselves are derived here from the guide's words).
//! - **Hands.** Every legal five-card hand (a board set plus enough hole cards to make five; any
//!   five of the pool for hold'em-style and hand points) is valued with the plain evaluator in
//!   `tests/reference`, and the best is kept. Nothing is clever: it is slow on purpose.
//! - **Pots.** Side pots from contributions, then split-pot stacks or points, odd chips by distance
//!   from the dealer's left, all computed here from the payout rules in `docs/rules.md`.
//!
//! The random hands mix ordinary deals with awkward ones: mirrored hole cards (same ranks, suits
//! swapped, so hands tie exactly), boards of low cards (wheels everywhere), boards of high cards (no
//! qualifying 8-or-better low), contributions from a few levels (all-ins collide, odd chips), folds,
//! ESG extra cards, and for the dynamic points system invalid picks (forfeits).

use std::cmp::Reverse;
use std::collections::BTreeMap;

use cap::engine::card::{Card, Rank, Suit};
use cap::engine::card_set::CardSet;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::{GameRef, HandFile, PlayerFile};
use cap::engine::showdown::ShowdownReport;

use super::reference::{
    badugi_key_exact, cards_of, deuce_seven_key, eight_or_better_key, high_key, six_two_key, suit_count,
    HighRules, XorShift, STANDARD,
};

/// Any ranking's key as one comparable array: greater is better, equal exactly when the reference
/// keys are equal (all keys of one ranking use the same slots).
pub type Key = [i16; 8];

/// The five-card lows a table can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Low5 {
    EightOrBetter,
    DeuceSeven,
    /// 2-7 read literally as the reverse of high: A-2-3-4-5 is a five-high straight.
    DeuceSevenWheelStraight,
    SixTwo,
}

/// How a point's hands are ranked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefRanking {
    High,
    /// High where a hand of fewer than five cards makes no straight or flush ("straights and
    /// flushes may or may not be allowed": the `short-hands` option at `ignore`).
    HighShortPlain,
    Low(Low5),
    Badugi,
    LeastSuits(Low5),
}

/// Which cards a point's hands are made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefCards {
    /// All of one of these sets of positions plus enough hole cards to make five (two with three
    /// board cards: Omaha-style; make-5 otherwise).
    Sets(Vec<Vec<String>>),
    /// Any five of the hole cards and these board cards (hold'em-style).
    Pool(Vec<String>),
    /// Any five of the hole cards.
    Hand,
}

/// What winning a point is worth in a points game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RefWorth {
    /// A fixed number of points (the guide's games: one).
    Points(u64),
    /// The dynamic points system: one point per player still in who contests it ("collects all
    /// the points allocated to that board").
    Picks,
}

#[derive(Clone, Debug)]
pub struct RefPoint {
    pub ranking: RefRanking,
    pub cards: RefCards,
    /// The dynamic points system: contested only by players who picked this point, numbered from
    /// 1 among the game's picked points in calculation order (the triple board's boards 1-3).
    pub picked_as: Option<usize>,
    pub worth: RefWorth,
    /// Positions whose ranks are dead for this point: a card of such a rank at one of its places
    /// is discarded (Good boys bad boys' bad boys).
    pub dead_from: Vec<String>,
    /// Positions whose cards every hand for this point includes (and a badugi counts).
    pub must: Vec<String>,
}

impl RefPoint {
    /// A point everyone contests, worth one, with no dead ranks or mandatory cards.
    pub fn plain(ranking: RefRanking, cards: RefCards) -> RefPoint {
        RefPoint {
            ranking,
            cards,
            picked_as: None,
            worth: RefWorth::Points(1),
            dead_from: vec![],
            must: vec![],
        }
    }
}

/// What the reference knows about a game with its options applied.
#[derive(Clone, Debug)]
pub struct RefGame {
    /// Table positions, in no particular order.
    pub table: Vec<String>,
    /// Positions with one card in front of each player (Ring of Fire's `ring`).
    pub own: Vec<String>,
    /// Whether a player may use any live player's card at those positions (the shared ring) or
    /// only their own.
    pub own_shared: bool,
    /// Fixed hole cards at showdown, or `None` for as many as the deck allows.
    pub hole: Option<usize>,
    /// Throw dem: five dealt, one thrown per street; holding more than `hole` at showdown forfeits.
    pub throws: bool,
    pub points: Vec<RefPoint>,
    pub split_pot: bool,
    /// The `odd-chips` option at `dealer-distance`: a split pot's odd chips go to the stacks of
    /// the players nearest the dealer's left (the guide's "Chopping pots"), not the earliest.
    pub odd_by_distance: bool,
    /// The `side-pot-worth` option at `pot-pickers`: in each pot a picked board is worth only the
    /// picks of the players contesting that pot.
    pub worth_by_pot: bool,
    /// Positions whose ranks are dead for some point (Good boys bad boys' bottom board): a player
    /// still holding a card of such a rank has a void hand.
    pub dead_from: Vec<String>,
    /// How many different picked points each player must pick (the dynamic points system: two
    /// boards), 0 in a game without picks.
    pub picks_required: usize,
}

fn s(ids: &[&str]) -> Vec<String> {
    ids.iter().map(|x| x.to_string()).collect()
}

/// `n.f1 n.f2 n.f3 n.t n.r`.
fn holdem_board(n: usize) -> Vec<String> {
    ["f1", "f2", "f3", "t", "r"].iter().map(|x| format!("{n}.{x}")).collect()
}

/// Every `k`-element subset of `ids`, in order.
fn choose(ids: &[String], k: usize) -> Vec<Vec<String>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for i in 0..ids.len() {
        for mut rest in choose(&ids[i + 1..], k - 1) {
            rest.insert(0, ids[i].clone());
            out.push(rest);
        }
    }
    out
}

/// Each of `sets` with `fixed` added.
fn plus(fixed: &[String], sets: Vec<Vec<String>>) -> Vec<Vec<String>> {
    sets.into_iter().map(|set| [fixed.to_vec(), set].concat()).collect()
}

/// A game's parts that points are made on, in calculation order.
struct Area {
    sets: Vec<Vec<String>>,
}

/// The steps of a game's name, as the guide lists them.
#[derive(Clone, Copy)]
enum Step {
    /// The best high using any area.
    BestHigh,
    BestLow,
    /// A high point per area.
    EachHigh,
    /// A high then a low point per area.
    EachHighLow,
    HandHigh,
    HandLow,
}

fn expand(areas: &[Area], steps: &[Step], low: RefRanking, hand_low: RefRanking) -> Vec<RefPoint> {
    let all: Vec<Vec<String>> = areas.iter().flat_map(|a| a.sets.clone()).collect();
    let board = |ranking, sets: &Vec<Vec<String>>| RefPoint::plain(ranking, RefCards::Sets(sets.clone()));
    let hand = |ranking| RefPoint::plain(ranking, RefCards::Hand);
    let mut out = Vec::new();
    for step in steps {
        match step {
            Step::BestHigh => out.push(board(RefRanking::High, &all)),
            Step::BestLow => out.push(board(low, &all)),
            Step::EachHigh => out.extend(areas.iter().map(|a| board(RefRanking::High, &a.sets))),
            Step::EachHighLow => {
                for a in areas {
                    out.push(board(RefRanking::High, &a.sets));
                    out.push(board(low, &a.sets));
                }
            }
            Step::HandHigh => out.push(hand(RefRanking::High)),
            Step::HandLow => out.push(hand(hand_low)),
        }
    }
    out
}

/// The table's low type (the `low` option), 8-or-better by default.
fn table_low(options: &BTreeMap<String, String>) -> RefRanking {
    low_named(options.get("low").map(String::as_str).unwrap_or("8-or-better"))
}

/// The hand low point's type where a game also has board lows: the `hand-low` option, by
/// default (`same`) the board lows' type.
fn table_hand_low(options: &BTreeMap<String, String>) -> RefRanking {
    match options.get("hand-low").map(String::as_str) {
        None | Some("same") => table_low(options),
        Some(name) => low_named(name),
    }
}

pub fn low_named(name: &str) -> RefRanking {
    match name {
        "8-or-better" => RefRanking::Low(Low5::EightOrBetter),
        "7-2" => RefRanking::Low(Low5::DeuceSeven),
        "7-2-wheel-straight" => RefRanking::Low(Low5::DeuceSevenWheelStraight),
        "6-2" => RefRanking::Low(Low5::SixTwo),
        "badugi" => RefRanking::Badugi,
        "least-suits-8-or-better" => RefRanking::LeastSuits(Low5::EightOrBetter),
        "least-suits-7-2" => RefRanking::LeastSuits(Low5::DeuceSeven),
        "least-suits-7-2-wheel-straight" => RefRanking::LeastSuits(Low5::DeuceSevenWheelStraight),
        "least-suits-6-2" => RefRanking::LeastSuits(Low5::SixTwo),
        other => panic!("the reference does not know the low type {other:?}"),
    }
}

/// Whether two positions (by index in the table list) touch.
type Touching = Box<dyn Fn(usize, usize) -> bool>;

/// The guide's games, written out from its text: positions, the board sets of each point, the
/// points in calculation order (boards from the top, high before low, hand points last) and the
/// payout type.
pub fn reference_game(id: &str, options: &BTreeMap<String, String>) -> RefGame {
    use Step::*;
    let low = table_low(options);
    let hand_low = table_hand_low(options);
    let (family, variant) = id.split_once('/').expect("ids are family/variant");
    let mut game = RefGame {
        table: vec![],
        own: vec![],
        own_shared: false,
        hole: None,
        throws: false,
        points: vec![],
        split_pot: true,
        odd_by_distance: options.get("odd-chips").map(String::as_str) == Some("dealer-distance"),
        worth_by_pot: options.get("side-pot-worth").map(String::as_str) == Some("pot-pickers"),
        dead_from: vec![],
        picks_required: 0,
    };
    // The double-board family's five games (double board, F1, F1 square) and the double bullseye's four.
    let double_board_steps = |variant: &str| -> (bool, Vec<Step>) {
        match variant {
            "best-high-best-low" => (true, vec![BestHigh, BestLow]),
            "high-high-hand" => (false, vec![EachHigh, HandHigh]),
            "best-high-best-low-hand" => (false, vec![BestHigh, BestLow, HandHigh]),
            "high-low-high-low-hand" => (false, vec![EachHighLow, HandHigh]),
            "high-low-high-low-high-hand-low-hand" => (false, vec![EachHighLow, HandHigh, HandLow]),
            other => panic!("unknown double-board variant {other}"),
        }
    };
    let set_points = |game: &mut RefGame, areas: &[Area], (split, steps): (bool, Vec<Step>)| {
        game.split_pot = split;
        game.points = expand(areas, &steps, low, hand_low);
    };
    match family {
        "holdem" | "throw-dem" | "good-boys-bad-boys" => {
            // Hold'em-style: any five of the hole cards and the (good) board.
            game.table = holdem_board(1);
            game.hole = Some(2);
            game.throws = family == "throw-dem";
            if family == "good-boys-bad-boys" {
                game.table.extend(holdem_board(2));
                game.hole = None;
                game.dead_from = holdem_board(2);
            }
            let plain = options.get("short-hands").map(String::as_str) == Some("ignore");
            let mut point = RefPoint::plain(
                if plain { RefRanking::HighShortPlain } else { RefRanking::High },
                RefCards::Pool(holdem_board(1)),
            );
            point.dead_from = game.dead_from.clone();
            game.points = vec![point];
        }
        "omaha" => {
            game.table = holdem_board(1);
            game.hole = Some(4);
            let areas = [Area { sets: choose(&holdem_board(1), 3) }];
            let steps = if variant == "high" { vec![BestHigh] } else { vec![BestHigh, BestLow] };
            game.points = expand(&areas, &steps, low, low);
        }
        "ring-of-fire" => {
            // Two hole cards, two board cards and one ring card: by default any card of the ring,
            // the face-up cards of the players still in; with `ring` = `own`, the player's own.
            // "Can be played with all the usual CAP variants and features. Other board
            // configurations, such as a double board, can also be used": high/low/hand for points,
            // and the double board's games, two cards of one board with a ring card. The hand
            // point is the best hand of the four hole cards.
            game.own = s(&["ring"]);
            game.own_shared = options.get("ring").map(String::as_str) != Some("own");
            game.hole = Some(4);
            let ring_sets = |b: usize| plus(&s(&["ring"]), choose(&holdem_board(b), 2));
            match variant.strip_prefix("double-board-") {
                Some(double) => {
                    game.table = [holdem_board(1), holdem_board(2)].concat();
                    let areas: Vec<Area> = (1..=2).map(|b| Area { sets: ring_sets(b) }).collect();
                    set_points(&mut game, &areas, double_board_steps(double));
                }
                None => {
                    game.table = holdem_board(1);
                    let steps = match variant {
                        "high" => (true, vec![BestHigh]),
                        "high-low" => (true, vec![BestHigh, BestLow]),
                        "high-low-hand" => (false, vec![BestHigh, BestLow, HandHigh]),
                        other => panic!("unknown Ring of Fire variant {other}"),
                    };
                    set_points(&mut game, &[Area { sets: ring_sets(1) }], steps);
                }
            }
        }
        "double-board" => {
            game.table = [holdem_board(1), holdem_board(2)].concat();
            let areas: Vec<Area> = (1..=2).map(|b| Area { sets: choose(&holdem_board(b), 3) }).collect();
            set_points(&mut game, &areas, double_board_steps(variant));
        }
        "triple-board" => {
            // Any three of each board's five (and the floater, when dealt, on every board).
            let floater = options.get("floater").map(String::as_str) == Some("on");
            let extra = if floater { s(&["F"]) } else { vec![] };
            game.table = [holdem_board(1), holdem_board(2), holdem_board(3), extra.clone()].concat();
            let board = |b: usize| [holdem_board(b), extra.clone()].concat();
            let areas: Vec<Area> = (1..=3).map(|b| Area { sets: choose(&board(b), 3) }).collect();
            // Tilt: board 1 must use its third flop card, board 2 its turn, board 3 its river.
            let mandatory = s(&["1.f3", "2.t", "3.r"]);
            let tilt: Vec<Area> = (1..=3)
                .map(|b| {
                    let must = &mandatory[b - 1];
                    let others: Vec<String> = board(b).into_iter().filter(|p| p != must).collect();
                    Area { sets: plus(std::slice::from_ref(must), choose(&others, 2)) }
                })
                .collect();
            match variant {
                "high-high-high" => set_points(&mut game, &areas, (false, vec![EachHigh])),
                "high-high-high-hand" => set_points(&mut game, &areas, (false, vec![EachHigh, HandHigh])),
                "balance" => set_points(&mut game, &areas, (false, vec![EachHigh, HandHigh, HandLow])),
                "tilt-3" => set_points(&mut game, &tilt, (false, vec![EachHigh])),
                "tilt-5" => {
                    set_points(&mut game, &tilt, (false, vec![EachHigh, HandHigh]));
                    // The best hand using exactly the three mandatory cards: a board point, so it
                    // comes before the hand point (hand points last).
                    let hand = game.points.len() - 1;
                    game.points.insert(
                        hand,
                        RefPoint::plain(RefRanking::High, RefCards::Sets(vec![mandatory.clone()])),
                    );
                }
                "dynamic-points" => {
                    set_points(&mut game, &areas, (false, vec![EachHigh, HandHigh]));
                    for (b, p) in game.points.iter_mut().take(3).enumerate() {
                        p.picked_as = Some(b + 1);
                        p.worth = RefWorth::Picks;
                    }
                    game.picks_required = 2;
                }
                other => panic!("unknown triple-board variant {other}"),
            }
        }
        "social-distancing" => {
            // Three cards of the line, no two next to each other.
            let n = if options.get("line").map(String::as_str) == Some("9") { 9 } else { 8 };
            game.table = (1..=n).map(|i| format!("L{i}")).collect();
            let mut sets = Vec::new();
            for i in 1..=n {
                for j in i + 2..=n {
                    for k in j + 2..=n {
                        sets.push(vec![format!("L{i}"), format!("L{j}"), format!("L{k}")]);
                    }
                }
            }
            let steps = match variant {
                "high" => (true, vec![BestHigh]),
                "high-low" => (true, vec![BestHigh, BestLow]),
                "high-low-hand" => (false, vec![BestHigh, BestLow, HandHigh]),
                other => panic!("unknown social distancing variant {other}"),
            };
            set_points(&mut game, &[Area { sets }], steps);
        }
        "wheel" | "pandemic" => {
            let (table, touching): (Vec<String>, Touching) = if family == "wheel" {
                // Eight cards on a circle: W8 touches W1.
                let ids = (1..=8).map(|i| format!("W{i}")).collect();
                (ids, Box::new(|a: usize, b: usize| matches!((a + 8 - b) % 8, 1 | 7)))
            } else {
                // A 3x3 square: cells touch when they share an edge (not diagonally).
                let ids = (1..=3).flat_map(|r| (1..=3).map(move |c| format!("r{r}c{c}"))).collect();
                let touch = |a: usize, b: usize| {
                    let (ra, ca, rb, cb) = (a / 3, a % 3, b / 3, b % 3);
                    ra.abs_diff(rb) + ca.abs_diff(cb) == 1
                };
                (ids, Box::new(touch))
            };
            let mut distancing = Vec::new();
            let mut tracing = Vec::new();
            let n = table.len();
            for a in 0..n {
                for b in a + 1..n {
                    for c in b + 1..n {
                        let touches = [touching(a, b), touching(a, c), touching(b, c)];
                        let set = vec![table[a].clone(), table[b].clone(), table[c].clone()];
                        let count = touches.iter().filter(|&&t| t).count();
                        if count == 0 {
                            distancing.push(set);
                        } else if count >= 2 {
                            // Three cards are one connected group when at least two pairs touch.
                            tracing.push(set);
                        }
                    }
                }
            }
            game.table = table;
            let sd = Area { sets: distancing };
            let ct = Area { sets: tracing };
            match variant {
                "high-sd-high-ct-hand" => set_points(&mut game, &[sd, ct], (false, vec![EachHigh, HandHigh])),
                "high-low-sd-high-low-ct-hand" => {
                    set_points(&mut game, &[sd, ct], (false, vec![EachHighLow, HandHigh]))
                }
                "high-low-sd-hand" => set_points(&mut game, &[sd], (false, vec![EachHighLow, HandHigh])),
                "high-low-ct-hand" => set_points(&mut game, &[ct], (false, vec![EachHighLow, HandHigh])),
                other => panic!("unknown {family} variant {other}"),
            }
        }
        "double-bullseye" => {
            let cell = |r: usize, c: usize| format!("r{r}c{c}");
            game.table = (1..=3).flat_map(|r| (1..=3).map(move |c| cell(r, c))).collect();
            game.table.push("B".into());
            // Make-5 on any row, column or diagonal of the square; then the bullseyes: either one
            // (plus four hole cards) or both (plus three).
            let mut main: Vec<Vec<String>> = Vec::new();
            for i in 1..=3 {
                main.push((1..=3).map(|c| cell(i, c)).collect());
                main.push((1..=3).map(|r| cell(r, i)).collect());
            }
            main.push((1..=3).map(|i| cell(i, i)).collect());
            main.push((1..=3).map(|i| cell(i, 4 - i)).collect());
            let bulls = vec![s(&["r2c2"]), s(&["B"]), s(&["r2c2", "B"])];
            set_points(&mut game, &[Area { sets: main }, Area { sets: bulls }], double_board_steps(variant));
        }
        "bomba" => {
            let cell = |r: usize, c: usize| format!("r{r}c{c}");
            game.table = (1..=3).flat_map(|r| (1..=3).map(move |c| cell(r, c))).collect();
            let column = |c: usize| -> Vec<String> { (1..=3).map(|r| cell(r, c)).collect() };
            let row = |r: usize| -> Vec<String> { (1..=3).map(|c| cell(r, c)).collect() };
            // Exactly two cards of one line, and exactly one river card.
            let two_of = |lines: Vec<Vec<String>>, rivers: &[&str]| -> Vec<Vec<String>> {
                let mut out = Vec::new();
                for line in &lines {
                    for pair in choose(line, 2) {
                        for river in rivers {
                            out.push([pair.clone(), s(&[river])].concat());
                        }
                    }
                }
                out
            };
            if let Some(horizontal) = variant.strip_prefix("horizontal-river-") {
                game.table.extend(s(&["RV", "RH"]));
                let vertical = Area { sets: two_of((1..=3).map(column).collect(), &["RV"]) };
                let across = Area { sets: two_of((1..=3).map(row).collect(), &["RH"]) };
                let steps = match horizontal {
                    "high-high-hand" => vec![EachHigh, HandHigh],
                    "high-low-high-low-hand" => vec![EachHighLow, HandHigh],
                    other => panic!("unknown bomba variant {other}"),
                };
                set_points(&mut game, &[vertical, across], (false, steps));
            } else {
                game.table.extend(s(&["R1", "R2"]));
                let area = Area { sets: two_of((1..=3).map(column).collect(), &["R1", "R2"]) };
                let steps = match variant {
                    "best-high-best-low" => (true, vec![BestHigh, BestLow]),
                    "best-high-best-low-hand" => (false, vec![BestHigh, BestLow, HandHigh]),
                    other => panic!("unknown bomba variant {other}"),
                };
                set_points(&mut game, &[area], steps);
            }
        }
        "flying-rivers" => {
            // Two of one board's four flop and turn cards, and one of the two river cards; with
            // `wing-cards` at `one-each`, the two are one from that board's flop and one from its turn.
            let own = |b: usize| -> Vec<String> {
                s(&["f1", "f2", "t1", "t2"]).iter().map(|x| format!("{b}.{x}")).collect()
            };
            let one_each = options.get("wing-cards").map(String::as_str) == Some("one-each");
            game.table = [own(1), own(2), s(&["R1", "R2"])].concat();
            let areas: Vec<Area> = (1..=2)
                .map(|b| {
                    let mut sets = Vec::new();
                    let pairs = choose(&own(b), 2)
                        .into_iter()
                        .filter(|pair| !one_each || pair.iter().filter(|p| p.contains(".f")).count() == 1);
                    for pair in pairs {
                        for river in ["R1", "R2"] {
                            sets.push([pair.clone(), s(&[river])].concat());
                        }
                    }
                    Area { sets }
                })
                .collect();
            let steps = match variant {
                "high-high-hand" => vec![EachHigh, HandHigh],
                "high-low-hand" => vec![BestHigh, BestLow, HandHigh],
                "high-low-high-low-hand" => vec![EachHighLow, HandHigh],
                other => panic!("unknown flying rivers variant {other}"),
            };
            set_points(&mut game, &areas, (false, steps));
        }
        "countdown" => {
            // Row r of the triangle has 5 - r cards. Point k: make-5 on the k-th row or the k-th column.
            let cell = |r: usize, c: usize| format!("r{r}c{c}");
            game.table = (1..=4).flat_map(|r| (1..=5 - r).map(move |c| cell(r, c))).collect();
            let areas: Vec<Area> = (1..=4)
                .map(|k| Area {
                    sets: vec![
                        (1..=5 - k).map(|c| cell(k, c)).collect(),
                        (1..=5 - k).map(|r| cell(r, k)).collect(),
                    ],
                })
                .collect();
            set_points(&mut game, &areas, (false, vec![EachHigh, HandHigh]));
        }
        "tree-trunk" => {
            // The left card, one trunk card and three hole cards; or both right cards, one trunk
            // card and two hole cards.
            let trunk: Vec<String> = (1..=5).map(|i| format!("T{i}")).collect();
            game.table = [trunk.clone(), s(&["BL", "BR1", "BR2"])].concat();
            let mut sets = Vec::new();
            for t in &trunk {
                sets.push(vec!["BL".to_string(), t.clone()]);
                sets.push(vec!["BR1".to_string(), "BR2".to_string(), t.clone()]);
            }
            let steps = if variant == "high-low" {
                (true, vec![BestHigh, BestLow])
            } else {
                (false, vec![BestHigh, BestLow, HandHigh])
            };
            set_points(&mut game, &[Area { sets }], steps);
        }
        "funnel" => {
            // One card of a flop, one of a turn on its path, and one of the river. "Variants using
            // different numbers of turn and river cards": `turn-cards` per turn (2 by default) and
            // `river-cards` (1 by default).
            let number = |key: &str, default: usize| {
                options.get(key).map_or(default, |c| c.parse().expect("a number of cards"))
            };
            let (turn_cards, river_cards) = (number("turn-cards", 2), number("river-cards", 1));
            let flop = |f: usize| -> Vec<String> { (1..=3).map(|i| format!("{f}.f{i}")).collect() };
            let turn = |t: usize| -> Vec<String> { (1..=turn_cards).map(|i| format!("{t}.t{i}")).collect() };
            let river: Vec<String> = ["R", "R2"][..river_cards].iter().map(|r| r.to_string()).collect();
            game.table = [flop(1), flop(2), flop(3), turn(1), turn(2), river.clone()].concat();
            let mut sets = Vec::new();
            for (f, t) in [(1, 1), (2, 1), (2, 2), (3, 2)] {
                for a in flop(f) {
                    for b in turn(t) {
                        for r in &river {
                            sets.push(vec![a.clone(), b.clone(), r.clone()]);
                        }
                    }
                }
            }
            let steps = if variant == "high-low" {
                (true, vec![BestHigh, BestLow])
            } else {
                (false, vec![BestHigh, BestLow, HandHigh])
            };
            set_points(&mut game, &[Area { sets }], steps);
        }
        "f1" => {
            // The common flop card and two of the board's two turn and two river cards.
            let own = |b: usize| -> Vec<String> {
                ["t1", "t2", "r1", "r2"].iter().map(|x| format!("{b}.{x}")).collect()
            };
            game.table = [s(&["C"]), own(1), own(2)].concat();
            let areas: Vec<Area> =
                (1..=2).map(|b| Area { sets: plus(&s(&["C"]), choose(&own(b), 2)) }).collect();
            set_points(&mut game, &areas, double_board_steps(variant));
        }
        "f1-square" => {
            // Three of the common flop, the common river and the board's own four, with at least
            // one of the two common cards ("one of the common flop and river cards must be used");
            // with `common-cards` at `exactly-one`, one of them and not both.
            let most =
                if options.get("common-cards").map(String::as_str) == Some("exactly-one") { 1 } else { 2 };
            let own = |b: usize| -> Vec<String> {
                ["f", "t1", "t2", "r"].iter().map(|x| format!("{b}.{x}")).collect()
            };
            game.table = [s(&["CF", "CR"]), own(1), own(2)].concat();
            let areas: Vec<Area> = (1..=2)
                .map(|b| Area {
                    sets: choose(&[s(&["CF", "CR"]), own(b)].concat(), 3)
                        .into_iter()
                        .filter(|set| {
                            (1..=most).contains(&set.iter().filter(|p| *p == "CF" || *p == "CR").count())
                        })
                        .collect(),
                })
                .collect();
            set_points(&mut game, &areas, double_board_steps(variant));
        }
        other => panic!("the reference does not know the family {other}"),
    }
    game
}

/// The key of exactly these cards (one to five) as a high hand.
fn high(cards: &[Card]) -> Key {
    let (category, ranks, tie) = high_key(cards, STANDARD);
    let mut k = [0i16; 8];
    k[0] = category as i16;
    for i in 0..5 {
        k[1 + i] = ranks[i] as i16;
    }
    k[6] = tie as i16;
    k
}

fn negate(mut k: Key) -> Key {
    for x in &mut k {
        *x = -*x;
    }
    k
}

fn low5(low: Low5, cards: &[Card]) -> Option<Key> {
    match low {
        Low5::EightOrBetter => eight_or_better_key(cards).map(|Reverse(v)| {
            let mut k = [0i16; 8];
            for i in 0..5 {
                k[i] = -(v[i] as i16);
            }
            k
        }),
        Low5::DeuceSeven | Low5::DeuceSevenWheelStraight => {
            let wheel = low == Low5::DeuceSevenWheelStraight;
            let Reverse((category, ranks, tie)) = deuce_seven_key(cards, wheel);
            Some(negate(high_tuple(category, ranks, tie)))
        }
        Low5::SixTwo => {
            let Reverse((category, ranks, tie)) = six_two_key(cards);
            Some(negate(high_tuple(category, ranks, tie)))
        }
    }
}

fn high_tuple(category: u8, ranks: [i8; 5], tie: u8) -> Key {
    let mut k = [0i16; 8];
    k[0] = category as i16;
    for i in 0..5 {
        k[1 + i] = ranks[i] as i16;
    }
    k[6] = tie as i16;
    k
}

/// The best badugi among the subsets of up to four of `cards` that hold every card of `must` (a
/// mandatory card must be among the cards the badugi counts, docs/rules.md).
fn best_badugi(cards: CardSet, must: CardSet) -> Option<Key> {
    (1..=4.min(cards.len()))
        .flat_map(|n| cards.subsets(n))
        .filter(|sub| sub.is_superset(must))
        .filter_map(|sub| badugi_key_exact(&cards_of(sub)))
        .map(|(n, Reverse(v))| {
            [n as i16, -(v[0] as i16), -(v[1] as i16), -(v[2] as i16), -(v[3] as i16), 0, 0, 0]
        })
        .max()
}

/// The key of exactly this hand (five cards, or fewer for a short high hand), `None` if it does
/// not qualify.
fn value(ranking: RefRanking, hand: CardSet) -> Option<Key> {
    let cards = cards_of(hand);
    match ranking {
        RefRanking::High => Some(high(&cards)),
        RefRanking::HighShortPlain if cards.len() < 5 => {
            let rules = HighRules { straights_and_flushes: false, ..STANDARD };
            let (category, ranks, tie) = high_key(&cards, rules);
            Some(high_tuple(category, ranks, tie))
        }
        RefRanking::HighShortPlain => Some(high(&cards)),
        RefRanking::Badugi => best_badugi(hand, CardSet::EMPTY),
        // Lows are five-card hands: fewer cards make no low.
        _ if cards.len() != 5 => None,
        RefRanking::Low(low) => low5(low, &cards),
        RefRanking::LeastSuits(low) => low5(low, &cards).map(|mut k| {
            // The low first; between equal lows, fewer suits.
            k[7] = -(suit_count(&cards) as i16);
            k
        }),
    }
}

/// The key of a five-card hand (fewer for a short high) that holds the mandatory cards `must`:
/// a badugi counts up to four of its cards, and they must include `must`.
fn value_with(ranking: RefRanking, hand: CardSet, must: CardSet) -> Option<Key> {
    match ranking {
        RefRanking::Badugi => best_badugi(hand, must),
        _ => value(ranking, hand),
    }
}

/// The best hand from a pool whose cards combine freely that holds every card of `must`: every
/// five of them, or all of them when there are fewer than five (a short high hand).
fn best_of_pool(ranking: RefRanking, pool: CardSet, must: CardSet) -> Option<Key> {
    if !pool.is_superset(must) {
        return None;
    }
    if ranking == RefRanking::Badugi {
        return best_badugi(pool, must);
    }
    if pool.len() < 5 {
        return if pool.is_empty() { None } else { value(ranking, pool) };
    }
    pool.subsets(5).filter(|hand| hand.is_superset(must)).filter_map(|hand| value(ranking, hand)).max()
}

/// One random hand: the file the engine reads, and the same facts as plain values for the reference.
#[derive(Clone, Debug)]
pub struct Deal {
    pub file: HandFile,
    pub board: BTreeMap<String, Card>,
    pub holes: Vec<CardSet>,
    pub own: Vec<BTreeMap<String, Card>>,
    /// In chips (units of the smallest chip).
    pub contributed: Vec<u64>,
    pub folded: Vec<bool>,
    pub picks: Vec<Vec<usize>>,
}

/// The reference's result: payouts per seat in chips, and per pot its contestants and each point's
/// winners.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefResult {
    pub payouts: Vec<u64>,
    pub pots: Vec<(u64, Vec<usize>, Vec<Vec<usize>>)>,
    /// How many cuts left odd chips (not compared: the engine does not count them).
    pub odd_cuts: usize,
}

/// The seats in the order odd chips are given: clockwise from the dealer's left.
fn clockwise_from_left(seats: &[usize], n: usize, button: usize) -> Vec<usize> {
    let mut v = seats.to_vec();
    v.sort_by_key(|&seat| (seat + n - button - 1) % n);
    v
}

/// `chips` cut among `seats` (in order), odd chips one each to the first.
fn cut(chips: u64, seats: &[usize], payouts: &mut [u64], odd_cuts: &mut usize) {
    let n = seats.len() as u64;
    *odd_cuts += usize::from(!chips.is_multiple_of(n));
    for (i, &seat) in seats.iter().enumerate() {
        payouts[seat] += chips / n + u64::from((i as u64) < chips % n);
    }
}

/// Resolves a deal the reference way.
pub fn resolve(game: &RefGame, deal: &Deal) -> RefResult {
    let n = deal.holes.len();
    let button = deal.file.button;
    let dynamic = game.points.iter().any(|p| p.picked_as.is_some());
    // The dynamic points system: anyone whose picks are not the required number of different
    // points ("two and only two separate boards") forfeits.
    let forfeits = |seat: usize| {
        let mut picks = deal.picks[seat].clone();
        picks.sort_unstable();
        picks.dedup();
        dynamic && (picks.len() != game.picks_required || deal.picks[seat].len() != game.picks_required)
    };
    let ranks_at = |positions: &[String]| -> Vec<Rank> {
        positions.iter().filter_map(|p| deal.board.get(p)).map(|c| c.rank()).collect()
    };
    let dead_ranks = ranks_at(&game.dead_from);
    // Good boys bad boys: "their hand is declared void if they hold any bad boys". Throw dem: "if a
    // player does not discard one card on a street, their hand is forfeit".
    let void = |seat: usize| {
        deal.holes[seat].iter().any(|c| dead_ranks.contains(&c.rank()))
            || (game.throws && Some(deal.holes[seat].len()) > game.hole)
    };
    // Everyone else folded: no showdown, so only Good boys bad boys' void applies ("the winner of
    // the pot must show their hand, even if all other players have folded").
    let uncontested = deal.folded.iter().filter(|f| !**f).count() == 1;
    let holds_dead = |seat: usize| deal.holes[seat].iter().any(|c| dead_ranks.contains(&c.rank()));
    let out = |i: usize| if uncontested { holds_dead(i) } else { forfeits(i) || void(i) };
    let in_hand: Vec<bool> = (0..n).map(|i| !deal.folded[i] && !out(i)).collect();

    // Who contests each point: everyone still in, or, for a picked point, those who picked it.
    let contest: Vec<Vec<bool>> = game
        .points
        .iter()
        .map(|point| {
            (0..n)
                .map(|seat| in_hand[seat] && point.picked_as.is_none_or(|b| deal.picks[seat].contains(&b)))
                .collect()
        })
        .collect();
    // Each point's key for each seat that contests it.
    let mut keys: Vec<Vec<Option<Key>>> = Vec::new();
    let mut worth: Vec<u64> = Vec::new();
    for (point, contests) in game.points.iter().zip(&contest) {
        worth.push(match point.worth {
            RefWorth::Picks => contests.iter().filter(|&&c| c).count() as u64,
            RefWorth::Points(w) => w,
        });
        // Ranks dead for this point: a card of one at its places is discarded, never played.
        let dead_here = ranks_at(&point.dead_from);
        let row = (0..n)
            .map(|seat| {
                if !contests[seat] {
                    return None;
                }
                let hole = deal.holes[seat];
                let at = |p: &String| deal.board.get(p).or_else(|| deal.own[seat].get(p)).copied();
                // Every card that may stand at a position: with a shared ring, any ring card of a
                // player who has not folded; never a card of a rank dead for this point.
                let choices = |p: &String| -> Vec<Card> {
                    let cards: Vec<Card> = if game.own_shared && game.own.contains(p) {
                        (0..n)
                            .filter(|&i| !deal.folded[i])
                            .filter_map(|i| deal.own[i].get(p).copied())
                            .collect()
                    } else {
                        at(p).into_iter().collect()
                    };
                    cards.into_iter().filter(|c| !dead_here.contains(&c.rank())).collect()
                };
                // The mandatory cards (never shared: one card each).
                let must = point.must.iter().filter_map(at).fold(CardSet::EMPTY, |mut set, c| {
                    set.insert(c);
                    set
                });
                match &point.cards {
                    RefCards::Hand => best_of_pool(point.ranking, hole, must),
                    RefCards::Pool(ids) => {
                        // Every way of putting one allowed card at each position (one choice
                        // each but with a shared ring); a place whose card is dead adds none.
                        let mut pools = vec![hole];
                        for p in ids {
                            let here = choices(p);
                            if here.is_empty() {
                                continue;
                            }
                            pools = pools
                                .iter()
                                .flat_map(|&pool| {
                                    here.iter().map(move |&c| {
                                        let mut with = pool;
                                        with.insert(c);
                                        with
                                    })
                                })
                                .collect();
                        }
                        pools.into_iter().filter_map(|pool| best_of_pool(point.ranking, pool, must)).max()
                    }
                    RefCards::Sets(sets) => {
                        let mut best: Option<Key> = None;
                        for set in sets {
                            // Every way of putting one allowed card at each position of the set;
                            // a set with a dead card cannot be played (the card is discarded).
                            let mut boards: Vec<Vec<Card>> = vec![vec![]];
                            for p in set {
                                let here = choices(p);
                                boards = boards
                                    .iter()
                                    .flat_map(|b| here.iter().map(move |&c| [b.clone(), vec![c]].concat()))
                                    .collect();
                            }
                            for board in boards {
                                let need = 5 - board.len();
                                for extra in hole.subsets(need) {
                                    let mut hand = extra;
                                    for &c in &board {
                                        hand.insert(c);
                                    }
                                    best = best.max(value_with(point.ranking, hand, must));
                                }
                            }
                        }
                        best
                    }
                }
            })
            .collect();
        keys.push(row);
    }

    // Side pots: every level at which a player who did not fold is all-in closes a pot (a player
    // who forfeits at showdown was in the hand until then), holding what everyone put in up to that
    // level, contested by those still in (not forfeiting) who reached it. A level nobody still in
    // reached goes back to whoever put chips into it, and so do chips above every level.
    let mut payouts = vec![0u64; n];
    let mut levels: Vec<u64> =
        (0..n).filter(|&i| !deal.folded[i] && deal.contributed[i] > 0).map(|i| deal.contributed[i]).collect();
    levels.sort_unstable();
    levels.dedup();
    levels.push(u64::MAX);
    let mut pots: Vec<(u64, Vec<usize>)> = Vec::new();
    let mut returned = vec![0u64; n];
    let mut below = 0;
    for &level in &levels {
        let slice = |i: usize| deal.contributed[i].min(level) - deal.contributed[i].min(below);
        let eligible: Vec<usize> = (0..n).filter(|&i| in_hand[i] && deal.contributed[i] >= level).collect();
        if eligible.is_empty() {
            (0..n).for_each(|i| returned[i] += slice(i));
        } else if pots.last().is_some_and(|p| p.1 == eligible) {
            pots.last_mut().unwrap().0 += (0..n).map(slice).sum::<u64>();
        } else {
            pots.push(((0..n).map(slice).sum(), eligible));
        }
        below = level;
    }
    let mut report = Vec::new();
    let mut odd_cuts = 0;
    for (chips, eligible) in pots {
        // What each point is worth in this pot: its picks, or only this pot's contestants' picks.
        let worth: Vec<u64> = game
            .points
            .iter()
            .zip(&worth)
            .zip(&contest)
            .map(|((point, &w), contests)| match point.worth {
                RefWorth::Picks if game.worth_by_pot => {
                    eligible.iter().filter(|&&i| contests[i]).count() as u64
                }
                _ => w,
            })
            .collect();
        let winners: Vec<Vec<usize>> = keys
            .iter()
            .zip(&worth)
            .map(|(row, &w)| {
                let best = eligible.iter().filter_map(|&i| row[i]).max();
                match best {
                    Some(b) if w > 0 => eligible.iter().copied().filter(|&i| row[i] == Some(b)).collect(),
                    _ => vec![],
                }
            })
            .collect();
        let won: Vec<usize> = (0..winners.len()).filter(|&j| !winners[j].is_empty()).collect();
        if won.is_empty() {
            // Nobody qualifies for anything: the contestants chop.
            cut(chips, &clockwise_from_left(&eligible, n, button), &mut payouts, &mut odd_cuts);
        } else if game.split_pot {
            // Equal stacks for the components won, odd chips to the earliest stacks; each stack
            // cut among its tied winners.
            let k = won.len() as u64;
            // Which stacks take the odd chips: the first ones, or (odd chips by distance from
            // the dealer) those won by the players nearest the dealer's left, first.
            let mut by_seat = won.clone();
            if game.odd_by_distance {
                by_seat
                    .sort_by_key(|&j| (clockwise_from_left(&winners[j], n, button)[0] + n - button - 1) % n);
            }
            let odd_stacks = &by_seat[..(chips % k) as usize];
            for (i, &j) in won.iter().enumerate() {
                let stack = chips / k + u64::from(odd_stacks.contains(&j));
                odd_cuts += usize::from(i == 0 && !chips.is_multiple_of(k));
                cut(stack, &clockwise_from_left(&winners[j], n, button), &mut payouts, &mut odd_cuts);
            }
        } else {
            // Points as exact fractions over 2520 (every k up to 10 divides it).
            let mut total = vec![0u64; n];
            for &j in &won {
                for &w in &winners[j] {
                    total[w] += worth[j] * 2520 / winners[j].len() as u64;
                }
            }
            let most = eligible.iter().map(|&i| total[i]).max().unwrap();
            let leaders: Vec<usize> = eligible.iter().copied().filter(|&i| total[i] == most).collect();
            cut(chips, &clockwise_from_left(&leaders, n, button), &mut payouts, &mut odd_cuts);
        }
        report.push((chips, eligible, winners));
    }
    if returned.iter().any(|&c| c > 0) {
        report.push((returned.iter().sum(), vec![], vec![]));
        (0..n).for_each(|i| payouts[i] += returned[i]);
    }
    RefResult { payouts, pots: report, odd_cuts }
}

/// The engine's answer in the reference's terms.
pub fn engine_result(report: &ShowdownReport) -> RefResult {
    RefResult {
        payouts: report.payouts.clone(),
        pots: report
            .pots
            .iter()
            .map(|p| (p.chips, p.eligible.clone(), p.components.iter().map(|c| c.winners.clone()).collect()))
            .collect(),
        odd_cuts: 0,
    }
}

/// Kinds of deal, to make the awkward cases common.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Random,
    /// Board cards from ace to six first: wheels and qualifying lows everywhere.
    LowBoard,
    /// Board cards from nine to king first: no qualifying 8-or-better low from the board.
    HighBoard,
    /// Pairs of players hold the same ranks in swapped suits: exact ties.
    Mirror,
    /// Mirrored hole cards over a low board.
    MirrorLow,
}

impl Style {
    pub const ALL: [Style; 5] =
        [Style::Random, Style::LowBoard, Style::HighBoard, Style::Mirror, Style::MirrorLow];
}

/// Swaps spades with hearts and clubs with diamonds.
fn mirror(card: Card) -> Card {
    let suit = match card.suit() {
        Suit::Spades => Suit::Hearts,
        Suit::Hearts => Suit::Spades,
        Suit::Clubs => Suit::Diamonds,
        Suit::Diamonds => Suit::Clubs,
    };
    Card::new(card.rank(), suit)
}

fn full_deck() -> Vec<Card> {
    Suit::ALL.iter().flat_map(|&suit| Rank::ALL.iter().map(move |&rank| Card::new(rank, suit))).collect()
}

fn shuffled<T>(rng: &mut XorShift, mut cards: Vec<T>) -> Vec<T> {
    for i in (1..cards.len()).rev() {
        let j = rng.below(i + 1);
        cards.swap(i, j);
    }
    cards
}

/// A random hand of `game_id` with `n` players and these options.
pub fn random_deal(
    rng: &mut XorShift,
    game_id: &str,
    options: &BTreeMap<String, String>,
    n: usize,
    style: Style,
) -> (RefGame, Deal) {
    deal_for(rng, reference_game(game_id, options), game_id.into(), options, n, style)
}

/// One random hand of `game` (the reference's reading of the game the hand file names as
/// `game_ref`), for `n` players.
pub fn deal_for(
    rng: &mut XorShift,
    game: RefGame,
    game_ref: GameRef,
    options: &BTreeMap<String, String>,
    n: usize,
    style: Style,
) -> (RefGame, Deal) {
    let mut deck = shuffled(rng, full_deck());
    let low = |c: &Card| c.rank() == Rank::Ace || c.rank().index() <= Rank::Six.index();
    let high = |c: &Card| (Rank::Nine.index()..=Rank::King.index()).contains(&c.rank().index());
    match style {
        Style::LowBoard | Style::MirrorLow => deck.sort_by_key(|c| !low(c)),
        Style::HighBoard => deck.sort_by_key(|c| !high(c)),
        _ => {}
    }
    // The board first (from the front of the deck), then the rest shuffled again.
    let mut board = BTreeMap::new();
    let table = shuffled(rng, game.table.clone());
    for p in &table {
        board.insert(p.clone(), deck.remove(0));
    }
    let mut deck = shuffled(rng, deck);

    let folded: Vec<bool> = {
        let mut f: Vec<bool> = (0..n).map(|_| rng.below(4) == 0).collect();
        let keep = rng.below(n);
        f[keep] = false;
        f
    };
    let live = folded.iter().filter(|&&x| !x).count();
    // Folded players show their cards or not.
    let shows: Vec<bool> = (0..n).map(|i| !folded[i] || rng.below(2) == 0).collect();
    let per_player = game.own.len();
    let dealt = match game.hole {
        Some(k) => k,
        None => (52 - game.table.len() - per_player * n) / n,
    };
    let showing = shows.iter().filter(|&&x| x).count();
    let spare = deck.len().saturating_sub(showing * (dealt + per_player));
    // An ESG card for everyone still in, when the deck has room and the game deals to the deck's limit.
    let extra = usize::from(game.hole.is_none() && spare >= live && rng.below(3) == 0);

    let mut own = vec![BTreeMap::new(); n];
    for (seat, cards) in own.iter_mut().enumerate() {
        if shows[seat] {
            for p in &game.own {
                cards.insert(p.clone(), deck.pop().expect("enough cards"));
            }
        }
    }
    let mut holes = vec![CardSet::EMPTY; n];
    let count = |seat: usize| {
        if !shows[seat] {
            0
        } else if folded[seat] {
            dealt
        } else {
            dealt + extra
        }
    };
    let mirrored = matches!(style, Style::Mirror | Style::MirrorLow);
    let mut seat = 0;
    while seat < n {
        let partner = seat + 1;
        if mirrored && partner < n && count(seat) == count(partner) {
            // Same ranks, suits swapped, as far as the deck allows.
            for _ in 0..count(seat) {
                match deck.iter().position(|&c| deck.contains(&mirror(c))) {
                    Some(i) => {
                        let c = deck.remove(i);
                        let m = deck.iter().position(|&d| d == mirror(c)).unwrap();
                        let d = deck.remove(m);
                        holes[seat].insert(c);
                        holes[partner].insert(d);
                    }
                    None => {
                        holes[seat].insert(deck.pop().expect("enough cards"));
                        holes[partner].insert(deck.pop().expect("enough cards"));
                    }
                }
            }
            seat += 2;
        } else {
            for _ in 0..count(seat) {
                holes[seat].insert(deck.pop().expect("enough cards"));
            }
            seat += 1;
        }
    }

    // Good boys bad boys: most players still in threw their dead-rank cards away as the hand went
    // (so hands hold different numbers of cards); the others kept them and their hands are void.
    // Throw dem: now and then a player still in kept a card they should have thrown.
    let dead: Vec<Rank> = game.dead_from.iter().map(|p| board[p].rank()).collect();
    for seat in 0..n {
        if !folded[seat] && !dead.is_empty() && rng.below(4) != 0 {
            holes[seat] =
                holes[seat].iter().filter(|c| !dead.contains(&c.rank())).fold(CardSet::EMPTY, |mut h, c| {
                    h.insert(c);
                    h
                });
        }
        if !folded[seat] && game.throws && rng.below(6) == 0 {
            holes[seat].insert(deck.pop().expect("enough cards"));
        }
    }

    // Contributions from a few levels, so all-ins collide; a few odd amounts.
    let chip = [1, 5, 25][rng.below(3)];
    let levels: Vec<u64> = (0..1 + rng.below(3)).map(|_| 1 + rng.below(40) as u64).collect();
    let contributed: Vec<u64> = (0..n)
        .map(|i| {
            if folded[i] && rng.below(3) == 0 {
                rng.below(5) as u64
            } else {
                levels[rng.below(levels.len())]
            }
        })
        .collect();
    // The dynamic points system: most players pick the required number of different points
    // (numbered from 1); now and then a wrong number of them, or one twice (a forfeit).
    let pickable = game.points.iter().filter(|p| p.picked_as.is_some()).count();
    let required = game.picks_required;
    let some_of = |rng: &mut XorShift, k: usize| -> Vec<usize> {
        let mut all = shuffled(rng, (1..=pickable).collect());
        all.truncate(k);
        all.sort_unstable();
        all
    };
    let picks: Vec<Vec<usize>> = (0..n)
        .map(|_| {
            if pickable == 0 {
                return vec![];
            }
            match rng.below(10) {
                0 => {
                    let wrong = (0..=pickable).filter(|&k| k != required).collect::<Vec<_>>();
                    let k = wrong[rng.below(wrong.len())];
                    some_of(rng, k)
                }
                1 => {
                    // One point twice: as many picks as required, or one more.
                    let mut twice = some_of(rng, required.max(1));
                    if twice.len() >= 2 && rng.below(2) == 0 {
                        let first = twice[0];
                        *twice.last_mut().unwrap() = first;
                    } else {
                        twice.push(twice[rng.below(twice.len())]);
                    }
                    twice
                }
                _ => some_of(rng, required),
            }
        })
        .collect();

    let players = (0..n)
        .map(|i| PlayerFile {
            name: format!("P{i}"),
            hole: holes[i].iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" "),
            contributed: contributed[i] * chip,
            folded: folded[i],
            cards: own[i].iter().map(|(p, c)| (p.clone(), c.to_string())).collect(),
            picks: picks[i].clone(),
            ..Default::default()
        })
        .collect();
    let file = HandFile {
        format: 1,
        game: game_ref,
        options: options.clone(),
        button: rng.below(n),
        chip,
        players,
        board: board.iter().map(|(p, c)| (p.clone(), c.to_string())).collect(),
        betting: None,
        deal: None,
    };
    let deal = Deal { file, board, holes, own, contributed, folded, picks };
    (game, deal)
}

/// Random option choices for a game (every option the catalogue offers).
pub fn random_options(rng: &mut XorShift, game_id: &str) -> BTreeMap<String, String> {
    let game = Catalogue::builtin().get(game_id).expect("a catalogue game");
    game.spec()
        .options
        .iter()
        .map(|o| (o.key.clone(), o.choices[rng.below(o.choices.len())].0.clone()))
        .collect()
}

/// What a run of random hands exercised, so a test can insist the awkward cases really occurred.
#[derive(Debug, Default)]
pub struct Coverage {
    pub hands: usize,
    /// (pot, point) results compared.
    pub results: usize,
    /// Point results won by two or more players.
    pub ties: usize,
    /// Point results nobody qualified for.
    pub unqualified: usize,
    /// Hands with more than one pot.
    pub side_pots: usize,
    /// Cuts that left odd chips.
    pub odd_cuts: usize,
    /// Hands with a folded player.
    pub folds: usize,
}

impl Coverage {
    /// Every awkward case occurred at least once.
    fn assert_awkward(&self, what: &str) {
        eprintln!("{what}: {self:?}");
        assert!(
            self.ties > 0 && self.side_pots > 0 && self.odd_cuts > 0 && self.folds > 0,
            "{what}: some awkward case never occurred: {self:?}"
        );
    }
}

/// Plays `hands` random hands of each game whose family is one of `families`, comparing the engine
/// with the reference.
fn compare_families(families: &[&str], hands: usize, seed: u64) -> Coverage {
    let mut rng = XorShift::new(seed);
    let mut seen = Coverage::default();
    for game in Catalogue::builtin().games() {
        let id = game.id();
        if !families.iter().any(|f| id.split('/').next() == Some(*f)) {
            continue;
        }
        for h in 0..hands {
            let options = random_options(&mut rng, id);
            let (lo, hi) = game.spec().players;
            // Few players mean many hole cards and slow brute force: keep heads-up hands a minority.
            let n = if h % 8 == 0 { lo } else { (lo + 1 + rng.below(hi - lo)).min(hi) };
            let style = Style::ALL[h % Style::ALL.len()];
            let (reference, deal) = random_deal(&mut rng, id, &options, n, style);
            let hand = deal.file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| {
                panic!("the engine refused a valid hand of {id}: {e}\n{}", deal.file.to_json())
            });
            let report = hand.resolve();
            assert_eq!(
                report.points.len(),
                reference.points.len(),
                "{id} {options:?}: the engine has {} points, the guide {}",
                report.points.len(),
                reference.points.len()
            );
            let expected = resolve(&reference, &deal);
            let got = engine_result(&report);
            assert_eq!(
                (&got.payouts, &got.pots),
                (&expected.payouts, &expected.pots),
                "{id} {options:?} {style:?}: engine (left) and reference (right) differ\n{}",
                deal.file.to_json()
            );
            let results = expected.pots.iter().flat_map(|p| p.2.iter());
            seen.hands += 1;
            seen.results += results.clone().count();
            seen.ties += results.clone().filter(|w| w.len() > 1).count();
            seen.unqualified += results.filter(|w| w.is_empty()).count();
            seen.side_pots += usize::from(expected.pots.len() > 1);
            seen.odd_cuts += expected.odd_cuts;
            seen.folds += usize::from(deal.folded.iter().any(|&f| f));
        }
    }
    assert!(seen.hands > 0, "no game of {families:?} was played");
    seen
}

#[test]
fn reference_agrees_on_holdem_omaha_and_the_other_games() {
    let seen =
        compare_families(&["holdem", "omaha", "good-boys-bad-boys", "ring-of-fire", "throw-dem"], 150, 11);
    seen.assert_awkward("hold'em, Omaha and other games");
    assert!(seen.unqualified > 0, "no hand without a qualifying low: {seen:?}");
}

#[test]
fn reference_agrees_on_double_and_triple_boards() {
    let seen = compare_families(&["double-board", "triple-board"], 60, 12);
    seen.assert_awkward("double and triple boards");
    assert!(seen.unqualified > 0, "no hand without a qualifying low: {seen:?}");
}

#[test]
fn reference_agrees_on_lines_wheels_and_grids() {
    let seen =
        compare_families(&["social-distancing", "wheel", "pandemic", "double-bullseye", "countdown"], 60, 13);
    seen.assert_awkward("lines, wheels and grids");
    assert!(seen.unqualified > 0, "no hand without a qualifying low: {seen:?}");
}

#[test]
fn reference_agrees_on_bomba_rivers_trunk_funnel_and_f1() {
    let seen =
        compare_families(&["bomba", "flying-rivers", "tree-trunk", "funnel", "f1", "f1-square"], 60, 14);
    seen.assert_awkward("bomba, flying rivers, tree trunk, funnel, F1");
    assert!(seen.unqualified > 0, "no hand without a qualifying low: {seen:?}");
}

#[test]
fn reference_geometry_counts_match_the_guide() {
    // Plain counts of the sets written out above, as checks on the reference itself.
    let none = BTreeMap::new();
    let sets = |id: &str, options: &BTreeMap<String, String>, point: usize| match &reference_game(id, options)
        .points[point]
        .cards
    {
        RefCards::Sets(sets) => sets.len(),
        other => panic!("{other:?}"),
    };
    let nine: BTreeMap<String, String> = [("line".to_string(), "9".to_string())].into();
    // Three of eight with gaps: C(6,3) = 20; of nine: C(7,3) = 35.
    assert_eq!(sets("social-distancing/high", &none, 0), 20);
    assert_eq!(sets("social-distancing/high", &nine, 0), 35);
    // Wheel: 16 non-adjacent triples, 8 runs of three.
    assert_eq!(sets("wheel/high-sd-high-ct-hand", &none, 0), 16);
    assert_eq!(sets("wheel/high-sd-high-ct-hand", &none, 1), 8);
    // Pandemic: 22 triples with no shared edge, 22 connected (6 lines, 16 L shapes).
    assert_eq!(sets("pandemic/high-sd-high-ct-hand", &none, 0), 22);
    assert_eq!(sets("pandemic/high-sd-high-ct-hand", &none, 1), 22);
    // Bomba: 3 lines x 3 pairs x 2 rivers.
    assert_eq!(sets("bomba/best-high-best-low", &none, 0), 18);
    // Funnel: 4 paths x 3 flop cards x 2 turn cards.
    assert_eq!(sets("funnel/high-low", &none, 0), 24);
    // Funnel with three-card turns and two river cards: (3 x 3 + 3 x 6 + 3 x 3) x 2.
    let bigger: BTreeMap<String, String> =
        [("turn-cards", "3"), ("river-cards", "2")].map(|(k, v)| (k.to_string(), v.to_string())).into();
    assert_eq!(sets("funnel/high-low", &bigger, 0), 72);
    // F1 square: three of six cards with a common card among them: C(6,3) - C(4,3) = 16; exactly
    // one common card: 2 x C(4,2) = 12.
    assert_eq!(sets("f1-square/high-high-hand", &none, 0), 16);
    let exactly: BTreeMap<String, String> = [("common-cards".to_string(), "exactly-one".to_string())].into();
    assert_eq!(sets("f1-square/high-high-hand", &exactly, 0), 12);
    // Flying rivers: two of a wing's four (6) or one flop and one turn card (4), with one of two rivers.
    assert_eq!(sets("flying-rivers/high-high-hand", &none, 0), 12);
    let one_each: BTreeMap<String, String> = [("wing-cards".to_string(), "one-each".to_string())].into();
    assert_eq!(sets("flying-rivers/high-high-hand", &one_each, 0), 8);
    // Double bullseye: 3 rows + 3 columns + 2 diagonals.
    assert_eq!(sets("double-bullseye/high-high-hand", &none, 0), 8);
}
