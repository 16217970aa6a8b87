//! The small stores in local storage, as one tab keeps them: the envelope each value is written
//! in, what an unreadable value becomes, and which version a write replaces. The browser's storage
//! is a [`Local`] (the app's adapter is `ui::storage`; the tests' is a simulated browser, which can
//! be full or refuse), so every decision here is tested natively.
//!
//! Invariants (issue 25):
//! - Data that cannot be read is never lost: it is set aside under a key of its own
//!   (`….unreadable`, then `….unreadable.2`, … so that an older copy is never written over), and
//!   the original is removed only once the copy is written; with no room for the copy it stays
//!   where it is, and nothing is saved over it while the page lives ([`LocalStores::save`]).
//! - Every failed write returns its reason in words and the value's export, for the app to tell
//!   and offer as a file (the value stays in memory, on the screen: [`crate::model::problems`]);
//!   every unreadable value returns its own message.
//! - Every value written carries a version, and says which it replaces: the one this tab's value
//!   was read from or last saved as ([`crate::model::versions`]); a tab removes a value only if
//!   it is the one it holds. Another tab's write is decided from those ([`LocalStores::arrived`]).

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::GameSpec;
use crate::engine::hand_file::HandFile;
use crate::model::dealing::{Dealing, SavedDeal};
use crate::model::history::Arrived;
use crate::model::my_games::MyGames;
use crate::model::settings::Settings;
use crate::model::stored::{self, envelope, stamp};
use crate::model::stores::{self, Refusal, Store, Unsaved, Written};
use crate::model::tonight::{SavedTonight, Tonight};
use crate::model::versions::{Held, OnConflict, Save, Theirs, Version, Versions};

/// The browser's local storage: one text value per key.
pub trait Local {
    /// Whether the browser lets the app store anything at all.
    fn available(&self) -> bool;
    fn get(&self, key: &str) -> Option<String>;
    /// Fails when the storage refuses (full, or any other reason the browser gives).
    fn set(&mut self, key: &str, value: &str) -> Result<(), Refusal>;
    fn remove(&mut self, key: &str) -> Result<(), Refusal>;
}

/// Where unreadable data of `store` is set aside.
pub fn quarantine(store: Store) -> String {
    format!("{}.unreadable", store.key())
}

/// What this tab holds of the stores in local storage: the version of each value it read or last
/// saved, and the stores whose unreadable value could not be set aside (nothing is written over
/// those while the page lives).
#[derive(Clone, Debug, Default)]
pub struct LocalStores {
    held: Vec<Store>,
    versions: Versions,
}

impl LocalStores {
    /// Whether `store`'s unreadable value is held where it is (no room to set it aside).
    pub fn is_held(&self, store: Store) -> bool {
        self.held.contains(&store)
    }

    /// Reads a value; `Err` says why it could not be read and what became of it (set aside, or
    /// left where it is when there was no room for the copy).
    pub fn load<T: DeserializeOwned>(
        &mut self,
        local: &mut impl Local,
        key: Store,
    ) -> Result<Option<T>, String> {
        if !local.available() {
            return Err(
                "this browser does not let CAP save anything; nothing will be kept after a reload".into()
            );
        }
        // Nothing stored, or nothing readable (then set aside, or held where it is): version 0.
        *self.versions.of(key) = Held::read(Version::default());
        let Some(text) = local.get(key.key()) else { return Ok(None) };
        let (value, version) = self.read(local, key, &text)?;
        *self.versions.of(key) = Held::read(version);
        Ok(Some(value))
    }

    /// Parses a stored value, setting it aside if it cannot be read. Kept out of [`Self::load`]
    /// so that the parsing code of every stored type is compiled only when something is stored
    /// (the browser compiles WebAssembly a function at a time, when it is first called).
    #[inline(never)]
    fn read<T: DeserializeOwned>(
        &mut self,
        local: &mut impl Local,
        key: Store,
        text: &str,
    ) -> Result<(T, Version), String> {
        stored::read(text).map_err(|why| format!("{why}; {}", self.set_aside(local, key, text)))
    }

    /// Moves an unreadable value under a key of its own (`cap.v1.hand.unreadable`, then `….2`, …
    /// so that an older copy is never written over), and removes the original only once the copy
    /// is written. With no room for the copy the value stays where it is and the store is held:
    /// nothing is saved over it. Says which happened, in words that end the message.
    pub fn set_aside(&mut self, local: &mut impl Local, key: Store, text: &str) -> String {
        let base = quarantine(key);
        let aside = (1..)
            .map(|n| if n == 1 { base.clone() } else { format!("{base}.{n}") })
            .find(|k| local.get(k).is_none())
            .unwrap_or(base);
        match local.set(&aside, text) {
            Ok(()) => {
                let _ = local.remove(key.key());
                "it was set aside".into()
            }
            Err(why) => {
                self.held.push(key);
                format!(
                    "there was no room to set it aside ({why}), so it is left where it is and nothing will be saved over it"
                )
            }
        }
    }

