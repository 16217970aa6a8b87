//! Pots and chops: side pots from contributions, split-pot stacks and points, odd chips, and the
//! cutting instructions a dealer reads aloud.
//!
//! Invariants: every amount is a whole number of the table's smallest chip (`u64` chip counts, never
//! floats); every chip that goes in comes out (see the conservation tests); every cut is recorded as
//! a [`Cut`] so the UI and the hand history can show *why* each player got what they got. The
//! remainder rule is explicit and written in words, because players read a correct odd-chip split
//! as a bug when it is not explained (see `docs/rules.md`, "Chopping pots").
//!
//! Seats are indices into the players in clockwise order; `button` is the dealer's seat. Odd chips
//! among tied winners go one each starting with the first winner clockwise from the dealer's left.

use std::fmt;

use crate::engine::sort;

/// A pot (the main pot or a side pot): its chips and the seats that may win it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pot {
    /// Chips in this pot, in units of the table's smallest chip.
    pub chips: u64,
    /// Seats that contested this pot (did not fold and put in at least its level), ascending.
    pub eligible: Vec<usize>,
}

/// Why side pots could not be built from the contributions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PotError {
    /// Every player folded: nobody can win the chips.
    EveryoneFolded,
    /// The contributions and folded flags describe different numbers of players.
    LengthMismatch { contributed: usize, folded: usize },
    /// The contributions add up to more than a `u64` holds: refused rather than wrapped.
    TooLarge,
}

impl fmt::Display for PotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PotError::EveryoneFolded => write!(f, "every player folded, so nobody can win the pot"),
            PotError::LengthMismatch { contributed, folded } => {
                write!(f, "{contributed} contributions but {folded} folded flags: one of each per player")
            }
            PotError::TooLarge => write!(f, "the contributions add up to more than can be counted"),
        }
    }
}

impl std::error::Error for PotError {}

/// Builds the main pot and side pots from what each seat put in.
///
/// Each level at which a live (non-folded) player is all-in closes a pot: it holds what every
/// player, folded or not, put in up to that level, and it is contested by the live players who
/// reached it. Chips above the highest live contribution (a folded player's over-bet cannot exceed
/// it in a real hand, but a hand file may say so) join the last pot rather than vanish. Pots with
/// the same contestants are merged, so a table with no all-in has exactly one pot.
///
/// ```
/// use cap::engine::pot::{side_pots, Pot};
/// // A is all-in for 100; B and C put in 300; D folded after putting in 50.
/// let pots = side_pots(&[100, 300, 300, 50], &[false, false, false, true]).unwrap();
/// assert_eq!(pots, vec![
///     Pot { chips: 350, eligible: vec![0, 1, 2] },
///     Pot { chips: 400, eligible: vec![1, 2] },
/// ]);
/// ```
pub fn side_pots(contributed: &[u64], folded: &[bool]) -> Result<Vec<Pot>, PotError> {
    if contributed.len() != folded.len() {
        return Err(PotError::LengthMismatch { contributed: contributed.len(), folded: folded.len() });
    }
    // Every sum below is at most the total, so checking the total once rules out wrapping.
    if contributed.iter().try_fold(0u64, |sum, &c| sum.checked_add(c)).is_none() {
        return Err(PotError::TooLarge);
    }
    let live = |seat: usize| !folded[seat];
    let mut levels: Vec<u64> =
        (0..contributed.len()).filter(|&s| live(s) && contributed[s] > 0).map(|s| contributed[s]).collect();
    if !(0..contributed.len()).any(live) {
        return Err(PotError::EveryoneFolded);
    }
    sort::sort(&mut levels);
    levels.dedup();

    let mut pots: Vec<Pot> = Vec::new();
    let mut below = 0u64;
    for &level in &levels {
        let chips: u64 = contributed.iter().map(|&c| c.min(level).saturating_sub(below)).sum();
        let eligible: Vec<usize> =
            (0..contributed.len()).filter(|&s| live(s) && contributed[s] >= level).collect();
        match pots.last_mut() {
            Some(last) if last.eligible == eligible => last.chips += chips,
            _ => pots.push(Pot { chips, eligible }),
        }
        below = level;
    }
    let over: u64 = contributed.iter().map(|&c| c.saturating_sub(below)).sum();
    match pots.last_mut() {
        Some(last) => last.chips += over,
        // Only folded players put chips in: the live players still contest them.
        None => {
            pots.push(Pot { chips: over, eligible: (0..contributed.len()).filter(|&s| live(s)).collect() })
        }
    }
    Ok(pots)
}

