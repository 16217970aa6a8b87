//! Scoring a Chinese poker table: every pair of players (or every player against the house)
//! compared row by row under a [`RuleSet`], with each payment recorded and the net totals.
//!
//! Invariants: every unit a player wins another pays — the totals always sum to zero, except in a
//! pool game where they sum to zero together with the pool. Every payment is a [`Payment`] with its
//! reason, so the table the rules show (who won front, middle and back in each pairing, then the
//! totals; [`Scoreboard::table`]) and the dealer's explanation come from the same record. Pairings
//! are listed in settlement order: clockwise from the dealer, A-B, A-C, A-D, B-C, … Readings are in
//! `docs/rules.md`, Part 3.

use std::fmt;

use super::rules::{
    AcesSideBet, Opponents, Payout, RoyaltyCounting, RuleError, RuleSet, SpecialClash, Surrender, Sweep,
};
use super::setting::{Row, Setting};
use super::specials::SpecialHand;
use crate::engine::card::{Card, Rank};
use crate::engine::card_set::CardSet;

/// What a player brings to the showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerHand {
    /// Three rows set face down (possibly fouled).
    Set(Setting),
    /// A special 13-card hand, declared before the hands are exposed.
    Special(SpecialHand),
    /// The player gave up before the hands were exposed.
    Surrendered,
}

impl PlayerHand {
    /// The player's cards, when they are shown.
    pub fn cards(&self) -> Option<CardSet> {
        match self {
            PlayerHand::Set(setting) => Some(setting.cards()),
            PlayerHand::Special(special) => Some(special.cards),
            PlayerHand::Surrendered => None,
        }
    }
}

/// Who won one row of a pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RowWinner {
    First,
    Second,
    Tie,
}

/// Why units changed hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// Winning a row (the unit, or the royalty paid instead of it).
    Row(Row),
    /// A royalty paid on top of the row, or win or lose.
    Royalty(Row),
    /// Winning more rows (Hawaiian Gardens' two of three or three of three).
    RowsWon,
    /// Winning all three rows against every opponent (Hawaiian Gardens' 9).
    ScoopEveryone,
    /// The sweep bonus.
    SweepBonus,
    /// The extra from a sweep paid double or triple.
    SweepMultiplier,
    /// The overall point.
    OverallPoint,
    /// A special hand, against an ordinary hand or another special.
    Special,
    /// A surrender.
    Surrender,
    /// The aces side bet.
    Aces,
    /// The single winner's stake.
    SingleWinner,
}

impl Reason {
    /// Whether the payment is settled with the special hands, before all other payments.
    pub fn is_special(self) -> bool {
        self == Reason::Special
    }
}

/// Units from the pairing's second player to its first (negative: the first pays).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Payment {
    pub reason: Reason,
    pub units: i64,
}

/// Two players' results against each other.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairing {
    /// The seat earlier in settlement order.
    pub first: usize,
    pub second: usize,
    /// Who won each row (front, middle, back), when the rows were compared.
    pub rows: Option<[RowWinner; 3]>,
    pub payments: Vec<Payment>,
}

impl Pairing {
    /// What the second player pays the first, net (negative: the first pays).
    pub fn units(&self) -> i64 {
        self.payments.iter().map(|p| p.units).sum()
    }

    /// The net of the payments for special hands (`special`) or of all the others.
    pub fn units_where(&self, special: bool) -> i64 {
        self.payments.iter().filter(|p| p.reason.is_special() == special).map(|p| p.units).sum()
    }
}

/// One row's share of the pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolRow {
    pub row: Row,
    /// The seats with the best row, in settlement order.
    pub winners: Vec<usize>,
    /// What each winner collects, in the same order.
    pub shares: Vec<u64>,
}

/// How a pool game went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PoolResult {
    /// What each player put in.
    pub contribution: u64,
    pub rows: Vec<PoolRow>,
    /// The player who won all three rows alone, if any.
    pub sweeper: Option<usize>,
}

/// A scored table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoreboard {
    pub n_players: usize,
    pub dealer: usize,
    /// In settlement order.
    pub pairings: Vec<Pairing>,
    /// The pool, in a pool game.
    pub pool: Option<PoolResult>,
    /// Each seat's net units.
    pub totals: Vec<i64>,
}

