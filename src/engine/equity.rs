//! Who's ahead: each live player's share of the pot and of each point, from a partial deal of any
//! game — exact when the unknowns are few, sampled (with its standard error, from a seed)
//! otherwise. The showdown itself scores each completed deal, so equity follows the game's own
//! rules: Omaha-style, make-5, hold'em-style and hand points, low qualifiers, split pot or points,
//! side pots from the contributions.
//!
//! The unknowns are the board places still empty, each live player's own places not dealt yet (a
//! Ring of Fire ring card before the pre-flop deal is done) and any hole cards not known (a
//! player's cards face down, or some of them). Exact enumeration goes over every completion: each
//! empty board or own place takes each unseen card in turn, each player's unknown hole cards each
//! set of unseen cards (order within a hand does not matter), so every completion has the same
//! weight. Sampling deals
//! the unknowns from a shuffled stock, [`Run::step`] at a time, so a screen can show it filling in.
//!
//! Throw dem: a player holding more hole cards than the showdown allows throws one after each
//! street still to come, the last after the river is dealt, so with every card out they keep the
//! cards that make their best hand (for the first point, then the next, in calculation order).
//! Where the table throws before each street's cards (option `throws`), a throw still to come is
//! a choice made without those cards, so equity is refused until the throws are made or every
//! card is out.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::game::{HoleCards, PointSource, Rules, Scope};
use crate::engine::ranking::HandValue;
use crate::engine::rng::XorShift;
use crate::engine::select::best_value;
use crate::engine::showdown::{Hand, Seat, ShowdownReport};

/// A seat's hole cards in a deal in progress: those known and how many more are unknown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hole {
    pub known: Vec<Card>,
    pub unknown: usize,
}

impl Hole {
    /// Every card known.
    pub fn known(cards: Vec<Card>) -> Hole {
        Hole { known: cards, unknown: 0 }
    }
}

/// A deal in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Partial {
    pub rules: Rules,
    /// Each seat's hole cards, `None` for a folded seat.
    pub holes: Vec<Option<Hole>>,
    /// Each seat's own cards (a ring card), by position index.
    pub own: Vec<Vec<(usize, Card)>>,
    /// Board places already dealt.
    pub board: Vec<(usize, Card)>,
    /// Cards known to be out of the deck (folded hands shown, burns seen, discards).
    pub dead: Vec<Card>,
    /// What each seat put in (money, whole numbers of `chip`), for the pot's share as the showdown
    /// pays it (side pots, chips given back, odd chips); empty: the live seats put in alike.
    pub contributed: Vec<u64>,
    /// Of `contributed`, what each seat paid for bought cards: in the main pot, not a bet (as the
    /// showdown counts it); empty: nothing bought.
    pub bought: Vec<u64>,
    /// The smallest chip's value: the showdown cuts the pot in whole chips of it, so the odd
    /// chips, and with them each share, depend on it (0 reads as 1).
    pub chip: u64,
    /// Each seat's hand declared dead, and why (a dealing error's remedy, or more hole cards than
    /// the deal leaves): it contests nothing and its chips stay in, as at the showdown; empty:
    /// none.
    pub dead_hands: Vec<Option<String>>,
    /// The button's seat (odd chips go by it).
    pub button: usize,
    /// Each seat's dynamic-points picks as point indices (see [`Rules::picked_points`]), once made;
    /// empty when nobody has picked.
    /// The picks are made at showdown, after the river betting, so equity in a dynamic-points game
    /// counts only once every live seat has picked: who contests each board is their choice, not
    /// the cards'.
    pub picks: Vec<Vec<usize>>,
}

/// One point's odds, by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct PointOdds {
    pub label: String,
    /// The chance of winning the point alone.
    pub win: Vec<f64>,
    /// The chance of sharing it.
    pub tie: Vec<f64>,
    /// The chance that nobody qualifies (a low point).
    pub nobody: f64,
}

/// Each seat's expected share.
#[derive(Clone, Debug, PartialEq)]
pub struct Equity {
    /// The expected fraction of every chip in the pot (side pots included), by seat (folded
    /// seats 0): the mean over the completions of what [`Hand::resolve`] pays the seat, odd chips
    /// included, over the chips in the pot. They add up to 1.
    pub pot: Vec<f64>,
    /// Its standard error (0 when exact).
    pub std_error: Vec<f64>,
    pub points: Vec<PointOdds>,
    /// The chance of taking every point that someone wins, alone.
    pub scoop: Vec<f64>,
    /// Completions scored.
    pub boards: usize,
    /// Whether every completion was scored.
    pub exact: bool,
    /// By seat, why its hand is dead in every completion, as the showdown says it (a hand declared
    /// dead, too many hole cards, a pick that forfeits): it wins nothing, and its share is only
    /// chips nobody else matched, given back.
    pub dead: Vec<Option<String>>,
    /// With one card to come (one board place, or one player's own place), what each card does,
    /// once every completion is scored.
    pub outs: Option<Outs>,
}

/// With one card to come: each seat's winning and tying cards ("outs"), found by scoring every
/// card the place can take.
#[derive(Clone, Debug, PartialEq)]
pub struct Outs {
    /// The cards the place can take (every unseen card), in deck order: one completion each.
    pub cards: Vec<Card>,
    /// By seat (empty for a seat folded or dead).
    pub seats: Vec<SeatOuts>,
}

