//! Standard high for five to seven cards by table look-up: the hot path of showdowns and of the
//! Omaha-style best-of. [`high`] and [`five`] are the front door: five to seven cards here, fewer
//! or more through the bitwise evaluator in [`high`](super::high), which never calls back (the
//! tables are built from it, so the two modules import in one direction only).
//!
//! Nothing here is a new ranking: every table entry is the value the bitwise evaluator
//! ([`high::five_bitwise`]) gives for that hand, computed when the tables are first used. No
//! table is compiled into the binary (a static table would cost the browser bundle its size): the
//! tables are zero-initialised statics (no bytes in the binary or the wasm), filled in a few
//! milliseconds on first use; about 550 KB of them is ever written (the slot table spans 1 MB so
//! that a masked index is provably in bounds; the pages never written are never touched).
//!
//! How a hand is looked up, in the card set's four 13-bit suit lanes `a b c d`:
//! - one look-up per lane of a packed summary ([`LANE_PACKED`]), four adds: the card
//!   count, whether a lane holds five cards or more, and the rank key below;
//! - a lane of five or more cards is a flush (with seven cards or fewer, nothing beats it but a
//!   straight flush in the same lane): one 8192-entry table indexed by the lane;
//! - otherwise only the ranks' multiplicities matter. Each rank has an additive key
//!   ([`RANK_KEYS`]) chosen so that the sums over all multisets of the same size (at most seven
//!   ranks, each at most four times) differ; a lane's key sum (already multiplied by the hash's
//!   mixing constant) is part of its summary, the hand's key the sum over its four lanes;
//! - the key is mapped to its value by a row-displacement perfect hash, one table per card count:
//!   the key's high bits pick a row, the row's offset plus the key's low bits the slot. Rows are
//!   placed first-fit when the tables are built, largest first, so that the table stays compact
//!   and no two keys of different values share a slot.
//!
//! A [`HighTally`](super::HighTally) keeps that sum as cards are added, with suit counters for the
//! flush test ([`TALLY_CARDS`]), so valuing it skips the four lane look-ups.
//!
//! Invariant: for every set of five to seven cards, [`value`] equals `high::five_bitwise` (the
//! tests check every rank multiset and every flush lane, and random hands), and so does
//! [`tally_value_unchecked`] once the tables are built (every five-card hand, random larger ones).

use std::sync::atomic::AtomicU32;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::Once;

use super::bits::{lanes, lanes_with_at_least, RANKS};
use super::high;
use super::StraightsAndFlushes;
use crate::engine::card_set::LANE;

/// Standard five-card high from five or more cards: the tables for up to seven cards, the bitwise
/// evaluator ([`high::five_bitwise`]) for more.
#[inline(always)]
pub(crate) fn five(bits: u64) -> u32 {
    let t = tables();
    let packed = t.packed(bits);
    if count(packed) <= 7 {
        return value(t, bits, packed);
    }
    many(bits)
}

/// [`high::five_bitwise`] for more than seven cards, out of line.
#[inline(never)]
fn many(bits: u64) -> u32 {
    high::five_bitwise(bits)
}

/// [`Ranking::High`](super::Ranking::High): the best five cards, or all of fewer.
///
/// Short hands: see `docs/rules.md (Part 2)`, "Short high hands". One or two cards never make a
/// straight or a flush.
#[inline(always)]
pub(crate) fn high(bits: u64, short: StraightsAndFlushes) -> u32 {
    // The card count, whether there is a flush and the rank key from one summary of four look-ups.
    let t = tables();
    let packed = t.packed(bits);
    let n = count(packed);
    if n.wrapping_sub(5) <= 2 {
        return value(t, bits, packed);
    }
    if n > 7 {
        return many(bits);
    }
    high::short_high(bits, n, short)
}

/// Additive rank keys (two first): sums over multisets of the same size up to seven, each rank at
/// most four times, are all different. (The deuce's key is 0, so sizes must not be mixed in one
/// table.)
pub(crate) const RANK_KEYS: [u32; 13] =
    [0, 1, 5, 22, 98, 453, 2031, 8698, 22854, 83661, 262349, 636345, 1479181];

