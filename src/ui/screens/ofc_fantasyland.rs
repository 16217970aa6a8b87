//! A seat in Fantasyland: the mark, how many cards it was dealt (14 to 17 as the table's rule
//! allows), its cards typed in at once, and the best-arrangement helper's answer, one tap from the
//! rows. The search is the engine's ([`best_arrangement`](crate::engine::chinese::fantasyland::best_arrangement));
//! what may be marked, typed or used is the model's ([`OfcEntry`]).

use leptos::prelude::*;

use crate::engine::chinese::fantasyland::{Arrangement, BestArrangement};
use crate::engine::fixed::fixed;
use crate::model::ofc::OfcEntry;
use crate::ui::clock::now_ms;
use crate::ui::components::Shown;

/// The helper's answer (or why there is none) and how many milliseconds it took.
type Found = (Result<BestArrangement, String>, f64);

/// The Fantasyland controls of the seat being entered. `problem` says why a tap was refused.
#[component]
pub fn OfcFantasyland(entry: RwSignal<OfcEntry>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let name = move || entry.with(|e| e.seat_name(e.seat()));
    let on = Memo::new(move |_| entry.with(OfcEntry::in_fantasyland));
    let typed = RwSignal::new(String::new());
    let best = RwSignal::new(None::<Found>);
    // An answer is about the cards it was asked for: another seat or another card clears it.
    let asked_about =
        Memo::new(move |_| entry.with(|e| (e.seat(), e.table().seats.get(e.seat()).map(|s| s.placed.len()))));
    Effect::new(move |_| {
        asked_about.track();
        best.set(None);
    });
    let told = move |outcome: Result<(), String>| problem.set(outcome.err());
    let cards = move || entry.with(|e| e.table().seats.get(e.seat()).map_or(14, |s| s.fantasyland_cards));
    let add = move || {
        let text = typed.get_untracked();
        let mut outcome = Ok(());
        entry.update(|e| outcome = e.place_typed(&text));
        // Refused: the text stays as typed, with the reason.
        if outcome.is_ok() {
            typed.set(String::new());
        }
        told(outcome);
    };
    let find = move |_| {
        let start = now_ms();
        let found = entry.with_untracked(OfcEntry::best);
        best.set(Some((found, now_ms() - start)));
    };
    let choice = move |label: &'static str, a: Arrangement| {
        let stays = if a.stays { ", stays in Fantasyland" } else { "" };
        view! {
            <li>
                <button
                    type="button"
                    class="scorer__choice"
                    on:click=move |_| {
                        let mut outcome = Ok(());
                        entry.update(|e| outcome = e.arrange(&a));
                        told(outcome);
                    }
                >
                    <span>{format!("{label}: {}", a.setting)}</span>
                    <span class="scorer__estimate">
                        {format!("royalties {}{stays}; discard {}", a.royalties, a.discards)}
                    </span>
                </button>
            </li>
        }
    };
    view! {
        <div class="ofc__fantasyland" role="group" aria-label="Fantasyland">
            <label class="check">
                <input
                    type="checkbox"
                    prop:checked=move || on.get()
                    on:change=move |ev| {
                        let want = event_target_checked(&ev);
                        let mut outcome = Ok(());
                        entry.update(|e| outcome = e.set_in_fantasyland(e.seat(), want));
                        told(outcome);
                    }
                />
                <span>{move || format!("{} plays this hand in Fantasyland", name())}</span>
            </label>
            <Shown when=move || on.get()>
                <label class="field">
                    <span>"Cards dealt"</span>
                    <select on:change=move |ev| {
                        let Ok(n) = event_target_value(&ev).parse() else { return };
                        let mut outcome = Ok(());
                        entry.update(|e| outcome = e.set_fantasyland_cards(n));
                        told(outcome);
                    }>
                        {move || {
                            entry
                                .with(OfcEntry::fantasyland_counts)
                                .map(|n| view! { <option value=n.to_string() selected=move || cards() == n>{n.to_string()}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <form
                    class="ofc__typed"
                    on:submit=move |ev| {
                        ev.prevent_default();
                        add();
                    }
                >
                    <label class="field">
                        <span>"Type cards"</span>
                        <input
                            type="text"
                            placeholder="As Kd 7h …"
                            autocomplete="off"
                            autocapitalize="off"
                            spellcheck="false"
                            prop:value=move || typed.get()
                            on:input=move |ev| typed.set(event_target_value(&ev))
                        />
                    </label>
                    <button type="submit" class="link-button">"Add"</button>
                </form>
                <div class="scorer__actions">
                    <button type="button" class="link-button" on:click=find>"Best arrangement"</button>
                    <button
                        type="button"
                        class="link-button"
                        on:click=move |_| {
                            let mut outcome = Ok(());
                            entry.update(|e| outcome = e.unset());
                            told(outcome);
                        }
                    >
                        "Set again"
                    </button>
                </div>
                {move || {
                    best.get()
                        .map(|(found, ms)| match found {
                            Err(why) => view! { <p class="chinese__status">{why}</p> }.into_any(),
                            Ok(b) => view! {
                                <div class="scorer__best" role="region" aria-label=format!("Best arrangements for {}", name())>
                                    <p class="chinese__status">
                                        {format!(
                                            "Every way to set 13 checked in {} ms: the most royalties without fouling, then the strongest back, middle and front. Tap one to use it.",
                                            fixed(ms, 0, false),
                                        )}
                                    </p>
                                    <ol class="scorer__best-list">
                                        {choice("Most royalties", b.richest)}
                                        {b.staying.map(|a| choice("Stays in Fantasyland", a))}
                                    </ol>
                                </div>
                            }
                            .into_any(),
                        })
                }}
            </Shown>
        </div>
    }
}
