//! Worked examples from the guide, one or more per game in the catalogue, with hand-picked cards and
//! payouts worked out by hand (each test's comment shows the arithmetic); then properties of
//! `Hand::resolve` over random hands: folded players never win, rotating the seats (with the
//! button) only rotates the payouts, and every chip put in comes out.
//!
//! Conventions of the examples: the players listed sit in seats 0, 1, 2, ... and the button is the
//! last seat, so the first player listed is first left of the button and takes the first odd chip.
//! In games that deal as many hole cards as the deck allows, extra seats are added who folded
//! without showing their cards, so that each player still in holds five (the arithmetic is in each
//! test); one of them may have put in `dead` chips.

use std::collections::BTreeMap;

use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::{HandFile, PlayerFile};
use cap::engine::showdown::ShowdownReport;

use super::reference::XorShift;
use super::showdown_reference::{random_deal, random_options, Style};

/// One worked example.
struct Table<'a> {
    game: &'a str,
    options: &'a [(&'a str, &'a str)],
    /// Seats at the table; those beyond `players` folded, show no cards and put in nothing except
    /// the first, who put in `dead`.
    seats: usize,
    dead: u64,
    /// `"1.f1=Ah 1.f2=Kd ..."`.
    board: &'a str,
    /// Name, hole cards, chips put in.
    players: &'a [(&'a str, &'a str, u64)],
}

impl Table<'_> {
    fn file(&self) -> HandFile {
        let mut players: Vec<PlayerFile> = self
            .players
            .iter()
            .map(|&(name, hole, contributed)| PlayerFile {
                name: name.into(),
                hole: hole.into(),
                contributed,
                folded: false,
                cards: BTreeMap::new(),
                picks: vec![],
            })
            .collect();
        for i in players.len()..self.seats {
            players.push(PlayerFile {
                name: format!("Seat {}", i + 1),
                hole: String::new(),
                contributed: if i == self.players.len() { self.dead } else { 0 },
                folded: true,
                cards: BTreeMap::new(),
                picks: vec![],
            });
        }
        let board = self
            .board
            .split_whitespace()
            .map(|pair| {
                let (id, card) = pair.split_once('=').expect("id=card");
                (id.to_string(), card.to_string())
            })
            .collect();
        HandFile {
            format: 1,
            game: self.game.into(),
            options: self.options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            button: self.seats - 1,
            chip: 1,
            players,
            board,
        }
    }

    fn resolve_file(file: &HandFile) -> Outcome {
        let hand = file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| panic!("{}: {e}", file.game));
        let report = hand.resolve();
        Outcome { names: hand.seats.iter().map(|s| s.name.clone()).collect(), report }
    }

    fn resolve(&self) -> Outcome {
        Self::resolve_file(&self.file())
    }
}

struct Outcome {
    names: Vec<String>,
    report: ShowdownReport,
}

impl Outcome {
    /// Each point's winners in the main pot, by name, in calculation order.
    fn winners(&self) -> Vec<Vec<&str>> {
        self.report.pots[0]
            .components
            .iter()
            .map(|c| c.winners.iter().map(|&s| self.names[s].as_str()).collect())
            .collect()
    }

    /// Who won something, and how much, in seat order.
    fn payouts(&self) -> Vec<(&str, u64)> {
        self.report
            .payouts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(s, &c)| (self.names[s].as_str(), c))
            .collect()
    }

    fn check(&self, winners: &[&[&str]], payouts: &[(&str, u64)]) {
        let expected: Vec<Vec<&str>> = winners.iter().map(|w| w.to_vec()).collect();
        assert_eq!(self.winners(), expected, "point winners, in calculation order");
        assert_eq!(self.payouts(), payouts.to_vec(), "payouts");
    }
}

// ---------------------------------------------------------------------------------------------
// Hold'em, Omaha, and the other games.

#[test]
fn guide_holdem_style_board_plays_and_the_odd_chip_goes_first_left_of_the_button() {
    // A royal flush on the board: every hand is the board. 3 x 100 + 1 dead chip = 301 among three:
    // 100 each and the odd chip to Ann, first left of the button (Dan, seat 3).
    let t = Table {
        game: "holdem/high",
        options: &[],
        seats: 4,
        dead: 1,
        board: "1.f1=As 1.f2=Ks 1.f3=Qs 1.t=Js 1.r=Ts",
        players: &[("Ann", "2c 3d", 100), ("Ben", "4c 5d", 100), ("Cat", "6h 7h", 100)],
    };
    t.resolve().check(&[&["Ann", "Ben", "Cat"]], &[("Ann", 101), ("Ben", 100), ("Cat", 100)]);
}

