//! The 32-card draw table in the words its screen shows: the blinds and who acts first, the bet
//! limits of both rounds, the dealer's pot-limit maximum, the showdown with the suit tie-break, and
//! the Parole split.
//!
//! Every figure is the engine's ([`crate::engine::draw32`]); every line is written from the entry as
//! it is now, names included, so a renamed seat is named at once everywhere (the engine's table
//! does not change with a name, so a screen that read the names once kept the old one).

use crate::engine::draw32::{explain_showdown, parole_split, Round, Structure, SuitTieBreak};
use crate::model::draw32::{blind_words, limits_words, Draw32Entry};

/// The stakes in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stakes {
    /// "Player 2: small blind 1".
    pub blinds: Vec<String>,
    /// "Player 1 acts first, left of the last blind."
    pub first: String,
    /// Each round's label and its limits: ("Before the draw", "bets and raises of 2, …").
    pub rounds: Vec<(&'static str, String)>,
    /// Pot limit only: the dealer's most when everyone before them just calls.
    pub dealer_max: Option<String>,
}

/// The showdown among the players still in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Showdown {
    /// Not every player still in (two at least) has five cards yet.
    Waiting,
    /// The cards cannot be compared: why.
    Refused(String),
    /// Each hand shown (name, what it is, whether it wins) and, when the suits decided, how.
    Shown { hands: Vec<(String, String, bool)>, tie_break: Option<String> },
}

impl Draw32Entry {
    /// The blinds, the first to act, the limits and the dealer's pot-limit maximum, or why the
    /// table has none.
    pub fn stakes(&self) -> Result<Stakes, String> {
        let table = self.table()?;
        let blinds = table
            .blinds()
            .into_iter()
            .map(|b| format!("{}: {} {}", self.name(b.seat), blind_words(b.kind), b.chips))
            .collect();
        let first =
            table.first_to_act(&vec![true; table.n_players()]).map(|s| self.name(s)).unwrap_or_default();
        let rounds = [(Round::First, "Before the draw"), (Round::Second, "After the draw")]
            .into_iter()
            .map(|(round, label)| (label, limits_words(self.structure, table.limits(round))))
            .collect();
        let dealer_max = (self.structure == Structure::PotLimit).then(|| {
            format!(
                "{} (the dealer), when everyone before them just calls: {}.",
                self.name(table.dealer()),
                table.dealer_pot_limit_max().words
            )
        });
        Ok(Stakes {
            blinds,
            first: format!("{first} acts first, left of the last blind."),
            rounds,
            dealer_max,
        })
    }

    /// The showdown of the hands entered.
    pub fn showdown(&self) -> Showdown {
        let Some(hands) = self.showdown_hands() else { return Showdown::Waiting };
        let shown = match explain_showdown(&hands) {
            Ok(shown) => shown,
            Err(e) => return Showdown::Refused(e.to_string()),
        };
        let winners: Vec<String> = shown.winners.iter().map(|&s| self.name(s)).collect();
        let tie_break = shown.suit_tie_break.map(|t| {
            let beaten: Vec<String> = t.beaten.iter().map(|&s| self.name(s)).collect();
            format!(
                "{} and {} are equal in rank, so {} decides ({}): {} wins.",
                winners.join(" and "),
                beaten.join(" and "),
                t.which_card,
                SuitTieBreak::ORDER,
                winners.join(" and ")
            )
        });
        let hands = shown.hands.into_iter().map(|h| (self.name(h.seat), h.description, h.wins)).collect();
        Showdown::Shown { hands, tie_break }
    }

    /// The pot shared with Parole among the players still in: "Player 2: 7".
    pub fn parole_lines(&self) -> Vec<String> {
        let Ok(table) = self.table() else { return Vec::new() };
        parole_split(&table, self.pot, &self.in_hand())
            .into_iter()
            .map(|(s, chips)| format!("{}: {chips}", self.name(s)))
            .collect()
    }

    /// Seat `seat` on this table: the last seat if it is gone.
    pub fn seat_within(&self, seat: usize) -> usize {
        seat.min(self.n().saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(hands: &[&str]) -> Draw32Entry {
        let mut e = Draw32Entry::default();
        e.resize(hands.len());
        for (s, h) in hands.iter().enumerate() {
            for c in h.split_whitespace() {
                e.pick(s, c.parse().unwrap());
            }
        }
        e
    }

    #[test]
    fn the_stakes_name_the_seats_as_they_are_now() {
        let mut e = Draw32Entry::default();
        e.names[1] = "Bea".into();
        let s = e.stakes().unwrap();
        assert_eq!(s.blinds[0], "Bea: small blind 1");
        assert_eq!(s.first, "Player 1 acts first, left of the last blind.");
        assert_eq!(s.rounds[0].0, "Before the draw");
        assert_eq!(s.dealer_max, None);
        e.structure = Structure::PotLimit;
        assert!(e.stakes().unwrap().dealer_max.unwrap().starts_with("Player 1 (the dealer), when everyone"));
    }

    #[test]
    fn the_showdown_waits_then_names_the_winner_and_the_suit_that_decided() {
        let mut e = entry(&["As Ks Qs Js 9s", "Ah Kh Qh Jh"]);
        assert_eq!(e.showdown(), Showdown::Waiting);
        e.pick(1, "9h".parse().unwrap());
        e.names[1] = "Hal".into();
        let Showdown::Shown { hands, tie_break } = e.showdown() else { panic!("{:?}", e.showdown()) };
        assert_eq!(hands.iter().filter(|h| h.2).map(|h| h.0.as_str()).collect::<Vec<_>>(), ["Hal"]);
        assert!(tie_break.unwrap().starts_with("Hal and Player 1 are equal in rank, so "));
    }

    #[test]
    fn parole_shares_the_pot_and_a_seat_gone_is_the_last() {
        let mut e = Draw32Entry::default();
        e.pot = 21;
        e.set_folded(3, true);
        assert_eq!(e.parole_lines(), ["Player 2: 7", "Player 3: 7", "Player 1: 7"]);
        e.resize(2);
        assert_eq!(e.seat_within(3), 1);
        assert_eq!(e.seat_within(0), 0);
    }
}
