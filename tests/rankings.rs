//! Hand rankings: exhaustive counts, agreement with the plain reference on every hand, best hands
//! from many cards against enumeration, and worked examples named after the rule they pin.

use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};

use cap::engine::card::Card;
use cap::engine::card_set::{CardSet, Deck};
use cap::engine::ranking::{
    Category, DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
};

use crate::reference::{
    self, badugi_key, best_of, cards_of, AceInStraights, HighRules, Order, SameOrder, XorShift, STANDARD,
};

const HIGH: Ranking = Ranking::High(HighOptions {
    short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Count },
});
const HIGH_PLAIN_SHORT: Ranking = Ranking::High(HighOptions {
    short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Ignore },
});
const DEUCE_SEVEN: Ranking = Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::AceHigh });
const DEUCE_SEVEN_WHEEL: Ranking = Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::Straight });

fn set(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn value(ranking: Ranking, text: &str) -> cap::engine::ranking::HandValue {
    ranking.value(set(text)).unwrap()
}

fn describe(ranking: Ranking, text: &str) -> String {
    ranking.describe(value(ranking, text))
}

fn used(ranking: Ranking, text: &str) -> String {
    ranking.evaluate(set(text)).unwrap().cards.to_string()
}

/// Every hand of `size` cards from `deck`: the engine and the reference order them the same way,
/// and the cards the engine says it used are the hand itself (or, for badugi, part of it with the
/// same value). Returns the number of distinct values.
fn agrees_with_reference_on_every_hand<K: Ord + Clone + std::fmt::Debug>(
    ranking: Ranking,
    deck: Deck,
    size: usize,
    key: impl Fn(&[Card]) -> K,
) -> usize {
    let mut order = SameOrder::new();
    for hand in deck.full().subsets(size) {
        let value = ranking.value(hand);
        if let Some(best) = ranking.evaluate(hand) {
            assert_eq!(Some(best.value), value, "{hand}");
            if ranking == Ranking::Badugi {
                assert!(hand.is_superset(best.cards), "{hand}");
                assert_eq!(ranking.value(best.cards), value, "{hand}");
            } else {
                assert_eq!(best.cards, hand, "{hand}");
            }
        }
        order.record(value, key(&cards_of(hand)), hand);
    }
    order.check()
}

/// Random hands of 6 to 25 cards from `deck`: the best hand equals the best of every
/// `subset_size`-card subset (each of which the exhaustive tests check against the reference), the
/// cards used are in the hand and have the value, and for small hands the reference agrees that
/// those cards are a best hand.
fn best_hand_agrees_with_enumeration<K: Ord + std::fmt::Debug>(
    ranking: Ranking,
    deck: Deck,
    subset_size: usize,
    seed: u64,
    key: impl Fn(&[Card]) -> K,
) {
    let cards = deck.cards();
    let mut rng = XorShift::new(seed);
    for _ in 0..1500 {
        let n = 6 + rng.below(20).min(deck.card_count() - 6);
        let hand = rng.hand(&cards, n);
        let best = ranking.evaluate(hand);
        let enumerated = hand.subsets(subset_size).filter_map(|s| ranking.value(s)).max();
        assert_eq!(best.map(|b| b.value), enumerated, "{hand}");
        assert_eq!(ranking.value(hand), enumerated, "{hand}");
        let Some(best) = best else { continue };
        assert!(hand.is_superset(best.cards), "{hand}: {}", best.cards);
        assert_eq!(ranking.value(best.cards), Some(best.value), "{hand}: {}", best.cards);
        if ranking != Ranking::Badugi {
            assert_eq!(best.cards.len(), subset_size, "{hand}: {}", best.cards);
        }
        if n <= 9 && ranking != Ranking::Badugi {
            let reference_best = best_of(hand, subset_size, &key);
            assert_eq!(key(&cards_of(best.cards)), reference_best, "{hand}: {}", best.cards);
        }
    }
}

// ---- Standard high ----------------------------------------------------------------------------

#[test]
fn five_card_high_category_counts_match_the_known_totals() {
    let mut counts: HashMap<Category, usize> = HashMap::new();
    let mut values = HashSet::new();
    let mut best = None;
    let mut best_count = 0;
    for hand in Deck::Standard52.full().subsets(5) {
        let v = HIGH.value(hand).unwrap();
        *counts.entry(HIGH.category(v)).or_default() += 1;
        values.insert(v);
        if Some(v) > best {
            best = Some(v);
            best_count = 0;
        }
        if Some(v) == best {
            best_count += 1;
        }
    }
    let expected = [
        (Category::StraightFlush, 40),
        (Category::FourOfAKind, 624),
        (Category::FullHouse, 3_744),
        (Category::Flush, 5_108),
        (Category::Straight, 10_200),
        (Category::ThreeOfAKind, 54_912),
        (Category::TwoPair, 123_552),
        (Category::Pair, 1_098_240),
        (Category::HighCard, 1_302_540),
    ];
    for (category, count) in expected {
        assert_eq!(counts.get(&category).copied(), Some(count), "{category:?}");
    }
    assert_eq!(counts.values().sum::<usize>(), 2_598_960);
    assert_eq!(values.len(), 7_462);
    assert_eq!(HIGH.describe(best.unwrap()), "Royal flush");
    assert_eq!(best_count, 4, "four royal flushes");
}

#[test]
fn high_agrees_with_reference_on_every_five_card_hand_and_chinese_fronts_compare_with_them() {
    // One order over all 2,598,960 five-card hands and all 22,100 three-card fronts: the front is
    // on the same scale as a five-card row, missing kickers counting lowest.
    let plain = HighRules { straights_and_flushes: false, ..STANDARD };
    let mut order = SameOrder::new();
    for hand in Deck::Standard52.full().subsets(5) {
        let best = HIGH.evaluate(hand).unwrap();
        assert_eq!(best.cards, hand);
        order.record(best.value, reference::high_key(&cards_of(hand), STANDARD), hand);
    }
    for hand in Deck::Standard52.full().subsets(3) {
        let best = Ranking::ChineseFront.evaluate(hand).unwrap();
        assert_eq!(best.cards, hand);
        order.record(best.value, reference::high_key(&cards_of(hand), plain), hand);
    }
    assert_eq!(order.hands(), 2_598_960 + 22_100);
    // 7,462 five-card classes plus the front classes that no five-card hand has: 286 unpaired
    // fronts, 13 * 12 pairs with one kicker, 13 trips with none.
    assert_eq!(order.check(), 7_462 + 286 + 156 + 13);
}

#[test]
fn short_high_hands_agree_with_reference_on_every_hand_of_one_to_four_cards() {
    for (ranking, straights_and_flushes) in [(HIGH, true), (HIGH_PLAIN_SHORT, false)] {
        let rules = HighRules { straights_and_flushes, ..STANDARD };
        let mut order = SameOrder::new();
        for size in 1..=4 {
            for hand in Deck::Standard52.full().subsets(size) {
                let best = ranking.evaluate(hand).unwrap();
                assert_eq!(best.cards, hand);
                order.record(best.value, reference::high_key(&cards_of(hand), rules), hand);
            }
        }
        assert_eq!(order.hands(), 52 + 1_326 + 22_100 + 270_725);
        order.check();
    }
}

#[test]
fn best_high_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(HIGH, Deck::Standard52, 5, 1, |c| reference::high_key(c, STANDARD));
}

