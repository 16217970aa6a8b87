//! The dealing guide's players: each one's cards, face-up cards to enter, and a dead card, a
//! bought card or a fold.

use leptos::prelude::*;

use crate::engine::deal::{Event, Pick, Step, Table};
use crate::ui::state::AppState;

use super::deal_reveal::Entering;
use super::table_events::{apply, with_table};

/// The players at the table, the next to act marked; in learn mode each one's cards are shown.
#[component]
pub(super) fn DealPlayers(
    names: Vec<String>,
    /// The layout's position ids.
    ids: Vec<String>,
    step: Memo<Option<Step>>,
    entering: RwSignal<Option<Entering>>,
    learn: bool,
    /// Whether the table sells cards.
    sells: bool,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules_ids = StoredValue::new(ids);
    // What a card costs now, from the engine (the street just dealt), when the table sells them.
    let buy_price = move || with_table(state, Table::buy_price).flatten();
    let dead_in_force = move || with_table(state, Table::dead_in_force).unwrap_or(false);
    view! {
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
    }
}
