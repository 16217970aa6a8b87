//! The 32-card draw table's entry: the seats as typed (names, cards as text, folds), the dealer,
//! the stakes, and the rules of entering five cards each (auto-advance to the next seat still in).
//!
//! Every figure comes from [`crate::engine::draw32`]; this model holds what was typed and checks
//! it against the engine's range of players ([`PLAYERS`]). It is saved as it is entered, so its
//! fields keep their stored names.

use serde::{Deserialize, Serialize};

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::draw32::{BetLimits, BlindKind, Structure, Table, PLAYERS};
use crate::engine::seating::{default_name, shown_name};

/// Five cards a hand.
const HAND: usize = 5;

/// The seats as entered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draw32Entry {
    pub names: Vec<String>,
    /// Each seat's cards as text ("As Kd 9h").
    hands: Vec<String>,
    folded: Vec<bool>,
    dealer: usize,
    small_blind: u64,
    pub structure: Structure,
    /// The pot to split with Parole.
    pub pot: u64,
    /// The pot-limit calculator's pot (when the action reaches the player) and call.
    pub limit_pot: u64,
    pub to_call: u64,
}

impl Default for Draw32Entry {
    /// Four players, the first dealing, a small blind of 1, limit.
    fn default() -> Draw32Entry {
        let mut entry = Draw32Entry {
            names: Vec::new(),
            hands: Vec::new(),
            folded: Vec::new(),
            dealer: 0,
            small_blind: 1,
            structure: Structure::Limit,
            pot: 20,
            limit_pot: 20,
            to_call: 10,
        };
        entry.resize(4);
        entry
    }
}

impl Draw32Entry {
    /// A stored table, its lists made as long as its names and fitted to the range of players.
    pub fn fitted(mut self) -> Draw32Entry {
        self.resize(self.names.len());
        self
    }

    pub fn n(&self) -> usize {
        self.names.len()
    }

    /// A seat's name, "Player N" when it has none.
    pub fn name(&self, seat: usize) -> String {
        shown_name(self.names.get(seat).map_or("", |n| n.as_str()), seat)
    }

    pub fn dealer(&self) -> usize {
        self.dealer
    }

    pub fn small_blind(&self) -> u64 {
        self.small_blind
    }

    pub fn is_folded(&self, seat: usize) -> bool {
        self.folded.get(seat).copied().unwrap_or(false)
    }

    /// The cards typed for a seat (nothing when they cannot be read).
    pub fn hand(&self, seat: usize) -> CardSet {
        self.hands.get(seat).and_then(|h| h.parse().ok()).unwrap_or_default()
    }

    /// Every card in any hand.
    pub fn used(&self) -> CardSet {
        (0..self.n()).fold(CardSet::EMPTY, |acc, s| acc | self.hand(s))
    }

    /// The engine's table for these seats, or why there is none.
    pub fn table(&self) -> Result<Table, String> {
        Table::new(self.n(), self.dealer, self.small_blind, self.structure).map_err(|e| e.to_string())
    }

    /// Which seats are still in.
    pub fn in_hand(&self) -> Vec<bool> {
        self.folded.iter().map(|f| !f).collect()
    }

    /// The seats still in with their cards, once every one of them (two at least) has five.
    pub fn showdown_hands(&self) -> Option<Vec<(usize, CardSet)>> {
        let hands: Vec<(usize, CardSet)> = (0..self.n())
            .filter(|&s| !self.is_folded(s))
            .map(|s| (s, self.hand(s)))
            .filter(|(_, h)| !h.is_empty())
            .collect();
        (hands.len() >= 2 && hands.iter().all(|(_, h)| h.len() == HAND)).then_some(hands)
    }

    /// `n` players, fitted to the game's range; new seats are named "Player N".
    pub fn resize(&mut self, n: usize) {
        let n = PLAYERS.fit(n);
        while self.names.len() < n {
            self.names.push(default_name(self.names.len()));
        }
        self.names.truncate(n);
        self.hands.resize(n, String::new());
        self.folded.resize(n, false);
        self.dealer = self.dealer.min(n - 1);
    }

    pub fn set_dealer(&mut self, dealer: usize) {
        self.dealer = dealer.min(self.n() - 1);
    }

    /// The small blind, at least 1.
    pub fn set_small_blind(&mut self, chips: u64) {
        self.small_blind = chips.max(1);
    }

    pub fn set_folded(&mut self, seat: usize, folded: bool) {
        if let Some(f) = self.folded.get_mut(seat) {
            *f = folded;
        }
    }

    /// Adds `card` to `seat`'s hand when it has room and the card is free; returns the seat to
    /// enter next: the same one until its hand is full, then the next seat still in without five.
    pub fn pick(&mut self, seat: usize, card: Card) -> usize {
        if seat >= self.n() {
            return seat;
        }
        let mut hand = self.hand(seat);
        if hand.len() < HAND && !self.used().contains(card) {
            hand.insert(card);
            self.hands[seat] = hand.to_string();
        }
        if self.hand(seat).len() < HAND {
            return seat;
        }
        let n = self.n();
        (1..n)
            .map(|k| (seat + k) % n)
            .find(|&o| !self.is_folded(o) && self.hand(o).len() < HAND)
            .unwrap_or(seat)
    }

