//! Floats written with a fixed number of decimals, by integer arithmetic.
//!
//! Why not `format!("{x:.1}")`: the standard library's float printer (Grisu and Dragon with their
//! big-number tables) is about 13 KB of the browser bundle, and the app writes only a few floats
//! (a search's milliseconds, a setting's estimate, the layout drawing's coordinates). [`fixed`]
//! writes exactly what `format!` would for the values the app has.

/// `x` with `decimals` places (at most 2), as `format!("{x:.decimals$}")` writes it, or
/// `format!("{x:+.decimals$}")` when `plus`: the exact binary value rounded half to even, and a
/// minus sign on every negative value, even one that rounds to zero.
///
/// Exact for finite values below 2^52 in magnitude; larger ones and non-finite values come out
/// wrong (the app has none). 64-bit arithmetic throughout, which keeps it small in the bundle.
///
/// ```
/// use cap::engine::fixed::fixed;
/// assert_eq!(fixed(2.25, 1, true), "+2.2");
/// assert_eq!(fixed(-0.01, 1, false), "-0.0");
/// assert_eq!(fixed(12.5, 0, false), "12");
/// ```
pub fn fixed(x: f64, decimals: u32, plus: bool) -> String {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as u32;
    let fraction = bits & ((1 << 52) - 1);
    // |x| = mantissa * 2^(exponent - 1075) exactly.
    let (mantissa, exponent) = if biased == 0 { (fraction, 1) } else { (fraction | 1 << 52, biased) };
    let scale = 10u64.pow(decimals);
    // Below 2^53 * 100 < 2^60.
    let scaled = mantissa * scale;
    let units = match 1075u32.saturating_sub(exponent) {
        // At least 2^52: already whole (and out of the exact range beyond that).
        0 => scaled,
        // Below 2^60 / 2^64: far less than a half.
        64.. => 0,
        shift => {
            let (whole, rest, half) = (scaled >> shift, scaled & ((1 << shift) - 1), 1u64 << (shift - 1));
            whole + u64::from(rest > half || (rest == half && whole & 1 == 1))
        }
    };
    let sign = if bits >> 63 == 1 {
        "-"
    } else if plus {
        "+"
    } else {
        ""
    };
    let whole = units / scale;
    if decimals == 0 {
        return format!("{sign}{whole}");
    }
    // The decimals as digits: `scale + rest` has a leading 1 to drop, which keeps the zeros after it.
    let rest = (scale + units % scale).to_string();
    format!("{sign}{whole}.{}", &rest[1..])
}

#[cfg(test)]
mod tests {
    use super::fixed;

    fn check(x: f64) {
        for decimals in 0..=2 {
            assert_eq!(fixed(x, decimals, false), format!("{x:.*}", decimals as usize), "{x:e} .{decimals}");
            assert_eq!(fixed(x, decimals, true), format!("{x:+.*}", decimals as usize), "{x:e} +.{decimals}");
        }
    }

    #[test]
    fn writes_what_format_writes() {
        for x in
            [0.0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 2.5, 3.5, -2.5, 0.5, 1.0, 9.95, 99.95, 1e-300, 5e-324]
        {
            check(x);
            check(-x);
        }
        // Every tenth and twentieth near the app's range, and pseudo-random values of any size.
        for i in -20_000..20_000 {
            check(f64::from(i) / 20.0);
            check(f64::from(i) / 10.0 + 0.05);
        }
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..200_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let x = f64::from_bits(seed);
            if x.is_finite() && x.abs() < 4.5e15 {
                check(x);
            }
            check((seed >> 11) as f64 / (1u64 << 40) as f64 - 4096.0);
        }
    }
}
