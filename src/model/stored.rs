//! A value as local storage keeps it: `{"schema": 1, "version": {…}, "data": …}` (docs/storage.md),
//! written and read here so that reading one is tested natively, for every store.
//!
//! Why here and not in `ui/storage.rs`: what a damaged value says is a decision worth a test
//! (issue 36 found a three-megabyte value quoted whole and `expected struct Envelope` in the
//! messages). The browser's storage only hands over the text; the words come from
//! [`crate::engine::json_words`], the one place JSON errors become words.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::engine::json_words::from_json;
use crate::model::stores::SCHEMA;
use crate::model::versions::Version;

/// A stored value with its schema and version.
#[derive(Serialize, Deserialize)]
pub struct Envelope<T> {
    pub schema: u32,
    /// Absent in values saved before versions: version 0.
    #[serde(default)]
    pub version: Version,
    pub data: T,
}

/// The version of a stored text, without reading its data (0 when it has none or is unreadable).
pub fn stamp(text: &str) -> Version {
    #[derive(Deserialize)]
    struct Stamp {
        #[serde(default)]
        version: Version,
    }
    serde_json::from_str::<Stamp>(text).map(|s| s.version).unwrap_or_default()
}

/// The stored text of a value's JSON with its version (version 0, which no write has, is written
/// as the values saved before versions were).
pub fn envelope(version: Version, json: &str) -> String {
    if version == Version::default() {
        format!("{{\"schema\":{SCHEMA},\"data\":{json}}}")
    } else {
        format!(
            "{{\"schema\":{SCHEMA},\"version\":{{\"id\":{},\"replaces\":{}}},\"data\":{json}}}",
            version.id, version.replaces
        )
    }
}

/// A stored text read as `T` with its version, or why it cannot be read, in words a person reads:
/// where in the value and what is wrong, a short excerpt of the input at most, no type name.
/// A value another version of the app saved (another schema) says so rather than what in it
/// this version does not read.
pub fn read<T: DeserializeOwned>(text: &str) -> Result<(T, Version), String> {
    #[derive(Deserialize)]
    struct Head {
        schema: u32,
    }
    let head = from_json::<Head>(text).map_err(|e| e.to_string())?;
    if head.schema != SCHEMA {
        return Err(format!("it was saved by another version (schema {})", head.schema));
    }
    from_json::<Envelope<T>>(text).map(|e| (e.data, e.version)).map_err(|e| e.within("data").to_string())
}

