//! Poker high hands from any number of cards, bitwise, without enumerating subsets.
//!
//! One generic core ranks the best `K`-card hand (`K` = 1 to 5) of a card mask. It serves standard
//! high, short high hands, the Chinese front, 2-7 and 6-2 lows (which are inverted high values) and
//! 32-card high (which reorders two categories and has its own lowest straight).
//!
//! How it works, in the card set's four 13-bit suit lanes `a b c d`:
//! - `ranks = a | b | c | d`; a rank is held at least twice where two lanes share it, three times
//!   where three do, four where all do (a handful of ANDs and ORs, no counting per rank);
//! - a flush is a lane with at least `K` cards (one SWAR population count for all four lanes);
//! - a straight is `K` consecutive bits: AND the rank mask with itself shifted `1..K` places, with
//!   the ace copied below the two (or below the seven in the 32-card deck);
//! - kickers are the rank mask minus the ranks already used, cut to the highest few bits.
//!
//! Invariant: the returned value is never `0` when the mask holds a card (`0` means "no hand").

use super::bits::{keep_top, lanes, lanes_with_at_least, pack, rank, take_each, take_rank, top, Fields};
use super::{Category, StraightsAndFlushes};
use crate::engine::card::{Rank, Suit};
use crate::engine::card_set::CardSet;

/// Category codes in the standard order; 32-card high swaps flush and full house.
pub(crate) mod code {
    pub const HIGH_CARD: u32 = 0;
    pub const PAIR: u32 = 1;
    pub const TWO_PAIR: u32 = 2;
    pub const TRIPS: u32 = 3;
    pub const STRAIGHT: u32 = 4;
    pub const FLUSH: u32 = 5;
    pub const FULL_HOUSE: u32 = 6;
    pub const QUADS: u32 = 7;
    pub const STRAIGHT_FLUSH: u32 = 8;
}

/// Where the ace's low copy goes in the shifted rank mask used to find straights: bit 0 (below the
/// two: A-2-3-4-5), bit 5 (below the seven: A-7-8-9-T), or nowhere (the ace plays high only).
pub(crate) const ACE_BELOW_TWO: u32 = 0;
pub(crate) const ACE_BELOW_SEVEN: u32 = 5;
pub(crate) const ACE_HIGH_ONLY: u32 = u32::MAX;

/// Which category order a value uses, for decoding it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    /// 32-card order: flush above full house.
    pub stripped: bool,
}

impl Shape {
    pub(crate) const STANDARD: Shape = Shape { stripped: false };
    pub(crate) const STRIPPED: Shape = Shape { stripped: true };

    const fn flush_code(self) -> u32 {
        if self.stripped {
            code::FULL_HOUSE
        } else {
            code::FLUSH
        }
    }

    const fn full_house_code(self) -> u32 {
        if self.stripped {
            code::FLUSH
        } else {
            code::FULL_HOUSE
        }
    }

    pub(crate) fn category(self, category_code: u32) -> Category {
        match category_code {
            code::HIGH_CARD => Category::HighCard,
            code::PAIR => Category::Pair,
            code::TWO_PAIR => Category::TwoPair,
            code::TRIPS => Category::ThreeOfAKind,
            code::STRAIGHT => Category::Straight,
            c if c == self.flush_code() => Category::Flush,
            c if c == self.full_house_code() => Category::FullHouse,
            code::QUADS => Category::FourOfAKind,
            _ => Category::StraightFlush,
        }
    }
}

