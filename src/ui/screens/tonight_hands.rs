//! The evening's hands (with Correct), the settle-up, and ending the evening (two taps, with the
//! evening file offered first).

use leptos::prelude::*;

use crate::model::tonight::{HandLine, Tonight};
use crate::ui::state::AppState;

use super::tonight_player::act;

/// The hands played, newest first, each with its numbers to correct.
#[component]
pub fn Hands() -> impl IntoView {
    let state = expect_context::<AppState>();
    let game = RwSignal::new(String::new());
    let numbers = RwSignal::new(String::new());
    view! {
        <h3>"Hands"</h3>
        <p class="tonight__games">{move || state.tonight.with(|t| t.as_ref().map(|t| t.games_called().join(", ")).unwrap_or_default())}</p>
        <ol class="tonight__hands" aria-label="Hands played" reversed>
            {move || state.tonight.with(|t| t.as_ref().map(Tonight::hand_lines).unwrap_or_default())
                .into_iter().map(|h| view! { <HandRow hand=h /> }).collect_view()}
        </ol>
        <details class="tonight__record">
            <summary>"Record a hand played without the guide"</summary>
            <input type="text" placeholder="game" aria-label="Game played" prop:value=game on:input=move |e| game.set(event_target_value(&e)) />
            <input type="text" placeholder="Ann 100 200, Ben 100 0" aria-label="Each player's put in and won"
                prop:value=numbers on:input=move |e| numbers.set(event_target_value(&e)) />
            <button type="button" on:click=move |_| {
                let (g, n) = (game.get_untracked(), numbers.get_untracked());
                act(state, |t| t.record_result(&g, &n));
            }>"Record"</button>
        </details>
    }
}

#[component]
fn HandRow(hand: HandLine) -> impl IntoView {
    let state = expect_context::<AppState>();
    let editing = RwSignal::new(false);
    let numbers = RwSignal::new(hand.numbers.clone());
    let number = hand.number;
    view! {
        <li class="tonight-hand" aria-label=format!("Hand {number}")>
            <div><strong>{format!("Hand {number}: {}", hand.game)}</strong>{hand.corrected.then_some(" (corrected)")}</div>
            <div class="tonight-hand__dealt">{hand.dealt.clone()}</div>
            <div>{hand.lines.join("; ")}</div>
            <button type="button" on:click=move |_| editing.update(|e| *e = !*e)>{format!("Correct hand {number}")}</button>
            {move || editing.get().then(|| view! {
                <input type="text" aria-label=format!("Hand {number}'s numbers") prop:value=numbers
                    on:input=move |e| numbers.set(event_target_value(&e)) />
                <button type="button" on:click=move |_| {
                    let n = numbers.get_untracked();
                    act(state, |t| t.correct(number, &n));
                }>"Save the correction"</button>
            })}
        </li>
    }
}

/// Each player's net and who pays whom.
#[component]
pub fn Settle() -> impl IntoView {
    let state = expect_context::<AppState>();
    let settle = Memo::new(move |_| state.tonight.with(|t| t.as_ref().map(Tonight::settle)));
    view! {
        <h3>"Settle up"</h3>
        {move || settle.get().map(|s| view! {
            <ul class="tonight__nets" aria-label="Nets">{s.players.into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}</ul>
            <ul class="tonight__transfers" aria-label="Transfers">
                {if s.transfers.is_empty() { vec!["Nobody owes anybody.".to_string()] } else { s.transfers }
                    .into_iter().map(|p| view! { <li class="tonight__transfer">{p}</li> }).collect_view()}
            </ul>
            <p class="tonight__check">{s.check}</p>
            {s.miscounts.into_iter().map(|m| view! { <p>{m}</p> }).collect_view()}
        })}
    }
}

/// Download the evening file; end the evening (a second tap confirms, after the file is offered).
#[component]
pub fn EndEvening() -> impl IntoView {
    let state = expect_context::<AppState>();
    let asked = RwSignal::new(false);
    let download = move |_| {
        let text = state.tonight.with_untracked(|t| t.as_ref().map(Tonight::export)).unwrap_or_default();
        if let Err(why) = crate::ui::files::download("cap-evening.json", "application/json", &text) {
            state.message.set(Some(why));
        }
    };
    view! {
        <div class="tonight__end">
            <button type="button" on:click=download>"Download the evening file"</button>
            {move || if asked.get() {
                view! {
                    <p role="alert">"End the evening? Its stacks and hands go (download the file first to keep them)."</p>
                    <button type="button" on:click=move |_| { asked.set(false); state.tonight.set(None); }>"Yes, end it"</button>
                    <button type="button" on:click=move |_| asked.set(false)>"Keep playing"</button>
                }.into_any()
            } else {
                view! { <button type="button" on:click=move |_| asked.set(true)>"End the evening"</button> }.into_any()
            }}
        </div>
    }
}
