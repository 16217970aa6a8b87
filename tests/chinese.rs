//! Chinese poker: the documents' worked examples and one table per rule set.

use cap::engine::card::Rank;
use cap::engine::card_set::CardSet;
use cap::engine::chinese::best::best_settings;
use cap::engine::chinese::compare::{score, PlayerHand, Reason, RowWinner, ScoreError, Scoreboard};
use cap::engine::chinese::rules::{
    AcesSideBet, Opponents, RuleError, RuleOption, RuleOptions, RuleSet, RuleSetId, SpecialClash, Surrender,
    Sweep,
};
use cap::engine::chinese::setting::{Foul, Row, Setting};
use cap::engine::chinese::settle::{settle, Stage};
use cap::engine::chinese::specials::{detect, find, SpecialKind};
use cap::engine::ranking::Category;

fn set(text: &str) -> PlayerHand {
    PlayerHand::Set(text.parse::<Setting>().unwrap_or_else(|e| panic!("{e}")))
}

fn cards(text: &str) -> CardSet {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn rules(id: RuleSetId) -> RuleSet {
    RuleSet::named(id)
}

fn special(text: &str, kind: SpecialKind) -> PlayerHand {
    PlayerHand::Special(find(cards(text), kind).unwrap_or_else(|| panic!("{text} is not {kind}")))
}

/// The four-player table of the rules' example, rebuilt so that every pairing's row winners are
/// the ones in the documents' table (the cards themselves are not in the documents). West's back is
/// aces full; East holds jacks and sevens.
fn north_east_south_west() -> [PlayerHand; 4] {
    [
        set("3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c"),
        set("Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc"),
        set("9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c"),
        set("Jc Td 3c / 6s 6h Qd Jd 7d / Ah Ad Ac Kh Kd"),
    ]
}

fn bonus_example() -> [PlayerHand; 2] {
    [set("6s 6h 6d / 4s 4h 4d 9s 9h / Ks Kh Kd 8s 8h"), set("Qs Qh 7s / Js Jh Jd 2s 2h / 5s 5h 5d 5c Ac")]
}

fn net(board: &Scoreboard, a: usize, b: usize) -> i64 {
    let p = board.pairings.iter().find(|p| (p.first, p.second) == (a, b) || (p.first, p.second) == (b, a));
    let p = p.unwrap_or_else(|| panic!("no pairing {a} v {b}"));
    if p.first == a {
        p.units()
    } else {
        -p.units()
    }
}

#[test]
fn rules_four_player_table_totals_plus3_minus5_plus3_minus1() {
    let board = score(&rules(RuleSetId::Basic), &north_east_south_west(), 0).unwrap();
    assert_eq!(board.totals, [3, -5, 3, -1]);
    assert_eq!(
        board.table(&["North", "East", "South", "West"]),
        "Players | front winner | middle winner | back winner | North | East | South | West\n\
         North v East | North | North | North | +3 | -3 |  | \n\
         North v South | South | South | North | -1 |  | +1 | \n\
         North v West | North | North | West | +1 |  |  | -1\n\
         East v South | South | South | East |  | -1 | +1 | \n\
         East v West | East | West | West |  | -1 |  | +1\n\
         South v West | South | South | West |  |  | +1 | -1\n\
         Total |  |  |  | +3 | -5 | +3 | -1"
    );
}

#[test]
fn rules_bonus_example_a_pays_three_units_to_b() {
    let board = score(&rules(RuleSetId::TypicalBonus), &bonus_example(), 0).unwrap();
    assert_eq!(board.totals, [-3, 3]);
    let payments = &board.pairings[0].payments;
    let row = |r| payments.iter().find(|p| p.reason == Reason::Row(r)).unwrap().units;
    assert_eq!((row(Row::Front), row(Row::Middle), row(Row::Back)), (3, -2, -4));
}

#[test]
fn typical_bonus_counts_only_for_the_winning_row() {
    // Both have front trips; B's are higher, so A pays B 3 for the front, and A's trips earn nothing.
    let a = set("6s 6h 6d / 4s 4h 4d 9s 9h / Ks Kh Kd 8s 8h");
    let b = set("Qs Qh Qd / 2c 3c 4c 5d 6c / Js Jh Jd 2d 2h");
    let board = score(&rules(RuleSetId::TypicalBonus), &[a, b], 0).unwrap();
    let p = &board.pairings[0];
    assert_eq!(p.rows, Some([RowWinner::Second, RowWinner::First, RowWinner::First]));
    // Front: B's trips, 3; middle: A's full house beats a straight, 2; back: kings full, 1.
    assert_eq!(p.units(), -3 + 2 + 1);
}

#[test]
fn extra_payments_count_whether_the_row_wins_or_loses() {
    // A: front trips (2 extra) but loses middle and back; B: middle full house (1), back quads (3).
    let board = score(&rules(RuleSetId::ExtraPayments), &bonus_example(), 0).unwrap();
    // Rows: A wins front (+1), loses middle (-1) and back (-1). Extras: A's front trips 2 and
    // middle full house 1; B's middle full house 1 and back quads 3.
    assert_eq!(board.totals, [1 - 1 - 1 + 2 + 1 - 1 - 3, 2]);
    let with_overall_point = RuleSet { overall_point: 1, ..rules(RuleSetId::ExtraPayments) };
    let board = score(&with_overall_point, &bonus_example(), 0).unwrap();
    assert_eq!(board.totals, [-3, 3]);
}

#[test]
fn higher_payment_in_the_middle_makes_middle_quads_worth_five() {
    let a = set("2s 3h 4d / Qs Qh Qd Qc 5s / As Ah Ad Ac 6s");
    let b = set("7s 8h 9d / Ks Kh 5h 5d 7c / Kc Tc Jc 2c 3c");
    assert_eq!(score(&rules(RuleSetId::HigherMiddle), &[a, b], 0).unwrap().totals, [-1 + 5 + 4, 1 - 5 - 4]);
    assert_eq!(score(&rules(RuleSetId::TypicalBonus), &[a, b], 0).unwrap().totals, [-1 + 4 + 4, 1 - 4 - 4]);
}

#[test]
fn overall_point_goes_to_the_net_winner_of_each_pairing() {
    let board = score(&rules(RuleSetId::OverallPoint), &north_east_south_west(), 0).unwrap();
    // Every pairing's net winner gets one more: 3+1, 1+1 or 1+1.
    assert_eq!(board.totals, [4, -8, 6, -2]);
}

#[test]
fn sweep_bonus_of_one_or_three_for_winning_all_three_rows() {
    let one = score(&rules(RuleSetId::SweepBonusOne), &north_east_south_west(), 0).unwrap();
    assert_eq!(net(&one, 0, 1), 4);
    assert_eq!(one.totals, [4, -6, 3, -1]);
    let three = score(&rules(RuleSetId::SweepBonusThree), &north_east_south_west(), 0).unwrap();
    assert_eq!(three.totals, [6, -8, 3, -1]);
}

#[test]
fn single_winner_needs_two_rows_against_every_other_player() {
    // In the four-player table South beats North, East and West two rows to one each.
    let board = score(&rules(RuleSetId::SingleWinner), &north_east_south_west(), 0).unwrap();
    assert_eq!(board.totals, [-1, -1, 3, -1]);
    // Without South, nobody beats both others twice: North beats East and West, so North wins.
    let [n, e, _, w] = north_east_south_west();
    let board = score(&rules(RuleSetId::SingleWinner), &[n, e, w], 0).unwrap();
    assert_eq!(board.totals, [2, -1, -1]);
}

#[test]
fn pool_best_row_collects_four_units_with_four_players() {
    let board = score(&rules(RuleSetId::Pool), &north_east_south_west(), 0).unwrap();
    let pool = board.pool.as_ref().unwrap();
    assert_eq!(pool.contribution, 3);
    let winners: Vec<Vec<usize>> = pool.rows.iter().map(|r| r.winners.clone()).collect();
    assert_eq!(winners, [vec![2], vec![2], vec![3]]);
    assert_eq!(board.totals, [-3, -3, 5, 1]);
    assert_eq!(board.totals.iter().sum::<i64>(), 0);
}

#[test]
fn pool_sweep_collects_the_whole_pool_and_an_additional_3_units_from_each() {
    // "Some play that if one player wins all three hands, the collect the whole pool and each of
    // the other players has to pay them an additional 3 units."
    let r = RuleSet { sweep: Sweep::Extra { units: 3 }, ..rules(RuleSetId::Pool) };
    let a = set("Qd Qh Qs / 2s 2h 2d 2c 5s / Kc Tc Jc 9c Qc");
    let b = set("3h 4d 6c / 7s 7h 8d 9s Ts / As Ah Ks Kh 5d");
    let c = set("3s 4s 6s / 8s 8h 9h Th Jh / Ad Ac Kd 5h 5c");
    let board = score(&r, &[a, b, c], 0).unwrap();
    assert_eq!(board.pool.as_ref().unwrap().sweeper, Some(0));
    // Pool of 9 and 3 units from each of the two others.
    assert_eq!(board.totals, [-3 + 9 + 6, -3 - 3, -3 - 3]);
    // Without the option the sweeper takes the pool only.
    let plain = score(&rules(RuleSetId::Pool), &[a, b, c], 0).unwrap();
    assert_eq!(plain.totals, [-3 + 9, -3, -3]);
}

/// Three players: A sweeps B but loses the front to C; C sweeps B. No royalty is won.
fn a_sweeps_b_c_sweeps_b() -> [PlayerHand; 3] {
    [
        set("Jh Jd 2c / Ks Kh Kd 3c 4c / As Ah Ad 5c 5d"),
        set("9h 5s 2d / Qs Qh 7c 6d 4d / Ts Th 9s 9c 3d"),
        set("Qc Qd 4h / 7s 7h 6s 6h 2s / 8s 8h 8c Td Js"),
    ]
}

/// Three players: A sweeps B and C (every opponent); C sweeps B. No royalty is won.
fn a_sweeps_everyone() -> [PlayerHand; 3] {
    [
        set("Jh Jd 2c / Ks Kh Kd 3c 4c / As Ah Ad 5c 5d"),
        set("9h 5s 2d / Qs Qh 7c 6d 4d / Ts Th 9s 9c 3d"),
        set("Qc 4h 3h / 7s 7h 6s 6h 2s / 8s 8h 8c Td Js"),
    ]
}

#[test]
fn vietnamese_sweep_one_opponent_is_paid_double_all_opponents_triple() {
    // "a player who wins all three hands against one opponent is paid double; a player who wins
    // all three hands against all opponents is paid triple."
    let r = RuleSet { sweep: Sweep::VIETNAMESE, ..rules(RuleSetId::Vietnamese) };
    let board = score(&r, &a_sweeps_b_c_sweeps_b(), 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2), net(&board, 2, 1)), (3 * 2, 1, 3 * 2));
    assert_eq!(board.totals, [7, -12, 5]);
    let board = score(&r, &a_sweeps_everyone(), 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2), net(&board, 2, 1)), (3 * 3, 3 * 3, 3 * 2));
    assert_eq!(board.totals, [18, -15, -3]);
    let multiplier = board.pairings[0].payments.iter().find(|p| p.reason == Reason::SweepMultiplier);
    assert_eq!(multiplier.map(|p| p.units), Some(6), "the extra of a triple is twice the rows");
    // As the rule set comes (the multipliers are "some play"), a sweep is paid its rows only.
    let plain = score(&rules(RuleSetId::Vietnamese), &a_sweeps_everyone(), 0).unwrap();
    assert_eq!(plain.totals, [6, -6, 0]);
}

