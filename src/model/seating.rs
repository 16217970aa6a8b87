//! The table as last seated: remembered between sessions so that a home game is set up once.
//!
//! Every rule about seats is the engine's ([`crate::engine::seating`]): the game's range of
//! players, the default name of a blank seat, names compared as people read them. This type only
//! keeps what was typed and fits it to a game.

use crate::engine::amount;
use crate::engine::seating::{self, check_names, shown_name, PlayerRange};

/// Names, button, chip and stake, as typed on the rules card.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Seating {
    /// Names clockwise round the table as typed; a blank one reads "Player N".
    pub names: Vec<String>,
    /// The seat with the dealer button.
    pub button: usize,
    /// Value of the smallest chip: every amount and every odd chip is a whole number of it.
    pub chip: u64,
    /// What each player has put in when a hand starts (changed per player on the hand screen).
    pub stake: u64,
}

impl Default for Seating {
    fn default() -> Seating {
        Seating { names: vec![String::new(); 6], button: 0, chip: 1, stake: 100 }
    }
}

impl Seating {
    /// The names to seat, "Player N" for a blank seat.
    pub fn seat_names(&self) -> Vec<String> {
        self.names.iter().enumerate().map(|(i, n)| shown_name(n, i)).collect()
    }

    /// The seat with the button, on the table whatever was stored.
    pub fn button_seat(&self) -> usize {
        self.button.min(self.names.len().saturating_sub(1))
    }

    /// Why this table cannot start a hand, if it cannot.
    pub fn problem(&self) -> Option<String> {
        if self.chip == 0 {
            return Some("The smallest chip must be worth at least 1.".into());
        }
        if !self.stake.is_multiple_of(self.chip) {
            return Some(format!(
                "Each player's {} is not a whole number of {} chips.",
                self.stake, self.chip
            ));
        }
        for (value, what) in [(self.chip, "smallest chip"), (self.stake, "stake")] {
            if let Err(why) = amount::check(value, &format!("The {what}")) {
                return Some(format!("{why}."));
            }
        }
        let names = self.seat_names();
        if let Err(why) = amount::times(self.stake, names.len() as u64, "Everyone's stake together") {
            return Some(format!("{why}."));
        }
        let why = check_names(&names).err()?;
        Some(match why.repeated_name() {
            Some(name) => format!("Two seats are called \"{name}\"; give each player a different name."),
            None => why.to_string(),
        })
    }

    /// The table fitted to a game that seats `players` (a table remembered from a game with more,
    /// or fewer, seats). Says whether anything changed.
    pub fn fit(&mut self, players: PlayerRange) -> bool {
        let n = players.fit(self.names.len());
        let changed = n != self.names.len();
        self.resize(n);
        changed
    }

    /// `n` seats, keeping the names already typed and the button on a seat.
    pub fn resize(&mut self, n: usize) {
        self.names.resize(n, String::new());
        self.button = self.button.min(n.saturating_sub(1));
    }

    /// Swaps seats `a` and `b`; the button stays with the player who has it.
    pub fn swap(&mut self, a: usize, b: usize) {
        if a.max(b) >= self.names.len() {
            return;
        }
        self.names.swap(a, b);
        if self.button == a {
            self.button = b;
        } else if self.button == b {
            self.button = a;
        }
    }

    /// Seats exactly these names, keeping the button on a seat.
    pub fn set_names(&mut self, names: Vec<String>) {
        self.button = self.button.min(names.len().saturating_sub(1));
        self.names = names;
    }

    /// `n` seats as the count is edited: names beyond `n` are kept in `remembered` and come back
    /// when the count grows again (typing "6" over "10" passes through "1").
    pub fn set_count(&mut self, n: usize, remembered: &mut Vec<String>) {
        let (now, kept) = seating::resize_seats(&self.names, remembered, n);
        *remembered = kept;
        self.set_names(now);
    }

    /// Names typed all at once, comma-separated, clockwise: the typed list is the table, exactly
    /// (fitted to the game's range: blank seats up to its fewest, no names beyond its most).
    pub fn type_names(&mut self, text: &str, players: PlayerRange) {
        self.set_names(seating::names_from_text(text, players));
    }

    /// The names as the names box shows them ("Ann, , Cat"; a table of blank seats is empty).
    pub fn names_text(&self) -> String {
        seating::names_text(&self.names)
    }

