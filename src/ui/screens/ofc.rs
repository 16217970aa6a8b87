//! The Open Face Chinese scorer: players, standard or Pineapple, each card placed on the
//! front / middle / back layout as it is dealt (the five-then-one or three-keep-two rhythm shown),
//! fouls warned as soon as they are certain, royalties per row, then the pairwise points with the
//! scoop, totals and Fantasyland. The table is saved card by card.
//!
//! The deal's rules are the engine's ([`OfcTable::place`] replays every card through
//! [`crate::engine::chinese::ofc::OfcHand`]); the screen only chooses where the next card goes.

use leptos::prelude::*;

use super::chinese::{capitalised, signed};
use crate::engine::card::Card;
use crate::engine::chinese::compare::RowWinner;
use crate::engine::chinese::ofc::{FantasylandRule, OfcVariant};
use crate::engine::chinese::ofc_table::{OfcResult, OfcSeat, OfcTable, Spot};
use crate::engine::chinese::setting::Row;
use crate::ui::components::{CardFace, CardPicker, Shown};
use crate::ui::state::AppState;
use crate::ui::storage::{self, StorageKey};

const NAMES: [&str; 4] = ["North", "East", "South", "West"];

fn seat_name(table: &OfcTable, seat: usize) -> String {
    match table.seats.get(seat).map(|s| s.name.trim()) {
        Some(n) if !n.is_empty() => n.to_string(),
        _ => format!("seat {}", seat + 1),
    }
}

