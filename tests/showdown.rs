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
pub struct Table<'a> {
    pub game: &'a str,
    pub options: &'a [(&'a str, &'a str)],
    /// Seats at the table; those beyond `players` folded, show no cards and put in nothing except
    /// the first, who put in `dead`.
    pub seats: usize,
    pub dead: u64,
    /// `"1.f1=Ah 1.f2=Kd ..."`.
    pub board: &'a str,
    /// Name, hole cards, chips put in.
    pub players: &'a [(&'a str, &'a str, u64)],
}

impl Table<'_> {
    pub fn file(&self) -> HandFile {
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
                ..Default::default()
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
                ..Default::default()
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
            betting: None,
            deal: None,
        }
    }

    pub fn resolve_file(file: &HandFile) -> Outcome {
        let hand = file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| panic!("{}: {e}", file.game.id()));
        let report = hand.resolve();
        Outcome { names: hand.seats().iter().map(|s| s.name.clone()).collect(), report }
    }

    pub fn resolve(&self) -> Outcome {
        Self::resolve_file(&self.file())
    }
}

pub struct Outcome {
    pub names: Vec<String>,
    pub report: ShowdownReport,
}

impl Outcome {
    /// Each point's winners in the main pot, by name, in calculation order.
    pub fn winners(&self) -> Vec<Vec<&str>> {
        self.report.pots[0]
            .components
            .iter()
            .map(|c| c.winners.iter().map(|&s| self.names[s].as_str()).collect())
            .collect()
    }

    /// Who won something, and how much, in seat order.
    pub fn payouts(&self) -> Vec<(&str, u64)> {
        self.report
            .payouts
            .iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(s, &c)| (self.names[s].as_str(), c))
            .collect()
    }

    /// How the report describes `name`'s best hand for the point at `index`, or `None`.
    pub fn described(&self, index: usize, name: &str) -> Option<&str> {
        let seat = self.names.iter().position(|n| n == name).expect("a player at the table");
        self.report.points[index].hands[seat].as_ref().map(|h| h.description.as_str())
    }

    pub fn check(&self, winners: &[&[&str]], payouts: &[(&str, u64)]) {
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

#[test]
fn a_report_hands_out_each_winners_hand_without_expect() {
    // The hi-lo hand above: Ann's aces win the high; Ann and Cat tie the low.
    let t = Table {
        game: "omaha/high-low-8",
        options: &[],
        seats: 4,
        dead: 1,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d",
        players: &[("Ann", "As Ad 3c 4c", 100), ("Ben", "5h 6s 7s 8s", 100), ("Cat", "3s 4d 9c 9d", 100)],
    };
    let o = t.resolve();
    let won = |k: usize| -> Vec<(usize, String)> {
        o.report.points[k].winning_hands().into_iter().map(|(s, h)| (s, h.best.cards.to_string())).collect()
    };
    assert_eq!(won(0).iter().map(|w| w.0).collect::<Vec<_>>(), [0], "Ann's high");
    assert_eq!(won(1).iter().map(|w| w.0).collect::<Vec<_>>(), [0, 2], "Ann and Cat tie the low");
    assert!(won(0)[0].1.contains("As") && won(0)[0].1.contains("Ad"), "{:?}", won(0));
    // Ben's 7-6-5-2-A low is his hand but not a winner's; a seat with no hand gives nothing.
    assert_eq!(o.report.points[1].with_hands(&[1, 7]).len(), 1);
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
    // In calculation order (board points, then the hand point last): boards Ann, Ben, Ben; tilt
    // cards Cat; hand Ann. Ann 2, Ben 2, Cat 1: Ann and Ben chop 3 x 100 + 1 dead = 301, the odd
    // chip to Ann (first left of the button).
    let outcome = triple_board("triple-board/tilt-5", 1);
    outcome.check(&[&["Ann"], &["Ben"], &["Ben"], &["Cat"], &["Ann"]], &[("Ann", 151), ("Ben", 150)]);
    let labels: Vec<&str> = outcome.report.points.iter().map(|p| p.label.as_str()).collect();
    assert_eq!(labels, ["Board 1 high", "Board 2 high", "Board 3 high", "Tilt cards high", "Hand"]);
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
                // They win nothing: at most chips that nobody still contesting matched come back.
                let back: u64 = outcome
                    .report
                    .pots
                    .iter()
                    .filter(|p| p.eligible.is_empty())
                    .flat_map(|p| p.award.payouts.iter().filter(|s| s.0 == seat).map(|s| s.1))
                    .sum();
                assert_eq!(
                    outcome.report.payouts[seat],
                    back,
                    "{} won chips\n{}",
                    player.name,
                    file.to_json()
                );
                assert!(back <= player.contributed, "{} got back more than they put in", player.name);
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
        let put_in: u64 = hand.seats().iter().map(|s| s.contributed).sum();
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

// ---------------------------------------------------------------------------------------------
// Social distancing. 52 - 8 = 44 cards, 8 seats: 5 each.
//
// Line: Ah Kh Qh 7c 2c 8d 3s 9d (L1..L8). Ben Jh Th 5s 5h 6h, Ann As Ad 4d 5d 6c, Cat 9h 9s Kd Ks 2d.
// - High: Ben's royal flush needs Ah Kh Qh, three touching cards: not allowed, and no three hearts
//   are apart. His Jh Th + Q (L3) 9 (L8) 8 (L6), no two touching, is a queen-high straight, beating
//   Cat's three kings and Ann's three aces.
// - Low: Ann's 4d 5d + A (L1) 2 (L5) 3 (L7), apart, is the wheel. Cat has one low card.
// - Hand: Cat's kings and nines.

const LINE: &str = "L1=Ah L2=Kh L3=Qh L4=7c L5=2c L6=8d L7=3s L8=9d";
const LINE_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "As Ad 4d 5d 6c", 100), ("Ben", "Jh Th 5s 5h 6h", 100), ("Cat", "9h 9s Kd Ks 2d", 100)];

fn line(game: &str) -> Outcome {
    Table { game, options: &[], seats: 8, dead: 0, board: LINE, players: LINE_PLAYERS }.resolve()
}

#[test]
fn guide_social_distancing_three_touching_cards_make_no_royal_flush() {
    line("social-distancing/high").check(&[&["Ben"]], &[("Ben", 300)]);
}

#[test]
fn guide_social_distancing_high_low_uses_distancing_for_the_low_too() {
    // 150 for Ben's high, 150 for Ann's wheel (A, 2, 3 at L1, L5, L7).
    line("social-distancing/high-low").check(&[&["Ben"], &["Ann"]], &[("Ann", 150), ("Ben", 150)]);
}

