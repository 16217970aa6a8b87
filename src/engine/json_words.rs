//! JSON that cannot be read, in words a person reads: the one place every reader of JSON input
//! (hand files, shared links, game files, exports, the values kept in the browser) turns serde's
//! error into a message (issue 36).
//!
//! Why one place: serde's own words name the program's types (`expected struct Envelope`), quote
//! the input whole (a damaged three-megabyte value became a three-million-character message) and
//! say `EOF while parsing a value at line 1 column 0` for an empty link. Each reader rewording them
//! on its own drifted; here every message:
//! - says **where**: the field in words ("player 2's cards") or as a JSON path
//!   (`points[1].ranking`, the declaration's words, which the designer and `cap` use too), and the
//!   line and column;
//! - says **what** in plain words ("found text, expected a whole number, 0 or more"; "the text ends
//!   in the middle of an object"), never a Rust type name;
//! - quotes the input only as an excerpt ([`crate::engine::text::excerpt`]), and is short
//!   ([`MESSAGE_CHARS`]), however long or deep the input.

use std::fmt;

use serde::de::DeserializeOwned;

use crate::engine::text::{count, excerpt, short_message};

/// The longest message this module gives, in characters: it says what is wrong, not the input.
pub const MESSAGE_CHARS: usize = 300;

/// How many steps of a path a message names (the last ones: deeply nested input stays short).
const PLACE_STEPS: usize = 4;

/// One step of where the problem is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Step {
    /// A field or a map's key (cut to an excerpt: keys can be input).
    Key(String),
    /// An item of a list, from 0.
    Index(usize),
}

/// Why some JSON text could not be read as what was expected: where, and what, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonProblem {
    steps: Vec<Step>,
    what: String,
    line: usize,
    column: usize,
}

impl JsonProblem {
    /// Where, as a JSON path: `points[1].ranking` (empty at the top).
    pub fn path(&self) -> String {
        let mut out = String::new();
        let skipped = self.steps.len().saturating_sub(PLACE_STEPS);
        if skipped > 0 {
            out.push('…');
        }
        for step in &self.steps[skipped..] {
            match step {
                Step::Key(k) if out.is_empty() => out.push_str(k),
                Step::Key(k) => out.push_str(&format!(".{k}")),
                Step::Index(i) => out.push_str(&format!("[{i}]")),
            }
        }
        out
    }

    /// Where, in words: "player 2's cards ring", "points item 2 ranking" (empty at the top).
    pub fn place(&self) -> String {
        let mut out = String::new();
        let mut after_player = false;
        let mut last_key = "";
        let skipped = self.steps.len().saturating_sub(PLACE_STEPS);
        if skipped > 0 {
            out.push('…');
        }
        for step in &self.steps[skipped..] {
            match step {
                Step::Index(index) if last_key == "players" => {
                    out = format!("player {}", index + 1);
                    after_player = true;
                }
                Step::Index(index) if out.is_empty() => out = format!("item {}", index + 1),
                Step::Index(index) => out.push_str(&format!(" item {}", index + 1)),
                Step::Key(key) => {
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
            }
        }
        out
    }

    /// What is wrong, in words, without where.
    pub fn what(&self) -> &str {
        &self.what
    }

    /// The problem with the line and column: "found null, expected true or false (line 1,
    /// column 9)".
    pub fn what_and_line(&self) -> String {
        if self.line > 0 {
            format!("{} (line {}, column {})", self.what, self.line, self.column)
        } else {
            self.what.clone()
        }
    }

    /// The problem inside a wrapper's field `key` (a stored value's `data`): the path starts below
    /// it, since the person never wrote the wrapper.
    pub fn within(mut self, key: &str) -> JsonProblem {
        if self.steps.first() == Some(&Step::Key(key.to_string())) {
            self.steps.remove(0);
        }
        self
    }

    fn from_serde(steps: Vec<Step>, inner: &serde_json::Error, text: &str) -> JsonProblem {
        if text.trim().is_empty() {
            // Where in nothing says nothing.
            return JsonProblem { steps, what: "there is nothing in it".into(), line: 0, column: 0 };
        }
        JsonProblem { steps, what: reword(inner), line: inner.line(), column: inner.column() }
    }
}

/// "where: what (line L, column C)", cut to [`MESSAGE_CHARS`].
impl fmt::Display for JsonProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = self.place();
        let whole = if place.is_empty() {
            self.what_and_line()
        } else {
            format!("{place}: {}", self.what_and_line())
        };
        f.write_str(&cut(&whole))
    }
}

impl std::error::Error for JsonProblem {}

