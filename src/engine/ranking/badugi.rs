//! Badugi: the most cards of different suits and different ranks (up to four), then the lowest.
//!
//! Invariants: the value's category field is the number of cards (more beats fewer), and its
//! kicker field the inverted ace-low rank mask (for the same number of cards, a lower highest card
//! is better, then the next, and so on). Any number of cards can be given.
//!
//! Finding the best badugi is a small matching problem (ranks to suits). Rank sets are tried
//! best first, four cards before three and lowest ranks before higher, and the first one that can
//! be given distinct suits wins; Hall's condition decides that with at most 15 subset checks.

use super::bits::{dashed_ace_low, first_submask, lanes, pack, to_ace_low, Fields, RANKS};
use super::Category;
use crate::engine::card::{Card, Suit};
use crate::engine::card_set::CardSet;

/// Whether the ranks in `m` (ace-low mask) can each get a different suit among `lanes` (ace-low).
fn matchable(m: u32, lanes: [u32; 4]) -> bool {
    let mut subset = m;
    while subset != 0 {
        let suits = lanes.iter().filter(|&&lane| lane & subset != 0).count() as u32;
        if suits < subset.count_ones() {
            return false;
        }
        subset = (subset - 1) & m;
    }
    true
}

/// The badugi value of the best hand in `bits`, or `0` for no cards.
#[inline]
pub(crate) fn value(bits: u64) -> u32 {
    let lanes = lanes(bits).map(to_ace_low);
    let ranks = lanes[0] | lanes[1] | lanes[2] | lanes[3];
    let suits = lanes.iter().filter(|&&lane| lane != 0).count() as u32;
    let most = suits.min(ranks.count_ones()).min(4);
    for k in (1..=most).rev() {
        if let Some(m) = first_submask(ranks, k, |m| matchable(m, lanes).then_some(m)) {
            return pack(k, 0, 0, RANKS ^ m);
        }
    }
    0
}

fn ranks_of(raw: u32) -> u32 {
    RANKS ^ Fields::of(raw).kickers
}

/// The cards of `set` making the badugi value `raw`: the ranks' cards, each given a different
/// suit, preferring higher suits for lower ranks.
pub(crate) fn cards(set: CardSet, raw: u32) -> CardSet {
    let ranks: Vec<Card> = {
        let m = ranks_of(raw);
        (0..13)
            .filter(|b| m >> b & 1 == 1)
            .map(|b| Card::new(super::bits::ace_low_rank(b), Suit::Spades))
            .collect()
    };
    let mut chosen = Vec::new();
    if assign(set, &ranks, 0, &mut chosen) {
        CardSet::from_cards(chosen).unwrap_or_default()
    } else {
        CardSet::EMPTY
    }
}

/// Gives `ranks[at..]` distinct suits not used in `chosen`, by backtracking (four ranks at most).
fn assign(set: CardSet, ranks: &[Card], at: usize, chosen: &mut Vec<Card>) -> bool {
    let Some(rank_card) = ranks.get(at) else {
        return true;
    };
    for suit in Suit::ALL.into_iter().rev() {
        let card = Card::new(rank_card.rank(), suit);
        if set.contains(card) && chosen.iter().all(|c| c.suit() != suit) {
            chosen.push(card);
            if assign(set, ranks, at + 1, chosen) {
                return true;
            }
            chosen.pop();
        }
    }
    false
}

pub(crate) fn category(raw: u32) -> Category {
    Category::Badugi { cards: Fields::of(raw).category as u8 }
}

/// "3-card badugi 7-4-2".
pub(crate) fn describe(raw: u32) -> String {
    format!("{}-card badugi {}", Fields::of(raw).category, dashed_ace_low(ranks_of(raw)))
}
