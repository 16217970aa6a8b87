//! 32-card draw high: the stripped deck's own category order, lowest straight and suit tie-break.
//!
//! The ranking, from the 32-card draw rules: straight flush > four of a kind > flush > full house >
//! straight > three of a kind > two pair > pair > high card (flush and full house swap places with
//! standard poker because the stripped deck makes flushes rarer); the ace plays high or low, so
//! A-7-8-9-T is the lowest straight. Hands equal in rank are decided by suit, hearts > diamonds >
//! clubs > spades ([`Suit`]'s order): flushes, straights, straight flushes and high cards by the
//! suit of the highest card (the ten of A-7-8-9-T), pairs and two pairs by the suit of the highest
//! kicker. Full houses, trips and quads cannot tie in one deck, so they get no suit.
//!
//! Invariant: only the 32 cards seven to ace are looked at; other cards are ignored.

use super::bits::{take_rank, top, Fields};
use super::high::{self, core, Shape, ACE_BELOW_SEVEN};
use super::Category;
use crate::engine::card::Suit;
use crate::engine::card_set::{CardSet, Deck};

const DECK: u64 = Deck::Stripped32.full().bits();

/// The 32-card value of the best five cards of `bits`, or `0` with fewer than five deck cards.
#[inline]
pub(crate) fn value(bits: u64) -> u32 {
    let bits = bits & DECK;
    if bits.count_ones() < 5 {
        return 0;
    }
    let raw = core::<5, true, ACE_BELOW_SEVEN, true>(bits);
    raw | tie(bits, raw)
}

/// The suit that breaks an exact tie, as its index (spades 0 … hearts 3).
fn tie(bits: u64, raw: u32) -> u32 {
    let set = CardSet::from_bits(bits).unwrap_or_default();
    let f = Fields::of(raw);
    let suit_of_rank = |r: u32| take_rank(set, r, 1).first().map_or(0, |c| u32::from(c.suit().index()));
    match Shape::STRIPPED.category(f.category) {
        Category::StraightFlush | Category::Flush => Suit::ALL
            .into_iter()
            .rev()
            .find(|&s| u32::from(set.suit_ranks(s)) & f.kickers == f.kickers)
            .map_or(0, |s| u32::from(s.index())),
        Category::Straight => suit_of_rank(f.major),
        Category::HighCard | Category::Pair | Category::TwoPair => suit_of_rank(top(f.kickers)),
        _ => 0,
    }
}

/// A 32-card value without its suit tie-break: equal for hands equal in rank.
pub(crate) fn without_suit(raw: u32) -> u32 {
    raw & !15
}

pub(crate) fn cards(set: CardSet, raw: u32) -> CardSet {
    let within = set & Deck::Stripped32.full();
    // The high recovery takes the highest suits, which is exactly what the tie-break rewards.
    high::cards(within, raw & !15, Shape::STRIPPED)
}

/// "Flush, A-K-J-9-8 (hearts)", "Pair of kings (ace of hearts kicker)".
pub(crate) fn describe(raw: u32) -> String {
    let f = Fields::of(raw);
    let base = high::describe(raw & !15, Shape::STRIPPED);
    let suit = Suit::ALL[(f.tie & 3) as usize];
    let label = |r: u32| crate::engine::card::Card::new(super::bits::rank(r), suit).label();
    match Shape::STRIPPED.category(f.category) {
        Category::StraightFlush | Category::Flush => format!("{base} ({})", suit.name()),
        Category::Straight => format!("{base} ({})", label(f.major)),
        Category::HighCard => format!("{base} ({})", label(top(f.kickers))),
        Category::Pair | Category::TwoPair => format!("{base} ({} kicker)", label(top(f.kickers))),
        _ => base,
    }
}
