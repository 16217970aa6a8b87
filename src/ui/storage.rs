//! Saving the small things in the browser's local storage: the hand being entered or dealt, the
//! settings, the seated table, the favourites, the scorers' tables. (The history's hands, which
//! grow without limit, are in IndexedDB, one record each: [`super::idb`].)
//!
//! Each stored value is an envelope with a schema version. Invariants (issue 25):
//! - Data that cannot be read is never lost: it is set aside under a key of its own, and the
//!   original is removed only once the copy is written; with no room for the copy it stays where
//!   it is, and nothing is saved over it while the page lives.
//! - Every failed write returns its reason in words and the value's export, for the app to tell
//!   and offer as a file (the value stays in memory, on the screen: [`crate::model::problems`]);
//!   every unreadable value returns its own message.
//! - Every value written carries a version, and says which it replaces: the one this tab's value
//!   was read from or last saved as ([`crate::model::versions`]); a tab removes a value only if
//!   it is the one it holds. Another tab's write is decided from those ([`arrived`]).

use serde::{Deserialize, Serialize};

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::GameSpec;
use crate::engine::games::Registry;
use crate::engine::hand_file::HandFile;
use crate::first_screen::MyRow;
use crate::model::deal_form::DealForm;
use crate::model::dealing::{Dealing, SavedDeal};
use crate::model::history::Arrived;
use crate::model::marks::GameMarks;
use crate::model::my_games::MyGames;
use crate::model::seating::Seating;
use crate::model::settings::Settings;
use crate::model::stored::{self, envelope, stamp};
use crate::model::stores::{self, Refusal, Store, Unsaved, Written};
use crate::model::versions::{Held, OnConflict, Save, Theirs, Version, Versions};

/// Where unreadable data of `store` is set aside.
fn quarantine(store: Store) -> String {
    format!("{}.unreadable", store.key())
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

thread_local! {
    /// Keys whose unreadable value could not be set aside (no room for the copy): the value stays
    /// where it is, and nothing is written over it while this page lives.
    static HELD: std::cell::RefCell<Vec<&'static str>> = const { std::cell::RefCell::new(Vec::new()) };
    /// What this tab holds of each store: the version its value came from, and whether it has
    /// changed since without being saved.
    static VERSIONS: std::cell::RefCell<Versions> = std::cell::RefCell::new(Versions::default());
}

/// This tab's [`Held`] of `store`.
fn held<R>(store: Store, f: impl FnOnce(&mut Held) -> R) -> R {
    VERSIONS.with(|v| f(v.borrow_mut().of(store)))
}

/// The version of the value stored under `store`'s key now.
fn stored_version(store: Store) -> Option<Version> {
    storage()?.get_item(store.key()).ok().flatten().map(|text| stamp(&text))
}

/// A browser's refusal, from its DOM exception's name ([`Refusal::of`] decides: a full store
/// says so).
pub fn refusal(e: &wasm_bindgen::JsValue) -> Refusal {
    let name = js_sys::Reflect::get(e, &"name".into()).ok().and_then(|n| n.as_string());
    Refusal::of(name.as_deref())
}

/// The store another tab wrote, from the key its `storage` event names.
pub fn changed_elsewhere(key: &str) -> Option<Store> {
    [
        Store::Settings,
        Store::Table,
        Store::Games,
        Store::DealForm,
        Store::Hand,
        Store::Deal,
        Store::Chinese,
        Store::Ofc,
        Store::Draw32,
        Store::MyGames,
        Store::Designer,
        Store::Drills,
    ]
    .into_iter()
    .find(|k| k.key() == key)
}

/// The screen the page was showing when it closed, when the saved data alone does not tell it
/// (see [`crate::model::opening`]).
pub fn open_screen() -> Option<String> {
    tab_storage().and_then(|s| s.get_item(crate::model::opening::OPEN_SCREEN_KEY).ok().flatten())
}

/// This tab's own storage: it survives a reload but is not shared with other tabs, so a tab
/// showing the designer does not make a new tab open on it.
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// Marks the screen showing (`None`: one the saved data tells, or the games list). A hint that
/// is not data: a failed write only means the next start opens on the games list.
pub fn set_open_screen(screen: Option<&str>) {
    let Some(store) = tab_storage() else { return };
    let key = crate::model::opening::OPEN_SCREEN_KEY;
    let _ = match screen {
        Some(screen) => store.set_item(key, screen),
        None => store.remove_item(key),
    };
}

/// Whether anything is stored under `key` (without reading it).
/// The browser's local storage as the hand's life sees it ([`crate::model::hand_life`]).
pub struct LocalShelf;

impl crate::model::hand_life::Shelf for LocalShelf {
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let store = storage().ok_or("this browser does not let CAP save anything")?;
        store.set_item(key, value).map_err(|_| "storage is full".to_string())
    }
    fn remove(&mut self, key: &str) {
        if let Some(store) = storage() {
            let _ = store.remove_item(key);
        }
    }
}

