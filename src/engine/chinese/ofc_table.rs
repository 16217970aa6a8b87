//! An Open Face Chinese table as a scorer keeps it: the players and, for each, every card in the
//! order it was placed with where it went (a row, or the discard in Pineapple). Replaying that list
//! through [`OfcHand`] rebuilds each hand, so the engine's dealing rules (five first, then one, or
//! three keeping two) are the only rules, and the list is plain serde data the app saves as is.
//!
//! Invariant: [`OfcTable::place`] accepts a card only if the replay accepts it, so a saved table
//! always replays; a card is never on two players' boards.

use std::fmt;

use super::compare::RowWinner;
use super::fantasyland::{dealt_range, Arrangement, FantasylandHand};
use super::ofc::{
    fantasyland_cards, row_royalty, score_ofc, stays_in_fantasyland, FantasylandRule, OfcHand, OfcPairing,
    OfcVariant, StayRule,
};
use super::setting::{Foul, Row, RowHand, Setting};
use crate::engine::card::Card;
use crate::engine::card_set::CardSet;

/// Where a placed card went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Spot {
    Row(Row),
    /// Pineapple: the one card of three not kept; Fantasyland: a dealt card not set.
    Discard,
    /// Fantasyland: dealt, not yet set in a row or discarded.
    Held,
}

/// One player: a name, and the cards placed so far in order.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OfcSeat {
    pub name: String,
    #[serde(with = "placements_as_text")]
    pub placed: Vec<(Card, Spot)>,
    /// The player is playing this hand in Fantasyland: dealt all their cards at once (and the
    /// result says whether they stay).
    pub in_fantasyland: bool,
    /// In Fantasyland, how many cards were dealt (14 to 17 under the table's rule).
    #[serde(default = "fourteen", skip_serializing_if = "is_fourteen")]
    pub fantasyland_cards: u8,
}

fn fourteen() -> u8 {
    14
}

fn is_fourteen(n: &u8) -> bool {
    *n == 14
}

impl OfcSeat {
    /// A seat with no cards, not in Fantasyland.
    pub fn new(name: String) -> OfcSeat {
        OfcSeat { name, placed: Vec::new(), in_fantasyland: false, fantasyland_cards: 14 }
    }
}

