//! The history as one tab holds it: the hands read so far (a page at a time, newest first) and
//! those kept here since, each knowing whether it is saved; and what keeping, writing, deleting,
//! paging and another tab's change do to it, as the commands for the database to run.
//!
//! Invariants (issue 25, on top of [`crate::model::history`]'s):
//! - A hand is kept once: keeping a hand the history holds already (the same hand kept again, an
//!   import of hands kept before) writes nothing and gives the entry's key ([`History::keep`]).
//! - A new hand is *added* under a new key, never written over another record (a key another
//!   tab took refuses the write, which then fails like any other): two tabs keeping hands at once
//!   each add their own.
//! - A failed write keeps the hand in memory, marked not saved, and offers every unsaved hand as
//!   one file ([`History::written`]); reading the history again keeps it.
//! - The total counts the stored hands plus those held here unsaved; paging reads below the
//!   oldest *saved* hand shown, so a hand kept or deleted by another tab never shifts a page.

use crate::engine::hand_file::HandFile;
use crate::model::history::{self, Entry, HandKey, Saved, PAGE};
use crate::model::stores::{self, Refusal, Store, Unsaved};
use crate::model::undo::{self, Undo};

/// What the clock says when a hand is kept: the time in milliseconds and a number under 1,000
/// drawn at random (the key's spread, [`history::next_key`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Clock {
    pub now_ms: f64,
    pub spread: u32,
}

/// What the history asks the browser to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Write one hand's record: `new` adds it (refused if the key is taken), otherwise it
    /// replaces the record with the same key (a correction). Its answer goes to
    /// [`History::written`].
    Put { key: HandKey, file: HandFile, new: bool },
    /// Delete one hand's record; its answer goes to [`deleted`].
    Delete(HandKey),
    /// Read `n` hands below `below` (from the newest when `None`); the page goes to
    /// [`History::page_read`].
    ReadPage { below: Option<HandKey>, n: usize },
    /// Move these unreadable records aside, all or none; the answer goes to [`set_aside_told`]
    /// with the count and the first record's reason.
    SetAside { keys: Vec<HandKey>, first_why: String },
    /// The history has this hand: it is held for it no longer ([`crate::model::hand_life::kept`]).
    Unhold(HandFile),
    /// Tell the other tabs that the history changed.
    Broadcast,
    /// Ask the browser to keep the site's storage (once per page, after a hand is kept).
    AskPersist,
    /// Tell the person a problem.
    Tell(String),
    /// Tell a failed save, offering the hands not saved as one file.
    NotSaved(Unsaved),
}

/// A page as the database answered: each record's key with its hand file or why it cannot be
/// read, and how many hands are stored in all; or why the page could not be read.
pub type Page = Result<(Vec<(HandKey, Result<HandFile, String>)>, usize), String>;

/// The kept hands this tab holds, newest first, and what it knows of the rest.
#[derive(Clone, Debug, PartialEq)]
pub struct History {
    entries: Vec<Entry>,
    total: usize,
    older: bool,
    loaded: bool,
    /// How many kept hands this page keeps in memory and draws: a page, and a page more each
    /// time older hands are asked for ([`history::trim`]).
    wanted: usize,
    /// The last key this tab gave (keys only grow).
    last_key: HandKey,
    asked_persist: bool,
}

impl Default for History {
    fn default() -> History {
        History {
            entries: Vec::new(),
            total: 0,
            older: false,
            loaded: false,
            wanted: PAGE,
            last_key: 0,
            asked_persist: false,
        }
    }
}

impl History {
    /// The hands held, newest first.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many hands the history holds in all (stored, plus those kept here since it was read).
    pub fn total(&self) -> usize {
        self.total
    }

    /// Older hands are stored than the ones read so far.
    pub fn older(&self) -> bool {
        self.older
    }

    /// The first page has been read (keeping a hand waits for it, so that a hand kept before a
    /// reload is found rather than kept twice).
    pub fn loaded(&self) -> bool {
        self.loaded
    }

    /// How many hands held here could not be saved.
    pub fn unsaved(&self) -> usize {
        self.entries.iter().filter(|e| matches!(e.saved, Saved::No(_))).count()
    }

    /// The key of the entry that is `file`, if the history holds it.
    pub fn key_of(&self, file: &HandFile) -> Option<HandKey> {
        self.entries.iter().find(|e| e.file == *file).map(|e| e.key)
    }

