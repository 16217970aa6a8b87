//! The whole evening at one table (issue 34): the players, what a chip is worth, and an ordered log
//! of what happened — buy-ins, rebuys, cash-outs, arrivals and departures, sitting out, every hand's
//! result and every correction — from which the stacks after each event are replayed.
//!
//! Why a log and not a table of stacks: the same reason as the dealing guide's events
//! (`src/engine/deal/`). A stack written down cannot say why it is what it is; a log can, and a
//! hand corrected an hour later re-flows every later stack by replaying, never by patching numbers.
//! No state the log cannot reach is stored: [`Step`]s are derived, and rebuilt on a correction.
//!
//! Invariants, after every event (checked as each event is pushed; an event that would break one
//! is refused naming the event, the hand, the player and the amount, and the evening is left as it
//! was):
//! - the chips are conserved: the stacks add up to the buy-ins less the cash-outs (hands enter
//!   the log whole, so no chips are in a pot between events);
//! - no stack is negative: a hand in which a player puts in more than they have, or a cash-out of
//!   more than the stack, is refused;
//! - every hand pays out exactly what was put in ([`hand_result::HandResult::new`]);
//! - every amount and every total is within [`crate::engine::amount::MAX_MONEY`], and so is the
//!   buy-ins' worth in money ([`money::ChipValue::worth`]), so no sum or product can wrap.
//!
//! The button (docs/evening.md, "The button and the choice of game"): after each hand it moves one
//! seat clockwise, to the next player seated and not sitting out; the player on the button calls
//! the next game (the guide's "dealer's choice style").

pub mod hand_result;
pub mod money;
pub mod refusal;
pub mod roster;
pub mod settle;

use hand_result::HandResult;
use money::ChipValue;
use refusal::{EveningError, Refusal};
use roster::Roster;

/// One thing that happened at the table, as given (the evening checks it when it is pushed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A player's first buy-in, which seats them (after the first hand: they join late). A
    /// player who left and comes back buys in again.
    BuyIn {
        player: String,
        chips: u64,
    },
    /// More chips for a seated player: a rebuy after going broke, or a top-up.
    Rebuy {
        player: String,
        chips: u64,
    },
    /// Chips taken off the table for money (at most the stack); the player stays seated.
    CashOut {
        player: String,
        chips: u64,
    },
    /// The player leaves the table; whatever is left of their stack is cashed out.
    Leave {
        player: String,
    },
    /// The player is not dealt in until they return; the button passes them by.
    SitOut {
        player: String,
    },
    Return {
        player: String,
    },
    /// A stack counted at the table; a count that differs from the log is reported by the
    /// settle-up (it changes nothing: the hands say what the stack is).
    Count {
        player: String,
        chips: u64,
    },
    /// A hand played: each player's chips in and out.
    Hand(HandResult),
    /// Hand `hand` (from 1) had this result instead: every later stack re-flows.
    Correct {
        hand: usize,
        result: HandResult,
    },
}

/// Where a player is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    /// Not bought in yet.
    NotArrived,
    /// Seated and dealt in.
    Seated,
    /// Seated but not dealt in.
    SittingOut,
    /// Left the table (a new buy-in seats them again).
    Left,
}

impl Presence {
    /// Has a seat (and so chips on the table, possibly none).
    pub fn has_seat(self) -> bool {
        matches!(self, Presence::Seated | Presence::SittingOut)
    }

    /// The word the evening file and `cap evening` use.
    pub fn word(self) -> &'static str {
        match self {
            Presence::NotArrived => "not arrived",
            Presence::Seated => "seated",
            Presence::SittingOut => "sitting out",
            Presence::Left => "left",
        }
    }
}

/// One player's chips and place after an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Account {
    pub stack: u64,
    pub bought_in: u64,
    pub cashed_out: u64,
    pub presence: Presence,
}

/// A player whose stack (or, for a player who has left, whose cash-out) a correction changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Change {
    pub seat: usize,
    pub was: u64,
    pub now: u64,
    /// Cashed out so far, before and after: a player who left with the stack a corrected hand
    /// changes took a different amount away, and the settle-up now counts the corrected one.
    pub cashed_was: u64,
    pub cashed_now: u64,
}

