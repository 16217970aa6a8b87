//! Versions of the values the tabs share (issue 25): the hand being entered, the hand being dealt
//! and each scorer's table (one of each per browser, shown live in every tab).
//!
//! Why versions: a `storage` event says what was stored before another tab's write and what it
//! wrote, but not what that tab *held* when it wrote. Deciding from the value stored before lost
//! data: after a conflict (a tab keeping its own table over one it never saw), the tab that kept
//! its own saved it at its next change, and the other tab, whose table was the value stored
//! before, took that save as its own change and lost its table, untold. So every write says what
//! it replaces:
//! - each stored value carries a [`Version`]: a number drawn for the write, and the version of the
//!   stored value the writer's own was read from or last saved as (what its write replaces);
//! - each tab keeps, per store, a [`Held`]: that version, and whether its value has changed since
//!   without being saved (a failed save, or a value kept over another tab's);
//! - another tab's write is taken as one tab would take its own change only when it replaces the
//!   version this tab's value is, unchanged ([`Held::arrived`]). Anything else would replace a
//!   value this tab holds that the writer never saw: a conflict, in which this tab's value is
//!   never lost (the hand goes to the history first; a deal or a table stays in its tab, told and
//!   offered as a file), in whichever order the two tabs' writes come.
//!
//! Values saved before versions read as version 0 ([`Version::default`]), as does an empty store.
//!
//! Invariants: a tab removes a value only if it is the one it holds ([`Held::save`]); an event
//! whose value is no longer the one stored is old news (a later write's own event decides:
//! [`Held::arrived`]).

use serde::{Deserialize, Serialize};

use crate::model::history::Arrived;
use crate::model::stores::Store;

/// A stored value's version: its write's number and the number of the value that write replaced.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Version {
    /// Drawn for each write (never 0); 0 for a value saved before versions, or for none stored.
    #[serde(default)]
    pub id: u64,
    /// The [`Version::id`] of the stored value the writer's own came from (what it replaces).
    #[serde(default)]
    pub replaces: u64,
}

impl Version {
    /// A write's version from a random number: at least 1, and below 2^53 so that JavaScript,
    /// which reads the stored values before the app starts, reads it exactly.
    pub fn drawn(random: u64, replaces: u64) -> Version {
        Version { id: (random & ((1 << 53) - 1)).max(1), replaces }
    }

    /// Another tab's removal of a store, from the version stored before it: it replaces that value
    /// (a tab removes only the value it holds, [`Held::save`]).
    pub fn removal(before: Version) -> Version {
        Version { id: 0, replaces: before.id }
    }
}

/// What another tab's write left in a store, as this tab reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theirs<T> {
    Value(T),
    /// The store was emptied.
    Removed,
    /// A value this tab cannot read (another version's): never taken.
    Unreadable,
}

impl<T> Theirs<T> {
    pub fn as_ref(&self) -> Theirs<&T> {
        match self {
            Theirs::Value(t) => Theirs::Value(t),
            Theirs::Removed => Theirs::Removed,
            Theirs::Unreadable => Theirs::Unreadable,
        }
    }

    /// The value read further (`None`: it cannot be, and is then [`Theirs::Unreadable`]).
    pub fn and_then<U>(self, f: impl FnOnce(T) -> Option<U>) -> Theirs<U> {
        match self {
            Theirs::Value(t) => f(t).map_or(Theirs::Unreadable, Theirs::Value),
            Theirs::Removed => Theirs::Removed,
            Theirs::Unreadable => Theirs::Unreadable,
        }
    }

    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Theirs<U> {
        self.and_then(|t| Some(f(t)))
    }

    /// The value, if one was written.
    pub fn value(self) -> Option<T> {
        match self {
            Theirs::Value(t) => Some(t),
            _ => None,
        }
    }
}

/// What a tab does in a conflict once its own value is safe.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnConflict {
    /// The hand being entered: this tab's is kept in the history, and the other's shows here.
    TakeTheirs,
    /// A deal or a scorer's table (which have no history): this tab keeps its own, tells, and
    /// offers it as a file; its next save replaces the other's, and that tab is told in turn.
    KeepOurs,
}