#[test]
fn guide_omaha_style_must_use_two_hole_cards_so_one_heart_makes_no_flush() {
    // Board Ah Kh Qh 7c 2d. Ben's single heart cannot make a flush (exactly two hole cards); his best
    // is 7s with 7c, a pair. Ann's As Ad with Ah: three aces. Ann takes 200.
    let t = Table {
        game: "omaha/high",
        options: &[],
        seats: 2,
        dead: 0,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d",
        players: &[("Ann", "As Ad 3c 4c", 100), ("Ben", "5h 6s 7s 8s", 100)],
    };
    t.resolve().check(&[&["Ann"]], &[("Ann", 200)]);
}

#[test]
fn guide_omaha_hi_lo_tied_low_shares_its_stack_and_the_odd_chip_goes_to_the_high_stack() {
    // Board Ah Kh Qh 7c 2d: the board's only low cards are A, 7, 2, so every low is 7-x-y-2-A.
    // High: Ann's aces (As Ad + Ah) beat Cat's nines and Ben's sevens.
    // Low: Ann 3c 4c and Cat 3s 4d both make 7-4-3-2-A; Ben 5h 6s only 7-6-5-2-A.
    // Pot 3 x 100 + 1 dead = 301: high stack 151 (the earliest stack gets the odd chip), low 150,
    // cut 75/75. Ann 151 + 75 = 226, Cat 75.
    let t = Table {
        game: "omaha/high-low-8",
        options: &[],
        seats: 4,
        dead: 1,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d",
        players: &[("Ann", "As Ad 3c 4c", 100), ("Ben", "5h 6s 7s 8s", 100), ("Cat", "3s 4d 9c 9d", 100)],
    };
    t.resolve().check(&[&["Ann"], &["Ann", "Cat"]], &[("Ann", 226), ("Cat", 75)]);
}

// ---------------------------------------------------------------------------------------------
// Double board. 52 cards, 10 board cards, 8 seats: 42 / 8 = 5 hole cards each.
//
// Board 1: Ah Kd Qc 2s 3h (lows from A, 2, 3 only). Board 2: 9d 9c Ts Jh Kc (no card below nine:
// no low). Ann As 4h 6c 7d 8s, Ben 4c 5d Kh Ks Jd, Cat 9h 9s Qs Qh 4d.
// - Board 1 high: Ben's 4c 5d + A 2 3 is a wheel straight, beating Ann's pair and Cat's queens.
// - Board 1 low: Ben's 5-4-3-2-A beats Ann's 6-4-3-2-A (4h 6c); Cat has one low card.
// - Board 2 high: Cat's 9h 9s + 9d 9c: four nines, beating Ben's kings full.
// - Board 2 low: nobody (three board cards of eight or less are needed).
// - Hand: Cat's two pair (queens and nines). Hand low: Ann's 8-7-6-4-A, the only one.
// - Best high: Cat's four nines; best low: Ben's wheel.

const DOUBLE_BOARD: &str = "1.f1=Ah 1.f2=Kd 1.f3=Qc 1.t=2s 1.r=3h 2.f1=9d 2.f2=9c 2.f3=Ts 2.t=Jh 2.r=Kc";
const DOUBLE_BOARD_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "As 4h 6c 7d 8s", 100), ("Ben", "4c 5d Kh Ks Jd", 100), ("Cat", "9h 9s Qs Qh 4d", 100)];

fn double_board(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: DOUBLE_BOARD, players: DOUBLE_BOARD_PLAYERS }.resolve()
}

#[test]
fn guide_double_board_best_high_best_low_splits_the_pot() {
    // Two stacks of 150: Cat's best high, Ben's best low.
    double_board("double-board/best-high-best-low", 0)
        .check(&[&["Cat"], &["Ben"]], &[("Ben", 150), ("Cat", 150)]);
}