/// What an event did, beyond the stacks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    Nothing,
    /// A first buy-in; `late` when hands had been played already.
    Joined {
        late: bool,
    },
    /// A player left, cashing out `cashed` chips.
    Left {
        cashed: u64,
    },
    /// Hand `number` (from 1) was dealt by `dealer`.
    Hand {
        number: usize,
        dealer: usize,
    },
    /// Hand `hand` was corrected; these players' stacks changed (seat order).
    Correction {
        hand: usize,
        changed: Vec<Change>,
    },
    /// A stack was counted at the table: `counted` against the log's `stack`.
    Count {
        seat: usize,
        counted: u64,
        stack: u64,
    },
}

/// The table after one event: every player's account, the next hand's dealer, and what the event
/// did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    accounts: Vec<Account>,
    button: Option<usize>,
    hands: usize,
    note: Note,
}

impl Step {
    fn start(players: usize, button: Option<usize>) -> Step {
        let account = Account { stack: 0, bought_in: 0, cashed_out: 0, presence: Presence::NotArrived };
        Step { accounts: vec![account; players], button, hands: 0, note: Note::Nothing }
    }

    /// Each player's account, in seat order.
    pub fn accounts(&self) -> &[Account] {
        &self.accounts
    }

    /// The seat of the next hand's dealer, once known (the player who calls the next game).
    pub fn button(&self) -> Option<usize> {
        self.button
    }

    /// Hands played so far.
    pub fn hands(&self) -> usize {
        self.hands
    }

    pub fn note(&self) -> &Note {
        &self.note
    }

    /// Every stack added up.
    pub fn chips_on_table(&self) -> u64 {
        self.accounts.iter().map(|a| a.stack).sum()
    }

    /// Whether the chips are conserved: the stacks plus `in_pot` (the chips of a hand being
    /// played, 0 between events) equal the buy-ins less the cash-outs.
    pub fn conserved(&self, in_pot: u64) -> bool {
        let bought: u64 = self.accounts.iter().map(|a| a.bought_in).sum();
        let cashed: u64 = self.accounts.iter().map(|a| a.cashed_out).sum();
        bought.checked_sub(cashed) == Some(self.chips_on_table() + in_pot)
    }
}

/// An evening: its players, its chip value and its log, with the table after every event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evening {
    roster: Roster,
    chip_value: ChipValue,
    start: Step,
    log: Vec<Event>,
    steps: Vec<Step>,
    /// The event index of each hand, by hand number less one.
    hand_events: Vec<usize>,
    /// Each hand's result as now known (the latest correction's), by hand number less one.
    results: Vec<HandResult>,
}

impl Evening {
    /// An evening with nobody seated yet. `first_button` is the first hand's dealer when the first
    /// hand does not say (a hand file always says).
    pub fn new(roster: Roster, chip_value: ChipValue, first_button: Option<usize>) -> Evening {
        let first_button = first_button.filter(|&b| b < roster.len());
        let start = Step::start(roster.len(), first_button);
        Evening {
            roster,
            chip_value,
            start,
            log: vec![],
            steps: vec![],
            hand_events: vec![],
            results: vec![],
        }
    }

    pub fn roster(&self) -> &Roster {
        &self.roster
    }

    pub fn chip_value(&self) -> ChipValue {
        self.chip_value
    }

    /// The events, in order.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    /// The table after each event (same index as [`Evening::log`]), corrections included.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// The table now.
    pub fn now(&self) -> &Step {
        self.steps.last().unwrap_or(&self.start)
    }

    /// Each hand's result as now known, by hand number less one.
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    /// The event index of each hand, by hand number less one.
    pub fn hand_events(&self) -> &[usize] {
        &self.hand_events
    }

    /// The player who calls the next game: the button's, by default (dealer's choice).
    pub fn chooses(&self) -> Option<&str> {
        self.now().button.map(|b| self.roster.name(b))
    }

