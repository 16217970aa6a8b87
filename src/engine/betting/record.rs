//! The betting as recorded: its structure and every action, street and bought card in order, by
//! seat. A hand carries it from the dealing guide (or the hand screen) to the showdown, where each
//! contribution must agree with it; the hand file writes it with names (its `betting` section).
//!
//! A record is only ever built from a betting that accepted every entry ([`Betting::record`]) or
//! grown one checked entry at a time, so [`Record::replay`] refusing means the seats changed.

use super::{Action, BetError, Betting, Logged, Structure};
use crate::engine::amount;

/// The betting of one hand as recorded (see the module header).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    structure: Structure,
    /// Every seat's chips at the start of the hand, when known ([`Betting::with_stacks`]).
    stacks: Option<Vec<u64>>,
    log: Vec<Logged>,
}

impl Record {
    /// A betting recorded under `structure` before anyone acts (the blinds post on replay).
    pub fn new(structure: Structure) -> Record {
        Record { structure, stacks: None, log: vec![] }
    }

    /// A betting recorded for players whose stacks at the start of the hand are `stacks` (seat
    /// order); the replay holds every action to them ([`Betting::with_stacks`]).
    pub fn with_stacks(structure: Structure, stacks: Vec<u64>) -> Record {
        Record { structure, stacks: Some(stacks), log: vec![] }
    }

    /// The stacks at the start of the hand, when known.
    pub fn stacks(&self) -> Option<&[u64]> {
        self.stacks.as_deref()
    }

    pub fn structure(&self) -> &Structure {
        &self.structure
    }

    /// Every entry, in order.
    pub fn log(&self) -> &[Logged] {
        &self.log
    }

    /// Adds an entry; [`Record::replay`] checks it.
    pub fn push(&mut self, entry: Logged) {
        self.log.push(entry);
    }

    /// Takes back the last entry (an undo).
    pub fn pop(&mut self) -> Option<Logged> {
        self.log.pop()
    }

    /// Replays the record for the players `names` (seat order) with the button at `button`: the
    /// betting after the last entry, or the first entry refused, numbered from 1 with the player
    /// and the rule ("betting action 3: Ann acts out of turn: it is Ben's turn"), as a hand file's
    /// betting is refused.
    pub fn replay(&self, names: &[String], button: usize) -> Result<Betting, BetError> {
        let s = &self.structure;
        // The structure's own amounts are checked by `Betting::new` ([`Structure::check_amounts`]).
        let mut amounts: Vec<(u64, String)> = vec![];
        for (i, entry) in self.log.iter().enumerate() {
            let what = format!("betting action {}'s amount", i + 1);
            match *entry {
                Logged::Act { action: Action::BetTo(v) | Action::AllIn(v), .. } => amounts.push((v, what)),
                Logged::Buy { price, .. } => amounts.push((price, what)),
                _ => {}
            }
        }
        for (value, what) in amounts {
            amount::check(value, &what).map_err(|message| BetError { message })?;
        }
        let mut b = match &self.stacks {
            Some(stacks) if stacks.len() != names.len() => {
                return Err(BetError {
                    message: format!("{} stacks for {} players: one a seat", stacks.len(), names.len()),
                })
            }
            Some(stacks) => Betting::with_stacks(s.clone(), stacks, button)?,
            None => Betting::new(s.clone(), names.len(), button)?,
        };
        for (i, entry) in self.log.iter().enumerate() {
            let at = |m: String| BetError { message: format!("betting action {}: {m}", i + 1) };
            let seat = |player: usize| {
                names.get(player).ok_or_else(|| {
                    at(format!("there is no seat {player}: seats are 0 to {}", names.len().saturating_sub(1)))
                })
            };
            match *entry {
                Logged::Street => b.next_street().map_err(|e| at(e.message))?,
                Logged::Buy { player, price } => {
                    let name = seat(player)?;
                    b.check_buy(player, price, name).map_err(|e| at(e.message))?;
                    b.buy(player, price);
                }
                Logged::Act { player, action } => {
                    let name = seat(player)?;
                    if let Some(turn) = b.to_act().filter(|t| *t != player) {
                        return Err(at(format!("{name} acts out of turn: it is {}'s turn", names[turn])));
                    }
                    b.act(player, action, name).map_err(|e| at(e.message))?;
                }
            }
        }
        Ok(b)
    }
}

impl Betting {
    /// The betting so far as a [`Record`], or `None` once something happened that a record cannot
    /// say (street totals, bets returned after an exposed card, a player removed).
    pub fn record(&self) -> Option<Record> {
        Some(Record {
            structure: self.structure.clone(),
            stacks: self.stacks.clone(),
            log: self.log()?.to_vec(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::betting::Limit;

    fn names() -> Vec<String> {
        ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect()
    }

    fn structure() -> Structure {
        Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 }
    }

    #[test]
    fn a_record_replays_to_the_betting_it_was_taken_from() {
        let mut b = Betting::new(structure(), 3, 0).unwrap();
        b.act(0, Action::BetTo(6), "Ann").unwrap();
        b.act(1, Action::Call, "Ben").unwrap();
        b.act(2, Action::Fold, "Cat").unwrap();
        b.next_street().unwrap();
        b.buy(0, 5);
        let record = b.record().unwrap();
        assert_eq!(record.log().len(), 5);
        let again = record.replay(&names(), 0).unwrap();
        assert_eq!((again.contributed(), again.folded()), (b.contributed(), b.folded()));
        assert_eq!(again.record().unwrap(), record);
    }

    #[test]
    fn a_record_refuses_an_entry_out_of_turn_naming_both_players() {
        let mut record = Record::new(structure());
        record.push(Logged::Act { player: 1, action: Action::Call });
        let refused = record.replay(&names(), 0).unwrap_err();
        assert_eq!(refused.message, "betting action 1: Ben acts out of turn: it is Ann's turn");
        record.pop();
        record.push(Logged::Buy { player: 3, price: 5 });
        assert_eq!(
            record.replay(&names(), 0).unwrap_err().message,
            "betting action 1: there is no seat 3: seats are 0 to 2"
        );
    }
}