/// A stored text read as `T`, or nothing (a value another tab wrote, which that tab reads right;
/// the list of the user's games read for the first screen without building one).
pub fn read_quietly<T: DeserializeOwned>(text: &str) -> Option<T> {
    serde_json::from_str::<Envelope<T>>(text).ok().filter(|e| e.schema == SCHEMA).map(|e| e.data)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{json, Value};

    use super::*;
    use crate::engine::chinese::ofc_table::OfcTable;
    use crate::engine::chinese::table::ChineseTable;
    use crate::engine::draft::Draft;
    use crate::engine::game::catalogue::Catalogue;
    use crate::engine::game::GameSpec;
    use crate::engine::hand_file::{from_fragment, game_from_fragment, HandFile};
    use crate::engine::json_words::MESSAGE_CHARS;
    use crate::model::deal_form::DealForm;
    use crate::model::dealing::SavedDeal;
    use crate::model::designer::Designer;
    use crate::model::draw32::Draw32Entry;
    use crate::model::drills::progress::Progress;
    use crate::model::marks::GameMarks;
    use crate::model::seating::Seating;
    use crate::model::settings::Settings;
    use crate::model::stores::{self, Store};

    /// Words of the program that must never reach a person.
    const PROGRAM_WORDS: [&str; 26] = [
        "struct",
        "enum",
        "variant identifier",
        "field identifier",
        "unit variant",
        "Envelope",
        "Designer",
        "HandFile",
        "GameSpec",
        "SavedDeal",
        "ChineseTable",
        "OfcTable",
        "Draw32Entry",
        "Seating",
        "GameMarks",
        "DealForm",
        "Progress",
        "Version",
        "Head",
        "Body",
        "Vec<",
        "Option<",
        "u64",
        "usize",
        "u32",
        "::",
    ];

    /// A readable message: no program word, no long run of the input, short.
    fn assert_plain(message: &str, context: &str) {
        for word in PROGRAM_WORDS {
            // Whole words only: a field may be called "structure".
            let found = message.match_indices(word).any(|(at, _)| {
                let before = message[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
                let after = message[at + word.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric());
                before && after
            });
            assert!(!found, "{word} in the message for {context}: {message}");
        }
        assert!(!message.contains(&"x".repeat(41)), "input quoted whole for {context}: {}", &message[..200]);
        assert!(
            message.chars().count() <= MESSAGE_CHARS + 60,
            "{} characters for {context}: {message}",
            message.chars().count()
        );
    }

    /// Reads `text` as the store keeps it, with that store's own type (every store: a store added
    /// without a reader here does not compile).
    fn read_as(store: Store, text: &str) -> Result<(), String> {
        fn go<T: DeserializeOwned>(text: &str) -> Result<(), String> {
            read::<T>(text).map(|_| ())
        }
        match store {
            Store::Hand => go::<HandFile>(text),
            Store::History => go::<Vec<HandFile>>(text),
            Store::Settings => go::<Settings>(text),
            Store::Deal => go::<SavedDeal>(text),
            Store::Chinese => go::<ChineseTable>(text),
            Store::Ofc => go::<OfcTable>(text),
            Store::Draw32 => go::<Draw32Entry>(text),
            Store::Table => go::<Seating>(text),
            Store::Games => go::<GameMarks>(text),
            Store::DealForm => go::<DealForm>(text),
            Store::Drills => go::<Progress>(text),
            Store::Designer => go::<Designer>(text),
            Store::MyGames => go::<Vec<GameSpec>>(text),
            Store::Evening => go::<crate::model::tonight::SavedTonight>(text),
        }
    }

    fn hand() -> HandFile {
        let rules =
            Catalogue::builtin().get("double-board/high-high-hand").unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 0, 25, 100).to_file()
    }

    /// A value each store keeps, as JSON.
    fn sample(store: Store) -> Value {
        let to = |v: &dyn erased::Json| v.json();
        match store {
            Store::Hand => to(&hand()),
            Store::History => to(&vec![hand(), hand()]),
            Store::Settings => to(&Settings::default()),
            Store::Deal => to(&SavedDeal::of(&crate::model::dealing::sample_dealing())),
            Store::Chinese => to(&ChineseTable::default()),
            Store::Ofc => to(&OfcTable::default()),
            Store::Draw32 => to(&Draw32Entry::default()),
            Store::Table => to(&Seating::default()),
            Store::Games => to(&GameMarks::default()),
            Store::DealForm => to(&DealForm::default()),
            Store::Drills => to(&Progress::default()),
            Store::Designer => to(&Designer::default()),
            Store::MyGames => to(&vec![Catalogue::builtin().declared().next().unwrap().clone()]),
            Store::Evening => {
                to(&crate::model::tonight::Tonight::start(&["Ann", "Ben"], 100, "").unwrap().saved())
            }
        }
    }

    /// `serde_json::to_value` behind a trait object, so `sample` has one arm per store.
    mod erased {
        pub trait Json {
            fn json(&self) -> serde_json::Value;
        }
        impl<T: serde::Serialize> Json for T {
            fn json(&self) -> serde_json::Value {
                serde_json::to_value(self).unwrap()
            }
        }
    }

    fn stored(data: &Value) -> String {
        json!({"schema": 1, "data": data}).to_string()
    }

    /// Every value inside `value` replaced, one at a time, by each of `by` (at most `limit` places,
    /// spread over the value), and every field of an object left out.
    fn mutations(value: &Value, by: &[Value], limit: usize) -> Vec<Value> {
        fn places(value: &Value, at: Vec<String>, out: &mut Vec<Vec<String>>) {
            out.push(at.clone());
            match value {
                Value::Object(map) => {
                    for (k, v) in map {
                        let mut next = at.clone();
                        next.push(k.clone());
                        places(v, next, out);
                    }
                }
                Value::Array(items) => {
                    for (i, v) in items.iter().enumerate().take(3) {
                        let mut next = at.clone();
                        next.push(i.to_string());
                        places(v, next, out);
                    }
                }
                _ => {}
            }
        }
        let mut all = Vec::new();
        places(value, Vec::new(), &mut all);
        let step = all.len().div_ceil(limit).max(1);
        let mut out = Vec::new();
        for at in all.iter().step_by(step) {
            for replacement in by {
                let mut changed = value.clone();
                let pointer: String = at.iter().map(|s| format!("/{s}")).collect();
                *changed.pointer_mut(&pointer).unwrap() = replacement.clone();
                out.push(changed);
            }
            if let Some((last, parent)) = at.split_last() {
                let mut changed = value.clone();
                let pointer: String = parent.iter().map(|s| format!("/{s}")).collect();
                if let Some(Value::Object(map)) = changed.pointer_mut(&pointer) {
                    map.remove(last);
                    out.push(changed);
                }
            }
        }
        out
    }

    /// Damaged stored texts of `store`: truncated, every part of a sample of the wrong type or a
    /// long string, and the other stores' values.
    fn damaged(store: Store) -> Vec<String> {
        let long = Value::String("x".repeat(50_000));
        let by = [long, json!(-7), json!(1.5), json!([]), json!({}), Value::Null, json!(true), json!("x")];
        let good = stored(&sample(store));
        let mut texts: Vec<String> =
            (0..good.len()).step_by(good.len() / 12 + 1).map(|n| good[..n].to_string()).collect();
        texts.extend(mutations(&sample(store), &by, 40).iter().map(stored));
        texts.extend(Store::ALL.iter().filter(|s| **s != store).map(|s| stored(&sample(*s))));
        texts
    }

    #[test]
    fn issue_36_every_store_read_damaged_says_where_and_what_and_never_a_type_name() {
        let huge = "x".repeat(3_000_000);
        let three_megabytes = [
            format!("\"{huge}\""),
            format!(r#"{{"schema":1,"data":"{huge}"}}"#),
            format!(r#"{{"schema":"{huge}","data":{{}}}}"#),
            format!(r#"{{"schema":1,"data":{{"{huge}":1}}}}"#),
            format!(r#"{{"schema":1,"data":["{huge}"]}}"#),
            huge.clone(),
        ];
        let mut refused = 0;
        for store in Store::ALL {
            assert!(read_as(store, &stored(&sample(store))).is_ok(), "the sample of {store:?} reads");
            for text in damaged(store).iter().chain(&three_megabytes) {
                if let Err(message) = read_as(store, text) {
                    refused += 1;
                    assert_plain(&message, &format!("{store:?} from {}", crate::engine::text::excerpt(text)));
                }
            }
        }
        assert!(refused > 1_000, "{refused} damaged values refused");
    }

    #[test]
    fn issue_36_a_stored_value_says_where_in_words() {
        let settings = r#"{"schema":1,"data":{"two_colour":"yes"}}"#;
        assert_eq!(
            read::<Settings>(settings).err().unwrap(),
            "two_colour: found text \"yes\", expected true or false (line 1, column 38)"
        );
        let designer = format!(r#"{{"schema":1,"data":"{}"}}"#, "x".repeat(3_000_000));
        let said = read::<Designer>(&designer).err().unwrap();
        assert_eq!(
            said,
            format!(
                "found text \"{}…\", expected an object in {{ }} (line 1, column 3000021)",
                "x".repeat(40)
            )
        );
        assert_eq!(read::<Settings>("").err().unwrap(), "there is nothing in it");
        assert_eq!(
            read::<Settings>(r#"{"schema":2,"data":7}"#).err().unwrap(),
            "it was saved by another version (schema 2)"
        );
        let (value, version) = read::<Settings>(&envelope(Version { id: 5, replaces: 3 }, "{}")).unwrap();
        assert_eq!((value, version), (Settings::default(), Version { id: 5, replaces: 3 }));
        assert_eq!(stamp(&envelope(Version { id: 5, replaces: 3 }, "{}")), Version { id: 5, replaces: 3 });
    }

    #[test]
    fn issue_36_every_export_read_damaged_is_plain() {
        for store in Store::ALL.into_iter().filter(|s| !s.exports_hand_files()) {
            let mut refused = 0;
            for text in damaged(store) {
                let Ok(Value::Object(mut env)) = serde_json::from_str::<Value>(&text) else { continue };
                env.insert("cap_export".into(), store.id().into());
                if let Some(Err(message)) =
                    stores::read(&Value::Object(env).to_string(), &crate::engine::games::Registry::builtin())
                {
                    refused += 1;
                    assert_plain(&message, &format!("the export of {store:?}"));
                }
            }
            assert!(refused > 10, "{store:?}: {refused}");
        }
    }

    #[test]
    fn issue_36_hand_files_hand_links_game_files_and_game_links_damaged_are_plain() {
        use crate::engine::game::declaration;
        use crate::engine::hand_file::link_of;
        let long = Value::String("x".repeat(50_000));
        let by = [long, json!(-7), json!(1.5), json!([]), json!({}), Value::Null, json!("x")];
        let hand = serde_json::to_value(hand()).unwrap();
        let spec = serde_json::to_value(Catalogue::builtin().declared().next().unwrap()).unwrap();
        let mut texts: Vec<String> = ["", "{", "[", "\"x\"", "7", "null"].map(String::from).to_vec();
        texts.push("x".repeat(3_000_000));
        let hands: Vec<String> =
            texts.iter().cloned().chain(mutations(&hand, &by, 60).iter().map(Value::to_string)).collect();
        for text in hands {
            if let Err(e) = HandFile::from_json(&text) {
                assert_plain(&e.message, "a hand file");
            }
            if let Err(e) = from_fragment(&link_of("hand", &text)) {
                assert_plain(&e.message, "a hand link");
            }
        }
        let games: Vec<String> =
            texts.iter().cloned().chain(mutations(&spec, &by, 80).iter().map(Value::to_string)).collect();
        for text in games {
            if let Err(e) = declaration::parse(&text) {
                assert_plain(&e.to_string(), "a game file");
            }
            if let Err(e) = game_from_fragment(&link_of("game", &text)) {
                assert_plain(&e.message, "a game link");
            }
        }
    }
}
