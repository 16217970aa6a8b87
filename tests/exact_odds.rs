//! Exact odds are the showdown's own average (issue 35, "Exact odds"): `cap equity --exact` gives
//! each player the mean, over every completion, of what `cap showdown` pays them (odd chips, side
//! pots, bought cards and dead hands included) as a fraction of the pot. The check here goes the
//! long way round, through the hand file: every completion of the empty board places is written
//! into the file, read by `HandFile::to_hand` and paid by `Hand::resolve`, and the payouts are
//! added up in whole chips; nothing of equity's enumeration or its quick scoring is used. With one
//! card to come, each card's winners by the same showdown are the outs.

use std::collections::BTreeMap;

use cap::engine::card::Card;
use cap::engine::card_set::CardSet;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::{HandFile, PlayerFile};
use cap::engine::rng::XorShift;

/// The showdown over every completion of a hand file.
struct Mean {
    /// Each player's mean payout over the pot.
    share: Vec<f64>,
    completions: usize,
    /// Completions in which some point was shared.
    chopped: usize,
    /// Completions in which the pot did not split evenly in chips (an odd chip went somewhere).
    odd: usize,
    /// One card to come: each card with each point's winners.
    by_card: Vec<(Card, Vec<Vec<usize>>)>,
}

/// Every ordered choice of `k` of `cards`, one for each empty board place.
fn arrangements(cards: &[Card], k: usize, out: &mut Vec<Vec<Card>>, prefix: &mut Vec<Card>) {
    if prefix.len() == k {
        out.push(prefix.clone());
        return;
    }
    for &c in cards {
        if !prefix.contains(&c) {
            prefix.push(c);
            arrangements(cards, k, out, prefix);
            prefix.pop();
        }
    }
}

/// `file`'s empty board places filled in every way from the unseen cards, each completion scored
/// by `cap showdown`'s reader and resolver, the payouts summed in whole chips.
fn showdown_mean(file: &HandFile) -> Mean {
    let catalogue = Catalogue::builtin();
    let rules = file.rules(catalogue).unwrap();
    let empty: Vec<String> = rules
        .table_positions()
        .map(|(_, p)| p.id.clone())
        .filter(|id| !file.board.contains_key(id))
        .collect();
    let mut seen = CardSet::EMPTY;
    let texts = file.board.values().chain(file.players.iter().map(|p| &p.hole));
    for c in texts.flat_map(|t| cap::engine::card::parse_cards(t).unwrap()) {
        seen.insert(c);
    }
    let unseen: Vec<Card> = rules.deck().cards().into_iter().filter(|c| !seen.contains(*c)).collect();
    let mut fills = vec![];
    arrangements(&unseen, empty.len(), &mut fills, &mut vec![]);
    let n = file.players.len();
    let mut sums = vec![0u128; n];
    let (mut chopped, mut odd, mut total) = (0, 0, 0u128);
    let mut by_card = vec![];
    for fill in &fills {
        let mut complete = file.clone();
        for (id, card) in empty.iter().zip(fill) {
            complete.board.insert(id.clone(), card.to_string());
        }
        let hand = complete.to_hand(catalogue).unwrap();
        let report = hand.resolve();
        total = hand.seats().iter().map(|s| u128::from(s.contributed)).sum();
        for (sum, &paid) in sums.iter_mut().zip(&report.payouts) {
            *sum += u128::from(paid);
        }
        chopped += usize::from(report.points.iter().any(|p| p.winners.len() > 1));
        odd += usize::from(report.pots.iter().any(|p| {
            !p.award.odd_stack_chips.is_empty() || p.award.cuts.iter().any(|c| !c.odd_chips_to.is_empty())
        }));
        if let [card] = fill.as_slice() {
            by_card.push((*card, report.points.iter().map(|p| p.winners.clone()).collect()));
        }
    }
    let count = fills.len();
    let share = sums.iter().map(|&s| s as f64 / (count as f64 * total as f64)).collect();
    Mean { share, completions: count, chopped, odd, by_card }
}

fn cap(args: &[&str], stdin: &str) -> Result<serde_json::Value, String> {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cap::cli::run_with(&args, &mut stdin.as_bytes(), &mut out, &mut err);
    if code != std::process::ExitCode::SUCCESS {
        return Err(String::from_utf8(err).unwrap());
    }
    Ok(serde_json::from_str(&String::from_utf8(out).unwrap()).unwrap())
}

