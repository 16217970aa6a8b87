//! Seating the table before a hand: names (remembered between sessions), seat order, the button,
//! the smallest chip and each player's stake; and the game's options for this hand.
//!
//! Everything here edits [`Seating`] in the app state, which is saved at once, through its
//! methods; the seating rule is the engine's ([`PlayerRange`], the default seat name).

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::game::spec::OptionSpec;
use crate::engine::seating::{default_name, PlayerRange};
use crate::model::seating::Seating;
use crate::ui::state::AppState;

/// The table: how many players, their names in seat order, who has the button, the chip size.
/// (Not `TableSetup`: that is the engine's dealing table's set-up.)
#[component]
pub fn SeatingForm(
    /// How many players the game seats.
    players: PlayerRange,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    // A table remembered from a game with more (or fewer) seats is fitted to this one.
    if state.seating.with_untracked(|s| players.fit(s.names.len()) != s.names.len()) {
        state.seating.update(|s| {
            s.fit(players);
        });
    }
    let joined = move || state.seating.with_untracked(Seating::names_text);
    // The quick way to name everyone at once; seat edits below rewrite it.
    let names_text = RwSignal::new(joined());
    // Names beyond the count, kept while the count is edited (see `Seating::set_count`).
    let remembered = RwSignal::new(Vec::<String>::new());
    let count = move || state.seating.with(|s| s.names.len());
    let set_count = move |n: usize| {
        state.seating.update(|s| remembered.update(|kept| s.set_count(n, kept)));
        names_text.set(joined());
    };
    let name_of = move |i: usize| state.seating.with(|s| s.seat_names().get(i).cloned().unwrap_or_default());
    let edit = move |f: &dyn Fn(&mut Seating)| {
        state.seating.update(|s| f(s));
        names_text.set(joined());
    };
    view! {
        <label class="field">
            <span>"Players"</span>
            <input
                type="number"
                min=players.least()
                max=players.most()
                prop:value=move || count().to_string()
                // While typing, only a count the game allows is applied ("1" on the way from 10 to
                // 6 is not); leaving the field applies the nearest allowed count.
                on:input=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                        if players.contains(n) {
                            set_count(n);
                        }
                    }
                }
                on:change=move |ev| {
                    let n = event_target_value(&ev).parse::<usize>().unwrap_or(count());
                    set_count(players.fit(n));
                    event_target::<web_sys::HtmlInputElement>(&ev).set_value(&count().to_string());
                }
            />
        </label>
        <label class="field">
            <span>"Names, clockwise round the table (comma-separated)"</span>
            <input
                type="text"
                placeholder="Ann, Ben, Cat"
                autocomplete="off"
                prop:value=names_text
                on:input=move |ev| {
                    let text = event_target_value(&ev);
                    names_text.set(text.clone());
                    // The typed list is the table, exactly.
                    remembered.set(Vec::new());
                    state.seating.update(|s| s.type_names(&text, players));
                }
            />
        </label>
        <ol class="seats" aria-label="Seats">
            <For each=move || 0..count() key=|i| *i let:i>
                {
                    let dealer = move || state.seating.with(|s| s.button == i);
                    let last = move || i + 1 == count();
                    view! {
                        <li class="seat" class:seat--dealer=move || { dealer() }>
                            <span class="seat__number" aria-hidden="true">{i + 1}</span>
                            <input
                                type="text"
                                class="seat__name"
                                autocomplete="off"
                                aria-label=format!("Seat {} name", i + 1)
                                placeholder=default_name(i)
                                prop:value=move || state.seating.with(|s| s.names.get(i).cloned().unwrap_or_default())
                                on:input=move |ev| {
                                    let v = event_target_value(&ev);
                                    edit(&|s| {
                                        if let Some(n) = s.names.get_mut(i) {
                                            *n = v.clone();
                                        }
                                    });
                                }
                            />
                            <button
                                type="button"
                                class="seat__button"
                                aria-pressed=move || dealer().to_string()
                                aria-label=move || {
                                    if dealer() {
                                        format!("{} has the button", name_of(i))
                                    } else {
                                        format!("Give {} the button", name_of(i))
                                    }
                                }
                                on:click=move |_| state.seating.update(|s| s.button = i)
                            >
                                "D"
                            </button>
                            <button
                                type="button"
                                class="seat__move"
                                aria-label=move || format!("Move {} up", name_of(i))
                                disabled=move || i == 0
                                on:click=move |_| edit(&|s| s.swap(i, i - 1))
                            >
                                "↑"
                            </button>
                            <button
                                type="button"
                                class="seat__move"
                                aria-label=move || format!("Move {} down", name_of(i))
                                disabled=move || { last() }
                                on:click=move |_| edit(&|s| s.swap(i, i + 1))
                            >
                                "↓"
                            </button>
                        </li>
                    }
                }
            </For>
        </ol>
        <p class="seats__button" aria-live="polite">
            {move || state.seating.with(Seating::button_words)}
        </p>
        <div class="table-money">
            <label class="field">
                <span>"Smallest chip"</span>
                <input
                    type="number"
                    min="1"
                    inputmode="numeric"
                    prop:value=move || state.seating.with(|s| s.chip.to_string())
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<u64>() {
                            state.seating.update(|s| s.chip = v);
                        }
                    }
                />
            </label>
            <label class="field">
                <span>"Each puts in"</span>
                <input
                    type="number"
                    min="0"
                    inputmode="numeric"
                    prop:value=move || state.seating.with(|s| s.stake.to_string())
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<u64>() {
                            state.seating.update(|s| s.stake = v);
                        }
                    }
                />
            </label>
        </div>
        <p class="table-money__note">
            "Contributions can be changed per player on the hand screen (for side pots)."
        </p>
    }
}

/// The game's options as choices for this hand (the first choice of each is the default).
#[component]
pub fn GameOptions(
    options: Vec<OptionSpec>,
    /// The choices in force, by option key.
    choices: RwSignal<BTreeMap<String, String>>,
) -> impl IntoView {
    options
        .into_iter()
        .map(|o| {
            let key = o.key.clone();
            let current = {
                let key = key.clone();
                let default = o.choices[0].0.clone();
                move || choices.with(|c| c.get(&key).cloned().unwrap_or_else(|| default.clone()))
            };
            view! {
                <label class="field">
                    <span>{o.label.clone()}</span>
                    <select
                        prop:value=current.clone()
                        on:change=move |ev| {
                            let v = event_target_value(&ev);
                            choices.update(|c| {
                                c.insert(key.clone(), v);
                            });
                        }
                    >
                        {o
                            .choices
                            .iter()
                            .map(|(value, label)| {
                                let selected = current() == *value;
                                view! { <option value=value.clone() selected=selected>{label.clone()}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
            }
        })
        .collect_view()
}
