//! A deal as it happened: who sat where, the dealing options and the deck, and every event in
//! order. With the game and its option choices it is everything [`Table::replay`] needs, so a hand
//! that keeps its log keeps how it was dealt and bet: the history shows it step by step, and the
//! hand file carries it (`docs/hand-file.md`, "The deal").
//!
//! A log read from a file is untrusted: [`DealLog::replay`] refuses more than [`MOST_EVENTS`]
//! events before replaying any (each event copies the table's state once, so a log long enough to
//! be slow to replay is far longer than any hand: a ten-handed triple board with every card
//! action, dealing error and bet comes to a few hundred).

use std::collections::BTreeMap;

use crate::engine::game::Game;

use super::{DealError, DealLog, Table};

/// The most events a deal's log may hold.
pub const MOST_EVENTS: usize = 5_000;

/// Why a deal's log cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogError {
    /// More than [`MOST_EVENTS`] events.
    TooLong(usize),
    /// The table cannot be set up (a button past the table, options that conflict, …).
    Setup(DealError),
    /// Event `at` (from 0) does not apply where it is.
    Event { at: usize, error: DealError },
}

impl std::fmt::Display for LogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LogError::TooLong(n) => {
                write!(f, "{n} events, more than the {MOST_EVENTS} a deal may have")
            }
            LogError::Setup(e) => write!(f, "the table cannot be set up: {e}"),
            LogError::Event { at, error } => write!(f, "event {} does not apply: {error}", at + 1),
        }
    }
}

impl DealLog {
    /// The table at its start (no event applied): refused as [`Table::new`] refuses.
    pub fn start(&self, game: &Game, choices: &BTreeMap<String, String>) -> Result<Table, LogError> {
        if self.events.len() > MOST_EVENTS {
            return Err(LogError::TooLong(self.events.len()));
        }
        Table::new(game, choices, self.setup.clone()).map_err(LogError::Setup)
    }

    /// The table after every event, or which event does not apply and why.
    pub fn replay(&self, game: &Game, choices: &BTreeMap<String, String>) -> Result<Table, LogError> {
        let mut table = self.start(game, choices)?;
        for (at, event) in self.events.iter().enumerate() {
            table.apply(event.clone()).map_err(|error| LogError::Event { at, error })?;
        }
        Ok(table)
    }
}

impl Table {
    /// This deal's log: replayed with the same game and choices, it gives this table back.
    pub fn log(&self) -> DealLog {
        DealLog { setup: self.table_setup(), events: self.history().to_vec() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::{DealOptions, DeckMode, Event, TableSetup};
    use crate::engine::game::catalogue::Catalogue;

    fn holdem() -> &'static Game {
        Catalogue::builtin().get("holdem/high").unwrap()
    }

    fn setup() -> TableSetup {
        TableSetup {
            n_players: 3,
            button: 1,
            options: DealOptions::default(),
            deck: DeckMode::Shuffled { seed: 9 },
        }
    }

    #[test]
    fn a_log_replays_to_the_table_it_came_from() {
        let mut table = Table::new(holdem(), &BTreeMap::new(), setup()).unwrap();
        table.apply(Event::Dealt).unwrap();
        table.apply(Event::Fold { player: 2 }).unwrap();
        table.apply(Event::Dealt).unwrap();
        let log = table.log();
        let again = log.replay(holdem(), &BTreeMap::new()).unwrap();
        assert_eq!(again.log(), log);
        assert_eq!(again.board(), table.board());
        assert_eq!(again.hand(0), table.hand(0));
        let text = serde_json::to_string(&log).unwrap();
        assert_eq!(serde_json::from_str::<DealLog>(&text).unwrap(), log);
    }

    #[test]
    fn a_log_that_does_not_apply_names_the_event() {
        let mut log = DealLog { setup: setup(), events: vec![Event::Dealt, Event::Fold { player: 7 }] };
        let error = log.replay(holdem(), &BTreeMap::new()).unwrap_err();
        assert!(matches!(error, LogError::Event { at: 1, .. }), "{error:?}");
        assert!(error.to_string().starts_with("event 2 does not apply: "), "{error}");
        log.setup.button = 3;
        assert!(matches!(log.replay(holdem(), &BTreeMap::new()), Err(LogError::Setup(_))));
    }

    #[test]
    fn a_log_past_the_most_events_is_refused_before_any_is_replayed() {
        let log = DealLog { setup: setup(), events: vec![Event::Misdeal; MOST_EVENTS + 1] };
        assert_eq!(log.replay(holdem(), &BTreeMap::new()).unwrap_err(), LogError::TooLong(MOST_EVENTS + 1));
    }
}