/// Keys are below 2^KEY_BITS; multiplying by an odd number modulo 2^KEY_BITS permutes them, which
/// spreads the (clustered) key sums evenly over the rows.
const KEY_BITS: u32 = 23;
const KEY_MASK: u32 = (1 << KEY_BITS) - 1;
const MIX: u32 = 0x9E37_79B1;
/// Keys per slot of a table, as a fraction (numerator, denominator).
const LOAD: (u64, u64) = (4, 5);
/// Rows span `2^SHIFT` mixed keys, the same for every card count so that the look-up's shape is
/// constant and its indices provably in bounds (no field loads, no bounds checks in the hot path).
const SHIFT: u32 = 9;
const COLUMNS: u32 = (1 << SHIFT) - 1;
const ROWS: usize = 1 << (KEY_BITS - SHIFT);
/// The most slots one card count's hash may use (it uses about 62,000 for seven cards).
const SLOTS_PER: usize = (1 << 16) + (1 << SHIFT);
/// Region `r` of [`SLOTS`] starts at `FIRST_SLOT + r * SLOTS_PER`: the first `2^SHIFT` slots are
/// never written, so that a row whose offset is still `0` (tables not built yet) finds `0`.
const FIRST_SLOT: usize = 1 << SHIFT;
/// A power of two above `FIRST_SLOT + 3 * SLOTS_PER`, so that a masked index is provably in bounds.
const SLOTS_LEN: usize = 1 << 18;

// The tables live in zero-initialised statics (no bytes in the binary, and in wasm no data
// segment) rather than on the heap: their addresses are constants, so a look-up needs no pointer
// loaded first, which matters most in wasm, where the engine cannot hoist such loads out of a
// caller's loop. They are atomics only so that they can be filled once at first use in safe
// code; relaxed loads and stores compile to plain ones.

/// Each 13-bit lane's packed summary: its card count (bits 0-5), `1` in bits 6-8 if it holds five
/// cards or more, and the sum of its ranks' keys multiplied by [`MIX`] modulo 2^23 (bits 9-31).
/// Summed over a hand's four lanes (modulo 2^32) the fields neither overflow nor carry (at most
/// 52 cards, four flags), so one sum gives the card count, whether there is a flush and the hand's
/// mixed key; mixing is a multiplication, so mixed keys add up.
static LANE_PACKED: [AtomicU32; 8192] = [const { AtomicU32::new(0) }; 8192];
/// The value of the best five cards of each lane of five or more cards (a flush or a straight
/// flush), `0` for fewer cards.
static FLUSH: [AtomicU32; 8192] = [const { AtomicU32::new(0) }; 8192];
/// Non-flush values by key, for five, six and seven cards: one row-displacement perfect hash per
/// card count `n`, in region `n - 5` of [`OFFSETS`] and [`SLOTS`]. With `x` the mixed key, the
/// value is `SLOTS[OFFSETS[region * ROWS + (x >> SHIFT)] + (x & COLUMNS)]`; an offset is the
/// absolute index of its row's first slot.
///
/// Every entry of these tables and of [`FLUSH`] goes from `0` to its final value once and never
/// changes, and every value is non-zero. So a look-up that finds a non-zero value found the
/// right one even while another thread is still building the tables, and a `0` means "not built
/// yet": [`tally_value_unchecked`] relies on this to skip the check that the tables are built.
static OFFSETS: [AtomicU32; 3 * ROWS] = [const { AtomicU32::new(0) }; 3 * ROWS];
static SLOTS: [AtomicU32; SLOTS_LEN] = [const { AtomicU32::new(0) }; SLOTS_LEN];

/// Places `entries` (distinct keys, non-zero values) of one card count in `region` of the perfect
/// hash, row by row, largest rows first, each at the first offset where every one of its keys
/// lands on a free slot or on a slot holding the same value. Returns the slots used.
#[expect(
    clippy::disallowed_methods,
    reason = "the table build sorts thousands of keys once: the one std sort kept (engine/sort.rs)"
)]
fn build_hash(region: usize, entries: &[(u32, u32)]) -> usize {
    let (shift, columns) = (SHIFT, COLUMNS);
    // (row, column, value), grouped by row, then the rows largest first.
    let mut placed: Vec<(u32, u32, u32)> = entries
        .iter()
        .map(|&(key, value)| {
            debug_assert!(key <= KEY_MASK);
            let x = key.wrapping_mul(MIX) & KEY_MASK;
            (x >> shift, x & columns, value)
        })
        .collect();
    placed.sort_unstable();
    let mut rows: Vec<&[(u32, u32, u32)]> = placed.chunk_by(|a, b| a.0 == b.0).collect();
    rows.sort_by_key(|row| std::cmp::Reverse(row.len()));

    // Offsets are tried in a fixed pseudo-random order: the expected number of tries for a row of
    // `k` keys is `(1 - load)^-k`, small because the largest rows go first.
    let size = (entries.len() as u64 * LOAD.1 / LOAD.0) as usize + columns as usize + 1;
    let span = (size - columns as usize) as u64;
    assert!(size <= SLOTS_PER, "tables are smaller than 2^16 slots");
    let first = FIRST_SLOT + region * SLOTS_PER;
    let slots = &SLOTS[first..][..SLOTS_PER];
    let offsets = &OFFSETS[region * ROWS..][..ROWS];
    let mut used = 0;
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    for row in rows {
        let offset = loop {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let offset = (((state >> 32) * span) >> 32) as usize;
            let fits = row.iter().all(|&(_, column, value)| {
                let slot = slots[offset + column as usize].load(Relaxed);
                slot == 0 || slot == value
            });
            if fits {
                break offset;
            }
        };
        for &(_, column, value) in row {
            slots[offset + column as usize].store(value, Relaxed);
            used = used.max(offset + column as usize + 1);
        }
        // After the row's slots, so that a reader who sees the offset finds them (see `OFFSETS`).
        offsets[row[0].0 as usize].store((first + offset) as u32, Relaxed);
    }
    used
}

