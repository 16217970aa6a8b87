//! The Leptos app (client-side rendering). Compiled only for `wasm32`.
//!
//! Components render engine values and send user intents; rules live in [`crate::engine`].
//!
//! The shell and the games list are the exception: they are static markup in `index.html`, shown
//! before the WebAssembly arrives, which [`shell`] and `screens::attach_games` attach to. Every
//! other screen is a Leptos component, mounted the first time one opens.
//!
//! In `view!`, a reactive value is written as a closure literal, `move || { label() }` rather than
//! `label`: with `erase_components` the macro routes closure literals through one shared rendering
//! path per output type, while a named closure gets its own copy of that code (about 250 bytes of
//! the bundle each). The braces keep clippy from calling the closure redundant.
//!
//! Local state is an `RwSignal`, not a `signal()` pair: the read and write halves are two more types
//! whose generic code is copied for every value type.

mod clock;
mod components;
mod dom;
mod files;
mod idb;
mod leaving;
mod screens;
mod shell;
mod state;
mod storage;
mod tabs;

use leptos::prelude::*;

use split::other_screen;
use state::{AppState, Screen};

/// Starts the app on the page's static markup (see `index.html`): the header and the games list
/// are already drawn, so the first screen answers as soon as the module has attached its
/// handlers to them. The other screens are drawn by Leptos, mounted the first time one of them
/// opens ([`shell`]).
pub fn start() {
    console_error_panic_hook::set_once();
    // Leptos's effects run on the browser's microtask queue. Mounting would set that up, but the
    // first screen's effects come before anything is mounted.
    let _ = any_spawner::Executor::init_wasm_bindgen();
    // The app's one root: it owns the state, the first screen's effects and, later, the mounted
    // screens, so all of them find the state as context. It lives as long as the page.
    let root = Owner::new();
    root.set();
    let state = AppState::new();
    provide_context(state);
    shell::attach(state, screens);
    screens::attach_games(state);
    std::mem::forget(root);
    if let Some(app) = document().query_selector(".app").ok().flatten() {
        let _ = app.set_attribute("data-ready", "true");
    }
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

/// Every screen but the games list, drawn by Leptos at the end of `<main>`; mounted by [`shell`]
/// when such a screen first opens. While the games list shows, it draws nothing.
fn screens() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The undo bar is drawn by the second part with the screens (its restoring code is the
    // engine's and the model's, which the first screen does not need); on the games list, whose
    // markup is static, only while an undo is offered there (New game's).
    move || match state.screen.get() {
        Screen::Games if state.undo.with(Option::is_some) => elsewhere(Screen::Games),
        Screen::Games => ().into_any(),
        other => elsewhere(other),
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

/// The split point's module: `#[lazy]` expands to code beside the function, which calls
/// `Result::expect` (a load failure of the second part panics); the lint cannot be silenced on
/// the function alone.
#[allow(clippy::disallowed_methods, reason = "the #[lazy] macro's own Result::expect")]
mod split {
    use leptos::prelude::*;

    use super::screens;
    use super::state::{AppState, Screen};

    /// The split point: this function, and everything only it reaches (the other screens, the engine
    /// behind them, the saved hand's parser), is moved out of the main module at build time
    /// (`scripts/build_wasm.py`). Each screen first reads the saved state it shows.
    #[lazy]
    pub(super) fn other_screen(screen: Screen) -> AnyView {
        expect_context::<AppState>().restore();
        // Each screen starts at its top, not where the last one was scrolled to.
        if !matches!(screen, Screen::Games) {
            if let Some(w) = web_sys::window() {
                w.scroll_to_with_x_and_y(0.0, 0.0);
            }
        }
        let drawn = match screen {
            // The games list is the page's static markup: only the undo bar is drawn on it.
            Screen::Games => ().into_any(),
            Screen::Game(id) => view! { <screens::GameScreen id /> }.into_any(),
            Screen::Hand => view! { <screens::HandScreen /> }.into_any(),
            Screen::History => view! { <screens::HistoryScreen /> }.into_any(),
            Screen::Settings => view! { <screens::SettingsScreen /> }.into_any(),
            Screen::Deal => view! { <screens::DealScreen /> }.into_any(),
            Screen::Chinese => view! { <screens::ChineseScreen /> }.into_any(),
            Screen::Ofc => view! { <screens::OfcScreen /> }.into_any(),
            Screen::Draw32 => view! { <screens::Draw32Screen /> }.into_any(),
            Screen::Drills(id) => view! { <screens::DrillsScreen id /> }.into_any(),
            Screen::Designer => view! { <screens::DesignerScreen /> }.into_any(),
            Screen::Tonight => view! { <screens::TonightScreen /> }.into_any(),
        };
        // The undo bar outlives each screen's own state: New game's undo is offered on the list.
        view! {
            {drawn}
            <crate::ui::components::UndoBar />
        }
        .into_any()
    }
}
