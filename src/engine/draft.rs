//! A hand being entered: the state behind the card-entry screen, and the intents it accepts.
//!
//! A [`Draft`] may be incomplete (cards still to enter) but never inconsistent: a card is in at
//! most one place, and an intent that would break that is refused with a message naming both
//! places, leaving the draft as it was (nothing the user entered is lost). It converts to and from
//! the [`HandFile`] the app stores and shares; the showdown validates that file as usual.

use std::collections::BTreeMap;

use crate::engine::card::{parse_cards, Card};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::{Rules, Scope};
use crate::engine::hand_file::{HandFile, PlayerFile, FORMAT};
use crate::engine::seating::{self, PlayerRange};

/// Where a card can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// A table position (index into the rules' positions).
    Board(usize),
    /// A player's hole cards.
    Hole(usize),
    /// A player's own position, e.g. a ring card: (player, position index).
    Own(usize, usize),
}

/// One player as entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftPlayer {
    pub name: String,
    pub hole: Vec<Card>,
    pub contributed: u64,
    pub folded: bool,
    pub own: BTreeMap<usize, Card>,
    pub picks: Vec<usize>,
    /// Hole cards the deal left this player (set when the hand comes from the dealing guide).
    pub hole_count: Option<usize>,
    /// Why the hand was declared dead during the deal, if it was.
    pub dead: Option<String>,
}

/// A hand being entered for one game's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    pub rules: Rules,
    pub button: usize,
    pub chip: u64,
    pub players: Vec<DraftPlayer>,
    pub board: BTreeMap<usize, Card>,
}

impl Draft {
    /// An empty hand: every player puts in `stake`.
    pub fn new(rules: Rules, names: &[String], button: usize, chip: u64, stake: u64) -> Draft {
        let players = names
            .iter()
            .map(|n| DraftPlayer {
                name: n.clone(),
                hole: vec![],
                contributed: stake,
                folded: false,
                own: BTreeMap::new(),
                picks: vec![],
                hole_count: None,
                dead: None,
            })
            .collect();
        Draft { rules, button, chip, players, board: BTreeMap::new() }
    }

    /// How many hole cards each player should hold at showdown, by the game's deal.
    pub fn hole_target(&self) -> usize {
        use crate::engine::game::HoleCards;
        match self.rules.hole_cards {
            HoleCards::DiscardDownTo { at_showdown, .. } => at_showdown,
            _ => self.rules.hole_card_count(self.players.len()).0,
        }
    }

    /// How many hole cards `player` should hold at showdown: what the deal left them when the hand
    /// comes from the dealing guide (extra cards and card actions included), else the game's count.
    pub fn hole_target_of(&self, player: usize) -> usize {
        self.players.get(player).and_then(|p| p.hole_count).unwrap_or_else(|| self.hole_target())
    }

    /// Where `card` is, if anywhere.
    pub fn find(&self, card: Card) -> Option<Slot> {
        if let Some((&p, _)) = self.board.iter().find(|(_, c)| **c == card) {
            return Some(Slot::Board(p));
        }
        for (i, pl) in self.players.iter().enumerate() {
            if pl.hole.contains(&card) {
                return Some(Slot::Hole(i));
            }
            if let Some((&p, _)) = pl.own.iter().find(|(_, c)| **c == card) {
                return Some(Slot::Own(i, p));
            }
        }
        None
    }

    /// A slot in words: "board position 1.f2", "Ann's hole cards", "Ann's ring card".
    pub fn describe(&self, slot: Slot) -> String {
        match slot {
            Slot::Board(p) => format!("board position {}", self.rules.positions[p].id),
            Slot::Hole(i) => format!("{}'s hole cards", self.players[i].name),
            Slot::Own(i, p) => format!("{}'s {} card", self.players[i].name, self.rules.positions[p].id),
        }
    }

