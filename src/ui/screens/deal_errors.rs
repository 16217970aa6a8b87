//! The dealing guide's "Dealing error" panel: the guide's remedies as buttons. Every rule (when a
//! misdeal may be called, what each remedy does to the counts) is the engine's
//! (`engine::deal::dealing_errors`); this view only sends the events and shows what happened.

use leptos::prelude::*;

use crate::engine::deal::{DeadWhy, EsgRemedy, Event, Table};
use crate::ui::components::Shown;
use crate::ui::state::AppState;

use super::table_events::{apply, with_table};

/// The panel, closed until the dealer opens it. `names` are the players in seat order.
#[component]
pub fn DealingErrors(names: Vec<String>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let player = RwSignal::new(0usize);
    let stop_betting = RwSignal::new(false);
    let misdeal_allowed = move || with_table(state, Table::misdeal_allowed).unwrap_or(false);
    let exposed = move || {
        with_table(state, |t| {
            t.exposed().iter().map(|c| c.map_or("a card".to_string(), |c| c.label())).collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    let stopped = move || with_table(state, Table::betting_stopped).unwrap_or(false);
    let misdeals = move || with_table(state, Table::misdeals).unwrap_or(0);
    let options = names
        .iter()
        .enumerate()
        .map(|(i, n)| view! { <option value=i.to_string()>{n.clone()}</option> })
        .collect_view();
    let button = move |label: &'static str, event: Event| {
        view! {
            <button type="button" class="link-button" on:click=move |_| apply(state, event.clone())>
                {label}
            </button>
        }
    };
    let who = move || player.get();
    let noted = move || stopped() || !exposed().is_empty() || misdeals() > 0;
    view! {
        <Shown when=noted>
            <p class="deal__errors-note" role="status">
                {move || {
                    let mut parts = vec![];
                    if misdeals() > 0 {
                        parts.push(format!("Misdeals: {} (redealt, same button).", misdeals()));
                    }
                    if !exposed().is_empty() {
                        parts.push(format!("Exposed and shuffled back: {}.", exposed().join(", ")));
                    }
                    if stopped() {
                        parts.push("No more betting: deal the hand to the showdown.".into());
                    }
                    parts.join(" ")
                }}
            </p>
        </Shown>
        <details class="deal__errors">
            <summary>"Dealing error?"</summary>
            <div class="deal__errors-group" role="group" aria-label="An exposed card">
                <p>"A card was exposed: show it to the table, then shuffle it back into the deck."</p>
                <label class="deal__errors-check">
                    <input
                        type="checkbox"
                        prop:checked=move || stop_betting.get()
                        on:change=move |ev| stop_betting.set(event_target_checked(&ev))
                    />
                    " The players stop the betting (deal to showdown, return this street's bets)"
                </label>
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| apply(state, Event::Exposed { card: None, stop_betting: stop_betting.get_untracked() })
                >
                    "Exposed card shuffled back"
                </button>
            </div>
            <div class="deal__errors-group" role="group" aria-label="Too many cards">
                <label>
                    "Whose hand: "
                    <select on:change=move |ev| player.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {options}
                    </select>
                </label>
                <p>"Too many hole cards dealt. Nobody looked: the extra card goes back on top of the deck."</p>
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| apply(state, Event::TakenBack { player: who(), cards: 1 })
                >
                    "Extra card taken back"
                </button>
                <p>"Found later with more cards than they should have: the hand is dead (chips stay in)."</p>
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| apply(state, Event::DeadHand { player: who(), why: DeadWhy::TooManyCards })
                >
                    "Declare the hand dead"
                </button>
            </div>
            <div class="deal__errors-group" role="group" aria-label="Misdeal">
                <p>
                    {move || if misdeal_allowed() {
                        "Misdeal (someone looked at extra cards, cards dealt face up or out of order): redeal, same button, bets returned."
                    } else {
                        "Two players have acted: no misdeal now, the hand is played to its end."
                    }}
                </p>
                <button
                    type="button"
                    class="link-button"
                    disabled=move || !misdeal_allowed()
                    on:click=move |_| apply(state, Event::Misdeal)
                >
                    "Misdeal: redeal"
                </button>
            </div>
            <div class="deal__errors-group" role="group" aria-label="ESG dealt incorrectly">
                <p>"ESG cards dealt when they should not have been:"</p>
                {button("Nobody looked: back to the discard pile", Event::EsgMisdealt { remedy: EsgRemedy::ReturnUnseen })}
                {button("Seen, everyone got one: keep it, none next street", Event::EsgMisdealt { remedy: EsgRemedy::KeepAll })}
                {button("Only some got one: shuffle them back", Event::EsgMisdealt { remedy: EsgRemedy::ShuffleBack })}
                {button("Only some got one: deal the rest now", Event::EsgMisdealt { remedy: EsgRemedy::DealToAll })}
            </div>
        </details>
    }
}
