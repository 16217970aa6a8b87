//! Entering a hand and seeing its showdown: the layout to tap, the players' hands, the card
//! picker, then every point's winners and how to cut the chips. The players are
//! [`super::hand_players`], the showdown [`super::showdown`].

use leptos::prelude::*;

use crate::engine::draft::Slot;
use crate::model::hand_screen::table_words;
use crate::ui::components::{Breakable, CardPicker, LayoutDiagram, Shown};
use crate::ui::state::{AppState, Screen};

use super::card_text::{focus, CardText};
use super::hand_deal::HandDeal;
use super::hand_players::Players;
use super::showdown::Showdown;

/// The hand screen; shows the games list link when there is no hand.
#[component]
pub fn HandScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo, so the screen is rebuilt only for another game, not on every card (a rebuild
    // would empty the board's text box and scroll the page).
    let rules = Memo::new(move |_| state.draft.with(|d| d.as_ref().map(|d| d.rules().clone())));
    // Board positions holding a card of the winning hand the user tapped.
    let lit = Signal::derive(move || {
        let shown = state.shown.get();
        state.draft.with(|d| {
            d.as_ref()
                .map(|d| d.board().iter().filter(|(_, c)| shown.contains(**c)).map(|(p, _)| *p).collect())
                .unwrap_or_default()
        })
    });
    // The button, the chip and the options in force, so the table can check them at a glance.
    let table_in_words =
        move || state.draft.with(|d| d.as_ref().map(|d| table_words(d, &state.games())).unwrap_or_default());
    view! {
        {move || match rules.get() {
            // The message too: a shared link that could not be opened says why here.
            None => view! {
                <Message />
                <p>"No hand yet. "
                    <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                        "Choose a game"
                    </button>
                </p>
            }
            .into_any(),
            Some(rules) => {
                let game_id = rules.game_id().to_string();
                view! {
                    <section class="hand" aria-labelledby="hand-title">
                        <div class="hand__top">
                            <button
                                type="button"
                                class="link-button"
                                on:click=move |_| state.screen.set(Screen::Game(game_id.clone()))
                            >
                                "← Rules card"
                            </button>
                            <button
                                type="button"
                                class="link-button"
                                on:click=move |_| state.new_game()
                            >
                                "New game"
                            </button>
                        </div>
                        <h2 id="hand-title"><Breakable text=rules.game_name().to_string() /></h2>
                        <p class="hand__table">{move || { table_in_words() }}</p>
                        <LayoutDiagram rules=rules.clone() interactive=true highlight=lit />
                        <CardText
                            label=Signal::derive(|| "Type the board, or one board or line".to_string())
                            placeholder="b1: AsKd7h…"
                            help="Cards fill the board in the numbered order; \u{201c}b2: \u{2026}\u{201d} or \u{201c}line 2: \u{2026}\u{201d} fills one board or line."
                            id="board-text".to_string()
                            apply=Callback::new(move |text: String| {
                                let mut result = Ok(());
                                let mut board_done = false;
                                // Changed only if the text is accepted, so a refusal redraws nothing.
                                state.draft.maybe_update(|d| {
                                    let Some(d) = d else { return false };
                                    result = d.set_board_text(&text).map_err(|e| format!("Board: {e}"));
                                    if result.is_ok() {
                                        let next = d.next_open(None);
                                        board_done = !matches!(next, Some(Slot::Board(_)));
                                        state.selected.set(next);
                                    }
                                    result.is_ok()
                                });
                                // The box stays for the next line until the board is full; then
                                // Enter has moved on to the first player's hand.
                                if board_done {
                                    focus("hole-text-0");
                                }
                                result
                            })
                        />
                        // The picker stays in reach while the list scrolls under it, saying
                        // which place it fills, with a way straight to the result.
                        <div class="hand__dock">
                            <p class="hand__where">
                                <span aria-live="polite">{move || {
                                    let slot = state.selected.get();
                                    state.draft.with(|d| match (d, slot) {
                                        (Some(d), Some(slot)) => format!("Filling: {}", d.slot_words(slot)),
                                        (Some(d), None) if d.next_open(None).is_none() => {
                                            "Every card is in: tap a place or a hand to change it.".to_string()
                                        }
                                        _ => "Tap a place or a hand to fill it.".to_string(),
                                    })
                                }}</span>
                                <button type="button" class="link-button" on:click=move |_| jump_to("showdown-title")>
                                    "Result ↓"
                                </button>
                            </p>
                            <Message />
                            // Once every card is in and nothing is being filled, the picker steps
                            // aside so the result is not read under half a screen of cards.
                            <Shown when=move || {
                                state.selected.with(Option::is_some)
                                    || state.draft.with(|d| d.as_ref().is_some_and(|d| d.next_open(None).is_some()))
                            }>
                                <CardPicker />
                            </Shown>
                        </div>
                        <Players />
                        <Showdown />
                        <HandDeal />
                    </section>
                }
                .into_any()
            }
        }}
    }
}

/// The last refused action, in words (role=alert so a screen reader says it).
#[component]
fn Message() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <p class="message" role="alert">{move || state.message.get().unwrap_or_default()}</p>
    }
}

/// Scrolls the element with this id to the top of the screen (the result, from the dock).
fn jump_to(id: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        el.scroll_into_view();
    }
}
