//! The undo bar: after a tap that destroyed work (New game, Delete, the OFC New hand), says what
//! happened and offers to put it back, for a few seconds, at the bottom of the screen where a
//! thumb reaches. What is kept and what restoring means are the model's ([`crate::model::undo`]);
//! the bar only shows [`AppState::undo`] and sends [`AppState::undo`]'s intent.

use leptos::prelude::*;

use crate::model::undo::Undo;
use crate::ui::components::Shown;
use crate::ui::state::AppState;

/// One bar for the whole app. The live region is always in the page (a screen reader announces
/// what is put into a region it already knows), and empty when there is nothing to undo.
#[component]
pub fn UndoBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let offered = move || state.undo.with(Option::is_some);
    view! {
        <div class="undo-bar" role="status" aria-live="polite" aria-label="Undo">
            <Shown when=offered>
                <div class="undo-bar__inner">
                    <span class="undo-bar__text">{move || state.undo.with(|u| u.as_ref().map_or("", Undo::message))}</span>
                    <button type="button" class="primary-button undo-bar__button" on:click=move |_| state.undo()>
                        "Undo"
                    </button>
                </div>
            </Shown>
        </div>
    }
}
