//! Worked examples of the options where tables read a rule differently (docs/rules.md; issue 21):
//! one hand file scored under each choice, with the arithmetic in the comment, so each test shows
//! what the option changes.

use super::showdown::Table;

#[test]
fn omaha_hi_lo_takes_the_tables_low_type() {
    // Board Kh Qd 9c 7s 4h: only two cards of eight or lower, so no 8-or-better low (the default):
    // Ann's trip kings (Kc Ks + Kh Qd 9c) beat Ben's jacks and scoop 200.
    // With the `low` option at 7-2 any five cards are a low: Ann's best is ace-high (A-K-9-7-4),
    // Ben's 2d 3d + 9c 7s 4h is 9-7-4-3-2, so the low stack (100) is Ben's.
    let mut t = Table {
        game: "omaha/high-low-8",
        options: &[],
        seats: 2,
        dead: 0,
        board: "1.f1=Kh 1.f2=Qd 1.f3=9c 1.t=7s 1.r=4h",
        players: &[("Ann", "As Ad Kc Ks", 100), ("Ben", "2d 3d Jc Jd", 100)],
    };
    t.resolve().check(&[&["Ann"], &[]], &[("Ann", 200)]);
    t.options = &[("low", "7-2")];
    t.resolve().check(&[&["Ann"], &["Ben"]], &[("Ann", 100), ("Ben", 100)]);
}

#[test]
fn a_hand_low_of_its_own_beside_8_or_better_board_lows() {
    // Double board, six points, eight seats (42 cards / 8 = 5 hole cards each; six seats folded).
    // Boards Kh Kd Qs Jc 9h and Ks Qd Jh Td 9s: no board low qualifies for 8-or-better.
    // Board highs: Ann's ace kicker (KK A Q 5) and ace high (A K Q J 5) beat Ben's KK Q 7 5 and
    // K Q J 7 5. Hand high: Ann's A-2-3-4-5 straight. Hand low, by default the board lows' type
    // (8-or-better): Ann's wheel beats Ben's 7-5-4-3-2. With `hand-low` at 7-2 the ace is high, so
    // Ben's 7-5-4-3-2 beats Ann's A-5-4-3-2, while the board lows stay 8-or-better (unawarded).
    // Either way Ann has the most points (4, or 3 to 1) and takes the 200.
    let mut t = Table {
        game: "double-board/high-low-high-low-high-hand-low-hand",
        options: &[],
        seats: 8,
        dead: 0,
        board: "1.f1=Kh 1.f2=Kd 1.f3=Qs 1.t=Jc 1.r=9h 2.f1=Ks 2.f2=Qd 2.f3=Jh 2.t=Td 2.r=9s",
        players: &[("Ann", "As 2d 3c 4h 5s", 100), ("Ben", "2c 3d 4s 5h 7c", 100)],
    };
    t.resolve().check(&[&["Ann"], &[], &["Ann"], &[], &["Ann"], &["Ann"]], &[("Ann", 200)]);
    t.options = &[("hand-low", "7-2")];
    t.resolve().check(&[&["Ann"], &[], &["Ann"], &[], &["Ann"], &["Ben"]], &[("Ann", 200)]);
    // `same` is the default, written out.
    t.options = &[("hand-low", "same"), ("low", "8-or-better")];
    t.resolve().check(&[&["Ann"], &[], &["Ann"], &[], &["Ann"], &["Ann"]], &[("Ann", 200)]);
}

#[test]
fn a_2_7_low_with_the_wheel_a_straight() {
    // Board Ks Kd 3c 4d 5h. High: Ann's As 2s + 3c 4d 5h is a five-high straight, beating Ben's
    // aces and kings (Ah Ad + Ks Kd). Low under 7-2 (the ace high only): Ann's A-5-4-3-2 is ace-high
    // with a five, Ben's Ah 6h + 3c 4d 5h ace-high with a six: Ann scoops 200.
    // With `7-2-wheel-straight` A-2-3-4-5 is a straight, so Ann's best low is A-K-4-3-2 (As 2s +
    // Ks 3c 4d) and Ben's A-6-5-4-3 is lower: Ann 100 for the high, Ben 100 for the low.
    let mut t = Table {
        game: "omaha/high-low-8",
        options: &[("low", "7-2")],
        seats: 2,
        dead: 0,
        board: "1.f1=Ks 1.f2=Kd 1.f3=3c 1.t=4d 1.r=5h",
        players: &[("Ann", "As 2s Ac 2c", 100), ("Ben", "Ah 6h Ad 6d", 100)],
    };
    t.resolve().check(&[&["Ann"], &["Ann"]], &[("Ann", 200)]);
    t.options = &[("low", "7-2-wheel-straight")];
    t.resolve().check(&[&["Ann"], &["Ben"]], &[("Ann", 100), ("Ben", 100)]);
    let ann = t.resolve();
    let low = ann.described(1, "Ann").expect("Ann's low");
    assert!(low.contains('K'), "Ann's low plays a king, not her straight: {low}");
}

