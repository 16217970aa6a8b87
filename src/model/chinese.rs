//! The Chinese poker scorer's seat defaults and option tables.
//!
//! The table itself ([`ChineseTable`]) is the engine's and decides every score; this model says
//! what the screen offers: how many players ([`PLAYERS`]), what a new seat starts with, and the
//! choices that override one rule of the named rule set.

use crate::engine::card::Rank;
use crate::engine::chinese::rules::{RuleOption, RuleSet, Surrender, Sweep};
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

/// What winning every row pays, or as the rule set says. The multipliers are the engine's
/// ([`Sweep::VIETNAMESE`], [`Sweep::SINGAPORE`]); [`sweep_choices`] keeps those the rule set takes.
pub const SWEEP_CHOICES: [Choice<Sweep>; 6] = [
    ("own", "As the rule set says", None),
    ("none", "Nothing extra", Some(Sweep::Nothing)),
    ("one", "1 more unit", Some(Sweep::Extra { units: 1 })),
    ("three", "3 more units", Some(Sweep::Extra { units: 3 })),
    ("x23", "Double; triple against everyone (Vietnamese)", Some(Sweep::VIETNAMESE)),
    ("x12", "Double against everyone (Singapore)", Some(Sweep::SINGAPORE)),
];

/// What the dragon wins: Singapore's 13, or "according to some players 26 units".
pub const DRAGON_CHOICES: [Choice<u32>; 3] =
    [("own", "As the rule set says", None), ("13", "13 units", Some(13)), ("26", "26 units", Some(26))];

/// The cards small cards may hold: Singapore's 2 to 9, "or according to some players 2 to 10"
/// (the Malayan small hand is 2 to 8).
pub const SMALL_CARDS_CHOICES: [Choice<Rank>; 4] = [
    ("own", "As the rule set says", None),
    ("8", "2 to 8", Some(Rank::Eight)),
    ("9", "2 to 9", Some(Rank::Nine)),
    ("10", "2 to 10", Some(Rank::Ten)),
];

/// Whether the screen offers `option` for the table's rule set: only where the engine says the
/// rule set takes it (a pool game has no overall point, a rule set without a dragon no dragon's
/// value). A choice made for another rule set is kept, and not in force here.
pub fn offers(table: &ChineseTable, option: RuleOption) -> bool {
    RuleSet::named(table.rule_set).takes(option)
}

/// The sweep choices the table's rule set takes (a pool game cannot multiply a pairing's payment).
pub fn sweep_choices(table: &ChineseTable) -> Vec<Choice<Sweep>> {
    let rules = RuleSet::named(table.rule_set);
    SWEEP_CHOICES.into_iter().filter(|c| c.2.is_none_or(|s| rules.takes_sweep(s))).collect()
}

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
    use crate::engine::chinese::rules::{RuleSetId, SpecialEntry};
    use crate::engine::chinese::specials::SpecialKind;

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
    fn a_pool_game_offers_no_multiplier_and_a_choice_made_elsewhere_is_kept_but_not_in_force() {
        let mut t = ChineseTable { rule_set: RuleSetId::Vietnamese, ..ChineseTable::default() };
        assert_eq!(sweep_choices(&t).len(), SWEEP_CHOICES.len());
        t.options.sweep = chosen(&SWEEP_CHOICES, "x23");
        assert_eq!(t.rules().sweep, Sweep::VIETNAMESE);
        t.rule_set = RuleSetId::Pool;
        let values: Vec<&str> = sweep_choices(&t).iter().map(|c| c.0).collect();
        assert_eq!(values, ["own", "none", "one", "three"]);
        assert!(!offers(&t, RuleOption::OverallPoint) && offers(&t, RuleOption::Sweep));
        assert_eq!(t.rules().sweep, Sweep::Nothing, "the pool's own sweep is in force");
        assert!(t.score().is_err_and(|e| e.message.contains("no cards yet")), "not refused for the option");
        t.rule_set = RuleSetId::Vietnamese;
        assert_eq!(t.rules().sweep, Sweep::VIETNAMESE, "the choice was kept");
        t.rule_set = RuleSetId::SingleWinner;
        assert_eq!(sweep_choices(&t).len(), 2, "as the rule set says, or nothing");
        assert!(!offers(&t, RuleOption::Sweep));
    }

    #[test]
    fn singapores_dragon_and_small_cards_are_offered_where_the_rule_set_pays_them() {
        let mut t = ChineseTable { rule_set: RuleSetId::Singapore, ..ChineseTable::default() };
        assert!(offers(&t, RuleOption::Dragon) && offers(&t, RuleOption::SmallCards));
        t.options.dragon = chosen(&DRAGON_CHOICES, "26");
        t.options.small_cards = chosen(&SMALL_CARDS_CHOICES, "10");
        let specials = t.rules().specials.entries;
        assert!(specials.contains(&SpecialEntry { kind: SpecialKind::CompleteStraight, units: 26 }));
        assert!(specials
            .contains(&SpecialEntry { kind: SpecialKind::SmallCards { highest: Rank::Ten }, units: 3 }));
        t.rule_set = RuleSetId::Basic;
        assert!(!offers(&t, RuleOption::Dragon) && !offers(&t, RuleOption::SmallCards));
        assert!(t.rules().specials.entries.is_empty());
    }

    #[test]
    fn the_player_range_is_the_engines_and_the_games_lists() {
        assert_eq!(
            players(),
            crate::engine::games::Registry::builtin().find("chinese-poker/basic").unwrap().players()
        );
    }
}
