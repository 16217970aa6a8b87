//! Chinese poker (13 cards set as front 3, middle 5, back 5) and Open Face Chinese.
//!
//! Layers, each using only the ones above it: a player's [`setting`] (rows, values, fouls) and
//! [`specials`] (13-card hands that win outright) → the [`rules`] a table plays (plain data, one
//! named rule set per variant in the documents) → [`compare`] (every pairing scored row by row,
//! every payment recorded with its reason) → [`settle`] (chips moved pair by pair under the chip
//! limit). [`best`] searches all 72,072 settings of one hand, and [`ofc`] is Open Face Chinese.
//!
//! Architecture invariant: like the rest of the engine, values in and values out; no I/O. The
//! rows are valued with [`Ranking::ChineseFront`](crate::engine::ranking::Ranking::ChineseFront)
//! and [`Ranking::High`](crate::engine::ranking::Ranking::High), whose values compare with each
//! other, so "back ≥ middle ≥ front" is a plain comparison everywhere.

pub mod best;
pub mod compare;
pub mod describe;
pub mod fantasyland;
pub mod ofc;
pub mod ofc_table;
pub mod rules;
pub mod setting;
pub mod settle;
pub mod specials;
mod split;
pub mod table;

use crate::engine::seating::PlayerRange;

/// Chinese poker is played by two to four players (13 cards each from one deck).
pub const PLAYERS: PlayerRange = PlayerRange::new(2, 4);
