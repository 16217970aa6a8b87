//! The history as the app holds it: the hands kept, newest first, each with its key in the
//! browser's database and whether it is saved there yet.
//!
//! Invariants (issue 25):
//! - Every hand is its own record under its own key, so keeping a hand writes that hand alone,
//!   and two tabs keeping hands at once each add a record: neither rewrites the other's.
//! - Newer hands have greater keys, so "newest first" is the database's own order and the
//!   history can be read a page at a time from the top, whatever its size.
//! - A hand whose write failed stays in memory ([`Saved::No`]) until it is saved or downloaded:
//!   reading the history again (another tab changed it) keeps it ([`merge_reloaded`]), and
//!   [`unsaved_files`] is what "Download your hands" writes.

use crate::engine::draft::Draft;
use crate::engine::hand_file::HandFile;

/// A hand's key in the history store: greater is newer.
pub type HandKey = u64;

/// How many hands the history screen reads at a time.
pub const PAGE: usize = 50;

/// Whether a kept hand is in the browser's storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    /// Written, and the write has not answered yet.
    Saving,
    /// In storage.
    Yes,
    /// The write failed, for this reason: the hand is only in this page's memory.
    No(String),
}

/// One kept hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub key: HandKey,
    pub file: HandFile,
    pub saved: Saved,
}

/// The key for a hand kept now: the time in milliseconds times 1,000 plus `spread` (a number
/// under 1,000 drawn at random, so that two tabs keeping a hand in the same millisecond do not
/// choose the same key), and always above `last`, the last key this tab gave. Keys stay below
/// 2^53, so a JavaScript number holds them exactly.
pub fn next_key(now_ms: f64, spread: u32, last: HandKey) -> HandKey {
    let now = if now_ms.is_finite() && now_ms > 0.0 { now_ms as u64 } else { 0 };
    (now * 1_000 + u64::from(spread % 1_000)).max(last + 1)
}

/// The keys of a history moved from the old single list (newest first), as `1..=n` with the
/// newest greatest: all of them older than any hand kept since, as they were.
pub fn migrated_keys(n: usize) -> impl Iterator<Item = HandKey> {
    (1..=n as HandKey).rev()
}

/// The hands of an old-format list (`old`, newest first) that the database does not hold yet
/// (`kept`: every kept hand's text), oldest first so that new keys keep their order. Issue 36: an
/// older tab still open after an update can write the old list again after the move; what it
/// wrote is merged, never deleted unread.
pub fn not_yet_kept(old: &[HandFile], kept: &[String]) -> Vec<HandFile> {
    let kept: Vec<HandFile> = kept.iter().filter_map(|t| HandFile::from_json(t).ok()).collect();
    old.iter().rev().filter(|f| !kept.contains(f)).cloned().collect()
}

/// The greatest key plus one: keys stay below 2^53, so a JavaScript number holds each exactly.
pub const KEY_LIMIT: HandKey = 1 << 53;

/// A record's key in the browser's database as the history uses it: a whole number from 0 below
/// 2^53 (`number`: the key when it is a number). Anything else — text, a date, a negative or
/// fractional number, one too large to be exact (issue 36: records another program wrote) — is
/// `None`: such a record is moved to a whole-number key ([`new_keys`]) when the history opens,
/// because paging ("below this key"), Delete and setting aside all name a record by a `HandKey`.
pub fn whole_key(number: Option<f64>) -> Option<HandKey> {
    let n = number?;
    (n.fract() == 0.0 && (0.0..KEY_LIMIT as f64).contains(&n)).then_some(n as HandKey)
}

/// The whole-number keys for `n` records moved off keys that are not ([`whole_key`]), given the
/// whole keys in the store: just above the greatest (so they list as the newest hands, where the
/// person sees them, in the database's order), or, when that would pass 2^53, the smallest keys
/// not taken. Never a key taken, never the same key twice.
pub fn new_keys(whole: &[HandKey], n: usize) -> Vec<HandKey> {
    let above = whole.iter().max().map_or(1, |m| m + 1);
    if above.checked_add(n as HandKey).is_some_and(|end| end <= KEY_LIMIT) {
        return (above..above + n as HandKey).collect();
    }
    let taken: std::collections::BTreeSet<HandKey> = whole.iter().copied().collect();
    (0..KEY_LIMIT).filter(|k| !taken.contains(k)).take(n).collect()
}

/// Puts `entry` at its place by key (newest first), replacing the entry with the same key.
pub fn insert(entries: &mut Vec<Entry>, entry: Entry) {
    match entries.binary_search_by(|e| entry.key.cmp(&e.key)) {
        Ok(at) => entries[at] = entry,
        Err(at) => entries.insert(at, entry),
    }
}

