//! The Open Face Chinese scorer: players, standard or Pineapple, each card placed on the
//! front / middle / back layout as it is dealt (the five-then-one or three-keep-two rhythm shown;
//! a seat in Fantasyland gets all its cards at once), fouls warned as soon as they are certain,
//! royalties per row, then the pairwise points with the scoop, totals and Fantasyland. The table is
//! saved card by card.
//!
//! The deal's rules are the engine's ([`OfcTable::place`] replays every card through
//! [`crate::engine::chinese::ofc::OfcHand`]); where the next card goes, how many seats the variant
//! allows and the names of new seats are the model's ([`OfcEntry`]). This file puts the parts
//! together: the layout ([`OfcLayout`]), the Fantasyland controls ([`OfcFantasyland`]) and the
//! result ([`OfcResults`]) are views of their own.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::chinese::ofc::{FantasylandRule, OfcVariant, StayRule};
use crate::engine::chinese::ofc_table::OfcTable;
use crate::model::ofc::OfcEntry;
use crate::model::stores::Store;
use crate::model::undo::{clear_ofc_hand, Undo};
use crate::ui::components::CardPicker;
use crate::ui::screens::ofc_fantasyland::OfcFantasyland;
use crate::ui::screens::ofc_layout::OfcLayout;
use crate::ui::screens::ofc_results::OfcResults;
use crate::ui::state::AppState;
use crate::ui::storage;

