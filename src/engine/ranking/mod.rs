//! Every hand ranking CAP uses, behind one comparable value.
//!
//! Invariants:
//! - **Greater always means better.** Each ranking normalises its own order into a [`HandValue`], so
//!   the showdown compares values with `>` and never asks whether a point is high or low. A hand
//!   that does not qualify (an 8-or-better low with a nine, fewer cards than the ranking needs) is
//!   `None`, which `Option`'s order already puts below every value.
//! - **Values describe themselves.** A value packs a category code and ranks in fixed bit fields
//!   (see [`HandValue`]); [`Ranking::describe`] decodes them directly, with no inverse table.
//! - **The cards used are kept.** [`Ranking::evaluate`] returns the value *and* the exact cards
//!   that make it ([`BestHand`]), so the showdown can highlight them. Finding the value is the fast
//!   path ([`Ranking::value`]); recovering the cards is a second, slower step done only when asked.
//! - **No tables in the binary.** Every evaluator works on the four 13-bit suit lanes of a
//!   [`CardSet`] with shifts, ANDs and population counts, for any number of cards, so the ranking
//!   layer stays a few kilobytes of code in the browser bundle. Standard high of five to seven
//!   cards, the hot path, also has look-up tables (`hashed`), built from the bitwise evaluator
//!   on first use in a few milliseconds, never compiled in.
//!
//! Readings of ambiguous rules are in `docs/rules.md (Part 2)`; each is also noted on the variant
//! that implements it.

pub(crate) mod badugi;
mod bits;
mod hashed;
mod high;
pub(crate) mod low;
mod stripped;

use std::fmt;

use super::card::Card;
use super::card_set::CardSet;

/// How strong a hand is under one [`Ranking`]: greater is better.
///
/// Values of different rankings are not comparable with each other, with one deliberate exception:
/// [`Ranking::ChineseFront`] values compare with [`Ranking::High`] values, so that "back ≥ middle ≥
/// front" can be checked.
///
/// Layout of the 32 bits, most significant first (each ranking fills the fields it needs):
///
/// | bits  | field    | meaning (high rankings)                                         |
/// |-------|----------|-----------------------------------------------------------------|
/// | 25-28 | category | the category's code in this ranking's order                     |
/// | 21-24 | major    | the rank that defines the category (pair, trips, straight top)  |
/// | 17-20 | minor    | the second rank (two pair's lower pair, full house's pair)      |
/// | 4-16  | kickers  | a 13-bit rank mask: the cards compared one by one, highest first |
/// | 0-3   | tie      | a last tie-break (32-card suit, least-suits suit count)         |
///
/// Kickers are a mask rather than rank nibbles because for hands of equal size comparing masks as
/// integers *is* comparing the ranks highest first, and a mask needs no sorting to build; a hand
/// with fewer cards has fewer bits, so missing cards count lowest, which is what the short-hand and
/// Chinese front rules need. Low rankings store an inverted high value (or an inverted rank mask),
/// so their order is still plain integer order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandValue(u32);

impl HandValue {
    /// The packed bits; equal values have equal bits and greater values greater bits.
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// Wraps a raw value from an evaluator, where `0` means "no hand".
    pub(crate) const fn from_raw(raw: u32) -> Option<HandValue> {
        if raw == 0 {
            None
        } else {
            Some(HandValue(raw))
        }
    }
}

/// Cards tallied for evaluating standard high again and again as cards are added: the board once,
/// then each player's or each run-out's cards on a copy (equity enumeration, hand-written
/// best-of loops).
///
/// Besides the cards it keeps the sum of their rank keys and suit counts, so a hand of five to
/// seven cards is valued with a flush test and one table look-up, where [`Ranking::value`] on a
/// [`CardSet`] first derives that sum from the card mask. Sixteen bytes, `Copy`; adding a card is
/// an add and an OR.
///
/// Invariant: [`value`](HighTally::value) equals `Ranking::High(HighOptions::default()).value`
/// of [`cards`](HighTally::cards), for any number of cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HighTally {
    /// See `hashed::TALLY_CARDS`.
    sum: u64,
    cards: CardSet,
}

