//! The hand's life across a start, a link and a showdown that may be slow: what is written where,
//! and in which order, so that no tab closed at any moment loses a hand and no start replays the
//! work that froze the last one (issue 36).
//!
//! Two small records beside the hand being entered (`cap.v1.hand`), both in local storage, which
//! is written at once (the history's database is written later, and a closed tab loses what was
//! only on its way there):
//! - [`HELD_KEY`]: hands waiting to be kept in the history. A link's hand replaces the hand being
//!   entered only once that hand is held here; a hand is taken off only once the history has it.
//! - [`SCORING_KEY`]: the fingerprint of a hand whose scoring is under way, when that scoring is
//!   heavy. Scoring runs on the page's one thread, so a page killed mid-way (or frozen, then
//!   closed) leaves the mark; the next start then holds that hand instead of opening it, and says
//!   so.
//!
//! The storage is a [`Shelf`], so that every order of writes and every crash between two of them
//! is tested natively (`tests` below); the app's shelf is the browser's local storage.

use crate::engine::game::cost::SHOWDOWN_BUDGET;
use crate::engine::hand_file::HandFile;

/// Hands waiting to be kept in the history: a JSON list of hand files.
pub const HELD_KEY: &str = "cap.v1.held";
/// The fingerprint of the hand being scored, while a heavy scoring is under way.
pub const SCORING_KEY: &str = "cap.v1.scoring";
/// Scoring that values more hands than this is marked: about a frame's work on a slow phone,
/// a tenth of what a game may take at most.
pub const MARK_ABOVE: u128 = SHOWDOWN_BUDGET / 10;

/// What the app stores, one text value per key.
pub trait Shelf {
    fn get(&self, key: &str) -> Option<String>;
    /// Fails when the storage refuses (full, or none).
    fn set(&mut self, key: &str, value: &str) -> Result<(), String>;
    fn remove(&mut self, key: &str);
}

/// The hands held, oldest first; an unreadable list or entry is skipped (never a reason to fail a
/// start).
pub fn held(shelf: &impl Shelf) -> Vec<HandFile> {
    let Some(text) = shelf.get(HELD_KEY) else { return Vec::new() };
    let list: Vec<String> = serde_json::from_str(&text).unwrap_or_default();
    list.iter().filter_map(|f| HandFile::from_json(f).ok()).collect()
}

fn write_held(shelf: &mut impl Shelf, files: &[HandFile]) -> Result<(), String> {
    if files.is_empty() {
        shelf.remove(HELD_KEY);
        return Ok(());
    }
    let list: Vec<String> = files.iter().map(HandFile::to_json).collect();
    shelf.set(HELD_KEY, &serde_json::to_string(&list).unwrap_or_default())
}

/// Holds `file` until the history has it (a hand once is held once).
pub fn hold(shelf: &mut impl Shelf, file: &HandFile) -> Result<(), String> {
    let mut files = held(shelf);
    if !files.contains(file) {
        files.push(file.clone());
    }
    write_held(shelf, &files)
}

/// The history has `file`: it is held no longer.
pub fn kept(shelf: &mut impl Shelf, file: &HandFile) {
    let mut files = held(shelf);
    files.retain(|f| f != file);
    // Shorter than before, so it fits where the longer list did.
    let _ = write_held(shelf, &files);
}

/// A link's hand replaces `replaced`, the hand being entered: `replaced` is held first, and only
/// then does `write_link` write the link's hand over it. When the hold cannot be written (storage
/// full) the link's hand is not written either: `Err` says so, and the replaced hand stays where
/// it was.
pub fn replace_hand<S: Shelf>(
    shelf: &mut S,
    replaced: Option<&HandFile>,
    write_link: impl FnOnce(&mut S) -> Result<(), String>,
) -> Result<(), String> {
    if let Some(file) = replaced {
        hold(shelf, file)?;
    }
    write_link(shelf)
}

