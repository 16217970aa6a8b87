//! Best-hand selection: Omaha-style, make-5, hold'em-style and hand points, with mandatory cards,
//! checked against a brute-force search over every legal hand and on worked examples.

use cap::engine::card_set::{CardSet, Deck};
use cap::engine::ranking::{
    BestHand, DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
};
use cap::engine::select::{best_hand, Selection, SelectionError, SelectionRule};

use crate::reference::XorShift;

const HIGH: Ranking = Ranking::High(HighOptions {
    short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Count },
});

fn set(text: &str) -> CardSet {
    text.parse().unwrap()
}

fn describe(ranking: Ranking, hand: Option<BestHand>) -> String {
    hand.map_or("no hand".to_string(), |h| ranking.describe(h.value))
}

/// Every legal hand: the pools the rule allows, then every part of a pool that is a hand of the
/// ranking on its own (the ranking uses all of it) and includes the mandatory cards.
fn legal_hands(ranking: Ranking, hole: CardSet, selection: &Selection) -> Vec<BestHand> {
    let pools: Vec<CardSet> = match selection.rule() {
        SelectionRule::Omaha { board_combos } => hole
            .subsets(2)
            .flat_map(|pair| board_combos.iter().map(move |&combo| pair | combo))
            .filter(|pool| pool.len() == 5)
            .collect(),
        SelectionRule::MakeFive { lines } => lines
            .iter()
            .filter(|line| line.is_disjoint(hole))
            .flat_map(|&line| hole.subsets(5 - line.len()).map(move |extra| extra | line))
            .collect(),
        SelectionRule::HoldemStyle { boards } => boards.iter().map(|&board| hole | board).collect(),
        SelectionRule::HandOnly => vec![hole],
    };
    let mut hands = Vec::new();
    for pool in pools {
        for size in 1..=pool.len().min(5) {
            for hand in pool.subsets(size) {
                if !hand.is_superset(selection.must_use()) {
                    continue;
                }
                let Some(best) = ranking.evaluate(hand) else { continue };
                let whole = best.cards == hand;
                let right_size = match ranking {
                    Ranking::Badugi => true,
                    Ranking::High(_) => size == pool.len().min(5),
                    Ranking::ChineseFront => size == pool.len().min(3),
                    _ => size == 5,
                };
                if whole && right_size {
                    hands.push(best);
                }
            }
        }
    }
    hands
}

/// `best_hand` finds a hand of the best legal value, and the cards it reports are a legal hand.
fn agrees_with_brute_force(ranking: Ranking, hole: CardSet, selection: &Selection) {
    let legal = legal_hands(ranking, hole, selection);
    let found = best_hand(ranking, hole, selection);
    let best_value = legal.iter().map(|h| h.value).max();
    assert_eq!(found.map(|h| h.value), best_value, "{ranking} {hole} {selection:?}");
    if let Some(found) = found {
        assert!(
            legal.iter().any(|h| h.cards == found.cards && h.value == found.value),
            "{ranking} {hole} {selection:?}: {} is not a legal hand of that value",
            found.cards
        );
        assert_eq!(best_hand(ranking, hole, selection), Some(found), "deterministic");
    }
}

const RANKINGS: [Ranking; 10] = [
    HIGH,
    Ranking::EightOrBetterLow,
    Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::AceHigh }),
    Ranking::SixTwoLow,
    Ranking::Badugi,
    Ranking::LeastSuits(LowRanking::EightOrBetter),
    Ranking::LeastSuits(LowRanking::DeuceSeven(DeuceSevenOptions { wheel: Wheel::AceHigh })),
    Ranking::LeastSuits(LowRanking::SixTwo),
    Ranking::Stripped32,
    Ranking::ChineseFront,
];

/// Deals `hole_count` hole cards and `board_count` board cards from one shuffled deck.
fn deal(rng: &mut XorShift, hole_count: usize, board_count: usize) -> (CardSet, CardSet) {
    let cards = Deck::Standard52.cards();
    let all = rng.hand(&cards, hole_count + board_count);
    let listed: Vec<_> = all.iter().collect();
    let mut order: Vec<usize> = (0..listed.len()).collect();
    for i in 0..order.len() {
        let j = i + rng.below(order.len() - i);
        order.swap(i, j);
    }
    let hole = CardSet::from_cards(order[..hole_count].iter().map(|&i| listed[i])).unwrap();
    (hole, all - hole)
}

/// Some of the board's three-card combinations, in a random order.
fn some_triples(rng: &mut XorShift, board: CardSet) -> Vec<CardSet> {
    let all: Vec<CardSet> = board.subsets(3).collect();
    let keep = 1 + rng.below(all.len());
    (0..keep).map(|_| all[rng.below(all.len())]).collect()
}

#[test]
fn omaha_style_agrees_with_brute_force_for_every_ranking() {
    let mut rng = XorShift::new(21);
    for round in 0..60 {
        for ranking in RANKINGS {
            let hole_count = [2, 4, 5, 7, 12, 20][round % 6];
            let board_count = 5 + rng.below(4);
            let (hole, board) = deal(&mut rng, hole_count, board_count);
            let omaha = Selection::omaha(some_triples(&mut rng, board)).unwrap();
            agrees_with_brute_force(ranking, hole, &omaha);
        }
    }
}