impl HighTally {
    /// No cards.
    pub const EMPTY: HighTally = HighTally { sum: hashed::TALLY_EMPTY, cards: CardSet::EMPTY };

    /// The tally of a set of cards.
    pub fn of(cards: CardSet) -> HighTally {
        HighTally { sum: hashed::tally(hashed::tables(), cards.bits()), cards }
    }

    /// The tally with one more card, which must not be in it already (that would count it twice;
    /// checked in debug builds).
    #[inline(always)]
    #[must_use]
    pub fn with(self, card: Card) -> HighTally {
        debug_assert!(!self.cards.contains(card), "{card:?} is tallied already");
        HighTally {
            sum: self.sum.wrapping_add(hashed::TALLY_CARDS[usize::from(card.bit())]),
            cards: self.cards.union(CardSet::single(card)),
        }
    }

    /// The cards tallied.
    pub const fn cards(self) -> CardSet {
        self.cards
    }

    /// The standard high value of the best five cards (or of all, with fewer than five).
    #[inline(always)]
    pub fn value(self) -> Option<HandValue> {
        let bits = self.cards.bits();
        let raw = hashed::tally_value_unchecked(self.sum, bits);
        HandValue::from_raw(if raw != 0 { raw } else { Self::slow(bits) })
    }

    /// Fewer than five cards or more than seven, or the tables not built yet: out of line, so that
    /// the common case stays small enough to inline into callers' loops.
    #[inline(never)]
    #[cold]
    fn slow(bits: u64) -> u32 {
        hashed::high(bits, StraightsAndFlushes::Count)
    }
}

/// The best hand a player can make: its value and exactly the cards that make it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestHand {
    /// How strong the hand is.
    pub value: HandValue,
    /// The cards used: five for five-card rankings, up to four for badugi, three for a Chinese
    /// front, all of them for a short high hand.
    pub cards: CardSet,
}

/// What kind of hand a value is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Category {
    /// No pair, no straight, no flush. Every qualifying 8-or-better low and every 2-7 or 6-2 low
    /// without a pair is in this category.
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    /// A badugi of this many cards (1 to 4).
    Badugi {
        cards: u8,
    },
}

/// Whether straights and flushes count in a high hand of fewer than five cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum StraightsAndFlushes {
    /// Three or four cards in sequence are a straight, all of one suit a flush (the default, as in
    /// five-card poker).
    #[default]
    Count,
    /// Only pairs, trips and quads count (as in a Chinese front hand).
    Ignore,
}

/// How a high hand of fewer than five cards is ranked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ShortHands {
    pub straights_and_flushes: StraightsAndFlushes,
}

/// Options of [`Ranking::High`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct HighOptions {
    /// How hands of fewer than five cards are ranked (allocation games).
    pub short_hand: ShortHands,
}

/// Whether A-2-3-4-5 is a straight in 2-7 low.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Wheel {
    /// The ace plays high only: A-5-4-3-2 is an ace-high hand, not a straight (the usual
    /// deuce-to-seven reading, and this app's default).
    #[default]
    AceHigh,
    /// A-2-3-4-5 is a five-high straight, as it is in standard high ("the reverse of standard high
    /// ranking" read literally).
    Straight,
}

/// Options of [`Ranking::DeuceSevenLow`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct DeuceSevenOptions {
    pub wheel: Wheel,
}

/// The lows that a least-suits point can be played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LowRanking {
    EightOrBetter,
    DeuceSeven(DeuceSevenOptions),
    SixTwo,
}