pub fn has(key: Store) -> bool {
    storage().and_then(|s| s.get_item(key.key()).ok().flatten()).is_some()
}

/// Reads a value; `Err` says why it could not be read and what became of it (set aside, or left
/// where it is when there was no room for the copy).
fn load<T: for<'de> Deserialize<'de>>(key: Store) -> Result<Option<T>, String> {
    let Some(store) = storage() else {
        return Err("this browser does not let CAP save anything; nothing will be kept after a reload".into());
    };
    // Nothing stored, or nothing readable (then set aside, or held where it is): version 0.
    held(key, |h| *h = Held::read(Version::default()));
    let Ok(Some(text)) = store.get_item(key.key()) else { return Ok(None) };
    let (value, version) = read(&store, key, &text)?;
    held(key, |h| *h = Held::read(version));
    Ok(Some(value))
}

/// Parses a stored value, setting it aside if it cannot be read. Kept out of [`load`] so that
/// the parsing code of every stored type is compiled only when something is stored (the browser
/// compiles WebAssembly a function at a time, when it is first called).
#[inline(never)]
fn read<T: for<'de> Deserialize<'de>>(
    store: &web_sys::Storage,
    key: Store,
    text: &str,
) -> Result<(T, Version), String> {
    stored::read(text).map_err(|why| format!("{why}; {}", set_aside(store, key, text)))
}

/// Moves an unreadable value under a key of its own (`cap.v1.hand.unreadable`, then `….2`, … so
/// that an older copy is never written over), and removes the original only once the copy is
/// written. With no room for the copy the value stays where it is and the key is held: nothing
/// is saved over it. Says which happened, in words that end the message.
fn set_aside(store: &web_sys::Storage, key: Store, text: &str) -> String {
    let base = quarantine(key);
    let aside = (1..)
        .map(|n| if n == 1 { base.clone() } else { format!("{base}.{n}") })
        .find(|k| store.get_item(k).ok().flatten().is_none())
        .unwrap_or(base);
    match store.set_item(&aside, text) {
        Ok(()) => {
            let _ = store.remove_item(key.key());
            "it was set aside".into()
        }
        Err(e) => {
            HELD.with(|h| h.borrow_mut().push(key.key()));
            format!(
                "there was no room to set it aside ({}), so it is left where it is and nothing will be saved over it",
                refusal(&e)
            )
        }
    }
}

/// Sets aside the value stored under `key` as it is (read, but refused by the engine).
fn set_aside_stored(key: Store) -> String {
    let Some(store) = storage() else { return "it could not be set aside".into() };
    match store.get_item(key.key()) {
        Ok(Some(text)) => set_aside(&store, key, &text),
        _ => "it is gone".into(),
    }
}

/// Writes `data` under `key` (`None` removes it); `Err` says why it was not saved, with the
/// data's export ([`stores::export`]). Writing what is stored already writes nothing (so that a
/// value read from another tab's change is not written back, which would raise an event there).
/// What is written says which version it replaces, and a value this tab never saw is not removed
/// ([`Held::save`]).
fn save<T: Serialize>(key: Store, data: Option<&T>) -> Written {
    let json = match data.map(serde_json::to_string).transpose() {
        Ok(json) => json,
        Err(_) => {
            held(key, Held::failed);
            return Err(unsaved(key, &Refusal::Other("it could not be written as text".into()), None));
        }
    };
    let refused = |why: Refusal| {
        held(key, Held::failed);
        unsaved(key, &why, json.as_deref())
    };
    if HELD.with(|h| h.borrow().contains(&key.key())) {
        return Err(refused(Refusal::Other(
            "unreadable data saved before is kept in its place until there is room to set it aside".into(),
        )));
    }
    let Some(store) = storage() else {
        return Err(refused(Refusal::Other("this browser does not let CAP save anything".into())));
    };
    let now = store.get_item(key.key()).ok().flatten();
    let stored = now.as_deref().map(stamp);
    let same = matches!((&now, &json, stored), (Some(now), Some(json), Some(v)) if *now == envelope(v, json));
    let save = held(key, |h| h.save(json.is_some(), stored, same, random()));
    let done = match (save, &json) {
        (Save::Write(version), Some(json)) => store.set_item(key.key(), &envelope(version, json)),
        (Save::Remove, _) => store.remove_item(key.key()),
        _ => Ok(()),
    };
    done.map_err(|e| refused(refusal(&e)))?;
    held(key, |h| h.saved(save));
    Ok(key)
}