/// What a tab's save of a store does, decided from what is stored now ([`Held::save`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Save {
    /// The value stored is this tab's already (the one it took from another tab, say): nothing
    /// is written, and no other tab hears of it.
    Nothing { stored: Version },
    /// Write the value with this version.
    Write(Version),
    /// Empty the store.
    Remove,
    /// This tab has no value, and the one stored is one it never saw: it is left for the tab
    /// that holds it.
    Leave,
}

/// What one tab holds of one shared store: the version its value was read from or last saved as,
/// and whether it has changed since without being saved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Held {
    base: u64,
    unsaved: bool,
}

impl Held {
    /// The value was just read from the store, where it has `stored`'s version.
    pub fn read(stored: Version) -> Held {
        Held { base: stored.id, unsaved: false }
    }

    /// What saving this tab's value does: `ours` whether it has one, `stored` the version of the
    /// value stored now (`None`: none), `same` whether that value is this tab's, `random` a
    /// number for a new version.
    pub fn save(&self, ours: bool, stored: Option<Version>, same: bool, random: u64) -> Save {
        match (stored, ours) {
            (Some(stored), _) if same => Save::Nothing { stored },
            (_, true) => Save::Write(Version::drawn(random, self.base)),
            (None, false) => Save::Nothing { stored: Version::default() },
            (Some(stored), false) if stored.id == self.base => Save::Remove,
            (Some(_), false) => Save::Leave,
        }
    }

    /// `save` was done (written, or nothing to write).
    pub fn saved(&mut self, save: Save) {
        *self = match save {
            Save::Nothing { stored } => Held::read(stored),
            Save::Write(v) => Held::read(v),
            Save::Remove => Held::read(Version::default()),
            Save::Leave => Held { unsaved: true, ..*self },
        };
    }

    /// The save failed: this tab's value is not the stored one any more.
    pub fn failed(&mut self) {
        self.unsaved = true;
    }

    /// Another tab wrote `theirs`, with `version`, and `stored` is the version in the store now;
    /// `ours` is this tab's value, and `within(ours, theirs)` says whether theirs holds all of
    /// ours (the same hand or deal a moment later: taking it loses nothing).
    ///
    /// - Old news (a later write is stored; its own event decides): ignored.
    /// - Unreadable: never taken.
    /// - This tab's value already: nothing to do, and this tab now holds that version.
    /// - This tab has nothing, or its value is the version the write replaces, unchanged: taken,
    ///   as one tab would take its own change.
    /// - A removal of a value the writer never saw: this tab keeps its own.
    /// - Theirs holds all of ours: taken.
    /// - Anything else replaces a value the writer never saw: a conflict (`on_conflict` says
    ///   what this tab does once its value is safe).
    pub fn arrived<T: PartialEq>(
        &mut self,
        ours: Option<&T>,
        theirs: Theirs<&T>,
        version: Version,
        stored: Version,
        within: impl Fn(&T, &T) -> bool,
        on_conflict: OnConflict,
    ) -> Arrived {
        if version.id != stored.id {
            return Arrived::Ignore;
        }
        let took = Held::read(version);
        let (arrived, held) = match (ours, theirs) {
            (_, Theirs::Unreadable) => (Arrived::Ignore, *self),
            (None, Theirs::Removed) => (Arrived::Ignore, took),
            (Some(ours), Theirs::Value(theirs)) if ours == theirs => (Arrived::Ignore, took),
            (None, Theirs::Value(_)) => (Arrived::Take, took),
            _ if version.replaces == self.base && !self.unsaved => (Arrived::Take, took),
            (Some(_), Theirs::Removed) => (Arrived::Ignore, Held { unsaved: true, ..*self }),
            (Some(ours), Theirs::Value(theirs)) if within(ours, theirs) => (Arrived::Take, took),
            (Some(_), Theirs::Value(_)) => match on_conflict {
                OnConflict::TakeTheirs => (Arrived::Conflict, took),
                OnConflict::KeepOurs => (Arrived::Conflict, Held { unsaved: true, ..*self }),
            },
        };
        *self = held;
        arrived
    }
}

/// A [`Held`] for each store of the app (the tab's bookkeeping; only the shared ones are read).
#[derive(Clone, Debug, Default)]
pub struct Versions([Held; Store::ALL.len()]);

