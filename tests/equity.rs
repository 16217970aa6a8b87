//! Equity (issue 22): exact enumeration against a brute-force count scored by the independent
//! reference showdown (`tests/showdown_reference.rs`: nothing of the engine's selection, showdown or
//! pots), on hold'em, Omaha, a geometric game and a points game with chops, with known and unknown
//! hole cards and side pots; Monte Carlo within three standard errors of the exact answer; and
//! `cap equity`.

use std::collections::BTreeMap;

use cap::engine::card::Card;
use cap::engine::card_set::CardSet;
use cap::engine::equity::{equity, Hole, Partial};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::Scope;
use cap::engine::hand_file::{HandFile, PlayerFile};
use cap::engine::rng::XorShift;

use crate::showdown_reference::{reference_game, resolve, Deal};

/// A random deal of `game` for `n` players with `empty` board places left out and the last seat's
/// hole cards unknown when `hidden`; each player's own places (a Ring of Fire ring card) are dealt
/// unless `own_empty`.
struct Case {
    game: &'static str,
    n: usize,
    empty: usize,
    hidden: bool,
    contributed: Vec<u64>,
    own_empty: bool,
    options: &'static [(&'static str, &'static str)],
    /// Each seat's dynamic-points picks, boards numbered from 1 as the hand file writes them.
    picks: Vec<Vec<usize>>,
}

impl Case {
    fn new(game: &'static str, n: usize, empty: usize, hidden: bool, contributed: Vec<u64>) -> Case {
        Case { game, n, empty, hidden, contributed, own_empty: false, options: &[], picks: vec![] }
    }

    fn options(&self) -> BTreeMap<String, String> {
        self.options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
    }
}

struct Dealt {
    partial: Partial,
    board: BTreeMap<String, Card>,
    missing: Vec<String>,
    /// Each seat's own cards dealt, by position id.
    own: Vec<BTreeMap<String, Card>>,
    /// Each seat's own places not dealt, by position id.
    own_missing: Vec<(usize, String)>,
    holes: Vec<Vec<Card>>,
    stock: Vec<Card>,
}

fn deal(case: &Case, seed: u64) -> Dealt {
    let rules = Catalogue::builtin().get(case.game).unwrap().rules(&case.options()).unwrap();
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
    let own_ids: Vec<(usize, String)> = rules
        .positions()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.scope == Scope::EachPlayer)
        .map(|(i, p)| (i, p.id.clone()))
        .collect();
    let (own_cards, own, own_missing) = if case.own_empty {
        let missing = (0..case.n).flat_map(|p| own_ids.iter().map(move |(_, id)| (p, id.clone()))).collect();
        (vec![vec![]; case.n], vec![BTreeMap::new(); case.n], missing)
    } else {
        let cards: Vec<Vec<(usize, Card)>> =
            (0..case.n).map(|_| own_ids.iter().map(|(i, _)| (*i, deck.remove(0))).collect()).collect();
        let by_id = cards
            .iter()
            .map(|mine| own_ids.iter().zip(mine).map(|((_, id), (_, c))| (id.clone(), *c)).collect())
            .collect();
        (cards, by_id, vec![])
    };
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
        own: own_cards,
        board: board_cards,
        dead: vec![],
        contributed: case.contributed.clone(),
        bought: vec![],
        chip: 1,
        dead_hands: vec![],
        button: 0,
        picks: case.picks.iter().map(|p| rules.picked_points(p)).collect(),
    };
    // The unseen cards: the hidden hand's go back among them.
    let mut stock = deck;
    if case.hidden {
        stock.extend(holes[hidden_seat].iter().copied());
    }
    Dealt {
        partial,
        board,
        missing: missing.iter().map(|(_, id)| id.clone()).collect(),
        own,
        own_missing,
        holes,
        stock,
    }
}