impl Scoreboard {
    /// The results as the rules show them: one line per pairing with the winner of each row and
    /// what each player won or lost, then the totals. Columns are separated by `|`.
    pub fn table(&self, names: &[&str]) -> String {
        let name = |seat: usize| names.get(seat).copied().unwrap_or("?").to_string();
        let signed = |n: i64| if n > 0 { format!("+{n}") } else { n.to_string() };
        let mut header = vec!["Players".to_string()];
        header.extend(Row::ALL.iter().map(|r| format!("{r} winner")));
        header.extend((0..self.n_players).map(name));
        let mut lines = vec![header.join(" | ")];
        for p in &self.pairings {
            let mut cells = vec![format!("{} v {}", name(p.first), name(p.second))];
            for i in 0..3 {
                cells.push(match p.rows.map(|r| r[i]) {
                    Some(RowWinner::First) => name(p.first),
                    Some(RowWinner::Second) => name(p.second),
                    Some(RowWinner::Tie) => "tie".to_string(),
                    None => "-".to_string(),
                });
            }
            for seat in 0..self.n_players {
                cells.push(if seat == p.first {
                    signed(p.units())
                } else if seat == p.second {
                    signed(-p.units())
                } else {
                    String::new()
                });
            }
            lines.push(cells.join(" | "));
        }
        let mut total = vec!["Total".to_string(), String::new(), String::new(), String::new()];
        total.extend(self.totals.iter().map(|&t| signed(t)));
        lines.push(total.join(" | "));
        lines.join("\n")
    }
}

/// A table that cannot be scored, naming the seat (and card) at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// Chinese poker needs two to four players.
    PlayerCount(usize),
    /// The dealer's seat is not at the table.
    DealerOutOfRange { dealer: usize, n_players: usize },
    /// Two players hold the same card.
    SharedCard { card: Card, seats: [usize; 2] },
    /// A player declared a special hand the rule set does not have.
    SpecialNotInRules { seat: usize, special: super::specials::SpecialKind },
    /// A player surrendered where the rule set does not allow it.
    SurrenderNotAllowed { seat: usize },
    /// Pool and single-winner games compare set hands only.
    MustSetHand { seat: usize },
    /// A rule the payout would ignore (a sweep multiplier in a pool game, …).
    Rules(RuleError),
    /// A sweep multiplier makes a pairing's payment larger than amounts go
    /// ([`crate::engine::amount::MAX_MONEY`] units).
    TooLarge,
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreError::PlayerCount(n) => {
                write!(f, "{}: Chinese poker is for two to four", crate::engine::card::Count(*n, "player"))
            }
            ScoreError::DealerOutOfRange { dealer, n_players } => {
                write!(f, "the dealer is seat {dealer}, but there are only {n_players} seats")
            }
            ScoreError::SharedCard { card, seats: [a, b] } => {
                write!(f, "{card} is in the hands of seat {a} and seat {b}")
            }
            ScoreError::SpecialNotInRules { seat, special } => {
                write!(f, "seat {seat} declared {special}, which these rules do not pay")
            }
            ScoreError::SurrenderNotAllowed { seat } => {
                write!(f, "seat {seat} surrendered, which these rules do not allow")
            }
            ScoreError::MustSetHand { seat } => {
                write!(f, "seat {seat} must set three rows: this game compares set hands only")
            }
            ScoreError::Rules(e) => e.fmt(f),
            ScoreError::TooLarge => write!(
                f,
                "the sweep multiplier makes a payment too large: {}",
                crate::engine::amount::LIMIT_WORDS
            ),
        }
    }
}

impl std::error::Error for ScoreError {}

/// The seats in settlement order: the dealer first, then clockwise.
pub fn settlement_order(n_players: usize, dealer: usize) -> Vec<usize> {
    (0..n_players).map(|i| (dealer + i) % n_players).collect()
}

