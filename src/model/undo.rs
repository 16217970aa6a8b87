//! Undo for the actions that destroy work with one tap: **New game** on the hand screen,
//! **Delete** in the history and on one of the user's games, **Save** of a changed game in the
//! designer (the declaration it replaced), and **New hand** in the Open Face Chinese scorer.
//!
//! Each action is done here and returns an [`Undo`] that keeps exactly what it removed; the screen
//! offers it for [`UNDO_SECONDS`] in a bar. Restoring puts the work back as it was (the hand being
//! entered with the history entry it was kept as; the history entry at its place; the OFC table
//! with its cursor), and never over newer work: a hand started since, or a card placed on the new
//! OFC hand, is not replaced (the undo has then lapsed). Only the last action can be undone.

use crate::engine::draft::Draft;
use crate::engine::game::GameSpec;
use crate::model::history::{self, Entry, HandKey};
use crate::model::my_games::{Deleted, MyGames, Refused};
use crate::model::ofc::OfcEntry;

/// How long the undo bar stays (long enough to read it and reach the button one-handed).
pub const UNDO_SECONDS: u32 = 8;

/// What a destructive action removed, kept so that it can be put back exactly.
#[derive(Clone, Debug, PartialEq)]
pub enum Undo {
    /// New game: the hand being entered, and the history entry it was being kept as (so that
    /// corrections after the undo still replace that entry instead of adding another).
    Hand { draft: Box<Draft>, kept: Option<HandKey> },
    /// Delete: the history entry, whose key is its place.
    HistoryEntry { entry: Box<Entry> },
    /// The OFC scorer's New hand: the table and cursor before, and just after, the clearing.
    OfcHand { before: Box<OfcEntry>, after: Box<OfcEntry> },
    /// Delete on one of the user's games: the game, at its place in the list.
    MyGame { deleted: Box<Deleted> },
    /// Save of a changed game in the designer: the declaration it replaced, and the one saved.
    GameChanged { before: Box<GameSpec>, after: Box<GameSpec> },
}

impl Undo {
    /// The bar's words (the button says "Undo").
    pub fn message(&self) -> &'static str {
        match self {
            Undo::Hand { .. } => "Hand cleared.",
            Undo::HistoryEntry { .. } => "Hand deleted.",
            Undo::OfcHand { .. } => "Hand cleared.",
            Undo::MyGame { .. } => "Game deleted.",
            Undo::GameChanged { .. } => "Game changed.",
        }
    }

    /// Puts a cleared hand back into `draft` and `kept`; `false` (nothing changed) if this is not
    /// a hand's undo, or another hand has been started since (that hand is never replaced).
    pub fn restore_hand(self, draft: &mut Option<Draft>, kept: &mut Option<HandKey>) -> bool {
        let Undo::Hand { draft: old, kept: old_kept } = self else { return false };
        if draft.is_some() {
            return false;
        }
        *draft = Some(*old);
        *kept = old_kept;
        true
    }

    /// Puts a deleted entry back at its place (its key orders it among the others), and returns
    /// it for storage to write again; `None` if this is not a history undo or the entry is back
    /// already.
    pub fn restore_entry(self, history: &mut Vec<Entry>) -> Option<Entry> {
        let Undo::HistoryEntry { entry } = self else { return None };
        if history.iter().any(|e| e.key == entry.key) {
            return None;
        }
        history::insert(history, (*entry).clone());
        Some(*entry)
    }

    /// Puts the OFC table back as it was before New hand; `false` if this is not an OFC undo or
    /// the new hand has been changed since (see [`Undo::lapsed_for`]).
    pub fn restore_ofc(self, entry: &mut OfcEntry) -> bool {
        let Undo::OfcHand { before, after } = self else { return false };
        if *entry != *after {
            return false;
        }
        *entry = *before;
        true
    }

    /// Whether this undo can no longer apply to the OFC table `entry`: an OFC undo once the
    /// cleared table has been changed (a card placed, a seat renamed). Other undos are not about
    /// the OFC table.
    pub fn lapsed_for(&self, entry: &OfcEntry) -> bool {
        matches!(self, Undo::OfcHand { after, .. } if **after != *entry)
    }

    /// Puts a deleted game back at its place; `false` if this is not a game's undo or a game with
    /// its id was kept since (that game is never replaced).
    /// A changed game is put back as it was, unless it was changed again or deleted since.
    pub fn restore_game(self, games: &mut MyGames) -> bool {
        match self {
            Undo::MyGame { deleted } => games.restore(*deleted),
            Undo::GameChanged { before, after } => {
                games.get(&after.id).is_some_and(|g| *g.spec() == *after) && games.replace(*before).is_ok()
            }
            _ => false,
        }
    }

    /// The id of the game this undo puts back, for the screen to show it.
    pub fn game_id(&self) -> Option<&str> {
        match self {
            Undo::MyGame { deleted } => Some(&deleted.spec.id),
            Undo::GameChanged { before, .. } => Some(&before.id),
            _ => None,
        }
    }

    /// Whether this is the undo of a cleared hand, which lapses when another hand starts.
    pub fn is_hand(&self) -> bool {
        matches!(self, Undo::Hand { .. })
    }
}

