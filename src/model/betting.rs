//! The betting as the screens show and edit it: the table's structure as chosen on the rules card
//! ([`BetForm`], kept with the dealing choices), what the dealing guide shows of the round
//! ([`BetView`]: the pot, who is to act, the call, "pot: raise to N"), and the dealer's taps turned
//! into the engine's actions with messages that name the player ([`Dealing::bet`]).
//!
//! The rules are the engine's ([`crate::engine::betting`]); this module only reads them out and
//! words them.

use crate::engine::amount;
use crate::engine::betting::{Action, Betting, Limit, Structure};
use crate::engine::deal::{Event, Table};
use crate::engine::game::{PointSource, Rules};

use super::dealing::Dealing;

/// The limit select's choices: the value, the words ("" is the game's usual limit).
pub const LIMIT_CHOICES: [(&str, &str); 4] = [
    ("", "The game's usual"),
    ("pot-limit", "Pot limit"),
    ("no-limit", "No limit"),
    ("fixed-limit", "Fixed limit"),
];

/// The guide: "Most games are played pot limit. Hold'em-style games are usually played no limit."
/// A game whose board points are all hold'em-style (any mix of hole and board cards) is no limit;
/// every other game is pot limit.
pub fn usual_limit(rules: &Rules) -> Limit {
    let mut boards = rules.points.iter().filter(|p| !matches!(p.source, PointSource::Hand)).peekable();
    let holdem = boards.peek().is_some() && boards.all(|p| matches!(p.source, PointSource::HoldemStyle(_)));
    if holdem {
        Limit::NoLimit
    } else {
        Limit::PotLimit
    }
}

/// The limit's name in words.
pub fn limit_words(limit: Limit) -> &'static str {
    match limit {
        Limit::PotLimit => "pot limit",
        Limit::NoLimit => "no limit",
        Limit::FixedLimit => "fixed limit",
    }
}

/// The table's betting structure as typed on the rules card. Kept between hands with the other
/// dealing choices; a form saved by an older app reads with the defaults.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct BetForm {
    /// Record the betting in the dealing guide (the pot, who is to act, the raise limits); off,
    /// each player's stake is typed as before.
    pub record: bool,
    /// A [`LIMIT_CHOICES`] value.
    pub limit: String,
    pub small_blind: u64,
    pub big_blind: u64,
    /// Straddles in order, as typed ("4, 8").
    pub straddles: String,
    pub ante: u64,
    pub bomb_pot: u64,
}

impl Default for BetForm {
    fn default() -> BetForm {
        BetForm {
            record: false,
            limit: String::new(),
            small_blind: 1,
            big_blind: 2,
            straddles: String::new(),
            ante: 0,
            bomb_pot: 0,
        }
    }
}

impl BetForm {
    /// The limit this table plays `rules` at.
    pub fn limit_for(&self, rules: &Rules) -> Limit {
        match self.limit.as_str() {
            "pot-limit" => Limit::PotLimit,
            "no-limit" => Limit::NoLimit,
            "fixed-limit" => Limit::FixedLimit,
            _ => usual_limit(rules),
        }
    }