    /// Whether the entry with `key` is saved (`None`: no such entry here).
    pub fn saved(&self, key: HandKey) -> Option<Saved> {
        self.entries.iter().find(|e| e.key == key).map(|e| e.saved.clone())
    }

    /// The first page has been read.
    pub fn mark_loaded(&mut self) {
        self.loaded = true;
    }

    /// A new history key (greater than every key this tab gave).
    pub fn new_key(&mut self, clock: Clock) -> HandKey {
        let key = history::next_key(clock.now_ms, clock.spread, self.last_key);
        self.last_key = key;
        key
    }

    /// Keeps `file` in the history: replacing the entry `kept` when it is there, else as a new
    /// entry (unless the same hand is there already); writes that one record. Returns its key.
    pub fn keep(&mut self, file: HandFile, kept: Option<HandKey>, clock: Clock) -> (HandKey, Vec<Command>) {
        let existing = match kept {
            Some(k) => self.entries.iter().find(|e| e.key == k).map(|e| (k, e.file == file)),
            None => self.key_of(&file).map(|key| (key, true)),
        };
        match existing {
            Some((key, true)) => (key, vec![]),
            Some((key, false)) => {
                history::insert(&mut self.entries, Entry { key, file: file.clone(), saved: Saved::Saving });
                (key, vec![Command::Put { key, file, new: false }])
            }
            None => {
                let key = self.new_key(clock);
                history::insert(&mut self.entries, Entry { key, file: file.clone(), saved: Saved::Saving });
                if history::trim(&mut self.entries, self.wanted) {
                    self.older = true;
                }
                self.total += 1;
                (key, vec![Command::Put { key, file, new: true }])
            }
        }
    }

    /// Keeps the hands held for the history (a link's replaced hand, one whose scoring never
    /// finished; `displaced`: one local storage had no room to hold), once the first page is
    /// read: each the history has already is held no longer, the others are kept.
    pub fn keep_held(
        &mut self,
        displaced: Option<HandFile>,
        held: Vec<HandFile>,
        clock: Clock,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        if let Some(file) = displaced {
            commands.extend(self.keep(file, None, clock).1);
        }
        for file in held {
            if self.key_of(&file).is_some() {
                commands.push(Command::Unhold(file));
            } else {
                commands.extend(self.keep(file, None, clock).1);
            }
        }
        commands
    }

    /// The database answered a [`Command::Put`]: the hand is marked saved, or not saved with why
    /// (it stays in memory, and every unsaved hand is offered as one file).
    pub fn written(&mut self, key: HandKey, file: &HandFile, written: Result<(), Refusal>) -> Vec<Command> {
        let saved = match &written {
            Ok(()) => Saved::Yes,
            Err(why) => Saved::No(why.to_string()),
        };
        if let Some(e) = self.entries.iter_mut().find(|e| e.key == key && e.file == *file) {
            e.saved = saved;
        }
        match written {
            Ok(()) => {
                // The history has it: a hand held for it is held no longer.
                let mut commands = vec![Command::Unhold(file.clone()), Command::Broadcast];
                if !std::mem::replace(&mut self.asked_persist, true) {
                    commands.push(Command::AskPersist);
                }
                commands
            }
            Err(why) => vec![Command::NotSaved(Unsaved {
                store: Store::History,
                message: stores::not_saved(Store::History, &why, true),
                export: history::files_json(history::unsaved_files(&self.entries)),
            })],
        }
    }

    /// A page the database answered for [`Command::ReadPage`] (`below` and `n` as asked): the
    /// history read again from the top (another tab changed it) keeps this tab's unsaved hands;
    /// an older page is added below. Unreadable records are set aside.
    pub fn page_read(&mut self, below: Option<HandKey>, n: usize, page: Page) -> Vec<Command> {
        let (records, total) = match page {
            Ok(read) => read,
            Err(why) => {
                return vec![Command::Tell(format!(
                    "The history could not be read ({why}); hands kept now stay on this page until it closes."
                ))]
            }
        };
        let more = records.len() == n;
        let mut entries = Vec::with_capacity(records.len());
        let mut damaged = Vec::new();
        let mut first_why = String::new();
        for (key, read) in records {
            match read {
                Ok(file) => entries.push(Entry { key, file, saved: Saved::Yes }),
                Err(why) => {
                    if first_why.is_empty() {
                        first_why = why;
                    }
                    damaged.push(key);
                }
            }
        }
        match below {
            None => self.entries = history::merge_reloaded(&self.entries, entries),
            Some(_) => entries.into_iter().for_each(|e| history::insert(&mut self.entries, e)),
        }
        let unsaved = self.entries.iter().filter(|e| e.saved != Saved::Yes).count();
        self.total = total + unsaved;
        self.older = more;
        if damaged.is_empty() {
            vec![]
        } else {
            vec![Command::SetAside { keys: damaged, first_why }]
        }
    }

