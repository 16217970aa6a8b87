//! The betting on the hand screen, for a hand entered without the dealing guide, and the check
//! of the typed amounts against it.

use leptos::prelude::*;

use crate::engine::betting::Action;
use crate::engine::draft::Draft;
use crate::model::betting::{on_the_hand, BetForm, BetView};
use crate::ui::components::Shown;
use crate::ui::state::AppState;

use super::betting::BetActions;

/// The betting on the hand screen, for a hand entered without the dealing guide: start it with the
/// rules card's structure, tap each action, open each street's round; the contributions follow.
#[component]
pub fn HandBetting() -> impl IntoView {
    let state = expect_context::<AppState>();
    let message = RwSignal::new(None::<String>);
    let edit = move |f: &dyn Fn(&mut Draft) -> Result<(), String>| {
        let mut problem = None;
        state.draft.update(|d| {
            if let Some(d) = d {
                problem = f(d).err();
            }
        });
        message.set(problem);
    };
    let recorded =
        Memo::new(move |_| state.draft.with(|d| d.as_ref().map(|d| d.betting().is_some())).unwrap_or(false));
    let view_of = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let b = on_the_hand::state(d)?.ok()?;
            let names = d.names();
            Some(BetView::of_record(&b, &names, &on_the_hand::rounds(d)))
        })
    });
    let act = Callback::new(move |action: Action| edit(&|d| on_the_hand::act(d, action)));
    let start = move |_| {
        let form = state.deal_form.get_untracked().betting;
        let chip = state.seating.with_untracked(|s| s.chip);
        edit(&|d| {
            let record = BetForm { record: true, ..form.clone() };
            let structure = record.structure(d.rules(), chip, d.players().len())?.ok_or("No structure.")?;
            on_the_hand::start(d, &structure)
        });
    };
    view! {
        <details class="bet bet--hand" open=recorded.get_untracked()>
            <summary>{move || match view_of.get() {
                Some(v) => format!("Betting · pot {}", v.pot),
                None => "Betting (tap each action: the pot and the limits)".to_string(),
            }}</summary>
            <Shown when=move || !recorded.get()>
                <p>{move || {
                    let form = state.deal_form.with(|f| f.betting.clone());
                    let words = state.draft.with(|d| d.as_ref().map(|d| form.words(d.rules()))).unwrap_or_default();
                    format!("{words} (change it on the rules card).")
                }}</p>
                <button type="button" class="primary-button" on:click=start>"Record the betting"</button>
            </Shown>
            <Shown when=move || recorded.get()>
                <BetActions view=view_of.into() act message />
                {move || view_of.get().filter(|v| !v.status.is_empty()).map(|v| view! { <p class="bet__status" role="status">{v.status}</p> })}
                <div class="deal__undo">
                    <button type="button" class="primary-button" disabled=move || view_of.with(|v| !v.as_ref().is_some_and(|v| v.next_round))
                        on:click=move |_| edit(&on_the_hand::next_round)>"Next betting round"</button>
                    <button type="button" class="link-button" on:click=move |_| edit(&|d| { on_the_hand::undo(d); Ok(()) })>"Undo a bet"</button>
                </div>
            </Shown>
            <p class="message" role="alert">{move || message.get().unwrap_or_default()}</p>
        </details>
    }
}

/// On the hand screen: the recorded betting's pot, and a typed amount that disagrees with it,
/// flagged with the two ways out (never settled silently either way).
#[component]
pub fn BettingCheck() -> impl IntoView {
    let state = expect_context::<AppState>();
    let recorded = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let pot = d.recorded_contributions()?.ok().map(|c| c.iter().sum::<u64>());
            Some((pot, d.betting_disagreement()))
        })
    });
    let edit = move |f: fn(&mut Draft)| {
        state.draft.update(|d| {
            if let Some(d) = d {
                f(d);
            }
        })
    };
    move || {
        let (pot, problem) = recorded.get()?;
        Some(match problem {
            None => view! {
                <p class="bet__recorded" role="status">
                    {format!("Put in from the recorded betting: pot {}.", pot.unwrap_or(0))}
                </p>
            }
            .into_any(),
            Some(problem) => view! {
                <div class="bet__disagree" role="alert">
                    <p>{format!("The amounts disagree with the recorded betting: {problem}")}</p>
                    <button type="button" class="primary-button" on:click=move |_| edit(|d| d.use_recorded_contributions())>
                        "Use the betting's amounts"
                    </button>
                    <button type="button" class="link-button" on:click=move |_| edit(|d| d.set_betting(None))>
                        "Keep the typed amounts (forget the recorded betting)"
                    </button>
                </div>
            }
            .into_any(),
        })
    }
}
