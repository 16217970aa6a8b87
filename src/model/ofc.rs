//! The Open Face Chinese scorer's entry: the table, whose cards are being entered and where the
//! next card goes, with the rules of moving on (auto-advance).
//!
//! The deal's rules are the engine's ([`OfcTable::place`] replays every card through the engine's
//! hand); this model decides only what the screen would otherwise decide: how many seats the
//! variant allows ([`OfcVariant::players`], the one OFC range), the names of new seats (distinct
//! compass points), and where the cursor goes after a card.

use crate::engine::card::Card;
use crate::engine::chinese::ofc::{FantasylandRule, OfcVariant};
use crate::engine::chinese::ofc_table::{OfcSeat, OfcTable, OfcTableError, Progress, Spot};
use crate::engine::chinese::setting::Row;
use crate::engine::seating::{shown_name, PlayerRange};

/// The table being entered and the cursor: a seat and a spot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfcEntry {
    table: OfcTable,
    seat: usize,
    spot: Spot,
}

impl OfcEntry {
    /// Entry on a (stored) table, fitted to its variant's range, from the first seat's back row.
    pub fn new(table: OfcTable) -> OfcEntry {
        let mut entry = OfcEntry { table, seat: 0, spot: Spot::Row(Row::Back) };
        entry.set_players(entry.table.seats.len());
        entry
    }

    /// The table, as it is saved.
    pub fn table(&self) -> &OfcTable {
        &self.table
    }

    pub fn seat(&self) -> usize {
        self.seat
    }

    pub fn spot(&self) -> Spot {
        self.spot
    }

    /// How many players the variant seats.
    pub fn players(&self) -> PlayerRange {
        self.table.variant.players()
    }

    /// A seat's name, "Player N" when it has none.
    pub fn seat_name(&self, seat: usize) -> String {
        shown_name(self.table.seats.get(seat).map_or("", |s| s.name.as_str()), seat)
    }

    /// The seat being entered: its cards so far, or why they cannot be read.
    pub fn progress(&self) -> Result<Progress, String> {
        if self.seat < self.table.seats.len() {
            self.table.progress(self.seat).map_err(|e| e.to_string())
        } else {
            Err(String::new())
        }
    }

    /// `n` players, fitted to the variant's range: new seats take a compass point nobody has.
    pub fn set_players(&mut self, n: usize) {
        let n = self.players().fit(n);
        let seats = &mut self.table.seats;
        while seats.len() < n {
            let taken: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
            let name = super::free_compass_name(&taken, seats.len());
            seats.push(OfcSeat { name, placed: Vec::new(), in_fantasyland: false });
        }
        seats.truncate(n);
        self.seat = self.seat.min(n - 1);
    }

    /// Another variant: its Fantasyland rule, no cards, and the seats it allows.
    pub fn set_variant(&mut self, variant: OfcVariant) {
        if self.table.variant != variant {
            self.table.variant = variant;
            self.table.fantasyland = match variant {
                OfcVariant::Pineapple => FantasylandRule::Progressive,
                OfcVariant::Standard => FantasylandRule::Standard,
            };
            for s in &mut self.table.seats {
                s.placed.clear();
            }
            self.set_players(self.table.seats.len());
        }
        self.spot = Spot::Row(Row::Back);
    }

    pub fn set_fantasyland(&mut self, rule: FantasylandRule) {
        self.table.fantasyland = rule;
    }

    pub fn select_seat(&mut self, seat: usize) {
        self.seat = seat.min(self.table.seats.len() - 1);
    }

    pub fn select_spot(&mut self, spot: Spot) {
        self.spot = spot;
    }

    /// Renames the seat being entered.
    pub fn rename(&mut self, name: String) {
        if let Some(s) = self.table.seats.get_mut(self.seat) {
            s.name = name;
        }
    }

    pub fn set_in_fantasyland(&mut self, seat: usize, on: bool) {
        if let Some(s) = self.table.seats.get_mut(seat) {
            s.in_fantasyland = on;
        }
    }

