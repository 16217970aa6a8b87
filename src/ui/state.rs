//! App state: signals *of* engine values, and the intents the screens send.
//!
//! Components read these signals and call the intents; every rule lives in the engine
//! ([`Draft`] refuses a card in two places, the showdown resolves) or in the model (the values
//! these signals hold: [`Settings`], [`Seating`], [`GameMarks`], [`Dealing`]), so nothing here
//! decides poker.

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::{DealOptions, DeckMode, StepKind, Table, TableSetup};
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::{from_fragment, HandFile};
use crate::model::deal_form::DealForm;
use crate::model::dealing::Dealing;
use crate::model::marks::GameMarks;
use crate::model::seating::Seating;
use crate::model::settings::Settings;
use crate::model::undo::{self, Undo, UNDO_SECONDS};

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

impl Screen {
    /// The screen a button of the page's static markup opens, by its `data-screen` (the header's
    /// tabs, the games list's table games).
    pub fn named(name: &str) -> Option<Screen> {
        [
            Screen::Games,
            Screen::Deal,
            Screen::Hand,
            Screen::History,
            Screen::Settings,
            Screen::Chinese,
            Screen::Ofc,
            Screen::Draw32,
        ]
        .into_iter()
        .find(|screen| screen.name() == name)
    }

    /// The screen's name in `data-screen`, which is also its header tab's (a game's rules
    /// card is part of the games; the table games have no tab of their own).
    pub fn name(&self) -> &'static str {
        match self {
            Screen::Games | Screen::Game(_) => "games",
            Screen::Deal => "deal",
            Screen::Hand => "hand",
            Screen::History => "history",
            Screen::Settings => "settings",
            Screen::Chinese => "chinese",
            Screen::Ofc => "ofc",
            Screen::Draw32 => "draw32",
        }
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
    /// The table last seated (saved at once).
    pub seating: RwSignal<Seating>,
    /// Favourite and recently played games (saved at once).
    pub marks: RwSignal<GameMarks>,
    /// The table's dealing choices on the rules card, kept between hands and across screens until
    /// the dealer changes them (read by [`AppState::restore`], saved at once).
    pub deal_form: RwSignal<DealForm>,
    /// What the last destructive tap removed, offered in the undo bar for a few seconds.
    pub undo: RwSignal<Option<Undo>>,
    /// An OFC undo the bar was tapped for, for the OFC scorer (whose table is its own) to apply.
    pub ofc_undo: RwSignal<Option<Undo>>,
    /// Counts the undos offered, so that a bar's timer ends only its own undo.
    undo_serial: StoredValue<u32>,
    /// The history entry that is the hand being entered, so that correcting a card after the
    /// showdown updates that entry instead of adding another.
    kept_current: RwSignal<Option<HandFile>>,
    /// The app started on the screen of a saved hand or deal before reading it.
    resuming: RwSignal<bool>,
    /// [`AppState::restore`] has run.
    restored: RwSignal<bool>,
    /// The app's root, which owns the effects that save the restored state: `restore` runs inside
    /// a screen, and an effect it owned would stop when that screen closes.
    root: StoredValue<Owner>,
}

impl AppState {
    /// The state the first screen needs: settings, the seated table and the marked games. The
    /// saved hand, deal and history are read by [`AppState::restore`] when a screen needs them, so
    /// that their code (the engine, the hand file's parser) is not in the part of the app that
    /// has to load before the first screen (see `ui::mount`). If something is saved, or the
    /// address carries a shared hand, the app starts on the screen that will show it.
    pub fn new() -> AppState {
        let (settings, settings_problem) = storage::load_settings();
        let (seating, seating_problem) = storage::load_seating();
        let (marks, marks_problem) = storage::load_game_marks();
        let screen = if shared_hand_in_address() {
            Screen::Hand
        } else if storage::has(storage::StorageKey::Deal) {
            Screen::Deal
        } else if storage::has(storage::StorageKey::Hand) {
            Screen::Hand
        } else {
            Screen::Games
        };
        let state = AppState {
            resuming: RwSignal::new(screen != Screen::Games),
            restored: RwSignal::new(false),
            screen: RwSignal::new(screen),
            selected: RwSignal::new(None),
            draft: RwSignal::new(None),
            message: RwSignal::new(settings_problem.or(seating_problem).or(marks_problem)),
            history: RwSignal::new(Vec::new()),
            settings: RwSignal::new(settings),
            dealing: RwSignal::new(None),
            shown: RwSignal::new(CardSet::EMPTY),
            seating: RwSignal::new(seating),
            marks: RwSignal::new(marks),
            deal_form: RwSignal::new(DealForm::default()),
            undo: RwSignal::new(None),
            ofc_undo: RwSignal::new(None),
            undo_serial: StoredValue::new(0),
            kept_current: RwSignal::new(None),
            root: StoredValue::new(Owner::current().unwrap_or_default()),
        };
        // Every change is saved at once: a reload or a closed tab loses nothing. What was just
        // loaded is what is stored, so nothing is written at start.
        save_on_change(state.seating, storage::save_seating);
        save_on_change(state.marks, storage::save_game_marks);
        Effect::new(move |ran: Option<()>| {
            let settings = state.settings.get();
            if ran.is_some() {
                storage::save_settings(&settings);
            }
            if let Some(root) = document().document_element() {
                for (name, value) in settings.attributes() {
                    let _ = root.set_attribute(name, value);
                }
            }
        });
        state
    }