/// Where a seat stands at the showdown, for building pots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Still in and contesting.
    In,
    /// Folded during the hand: their chips stay in, they win nothing.
    Folded,
    /// Still in at the showdown but forfeits (a void or dead hand, a Throw dem card not thrown, a
    /// bad pick): their chips stay in the pots they reached, and they win nothing.
    Forfeited,
}

/// The pots at a showdown: the pots someone can still win, and the chips nobody can win, which go
/// back to the seats that put them in.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ShowdownPots {
    /// Pots with at least one seat still contesting, in order from the main pot.
    pub pots: Vec<Pot>,
    /// Chips no seat still contesting matched, by seat (seat order; only seats getting some back).
    pub returned: Vec<(usize, u64)>,
}

/// Builds the pots of a showdown where some seats still in forfeit (`docs/rules.md`, "Forfeits
/// and chips nobody can win").
///
/// A forfeiting seat was in the hand until the showdown, so its contribution closes a pot level
/// like any all-in: each level holds what every seat put in up to it. A level is won among the
/// seats that reached it and still contest; a level that no contesting seat reached cannot be won
/// by anyone, and each seat gets back exactly what it put into that level (uncalled chips, a pot
/// matched only by players who forfeited). Chips above every level of a seat still in (a folded
/// seat's over-bet, which a real hand cannot have but a hand file may state) go back the same way.
///
/// ```
/// use cap::engine::pot::{pots_at_showdown, Pot, Standing::*};
/// // Throw dem: A and B put in 30 and forfeit; C is all-in for 10.
/// let p = pots_at_showdown(&[30, 30, 10], &[Forfeited, Forfeited, In]).unwrap();
/// assert_eq!(p.pots, vec![Pot { chips: 30, eligible: vec![2] }]);
/// assert_eq!(p.returned, vec![(0, 20), (1, 20)]);
/// ```
pub fn pots_at_showdown(contributed: &[u64], standing: &[Standing]) -> Result<ShowdownPots, PotError> {
    if contributed.len() != standing.len() {
        return Err(PotError::LengthMismatch { contributed: contributed.len(), folded: standing.len() });
    }
    let seats = 0..contributed.len();
    if !seats.clone().any(|s| standing[s] != Standing::Folded) {
        return Err(PotError::EveryoneFolded);
    }
    // Every sum below is at most the total, so checking the total once rules out wrapping.
    if contributed.iter().try_fold(0u64, |sum, &c| sum.checked_add(c)).is_none() {
        return Err(PotError::TooLarge);
    }
    let mut levels: Vec<u64> = seats
        .clone()
        .filter(|&s| standing[s] != Standing::Folded && contributed[s] > 0)
        .map(|s| contributed[s])
        .collect();
    sort::sort(&mut levels);
    levels.dedup();
    let mut out = ShowdownPots::default();
    let mut back = vec![0u64; contributed.len()];
    let mut below = 0u64;
    // One more level, above every contribution, catches the chips over the last real level.
    for level in levels.iter().copied().chain(std::iter::once(u64::MAX)) {
        let slice = |s: usize| contributed[s].min(level).saturating_sub(below);
        let eligible: Vec<usize> =
            seats.clone().filter(|&s| standing[s] == Standing::In && contributed[s] >= level).collect();
        if eligible.is_empty() {
            for s in seats.clone() {
                back[s] += slice(s);
            }
        } else {
            let chips: u64 = seats.clone().map(slice).sum();
            match out.pots.last_mut() {
                Some(last) if last.eligible == eligible => last.chips += chips,
                _ => out.pots.push(Pot { chips, eligible }),
            }
        }
        below = level;
    }
    out.returned = back.into_iter().enumerate().filter(|(_, c)| *c > 0).collect();
    Ok(out)
}

/// The seats clockwise from the dealer's left, which is the order odd chips are given in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeatOrder {
    /// Number of seats at the table.
    pub n_seats: usize,
    /// The dealer's seat.
    pub button: usize,
}

impl SeatOrder {
    /// How far clockwise `seat` is from the dealer's left: 0 for the first seat left of the button.
    pub fn distance_from_left_of_button(&self, seat: usize) -> usize {
        (seat + self.n_seats - (self.button + 1) % self.n_seats) % self.n_seats
    }

