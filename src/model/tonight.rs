//! Tonight: the whole evening at one table as the screen edits it (issue 34), on the engine's
//! evening ([`crate::engine::evening`]).
//!
//! Why the evening *file* is the value kept: it is what `cap evening` reads, so the store, the
//! export and the import are one shape, and a kept hand stays a whole hand file (its cards, its
//! betting) rather than the numbers it moved. The engine's [`Evening`] is derived from it by
//! replaying, never edited: every intent here writes one event, pushes it through the engine (which
//! checks it against the table as it stands) and only then appends it to the file.
//!
//! Invariants:
//! - `evening` is always the replay of `file` (an intent the engine refuses changes neither);
//! - every refusal is in words that name the player and the amount ("Ann cashes out 600 chips but
//!   has 500"), the engine's own where it has them;
//! - `keys` maps a kept hand (the history's key) to its hand number, so the hand screen's
//!   correction of a kept hand corrects that hand here instead of adding another.
//!
//! The decisions the screen relies on: who is dealt in ([`Tonight::deal_in`]: seated, not sitting
//! out, with chips), that a kept hand of other players is refused ([`Tonight::record`]), that the
//! last event can be taken back ([`Tonight::undo_last`], the undo of Leave and of a mis-tap).

use serde::{Deserialize, Serialize};

use crate::engine::evening::settle::{amount_words, Mode, Party, SettleUp};
use crate::engine::evening::{Evening, Note, Presence};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::evening::{
    push_event, ChipsFile, CorrectFile, EveningFile, EventFile, HandSpec, PlayerRef, ResultFile,
    ResultPlayer, SettleFile,
};
use crate::engine::hand_file::HandFile;
use crate::engine::seating;
use crate::engine::text::excerpt;
use crate::model::history::HandKey;

/// Tonight as stored: the evening file and which kept hands are which of its hands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedTonight {
    pub evening: EveningFile,
    /// (history key, hand number from 1) of each hand recorded from the hand screen.
    #[serde(default)]
    pub keys: Vec<(HandKey, usize)>,
}

/// The evening being played, and what the screen has typed but not yet done.
#[derive(Clone, Debug)]
pub struct Tonight {
    file: EveningFile,
    evening: Evening,
    keys: Vec<(HandKey, usize)>,
    /// What the last tap did or why it was refused, for the screen to show (not stored).
    pub said: Option<String>,
}

/// One player's line on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    pub seat: usize,
    pub name: String,
    pub stack: u64,
    pub presence: Presence,
    /// "+150 chips (15.00)": cash-outs and stack less buy-ins.
    pub net: String,
    pub bought_in: u64,
    /// Deals (and calls) the next hand.
    pub button: bool,
}

/// One hand played, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandLine {
    pub number: usize,
    pub game: String,
    /// "Ann dealt; pot 210"
    pub dealt: String,
    /// "Ann won 105 (put in 100)" for each player who got chips back, and each who lost.
    pub lines: Vec<String>,
    /// Corrected since it was first recorded.
    pub corrected: bool,
    /// "Ann 100 105, Ben 100 105": the numbers as the correction form takes them.
    pub numbers: String,
}

/// The settle-up in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettleWords {
    /// "Ann: bought 500, has 305, net -195 chips (-19.50)".
    pub players: Vec<String>,
    /// "Ann pays Dan 150 chips (15.00)"; empty when nobody owes.
    pub transfers: Vec<String>,
    /// "money in equals money out: 2000 chips (200.00)".
    pub check: String,
    pub miscounts: Vec<String>,
}

/// Reads an amount typed for `what` ("Ann's rebuy"): a whole number of chips more than 0.
pub fn parse_chips(text: &str, what: &str) -> Result<u64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err(format!("{what}: type a number of chips"));
    }
    match t.parse::<u64>() {
        Ok(0) => Err(format!("{what}: 0 chips changes nothing")),
        Ok(n) => Ok(n),
        Err(_) => Err(format!("{what}: \"{}\" is not a whole number of chips", excerpt(t))),
    }
}

