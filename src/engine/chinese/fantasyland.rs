//! Open Face Chinese Fantasyland: a player dealt 14 to 17 cards at once sets 13 in rows and
//! discards the rest; the hand is then scored exactly like any other OFC hand. And the "best
//! arrangement" helper: of every way to set 13 of those cards, the one with the most royalties.
//!
//! Invariants: a [`FantasylandHand`] holds a dealt count the table's rule allows and a setting of
//! 13 of those cards, so the discards are always the rest (1 to 4 cards). The best arrangement is
//! exact for the objective written in `docs/rules.md` ("Open Face Chinese", best arrangement): a
//! non-fouled setting with the most royalties; among equals the strongest back, then middle, then
//! front (a stronger row never wins fewer rows against any opponent). When another arrangement keeps
//! the player in Fantasyland and the richest one does not, it is given too, so the player weighs
//! the royalties given up against another Fantasyland hand (the app does not guess that worth).
//!
//! How it is fast: the dealt cards are renumbered 0..n, every 5-card and 3-card subset is valued
//! once (6,188 + 680 of them for 17 cards) and sorted strongest first. Every row's royalty, and
//! whether it keeps Fantasyland, only grow with its value, so a back bounds the middle's royalty
//! (the middle may not beat it), and backs are tried strongest first: the search stops as soon as
//! no back left can reach the best found. For a (back, middle) pair the best front is the first
//! 3-card subset of the cards left that the middle beats. A test compares it with every setting.

use std::fmt;

use super::ofc::{row_royalty, stays_in_fantasyland, FantasylandRule, StayRule};
use super::setting::{Row, RowHand, Setting};
use crate::engine::card::Cards;
use crate::engine::card_set::CardSet;
use crate::engine::sort::merge_sort_by;

/// How many cards a Fantasyland hand may be dealt under `rule`: 14 under the standard rule; 14 to
/// 17 under the progressive one (QQ 14, KK 15, AA 16, trips 17).
pub const fn dealt_range(rule: FantasylandRule) -> (usize, usize) {
    match rule {
        FantasylandRule::Standard => (14, 14),
        FantasylandRule::Progressive => (14, 17),
    }
}

/// A finished Fantasyland hand: the cards dealt, 13 of them set, the rest discarded.
///
/// ```
/// use cap::engine::chinese::fantasyland::FantasylandHand;
/// use cap::engine::chinese::ofc::FantasylandRule;
///
/// let dealt = "Qs Qh 2c 9d Th Jc Qc Ks 2h 5h 7h 9h Jh 3d".parse().unwrap();
/// let setting = "Qs Qh 2c / 9d Th Jc Qc Ks / 2h 5h 7h 9h Jh".parse().unwrap();
/// let hand = FantasylandHand::new(dealt, setting, FantasylandRule::Standard).unwrap();
/// assert_eq!(hand.discards().to_string(), "3d");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FantasylandHand {
    dealt: CardSet,
    setting: Setting,
}

impl FantasylandHand {
    /// The hand, or why not: a dealt count the rule does not allow, or a set card that was not dealt.
    pub fn new(
        dealt: CardSet,
        setting: Setting,
        rule: FantasylandRule,
    ) -> Result<FantasylandHand, FantasylandError> {
        check_dealt(dealt, rule)?;
        if let Some(card) = (setting.cards() - dealt).first() {
            return Err(FantasylandError { cards: dealt, kind: FantasylandErrorKind::NotDealt(card) });
        }
        Ok(FantasylandHand { dealt, setting })
    }

    pub fn dealt(&self) -> CardSet {
        self.dealt
    }

    pub fn setting(&self) -> &Setting {
        &self.setting
    }

    /// The dealt cards not set.
    pub fn discards(&self) -> CardSet {
        self.dealt - self.setting.cards()
    }
}

/// Refuses a dealt count that `rule` does not allow.
pub fn check_dealt(dealt: CardSet, rule: FantasylandRule) -> Result<(), FantasylandError> {
    let (least, most) = dealt_range(rule);
    if dealt.len() < least || dealt.len() > most {
        return Err(FantasylandError {
            cards: dealt,
            kind: FantasylandErrorKind::DealtCount { least, most },
        });
    }
    Ok(())
}

/// A Fantasyland hand that cannot be, with the cards dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FantasylandError {
    pub cards: CardSet,
    pub kind: FantasylandErrorKind,
}