/// Cards are saved as their text ("As"), the form every hand file uses.
mod placements_as_text {
    use super::{Card, Spot};
    use serde::{de::Error, Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(placed: &[(Card, Spot)], s: S) -> Result<S::Ok, S::Error> {
        let text: Vec<(String, Spot)> = placed.iter().map(|(c, spot)| (c.to_string(), *spot)).collect();
        text.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<(Card, Spot)>, D::Error> {
        let text = Vec::<(String, Spot)>::deserialize(d)?;
        text.into_iter()
            .map(|(c, spot)| c.parse::<Card>().map(|c| (c, spot)).map_err(D::Error::custom))
            .collect()
    }
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OfcTable {
    pub variant: OfcVariant,
    pub fantasyland: FantasylandRule,
    /// What keeps a player in Fantasyland (tables saved before it was an option take the default).
    #[serde(default)]
    pub stay: StayRule,
    pub seats: Vec<OfcSeat>,
}

impl Default for OfcTable {
    fn default() -> OfcTable {
        let seat = |name: &str| OfcSeat::new(name.to_string());
        OfcTable {
            variant: OfcVariant::Standard,
            fantasyland: FantasylandRule::Standard,
            stay: StayRule::default(),
            seats: vec![seat("North"), seat("South")],
        }
    }
}

/// A seat's hand rebuilt from its placements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The complete deals, placed.
    pub hand: OfcHand,
    /// Cards of the deal in progress, with where they go.
    pub current: Vec<(Card, Spot)>,
    /// How many cards the deal in progress has in all (0: the hand is complete).
    pub deal_size: usize,
    /// Which deal this is, from 1.
    pub deal_number: usize,
    /// In Fantasyland: how many cards were dealt at once.
    pub fantasyland: Option<usize>,
}

impl Progress {
    /// The cards in `row`, the deal in progress included.
    pub fn row(&self, row: Row) -> CardSet {
        let mut cards = self.hand.row(row);
        for &(card, spot) in &self.current {
            if spot == Spot::Row(row) {
                cards.insert(card);
            }
        }
        cards
    }

    /// The cards discarded, the deal in progress included.
    pub fn discards(&self) -> CardSet {
        let mut cards = self.hand.discards();
        for &(card, spot) in &self.current {
            if spot == Spot::Discard {
                cards.insert(card);
            }
        }
        cards
    }

    /// The finished setting, once all 13 cards are placed.
    pub fn setting(&self) -> Option<Setting> {
        self.hand.setting()
    }

    /// Fantasyland: the cards entered and not yet set or discarded.
    pub fn held(&self) -> CardSet {
        let mut cards = CardSet::EMPTY;
        for &(card, spot) in &self.current {
            if spot == Spot::Held {
                cards.insert(card);
            }
        }
        cards
    }

    /// What this deal asks for, in words: "Deal 1: five cards, place all five".
    pub fn rhythm(&self, variant: OfcVariant) -> String {
        if let Some(n) = self.fantasyland {
            return match self.deal_size {
                0 => format!("Fantasyland: 13 cards set, {} discarded", n - 13),
                _ => format!("Fantasyland: {n} cards at once, set 13 and discard {}", n - 13),
            };
        }
        match (self.deal_size, variant) {
            (0, _) => "All 13 cards placed".to_string(),
            (5, _) => format!("Deal {}: five cards, place all five", self.deal_number),
            (3, OfcVariant::Pineapple) => {
                format!("Deal {}: three cards, keep two and discard one", self.deal_number)
            }
            (_, _) => format!("Deal {}: one card", self.deal_number),
        }
    }

    /// A row's hand once the row is full, and its standard royalty.
    pub fn full_row(&self, row: Row) -> Option<(RowHand, u32)> {
        let cards = self.row(row);
        (cards.len() == row.size()).then(|| {
            let hand = RowHand::of(row, cards);
            (hand, row_royalty(row, &hand))
        })
    }

    /// A foul already certain from the rows that are full (the rest cannot change them).
    pub fn foul_so_far(&self) -> Option<Foul> {
        let full = |row: Row| self.full_row(row).map(|(hand, _)| hand.value);
        let (front, middle, back) = (full(Row::Front), full(Row::Middle), full(Row::Back));
        match (front, middle, back) {
            (_, Some(m), Some(b)) if m > b => Some(Foul::MiddleBeatsBack { middle: m, back: b }),
            (Some(f), Some(m), _) if f > m => Some(Foul::FrontBeatsMiddle { front: f, middle: m }),
            _ => None,
        }
    }
}

/// A card the table refuses, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfcTableError(pub String);

impl fmt::Display for OfcTableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for OfcTableError {}

/// A finished table's results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfcResult {
    pub settings: Vec<Setting>,
    /// Each seat's royalty per row (front, middle, back); zeros for a fouled hand.
    pub royalties: Vec<[u32; 3]>,
    pub pairings: Vec<OfcPairing>,
    pub totals: Vec<i64>,
    /// Cards earned in Fantasyland (`None`: not qualified).
    pub fantasyland: Vec<Option<u8>>,
    /// For players who played in Fantasyland: whether they stay.
    pub stays: Vec<Option<bool>>,
    /// For players who played in Fantasyland: the cards they did not set.
    pub discards: Vec<Option<CardSet>>,
}

impl OfcPairing {
    /// Whether the pairing was a scoop (one player won all three rows).
    pub fn is_scoop(&self) -> bool {
        self.rows[0] != RowWinner::Tie && self.rows.iter().all(|&w| w == self.rows[0])
    }
}

impl OfcTable {
    /// Replays a seat's placements.
    pub fn progress(&self, seat: usize) -> Result<Progress, OfcTableError> {
        let s = &self.seats[seat];
        if s.in_fantasyland {
            replay_fantasyland(self.variant, self.fantasyland, usize::from(s.fantasyland_cards), &s.placed)
        } else {
            replay(self.variant, &s.placed)
        }
    }

    /// Every card on any board or discarded.
    pub fn used(&self) -> CardSet {
        let mut used = CardSet::EMPTY;
        for seat in &self.seats {
            for &(card, _) in &seat.placed {
                used.insert(card);
            }
        }
        used
    }

