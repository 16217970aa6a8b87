//! The hand being entered ([`Draft`]) to and from the hand file the app stores and shares, and
//! checked as a hand file is: the draft itself knows no file format.

use std::collections::BTreeMap;

use super::{
    check_table, fail, one_card, Entry, EntryPlayer, GameRef, HandFile, PlayerFile, ReadHandError, TableSeat,
    FORMAT,
};
use crate::engine::card::Card;
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::showdown::Hand;

impl Draft {
    /// A draft from a stored or shared hand file, which may be incomplete. Everything in it is
    /// checked: an unknown format, game, option, position or card, a button that is not a seat, a
    /// chip of 0, names that read the same, amounts out of range, or a card in two places, is
    /// refused with a message.
    pub fn from_file(file: &HandFile, catalogue: &Catalogue) -> Result<Draft, String> {
        // The same checks and words as `cap` (format, game, options, seats, button, chip, names,
        // amounts): a file the command line refuses is refused here too, never quietly fixed.
        let rules = file.rules(catalogue).map_err(|e| e.to_string())?;
        file.check_table(&rules).map_err(|e| e.to_string())?;
        file.check_deal(catalogue).map_err(|e| e.to_string())?;
        let names: Vec<String> = file.players.iter().map(|p| p.name.clone()).collect();
        let mut draft = Draft::new(rules, &names, file.button, file.chip, 0);
        draft.set_deal(file.deal.clone());
        let position =
            |d: &Draft, id: &str| d.rules().position(id).ok_or_else(|| format!("unknown position \"{id}\""));
        // A card as `cap` reads it (separators and all), with the same words.
        let one = |text: &str, place: String| -> Result<Card, String> {
            one_card(text, &place).map_err(|e| e.to_string())
        };
        for (id, text) in &file.board {
            let p = position(&draft, id)?;
            draft.place(Slot::Board(p), one(text, format!("board position {id}"))?)?;
        }
        for (i, p) in file.players.iter().enumerate() {
            draft.contribute(i, p.contributed);
            draft.fold(i, p.folded);
            draft.set_picks(i, p.picks.clone());
            draft.set_hole_count(i, p.hole_count);
            draft.set_stack(i, p.stack);
            draft.set_bought(i, p.bought);
            draft.set_dead(i, p.dead.clone());
            draft.set_hole_text(i, &p.hole)?;
            for (id, text) in &p.cards {
                let pos = position(&draft, id)?;
                draft.place(Slot::Own(i, pos), one(text, format!("{}'s {id} card", p.name))?)?;
            }
        }
        if let Some(section) = &file.betting {
            // As `cap` reads it: the contributions and folds follow from the betting.
            let stacks = super::betting::stacks(&file.players).map_err(|e| e.to_string())?;
            let b = super::betting::replay_for(&names, file.button, stacks.as_deref(), section)
                .map_err(|e| e.to_string())?;
            for (i, p) in file.players.iter().enumerate() {
                if p.contributed == 0 {
                    draft.contribute(i, b.contributed()[i]);
                }
                draft.fold(i, p.folded || b.folded()[i]);
            }
            draft.set_betting(Some(
                super::betting::read(&names, file.button, stacks.as_deref(), section)
                    .map_err(|e| e.to_string())?,
            ));
        }
        Ok(draft)
    }

    /// The hand for the showdown, checked as a hand file is (the same rules and words), straight
    /// from the cards entered: no trip through the file's text.
    pub fn to_hand(&self) -> Result<Hand, ReadHandError> {
        let table: Vec<TableSeat> = self
            .players()
            .iter()
            .map(|p| TableSeat { name: p.name(), contributed: p.contributed(), hole_count: p.hole_count() })
            .collect();
        check_table(self.rules(), &table, self.button(), self.chip())?;
        if let Some(problem) = self.betting_disagreement() {
            return Err(fail(problem));
        }
        let entry = Entry {
            rules: self.rules().clone(),
            button: self.button(),
            chip: self.chip(),
            board: self.board().iter().map(|(&p, &c)| (p, c)).collect(),
            players: self
                .players()
                .iter()
                .map(|p| EntryPlayer {
                    name: p.name().to_string(),
                    hole: p.hole().to_vec(),
                    own: p.own().iter().map(|(&i, &c)| (i, c)).collect(),
                    contributed: p.contributed(),
                    bought: p.bought(),
                    folded: p.folded(),
                    picks: p.picks().to_vec(),
                    hole_count: p.hole_count(),
                    dead: p.dead().map(str::to_string),
                })
                .collect(),
        };
        entry.validate()
    }