/// The best `K`-card straight in a rank mask as `pack(0, top, 0, mask of its ranks)`, or `0`.
///
/// The mask of the straight's ranks goes in the kicker field: it makes a hand with more cards in
/// its run rank above a shorter one with the same top, and it tells the card recovery which ranks
/// to take without knowing where the ace played.
#[inline(always)]
fn straight<const K: u32, const ACE_LOW: u32>(ranks: u32) -> u32 {
    let mut r = ranks << 1;
    if ACE_LOW != ACE_HIGH_ONLY {
        r |= (ranks >> 12 & 1) << ACE_LOW;
    }
    let mut s = r;
    let mut j = 1;
    while j < K {
        s &= r >> j;
        j += 1;
    }
    if s == 0 {
        return 0;
    }
    let i = top(s);
    let mut run = ((1u32 << K) - 1) << i >> 1;
    if ACE_LOW != ACE_HIGH_ONLY && i == ACE_LOW {
        if ACE_LOW > 0 {
            run &= !(1 << (ACE_LOW - 1));
        }
        run |= 1 << 12;
    }
    pack(0, i + K - 2, 0, run)
}

/// The value of the best `K`-card hand in `bits`.
///
/// `SF`: whether straights and flushes count. `ACE_LOW`: where the ace plays low in straights.
/// `STRIPPED`: the 32-card order (flush above full house). With fewer than `K` cards the hand is
/// ranked as if the missing cards were below every rank.
#[inline(always)]
pub(crate) fn core<const K: u32, const SF: bool, const ACE_LOW: u32, const STRIPPED: bool>(bits: u64) -> u32 {
    let shape = Shape { stripped: STRIPPED };
    let [a, b, c, d] = lanes(bits);
    let ranks = a | b | c | d;

    let mut flush = 0;
    if SF && K >= 3 {
        let flagged = lanes_with_at_least(bits, K);
        if flagged != 0 {
            // At most one lane qualifies with seven cards or fewer; with more, take the best.
            let mut best_straight_flush = 0;
            let mut best_flush = 0;
            for (i, lane) in [a, b, c, d].into_iter().enumerate() {
                if flagged >> (16 * i + 4) & 1 != 0 {
                    best_straight_flush = best_straight_flush.max(straight::<K, ACE_LOW>(lane));
                    best_flush = best_flush.max(keep_top(lane, K));
                }
            }
            if best_straight_flush != 0 {
                return pack(code::STRAIGHT_FLUSH, 0, 0, 0) | best_straight_flush;
            }
            flush = pack(shape.flush_code(), 0, 0, best_flush);
        }
    }

    let at_least_two = (a & b) | (c & d) | ((a | b) & (c | d));
    if K >= 4 {
        let quads = a & b & c & d;
        if quads != 0 {
            let q = top(quads);
            return pack(code::QUADS, q, 0, keep_top(ranks ^ 1 << q, K - 4));
        }
    }
    if STRIPPED && flush != 0 {
        return flush;
    }
    let at_least_three = (a & b & (c | d)) | (c & d & (a | b));
    if K >= 5 && at_least_three != 0 {
        let t = top(at_least_three);
        let pairs = at_least_two & !(1 << t);
        if pairs != 0 {
            return pack(shape.full_house_code(), t, top(pairs), 0);
        }
    }
    if flush != 0 {
        return flush;
    }
    if SF && K >= 3 {
        let run = straight::<K, ACE_LOW>(ranks);
        if run != 0 {
            return pack(code::STRAIGHT, 0, 0, 0) | run;
        }
    }
    if K >= 3 && at_least_three != 0 {
        let t = top(at_least_three);
        return pack(code::TRIPS, t, 0, keep_top(ranks ^ 1 << t, K - 3));
    }
    if K >= 2 && at_least_two != 0 {
        let p = top(at_least_two);
        let others = at_least_two ^ 1 << p;
        if K >= 4 && others != 0 {
            let q = top(others);
            return pack(code::TWO_PAIR, p, q, keep_top(ranks ^ 1 << p ^ 1 << q, K - 4));
        }
        return pack(code::PAIR, p, 0, keep_top(ranks ^ 1 << p, K - 2));
    }
    pack(code::HIGH_CARD, 0, 0, keep_top(ranks, K))
}

/// Lookup tables indexed by a 13-bit rank mask, built once on first use (24 KB of memory, none of
/// it in the binary: a static table would cost the browser bundle its compressed size).
struct Tables {
    /// The top rank plus one of the best straight (A-2-3-4-5 counts), or 0.
    straight: [u8; 8192],
    /// The mask of the five highest ranks (all of them if fewer).
    top_five: [u16; 8192],
}

