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
/// Exact for every finite value: below 2^52 in magnitude by 64-bit arithmetic (which keeps it
/// small in the bundle); from 2^52 up the value is a whole number, written by doubling its
/// mantissa in decimal ([`whole_digits`]). Infinities and NaN are written as `format!` writes them.
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
    if biased == 0x7ff {
        let sign = if bits >> 63 == 1 {
            "-"
        } else if plus {
            "+"
        } else {
            ""
        };
        return if fraction != 0 { "NaN".into() } else { format!("{sign}inf") };
    }
    if biased > 1075 {
        // At least 2^53 and whole: mantissa * 2^(biased - 1075), exactly, then zero decimals.
        let sign = if bits >> 63 == 1 {
            "-"
        } else if plus {
            "+"
        } else {
            ""
        };
        let whole = whole_digits(mantissa, biased - 1075);
        let zeros = "0".repeat(decimals as usize);
        return if decimals == 0 { format!("{sign}{whole}") } else { format!("{sign}{whole}.{zeros}") };
    }
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

/// `mantissa * 2^shift` in decimal: base-10^9 limbs, least significant first, doubled `shift` times.
fn whole_digits(mantissa: u64, shift: u32) -> String {
    const BASE: u64 = 1_000_000_000;
    let mut limbs = vec![mantissa % BASE, mantissa / BASE % BASE, mantissa / BASE / BASE];
    for _ in 0..shift {
        let mut carry = 0;
        for limb in &mut limbs {
            let v = *limb * 2 + carry;
            *limb = v % BASE;
            carry = v / BASE;
        }
        if carry > 0 {
            limbs.push(carry);
        }
    }
    while limbs.len() > 1 && limbs.last() == Some(&0) {
        limbs.pop();
    }
    let mut out = limbs.last().map_or_else(String::new, |l| l.to_string());
    for limb in limbs.iter().rev().skip(1) {
        let digits = limb.to_string();
        out.push_str(&"0".repeat(9 - digits.len()));
        out.push_str(&digits);
    }
    out
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
        for x in
            [4.5e15, 2f64.powi(52), 2f64.powi(53), 2f64.powi(64), 1e300, f64::MAX, f64::INFINITY, f64::NAN]
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
            // Every value of the app's range; one in 64 beyond it (writing those is slower).
            if x.abs() < 4.5e15 || seed.is_multiple_of(64) {
                check(x);
            }
            check((seed >> 11) as f64 / (1u64 << 40) as f64 - 4096.0);
        }
    }
}
