//! The drills screen for one game: a question at a time from the model
//! ([`crate::model::drills::session`]), the answer tapped in ([`super::drills_answer`]), the
//! verdict in words, and the record (accuracy, time, level, the missed list, readiness) kept in
//! the browser. Group mode shows the question in large type with a Show button instead of inputs.

use leptos::prelude::*;

use crate::model::drills::progress::Progress;
use crate::model::drills::session::Session;
use crate::model::drills::{Ask, Kind};
use crate::model::stores::Store;
use crate::ui::clock::now_ms;
use crate::ui::components::{Breakable, Shown};
use crate::ui::state::{seed_or_clock, AppState, Screen};
use crate::ui::storage;

use super::drills_answer::Answering;

#[component]
pub fn DrillsScreen(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(game) = state.games().cap(&id) else {
        return view! { <p class="message">{format!("No game \"{id}\".")}</p> }.into_any();
    };
    let name = game.name().to_string();
    let (saved, problem) = storage::load_table::<Progress>(Store::Drills);
    state.tell(problem);
    let progress = RwSignal::new(saved);
    Effect::new(move |ran: Option<()>| {
        progress.with(|p| {
            if ran.is_some() {
                state.told(storage::save_table(Store::Drills, p));
            }
        })
    });
    // Another tab's drilling shows here, or is kept out with a word (issue 36).
    state.share_table(Store::Drills, |t| t, move || progress.try_get_untracked(), move |t| progress.set(t));
    let session = RwSignal::new(None::<Session>);
    let problem = RwSignal::new(None::<String>);
    let group = RwSignal::new(false);
    let shown = RwSignal::new(Vec::<String>::new());
    let started = StoredValue::new(0.0f64);
    // Only this drill, or the mix the record picks.
    let only = RwSignal::new(None::<Kind>);
    let game_id = StoredValue::new(id.clone());

    // A question left with a part already wrong is kept as a miss (issue 37).
    let leave = move || {
        if !group.get_untracked() {
            let ms = now_ms() - started.get_value();
            session.with_untracked(|s| progress.update(|p| s.iter().for_each(|s| s.leave(p, ms))));
        }
    };
    let ask_next = move || {
        leave();
        let game = game_id.get_value();
        let seed = seed_or_clock();
        let ask = progress.with_untracked(|p| {
            let mut ask = p.next(&game, seed);
            if let Some(kind) = only.get_untracked() {
                ask = Ask { kind, level: p.level(&game, kind), seed };
            }
            ask
        });
        match Session::start(&state.games(), &game, ask) {
            Ok(s) => {
                session.set(Some(s));
                problem.set(None);
            }
            Err(e) => problem.set(Some(e)),
        }
        shown.set(vec![]);
        started.set_value(now_ms());
    };
    ask_next();

    let check = move || {
        let mut finished = false;
        session.update(|s| {
            if let Some(s) = s {
                s.check();
                finished = s.finished();
            }
        });
        if finished && !group.get_untracked() {
            let ms = now_ms() - started.get_value();
            session.with_untracked(|s| progress.update(|p| s.iter().for_each(|s| s.record(p, ms))));
        }
    };
    let retry = move |ask: Ask| {
        leave();
        if let Ok(s) = Session::start(&state.games(), &game_id.get_value(), ask) {
            session.set(Some(s));
            shown.set(vec![]);
            started.set_value(now_ms());
        }
    };

    let summary = move || {
        let game = game_id.get_value();
        progress.with(|p| {
            let lines: Vec<String> = Kind::ALL.iter().map(|&k| p.summary(&game, k).words()).collect();
            let ready = p.ready_words(&game);
            (lines, ready, p.missed(&game))
        })
    };

    view! {
        <section class="drills" class:drills--group=move || group.get() aria-labelledby="drills-title">
            <h2 id="drills-title">"Learn " <Breakable text=name.clone() /></h2>
            <div class="drills__kinds" role="group" aria-label="Drill">
                <button type="button" aria-pressed=move || only.get().is_none().to_string()
                    on:click=move |_| { only.set(None); ask_next(); }>"Mixed"</button>
                {Kind::ALL.into_iter().map(|k| view! {
                    <button type="button" aria-pressed=move || (only.get() == Some(k)).to_string()
                        on:click=move |_| { only.set(Some(k)); ask_next(); }>{k.title()}</button>
                }).collect_view()}
            </div>
            <label class="drills__group">
                <input type="checkbox" prop:checked=move || group.get()
                    on:change=move |ev| group.set(event_target_checked(&ev)) />
                " Group mode: large type, the table calls it, Show gives the answer"
            </label>
            <p class="message" role="status">{move || problem.get().unwrap_or_default()}</p>
            {move || session.with(|s| s.as_ref().map(|s| {
                let title = format!("{} · level {}", s.ask().kind.title(), s.ask().level);
                view! { <h3 class="drills__title">{title}</h3> }
            }))}
            <Answering session group check />
            <Shown when=move || group.get()>
                <button type="button" class="primary-button" on:click=move |_| {
                    shown.set(session.with_untracked(|s| s.as_ref().map(Session::show).unwrap_or_default()))
                }>"Show"</button>
                <ul class="drills__verdict">{move || shown.get().into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}</ul>
            </Shown>
            {move || {
                // In group mode and once answered, the next; before an answer, a skip (not kept).
                let next = group.get() || session.with(|s| s.as_ref().is_some_and(Session::finished));
                let (class, words) = if next { ("primary-button", "Next question") } else { ("link-button", "Skip this one") };
                view! { <button type="button" class=class on:click=move |_| ask_next()>{words}</button> }
            }}
            <section class="drills__record" aria-label="Your record">
                <h3>"Your record"</h3>
                {move || {
                    let (lines, ready, missed) = summary();
                    view! {
                        <p class="drills__ready">{ready}</p>
                        <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                        {(!missed.is_empty()).then(|| view! {
                            <p>{format!("Missed, to try again: {}", missed.len())}</p>
                            <button type="button" class="link-button" on:click=move |_| retry(missed[0])>"Try the oldest again"</button>
                        })}
                    }
                }}
            </section>
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Game(game_id.get_value()))>
                "Back to the rules card"
            </button>
        </section>
    }
    .into_any()
}
