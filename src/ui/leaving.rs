//! Asks before the page is left when leaving would lose what storage could not keep (issue 36: a
//! hand not saved because storage was full was gone after a reload, untold). What would be lost,
//! and whether to ask at all, is the model's decision ([`crate::model::problems::Problems::leaving_loses`]);
//! this only answers the browser's `beforeunload`.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Listens for as long as the page lives: `loses` says what leaving now would lose (`None`: the
/// page leaves without asking). Browsers show their own words in the prompt; the words are set
/// as the event's `returnValue` for those that show them, and the problems list says the same.
pub fn ask_before_leaving(loses: impl Fn() -> Option<String> + 'static) {
    let Some(window) = web_sys::window() else { return };
    let ask = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        if let Some(words) = loses() {
            e.prevent_default();
            let _ = js_sys::Reflect::set(&e, &"returnValue".into(), &words.into());
        }
    });
    let _ = window.add_event_listener_with_callback("beforeunload", ask.as_ref().unchecked_ref());
    ask.forget();
}