#[test]
fn singapore_sweep_of_all_opponents_is_paid_double_6_points_each_instead_of_3() {
    // "a player who wins all three hands against all opponents is paid double - that is 6 points
    // each instead of 3, assuming that no special hands are involved."
    let r = RuleSet { sweep: Sweep::SINGAPORE, ..rules(RuleSetId::Singapore) };
    let board = score(&r, &a_sweeps_everyone(), 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2)), (6, 6));
    assert_eq!(net(&board, 2, 1), 3, "sweeping one opponent is not doubled");
    assert_eq!(board.totals, [12, -9, -3]);
    let board = score(&r, &a_sweeps_b_c_sweeps_b(), 0).unwrap();
    assert_eq!(board.totals, [4, -6, 2], "nobody swept everyone");
}

#[test]
fn a_special_hand_or_a_surrender_at_the_table_is_not_swept() {
    // A sweeps B and C, and D declares a dragon: A did not win three rows against D, so A did not
    // sweep every opponent ("assuming that no special hands are involved").
    let [a, b, c] = a_sweeps_everyone();
    let dragon = special("2h 3s 4s 5h 6c 7d 8d 9d Tc Jc Qd Kc Ac", SpecialKind::CompleteStraight);
    let r = RuleSet { sweep: Sweep::SINGAPORE, ..rules(RuleSetId::Singapore) };
    let board = score(&r, &[a, b, c, dragon], 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2)), (3, 3));
    assert_eq!(board.totals, [3 + 3 - 13, -3 - 3 - 13, -3 + 3 - 13, 39]);
    // Nor is a surrender: the Vietnamese sweep doubles A's rows (one opponent at a time).
    let r = RuleSet {
        sweep: Sweep::VIETNAMESE,
        surrender: Surrender::AsLosingTwoOfThree,
        ..rules(RuleSetId::Vietnamese)
    };
    let board = score(&r, &[a, b, c, PlayerHand::Surrendered], 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2), net(&board, 0, 3)), (6, 6, 1));
}

