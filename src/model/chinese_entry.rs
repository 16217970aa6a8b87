//! Chinese poker cards entered by tapping: a seat's three rows filled card by card from the
//! picker, as the hand and OFC screens are, with typing (`front / middle / back`) kept as the other
//! way in.
//!
//! The seat's typed text ([`SeatEntry::cards`]) stays the one record of its cards (the engine
//! scores it and the app saves it); a tap rewrites it as `front / middle / back`, rows maybe not
//! yet full. Invariants: a card is at most once at the table, a row never holds more than its size,
//! and cards typed without rows are never rewritten by a tap (they would lose the player's order):
//! the tap is refused with what to do instead.

use crate::engine::card::{parse_cards, Card};
use crate::engine::card_set::CardSet;
use crate::engine::chinese::setting::Row;
use crate::engine::chinese::table::{ChineseTable, SeatCards};
use crate::model::words::capitalised;

/// Where the next tapped card goes: a seat and one of its rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cursor {
    pub seat: usize,
    pub row: Row,
}

impl Default for Cursor {
    /// The first seat's front, the row a dealer reads first.
    fn default() -> Cursor {
        Cursor { seat: 0, row: Row::Front }
    }
}

impl Cursor {
    /// The cursor on a table that may have lost seats: the last seat's front if its seat is gone.
    pub fn within(self, table: &ChineseTable) -> Cursor {
        match table.seats.len() {
            n if self.seat < n => self,
            n => Cursor { seat: n.saturating_sub(1), row: Row::Front },
        }
    }
}

/// A seat's cards by row, each row as entered so far; `None` when the text is not rows (cards
/// typed without `/`, or text that is not cards).
pub fn rows(text: &str) -> Option<[Vec<Card>; 3]> {
    if text.trim().is_empty() {
        return Some(Default::default());
    }
    let parts: Vec<&str> = text.split('/').collect();
    if parts.len() != 3 {
        return None;
    }
    let mut out: [Vec<Card>; 3] = Default::default();
    for (row, part) in out.iter_mut().zip(parts) {
        *row = parse_cards(part).ok()?;
    }
    Some(out)
}

