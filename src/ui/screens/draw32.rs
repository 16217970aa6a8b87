//! The 32-card draw screen: seats and dealer, the blinds (small, big, and over with four or five
//! players), the bet limits of the structure as the document states them (with the pot-limit
//! maximum worked out for the dealer), five cards per player from the 32-card deck, the showdown
//! with the suit tie-break explained, and the Parole split. Saved as it is entered.
//!
//! Every figure comes from [`crate::engine::draw32`]; the seats as typed and the rules of entering
//! them are the model's ([`crate::model::draw32::Draw32Entry`]). This file is the view.

use crate::engine::card::Card;
use crate::engine::card_set::{CardSet, Deck};
use crate::engine::deal::draw32::Draw32;
use crate::engine::draw32::{
    explain_showdown, parole_split, pot_limit_max, Round, Structure, SuitTieBreak, Table, PLAYERS,
};
use crate::model::draw32::{blind_words, limits_words, Draw32Entry};
use crate::ui::components::{CardFace, CardPicker, Shown};
use crate::ui::state::AppState;
use crate::ui::storage::{self, StorageKey};
use leptos::prelude::*;

#[component]
pub fn Draw32Screen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<Draw32Entry>(StorageKey::Draw32);
    state.tell(problem);
    let seats = RwSignal::new(saved.fitted());
    Effect::new(move |_| seats.with(|s| state.told(storage::save_table(StorageKey::Draw32, s))));
    let count = Memo::new(move |_| seats.with(Draw32Entry::n));
    let selected = RwSignal::new(0usize);
    let table = Memo::new(move |_| seats.with(Draw32Entry::table));
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
                        let n = event_target_value(&ev).parse().unwrap_or(4);
                        seats.update(|x| x.resize(n));
                        selected.update(|s| *s = (*s).min(seats.with_untracked(Draw32Entry::n) - 1));
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
            {move || match table.get() {
                Err(why) => view! { <p class="message">{why}</p> }.into_any(),
                Ok(t) => view! { <Stakes seats table=t /> }.into_any(),
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
                {move || {
                    let Ok(t) = table.get() else { return Vec::new() };
                    seats.with(|x| {
                        parole_split(&t, x.pot, &x.in_hand())
                            .into_iter()
                            .map(|(s, chips)| view! { <li>{format!("{}: {chips}", x.name(s))}</li> })
                            .collect::<Vec<_>>()
                    })
                }}
            </ul>
        </section>
    }
}

/// The blinds, the limits of both rounds, and the pot-limit figures.
#[component]
fn Stakes(seats: RwSignal<Draw32Entry>, table: Table) -> impl IntoView {
    let name = move |s: usize| seats.with_untracked(|x| x.name(s));
    let blinds = table
        .blinds()
        .into_iter()
        .map(|b| view! { <li>{format!("{}: {} {}", name(b.seat), blind_words(b.kind), b.chips)}</li> })
        .collect_view();
    let structure = seats.with_untracked(|x| x.structure);
    let rounds = [(Round::First, "Before the draw"), (Round::Second, "After the draw")]
        .into_iter()
        .map(|(round, label)| {
            let text = limits_words(structure, table.limits(round));
            view! { <li><strong>{label}</strong>{format!(": {text}")}</li> }
        })
        .collect_view();
    let first = table.first_to_act(&vec![true; table.n_players()]).map(name).unwrap_or_default();
    let pot_limit = (structure == Structure::PotLimit).then(|| {
        let max = table.dealer_pot_limit_max();
        let number = move |ev: &leptos::ev::Event| event_target_value(ev).trim().parse::<u64>().ok();
        view! {
            <p class="deal__arithmetic" aria-label="Dealer's pot-limit maximum">
                {format!(
                    "{} (the dealer), when everyone before them just calls: {}.",
                    name(table.dealer()),
                    max.words
                )}
            </p>
            <div class="scorer__seating">
                <label class="field">
                    <span>"Pot now"</span>
                    <input type="number" min="0" inputmode="numeric" prop:value=move || seats.with(|x| x.limit_pot.to_string())
                        on:input=move |ev| if let Some(n) = number(&ev) { seats.update(|x| x.limit_pot = n) } />
                </label>
                <label class="field">
                    <span>"To call"</span>
                    <input type="number" min="0" inputmode="numeric" prop:value=move || seats.with(|x| x.to_call.to_string())
                        on:input=move |ev| if let Some(n) = number(&ev) { seats.update(|x| x.to_call = n) } />
                </label>
            </div>
            <p class="deal__arithmetic" aria-label="Pot-limit maximum">
                {move || seats.with(|x| format!("Most you may put in: {}.", pot_limit_max(x.limit_pot, x.to_call).words))}
            </p>
        }
    });
    view! {
        <ul class="scorer__chips" aria-label="Blinds">{blinds}</ul>
        <p class="chinese__status">{format!("{first} acts first, left of the last blind.")}</p>
        <ul class="scorer__breakdown" aria-label="Bet limits">{rounds}</ul>
        {pot_limit}
    }
}