    /// Takes `card` back out of `seat`'s hand.
    pub fn take_back(&mut self, seat: usize, card: Card) {
        if let Some(text) = self.hands.get_mut(seat) {
            let mut hand: CardSet = text.parse().unwrap_or_default();
            hand.remove(card);
            *text = hand.to_string();
        }
    }
}

/// A blind in words: "small blind".
pub fn blind_words(kind: BlindKind) -> &'static str {
    match kind {
        BlindKind::Small => "small blind",
        BlindKind::Big => "big blind",
        BlindKind::Over => "over blind",
    }
}

/// A round's bet limits in words, as the structure states them.
pub fn limits_words(structure: Structure, limits: BetLimits) -> String {
    match (structure, limits.fixed_size) {
        (Structure::Limit, Some(size)) => match limits.max_bets {
            Some(most) => format!("bets and raises of {size}, at most {most} bets (a bet and three raises)"),
            None => format!("bets and raises of {size}, no cap on raises"),
        },
        (Structure::PotLimit, _) => format!(
            "smallest bet {}; a raise at least the last bet or raise, at most the pot; no cap on raises",
            limits.min_bet
        ),
        _ => format!(
            "smallest bet {}; a raise at least the last bet or raise; at most all your chips",
            limits.min_bet
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn four_seats_named_player_n_by_default_and_the_range_is_the_engines() {
        let mut e = Draw32Entry::default();
        assert_eq!(e.names, ["Player 1", "Player 2", "Player 3", "Player 4"]);
        e.resize(9);
        assert_eq!(e.n(), PLAYERS.most());
        e.set_dealer(4);
        e.resize(1);
        assert_eq!((e.n(), e.dealer()), (PLAYERS.least(), 1));
        e.names[0] = " ".into();
        assert_eq!(e.name(0), "Player 1");
    }

    #[test]
    fn a_full_hand_passes_to_the_next_seat_still_in_without_five() {
        let mut e = Draw32Entry::default();
        e.set_folded(1, true);
        for c in ["As", "Ks", "Qs", "Js"] {
            assert_eq!(e.pick(0, card(c)), 0);
        }
        assert_eq!(e.pick(0, card("9s")), 2, "seat 2 folded: on to seat 3");
        assert_eq!(e.pick(2, card("As")), 2, "a card in another hand is refused");
        assert_eq!(e.hand(2).len(), 0);
        assert_eq!(e.pick(0, card("8s")), 2, "a sixth card is refused, and the cursor still moves on");
        assert_eq!(e.hand(0).len(), 5);
        e.take_back(0, card("As"));
        assert_eq!(e.hand(0).len(), 4);
    }

    #[test]
    fn the_showdown_waits_for_five_cards_from_two_players_still_in() {
        let mut e = Draw32Entry::default();
        for c in ["As", "Ks", "Qs", "Js", "9s"] {
            e.pick(0, card(c));
        }
        assert_eq!(e.showdown_hands(), None);
        for c in ["Ah", "Kh", "Qh", "Jh"] {
            e.pick(1, card(c));
        }
        assert_eq!(e.showdown_hands(), None, "four cards are not a hand");
        e.pick(1, card("9h"));
        assert_eq!(e.showdown_hands().map(|h| h.len()), Some(2));
        e.set_folded(1, true);
        assert_eq!(e.showdown_hands(), None);
    }

    #[test]
    fn a_table_stored_before_is_read_with_its_field_names() {
        let stored = r#"{"names":["A","B"],"hands":["",""],"folded":[false,false],"dealer":1,
            "small_blind":2,"structure":"limit","pot":20,"limit_pot":20,"to_call":10}"#;
        let e: Draw32Entry = serde_json::from_str(stored).unwrap();
        assert_eq!((e.n(), e.dealer(), e.small_blind()), (2, 1, 2));
    }

    #[test]
    fn each_structure_states_its_limits_in_words() {
        use crate::engine::draw32::Round;
        let words = |structure| {
            let table = Table::new(4, 0, 1, structure).unwrap();
            limits_words(structure, table.limits(Round::First))
        };
        assert!(
            words(Structure::Limit).ends_with("at most 4 bets (a bet and three raises)"),
            "{}",
            words(Structure::Limit)
        );
        assert!(words(Structure::PotLimit).ends_with("at most the pot; no cap on raises"));
        assert!(words(Structure::NoLimit).ends_with("at most all your chips"));
        let uncapped = BetLimits { min_bet: 2, fixed_size: Some(2), max_bets: None };
        assert_eq!(limits_words(Structure::Limit, uncapped), "bets and raises of 2, no cap on raises");
        assert_eq!(blind_words(BlindKind::Over), "over blind");
    }
}
