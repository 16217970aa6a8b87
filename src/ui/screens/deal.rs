//! The live dealing guide: the layout with the next step's positions lit, one big "Next" button,
//! the counts always in view, the ESG / Christmas calls announced with their arithmetic, folds,
//! undo and redo. In learn mode the app shuffles its own deck and shows every card.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::deal::{DeckMode, Event, Pick, Slot as DealtSlot, StepKind, Table};
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::ui::components::{CardPicker, LayoutDiagram};
use crate::ui::state::{AppState, Dealing, Screen};

#[component]
pub fn DealScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || match state.dealing.get() {
        None => view! {
            <p>"No hand is being dealt. "
                <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                    "Choose a game"
                </button>
            </p>
        }
        .into_any(),
        Some(dealing) => view! { <Dealer dealing /> }.into_any(),
    }
}

/// Applies an event to the table being dealt; a refused event leaves the table as it was and
/// says why.
fn apply(state: AppState, event: Event) {
    let mut problem = None;
    state.dealing.update(|d| {
        if let Some(d) = d {
            problem = d.table.apply(event).err().map(|e| e.to_string());
        }
    });
    state.message.set(problem);
}

/// Deals the next hand at the same table: the button moves one seat clockwise; a learn-mode deck
/// is shuffled anew.
fn next_hand(state: AppState) {
    let mut problem = None;
    state.dealing.update(|d| {
        let Some(d) = d else { return };
        let Some(game) = Catalogue::builtin().get(&d.table.rules().game_id) else { return };
        let deck = match d.table.deck_mode() {
            DeckMode::Shuffled { seed } => {
                DeckMode::Shuffled { seed: seed.wrapping_mul(6364136223846793005).wrapping_add(1) }
            }
            other => other.clone(),
        };
        match d.table.next_hand(game, deck) {
            Ok(table) => d.table = table,
            Err(e) => problem = Some(e.to_string()),
        }
    });
    state.message.set(problem);
}

fn with_table<T>(state: AppState, f: impl FnOnce(&Table) -> T) -> Option<T> {
    state.dealing.with(|d| d.as_ref().map(|d| f(&d.table)))
}

