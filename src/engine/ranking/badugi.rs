//! Badugi: the most cards of different suits and different ranks (up to four), then the lowest.
//!
//! Invariants: the value's category field is the number of cards (more beats fewer), and its
//! kicker field the inverted ace-low rank mask (for the same number of cards, a lower highest card
//! is better, then the next, and so on). Any number of cards can be given.
//!
//! Finding the best badugi is a small matching problem (ranks to suits). Rank sets are tried
//! best first, four cards before three and lowest ranks before higher, and the first one that can
//! be given distinct suits wins; Hall's condition decides that with at most 15 subset checks.

use super::bits::{dashed_ace_low, first_submask, in_every_suit, lanes, pack, to_ace_low, Fields, RANKS};
use super::Category;
use crate::engine::card::{Card, Rank, Suit};
use crate::engine::card_set::{CardSet, LANE};

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
    value_of_at_most(bits, 4)
}

/// The badugi value of the best hand of at most `most` cards in `bits`, or `0` for none.
#[inline]
fn value_of_at_most(bits: u64, most: u32) -> u32 {
    let lanes = lanes(bits).map(to_ace_low);
    let ranks = lanes[0] | lanes[1] | lanes[2] | lanes[3];
    let suits = lanes.iter().filter(|&&lane| lane != 0).count() as u32;
    let most = suits.min(ranks.count_ones()).min(most);
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

/// The badugi value of the best hand of `line` and `hole` cards that takes at most `most` hole
/// cards (a make-5 line's, whose pools have room for that many), or `0` for no cards.
///
/// The hand's line cards are one of the line's badugis (at most 2^5 to try), and its hole cards
/// the best badugi of at most the cards left of the hole cards with none of their suits or ranks:
/// for given line cards more hole cards are better, and then, the rank masks being disjoint, the
/// lower hole ranks make the lower whole.
pub(crate) fn value_with_at_most(line: u64, hole: u64, most: u32) -> u32 {
    let mut best = 0;
    let mut part = line;
    loop {
        let lanes = lanes(part);
        let ranks = lanes[0] | lanes[1] | lanes[2] | lanes[3];
        let n = part.count_ones();
        if ranks.count_ones() == n && lanes.iter().all(|lane| lane.count_ones() <= 1) {
            let clear_suits = (0..4).filter(|&s| lanes[s] != 0).fold(0, |m, s| m | LANE << (16 * s));
            let left = hole & !clear_suits & !in_every_suit(ranks);
            let rest = value_of_at_most(left, most.min(4 - n));
            let count = n + Fields::of(rest).category;
            let rest_ranks = if rest == 0 { 0 } else { ranks_of(rest) };
            if count > 0 {
                best = best.max(pack(count, 0, 0, RANKS ^ (to_ace_low(ranks) | rest_ranks)));
            }
        }
        if part == 0 {
            return best;
        }
        part = (part - 1) & line;
    }
}

/// The cards of `set` making the badugi value `raw`: the ranks' cards, each given a different
/// suit, preferring higher suits for lower ranks.
pub(crate) fn cards(set: CardSet, raw: u32) -> CardSet {
    let mut cards = CardSet::EMPTY;
    each_hand(set, raw, |hand| {
        cards = hand;
        true
    });
    cards
}

/// Calls `found` on each hand of `set` with the badugi value `raw` (its ranks, each given a
/// different suit), in the order [`cards`] prefers them, until it returns `true`.
pub(crate) fn each_hand(set: CardSet, raw: u32, mut found: impl FnMut(CardSet) -> bool) {
    let m = ranks_of(raw);
    if m.count_ones() > 4 {
        return;
    }
    let mut ranks = [Rank::Two; 4];
    for (slot, b) in ranks.iter_mut().zip((0..13).filter(|b| m >> b & 1 == 1)) {
        *slot = super::bits::ace_low_rank(b);
    }
    assign(set, &ranks[..m.count_ones() as usize], CardSet::EMPTY, &mut found);
}

/// Gives `ranks` distinct suits not used in `chosen`, by backtracking (four ranks at most), higher
/// suits first; calls `found` on each complete hand until it returns `true`.
fn assign(set: CardSet, ranks: &[Rank], chosen: CardSet, found: &mut impl FnMut(CardSet) -> bool) -> bool {
    let Some((&rank, rest)) = ranks.split_first() else {
        return found(chosen);
    };
    Suit::ALL.into_iter().rev().any(|suit| {
        let card = Card::new(rank, suit);
        set.contains(card)
            && chosen.bits() >> (16 * suit as u32) & LANE == 0
            && assign(set, rest, chosen | CardSet::single(card), found)
    })
}

pub(crate) fn category(raw: u32) -> Category {
    Category::Badugi { cards: Fields::of(raw).category as u8 }
}

/// "3-card badugi 7-4-2".
pub(crate) fn describe(raw: u32) -> String {
    format!("{}-card badugi {}", Fields::of(raw).category, dashed_ace_low(ranks_of(raw)))
}