/// One seat's outs: the cards that win and those that tie, for the whole hand and for each point.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SeatOuts {
    /// The cards with which the seat wins, alone, every point that someone wins (a scoop).
    pub win: Vec<Card>,
    /// The cards with which the seat is among the winners of every point that someone wins,
    /// without scooping: the hand is chopped.
    pub tie: Vec<Card>,
    /// By point, in the game's calculation order: the cards that win it alone (`.0`) and those
    /// that share it (`.1`).
    pub points: Vec<(Vec<Card>, Vec<Card>)>,
}

impl Outs {
    /// Each card with each point's winners (seat masks), in the order scored.
    fn from_patterns(cards: Vec<Card>, winners: &[Vec<u64>], n_seats: usize, n_points: usize) -> Outs {
        let mut seats =
            vec![
                SeatOuts { points: vec![(Vec::new(), Vec::new()); n_points], ..SeatOuts::default() };
                n_seats
            ];
        for (&card, points) in cards.iter().zip(winners) {
            let won: Vec<u64> = points.iter().copied().filter(|w| *w != 0).collect();
            for (seat, outs) in seats.iter_mut().enumerate() {
                let bit = 1u64 << seat;
                for (k, &w) in points.iter().enumerate() {
                    if w == bit {
                        outs.points[k].0.push(card);
                    } else if w & bit != 0 {
                        outs.points[k].1.push(card);
                    }
                }
                if !won.is_empty() && won.iter().all(|w| *w == bit) {
                    outs.win.push(card);
                } else if !won.is_empty() && won.iter().all(|w| w & bit != 0) {
                    outs.tie.push(card);
                }
            }
        }
        Outs { cards, seats }
    }
}

/// The most hands one equity count may value, over every completion it scores. Hands valued
/// differ in cost a hundredfold (an Omaha-style high hand is found by a search that values few of
/// the pools counted; a least-suits low or a shared ring's boards cost about 350 ns each), so this
/// is about two seconds natively for an Omaha-style game and a few minutes at the very dearest
/// (docs/declaration.md, "Cost"): 20,000 trials of a six-handed double board fit (about 53
/// million), a game near the showdown's budget samples a few hundred. A count is bounded by this
/// work, not by its number of completions.
pub const WORK_BUDGET: u128 = 400_000_000;

/// Equity of a partial deal: every completion when there are at most `budget` of them, else
/// `budget` random completions drawn from `seed` — fewer when that many would value more than
/// [`WORK_BUDGET`] hands ([`Run::trials_within`]).
pub fn equity(partial: &Partial, budget: usize, seed: u64) -> Result<Equity, String> {
    let mut run = Run::new(partial, seed)?;
    let budget = budget.min(run.trials_within(WORK_BUDGET));
    if run.completions().is_some_and(|c| c <= budget as u128) {
        run.enumerate();
    } else {
        run.step(budget.max(1));
    }
    Ok(run.result())
}

/// A slot to fill: one empty board place, one empty place of a live seat's own (its ring card),
/// or one seat's unknown hole cards.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Board(usize),
    Own { seat: usize, position: usize },
    Hole { seat: usize, cards: usize },
}

impl Slot {
    fn cards(self) -> usize {
        match self {
            Slot::Board(_) | Slot::Own { .. } => 1,
            Slot::Hole { cards, .. } => cards,
        }
    }
}

/// An equity calculation under way: sample it a step at a time, or enumerate it.
pub struct Run {
    hand: Hand,
    base_board: usize,
    /// How many own cards each seat had before any slot was filled.
    base_own: Vec<usize>,
    base_holes: Vec<CardSet>,
    slots: Vec<Slot>,
    stock: Vec<Card>,
    rng: XorShift,
    acc: Accumulator,
    exact: bool,
    /// Every chip in the pot.
    total: u64,
    /// The quick way to score a completion, where it applies; else every completion is resolved.
    fast: Option<Fast>,
    /// Throw dem: how many hole cards a hand keeps at showdown, and the seats holding more.
    throwers: Option<(usize, Vec<usize>)>,
    /// By seat, why its hand is dead in every completion.
    dead: Vec<Option<String>>,
    /// An exact count under way: the next completion to score.
    walk: Option<Walk>,
}