/// A handle on the built tables: having one means they are built.
pub(crate) struct Tables(());

/// The tables, built on first use.
#[inline(always)]
pub(crate) fn tables() -> &'static Tables {
    static BUILT: Once = Once::new();
    static TABLES: Tables = Tables(());
    BUILT.call_once(|| {
        build();
    });
    &TABLES
}

/// Calls `f(counts, n)` for every multiset of `n` ranks, each at most four times.
fn each_multiset(n: u32, f: &mut impl FnMut(&[u32; 13])) {
    fn go(rank: usize, left: u32, counts: &mut [u32; 13], f: &mut impl FnMut(&[u32; 13])) {
        if rank == 13 {
            if left == 0 {
                f(counts);
            }
            return;
        }
        for c in 0..=left.min(4) {
            counts[rank] = c;
            go(rank + 1, left - c, counts, f);
        }
        counts[rank] = 0;
    }
    go(0, n, &mut [0; 13], f);
}

/// A card mask with these rank counts and no flush: the cards are dealt to the suits in turn, so
/// that copies of a rank get different suits and no suit gets more than two of seven cards.
pub(crate) fn unsuited(counts: &[u32; 13]) -> u64 {
    let mut bits = 0u64;
    let mut card = 0;
    for (rank, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            bits |= 1 << (16 * (card % 4) + rank);
            card += 1;
        }
    }
    bits
}

/// Fills the tables (writing the same values again if they are filled already); returns the slots
/// used by the hash of each card count.
fn build() -> [usize; 3] {
    for lane in 1..8192usize {
        let low = lane.trailing_zeros() as usize;
        let flag = if lane.count_ones() == 5 { 1 << COUNT_BITS } else { 0 };
        let packed = LANE_PACKED[lane & (lane - 1)]
            .load(Relaxed)
            .wrapping_add(RANK_KEYS[low].wrapping_mul(MIX) << PACKED_KEY_SHIFT | 1 | flag);
        LANE_PACKED[lane].store(packed, Relaxed);
        if lane.count_ones() >= 5 {
            FLUSH[lane].store(high::five_bitwise(lane as u64), Relaxed);
        }
    }
    [5, 6, 7].map(|n| {
        let mut entries = Vec::new();
        each_multiset(n, &mut |counts| {
            let key = counts.iter().zip(RANK_KEYS).map(|(&c, k)| c * k).sum::<u32>();
            entries.push((key, high::five_bitwise(unsuited(counts))));
        });
        build_hash(n as usize - 5, &entries)
    })
}

/// Bits of a packed summary: the card count, then the flush flags, then the mixed key.
const COUNT_BITS: u32 = 6;
const FLUSH_FLAGS: u32 = 0b111 << COUNT_BITS;
const PACKED_KEY_SHIFT: u32 = 32 - KEY_BITS;

impl Tables {
    /// The packed summary of one 13-bit lane (see [`LANE_PACKED`]).
    #[inline(always)]
    fn lane(&self, lane: u32) -> u32 {
        LANE_PACKED[(lane & RANKS) as usize].load(Relaxed)
    }

    /// The packed summary of the cards in `bits` (see [`LANE_PACKED`]).
    #[inline(always)]
    pub(crate) fn packed(&self, bits: u64) -> u32 {
        let [a, b, c, d] = lanes(bits);
        (self.lane(a).wrapping_add(self.lane(b))).wrapping_add(self.lane(c).wrapping_add(self.lane(d)))
    }

