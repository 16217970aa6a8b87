//! Small text helpers the scorers' screens share.

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
}