#[test]
fn best_chinese_front_from_many_cards_agrees_with_enumeration() {
    let plain = HighRules { straights_and_flushes: false, ..STANDARD };
    best_hand_agrees_with_enumeration(Ranking::ChineseFront, Deck::Standard52, 3, 2, |c| {
        reference::high_key(c, plain)
    });
}

#[test]
fn high_describes_hands_in_words() {
    let cases = [
        ("As Ks Qs Js Ts", "Royal flush"),
        ("5d 4d 3d 2d Ad", "Straight flush, five high"),
        ("9h 9d 9s 9c 2d", "Four of a kind, nines"),
        ("Kh Kd Ks 7c 7d", "Full house, kings full of sevens"),
        ("Kh Jh 8h 6h 3h", "Flush, K-J-8-6-3"),
        ("5c 4d 3h 2s Ad", "Straight, five high"),
        ("Th Td Ts Ac 2d", "Three of a kind, tens"),
        ("Ks Kd 7h 7c 2s", "Two pair, kings and sevens"),
        ("6s 6d Ah 7c 2s", "Pair of sixes"),
        ("As Qd 9h 6c 3s", "High card, A-Q-9-6-3"),
    ];
    for (hand, words) in cases {
        assert_eq!(describe(HIGH, hand), words, "{hand}");
    }
}

