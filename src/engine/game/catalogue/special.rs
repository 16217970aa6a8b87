//! The guide's "other games": Good boys bad boys, Ring of Fire and Throw dem.

use super::build::*;
use super::variants::*;
use crate::engine::game::spec::*;
use crate::engine::game::{SHORT_HANDS_CHOICES, THROWS_CHOICES};
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
        options: vec![option("short-hands", "Straights and flushes in a short hand", SHORT_HANDS_CHOICES)],
    };
    let high_point = PointSpec {
        dead_ranks_from: board_ids(2),
        ..point("High", high(), PointCards::HoldemStyle(board_ids(1)))
    };
    vec![game(&layout, "high", "High", Payout::SplitPot, vec![high_point])]
}

pub fn ring_of_fire() -> Vec<GameSpec> {
    let mut positions = board_positions(1, 0.0);
    // The ring is the face-up cards of every player still in; the `ring` option keeps the older
    // reading where each player may use only their own (docs/rules.md, "Ring of Fire").
    positions.push(PositionSpec {
        scope: Scope::EachPlayer,
        shared_when: Some(cond("ring", "shared")),
        ..pos("ring", 2.0, 1.5)
    });
    let mut streets = board_streets(1);
    streets.insert(0, street("Pre-flop", ids(&["ring"])));
    let layout = Layout {
        family: "Ring of Fire",
        id: "ring-of-fire",
        name: "Ring of Fire",
        summary:
            "Pot-limit Omaha where each player is also dealt one face-up card; these cards are the ring. A \
                  hand is two hole cards, two board cards and one ring card, anyone's. A folded player's ring \
                  card goes with their hand.",
        positions,
        streets,
        options: vec![option(
            "ring",
            "Ring cards a player may use",
            &[
                ("shared", "Any one ring card of a player still in"),
                ("own", "Only the player's own ring card"),
            ],
        )],
    };
    let ring = area(
        "Ring",
        Combos::Product(vec![
            Combos::Choose { from: board_ids(1), k: 2 },
            Combos::Choose { from: ids(&["ring"]), k: 1 },
        ]),
    );
    let mut out = games(&layout, &[ring], &[&HIGH, &HIGH_LOW]);
    for g in &mut out {
        g.hole_cards = HoleCards::Fixed(4);
        // Five cards each (four hole cards and the ring card) and a five-card board: 9 x 5 + 5 = 50.
        g.players = (2, 9);
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
        options: vec![option("throws", "When each card is thrown", THROWS_CHOICES)],
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
