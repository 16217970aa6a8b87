//! The 32-card draw screen: seats and dealer, the blinds (small, big, and over with four or five
//! players), the bet limits of the structure as the document states them (with the pot-limit
//! maximum worked out for the dealer), five cards per player from the 32-card deck, the showdown
//! with the suit tie-break explained, and the Parole split. Saved as it is entered.
//!
//! Every figure comes from [`crate::engine::draw32`]; the seats as typed, the rules of entering
//! them and the words are the model's ([`crate::model::draw32::Draw32Entry`],
//! [`crate::model::draw32_words`]); the practice draw is [`DrawGuide`]'s. This file is the view.

use crate::engine::card::Card;
use crate::engine::card_set::Deck;
use crate::engine::draw32::{Structure, PLAYERS};
use crate::model::draw32::Draw32Entry;
use crate::model::draw32_words::Showdown;
use crate::model::stores::Store;
use crate::ui::components::{CardFace, CardPicker};
use crate::ui::screens::draw32_guide::DrawGuide;
use crate::ui::screens::draw32_stakes::StakesView;
use crate::ui::state::AppState;
use crate::ui::storage;
use leptos::prelude::*;

#[component]
pub fn Draw32Screen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<Draw32Entry>(Store::Draw32);
    state.tell(problem);
    let seats = RwSignal::new(saved.fitted());
    Effect::new(move |_| seats.with(|s| state.told(storage::save_table(Store::Draw32, s))));
    let count = Memo::new(move |_| seats.with(Draw32Entry::n));
    let selected = RwSignal::new(0usize);
    // Another tab's change to the table shows here too (issue 25).
    state.share_table(
        Store::Draw32,
        Draw32Entry::fitted,
        move || seats.try_get_untracked(),
        move |t| {
            seats.set(t);
            selected.update(|s| *s = seats.with_untracked(|x| x.seat_within(*s)));
        },
    );
    let number = move |ev: &leptos::ev::Event| event_target_value(ev).trim().parse::<u64>().ok();

    let pick = move |card: Card| {
        let s = selected.get_untracked();
        let mut next = s;
        seats.update(|x| next = x.pick(s, card));
        selected.set(next);
    };

    view! {
        <section class="chinese draw32" aria-labelledby="draw32-title">
            <h2 id="draw32-title">"32-card draw"</h2>
            <p class="rules-card__summary">
                "Sevens to aces. Flush beats full house; A-7-8-9-T is the lowest straight; hands equal in rank are decided by suit: hearts, diamonds, clubs, spades."
            </p>
            <div class="scorer__seating">
                <label class="field">
                    <span>"Players"</span>
                    <select on:change=move |ev| {
                        let Ok(n) = event_target_value(&ev).parse() else { return };
                        seats.update(|x| x.resize(n));
                        selected.update(|s| *s = seats.with_untracked(|x| x.seat_within(*s)));
                    }>
                        {PLAYERS
                            .counts()
                            .map(|n| view! { <option value=n.to_string() selected=move || count.get() == n>{n.to_string()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>"Dealer"</span>
                    <select on:change=move |ev| {
                        let d: usize = event_target_value(&ev).parse().unwrap_or(0);
                        seats.update(|x| x.set_dealer(d));
                    }>
                        {move || {
                            (0..count.get())
                                .map(|i| {
                                    view! {
                                        <option value=i.to_string() selected=move || seats.with(|x| x.dealer() == i)>
                                            {move || seats.with(|x| x.name(i))}
                                        </option>
                                    }
                                })
                                .collect_view()
                        }}
                    </select>
                </label>
                <label class="field">
                    <span>"Small blind"</span>
                    <input
                        type="number"
                        min="1"
                        inputmode="numeric"
                        prop:value=move || seats.with(|x| x.small_blind().to_string())
                        on:input=move |ev| {
                            if let Some(n) = number(&ev) {
                                seats.update(|x| x.set_small_blind(n));
                            }
                        }
                    />
                </label>
                <label class="field">
                    <span>"Betting"</span>
                    <select on:change=move |ev| {
                        let s = match event_target_value(&ev).as_str() {
                            "pot" => Structure::PotLimit,
                            "no" => Structure::NoLimit,
                            _ => Structure::Limit,
                        };
                        seats.update(|x| x.structure = s);
                    }>
                        <option value="limit" selected=move || seats.with(|x| x.structure == Structure::Limit)>"Limit"</option>
                        <option value="pot" selected=move || seats.with(|x| x.structure == Structure::PotLimit)>"Pot limit"</option>
                        <option value="no" selected=move || seats.with(|x| x.structure == Structure::NoLimit)>"No limit"</option>
                    </select>
                </label>
            </div>
            <h3>"Blinds and bets"</h3>
            {move || match seats.with(Draw32Entry::stakes) {
                Err(why) => view! { <p class="message">{why}</p> }.into_any(),
                Ok(stakes) => view! { <StakesView seats stakes /> }.into_any(),
            }}
            <h3>"Hands"</h3>
            <ul class="players" aria-label="Hands">
                {move || {
                    (0..count.get())
                        .map(|s| {
                            let hand = move || seats.with(|x| x.hand(s).sorted_by_rank());
                            let folded = move || seats.with(|x| x.is_folded(s));
                            view! {
                                <li class="player" class:player--selected=move || selected.get() == s>
                                    <div class="draw32__seat">
                                        <input
                                            type="text"
                                            class="draw32__name"
                                            aria-label=format!("Name of seat {}", s + 1)
                                            prop:value=move || seats.with(|x| x.names.get(s).cloned().unwrap_or_default())
                                            on:input=move |ev| {
                                                let v = event_target_value(&ev);
                                                seats.update(|x| {
                                                    if let Some(n) = x.names.get_mut(s) {
                                                        *n = v;
                                                    }
                                                });
                                            }
                                        />
                                        <button
                                            type="button"
                                            class="scorer__toggle"
                                            aria-pressed=move || (selected.get() == s).to_string()
                                            on:click=move |_| selected.set(s)
                                        >
                                            {move || format!("Enter {}'s cards", seats.with(|x| x.name(s)))}
                                        </button>
                                    </div>
                                    <div class="player__cards" role="group" aria-label=move || format!("{}'s cards", seats.with(|x| x.name(s)))>
                                        {move || {
                                            hand()
                                                .into_iter()
                                                .map(|card| {
                                                    view! {
                                                        <button
                                                            type="button"
                                                            class="player__card"
                                                            on:click=move |_| {
                                                                seats.update(|x| x.take_back(s, card));
                                                                selected.set(s);
                                                            }
                                                        >
                                                            <span class="visually-hidden">"Take back the "</span>
                                                            <CardFace card />
                                                        </button>
                                                    }
                                                })
                                                .collect_view()
                                        }}
                                    </div>
                                    <label class="player__folded">
                                        <input
                                            type="checkbox"
                                            prop:checked=move || { folded() }
                                            on:change=move |ev| {
                                                let on = event_target_checked(&ev);
                                                seats.update(|x| x.set_folded(s, on));
                                            }
                                        />
                                        <span>"Folded"</span>
                                    </label>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <CardPicker
                deck=Deck::Stripped32
                taken=Callback::new(move |card: Card| seats.with(|x| x.used().contains(card)))
                on_pick=Callback::new(pick)
            />
            <h3>"Showdown"</h3>
            {move || showdown_view(seats)}
            <h3>"Practise the draw"</h3>
            <DrawGuide seats />
            <h3>"Parole"</h3>
            <p class="chinese__status">
                "In the second betting round the first player still in may offer Parole; if everyone still in agrees, the pot is shared equally, odd chips one each from the dealer's left."
            </p>
            <label class="player__stake">
                <span>"Pot"</span>
                <input
                    type="number"
                    min="0"
                    inputmode="numeric"
                    aria-label="Pot to split"
                    prop:value=move || seats.with(|x| x.pot.to_string())
                    on:input=move |ev| {
                        if let Some(n) = number(&ev) {
                            seats.update(|x| x.pot = n);
                        }
                    }
                />
            </label>
            <ul class="scorer__chips" aria-label="Parole split">
                {move || seats.with(Draw32Entry::parole_lines).into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}
            </ul>
        </section>
    }
}

/// The showdown among the players still in with five cards.
fn showdown_view(seats: RwSignal<Draw32Entry>) -> impl IntoView {
    match seats.with(Draw32Entry::showdown) {
        Showdown::Waiting => {
            view! { <p class="showdown__waiting">"Enter five cards for each player still in (two at least)."</p> }
                .into_any()
        }
        Showdown::Refused(why) => view! { <p class="message">{why}</p> }.into_any(),
        Showdown::Shown { hands, tie_break } => {
            let lines = hands
                .into_iter()
                .map(|(name, description, wins)| {
                    let mark = if wins { " — wins" } else { "" };
                    view! {
                        <li class:draw32__winner=wins>
                            <strong>{name}</strong>
                            {format!(": {description}{mark}")}
                        </li>
                    }
                })
                .collect_view();
            view! {
                <ul class="scorer__breakdown" aria-label="Showdown">{lines}</ul>
                <p class="deal__arithmetic" aria-label="Suit tie-break">{tie_break}</p>
            }
            .into_any()
        }
    }
}
