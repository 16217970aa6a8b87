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

#[test]
fn f1_square_at_least_one_or_exactly_one_common_card() {
    // F1 square, high/high/hand, eight seats (42 cards / 8 = 5 hole cards each; six folded).
    // Common flop Ah, common river Ad. Board 1: 2c 7s 8h Jd; board 2: 3c 4s 9h Qc.
    // Default (`at-least-one`): Ann's As Kc + Ah Ad + a board card is trip aces on both boards,
    // beating Ben's two pair (Jc 8c + Jd 8h + Ah, or aces up); Ben's pair of sixes takes the hand
    // point: Ann 2 points to 1, 200. With `common-cards` at `exactly-one` no hand uses both aces:
    // on board 1 Ann has a pair of aces (As Kc + Ah Jd 8h) and Ben jacks and eights (Jc 8c + Jd 8h
    // + Ah); board 2 stays Ann's (aces against sixes). Ben 2 points to 1: Ben takes 200.
    let mut t = Table {
        game: "f1-square/high-high-hand",
        options: &[],
        seats: 8,
        dead: 0,
        board: "CF=Ah CR=Ad 1.f=2c 1.t1=7s 1.t2=8h 1.r=Jd 2.f=3c 2.t1=4s 2.t2=9h 2.r=Qc",
        players: &[("Ann", "As Kc Td 6c 5s", 100), ("Ben", "8c Jc 6h 6d 5d", 100)],
    };
    t.resolve().check(&[&["Ann"], &["Ann"], &["Ben"]], &[("Ann", 200)]);
    t.options = &[("common-cards", "exactly-one")];
    t.resolve().check(&[&["Ben"], &["Ann"], &["Ben"]], &[("Ben", 200)]);
}

#[test]
fn flying_rivers_any_two_of_a_wing_or_one_from_its_flop_and_one_from_its_turn() {
    // Flying rivers, high/high/hand, eight seats (42 / 8 = 5 hole cards each; six folded).
    // Board 1: flop Kh Kd, turn 2c 7s; board 2: flop 3d 8c, turn 9s Jh; rivers 4h 5c.
    // Default (`any-two`): on board 1 Ann's Ks Qc + Kh Kd + 5c is trip kings, beating Ben's trip
    // sevens (7c 7d + 7s Kh + 5c); on board 2 Ben's 8d 8s + 8c 9s + 5c (trip eights) beats Ann's
    // queens; the hand is Ann's (queens and sixes against eights and sevens): Ann 2 points, 200.
    // With `wing-cards` at `one-each` a hand takes one flop and one turn card, so Ann cannot use
    // both kings: her best on board 1 is a pair of kings, and Ben's 7c 7d + Kh 7s + 5c (one flop
    // card, one turn card) is still trip sevens. Ben wins both boards: 2 points to 1, 200.
    let mut t = Table {
        game: "flying-rivers/high-high-hand",
        options: &[],
        seats: 8,
        dead: 0,
        board: "1.f1=Kh 1.f2=Kd 1.t1=2c 1.t2=7s 2.f1=3d 2.f2=8c 2.t1=9s 2.t2=Jh R1=4h R2=5c",
        players: &[("Ann", "Ks Qc Qd 6d 6s", 100), ("Ben", "7c 7d 8d 8s 2d", 100)],
    };
    t.resolve().check(&[&["Ann"], &["Ben"], &["Ann"]], &[("Ann", 200)]);
    t.options = &[("wing-cards", "one-each")];
    t.resolve().check(&[&["Ben"], &["Ben"], &["Ann"]], &[("Ben", 200)]);
}