/// What is wrong in a [`FantasylandError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FantasylandErrorKind {
    /// The deal is not a count the rule allows.
    DealtCount { least: usize, most: usize },
    /// A card in the rows was not dealt.
    NotDealt(crate::engine::card::Card),
}

impl fmt::Display for FantasylandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            FantasylandErrorKind::DealtCount { least, most } if least == most => {
                write!(
                    f,
                    "{} dealt ({}); a Fantasyland hand is dealt {least}",
                    Cards(self.cards.len()),
                    self.cards
                )
            }
            FantasylandErrorKind::DealtCount { least, most } => write!(
                f,
                "{} dealt ({}); a Fantasyland hand is dealt {least} to {most}",
                Cards(self.cards.len()),
                self.cards
            ),
            FantasylandErrorKind::NotDealt(card) => {
                write!(f, "{card} is set but was not dealt ({})", self.cards)
            }
        }
    }
}

impl std::error::Error for FantasylandError {}

/// One way to set a Fantasyland hand, with what it earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Arrangement {
    pub setting: Setting,
    pub discards: CardSet,
    /// The setting's royalties (never fouled, so every row counts).
    pub royalties: u32,
    /// Whether it keeps the player in Fantasyland under the stay rule searched with.
    pub stays: bool,
}

/// The best arrangement helper's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BestArrangement {
    /// The most royalties (ties: the strongest back, middle, front).
    pub richest: Arrangement,
    /// When the richest does not keep Fantasyland and another arrangement does: the richest of those.
    pub staying: Option<Arrangement>,
}

/// The best arrangements of the cards dealt in Fantasyland (module docs: the objective and why).
///
/// ```
/// use cap::engine::chinese::fantasyland::best_arrangement;
/// use cap::engine::chinese::ofc::{FantasylandRule, StayRule};
///
/// let dealt = "As Ad Ac Kh Kd 9s 8s 7s 6s 5s 2c 3d 4h Jc".parse().unwrap();
/// let best = best_arrangement(dealt, FantasylandRule::Standard, StayRule::default()).unwrap();
/// // A straight flush in the back (15), aces full in the middle (12), nothing in front.
/// assert_eq!(best.richest.royalties, 27);
/// assert!(best.richest.stays);
/// ```
pub fn best_arrangement(
    dealt: CardSet,
    rule: FantasylandRule,
    stay: StayRule,
) -> Result<BestArrangement, FantasylandError> {
    check_dealt(dealt, rule)?;
    Ok(search_best(dealt, stay))
}

/// [`best_arrangement`] for any 13 to 17 cards (the tests also search 13, where every setting can
/// be checked quickly).
pub(crate) fn search_best(dealt: CardSet, stay: StayRule) -> BestArrangement {
    let tables = Tables::new(dealt, stay);
    let richest = tables.search(false).map(|found| tables.arrangement(found));
    // A legal setting always exists (thirteen cards or more can always be set without fouling).
    let richest = richest.unwrap_or_else(|| unreachable!("13 or more cards always have a legal setting"));
    let staying =
        if richest.stays { None } else { tables.search(true).map(|found| tables.arrangement(found)) };
    BestArrangement { richest, staying }
}

/// A 5-card subset as a middle or back.
#[derive(Clone, Copy)]
struct Five {
    mask: u32,
    value: u32,
    royalty_middle: u32,
    royalty_back: u32,
    stays_middle: bool,
    stays_back: bool,
}

/// A 3-card subset as a front.
#[derive(Clone, Copy)]
struct Three {
    mask: u32,
    value: u32,
    royalty: u32,
    stays: bool,
}

/// The best found so far: (royalties, back, middle, front values) and the rows' masks.
type Found = ((u32, u32, u32, u32), [u32; 3]);

/// Every subset of the dealt cards valued once, strongest first.
struct Tables {
    cards: Vec<CardSet>,
    fives: Vec<Five>,
    /// For each five, the first five of equal value (where the middles it allows begin).
    first_equal: Vec<usize>,
    threes: Vec<Three>,
    /// For each set of the cards left once the back and middle are chosen (a mask of n - 10 cards),
    /// the index in `threes` of its strongest 3-card subset: the best front when the middle beats it.
    best_front: Vec<u16>,
    /// Every local card.
    all: u32,
    stay: StayRule,
}