#[test]
fn high_from_seven_cards_keeps_the_five_used() {
    assert_eq!(used(HIGH, "Ks Kd 7h 7c 2s 9d Jc"), "Kd Ks Jc 7h 7c");
    assert_eq!(used(HIGH, "Ah Kh 2h 3h 4h 5h 9s"), "Ah 5h 4h 3h 2h");
    assert_eq!(describe(HIGH, "Ah Kh 2h 3h 4h 5h 9s"), "Straight flush, five high");
    // A flush beats the straight the same cards make.
    assert_eq!(describe(HIGH, "Ah Kh 2h 3c 4h 5h 9s"), "Flush, A-K-5-4-2");
    // Three pairs: the third pair's higher card is the kicker.
    assert_eq!(describe(HIGH, "Qs Qd 9h 9c 5s 5d 2c"), "Two pair, queens and nines");
    assert_eq!(used(HIGH, "Qs Qd 9h 9c 5s 5d 2c"), "Qd Qs 9h 9c 5d");
}

#[test]
fn high_wheel_is_the_lowest_straight_and_ace_high_straight_the_highest() {
    assert!(value(HIGH, "5c 4d 3h 2s Ad") < value(HIGH, "6c 5d 4h 3s 2d"));
    assert!(value(HIGH, "Ac Kd Qh Js Td") > value(HIGH, "Kc Qd Jh Ts 9d"));
    assert_eq!(HIGH.category(value(HIGH, "3c 2d Ah Ks Qd")), Category::HighCard);
}

#[test]
fn short_hand_three_card_straights_and_flushes_count_only_when_allowed() {
    assert_eq!(describe(HIGH, "Qh Jd Ts"), "Straight, queen high");
    assert_eq!(describe(HIGH, "Ah 2d 3s"), "Straight, three high");
    assert_eq!(describe(HIGH, "Kh 8h 3h"), "Flush, K-8-3");
    assert_eq!(describe(HIGH, "Qh Jh Th"), "Straight flush, queen high");
    assert_eq!(describe(HIGH_PLAIN_SHORT, "Qh Jd Ts"), "High card, Q-J-T");
    assert_eq!(describe(HIGH_PLAIN_SHORT, "Kh 8h 3h"), "High card, K-8-3");
    // Same category order as five cards: trips beat a three-card flush only when they are not
    // counted; a flush is above a straight.
    assert!(value(HIGH, "Kh 8h 3h") > value(HIGH, "Qh Jd Ts"));
    assert!(value(HIGH, "Kh 8h 3h") > value(HIGH, "2c 2d 2h"));
    assert!(value(HIGH_PLAIN_SHORT, "Kh 8h 3h") < value(HIGH_PLAIN_SHORT, "2c 2d 2h"));
}

#[test]
fn short_hand_of_two_cards_has_no_straight_or_flush() {
    assert_eq!(describe(HIGH, "Kh Qh"), "High card, K-Q");
    assert_eq!(describe(HIGH, "Kh Kd"), "Pair of kings");
    assert_eq!(describe(HIGH, "4c 4d 4h 4s"), "Four of a kind, fours");
    assert_eq!(describe(HIGH, "9c 8c 7c 6c"), "Straight flush, nine high");
    assert_eq!(HIGH.value(CardSet::EMPTY), None);
}

// ---- Chinese poker front ----------------------------------------------------------------------

#[test]
fn chinese_front_ignores_straights_and_flushes() {
    let front = Ranking::ChineseFront;
    assert_eq!(describe(front, "Qh Jh Th"), "High card, Q-J-T");
    assert!(value(front, "Qh Jh Th") < value(front, "2c 2d 3h"));
    assert!(value(front, "2c 2d 2h") > value(front, "Ac Ad Kh"));
}

