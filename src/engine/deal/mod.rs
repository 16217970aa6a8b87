//! Dealing a hand: the script street by street, the counts after every step, the extra-card calls
//! with their arithmetic, the card actions, and undo/redo.
//!
//! A [`Table`] is built from a validated game, the table's option choices, the number of players,
//! the button and the [`DealOptions`]. It never holds state that was not derived: it keeps the list
//! of [`Event`]s applied so far and replays them, so undo is "replay one fewer" and a state the
//! rules cannot reach is never stored. An event that does not fit (a step out of order, more cards
//! than the deck holds, a card in two places) is refused with a [`DealError`] naming what is wrong.
//!
//! Invariants, checked by the tests after every step: every card is in exactly one place (the
//! deck, a hand, a face-up card in front of a player, the board, the discard pile or the burns), so
//! those counts always add up to the deck; a card the engine knows appears at most once; and a hand
//! played to showdown ends with every board position dealt.
//!
//! The deck is tracked by counts ([`DeckMode::Unseen`]: a real deck the app does not see, cards
//! entered only when the dealer wants to) or card by card ([`DeckMode::Shuffled`], the app's
//! "learn" mode, and [`DeckMode::Ordered`] for worked examples). The readings of the guide's
//! dealing rules are in `docs/rules.md`, "Dealing".
//!
//! The 32-card draw deals differently (blinds, one draw, the deck running out) and has its own
//! small state machine in [`draw32`].

mod actions;
mod bets;
mod dealing_errors;
pub mod draw32;
mod error;
mod extras;
mod handover;
mod log;
pub mod random;
mod script;
mod state;
mod step;
mod table;

pub use crate::engine::deal_log::DealLog;
pub use crate::engine::house_rules::{
    BuySchedule, ChristmasRule, DealOptions, DealingDefaults, DeckMode, EsgRule, ForcedDiscard, Neighbour,
    PassTheTrash, When,
};
pub use error::{CountBound, DealError};
pub use extras::{Call, ExtraRule};
pub use log::{LogError, MOST_EVENTS};
pub use script::{street_plan, Group, HandStreet, HoleCount, Script, StreetPlan};
pub use step::{Counts, DeadWhy, EsgRemedy, Event, Pick, Slot, Step, StepKind};
pub use table::{Table, TableSetup};
