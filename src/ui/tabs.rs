//! Several tabs of the app at once: a change in one reaches the others.
//!
//! - The history is in IndexedDB, which tells nobody of a change: after each write a tab says
//!   "history" on a `BroadcastChannel`, and the others read their page of the history again
//!   (keeping their own unsaved hands: [`crate::model::history::merge_reloaded`]).
//! - The small stores are in local storage, whose `storage` event reaches the other tabs by
//!   itself: the shell reads again the first screen's (settings, seated table, favourites) from the
//!   start, and this part the dealing choices, the hand being entered and the hand being dealt
//!   ([`super::storage::changed_elsewhere`]). Writing back the same value writes nothing and
//!   raises no event, so two tabs never echo each other.
//! - There is one hand being entered and one hand being dealt per browser, as there is one
//!   history: a change in one tab shows in the others. What the other tab's write would replace
//!   is decided from the versions the values carry ([`crate::model::versions`],
//!   [`super::storage::arrived`]): a hand that tab never saw is kept in the history first, and a
//!   deal it never saw goes on being dealt here, offered as a file, in whichever order the two
//!   tabs' writes come (issue 25: two tabs never lose a hand to each other; docs/storage.md says
//!   why).
//!
//! - A scorer's table (Chinese poker, OFC, 32-card draw) is shared the same way while its screen
//!   shows: the screen registers for its store ([`on_table`], [`super::state::AppState::share_table`]),
//!   and the same versions decide; a scorer opened later reads the stored table anyway.
//!
//! Set up when another screen than the games list first opens (this is the screens' part of the
//! wasm); until then the tab has read nothing that could be stale but the first screen's stores.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::model::stores::Store;

const CHANNEL: &str = "cap";
const HISTORY: &str = "history";

/// What a scorer does with another tab's write to its table: the stored value before and after.
type TableHandler = Rc<dyn Fn(Option<&str>, Option<&str>)>;

thread_local! {
    static OPEN: RefCell<Option<web_sys::BroadcastChannel>> = const { RefCell::new(None) };
    /// The scorer showing and its handler (one screen shows at a time).
    static SCORER: RefCell<Option<(Store, TableHandler)>> = const { RefCell::new(None) };
}

/// While a scorer's screen shows: `handler` hears another tab's writes to its `store`.
pub fn on_table(store: Store, handler: impl Fn(Option<&str>, Option<&str>) + 'static) {
    SCORER.with(|s| *s.borrow_mut() = Some((store, Rc::new(handler))));
}

/// The scorer of `store` has closed (another scorer that opened meanwhile keeps its handler).
pub fn off_table(store: Store) {
    SCORER.with(|s| {
        let mut s = s.borrow_mut();
        if s.as_ref().is_some_and(|(open, _)| *open == store) {
            *s = None;
        }
    });
}

/// Another tab wrote `store`'s table, from `old` to `new`: its scorer hears it, if it shows.
pub fn table_changed(store: Store, old: Option<&str>, new: Option<&str>) {
    let handler =
        SCORER.with(|s| s.borrow().as_ref().filter(|(open, _)| *open == store).map(|(_, h)| h.clone()));
    if let Some(handler) = handler {
        handler(old, new);
    }
}

/// Listens to the other tabs for as long as the page lives: `history` is called when another tab
/// changed the history, `stored` with the key of a local-storage value another tab wrote, the
/// value before and the value written (`None`: removed).
pub fn listen(history: impl Fn() + 'static, stored: impl Fn(&str, Option<String>, Option<String>) + 'static) {
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
            stored(&key, e.old_value(), e.new_value());
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
