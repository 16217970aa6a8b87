//! A game as JSON: the declaration a user writes, shares and carries inline in a hand file, and
//! that `cap layout <id> --declaration` prints for every catalogue game (`docs/declaration.md`).
//!
//! The declaration *is* a [`GameSpec`]: the spec types carry serde attributes, and this module
//! holds what the attributes need — the names rankings and decks are written with, the defaults
//! left out on writing — and the two entry points, [`parse`] and [`to_json`]. A parsed
//! declaration goes through [`Game::new`], the same validation every catalogue game goes
//! through, so each rule is checked in one place.
//!
//! Invariants: every ranking a point can use has exactly one name ([`RANKINGS`]), and writing a
//! catalogue spec then reading it gives the equal spec (tested for all of them); every refusal
//! names the field, as a JSON path for the shape (`points[2].ranking`) or as the validation's
//! field for the rules (`points[2] (Hand).cards`).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::spec::{Condition, GameSpec, PointRanking, Scope};
use super::{Game, ValidateGameError};
use crate::engine::card_set::Deck;
use crate::engine::invariant::Invariant;
use crate::engine::ranking::{
    DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
};
use crate::engine::text::excerpt;

const D7: DeuceSevenOptions = DeuceSevenOptions { wheel: Wheel::AceHigh };
const D7_WHEEL: DeuceSevenOptions = DeuceSevenOptions { wheel: Wheel::Straight };

/// Every ranking a declared point can use, by the name a declaration writes. The lows are named
/// as the `low` option names them ([`super::LOW_CHOICES`]). The 32-card and Chinese front rankings
/// belong to games with their own engines and are not offered.
pub const RANKINGS: &[(&str, PointRanking)] = &[
    (
        "high",
        PointRanking::Fixed(Ranking::High(HighOptions {
            short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Count },
        })),
    ),
    (
        "high-short-no-straights-flushes",
        PointRanking::Fixed(Ranking::High(HighOptions {
            short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Ignore },
        })),
    ),
    ("8-or-better", PointRanking::Fixed(Ranking::EightOrBetterLow)),
    ("7-2", PointRanking::Fixed(Ranking::DeuceSevenLow(D7))),
    ("7-2-wheel-straight", PointRanking::Fixed(Ranking::DeuceSevenLow(D7_WHEEL))),
    ("6-2", PointRanking::Fixed(Ranking::SixTwoLow)),
    ("badugi", PointRanking::Fixed(Ranking::Badugi)),
    ("least-suits-8-or-better", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::EightOrBetter))),
    ("least-suits-7-2", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::DeuceSeven(D7)))),
    (
        "least-suits-7-2-wheel-straight",
        PointRanking::Fixed(Ranking::LeastSuits(LowRanking::DeuceSeven(D7_WHEEL))),
    ),
    ("least-suits-6-2", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::SixTwo))),
    ("table-low", PointRanking::TableLow),
    ("table-hand-low", PointRanking::TableHandLow),
];

/// The name a declaration writes for `ranking`, if it has one.
pub fn ranking_name(ranking: PointRanking) -> Option<&'static str> {
    RANKINGS.iter().find(|(_, r)| *r == ranking).map(|(name, _)| *name)
}

impl Serialize for PointRanking {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match ranking_name(*self) {
            Some(name) => serializer.serialize_str(name),
            None => Err(serde::ser::Error::custom(format!("the ranking {self:?} has no declared name"))),
        }
    }
}

impl<'de> Deserialize<'de> for PointRanking {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PointRanking, D::Error> {
        let name = String::deserialize(deserializer)?;
        RANKINGS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r).ok_or_else(|| {
            let known: Vec<&str> = RANKINGS.iter().map(|(n, _)| *n).collect();
            serde::de::Error::custom(format!(
                "unknown ranking \"{}\" (the rankings are: {})",
                excerpt(&name),
                known.join(", ")
            ))
        })
    }
}