#[test]
fn chinese_front_compares_against_five_card_rows_back_at_least_middle_at_least_front() {
    let front = |t| value(Ranking::ChineseFront, t);
    let row = |t| value(HIGH, t);
    // The rules' example: A has 6-6-6, 4-4-4-9-9, K-K-K-8-8; B has Q-Q-7, J-J-J-2-2, 5-5-5-5-A.
    assert!(row("Kc Kd Kh 8c 8d") >= row("4c 4d 4h 9c 9d"));
    assert!(row("4c 4d 4h 9c 9d") >= front("6c 6d 6h"));
    assert!(row("5c 5d 5h 5s As") >= row("Jc Jd Jh 2c 2d"));
    assert!(row("Jc Jd Jh 2c 2d") >= front("Qc Qd 7h"));
    // A's front trips beat B's front pair.
    assert!(front("6c 6d 6h") > front("Qc Qd 7h"));
    // Trips against trips compare by rank; a pair with one kicker against a five-card pair of the
    // same rank compares the kickers and a missing kicker counts lowest.
    assert!(front("Kc Kd Kh") > row("Qc Qd Qh Ac Jd"));
    assert!(front("Qc Qd Ah") > row("Qh Qs Kc Jd Td"));
    assert!(front("Qc Qd 7h") < row("Qh Qs 7c 3d 2d"));
    assert!(front("Ac Kd 7h") < row("As Kc 7d 3h 2h"));
    assert!(front("Ac Kd 8h") > row("As Kc 7d 3h 2h"));
}

// ---- 8-or-better ------------------------------------------------------------------------------

#[test]
fn eight_or_better_agrees_with_reference_on_every_five_card_hand() {
    let distinct = agrees_with_reference_on_every_hand(
        Ranking::EightOrBetterLow,
        Deck::Standard52,
        5,
        reference::eight_or_better_key,
    );
    // C(8, 5) rank sets plus "does not qualify".
    assert_eq!(distinct, 56 + 1);
}

#[test]
fn best_eight_or_better_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(
        Ranking::EightOrBetterLow,
        Deck::Standard52,
        5,
        3,
        reference::eight_or_better_key,
    );
}

#[test]
fn eight_or_better_qualifies_only_with_five_distinct_ranks_of_eight_or_lower() {
    let low = Ranking::EightOrBetterLow;
    assert_eq!(low.value(set("9s 6d 5h 3c Ac")), None);
    assert_eq!(low.value(set("8s 8d 5h 3c Ac")), None);
    assert_eq!(low.value(set("8s 6d 5h 3c")), None);
    assert_eq!(describe(low, "8s 6d 5h 3c Ac"), "8-6-5-3-A low");
}

#[test]
fn eight_or_better_ignores_straights_and_flushes_so_the_wheel_is_best() {
    let low = Ranking::EightOrBetterLow;
    assert_eq!(describe(low, "5h 4h 3h 2h Ah"), "5-4-3-2-A low");
    assert_eq!(value(low, "5h 4h 3h 2h Ah"), value(low, "5c 4d 3h 2s As"));
    assert!(value(low, "6c 4d 3h 2s As") < value(low, "5c 4d 3h 2s As"));
    assert!(value(low, "8c 4d 3h 2s As") < value(low, "7c 6d 5h 4s 3s"));
}

#[test]
fn eight_or_better_from_seven_cards_takes_the_five_lowest_distinct_ranks() {
    let low = Ranking::EightOrBetterLow;
    assert_eq!(used(low, "8s 6d 5h 3c Ac Kd 9s"), "Ac 8s 6d 5h 3c");
    assert_eq!(describe(low, "As 2s 2d 3c 4h 7s 9c"), "7-4-3-2-A low");
    assert_eq!(low.value(set("As 2s 2d 3c 3h 9s 9c")), None);
}

// ---- 2-7 --------------------------------------------------------------------------------------

#[test]
fn deuce_seven_agrees_with_reference_on_every_five_card_hand_in_both_readings() {
    for (ranking, wheel) in [(DEUCE_SEVEN, false), (DEUCE_SEVEN_WHEEL, true)] {
        let distinct = agrees_with_reference_on_every_hand(ranking, Deck::Standard52, 5, |c| {
            reference::deuce_seven_key(c, wheel)
        });
        assert_eq!(distinct, 7_462);
    }
}

#[test]
fn best_deuce_seven_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(DEUCE_SEVEN, Deck::Standard52, 5, 4, |c| {
        reference::deuce_seven_key(c, false)
    });
    best_hand_agrees_with_enumeration(DEUCE_SEVEN_WHEEL, Deck::Standard52, 5, 5, |c| {
        reference::deuce_seven_key(c, true)
    });
}

