//! Chip-limited settlement: nobody wins or loses more chips than they had in front of them.
//!
//! The documents' rule: settle clockwise from the dealer, pair by pair (A-B, A-C, A-D, B-C, B-D,
//! C-D), the special hands first and then everything else, and "each chip is either doubled or
//! lost". Reading (`docs/rules.md`, "Chip-limited settlement"): every chip a player had at the
//! start can back one unit of win *or* one unit of loss, so each transfer is the smallest of what
//! is owed and what the payer and the receiver each still have unused, and it uses that many chips
//! of both. Invariant: chips are conserved, and no player's wins plus losses exceed their start.

use std::fmt;

use super::compare::Scoreboard;
use crate::engine::amount;

/// Whether a transfer belongs to the special hands' round or to the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    Specials,
    Hands,
}

/// One payment between two players, as owed and as actually paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Transfer {
    pub stage: Stage,
    pub from: usize,
    pub to: usize,
    /// What the scoring says (units × chips per unit).
    pub owed: u64,
    /// What could be paid under the chip limit.
    pub paid: u64,
}

/// The result of settling a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// In the order they were made, including the ones cut to nothing.
    pub transfers: Vec<Transfer>,
    /// Each seat's chips afterwards.
    pub chips: Vec<u64>,
}

/// A settlement that cannot be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettleError {
    /// One starting stack per seat is needed.
    StackCount { stacks: usize, n_players: usize },
    /// A pool game pays the pool, not pair by pair.
    Pool,
    /// The chips, or what is owed, are beyond the range of amounts (`engine::amount`).
    TooLarge,
}

impl fmt::Display for SettleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettleError::StackCount { stacks, n_players } => {
                write!(f, "{stacks} starting stacks for {n_players} players: one per seat is needed")
            }
            SettleError::Pool => write!(f, "a pool game is settled through the pool, not pair by pair"),
            SettleError::TooLarge => {
                write!(f, "the chips or what is owed are too large: {}", amount::LIMIT_WORDS)
            }
        }
    }
}

impl std::error::Error for SettleError {}

/// Settles a scoreboard from the players' starting `chips`, `chips_per_unit` chips a unit.
///
/// ```
/// use cap::engine::chinese::settle::{settle_pairs, Stage};
///
/// // The documents' example: A (dealer, 8 chips) sweeps B for 6 and is swept by C for 6.
/// let owed = [(Stage::Hands, 0, 1, 6), (Stage::Hands, 0, 2, -6), (Stage::Hands, 0, 3, 1)];
/// let settlement = settle_pairs(&owed, &[8, 20, 20, 20]);
/// assert_eq!(settlement.chips, [12, 14, 22, 20]);
/// ```
pub fn settle(board: &Scoreboard, chips: &[u64], chips_per_unit: u64) -> Result<Settlement, SettleError> {
    if board.pool.is_some() {
        return Err(SettleError::Pool);
    }
    if chips.len() != board.n_players {
        return Err(SettleError::StackCount { stacks: chips.len(), n_players: board.n_players });
    }
    // Within the range of amounts, no transfer or stack below can wrap.
    amount::total(chips.iter().copied(), "chips").map_err(|_| SettleError::TooLarge)?;
    let mut owed = Vec::new();
    for (stage, special) in [(Stage::Specials, true), (Stage::Hands, false)] {
        for p in &board.pairings {
            let units = p.units_where(special);
            let money = amount::times(units.unsigned_abs(), chips_per_unit, "owed")
                .map_err(|_| SettleError::TooLarge)?;
            // Within 2^52, so the signed amount is exact.
            owed.push((stage, p.first, p.second, units.signum() * money as i64));
        }
    }
    Ok(settle_pairs(&owed, chips))
}

/// Settles `(stage, first, second, chips the second owes the first)` in the order given (already
/// settlement order), from the starting `chips`. A transfer never exceeds what the receiver had
/// unused, so a stack at most doubles: with stacks below 2^63 (within `engine::amount`'s range,
/// as [`settle`] checks) nothing wraps.
pub fn settle_pairs(owed: &[(Stage, usize, usize, i64)], chips: &[u64]) -> Settlement {
    let mut unused = chips.to_vec();
    let mut now = chips.to_vec();
    let mut transfers = Vec::new();
    for &(stage, first, second, units) in owed {
        if units == 0 {
            continue;
        }
        let (from, to) = if units > 0 { (second, first) } else { (first, second) };
        let owed = units.unsigned_abs();
        let paid = owed.min(unused[from]).min(unused[to]);
        unused[from] -= paid;
        unused[to] -= paid;
        now[from] -= paid;
        now[to] += paid;
        transfers.push(Transfer { stage, from, to, owed, paid });
    }
    Settlement { transfers, chips: now }
}
