//! The page's high-resolution clock, for timing work the screens run in steps (the odds) or
//! report (the best-setting helper). The date's clock stands in where there is none.

use wasm_bindgen::JsCast;

/// Milliseconds from `performance.now()`, or from the date when the page has no such clock.
pub fn now_ms() -> f64 {
    let global = js_sys::global();
    let now = || -> Option<f64> {
        let perf = js_sys::Reflect::get(&global, &"performance".into()).ok()?;
        let f: js_sys::Function = js_sys::Reflect::get(&perf, &"now".into()).ok()?.dyn_into().ok()?;
        f.call0(&perf).ok()?.as_f64()
    };
    now().unwrap_or_else(js_sys::Date::now)
}