impl Run {
    /// Checks the deal (no card in two places, enough unseen cards) and prepares the count.
    pub fn new(partial: &Partial, seed: u64) -> Result<Run, String> {
        let rules = &partial.rules;
        let n = partial.holes.len();
        let in_hand: Vec<usize> = (0..n).filter(|p| partial.holes[*p].is_some()).collect();
        if in_hand.len() < 2 {
            return Err("Equity needs two or more players still in.".into());
        }
        if n > 64 {
            return Err("Equity counts at most 64 players.".into());
        }
        // A dead hand stays in the pot but contests nothing (`Hand::forfeit`): its unknown cards,
        // and its own places, are not dealt.
        let dead_hand = |p: usize| partial.dead_hands.get(p).cloned().flatten();
        let live: Vec<usize> = in_hand.iter().copied().filter(|&p| dead_hand(p).is_none()).collect();
        let mut seen = CardSet::EMPTY;
        let cards = partial
            .holes
            .iter()
            .flatten()
            .flat_map(|h| h.known.iter())
            .chain(partial.board.iter().map(|(_, c)| c))
            .chain(partial.own.iter().flatten().map(|(_, c)| c))
            .chain(partial.dead.iter());
        for &c in cards {
            if !seen.insert(c) {
                return Err(format!("The {} is in two places.", c.label()));
            }
        }
        let mut slots: Vec<Slot> = rules
            .table_positions()
            .map(|(p, _)| p)
            .filter(|p| !partial.board.iter().any(|(q, _)| q == p))
            .map(Slot::Board)
            .collect();
        // A live seat's own places not dealt yet are dealt like the board; a folded or dead seat's
        // own card went with its hand, so it is left among the unseen cards.
        let own_of = |seat: usize| partial.own.get(seat).map_or(&[][..], Vec::as_slice);
        for &seat in &live {
            slots.extend(
                rules
                    .positions()
                    .iter()
                    .enumerate()
                    .filter(|(i, p)| {
                        p.scope == Scope::EachPlayer && !own_of(seat).iter().any(|(q, _)| q == i)
                    })
                    .map(|(position, _)| Slot::Own { seat, position }),
            );
        }
        slots.extend(live.iter().filter_map(|&seat| {
            partial.holes[seat]
                .as_ref()
                .filter(|h| h.unknown > 0)
                .map(|h| Slot::Hole { seat, cards: h.unknown })
        }));
        if let Some(required) = rules.picks_required() {
            let unpicked = live.iter().filter(|&&p| partial.picks.get(p).is_none_or(Vec::is_empty)).count();
            if unpicked > 0 {
                return Err(format!(
                    "Each player picks the {required} boards they contest at showdown, after the river \
                     betting; the odds count once every player still in has picked ({unpicked} not yet)."
                ));
            }
        }
        let stock: Vec<Card> = rules.deck().cards().into_iter().filter(|c| !seen.contains(*c)).collect();
        // Checked: a caller's count of unknown cards is not trusted to be small.
        let needed = slots.iter().try_fold(0usize, |sum, s| sum.checked_add(s.cards()));
        if needed.is_none_or(|needed| stock.len() < needed) {
            return Err(format!(
                "{} unknown cards to deal but only {} unseen cards.",
                needed.map_or("More".to_string(), |n| n.to_string()),
                stock.len()
            ));
        }
        // The showdown's chips: whole chips of the smallest one (`check_chips`), so its odd chips.
        let chip = partial.chip.max(1);
        for (p, (&put, &bought)) in
            partial.contributed.iter().zip(partial.bought.iter().chain(std::iter::repeat(&0))).enumerate()
        {
            if !put.is_multiple_of(chip) || !bought.is_multiple_of(chip) || bought > put {
                return Err(format!(
                    "Seat {} put in {put} ({bought} for bought cards), not whole chips worth {chip}.",
                    p + 1
                ));
            }
        }
        let put_in = |p: usize| match partial.contributed.get(p) {
            Some(c) => c / chip,
            None => u64::from(partial.holes[p].is_some()),
        };
        let base_holes: Vec<CardSet> =
            (0..n).map(|p| set_of(partial.holes[p].iter().flat_map(|h| h.known.iter().copied()))).collect();
        let throwers = match rules.hole_cards() {
            HoleCards::DiscardDownTo { at_showdown, .. } => Some((
                at_showdown,
                live.iter()
                    .copied()
                    .filter(|&p| {
                        partial.holes[p].as_ref().is_some_and(|h| h.known.len() + h.unknown > at_showdown)
                    })
                    .collect::<Vec<usize>>(),
            )),
            _ => None,
        }
        .filter(|(_, seats)| !seats.is_empty());
        // Thrown before the cards they would be kept for (option `throws`): who keeps what is a
        // choice made without the cards to come, not the best two with every card out.
        if throwers.is_some()
            && rules.throws_before_the_cards()
            && slots.iter().any(|s| matches!(s, Slot::Board(_)))
        {
            return Err("In this Throw dem each card is thrown before the next street's cards, so what a \
                        player keeps is a choice made before the cards come; the odds count once every \
                        player holds two, or every card is out."
                .into());
        }
        let seats: Vec<Seat> = (0..n)
            .map(|p| Seat {
                name: format!("Seat {}", p + 1),
                hole: base_holes[p],
                contributed: put_in(p),
                bought: partial.bought.get(p).map_or(0, |b| b / chip),
                folded: partial.holes[p].is_none(),
                own: partial.own.get(p).cloned().unwrap_or_default(),
                picks: partial.picks.get(p).cloned().unwrap_or_default(),
                hole_count: match &throwers {
                    Some((keep, seats)) if seats.contains(&p) => Some(*keep),
                    _ => partial.holes[p].as_ref().map(|h| h.known.len() + h.unknown),
                },
                dead: dead_hand(p).filter(|_| partial.holes[p].is_some()),
            })
            .collect();
        if seats.iter().all(|s| s.contributed == 0) {
            return Err("Nobody has put anything in the pot.".into());
        }
        let hand = Hand {
            rules: rules.clone(),
            seats,
            button: partial.button.min(n - 1),
            chip,
            board: partial.board.clone(),
        };
        // Why a hand is dead whatever the cards to come, in the showdown's words. A hand that a
        // dead rank may void, or a Throw dem hand still to throw, depends on the cards: the
        // showdown decides it completion by completion.
        let dead = (0..n)
            .map(|p| {
                let seat = &hand.seats[p];
                let thrower = throwers.as_ref().is_some_and(|(_, seats)| seats.contains(&p));
                match (seat.folded, thrower || !rules.dead_rank_positions().is_empty()) {
                    (true, _) => None,
                    (false, true) => seat.dead.clone(),
                    (false, false) => hand.forfeit(seat),
                }
            })
            .collect();
        let labels = rules.points().iter().map(|p| p.label.clone()).collect();
        let total = hand.seats.iter().map(|s| s.contributed).sum();
        let fast = Fast::new(&hand);
        let run = Run {
            base_board: hand.board.len(),
            base_own: hand.seats.iter().map(|s| s.own.len()).collect(),
            hand,
            base_holes,
            slots,
            stock,
            rng: XorShift::new(seed),
            acc: Accumulator::new(n, labels),
            exact: false,
            total,
            fast,
            throwers,
            dead,
            walk: None,
        };
        // A hand too heavy to score is too heavy to count (engine::game::cost::HAND_WORK_LIMIT).
        let work = run.trial_work();
        if work > crate::engine::game::cost::HAND_WORK_LIMIT {
            return Err(format!(
                "Scoring one way the cards can fall would value {} hands, too many to count the odds.",
                crate::engine::game::cost::grouped(work)
            ));
        }
        Ok(run)
    }

