//! *Where does it go?*: a hand stopped before one of its dealing steps; the learner taps the places
//! the step deals to, says how many hole cards each player gets, or makes the extra-card call
//! from the counts shown. The right answer is the dealing guide's own next step.

use crate::engine::deal::{ExtraRule, Step, StepKind, Table};
use crate::engine::game::Game;

use super::{played, Verdict};

/// What the question asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Asked {
    /// Tap the places the next step deals to.
    Places,
    /// How many hole cards each player gets.
    HoleCount,
    /// Extra cards: how many each player still in gets now (0: none due).
    Extra(ExtraRule),
}

/// The learner's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Places(Vec<usize>),
    Count(usize),
}

/// A question: the table as it stands before the step, what is asked, and the step itself.
#[derive(Clone, Debug)]
pub struct Question {
    table: Table,
    asked: Asked,
    step: Step,
}

impl Question {
    /// A hand of `game` dealt from `seed` at `level` and stopped before one of its dealing steps
    /// (picked by the seed).
    pub fn deal(game: &Game, level: u8, seed: u64) -> Result<Question, String> {
        let hand = played(game, level, seed)?;
        let events = hand.table.history();
        let mut table =
            Table::new(game, hand.table.choices(), hand.table.table_setup()).map_err(|e| e.to_string())?;
        let mut found: Vec<(usize, Asked)> = Vec::new();
        for (i, event) in events.iter().enumerate() {
            if let Some(asked) = asked_of(&table.next_step()) {
                found.push((i, asked));
            }
            table.apply(event.clone()).map_err(|e| e.to_string())?;
        }
        if found.is_empty() {
            return Err(format!("{}: no dealing step to ask about", game.name()));
        }
        // Places are most of a game; the counts come up now and then.
        let (at, asked) = found[(seed as usize / 7) % found.len()].clone();
        let mut table =
            Table::new(game, hand.table.choices(), hand.table.table_setup()).map_err(|e| e.to_string())?;
        for event in &events[..at] {
            table.apply(event.clone()).map_err(|e| e.to_string())?;
        }
        let step = table.next_step();
        Ok(Question { table, asked, step })
    }

    /// The table before the step: what the drawing shows dealt, and the counts.
    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn asked(&self) -> &Asked {
        &self.asked
    }

    /// The street the step is on ("Turn"), shown with the question.
    pub fn street_name(&self) -> &str {
        &self.step.street_name
    }

    /// The question in words.
    pub fn prompt(&self) -> String {
        let counts = self.table.counts();
        match &self.asked {
            Asked::Places => format!("{}: tap every place the next cards go to.", self.step.street_name),
            Asked::HoleCount => format!(
                "{} players, a {}-card deck: how many hole cards does each get?",
                self.table.n_players(),
                self.table.rules().deck().card_count()
            ),
            Asked::Extra(rule) => format!(
                "{}: {} cards on the discard pile, {} players still in. How many {} cards does each get now (0 if none)?",
                self.step.street_name,
                counts.discards,
                counts.players_in,
                match rule {
                    ExtraRule::Christmas => "Christmas",
                    ExtraRule::Esg | ExtraRule::CatchUpEsg => "ESG",
                }
            ),
        }
    }

    /// The right answer: the step's places, or its count.
    pub fn answer(&self) -> Answer {
        match (&self.asked, &self.step.kind) {
            (Asked::HoleCount, StepKind::HoleCards { each }) => Answer::Count(*each),
            (Asked::Extra(_), StepKind::Esg(call) | StepKind::Christmas(call)) => {
                Answer::Count(if call.is_due { call.cards_each } else { 0 })
            }
            _ => Answer::Places(self.step.positions.clone()),
        }
    }

    /// The places to light on the drawing with the answer shown.
    pub fn places(&self) -> &[usize] {
        &self.step.positions
    }

