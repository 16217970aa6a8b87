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
    let mut boards = rules.points().iter().filter(|p| !matches!(p.source, PointSource::Hand)).peekable();
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

impl Seat {
    /// Where the seat stands, in a word for the list: folded, all-in, to act, or nothing.
    pub fn state_words(&self) -> &'static str {
        match (self.folded, self.all_in, self.to_act) {
            (true, _, _) => "folded",
            (_, true, _) => "all-in",
            (_, _, true) => "to act",
            _ => "",
        }
    }
}

/// The street totals the dealer typed (the shortcut), one per seat, as chips; refused with the
/// seat's name and the text when one is not a whole number of chips.
pub fn typed_totals(seats: &[Seat], typed: &[String]) -> Result<Vec<u64>, String> {
    seats
        .iter()
        .zip(typed)
        .map(|(s, t)| {
            t.trim()
                .parse::<u64>()
                .map_err(|_| format!("{}'s total \"{t}\" is not a whole number of chips.", s.name))
        })
        .collect()
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
    /// With stacks: the street total of going all-in, when it is legal (one tap, no typing).
    pub all_in_to: Option<u64>,
    /// "Pot: raise to 15" (pot limit), in big type.
    pub headline: String,
    /// What the dealer does now when nobody is to act: "Betting over: deal the flop".
    pub status: String,
    pub seats: Vec<Seat>,
    pub limit: Limit,
    /// On the hand screen: the round is over and the next street's betting may be opened.
    pub next_round: bool,
    /// Once someone is all-in, the pots as they stand: "Main pot: 195 (Ann, Ben, Cat, Dan)",
    /// "Side pot 1: 30 (Ann, Ben)". Empty while nobody is all-in (one pot: the pot).
    pub pots: Vec<String>,
}

/// The pots as they stand during the hand: each all-in player caps a pot at what they put in; the
/// chips above the highest all-in are the pot the players still betting contest. Empty while
/// nobody still in is all-in.
pub fn pots_now(b: &Betting, names: &[String]) -> Vec<String> {
    let n = b.contributed().len();
    let c = b.contributed();
    let live = |p: usize| !b.folded()[p];
    let mut levels: Vec<u64> = (0..n).filter(|p| live(*p) && b.all_in()[*p]).map(|p| c[p]).collect();
    if levels.is_empty() {
        return vec![];
    }
    crate::engine::sort::sort(&mut levels);
    levels.dedup();
    let mut pots: Vec<(u64, Vec<usize>)> = vec![];
    let mut below = 0;
    for level in levels {
        let chips: u64 = c.iter().map(|x| (*x).min(level).saturating_sub(below)).sum();
        let eligible = (0..n).filter(|p| live(*p) && (c[*p] >= level || !b.all_in()[*p])).collect();
        pots.push((chips, eligible));
        below = level;
    }
    let rest: u64 = c.iter().map(|x| x.saturating_sub(below)).sum();
    let still: Vec<usize> = (0..n).filter(|p| live(*p) && !b.all_in()[*p]).collect();
    if rest > 0 || still.len() > 1 {
        pots.push((rest, still));
    }
    pots.iter()
        .enumerate()
        .map(|(i, (chips, who))| {
            let label = if i == 0 { "Main pot".to_string() } else { format!("Side pot {i}") };
            let who: Vec<&str> = who.iter().map(|p| names.get(*p).map_or("?", String::as_str)).collect();
            format!("{label}: {chips} ({})", who.join(", "))
        })
        .collect()
}

impl BetView {
    /// The view of `table`'s betting for the players `names`, or `None` when it is not recorded.
    pub fn of(table: &Table, names: &[String]) -> Option<BetView> {
        let b = table.betting()?;
        let open = table.betting_open();
        let rounds: Vec<String> = table.streets().iter().map(|s| s.name.clone()).collect();
        let status = if b.stopped() {
            "The players stopped the betting: the hand is dealt to showdown.".to_string()
        } else if open {
            String::new()
        } else if b.live() <= 1 {
            "Everyone else folded.".to_string()
        } else if table.betting_ready_to_deal() {
            match rounds.get(b.street() + 1) {
                Some(next) => format!("Betting over: deal the {}.", next.to_ascii_lowercase()),
                None => "Betting over: to the showdown.".to_string(),
            }
        } else {
            let round = rounds.get(b.street()).map_or(String::new(), |s| s.to_ascii_lowercase());
            format!("The {round} betting starts once its cards are dealt.")
        };
        Some(BetView::build(b, names, &rounds, open, status, false))
    }

    /// The view of a betting recorded on the hand screen (no deal: each round opens when the
    /// dealer says the next street's cards are out).
    pub fn of_record(b: &Betting, names: &[String], rounds: &[String]) -> BetView {
        let open = b.to_act().is_some();
        let next_round = !open && b.live() > 1 && b.street() + 1 < rounds.len();
        let status = if open {
            String::new()
        } else if b.live() <= 1 {
            "Everyone else folded.".to_string()
        } else {
            match rounds.get(b.street() + 1) {
                Some(next) => format!(
                    "Betting round over: open the {} betting once its cards are out.",
                    next.to_ascii_lowercase()
                ),
                None => "Betting over.".to_string(),
            }
        };
        BetView::build(b, names, rounds, open, status, next_round)
    }