/// A way of ranking hands. Plain data: games declare their points with it.
///
/// ```
/// use cap::engine::card_set::CardSet;
/// use cap::engine::ranking::{HighOptions, Ranking};
///
/// let high = Ranking::High(HighOptions::default());
/// let cards: CardSet = "Ks Kd 7h 7c 2s 9d Jc".parse().unwrap();
/// let best = high.evaluate(cards).unwrap();
/// assert_eq!(high.describe(best.value), "Two pair, kings and sevens");
/// assert_eq!(best.cards.to_string(), "Kd Ks Jc 7h 7c");
///
/// let low = Ranking::EightOrBetterLow;
/// let best = low.evaluate("8s 6d 5h 3c Ac Kd 9s".parse().unwrap()).unwrap();
/// assert_eq!(low.describe(best.value), "8-6-5-3-A low");
/// assert_eq!(low.evaluate("9s 6d 5h 3c Ac".parse().unwrap()), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Ranking {
    /// Standard poker high: the best five cards, or all the cards when there are fewer than five.
    ///
    /// A short hand (one to four cards) uses the five-card category order; a run of three or four
    /// ranks is a straight and three or four cards of one suit a flush when the options say they
    /// count; one or two cards never make either. See `docs/rules.md (Part 2)`, "Short high hands".
    High(HighOptions),
    /// 8-or-better low: ace low, straights and flushes ignored, qualifies only with five distinct
    /// ranks of eight or lower.
    EightOrBetterLow,
    /// 2-7 (deuce-to-seven) low: the reverse of standard high with the ace high; straights and
    /// flushes count against. Always qualifies with five cards.
    DeuceSevenLow(DeuceSevenOptions),
    /// 6-2 low: ace high, straights and flushes ignored, pairs count against. Always qualifies with
    /// five cards; the best hand is 6-5-4-3-2.
    SixTwoLow,
    /// Badugi: up to four cards of different suits and ranks, ace low; more cards beat fewer, then
    /// the lower highest card wins.
    Badugi,
    /// A low where equal lows are separated by fewer distinct suits among the five cards used. A
    /// player's best hand is the best low first, then the fewest suits that make it.
    LeastSuits(LowRanking),
    /// 32-card draw high: straight flush, four of a kind, flush, full house, straight, ... with
    /// A-7-8-9-T the lowest straight and exact ties broken by suit (hearts > diamonds > clubs >
    /// spades): flushes, straights, straight flushes and high cards by the highest card's suit,
    /// pairs and two pairs by the highest kicker's suit. Cards below seven are not in this deck
    /// and are ignored.
    Stripped32,
    /// The three-card front hand of Chinese poker: trips, then a pair, then high card; straights
    /// and flushes do not count. Values compare with [`Ranking::High`] values: a front pair with
    /// one kicker against a five-card pair of the same rank compares the kickers in turn and a
    /// missing kicker counts lowest.
    ChineseFront,
}

impl Ranking {
    /// The value of the best hand that can be made from `cards` (any number of them), or `None`
    /// when no hand qualifies. The fast path: use it in loops, then call
    /// [`evaluate`](Ranking::evaluate) once on the winner for the cards.
    #[inline]
    pub fn value(&self, cards: CardSet) -> Option<HandValue> {
        // Standard high, the common case, skips the dispatch over every ranking.
        if let Ranking::High(options) = *self {
            return HandValue::from_raw(hashed::high(cards.bits(), options.short_hand.straights_and_flushes));
        }
        HandValue::from_raw(self.raw_value(cards.bits()))
    }

    /// The best hand that can be made from `cards` (any number of them), with exactly the cards it
    /// uses, or `None` when no hand qualifies.
    ///
    /// When several choices of cards give the same value the choice is deterministic: the
    /// higher-suited card is preferred (hearts, diamonds, clubs, spades).
    pub fn evaluate(&self, cards: CardSet) -> Option<BestHand> {
        let raw = self.raw_value(cards.bits());
        let value = HandValue::from_raw(raw)?;
        let used = match *self {
            Ranking::High(_) | Ranking::ChineseFront => high::cards(cards, raw, high::Shape::STANDARD),
            Ranking::EightOrBetterLow => low::eight_or_better_cards(cards, raw),
            Ranking::DeuceSevenLow(options) => low::deuce_seven_cards(cards, raw, options.wheel),
            Ranking::SixTwoLow => low::six_two_cards(cards, raw),
            Ranking::Badugi => badugi::cards(cards, raw),
            Ranking::LeastSuits(low) => low::least_suits_cards(cards, raw, low),
            Ranking::Stripped32 => stripped::cards(cards, raw),
        };
        Some(BestHand { value, cards: used })
    }