    /// Places `card` at `spot` for `seat`, or says why not (and changes nothing).
    ///
    /// ```
    /// use cap::engine::chinese::ofc_table::{OfcTable, Spot};
    /// use cap::engine::chinese::setting::Row;
    ///
    /// let mut table = OfcTable::default();
    /// table.place(0, "As".parse().unwrap(), Spot::Row(Row::Back)).unwrap();
    /// let err = table.place(1, "As".parse().unwrap(), Spot::Row(Row::Back)).unwrap_err();
    /// assert_eq!(err.to_string(), "As is already on the table");
    /// ```
    pub fn place(&mut self, seat: usize, card: Card, spot: Spot) -> Result<(), OfcTableError> {
        if self.used().contains(card) {
            return Err(OfcTableError(format!("{card} is already on the table")));
        }
        let progress = self.progress(seat)?;
        if let Some(n) = progress.fantasyland.filter(|&n| self.seats[seat].placed.len() >= n) {
            return Err(OfcTableError(format!(
                "all {n} of {}'s Fantasyland cards are entered",
                self.seats[seat].name
            )));
        }
        if progress.deal_size == 0 {
            return Err(OfcTableError(format!("{} has placed all 13 cards", self.seats[seat].name)));
        }
        match spot {
            Spot::Row(row) if progress.row(row).len() >= row.size() => {
                return Err(OfcTableError(format!("the {row} is full ({} cards)", row.size())));
            }
            _ if progress.fantasyland.is_some() => {}
            Spot::Held => {
                return Err(OfcTableError("a card waits to be set only in Fantasyland".to_string()));
            }
            Spot::Discard if !(self.variant == OfcVariant::Pineapple && progress.deal_size == 3) => {
                return Err(OfcTableError("a card is discarded only from Pineapple's three".to_string()));
            }
            Spot::Discard if progress.current.iter().any(|&(_, s)| s == Spot::Discard) => {
                return Err(OfcTableError("one card of the three is discarded, not two".to_string()));
            }
            _ => {}
        }
        let mut placed = self.seats[seat].placed.clone();
        placed.push((card, spot));
        self.replace(seat, placed)
    }

    /// The seat's placements replaced, if they replay; otherwise nothing changes.
    fn replace(&mut self, seat: usize, placed: Vec<(Card, Spot)>) -> Result<(), OfcTableError> {
        let old = std::mem::replace(&mut self.seats[seat].placed, placed);
        if let Err(e) = self.progress(seat) {
            self.seats[seat].placed = old;
            return Err(e);
        }
        Ok(())
    }

    /// Fantasyland: moves a card already entered to another spot (a row, the discards, or back to
    /// the cards not set), or says why not (and changes nothing).
    pub fn move_card(&mut self, seat: usize, card: Card, spot: Spot) -> Result<(), OfcTableError> {
        if !self.seats[seat].in_fantasyland {
            return Err(OfcTableError("cards move between rows only in Fantasyland".to_string()));
        }
        let mut placed = self.seats[seat].placed.clone();
        let Some(entry) = placed.iter_mut().find(|(c, _)| *c == card) else {
            return Err(OfcTableError(format!("{card} is not among {}'s cards", self.seats[seat].name)));
        };
        entry.1 = spot;
        self.replace(seat, placed)
    }

    /// Fantasyland: every card of the seat back among the cards not set.
    pub fn unset(&mut self, seat: usize) -> Result<(), OfcTableError> {
        let placed = self.seats[seat].placed.iter().map(|&(c, _)| (c, Spot::Held)).collect();
        self.replace(seat, placed)
    }

