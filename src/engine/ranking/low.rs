//! The five-card lows: 8-or-better, 2-7, 6-2, and least suits over any of them.
//!
//! Invariants:
//! - Greater is better here too. 2-7 and 6-2 are "the reverse of high" (with their own rules for
//!   straights, flushes and the ace), so their value is the high value with every field above the
//!   tie-break inverted ([`INVERT`]); 8-or-better stores the inverted ace-low rank mask.
//! - From more than five cards the best low is found without enumerating five-card subsets in the
//!   usual case (the lowest five distinct ranks that make a legal hand); only hands that cannot
//!   make an unpaired low fall back to trying every five-card subset, which is correct for any
//!   number of cards and tested against the fast path.
//! - Fewer than five cards make no low (`0`).

use super::bits::{
    dashed_ace_low, first_submask, in_every_suit, keep_low, lanes, pack, take_each, to_ace_low, Fields,
    INVERT, RANKS,
};
use super::high::{self, code, core, Shape, ACE_BELOW_TWO, ACE_HIGH_ONLY};
use super::{Category, LowRanking, Wheel};
use crate::engine::card_set::CardSet;

/// The category code of every qualifying 8-or-better low.
const EIGHT_LOW: u32 = 1;

/// 8-or-better: the five lowest distinct ranks of eight or below, ace low.
#[inline]
pub(crate) fn eight_or_better(bits: u64) -> u32 {
    let [a, b, c, d] = lanes(bits);
    // Ace-low mask cut to A..8 (bits 0..8).
    let low = to_ace_low(a | b | c | d) & 0xFF;
    if low.count_ones() < 5 {
        return 0;
    }
    pack(EIGHT_LOW, 0, 0, RANKS ^ keep_low(low, 5))
}

/// The ranks (ace-low mask) of an 8-or-better value.
fn eight_or_better_ranks(raw: u32) -> u32 {
    RANKS ^ Fields::of(raw).kickers
}

pub(crate) fn eight_or_better_cards(set: CardSet, raw: u32) -> CardSet {
    take_each(set, from_ace_low(eight_or_better_ranks(raw)))
}

/// An ace-low rank mask back to the standard one: bit 0 (ace) to bit 12, the others down one.
fn from_ace_low(ace_low: u32) -> u32 {
    (ace_low >> 1) | (ace_low & 1) << 12
}

pub(crate) fn describe_eight_or_better(raw: u32) -> String {
    format!("{} low", dashed_ace_low(eight_or_better_ranks(raw)))
}

/// Whether a five-rank mask is a straight (A-2-3-4-5 only when `wheel`).
fn is_straight(ranks: u32, wheel: bool) -> bool {
    ranks >> ranks.trailing_zeros() == 0x1F || (wheel && ranks == 0x100F)
}

/// 6-2 low: the reverse of high with the ace high and straights and flushes ignored.
#[inline]
pub(crate) fn six_two(bits: u64) -> u32 {
    if bits.count_ones() < 5 {
        return 0;
    }
    let [a, b, c, d] = lanes(bits);
    let ranks = a | b | c | d;
    if ranks.count_ones() >= 5 {
        // Five distinct ranks beat any pair; the lowest five beat any other five.
        return INVERT ^ pack(code::HIGH_CARD, 0, 0, keep_low(ranks, 5));
    }
    if bits.count_ones() == 5 {
        // Five cards are the hand: no subsets to try. (The paired pools of a make-5 line with
        // many hole cards land here by the thousand; walking their one subset was the worst
        // showdown's hot spot.)
        return INVERT ^ core::<5, false, ACE_HIGH_ONLY, false>(bits);
    }
    INVERT ^ worst_high(bits, core::<5, false, ACE_HIGH_ONLY, false>)
}

/// 2-7 low: the reverse of high with the ace high (and, when `wheel` is `Straight`, A-2-3-4-5 a
/// straight); straights and flushes count against.
#[inline]
pub(crate) fn deuce_seven(bits: u64, wheel: Wheel) -> u32 {
    match wheel {
        Wheel::AceHigh => deuce_seven_with::<ACE_HIGH_ONLY>(bits),
        Wheel::Straight => deuce_seven_with::<ACE_BELOW_TWO>(bits),
    }
}