    /// Every slot in entry order: board positions as dealt, then each player's own cards and hole.
    pub fn slots(&self) -> Vec<Slot> {
        let mut table: Vec<usize> = self.rules.table_positions().map(|(i, _)| i).collect();
        crate::engine::sort::sort_by_key(&mut table, |&i| self.rules.positions[i].street);
        let mut out: Vec<Slot> = table.into_iter().map(Slot::Board).collect();
        for i in 0..self.players.len() {
            for (p, pos) in self.rules.positions.iter().enumerate() {
                if pos.scope == Scope::EachPlayer {
                    out.push(Slot::Own(i, p));
                }
            }
            out.push(Slot::Hole(i));
        }
        out
    }

    /// Whether a slot has all its cards.
    pub fn is_full(&self, slot: Slot) -> bool {
        match slot {
            Slot::Board(p) => self.board.contains_key(&p),
            Slot::Hole(i) => self.players[i].hole.len() >= self.hole_target_of(i),
            Slot::Own(i, p) => self.players[i].own.contains_key(&p),
        }
    }

    /// The first slot after `from` (or from the start) that still needs cards, skipping folded
    /// players, wrapping around once.
    pub fn next_open(&self, from: Option<Slot>) -> Option<Slot> {
        let slots = self.slots();
        let start = from.and_then(|s| slots.iter().position(|t| *t == s)).unwrap_or(0);
        let live = |s: &Slot| match s {
            Slot::Hole(i) | Slot::Own(i, _) => !self.players[*i].folded,
            Slot::Board(_) => true,
        };
        (0..slots.len()).map(|k| slots[(start + k) % slots.len()]).find(|s| live(s) && !self.is_full(*s))
    }

    /// Puts `card` in `slot`. Refused, with both places named, if the card is already elsewhere or
    /// the slot is full; a board slot that holds a card gets the new one instead.
    pub fn place(&mut self, slot: Slot, card: Card) -> Result<(), String> {
        if !self.rules.deck.contains(card) {
            return Err(format!("{card} is not in this game's deck"));
        }
        if let Some(at) = self.find(card) {
            if at != slot || matches!(slot, Slot::Hole(_)) {
                return Err(format!("{card} is already in {}", self.describe(at)));
            }
        }
        match slot {
            Slot::Board(p) => {
                self.board.insert(p, card);
            }
            Slot::Own(i, p) => {
                self.players[i].own.insert(p, card);
            }
            Slot::Hole(i) => {
                if self.players[i].hole.len() >= self.hole_target_of(i) {
                    return Err(format!(
                        "{} already holds {} cards",
                        self.describe(slot),
                        self.hole_target_of(i)
                    ));
                }
                self.players[i].hole.push(card);
            }
        }
        Ok(())
    }

    /// Takes `card` out of wherever it is.
    pub fn remove(&mut self, card: Card) {
        self.board.retain(|_, c| *c != card);
        for p in &mut self.players {
            p.hole.retain(|c| *c != card);
            p.own.retain(|_, c| *c != card);
        }
    }

    /// Replaces a player's hole cards from text ("AsKd7h"); refused with a message if the text is
    /// not cards or a card is already elsewhere, leaving the old cards in place.
    pub fn set_hole_text(&mut self, player: usize, text: &str) -> Result<(), String> {
        let cards = parse_cards(text).map_err(|e| e.to_string())?;
        for (k, card) in cards.iter().enumerate() {
            if cards[..k].contains(card) {
                return Err(format!("{card} is given twice"));
            }
            match self.find(*card) {
                Some(Slot::Hole(i)) if i == player => {}
                Some(at) => return Err(format!("{card} is already in {}", self.describe(at))),
                None => {}
            }
        }
        self.players[player].hole = cards;
        Ok(())
    }

