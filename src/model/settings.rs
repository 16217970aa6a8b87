//! How the app looks; applied as data attributes on `<html>` that the CSS reads.

/// The look, saved at once when changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(from = "Stored")]
pub struct Settings {
    /// The suits' colours.
    pub deck: DeckColours,
    pub card_size: CardSize,
    pub theme: Theme,
    /// Pick a card with the two-tap keypad (rank, then suit: bigger targets) instead of the grid.
    pub keypad: bool,
}

/// The suits' colours on every card face, picker key and keypad key. The suit's symbol is always
/// drawn beside the rank, so no deck tells suits apart by colour alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeckColours {
    /// Spades black, hearts red, diamonds blue, clubs green: tells suits apart at a glance in a
    /// dim room (the default), but hearts and clubs look alike to red-green colour blindness.
    #[default]
    FourColour,
    /// The classic red and black.
    TwoColour,
    /// Four colours chosen to stay apart with protanopia, deuteranopia and tritanopia: black,
    /// orange-red, blue and purple. `tests/deck_colours.rs` checks the
    /// palette in `style/tokens.css` by simulating each and measuring every pair.
    ColourBlind,
}

/// Settings as stored, by this app or by one before the deck had three choices (which saved
/// `two_colour: true|false`); anything missing takes its default.
#[derive(Default, serde::Deserialize)]
#[serde(default)]
struct Stored {
    deck: Option<DeckColours>,
    two_colour: bool,
    card_size: CardSize,
    theme: Theme,
    keypad: bool,
}

impl From<Stored> for Settings {
    fn from(s: Stored) -> Settings {
        let older = if s.two_colour { DeckColours::TwoColour } else { DeckColours::FourColour };
        Settings { deck: s.deck.unwrap_or(older), card_size: s.card_size, theme: s.theme, keypad: s.keypad }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CardSize {
    Small,
    #[default]
    Medium,
    Large,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Follow the phone's light or dark setting.
    #[default]
    System,
    Dark,
    Light,
}

impl Settings {
    /// The attributes put on `<html>`. (`index.html` sets `data-theme` the same way, lower-casing
    /// the stored theme, before the first paint: keep the two in step.)
    pub fn attributes(&self) -> [(&'static str, &'static str); 3] {
        [
            (
                "data-deck",
                match self.deck {
                    DeckColours::FourColour => "four-colour",
                    DeckColours::TwoColour => "two-colour",
                    DeckColours::ColourBlind => "colour-blind",
                },
            ),
            (
                "data-card-size",
                match self.card_size {
                    CardSize::Small => "small",
                    CardSize::Medium => "medium",
                    CardSize::Large => "large",
                },
            ),
            (
                "data-theme",
                match self.theme {
                    Theme::System => "system",
                    Theme::Dark => "dark",
                    Theme::Light => "light",
                },
            ),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_look_is_four_colours_medium_cards_and_the_phones_theme() {
        assert_eq!(
            Settings::default().attributes(),
            [("data-deck", "four-colour"), ("data-card-size", "medium"), ("data-theme", "system")]
        );
    }

    #[test]
    fn the_stored_theme_lower_cased_is_the_attribute_index_html_paints_first() {
        // index.html reads the stored JSON and lower-cases the theme's name before the wasm runs.
        for theme in [Theme::System, Theme::Dark, Theme::Light] {
            let settings = Settings { theme, ..Settings::default() };
            let stored =
                serde_json::to_value(settings).unwrap()["theme"].as_str().unwrap().to_ascii_lowercase();
            assert_eq!(settings.attributes()[2], ("data-theme", stored.as_str()));
        }
    }

    #[test]
    fn settings_saved_by_an_older_app_read_with_defaults_for_what_is_missing() {
        let s: Settings = serde_json::from_str(r#"{"two_colour": true}"#).unwrap();
        assert_eq!(s, Settings { deck: DeckColours::TwoColour, ..Settings::default() });
        let s: Settings = serde_json::from_str(r#"{"two_colour": false, "keypad": true}"#).unwrap();
        assert_eq!(s, Settings { keypad: true, ..Settings::default() });
    }

    #[test]
    fn the_colour_blind_deck_is_saved_read_back_and_put_on_the_page() {
        let s = Settings { deck: DeckColours::ColourBlind, ..Settings::default() };
        let stored = serde_json::to_string(&s).unwrap();
        assert_eq!(serde_json::from_str::<Settings>(&stored).unwrap(), s);
        assert!(!stored.contains("two_colour"), "{stored}");
        assert_eq!(s.attributes()[0], ("data-deck", "colour-blind"));
    }
}