    /// Checks an answer against the dealing guide's step.
    pub fn check(&self, answer: &Answer) -> Verdict {
        let why = self.why();
        match (answer, self.answer()) {
            (Answer::Places(given), Answer::Places(right)) => {
                let id = |p: &usize| self.table.rules().positions()[*p].id.clone();
                let missing: Vec<String> = right.iter().filter(|p| !given.contains(p)).map(id).collect();
                let extra: Vec<String> = given.iter().filter(|p| !right.contains(p)).map(id).collect();
                let mut words = Vec::new();
                if !missing.is_empty() {
                    words.push(format!("You left out {}.", missing.join(" ")));
                }
                if !extra.is_empty() {
                    words.push(format!("Not now: {}.", extra.join(" ")));
                }
                let right = missing.is_empty() && extra.is_empty();
                words.push(why);
                Verdict { right, words }
            }
            (Answer::Count(given), Answer::Count(right)) => {
                let mut words = Vec::new();
                if *given != right {
                    words.push(format!("Not {given}: {right}."));
                }
                words.push(why);
                Verdict { right: *given == right, words }
            }
            _ => Verdict { right: false, words: vec!["That answers another question.".into(), why] },
        }
    }

    /// The reason, in the dealing guide's words.
    fn why(&self) -> String {
        match &self.step.kind {
            StepKind::HoleCards { .. } => {
                format!("{}.", crate::model::words::capitalised(&self.table.hole_cards().words))
            }
            StepKind::Esg(call) | StepKind::Christmas(call) => format!("{}.", call.words),
            _ => format!("{}.", self.step.instruction.trim_end_matches('.')),
        }
    }
}

/// What a step can be asked as: the dealing steps whose answer the learner can know.
fn asked_of(step: &Step) -> Option<Asked> {
    match &step.kind {
        // Board places only: a per-player place (a ring card) is not on the drawing to tap.
        StepKind::Board if !step.positions.is_empty() => Some(Asked::Places),
        StepKind::HoleCards { .. } => Some(Asked::HoleCount),
        StepKind::Esg(call) | StepKind::Christmas(call) => Some(Asked::Extra(call.rule)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn game(id: &str) -> &'static Game {
        Catalogue::builtin().get(id).unwrap()
    }

    #[test]
    fn the_right_places_are_accepted_and_each_kind_of_wrong_answer_is_named() {
        let mut places_seen = 0;
        for seed in 0..40 {
            let q = Question::deal(game("pandemic/high-low-sd-hand"), 1, seed).unwrap();
            if q.asked() != &Asked::Places {
                continue;
            }
            places_seen += 1;
            let right = q.answer();
            assert!(q.check(&right).right, "seed {seed}");
            let Answer::Places(places) = right else { unreachable!() };
            // One left out.
            let short = Answer::Places(places[1..].to_vec());
            let v = q.check(&short);
            let id = &q.table().rules().positions()[places[0]].id;
            assert!(!v.right && v.words[0] == format!("You left out {id}."), "{v:?}");
            // One too many: a place not in the step.
            let other = (0..q.table().rules().positions().len()).find(|p| !places.contains(p)).unwrap();
            let v = q.check(&Answer::Places([places.clone(), vec![other]].concat()));
            assert!(!v.right && v.words[0].starts_with("Not now: "), "{v:?}");
            assert!(v.words.last().unwrap().starts_with("Deal the "), "the guide's words: {v:?}");
        }
        assert!(places_seen > 10, "{places_seen}");
    }

    #[test]
    fn hole_counts_and_extra_card_calls_are_the_engines() {
        let mut counts = 0;
        let mut extras = 0;
        for seed in 0..200 {
            let q = Question::deal(game("double-board/high-high-hand"), 4, seed).unwrap();
            let Answer::Count(right) = q.answer() else { continue };
            assert!(q.check(&Answer::Count(right)).right);
            let v = q.check(&Answer::Count(right + 1));
            assert!(!v.right && v.words[0] == format!("Not {}: {right}.", right + 1), "{v:?}");
            match q.asked() {
                Asked::HoleCount => {
                    counts += 1;
                    assert!(v.words[1].contains("each"), "the arithmetic: {v:?}");
                    assert_eq!(right, q.table().hole_cards().each);
                    assert!(v.words[1].contains(&format!("{right} each")), "{v:?}");
                }
                Asked::Extra(_) => {
                    extras += 1;
                    assert!(q.prompt().contains("discard pile"), "{}", q.prompt());
                }
                Asked::Places => unreachable!(),
            }
        }
        assert!(counts > 0 && extras > 0, "{counts} hole-card questions, {extras} extra-card questions");
    }

    #[test]
    fn a_seed_deals_the_same_question_again() {
        let a = Question::deal(game("double-bullseye/high-high-hand"), 3, 99).unwrap();
        let b = Question::deal(game("double-bullseye/high-high-hand"), 3, 99).unwrap();
        assert_eq!((a.prompt(), a.answer()), (b.prompt(), b.answer()));
    }
}