/// Scores a table: `hands[seat]`, seats numbered clockwise, `dealer` the dealer's seat (and the
/// house when the rule set plays against the house).
///
/// ```
/// use cap::engine::chinese::compare::{score, PlayerHand};
/// use cap::engine::chinese::rules::{RuleSet, RuleSetId};
///
/// // The documents' bonus example: A pays 3 units to B.
/// let a = PlayerHand::Set("6s 6h 6d / 4s 4h 4d 9s 9h / Ks Kh Kd 8s 8h".parse().unwrap());
/// let b = PlayerHand::Set("Qs Qh 7s / Js Jh Jd 2s 2h / 5s 5h 5d 5c Ac".parse().unwrap());
/// let board = score(&RuleSet::named(RuleSetId::TypicalBonus), &[a, b], 0).unwrap();
/// assert_eq!(board.totals, [-3, 3]);
/// ```
pub fn score(rules: &RuleSet, hands: &[PlayerHand], dealer: usize) -> Result<Scoreboard, ScoreError> {
    validate(rules, hands, dealer)?;
    rules.check().map_err(ScoreError::Rules)?;
    let n = hands.len();
    let order = settlement_order(n, dealer);
    match rules.payout {
        Payout::Pool { stake_per_row } => {
            let sweep_extra = match rules.sweep {
                Sweep::Extra { units } => Some(units),
                Sweep::Nothing | Sweep::Multiply { .. } => None,
            };
            return Ok(pool(hands, dealer, &order, stake_per_row, sweep_extra));
        }
        Payout::SingleWinner { stake } => return Ok(single_winner(hands, dealer, &order, stake)),
        Payout::PerRow | Payout::RowsWon { .. } => {}
    }
    let house = (rules.opponents == Opponents::House).then_some(dealer);
    let pairs: Vec<(usize, usize)> = match house {
        Some(house) => order[1..].iter().map(|&s| (house, s)).collect(),
        None => {
            (0..n).flat_map(|i| (i + 1..n).map(move |j| (i, j))).map(|(i, j)| (order[i], order[j])).collect()
        }
    };
    // Row results first: the scoop needs every pairing's rows before any pairing is paid. A player
    // scoops everyone when every opponent (at least two) was compared row by row and lost all
    // three rows: a special hand or a surrender was not swept (`docs/rules.md`, "Sweeps").
    let rows: Vec<Option<[RowWinner; 3]>> = pairs
        .iter()
        .map(|&(a, b)| match (&hands[a], &hands[b]) {
            (PlayerHand::Set(x), PlayerHand::Set(y)) => Some(compare_rows(x, y, house.map(|h| h == a))),
            _ => None,
        })
        .collect();
    let scooped_everyone: Vec<bool> = (0..n)
        .map(|seat| {
            let mut opponents = 0;
            let mut swept = 0;
            for (&(a, b), r) in pairs.iter().zip(&rows) {
                let mine = if seat == a {
                    RowWinner::First
                } else if seat == b {
                    RowWinner::Second
                } else {
                    continue;
                };
                opponents += 1;
                swept += r.as_ref().is_some_and(|r| r.iter().all(|&w| w == mine)) as usize;
            }
            opponents >= 2 && swept == opponents
        })
        .collect();
    let pairings = pairs
        .iter()
        .zip(rows)
        .map(|(&(a, b), rows)| -> Result<Pairing, ScoreError> {
            let mut payments = match (&hands[a], &hands[b]) {
                (PlayerHand::Surrendered, PlayerHand::Surrendered) => Vec::new(),
                (PlayerHand::Surrendered, _) => surrender(rules, -1),
                (_, PlayerHand::Surrendered) => surrender(rules, 1),
                (PlayerHand::Special(x), PlayerHand::Special(y)) => special_clash(rules, x, y),
                (PlayerHand::Special(x), _) => vec![special_payment(rules, x, 1)],
                (_, PlayerHand::Special(y)) => vec![special_payment(rules, y, -1)],
                (PlayerHand::Set(x), PlayerHand::Set(y)) => {
                    let rows = rows.expect("set hands are compared row by row");
                    set_payments(rules, [x, y], rows, [scooped_everyone[a], scooped_everyone[b]])?
                }
            };
            if let (AcesSideBet::On { worth }, Some(x), Some(y)) =
                (rules.aces, hands[a].cards(), hands[b].cards())
            {
                let aces = |c: CardSet| worth[c.of_rank(Rank::Ace).len()] as i64;
                let units = aces(x) - aces(y);
                if units != 0 {
                    payments.push(Payment { reason: Reason::Aces, units });
                }
            }
            Ok(Pairing { first: a, second: b, rows, payments })
        })
        .collect::<Result<Vec<Pairing>, ScoreError>>()?;
    // Every payment is within 2^52 units plus a few u32s, so these sums cannot wrap.
    let mut totals = vec![0i64; n];
    for p in &pairings {
        totals[p.first] += p.units();
        totals[p.second] -= p.units();
    }
    Ok(Scoreboard { n_players: n, dealer, pairings, pool: None, totals })
}