    /// Sets aside the value stored under `key` as it is (read, but refused by the engine).
    pub fn set_aside_stored(&mut self, local: &mut impl Local, key: Store) -> String {
        if !local.available() {
            return "it could not be set aside".into();
        }
        match local.get(key.key()) {
            Some(text) => self.set_aside(local, key, &text),
            None => "it is gone".into(),
        }
    }

    /// Writes `data` under `key` (`None` removes it); `Err` says why it was not saved, with the
    /// data's export ([`stores::export`]). Writing what is stored already writes nothing (so that
    /// a value read from another tab's change is not written back, which would raise an event
    /// there). What is written says which version it replaces, and a value this tab never saw is
    /// not removed ([`Held::save`]); `random` is the number for a new version.
    pub fn save<T: Serialize>(
        &mut self,
        local: &mut impl Local,
        key: Store,
        data: Option<&T>,
        random: u64,
    ) -> Written {
        let json = match data.map(serde_json::to_string).transpose() {
            Ok(json) => json,
            Err(_) => {
                self.versions.of(key).failed();
                return Err(unsaved(key, &Refusal::Other("it could not be written as text".into()), None));
            }
        };
        if self.held.contains(&key) {
            let why = Refusal::Other(
                "unreadable data saved before is kept in its place until there is room to set it aside"
                    .into(),
            );
            return Err(self.refused(key, &why, json.as_deref()));
        }
        if !local.available() {
            let why = Refusal::Other("this browser does not let CAP save anything".into());
            return Err(self.refused(key, &why, json.as_deref()));
        }
        let now = local.get(key.key());
        let stored = now.as_deref().map(stamp);
        let same =
            matches!((&now, &json, stored), (Some(now), Some(json), Some(v)) if *now == envelope(v, json));
        let save = self.versions.of(key).save(json.is_some(), stored, same, random);
        let done = match (save, &json) {
            (Save::Write(version), Some(json)) => local.set(key.key(), &envelope(version, json)),
            (Save::Remove, _) => local.remove(key.key()),
            _ => Ok(()),
        };
        if let Err(why) = done {
            return Err(self.refused(key, &why, json.as_deref()));
        }
        self.versions.of(key).saved(save);
        Ok(key)
    }

    /// A write of `key` refused for `why`: this tab's value is unsaved now.
    fn refused(&mut self, key: Store, why: &Refusal, json: Option<&str>) -> Unsaved {
        self.versions.of(key).failed();
        unsaved(key, why, json)
    }

    /// Writes an imported value over the one stored, which the user chose to replace (this tab's
    /// screen for it is not showing, so this tab's version of it may be old): other tabs holding
    /// the stored value take the import as a change of it.
    pub fn import<T: Serialize>(
        &mut self,
        local: &mut impl Local,
        key: Store,
        value: &T,
        random: u64,
    ) -> Written {
        *self.versions.of(key) = Held::read(stored_version(local, key).unwrap_or_default());
        self.save(local, key, Some(value), random)
    }

    /// What this tab does with another tab's write of `store` ([`Held::arrived`], with the version
    /// stored now): `ours` is this tab's value, `(theirs, version)` what [`incoming`] read.
    pub fn arrived<T: PartialEq>(
        &mut self,
        local: &impl Local,
        store: Store,
        ours: Option<&T>,
        (theirs, version): (Theirs<&T>, Version),
        within: impl Fn(&T, &T) -> bool,
        on_conflict: OnConflict,
    ) -> Arrived {
        let stored = stored_version(local, store).unwrap_or_default();
        self.versions.of(store).arrived(ours, theirs, version, stored, within, on_conflict)
    }

    /// The saved hand, or a message saying why it could not be read.
    pub fn load_draft(&mut self, local: &mut impl Local) -> (Option<Draft>, Option<String>) {
        match self.load::<HandFile>(local, Store::Hand) {
            Ok(None) => (None, None),
            Ok(Some(file)) => match Draft::from_file(&file, Catalogue::builtin()) {
                Ok(d) => (Some(d), None),
                Err(why) => {
                    let why = format!("{why}; {}", self.set_aside_stored(local, Store::Hand));
                    (None, Some(unreadable(Store::Hand, &why)))
                }
            },
            Err(why) => (None, Some(unreadable(Store::Hand, &why))),
        }
    }

    /// The hand being dealt when the page was left, or a message saying why it could not be
    /// restored.
    pub fn load_deal(
        &mut self,
        local: &mut impl Local,
        games: &crate::engine::games::Registry,
    ) -> (Option<Dealing>, Option<String>) {
        match self.load::<SavedDeal>(local, Store::Deal) {
            Ok(None) => (None, None),
            Ok(Some(saved)) => match saved.restore(games) {
                Ok(dealing) => (Some(dealing), None),
                Err(why) => {
                    let why = format!("{why}; {}", self.set_aside_stored(local, Store::Deal));
                    (None, Some(unreadable(Store::Deal, &why)))
                }
            },
            Err(why) => (None, Some(unreadable(Store::Deal, &why))),
        }
    }