    /// Places `card` at the cursor, then moves on: the row is kept while it has room, else the
    /// lowest row with room is chosen; a seat whose deal is all placed passes to the next seat
    /// (clockwise) that has cards to place.
    pub fn place(&mut self, card: Card) -> Result<(), OfcTableError> {
        let s = self.seat;
        self.table.place(s, card, self.spot)?;
        let Ok(p) = self.table.progress(s) else { return Ok(()) };
        if let Spot::Row(row) = self.spot {
            if p.row(row).len() >= row.size() {
                if let Some(free) = Row::ALL.into_iter().rev().find(|r| p.row(*r).len() < r.size()) {
                    self.spot = Spot::Row(free);
                }
            }
        }
        if p.current.is_empty() {
            let n = self.table.seats.len();
            let next =
                (1..=n).map(|k| (s + k) % n).find(|&o| self.table.progress(o).is_ok_and(|q| q.deal_size > 0));
            if let Some(next) = next {
                self.seat = next;
            }
        }
        Ok(())
    }

    /// Takes back the last card of the seat being entered.
    pub fn undo(&mut self) {
        self.table.undo(self.seat);
    }

    /// Every seat's cards cleared, from the first seat.
    pub fn new_hand(&mut self) {
        self.table.seats.iter_mut().for_each(|s| s.placed.clear());
        self.seat = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn names(e: &OfcEntry) -> Vec<String> {
        (0..e.table().seats.len()).map(|s| e.seat_name(s)).collect()
    }

    #[test]
    fn pineapple_seats_three_players_at_most_as_the_hand_files_do() {
        let mut e = OfcEntry::new(OfcTable::default());
        e.set_players(4);
        assert_eq!(e.table().seats.len(), 4);
        e.set_variant(OfcVariant::Pineapple);
        assert_eq!(e.table().seats.len(), 3, "four seats do not fit Pineapple's 17 cards each");
        assert_eq!(e.table().fantasyland, FantasylandRule::Progressive);
        e.set_players(4);
        assert_eq!(e.table().seats.len(), 3);
        assert_eq!(e.players(), crate::engine::games::find("open-face-chinese/pineapple").unwrap().players());
        let mut stored = OfcTable { variant: OfcVariant::Pineapple, ..OfcTable::default() };
        stored.seats = [stored.seats.clone(), stored.seats.clone()].concat();
        assert_eq!(OfcEntry::new(stored).table().seats.len(), 3, "a stored table is fitted too");
    }

    #[test]
    fn new_seats_get_names_nobody_has() {
        let mut e = OfcEntry::new(OfcTable::default());
        e.set_players(3);
        assert_eq!(names(&e), ["North", "South", "East"]);
        e.set_players(4);
        assert_eq!(names(&e), ["North", "South", "East", "West"]);
        e.select_seat(1);
        e.rename("  ".into());
        assert_eq!(e.seat_name(1), "Player 2");
    }

    #[test]
    fn a_full_row_moves_the_cursor_to_the_lowest_row_with_room_and_a_full_deal_to_the_next_seat() {
        let mut e = OfcEntry::new(OfcTable::default());
        for c in ["As", "Ks", "Qs", "Js", "Ts"] {
            e.place(card(c)).unwrap();
        }
        // The back is full after five: the cursor went to the middle, and the deal to South.
        assert_eq!(e.spot(), Spot::Row(Row::Middle));
        assert_eq!(e.seat(), 1);
        e.place(card("2h")).unwrap();
        assert_eq!(e.seat(), 1, "South's first deal is five cards");
        e.undo();
        assert_eq!(e.table().seats[1].placed.len(), 0);
        assert_eq!(e.place(card("As")).unwrap_err().to_string(), "As is already on the table");
        e.new_hand();
        assert_eq!((e.seat(), e.table().used().len()), (0, 0));
    }
}
