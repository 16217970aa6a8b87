//! The evening file: a whole evening at one table as JSON (`docs/evening.md`), the format
//! `cap evening` reads, and the JSON it prints (the stacks after every event and the settle-up).
//!
//! It lives beside the hand file because a hand in an evening may be a whole hand file, read and
//! resolved by the same code as `cap showdown` ([`HandFile::to_hand`], then the showdown), and
//! because this edge is the only code that knows JSON shapes. Everything is checked on the way in:
//! the file's shape here (messages from [`crate::engine::json_words`], which say where in words),
//! then every event by [`Evening::push`] (messages that name the event, the hand, the player and
//! the amount).

use serde::{Deserialize, Serialize};
use serde_json::{json, Map, Value};

use super::{HandFile, FORMAT};
use crate::engine::evening::hand_result::{HandResult, ResultLine};
use crate::engine::evening::money::ChipValue;
use crate::engine::evening::refusal::{EveningError, Refusal};
use crate::engine::evening::roster::Roster;
use crate::engine::evening::settle::{amount_words, Mode, Party, SettleUp};
use crate::engine::evening::{Evening, Event, Note, Presence};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::text::excerpt;

/// An evening as stored: plain data, names and amounts as typed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "an evening: an object with format, players and events")]
pub struct EveningFile {
    /// Format version, currently 1.
    pub format: u32,
    /// Everyone who plays tonight, in clockwise seat order (late arrivals too).
    pub players: Vec<String>,
    /// What one chip is worth in money, as a decimal (`"0.25"`); absent for chips only.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chip_value: Option<String>,
    /// The first hand's dealer, when the first hand is a record that does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub button: Option<String>,
    /// How the settle-up pays: between players (the default) or through a bank.
    #[serde(default, skip_serializing_if = "is_pairs")]
    pub settle: SettleFile,
    pub events: Vec<EventFile>,
}

/// The settle-up's mode as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SettleFile {
    #[default]
    Pairs,
    Bank,
}

fn is_pairs(s: &SettleFile) -> bool {
    *s == SettleFile::Pairs
}

/// One event as written: an object with one key saying what happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum EventFile {
    BuyIn(ChipsFile),
    Rebuy(ChipsFile),
    CashOut(ChipsFile),
    Count(ChipsFile),
    Leave(PlayerRef),
    SitOut(PlayerRef),
    Return(PlayerRef),
    /// A whole hand file (`docs/hand-file.md`), resolved by the showdown.
    Hand(Box<HandFile>),
    /// A hand's result without its cards.
    Result(ResultFile),
    Correct(CorrectFile),
}

/// A player and a number of chips.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object with player and chips")]
pub struct ChipsFile {
    pub player: String,
    pub chips: u64,
}

/// A player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object with player")]
pub struct PlayerRef {
    pub player: String,
}

/// A hand's result without cards: the game, the dealer if known, and each player's chips.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a result: an object with game and players")]
pub struct ResultFile {
    pub game: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub button: Option<String>,
    pub players: Vec<ResultPlayer>,
}

/// One player's chips in a result: what they put in and what they won (both default to 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "an object with player, put_in and won")]
pub struct ResultPlayer {
    pub player: String,
    #[serde(default)]
    pub put_in: u64,
    #[serde(default)]
    pub won: u64,
}

/// A correction: hand `hand` (from 1) had this result instead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a correction: an object with hand and with")]
pub struct CorrectFile {
    pub hand: usize,
    pub with: HandSpec,
}

/// A hand given either way.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum HandSpec {
    Hand(Box<HandFile>),
    Result(ResultFile),
}

/// An evening read and replayed, with the way its table settles.
#[derive(Clone, Debug)]
pub struct ReadEvening {
    pub evening: Evening,
    pub mode: Mode,
}

impl EveningFile {
    /// Parses JSON text; errors start "not an evening file:" and say where in words.
    pub fn from_json(text: &str) -> Result<EveningFile, String> {
        crate::engine::json_words::from_json(text).map_err(|e| format!("not an evening file: {e}"))
    }