    /// At most how many hands scoring one completion values: the showdown's bound at this table
    /// with the hole cards the seats hold (`engine::game::cost`), so a count can be bounded by
    /// its work before it starts.
    pub fn trial_work(&self) -> u128 {
        let base = self.base_holes.iter().map(|h| h.len());
        let unknown = self.slots.iter().map(|s| match s {
            Slot::Hole { seat, cards } => self.base_holes[*seat].len() + cards,
            _ => 0,
        });
        let hole = base.chain(unknown).max().unwrap_or(0);
        crate::engine::game::cost::cost_with(&self.hand.rules, self.hand.seats.len(), hole).hands.max(1)
    }

    /// How many completions can be scored within `work` hands valued (at least one).
    pub fn trials_within(&self, work: u128) -> usize {
        usize::try_from(work / self.trial_work()).unwrap_or(usize::MAX).max(1)
    }

    /// How many completions there are (`None`: too many to count).
    pub fn completions(&self) -> Option<u128> {
        let mut left = self.stock.len();
        let mut total = 1u128;
        for slot in &self.slots {
            let k = slot.cards();
            total = total.checked_mul(choose(left, k)?)?;
            left -= k;
        }
        Some(total)
    }

    /// Scores every completion.
    pub fn enumerate(&mut self) {
        self.start_enumerating();
        while !self.enumerate_some(usize::MAX) {}
    }

    /// Starts an exact count that [`Run::enumerate_some`] goes on with, a step at a time (a page
    /// counting a heavy game's completions draws between steps); anything counted before is
    /// dropped.
    pub fn start_enumerating(&mut self) {
        self.acc = Accumulator::new(self.hand.seats.len(), self.acc.labels.clone());
        // One card to come: each completion's winners are kept for the outs. The walk gives the
        // one place each unseen card in stock order.
        if matches!(self.slots.as_slice(), [Slot::Board(_) | Slot::Own { .. }]) {
            self.acc.patterns = Some(Vec::with_capacity(self.stock.len()));
        }
        self.exact = false;
        self.walk = Walk::first(&self.slots, self.stock.len());
        if self.walk.is_none() {
            // No completion at all: the count is done, and exact.
            self.exact = true;
        }
    }

    /// Scores up to `completions` more of an exact count, in the order of the walk (each slot's
    /// cards in increasing stock order, the last slot's changing fastest); `true` once every
    /// completion is scored, and the result is then exact.
    pub fn enumerate_some(&mut self, completions: usize) -> bool {
        for _ in 0..completions {
            let Some(walk) = self.walk.as_mut() else { break };
            let chosen = walk.cards(&self.stock);
            if !walk.advance(self.stock.len()) {
                self.walk = None;
            }
            self.place(&chosen);
            self.score();
        }
        if self.walk.is_none() {
            self.exact = true;
        }
        self.exact
    }

    /// Scores `trials` more random completions.
    pub fn step(&mut self, trials: usize) {
        let needed: usize = self.slots.iter().map(|s| s.cards()).sum();
        let mut deck = self.stock.clone();
        for _ in 0..trials {
            // A partial Fisher-Yates: only the first cards need shuffling.
            for i in 0..needed {
                let j = i + self.rng.below(deck.len() - i);
                deck.swap(i, j);
            }
            self.place(&deck[..needed]);
            self.score();
        }
    }

    /// Deals `cards` to the slots in order: one to each empty board place, each unknown hand its
    /// number.
    fn place(&mut self, cards: &[Card]) {
        self.hand.board.truncate(self.base_board);
        for (seat, base) in self.base_holes.iter().enumerate() {
            self.hand.seats[seat].hole = *base;
            self.hand.seats[seat].own.truncate(self.base_own[seat]);
        }
        let mut at = 0;
        for slot in &self.slots {
            match *slot {
                Slot::Board(p) => self.hand.board.push((p, cards[at])),
                Slot::Own { seat, position } => self.hand.seats[seat].own.push((position, cards[at])),
                Slot::Hole { seat, cards: k } => {
                    for &c in &cards[at..at + k] {
                        self.hand.seats[seat].hole.insert(c);
                    }
                }
            }
            at += slot.cards();
        }
        self.keep_best();
    }