/// `cap equity --exact` on `file`.
fn exact(file: &HandFile) -> serde_json::Value {
    cap(&["equity", "-", "--exact", "--seed", "1"], &file.to_json()).unwrap()
}

/// `cap equity --exact` against the showdown's mean, player by player, to within 1e-12.
fn check(file: &HandFile) -> (serde_json::Value, Mean) {
    let odds = exact(file);
    let mean = showdown_mean(file);
    assert_eq!(odds["exact"], true);
    assert_eq!(odds["trials"].as_u64(), Some(mean.completions as u64));
    for (p, player) in file.players.iter().enumerate() {
        let share = match odds["players"].get(&player.name) {
            Some(o) => o["share"].as_f64().unwrap(),
            None => 0.0, // folded
        };
        assert!(
            (share - mean.share[p]).abs() < 1e-12,
            "{} in {}: equity {share}, the showdown's mean {}",
            player.name,
            file.game.id(),
            mean.share[p]
        );
    }
    (odds, mean)
}

const NAMES: [&str; 9] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"];

/// A hand file of `game` from a deck shuffled by `seed`: each player's hole cards (the game's
/// count) and every board place but the last `to_come`, each player putting in `contributed`
/// (money) with the smallest chip `chip`.
fn dealt(game: &str, contributed: &[u64], chip: u64, to_come: usize, seed: u64) -> HandFile {
    let rules = Catalogue::builtin().get(game).unwrap().rules(&BTreeMap::new()).unwrap();
    let n = contributed.len();
    let mut deck = rules.deck().cards();
    XorShift::new(seed).shuffle(&mut deck);
    let each = rules.hole_card_count(n).0;
    let text = |cards: &[Card]| cards.iter().map(|c| c.to_string()).collect::<String>();
    let players = (0..n)
        .map(|p| PlayerFile {
            name: NAMES[p].into(),
            hole: text(&deck[p * each..(p + 1) * each]),
            contributed: contributed[p],
            ..Default::default()
        })
        .collect();
    let mut rest = deck[n * each..].iter();
    let ids: Vec<String> = rules.table_positions().map(|(_, p)| p.id.clone()).collect();
    let board =
        ids[..ids.len() - to_come].iter().map(|id| (id.clone(), rest.next().unwrap().to_string())).collect();
    HandFile {
        format: 1,
        game: game.into(),
        options: BTreeMap::new(),
        button: 0,
        chip,
        players,
        board,
        betting: None,
        deal: None,
    }
}

#[test]
fn issue_35_nine_handed_double_board_hi_lo_with_a_big_chip_is_the_showdowns_mean() {
    // Nine players, a 100 chip, both rivers to come: each pot splits into boards and halves in
    // whole chips of 100, so odd chips decide much of each share.
    let mut odd = 0;
    for seed in 0..3 {
        let file = dealt("double-board/best-high-best-low", &[300; 9], 100, 2, seed);
        let (_, mean) = check(&file);
        assert_eq!(mean.completions, 8 * 7, "eight unseen cards, two places");
        odd += mean.odd;
    }
    assert!(odd > 0, "odd chips were in play");
}

#[test]
fn issue_35_pandemic_hi_lo_with_a_five_chip_and_one_card_to_come_is_the_showdowns_mean() {
    // A geometric game: five points on a 3x3 square, the last corner to come. A points game
    // pays the leader the pot, so odd chips come with leaders tied on points: 20 chips in the
    // main pot and 6 in the side pot split three ways.
    let mut odd = 0;
    for seed in 0..30 {
        let file = dealt("pandemic/high-low-sd-high-low-ct-hand", &[35, 35, 35, 25], 5, 1, seed);
        let (odds, mean) = check(&file);
        odd += mean.odd;
        outs_agree_with_the_showdown(&file, &odds, &mean);
    }
    assert!(odd > 0, "odd chips were in play");
}

#[test]
fn a_points_game_with_a_chop_and_side_pots_is_the_showdowns_mean() {
    // Double board high/high/hand, both rivers to come, three stacks of different sizes and a
    // 25 chip: a chopped point in some completions.
    let mut chopped = 0;
    for seed in 0..4 {
        let file = dealt("double-board/high-high-hand", &[50, 175, 175, 100], 25, 2, seed);
        chopped += check(&file).1.chopped;
    }
    assert!(chopped > 0, "some completion chops a point");
}

