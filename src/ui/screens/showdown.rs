//! The hand screen's showdown: what is still missing, or every point's winners, each pot's
//! cuts and the payouts, with the betting, the odds and the hand kept.

use std::time::Duration;

use leptos::prelude::*;

use crate::engine::card_set::CardSet;
use crate::engine::draft::Draft;
use crate::engine::hand_file::HandFile;
use crate::engine::showdown::ShowdownReport;
use crate::model::hand_screen::winners_words;
use crate::model::scoring::{self, Scorer, Started};
use crate::ui::components::Shown;
use crate::ui::state::AppState;
use crate::ui::storage::LocalShelf;

use super::betting_hand::{BettingCheck, HandBetting};
use super::hand_keep::Keep;
use super::odds::HandOdds;

/// What the showdown section shows.
#[derive(Clone)]
enum Scored {
    NoHand,
    /// What is still missing before the hand can be scored.
    Missing(String),
    /// A heavy hand being scored a step at a time (how far it has got is a signal of its own, so
    /// the Stop under a finger is not redrawn at each step).
    Scoring,
    /// The dealer stopped a heavy scoring.
    Stopped,
    Done(ShowdownReport, Vec<String>, u64),
}

/// The showdown once every card is in; until then, what is still missing. A heavy hand is scored
/// a step at a time between frames, with its progress and a Stop (model::scoring).
#[component]
pub(super) fn Showdown() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown = RwSignal::new(Scored::NoHand);
    // While scoring in steps: what it says, and how far (0 to 1).
    let progress = RwSignal::new((String::new(), 0.0));
    let scorer: StoredValue<Option<Scorer>, LocalStorage> = StoredValue::new_local(None);
    // Each start of a scoring; a step of an older one stops.
    let generation = StoredValue::new(0u64);
    let stop = move || {
        generation.update_value(|g| *g += 1);
        if let Some(old) = scorer.try_update_value(Option::take).flatten() {
            old.stop(&mut LocalShelf);
        }
    };
    // The hand last scored (or being scored): the same hand set again is not scored again.
    let scored: StoredValue<Option<HandFile>> = StoredValue::new(None);
    let score = move |again: bool| {
        let file = state.draft.with(|d| d.as_ref().map(Draft::to_file));
        if !again && file.is_some() && scored.with_value(|s| *s == file) {
            return;
        }
        stop();
        scored.set_value(file);
        let next = state.draft.with(|d| {
            let Some(d) = d.as_ref() else { return Scored::NoHand };
            match d.to_hand() {
                Err(e) => Scored::Missing(e.message),
                Ok(h) => {
                    let names: Vec<String> = h.seats().iter().map(|s| s.name.clone()).collect();
                    let chip = h.chip();
                    match scoring::start(&mut LocalShelf, &d.to_file(), h) {
                        Started::Done(report) => Scored::Done(report, names, chip),
                        Started::Steps(s) => {
                            progress.set((s.words(), s.fraction()));
                            scorer.set_value(Some(*s));
                            let mine = generation.get_value();
                            let to = Steps { scorer, generation, mine, shown, progress };
                            set_timeout(move || pump(to, names, chip), Duration::ZERO);
                            Scored::Scoring
                        }
                    }
                }
            }
        });
        shown.set(next);
    };
    // Every change to the hand scores it again (a heavy scoring under way starts over).
    Effect::new(move |_| {
        state.draft.track();
        score(false);
    });
    on_cleanup(stop);
    let done = move || shown.with(|s| matches!(s, Scored::Done(..)));
    // Every resolved hand is kept, and a correction updates its entry (once the history is
    // read: a hand kept before a reload is then found, not kept twice).
    Effect::new(move |_| {
        if state.history_loaded.get() && done() {
            state.keep_resolved();
        }
    });
    view! {
        <section class="showdown" aria-labelledby="showdown-title">
            <h2 id="showdown-title">"Showdown"</h2>
            <HandBetting />
            <HandOdds />
            <BettingCheck />
            {move || match shown.get() {
                Scored::NoHand => view! { <p>"No hand."</p> }.into_any(),
                Scored::Missing(missing) => view! { <p class="showdown__waiting" role="status">{missing}</p> }.into_any(),
                Scored::Scoring => {
                    let width = move || format!("{:.1}%", 100.0 * progress.with(|p| p.1));
                    view! {
                        <div class="showdown__scoring">
                            <p class="showdown__waiting" role="status">{move || progress.with(|p| p.0.clone())}</p>
                            <span class="odds__bar" aria-hidden="true"><span style:width=width></span></span>
                            <button type="button" class="primary-button" on:click=move |_| {
                                stop();
                                shown.set(Scored::Stopped);
                            }>"Stop"</button>
                        </div>
                    }.into_any()
                }
                Scored::Stopped => view! {
                    <div class="showdown__scoring">
                        <p class="showdown__waiting" role="status">{scoring::STOPPED}</p>
                        <button type="button" class="primary-button" on:click=move |_| score(true)>"Score it"</button>
                    </div>
                }.into_any(),
                Scored::Done(report, names, chip) => view! { <Report report names chip /> }.into_any(),
            }}
            // Outside the result, so a correction (a stake changed, then Export tapped) does not
            // replace the buttons under the finger.
            <Shown when=done>
                <Keep />
            </Shown>
        </section>
    }
}

/// Where a heavy scoring's steps go: the scoring, which start it is, and what the page shows.
#[derive(Clone, Copy)]
struct Steps {
    scorer: StoredValue<Option<Scorer>, LocalStorage>,
    generation: StoredValue<u64>,
    mine: u64,
    shown: RwSignal<Scored>,
    progress: RwSignal<(String, f64)>,
}

/// One step of a heavy scoring, then the next on a later turn of the event loop (the page draws
/// and takes taps between steps), until it is done or a newer scoring or Stop replaced it.
fn pump(to: Steps, names: Vec<String>, chip: u64) {
    if to.generation.try_get_value() != Some(to.mine) {
        return;
    }
    let Some(done) = to.scorer.try_update_value(|s| s.as_mut().map(Scorer::step)).flatten() else { return };
    if done {
        if let Some(s) = to.scorer.try_update_value(Option::take).flatten() {
            to.shown.set(Scored::Done(s.finish(&mut LocalShelf), names, chip));
        }
    } else {
        if let Some(now) = to.scorer.with_value(|s| s.as_ref().map(|s| (s.words(), s.fraction()))) {
            to.progress.set(now);
        }
        set_timeout(move || pump(to, names, chip), Duration::ZERO);
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