#[component]
pub fn OfcScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<OfcTable>(StorageKey::Ofc, "Open Face Chinese table");
    if problem.is_some() {
        state.message.set(problem);
    }
    let table = RwSignal::new(saved);
    Effect::new(move |_| table.with(|t| storage::save_table(StorageKey::Ofc, t)));
    let count = Memo::new(move |_| table.with(|t| t.seats.len()));
    let seat = RwSignal::new(0usize);
    let spot = RwSignal::new(Spot::Row(Row::Back));
    let problem = RwSignal::new(None::<String>);
    let progress = Memo::new(move |_| {
        let s = seat.get();
        table.with(|t| {
            if s < t.seats.len() {
                t.progress(s).map_err(|e| e.to_string())
            } else {
                Err(String::new())
            }
        })
    });
    let result = Memo::new(move |_| table.with(OfcTable::result));
    let variant = Memo::new(move |_| table.with(|t| t.variant));

    let set_count = move |n: usize| {
        table.update(|t| {
            let n = n.clamp(2, 4);
            while t.seats.len() < n {
                let name = NAMES[t.seats.len()].to_string();
                t.seats.push(OfcSeat { name, placed: Vec::new(), in_fantasyland: false });
            }
            t.seats.truncate(n);
        });
        seat.update(|s| *s = (*s).min(n.clamp(2, 4) - 1));
    };
    let place = move |card: Card| {
        let s = seat.get_untracked();
        let mut outcome = Ok(());
        table.update(|t| outcome = t.place(s, card, spot.get_untracked()));
        match outcome {
            Err(e) => problem.set(Some(e.to_string())),
            Ok(()) => {
                problem.set(None);
                // Keep the row while it has room; a finished deal passes to the next player.
                table.with_untracked(|t| {
                    let Ok(p) = t.progress(s) else { return };
                    if let Spot::Row(row) = spot.get_untracked() {
                        if p.row(row).len() >= row.size() {
                            if let Some(free) =
                                Row::ALL.into_iter().rev().find(|r| p.row(*r).len() < r.size())
                            {
                                spot.set(Spot::Row(free));
                            }
                        }
                    }
                    if p.current.is_empty() {
                        let n = t.seats.len();
                        let next = (1..=n)
                            .map(|k| (s + k) % n)
                            .find(|&o| t.progress(o).is_ok_and(|q| q.deal_size > 0));
                        if let Some(next) = next {
                            seat.set(next);
                        }
                    }
                });
            }
        }
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
                        table.update(|t| {
                            if t.variant != v {
                                t.variant = v;
                                t.fantasyland = if v == OfcVariant::Pineapple { FantasylandRule::Progressive } else { FantasylandRule::Standard };
                                for s in &mut t.seats {
                                    s.placed.clear();
                                }
                            }
                        });
                        spot.set(Spot::Row(Row::Back));
                    }>
                        <option value="standard" selected=move || variant.get() == OfcVariant::Standard>"Standard"</option>
                        <option value="pineapple" selected=move || variant.get() == OfcVariant::Pineapple>"Pineapple"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Fantasyland"</span>
                    <select on:change=move |ev| {
                        let rule = if event_target_value(&ev) == "progressive" { FantasylandRule::Progressive } else { FantasylandRule::Standard };
                        table.update(|t| t.fantasyland = rule);
                    }>
                        <option value="standard" selected=move || table.with(|t| t.fantasyland == FantasylandRule::Standard)>"QQ+: 14 cards"</option>
                        <option value="progressive" selected=move || table.with(|t| t.fantasyland == FantasylandRule::Progressive)>"Progressive: 14-17"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Players"</span>
                    <select on:change=move |ev| set_count(event_target_value(&ev).parse().unwrap_or(2))>
                        {[2usize, 3, 4]
                            .into_iter()
                            .map(|n| view! { <option value=n.to_string() selected=move || count.get() == n>{n.to_string()}</option> })
                            .collect_view()}
                    </select>
                </label>
            </div>
            <div class="scorer__tabs" role="group" aria-label="Whose cards">
                {move || {
                    (0..count.get())
                        .map(|s| {
                            let label = move || {
                                table.with(|t| {
                                    let n = t.seats.get(s).map_or(0, |x| x.placed.len());
                                    format!("{} {}", seat_name(t, s), if n == 0 { String::new() } else { format!("({n})") })
                                })
                            };
                            view! {
                                <button
                                    type="button"
                                    class="scorer__toggle"
                                    aria-pressed=move || (seat.get() == s).to_string()
                                    on:click=move |_| {
                                        seat.set(s);
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
                    prop:value=move || table.with(|t| t.seats.get(seat.get()).map(|s| s.name.clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        let s = seat.get_untracked();
                        table.update(|t| {
                            if let Some(x) = t.seats.get_mut(s) {
                                x.name = v;
                            }
                        });
                    }
                />
            </label>
            <p class="ofc__rhythm" role="status" aria-label="Deal">
                {move || match progress.get() {
                    Ok(p) => {
                        let left = if p.deal_size > 0 { format!(" ({} of {} placed)", p.current.len(), p.deal_size) } else { String::new() };
                        format!("{}: {}{left}", table.with(|t| seat_name(t, seat.get())), p.rhythm(variant.get()))
                    }
                    Err(why) => why,
                }}
            </p>
            <div class="ofc__layout" role="group" aria-label="Layout">
                {Row::ALL
                    .into_iter()
                    .map(|row| {
                        let cards = move || progress.get().map(|p| p.row(row).sorted_by_rank()).unwrap_or_default();
                        let facts = move || {
                            progress.get().ok().and_then(|p| p.full_row(row)).map(|(hand, royalty)| {
                                let pays = if royalty > 0 { format!(", royalty {royalty}") } else { String::new() };
                                format!("{}{pays}", hand.describe())
                            })
                        };
                        view! {
                            <button
                                type="button"
                                class="ofc__row"
                                aria-pressed=move || (spot.get() == Spot::Row(row)).to_string()
                                aria-label=move || format!("{} row, {} of {}", row, cards().len(), row.size())
                                on:click=move |_| spot.set(Spot::Row(row))
                            >
                                <span class="ofc__row-name">{row.name()}</span>
                                <span class="ofc__cards">
                                    {move || {
                                        let shown = cards();
                                        let empty = row.size() - shown.len();
                                        view! {
                                            {shown.into_iter().map(|card| view! { <CardFace card /> }).collect_view()}
                                            {(0..empty).map(|_| view! { <span class="ofc__empty" aria-hidden="true"></span> }).collect_view()}
                                        }
                                    }}
                                </span>
                                <span class="ofc__facts">{move || { facts() }}</span>
                            </button>
                        }
                    })
                    .collect_view()}
                <Shown when=move || variant.get() == OfcVariant::Pineapple>
                    <button
                        type="button"
                        class="ofc__row"
                        aria-pressed=move || (spot.get() == Spot::Discard).to_string()
                        on:click=move |_| spot.set(Spot::Discard)
                    >
                        <span class="ofc__row-name">"discard"</span>
                        <span class="ofc__cards">
                            {move || {
                                progress
                                    .get()
                                    .map(|p| p.discards().sorted_by_rank())
                                    .unwrap_or_default()
                                    .into_iter()
                                    .map(|card| view! { <CardFace card /> })
                                    .collect_view()
                            }}
                        </span>
                    </button>
                </Shown>
            </div>
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
                        let s = seat.get_untracked();
                        table.update(|t| {
                            t.undo(s);
                        });
                        problem.set(None);
                    }
                >
                    "Take back the last card"
                </button>
                <button
                    type="button"
                    class="link-button"
                    on:click=move |_| {
                        table.update(|t| t.seats.iter_mut().for_each(|s| s.placed.clear()));
                        seat.set(0);
                        problem.set(None);
                    }
                >
                    "New hand"
                </button>
            </div>
            <CardPicker
                taken=Callback::new(move |card: Card| table.with(|t| t.used().contains(card)))
                on_pick=Callback::new(place)
            />
            <h3>"Result"</h3>
            {move || match result.get() {
                None => view! { <p class="showdown__waiting">"The result shows when every player has placed 13 cards."</p> }.into_any(),
                Some(r) => view! { <OfcResults table result=r /> }.into_any(),
            }}
        </section>
    }
}

/// Royalties, fouls, pairings, totals and Fantasyland of a finished table.
#[component]
fn OfcResults(table: RwSignal<OfcTable>, result: OfcResult) -> impl IntoView {
    let names: Vec<String> = table.with_untracked(|t| (0..t.seats.len()).map(|s| seat_name(t, s)).collect());
    let name = move |s: usize| names.get(s).cloned().unwrap_or_default();
    let seats = (0..result.settings.len())
        .map(|s| {
            let setting = result.settings[s];
            let r = result.royalties[s];
            let foul = setting.foul().map(|f| format!("{}. ", capitalised(&f.to_string())));
            let rows = Row::ALL
                .map(|row| format!("{row}: {} ({})", setting.row(row).describe(), r[row.index()]))
                .join("; ");
            let fantasy = match result.fantasyland[s] {
                Some(n) => format!(" Qualifies for Fantasyland: {n} cards."),
                None => String::new(),
            };
            let stays = match result.stays[s] {
                Some(true) => " Stays in Fantasyland.",
                Some(false) => " Leaves Fantasyland.",
                None => "",
            };
            let played_in = move || table.with(|t| t.seats.get(s).is_some_and(|x| x.in_fantasyland));
            view! {
                <li class="player">
                    <strong>{format!("{}: royalties {}", name(s), r.iter().sum::<u32>())}</strong>
                    <p class="chinese__status">{format!("{}{rows}.{fantasy}{stays}", foul.unwrap_or_default())}</p>
                    <label class="check">
                        <input
                            type="checkbox"
                            prop:checked=move || { played_in() }
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                table.update(|t| {
                                    if let Some(x) = t.seats.get_mut(s) {
                                        x.in_fantasyland = on;
                                    }
                                });
                            }
                        />
                        <span>"Played this hand in Fantasyland"</span>
                    </label>
                </li>
            }
        })
        .collect_view();
    let pairings = result
        .pairings
        .iter()
        .map(|p| {
            let winner = |w: RowWinner| match w {
                RowWinner::First => name(p.first),
                RowWinner::Second => name(p.second),
                RowWinner::Tie => "tie".to_string(),
            };
            let rows = Row::ALL.map(|row| format!("{row} {}", winner(p.rows[row.index()]))).join(", ");
            let scoop = if p.is_scoop() { " with the scoop" } else { "" };
            view! {
                <li>
                    <strong>{format!("{} v {}", name(p.first), name(p.second))}</strong>
                    {format!(
                        ": {rows}; rows{scoop} {}, royalties {} → {} {}",
                        signed(p.rows_units),
                        signed(p.royalty_units),
                        name(p.first),
                        signed(p.units())
                    )}
                </li>
            }
        })
        .collect_view();
    let totals = result
        .totals
        .iter()
        .enumerate()
        .map(|(s, &t)| view! { <li>{format!("{}: {}", name(s), signed(t))}</li> })
        .collect_view();
    view! {
        <ul class="players" aria-label="Royalties and Fantasyland">{seats}</ul>
        <h3>"Pairings"</h3>
        <ul class="scorer__breakdown" aria-label="Pairings">{pairings}</ul>
        <h3>"Totals"</h3>
        <ul class="scorer__chips" aria-label="Totals">{totals}</ul>
    }
}
