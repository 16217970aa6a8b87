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
    use cap::engine::deal::XorShift;
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
