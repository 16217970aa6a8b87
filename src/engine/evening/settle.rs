//! The settle-up: each player's net for the evening, and who pays whom.
//!
//! A player's net is what they took away (cash-outs and the stack still in front of them) less what
//! they brought (buy-ins and rebuys). The nets add up to zero exactly when the chips are conserved,
//! which the evening guarantees after every event; the settle-up still checks it and says the
//! difference, because it is the number the table argues about.
//!
//! Two ways to pay, as the table chooses:
//! - **between players** ([`Mode::Pairs`]): first every debtor whose debt exactly equals a
//!   creditor's due pays that creditor (one transfer settles two people), then the largest debtor
//!   pays the largest creditor until nobody is owed. Each transfer settles at least one player and
//!   the last settles two, so there are at most (players with a balance − 1) transfers. Ties go in
//!   seat order, so the same evening always gives the same list.
//! - **through a bank** ([`Mode::Bank`]): every debtor pays the bank and the bank pays every
//!   creditor, one transfer each (the host holds the cash).
//!
//! Counts: a stack counted at the table that differs from what the hands leave ([`super::Event::Count`])
//! is listed with the difference in chips and money. The settle-up goes by the hands, so the money
//! still balances; the difference is for the table to find (a chip on the floor, a hand entered
//! wrong: a correction re-flows it).

use super::money::ChipValue;
use super::roster::Roster;
use super::{Evening, Note};
use crate::engine::sort;

/// How the table pays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    #[default]
    Pairs,
    Bank,
}

/// One side of a transfer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Party {
    Player(usize),
    Bank,
}

/// `from` pays `to` this many chips' worth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Transfer {
    pub from: Party,
    pub to: Party,
    pub chips: u64,
}

/// One player's evening in chips.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Balance {
    pub seat: usize,
    pub bought_in: u64,
    pub cashed_out: u64,
    /// Chips still in front of the player (cashed out at the settle-up).
    pub stack: u64,
}

impl Balance {
    /// Cash-outs plus the stack, less the buy-ins (amounts are within 2^52, so this is exact).
    pub fn net(&self) -> i64 {
        (self.cashed_out + self.stack) as i64 - self.bought_in as i64
    }
}

/// A count at the table that differs from the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miscount {
    /// The count's event, from 1.
    pub event: usize,
    pub seat: usize,
    pub counted: u64,
    pub stack: u64,
}

/// The settle-up of an evening as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettleUp {
    mode: Mode,
    balances: Vec<Balance>,
    transfers: Vec<Transfer>,
    miscounts: Vec<Miscount>,
}

