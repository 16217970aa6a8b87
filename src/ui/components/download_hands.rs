//! "Download your hands": every hand the app holds — the stored history and the hands whose save
//! failed, which are only in this page's memory — as one file of hand files, which the history's
//! import reads back (issue 25: a failed write must leave a way to keep the data).

use leptos::prelude::*;

use crate::ui::files::download;
use crate::ui::state::AppState;

/// The button, and what became of the download.
#[component]
pub fn DownloadHands() -> impl IntoView {
    let state = expect_context::<AppState>();
    let note = RwSignal::new(None::<String>);
    let click = move |_| {
        leptos::task::spawn_local(async move {
            let (json, problem) = state.all_hands_json().await;
            state.tell(problem);
            let date = js_sys::Date::new_0();
            let name = format!(
                "cap-hands-{:04}-{:02}-{:02}.json",
                date.get_full_year(),
                date.get_month() + 1,
                date.get_date()
            );
            note.set(Some(match download(&name, "application/json", &json) {
                Ok(()) => format!("Saved {name}."),
                Err(why) => why,
            }));
        });
    };
    view! {
        <div class="download-hands">
            <button type="button" class="primary-button" on:click=click>"Download your hands"</button>
            <p class="download-hands__note" role="status">{move || note.get().unwrap_or_default()}</p>
        </div>
    }
}
