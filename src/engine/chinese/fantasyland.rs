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
//! How it is fast (a 17-card hand in about a millisecond in the browser, `docs/performance.md` §7):
//! the dealt cards are renumbered 0..n, every 5-card and 3-card subset is valued once (6,188 + 680
//! of them for 17 cards) and sorted strongest first. Every row's royalty, and whether it keeps
//! Fantasyland, only grow with its value, which gives bounds. Backs are tried strongest first; the
//! middle may not beat the back nor the front the middle, so a back bounds what the setting can
//! earn, and the search stops at the first back whose bound cannot reach the best found. A back
//! is also bounded by the best five and best three of the cards it leaves (the evaluator values
//! them in one call each), and skipped when that cannot win or, when the setting must stay in
//! Fantasyland, when none of its rows could. Its middles are the fives of the cards it leaves (792
//! for 17 cards), each bounded again before its front is chosen; the best front of a back and
//! middle is the strongest three of the cards left that the middle beats, looked up once per set of
//! cards left. Tests compare it with every setting of random and hard 13- to 17-card hands.

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
    cards: CardSet,
    value: u32,
    royalty_middle: u32,
    royalty_back: u32,
    stays_middle: bool,
    stays_back: bool,
    /// The most a front no stronger than this five earns as the front under it as a middle, and
    /// whether such a front can be trips (any dealt cards: a bound).
    front_cap: u32,
    front_can_stay: bool,
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

/// Not looked up yet, in [`Search::strongest_front`].
const UNKNOWN: u16 = u16::MAX;