    /// Adds an event at the end, or refuses it (naming the event, the hand, the player and the
    /// amount) and leaves the evening as it was.
    ///
    /// ```
    /// use cap::engine::evening::{Evening, Event, roster::Roster, money::ChipValue};
    /// let mut e = Evening::new(Roster::new(&["Ann", "Ben"]).unwrap(), ChipValue::chips_only(), None);
    /// e.push(Event::BuyIn { player: "Ann".into(), chips: 100 }).unwrap();
    /// let err = e.push(Event::CashOut { player: "Ann".into(), chips: 150 }).unwrap_err();
    /// assert_eq!(err.to_string(), "event 2: Ann cashes out 150 chips but has 100");
    /// ```
    pub fn push(&mut self, event: Event) -> Result<&Step, EveningError> {
        let index = self.log.len();
        let at = |hand: Option<usize>, refusal: Refusal| EveningError { event: index + 1, hand, refusal };
        match &event {
            Event::Correct { hand, result } => {
                let Some(&first) = hand.checked_sub(1).and_then(|h| self.hand_events.get(h)) else {
                    let hands = self.hand_events.len();
                    return Err(at(None, Refusal::NoSuchHand { hand: *hand, hands }));
                };
                let mut results = self.results.clone();
                results[hand - 1] = result.clone();
                let before = if first == 0 { self.start.clone() } else { self.steps[first - 1].clone() };
                let mut reflowed = Vec::with_capacity(index - first);
                let mut state = before;
                for j in first..index {
                    state = match self.log[j] {
                        // A correction changes no stack itself; its note stays as it was given.
                        Event::Correct { .. } => Step { note: self.steps[j].note.clone(), ..state },
                        _ => self.apply(&state, &self.log[j], &results).map_err(|refusal| {
                            let hand_of_j = self.hand_events.iter().position(|&e| e == j).map(|h| h + 1);
                            at(
                                Some(*hand),
                                Refusal::Reflow {
                                    correction_of: *hand,
                                    event: j + 1,
                                    hand: hand_of_j,
                                    refusal: Box::new(refusal),
                                },
                            )
                        })?,
                    };
                    reflowed.push(state.clone());
                }
                let changed = self
                    .now()
                    .accounts
                    .iter()
                    .zip(&state.accounts)
                    .enumerate()
                    .filter(|(_, (was, now))| was.stack != now.stack || was.cashed_out != now.cashed_out)
                    .map(|(seat, (was, now))| Change {
                        seat,
                        was: was.stack,
                        now: now.stack,
                        cashed_was: was.cashed_out,
                        cashed_now: now.cashed_out,
                    })
                    .collect();
                let step = Step { note: Note::Correction { hand: *hand, changed }, ..state };
                self.steps.splice(first..index, reflowed);
                self.results = results;
                self.steps.push(step);
            }
            _ => {
                let hand = matches!(event, Event::Hand(_)).then_some(self.hand_events.len() + 1);
                let step = self.apply(self.now(), &event, &self.results).map_err(|r| at(hand, r))?;
                if let Event::Hand(result) = &event {
                    self.hand_events.push(index);
                    self.results.push(result.clone());
                }
                self.steps.push(step);
            }
        }
        self.log.push(event);
        debug_assert!(self.now().conserved(0), "the chips are conserved after every event");
        Ok(self.now())
    }

