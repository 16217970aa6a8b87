//! Keeping the resolved hand: its place in the history, a share link and the hand file.

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::model::hand_screen::{export_name, Stamp};
use crate::model::history::Saved;
use crate::ui::components::{DownloadHands, Shown};
use crate::ui::files::{download, share_or_copy, Shared};
use crate::ui::state::AppState;

/// The resolved hand is kept in the history by itself; share it as a link, or export its hand file.
#[component]
pub(super) fn Keep() -> impl IntoView {
    let state = expect_context::<AppState>();
    let link = RwSignal::new(None::<String>);
    let note = RwSignal::new(None::<String>);
    let file = move || state.draft.with_untracked(|d| d.as_ref().map(Draft::to_file));
    let share = move |_| {
        let (Some(f), Some(w)) = (file(), web_sys::window()) else { return };
        let here = w.location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        let url = format!("{base}#{}", crate::engine::hand_file::to_fragment(&f));
        link.set(Some(url.clone()));
        let title = f.game.name();
        leptos::task::spawn_local(async move {
            note.set(Some(match share_or_copy(&title, &url).await {
                Ok(Shared::Sheet) => "Shared.".into(),
                Ok(Shared::Copied) => "Link copied.".into(),
                Err(why) => format!("Not copied: {why}."),
            }));
        });
    };
    let export = move |_| {
        let Some(f) = file() else { return };
        let date = js_sys::Date::new_0();
        let at = Stamp {
            year: date.get_full_year(),
            month: date.get_month() + 1,
            day: date.get_date(),
            hour: date.get_hours(),
            minute: date.get_minutes(),
        };
        let name = export_name(f.game.id(), at);
        note.set(Some(match download(&name, "application/json", &f.to_json()) {
            Ok(()) => format!("Saved {name}."),
            Err(why) => why,
        }));
    };
    view! {
        <div class="keep">
            <p class="keep__kept" role="status">
                {move || match state.kept_saved() {
                    Some(Saved::Yes) => "Kept in the history.".to_string(),
                    Some(Saved::No(why)) => format!("Not saved in the history: {why}. It stays on this page until it closes."),
                    _ => "Saving in the history…".to_string(),
                }}
            </p>
            <Shown when=move || matches!(state.kept_saved(), Some(Saved::No(_)))>
                <DownloadHands />
            </Shown>
            <button type="button" class="primary-button" on:click=share>"Share link"</button>
            <button type="button" class="primary-button" on:click=export>"Export hand file"</button>
            <p class="keep__note" role="status">{move || note.get().unwrap_or_default()}</p>
            {move || {
                link.get()
                    .map(|text| {
                        view! {
                            <label class="field">
                                <span>"Share link"</span>
                                <textarea readonly rows="3" prop:value=text></textarea>
                            </label>
                        }
                    })
            }}
        </div>
    }
}
