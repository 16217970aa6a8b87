//! The page's shell: the header's tabs, the message line, the list of storage problems, a shared
//! link pasted into the address, and which screen shows.
//!
//! The shell is static markup in `index.html`, drawn before the WebAssembly arrives; this keeps it
//! in step with the state. The screens other than the games list are drawn by Leptos, mounted at
//! the end of `<main>` the first time one of them opens: until then nothing of Leptos's renderer
//! runs, which is most of what starting the app would otherwise cost a phone.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

use super::dom::{clicked_button, elements, listen};
use super::state::{AppState, Screen};
use super::storage;
use crate::model::stores::Store;

/// Keeps the header, the message line and the games list in step with the screen showing, and
/// mounts the other screens (`screens`, the app's) the first time one opens.
pub fn attach<V: IntoView + 'static>(state: AppState, screens: fn() -> V) {
    let doc = document();
    let Some(nav) = doc.query_selector(".app-nav").ok().flatten() else { return };
    listen(&nav, "click", move |ev| {
        if let Some(screen) = clicked_button(&ev).and_then(|b| b.get_attribute("data-screen")) {
            if let Some(screen) = Screen::named(&screen) {
                state.screen.set(screen);
            }
        }
    });
    let root = Owner::current().unwrap_or_default();
    Effect::new(move |mounted: Option<bool>| {
        let screen = state.screen.get();
        let doc = document();
        for tab in elements(&nav, "button") {
            let pressed = tab.get_attribute("data-screen").as_deref() == Some(screen.name());
            let _ = tab.set_attribute("aria-pressed", if pressed { "true" } else { "false" });
        }
        let games = screen == Screen::Games;
        // The one-line pitch is for the first screen; elsewhere the room goes to the table.
        set_hidden(&doc, ".app-header__tagline", !games);
        set_hidden(&doc, ".games", !games);
        // On the hand screen the message sits by the card picker; elsewhere, up here.
        set_hidden(&doc, ".app-main > .message", screen == Screen::Hand);
        // The page's guess that a saved hand would open (index.html) has served its purpose.
        if let Some(html) = doc.document_element() {
            let _ = html.remove_attribute("data-opening");
        }
        let mounted = mounted.unwrap_or(false);
        if !games && !mounted {
            // Under the app's root, not this effect, whose next run would dispose of the screens.
            let main = doc.query_selector(".app-main").ok().flatten();
            if let Some(main) = main.and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok()) {
                root.with(|| untrack(|| leptos::mount::mount_to(main, screens).forget()));
            }
            return true;
        }
        mounted
    });
    Effect::new(move |_| {
        let text = state.message.get();
        if let Some(line) = document().query_selector(".app-main > .message").ok().flatten() {
            line.set_text_content(text.as_deref());
        }
    });
    // Every storage problem, one line each, until dismissed (issue 25: one line for all of them
    // showed only the last); a failed save's line offers that store's unsaved data as a file.
    let problems = doc.query_selector(".problems").ok().flatten();
    if let Some((problems, ul)) = problems.and_then(|p| Some((p.clone(), p.query_selector("ul").ok()??))) {
        if let Some(dismiss) = problems.query_selector(".problems__dismiss").ok().flatten() {
            listen(&dismiss, "click", move |_| state.dismiss_problems());
        }
        listen(&ul, "click", move |ev| {
            let store = clicked_button(&ev).and_then(|b| b.get_attribute("data-store"));
            if let Some(store) = store.as_deref().and_then(Store::by_id) {
                download_export(state, store);
            }
        });
        Effect::new(move |_| {
            state.problems.with(|list| {
                let _ = problems.toggle_attribute_with_force("hidden", list.is_empty());
                ul.set_text_content(None);
                for problem in list.shown() {
                    let Ok(li) = document().create_element("li") else { continue };
                    li.set_text_content(Some(&problem.text));
                    if let Some(store) = problem.export {
                        if let Ok(button) = document().create_element("button") {
                            let _ = button.set_attribute("type", "button");
                            let _ = button.set_attribute("class", "link-button problems__download");
                            let _ = button.set_attribute("data-store", store.id());
                            button.set_text_content(Some(&store.download_label()));
                            let _ = li.append_child(&button);
                        }
                    }
                    let _ = ul.append_child(&li);
                }
            })
        });
    }
    // A shared link pasted into the address of a tab already showing the app: the page does not
    // load again, so the hand is opened from here (by the screens' part, which reads links).
    if let Some(window) = web_sys::window() {
        let handler = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
            let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
            if hash.starts_with("#hand=") {
                state.link_arrived.update(|n| *n += 1);
                if state.screen.get_untracked() != Screen::Hand {
                    state.screen.set(Screen::Hand);
                }
            } else if hash.starts_with("#game=") {
                // A game's link opens its rules card: the screens' part reads the game (it sets
                // the screen to the card once it has the id).
                state.link_arrived.update(|n| *n += 1);
                if matches!(state.screen.get_untracked(), Screen::Games) {
                    state.screen.set(Screen::Game(String::new()));
                }
            }
        });
        let _ = window.add_event_listener_with_callback("hashchange", handler.as_ref().unchecked_ref());
        handler.forget();
        // Another tab changed what the first screen shows (the theme and the other settings, the
        // seated table, the favourites): read it again. Writing the same value back raises no
        // event, so two tabs never echo each other. (The rest is the screens' part: ui::tabs.)
        let stored =
            Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
                match e.key().as_deref().and_then(storage::changed_elsewhere) {
                    Some(Store::Settings) => state.settings.set(storage::load_settings().0),
                    Some(Store::Table) => state.seating.set(storage::load_seating().0),
                    Some(Store::Games) => state.marks.set(storage::load_game_marks().0),
                    _ => {}
                }
            });
        let _ = window.add_event_listener_with_callback("storage", stored.as_ref().unchecked_ref());
        stored.forget();
    }
}

/// Offers the unsaved data of `store` as a file named for the store and the date.
fn download_export(state: AppState, store: Store) {
    let Some(text) = state.problems.with_untracked(|p| p.export(store).map(String::from)) else { return };
    let date = js_sys::Date::new_0();
    let name = store.file_name(date.get_full_year(), date.get_month() + 1, date.get_date());
    if let Err(why) = super::files::download(&name, "application/json", &text) {
        state.tell(Some(format!("The {} could not be downloaded: {why}.", store.what())));
    }
}

/// Hides or shows the first element matching a selector.
fn set_hidden(doc: &web_sys::Document, selector: &str, hidden: bool) {
    if let Some(el) = doc.query_selector(selector).ok().flatten() {
        let _ = el.toggle_attribute_with_force("hidden", hidden);
    }
}