/// Each seat's expected share of the pot by brute force: every completion (each empty place, board
/// or own, each unseen card, the hidden hand each set of unseen cards) scored by the reference
/// showdown.
fn brute_force(case: &Case, d: &Dealt) -> Vec<f64> {
    let game = reference_game(case.game, &case.options());
    let n = case.n;
    let each = d.holes[0].len();
    let total: u64 = case.contributed.iter().sum();
    let mut sums = vec![0.0; n];
    let mut count = 0usize;
    let hidden_sets: Vec<Vec<Card>> = if case.hidden { subsets(&d.stock, each) } else { vec![vec![]] };
    for hidden in &hidden_sets {
        let rest: Vec<Card> = d.stock.iter().copied().filter(|c| !hidden.contains(c)).collect();
        for fill in arrangements(&rest, d.missing.len() + d.own_missing.len()) {
            let mut board = d.board.clone();
            board.extend(d.missing.iter().cloned().zip(fill.iter().copied()));
            let mut own = d.own.clone();
            for ((seat, id), card) in d.own_missing.iter().zip(&fill[d.missing.len()..]) {
                own[*seat].insert(id.clone(), *card);
            }
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
                game: case.game.into(),
                options: case.options(),
                button: 0,
                chip: 1,
                players: (0..n).map(|p| PlayerFile { name: format!("P{p}"), ..Default::default() }).collect(),
                board: BTreeMap::new(),
                betting: None,
                deal: None,
            };
            let deal = Deal {
                file,
                board,
                holes,
                own,
                contributed: case.contributed.clone(),
                folded: vec![false; n],
                picks: if case.picks.is_empty() { vec![vec![]; n] } else { case.picks.clone() },
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
    check_exact(Case::new("holdem/high", 3, 2, false, vec![10, 10, 10]), 0..3);
}

#[test]
fn holdem_on_the_river_against_an_unknown_hand_exact_agrees_with_brute_force() {
    check_exact(Case::new("holdem/high", 2, 0, true, vec![5, 5]), 0..3);
}

#[test]
fn omaha_hi_lo_on_the_turn_with_a_side_pot_exact_agrees_with_brute_force() {
    check_exact(Case::new("omaha/high-low-8", 4, 1, false, vec![40, 100, 100, 25]), 0..4);
}

#[test]
fn a_geometric_game_exact_agrees_with_brute_force() {
    check_exact(Case::new("social-distancing/high-low-hand", 3, 1, false, vec![7, 7, 7]), 0..3);
}

#[test]
fn a_points_game_with_chops_exact_agrees_with_brute_force() {
    check_exact(Case::new("double-board/high-high-hand", 3, 2, false, vec![3, 9, 9]), 0..2);
}

#[test]
fn every_game_with_one_or_two_places_left_agrees_with_brute_force() {
    // The last board place or two unknown, in every catalogue game (Throw dem's throws are tested
    // below).
    let mut checked = 0;
    for game in Catalogue::builtin().games() {
        let id: &'static str = game.id().to_string().leak();
        let rules = game.rules(&BTreeMap::new()).unwrap();
        if id.starts_with("throw-dem") {
            continue;
        }
        let n = 3.clamp(rules.players().0, rules.players().1);
        let picks = match rules.picks_required() {
            Some(_) => vec![vec![1, 2], vec![2, 3], vec![1, 3]],
            None => vec![],
        };
        check_exact(Case { picks: picks.clone(), ..Case::new(id, n, 1, false, vec![5, 9, 9]) }, 0..1);
        check_exact(Case { picks, ..Case::new(id, n, 2, false, vec![9, 5, 9]) }, 1..2);
        checked += 1;
    }
    assert!(checked >= 50, "{checked}");
}

#[test]
fn ring_of_fire_before_the_ring_cards_are_out_deals_them_too() {
    // Pre-flop: the hole cards are out, the ring cards and the board are not. Each live player's
    // ring card is an unknown like a board place, under both readings of the ring.
    for options in [&[][..], &[("ring", "own")][..]] {
        let case =
            Case { own_empty: true, options, ..Case::new("ring-of-fire/high", 2, 1, false, vec![4, 4]) };
        let d = deal(&case, 11);
        let e = equity(&d.partial, 10_000_000, 1).unwrap();
        assert_eq!(e.boards, 40 * 39 * 38, "one board place and two ring cards from the 40 unseen cards");
        check_exact(case, 11..12);
    }
}

#[test]
fn dynamic_points_count_once_the_picks_are_made() {
    let case = Case::new("triple-board/dynamic-points", 3, 2, false, vec![6, 6, 6]);
    let d = deal(&case, 0);
    let refused = equity(&d.partial, 1000, 1).unwrap_err();
    assert!(refused.contains("picks the 2 boards") && refused.contains("3 not yet"), "{refused}");
    // Ann and Ben contest board 1, Ann and Cat board 2, Ben and Cat board 3.
    check_exact(Case { picks: vec![vec![1, 2], vec![1, 3], vec![2, 3]], ..case }, 0..3);
}

#[test]
fn throw_dem_on_the_turn_each_player_keeps_their_best_two_after_the_river() {
    // Three hole cards each on the turn: the last throw comes after the river is dealt, so each
    // player keeps the two that make their best hand. The brute force lets each player choose the
    // pair that pays them most against every pair the other could keep (with one high point the
    // best hand is best whatever the other keeps), scored by the reference showdown.
    let game = reference_game("throw-dem/high", &BTreeMap::new());
    let rules = Catalogue::builtin().get("throw-dem/high").unwrap().rules(&BTreeMap::new()).unwrap();
    let ids: Vec<(usize, String)> = rules.table_positions().map(|(i, p)| (i, p.id.clone())).collect();
    for seed in 0..4 {
        let mut deck = rules.deck().cards();
        XorShift::new(seed).shuffle(&mut deck);
        let holes: Vec<Vec<Card>> = vec![deck.drain(..3).collect(), deck.drain(..3).collect()];
        let board: Vec<(usize, Card)> = ids[..4].iter().map(|(i, _)| (*i, deck.remove(0))).collect();
        let partial = Partial {
            rules: rules.clone(),
            holes: holes.iter().map(|h| Some(Hole::known(h.clone()))).collect(),
            own: vec![],
            board: board.clone(),
            dead: vec![],
            contributed: vec![3, 3],
            bought: vec![],
            chip: 1,
            dead_hands: vec![],
            button: 0,
            picks: vec![],
        };
        let e = equity(&partial, 1000, 1).unwrap();
        assert!(e.exact && e.boards == deck.len());
        let pairs = |h: &Vec<Card>| subsets(h, 2);
        let resolve_with = |kept: [&Vec<Card>; 2], river: Card| {
            let mut cards: BTreeMap<String, Card> =
                ids.iter().zip(&board).map(|((_, id), (_, c))| (id.clone(), *c)).collect();
            cards.insert(ids[4].1.clone(), river);
            let deal = Deal {
                file: HandFile {
                    format: 1,
                    game: "throw-dem/high".into(),
                    options: BTreeMap::new(),
                    button: 0,
                    chip: 1,
                    players: (0..2)
                        .map(|p| PlayerFile { name: format!("P{p}"), ..Default::default() })
                        .collect(),
                    board: BTreeMap::new(),
                    betting: None,
                    deal: None,
                },
                board: cards,
                holes: kept
                    .iter()
                    .map(|h| {
                        h.iter().fold(CardSet::EMPTY, |mut s, c| {
                            s.insert(*c);
                            s
                        })
                    })
                    .collect(),
                own: vec![BTreeMap::new(); 2],
                contributed: vec![3, 3],
                folded: vec![false; 2],
                picks: vec![vec![]; 2],
            };
            resolve(&game, &deal).payouts
        };
        let mut share = [0.0; 2];
        for &river in &deck {
            let (a, b) = (pairs(&holes[0]), pairs(&holes[1]));
            let best_a = a
                .iter()
                .max_by_key(|x| b.iter().map(|y| resolve_with([x, y], river)[0]).sum::<u64>())
                .unwrap();
            let best_b = b
                .iter()
                .max_by_key(|y| a.iter().map(|x| resolve_with([x, y], river)[1]).sum::<u64>())
                .unwrap();
            let paid = resolve_with([best_a, best_b], river);
            for (s, paid) in share.iter_mut().zip(paid) {
                *s += paid as f64 / 6.0 / deck.len() as f64;
            }
        }
        for (p, (got, want)) in e.pot.iter().zip(share).enumerate() {
            assert!((got - want).abs() < 1e-9, "seed {seed} seat {p}: {got} vs {want}");
        }
    }
}

#[test]
fn a_folded_players_missing_ring_card_is_not_dealt() {
    let case = Case { own_empty: true, ..Case::new("ring-of-fire/high-low", 3, 0, false, vec![2, 2, 2]) };
    let mut d = deal(&case, 3);
    d.partial.holes[2] = None;
    let e = equity(&d.partial, 10_000_000, 1).unwrap();
    assert!(e.exact);
    // The folded hand was not seen, so its cards are among the 39 unseen.
    assert_eq!(e.boards, 39 * 38, "the two live ring cards, not the folded one");
    assert_eq!(e.pot[2], 0.0);
}

#[test]
fn monte_carlo_lands_within_three_standard_errors_of_the_exact_answer() {
    let case = Case::new("omaha/high-low-8", 3, 3, false, vec![10, 10, 10]);
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
        bought: vec![],
        chip: 1,
        dead_hands: vec![],
        button: 0,
        picks: vec![],
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
    let unpicked = r#"{"format":1,"game":"triple-board/dynamic-points","button":0,"chip":1,
      "players":[{"name":"Ann","picks":[1,2]},{"name":"Ben"}]}"#;
    let (ok, _, err) = cap(&["equity", "-", "--trials", "50"], unpicked);
    assert!(!ok && err.contains("(1 not yet)"), "{err}");
    let picked = unpicked.replace(r#""name":"Ben""#, r#""name":"Ben","picks":[2,3]"#);
    let (ok, out, err) = cap(&["equity", "-", "--trials", "50", "--seed", "2"], &picked);
    assert!(ok && out.contains("\"Board 3 high\""), "{err}{out}");
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
    let p = t.partial(1, 10);
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
    let p = live.partial(1, 10);
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

#[test]
fn throw_dem_thrown_before_the_cards_waits_for_the_throws() {
    // With `throws` at `before-the-cards` a player still holding more than two throws before the
    // next cards come, without seeing them: keeping the best two with every card out would be the
    // wrong bet, so the odds wait (docs/rules.md, "Odds"). By default they count.
    use cap::engine::deal::{DealOptions, DeckMode, Event, StepKind, Table, TableSetup};
    use cap::engine::game::catalogue::Catalogue;
    let odds = |throws: &str| {
        let game = Catalogue::builtin().get("throw-dem/high").unwrap();
        let choices = [("throws".to_string(), throws.to_string())].into();
        let setup = TableSetup {
            n_players: 3,
            button: 0,
            options: DealOptions::default(),
            deck: DeckMode::Shuffled { seed: 9 },
        };
        let mut t = Table::new(game, &choices, setup).unwrap();
        t.apply(Event::Dealt).unwrap(); // the hole cards: five each, the flop still to come
        assert!(matches!(t.next_step().kind, StepKind::ThrowOne | StepKind::Board));
        cap::engine::equity::equity(&t.partial(1, 1), 2_000, 1).map(|_| ())
    };
    assert_eq!(odds("after-the-cards"), Ok(()));
    let why = odds("before-the-cards").unwrap_err();
    assert!(why.contains("thrown before the next street's cards"), "{why}");
}
