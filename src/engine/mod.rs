//! The engine: values in, values out.
//!
//! Architecture invariants: no web crate, no Leptos, no I/O, no global mutable state. Everything
//! here is tested natively with `cargo test`, and the UI and the command line only call into it.

pub mod pot;

pub mod card;
pub mod card_set;
pub mod ranking;
pub mod select;