#[test]
fn singapore_dragon_wins_13_units_or_according_to_some_players_26() {
    let [a, b, c] = a_sweeps_everyone();
    let dragon = special("2h 3s 4s 5h 6c 7d 8d 9d Tc Jc Qd Kc Ac", SpecialKind::CompleteStraight);
    let hands = [a, b, c, dragon];
    let own = score(&rules(RuleSetId::Singapore), &hands, 0).unwrap();
    assert_eq!(own.totals[3], 3 * 13);
    let r =
        RuleOptions { dragon: Some(26), ..Default::default() }.apply(rules(RuleSetId::Singapore)).unwrap();
    let board = score(&r, &hands, 0).unwrap();
    assert_eq!(board.totals, [3 + 3 - 26, -3 - 3 - 26, -3 + 3 - 26, 3 * 26]);
}

#[test]
fn singapore_small_cards_2_to_9_or_according_to_some_players_2_to_10() {
    let with_a_ten = cards("2d 3d 4d 5d 6d 7d 8d 9d Td 2c 3c 4c 5c");
    let small = |r: &RuleSet| {
        let entry = r.small_cards().unwrap();
        find(with_a_ten, entry.kind).map(|_| entry.units)
    };
    assert_eq!(small(&rules(RuleSetId::Singapore)), None, "a ten is not a small card from 2 to 9");
    let r = RuleOptions { small_cards: Some(Rank::Ten), ..Default::default() }
        .apply(rules(RuleSetId::Singapore))
        .unwrap();
    assert_eq!(small(&r), Some(3));
    let ordinary = set("9s 9h Jd / Js Qs Qd Tc Th / Ad Ac Ks Kc Qc");
    let claim =
        special("2d 3d 4d 5d 6d 7d 8d 9d Td 2c 3c 4c 5c", SpecialKind::SmallCards { highest: Rank::Ten });
    assert_eq!(score(&r, &[claim, ordinary], 0).unwrap().totals, [3, -3]);
    assert!(matches!(
        score(&rules(RuleSetId::Singapore), &[claim, ordinary], 0),
        Err(ScoreError::SpecialNotInRules { seat: 0, .. })
    ));
}

#[test]
fn an_option_the_rule_set_would_ignore_is_refused_naming_it() {
    let refused = |options: RuleOptions, id: RuleSetId| options.apply(rules(id)).unwrap_err();
    let e = refused(RuleOptions { sweep: Some(Sweep::VIETNAMESE), ..Default::default() }, RuleSetId::Pool);
    assert_eq!(e.option, RuleOption::Sweep);
    assert_eq!(
        e.message,
        "a sweep multiplier does not apply to \"Winning from a pool\": there is no pairing's payment to multiply (its sweep is none or a number of extra units from each player)"
    );
    let e = refused(
        RuleOptions { sweep: Some(Sweep::Extra { units: 1 }), ..Default::default() },
        RuleSetId::SingleWinner,
    );
    assert_eq!(
        e.message,
        "a sweep does not apply to \"Single winner (Pusoy)\": it pays the single winner only"
    );
    let e = refused(RuleOptions { overall_point: Some(1), ..Default::default() }, RuleSetId::Pool);
    assert_eq!(
        e.message,
        "the overall point does not apply to \"Winning from a pool\": it pays through the pool"
    );
    let e = refused(RuleOptions { dragon: Some(26), ..Default::default() }, RuleSetId::Basic);
    assert_eq!(
        e.message,
        "the dragon's value does not apply to \"Basic: one unit per row\": it pays no dragon"
    );
    // The engine checks rule sets built by hand too: nothing is scored with a rule left out.
    let r = RuleSet { aces: AcesSideBet::STANDARD, ..rules(RuleSetId::SingleWinner) };
    let e = score(&r, &bonus_example(), 0).unwrap_err();
    assert!(matches!(e, ScoreError::Rules(RuleError { option: RuleOption::Aces, .. })), "{e}");
}