#[inline(always)]
fn deuce_seven_with<const ACE_LOW: u32>(bits: u64) -> u32 {
    let n = bits.count_ones();
    if n < 5 {
        return 0;
    }
    if n == 5 {
        // Five cards are the hand: no choice to make.
        return INVERT ^ core::<5, true, ACE_LOW, false>(bits);
    }
    let lanes = lanes(bits);
    let ranks = lanes[0] | lanes[1] | lanes[2] | lanes[3];
    // An unpaired hand that is neither a straight nor a flush beats everything else, and the
    // lowest such rank set is the best: try rank sets lowest first.
    let unpaired = first_submask(ranks, 5, |m| {
        let legal = !is_straight(m, ACE_LOW != ACE_HIGH_ONLY) && !forced_flush(m, lanes);
        legal.then_some(m)
    });
    if let Some(m) = unpaired {
        return INVERT ^ pack(code::HIGH_CARD, 0, 0, m);
    }
    INVERT ^ worst_high(bits, core::<5, true, ACE_LOW, false>)
}

/// The ranks (a standard rank mask) of the `count` hole cards that complete `line` into the best
/// make-5 low, when that low takes `count` ranks the line does not have, or `None` when it does
/// not, or may not (too few such ranks; a 2-7 line whose every such hand is a straight or a
/// flush; for 8-or-better, also when no hand qualifies).
///
/// A new rank never makes a hand more paired and a rank taken again always does, and a paired
/// hand is neither a straight nor a flush; so with enough new ranks the best low takes the lowest
/// set of them that makes a legal hand (unpaired lines: for 2-7 neither a straight nor a flush, for
/// 8-or-better eight or lower; paired lines make no 8-or-better and any other), whatever suits
/// then make it.
pub(crate) fn make_five_ranks(line: u64, hole: u64, count: u32, low: LowRanking) -> Option<u32> {
    let line_ranks = lanes(line).iter().fold(0, |m, lane| m | lane);
    let free = lanes(hole).iter().fold(0, |m, lane| m | lane) & !line_ranks;
    let paired = line_ranks.count_ones() != line.count_ones();
    if free.count_ones() < count {
        return None;
    }
    match low {
        LowRanking::EightOrBetter => {
            let free = to_ace_low(free) & 0xFF;
            let legal = !paired && to_ace_low(line_ranks) <= 0xFF && free.count_ones() >= count;
            legal.then(|| from_ace_low(keep_low(free, count)))
        }
        LowRanking::SixTwo => Some(keep_low(free, count)),
        LowRanking::DeuceSeven(_) if paired => Some(keep_low(free, count)),
        LowRanking::DeuceSeven(options) => first_submask(free, count, |m| {
            let ranks = line_ranks | m;
            // Only the hole cards of the new ranks can join the line without pairing it.
            let cards = lanes(line | (hole & in_every_suit(m)));
            let legal = !is_straight(ranks, options.wheel == Wheel::Straight) && !forced_flush(ranks, cards);
            legal.then_some(m)
        }),
    }
}

/// Whether every card of the ranks in `m` that `lanes` hold is of one and the same suit, so that
/// any hand of those ranks is a flush.
fn forced_flush(m: u32, lanes: [u32; 4]) -> bool {
    let mut suits_with_any = 0;
    for lane in lanes {
        if lane & m != 0 {
            suits_with_any += 1;
        }
    }
    suits_with_any == 1
}

/// The lowest five-card value of `high` over every five-card subset of `bits`: the correct and
/// slow way, used only when no unpaired low exists.
fn worst_high(bits: u64, high: impl Fn(u64) -> u32) -> u32 {
    let set = CardSet::from_bits(bits).unwrap_or_default();
    set.subsets(5).map(|s| high(s.bits())).min().unwrap_or(0)
}

/// The first five-card subset of `set` whose 2-7 or 6-2 value is `raw`.
fn find_subset(set: CardSet, raw: u32, value: impl Fn(u64) -> u32) -> CardSet {
    set.subsets(5).find(|s| value(s.bits()) == raw).unwrap_or_default()
}

pub(crate) fn six_two_cards(set: CardSet, raw: u32) -> CardSet {
    // Straights and flushes are ignored, so taking the value's ranks in any suits is right.
    high::cards(set, INVERT ^ raw, Shape::STANDARD)
}

pub(crate) fn deuce_seven_cards(set: CardSet, raw: u32, wheel: Wheel) -> CardSet {
    let f = Fields::of(INVERT ^ raw);
    match f.category {
        code::HIGH_CARD => {
            let cards = take_each(set, f.kickers);
            if cards.suit_count() > 1 {
                return cards;
            }
            // The highest suits happen to make a flush: swap the lowest card that has another
            // suit for that suit's highest card of the same rank (one exists, or the value would
            // not be unpaired and flushless).
            for card in cards.iter() {
                let others = set.of_rank(card.rank()) - cards;
                if let Some(other) = others.iter().last() {
                    let mut swapped = cards;
                    swapped.remove(card);
                    swapped.insert(other);
                    return swapped;
                }
            }
            cards
        }
        code::STRAIGHT | code::FLUSH | code::STRAIGHT_FLUSH => {
            find_subset(set, raw, |b| deuce_seven(b, wheel))
        }
        // Paired hands are never straights or flushes.
        _ => high::cards(set, INVERT ^ raw, Shape::STANDARD),
    }
}