#[test]
fn guide_social_distancing_high_low_hand_one_point_each_chops_three_ways() {
    line("social-distancing/high-low-hand")
        .check(&[&["Ben"], &["Ann"], &["Cat"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

// ---------------------------------------------------------------------------------------------
// Wheel. 52 - 8 = 44 cards, 8 seats: 5 each. W1..W8 clockwise; W8 touches W1.
//
// Wheel: Ah Kh Qh 2c 7d 3s 9c 4d. Ann Jh Th 5s 6s 8s, Ben As Ad 9h 9d Kd, Cat 4h 5c Js Ts 8h.
// - Social distancing high: Ann's royal cards touch, but her 5s 6s + 2 (W4) 3 (W6) 4 (W8), no two
//   touching, make a six-high straight, beating Cat's wheel (4h 5c + A 2 3 at W1 W4 W6) and Ben's
//   three aces.
// - Social distancing low: Cat's wheel, 5-4-3-2-A, beats Ann's 6-5-3-2-A.
// - Contact tracing high: Ann's Jh Th + Ah Kh Qh, three in a row (W1 W2 W3): a royal flush.
// - Contact tracing low: the only run of three low cards is 2 7 3 (W4 W5 W6); Cat's 4 5 make
//   7-5-4-3-2, Ann's best 7-6-5-3-2.
// - Hand: Ben's aces and nines.

const WHEEL: &str = "W1=Ah W2=Kh W3=Qh W4=2c W5=7d W6=3s W7=9c W8=4d";
const WHEEL_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Jh Th 5s 6s 8s", 100), ("Ben", "As Ad 9h 9d Kd", 100), ("Cat", "4h 5c Js Ts 8h", 100)];

fn wheel(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: WHEEL, players: WHEEL_PLAYERS }.resolve()
}

#[test]
fn guide_wheel_contact_tracing_uses_three_consecutive_cards_and_social_distancing_none_touching() {
    // Distancing Ann (the six-high straight), tracing Ann (the royal flush), hand Ben: Ann 2 points
    // takes 3 x 100 + 1 dead = 301.
    wheel("wheel/high-sd-high-ct-hand", 1).check(&[&["Ann"], &["Ann"], &["Ben"]], &[("Ann", 301)]);
}

#[test]
fn guide_wheel_five_points() {
    // Ann 2 (both highs), Cat 2 (both lows), Ben 1: Ann and Cat chop 300.
    wheel("wheel/high-low-sd-high-low-ct-hand", 0)
        .check(&[&["Ann"], &["Cat"], &["Ann"], &["Cat"], &["Ben"]], &[("Ann", 150), ("Cat", 150)]);
}

#[test]
fn guide_wheel_high_low_social_distancing_and_hand() {
    // Ann, Cat, Ben: one each, 100 each.
    wheel("wheel/high-low-sd-hand", 0)
        .check(&[&["Ann"], &["Cat"], &["Ben"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

#[test]
fn guide_wheel_high_low_contact_tracing_and_hand() {
    // Ann, Cat, Ben: one each, 100 each.
    wheel("wheel/high-low-ct-hand", 0)
        .check(&[&["Ann"], &["Cat"], &["Ben"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

// ---------------------------------------------------------------------------------------------
// Pandemic. 52 - 9 = 43 cards, 8 seats: 5 each.
//
//   Ah Kh 2c
//   Qh 7d 3s
//   9c 4d Js
// Ann Jh Th 5s 6s 8s, Ben As Ad 9h 9d Kd, Cat 4h 5c Jc Tc 8h.
// - Social distancing high: 9c 7d Js run corner to centre to corner, touching only diagonally, so
//   Ann's Th 8s and Cat's Tc 8h both make J-T-9-8-7 and tie, beating Ben's three aces (As Ad + Ah
//   with 9c and Js). The straight K Q J T 9 would need 9c, which shares an edge with Qh.
// - Social distancing low (no shared edges): A 2 4 (r1c1 r1c3 r3c2) with Ann's 5 6: 6-5-4-2-A;
//   Cat's best is 7-5-4-2-A (A 2 7, touching diagonally only).
// - Contact tracing high: Ah Kh Qh form an L: Ann's royal flush.
// - Contact tracing low: 2 3 7 (an L: r1c3 r2c3 r2c2) with Cat's 4 5: 7-5-4-3-2, beating Ann's
//   7-6-5-3-2.
// - Hand: Ben's aces and nines.

const GRID: &str = "r1c1=Ah r1c2=Kh r1c3=2c r2c1=Qh r2c2=7d r2c3=3s r3c1=9c r3c2=4d r3c3=Js";
const GRID_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Jh Th 5s 6s 8s", 100), ("Ben", "As Ad 9h 9d Kd", 100), ("Cat", "4h 5c Jc Tc 8h", 100)];

fn pandemic(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: GRID, players: GRID_PLAYERS }.resolve()
}

#[test]
fn guide_pandemic_contact_tracing_may_be_an_l_shape() {
    // Distancing high Ann and Cat (1/2 each), tracing high Ann (the L), hand Ben: Ann 1 1/2 wins.
    pandemic("pandemic/high-sd-high-ct-hand", 0)
        .check(&[&["Ann", "Cat"], &["Ann"], &["Ben"]], &[("Ann", 300)]);
}

#[test]
fn guide_pandemic_five_points_a_tied_point_gives_each_half() {
    // Ann 1/2 + 1 + 1 = 2 1/2, Cat 1/2 + 1 = 1 1/2, Ben 1: Ann takes 3 x 100 + 1 dead = 301.
    pandemic("pandemic/high-low-sd-high-low-ct-hand", 1)
        .check(&[&["Ann", "Cat"], &["Ann"], &["Ann"], &["Cat"], &["Ben"]], &[("Ann", 301)]);
}

#[test]
fn guide_pandemic_social_distancing_allows_diagonal_touching() {
    // Distancing high Ann and Cat, distancing low Ann (A 2 4 touch at most diagonally), hand Ben:
    // Ann 1 1/2, Ben 1, Cat 1/2.
    pandemic("pandemic/high-low-sd-hand", 0).check(&[&["Ann", "Cat"], &["Ann"], &["Ben"]], &[("Ann", 300)]);
}

#[test]
fn guide_pandemic_high_low_contact_tracing_and_hand() {
    // Ann, Cat, Ben: 100 each.
    pandemic("pandemic/high-low-ct-hand", 0)
        .check(&[&["Ann"], &["Cat"], &["Ben"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

// ---------------------------------------------------------------------------------------------
// F1. 52 - 9 = 43 cards, 8 seats: 5 each. Every hand uses the common flop card C.
//
// C 3h. Board 1: Ah Kd | Kc 8s. Board 2: 9c 9h | Td 2s. Ann Ks Qd Jc 4d 5c, Ben 9s 9d 6c 7c 2d,
// Cat As Ac Qh Th 4h.
// - Board 1 high: Cat's As Ac + 3h Ah K: three aces, beating Ann's three kings (Ks + Kd Kc + 3h).
// - Board 1 low: the board's low cards are 3h (which must play), Ah, 8s: Ann's 4 5 make 8-5-4-3-A,
//   better than Ben's 8-6-3-2-A.
// - Board 2 high: Ben's 9s 9d + 9c 9h + 3h: four nines. Board 2 low: only two low cards, none.
// - Hand: Cat's aces. Hand low: none.
// - Best high: Ben's four nines. Best low: Ann's.

const F1: &str = "C=3h 1.t1=Ah 1.t2=Kd 1.r1=Kc 1.r2=8s 2.t1=9c 2.t2=9h 2.r1=Td 2.r2=2s";
const F1_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Ks Qd Jc 4d 5c", 100), ("Ben", "9s 9d 6c 7c 2d", 100), ("Cat", "As Ac Qh Th 4h", 100)];

fn f1(game: &str) -> Outcome {
    Table { game, options: &[], seats: 8, dead: 0, board: F1, players: F1_PLAYERS }.resolve()
}

#[test]
fn guide_f1_best_high_best_low_the_common_card_plays_in_every_low() {
    f1("f1/best-high-best-low").check(&[&["Ben"], &["Ann"]], &[("Ann", 150), ("Ben", 150)]);
}

#[test]
fn guide_f1_high_high_hand() {
    // Board 1 Cat, board 2 Ben, hand Cat.
    f1("f1/high-high-hand").check(&[&["Cat"], &["Ben"], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_f1_best_high_best_low_hand_one_point_each() {
    f1("f1/best-high-best-low-hand")
        .check(&[&["Ben"], &["Ann"], &["Cat"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

#[test]
fn guide_f1_high_low_high_low_hand() {
    // Cat 2 (board 1 high, hand), Ann 1, Ben 1, board 2 low nobody.
    f1("f1/high-low-high-low-hand").check(&[&["Cat"], &["Ann"], &["Ben"], &[], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_f1_six_points() {
    f1("f1/high-low-high-low-high-hand-low-hand")
        .check(&[&["Cat"], &["Ann"], &["Ben"], &[], &["Cat"], &[]], &[("Cat", 300)]);
}

// ---------------------------------------------------------------------------------------------
// F1 square. 52 - 10 = 42 cards, 8 seats: 5 each. Three board cards, at least one of them common.
//
// CF 2c, CR Kh. Board 1: As Ad 7s 8s. Board 2: Qd Qc Js Td. Ann 9s Ts 4h 5d 3c, Ben Ac Kc 6d 6h 9d,
// Cat Qh Qs Jh 3d 4d.
// - Board 1 high: Ben's Ac Kc + As Ad Kh: aces full. Ann's spade flush would need As 7s 8s and no
//   common card: not allowed.
// - Board 1 low: 2c must be the common card (Kh is not low): 2 A 7 with 4 3 makes 7-4-3-2-A for
//   both Ann and Cat (a tie); Ben's best is 8-7-6-2-A.
// - Board 2 high: Cat's Qh Qs + Qd Qc Kh: four queens. Ben's A-K-Q-J-T would use no common card.
// - Board 2 low: none. Hand: Cat's queens. Hand low: none.

const F1_SQUARE: &str = "CF=2c CR=Kh 1.f=As 1.t1=Ad 1.t2=7s 1.r=8s 2.f=Qd 2.t1=Qc 2.t2=Js 2.r=Td";
const F1_SQUARE_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "9s Ts 4h 5d 3c", 100), ("Ben", "Ac Kc 6d 6h 9d", 100), ("Cat", "Qh Qs Jh 3d 4d", 100)];

fn f1_square(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: F1_SQUARE, players: F1_SQUARE_PLAYERS }.resolve()
}

#[test]
fn guide_f1_square_odd_chip_goes_to_the_high_stack_and_a_tied_low_is_shared() {
    // 301: high stack 151 (earliest stack) to Cat's four queens; low stack 150 cut 75/75 between
    // Ann and Cat. Cat 151 + 75 = 226, Ann 75.
    f1_square("f1-square/best-high-best-low", 1)
        .check(&[&["Cat"], &["Ann", "Cat"]], &[("Ann", 75), ("Cat", 226)]);
}

#[test]
fn guide_f1_square_one_common_card_must_be_used() {
    // Board 1 Ben, board 2 Cat, hand Cat.
    f1_square("f1-square/high-high-hand", 0).check(&[&["Ben"], &["Cat"], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_f1_square_tied_point_gives_each_half() {
    // Best high Cat 1, best low Ann 1/2 and Cat 1/2, hand Cat 1: Cat 2 1/2.
    f1_square("f1-square/best-high-best-low-hand", 0)
        .check(&[&["Cat"], &["Ann", "Cat"], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_f1_square_high_low_high_low_hand() {
    // Ben 1, Ann 1/2, Cat 1/2 + 1 + 1.
    f1_square("f1-square/high-low-high-low-hand", 0)
        .check(&[&["Ben"], &["Ann", "Cat"], &["Cat"], &[], &["Cat"]], &[("Cat", 300)]);
}

#[test]
fn guide_f1_square_six_points() {
    f1_square("f1-square/high-low-high-low-high-hand-low-hand", 0)
        .check(&[&["Ben"], &["Ann", "Cat"], &["Cat"], &[], &["Cat"], &[]], &[("Cat", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Double bullseye. 52 - 10 = 42 cards, 8 seats: 5 each. Main board: a row, column or diagonal of
// the square plus two hole cards; bullseyes: r2c2 or B plus four hole cards, or both plus three.
//
//   Ah Kh Qh
//   7c 2d 8s    B 2h
//   3s 9d 4c
// Ann Jh Th 5s 6s 9s, Ben 2s 2c 4d Ks Kc, Cat 3h 5c 6d 7h Kd.
// - Main board high: Ann's Jh Th + Ah Kh Qh (the top row): a royal flush.
// - Main board low: the diagonal Ah 2d 4c with Cat's 3h 5c: the wheel, beating Ann's 6-5-4-2-A
//   (5s 6s on the same diagonal) and Ben's 7-4-3-2-A (4d 2s + Ah 7c 3s).
// - Bullseyes high: Ben's 2s 2c + both bullseyes 2d 2h + Ks: four deuces. (Nobody else beats a pair
//   of deuces there.)
// - Bullseyes low: one deuce and four low hole cards: only Cat's 3h 5c 6d 7h, 7-6-5-3-2. Ann holds
//   two low cards; Ben's low cards are 2 2 4.
// - Hand: Ben's kings and deuces. Ann J-high, Cat K-high.
// - Best high: Ann's royal flush beats Ben's four deuces. Best low: Cat's wheel.

const BULLSEYE: &str = "r1c1=Ah r1c2=Kh r1c3=Qh r2c1=7c r2c2=2d r2c3=8s r3c1=3s r3c2=9d r3c3=4c B=2h";
const BULLSEYE_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Jh Th 5s 6s 9s", 100), ("Ben", "2s 2c 4d Ks Kc", 100), ("Cat", "3h 5c 6d 7h Kd", 100)];

fn bullseye(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: BULLSEYE, players: BULLSEYE_PLAYERS }.resolve()
}

#[test]
fn guide_double_bullseye_best_high_takes_the_best_of_the_main_board_and_the_bullseyes() {
    // 3 x 100 + 1 dead = 301: the high stack, first in calculation order, takes the odd chip: 151 to
    // Ann's royal flush (over Ben's bullseye four deuces), 150 to Cat's wheel.
    let outcome = bullseye("double-bullseye/best-high-best-low", 1);
    outcome.check(&[&["Ann"], &["Cat"]], &[("Ann", 151), ("Cat", 150)]);
    let ben = outcome.described(0, "Ben").expect("Ben's best high");
    assert!(ben.to_lowercase().contains("four"), "Ben's best high is his bullseye four deuces: {ben}");
}

#[test]
fn guide_double_bullseye_high_high_hand_bullseye_point_uses_both_bullseyes() {
    // Main board Ann, bullseyes Ben (2s 2c + 2d 2h: both bullseyes and three hole cards), hand Ben:
    // Ben 2 points to 1 takes 300.
    let outcome = bullseye("double-bullseye/high-high-hand", 0);
    outcome.check(&[&["Ann"], &["Ben"], &["Ben"]], &[("Ben", 300)]);
    let fours = outcome.described(1, "Ben").expect("Ben's bullseye hand");
    assert!(fours.to_lowercase().contains("four"), "{fours}");
}

#[test]
fn guide_double_bullseye_best_high_best_low_hand_one_point_each_chops_three_ways() {
    // Ann (royal flush), Cat (wheel), Ben (hand): 1 point each. 3 x 100 + 1 dead = 301 chops three
    // ways, 100 each and the odd chip to Ann, first left of the button.
    bullseye("double-bullseye/best-high-best-low-hand", 1)
        .check(&[&["Ann"], &["Cat"], &["Ben"]], &[("Ann", 101), ("Ben", 100), ("Cat", 100)]);
    // The guide's "wins half the pot ... plus a third point" is read as 3 points (docs/rules.md):
    // with Jc Tc instead of Jh Th, Ann's best is a straight, Ben's bullseye four deuces win the best
    // high and his kings the hand: 2 points to Cat's 1, and Ben takes all 301 (not a share).
    let players = [("Ann", "Jc Tc 5s 6s 9s", 100), BULLSEYE_PLAYERS[1], BULLSEYE_PLAYERS[2]];
    let game = "double-bullseye/best-high-best-low-hand";
    Table { game, options: &[], seats: 8, dead: 1, board: BULLSEYE, players: &players }
        .resolve()
        .check(&[&["Ben"], &["Cat"], &["Ben"]], &[("Ben", 301)]);
}

#[test]
fn guide_double_bullseye_five_points_the_main_board_is_scored_before_the_bullseyes() {
    // Calculation order: main high Ann, main low Cat, bullseyes high Ben, bullseyes low Cat, hand
    // Ben. Ben 2, Cat 2, Ann 1: Ben and Cat chop 3 x 100 + 1 dead = 301, 151 to Ben (seat 1, first
    // of the two left of the button) and 150 to Cat.
    bullseye("double-bullseye/high-low-high-low-hand", 1)
        .check(&[&["Ann"], &["Cat"], &["Ben"], &["Cat"], &["Ben"]], &[("Ben", 151), ("Cat", 150)]);
}

// ---------------------------------------------------------------------------------------------
// Bomba. 52 - 11 = 41 cards, 8 seats: 5 each. Two hole cards, two cards of one vertical line,
// one river.
//
//   Ah Kh 9s
//   7c 8d 4d
//   2s 3c 6c
//   R1 Qh, R2 5c
// Ann Jh Th Jc Tc 6d, Ben Kd Ks Jd 9c 7h, Cat 3h 6s 8h 8s Qd.
// - High: Ann's royal flush would take Ah (line 1) and Kh (line 2): two lines, not allowed, and no
//   line holds two hearts. Her best is a pair of jacks (Jh Jc + Ah 7c + Qh). Ben's Kd Ks + Kh 8d
//   + Qh: three kings, beating Cat's three eights (8h 8s + 8d Kh + Qh).
// - Low: Cat's 3h 6s + Ah 2s (line 1) + 5c: 6-5-3-2-A. Ann and Ben hold one low card each.
// - Hand: Ann's jacks and tens beat Ben's kings and Cat's eights.

const BOMBA: &str = "r1c1=Ah r2c1=7c r3c1=2s r1c2=Kh r2c2=8d r3c2=3c r1c3=9s r2c3=4d r3c3=6c R1=Qh R2=5c";
const BOMBA_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Jh Th Jc Tc 6d", 100), ("Ben", "Kd Ks Jd 9c 7h", 100), ("Cat", "3h 6s 8h 8s Qd", 100)];

fn bomba(game: &str, board: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board, players: BOMBA_PLAYERS }.resolve()
}

#[test]
fn guide_bomba_two_cards_from_different_vertical_lines_make_no_royal_flush() {
    // 3 x 100 + 1 dead = 301: high stack 151 (the earliest stack) to Ben's three kings, low 150 to
    // Cat.
    let outcome = bomba("bomba/best-high-best-low", BOMBA, 1);
    outcome.check(&[&["Ben"], &["Cat"]], &[("Ben", 151), ("Cat", 150)]);
    let ann = outcome.described(0, "Ann").expect("Ann's high");
    assert!(ann.to_lowercase().contains("pair"), "{ann}");
}

#[test]
fn guide_bomba_best_high_best_low_hand_one_point_each() {
    // Ben (high), Cat (low), Ann (hand): 100 each.
    bomba("bomba/best-high-best-low-hand", BOMBA, 0)
        .check(&[&["Ben"], &["Cat"], &["Ann"]], &[("Ann", 100), ("Ben", 100), ("Cat", 100)]);
}

// Horizontal river: the same square with RV = 5c below the lines and RH = Qh to the right.
// Rows: Ah Kh 9s / 7c 8d 4d / 2s 3c 6c.
// - Vertical high (two of one line + 5c): Ben's Kd Ks + Kh 8d + 5c, three kings.
// - Vertical low: Cat's 3h 6s + Ah 2s + 5c, 6-5-3-2-A.
// - Horizontal high (two of one row + Qh): Ah Kh share the top row, so Ann's Jh Th + Ah Kh + Qh is
//   a royal flush here.
// - Horizontal low: Qh is not low: nobody. Hand: Ann.

const BOMBA_HORIZONTAL: &str =
    "r1c1=Ah r2c1=7c r3c1=2s r1c2=Kh r2c2=8d r3c2=3c r1c3=9s r2c3=4d r3c3=6c RV=5c RH=Qh";

#[test]
fn guide_bomba_horizontal_river_a_row_with_the_right_river_makes_the_royal_flush() {
    // Vertical Ben, horizontal Ann, hand Ann: Ann 2 points takes 300.
    bomba("bomba/horizontal-river-high-high-hand", BOMBA_HORIZONTAL, 0)
        .check(&[&["Ben"], &["Ann"], &["Ann"]], &[("Ann", 300)]);
}

#[test]
fn guide_bomba_horizontal_river_five_points_each_direction_uses_its_own_river() {
    // Vertical high Ben, vertical low Cat (with the lower river 5c), horizontal high Ann, horizontal
    // low nobody (the right river Qh is not low), hand Ann: Ann 2, Ben 1, Cat 1. Ann takes
    // 3 x 100 + 1 dead = 301.
    bomba("bomba/horizontal-river-high-low-high-low-hand", BOMBA_HORIZONTAL, 1)
        .check(&[&["Ben"], &["Cat"], &["Ann"], &[], &["Ann"]], &[("Ann", 301)]);
}

// ---------------------------------------------------------------------------------------------
// Flying rivers. 52 - 10 = 42 cards, 8 seats: 5 each. Two hole cards, two of one board's flop and
// turn, one river.
//
// Board 1: Ah 7c | Kh 2d. Board 2: Qh 9c | 3s 5d. Rivers Jh 4c.
// Ann Ts 9s 6s 6h 4d, Ben Kd Ks 7s 2s Jc, Cat Qd Qs 3h 6d 2c.
// - Ann's Ts 9s + Kh (board 1) + Qh (board 2) + Jh is a king-high straight, but takes one card from
//   each board: not allowed. Her best is a pair (nines on board 2, sixes on board 1).
// - Board 1 high: Ben's Kd Ks + Kh Ah + Jh, three kings (a flop card and a turn card).
// - Board 1 low: Cat's 3h 6d + Ah 2d + 4c, 6-4-3-2-A. Ben's 7 2 and Ann's 4 pair the board or the
//   river, and Ann has no other two low ranks.
// - Board 2 high: Cat's 6d 2c + 3s 5d + 4c, a six-high straight, beats her three queens, Ann's
//   nines and Ben's kings.
// - Board 2 low: the same 6-5-4-3-2 beats Ben's 7-5-4-3-2; Ann has none.
// - Hand: Ben's kings beat Cat's queens and Ann's sixes.
// - Best high: Cat's straight beats Ben's three kings. Best low: Cat's 6-4-3-2-A.

const FLYING: &str = "1.f1=Ah 1.f2=7c 1.t1=Kh 1.t2=2d 2.f1=Qh 2.f2=9c 2.t1=3s 2.t2=5d R1=Jh R2=4c";
const FLYING_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Ts 9s 6s 6h 4d", 100), ("Ben", "Kd Ks 7s 2s Jc", 100), ("Cat", "Qd Qs 3h 6d 2c", 100)];

fn flying(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: FLYING, players: FLYING_PLAYERS }.resolve()
}

#[test]
fn guide_flying_rivers_high_high_hand_no_hand_takes_cards_from_both_boards() {
    // Board 1 Ben, board 2 Cat (not Ann's straight across the boards), hand Ben: Ben 300.
    flying("flying-rivers/high-high-hand", 0).check(&[&["Ben"], &["Cat"], &["Ben"]], &[("Ben", 300)]);
}

#[test]
fn guide_flying_rivers_high_low_hand_takes_the_best_over_both_boards() {
    // Best high Cat (board 2's straight), best low Cat (board 1's 6-4-3-2-A), hand Ben: Cat 2 points
    // takes 3 x 100 + 1 dead = 301.
    flying("flying-rivers/high-low-hand", 1).check(&[&["Cat"], &["Cat"], &["Ben"]], &[("Cat", 301)]);
}

#[test]
fn guide_flying_rivers_five_points() {
    // Board 1 high Ben, board 1 low Cat, board 2 high Cat, board 2 low Cat, hand Ben: Cat 3 to 2.
    flying("flying-rivers/high-low-high-low-hand", 0)
        .check(&[&["Ben"], &["Cat"], &["Cat"], &["Cat"], &["Ben"]], &[("Cat", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Countdown. 52 - 10 = 42 cards, 8 seats: 5 each. Point k: the k-th row or the k-th column, with
// as many hole cards as make five.
//
//   Ah Kh Qh Jh
//   7c 8d 2s
//   9d 3c
//   4d
// Ann Th 9h 8s 7d 5c, Ben Kd Ks 8c 8h 3h, Cat 9c 9s 3d 2c 2d.
// - 4-card line (row Ah Kh Qh Jh or column Ah 7c 9d 4d, one hole card): Ann's Th, a royal flush.
// - 3-card line (row 7c 8d 2s or column Kh 8d 3c, two hole cards): Ben's Kd Ks + Kh 8d 3c, three
//   kings, beating Cat's three deuces.
// - 2-card line (row 9d 3c or column Qh 2s, three hole cards): Cat's 9c 9s 3d + 9d 3c, nines full
//   (it takes all three hole cards).
// - 1-card line (4d or Jh, four hole cards): Ann's Th 9h 8s 7d + Jh, a jack-high straight, beating
//   Ben's kings and eights and Cat's nines and deuces.
// - Hand: Ben's kings and eights.

const COUNTDOWN: &str = "r1c1=Ah r1c2=Kh r1c3=Qh r1c4=Jh r2c1=7c r2c2=8d r2c3=2s r3c1=9d r3c2=3c r4c1=4d";

#[test]
fn guide_countdown_each_line_takes_its_own_number_of_hole_cards() {
    // Ann 2 (4-card and 1-card lines), Ben 2 (3-card line, hand), Cat 1: Ann and Ben chop
    // 3 x 100 + 1 dead = 301, 151 to Ann (first left of the button) and 150 to Ben.
    let t = Table {
        game: "countdown/high",
        options: &[],
        seats: 8,
        dead: 1,
        board: COUNTDOWN,
        players: &[
            ("Ann", "Th 9h 8s 7d 5c", 100),
            ("Ben", "Kd Ks 8c 8h 3h", 100),
            ("Cat", "9c 9s 3d 2c 2d", 100),
        ],
    };
    let outcome = t.resolve();
    outcome.check(&[&["Ann"], &["Ben"], &["Cat"], &["Ann"], &["Ben"]], &[("Ann", 151), ("Ben", 150)]);
    let full = outcome.described(2, "Cat").expect("Cat's 2-card line");
    assert!(full.to_lowercase().contains("full"), "{full}");
}

// ---------------------------------------------------------------------------------------------
// Tree trunk. 52 - 8 = 44 cards, 8 seats: 5 each. The left branch, one trunk card and three hole
// cards; or both right-branch cards, one trunk card and two hole cards.
//
// Trunk Kh 7c 2d 9s 4h, left branch As, right branch Qd Jc.
// Ann Ac Ad 9c Tc Td, Ben Kd Ks 7h 8h 2c, Cat 3c 5d 6h 6c 6d.
// - High: Ann's Ac Ad 9c (three hole cards) + As + 9s: aces full, beating Ben's Kd Ks + Qd Jc + Kh
//   (three kings) and Cat's three sixes.
// - Low: only the left branch has a low card (Qd Jc are not low). Cat's 3c 5d 6h + As + 2d:
//   6-5-3-2-A, beating Ben's 8-7-4-2-A (7h 8h 2c + As + 4h). Ann has no low.
// - Hand: Cat's three sixes.

const TREE: &str = "T1=Kh T2=7c T3=2d T4=9s T5=4h BL=As BR1=Qd BR2=Jc";
const TREE_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Ac Ad 9c Tc Td", 100), ("Ben", "Kd Ks 7h 8h 2c", 100), ("Cat", "3c 5d 6h 6c 6d", 100)];

fn tree(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 8, dead, board: TREE, players: TREE_PLAYERS }.resolve()
}

#[test]
fn guide_tree_trunk_the_left_branch_hand_uses_three_hole_cards() {
    // 3 x 100 + 1 dead = 301: high stack 151 to Ann's aces full, low stack 150 to Cat.
    let outcome = tree("tree-trunk/high-low", 1);
    outcome.check(&[&["Ann"], &["Cat"]], &[("Ann", 151), ("Cat", 150)]);
    let full = outcome.described(0, "Ann").expect("Ann's high");
    assert!(full.to_lowercase().contains("full"), "{full}");
}

#[test]
fn guide_tree_trunk_high_low_hand() {
    // Ann high, Cat low and hand: Cat 2 points takes 300.
    tree("tree-trunk/high-low-hand", 0).check(&[&["Ann"], &["Cat"], &["Cat"]], &[("Cat", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Funnel. 52 - 14 = 38 cards, 7 seats: 5 each. Two hole cards, one card of one flop, one of a turn
// on its path (flop 1: turn 1; flop 2: either; flop 3: turn 2) and the river.
//
// Flops Ah Kc Qd | 9s Td Jc | 8h 7d 6c. Turns Ks Kd | 2s 9h. River 3h.
// Ann Kh 3d Qs Qh Jd, Ben Ad 4s Ac 8c 9c, Cat 4c 5c 7h 7s 2c.
// - High: Ann's Kh 3d + Kc (flop 1) + Ks (turn 1) + 3h: kings full, beating Ben's three aces
//   (Ad Ac + Ah Ks 3h) and Cat's six-high straight (4c 5c + 6c 2s 3h).
// - Low: the only low turn cards are on turn 2. Cat's 4c 5c + Ah (flop 1) + 2s (turn 2) + 3h
//   would be the wheel, but flop 1 cannot use turn 2; her best is 6-5-4-3-2 (6c from flop 3).
//   Ben's Ad 4s + 6c 2s 3h: 6-4-3-2-A, the best low.
// - Hand: Ben's aces beat Ann's queens and Cat's sevens.

const FUNNEL: &str = "1.f1=Ah 1.f2=Kc 1.f3=Qd 2.f1=9s 2.f2=Td 2.f3=Jc 3.f1=8h 3.f2=7d 3.f3=6c \
                      1.t1=Ks 1.t2=Kd 2.t1=2s 2.t2=9h R=3h";
const FUNNEL_PLAYERS: &[(&str, &str, u64)] =
    &[("Ann", "Kh 3d Qs Qh Jd", 100), ("Ben", "Ad 4s Ac 8c 9c", 100), ("Cat", "4c 5c 7h 7s 2c", 100)];

fn funnel(game: &str, dead: u64) -> Outcome {
    Table { game, options: &[], seats: 7, dead, board: FUNNEL, players: FUNNEL_PLAYERS }.resolve()
}

#[test]
fn guide_funnel_flop_one_cannot_use_turn_two() {
    // 3 x 100 + 1 dead = 301: high stack 151 to Ann, low 150 to Ben (not Cat's wheel through flop 1
    // and turn 2).
    let outcome = funnel("funnel/high-low", 1);
    outcome.check(&[&["Ann"], &["Ben"]], &[("Ann", 151), ("Ben", 150)]);
    let cat = outcome.described(1, "Cat").expect("Cat's low");
    assert!(cat.contains('6'), "Cat's low is six-high, not the wheel: {cat}");
}

#[test]
fn guide_funnel_high_low_hand() {
    // Ann high, Ben low and hand: Ben 2 points takes 300.
    funnel("funnel/high-low-hand", 0).check(&[&["Ann"], &["Ben"], &["Ben"]], &[("Ben", 300)]);
}

// ---------------------------------------------------------------------------------------------
// Good boys bad boys, Ring of Fire, Throw dem.

#[test]
fn guide_good_boys_bad_boys_a_player_holding_a_bad_boy_has_no_hand() {
    // 52 - 10 = 42 cards, 8 seats: 5 each. Good boys Ah Kh Qh 7c 2d; bad boys 7s 9d 9c Js 3s: every
    // 7, 9, J and 3 is dead, so the good board plays as Ah Kh Qh 2d.
    // - Ann's Jh Th would make a royal flush, but she holds a jack: her hand is void.
    // - Cat's 8d 6s 5s 4c would make an eight-high straight with the 7c, which is dead: a pair of
    //   fours.
    // - Ben's As Ad + Ah: three aces. Ben takes 3 x 100 + 1 dead = 301.
    let t = Table {
        game: "good-boys-bad-boys/high",
        options: &[],
        seats: 8,
        dead: 1,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d 2.f1=7s 2.f2=9d 2.f3=9c 2.t=Js 2.r=3s",
        players: &[
            ("Ann", "Jh Th 5c 5d 8h", 100),
            ("Ben", "As Ad Tc 8c 6d", 100),
            ("Cat", "8d 6s 5s 4c 4d", 100),
        ],
    };
    let outcome = t.resolve();
    outcome.check(&[&["Ben"]], &[("Ben", 301)]);
    assert_eq!(outcome.described(0, "Ann"), None, "Ann holds a bad boy");
    assert_eq!(outcome.report.forfeits.len(), 1, "{:?}", outcome.report.forfeits);
    let (seat, why) = &outcome.report.forfeits[0];
    assert_eq!(
        (*seat, why.as_str()),
        (0, "Ann still holds Jh, of a rank showing at 2.f1 2.f2 2.f3 2.t 2.r (dead): the hand is void")
    );
    let cat = outcome.described(0, "Cat").expect("Cat's hand");
    assert!(cat.to_lowercase().contains("pair"), "{cat}");
}

#[test]
fn good_boys_bad_boys_hands_shrink_as_dead_cards_are_thrown() {
    // The same board as above. The dealing engine took the dead cards out of the hands as the
    // streets came: Ann threw her Jh and holds four cards, Cat threw a 3d and holds four, Ben lost
    // nothing and holds five. Different counts, fewer than the five dealt: a real hand, accepted.
    // Ann's Th 8h with Ah Kh Qh: an ace-high heart flush, beating Ben's three aces. Ann takes 301.
    let mut t = Table {
        game: "good-boys-bad-boys/high",
        options: &[],
        seats: 8,
        dead: 1,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7c 1.r=2d 2.f1=7s 2.f2=9d 2.f3=9c 2.t=Js 2.r=3s",
        players: &[("Ann", "Th 5c 5d 8h", 100), ("Ben", "As Ad Tc 8c 6d", 100), ("Cat", "8d 6s 5s 4c", 100)],
    };
    let outcome = t.resolve();
    outcome.check(&[&["Ann"]], &[("Ann", 301)]);
    assert!(outcome.described(0, "Ann").unwrap().to_lowercase().contains("flush"));
    assert!(outcome.report.forfeits.is_empty());
    // Too many (5 dealt, at most one extra card per street on top) is the guide's "a player found
    // to have more cards than they should": Ann's hand is dead, and Ben takes the pot.
    t.players = &[("Ann", "Th 5c 5d 8h 6h 6c 4h 4s Ts", 100), ("Ben", "As Ad Tc 8c 6d", 100)];
    let outcome = t.resolve();
    outcome.check(&[&["Ben"]], &[("Ben", 201)]);
    assert_eq!(
        outcome.report.forfeits,
        vec![(
            0,
            "Ann holds 9 hole cards, but Good boys bad boys: High needs 5, or up to 8 with extra cards: \
             a player found with too many cards has a dead hand"
                .into()
        )]
    );
}

#[test]
fn guide_ring_of_fire_any_live_ring_card_plays_and_a_folded_one_is_gone() {
    // "Two cards from the board, one card from the ring, and two cards from their hand": the ring is
    // the face-up cards of the players still in. Four hole cards and a ring card each; board
    // Ah Kh 7c 2d 9s; rings Ann Qc, Ben 3c, Cat 4s.
    // - Everyone in, high: Ben's Jd Td + Ah Kh + Ann's ring Qc = ace-high straight, beating Ann's
    //   three queens (Qs Qd + her Qc + Ah Kh) and Cat's tens.
    // - Everyone in, low: Cat's 4d 6d + Ben's ring 3c + Ah 2d = 6-4-3-2-A, beating Ann's
    //   5h 6h + 3c + Ah 2d = 6-5-3-2-A. (Cat's own 4s pairs her 4d: no low with it.)
    //   High/low, 3 x 100 + 1 dead (a fourth seat, folded) = 301: high stack 151 to Ben, low 150 to Cat.
    // - Ben folds (his 100 stays in): his 3c goes with his hand. Ann's three queens win the high;
    //   for low only Qc and 4s are left: Ann 5h 6h + 4s + Ah 2d = 6-5-4-2-A, Cat none. Ann scoops 301.
    // - Option `ring` = `own`, everyone in: Ben's own 3c makes no straight (a pair of eights at best),
    //   so Ann's queens win; nobody's own ring card gives a low (Ann Qc, Ben no two low ranks, Cat's
    //   4s pairs), the low drops out and Ann scoops 301.
    let players: &[(&str, &str, u64)] =
        &[("Ann", "Qs Qd 5h 6h", 100), ("Ben", "Jd Td 8c 8h", 100), ("Cat", "4d 6d Tc Ts", 100)];
    let rings = ["Qc", "3c", "4s"];
    let outcome = |game: &str, options: &[(&str, &str)], seats: usize, dead: u64, folds: &[&str]| {
        let mut file =
            Table { game, options, seats, dead, board: "1.f1=Ah 1.f2=Kh 1.f3=7c 1.t=2d 1.r=9s", players }
                .file();
        for (player, ring) in file.players.iter_mut().zip(rings) {
            player.cards.insert("ring".into(), ring.into());
            player.folded = folds.contains(&player.name.as_str());
        }
        Table::resolve_file(&file)
    };
    let used = |o: &Outcome, point: usize, name: &str| -> String {
        let seat = o.names.iter().position(|n| n == name).expect("a player");
        o.report.points[point].hands[seat].as_ref().expect("a hand").best.cards.to_string()
    };

    let high = outcome("ring-of-fire/high", &[], 3, 0, &[]);
    high.check(&[&["Ben"]], &[("Ben", 300)]);
    assert!(used(&high, 0, "Ben").contains("Qc"), "Ben plays Ann's ring card: {}", used(&high, 0, "Ben"));
    let high_low = outcome("ring-of-fire/high-low", &[], 4, 1, &[]);
    high_low.check(&[&["Ben"], &["Cat"]], &[("Ben", 151), ("Cat", 150)]);
    assert!(used(&high_low, 1, "Cat").contains("3c"), "Cat plays Ben's ring card");

    let ben_folds = outcome("ring-of-fire/high-low", &[], 4, 1, &["Ben"]);
    ben_folds.check(&[&["Ann"], &["Ann"]], &[("Ann", 301)]);
    assert!(used(&ben_folds, 1, "Ann").contains("4s"), "Ann's low uses Cat's 4s, not the folded 3c");
    assert_eq!(ben_folds.described(1, "Cat"), None, "without Ben's 3c Cat has no low");

    let own = outcome("ring-of-fire/high-low", &[("ring", "own")], 4, 1, &[]);
    own.check(&[&["Ann"], &[]], &[("Ann", 301)]);
    let ben = own.described(0, "Ben").expect("Ben's high");
    assert!(ben.to_lowercase().contains("pair"), "{ben}");
    for name in ["Ann", "Ben", "Cat"] {
        assert_eq!(own.described(1, name), None, "{name}'s own ring card gives no low");
    }
}

#[test]
fn guide_throw_dem_plays_hold_em_style_with_the_two_cards_kept() {
    // Five dealt, one thrown after each street: two each at showdown. Board Ah Kh Qh 7h 2d.
    // Hold'em-style, so one hole card may play: Ann's 3h makes a heart flush (A K Q 7 3), beating
    // Cat's Jc Tc straight and Ben's three aces. Ann takes 300.
    let t = Table {
        game: "throw-dem/high",
        options: &[],
        seats: 3,
        dead: 0,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 1.t=7h 1.r=2d",
        players: &[("Ann", "3h 4c", 100), ("Ben", "As Ad", 100), ("Cat", "Jc Tc", 100)],
    };
    t.resolve().check(&[&["Ann"]], &[("Ann", 300)]);
    // "If a player does not discard one card on a street, their hand is forfeit": Cat still holds
    // three cards at showdown. Her 100 stays in; Ann's flush still wins all 300, and with Ann's 3h
    // taken away Ben's three aces take it (Cat's three-card straight draw plays no part).
    let mut file = t.file();
    file.players[2].hole = "Jc Tc 9c".into();
    let forfeit = Table::resolve_file(&file);
    forfeit.check(&[&["Ann"]], &[("Ann", 300)]);
    assert_eq!(
        forfeit.report.forfeits,
        vec![(
            2,
            "Cat holds 3 cards, not 2: a card was not thrown on every street, so the hand is forfeit".into()
        )]
    );
    file.players[0].hole = "3d 4c".into();
    Table::resolve_file(&file).check(&[&["Ben"]], &[("Ben", 300)]);
    // Fewer than two is a hand not fully entered: refused.
    let mut file = t.file();
    file.players[1].hole = "As".into();
    let err = file.to_hand(Catalogue::builtin()).unwrap_err().to_string();
    assert!(err.starts_with("Ben holds 1 hole card; Throw dem: High needs 2"), "{err}");
    // With extra cards recorded by the deal (an ESG card on the turn), three kept cards are right:
    // every street's throw is one card, so Cat plays (Ann's flush still wins).
    let mut file = t.file();
    file.players[2].hole = "Jc Tc 9c".into();
    file.players[2].hole_count = Some(3);
    let outcome = Table::resolve_file(&file);
    assert!(outcome.report.forfeits.is_empty(), "{:?}", outcome.report.forfeits);
    outcome.check(&[&["Ann"]], &[("Ann", 300)]);
}

#[test]
fn issue_19_forfeits_win_nothing_and_chips_only_they_matched_go_back_to_them() {
    // Throw dem, button 0, chip 1: Ann and Ben kept three cards, so both forfeit; Cat is all-in for
    // 10. Cat can win only the 30 she matched; the 40 that Ann and Ben matched between them has
    // nobody left to win it and goes back to them, 20 each. (It paid Cat 70.)
    let t = Table {
        game: "throw-dem/high",
        options: &[],
        seats: 3,
        dead: 0,
        board: "1.f1=Ah 1.f2=Kc 1.f3=Qd 1.t=2s 1.r=3h",
        players: &[("Ann", "Ad As Ac", 30), ("Ben", "Kd Ks Kh", 30), ("Cat", "4c 5c", 10)],
    };
    let outcome = t.resolve();
    outcome.check(&[&["Cat"]], &[("Ann", 20), ("Ben", 20), ("Cat", 30)]);
    let forfeited: Vec<usize> = outcome.report.forfeits.iter().map(|f| f.0).collect();
    assert_eq!(forfeited, vec![0, 1]);
    let last = outcome.report.pots.last().unwrap();
    assert_eq!((last.chips, last.eligible.as_slice()), (40, &[][..]));
    assert_eq!(
        last.instructions,
        vec!["Give 20 back to Ann and 20 to Ben: nobody still contesting the hand matched these chips."]
    );
    assert_eq!(outcome.report.pots[0].instructions, vec!["Cat takes the pot (30)."]);
}

#[test]
fn a_bought_cards_price_joins_the_main_pot_and_is_never_returned_as_uncalled() {
    // "Players are required to pay a fixed amount for an optional extra card": Ann paid 10 for a
    // card on top of the 100 everyone put in. The 10 is not a bet nobody called: Ben's aces win
    // the main pot with it, 210.
    let t = Table {
        game: "holdem/high",
        options: &[],
        seats: 2,
        dead: 0,
        board: "1.f1=2c 1.f2=7d 1.f3=9h 1.t=Js 1.r=3c",
        players: &[("Ann", "Kd Qd", 110), ("Ben", "As Ah", 100)],
    };
    let mut file = t.file();
    file.players[0].hole_count = Some(3);
    file.players[0].hole = "Kd Qd 4s".into();
    file.players[0].bought = 10;
    let outcome = Table::resolve_file(&file);
    outcome.check(&[&["Ben"]], &[("Ben", 210)]);
    assert_eq!(outcome.report.pots.len(), 1, "one pot: the price is in it");
    // Without `bought` the same 10 would be a bet nobody matched, and go back to Ann.
    file.players[0].bought = 0;
    Table::resolve_file(&file).check(&[&["Ben"]], &[("Ann", 10), ("Ben", 200)]);
    // A price larger than what the player put in is refused, naming the player.
    file.players[0].bought = 120;
    let err = file.to_hand(Catalogue::builtin()).unwrap_err().to_string();
    assert!(err.starts_with("Ann's bought 120 must be part of their contributed 110"), "{err}");
}

#[test]
fn guide_good_boys_bad_boys_the_lone_winner_must_show_and_a_bad_boy_voids_the_hand() {
    // "The winner of the pot must show their hand, even if all other players have folded. Their
    // hand is declared void if they hold any bad boys." Everyone else folded on the flop; the
    // bad boys' flop shows a seven and Ann still holds 7h: void, and as nobody else is left to win
    // the pot, everyone gets back what they put in.
    let t = Table {
        game: "good-boys-bad-boys/high",
        options: &[],
        seats: 3,
        dead: 0,
        board: "1.f1=Ah 1.f2=Kh 1.f3=Qh 2.f1=7s 2.f2=9d 2.f3=2c",
        players: &[("Ann", "7h 8c 4d 5s Jd", 40)],
    };
    let mut file = t.file();
    file.players[0].hole_count = Some(5); // as the deal left her, dead cards discarded
    file.players[1].contributed = 20;
    file.players[2].contributed = 10;
    let outcome = Table::resolve_file(&file);
    assert_eq!(outcome.payouts(), vec![("Ann", 40), ("Seat 2", 20), ("Seat 3", 10)]);
    assert!(outcome.report.forfeits[0].1.contains("Ann still holds 7h"), "{:?}", outcome.report.forfeits);
    // Without a bad boy she takes the pot, board incomplete or not.
    file.players[0].hole = "6h 8c 4d 5s Jd".into();
    let outcome = Table::resolve_file(&file);
    assert_eq!(outcome.payouts(), vec![("Ann", 70)]);
    assert_eq!(outcome.report.pots[0].instructions, vec!["Ann takes the pot (70): everyone else folded."]);
}

#[test]
fn ring_of_fire_on_a_double_board_with_a_hand_point() {
    // "Other board configurations, such as a double board, can also be used": on each board two hole
    // cards, two of that board's cards and one ring card, anyone's. The hand point is the best hand
    // of the four hole cards. Boards Ah Kh 7c 4d 2s and Qs Qd 8h 5c 3c; rings Ann Jh, Ben 2h.
    // - Board 1: Ann's As Ad + Ah 2s + Ben's 2h is aces full of twos, beating Ben's kings full
    //   (Kc Ks + Kh 2s + 2h).
    // - Board 2: Ben's 8c 8d + 8h Qs + a ring card is trip eights, beating Ann's aces and queens.
    // - Hand: Ann's As Ad 9c 9d (aces and nines) beats Ben's Kc Ks 8c 8d (kings and eights).
    // Ann 2 points to 1: she takes the 200.
    let players: &[(&str, &str, u64)] = &[("Ann", "As Ad 9c 9d", 100), ("Ben", "Kc Ks 8c 8d", 100)];
    let board = "1.f1=Ah 1.f2=Kh 1.f3=7c 1.t=4d 1.r=2s 2.f1=Qs 2.f2=Qd 2.f3=8h 2.t=5c 2.r=3c";
    let mut file = Table {
        game: "ring-of-fire/double-board-high-high-hand",
        options: &[],
        seats: 2,
        dead: 0,
        board,
        players,
    }
    .file();
    for (player, ring) in file.players.iter_mut().zip(["Jh", "2h"]) {
        player.cards.insert("ring".into(), ring.into());
    }
    let o = Table::resolve_file(&file);
    o.check(&[&["Ann"], &["Ben"], &["Ann"]], &[("Ann", 200)]);
    let cards = |point: usize, seat: usize| {
        o.report.points[point].hands[seat].as_ref().unwrap().best.cards.to_string()
    };
    assert!(cards(0, 0).contains("2h"), "Ann plays Ben's ring card on board 1: {}", cards(0, 0));
    assert_eq!(
        o.report.points[2].hands[0].as_ref().unwrap().best.cards.len(),
        4,
        "the hand point is four cards"
    );
}
