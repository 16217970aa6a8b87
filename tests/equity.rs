//! Equity (issue 22): exact enumeration against a brute-force count scored by the independent
//! reference showdown (`tests/showdown_reference.rs`: nothing of the engine's selection, showdown or
//! pots), on hold'em, Omaha, a geometric game and a points game with chops, with known and unknown
//! hole cards and side pots; Monte Carlo within three standard errors of the exact answer; and
//! `cap equity`.

use std::collections::BTreeMap;

use cap::engine::card::Card;
use cap::engine::card_set::CardSet;
use cap::engine::deal::XorShift;
use cap::engine::equity::{equity, Hole, Partial};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::{HandFile, PlayerFile};

use crate::showdown_reference::{reference_game, resolve, Deal};

/// A random deal of `game` for `n` players with `empty` board places left out and the last seat's
/// hole cards unknown when `hidden`.
struct Case {
    game: &'static str,
    n: usize,
    empty: usize,
    hidden: bool,
    contributed: Vec<u64>,
}

struct Dealt {
    partial: Partial,
    board: BTreeMap<String, Card>,
    missing: Vec<String>,
    holes: Vec<Vec<Card>>,
    stock: Vec<Card>,
}

fn deal(case: &Case, seed: u64) -> Dealt {
    let rules = Catalogue::builtin().get(case.game).unwrap().rules(&BTreeMap::new()).unwrap();
    let mut rng = XorShift::new(seed);
    let mut deck = rules.deck().cards();
    rng.shuffle(&mut deck);
    let each = rules.hole_card_count(case.n).0;
    let holes: Vec<Vec<Card>> = (0..case.n).map(|_| deck.drain(..each).collect()).collect();
    let ids: Vec<(usize, String)> = rules.table_positions().map(|(i, p)| (i, p.id.clone())).collect();
    let (known, missing) = ids.split_at(ids.len() - case.empty);
    let board_cards: Vec<(usize, Card)> = known.iter().map(|(i, _)| (*i, deck.remove(0))).collect();
    let board: BTreeMap<String, Card> =
        known.iter().zip(&board_cards).map(|((_, id), (_, c))| (id.clone(), *c)).collect();
    let hidden_seat = case.n - 1;
    let partial = Partial {
        rules: rules.clone(),
        holes: (0..case.n)
            .map(|p| {
                Some(if case.hidden && p == hidden_seat {
                    Hole { known: vec![], unknown: each }
                } else {
                    Hole::known(holes[p].clone())
                })
            })
            .collect(),
        own: vec![],
        board: board_cards,
        dead: vec![],
        contributed: case.contributed.clone(),
        button: 0,
    };
    // The unseen cards: the hidden hand's go back among them.
    let mut stock = deck;
    if case.hidden {
        stock.extend(holes[hidden_seat].iter().copied());
    }
    Dealt { partial, board, missing: missing.iter().map(|(_, id)| id.clone()).collect(), holes, stock }
}

/// Each seat's expected share of the pot by brute force: every completion (each empty place each
/// unseen card, the hidden hand each set of unseen cards) scored by the reference showdown.
fn brute_force(case: &Case, d: &Dealt) -> Vec<f64> {
    let game = reference_game(case.game, &BTreeMap::new());
    let n = case.n;
    let each = d.holes[0].len();
    let total: u64 = case.contributed.iter().sum();
    let mut sums = vec![0.0; n];
    let mut count = 0usize;
    let hidden_sets: Vec<Vec<Card>> = if case.hidden { subsets(&d.stock, each) } else { vec![vec![]] };
    for hidden in &hidden_sets {
        let rest: Vec<Card> = d.stock.iter().copied().filter(|c| !hidden.contains(c)).collect();
        for fill in arrangements(&rest, d.missing.len()) {
            let mut board = d.board.clone();
            board.extend(d.missing.iter().cloned().zip(fill.iter().copied()));
            let holes: Vec<CardSet> = (0..n)
                .map(|p| {
                    let cards = if case.hidden && p == n - 1 { hidden } else { &d.holes[p] };
                    cards.iter().fold(CardSet::EMPTY, |mut s, c| {
                        s.insert(*c);
                        s
                    })
                })
                .collect();
            let file = HandFile {
                format: 1,
                game: case.game.to_string(),
                options: BTreeMap::new(),
                button: 0,
                chip: 1,
                players: (0..n).map(|p| PlayerFile { name: format!("P{p}"), ..Default::default() }).collect(),
                board: BTreeMap::new(),
                betting: None,
            };
            let deal = Deal {
                file,
                board,
                holes,
                own: vec![BTreeMap::new(); n],
                contributed: case.contributed.clone(),
                folded: vec![false; n],
                picks: vec![vec![]; n],
            };
            let result = resolve(&game, &deal);
            for (sum, paid) in sums.iter_mut().zip(&result.payouts) {
                *sum += *paid as f64 / total as f64;
            }
            count += 1;
        }
    }
    sums.iter().map(|s| s / count as f64).collect()
}

