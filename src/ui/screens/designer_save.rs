//! The designer's foot: whether the draft is a game, Undo, and Save. A new game is kept beside
//! the user's others; a saved game being edited ([`Designer::edit`]) is replaced in place (its old
//! declaration offered back in the undo bar), or, from the note at the top ([`EditingNote`]), kept
//! as a new game beside it.

use leptos::prelude::*;

use crate::model::designer::check::Verdict;
use crate::model::designer::Designer;
use crate::ui::components::Shown;
use crate::ui::state::{AppState, Screen};

/// Saves the draft (as a new game when `as_new`, or when it edits no game): its rules card opens
/// and the designer starts afresh next time (a variant starts from a rules card's "Copy into the
/// designer" or "Edit in the designer"). `Err` says why it was not saved; the draft is kept.
fn save(state: AppState, d: RwSignal<Designer>, as_new: bool) -> Result<(), String> {
    let id = d.with_untracked(|d| match (d.editing(), as_new) {
        (Some(_), false) => state.replace_user_game(d.spec().clone()),
        (Some(_), true) => state.save_user_game(state.my_games.with_untracked(|m| d.as_new_game(m))),
        (None, _) => state.save_user_game(d.spec().clone()),
    })?;
    d.set(Designer::scratch());
    state.screen.set(Screen::Game(id));
    Ok(())
}

#[component]
pub fn SaveBar(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let works = move || matches!(verdict.get(), Verdict::Works { .. });
    let saved_message = RwSignal::new(None::<String>);
    let on_save = move |_| {
        // Saved, the screen is gone with this signal: only a refusal is told.
        if works() {
            if let Err(why) = save(state, d, false) {
                saved_message.set(Some(why));
            }
        }
    };
    view! {
        <div class="designer__save">
            <p class="designer__verdict" class:designer__verdict--works=works role="status" aria-live="polite">
                {move || verdict.with(Verdict::words)}
            </p>
            <Shown when=move || d.with(|d| d.undo_offered().is_some())>
                <button type="button" class="link-button designer__undo" on:click=move |_| d.update(Designer::undo)>
                    {move || d.with(|d| format!("Undo: {}", d.undo_offered().unwrap_or_default()))}
                </button>
            </Shown>
            <button type="button" class="primary-button" prop:disabled=move || !works() on:click=on_save>
                {move || if d.with(|d| d.editing().is_some()) { "Save the changes" } else { "Save the game" }}
            </button>
            <p class="message" role="status">{move || saved_message.get().unwrap_or_default()}</p>
        </div>
    }
}

/// While a saved game is edited: which, what Save does, and "Save as a new game" instead.
#[component]
pub fn EditingNote(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let works = move || matches!(verdict.get(), Verdict::Works { .. });
    let message = RwSignal::new(None::<String>);
    let as_new = move |_| {
        if works() {
            if let Err(why) = save(state, d, true) {
                message.set(Some(why));
            }
        }
    };
    view! {
        <Shown when=move || d.with(|d| d.editing().is_some())>
            <p class="designer__hint">
                "You are changing one of your saved games: Save replaces it (Undo puts it back)."
            </p>
            <button type="button" class="link-button" prop:disabled=move || !works() on:click=as_new>
                "Save as a new game instead"
            </button>
            <p class="message" role="status">{move || message.get().unwrap_or_default()}</p>
        </Shown>
    }
}
