//! What a game's showdown costs, bounded when the game is validated, so that no declaration (a
//! link from a stranger included) can make scoring a hand take minutes.
//!
//! The unit is one *hand valued*: one set of cards passed to a ranking's evaluator (five cards for
//! an Omaha-style or make-5 combination, a whole pool for a hold'em-style point). A hand valued
//! costs tens of nanoseconds natively and a few times that in a phone's wasm, so the budget
//! ([`SHOWDOWN_BUDGET`]) is a time: see docs/declaration.md, "Cost".
//!
//! The bound is taken *after* every expansion the showdown makes: a shared place (the shared
//! ring) is one card of every live player, so a combination naming it stands for one combination
//! per player still in; each combination is tried with every choice of hole cards it leaves room
//! for, at the most hole cards a player can hold at the showdown; and at every table size the game
//! seats (more players means more shared cards; fewer means more hole cards each in a game dealt
//! "as many as the deck allows"). It is an upper bound: the showdown skips combinations holding a
//! dead card, repeated ones, and stops early on a best-possible hand.

use super::{HoleCards, PointSource, Rules, Scope};
use crate::engine::select::{combination_work, pool_work};

/// The most hands one showdown may value, at the game's heaviest table: four times the
/// catalogue's heaviest (a double bullseye high/low/high/low/hand heads-up, 249,446), a test
/// checks. Measured natively, a hand valued costs at most about 350 ns (a least-suits low, a
/// shared ring's boards built and de-duplicated), so a game at the budget scores in about a third
/// of a second natively and about a second on a slow phone (docs/declaration.md, "Cost").
pub const SHOWDOWN_BUDGET: u128 = 1_000_000;

/// The most hands any one hand may value when it is scored: four times a game's budget. A game's
/// bound counts an extra card and a bought card a street for each player; a hand dealt with card
/// actions that gather cards into one player's hand (passes to a chosen player), or a hand file
/// claiming more, can hold more, and is still scored up to this (about a second and a half
/// natively); beyond it the hand is refused, naming the player holding the most cards, so that no
/// file or link can make scoring take minutes.
pub const HAND_WORK_LIMIT: u128 = 4 * SHOWDOWN_BUDGET;

/// The most hands one player's hand for one point may value, at any table size: a quarter of the
/// showdown's budget, four times the catalogue's heaviest (double bullseye's high heads-up,
/// 62,361), a test checks. It is one step of a showdown scored in steps
/// ([`crate::engine::showdown::Scoring`]): a game near the showdown's budget is scored a step at a
/// time between frames, and no step takes more than about a tenth of a second on a phone
/// (docs/declaration.md, "Cost").
pub const UNIT_BUDGET: u128 = SHOWDOWN_BUDGET / 4;

/// The most board combinations validating a declaration may derive, over every combination of
/// its options: validation builds the rules of each, and an app start validates every stored game.
pub const VALIDATION_BUDGET: u128 = 200_000;

/// A showdown's cost at its heaviest table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShowdownCost {
    /// Hands valued in all.
    pub hands: u128,
    /// The table size at which it is the most.
    pub players: usize,
    /// The point that values the most hands there, and how many.
    pub heaviest: Option<(usize, u128)>,
}

/// The showdown's cost at the heaviest table size the game seats.
pub fn showdown_cost(rules: &Rules) -> ShowdownCost {
    let (least, most) = rules.players();
    (least.max(1)..=most.max(least.max(1)))
        .map(|n| cost_at(rules, n))
        .max_by_key(|c| c.hands)
        .unwrap_or(ShowdownCost { hands: 0, players: 0, heaviest: None })
}

/// The heaviest single step of a showdown: one player's hand for one point, at any table size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnitCost {
    /// The point's index.
    pub point: usize,
    /// Hands one player's best hand for it values.
    pub hands: u128,
    /// The table size at which it is the most.
    pub players: usize,
}

