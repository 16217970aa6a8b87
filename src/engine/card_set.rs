//! Sets of cards as one 64-bit mask, and the two decks CAP deals from.
//!
//! Invariants:
//! - Bit `suit * 16 + rank` is set exactly when that card is in the set; bits 13..16 of each
//!   16-bit suit lane are always clear, so every bit pattern a `CardSet` holds is a real set of
//!   real cards. Keeping each suit in its own 16-bit lane makes a suit's ranks a shift and a mask,
//!   a flush a population count, and the union of the four lanes the set's ranks: the rankings
//!   work on these lanes directly instead of on lists of cards.
//! - Sets are values: union, intersection and difference return new sets; a set cannot hold a
//!   card twice, and building a set from a list that does is an error naming the card.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub, SubAssign};
use std::str::FromStr;

use super::card::{parse_cards, Card, ParseCardsError, Rank, Suit};

/// The bits of one suit lane that are real ranks.
pub(crate) const LANE: u64 = 0x1FFF;
/// Every bit that is a real card.
pub(crate) const ALL_CARDS: u64 = LANE | LANE << 16 | LANE << 32 | LANE << 48;

/// A set of cards.
///
/// ```
/// use cap::engine::card_set::CardSet;
///
/// let hand: CardSet = "As Kd 7h".parse().unwrap();
/// assert_eq!(hand.len(), 3);
/// assert!(hand.contains("Kd".parse().unwrap()));
/// assert_eq!(hand.to_string(), "As Kd 7h");
///
/// let err = "As Kd As".parse::<CardSet>().unwrap_err();
/// assert_eq!(err.to_string(), "As is given twice");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardSet(u64);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The set holding just `card`.
    pub const fn single(card: Card) -> CardSet {
        CardSet(1 << card.bit())
    }

    /// The set of these cards, or the first card given twice.
    pub fn from_cards(cards: impl IntoIterator<Item = Card>) -> Result<CardSet, DuplicateCardError> {
        let mut set = CardSet::EMPTY;
        for card in cards {
            if !set.insert(card) {
                return Err(DuplicateCardError { card });
            }
        }
        Ok(set)
    }

    /// The set with exactly these bits (`suit * 16 + rank`), or `None` if a bit is not a card.
    pub const fn from_bits(bits: u64) -> Option<CardSet> {
        if bits & !ALL_CARDS == 0 {
            Some(CardSet(bits))
        } else {
            None
        }
    }

    /// The raw mask: bit `suit * 16 + rank` per card.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// How many cards the set holds.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no card.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether `card` is in the set.
    pub const fn contains(self, card: Card) -> bool {
        self.0 >> card.bit() & 1 == 1
    }

    /// Whether every card of `other` is in this set.
    pub const fn is_superset(self, other: CardSet) -> bool {
        other.0 & !self.0 == 0
    }

    /// Whether the two sets share no card.
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// Adds `card`; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let new = !self.contains(card);
        self.0 |= 1 << card.bit();
        new
    }

    /// Removes `card`; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let was = self.contains(card);
        self.0 &= !(1 << card.bit());
        was
    }

    /// The cards in either set.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in this set and not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The ranks of one suit as a 13-bit mask, bit `rank`.
    pub const fn suit_ranks(self, suit: Suit) -> u16 {
        (self.0 >> (suit as u8 * 16) & LANE) as u16
    }

    /// The ranks present in any suit as a 13-bit mask, bit `rank`.
    pub const fn ranks(self) -> u16 {
        let b = self.0;
        ((b | b >> 16 | b >> 32 | b >> 48) & LANE) as u16
    }

    /// The cards of the set that have rank `rank`.
    pub const fn of_rank(self, rank: Rank) -> CardSet {
        CardSet(self.0 & (0x0001_0001_0001_0001 << rank as u8))
    }

    /// The cards of the set that have suit `suit`.
    pub const fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & LANE << (suit as u8 * 16))
    }

    /// How many different suits the set's cards have.
    pub const fn suit_count(self) -> usize {
        let b = self.0;
        (b & LANE != 0) as usize
            + (b & LANE << 16 != 0) as usize
            + (b & LANE << 32 != 0) as usize
            + (b & LANE << 48 != 0) as usize
    }

    /// The cards in order of their bits: spades first, each suit from the two up.
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }

    /// The cards highest rank first, ties broken by suit (hearts first): the order people read.
    pub fn sorted_by_rank(self) -> Vec<Card> {
        let mut cards: Vec<Card> = self.iter().collect();
        crate::engine::sort::sort_by_key(&mut cards, |c| std::cmp::Reverse((c.rank(), c.suit())));
        cards
    }

    /// The lowest card (by bit), if any.
    pub fn first(self) -> Option<Card> {
        self.iter().next()
    }

    /// Every `size`-card subset, in a fixed order (lexicographic in the cards' bit order).
    ///
    /// Allocation-free after the start: the subsets are produced from an index array, so callers
    /// can walk tens of thousands of them in an inner loop.
    pub fn subsets(self, size: usize) -> Subsets {
        Subsets::new(self, size)
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

/// The cards of a set, in bit order. See [`CardSet::iter`]. (Not `Cards`: that is
/// [`crate::engine::card::Cards`], a number of cards in words.)
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Card;

    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Card::from_bit(bit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

/// The `size`-card subsets of a set. See [`CardSet::subsets`].
#[derive(Clone, Debug)]
pub struct Subsets {
    /// The set's cards as single-bit masks, in bit order.
    cards: [u64; 52],
    n: usize,
    size: usize,
    /// Indices into `cards` of the next subset, increasing; `None` when done.
    at: Option<[u8; 52]>,
}

impl Subsets {
    fn new(set: CardSet, size: usize) -> Subsets {
        let mut cards = [0u64; 52];
        let mut n = 0;
        for card in set {
            cards[n] = 1 << card.bit();
            n += 1;
        }
        let mut at = [0u8; 52];
        for (i, slot) in at.iter_mut().enumerate().take(size.min(52)) {
            *slot = i as u8;
        }
        Subsets { cards, n, size, at: (size <= n).then_some(at) }
    }
}

impl Iterator for Subsets {
    type Item = CardSet;

    fn next(&mut self) -> Option<CardSet> {
        let at = self.at.as_mut()?;
        let k = self.size;
        let mut bits = 0;
        for &i in &at[..k] {
            bits |= self.cards[i as usize];
        }
        // Advance to the next combination: bump the rightmost index that can still move.
        let mut i = k;
        loop {
            if i == 0 {
                self.at = None;
                break;
            }
            i -= 1;
            if (at[i] as usize) < self.n - k + i {
                at[i] += 1;
                for j in i + 1..k {
                    at[j] = at[j - 1] + 1;
                }
                break;
            }
        }
        Some(CardSet(bits))
    }
}

impl fmt::Display for CardSet {
    /// Canonical cards separated by spaces, highest rank first: `As Kd 7h`. The empty set prints
    /// as nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, card) in self.sorted_by_rank().into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet({self})")
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::single(card)
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, other: CardSet) -> CardSet {
        self.union(other)
    }
}

impl BitOrAssign for CardSet {
    fn bitor_assign(&mut self, other: CardSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, other: CardSet) -> CardSet {
        self.intersection(other)
    }
}

impl BitAndAssign for CardSet {
    fn bitand_assign(&mut self, other: CardSet) {
        self.0 &= other.0;
    }
}

impl Sub for CardSet {
    type Output = CardSet;
    fn sub(self, other: CardSet) -> CardSet {
        self.difference(other)
    }
}

impl SubAssign for CardSet {
    fn sub_assign(&mut self, other: CardSet) {
        self.0 &= !other.0;
    }
}

impl Not for CardSet {
    type Output = CardSet;
    /// Every card of the 52 not in the set.
    fn not(self) -> CardSet {
        CardSet(!self.0 & ALL_CARDS)
    }
}

/// A card given twice where a set was being built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DuplicateCardError {
    /// The card that was already in the set.
    pub card: Card,
}