#[test]
fn a_sweep_multiplier_beyond_the_range_of_amounts_is_refused_not_wrapped() {
    let r = RuleSet {
        sweep: Sweep::Multiply { one_opponent: u32::MAX, every_opponent: u32::MAX },
        royalties: cap::engine::chinese::rules::Royalties::none(),
        ..rules(RuleSetId::Vietnamese)
    };
    let [a, b, _] = a_sweeps_everyone();
    // 3 units times 2^32 - 1 is within 2^52; with a royalty of 2^32 - 1 on top it is not.
    assert_eq!(score(&r, &[a, b], 0).unwrap().totals, [3 * i64::from(u32::MAX), -3 * i64::from(u32::MAX)]);
    let r = RuleSet { overall_point: u32::MAX, ..r };
    assert_eq!(score(&r, &[a, b], 0).unwrap_err(), ScoreError::TooLarge);
}

#[test]
fn against_the_house_the_dealer_wins_tied_rows() {
    // Seat 1 is the house; seat 0 ties every row with it (same ranks, other suits).
    let player = set("2s 3h 4d / 5s 5h 8d 9c Js / Ks Kh Qd Qc 7s");
    let house = set("2h 3s 4c / 5d 5c 8s 9d Jh / Kd Kc Qs Qh 7h");
    let basic = score(&rules(RuleSetId::Basic), &[player, house], 1).unwrap();
    assert_eq!(basic.totals, [0, 0]);
    let board = score(&rules(RuleSetId::AgainstTheHouse), &[player, house], 1).unwrap();
    assert_eq!(board.totals, [-3, 3]);
    // With more players, players do not compare with each other.
    let board = score(&rules(RuleSetId::AgainstTheHouse), &north_east_south_west(), 3).unwrap();
    assert_eq!(board.pairings.len(), 3);
    assert!(board.pairings.iter().all(|p| p.first == 3));
}

#[test]
fn surrender_pays_as_losing_two_of_three_or_two_with_the_overall_point() {
    let r = RuleSet { surrender: Surrender::AsLosingTwoOfThree, ..rules(RuleSetId::Basic) };
    let [n, e, s, _] = north_east_south_west();
    let board = score(&r, &[n, e, s, PlayerHand::Surrendered], 0).unwrap();
    assert_eq!(board.totals[3], -3);
    let r = RuleSet { overall_point: 1, ..r };
    let board = score(&r, &[n, e, s, PlayerHand::Surrendered], 0).unwrap();
    assert_eq!(board.totals[3], -6);
    let refused = score(&rules(RuleSetId::Basic), &[n, e, s, PlayerHand::Surrendered], 0);
    assert_eq!(refused, Err(ScoreError::SurrenderNotAllowed { seat: 3 }));
}

#[test]
fn surrendering_against_the_house_pays_the_house_only_and_a_surrendering_house_pays_everyone() {
    let r = RuleSet { surrender: Surrender::AsLosingTwoOfThree, ..rules(RuleSetId::AgainstTheHouse) };
    let [n, e, s, _] = north_east_south_west();
    let board = score(&r, &[n, e, s, PlayerHand::Surrendered], 0).unwrap();
    assert_eq!(net(&board, 0, 3), 1);
    let board = score(&r, &[PlayerHand::Surrendered, e, s, n], 0).unwrap();
    assert_eq!(board.totals[0], -3);
}

#[test]
fn hawaiian_gardens_two_of_three_pays_1_three_of_three_6_scooping_everyone_9() {
    let r = rules(RuleSetId::HawaiianGardens);
    let board = score(&r, &north_east_south_west(), 0).unwrap();
    // North sweeps East (6); every other pairing is two rows to one (1).
    assert_eq!(net(&board, 0, 1), 6);
    assert_eq!(net(&board, 0, 2), -1);
    assert_eq!(board.totals, [6, -8, 3, -1]);
    // A player who sweeps both others is paid 9 by each.
    let a = set("Qd Qh Qs / 2s 2h 2d 2c 5s / Kc Tc Jc 9c Qc");
    let b = set("3h 4d 6c / 7s 7h 8d 9s Ts / As Ah Ks Kh 5d");
    let c = set("3s 4s 6s / 8s 8h 9h Th Jh / Ad Ac Kd 5h 5c");
    let board = score(&r, &[a, b, c], 0).unwrap();
    // 9 each, plus front trips 3, middle quads 8 and back straight flush 5 on top, from each.
    assert_eq!(board.totals[0], 2 * (9 + 3 + 8 + 5));
    assert_eq!(board.pairings[0].payments[0].reason, Reason::ScoopEveryone);
}

#[test]
fn hawaiian_gardens_surrender_costs_three_units_to_each_opponent() {
    let [n, e, s, _] = north_east_south_west();
    let board = score(&rules(RuleSetId::HawaiianGardens), &[PlayerHand::Surrendered, n, e, s], 0).unwrap();
    assert_eq!(board.totals[0], -9);
}

#[test]
fn aces_side_bet_the_player_with_fewer_aces_pays_the_difference() {
    let r = RuleSet { aces: AcesSideBet::STANDARD, ..rules(RuleSetId::HawaiianGardens) };
    let board = score(&r, &north_east_south_west(), 0).unwrap();
    // North holds one ace (1), West three (6), East and South none.
    let aces = |a, b| {
        board
            .pairings
            .iter()
            .find(|p| (p.first, p.second) == (a, b))
            .unwrap()
            .payments
            .iter()
            .find(|p| p.reason == Reason::Aces)
            .map(|p| p.units)
    };
    assert_eq!(aces(0, 1), Some(1));
    assert_eq!(aces(0, 3), Some(-5));
    assert_eq!(aces(1, 2), None);
    assert_eq!(board.totals, [6 + 1 + 1 - 5, -8 - 1 - 6, 3 - 1 - 6, -1 + 5 + 6 + 6]);
}