    /// Who deals and who is first, in words ("Ann deals (the button); Ben is first to the left.").
    pub fn button_words(&self) -> String {
        let names = self.seat_names();
        let b = self.button_seat();
        match names.len() {
            0 => String::new(),
            n => format!("{} deals (the button); {} is first to the left.", names[b], names[(b + 1) % n]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(names: &[&str]) -> Seating {
        Seating { names: names.iter().map(|n| n.to_string()).collect(), ..Seating::default() }
    }

    #[test]
    fn blank_seats_read_player_n_and_names_are_trimmed() {
        assert_eq!(table(&[" Ann ", "", "\u{200b}"]).seat_names(), ["Ann", "Player 2", "Player 3"]);
    }

    #[test]
    fn two_names_that_read_the_same_stop_the_hand() {
        let why = table(&["Ann", "Ben", "ANN\u{200b}"]).problem().unwrap();
        assert_eq!(why, "Two seats are called \"ANN\u{200b}\"; give each player a different name.");
        assert_eq!(table(&["Ann", "Ben", ""]).problem(), None);
        assert_eq!(table(&["Player 2", ""]).problem().map(|w| w.contains("\"Player 2\"")), Some(true));
    }

    #[test]
    fn the_chip_and_the_stake_must_agree() {
        let zero = Seating { chip: 0, ..table(&["Ann", "Ben"]) };
        assert_eq!(zero.problem().unwrap(), "The smallest chip must be worth at least 1.");
        let odd = Seating { chip: 25, stake: 110, ..table(&["Ann", "Ben"]) };
        assert_eq!(odd.problem().unwrap(), "Each player's 110 is not a whole number of 25 chips.");
        let huge = Seating { stake: u64::MAX, ..table(&["Ann", "Ben"]) };
        assert!(huge.problem().unwrap().starts_with("The stake"), "{:?}", huge.problem());
    }

    #[test]
    fn a_table_is_fitted_to_the_games_range_and_the_button_stays_on_a_seat() {
        let mut s = Seating { button: 5, ..Seating::default() };
        assert!(s.fit(PlayerRange::new(2, 4)));
        assert_eq!((s.names.len(), s.button), (4, 3));
        assert!(!s.fit(PlayerRange::new(2, 4)));
        assert!(s.fit(PlayerRange::new(5, 9)));
        assert_eq!(s.names.len(), 5);
    }

    #[test]
    fn a_swap_moves_the_button_with_its_player() {
        let mut s = Seating { button: 1, ..table(&["Ann", "Ben", "Cat"]) };
        s.swap(1, 2);
        assert_eq!((s.names.clone(), s.button), (vec!["Ann".into(), "Cat".into(), "Ben".into()], 2));
        s.swap(2, 9);
        assert_eq!(s.button, 2, "a seat that is not there changes nothing");
    }

    #[test]
    fn names_typed_at_once_are_the_table_fitted_to_the_games_range() {
        let mut s = Seating { button: 3, ..table(&["", ""]) };
        s.type_names("Ann, Ben , Cat,Dan,Eve", PlayerRange::new(2, 4));
        assert_eq!(s.names, ["Ann", "Ben", "Cat", "Dan"]);
        assert_eq!(s.names_text(), "Ann, Ben, Cat, Dan");
        assert_eq!(s.button_words(), "Dan deals (the button); Ann is first to the left.");
        s.type_names("Ann", PlayerRange::new(2, 4));
        assert_eq!((s.names.clone(), s.button), (vec!["Ann".into(), String::new()], 1));
        assert_eq!(s.button_words(), "Player 2 deals (the button); Ann is first to the left.");
    }

    #[test]
    fn a_count_edited_through_a_smaller_one_keeps_every_name() {
        let mut s = table(&["Ann", "Ben", "Cat", "Dan"]);
        let mut kept = Vec::new();
        s.set_count(2, &mut kept);
        assert_eq!(s.names, ["Ann", "Ben"]);
        s.set_count(3, &mut kept);
        assert_eq!(s.names, ["Ann", "Ben", "Cat"]);
        s.set_count(5, &mut kept);
        assert_eq!(s.names, ["Ann", "Ben", "Cat", "Dan", ""]);
    }
}
