//! The Chinese poker scorer's seat defaults and option tables.
//!
//! The table itself ([`ChineseTable`]) is the engine's and decides every score; this model says
//! what the screen offers: how many players ([`PLAYERS`]), what a new seat starts with, and the
//! choices that override one rule of the named rule set.

use crate::engine::chinese::rules::{Surrender, Sweep};
use crate::engine::chinese::table::{ChineseTable, SeatEntry};
use crate::engine::chinese::PLAYERS;
use crate::engine::seating::PlayerRange;

/// A choice of a select that overrides one rule: its value, its words, and the rule (`None`:
/// as the rule set says).
pub type Choice<T> = (&'static str, &'static str, Option<T>);

/// How a surrender is paid, or as the rule set says.
pub const SURRENDER_CHOICES: [Choice<Surrender>; 4] = [
    ("own", "As the rule set says", None),
    ("off", "Not allowed", Some(Surrender::NotAllowed)),
    ("two", "Pay as losing two of three", Some(Surrender::AsLosingTwoOfThree)),
    ("three", "Pay 3 units (Hawaiian Gardens)", Some(Surrender::Fixed { units: 3 })),
];

/// What winning every row pays, or as the rule set says.
pub const SWEEP_CHOICES: [Choice<Sweep>; 6] = [
    ("own", "As the rule set says", None),
    ("none", "Nothing extra", Some(Sweep::Nothing)),
    ("one", "1 more unit", Some(Sweep::Extra { units: 1 })),
    ("three", "3 more units", Some(Sweep::Extra { units: 3 })),
    ("x23", "Double; triple against everyone", Some(Sweep::Multiply { one_opponent: 2, every_opponent: 3 })),
    ("x12", "Double against everyone only", Some(Sweep::Multiply { one_opponent: 1, every_opponent: 2 })),
];

/// The rule a select's `value` chooses (`None` for "as the rule set says" or an unknown value).
pub fn chosen<T: Copy>(choices: &[Choice<T>], value: &str) -> Option<T> {
    choices.iter().find(|c| c.0 == value).and_then(|c| c.2)
}

/// How many players Chinese poker seats.
pub fn players() -> PlayerRange {
    PLAYERS
}

/// `n` players, fitted to the range: a new seat is a copy of the default table's seat (no cards,
/// its chips) with a compass point nobody has; the dealer stays on a seat.
pub fn set_players(table: &mut ChineseTable, n: usize) {
    let n = PLAYERS.fit(n);
    let blank = ChineseTable::default().seats.swap_remove(0);
    while table.seats.len() < n {
        let taken: Vec<&str> = table.seats.iter().map(|s| s.name.as_str()).collect();
        let name = super::free_compass_name(&taken, table.seats.len());
        table.seats.push(SeatEntry { name, ..blank.clone() });
    }
    table.seats.truncate(n);
    table.dealer = table.dealer.min(n - 1);
}

/// The dealer, on a seat.
pub fn set_dealer(table: &mut ChineseTable, dealer: usize) {
    table.dealer = dealer.min(table.seats.len().saturating_sub(1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_added_back_are_blank_with_the_default_chips_and_distinct_names() {
        let mut t = ChineseTable::default();
        t.seats[3].cards = "As".into();
        t.dealer = 3;
        set_players(&mut t, 2);
        assert_eq!((t.seats.len(), t.dealer), (2, 1));
        t.seats[1].name = "West".into();
        set_players(&mut t, 9);
        let names: Vec<&str> = t.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["North", "West", "East", "South"]);
        assert_eq!(
            t.seats[3],
            SeatEntry { name: "South".into(), ..ChineseTable::default().seats[0].clone() }
        );
    }

    #[test]
    fn a_choice_overrides_its_rule_and_own_keeps_the_rule_sets() {
        assert_eq!(chosen(&SURRENDER_CHOICES, "three"), Some(Surrender::Fixed { units: 3 }));
        assert_eq!(chosen(&SWEEP_CHOICES, "own"), None);
        assert_eq!(chosen(&SWEEP_CHOICES, "nonsense"), None);
        for values in [SURRENDER_CHOICES.map(|c| c.0).to_vec(), SWEEP_CHOICES.map(|c| c.0).to_vec()] {
            assert_eq!(values[0], "own");
            assert!(values.iter().enumerate().all(|(i, v)| !values[..i].contains(v)), "{values:?}");
        }
    }

    #[test]
    fn the_player_range_is_the_engines_and_the_games_lists() {
        assert_eq!(players(), crate::engine::games::find("chinese-poker/basic").unwrap().players());
    }
}