    /// Reads the saved hand, the hand being dealt and the history (once; every screen but the
    /// games list calls this before it draws). A shared hand in the address replaces the saved
    /// hand. When the app started on the screen of what is saved, it moves to where the saved
    /// state says: back into a deal if one was left mid-way, else to the hand.
    pub fn restore(&self) {
        if self.restored.get_untracked() {
            return;
        }
        self.restored.set(true);
        let (mut draft, mut problem) = storage::load_draft();
        let (history, history_problem) = storage::load_history();
        let (dealing, deal_problem) = storage::load_deal();
        let (deal_form, form_problem) = storage::load_deal_form();
        problem = problem.or(history_problem).or(deal_problem).or(form_problem);
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
        let kept_current = draft.as_ref().map(Draft::to_file).filter(|f| history.first() == Some(f));
        // A reload in the middle of a deal goes back to it (a shared link opens its hand first).
        let mid_deal = dealing.as_ref().is_some_and(|d| {
            !matches!(d.table.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
        });
        let resume = if mid_deal && !opened_link {
            Screen::Deal
        } else if draft.is_some() {
            Screen::Hand
        } else {
            Screen::Games
        };
        self.selected.set(draft.as_ref().and_then(|d| d.next_open(None)));
        self.draft.set(draft);
        self.history.set(history);
        self.dealing.set(dealing);
        self.deal_form.set(deal_form);
        self.kept_current.set(kept_current);
        if let Some(problem) = problem.or(self.message.get_untracked()) {
            self.message.set(Some(problem));
        }
        if self.resuming.get_untracked() {
            self.resuming.set(false);
            // Not now: this runs while the screen the app guessed is being drawn, and changing
            // the screen would drop that screen's owner under it (even from a microtask: the
            // drawing finishes in one). An animation frame comes after the drawing and before
            // the next paint, so the guessed screen is never seen.
            let screen = self.screen;
            request_animation_frame(move || {
                if screen.get_untracked() != resume {
                    screen.set(resume);
                }
            });
        }
        if opened_link {
            self.draft.with_untracked(|d| storage::save_draft(d.as_ref()));
        }
        self.root.with_value(|root| {
            root.with(|| {
                save_on_change(self.draft, |d| storage::save_draft(d.as_ref()));
                save_on_change(self.history, |h| storage::save_history(h));
                save_on_change(self.dealing, |d| storage::save_deal(d.as_ref()));
                save_on_change(self.deal_form, storage::save_deal_form);
            })
        });
    }

    /// Starts dealing a hand of `game_id` with the game's option `choices` at the seated table;
    /// in learn mode the app shuffles its own deck.
    pub fn start_deal(
        &self,
        game_id: &str,
        choices: &BTreeMap<String, String>,
        seating: &Seating,
        options: DealOptions,
        learn: bool,
    ) {
        let Some(game) = Catalogue::builtin().get(game_id) else { return };
        let deck =
            if learn { DeckMode::Shuffled { seed: js_sys::Date::now() as u64 } } else { DeckMode::Unseen };
        let names = seating.seat_names();
        let setup = TableSetup { n_players: names.len(), button: seating.button, options, deck };
        match Table::new(game, choices, setup) {
            Ok(table) => {
                self.marks.update(|m| m.played(game_id));
                self.dealing.set(Some(Dealing { table, names, learn }));
                self.message.set(None);
                self.screen.set(Screen::Deal);
            }
            Err(e) => self.message.set(Some(e.to_string())),
        }
    }

    /// Keeps the resolved hand in the history (newest first): the first time as a new entry, then
    /// each correction replaces that entry, so every resolved hand is kept exactly once.
    pub fn keep_resolved(&self) {
        let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) else { return };
        let previous = self.kept_current.get_untracked();
        self.history.update(|h| {
            if previous.is_some() && h.first() == previous.as_ref() {
                h.remove(0);
            }
            h.retain(|f| *f != file);
            h.insert(0, file.clone());
        });
        self.kept_current.set(Some(file));
    }