    /// The raw value (`0` = no hand) of the best hand in `bits`.
    #[inline]
    pub(crate) fn raw_value(&self, bits: u64) -> u32 {
        match *self {
            Ranking::High(options) => hashed::high(bits, options.short_hand.straights_and_flushes),
            Ranking::EightOrBetterLow => low::eight_or_better(bits),
            Ranking::DeuceSevenLow(options) => low::deuce_seven(bits, options.wheel),
            Ranking::SixTwoLow => low::six_two(bits),
            Ranking::Badugi => badugi::value(bits),
            Ranking::LeastSuits(low) => low::least_suits(bits, low),
            Ranking::Stripped32 => stripped::value(bits),
            Ranking::ChineseFront => high::chinese_front(bits),
        }
    }

    /// The low this ranking plays, on its own or under least suits.
    pub(crate) fn low(&self) -> Option<LowRanking> {
        match *self {
            Ranking::EightOrBetterLow => Some(LowRanking::EightOrBetter),
            Ranking::DeuceSevenLow(options) => Some(LowRanking::DeuceSeven(options)),
            Ranking::SixTwoLow => Some(LowRanking::SixTwo),
            Ranking::LeastSuits(low) => Some(low),
            _ => None,
        }
    }

    /// How many cards a hand of this ranking uses when `available` cards can be chosen from, as
    /// an inclusive range (badugi: one to four; everything else: one exact size).
    pub(crate) fn hand_sizes(&self, available: usize) -> (usize, usize) {
        match self {
            Ranking::High(_) => (available.min(5), available.min(5)),
            Ranking::ChineseFront => (available.min(3), available.min(3)),
            Ranking::Badugi => (1, available.min(4)),
            _ => (5, 5),
        }
    }

    /// The raw value of using exactly `bits` as the hand (`0` if those cards are not a hand of this
    /// ranking on their own, e.g. a badugi with two cards of a suit).
    pub(crate) fn raw_value_exact(&self, bits: u64) -> u32 {
        let n = bits.count_ones() as usize;
        let (least, most) = self.hand_sizes(n);
        if n < least || n > most {
            return 0;
        }
        let raw = self.raw_value(bits);
        match self {
            Ranking::Badugi if (raw >> bits::CAT_SHIFT) as usize != n => 0,
            _ => raw,
        }
    }

    /// The category of a value of this ranking.
    pub fn category(&self, value: HandValue) -> Category {
        let raw = value.0;
        match *self {
            Ranking::High(_) | Ranking::ChineseFront => high::category(raw, high::Shape::STANDARD),
            Ranking::Stripped32 => high::category(raw, high::Shape::STRIPPED),
            Ranking::EightOrBetterLow => Category::HighCard,
            Ranking::DeuceSevenLow(_) | Ranking::SixTwoLow => low::category(raw),
            Ranking::LeastSuits(LowRanking::EightOrBetter) => Category::HighCard,
            Ranking::LeastSuits(_) => low::category(raw),
            Ranking::Badugi => badugi::category(raw),
        }
    }

