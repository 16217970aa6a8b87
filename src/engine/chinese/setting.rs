//! One player's 13 cards set into a front (3), a middle (5) and a back (5), and whether the setting
//! is fouled.
//!
//! Invariants: a [`Setting`] always has exactly 3 + 5 + 5 different cards, and its three row values
//! are computed once when it is built. A fouled setting is still a `Setting` — the rules decide at
//! the showdown what a foul costs (see `docs/rules.md`, "Fouled settings") — so [`Setting::foul`]
//! says *why* it is fouled rather than refusing to build it. "Back ≥ middle ≥ front" is a plain
//! comparison because [`Ranking::ChineseFront`] values compare with five-card high values.

use std::fmt;
use std::str::FromStr;

use crate::engine::card::Card;
use crate::engine::card_set::{CardSet, ParseCardSetError};
use crate::engine::ranking::{Category, HandValue, HighOptions, Ranking};

/// The three rows of a Chinese poker setting, front first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Row {
    /// Three cards; only trips, pairs and high cards count.
    Front,
    /// Five cards, at most as strong as the back.
    Middle,
    /// Five cards, the strongest row.
    Back,
}

impl Row {
    /// Front, middle, back: the order rows are compared and shown in.
    pub const ALL: [Row; 3] = [Row::Front, Row::Middle, Row::Back];

    /// How many cards the row holds.
    pub const fn size(self) -> usize {
        match self {
            Row::Front => 3,
            Row::Middle | Row::Back => 5,
        }
    }

    /// The row's position in [`Row::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The ranking the row is valued with: the Chinese front ranking for the front, standard high
    /// for the five-card rows.
    pub const fn ranking(self) -> Ranking {
        match self {
            Row::Front => Ranking::ChineseFront,
            Row::Middle | Row::Back => Ranking::High(HighOptions {
                short_hand: crate::engine::ranking::ShortHands {
                    straights_and_flushes: crate::engine::ranking::StraightsAndFlushes::Count,
                },
            }),
        }
    }

    /// The row in words: "front", "middle", "back".
    pub const fn name(self) -> &'static str {
        match self {
            Row::Front => "front",
            Row::Middle => "middle",
            Row::Back => "back",
        }
    }
}

impl fmt::Display for Row {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a row of cards is worth, with the facts the scoring tables ask about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowHand {
    /// The row's cards.
    pub cards: CardSet,
    /// Their value; front values compare with five-card values.
    pub value: HandValue,
    /// The value's category.
    pub category: Category,
    /// Whether the row is a royal flush (an ace-high straight flush), which some tables pay apart.
    pub is_royal: bool,
}

impl RowHand {
    /// Values `cards` as `row`. The caller guarantees the row's size, so a value always exists.
    pub(crate) fn of(row: Row, cards: CardSet) -> RowHand {
        let ranking = row.ranking();
        let value = ranking.value(cards).expect("a row of three or five cards always has a value");
        let category = ranking.category(value);
        let is_royal = category == Category::StraightFlush && cards.ranks() == ROYAL_RANKS;
        RowHand { cards, value, category, is_royal }
    }

    /// The value in words: "Three of a kind, sixes".
    pub fn describe(&self) -> String {
        // Front values decode like high values, so one describer serves every row.
        Row::Back.ranking().describe(self.value)
    }
}

/// Ten, jack, queen, king and ace as a rank mask.
const ROYAL_RANKS: u16 = 0x1F00;

/// One player's cards set into three rows.
///
/// ```
/// use cap::engine::chinese::setting::{Foul, Row, Setting};
///
/// let setting: Setting = "6s 6h 6d / 4s 4h 4d 9c 9s / Ks Kh Kd 8c 8s".parse().unwrap();
/// assert_eq!(setting.row(Row::Front).describe(), "Three of a kind, sixes");
/// assert_eq!(setting.foul(), None);
///
/// let fouled: Setting = "As Ah 2d / Ks Kh 3d 4c 5s / Qs Qh 9d 8c 7s".parse().unwrap();
/// assert!(matches!(fouled.foul(), Some(Foul::MiddleBeatsBack { .. })));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setting {
    rows: [RowHand; 3],
}

impl Setting {
    /// Sets the cards as given, or says which row has the wrong number of cards or which card is
    /// in two rows.
    pub fn new(front: CardSet, middle: CardSet, back: CardSet) -> Result<Setting, SettingError> {
        let given = [front, middle, back];
        let error = |kind| SettingError { front, middle, back, kind };
        for row in Row::ALL {
            let found = given[row.index()].len();
            if found != row.size() {
                return Err(error(SettingErrorKind::WrongSize { row, found }));
            }
        }
        for (a, b) in [(Row::Front, Row::Middle), (Row::Front, Row::Back), (Row::Middle, Row::Back)] {
            if let Some(card) = (given[a.index()] & given[b.index()]).first() {
                return Err(error(SettingErrorKind::SharedCard { card, rows: [a, b] }));
            }
        }
        Ok(Setting::new_unchecked(front, middle, back))
    }

    /// A setting from rows already known to be 3/5/5 disjoint cards (the best-setting search).
    pub(crate) fn new_unchecked(front: CardSet, middle: CardSet, back: CardSet) -> Setting {
        Setting {
            rows: [
                RowHand::of(Row::Front, front),
                RowHand::of(Row::Middle, middle),
                RowHand::of(Row::Back, back),
            ],
        }
    }

    /// One row's cards and value.
    pub fn row(&self, row: Row) -> RowHand {
        self.rows[row.index()]
    }

    /// All 13 cards.
    pub fn cards(&self) -> CardSet {
        self.rows[0].cards | self.rows[1].cards | self.rows[2].cards
    }

