//! The hand screen's showdown: what is still missing, or every point's winners, each pot's
//! cuts and the payouts, with the betting, the odds and the hand kept.

use leptos::prelude::*;

use crate::engine::card_set::CardSet;
use crate::engine::showdown::ShowdownReport;
use crate::model::hand_life;
use crate::model::hand_screen::winners_words;
use crate::ui::components::Shown;
use crate::ui::state::AppState;
use crate::ui::storage::LocalShelf;

use super::betting_hand::{BettingCheck, HandBetting};
use super::hand_keep::Keep;
use super::odds::HandOdds;

/// The showdown once every card is in; until then, what is still missing.
#[component]
pub(super) fn Showdown() -> impl IntoView {
    let state = expect_context::<AppState>();
    let result = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let hand = d.to_hand();
            Some(
                hand.map(|h| {
                    // A heavy scoring is marked while it runs: a page closed mid-way does not
                    // start on this hand again (model::hand_life).
                    let marked =
                        hand_life::begin_scoring(&mut LocalShelf, &d.to_file(), hand_life::scoring_work(&h));
                    let report = h.resolve();
                    if marked {
                        hand_life::end_scoring(&mut LocalShelf);
                    }
                    (report, h.seats().iter().map(|s| s.name.clone()).collect::<Vec<_>>(), h.chip())
                })
                .map_err(|e| e.message),
            )
        })
    });
    // Every resolved hand is kept, and a correction updates its entry (once the history is
    // read: a hand kept before a reload is then found, not kept twice).
    Effect::new(move |_| {
        if state.history_loaded.get() && matches!(result.get(), Some(Ok(_))) {
            state.keep_resolved();
        }
    });
    view! {
        <section class="showdown" aria-labelledby="showdown-title">
            <h2 id="showdown-title">"Showdown"</h2>
            <HandBetting />
            <HandOdds />
            <BettingCheck />
            {move || match result.get() {
                None => view! { <p>"No hand."</p> }.into_any(),
                Some(Err(missing)) => view! { <p class="showdown__waiting" role="status">{missing}</p> }.into_any(),
                Some(Ok((report, names, chip))) => view! { <Report report names chip /> }.into_any(),
            }}
            // Outside the result, so a correction (a stake changed, then Export tapped) does not
            // replace the buttons under the finger.
            <Shown when=move || matches!(result.get(), Some(Ok(_)))>
                <Keep />
            </Shown>
        </section>
    }
}

/// Every point's winners (tap one to light their cards), each pot's cuts and the payouts.
#[component]
fn Report(report: ShowdownReport, names: Vec<String>, chip: u64) -> impl IntoView {
    let state = expect_context::<AppState>();
    let money = move |c: u64| crate::engine::pot::money(c, chip);
    let points = report
        .points
        .iter()
        .map(|p| {
            let won = p.winning_hands();
            let text = winners_words(p, &names);
            // Tapping a point lights the cards its winners used, on the layout and in the hands.
            let mut used = CardSet::EMPTY;
            for (_, h) in &won {
                used |= h.best.cards;
            }
            let pressed = move || !used.is_empty() && state.shown.get() == used;
            view! {
                <li>
                    <button
                        type="button"
                        class="showdown__point"
                        aria-pressed=move || pressed().to_string()
                        on:click=move |_| state.shown.set(if pressed() { CardSet::EMPTY } else { used })
                    >
                        <strong>{p.label.clone()}</strong>
                        " — "
                        {text}
                    </button>
                </li>
            }
        })
        .collect_view();
    let pots = report
        .pots
        .iter()
        .enumerate()
        .map(|(i, pot)| {
            let title = if i == 0 {
                format!("Main pot: {}", money(pot.chips))
            } else {
                format!("Side pot {i}: {}", money(pot.chips))
            };
            let lines = pot.instructions.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view();
            view! {
                <div class="showdown__pot">
                    <h3>{title}</h3>
                    <ol class="showdown__cuts">{lines}</ol>
                </div>
            }
        })
        .collect_view();
    let payouts = report
        .payouts
        .iter()
        .enumerate()
        .map(|(s, &c)| view! { <li>{format!("{}: {}", names[s], money(c))}</li> })
        .collect_view();
    view! {
        <ol class="showdown__points" aria-label="Points">{points}</ol>
        {pots}
        <h3>"Payouts"</h3>
        <ul class="showdown__payouts" aria-label="Payouts">{payouts}</ul>
    }
}