/// Rows written back as the text the engine reads: `Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc`;
/// no card at all is no text.
pub fn rows_text(rows: &[Vec<Card>; 3]) -> String {
    if rows.iter().all(Vec::is_empty) {
        return String::new();
    }
    rows.iter()
        .map(|r| r.iter().map(ToString::to_string).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// The cards of one seat's text: its rows, even unfinished, or its cards typed without rows.
fn seat_cards(text: &str) -> CardSet {
    match rows(text) {
        Some(r) => r.iter().flatten().fold(CardSet::EMPTY, |mut set, &c| {
            set.insert(c);
            set
        }),
        None => SeatCards::read(text).cards().unwrap_or(CardSet::EMPTY),
    }
}

/// Every card entered at the table, in any seat, with rows or without.
pub fn used_cards(table: &ChineseTable) -> CardSet {
    table.seats.iter().fold(CardSet::EMPTY, |all, s| all | seat_cards(&s.cards))
}

/// Whether the cursor's seat can take a tapped card: its cards are rows (or none yet) with room
/// left. The picker shows under that seat only then, so a table typed in full shows none.
pub fn can_tap(table: &ChineseTable, at: Cursor) -> bool {
    table
        .seats
        .get(at.seat)
        .and_then(|s| rows(&s.cards))
        .is_some_and(|r| Row::ALL.iter().any(|row| r[row.index()].len() < row.size()))
}

/// Puts `card` in the cursor's row, then moves the cursor on: the row is kept while it has room,
/// then the next row down with room, then the next seat's first row with room. Refused, with the
/// reason, if the card is already at the table, the row is full or the seat's cards are typed
/// without rows.
pub fn place(table: &mut ChineseTable, at: Cursor, card: Card) -> Result<Cursor, String> {
    let name = table.name(at.seat);
    let Some(seat) = table.seats.get(at.seat) else {
        return Err(format!("there is no seat {}", at.seat + 1));
    };
    let Some(mut rows) = rows(&seat.cards) else {
        return Err(format!(
            "{name}'s cards are typed without rows: type the rows (front / middle / back), use the best \
             settings, or clear the text to tap them in"
        ));
    };
    if used_cards(table).contains(card) {
        let holder = (0..table.seats.len())
            .find(|&s| seat_cards(&table.seats[s].cards).contains(card))
            .map_or_else(String::new, |s| format!(" ({})", table.name(s)));
        return Err(format!("{card} is already at the table{holder}"));
    }
    let row = &mut rows[at.row.index()];
    if row.len() >= at.row.size() {
        return Err(format!("{name}'s {} is full ({} cards)", at.row, at.row.size()));
    }
    row.push(card);
    table.seats[at.seat].cards = rows_text(&rows);
    Ok(next(table, at))
}

/// Takes `card` back from seat `seat`'s rows (a tap on a placed card); the cursor goes to its row.
pub fn take_back(table: &mut ChineseTable, seat: usize, card: Card) -> Option<Cursor> {
    let mut rows = rows(&table.seats.get(seat)?.cards)?;
    let row = Row::ALL.into_iter().find(|r| rows[r.index()].contains(&card))?;
    rows[row.index()].retain(|c| *c != card);
    table.seats[seat].cards = rows_text(&rows);
    Some(Cursor { seat, row })
}

/// Where the cursor goes after a card at `at`: this row while it has room, else the first row with
/// room of this seat, then of the seats after it (clockwise); it stays if every row is full.
fn next(table: &ChineseTable, at: Cursor) -> Cursor {
    let n = table.seats.len();
    let room = |seat: usize, row: Row| {
        rows(&table.seats[seat].cards).is_some_and(|r| r[row.index()].len() < row.size())
    };
    if room(at.seat, at.row) {
        return at;
    }
    (0..n)
        .map(|k| (at.seat + k) % n)
        .flat_map(|seat| Row::ALL.into_iter().map(move |row| Cursor { seat, row }))
        .find(|c| room(c.seat, c.row))
        .unwrap_or(at)
}

/// What a seat's cards are, in a line under them: how many so far, the rows made, or why the text
/// cannot be read.
pub fn status(text: &str) -> String {
    match SeatCards::read(text) {
        SeatCards::Empty => String::new(),
        SeatCards::Loose(c) if c.len() == 13 => {
            "13 cards: set them as front / middle / back, or ask for the best settings.".to_string()
        }
        SeatCards::Loose(c) => format!("{} of 13 cards", c.len()),
        SeatCards::Set(s) => match s.foul() {
            Some(foul) => capitalised(&foul.to_string()),
            None => format!("Set: {}", Row::ALL.map(|r| format!("{r}: {}", s.row(r).describe())).join("; ")),
        },
        // Rows still being filled are counted, not reported as a wrong setting.
        SeatCards::Invalid(why) => match rows(text) {
            Some(r) => format!(
                "{} of 13 cards: {}",
                r.iter().map(Vec::len).sum::<usize>(),
                Row::ALL.map(|row| format!("{row} {} of {}", r[row.index()].len(), row.size())).join(", ")
            ),
            None => why,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn tap(table: &mut ChineseTable, at: Cursor, cards: &str) -> Cursor {
        cards.split_whitespace().fold(at, |at, c| place(table, at, card(c)).unwrap())
    }

    #[test]
    fn tapped_cards_fill_the_rows_top_down_then_the_next_seat() {
        let mut t = ChineseTable::default();
        let at = tap(&mut t, Cursor::default(), "Qc 8d 3s 5s 5d");
        assert_eq!(t.seats[0].cards, "Qc 8d 3s / 5s 5d / ");
        assert_eq!(at, Cursor { seat: 0, row: Row::Middle });
        assert_eq!(status(&t.seats[0].cards), "5 of 13 cards: front 3 of 3, middle 2 of 5, back 0 of 5");
        let at = tap(&mut t, at, "Ks 4h 2s Js Jh 7s 7h Tc");
        assert_eq!(t.seats[0].cards, "Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc");
        assert_eq!(at, Cursor { seat: 1, row: Row::Front }, "a full seat passes to the next");
        assert!(status(&t.seats[0].cards).starts_with("Set: front: "));
    }

    #[test]
    fn a_tap_is_refused_with_the_reason_and_changes_nothing() {
        let mut t = ChineseTable::default();
        tap(&mut t, Cursor::default(), "As Ks Qs");
        let before = t.clone();
        let front = Cursor::default();
        assert_eq!(place(&mut t, front, card("2h")).unwrap_err(), "North's front is full (3 cards)");
        let east = Cursor { seat: 1, row: Row::Back };
        assert_eq!(place(&mut t, east, card("Ks")).unwrap_err(), "Ks is already at the table (North)");
        t.seats[2].cards = "2c 3c 4c".into();
        let south = Cursor { seat: 2, row: Row::Back };
        assert!(place(&mut t, south, card("9d"))
            .unwrap_err()
            .starts_with("South's cards are typed without rows"));
        t.seats[2].cards.clear();
        assert_eq!(t, before);
    }

    #[test]
    fn a_card_taken_back_leaves_its_row_and_the_cursor_goes_there() {
        let mut t = ChineseTable::default();
        tap(&mut t, Cursor::default(), "As Ks Qs 2d");
        assert_eq!(take_back(&mut t, 0, card("Ks")), Some(Cursor { seat: 0, row: Row::Front }));
        assert_eq!(t.seats[0].cards, "As Qs / 2d / ");
        assert_eq!(take_back(&mut t, 0, card("9h")), None);
        take_back(&mut t, 0, card("As"));
        take_back(&mut t, 0, card("Qs"));
        take_back(&mut t, 0, card("2d"));
        assert_eq!(t.seats[0].cards, "", "no card is no text");
    }

    #[test]
    fn typed_text_reads_as_rows_when_it_has_three_and_never_otherwise() {
        assert_eq!(rows("As / / Kd 2c").map(|r| r.map(|x| x.len())), Some([1, 0, 2]));
        assert_eq!(rows("As Kd"), None);
        assert_eq!(rows("As / Kd"), None);
        assert_eq!(rows("As / x / "), None);
        assert!(status("As / x / ").contains("is not a setting"), "{}", status("As / x / "));
        assert_eq!(status("As Kd"), "2 of 13 cards");
        assert_eq!(used_cards(&ChineseTable::default()).len(), 0);
    }

    #[test]
    fn a_seat_takes_taps_while_its_rows_have_room() {
        let mut t = ChineseTable::default();
        let north = Cursor::default();
        assert!(can_tap(&t, north), "no cards yet");
        t.seats[0].cards = "Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc".into();
        assert!(!can_tap(&t, north), "typed in full");
        t.seats[0].cards = "Qc 8d 3s".into();
        assert!(!can_tap(&t, north), "typed without rows");
        assert!(!can_tap(&t, Cursor { seat: 7, row: Row::Back }));
    }

    #[test]
    fn a_cursor_on_a_seat_gone_moves_to_the_last_seat() {
        let mut t = ChineseTable::default();
        let west = Cursor { seat: 3, row: Row::Back };
        assert_eq!(west.within(&t), west);
        t.seats.truncate(2);
        assert_eq!(west.within(&t), Cursor { seat: 1, row: Row::Front });
    }
}
