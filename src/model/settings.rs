//! How the app looks; applied as data attributes on `<html>` that the CSS reads.

/// The look, saved at once when changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Spades black, hearts red, diamonds blue, clubs green (on by default: tells suits apart in a
    /// dim room), or the classic two colours.
    pub two_colour: bool,
    pub card_size: CardSize,
    pub theme: Theme,
    /// Pick a card with the two-tap keypad (rank, then suit: bigger targets) instead of the grid.
    pub keypad: bool,
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
            ("data-deck", if self.two_colour { "two-colour" } else { "four-colour" }),
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
        assert_eq!(s, Settings { two_colour: true, ..Settings::default() });
    }
}
