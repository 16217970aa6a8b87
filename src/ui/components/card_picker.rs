//! The card picker: one row per suit (4 x 13, or 4 x 8 for the 32-card deck; a suit wraps onto
//! two rows where 13 keys would be under 24 px wide), cards already used elsewhere shown as taken.
//!
//! Each key's name is the card in words ("king of hearts"), as hidden text rather than an
//! `aria-label`: the rank and suit glyphs are symbols, hidden from screen readers, so the name is
//! the words alone and no label contradicts the key's visible text (WCAG 2.5.3, axe's
//! `label-content-name-mismatch`).

use leptos::prelude::*;

use crate::engine::card::{Card, Rank, Suit};
use crate::engine::card_set::Deck;
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
    /// The deck the cards come from (the standard 52 unless given); a card outside it is never
    /// offered.
    #[prop(optional)]
    deck: Option<Deck>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let deck = deck.unwrap_or(Deck::Standard52);
    let taken = move |card: Card| {
        !deck.contains(card)
            || match taken {
                Some(t) => t.run(card),
                None => state.draft.with(|d| d.as_ref().is_some_and(|d| d.find(card).is_some())),
            }
    };
    let ranks: Vec<Rank> =
        Rank::ALL.iter().rev().copied().filter(|&r| !deck.full().of_rank(r).is_empty()).collect();
    let (class, label) = match deck {
        Deck::Standard52 => ("card-picker", "Card picker"),
        Deck::Stripped32 => ("card-picker card-picker--stripped32", "32-card picker"),
    };
    let pick = move |card: Card| match on_pick {
        Some(f) => f.run(card),
        None => state.pick(card),
    };
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    if state.settings.with_untracked(|s| s.keypad) {
        return view! { <Keypad taken=Callback::new(taken) pick=Callback::new(pick) /> }.into_any();
    }
    view! {
        <div class=class role="group" aria-label=label>
            {suits
                .into_iter()
                .map(|suit| {
                    view! {
                        <div class="card-picker__row">
                            {ranks
                                .iter()
                                .map(|&rank| {
                                    let card = Card::new(rank, suit);
                                    let class = format!("card-picker__card card-picker__card--{}", suit_class(suit));
                                    view! {
                                        <button
                                            type="button"
                                            class=class
                                            disabled=move || taken(card)
                                            on:click=move |_| pick(card)
                                        >
                                            <span class="card-picker__rank" aria-hidden="true">{rank.symbol().to_string()}</span>
                                            <span class="card-picker__suit" aria-hidden="true">{suit.symbol().to_string()}</span>
                                            <span class="visually-hidden">{card.label()}</span>
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
    .into_any()
}

/// The two-tap keypad: a rank (two rows, A to 8 and 7 to 2), then a suit; a suit whose card of
/// that rank is taken is disabled, and a rank with all four taken is too.
#[component]
fn Keypad(taken: Callback<Card, bool>, pick: Callback<Card>) -> impl IntoView {
    let rank = RwSignal::new(None::<Rank>);
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let all_taken = move |r: Rank| suits.iter().all(|&s| taken.run(Card::new(r, s)));
    let rank_row = |ranks: &[Rank]| {
        ranks
            .iter()
            .map(|&r| {
                view! {
                    <button
                        type="button"
                        class="keypad__key"
                        aria-pressed=move || (rank.get() == Some(r)).to_string()
                        disabled=move || all_taken(r)
                        on:click=move |_| rank.set(if rank.get_untracked() == Some(r) { None } else { Some(r) })
                    >
                        <span aria-hidden="true">{r.symbol().to_string()}</span>
                        <span class="visually-hidden">{r.name()}</span>
                    </button>
                }
            })
            .collect_view()
    };
    let high: Vec<Rank> = Rank::ALL.iter().rev().take(7).copied().collect();
    let low: Vec<Rank> = Rank::ALL.iter().rev().skip(7).copied().collect();
    view! {
        <div class="card-picker keypad" role="group" aria-label="Card picker">
            <div class="keypad__row">{rank_row(&high)}</div>
            <div class="keypad__row">{rank_row(&low)}</div>
            <div class="keypad__row keypad__suits">
                {suits
                    .into_iter()
                    .map(|suit| {
                        let card = move || rank.get().map(|r| Card::new(r, suit));
                        view! {
                            <button
                                type="button"
                                class=format!("keypad__key keypad__suit card-picker__card--{}", suit_class(suit))
                                disabled=move || card().is_none_or(|c| taken.run(c))
                                on:click=move |_| {
                                    if let Some(c) = card() {
                                        pick.run(c);
                                        rank.set(None);
                                    }
                                }
                            >
                                <span aria-hidden="true">{suit.symbol().to_string()}</span>
                                <span class="visually-hidden">
                                    {move || card().map_or(suit.name().to_string(), |c| c.label())}
                                </span>
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        </div>
    }
}