    /// Sorts seats clockwise starting at the dealer's left.
    pub fn sort(&self, seats: &mut [usize]) {
        sort::sort_by_key(seats, |&s| self.distance_from_left_of_button(s));
    }
}

/// Which stacks of a split pot get the odd chips when the pot does not cut evenly into one stack
/// per component won (`docs/rules.md`, "Chopping pots"; the table's `odd-chips` option).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum OddStackChips {
    /// One each to the earliest stacks in calculation order (high before low): standard hi/lo.
    #[default]
    EarliestStack,
    /// One each to the stacks whose nearest winner sits nearest the dealer's left, the guide's
    /// "distributed to players based on distance from the dealer"; equal distances (one player
    /// won both) go in calculation order.
    DealerDistance,
}

/// How a pot is paid out from its components' results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Payout {
    /// The pot is split evenly between the components that someone won; each component's share is
    /// split between its tied winners.
    SplitPot,
    /// Each component is worth points; the player with the most points wins the whole pot, and
    /// equal totals chop it.
    Points,
}

/// One component's result inside one pot: who won it among that pot's contestants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ComponentResult {
    /// The component's label, e.g. "Board 1 high".
    pub label: String,
    /// What the component is worth in a points game (ignored for a split pot).
    pub points: u32,
    /// The tied winners among the pot's contestants; empty when nobody qualifies.
    pub winners: Vec<usize>,
}

/// A player's points total as an exact fraction: a point tied by k players gives each 1/k.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points {
    /// Points times [`Points::DENOMINATOR`].
    scaled: u64,
}

impl Points {
    /// lcm(1..=24): every share 1/k for up to 24 tied players is a whole number of these units.
    pub const DENOMINATOR: u64 = 5_354_228_880;

    /// `points / ways`, exactly (`ways` is at most 24, more players than a deck can seat at CAP).
    pub fn share(points: u32, ways: usize) -> Points {
        assert!((1..=24).contains(&ways), "a point is shared by 1 to 24 players, not {ways}");
        Points { scaled: u64::from(points) * (Self::DENOMINATOR / ways as u64) }
    }

    /// The total as a float, for display only.
    pub fn as_f64(self) -> f64 {
        self.scaled as f64 / Self::DENOMINATOR as f64
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points { scaled: self.scaled + other.scaled }
    }
}

impl fmt::Display for Points {
    /// Whole points print as `2`; shares as a reduced fraction, `1 1/2` or `2/3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.scaled / Self::DENOMINATOR;
        let rest = self.scaled % Self::DENOMINATOR;
        if rest == 0 {
            return write!(f, "{whole}");
        }
        let g = gcd(rest, Self::DENOMINATOR);
        let (n, d) = (rest / g, Self::DENOMINATOR / g);
        if whole == 0 {
            write!(f, "{n}/{d}")
        } else {
            write!(f, "{whole} {n}/{d}")
        }
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// One physical cut of chips: a stack (or the whole pot) divided among some seats.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cut {
    /// What is being cut: a component's label, or "the pot" for a points game.
    pub label: String,
    /// Chips in the stack being cut.
    pub chips: u64,
    /// Who gets what from this stack, clockwise from the dealer's left; sums to `chips`.
    pub shares: Vec<(usize, u64)>,
    /// Seats that got one odd chip more than an even share, in the order they were given.
    pub odd_chips_to: Vec<usize>,
}

/// How one pot was paid out, step by step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PotAward {
    /// Chips in the pot.
    pub chips: u64,
    /// For a split pot: the component stacks in calculation order with their sizes, before they
    /// are cut among tied winners. Empty for a points game.
    pub stacks: Vec<(String, u64)>,
    /// Seats whose components' stacks got an odd chip when the pot was cut into stacks.
    pub odd_stack_chips: Vec<String>,
    /// The rule those odd chips were given by.
    pub odd_stack_rule: OddStackChips,
    /// For a points game: each contestant's total, in seat order.
    pub points: Vec<(usize, Points)>,
    /// The cuts among winners.
    pub cuts: Vec<Cut>,
    /// Total chips each seat wins from this pot, in seat order (only seats that win something).
    pub payouts: Vec<(usize, u64)>,
}

