//! Changing one of the user's saved games in place: the rules card's "Edit in the designer" loads
//! the game into the draft remembering which game it changes, and Save then replaces that game
//! (its id kept, so its star, its place in the list and its links stay), while "Save as a new
//! game" keeps the draft beside it under an id of its own.
//!
//! Nothing is lost on the way: the draft the designer held when Edit was tapped stays one Undo
//! away ([`Designer::start_over`]); the replaced declaration is offered back by the app's undo bar
//! ([`crate::model::undo::replace_game`]); and the hands already in the history carry the old
//! declaration inline, so they still score as they were played.

use super::{id_for, Designer};
use crate::engine::game::GameSpec;
use crate::model::my_games::MyGames;

impl Designer {
    /// The designer holding the user's saved game `spec`, to change it: Save replaces it.
    pub fn edit(spec: GameSpec) -> Designer {
        let id = spec.id.clone();
        let mut designer = Designer::from_spec(spec);
        designer.editing = Some(id);
        designer
    }

    /// The id of the saved game this draft changes, if it changes one.
    pub fn editing(&self) -> Option<&str> {
        self.editing.as_deref()
    }

    /// Opens `spec` for editing in place of the draft; the draft stays one Undo away unless it
    /// is that very game unchanged (nothing to keep) or the untouched game from scratch.
    pub fn open_for_edit(&mut self, spec: GameSpec) {
        if self.editing.as_deref() == Some(spec.id.as_str()) && self.spec == spec {
            return;
        }
        self.start_over(Designer::edit(spec));
    }