/// A number for a new version: the platform's secure random source, else `Math.random`.
fn random() -> u64 {
    crate::engine::rng::fresh_seed()
        .unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64)
}

/// Another tab's write of a store (a `storage` event's old and new values): what it left there,
/// read as `S` (never set aside: the tab that wrote it reads it right), and its version (a
/// removal's replaces the value removed).
pub fn incoming<S: for<'de> Deserialize<'de>>(old: Option<&str>, new: Option<&str>) -> (Theirs<S>, Version) {
    match new {
        None => (Theirs::Removed, Version::removal(old.map(stamp).unwrap_or_default())),
        Some(text) => (stored::read_quietly(text).map_or(Theirs::Unreadable, Theirs::Value), stamp(text)),
    }
}

/// A scorer's table as another tab wrote it ([`incoming`]): an emptied store is the default
/// table, as [`load_table`] reads it.
pub fn incoming_table<T: Default + for<'de> Deserialize<'de>>(
    old: Option<&str>,
    new: Option<&str>,
) -> (Theirs<T>, Version) {
    match incoming(old, new) {
        (Theirs::Removed, version) => (Theirs::Value(T::default()), version),
        other => other,
    }
}

/// What this tab does with another tab's write of `store` ([`Held::arrived`], with the version
/// stored now): `ours` is this tab's value, `theirs` and `version` what [`incoming`] read.
pub fn arrived<T: PartialEq>(
    store: Store,
    ours: Option<&T>,
    theirs: Theirs<&T>,
    version: Version,
    within: impl Fn(&T, &T) -> bool,
    on_conflict: OnConflict,
) -> Arrived {
    let stored = stored_version(store).unwrap_or_default();
    held(store, |h| h.arrived(ours, theirs, version, stored, within, on_conflict))
}

/// A failed write of `key`: the message ([`stores::not_saved`]: the value is still on the screen,
/// in memory) and the export of the value that was not written.
fn unsaved(key: Store, why: &Refusal, json: Option<&str>) -> Unsaved {
    let export = json.map(|j| stores::export(key, j)).unwrap_or_default();
    Unsaved { store: key, message: stores::not_saved(key, why, !export.is_empty()), export }
}

/// What a problem with `key` says: "The saved hand could not be read: …".
fn unreadable(key: Store, why: &str) -> String {
    format!("The saved {} could not be read: {why}.", key.what())
}

/// The saved hand, or a message saying why it could not be read.
pub fn load_draft() -> (Option<Draft>, Option<String>) {
    match load::<HandFile>(Store::Hand) {
        Ok(None) => (None, None),
        Ok(Some(file)) => match Draft::from_file(&file, Catalogue::builtin()) {
            Ok(d) => (Some(d), None),
            Err(why) => {
                (None, Some(unreadable(Store::Hand, &format!("{why}; {}", set_aside_stored(Store::Hand)))))
            }
        },
        Err(why) => (None, Some(unreadable(Store::Hand, &why))),
    }
}

pub fn save_draft(draft: Option<&Draft>) -> Written {
    save(Store::Hand, draft.map(Draft::to_file).as_ref())
}

/// The history as the old versions kept it, one list under one key, to be moved into the
/// database ([`super::idb::migrate`]) and removed only once it is there. `Err` says why it could not be
/// read (it is then set aside, or left in place when there is no room for the copy).
pub fn load_old_history() -> Result<Option<Vec<HandFile>>, String> {
    load::<Vec<HandFile>>(Store::History).map_err(|why| unreadable(Store::History, &why))
}

/// Removes the old history list, once every hand of it is in the database.
pub fn remove_old_history() -> Result<(), String> {
    save::<()>(Store::History, None).map(|_| ()).map_err(|u| u.message)
}

