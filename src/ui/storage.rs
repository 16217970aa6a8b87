//! Saving the small things in the browser's local storage: the hand being entered or dealt, the
//! settings, the seated table, the favourites, the scorers' tables. (The history's hands, which
//! grow without limit, are in IndexedDB, one record each: [`super::idb`].)
//!
//! Each stored value is an envelope with a schema version. Invariants (issue 25):
//! - Data that cannot be read is never lost: it is set aside under a key of its own, and the
//!   original is removed only once the copy is written; with no room for the copy it stays where
//!   it is, and nothing is saved over it while the page lives.
//! - Every failed write returns its reason in words, for the app to tell (the value stays in
//!   memory, on the screen); every unreadable value returns its own message.

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
    /// The teaching drills' record.
    Drills,
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
            StorageKey::Drills => "cap.v1.drills",
        }
    }

    /// What the key holds, in the user's words.
    fn what(self) -> &'static str {
        match self {
            StorageKey::Hand => "hand",
            StorageKey::History => "history",
            StorageKey::Settings => "settings",
            StorageKey::Deal => "hand being dealt",
            StorageKey::Chinese => "Chinese poker table",
            StorageKey::Ofc => "Open Face Chinese table",
            StorageKey::Draw32 => "32-card draw table",
            StorageKey::Table => "table",
            StorageKey::Games => "favourites",
            StorageKey::DealForm => "dealing choices",
            StorageKey::Drills => "drill record",
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

thread_local! {
    /// Keys whose unreadable value could not be set aside (no room for the copy): the value stays
    /// where it is, and nothing is written over it while this page lives.
    static HELD: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// A browser's refusal in words: a full store says so.
pub fn refusal(e: &wasm_bindgen::JsValue) -> String {
    let name = js_sys::Reflect::get(e, &"name".into()).ok().and_then(|n| n.as_string()).unwrap_or_default();
    if name == "QuotaExceededError" {
        "the browser's storage for CAP is full".into()
    } else if name.is_empty() {
        "the browser refused to save it".into()
    } else {
        format!("the browser refused to save it ({name})")
    }
}

/// The store another tab wrote, from the key its `storage` event names.
pub fn changed_elsewhere(key: &str) -> Option<StorageKey> {
    [StorageKey::Settings, StorageKey::Table, StorageKey::Games, StorageKey::DealForm]
        .into_iter()
        .find(|k| k.as_str() == key)
}

/// Whether anything is stored under `key` (without reading it).
pub fn has(key: StorageKey) -> bool {
    storage().and_then(|s| s.get_item(key.as_str()).ok().flatten()).is_some()
}

/// Reads a value; `Err` says why it could not be read and what became of it (set aside, or left
/// where it is when there was no room for the copy).
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
    read.map_err(|why| format!("{why}; {}", set_aside(store, key, text)))
}

/// Moves an unreadable value under a key of its own (`cap.v1.hand.unreadable`, then `….2`, … so
/// that an older copy is never written over), and removes the original only once the copy is
/// written. With no room for the copy the value stays where it is and the key is held: nothing
/// is saved over it. Says which happened, in words that end the message.
fn set_aside(store: &web_sys::Storage, key: StorageKey, text: &str) -> String {
    let base = key.quarantine();
    let aside = (1..)
        .map(|n| if n == 1 { base.clone() } else { format!("{base}.{n}") })
        .find(|k| store.get_item(k).ok().flatten().is_none())
        .unwrap_or(base);
    match store.set_item(&aside, text) {
        Ok(()) => {
            let _ = store.remove_item(key.as_str());
            "it was set aside".into()
        }
        Err(e) => {
            HELD.with(|h| h.borrow_mut().push(key.as_str()));
            format!(
                "there was no room to set it aside ({}), so it is left where it is and nothing will be saved over it",
                refusal(&e)
            )
        }
    }
}

/// Sets aside the value stored under `key` as it is (read, but refused by the engine).
fn set_aside_stored(key: StorageKey) -> String {
    let Some(store) = storage() else { return "it could not be set aside".into() };
    match store.get_item(key.as_str()) {
        Ok(Some(text)) => set_aside(&store, key, &text),
        _ => "it is gone".into(),
    }
}

/// Writes `data` under `key` (`None` removes it); `Err` says why it was not saved.
fn save<T: Serialize>(key: StorageKey, data: Option<&T>) -> Result<(), String> {
    if HELD.with(|h| h.borrow().contains(&key.as_str())) {
        return Err(
            "unreadable data saved before is kept in its place until there is room to set it aside".into()
        );
    }
    let Some(store) = storage() else { return Err("this browser does not let CAP save anything".into()) };
    match data {
        Some(data) => {
            let text = serde_json::to_string(&Envelope { schema: SCHEMA, data })
                .map_err(|_| String::from("it could not be written as text"))?;
            store.set_item(key.as_str(), &text).map_err(|e| refusal(&e))
        }
        None => store.remove_item(key.as_str()).map_err(|e| refusal(&e)),
    }
}

/// What a problem with `key` says: "The saved hand could not be read: …".
fn unreadable(key: StorageKey, why: &str) -> String {
    format!("The saved {} could not be read: {why}.", key.what())
}

/// What a failed write says; the value is still on the screen (in memory).
fn not_saved(key: StorageKey, why: &str) -> String {
    format!("The {} could not be saved: {why}. It is kept on this page until it closes.", key.what())
}

/// The saved hand, or a message saying why it could not be read.
pub fn load_draft() -> (Option<Draft>, Option<String>) {
    match load::<HandFile>(StorageKey::Hand) {
        Ok(None) => (None, None),
        Ok(Some(file)) => match Draft::from_file(&file, Catalogue::builtin()) {
            Ok(d) => (Some(d), None),
            Err(why) => (
                None,
                Some(unreadable(StorageKey::Hand, &format!("{why}; {}", set_aside_stored(StorageKey::Hand)))),
            ),
        },
        Err(why) => (None, Some(unreadable(StorageKey::Hand, &why))),
    }
}

pub fn save_draft(draft: Option<&Draft>) -> Result<(), String> {
    save(StorageKey::Hand, draft.map(Draft::to_file).as_ref())
        .map_err(|why| not_saved(StorageKey::Hand, &why))
}

/// The history as the old versions kept it, one list under one key, to be moved into the
/// database ([`super::idb::migrate`]) and removed only once it is there. `Err` says why it could not be
/// read (it is then set aside, or left in place when there is no room for the copy).
pub fn load_old_history() -> Result<Option<Vec<HandFile>>, String> {
    load::<Vec<HandFile>>(StorageKey::History).map_err(|why| unreadable(StorageKey::History, &why))
}

/// Removes the old history list, once every hand of it is in the database.
pub fn remove_old_history() -> Result<(), String> {
    save::<()>(StorageKey::History, None).map_err(|why| not_saved(StorageKey::History, &why))
}

/// The saved settings (defaults when none), or a message saying why they could not be read.
pub fn load_settings() -> (Settings, Option<String>) {
    match load::<Settings>(StorageKey::Settings) {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(why) => (
            Settings::default(),
            Some(format!("{} The defaults are used.", unreadable(StorageKey::Settings, &why))),
        ),
    }
}

pub fn save_settings(settings: &Settings) -> Result<(), String> {
    save_table(StorageKey::Settings, settings)
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
                    let why = format!("{why}; {}", set_aside_stored(StorageKey::Deal));
                    (None, Some(unreadable(StorageKey::Deal, &why)))
                }
            }
        }
        Err(why) => (None, Some(unreadable(StorageKey::Deal, &why))),
    }
}