fn tables() -> &'static Tables {
    static TABLES: std::sync::OnceLock<Box<Tables>> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Box::new(Tables { straight: [0; 8192], top_five: [0; 8192] });
        for m in 0..8192u32 {
            let run = straight::<5, ACE_BELOW_TWO>(m);
            t.straight[m as usize] = if run == 0 { 0 } else { (Fields::of(run).major + 1) as u8 };
            t.top_five[m as usize] = keep_top(m, 5) as u16;
        }
        t
    })
}

/// The highest set bit of `m` as a mask; `m` must not be zero.
#[inline(always)]
const fn high_bit(m: u32) -> u32 {
    1 << (31 - m.leading_zeros())
}

/// The `k` highest set bits of `m`, which must have at least `k` (`k` ≤ 3).
#[inline(always)]
const fn top_bits<const K: u32>(mut m: u32) -> u32 {
    let mut out = 0;
    let mut i = 0;
    while i < K {
        let h = high_bit(m);
        out |= h;
        m ^= h;
        i += 1;
    }
    out
}

/// Standard five-card high from five or more cards: the hot path.
///
/// The same ranking as `core::<5, true, ACE_BELOW_TWO, false>` (the tests check every five-card
/// hand and random larger ones against both), reordered for speed: hands with a flush (a few per
/// cent of seven-card hands) go to the general core; the rest branch on the rank multiplicities,
/// and straights and high cards are table look-ups. With five or more cards and no flush, every
/// group of kickers taken below exists, so no bit count is needed.
#[inline(always)]
pub(crate) fn five_bitwise(bits: u64) -> u32 {
    if lanes_with_at_least(bits, 5) != 0 {
        return core::<5, true, ACE_BELOW_TWO, false>(bits);
    }
    let t = tables();
    let [a, b, c, d] = lanes(bits);
    let ranks = a | b | c | d;
    let straight = |ranks: u32| {
        let s = t.straight[ranks as usize] as u32;
        if s == 0 {
            return 0;
        }
        let top = s - 1;
        let run = if top == Rank::Five as u32 { 0x100F } else { 0x1F << (top - 4) };
        pack(code::STRAIGHT, top, 0, run)
    };
    let at_least_two = (a & b) | (c & d) | ((a | b) & (c | d));
    if at_least_two == 0 {
        let run = straight(ranks);
        if run != 0 {
            return run;
        }
        return pack(code::HIGH_CARD, 0, 0, t.top_five[ranks as usize] as u32);
    }
    let at_least_three = (a & b & (c | d)) | (c & d & (a | b));
    if at_least_three != 0 {
        let quads = a & b & c & d;
        if quads != 0 {
            let q = top(quads);
            return pack(code::QUADS, q, 0, top_bits::<1>(ranks ^ 1 << q));
        }
        let t3 = top(at_least_three);
        let pairs = at_least_two ^ 1 << t3;
        if pairs != 0 {
            return pack(code::FULL_HOUSE, t3, top(pairs), 0);
        }
        let run = straight(ranks);
        if run != 0 {
            return run;
        }
        return pack(code::TRIPS, t3, 0, top_bits::<2>(ranks ^ 1 << t3));
    }
    let run = straight(ranks);
    if run != 0 {
        return run;
    }
    let p = top(at_least_two);
    let others = at_least_two ^ 1 << p;
    if others != 0 {
        let q = top(others);
        return pack(code::TWO_PAIR, p, q, top_bits::<1>(ranks ^ 1 << p ^ 1 << q));
    }
    pack(code::PAIR, p, 0, top_bits::<3>(ranks ^ 1 << p))
}