    /// Fantasyland: the seat's cards set as `arrangement` (the best-arrangement helper's), which
    /// must use exactly the cards entered.
    pub fn arrange(&mut self, seat: usize, arrangement: &Arrangement) -> Result<(), OfcTableError> {
        let entered = CardSet::from_cards(self.seats[seat].placed.iter().map(|p| p.0)).unwrap_or_default();
        let given = arrangement.setting.cards() | arrangement.discards;
        if given != entered {
            return Err(OfcTableError(format!(
                "the arrangement's cards ({given}) are not {}'s ({entered})",
                self.seats[seat].name
            )));
        }
        let mut placed: Vec<(Card, Spot)> = Vec::new();
        for row in Row::ALL.into_iter().rev() {
            placed.extend(
                arrangement.setting.row(row).cards.sorted_by_rank().into_iter().map(|c| (c, Spot::Row(row))),
            );
        }
        placed.extend(arrangement.discards.sorted_by_rank().into_iter().map(|c| (c, Spot::Discard)));
        self.replace(seat, placed)
    }

    /// Marks the seat as playing in Fantasyland (dealt `cards` at once) or not, if its cards so far
    /// fit; otherwise says why and changes nothing.
    pub fn set_in_fantasyland(&mut self, seat: usize, on: bool, cards: u8) -> Result<(), OfcTableError> {
        let old = (self.seats[seat].in_fantasyland, self.seats[seat].fantasyland_cards);
        self.seats[seat].in_fantasyland = on;
        self.seats[seat].fantasyland_cards = cards;
        if let Err(e) = self.progress(seat) {
            (self.seats[seat].in_fantasyland, self.seats[seat].fantasyland_cards) = old;
            return Err(e);
        }
        Ok(())
    }

    /// Takes back the seat's last card.
    pub fn undo(&mut self, seat: usize) -> Option<(Card, Spot)> {
        self.seats[seat].placed.pop()
    }