impl Tables {
    fn new(dealt: CardSet, stay: StayRule) -> Tables {
        let cards: Vec<CardSet> = dealt.iter().map(CardSet::single).collect();
        let set = |mask: u32| cards_of(&cards, mask);
        let n = cards.len() as u32;
        let mut fives: Vec<Five> = subsets(n, 5)
            .map(|mask| {
                let hand = RowHand::of(Row::Back, set(mask));
                Five {
                    mask,
                    value: hand.value.bits(),
                    royalty_middle: row_royalty(Row::Middle, &hand),
                    royalty_back: row_royalty(Row::Back, &hand),
                    stays_middle: stay.row_stays(Row::Middle, hand.category),
                    stays_back: stay.row_stays(Row::Back, hand.category),
                }
            })
            .collect();
        merge_sort_by(&mut fives, |a, b| a.value > b.value);
        let mut first_equal = vec![0; fives.len()];
        for i in 1..fives.len() {
            first_equal[i] = if fives[i].value == fives[i - 1].value { first_equal[i - 1] } else { i };
        }
        let mut threes: Vec<Three> = subsets(n, 3)
            .map(|mask| {
                let hand = RowHand::of(Row::Front, set(mask));
                Three {
                    mask,
                    value: hand.value.bits(),
                    royalty: row_royalty(Row::Front, &hand),
                    stays: stay.row_stays(Row::Front, hand.category),
                }
            })
            .collect();
        merge_sort_by(&mut threes, |a, b| a.value > b.value);
        let mut best_front = vec![u16::MAX; 1 << n];
        for rest in subsets(n, n.saturating_sub(10)) {
            if let Some(i) = threes.iter().position(|t| t.mask & rest == t.mask) {
                best_front[rest as usize] = i as u16;
            }
        }
        Tables { cards, fives, first_equal, threes, best_front, all: (1 << n) - 1, stay }
    }

    fn set(&self, mask: u32) -> CardSet {
        cards_of(&self.cards, mask)
    }

    /// The best legal setting (only those that keep Fantasyland when `must_stay`), by the key
    /// (royalties, back, middle, front).
    fn search(&self, must_stay: bool) -> Option<Found> {
        let mut best: Option<Found> = None;
        for (b, back) in self.fives.iter().enumerate() {
            // The middle cannot beat the back, so it earns at most what this back would as a middle,
            // and the front at most the best front of the other cards that the back beats.
            let weaker = self.threes.partition_point(|t| t.value > back.value);
            let front_cap =
                self.threes[weaker..].iter().find(|t| t.mask & back.mask == 0).map_or(0, |t| t.royalty);
            // The strongest middle the back allows from the other cards bounds the middle's royalty.
            let middles = &self.fives[self.first_equal[b]..];
            let Some(strongest_middle) = middles.iter().find(|m| m.mask & back.mask == 0) else { continue };
            let cap = back.royalty_back + strongest_middle.royalty_middle + front_cap;
            if let Some(((royalties, back_value, _, _), _)) = best {
                // With any front: later backs are no stronger and earn no more, so none can do better.
                let any_front = back.royalty_back + back.royalty_middle + self.threes[0].royalty;
                if (any_front, back.value) < (royalties, back_value) {
                    break;
                }
                if (cap, back.value) < (royalties, back_value) {
                    continue;
                }
            }
            for middle in middles {
                if middle.mask & back.mask != 0 {
                    continue;
                }
                let cap = back.royalty_back + middle.royalty_middle + front_cap;
                if let Some(((royalties, back_value, middle_value, _), _)) = best {
                    // Later middles are weaker and earn no more: stop.
                    if (cap, back.value, middle.value) < (royalties, back_value, middle_value) {
                        break;
                    }
                }
                let stays = back.stays_back || middle.stays_middle;
                let used = back.mask | middle.mask;
                // Usually the strongest front of the cards left is weaker than the middle: one look-up.
                let strongest = &self.threes[usize::from(self.best_front[(self.all ^ used) as usize])];
                let start = if strongest.value <= middle.value {
                    usize::from(self.best_front[(self.all ^ used) as usize])
                } else {
                    self.threes.partition_point(|t| t.value > middle.value)
                };
                for front in &self.threes[start..] {
                    if must_stay && !stays && !front.stays {
                        // Fronts are strongest first: no later one is trips either.
                        break;
                    }
                    if front.mask & used != 0 {
                        continue;
                    }
                    let key = (
                        back.royalty_back + middle.royalty_middle + front.royalty,
                        back.value,
                        middle.value,
                        front.value,
                    );
                    if best.is_none_or(|(k, _)| key > k) {
                        best = Some((key, [front.mask, middle.mask, back.mask]));
                    }
                    // The strongest front the middle beats is the best for this back and middle.
                    break;
                }
            }
        }
        best
    }

