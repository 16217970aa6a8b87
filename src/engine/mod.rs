//! The engine: values in, values out.
//!
//! Architecture invariants: no web crate, no Leptos, no I/O, no global mutable state. Everything
//! here is tested natively with `cargo test`, and the UI and the command line only call into it.
//!
//! Layers, each using only the ones above it: cards ([`card`], [`card_set`]) → how strong five
//! cards are ([`ranking`]) → which cards may be combined ([`select`]) → games as declarations
//! ([`game`]) → pots and chops ([`pot`]).

pub mod card;
pub mod card_set;
pub mod chinese;
pub mod deal;
pub mod draft;
pub mod draw32;
pub mod fixed;
pub mod game;
pub mod games;
pub mod hand_file;
pub mod invariant;
pub mod pot;
pub mod ranking;
pub mod seating;
pub mod select;
pub mod showdown;
pub mod sort;
