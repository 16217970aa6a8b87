//! Who's ahead: each live player's share of the pot and of each point, from a partial deal of any
//! game — exact when the unknown board cards are few, sampled (with its standard error, from a seed)
//! otherwise. The showdown itself scores each completed board, so equity follows the game's own
//! rules: Omaha-style, make-5, hold'em-style and hand points, low qualifiers, split pot or points.
//!
//! First part of issue 22: every live player's hole cards must be known; the unknown cards are the
//! board places still empty (and per-player places such as a ring card are taken as dealt).

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::XorShift;
use crate::engine::game::Rules;
use crate::engine::showdown::{Hand, Seat};

/// A deal in progress.
#[derive(Clone, Debug)]
pub struct Partial {
    pub rules: Rules,
    /// Each seat's hole cards, `None` for a folded seat.
    pub holes: Vec<Option<Vec<Card>>>,
    /// Each seat's own cards (a ring card), by position index.
    pub own: Vec<Vec<(usize, Card)>>,
    /// Board places already dealt.
    pub board: Vec<(usize, Card)>,
    /// Cards known to be out of the deck (folded hands shown, burns seen, discards).
    pub dead: Vec<Card>,
}

/// Each seat's expected share.
#[derive(Clone, Debug, PartialEq)]
pub struct Equity {
    /// The expected fraction of the pot, by seat (folded seats 0); they add up to 1.
    pub pot: Vec<f64>,
    /// Its standard error (0 when exact).
    pub std_error: Vec<f64>,
    /// For each point, each seat's expected share of winning it (ties split).
    pub points: Vec<Vec<f64>>,
    /// Boards scored.
    pub boards: usize,
    /// Whether every way the board can fall was scored.
    pub exact: bool,
}

/// Equity of a partial deal: every completion when there are at most `budget` of them, else
/// `budget` random completions drawn from `seed`.
pub fn equity(partial: &Partial, budget: usize, seed: u64) -> Result<Equity, String> {
    let rules = &partial.rules;
    let n = partial.holes.len();
    let live: Vec<usize> = (0..n).filter(|p| partial.holes[*p].is_some()).collect();
    if live.len() < 2 {
        return Err("equity needs two or more players still in".into());
    }
    let mut seen = CardSet::EMPTY;
    let cards = partial
        .holes
        .iter()
        .flatten()
        .flatten()
        .chain(partial.board.iter().map(|(_, c)| c))
        .chain(partial.own.iter().flatten().map(|(_, c)| c))
        .chain(partial.dead.iter());
    for &c in cards {
        if !seen.insert(c) {
            return Err(format!("{c} is in two places"));
        }
    }
    let missing: Vec<usize> = rules
        .table_positions()
        .map(|(p, _)| p)
        .filter(|p| !partial.board.iter().any(|(q, _)| q == p))
        .collect();
    let stock: Vec<Card> = rules.deck.cards().into_iter().filter(|c| !seen.contains(*c)).collect();
    if stock.len() < missing.len() {
        return Err(format!("{} board places to fill but only {} unseen cards", missing.len(), stock.len()));
    }
    let seats: Vec<Seat> = (0..n)
        .map(|p| Seat {
            name: format!("Seat {}", p + 1),
            hole: partial.holes[p].iter().flatten().copied().fold(CardSet::EMPTY, |mut s, c| {
                s.insert(c);
                s
            }),
            contributed: u64::from(partial.holes[p].is_some()),
            bought: 0,
            folded: partial.holes[p].is_none(),
            own: partial.own.get(p).cloned().unwrap_or_default(),
            picks: vec![],
            hole_count: partial.holes[p].as_ref().map(Vec::len),
            dead: None,
        })
        .collect();
    let mut hand = Hand { rules: rules.clone(), seats, button: 0, chip: 1, board: partial.board.clone() };
    let base = hand.board.len();
    let mut acc = Accumulator::new(n, rules.points.len());
    let total = live.len() as f64;
    let score = |hand: &Hand, acc: &mut Accumulator| {
        let report = hand.resolve();
        let shares: Vec<f64> = report.payouts.iter().map(|&c| c as f64 / total).collect();
        acc.add(&shares, &report.points.iter().map(|p| p.winners.clone()).collect::<Vec<_>>());
    };
    let completions = permutations(stock.len(), missing.len());
    let exact = completions.is_some_and(|c| c <= budget as u128);
    if exact {
        let mut chosen = Vec::with_capacity(missing.len());
        let mut used = vec![false; stock.len()];
        enumerate(&stock, &missing, &mut chosen, &mut used, &mut |cards: &[Card]| {
            hand.board.truncate(base);
            hand.board.extend(missing.iter().copied().zip(cards.iter().copied()));
            score(&hand, &mut acc);
        });
    } else {
        let mut rng = XorShift::new(seed);
        let mut deck = stock.clone();
        for _ in 0..budget.max(1) {
            // A partial Fisher-Yates: only the first places need shuffling.
            for i in 0..missing.len() {
                let j = i + rng.below(deck.len() - i);
                deck.swap(i, j);
            }
            hand.board.truncate(base);
            hand.board.extend(missing.iter().copied().zip(deck.iter().copied()));
            score(&hand, &mut acc);
        }
    }
    Ok(acc.finish(exact))
}

