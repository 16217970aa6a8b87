//! Saving the current hand and the history in the browser's local storage.
//!
//! Each stored value is an envelope with a schema version. Data that cannot be read is never
//! overwritten silently: it is set aside under another key and the app starts with a clear
//! message instead.

use serde::{Deserialize, Serialize};

use crate::engine::deal::{Event, Table, TableSetup};
use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::model::deal_form::DealForm;
use crate::model::dealing::Dealing;
use crate::model::marks::GameMarks;
use crate::model::seating::Seating;
use crate::model::settings::Settings;

/// Storage keys, one place for all of them. (`index.html` also reads the settings, the hand and
/// the deal before the app starts, to paint the right theme and screen at once.)
#[derive(Clone, Copy)]
pub enum StorageKey {
    Hand,
    History,
    Settings,
    Deal,
    /// The Chinese poker scorer's table.
    Chinese,
    /// The Open Face Chinese scorer's table.
    Ofc,
    /// The 32-card draw table.
    Draw32,
    /// The table last seated: names, button, chip size (remembered between sessions).
    Table,
    /// Favourite and recently played games.
    Games,
    /// The table's dealing choices on the rules card (extra cards, card actions, learn mode).
    DealForm,
}

impl StorageKey {
    fn as_str(self) -> &'static str {
        match self {
            StorageKey::Hand => "cap.v1.hand",
            StorageKey::History => "cap.v1.history",
            StorageKey::Settings => "cap.v1.settings",
            StorageKey::Deal => "cap.v1.deal",
            StorageKey::Chinese => "cap.v1.chinese",
            StorageKey::Ofc => "cap.v1.ofc",
            StorageKey::Draw32 => "cap.v1.draw32",
            StorageKey::Table => "cap.v1.table",
            StorageKey::Games => "cap.v1.games",
            StorageKey::DealForm => "cap.v1.deal-form",
        }
    }

    /// Where unreadable data under this key is set aside.
    fn quarantine(self) -> String {
        format!("{}.unreadable", self.as_str())
    }
}

const SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    schema: u32,
    data: T,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Whether anything is stored under `key` (without reading it).
pub fn has(key: StorageKey) -> bool {
    storage().and_then(|s| s.get_item(key.as_str()).ok().flatten()).is_some()
}

/// Reads a value; `Err` says why it could not be read (it is then set aside).
fn load<T: for<'de> Deserialize<'de>>(key: StorageKey) -> Result<Option<T>, String> {
    let Some(store) = storage() else {
        return Err("this browser does not let CAP save anything; nothing will be kept after a reload".into());
    };
    let Ok(Some(text)) = store.get_item(key.as_str()) else { return Ok(None) };
    read(&store, key, &text).map(Some)
}

/// Parses a stored value, setting it aside if it cannot be read. Kept out of [`load`] so that
/// the parsing code of every stored type is compiled only when something is stored (the browser
/// compiles WebAssembly a function at a time, when it is first called).
#[inline(never)]
fn read<T: for<'de> Deserialize<'de>>(
    store: &web_sys::Storage,
    key: StorageKey,
    text: &str,
) -> Result<T, String> {
    let read = serde_json::from_str::<Envelope<T>>(text).map_err(|e| e.to_string()).and_then(|env| {
        if env.schema == SCHEMA {
            Ok(env.data)
        } else {
            Err(format!("it was saved by another version (schema {})", env.schema))
        }
    });
    read.inspect_err(|_| set_aside(store, key, text))
}

fn set_aside(store: &web_sys::Storage, key: StorageKey, text: &str) {
    let _ = store.set_item(&key.quarantine(), text);
    let _ = store.remove_item(key.as_str());
}

fn save<T: Serialize>(key: StorageKey, data: Option<&T>) {
    let Some(store) = storage() else { return };
    match data {
        Some(data) => {
            if let Ok(text) = serde_json::to_string(&Envelope { schema: SCHEMA, data }) {
                let _ = store.set_item(key.as_str(), &text);
            }
        }
        None => {
            let _ = store.remove_item(key.as_str());
        }
    }
}

/// The saved hand, or a message saying why it could not be read.
pub fn load_draft() -> (Option<Draft>, Option<String>) {
    match load::<HandFile>(StorageKey::Hand) {
        Ok(None) => (None, None),
        Ok(Some(file)) => match Draft::from_file(&file, Catalogue::builtin()) {
            Ok(d) => (Some(d), None),
            Err(why) => {
                if let Some(store) = storage() {
                    if let Ok(text) = serde_json::to_string(&file) {
                        set_aside(&store, StorageKey::Hand, &text);
                    }
                }
                (None, Some(format!("The saved hand could not be read ({why}); it was set aside.")))
            }
        },
        Err(why) => (None, Some(format!("The saved hand could not be read ({why}); it was set aside."))),
    }
}