/// A [`Condition`] as written: the option and `equals` one choice or `one_of` several.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionText {
    option: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    equals: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    one_of: Option<Vec<String>>,
}

impl TryFrom<ConditionText> for Condition {
    type Error = String;

    fn try_from(text: ConditionText) -> Result<Condition, String> {
        let choices = match (text.equals, text.one_of) {
            (Some(one), None) => vec![one],
            (None, Some(many)) if !many.is_empty() => many,
            (None, Some(_)) => return Err("`one_of` lists no choice".into()),
            (None, None) => {
                return Err("a condition needs `equals` (one choice) or `one_of` (several)".into())
            }
            (Some(_), Some(_)) => return Err("a condition has `equals` or `one_of`, not both".into()),
        };
        Ok(Condition { option: text.option, choices })
    }
}

impl From<Condition> for ConditionText {
    /// One choice is written `equals`, several `one_of`.
    fn from(c: Condition) -> ConditionText {
        let (equals, one_of) = match <[String; 1]>::try_from(c.choices) {
            Ok([one]) => (Some(one), None),
            Err(many) => (None, Some(many)),
        };
        ConditionText { option: c.option, equals, one_of }
    }
}

/// The deck a declaration leaves out: the standard 52 cards.
pub(super) fn standard_deck() -> Deck {
    Deck::Standard52
}

pub(super) fn is_standard_deck(deck: &Deck) -> bool {
    *deck == Deck::Standard52
}

/// Decks by name: `standard-52`, `stripped-32`.
pub(super) mod deck_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::card_set::Deck;
    use crate::engine::text::excerpt;

    pub fn serialize<S: Serializer>(deck: &Deck, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(match deck {
            Deck::Standard52 => "standard-52",
            Deck::Stripped32 => "stripped-32",
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Deck, D::Error> {
        let name = String::deserialize(deserializer)?;
        match name.as_str() {
            "standard-52" => Ok(Deck::Standard52),
            "stripped-32" => Ok(Deck::Stripped32),
            _ => Err(serde::de::Error::custom(format!(
                "unknown deck \"{}\" (the decks are: standard-52, stripped-32)",
                excerpt(&name)
            ))),
        }
    }
}

/// The scope a declaration leaves out: a card on the table.
pub(super) fn table() -> Scope {
    Scope::Table
}

pub(super) fn is_table(scope: &Scope) -> bool {
    *scope == Scope::Table
}

/// Whether a value is its type's default, so that writing leaves it out.
pub(super) fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Why a declaration is not a game: the field (a JSON path such as `points[2].ranking`, or the
/// validation's field) and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeclarationError {
    pub field: String,
    pub problem: String,
}

impl fmt::Display for DeclarationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            f.write_str(&self.problem)
        } else {
            write!(f, "{}: {}", self.field, self.problem)
        }
    }
}

impl std::error::Error for DeclarationError {}

impl From<ValidateGameError> for DeclarationError {
    fn from(e: ValidateGameError) -> DeclarationError {
        DeclarationError { field: e.field, problem: e.problem }
    }
}

