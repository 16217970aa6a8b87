//! Settings: deck colours (four, two, or colour-blind safe), card size, the picker and the theme,
//! saved at once.

use leptos::prelude::*;

use crate::model::settings::{CardSize, DeckColours, Settings, Theme};
use crate::ui::state::AppState;

/// One group of mutually exclusive choices, as radio buttons.
#[component]
fn Choice<T: Copy + PartialEq + Send + Sync + 'static>(
    /// The group's name, read by screen readers.
    legend: &'static str,
    /// (value, label) pairs.
    options: Vec<(T, &'static str)>,
    /// Reads the current value from the settings.
    get: fn(&Settings) -> T,
    /// Writes a value into the settings.
    set: fn(&mut Settings, T),
) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <fieldset class="settings__group">
            <legend>{legend}</legend>
            {options
                .into_iter()
                .map(|(value, label)| {
                    view! {
                        <label class="settings__option">
                            <input
                                type="radio"
                                name=legend
                                prop:checked=move || state.settings.with(|s| get(s) == value)
                                on:change=move |_| state.settings.update(|s| set(s, value))
                            />
                            {label}
                        </label>
                    }
                })
                .collect_view()}
        </fieldset>
    }
}

#[component]
pub fn SettingsScreen() -> impl IntoView {
    view! {
        <section class="settings" aria-labelledby="settings-title">
            <h2 id="settings-title">"Settings"</h2>
            <Choice
                legend="Deck colours"
                options=vec![
                    (DeckColours::FourColour, "Four colours (♠ black, ♥ red, ♦ blue, ♣ green)"),
                    (DeckColours::TwoColour, "Two colours"),
                    (DeckColours::ColourBlind, "Colour-blind safe (♠ black, ♥ orange-red, ♦ blue, ♣ purple)"),
                ]
                get=|s| s.deck
                set=|s, v| s.deck = v
            />
            <Choice
                legend="Card size"
                options=vec![(CardSize::Small, "Small"), (CardSize::Medium, "Medium"), (CardSize::Large, "Large")]
                get=|s| s.card_size
                set=|s, v| s.card_size = v
            />
            <Choice
                legend="Card picker"
                options=vec![(false, "All 52 cards (one tap)"), (true, "Keypad: rank, then suit (bigger keys)")]
                get=|s| s.keypad
                set=|s, v| s.keypad = v
            />
            <Choice
                legend="Theme"
                options=vec![(Theme::System, "Follow the phone"), (Theme::Dark, "Dark"), (Theme::Light, "Light")]
                get=|s| s.theme
                set=|s, v| s.theme = v
            />
        </section>
    }
}