#[test]
fn guide_double_board_high_high_hand_most_points_takes_the_pot() {
    // Board 1 Ben, board 2 Cat, hand Cat: Cat 2 points to 1, all 300.
    double_board("double-board/high-high-hand", 0).check(&[&["Ben"], &["Cat"], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_double_board_best_high_best_low_hand_is_three_points() {
    // Best high Cat, best low Ben, hand Cat: Cat 2, Ben 1.
    double_board("double-board/best-high-best-low-hand", 0)
        .check(&[&["Cat"], &["Ben"], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_double_board_five_points_unqualified_low_is_not_awarded_and_equal_totals_chop() {
    // Board 1 high Ben, board 1 low Ben, board 2 high Cat, board 2 low nobody, hand Cat: 2 points
    // each. The pot 3 x 100 + 1 dead = 301 chops 151/150, the odd chip to Ben (first of the two
    // clockwise from the button's left: Ann is seat 0, Ben 1, Cat 2).
    double_board("double-board/high-low-high-low-hand", 1)
        .check(&[&["Ben"], &["Ben"], &["Cat"], &[], &["Cat"]], &[("Ben", 151), ("Cat", 150)]);
}

#[test]
fn guide_double_board_six_points_low_hand_point_alone_does_not_win() {
    // As the five points, plus the low hand point to Ann: Ben 2, Cat 2, Ann 1. Ben and Cat chop 300.
    double_board("double-board/high-low-high-low-high-hand-low-hand", 0)
        .check(&[&["Ben"], &["Ben"], &["Cat"], &[], &["Cat"], &["Ann"]], &[("Ben", 150), ("Cat", 150)]);
}

// ---------------------------------------------------------------------------------------------
// Triple board. 52 cards, 15 board cards, 7 seats: 37 / 7 = 5 hole cards each.
//
// Board 1: Ah Kd 7c 2s 3h. Board 2: Qd Qc 9s 4h Jc. Board 3: Ts 8d 6h 5c Kh.
// Ann As Ac Kc Qh 3d, Ben Qs 4d 5s 8h 8s, Cat 7d 7h 9c Td Jd.
// - Board 1: Ben's 4d 5s + A 2 3, a wheel, beats Ann's three aces and Cat's three sevens.
// - Board 2: Ben's Qs 4d + Qd Qc 4h, queens full, beats Ann's three queens.
// - Board 3: Cat's 7d 9c + T 8 6, a ten-high straight, beats Ben's three eights.
// - Hand: Ann's pair of aces beats Ben's eights and Cat's sevens. Hand low: nobody (every hand
//   has a pair or a card above eight).
// Tilt (board 1 must use 7c, board 2 the turn 4h, board 3 the river Kh):
// - Board 1: Ben's wheel needs A 2 3, without the 7c: not allowed. Ann's As Ac + Ah 7c K, three
//   aces, beats Cat's three sevens.
// - Board 2: Ben's queens full uses 4h: still Ben.
// - Board 3: Cat's straight needs T 8 6 and not Kh: not allowed; Ben's 8h 8s + 8d Kh T, three
//   eights, beats Ann's aces and Cat's tens.
// - The tilt cards 7c 4h Kh: Cat's 7d 7h make three sevens.

const TRIPLE_BOARD: &str = "1.f1=Ah 1.f2=Kd 1.f3=7c 1.t=2s 1.r=3h 2.f1=Qd 2.f2=Qc 2.f3=9s 2.t=4h 2.r=Jc \
                            3.f1=Ts 3.f2=8d 3.f3=6h 3.t=5c 3.r=Kh";
const TRIPLE_BOARD_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "As Ac Kc Qh 3d", 100), ("Ben", "Qs 4d 5s 8h 8s", 100), ("Cat", "7d 7h 9c Td Jd", 100)];

fn triple_board(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 7, dead, board: TRIPLE_BOARD, players: TRIPLE_BOARD_PLAYERS }.resolve()
}

#[test]
fn guide_triple_board_high_high_high_two_boards_beat_one() {
    // Ben 2 points, Cat 1.
    triple_board("triple-board/high-high-high", 0).check(&[&["Ben"], &["Ben"], &["Cat"]], &[("Ben", 300)]);
}

#[test]
fn guide_triple_board_high_high_high_hand_four_points() {
    // Ben 2, Cat 1, Ann 1 (hand).
    triple_board("triple-board/high-high-high-hand", 0)
        .check(&[&["Ben"], &["Ben"], &["Cat"], &["Ann"]], &[("Ben", 300)]);
}

#[test]
fn guide_triple_board_balance_low_hand_point_nobody_qualifies() {
    // Ben 2, Cat 1, Ann 1, low hand nobody.
    triple_board("triple-board/balance", 0)
        .check(&[&["Ben"], &["Ben"], &["Cat"], &["Ann"], &[]], &[("Ben", 300)]);
}

#[test]
fn guide_tilt_board_one_must_use_the_third_flop_card_and_board_three_the_river() {
    // Tilt 3: board 1 Ann (Ben's wheel would not use 7c), board 2 Ben, board 3 Ben (Cat's straight
    // would not use Kh). Ben 2 points.
    triple_board("triple-board/tilt-3", 0).check(&[&["Ann"], &["Ben"], &["Ben"]], &[("Ben", 300)]);
}

#[test]
fn guide_tilt_five_points_hand_and_tilt_cards_points_make_a_chop() {
    // Boards Ann, Ben, Ben; hand Ann; tilt cards Cat. Ann 2, Ben 2, Cat 1: Ann and Ben chop
    // 3 x 100 + 1 dead = 301, the odd chip to Ann (first left of the button).
    triple_board("triple-board/tilt-5", 1)
        .check(&[&["Ann"], &["Ben"], &["Ben"], &["Ann"], &["Cat"]], &[("Ann", 151), ("Ben", 150)]);
}

#[test]
fn guide_dynamic_points_a_board_winner_takes_every_point_allocated_to_it() {
    // Picks: Ann boards 1 and 3, Ben 2 and 3, Cat 2 and 3. Board 1 (Ann alone, 1 point): Ann.
    // Board 2 (Ben and Cat, 2 points): Ben's queens full. Board 3 (all three, 3 points): Cat's
    // straight. Hand: Ann. Ann 2, Ben 2, Cat 3: Cat takes 300.
    let mut file = Table {
        game: "triple-board/dynamic-points",
        options: &[],
        seats: 7,
        dead: 0,
        board: TRIPLE_BOARD,
        players: TRIPLE_BOARD_PLAYERS,
    }
    .file();
    for (player, picks) in file.players.iter_mut().zip([vec![1, 3], vec![2, 3], vec![2, 3]]) {
        player.picks = picks;
    }
    let outcome = Table::resolve_file(&file);
    outcome.check(&[&["Ann"], &["Ben"], &["Cat"], &["Ann"]], &[("Cat", 300)]);
    assert_eq!(
        outcome.report.points.iter().map(|p| p.worth).collect::<Vec<_>>(),
        vec![1, 2, 3, 1],
        "points allocated"
    );
}

#[test]
fn guide_triple_board_floater_is_usable_on_every_board() {
    // The floater F = 7s (52 - 16 board cards = 36, 7 seats: 5 each) plays with every board. On
    // board 1 (Ah Kd 7c 2s 3h + 7s) Cat's 7d 7h + 7c 7s + A is four sevens, beating Ben's wheel.
    // Boards 2 and 3 stay Ben's queens full and Cat's straight. Cat 2 points, Ben 1.
    let board = format!("{TRIPLE_BOARD} F=7s");
    let t = Table {
        game: "triple-board/high-high-high",
        options: &[("floater", "on")],
        seats: 7,
        dead: 0,
        board: &board,
        players: TRIPLE_BOARD_PLAYERS,
    };
    t.resolve().check(&[&["Cat"], &["Ben"], &["Cat"]], &[("Cat", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Regressions.

#[test]
fn guide_dynamic_points_a_folded_player_does_not_forfeit() {
    // Only players still in choose boards at showdown. Dan folded without picking: he has nothing to
    // forfeit, and the report must not say he forfeits. (It did: picks were checked for every seat.)
    let mut file = Table {
        game: "triple-board/dynamic-points",
        options: &[],
        seats: 7,
        dead: 0,
        board: TRIPLE_BOARD,
        players: TRIPLE_BOARD_PLAYERS,
    }
    .file();
    for (player, picks) in file.players.iter_mut().zip([vec![1, 3], vec![2, 3], vec![2, 3]]) {
        player.picks = picks;
    }
    let outcome = Table::resolve_file(&file);
    assert_eq!(outcome.report.forfeits, vec![], "nobody still in picked wrongly");
    // Ann picks one board only: she forfeits, and Ben and Cat play for everything. Board 1: nobody
    // (worth nothing). Board 2 (Ben, Cat): Ben, 2 points. Board 3 (Ben, Cat): Cat, 2 points.
    // Hand: Ben's eights beat Cat's sevens (Ann's aces are out). Ben 3, Cat 2: Ben takes 300.
    file.players[0].picks = vec![3];
    let outcome = Table::resolve_file(&file);
    assert_eq!(outcome.report.forfeits.iter().map(|f| f.0).collect::<Vec<_>>(), vec![0]);
    outcome.check(&[&[], &["Ben"], &["Cat"], &["Ben"]], &[("Ben", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Properties over random hands of every game.

/// Random hands of every game (three or more players, to keep the brute force quick), each with its
/// file.
fn random_files(per_game: usize, seed: u64) -> Vec<HandFile> {
    let mut rng = XorShift::new(seed);
    let mut out = Vec::new();
    for game in Catalogue::builtin().games() {
        for h in 0..per_game {
            let options = random_options(&mut rng, game.id());
            let (lo, hi) = game.spec().players;
            let n = (lo.max(3) + rng.below(hi - lo.max(3) + 1)).min(hi);
            let (_, deal) = random_deal(&mut rng, game.id(), &options, n, Style::ALL[h % Style::ALL.len()]);
            out.push(deal.file);
        }
    }
    out
}

#[test]
fn property_a_player_who_folds_or_forfeits_never_wins() {
    for file in random_files(6, 21) {
        let outcome = Table::resolve_file(&file);
        for (seat, player) in file.players.iter().enumerate() {
            let forfeited = outcome.report.forfeits.iter().any(|f| f.0 == seat);
            if player.folded || forfeited {
                assert_eq!(outcome.report.payouts[seat], 0, "{} won chips\n{}", player.name, file.to_json());
                for pot in &outcome.report.pots {
                    assert!(
                        !pot.eligible.contains(&seat),
                        "{} contests a pot\n{}",
                        player.name,
                        file.to_json()
                    );
                }
            }
        }
    }
}

#[test]
fn property_chips_are_conserved_in_every_pot_and_in_the_json_report() {
    for file in random_files(6, 22) {
        let hand = file.to_hand(Catalogue::builtin()).unwrap();
        let report = hand.resolve();
        let put_in: u64 = hand.seats.iter().map(|s| s.contributed).sum();
        assert_eq!(report.payouts.iter().sum::<u64>(), put_in, "{}", file.to_json());
        if !report.pots.is_empty() {
            assert_eq!(report.pots.iter().map(|p| p.chips).sum::<u64>(), put_in, "{}", file.to_json());
        }
        for pot in &report.pots {
            let paid: u64 = pot.award.payouts.iter().map(|p| p.1).sum();
            assert_eq!(paid, pot.chips, "a pot pays out exactly its chips\n{}", file.to_json());
            for cut in &pot.award.cuts {
                assert_eq!(cut.shares.iter().map(|s| s.1).sum::<u64>(), cut.chips, "{}", file.to_json());
            }
        }
        let json = cap::engine::hand_file::report_json(&hand, &report);
        let money: u64 = json["payouts"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
        assert_eq!(money, put_in * file.chip, "the JSON report pays out every chip, in money");
    }
}

#[test]
fn property_rotating_the_seats_with_the_button_only_rotates_the_payouts() {
    for file in random_files(4, 23) {
        let base = Table::resolve_file(&file);
        let by_name = |o: &Outcome| -> BTreeMap<String, u64> {
            o.names.iter().cloned().zip(o.report.payouts.iter().copied()).collect()
        };
        let winners_by_name = |o: &Outcome| -> Vec<Vec<Vec<String>>> {
            o.report
                .pots
                .iter()
                .map(|p| {
                    p.components
                        .iter()
                        .map(|c| {
                            let mut w: Vec<String> = c.winners.iter().map(|&s| o.names[s].clone()).collect();
                            w.sort();
                            w
                        })
                        .collect()
                })
                .collect()
        };
        let n = file.players.len();
        for r in 1..n {
            let mut rotated = file.clone();
            rotated.players.rotate_left(r);
            rotated.button = (file.button + n - r) % n;
            let turned = Table::resolve_file(&rotated);
            assert_eq!(by_name(&turned), by_name(&base), "rotated by {r}\n{}", file.to_json());
            assert_eq!(
                winners_by_name(&turned),
                winners_by_name(&base),
                "rotated by {r}\n{}",
                file.to_json()
            );
        }
    }
}