    /// The hand file for this draft (what is stored and shared).
    pub fn to_file(&self) -> HandFile {
        let names = self.names();
        // Built by inserting rather than `collect()`: collecting into a `BTreeMap` sorts, and each
        // such collect is another copy of the standard library's sort in the browser bundle.
        let by_id = |cards: &BTreeMap<usize, Card>| {
            let mut out = BTreeMap::new();
            for (&p, c) in cards {
                out.insert(self.rules().positions()[p].id.clone(), c.to_string());
            }
            out
        };
        HandFile {
            format: FORMAT,
            // A game the catalogue lacks goes inline, so the file scores in any reader.
            game: GameRef::of(self.rules()),
            options: self.rules().options().clone(),
            button: self.button(),
            chip: self.chip(),
            players: self
                .players()
                .iter()
                .enumerate()
                .map(|(i, p)| PlayerFile {
                    name: p.name().to_string(),
                    hole: p.hole().iter().map(|c| c.to_string()).collect::<Vec<_>>().join(""),
                    contributed: p.contributed(),
                    folded: p.folded(),
                    cards: by_id(p.own()),
                    picks: p.picks().to_vec(),
                    bought: p.bought(),
                    hole_count: p.hole_count(),
                    dead: p.dead().map(str::to_string),
                    // The stacks live in the betting's record (the table's, when it knows them),
                    // or, without betting, as the file gave them.
                    stack: self
                        .betting()
                        .and_then(|r| r.stacks())
                        .and_then(|s| s.get(i).copied())
                        .or(p.stack()),
                })
                .collect(),
            board: by_id(self.board()),
            betting: self.betting().map(|r| super::betting::write(r, &names, &self.rules().betting_rounds())),
            deal: self.deal().cloned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> Draft {
        let rules =
            Catalogue::builtin().get("double-board/high-high-hand").unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 0, 25, 100)
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn the_draft_checks_as_its_hand_file_does_without_the_text() {
        let mut d = draft();
        let catalogue = Catalogue::builtin();
        // Incomplete: the same refusal, in the same words.
        assert_eq!(d.to_hand().unwrap_err(), d.to_file().to_hand(catalogue).unwrap_err());
        let order = d.board_order();
        for (k, card) in ["2c", "5d", "7h", "Kd", "Qs", "3c", "4c", "8s", "9s", "Ts"].iter().enumerate() {
            d.place(Slot::Board(order[k]), card.parse().unwrap()).unwrap();
        }
        let deck: Vec<Card> = crate::engine::card_set::Deck::Standard52
            .cards()
            .into_iter()
            .filter(|c| d.find(*c).is_none())
            .collect();
        let each = d.hole_target();
        for p in 0..3 {
            d.set_hole(p, deck[p * each..(p + 1) * each].to_vec()).unwrap();
        }
        // The same hand (the file lists the board by position id, the draft by index) and the
        // same showdown.
        let (direct, read) = (d.to_hand().unwrap(), d.to_file().to_hand(catalogue).unwrap());
        assert_eq!(direct.seats, read.seats);
        assert_eq!(direct.resolve(), read.resolve());
        // A name twice is refused by the same table check.
        d.rename(1, "ann");
        assert_eq!(d.to_hand().unwrap_err(), d.to_file().to_hand(catalogue).unwrap_err());
    }

    #[test]
    fn draft_round_trips_through_the_hand_file() {
        let mut d = draft();
        d.place(Slot::Board(3), card("Th")).unwrap();
        d.set_hole_text(2, "9c8c").unwrap();
        let file = d.to_file();
        assert_eq!(file.board.get("1.t").map(String::as_str), Some("Th"));
        assert_eq!(file.players[2].hole, "9c8c");
        assert_eq!(HandFile::from_json(&file.to_json()).unwrap(), file);
        assert_eq!(Draft::from_file(&file, Catalogue::builtin()).unwrap().to_file(), file);
        // Stacks without a betting section are kept too: nothing read is lost when written again.
        let mut stacked = file.clone();
        for (i, p) in stacked.players.iter_mut().enumerate() {
            p.stack = Some(100 * (i as u64 + 1));
        }
        assert_eq!(Draft::from_file(&stacked, Catalogue::builtin()).unwrap().to_file(), stacked);
    }

    #[test]
    fn a_stored_hand_is_seated_by_the_one_seating_rule() {
        let mut file = draft().to_file();
        file.players[2].name = " ann\u{200b}".into();
        let refused = Draft::from_file(&file, Catalogue::builtin()).unwrap_err();
        assert!(refused.starts_with("\"Ann\" and \" ann\\u{200b}\" read as the same name"), "{refused}");
        file.players.truncate(1);
        let refused = Draft::from_file(&file, Catalogue::builtin()).unwrap_err();
        assert!(refused.ends_with("players, not 1"), "{refused}");
    }

    #[test]
    fn issue_21_a_hand_of_a_game_the_catalogue_lacks_carries_its_declaration_and_scores_anywhere() {
        use crate::engine::game::declaration;
        use crate::engine::hand_file::{game_from_fragment, game_to_fragment, GameRef};
        // A user's game: the declaration docs/declaration.md gives for a badugi hand point.
        let doc = include_str!("../../../docs/declaration.md");
        let from = doc.find("**Two board highs and a badugi hand point**").unwrap();
        let start = from + doc[from..].find("```json").unwrap() + "```json".len();
        let end = start + doc[start..].find("```").unwrap();
        let game = declaration::parse(&doc[start..end]).unwrap();
        let names: Vec<String> = ["Ann", "Ben"].iter().map(|s| s.to_string()).collect();
        let mut d = Draft::new(game.rules(&BTreeMap::new()).unwrap(), &names, 0, 1, 0);
        for (k, c) in ["2c", "5d", "7h", "Kd", "Qs", "3c", "4c", "8s", "9s", "Ts"].iter().enumerate() {
            d.place(Slot::Board(d.board_order()[k]), card(c)).unwrap();
        }
        let deck: Vec<Card> = crate::engine::card_set::Deck::Standard52
            .cards()
            .into_iter()
            .filter(|c| d.find(*c).is_none())
            .collect();
        let each = d.hole_target();
        for p in 0..2 {
            d.set_hole(p, deck[p * each..(p + 1) * each].to_vec()).unwrap();
        }
        assert!(d.to_hand().is_ok());
        // The file names the game by its declaration, not an id no reader has.
        let file = d.to_file();
        assert_eq!(file.game, GameRef::from(game.spec().clone()));
        // A reader that has never seen the game (the built-in catalogue alone) opens and scores it,
        // and the draft it opens writes the same file back.
        let text = file.to_json();
        let read = HandFile::from_json(&text).unwrap();
        assert_eq!(Draft::from_file(&read, Catalogue::builtin()).unwrap().to_file(), file);
        assert_eq!(read.to_hand(Catalogue::builtin()).map(|h| h.resolve()), d.to_hand().map(|h| h.resolve()));
        // A catalogue game is still named by id.
        assert_eq!(draft().to_file().game, GameRef::from("double-board/high-high-hand"));
        // The game's own link carries it whole.
        let back = game_from_fragment(&format!("#{}", game_to_fragment(game.spec()))).unwrap();
        assert_eq!(back.spec(), game.spec());
        assert!(game_from_fragment("#hand=abc").unwrap_err().message.contains("does not carry a game"));
    }
}