/// The showdown among the players still in with five cards.
fn showdown_view(seats: RwSignal<Draw32Entry>) -> impl IntoView {
    seats.with(|x| {
        let Some(hands) = x.showdown_hands() else {
            return view! { <p class="showdown__waiting">"Enter five cards for each player still in (two at least)."</p> }
                .into_any();
        };
        match explain_showdown(&hands) {
            Err(e) => view! { <p class="message">{e.to_string()}</p> }.into_any(),
            Ok(shown) => {
                let lines = shown
                    .hands
                    .iter()
                    .map(|h| {
                        let mark = if h.wins { " — wins" } else { "" };
                        view! {
                            <li class:draw32__winner=h.wins>
                                <strong>{x.name(h.seat)}</strong>
                                {format!(": {}{mark}", h.description)}
                            </li>
                        }
                    })
                    .collect_view();
                let winners: Vec<String> = shown.winners.iter().map(|&s| x.name(s)).collect();
                let tie = shown.suit_tie_break.map(|t| {
                    let beaten: Vec<String> = t.beaten.iter().map(|&s| x.name(s)).collect();
                    format!(
                        "{} and {} are equal in rank, so {} decides ({}): {} wins.",
                        winners.join(" and "),
                        beaten.join(" and "),
                        t.which_card,
                        SuitTieBreak::ORDER,
                        winners.join(" and ")
                    )
                });
                view! {
                    <ul class="scorer__breakdown" aria-label="Showdown">{lines}</ul>
                    <p class="deal__arithmetic" aria-label="Suit tie-break">{tie}</p>
                }
                .into_any()
            }
        }
    })
}

#[component]
fn DrawGuide(seats: RwSignal<Draw32Entry>) -> impl IntoView {
    let guide: RwSignal<Option<Draw32>> = RwSignal::new(None);
    let chosen = RwSignal::new(CardSet::EMPTY);
    let said = RwSignal::new(None::<String>);
    let name = move |s: usize| seats.with_untracked(|x| x.name(s));
    let act = move |f: &dyn Fn(&mut Draw32) -> Result<String, crate::engine::deal::DealError>| {
        let mut words = None;
        guide.update(|g| {
            if let Some(d) = g {
                words = Some(f(d).unwrap_or_else(|e| e.to_string()));
            }
        });
        chosen.set(CardSet::EMPTY);
        said.set(words);
    };
    let start = move |_| {
        let (n, dealer) = seats.with_untracked(|x| (x.n(), x.dealer()));
        match Draw32::new(n, dealer, crate::ui::state::seed_or_clock()) {
            Ok(mut d) => {
                let words = match d.deal() {
                    Ok(()) => "Five cards each, one at a time from the dealer's left.".to_string(),
                    Err(e) => e.to_string(),
                };
                guide.set(Some(d));
                said.set(Some(words));
            }
            Err(e) => said.set(Some(e.to_string())),
        }
        chosen.set(CardSet::EMPTY);
    };
    view! {
        <div class="scorer__actions">
            <button type="button" class="primary-button" on:click=start>"Shuffle and deal"</button>
            <Shown when=move || guide.with(Option::is_some)>
                <button type="button" class="link-button" on:click=move |_| act(&|d| d.undo().map(|_| "Step taken back.".to_string()))>
                    "Undo"
                </button>
            </Shown>
        </div>
        <p class="deal__arithmetic" role="status" aria-label="Draw guide">{move || said.get()}</p>
        {move || {
            guide.with(|g| {
                g.as_ref().map(|d| {
                    let next = d.next_to_draw();
                    let counts = format!(
                        "Deck: {} cards · discards: {} · folded: {}",
                        d.deck_count(),
                        d.discards().len(),
                        d.muck().len()
                    );
                    let players = (0..seats.with_untracked(Draw32Entry::n))
                        .map(|p| {
                            let cards = d.hand(p).to_vec();
                            let is_next = next == Some(p);
                            let out = cards.is_empty();
                            let shown = cards
                                .into_iter()
                                .map(|card| {
                                    view! {
                                        <button
                                            type="button"
                                            class="player__card"
                                            class:player__card--used=move || chosen.with(|c| c.contains(card))
                                            aria-pressed=move || chosen.with(|c| c.contains(card)).to_string()
                                            aria-label=card.label()
                                            disabled=!is_next
                                            on:click=move |_| chosen.update(|c| {
                                                if !c.remove(card) {
                                                    c.insert(card);
                                                }
                                            })
                                        >
                                            <CardFace card />
                                        </button>
                                    }
                                })
                                .collect_view();
                            view! {
                                <li class="player" class:player--selected=is_next>
                                    <strong>{if out { format!("{} (folded)", name(p)) } else { name(p) }}</strong>
                                    <div class="player__cards">{shown}</div>
                                    <Shown when=move || is_next>
                                        <div class="scorer__actions">
                                            <button
                                                type="button"
                                                class="primary-button"
                                                on:click=move |_| {
                                                    let discard: Vec<Card> = chosen.get_untracked().into_iter().collect();
                                                    act(&|d| d.draw(p, &discard).map(|o| o.words))
                                                }
                                            >
                                                {move || match chosen.with(|c| c.len()) {
                                                    0 => format!("{} stands pat", name(p)),
                                                    k => format!("{} draws {k}", name(p)),
                                                }}
                                            </button>
                                            <button type="button" class="link-button" on:click=move |_| act(&|d| d.fold(p).map(|_| format!("{} folds.", name(p))))>
                                                "Fold"
                                            </button>
                                        </div>
                                    </Shown>
                                </li>
                            }
                        })
                        .collect_view();
                    view! {
                        <p class="chinese__status">{counts}</p>
                        <p class="chinese__status">
                            {match next {
                                Some(p) => format!("{} draws next: tap the cards to discard (up to four).", name(p)),
                                None => "Everyone still in has drawn.".to_string(),
                            }}
                        </p>
                        <ul class="players" aria-label="Practice hands">{players}</ul>
                    }
                })
            })
        }}
    }
}
