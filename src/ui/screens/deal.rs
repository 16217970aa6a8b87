//! The live dealing guide: the layout with the next step's positions lit, one big "Next" button,
//! the counts always in view, the ESG / Christmas calls announced with their arithmetic, folds,
//! undo and redo. In learn mode the app shuffles its own deck and shows every card.

use leptos::prelude::*;

use crate::engine::card::{Card, Count};
use crate::engine::deal::{DeadWhy, DeckMode, Event, Pick, Slot as DealtSlot, StepKind, Table};
use crate::engine::game::catalogue::Catalogue;
use crate::model::dealing::Dealing;
use crate::ui::components::{CardFace, CardPicker, LayoutDiagram, Shown};
use crate::ui::state::{AppState, Screen};

use super::betting::{betting_open, BettingBar, BettingTable};
use super::deal_errors::DealingErrors;
use super::odds::{DealOdds, LearnShares};
use super::table_events::{apply, with_table};

#[component]
pub fn DealScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The guide is built once per table (game, options, seats, deck mode), not on every event:
    // what changes as the hand goes on is read reactively inside, and what the dealer has open
    // (the odds, a card being entered) stays open.
    let table = Memo::new(move |_| {
        state.dealing.with(|d| {
            d.as_ref().map(|d| {
                let t = &d.table;
                (
                    t.rules().game_id().to_string(),
                    t.choices().clone(),
                    t.table_setup(),
                    d.names.clone(),
                    d.learn,
                )
            })
        })
    });
    move || match table.get().and(state.dealing.get_untracked()) {
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

/// Deals the next hand at the same table: the button moves one seat clockwise; a learn-mode deck
/// is shuffled anew.
fn next_hand(state: AppState) {
    let mut problem = None;
    state.dealing.update(|d| {
        let Some(d) = d else { return };
        let Some(game) = Catalogue::builtin().get(d.table.rules().game_id()) else { return };
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

/// Takes back (or applies again) the last event, a bet or a dealing step alike.
fn undo_or_redo(state: AppState, f: fn(&mut Table) -> Result<(), crate::engine::deal::DealError>) {
    let mut problem = None;
    state.dealing.update(|d| {
        if let Some(d) = d {
            problem = f(&mut d.table).err().map(|e| e.to_string());
        }
    });
    state.message.set(problem);
}

/// The card the dealer is entering: a board position, or a player's face-up card (a ring card).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entering {
    Board(usize),
    FaceUp { player: usize, position: usize },
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
    // What a card costs now, from the engine (the street just dealt), when the table sells them.
    let sells = dealing.table.options().buy.is_some();
    let buy_price = move || with_table(state, Table::buy_price).flatten();
    let dead_in_force = move || with_table(state, Table::dead_in_force).unwrap_or(false);
    let entering = RwSignal::new(None::<Entering>);
    let entering_position = Signal::derive(move || match entering.get() {
        Some(Entering::Board(p)) => Some(p),
        _ => None,
    });
    let rules_ids = StoredValue::new(rules.positions().iter().map(|p| p.id.clone()).collect::<Vec<_>>());
    let bad_boys = StoredValue::new(
        rules.points().iter().flat_map(|p| p.dead_ranks_from.iter().copied()).collect::<Vec<usize>>(),
    );
    let names_for_entry = StoredValue::new(names.clone());
    let calls = move || with_table(state, |t| t.calls().iter().map(|c| c.words.clone()).collect::<Vec<_>>());
    let arithmetic = with_table(state, |t| t.hole_cards().words.clone()).unwrap_or_default();
    let learn = dealing.learn;
    let names_for_showdown = StoredValue::new(names.clone());
    let to_showdown = move |_| {
        let seating = state.seating.get_untracked();
        let Some(draft) = with_table(state, |t| {
            t.showdown_draft(&names_for_showdown.get_value(), seating.chip, seating.stake)
        }) else {
            return;
        };
        state.begin_hand(draft);
    };
    // Tree trunk: the last aggressor's places, tapped one by one; the engine checks the choice.
    let choosing = RwSignal::new(Vec::<usize>::new());
    let on_tap = Callback::new(move |p: usize| match step.get_untracked().map(|s| s.kind) {
        Some(StepKind::ChosenBoard { cards, choices }) if choices.contains(&p) => {
            choosing.update(|c| {
                if let Some(i) = c.iter().position(|x| *x == p) {
                    c.remove(i);
                } else {
                    c.push(p);
                }
            });
            if choosing.with_untracked(Vec::len) == cards {
                apply(state, Event::Place { positions: choosing.get_untracked() });
                choosing.set(vec![]);
            }
        }
        _ => entering.set(Some(Entering::Board(p))),
    });

    view! {
        <section class="deal" aria-labelledby="deal-title">
            <h2 id="deal-title">{format!("Dealing: {}", rules.game_name())}</h2>
            <p class="deal__arithmetic">"Hole cards: "{arithmetic}</p>
            <dl class="deal__counts" aria-label="Counts">
                {move || {
                    counts()
                        .map(|c| {
                            view! {
                                <div><dt>"Dealt"</dt><dd>{c.dealt_text()}</dd></div>
                                <div><dt>"Deck"</dt><dd>{c.deck}</dd></div>
                                <div><dt>"Discards"</dt><dd>{c.discards}</dd></div>
                                <div><dt>"Players in"</dt><dd>{c.players_in}</dd></div>
                                {(c.bought_chips > 0).then(|| view! { <div><dt>"Bought"</dt><dd>{c.bought_chips}</dd></div> })}
                            }
                        })
                }}
            </dl>
            <LayoutDiagram rules=rules.clone() highlight cards on_tap selected_position=entering_position />
            {move || {
                // Good boys bad boys: good-board cards killed as dead (their places look empty).
                let ids = rules_ids.get_value();
                let killed: Vec<String> = with_table(state, |t| {
                    t.board()
                        .iter()
                        .enumerate()
                        .filter_map(|(i, s)| match s {
                            DealtSlot::Killed(card) => {
                                Some(card.map_or(ids[i].clone(), |c| format!("{} ({c})", ids[i])))
                            }
                            _ => None,
                        })
                        .collect()
                })
                .unwrap_or_default();
                (!killed.is_empty()).then(|| view! { <p class="deal__killed">"Dead, discarded: "{killed.join(", ")}</p> })
            }}
            <Shown when=move || entering.get().is_some()>
                <p class="deal__reveal">
                    {move || {
                        let ids = rules_ids.get_value();
                        entering.get().map(|e| match e {
                            Entering::Board(p) => format!("Which card is at {}? (optional: fills in the showdown)", ids[p]),
                            Entering::FaceUp { player, position } => format!(
                                "Which is {}'s {} card? (optional: fills in the showdown)",
                                names_for_entry.get_value()[player],
                                ids[position]
                            ),
                        })
                    }}
                </p>
                {move || {
                    // Good boys bad boys with a real deck: a dealt good-board card of a dead rank is killed here.
                    let Some(Entering::Board(p)) = entering.get() else { return None };
                    let dealt = with_table(state, |t| matches!(t.board()[p], DealtSlot::Dealt(_))).unwrap_or(false);
                    (dead_in_force() && dealt && !bad_boys.get_value().contains(&p)).then(|| {
                        let label = format!("Kill {}: a dead rank", rules_ids.get_value()[p]);
                        view! {
                            <button type="button" class="link-button" on:click=move |_| {
                                apply(state, Event::Kill { position: p });
                                if state.message.get_untracked().is_none() {
                                    entering.set(None);
                                }
                            }>{label}</button>
                        }
                    })
                }}
                <CardPicker
                    taken=Callback::new(move |card: Card| {
                        with_table(state, |t| {
                            t.board().contains(&DealtSlot::Dealt(Some(card)))
                                || (0..t.n_players()).any(|p| {
                                    t.hand(p).contains(&Some(card)) || t.face_up(p).iter().any(|(_, c)| *c == Some(card))
                                })
                        })
                        .unwrap_or(false)
                    })
                    on_pick=Callback::new(move |card: Card| {
                        let event = match entering.get_untracked() {
                            Some(Entering::Board(position)) => Event::Reveal { position, card },
                            Some(Entering::FaceUp { player, position }) => Event::RevealFaceUp { player, position, card },
                            None => return,
                        };
                        apply(state, event);
                        if state.message.get_untracked().is_none() {
                            entering.set(None);
                        }
                    })
                />
            </Shown>
            <BettingTable />
            <DealOdds />
            {learn.then(|| view! { <LearnShares /> })}
            <DealingErrors names=names_for_actions.get_value() />
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
                        let is_next = move || step.get().is_some_and(|s| s.players.contains(&p));
                        let held = move || with_table(state, |t| t.hand(p).len()).unwrap_or(0);
                        let hand_text = move || {
                            with_table(state, |t| {
                                t.hand(p).iter().flatten().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
                            })
                            .unwrap_or_default()
                        };
                        // Face-up cards (a ring card) still to enter: (position, card if known).
                        let face_up = move || with_table(state, |t| t.face_up(p).to_vec()).unwrap_or_default();
                        let name_for_face_up = name.clone();
                        let name_for_dead = name.clone();
                        view! {
                            <li
                                class="deal__player"
                                class:deal__player--out=move || !is_in()
                                class:deal__player--next=move || { is_next() }
                                aria-current=move || is_next().then_some("step")
                            >
                                <span class="deal__player-name">{name.clone()}</span>
                                <span class="deal__player-cards">
                                    {move || format!("{} cards", held())}
                                    {move || (learn && is_in()).then(|| format!(": {}", hand_text()))}
                                </span>
                                {move || {
                                    let name = name_for_face_up.clone();
                                    face_up()
                                        .into_iter()
                                        .filter(|_| is_in())
                                        .map(|(position, card)| {
                                            let id = rules_ids.get_value()[position].clone();
                                            let label = match card {
                                                Some(c) => format!("{name}'s {id}: {}", c.label()),
                                                None => format!("{name}'s {id} card"),
                                            };
                                            view! {
                                                <button
                                                    type="button"
                                                    class="link-button"
                                                    aria-label=label
                                                    disabled=card.is_some()
                                                    on:click=move |_| entering.set(Some(Entering::FaceUp { player: p, position }))
                                                >
                                                    {card.map_or(id.clone(), |c| format!("{id} {c}"))}
                                                </button>
                                            }
                                        })
                                        .collect_view()
                                }}
                                {move || {
                                    // A real deck: the player reports a dead card (Good boys bad boys).
                                    let label = format!("{name_for_dead} discards a dead card");
                                    (!learn && dead_in_force() && is_in()).then(|| view! {
                                        <button
                                            type="button"
                                            class="link-button"
                                            aria-label=label
                                            on:click=move |_| apply(state, Event::DeadCards { player: p, pick: Pick::Count(1) })
                                        >
                                            "Dead card"
                                        </button>
                                    })
                                }}
                                {sells.then(|| {
                                    // Names hold the visible word ("Buy", "Fold"), so a spoken command finds them.
                                    let label = format!("Buy a card for {name}");
                                    view! {
                                        <button
                                            type="button"
                                            class="link-button"
                                            aria-label=label
                                            disabled=move || !is_in() || buy_price().is_none()
                                            on:click=move |_| apply(state, Event::Buy { player: p })
                                        >
                                            {move || buy_price().map_or("Buy".to_string(), |price| format!("Buy ({price})"))}
                                        </button>
                                    }
                                })}
                                <button
                                    type="button"
                                    class="link-button"
                                    aria-label={
                                        let name = name.clone();
                                        move || if is_in() { format!("Fold {name}") } else { format!("{name} folded") }
                                    }
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
            // The instruction and Next (or the betting's actions) in a bar at the bottom: thumb reach. Last
            // in the page, so it stays stuck to the bottom of the screen however far the dealer scrolls.
            <div class="deal__bar">
                <Shown when=move || betting_open(state)>
                    <BettingBar />
                </Shown>
                <Shown when=move || !betting_open(state)>
                <div class="deal__step" role="status" aria-live="polite">
                    <p class="deal__street">{move || step.get().map(|s| s.street_name).unwrap_or_default()}</p>
                    <p class="deal__instruction">{move || step.get().map(|s| s.instruction).unwrap_or_default()}</p>
                    {move || match step.get().map(|s| s.kind) {
                        Some(StepKind::ChosenBoard { cards, .. }) => Some(view! {
                            <p class="deal__choose">
                                {format!("Tap the {cards} places the last aggressor wants ({} chosen), then Next.", choosing.get().len())}
                            </p>
                        }),
                        _ => None,
                    }}
                </div>
                <div class="deal__actions">
                    {move || match step.get().map(|s| s.kind) {
                        Some(StepKind::AskGrinch(_)) => view! {
                            {state.dealing.with_untracked(|d| d.as_ref().and_then(|d| d.grinch_words())).map(|w| view! { <p class="deal__grinch">{w}</p> })}
                            <button type="button" class="primary-button" on:click=move |_| apply(state, Event::Grinch { christmas: true })>
                                "Christmas"
                            </button>
                            <button type="button" class="primary-button" on:click=move |_| apply(state, Event::Grinch { christmas: false })>
                                "No Christmas"
                            </button>
                        }
                        .into_any(),
                        Some(StepKind::Showdown) | Some(StepKind::Uncontested { .. }) => view! {
                            <button type="button" class="primary-button deal__next" on:click=to_showdown>
                                "Go to the showdown"
                            </button>
                            <button type="button" class="primary-button" on:click=move |_| next_hand(state)>
                                "Next hand"
                            </button>
                        }
                        .into_any(),
                        Some(StepKind::ThrowOne) | Some(StepKind::ForcedDiscard { .. }) | Some(StepKind::PassTrash { .. }) | Some(StepKind::Draw) => {
                            view! { <PlayerActions names=names_for_actions.get_value() learn /> }.into_any()
                        }
                        _ => view! {
                            <button type="button" class="primary-button deal__next" on:click=move |_| apply(state, Event::Dealt)>
                                "Next"
                            </button>
                        }
                        .into_any(),
                    }}
                </div>
                </Shown>
                <p class="message" role="alert">{move || state.message.get().unwrap_or_default()}</p>
                <div class="deal__undo">
                    <button type="button" class="link-button" on:click=move |_| undo_or_redo(state, Table::undo)>"Undo"</button>
                    <button type="button" class="link-button" on:click=move |_| undo_or_redo(state, Table::redo)>"Redo"</button>
                </div>
            </div>
        </section>
    }
}

/// Per-player controls for a card action step. Each player still in confirms their throw,
/// discard, pass or draw. With a real deck the count is what matters (a draw's count is chosen);
/// in learn mode the player taps which of their cards go.
#[component]
fn PlayerActions(names: Vec<String>, learn: bool) -> impl IntoView {
    let state = expect_context::<AppState>();
    let step = Memo::new(move |_| with_table(state, Table::next_step));
    view! {
        <div class="deal__player-actions">
            {move || {
                let Some(step) = step.get() else { return ().into_any() };
                // A draw is in turn: only the first player waiting acts.
                let players: Vec<usize> =
                    if step.kind == StepKind::Draw { step.players.iter().copied().take(1).collect() } else { step.players.clone() };
                players
                    .into_iter()
                    .map(|p| {
                        // Pass the trash to a chosen player: whom the engine allows.
                        let receivers: Vec<(usize, String)> = match step.kind {
                            StepKind::PassTrash { .. } => with_table(state, |t| t.pass_receivers(p))
                                .unwrap_or_default()
                                .into_iter()
                                .map(|q| (q, names[q].clone()))
                                .collect(),
                            _ => vec![],
                        };
                        view! { <ActionRow player=p name=names[p].clone() kind=step.kind.clone() learn receivers /> }
                    })
                    .collect_view()
                    .into_any()
            }}
        </div>
    }
}

/// One player's throw, discard, pass or draw.
#[component]
fn ActionRow(
    player: usize,
    name: String,
    kind: StepKind,
    learn: bool,
    receivers: Vec<(usize, String)>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    // How many cards the action takes (None: a draw, any number), from the engine, and its words.
    let required = with_table(state, |t| t.cards_to_give(player)).flatten();
    let (verb, done) = match kind {
        StepKind::ThrowOne => ("throws", "threw"),
        StepKind::ForcedDiscard { .. } => ("discards", "discarded"),
        StepKind::PassTrash { .. } => ("passes", "passed"),
        _ => ("draws", "drew"),
    };
    let (passes, draws) = (matches!(kind, StepKind::PassTrash { .. }), kind == StepKind::Draw);
    // Passing to a chosen player: who receives the cards (the first other player still in until
    // the dealer picks).
    let to = RwSignal::new(receivers.first().map(|r| r.0));
    let chosen_receiver = (!receivers.is_empty()).then(|| {
        let options = receivers
            .iter()
            .map(|(p, n)| view! { <option value=p.to_string()>{n.clone()}</option> })
            .collect_view();
        view! {
            <label class="deal__pass-to">
                {format!("{name} passes to ")}
                <select on:change=move |ev| to.set(event_target_value(&ev).parse().ok())>{options}</select>
            </label>
        }
    });
    let forfeit = (kind == StepKind::ThrowOne).then(|| {
        let label = format!("{name} does not throw: forfeit");
        view! {
            <button type="button" class="link-button" on:click=move |_| apply(state, Event::DeadHand { player, why: DeadWhy::DidNotThrow })>
                {label}
            </button>
        }
    });
    let event = move |pick: Pick| {
        if passes {
            Event::Pass { player, pick, to: to.get_untracked() }
        } else if draws {
            Event::Draw { player, pick }
        } else {
            Event::Discard { player, pick }
        }
    };
    let hand: Vec<Card> =
        with_table(state, |t| t.hand(player).iter().flatten().copied().collect()).unwrap_or_default();
    let held = with_table(state, |t| t.hand(player).len()).unwrap_or(0);
    let chosen = RwSignal::new(Vec::<Card>::new());
    let count = RwSignal::new(0usize);
    let main = if learn && hand.len() == held {
        // Learn mode: the cards are known; the player picks which go.
        let label = {
            let name = name.clone();
            move || {
                let n = chosen.with(Vec::len);
                match required {
                    None if n == 0 => format!("{name} stands pat"),
                    // Nothing chosen yet: say what to do, not "Ben passes 0".
                    Some(r) if n == 0 => format!("Choose {}", Count(r, "card")),
                    _ => format!("{name} {verb} {}", Count(n, "card")),
                }
            }
        };
        let prompt = match required {
            Some(1) => format!("{name}: tap the card that goes"),
            Some(r) => format!("{name}: tap the {} that go", Count(r, "card")),
            None => format!("{name}: tap the cards to throw away (as many are drawn)"),
        };
        view! {
            <div class="deal__action-row" role="group" aria-label=format!("{name}'s cards")>
                <span>{prompt}</span>
                <span class="deal__action-cards">
                    {hand
                        .into_iter()
                        .map(|card| {
                            let picked = move || chosen.with(|c| c.contains(&card));
                            view! {
                                <button
                                    type="button"
                                    class="deal__action-card"
                                    aria-pressed=move || picked().to_string()
                                    on:click=move |_| chosen.update(|c| {
                                        if let Some(i) = c.iter().position(|x| *x == card) { c.remove(i); } else { c.push(card); }
                                    })
                                >
                                    <CardFace card />
                                </button>
                            }
                        })
                        .collect_view()}
                </span>
                <button
                    type="button"
                    class="primary-button"
                    disabled=move || required.is_some_and(|r| chosen.with(Vec::len) != r)
                    on:click=move |_| apply(state, event(Pick::Cards(chosen.get_untracked())))
                >
                    {move || { label() }}
                </button>
            </div>
        }
        .into_any()
    } else if let Some(r) = required {
        // A real deck: the count is what matters.
        let label = format!("{name} {done} {}", Count(r, "card"));
        view! {
            <button type="button" class="primary-button" on:click=move |_| apply(state, event(Pick::Count(r)))>
                {label}
            </button>
        }
        .into_any()
    } else {
        // A real deck's draw: the dealer sets how many cards the player draws.
        let label = {
            let name = name.clone();
            move || match count.get() {
                0 => format!("{name} stands pat"),
                n => format!("{name} draws {n}"),
            }
        };
        view! {
            <div class="deal__action-row" role="group" aria-label=format!("{name}'s draw")>
                <button type="button" class="primary-button deal__stepper" aria-label="One card fewer"
                    disabled=move || count.get() == 0
                    on:click=move |_| count.update(|n| *n = n.saturating_sub(1))>"−"</button>
                <output aria-label="Cards to draw">{move || count.get()}</output>
                <button type="button" class="primary-button deal__stepper" aria-label="One card more"
                    disabled=move || { count.get() >= held }
                    on:click=move |_| count.update(|n| *n = (*n + 1).min(held))>"+"</button>
                <button type="button" class="primary-button" on:click=move |_| apply(state, event(Pick::Count(count.get_untracked())))>
                    {move || { label() }}
                </button>
            </div>
        }
        .into_any()
    };
    view! { {chosen_receiver} {main} {forfeit} }
}