pub fn save_deal(dealing: Option<&Dealing>) -> Result<(), String> {
    let saved = dealing.map(|d| SavedDeal {
        game: d.table.rules().game_id().to_string(),
        choices: d.table.choices().clone(),
        setup: d.table.table_setup(),
        events: d.table.history().to_vec(),
        names: d.names.clone(),
        learn: d.learn,
    });
    save(StorageKey::Deal, saved.as_ref()).map_err(|why| not_saved(StorageKey::Deal, &why))
}

/// A stored value that has a default (a scorer's table, the seated table, the favourites, the
/// dealing choices), or the default and a message saying why the saved one could not be read (it
/// is then set aside, never overwritten).
pub fn load_table<T: Default + for<'de> Deserialize<'de>>(key: StorageKey) -> (T, Option<String>) {
    match load::<T>(key) {
        Ok(t) => (t.unwrap_or_default(), None),
        Err(why) => (T::default(), Some(unreadable(key, &why))),
    }
}

pub fn save_table<T: Serialize>(key: StorageKey, table: &T) -> Result<(), String> {
    save(key, Some(table)).map_err(|why| not_saved(key, &why))
}

/// The table last seated (defaults when none), or a message saying why it could not be read.
pub fn load_seating() -> (Seating, Option<String>) {
    load_table(StorageKey::Table)
}

pub fn save_seating(table: &Seating) -> Result<(), String> {
    save_table(StorageKey::Table, table)
}

/// The favourite and recent games, or a message saying why they could not be read.
pub fn load_game_marks() -> (GameMarks, Option<String>) {
    load_table(StorageKey::Games)
}

pub fn save_game_marks(marks: &GameMarks) -> Result<(), String> {
    save_table(StorageKey::Games, marks)
}

/// The table's dealing choices (all off when none), or a message saying why they could not be read.
pub fn load_deal_form() -> (DealForm, Option<String>) {
    load_table(StorageKey::DealForm)
}

pub fn save_deal_form(form: &DealForm) -> Result<(), String> {
    save_table(StorageKey::DealForm, form)
}
