//! The game designer: a draft of a [`GameSpec`] that a dealer builds on the phone, one tap at a
//! time, and that every screen action is a method of.
//!
//! Invariants:
//! - The draft *is* a `GameSpec` (plus the grid it is drawn on, the street new places go to and the
//!   last steps of undo), so a game loaded into the designer and saved unchanged is the equal spec, and
//!   nothing the engine reads is kept twice.
//! - No rule of the engine is repeated here: whether the draft is a game, which field is wrong and
//!   for how many players it works come from [`crate::engine::game::Game::new`] and
//!   [`crate::engine::game::principles`] ([`check`]); which places a point uses from the engine's
//!   geometry ([`drawing`]).
//! - Nothing the user entered is lost: an action that removes something (a place, a street, a
//!   point, another layout) keeps the draft as it was, and [`Designer::undo`] puts it back, one
//!   step each, up to the last [`UNDO_STEPS`]; a draft put aside for another game is kept before
//!   any removal's step, so later removals never push it out.
//!
//! The parts: [`layout`] (places on a grid, or a catalogue game's layout), [`streets`] (which
//! street deals each place), [`points`] (which cards each point uses and how it is ranked, with
//! [`rule`], a board rule as parts), [`payout`] (the payout, worth, hole cards and players),
//! [`dealing`] (what a table starts dealing with), [`check`] (the live validation) and [`drawing`] (what the point being built lights on the
//! drawing).

pub mod check;
pub mod dealing;
pub mod drawing;
pub mod editing;
pub mod layout;
pub mod options;
pub mod payout;
pub mod points;
pub mod ring;
pub mod rule;
pub mod streets;
#[cfg(test)]
mod ways_tests;

use serde::{Deserialize, Serialize};

use crate::engine::card_set::Deck;
use crate::engine::game::{GameSpec, HoleCards};
use crate::engine::pot::Payout;

/// The game being designed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Designer {
    spec: GameSpec,
    /// Columns and rows of the grid the places are tapped on.
    grid: (usize, usize),
    /// The street a new place is dealt on, and the one the Streets section assigns places to.
    street: usize,
    /// The draft before each of the last actions that removed something, and what each was, the
    /// latest last. Stored drafts from before the stack kept one step (`null` or one object):
    /// [`undo_steps`] reads both.
    #[serde(default, deserialize_with = "undo_steps")]
    undo: Vec<Undo>,
    /// The id of the user's saved game this draft changes ([`Designer::edit`]): Save replaces
    /// that game. `None` for a new game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    editing: Option<String>,
}

/// What [`Designer::undo`] puts back.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Undo {
    /// "Removed the point High", for the undo button.
    pub what: String,
    spec: GameSpec,
    grid: (usize, usize),
    street: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    editing: Option<String>,
    /// Whether it is a whole draft put aside for another game ([`Designer::start_over`]), kept
    /// before any removal's step when the stack is full.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    aside: bool,
}

/// How many steps Undo goes back.
pub const UNDO_STEPS: usize = 20;

/// The undo steps as stored: a list, or (a draft stored before the list) one step or none.
fn undo_steps<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<Undo>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Steps(Vec<Undo>),
        One(Option<Box<Undo>>),
    }
    Ok(match Stored::deserialize(d)? {
        Stored::Steps(steps) => steps,
        Stored::One(one) => one.map(|u| *u).into_iter().collect(),
    })
}

/// The id every game the designer starts has, until it is named.
const FIRST_ID: &str = "mine/my-game";

impl Default for Designer {
    fn default() -> Designer {
        Designer::scratch()
    }
}

impl Designer {
    /// A game from scratch: an empty 4 x 2 grid, one street (the flop), no point yet, CAP's
    /// defaults (52 cards, 2 to 10 players, as many hole cards as the deck allows, a split pot).
    pub fn scratch() -> Designer {
        Designer {
            spec: GameSpec {
                id: FIRST_ID.into(),
                name: "My game".into(),
                family: String::new(),
                summary: String::new(),
                deck: Deck::Standard52,
                players: (2, 10),
                hole_cards: HoleCards::MaxFromDeck,
                positions: vec![],
                streets: vec![streets::new_street("Flop")],
                points: vec![],
                payout: Payout::SplitPot,
                options: vec![],
                dealing: Default::default(),
            },
            grid: (4, 2),
            street: 0,
            undo: vec![],
            editing: None,
        }
    }

