//! The history's intents, and the adapter that runs its commands: IndexedDB ([`super::idb`]),
//! the hands held in local storage, the other tabs ([`super::tabs`]) and the clock. Every
//! decision is [`History`]'s ([`crate::model::app::kept`]).

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::engine::hand_file::HandFile;
use crate::model::app::kept::{self, Clock, Command, History, Page};
use crate::model::hand_life;
use crate::model::history::{self, HandKey, Saved, PAGE};
use crate::model::stores::{self, Store};

use super::storage::LocalShelf;
use super::{idb, storage, tabs, AppState};

/// The clock's time and a random spread for a hand kept now.
pub(super) fn clock() -> Clock {
    Clock { now_ms: js_sys::Date::now(), spread: (js_sys::Math::random() * 1000.0) as u32 }
}

impl AppState {
    /// Changes the history (its core) and runs the commands the change asks for.
    pub(super) fn history_do<R: Default>(&self, change: impl FnOnce(&mut History) -> (R, Vec<Command>)) -> R {
        // `None` only once the page is closing (the state disposed): nothing left to run.
        let (out, commands) = self.kept.try_update(change).unwrap_or_default();
        self.run(commands);
        out
    }

    /// Runs the history's commands, each through its adapter; an answer is given back to the
    /// history, and the commands it asks for are run in turn.
    fn run(&self, commands: Vec<Command>) {
        let state = *self;
        for command in commands {
            match command {
                Command::Put { key, file, new } => leptos::task::spawn_local(async move {
                    let written = idb::put(key, &file, new).await;
                    state.history_do(|h| ((), h.written(key, &file, written)));
                }),
                Command::Delete(key) => leptos::task::spawn_local(async move {
                    let deleted = idb::delete(key).await;
                    state.run(kept::deleted(deleted));
                }),
                Command::ReadPage { below, n } => {
                    leptos::task::spawn_local(async move { state.read_page(below, n).await })
                }
                // Only a page read asks for it, and that read runs it with the records it read.
                Command::SetAside { .. } => {}
                Command::Unhold(file) => hand_life::kept(&mut LocalShelf, &file),
                Command::Broadcast => tabs::history_changed(),
                Command::AskPersist => ask_persist(),
                Command::Tell(problem) => self.tell(Some(problem)),
                Command::NotSaved(unsaved) => self.told(Err(unsaved)),
            }
        }
    }

    /// Moves the old history (one list in local storage) into the database, then reads the first
    /// page; keeps the hand a link replaced, once it is known whether it is kept already.
    pub(super) async fn read_history(&self) {
        match storage::load_old_history() {
            Ok(Some(files)) => match idb::migrate(&files, history::migrated_keys(files.len())).await {
                Ok(idb::Migrated::Moved) => self.tell(storage::remove_old_history().err()),
                // Moved before: a list here now was written since by an older tab. Its hands the
                // database lacks are added first; the list goes only once they are all in.
                Ok(idb::Migrated::Already) => self.merge_old_history(&files).await,
                Err(why) => {
                    self.history_do(|h| ((), h.old_list_stays(files, &why)));
                    return self.after_history_read();
                }
            },
            Ok(None) => {}
            Err(why) => self.tell(Some(why)),
        }
        self.read_page(None, PAGE).await;
        self.kept.update(History::mark_loaded);
        self.after_history_read();
    }

    /// Adds the hands of an old-format list the database does not hold yet, each under a new key,
    /// then removes the list; a hand that cannot be added leaves the list where it is (read again
    /// at the next start) and says why.
    async fn merge_old_history(&self, files: &[HandFile]) {
        let kept = match idb::all_texts().await {
            Ok(kept) => kept,
            Err(why) => return self.tell(Some(format!("The old saved history could not be compared with the database ({why}); it stays where it was."))),
        };
        for file in history::not_yet_kept(files, &kept) {
            let key = self.kept.try_update(|h| h.new_key(clock())).unwrap_or_default();
            if let Err(why) = idb::put(key, &file, true).await {
                return self.tell(Some(stores::not_saved(Store::History, &why, false)));
            }
        }
        self.tell(storage::remove_old_history().err());
    }