fn validate(rules: &RuleSet, hands: &[PlayerHand], dealer: usize) -> Result<(), ScoreError> {
    let n = hands.len();
    if !super::PLAYERS.contains(n) {
        return Err(ScoreError::PlayerCount(n));
    }
    if dealer >= n {
        return Err(ScoreError::DealerOutOfRange { dealer, n_players: n });
    }
    let set_only = matches!(rules.payout, Payout::Pool { .. } | Payout::SingleWinner { .. });
    for (seat, hand) in hands.iter().enumerate() {
        match hand {
            PlayerHand::Set(_) => {}
            _ if set_only => return Err(ScoreError::MustSetHand { seat }),
            PlayerHand::Special(s) if rules.specials.entry(s.kind).is_none() => {
                return Err(ScoreError::SpecialNotInRules { seat, special: s.kind });
            }
            PlayerHand::Special(_) => {}
            PlayerHand::Surrendered if rules.surrender == Surrender::NotAllowed => {
                return Err(ScoreError::SurrenderNotAllowed { seat });
            }
            PlayerHand::Surrendered => {}
        }
        for (other, earlier) in hands[..seat].iter().enumerate() {
            if let (Some(x), Some(y)) = (hand.cards(), earlier.cards()) {
                if let Some(card) = (x & y).first() {
                    return Err(ScoreError::SharedCard { card, seats: [other, seat] });
                }
            }
        }
    }
    Ok(())
}

/// Who wins each row. A fouled hand loses every row to an unfouled one; two fouled hands tie
/// every row; `first_is_house` gives tied rows to the house (`docs/rules.md`, "Fouled settings"
/// and "Against the house").
pub fn compare_rows(first: &Setting, second: &Setting, first_is_house: Option<bool>) -> [RowWinner; 3] {
    let tie = match first_is_house {
        Some(true) => RowWinner::First,
        Some(false) => RowWinner::Second,
        None => RowWinner::Tie,
    };
    match (first.is_fouled(), second.is_fouled()) {
        (true, true) => [tie; 3],
        (true, false) => [RowWinner::Second; 3],
        (false, true) => [RowWinner::First; 3],
        (false, false) => Row::ALL.map(|row| match first.row(row).value.cmp(&second.row(row).value) {
            std::cmp::Ordering::Greater => RowWinner::First,
            std::cmp::Ordering::Less => RowWinner::Second,
            std::cmp::Ordering::Equal => tie,
        }),
    }
}

