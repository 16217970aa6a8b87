//! The in-browser half: a plain cdylib (no wasm-bindgen) that benches/showdown/browser.mjs loads
//! in a page and times from JavaScript with `performance.now()`.
//!
//! Exports: `input(len) -> ptr` (a buffer for one hand file's UTF-8 JSON), `prepare() -> status`
//! (reads and validates that hand and keeps it; 0 = ok), `resolve_prepared() -> checksum` (resolves
//! the kept hand: the showdown alone), `read_and_resolve() -> checksum` (the whole path the app
//! takes: JSON text to hand to report; 0 on error).

use std::cell::RefCell;

use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::HandFile;
use cap::engine::showdown::Hand;

thread_local! {
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static HAND: RefCell<Option<Hand>> = const { RefCell::new(None) };
}

#[no_mangle]
pub extern "C" fn input(len: usize) -> *mut u8 {
    INPUT.with(|b| {
        let mut b = b.borrow_mut();
        b.clear();
        b.resize(len, 0);
        b.as_mut_ptr()
    })
}

fn text() -> String {
    INPUT.with(|b| String::from_utf8_lossy(&b.borrow()).into_owned())
}

#[no_mangle]
pub extern "C" fn prepare() -> u32 {
    let hand = HandFile::from_json(&text()).ok().and_then(|f| f.to_hand(Catalogue::builtin()).ok());
    let ok = hand.is_some();
    HAND.with(|h| *h.borrow_mut() = hand);
    if ok {
        0
    } else {
        1
    }
}

/// Like `prepare`, through `assemble` (no hand-file checks): for the growth grid's cells that the
/// rules would refuse.
#[no_mangle]
pub extern "C" fn prepare_unchecked() -> u32 {
    let hand = HandFile::from_json(&text()).ok().and_then(|f| crate::assemble(&f));
    let ok = hand.is_some();
    HAND.with(|h| *h.borrow_mut() = hand);
    if ok {
        0
    } else {
        1
    }
}

#[no_mangle]
pub extern "C" fn resolve_prepared() -> u32 {
    HAND.with(|h| h.borrow().as_ref().map_or(0, |hand| crate::checksum(&hand.resolve()) as u32 | 1))
}

#[no_mangle]
pub extern "C" fn read_and_resolve() -> u32 {
    INPUT.with(|b| {
        let b = b.borrow();
        std::str::from_utf8(&b).ok().and_then(|t| crate::read_and_resolve(t).ok()).map_or(0, |c| c as u32 | 1)
    })
}
