//! A hand being dealt with the dealing guide, and the form it is saved in.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::deal::{Event, Table, TableSetup};
use crate::engine::game::catalogue::Catalogue;

/// The engine's table and who sits at it.
#[derive(Clone, Debug)]
pub struct Dealing {
    pub table: Table,
    pub names: Vec<String>,
    /// The app shuffled its own deck and shows every card (practice).
    pub learn: bool,
}

/// A hand being dealt, as saved (in local storage, and in its export when a save fails): the game
/// and its option choices, who sits where with the dealing options and the deck (a learn deck's
/// seed), and the events so far. Restoring replays the events through the engine, so the restored
/// table is exactly the one that was left (undo history aside), and a damaged one is refused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedDeal {
    game: String,
    choices: BTreeMap<String, String>,
    setup: TableSetup,
    events: Vec<Event>,
    names: Vec<String>,
    learn: bool,
}

impl SavedDeal {
    pub fn of(dealing: &Dealing) -> SavedDeal {
        SavedDeal {
            game: dealing.table.rules().game_id().to_string(),
            choices: dealing.table.choices().clone(),
            setup: dealing.table.table_setup(),
            events: dealing.table.history().to_vec(),
            names: dealing.names.clone(),
            learn: dealing.learn,
        }
    }

    /// Whether `other` is this deal a moment earlier or later (another tab's change reaching this
    /// one): the same game, options, table and deck, and the events of one the start of the
    /// other's. Anything else is another deal.
    pub fn same_deal(&self, other: &SavedDeal) -> bool {
        (&self.game, &self.choices, &self.setup, &self.names, self.learn)
            == (&other.game, &other.choices, &other.setup, &other.names, other.learn)
            && {
                let n = self.events.len().min(other.events.len());
                self.events[..n] == other.events[..n]
            }
    }

    /// The table, replayed; `Err` says why it cannot be.
    pub fn restore(self) -> Result<Dealing, String> {
        let game =
            Catalogue::builtin().get(&self.game).ok_or_else(|| format!("no game \"{}\"", self.game))?;
        let table =
            Table::replay(game, &self.choices, self.setup, &self.events).map_err(|e| e.to_string())?;
        Ok(Dealing { table, names: self.names, learn: self.learn })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::{DealOptions, DeckMode};

    fn deal(seed: u64) -> Dealing {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let setup = TableSetup {
            n_players: 3,
            button: 0,
            options: DealOptions::default(),
            deck: DeckMode::Shuffled { seed },
        };
        let table = Table::new(game, &BTreeMap::new(), setup).unwrap();
        Dealing { table, names: vec!["Ann".into(), "Ben".into(), "Cat".into()], learn: true }
    }

    #[test]
    fn issue_25_another_tabs_step_is_the_same_deal_but_another_deck_is_not() {
        let start = SavedDeal::of(&deal(7));
        let mut later = start.clone();
        later.events.push(Event::Dealt);
        assert!(start.same_deal(&later) && later.same_deal(&start));
        let mut other = later.clone();
        other.events[0] = Event::Fold { player: 1 };
        assert!(!later.same_deal(&other), "another step at the same point");
        assert!(!start.same_deal(&SavedDeal::of(&deal(8))), "another shuffle");
        assert_eq!(later.clone().restore().map(|d| SavedDeal::of(&d)).as_ref(), Ok(&later));
    }
}