/// Divides `chips` among `seats` (already in clockwise order from the dealer's left), odd chips one
/// each to the first seats.
fn cut_evenly(label: &str, chips: u64, seats: &[usize]) -> Cut {
    let n = seats.len() as u64;
    let (each, odd) = (chips / n, chips % n);
    let shares = seats.iter().enumerate().map(|(i, &s)| (s, each + u64::from((i as u64) < odd))).collect();
    Cut { label: label.to_string(), chips, shares, odd_chips_to: seats[..odd as usize].to_vec() }
}

/// Pays out one pot from its components' results under the given payout type.
///
/// Components arrive in calculation order (boards from the top, high before low, hand points last).
/// Components nobody qualifies for drop out. If no component is won at all (possible only when
/// every component can fail to qualify) the pot is chopped among its contestants — `docs/rules.md`,
/// "Nobody qualifies".
pub fn award_pot(pot: &Pot, payout: Payout, components: &[ComponentResult], order: SeatOrder) -> PotAward {
    award_pot_with(pot, payout, components, order, OddStackChips::default())
}

/// [`award_pot`] with the table's rule for a split pot's odd stack chips.
pub fn award_pot_with(
    pot: &Pot,
    payout: Payout,
    components: &[ComponentResult],
    order: SeatOrder,
    odd_stacks: OddStackChips,
) -> PotAward {
    let won: Vec<&ComponentResult> = components.iter().filter(|c| !c.winners.is_empty()).collect();
    let ordered = |seats: &[usize]| {
        let mut v = seats.to_vec();
        sort::sort(&mut v);
        v.dedup();
        order.sort(&mut v);
        v
    };
    let mut award = PotAward {
        chips: pot.chips,
        stacks: Vec::new(),
        odd_stack_chips: Vec::new(),
        odd_stack_rule: odd_stacks,
        points: Vec::new(),
        cuts: Vec::new(),
        payouts: Vec::new(),
    };
    if won.is_empty() {
        award.cuts.push(cut_evenly("the pot (nobody qualifies)", pot.chips, &ordered(&pot.eligible)));
    } else {
        match payout {
            Payout::SplitPot => {
                let n = won.len() as u64;
                let (each, odd) = (pot.chips / n, pot.chips % n);
                // The order the stacks take odd chips in: calculation order, or by how near the
                // dealer's left their nearest winner sits (calculation order among equals).
                let mut takers: Vec<usize> = (0..won.len()).collect();
                if odd_stacks == OddStackChips::DealerDistance {
                    let nearest = |i: &usize| {
                        won[*i].winners.iter().map(|&s| order.distance_from_left_of_button(s)).min()
                    };
                    sort::sort_by_key(&mut takers, |i| nearest(i));
                }
                let gets_odd = |i: usize| takers[..odd as usize].contains(&i);
                for (i, c) in won.iter().enumerate() {
                    let stack = each + u64::from(gets_odd(i));
                    if gets_odd(i) {
                        award.odd_stack_chips.push(c.label.clone());
                    }
                    award.stacks.push((c.label.clone(), stack));
                    award.cuts.push(cut_evenly(&c.label, stack, &ordered(&c.winners)));
                }
            }
            Payout::Points => {
                let mut totals: Vec<(usize, Points)> =
                    pot.eligible.iter().map(|&s| (s, Points::default())).collect();
                for c in &won {
                    let share = Points::share(c.points, c.winners.len());
                    for w in &c.winners {
                        if let Some(t) = totals.iter_mut().find(|(s, _)| s == w) {
                            t.1 = t.1 + share;
                        }
                    }
                }
                let best = totals.iter().map(|t| t.1).max().unwrap_or_default();
                let leaders: Vec<usize> = totals.iter().filter(|t| t.1 == best).map(|t| t.0).collect();
                award.points = totals;
                award.cuts.push(cut_evenly("the pot", pot.chips, &ordered(&leaders)));
            }
        }
    }
    let mut payouts: Vec<(usize, u64)> = Vec::new();
    for cut in &award.cuts {
        for &(seat, chips) in &cut.shares {
            match payouts.iter_mut().find(|p| p.0 == seat) {
                Some(p) => p.1 += chips,
                None => payouts.push((seat, chips)),
            }
        }
    }
    sort::sort(&mut payouts);
    award.payouts = payouts;
    award
}