    /// The saved settings (defaults when none), or a message saying why they could not be read.
    pub fn load_settings(&mut self, local: &mut impl Local) -> (Settings, Option<String>) {
        match self.load::<Settings>(local, Store::Settings) {
            Ok(s) => (s.unwrap_or_default(), None),
            Err(why) => (
                Settings::default(),
                Some(format!("{} The defaults are used.", unreadable(Store::Settings, &why))),
            ),
        }
    }

    /// Tonight's evening as it was left, replayed; one that no longer replays (a damaged file, or
    /// one from another version) is set aside as an unreadable value is, so that starting another
    /// evening never writes over it, and the message says so.
    pub fn load_tonight(&mut self, local: &mut impl Local) -> (Option<Tonight>, Option<String>) {
        match self.load::<SavedTonight>(local, Store::Evening) {
            Ok(None) => (None, None),
            Ok(Some(saved)) => match Tonight::from_saved(saved) {
                Ok(tonight) => (Some(tonight), None),
                Err(why) => {
                    let why = format!("{why}; {}", self.set_aside_stored(local, Store::Evening));
                    (None, Some(unreadable(Store::Evening, &why)))
                }
            },
            Err(why) => (None, Some(unreadable(Store::Evening, &why))),
        }
    }

    /// A stored value that has a default (a scorer's table, the seated table, the favourites, the
    /// dealing choices), or the default and a message saying why the saved one could not be read
    /// (it is then set aside, never overwritten).
    pub fn load_table<T: Default + DeserializeOwned>(
        &mut self,
        local: &mut impl Local,
        key: Store,
    ) -> (T, Option<String>) {
        match self.load::<T>(local, key) {
            Ok(t) => (t.unwrap_or_default(), None),
            Err(why) => (T::default(), Some(unreadable(key, &why))),
        }
    }

    /// The user's games, each validated, or a message saying which could not be kept: a store
    /// that cannot be read at all is set aside (none kept); a game that no longer validates, or
    /// whose id the catalogue has taken, leaves the stored list set aside whole (nothing lost)
    /// while the others are kept, for the caller to save again.
    pub fn load_my_games(&mut self, local: &mut impl Local) -> (MyGames, Option<String>) {
        match self.load::<Vec<GameSpec>>(local, Store::MyGames) {
            Ok(None) => (MyGames::default(), None),
            Ok(Some(specs)) => {
                let (games, refused) = MyGames::read(specs);
                if refused.is_empty() {
                    return (games, None);
                }
                let why = format!("{}; {}", refused.join("; "), self.set_aside_stored(local, Store::MyGames));
                (games, Some(format!("{} The others are kept.", unreadable(Store::MyGames, &why))))
            }
            Err(why) => (MyGames::default(), Some(unreadable(Store::MyGames, &why))),
        }
    }

    /// The history as the old versions kept it, one list under one key, to be moved into the
    /// database and removed only once it is there. `Err` says why it could not be read (it is
    /// then set aside, or left in place when there is no room for the copy).
    pub fn load_old_history(&mut self, local: &mut impl Local) -> Result<Option<Vec<HandFile>>, String> {
        self.load::<Vec<HandFile>>(local, Store::History).map_err(|why| unreadable(Store::History, &why))
    }

    /// Removes the old history list, once every hand of it is in the database.
    pub fn remove_old_history(&mut self, local: &mut impl Local) -> Result<(), String> {
        self.save::<()>(local, Store::History, None, 0).map(|_| ()).map_err(|u| u.message)
    }
}

/// The version of the value stored under `store`'s key now.
pub fn stored_version(local: &impl Local, store: Store) -> Option<Version> {
    local.get(store.key()).map(|text| stamp(&text))
}

/// Another tab's write of a store (a `storage` event's old and new values): what it left there,
/// read as `S` (never set aside: the tab that wrote it reads it right), and its version (a
/// removal's replaces the value removed).
pub fn incoming<S: DeserializeOwned>(old: Option<&str>, new: Option<&str>) -> (Theirs<S>, Version) {
    match new {
        None => (Theirs::Removed, Version::removal(old.map(stamp).unwrap_or_default())),
        Some(text) => (stored::read_quietly(text).map_or(Theirs::Unreadable, Theirs::Value), stamp(text)),
    }
}

/// A scorer's table as another tab wrote it ([`incoming`]): an emptied store is the default
/// table, as [`LocalStores::load_table`] reads it.
pub fn incoming_table<T: Default + DeserializeOwned>(
    old: Option<&str>,
    new: Option<&str>,
) -> (Theirs<T>, Version) {
    match incoming(old, new) {
        (Theirs::Removed, version) => (Theirs::Value(T::default()), version),
        other => other,
    }
}

/// The store another tab wrote, from the key its `storage` event names.
pub fn changed_elsewhere(key: &str) -> Option<Store> {
    Store::ALL.into_iter().filter(|s| *s != Store::History).find(|s| s.key() == key)
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
