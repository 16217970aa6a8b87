//! Who's ahead: each live player's share of the pot and of each point, from a partial deal of any
//! game — exact when the unknowns are few, sampled (with its standard error, from a seed)
//! otherwise. The showdown itself scores each completed deal, so equity follows the game's own
//! rules: Omaha-style, make-5, hold'em-style and hand points, low qualifiers, split pot or points,
//! side pots from the contributions.
//!
//! The unknowns are the board places still empty and any hole cards not known (a player's cards
//! face down, or some of them). Exact enumeration goes over every completion: each empty board
//! place takes each unseen card in turn, each player's unknown hole cards each set of unseen cards
//! (order within a hand does not matter), so every completion has the same weight. Sampling deals
//! the unknowns from a shuffled stock, [`Run::step`] at a time, so a screen can show it filling in.

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::XorShift;
use crate::engine::game::Rules;
use crate::engine::showdown::{Hand, Seat};

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
    /// What each seat put in, for the pot's share as the showdown pays it (side pots, chips given
    /// back); empty: the live seats put in alike.
    pub contributed: Vec<u64>,
    /// The button's seat (odd chips go by it).
    pub button: usize,
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
    /// seats 0); they add up to 1.
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
}

/// Equity of a partial deal: every completion when there are at most `budget` of them, else
/// `budget` random completions drawn from `seed`.
pub fn equity(partial: &Partial, budget: usize, seed: u64) -> Result<Equity, String> {
    let mut run = Run::new(partial, seed)?;
    if run.completions().is_some_and(|c| c <= budget as u128) {
        run.enumerate();
    } else {
        run.step(budget.max(1));
    }
    Ok(run.result())
}

/// A slot to fill: one empty board place, or one seat's unknown hole cards.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Board(usize),
    Hole { seat: usize, cards: usize },
}

impl Slot {
    fn cards(self) -> usize {
        match self {
            Slot::Board(_) => 1,
            Slot::Hole { cards, .. } => cards,
        }
    }
}

/// An equity calculation under way: sample it a step at a time, or enumerate it.
pub struct Run {
    hand: Hand,
    base_board: usize,
    base_holes: Vec<CardSet>,
    slots: Vec<Slot>,
    stock: Vec<Card>,
    rng: XorShift,
    acc: Accumulator,
    exact: bool,
}

impl Run {
    /// Checks the deal (no card in two places, enough unseen cards) and prepares the count.
    pub fn new(partial: &Partial, seed: u64) -> Result<Run, String> {
        let rules = &partial.rules;
        let n = partial.holes.len();
        let live: Vec<usize> = (0..n).filter(|p| partial.holes[*p].is_some()).collect();
        if live.len() < 2 {
            return Err("Equity needs two or more players still in.".into());
        }
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
        slots.extend(partial.holes.iter().enumerate().filter_map(|(seat, h)| {
            h.as_ref().filter(|h| h.unknown > 0).map(|h| Slot::Hole { seat, cards: h.unknown })
        }));
        let stock: Vec<Card> = rules.deck.cards().into_iter().filter(|c| !seen.contains(*c)).collect();
        let needed: usize = slots.iter().map(|s| s.cards()).sum();
        if stock.len() < needed {
            return Err(format!("{needed} unknown cards to deal but only {} unseen cards.", stock.len()));
        }
        let put_in = |p: usize| match partial.contributed.get(p) {
            Some(c) => *c,
            None => u64::from(partial.holes[p].is_some()),
        };
        let base_holes: Vec<CardSet> =
            (0..n).map(|p| set_of(partial.holes[p].iter().flat_map(|h| h.known.iter().copied()))).collect();
        let seats: Vec<Seat> = (0..n)
            .map(|p| Seat {
                name: format!("Seat {}", p + 1),
                hole: base_holes[p],
                contributed: put_in(p),
                bought: 0,
                folded: partial.holes[p].is_none(),
                own: partial.own.get(p).cloned().unwrap_or_default(),
                picks: vec![],
                hole_count: partial.holes[p].as_ref().map(|h| h.known.len() + h.unknown),
                dead: None,
            })
            .collect();
        if seats.iter().all(|s| s.contributed == 0) {
            return Err("Nobody has put anything in the pot.".into());
        }
        let hand = Hand {
            rules: rules.clone(),
            seats,
            button: partial.button.min(n - 1),
            chip: 1,
            board: partial.board.clone(),
        };
        let labels = rules.points.iter().map(|p| p.label.clone()).collect();
        Ok(Run {
            base_board: hand.board.len(),
            hand,
            base_holes,
            slots,
            stock,
            rng: XorShift::new(seed),
            acc: Accumulator::new(n, labels),
            exact: false,
        })
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
        self.acc = Accumulator::new(self.hand.seats.len(), self.acc.labels.clone());
        let mut used = vec![false; self.stock.len()];
        let mut chosen: Vec<Vec<Card>> = vec![];
        self.walk(0, &mut used, &mut chosen);
        self.exact = true;
    }