    fn arrangement(&self, (key, [f, m, b]): Found) -> Arrangement {
        let setting = Setting::new_unchecked(self.set(f), self.set(m), self.set(b));
        let all = self.set((1u32 << self.cards.len()) - 1);
        let stays = stays_in_fantasyland(&setting, self.stay);
        Arrangement { setting, discards: all - setting.cards(), royalties: key.0, stays }
    }
}

/// The cards of a local mask.
fn cards_of(cards: &[CardSet], mut mask: u32) -> CardSet {
    let mut set = CardSet::EMPTY;
    while mask != 0 {
        set |= cards[mask.trailing_zeros() as usize];
        mask &= mask - 1;
    }
    set
}

/// Every `k`-bit mask of `n` bits, in increasing order (Gosper's hack).
fn subsets(n: u32, k: u32) -> impl Iterator<Item = u32> {
    let limit = 1u32 << n;
    let mut next = if k <= n { Some((1u32 << k) - 1) } else { None };
    std::iter::from_fn(move || {
        let mask = next?;
        let low = mask & mask.wrapping_neg();
        let ripple = mask + low;
        let following = (((ripple ^ mask) >> 2) / low) | ripple;
        next = (following < limit && ripple != 0).then_some(following);
        Some(mask)
    })
}

#[cfg(test)]
mod tests {
    use super::super::ofc::royalties;
    use super::super::split::{for_each_split, Local};
    use super::*;

    /// Every setting of every 13 of `dealt`: the best key, and the best key among those that stay.
    /// A setting's place in the helper's order: royalties, then back, middle, front values.
    type Key = (u32, u32, u32, u32);

    fn brute_force(dealt: CardSet, stay: StayRule) -> (Key, Option<Key>) {
        let mut best = None;
        let mut best_staying = None;
        for thirteen in dealt.subsets(13) {
            let local = Local::new(thirteen).unwrap();
            for_each_split(|f, m, b| {
                let s = Setting::new(local.set(f), local.set(m), local.set(b)).unwrap();
                if s.is_fouled() {
                    return;
                }
                let v = |row: Row| s.row(row).value.bits();
                let key = (royalties(&s), v(Row::Back), v(Row::Middle), v(Row::Front));
                if best.is_none_or(|k| key > k) {
                    best = Some(key);
                }
                if stays_in_fantasyland(&s, stay) && best_staying.is_none_or(|k| key > k) {
                    best_staying = Some(key);
                }
            });
        }
        (best.unwrap(), best_staying)
    }

    fn key(a: &Arrangement) -> Key {
        let v = |row: Row| a.setting.row(row).value.bits();
        (a.royalties, v(Row::Back), v(Row::Middle), v(Row::Front))
    }

    fn check_against_brute_force(dealt: CardSet, stay: StayRule) {
        let fast = search_best(dealt, stay);
        let (best, staying) = brute_force(dealt, stay);
        assert_eq!(key(&fast.richest), best, "{dealt}: the richest arrangement");
        assert!(!fast.richest.setting.is_fouled(), "{dealt}");
        assert_eq!(fast.richest.royalties, royalties(&fast.richest.setting), "{dealt}");
        assert_eq!(fast.richest.stays, stays_in_fantasyland(&fast.richest.setting, stay), "{dealt}");
        assert_eq!(fast.richest.discards, dealt - fast.richest.setting.cards(), "{dealt}");
        let expected_staying = if fast.richest.stays { None } else { staying };
        assert_eq!(fast.staying.as_ref().map(key), expected_staying, "{dealt}: the richest that stays");
        if let Some(s) = fast.staying {
            assert!(stays_in_fantasyland(&s.setting, stay) && s.stays, "{dealt}");
        }
    }

    /// A small deterministic generator (xorshift), so a failure names a reproducible hand.
    fn random_hands(seed: u64, count: usize, size: usize) -> Vec<CardSet> {
        let mut x = seed;
        let deck = crate::engine::card_set::Deck::Standard52.cards();
        (0..count)
            .map(|_| {
                let mut hand = CardSet::EMPTY;
                while hand.len() < size {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    hand.insert(deck[(x % 52) as usize]);
                }
                hand
            })
            .collect()
    }