    /// The designer holding `spec` as it is (its id and name too): saved unchanged, it is `spec`.
    pub fn from_spec(spec: GameSpec) -> Designer {
        let grid = layout::grid_around(&spec.positions);
        Designer { spec, grid, street: 0, undo: vec![], editing: None }
    }

    /// A copy of `spec` to change into a game of one's own: the same game, named "… (my copy)",
    /// with an id of the user's (`mine/…`).
    pub fn copy_of(spec: GameSpec) -> Designer {
        let name = format!("{} (my copy)", spec.name);
        let mut designer = Designer::from_spec(spec);
        designer.set_name(&name);
        designer
    }

    /// The declaration as it stands (valid or not: see [`Designer::check`]).
    pub fn spec(&self) -> &GameSpec {
        &self.spec
    }

    /// The declaration to save.
    pub fn into_spec(self) -> GameSpec {
        self.spec
    }

    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// Names the game; its id follows the name (`mine/` and the name in kebab-case), so two games
    /// of different names never share an id. A saved game being edited keeps its id (Save
    /// replaces that game; "Save as a new game" gives it one of its own).
    pub fn set_name(&mut self, name: &str) {
        self.spec.name = name.to_string();
        if self.editing.is_none() {
            self.spec.id = id_for(name);
        }
    }

    pub fn summary(&self) -> &str {
        &self.spec.summary
    }

    pub fn set_summary(&mut self, summary: &str) {
        self.spec.summary = summary.to_string();
    }

    /// What the undo button would put back, in words (the latest step).
    pub fn undo_offered(&self) -> Option<&str> {
        self.undo.last().map(|u| u.what.as_str())
    }

    /// How many steps Undo can go back.
    pub fn undo_steps(&self) -> usize {
        self.undo.len()
    }

    /// Puts back the draft as it was before the last action that removed something; each Undo
    /// goes one step further back.
    pub fn undo(&mut self) {
        if let Some(Undo { spec, grid, street, editing, .. }) = self.undo.pop() {
            self.spec = spec;
            self.grid = grid;
            self.street = street;
            self.editing = editing;
        }
    }

    /// Starts another game in place of this one (a copy of a catalogue game, or from scratch):
    /// this draft stays an Undo away, unless it is the untouched game from scratch, and so do
    /// the steps it had.
    pub fn start_over(&mut self, next: Designer) {
        let mut old = std::mem::replace(self, next);
        let steps = std::mem::take(&mut old.undo);
        self.undo = steps;
        if old.spec != Designer::scratch().spec {
            self.push_undo(Undo {
                what: format!("Put {} aside", old.spec.name),
                spec: old.spec,
                grid: old.grid,
                street: old.street,
                editing: old.editing,
                aside: true,
            });
        }
    }

    /// Keeps the draft as it is, for [`Designer::undo`], before an action that removes something.
    fn keep(&mut self, what: String) {
        let step = Undo {
            what,
            spec: self.spec.clone(),
            grid: self.grid,
            street: self.street,
            editing: self.editing.clone(),
            aside: false,
        };
        self.push_undo(step);
    }

    /// Adds a step; past [`UNDO_STEPS`], the oldest removal's step goes (a put-aside draft only
    /// when every step is one).
    fn push_undo(&mut self, step: Undo) {
        self.undo.push(step);
        if self.undo.len() > UNDO_STEPS {
            let oldest = self.undo.iter().position(|u| !u.aside).unwrap_or(0);
            self.undo.remove(oldest);
        }
    }
}

/// The id a new game named `name` takes: `mine/` and the name in kebab-case.
fn id_for(name: &str) -> String {
    format!("mine/{}", kebab(name))
}