#[test]
fn make_five_agrees_with_brute_force_for_every_ranking() {
    let mut rng = XorShift::new(22);
    for round in 0..60 {
        for ranking in RANKINGS {
            // Up to 20 hole cards: the double bullseye heads-up, where make-5 skips lines and stops
            // walking pools once a line's bound is reached.
            let hole_count = [3, 4, 6, 9, 14, 20][round % 6];
            let (hole, board) = deal(&mut rng, hole_count, 8);
            let lines: Vec<CardSet> = (0..1 + rng.below(3))
                .map(|_| {
                    let size = 1 + rng.below(5);
                    board.subsets(size).nth(rng.below(8)).unwrap()
                })
                .collect();
            let make_five = Selection::make_five(lines).unwrap();
            agrees_with_brute_force(ranking, hole, &make_five);
        }
    }
}

#[test]
fn holdem_style_and_hand_only_agree_with_brute_force_for_every_ranking() {
    let mut rng = XorShift::new(23);
    for round in 0..40 {
        for ranking in RANKINGS {
            let (hole, board) = deal(&mut rng, 2 + round % 6, 5);
            agrees_with_brute_force(ranking, hole, &Selection::holdem_style(board));
            agrees_with_brute_force(ranking, hole | board, &Selection::hand_only());
        }
    }
}

#[test]
fn mandatory_cards_agree_with_brute_force_for_every_ranking() {
    let mut rng = XorShift::new(24);
    for round in 0..40 {
        for ranking in RANKINGS {
            let (hole, board) = deal(&mut rng, 4 + round % 4, 5);
            let everything = hole | board;
            let must = rng.hand(&everything.iter().collect::<Vec<_>>(), 1 + round % 2);
            let omaha = Selection::omaha(board.subsets(3)).unwrap().with_must_use(must).unwrap();
            agrees_with_brute_force(ranking, hole, &omaha);
            let holdem = Selection::holdem_style(board).with_must_use(must).unwrap();
            agrees_with_brute_force(ranking, hole, &holdem);
            let line = board.subsets(3).next().unwrap();
            let make_five = Selection::make_five([line]).unwrap().with_must_use(must).unwrap();
            agrees_with_brute_force(ranking, hole, &make_five);
        }
    }
}

#[test]
fn omaha_style_with_twenty_hole_cards_on_a_double_board() {
    // Heads-up on two boards can leave twenty and more hole cards per player.
    let mut rng = XorShift::new(25);
    for _ in 0..10 {
        let (hole, boards) = deal(&mut rng, 22, 10);
        let combos: Vec<CardSet> = boards.subsets(3).step_by(7).collect();
        let omaha = Selection::omaha(combos).unwrap();
        agrees_with_brute_force(HIGH, hole, &omaha);
        agrees_with_brute_force(Ranking::EightOrBetterLow, hole, &omaha);
    }
}

#[test]
fn omaha_style_uses_exactly_two_hole_cards() {
    let hole = set("Ah Kh Qh Jh");
    let board = set("Th 2c 3d 4s 9c");
    let omaha = Selection::omaha(board.subsets(3)).unwrap();
    // Hold'em-style would be a royal flush; with exactly two hole cards there is no flush.
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &Selection::holdem_style(board))), "Royal flush");
    let best = best_hand(HIGH, hole, &omaha).unwrap();
    assert_eq!(HIGH.describe(best.value), "High card, A-K-T-9-4");
    assert_eq!((best.cards & hole).len(), 2);
}

#[test]
fn omaha_style_uses_exactly_three_board_cards() {
    let board = set("As Ad Ac Ah Ks");
    let hole = set("2c 3c 4d 5d");
    let omaha = Selection::omaha(board.subsets(3)).unwrap();
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &omaha)), "Three of a kind, aces");
    assert_eq!(
        describe(HIGH, best_hand(HIGH, hole, &Selection::holdem_style(board))),
        "Four of a kind, aces"
    );
}

#[test]
fn omaha_style_uses_only_the_allowed_board_combinations() {
    let board = set("Ah Kh Qh 2c 7d");
    let hole = set("Jh Th");
    let only_low_cards = Selection::omaha([set("Ah 2c 7d")]).unwrap();
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &only_low_cards)), "High card, A-J-T-7-2");
    let all = Selection::omaha(board.subsets(3)).unwrap();
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &all)), "Royal flush");
}