    /// The results, once every hand is complete; `None` before.
    pub fn result(&self) -> Option<OfcResult> {
        let settings: Vec<Setting> =
            (0..self.seats.len()).map(|s| self.progress(s).ok()?.setting()).collect::<Option<_>>()?;
        let royalties = settings
            .iter()
            .map(|s| if s.is_fouled() { [0; 3] } else { Row::ALL.map(|row| row_royalty(row, &s.row(row))) })
            .collect();
        let (pairings, totals) = score_ofc(&settings);
        let fantasyland = settings.iter().map(|s| fantasyland_cards(s, self.fantasyland)).collect();
        let stays = settings
            .iter()
            .zip(&self.seats)
            .map(|(s, seat)| seat.in_fantasyland.then(|| stays_in_fantasyland(s, self.stay)))
            .collect();
        let discards = (0..self.seats.len())
            .map(|s| self.progress(s).ok().filter(|p| p.fantasyland.is_some()).map(|p| p.discards()))
            .collect();
        Some(OfcResult { settings, royalties, pairings, totals, fantasyland, stays, discards })
    }
}

/// Rebuilds a Fantasyland hand: `count` cards dealt at once, each set in a row, discarded or not
/// yet placed; complete once 13 are set and the rest discarded.
fn replay_fantasyland(
    variant: OfcVariant,
    rule: FantasylandRule,
    count: usize,
    placed: &[(Card, Spot)],
) -> Result<Progress, OfcTableError> {
    let (least, most) = dealt_range(rule);
    if count < least || count > most {
        let allowed = if least == most { format!("{least}") } else { format!("{least} to {most}") };
        return Err(OfcTableError(format!(
            "a Fantasyland hand is dealt {allowed} cards under this rule, not {count}"
        )));
    }
    let dealt = CardSet::from_cards(placed.iter().map(|p| p.0))
        .map_err(|e| OfcTableError(format!("{} is entered twice", e.card)))?;
    if placed.len() > count {
        return Err(OfcTableError(format!(
            "{count} cards are dealt in Fantasyland, and {} are entered",
            placed.len()
        )));
    }
    let mut rows = [CardSet::EMPTY; 3];
    let mut discards = CardSet::EMPTY;
    for &(card, spot) in placed {
        match spot {
            Spot::Row(row) => {
                rows[row.index()].insert(card);
                if rows[row.index()].len() > row.size() {
                    return Err(OfcTableError(format!("the {row} is full ({} cards)", row.size())));
                }
            }
            Spot::Discard => {
                discards.insert(card);
                if discards.len() > count - 13 {
                    return Err(OfcTableError(format!(
                        "{} of the {count} cards are discarded, not more",
                        count - 13
                    )));
                }
            }
            Spot::Held => {}
        }
    }
    let progress = |hand, current: &[(Card, Spot)], deal_size| Progress {
        hand,
        current: current.to_vec(),
        deal_size,
        deal_number: 1,
        fantasyland: Some(count),
    };
    let set = rows.iter().map(|r| r.len()).sum::<usize>();
    if set < 13 || placed.len() < count {
        return Ok(progress(OfcHand::new(variant), placed, count));
    }
    let setting = Setting::new(rows[0], rows[1], rows[2]).map_err(|e| OfcTableError(e.to_string()))?;
    let hand = FantasylandHand::new(dealt, setting, rule).map_err(|e| OfcTableError(e.to_string()))?;
    Ok(progress(OfcHand::fantasyland(variant, hand.setting(), hand.discards()), &[], 0))
}

/// Rebuilds a hand from its placements, deal by deal.
fn replay(variant: OfcVariant, placed: &[(Card, Spot)]) -> Result<Progress, OfcTableError> {
    if placed.iter().any(|p| p.1 == Spot::Held) {
        return Err(OfcTableError("a card waits to be set only in Fantasyland".to_string()));
    }
    let mut hand = OfcHand::new(variant);
    let mut rest = placed;
    let mut deal_number = 1;
    loop {
        let size = hand.next_deal_size();
        if size == 0 || rest.len() < size {
            if size == 0 && !rest.is_empty() {
                return Err(OfcTableError("more than 13 cards placed".to_string()));
            }
            return Ok(Progress {
                hand,
                current: rest.to_vec(),
                deal_size: size,
                deal_number,
                fantasyland: None,
            });
        }
        let (deal, later) = rest.split_at(size);
        let cards = CardSet::from_cards(deal.iter().map(|d| d.0))
            .map_err(|e| OfcTableError(format!("{} is placed twice", e.card)))?;
        let rows: Vec<(Card, Row)> = deal
            .iter()
            .filter_map(|&(c, s)| match s {
                Spot::Row(r) => Some((c, r)),
                Spot::Discard | Spot::Held => None,
            })
            .collect();
        let discard = deal.iter().find(|d| d.1 == Spot::Discard).map(|d| d.0);
        hand = hand
            .deal(cards)
            .and_then(|h| h.place(&rows, discard))
            .map_err(|e| OfcTableError(e.to_string()))?;
        rest = later;
        deal_number += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place_all(table: &mut OfcTable, seat: usize, rows: [&str; 3]) {
        for (row, text) in Row::ALL.into_iter().zip(rows).rev() {
            for card in text.parse::<CardSet>().unwrap() {
                table.place(seat, card, Spot::Row(row)).unwrap_or_else(|e| panic!("{card}: {e}"));
            }
        }
    }

    #[test]
    fn standard_deals_five_then_one_at_a_time_and_a_full_row_refuses_a_card() {
        let mut table = OfcTable::default();
        let card = |t: &str| t.parse::<Card>().unwrap();
        assert_eq!(
            table.progress(0).unwrap().rhythm(OfcVariant::Standard),
            "Deal 1: five cards, place all five"
        );
        for c in ["As", "Ah", "Kd", "7c", "2s"] {
            table.place(0, card(c), Spot::Row(Row::Back)).unwrap();
        }
        let p = table.progress(0).unwrap();
        assert_eq!(
            (p.rhythm(OfcVariant::Standard).as_str(), p.hand.row(Row::Back).len()),
            ("Deal 2: one card", 5)
        );
        let err = table.place(0, card("3h"), Spot::Row(Row::Back)).unwrap_err();
        assert_eq!(err.to_string(), "the back is full (5 cards)");
        assert_eq!(
            table.place(0, card("3h"), Spot::Discard).unwrap_err().to_string(),
            "a card is discarded only from Pineapple's three"
        );
        table.place(0, card("3h"), Spot::Row(Row::Front)).unwrap();
        assert_eq!(table.progress(0).unwrap().deal_number, 3);
    }

    #[test]
    fn pineapple_keeps_two_of_three_and_refuses_a_second_discard() {
        let mut table = OfcTable { variant: OfcVariant::Pineapple, ..OfcTable::default() };
        let card = |t: &str| t.parse::<Card>().unwrap();
        place_first_five(&mut table);
        let p = table.progress(0).unwrap();
        assert_eq!(p.rhythm(OfcVariant::Pineapple), "Deal 2: three cards, keep two and discard one");
        table.place(0, card("3c"), Spot::Discard).unwrap();
        assert_eq!(
            table.place(0, card("4c"), Spot::Discard).unwrap_err().to_string(),
            "one card of the three is discarded, not two"
        );
        table.place(0, card("4c"), Spot::Row(Row::Middle)).unwrap();
        table.place(0, card("4d"), Spot::Row(Row::Middle)).unwrap();
        let p = table.progress(0).unwrap();
        assert_eq!((p.deal_number, p.current.len(), p.discards().len()), (3, 0, 1));
    }

    #[test]
    fn pineapple_without_a_discard_is_refused_and_nothing_changes() {
        let mut table = OfcTable { variant: OfcVariant::Pineapple, ..OfcTable::default() };
        place_first_five(&mut table);
        let card = |t: &str| t.parse::<Card>().unwrap();
        table.place(0, card("3c"), Spot::Row(Row::Middle)).unwrap();
        table.place(0, card("4c"), Spot::Row(Row::Middle)).unwrap();
        let err = table.place(0, card("4d"), Spot::Row(Row::Middle)).unwrap_err();
        assert!(err.to_string().ends_with("one of the three cards must be discarded"), "{err}");
        assert_eq!(table.seats[0].placed.len(), 7);
    }

    fn place_first_five(table: &mut OfcTable) {
        let card = |t: &str| t.parse::<Card>().unwrap();
        for (c, row) in [
            ("As", Row::Back),
            ("Ah", Row::Back),
            ("Kd", Row::Middle),
            ("7c", Row::Front),
            ("2s", Row::Front),
        ] {
            table.place(0, card(c), Spot::Row(row)).unwrap();
        }
    }

    #[test]
    fn a_foul_is_warned_as_soon_as_two_full_rows_are_out_of_order() {
        let mut table = OfcTable::default();
        let card = |t: &str| t.parse::<Card>().unwrap();
        for c in ["Ks", "Kh", "Kd", "2c", "3c"] {
            table.place(0, card(c), Spot::Row(Row::Middle)).unwrap();
        }
        for c in ["Qs", "Qh", "4d", "5d", "6d"] {
            assert_eq!(table.progress(0).unwrap().foul_so_far(), None);
            table.place(0, card(c), Spot::Row(Row::Back)).unwrap();
        }
        assert!(matches!(table.progress(0).unwrap().foul_so_far(), Some(Foul::MiddleBeatsBack { .. })));
    }

    #[test]
    fn a_finished_table_scores_royalties_scoop_foul_and_fantasyland() {
        let mut table = OfcTable::default();
        // North: QQ in front, a straight in the middle, a flush in the back.
        place_all(&mut table, 0, ["Qs Qh 2c", "9d Th Jc Qc Ks", "2h 5h 7h 9h Jh"]);
        // South: fouled (a middle pair of aces over a back pair of kings).
        place_all(&mut table, 1, ["3s 4d 6c", "As Ad 8c 7c 5c", "Kd Kc 8d 4s 3d"]);
        let result = table.result().unwrap();
        assert_eq!(result.royalties, [[7, 4, 4], [0, 0, 0]]);
        assert!(result.settings[1].is_fouled());
        // Rows 3 + scoop 3 + royalties 15 = 21.
        assert_eq!(result.totals, [21, -21]);
        assert!(result.pairings[0].is_scoop());
        assert_eq!(result.fantasyland, [Some(14), None]);
        assert_eq!(result.stays, [None, None]);
    }

    #[test]
    fn a_table_saves_and_reads_back_as_json() {
        let mut table = OfcTable { variant: OfcVariant::Pineapple, ..OfcTable::default() };
        place_first_five(&mut table);
        let text = serde_json::to_string(&table).unwrap();
        assert!(text.contains(r#"["As",{"row":"back"}]"#), "{text}");
        assert_eq!(serde_json::from_str::<OfcTable>(&text).unwrap(), table);
    }
}
