//! How the hand was dealt: the kept deal replayed a step at a time on the layout's drawing, with
//! Back and Next, below the showdown. The steps and their words are the model's
//! ([`crate::model::deal_story`]); they are built only while the section is open.

use leptos::prelude::*;

use crate::engine::game::catalogue::Catalogue;
use crate::model::deal_story::{story, DealStory};
use crate::ui::components::{LayoutDiagram, Shown};
use crate::ui::state::AppState;

#[component]
pub fn HandDeal() -> impl IntoView {
    let state = expect_context::<AppState>();
    let has_deal = Memo::new(move |_| state.draft.with(|d| d.as_ref().is_some_and(|d| d.deal().is_some())));
    let open = RwSignal::new(false);
    let at = RwSignal::new(0usize);
    // The story of the hand as it is now (the cards entered fill the places an unseen deck dealt).
    let told = Memo::new(move |_| {
        if !open.get() {
            return None;
        }
        state.draft.with(|d| d.as_ref().map(|d| story(&d.to_file(), Catalogue::builtin())))
    });
    let shown = move || {
        let Some(Ok(Some(story))) = told.get() else {
            return match told.get() {
                Some(Err(why)) => {
                    view! { <p class="message">{format!("The deal cannot be shown: {why}")}</p> }.into_any()
                }
                _ => ().into_any(),
            };
        };
        view! { <Replay story at /> }.into_any()
    };
    view! {
        <Shown when=move || has_deal.get()>
            <details class="replay" on:toggle=move |ev| {
                // The element's `open` attribute, so that no web-sys feature is added for it.
                let details: web_sys::Element = event_target(&ev);
                open.set(details.has_attribute("open"));
            }>
                <summary>"How it was dealt"</summary>
                {shown}
            </details>
        </Shown>
    }
}

#[component]
fn Replay(story: DealStory, at: RwSignal<usize>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let rules = state.draft.with_untracked(|d| d.as_ref().map(|d| d.rules().clone()));
    let last = story.len() - 1;
    let story = StoredValue::new(story);
    let moment = Memo::new(move |_| story.with_value(|s| s.moment(at.get())));
    let lit = Signal::derive(move || moment.with(|m| m.lit.clone()));
    let cards = Signal::derive(move || moment.with(|m| m.board.clone()));
    view! {
        // Its own selection (none): the hand's place being filled is not this drawing's.
        {rules.map(|rules| view! { <LayoutDiagram rules highlight=lit cards selected_position=Signal::derive(|| None) /> })}
        <div class="replay__now" aria-live="polite">
            <p class="replay__heading">{move || moment.with(|m| m.heading.clone())}</p>
            <p class="replay__words">{move || moment.with(|m| m.words.clone())}</p>
            <p class="replay__pot">{move || moment.with(|m| m.pot.clone().unwrap_or_default())}</p>
        </div>
        <div class="replay__nav">
            <button
                type="button"
                class="primary-button"
                disabled=move || at.get() == 0
                on:click=move |_| at.update(|a| *a = a.saturating_sub(1))
            >
                "← Back"
            </button>
            <button
                type="button"
                class="primary-button"
                disabled=move || { at.get() >= last }
                on:click=move |_| at.update(|a| *a = (*a + 1).min(last))
            >
                "Next →"
            </button>
        </div>
    }
}