    fn after_history_read(&self) {
        // The hand on the screen is the history's entry when it was kept before the reload.
        if let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) {
            self.kept_current.set(self.kept.with_untracked(|h| h.key_of(&file)));
        }
        // Hands held for the history (a link's replaced hand, one whose scoring never finished),
        // this start's and any an earlier page could not keep before it closed.
        let displaced = self.displaced.try_update_value(Option::take).flatten();
        let held = hand_life::held(&LocalShelf);
        self.history_do(|h| ((), h.keep_held(displaced, held, clock())));
    }

    /// Reads `n` hands of the history, newest first, below `below` (from the top when `None`: the
    /// history read again, another tab having changed it). Unreadable records are set aside.
    async fn read_page(&self, below: Option<HandKey>, n: usize) {
        let read = idb::page(below, n).await;
        let (page, raw): (Page, Vec<_>) = match read {
            Ok((records, total)) => {
                let parsed = records
                    .iter()
                    .map(|(key, value)| {
                        let file = idb::record_text(value)
                            .and_then(|t| HandFile::from_json(&t).map_err(|e| e.message));
                        (*key, file)
                    })
                    .collect();
                (Ok((parsed, total)), records)
            }
            Err(why) => (Err(why), Vec::new()),
        };
        let commands = self.kept.try_update(|h| h.page_read(below, n, page)).unwrap_or_default();
        for command in commands {
            if let Command::SetAside { keys, first_why } = command {
                let damaged: Vec<_> = raw.iter().filter(|(k, _)| keys.contains(k)).cloned().collect();
                let answer = idb::set_aside(&damaged).await;
                self.tell(Some(kept::set_aside_told(keys.len(), &first_why, answer)));
            } else {
                self.run(vec![command]);
            }
        }
        if self.kept_current.get_untracked().is_none() {
            // The hand on the screen came from another tab, which kept it: its corrections here
            // replace that entry.
            if let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) {
                let kept = self.kept.with_untracked(|h| h.key_of(&file));
                if kept.is_some() {
                    self.kept_current.set(kept);
                }
            }
        }
    }

    /// Reads the next page of older hands (the history screen's "Show older hands").
    pub fn show_older(&self) {
        self.history_do(|h| ((), vec![h.show_older()]));
    }

    /// Another tab changed the history: reads again as many hands as this tab shows.
    pub fn history_changed_elsewhere(&self) {
        self.run(vec![self.kept.with_untracked(History::changed_elsewhere)]);
    }

    /// Keeps `file` in the history ([`History::keep`]): replacing the entry `kept` when it is
    /// there, else as a new entry (unless the same hand is there already). Returns its key.
    pub(super) fn keep(&self, file: HandFile, kept: Option<HandKey>) -> HandKey {
        self.history_do(|h| h.keep(file, kept, clock()))
    }

    /// Delete: removes the history entry with `key` (the undo bar can put it back at its place).
    pub fn delete_entry(&self, key: HandKey) {
        let Some(deleted) = self.history_do(|h| match h.delete(key) {
            Some((undo, delete)) => (Some(undo), vec![delete]),
            None => (None, vec![]),
        }) else {
            return;
        };
        if self.kept_current.get_untracked() == Some(key) {
            self.kept_current.set(None);
        }
        self.offer_undo(Some(deleted));
    }

    /// Whether the hand on the hand screen is saved in the history (`None` while it is not kept).
    pub fn kept_saved(&self) -> Option<Saved> {
        let key = self.kept_current.get()?;
        self.kept.with(|h| h.saved(key))
    }

    /// Every hand: the stored ones and those held here unsaved, newest first, as one JSON array
    /// of hand files (the history's import reads it back), with why only the unsaved ones are
    /// there when the store could not be read.
    pub async fn all_hands_json(&self) -> (String, Option<String>) {
        let stored = idb::all_texts().await;
        self.kept.with_untracked(|h| h.all_hands_json(stored))
    }
}

/// Asks the browser to keep the site's storage (some clear it after days without a visit). The
/// browser may grant or refuse; nothing depends on it.
fn ask_persist() {
    let Some(window) = web_sys::window() else { return };
    let storage = js_sys::Reflect::get(&window.navigator(), &"storage".into())
        .unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
    let persist =
        js_sys::Reflect::get(&storage, &"persist".into()).unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
    if let Some(persist) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&persist) {
        let _ = persist.call0(&storage);
    }
}
