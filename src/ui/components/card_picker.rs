//! The 4 x 13 card picker: one row per suit, cards already used elsewhere shown as taken.

use leptos::prelude::*;

use crate::engine::card::{Card, Rank, Suit};
use crate::ui::components::card_face::suit_class;
use crate::ui::state::AppState;

/// Picks a card for the selected place; a taken card cannot be picked twice.
#[component]
pub fn CardPicker() -> impl IntoView {
    let state = expect_context::<AppState>();
    let taken = move |card: Card| state.draft.with(|d| d.as_ref().is_some_and(|d| d.find(card).is_some()));
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    view! {
        <div class="card-picker" role="group" aria-label="Card picker">
            {suits
                .into_iter()
                .map(|suit| {
                    view! {
                        <div class="card-picker__row">
                            {Rank::ALL
                                .iter()
                                .rev()
                                .map(|&rank| {
                                    let card = Card::new(rank, suit);
                                    let class = format!("card-picker__card card-picker__card--{}", suit_class(suit));
                                    view! {
                                        <button
                                            type="button"
                                            class=class
                                            aria-label=card.label()
                                            disabled=move || taken(card)
                                            on:click=move |_| state.pick(card)
                                        >
                                            <span class="card-picker__rank">{rank.symbol().to_string()}</span>
                                            <span class="card-picker__suit">{suit.symbol().to_string()}</span>
                                        </button>
                                    }
                                })
                                .collect_view()}
                        </div>
                    }
                })
                .collect_view()}
        </div>
    }
}
