//! A Chinese poker table as a scorer keeps it: each player's name and cards *as typed*, what they
//! declared (a special hand, a surrender), the chips in front of them, the dealer, the named rule
//! set and the options the table changed. It is plain serde data, so the app saves it as it is,
//! and [`ChineseTable::score`] turns it into hands, a [`Scoreboard`] and a [`Settlement`].
//!
//! Invariant: nothing the user typed is lost or rewritten: text that is not yet a hand stays as it
//! is and is reported per seat ([`SeatCards::Invalid`]), so the scorer can warn while typing.

use std::fmt;

use super::compare::{score, PlayerHand, ScoreError, Scoreboard};
pub use super::rules::RuleOptions;
use super::rules::{RuleSet, RuleSetId};
use super::setting::Setting;
use super::settle::{settle, Settlement};
use super::specials::{detect, SpecialHand, SpecialKind};
use crate::engine::card_set::CardSet;
use crate::engine::invariant::Invariant;

/// One seat.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SeatEntry {
    pub name: String,
    /// `front / middle / back`, or the 13 cards not yet set.
    pub cards: String,
    /// The special hand the player declares, if any.
    pub declared: Option<SpecialKind>,
    pub surrendered: bool,
    /// Chips in front of the player, for the chip-limited settlement.
    pub chips: u64,
}

/// A whole table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ChineseTable {
    /// Two to four seats, clockwise.
    pub seats: Vec<SeatEntry>,
    pub dealer: usize,
    pub rule_set: RuleSetId,
    pub options: RuleOptions,
    /// Chips per unit in the settlement.
    pub chips_per_unit: u64,
}

impl Default for ChineseTable {
    /// Four players with 20 chips each, North dealing, the basic rule set.
    fn default() -> ChineseTable {
        let seat = |name: &str| SeatEntry {
            name: name.to_string(),
            cards: String::new(),
            declared: None,
            surrendered: false,
            chips: 20,
        };
        ChineseTable {
            seats: ["North", "East", "South", "West"].map(seat).to_vec(),
            dealer: 0,
            rule_set: RuleSetId::Basic,
            options: RuleOptions::default(),
            chips_per_unit: 1,
        }
    }
}

/// What a seat's typed cards are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatCards {
    Empty,
    /// Cards without rows (the 13 to set, or fewer while typing).
    Loose(CardSet),
    /// Three rows (maybe fouled).
    Set(Setting),
    /// Not cards or not a setting: the reason.
    Invalid(String),
}

impl SeatCards {
    /// Reads `front / middle / back`, or loose cards when there is no `/`.
    ///
    /// ```
    /// use cap::engine::chinese::table::SeatCards;
    ///
    /// assert!(matches!(SeatCards::read("As Kd"), SeatCards::Loose(c) if c.len() == 2));
    /// assert!(matches!(SeatCards::read("As Kd / x"), SeatCards::Invalid(_)));
    /// ```
    pub fn read(text: &str) -> SeatCards {
        if text.trim().is_empty() {
            SeatCards::Empty
        } else if text.contains('/') {
            match text.parse::<Setting>() {
                Ok(s) => SeatCards::Set(s),
                Err(e) => SeatCards::Invalid(e.to_string()),
            }
        } else {
            match text.parse::<CardSet>() {
                Ok(c) => SeatCards::Loose(c),
                Err(e) => SeatCards::Invalid(e.to_string()),
            }
        }
    }

    /// Whether the cards typed are a whole hand: as many as the three rows hold (13), so the best
    /// settings can be looked for.
    ///
    /// ```
    /// use cap::engine::chinese::table::SeatCards;
    ///
    /// assert!(SeatCards::read("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac").is_whole_hand());
    /// assert!(!SeatCards::read("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc").is_whole_hand());
    /// ```
    pub fn is_whole_hand(&self) -> bool {
        let whole: usize = super::setting::Row::ALL.iter().map(|r| r.size()).sum();
        self.cards().is_some_and(|c| c.len() == whole)
    }

    /// All the cards typed, when they are cards.
    pub fn cards(&self) -> Option<CardSet> {
        match self {
            SeatCards::Loose(c) => Some(*c),
            SeatCards::Set(s) => Some(s.cards()),
            SeatCards::Empty | SeatCards::Invalid(_) => None,
        }
    }
}

/// A table that cannot be scored yet, naming the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableError {
    pub seat: Option<usize>,
    pub message: String,
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TableError {}

impl ChineseTable {
    /// Sets the chips a unit is worth: at least one (a unit of no chips would settle nothing).
    pub fn set_chips_per_unit(&mut self, chips: u64) {
        self.chips_per_unit = chips.max(1);
    }

    /// The rule set in force: the named one with the table's options that it takes
    /// ([`RuleOptions::in_force`]; the others are kept for another rule set).
    pub fn rules(&self) -> RuleSet {
        let named = RuleSet::named(self.rule_set);
        let options = self.options.in_force(&named);
        options.apply(named).invariant("the options in force are the ones the rule set takes")
    }