    /// The structure to deal with (`None`: the betting is not recorded), or what is wrong with the
    /// form, naming the field: amounts a whole number of `chip`, a big blind, the small blind not
    /// above it, no more straddles than `players` allows.
    pub fn structure(&self, rules: &Rules, chip: u64, players: usize) -> Result<Option<Structure>, String> {
        if !self.record {
            return Ok(None);
        }
        let mut straddles = vec![];
        for (i, part) in self.straddles.split([',', ' ']).filter(|s| !s.trim().is_empty()).enumerate() {
            let value = part.trim().parse::<u64>().map_err(|_| {
                format!("Straddle {} (\"{}\") is not a whole number of chips.", i + 1, part.trim())
            })?;
            straddles.push(value);
        }
        let mut amounts = vec![
            (self.small_blind, "The small blind".to_string()),
            (self.big_blind, "The big blind".to_string()),
            (self.ante, "The ante".to_string()),
            (self.bomb_pot, "The bomb pot".to_string()),
        ];
        amounts.extend(straddles.iter().enumerate().map(|(i, s)| (*s, format!("Straddle {}", i + 1))));
        for (value, what) in &amounts {
            amount::check(*value, what)?;
            if chip > 0 && !value.is_multiple_of(chip) {
                return Err(format!("{what} ({value}) is not a whole number of {chip} chips."));
            }
        }
        if self.bomb_pot == 0 {
            if self.big_blind == 0 {
                return Err("The big blind must be more than 0 (or play a bomb pot).".into());
            }
            if self.small_blind > self.big_blind {
                return Err(format!(
                    "The small blind ({}) is more than the big blind ({}).",
                    self.small_blind, self.big_blind
                ));
            }
            if straddles.len() + 2 > players {
                return Err(format!(
                    "{} straddles need at least {} players.",
                    straddles.len(),
                    straddles.len() + 2
                ));
            }
        }
        Ok(Some(Structure {
            limit: self.limit_for(rules),
            blinds: (self.small_blind, self.big_blind),
            straddles,
            ante: self.ante,
            bomb_pot: self.bomb_pot,
        }))
    }

    /// One line for the rules card: "Pot limit, blinds 1/2, straddle 4".
    pub fn words(&self, rules: &Rules) -> String {
        let limit = limit_words(self.limit_for(rules));
        let mut out = format!("{}{}", limit[..1].to_ascii_uppercase(), &limit[1..]);
        if self.bomb_pot > 0 {
            out.push_str(&format!(", bomb pot of {} each", self.bomb_pot));
        } else {
            out.push_str(&format!(", blinds {}/{}", self.small_blind, self.big_blind));
            let straddles = self.straddles.trim();
            if !straddles.is_empty() {
                out.push_str(&format!(", straddles {straddles}"));
            }
        }
        if self.ante > 0 {
            out.push_str(&format!(", ante {}", self.ante));
        }
        out
    }
}

/// Where a player stands in the betting, for the dealing guide's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    /// Put in on this street (blinds included).
    pub street: u64,
    /// Put in this hand in all.
    pub total: u64,
    pub folded: bool,
    pub all_in: bool,
    pub to_act: bool,
}

/// What the dealing guide shows of the betting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetView {
    /// "Pre-flop betting", "Flop betting".
    pub round: String,
    pub pot: u64,
    /// The player to act, while the round is open for actions.
    pub to_act: Option<usize>,
    pub to_act_name: Option<String>,
    /// What the player to act must add to call (0: they may check).
    pub to_call: u64,
    /// The highest bet on this street.
    pub current: u64,
    pub min_raise_to: Option<u64>,
    /// The limit's most (pot limit's "pot" raise, fixed limit's one size; `None`: no limit).
    pub max_raise_to: Option<u64>,
    /// "Pot: raise to 15" (pot limit), in big type.
    pub headline: String,
    /// What the dealer does now when nobody is to act: "Betting over: deal the flop".
    pub status: String,
    pub seats: Vec<Seat>,
    pub limit: Limit,
}

