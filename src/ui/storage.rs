//! Local storage, the adapter: the browser's `localStorage` as the application core's [`Local`]
//! (and the hand's life's [`Shelf`]), and this tab's [`LocalStores`] (which version of each small
//! store it holds, which unreadable values it must never save over). Every decision (the
//! envelope, setting aside, versions, the words) is the core's: [`crate::model::app::local`].
//! (The history's hands, which grow without limit, are in IndexedDB, one record each:
//! [`super::idb`].)

use std::cell::RefCell;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::engine::draft::Draft;
use crate::engine::hand_file::HandFile;
use crate::first_screen::MyRow;
use crate::model::app::local::{Local, LocalStores};
use crate::model::deal_form::DealForm;
use crate::model::dealing::{Dealing, SavedDeal};
use crate::model::hand_life::Shelf;
use crate::model::history::Arrived;
use crate::model::marks::GameMarks;
use crate::model::my_games::MyGames;
use crate::model::seating::Seating;
use crate::model::settings::Settings;
use crate::model::stored;
use crate::model::stores::{Refusal, Store, Written};
use crate::model::versions::{OnConflict, Theirs, Version};

pub use crate::model::app::local::{changed_elsewhere, incoming, incoming_table};

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The browser's local storage (no state of its own: each call asks the browser).
pub struct LocalShelf;

impl Local for LocalShelf {
    fn available(&self) -> bool {
        storage().is_some()
    }
    fn get(&self, key: &str) -> Option<String> {
        storage()?.get_item(key).ok().flatten()
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), Refusal> {
        let store = storage().ok_or(Refusal::Other("this browser does not let CAP save anything".into()))?;
        store.set_item(key, value).map_err(|e| refusal(&e))
    }
    fn remove(&mut self, key: &str) -> Result<(), Refusal> {
        let Some(store) = storage() else { return Ok(()) };
        store.remove_item(key).map_err(|e| refusal(&e))
    }
}

/// The browser's local storage as the hand's life sees it ([`crate::model::hand_life`]).
impl Shelf for LocalShelf {
    fn get(&self, key: &str) -> Option<String> {
        Local::get(self, key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        let store = storage().ok_or("this browser does not let CAP save anything")?;
        store.set_item(key, value).map_err(|_| "storage is full".to_string())
    }
    fn remove(&mut self, key: &str) {
        let _ = Local::remove(self, key);
    }
}

thread_local! {
    /// What this tab holds of each store ([`LocalStores`]).
    static STORES: RefCell<LocalStores> = RefCell::new(LocalStores::default());
}

/// Runs `f` on this tab's [`LocalStores`] and the browser's local storage.
fn with<R>(f: impl FnOnce(&mut LocalStores, &mut LocalShelf) -> R) -> R {
    STORES.with(|s| f(&mut s.borrow_mut(), &mut LocalShelf))
}

/// A browser's refusal, from its DOM exception's name ([`Refusal::of`] decides: a full store
/// says so).
pub fn refusal(e: &wasm_bindgen::JsValue) -> Refusal {
    let name = js_sys::Reflect::get(e, &"name".into()).ok().and_then(|n| n.as_string());
    Refusal::of(name.as_deref())
}

/// A number for a new version: the platform's secure random source, else `Math.random`.
fn random() -> u64 {
    crate::engine::rng::fresh_seed()
        .unwrap_or_else(|| (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64)
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
pub fn has(key: Store) -> bool {
    Local::get(&LocalShelf, key.key()).is_some()
}

/// What this tab does with another tab's write of `store` ([`LocalStores::arrived`]).
pub fn arrived<T: PartialEq>(
    store: Store,
    ours: Option<&T>,
    theirs: Theirs<&T>,
    version: Version,
    within: impl Fn(&T, &T) -> bool,
    on_conflict: OnConflict,
) -> Arrived {
    with(|s, l| s.arrived(l, store, ours, (theirs, version), within, on_conflict))
}

/// The saved hand, or a message saying why it could not be read.
pub fn load_draft() -> (Option<Draft>, Option<String>) {
    with(|s, l| s.load_draft(l))
}

pub fn save_draft(draft: Option<&Draft>) -> Written {
    let file = draft.map(Draft::to_file);
    with(|s, l| s.save(l, Store::Hand, file.as_ref(), random()))
}

/// The history as the old versions kept it (see [`LocalStores::load_old_history`]).
pub fn load_old_history() -> Result<Option<Vec<HandFile>>, String> {
    with(|s, l| s.load_old_history(l))
}

/// Removes the old history list, once every hand of it is in the database.
pub fn remove_old_history() -> Result<(), String> {
    with(|s, l| s.remove_old_history(l))
}

/// The saved settings (defaults when none), or a message saying why they could not be read.
pub fn load_settings() -> (Settings, Option<String>) {
    with(|s, l| s.load_settings(l))
}

pub fn save_settings(settings: &Settings) -> Written {
    save_table(Store::Settings, settings)
}

/// The hand being dealt when the page was left, or a message saying why it could not be restored.
pub fn load_deal(games: &crate::engine::games::Registry) -> (Option<Dealing>, Option<String>) {
    with(|s, l| s.load_deal(l, games))
}

pub fn save_deal(dealing: Option<&Dealing>) -> Written {
    let saved = dealing.map(SavedDeal::of);
    with(|s, l| s.save(l, Store::Deal, saved.as_ref(), random()))
}

/// Tonight's evening as it was left, or why it could not be (then set aside).
pub fn load_tonight() -> (Option<crate::model::tonight::Tonight>, Option<String>) {
    with(|s, l| s.load_tonight(l))
}

/// A stored value that has a default, or the default and why the saved one could not be read.
pub fn load_table<T: Default + DeserializeOwned>(key: Store) -> (T, Option<String>) {
    with(|s, l| s.load_table(l, key))
}

pub fn save_table<T: Serialize>(key: Store, table: &T) -> Written {
    with(|s, l| s.save(l, key, Some(table), random()))
}

/// Writes an imported table over the one stored ([`LocalStores::import`]).
pub fn import_table<T: Serialize>(key: Store, table: &T) -> Written {
    with(|s, l| s.import(l, key, table, random()))
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

/// The user's games, each validated ([`LocalStores::load_my_games`]).
pub fn load_my_games() -> (MyGames, Option<String>) {
    with(|s, l| s.load_my_games(l))
}

pub fn save_my_games(games: &MyGames) -> Written {
    save_table(Store::MyGames, &games.specs())
}

/// The user's games as the games list shows them, read without validating any (the first screen
/// builds no game); nothing when the store cannot be read (the full read, when another screen
/// opens, sets it aside and says so).
pub fn my_game_rows() -> Vec<MyRow> {
    let Some(text) = Local::get(&LocalShelf, Store::MyGames.key()) else { return Vec::new() };
    stored::read_quietly(&text).unwrap_or_default()
}