#[test]
fn malayan_extras_count_win_or_lose_and_the_bank_wins_ties() {
    let r = rules(RuleSetId::Malayan);
    assert_eq!(r.opponents, Opponents::House);
    // A (the bank, seat 0) against B, from the bonus example: rows A +1 -1 -1; extras: A's front
    // trips 2 and middle full house 2, B's middle full house 2 and back quads 4.
    let board = score(&r, &bonus_example(), 0).unwrap();
    assert_eq!(board.totals, [-1 + 2 + 2 - 2 - 4, 3]);
}

#[test]
fn malayan_specials_pay_the_difference_between_two_special_hands() {
    let r = rules(RuleSetId::Malayan);
    let six_pairs = special("2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 7s 7h Kd", SpecialKind::SixPairs);
    let one_colour = special("2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kh Ah", SpecialKind::OneColour);
    let board = score(&r, &[six_pairs, one_colour], 0).unwrap();
    assert_eq!(board.totals, [-(10 - 4), 6]);
    // Undeclared, the same cards would be three straights (4) and a complete straight (not paid
    // in this version) too: the player declares the one they want.
    let all: Vec<SpecialKind> =
        detect(cards("2d 3d 4d 5d 6d 7d 8d 9d Td Jd Qd Kh Ah")).iter().map(|s| s.kind).collect();
    assert!(all.contains(&SpecialKind::ThreeStraights) && all.contains(&SpecialKind::CompleteStraight));
}

#[test]
fn vietnamese_royalties_pay_eight_for_middle_quads_and_an_optional_double_sweep() {
    let a = set("2s 3h 4d / Qs Qh Qd Qc 5s / As Ah Ad Ac 6s");
    let b = set("7s 8h 9d / Ks Kh 5h 5d 7c / Kc Tc Jc 2c 3c");
    let r = rules(RuleSetId::Vietnamese);
    assert_eq!(score(&r, &[a, b], 0).unwrap().totals, [-1 + 8 + 4, 1 - 8 - 4]);
    let sweeper = set("Qd Qh Qs / 2s 2h 2d 2c 5s / Kc Tc Jc 9c Qc");
    let loser = set("3h 4d 6c / 7s 7h 8d 9s Ts / As Ah Ks Kh 5d");
    let doubled = RuleSet { sweep: Sweep::Multiply { one_opponent: 2, every_opponent: 3 }, ..r.clone() };
    assert_eq!(score(&r, &[sweeper, loser], 0).unwrap().totals[0], 3 + 8 + 5);
    assert_eq!(score(&doubled, &[sweeper, loser], 0).unwrap().totals[0], 2 * (3 + 8 + 5));
}

#[test]
fn singapore_three_point_claims_cancel_and_a_dragon_is_paid_in_full() {
    let r = rules(RuleSetId::Singapore);
    assert_eq!(r.specials.clash, SpecialClash::EqualValuesCancel);
    let six_pairs = special("2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 7s 7h Kd", SpecialKind::SixPairs);
    let small = special(
        "2d 3d 4d 5d 6d 7d 8d 9d 2c 3c 4c 5c 6c",
        SpecialKind::SmallCards { highest: cap::engine::card::Rank::Nine },
    );
    let board = score(&r, &[six_pairs, small], 0).unwrap();
    assert_eq!(board.totals, [0, 0]);
    let dragon = special("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2s", SpecialKind::CompleteStraight);
    let six_pairs = special("2c 2d 3c 3d 4c 4d 5c 5d 6c 6d 7c 7d Kd", SpecialKind::SixPairs);
    let ordinary = set("9d 9s Td / Jd Js Qs Qd Tc / Ad Ac Ks Kc Qc");
    let board = score(&r, &[dragon, six_pairs, ordinary], 0).unwrap();
    assert_eq!(board.totals, [26, -13 + 3, -13 - 3]);
}

#[test]
fn typical_specials_the_higher_wins_its_full_value() {
    let r = rules(RuleSetId::TypicalBonus);
    // Three straights (3) beats six pairs (3): it is higher in the table.
    let six_pairs = special("2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 7s 7h Kh", SpecialKind::SixPairs);
    let straights = special("Ac 2c 3d 4c 5d 6c 7d 8c 9d Tc Jd Qc Kc", SpecialKind::ThreeStraights);
    let board = score(&r, &[six_pairs, straights], 0).unwrap();
    assert_eq!(board.totals, [-3, 3]);
    // Two six-pair hands: the higher pairs win.
    let higher = special("Ac Ad Kc Kd Qc Qd Jc Jd Tc Td 9c 9d 2c", SpecialKind::SixPairs);
    let board = score(&r, &[higher, six_pairs], 0).unwrap();
    assert_eq!(board.totals, [3, -3]);
}

