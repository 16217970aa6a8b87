//! The betting section of a hand file and `cap bet`: pot-limit worked examples, refusals that name
//! the action, and the showdown paying from the betting as from the contributions it implies.

use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::HandFile;

fn cap(args: &[&str], stdin: &str) -> (bool, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cap::cli::run_with(&args, &mut stdin.as_bytes(), &mut out, &mut err);
    (
        code == std::process::ExitCode::SUCCESS,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

const OMAHA: &str = r#"{"format":1,"game":"omaha/high","button":0,"chip":1,
 "players":[{"name":"Ann","hole":"AsAdKsKd"},{"name":"Ben"},{"name":"Cat","hole":"2c3c4h5h"},{"name":"Dan","hole":"QhQdJcTc"}],
 "board":{"1.f1":"Ah","1.f2":"7s","1.f3":"8d","1.t":"9c","1.r":"2d"},
 "betting":{"limit":"pot-limit","blinds":[1,2],"actions":[
   {"player":"Dan","act":"raise","to":7},{"player":"Ann","act":"call"},{"player":"Ben","act":"fold"},
   {"player":"Cat","act":"call"},{"street":"flop"},{"player":"Cat","act":"bet","to":10}ACTIONS]}}"#;

#[test]
fn cap_bet_answers_whats_the_pot_and_the_pot_limit_raise() {
    let (ok, out, err) = cap(&["bet", "-"], &OMAHA.replace("ACTIONS", ""));
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    // Pre-flop 7 + 7 + 1 + 7 = 22; Cat bets 10: 32. Dan calls 10 (42) and may raise to 10 + 42.
    assert_eq!(v["street"], "flop");
    assert_eq!(v["pot"], 32);
    assert_eq!(v["to_act"], "Dan");
    assert_eq!(v["to_call"], 10);
    assert_eq!(v["min_raise_to"], 20);
    assert_eq!(v["max_raise_to"], 52);
    assert_eq!(v["folded"], serde_json::json!(["Ben"]));
}

#[test]
fn an_illegal_action_is_refused_with_its_index_the_player_and_the_rule() {
    let over = OMAHA.replace("ACTIONS", r#",{"player":"Dan","act":"raise","to":53}"#);
    let (ok, _, err) = cap(&["bet", "-"], &over);
    assert!(!ok);
    assert_eq!(err.trim(), "cap: betting action 7: Dan's raise to 53 is over the pot limit: at most 52");
    let check = OMAHA.replace("ACTIONS", r#",{"player":"Dan","act":"check"}"#);
    let (_, _, err) = cap(&["bet", "-"], &check);
    assert!(err.contains("betting action 7: Dan cannot check facing a bet of 10"), "{err}");
    let turn = OMAHA.replace("ACTIONS", r#",{"player":"Ann","act":"call"}"#);
    let (_, _, err) = cap(&["bet", "-"], &turn);
    assert!(err.contains("betting action 7: Ann acts out of turn: it is Dan's turn"), "{err}");
}

#[test]
fn heads_up_an_all_in_that_is_a_full_raise_reopens_the_betting() {
    // No limit 5/10, three players: Ann has the button and acts first. She raises to 30 (a raise
    // of 20); Ben is all-in for 55, a raise of 25, at least a full raise; Cat calls. Ann may raise
    // again, to at least 55 + 25 = 80. (Heads-up against the all-in she could only call: nobody
    // would be left to answer a raise.)
    let file = r#"{"format":1,"game":"holdem/high","button":0,"chip":1,
      "players":[{"name":"Ann"},{"name":"Ben"},{"name":"Cat"}],
      "betting":{"limit":"no-limit","blinds":[5,10],"actions":[
        {"player":"Ann","act":"raise","to":30},{"player":"Ben","act":"all-in","to":55},
        {"player":"Cat","act":"call"}]}}"#;
    let (ok, out, err) = cap(&["bet", "-"], file);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (
            v["to_act"].as_str(),
            v["to_call"].as_u64(),
            v["min_raise_to"].as_u64(),
            v["max_raise_to"].is_null()
        ),
        (Some("Ann"), Some(25), Some(80), true)
    );
    assert_eq!(v["all_in"], serde_json::json!(["Ben"]));
    assert_eq!(v["pot"], 140);
}

#[test]
fn three_all_ins_for_different_amounts_make_two_side_pots() {
    // No limit 1/2, four players. Dan (UTG) all-in 20; Ann all-in 50; Ben all-in 120; Cat calls 120.
    // Pots: main 4 x 20 = 80; side 1: 3 x 30 = 90; side 2: 2 x 70 = 140.
    let file = r#"{"format":1,"game":"holdem/high","button":0,"chip":1,
      "players":[{"name":"Ann","hole":"2c3d"},{"name":"Ben","hole":"4h5s"},{"name":"Cat","hole":"7c8d"},{"name":"Dan","hole":"AsAh"}],
      "board":{"1.f1":"Ks","1.f2":"Qd","1.f3":"9h","1.t":"6c","1.r":"Jc"},
      "betting":{"limit":"no-limit","blinds":[1,2],"actions":[
        {"player":"Dan","act":"all-in","to":20},{"player":"Ann","act":"all-in","to":50},
        {"player":"Ben","act":"all-in","to":120},{"player":"Cat","act":"call"}]}}"#;
    let (ok, out, err) = cap(&["bet", "-"], file);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["to_act"], serde_json::Value::Null, "nobody left to act: the hand runs out");
    assert_eq!(v["contributed"], serde_json::json!({"Ann": 50, "Ben": 120, "Cat": 120, "Dan": 20}));
    let (ok, out, err) = cap(&["showdown", "-"], file);
    assert!(ok, "{err}");
    let report: serde_json::Value = serde_json::from_str(&out).unwrap();
    let pots: Vec<u64> =
        report["pots"].as_array().unwrap().iter().map(|p| p["amount"].as_u64().unwrap()).collect();
    assert_eq!(pots, [80, 90, 140], "{out}");
    // Dan's aces take the main pot only; Cat's K-Q-J-9-8 beats Ann and Ben's K-Q-J-9-6 for both
    // side pots.
    assert_eq!(report["payouts"]["Dan"], 80);
    assert_eq!(report["payouts"]["Cat"], 230);
    let paid: u64 = report["payouts"].as_object().unwrap().values().map(|x| x.as_u64().unwrap()).sum();
    assert_eq!(paid, 310);
}

