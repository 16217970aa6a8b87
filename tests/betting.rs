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
    assert!(err.contains("betting action 7: Ann acts out of turn"), "{err}");
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
    let contributed: Vec<u64> = hand.seats.iter().map(|s| s.contributed).collect();
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
