//! Walking every way to set 13 cards: 1,287 backs × 56 middles = 72,072 splits.
//!
//! Why local masks: the 13 cards are renumbered 0..13, so a row is a 13-bit mask and anything
//! known about a row (its value, whether it is a straight) is computed once per 5-card or 3-card
//! subset (1,287 + 286 of them) into a table indexed by that mask, instead of once per split.

use crate::engine::card_set::CardSet;

/// All 13 local cards.
pub(crate) const FULL: u16 = 0x1FFF;

/// Thirteen cards renumbered 0..13.
pub(crate) struct Local {
    bits: [u64; 13],
}

impl Local {
    /// The renumbering of `cards`, or `None` unless there are exactly 13.
    pub(crate) fn new(cards: CardSet) -> Option<Local> {
        if cards.len() != 13 {
            return None;
        }
        let mut bits = [0u64; 13];
        for (slot, card) in bits.iter_mut().zip(cards) {
            *slot = CardSet::single(card).bits();
        }
        Some(Local { bits })
    }

    /// The cards of a local mask.
    pub(crate) fn set(&self, mut mask: u16) -> CardSet {
        let mut bits = 0;
        while mask != 0 {
            bits |= self.bits[mask.trailing_zeros() as usize];
            mask &= mask - 1;
        }
        CardSet::from_bits(bits).expect("local cards are real cards")
    }

    /// A table over all 8,192 local masks holding `f` of every 3-card and 5-card subset (and the
    /// default elsewhere).
    pub(crate) fn table<T: Copy + Default>(&self, mut f: impl FnMut(CardSet) -> T) -> Vec<T> {
        let mut table = vec![T::default(); 1 << 13];
        for mask in 0..=FULL {
            if matches!(mask.count_ones(), 3 | 5) {
                table[mask as usize] = f(self.set(mask));
            }
        }
        table
    }
}

/// Every split as `(front, middle, back)` local masks.
pub(crate) fn for_each_split(mut f: impl FnMut(u16, u16, u16)) {
    for back in (0..=FULL).filter(|m| m.count_ones() == 5) {
        let rest = FULL ^ back;
        // Walk the submasks of the eight remaining cards, keeping those of five.
        let mut middle = rest;
        loop {
            if middle.count_ones() == 5 {
                f(rest ^ middle, middle, back);
            }
            if middle == 0 {
                break;
            }
            middle = (middle - 1) & rest;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_72072_splits_and_each_uses_every_card_once() {
        let mut n = 0;
        for_each_split(|front, middle, back| {
            assert_eq!(front | middle | back, FULL);
            assert_eq!((front.count_ones(), middle.count_ones(), back.count_ones()), (3, 5, 5));
            n += 1;
        });
        assert_eq!(n, 72_072);
    }
}