    #[test]
    fn the_search_agrees_with_every_setting_of_random_thirteen_card_hands() {
        for (i, hand) in random_hands(7, 150, 13).into_iter().enumerate() {
            let stay = StayRule::ALL[i % 2];
            check_against_brute_force(hand, stay);
        }
    }

    #[test]
    fn the_search_agrees_with_every_setting_of_rich_and_random_fourteen_card_hands() {
        let rich = [
            "As Ad Ac Kh Kd 9s 8s 7s 6s 5s 2c 3d 4h Jc",
            "Qs Qh Qd Qc Js Jh Jd 2c 2d 2h 7s 7h 9d 9c",
            "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h As",
            "6s 6h 6d 5c 5d 4h 4c 3s 3d 2h 2c Ts 9d 8c",
            "As Ks Qd Jc 9h 7d 5s 4c 3h 2d 8s Tc 6h Kd",
        ];
        let mut hands: Vec<CardSet> = rich.iter().map(|t| t.parse().unwrap()).collect();
        hands.extend(random_hands(11, 6, 14));
        for (i, hand) in hands.into_iter().enumerate() {
            check_against_brute_force(hand, StayRule::ALL[i % 2]);
        }
    }

    #[test]
    fn seventeen_cards_are_searched_and_the_staying_choice_is_offered_when_it_costs_royalties() {
        // Aces in front would pay 9 and leave; the quads in the back pay 10 and stay. With the kings
        // full in the middle (12) the richest both pays more and stays.
        let dealt: CardSet = "As Ah Ad Ac Ks Kh Kd 2c 2d 3h 4h 5s 7c 8d 9h Jc Qd".parse().unwrap();
        let best = best_arrangement(dealt, FantasylandRule::Progressive, StayRule::default()).unwrap();
        assert!(best.richest.stays && best.staying.is_none(), "{:?}", best.richest.setting.to_string());
        assert_eq!(best.richest.discards.len(), 4);
        // Here the richest (kings in front 8, a flush in the middle 8, eights full in the back 6: 22)
        // leaves; fives full in the middle stays, for 18.
        let dealt: CardSet = "Ad Kh Ks Qh Qd Tc 8h 8d 8c 7d 6d 5h 5d 5c".parse().unwrap();
        check_against_brute_force(dealt, StayRule::TripsFullHouseQuads);
        let best = search_best(dealt, StayRule::TripsFullHouseQuads);
        assert_eq!((best.richest.royalties, best.richest.stays), (22, false), "{}", best.richest.setting);
        let staying = best.staying.unwrap();
        assert_eq!((staying.royalties, staying.stays), (18, true), "{}", staying.setting);
        assert_eq!(staying.setting.row(Row::Middle).category, crate::engine::ranking::Category::FullHouse);
        // Under the stricter rule a middle full house does not stay, and nothing else can.
        let strict = search_best(dealt, StayRule::TripsOrQuads);
        assert_eq!((strict.richest.royalties, strict.staying), (22, None));
    }

    #[test]
    fn a_deal_the_rule_does_not_allow_is_refused_with_its_count() {
        let dealt: CardSet = "As Ad Ac Kh Kd 9s 8s 7s 6s 5s 2c 3d 4h Jc Qd".parse().unwrap();
        let err = best_arrangement(dealt, FantasylandRule::Standard, StayRule::default()).unwrap_err();
        assert_eq!(err.to_string(), format!("15 cards dealt ({dealt}); a Fantasyland hand is dealt 14"));
        let setting: Setting = "As Ad Ac / Kh Kd 9s 8s 7s / 6s 5s 2c 3d Qh".parse().unwrap();
        let dealt: CardSet = "As Ad Ac Kh Kd 9s 8s 7s 6s 5s 2c 3d 4h Jc".parse().unwrap();
        let err = FantasylandHand::new(dealt, setting, FantasylandRule::Progressive).unwrap_err();
        assert_eq!(err.kind, FantasylandErrorKind::NotDealt("Qh".parse().unwrap()));
    }

    #[test]
    fn subsets_counts_are_binomials() {
        assert_eq!(subsets(17, 5).count(), 6188);
        assert_eq!(subsets(14, 3).count(), 364);
        assert!(subsets(13, 5).all(|m| m.count_ones() == 5 && m < 1 << 13));
    }
}