    /// Validates the file and replays every event; the first refusal is returned.
    pub fn to_evening(&self, catalogue: &Catalogue) -> Result<ReadEvening, String> {
        if self.format != FORMAT {
            return Err(format!(
                "this evening file is format {}; this version reads format {FORMAT}",
                self.format
            ));
        }
        let roster = Roster::new(&self.players)?;
        let chip_value = match &self.chip_value {
            Some(text) => ChipValue::parse(text)?,
            None => ChipValue::chips_only(),
        };
        let button = match &self.button {
            Some(name) => Some(roster.seat_of(name).ok_or_else(|| {
                format!("the button \"{}\" is not one of the evening's players", excerpt(name))
            })?),
            None => None,
        };
        let mut evening = Evening::new(roster, chip_value, button);
        for event in &self.events {
            push_event(&mut evening, event, catalogue)?;
        }
        let mode = match self.settle {
            SettleFile::Pairs => Mode::Pairs,
            SettleFile::Bank => Mode::Bank,
        };
        Ok(ReadEvening { evening, mode })
    }
}

/// Adds one written event at the end of `evening` (a new hand's file plays from the evening's
/// stacks, [`with_stacks`]), or refuses it in the words `cap evening` uses ("event 7 (hand 3): Ann
/// puts in 500 chips but has 300") and leaves the evening as it was.
pub fn push_event(evening: &mut Evening, event: &EventFile, catalogue: &Catalogue) -> Result<(), String> {
    let (index, hands) = (evening.log().len(), evening.hand_events().len());
    let event = to_event(event, catalogue, evening.now(), evening.roster()).map_err(|(hand, refusal)| {
        let hand = hand.then_some(hands + 1);
        EveningError { event: index + 1, hand, refusal }.to_string()
    })?;
    evening.push(event).map(|_| ()).map_err(|e| e.to_string())
}

/// Reads an evening file's text and replays it.
pub fn read(text: &str) -> Result<ReadEvening, String> {
    EveningFile::from_json(text)?.to_evening(Catalogue::builtin())
}

/// The engine's event for a written one; a refusal says whether it is a new hand's. A new hand's
/// file plays from the evening's stacks `now` ([`with_stacks`]).
fn to_event(
    event: &EventFile,
    catalogue: &Catalogue,
    now: &crate::engine::evening::Step,
    roster: &Roster,
) -> Result<Event, (bool, Refusal)> {
    Ok(match event {
        EventFile::BuyIn(c) => Event::BuyIn { player: c.player.clone(), chips: c.chips },
        EventFile::Rebuy(c) => Event::Rebuy { player: c.player.clone(), chips: c.chips },
        EventFile::CashOut(c) => Event::CashOut { player: c.player.clone(), chips: c.chips },
        EventFile::Count(c) => Event::Count { player: c.player.clone(), chips: c.chips },
        EventFile::Leave(p) => Event::Leave { player: p.player.clone() },
        EventFile::SitOut(p) => Event::SitOut { player: p.player.clone() },
        EventFile::Return(p) => Event::Return { player: p.player.clone() },
        EventFile::Hand(file) => {
            let file = with_stacks(file, now, roster).map_err(|r| (true, r))?;
            Event::Hand(hand_result(&file, catalogue).map_err(|r| (true, r))?)
        }
        EventFile::Result(r) => Event::Hand(record_result(r).map_err(|r| (true, r))?),
        EventFile::Correct(c) => {
            let result = match &c.with {
                HandSpec::Hand(file) => hand_result(file, catalogue),
                HandSpec::Result(r) => record_result(r),
            };
            Event::Correct { hand: c.hand, result: result.map_err(|r| (false, r))? }
        }
    })
}

/// A new hand's file as it is played from the evening's stacks: without stacks of its own, each
/// player's stack is the evening's (so its betting knows them: an all-in needs no amount, a bet
/// over the stack is refused, a short blind is all-in); with stacks, each must be the evening's,
/// or the file is refused naming the player and both amounts. A player the evening does not know
/// is left to the evening's own refusal.
pub fn with_stacks(
    file: &HandFile,
    now: &crate::engine::evening::Step,
    roster: &Roster,
) -> Result<HandFile, Refusal> {
    let evening_stack =
        |name: &str| roster.seat_of(name).and_then(|s| now.accounts().get(s)).map(|a| a.stack);
    let mut file = file.clone();
    if file.players.iter().all(|p| p.stack.is_none()) {
        for p in &mut file.players {
            p.stack = evening_stack(&p.name);
        }
        // Stacks are given for every player or none: a player the evening does not know leaves
        // the file as it was, for the evening to refuse by name.
        if file.players.iter().any(|p| p.stack.is_none()) {
            for p in &mut file.players {
                p.stack = None;
            }
        }
        return Ok(file);
    }
    for p in &file.players {
        if let (Some(written), Some(evening)) = (p.stack, evening_stack(&p.name)) {
            if written != evening {
                return Err(Refusal::HandFile {
                    message: format!(
                        "{}'s stack in the hand file is {written}, but the evening has {evening} for them",
                        excerpt(&p.name)
                    ),
                });
            }
        }
    }
    Ok(file)
}

