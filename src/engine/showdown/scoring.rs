//! A showdown scored a step at a time, so that a page scoring a heavy hand keeps drawing frames,
//! shows how far it has got and can stop.
//!
//! The step is one seat's best hand for one point: the unit a game's validation bounds on its own
//! (`engine::game::cost::UNIT_BUDGET`), so no step is heavier than that whatever the game. The
//! pots are awarded once every hand is found, in the same code as [`Hand::resolve`], so a hand
//! scored in steps gets exactly the report it gets at once.

use super::{Found, Hand, PlayerHand, ShowdownReport};

/// A showdown part-way through: [`Scoring::step`] until [`Scoring::is_done`], then
/// [`Scoring::finish`].
///
/// ```
/// use cap::engine::hand_file::HandFile;
/// use cap::engine::game::catalogue::Catalogue;
/// use cap::engine::showdown::Scoring;
///
/// let file = HandFile::from_json(r#"{"format": 1, "game": "holdem/high", "button": 0, "chip": 1,
///     "board": {"1.f1": "Ah", "1.f2": "Kh", "1.f3": "Qh", "1.t": "7c", "1.r": "2d"},
///     "players": [{"name": "Ann", "hole": "Jh Th", "contributed": 2},
///                 {"name": "Ben", "hole": "As Ad", "contributed": 2}]}"#).unwrap();
/// let hand = file.to_hand(Catalogue::builtin()).unwrap();
/// let at_once = hand.resolve();
/// let mut scoring = Scoring::new(hand);
/// while !scoring.is_done() {
///     scoring.step(1);
/// }
/// assert_eq!(scoring.finish(), at_once);
/// ```
pub struct Scoring {
    hand: Hand,
    found: Found,
    /// Every (point, seat) pair's hand so far, point by point.
    hands: Vec<Option<PlayerHand>>,
    /// Hands valued so far.
    work: u128,
}

impl Scoring {
    /// Scoring `hand`, nothing valued yet.
    pub fn new(hand: Hand) -> Scoring {
        let found = Found::of(&hand);
        let units = hand.rules.points().len() * hand.seats.len();
        Scoring { hand, found, hands: Vec::with_capacity(units), work: 0 }
    }

    /// The hand being scored.
    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    fn units(&self) -> usize {
        self.hand.rules.points().len() * self.hand.seats.len()
    }

    /// Finds seats' best hands, one point's seat at a time, until at least `work` hands were
    /// valued in this step or every hand is found; at least one seat's hand per step. Returns the
    /// hands valued.
    pub fn step(&mut self, work: u128) -> u128 {
        let mut done = 0u128;
        while !self.is_done() {
            let unit = self.hands.len();
            let n = self.hand.seats.len();
            let (found, valued) = self.found.hand(&self.hand, unit / n, unit % n);
            self.hands.push(found);
            done = done.saturating_add(valued);
            if done >= work {
                break;
            }
        }
        self.work = self.work.saturating_add(done);
        done
    }

    /// Whether every seat's hand for every point is found.
    pub fn is_done(&self) -> bool {
        self.hands.len() >= self.units()
    }

    /// How far it has got: (seats' hands found, of how many), counting each point's seats.
    pub fn progress(&self) -> (usize, usize) {
        (self.hands.len(), self.units())
    }

    /// Hands valued so far.
    pub fn work(&self) -> u128 {
        self.work
    }

    /// The report, finding whatever is left first.
    pub fn finish(mut self) -> ShowdownReport {
        self.step(u128::MAX);
        self.hand.report(self.found, self.hands)
    }
}