#[test]
fn omaha_hi_lo_with_a_bought_card_a_fold_and_odd_chips_is_the_showdowns_mean() {
    let mut file = dealt("omaha/high-low-8", &[40, 100, 100, 60, 100], 20, 2, 11);
    // Dan folded (his cards unseen), Cat bought a card for 20: in the main pot, not a bet.
    file.players[3].folded = true;
    file.players[3].hole.clear();
    file.players[2].bought = 20;
    let (odds, _) = check(&file);
    assert!(odds["players"].get("Dan").is_none());
}

#[test]
fn issue_35_a_hand_the_showdown_calls_dead_is_dead_in_the_odds_with_the_reason() {
    // Omaha hi/lo with every hole card entered: nine each is a dead hand at the showdown ("a
    // player found with too many cards has a dead hand"), so each player's chips are given back.
    let nine = r#"{"format":1,"game":"omaha/high-low-8","button":0,"chip":1,
      "players":[{"name":"Ann","hole":"AsKsQsJsTs9s8s7s6s","contributed":10},
                 {"name":"Ben","hole":"AhKhQhJhTh9h8h7h6h","contributed":10},
                 {"name":"Cat","hole":"AdKdQdJdTd9d8d7d6d","contributed":20}],
      "board":{"1.f1":"2c","1.f2":"3c","1.f3":"4c"}}"#;
    let file = HandFile::from_json(nine).unwrap();
    let (odds, mean) = check(&file);
    assert_eq!(mean.share, [0.25, 0.25, 0.5], "everything given back");
    for name in ["Ann", "Ben", "Cat"] {
        let why = odds["players"][name]["dead"].as_str().unwrap();
        assert!(why.contains("a player found with too many cards has a dead hand"), "{why}");
        assert!(why.starts_with(&format!("{name} holds 9 hole cards")), "{why}");
    }
    // One dead hand among live ones: its chips stay in the pots it reached, and it wins nothing.
    let mut file = dealt("omaha/high-low-8", &[30, 30, 50], 10, 2, 4);
    file.players[0].hole.push_str("2c2d2h2s3c3d3h3s9c");
    file.players[0].hole = cap::engine::card::parse_cards(&file.players[0].hole)
        .unwrap()
        .into_iter()
        .filter(|c| !file.board.values().any(|b| b == &c.to_string()))
        .filter(|c| !file.players[1..].iter().any(|p| p.hole.contains(&c.to_string())))
        .map(|c| c.to_string())
        .collect();
    let (odds, mean) = check(&file);
    assert!(odds["players"]["Ann"]["dead"].as_str().is_some_and(|w| w.contains("dead hand")));
    assert!(odds["players"]["Ben"].get("dead").is_none());
    assert_eq!(mean.share[0], 0.0, "Ann's 30 were matched: she gets nothing back");
    // A hand declared dead during the deal (a dealing error's remedy) is dead with the words
    // given.
    let mut file = dealt("holdem/high", &[10, 10, 30], 10, 1, 5);
    file.players[2].dead = Some("Cat exposed two cards: the hand is dead".into());
    let (odds, mean) = check(&file);
    assert_eq!(odds["players"]["Cat"]["dead"], "Cat exposed two cards: the hand is dead");
    assert!((mean.share[2] - 20.0 / 50.0).abs() < 1e-12, "the 20 nobody matched comes back");
}