#[component]
fn Dealer(dealing: Dealing) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules = dealing.table.rules().clone();
    let names = dealing.names.clone();
    let names_for_actions = StoredValue::new(names.clone());
    let step = Memo::new(move |_| with_table(state, Table::next_step));
    let highlight = Signal::derive(move || step.get().map(|s| s.positions).unwrap_or_default());
    let cards = Signal::derive(move || {
        with_table(state, |t| {
            t.board()
                .iter()
                .enumerate()
                .filter_map(|(i, s)| match s {
                    DealtSlot::Dealt(Some(c)) => Some((i, *c)),
                    _ => None,
                })
                .collect::<Vec<(usize, Card)>>()
        })
        .unwrap_or_default()
    });
    let counts = move || with_table(state, Table::counts);
    // This street's price of an extra card, when the table sells them.
    let buy = dealing.table_buy;
    let buy_price = move || buy.map(|b| b.price(step.get().map_or(0, |s| s.street)));
    // The board position whose card the dealer is entering, if any.
    let (revealing, set_revealing) = signal(None::<usize>);
    let rules_ids = StoredValue::new(rules.positions.iter().map(|p| p.id.clone()).collect::<Vec<_>>());
    let calls = move || with_table(state, |t| t.calls().iter().map(|c| c.words.clone()).collect::<Vec<_>>());
    let arithmetic = with_table(state, |t| t.hole_cards().words.clone()).unwrap_or_default();
    let learn = dealing.learn;
    let names_for_showdown = names.clone();
    let to_showdown = move |_| {
        let Some(draft) = with_table(state, |t| {
            let mut draft = Draft::new(t.rules().clone(), &names_for_showdown, t.button(), 1, 100);
            for (i, slot) in t.board().iter().enumerate() {
                if let DealtSlot::Dealt(Some(card)) = slot {
                    let _ = draft.place(Slot::Board(i), *card);
                }
            }
            for (p, player) in draft.players.iter_mut().enumerate() {
                player.folded = !t.is_in(p);
            }
            if learn {
                for p in 0..t.n_players() {
                    let hole: Vec<Card> = t.hand(p).iter().flatten().copied().collect();
                    let text: String = hole.iter().map(|c| c.to_string()).collect();
                    if t.is_in(p) {
                        let _ = draft.set_hole_text(p, &text);
                    }
                }
            }
            draft
        }) else {
            return;
        };
        state.selected.set(draft.next_open(None));
        state.draft.set(Some(draft));
        state.screen.set(Screen::Hand);
    };

    view! {
        <section class="deal" aria-labelledby="deal-title">
            <h2 id="deal-title">{format!("Dealing: {}", rules.game_name)}</h2>
            <p class="deal__arithmetic">"Hole cards: "{arithmetic}</p>
            <dl class="deal__counts" aria-label="Counts">
                {move || {
                    counts()
                        .map(|c| {
                            view! {
                                <div><dt>"Dealt"</dt><dd>{c.dealt}</dd></div>
                                <div><dt>"Deck"</dt><dd>{c.deck}</dd></div>
                                <div><dt>"Discards"</dt><dd>{c.discards}</dd></div>
                                <div><dt>"Players in"</dt><dd>{c.players_in}</dd></div>
                                {(c.bought_chips > 0).then(|| view! { <div><dt>"Bought"</dt><dd>{c.bought_chips}</dd></div> })}
                            }
                        })
                }}
            </dl>
            <LayoutDiagram
                rules=rules.clone()
                highlight
                cards
                on_tap=Callback::new(move |p: usize| set_revealing.set(Some(p)))
                selected_position=revealing
            />
            <Show when=move || revealing.get().is_some()>
                <p class="deal__reveal">
                    {move || {
                        revealing
                            .get()
                            .map(|p| format!("Which card is at {}? (optional: fills in the showdown)", rules_ids.get_value()[p]))
                    }}
                </p>
                <CardPicker
                    taken=Callback::new(move |card: Card| {
                        with_table(state, |t| {
                            t.board().contains(&DealtSlot::Dealt(Some(card)))
                                || (0..t.n_players()).any(|p| t.hand(p).contains(&Some(card)))
                        })
                        .unwrap_or(false)
                    })
                    on_pick=Callback::new(move |card: Card| {
                        if let Some(position) = revealing.get_untracked() {
                            apply(state, Event::Reveal { position, card });
                            if state.message.get_untracked().is_none() {
                                set_revealing.set(None);
                            }
                        }
                    })
                />
            </Show>
            <div class="deal__step" role="status" aria-live="polite">
                <p class="deal__street">{move || step.get().map(|s| s.street_name).unwrap_or_default()}</p>
                <p class="deal__instruction">{move || step.get().map(|s| s.instruction).unwrap_or_default()}</p>
            </div>
            <p class="message" role="alert">{move || state.message.get().unwrap_or_default()}</p>
            <div class="deal__actions">
                {move || match step.get().map(|s| s.kind) {
                    Some(StepKind::AskGrinch(_)) => view! {
                        <button type="button" class="primary-button" on:click=move |_| apply(state, Event::Grinch { christmas: true })>
                            "Christmas"
                        </button>
                        <button type="button" class="primary-button" on:click=move |_| apply(state, Event::Grinch { christmas: false })>
                            "No Christmas"
                        </button>
                    }
                    .into_any(),
                    Some(StepKind::Showdown) | Some(StepKind::Uncontested { .. }) => view! {
                        <button type="button" class="primary-button deal__next" on:click=to_showdown.clone()>
                            "Go to the showdown"
                        </button>
                        <button type="button" class="primary-button" on:click=move |_| next_hand(state)>
                            "Next hand"
                        </button>
                    }
                    .into_any(),
                    Some(StepKind::ThrowOne) | Some(StepKind::ForcedDiscard { .. }) | Some(StepKind::PassTrash { .. }) | Some(StepKind::Draw) => {
                        view! { <PlayerActions names=names_for_actions.get_value() /> }.into_any()
                    }
                    _ => view! {
                        <button type="button" class="primary-button deal__next" on:click=move |_| apply(state, Event::Dealt)>
                            "Next"
                        </button>
                    }
                    .into_any(),
                }}
                <button type="button" class="link-button" on:click=move |_| {
                    let mut problem = None;
                    state.dealing.update(|d| if let Some(d) = d { problem = d.table.undo().err().map(|e| e.to_string()) });
                    state.message.set(problem);
                }>"Undo"</button>
                <button type="button" class="link-button" on:click=move |_| {
                    let mut problem = None;
                    state.dealing.update(|d| if let Some(d) = d { problem = d.table.redo().err().map(|e| e.to_string()) });
                    state.message.set(problem);
                }>"Redo"</button>
            </div>
            <h3>"Extra-card calls"</h3>
            <ol class="deal__calls" aria-label="Extra-card calls">
                {move || calls().unwrap_or_default().into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
            </ol>
            <h3>"Players"</h3>
            <ul class="deal__players" aria-label="Players at the table">
                {names
                    .iter()
                    .enumerate()
                    .map(|(p, name)| {
                        let name = name.clone();
                        let is_in = move || with_table(state, |t| t.is_in(p)).unwrap_or(false);
                        let held = move || with_table(state, |t| t.hand(p).len()).unwrap_or(0);
                        let hand_text = move || {
                            with_table(state, |t| {
                                t.hand(p).iter().flatten().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
                            })
                            .unwrap_or_default()
                        };
                        view! {
                            <li class="deal__player" class:deal__player--out=move || !is_in()>
                                <span class="deal__player-name">{name.clone()}</span>
                                <span class="deal__player-cards">
                                    {move || format!("{} cards", held())}
                                    {move || (learn && is_in()).then(|| format!(": {}", hand_text()))}
                                </span>
                                {buy_price().map(|_| {
                                    let label = format!("{name} buys a card");
                                    view! {
                                        <button
                                            type="button"
                                            class="link-button"
                                            aria-label=label
                                            disabled=move || !is_in()
                                            on:click=move |_| apply(state, Event::Buy { player: p })
                                        >
                                            {move || format!("Buy ({})", buy_price().unwrap_or(0))}
                                        </button>
                                    }
                                })}
                                <button
                                    type="button"
                                    class="link-button"
                                    aria-label=format!("{name} folds")
                                    disabled=move || !is_in()
                                    on:click=move |_| apply(state, Event::Fold { player: p })
                                >
                                    {move || if is_in() { "Fold" } else { "Folded" }}
                                </button>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
        </section>
    }
}

/// Per-player buttons for a card action step: each player still in confirms their discard, pass
/// or draw.
#[component]
fn PlayerActions(names: Vec<String>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let step = move || with_table(state, Table::next_step);
    view! {
        <div class="deal__player-actions">
            {move || {
                let Some(step) = step() else { return ().into_any() };
                step.players
                    .iter()
                    .map(|&p| {
                        let name = names[p].clone();
                        let (label, event) = match step.kind {
                            StepKind::ThrowOne => (format!("{name} threw one"), Event::Discard { player: p, pick: Pick::Count(1) }),
                            StepKind::ForcedDiscard { cards } => {
                                (format!("{name} discarded {cards}"), Event::Discard { player: p, pick: Pick::Count(cards) })
                            }
                            StepKind::PassTrash { cards, .. } => {
                                (format!("{name} passed {cards}"), Event::Pass { player: p, pick: Pick::Count(cards) })
                            }
                            _ => (format!("{name} stands pat"), Event::Draw { player: p, pick: Pick::Count(0) }),
                        };
                        view! {
                            <button type="button" class="primary-button" on:click=move |_| apply(state, event.clone())>
                                {label}
                            </button>
                        }
                    })
                    .collect_view()
                    .into_any()
            }}
        </div>
    }
}