#[test]
fn make_five_uses_every_card_of_the_line() {
    let hole = set("Ts 2c Ac Ad");
    let four_card_line = Selection::make_five([set("As Ks Qs Js")]).unwrap();
    let best = best_hand(HIGH, hole, &four_card_line).unwrap();
    assert_eq!(HIGH.describe(best.value), "Royal flush");
    assert_eq!(best.cards, set("As Ks Qs Js Ts"));
    // A two-card line takes three hole cards: the two aces join the line's pair of kings.
    let two_card_line = Selection::make_five([set("Kc Kd")]).unwrap();
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &two_card_line)), "Two pair, aces and kings");
    // A five-card line is the hand, whatever the hole cards.
    let five_card_line = Selection::make_five([set("2h 3h 4h 5h 7c")]).unwrap();
    assert_eq!(describe(HIGH, best_hand(HIGH, hole, &five_card_line)), "High card, 7-5-4-3-2");
}

#[test]
fn hand_only_ignores_the_board() {
    let hole = set("Ac Ad 7s 7h 2c");
    let best = best_hand(HIGH, hole, &Selection::hand_only()).unwrap();
    assert_eq!(HIGH.describe(best.value), "Two pair, aces and sevens");
    assert_eq!(best.cards, hole);
    let badugi = best_hand(Ranking::Badugi, hole, &Selection::hand_only()).unwrap();
    assert_eq!(Ranking::Badugi.describe(badugi.value), "3-card badugi 7-2-A");
}

#[test]
fn short_high_hand_point_uses_all_of_fewer_than_five_cards() {
    let best = best_hand(HIGH, set("9c 8c 7c"), &Selection::hand_only()).unwrap();
    assert_eq!(HIGH.describe(best.value), "Straight flush, nine high");
    assert_eq!(best.cards.len(), 3);
}

#[test]
fn mandatory_card_must_be_in_the_hand() {
    let hole = set("Ah Ad");
    let board = set("Kc 7s 2d 9h 3c");
    let tilt = Selection::holdem_style(board).with_must_use(set("2d")).unwrap();
    let best = best_hand(HIGH, hole, &tilt).unwrap();
    assert_eq!(best.cards, set("Ah Ad Kc 9h 2d"));
    // A mandatory card the player cannot reach means no hand.
    let unreachable = Selection::hand_only().with_must_use(set("2d")).unwrap();
    assert_eq!(best_hand(HIGH, hole, &unreachable), None);
    // A mandatory low card that spoils the low: no qualifying low.
    let low_tilt = Selection::holdem_style(set("Kc 3s 4d 5h 8c")).with_must_use(set("Kc")).unwrap();
    assert_eq!(best_hand(Ranking::EightOrBetterLow, set("Ah 2d"), &low_tilt), None);
}

#[test]
fn omaha_style_low_needs_two_low_hole_cards() {
    let board = set("Ah 2h 3c Kd Qs");
    let omaha = Selection::omaha(board.subsets(3)).unwrap();
    let low = Ranking::EightOrBetterLow;
    assert_eq!(describe(low, best_hand(low, set("4s 5s Kc Kh"), &omaha)), "5-4-3-2-A low");
    assert_eq!(describe(low, best_hand(low, set("4s Ts Kc Kh"), &omaha)), "no hand");
}

#[test]
fn least_suits_omaha_style_prefers_fewer_suits_among_equal_lows() {
    let ranking = Ranking::LeastSuits(LowRanking::EightOrBetter);
    let board = set("Ah 2h 3c Kd Qs");
    let omaha = Selection::omaha(board.subsets(3)).unwrap();
    let best = best_hand(ranking, set("4h 5h 4c 5c"), &omaha).unwrap();
    assert_eq!(ranking.describe(best.value), "5-4-3-2-A low, 2 suits");
    assert_eq!(best.cards, set("Ah 2h 3c 4c 5c"));
}

#[test]
fn equal_hands_are_chosen_deterministically_whatever_the_combination_order() {
    let board = set("Ah Kd Qc 7s 7d");
    let hole = set("2c 3c 2d 3d");
    let forward: Vec<CardSet> = board.subsets(3).collect();
    let backward: Vec<CardSet> = forward.iter().rev().copied().collect();
    let a = best_hand(HIGH, hole, &Selection::omaha(forward).unwrap()).unwrap();
    let b = best_hand(HIGH, hole, &Selection::omaha(backward).unwrap()).unwrap();
    assert_eq!(a.value, b.value);
    assert_eq!(a, best_hand(HIGH, hole, &Selection::omaha(board.subsets(3)).unwrap()).unwrap());
}

#[test]
fn malformed_rules_are_errors_naming_the_cards() {
    let err = Selection::omaha([set("Ah Kd Qc"), set("Ah Kd")]).unwrap_err();
    assert_eq!(err, SelectionError::ComboNotThreeCards { combo: set("Ah Kd") });
    assert_eq!(
        err.to_string(),
        "an Omaha-style board combination must have exactly three cards, not 2 (Ah Kd)"
    );
    let err = Selection::make_five([set("Ah Kd Qc Js Ts 9h")]).unwrap_err();
    assert_eq!(err.to_string(), "a make-5 line must have one to five cards, not 6 (Ah Kd Qc Js Ts 9h)");
    let err = Selection::hand_only().with_must_use(set("Ah Kd Qc Js Ts 9h")).unwrap_err();
    assert!(matches!(err, SelectionError::TooManyMandatory { .. }));
}