impl BetView {
    /// The view of `table`'s betting for the players `names`, or `None` when it is not recorded.
    pub fn of(table: &Table, names: &[String]) -> Option<BetView> {
        let b = table.betting()?;
        let open = table.betting_open();
        let round_name = table.streets().get(b.street()).map_or("Last", |s| s.name.as_str()).to_string();
        let options = b.options().filter(|_| open);
        let current = (0..names.len()).map(|p| b.street_bet(p)).max().unwrap_or(0);
        let name = |p: usize| names.get(p).cloned().unwrap_or_else(|| format!("Seat {}", p + 1));
        let verb = if current == 0 { "bet" } else { "raise to" };
        let headline = match options {
            Some(o) => match (b.structure().limit, o.max_raise_to) {
                (Limit::PotLimit, Some(max)) => format!("Pot: {verb} {max}"),
                (Limit::FixedLimit, Some(max)) => format!("Fixed: {verb} {max}"),
                _ => format!("No limit: {verb} {} or more", o.min_raise_to.unwrap_or(current)),
            },
            None => String::new(),
        };
        let headline = match options {
            Some(o) if o.min_raise_to.is_none() => format!("{} may call or fold, not raise", name(o.player)),
            _ => headline,
        };
        let status = if b.stopped() {
            "The players stopped the betting: the hand is dealt to showdown.".to_string()
        } else if open {
            String::new()
        } else if b.live() <= 1 {
            "Everyone else folded.".to_string()
        } else if table.betting_ready_to_deal() {
            let next = table.streets().get(b.street() + 1).map(|s| s.name.to_ascii_lowercase());
            match next {
                Some(next) => format!("Betting over: deal the {next}."),
                None => "Betting over: to the showdown.".to_string(),
            }
        } else {
            let round =
                table.streets().get(b.street()).map_or(String::new(), |s| s.name.to_ascii_lowercase());
            format!("The {round} betting starts once its cards are dealt.")
        };
        Some(BetView {
            round: format!("{round_name} betting"),
            pot: b.pot(),
            to_act: options.map(|o| o.player),
            to_act_name: options.map(|o| name(o.player)),
            to_call: options.map_or(0, |o| o.to_call),
            current,
            min_raise_to: options.and_then(|o| o.min_raise_to),
            max_raise_to: options.and_then(|o| o.max_raise_to),
            headline,
            status,
            seats: (0..names.len())
                .map(|p| Seat {
                    name: name(p),
                    street: b.street_bet(p),
                    total: b.contributed()[p],
                    folded: b.folded()[p],
                    all_in: b.all_in()[p],
                    to_act: options.is_some_and(|o| o.player == p),
                })
                .collect(),
            limit: b.structure().limit,
        })
    }

    /// The words on the call button: "Check" or "Call 10".
    pub fn call_words(&self) -> String {
        if self.to_call == 0 {
            "Check".into()
        } else {
            format!("Call {}", self.to_call)
        }
    }
}

impl Dealing {
    /// The player to act does `action`; refused with a message naming them, the action and the
    /// limit ("Ben's raise to 31 is over the pot limit: at most 30").
    pub fn bet(&mut self, action: Action) -> Result<(), String> {
        let Some(b) = self.table.betting() else {
            return Err("This table does not record the betting.".into());
        };
        let Some(player) = b.to_act().filter(|_| self.table.betting_open()) else {
            return Err("Nobody is to act now.".into());
        };
        // The engine's own check, with the player's name in its words.
        let mut trial: Betting = b.clone();
        let name = self.names.get(player).cloned().unwrap_or_else(|| format!("Seat {}", player + 1));
        trial.act(player, action, &name).map_err(|e| sentence(&e.message))?;
        self.table.apply(Event::Bet { player, action }).map_err(|e| sentence(&e.to_string()))
    }

    /// The open round settled by its totals (the dealer's shortcut); `all_in` are seats.
    pub fn street_totals(&mut self, totals: Vec<u64>, all_in: Vec<usize>) -> Result<(), String> {
        let Some(b) = self.table.betting() else {
            return Err("This table does not record the betting.".into());
        };
        let mut trial: Betting = b.clone();
        trial.settle_street(&totals, &all_in, &self.names).map_err(|e| sentence(&e.message))?;
        self.table.apply(Event::StreetTotals { totals, all_in }).map_err(|e| sentence(&e.to_string()))
    }
}