    /// The value of the best five cards of a lane of five or more cards.
    #[inline(always)]
    fn flush_lane(&self, lane: u64) -> u32 {
        FLUSH[(lane & LANE) as usize].load(Relaxed)
    }

    /// The non-flush value of a hand of `5 + region` cards whose key multiplied by [`MIX`] is
    /// `mixed` (modulo 2^32).
    #[inline(always)]
    fn get_mixed(&self, region: u32, mixed: u32) -> u32 {
        let x = mixed & KEY_MASK;
        let first = OFFSETS[region as usize * ROWS + (x >> SHIFT) as usize].load(Relaxed) as usize;
        SLOTS[(first + (x & COLUMNS) as usize) & (SLOTS_LEN - 1)].load(Relaxed)
    }
}

/// The number of cards of a packed summary.
#[inline(always)]
pub(crate) fn count(packed: u32) -> u32 {
    packed & ((1 << COUNT_BITS) - 1)
}

/// Standard high of five to seven cards, `packed` their [summary](Tables::packed).
#[inline(always)]
pub(crate) fn value(t: &Tables, bits: u64, packed: u32) -> u32 {
    if packed & FLUSH_FLAGS != 0 {
        return flush(t, bits);
    }
    t.get_mixed(count(packed) - 5, packed >> PACKED_KEY_SHIFT)
}

/// The value of the flush in `bits` (at most seven cards, one lane of five or more).
#[inline(always)]
fn flush(t: &Tables, bits: u64) -> u32 {
    let flushes = lanes_with_at_least(bits, 5);
    t.flush_lane(bits >> (flushes.trailing_zeros() & !15))
}

/// A tally (see [`HighTally`](super::HighTally)): the sum of its cards' [`TALLY_CARDS`] entries
/// plus [`TALLY_EMPTY`]. The high 32 bits add up to the cards' [packed](Tables::packed) summary
/// (card count and mixed rank key; the flush flags stay clear), the low 32 bits are four suit
/// counters of four bits each, starting at 3, so that the fifth card of a suit sets the counter's
/// top bit. With at most seven cards no counter overflows; with more (up to 13 per suit) the
/// carries stay below bit 20, never reaching the summary, and the flags are not read.
pub(crate) const TALLY_EMPTY: u64 = 0x3333;
const TALLY_FLUSH: u64 = 0x8888;

/// What each card adds to a tally, by the card's bit in a card set (`0` for bits that are no card).
pub(crate) const TALLY_CARDS: [u64; 64] = {
    let mut table = [0u64; 64];
    let mut bit = 0;
    while bit < 64 {
        let (suit, rank) = (bit / 16, bit % 16);
        if rank < 13 {
            let summary = RANK_KEYS[rank].wrapping_mul(MIX) << PACKED_KEY_SHIFT | 1;
            table[bit] = (summary as u64) << 32 | 1 << (4 * suit);
        }
        bit += 1;
    }
    table
};

/// The tally of the cards in `bits` (any number), from the lanes' packed summaries.
#[inline]
pub(crate) fn tally(t: &Tables, bits: u64) -> u64 {
    let summary = u64::from(t.packed(bits) & !FLUSH_FLAGS);
    let [a, b, c, d] = lanes(bits).map(|lane| u64::from((lane & RANKS).count_ones()));
    summary << 32 | (TALLY_EMPTY + a + (b << 4) + (c << 8) + (d << 12))
}

/// Standard high of a tallied hand of five to seven cards: a flush test on the suit counters and
/// one look-up, the rank key having been summed as the cards were tallied. `0` for other sizes,
/// and while the tables are not built (see [`OFFSETS`]): this look-up does not check, so that it
/// stays a handful of instructions; the caller builds the tables and asks again on `0`.
#[inline(always)]
pub(crate) fn tally_value_unchecked(tally: u64, bits: u64) -> u32 {
    // Only reads, which are valid at any stage of the build (see `OFFSETS`).
    let t = &Tables(());
    let summary = (tally >> 32) as u32;
    let region = count(summary).wrapping_sub(5);
    if region > 2 {
        return 0;
    }
    let flushes = tally & TALLY_FLUSH;
    if flushes != 0 {
        // Counter `i` (bits 4i..4i+4) counts lane `i` (bits 16i..16i+16).
        let shift = (flushes.trailing_zeros() & !3) * 4;
        return t.flush_lane(bits >> shift);
    }
    t.get_mixed(region, summary >> PACKED_KEY_SHIFT)
}

