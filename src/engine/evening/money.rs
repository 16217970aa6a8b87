//! What a chip is worth: an exact decimal amount of money, or nothing at all ("chips only").
//!
//! Why decimals kept as whole minor units and never floats: the settle-up says who pays whom to the
//! cent, and the money in must equal the money out exactly; 0.1 + 0.2 in floating point does not.
//! A chip value of "0.25" is kept as 25 units of 10^-2, every amount of money is a whole number of
//! those units, and it is written back with the same two decimals.
//!
//! Invariant: `minor` is at least 1 and at most [`MAX_MONEY`], and `decimals` at most
//! [`MAX_DECIMALS`]. The evening keeps its buy-ins' worth within [`MAX_MONEY`] units (see
//! [`ChipValue::worth`]), so every product of chips and value below it is exact.

use crate::engine::amount::{self, MAX_MONEY};
use crate::engine::text::excerpt;

/// The most decimals a chip value may have: a millionth of the currency is finer than any coin.
pub const MAX_DECIMALS: u8 = 6;

/// What one chip is worth in money, or chips only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct ChipValue {
    /// The value in units of 10^-decimals; `None` for an evening played for chips only.
    money: Option<(u64, u8)>,
}

impl ChipValue {
    /// An evening with no money: nets and transfers are in chips.
    pub fn chips_only() -> ChipValue {
        ChipValue { money: None }
    }

    /// Reads a decimal such as `"0.25"`, `"1"` or `"2.5"`: more than zero, at most six decimals.
    ///
    /// ```
    /// use cap::engine::evening::money::ChipValue;
    /// let v = ChipValue::parse("0.25").unwrap();
    /// assert_eq!(v.money_words(-6), Some("-1.50".to_string()));
    /// assert!(ChipValue::parse("0").unwrap_err().contains("more than 0"));
    /// ```
    pub fn parse(text: &str) -> Result<ChipValue, String> {
        let bad = || {
            format!(
                "the chip value \"{}\" is not an amount of money such as \"0.25\" (digits, at most one point \
                 and {MAX_DECIMALS} decimals)",
                excerpt(text)
            )
        };
        let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() || !digits(whole) || !digits(fraction) || fraction.len() > MAX_DECIMALS as usize {
            return Err(bad());
        }
        if text.ends_with('.') {
            return Err(bad());
        }
        let mut minor: u64 = 0;
        for b in whole.bytes().chain(fraction.bytes()) {
            minor = minor
                .checked_mul(10)
                .and_then(|m| m.checked_add(u64::from(b - b'0')))
                .filter(|&m| m <= MAX_MONEY)
                .ok_or_else(|| {
                    format!("the chip value \"{}\" is too large: {}", excerpt(text), amount::LIMIT_WORDS)
                })?;
        }
        if minor == 0 {
            return Err(format!("the chip value \"{}\" must be more than 0", excerpt(text)));
        }
        Ok(ChipValue { money: Some((minor, fraction.len() as u8)) })
    }

    /// Whether the evening is played for chips only.
    pub fn is_chips_only(&self) -> bool {
        self.money.is_none()
    }

    /// The value as written: `"0.25"`, or `None` for chips only.
    pub fn words(&self) -> Option<String> {
        self.money.map(|(minor, decimals)| write(i128::from(minor), decimals))
    }

    /// The worth of `chips` in money units, if it is within [`MAX_MONEY`]; chips only is always
    /// within. The evening checks its total buy-ins with this, which bounds every other amount.
    pub fn worth(&self, chips: u64, what: &str) -> Result<(), String> {
        match self.money {
            None => Ok(()),
            Some((minor, _)) => amount::times(chips, minor, what).map(|_| ()),
        }
    }

    /// `chips` (a net may be negative) in money, written with the value's decimals: `"-1.50"`;
    /// `None` for chips only.
    pub fn money_words(&self, chips: i64) -> Option<String> {
        self.money.map(|(minor, decimals)| write(i128::from(chips) * i128::from(minor), decimals))
    }
}

/// A whole number of 10^-decimals units written as a decimal: 150 with 2 decimals is "1.50".
fn write(units: i128, decimals: u8) -> String {
    let sign = if units < 0 { "-" } else { "" };
    let units = units.unsigned_abs();
    if decimals == 0 {
        return format!("{sign}{units}");
    }
    let scale = 10u128.pow(u32::from(decimals));
    format!("{sign}{}.{:0width$}", units / scale, units % scale, width = decimals as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_read_and_write_back_exactly() {
        for text in ["1", "0.25", "2.5", "0.000001", "10.00"] {
            assert_eq!(ChipValue::parse(text).unwrap().words().as_deref(), Some(text));
        }
        let v = ChipValue::parse("0.1").unwrap();
        assert_eq!(v.money_words(3).as_deref(), Some("0.3"));
        assert_eq!(v.money_words(-25).as_deref(), Some("-2.5"));
        assert_eq!(ChipValue::chips_only().money_words(5), None);
    }

    #[test]
    fn values_that_are_not_money_are_refused_with_the_text() {
        for text in ["", ".5", "1.", "-1", "1e3", "0.1234567", "1,5", "0.00"] {
            let e = ChipValue::parse(text).unwrap_err();
            assert!(e.contains(&format!("\"{text}\"")), "{e}");
        }
        assert!(ChipValue::parse("4503599627370497").unwrap_err().contains("too large"));
        assert!(ChipValue::parse("4503599627370496").is_ok());
    }

    #[test]
    fn worth_is_bounded_by_the_amount_limit() {
        let v = ChipValue::parse("0.01").unwrap();
        assert!(v.worth(MAX_MONEY, "the buy-ins").is_ok());
        let v = ChipValue::parse("2").unwrap();
        assert!(v.worth(MAX_MONEY, "the buy-ins").unwrap_err().starts_with("the buy-ins is too large"));
    }
}
