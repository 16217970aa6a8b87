//! The designer's foot: whether the draft is a game, Undo, and Save. A new game is kept beside
//! the user's others; a saved game being edited ([`Designer::edit`]) is replaced in place (its old
//! declaration offered back in the undo bar), or kept as a new game beside it.

use leptos::prelude::*;

use crate::model::designer::check::Verdict;
use crate::model::designer::Designer;
use crate::ui::components::Shown;
use crate::ui::state::{AppState, Screen};

#[component]
pub fn SaveBar(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let works = move || matches!(verdict.get(), Verdict::Works { .. });
    let editing = move || d.with(|d| d.editing().is_some());
    let saved_message = RwSignal::new(None::<String>);
    // Kept with the user's games: its rules card opens, and the designer starts afresh next time
    // (the game is kept; a variant starts from its rules card's "Copy into the designer" or "Edit
    // in the designer").
    let save = move |as_new: bool| {
        if !works() {
            return;
        }
        let saved = d.with_untracked(|d| match (d.editing(), as_new) {
            (Some(_), false) => state.replace_user_game(d.spec().clone()),
            (Some(_), true) => state.save_user_game(state.my_games.with_untracked(|m| d.as_new_game(m))),
            (None, _) => state.save_user_game(d.spec().clone()),
        });
        match saved {
            Ok(id) => {
                saved_message.set(None);
                d.set(Designer::scratch());
                state.screen.set(Screen::Game(id));
            }
            Err(why) => saved_message.set(Some(why)),
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
            <button type="button" class="primary-button" prop:disabled=move || !works() on:click=move |_| save(false)>
                {move || if editing() { "Save the changes" } else { "Save the game" }}
            </button>
            <Shown when=editing>
                <button type="button" class="link-button" prop:disabled=move || !works() on:click=move |_| save(true)>
                    "Save as a new game"
                </button>
            </Shown>
            <p class="message" role="status">{move || saved_message.get().unwrap_or_default()}</p>
        </div>
    }
}