/// A two- or three-card part of an Omaha-style five-card hand, prepared once so that a pair and a
/// triple combine with one add and one look-up.
#[derive(Clone, Copy)]
struct Part {
    /// The mixed key (modulo 2^23, from [`Tables::packed`]): the parts' mixed keys add up to the
    /// hand's.
    mixed: u32,
    /// The suit index times 16 if every card is of one suit, else a value no other part has.
    suit: u32,
    bits: u64,
}

impl Part {
    #[inline(always)]
    fn new(t: &Tables, bits: u64, mixed_suits: u32) -> Part {
        let mixed = t.packed(bits) >> PACKED_KEY_SHIFT;
        let shift = bits.trailing_zeros() & !15;
        let suit = if bits >> shift & LANE == bits >> shift { shift } else { mixed_suits };
        Part { mixed, suit, bits }
    }
}

/// The best standard high value of the five-card pools `pair | triple` (pairs of two cards,
/// triples of three, disjoint) with its pool: pairs in the outer loop, triples in the inner, the
/// first of equal values kept.
pub(crate) fn best_pair_and_triple(pairs: impl Iterator<Item = u64>, triples: &[u64]) -> Option<(u32, u64)> {
    let t = tables();
    const STACK: usize = 20;
    let mut stack = [Part { mixed: 0, suit: 0, bits: 0 }; STACK];
    let heap: Vec<Part>;
    let prepared: &[Part] = if triples.len() <= STACK {
        for (slot, &bits) in stack.iter_mut().zip(triples) {
            *slot = Part::new(t, bits, 1);
        }
        &stack[..triples.len()]
    } else {
        heap = triples.iter().map(|&bits| Part::new(t, bits, 1)).collect();
        &heap
    };
    let mut best = 0;
    let mut best_bits = 0;
    for pair in pairs {
        let pair = Part::new(t, pair, 2);
        for triple in prepared {
            let raw = if pair.suit == triple.suit {
                t.flush_lane((pair.bits | triple.bits) >> pair.suit)
            } else {
                t.get_mixed(0, pair.mixed.wrapping_add(triple.mixed))
            };
            if raw > best {
                best = raw;
                best_bits = pair.bits | triple.bits;
            }
        }
    }
    (best != 0).then_some((best, best_bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small deterministic generator for the random checks.
    struct XorShift(u64);

    impl XorShift {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        /// `n` distinct random cards.
        fn cards(&mut self, n: u32) -> u64 {
            let mut bits = 0u64;
            while bits.count_ones() < n {
                let card = self.next() % 52;
                bits |= 1 << (16 * (card / 13) + card % 13);
            }
            bits
        }
    }

    fn looked_up(bits: u64) -> u32 {
        five(bits)
    }

    #[test]
    fn every_rank_multiset_of_five_to_seven_cards_looks_up_its_bitwise_value() {
        let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
        for n in 5..=7 {
            let mut count = 0;
            each_multiset(n, &mut |counts| {
                count += 1;
                let bits = unsuited(counts);
                assert_eq!(looked_up(bits), high::five_bitwise(bits), "{counts:?}");
                // The same ranks with the suits rotated per rank (still no flush of five).
                let mut rotated = 0u64;
                let mut lane_of = [0u32; 4];
                for (rank, &c) in counts.iter().enumerate() {
                    let start = (rng.next() % 4) as usize;
                    for i in 0..c as usize {
                        let suit = (start + i) % 4;
                        rotated |= 1 << (16 * suit + rank);
                        lane_of[suit] += 1;
                    }
                }
                if lane_of.iter().all(|&k| k < 5) {
                    assert_eq!(looked_up(rotated), high::five_bitwise(rotated), "{counts:?}");
                }
            });
            assert_eq!(count, [6175, 18395, 49205][n as usize - 5]);
        }
    }

    #[test]
    fn every_flush_lane_with_other_cards_looks_up_its_bitwise_value() {
        let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
        for lane in 0..8192u64 {
            let k = lane.count_ones();
            if !(5..=7).contains(&k) {
                continue;
            }
            for suit in 0..4 {
                let flush = lane << (16 * suit);
                assert_eq!(looked_up(flush), high::five_bitwise(flush));
                for _ in 0..4 {
                    let mut bits = flush;
                    while bits.count_ones() < 7 {
                        let extra = rng.cards(1);
                        if extra >> (16 * suit) & LANE == 0 {
                            bits |= extra;
                        }
                    }
                    assert_eq!(looked_up(bits), high::five_bitwise(bits), "{bits:#x}");
                }
            }
        }
    }

    #[test]
    fn random_hands_of_five_to_nine_cards_look_up_their_bitwise_value() {
        let mut rng = XorShift(0x1234_5678_9ABC_DEF1);
        for i in 0..1_000_000 {
            let bits = rng.cards(5 + i % 5);
            assert_eq!(looked_up(bits), high::five_bitwise(bits), "{bits:#x}");
        }
    }

    #[test]
    fn pairs_and_triples_agree_with_valuing_each_pool() {
        let mut rng = XorShift(0x0F0F_1234_8765_4321);
        for _ in 0..20_000 {
            let cards = rng.cards(9);
            let mut list = Vec::new();
            let mut rest = cards;
            while rest != 0 {
                list.push(rest & rest.wrapping_neg());
                rest &= rest - 1;
            }
            let (hole, board) = list.split_at(4);
            let pairs: Vec<u64> = (0..4)
                .flat_map(|i| (i + 1..4).map(move |j| (i, j)))
                .map(|(i, j)| hole[i] | hole[j])
                .collect();
            let mut triples = Vec::new();
            for i in 0..5 {
                for j in i + 1..5 {
                    for k in j + 1..5 {
                        triples.push(board[i] | board[j] | board[k]);
                    }
                }
            }
            let mut expected: Option<(u32, u64)> = None;
            for &p in &pairs {
                for &t in &triples {
                    let raw = high::five_bitwise(p | t);
                    if expected.is_none_or(|(best, _)| raw > best) {
                        expected = Some((raw, p | t));
                    }
                }
            }
            assert_eq!(best_pair_and_triple(pairs.iter().copied(), &triples), expected);
            // More triples than fit on the stack.
            let many: Vec<u64> = triples.iter().cycle().take(25).copied().collect();
            assert_eq!(best_pair_and_triple(pairs.iter().copied(), &many), expected);
        }
    }

    /// The tally of `bits` built card by card, checked against the tally built at once.
    fn tallied(bits: u64) -> crate::engine::ranking::HighTally {
        use crate::engine::card_set::CardSet;
        use crate::engine::ranking::HighTally;
        let cards = CardSet::from_bits(bits).expect("cards");
        let tally = cards.iter().fold(HighTally::EMPTY, HighTally::with);
        assert_eq!(tally, HighTally::of(cards), "{bits:#x}");
        tally
    }

    fn standard_high(bits: u64) -> u32 {
        high(bits, StraightsAndFlushes::Count)
    }

    #[test]
    fn every_five_card_tally_values_like_its_card_set() {
        let deck: Vec<u64> = (0..4).flat_map(|s| (0..13).map(move |r| 1u64 << (16 * s + r))).collect();
        let mut hands = 0;
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        let four = deck[a] | deck[b] | deck[c] | deck[d];
                        for &e in &deck[d + 1..] {
                            let bits = four | e;
                            let tally = tallied(bits);
                            assert_eq!(
                                tally.value().map_or(0, |v| v.bits()),
                                standard_high(bits),
                                "{bits:#x}"
                            );
                            hands += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(hands, 2_598_960);
    }

    #[test]
    fn tallies_of_any_size_and_with_flushes_value_like_their_card_sets() {
        let mut rng = XorShift(0x7777_1234_ABCD_0001);
        for i in 0..400_000u32 {
            // Every third hand holds five to seven cards of one suit, the rest are any cards.
            let n = i % 12;
            let bits = if i % 3 == 0 && n >= 5 {
                let suit = rng.next() % 4;
                let mut bits = 0u64;
                while bits.count_ones() < n.min(7) {
                    bits |= 1 << (16 * suit + rng.next() % 13);
                }
                while bits.count_ones() < n {
                    bits |= rng.cards(1);
                }
                bits
            } else {
                rng.cards(n)
            };
            let tally = tallied(bits);
            assert_eq!(tally.value().map_or(0, |v| v.bits()), standard_high(bits), "{bits:#x}");
        }
    }

    #[test]
    fn tables_build_quickly_and_stay_small() {
        tables();
        // Building again writes the same values (the look-ups stay valid meanwhile).
        let start = std::time::Instant::now();
        let used = build();
        eprintln!("tables built in {:?}; slots used for 5, 6, 7 cards: {used:?}", start.elapsed());
        for (n, used) in (5..).zip(used) {
            assert!(used <= SLOTS_PER, "{n} cards: {used} slots");
        }
    }
}
