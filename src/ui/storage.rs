//! Saving the current hand and the history in the browser's local storage.
//!
//! Each stored value is an envelope with a schema version. Data that cannot be read is never
//! overwritten silently: it is set aside under another key and the app starts with a clear
//! message instead.

use serde::{Deserialize, Serialize};

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::ui::state::{GameMarks, Seating, Settings};

/// Storage keys, one place for all of them.
#[derive(Clone, Copy)]
enum StorageKey {
    Hand,
    History,
    Settings,
    /// The table last seated: names, button, chip size (remembered between sessions).
    Table,
    /// Favourite and recently played games.
    Games,
}

impl StorageKey {
    fn as_str(self) -> &'static str {
        match self {
            StorageKey::Hand => "cap.v1.hand",
            StorageKey::History => "cap.v1.history",
            StorageKey::Settings => "cap.v1.settings",
            StorageKey::Table => "cap.v1.table",
            StorageKey::Games => "cap.v1.games",
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

/// Reads a value; `Err` says why it could not be read (it is then set aside).
fn load<T: for<'de> Deserialize<'de>>(key: StorageKey) -> Result<Option<T>, String> {
    let Some(store) = storage() else {
        return Err("this browser does not let CAP save anything; nothing will be kept after a reload".into());
    };
    let Ok(Some(text)) = store.get_item(key.as_str()) else { return Ok(None) };
    let read = serde_json::from_str::<Envelope<T>>(&text).map_err(|e| e.to_string()).and_then(|env| {
        if env.schema == SCHEMA {
            Ok(env.data)
        } else {
            Err(format!("it was saved by another version (schema {})", env.schema))
        }
    });
    read.map(Some).inspect_err(|_| set_aside(&store, key, &text))
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

/// The table last seated (defaults when none), or a message saying why it could not be read.
pub fn load_table() -> (Seating, Option<String>) {
    match load::<Seating>(StorageKey::Table) {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(why) => (
            Seating::default(),
            Some(format!("The saved table could not be read ({why}); it was set aside.")),
        ),
    }
}

pub fn save_table(table: &Seating) {
    save(StorageKey::Table, Some(table));
}

/// The favourite and recent games, or a message saying why they could not be read.
pub fn load_game_marks() -> (GameMarks, Option<String>) {
    match load::<GameMarks>(StorageKey::Games) {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(why) => (
            GameMarks::default(),
            Some(format!("The saved favourites could not be read ({why}); they were set aside.")),
        ),
    }
}

pub fn save_game_marks(marks: &GameMarks) {
    save(StorageKey::Games, Some(marks));
}