#[test]
fn deuce_seven_wheel_is_ace_high_not_straight() {
    let wheel = value(DEUCE_SEVEN, "5c 4d 3h 2s Ad");
    assert_eq!(DEUCE_SEVEN.category(wheel), Category::HighCard);
    assert_eq!(DEUCE_SEVEN.describe(wheel), "A-5-4-3-2 low");
    assert!(wheel < value(DEUCE_SEVEN, "Kc Qd Jh 9s 8d"));
    assert!(wheel > value(DEUCE_SEVEN, "2c 2d 3h 4s 5d"));
}

#[test]
fn deuce_seven_wheel_reading_makes_a_2_3_4_5_a_straight() {
    let wheel = value(DEUCE_SEVEN_WHEEL, "5c 4d 3h 2s Ad");
    assert_eq!(DEUCE_SEVEN_WHEEL.category(wheel), Category::Straight);
    assert_eq!(DEUCE_SEVEN_WHEEL.describe(wheel), "Straight, five high (7-2 low)");
    assert!(wheel < value(DEUCE_SEVEN_WHEEL, "2c 2d 3h 4s 5d"));
    assert!(wheel > value(DEUCE_SEVEN_WHEEL, "6c 5d 4h 3s 2d"));
}

#[test]
fn deuce_seven_best_hand_is_seven_five_four_three_two_of_mixed_suits() {
    let best = value(DEUCE_SEVEN, "7c 5d 4h 3s 2d");
    assert_eq!(DEUCE_SEVEN.describe(best), "7-5-4-3-2 low");
    let mut beaten = 0;
    for hand in Deck::Standard52.full().subsets(5) {
        let v = DEUCE_SEVEN.value(hand).unwrap();
        assert!(v <= best, "{hand}");
        beaten += usize::from(v < best);
    }
    // Only the other 7-5-4-3-2 offsuit hands tie: 4^5 suit choices minus the 4 flushes.
    assert_eq!(2_598_960 - beaten, 1_020);
}

#[test]
fn deuce_seven_straights_and_flushes_count_against() {
    let flush = value(DEUCE_SEVEN, "7h 5h 4h 3h 2h");
    assert_eq!(DEUCE_SEVEN.category(flush), Category::Flush);
    assert_eq!(DEUCE_SEVEN.describe(flush), "Flush, 7-5-4-3-2 (7-2 low)");
    assert!(flush < value(DEUCE_SEVEN, "Ac Ad Kh Qs Jd"));
    assert!(value(DEUCE_SEVEN, "6c 5d 4h 3s 2d") < value(DEUCE_SEVEN, "Ac Ad Kh Qs Jd"));
    assert_eq!(describe(DEUCE_SEVEN, "4c 4d 7h 3s 2d"), "Pair of fours (7-2 low)");
}

#[test]
fn deuce_seven_from_many_cards_avoids_flushes_and_straights() {
    // All hearts but one card: the best low must use the off-suit card.
    assert_eq!(used(DEUCE_SEVEN, "7h 5h 4h 3h 2h 8c"), "8c 5h 4h 3h 2h");
    assert_eq!(describe(DEUCE_SEVEN, "7h 5h 4h 3h 2h 8c"), "8-5-4-3-2 low");
    // 6-5-4-3-2 is a straight; skipping to 7-5-4-3-2.
    assert_eq!(describe(DEUCE_SEVEN, "6c 5d 4h 3s 2d 7s"), "7-5-4-3-2 low");
    // Nothing but a straight or a pair: a pair is better.
    assert_eq!(describe(DEUCE_SEVEN, "6c 5d 4h 3s 2d 2s"), "Pair of twos (7-2 low)");
    // Only hearts: a flush is forced; the best flush avoids the straight flush.
    assert_eq!(describe(DEUCE_SEVEN, "7h 6h 5h 4h 3h 2h"), "Flush, 7-5-4-3-2 (7-2 low)");
}

// ---- 6-2 --------------------------------------------------------------------------------------

#[test]
fn six_two_agrees_with_reference_on_every_five_card_hand() {
    let distinct =
        agrees_with_reference_on_every_hand(Ranking::SixTwoLow, Deck::Standard52, 5, reference::six_two_key);
    // Without straights and flushes: 1,287 unpaired + 2,860 pairs + 858 two pairs + 858 trips +
    // 156 full houses + 156 quads.
    assert_eq!(distinct, 6_175);
}

