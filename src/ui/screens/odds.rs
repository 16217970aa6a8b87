//! The odds panel on the hand screen and in the dealing guide: who's ahead, filling in as it
//! counts (a step of samples per turn of the event loop, so the page never freezes), with the
//! error shown and a stop. The counting and the words are the model's ([`crate::model::odds`]).

use std::time::Duration;

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::engine::equity::Partial;
use crate::model::odds::{finished_street, street_shares, Counting, OddsView, StreetShares};
use crate::ui::clock::now_ms;
use crate::ui::components::Shown;
use crate::ui::state::AppState;

/// The odds of the hand being entered, from the cards entered so far.
#[component]
pub fn HandOdds() -> impl IntoView {
    let state = expect_context::<AppState>();
    let partial = Memo::new(move |_| state.draft.with(|d| d.as_ref().map(Draft::partial)));
    let names =
        Signal::derive(move || state.draft.with(|d| d.as_ref().map(|d| d.names()).unwrap_or_default()));
    view! { <OddsPanel partial names /> }
}

/// The odds of the hand being dealt, as it stands (every card in learn mode; the board and the
/// counts with a real deck).
#[component]
pub fn DealOdds() -> impl IntoView {
    let state = expect_context::<AppState>();
    let partial = Memo::new(move |_| {
        let (chip, stake) = state.seating.with_untracked(|s| (s.chip, s.stake));
        state.dealing.with(|d| d.as_ref().map(|d| d.table.partial(chip, stake)))
    });
    let names = Signal::derive(move || {
        state.dealing.with(|d| d.as_ref().map(|d| d.names.clone()).unwrap_or_default())
    });
    view! { <OddsPanel partial names /> }
}

/// Learn mode: each player's share after every street, recorded as the streets are dealt, so a
/// learner sees how each street moved each hand.
#[component]
pub fn LearnShares() -> impl IntoView {
    let state = expect_context::<AppState>();
    let record = RwSignal::new(Vec::<(usize, StreetShares)>::new());
    let finished =
        Memo::new(move |_| state.dealing.with(|d| d.as_ref().and_then(|d| finished_street(&d.table))));
    Effect::new(move |_| {
        let Some(done) = finished.get() else { return };
        // An undo takes back the record of the streets it undid.
        record.update(|r| r.retain(|(s, _)| *s < done));
        let (chip, stake) = state.seating.with_untracked(|s| (s.chip, s.stake));
        let seed = crate::engine::rng::fresh_seed().unwrap_or(done as u64);
        let shares = state.dealing.with_untracked(|d| {
            d.as_ref().and_then(|d| street_shares(&d.table, &d.names, chip, stake, seed))
        });
        if let Some(shares) = shares {
            record.update(|r| r.push((done, shares)));
        }
    });
    view! {
        <Shown when=move || record.with(|r| !r.is_empty())>
            <section class="odds odds--learn" aria-label="Shares by street">
                <h3>"Shares by street"</h3>
                <ol class="odds__streets">
                    {move || record.get().into_iter().map(|(_, s)| {
                        let line = s.shares.iter().map(|(n, x)| format!("{n} {x}")).collect::<Vec<_>>().join(" · ");
                        view! { <li><strong>{s.street}</strong>": "{line}</li> }
                    }).collect_view()}
                </ol>
            </section>
        </Shown>
    }
}

