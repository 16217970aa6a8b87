//! The storage problems told to the user, and the unsaved data each failed save offers to export.
//!
//! Invariants (issue 25):
//! - Every problem is told, once: several stores can fail at start, each says its own, and a
//!   write that fails again and again says it once.
//! - A failed save keeps its store's latest unsaved value as an export ([`super::stores::export`])
//!   for as long as the page lives, until a later save of that store succeeds: the problem's
//!   download then always holds what the page has and the browser has not.
//! - Dismissing the list hides the words, not the data: the next failed save tells again, with
//!   the export.

use super::stores::{Store, Unsaved};

/// One problem as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub text: String,
    /// The store whose unsaved data this problem offers as a file, if any.
    pub export: Option<Store>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct Problems {
    told: Vec<Problem>,
    unsaved: Vec<(Store, String)>,
}

impl Problems {
    /// Problems found while starting (unreadable stores), none with an export.
    pub fn new(texts: impl IntoIterator<Item = String>) -> Problems {
        let mut problems = Problems::default();
        for text in texts {
            problems.tell(text);
        }
        problems
    }

    /// Tells a problem with nothing to export.
    pub fn tell(&mut self, text: String) {
        if !self.told.iter().any(|p| p.text == text) {
            self.told.push(Problem { text, export: None });
        }
    }

    /// A failed save: tells it, and keeps the store's data (replacing any older export of it).
    pub fn not_saved(&mut self, unsaved: Unsaved) {
        let Unsaved { store, message, export } = unsaved;
        if export.is_empty() {
            return self.tell(message);
        }
        self.unsaved.retain(|(s, _)| *s != store);
        self.unsaved.push((store, export));
        // One download per store, on its latest problem.
        for p in self.told.iter_mut().filter(|p| p.export == Some(store)) {
            p.export = None;
        }
        match self.told.iter_mut().find(|p| p.text == message) {
            Some(p) => p.export = Some(store),
            None => self.told.push(Problem { text: message, export: Some(store) }),
        }
    }

    /// A save of `store` succeeded: its export is stale and goes (the words stay until dismissed).
    /// Returns whether anything changed, so that a save that changes nothing redraws nothing.
    pub fn saved(&mut self, store: Store) -> bool {
        let before = self.unsaved.len();
        self.unsaved.retain(|(s, _)| *s != store);
        before != self.unsaved.len()
    }

    /// Hides every problem told so far.
    pub fn dismiss(&mut self) {
        self.told.clear();
    }