#[test]
fn special_hands_are_detected_with_their_rows() {
    let straights =
        find(cards("Ac 2c 3d 4c 5d 6c 7d 8c 9d Tc Jd Qc Kc"), SpecialKind::ThreeStraights).unwrap();
    let setting = straights.setting.unwrap();
    // The best arrangement puts the highest straight at the back.
    assert_eq!(Row::Back.ranking().category(setting.row(Row::Back).value), Category::Straight);
    assert_eq!(setting.row(Row::Back).cards.ranks() >> 8, 0b11111);
    let flushes = find(cards("2s 5s 9s 3h 6h 8h Th Qh 4d 7d Jd Kd Ad"), SpecialKind::ThreeFlushes).unwrap();
    assert_eq!(flushes.setting.unwrap().row(Row::Front).cards.suit_count(), 1);
    assert_eq!(find(cards("2s 5s 9s 3h 6h 8h Th Qh 4d 7d Jd Kd Ac"), SpecialKind::ThreeFlushes), None);
    let kinds = |text| detect(cards(text)).into_iter().map(|s| s.kind).collect::<Vec<_>>();
    assert!(kinds("Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks 2c").contains(&SpecialKind::TwelvePictures));
    assert!(kinds("Jc Jd Jh Js Qc Qd Qh Qs Kc Kd Kh Ks 2c").contains(&SpecialKind::ThreeQuads));
    assert!(kinds("2c 2d 2h 3c 3d 3h 4c 4d 4h 5c 5d 5h Ac").contains(&SpecialKind::FourTrips));
    assert!(kinds("2c 2d 2h 3c 3d 4h 4c 5d 5h 6c 6d 7h 7c").contains(&SpecialKind::FivePairsAndTrips));
    assert!(kinds("8c 9d Th Jc Qd Kh Ac 8d 9h Tc Jd Qh Ks")
        .contains(&SpecialKind::BigCards { lowest: cap::engine::card::Rank::Eight }));
    assert!(kinds("2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ac").contains(&SpecialKind::TwelveOneColour));
    let suit = kinds("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h");
    for kind in [
        SpecialKind::OneSuit,
        SpecialKind::CompleteStraight,
        SpecialKind::ThreeStraightFlushes,
        SpecialKind::OneColour,
    ] {
        assert!(suit.contains(&kind), "{kind}");
    }
}

#[test]
fn a_fouled_hand_loses_every_row_to_an_unfouled_one() {
    let fouled: Setting = "As Ah 2d / Ks Kh 3d 4c 5s / Qs Qh 9d 8c 7s".parse().unwrap();
    assert!(matches!(fouled.foul(), Some(Foul::MiddleBeatsBack { .. })));
    assert_eq!(
        fouled.foul().unwrap().to_string(),
        format!(
            "fouled: the middle ({}) beats the back ({})",
            fouled.row(Row::Middle).describe(),
            fouled.row(Row::Back).describe()
        )
    );
    let clean = set("2s 3h 4d / 5d 5h 6d 7c 8s / Ts Th Jd Jc 9s");
    let board = score(&rules(RuleSetId::Basic), &[PlayerHand::Set(fouled), clean], 0).unwrap();
    assert_eq!(board.totals, [-3, 3]);
}

#[test]
fn rules_chip_limited_settlement_a_with_8_chips_ends_with_12() {
    // Hawaiian Gardens: A (dealer, 8 chips) sweeps B (6) and is swept by C (6); D wins two rows of
    // three from A (1). C does not sweep D, so nobody scoops everyone.
    let a = set("Qd Qh 4c / Ks Kh 5c 6d 7h / 2s 6s 8s Ts Js");
    let b = set("9c 6c 3d / 8d 8c Ad 9d 7d / 5s 5h 5d Ac Jc");
    let c = set("Kc Kd 2d / Qs Qc 7s 7c 3h / Tc Th Td 9s 9h");
    let d = set("As Ah 2c / 3s 3c 4s 4d Jd / 2h 4h 6h 8h Jh");
    let board = score(&rules(RuleSetId::HawaiianGardens), &[a, b, c, d], 0).unwrap();
    assert_eq!((net(&board, 0, 1), net(&board, 0, 2), net(&board, 0, 3)), (6, -6, -1));
    let settlement = settle(&board, &[8, 50, 50, 50], 1).unwrap();
    assert_eq!(settlement.chips[0], 8 + 6 - 2);
    let a_d = settlement.transfers.iter().find(|t| (t.from, t.to) == (0, 3)).unwrap();
    assert_eq!((a_d.owed, a_d.paid), (1, 0));
    assert_eq!(settlement.chips.iter().sum::<u64>(), 158);
}

#[test]
fn settlement_settles_special_hands_before_everything_else() {
    let r = rules(RuleSetId::TypicalBonus);
    let a = set("2s 3s 4d / 5s 5d 6s 7s 8s / 9s 9d Ts Js Qs");
    let b = set("2d 3d 4s / 6d 6c 7d 8d 9c / Td Tc Jd Qd Kd");
    let dragon = special("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h 2h", SpecialKind::CompleteStraight);
    let board = score(&r, &[a, b, dragon], 0).unwrap();
    assert_eq!(board.totals, [-13 - 2, -13 + 2, 26]);
    let settlement = settle(&board, &[13, 13, 13], 1).unwrap();
    assert_eq!(settlement.transfers[0].stage, Stage::Specials);
    assert_eq!(settlement.transfers[0].paid, 13);
    // A paid the dragon everything first, so A's rows against B are settled with nothing left,
    // and the dragon's 13 chips were all used against A.
    assert_eq!(settlement.chips, [0, 13, 26]);
}

#[test]
fn best_setting_lists_legal_undominated_settings_and_finds_the_obvious_one() {
    let hand = cards("As Ah Ad Ks Kh Kd Qs Qh Qd Js Jh 2c 3c");
    let best = best_settings(hand, &rules(RuleSetId::TypicalBonus)).unwrap();
    assert!(best.iter().all(|c| !c.setting.is_fouled() && c.setting.cards() == hand));
    for (i, x) in best.iter().enumerate() {
        for y in &best[i + 1..] {
            let ge = |a: &Setting, b: &Setting| Row::ALL.iter().all(|&r| a.row(r).value >= b.row(r).value);
            assert!(
                !ge(&x.setting, &y.setting) && !ge(&y.setting, &x.setting),
                "{} and {}",
                x.setting,
                y.setting
            );
        }
    }
    // Brute force agrees on how many undominated value triples there are.
    let mut legal = Vec::new();
    for back in hand.subsets(5) {
        for middle in (hand - back).subsets(5) {
            let s = Setting::new(hand - back - middle, middle, back).unwrap();
            if !s.is_fouled() {
                legal.push(Row::ALL.map(|r| s.row(r).value));
            }
        }
    }
    legal.sort();
    legal.dedup();
    let undominated =
        legal.iter().filter(|v| !legal.iter().any(|w| w != *v && (0..3).all(|i| w[i] >= v[i]))).count();
    assert_eq!(best.len(), undominated);
}

