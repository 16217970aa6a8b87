//! Drills that teach a dealer a just-learnt game (issue 26): *Where does it go?* (the dealing
//! guide's next step without the answer), *Who wins?* (each point's winners and the cards they
//! use) and *How to cut it?* (each player's share of the pot). Each question is a random hand of a
//! game dealt by the engine from a seed (so a missed question can be asked again), and each answer
//! is checked against the engine's own answer — the dealing guide's next step, the extra-card
//! call, the showdown's report — never a second copy of a rule. What is right comes back in words
//! and as places to light on the drawing.
//!
//! - [`question`] deals a question of a kind at a level;
//! - [`where_next`], [`who_wins`], [`cut`]: each drill's question, answer check and explanation;
//! - [`progress`]: the attempts kept, accuracy and time, the missed list, the level, readiness;
//! - [`session`]: a question under way on the screen, the answer as it is tapped in.

pub mod cut;
pub mod progress;
pub mod session;
pub mod where_next;
pub mod who_wins;

use std::collections::BTreeMap;

use crate::engine::deal::random::{play, PlayedHand, RandomPlay};
use crate::engine::game::Game;
use crate::engine::showdown::{Hand, ShowdownReport};

/// The three drills.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
pub enum Kind {
    WhereNext,
    WhoWins,
    HowToCut,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::WhereNext, Kind::WhoWins, Kind::HowToCut];

    pub fn title(self) -> &'static str {
        match self {
            Kind::WhereNext => "Where does it go?",
            Kind::WhoWins => "Who wins?",
            Kind::HowToCut => "How to cut it?",
        }
    }

    /// A stable key for storage and links.
    pub fn key(self) -> &'static str {
        match self {
            Kind::WhereNext => "where",
            Kind::WhoWins => "wins",
            Kind::HowToCut => "cut",
        }
    }

    pub fn from_key(key: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.key() == key)
    }
}

/// How hard a question is: 1, two players and a plain deal (for *Who wins?*, the fewest players
/// that leave each few hole cards, see [`players_to_read`]); 2, three or four; 3, up to six with
/// folds, bets and side pots; 4, a full table with extra cards and card actions as well.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=4;

/// The names drills seat, in seat order.
pub const NAMES: [&str; 10] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"];

/// How many players a level seats in `game` (within the game's range).
pub fn players_at(game: &Game, level: u8, seed: u64) -> usize {
    let (least, most) = game.spec().players;
    let (low, high) = match level {
        0 | 1 => (2, 2),
        2 => (3, 4),
        3 => (4, 6),
        _ => (most, most),
    };
    let span = high - low + 1;
    (low + (seed as usize % span)).clamp(least.max(2), most.min(NAMES.len()))
}

/// The most hole cards a first lesson in reading hands deals each player (issue 37): a game that
/// deals the whole deck gives two players nineteen each, a puzzle rather than a lesson.
pub const FIRST_LESSON_HOLE_CARDS: usize = 5;

/// How many players *Who wins?* seats at `level`: as [`players_at`], except that at level 1 it is
/// the fewest players (two or more) the game deals at most [`FIRST_LESSON_HOLE_CARDS`] hole cards
/// each, the game's rules counting (a game dealing the whole deck gives fewer to more players);
/// when no table the game seats does, the one dealt the fewest.
pub fn players_to_read(game: &Game, level: u8, seed: u64) -> usize {
    let by_level = players_at(game, level, seed);
    let Ok(rules) = game.rules(&BTreeMap::new()) else { return by_level };
    let (least, most) = game.spec().players;
    let seats = least.max(2)..=most.min(NAMES.len());
    let each = |n: usize| rules.hole_card_count(n).0;
    if level > 1 || each(by_level) <= FIRST_LESSON_HOLE_CARDS {
        return by_level;
    }
    seats
        .clone()
        .find(|&n| each(n) <= FIRST_LESSON_HOLE_CARDS)
        .or_else(|| seats.min_by_key(|&n| (each(n), n)))
        .unwrap_or(by_level)
}

/// A hand of `game` dealt to its end for a question at `level` from `seed`: at level 3 and up the
/// players fold and bet at random (side pots), at level 4 the dealing options (ESG, Christmas,
/// card actions) are drawn at random too. The game's own options keep their defaults.
pub fn played(game: &Game, level: u8, seed: u64) -> Result<PlayedHand, String> {
    played_by(game, players_at(game, level, seed), level, seed)
}

