//! Passing a hand or a game on: a link another phone opens, or a file `cap` and the history's
//! import read. One place for the buttons, the note saying what happened and the link shown to
//! copy by hand, so a hand and a game are shared the same way.

use leptos::prelude::*;

use crate::ui::files::{download, share_or_copy, Shared};

/// The page's own address with `fragment` (`hand=…`, `game=…`) after its `#`.
fn link_to(fragment: &str) -> Option<String> {
    let here = web_sys::window()?.location().href().ok()?;
    let base = here.split('#').next().unwrap_or_default();
    Some(format!("{base}#{fragment}"))
}

/// Share and export buttons. `share` gives the share sheet's title and the link's fragment;
/// `export` the file's name and its text; either gives `None` when there is nothing to pass on.
/// `children` go after the buttons (a game's Delete).
#[component]
pub fn ShareExport(
    share_label: &'static str,
    export_label: &'static str,
    /// The label of the link's text box, once a link is made.
    link_label: &'static str,
    #[prop(into)] share: Callback<(), Option<(String, String)>>,
    #[prop(into)] export: Callback<(), Option<(String, String)>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let link = RwSignal::new(None::<String>);
    let note = RwSignal::new(None::<String>);
    let on_share = move |_| {
        let Some((title, url)) =
            share.run(()).and_then(|(title, fragment)| Some((title, link_to(&fragment)?)))
        else {
            return;
        };
        link.set(Some(url.clone()));
        leptos::task::spawn_local(async move {
            note.set(Some(match share_or_copy(&title, &url).await {
                Ok(Shared::Sheet) => "Shared.".into(),
                Ok(Shared::Copied) => "Link copied.".into(),
                Err(why) => format!("Not copied: {why}."),
            }));
        });
    };
    let on_export = move |_| {
        let Some((name, text)) = export.run(()) else { return };
        note.set(Some(match download(&name, "application/json", &text) {
            Ok(()) => format!("Saved {name}."),
            Err(why) => why,
        }));
    };
    view! {
        <button type="button" class="primary-button" on:click=on_share>{share_label}</button>
        <button type="button" class="primary-button" on:click=on_export>{export_label}</button>
        {children.map(|c| c())}
        <p class="keep__note" role="status">{move || note.get().unwrap_or_default()}</p>
        {move || {
            link.get()
                .map(|text| {
                    view! {
                        <label class="field">
                            <span>{link_label}</span>
                            <textarea readonly rows="3" prop:value=text></textarea>
                        </label>
                    }
                })
        }}
    }
}
