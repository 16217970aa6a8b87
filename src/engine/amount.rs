//! The range of amounts the engine accepts, checked once where amounts come in (hand files, table
//! set-up), so that no sum or product of money can wrap inside the engine.
//!
//! Invariant: every amount of money (a contribution, a blind, the chip, a player's chips) is at
//! most [`MAX_MONEY`], and so is every total of them (a pot, everyone's chips). With at most 24
//! players that keeps every sum far below `u64::MAX`, and every amount exact in a JSON reader that
//! uses doubles (JavaScript's numbers are exact up to 2^53). Inside the engine, functions that are
//! given amounts directly (side pots, settlement) check with checked arithmetic as well.

/// The largest amount of money: 2^52 = 4,503,599,627,370,496.
pub const MAX_MONEY: u64 = 1 << 52;

/// The limit in words, for messages.
pub const LIMIT_WORDS: &str = "amounts up to 2^52 (4,503,599,627,370,496) are supported";

/// `value` if it is within the range; otherwise a message naming `what` ("Ann's contributed").
///
/// ```
/// use cap::engine::amount::check;
/// assert_eq!(check(100, "Ann's contributed"), Ok(100));
/// assert!(check(1 << 63, "Ann's contributed").unwrap_err().starts_with("Ann's contributed 9223372036854775808 is too large"));
/// ```
pub fn check(value: u64, what: &str) -> Result<u64, String> {
    if value > MAX_MONEY {
        return Err(format!("{what} {value} is too large: {LIMIT_WORDS}"));
    }
    Ok(value)
}

/// The sum of `values` if it is within the range; otherwise a message naming `what` ("the pot").
pub fn total(values: impl IntoIterator<Item = u64>, what: &str) -> Result<u64, String> {
    let mut sum = 0u64;
    for v in values {
        sum = sum.checked_add(v).filter(|&s| s <= MAX_MONEY).ok_or_else(|| too_large(what))?;
    }
    Ok(sum)
}

/// `units * chip` in money if within the range; otherwise a message naming `what`.
pub fn times(units: u64, chip: u64, what: &str) -> Result<u64, String> {
    units.checked_mul(chip).filter(|&m| m <= MAX_MONEY).ok_or_else(|| too_large(what))
}

fn too_large(what: &str) -> String {
    format!("{what} is too large: {LIMIT_WORDS}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_is_inclusive_and_sums_and_products_are_checked() {
        assert_eq!(check(MAX_MONEY, "x"), Ok(MAX_MONEY));
        assert!(check(MAX_MONEY + 1, "x").is_err());
        assert_eq!(total([MAX_MONEY - 1, 1], "the pot"), Ok(MAX_MONEY));
        assert_eq!(
            total([MAX_MONEY, 1], "the pot").unwrap_err(),
            format!("the pot is too large: {LIMIT_WORDS}")
        );
        assert!(total([u64::MAX, u64::MAX], "the pot").is_err());
        assert_eq!(times(1 << 26, 1 << 26, "x"), Ok(MAX_MONEY));
        assert!(times(1 << 32, 1 << 32, "x").is_err());
    }
}