impl Tonight {
    /// Starts an evening for `names` (seat order; blanks skipped), each buying in for `chips`,
    /// a chip worth `chip_value` ("0.10"; blank: chips only). The first seated deals first.
    ///
    /// ```
    /// use cap::model::tonight::Tonight;
    /// let t = Tonight::start(&["Ann", "Ben"], 500, "0.10").unwrap();
    /// assert_eq!(t.conservation(), "stacks 1000 = bought 1000 − cashed out 0 ✓ chips conserved");
    /// assert!(Tonight::start(&["Ann"], 500, "").unwrap_err().contains("two players"));
    /// ```
    pub fn start<S: AsRef<str>>(names: &[S], chips: u64, chip_value: &str) -> Result<Tonight, String> {
        let names: Vec<String> =
            names.iter().map(|n| n.as_ref().trim().to_string()).filter(|n| !n.is_empty()).collect();
        if names.len() < 2 {
            return Err(format!("an evening needs at least two players, not {}", names.len()));
        }
        if chips == 0 {
            return Err("the buy-in must be more than 0 chips".into());
        }
        let value = chip_value.trim();
        let file = EveningFile {
            format: crate::engine::hand_file::FORMAT,
            players: names.clone(),
            chip_value: (!value.is_empty()).then(|| value.to_string()),
            button: None,
            settle: SettleFile::Pairs,
            events: names.iter().map(|n| EventFile::BuyIn(ChipsFile { player: n.clone(), chips })).collect(),
        };
        Tonight::from_saved(SavedTonight { evening: file, keys: vec![] })
    }

    /// Tonight from its stored value, replayed (the refusal of its first impossible event).
    pub fn from_saved(saved: SavedTonight) -> Result<Tonight, String> {
        let read = saved.evening.to_evening(Catalogue::builtin())?;
        Ok(Tonight { file: saved.evening, evening: read.evening, keys: saved.keys, said: None })
    }

    /// An evening file's text (`cap evening`'s input), as a new evening.
    pub fn import(text: &str) -> Result<Tonight, String> {
        let file = EveningFile::from_json(text)?;
        Tonight::from_saved(SavedTonight { evening: file, keys: vec![] })
    }

    /// The value to store.
    pub fn saved(&self) -> SavedTonight {
        SavedTonight { evening: self.file.clone(), keys: self.keys.clone() }
    }

    /// The evening file, as `cap evening` reads it.
    pub fn export(&self) -> String {
        serde_json::to_string_pretty(&self.file).unwrap_or_default()
    }

    pub fn evening(&self) -> &Evening {
        &self.evening
    }

    /// Pushes one event through the engine; appended to the file only when the engine takes it.
    fn push(&mut self, event: EventFile) -> Result<(), String> {
        push_event(&mut self.evening, &event, Catalogue::builtin()).map_err(|e| strip_event(&e))?;
        self.file.events.push(event);
        Ok(())
    }

    fn name(&self, seat: usize) -> Result<String, String> {
        self.evening
            .roster()
            .names()
            .get(seat)
            .cloned()
            .ok_or_else(|| format!("there is no seat {}", seat + 1))
    }

    fn chips_words(&self, chips: u64) -> String {
        amount_words(chips as i64, self.evening.chip_value())
    }

    /// A seated player's rebuy or top-up; a player who left (or never came) buys in again.
    pub fn rebuy(&mut self, seat: usize, chips: &str) -> Result<String, String> {
        let name = self.name(seat)?;
        let seated = self.evening.now().accounts()[seat].presence.has_seat();
        let chips = parse_chips(chips, &format!("{name}'s {}", if seated { "rebuy" } else { "buy-in" }))?;
        let c = ChipsFile { player: name.clone(), chips };
        self.push(if seated { EventFile::Rebuy(c) } else { EventFile::BuyIn(c) })?;
        Ok(format!(
            "{name} {} {}",
            if seated { "rebought" } else { "bought in for" },
            self.chips_words(chips)
        ))
    }

