//! Small text helpers the screens share.

/// "+3", "-2", "0": a score with its sign.
pub fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// The text with its first letter in capitals ("fouled: …" → "Fouled: …"). ASCII only: the texts
/// are the engine's, which start with an ASCII letter, and Unicode's case tables would cost the
/// browser bundle about 12 KB.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| format!("{}{}", c.to_ascii_uppercase(), chars.as_str())).unwrap_or_default()
}

/// A count with its thousands marked, as the history counts its hands: 20000 → "20,000".
pub fn thousands(n: usize) -> String {
    crate::engine::pot::money(n as u64, 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_score_shows_its_sign_and_zero_has_none() {
        assert_eq!([signed(3), signed(-2), signed(0)], ["+3", "-2", "0"]);
    }

    #[test]
    fn only_the_first_letter_is_capitalised() {
        assert_eq!(capitalised("fouled: the middle"), "Fouled: the middle");
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("élan"), "élan", "ASCII only");
    }

    #[test]
    fn thousands_are_marked_every_three_digits() {
        assert_eq!(
            [thousands(0), thousands(999), thousands(1000), thousands(20000), thousands(1234567)],
            ["0", "999", "1,000", "20,000", "1,234,567"]
        );
    }
}
