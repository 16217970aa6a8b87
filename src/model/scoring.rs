//! Scoring a hand in the app: at once when it is light (nearly every hand), otherwise a step at a
//! time between frames, saying how far it has got, with a way to stop (issue 36: the page never
//! freezes). The engine bounds each step ([`crate::engine::showdown::Scoring`], one seat's hand
//! for one point, at most [`UNIT_BUDGET`] hands valued); this module decides what runs at once,
//! what a step is, what the page says, and when the scoring is marked as under way
//! ([`hand_life`]).

use crate::engine::game::cost::{grouped, UNIT_BUDGET};
use crate::engine::hand_file::HandFile;
use crate::engine::showdown::{Hand, Scoring, ShowdownReport};
use crate::model::hand_life::{self, Shelf};

/// A hand whose work bound is at most this many hands valued is scored at once: a few
/// milliseconds natively, well under a frame's worth on a phone.
pub const AT_ONCE: u128 = 25_000;
/// The hands valued in one step between frames (one step is at least one seat's hand for one
/// point, so at most this plus [`UNIT_BUDGET`]).
pub const STEP_WORK: u128 = 25_000;

/// What starting to score a hand gives.
pub enum Started {
    /// Scored at once.
    Done(ShowdownReport),
    /// Heavy: call [`Scorer::step`] between frames until it says it is done.
    Steps(Box<Scorer>),
}

/// A heavy hand being scored a step at a time.
pub struct Scorer {
    scoring: Scoring,
    /// Whether the scoring is marked as under way in storage ([`hand_life::begin_scoring`]).
    marked: bool,
}

/// Starts scoring `hand` (the hand `file` reads as): at once when it is light; otherwise marked
/// as under way when heavy enough to mark, and left to [`Scorer::step`].
pub fn start(shelf: &mut impl Shelf, file: &HandFile, hand: Hand) -> Started {
    let (bound, _) = hand.work_bound();
    if bound <= AT_ONCE {
        return Started::Done(hand.resolve());
    }
    let marked = hand_life::begin_scoring(shelf, file, bound);
    Started::Steps(Box::new(Scorer { scoring: Scoring::new(hand), marked }))
}

impl Scorer {
    /// One step (about [`STEP_WORK`] hands valued); `true` once every hand is found.
    pub fn step(&mut self) -> bool {
        self.scoring.step(STEP_WORK);
        self.scoring.is_done()
    }

    /// The report, once [`Scorer::step`] said it is done (anything left is found first); the
    /// mark is cleared.
    pub fn finish(self, shelf: &mut impl Shelf) -> ShowdownReport {
        if self.marked {
            hand_life::end_scoring(shelf);
        }
        self.scoring.finish()
    }

    /// Stopped by the dealer: nothing is reported, and the mark is cleared (a page that stops
    /// scoring did not freeze).
    pub fn stop(self, shelf: &mut impl Shelf) {
        if self.marked {
            hand_life::end_scoring(shelf);
        }
    }

    /// How far it has got as a fraction, for a bar.
    pub fn fraction(&self) -> f64 {
        let (done, of) = self.scoring.progress();
        if of == 0 {
            1.0
        } else {
            done as f64 / of as f64
        }
    }

    /// What the page says while it scores: "Scoring the showdown: 40% (120,000 hands valued)".
    pub fn words(&self) -> String {
        format!(
            "Scoring the showdown: {:.0}% ({} hands valued). This game's showdown is heavy, so it is scored \
             a step at a time.",
            100.0 * self.fraction(),
            grouped(self.scoring.work())
        )
    }
}

/// What the page says once the dealer stopped the scoring.
pub const STOPPED: &str =
    "Scoring stopped: nothing is paid until the showdown is scored. The hand is kept as it is.";

/// The most hands one step values: the step's aim and at most one seat's hand for one point past it.
pub const STEP_MOST: u128 = STEP_WORK + UNIT_BUDGET;

