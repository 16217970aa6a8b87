//! The Leptos app (client-side rendering). Compiled only for `wasm32`.
//!
//! Components render engine values and send user intents; rules live in [`crate::engine`].
//!
//! In `view!`, a reactive value is written as a closure literal, `move || { label() }` rather than
//! `label`: with `erase_components` the macro routes closure literals through one shared rendering
//! path per output type, while a named closure gets its own copy of that code (about 250 bytes of
//! the bundle each). The braces keep clippy from calling the closure redundant.
//!
//! Local state is an `RwSignal`, not a `signal()` pair: the read and write halves are two more types
//! whose generic code is copied for every value type.

mod components;
mod files;
mod screens;
mod state;
mod storage;

use leptos::prelude::*;

use components::Shown;
use state::{AppState, Screen};

/// Mounts the app into `<body>`, replacing the static loading notice from `index.html`.
pub fn mount() {
    console_error_panic_hook::set_once();
    if let Some(loading) = document().get_element_by_id("loading") {
        loading.remove();
    }
    leptos::mount::mount_to_body(App);
    // Not before the first screen answers: installing the worker fetches the whole bundle again.
    set_timeout(register_service_worker, std::time::Duration::ZERO);
}

/// Installs the service worker so the app opens offline next time. Browsers offer it only in a
/// secure context (https or localhost): on a phone reaching a laptop over plain http there is
/// no `navigator.serviceWorker`, and the app simply runs online.
fn register_service_worker() {
    let Some(window) = web_sys::window() else { return };
    let navigator = window.navigator();
    let has_worker = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    if has_worker && window.is_secure_context() {
        let _ = navigator.service_worker().register("sw.js");
    }
}

/// The application shell: the header and the current screen.
#[component]
fn App() -> impl IntoView {
    let state = AppState::new();
    provide_context(state);
    view! {
        <div class="app" data-ready="true">
            <header class="app-header">
                <h1 class="app-header__title">"CAP"</h1>
                // The one-line pitch is for the first screen; elsewhere the room goes to the table.
                <Shown when=move || state.screen.get() == Screen::Games>
                    <p class="app-header__tagline">
                        "The dealer's companion for Crazy Asian Poker: where every card goes, \
                         who wins each point, and how to cut the chips."
                    </p>
                </Shown>
                <nav class="app-nav" aria-label="Screens">
                    <NavButton to=Screen::Games label="Games" />
                    <NavButton to=Screen::Deal label="Deal" />
                    <NavButton to=Screen::Hand label="Hand" />
                    <NavButton to=Screen::History label="History" />
                    <NavButton to=Screen::Settings label="Settings" />
                </nav>
            </header>
            <main class="app-main">
                // On the hand screen the message sits by the card picker; elsewhere, up here.
                <Shown when=move || state.screen.get() != Screen::Hand>
                    <p class="message" role="alert">{move || state.message.get().unwrap_or_default()}</p>
                </Shown>
                {move || match state.screen.get() {
                    Screen::Games => view! { <screens::GamesScreen /> }.into_any(),
                    other => elsewhere(other),
                }}
            </main>
        </div>
    }
}

/// Any screen but the games list. They are drawn by [`other_screen`], which is split into a
/// separate WebAssembly module and fetched the first time one of them opens; until then the
/// screen says it is loading. (The service worker fetches that module in the background once the
/// first screen shows, so it is usually there before anyone taps.)
fn elsewhere(screen: Screen) -> AnyView {
    view! {
        <Suspense fallback=|| view! { <p class="loading">"Loading…"</p> }>
            {Suspend::new(other_screen(screen))}
        </Suspense>
    }
    .into_any()
}

/// The split point: this function, and everything only it reaches (the other screens, the engine
/// behind them, the saved hand's parser), is moved out of the main module at build time
/// (`scripts/build_wasm.py`). Each screen first reads the saved state it shows.
#[lazy]
fn other_screen(screen: Screen) -> AnyView {
    expect_context::<AppState>().restore();
    match screen {
        Screen::Games => view! { <screens::GamesScreen /> }.into_any(),
        Screen::Game(id) => view! { <screens::GameScreen id /> }.into_any(),
        Screen::Hand => view! { <screens::HandScreen /> }.into_any(),
        Screen::History => view! { <screens::HistoryScreen /> }.into_any(),
        Screen::Settings => view! { <screens::SettingsScreen /> }.into_any(),
        Screen::Deal => view! { <screens::DealScreen /> }.into_any(),
        Screen::Chinese => view! { <screens::ChineseScreen /> }.into_any(),
        Screen::Ofc => view! { <screens::OfcScreen /> }.into_any(),
        Screen::Draw32 => view! { <screens::Draw32Screen /> }.into_any(),
    }
}

/// A tab in the header; pressed while its screen shows.
#[component]
fn NavButton(to: Screen, label: &'static str) -> impl IntoView {
    let state = expect_context::<AppState>();
    let target = to.clone();
    let current = move || {
        let shown = state.screen.get();
        shown == target || (matches!(shown, Screen::Game(_)) && target == Screen::Games)
    };
    view! {
        <button
            type="button"
            class="app-nav__tab"
            aria-pressed=move || current().to_string()
            on:click=move |_| state.screen.set(to.clone())
        >
            {label}
        </button>
    }
}