#[test]
fn the_showdown_pays_from_the_betting_as_from_the_contributions_it_implies() {
    let finished = OMAHA.replace(
        "ACTIONS",
        r#",{"player":"Dan","act":"call"},{"player":"Ann","act":"raise","to":52},{"player":"Cat","act":"fold"},
           {"player":"Dan","act":"all-in","to":30},{"street":"turn"},{"street":"river"}"#,
    );
    let with_betting = HandFile::from_json(&finished).unwrap();
    let hand = with_betting.to_hand(Catalogue::builtin()).unwrap();
    let contributed: Vec<u64> = hand.seats().iter().map(|s| s.contributed).collect();
    // Ann 7 + 52, Ben 1, Cat 7 + 10, Dan 7 + 30 (all-in, short of Ann's raise).
    assert_eq!(contributed, vec![59, 1, 17, 37]);
    let mut plain = with_betting.clone();
    plain.betting = None;
    for (p, c) in plain.players.iter_mut().zip(&contributed) {
        p.contributed = *c;
        p.folded = p.name == "Ben" || p.name == "Cat";
    }
    let a = hand.resolve();
    let b = plain.to_hand(Catalogue::builtin()).unwrap().resolve();
    assert_eq!(a.payouts, b.payouts);
    assert_eq!(a.payouts.iter().sum::<u64>(), 114);
    // Dan's J-high straight (Jc Tc with 7s 8d 9c) beats Ann's three aces: he wins the 92 he matched
    // (37 each from Ann and him, Ben's 1, Cat's 17); the 22 of Ann's raise he could not call go back.
    assert_eq!(a.payouts, vec![22, 0, 0, 92]);
    // A contribution given as well must agree with the betting.
    let mut disagree = with_betting.clone();
    disagree.players[0].contributed = 50;
    let err = disagree.to_hand(Catalogue::builtin()).unwrap_err().to_string();
    assert!(err.starts_with("Ann's contributed 50 and folded false disagree with the betting (59"), "{err}");
}