    /// Chips taken off the table for money; the player stays seated.
    pub fn cash_out(&mut self, seat: usize, chips: &str) -> Result<String, String> {
        let name = self.name(seat)?;
        let chips = parse_chips(chips, &format!("{name}'s cash-out"))?;
        self.push(EventFile::CashOut(ChipsFile { player: name.clone(), chips }))?;
        Ok(format!("{name} cashed out {}", self.chips_words(chips)))
    }

    /// The player leaves with their stack (cashed out).
    pub fn leave(&mut self, seat: usize) -> Result<String, String> {
        let name = self.name(seat)?;
        let stack = self.evening.now().accounts()[seat].stack;
        self.push(EventFile::Leave(PlayerRef { player: name.clone() }))?;
        Ok(format!("{name} left, cashing out {}", self.chips_words(stack)))
    }

    pub fn sit_out(&mut self, seat: usize) -> Result<String, String> {
        let name = self.name(seat)?;
        self.push(EventFile::SitOut(PlayerRef { player: name.clone() }))?;
        Ok(format!("{name} sits out"))
    }

    pub fn come_back(&mut self, seat: usize) -> Result<String, String> {
        let name = self.name(seat)?;
        self.push(EventFile::Return(PlayerRef { player: name.clone() }))?;
        Ok(format!("{name} is back in"))
    }

