//! App state: signals *of* engine values, and the intents the screens send.
//!
//! Components read these signals and call the intents; every rule lives in the engine
//! ([`Draft`] refuses a card in two places, the showdown resolves), so nothing here decides poker.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::{DealOptions, DeckMode, StepKind, Table, TableSetup};
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::{from_fragment, HandFile};

use super::storage;

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Games,
    /// The rules card of one game.
    Game(String),
    /// Entering a hand and seeing its showdown.
    Hand,
    /// Resolved hands kept, import and export.
    History,
    /// Deck colours, card size, theme.
    Settings,
    /// The live dealing guide.
    Deal,
    /// The Chinese poker scorer.
    Chinese,
    /// The Open Face Chinese scorer.
    Ofc,
    /// The 32-card draw table.
    Draw32,
}

/// A hand being dealt with the dealing guide.
#[derive(Clone, Debug)]
pub struct Dealing {
    pub table: Table,
    pub names: Vec<String>,
    /// The app shuffled its own deck and shows every card (practice).
    pub learn: bool,
}

/// How the app looks; applied as data attributes on `<html>` that the CSS reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// Spades black, hearts red, diamonds blue, clubs green (on by default: tells suits apart in a
    /// dim room), or the classic two colours.
    pub two_colour: bool,
    pub card_size: CardSize,
    pub theme: Theme,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CardSize {
    Small,
    #[default]
    Medium,
    Large,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Follow the phone's light or dark setting.
    #[default]
    System,
    Dark,
    Light,
}

impl Settings {
    /// The attributes put on `<html>`.
    pub fn attributes(&self) -> [(&'static str, &'static str); 3] {
        [
            ("data-deck", if self.two_colour { "two-colour" } else { "four-colour" }),
            (
                "data-card-size",
                match self.card_size {
                    CardSize::Small => "small",
                    CardSize::Medium => "medium",
                    CardSize::Large => "large",
                },
            ),
            (
                "data-theme",
                match self.theme {
                    Theme::System => "system",
                    Theme::Dark => "dark",
                    Theme::Light => "light",
                },
            ),
        ]
    }
}

/// Everything the screens share, provided once at the root.
#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub draft: RwSignal<Option<Draft>>,
    pub selected: RwSignal<Option<Slot>>,
    /// The last problem to show the user (a refused card, unreadable stored data).
    pub message: RwSignal<Option<String>>,
    /// Saved hands, newest first.
    pub history: RwSignal<Vec<HandFile>>,
    pub settings: RwSignal<Settings>,
    pub dealing: RwSignal<Option<Dealing>>,
    /// Cards to light up on the layout and in the hands: the winning hand the user tapped.
    pub shown: RwSignal<CardSet>,
}

impl AppState {
    /// Starts with a shared hand if the address carries one, else the hand saved last time.
    pub fn new() -> AppState {
        let (mut draft, mut problem) = storage::load_draft();
        let (history, history_problem) = storage::load_history();
        let (settings, settings_problem) = storage::load_settings();
        let (dealing, deal_problem) = storage::load_deal();
        problem = problem.or(history_problem).or(settings_problem).or(deal_problem);
        let mut opened_link = false;
        if let Some(fragment) = take_fragment() {
            match from_fragment(&fragment)
                .map_err(|e| e.message)
                .and_then(|f| Draft::from_file(&f, Catalogue::builtin()))
            {
                Ok(shared) => {
                    draft = Some(shared);
                    opened_link = true;
                }
                Err(why) => problem = Some(format!("The shared link could not be opened: {why}")),
            }
        }
        // A reload in the middle of a deal goes back to it (a shared link opens its hand first).
        let mid_deal = dealing.as_ref().is_some_and(|d| {
            !matches!(d.table.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
        });
        let screen = if mid_deal && !opened_link {
            Screen::Deal
        } else if draft.is_some() {
            Screen::Hand
        } else {
            Screen::Games
        };
        let state = AppState {
            screen: RwSignal::new(screen),
            selected: RwSignal::new(draft.as_ref().and_then(|d| d.next_open(None))),
            draft: RwSignal::new(draft),
            message: RwSignal::new(problem),
            history: RwSignal::new(history),
            settings: RwSignal::new(settings),
            dealing: RwSignal::new(dealing),
            shown: RwSignal::new(CardSet::EMPTY),
        };
        // Every change is saved at once: a reload or a closed tab loses nothing.
        Effect::new(move |_| state.draft.with(|d| storage::save_draft(d.as_ref())));
        Effect::new(move |_| state.history.with(|h| storage::save_history(h)));
        Effect::new(move |_| state.dealing.with(|d| storage::save_deal(d.as_ref())));
        Effect::new(move |_| {
            let settings = state.settings.get();
            storage::save_settings(&settings);
            if let Some(root) = document().document_element() {
                for (name, value) in settings.attributes() {
                    let _ = root.set_attribute(name, value);
                }
            }
        });
        state
    }

    /// Starts dealing a hand of `game_id`; in learn mode the app shuffles its own deck.
    pub fn start_deal(&self, game_id: &str, names: Vec<String>, options: DealOptions, learn: bool) {
        let Some(game) = Catalogue::builtin().get(game_id) else { return };
        let deck =
            if learn { DeckMode::Shuffled { seed: js_sys::Date::now() as u64 } } else { DeckMode::Unseen };
        let setup = TableSetup { n_players: names.len(), button: 0, options, deck };
        match Table::new(game, &Default::default(), setup) {
            Ok(table) => {
                self.dealing.set(Some(Dealing { table, names, learn }));
                self.message.set(None);
                self.screen.set(Screen::Deal);
            }
            Err(e) => self.message.set(Some(e.to_string())),
        }
    }

    /// Keeps the current hand in the history (newest first).
    pub fn save_to_history(&self) {
        if let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) {
            self.history.update(|h| {
                h.retain(|f| *f != file);
                h.insert(0, file);
            });
        }
    }

    /// Opens a hand file (from the history or an import) for entry and showdown.
    pub fn open(&self, file: &HandFile) -> Result<(), String> {
        let draft = Draft::from_file(file, Catalogue::builtin())?;
        self.selected.set(draft.next_open(None));
        self.draft.set(Some(draft));
        self.message.set(None);
        self.screen.set(Screen::Hand);
        Ok(())
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

/// The hand in the address's fragment, if any, removed from the address so that a reload shows
/// the saved hand rather than reopening the link.
fn take_fragment() -> Option<String> {
    let window = web_sys::window()?;
    let hash = window.location().hash().ok()?;
    if !hash.starts_with("#hand=") {
        return None;
    }
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_else(|_| "./".into());
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(hash)
}
