//! One player's row on the evening screen: the stack in big numbers and the money moves.

use leptos::prelude::*;

use crate::engine::evening::Presence;
use crate::model::tonight::PlayerLine;
use crate::ui::state::AppState;

use crate::model::tonight::Tonight;

/// Runs an intent on tonight's evening and keeps its words (done or refused) for the screen.
pub(super) fn act(state: AppState, f: impl FnOnce(&mut Tonight) -> Result<String, String>) {
    state.tonight.update(|t| {
        if let Some(t) = t.as_mut() {
            t.said = Some(f(t).unwrap_or_else(|why| format!("Refused: {why}")));
        }
    });
}

/// A player's stack, net and presence, an amount, and the moves for it.
#[component]
pub fn PlayerRow(line: PlayerLine) -> impl IntoView {
    let state = expect_context::<AppState>();
    let amount = RwSignal::new(String::new());
    let seat = line.seat;
    let name = line.name.clone();
    let seated = line.presence.has_seat();
    let sitting = line.presence == Presence::SittingOut;
    let do_amount = move |rebuy: bool| {
        let a = amount.get_untracked();
        act(state, |t| if rebuy { t.rebuy(seat, &a) } else { t.cash_out(seat, &a) });
        amount.set(String::new());
    };
    view! {
        <li class="tonight-player" aria-label=name.clone()>
            <div class="tonight-player__head">
                <span class="tonight-player__name">{name.clone()}{line.button.then_some(" (button)")}</span>
                <span class="tonight-player__stack" aria-label=format!("{name}'s stack")>{line.stack}</span>
            </div>
            <div class="tonight-player__sub">{line.presence.word()}" · net "{line.net.clone()}</div>
            <div class="tonight-player__moves">
                <input type="text" inputmode="numeric" placeholder="chips" aria-label=format!("{name}'s chips")
                    prop:value=amount on:input=move |e| amount.set(event_target_value(&e)) />
                <button type="button" on:click=move |_| do_amount(true)>{if seated { "Rebuy" } else { "Buy in" }}</button>
                {seated.then(|| view! {
                    <button type="button" on:click=move |_| do_amount(false)>"Cash out"</button>
                    <button type="button" on:click=move |_| act(state, |t| if sitting { t.come_back(seat) } else { t.sit_out(seat) })>
                        {if sitting { "Back in" } else { "Sit out" }}</button>
                    <button type="button" on:click=move |_| act(state, |t| t.leave(seat).map(|w| format!("{w}. Undo takes it back.")))>"Leave"</button>
                })}
            </div>
        </li>
    }
}

/// A late joiner: name and buy-in.
#[component]
pub fn JoinRow() -> impl IntoView {
    let state = expect_context::<AppState>();
    let name = RwSignal::new(String::new());
    let chips = RwSignal::new(String::new());
    view! {
        <div class="tonight__join">
            <input type="text" placeholder="new player" aria-label="New player's name"
                prop:value=name on:input=move |e| name.set(event_target_value(&e)) />
            <input type="text" inputmode="numeric" placeholder="chips" aria-label="New player's buy-in"
                prop:value=chips on:input=move |e| chips.set(event_target_value(&e)) />
            <button type="button" on:click=move |_| {
                let (n, c) = (name.get_untracked(), chips.get_untracked());
                act(state, |t| t.join(&n, &c));
                if state.tonight.with_untracked(|t| t.as_ref().and_then(|t| t.said.clone())).is_some_and(|s| !s.starts_with("Refused")) {
                    name.set(String::new());
                    chips.set(String::new());
                }
            }>"Join"</button>
            <button type="button" on:click=move |_| act(state, |t| t.undo_last())>"Undo last"</button>
        </div>
    }
}
