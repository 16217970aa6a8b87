//! A player's own places (a ring card) and picks (the boards they contest), on the hand screen.

use leptos::prelude::*;

use crate::engine::draft::Slot;
use crate::model::hand_screen::{own_places, pickable};
use crate::ui::components::CardFace;
use crate::ui::state::AppState;

/// A player's own face-up places (e.g. Ring of Fire's ring card): tap one to enter its card, tap
/// its card to take it back.
#[component]
pub(super) fn OwnPlaces(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let places =
        state.draft.with_untracked(|d| d.as_ref().map(|d| own_places(d.rules())).unwrap_or_default());
    places
        .into_iter()
        .map(|(pos, id)| {
            let slot = Slot::Own(player, pos);
            let card = move || {
                state
                    .draft
                    .with(|d| d.as_ref().and_then(|d| d.players().get(player)?.own().get(&pos).copied()))
            };
            let selected = move || state.selected.get() == Some(slot);
            let label = {
                let id = id.clone();
                move || match card() {
                    Some(c) => format!("{id} card: {}", c.label()),
                    None => format!("{id} card: empty"),
                }
            };
            view! {
                <button
                    type="button"
                    class="player__own"
                    aria-pressed=move || selected().to_string()
                    aria-label=move || { label() }
                    on:click=move |_| match card() {
                        Some(c) => state.unpick(c),
                        None => state.select(slot),
                    }
                >
                    <span class="player__own-id">{id.clone()}</span>
                    {move || match card() {
                        Some(c) => view! { <CardFace card=c /> }.into_any(),
                        None => view! { <span class="player__own-empty">"tap to enter"</span> }.into_any(),
                    }}
                </button>
            }
        })
        .collect_view()
}

/// The boards a player picks, for games where only the players who picked a board contest it
/// (the dynamic points system); nothing for other games.
#[component]
pub(super) fn Picks(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (pickable, required) =
        state.draft.with_untracked(|d| d.as_ref().map(|d| pickable(d.rules())).unwrap_or_default());
    (!pickable.is_empty()).then(|| {
        let name = move || state.draft.with(|d| d.as_ref().and_then(|d| d.players().get(player).map(|p| p.name().to_string())).unwrap_or_default());
        view! {
            <div class="player__picks" role="group" aria-label=move || format!("{}'s picks", name())>
                <span class="player__picks-title">{format!("Picks ({required})")}</span>
                {pickable
                    .into_iter()
                    .enumerate()
                    .map(|(k, label)| {
                        // Picks are board numbers from 1, as in the hand file.
                        let board = k + 1;
                        let picked = move || state.draft.with(|d| d.as_ref().is_some_and(|d| d.players().get(player).is_some_and(|p| p.picks().contains(&board))));
                        view! {
                            <button
                                type="button"
                                class="player__pick"
                                aria-pressed=move || picked().to_string()
                                on:click=move |_| state.draft.update(|d| {
                                    if let Some(d) = d {
                                        d.toggle_pick(player, board);
                                    }
                                })
                            >
                                {label}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    })
}
