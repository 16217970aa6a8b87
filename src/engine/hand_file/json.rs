//! Reading hand-file JSON: one way for every shape, with messages a person can read.
//!
//! - A UTF-8 byte-order mark at the start (some editors write one) is skipped.
//! - Every error names where it is in words ("player 2's contributed") as well as the line and
//!   column, says what was expected in words rather than Rust type names, and quotes the input
//!   only as a short excerpt.
//! - A key given twice in any map is refused naming the key ([`unique_map`]); serde_json alone
//!   would keep the last one silently, and three aces would become a pair. Fields given twice
//!   are refused by serde itself ("duplicate field"), reworded here.

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;

use serde::de::{DeserializeOwned, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

use super::{fail, ReadHandError};
use crate::engine::text::excerpt;

/// Parses hand-file text as `T`; errors start "not a hand file:" and say where.
pub(crate) fn parse<T: DeserializeOwned>(text: &str) -> Result<T, ReadHandError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut de = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| fail(format!("not a hand file: {}", readable(place(e.path()), e.inner()))))?;
    de.end().map_err(|e| fail(format!("not a hand file: {}", readable(String::new(), &e))))?;
    Ok(value)
}

/// The error in words: where (the path and the line), and what is wrong.
fn readable(place: String, inner: &serde_json::Error) -> String {
    let mut what = inner.to_string();
    // serde_json appends " at line L column C"; put it at the end, after our words.
    if let Some(at) = what.rfind(" at line ") {
        what.truncate(at);
    }
    let what = reword(&what);
    let line = if inner.line() > 0 {
        format!(" (line {}, column {})", inner.line(), inner.column())
    } else {
        String::new()
    };
    if place.is_empty() {
        format!("{what}{line}")
    } else {
        format!("{place}: {what}{line}")
    }
}

/// A path such as `players[1].cards.ring` in words: "player 2's cards ring".
fn place(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut out = String::new();
    let mut after_player = false;
    let mut last_key = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } if last_key == "players" => {
                out = format!("player {}", index + 1);
                after_player = true;
            }
            Segment::Seq { index } if out.is_empty() => out = format!("item {}", index + 1),
            Segment::Seq { index } => out.push_str(&format!(" item {}", index + 1)),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                let key = excerpt(key);
                if out.is_empty() {
                    out = key.clone();
                } else if after_player {
                    out.push_str(&format!("'s {key}"));
                    after_player = false;
                } else {
                    out.push_str(&format!(" {key}"));
                }
                last_key = key;
            }
            Segment::Unknown => {}
        }
    }
    out
}

/// serde's wording made plain: type names become words, backticks become quotes, and any quoted
/// input longer than an excerpt is cut.
fn reword(message: &str) -> String {
    let kinds = [
        ("u64", "a whole number, 0 or more"),
        ("u32", "a whole number, 0 or more"),
        ("usize", "a whole number, 0 or more"),
        ("a boolean", "true or false"),
        ("a string", "text in quotes"),
        ("a sequence", "a list in [ ]"),
        ("a map", "an object in { }"),
    ];
    let mut m = message.to_string();
    if let Some(field) = between(&m, "duplicate field `", "`") {
        return format!("\"{}\" is given twice", excerpt(&field));
    }
    if let Some(field) = between(&m, "missing field `", "`") {
        return format!("\"{field}\" is missing");
    }
    if let Some(field) = between(&m, "unknown field `", "`") {
        let known = m.split_once(", expected ").map(|(_, k)| k.replace('`', "")).unwrap_or_default();
        let known = known.strip_prefix("one of ").unwrap_or(&known).to_string();
        return format!("unknown field \"{}\" (the fields are: {known})", excerpt(&field));
    }
    if let Some((found, expected)) = m
        .strip_prefix("invalid type: ")
        .or(m.strip_prefix("invalid value: "))
        .and_then(|r| r.split_once(", expected "))
    {
        let expected =
            kinds.iter().find(|(k, _)| *k == expected).map_or(expected.to_string(), |(_, w)| w.to_string());
        let found = match found {
            "map" => "an object".to_string(),
            "sequence" => "a list".to_string(),
            "unit value" => "null".to_string(),
            other => other.replace('`', ""),
        };
        m = format!("found {found}, expected {expected}");
    }
    m = m
        .replace("invalid length", "wrong length")
        .replace("EOF while parsing", "the text ends in the middle of")
        .replace('`', "\"");
    m
}

fn between(text: &str, start: &str, end: &str) -> Option<String> {
    let rest = &text[text.find(start)? + start.len()..];
    Some(rest[..rest.find(end)?].to_string())
}

/// A player's name, read by the seating rule: refused when longer than
/// [`crate::engine::seating::MAX_NAME_CHARS`] (quoting only its start), before anything else reads
/// or stores it, and kept in the one Unicode form ([`crate::engine::seating::normalized_name`]).
/// Use with `#[serde(deserialize_with = "json::name")]` on every player's name in a hand file.
pub(crate) fn name<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    use crate::engine::seating::{check_name, normalized_name};
    let name = String::deserialize(deserializer)?;
    check_name(&name).map_err(serde::de::Error::custom)?;
    Ok(normalized_name(&name))
}

/// A map of text keys that refuses a key given twice, naming it. Use with
/// `#[serde(deserialize_with = "unique_map")]` on every map in a hand file.
pub(crate) fn unique_map<'de, D, V>(deserializer: D) -> Result<BTreeMap<String, V>, D::Error>
where
    D: Deserializer<'de>,
    V: Deserialize<'de>,
{
    struct Unique<V>(PhantomData<V>);
    impl<'de, V: Deserialize<'de>> Visitor<'de> for Unique<V> {
        type Value = BTreeMap<String, V>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object in { }")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut out = BTreeMap::new();
            while let Some(key) = map.next_key::<String>()? {
                if out.contains_key(&key) {
                    return Err(serde::de::Error::custom(format!("\"{}\" is given twice", excerpt(&key))));
                }
                let value = map.next_value()?;
                out.insert(key, value);
            }
            Ok(out)
        }
    }
    deserializer.deserialize_map(Unique(PhantomData))
}

#[cfg(test)]
mod tests {
    use crate::engine::hand_file::HandFile;

    fn message(text: &str) -> String {
        HandFile::from_json(text).unwrap_err().message
    }

    #[test]
    fn messages_say_where_and_what_in_words() {
        let m = message(r#"{"format":1,"game":"holdem/high","button":0,"chip":1,"players":{}}"#);
        assert_eq!(
            m,
            "not a hand file: players: found an object, expected a list in [ ] (line 1, column 63)"
        );
        let m = message(r#"{"format":1,"game":"holdem/high""#);
        assert_eq!(m, "not a hand file: the text ends in the middle of an object (line 1, column 32)");
        let m = message(r#"{"format":1,"button":null}"#);
        assert_eq!(
            m,
            "not a hand file: button: found null, expected a whole number, 0 or more (line 1, column 25)"
        );
        let m = message(r#"{"board":{"1.f1":"As","1.f1":"Ks"}}"#);
        assert_eq!(m, "not a hand file: board: \"1.f1\" is given twice (line 1, column 28)");
        let m = message(r#"{"format":1,"format":1}"#);
        assert_eq!(m, "not a hand file: \"format\" is given twice (line 1, column 20)");
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let m = message("\u{feff}{\"format\":-1}");
        assert!(m.starts_with("not a hand file: format: found integer -1"), "{m}");
    }
}