/// A fingerprint of a hand (FNV-1a over its file's text): equal hands, equal marks.
pub fn fingerprint(file: &HandFile) -> String {
    let hash = file
        .to_json()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
    format!("{hash:016x}")
}

/// Marks the scoring of `file` as under way when it is heavy (`work` hands valued); returns whether
/// it marked, for [`end_scoring`]. A mark that cannot be written is no reason not to score.
pub fn begin_scoring(shelf: &mut impl Shelf, file: &HandFile, work: u128) -> bool {
    work > MARK_ABOVE && shelf.set(SCORING_KEY, &fingerprint(file)).is_ok()
}

/// The scoring finished.
pub fn end_scoring(shelf: &mut impl Shelf) {
    shelf.remove(SCORING_KEY);
}

/// At a start: whether the saved hand is one whose scoring did not finish last time. If it is,
/// it is held for the history (and the caller opens without it); the mark is cleared either way,
/// so a start after this one opens normally.
pub fn scoring_left(shelf: &mut impl Shelf, saved: Option<&HandFile>) -> bool {
    let Some(mark) = shelf.get(SCORING_KEY) else { return false };
    let unfinished = saved.filter(|f| fingerprint(f) == mark);
    // The hand is held before the mark goes: a crash between the two holds it twice, never not.
    let set_aside = match unfinished {
        Some(file) => hold(shelf, file).is_ok(),
        None => false,
    };
    end_scoring(shelf);
    set_aside
}

/// What the app says when it opened without the hand whose scoring did not finish.
pub const SET_ASIDE: &str = "The hand on screen last time did not finish scoring before the page closed, so it is kept \
     in the history instead of being opened again. Open it from the history when you are ready to wait for it.";

/// A shelf in memory for native tests of what is stored when.
#[cfg(test)]
pub(crate) mod memory {
    use std::collections::BTreeMap;

    use super::Shelf;

    /// A shelf that crashes (refuses every later write, as a closed tab writes nothing) after
    /// `writes` writes, or refuses writes as a full storage does.
    #[derive(Default, Clone)]
    pub(crate) struct Memory {
        pub(crate) values: BTreeMap<String, String>,
        pub(crate) writes_left: Option<usize>,
        pub(crate) full: bool,
    }