/// Every ordered choice of `k` cards (one per board place).
fn arrangements(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for (i, c) in cards.iter().enumerate() {
        let rest: Vec<Card> = cards.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| *c).collect();
        for mut tail in arrangements(&rest, k - 1) {
            tail.insert(0, *c);
            out.push(tail);
        }
    }
    out
}

/// Every unordered choice of `k` cards.
fn subsets(cards: &[Card], k: usize) -> Vec<Vec<Card>> {
    if k == 0 {
        return vec![vec![]];
    }
    if cards.len() < k {
        return vec![];
    }
    let mut out: Vec<Vec<Card>> = subsets(&cards[1..], k - 1)
        .into_iter()
        .map(|mut s| {
            s.insert(0, cards[0]);
            s
        })
        .collect();
    out.extend(subsets(&cards[1..], k));
    out
}

fn check_exact(case: Case, seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let d = deal(&case, seed);
        let e = equity(&d.partial, 10_000_000, 1).unwrap();
        assert!(e.exact, "{}: exact", case.game);
        let want = brute_force(&case, &d);
        for (p, (got, want)) in e.pot.iter().zip(&want).enumerate() {
            assert!(
                (got - want).abs() < 1e-9,
                "{} seed {seed}: seat {} engine {got} brute force {want}",
                case.game,
                p + 1
            );
        }
        assert!((e.pot.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}

#[test]
fn holdem_on_the_flop_exact_agrees_with_brute_force() {
    check_exact(
        Case { game: "holdem/high", n: 3, empty: 2, hidden: false, contributed: vec![10, 10, 10] },
        0..3,
    );
}

#[test]
fn holdem_on_the_river_against_an_unknown_hand_exact_agrees_with_brute_force() {
    check_exact(Case { game: "holdem/high", n: 2, empty: 0, hidden: true, contributed: vec![5, 5] }, 0..3);
}

#[test]
fn omaha_hi_lo_on_the_turn_with_a_side_pot_exact_agrees_with_brute_force() {
    check_exact(
        Case { game: "omaha/high-low-8", n: 4, empty: 1, hidden: false, contributed: vec![40, 100, 100, 25] },
        0..4,
    );
}

#[test]
fn a_geometric_game_exact_agrees_with_brute_force() {
    check_exact(
        Case {
            game: "social-distancing/high-low-hand",
            n: 3,
            empty: 1,
            hidden: false,
            contributed: vec![7, 7, 7],
        },
        0..3,
    );
}

#[test]
fn a_points_game_with_chops_exact_agrees_with_brute_force() {
    check_exact(
        Case {
            game: "double-board/high-high-hand",
            n: 3,
            empty: 2,
            hidden: false,
            contributed: vec![3, 9, 9],
        },
        0..2,
    );
}

#[test]
fn monte_carlo_lands_within_three_standard_errors_of_the_exact_answer() {
    let case =
        Case { game: "omaha/high-low-8", n: 3, empty: 3, hidden: false, contributed: vec![10, 10, 10] };
    for seed in 0..3 {
        let d = deal(&case, seed);
        let exact = equity(&d.partial, 10_000_000, 1).unwrap();
        assert!(exact.exact);
        let sampled = equity(&d.partial, 4000, 42 + seed).unwrap();
        assert!(!sampled.exact && sampled.boards == 4000);
        for p in 0..case.n {
            let err = sampled.std_error[p];
            assert!(
                (sampled.pot[p] - exact.pot[p]).abs() <= 3.0 * err + 1e-9,
                "seat {}: sampled {} ± {err}, exact {}",
                p + 1,
                sampled.pot[p],
                exact.pot[p]
            );
        }
    }
}

#[test]
fn per_point_odds_split_wins_ties_and_nobody_qualifying() {
    // Omaha hi/lo on the river, no low possible on this board: the low point goes to nobody.
    let rules = Catalogue::builtin().get("omaha/high-low-8").unwrap().rules(&BTreeMap::new()).unwrap();
    let cards = |s: &str| cap::engine::card::parse_cards(s).unwrap();
    let board: Vec<(usize, Card)> = (0..5).zip(cards("Ks Qd Jh 9c 9d")).collect();
    let p = Partial {
        rules,
        holes: vec![Some(Hole::known(cards("As Ts 2c 3c"))), Some(Hole::known(cards("Ah Th 4c 5c")))],
        own: vec![],
        board,
        dead: vec![],
        contributed: vec![],
        button: 0,
    };
    let e = equity(&p, 100, 1).unwrap();
    assert_eq!(e.points.len(), 2);
    let high = &e.points[0];
    assert_eq!(
        (high.win.clone(), high.tie.clone()),
        (vec![0.0, 0.0], vec![1.0, 1.0]),
        "both have the ace-high straight"
    );
    assert_eq!(e.points[1].nobody, 1.0, "no qualifying low");
    assert_eq!(e.pot, vec![0.5, 0.5]);
    assert_eq!(e.scoop, vec![0.0, 0.0]);
}

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

#[test]
fn cap_equity_reads_a_hand_in_progress_with_unknown_hole_cards() {
    // On the turn: Ann's aces, Ben's flush draw, Cat's cards unknown (`????`), Dan folded.
    let file = r#"{"format":1,"game":"holdem/high","button":0,"chip":1,
      "players":[{"name":"Ann","hole":"AsAd","contributed":20},{"name":"Ben","hole":"Qh4h","contributed":20},
                 {"name":"Cat","hole":"????","contributed":20},{"name":"Dan","folded":true,"contributed":2}],
      "board":{"1.f1":"2h","1.f2":"7h","1.f3":"Kc","1.t":"9s"}}"#;
    let (ok, out, err) = cap(&["equity", "-", "--exact"], file);
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["exact"], true);
    // 44 unseen cards (Dan's folded hand is unseen too): the river, and Cat's two from the 43
    // left, 44 x C(43, 2) completions.
    assert_eq!(v["trials"], 44 * 43 * 42 / 2);
    let players = v["players"].as_object().unwrap();
    assert_eq!(players.keys().collect::<Vec<_>>(), ["Ann", "Ben", "Cat"], "folded Dan has no share");
    let share: f64 = players.values().map(|p| p["share"].as_f64().unwrap()).sum();
    assert!((share - 1.0).abs() < 1e-9, "{share}");
    assert_eq!(players["Ann"]["stderr"], 0.0);
    // The same with sampling, from a seed: reproducible, within three standard errors.
    let (_, a, _) = cap(&["equity", "-", "--trials", "3000", "--seed", "9"], file);
    let (_, b, _) = cap(&["equity", "-", "--trials", "3000", "--seed", "9"], file);
    assert_eq!(a, b);
    let s: serde_json::Value = serde_json::from_str(&a).unwrap();
    assert_eq!((s["exact"].as_bool(), s["trials"].as_u64()), (Some(false), Some(3000)));
    for name in ["Ann", "Ben", "Cat"] {
        let (x, e) =
            (s["players"][name]["share"].as_f64().unwrap(), s["players"][name]["stderr"].as_f64().unwrap());
        let exact = players[name]["share"].as_f64().unwrap();
        assert!((x - exact).abs() <= 3.0 * e, "{name}: {x} ± {e} vs {exact}");
    }
}

