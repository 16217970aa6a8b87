//! Special 13-card hands ("claims"): hands that win automatically when declared.
//!
//! Invariants: detection looks at the 13 cards only and reports every special they make; which of
//! them counts, and for how much, is the rule set's table ([`super::rules::SpecialTable`]). A
//! special that needs rows (three straights, three flushes, three straight flushes) carries the
//! best arrangement found among all 72,072 splits, so the app can show it and two such hands can be
//! compared back row first. Readings are in `docs/rules.md`, "Special hands".

use std::cmp::Ordering;
use std::fmt;

use super::setting::{Row, Setting};
use super::split::{for_each_split, Local};
use crate::engine::card::{Rank, Suit};
use crate::engine::card_set::CardSet;

/// The kinds of special hand in the documents' tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialKind {
    /// Six pairs and an odd card ("six and a half pairs"); four of a kind counts as two pairs and
    /// three of a kind as a pair and the odd card.
    SixPairs,
    /// Five pairs and one three of a kind.
    FivePairsAndTrips,
    /// Four threes of a kind and an odd card (four of a kind counts as trips plus the odd card).
    FourTrips,
    /// Three fours of a kind and an odd card.
    ThreeQuads,
    /// Back and middle five-card straights and a three-card straight in front.
    ThreeStraights,
    /// Back and middle flushes and three cards of one suit in front.
    ThreeFlushes,
    /// Three straight flushes (the front a three-card straight flush).
    ThreeStraightFlushes,
    /// All 13 cards red, or all black.
    OneColour,
    /// Twelve cards of one colour and one of the other.
    TwelveOneColour,
    /// Every card at most `highest` (Malayan "small": 2 to 8; Singapore "small cards": 2 to 9, or
    /// 2 to 10 for some players).
    SmallCards { highest: Rank },
    /// Every card at least `lowest` (Malayan "big": 8 to ace).
    BigCards { lowest: Rank },
    /// All twelve picture cards and any thirteenth card.
    TwelvePictures,
    /// One card of each rank, ace to king, suits mixed ("dragon").
    CompleteStraight,
    /// All thirteen cards of one suit.
    OneSuit,
}

impl fmt::Display for SpecialKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecialKind::SixPairs => f.write_str("six pairs"),
            SpecialKind::FivePairsAndTrips => f.write_str("five pairs and three of a kind"),
            SpecialKind::FourTrips => f.write_str("four threes of a kind"),
            SpecialKind::ThreeQuads => f.write_str("three fours of a kind"),
            SpecialKind::ThreeStraights => f.write_str("three straights"),
            SpecialKind::ThreeFlushes => f.write_str("three flushes"),
            SpecialKind::ThreeStraightFlushes => f.write_str("three straight flushes"),
            SpecialKind::OneColour => f.write_str("all one colour"),
            SpecialKind::TwelveOneColour => f.write_str("twelve of one colour"),
            // Small cards go up to 8, 9 or 10 (`rules::SMALL_CARDS_HIGHEST`): written as numbers.
            SpecialKind::SmallCards { highest } => write!(f, "small cards (2 to {})", highest.index() + 2),
            SpecialKind::BigCards { lowest } => write!(f, "big cards ({} to A)", lowest.symbol()),
            SpecialKind::TwelvePictures => f.write_str("all twelve pictures"),
            SpecialKind::CompleteStraight => f.write_str("complete straight (dragon)"),
            SpecialKind::OneSuit => f.write_str("all thirteen of one suit"),
        }
    }
}

/// A special hand found in 13 cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpecialHand {
    pub kind: SpecialKind,
    /// The 13 cards.
    pub cards: CardSet,
    /// The rows that make it, for the three-row specials.
    pub setting: Option<Setting>,
    /// How two hands of this kind compare, greater better; equal keys tie. Six pairs compare their
    /// pairs highest first; the three-row specials their back, then middle, then front row; every
    /// other kind ties (`docs/rules.md`, "Special hands").
    tiebreak: [u32; 3],
}