    /// What a hand needs to qualify, in words, for a ranking where some five cards do not (the
    /// 8-or-better lows); `None` where any five cards make a hand. The teaching drills say it when
    /// nobody wins a point.
    pub fn qualifier_words(&self) -> Option<&'static str> {
        match *self {
            Ranking::EightOrBetterLow | Ranking::LeastSuits(LowRanking::EightOrBetter) => {
                Some("five cards of different ranks, 8 or under (the ace is low)")
            }
            _ => None,
        }
    }

    /// Whether `card` can be one of five cards that qualify, found by this ranking's own
    /// evaluator: some four cards of other ranks and other suits complete it to a qualifying hand.
    /// (For 8-or-better, the ace to the eight can; a nine or higher never does.)
    pub fn card_can_qualify(&self, card: Card) -> bool {
        use super::card::{Rank, Suit};
        let others: Vec<Rank> = Rank::ALL.into_iter().filter(|&r| r != card.rank()).collect();
        let suits: Vec<Suit> = Suit::ALL.into_iter().filter(|&s| s != card.suit()).collect();
        let n = others.len();
        // Every choice of four other ranks, in suits that never make a flush with `card`.
        (0..n).any(|a| {
            (a + 1..n).any(|b| {
                (b + 1..n).any(|c| {
                    (c + 1..n).any(|d| {
                        let mut hand = CardSet::single(card);
                        for (i, r) in [a, b, c, d].into_iter().enumerate() {
                            hand.insert(Card::new(others[r], suits[i % suits.len()]));
                        }
                        self.value(hand).is_some()
                    })
                })
            })
        })
    }

    /// A value in words: "Two pair, kings and sevens", "8-6-5-3-A low", "3-card badugi 7-4-2".
    pub fn describe(&self, value: HandValue) -> String {
        let raw = value.0;
        match *self {
            Ranking::High(_) | Ranking::ChineseFront => high::describe(raw, high::Shape::STANDARD),
            Ranking::EightOrBetterLow => low::describe_eight_or_better(raw),
            Ranking::DeuceSevenLow(_) => low::describe_inverted(raw, "7-2 low"),
            Ranking::SixTwoLow => low::describe_inverted(raw, "6-2 low"),
            Ranking::Badugi => badugi::describe(raw),
            Ranking::LeastSuits(low) => low::describe_least_suits(raw, low),
            Ranking::Stripped32 => stripped::describe(raw),
        }
    }
}

/// A [`Ranking::Stripped32`] value without its suit tie-break: equal for hands equal in rank, so
/// the 32-card showdown can say when the suit decided.
pub(crate) fn stripped_without_suit(value: HandValue) -> u32 {
    stripped::without_suit(value.bits())
}

/// Standard high of five or more cards (raw value): the inner-loop evaluator for selections that
/// already know their pools hold five cards.
#[inline(always)]
pub(crate) fn five_card_high(bits: u64) -> u32 {
    hashed::five(bits)
}

/// Standard high over the five-card pools `pair | triple` (Omaha-style): the best raw value and its
/// pool, pairs in the outer loop and triples in the inner, the first of equal values kept.
#[inline]
pub(crate) fn best_high_pair_and_triple(
    pairs: impl Iterator<Item = u64>,
    triples: &[u64],
) -> Option<(u32, u64)> {
    hashed::best_pair_and_triple(pairs, triples)
}

impl fmt::Display for Ranking {
    /// The ranking's name as a player would say it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Ranking::High(HighOptions { short_hand }) => match short_hand.straights_and_flushes {
                StraightsAndFlushes::Count => f.write_str("high"),
                StraightsAndFlushes::Ignore => f.write_str("high (short hands without straights or flushes)"),
            },
            Ranking::EightOrBetterLow => f.write_str("8-or-better low"),
            Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::AceHigh }) => f.write_str("7-2 low"),
            Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::Straight }) => {
                f.write_str("7-2 low (A-2-3-4-5 is a straight)")
            }
            Ranking::SixTwoLow => f.write_str("6-2 low"),
            Ranking::Badugi => f.write_str("badugi"),
            Ranking::LeastSuits(low) => {
                let low = match low {
                    LowRanking::EightOrBetter => Ranking::EightOrBetterLow,
                    LowRanking::DeuceSeven(options) => Ranking::DeuceSevenLow(options),
                    LowRanking::SixTwo => Ranking::SixTwoLow,
                };
                write!(f, "least suits ({low})")
            }
            Ranking::Stripped32 => f.write_str("32-card high"),
            Ranking::ChineseFront => f.write_str("Chinese poker front"),
        }
    }
}