impl fmt::Display for DuplicateCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is given twice", self.card)
    }
}

impl std::error::Error for DuplicateCardError {}

/// Text that is not a set of cards: a card that does not parse, or one given twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCardSetError {
    /// Some text is not a card.
    Card(ParseCardsError),
    /// A card appears twice.
    Duplicate(DuplicateCardError),
}

impl fmt::Display for ParseCardSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCardSetError::Card(e) => e.fmt(f),
            ParseCardSetError::Duplicate(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParseCardSetError {}

impl FromStr for CardSet {
    type Err = ParseCardSetError;

    /// Reads a run of cards as [`parse_cards`] does and rejects a card given twice.
    fn from_str(text: &str) -> Result<CardSet, ParseCardSetError> {
        let cards = parse_cards(text).map_err(ParseCardSetError::Card)?;
        CardSet::from_cards(cards).map_err(ParseCardSetError::Duplicate)
    }
}

/// The decks CAP deals from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Deck {
    /// The standard 52 cards.
    Standard52,
    /// The 32 cards from seven up to ace of 32-card draw (twos to sixes removed).
    Stripped32,
}

impl Deck {
    /// Every card of the deck as a set.
    pub const fn full(self) -> CardSet {
        match self {
            Deck::Standard52 => CardSet(ALL_CARDS),
            // Ranks Seven (index 5) up to Ace (12) in each lane.
            Deck::Stripped32 => CardSet(0x1FE0_u64 * 0x0001_0001_0001_0001),
        }
    }

    /// Every card of the deck, in bit order (spades first, each suit from its lowest rank).
    pub fn cards(self) -> Vec<Card> {
        self.full().iter().collect()
    }

    /// How many cards the deck has.
    pub const fn card_count(self) -> usize {
        self.full().len()
    }

    /// Whether the deck holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.full().contains(card)
    }
}