    /// A player not on tonight's list joins late: a seat after the last, and a buy-in.
    pub fn join(&mut self, name: &str, chips: &str) -> Result<String, String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("type the new player's name".into());
        }
        if let Some(seat) = self.evening.roster().seat_of(name) {
            let who = self.evening.roster().name(seat).to_string();
            return Err(format!("{who} is already on tonight's list: use their Rebuy"));
        }
        let chips = parse_chips(chips, &format!("{name}'s buy-in"))?;
        let mut file = self.file.clone();
        file.players.push(name.to_string());
        file.events.push(EventFile::BuyIn(ChipsFile { player: name.to_string(), chips }));
        let read = file.to_evening(Catalogue::builtin()).map_err(|e| strip_event(&e))?;
        self.file = file;
        self.evening = read.evening;
        Ok(format!("{name} joined with {}", self.chips_words(chips)))
    }

    /// Records a hand kept on the hand screen as history entry `key`: a new hand, or (a key
    /// recorded before) a correction of that hand. A hand whose players are not seated tonight is
    /// refused in the engine's words, naming the player.
    pub fn record(&mut self, key: HandKey, file: &HandFile) -> Result<String, String> {
        if let Some(&(_, hand)) = self.keys.iter().find(|(k, _)| *k == key) {
            // The same hand kept again (a reload finds it in the history): nothing changed.
            let same = crate::engine::hand_file::evening::hand_result(file, Catalogue::builtin())
                .is_ok_and(|r| self.evening.results().get(hand - 1) == Some(&r));
            if same {
                return Ok(format!("hand {hand} is recorded already"));
            }
            let with = HandSpec::Hand(Box::new(file.clone()));
            self.push(EventFile::Correct(CorrectFile { hand, with }))?;
            return Ok(format!("hand {hand} corrected{}", self.changed_words()));
        }
        self.push(EventFile::Hand(Box::new(file.clone())))?;
        let hand = self.evening.hand_events().len();
        self.keys.push((key, hand));
        Ok(format!("hand {hand} recorded: {}", self.hand_lines()[hand - 1].lines.join(", ")))
    }

    /// A hand played without the app's dealing: the game called and each player's put in and won,
    /// as the correction form takes them ("Ann 100 105, Ben 100 105").
    pub fn record_result(&mut self, game: &str, numbers: &str) -> Result<String, String> {
        let result = self.result(game, numbers)?;
        self.push(EventFile::Result(result))?;
        let hand = self.evening.hand_events().len();
        Ok(format!("hand {hand} recorded: {}", self.hand_lines()[hand - 1].lines.join(", ")))
    }

    /// Hand `hand` (from 1) had these numbers instead: every later stack re-flows; the words say
    /// whose stacks changed, from what to what.
    pub fn correct(&mut self, hand: usize, numbers: &str) -> Result<String, String> {
        let game = self
            .evening
            .results()
            .get(hand.wrapping_sub(1))
            .map(|r| r.game().to_string())
            .ok_or_else(|| format!("there is no hand {hand}"))?;
        let mut result = self.result(&game, numbers)?;
        result.button = self.evening.results()[hand - 1].button().map(str::to_string);
        self.push(EventFile::Correct(CorrectFile { hand, with: HandSpec::Result(result) })).map_err(|e| {
            if e.starts_with("the correction") {
                e
            } else {
                format!("the correction of hand {hand}: {e}")
            }
        })?;
        Ok(format!("hand {hand} corrected{}", self.changed_words()))
    }

    /// "Ann 100 105, Ben 100 0": each player's name, put in and won.
    fn result(&self, game: &str, numbers: &str) -> Result<ResultFile, String> {
        let mut players = vec![];
        for part in numbers.split([',', ';', '\n']).map(str::trim).filter(|p| !p.is_empty()) {
            let words: Vec<&str> = part.split_whitespace().collect();
            let bad = || {
                format!(
                    "\"{}\" is not a player's name, chips put in and chips won (\"Ann 100 105\")",
                    excerpt(part)
                )
            };
            if words.len() < 3 {
                return Err(bad());
            }
            let (name, nums) = words.split_at(words.len() - 2);
            let name = name.join(" ");
            let number = |t: &str, what: &str| {
                t.parse::<u64>().map_err(|_| {
                    format!("{name}'s {what}: \"{}\" is not a whole number of chips", excerpt(t))
                })
            };
            players.push(ResultPlayer {
                player: name.clone(),
                put_in: number(nums[0], "put in")?,
                won: number(nums[1], "won")?,
            });
        }
        let game = game.trim();
        if game.is_empty() {
            return Err("say which game was played".into());
        }
        Ok(ResultFile { game: game.to_string(), button: None, players })
    }

    /// ": Ann 140 → 40, Ben 50 → 150" from the last correction's note.
    fn changed_words(&self) -> String {
        let Note::Correction { changed, .. } = self.evening.now().note() else { return String::new() };
        if changed.is_empty() {
            return ": no stack changed".into();
        }
        let roster = self.evening.roster();
        let words: Vec<String> = changed
            .iter()
            .map(|c| {
                let name = roster.name(c.seat);
                if c.cashed_was != c.cashed_now {
                    format!("{name} cashed out {} → {}", c.cashed_was, c.cashed_now)
                } else {
                    format!("{name} {} → {}", c.was, c.now)
                }
            })
            .collect();
        format!(": {}", words.join(", "))
    }

    /// Takes back the last event (a Leave, a mis-tapped rebuy): the evening as it was before it.
    pub fn undo_last(&mut self) -> Result<String, String> {
        let Some(last) = self.file.events.last().cloned() else { return Err("nothing to take back".into()) };
        let mut file = self.file.clone();
        file.events.pop();
        let read = file.to_evening(Catalogue::builtin())?;
        let hands = read.evening.hand_events().len();
        self.keys.retain(|(_, h)| *h <= hands);
        self.file = file;
        self.evening = read.evening;
        Ok(format!("took back: {}", event_words(&last)))
    }

    /// Who is dealt the next hand from the dealing guide: the players seated, not sitting out and
    /// with chips, in seat order; the button's index among them; and their stacks.
    pub fn deal_in(&self) -> Result<(Vec<String>, usize, Vec<u64>), String> {
        let now = self.evening.now();
        let roster = self.evening.roster();
        let seats: Vec<usize> = (0..roster.len())
            .filter(|&s| now.accounts()[s].presence == Presence::Seated && now.accounts()[s].stack > 0)
            .collect();
        if seats.len() < 2 {
            return Err(format!(
                "tonight has {} player{} seated with chips: a hand needs two",
                seats.len(),
                if seats.len() == 1 { "" } else { "s" }
            ));
        }
        // The button's player, or the next dealt in clockwise (one with no chips is passed).
        let b = now.button().unwrap_or(seats[0]);
        let button = seats.iter().position(|&s| s >= b).unwrap_or(0);
        let names = seats.iter().map(|&s| roster.name(s).to_string()).collect();
        let stacks = seats.iter().map(|&s| now.accounts()[s].stack).collect();
        Ok((names, button, stacks))
    }

    /// The table the dealing guide deals tonight's next hand at: the players dealt in
    /// ([`Tonight::deal_in`]) with the button, on `table`'s chip and stake; and their stacks.
    pub fn seating(
        &self,
        table: &crate::model::seating::Seating,
    ) -> Result<(crate::model::seating::Seating, Vec<u64>), String> {
        let (names, button, stacks) = self.deal_in()?;
        Ok((crate::model::seating::Seating { names, button, ..table.clone() }, stacks))
    }

    /// Whether a hand's players are all tonight's (the hand screen's kept hand goes in then).
    pub fn knows_all(&self, file: &HandFile) -> bool {
        file.players.iter().all(|p| self.evening.roster().seat_of(&p.name).is_some())
    }

    /// Each player who has arrived, with stack, presence and net.
    pub fn players(&self) -> Vec<PlayerLine> {
        let now = self.evening.now();
        let value = self.evening.chip_value();
        now.accounts()
            .iter()
            .enumerate()
            .map(|(seat, a)| {
                let net = (a.cashed_out + a.stack) as i64 - a.bought_in as i64;
                let sign = if net > 0 { "+" } else { "" };
                PlayerLine {
                    seat,
                    name: self.evening.roster().name(seat).to_string(),
                    stack: a.stack,
                    presence: a.presence,
                    net: format!("{sign}{}", amount_words(net, value)),
                    bought_in: a.bought_in,
                    button: now.button() == Some(seat),
                }
            })
            .collect()
    }

    /// The conservation check: "stacks 1450 = bought 2000 − cashed out 550 ✓ chips conserved".
    pub fn conservation(&self) -> String {
        let now = self.evening.now();
        let bought: u64 = now.accounts().iter().map(|a| a.bought_in).sum();
        let cashed: u64 = now.accounts().iter().map(|a| a.cashed_out).sum();
        let stacks = now.chips_on_table();
        let verdict = if now.conserved(0) { "✓ chips conserved" } else { "✗ chips NOT conserved" };
        format!("stacks {stacks} = bought {bought} − cashed out {cashed} {verdict}")
    }

    /// "Ben deals and calls the next game", or why nobody can.
    pub fn next_words(&self) -> String {
        match self.evening.chooses() {
            Some(name) => format!("{name} deals and calls the next game"),
            None => "nobody is seated to deal".into(),
        }
    }

    /// The games called so far, most played first: "omaha/high ×2".
    pub fn games_called(&self) -> Vec<String> {
        let mut counts: Vec<(String, usize)> = vec![];
        for r in self.evening.results() {
            match counts.iter_mut().find(|(g, _)| g == r.game()) {
                Some(c) => c.1 += 1,
                None => counts.push((r.game().to_string(), 1)),
            }
        }
        crate::engine::sort::sort_by_key(&mut counts, |c| std::cmp::Reverse(c.1));
        counts.into_iter().map(|(g, n)| format!("{g} ×{n}")).collect()
    }

    /// Every hand, newest first, in words.
    pub fn hand_lines(&self) -> Vec<HandLine> {
        let roster = self.evening.roster();
        let corrected: Vec<usize> = self
            .evening
            .steps()
            .iter()
            .filter_map(|s| match s.note() {
                Note::Correction { hand, .. } => Some(*hand),
                _ => None,
            })
            .collect();
        let dealers: Vec<usize> = self
            .evening
            .hand_events()
            .iter()
            .map(|&e| match self.evening.steps()[e].note() {
                Note::Hand { dealer, .. } => *dealer,
                _ => 0,
            })
            .collect();
        self.evening
            .results()
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let lines = r
                    .lines()
                    .iter()
                    .map(|l| match l.won.cmp(&l.put_in) {
                        std::cmp::Ordering::Greater => {
                            format!("{} won {} (put in {})", l.player, l.won, l.put_in)
                        }
                        std::cmp::Ordering::Equal => format!("{} got back {}", l.player, l.won),
                        std::cmp::Ordering::Less => format!("{} lost {}", l.player, l.put_in - l.won),
                    })
                    .collect();
                let numbers = r
                    .lines()
                    .iter()
                    .map(|l| format!("{} {} {}", l.player, l.put_in, l.won))
                    .collect::<Vec<_>>()
                    .join(", ");
                HandLine {
                    number: i + 1,
                    game: r.game().to_string(),
                    dealt: format!("{} dealt; pot {}", roster.name(dealers[i]), r.pot()),
                    lines,
                    corrected: corrected.contains(&(i + 1)),
                    numbers,
                }
            })
            .rev()
            .collect()
    }

    /// The settle-up in words: each player's net, the transfers and the check.
    pub fn settle(&self) -> SettleWords {
        let value = self.evening.chip_value();
        let roster = self.evening.roster();
        let settle = SettleUp::of(&self.evening, Mode::Pairs);
        let party = |p: Party| match p {
            Party::Player(s) => roster.name(s).to_string(),
            Party::Bank => "the bank".to_string(),
        };
        SettleWords {
            players: settle
                .balances()
                .iter()
                .map(|b| {
                    let net = b.net();
                    let sign = if net > 0 { "+" } else { "" };
                    format!(
                        "{}: bought {}, took {}, net {sign}{}",
                        roster.name(b.seat),
                        b.bought_in,
                        b.cashed_out + b.stack,
                        amount_words(net, value)
                    )
                })
                .collect(),
            transfers: settle
                .transfers()
                .iter()
                .map(|t| {
                    format!("{} pays {} {}", party(t.from), party(t.to), amount_words(t.chips as i64, value))
                })
                .collect(),
            check: settle.check_words(value),
            miscounts: settle.miscounts().iter().map(|m| m.words(roster, value)).collect(),
        }
    }

    /// The chip value as written, or "chips only".
    pub fn value_words(&self) -> String {
        match self.evening.chip_value().words() {
            Some(v) => format!("a chip is worth {v}"),
            None => "chips only".into(),
        }
    }

    /// Whether two names read as the same player (for the screen's inputs).
    pub fn same(a: &str, b: &str) -> bool {
        seating::same_name(a, b)
    }
}

