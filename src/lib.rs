//! The dealer's companion for Crazy Asian Poker.
//!
//! Two halves with one dependency rule: [`engine`] is pure Rust (cards, rankings, games, showdowns,
//! pots) and never sees the web; `ui` is the Leptos app, compiled only for `wasm32`, which renders
//! engine values and sends user intents back. Because every web crate is a wasm32-only dependency,
//! the compiler itself enforces that the engine needs none of them.
//!
//! The browser bundle's size conventions are lints (`clippy.toml`); test builds are exempt, as is
//! the native command line.
#![cfg_attr(test, allow(clippy::disallowed_methods, reason = "tests never reach the browser bundle"))]

pub mod engine;

/// What the screens edit and remember, as plain values with their rules (no web crate; tested
/// natively).
pub mod model;

/// The games list, the first screen, as markup: written into `index.html` and redrawn in part by the app.
pub mod first_screen;

#[cfg(not(target_arch = "wasm32"))]
#[allow(clippy::disallowed_methods, reason = "native only: the size conventions are the browser bundle's")]
pub mod cli;

#[cfg(target_arch = "wasm32")]
pub mod ui;