/// The payments between two set hands whose rows went `rows`.
fn set_payments(
    rules: &RuleSet,
    hands: [&Setting; 2],
    rows: [RowWinner; 3],
    scooped_everyone: [bool; 2],
) -> Result<Vec<Payment>, ScoreError> {
    let sign = |w: RowWinner| match w {
        RowWinner::First => 1,
        RowWinner::Second => -1,
        RowWinner::Tie => 0,
    };
    let winner_hand = |w: RowWinner| match w {
        RowWinner::First => Some(hands[0]),
        RowWinner::Second => Some(hands[1]),
        RowWinner::Tie => None,
    };
    let royalties = &rules.royalties;
    let mut payments = Vec::new();
    match rules.payout {
        Payout::RowsWon { two_of_three, three_of_three, scoop_everyone } => {
            let net: i64 = rows.iter().map(|&w| sign(w)).sum();
            let won = |side: RowWinner| rows.iter().filter(|&&w| w == side).count();
            let (side, rows_won) =
                if net > 0 { (0, won(RowWinner::First)) } else { (1, won(RowWinner::Second)) };
            if net != 0 {
                let (reason, units) = match rows_won {
                    3 if scooped_everyone[side] => (Reason::ScoopEveryone, scoop_everyone),
                    3 => (Reason::RowsWon, three_of_three),
                    _ => (Reason::RowsWon, two_of_three),
                };
                payments.push(Payment { reason, units: net.signum() * units as i64 });
            }
        }
        _ => {
            for (row, &w) in Row::ALL.iter().zip(&rows) {
                let Some(winner) = winner_hand(w) else { continue };
                let units = match royalties.counting {
                    RoyaltyCounting::InsteadOfRow => royalties.units(*row, &winner.row(*row)).unwrap_or(1),
                    _ => 1,
                };
                payments.push(Payment { reason: Reason::Row(*row), units: sign(w) * units as i64 });
            }
        }
    }
    match royalties.counting {
        RoyaltyCounting::InsteadOfRow if matches!(rules.payout, Payout::PerRow) => {}
        // Rows-won payouts have no per-row unit to replace, so their royalties come on top.
        RoyaltyCounting::InsteadOfRow | RoyaltyCounting::OnTopWhenWinning => {
            for (row, &w) in Row::ALL.iter().zip(&rows) {
                let Some(winner) = winner_hand(w) else { continue };
                if let Some(units) = royalties.units(*row, &winner.row(*row)) {
                    payments.push(Payment { reason: Reason::Royalty(*row), units: sign(w) * units as i64 });
                }
            }
        }
        RoyaltyCounting::WinOrLose => {
            for row in Row::ALL {
                for (side, hand) in [(1, hands[0]), (-1, hands[1])] {
                    if hand.is_fouled() {
                        continue;
                    }
                    if let Some(units) = royalties.units(row, &hand.row(row)) {
                        payments.push(Payment { reason: Reason::Royalty(row), units: side * units as i64 });
                    }
                }
            }
        }
    }
    let swept = match rows {
        [RowWinner::First, RowWinner::First, RowWinner::First] => Some(0),
        [RowWinner::Second, RowWinner::Second, RowWinner::Second] => Some(1),
        _ => None,
    };
    let side_sign = |side: usize| if side == 0 { 1 } else { -1 };
    if let (Sweep::Extra { units }, Some(side)) = (rules.sweep, swept) {
        payments.push(Payment { reason: Reason::SweepBonus, units: side_sign(side) * units as i64 });
    }
    let net: i64 = payments.iter().map(|p| p.units).sum();
    if rules.overall_point > 0 && net != 0 {
        payments
            .push(Payment { reason: Reason::OverallPoint, units: net.signum() * rules.overall_point as i64 });
    }
    if let (Sweep::Multiply { one_opponent, every_opponent }, Some(side)) = (rules.sweep, swept) {
        let factor = if scooped_everyone[side] { every_opponent } else { one_opponent };
        let net: i64 = payments.iter().map(|p| p.units).sum();
        if factor > 1 && net != 0 {
            // The multiplied payment is checked: a factor of u32::MAX times a few u32 royalties is
            // beyond i64, and no amount may wrap (issue 25).
            let limit = crate::engine::amount::MAX_MONEY as i64;
            let multiplied = net
                .checked_mul(i64::from(factor))
                .filter(|m| m.abs() <= limit)
                .ok_or(ScoreError::TooLarge)?;
            payments.push(Payment { reason: Reason::SweepMultiplier, units: multiplied - net });
        }
    }
    Ok(payments)
}

/// A surrender's payment; `sign` 1 when the second player surrendered.
fn surrender(rules: &RuleSet, sign: i64) -> Vec<Payment> {
    // In u64: two u32s (the two-of-three unit and the overall point) may not fit a u32.
    let units = match rules.surrender {
        Surrender::NotAllowed => 0,
        Surrender::Fixed { units } => u64::from(units),
        Surrender::AsLosingTwoOfThree => {
            let rows = match rules.payout {
                Payout::RowsWon { two_of_three, .. } => two_of_three,
                _ => 1,
            };
            u64::from(rows) + u64::from(rules.overall_point)
        }
    };
    vec![Payment { reason: Reason::Surrender, units: sign * units as i64 }]
}

/// What a declared special's holder wins from an ordinary hand; `sign` 1 for the first player.
fn special_payment(rules: &RuleSet, special: &SpecialHand, sign: i64) -> Payment {
    let units = rules.specials.entry(special.kind).map_or(0, |(_, e)| e.units);
    Payment { reason: Reason::Special, units: sign * units as i64 }
}

/// Two declared specials against each other, by the table's clash rule.
fn special_clash(rules: &RuleSet, x: &SpecialHand, y: &SpecialHand) -> Vec<Payment> {
    let entry = |s: &SpecialHand| rules.specials.entry(s.kind).expect("validated against the table");
    let ((xi, xe), (yi, ye)) = (entry(x), entry(y));
    let by_table = (xe.units, xi).cmp(&(ye.units, yi));
    let higher = by_table.then_with(|| x.compare_same_kind(y).unwrap_or(std::cmp::Ordering::Equal));
    let units: i64 = match rules.specials.clash {
        SpecialClash::Difference => xe.units as i64 - ye.units as i64,
        SpecialClash::EqualValuesCancel if xe.units == ye.units => 0,
        SpecialClash::EqualValuesCancel | SpecialClash::HigherWinsFull => match higher {
            std::cmp::Ordering::Greater => xe.units as i64,
            std::cmp::Ordering::Less => -(ye.units as i64),
            std::cmp::Ordering::Equal => 0,
        },
    };
    if units == 0 {
        Vec::new()
    } else {
        vec![Payment { reason: Reason::Special, units }]
    }
}

