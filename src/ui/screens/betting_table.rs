//! The betting's state in the dealing guide: the round, the pot, each player's chips in, and the
//! dealer's shortcut of typing the street's totals.

use leptos::prelude::*;

use crate::model::betting::{limit_words, typed_totals, Seat};
use crate::ui::components::Shown;
use crate::ui::state::AppState;

use super::betting::bet_view;

/// The betting's state in the page: the round, the pot, each player's chips in, what comes next,
/// and the street-totals shortcut.
#[component]
pub fn BettingTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_of = bet_view(state);
    let totals_open = RwSignal::new(false);
    move || {
        let Some(v) = view_of.get() else { return ().into_any() };
        let limit_word = limit_words(v.limit);
        let seats = v
            .seats
            .iter()
            .map(|s| {
                let state_words = s.state_words();
                view! {
                    <li class="bet__seat" class:bet__seat--out=s.folded class:bet__seat--next=s.to_act>
                        <span class="bet__seat-name">{s.name.clone()}</span>
                        <span class="bet__seat-street">{format!("{} this street", s.street)}</span>
                        <span class="bet__seat-total">{format!("{} in all", s.total)}</span>
                        <span class="bet__seat-state">{state_words}</span>
                    </li>
                }
            })
            .collect_view();
        let totals =
            v.to_act.is_some().then(|| view! { <StreetTotals seats=v.seats.clone() open=totals_open /> });
        view! {
            <section class="bet" aria-label="Betting">
                <p class="bet__round">{format!("{} · {limit_word} · pot {}", v.round, v.pot)}</p>
                {(!v.status.is_empty()).then(|| view! { <p class="bet__status" role="status">{v.status.clone()}</p> })}
                {(!v.pots.is_empty()).then(|| view! {
                    <ul class="bet__pots" aria-label="Pots">
                        {v.pots.iter().map(|p| view! { <li>{p.clone()}</li> }).collect_view()}
                    </ul>
                })}
                <ul class="bet__seats" aria-label="Chips in">{seats}</ul>
                {totals}
            </section>
        }
        .into_any()
    }
}

/// The dealer's shortcut: each player's total on this street, typed at the end of the round.
#[component]
fn StreetTotals(seats: Vec<Seat>, open: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    // Filled with what each has in now (the blinds pre-flop).
    let totals = RwSignal::new(seats.iter().map(|s| s.street.to_string()).collect::<Vec<_>>());
    let all_in = RwSignal::new(seats.iter().map(|s| s.all_in).collect::<Vec<_>>());
    let seats = StoredValue::new(seats);
    let settle = move |_| {
        let amounts = match seats.with_value(|s| typed_totals(s, &totals.get_untracked())) {
            Ok(amounts) => amounts,
            Err(why) => {
                state.message.set(Some(why));
                return;
            }
        };
        let flagged: Vec<usize> =
            all_in.get_untracked().iter().enumerate().filter(|(_, a)| **a).map(|(i, _)| i).collect();
        let mut problem = None;
        state.dealing.update(|d| {
            if let Some(d) = d {
                problem = d.street_totals(amounts.clone(), flagged.clone()).err();
            }
        });
        state.message.set(problem);
    };
    let rows = move || {
        seats.with_value(|seats| seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = s.name.clone();
            let locked = s.folded || s.all_in;
            view! {
                <li class="bet__total-row">
                    <label class="field">
                        <span>{name.clone()}</span>
                        <input type="number" min="0" inputmode="numeric" disabled=locked
                            prop:value=move || totals.with(|t| t[i].clone())
                            on:input=move |ev| { let v = event_target_value(&ev); totals.update(|t| t[i] = v) } />
                    </label>
                    <label class="check">
                        <input type="checkbox" disabled=locked prop:checked=move || all_in.with(|a| a[i])
                            on:change=move |ev| { let v = event_target_checked(&ev); all_in.update(|a| a[i] = v) } />
                        {format!("{name} all-in")}
                    </label>
                </li>
            }
        })
        .collect_view())
    };
    view! {
        <div class="bet__totals">
            <button type="button" class="link-button" aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                "Enter this street's totals instead"
            </button>
            <Shown when=move || open.get()>
                <p>"What each player put in on this street in all (blinds included). Anyone under the most who is not all-in folded."</p>
                <ol class="bet__totals-list">{rows}</ol>
                <button type="button" class="primary-button" on:click=settle>"Settle this street"</button>
            </Shown>
        </div>
    }
}
