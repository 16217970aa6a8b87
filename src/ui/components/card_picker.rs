//! The 4 x 13 card picker: one row per suit, cards already used elsewhere shown as taken.

use leptos::prelude::*;

use crate::engine::card::{Card, Rank, Suit};
use crate::ui::components::card_face::suit_class;
use crate::ui::state::AppState;

/// Picks a card; a taken card cannot be picked twice. Without props it fills the selected place
/// of the hand being entered.
#[component]
pub fn CardPicker(
    /// Whether a card is already used somewhere (shown as taken, not pickable).
    #[prop(optional)]
    taken: Option<Callback<Card, bool>>,
    /// What picking a card does.
    #[prop(optional)]
    on_pick: Option<Callback<Card>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let taken = move |card: Card| match taken {
        Some(t) => t.run(card),
        None => state.draft.with(|d| d.as_ref().is_some_and(|d| d.find(card).is_some())),
    };
    let pick = move |card: Card| match on_pick {
        Some(f) => f.run(card),
        None => state.pick(card),
    };
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
                                            on:click=move |_| pick(card)
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