    /// The table after `event` from `state`. A hand already in the log takes its result from
    /// `results` by its number (the latest correction's, when re-flowing); a new hand, its own.
    fn apply(&self, state: &Step, event: &Event, results: &[HandResult]) -> Result<Step, Refusal> {
        let mut next = Step { note: Note::Nothing, ..state.clone() };
        let seat = |name: &str| {
            self.roster.seat_of(name).ok_or_else(|| Refusal::UnknownPlayer { name: name.to_string() })
        };
        match event {
            Event::BuyIn { player, chips } | Event::Rebuy { player, chips } => {
                let s = seat(player)?;
                let first = matches!(event, Event::BuyIn { .. });
                let name = self.roster.name(s).to_string();
                let a = &mut next.accounts[s];
                match (first, a.presence.has_seat()) {
                    (true, true) => return Err(Refusal::AlreadySeated { player: name }),
                    (false, false) => return Err(Refusal::NotSeated { player: name, doing: "rebuy" }),
                    _ => {}
                }
                let doing = if first { "buys in" } else { "rebuys" };
                if *chips == 0 {
                    return Err(Refusal::Zero { player: name, doing });
                }
                let too_large = |message: String| Refusal::TooLarge { message };
                crate::engine::amount::check(*chips, &format!("{name}'s buy-in of")).map_err(too_large)?;
                let bought = crate::engine::amount::total(
                    state.accounts.iter().map(|a| a.bought_in).chain([*chips]),
                    &format!("with {name}'s {chips} chips, the evening's buy-ins"),
                )
                .map_err(too_large)?;
                self.chip_value
                    .worth(bought, &format!("with {name}'s {chips} chips, the buy-ins' worth in money"))
                    .map_err(too_large)?;
                a.stack += chips;
                a.bought_in += chips;
                if first {
                    a.presence = Presence::Seated;
                    next.note = Note::Joined { late: state.hands > 0 };
                    if next.button.is_none() {
                        next.button = Some(s);
                    }
                }
            }
            Event::CashOut { player, chips } => {
                let s = seat(player)?;
                let name = self.roster.name(s).to_string();
                let a = &mut next.accounts[s];
                if !a.presence.has_seat() {
                    return Err(Refusal::NotSeated { player: name, doing: "cash out" });
                }
                if *chips == 0 {
                    return Err(Refusal::Zero { player: name, doing: "cashes out" });
                }
                if *chips > a.stack {
                    return Err(Refusal::CashOutMoreThanStack {
                        player: name,
                        chips: *chips,
                        stack: a.stack,
                    });
                }
                a.stack -= chips;
                a.cashed_out += chips;
            }
            Event::Leave { player } => {
                let s = seat(player)?;
                let a = &mut next.accounts[s];
                if !a.presence.has_seat() {
                    return Err(Refusal::NotSeated {
                        player: self.roster.name(s).to_string(),
                        doing: "leave",
                    });
                }
                let cashed = a.stack;
                a.cashed_out += cashed;
                a.stack = 0;
                a.presence = Presence::Left;
                next.note = Note::Left { cashed };
                if next.button == Some(s) {
                    next.button = next_dealer(&next.accounts, s);
                }
            }
            Event::SitOut { player } => {
                let s = seat(player)?;
                let name = self.roster.name(s).to_string();
                match next.accounts[s].presence {
                    Presence::Seated => next.accounts[s].presence = Presence::SittingOut,
                    Presence::SittingOut => {
                        return Err(Refusal::SittingOut { player: name, doing: "sit out again" })
                    }
                    _ => return Err(Refusal::NotSeated { player: name, doing: "sit out" }),
                }
                if next.button == Some(s) {
                    next.button = next_dealer(&next.accounts, s);
                }
            }
            Event::Return { player } => {
                let s = seat(player)?;
                let name = self.roster.name(s).to_string();
                match next.accounts[s].presence {
                    Presence::SittingOut => next.accounts[s].presence = Presence::Seated,
                    _ => return Err(Refusal::NotSittingOut { player: name }),
                }
                if next.button.is_none() {
                    next.button = Some(s);
                }
            }
            Event::Count { player, chips } => {
                let s = seat(player)?;
                let name = self.roster.name(s).to_string();
                crate::engine::amount::check(*chips, &format!("{name}'s counted"))
                    .map_err(|message| Refusal::TooLarge { message })?;
                next.note = Note::Count { seat: s, counted: *chips, stack: next.accounts[s].stack };
            }
            Event::Hand(own) => {
                let number = state.hands + 1;
                let result = results.get(number - 1).unwrap_or(own);
                let mut seats = Vec::with_capacity(result.lines().len());
                for line in result.lines() {
                    let s = seat(&line.player)?;
                    let name = self.roster.name(s).to_string();
                    let a = &mut next.accounts[s];
                    match a.presence {
                        Presence::Seated => {}
                        Presence::SittingOut => {
                            return Err(Refusal::SittingOut { player: name, doing: "be dealt in" })
                        }
                        _ => return Err(Refusal::NotSeated { player: name, doing: "be dealt in" }),
                    }
                    if line.put_in > a.stack {
                        return Err(Refusal::MoreThanStack {
                            player: name,
                            put_in: line.put_in,
                            stack: a.stack,
                        });
                    }
                    // Conserved by the result's check: every stack stays within the buy-ins.
                    a.stack = a.stack - line.put_in + line.won;
                    seats.push(s);
                }
                let dealer = match result.button() {
                    Some(name) => seat(name)?,
                    None => state.button.unwrap_or(seats[0]),
                };
                next.hands = number;
                next.button = next_dealer(&next.accounts, dealer);
                next.note = Note::Hand { number, dealer };
            }
            Event::Correct { .. } => {}
        }
        Ok(next)
    }
}

/// The next dealer: the first player clockwise after `seat` who is seated and dealt in (the
/// button moves one seat, passing empty seats and players sitting out), `None` if nobody is.
fn next_dealer(accounts: &[Account], seat: usize) -> Option<usize> {
    let n = accounts.len();
    (1..=n).map(|k| (seat + k) % n).find(|&s| accounts[s].presence == Presence::Seated)
}

#[cfg(test)]
mod tests {
    use super::hand_result::ResultLine;
    use super::*;

    fn evening(names: &[&str]) -> Evening {
        Evening::new(Roster::new(names).unwrap(), ChipValue::chips_only(), None)
    }

    fn buy(e: &mut Evening, p: &str, chips: u64) {
        e.push(Event::BuyIn { player: p.into(), chips }).unwrap();
    }

