//! The wasm benchmark's interface: plain `extern "C"` functions, no wasm-bindgen.
//!
//! Imports (module `env`): `now() -> f64` in milliseconds (`performance.now`) and
//! `emit(stream, ptr, len)`, which writes UTF-8 text to stdout (`stream` 1) or stderr (2).
//! Export: `bench_main(quick) -> status` (0 = tables printed, 1 = orders disagree).

#[link(wasm_import_module = "env")]
extern "C" {
    fn now() -> f64;
    fn emit(stream: u32, ptr: *const u8, len: usize);
}

fn write(stream: u32, text: &str) {
    // SAFETY: the pointer and length describe a live `str` for the duration of the call.
    unsafe { emit(stream, text.as_ptr(), text.len()) }
}

#[no_mangle]
pub extern "C" fn bench_main(quick: u32) -> u32 {
    use crate::driver::{Host, Settings};
    // SAFETY: `now` is a plain import without preconditions.
    let clock = || unsafe { now() } / 1000.0;
    let progress = |message: &str| write(2, &format!("cap-bench (wasm): {message}\n"));
    let settings = if quick != 0 { Settings::QUICK } else { Settings::FULL };
    match crate::run(settings, &Host { now: &clock, progress: &progress, only: None }) {
        Ok(tables) => {
            write(1, &tables);
            0
        }
        Err(problems) => {
            write(2, &format!("CAP disagrees with a peer, so nothing was timed:\n{problems}\n"));
            1
        }
    }
}
