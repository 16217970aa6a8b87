//! Tonight: the whole evening at one table (issue 34). A view of [`Tonight`]: every tap calls one
//! of its intents and shows the words it returns; nothing here decides.

use leptos::prelude::*;

use crate::engine::evening::Presence;
use crate::model::tonight::Tonight;
use crate::ui::state::AppState;

/// The evening screen: start one, or the players, the check, the hands and the settle-up.
#[component]
pub fn TonightScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let on = Memo::new(move |_| state.tonight.with(Option::is_some));
    view! {
        <section class="tonight" aria-labelledby="tonight-title">
            <h2 id="tonight-title">"Tonight"</h2>
            {move || if on.get() { view! { <Evening /> }.into_any() } else { view! { <StartEvening /> }.into_any() }}
        </section>
    }
}

/// No evening yet: the players (the seated table's names), the buy-in and the chip value.
#[component]
fn StartEvening() -> impl IntoView {
    let state = expect_context::<AppState>();
    let names = RwSignal::new(state.seating.with_untracked(|s| s.seat_names().join(", ")));
    let chips = RwSignal::new("500".to_string());
    let value = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    let start = move |_| {
        let list: Vec<String> = names.get().split(',').map(|n| n.trim().to_string()).collect();
        let started = crate::model::tonight::parse_chips(&chips.get(), "The buy-in")
            .and_then(|c| Tonight::start(&list, c, &value.get()));
        match started {
            Ok(t) => {
                problem.set(None);
                state.tonight.set(Some(t));
            }
            Err(why) => problem.set(Some(why)),
        }
    };
    view! {
        <p>"Start an evening: everyone buys in, and every hand kept moves the stacks."</p>
        <label class="tonight__field">"Players, in seat order (commas between)"
            <input type="text" prop:value=names on:input=move |e| names.set(event_target_value(&e)) /></label>
        <label class="tonight__field">"Buy-in (chips)"
            <input type="text" inputmode="numeric" prop:value=chips on:input=move |e| chips.set(event_target_value(&e)) /></label>
        <label class="tonight__field">"A chip is worth (blank: chips only)"
            <input type="text" inputmode="decimal" prop:value=value on:input=move |e| value.set(event_target_value(&e)) /></label>
        <button type="button" class="tonight__go" on:click=start>"Start the evening"</button>
        {move || problem.get().map(|p| view! { <p class="tonight__refused" role="alert">{p}</p> })}
    }
}

/// The evening on: what happened last, the players, the check, the hands, the settle-up.
#[component]
fn Evening() -> impl IntoView {
    let state = expect_context::<AppState>();
    let read = move |f: fn(&Tonight) -> String| state.tonight.with(|t| t.as_ref().map(f).unwrap_or_default());
    view! {
        <p class="tonight__said" role="status">{move || state.tonight.with(|t| t.as_ref().and_then(|t| t.said.clone()))}</p>
        <p class="tonight__next">{move || read(Tonight::next_words)}" · "{move || read(Tonight::value_words)}</p>
        <p class="tonight__check">{move || read(Tonight::conservation)}</p>
        <ul class="tonight__players" aria-label="Players">
            {move || state.tonight.with(|t| t.as_ref().map(Tonight::players).unwrap_or_default())
                .into_iter()
                .filter(|p| p.presence != Presence::NotArrived)
                .map(|p| view! { <super::tonight_player::PlayerRow line=p /> })
                .collect_view()}
        </ul>
        <super::tonight_player::JoinRow />
        <super::tonight_hands::Hands />
        <super::tonight_hands::Settle />
        <super::tonight_hands::EndEvening />
    }
}
