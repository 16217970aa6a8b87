//! Text that people typed, echoed in messages only as a short excerpt (a damaged file must not turn
//! into a three-million-character alert), and counts in words. How names are read and compared is
//! the seating rule's ([`crate::engine::seating::name_key`]).

/// The longest excerpt of someone's input a message repeats, in characters.
pub const EXCERPT_CHARS: usize = 40;

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
    fn excerpts_cut_long_text_on_a_character_boundary() {
        let long = "♠".repeat(50);
        assert_eq!(excerpt(&long), format!("{}…", "♠".repeat(40)));
        assert_eq!(excerpt(&"a".repeat(40)), "a".repeat(40));
    }
}
