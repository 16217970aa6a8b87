//! The wasm benchmark's interface: plain `extern "C"` functions, no wasm-bindgen.
//!
//! Imports (module `env`): `now() -> f64` in milliseconds (`performance.now`) and
//! `emit(stream, ptr, len)`, which writes UTF-8 text to stdout (`stream` 1) or stderr (2).
//! Exports: `bench_main(quick) -> status` (0 = tables printed, 1 = orders disagree);
//! `input(len) -> ptr` (a buffer for UTF-8 text) and `equity_main(quick, len) -> status` (the
//! equity figures as JSON on stdout, the heaviest game's spec read from the buffer's first `len`
//! bytes, none if 0; see src/equity.rs); `fantasyland_main(quick) -> status` (the Fantasyland
//! helper's table on stdout; see src/fantasyland.rs).

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

static mut INPUT: Vec<u8> = Vec::new();

#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    // SAFETY: the module is single-threaded and the buffer is only touched through these exports.
    #[allow(static_mut_refs)]
    unsafe {
        INPUT.clear();
        INPUT.resize(len, 0);
        INPUT.as_mut_ptr()
    }
}

#[no_mangle]
pub extern "C" fn equity_main(quick: u32, len: usize) -> u32 {
    use crate::driver::{Host, Settings};
    // SAFETY: as in `input`.
    #[allow(static_mut_refs)]
    let spec = unsafe { String::from_utf8_lossy(&INPUT[..len.min(INPUT.len())]).into_owned() };
    // SAFETY: `now` is a plain import without preconditions.
    let clock = || unsafe { now() } / 1000.0;
    let progress = |message: &str| write(2, &format!("cap-bench (wasm): {message}\n"));
    let settings = if quick != 0 { Settings::QUICK } else { Settings::FULL };
    let host = Host { now: &clock, progress: &progress, only: None };
    let spec = (!spec.is_empty()).then_some(spec.as_str());
    match crate::equity::run(settings.equity(), quick != 0, false, spec, &host) {
        Ok(json) => {
            write(1, &json);
            0
        }
        Err(problem) => {
            write(2, &format!("equity: {problem}\n"));
            1
        }
    }
}

#[no_mangle]
pub extern "C" fn fantasyland_main(quick: u32) -> u32 {
    use crate::driver::Host;
    // SAFETY: `now` is a plain import without preconditions.
    let clock = || unsafe { now() } / 1000.0;
    let progress = |message: &str| write(2, &format!("cap-bench (wasm): {message}\n"));
    write(1, &crate::fantasyland::run(quick != 0, &Host { now: &clock, progress: &progress, only: None }));
    0
}