/// The category of a 2-7 or 6-2 value (or least suits over them).
pub(crate) fn category(raw: u32) -> Category {
    high::category(INVERT ^ raw, Shape::STANDARD)
}

/// A 2-7 or 6-2 value in words: "7-5-4-3-2 low", or the hand with the ranking named when it is
/// paired, a straight or a flush: "Pair of fours (7-2 low)".
pub(crate) fn describe_inverted(raw: u32, name: &str) -> String {
    let high = INVERT ^ raw & !15;
    let f = Fields::of(high);
    if f.category == code::HIGH_CARD {
        format!("{} low", super::bits::dashed(f.kickers))
    } else {
        format!("{} ({name})", high::describe(high, Shape::STANDARD))
    }
}

/// The base low of a least-suits ranking.
#[inline(always)]
fn base(bits: u64, low: LowRanking) -> u32 {
    match low {
        LowRanking::EightOrBetter => eight_or_better(bits),
        LowRanking::DeuceSeven(options) => deuce_seven(bits, options.wheel),
        LowRanking::SixTwo => six_two(bits),
    }
}

/// The suit-lane masks, grouped by how many suits they allow: one, two, three, four.
const SUIT_CHOICES: [u64; 15] = {
    let mut choices = [0u64; 15];
    let mut at = 0;
    let mut size = 1;
    while size <= 4 {
        let mut suits = 1u32;
        while suits < 16 {
            if suits.count_ones() == size {
                let mut mask = 0u64;
                let mut s = 0;
                while s < 4 {
                    if suits >> s & 1 == 1 {
                        mask |= 0x1FFF << (16 * s);
                    }
                    s += 1;
                }
                choices[at] = mask;
                at += 1;
            }
            suits += 1;
        }
        size += 1;
    }
    choices
};

/// The fewest suits among which the best `low` of `bits` (value `best`) can be made, and those
/// suits' lanes.
///
/// Tries the one-suit choices, then two, three and four, and stops at the first whose cards alone
/// still make a low as good as `best`. Every hand of value `best` inside that choice uses all of
/// its suits, or a smaller choice would have been found first.
fn fewest_suits(bits: u64, best: u32, low: LowRanking) -> (u32, u64) {
    for (i, &lanes) in SUIT_CHOICES.iter().enumerate() {
        let suits = match i {
            0..=3 => 1,
            4..=9 => 2,
            10..=13 => 3,
            _ => 4,
        };
        if bits & lanes != 0 && base(bits & lanes, low) == best {
            return (suits, lanes);
        }
    }
    (4, u64::MAX)
}

/// Least suits: the best low first, then the fewest distinct suits that make it; the tie-break
/// field holds `4 - suits` so fewer suits is greater.
#[inline]
pub(crate) fn least_suits(bits: u64, low: LowRanking) -> u32 {
    let best = base(bits, low);
    if best == 0 {
        return 0;
    }
    if bits.count_ones() == 5 {
        // The five cards are the hand: count their suits.
        let suits = lanes(bits).iter().filter(|&&lane| lane != 0).count() as u32;
        return best | (4 - suits);
    }
    let (suits, _) = fewest_suits(bits, best, low);
    best | (4 - suits)
}

pub(crate) fn least_suits_cards(set: CardSet, raw: u32, low: LowRanking) -> CardSet {
    let best = raw & !15;
    let (_, lanes) = fewest_suits(set.bits(), best, low);
    let within = CardSet::from_bits(set.bits() & lanes).unwrap_or_default();
    match low {
        LowRanking::EightOrBetter => eight_or_better_cards(within, best),
        LowRanking::DeuceSeven(options) => deuce_seven_cards(within, best, options.wheel),
        LowRanking::SixTwo => six_two_cards(within, best),
    }
}

pub(crate) fn describe_least_suits(raw: u32, low: LowRanking) -> String {
    let best = raw & !15;
    let suits = 4 - (raw & 15);
    let base = match low {
        LowRanking::EightOrBetter => describe_eight_or_better(best),
        LowRanking::DeuceSeven(_) => describe_inverted(best, "7-2 low"),
        LowRanking::SixTwo => describe_inverted(best, "6-2 low"),
    };
    let plural = if suits == 1 { "" } else { "s" };
    format!("{base}, {suits} suit{plural}")
}