    fn build(
        b: &Betting,
        names: &[String],
        rounds: &[String],
        open: bool,
        status: String,
        next_round: bool,
    ) -> BetView {
        let round_name = rounds.get(b.street()).map_or("Last", |s| s.as_str()).to_string();
        let options = b.options().filter(|_| open);
        let current = (0..names.len()).map(|p| b.street_bet(p)).max().unwrap_or(0);
        let name = |p: usize| names.get(p).cloned().unwrap_or_else(|| format!("Seat {}", p + 1));
        let verb = if current == 0 { "bet" } else { "raise to" };
        let headline = match options {
            Some(o) if o.min_raise_to.is_none() => format!("{} may call or fold, not raise", name(o.player)),
            Some(o) => match (b.structure().limit, o.max_raise_to) {
                (Limit::PotLimit, Some(max)) => format!("Pot: {verb} {max}"),
                (Limit::FixedLimit, Some(max)) => format!("Fixed: {verb} {max}"),
                _ => format!("No limit: {verb} {} or more", o.min_raise_to.unwrap_or(current)),
            },
            None => String::new(),
        };
        BetView {
            round: format!("{round_name} betting"),
            pot: b.pot(),
            to_act: options.map(|o| o.player),
            to_act_name: options.map(|o| name(o.player)),
            to_call: options.map_or(0, |o| o.to_call),
            current,
            min_raise_to: options.and_then(|o| o.min_raise_to),
            max_raise_to: options.and_then(|o| o.max_raise_to),
            all_in_to: options.and_then(|o| o.all_in_to),
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
            next_round,
            pots: pots_now(b, names),
        }
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
    /// Who decides a due Christmas when the table plays the Grinch ("the player taking the last
    /// aggressive action"), when the recorded betting knows: "Cat made the last bet or raise:
    /// Cat decides."
    pub fn grinch_words(&self) -> Option<String> {
        let p = self.table.betting()?.last_aggressor()?;
        let name = self.names.get(p)?;
        Some(format!("{name} made the last bet or raise: {name} decides."))
    }

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

/// The betting recorded on the hand screen, for a hand entered without the dealing guide: the
/// draft's `betting` section grows one action at a time, each checked by the engine, and the
/// contributions and folds follow it.
pub mod on_the_hand {
    use super::sentence;
    use crate::engine::betting::{Action, Betting, Logged, Record, Structure};
    use crate::engine::draft::Draft;

    /// The betting so far, if the hand records one (an error: it no longer replays, say after a
    /// seat change).
    pub fn state(d: &Draft) -> Option<Result<Betting, String>> {
        let record = d.betting()?;
        Some(record.replay(&d.names(), d.button()).map_err(|e| sentence(&e.message)))
    }

    /// The round names for the draft's game, the pre-flop first.
    pub fn rounds(d: &Draft) -> Vec<String> {
        d.rules().betting_rounds()
    }

    /// Starts recording the betting under `structure` (the blinds post at once).
    pub fn start(d: &mut Draft, structure: &Structure) -> Result<(), String> {
        let record = Record::new(structure.clone());
        record.replay(&d.names(), d.button()).map_err(|e| sentence(&e.message))?;
        d.set_betting(Some(record));
        sync(d);
        Ok(())
    }

    /// The player to act does `action`, or it is refused naming them and the limit.
    pub fn act(d: &mut Draft, action: Action) -> Result<(), String> {
        let mut b = state(d).ok_or("This hand does not record the betting.")??;
        let player = b.to_act().ok_or("Nobody is to act now: open the next betting round.")?;
        let name = d.names()[player].clone();
        b.act(player, action, &name).map_err(|e| sentence(&e.message))?;
        push(d, Logged::Act { player, action });
        Ok(())
    }

    /// Opens the next street's betting, once this round is over.
    pub fn next_round(d: &mut Draft) -> Result<(), String> {
        let mut b = state(d).ok_or("This hand does not record the betting.")??;
        b.next_street().map_err(|e| sentence(&e.message))?;
        push(d, Logged::Street);
        Ok(())
    }

    /// Takes back the last action (or street).
    pub fn undo(d: &mut Draft) {
        if let Some(mut record) = d.betting().cloned() {
            record.pop();
            d.set_betting(Some(record));
        }
        sync(d);
    }

    fn push(d: &mut Draft, entry: Logged) {
        if let Some(mut record) = d.betting().cloned() {
            record.push(entry);
            d.set_betting(Some(record));
        }
        sync(d);
    }

    /// The contributions and folds follow the betting.
    fn sync(d: &mut Draft) {
        if let Some(Ok(b)) = state(d) {
            for p in 0..d.players().len() {
                let alive = d.players()[p].dead().is_none();
                d.contribute(p, b.contributed()[p]);
                d.fold(p, b.folded()[p] && alive);
            }
        }
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
        Dealing { table, names, learn: false, money: None }
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
    fn the_hand_screen_records_a_betting_that_sets_the_contributions_and_undoes() {
        use crate::engine::draft::Draft;
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        let mut d = Draft::new(rules("double-board/high-high-hand"), &names, 0, 1, 100);
        let form = BetForm { record: true, ..BetForm::default() };
        let structure = form.structure(d.rules(), 1, 3).unwrap().unwrap();
        on_the_hand::start(&mut d, &structure).unwrap();
        assert_eq!(d.players().iter().map(|p| p.contributed()).collect::<Vec<_>>(), [0, 1, 2]);
        // Three-handed the button acts first pre-flop: pot 3, call 2 → 5, raise to 7.
        let v =
            BetView::of_record(&on_the_hand::state(&d).unwrap().unwrap(), &names, &on_the_hand::rounds(&d));
        assert_eq!((v.to_act_name.as_deref(), v.headline.as_str()), (Some("Ann"), "Pot: raise to 7"));
        on_the_hand::act(&mut d, Action::BetTo(7)).unwrap();
        on_the_hand::act(&mut d, Action::Fold).unwrap();
        assert_eq!(
            on_the_hand::act(&mut d, Action::Check).unwrap_err(),
            "Cat cannot check facing a bet of 7: call 5, raise or fold."
        );
        on_the_hand::act(&mut d, Action::Call).unwrap();
        assert_eq!(
            on_the_hand::act(&mut d, Action::Call).unwrap_err(),
            "Nobody is to act now: open the next betting round."
        );
        let v =
            BetView::of_record(&on_the_hand::state(&d).unwrap().unwrap(), &names, &on_the_hand::rounds(&d));
        assert!(
            v.next_round && v.status.starts_with("Betting round over: open the flop betting"),
            "{}",
            v.status
        );
        on_the_hand::next_round(&mut d).unwrap();
        assert_eq!(
            d.players().iter().map(|p| (p.contributed(), p.folded())).collect::<Vec<_>>(),
            [(7, false), (1, true), (7, false)]
        );
        assert_eq!(d.betting_disagreement(), None);
        on_the_hand::undo(&mut d);
        on_the_hand::undo(&mut d);
        assert_eq!(d.players()[2].contributed(), 2, "Cat's call taken back");
    }

    #[test]
    fn side_pots_show_as_soon_as_someone_is_all_in() {
        let mut d = dealing(&BetForm { record: true, limit: "no-limit".into(), ..BetForm::default() });
        d.table.apply(Event::Dealt).unwrap();
        assert!(BetView::of(&d.table, &d.names).unwrap().pots.is_empty(), "nobody all-in: one pot");
        // Dan all-in 20, Ann raises to 60, Ben folds, Cat calls 60.
        d.bet(Action::AllIn(20)).unwrap();
        d.bet(Action::BetTo(60)).unwrap();
        d.bet(Action::Fold).unwrap();
        d.bet(Action::Call).unwrap();
        assert_eq!(
            BetView::of(&d.table, &d.names).unwrap().pots,
            ["Main pot: 61 (Ann, Cat, Dan)", "Side pot 1: 80 (Ann, Cat)"],
            "Ben's small blind is in the main pot"
        );
    }

    #[test]
    fn the_grinch_is_the_last_aggressor_when_the_betting_is_recorded() {
        let mut d = dealing(&BetForm { record: true, ..BetForm::default() });
        d.table.apply(Event::Dealt).unwrap();
        assert_eq!(d.grinch_words(), None, "nobody has bet yet (the blinds are not aggression)");
        d.bet(Action::BetTo(6)).unwrap();
        d.bet(Action::BetTo(20)).unwrap();
        assert_eq!(d.grinch_words().unwrap(), "Ann made the last bet or raise: Ann decides.");
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

    fn seat(name: &str) -> Seat {
        Seat { name: name.into(), street: 0, total: 0, folded: false, all_in: false, to_act: false }
    }

    #[test]
    fn a_seat_in_words_says_folded_before_all_in_before_to_act() {
        let s = seat("Ann");
        assert_eq!(s.state_words(), "");
        assert_eq!(Seat { to_act: true, ..s.clone() }.state_words(), "to act");
        assert_eq!(Seat { all_in: true, to_act: true, ..s.clone() }.state_words(), "all-in");
        assert_eq!(Seat { folded: true, all_in: true, ..s }.state_words(), "folded");
    }

    #[test]
    fn typed_street_totals_are_chips_and_a_bad_one_names_its_seat() {
        let seats = [seat("Ann"), seat("Ben")];
        assert_eq!(typed_totals(&seats, &[" 4".into(), "8 ".into()]), Ok(vec![4, 8]));
        assert_eq!(
            typed_totals(&seats, &["4".into(), "8.5".into()]),
            Err("Ben's total \"8.5\" is not a whole number of chips.".to_string())
        );
    }
}