    /// The problems, in the order told; a problem's export is there while its data is held.
    pub fn shown(&self) -> impl Iterator<Item = Problem> + '_ {
        self.told
            .iter()
            .map(|p| Problem { text: p.text.clone(), export: p.export.filter(|s| self.export(*s).is_some()) })
    }

    pub fn is_empty(&self) -> bool {
        self.told.is_empty()
    }

    /// What leaving the page (a reload, closing the tab) would lose, in words, or `None` when
    /// nothing would be (the page then leaves without asking). `unsaved_hands`: the history's
    /// hands held only in this page ([`super::history::unsaved_files`]). Issue 36: a hand not
    /// saved because storage is full lives only in this page, so a reload lost it untold; the page
    /// asks first (the browser's "Leave site?" prompt), and this says what would be lost.
    pub fn leaving_loses(&self, unsaved_hands: usize) -> Option<String> {
        let hands = (unsaved_hands > 0).then(|| {
            format!("{} not saved in the history", crate::engine::text::count(unsaved_hands, "hand"))
        });
        let stores = self
            .unsaved
            .iter()
            .filter(|(s, _)| *s != Store::History)
            .map(|(s, _)| format!("the {}", s.what()));
        let lost: Vec<String> = hands.into_iter().chain(stores).collect();
        let (last, rest) = lost.split_last()?;
        let lost = if rest.is_empty() { last.clone() } else { format!("{} and {last}", rest.join(", ")) };
        Some(format!(
            "Leaving or reloading this page loses what storage could not keep: {lost}. Download it first (the \
             buttons in the list of problems at the top)."
        ))
    }

    /// The export of `store`'s unsaved data, if a save of it failed and none has succeeded since.
    pub fn export(&self, store: Store) -> Option<&str> {
        self.unsaved.iter().find(|(s, _)| *s == store).map(|(_, text)| text.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn issue_36_leaving_asks_only_when_something_would_be_lost_and_says_what() {
        let mut p = Problems::new(["The saved settings could not be read.".to_string()]);
        assert_eq!(p.leaving_loses(0), None, "a problem told is not data held");
        assert_eq!(
            p.leaving_loses(2).unwrap(),
            "Leaving or reloading this page loses what storage could not keep: 2 hands not saved in the history. \
             Download it first (the buttons in the list of problems at the top)."
        );
        p.not_saved(failed(Store::Chinese, "{}"));
        p.not_saved(failed(Store::History, "[]"));
        p.not_saved(failed(Store::Deal, "{}"));
        let said = p.leaving_loses(1).unwrap();
        assert!(
            said.contains(
                ": 1 hand not saved in the history, the Chinese poker table and the hand being dealt."
            ),
            "{said}"
        );
        // Saved since: nothing is lost any more, so the page leaves without asking.
        for store in [Store::Chinese, Store::History, Store::Deal] {
            p.saved(store);
        }
        assert_eq!(p.leaving_loses(0), None);
    }

    fn failed(store: Store, export: &str) -> Unsaved {
        Unsaved { store, message: format!("The {} could not be saved.", store.what()), export: export.into() }
    }

    #[test]
    fn issue_25_every_problem_is_told_once() {
        let mut told = Problems::new(["settings", "table", "settings"].map(String::from));
        told.tell("history".into());
        told.not_saved(failed(Store::Ofc, "1"));
        told.not_saved(failed(Store::Ofc, "2"));
        let texts: Vec<String> = told.shown().map(|p| p.text).collect();
        assert_eq!(
            texts,
            ["settings", "table", "history", "The Open Face Chinese table could not be saved."]
        );
    }

    #[test]
    fn issue_25_a_failed_save_offers_its_latest_data_until_a_save_succeeds() {
        let mut told = Problems::default();
        told.not_saved(failed(Store::Chinese, "first"));
        told.not_saved(failed(Store::Deal, "deal"));
        told.not_saved(failed(Store::Chinese, "second"));
        assert_eq!(told.export(Store::Chinese), Some("second"), "the latest value, not the first");
        assert_eq!(told.export(Store::Deal), Some("deal"));
        let offered: Vec<Option<Store>> = told.shown().map(|p| p.export).collect();
        assert_eq!(offered, [Some(Store::Chinese), Some(Store::Deal)]);
        // Another problem of the same store: the download moves to it, once.
        told.not_saved(Unsaved {
            store: Store::Deal,
            message: "Another tab…".into(),
            export: "deal 2".into(),
        });
        let offered: Vec<Option<Store>> = told.shown().map(|p| p.export).collect();
        assert_eq!(offered, [Some(Store::Chinese), None, Some(Store::Deal)]);
        assert_eq!(told.export(Store::Deal), Some("deal 2"));

        assert!(told.saved(Store::Chinese));
        assert!(!told.saved(Store::Chinese), "nothing left to change");
        assert_eq!(told.export(Store::Chinese), None);
        let offered: Vec<Option<Store>> = told.shown().map(|p| p.export).collect();
        assert_eq!(offered, [None, None, Some(Store::Deal)], "the words stay, the stale download goes");
    }

    #[test]
    fn issue_25_dismissing_hides_the_words_not_the_data() {
        let mut told = Problems::default();
        told.not_saved(failed(Store::Draw32, "table"));
        told.dismiss();
        assert!(told.is_empty());
        assert_eq!(told.export(Store::Draw32), Some("table"));
        told.not_saved(failed(Store::Draw32, "table 2"));
        assert_eq!(
            told.shown().next().and_then(|p| p.export),
            Some(Store::Draw32),
            "told again, with the data"
        );
    }

    #[test]
    fn a_save_that_cannot_be_written_as_text_is_told_without_a_download() {
        let mut told = Problems::default();
        told.not_saved(failed(Store::Table, ""));
        assert_eq!(told.shown().next().map(|p| p.export), Some(None));
    }
}