    /// Throw dem: each seat holding more hole cards than the showdown allows keeps those that make
    /// its best hand, point by point in calculation order.
    fn keep_best(&mut self) {
        let Some((keep, seats)) = &self.throwers else { return };
        for &seat in seats {
            let mut trial = self.hand.seats[seat].clone();
            let mut best: Option<(Vec<Option<HandValue>>, CardSet)> = None;
            for subset in self.hand.seats[seat].hole.subsets(*keep) {
                trial.hole = subset;
                let values: Vec<Option<HandValue>> = (0..self.hand.rules.points().len())
                    .map(|k| {
                        best_value(
                            self.hand.rules.points()[k].ranking,
                            subset,
                            &self.hand.selection_for(k, &trial),
                        )
                    })
                    .collect();
                if best.as_ref().is_none_or(|(b, _)| values > *b) {
                    best = Some((values, subset));
                }
            }
            if let Some((_, subset)) = best {
                self.hand.seats[seat].hole = subset;
            }
        }
    }

    /// Scores the completion placed in the hand.
    fn score(&mut self) {
        if let Some(fast) = &mut self.fast {
            if fast.score(&self.hand, &mut self.acc, self.total) {
                return;
            }
            // The quick way disagreed with the showdown: never in a test (see `Fast::learn`), but
            // the showdown decides.
            self.fast = None;
        }
        let report = self.hand.resolve();
        let winners: Vec<u64> = report.points.iter().map(|p| mask(&p.winners)).collect();
        self.acc.add(&report.payouts, self.total, &winners);
    }

    /// The result so far.
    pub fn result(&self) -> Equity {
        let mut equity = self.acc.finish(self.exact);
        equity.dead = self.dead.clone();
        equity.outs =
            self.acc.patterns.as_ref().filter(|w| self.exact && w.len() == self.stock.len()).map(|winners| {
                Outs::from_patterns(
                    self.stock.clone(),
                    winners,
                    self.hand.seats.len(),
                    self.hand.rules.points().len(),
                )
            });
        equity
    }
}

/// The seats as a bit mask.
fn mask(seats: &[usize]) -> u64 {
    seats.iter().fold(0, |m, &s| m | 1 << s)
}

/// Scores a completion without building the showdown's report: each point's best value for each
/// seat that contests it (the same selection and evaluator as [`Hand::resolve`]), its winners, and
/// each pot's winners of each point. What the chips come to follows from those winners alone (the
/// pots and who contests what are the same for every completion), so the showdown is resolved once
/// for each pattern of winners and its payouts are kept.
///
/// Applies when no rank can be dead (Good boys bad boys voids a hand by the board, so who
/// contests changes with the cards) and there are at most 64 seats.
struct Fast {
    /// For each point, the seats that contest it, from the first completion (a seat's count of
    /// hole cards, which can forfeit a hand, is known only once its unknown cards are dealt).
    contests: Vec<u64>,
    /// For each point, whether its cards are the same for every seat (one selection per point).
    common: Vec<bool>,
    /// For each point that is any mix of hole cards and some table positions (hold'em-style, no
    /// mandatory cards, no dead ranks), those positions as a mask: its pool is the hole cards and
    /// the cards there, valued as [`best_value`] values a hold'em-style selection.
    pooled: Vec<Option<u64>>,
    /// Each pot's contestants, once the first completion has been resolved.
    pots: Option<Vec<u64>>,
    /// Scratch: each point's best value by seat, the winners, the pattern.
    values: Vec<Option<HandValue>>,
    winners: Vec<u64>,
    key: Vec<u64>,
    /// Payouts by pattern.
    payouts: HashMap<Vec<u64>, Vec<u64>, BuildHasherDefault<Mix>>,
}

impl Fast {
    fn new(hand: &Hand) -> Option<Fast> {
        let n = hand.seats.len();
        if n > 64 || !hand.rules.dead_rank_positions().is_empty() {
            return None;
        }
        let points = hand.rules.points().len();
        Some(Fast {
            contests: Vec::new(),
            common: (0..points).map(|k| hand.point_is_common(k)).collect(),
            pooled: hand
                .rules
                .points()
                .iter()
                .enumerate()
                .map(|(k, point)| match &point.source {
                    PointSource::HoldemStyle(positions)
                        if hand.point_is_common(k)
                            && point.must_use.is_empty()
                            && point.dead_ranks_from.is_empty()
                            && positions.iter().all(|&p| p < 64) =>
                    {
                        Some(positions.iter().fold(0, |m, &p| m | 1 << p))
                    }
                    _ => None,
                })
                .collect(),
            pots: None,
            values: vec![None; n],
            winners: vec![0; points],
            key: Vec::new(),
            payouts: HashMap::default(),
        })
    }

    /// The seats of `among` holding the best value (none if nobody has one).
    fn best_among(values: &[Option<HandValue>], among: u64) -> u64 {
        let mut best: Option<HandValue> = None;
        let mut seats = 0;
        for (i, v) in values.iter().enumerate() {
            if among & 1 << i == 0 {
                continue;
            }
            if let Some(v) = *v {
                match best {
                    Some(b) if v < b => {}
                    Some(b) if v == b => seats |= 1 << i,
                    _ => {
                        best = Some(v);
                        seats = 1 << i;
                    }
                }
            }
        }
        seats
    }