#[test]
fn royalty_tables_pay_stronger_rows_at_least_as_much() {
    // The best-setting search relies on this to drop dominated settings.
    let order = [
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
    ];
    for id in RuleSetId::ALL {
        let r = rules(id);
        for row in Row::ALL {
            let pay = |c: Category| {
                r.royalties
                    .table
                    .iter()
                    .find(|x| x.row == row && Some(x.hand) == cap::engine::chinese::rules::RoyaltyHand::of(c))
                    .map_or(0, |x| x.units)
            };
            let pays: Vec<u32> = order.iter().map(|&c| pay(c)).collect();
            assert!(pays.windows(2).all(|w| w[0] <= w[1]) || row == Row::Front, "{id:?} {row}: {pays:?}");
        }
    }
}

#[test]
fn every_named_rule_set_scores_the_four_player_table_and_balances() {
    for id in RuleSetId::ALL {
        let board = score(&rules(id), &north_east_south_west(), 0).unwrap_or_else(|e| panic!("{id:?}: {e}"));
        assert_eq!(board.totals.iter().sum::<i64>(), 0, "{id:?}");
    }
}

mod ofc {
    use cap::engine::card::Card;
    use cap::engine::chinese::ofc::{
        fantasyland_cards, row_royalty, royalties, score_ofc, stays_in_fantasyland, FantasylandRule,
        OfcErrorKind, OfcHand, OfcVariant, StayRule,
    };
    use cap::engine::chinese::setting::{Row, Setting};