/// For tests: a shared ring of seven places in front of each player (two to five), one point of
/// any five of them and a table place: about 875,000 hands valued with five players, near the
/// showdown's budget.
#[cfg(test)]
pub(crate) fn heavy_ring_game() -> crate::engine::game::Game {
    let ids: Vec<String> = (1..=7).map(|i| format!("r{i}")).collect();
    let mut places = vec![r#"{"id": "t", "x": 0.0, "y": 0.0}"#.to_string()];
    places.extend(ids.iter().enumerate().map(|(i, id)| {
        format!(
            r#"{{"id": "{id}", "x": {i}.0, "y": 2.0, "scope": "each-player", "shared_when": {{"option": "ring", "equals": "shared"}}}}"#
        )
    }));
    let from: Vec<String> =
        std::iter::once("\"t\"".to_string()).chain(ids.iter().map(|id| format!("\"{id}\""))).collect();
    let text = format!(
        r#"{{"id": "probe/ring", "name": "Ring probe", "players": [2, 5], "hole_cards": {{"fixed": 2}},
        "positions": [{}], "streets": [{{"name": "Pre-flop", "deal": [{}]}}],
        "points": [{{"label": "P0", "ranking": "high", "cards": {{"board": {{"choose": {{"from": [{}], "k": 5}}}}}}}}],
        "payout": "split-pot",
        "options": [{{"key": "ring", "label": "Ring", "choices": [["shared", "Shared"], ["own", "Own"]]}}]}}"#,
        places.join(", "),
        from.join(", "),
        from.join(", ")
    );
    crate::engine::game::declaration::parse(&text).unwrap()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::deal::random::{play, RandomPlay};
    use crate::model::hand_life::memory::Memory;
    use crate::model::hand_life::SCORING_KEY;

    fn heavy() -> (HandFile, Hand) {
        let game = heavy_ring_game();
        let random = RandomPlay { random_options: false, random_decisions: false };
        let dealt = play(&game, 5, 36, &BTreeMap::new(), None, &random).unwrap();
        (dealt.draft.to_file(), dealt.draft.to_hand().unwrap())
    }

    #[test]
    fn a_light_hand_is_scored_at_once_and_not_marked() {
        let file = HandFile::from_json(
            r#"{"format": 1, "game": "holdem/high", "button": 0, "chip": 1, "board": {"1.f1": "Ah", "1.f2": "Kh", "1.f3": "Qh", "1.t": "7c", "1.r": "2d"},
            "players": [{"name": "Ann", "hole": "Jh Th", "contributed": 2}, {"name": "Ben", "hole": "As Ad", "contributed": 2}]}"#,
        )
        .unwrap();
        let hand = file.to_hand(crate::engine::game::catalogue::Catalogue::builtin()).unwrap();
        let mut shelf = Memory::default();
        let Started::Done(report) = start(&mut shelf, &file, hand) else { panic!("a hold'em hand is light") };
        assert_eq!(report.payouts, vec![4, 0]);
        assert!(shelf.values.is_empty(), "nothing written");
    }

    #[test]
    fn a_heavy_hand_is_scored_in_bounded_steps_marked_while_it_runs() {
        let (file, hand) = heavy();
        let at_once = hand.resolve();
        let mut shelf = Memory::default();
        let Started::Steps(mut scorer) = start(&mut shelf, &file, hand) else { panic!("the ring is heavy") };
        assert!(shelf.values.contains_key(SCORING_KEY), "marked while it runs");
        let mut steps = 0;
        let mut before = 0;
        let mut last = 0.0;
        while !scorer.step() {
            steps += 1;
            let work = scorer.scoring.work();
            assert!(work - before <= STEP_MOST, "a step valued {}", work - before);
            before = work;
            assert!(scorer.fraction() >= last && scorer.fraction() < 1.0);
            last = scorer.fraction();
        }
        // One step per seat: each seat's hand for the point is more than a step's aim.
        assert_eq!(steps, 4);
        assert!(scorer.words().starts_with("Scoring the showdown: 100% ("), "{}", scorer.words());
        assert_eq!(scorer.finish(&mut shelf), at_once, "the same report as at once");
        assert!(!shelf.values.contains_key(SCORING_KEY), "the mark is cleared");
    }

    #[test]
    fn stopping_clears_the_mark_so_the_next_start_opens_the_hand() {
        let (file, hand) = heavy();
        let mut shelf = Memory::default();
        let Started::Steps(mut scorer) = start(&mut shelf, &file, hand) else { panic!("heavy") };
        scorer.step();
        scorer.stop(&mut shelf);
        assert!(!hand_life::scoring_left(&mut shelf, Some(&file)), "not set aside");
        // A page closed mid-way leaves the mark: the next start sets the hand aside.
        let (file, hand) = heavy();
        let Started::Steps(mut scorer) = start(&mut shelf, &file, hand) else { panic!("heavy") };
        scorer.step();
        drop(scorer);
        assert!(hand_life::scoring_left(&mut shelf, Some(&file)), "set aside");
    }
}