/// A hand file resolved by the showdown, as the evening's result: what `cap showdown` pays.
pub fn hand_result(file: &HandFile, catalogue: &Catalogue) -> Result<HandResult, Refusal> {
    let hand = file.to_hand(catalogue).map_err(|e| Refusal::HandFile { message: e.message })?;
    HandResult::from_showdown(&hand, &hand.resolve())
}

fn record_result(r: &ResultFile) -> Result<HandResult, Refusal> {
    let lines = r
        .players
        .iter()
        .map(|p| ResultLine { player: p.player.clone(), put_in: p.put_in, won: p.won })
        .collect();
    HandResult::new(&r.game, r.button.clone(), lines)
}

/// What `cap evening` prints: every event with the stacks after it, the hands, who deals and
/// calls the next game, the games played, and the settle-up (docs/evening.md).
pub fn report_json(evening: &Evening, mode: Mode) -> Value {
    let roster = evening.roster();
    let value = evening.chip_value();
    let name = |s: usize| roster.name(s).to_string();
    let mut events = Vec::new();
    for (i, (event, step)) in evening.log().iter().zip(evening.steps()).enumerate() {
        let mut e = Map::new();
        e.insert("event".into(), json!(i + 1));
        let (what, player, chips) = match event {
            Event::BuyIn { player, chips } => ("buy_in", Some(player), Some(*chips)),
            Event::Rebuy { player, chips } => ("rebuy", Some(player), Some(*chips)),
            Event::CashOut { player, chips } => ("cash_out", Some(player), Some(*chips)),
            Event::Count { player, .. } => ("count", Some(player), None),
            Event::Leave { player } => ("leave", Some(player), None),
            Event::SitOut { player } => ("sit_out", Some(player), None),
            Event::Return { player } => ("return", Some(player), None),
            Event::Hand(_) => ("hand", None, None),
            Event::Correct { .. } => ("correct", None, None),
        };
        e.insert("what".into(), json!(what));
        if let Some(p) = player {
            // The name as the roster writes it, however the event typed it.
            let shown = roster.seat_of(p).map_or_else(|| p.clone(), name);
            e.insert("player".into(), json!(shown));
        }
        if let Some(c) = chips {
            e.insert("chips".into(), json!(c));
        }
        match step.note() {
            Note::Nothing => {}
            Note::Joined { late } => {
                e.insert("late".into(), json!(late));
            }
            Note::Left { cashed } => {
                e.insert("cashed_out".into(), json!(cashed));
            }
            Note::Hand { number, dealer } => {
                let r = &evening.results()[number - 1];
                e.insert("hand".into(), json!(number));
                e.insert("game".into(), json!(r.game()));
                e.insert("dealer".into(), json!(name(*dealer)));
                e.insert("pot".into(), json!(r.pot()));
                e.insert("results".into(), lines_json(r, roster));
            }
            Note::Correction { hand, changed } => {
                e.insert("hand".into(), json!(hand));
                let changed: Vec<Value> = changed
                    .iter()
                    .map(|c| {
                        let mut v = json!({"player": name(c.seat), "was": c.was, "now": c.now});
                        if c.cashed_was != c.cashed_now {
                            v["cashed_out_was"] = json!(c.cashed_was);
                            v["cashed_out_now"] = json!(c.cashed_now);
                        }
                        v
                    })
                    .collect();
                e.insert("changed".into(), json!(changed));
            }
            Note::Count { counted, stack, .. } => {
                e.insert("counted".into(), json!(counted));
                e.insert("stack".into(), json!(stack));
            }
        }
        e.insert("stacks".into(), stacks_json(step.accounts(), roster));
        if let Some(b) = step.button() {
            e.insert("button".into(), json!(name(b)));
        }
        events.push(Value::Object(e));
    }
    let hands: Vec<Value> = evening
        .results()
        .iter()
        .zip(evening.hand_events())
        .enumerate()
        .map(|(h, (r, &event))| {
            let corrected = evening
                .steps()
                .iter()
                .enumerate()
                .filter(|(_, s)| matches!(s.note(), Note::Correction { hand, .. } if *hand == h + 1))
                .map(|(i, _)| i + 1)
                .collect::<Vec<_>>();
            let dealer = match evening.steps()[event].note() {
                Note::Hand { dealer, .. } => Some(name(*dealer)),
                _ => None,
            };
            let winners: Vec<&str> = r.winners().map(|l| l.player.as_str()).collect();
            json!({"hand": h + 1, "event": event + 1, "game": r.game(), "dealer": dealer, "pot": r.pot(),
                   "winners": winners, "corrected_at": corrected})
        })
        .collect();
    let mut games: Vec<(String, usize)> = Vec::new();
    for r in evening.results() {
        match games.iter_mut().find(|g| g.0 == r.game()) {
            Some(g) => g.1 += 1,
            None => games.push((r.game().to_string(), 1)),
        }
    }
    let games: Vec<Value> = games.into_iter().map(|(g, n)| json!({"game": g, "hands": n})).collect();
    let now = evening.now();
    let next = json!({
        "button": now.button().map(name),
        "chooses": evening.chooses(),
    });
    json!({
        "players": roster.names(),
        "chip_value": value.words(),
        "events": events,
        "hands": hands,
        "games": games,
        "next": next,
        "stacks": stacks_json(now.accounts(), roster),
        "presence": roster.names().iter().zip(now.accounts()).map(|(n, a)| (n.clone(), json!(a.presence.word()))).collect::<Map<String, Value>>(),
        "conserved": now.conserved(0),
        "settle_up": settle_json(evening, mode),
    })
}