    fn setting(text: &str) -> Setting {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn standard_royalties_front_66_is_1_aa_is_9_222_is_10_aaa_is_22() {
        let front = |t: &str| {
            row_royalty(
                Row::Front,
                &setting(&format!("{t} / 3c 4c 5c 6c 8d / 9h Th Jh Qh 3h")).row(Row::Front),
            )
        };
        assert_eq!(front("6s 6h 2d"), 1);
        assert_eq!(front("5s 5h Ad"), 0);
        assert_eq!(front("As Ah Kd"), 9);
        assert_eq!(front("2s 2h 2d"), 10);
        assert_eq!(front("As Ah Ad"), 22);
    }

    #[test]
    fn standard_royalties_middle_and_back_from_straight_to_royal() {
        let s = setting("2s 3h 4d / Ts Js Qs Ks As / Th Jh Qh Kh Ah");
        assert_eq!(
            (row_royalty(Row::Middle, &s.row(Row::Middle)), row_royalty(Row::Back, &s.row(Row::Back))),
            (50, 25)
        );
        let s = setting("2s 3h 4d / 7c 7d 7h 2c 5d / 9s Ts Js Qs Kd");
        assert_eq!(
            (row_royalty(Row::Middle, &s.row(Row::Middle)), row_royalty(Row::Back, &s.row(Row::Back))),
            (2, 2)
        );
        let s = setting("2s 3h 4d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        assert_eq!(royalties(&s), 12 + 10);
    }

    #[test]
    fn a_scoop_is_worth_six_and_royalties_are_settled_as_a_difference() {
        let a = setting("Qs Qh 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        let b = setting("3s 4h 6d / 7c 7d Tc Jh 2c / As Ad Ks Kh 3c");
        let (pairings, totals) = score_ofc(&[a, b]);
        assert_eq!(pairings[0].rows_units, 6);
        assert_eq!(pairings[0].royalty_units, 7 + 12 + 10);
        assert_eq!(totals, [35, -35]);
    }

    #[test]
    fn a_fouled_hand_loses_six_and_earns_no_royalties() {
        let fouled = setting("As Ah Ad / 5c 5d 5h 8c 8d / 9s 9c Th Jd Kd");
        assert!(fouled.is_fouled());
        assert_eq!(royalties(&fouled), 0);
        let b = setting("3s 4h 6d / 7c 7d Tc Jh 2c / Qs Qd Ks Kh 3c");
        assert_eq!(score_ofc(&[fouled, b]).1, [-6, 6]);
        assert_eq!(fantasyland_cards(&fouled, FantasylandRule::Standard), None);
    }

    #[test]
    fn fantasyland_needs_queens_or_better_in_front_without_fouling() {
        let queens = setting("Qs Qh 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        let jacks = setting("Js Jh 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        let aces = setting("As Ah 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        let trips = setting("2s 2h 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        assert_eq!(fantasyland_cards(&queens, FantasylandRule::Standard), Some(14));
        assert_eq!(fantasyland_cards(&jacks, FantasylandRule::Standard), None);
        assert_eq!(fantasyland_cards(&aces, FantasylandRule::Progressive), Some(16));
        assert_eq!(fantasyland_cards(&trips, FantasylandRule::Progressive), Some(17));
        // Stay: trips in front, a full house or better in the middle, quads or better in the back.
        assert!(stays_in_fantasyland(&queens, StayRule::TripsFullHouseQuads));
        assert!(!stays_in_fantasyland(
            &setting("Qs Qh 2d / 5c 5d 7h 8c 8d / 9s 9c 9h Ad Kd"),
            StayRule::default()
        ));
    }

    /// `docs/rules.md`, "Fantasyland": the stay rule is an option; the stricter one ignores the
    /// middle's full house.
    #[test]
    fn fantasyland_stay_rule_trips_or_quads_ignores_a_middle_full_house() {
        let middle_full = setting("Qs Qh 2d / 5c 5d 5h 8c 8d / As Ac Ah Kd Ks");
        assert!(stays_in_fantasyland(&middle_full, StayRule::TripsFullHouseQuads));
        assert!(!stays_in_fantasyland(&middle_full, StayRule::TripsOrQuads));
        let back_quads = setting("Qs Qh 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        assert!(stays_in_fantasyland(&back_quads, StayRule::TripsOrQuads));
        let front_trips = setting("2s 2h 2d / 5c 5d 5h 8c 8d / 9s 9c 9h Ad Ac");
        assert!(stays_in_fantasyland(&front_trips, StayRule::TripsOrQuads));
    }

    #[test]
    fn placement_five_first_then_one_at_a_time_or_pineapple_three_keep_two() {
        let hand = OfcHand::new(OfcVariant::Pineapple).deal("As Ah Kd 7c 2s".parse().unwrap()).unwrap();
        let first = [
            (card("As"), Row::Back),
            (card("Ah"), Row::Back),
            (card("Kd"), Row::Front),
            (card("7c"), Row::Front),
            (card("2s"), Row::Front),
        ];
        let hand = hand.place(&first, None).unwrap();
        assert_eq!(hand.next_deal_size(), 3);
        let hand = hand.deal("Qs Qh 3d".parse().unwrap()).unwrap();
        let err = hand
            .place(&[(card("Qs"), Row::Middle), (card("Qh"), Row::Middle), (card("3d"), Row::Front)], None)
            .unwrap_err();
        assert_eq!(err.kind, OfcErrorKind::Discard { required: true });
        let hand =
            hand.place(&[(card("Qs"), Row::Middle), (card("Qh"), Row::Middle)], Some(card("3d"))).unwrap();
        assert_eq!(hand.discards().len(), 1);
        let hand = hand.deal("4c 5c 6c".parse().unwrap()).unwrap();
        let err =
            hand.place(&[(card("4c"), Row::Front), (card("5c"), Row::Back)], Some(card("6c"))).unwrap_err();
        assert_eq!(err.kind, OfcErrorKind::RowFull { row: Row::Front, card: card("4c") });

        let standard = OfcHand::new(OfcVariant::Standard);
        let err = standard.deal("As Ah".parse().unwrap()).unwrap_err();
        assert_eq!(err.to_string(), "Ah As: the deal must be 5 cards");
    }

    #[test]
    fn a_standard_hand_is_complete_after_thirteen_cards() {
        let s = setting("Qs Qh 2d / 5c 5d 5h 8c 8d / 9s 9c 9h 9d Kd");
        let cards: Vec<(Card, Row)> =
            Row::ALL.iter().flat_map(|&r| s.row(r).cards.iter().map(move |c| (c, r))).collect();
        let mut hand = OfcHand::new(OfcVariant::Standard);
        let mut at = 0;
        while hand.next_deal_size() > 0 {
            let n = hand.next_deal_size();
            let batch = &cards[at..at + n];
            hand = hand
                .deal(cap::engine::card_set::CardSet::from_cards(batch.iter().map(|p| p.0)).unwrap())
                .unwrap();
            hand = hand.place(batch, None).unwrap();
            at += n;
        }
        assert_eq!(hand.setting(), Some(s));
    }
}

/// The scorer's table and the hand file written from its options score alike: one engine, one
/// reading of each option.
#[test]
fn the_scorers_options_written_to_a_hand_file_score_as_the_scorer_does() {
    use cap::engine::chinese::table::ChineseTable;
    use cap::engine::hand_file::chinese::write_options;
    let rows = [
        ("North", "Jh Jd 2c", "Ks Kh Kd 3c 4c", "As Ah Ad 5c 5d"),
        ("East", "9h 5s 2d", "Qs Qh 7c 6d 4d", "Ts Th 9s 9c 3d"),
        ("South", "Qc 4h 3h", "7s 7h 6s 6h 2s", "8s 8h 8c Td Js"),
    ];
    for (id, game, options) in [
        (
            RuleSetId::Vietnamese,
            "vietnamese",
            RuleOptions { sweep: Some(Sweep::VIETNAMESE), ..Default::default() },
        ),
        (
            RuleSetId::Singapore,
            "singapore",
            RuleOptions {
                sweep: Some(Sweep::SINGAPORE),
                dragon: Some(26),
                overall_point: Some(1),
                ..Default::default()
            },
        ),
        (
            RuleSetId::Pool,
            "pool",
            RuleOptions { sweep: Some(Sweep::Extra { units: 3 }), ..Default::default() },
        ),
    ] {
        let mut table = ChineseTable { rule_set: id, options: options.clone(), ..ChineseTable::default() };
        table.seats.truncate(3);
        for (seat, (name, front, middle, back)) in table.seats.iter_mut().zip(rows) {
            seat.name = name.to_string();
            seat.cards = format!("{front} / {middle} / {back}");
        }
        let scorer = table.score().unwrap().totals;
        let players: Vec<serde_json::Value> = rows
            .iter()
            .map(|(name, front, middle, back)| serde_json::json!({"name": name, "front": front, "middle": middle, "back": back}))
            .collect();
        let file = serde_json::json!({"format": 1, "game": format!("chinese-poker/{game}"), "button": 0, "chip": 1,
            "options": write_options(&options), "players": players});
        let report = cap::engine::hand_file::any::read(&file.to_string()).unwrap().report_json().unwrap();
        let from_file: Vec<i64> =
            rows.iter().map(|(name, ..)| report["totals"][name].as_i64().unwrap()).collect();
        assert_eq!(from_file, scorer, "{game}");
    }
}