    /// Scores the completion in `hand` into `acc`; false if the showdown disagrees with the
    /// winners found here (then nothing was added).
    fn score(&mut self, hand: &Hand, acc: &mut Accumulator, total: u64) -> bool {
        let n = hand.seats.len();
        if self.contests.is_empty() {
            self.contests = hand
                .contest_table()
                .iter()
                .map(|row| row.iter().enumerate().filter(|(_, c)| **c).fold(0, |m, (i, _)| m | 1 << i))
                .collect();
        }
        self.key.clear();
        for k in 0..hand.rules.points().len() {
            let ranking = hand.rules.points()[k].ranking;
            let contests = self.contests[k];
            if let Some(positions) = self.pooled[k] {
                // Every table position is dealt by now.
                let board = hand.board.iter().filter(|(p, _)| *p < 64 && positions & 1 << p != 0).fold(
                    CardSet::EMPTY,
                    |mut set, &(_, c)| {
                        set.insert(c);
                        set
                    },
                );
                for i in 0..n {
                    self.values[i] =
                        if contests & 1 << i == 0 { None } else { ranking.value(hand.seats[i].hole | board) };
                }
            } else {
                let common = match self.common[k] {
                    true => (contests != 0).then(|| hand.selection_for(k, &hand.seats[0])),
                    false => None,
                };
                for i in 0..n {
                    self.values[i] = if contests & 1 << i == 0 {
                        None
                    } else {
                        let seat = &hand.seats[i];
                        match &common {
                            Some(selection) => best_value(ranking, seat.hole, selection),
                            None => best_value(ranking, seat.hole, &hand.selection_for(k, seat)),
                        }
                    };
                }
            }
            self.winners[k] = Fast::best_among(&self.values, u64::MAX);
            self.key.push(self.winners[k]);
            if let Some(pots) = &self.pots {
                for &eligible in pots {
                    self.key.push(Fast::best_among(&self.values, eligible));
                }
            } else {
                // Kept until the pots are known (below).
                self.key.extend(self.values.iter().map(|v| v.map_or(0, |v| u64::from(v.bits()))));
            }
        }
        if self.pots.is_none() {
            return self.learn(hand, acc, total);
        }
        if let Some(payouts) = self.payouts.get(self.key.as_slice()) {
            acc.add(payouts, total, &self.winners);
            return true;
        }
        self.learn(hand, acc, total)
    }

    /// Resolves the showdown for a pattern not seen yet, checks that it has the winners found
    /// here, keeps its payouts and scores it.
    fn learn(&mut self, hand: &Hand, acc: &mut Accumulator, total: u64) -> bool {
        let report = hand.resolve();
        if self.pots.is_none() {
            // The first completion: the key held the values; rebuild it with the pots' winners.
            let pots: Vec<u64> = report.pots.iter().map(|p| mask(&p.eligible)).collect();
            let n = hand.seats.len();
            let points = hand.rules.points().len();
            let stride = 1 + n;
            let mut key = Vec::with_capacity(points * (1 + pots.len()));
            for k in 0..points {
                let values: Vec<Option<HandValue>> = self.key[k * stride + 1..(k + 1) * stride]
                    .iter()
                    .map(|&bits| (bits != 0).then(|| HandValue::from_raw(bits as u32)).flatten())
                    .collect();
                key.push(self.key[k * stride]);
                key.extend(pots.iter().map(|&eligible| Fast::best_among(&values, eligible)));
            }
            self.key = key;
            self.pots = Some(pots);
        }
        let agrees = self.agrees(&report);
        debug_assert!(agrees, "equity's quick scoring disagrees with the showdown: {report:?}");
        if !agrees {
            return false;
        }
        acc.add(&report.payouts, total, &self.winners);
        self.payouts.insert(self.key.clone(), report.payouts);
        true
    }

    /// Whether the showdown's winners are those in the key: each point's, and each pot's of each
    /// point (a point worth nothing awards nothing).
    fn agrees(&self, report: &ShowdownReport) -> bool {
        let pots = self.pots.as_ref().map_or(0, Vec::len);
        report.points.iter().enumerate().all(|(k, point)| {
            let at = k * (1 + pots);
            mask(&point.winners) == self.key[at]
                && report.pots.iter().enumerate().all(|(j, pot)| {
                    let found = mask(pot.components.get(k).map_or(&[][..], |c| &c.winners));
                    found == self.key[at + 1 + j] || (found == 0 && point.worth == 0)
                })
        })
    }
}

