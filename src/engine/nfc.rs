//! Names compared in one Unicode normal form: a small NFC (canonical composition) for the Latin
//! letters names are written with, so "é" typed as one character (U+00E9) and as "e" followed by a
//! combining acute accent (U+0065 U+0301) are one name, stored one way.
//!
//! Why not the `unicode-normalization` crate: its tables (decomposition, composition and
//! combining classes for all of Unicode) add 126 KB to the browser bundle, 64 KB after gzip -9
//! (measured on `cap.wasm`, release build: 1,937,794 bytes gzipped without any NFC, 2,001,664 with
//! the crate, 1,939,507 with this table, which costs 1.7 KB), for names, where the app's own case
//! folding was kept to three alphabets to save 12 KB (see [`crate::engine::seating`]). Keyboards that type a combining mark after a letter (some phone
//! keyboards, text pasted from macOS file names) do it for the accented Latin letters of European
//! names; those are what this table composes.
//!
//! What it covers: an ASCII letter followed by one of the combining grave, acute, circumflex,
//! tilde, macron, breve, dot above, diaeresis, ring above, double acute, caron, comma below,
//! cedilla or ogonek, wherever Unicode has the precomposed letter (Latin-1, Latin Extended-A and
//! -B, Latin Extended Additional): 255 letters, generated from Unicode 14.0.0's data and checked
//! against the crate in the tests (where it costs the bundle nothing). Invariant: a letter
//! followed by one such mark becomes exactly what NFC makes of it, and text without such a pair is
//! left as typed. A letter with two marks stacked (Vietnamese "ệ" typed in parts) is composed with
//! its first mark only, which full NFC may order differently: those names still compare as typed.