impl Versions {
    pub fn of(&mut self, store: Store) -> &mut Held {
        let i = Store::ALL.iter().position(|s| *s == store).unwrap_or_default();
        &mut self.0[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two tabs and the store between them, as the browser runs them: a write stores a value
    /// and its version, and the other tab hears of it later (`deliver`), in the order written.
    #[derive(Default)]
    struct Browser {
        stored: Option<(u32, Version)>,
        tabs: [Tab; 2],
        next: u64,
    }

    #[derive(Default)]
    struct Tab {
        value: Option<u32>,
        held: Held,
        /// The other tab's writes not yet heard: what each wrote and its version.
        inbox: Vec<(Option<u32>, Version)>,
        /// This tab's storage acts full.
        full: bool,
        told: Vec<u32>,
        history: Vec<u32>,
    }

    impl Browser {
        fn open(&mut self, t: usize) {
            let (value, version) = self.stored.map_or((None, Version::default()), |(v, ver)| (Some(v), ver));
            self.tabs[t].value = value;
            self.tabs[t].held = Held::read(version);
            self.tabs[t].inbox.clear();
        }

        /// Tab `t` changes its value to `value` and saves it.
        fn change(&mut self, t: usize, value: Option<u32>) {
            self.tabs[t].value = value;
            self.save(t);
        }

        fn save(&mut self, t: usize) {
            self.next += 1;
            let tab = &self.tabs[t];
            let stored = self.stored.map(|(_, v)| v);
            let same = self.stored.map(|(v, _)| v) == tab.value;
            let save = tab.held.save(tab.value.is_some(), stored, same, self.next);
            let written = match save {
                Save::Nothing { .. } | Save::Leave => None,
                _ if tab.full => return self.tabs[t].held.failed(),
                Save::Write(v) => Some((tab.value, v)),
                Save::Remove => Some((None, Version::removal(stored.unwrap_or_default()))),
            };
            self.tabs[t].held.saved(save);
            if let Some((value, version)) = written {
                self.stored = value.map(|v| (v, version));
                self.tabs[1 - t].inbox.push((value, version));
            }
        }

        /// Tab `t` hears the oldest write it has not heard yet: a hand (`TakeTheirs`) or a table.
        fn deliver(&mut self, t: usize, on_conflict: OnConflict) -> Arrived {
            let (theirs, version) = self.tabs[t].inbox.remove(0);
            let stored = self.stored.map_or(Version::default(), |(_, v)| v);
            let tab = &mut self.tabs[t];
            let theirs_ref = theirs.as_ref().map_or(Theirs::Removed, Theirs::Value);
            let arrived =
                tab.held.arrived(tab.value.as_ref(), theirs_ref, version, stored, within, on_conflict);
            match arrived {
                Arrived::Take => tab.value = theirs,
                Arrived::Conflict => match on_conflict {
                    OnConflict::TakeTheirs => {
                        tab.history.extend(tab.value);
                        tab.value = theirs;
                    }
                    OnConflict::KeepOurs => tab.told.extend(tab.value),
                },
                Arrived::Ignore => {}
            }
            arrived
        }

        /// Every value some tab has, shows, was told of or kept.
        fn kept(&self) -> Vec<u32> {
            let mut all: Vec<u32> = self.stored.map(|(v, _)| v).into_iter().collect();
            for tab in &self.tabs {
                all.extend(tab.value.iter().chain(&tab.told).chain(&tab.history));
            }
            all
        }
    }

    /// The same hand a moment later: tens are hands, units their cards (11 → 12 adds a card).
    fn within(ours: &u32, theirs: &u32) -> bool {
        ours / 10 == theirs / 10 && ours <= theirs
    }

    use OnConflict::{KeepOurs, TakeTheirs};

    #[test]
    fn issue_25_a_change_made_from_what_this_tab_holds_is_taken_silently() {
        let mut b = Browser::default();
        b.open(0);
        b.open(1);
        b.change(0, Some(10));
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Take, "the other tab had nothing");
        b.change(1, Some(30));
        assert_eq!(b.deliver(0, KeepOurs), Arrived::Take, "replaces what tab 0 holds: as in one tab");
        assert_eq!(b.tabs[0].value, Some(30));
        b.change(0, Some(40));
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Take, "back and forth, each from the other's");
        b.change(1, None);
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Take, "a removal of what tab 0 holds");
        assert_eq!((b.tabs[0].value, b.stored), (None, None));
        assert!(b.tabs.iter().all(|t| t.told.is_empty() && t.history.is_empty()));
    }

    #[test]
    fn issue_25_a_value_taken_is_not_written_back() {
        let mut b = Browser::default();
        b.open(0);
        b.open(1);
        b.change(0, Some(10));
        b.deliver(1, KeepOurs);
        // The taken value's save (the screen saves what it shows) finds it stored: nothing written.
        b.save(1);
        assert!(b.tabs[0].inbox.is_empty(), "no echo");
        b.change(1, Some(11));
        assert_eq!(b.deliver(0, KeepOurs), Arrived::Take, "and tab 1 holds the version it took");
    }

    #[test]
    fn issue_25_a_table_the_writer_never_saw_stays_in_both_orders() {
        // Tab 0 cannot save; tab 1 saves a table without tab 0's: tab 0 keeps its own, told.
        let mut b = Browser::default();
        b.open(0);
        b.open(1);
        b.tabs[0].full = true;
        b.change(0, Some(10));
        b.change(1, Some(30));
        assert_eq!(b.deliver(0, KeepOurs), Arrived::Conflict);
        assert_eq!(b.tabs[0].value, Some(10), "tab 0 keeps its own");
        assert_eq!(b.tabs[0].told, [10], "told and offered as a file");
        // The order left open before versions: tab 0 saves again (its storage works now). Tab 1
        // holds the table stored before that write, but tab 0 never saw it: tab 1 keeps its own.
        b.tabs[0].full = false;
        b.change(0, Some(20));
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Conflict, "never taken silently");
        assert_eq!(b.tabs[1].value, Some(30), "tab 1's table stays");
        assert_eq!(b.tabs[1].told, [30]);
        // And on: each tab's next save replaces the other's, and the other is told each time.
        b.change(1, Some(31));
        assert_eq!(b.deliver(0, KeepOurs), Arrived::Conflict);
        assert_eq!(b.tabs[0].value, Some(20));
        assert_eq!(b.tabs[0].told, [10, 20]);
        // Until one takes the other's (the user imports it, or chooses it): then they agree again.
        b.tabs[0].value = Some(31);
        b.save(0);
        b.change(0, Some(32));
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Take);
        assert_eq!(b.tabs[1].value, Some(32));
    }

    #[test]
    fn issue_25_both_tabs_changing_at_once_lose_nothing() {
        // Both change the table they both hold before hearing of the other's write; tab 1 writes
        // last, over tab 0's, which it never saw.
        let mut b = Browser::default();
        b.open(0);
        b.change(0, Some(10));
        b.open(1);
        b.change(0, Some(20));
        b.change(1, Some(30));
        // Tab 1 hears tab 0's write, which is no longer stored: old news (tab 0 hears of tab 1's).
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Ignore);
        assert_eq!(b.tabs[1].value, Some(30));
        // Tab 0 hears tab 1's, which replaces a table tab 0 changed since: tab 0 keeps its own.
        assert_eq!(b.deliver(0, KeepOurs), Arrived::Conflict);
        assert_eq!(b.tabs[0].value, Some(20));
        b.change(0, Some(21));
        assert_eq!(b.deliver(1, KeepOurs), Arrived::Conflict, "and the other order, as above");
        assert!([20, 21, 30].iter().all(|v| b.kept().contains(v)));
    }

    #[test]
    fn issue_25_a_hand_the_writer_never_saw_goes_to_the_history_in_both_orders() {
        let mut b = Browser::default();
        b.open(0);
        b.open(1);
        b.tabs[0].full = true;
        b.change(0, Some(10));
        b.change(1, Some(30));
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Conflict);
        assert_eq!((b.tabs[0].value, &b.tabs[0].history[..]), (Some(30), &[10][..]));
        // Tab 0 now holds tab 1's hand: tab 0's next change is a change of it, taken silently.
        b.tabs[0].full = false;
        b.change(0, Some(31));
        assert_eq!(b.deliver(1, TakeTheirs), Arrived::Take);
        assert_eq!(b.tabs[1].value, Some(31));
        assert!(b.tabs[1].history.is_empty());
    }

    #[test]
    fn issue_25_a_change_that_holds_all_of_this_tabs_value_is_taken() {
        // Tab 0's save of a card failed; tab 1 adds another to the same hand with that card too.
        let mut b = Browser::default();
        b.open(0);
        b.change(0, Some(10));
        b.open(1);
        b.tabs[0].full = true;
        b.change(0, Some(11));
        b.change(1, Some(12));
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Take, "12 holds all of 11: nothing lost");
        assert!(b.tabs[0].history.is_empty());
        // But a change that would lose a card of tab 0's is a conflict (here: a card taken back).
        let mut b = Browser::default();
        b.open(0);
        b.change(0, Some(11));
        b.open(1);
        b.tabs[0].full = true;
        b.change(0, Some(12));
        b.change(1, Some(10));
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Conflict);
        assert_eq!(b.tabs[0].history, [12]);
    }

    #[test]
    fn issue_25_a_removal_never_takes_a_value_the_remover_never_saw() {
        // Tab 1 clears its hand while tab 0's (unsaved) is another: tab 0 keeps its own.
        let mut b = Browser::default();
        b.open(0);
        b.change(0, Some(10));
        b.open(1);
        b.tabs[0].full = true;
        b.change(0, Some(20));
        b.change(1, None);
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Ignore);
        assert_eq!(b.tabs[0].value, Some(20));
        // A tab with nothing leaves a value it never saw where it is (its holder keeps it).
        let mut b = Browser::default();
        b.open(0);
        b.open(1);
        b.change(1, Some(30));
        b.change(0, None);
        assert_eq!(b.stored.map(|(v, _)| v), Some(30), "not removed by a tab that never had it");
        assert_eq!(b.deliver(0, TakeTheirs), Arrived::Take, "and shown there once heard");
    }

    #[test]
    fn issue_25_a_table_kept_over_another_tabs_is_unsaved_until_saved() {
        let never = |_: &u32, _: &u32| false;
        let mut held = Held::read(Version { id: 5, replaces: 0 });
        let theirs = Version { id: 6, replaces: 4 };
        assert_eq!(
            held.arrived(Some(&1), Theirs::Value(&2), theirs, theirs, never, KeepOurs),
            Arrived::Conflict
        );
        // A third tab that held version 5 writes over it: it never saw this tab's table either.
        let third = Version { id: 7, replaces: 5 };
        assert_eq!(
            held.arrived(Some(&1), Theirs::Value(&3), third, third, never, KeepOurs),
            Arrived::Conflict
        );
        // Once this tab saves its own, a write made from that save is taken.
        let ours = held.save(true, Some(third), false, 8);
        held.saved(ours);
        let next = Version { id: 9, replaces: 8 };
        assert_eq!(held.arrived(Some(&1), Theirs::Value(&4), next, next, never, KeepOurs), Arrived::Take);
    }

    #[test]
    fn issue_25_unreadable_values_are_never_taken() {
        let mut held = Held::read(Version { id: 5, replaces: 0 });
        let theirs = Version { id: 6, replaces: 5 };
        let same = |_: &u32, _: &u32| false;
        assert_eq!(
            held.arrived(Some(&1), Theirs::Unreadable, theirs, theirs, same, KeepOurs),
            Arrived::Ignore
        );
        assert_eq!(held.arrived(Some(&1), Theirs::Value(&2), theirs, theirs, same, KeepOurs), Arrived::Take);
    }

    #[test]
    fn issue_25_values_saved_before_versions_read_as_version_0() {
        let old: Version = serde_json::from_str("{}").unwrap();
        assert_eq!(old, Version::default());
        // Two tabs that read an old value (no version) both hold version 0: a write from it is
        // taken as usual.
        let mut held = Held::read(old);
        let write = Held::read(old).save(true, None, false, 99);
        let Save::Write(version) = write else { panic!("{write:?}") };
        assert_eq!(version, Version { id: 99, replaces: 0 });
        let arrived = held.arrived(Some(&1), Theirs::Value(&2), version, version, |_, _| false, KeepOurs);
        assert_eq!(arrived, Arrived::Take);
    }

    #[test]
    fn a_drawn_version_is_never_0_and_javascript_reads_it_exactly() {
        assert_eq!(Version::drawn(0, 7).id, 1);
        assert_eq!(Version::drawn(u64::MAX, 7).id, (1 << 53) - 1);
        assert_eq!(Version::drawn(u64::MAX, 7).replaces, 7);
    }
}
