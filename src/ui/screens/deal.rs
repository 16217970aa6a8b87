//! The live dealing guide: the layout with the next step's positions lit, one big "Next" button,
//! the counts always in view, the ESG / Christmas calls announced with their arithmetic, folds,
//! undo and redo. In learn mode the app shuffles its own deck and shows every card. The parts are
//! views of their own: [`super::deal_reveal`] (a card entered), [`super::deal_players`],
//! [`super::deal_bar`] (the bottom bar) and [`super::deal_actions`] (throws, discards, draws).

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::deal::{Event, Slot as DealtSlot, StepKind, Table};
use crate::model::dealing::{with_names, Dealing};
use crate::ui::components::{Breakable, LayoutDiagram};
use crate::ui::state::{AppState, Screen};

use super::betting_table::BettingTable;
use super::deal_bar::DealBar;
use super::deal_errors::DealingErrors;
use super::deal_players::DealPlayers;
use super::deal_reveal::{DealReveal, Entering};
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

#[component]
fn Dealer(dealing: Dealing) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules = dealing.table.rules().clone();
    let names = dealing.names.clone();
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
    let sells = dealing.table.options().buy.is_some();
    let entering = RwSignal::new(None::<Entering>);
    let entering_position = Signal::derive(move || match entering.get() {
        Some(Entering::Board(p)) => Some(p),
        _ => None,
    });
    let ids: Vec<String> = rules.positions().iter().map(|p| p.id.clone()).collect();
    let bad_boys: Vec<usize> =
        rules.points().iter().flat_map(|p| p.dead_ranks_from.iter().copied()).collect();
    let calls = move || {
        state.dealing.with(|d| {
            d.as_ref()
                .map(|d| d.table.calls().iter().map(|c| with_names(&c.words, &d.names)).collect::<Vec<_>>())
        })
    };
    let arithmetic = with_table(state, |t| t.hole_cards().words.clone()).unwrap_or_default();
    let learn = dealing.learn;
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
            <h2 id="deal-title">"Dealing: " <Breakable text=rules.game_name().to_string() /></h2>
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
                let killed = state.dealing.with(|d| d.as_ref().map(Dealing::killed_words)).unwrap_or_default();
                (!killed.is_empty()).then(|| view! { <p class="deal__killed">"Dead, left on the board: "{killed.join(", ")}</p> })
            }}
            <DealReveal entering ids=ids.clone() names=names.clone() bad_boys />
            <BettingTable />
            <DealOdds />
            {learn.then(|| view! { <LearnShares /> })}
            <DealingErrors names=names.clone() />
            <h3>"Extra-card calls"</h3>
            <ol class="deal__calls" aria-label="Extra-card calls">
                {move || calls().unwrap_or_default().into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
            </ol>
            <DealPlayers names=names.clone() ids step entering learn sells />
            <DealBar names step choosing learn />
        </section>
    }
}