impl SpecialHand {
    /// How this hand compares with another of the same kind (`None` for different kinds).
    pub fn compare_same_kind(&self, other: &SpecialHand) -> Option<Ordering> {
        (self.kind == other.kind).then(|| self.tiebreak.cmp(&other.tiebreak))
    }
}

/// Every special the 13 `cards` make (empty when there are not exactly 13 cards).
///
/// ```
/// use cap::engine::chinese::specials::{detect, SpecialKind};
///
/// let dragon = detect("As 2h 3d 4c 5s 6h 7d 8c 9s Th Jd Qc Ks".parse().unwrap());
/// // A dragon can always be set as three straights too (A-2-3, 4 to 8, 9 to K).
/// let kinds: Vec<SpecialKind> = dragon.iter().map(|s| s.kind).collect();
/// assert_eq!(kinds, [SpecialKind::CompleteStraight, SpecialKind::ThreeStraights]);
/// ```
pub fn detect(cards: CardSet) -> Vec<SpecialHand> {
    if cards.len() != 13 {
        return Vec::new();
    }
    let mut found = Vec::new();
    let mut add = |kind, tiebreak| found.push(SpecialHand { kind, cards, setting: None, tiebreak });

    let counts: Vec<u32> = Rank::ALL.iter().map(|&r| cards.of_rank(r).len() as u32).collect();
    let pairs: u32 = counts.iter().map(|c| c / 2).sum();
    if pairs >= 6 {
        // Pair ranks highest first, a four of a kind giving its rank twice, packed four bits each.
        let mut key = 0u32;
        for rank in (0..13).rev() {
            for _ in 0..counts[rank] / 2 {
                key = key << 4 | rank as u32;
            }
        }
        add(SpecialKind::SixPairs, [key, 0, 0]);
    }
    if counts.iter().filter(|&&c| c == 3).count() == 1 && counts.iter().all(|&c| c % 2 == 0 || c == 3) {
        add(SpecialKind::FivePairsAndTrips, [0; 3]);
    }
    if counts.iter().filter(|&&c| c >= 3).count() >= 4 {
        add(SpecialKind::FourTrips, [0; 3]);
    }
    if counts.iter().filter(|&&c| c == 4).count() >= 3 {
        add(SpecialKind::ThreeQuads, [0; 3]);
    }
    let red = (cards.of_suit(Suit::Hearts) | cards.of_suit(Suit::Diamonds)).len();
    if red == 13 || red == 0 {
        add(SpecialKind::OneColour, [0; 3]);
    }
    if red == 12 || red == 1 {
        add(SpecialKind::TwelveOneColour, [0; 3]);
    }
    let ranks = cards.ranks();
    for highest in [Rank::Eight, Rank::Nine, Rank::Ten] {
        if ranks >> (highest.index() + 1) == 0 {
            add(SpecialKind::SmallCards { highest }, [0; 3]);
        }
    }
    if ranks & ((1 << Rank::Eight.index()) - 1) == 0 {
        add(SpecialKind::BigCards { lowest: Rank::Eight }, [0; 3]);
    }
    let pictures =
        [Rank::Jack, Rank::Queen, Rank::King].iter().map(|&r| cards.of_rank(r).len()).sum::<usize>();
    if pictures == 12 {
        add(SpecialKind::TwelvePictures, [0; 3]);
    }
    if ranks == 0x1FFF {
        add(SpecialKind::CompleteStraight, [0; 3]);
    }
    if cards.suit_count() == 1 {
        add(SpecialKind::OneSuit, [0; 3]);
    }
    found.extend(three_row_specials(cards));
    found
}

/// Whether the 13 `cards` make the special `kind`, with its hand.
pub fn find(cards: CardSet, kind: SpecialKind) -> Option<SpecialHand> {
    detect(cards).into_iter().find(|s| s.kind == kind)
}