/// As [`played`], with `n` players.
pub fn played_by(game: &Game, n: usize, level: u8, seed: u64) -> Result<PlayedHand, String> {
    let random = RandomPlay { random_options: level >= 4, random_decisions: level >= 3 };
    // The game as its rules card deals it by default: random options draw only the dealing
    // options (extra cards, card actions), never another low or ring reading the question would
    // not say.
    let choices = game.rules(&BTreeMap::new()).map(|r| r.options().clone()).unwrap_or_default();
    play(game, n, seed, &choices, None, &random).map_err(|e| e.to_string())
}

/// The most hands a drill's showdown may value: a question is dealt and scored at once, between
/// two taps, so its hand is at most one step of a heavy scoring ([`crate::model::scoring`]). Every
/// catalogue game's hands are within it (its heaviest game's bound is 249,446); a declared game
/// heavier than that is not drilled, and the drill says why.
pub const DRILL_WORK: u128 = crate::engine::game::cost::UNIT_BUDGET;

/// A hand at showdown, its report and the seats' names: what *Who wins?* and *How to cut it?*
/// ask about (each question reads it through `Deref`).
#[derive(Clone, Debug)]
pub struct Showdown {
    hand: Hand,
    report: ShowdownReport,
    names: Vec<String>,
}

impl Showdown {
    /// A hand of `game` dealt from `seed` at `level` to `n` players and on to a showdown of two or
    /// more (a hand everyone else folded, or one the showdown refuses, is dealt again from another
    /// seed), each player having put in `stake` unless the betting was played.
    pub fn deal(game: &Game, n: usize, level: u8, seed: u64, stake: u64) -> Result<Showdown, String> {
        let mut last = String::new();
        for attempt in 0..20u64 {
            let played = played_by(game, n, level, seed.wrapping_add(attempt * 7_919))?;
            let names = names(played.table.n_players());
            match played.table.showdown_draft(&names, 1, stake).to_hand() {
                Ok(hand) if hand.seats().iter().filter(|s| !s.folded).count() >= 2 => {
                    let (work, _) = hand.work_bound();
                    if work > DRILL_WORK {
                        last = format!(
                            "its showdown values up to {} hands, more than a drill scores at once ({}): \
                             deal it with the dealing guide instead",
                            crate::engine::game::cost::grouped(work),
                            crate::engine::game::cost::grouped(DRILL_WORK)
                        );
                        continue;
                    }
                    let report = hand.resolve();
                    return Ok(Showdown { hand, report, names });
                }
                Ok(_) => {}
                Err(e) => last = e.to_string(),
            }
        }
        Err(format!("{}: no showdown dealt ({last})", game.name()))
    }

    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    pub fn report(&self) -> &ShowdownReport {
        &self.report
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }
}

/// The seats' names for a hand of `n` players.
pub fn names(n: usize) -> Vec<String> {
    NAMES.iter().take(n).map(|s| s.to_string()).collect()
}

/// A question: which game, which drill, how hard, and the seed that deals it again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Ask {
    pub kind: Kind,
    pub level: u8,
    pub seed: u64,
}

/// Whether an answer was right, and why in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub right: bool,
    /// What was wrong, if anything ("You left out 2.t"), then the right answer and its reason.
    pub words: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_too_heavy_to_score_between_two_taps_is_not_drilled_and_the_drill_says_why() {
        let game = crate::model::scoring::heavy_ring_game();
        // Five players share a ring of seven: every hand is far over what a drill scores at once.
        let err = Showdown::deal(&game, 5, 1, 7, 1).map(|_| ()).unwrap_err();
        assert!(err.starts_with("Ring probe: no showdown dealt (its showdown values up to "), "{err}");
        assert!(
            err.contains("more than a drill scores at once (250,000): deal it with the dealing guide"),
            "{err}"
        );
        // Heads-up the same game is light, and drilled.
        let two = Showdown::deal(&game, 2, 1, 7, 1).unwrap();
        assert!(two.hand().work_bound().0 <= DRILL_WORK);
        assert_eq!(two.report().payouts.iter().sum::<u64>(), 2);
    }
}
