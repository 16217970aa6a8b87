//! App state: signals *of* engine values, and the intents the screens send.
//!
//! Components read these signals and call the intents; every rule lives in the engine
//! ([`Draft`] refuses a card in two places, the showdown resolves), so nothing here decides poker.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;

use super::storage;

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Games,
    /// The rules card of one game.
    Game(String),
    /// Entering a hand and seeing its showdown.
    Hand,
}

/// Everything the screens share, provided once at the root.
#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub draft: RwSignal<Option<Draft>>,
    pub selected: RwSignal<Option<Slot>>,
    /// The last problem to show the user (a refused card, unreadable stored data).
    pub message: RwSignal<Option<String>>,
}

impl AppState {
    /// Starts with the hand saved last time, if it can be read.
    pub fn new() -> AppState {
        let (draft, problem) = storage::load_draft();
        let screen = if draft.is_some() { Screen::Hand } else { Screen::Games };
        let state = AppState {
            screen: RwSignal::new(screen),
            draft: RwSignal::new(draft),
            selected: RwSignal::new(None),
            message: RwSignal::new(problem),
        };
        // Every change is saved at once: a reload or a closed tab loses nothing.
        Effect::new(move |_| state.draft.with(|d| storage::save_draft(d.as_ref())));
        state
    }

    /// Starts a new hand of `game_id` with the given player names.
    pub fn start_hand(&self, game_id: &str, names: Vec<String>) {
        let Some(game) = Catalogue::builtin().get(game_id) else { return };
        let rules = game.rules(&Default::default()).expect("default options are valid");
        let draft = Draft::new(rules, &names, 0, 1, 100);
        self.selected.set(draft.next_open(None));
        self.draft.set(Some(draft));
        self.message.set(None);
        self.screen.set(Screen::Hand);
    }

    /// Puts a picked card in the selected slot and moves on to the next slot that needs cards.
    pub fn pick(&self, card: Card) {
        let Some(slot) = self.selected.get_untracked() else {
            self.message.set(Some("Tap a place on the layout or a player's hand first.".into()));
            return;
        };
        let mut next = None;
        let mut problem = None;
        self.draft.update(|d| {
            let Some(d) = d else { return };
            match d.place(slot, card) {
                Ok(()) => next = if d.is_full(slot) { d.next_open(Some(slot)) } else { Some(slot) },
                Err(e) => problem = Some(e),
            }
        });
        if problem.is_none() {
            self.selected.set(next);
        }
        self.message.set(problem);
    }

    /// Takes a card back out, and selects the place it came from.
    pub fn unpick(&self, card: Card) {
        self.draft.update(|d| {
            if let Some(d) = d {
                let at = d.find(card);
                d.remove(card);
                if at.is_some() {
                    self.selected.set(at);
                }
            }
        });
        self.message.set(None);
    }

    pub fn select(&self, slot: Slot) {
        self.selected.set(Some(slot));
        self.message.set(None);
    }
}