    /// The draft as a new game beside the user's others ("Save as a new game"): its id follows
    /// its name, with a number added when that id is taken (by the game being edited, say).
    pub fn as_new_game(&self, mine: &MyGames) -> GameSpec {
        GameSpec { id: mine.free_id(&id_for(&self.spec.name)), ..self.spec.clone() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::card::Card;
    use crate::engine::draft::{Draft, Slot};
    use crate::engine::game::catalogue::Catalogue;
    use crate::engine::game::{Game, HoleCards};
    use crate::engine::hand_file::HandFile;
    use crate::engine::pot::Payout;
    use crate::model::my_games::tests::badugi_spec;
    use crate::model::undo::replace_game;

    #[test]
    fn an_edited_game_keeps_its_id_when_renamed_and_a_new_game_gets_a_free_one() {
        let mut mine = MyGames::default();
        mine.add(badugi_spec()).unwrap();
        let mut d = Designer::edit(badugi_spec());
        assert_eq!(d.editing(), Some("mine/double-board-badugi-hand"));
        d.set_name("Badugi night");
        assert_eq!(d.spec().id, "mine/double-board-badugi-hand", "Save replaces the game it edits");
        assert_eq!(d.as_new_game(&mine).id, "mine/badugi-night");
        // A new game's id is never one a game has (here, one named as the draft is now).
        mine.add(d.as_new_game(&mine)).unwrap();
        assert_eq!(d.as_new_game(&mine).id, "mine/badugi-night-2");
        // Kept through a reload.
        let back: Designer = serde_json::from_str(&serde_json::to_string(&d).unwrap()).unwrap();
        assert_eq!(back.editing(), Some("mine/double-board-badugi-hand"));
        // A draft stored before editing existed reads as a new game.
        let old = serde_json::to_string(&Designer::scratch()).unwrap();
        assert!(!old.contains("editing"));
        assert_eq!(serde_json::from_str::<Designer>(&old).unwrap().editing(), None);
    }

    #[test]
    fn edit_puts_a_different_unsaved_draft_one_undo_away() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.set_name("Half done");
        d.open_for_edit(badugi_spec());
        assert_eq!(d.spec(), &badugi_spec());
        assert_eq!(d.undo_offered(), Some("Put Half done aside"));
        d.undo();
        assert_eq!((d.name(), d.editing()), ("Half done", None), "the draft back, a new game again");
        // Edit tapped again on the game being edited, unchanged: nothing to put aside.
        let mut d = Designer::edit(badugi_spec());
        d.open_for_edit(badugi_spec());
        assert_eq!(d.undo_offered(), None);
        // The same game with unsaved changes: the changes stay one Undo away.
        d.set_summary("Changed");
        d.open_for_edit(badugi_spec());
        assert_eq!(d.spec(), &badugi_spec());
        d.undo();
        assert_eq!((d.summary(), d.editing()), ("Changed", Some("mine/double-board-badugi-hand")));
        // Starting afresh from an edit is a new game; its Undo is the edit again.
        d.start_over(Designer::scratch());
        assert_eq!(d.editing(), None);
        d.undo();
        assert_eq!(d.editing(), Some("mine/double-board-badugi-hand"));
    }

    /// The badugi game of the docs, four hole cards each (for a hand that can be written out).
    fn four_card_badugi() -> GameSpec {
        GameSpec { hole_cards: HoleCards::Fixed(4), ..badugi_spec() }
    }

    /// A hand of `spec` for Ann and Ben, every card dealt, as the history keeps it.
    fn hand_of(spec: &GameSpec) -> HandFile {
        let game = Game::new(spec.clone()).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let names: Vec<String> = ["Ann", "Ben"].iter().map(|s| s.to_string()).collect();
        let mut d = Draft::new(rules, &names, 0, 25, 100);
        let board = ["As", "Ks", "Qs", "Js", "Ts", "2h", "3h", "4h", "5h", "6h"];
        for (i, c) in board.iter().enumerate() {
            d.place(Slot::Board(i), c.parse::<Card>().unwrap()).unwrap();
        }
        d.set_hole_text(0, "Ac 2d 7c 8d").unwrap();
        d.set_hole_text(1, "Kc Kd 9c 9d").unwrap();
        d.to_file()
    }

    fn payouts(file: &HandFile) -> Vec<u64> {
        file.to_hand(Catalogue::builtin()).unwrap().resolve().payouts
    }

    #[test]
    fn saving_an_edit_replaces_the_game_and_its_old_hands_still_score_as_played() {
        let mut mine = MyGames::default();
        mine.add(four_card_badugi()).unwrap();
        let old_hand = hand_of(&four_card_badugi());
        let text = old_hand.to_json();
        let before = payouts(&old_hand);
        // The designer changes the game: a split pot, not the most points taking it all.
        let mut d = Designer::edit(four_card_badugi());
        d.set_payout(Payout::SplitPot);
        let changed = d.spec().clone();
        assert_ne!(payouts(&hand_of(&changed)), before, "the change scores these cards otherwise");
        let undo = replace_game(&mut mine, changed.clone()).unwrap();
        assert_eq!(mine.games().len(), 1);
        assert_eq!(mine.get(&changed.id).unwrap().spec(), &changed);
        // The hand kept before reads the old declaration from its file, not the changed game.
        let read = HandFile::from_json(&text).unwrap();
        assert_eq!(payouts(&read), before);
        let draft = Draft::from_file(&read, Catalogue::builtin()).unwrap();
        assert_eq!(draft.rules().declaration(), Some(&four_card_badugi()));
        // The undo bar puts the old declaration back; never over a later change.
        assert_eq!(undo.message(), "Game changed.");
        assert!(undo.clone().restore_game(&mut mine));
        assert_eq!(mine.specs(), [four_card_badugi()]);
        let undo = replace_game(&mut mine, changed.clone()).unwrap();
        let mut later = changed.clone();
        later.summary = "Later".into();
        replace_game(&mut mine, later.clone()).unwrap();
        assert!(!undo.restore_game(&mut mine));
        assert_eq!(mine.specs(), [later]);
        // A game deleted meanwhile is not replaced: the message says to save it as a new game.
        mine.delete(&changed.id);
        let why = replace_game(&mut mine, changed).unwrap_err();
        assert!(why.message().contains("add it as a new game"), "{}", why.message());
    }
}