/// A small fast hash for the patterns (a few machine words each).
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        let mut words = bytes.chunks_exact(8);
        for word in &mut words {
            let mut bytes = [0u8; 8];
            bytes.copy_from_slice(word);
            self.write_u64(u64::from_le_bytes(bytes));
        }
        for &byte in words.remainder() {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

fn set_of(cards: impl Iterator<Item = Card>) -> CardSet {
    let mut s = CardSet::EMPTY;
    for c in cards {
        s.insert(c);
    }
    s
}

/// n choose k, if it fits.
fn choose(n: usize, k: usize) -> Option<u128> {
    if k > n {
        return Some(0);
    }
    let mut out = 1u128;
    for i in 0..k {
        out = out.checked_mul((n - i) as u128)? / (i as u128 + 1);
    }
    Some(out)
}

/// The next k-subset of 0..n in increasing order, or false after the last.
/// Where an exact count has got: for each slot, its cards as positions among the stock cards the
/// slots before it left free (a board place takes one; an unknown hand a set, in increasing order).
#[derive(Clone, Debug)]
struct Walk {
    picks: Vec<Vec<usize>>,
}

impl Walk {
    /// The first completion, or `None` when a slot cannot be filled.
    fn first(slots: &[Slot], stock: usize) -> Option<Walk> {
        let mut left = stock;
        let mut picks = Vec::with_capacity(slots.len());
        for slot in slots {
            let k = slot.cards();
            left = left.checked_sub(k)?;
            picks.push((0..k).collect());
        }
        Some(Walk { picks })
    }

    /// The completion's cards, slot by slot.
    fn cards(&self, stock: &[Card]) -> Vec<Card> {
        let mut used = vec![false; stock.len()];
        let mut chosen = Vec::with_capacity(self.picks.iter().map(Vec::len).sum());
        for pick in &self.picks {
            let free: Vec<usize> = (0..stock.len()).filter(|i| !used[*i]).collect();
            for &i in pick {
                chosen.push(stock[free[i]]);
            }
            for &i in pick {
                used[free[i]] = true;
            }
        }
        chosen
    }

    /// Moves on to the next completion: the last slot that can take its next set does, and every
    /// slot after it starts again from its first; `false` after the last.
    fn advance(&mut self, stock: usize) -> bool {
        for s in (0..self.picks.len()).rev() {
            let free = stock - self.picks[..s].iter().map(Vec::len).sum::<usize>();
            if next_combination(&mut self.picks[s], free) {
                for later in &mut self.picks[s + 1..] {
                    let k = later.len();
                    *later = (0..k).collect();
                }
                return true;
            }
        }
        false
    }
}

fn next_combination(pick: &mut [usize], n: usize) -> bool {
    let k = pick.len();
    for i in (0..k).rev() {
        if pick[i] < n - k + i {
            pick[i] += 1;
            for j in i + 1..k {
                pick[j] = pick[j - 1] + 1;
            }
            return true;
        }
    }
    false
}

struct Accumulator {
    labels: Vec<String>,
    sum: Vec<f64>,
    sum_sq: Vec<f64>,
    win: Vec<Vec<f64>>,
    tie: Vec<Vec<f64>>,
    nobody: Vec<f64>,
    scoop: Vec<f64>,
    count: usize,
    /// Each completion's winners of each point, when the outs are wanted (one card to come).
    patterns: Option<Vec<Vec<u64>>>,
}

impl Accumulator {
    fn new(n: usize, labels: Vec<String>) -> Accumulator {
        let points = labels.len();
        Accumulator {
            labels,
            sum: vec![0.0; n],
            sum_sq: vec![0.0; n],
            win: vec![vec![0.0; n]; points],
            tie: vec![vec![0.0; n]; points],
            nobody: vec![0.0; points],
            scoop: vec![0.0; n],
            count: 0,
            patterns: None,
        }
    }

    /// One completion: the chips each seat takes of `total`, and each point's winners (masks).
    fn add(&mut self, payouts: &[u64], total: u64, winners: &[u64]) {
        for (i, &chips) in payouts.iter().enumerate() {
            let s = chips as f64 / total as f64;
            self.sum[i] += s;
            self.sum_sq[i] += s * s;
        }
        for (point, &w) in winners.iter().enumerate() {
            match w.count_ones() {
                0 => self.nobody[point] += 1.0,
                1 => self.win[point][w.trailing_zeros() as usize] += 1.0,
                _ => {
                    let mut rest = w;
                    while rest != 0 {
                        self.tie[point][rest.trailing_zeros() as usize] += 1.0;
                        rest &= rest - 1;
                    }
                }
            }
        }
        // A scoop: alone in every point someone won.
        let mut won = winners.iter().filter(|w| **w != 0);
        if let Some(&first) = won.next().filter(|f| f.count_ones() == 1) {
            if won.all(|w| *w == first) {
                self.scoop[first.trailing_zeros() as usize] += 1.0;
            }
        }
        self.count += 1;
        if let Some(patterns) = &mut self.patterns {
            patterns.push(winners.to_vec());
        }
    }

    fn finish(&self, exact: bool) -> Equity {
        let k = self.count.max(1) as f64;
        let pot: Vec<f64> = self.sum.iter().map(|s| s / k).collect();
        let std_error = if exact || self.count < 2 {
            vec![0.0; pot.len()]
        } else {
            self.sum_sq
                .iter()
                .zip(&pot)
                .map(|(sq, mean)| ((sq / k - mean * mean).max(0.0) / (k - 1.0)).sqrt())
                .collect()
        };
        let per = |row: &Vec<f64>| row.iter().map(|x| x / k).collect::<Vec<f64>>();
        let points = (0..self.labels.len())
            .map(|i| PointOdds {
                label: self.labels[i].clone(),
                win: per(&self.win[i]),
                tie: per(&self.tie[i]),
                nobody: self.nobody[i] / k,
            })
            .collect();
        let dead = vec![None; pot.len()];
        Equity {
            pot,
            std_error,
            points,
            scoop: per(&self.scoop),
            boards: self.count,
            exact,
            dead,
            outs: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn cards(s: &str) -> Vec<Card> {
        crate::engine::card::parse_cards(s).unwrap()
    }

    fn holdem() -> Rules {
        Catalogue::builtin().get("holdem/high").unwrap().rules(&Default::default()).unwrap()
    }

    #[test]
    fn a_made_hand_against_a_dead_one_on_the_river_is_all_or_nothing() {
        let rules = holdem();
        let board: Vec<(usize, Card)> = (0..5).zip(cards("As Ks Qs 2d 3c")).collect();
        let p = Partial {
            rules,
            holes: vec![Some(Hole::known(cards("Js Ts"))), Some(Hole::known(cards("Ah Ad"))), None],
            own: vec![],
            board,
            dead: vec![],
            contributed: vec![],
            bought: vec![],
            chip: 1,
            dead_hands: vec![],
            button: 0,
            picks: vec![],
        };
        let e = equity(&p, 1000, 1).unwrap();
        assert!(e.exact);
        assert_eq!(e.boards, 1);
        assert_eq!(e.pot, vec![1.0, 0.0, 0.0]);
    }

    #[test]
    fn on_the_turn_the_equity_counts_the_outs_exactly() {
        // Ann's aces against Ben's flush draw (nine hearts left among 44 unseen cards... one river).
        let rules = holdem();
        let board: Vec<(usize, Card)> = (0..4).zip(cards("2h 7h Kc 9s")).collect();
        let p = Partial {
            rules,
            holes: vec![Some(Hole::known(cards("As Ad"))), Some(Hole::known(cards("Qh 4h")))],
            own: vec![],
            board,
            dead: vec![],
            contributed: vec![],
            bought: vec![],
            chip: 1,
            dead_hands: vec![],
            button: 0,
            picks: vec![],
        };
        let e = equity(&p, 10_000, 1).unwrap();
        assert!(e.exact);
        assert_eq!(e.boards, 44);
        // Ben wins with any of the nine hearts; nothing else helps him (a queen or four pairs him
        // below aces).
        assert!((e.pot[1] - 9.0 / 44.0).abs() < 1e-12, "{:?}", e.pot);
        assert!((e.pot[0] + e.pot[1] - 1.0).abs() < 1e-12);
    }

    /// Equity through the quick scoring and through a full showdown for every completion.
    fn both_ways(p: &Partial, budget: usize, seed: u64) -> Option<(Equity, Equity)> {
        let run = |quick: bool| {
            let mut run = Run::new(p, seed).ok()?;
            if !quick {
                run.fast = None;
            }
            if run.completions().is_some_and(|c| c <= budget as u128) {
                run.enumerate();
            } else {
                run.step(budget);
            }
            Some(run.result())
        };
        Some((run(true)?, run(false)?))
    }

    #[test]
    fn the_quick_scoring_gives_exactly_the_showdowns_answer_in_every_game() {
        let mut rng = XorShift::new(5);
        let mut compared = 0;
        for game in Catalogue::builtin().games() {
            let rules = game.rules(&Default::default()).unwrap();
            for (round, n) in [2, 3, rules.players().1.min(5)].into_iter().enumerate() {
                if n < rules.players().0.max(2) || n > rules.players().1 {
                    continue;
                }
                let mut deck = rules.deck().cards();
                rng.shuffle(&mut deck);
                let each = rules.hole_card_count(n).0;
                let own: Vec<usize> = (0..rules.positions().len())
                    .filter(|&i| rules.positions()[i].scope == Scope::EachPlayer)
                    .collect();
                let table: Vec<usize> = rules.table_positions().map(|(i, _)| i).collect();
                let mut next = deck.into_iter();
                let holes: Vec<Vec<Card>> = (0..n).map(|_| next.by_ref().take(each).collect()).collect();
                let own: Vec<Vec<(usize, Card)>> =
                    (0..n).map(|_| own.iter().filter_map(|&p| Some((p, next.next()?))).collect()).collect();
                let known = table.len().saturating_sub([1, 2, 3][round]);
                let board: Vec<(usize, Card)> =
                    table[..known].iter().filter_map(|&p| Some((p, next.next()?))).collect();
                let p = Partial {
                    rules: rules.clone(),
                    holes: (0..n)
                        .map(|i| match (round, i) {
                            (2, 1) if n > 2 => None,
                            (1, 0) => Some(Hole { known: vec![], unknown: holes[0].len() }),
                            _ => Some(Hole::known(holes[i].clone())),
                        })
                        .collect(),
                    own,
                    board,
                    dead: vec![],
                    contributed: if round == 0 {
                        vec![]
                    } else {
                        (1..=n as u64).map(|c| 7 * c + 1).collect()
                    },
                    bought: vec![],
                    chip: 1,
                    dead_hands: vec![],
                    button: round % n,
                    picks: vec![],
                };
                if let Some((quick, full)) = both_ways(&p, 400, 3) {
                    assert_eq!(quick, full, "{} with {n} players", game.id());
                    compared += 1;
                }
            }
        }
        assert!(compared > 100, "{compared}");
    }

    #[test]
    fn sampled_equity_is_reproducible_from_its_seed_and_near_the_exact_answer() {
        let rules = Catalogue::builtin()
            .get("double-board/high-high-hand")
            .unwrap()
            .rules(&Default::default())
            .unwrap();
        let p = Partial {
            rules,
            holes: vec![
                Some(Hole::known(cards("As Ad Ks Kd 2c 3c 4c"))),
                Some(Hole::known(cards("Qh Jh Th 9h 8d 7d 6d"))),
            ],
            own: vec![],
            board: vec![],
            dead: vec![],
            contributed: vec![],
            bought: vec![],
            chip: 1,
            dead_hands: vec![],
            button: 0,
            picks: vec![],
        };
        let a = equity(&p, 3000, 7).unwrap();
        assert!(!a.exact);
        assert_eq!(a, equity(&p, 3000, 7).unwrap(), "the same seed, the same answer");
        assert!((a.pot.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(a.std_error.iter().all(|e| *e > 0.0 && *e < 0.02), "{:?}", a.std_error);
        for p in &a.points {
            let sum: f64 = p.win.iter().sum::<f64>() + p.nobody;
            assert!(sum <= 1.0 + 1e-9, "{p:?}");
        }
    }
}