#[test]
fn property_random_legal_betting_keeps_the_rules_invariants() {
    use cap::engine::betting::{Action, Betting, Limit, Structure};
    use cap::engine::rng::XorShift;
    let mut rng = XorShift::new(99);
    for round in 0..3000 {
        let n = 2 + rng.below(8);
        let limit = [Limit::PotLimit, Limit::NoLimit, Limit::FixedLimit][rng.below(3)];
        let straddles: Vec<u64> = (0..rng.below(n.saturating_sub(2).min(3) + 1)).map(|k| 4 << k).collect();
        let bomb = if rng.below(10) == 0 { 10 } else { 0 };
        let s = Structure { limit, blinds: (1, 2), straddles, ante: rng.below(2) as u64, bomb_pot: bomb };
        let mut b = Betting::new(s, n, rng.below(n)).unwrap();
        for _street in 0..4 {
            let mut guard = 0;
            while let Some(o) = b.options() {
                guard += 1;
                assert!(guard < 200, "round {round}: the betting never ends");
                let action = match rng.below(6) {
                    0 => Action::Fold,
                    1 | 2 if o.to_call == 0 => Action::Check,
                    1 | 2 => Action::Call,
                    3 if o.min_raise_to.is_some() => Action::BetTo(o.min_raise_to.unwrap()),
                    4 if o.max_raise_to.is_some() && o.min_raise_to.is_some() => {
                        Action::BetTo(o.max_raise_to.unwrap())
                    }
                    5 => Action::AllIn(o.to_call / 2 + 1 + rng.below(30) as u64),
                    _ if o.to_call == 0 => Action::Check,
                    _ => Action::Call,
                };
                let before = b.clone();
                if b.act(o.player, action, "P").is_err() {
                    // A refused action leaves the betting as it was.
                    assert_eq!(format!("{before:?}"), format!("{b:?}"));
                    let fallback = if o.to_call == 0 { Action::Check } else { Action::Call };
                    b.act(o.player, fallback, "P").unwrap();
                }
                assert_eq!(b.pot(), b.contributed().iter().sum::<u64>());
                // The amount to call is the highest street bet less the player's; the pot-limit
                // maximum is that bet plus the pot after calling.
                let top = (0..n).map(|q| before.street_bet(q)).max().unwrap();
                assert_eq!(o.to_call, top - before.street_bet(o.player), "round {round}");
                if let (Limit::PotLimit, Some(max)) = (limit, o.max_raise_to) {
                    assert_eq!(max, top + before.pot() + o.to_call, "round {round}");
                }
            }
            // The round is over: everyone still able to act has matched the same street total.
            if b.next_street().is_err() {
                panic!("round {round}: the betting says it is over but will not open the next street");
            }
        }
    }
}

mod in_the_deal {
    //! The betting recorded in the dealing guide's table: each round after its street's cards,
    //! folds that muck, bought cards in the pot, an exposed card that stops the betting, a misdeal
    //! that returns the bets, the street-totals shortcut, and the showdown paying from it.

    use std::collections::BTreeMap;

    use cap::engine::betting::{Action, Limit, Structure};
    use cap::engine::deal::{BuySchedule, DealOptions, DeckMode, Event, StepKind, Table, TableSetup, When};
    use cap::engine::game::catalogue::Catalogue;

    fn table(limit: Limit, straddles: Vec<u64>, buy: bool) -> Table {
        let game = Catalogue::builtin().get("double-board/high-high-hand").unwrap();
        let options = DealOptions {
            betting: Some(Structure { limit, blinds: (1, 2), straddles, ante: 0, bomb_pot: 0 }),
            buy: buy.then_some(BuySchedule { first_price: 5, rise_per_street: 0, when: When::EveryStreet }),
            ..DealOptions::default()
        };
        let setup = TableSetup { n_players: 4, button: 0, options, deck: DeckMode::Shuffled { seed: 7 } };
        Table::new(game, &BTreeMap::new(), setup).unwrap()
    }

    fn bet(t: &mut Table, player: usize, action: Action) {
        t.apply(Event::Bet { player, action })
            .unwrap_or_else(|e| panic!("seat {} {action:?}: {e}", player + 1));
    }