/// Formats a chip count as money: `chips` units of `chip_value`, with thousands separators.
pub fn money(chips: u64, chip_value: u64) -> String {
    // In u128 so that no product can wrap (the hand-file reader keeps amounts within 2^52 anyway).
    let digits = (u128::from(chips) * u128::from(chip_value)).to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// An award decided without comparing hands: the chips of one contestant left, or chips nobody can
/// win going back to the seats that put them in (`shares`, from [`pots_at_showdown`]).
pub fn given_award(label: &str, chips: u64, shares: &[(usize, u64)]) -> PotAward {
    PotAward {
        chips,
        stacks: Vec::new(),
        odd_stack_chips: Vec::new(),
        odd_stack_rule: OddStackChips::default(),
        points: Vec::new(),
        cuts: vec![Cut { label: label.into(), chips, shares: shares.to_vec(), odd_chips_to: Vec::new() }],
        payouts: shares.to_vec(),
    }
}

/// "Give 20 back to Ann and 20 to Ben: nobody still in matched these chips."
pub fn returned_words(returned: &[(usize, u64)], names: &[String], chip_value: u64) -> String {
    let name = |s: usize| names.get(s).cloned().unwrap_or_else(|| format!("seat {}", s + 1));
    let parts: Vec<String> = returned
        .iter()
        .enumerate()
        .map(|(i, &(s, c))| {
            let back = if i == 0 { " back" } else { "" };
            format!("{}{back} to {}", money(c, chip_value), name(s))
        })
        .collect();
    let list = match parts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    format!("Give {list}: nobody still contesting the hand matched these chips.")
}

fn number_word(n: usize) -> String {
    const WORDS: [&str; 11] =
        ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    WORDS.get(n).map_or_else(|| n.to_string(), |w| (*w).to_string())
}

fn ordinal_left(distance: usize) -> String {
    match distance {
        0 => "first left of the button".into(),
        1 => "second left of the button".into(),
        2 => "third left of the button".into(),
        d => format!("{}th left of the button", d + 1),
    }
}

/// The award in sentences a dealer can follow while cutting chips.
///
/// `names` are the players in seat order; `chip_value` is the smallest chip's value, so amounts
/// read as money (e.g. "cut 1,200 into two stacks of 600").
pub fn instructions(award: &PotAward, names: &[String], chip_value: u64, order: SeatOrder) -> Vec<String> {
    let m = |c: u64| money(c, chip_value);
    let name = |s: usize| names.get(s).cloned().unwrap_or_else(|| format!("seat {}", s + 1));
    let mut lines = Vec::new();
    if award.stacks.len() > 1 {
        let sizes: Vec<u64> = award.stacks.iter().map(|s| s.1).collect();
        let even = sizes.iter().all(|&s| s == sizes[0]);
        let labels: Vec<&str> = award.stacks.iter().map(|s| s.0.as_str()).collect();
        if even {
            lines.push(format!(
                "Cut {} into {} stacks of {} ({}).",
                m(award.chips),
                number_word(sizes.len()),
                m(sizes[0]),
                labels.join(", ")
            ));
        } else {
            let parts: Vec<String> =
                award.stacks.iter().map(|(l, c)| format!("{} for {}", m(*c), l)).collect();
            let many = award.odd_stack_chips.len() > 1;
            let to = match award.odd_stack_rule {
                OddStackChips::EarliestStack => format!("the earliest stack{}", if many { "s" } else { "" }),
                OddStackChips::DealerDistance => format!(
                    "{}, whose winner{} nearest the dealer's left",
                    award.odd_stack_chips.join(" and "),
                    if many { "s sit" } else { " sits" }
                ),
            };
            lines.push(format!(
                "Cut {} into {} stacks: {}. The odd chip{} go{} to {to}.",
                m(award.chips),
                number_word(sizes.len()),
                parts.join(", "),
                if many { "s" } else { "" },
                if many { "" } else { "es" },
            ));
        }
    }
    if !award.points.is_empty() {
        let totals: Vec<String> = award.points.iter().map(|(s, p)| format!("{} {p}", name(*s))).collect();
        lines.push(format!("Points: {}.", totals.join(", ")));
    }
    for cut in &award.cuts {
        let label = match award.stacks.len() {
            0 => cut.label.clone(),
            1 => "the pot".to_string(),
            _ => format!("the {} stack", cut.label),
        };
        if cut.shares.len() == 1 {
            lines.push(format!("{} takes {} ({}).", name(cut.shares[0].0), label, m(cut.chips)));
            continue;
        }
        let winners: Vec<String> = cut.shares.iter().map(|&(s, _)| name(s)).collect();
        let low = cut.shares.iter().map(|s| s.1).min().unwrap_or(0);
        lines.push(format!(
            "Cut {} ({}) into {} stacks of {} for {}.",
            label,
            m(cut.chips),
            number_word(cut.shares.len()),
            m(low),
            winners.join(", ")
        ));
        for &s in &cut.odd_chips_to {
            lines.push(format!(
                "The odd {} goes to {}, {}.",
                m(1),
                name(s),
                ordinal_left(order.distance_from_left_of_button(s))
            ));
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: &[&str]) -> Vec<String> {
        n.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn one_pot_when_nobody_is_all_in() {
        let pots = side_pots(&[200, 200, 200], &[false, false, false]).unwrap();
        assert_eq!(pots, vec![Pot { chips: 600, eligible: vec![0, 1, 2] }]);
    }

    #[test]
    fn folded_chips_stay_in_the_pot_but_not_the_player() {
        let pots = side_pots(&[50, 200, 200], &[true, false, false]).unwrap();
        assert_eq!(pots, vec![Pot { chips: 450, eligible: vec![1, 2] }]);
    }

    #[test]
    fn everyone_folded_is_an_error() {
        assert_eq!(side_pots(&[10, 10], &[true, true]), Err(PotError::EveryoneFolded));
    }

    #[test]
    fn odd_chip_goes_first_left_of_button() {
        let pot = Pot { chips: 3, eligible: vec![0, 1] };
        let order = SeatOrder { n_seats: 2, button: 0 };
        let c = ComponentResult { label: "High".into(), points: 1, winners: vec![0, 1] };
        let award = award_pot(&pot, Payout::SplitPot, &[c], order);
        // Seat 1 is first left of the button (seat 0).
        assert_eq!(award.payouts, vec![(0, 1), (1, 2)]);
        assert_eq!(award.cuts[0].odd_chips_to, vec![1]);
    }

    #[test]
    fn unqualified_low_drops_out_of_split_pot() {
        let pot = Pot { chips: 10, eligible: vec![0, 1] };
        let order = SeatOrder { n_seats: 2, button: 1 };
        let high = ComponentResult { label: "High".into(), points: 1, winners: vec![1] };
        let low = ComponentResult { label: "Low".into(), points: 1, winners: vec![] };
        let award = award_pot(&pot, Payout::SplitPot, &[high, low], order);
        assert_eq!(award.payouts, vec![(1, 10)]);
    }

    #[test]
    fn tied_point_is_shared_and_most_points_wins() {
        let pot = Pot { chips: 12, eligible: vec![0, 1, 2] };
        let order = SeatOrder { n_seats: 3, button: 2 };
        let comps = [
            ComponentResult { label: "Board 1 high".into(), points: 1, winners: vec![0] },
            ComponentResult { label: "Board 2 high".into(), points: 1, winners: vec![0, 1] },
            ComponentResult { label: "Hand".into(), points: 1, winners: vec![1] },
        ];
        let award = award_pot(&pot, Payout::Points, &comps, order);
        assert_eq!(award.points[0].1, award.points[1].1, "1 1/2 each");
        assert_eq!(award.points[0].1.to_string(), "1 1/2");
        assert_eq!(award.payouts, vec![(0, 6), (1, 6)]);
    }

    #[test]
    fn instructions_read_like_a_dealer() {
        let pot = Pot { chips: 49, eligible: vec![0, 1, 2] };
        let order = SeatOrder { n_seats: 3, button: 2 };
        let comps = [
            ComponentResult { label: "high".into(), points: 1, winners: vec![1] },
            ComponentResult { label: "low".into(), points: 1, winners: vec![0, 1] },
        ];
        let award = award_pot(&pot, Payout::SplitPot, &comps, order);
        let lines = instructions(&award, &names(&["Ann", "Ben", "Cat"]), 25, order);
        assert_eq!(
            lines,
            vec![
                "Cut 1,225 into two stacks: 625 for high, 600 for low. The odd chip goes to the earliest stack.",
                "Ben takes the high stack (625).",
                "Cut the low stack (600) into two stacks of 300 for Ann, Ben.",
            ]
        );
    }
}
