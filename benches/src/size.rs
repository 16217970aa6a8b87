//! Size probes: minimal cdylibs that each call one library's evaluators, built with the
//! `wasm-release` profile (opt-level "z", fat LTO, one codegen unit, panic=abort) and `wasm-opt -Oz`.
//! What a library adds to a bundle is its probe's size minus the `size-base` probe's size.
//!
//! Every probe exports the same `probe(kind, a, b) -> u32`: `kind` picks a ranking (CAP, aya) and
//! whether to rank `a` alone or the best of `a` (hole) with `b` (board); `a` and `b` are card masks
//! in CAP's layout, converted by the probe. Inputs come from the caller, so nothing is constant-folded.

#[cfg(any(feature = "size-aya", feature = "size-aya-all", feature = "size-rs-poker"))]
fn cards(bits: u64) -> impl Iterator<Item = crate::deal::Neutral> {
    // CAP's bit `suit * 16 + rank` to a neutral card `rank * 4 + suit` (suit order is irrelevant here).
    (0..64u8).filter(move |b| bits >> b & 1 != 0 && b % 16 < 13).map(|b| (b % 16) * 4 + b / 16)
}

#[cfg(feature = "size-base")]
#[no_mangle]
pub extern "C" fn probe(kind: u32, a: u64, b: u64) -> u32 {
    (a ^ b.rotate_left(kind)) as u32
}

#[cfg(any(feature = "size-cap", feature = "size-cap-text"))]
#[no_mangle]
pub extern "C" fn probe(kind: u32, a: u64, b: u64) -> u32 {
    use cap::engine::card_set::CardSet;
    use cap::engine::ranking::{
        DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
    };
    let wheel = if kind & 16 != 0 { Wheel::Straight } else { Wheel::AceHigh };
    let straights_and_flushes =
        if kind & 16 != 0 { StraightsAndFlushes::Ignore } else { StraightsAndFlushes::Count };
    let deuce_seven = DeuceSevenOptions { wheel };
    let ranking = match kind & 15 {
        0 => Ranking::High(HighOptions { short_hand: ShortHands { straights_and_flushes } }),
        1 => Ranking::EightOrBetterLow,
        2 => Ranking::DeuceSevenLow(deuce_seven),
        3 => Ranking::SixTwoLow,
        4 => Ranking::Badugi,
        5 => Ranking::LeastSuits(LowRanking::EightOrBetter),
        6 => Ranking::LeastSuits(LowRanking::DeuceSeven(deuce_seven)),
        7 => Ranking::LeastSuits(LowRanking::SixTwo),
        8 => Ranking::Stripped32,
        _ => Ranking::ChineseFront,
    };
    let (Some(a), Some(b)) = (CardSet::from_bits(a), CardSet::from_bits(b)) else { return 0 };
    if kind & 64 != 0 {
        // The tally a caller keeps while adding cards (equity enumeration).
        let tally = cap::engine::ranking::HighTally::of(a);
        return tally.value().map_or(0, |value| value.bits());
    }
    let best = if kind & 32 != 0 {
        crate::libs::cap_api::best_of(ranking, a, &crate::libs::cap_api::omaha_selection(b))
    } else {
        ranking.evaluate(a)
    };
    let Some(best) = best else { return 0 };
    let folded = best.value.bits() ^ (best.cards.bits() as u32) ^ (best.cards.bits() >> 32) as u32;
    #[cfg(feature = "size-cap-text")]
    let folded = folded ^ ranking.describe(best.value).len() as u32 ^ ranking.to_string().len() as u32;
    folded
}

#[cfg(any(feature = "size-aya", feature = "size-aya-all"))]
#[no_mangle]
pub extern "C" fn probe(kind: u32, a: u64, b: u64) -> u32 {
    use crate::libs::{Aya, Library};
    let hand = |bits: u64| cards(bits).take(7).map(Aya::card).collect::<aya_poker::base::Hand>();
    let (a, b) = (hand(a), hand(b));
    match kind {
        0 => u32::from(aya_poker::poker_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        2 => u32::from(aya_poker::ace_five_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        3 => u32::from(aya_poker::deuce_seven_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        4 => u32::from(aya_poker::badugi_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        5 => u32::from(aya_poker::baduci_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        6 => u32::from(aya_poker::short_deck_rank(&a).0),
        #[cfg(feature = "size-aya-all")]
        7 => u32::from(aya_poker::omaha_lo_rank(&a, &b).0),
        _ => u32::from(aya_poker::omaha_rank(&a, &b).0),
    }
}

#[cfg(feature = "size-rs-poker")]
#[no_mangle]
pub extern "C" fn probe(kind: u32, a: u64, b: u64) -> u32 {
    use crate::libs::{Library, RsPoker};
    use rs_poker::core::{CardBitSet, Rankable};
    let set = |bits: u64| cards(bits).map(RsPoker::card).collect::<CardBitSet>();
    let rank = if kind == 0 {
        set(a).rank()
    } else {
        match rs_poker::omaha::OmahaHand::new(set(a), set(b)) {
            Ok(hand) => hand.rank(),
            Err(_) => return 0,
        }
    };
    (rank.category() as u32) << 12 | u32::from(rank.value_bits())
}
