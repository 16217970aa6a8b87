//! The 32-card draw's stakes: the blinds and who acts first, each round's bet limits, and for pot
//! limit the dealer's maximum and a calculator for any player's. The words are the model's
//! ([`Stakes`]); the figures the engine's.

use leptos::prelude::*;

use crate::engine::draw32::pot_limit_max;
use crate::model::draw32::Draw32Entry;
use crate::model::draw32_words::Stakes;

/// The blinds, the limits of both rounds, and the pot-limit figures, in the model's words.
#[component]
pub fn StakesView(seats: RwSignal<Draw32Entry>, stakes: Stakes) -> impl IntoView {
    let Stakes { blinds, first, rounds, dealer_max } = stakes;
    let number = move |ev: &leptos::ev::Event| event_target_value(ev).trim().parse::<u64>().ok();
    let pot_limit = dealer_max.map(|words| {
        view! {
            <p class="deal__arithmetic" aria-label="Dealer's pot-limit maximum">{words}</p>
            <div class="scorer__seating">
                <label class="field">
                    <span>"Pot now"</span>
                    <input type="number" min="0" inputmode="numeric" prop:value=move || seats.with(|x| x.limit_pot.to_string())
                        on:input=move |ev| if let Some(n) = number(&ev) { seats.update(|x| x.limit_pot = n) } />
                </label>
                <label class="field">
                    <span>"To call"</span>
                    <input type="number" min="0" inputmode="numeric" prop:value=move || seats.with(|x| x.to_call.to_string())
                        on:input=move |ev| if let Some(n) = number(&ev) { seats.update(|x| x.to_call = n) } />
                </label>
            </div>
            <p class="deal__arithmetic" aria-label="Pot-limit maximum">
                {move || seats.with(|x| format!("Most you may put in: {}.", pot_limit_max(x.limit_pot, x.to_call).words))}
            </p>
        }
    });
    view! {
        <ul class="scorer__chips" aria-label="Blinds">{blinds.into_iter().map(|b| view! { <li>{b}</li> }).collect_view()}</ul>
        <p class="chinese__status">{first}</p>
        <ul class="scorer__breakdown" aria-label="Bet limits">
            {rounds.into_iter().map(|(label, text)| view! { <li><strong>{label}</strong>{format!(": {text}")}</li> }).collect_view()}
        </ul>
        {pot_limit}
    }
}
