//! The Open Face Chinese scorer's entry: the table, whose cards are being entered and where the
//! next card goes, with the rules of moving on (auto-advance).
//!
//! The deal's rules are the engine's ([`OfcTable::place`] replays every card through the engine's
//! hand); this model decides only what the screen would otherwise decide: how many seats the
//! variant allows ([`OfcVariant::players`], the one OFC range), the names of new seats (distinct
//! compass points), where the cursor goes after a card, and for a seat in Fantasyland, cards typed
//! in at once and the best-arrangement helper's answer put on the rows.

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::chinese::fantasyland::{best_arrangement, dealt_range, Arrangement, BestArrangement};
use crate::engine::chinese::ofc::{FantasylandRule, OfcVariant, StayRule};
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
            seats.push(OfcSeat::new(name));
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

    /// The table's Fantasyland rule; a seat in Fantasyland is fitted to the counts it allows.
    pub fn set_fantasyland(&mut self, rule: FantasylandRule) {
        self.table.fantasyland = rule;
        let (least, most) = dealt_range(rule);
        for s in &mut self.table.seats {
            s.fantasyland_cards = s.fantasyland_cards.clamp(least as u8, most as u8);
        }
    }

    pub fn set_stay(&mut self, rule: StayRule) {
        self.table.stay = rule;
    }

    /// Another seat to enter; its cursor starts on the cards not set when it plays in Fantasyland.
    pub fn select_seat(&mut self, seat: usize) {
        self.seat = seat.min(self.table.seats.len() - 1);
        let fantasyland = self.in_fantasyland();
        if fantasyland != (self.spot == Spot::Held) {
            self.spot = if fantasyland { Spot::Held } else { Spot::Row(Row::Back) };
        }
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

    /// Marks `seat` as playing in Fantasyland or not, if its cards so far fit (else why not, and
    /// nothing changes). The cursor of a seat put in Fantasyland waits on the cards not set.
    pub fn set_in_fantasyland(&mut self, seat: usize, on: bool) -> Result<(), String> {
        let Some(cards) = self.table.seats.get(seat).map(|s| s.fantasyland_cards) else { return Ok(()) };
        let cards = cards
            .clamp(dealt_range(self.table.fantasyland).0 as u8, dealt_range(self.table.fantasyland).1 as u8);
        self.table.set_in_fantasyland(seat, on, cards).map_err(|e| e.to_string())?;
        if seat == self.seat {
            self.spot = if on { Spot::Held } else { Spot::Row(Row::Back) };
        }
        Ok(())
    }

    /// How many cards the seat being entered was dealt in Fantasyland (14 to 17 as the rule allows).
    pub fn set_fantasyland_cards(&mut self, cards: u8) -> Result<(), String> {
        let s = self.seat;
        let on = self.table.seats.get(s).is_some_and(|x| x.in_fantasyland);
        self.table.set_in_fantasyland(s, on, cards).map_err(|e| e.to_string())
    }

    /// The counts a Fantasyland hand may be dealt under the table's rule.
    pub fn fantasyland_counts(&self) -> std::ops::RangeInclusive<u8> {
        let (least, most) = dealt_range(self.table.fantasyland);
        least as u8..=most as u8
    }

    /// Whether the seat being entered plays in Fantasyland.
    pub fn in_fantasyland(&self) -> bool {
        self.table.seats.get(self.seat).is_some_and(|s| s.in_fantasyland)
    }

    /// Cards typed in at once ("As Kd 7h …") for the seat being entered, each placed at the cursor
    /// as if picked; all or none (a refusal names the card and changes nothing, so the text stays).
    pub fn place_typed(&mut self, text: &str) -> Result<(), String> {
        let cards: CardSet = text.parse().map_err(|e| format!("{e}"))?;
        if cards.is_empty() {
            return Err("type the cards, e.g. As Kd 7h".to_string());
        }
        let mut trial = self.clone();
        for card in cards.sorted_by_rank() {
            trial.place(card).map_err(|e| e.to_string())?;
            // Typed cards all belong to this seat: the cursor may have passed on after the last one.
            trial.seat = self.seat;
        }
        trial.seat = self.seat;
        *self = trial;
        Ok(())
    }

    /// Fantasyland: moves a card of the seat being entered to the cursor's spot.
    pub fn move_to_cursor(&mut self, card: Card) -> Result<(), String> {
        self.table.move_card(self.seat, card, self.spot).map_err(|e| e.to_string())
    }

    /// Fantasyland: every card of the seat being entered back among those not set.
    pub fn unset(&mut self) -> Result<(), String> {
        self.table.unset(self.seat).map_err(|e| e.to_string())
    }

    /// The best arrangements of the seat being entered, once all its Fantasyland cards are in.
    pub fn best(&self) -> Result<BestArrangement, String> {
        let seat = self.table.seats.get(self.seat).ok_or_else(String::new)?;
        if !seat.in_fantasyland {
            return Err(format!("{} is not in Fantasyland", self.seat_name(self.seat)));
        }
        let dealt = CardSet::from_cards(seat.placed.iter().map(|p| p.0)).map_err(|e| e.to_string())?;
        let n = usize::from(seat.fantasyland_cards);
        if dealt.len() != n {
            return Err(format!(
                "{} was dealt {n} cards in Fantasyland: {} more to enter",
                self.seat_name(self.seat),
                n.saturating_sub(dealt.len())
            ));
        }
        best_arrangement(dealt, self.table.fantasyland, self.table.stay).map_err(|e| e.to_string())
    }

    /// Puts an arrangement (the helper's) on the rows of the seat being entered.
    pub fn arrange(&mut self, arrangement: &Arrangement) -> Result<(), String> {
        self.table.arrange(self.seat, arrangement).map_err(|e| e.to_string())
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
                } else if p.fantasyland.is_some() {
                    self.spot = Spot::Held;
                }
            }
        }
        if p.current.is_empty() {
            let n = self.table.seats.len();
            let next =
                (1..=n).map(|k| (s + k) % n).find(|&o| self.table.progress(o).is_ok_and(|q| q.deal_size > 0));
            if let Some(next) = next {
                self.select_seat(next);
            }
        }
        Ok(())
    }

    /// Takes back the last card of the seat being entered.
    pub fn undo(&mut self) {
        self.table.undo(self.seat);
    }

    /// Every seat's cards cleared, from the first seat. When the hand was finished, Fantasyland
    /// carries on: a player who stays gets 14 cards, one who qualified the cards earned, and the
    /// others play normally (`docs/rules.md`, "Fantasyland"); the dealer can change any of it.
    pub fn new_hand(&mut self) {
        if let Some(result) = self.table.result() {
            for (s, seat) in self.table.seats.iter_mut().enumerate() {
                let next = match result.stays[s] {
                    Some(stays) => stays.then_some(14),
                    None => result.fantasyland[s],
                };
                seat.in_fantasyland = next.is_some();
                seat.fantasyland_cards = next.unwrap_or(seat.fantasyland_cards);
            }
        }
        self.table.seats.iter_mut().for_each(|s| s.placed.clear());
        self.select_seat(0);
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
        assert_eq!(
            e.players(),
            crate::engine::games::Registry::builtin().find("open-face-chinese/pineapple").unwrap().players()
        );
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

    #[test]
    fn a_fantasyland_seat_takes_typed_cards_at_once_keeps_nothing_of_a_refusal_and_uses_the_best() {
        let mut e = OfcEntry::new(OfcTable::default());
        for c in ["2h", "5h", "7h", "9h", "Jh"] {
            e.place(card(c)).unwrap();
        }
        e.select_seat(1);
        e.set_in_fantasyland(1, true).unwrap();
        assert_eq!(e.spot(), Spot::Held);
        assert_eq!(
            e.progress().unwrap().rhythm(OfcVariant::Standard),
            "Fantasyland: 14 cards at once, set 13 and discard 1"
        );
        // Jh is North's: the whole line is refused, named, and nothing of it is placed.
        let err = e.place_typed("As Ad Ac Kh Kd 9s 8s 7s 6s 5s 3c 3d 4h Jh").unwrap_err();
        assert_eq!(err, "Jh is already on the table");
        assert!(e.table().seats[1].placed.is_empty());
        assert_eq!(e.best().unwrap_err(), "South was dealt 14 cards in Fantasyland: 14 more to enter");
        e.place_typed("As Ad Ac Kh Kd 9s 8s 7s 6s 5s 3c 3d 4h Jd").unwrap();
        assert_eq!((e.seat(), e.progress().unwrap().held().len()), (1, 14));
        assert_eq!(
            e.place(card("2c")).unwrap_err().to_string(),
            "all 14 of South's Fantasyland cards are entered"
        );
        // One card set by hand: a row, then the card.
        e.select_spot(Spot::Row(Row::Back));
        e.move_to_cursor(card("9s")).unwrap();
        assert_eq!(e.progress().unwrap().row(Row::Back).len(), 1);
        let best = e.best().unwrap();
        // Kings in front (8), aces full of threes in the middle (12), a straight flush in the back (15).
        assert_eq!((best.richest.royalties, best.richest.stays, best.staying), (35, true, None));
        e.arrange(&best.richest).unwrap();
        let p = e.progress().unwrap();
        assert_eq!((p.deal_size, p.discards().to_string()), (0, "4h".to_string()));
        e.unset().unwrap();
        assert_eq!(e.progress().unwrap().held().len(), 14);
        e.arrange(&best.richest).unwrap();
        // Turning Fantasyland off would leave 14 cards no normal deal can hold: refused, kept.
        assert_eq!(e.set_in_fantasyland(1, false).unwrap_err(), "more than 13 cards placed");
        assert!(e.in_fantasyland());
    }

    #[test]
    fn a_fantasyland_seat_scores_against_a_normal_one_and_the_count_follows_the_rule() {
        let mut e = OfcEntry::new(OfcTable::default());
        e.set_in_fantasyland(1, true).unwrap();
        assert_eq!(e.fantasyland_counts(), 14..=14);
        e.set_fantasyland(FantasylandRule::Progressive);
        e.select_seat(1);
        e.set_fantasyland_cards(16).unwrap();
        assert_eq!(
            e.set_fantasyland_cards(18).unwrap_err(),
            "a Fantasyland hand is dealt 14 to 17 cards under this rule, not 18"
        );
        e.place_typed("As Ad Ac Kh Kd 9s 8s 7s 6s 5s 3c 3d 4h Jd Tc 2d").unwrap();
        let best = e.best().unwrap();
        e.arrange(&best.richest).unwrap();
        e.select_seat(0);
        for (row, cards) in
            [(Row::Back, "2h 5h 7h 9h Jh"), (Row::Middle, "9d Th Jc Qc Ks"), (Row::Front, "Qs Qh 2c")]
        {
            e.select_spot(Spot::Row(row));
            for c in cards.split(' ') {
                e.place(card(c)).unwrap();
            }
        }
        let result = e.table().result().unwrap();
        assert_eq!(result.stays, [None, Some(true)]);
        assert_eq!(result.discards[1].map(|d| d.len()), Some(3));
        // South scoops (6) and has 35 royalties to North's 15.
        assert_eq!(result.totals, [-26, 26]);
        // The next hand: South stayed (14 cards); North's queens in front earned 14 too.
        let mut next = e.clone();
        next.new_hand();
        let marks: Vec<(bool, u8)> =
            next.table().seats.iter().map(|s| (s.in_fantasyland, s.fantasyland_cards)).collect();
        assert_eq!(marks, [(true, 14), (true, 14)]);
        // Back to the standard rule, South's 16 cards no longer fit: the result waits, nothing lost.
        e.set_fantasyland(FantasylandRule::Standard);
        assert_eq!(e.table().result(), None);
        assert_eq!(e.table().seats[1].placed.len(), 16);
    }
}