    fn walk(&mut self, slot: usize, used: &mut [bool], chosen: &mut Vec<Vec<Card>>) {
        if slot == self.slots.len() {
            let fills = chosen.clone();
            self.score(&fills);
            return;
        }
        let k = self.slots[slot].cards();
        let free: Vec<usize> = (0..self.stock.len()).filter(|i| !used[*i]).collect();
        // Each set of k free cards once (increasing indices); a board place is a set of one.
        let mut pick = (0..k).collect::<Vec<usize>>();
        if k > free.len() {
            return;
        }
        loop {
            let cards: Vec<Card> = pick.iter().map(|i| self.stock[free[*i]]).collect();
            for i in &pick {
                used[free[*i]] = true;
            }
            chosen.push(cards);
            self.walk(slot + 1, used, chosen);
            chosen.pop();
            for i in &pick {
                used[free[*i]] = false;
            }
            if !next_combination(&mut pick, free.len()) {
                break;
            }
        }
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
            let mut fills = Vec::with_capacity(self.slots.len());
            let mut at = 0;
            for slot in &self.slots {
                fills.push(deck[at..at + slot.cards()].to_vec());
                at += slot.cards();
            }
            self.score(&fills);
        }
    }

    fn score(&mut self, fills: &[Vec<Card>]) {
        self.hand.board.truncate(self.base_board);
        for (seat, base) in self.base_holes.iter().enumerate() {
            self.hand.seats[seat].hole = *base;
        }
        for (slot, cards) in self.slots.iter().zip(fills) {
            match *slot {
                Slot::Board(p) => self.hand.board.push((p, cards[0])),
                Slot::Hole { seat, .. } => {
                    for &c in cards {
                        self.hand.seats[seat].hole.insert(c);
                    }
                }
            }
        }
        let report = self.hand.resolve();
        let total: u64 = self.hand.seats.iter().map(|s| s.contributed).sum();
        let shares: Vec<f64> = report.payouts.iter().map(|&c| c as f64 / total as f64).collect();
        let winners: Vec<Vec<usize>> = report.points.iter().map(|p| p.winners.clone()).collect();
        self.acc.add(&shares, &winners);
    }

    /// The result so far.
    pub fn result(&self) -> Equity {
        self.acc.finish(self.exact)
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
        }
    }

    fn add(&mut self, shares: &[f64], winners: &[Vec<usize>]) {
        for (i, s) in shares.iter().enumerate() {
            self.sum[i] += s;
            self.sum_sq[i] += s * s;
        }
        for (point, w) in winners.iter().enumerate() {
            match w.as_slice() {
                [] => self.nobody[point] += 1.0,
                [one] => self.win[point][*one] += 1.0,
                many => many.iter().for_each(|&seat| self.tie[point][seat] += 1.0),
            }
        }
        // A scoop: alone in every point someone won.
        let won: Vec<&Vec<usize>> = winners.iter().filter(|w| !w.is_empty()).collect();
        if let Some(first) = won.first().filter(|f| f.len() == 1) {
            if won.iter().all(|w| *w == *first) {
                self.scoop[first[0]] += 1.0;
            }
        }
        self.count += 1;
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
        Equity { pot, std_error, points, scoop: per(&self.scoop), boards: self.count, exact }
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
            button: 0,
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
            button: 0,
        };
        let e = equity(&p, 10_000, 1).unwrap();
        assert!(e.exact);
        assert_eq!(e.boards, 44);
        // Ben wins with any of the nine hearts; nothing else helps him (a queen or four pairs him
        // below aces).
        assert!((e.pot[1] - 9.0 / 44.0).abs() < 1e-12, "{:?}", e.pot);
        assert!((e.pot[0] + e.pot[1] - 1.0).abs() < 1e-12);
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
            button: 0,
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
