//! Text that people typed, as people read it: names compared the way a person would (case and
//! invisible characters do not make two names different), and input echoed in messages only as a
//! short excerpt (a damaged file must not turn into a three-million-character alert).

/// The longest excerpt of someone's input a message repeats, in characters.
pub const EXCERPT_CHARS: usize = 40;

/// The name as people read it, for comparing names: surrounding spaces trimmed, runs of spaces
/// made one, control and invisible format characters (NUL, zero-width space, the byte-order mark,
/// direction marks, soft hyphen) removed, and letters lowercased. "Ann", " ann " and "A\u{200b}nn"
/// are the same name; a name whose key is empty is no name at all.
///
/// ```
/// use cap::engine::text::name_key;
/// assert_eq!(name_key(" A\u{200b}nn\u{0} "), name_key("ann"));
/// assert_eq!(name_key("\u{200b}\u{0}"), "");
/// ```
pub fn name_key(name: &str) -> String {
    let visible: String = name.chars().filter(|&c| !is_invisible(c)).collect();
    visible.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Whether a name, read as people read it, is empty.
pub fn is_blank_name(name: &str) -> bool {
    name_key(name).is_empty()
}

/// Control characters and the invisible format characters (Unicode category Cf) a name can hide.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00ad}'
                | '\u{034f}'
                | '\u{061c}'
                | '\u{115f}'
                | '\u{1160}'
                | '\u{17b4}'
                | '\u{17b5}'
                | '\u{180b}'..='\u{180f}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{3164}'
                | '\u{fe00}'..='\u{fe0f}'
                | '\u{feff}'
                | '\u{ffa0}'
                | '\u{fff0}'..='\u{fffb}'
                | '\u{e0000}'..='\u{e0fff}'
        )
}

/// `text` cut to [`EXCERPT_CHARS`] characters with "…" when longer, so a message quotes input
/// without repeating all of it.
///
/// ```
/// use cap::engine::text::excerpt;
/// assert_eq!(excerpt("AsKd"), "AsKd");
/// assert_eq!(excerpt(&"x".repeat(100)).chars().count(), 41);
/// ```
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// The longest message, in characters: a message says what is wrong, it does not carry the input.
pub const MESSAGE_CHARS: usize = 1_000;

/// A message made safe to show: every quoted run longer than an excerpt is cut to one, and the
/// whole message to [`MESSAGE_CHARS`], so no input, however long, comes back whole; control
/// characters are escaped, so the message is one line.
///
/// ```
/// use cap::engine::text::short_message;
/// let long = "x".repeat(1_000);
/// assert_eq!(short_message(&format!("unknown game \"{long}\"")), format!("unknown game \"{}…\"", "x".repeat(40)));
/// assert!(short_message(&"y".repeat(5_000)).chars().count() <= 1_001);
/// assert_eq!(short_message("\"A\nB\" is not a card"), "\"A\\nB\" is not a card");
/// ```
pub fn short_message(message: &str) -> String {
    let mut out = String::new();
    for (i, part) in message.split('"').enumerate() {
        if i > 0 {
            out.push('"');
        }
        if i % 2 == 1 {
            out.push_str(&excerpt(part));
        } else {
            out.push_str(part);
        }
    }
    // One line: control characters in the input (a newline in a name) are written as escapes.
    let out: String = out
        .chars()
        .flat_map(|c| if c.is_control() { c.escape_debug().collect::<Vec<_>>() } else { vec![c] })
        .collect();
    match out.char_indices().nth(MESSAGE_CHARS) {
        Some((end, _)) => format!("{}…", &out[..end]),
        None => out,
    }
}

/// "1 hole card", "2 hole cards": a count with its noun, singular for one.
///
/// ```
/// use cap::engine::text::count;
/// assert_eq!(count(1, "hole card"), "1 hole card");
/// assert_eq!(count(0, "chip"), "0 chips");
/// ```
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_read_the_same_have_the_same_key() {
        for same in ["ANN", "ann", " Ann\t", "A\u{200b}nn", "Ann\u{0}", "\u{feff}Ann", "An\u{ad}n"] {
            assert_eq!(name_key(same), "ann", "{same:?}");
        }
        assert_ne!(name_key("Ann B"), name_key("AnnB"));
        assert_eq!(name_key("Ann   B"), name_key("ann b"));
        for blank in ["", "   ", "\u{0}", "\u{200b}\u{200d}", "\u{2060}"] {
            assert!(is_blank_name(blank), "{blank:?}");
        }
    }

    #[test]
    fn excerpts_cut_long_text_on_a_character_boundary() {
        let long = "♠".repeat(50);
        assert_eq!(excerpt(&long), format!("{}…", "♠".repeat(40)));
        assert_eq!(excerpt(&"a".repeat(40)), "a".repeat(40));
    }
}