#[test]
fn cap_equity_refuses_too_many_completions_for_exact_and_names_bad_input() {
    let preflop = r#"{"format":1,"game":"double-board/high-high-hand","button":0,"chip":1,
      "players":[{"name":"Ann"},{"name":"Ben"},{"name":"Cat"}]}"#;
    let (ok, _, err) = cap(&["equity", "-", "--exact"], preflop);
    assert!(!ok);
    assert!(err.contains("completions are too many to enumerate"), "{err}");
    let (ok, out, err) = cap(&["equity", "-", "--trials", "200", "--seed", "1"], preflop);
    assert!(ok, "{err}");
    assert!(out.contains("\"exact\": false"));
    let twice = r#"{"format":1,"game":"holdem/high","button":0,"chip":1,
      "players":[{"name":"Ann","hole":"AsAd"},{"name":"Ben","hole":"As??"}]}"#;
    let (ok, _, err) = cap(&["equity", "-"], twice);
    assert!(!ok);
    assert!(err.contains("As is in two places"), "{err}");
    let (ok, _, err) = cap(&["equity", "-", "--trials"], twice);
    assert!(!ok && err.contains("--trials needs a whole number"), "{err}");
}

#[test]
fn the_dealing_guide_and_the_hand_screen_give_equity_their_deal() {
    use cap::engine::deal::{DealOptions, DeckMode, Event, Table, TableSetup};
    let game = Catalogue::builtin().get("double-board/high-high-hand").unwrap();
    let setup = TableSetup {
        n_players: 6,
        button: 0,
        options: DealOptions::default(),
        deck: DeckMode::Shuffled { seed: 3 },
    };
    let mut t = Table::new(game, &BTreeMap::new(), setup).unwrap();
    for _ in 0..3 {
        t.apply(Event::Dealt).unwrap();
    }
    t.apply(Event::Fold { player: 2 }).unwrap();
    let p = t.partial(10);
    assert_eq!(p.board.len(), 6, "both flops");
    assert!(p.holes[2].is_none(), "the folded seat has no share");
    assert_eq!(p.dead.len(), 7, "the folded hand is on the discard pile, seen in learn mode");
    let e = equity(&p, 500, 1).unwrap();
    assert_eq!(e.pot[2], 0.0);
    assert!((e.pot.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    // A live table: the hole cards are unknown; equity deals them.
    let setup =
        TableSetup { n_players: 3, button: 0, options: DealOptions::default(), deck: DeckMode::Unseen };
    let mut live = Table::new(game, &BTreeMap::new(), setup).unwrap();
    live.apply(Event::Dealt).unwrap();
    let p = live.partial(10);
    assert!(p.holes.iter().all(|h| h.as_ref().is_some_and(|h| h.known.is_empty() && h.unknown == 14)));
    let e = equity(&p, 300, 1).unwrap();
    assert!(
        e.pot.iter().all(|x| (x - 1.0 / 3.0).abs() < 0.15),
        "nobody knows anything: about a third each {:?}",
        e.pot
    );
    // The hand screen: the cards entered so far.
    let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
    let mut draft = cap::engine::draft::Draft::new(game.rules(&BTreeMap::new()).unwrap(), &names, 0, 1, 5);
    draft.set_hole_text(0, "AsAdKsKd2c3c4c").unwrap();
    let p = draft.partial();
    assert_eq!(
        p.holes[0].as_ref().unwrap().unknown,
        draft.hole_target() - 7,
        "seven entered, the rest unknown"
    );
    assert_eq!(p.holes[1].as_ref().unwrap().unknown, draft.hole_target());
    assert!(equity(&p, 200, 2).is_ok());
}