/// (base letter, combining mark, the precomposed letter), sorted by base then mark.
const COMPOSE: [(u8, u16, char); 255] = [
    (b'A', 0x300, '\u{00c0}'),
    (b'A', 0x301, '\u{00c1}'),
    (b'A', 0x302, '\u{00c2}'),
    (b'A', 0x303, '\u{00c3}'),
    (b'A', 0x304, '\u{0100}'),
    (b'A', 0x306, '\u{0102}'),
    (b'A', 0x307, '\u{0226}'),
    (b'A', 0x308, '\u{00c4}'),
    (b'A', 0x30a, '\u{00c5}'),
    (b'A', 0x30c, '\u{01cd}'),
    (b'A', 0x328, '\u{0104}'),
    (b'B', 0x307, '\u{1e02}'),
    (b'C', 0x301, '\u{0106}'),
    (b'C', 0x302, '\u{0108}'),
    (b'C', 0x307, '\u{010a}'),
    (b'C', 0x30c, '\u{010c}'),
    (b'C', 0x327, '\u{00c7}'),
    (b'D', 0x307, '\u{1e0a}'),
    (b'D', 0x30c, '\u{010e}'),
    (b'D', 0x327, '\u{1e10}'),
    (b'E', 0x300, '\u{00c8}'),
    (b'E', 0x301, '\u{00c9}'),
    (b'E', 0x302, '\u{00ca}'),
    (b'E', 0x303, '\u{1ebc}'),
    (b'E', 0x304, '\u{0112}'),
    (b'E', 0x306, '\u{0114}'),
    (b'E', 0x307, '\u{0116}'),
    (b'E', 0x308, '\u{00cb}'),
    (b'E', 0x30c, '\u{011a}'),
    (b'E', 0x327, '\u{0228}'),
    (b'E', 0x328, '\u{0118}'),
    (b'F', 0x307, '\u{1e1e}'),
    (b'G', 0x301, '\u{01f4}'),
    (b'G', 0x302, '\u{011c}'),
    (b'G', 0x304, '\u{1e20}'),
    (b'G', 0x306, '\u{011e}'),
    (b'G', 0x307, '\u{0120}'),
    (b'G', 0x30c, '\u{01e6}'),
    (b'G', 0x327, '\u{0122}'),
    (b'H', 0x302, '\u{0124}'),
    (b'H', 0x307, '\u{1e22}'),
    (b'H', 0x308, '\u{1e26}'),
    (b'H', 0x30c, '\u{021e}'),
    (b'H', 0x327, '\u{1e28}'),
    (b'I', 0x300, '\u{00cc}'),
    (b'I', 0x301, '\u{00cd}'),
    (b'I', 0x302, '\u{00ce}'),
    (b'I', 0x303, '\u{0128}'),
    (b'I', 0x304, '\u{012a}'),
    (b'I', 0x306, '\u{012c}'),
    (b'I', 0x307, '\u{0130}'),
    (b'I', 0x308, '\u{00cf}'),
    (b'I', 0x30c, '\u{01cf}'),
    (b'I', 0x328, '\u{012e}'),
    (b'J', 0x302, '\u{0134}'),
    (b'K', 0x301, '\u{1e30}'),
    (b'K', 0x30c, '\u{01e8}'),
    (b'K', 0x327, '\u{0136}'),
    (b'L', 0x301, '\u{0139}'),
    (b'L', 0x30c, '\u{013d}'),
    (b'L', 0x327, '\u{013b}'),
    (b'M', 0x301, '\u{1e3e}'),
    (b'M', 0x307, '\u{1e40}'),
    (b'N', 0x300, '\u{01f8}'),
    (b'N', 0x301, '\u{0143}'),
    (b'N', 0x303, '\u{00d1}'),
    (b'N', 0x307, '\u{1e44}'),
    (b'N', 0x30c, '\u{0147}'),
    (b'N', 0x327, '\u{0145}'),
    (b'O', 0x300, '\u{00d2}'),
    (b'O', 0x301, '\u{00d3}'),
    (b'O', 0x302, '\u{00d4}'),
    (b'O', 0x303, '\u{00d5}'),
    (b'O', 0x304, '\u{014c}'),
    (b'O', 0x306, '\u{014e}'),
    (b'O', 0x307, '\u{022e}'),
    (b'O', 0x308, '\u{00d6}'),
    (b'O', 0x30b, '\u{0150}'),
    (b'O', 0x30c, '\u{01d1}'),
    (b'O', 0x328, '\u{01ea}'),
    (b'P', 0x301, '\u{1e54}'),
    (b'P', 0x307, '\u{1e56}'),
    (b'R', 0x301, '\u{0154}'),
    (b'R', 0x307, '\u{1e58}'),
    (b'R', 0x30c, '\u{0158}'),
    (b'R', 0x327, '\u{0156}'),
    (b'S', 0x301, '\u{015a}'),
    (b'S', 0x302, '\u{015c}'),
    (b'S', 0x307, '\u{1e60}'),
    (b'S', 0x30c, '\u{0160}'),
    (b'S', 0x326, '\u{0218}'),
    (b'S', 0x327, '\u{015e}'),
    (b'T', 0x307, '\u{1e6a}'),
    (b'T', 0x30c, '\u{0164}'),
    (b'T', 0x326, '\u{021a}'),
    (b'T', 0x327, '\u{0162}'),
    (b'U', 0x300, '\u{00d9}'),
    (b'U', 0x301, '\u{00da}'),
    (b'U', 0x302, '\u{00db}'),
    (b'U', 0x303, '\u{0168}'),
    (b'U', 0x304, '\u{016a}'),
    (b'U', 0x306, '\u{016c}'),
    (b'U', 0x308, '\u{00dc}'),
    (b'U', 0x30a, '\u{016e}'),
    (b'U', 0x30b, '\u{0170}'),
    (b'U', 0x30c, '\u{01d3}'),
    (b'U', 0x328, '\u{0172}'),
    (b'V', 0x303, '\u{1e7c}'),
    (b'W', 0x300, '\u{1e80}'),
    (b'W', 0x301, '\u{1e82}'),
    (b'W', 0x302, '\u{0174}'),
    (b'W', 0x307, '\u{1e86}'),
    (b'W', 0x308, '\u{1e84}'),
    (b'X', 0x307, '\u{1e8a}'),
    (b'X', 0x308, '\u{1e8c}'),
    (b'Y', 0x300, '\u{1ef2}'),
    (b'Y', 0x301, '\u{00dd}'),
    (b'Y', 0x302, '\u{0176}'),
    (b'Y', 0x303, '\u{1ef8}'),
    (b'Y', 0x304, '\u{0232}'),
    (b'Y', 0x307, '\u{1e8e}'),
    (b'Y', 0x308, '\u{0178}'),
    (b'Z', 0x301, '\u{0179}'),
    (b'Z', 0x302, '\u{1e90}'),
    (b'Z', 0x307, '\u{017b}'),
    (b'Z', 0x30c, '\u{017d}'),
    (b'a', 0x300, '\u{00e0}'),
    (b'a', 0x301, '\u{00e1}'),
    (b'a', 0x302, '\u{00e2}'),
    (b'a', 0x303, '\u{00e3}'),
    (b'a', 0x304, '\u{0101}'),
    (b'a', 0x306, '\u{0103}'),
    (b'a', 0x307, '\u{0227}'),
    (b'a', 0x308, '\u{00e4}'),
    (b'a', 0x30a, '\u{00e5}'),
    (b'a', 0x30c, '\u{01ce}'),
    (b'a', 0x328, '\u{0105}'),
    (b'b', 0x307, '\u{1e03}'),
    (b'c', 0x301, '\u{0107}'),
    (b'c', 0x302, '\u{0109}'),
    (b'c', 0x307, '\u{010b}'),
    (b'c', 0x30c, '\u{010d}'),
    (b'c', 0x327, '\u{00e7}'),
    (b'd', 0x307, '\u{1e0b}'),
    (b'd', 0x30c, '\u{010f}'),
    (b'd', 0x327, '\u{1e11}'),
    (b'e', 0x300, '\u{00e8}'),
    (b'e', 0x301, '\u{00e9}'),
    (b'e', 0x302, '\u{00ea}'),
    (b'e', 0x303, '\u{1ebd}'),
    (b'e', 0x304, '\u{0113}'),
    (b'e', 0x306, '\u{0115}'),
    (b'e', 0x307, '\u{0117}'),
    (b'e', 0x308, '\u{00eb}'),
    (b'e', 0x30c, '\u{011b}'),
    (b'e', 0x327, '\u{0229}'),
    (b'e', 0x328, '\u{0119}'),
    (b'f', 0x307, '\u{1e1f}'),
    (b'g', 0x301, '\u{01f5}'),
    (b'g', 0x302, '\u{011d}'),
    (b'g', 0x304, '\u{1e21}'),
    (b'g', 0x306, '\u{011f}'),
    (b'g', 0x307, '\u{0121}'),
    (b'g', 0x30c, '\u{01e7}'),
    (b'g', 0x327, '\u{0123}'),
    (b'h', 0x302, '\u{0125}'),
    (b'h', 0x307, '\u{1e23}'),
    (b'h', 0x308, '\u{1e27}'),
    (b'h', 0x30c, '\u{021f}'),
    (b'h', 0x327, '\u{1e29}'),
    (b'i', 0x300, '\u{00ec}'),
    (b'i', 0x301, '\u{00ed}'),
    (b'i', 0x302, '\u{00ee}'),
    (b'i', 0x303, '\u{0129}'),
    (b'i', 0x304, '\u{012b}'),
    (b'i', 0x306, '\u{012d}'),
    (b'i', 0x308, '\u{00ef}'),
    (b'i', 0x30c, '\u{01d0}'),
    (b'i', 0x328, '\u{012f}'),
    (b'j', 0x302, '\u{0135}'),
    (b'j', 0x30c, '\u{01f0}'),
    (b'k', 0x301, '\u{1e31}'),
    (b'k', 0x30c, '\u{01e9}'),
    (b'k', 0x327, '\u{0137}'),
    (b'l', 0x301, '\u{013a}'),
    (b'l', 0x30c, '\u{013e}'),
    (b'l', 0x327, '\u{013c}'),
    (b'm', 0x301, '\u{1e3f}'),
    (b'm', 0x307, '\u{1e41}'),
    (b'n', 0x300, '\u{01f9}'),
    (b'n', 0x301, '\u{0144}'),
    (b'n', 0x303, '\u{00f1}'),
    (b'n', 0x307, '\u{1e45}'),
    (b'n', 0x30c, '\u{0148}'),
    (b'n', 0x327, '\u{0146}'),
    (b'o', 0x300, '\u{00f2}'),
    (b'o', 0x301, '\u{00f3}'),
    (b'o', 0x302, '\u{00f4}'),
    (b'o', 0x303, '\u{00f5}'),
    (b'o', 0x304, '\u{014d}'),
    (b'o', 0x306, '\u{014f}'),
    (b'o', 0x307, '\u{022f}'),
    (b'o', 0x308, '\u{00f6}'),
    (b'o', 0x30b, '\u{0151}'),
    (b'o', 0x30c, '\u{01d2}'),
    (b'o', 0x328, '\u{01eb}'),
    (b'p', 0x301, '\u{1e55}'),
    (b'p', 0x307, '\u{1e57}'),
    (b'r', 0x301, '\u{0155}'),
    (b'r', 0x307, '\u{1e59}'),
    (b'r', 0x30c, '\u{0159}'),
    (b'r', 0x327, '\u{0157}'),
    (b's', 0x301, '\u{015b}'),
    (b's', 0x302, '\u{015d}'),
    (b's', 0x307, '\u{1e61}'),
    (b's', 0x30c, '\u{0161}'),
    (b's', 0x326, '\u{0219}'),
    (b's', 0x327, '\u{015f}'),
    (b't', 0x307, '\u{1e6b}'),
    (b't', 0x308, '\u{1e97}'),
    (b't', 0x30c, '\u{0165}'),
    (b't', 0x326, '\u{021b}'),
    (b't', 0x327, '\u{0163}'),
    (b'u', 0x300, '\u{00f9}'),
    (b'u', 0x301, '\u{00fa}'),
    (b'u', 0x302, '\u{00fb}'),
    (b'u', 0x303, '\u{0169}'),
    (b'u', 0x304, '\u{016b}'),
    (b'u', 0x306, '\u{016d}'),
    (b'u', 0x308, '\u{00fc}'),
    (b'u', 0x30a, '\u{016f}'),
    (b'u', 0x30b, '\u{0171}'),
    (b'u', 0x30c, '\u{01d4}'),
    (b'u', 0x328, '\u{0173}'),
    (b'v', 0x303, '\u{1e7d}'),
    (b'w', 0x300, '\u{1e81}'),
    (b'w', 0x301, '\u{1e83}'),
    (b'w', 0x302, '\u{0175}'),
    (b'w', 0x307, '\u{1e87}'),
    (b'w', 0x308, '\u{1e85}'),
    (b'w', 0x30a, '\u{1e98}'),
    (b'x', 0x307, '\u{1e8b}'),
    (b'x', 0x308, '\u{1e8d}'),
    (b'y', 0x300, '\u{1ef3}'),
    (b'y', 0x301, '\u{00fd}'),
    (b'y', 0x302, '\u{0177}'),
    (b'y', 0x303, '\u{1ef9}'),
    (b'y', 0x304, '\u{0233}'),
    (b'y', 0x307, '\u{1e8f}'),
    (b'y', 0x308, '\u{00ff}'),
    (b'y', 0x30a, '\u{1e99}'),
    (b'z', 0x301, '\u{017a}'),
    (b'z', 0x302, '\u{1e91}'),
    (b'z', 0x307, '\u{017c}'),
    (b'z', 0x30c, '\u{017e}'),
];