/// The engine's refusal without its "event 12: " (the screen says what was tapped; the event
/// number means something only in the file).
fn strip_event(e: &str) -> String {
    match e.strip_prefix("event ").and_then(|r| r.split_once(": ")) {
        Some((place, rest))
            if place.split_whitespace().next().is_some_and(|n| n.parse::<usize>().is_ok()) =>
        {
            match place.find("(hand ") {
                Some(i) => format!("{}: {rest}", place[i + 1..].trim_end_matches(')')),
                None => rest.to_string(),
            }
        }
        _ => e.to_string(),
    }
}

/// An event in a few words, for the undo's message.
fn event_words(e: &EventFile) -> String {
    match e {
        EventFile::BuyIn(c) => format!("{}'s buy-in of {}", c.player, c.chips),
        EventFile::Rebuy(c) => format!("{}'s rebuy of {}", c.player, c.chips),
        EventFile::CashOut(c) => format!("{}'s cash-out of {}", c.player, c.chips),
        EventFile::Count(c) => format!("{}'s count of {}", c.player, c.chips),
        EventFile::Leave(p) => format!("{} leaving", p.player),
        EventFile::SitOut(p) => format!("{} sitting out", p.player),
        EventFile::Return(p) => format!("{} coming back", p.player),
        EventFile::Hand(_) | EventFile::Result(_) => "the last hand".into(),
        EventFile::Correct(c) => format!("the correction of hand {}", c.hand),
    }
}

#[cfg(test)]
mod tests;