    /// Why the setting is fouled, or `None` when back ≥ middle ≥ front.
    ///
    /// Equal rows are legal ("at least as good", `docs/rules.md`, "Fouled settings"); when both
    /// orders are broken the middle-versus-back foul is the one reported.
    pub fn foul(&self) -> Option<Foul> {
        let [front, middle, back] = self.rows;
        if middle.value > back.value {
            Some(Foul::MiddleBeatsBack { middle: middle.value, back: back.value })
        } else if front.value > middle.value {
            Some(Foul::FrontBeatsMiddle { front: front.value, middle: middle.value })
        } else {
            None
        }
    }

    /// Whether the setting is fouled.
    pub fn is_fouled(&self) -> bool {
        self.foul().is_some()
    }
}

impl fmt::Display for Setting {
    /// `front / middle / back`, each row highest card first: the form [`Setting::from_str`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / {} / {}", self.rows[0].cards, self.rows[1].cards, self.rows[2].cards)
    }
}

/// Why a setting is fouled, with the two values that are out of order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// The middle is stronger than the back.
    MiddleBeatsBack { middle: HandValue, back: HandValue },
    /// The front is stronger than the middle.
    FrontBeatsMiddle { front: HandValue, middle: HandValue },
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let describe = |v: HandValue| Row::Back.ranking().describe(v);
        match *self {
            Foul::MiddleBeatsBack { middle, back } => {
                write!(f, "fouled: the middle ({}) beats the back ({})", describe(middle), describe(back))
            }
            Foul::FrontBeatsMiddle { front, middle } => {
                write!(f, "fouled: the front ({}) beats the middle ({})", describe(front), describe(middle))
            }
        }
    }
}

/// Rows that are not a setting, with the rows as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingError {
    pub front: CardSet,
    pub middle: CardSet,
    pub back: CardSet,
    pub kind: SettingErrorKind,
}

/// What is wrong with the rows of a [`SettingError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingErrorKind {
    /// A row does not have its size (3 in front, 5 in the middle and back).
    WrongSize { row: Row, found: usize },
    /// A card is in two rows.
    SharedCard { card: Card, rows: [Row; 2] },
}

impl fmt::Display for SettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} / {} / {} is not a setting: {}", self.front, self.middle, self.back, self.kind)
    }
}

impl fmt::Display for SettingErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingErrorKind::WrongSize { row, found } => {
                write!(f, "the {row} has {}, it needs {}", crate::engine::card::Cards(*found), row.size())
            }
            SettingErrorKind::SharedCard { card, rows: [a, b] } => {
                write!(f, "{card} is in both the {a} and the {b}")
            }
        }
    }
}

impl std::error::Error for SettingError {}

/// Text that is not a setting, with the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseSettingError {
    pub input: String,
    pub kind: ParseSettingErrorKind,
}

/// What is wrong with the text of a [`ParseSettingError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseSettingErrorKind {
    /// Not three rows separated by `/`.
    RowCount(usize),
    /// A row's text is not a set of cards.
    Cards { row: Row, error: ParseCardSetError },
    /// The rows are cards but not a setting.
    Setting(SettingError),
}

impl fmt::Display for ParseSettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} is not a setting: ", self.input)?;
        match &self.kind {
            ParseSettingErrorKind::RowCount(n) => write!(f, "{n} rows, expected front / middle / back"),
            ParseSettingErrorKind::Cards { row, error } => write!(f, "the {row}: {error}"),
            ParseSettingErrorKind::Setting(error) => write!(f, "{}", error.kind),
        }
    }
}

impl std::error::Error for ParseSettingError {}

impl FromStr for Setting {
    type Err = ParseSettingError;

    /// Reads `front / middle / back`, each row a run of cards as `CardSet` reads it.
    fn from_str(text: &str) -> Result<Setting, ParseSettingError> {
        let error = |kind| ParseSettingError { input: text.to_string(), kind };
        let parts: Vec<&str> = text.split('/').collect();
        if parts.len() != 3 {
            return Err(error(ParseSettingErrorKind::RowCount(parts.len())));
        }
        let mut rows = [CardSet::EMPTY; 3];
        for row in Row::ALL {
            rows[row.index()] = parts[row.index()]
                .trim()
                .parse()
                .map_err(|e| error(ParseSettingErrorKind::Cards { row, error: e }))?;
        }
        Setting::new(rows[0], rows[1], rows[2]).map_err(|e| error(ParseSettingErrorKind::Setting(e)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_middle_and_back_are_not_a_foul() {
        let setting: Setting = "2s 3h 4d / Ks Kh 7d 7c 2c / Kd Kc 7s 7h 2h".parse().unwrap();
        assert_eq!(setting.foul(), None);
    }

    #[test]
    fn a_row_of_the_wrong_size_names_the_row_and_the_count() {
        let err = "2s 3h / Ks Kh 7d 7c 2c 4d / Kd Kc 7s 7h 2h".parse::<Setting>().unwrap_err();
        assert_eq!(
            err.to_string(),
            "\"2s 3h / Ks Kh 7d 7c 2c 4d / Kd Kc 7s 7h 2h\" is not a setting: the front has 2 cards, it needs 3"
        );
    }

    #[test]
    fn a_card_in_two_rows_is_named_with_both_rows() {
        let err = "2s 3h 4d / Ks Kh 7d 7c 2c / Kd Kc 7s 7h 2s".parse::<Setting>().unwrap_err();
        let ParseSettingErrorKind::Setting(e) = err.kind else { panic!("{err}") };
        assert_eq!(
            e.kind,
            SettingErrorKind::SharedCard { card: "2s".parse().unwrap(), rows: [Row::Front, Row::Back] }
        );
    }
}