/// A message as a sentence: capital first letter, full stop.
fn sentence(message: &str) -> String {
    let mut out: String = message.chars().take(1).flat_map(char::to_uppercase).collect();
    out.push_str(&message.chars().skip(1).collect::<String>());
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::deal::{DealOptions, DeckMode, TableSetup};
    use crate::engine::game::catalogue::Catalogue;

    fn rules(id: &str) -> Rules {
        Catalogue::builtin().get(id).unwrap().rules(&BTreeMap::new()).unwrap()
    }

    #[test]
    fn omaha_style_games_are_pot_limit_and_holdem_style_no_limit() {
        assert_eq!(usual_limit(&rules("double-board/high-high-hand")), Limit::PotLimit);
        assert_eq!(usual_limit(&rules("omaha/high")), Limit::PotLimit);
        assert_eq!(usual_limit(&rules("holdem/high")), Limit::NoLimit);
    }

    #[test]
    fn the_form_names_the_field_that_is_wrong() {
        let r = rules("double-board/high-high-hand");
        let on = BetForm { record: true, ..BetForm::default() };
        assert_eq!(on.structure(&r, 1, 6).unwrap().unwrap().limit, Limit::PotLimit);
        assert_eq!(BetForm::default().structure(&r, 1, 6), Ok(None), "not recorded: no structure");
        let odd = BetForm { big_blind: 30, small_blind: 10, ..on.clone() };
        assert_eq!(
            odd.structure(&r, 25, 6).unwrap_err(),
            "The small blind (10) is not a whole number of 25 chips."
        );
        let upside = BetForm { small_blind: 5, ..on.clone() };
        assert_eq!(
            upside.structure(&r, 1, 6).unwrap_err(),
            "The small blind (5) is more than the big blind (2)."
        );
        let typo = BetForm { straddles: "4, x8".into(), ..on.clone() };
        assert_eq!(
            typo.structure(&r, 1, 6).unwrap_err(),
            "Straddle 2 (\"x8\") is not a whole number of chips."
        );
        let many = BetForm { straddles: "4 8 16".into(), ..on.clone() };
        assert_eq!(many.structure(&r, 1, 4).unwrap_err(), "3 straddles need at least 5 players.");
        assert_eq!(many.structure(&r, 1, 5).unwrap().unwrap().straddles, [4, 8, 16]);
        assert_eq!(many.words(&r), "Pot limit, blinds 1/2, straddles 4 8 16");
    }

    fn dealing(form: &BetForm) -> Dealing {
        let game = Catalogue::builtin().get("double-board/high-high-hand").unwrap();
        let rules = rules("double-board/high-high-hand");
        let options =
            DealOptions { betting: form.structure(&rules, 1, 4).unwrap(), ..DealOptions::default() };
        let setup = TableSetup { n_players: 4, button: 0, options, deck: DeckMode::Unseen };
        let table = Table::new(game, &BTreeMap::new(), setup).unwrap();
        let names = ["Ann", "Ben", "Cat", "Dan"].iter().map(|s| s.to_string()).collect();
        Dealing { table, names, learn: false }
    }

    #[test]
    fn the_view_says_whats_the_pot_and_the_pot_raise_and_names_a_refusal() {
        let mut d = dealing(&BetForm { record: true, ..BetForm::default() });
        let v = BetView::of(&d.table, &d.names).unwrap();
        assert_eq!((v.pot, v.to_act), (3, None));
        assert_eq!(v.status, "The pre-flop betting starts once its cards are dealt.");
        d.table.apply(Event::Dealt).unwrap();
        let v = BetView::of(&d.table, &d.names).unwrap();
        assert_eq!(v.to_act_name.as_deref(), Some("Dan"));
        assert_eq!((v.call_words(), v.headline.as_str()), ("Call 2".to_string(), "Pot: raise to 7"));
        assert_eq!(
            d.bet(Action::BetTo(8)).unwrap_err(),
            "Dan's raise to 8 is over the pot limit: at most 7."
        );
        d.bet(Action::BetTo(7)).unwrap();
        for _ in 0..3 {
            d.bet(Action::Call).unwrap();
        }
        let v = BetView::of(&d.table, &d.names).unwrap();
        assert_eq!((v.pot, v.to_act), (28, None));
        assert_eq!(v.status, "Betting over: deal the flop.");
        assert_eq!(d.bet(Action::Check).unwrap_err(), "Nobody is to act now.");
    }

    #[test]
    fn street_totals_name_the_player_in_a_refusal() {
        let mut d = dealing(&BetForm { record: true, ..BetForm::default() });
        d.table.apply(Event::Dealt).unwrap();
        assert_eq!(
            d.street_totals(vec![2, 0, 2, 2], vec![]).unwrap_err(),
            "Ben's total of 0 on this street is less than the 1 already in."
        );
        d.street_totals(vec![2, 1, 2, 2], vec![]).unwrap();
        assert!(!d.table.is_in(1));
    }
}
