//! Practising the 32-card draw: the app shuffles and deals five cards each, then each player still
//! in taps the cards to discard and draws (or stands pat, or folds), one at a time from the
//! dealer's left. The dealing and drawing are the engine's ([`Draw32`]); this file is the view.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::draw32::Draw32;
use crate::model::draw32::Draw32Entry;
use crate::ui::components::{CardFace, Shown};

/// The practice draw for the seats entered.
#[component]
pub fn DrawGuide(seats: RwSignal<Draw32Entry>) -> impl IntoView {
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
