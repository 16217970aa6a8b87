//! The teaching drills (issue 26) in every catalogue game: each drill deals a question at every
//! level, the engine's own answer is accepted, and the "Who wins?" and "How to cut it?" answers
//! agree with the independent reference showdown (`tests/showdown_reference.rs`), so a drill can
//! never teach a wrong call.

use std::collections::BTreeMap;

use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::{HandFile, PlayerFile};
use cap::model::drills::{cut, where_next, who_wins, LEVELS};

use crate::showdown_reference::{reference_game, resolve, Deal};

/// The reference's payouts for a drill's hand.
fn reference_payouts(id: &str, hand: &cap::engine::showdown::Hand) -> Vec<u64> {
    let game = reference_game(id, hand.rules().options());
    let n = hand.seats().len();
    let board = hand.board().iter().map(|(p, c)| (hand.rules().positions()[*p].id.clone(), *c)).collect();
    let own = hand
        .seats()
        .iter()
        .map(|s| s.own.iter().map(|(p, c)| (hand.rules().positions()[*p].id.clone(), *c)).collect())
        .collect();
    let pickable = hand.rules().pickable_points();
    let deal = Deal {
        file: HandFile {
            format: 1,
            game: id.into(),
            options: hand.rules().options().clone(),
            button: hand.button(),
            chip: 1,
            players: (0..n).map(|p| PlayerFile { name: format!("P{p}"), ..Default::default() }).collect(),
            board: BTreeMap::new(),
            betting: None,
            deal: None,
        },
        board,
        holes: hand.seats().iter().map(|s| s.hole).collect(),
        own,
        contributed: hand.seats().iter().map(|s| s.contributed).collect(),
        folded: hand.seats().iter().map(|s| s.folded || s.dead.is_some()).collect(),
        picks: hand
            .seats()
            .iter()
            .map(|s| s.picks.iter().map(|k| 1 + pickable.iter().position(|p| p == k).unwrap_or(99)).collect())
            .collect(),
    };
    resolve(&game, &deal).payouts
}

#[test]
fn every_game_offers_the_three_drills_and_their_answers_are_the_showdowns() {
    let mut checked = 0;
    for game in Catalogue::builtin().games() {
        for level in LEVELS {
            let seed = u64::from(level) * 101 + 5;
            let q = where_next::Question::deal(game, level, seed)
                .unwrap_or_else(|e| panic!("{} level {level}: {e}", game.id()));
            assert!(q.check(&q.answer()).right, "{} level {level}: {}", game.id(), q.prompt());

            let q = who_wins::Question::deal(game, level, seed)
                .unwrap_or_else(|e| panic!("{} level {level}: {e}", game.id()));
            for k in 0..q.points() {
                assert!(q.check_winners(k, q.winners(k)).right, "{} point {k}", game.id());
            }

            let q = cut::Question::deal(game, level, seed)
                .unwrap_or_else(|e| panic!("{} level {level}: {e}", game.id()));
            assert!(q.check(q.answer()).right);
            if q.hand().seats().iter().all(|s| s.dead.is_none()) {
                assert_eq!(
                    q.answer(),
                    reference_payouts(game.id(), q.hand()),
                    "{} level {level}: the cut agrees with the reference showdown",
                    game.id()
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 150, "{checked}");
}

#[test]
fn who_wins_level_one_deals_few_hole_cards_each() {
    // Issue 37: level 1 dealt two players nineteen hole cards each in a game dealing the deck.
    for game in Catalogue::builtin().games() {
        for seed in [3, 8] {
            let q = who_wins::Question::deal(game, 1, seed).unwrap();
            let most = q.hand().seats().iter().map(|s| s.hole.len()).max().unwrap();
            assert!(
                most <= cap::model::drills::FIRST_LESSON_HOLE_CARDS,
                "{} seed {seed}: {} players, up to {most} hole cards",
                game.id(),
                q.hand().seats().len()
            );
        }
    }
}