/// `text` cut to [`MESSAGE_CHARS`] characters, with "…".
fn cut(text: &str) -> String {
    match text.char_indices().nth(MESSAGE_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Reads `text` as `T` (a UTF-8 byte-order mark at the start, which some editors write, is
/// skipped); the error says where and what in words.
///
/// ```
/// use cap::engine::json_words::from_json;
/// #[derive(serde::Deserialize, Debug)]
/// struct Stake { chip: u64 }
/// let e = from_json::<Stake>(r#"{"chip": "ten"}"#).unwrap_err();
/// assert_eq!(e.to_string(), "chip: found text \"ten\", expected a whole number, 0 or more (line 1, column 14)");
/// assert_eq!(from_json::<Stake>("").unwrap_err().to_string(), "there is nothing in it");
/// let e = from_json::<Stake>("true").unwrap_err().to_string();
/// assert!(!e.contains("struct") && !e.contains("Stake"), "{e}");
/// ```
pub fn from_json<T: DeserializeOwned>(text: &str) -> Result<T, JsonProblem> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut de = serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut de)
        .map_err(|e| JsonProblem::from_serde(steps(e.path()), e.inner(), text))?;
    de.end().map_err(|e| JsonProblem::from_serde(Vec::new(), &e, text))?;
    Ok(value)
}

fn steps(path: &serde_path_to_error::Path) -> Vec<Step> {
    use serde_path_to_error::Segment;
    path.iter()
        .filter_map(|segment| match segment {
            Segment::Seq { index } => Some(Step::Index(*index)),
            Segment::Map { key } | Segment::Enum { variant: key } => Some(Step::Key(excerpt(key))),
            Segment::Unknown => None,
        })
        .collect()
}

/// serde's wording made plain: type names become words, backticks become quotes, and any quoted
/// input longer than an excerpt is cut. The line and column are left out (the caller adds them).
fn reword(inner: &serde_json::Error) -> String {
    let mut message = inner.to_string();
    // serde_json appends " at line L column C"; the caller puts them after our words.
    if inner.line() > 0 {
        if let Some(at) = message.rfind(" at line ") {
            message.truncate(at);
        }
    }
    let m = message.as_str();
    if let Some(field) = between(m, "duplicate field `", "`") {
        return format!("\"{}\" is given twice", excerpt(&field));
    }
    if let Some(field) = between(m, "missing field `", "`") {
        return format!("\"{}\" is missing", excerpt(&field));
    }
    if let Some(field) = between(m, "unknown field `", "`") {
        return format!("unknown field \"{}\" (the fields are: {})", excerpt(&field), listed(m));
    }
    if let Some(value) = between(m, "unknown variant `", "`") {
        return format!("unknown value \"{}\" (the values are: {})", excerpt(&value), listed(m));
    }
    if m.starts_with("data did not match any variant") {
        return "this is none of the forms it can take".into();
    }
    let found_expected = m
        .strip_prefix("invalid type: ")
        .or(m.strip_prefix("invalid value: "))
        .and_then(|r| r.rsplit_once(", expected "));
    if let Some((found, expected)) = found_expected {
        return format!("found {}, expected {}", found_words(found), expected_words(expected));
    }
    if let Some((length, expected)) =
        m.strip_prefix("invalid length ").and_then(|r| r.split_once(", expected "))
    {
        // A struct may be written as a list of its fields: too few of them is still "a list".
        let expected = expected_words(expected);
        let found = match length.parse() {
            Ok(n) if !expected.starts_with("an object") => count(n, "item"),
            _ => "a list".into(),
        };
        return format!("found {found}, expected {expected}");
    }
    let plain = [
        ("EOF while parsing", "the text ends in the middle of"),
        ("expected value", "a value it can take was expected here"),
        ("trailing characters", "there is more after the end of the value"),
        ("key must be a string", "a field's name must be text in quotes"),
        ("recursion limit exceeded", "it is nested too deeply"),
        (
            "control character (\\u0000-\\u001F) found while parsing a string",
            "text in quotes holds a line break or another control character",
        ),
    ];
    let mut m = m.to_string();
    for (serde, ours) in plain {
        m = m.replace(serde, ours);
    }
    short_message(&unnamed(&m.replace('`', "\"")))
}

/// The names after ", expected one of" in a serde message, without backticks, cut short.
fn listed(message: &str) -> String {
    let known = message.split_once(", expected ").map(|(_, k)| k.replace('`', "")).unwrap_or_default();
    let known = known.strip_prefix("one of ").unwrap_or(&known);
    if known.chars().count() > 120 {
        let cut: String = known.chars().take(120).collect();
        let cut = cut.rsplit_once(", ").map_or(cut.as_str(), |(keep, _)| keep);
        format!("{cut}, …")
    } else if known.is_empty() || known.starts_with("there are no") {
        "none".into()
    } else {
        known.to_string()
    }
}

/// What serde found, in words: `string "x"` → `text "x"` (cut), `integer \`5\`` → `5`.
fn found_words(found: &str) -> String {
    if let Some(text) = found.strip_prefix("string ") {
        let inner = text.strip_prefix('"').and_then(|t| t.strip_suffix('"')).unwrap_or(text);
        return format!("text \"{}\"", excerpt(inner));
    }
    for number in ["integer `", "floating point `"] {
        if let Some(n) = found.strip_prefix(number).and_then(|n| n.strip_suffix('`')) {
            return format!("the number {}", excerpt(n));
        }
    }
    match found {
        "map" => "an object".into(),
        "sequence" => "a list".into(),
        "null" | "unit value" | "unit" | "Option value" => "null".into(),
        "boolean `true`" => "true".into(),
        "boolean `false`" => "false".into(),
        other if other.starts_with("character `") => format!("\"{}\"", excerpt(&other[11..other.len() - 1])),
        _ => "another kind of value".into(),
    }
}

/// What serde expected, in words: every Rust type name becomes the JSON it is written as.
fn expected_words(expected: &str) -> String {
    let e = expected.trim();
    let words = match e {
        "u8" | "u16" | "u32" | "u64" | "u128" | "usize" => "a whole number, 0 or more",
        "i8" | "i16" | "i32" | "i64" | "i128" | "isize" => "a whole number",
        "f32" | "f64" => "a number",
        "a boolean" | "bool" => "true or false",
        "a string" | "a borrowed string" | "string" => "text in quotes",
        "a character" | "char" => "one character in quotes",
        "a sequence" => "a list in [ ]",
        "a map" => "an object in { }",
        "unit" => "null",
        "variant identifier" | "field identifier" => "a name in quotes",
        _ => "",
    };
    if !words.is_empty() {
        return words.into();
    }
    if e.starts_with("tuple struct ") || e.starts_with("tuple variant ") || e.starts_with("a tuple") {
        return "a list in [ ]".into();
    }
    if e.starts_with("struct ") || e.starts_with("internally tagged ") || e.starts_with("adjacently tagged ")
    {
        return "an object in { }".into();
    }
    if e.starts_with("unit struct ") {
        return "null".into();
    }
    if e.starts_with("enum ") || e.starts_with("untagged enum ") || e.starts_with("newtype struct ") {
        return "one of the values it can take".into();
    }
    unnamed(e)
}

/// The program's words that must not reach a person, as the JSON they stand for, wherever they
/// are left in a message (a custom error, a wording serde adds later): "struct Designer" → "an
/// object".
fn unnamed(message: &str) -> String {
    let mut out = String::new();
    let mut words = message.split(' ').peekable();
    while let Some(word) = words.next() {
        let named = match word {
            "struct" | "tuple" | "enum" | "variant" | "newtype" => {
                words.next_if(|w| w.chars().next().is_some_and(char::is_uppercase) || *w == "struct");
                words.next_if(|w| w.chars().next().is_some_and(char::is_uppercase));
                true
            }
            _ => false,
        };
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(if named { "a value" } else { word });
    }
    out
}

fn between(text: &str, start: &str, end: &str) -> Option<String> {
    let rest = &text[text.find(start)? + start.len()..];
    Some(rest[..rest.find(end)?].to_string())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde::Deserialize;

    use super::*;

    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct Seat {
        name: String,
        chips: u64,
        out: bool,
        kind: Kind,
    }

    #[derive(Deserialize, Debug)]
    #[serde(rename_all = "kebab-case")]
    enum Kind {
        Player,
        Dealer,
    }

    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct Table {
        players: Vec<Seat>,
        marks: BTreeMap<String, Pair>,
    }

    #[derive(Deserialize, Debug)]
    #[allow(dead_code)]
    struct Pair(u8, i32);

    fn said(text: &str) -> String {
        from_json::<Table>(text).unwrap_err().to_string()
    }

    /// The program's names that must never reach a person.
    const NAMES: [&str; 8] = ["struct", "enum", "Table", "Seat", "Kind", "Pair", "u64", "variant"];

    fn plain(message: &str) {
        for name in NAMES {
            assert!(!message.contains(name), "{name} in {message}");
        }
        assert!(message.chars().count() <= MESSAGE_CHARS + 1, "{} characters", message.chars().count());
    }

    #[test]
    fn where_and_what_in_words() {
        let seat = r#"{"name":"Ann","chips":5,"out":false,"kind":"player"}"#;
        assert_eq!(said(""), "there is nothing in it");
        assert_eq!(said("  \n"), "there is nothing in it");
        assert_eq!(
            said(r#"{"players":[{"#),
            "player 1: the text ends in the middle of an object (line 1, column 13)"
        );
        assert_eq!(said("[]"), "found a list, expected an object in { } (line 1, column 2)");
        assert_eq!(
            said(&format!(r#"{{"players":[{seat},{{"name":"Ben","chips":-1}}]}}"#)),
            "player 2's chips: found the number -1, expected a whole number, 0 or more (line 1, column 89)"
        );
        assert_eq!(
            said(&format!(r#"{{"players":[{}]}}"#, seat.replace("\"player\"", "\"croupier\""))),
            "player 1's kind: unknown value \"croupier\" (the values are: player or dealer) (line 1, column 65)"
        );
        assert_eq!(
            said(&format!(r#"{{"players":[{}]}}"#, seat.replace("\"player\"", "7"))),
            "player 1's kind: a value it can take was expected here (line 1, column 56)"
        );
        assert_eq!(
            said(r#"{"players":[],"marks":{"a":[1]}}"#),
            "marks a: found 1 item, expected a list in [ ] (line 1, column 30)"
        );
        assert_eq!(said(r#"{"players":[]}"#), "\"marks\" is missing (line 1, column 14)");
        assert_eq!(
            said(r#"{"players":[],"marks":{}} x"#),
            "there is more after the end of the value (line 1, column 27)"
        );
        assert_eq!(
            said(r#"{"players":[{"name":null}]}"#),
            "player 1's name: found null, expected text in quotes (line 1, column 24)"
        );
    }

    #[test]
    fn issue_36_no_type_name_and_no_long_quote_reaches_a_person() {
        let huge = "x".repeat(3_000_000);
        let deep = "[".repeat(200);
        let inputs = [
            format!("\"{huge}\""),
            format!(r#"{{"players":"{huge}"}}"#),
            format!(r#"{{"players":[{{"name":"Ann","chips":"{huge}"}}]}}"#),
            format!(r#"{{"players":[{{"name":"Ann","chips":1,"out":true,"kind":"{huge}"}}]}}"#),
            format!(r#"{{"marks":{{"{huge}":"x"}}}}"#),
            format!(r#"{{"{huge}":1}}"#),
            huge.clone(),
            deep,
            "{\"players\":[{\"name\":\"Ann\"".into(),
            "7".into(),
            "null".into(),
            "true".into(),
            "{\"players\":{}}".into(),
            "{\"players\":[{\"kind\":{}}]}".into(),
            "{\"players\":[{\"kind\":[1]}]}".into(),
            "{\"players\":[{\"chips\":1.5}]}".into(),
            "{\"players\":[{\"name\":\"a\nb\"}]}".into(),
            "{\"marks\":{\"a\":{}}}".into(),
            "{\"marks\":{\"a\":[1,2,3]}}".into(),
            "{\"marks\":{\"a\":[\"x\",2]}}".into(),
            "{\"marks\":{\"a\":[300,2]}}".into(),
            "{'players':[]}".into(),
            "{\"players\":[],}".into(),
        ];
        for input in &inputs {
            let message = said(input);
            plain(&message);
            assert!(!message.contains(&"x".repeat(41)), "a long quote: {}", excerpt(&message));
        }
    }

    #[test]
    fn a_wrapper_field_is_not_part_of_where() {
        #[derive(Deserialize, Debug)]
        #[allow(dead_code)]
        struct Wrapper {
            data: Table,
        }
        let e = from_json::<Wrapper>(r#"{"data":{"players":7}}"#).unwrap_err().within("data");
        assert_eq!(e.place(), "players");
        assert_eq!(e.path(), "players");
        assert_eq!(e.what(), "found the number 7, expected a list in [ ]");
    }

    #[test]
    fn paths_are_written_as_json_and_deep_ones_are_cut() {
        let e = from_json::<Table>(r#"{"players":[{"name":"Ann","chips":"x"}]}"#).unwrap_err();
        assert_eq!(e.path(), "players[0].chips");
        let nested = from_json::<Vec<Vec<Vec<Vec<Vec<Vec<u8>>>>>>>("[[[[[[true]]]]]]").unwrap_err();
        assert_eq!(nested.path(), "…[0][0][0][0]");
        assert_eq!(nested.place(), "… item 1 item 1 item 1 item 1");
    }

    #[test]
    fn leftover_type_names_become_words() {
        assert_eq!(unnamed("expected struct Designer here"), "expected a value here");
        assert_eq!(unnamed("found a tuple struct Pair"), "found a a value");
        assert_eq!(expected_words("struct variant Rule::Any"), "an object in { }");
        assert_eq!(expected_words("adjacently tagged enum Choice"), "an object in { }");
        assert_eq!(
            expected_words("an action: {\"player\", \"act\"} or {\"street\"}"),
            "an action: {\"player\", \"act\"} or {\"street\"}"
        );
    }
}
