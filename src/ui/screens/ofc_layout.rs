//! The OFC layout of the seat being entered: front, middle and back (each a button that makes it
//! where the next card goes), the discards (Pineapple, Fantasyland), and in Fantasyland the cards
//! dealt and not yet set, each one tap from the selected row. What a row holds is the engine's
//! ([`Progress`]); where a card goes is the model's ([`OfcEntry`]).

use leptos::prelude::*;

use crate::engine::card_set::CardSet;
use crate::engine::chinese::ofc::OfcVariant;
use crate::engine::chinese::ofc_table::{Progress, Spot};
use crate::engine::chinese::setting::Row;
use crate::model::ofc::OfcEntry;
use crate::ui::components::{CardFace, Shown};

/// One spot of the layout as a button that selects it, showing its cards.
fn spot_button(
    entry: RwSignal<OfcEntry>,
    spot: Spot,
    name: &'static str,
    cards: impl Fn() -> (Vec<crate::engine::card::Card>, usize) + Send + Sync + Copy + 'static,
    facts: impl Fn() -> Option<String> + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <button
            type="button"
            class="ofc__row"
            aria-pressed=move || entry.with(|e| e.spot() == spot).to_string()
            on:click=move |_| entry.update(|e| e.select_spot(spot))
        >
            // Named by its content ("back row, 2 of 5: two of hearts …"), so the name holds what
            // the row shows (no aria-label to contradict "2♥").
            <span class="ofc__row-name">{name}</span>
            <span class="visually-hidden">
                {move || {
                    let (shown, size) = cards();
                    if size > 0 { format!(" row, {} of {size}: ", shown.len()) } else { ": ".to_string() }
                }}
            </span>
            <span class="ofc__cards">
                {move || {
                    let (shown, size) = cards();
                    let empty = size.saturating_sub(shown.len());
                    view! {
                        {shown.into_iter().map(|card| view! { <CardFace card /> }).collect_view()}
                        {(0..empty).map(|_| view! { <span class="ofc__empty" aria-hidden="true"></span> }).collect_view()}
                    }
                }}
            </span>
            <span class="ofc__facts">{move || { facts() }}</span>
        </button>
    }
}

/// The rows, the discards and, in Fantasyland, the cards not set. `problem` says why a tap was
/// refused.
#[component]
pub fn OfcLayout(
    entry: RwSignal<OfcEntry>,
    progress: Memo<Result<Progress, String>>,
    variant: Memo<OfcVariant>,
    problem: RwSignal<Option<String>>,
) -> impl IntoView {
    let in_fantasyland = move || progress.with(|p| p.as_ref().is_ok_and(|p| p.fantasyland.is_some()));
    let of = move |f: fn(&Progress) -> CardSet| {
        progress.with(|p| p.as_ref().map(f).unwrap_or_default().sorted_by_rank())
    };
    let rows = Row::ALL
        .into_iter()
        .map(|row| {
            let cards = move || {
                let cards = progress.with(|p| p.as_ref().map(|p| p.row(row)).unwrap_or_default());
                (cards.sorted_by_rank(), row.size())
            };
            let facts = move || {
                progress.get().ok().and_then(|p| p.full_row(row)).map(|(hand, royalty)| {
                    let pays = if royalty > 0 { format!(", royalty {royalty}") } else { String::new() };
                    format!("{}{pays}", hand.describe())
                })
            };
            spot_button(entry, Spot::Row(row), row.name(), cards, facts)
        })
        .collect_view();
    let held_cards = move || {
        of(Progress::held)
            .into_iter()
            .map(|card| {
                view! {
                    <button
                        type="button"
                        class="player__card"
                        on:click=move |_| {
                            let mut outcome = Ok(());
                            entry.update(|e| outcome = e.move_to_cursor(card));
                            problem.set(outcome.err());
                        }
                    >
                        <span class="visually-hidden">"Set "</span>
                        <CardFace card />
                    </button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="ofc__layout" role="group" aria-label="Layout">
            {rows}
            <Shown when=move || variant.get() == OfcVariant::Pineapple || in_fantasyland()>
                {spot_button(entry, Spot::Discard, "discard", move || (of(Progress::discards), 0), || None)}
            </Shown>
        </div>
        <Shown when=in_fantasyland>
            <div class="ofc__held" role="group" aria-label="Not set: tap a row, then a card">
                <button
                    type="button"
                    class="scorer__toggle"
                    aria-pressed=move || entry.with(|e| e.spot() == Spot::Held).to_string()
                    on:click=move |_| entry.update(|e| e.select_spot(Spot::Held))
                >
                    {move || format!("Not set ({})", of(Progress::held).len())}
                </button>
                <span class="ofc__cards">{held_cards}</span>
            </div>
        </Shown>
    }
}