#[component]
pub fn OfcScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<OfcTable>(Store::Ofc);
    state.tell(problem);
    let entry = RwSignal::new(OfcEntry::new(saved));
    Effect::new(move |_| entry.with(|e| state.told(storage::save_table(Store::Ofc, e.table()))));
    // Another tab's change to the table shows here too (issue 25), on the seat this tab was on.
    state.share_table(
        Store::Ofc,
        |t| OfcEntry::new(t).table().clone(),
        move || entry.try_with_untracked(|e| e.table().clone()),
        move |t| {
            entry.update(|e| {
                let seat = e.seat();
                *e = OfcEntry::new(t);
                e.select_seat(seat);
            })
        },
    );
    // New hand's undo: the bar's tap comes back here (the table is this screen's); a card placed
    // on the new hand, or leaving the scorer, lets it lapse.
    Effect::new(move |_| {
        // Written only when there is one to take, or this effect would wake itself for ever.
        if let Some(undo) = state.take_ofc_undo() {
            entry.maybe_update(|e| undo.restore_ofc(e));
        }
    });
    Effect::new(move |_| entry.with(|e| state.withdraw_undo(|u| u.lapsed_for(e))));
    on_cleanup(move || state.withdraw_undo(|u| matches!(u, Undo::OfcHand { .. })));
    let count = Memo::new(move |_| entry.with(|e| e.table().seats.len()));
    let seat = Memo::new(move |_| entry.with(OfcEntry::seat));
    let problem = RwSignal::new(None::<String>);
    let progress = Memo::new(move |_| entry.with(OfcEntry::progress));
    let result = Memo::new(move |_| entry.with(|e| e.table().result()));
    // The names the result is written with: a rename redraws it at once (the result itself does
    // not change with a name, so it alone would keep the old one until a reload; issue 24).
    let names = Memo::new(move |_| {
        entry.with(|e| (0..e.table().seats.len()).map(|s| e.seat_name(s)).collect::<Vec<_>>())
    });
    let variant = Memo::new(move |_| entry.with(|e| e.table().variant));
    // The most players the variant seats (a Memo<usize>, not a list: no new reactive type).
    let most = Memo::new(move |_| entry.with(|e| e.players().most()));
    let least = entry.with_untracked(|e| e.players().least());
    let place = move |card: Card| {
        let mut outcome = Ok(());
        entry.update(|e| outcome = e.place(card));
        problem.set(outcome.err().map(|e| e.to_string()));
    };

    view! {
        <section class="chinese ofc" aria-labelledby="ofc-title">
            <h2 id="ofc-title">"Open Face Chinese"</h2>
            <p class="rules-card__summary">
                "Five cards first, all placed face up; then one at a time (Pineapple: three, keep two, discard one) until 13 are set. Rows pay 1 each, a scoop 3 more, royalties as differences; a fouled hand loses 6 and earns nothing."
            </p>
            <div class="scorer__seating">
                <label class="field">
                    <span>"Game"</span>
                    <select on:change=move |ev| {
                        let v = if event_target_value(&ev) == "pineapple" { OfcVariant::Pineapple } else { OfcVariant::Standard };
                        entry.update(|e| e.set_variant(v));
                    }>
                        <option value="standard" selected=move || variant.get() == OfcVariant::Standard>"Standard"</option>
                        <option value="pineapple" selected=move || variant.get() == OfcVariant::Pineapple>"Pineapple"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Fantasyland"</span>
                    <select on:change=move |ev| {
                        let rule = if event_target_value(&ev) == "progressive" { FantasylandRule::Progressive } else { FantasylandRule::Standard };
                        entry.update(|e| e.set_fantasyland(rule));
                    }>
                        <option value="standard" selected=move || entry.with(|e| e.table().fantasyland == FantasylandRule::Standard)>"QQ+: 14 cards"</option>
                        <option value="progressive" selected=move || entry.with(|e| e.table().fantasyland == FantasylandRule::Progressive)>"Progressive: 14-17"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Stays in Fantasyland"</span>
                    <select on:change=move |ev| {
                        let v = event_target_value(&ev);
                        let rule = StayRule::ALL.into_iter().find(|r| r.id() == v).unwrap_or_default();
                        entry.update(|e| e.set_stay(rule));
                    }>
                        <option value="trips-full-house-quads" selected=move || entry.with(|e| e.table().stay == StayRule::TripsFullHouseQuads)>"Trips, full house+ or quads+"</option>
                        <option value="trips-or-quads" selected=move || entry.with(|e| e.table().stay == StayRule::TripsOrQuads)>"Trips or quads+ only"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Players"</span>
                    <select on:change=move |ev| {
                        let Ok(n) = event_target_value(&ev).parse() else { return };
                        entry.update(|e| e.set_players(n));
                    }>
                        {move || {
                            (least..=most.get())
                                .map(|n| view! { <option value=n.to_string() selected=move || count.get() == n>{n.to_string()}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
            </div>
            <div class="scorer__tabs" role="group" aria-label="Whose cards">
                {move || {
                    (0..count.get())
                        .map(|s| {
                            let label = move || {
                                entry.with(|e| {
                                    let n = e.table().seats.get(s).map_or(0, |x| x.placed.len());
                                    format!("{} {}", e.seat_name(s), if n == 0 { String::new() } else { format!("({n})") })
                                })
                            };
                            view! {
                                <button
                                    type="button"
                                    class="scorer__toggle"
                                    aria-pressed=move || (seat.get() == s).to_string()
                                    on:click=move |_| {
                                        entry.update(|e| e.select_seat(s));
                                        problem.set(None);
                                    }
                                >
                                    {move || { label() }}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <label class="field">
                <span>"Name"</span>
                <input
                    type="text"
                    prop:value=move || entry.with(|e| e.table().seats.get(seat.get()).map(|s| s.name.clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        entry.update(|e| e.rename(v));
                    }
                />
            </label>
            <OfcFantasyland entry problem />
            <p class="ofc__rhythm" role="status" aria-label="Deal">
                {move || match progress.get() {
                    Ok(p) => {
                        let left = if p.deal_size > 0 { format!(" ({} of {} placed)", p.current.len(), p.deal_size) } else { String::new() };
                        format!("{}: {}{left}", entry.with(|e| e.seat_name(seat.get())), p.rhythm(variant.get()))
                    }
                    Err(why) => why,
                }}
            </p>
            <OfcLayout entry progress variant problem />
            <p class="message" role="alert">
                {move || {
                    problem.get().or_else(|| {
                        progress.get().ok().and_then(|p| p.foul_so_far()).map(|f| format!("Already {f}"))
                    })
                }}
            </p>
            <div class="scorer__actions">
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| {
                        entry.update(OfcEntry::undo);
                        problem.set(None);
                    }
                >
                    "Take back the last card"
                </button>
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| {
                        let mut cleared = None;
                        entry.update(|e| cleared = clear_ofc_hand(e));
                        state.offer_undo(cleared);
                        problem.set(None);
                    }
                >
                    "New hand"
                </button>
            </div>
            <CardPicker
                taken=Callback::new(move |card: Card| entry.with(|e| e.table().used().contains(card)))
                on_pick=Callback::new(place)
            />
            <h3>"Result"</h3>
            {move || match (result.get(), names.get()) {
                (None, _) => view! { <p class="showdown__waiting">"The result shows when every player has placed 13 cards."</p> }.into_any(),
                (Some(r), names) => view! { <OfcResults result=r names /> }.into_any(),
            }}
        </section>
    }
}