    impl Shelf for Memory {
        fn get(&self, key: &str) -> Option<String> {
            self.values.get(key).cloned()
        }
        fn set(&mut self, key: &str, value: &str) -> Result<(), String> {
            match &mut self.writes_left {
                Some(0) => return Err("closed".into()),
                Some(n) => *n -= 1,
                None => {}
            }
            if self.full && value.len() > self.values.get(key).map_or(0, String::len) {
                return Err("full".into());
            }
            self.values.insert(key.into(), value.into());
            Ok(())
        }
        fn remove(&mut self, key: &str) {
            if self.writes_left != Some(0) {
                self.values.remove(key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::memory::Memory;
    use super::*;

    fn hand(name: &str) -> HandFile {
        HandFile::from_json(&format!(
            r#"{{"format": 1, "game": "holdem/high", "button": 0, "chip": 1, "players": [{{"name": "{name}", "hole": "As Ad"}}, {{"name": "Ben", "hole": ""}}]}}"#
        ))
        .unwrap()
    }

    const HAND: &str = "cap.v1.hand";

    fn write_hand(file: &HandFile) -> impl FnOnce(&mut Memory) -> Result<(), String> + '_ {
        move |shelf| shelf.set(HAND, &file.to_json())
    }

    /// Every hand the shelf still has: the hand being entered and the held ones.
    fn on_shelf(shelf: &Memory) -> Vec<HandFile> {
        let mut all = held(shelf);
        all.extend(shelf.get(HAND).and_then(|t| HandFile::from_json(&t).ok()));
        all
    }

    #[test]
    fn a_link_never_loses_the_hand_it_replaces_whenever_the_tab_closes() {
        let (old, link) = (hand("Ann"), hand("Zed"));
        for writes in 0..=3 {
            let mut shelf = Memory::default();
            shelf.set(HAND, &old.to_json()).unwrap();
            shelf.writes_left = Some(writes);
            let _ = replace_hand(&mut shelf, Some(&old), write_hand(&link));
            assert!(on_shelf(&shelf).contains(&old), "closed after {writes} writes");
        }
        // Done in full: the link's hand is entered, the old one held until the history has it.
        let mut shelf = Memory::default();
        shelf.set(HAND, &old.to_json()).unwrap();
        replace_hand(&mut shelf, Some(&old), write_hand(&link)).unwrap();
        assert_eq!(shelf.get(HAND), Some(link.to_json()));
        assert_eq!(held(&shelf), vec![old.clone()]);
        kept(&mut shelf, &old);
        assert!(held(&shelf).is_empty() && shelf.get(HELD_KEY).is_none());
    }

    #[test]
    fn a_full_storage_keeps_the_replaced_hand_where_it_was_and_says_so() {
        let (old, link) = (hand("Ann"), hand("Zed"));
        let mut shelf = Memory::default();
        shelf.set(HAND, &old.to_json()).unwrap();
        shelf.full = true;
        assert_eq!(replace_hand(&mut shelf, Some(&old), write_hand(&link)), Err("full".into()));
        assert_eq!(shelf.get(HAND), Some(old.to_json()));
    }

    #[test]
    fn hands_held_by_two_links_are_all_kept_once_each() {
        let (a, b) = (hand("Ann"), hand("Bo"));
        let mut shelf = Memory::default();
        hold(&mut shelf, &a).unwrap();
        hold(&mut shelf, &b).unwrap();
        hold(&mut shelf, &a).unwrap();
        assert_eq!(held(&shelf), vec![a.clone(), b.clone()]);
        kept(&mut shelf, &a);
        assert_eq!(held(&shelf), vec![b]);
        // A damaged list is read as nothing held rather than failing the start.
        shelf.set(HELD_KEY, "[\"{").unwrap();
        assert!(held(&shelf).is_empty());
    }

    #[test]
    fn a_start_after_a_scoring_that_never_finished_holds_that_hand_once_and_opens_normally_after() {
        let slow = hand("Ann");
        let mut shelf = Memory::default();
        assert!(!begin_scoring(&mut shelf, &slow, MARK_ABOVE), "light scoring is not marked");
        assert!(begin_scoring(&mut shelf, &slow, MARK_ABOVE + 1));
        // The page froze and was closed: the mark is still there at the next start.
        for writes in 0..=2 {
            let mut crashed = shelf.clone();
            crashed.writes_left = Some(writes);
            let set_aside = scoring_left(&mut crashed, Some(&slow));
            crashed.writes_left = None;
            // Whenever this start is cut short, the hand is held or still marked: never both lost.
            let marked = crashed.get(SCORING_KEY).is_some();
            assert!(held(&crashed).contains(&slow) || marked, "closed after {writes} writes");
            if set_aside {
                assert!(held(&crashed).contains(&slow));
            }
        }
        assert!(scoring_left(&mut shelf, Some(&slow)));
        assert_eq!(held(&shelf), vec![slow.clone()]);
        // The start after that opens normally.
        assert!(!scoring_left(&mut shelf, Some(&slow)));
        // A mark left by another hand holds nothing: the saved hand is not the one that froze.
        assert!(begin_scoring(&mut shelf, &hand("Bo"), u128::MAX));
        assert!(!scoring_left(&mut shelf, Some(&slow)));
        assert!(shelf.get(SCORING_KEY).is_none());
        // A scoring that finished leaves no mark.
        assert!(begin_scoring(&mut shelf, &slow, u128::MAX));
        end_scoring(&mut shelf);
        assert!(!scoring_left(&mut shelf, Some(&slow)));
    }
}