/// Ordered choices of `k` from `n`, if it fits.
fn permutations(n: usize, k: usize) -> Option<u128> {
    (0..k).try_fold(1u128, |acc, i| acc.checked_mul((n - i) as u128))
}

fn enumerate(
    stock: &[Card],
    missing: &[usize],
    chosen: &mut Vec<Card>,
    used: &mut [bool],
    f: &mut impl FnMut(&[Card]),
) {
    if chosen.len() == missing.len() {
        f(chosen);
        return;
    }
    for i in 0..stock.len() {
        if !used[i] {
            used[i] = true;
            chosen.push(stock[i]);
            enumerate(stock, missing, chosen, used, f);
            chosen.pop();
            used[i] = false;
        }
    }
}

struct Accumulator {
    sum: Vec<f64>,
    sum_sq: Vec<f64>,
    points: Vec<Vec<f64>>,
    count: usize,
}

impl Accumulator {
    fn new(n: usize, points: usize) -> Accumulator {
        Accumulator { sum: vec![0.0; n], sum_sq: vec![0.0; n], points: vec![vec![0.0; n]; points], count: 0 }
    }

    fn add(&mut self, shares: &[f64], winners: &[Vec<usize>]) {
        for (i, s) in shares.iter().enumerate() {
            self.sum[i] += s;
            self.sum_sq[i] += s * s;
        }
        for (point, w) in winners.iter().enumerate() {
            for &seat in w {
                self.points[point][seat] += 1.0 / w.len() as f64;
            }
        }
        self.count += 1;
    }

    fn finish(self, exact: bool) -> Equity {
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
        let points = self.points.iter().map(|row| row.iter().map(|s| s / k).collect()).collect();
        Equity { pot, std_error, points, boards: self.count, exact }
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
            holes: vec![Some(cards("Js Ts")), Some(cards("Ah Ad")), None],
            own: vec![],
            board,
            dead: vec![],
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
            holes: vec![Some(cards("As Ad")), Some(cards("Qh 4h"))],
            own: vec![],
            board,
            dead: vec![],
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
            holes: vec![Some(cards("As Ad Ks Kd 2c 3c 4c")), Some(cards("Qh Jh Th 9h 8d 7d 6d"))],
            own: vec![],
            board: vec![],
            dead: vec![],
        };
        let a = equity(&p, 3000, 7).unwrap();
        assert!(!a.exact);
        assert_eq!(a, equity(&p, 3000, 7).unwrap(), "the same seed, the same answer");
        assert!((a.pot.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(a.std_error.iter().all(|e| *e > 0.0 && *e < 0.02), "{:?}", a.std_error);
        for row in &a.points {
            assert!(row.iter().sum::<f64>() <= 1.0 + 1e-9);
        }
    }
}