    fn hand(lines: &[(&str, u64, u64)]) -> HandResult {
        let lines =
            lines.iter().map(|&(p, put_in, won)| ResultLine { player: p.into(), put_in, won }).collect();
        HandResult::new("holdem/high", None, lines).unwrap()
    }

    fn stacks(e: &Evening) -> Vec<u64> {
        e.now().accounts().iter().map(|a| a.stack).collect()
    }

    #[test]
    fn a_hand_moves_chips_and_the_button() {
        let mut e = evening(&["Ann", "Ben", "Cat"]);
        for p in ["Ann", "Ben", "Cat"] {
            buy(&mut e, p, 100);
        }
        assert_eq!(e.chooses(), Some("Ann"));
        e.push(Event::Hand(hand(&[("Ann", 20, 0), ("Ben", 20, 40), ("Cat", 0, 0)]))).unwrap();
        assert_eq!(stacks(&e), [80, 120, 100]);
        assert_eq!(e.now().note(), &Note::Hand { number: 1, dealer: 0 });
        assert_eq!(e.chooses(), Some("Ben"));
        e.push(Event::SitOut { player: "Cat".into() }).unwrap();
        e.push(Event::Hand(hand(&[("Ann", 10, 20), ("Ben", 10, 0)]))).unwrap();
        assert_eq!(e.chooses(), Some("Ann"), "the button passes a player sitting out");
        assert!(e.now().conserved(0));
    }

    #[test]
    fn refusals_name_the_event_the_hand_the_player_and_the_amount() {
        let mut e = evening(&["Ann", "Ben"]);
        buy(&mut e, "Ann", 100);
        buy(&mut e, "Ben", 50);
        let err = e.push(Event::Hand(hand(&[("Ann", 60, 120), ("Ben", 60, 0)]))).unwrap_err();
        assert_eq!(err.to_string(), "event 3 (hand 1): Ben puts in 60 chips but has 50");
        let err = e.push(Event::Rebuy { player: "Cat".into(), chips: 5 }).unwrap_err();
        assert_eq!(err.to_string(), "event 3: \"Cat\" is not one of the evening's players");
        let err = e.push(Event::BuyIn { player: "ann".into(), chips: 5 }).unwrap_err();
        assert!(err.to_string().contains("Ann is already seated"), "{err}");
        assert_eq!(e.log().len(), 2, "a refused event leaves the evening as it was");
        assert!(e.results().is_empty());
    }

    #[test]
    fn a_correction_reflows_later_stacks_and_names_who_changed() {
        let mut e = evening(&["Ann", "Ben", "Cat"]);
        for p in ["Ann", "Ben", "Cat"] {
            buy(&mut e, p, 100);
        }
        e.push(Event::Hand(hand(&[("Ann", 50, 100), ("Ben", 50, 0)]))).unwrap();
        e.push(Event::Hand(hand(&[("Ann", 10, 0), ("Cat", 10, 20)]))).unwrap();
        assert_eq!(stacks(&e), [140, 50, 110]);
        e.push(Event::Correct { hand: 1, result: hand(&[("Ann", 50, 0), ("Ben", 50, 100)]) }).unwrap();
        assert_eq!(stacks(&e), [40, 150, 110]);
        let Note::Correction { hand: 1, changed } = e.now().note() else { panic!() };
        let change = |seat, was, now| Change { seat, was, now, cashed_was: 0, cashed_now: 0 };
        assert_eq!(changed, &[change(0, 140, 40), change(1, 50, 150)]);
        assert_eq!(e.steps()[3].accounts()[0].stack, 50, "hand 1's step shows the corrected result");
        // A correction that would leave a later hand impossible is refused, naming that hand.
        let mut e2 = evening(&["Ann", "Ben"]);
        buy(&mut e2, "Ann", 100);
        buy(&mut e2, "Ben", 100);
        e2.push(Event::Hand(hand(&[("Ann", 50, 100), ("Ben", 50, 0)]))).unwrap();
        e2.push(Event::Hand(hand(&[("Ann", 150, 200), ("Ben", 50, 0)]))).unwrap();
        let err = e2.push(Event::Correct { hand: 1, result: hand(&[("Ann", 50, 0), ("Ben", 50, 100)]) });
        assert_eq!(
            err.unwrap_err().to_string(),
            "event 5 (hand 1): the correction of hand 1 makes event 4 (hand 2) impossible: Ann puts in 150 \
             chips but has 50"
        );
        assert_eq!(e2.now().accounts()[0].stack, 200, "the refused correction changed nothing");
    }
}