    /// Deals until the next betting round opens (or the hand ends).
    fn deal_to_betting(t: &mut Table) {
        while !t.betting_open()
            && !matches!(t.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
        {
            t.apply(Event::Dealt).unwrap();
        }
    }

    #[test]
    fn the_blinds_post_at_once_and_the_betting_opens_after_the_hole_cards() {
        let mut t = table(Limit::PotLimit, vec![], false);
        assert_eq!(t.betting().unwrap().pot(), 3);
        assert!(!t.betting_open(), "no betting before the hole cards");
        let err = t.apply(Event::Bet { player: 3, action: Action::Call }).unwrap_err().to_string();
        assert!(err.contains("starts once its cards are dealt"), "{err}");
        deal_to_betting(&mut t);
        let o = t.betting().unwrap().options().unwrap();
        assert_eq!((o.player, o.to_call, o.max_raise_to), (3, 2, Some(7)));
    }

    #[test]
    fn the_flop_is_not_dealt_until_the_pre_flop_betting_is_over() {
        let mut t = table(Limit::PotLimit, vec![], false);
        deal_to_betting(&mut t);
        let err = t.apply(Event::Dealt).unwrap_err().to_string();
        assert_eq!(err, "the pre-flop betting is not over: seat 4 is to act");
        bet(&mut t, 3, Action::BetTo(7));
        bet(&mut t, 0, Action::Fold);
        assert!(!t.is_in(0), "a fold in the betting is a fold at the table");
        assert_eq!(t.counts().players_in, 3);
        bet(&mut t, 1, Action::Call);
        bet(&mut t, 2, Action::Call);
        t.apply(Event::Dealt).unwrap();
        assert_eq!(t.betting().unwrap().street(), 1);
        assert_eq!(t.betting().unwrap().pot(), 21);
    }

    #[test]
    fn a_straddle_pot_raise_on_every_street_and_an_all_in_pay_from_the_betting() {
        let mut t = table(Limit::PotLimit, vec![4], false);
        deal_to_betting(&mut t);
        // Straddle 4 (seat 4): seat 1 (button) first; pot 7, call 4 → 11, raise to 4 + 11 = 15.
        let o = t.betting().unwrap().options().unwrap();
        assert_eq!((o.player, o.to_call, o.max_raise_to), (0, 4, Some(15)));
        bet(&mut t, 0, Action::BetTo(15));
        for p in [1, 2, 3] {
            bet(&mut t, p, Action::Call);
        }
        assert_eq!(t.betting().unwrap().pot(), 60);
        deal_to_betting(&mut t);
        // Flop: pot 60, first bet at most 60.
        assert_eq!(t.betting().unwrap().options().unwrap().max_raise_to, Some(60));
        bet(&mut t, 1, Action::BetTo(60));
        bet(&mut t, 2, Action::AllIn(45));
        bet(&mut t, 3, Action::Fold);
        bet(&mut t, 0, Action::Call);
        assert_eq!(t.betting().unwrap().pot(), 60 + 60 + 45 + 60);
        deal_to_betting(&mut t);
        bet(&mut t, 1, Action::Check);
        bet(&mut t, 0, Action::Check);
        deal_to_betting(&mut t);
        bet(&mut t, 1, Action::Check);
        bet(&mut t, 0, Action::Check);
        deal_to_betting(&mut t);
        assert_eq!(t.next_step().kind, StepKind::Showdown);
        let names: Vec<String> = ["Ann", "Ben", "Cat", "Dan"].iter().map(|s| s.to_string()).collect();
        let draft = t.showdown_draft(&names, 1, 100);
        let put: Vec<u64> = draft.players().iter().map(|p| p.contributed()).collect();
        assert_eq!(put, [75, 75, 60, 15], "from the betting, not the stake");
        let file = draft.to_file();
        let section = file.betting.as_ref().expect("recorded bet by bet");
        assert_eq!(section.straddles, [4]);
        let hand = draft.to_hand().unwrap();
        let report = hand.resolve();
        assert_eq!(report.payouts.iter().sum::<u64>(), 225);
        // The file's betting alone pays the same.
        let mut bare = file.clone();
        for p in &mut bare.players {
            p.contributed = 0;
            p.folded = false;
        }
        assert_eq!(bare.to_hand(Catalogue::builtin()).unwrap().resolve().payouts, report.payouts);
    }

    #[test]
    fn a_typed_total_that_disagrees_with_the_betting_is_named() {
        let mut t = table(Limit::NoLimit, vec![], false);
        deal_to_betting(&mut t);
        bet(&mut t, 3, Action::BetTo(10));
        for p in [0, 1, 2] {
            bet(&mut t, p, Action::Call);
        }
        let names: Vec<String> = ["Ann", "Ben", "Cat", "Dan"].iter().map(|s| s.to_string()).collect();
        let mut draft = t.showdown_draft(&names, 1, 100);
        assert_eq!(draft.betting_disagreement(), None);
        draft.contribute(1, 12);
        assert_eq!(draft.betting_disagreement().unwrap(), "Ben put in 12 but the betting says 10.");
        assert!(draft.to_hand().unwrap_err().to_string().contains("Ben put in 12 but the betting says 10"));
        draft.use_recorded_contributions();
        assert_eq!(draft.betting_disagreement(), None);
    }

    #[test]
    fn bought_cards_join_the_pot_and_an_exposed_card_that_stops_the_betting_returns_the_street() {
        let mut t = table(Limit::PotLimit, vec![], true);
        deal_to_betting(&mut t);
        for p in [3, 0, 1] {
            bet(&mut t, p, Action::Call);
        }
        bet(&mut t, 2, Action::Check);
        deal_to_betting(&mut t);
        t.apply(Event::Buy { player: 1 }).unwrap();
        assert_eq!(t.betting().unwrap().pot(), 8 + 5);
        bet(&mut t, 1, Action::BetTo(10));
        bet(&mut t, 2, Action::Call);
        t.apply(Event::Exposed { card: None, stop_betting: true }).unwrap();
        let b = t.betting().unwrap();
        assert!(b.stopped() && !t.betting_open());
        assert_eq!(b.contributed(), &[2, 7, 2, 2], "the flop's bets go back; the bought card stays");
        // The hand is dealt to showdown with no more betting.
        while !matches!(t.next_step().kind, StepKind::Showdown) {
            t.apply(Event::Dealt).unwrap();
        }
    }

    #[test]
    fn a_misdeal_returns_the_bets_and_posts_the_blinds_again() {
        let mut t = table(Limit::PotLimit, vec![], false);
        deal_to_betting(&mut t);
        bet(&mut t, 3, Action::BetTo(7));
        t.apply(Event::Misdeal).unwrap();
        assert_eq!(t.betting().unwrap().contributed(), &[0, 1, 2, 0]);
    }

    #[test]
    fn street_totals_settle_a_round_and_fold_who_put_in_less() {
        let mut t = table(Limit::PotLimit, vec![], false);
        deal_to_betting(&mut t);
        let err = t.apply(Event::StreetTotals { totals: vec![0, 0, 2, 6], all_in: vec![] }).unwrap_err();
        assert_eq!(err.to_string(), "seat 2's total of 0 on this street is less than the 1 already in");
        t.apply(Event::StreetTotals { totals: vec![6, 1, 6, 4], all_in: vec![3] }).unwrap();
        let b = t.betting().unwrap();
        assert_eq!(b.contributed(), &[6, 1, 6, 4]);
        assert_eq!(b.folded(), &[false, true, false, false]);
        assert!(!t.is_in(1) && t.is_in(3));
        assert!(t
            .showdown_draft(&["A".into(), "B".into(), "C".into(), "D".into()], 1, 0)
            .betting()
            .is_none());
        t.apply(Event::Dealt).unwrap();
    }

    #[test]
    fn undo_takes_back_a_bet() {
        let mut t = table(Limit::PotLimit, vec![], false);
        deal_to_betting(&mut t);
        bet(&mut t, 3, Action::BetTo(7));
        t.undo().unwrap();
        assert_eq!(t.betting().unwrap().pot(), 3);
        assert_eq!(t.betting().unwrap().to_act(), Some(3));
    }
}

mod stacks {
    //! The betting with the players' stacks known (issue 34): an all-in is the whole stack with
    //! one tap, a bet of the whole stack is an all-in, a bet over it is refused in words, a call
    //! for more is an all-in call for less, a blind a player cannot cover is posted short and they
    //! are all-in, the limits are capped by the stack, and the side pots follow.

