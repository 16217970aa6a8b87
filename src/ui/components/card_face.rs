//! One card as players see it: rank and suit symbol, coloured by suit, labelled in words.

use leptos::prelude::*;

use crate::engine::card::{Card, Suit};

/// The CSS modifier for a suit's colour.
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// A card face; its accessible name is the card in words ("ace of spades").
#[component]
pub fn CardFace(card: Card) -> impl IntoView {
    let class = format!("card-face card-face--{}", suit_class(card.suit()));
    view! {
        <span class=class role="img" aria-label=card.label()>
            {card.rank().symbol().to_string()}
            {card.suit().symbol().to_string()}
        </span>
    }
}
