//! The engine: values in, values out.
//!
//! Architecture invariants: no web crate, no Leptos, no I/O, no global mutable state. Everything
//! here is tested natively with `cargo test`, and the UI and the command line only call into it.
//!
//! Layers, each using only the ones before it (`tests/layers.rs` checks them, and that no two
//! files or modules use each other; `docs/architecture.md` has the table):
//!
//! 1. what any layer uses: [`invariant`] (instead of `Result::expect`), [`sort`] (instead of the
//!    standard library's sorts), [`fixed`] (floats written with fixed decimals), [`text`] (input
//!    quoted in messages as excerpts), [`json_words`] (JSON that cannot be read, in words),
//!    [`amount`] (the range of amounts), [`nfc`] (names in one Unicode form), [`rng`] (the seedable
//!    generator the learn deck, random hands and equity sampling share) and the seating rule
//!    ([`seating`], the one place for it: a game's range of players, the default seat name, names
//!    compared as people read them, a typed list of names as seats);
//! 2. cards ([`card`], [`card_set`], and [`serde_cards`] for cards in saved values) → how strong
//!    five cards are ([`ranking`]) → which cards may be combined ([`select`]);
//! 3. pots and chops ([`pot`]: integers only) and the betting rounds ([`betting`], and the
//!    [`betting::Record`] a hand carries) → the dealing house rules ([`house_rules`]: what a table
//!    chooses, and what a game's declaration may default) → the games with engines of their own,
//!    beside the CAP layers: Chinese poker and Open Face Chinese ([`chinese`]), 32-card draw
//!    ([`draw32`]);
//! 4. CAP games as declarations ([`game`]) → a hand resolved ([`showdown`]) → who's ahead
//!    ([`equity`], the showdown many times) → the hand being entered ([`draft`]: cards placed once
//!    each, the betting recorded) → the dealing guide ([`deal`], which records the betting, deals
//!    32-card draw too, and hands the dealt hand over as a draft);
//! 5. every game in one list, each kind with its range of players ([`games`]); the whole evening
//!    at one table ([`evening`]: stacks from hand to hand, buy-ins, cash-outs, the settle-up), which
//!    takes each hand's result from the showdown;
//! 6. the edge: the hand file format ([`hand_file`]: parse, then validate into the values above;
//!    it converts a draft to and from the stored file and checks it for the showdown). No other
//!    engine module names it (`tests/conventions.rs` checks).

pub mod amount;
pub mod betting;
pub mod card;
pub mod card_set;
pub mod chinese;
pub mod deal;
pub mod deal_log;
pub mod draft;
pub mod draw32;
pub mod equity;
pub mod evening;
pub mod fixed;
pub mod game;
pub mod games;
pub mod hand_file;
pub mod house_rules;
pub mod invariant;
pub mod json_words;
pub mod nfc;
pub mod pot;
pub mod ranking;
pub mod rng;
pub mod seating;
pub mod select;
pub mod serde_cards;
pub mod showdown;
pub mod sort;
pub mod text;