fn setting(hand: &PlayerHand) -> &Setting {
    match hand {
        PlayerHand::Set(s) => s,
        _ => unreachable!("validated: pool and single-winner games have set hands only"),
    }
}

/// The pool game: each row's best hand collects its share.
fn pool(
    hands: &[PlayerHand],
    dealer: usize,
    order: &[usize],
    stake_per_row: u32,
    sweep_extra: Option<u32>,
) -> Scoreboard {
    let n = hands.len();
    let contribution = 3 * stake_per_row as u64;
    let share = n as u64 * stake_per_row as u64;
    let mut totals = vec![-(contribution as i64); n];
    // Fouled hands cannot win a row; if every hand fouled, they all compete as set.
    let any_clean = hands.iter().any(|h| !setting(h).is_fouled());
    let contenders: Vec<usize> =
        order.iter().copied().filter(|&s| !any_clean || !setting(&hands[s]).is_fouled()).collect();
    let mut rows = Vec::new();
    for row in Row::ALL {
        let best = contenders.iter().map(|&s| setting(&hands[s]).row(row).value).max().expect("at least two");
        let winners: Vec<usize> =
            contenders.iter().copied().filter(|&s| setting(&hands[s]).row(row).value == best).collect();
        let k = winners.len() as u64;
        // The odd units go one each to the first winners in settlement order.
        let shares: Vec<u64> = (0..k).map(|i| share / k + u64::from(i < share % k)).collect();
        for (&s, &units) in winners.iter().zip(&shares) {
            totals[s] += units as i64;
        }
        rows.push(PoolRow { row, winners, shares });
    }
    let sweeper = match rows.as_slice() {
        [a, b, c] if a.winners.len() == 1 && a.winners == b.winners && a.winners == c.winners => {
            Some(a.winners[0])
        }
        _ => None,
    };
    let mut pairings = Vec::new();
    if let (Some(winner), Some(extra)) = (sweeper, sweep_extra) {
        for &other in order.iter().filter(|&&s| s != winner) {
            let units = extra as i64;
            totals[winner] += units;
            totals[other] -= units;
            let (first, second, units) = if order_index(order, winner) < order_index(order, other) {
                (winner, other, units)
            } else {
                (other, winner, -units)
            };
            pairings.push(Pairing {
                first,
                second,
                rows: None,
                payments: vec![Payment { reason: Reason::SweepBonus, units }],
            });
        }
    }
    Scoreboard {
        n_players: n,
        dealer,
        pairings,
        pool: Some(PoolResult { contribution, rows, sweeper }),
        totals,
    }
}

fn order_index(order: &[usize], seat: usize) -> usize {
    order.iter().position(|&s| s == seat).expect("every seat is in the order")
}

/// The single-winner game: the player who beats everyone on two rows or more collects `stake`.
fn single_winner(hands: &[PlayerHand], dealer: usize, order: &[usize], stake: u32) -> Scoreboard {
    let n = hands.len();
    let beats = |a: usize, b: usize| {
        let rows = compare_rows(setting(&hands[a]), setting(&hands[b]), None);
        rows.iter().filter(|&&w| w == RowWinner::First).count() >= 2
    };
    let winner = order.iter().copied().find(|&a| order.iter().all(|&b| a == b || beats(a, b)));
    let mut totals = vec![0i64; n];
    let mut pairings = Vec::new();
    for (i, &a) in order.iter().enumerate() {
        for &b in &order[i + 1..] {
            let rows = compare_rows(setting(&hands[a]), setting(&hands[b]), None);
            let units = match winner {
                Some(w) if w == a => stake as i64,
                Some(w) if w == b => -(stake as i64),
                _ => 0,
            };
            totals[a] += units;
            totals[b] -= units;
            let payments =
                if units == 0 { Vec::new() } else { vec![Payment { reason: Reason::SingleWinner, units }] };
            pairings.push(Pairing { first: a, second: b, rows: Some(rows), payments });
        }
    }
    Scoreboard { n_players: n, dealer, pairings, pool: None, totals }
}
