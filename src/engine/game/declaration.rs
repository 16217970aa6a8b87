//! A game as JSON: the declaration a user writes, shares and carries inline in a hand file, and
//! that `cap layout <id> --declaration` prints for every catalogue game (`docs/declaration.md`).
//!
//! The declaration *is* a [`GameSpec`]: the spec types carry serde attributes, and the spec's own
//! module holds what the attributes need (the names rankings and decks are written with, the
//! defaults left out on writing, [`super::spec::RANKINGS`]); this module holds the two entry
//! points, [`parse`] and [`to_json`]. A parsed
//! declaration goes through [`Game::new`], the same validation every catalogue game goes
//! through, so each rule is checked in one place.
//!
//! Invariants: every ranking a point can use has exactly one name ([`super::spec::RANKINGS`]), and writing a
//! catalogue spec then reading it gives the equal spec (tested for all of them); every refusal
//! names the field, as a JSON path for the shape (`points[2].ranking`) or as the validation's
//! field for the rules (`points[2] (Hand).cards`).

use std::fmt;

use serde::Serialize;

use super::spec::GameSpec;
use super::{Game, ValidateGameError};
use crate::engine::invariant::Invariant;

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
