//! The hand screen's players: each one's name, hole cards, typed cards, own places, picks,
//! folded box and what they put in.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::draft::Slot;
use crate::ui::components::CardFace;
use crate::ui::state::AppState;

use super::card_text::CardText;
use super::hand_places::{OwnPlaces, Picks};

/// Each player: name, hole cards (tap to select the hand, tap a card to take it back), text entry,
/// folded and contribution.
#[component]
pub(super) fn Players() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo, so the list is rebuilt only when the number of players changes, not on every card
    // (a rebuild would empty the text boxes being typed in).
    let count = Memo::new(move |_| state.draft.with(|d| d.as_ref().map_or(0, |d| d.players().len())));
    view! {
        <ul class="players" aria-label="Players">
            {move || {
                (0..count.get())
                    .map(|i| {
                        let player = move || state.draft.with(|d| d.as_ref().and_then(|d| d.players().get(i).cloned()));
                        let name = move || player().map(|p| p.name().to_string()).unwrap_or_default();
                        let hole = move || player().map(|p| p.hole().to_vec()).unwrap_or_default();
                        let selected = move || state.selected.get() == Some(Slot::Hole(i));
                        view! {
                            <li class="player" class:player--selected=move || { selected() }>
                                <button
                                    type="button"
                                    class="player__select"
                                    aria-pressed=move || selected().to_string()
                                    on:click=move |_| state.select(Slot::Hole(i))
                                >
                                    <span class="player__name">{move || { name() }}</span>
                                    <span class="player__count">
                                        {move || state.draft.with(|d| d.as_ref().map(|d| d.hole_count_words(i)).unwrap_or_default())}
                                    </span>
                                </button>
                                <div class="player__cards" role="group" aria-label=move || format!("{}'s hole cards", name())>
                                    {move || {
                                        hole()
                                            .into_iter()
                                            .map(|card: Card| {
                                                view! {
                                                    <button
                                                        type="button"
                                                        class="player__card"
                                                        class:player__card--used=move || state.shown.get().contains(card)
                                                        on:click=move |_| state.unpick(card)
                                                    >
                                                        // Named "Take back king of hearts" by its content, not an
                                                        // aria-label that would contradict the drawn "K♥".
                                                        <span class="visually-hidden">"Take back "</span>
                                                        <CardFace card=card />
                                                    </button>
                                                }
                                            })
                                            .collect_view()
                                    }}
                                </div>
                                <OwnPlaces player=i />
                                <CardText
                                    label=Signal::derive(move || format!("Type {}'s cards", name()))
                                    placeholder="AsKd7h…"
                                    id=format!("hole-text-{i}")
                                    next=format!("hole-text-{}", i + 1)
                                    apply=Callback::new(move |text: String| {
                                        let mut result = Ok(());
                                        state.draft.maybe_update(|d| {
                                            let Some(d) = d else { return false };
                                            result = d.set_hole_text(i, &text).map_err(|p| format!("{}: {p}", d.names()[i]));
                                            result.is_ok()
                                        });
                                        result
                                    })
                                />
                                <Picks player=i />
                                <label class="player__folded">
                                    <input
                                        type="checkbox"
                                        prop:checked=move || player().is_some_and(|p| p.folded())
                                        on:change=move |ev| {
                                            let folded = event_target_checked(&ev);
                                            state.draft.update(|d| {
                                                if let Some(d) = d {
                                                    d.fold(i, folded);
                                                }
                                            });
                                        }
                                    />
                                    "Folded"
                                </label>
                                <label class="player__stake">
                                    "Put in"
                                    <input
                                        type="number"
                                        min="0"
                                        aria-label=move || format!("{} put in", name())
                                        prop:value=move || player().map_or(0, |p| p.contributed()).to_string()
                                        on:change=move |ev| {
                                            if let Ok(v) = event_target_value(&ev).parse::<u64>() {
                                                state.draft.update(|d| {
                                                    if let Some(d) = d {
                                                        d.contribute(i, v);
                                                    }
                                                });
                                            }
                                        }
                                    />
                                </label>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