/// High of fewer than five cards ([`hashed::high`](super::hashed::high) looks up five to seven),
/// kept out of line so that the hot path stays small.
#[inline(never)]
pub(super) fn short_high(bits: u64, n: u32, short: StraightsAndFlushes) -> u32 {
    let count = short == StraightsAndFlushes::Count;
    match (n, count) {
        (4, true) => core::<4, true, ACE_BELOW_TWO, false>(bits),
        (4, false) => core::<4, false, ACE_BELOW_TWO, false>(bits),
        (3, true) => core::<3, true, ACE_BELOW_TWO, false>(bits),
        (3, false) => core::<3, false, ACE_BELOW_TWO, false>(bits),
        (2, _) => core::<2, false, ACE_BELOW_TWO, false>(bits),
        (1, _) => core::<1, false, ACE_BELOW_TWO, false>(bits),
        _ => 0,
    }
}

/// [`Ranking::ChineseFront`](super::Ranking::ChineseFront): the best three cards, no straights or
/// flushes, on the standard high scale so that it compares with five-card rows.
#[inline]
pub(crate) fn chinese_front(bits: u64) -> u32 {
    match bits.count_ones() {
        0 => 0,
        1 => core::<1, false, ACE_BELOW_TWO, false>(bits),
        2 => core::<2, false, ACE_BELOW_TWO, false>(bits),
        _ => core::<3, false, ACE_BELOW_TWO, false>(bits),
    }
}

/// The cards of `set` that make the high value `raw` (which must be the best value of `set` under
/// a high-style ranking with this shape). Among equal choices the higher suits are taken.
pub(crate) fn cards(set: CardSet, raw: u32, shape: Shape) -> CardSet {
    let f = Fields::of(raw);
    match shape.category(f.category) {
        Category::StraightFlush | Category::Flush => {
            for suit in Suit::ALL.into_iter().rev() {
                if u32::from(set.suit_ranks(suit)) & f.kickers == f.kickers {
                    let lane = u64::from(f.kickers) << (16 * suit.index());
                    return CardSet::from_bits(lane).unwrap_or_default();
                }
            }
            CardSet::EMPTY
        }
        Category::Straight | Category::HighCard => take_each(set, f.kickers),
        Category::FourOfAKind => take_rank(set, f.major, 4) | take_each(set, f.kickers),
        Category::FullHouse => take_rank(set, f.major, 3) | take_rank(set, f.minor, 2),
        Category::ThreeOfAKind => take_rank(set, f.major, 3) | take_each(set, f.kickers),
        Category::TwoPair => {
            take_rank(set, f.major, 2) | take_rank(set, f.minor, 2) | take_each(set, f.kickers)
        }
        Category::Pair => take_rank(set, f.major, 2) | take_each(set, f.kickers),
        Category::Badugi { .. } => CardSet::EMPTY,
    }
}

/// The category of a high value.
pub(crate) fn category(raw: u32, shape: Shape) -> Category {
    shape.category(Fields::of(raw).category)
}

/// A high value in words: "Two pair, kings and sevens", "Flush, K-J-8-6-3", "Royal flush".
pub(crate) fn describe(raw: u32, shape: Shape) -> String {
    let f = Fields::of(raw);
    let major = rank(f.major);
    let minor = rank(f.minor);
    let kickers = super::bits::dashed(f.kickers);
    match shape.category(f.category) {
        Category::StraightFlush if major == Rank::Ace && f.kickers.count_ones() == 5 => {
            "Royal flush".to_string()
        }
        Category::StraightFlush => format!("Straight flush, {} high", major.name()),
        Category::FourOfAKind => format!("Four of a kind, {}", major.plural()),
        Category::FullHouse => format!("Full house, {} full of {}", major.plural(), minor.plural()),
        Category::Flush => format!("Flush, {kickers}"),
        Category::Straight => format!("Straight, {} high", major.name()),
        Category::ThreeOfAKind => format!("Three of a kind, {}", major.plural()),
        Category::TwoPair => format!("Two pair, {} and {}", major.plural(), minor.plural()),
        Category::Pair => format!("Pair of {}", major.plural()),
        Category::HighCard => format!("High card, {kickers}"),
        Category::Badugi { .. } => String::new(),
    }
}