/// New game: the hand being entered is cleared (and is no longer the history entry being kept).
/// `None` when there was no hand: nothing to undo.
pub fn clear_hand(draft: &mut Option<Draft>, kept: &mut Option<HandKey>) -> Option<Undo> {
    let old = draft.take()?;
    Some(Undo::Hand { draft: Box::new(old), kept: kept.take() })
}

/// Delete: the history entry with `key` is removed. `None` when there is no such entry.
pub fn delete_entry(history: &mut Vec<Entry>, key: HandKey) -> Option<Undo> {
    history::remove(history, key).map(|entry| Undo::HistoryEntry { entry: Box::new(entry) })
}

/// Delete on one of the user's games. `None` when there is no such game.
pub fn delete_game(games: &mut MyGames, id: &str) -> Option<Undo> {
    games.delete(id).map(|deleted| Undo::MyGame { deleted: Box::new(deleted) })
}

/// Save of a changed game (the designer editing one of the user's games): `spec` replaces the game
/// with its id, validated; the undo puts the old declaration back. Refused as
/// [`MyGames::replace`] refuses (a game deleted meanwhile is saved as a new game instead).
pub fn replace_game(games: &mut MyGames, spec: GameSpec) -> Result<Undo, Refused> {
    let before = games.get(&spec.id).map(|g| g.spec().clone());
    let after = games.replace(spec)?.spec().clone();
    // Replace found the game, so `before` is there.
    let before = before.unwrap_or_else(|| after.clone());
    Ok(Undo::GameChanged { before: Box::new(before), after: Box::new(after) })
}

