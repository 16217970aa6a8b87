//! Hold'em-board games: hold'em and Omaha, double and triple boards (Tilt, Balance, the dynamic
//! points system, the floater river), F1 and F1 square.

use super::build::*;
use super::variants::*;
use crate::engine::game::spec::*;
use crate::engine::game::table_options::TableOption;
use crate::engine::pot::Payout;

pub fn basics() -> Vec<GameSpec> {
    let layout = Layout {
        family: "Hold'em and Omaha",
        id: "holdem",
        name: "Hold'em",
        summary: "One five-card board: flop, turn and river.",
        positions: board_positions(1, 0.0),
        streets: board_streets(1),
        options: vec![],
    };
    let mut holdem = game(
        &layout,
        "high",
        "High",
        Payout::SplitPot,
        vec![point("High", high(), PointCards::HoldemStyle(board_ids(1)))],
    );
    holdem.hole_cards = HoleCards::Fixed(2);
    holdem.summary = "Two hole cards; the best five of your two and the board's five.".into();

    let omaha_layout = Layout { id: "omaha", name: "Omaha", ..layout };
    let board = || PointCards::Board(omaha_board(board_ids(1)));
    let mut omaha =
        game(&omaha_layout, "high", "High", Payout::SplitPot, vec![point("High", high(), board())]);
    let mut omaha8 = game(
        &omaha_layout,
        "high-low-8",
        "Hi/lo 8-or-better",
        Payout::SplitPot,
        vec![point("High", high(), board()), point("Low", low(), board())],
    );
    for g in [&mut omaha, &mut omaha8] {
        g.hole_cards = HoleCards::Fixed(4);
        g.summary = "Four hole cards; exactly two of them with exactly three of the board.".into();
    }
    vec![holdem, omaha, omaha8]
}

fn boards(n: usize) -> Vec<Area> {
    (1..=n).map(|b| area(format!("Board {b}"), omaha_board(board_ids(b)))).collect()
}

pub fn double_board() -> Vec<GameSpec> {
    let layout = Layout {
        family: "Double board",
        id: "double-board",
        name: "Double board",
        summary:
            "Two hold'em boards, dealt top board first; Omaha-style: two hole cards and three from one board.",
        positions: [board_positions(1, 0.0), board_positions(2, 1.5)].concat(),
        streets: board_streets(2),
        options: vec![],
    };
    games(&layout, &boards(2), &DOUBLE_BOARD_RECIPES)
}

/// Board `n` of a triple board, with the floater (when dealt) usable on it.
fn triple_board_cards(n: usize) -> Vec<String> {
    [board_ids(n), ids(&["F"])].concat()
}

pub fn triple_board() -> Vec<GameSpec> {
    let mut positions = [board_positions(1, 0.0), board_positions(2, 1.5), board_positions(3, 3.0)].concat();
    positions.push(pos_when("F", 5.5, 1.5, "floater", "on"));
    let mut streets = board_streets(3);
    streets[2].deal.push("F".into());
    let layout = Layout {
        family: "Triple board",
        id: "triple-board",
        name: "Triple board",
        summary: "Three hold'em boards, dealt top board first; Omaha-style on each board.",
        positions,
        streets,
        options: vec![option(
            "floater",
            "Floater river card",
            &[("off", "No floater"), ("on", "A floater river card, usable with any board")],
        )],
    };
    let areas: Vec<Area> = (1..=3)
        .map(|b| area(format!("Board {b}"), Combos::Choose { from: triple_board_cards(b), k: 3 }))
        .collect();
    let mut out = games(&layout, &areas, &[&HIGH_HIGH_HIGH, &HIGH_HIGH_HIGH_HAND, &BALANCE]);

    // Tilt: each board's hand must use its mandatory card: board 1 the third flop card, board 2
    // the turn, board 3 the river.
    let mandatory = ["1.f3", "2.t", "3.r"];
    let tilt_areas: Vec<Area> = (1..=3)
        .map(|b| {
            let must = mandatory[b - 1].to_string();
            let others: Vec<String> = triple_board_cards(b).into_iter().filter(|id| *id != must).collect();
            area(
                format!("Board {b}"),
                Combos::Product(vec![Combos::Whole(vec![must]), Combos::Choose { from: others, k: 2 }]),
            )
        })
        .collect();
    out.push(game(
        &layout,
        "tilt-3",
        "Tilt (3 points)",
        Payout::Points,
        points(&tilt_areas, &[Part::EachHigh]),
    ));
    // The guide lists the hand point before the tilt cards point, but the tilt cards are board
    // cards: calculation order puts every board point first and the hand point last.
    let mut tilt5 = points(&tilt_areas, &[Part::EachHigh]);
    tilt5.push(point("Tilt cards high", high(), PointCards::Board(Combos::Whole(ids(&mandatory)))));
    tilt5.extend(points(&tilt_areas, &[Part::HandHigh]));
    out.push(game(&layout, "tilt-5", "Tilt (5 points)", Payout::Points, tilt5));

    // Dynamic points: each player contests exactly two boards; a board's winner takes every point
    // allocated to it; a last point for the best hand.
    let mut dynamic: Vec<PointSpec> = areas
        .iter()
        .map(|a| PointSpec {
            worth: Worth::PicksAllocated,
            contest: Contest::PickedBy { picks_required: 2 },
            ..point(format!("{} high", a.name), high(), PointCards::Board(a.combos.clone()))
        })
        .collect();
    dynamic.push(hand_point("Hand", high()));
    let mut dynamic = game(&layout, "dynamic-points", "Dynamic points system", Payout::Points, dynamic);
    dynamic.options.push(TableOption::SidePotWorth.spec());
    out.push(dynamic);
    out
}