    /// A seat's name, or the default seat name when it has none ([`crate::engine::seating`]).
    pub fn name(&self, seat: usize) -> String {
        crate::engine::seating::shown_name(self.seats.get(seat).map_or("", |s| s.name.as_str()), seat)
    }

    /// The special hands a seat's 13 cards make that the rules pay, highest value first, each with
    /// what it wins from each opponent.
    pub fn offered_specials(&self, seat: usize) -> Vec<(SpecialHand, u32)> {
        let rules = self.rules();
        let Some(cards) = self.seats.get(seat).and_then(|s| SeatCards::read(&s.cards).cards()) else {
            return Vec::new();
        };
        let mut offered: Vec<(usize, SpecialHand, u32)> = detect(cards)
            .into_iter()
            .filter_map(|h| rules.specials.entry(h.kind).map(|(i, e)| (i, h, e.units)))
            .collect();
        crate::engine::sort::sort_by_key(&mut offered, |o| std::cmp::Reverse((o.2, o.0)));
        offered.into_iter().map(|(_, h, u)| (h, u)).collect()
    }

    /// What a seat brings to the showdown, or why it cannot be scored yet.
    pub fn hand(&self, seat: usize) -> Result<PlayerHand, TableError> {
        let entry = &self.seats[seat];
        let error =
            |why: String| TableError { seat: Some(seat), message: format!("{}: {why}", self.name(seat)) };
        if entry.surrendered {
            return Ok(PlayerHand::Surrendered);
        }
        let read = SeatCards::read(&entry.cards);
        if let Some(kind) = entry.declared {
            let cards = read.cards().ok_or_else(|| error(format!("enter the 13 cards to declare {kind}")))?;
            return detect(cards)
                .into_iter()
                .find(|h| h.kind == kind)
                .map(PlayerHand::Special)
                .ok_or_else(|| error(format!("{cards} is not {kind}")));
        }
        match read {
            SeatCards::Set(s) => Ok(PlayerHand::Set(s)),
            SeatCards::Empty => Err(error("no cards yet".to_string())),
            SeatCards::Loose(c) if c.len() == 13 => {
                Err(error("set the 13 cards as front / middle / back".to_string()))
            }
            SeatCards::Loose(c) => {
                Err(error(format!("{}, a hand is 13", crate::engine::card::Cards(c.len()))))
            }
            SeatCards::Invalid(why) => Err(error(why)),
        }
    }

    /// Scores the table under the rules in force.
    pub fn score(&self) -> Result<Scoreboard, TableError> {
        let hands = (0..self.seats.len()).map(|s| self.hand(s)).collect::<Result<Vec<_>, _>>()?;
        score(&self.rules(), &hands, self.dealer).map_err(|e| self.score_error(e))
    }

    /// The chip-limited settlement of a scored table.
    pub fn settle(&self, board: &Scoreboard) -> Result<Settlement, TableError> {
        let chips: Vec<u64> = self.seats.iter().map(|s| s.chips).collect();
        settle(board, &chips, self.chips_per_unit.max(1))
            .map_err(|e| TableError { seat: None, message: e.to_string() })
    }