/// Three straights, three flushes and three straight flushes, each with its best arrangement.
fn three_row_specials(cards: CardSet) -> Vec<SpecialHand> {
    // A quick necessary condition saves the 72,072-split walk for almost every hand: three
    // flushes need every suit's count to be a sum of row sizes, three straights need at least
    // five different ranks.
    let suit_counts = Suit::ALL.map(|s| cards.of_suit(s).len());
    let flushes_possible = suit_counts.iter().all(|&c| matches!(c, 0 | 3 | 5 | 8 | 10 | 13));
    let straights_possible = cards.ranks().count_ones() >= 5;
    if !flushes_possible && !straights_possible {
        return Vec::new();
    }
    let Some(local) = Local::new(cards) else { return Vec::new() };
    let high = Row::Back.ranking();
    let front_ranking = Row::Front.ranking();
    let values = local.table(|set| {
        let n = set.len();
        let straight_top = straight_top(set.ranks(), n);
        let is_flush = set.suit_count() == 1;
        let value = if n == 5 { high.value(set) } else { front_ranking.value(set) };
        RowFacts { value: value.map_or(0, |v| v.bits()), straight_top, is_flush }
    });
    let mut best: [Option<Found>; 3] = [None; 3];
    for_each_split(|front, middle, back| {
        let (f, m, b) = (values[front as usize], values[middle as usize], values[back as usize]);
        let straights = f.straight_top > 0 && m.straight_top > 0 && b.straight_top > 0;
        let flushes = f.is_flush && m.is_flush && b.is_flush;
        let candidates = [
            (straights, [b.value, m.value, f.straight_top]),
            (flushes, [b.value, m.value, f.value]),
            (straights && flushes, [b.value, m.value, f.straight_top]),
        ];
        for (slot, (ok, key)) in best.iter_mut().zip(candidates) {
            if ok && slot.is_none_or(|(k, _)| key > k) {
                *slot = Some((key, (front, middle, back)));
            }
        }
    });
    let kinds = [SpecialKind::ThreeStraights, SpecialKind::ThreeFlushes, SpecialKind::ThreeStraightFlushes];
    kinds
        .into_iter()
        .zip(best)
        .filter_map(|(kind, found)| {
            let (tiebreak, (front, middle, back)) = found?;
            let setting = Setting::new_unchecked(local.set(front), local.set(middle), local.set(back));
            Some(SpecialHand { kind, cards, setting: Some(setting), tiebreak })
        })
        .collect()
}

/// The best arrangement found so far: its tie-break key and its (front, middle, back) masks.
type Found = ([u32; 3], (u16, u16, u16));

/// What the three-row specials need to know about one row.
#[derive(Clone, Copy, Debug, Default)]
struct RowFacts {
    value: u32,
    /// The top rank of a straight of the row's size, plus one (0: not a straight).
    straight_top: u32,
    is_flush: bool,
}

/// The top rank + 1 of a straight made by exactly `n` cards with rank mask `ranks`, or 0. The ace
/// plays high or low: A-2-3 and A-2-3-4-5 are straights topped by their three and five.
fn straight_top(ranks: u16, n: usize) -> u32 {
    if ranks.count_ones() as usize != n {
        return 0;
    }
    let run = (1u16 << n) - 1;
    let top = 16 - ranks.leading_zeros();
    let low = ranks.trailing_zeros();
    if ranks == run << low {
        return top;
    }
    let ace_low = (ranks & 0x0FFF) << 1 | ranks >> 12;
    if ace_low == run {
        return n as u32 - 1;
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_card_straights_play_the_ace_high_or_low() {
        assert_eq!(straight_top(0b1_0000_0000_0011, 3), 2); // A-2-3, topped by the three
        assert_eq!(straight_top(0b1_1000_0000_0000 | 1 << 10, 3), 13); // Q-K-A
        assert_eq!(straight_top(0b1_0000_0000_1111, 5), 4); // A-2-3-4-5
        assert_eq!(straight_top(0b1_1000_0000_0001, 3), 0); // K-A-2 wraps: no straight
    }
}
