//! The decks' suit colours, read from `style/tokens.css` (the one place they are written): the
//! colour-blind safe deck's four suits stay apart with each of the three colour blindnesses, and
//! every suit colour of it can be read on the page and the surfaces of its theme.
//!
//! Colour blindness is simulated with Machado, Oliveira and Fernandes's matrices ("A
//! physiologically-based model for simulation of color vision deficiency", IEEE TVCG 2009,
//! severity 1.0: dichromacy, the strongest form), applied in linear sRGB; two colours are "apart"
//! when their CIE 1976 distance (ΔE*ab) in the simulated view is at least 30, where about 2.3 is
//! just noticeable and the four-colour deck's hearts and clubs come out near 16 for deuteranopia.
//! Contrast is WCAG 2's ratio, 4.5:1 being AA for text.

const TOKENS: &str = include_str!("../style/tokens.css");

/// The colour blindnesses simulated, each with its matrix on linear sRGB.
const VIEWS: [(&str, [[f64; 3]; 3]); 4] = [
    ("normal vision", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]),
    (
        "protanopia",
        [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    ),
    (
        "deuteranopia",
        [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    ),
    (
        "tritanopia",
        [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    ),
];

const SUITS: [&str; 4] = ["spades", "hearts", "diamonds", "clubs"];

/// The least distance two suits' colours keep in every view.
const APART: f64 = 30.0;

/// The body of the CSS rule whose selector is exactly `selector`.
fn rule(selector: &str) -> &'static str {
    let start =
        TOKENS.find(&format!("{selector} {{")).unwrap_or_else(|| panic!("tokens.css has no {selector}"));
    let body = &TOKENS[start..];
    &body[body.find('{').unwrap() + 1..body.find('}').unwrap()]
}

/// A custom property's value in a rule, as (light, dark) when it is `light-dark(a, b)`.
fn variable(rule: &str, name: &str) -> (String, String) {
    let line = rule
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with(&format!("--{name}:")))
        .unwrap_or_else(|| panic!("no --{name} in {rule}"));
    let value = line[line.find(':').unwrap() + 1..].trim().trim_end_matches(';');
    let inner = value.strip_prefix("light-dark(").and_then(|v| v.strip_suffix(')')).unwrap_or(value);
    let mut parts = inner.split(',').map(|p| p.trim().to_string());
    let light = parts.next().unwrap();
    let dark = parts.next().unwrap_or_else(|| light.clone());
    (light, dark)
}

/// `#rrggbb` as linear sRGB.
fn linear(hex: &str) -> [f64; 3] {
    let hex = hex.strip_prefix('#').unwrap_or_else(|| panic!("{hex} is not #rrggbb"));
    assert_eq!(hex.len(), 6, "{hex}");
    let channel = |i: usize| {
        let c = f64::from(u8::from_str_radix(&hex[i..i + 2], 16).unwrap()) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    [channel(0), channel(2), channel(4)]
}

/// WCAG 2's relative luminance and contrast ratio.
fn contrast(a: &str, b: &str) -> f64 {
    let y = |c: [f64; 3]| 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    let (ya, yb) = (y(linear(a)), y(linear(b)));
    (ya.max(yb) + 0.05) / (ya.min(yb) + 0.05)
}

/// CIE L*a*b* (D65) of a colour as seen through `view`.
fn lab(hex: &str, view: &[[f64; 3]; 3]) -> [f64; 3] {
    let c = linear(hex);
    let seen: Vec<f64> =
        view.iter().map(|row| (row[0] * c[0] + row[1] * c[1] + row[2] * c[2]).clamp(0.0, 1.0)).collect();
    let (r, g, b) = (seen[0], seen[1], seen[2]);
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
    [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
}

fn distance(a: [f64; 3], b: [f64; 3]) -> f64 {
    a.iter().zip(b).map(|(p, q)| (p - q) * (p - q)).sum::<f64>().sqrt()
}

/// The closest two suits of a palette come in `view`, with their names.
fn closest(palette: &[String; 4], view: &[[f64; 3]; 3]) -> (f64, &'static str, &'static str) {
    let mut out = (f64::INFINITY, "", "");
    for i in 0..4 {
        for j in i + 1..4 {
            let d = distance(lab(&palette[i], view), lab(&palette[j], view));
            if d < out.0 {
                out = (d, SUITS[i], SUITS[j]);
            }
        }
    }
    out
}

/// A deck's suits for one theme (0 light, 1 dark).
fn palette(selector: &str, theme: usize) -> [String; 4] {
    SUITS.map(|s| {
        let (light, dark) = variable(rule(selector), &format!("suit-{s}"));
        if theme == 0 {
            light
        } else {
            dark
        }
    })
}

const COLOUR_BLIND: &str = ":root[data-deck=\"colour-blind\"]";

#[test]
fn issue_24_the_colour_blind_deck_keeps_every_suit_apart_in_every_colour_blindness() {
    for (theme, theme_name) in ["light", "dark"].iter().enumerate() {
        let suits = palette(COLOUR_BLIND, theme);
        for (view_name, view) in &VIEWS {
            let (d, a, b) = closest(&suits, view);
            assert!(
                d >= APART,
                "{theme_name} theme, {view_name}: {a} and {b} are only {d:.1} apart ({suits:?})"
            );
        }
    }
}

#[test]
fn the_four_colour_deck_is_what_red_green_colour_blindness_confuses() {
    // Why the colour-blind deck exists, and proof the check above can fail: the default deck's
    // hearts and clubs come close for deuteranopia in both themes.
    let deuteranopia = &VIEWS[2].1;
    for theme in 0..2 {
        let (d, a, b) = closest(&palette(":root", theme), deuteranopia);
        assert!(d < 20.0 && (a, b) == ("hearts", "clubs"), "{a} and {b}: {d:.1}");
    }
}

#[test]
fn every_colour_blind_suit_reads_at_aa_contrast_on_the_page_and_its_surfaces() {
    for (theme, theme_name) in ["light", "dark"].iter().enumerate() {
        for surface in ["color-bg", "color-surface", "color-surface-2"] {
            let (light, dark) = variable(rule(":root"), surface);
            let ground = if theme == 0 { light } else { dark };
            for (suit, colour) in SUITS.iter().zip(palette(COLOUR_BLIND, theme)) {
                let ratio = contrast(&colour, &ground);
                assert!(ratio >= 4.5, "{theme_name}: {suit} {colour} on {surface} {ground} is {ratio:.2}:1");
            }
        }
    }
}
