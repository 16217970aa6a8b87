//! Keeping the resolved hand: its place in the history, a share link and the hand file.

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::model::hand_screen::{export_name, Stamp};
use crate::model::history::Saved;
use crate::ui::components::{DownloadHands, ShareExport, Shown};
use crate::ui::state::AppState;

/// The resolved hand is kept in the history by itself; share it as a link, or export its hand file.
#[component]
pub(super) fn Keep() -> impl IntoView {
    let state = expect_context::<AppState>();
    let file = move || state.draft.with_untracked(|d| d.as_ref().map(Draft::to_file));
    let share = move |()| file().map(|f| (f.game.name(), crate::engine::hand_file::to_fragment(&f)));
    let export = move |()| {
        let f = file()?;
        let date = js_sys::Date::new_0();
        let at = Stamp {
            year: date.get_full_year(),
            month: date.get_month() + 1,
            day: date.get_date(),
            hour: date.get_hours(),
            minute: date.get_minutes(),
        };
        Some((export_name(f.game.id(), at), f.to_json()))
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
            <ShareExport
                share_label="Share link"
                export_label="Export hand file"
                link_label="Share link"
                share=share
                export=export
            />
        </div>
    }
}