pub fn save_draft(draft: Option<&Draft>) {
    save(StorageKey::Hand, draft.map(Draft::to_file).as_ref());
}

/// The saved history, newest first, or a message saying why it could not be read.
pub fn load_history() -> (Vec<HandFile>, Option<String>) {
    match load::<Vec<HandFile>>(StorageKey::History) {
        Ok(list) => (list.unwrap_or_default(), None),
        Err(why) => (vec![], Some(format!("The saved history could not be read ({why}); it was set aside."))),
    }
}

pub fn save_history(history: &[HandFile]) {
    save(StorageKey::History, Some(&history.to_vec()));
}

/// The saved settings (defaults when none), or a message saying why they could not be read.
pub fn load_settings() -> (Settings, Option<String>) {
    match load::<Settings>(StorageKey::Settings) {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(why) => (
            Settings::default(),
            Some(format!("The saved settings could not be read ({why}); defaults are used.")),
        ),
    }
}

pub fn save_settings(settings: &Settings) {
    save(StorageKey::Settings, Some(settings));
}

/// A hand being dealt, as saved: the game and its option choices, who sits where with the dealing
/// options and the deck (a learn deck's seed), and the events so far. Loading replays the events,
/// so the restored table is exactly the one that was left (undo history aside).
#[derive(Serialize, Deserialize)]
struct SavedDeal {
    game: String,
    choices: std::collections::BTreeMap<String, String>,
    setup: TableSetup,
    events: Vec<Event>,
    names: Vec<String>,
    learn: bool,
}

/// The hand being dealt when the page was left, or a message saying why it could not be restored.
pub fn load_deal() -> (Option<Dealing>, Option<String>) {
    let problem =
        |why: String| Some(format!("The hand being dealt could not be restored ({why}); it was set aside."));
    match load::<SavedDeal>(StorageKey::Deal) {
        Ok(None) => (None, None),
        Ok(Some(saved)) => {
            let restored = Catalogue::builtin()
                .get(&saved.game)
                .ok_or_else(|| format!("no game \"{}\"", saved.game))
                .and_then(|game| {
                    Table::replay(game, &saved.choices, saved.setup.clone(), &saved.events)
                        .map_err(|e| e.to_string())
                });
            match restored {
                Ok(table) => (Some(Dealing { table, names: saved.names, learn: saved.learn }), None),
                Err(why) => {
                    if let (Some(store), Ok(text)) = (storage(), serde_json::to_string(&saved)) {
                        set_aside(&store, StorageKey::Deal, &text);
                    }
                    (None, problem(why))
                }
            }
        }
        Err(why) => (None, problem(why)),
    }
}

pub fn save_deal(dealing: Option<&Dealing>) {
    let saved = dealing.map(|d| SavedDeal {
        game: d.table.rules().game_id.clone(),
        choices: d.table.choices().clone(),
        setup: d.table.table_setup(),
        events: d.table.history().to_vec(),
        names: d.names.clone(),
        learn: d.learn,
    });
    save(StorageKey::Deal, saved.as_ref());
}

/// A scorer's saved table (Chinese poker, OFC, 32-card draw), or a fresh one and a message saying
/// why the saved one could not be read (it is then set aside, never overwritten).
pub fn load_table<T: Default + for<'de> Deserialize<'de>>(
    key: StorageKey,
    what: &str,
) -> (T, Option<String>) {
    match load::<T>(key) {
        Ok(t) => (t.unwrap_or_default(), None),
        Err(why) => {
            (T::default(), Some(format!("The saved {what} could not be read ({why}); it was set aside.")))
        }
    }
}

pub fn save_table<T: Serialize>(key: StorageKey, table: &T) {
    save(key, Some(table));
}

/// The table last seated (defaults when none), or a message saying why it could not be read.
pub fn load_seating() -> (Seating, Option<String>) {
    load_table(StorageKey::Table, "table")
}

pub fn save_seating(table: &Seating) {
    save_table(StorageKey::Table, table);
}

/// The favourite and recent games, or a message saying why they could not be read.
pub fn load_game_marks() -> (GameMarks, Option<String>) {
    load_table(StorageKey::Games, "favourites")
}

pub fn save_game_marks(marks: &GameMarks) {
    save_table(StorageKey::Games, marks);
}

/// The table's dealing choices (all off when none), or a message saying why they could not be read.
pub fn load_deal_form() -> (DealForm, Option<String>) {
    load_table(StorageKey::DealForm, "dealing choices")
}

pub fn save_deal_form(form: &DealForm) {
    save_table(StorageKey::DealForm, form);
}
