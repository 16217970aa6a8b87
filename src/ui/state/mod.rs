//! App state: signals *of* model values, and the intents the screens send.
//!
//! Components read these signals and call the intents; every rule lives in the engine
//! ([`Draft`] refuses a card in two places, the showdown resolves) or in the model: the values
//! these signals hold ([`Settings`], [`Seating`], [`GameMarks`], [`Dealing`]) and the application
//! core ([`crate::model::app`]), whose commands the files here run through the browser's
//! adapters ([`super::storage`], [`super::idb`], [`super::tabs`]). Nothing here decides.
//!
//! - [`hand`]: the hand's life (the saved hand and deal, links, another tab's hand);
//! - [`kept`]: the history, run through IndexedDB; [`undo`]: the undo bar;
//! - [`games`]: the user's games; [`imports`]: hand files, exports and shared tables.

mod arrivals;
mod entry;
mod games;
mod hand;
mod imports;
mod kept;
mod links;
mod screen;
mod tonight;
mod undo;

use leptos::prelude::*;

use crate::engine::card_set::CardSet;
use crate::engine::draft::{Draft, Slot};
use crate::engine::hand_file::HandFile;
use crate::first_screen::MyRow;
use crate::model::app::kept::History;
use crate::model::deal_form::DealForm;
use crate::model::dealing::Dealing;
use crate::model::history::{Entry, HandKey};
use crate::model::marks::GameMarks;
use crate::model::my_games::MyGames;
use crate::model::opening::{self, Before};
use crate::model::problems::Problems;
use crate::model::seating::Seating;
use crate::model::settings::Settings;
use crate::model::stores::{Store, Written};
use crate::model::undo::Undo;

pub use screen::{screen_of, Screen};

// The adapters, named here so that the files of this folder reach them as `super::…`.
use super::{idb, leaving, storage, tabs};

/// Everything the screens share, provided once at the root.
#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub draft: RwSignal<Option<Draft>>,
    pub selected: RwSignal<Option<Slot>>,
    /// The last refusal to show the user (a card in two places, a bad link), replaced by the next.
    pub message: RwSignal<Option<String>>,
    /// Every storage problem since the page opened (unreadable data, a failed write), each told
    /// in the list at the top until dismissed: one store's problem never hides another's.
    /// Each failed save keeps its store's unsaved data there, offered as a file.
    pub problems: RwSignal<Problems>,
    /// The history as this tab holds it ([`History`]): changed only by its intents here, which
    /// run the commands it returns.
    /// The kept hands are read through [`AppState::history`] and [`AppState::with_history`]:
    /// methods, not a memo made at start, so that the first screen's module holds none of the
    /// hands' comparing and copying.
    kept: RwSignal<History>,
    /// How many hands the history holds in all (stored, plus those kept here since it was read).
    pub history_total: Memo<usize>,
    /// Older hands are stored than the ones read so far.
    pub history_older: Memo<bool>,
    /// The first page of the history has been read (keeping a hand waits for it, so that a
    /// hand kept before a reload is found rather than kept twice).
    pub history_loaded: Memo<bool>,
    pub settings: RwSignal<Settings>,
    pub dealing: RwSignal<Option<Dealing>>,
    /// Cards to light up on the layout and in the hands: the winning hand the user tapped.
    pub shown: RwSignal<CardSet>,
    /// The table last seated (saved at once).
    pub seating: RwSignal<Seating>,
    /// Favourite and recently played games (saved at once).
    pub marks: RwSignal<GameMarks>,
    /// The user's own games, validated (read by [`AppState::restore`]; changed only through
    /// [`AppState::change_my_games`], which saves them and tells the app's one game lookup).
    pub my_games: RwSignal<MyGames>,
    /// The user's games as the games list shows them: read from the store at start without
    /// validating any (the first screen builds no game), then from [`AppState::my_games`].
    pub my_rows: RwSignal<Vec<MyRow>>,
    /// The table's dealing choices on the rules card, kept between hands and across screens until
    /// the dealer changes them (read by [`AppState::restore`], saved at once).
    pub deal_form: RwSignal<DealForm>,
    /// Tonight's evening at the table, when one is on (read by [`AppState::restore`], saved at
    /// every change).
    pub tonight: RwSignal<Option<crate::model::tonight::Tonight>>,
    /// What the last destructive tap removed, offered in the undo bar for a few seconds.
    pub undo: RwSignal<Option<Undo>>,
    /// An OFC undo the bar was tapped for, for the OFC scorer (whose table is its own) to apply.
    ofc_undo: RwSignal<Option<Undo>>,
    /// Counts the undos offered, so that a bar's timer ends only its own undo.
    undo_serial: StoredValue<u32>,
    /// The history entry that is the hand being entered, so that correcting a card after the
    /// showdown updates that entry instead of adding another.
    kept_current: RwSignal<Option<HandKey>>,
    /// A hand replaced by another tab's hand before the history was read that local storage had
    /// no room to hold ([`crate::model::hand_life`]), kept once the history is read.
    displaced: StoredValue<Option<HandFile>>,
    /// The hand another tab wrote, taken as it was: that tab keeps it in the history when it is
    /// resolved, so this one does not keep it a second time.
    adopted: StoredValue<Option<HandFile>>,
    /// Counts the shared links pasted into the address while the app runs (the shell's
    /// `hashchange`), for the screens' part to open.
    pub link_arrived: RwSignal<u32>,
    /// The app started on the screen of a saved hand or deal before reading it.
    resuming: RwSignal<bool>,
    /// [`AppState::restore`] has run.
    restored: RwSignal<bool>,
    /// The app's root, which owns the effects that save the restored state: `restore` runs inside
    /// a screen, and an effect it owned would stop when that screen closes.
    root: StoredValue<Owner>,
}

