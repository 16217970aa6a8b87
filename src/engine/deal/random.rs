//! A whole hand played at random but legally, from the first card to the showdown: the table's
//! option choices, folds, bets and all-ins, every extra card and card action the game and options
//! allow, and dealing errors with their remedies. `cap deal --random` prints it; the property tests
//! drive thousands of them through the showdown. Every decision goes through [`Table::apply`], so a
//! hand here is a hand the dealing guide could have dealt.
//!
//! With random decisions the table records the betting ([`crate::engine::betting`]) under a random
//! structure (pot limit, no limit or fixed limit; blinds, straddles, an ante or a bomb pot), and
//! each player acts at random but legally from a random stack: folds, checks, calls, raises between
//! the minimum and the limit, all-ins for what is left; now and then a round is given by its street
//! totals instead. It makes the side pots, folds and all-ins a real table makes. Without random
//! decisions nobody bets: everyone puts in one chip.

use std::collections::BTreeMap;

use crate::engine::betting::{Action, Limit, Structure};
use crate::engine::card::Card;
use crate::engine::draft::Draft;
use crate::engine::game::Game;
use crate::engine::rng::XorShift;
use crate::engine::seating;

use super::{DeadWhy, DealError, DealOptions, DeckMode, EsgRemedy, Event, Pick, StepKind, Table, TableSetup};
use crate::engine::house_rules::{
    BuySchedule, ChristmasRule, EsgRule, ForcedDiscard, Neighbour, PassTheTrash, When,
};

/// What to decide at random.
#[derive(Clone, Debug, Default)]
pub struct RandomPlay {
    /// Draw the game's option choices and the dealing options at random (those given are kept).
    pub random_options: bool,
    /// Make decisions at random: folds, bets, extra cards, card actions, dealing errors. Without
    /// it, nobody folds or buys, card actions take the first cards, and no error happens.
    pub random_decisions: bool,
}

/// One hand, dealt to its end.
#[derive(Clone, Debug)]
pub struct PlayedHand {
    pub table: Table,
    /// The showdown's hand: cards, folds, dead hands, counts and contributions from the deal.
    pub draft: Draft,
    /// What happened, step by step, in words.
    pub log: Vec<String>,
}