#[test]
fn funnel_with_other_numbers_of_turn_and_river_cards() {
    // Funnel, high/low, eight seats: 52 - 14 board cards = 38, 4 hole cards each (four with 15 or
    // 16 board cards too). Every turn card is nine or higher, so no 8-or-better low: the high
    // scoops. Flops Qh Jh 9c / 8h 5c 4h / Th 7c 3s, turns Jd 9d / Qc Td, river 2d.
    // Default (two-card turns, one river card): Ann's aces (As Ac + a flop card, a turn card, 2d)
    // beat Ben's kings: Ann 200.
    // With `turn-cards` at 3 each turn has a third card: 1.t3 is Kd, on the path of flops 1 and 2,
    // so Ben's Kc Ks + Qh + Kd + 2d is trip kings: Ben 200.
    // With `river-cards` at 2 a second river card R2 (Kd) is dealt, and a hand uses one of the
    // two: Ben's Kc Ks + Qh + Jd + Kd, trip kings again: Ben 200.
    let board = "1.f1=Qh 1.f2=Jh 1.f3=9c 2.f1=8h 2.f2=5c 2.f3=4h 3.f1=Th 3.f2=7c 3.f3=3s \
                 1.t1=Jd 1.t2=9d 2.t1=Qc 2.t2=Td R=2d";
    let players: &[(&str, &str, u64)] = &[("Ann", "As Ac 6s 5s", 100), ("Ben", "Kc Ks 8s 7s", 100)];
    let t = Table { game: "funnel/high-low", options: &[], seats: 8, dead: 0, board, players };
    t.resolve().check(&[&["Ann"], &[]], &[("Ann", 200)]);
    let three_card_turns = format!("{board} 1.t3=Kd 2.t3=Jc");
    let t = Table { options: &[("turn-cards", "3")], board: &three_card_turns, ..t };
    t.resolve().check(&[&["Ben"], &[]], &[("Ben", 200)]);
    let two_rivers = format!("{board} R2=Kd");
    let t = Table { options: &[("river-cards", "2")], board: &two_rivers, ..t };
    t.resolve().check(&[&["Ben"], &[]], &[("Ben", 200)]);
    // A third turn card without the option is a place the game does not have.
    let file = Table { options: &[], board: &three_card_turns, ..t }.file();
    let err = file.to_hand(cap::engine::game::catalogue::Catalogue::builtin()).unwrap_err().to_string();
    assert!(err.contains("1.t3"), "{err}");
}

#[test]
fn throw_dem_throws_once_the_cards_are_out_or_before_them() {
    use cap::engine::deal::{DealOptions, DeckMode, EsgRule, Event, Pick, StepKind, Table, TableSetup};
    use cap::engine::game::catalogue::Catalogue;
    // Throw dem, three players, ESG on. By default (`after-the-cards`) each street's board cards
    // come first and the throw after: the flop's ESG check finds no discards (nobody has thrown
    // yet, so no ESG step), and ESG comes on the turn and the river. With `throws` at `before-the-cards` the throw
    // comes once the betting before the street is over, before its cards: the three cards thrown
    // after the pre-flop make ESG due on the flop (3 discards >= 3 players). (Each throw and ESG
    // card leave a hand at five until the last throw; `(5)` is the first seat's count.)
    let walk = |throws: &str| -> Vec<String> {
        let game = Catalogue::builtin().get("throw-dem/high").unwrap();
        let choices = [("throws".to_string(), throws.to_string())].into();
        let options = DealOptions { esg: EsgRule::Esg, ..DealOptions::default() };
        let setup = TableSetup { n_players: 3, button: 0, options, deck: DeckMode::Shuffled { seed: 4 } };
        let mut t = Table::new(game, &choices, setup).unwrap();
        let mut seen = vec![];
        for _ in 0..40 {
            let step = t.next_step();
            let held = t.hand(0).len();
            match step.kind {
                StepKind::Showdown => break,
                StepKind::ThrowOne => {
                    seen.push(format!("{} throw ({held})", step.street_name));
                    for p in step.players {
                        t.apply(Event::Discard { player: p, pick: Pick::Count(1) }).unwrap();
                    }
                }
                StepKind::Esg(call) => {
                    seen.push(format!(
                        "{} ESG {}",
                        step.street_name,
                        if call.is_due { "due" } else { "not due" }
                    ));
                    t.apply(Event::Dealt).unwrap();
                }
                StepKind::Board => {
                    seen.push(format!("{} cards ({held})", step.street_name));
                    t.apply(Event::Dealt).unwrap();
                }
                _ => t.apply(Event::Dealt).unwrap(),
            }
        }
        seen
    };
    assert_eq!(
        walk("after-the-cards"),
        [
            "Flop cards (5)",
            "Flop throw (5)",
            "Turn ESG due",
            "Turn cards (5)",
            "Turn throw (5)",
            "River ESG due",
            "River cards (5)",
            "River throw (5)",
        ]
    );
    assert_eq!(
        walk("before-the-cards"),
        [
            "Flop throw (5)",
            "Flop ESG due",
            "Flop cards (5)",
            "Turn throw (5)",
            "Turn ESG due",
            "Turn cards (5)",
            "River throw (5)",
            "River ESG due",
            "River cards (5)",
        ]
    );
}