fn lines_json(r: &HandResult, roster: &Roster) -> Value {
    let lines: Vec<Value> = r
        .lines()
        .iter()
        .map(|l| {
            let shown =
                roster.seat_of(&l.player).map_or_else(|| l.player.clone(), |s| roster.name(s).to_string());
            json!({"player": shown, "put_in": l.put_in, "won": l.won})
        })
        .collect();
    json!(lines)
}

/// The stacks of everyone who has arrived, by name in seat order; a player sitting out or gone is
/// marked.
fn stacks_json(accounts: &[crate::engine::evening::Account], roster: &Roster) -> Value {
    let mut out = Map::new();
    for (s, a) in accounts.iter().enumerate() {
        if a.presence != Presence::NotArrived {
            out.insert(roster.name(s).to_string(), json!(a.stack));
        }
    }
    Value::Object(out)
}

fn settle_json(evening: &Evening, mode: Mode) -> Value {
    let roster = evening.roster();
    let value = evening.chip_value();
    let settle = SettleUp::of(evening, mode);
    let party = |p: Party| match p {
        Party::Player(s) => roster.name(s).to_string(),
        Party::Bank => "the bank".to_string(),
    };
    let players: Vec<Value> = settle
        .balances()
        .iter()
        .map(|b| {
            json!({
                "player": roster.name(b.seat),
                "bought_in": b.bought_in,
                "cashed_out": b.cashed_out,
                "stack": b.stack,
                "net": b.net(),
                "net_money": value.money_words(b.net()),
            })
        })
        .collect();
    let transfers: Vec<Value> = settle
        .transfers()
        .iter()
        .map(|t| {
            json!({
                "from": party(t.from),
                "to": party(t.to),
                "chips": t.chips,
                "money": value.money_words(t.chips as i64),
                "words": format!("{} pays {} {}", party(t.from), party(t.to), amount_words(t.chips as i64, value)),
            })
        })
        .collect();
    let miscounts: Vec<String> = settle.miscounts().iter().map(|m| m.words(roster, value)).collect();
    json!({
        "mode": match mode { Mode::Pairs => "pairs", Mode::Bank => "bank" },
        "players": players,
        "transfers": transfers,
        "chips_in": settle.chips_in(),
        "chips_out": settle.chips_out(),
        "money_in": value.money_words(settle.chips_in() as i64),
        "money_out": value.money_words(settle.chips_out() as i64),
        "balanced": settle.chips_in() == settle.chips_out(),
        "check": settle.check_words(value),
        "miscounts": miscounts,
    })
}