/// The OFC scorer's New hand: every seat's cards cleared. `None` when no card was placed (nothing
/// is lost, so no bar).
pub fn clear_ofc_hand(entry: &mut OfcEntry) -> Option<Undo> {
    let before = entry.clone();
    entry.new_hand();
    let placed = !before.table().used().is_empty();
    placed.then(|| Undo::OfcHand { before: Box::new(before), after: Box::new(entry.clone()) })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::card::Card;
    use crate::engine::chinese::ofc_table::OfcTable;
    use crate::engine::draft::Slot;
    use crate::engine::game::catalogue::Catalogue;
    use crate::model::history::Saved;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn draft(game: &str) -> Draft {
        let rules = Catalogue::builtin().get(game).unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 1, 25, 100)
    }

    #[test]
    fn issue_24_new_game_undone_puts_back_the_hand_and_its_history_entry() {
        let mut d = draft("double-board/high-high-hand");
        d.place(Slot::Board(0), card("As")).unwrap();
        d.place(Slot::Hole(1), card("Kd")).unwrap();
        let (mut current, mut kept) = (Some(d.clone()), Some(42));
        let undo = clear_hand(&mut current, &mut kept).unwrap();
        assert_eq!((current.is_none(), kept.is_none()), (true, true));
        assert_eq!(undo.message(), "Hand cleared.");
        assert!(undo.is_hand());
        assert!(undo.clone().restore_hand(&mut current, &mut kept));
        assert_eq!(current, Some(d), "the draft exactly as it was");
        assert_eq!(kept, Some(42), "corrections still replace the same history entry");
        // Nothing to clear, nothing to undo.
        assert_eq!(clear_hand(&mut None, &mut None), None);
    }

    #[test]
    fn a_cleared_hand_never_replaces_a_hand_started_since() {
        let mut current = Some(draft("double-board/high-high-hand"));
        let mut kept = None;
        let undo = clear_hand(&mut current, &mut kept).unwrap();
        let newer = draft("double-board/best-high-best-low");
        current = Some(newer.clone());
        assert!(!undo.restore_hand(&mut current, &mut kept));
        assert_eq!(current, Some(newer));
    }

    #[test]
    fn issue_24_a_deleted_history_entry_goes_back_to_its_place() {
        let entries: Vec<Entry> =
            ["double-board/high-high-hand", "double-board/best-high-best-low", "double-board/high-high-hand"]
                .iter()
                .enumerate()
                .map(|(i, g)| {
                    let mut d = draft(g);
                    d.place(Slot::Board(0), card(["As", "Ks", "Qs"][i])).unwrap();
                    Entry { key: 30 - 10 * i as HandKey, file: d.to_file(), saved: Saved::Yes }
                })
                .collect();
        let mut history = entries.clone();
        let undo = delete_entry(&mut history, 20).unwrap();
        assert_eq!(history, [entries[0].clone(), entries[2].clone()]);
        assert_eq!(undo.message(), "Hand deleted.");
        assert!(!undo.clone().restore_hand(&mut None, &mut None), "not a hand's undo");
        assert_eq!(undo.clone().restore_entry(&mut history), Some(entries[1].clone()), "written again");
        assert_eq!(history, entries, "at its place, not on top");
        // Already back (another tab put it back): not twice.
        assert_eq!(undo.restore_entry(&mut history), None);
        assert_eq!(history, entries);
        // Newer hands kept meanwhile, older ones not read yet: the key still finds its place.
        let undo = delete_entry(&mut history, 10).unwrap();
        history.truncate(1);
        let newer = Entry { key: 40, ..entries[0].clone() };
        history::insert(&mut history, newer.clone());
        assert!(undo.restore_entry(&mut history).is_some());
        assert_eq!(history, [newer, entries[0].clone(), entries[2].clone()]);
        assert_eq!(delete_entry(&mut history, 5), None);
    }

    #[test]
    fn issue_24_ofc_new_hand_undone_puts_back_every_card_and_the_cursor() {
        let mut e = OfcEntry::new(OfcTable::default());
        for c in ["As", "Ks", "Qs", "Js", "Ts", "2h"] {
            e.place(card(c)).unwrap();
        }
        let before = e.clone();
        let undo = clear_ofc_hand(&mut e).unwrap();
        assert_eq!((e.seat(), e.table().used().len()), (0, 0));
        assert!(!undo.lapsed_for(&e));
        assert!(undo.clone().restore_ofc(&mut e));
        assert_eq!(e, before);
        // A card placed on the new hand: the undo has lapsed and replaces nothing.
        let undo = clear_ofc_hand(&mut e).unwrap();
        e.place(card("9c")).unwrap();
        assert!(undo.lapsed_for(&e));
        let now = e.clone();
        assert!(!undo.restore_ofc(&mut e));
        assert_eq!(e, now);
        // An empty table cleared loses nothing: no undo.
        assert_eq!(clear_ofc_hand(&mut OfcEntry::new(OfcTable::default())), None);
    }

    #[test]
    fn a_deleted_game_is_put_back_by_the_undo_bar_in_its_place() {
        use crate::engine::game::GameSpec;
        use crate::model::my_games::tests::badugi_spec;
        let mut games = MyGames::default();
        for id in ["mine/a", "mine/b"] {
            games.add(GameSpec { id: id.into(), ..badugi_spec() }).unwrap();
        }
        let before = games.clone();
        let undo = delete_game(&mut games, "mine/a").unwrap();
        assert_eq!(undo.message(), "Game deleted.");
        assert!(delete_game(&mut games, "mine/zzz").is_none());
        assert_ne!(games, before);
        assert!(undo.clone().restore_game(&mut games));
        assert_eq!(games, before);
        // Not a game's undo: nothing changes.
        let entry = Entry { key: 1, file: draft("holdem/high").to_file(), saved: Saved::Yes };
        assert!(!Undo::HistoryEntry { entry: Box::new(entry) }.restore_game(&mut games));
    }
}
