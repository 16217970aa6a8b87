//! Reading hand-file JSON: one way for every shape, with messages a person can read.
//!
//! - A UTF-8 byte-order mark at the start (some editors write one) is skipped.
//! - Every error names where it is in words ("player 2's contributed") as well as the line and
//!   column, says what was expected in words rather than Rust type names, and quotes the input
//!   only as a short excerpt ([`crate::engine::json_words`], which every JSON reader shares).
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

/// Parses hand-file text as `T`; errors start "not a hand file:" and say where, in the words of
/// [`crate::engine::json_words`] (the one place JSON errors become words).
pub(crate) fn parse<T: DeserializeOwned>(text: &str) -> Result<T, ReadHandError> {
    crate::engine::json_words::from_json(text).map_err(|e| fail(format!("not a hand file: {e}")))
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
        assert!(m.starts_with("not a hand file: format: found the number -1"), "{m}");
    }
}
