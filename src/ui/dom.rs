//! The few DOM helpers the shell and the static games list share: listening on an element for the
//! page's life, the button an event landed in, the elements under a selector.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// Calls `handler` on each `event` at `target`, for as long as the page lives (the static markup
/// is never removed).
pub fn listen(target: &web_sys::Element, event: &str, handler: impl FnMut(web_sys::Event) + 'static) {
    let handler = Closure::<dyn FnMut(web_sys::Event)>::new(handler);
    let _ = target.add_event_listener_with_callback(event, handler.as_ref().unchecked_ref());
    handler.forget();
}

/// The button an event landed in, if any.
pub fn clicked_button(ev: &web_sys::Event) -> Option<web_sys::Element> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    target.closest("button").ok()?
}

/// The elements under `root` matching a CSS selector, in document order.
pub fn elements(root: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let Ok(found) = root.query_selector_all(selector) else { return Vec::new() };
    (0..found.length()).filter_map(|i| found.item(i)?.dyn_into().ok()).collect()
}