impl SettleUp {
    /// Settles the evening now: every player who bought in, and the transfers.
    pub fn of(evening: &Evening, mode: Mode) -> SettleUp {
        let balances: Vec<Balance> = evening
            .now()
            .accounts()
            .iter()
            .enumerate()
            .filter(|(_, a)| a.bought_in > 0)
            .map(|(seat, a)| Balance {
                seat,
                bought_in: a.bought_in,
                cashed_out: a.cashed_out,
                stack: a.stack,
            })
            .collect();
        let nets: Vec<(usize, i64)> = balances.iter().map(|b| (b.seat, b.net())).collect();
        let miscounts = evening
            .steps()
            .iter()
            .enumerate()
            .filter_map(|(i, step)| match *step.note() {
                Note::Count { seat, counted, stack } if counted != stack => {
                    Some(Miscount { event: i + 1, seat, counted, stack })
                }
                _ => None,
            })
            .collect();
        SettleUp { mode, balances, transfers: transfers(&nets, mode), miscounts }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn balances(&self) -> &[Balance] {
        &self.balances
    }

    pub fn transfers(&self) -> &[Transfer] {
        &self.transfers
    }

    pub fn miscounts(&self) -> &[Miscount] {
        &self.miscounts
    }

    /// Chips bought, in all.
    pub fn chips_in(&self) -> u64 {
        self.balances.iter().map(|b| b.bought_in).sum()
    }

    /// Chips cashed out and still on the table, in all.
    pub fn chips_out(&self) -> u64 {
        self.balances.iter().map(|b| b.cashed_out + b.stack).sum()
    }

    /// "money in equals money out", or the difference in words, in chips and money.
    pub fn check_words(&self, value: ChipValue) -> String {
        let (chips_in, chips_out) = (self.chips_in(), self.chips_out());
        let both = |chips: u64| amount_words(chips as i64, value);
        if chips_in == chips_out {
            return format!("money in equals money out: {}", both(chips_in));
        }
        let diff = chips_in.abs_diff(chips_out) as i64;
        format!(
            "money in ({}) and money out ({}) differ by {}: {}",
            both(chips_in),
            both(chips_out),
            amount_words(diff, value),
            if chips_out > chips_in { "more goes out than came in" } else { "chips are missing" }
        )
    }
}

impl Miscount {
    /// "Ann counted 340 chips but the hands leave 350: 10 chips (1.00) fewer".
    pub fn words(&self, roster: &Roster, value: ChipValue) -> String {
        let diff = self.counted.abs_diff(self.stack) as i64;
        format!(
            "event {}: {} counted {} chips but the hands leave {}: {} {}",
            self.event,
            roster.name(self.seat),
            self.counted,
            self.stack,
            amount_words(diff, value),
            if self.counted < self.stack { "fewer" } else { "more" }
        )
    }
}

/// "10 chips (1.00)", or "10 chips" for chips only.
pub fn amount_words(chips: i64, value: ChipValue) -> String {
    let noun = if chips.unsigned_abs() == 1 { "chip" } else { "chips" };
    match value.money_words(chips) {
        Some(money) => format!("{chips} {noun} ({money})"),
        None => format!("{chips} {noun}"),
    }
}

/// The transfers that settle `nets` (seat, net in chips; they add up to zero).
///
/// ```
/// use cap::engine::evening::settle::{transfers, Mode, Party::*, Transfer};
/// let t = transfers(&[(0, 50), (1, -30), (2, -20)], Mode::Pairs);
/// assert_eq!(t, vec![
///     Transfer { from: Player(1), to: Player(0), chips: 30 },
///     Transfer { from: Player(2), to: Player(0), chips: 20 },
/// ]);
/// ```
pub fn transfers(nets: &[(usize, i64)], mode: Mode) -> Vec<Transfer> {
    // Debtors and creditors by amount, largest first; equal amounts in seat order.
    let mut owes: Vec<(usize, u64)> =
        nets.iter().filter(|n| n.1 < 0).map(|&(s, n)| (s, n.unsigned_abs())).collect();
    let mut due: Vec<(usize, u64)> = nets.iter().filter(|n| n.1 > 0).map(|&(s, n)| (s, n as u64)).collect();
    let order = |a: &(usize, u64), b: &(usize, u64)| a.1 > b.1 || (a.1 == b.1 && a.0 < b.0);
    sort::sort_by(&mut owes, order);
    sort::sort_by(&mut due, order);
    let mut out = Vec::new();
    if mode == Mode::Bank {
        out.extend(owes.iter().map(|&(s, c)| Transfer { from: Party::Player(s), to: Party::Bank, chips: c }));
        out.extend(due.iter().map(|&(s, c)| Transfer { from: Party::Bank, to: Party::Player(s), chips: c }));
        return out;
    }
    // Exact pairs first: one transfer settles two players.
    for debtor in owes.iter_mut() {
        if let Some(creditor) = due.iter_mut().find(|c| c.1 > 0 && c.1 == debtor.1) {
            out.push(Transfer {
                from: Party::Player(debtor.0),
                to: Party::Player(creditor.0),
                chips: debtor.1,
            });
            creditor.1 = 0;
            debtor.1 = 0;
        }
    }
    owes.retain(|o| o.1 > 0);
    due.retain(|d| d.1 > 0);
    // Then the largest debtor pays the largest creditor; both lists stay sorted by re-sorting the
    // few players left (a table has at most a few dozen).
    while let (Some(&debtor), Some(&creditor)) = (owes.first(), due.first()) {
        let chips = debtor.1.min(creditor.1);
        out.push(Transfer { from: Party::Player(debtor.0), to: Party::Player(creditor.0), chips });
        owes[0].1 -= chips;
        due[0].1 -= chips;
        owes.retain(|o| o.1 > 0);
        due.retain(|d| d.1 > 0);
        sort::sort_by(&mut owes, order);
        sort::sort_by(&mut due, order);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::Party::*;
    use super::*;

    #[test]
    fn an_exact_pair_is_settled_by_one_transfer() {
        // Greedy alone would pay Cat's 60 to Ann's 70 first and need three transfers.
        let t = transfers(&[(0, 70), (1, 40), (2, -60), (3, -50)], Mode::Pairs);
        assert_eq!(t.len(), 3);
        let t = transfers(&[(0, 60), (1, 50), (2, -60), (3, -50)], Mode::Pairs);
        assert_eq!(
            t,
            vec![
                Transfer { from: Player(2), to: Player(0), chips: 60 },
                Transfer { from: Player(3), to: Player(1), chips: 50 },
            ]
        );
    }

    #[test]
    fn the_bank_pays_and_is_paid_by_everyone_with_a_balance() {
        let t = transfers(&[(0, 70), (1, 0), (2, -70)], Mode::Bank);
        assert_eq!(
            t,
            vec![
                Transfer { from: Player(2), to: Bank, chips: 70 },
                Transfer { from: Bank, to: Player(0), chips: 70 }
            ]
        );
    }

    #[test]
    fn nobody_owes_nothing() {
        assert!(transfers(&[(0, 0), (1, 0)], Mode::Pairs).is_empty());
    }
}