    /// A scoring error with the players' names instead of seat numbers.
    fn score_error(&self, e: ScoreError) -> TableError {
        let (seat, message) = match e {
            ScoreError::SharedCard { card, seats: [a, b] } => {
                (Some(b), format!("{card} is in the hands of {} and {}", self.name(a), self.name(b)))
            }
            ScoreError::SpecialNotInRules { seat, special } => {
                (Some(seat), format!("{} declared {special}, which these rules do not pay", self.name(seat)))
            }
            ScoreError::SurrenderNotAllowed { seat } => {
                (Some(seat), format!("{} surrendered, which these rules do not allow", self.name(seat)))
            }
            ScoreError::MustSetHand { seat } => (
                Some(seat),
                format!("{} must set three rows: this game compares set hands only", self.name(seat)),
            ),
            other => (None, other.to_string()),
        };
        TableError { seat, message }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{AcesSideBet, Surrender, Sweep};
    use super::*;

    fn table(rule_set: RuleSetId, cards: [&str; 4]) -> ChineseTable {
        let mut t = ChineseTable { rule_set, ..ChineseTable::default() };
        for (seat, text) in t.seats.iter_mut().zip(cards) {
            seat.cards = text.to_string();
        }
        t
    }

    #[test]
    fn a_unit_is_worth_at_least_one_chip() {
        let mut t = ChineseTable::default();
        t.set_chips_per_unit(0);
        assert_eq!(t.chips_per_unit, 1);
        t.set_chips_per_unit(25);
        assert_eq!(t.chips_per_unit, 25);
    }

    const FOUR: [&str; 4] = [
        "3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c",
        "Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc",
        "9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c",
        "Jc Td 3c / 6s 6h Qd Jd 7d / Ah Ad Ac Kh Kd",
    ];

    #[test]
    fn the_rules_four_player_table_scores_from_typed_text() {
        let board = table(RuleSetId::Basic, FOUR).score().unwrap();
        assert_eq!(board.totals, [3, -5, 3, -1]);
    }

    #[test]
    fn a_surrender_needs_the_option_and_then_pays_as_two_of_three() {
        let mut t = table(RuleSetId::Basic, FOUR);
        t.seats[1].surrendered = true;
        assert_eq!(t.score().unwrap_err().message, "East surrendered, which these rules do not allow");
        t.options.surrender = Some(Surrender::AsLosingTwoOfThree);
        let board = t.score().unwrap();
        assert_eq!(board.totals[1], -3, "East pays one unit to each of three opponents");
    }

    #[test]
    fn a_declared_special_must_be_in_the_cards_and_is_offered_highest_first() {
        // A three-player table: North's and West's cards together make six pairs for North.
        let mut t = table(RuleSetId::TypicalBonus, FOUR);
        t.seats.pop();
        t.seats[0].cards = "3h 3d 4c 4d 9c 9d As Ah Kc Kh 6s 6h 7c".to_string();
        let offered: Vec<SpecialKind> = t.offered_specials(0).iter().map(|(h, _)| h.kind).collect();
        assert_eq!(offered, [SpecialKind::SixPairs]);
        t.seats[1].declared = Some(SpecialKind::ThreeFlushes);
        assert_eq!(t.score().unwrap_err().message, "North: set the 13 cards as front / middle / back");
        t.seats[0].declared = Some(SpecialKind::SixPairs);
        assert!(t.score().unwrap_err().message.starts_with("East: "));
        t.seats[1].declared = None;
        let board = t.score().unwrap();
        let north: Vec<i64> = board.pairings.iter().filter(|p| p.first == 0).map(|p| p.units()).collect();
        assert_eq!(north, [3, 3], "six pairs wins 3 from each opponent");
    }

    #[test]
    fn unset_cards_and_shared_cards_name_the_player() {
        let mut t = table(RuleSetId::Basic, FOUR);
        t.seats[2].cards = "9s 9h 2d Qs Qh 4s 5h 6c Ts Th 8s 8h 2c".to_string();
        assert_eq!(t.score().unwrap_err().message, "South: set the 13 cards as front / middle / back");
        t.seats[2].cards = FOUR[0].to_string();
        assert_eq!(t.score().unwrap_err().message, "As is in the hands of North and South");
    }

    #[test]
    fn options_override_the_named_rule_set_only_where_set() {
        let t = ChineseTable {
            options: RuleOptions {
                aces: Some(true),
                sweep: Some(Sweep::Extra { units: 3 }),
                ..Default::default()
            },
            ..ChineseTable::default()
        };
        let rules = t.rules();
        assert_eq!(rules.aces, AcesSideBet::STANDARD);
        assert_eq!(rules.sweep, Sweep::Extra { units: 3 });
        assert_eq!(rules.surrender, Surrender::NotAllowed);
    }

    #[test]
    fn settlement_uses_the_chips_in_front_of_each_player() {
        let mut t = table(RuleSetId::Basic, FOUR);
        t.seats[1].chips = 2;
        let board = t.score().unwrap();
        let settled = t.settle(&board).unwrap();
        assert_eq!(settled.chips.iter().sum::<u64>(), 62, "chips are conserved");
        // East owes 5 net but can back only 2 chips of wins and losses together.
        let east: u64 = settled.transfers.iter().filter(|t| t.from == 1 || t.to == 1).map(|t| t.paid).sum();
        assert!(east <= 2, "{settled:?}");
        assert!(settled.transfers.iter().any(|t| t.from == 1 && t.paid < t.owed), "{settled:?}");
    }

    /// The end-to-end test's table: six pairs declared, a surrender, the aces bet, and North with
    /// only 8 chips in front.
    #[test]
    fn specials_surrender_aces_and_chip_limit_together() {
        let mut t = table(
            RuleSetId::TypicalBonus,
            [
                "3h 3d 4c 4d 9c 9d As Ah Kc Kh 6s 6h 7c",
                "",
                "Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc",
                "9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c",
            ],
        );
        t.options.surrender = Some(Surrender::AsLosingTwoOfThree);
        t.options.aces = Some(true);
        t.seats[0].declared = Some(SpecialKind::SixPairs);
        t.seats[1].surrendered = true;
        t.seats[0].chips = 8;
        let board = t.score().unwrap();
        // North: 1 from the surrender, 3 + 2 aces from South and from West.
        assert_eq!(board.totals, [11, -3, -5, -3]);
        let settled = t.settle(&board).unwrap();
        // Specials first (+3, +3), then the surrender (+1) and one of South's two aces chips: North's
        // 8 chips can back 8 units of wins.
        assert_eq!(settled.chips, [16, 17, 16, 19]);
    }
}
