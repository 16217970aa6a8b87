//! The dealing guide's bottom bar, in thumb reach: the step and Next, the card actions, the
//! betting's actions while a round is open, the showdown and the next hand, undo and redo.

use leptos::prelude::*;

use crate::engine::deal::{DealError, Event, Step, StepKind, Table};
use crate::model::dealing::with_names;
use crate::ui::components::Shown;
use crate::ui::state::AppState;

use super::betting::{betting_open, BettingBar};
use super::deal_actions::PlayerActions;
use super::table_events::apply;

/// Deals the next hand at the same table (the model's rule: the button moves, a learn deck is
/// shuffled anew).
fn next_hand(state: AppState) {
    let mut problem = None;
    let games = state.games();
    state.dealing.update(|d| {
        if let Some(d) = d {
            problem = d.next_hand(&games).err();
        }
    });
    state.message.set(problem);
}

/// Takes back (or applies again) the last event, a bet or a dealing step alike.
fn undo_or_redo(state: AppState, f: fn(&mut Table) -> Result<(), DealError>) {
    let mut problem = None;
    state.dealing.update(|d| {
        if let Some(d) = d {
            problem = f(&mut d.table).err().map(|e| with_names(&e.to_string(), &d.names));
        }
    });
    state.message.set(problem);
}

/// The bar; `choosing` holds the places tapped for the last aggressor's board (Tree trunk).
#[component]
pub(super) fn DealBar(
    names: Vec<String>,
    step: Memo<Option<Step>>,
    choosing: RwSignal<Vec<usize>>,
    learn: bool,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let names_for_actions = StoredValue::new(names.clone());
    let names_for_words = StoredValue::new(names);
    let to_showdown = move |_| {
        let seating = state.seating.get_untracked();
        let Some(draft) = state.dealing.with_untracked(|d| d.as_ref().map(|d| d.showdown(&seating))) else {
            return;
        };
        state.begin_hand(draft);
    };
    view! {
        // The instruction and Next (or the betting's actions) in a bar at the bottom: thumb reach. Last
        // in the page, so it stays stuck to the bottom of the screen however far the dealer scrolls.
        <div class="deal__bar">
            <Shown when=move || betting_open(state)>
                <BettingBar />
            </Shown>
            <Shown when=move || !betting_open(state)>
            <div class="deal__step" role="status" aria-live="polite">
                <p class="deal__street">{move || step.get().map(|s| s.street_name).unwrap_or_default()}</p>
                <p class="deal__instruction">{move || step.get().map(|s| with_names(&s.instruction, &names_for_words.get_value())).unwrap_or_default()}</p>
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
    }
}