    /// A hand file (from the history or an import) checked and ready for entry and showdown
    /// ([`AppState::begin_hand`] opens it).
    pub fn check(&self, file: &HandFile) -> Result<Draft, String> {
        Draft::from_file(file, Catalogue::builtin())
    }

    /// Puts a new hand on the hand screen. Its first showdown is a new history entry, and its
    /// corrections replace that entry, even after a visit to another screen: only a new hand
    /// (from the games list, the dealing guide, the history or an import) ends the run.
    pub fn begin_hand(&self, draft: Draft) {
        // A cleared hand's undo would no longer put it back: the bar goes.
        if self.undo.with_untracked(|u| u.as_ref().is_some_and(Undo::is_hand)) {
            self.undo.set(None);
        }
        self.kept_current.set(None);
        self.selected.set(draft.next_open(None));
        self.draft.set(Some(draft));
        self.message.set(None);
        self.screen.set(Screen::Hand);
    }

    /// Starts a new hand of `game_id` with the game's option `choices` at the seated table.
    pub fn start_hand(&self, game_id: &str, choices: &BTreeMap<String, String>, seating: &Seating) {
        let Some(game) = Catalogue::builtin().get(game_id) else { return };
        let rules = match game.rules(choices) {
            Ok(rules) => rules,
            Err(e) => return self.message.set(Some(e.to_string())),
        };
        let names = seating.seat_names();
        let draft = Draft::new(rules, &names, seating.button_seat(), seating.chip, seating.stake);
        self.marks.update(|m| m.played(game_id));
        self.begin_hand(draft);
    }

    /// New game: clears the hand being entered (the undo bar can put it back) and opens the games.
    pub fn new_game(&self) {
        let mut kept = self.kept_current.get_untracked();
        let mut cleared = None;
        self.draft.update(|d| cleared = undo::clear_hand(d, &mut kept));
        self.kept_current.set(kept);
        self.selected.set(None);
        self.message.set(None);
        self.offer_undo(cleared);
        self.screen.set(Screen::Games);
    }

    /// Delete: removes history entry `at` (the undo bar can put it back at its place).
    pub fn delete_entry(&self, at: usize) {
        let mut deleted = None;
        self.history.update(|h| deleted = undo::delete_entry(h, at));
        self.offer_undo(deleted);
    }

    /// Shows `undo` in the undo bar for [`UNDO_SECONDS`] (it replaces the one showing).
    pub fn offer_undo(&self, undo: Option<Undo>) {
        let Some(undo) = undo else { return };
        let serial = self.undo_serial.with_value(|n| n + 1);
        self.undo_serial.set_value(serial);
        self.undo.set(Some(undo));
        let (offered, current) = (self.undo, self.undo_serial);
        set_timeout(
            move || {
                if current.try_with_value(|n| *n == serial) == Some(true) {
                    offered.set(None);
                }
            },
            std::time::Duration::from_secs(UNDO_SECONDS.into()),
        );
    }

    /// The undo bar's button: puts back what the last destructive tap removed.
    pub fn undo(&self) {
        let Some(undo) = self.undo.try_update(Option::take).flatten() else { return };
        match undo {
            Undo::Hand { .. } => {
                let mut kept = self.kept_current.get_untracked();
                let mut back = false;
                self.draft.maybe_update(|d| {
                    back = undo.restore_hand(d, &mut kept);
                    back
                });
                if back {
                    self.kept_current.set(kept);
                    self.selected
                        .set(self.draft.with_untracked(|d| d.as_ref().and_then(|d| d.next_open(None))));
                    self.screen.set(Screen::Hand);
                }
            }
            Undo::HistoryEntry { .. } => self.history.maybe_update(|h| undo.restore_entry(h)),
            Undo::OfcHand { .. } => self.ofc_undo.set(Some(undo)),
        }
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

/// Calls `save` with the value each time it changes after start-up (not with the value it starts
/// with: that is the one just loaded from storage).
fn save_on_change<T: Send + Sync + 'static>(value: RwSignal<T>, save: impl Fn(&T) + Send + Sync + 'static) {
    Effect::new(move |ran: Option<()>| {
        value.with(|v| {
            if ran.is_some() {
                save(v)
            }
        })
    });
}

/// The hand in the address's fragment, if any, removed from the address so that a reload shows
/// the saved hand rather than reopening the link.
fn take_fragment() -> Option<String> {
    if !shared_hand_in_address() {
        return None;
    }
    let window = web_sys::window()?;
    let hash = window.location().hash().ok()?;
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_else(|_| "./".into());
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(hash)
}

/// Whether the address carries a shared hand (`#hand=…`).
fn shared_hand_in_address() -> bool {
    web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| h.starts_with("#hand="))
}
