//! A plain reference evaluator for every ranking, written to be obviously right rather than fast.
//!
//! Each function looks at one hand of exactly the cards it is given: it sorts ranks, counts them,
//! checks suits, and returns a key that compares the way the rules say (greater is better). Best
//! hands from more cards are found by trying every subset. Nothing here shares code with the
//! engine's evaluators, which are checked against it hand by hand.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;

use cap::engine::card::{Card, Rank, Suit};
use cap::engine::card_set::CardSet;

/// A high key: category in the ranking's order, then ranks in the order they are compared
/// (largest group first, higher rank first within equal groups; a straight's ranks from its top
/// down, an ace playing low as -1), padded with -2 for cards a short hand does not have, then a
/// suit tie-break.
pub type HighKey = (u8, [i8; 5], u8);

/// Where the ace may play in a straight.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum AceInStraights {
    /// High or low (A-2-3-4-5, or A-7-8-9-T in the 32-card deck).
    HighOrLow,
    /// High only.
    HighOnly,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// Flush above straight, full house above flush.
    Standard,
    /// 32-card draw: flush above full house.
    Stripped,
}

#[derive(Clone, Copy)]
pub struct HighRules {
    pub straights_and_flushes: bool,
    pub ace: AceInStraights,
    pub order: Order,
}

pub const STANDARD: HighRules =
    HighRules { straights_and_flushes: true, ace: AceInStraights::HighOrLow, order: Order::Standard };

/// The rank as a number, two = 0 … ace = 12.
fn r(card: &Card) -> i8 {
    card.rank() as i8
}

fn category_code(name: &str, order: Order) -> u8 {
    let standard = [
        "high card",
        "pair",
        "two pair",
        "trips",
        "straight",
        "flush",
        "full house",
        "quads",
        "straight flush",
    ];
    let stripped = [
        "high card",
        "pair",
        "two pair",
        "trips",
        "straight",
        "full house",
        "flush",
        "quads",
        "straight flush",
    ];
    let list = if order == Order::Standard { standard } else { stripped };
    list.iter().position(|&n| n == name).unwrap() as u8
}

/// The top rank of the straight these cards make, if they make one: all ranks different and in
/// sequence, counting the ace as one below the lowest rank of the deck when it may play low.
fn straight_top(cards: &[Card], rules: HighRules) -> Option<i8> {
    let n = cards.len();
    let mut ranks: Vec<i8> = cards.iter().map(r).collect();
    ranks.sort();
    ranks.dedup();
    if ranks.len() != n {
        return None;
    }
    if ranks[n - 1] - ranks[0] == n as i8 - 1 {
        return Some(ranks[n - 1]);
    }
    if rules.ace == AceInStraights::HighOrLow && ranks[n - 1] == 12 {
        // The ace plays just below the deck's lowest rank: the two (index 0) or the seven (5).
        let below = if rules.order == Order::Stripped { 4 } else { -1 };
        let mut low: Vec<i8> = ranks.iter().map(|&x| if x == 12 { below } else { x }).collect();
        low.sort();
        if low[n - 1] - low[0] == n as i8 - 1 {
            return Some(low[n - 1]);
        }
    }
    None
}