/// The heaviest step of the game's showdown over every table size it seats (the first point of
/// the most, at the fewest players).
pub fn heaviest_unit(rules: &Rules) -> Option<UnitCost> {
    let (least, most) = rules.players();
    let mut heaviest: Option<UnitCost> = None;
    for n in least.max(1)..=most.max(least.max(1)) {
        let hole = most_hole_cards(rules, n);
        for point in 0..rules.points().len() {
            let hands = point_cost(rules, point, n, hole);
            if heaviest.is_none_or(|h| hands > h.hands) {
                heaviest = Some(UnitCost { point, hands, players: n });
            }
        }
    }
    heaviest
}

/// The showdown's cost with `n` players all still in, each holding the most hole cards they can.
pub fn cost_at(rules: &Rules, n: usize) -> ShowdownCost {
    cost_with(rules, n, most_hole_cards(rules, n))
}

/// The showdown's cost with `n` players all still in, each holding `hole` hole cards (equity
/// knows how many each holds).
pub fn cost_with(rules: &Rules, n: usize, hole: usize) -> ShowdownCost {
    let per_point: Vec<u128> = (0..rules.points().len()).map(|i| point_cost(rules, i, n, hole)).collect();
    let players = n as u128;
    let hands = per_point.iter().fold(0u128, |sum, c| sum.saturating_add(c.saturating_mul(players)));
    // The first of the heaviest points: the one a refusal names.
    let heaviest = per_point
        .iter()
        .enumerate()
        .fold(None, |best: Option<(usize, u128)>, (i, &c)| match best {
            Some((_, most)) if most >= c => best,
            _ => Some((i, c)),
        })
        .map(|(i, c)| (i, c.saturating_mul(players)));
    ShowdownCost { hands, players: n, heaviest }
}

/// The most hole cards one player can hold at the showdown with `n` players: the game's count, an
/// extra card and a bought card on every street at most, and never more than the deck leaves once
/// the board and everyone's face-up cards are out.
pub fn most_hole_cards(rules: &Rules, n: usize) -> usize {
    let (_, most) = rules.hole_card_bounds(n, None);
    let dealt = match rules.hole_cards() {
        HoleCards::Fixed(k) | HoleCards::DiscardDownTo { dealt: k, .. } => k,
        HoleCards::MaxFromDeck => most,
    };
    let own = rules.positions().iter().filter(|p| p.scope == Scope::EachPlayer).count();
    let free = rules.deck().card_count().saturating_sub(rules.board_card_count() + own * n);
    dealt.saturating_add(2 * rules.streets().len()).min(free)
}

/// One player's hands valued for point `index` with `n` players still in and `hole` hole cards:
/// an upper bound found from the rules alone, without expanding any board.
pub fn point_cost(rules: &Rules, index: usize, n: usize, hole: usize) -> u128 {
    let point = &rules.points()[index];
    let must = point.must_use.len();
    let choices = |place: &usize| if rules.positions()[*place].shared { n as u128 } else { 1 };
    // How many boards one list of places stands for, once shared places are expanded.
    let boards = |places: &[usize]| places.iter().map(choices).fold(1u128, u128::saturating_mul);
    match &point.source {
        PointSource::Board(combos) => combos.iter().fold(0u128, |sum, combo| {
            sum.saturating_add(boards(combo).saturating_mul(combination_work(hole, combo.len())))
        }),
        PointSource::HoldemStyle(places) => {
            boards(places).saturating_mul(pool_work(hole + places.len(), must))
        }
        PointSource::Hand => pool_work(hole, must),
    }
}

/// A count in words with thousands separated ("3,000,000"), for refusals: the pot's way of
/// writing whole amounts, saturating at `u64::MAX` (a count beyond it is "more than enough").
pub fn grouped(n: u128) -> String {
    crate::engine::pot::money(u64::try_from(n).unwrap_or(u64::MAX), 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_in_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(3_000_000), "3,000,000");
    }
}
