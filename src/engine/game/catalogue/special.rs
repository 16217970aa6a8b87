//! The guide's "other games": Good boys bad boys, Ring of Fire and Throw dem.

use super::build::*;
use super::variants::*;
use crate::engine::game::spec::*;
use crate::engine::game::table_options::{TableOption, RING_SHARED};
use crate::engine::pot::Payout;

pub fn good_boys_bad_boys() -> Vec<GameSpec> {
    let layout = Layout {
        family: "Good boys bad boys",
        id: "good-boys-bad-boys",
        name: "Good boys bad boys",
        summary:
            "Two boards: the top is the good boys, the bottom the bad boys. Every card of a bad-boy rank is \
                  dead, in hands and on the good board; hold'em-style with the good boys left.",
        positions: [board_positions(1, 0.0), board_positions(2, 1.5)].concat(),
        streets: board_streets(2),
        // Dead ranks leave short hands: "straights and flushes may or may not be allowed".
        options: vec![TableOption::ShortHands.spec()],
    };
    let high_point = PointSpec {
        dead_ranks_from: board_ids(2),
        ..point("High", high(), PointCards::HoldemStyle(board_ids(1)))
    };
    vec![game(&layout, "high", "High", Payout::SplitPot, vec![high_point])]
}

pub fn ring_of_fire() -> Vec<GameSpec> {
    // The ring is the face-up cards of every player still in; the `ring` option keeps the older
    // reading where each player may use only their own (docs/rules.md, "Ring of Fire").
    let ring_position = |y: f32| PositionSpec {
        scope: Scope::EachPlayer,
        shared_when: Some(cond("ring", RING_SHARED)),
        ..pos("ring", 2.0, y)
    };
    let ring_option = TableOption::Ring.spec();
    let with_ring = |mut streets: Vec<StreetSpec>| {
        streets.insert(0, street("Pre-flop", ids(&["ring"])));
        streets
    };
    // On each board: two of its cards and one ring card (with two hole cards).
    let ring_area = |name: String, board: usize| {
        area(
            name,
            Combos::Product(vec![
                Combos::Choose { from: board_ids(board), k: 2 },
                Combos::Choose { from: ids(&["ring"]), k: 1 },
            ]),
        )
    };
    let layout = Layout {
        family: "Ring of Fire",
        id: "ring-of-fire",
        name: "Ring of Fire",
        summary:
            "Pot-limit Omaha where each player is also dealt one face-up card; these cards are the ring. A \
                  hand is two hole cards, two board cards and one ring card, anyone's. A folded player's ring \
                  card goes with their hand.",
        positions: [board_positions(1, 0.0), vec![ring_position(1.5)]].concat(),
        streets: with_ring(board_streets(1)),
        options: vec![ring_option.clone()],
    };
    // "Can be played with all the usual CAP variants and features": the usual recipes, as the
    // catalogue's other games list them (high/low split pot, high/low/hand for points). The hand
    // point is the four hole cards (docs/rules.md, "Ring of Fire").
    let mut out = games(&layout, &[ring_area("Ring".into(), 1)], &[&HIGH, &HIGH_LOW, &HIGH_LOW_HAND]);
    // "Other board configurations, such as a double board, can also be used": the double board's
    // games, a ring card on each board, but the six-point game (a low hand point needs five cards).
    let double = Layout {
        name: "Ring of Fire, double board",
        summary: "Ring of Fire on two boards: on each board, two hole cards, two of that board's cards and \
                  one ring card, anyone's.",
        positions: [board_positions(1, 0.0), board_positions(2, 1.5), vec![ring_position(3.0)]].concat(),
        streets: with_ring(board_streets(2)),
        ..layout
    };
    let boards: Vec<Area> = (1..=2).map(|b| ring_area(format!("Board {b}"), b)).collect();
    let recipes = &DOUBLE_BOARD_RECIPES[..4];
    for mut g in games(&double, &boards, recipes) {
        g.id = g.id.replace("ring-of-fire/", "ring-of-fire/double-board-");
        out.push(g);
    }
    for g in &mut out {
        g.hole_cards = HoleCards::Fixed(4);
        // Five cards each (four hole cards and the ring card): 9 x 5 + 5 = 50 on one board,
        // 8 x 5 + 10 = 50 on two.
        g.players = (2, if g.id.contains("double-board") { 8 } else { 9 });
    }
    out
}

pub fn throw_dem() -> Vec<GameSpec> {
    let layout = Layout {
        family: "Throw dem",
        id: "throw-dem",
        name: "Throw dem",
        summary: "One board, five hole cards, one discard after each street (two left at the river); \
                  hold'em-style. A player who does not discard forfeits.",
        positions: board_positions(1, 0.0),
        streets: board_streets(1),
        // "Must discard one card after each street": once the street's cards are out (the
        // default), or after its betting, before the next cards (docs/rules.md, "Throw dem").
        options: vec![TableOption::Throws.spec()],
    };
    let mut g = game(
        &layout,
        "high",
        "High",
        Payout::SplitPot,
        vec![point("High", high(), PointCards::HoldemStyle(board_ids(1)))],
    );
    g.hole_cards = HoleCards::DiscardDownTo { dealt: 5, at_showdown: 2 };
    // Five cards each are dealt before any discard, and a five-card board: 9 x 5 + 5 = 50.
    g.players = (2, 9);
    vec![g]
}