/// Keeps at most `most` entries in memory (newest first), dropping the oldest that storage holds:
/// they are read again a page at a time ("Show older hands"). Entries not in storage (being
/// written, or whose write failed) are never dropped. Returns whether any was dropped. Issue 36:
/// a night of 500 hands kept in one page drew all 500, and each keep grew slower.
pub fn trim(entries: &mut Vec<Entry>, most: usize) -> bool {
    let before = entries.len();
    let mut seen = 0;
    entries.retain(|e| {
        seen += 1;
        seen <= most || e.saved != Saved::Yes
    });
    entries.len() < before
}

/// Removes the entry with `key`, if it is there.
pub fn remove(entries: &mut Vec<Entry>, key: HandKey) -> Option<Entry> {
    let at = entries.iter().position(|e| e.key == key)?;
    Some(entries.remove(at))
}

/// The history read again from storage (another tab changed it): the stored entries, plus the
/// entries of this tab that are not saved (failed, or still being written), which storage does
/// not have yet and which must not vanish from the screen.
pub fn merge_reloaded(held: &[Entry], stored: Vec<Entry>) -> Vec<Entry> {
    let mut merged = stored;
    for e in held.iter().filter(|e| e.saved != Saved::Yes) {
        insert(&mut merged, e.clone());
    }
    merged
}

/// The hands held in memory that are not in storage, newest first: what "Download your hands"
/// keeps when a save failed.
pub fn unsaved_files(entries: &[Entry]) -> Vec<&HandFile> {
    entries.iter().filter(|e| matches!(e.saved, Saved::No(_))).map(|e| &e.file).collect()
}

/// Hand files as one JSON array: the download the history's import reads back.
pub fn files_json<'a>(files: impl IntoIterator<Item = &'a HandFile>) -> String {
    let parts: Vec<String> = files.into_iter().map(HandFile::to_json).collect();
    format!("[\n{}\n]\n", parts.join(",\n"))
}

/// Whether a hand being entered holds anything worth keeping when something else replaces it (a
/// shared link opened over it): a card placed anywhere. An empty hand is only its table.
pub fn worth_keeping(draft: &Draft) -> bool {
    !draft.board().is_empty() || draft.players().iter().any(|p| !p.hole().is_empty() || !p.own().is_empty())
}

/// What a tab does when another tab saved a shared store anew (the hand being entered, the hand
/// being dealt, a scorer's table), as [`crate::model::versions::Held::arrived`] decides it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrived {
    /// Nothing changes here: it is this tab's value already, it is old news or unreadable, or the
    /// other tab cleared a value it never saw.
    Ignore,
    /// This tab takes the other's value: this tab had nothing, or the other tab had this tab's
    /// value when it changed it (as one tab would: its action decides), or it holds all of this
    /// tab's value (the same hand a moment later).
    Take,
    /// Another value replaces one this tab holds and the other tab never saw (a save here failed,
    /// or both tabs changed it at once): this tab's must be kept somewhere first.
    Conflict,
}

/// Whether `theirs` holds all of `ours`: the same game, table and names, and every card of ours at
/// the same place in theirs (another tab's change that adds cards to this tab's hand loses
/// nothing of it when taken).
pub fn hand_within(ours: &Draft, theirs: &Draft) -> bool {
    table(ours) == table(theirs) && {
        let theirs = placed(theirs);
        placed(ours).iter().all(|c| theirs.contains(c))
    }
}

fn table(d: &Draft) -> (String, usize, Vec<String>) {
    (d.rules().game_id().to_string(), d.button(), d.names())
}

/// Whether two states of the hand being entered are the same hand, one a moment of the other
/// (another tab's change reaching this one): the same game, table and names, and every card of
/// one at the same place in the other (cards added, or taken back). Anything else is another
/// hand, and the one it would replace is kept in the history first (issue 25: two tabs keep
/// both hands).
pub fn same_hand(a: &Draft, b: &Draft) -> bool {
    hand_within(a, b) || hand_within(b, a)
}

