//! The card actions of a dealing step (throw, discard, pass, draw), one row per player.

use leptos::prelude::*;

use crate::engine::card::{Card, Count};
use crate::engine::deal::{DeadWhy, Event, Pick, StepKind, Table};
use crate::model::dealing::action_verbs;
use crate::ui::components::CardFace;
use crate::ui::state::AppState;

use super::table_events::{apply, with_table};

/// Per-player controls for a card action step. Each player still in confirms their throw,
/// discard, pass or draw. With a real deck the count is what matters (a draw's count is chosen);
/// in learn mode the player taps which of their cards go.
#[component]
pub(super) fn PlayerActions(names: Vec<String>, learn: bool) -> impl IntoView {
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
    let (verb, done) = action_verbs(&kind);
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
