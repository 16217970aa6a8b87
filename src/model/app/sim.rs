//! A simulated browser for the application core's native tests: one local storage and one
//! database shared by any number of tabs, each tab running the core's commands as the app's
//! adapters do (`ui::storage`, `ui::idb`, `ui::tabs`), but when the test says so, so that every
//! order of answers can be played.
//!
//! The local storage can be full (refusing any write that grows it) or refuse everything; the
//! database can refuse its next writes, be full, or keep a write's answer until it is delivered.

use std::cell::RefCell;
use std::collections::{BTreeMap, VecDeque};
use std::rc::Rc;

use crate::engine::hand_file::HandFile;
use crate::model::app::kept::{self, Clock, Command, History};
use crate::model::app::local::Local;
use crate::model::hand_life::{self, Shelf};
use crate::model::history::HandKey;
use crate::model::problems::Problems;
use crate::model::stores::Refusal;

/// Local storage, shared by the tabs.
#[derive(Clone, Default)]
pub(crate) struct FakeLocal {
    pub(crate) values: Rc<RefCell<BTreeMap<String, String>>>,
    /// Refuses any write that would make the storage hold more (a full quota).
    pub(crate) full: Rc<RefCell<bool>>,
    /// The browser lets the app store nothing at all.
    pub(crate) none: bool,
}

impl FakeLocal {
    pub(crate) fn fill(&self, full: bool) {
        *self.full.borrow_mut() = full;
    }
    pub(crate) fn value(&self, key: &str) -> Option<String> {
        self.values.borrow().get(key).cloned()
    }
    pub(crate) fn put(&self, key: &str, value: &str) {
        self.values.borrow_mut().insert(key.into(), value.into());
    }
}

impl Local for FakeLocal {
    fn available(&self) -> bool {
        !self.none
    }
    fn get(&self, key: &str) -> Option<String> {
        self.value(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), Refusal> {
        let grows = value.len() > self.value(key).map_or(0, |v| v.len());
        if *self.full.borrow() && grows {
            return Err(Refusal::Full);
        }
        self.put(key, value);
        Ok(())
    }
    fn remove(&mut self, key: &str) -> Result<(), Refusal> {
        self.values.borrow_mut().remove(key);
        Ok(())
    }
}

impl Shelf for FakeLocal {
    fn get(&self, key: &str) -> Option<String> {
        self.value(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
        Local::set(self, key, value).map_err(|r| r.to_string())
    }
    fn remove(&mut self, key: &str) {
        let _ = Local::remove(self, key);
    }
}

/// The database's records: a hand's record is its file's text, or anything else (damaged).
#[derive(Default)]
pub(crate) struct Db {
    pub(crate) hands: BTreeMap<HandKey, String>,
    pub(crate) unreadable: BTreeMap<HandKey, String>,
    /// Every write refuses with this while it is set (a full store: [`Refusal::Full`]).
    pub(crate) refuse: Option<Refusal>,
}

/// The database, shared by the tabs.
pub(crate) type FakeIdb = Rc<RefCell<Db>>;

/// The `BroadcastChannel`: which tabs have heard "history changed" and not read it yet.
pub(crate) type Channel = Rc<RefCell<Vec<usize>>>;

/// One tab of the app: its core, and the commands it has yet to run.
pub(crate) struct Tab {
    pub(crate) id: usize,
    pub(crate) history: History,
    pub(crate) problems: Problems,
    pub(crate) local: FakeLocal,
    idb: FakeIdb,
    channel: Channel,
    tabs: usize,
    queue: VecDeque<Command>,
    pub(crate) asked_persist: usize,
    /// The clock: each hand kept a millisecond later.
    now_ms: f64,
    pub(crate) spread: u32,
}

/// A browser: its storage and its tabs.
pub(crate) struct Browser {
    pub(crate) local: FakeLocal,
    pub(crate) idb: FakeIdb,
    pub(crate) channel: Channel,
    pub(crate) tabs: Vec<Tab>,
}

impl Browser {
    /// A browser with `n` tabs open on an empty storage, each having read its first page.
    pub(crate) fn new(n: usize) -> Browser {
        let mut browser = Browser {
            local: FakeLocal::default(),
            idb: FakeIdb::default(),
            channel: Channel::default(),
            tabs: vec![],
        };
        for _ in 0..n {
            browser.open();
        }
        browser
    }