    use cap::engine::betting::{Action, Betting, Limit, Structure};
    use cap::engine::pot::{pots_at_showdown, Pot, Standing};

    fn structure(limit: Limit, blinds: (u64, u64)) -> Structure {
        Structure { limit, blinds, straddles: vec![], ante: 0, bomb_pot: 0 }
    }

    fn all_in(b: &mut Betting, p: usize, name: &str) {
        let to = b.options().unwrap().all_in_to.expect("the all-in is open");
        b.act(p, Action::AllIn(to), name).unwrap();
    }

    #[test]
    fn a_big_blind_short_of_the_blind_is_all_in_for_what_they_have_and_the_others_call_the_full_blind() {
        // No limit 5/10; Cat has the button, Ann posts 5, Ben has only 4 for the big blind.
        let mut b = Betting::with_stacks(structure(Limit::NoLimit, (5, 10)), &[100, 4, 200], 2).unwrap();
        assert_eq!((b.contributed(), b.all_in()), (&[5, 4, 0][..], &[false, true, false][..]));
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to), (2, 10, Some(20)), "the full blind to call");
        b.act(2, Action::Call, "Cat").unwrap();
        b.act(0, Action::Call, "Ann").unwrap();
        assert_eq!(b.to_act(), None, "the all-in big blind has no option");
        assert_eq!(b.contributed(), &[10, 4, 10]);
        // The main pot is what Ben could match, the side pot is Ann's and Cat's.
        let pots = pots_at_showdown(b.contributed(), &[Standing::In; 3]).unwrap();
        assert_eq!(
            pots.pots,
            [Pot { chips: 12, eligible: vec![0, 1, 2] }, Pot { chips: 12, eligible: vec![0, 2] }]
        );
    }

    #[test]
    fn heads_up_a_big_blind_all_in_for_less_than_the_small_blind_ends_the_betting() {
        // Ann (button, small blind 5) faces Ben all-in for 4: nothing to decide; her 1 comes back.
        let b = Betting::with_stacks(structure(Limit::NoLimit, (5, 10)), &[100, 4], 0).unwrap();
        assert_eq!((b.contributed(), b.to_act()), (&[5, 4][..], None));
        let pots = pots_at_showdown(b.contributed(), &[Standing::In; 2]).unwrap();
        assert_eq!(
            pots.pots,
            [Pot { chips: 8, eligible: vec![0, 1] }, Pot { chips: 1, eligible: vec![0] }],
            "the 1 Ben could not match is Ann's alone"
        );
    }

    #[test]
    fn an_ante_or_a_straddle_a_player_cannot_cover_is_posted_short_and_they_are_all_in() {
        let s = Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![4], ante: 1, bomb_pot: 0 };
        // Dan (seat 3) straddles with 3 left after his ante; Eve's stack is her ante.
        let b = Betting::with_stacks(s, &[50, 50, 50, 4, 1], 0).unwrap();
        assert_eq!(b.contributed(), &[1, 2, 3, 4, 1]);
        assert_eq!(b.all_in(), &[false, false, false, true, true]);
        // Eve is all-in, so Ann acts first, facing the full straddle.
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to), (0, 4, Some(8)));
    }

    #[test]
    fn all_in_with_one_tap_a_bet_of_the_whole_stack_and_a_call_for_less() {
        // No limit 1/2, Ann on the button acts first three-handed.
        let mut b = Betting::with_stacks(structure(Limit::NoLimit, (1, 2)), &[50, 80, 30], 0).unwrap();
        let o = b.options().unwrap();
        assert_eq!(
            (o.max_raise_to, o.all_in_to, o.behind),
            (Some(50), Some(50), Some(50)),
            "no limit: the stack"
        );
        all_in(&mut b, 0, "Ann");
        // Ben raises to 80, all he has: an all-in although he said "raise".
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to, o.max_raise_to), (1, 49, Some(80), Some(80)));
        b.act(1, Action::BetTo(80), "Ben").unwrap();
        assert_eq!(
            b.log().unwrap().last(),
            Some(&cap::engine::betting::Logged::Act { player: 1, action: Action::AllIn(80) })
        );
        // Cat's call of 78 more is 28, all she has behind.
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to, o.all_in_to), (2, 28, None, Some(30)));
        b.act(2, Action::Call, "Cat").unwrap();
        assert_eq!(b.to_act(), None);
        assert_eq!((b.contributed(), b.all_in()), (&[50, 80, 30][..], &[true, true, true][..]));
        let pots = pots_at_showdown(b.contributed(), &[Standing::In; 3]).unwrap();
        assert_eq!(
            pots.pots,
            [
                Pot { chips: 90, eligible: vec![0, 1, 2] },
                Pot { chips: 40, eligible: vec![0, 1] },
                Pot { chips: 30, eligible: vec![1] },
            ],
            "the 30 nobody could call are Ben's alone"
        );
    }

    #[test]
    fn a_bet_over_the_stack_is_refused_naming_the_player_the_amount_and_the_stack() {
        let mut b = Betting::with_stacks(structure(Limit::NoLimit, (1, 2)), &[50, 80, 30], 0).unwrap();
        let before = format!("{b:?}");
        assert_eq!(
            b.act(0, Action::BetTo(60), "Ann").unwrap_err().message,
            "Ann's raise to 60 is more than their stack of 50: they have 50 behind, so all-in is to 50"
        );
        assert_eq!(
            b.act(0, Action::AllIn(40), "Ann").unwrap_err().message,
            "Ann's all-in to 40 is not their whole stack: they have 50 behind, so all-in is to 50 (or bet to 40)"
        );
        assert_eq!(before, format!("{b:?}"), "a refusal changes nothing");
    }

    #[test]
    fn pot_limit_the_maximum_is_the_pot_or_the_stack_whichever_is_less() {
        // Pot limit 1/2, four players, Dan (UTG) to act: the pot raise is to 7.
        let pl =
            |dan: u64| Betting::with_stacks(structure(Limit::PotLimit, (1, 2)), &[100, 100, 100, dan], 0);
        let o = pl(100).unwrap().options().unwrap();
        assert_eq!(
            (o.min_raise_to, o.max_raise_to, o.all_in_to),
            (Some(4), Some(7), None),
            "over the pot: no all-in"
        );
        let o = pl(5).unwrap().options().unwrap();
        assert_eq!((o.min_raise_to, o.max_raise_to, o.all_in_to), (Some(4), Some(5), Some(5)));
        // Short of the minimum raise, the all-in is the only raise.
        let o = pl(3).unwrap().options().unwrap();
        assert_eq!((o.min_raise_to, o.max_raise_to, o.all_in_to), (Some(3), Some(3), Some(3)));
        // Short of the call: call for less, no raise.
        let o = pl(1).unwrap().options().unwrap();
        assert_eq!((o.to_call, o.min_raise_to, o.max_raise_to, o.all_in_to), (1, None, None, Some(1)));
        let mut b = pl(100).unwrap();
        assert!(b
            .act(3, Action::AllIn(100), "Dan")
            .unwrap_err()
            .message
            .contains("over the limit: at most 7"));
    }

    #[test]
    fn fixed_limit_a_stack_short_of_the_bet_is_an_all_in_raise_for_less() {
        let mut b =
            Betting::with_stacks(structure(Limit::FixedLimit, (1, 2)), &[100, 100, 100, 3], 0).unwrap();
        let o = b.options().unwrap();
        assert_eq!((o.min_raise_to, o.max_raise_to, o.all_in_to), (Some(3), Some(3), Some(3)));
        b.act(3, Action::BetTo(3), "Dan").unwrap();
        assert!(b.all_in()[3]);
        // Short of a full raise: the bet to match is 3, and a full raise is still a bet's size, to 5.
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to), (0, 3, Some(5)));
    }

    #[test]
    fn property_random_hands_with_random_stacks_never_take_more_than_a_stack_and_the_pots_add_up() {
        use cap::engine::rng::XorShift;
        let mut rng = XorShift::new(34);
        for round in 0..3000 {
            let n = 2 + rng.below(8);
            let limit = [Limit::PotLimit, Limit::NoLimit, Limit::FixedLimit][rng.below(3)];
            let straddles: Vec<u64> =
                (0..rng.below(n.saturating_sub(2).min(2) + 1)).map(|k| 4 << k).collect();
            let bomb = if rng.below(10) == 0 { 10 } else { 0 };
            let s = Structure { limit, blinds: (1, 2), straddles, ante: rng.below(2) as u64, bomb_pot: bomb };
            let stacks: Vec<u64> = (0..n)
                .map(|_| {
                    let most = if rng.below(3) == 0 { 8 } else { 120 };
                    1 + rng.below(most) as u64
                })
                .collect();
            let button = rng.below(n);
            let mut b = Betting::with_stacks(s, &stacks, button).unwrap();
            let check = |b: &Betting, when: &str| {
                for (p, &stack) in stacks.iter().enumerate() {
                    let (c, behind) = (b.contributed()[p], b.behind(p).unwrap());
                    assert!(c <= stack, "round {round} {when}: seat {p} put in {c} of a stack of {stack}");
                    assert_eq!(c + behind, stack, "round {round} {when}: chips conserved");
                    assert_eq!(
                        b.all_in()[p],
                        behind == 0 && !b.folded()[p],
                        "round {round} {when}: seat {p}'s all-in"
                    );
                }
            };
            check(&b, "posting");
            for _street in 0..4 {
                let mut guard = 0;
                while let Some(o) = b.options() {
                    guard += 1;
                    assert!(guard < 200, "round {round}: the betting never ends");
                    let behind = o.behind.unwrap();
                    assert!(o.to_call <= behind, "round {round}: a call is never more than the stack");
                    assert!(o.max_raise_to.is_none_or(|m| m <= b.street_bet(o.player) + behind));
                    // Over the stack is refused in words and changes nothing.
                    let over = b.street_bet(o.player) + behind + 1;
                    let before = format!("{b:?}");
                    let refused = b.act(o.player, Action::BetTo(over), "P").unwrap_err().message;
                    assert!(
                        refused.contains(&format!("more than their stack of {}", stacks[o.player])),
                        "{refused}"
                    );
                    assert_eq!(before, format!("{b:?}"));
                    // Every action the options offer is accepted.
                    let action = match rng.below(6) {
                        0 if o.to_call > 0 => Action::Fold,
                        1 if o.all_in_to.is_some() => Action::AllIn(o.all_in_to.unwrap()),
                        2 if o.min_raise_to.is_some() => Action::BetTo(o.min_raise_to.unwrap()),
                        3 if o.max_raise_to.is_some() => Action::BetTo(o.max_raise_to.unwrap()),
                        _ if o.to_call == 0 => Action::Check,
                        _ => Action::Call,
                    };
                    b.act(o.player, action, "P").unwrap_or_else(|e| panic!("round {round}: {action:?}: {e}"));
                    check(&b, "an action");
                }
                b.next_street().unwrap_or_else(|e| panic!("round {round}: {e}"));
            }
            // The record replays to the same betting, stacks and all.
            let names: Vec<String> = (0..n).map(|p| format!("P{p}")).collect();
            let again = b.record().unwrap().replay(&names, button).unwrap();
            assert_eq!((again.contributed(), again.all_in()), (b.contributed(), b.all_in()), "round {round}");
            // The side pots: every chip in one pot or back to who put it in, and each player
            // still in can win from each other player no more than they themselves put in.
            let standing: Vec<Standing> =
                b.folded().iter().map(|f| if *f { Standing::Folded } else { Standing::In }).collect();
            let pots = pots_at_showdown(b.contributed(), &standing).unwrap();
            let paid: u64 = pots.pots.iter().map(|p| p.chips).sum::<u64>()
                + pots.returned.iter().map(|r| r.1).sum::<u64>();
            assert_eq!(paid, b.pot(), "round {round}: chips conserved in the pots");
            let c = b.contributed();
            for p in (0..n).filter(|p| !b.folded()[*p]) {
                let eligible: u64 =
                    pots.pots.iter().filter(|pot| pot.eligible.contains(&p)).map(|pot| pot.chips).sum();
                let back: u64 = pots.returned.iter().filter(|r| r.0 == p).map(|r| r.1).sum();
                let reach: u64 = c.iter().map(|q| (*q).min(c[p])).sum();
                assert_eq!(eligible + back, reach, "round {round}: seat {p}'s pots ({c:?}, {pots:?})");
            }
        }
    }
}