/// Every card of a hand with its place: `(player or usize::MAX for the board, position, card)`;
/// hole cards have no position (their order is the entry's, not the table's).
fn placed(d: &Draft) -> Vec<(usize, Option<usize>, crate::engine::card::Card)> {
    let board = d.board().iter().map(|(&at, &c)| (usize::MAX, Some(at), c));
    let players = d.players().iter().enumerate().flat_map(|(p, pl)| {
        pl.hole()
            .iter()
            .map(move |&c| (p, None, c))
            .chain(pl.own().iter().map(move |(&at, &c)| (p, Some(at), c)))
    });
    board.chain(players).collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::draft::Slot;
    use crate::engine::game::catalogue::Catalogue;

    fn draft() -> Draft {
        let rules =
            Catalogue::builtin().get("double-board/high-high-hand").unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 0, 25, 100)
    }

    fn entry(key: HandKey, saved: Saved) -> Entry {
        let mut file = draft().to_file();
        file.players[0].name = format!("P{key}");
        Entry { key, file, saved }
    }

    fn keys(entries: &[Entry]) -> Vec<HandKey> {
        entries.iter().map(|e| e.key).collect()
    }

    #[test]
    fn a_long_night_keeps_a_page_in_memory_but_never_a_hand_storage_lacks() {
        let mut h: Vec<Entry> = (1..=5).rev().map(|k| entry(k, Saved::Yes)).collect();
        assert!(!trim(&mut h, 5));
        h[4].saved = Saved::No("full".into());
        h[3].saved = Saved::Saving;
        assert!(trim(&mut h, 2));
        assert_eq!(keys(&h), vec![5, 4, 2, 1], "3 is in storage and read again with the older hands");
        for key in 6..=505 {
            insert(&mut h, entry(key, Saved::Yes));
            trim(&mut h, PAGE);
        }
        assert_eq!(h.len(), PAGE + 2);
        assert_eq!(keys(&h)[..2], [505, 504]);
    }

    #[test]
    fn an_old_list_written_after_the_move_is_merged_not_deleted() {
        let [a, b, c] = [1, 2, 3].map(|k| entry(k, Saved::Yes).file);
        // The database has a and b (moved earlier); an older tab then wrote c, b, a (newest first).
        let kept = [a.to_json(), b.to_json()];
        assert_eq!(not_yet_kept(&[c.clone(), b.clone(), a.clone()], &kept), vec![c.clone()]);
        // Everything already there: nothing to add, and the old list may go.
        assert!(not_yet_kept(&[b.clone(), a.clone()], &kept).is_empty());
        // Nothing there yet: every hand, oldest first (new keys keep their order).
        assert_eq!(not_yet_kept(&[c.clone(), b.clone()], &[]), vec![b, c]);
    }

    #[test]
    fn keys_grow_with_time_and_never_repeat_in_one_tab() {
        let a = next_key(1_700_000_000_000.0, 5, 0);
        assert_eq!(a, 1_700_000_000_000_005);
        // The same millisecond and the same draw: still a new, greater key.
        assert_eq!(next_key(1_700_000_000_000.0, 5, a), a + 1);
        // A clock set back never gives a key already given.
        assert_eq!(next_key(1.0, 0, a), a + 1);
        assert!(next_key(1_700_000_000_001.0, 0, a) > a);
        assert!((next_key(4_102_444_800_000.0, 999, 0) as f64) < 2f64.powi(53), "year 2100 fits a JS number");
        assert_eq!(next_key(f64::NAN, 7, 0), 7);
    }

    #[test]
    fn issue_36_only_whole_numbers_from_0_below_2_53_are_keys_as_they_are() {
        assert_eq!(whole_key(Some(0.0)), Some(0));
        assert_eq!(whole_key(Some(1_700_000_000_000_005.0)), Some(1_700_000_000_000_005));
        assert_eq!(whole_key(Some(9_007_199_254_740_991.0)), Some(9_007_199_254_740_991));
        for stray in [
            Some(-7.0),
            Some(1.5),
            Some(-0.5),
            Some(9_007_199_254_740_992.0),
            Some(f64::NAN),
            Some(f64::INFINITY),
            None,
        ] {
            assert_eq!(whole_key(stray), None, "{stray:?}");
        }
    }

    #[test]
    fn issue_36_records_moved_off_other_keys_get_new_keys_above_the_rest_never_a_taken_one() {
        // 50 whole keys and 11 others (text, dates, -7, 1.5): the 11 follow the greatest.
        let whole: Vec<HandKey> = (1..=50).map(|k| k * 1_000).collect();
        let moved = new_keys(&whole, 11);
        assert_eq!(moved, (50_001..=50_011).collect::<Vec<_>>());
        assert_eq!(new_keys(&[], 2), [1, 2], "an empty store: from 1, as migrated keys are");
        // The greatest key at the limit: the smallest free keys instead.
        let full = [0, 1, 3, KEY_LIMIT - 1];
        assert_eq!(new_keys(&full, 3), [2, 4, 5]);
        assert!(new_keys(&whole, 0).is_empty());
        // Every key is whole, new and distinct, and all 61 records are then reachable by key.
        let mut all = whole.clone();
        all.extend(&moved);
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 61);
        assert!(all.iter().all(|k| whole_key(Some(*k as f64)) == Some(*k)));
    }

    #[test]
    fn issue_25_migrated_hands_keep_their_order_below_every_new_hand() {
        let keys: Vec<HandKey> = migrated_keys(3).collect();
        assert_eq!(keys, [3, 2, 1], "the newest of the old list gets the greatest key");
        assert!(next_key(0.0, 0, 0) >= 1 && next_key(1.0, 0, 0) > 3);
    }

    #[test]
    fn entries_stay_newest_first_and_a_key_is_replaced_not_repeated() {
        let mut list = vec![];
        for k in [5, 9, 1, 7] {
            insert(&mut list, entry(k, Saved::Yes));
        }
        assert_eq!(keys(&list), [9, 7, 5, 1]);
        let mut changed = entry(7, Saved::Saving);
        changed.file.chip = 5;
        insert(&mut list, changed.clone());
        assert_eq!(keys(&list), [9, 7, 5, 1]);
        assert_eq!(list[1], changed);
        assert_eq!(remove(&mut list, 5).map(|e| e.key), Some(5));
        assert_eq!(remove(&mut list, 5), None);
        assert_eq!(keys(&list), [9, 7, 1]);
    }

    #[test]
    fn issue_25_a_reload_from_another_tab_keeps_the_hands_not_saved_here() {
        let held = vec![entry(8, Saved::No("full".into())), entry(6, Saved::Yes), entry(4, Saved::Saving)];
        // Another tab kept hand 7 and deleted hand 6.
        let stored = vec![entry(7, Saved::Yes), entry(3, Saved::Yes)];
        let merged = merge_reloaded(&held, stored);
        assert_eq!(keys(&merged), [8, 7, 4, 3]);
        assert_eq!(merged[0].saved, Saved::No("full".into()));
    }

    #[test]
    fn issue_25_download_holds_exactly_the_hands_not_saved_and_reads_back() {
        let list = vec![
            entry(3, Saved::No("full".into())),
            entry(2, Saved::Yes),
            entry(1, Saved::No("full".into())),
        ];
        let files = unsaved_files(&list);
        assert_eq!(files, [&list[0].file, &list[2].file]);
        let json = files_json(files);
        let back = HandFile::list_from_json(&json).unwrap();
        assert_eq!(back, [list[0].file.clone(), list[2].file.clone()]);
        assert_eq!(HandFile::list_from_json(&files_json([])).unwrap(), []);
    }

    #[test]
    fn issue_25_another_tabs_change_is_the_same_hand_but_another_hand_is_not() {
        let mut here = draft();
        here.place(Slot::Hole(0), "As".parse().unwrap()).unwrap();
        let mut there = here.clone();
        there.place(Slot::Board(0), "Kd".parse().unwrap()).unwrap();
        assert!(same_hand(&here, &there), "a card added there");
        assert!(same_hand(&there, &here), "a card taken back there");
        let mut moved = here.clone();
        moved.remove("As".parse().unwrap());
        moved.place(Slot::Hole(1), "As".parse().unwrap()).unwrap();
        assert!(!same_hand(&here, &moved), "the ace is in another player's hand: another hand");
        let mut changed = there.clone();
        changed.remove("Kd".parse().unwrap());
        changed.place(Slot::Board(0), "Qd".parse().unwrap()).unwrap();
        assert!(!same_hand(&there, &changed), "another card in the same place");
        let mut renamed = here.clone();
        renamed.rename(2, "Dan");
        assert!(!same_hand(&here, &renamed), "another table");
        assert!(same_hand(&draft(), &here), "an empty hand is the start of any hand at its table");
    }

    #[test]
    fn issue_25_a_hand_holds_another_when_it_has_all_its_cards_at_the_same_places() {
        let mut here = draft();
        here.place(Slot::Hole(0), "As".parse().unwrap()).unwrap();
        let mut there = here.clone();
        there.place(Slot::Board(0), "Kd".parse().unwrap()).unwrap();
        assert!(hand_within(&here, &there), "a card added there: nothing of this tab's lost");
        assert!(!hand_within(&there, &here), "a card taken back there would lose this tab's king");
        let mut renamed = there.clone();
        renamed.rename(2, "Dan");
        assert!(!hand_within(&here, &renamed), "another table");
    }

    #[test]
    fn only_a_hand_with_a_card_is_worth_keeping_when_replaced() {
        let mut d = draft();
        assert!(!worth_keeping(&d), "names and stakes alone are the table, not a hand");
        d.place(Slot::Hole(1), "Kd".parse().unwrap()).unwrap();
        assert!(worth_keeping(&d));
        let mut d = draft();
        d.place(Slot::Board(0), "As".parse().unwrap()).unwrap();
        assert!(worth_keeping(&d));
    }
}