    /// Opens a tab, which reads its first page.
    pub(crate) fn open(&mut self) -> usize {
        let id = self.tabs.len();
        let mut tab = Tab {
            id,
            history: History::default(),
            problems: Problems::default(),
            local: self.local.clone(),
            idb: self.idb.clone(),
            channel: self.channel.clone(),
            tabs: id + 1,
            queue: VecDeque::new(),
            asked_persist: 0,
            now_ms: 1_700_000_000_000.0,
            spread: id as u32 * 7,
        };
        for t in &mut self.tabs {
            t.tabs = id + 1;
        }
        tab.queue.push_back(Command::ReadPage { below: None, n: crate::model::history::PAGE });
        tab.settle();
        tab.history.mark_loaded();
        self.tabs.push(tab);
        id
    }

    /// Delivers every "history changed" heard, until no tab has anything left to run.
    pub(crate) fn deliver(&mut self) {
        loop {
            let heard: Vec<usize> = std::mem::take(&mut *self.channel.borrow_mut());
            if heard.is_empty() {
                break;
            }
            for t in heard {
                let read = self.tabs[t].history.changed_elsewhere();
                self.tabs[t].run(vec![read]);
                self.tabs[t].settle();
            }
        }
    }

    /// Every hand the database holds, newest first.
    pub(crate) fn stored(&self) -> Vec<(HandKey, String)> {
        self.idb.borrow().hands.iter().rev().map(|(k, v)| (*k, v.clone())).collect()
    }
}

impl Tab {
    /// The clock for the next hand kept.
    pub(crate) fn clock(&mut self) -> Clock {
        self.now_ms += 1.0;
        Clock { now_ms: self.now_ms, spread: self.spread }
    }

    /// Keeps a hand (as the showdown does), its commands waiting to run.
    pub(crate) fn keep(&mut self, file: &HandFile, kept: Option<HandKey>) -> HandKey {
        let clock = self.clock();
        let (key, commands) = self.history.keep(file.clone(), kept, clock);
        self.run(commands);
        key
    }

    /// Queues commands, to run at [`Tab::settle`] (or one at a time, [`Tab::step`]).
    pub(crate) fn run(&mut self, commands: impl IntoIterator<Item = Command>) {
        self.queue.extend(commands);
    }

    /// Runs every command waiting, and those their answers ask for.
    pub(crate) fn settle(&mut self) {
        while self.step() {}
    }

    /// Runs the next command waiting; `false` when there was none.
    pub(crate) fn step(&mut self) -> bool {
        let Some(command) = self.queue.pop_front() else { return false };
        let next = match command {
            Command::Put { key, file, new } => {
                let answer = {
                    let mut db = self.idb.borrow_mut();
                    match (&db.refuse, new && db.hands.contains_key(&key)) {
                        (Some(why), _) => Err(why.clone()),
                        (None, true) => Err(Refusal::of(Some("ConstraintError"))),
                        (None, false) => {
                            db.hands.insert(key, file.to_json());
                            Ok(())
                        }
                    }
                };
                self.history.written(key, &file, answer)
            }
            Command::Delete(key) => {
                self.idb.borrow_mut().hands.remove(&key);
                kept::deleted(Ok(()))
            }
            Command::ReadPage { below, n } => {
                let page = {
                    let db = self.idb.borrow();
                    let records = db
                        .hands
                        .range(..below.unwrap_or(HandKey::MAX))
                        .rev()
                        .take(n)
                        .map(|(k, text)| (*k, HandFile::from_json(text).map_err(|e| e.message)))
                        .collect();
                    Ok((records, db.hands.len()))
                };
                self.history.page_read(below, n, page)
            }
            Command::SetAside { keys, first_why } => {
                let answer = {
                    let mut db = self.idb.borrow_mut();
                    match db.refuse.clone() {
                        Some(why) => Err(why.to_string()),
                        None => {
                            for k in &keys {
                                if let Some(v) = db.hands.remove(k) {
                                    db.unreadable.insert(*k, v);
                                }
                            }
                            Ok(())
                        }
                    }
                };
                vec![Command::Tell(kept::set_aside_told(keys.len(), &first_why, answer))]
            }
            Command::Unhold(file) => {
                hand_life::kept(&mut self.local, &file);
                vec![]
            }
            Command::Broadcast => {
                let mut heard = self.channel.borrow_mut();
                for t in (0..self.tabs).filter(|t| *t != self.id) {
                    if !heard.contains(&t) {
                        heard.push(t);
                    }
                }
                vec![]
            }
            Command::AskPersist => {
                self.asked_persist += 1;
                vec![]
            }
            Command::Tell(text) => {
                self.problems.tell(text);
                vec![]
            }
            Command::NotSaved(unsaved) => {
                self.problems.not_saved(unsaved);
                vec![]
            }
        };
        self.queue.extend(next);
        true
    }

    /// The hands this tab shows, newest first, with whether each is saved.
    pub(crate) fn shown(&self) -> Vec<(HandKey, bool)> {
        self.history.entries().iter().map(|e| (e.key, e.saved == crate::model::history::Saved::Yes)).collect()
    }
}