#[test]
fn best_six_two_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(Ranking::SixTwoLow, Deck::Standard52, 5, 6, reference::six_two_key);
}

#[test]
fn six_two_best_hand_is_six_five_four_three_two_even_suited() {
    let low = Ranking::SixTwoLow;
    assert_eq!(describe(low, "6h 5h 4h 3h 2h"), "6-5-4-3-2 low");
    assert_eq!(value(low, "6h 5h 4h 3h 2h"), value(low, "6c 5d 4h 3s 2d"));
    assert!(value(low, "6c 5d 4h 3s 2d") > value(low, "7c 5d 4h 3s 2d"));
    // The ace is high; a pair counts against.
    assert!(value(low, "5c 4d 3h 2s Ad") < value(low, "Kc Qd Jh 9s 8d"));
    assert!(value(low, "2c 2d 3h 4s 5d") < value(low, "Ac Kd Qh Js 9d"));
    assert_eq!(describe(low, "2c 2d 3h 4s 5d"), "Pair of twos (6-2 low)");
}

// ---- Least suits ------------------------------------------------------------------------------

fn least_suits_key_of(low: LowRanking) -> impl Fn(&[Card]) -> Option<(ReferenceLow, Reverse<usize>)> {
    move |c: &[Card]| {
        let base = match low {
            LowRanking::EightOrBetter => reference::eight_or_better_key(c).map(ReferenceLow::Eight),
            LowRanking::DeuceSeven(options) => {
                Some(ReferenceLow::High(reference::deuce_seven_key(c, options.wheel == Wheel::Straight)))
            }
            LowRanking::SixTwo => Some(ReferenceLow::High(reference::six_two_key(c))),
        };
        reference::least_suits_key(c, base)
    }
}

/// The reference key of one of the three lows, as one type.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum ReferenceLow {
    Eight(Reverse<[i8; 5]>),
    High(Reverse<reference::HighKey>),
}

const LOWS: [LowRanking; 4] = [
    LowRanking::EightOrBetter,
    LowRanking::DeuceSeven(DeuceSevenOptions { wheel: Wheel::AceHigh }),
    LowRanking::DeuceSeven(DeuceSevenOptions { wheel: Wheel::Straight }),
    LowRanking::SixTwo,
];

#[test]
fn least_suits_agrees_with_reference_on_every_five_card_hand_for_each_low() {
    for low in LOWS {
        agrees_with_reference_on_every_hand(
            Ranking::LeastSuits(low),
            Deck::Standard52,
            5,
            least_suits_key_of(low),
        );
    }
}

#[test]
fn best_least_suits_from_many_cards_agrees_with_enumeration() {
    for (i, low) in LOWS.into_iter().enumerate() {
        best_hand_agrees_with_enumeration(
            Ranking::LeastSuits(low),
            Deck::Standard52,
            5,
            10 + i as u64,
            least_suits_key_of(low),
        );
    }
}

#[test]
fn least_suits_equal_lows_are_separated_by_fewer_suits() {
    let ranking = Ranking::LeastSuits(LowRanking::EightOrBetter);
    let two_suits = value(ranking, "8s 6s 5h 3h As");
    let three_suits = value(ranking, "8s 6d 5h 3h As");
    assert!(two_suits > three_suits);
    assert_eq!(ranking.describe(two_suits), "8-6-5-3-A low, 2 suits");
    // The low comes first: a better low with more suits still wins.
    assert!(value(ranking, "7s 6d 5h 3c As") > two_suits);
    assert_eq!(value(ranking, "8s 6s 5h 3h As"), value(ranking, "8c 6c 5d 3d Ac"));
}

#[test]
fn least_suits_player_chooses_the_best_low_then_the_fewest_suits() {
    let ranking = Ranking::LeastSuits(LowRanking::EightOrBetter);
    // 8-6-5-3-A can be made from clubs and diamonds only, or with spades: the fewest is taken.
    let hand = "8c 6c 5d 3d Ad As 5s Kh";
    assert_eq!(describe(ranking, hand), "8-6-5-3-A low, 2 suits");
    assert_eq!(used(ranking, hand), "Ad 8c 6c 5d 3d");
    // 7-2 lows may not use one suit (a flush is a worse low), so two suits is the fewest.
    let deuce = Ranking::LeastSuits(LowRanking::DeuceSeven(DeuceSevenOptions::default()));
    assert_eq!(describe(deuce, "7h 5h 4h 3h 2h 2c 7s"), "7-5-4-3-2 low, 2 suits");
    assert_eq!(used(deuce, "7h 5h 4h 3h 2h 2c 7s"), "7s 5h 4h 3h 2h");
}