/// The key of exactly these cards (one to five) as a high hand.
pub fn high_key(cards: &[Card], rules: HighRules) -> HighKey {
    let n = cards.len();
    assert!((1..=5).contains(&n));
    // Groups of equal rank: (count, rank), biggest group first, then higher rank.
    let mut groups: Vec<(usize, i8)> = Vec::new();
    for rank in (0..13).rev() {
        let count = cards.iter().filter(|c| r(c) == rank).count();
        if count > 0 {
            groups.push((count, rank));
        }
    }
    groups.sort_by(|a, b| b.cmp(a));
    let shape: Vec<usize> = groups.iter().map(|g| g.0).collect();
    let mut ranks = [-2i8; 5];
    let mut at = 0;
    for &(count, rank) in &groups {
        for _ in 0..count {
            ranks[at] = rank;
            at += 1;
        }
    }
    let sf_possible = rules.straights_and_flushes && n >= 3;
    let flush = sf_possible && cards.iter().all(|c| c.suit() == cards[0].suit());
    let straight = if sf_possible { straight_top(cards, rules) } else { None };
    let run = |top: i8| {
        let mut ranks = [-2i8; 5];
        for (i, slot) in ranks.iter_mut().enumerate().take(n) {
            *slot = top - i as i8;
        }
        ranks
    };
    // The categories of one exact hand exclude each other (except a straight flush, tested
    // first), so the order of these arms is not the ranking order: `category_code` is.
    let name = match (straight, flush, shape.as_slice()) {
        (Some(_), true, _) => "straight flush",
        (_, _, [4, ..]) => "quads",
        (_, _, [3, 2]) => "full house",
        (_, true, _) => "flush",
        (Some(_), _, _) => "straight",
        (_, _, [3, ..]) => "trips",
        (_, _, [2, 2, ..]) => "two pair",
        (_, _, [2, ..]) => "pair",
        _ => "high card",
    };
    let ranks = match straight {
        Some(top) if name == "straight" || name == "straight flush" => run(top),
        _ => ranks,
    };
    let tie = if rules.order == Order::Stripped { stripped_tie(cards, name, straight) } else { 0 };
    (category_code(name, rules.order), ranks, tie)
}

/// The 32-card suit tie-break: the suit of the highest card for straight flushes, flushes,
/// straights and high cards; of the highest kicker (highest unpaired card) for pairs and two
/// pairs; none otherwise. Hearts 3 > diamonds 2 > clubs 1 > spades 0.
fn stripped_tie(cards: &[Card], name: &str, straight: Option<i8>) -> u8 {
    let suit_value = |s: Suit| match s {
        Suit::Hearts => 3,
        Suit::Diamonds => 2,
        Suit::Clubs => 1,
        Suit::Spades => 0,
    };
    match name {
        "straight flush" | "straight" => {
            let top = straight.unwrap();
            suit_value(cards.iter().find(|c| r(c) == top).unwrap().suit())
        }
        "flush" | "high card" => suit_value(cards.iter().max_by_key(|c| r(c)).unwrap().suit()),
        "pair" | "two pair" => {
            let kicker = cards
                .iter()
                .filter(|c| cards.iter().filter(|d| d.rank() == c.rank()).count() == 1)
                .max_by_key(|c| r(c))
                .unwrap();
            suit_value(kicker.suit())
        }
        _ => 0,
    }
}

/// 8-or-better: five different ranks, each eight or lower with the ace as one; the lowest
/// highest card wins, then the next.
pub fn eight_or_better_key(cards: &[Card]) -> Option<Reverse<[i8; 5]>> {
    assert_eq!(cards.len(), 5);
    let mut values: Vec<i8> =
        cards.iter().map(|c| if c.rank() == Rank::Ace { 1 } else { r(c) + 2 }).collect();
    values.sort_by(|a, b| b.cmp(a));
    let distinct = values.windows(2).all(|w| w[0] != w[1]);
    if !distinct || values[0] > 8 {
        return None;
    }
    Some(Reverse([values[0], values[1], values[2], values[3], values[4]]))
}

/// 2-7: exactly the reverse of high with the ace high (and A-2-3-4-5 a straight if `wheel`).
pub fn deuce_seven_key(cards: &[Card], wheel: bool) -> Reverse<HighKey> {
    assert_eq!(cards.len(), 5);
    let ace = if wheel { AceInStraights::HighOrLow } else { AceInStraights::HighOnly };
    Reverse(high_key(cards, HighRules { straights_and_flushes: true, ace, order: Order::Standard }))
}

/// 6-2: the reverse of high with straights and flushes ignored.
pub fn six_two_key(cards: &[Card]) -> Reverse<HighKey> {
    assert_eq!(cards.len(), 5);
    Reverse(high_key(
        cards,
        HighRules { straights_and_flushes: false, ace: AceInStraights::HighOnly, order: Order::Standard },
    ))
}

/// How many different suits the cards have.
pub fn suit_count(cards: &[Card]) -> usize {
    let mut suits: Vec<Suit> = cards.iter().map(|c| c.suit()).collect();
    suits.sort();
    suits.dedup();
    suits.len()
}

/// Least suits over a low key: the low first, then fewer suits.
pub fn least_suits_key<K: Ord>(cards: &[Card], low: Option<K>) -> Option<(K, Reverse<usize>)> {
    low.map(|k| (k, Reverse(suit_count(cards))))
}

