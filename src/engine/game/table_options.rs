//! The options a table may want in any game of its own, each declared once with the engine's
//! standard key, words and choices (the first the default), so the catalogue and the game designer
//! add the very same option and the hand file reads it the same. The engine reads these keys
//! ([`super::Rules`]); game-specific options (a funnel's turn sizes, a floater) stay with their
//! layouts in the catalogue.

use super::spec::OptionSpec;
use super::{hand_low_choices, LOW_CHOICES, ODD_CHIPS_CHOICES, SHORT_HANDS_CHOICES};
use super::{SIDE_POT_WORTH_CHOICES, THROWS_CHOICES};

/// The `ring` option's choices, the default first (docs/rules.md, "Ring of Fire"): which ring
/// cards a player may use. A ring position shares its cards when the option is `shared`.
pub const RING_CHOICES: &[(&str, &str)] =
    &[("shared", "Any one ring card of a player still in"), ("own", "Only the player's own ring card")];

/// The `ring` option's choice under which a ring position's cards are shared.
pub const RING_SHARED: &str = "shared";

/// A standard table option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableOption {
    /// `low`: the low type of every point ranked "the table's low" (`table-low`).
    Low,
    /// `hand-low`: the low type of a hand point ranked "the table's hand low" (`table-hand-low`).
    HandLow,
    /// `odd-chips`: which stack of a split pot gets its odd chips.
    OddChips,
    /// `short-hands`: whether a high hand of fewer than five cards counts straights and flushes.
    ShortHands,
    /// `side-pot-worth`: what a picked board (points allocated by picks) is worth in a side pot.
    SidePotWorth,
    /// `throws`: when a game that discards down throws its cards.
    Throws,
    /// `ring`: any ring card of a player still in, or only one's own.
    Ring,
}

impl TableOption {
    pub const ALL: [TableOption; 7] = [
        TableOption::Low,
        TableOption::HandLow,
        TableOption::OddChips,
        TableOption::ShortHands,
        TableOption::SidePotWorth,
        TableOption::Throws,
        TableOption::Ring,
    ];

    /// The key hand files and declarations use.
    pub fn key(self) -> &'static str {
        match self {
            TableOption::Low => "low",
            TableOption::HandLow => "hand-low",
            TableOption::OddChips => "odd-chips",
            TableOption::ShortHands => "short-hands",
            TableOption::SidePotWorth => "side-pot-worth",
            TableOption::Throws => "throws",
            TableOption::Ring => "ring",
        }
    }

    /// The option as a game declares it.
    pub fn spec(self) -> OptionSpec {
        let of = |label: &str, choices: &[(&str, &str)]| OptionSpec {
            key: self.key().into(),
            label: label.into(),
            choices: choices.iter().map(|(k, l)| (k.to_string(), l.to_string())).collect(),
        };
        match self {
            TableOption::Low => of("Low type", LOW_CHOICES),
            TableOption::HandLow => OptionSpec {
                key: self.key().into(),
                label: "Low type of the hand point".into(),
                choices: hand_low_choices(),
            },
            TableOption::OddChips => of("Odd chips between the stacks", ODD_CHIPS_CHOICES),
            TableOption::ShortHands => of("Straights and flushes in a short hand", SHORT_HANDS_CHOICES),
            TableOption::SidePotWorth => of("A board's worth in a side pot", SIDE_POT_WORTH_CHOICES),
            TableOption::Throws => of("When each card is thrown", THROWS_CHOICES),
            TableOption::Ring => of("Ring cards a player may use", RING_CHOICES),
        }
    }

    /// The standard option with this key.
    pub fn by_key(key: &str) -> Option<TableOption> {
        TableOption::ALL.into_iter().find(|o| o.key() == key)
    }
}