// ---- Badugi -----------------------------------------------------------------------------------

#[test]
fn badugi_agrees_with_reference_on_every_hand_of_one_to_four_cards() {
    for size in 1..=4 {
        let distinct =
            agrees_with_reference_on_every_hand(Ranking::Badugi, Deck::Standard52, size, badugi_key);
        let expected = [13, 13 + 78, 13 + 78 + 286, 13 + 78 + 286 + 715][size - 1];
        assert_eq!(distinct, expected, "{size} cards");
    }
}

#[test]
fn best_badugi_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(Ranking::Badugi, Deck::Standard52, 4, 7, badugi_key);
    // And straight against the reference's subset search for small hands.
    let cards = Deck::Standard52.cards();
    let mut rng = XorShift::new(8);
    let mut order = SameOrder::new();
    for _ in 0..2_000 {
        let n = 5 + rng.below(4);
        let hand = rng.hand(&cards, n);
        order.record(Ranking::Badugi.value(hand), badugi_key(&cards_of(hand)), hand);
    }
    order.check();
}

#[test]
fn badugi_more_cards_beat_fewer_and_then_the_lowest_highest_card() {
    let b = Ranking::Badugi;
    assert!(value(b, "Kc Qd Jh Ts") > value(b, "Ac 2d 3h 3s"));
    assert_eq!(describe(b, "Ac 2d 3h 3s"), "3-card badugi 3-2-A");
    assert_eq!(describe(b, "7c 4d 2h 2c"), "3-card badugi 7-4-2");
    assert!(value(b, "7c 4d 3h 2s") > value(b, "8c 3d 2h As"));
    assert_eq!(describe(b, "4c 3d 2h As"), "4-card badugi 4-3-2-A");
    assert_eq!(describe(b, "Kc Qc Jc Tc"), "1-card badugi T");
    assert_eq!(b.category(value(b, "Kc Qd Jc Tc")), Category::Badugi { cards: 2 });
    assert_eq!(used(b, "Kc Qd Jc Tc"), "Qd Tc");
    assert_eq!(b.value(CardSet::EMPTY), None);
}

// ---- 32-card draw -----------------------------------------------------------------------------

fn stripped_key(c: &[Card]) -> reference::HighKey {
    reference::high_key(
        c,
        HighRules { straights_and_flushes: true, ace: AceInStraights::HighOrLow, order: Order::Stripped },
    )
}

fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

#[test]
fn stripped_deck_agrees_with_reference_and_category_counts_on_all_201_376_hands() {
    agrees_with_reference_on_every_hand(Ranking::Stripped32, Deck::Stripped32, 5, stripped_key);

    let mut counts: HashMap<Category, u64> = HashMap::new();
    for hand in Deck::Stripped32.full().subsets(5) {
        let v = Ranking::Stripped32.value(hand).unwrap();
        *counts.entry(Ranking::Stripped32.category(v)).or_default() += 1;
    }
    // Eight ranks, four suits, five straights (A-7-8-9-T up to T-J-Q-K-A).
    let straights = 5;
    let unpaired_rank_sets = choose(8, 5) - straights;
    let expected = [
        (Category::StraightFlush, straights * 4),
        (Category::FourOfAKind, 8 * 28),
        (Category::Flush, 4 * unpaired_rank_sets),
        (Category::FullHouse, 8 * choose(4, 3) * 7 * choose(4, 2)),
        (Category::Straight, straights * (4u64.pow(5) - 4)),
        (Category::ThreeOfAKind, 8 * choose(4, 3) * choose(7, 2) * 16),
        (Category::TwoPair, choose(8, 2) * 6 * 6 * 6 * 4),
        (Category::Pair, 8 * choose(4, 2) * choose(7, 3) * 64),
        (Category::HighCard, unpaired_rank_sets * (4u64.pow(5) - 4)),
    ];
    for (category, count) in expected {
        assert_eq!(counts.get(&category).copied(), Some(count), "{category:?}");
    }
    assert_eq!(expected.iter().map(|e| e.1).sum::<u64>(), choose(32, 5));
}