#[test]
fn odd_chips_between_stacks_to_the_earliest_or_by_distance_from_the_dealer() {
    // Omaha hi/lo, board Ah Kh Qh 7c 2d; seat 4, the button, folded after putting in 1.
    // High: Cat's As Ad + Ah, three aces, beat Ben's kings and Ann's eights. Low: Ann's 3c 4c +
    // 7c 2d Ah, 7-4-3-2-A; Ben (5s 5d a pair) and Cat (one low card, the As) have none.
    // Pot 3 x 100 + 1 = 301 into two stacks.
    // Default (earliest stack, high before low): high 151 to Cat, low 150 to Ann.
    // By distance from the dealer: Ann sits first left of the button, so her low stack takes the
    // odd chip: Ann 151, Cat 150.
    let mut t = Table {
        game: "omaha/high-low-8",
        options: &[],
        seats: 4,
        dead: 1,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d",
        players: &[("Ann", "3c 4c 8s 8d", 100), ("Ben", "Ks Js 5s 5d", 100), ("Cat", "As Ad 9c 9d", 100)],
    };
    t.resolve().check(&[&["Cat"], &["Ann"]], &[("Ann", 150), ("Cat", 151)]);
    t.options = &[("odd-chips", "dealer-distance")];
    let by_distance = t.resolve();
    by_distance.check(&[&["Cat"], &["Ann"]], &[("Ann", 151), ("Cat", 150)]);
    let words = by_distance.report.pots[0].instructions.join(" ");
    assert!(
        words.contains("The odd chip goes to Low, whose winner sits nearest the dealer's left"),
        "{words}"
    );
}

#[test]
fn short_hands_with_or_without_straights_and_flushes() {
    // Good boys bad boys, eight seats (42 cards / 8 = 5 hole cards each; six folded). The bad
    // boys As Ks Qs Js Ts kill every card of the good board (Ah Kh Qh Jc Tc), and Ann and Ben
    // discarded their dead cards, so each plays a short hand of three hole cards.
    // Default (`count`): Ann's 2h 3h 4h is a three-card straight flush, beating Ben's pair of
    // eights: Ann takes 200. With `short-hands` at `ignore` a short hand makes no straight or
    // flush: Ann has four-high, Ben's pair takes 200.
    let mut t = Table {
        game: "good-boys-bad-boys/high",
        options: &[],
        seats: 8,
        dead: 0,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=Jc 1.r=Tc 2.f1=As 2.f2=Ks 2.f3=Qs 2.t=Js 2.r=Ts",
        players: &[("Ann", "2h 3h 4h", 100), ("Ben", "8c 8d 5s", 100)],
    };
    t.resolve().check(&[&["Ann"]], &[("Ann", 200)]);
    t.options = &[("short-hands", "ignore")];
    t.resolve().check(&[&["Ben"]], &[("Ben", 200)]);
}

#[test]
fn a_picked_boards_worth_in_a_side_pot() {
    // Dynamic points, seven seats (37 cards / 7 = 5 hole cards each; four folded). Ann (all-in
    // for 50) picks boards 1 and 2, Ben and Cat (100 each) boards 1 and 3: board 1 is worth 3,
    // board 2 worth 1, board 3 worth 2, the hand 1.
    // Board 1: Ben's Ks Kd + Kc, three kings. Board 2: only Ann picked it. Board 3: Cat's Qs Qd +
    // Qc, three queens. Hand: Cat's queens full of sixes.
    // Main pot (150, all three): Ben 3, Cat 3, Ann 1: Ben and Cat chop, 75 each.
    // Side pot (100, Ben and Cat): by default (`every-picker`) board 1 is still worth Ann's pick
    // too, 3: Ben 3, Cat 2 + 1 = 3, a chop (Ben 125, Cat 125). With `side-pot-worth` at
    // `pot-pickers` it is worth only Ben's and Cat's picks, 2: Ben 2, Cat 3, Cat takes the 100.
    let mut t = Table {
        game: "triple-board/dynamic-points",
        options: &[],
        seats: 7,
        dead: 0,
        board: "1.f1=Kc 1.f2=7d 1.f3=2h 1.t=9s 1.r=4c 2.f1=Ah 2.f2=Ac 2.f3=Jc 2.t=9h 2.r=6s \
                3.f1=Qc 3.f2=8d 3.f3=3h 3.t=Ts 3.r=5c",
        players: &[
            ("Ann", "2d 3c 4d 5h 7s", 50),
            ("Ben", "Ks Kd Jh Jd 2c", 100),
            ("Cat", "Qs Qd Qh 6c 6d", 100),
        ],
    };
    let picked = |t: &Table| {
        let mut file = t.file();
        for (player, picks) in file.players.iter_mut().zip([vec![1, 2], vec![1, 3], vec![1, 3]]) {
            player.picks = picks;
        }
        Table::resolve_file(&file)
    };
    let every = picked(&t);
    every.check(&[&["Ben"], &["Ann"], &["Cat"], &["Cat"]], &[("Ben", 125), ("Cat", 125)]);
    t.options = &[("side-pot-worth", "pot-pickers")];
    let by_pot = picked(&t);
    by_pot.check(&[&["Ben"], &["Ann"], &["Cat"], &["Cat"]], &[("Ben", 75), ("Cat", 175)]);
    assert_eq!(
        by_pot.report.pots[1].components[0].points, 2,
        "board 1 in the side pot: Ben's and Cat's picks"
    );
    assert_eq!(every.report.pots[1].components[0].points, 3, "board 1 in the side pot: every pick");
}