/// Every subset of the dealt cards valued once, strongest first.
struct Tables {
    dealt: CardSet,
    cards: Vec<CardSet>,
    fives: Vec<Five>,
    /// For each five, the first five of equal value (where the middles it allows begin).
    first_equal: Vec<usize>,
    threes: Vec<Three>,
    /// For a mask of five local cards its place in `fives`, for three its place in `threes`.
    place: Vec<u16>,
    /// Every choice of five of the `n - 5` cards a back leaves, as a mask of their places among those.
    middles: Vec<u16>,
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
                    cards: hand.cards,
                    value: hand.value.bits(),
                    royalty_middle: row_royalty(Row::Middle, &hand),
                    royalty_back: row_royalty(Row::Back, &hand),
                    stays_middle: stay.row_stays(Row::Middle, hand.category),
                    stays_back: stay.row_stays(Row::Back, hand.category),
                    front_cap: 0,
                    front_can_stay: false,
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
        for five in &mut fives {
            if let Some(front) = threes.get(threes.partition_point(|t| t.value > five.value)) {
                (five.front_cap, five.front_can_stay) = (front.royalty, front.stays);
            }
        }
        let mut place = vec![0u16; 1 << n];
        for (i, five) in fives.iter().enumerate() {
            place[five.mask as usize] = i as u16;
        }
        for (i, three) in threes.iter().enumerate() {
            place[three.mask as usize] = i as u16;
        }
        let middles = subsets(n.saturating_sub(5), 5).map(|m| m as u16).collect();
        Tables { dealt, cards, fives, first_equal, threes, place, middles, all: (1 << n) - 1, stay }
    }

    fn set(&self, mask: u32) -> CardSet {
        cards_of(&self.cards, mask)
    }

    /// The richest middle no stronger than `value`, if any: royalties and the stay only grow with
    /// the value, so it earns the most and stays if any such middle does.
    fn middle_at_most(&self, value: u32) -> Option<&Five> {
        self.fives.get(self.fives.partition_point(|f| f.value > value))
    }

    /// The same for fronts.
    fn front_at_most(&self, value: u32) -> Option<&Three> {
        self.threes.get(self.threes.partition_point(|t| t.value > value))
    }

    /// The best legal setting (only those that keep Fantasyland when `must_stay`), by the key
    /// (royalties, back, middle, front).
    fn search(&self, must_stay: bool) -> Option<Found> {
        let mut search = Search { tables: self, strongest_front: vec![UNKNOWN; self.place.len()] };
        let mut best: Option<Found> = None;
        let beaten = |best: Option<Found>, key: (u32, u32, u32)| {
            best.is_some_and(|((royalties, back, middle, _), _)| key < (royalties, back, middle))
        };
        for (b, back) in self.fives.iter().enumerate() {
            // However the other rows are chosen: the middle no stronger than the back, the front
            // no stronger than the middle. Later backs are no stronger, earn no more and stay no
            // more: stop.
            let any_front = self.front_at_most(back.value);
            let any = back.royalty_back + back.royalty_middle + any_front.map_or(0, |t| t.royalty);
            let can_stay = back.stays_back || back.stays_middle || any_front.is_some_and(|t| t.stays);
            if beaten(best, (any, back.value, u32::MAX)) || (must_stay && !can_stay) {
                break;
            }
            // The same from the cards this back leaves: their best five and best three.
            let rest_cards = self.dealt - back.cards;
            let best_five = Row::Middle.ranking().value(rest_cards).map_or(0, |v| v.bits());
            let best_three = Row::Front.ranking().value(rest_cards).map_or(0, |v| v.bits());
            let middle_cap = self.middle_at_most(best_five.min(back.value));
            let front_cap = self.front_at_most(best_three.min(back.value));
            let can_stay = back.stays_back
                || middle_cap.is_some_and(|m| m.stays_middle)
                || front_cap.is_some_and(|t| t.stays);
            let front_cap = front_cap.map_or(0, |t| t.royalty);
            let cap = back.royalty_back + middle_cap.map_or(0, |m| m.royalty_middle) + front_cap;
            if beaten(best, (cap, back.value, u32::MAX)) || (must_stay && !can_stay) {
                continue;
            }
            // The middles: every five of the cards left, through two look-up tables that place
            // the bits of a mask of those cards (six at a time) among the dealt cards.
            let rest = self.all ^ back.mask;
            let mut place = [[0u32; 64]; 2];
            let mut left = rest;
            for half in &mut place {
                for bit in 0..6 {
                    let card = left & left.wrapping_neg();
                    left ^= card;
                    let step = 1 << bit;
                    for m in step..2 * step {
                        half[m] = half[m - step] | card;
                    }
                }
            }
            for &m in &self.middles {
                let m = usize::from(m);
                let mask = place[0][m & 63] | place[1][m >> 6];
                let i = usize::from(self.place[mask as usize]);
                if i < self.first_equal[b] {
                    continue; // stronger than the back
                }
                let middle = &self.fives[i];
                // The front can beat neither the middle nor the best three of the cards left.
                let cap = back.royalty_back + middle.royalty_middle + front_cap.min(middle.front_cap);
                let needs_trips = must_stay && !back.stays_back && !middle.stays_middle;
                if beaten(best, (cap, back.value, middle.value)) || (needs_trips && !middle.front_can_stay) {
                    continue;
                }
                let Some(front) = search.front(rest ^ mask, middle.value, needs_trips) else { continue };
                let key = (
                    back.royalty_back + middle.royalty_middle + front.royalty,
                    back.value,
                    middle.value,
                    front.value,
                );
                if best.is_none_or(|(k, _)| key > k) {
                    best = Some((key, [front.mask, middle.mask, back.mask]));
                }
            }
        }
        best
    }

    fn arrangement(&self, (key, [f, m, b]): Found) -> Arrangement {
        let setting = Setting::new_unchecked(self.set(f), self.set(m), self.set(b));
        let stays = stays_in_fantasyland(&setting, self.stay);
        Arrangement { setting, discards: self.dealt - setting.cards(), royalties: key.0, stays }
    }
}

/// One search's memory: the strongest front of each set of cards left by a back and a middle.
struct Search<'a> {
    tables: &'a Tables,
    /// By mask of the cards left: the place in `threes` of their strongest three, or [`UNKNOWN`].
    strongest_front: Vec<u16>,
}

