//! Bit-level helpers shared by the evaluators: the value layout and rank-mask tricks.
//!
//! Rank masks are 13-bit `u32`s with bit `rank` set (`Two` = bit 0, `Ace` = bit 12) unless a
//! function says it works on an ace-low mask (`Ace` = bit 0, `Two` = bit 1, …, `King` = bit 12).

use crate::engine::card::Rank;
use crate::engine::card_set::{CardSet, LANE};

pub(crate) const CAT_SHIFT: u32 = 25;
pub(crate) const MAJOR_SHIFT: u32 = 21;
pub(crate) const MINOR_SHIFT: u32 = 17;
pub(crate) const KICK_SHIFT: u32 = 4;
pub(crate) const RANKS: u32 = 0x1FFF;

/// Packs the fields of a value (see [`HandValue`](super::HandValue) for the layout).
#[inline(always)]
pub(crate) const fn pack(category: u32, major: u32, minor: u32, kickers: u32) -> u32 {
    category << CAT_SHIFT | major << MAJOR_SHIFT | minor << MINOR_SHIFT | kickers << KICK_SHIFT
}

/// The fields of a packed value.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Fields {
    pub category: u32,
    pub major: u32,
    pub minor: u32,
    pub kickers: u32,
    pub tie: u32,
}

impl Fields {
    pub(crate) const fn of(raw: u32) -> Fields {
        Fields {
            category: raw >> CAT_SHIFT & 15,
            major: raw >> MAJOR_SHIFT & 15,
            minor: raw >> MINOR_SHIFT & 15,
            kickers: raw >> KICK_SHIFT & RANKS,
            tie: raw & 15,
        }
    }
}

/// Flips every field above the tie-break: turns "higher is better" into "lower is better" for the
/// lows that are the reverse of a high ranking, and back again (it is its own inverse).
pub(crate) const INVERT: u32 = 0x1FFF_FFF0;

/// The four suit lanes of a card mask, spades first.
#[inline(always)]
pub(crate) const fn lanes(bits: u64) -> [u32; 4] {
    [(bits & LANE) as u32, (bits >> 16 & LANE) as u32, (bits >> 32 & LANE) as u32, (bits >> 48 & LANE) as u32]
}

/// Every card of the ranks in `ranks` (a rank mask), in all four suits.
#[inline(always)]
pub(crate) const fn in_every_suit(ranks: u32) -> u64 {
    ranks as u64 * 0x0001_0001_0001_0001
}

