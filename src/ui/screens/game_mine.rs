//! The rules card's part for one of the user's own games: change it in the designer (Save there
//! replaces it), share it as a link that opens the game on another phone, export it as a game file
//! (the declaration, which the history's import and `cap` read), or delete it (the undo bar puts
//! it back).

use leptos::prelude::*;

use crate::engine::game::declaration;
use crate::engine::hand_file::game_to_fragment;
use crate::model::my_games::file_name;
use crate::ui::files::{download, share_or_copy, Shared};
use crate::ui::screens::designer::edit_in_designer;
use crate::ui::state::AppState;

/// Share, export and delete for the user's game `id`.
#[component]
pub(super) fn MyGameActions(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let link = RwSignal::new(None::<String>);
    let note = RwSignal::new(None::<String>);
    let id = StoredValue::new(id);
    let spec =
        move || state.my_games.with_untracked(|m| id.with_value(|id| m.get(id).map(|g| g.spec().clone())));
    let share = move |_| {
        let (Some(spec), Some(w)) = (spec(), web_sys::window()) else { return };
        let here = w.location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        let url = format!("{base}#{}", game_to_fragment(&spec));
        link.set(Some(url.clone()));
        leptos::task::spawn_local(async move {
            note.set(Some(match share_or_copy(&spec.name, &url).await {
                Ok(Shared::Sheet) => "Shared.".into(),
                Ok(Shared::Copied) => "Link copied.".into(),
                Err(why) => format!("Not copied: {why}."),
            }));
        });
    };
    let export = move |_| {
        let Some(spec) = spec() else { return };
        let name = file_name(&spec.id);
        note.set(Some(match download(&name, "application/json", &declaration::to_json(&spec)) {
            Ok(()) => format!("Saved {name}."),
            Err(why) => why,
        }));
    };
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
            <button type="button" class="primary-button" on:click=share>"Share game link"</button>
            <button type="button" class="primary-button" on:click=export>"Export game file"</button>
            <button type="button" class="link-button" on:click=delete>"Delete this game"</button>
            <p class="keep__note" role="status">{move || note.get().unwrap_or_default()}</p>
            {move || {
                link.get()
                    .map(|text| {
                        view! {
                            <label class="field">
                                <span>"Game link"</span>
                                <textarea readonly rows="3" prop:value=text></textarea>
                            </label>
                        }
                    })
            }}
        </section>
    }
}