impl Search<'_> {
    /// The best front of the cards `left` no stronger than `most` (and trips when `needs_trips`):
    /// the strongest such, which also earns the most.
    fn front(&mut self, left: u32, most: u32, needs_trips: bool) -> Option<Three> {
        let threes = &self.tables.threes;
        let places = &self.tables.place;
        let slot = &mut self.strongest_front[left as usize];
        if *slot == UNKNOWN {
            let mut strongest = UNKNOWN;
            each_three(left, |mask| strongest = strongest.min(places[mask as usize]));
            *slot = strongest;
        }
        let strongest = threes[usize::from(*slot)];
        if needs_trips && !strongest.stays {
            return None; // no trips among the cards left
        }
        if strongest.value <= most {
            return Some(strongest);
        }
        // Rare: the strongest of the cards left beats the middle; the strongest of those that do not.
        // (In 24,000 random searches of 14 to 16 cards this never decided the answer; there is no
        // proof that it cannot, so it stays.)
        let mut found = UNKNOWN;
        each_three(left, |mask| {
            let i = places[mask as usize];
            let t = &threes[usize::from(i)];
            if i < found && t.value <= most && (t.stays || !needs_trips) {
                found = i;
            }
        });
        threes.get(usize::from(found)).copied()
    }
}

/// Calls `f` with every three-bit subset of `mask`.
fn each_three(mask: u32, mut f: impl FnMut(u32)) {
    let mut x = mask;
    while x != 0 {
        let a = x & x.wrapping_neg();
        x ^= a;
        let mut y = x;
        while y != 0 {
            let b = y & y.wrapping_neg();
            y ^= b;
            let mut z = y;
            while z != 0 {
                let c = z & z.wrapping_neg();
                z ^= c;
                f(a | b | c);
            }
        }
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
    use crate::engine::card::Card;

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

    /// Every (back, middle, front) of `dealt`, any number of cards, each row valued once by mask:
    /// the same answer as [`brute_force`] (checked below) in a fraction of the time, so that deals
    /// of 15 to 17 cards can be checked in full too (171 million settings for 17 cards).
    fn every_row_choice(dealt: CardSet, stay: StayRule) -> (Key, Option<Key>) {
        fn each_subset(mask: u32, k: u32, chosen: u32, f: &mut impl FnMut(u32)) {
            if k == 0 {
                return f(chosen);
            }
            if mask.count_ones() < k {
                return;
            }
            let low = mask & mask.wrapping_neg();
            each_subset(mask ^ low, k - 1, chosen | low, f);
            each_subset(mask ^ low, k, chosen, f);
        }
        let cards: Vec<CardSet> = dealt.iter().map(CardSet::single).collect();
        let all = (1u32 << cards.len()) - 1;
        // By mask: (value, royalty, stays) as each row.
        let mut rows = vec![[(0, 0, false); 3]; 1 << cards.len()];
        for k in [3, 5] {
            each_subset(all, k, 0, &mut |mask| {
                for row in Row::ALL {
                    if row.size() == k as usize {
                        let hand = RowHand::of(row, cards_of(&cards, mask));
                        rows[mask as usize][row as usize] =
                            (hand.value.bits(), row_royalty(row, &hand), stay.row_stays(row, hand.category));
                    }
                }
            });
        }
        let (mut best, mut best_staying) = (None, None);
        each_subset(all, 5, 0, &mut |b| {
            let (back, b_royalty, b_stays) = rows[b as usize][Row::Back as usize];
            each_subset(all ^ b, 5, 0, &mut |m| {
                let (middle, m_royalty, m_stays) = rows[m as usize][Row::Middle as usize];
                if middle > back {
                    return;
                }
                each_subset(all ^ b ^ m, 3, 0, &mut |f| {
                    let (front, f_royalty, f_stays) = rows[f as usize][Row::Front as usize];
                    if front > middle {
                        return;
                    }
                    let key = (b_royalty + m_royalty + f_royalty, back, middle, front);
                    if best.is_none_or(|k| key > k) {
                        best = Some(key);
                    }
                    if (b_stays || m_stays || f_stays) && best_staying.is_none_or(|k| key > k) {
                        best_staying = Some(key);
                    }
                });
            });
        });
        (best.unwrap(), best_staying)
    }

    fn check_against_brute_force(dealt: CardSet, stay: StayRule) {
        check_against(dealt, stay, brute_force(dealt, stay));
    }

    fn check_against(dealt: CardSet, stay: StayRule, (best, staying): (Key, Option<Key>)) {
        let fast = search_best(dealt, stay);
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
    fn every_row_choice_is_the_brute_force_of_every_thirteen() {
        let mut hands: Vec<CardSet> = random_hands(5, 4, 14);
        hands.push("Qs Qh Qd Qc Js Jh Jd 2c 2d 2h 7s 7h 9d 9c".parse().unwrap());
        for (i, hand) in hands.into_iter().enumerate() {
            let stay = StayRule::ALL[i % 2];
            assert_eq!(every_row_choice(hand, stay), brute_force(hand, stay), "{hand}");
        }
    }

    /// Built to stress the search (many royalties, so few settings are ruled out early) and the
    /// slowest random deals found by the benchmark (`benches/src/fantasyland.rs`): the first 14 to
    /// 17 cards of each.
    const HARD: [&str; 13] = [
        "2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d 8c 8d 9c 9d Th",
        "Ac Ad Ah Kc Kd Kh Qc Qd Qh Jc Jd Jh Tc Td Th 9s 8s",
        "Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h As Kd Qc 2s",
        "Ah Kh Qh Jh Th 9h 8h 7h 6h As Ks Qs Js Ts 9s 8s 7s",
        "2c 2d 2h 2s 9c 9d 9h 9s Qc Qd Ah Ad 6s 6h 4c 4d Kh",
        "2c 2d 3h 3s 4c 4d 5h 5s 7c 8d 9h Jc Kd 7h 8s Tc 6h",
        "Kd Kc Ks Qh Jd Tc Ts 9c 8d 8s 7c 7s 6h 5h 3h 3d 2s",
        "Ad Qh Jh Js Th 9d 9c 9s 8h 6s 5d 5c 4c 3d 3s 2d 2c",
        "Ad Ks Qd Jh Jc Td 8h 7d 6h 6d 5h 5c 5s 4d 4s 3c 2d",
        "Ac As Qh Jc Ts 9d 9s 8h 8c 7c 5c 3c 2d 2s Kd 6h 4h",
        "Ah Ad Kd Kc Ks Qc Jd Js Td 9d 9s 5d 4c 4s 3c 2d 2s",
        "Ad Ac As Kc Ks Qh Qc Js 8d 7c 5s 4h 4d 3c 2d 2s Th",
        "As Kd Qh Qd Th Tc Ts 8s 6d 5c 4h 3d 3c 3s Ah Kc 9d",
    ];

    fn first(text: &str, n: usize) -> CardSet {
        let cards: Vec<Card> = text.split_whitespace().take(n).map(|c| c.parse().unwrap()).collect();
        CardSet::from_cards(cards).unwrap()
    }

    #[test]
    fn the_search_agrees_with_every_setting_of_hard_fourteen_to_seventeen_card_hands() {
        for (i, text) in HARD.iter().enumerate() {
            for n in 14..=17 {
                // 17 cards cost the check a second or more each: two hands.
                if n == 17 && i != 0 && i != 6 {
                    continue;
                }
                let (hand, stay) = (first(text, n), StayRule::ALL[(i + n) % 2]);
                check_against(hand, stay, every_row_choice(hand, stay));
            }
        }
    }

    #[test]
    fn the_search_agrees_with_every_setting_of_random_fourteen_to_seventeen_card_hands() {
        for (n, count) in [(14, 30), (15, 12), (16, 5), (17, 2)] {
            for (i, hand) in random_hands(n as u64 * 101, count, n).into_iter().enumerate() {
                let stay = StayRule::ALL[i % 2];
                check_against(hand, stay, every_row_choice(hand, stay));
            }
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