/// The number of cards in each 16-bit suit lane, each count in the low byte of its lane.
///
/// One SWAR population count over the whole mask instead of four: the baseline x86-64 and wasm
/// targets differ in whether `popcnt` is a single instruction, and this is cheap on both.
#[inline(always)]
pub(crate) const fn lane_counts(bits: u64) -> u64 {
    let x = bits - (bits >> 1 & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + (x >> 2 & 0x3333_3333_3333_3333);
    let x = (x + (x >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
    (x + (x >> 8)) & 0x00FF_00FF_00FF_00FF
}

/// Bit 4 of each lane set where the lane holds at least `k` cards (`k` in `1..=16`).
#[inline(always)]
pub(crate) const fn lanes_with_at_least(bits: u64, k: u32) -> u64 {
    (lane_counts(bits) + (16 - k as u64) * 0x0001_0001_0001_0001) & 0x0010_0010_0010_0010
}

/// The index of the highest set bit; `m` must not be zero.
#[inline(always)]
pub(crate) const fn top(m: u32) -> u32 {
    31 - m.leading_zeros()
}

/// `m` with all but its `k` highest set bits cleared.
#[inline(always)]
pub(crate) const fn keep_top(mut m: u32, k: u32) -> u32 {
    let mut extra = m.count_ones().saturating_sub(k);
    while extra > 0 {
        m &= m - 1;
        extra -= 1;
    }
    m
}

/// `m` with all but its `k` lowest set bits kept.
#[inline(always)]
pub(crate) const fn keep_low(mut m: u32, k: u32) -> u32 {
    let mut kept = 0;
    let mut i = 0;
    while i < k && m != 0 {
        let lowest = m & m.wrapping_neg();
        kept |= lowest;
        m ^= lowest;
        i += 1;
    }
    kept
}

/// A rank mask turned ace-low: the ace moves from bit 12 to bit 0, every other rank up one.
#[inline(always)]
pub(crate) const fn to_ace_low(ranks: u32) -> u32 {
    (ranks << 1 | ranks >> 12) & RANKS
}

/// The rank at bit `bit` of an ace-low mask.
pub(crate) const fn ace_low_rank(bit: u32) -> Rank {
    if bit == 0 {
        Rank::Ace
    } else {
        rank(bit - 1)
    }
}

/// The rank with index `index` (`0..13`).
pub(crate) const fn rank(index: u32) -> Rank {
    Rank::ALL[index as usize]
}

/// Places the low bits of `x`, one by one, on the set bits of `mask` (lowest first); a software
/// `pdep`. Increasing `x` gives increasing results, which turns an enumeration of index masks in
/// increasing order into one of sub-masks of `mask` in increasing order.
#[inline]
pub(crate) const fn deposit(mut x: u32, mut mask: u32) -> u32 {
    let mut out = 0;
    while mask != 0 && x != 0 {
        let lowest = mask & mask.wrapping_neg();
        if x & 1 != 0 {
            out |= lowest;
        }
        x >>= 1;
        mask ^= lowest;
    }
    out
}

/// The next larger integer with the same number of set bits (Gosper's hack); `x` must not be 0.
#[inline]
pub(crate) const fn next_same_popcount(x: u32) -> u32 {
    let lowest = x & x.wrapping_neg();
    let ripple = x + lowest;
    (((ripple ^ x) >> 2) / lowest) | ripple
}

/// Calls `f` on each `k`-bit sub-mask of `mask` in increasing numeric order until it returns
/// `Some`; for rank masks that is best-low-first order (the highest rank decides first).
#[inline]
pub(crate) fn first_submask<T>(mask: u32, k: u32, mut f: impl FnMut(u32) -> Option<T>) -> Option<T> {
    let n = mask.count_ones();
    if k == 0 || k > n {
        return None;
    }
    let mut x = (1u32 << k) - 1;
    while x < 1 << n {
        if let Some(found) = f(deposit(x, mask)) {
            return Some(found);
        }
        x = next_same_popcount(x);
    }
    None
}

/// The `count` cards of rank `rank` in `set` with the highest suits (hearts, diamonds, clubs,
/// spades); the deterministic choice among equal cards.
pub(crate) fn take_rank(set: CardSet, rank: u32, count: u32) -> CardSet {
    let of_rank = set.bits() & 0x0001_0001_0001_0001 << rank;
    let mut kept = 0u64;
    let mut left = of_rank;
    for _ in 0..count {
        if left == 0 {
            break;
        }
        let highest = 1u64 << (63 - left.leading_zeros());
        kept |= highest;
        left ^= highest;
    }
    CardSet::from_bits(kept).unwrap_or_default()
}

/// The cards in `set` of each rank in `ranks` (a rank mask), one per rank, highest suit first.
pub(crate) fn take_each(set: CardSet, ranks: u32) -> CardSet {
    let mut cards = CardSet::EMPTY;
    let mut m = ranks;
    while m != 0 {
        let r = top(m);
        cards |= take_rank(set, r, 1);
        m ^= 1 << r;
    }
    cards
}

/// Ranks from a rank mask, highest first, joined by dashes: `K-J-8-6-3`.
pub(crate) fn dashed(ranks: u32) -> String {
    let mut parts = Vec::new();
    let mut m = ranks;
    while m != 0 {
        let r = top(m);
        parts.push(rank(r).symbol().to_string());
        m ^= 1 << r;
    }
    parts.join("-")
}

/// Ranks from an ace-low mask, highest first: `8-6-5-3-A`.
pub(crate) fn dashed_ace_low(ranks: u32) -> String {
    let mut parts = Vec::new();
    let mut m = ranks;
    while m != 0 {
        let b = top(m);
        parts.push(ace_low_rank(b).symbol().to_string());
        m ^= 1 << b;
    }
    parts.join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn submasks_come_in_increasing_order() {
        let mask = 0b1_0110_1101_0011;
        let mut all = Vec::new();
        first_submask::<()>(mask, 3, |m| {
            all.push(m);
            None
        });
        let mut expected: Vec<u32> =
            (0..1 << 13).filter(|m: &u32| m.count_ones() == 3 && m & !mask == 0).collect();
        expected.sort();
        assert_eq!(all, expected);
    }

    #[test]
    fn lane_counts_flag_lanes_with_enough_cards() {
        let bits = 0x001F_0000_000F_1FFF_u64;
        assert_eq!(lanes_with_at_least(bits, 5), 0x0010_0000_0000_0010);
        assert_eq!(lanes_with_at_least(bits, 4), 0x0010_0000_0010_0010);
        assert_eq!(lanes_with_at_least(bits, 13), 0x0000_0000_0000_0010);
    }
}