/// Badugi key of exactly these cards if they are a badugi (different suits, different ranks):
/// more cards first, then the lowest highest card, ace low.
pub fn badugi_key_exact(cards: &[Card]) -> Option<(usize, Reverse<[i8; 4]>)> {
    let n = cards.len();
    let mut suits: Vec<Suit> = cards.iter().map(|c| c.suit()).collect();
    suits.sort();
    suits.dedup();
    let mut values: Vec<i8> =
        cards.iter().map(|c| if c.rank() == Rank::Ace { 1 } else { r(c) + 2 }).collect();
    values.sort_by(|a, b| b.cmp(a));
    let mut distinct = values.clone();
    distinct.dedup();
    if n == 0 || n > 4 || suits.len() != n || distinct.len() != n {
        return None;
    }
    let mut padded = [0i8; 4];
    padded[..n].copy_from_slice(&values);
    Some((n, Reverse(padded)))
}

/// The best badugi among all subsets of the cards.
pub fn badugi_key(cards: &[Card]) -> Option<(usize, Reverse<[i8; 4]>)> {
    let n = cards.len();
    (1u32..1 << n)
        .filter(|m| m.count_ones() <= 4)
        .filter_map(|m| {
            let subset: Vec<Card> = (0..n).filter(|i| m >> i & 1 == 1).map(|i| cards[i]).collect();
            badugi_key_exact(&subset)
        })
        .max()
}

/// The cards of a set as a list.
pub fn cards_of(set: CardSet) -> Vec<Card> {
    set.iter().collect()
}

/// The best key of any `size`-card subset of `set`, by trying them all.
pub fn best_of<K: Ord>(set: CardSet, size: usize, key: impl Fn(&[Card]) -> K) -> K {
    set.subsets(size).map(|s| key(&cards_of(s))).max().expect("at least one subset")
}

/// Checks that two valuations of the same hands order them identically: equal engine values
/// exactly where reference keys are equal, greater exactly where greater. Each hand is reported
/// as it is recorded, so a failure names a hand of each side.
pub struct SameOrder<V, K> {
    seen: HashMap<V, (K, CardSet)>,
    hands: usize,
}

impl<V: Ord + Hash + Copy + Debug, K: Ord + Clone + Debug> SameOrder<V, K> {
    pub fn new() -> Self {
        SameOrder { seen: HashMap::new(), hands: 0 }
    }

    /// Records one hand's engine value and reference key; panics if the value was seen before
    /// with another key.
    pub fn record(&mut self, value: V, key: K, hand: CardSet) {
        self.hands += 1;
        match self.seen.get(&value) {
            Some((seen_key, seen_hand)) => assert!(
                *seen_key == key,
                "{hand} and {seen_hand} have the same value {value:?} but reference keys {key:?} and {seen_key:?}"
            ),
            None => {
                self.seen.insert(value, (key, hand));
            }
        }
    }

    /// Checks the order of the distinct values; returns how many there were.
    pub fn check(self) -> usize {
        let mut all: Vec<(V, (K, CardSet))> = self.seen.into_iter().collect();
        all.sort_by_key(|entry| entry.0);
        for pair in all.windows(2) {
            let (low, high) = (&pair[0], &pair[1]);
            assert!(
                low.1 .0 < high.1 .0,
                "{} (value {:?}, key {:?}) ranks below {} (value {:?}, key {:?}) in the engine but not in the reference",
                low.1 .1, low.0, low.1 .0, high.1 .1, high.0, high.1 .0
            );
        }
        all.len()
    }

    pub fn hands(&self) -> usize {
        self.hands
    }
}

/// A small fixed-seed xorshift generator: reproducible random hands without a crate.
pub struct XorShift(u64);

impl XorShift {
    pub fn new(seed: u64) -> Self {
        XorShift(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// `n` different cards from `deck`, as a set.
    pub fn hand(&mut self, deck: &[Card], n: usize) -> CardSet {
        let mut cards = deck.to_vec();
        let mut set = CardSet::EMPTY;
        for i in 0..n {
            let j = i + self.below(cards.len() - i);
            cards.swap(i, j);
            set.insert(cards[i]);
        }
        set
    }
}