    /// The history as the old versions kept it (one list in local storage, newest first), shown
    /// from there because the database could not take it (`why`).
    pub fn old_list_stays(&mut self, files: Vec<HandFile>, why: &str) -> Vec<Command> {
        let n = files.len();
        self.entries = files
            .into_iter()
            .zip(history::migrated_keys(n))
            .map(|(file, key)| Entry { key, file, saved: Saved::Yes })
            .collect();
        self.total = n;
        self.loaded = true;
        vec![Command::Tell(format!(
            "The saved history could not be moved into the browser's database ({why}); it stays where it \
             was, and is shown from there."
        ))]
    }

    /// "Show older hands": a page more is kept in memory, read below the oldest saved hand shown.
    pub fn show_older(&mut self) -> Command {
        self.wanted += PAGE;
        let below = self.entries.iter().filter(|e| e.saved == Saved::Yes).map(|e| e.key).min();
        Command::ReadPage { below, n: PAGE }
    }

    /// Another tab changed the history: as many hands as this tab shows are read again.
    pub fn changed_elsewhere(&self) -> Command {
        let n = self.entries.iter().filter(|e| e.saved == Saved::Yes).count().max(PAGE);
        Command::ReadPage { below: None, n }
    }

    /// Delete: removes the entry with `key` (the undo puts it back at its place), and deletes its
    /// record. `None` when there is no such entry.
    pub fn delete(&mut self, key: HandKey) -> Option<(Undo, Command)> {
        let undo = undo::delete_entry(&mut self.entries, key)?;
        self.total = self.total.saturating_sub(1);
        Some((undo, Command::Delete(key)))
    }

    /// Undo of a Delete: the entry is back at its place, and its record written again.
    pub fn undo_delete(&mut self, undo: Undo) -> Vec<Command> {
        match undo.restore_entry(&mut self.entries) {
            Some(entry) => {
                self.total += 1;
                vec![Command::Put { key: entry.key, file: entry.file, new: false }]
            }
            None => vec![],
        }
    }

    /// Every hand as one JSON array of hand files, newest first: those held here unsaved, then
    /// `stored` (every stored hand file's text, oldest first, as the database answered), with
    /// why only the unsaved ones are there when the database could not be read.
    pub fn all_hands_json(&self, stored: Result<Vec<String>, String>) -> (String, Option<String>) {
        let unsaved: Vec<String> =
            history::unsaved_files(&self.entries).into_iter().map(HandFile::to_json).collect();
        let (stored, problem) = match stored {
            Ok(texts) => (texts, None),
            Err(why) => (
                vec![],
                Some(format!(
                    "The stored hands could not be read ({why}); only the unsaved ones are in the file."
                )),
            ),
        };
        let parts: Vec<&str> =
            unsaved.iter().map(String::as_str).chain(stored.iter().rev().map(String::as_str)).collect();
        (format!("[\n{}\n]\n", parts.join(",\n")), problem)
    }
}

/// What the answer to a [`Command::Delete`] asks.
pub fn deleted(answer: Result<(), String>) -> Vec<Command> {
    match answer {
        Ok(()) => vec![Command::Broadcast],
        Err(why) => vec![Command::Tell(format!("The hand could not be deleted from the history: {why}."))],
    }
}

/// What setting `count` unreadable records aside says (`first_why`: the first one's reason).
pub fn set_aside_told(count: usize, first_why: &str, answer: Result<(), String>) -> String {
    let what = crate::engine::text::count(count, "saved hand");
    match answer {
        Ok(()) => format!("{what} could not be read ({first_why}); set aside."),
        Err(why) => format!(
            "{what} could not be read ({first_why}); there was no room to set them aside ({why}), so they \
             are left where they are."
        ),
    }
}