/// Plays one hand of `game` for `n_players` in learn mode (the deck shuffled from `seed`).
/// `choices` and `options` are the table's; with `play.random_options` the unspecified ones are
/// drawn at random (a combination the table would refuse is drawn again), and without it no
/// options are the game's dealing defaults (its declaration's `dealing`).
pub fn play(
    game: &Game,
    n_players: usize,
    seed: u64,
    choices: &BTreeMap<String, String>,
    options: Option<DealOptions>,
    play: &RandomPlay,
) -> Result<PlayedHand, DealError> {
    let mut rng = XorShift::new(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut choices = choices.clone();
    if play.random_options {
        for option in &game.spec().options {
            if !choices.contains_key(&option.key) {
                let (key, _) = &option.choices[rng.below(option.choices.len())];
                choices.insert(option.key.clone(), key.clone());
            }
        }
    }
    let button = if play.random_decisions { rng.below(n_players.max(1)) } else { 0 };
    let deck = DeckMode::Shuffled { seed };
    let mut table = None;
    let mut last_error = None;
    for _ in 0..50 {
        let mut opts = match (&options, play.random_options) {
            (Some(o), _) => o.clone(),
            (None, true) => random_options(&mut rng),
            // The game's own defaults (its declaration's `dealing`), as a table of it starts.
            (None, false) => game.spec().dealing.options(),
        };
        if play.random_decisions && opts.betting.is_none() {
            opts.betting = Some(random_structure(&mut rng, n_players));
        }
        let setup = TableSetup { n_players, button, options: opts, deck: deck.clone() };
        match Table::new(game, &choices, setup) {
            Ok(t) => {
                table = Some(t);
                break;
            }
            // Options the table would refuse (burns that leave too few cards): draw again.
            Err(e @ (DealError::OptionConflict { .. } | DealError::NotEnoughCards { .. }))
                if options.is_none() && play.random_options =>
            {
                last_error = Some(e)
            }
            Err(e) => return Err(e),
        }
    }
    let table = match (table, last_error) {
        (Some(t), _) => t,
        (None, Some(e)) => return Err(e),
        (None, None) => return Err(DealError::OptionConflict { reason: "no options drawn".into() }),
    };
    Player { table, rng, random: play.random_decisions, log: vec![], stack: vec![] }.run()
}

/// A betting structure drawn at random: any limit, blinds of 1/2 to 5/10, sometimes straddles
/// (as many as the table allows, each twice the last), an ante or a bomb pot.
fn random_structure(rng: &mut XorShift, n: usize) -> Structure {
    let big = [2, 2, 4, 10][rng.below(4)];
    let limit = [Limit::PotLimit, Limit::PotLimit, Limit::NoLimit, Limit::FixedLimit][rng.below(4)];
    let most_straddles = n.saturating_sub(2).min(3);
    let k = if most_straddles > 0 && rng.below(4) == 0 { 1 + rng.below(most_straddles) } else { 0 };
    let straddles = (1..=k).map(|i| big << i).collect();
    let ante = if rng.below(5) == 0 { 1 } else { 0 };
    let bomb_pot = if rng.below(10) == 0 { 5 * big } else { 0 };
    Structure { limit, blinds: (big / 2, big), straddles, ante, bomb_pot }
}

/// Dealing options drawn at random, each action with its own timing.
fn random_options(rng: &mut XorShift) -> DealOptions {
    let mut coin = |p: usize| rng.below(100) < p;
    let when = |heads: bool| if heads { When::EveryStreet } else { When::PreFlop };
    let mut o = DealOptions { burns: coin(20), undealt_to_discards: coin(15), ..DealOptions::default() };
    o.esg = [EsgRule::Off, EsgRule::Esg, EsgRule::CatchUp][rng.below(3)];
    o.christmas = [ChristmasRule::Off, ChristmasRule::On, ChristmasRule::Grinch][rng.below(3)];
    if o.undealt_to_discards {
        o.christmas = ChristmasRule::Off;
    }
    if rng.below(100) < 30 {
        let to = [Neighbour::Left, Neighbour::Right, Neighbour::Chosen][rng.below(3)];
        o.pass_the_trash = Some(PassTheTrash { cards: 1 + rng.below(2), to, when: when(rng.below(2) == 0) });
    }
    if rng.below(100) < 30 {
        o.forced_discard = Some(ForcedDiscard { cards: 1, when: when(rng.below(2) == 0) });
    }
    if rng.below(100) < 30 {
        o.draw = Some(when(rng.below(2) == 0));
    }
    if rng.below(100) < 40 {
        let first_price = 1 + rng.below(20) as u64;
        o.buy = Some(BuySchedule {
            first_price,
            rise_per_street: rng.below(10) as u64,
            when: when(rng.below(2) == 0),
        });
    }
    o
}

struct Player {
    table: Table,
    rng: XorShift,
    random: bool,
    log: Vec<String>,
    /// Each seat's stack at the start of the hand (a soft limit: a bought card may go over it).
    stack: Vec<u64>,
}

impl Player {
    fn run(mut self) -> Result<PlayedHand, DealError> {
        let n = self.table.n_players();
        let big = self.table.betting().map_or(1, |b| b.structure().blinds.1.max(1));
        self.stack = (0..n).map(|_| big * (3 + self.rng.below(100) as u64)).collect();
        // Each loop applies at least one event, and a hand has a bounded number of them; a runaway
        // loop is a bug in the engine, reported rather than hung.
        for _ in 0..4000 {
            if self.random && self.table.betting_open() && self.betting_action()? {
                continue;
            }
            let step = self.table.next_step();
            match step.kind {
                StepKind::Showdown | StepKind::Uncontested { .. } => {
                    self.log.push(step.instruction.clone());
                    return Ok(self.finish());
                }
                _ => {}
            }
            if self.random && self.interject(&step.kind)? {
                continue;
            }
            self.log.push(step.instruction.clone());
            self.act(&step.kind, &step.players)?;
        }
        Err(DealError::OutOfOrder { event: "deal".into(), expected: "the hand to end".into() })
    }

    fn finish(self) -> PlayedHand {
        // Nobody named the seats: each has the seating rule's default name.
        let names: Vec<String> = (0..self.table.n_players()).map(seating::default_name).collect();
        // Without recorded betting everyone puts in one chip.
        let draft = self.table.showdown_draft(&names, 1, 1);
        PlayedHand { table: self.table, draft, log: self.log }
    }

    fn apply(&mut self, event: Event) -> Result<(), DealError> {
        let words = format!("{event:?}");
        self.table.apply(event)?;
        self.log.push(words);
        Ok(())
    }

    /// One random but legal action by the player to act, or a round settled by its totals.
    /// Returns whether the betting took an event (false: the round is over).
    fn betting_action(&mut self) -> Result<bool, DealError> {
        let Some(b) = self.table.betting() else { return Ok(false) };
        let Some(o) = b.options() else { return Ok(false) };
        let p = o.player;
        let in_street = b.street_bet(p);
        let left = self.stack[p].saturating_sub(b.contributed()[p]);
        if self.rng.below(100) < 1 {
            // The dealer gives the round's totals: everyone able to act calls or folds.
            let current = (0..self.table.n_players()).map(|q| b.street_bet(q)).max().unwrap_or(0);
            let mut totals = vec![];
            let mut all_in = vec![];
            for q in 0..self.table.n_players() {
                let can = b.folded().get(q) == Some(&false) && b.all_in().get(q) == Some(&false);
                let now = b.street_bet(q);
                let room = now + self.stack[q].saturating_sub(b.contributed()[q]);
                totals.push(match (can, self.rng.below(100) < 15) {
                    (true, false) if room < current => {
                        all_in.push(q);
                        room.max(now)
                    }
                    (true, false) => current,
                    _ => now,
                });
            }
            if self.apply(Event::StreetTotals { totals, all_in }).is_ok() {
                return Ok(true);
            }
        }
        let roll = self.rng.below(100);
        let all_in_to = in_street + left;
        let mut tries = vec![];
        if o.to_call > 0 && roll < 12 {
            tries.push(Action::Fold);
        }
        if roll >= 90 && left > 0 {
            tries.push(Action::AllIn(all_in_to));
        }
        if let Some(min) = o.min_raise_to.filter(|_| (50..90).contains(&roll)) {
            let max = o.max_raise_to.unwrap_or(min.saturating_mul(3)).max(min);
            let to = min + self.rng.below((max - min + 1).min(1 << 20) as usize) as u64;
            tries.push(if to >= all_in_to && left > 0 {
                Action::AllIn(all_in_to)
            } else {
                Action::BetTo(to)
            });
        }
        if o.to_call == 0 {
            tries.push(Action::Check);
        } else if o.to_call >= left && left > 0 {
            tries.push(Action::AllIn(all_in_to));
        }
        tries.push(Action::Call);
        tries.push(Action::Fold);
        for action in tries {
            if self.apply(Event::Bet { player: p, action }).is_ok() {
                return Ok(true);
            }
        }
        Err(DealError::Betting { message: format!("seat {} had no legal action", p + 1) })
    }

    /// Maybe a decision off the script before the step: a fold, a bought card, a dealing error.
    /// Returns whether an event was applied.
    fn interject(&mut self, kind: &StepKind) -> Result<bool, DealError> {
        let n = self.table.n_players();
        let roll = self.rng.below(1000);
        let live: Vec<usize> = (0..n).filter(|p| self.table.is_in(*p)).collect();
        let someone = live[self.rng.below(live.len())];
        let event = match roll {
            0..=59 => match self.table.buy_price() {
                Some(price) => {
                    if self.table.apply(Event::Buy { player: someone }).is_ok() {
                        self.log.push(format!("Seat {} buys a card for {price}", someone + 1));
                        return Ok(true);
                    }
                    return Ok(false);
                }
                _ => return Ok(false),
            },
            60..=79 => Event::Exposed { card: None, stop_betting: self.rng.below(4) == 0 },
            80..=87 if self.table.misdeal_allowed() && self.table.misdeals() < 2 => Event::Misdeal,
            88..=97 if !matches!(kind, StepKind::HoleCards { .. }) => {
                Event::TakenBack { player: someone, cards: 1 }
            }
            98..=103 if live.len() > 1 => Event::DeadHand { player: someone, why: DeadWhy::TooManyCards },
            104..=125 => Event::EsgMisdealt {
                remedy: [
                    EsgRemedy::ReturnUnseen,
                    EsgRemedy::KeepAll,
                    EsgRemedy::ShuffleBack,
                    EsgRemedy::DealToAll,
                ][self.rng.below(4)],
            },
            126..=129 if live.len() > 1 => Event::Fold { player: someone },
            _ => return Ok(false),
        };
        // Some errors are not possible at this point (a misdeal after the flop, ESG with too few
        // discards): the engine refuses them and the hand goes on.
        // A misdeal returns the bets itself: the engine's betting starts again from the posts.
        Ok(self.apply(event).is_ok())
    }

    /// Does the step: deal, or each waiting player's card action.
    fn act(&mut self, kind: &StepKind, players: &[usize]) -> Result<(), DealError> {
        match kind {
            StepKind::AskGrinch(_) => {
                let christmas = !self.random || self.rng.below(2) == 0;
                self.apply(Event::Grinch { christmas })
            }
            StepKind::ThrowOne => {
                let p = players[0];
                if self.random && self.rng.below(100) < 4 && self.live_count() > 1 {
                    return self.apply(Event::DeadHand { player: p, why: DeadWhy::DidNotThrow });
                }
                let pick = self.pick(p, 1);
                self.apply(Event::Discard { player: p, pick })
            }
            StepKind::ForcedDiscard { cards } => {
                let p = players[0];
                let pick = self.pick(p, *cards);
                self.apply(Event::Discard { player: p, pick })
            }
            StepKind::PassTrash { cards, to } => {
                let p = players[0];
                let pick = self.pick(p, *cards);
                let to = (*to == Neighbour::Chosen).then(|| {
                    let others: Vec<usize> =
                        (0..self.table.n_players()).filter(|q| *q != p && self.table.is_in(*q)).collect();
                    others[self.rng.below(others.len())]
                });
                self.apply(Event::Pass { player: p, pick, to })
            }
            StepKind::Draw => {
                let p = players[0];
                let held = self.table.hand(p).len();
                let mut k = if self.random { self.rng.below(held.min(4) + 1) } else { 0 };
                loop {
                    let pick = self.pick(p, k);
                    match self.table.apply(Event::Draw { player: p, pick }) {
                        Ok(()) => {
                            self.log.push(format!("Seat {} draws {k}", p + 1));
                            return Ok(());
                        }
                        // Not enough spare cards for that many: draw fewer.
                        Err(DealError::NoSpareCard { .. }) if k > 0 => k -= 1,
                        Err(e) => return Err(e),
                    }
                }
            }
            StepKind::ChosenBoard { cards, choices } if self.random => {
                // The last aggressor picks the places, then the dealer deals there.
                let mut choices = choices.clone();
                self.rng.shuffle(&mut choices);
                choices.truncate(*cards);
                self.apply(Event::Place { positions: choices })?;
                self.apply(Event::Dealt)
            }
            _ => self.apply(Event::Dealt),
        }
    }

    fn live_count(&self) -> usize {
        (0..self.table.n_players()).filter(|p| self.table.is_in(*p)).count()
    }

    /// `k` of the player's cards (at most what they hold), chosen at random.
    fn pick(&mut self, player: usize, k: usize) -> Pick {
        let mut hand: Vec<Card> = self.table.hand(player).iter().flatten().copied().collect();
        if self.random {
            self.rng.shuffle(&mut hand);
        }
        hand.truncate(k);
        Pick::Cards(hand)
    }
}
