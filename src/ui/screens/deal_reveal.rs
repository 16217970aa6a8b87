//! The dealing guide's card entry: which card is at the tapped place (or a player's face-up
//! card), a dead rank killed with a real deck, and the picker.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::deal::{Event, Slot as DealtSlot, Table};
use crate::ui::components::{CardPicker, Shown};
use crate::ui::state::AppState;

use super::table_events::{apply, with_table};

/// The card the dealer is entering: a board position, or a player's face-up card (a ring card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Entering {
    Board(usize),
    FaceUp { player: usize, position: usize },
}

/// The card being entered, once a place is tapped: what to enter, a kill for a dead rank, and
/// the picker (entering is optional: it fills in the showdown).
#[component]
pub(super) fn DealReveal(
    entering: RwSignal<Option<Entering>>,
    /// The layout's position ids.
    ids: Vec<String>,
    names: Vec<String>,
    /// The positions whose ranks are dead (the bad boys' board): never killed themselves.
    bad_boys: Vec<usize>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules_ids = StoredValue::new(ids);
    let names_for_entry = StoredValue::new(names);
    let bad_boys = StoredValue::new(bad_boys);
    let dead_in_force = move || with_table(state, Table::dead_in_force).unwrap_or(false);
    view! {
        <Shown when=move || entering.get().is_some()>
            <p class="deal__reveal">
                {move || {
                    let ids = rules_ids.get_value();
                    entering.get().map(|e| match e {
                        Entering::Board(p) => format!("Which card is at {}? (optional: fills in the showdown)", ids[p]),
                        Entering::FaceUp { player, position } => format!(
                            "Which is {}'s {} card? (optional: fills in the showdown)",
                            names_for_entry.get_value()[player],
                            ids[position]
                        ),
                    })
                }}
            </p>
            {move || {
                // Good boys bad boys with a real deck: a dealt good-board card of a dead rank is killed here.
                let Some(Entering::Board(p)) = entering.get() else { return None };
                let dealt = with_table(state, |t| matches!(t.board()[p], DealtSlot::Dealt(_))).unwrap_or(false);
                (dead_in_force() && dealt && !bad_boys.get_value().contains(&p)).then(|| {
                    let label = format!("Kill {}: a dead rank", rules_ids.get_value()[p]);
                    view! {
                        <button type="button" class="link-button" on:click=move |_| {
                            apply(state, Event::Kill { position: p });
                            if state.message.get_untracked().is_none() {
                                entering.set(None);
                            }
                        }>{label}</button>
                    }
                })
            }}
            <CardPicker
                taken=Callback::new(move |card: Card| {
                    state.dealing.with(|d| d.as_ref().is_some_and(|d| d.card_seen(card)))
                })
                on_pick=Callback::new(move |card: Card| {
                    let event = match entering.get_untracked() {
                        Some(Entering::Board(position)) => Event::Reveal { position, card },
                        Some(Entering::FaceUp { player, position }) => Event::RevealFaceUp { player, position, card },
                        None => return,
                    };
                    apply(state, event);
                    if state.message.get_untracked().is_none() {
                        entering.set(None);
                    }
                })
            />
        </Shown>
    }
}