/// Reads a declaration from JSON and validates it into a game.
///
/// ```
/// let text = r#"{
///   "id": "mine/holdem-badugi", "name": "Hold'em with a badugi hand", "players": [2, 6],
///   "hole_cards": {"fixed": 4},
///   "positions": [{"id": "f1", "x": 0, "y": 0}, {"id": "f2", "x": 1, "y": 0},
///                 {"id": "f3", "x": 2, "y": 0}, {"id": "t", "x": 3, "y": 0}, {"id": "r", "x": 4, "y": 0}],
///   "streets": [{"name": "Flop", "deal": ["f1", "f2", "f3"]}, {"name": "Turn", "deal": ["t"]},
///               {"name": "River", "deal": ["r"]}],
///   "points": [{"label": "High", "ranking": "high",
///               "cards": {"holdem-style": ["f1", "f2", "f3", "t", "r"]}},
///              {"label": "Badugi", "ranking": "badugi", "cards": "hand"}],
///   "payout": "split-pot"
/// }"#;
/// let game = cap::engine::game::declaration::parse(text).unwrap();
/// assert_eq!(game.name(), "Hold'em with a badugi hand");
///
/// let bad = text.replace("\"badugi\", \"cards\"", "\"badugi-low\", \"cards\"");
/// let err = cap::engine::game::declaration::parse(&bad).unwrap_err();
/// assert_eq!(err.field, "points[1].ranking");
/// ```
pub fn parse(text: &str) -> Result<Game, DeclarationError> {
    let spec: GameSpec = crate::engine::json_words::from_json(text)
        .map_err(|e| DeclarationError { field: e.path(), problem: e.what_and_line() })?;
    Ok(Game::new(spec)?)
}

/// A spec as its JSON declaration, the defaults left out: one field a line at the top, and each
/// value on one line where it fits in [`LINE`] characters (a position, a street, a short list), so
/// that a person can read and edit it.
pub fn to_json(spec: &GameSpec) -> String {
    let mut value = serde_json::to_value(spec).invariant("every declared ranking has a name");
    shortest_f32(&mut value);
    let mut out = String::new();
    write_value(&value, 0, &mut out);
    out
}

/// Writes each number as the shortest text that reads back as the same `f32` (the coordinates
/// are `f32`, which `to_value` widens: 8.6 would print as 8.600000381469727).
fn shortest_f32(value: &mut serde_json::Value) {
    use serde_json::Value;
    match value {
        Value::Number(n) if n.is_f64() => {
            let short = n.as_f64().and_then(|f| (f as f32).to_string().parse::<f64>().ok());
            if let Some(number) = short.and_then(serde_json::Number::from_f64) {
                *n = number;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(shortest_f32),
        Value::Object(fields) => fields.values_mut().for_each(shortest_f32),
        _ => {}
    }
}

/// The widest line [`to_json`] writes where it can.
const LINE: usize = 100;

/// JSON on one line with a space after each comma and colon, as a person writes it.
struct Spaced;

impl serde_json::ser::Formatter for Spaced {
    fn begin_array_value<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            w.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + std::io::Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first {
            Ok(())
        } else {
            w.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + std::io::Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }
}

fn one_line(value: &serde_json::Value) -> String {
    let mut bytes = Vec::new();
    let mut ser = serde_json::Serializer::with_formatter(&mut bytes, Spaced);
    value.serialize(&mut ser).invariant("a JSON value serializes");
    String::from_utf8(bytes).invariant("serde_json writes UTF-8")
}

fn write_value(value: &serde_json::Value, indent: usize, out: &mut String) {
    use serde_json::Value;
    let compact = one_line(value);
    let fits = indent + compact.len() <= LINE && indent > 0;
    match value {
        Value::Array(items) if !fits && !items.is_empty() => {
            out.push_str("[\n");
            for (i, item) in items.iter().enumerate() {
                out.push_str(&" ".repeat(indent + 2));
                write_value(item, indent + 2, out);
                out.push_str(if i + 1 < items.len() { ",\n" } else { "\n" });
            }
            out.push_str(&" ".repeat(indent));
            out.push(']');
        }
        Value::Object(fields) if !fits && !fields.is_empty() => {
            out.push_str("{\n");
            for (i, (key, item)) in fields.iter().enumerate() {
                out.push_str(&" ".repeat(indent + 2));
                out.push_str(&Value::String(key.clone()).to_string());
                out.push_str(": ");
                write_value(item, indent + 2, out);
                out.push_str(if i + 1 < fields.len() { ",\n" } else { "\n" });
            }
            out.push_str(&" ".repeat(indent));
            out.push('}');
        }
        _ => out.push_str(&compact),
    }
}