impl AppState {
    /// The kept hands read so far, newest first (a page at a time, [`AppState::show_older`]),
    /// with the hands kept since; each knows whether it is saved. Tracked.
    pub fn history(&self) -> Vec<Entry> {
        self.kept.with(|h| h.entries().to_vec())
    }

    /// `f` of the kept hands, without copying them. Tracked.
    pub fn with_history<R>(&self, f: impl FnOnce(&[Entry]) -> R) -> R {
        self.kept.with(|h| f(h.entries()))
    }

    /// The state the first screen needs: settings, the seated table and the marked games. The
    /// saved hand, deal and history are read by [`AppState::restore`] when a screen needs them, so
    /// that their code (the engine, the hand file's parser) is not in the part of the app that
    /// has to load before the first screen (see `ui::mount`). If something is saved, or the
    /// address carries a shared hand, the app starts on the screen that will show it.
    pub fn new() -> AppState {
        let (settings, settings_problem) = storage::load_settings();
        let (seating, seating_problem) = storage::load_seating();
        let (marks, marks_problem) = storage::load_game_marks();
        let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        let open_screen = storage::open_screen();
        let opening = opening::opening(Before {
            fragment: &fragment,
            deal_saved: storage::has(Store::Deal),
            hand_saved: storage::has(Store::Hand),
            open_screen: open_screen.as_deref(),
        });
        let screen = screen_of(opening);
        let kept = RwSignal::new(History::default());
        let state = AppState {
            // The designer reads its own draft: `restore` does not move the app away from it.
            resuming: RwSignal::new(!matches!(screen, Screen::Games | Screen::Designer)),
            restored: RwSignal::new(false),
            screen: RwSignal::new(screen),
            selected: RwSignal::new(None),
            draft: RwSignal::new(None),
            message: RwSignal::new(None),
            problems: RwSignal::new(Problems::new(
                [settings_problem, seating_problem, marks_problem].into_iter().flatten(),
            )),
            kept,
            history_total: Memo::new(move |_| kept.with(History::total)),
            history_older: Memo::new(move |_| kept.with(History::older)),
            history_loaded: Memo::new(move |_| kept.with(History::loaded)),
            settings: RwSignal::new(settings),
            dealing: RwSignal::new(None),
            shown: RwSignal::new(CardSet::EMPTY),
            seating: RwSignal::new(seating),
            marks: RwSignal::new(marks),
            my_games: RwSignal::new(MyGames::default()),
            my_rows: RwSignal::new(storage::my_game_rows()),
            deal_form: RwSignal::new(DealForm::default()),
            tonight: RwSignal::new(None),
            undo: RwSignal::new(None),
            ofc_undo: RwSignal::new(None),
            undo_serial: StoredValue::new(0),
            kept_current: RwSignal::new(None),
            displaced: StoredValue::new(None),
            adopted: StoredValue::new(None),
            link_arrived: RwSignal::new(0),
            root: StoredValue::new(Owner::current().unwrap_or_default()),
        };
        // Every change is saved at once: a reload or a closed tab loses nothing. What was just
        // loaded is what is stored, so nothing is written at start.
        save_on_change(state.seating, move |s| state.told(storage::save_seating(s)));
        save_on_change(state.marks, move |m| state.told(storage::save_game_marks(m)));
        Effect::new(move |ran: Option<()>| {
            let settings = state.settings.get();
            if ran.is_some() {
                state.told(storage::save_settings(&settings));
            }
            if let Some(root) = document().document_element() {
                for (name, value) in settings.attributes() {
                    let _ = root.set_attribute(name, value);
                }
            }
        });
        state
    }

    /// Tells the user a storage problem (added to the list; see [`AppState::problems`]).
    pub fn tell(&self, problem: Option<String>) {
        if let Some(problem) = problem {
            self.problems.update(|list| list.tell(problem));
        }
    }

    /// The problem list's Dismiss: the words go, the unsaved data stays ([`Problems::dismiss`]).
    pub fn dismiss_problems(&self) {
        self.problems.update(Problems::dismiss);
    }

    /// Tells the user why a write failed, if it did, offering the data that was not saved as a
    /// file; a write that succeeded drops its store's stale export.
    pub fn told(&self, written: Written) {
        match written {
            Ok(store) => self.problems.maybe_update(|p| p.saved(store)),
            Err(unsaved) => self.problems.update(|p| p.not_saved(unsaved)),
        }
    }
}

/// Asks the user a yes-or-no question (the browser's dialog); no dialog counts as yes.
fn confirm(question: &str) -> bool {
    web_sys::window().is_none_or(|w| w.confirm_with_message(question).unwrap_or(true))
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

/// A seed from the platform's secure random source; the clock only if that source failed.
pub fn seed_or_clock() -> u64 {
    crate::engine::rng::fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64)
}
