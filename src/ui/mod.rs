//! The Leptos app (client-side rendering). Compiled only for `wasm32`.
//!
//! Components render engine values and send user intents; rules live in [`crate::engine`].

mod screens;

use leptos::prelude::*;

/// Mounts the app into `<body>`, replacing the static loading notice from `index.html`.
pub fn mount() {
    console_error_panic_hook::set_once();
    if let Some(loading) = document().get_element_by_id("loading") {
        loading.remove();
    }
    leptos::mount::mount_to_body(App);
}

/// The application shell: the header and the current screen.
#[component]
fn App() -> impl IntoView {
    view! {
        <div class="app" data-ready="true">
            <header class="app-header">
                <h1 class="app-header__title">"CAP"</h1>
                <p class="app-header__tagline">
                    "The dealer's companion for Crazy Asian Poker: where every card goes, \
                     who wins each point, and how to cut the chips."
                </p>
            </header>
            <main class="app-main">
                <screens::GamesScreen/>
            </main>
        </div>
    }
}
