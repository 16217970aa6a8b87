//! Several tabs of the app at once: a change in one reaches the others.
//!
//! - The history is in IndexedDB, which tells nobody of a change: after each write a tab says
//!   "history" on a `BroadcastChannel`, and the others read their page of the history again
//!   (keeping their own unsaved hands: [`crate::model::history::merge_reloaded`]).
//! - The small stores are in local storage, whose `storage` event reaches the other tabs by
//!   itself: the shell reads again the first screen's (settings, seated table, favourites) from the
//!   start, and this part the dealing choices ([`super::storage::changed_elsewhere`]). (Writing back the same value raises no event, so two tabs never echo each other.) The
//!   hand being entered and the hand being dealt stay each tab's own: one tab's hand never
//!   replaces the one another is entering, and both are kept in the history once resolved.
//!
//! Set up when another screen than the games list first opens (this is the screens' part of the
//! wasm); until then the tab has read nothing that could be stale but the first screen's stores.

use std::cell::RefCell;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

const CHANNEL: &str = "cap";
const HISTORY: &str = "history";

thread_local! {
    static OPEN: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
}

/// Listens to the other tabs for as long as the page lives: `history` is called when another tab
/// changed the history, `stored` with the key of a local-storage value another tab wrote.
pub fn listen(history: impl Fn() + 'static, stored: impl Fn(&str) + 'static) {
    if let Ok(channel) = web_sys::BroadcastChannel::new(CHANNEL) {
        let heard = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if e.data().as_string().as_deref() == Some(HISTORY) {
                history();
            }
        });
        channel.set_onmessage(Some(heard.as_ref().unchecked_ref()));
        heard.forget();
        OPEN.with(|o| *o.borrow_mut() = Some(channel));
    }
    let Some(window) = web_sys::window() else { return };
    let changed = Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
        if let Some(key) = e.key() {
            stored(&key);
        }
    });
    let _ = window.add_event_listener_with_callback("storage", changed.as_ref().unchecked_ref());
    changed.forget();
}

/// Tells the other tabs that the history changed (a hand kept, corrected, deleted or put back).
pub fn history_changed() {
    OPEN.with(|o| {
        if let Some(channel) = o.borrow().as_ref() {
            let _ = channel.post_message(&JsValue::from_str(HISTORY));
        }
    });
}