    /// Table positions in dealing order (all flops, then the turns, ...), as text entry fills them.
    pub fn board_order(&self) -> Vec<usize> {
        self.slots()
            .into_iter()
            .filter_map(|s| match s {
                Slot::Board(p) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// Replaces the board from text ("AsKd7h..."): the cards fill the table positions in dealing
    /// order, the rest stay empty. Refused with a message if the text is not cards, has more cards
    /// than the board, or a card is in a player's hand, leaving the board as it was.
    pub fn set_board_text(&mut self, text: &str) -> Result<(), String> {
        let cards = parse_cards(text).map_err(|e| e.to_string())?;
        let order = self.board_order();
        if cards.len() > order.len() {
            return Err(format!("{} cards given, but the board has {} places", cards.len(), order.len()));
        }
        for (k, card) in cards.iter().enumerate() {
            if cards[..k].contains(card) {
                return Err(format!("{card} is given twice"));
            }
            if !self.rules.deck.contains(*card) {
                return Err(format!("{card} is not in this game's deck"));
            }
            match self.find(*card) {
                Some(Slot::Board(_)) | None => {}
                Some(at) => return Err(format!("{card} is already in {}", self.describe(at))),
            }
        }
        // Inserted, not collected: see `to_file`.
        self.board.clear();
        for (p, card) in order.into_iter().zip(cards) {
            self.board.insert(p, card);
        }
        Ok(())
    }

    /// A draft from a stored or shared hand file, which may be incomplete. Everything in it is
    /// checked: an unknown game, option, position or card, or a card in two places, is refused
    /// with a message.
    pub fn from_file(file: &HandFile, catalogue: &Catalogue) -> Result<Draft, String> {
        let game = catalogue.get(&file.game).ok_or_else(|| format!("unknown game \"{}\"", file.game))?;
        let rules = game.rules(&file.options).map_err(|e| e.to_string())?;
        let names: Vec<String> = file.players.iter().map(|p| p.name.clone()).collect();
        // The one seating rule (crate::engine::seating), as the hand file's own check applies it.
        let range = PlayerRange::from(rules.players);
        range.check(&rules.game_name, names.len()).map_err(|e| e.to_string())?;
        seating::check_names(&names).map_err(|e| e.to_string())?;
        let mut draft = Draft::new(rules, &names, file.button.min(names.len() - 1), file.chip.max(1), 0);
        let position =
            |d: &Draft, id: &str| d.rules.position(id).ok_or_else(|| format!("unknown position \"{id}\""));
        let one =
            |text: &str| -> Result<Card, String> { text.trim().parse::<Card>().map_err(|e| e.to_string()) };
        for (id, text) in &file.board {
            let p = position(&draft, id)?;
            draft.place(Slot::Board(p), one(text)?)?;
        }
        for (i, p) in file.players.iter().enumerate() {
            draft.players[i].contributed = p.contributed;
            draft.players[i].folded = p.folded;
            draft.players[i].picks = p.picks.clone();
            draft.players[i].hole_count = p.hole_count;
            draft.players[i].dead = p.dead.clone();
            draft.set_hole_text(i, &p.hole)?;
            for (id, text) in &p.cards {
                let pos = position(&draft, id)?;
                draft.place(Slot::Own(i, pos), one(text)?)?;
            }
        }
        Ok(draft)
    }

    /// The hand file for this draft (what is stored, shared and resolved).
    pub fn to_file(&self) -> HandFile {
        // Built by inserting rather than `collect()`: collecting into a `BTreeMap` sorts, and each
        // such collect is another copy of the standard library's sort in the browser bundle.
        let by_id = |cards: &BTreeMap<usize, Card>| {
            let mut out = BTreeMap::new();
            for (&p, c) in cards {
                out.insert(self.rules.positions[p].id.clone(), c.to_string());
            }
            out
        };
        HandFile {
            format: FORMAT,
            game: self.rules.game_id.clone(),
            options: self.rules.options.clone(),
            button: self.button,
            chip: self.chip,
            players: self
                .players
                .iter()
                .map(|p| PlayerFile {
                    name: p.name.clone(),
                    hole: p.hole.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(""),
                    contributed: p.contributed,
                    folded: p.folded,
                    cards: by_id(&p.own),
                    picks: p.picks.clone(),
                    hole_count: p.hole_count,
                    dead: p.dead.clone(),
                })
                .collect(),
            board: by_id(&self.board),
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
    fn a_card_cannot_be_in_two_places_and_the_message_names_both() {
        let mut d = draft();
        d.place(Slot::Board(0), card("As")).unwrap();
        let err = d.place(Slot::Hole(1), card("As")).unwrap_err();
        assert_eq!(err, "As is already in board position 1.f1");
        assert!(d.players[1].hole.is_empty(), "nothing changed");
    }

    #[test]
    fn entry_advances_through_the_board_as_dealt_then_each_hand() {
        let mut d = draft();
        let first = d.next_open(None).unwrap();
        assert_eq!(d.describe(first), "board position 1.f1");
        d.place(first, card("2c")).unwrap();
        assert_eq!(d.describe(d.next_open(Some(first)).unwrap()), "board position 1.f2");
        // The flops of both boards come before any turn.
        let order: Vec<String> = d.slots().iter().take(7).map(|s| d.describe(*s)).collect();
        assert_eq!(order[3], "board position 2.f1");
        assert_eq!(order[6], "board position 1.t");
    }

    #[test]
    fn hole_text_is_checked_before_anything_changes() {
        let mut d = draft();
        d.place(Slot::Board(0), card("Kd")).unwrap();
        d.set_hole_text(0, "AsAh").unwrap();
        assert_eq!(d.set_hole_text(0, "As Kd").unwrap_err(), "Kd is already in board position 1.f1");
        assert_eq!(d.players[0].hole, vec![card("As"), card("Ah")]);
        assert!(d.set_hole_text(0, "As 1x").unwrap_err().contains("\"1x\""));
    }

    #[test]
    fn board_text_fills_places_in_dealing_order_and_is_checked_first() {
        let mut d = draft();
        d.set_hole_text(1, "Qh").unwrap();
        d.set_board_text("As Kd 7h 2c").unwrap();
        let at = |d: &Draft, id: &str| d.board.get(&d.rules.position(id).unwrap()).copied();
        assert_eq!(at(&d, "1.f1"), Some(card("As")));
        assert_eq!(at(&d, "1.f3"), Some(card("7h")));
        // Both flops before any turn: the fourth card is the second board's first flop card.
        assert_eq!(at(&d, "2.f1"), Some(card("2c")));
        assert_eq!(at(&d, "1.t"), None);
        assert_eq!(d.set_board_text("Ac Qh").unwrap_err(), "Qh is already in Ben's hole cards");
        assert_eq!(d.set_board_text("Ac Ac").unwrap_err(), "Ac is given twice");
        let eleven = "2s3s4s5s6s7s8s9sTsJsQs";
        assert_eq!(d.set_board_text(eleven).unwrap_err(), "11 cards given, but the board has 10 places");
        assert_eq!(d.board.len(), 4, "a refused text leaves the board as it was");
        // Retyping the board may reuse its own cards in other places.
        d.set_board_text("Kd As").unwrap();
        assert_eq!(at(&d, "1.f1"), Some(card("Kd")));
        assert_eq!(d.board.len(), 2);
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
    }

    #[test]
    fn a_stored_hand_is_seated_by_the_one_seating_rule() {
        let mut file = draft().to_file();
        file.players[2].name = " ann\u{200b}".into();
        let refused = Draft::from_file(&file, Catalogue::builtin()).unwrap_err();
        assert_eq!(refused, "two players are called \"ann\u{200b}\"; names must differ");
        file.players.truncate(1);
        let refused = Draft::from_file(&file, Catalogue::builtin()).unwrap_err();
        assert!(refused.ends_with("players, not 1"), "{refused}");
    }
}