/// The precomposed letter for `base` followed by the combining `mark`, if the table has one.
fn compose(base: char, mark: char) -> Option<char> {
    let (b, m) = (u8::try_from(base).ok()?, u16::try_from(u32::from(mark)).ok()?);
    COMPOSE.binary_search_by(|&(tb, tm, _)| (tb, tm).cmp(&(b, m))).ok().map(|i| COMPOSE[i].2)
}

/// `text` with every letter-and-mark pair the table knows composed (see the module header).
///
/// ```
/// use cap::engine::nfc::nfc;
/// assert_eq!(nfc("Rene\u{301}e"), "Renée");
/// assert_eq!(nfc("Zoe\u{308}"), "Zoë");
/// assert_eq!(nfc("Ann"), "Ann");
/// ```
pub fn nfc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match chars.peek().and_then(|&mark| compose(c, mark)) {
            Some(composed) => {
                out.push(composed);
                chars.next();
            }
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_and_each_pair_once() {
        assert!(COMPOSE.windows(2).all(|w| (w[0].0, w[0].1) < (w[1].0, w[1].1)));
    }

    #[test]
    fn names_typed_either_way_compose_alike() {
        assert_eq!(nfc("Jose\u{301}"), "José");
        assert_eq!(nfc("Franc\u{327}ois"), "François");
        assert_eq!(nfc("A\u{30a}sa"), "Åsa");
        assert_eq!(nfc("Dvor\u{30c}a\u{301}k"), "Dvořák");
        assert_eq!(nfc("S\u{326}tefan"), "Ștefan");
        // Not a letter the table knows: left as typed.
        assert_eq!(nfc("\u{301}x"), "\u{301}x");
        assert_eq!(nfc("9\u{301}"), "9\u{301}");
    }
}