/// Each seat's outs as `cap equity` lists them agree with the showdown's winners card by card:
/// per point, a card that wins it alone and one that shares it; for the hand, a card with which
/// the seat wins alone every point someone wins (`win`) or is among the winners of each (`tie`).
fn outs_agree_with_the_showdown(file: &HandFile, odds: &serde_json::Value, mean: &Mean) {
    let listed = |v: &serde_json::Value| -> Vec<String> {
        v.as_str().unwrap().split_whitespace().map(String::from).collect()
    };
    assert_eq!(listed(&odds["to_come"]).len(), mean.by_card.len());
    for (p, player) in file.players.iter().enumerate() {
        let Some(o) = odds["players"].get(&player.name) else { continue };
        let (mut win, mut tie) = (vec![], vec![]);
        let mut points: Vec<(Vec<String>, Vec<String>)> = vec![(vec![], vec![]); mean.by_card[0].1.len()];
        for (card, winners) in &mean.by_card {
            let card = card.to_string();
            for (k, w) in winners.iter().enumerate() {
                match (w.contains(&p), w.len()) {
                    (true, 1) => points[k].0.push(card.clone()),
                    (true, _) => points[k].1.push(card.clone()),
                    _ => {}
                }
            }
            let won: Vec<&Vec<usize>> = winners.iter().filter(|w| !w.is_empty()).collect();
            if !won.is_empty() && won.iter().all(|w| w.as_slice() == [p]) {
                win.push(card);
            } else if !won.is_empty() && won.iter().all(|w| w.contains(&p)) {
                tie.push(card);
            }
        }
        let (mut got_win, mut got_tie) = (listed(&o["outs"]["win"]), listed(&o["outs"]["tie"]));
        for list in [&mut win, &mut tie, &mut got_win, &mut got_tie] {
            list.sort();
        }
        assert_eq!((got_win, got_tie), (win, tie), "{}'s outs", player.name);
        for (k, (mut w, mut t)) in points.into_iter().enumerate() {
            let point = &o["points"][k]["outs"];
            let (mut gw, mut gt) = (listed(&point["win"]), listed(&point["tie"]));
            for list in [&mut w, &mut t, &mut gw, &mut gt] {
                list.sort();
            }
            assert_eq!((gw, gt), (w, t), "{}'s outs for point {k}", player.name);
        }
    }
}

#[test]
fn outs_on_the_turn_name_each_players_winning_and_tying_cards() {
    // Ann and Ben hold ace-king, Cat a straight-flush draw, on Qs Js 5d 2h: Cat wins with any of
    // the nine spades left, the king of diamonds, an eight or a nine (16 cards); every other card
    // (26) chops the pot between Ann and Ben (a ten gives them both Broadway).
    let text = r#"{"format":1,"game":"holdem/high","button":0,"chip":1,
      "players":[{"name":"Ann","hole":"AhKh","contributed":10},{"name":"Ben","hole":"AdKc","contributed":10},
                 {"name":"Cat","hole":"Ts9s","contributed":10}],
      "board":{"1.f1":"Qs","1.f2":"Js","1.f3":"5d","1.t":"2h"}}"#;
    let file = HandFile::from_json(text).unwrap();
    let (odds, mean) = check(&file);
    let cards = |v: &serde_json::Value| v.as_str().unwrap().split_whitespace().count();
    assert_eq!(cards(&odds["to_come"]), 42);
    let cat = &odds["players"]["Cat"]["outs"];
    let mut win: Vec<&str> = cat["win"].as_str().unwrap().split(' ').collect();
    win.sort();
    let mut want =
        vec!["2s", "3s", "4s", "5s", "6s", "7s", "8s", "Ks", "As", "Kd", "8h", "8d", "8c", "9h", "9d", "9c"];
    want.sort();
    assert_eq!(win, want);
    assert_eq!(cat["tie"], "");
    for name in ["Ann", "Ben"] {
        let outs = &odds["players"][name]["outs"];
        assert_eq!((outs["win"].as_str(), cards(&outs["tie"])), (Some(""), 26), "{name}");
        assert!(outs["tie"].as_str().unwrap().contains("Th"), "a ten: Broadway for both");
    }
    assert!((odds["players"]["Cat"]["share"].as_f64().unwrap() - 16.0 / 42.0).abs() < 1e-12);
    outs_agree_with_the_showdown(&file, &odds, &mean);
    // More than one card to come: no outs.
    let mut flop = file.clone();
    flop.board.remove("1.t");
    let odds = exact(&flop);
    assert!(odds.get("to_come").is_none() && odds["players"]["Cat"].get("outs").is_none());
}

#[test]
fn the_expected_amount_is_the_share_of_the_pot_in_money_a_fraction_of_a_chip_included() {
    let file = dealt("double-board/best-high-best-low", &[300; 9], 100, 2, 1);
    let odds = exact(&file);
    assert_eq!(odds["pot"], 2700);
    for name in &NAMES {
        let p = &odds["players"][*name];
        let (share, expected) = (p["share"].as_f64().unwrap(), p["expected"].as_f64().unwrap());
        assert!((expected - share * 2700.0).abs() < 1e-9, "{name}");
    }
}