/// The saved settings (defaults when none), or a message saying why they could not be read.
pub fn load_settings() -> (Settings, Option<String>) {
    match load::<Settings>(Store::Settings) {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(why) => (
            Settings::default(),
            Some(format!("{} The defaults are used.", unreadable(Store::Settings, &why))),
        ),
    }
}

pub fn save_settings(settings: &Settings) -> Written {
    save_table(Store::Settings, settings)
}

/// The hand being dealt when the page was left, or a message saying why it could not be restored.
pub fn load_deal(games: &Registry) -> (Option<Dealing>, Option<String>) {
    match load::<SavedDeal>(Store::Deal) {
        Ok(None) => (None, None),
        Ok(Some(saved)) => match saved.restore(games) {
            Ok(dealing) => (Some(dealing), None),
            Err(why) => {
                let why = format!("{why}; {}", set_aside_stored(Store::Deal));
                (None, Some(unreadable(Store::Deal, &why)))
            }
        },
        Err(why) => (None, Some(unreadable(Store::Deal, &why))),
    }
}

pub fn save_deal(dealing: Option<&Dealing>) -> Written {
    save(Store::Deal, dealing.map(SavedDeal::of).as_ref())
}

/// A stored value that has a default (a scorer's table, the seated table, the favourites, the
/// dealing choices), or the default and a message saying why the saved one could not be read (it
/// is then set aside, never overwritten).
pub fn load_table<T: Default + for<'de> Deserialize<'de>>(key: Store) -> (T, Option<String>) {
    match load::<T>(key) {
        Ok(t) => (t.unwrap_or_default(), None),
        Err(why) => (T::default(), Some(unreadable(key, &why))),
    }
}

pub fn save_table<T: Serialize>(key: Store, table: &T) -> Written {
    save(key, Some(table))
}

/// Writes an imported table over the one stored, which the user chose to replace (this tab's
/// screen for it is not showing, so this tab's version of it may be old): other tabs holding
/// the stored table take the import as a change of it.
pub fn import_table<T: Serialize>(key: Store, table: &T) -> Written {
    held(key, |h| *h = Held::read(stored_version(key).unwrap_or_default()));
    save(key, Some(table))
}

/// The table last seated (defaults when none), or a message saying why it could not be read.
pub fn load_seating() -> (Seating, Option<String>) {
    load_table(Store::Table)
}

pub fn save_seating(table: &Seating) -> Written {
    save_table(Store::Table, table)
}

/// The favourite and recent games, or a message saying why they could not be read.
pub fn load_game_marks() -> (GameMarks, Option<String>) {
    load_table(Store::Games)
}

pub fn save_game_marks(marks: &GameMarks) -> Written {
    save_table(Store::Games, marks)
}

/// The table's dealing choices (all off when none), or a message saying why they could not be read.
pub fn load_deal_form() -> (DealForm, Option<String>) {
    load_table(Store::DealForm)
}

pub fn save_deal_form(form: &DealForm) -> Written {
    save_table(Store::DealForm, form)
}

/// The user's games, each validated, or a message saying which could not be kept: a store that
/// cannot be read at all is set aside (none kept); a game that no longer validates, or whose id
/// the catalogue has taken, leaves the stored list set aside whole (nothing lost) while the others
/// are kept, for the caller to save again.
pub fn load_my_games() -> (MyGames, Option<String>) {
    match load::<Vec<GameSpec>>(Store::MyGames) {
        Ok(None) => (MyGames::default(), None),
        Ok(Some(specs)) => {
            let (games, refused) = MyGames::read(specs);
            if refused.is_empty() {
                return (games, None);
            }
            let why = format!("{}; {}", refused.join("; "), set_aside_stored(Store::MyGames));
            (games, Some(format!("{} The others are kept.", unreadable(Store::MyGames, &why))))
        }
        Err(why) => (MyGames::default(), Some(unreadable(Store::MyGames, &why))),
    }
}

pub fn save_my_games(games: &MyGames) -> Written {
    save_table(Store::MyGames, &games.specs())
}

/// The user's games as the games list shows them, read without validating any (the first screen
/// builds no game); nothing when the store cannot be read (the full read, when another screen
/// opens, sets it aside and says so).
pub fn my_game_rows() -> Vec<MyRow> {
    let Some(text) = storage().and_then(|s| s.get_item(Store::MyGames.key()).ok().flatten()) else {
        return Vec::new();
    };
    stored::read_quietly(&text).unwrap_or_default()
}