/// The odds of `partial` (the deal as it stands) for the seats `names`.
#[component]
pub fn OddsPanel(partial: Memo<Option<Partial>>, names: Signal<Vec<String>>) -> impl IntoView {
    let open = RwSignal::new(false);
    let running = RwSignal::new(false);
    let problem = RwSignal::new(None::<String>);
    let shown = RwSignal::new(None::<OddsView>);
    let counting = StoredValue::new_local(None::<Counting>);
    // Each start or stop makes the steps of the previous count stop scheduling themselves.
    let generation = StoredValue::new(0u64);
    let start = move || {
        generation.update_value(|g| *g += 1);
        let Some(p) = partial.get_untracked() else {
            shown.set(None);
            running.set(false);
            return;
        };
        let seed = crate::ui::state::seed_or_clock();
        match Counting::start(&p, seed) {
            Ok(c) => {
                shown.set(Some(c.view(&names.get_untracked())));
                let done = c.is_done();
                counting.set_value(Some(c));
                problem.set(None);
                running.set(!done);
                if !done {
                    pump(counting, generation, generation.get_value(), shown, running, names);
                }
            }
            Err(why) => {
                counting.set_value(None);
                shown.set(None);
                running.set(false);
                problem.set(Some(why));
            }
        }
    };
    // The deal changed while the panel is open: count again.
    Effect::new(move |_| {
        partial.track();
        if open.get_untracked() {
            start();
        }
    });
    let stop = move |_| {
        generation.update_value(|g| *g += 1);
        running.set(false);
    };
    view! {
        <section class="odds" aria-label="Odds">
            <button type="button" class="link-button odds__toggle" aria-expanded=move || open.get().to_string()
                on:click=move |_| {
                    let now = !open.get_untracked();
                    open.set(now);
                    if now { start() } else { generation.update_value(|g| *g += 1); running.set(false); }
                }>
                {move || if open.get() { "Hide the odds" } else { "Odds: who's ahead?" }}
            </button>
            <Shown when=move || open.get()>
                <p class="odds__status" role="status" aria-live="polite">
                    {move || shown.with(|v| v.as_ref().map(|v| v.status.clone()))}
                    {move || problem.get()}
                </p>
                <ul class="odds__rows" aria-label="Share of the pot">
                    {move || shown.with(|v| v.as_ref().map(|v| v.rows.iter().map(|r| {
                        // Set through the style object, which the page's content policy allows.
                        let width = format!("{:.1}%", 100.0 * r.fraction);
                        let details = r.points.iter().cloned().chain([&r.scoop, &r.outs, &r.dead].into_iter().filter(|x| !x.is_empty()).cloned()).collect::<Vec<_>>().join(" · ");
                        view! {
                            <li class="odds__row">
                                <span class="odds__name">{r.name.clone()}</span>
                                <span class="odds__share">{r.share.clone()}<small>{format!(" {}", r.error)}</small></span>
                                <span class="odds__bar" aria-hidden="true"><span style:width=width></span></span>
                                <span class="odds__points">{details}</span>
                            </li>
                        }
                    }).collect_view()))}
                </ul>
                {move || shown.with(|v| v.as_ref().map(|v| v.nobody.iter().map(|n| view! { <p class="odds__nobody">{n.clone()}</p> }).collect_view()))}
                <Shown when=move || running.get()>
                    <button type="button" class="primary-button" on:click=stop>"Stop"</button>
                </Shown>
                <Shown when=move || !running.get() && shown.with(|v| v.is_some())>
                    <button type="button" class="link-button" on:click=move |_| start()>"Count again"</button>
                </Shown>
            </Shown>
        </section>
    }
}

/// One step of the count, then the next on a later turn of the event loop (the page stays
/// responsive between steps), until it is done or stopped.
fn pump(
    counting: StoredValue<Option<Counting>, LocalStorage>,
    generation: StoredValue<u64>,
    mine: u64,
    shown: RwSignal<Option<OddsView>>,
    running: RwSignal<bool>,
    names: Signal<Vec<String>>,
) {
    if generation.get_value() != mine {
        return;
    }
    let started = now_ms();
    let done = counting.try_update_value(|c| c.as_mut().is_none_or(Counting::step)).unwrap_or(true);
    let took = now_ms() - started;
    counting.update_value(|c| {
        if let Some(c) = c {
            c.tune(took);
        }
    });
    shown.set(counting.with_value(|c| c.as_ref().map(|c| c.view(&names.get_untracked()))));
    if done {
        running.set(false);
    } else {
        set_timeout(move || pump(counting, generation, mine, shown, running, names), Duration::ZERO);
    }
}
