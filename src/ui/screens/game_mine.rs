//! The rules card's part for one of the user's own games: change it in the designer (Save there
//! replaces it), share it as a link that opens the game on another phone, export it as a game file
//! (the declaration, which the history's import and `cap` read), or delete it (the undo bar puts
//! it back).

use leptos::prelude::*;

use crate::engine::game::declaration;
use crate::engine::hand_file::game_to_fragment;
use crate::model::my_games::file_name;
use crate::ui::components::ShareExport;
use crate::ui::screens::designer::edit_in_designer;
use crate::ui::state::AppState;

/// Share, export and delete for the user's game `id`.
#[component]
pub(super) fn MyGameActions(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = StoredValue::new(id);
    let spec =
        move || state.my_games.with_untracked(|m| id.with_value(|id| m.get(id).map(|g| g.spec().clone())));
    let share = move |()| spec().map(|spec| (spec.name.clone(), game_to_fragment(&spec)));
    let export = move |()| spec().map(|spec| (file_name(&spec.id), declaration::to_json(&spec)));
    let delete = move |_| id.with_value(|id| state.delete_user_game(id));
    let edit = move |_| {
        if let Some(spec) = spec() {
            edit_in_designer(state, spec);
        }
    };
    view! {
        <section class="rules-card__mine keep" aria-labelledby="rules-mine">
            <h3 id="rules-mine">"Your game"</h3>
            <button type="button" class="primary-button" on:click=edit>"Edit in the designer"</button>
            <ShareExport
                share_label="Share game link"
                export_label="Export game file"
                link_label="Game link"
                share=share
                export=export
            >
                <button type="button" class="link-button" on:click=delete>"Delete this game"</button>
            </ShareExport>
        </section>
    }
}