#[test]
fn best_stripped_hand_from_many_cards_agrees_with_enumeration() {
    best_hand_agrees_with_enumeration(Ranking::Stripped32, Deck::Stripped32, 5, 9, stripped_key);
}

#[test]
fn stripped_ace_seven_eight_nine_ten_is_the_lowest_straight() {
    let s = Ranking::Stripped32;
    let lowest = value(s, "Ah 7d 8c 9s Td");
    assert_eq!(s.category(lowest), Category::Straight);
    assert_eq!(s.describe(lowest), "Straight, ten high (ten of diamonds)");
    assert!(lowest < value(s, "7h 8d 9c Ts Js"));
    assert!(lowest > value(s, "Ah Ad Ac 8s 9s"));
    assert_eq!(s.category(value(s, "Ah 7h 8h 9h Th")), Category::StraightFlush);
}

#[test]
fn stripped_flush_beats_full_house() {
    let s = Ranking::Stripped32;
    assert!(value(s, "7c 9c Jc Kc Ac") > value(s, "Ah Ad Ac Ks Kd"));
    assert!(value(s, "7c 9c Jc Kc Ac") < value(s, "7h 7d 7c 7s 8d"));
    assert!(value(s, "Ah Ad Ac Ks Kd") > value(s, "9h Td Jc Qs Kd"));
}

#[test]
fn stripped_exact_ties_go_to_the_highest_cards_suit_hearts_diamonds_clubs_spades() {
    let s = Ranking::Stripped32;
    // Straights and high cards: the suit of the highest card.
    assert!(value(s, "8S 9D 10D JH QC") < value(s, "8C 9C 10S JS QH"));
    assert!(value(s, "7h 9d Jc Kc As") < value(s, "7s 9s Jd Kh Ac"));
    assert!(value(s, "7h 9h Jh Kh Ah") > value(s, "7d 9d Jd Kd Ad"));
    assert!(value(s, "7d 9d Jd Kd Ad") > value(s, "7c 9c Jc Kc Ac"));
    assert!(value(s, "7c 9c Jc Kc Ac") > value(s, "7s 9s Js Ks As"));
    assert_eq!(describe(s, "7c 9c Jc Kc Ac"), "Flush, A-K-J-9-7 (clubs)");
}

#[test]
fn stripped_two_pair_ties_go_to_the_kickers_suit() {
    // The rules' example: both have two kings and two jacks; the fifth card's suit decides.
    let s = Ranking::Stripped32;
    let hearts_kicker = value(s, "Kh Kd Jh Jd 8h");
    let clubs_kicker = value(s, "Ks Kc Js Jc 8c");
    assert!(hearts_kicker > clubs_kicker);
    assert_eq!(s.describe(hearts_kicker), "Two pair, kings and jacks (eight of hearts kicker)");
    // The kicker's rank still comes before its suit.
    assert!(value(s, "Ks Kc Js Jc 9s") > hearts_kicker);
    // Pairs: the highest kicker's suit.
    assert!(value(s, "Kh Kd Ah 9c 8c") > value(s, "Ks Kc Ad 9h 8h"));
}

#[test]
fn stripped_ignores_cards_outside_its_deck() {
    let s = Ranking::Stripped32;
    assert_eq!(s.value(set("2c 3d 4h 5s 6s")), None);
    assert_eq!(used(s, "6c Ah 7d 8c 9s Td"), "Ah Td 9s 8c 7d");
}

// ---- Rankings as data -------------------------------------------------------------------------

#[test]
fn rankings_name_themselves() {
    assert_eq!(HIGH.to_string(), "high");
    assert_eq!(DEUCE_SEVEN.to_string(), "7-2 low");
    assert_eq!(Ranking::LeastSuits(LowRanking::SixTwo).to_string(), "least suits (6-2 low)");
    assert_eq!(Ranking::Stripped32.to_string(), "32-card high");
}

#[test]
fn five_card_lows_need_five_cards() {
    for ranking in [Ranking::EightOrBetterLow, DEUCE_SEVEN, Ranking::SixTwoLow, Ranking::Stripped32] {
        assert_eq!(ranking.value(set("2c 3d 4h 5s")), None, "{ranking}");
    }
}