pub fn f1() -> Vec<GameSpec> {
    let own =
        |b: usize| -> Vec<String> { ["t1", "t2", "r1", "r2"].iter().map(|s| format!("{b}.{s}")).collect() };
    let mut positions = vec![pos("C", 2.0, 1.0)];
    for (b, y) in [(1, 0.0), (2, 2.0)] {
        for (i, id) in own(b).into_iter().enumerate() {
            positions.push(pos(id, if i < 2 { i as f32 } else { i as f32 + 1.0 }, y));
        }
    }
    let layout = Layout {
        family: "F1 and F1 square",
        id: "f1",
        name: "F1",
        summary: "A double board sharing one common flop card that every hand must use; two turn and two river cards per board.",
        positions,
        streets: vec![
            street("Flop", ids(&["C"])),
            street("Turn", ids(&["1.t1", "1.t2", "2.t1", "2.t2"])),
            street("River", ids(&["1.r1", "1.r2", "2.r1", "2.r2"])),
        ],
        options: vec![],
    };
    let areas: Vec<Area> = (1..=2)
        .map(|b| {
            area(
                format!("Board {b}"),
                Combos::Product(vec![Combos::Whole(ids(&["C"])), Combos::Choose { from: own(b), k: 2 }]),
            )
        })
        .collect();
    games(&layout, &areas, &DOUBLE_BOARD_RECIPES)
}

pub fn f1_square() -> Vec<GameSpec> {
    let own =
        |b: usize| -> Vec<String> { ["f", "t1", "t2", "r"].iter().map(|s| format!("{b}.{s}")).collect() };
    let mut positions = vec![pos("CF", 0.0, 1.0), pos("CR", 5.0, 1.0)];
    for (b, y) in [(1, 0.0), (2, 2.0)] {
        for (i, id) in own(b).into_iter().enumerate() {
            positions.push(pos(id, 1.0 + i as f32, y));
        }
    }
    let layout = Layout {
        family: "F1 and F1 square",
        id: "f1-square",
        name: "F1 square",
        summary: "A double board with a common flop card and a common river card; every hand uses at least one of them (or exactly one, by option).",
        positions,
        streets: vec![
            street("Flop", ids(&["1.f", "2.f", "CF"])),
            street("Turn", ids(&["1.t1", "1.t2", "2.t1", "2.t2"])),
            street("River", ids(&["1.r", "2.r", "CR"])),
        ],
        options: vec![option(
            "common-cards",
            "Common cards a hand uses",
            &[
                ("at-least-one", "At least one of the common flop and river cards"),
                ("exactly-one", "Exactly one of the common flop and river cards"),
            ],
        )],
    };
    // "One of the common flop and river cards must be used": at least one by default, exactly one
    // by option (docs/rules.md, "F1 and F1 square"); three board cards either way.
    let with = |b: usize, common: Combos, k: usize| {
        Combos::Product(vec![common, Combos::Choose { from: own(b), k }])
    };
    let at_least_one: Vec<Area> = (1..=2)
        .map(|b| {
            let whole = |c: &[&str]| Combos::Whole(ids(c));
            area(
                format!("Board {b}"),
                either(vec![
                    with(b, whole(&["CF"]), 2),
                    with(b, whole(&["CR"]), 2),
                    with(b, whole(&["CF", "CR"]), 1),
                ]),
            )
        })
        .collect();
    let exactly_one: Vec<Area> = (1..=2)
        .map(|b| area(format!("Board {b}"), with(b, Combos::Choose { from: ids(&["CF", "CR"]), k: 1 }, 2)))
        .collect();
    games_switching(
        &layout,
        "common-cards",
        &[("at-least-one", at_least_one), ("exactly-one", exactly_one)],
        &DOUBLE_BOARD_RECIPES,
    )
}