/// `name` in kebab-case for an id: ASCII letters and digits lower-cased, anything else one dash
/// between words; "game" when nothing is left. At most 40 characters (an id has at most 60).
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let mut out: String = out.chars().take(40).collect();
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        "game".into()
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::specs;

    #[test]
    fn every_catalogue_game_loaded_and_saved_unchanged_is_the_equal_spec() {
        for spec in specs() {
            let designer = Designer::from_spec(spec.clone());
            assert_eq!(designer.spec(), &spec, "{}", spec.id);
            // Through local storage too (a reload in the middle of designing).
            let stored = serde_json::to_string(&designer).unwrap();
            let back: Designer = serde_json::from_str(&stored).unwrap();
            assert_eq!(back.into_spec(), spec, "{}", spec.id);
        }
    }

    #[test]
    fn a_name_gives_the_id_in_kebab_case() {
        let mut d = Designer::scratch();
        d.set_name("Two rows: 8 / 2-7 & a hand!");
        assert_eq!(d.spec().id, "mine/two-rows-8-2-7-a-hand");
        d.set_name("  ♠♠ ");
        assert_eq!(d.spec().id, "mine/game");
        d.set_name(&"x".repeat(100));
        assert_eq!(d.spec().id.len(), "mine/".len() + 40);
        assert_eq!(d.name().len(), 100, "the name is kept as typed; the check says it is too long");
    }

    #[test]
    fn a_copy_is_named_as_the_users_and_keeps_the_game() {
        let spec = specs().into_iter().find(|s| s.id == "omaha/high-low-8").unwrap();
        let d = Designer::copy_of(spec.clone());
        assert_eq!(d.name(), "Omaha: Hi/lo 8-or-better (my copy)");
        assert_eq!(d.spec().id, "mine/omaha-hi-lo-8-or-better-my-copy");
        assert_eq!(d.spec().points, spec.points);
        assert_eq!(d.spec().positions, spec.positions);
    }

    #[test]
    fn starting_over_keeps_the_draft_one_undo_away() {
        let mut d = Designer::scratch();
        d.start_over(Designer::scratch());
        assert_eq!(d.undo_offered(), None, "nothing to keep of an untouched game");
        d.toggle_cell(0, 0);
        d.set_name("Mine");
        let spec = specs().into_iter().next().unwrap();
        d.start_over(Designer::copy_of(spec.clone()));
        assert_eq!(d.spec().positions, spec.positions);
        assert_eq!(d.undo_offered(), Some("Put Mine aside"));
        d.undo();
        assert_eq!(d.name(), "Mine");
        assert_eq!(d.table_places(), ["a1"]);
    }

    #[test]
    fn undo_goes_back_one_removal_at_a_time_and_keeps_a_put_aside_draft() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.set_name("Half done");
        d.open_for_edit(crate::model::my_games::tests::badugi_spec());
        let edited = d.spec().clone();
        // A removal right after "Edit in the designer", then many more (a ring card added and
        // taken off again and again): more than the steps kept.
        let first = d.table_places()[0].to_string();
        d.remove_place(&first);
        assert!(!d.has_ring());
        for _ in 0..UNDO_STEPS {
            d.toggle_ring();
            d.toggle_ring();
        }
        assert_eq!(d.undo_steps(), UNDO_STEPS, "bounded");
        assert_eq!(d.undo_offered(), Some("Removed the place ring"));
        d.undo();
        assert!(d.has_ring(), "one step back: the ring card taken off last");
        while d.undo_offered() == Some("Removed the place ring") {
            d.undo();
        }
        // The oldest removals' steps are gone (the first place's too); the put-aside draft is not.
        assert_ne!(d.spec(), &edited);
        assert_eq!(d.undo_offered(), Some("Put Half done aside"));
        d.undo();
        assert_eq!((d.name(), d.table_places()), ("Half done", vec!["a1"]));
        assert_eq!(d.undo_offered(), None);
    }

    #[test]
    fn a_draft_stored_with_one_step_of_undo_or_none_still_loads() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.toggle_cell(1, 0);
        d.toggle_cell(0, 0);
        let stored = serde_json::to_value(&d).unwrap();
        assert!(stored["undo"].is_array(), "{stored}");
        // The shape stored before the stack: one object, or null.
        let mut old = stored.clone();
        old["undo"] = stored["undo"][0].clone();
        assert!(old["undo"].is_object());
        let back: Designer = serde_json::from_value(old).unwrap();
        assert_eq!(back, d);
        let mut none = stored.clone();
        none["undo"] = serde_json::Value::Null;
        assert_eq!(serde_json::from_value::<Designer>(none).unwrap().undo_offered(), None);
        let mut d2 = serde_json::from_value::<Designer>(stored).unwrap();
        d2.undo();
        assert_eq!(d2.table_places(), ["a1", "b1"]);
    }

    #[test]
    fn undo_puts_back_what_the_last_removal_took() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.toggle_cell(1, 0);
        let before = d.clone();
        assert_eq!(d.undo_offered(), None);
        d.toggle_cell(0, 0);
        assert_eq!(d.undo_offered(), Some("Removed the place a1"));
        d.undo();
        assert_eq!(d.spec(), before.spec());
        assert_eq!(d.undo_offered(), None);
    }
}
