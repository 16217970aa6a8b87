//! The betting: blinds, straddles, antes and bomb pots, whose turn it is, and what each player may
//! do — check, call, bet, raise, fold, all-in — under pot limit, no limit or fixed limit. The
//! readings (and their sources) are in `docs/rules.md`, "Betting".
//!
//! A [`Betting`] is built from the [`Structure`] and the seats, and takes [`Action`]s one at a time;
//! an action the rules do not allow is refused with a [`BetError`] naming the player, the action and
//! the limit, and leaves the betting as it was.
//!
//! Stacks are optional ([`Betting::with_stacks`]: every seat's chips at the start of the hand).
//! Without them a player is all-in when they say so, for the total they name. With them the
//! betting never takes more than a player has (docs/rules.md, "Stacks"): an all-in is the whole
//! remaining stack; a bet, raise or call that uses it all is an all-in; one over it is refused
//! naming the stack; a call for more is an all-in call for less; the no-limit maximum is the
//! stack and the other limits' maximum is capped by it; a blind, straddle, ante or bomb pot a
//! player cannot cover is posted for what they have, and they are all-in. The side pots follow
//! from the contributions (`engine::pot`), as they always have.
//!
//! Amounts are money. The street bet of a player is what they have put in on this street (blinds
//! and straddles count; antes do not: they are dead money in the pot).

use std::fmt;

mod record;
pub use record::Record;

/// How bets are limited.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    PotLimit,
    NoLimit,
    /// Bets and raises of the big blind on the first two streets, twice it after; four bets a
    /// street at most (a bet and three raises).
    FixedLimit,
}

/// The betting structure a table plays.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Structure {
    pub limit: Limit,
    /// Small and big blind.
    pub blinds: (u64, u64),
    /// Straddles after the big blind, in order (a UTG straddle, then double, triple…).
    pub straddles: Vec<u64>,
    /// Every player's ante (dead money, not a bet).
    pub ante: u64,
    /// A bomb pot: every player puts this in and there is no pre-flop betting.
    pub bomb_pot: u64,
}

impl Structure {
    /// Every amount the structure names within the one range of money
    /// ([`crate::engine::amount`]), and so is what they post together at `n` seats (everyone's
    /// ante and bomb pot, the blinds and straddles): the betting never starts from a pot that could
    /// wrap. Each refusal names the amount ("the ante 9007199254740992 is too large: …"). Every
    /// way a structure comes in (a hand file's betting, a record, the dealing table) starts a
    /// [`Betting`], which asks this.
    pub fn check_amounts(&self, n: usize) -> Result<(), BetError> {
        use crate::engine::amount;
        let mut amounts: Vec<(u64, String)> = vec![
            (self.blinds.0, "the small blind".into()),
            (self.blinds.1, "the big blind".into()),
            (self.ante, "the ante".into()),
            (self.bomb_pot, "the bomb pot".into()),
        ];
        amounts.extend(self.straddles.iter().enumerate().map(|(i, v)| (*v, format!("straddle {}", i + 1))));
        for (value, what) in &amounts {
            amount::check(*value, what).map_err(fail)?;
        }
        let each = std::iter::repeat_n([self.ante, self.bomb_pot], n).flatten();
        let posted = each.chain([self.blinds.0, self.blinds.1]).chain(self.straddles.iter().copied());
        amount::total(posted, "what the antes, bomb pot, blinds and straddles post together")
            .map_err(fail)?;
        Ok(())
    }
}

/// What a player does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Fold,
    Check,
    Call,
    /// Bet or raise to this street total.
    BetTo(u64),
    /// All-in: the player's street total becomes this, and they act no more.
    AllIn(u64),
}

/// Why an action is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetError {
    pub message: String,
}

impl fmt::Display for BetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BetError {}

/// What the player to act may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    pub player: usize,
    /// What they must add to call (0: they may check).
    pub to_call: u64,
    /// The smallest legal bet or raise total, when they may bet or raise.
    pub min_raise_to: Option<u64>,
    /// The largest legal total under the limit and the stack (`None`: no limit, no stack known).
    pub max_raise_to: Option<u64>,
    /// With stacks: the street total of going all-in ([`Action::AllIn`]), when it is legal — the
    /// whole remaining stack, whether a raise, a call for less or a bet.
    pub all_in_to: Option<u64>,
    /// With stacks: the chips the player has behind (not yet in the pot).
    pub behind: Option<u64>,
}

/// The betting of one hand so far.
#[derive(Clone, Debug)]
pub struct Betting {
    structure: Structure,
    n: usize,
    button: usize,
    /// Index of the betting round (0: pre-flop).
    street: usize,
    /// Everything each player has put in this hand, antes and earlier streets included.
    contributed: Vec<u64>,
    /// What each has put in on this street.
    street_bet: Vec<u64>,
    folded: Vec<bool>,
    all_in: Vec<bool>,
    /// The highest street bet.
    current: u64,
    /// The size of the last full raise on this street (the minimum raise).
    last_raise: u64,
    /// Bets and raises made this street (fixed limit's cap).
    raises: usize,
    /// For each player, whether they may still raise: not yet acted, or a full raise came after.
    may_raise: Vec<bool>,
    /// Whether each player has acted since the last full bet or raise (or this street began).
    acted: Vec<bool>,
    to_act: Option<usize>,
    /// What each player posted before the cards (blinds, straddles): not a bet on the street.
    posted: Vec<u64>,
    /// The player who made the last bet or full raise (the Grinch and Tree trunk's chooser).
    last_aggressor: Option<usize>,
    /// The players stopped the betting (an exposed card): no more rounds open.
    stopped: bool,
    /// Every seat's chips at the start of the hand, when known (see the module header).
    stacks: Option<Vec<u64>>,
    /// What happened, in the hand file's terms, while it can be written there (see [`Logged`]).
    log: Option<Vec<Logged>>,
}

/// One entry of the betting's record, as the hand file's `actions` write it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Logged {
    Act { player: usize, action: Action },
    Street,
    Buy { player: usize, price: u64 },
}

impl Betting {
    /// The betting at the start of a hand for `n` seats with the button at `button`: antes, blinds
    /// and straddles posted (or the bomb pot), and the first player to act.
    pub fn new(structure: Structure, n: usize, button: usize) -> Result<Betting, BetError> {
        Betting::start(structure, n, button, None)
    }

    /// [`Betting::new`] for players whose stacks are known: `stacks[p]` is seat `p`'s chips at
    /// the start of the hand (one a seat, each within the one range of money and more than 0). A
    /// player who cannot cover their ante, bomb pot, blind or straddle posts what they have and is
    /// all-in; the amount to call stays the full blind (docs/rules.md, "Stacks").
    ///
    /// ```
    /// use cap::engine::betting::{Betting, Limit, Structure};
    /// let s = Structure { limit: Limit::NoLimit, blinds: (5, 10), straddles: vec![], ante: 0, bomb_pot: 0 };
    /// // Ben (the big blind) has 4: he is all-in for it, and Cat still calls the full 10.
    /// let b = Betting::with_stacks(s, &[100, 4, 200], 2).unwrap();
    /// assert_eq!(b.contributed(), &[5, 4, 0]);
    /// assert_eq!(b.all_in(), &[false, true, false]);
    /// let o = b.options().unwrap();
    /// assert_eq!((o.player, o.to_call, o.max_raise_to, o.all_in_to), (2, 10, Some(200), Some(200)));
    /// ```
    pub fn with_stacks(structure: Structure, stacks: &[u64], button: usize) -> Result<Betting, BetError> {
        for (p, &stack) in stacks.iter().enumerate() {
            crate::engine::amount::check(stack, &format!("seat {}'s stack", p + 1)).map_err(fail)?;
            if stack == 0 {
                return Err(fail(format!(
                    "seat {} has a stack of 0: a player with no chips is not dealt in",
                    p + 1
                )));
            }
        }
        Betting::start(structure, stacks.len(), button, Some(stacks.to_vec()))
    }

    fn start(
        structure: Structure,
        n: usize,
        button: usize,
        stacks: Option<Vec<u64>>,
    ) -> Result<Betting, BetError> {
        if n < 2 || button >= n {
            return Err(fail(format!(
                "betting needs two or more seats and a button among them ({n}, {button})"
            )));
        }
        structure.check_amounts(n)?;
        let (sb, bb) = structure.blinds;
        if structure.bomb_pot == 0 && (bb == 0 || sb > bb) {
            return Err(fail(format!(
                "blinds {sb}/{bb}: the big blind must be more than 0 and at least the small"
            )));
        }
        if 2 + structure.straddles.len() > n {
            return Err(fail(format!("{} straddles need more than {n} players", structure.straddles.len())));
        }
        let mut b = Betting {
            n,
            button,
            street: 0,
            contributed: vec![0; n],
            street_bet: vec![0; n],
            folded: vec![false; n],
            all_in: vec![false; n],
            current: 0,
            last_raise: bb,
            raises: 0,
            may_raise: vec![true; n],
            acted: vec![false; n],
            to_act: None,
            posted: vec![0; n],
            last_aggressor: None,
            stopped: false,
            log: Some(vec![]),
            stacks,
            structure,
        };
        for p in 0..n {
            let ante = b.covered(p, b.structure.ante);
            b.contributed[p] += ante;
        }
        if b.structure.bomb_pot > 0 {
            for p in 0..n {
                let bomb = b.covered(p, b.structure.bomb_pot);
                b.contributed[p] += bomb;
            }
            b.mark_all_in();
            // No pre-flop betting: the hand starts with the flop.
            b.street = 1;
            b.to_act = b.first_after(b.button);
            return Ok(b);
        }
        // Heads-up, the button posts the small blind.
        let sb_seat = if n == 2 { button } else { (button + 1) % n };
        let mut seat = sb_seat;
        let mut posts = vec![sb, bb];
        posts.extend(b.structure.straddles.iter().copied());
        // The amount to call is the largest blind or straddle in full, even posted short (a short
        // all-in blind does not lower what the others must put in).
        b.current = posts.iter().copied().max().unwrap_or(0);
        for amount in posts {
            let amount = b.covered(seat, amount);
            b.put(seat, amount);
            b.posted[seat] += amount;
            seat = (seat + 1) % n;
        }
        b.mark_all_in();
        // The largest blind is the first raise to beat (a straddle counts as a blind).
        b.last_raise = b.current;
        // Fixed limit's cap counts the big blind as the round's bet and each straddle as a raise.
        b.raises = 1 + b.structure.straddles.len();
        // Pre-flop, the first to act is left of the last blind or straddle (heads-up: the button).
        b.to_act = b.first_after((seat + n - 1) % n);
        if let Some(p) = b.to_act {
            // Everyone else all-in from the blinds for no more than this player has in.
            if b.nothing_to_decide(p) {
                b.to_act = None;
            }
        }
        Ok(b)
    }

    /// What `p` can put in of `amount`: all of it, or their chips behind when stacks are known.
    fn covered(&self, p: usize, amount: u64) -> u64 {
        self.behind(p).map_or(amount, |behind| amount.min(behind))
    }

    /// Every player still in with no chips behind is all-in.
    fn mark_all_in(&mut self) {
        for p in 0..self.n {
            if !self.folded[p] && self.behind(p) == Some(0) {
                self.all_in[p] = true;
            }
        }
    }

    /// Whether `p`, the only player left able to act, has already put in at least what every other
    /// player still in has on this street: the round has nothing left to decide.
    fn nothing_to_decide(&self, p: usize) -> bool {
        let others_act = (0..self.n).any(|q| q != p && self.can_act(q));
        // Without stacks the bet to match is the bet (as it always was); with them, a blind posted
        // short can leave every other player in for less than the bet.
        let most_other = (0..self.n)
            .filter(|q| *q != p && !self.folded[*q])
            .map(|q| self.street_bet[q])
            .max()
            .unwrap_or(0);
        let to_match = if self.stacks.is_some() { self.current.min(most_other) } else { self.current };
        !others_act && self.street_bet[p] >= to_match
    }

    /// The stacks at the start of the hand, when known.
    pub fn stacks(&self) -> Option<&[u64]> {
        self.stacks.as_deref()
    }

    /// The chips `player` has behind (their stack less everything they put in), when stacks are known.
    pub fn behind(&self, player: usize) -> Option<u64> {
        let stack = self.stacks.as_ref()?.get(player)?;
        Some(stack.saturating_sub(self.contributed.get(player).copied().unwrap_or(0)))
    }

    fn put(&mut self, p: usize, amount: u64) {
        self.street_bet[p] += amount;
        self.contributed[p] += amount;
    }

    /// The first seat after `seat`, clockwise, who can still act.
    fn first_after(&self, seat: usize) -> Option<usize> {
        (1..=self.n).map(|k| (seat + k) % self.n).find(|p| self.can_act(*p))
    }

    fn can_act(&self, p: usize) -> bool {
        !self.folded[p] && !self.all_in[p]
    }

    pub fn street(&self) -> usize {
        self.street
    }

    /// Every chip in the pot: antes, blinds, every bet.
    pub fn pot(&self) -> u64 {
        self.contributed.iter().sum()
    }

    /// What `player` has put in on this street (blinds and straddles included, antes not).
    pub fn street_bet(&self, player: usize) -> u64 {
        self.street_bet.get(player).copied().unwrap_or(0)
    }

    pub fn contributed(&self) -> &[u64] {
        &self.contributed
    }

    pub fn folded(&self) -> &[bool] {
        &self.folded
    }

    pub fn all_in(&self) -> &[bool] {
        &self.all_in
    }

    /// The player to act, or `None` when this round is over.
    pub fn to_act(&self) -> Option<usize> {
        self.to_act
    }

    /// What the player to act may do.
    pub fn options(&self) -> Option<Options> {
        let p = self.to_act?;
        let behind = self.behind(p);
        // A call for more than the stack is an all-in call for the stack.
        let to_call = self.covered(p, self.current - self.street_bet[p]);
        let (min, max) = self.raise_range(p);
        let all_in_to = behind.map(|b| self.street_bet[p] + b).filter(|to| self.all_in_allowed(p, *to, max));
        Some(Options { player: p, to_call, min_raise_to: min, max_raise_to: max, all_in_to, behind })
    }

    /// Whether going all-in to `to` is legal for `p` (with stacks: `to` is their whole stack).
    fn all_in_allowed(&self, p: usize, to: u64, max: Option<u64>) -> bool {
        if to <= self.street_bet[p] {
            return false;
        }
        if to <= self.current {
            return true;
        }
        // Over the bet, it is a raise: allowed when a raise is, within the limit.
        max.is_some_and(|m| to <= m)
    }

    /// The smallest and largest legal bet or raise totals for `p` (`None` min: no raise allowed),
    /// the largest capped by the stack when stacks are known: a stack that does not reach the
    /// minimum makes the all-in the only raise, and one that does not cover the call, none.
    fn raise_range(&self, p: usize) -> (Option<u64>, Option<u64>) {
        let (min, max) = self.limit_range(p);
        let Some(behind) = self.behind(p) else {
            return (min, max);
        };
        let all_in = self.street_bet[p] + behind;
        match min {
            Some(_) if all_in <= self.current => (None, None),
            Some(min) => {
                let max = max.map_or(all_in, |m| m.min(all_in));
                (Some(min.min(max)), Some(max))
            }
            None => (None, None),
        }
    }

    /// [`Betting::raise_range`] under the limit alone.
    fn limit_range(&self, p: usize) -> (Option<u64>, Option<u64>) {
        // Raising needs someone left to answer it.
        let others_can_act = (0..self.n).any(|q| q != p && self.can_act(q));
        if !self.may_raise[p] || !others_can_act {
            return (None, None);
        }
        let bb = self.structure.blinds.1.max(1);
        match self.structure.limit {
            Limit::FixedLimit => {
                if self.raises >= 4 {
                    return (None, None);
                }
                let step = if self.street < 2 { bb } else { 2 * bb };
                let to = self.current + step;
                (Some(to), Some(to))
            }
            Limit::NoLimit | Limit::PotLimit => {
                let min = if self.current == 0 { bb } else { self.current + self.last_raise };
                let max = (self.structure.limit == Limit::PotLimit).then(|| {
                    let to_call = self.current - self.street_bet[p];
                    self.current + self.pot() + to_call
                });
                (Some(max.map_or(min, |m| min.min(m))), max)
            }
        }
    }

    /// Applies an action by `player`, or refuses it naming the player, the action and the limit.
    pub fn act(&mut self, player: usize, action: Action, name: &str) -> Result<(), BetError> {
        let Some(p) = self.to_act else {
            return Err(fail(format!("{name} cannot act: the betting round is over (open the next street)")));
        };
        if player != p {
            return Err(fail(format!("{name} acts out of turn: it is seat {}'s turn", p + 1)));
        }
        // Money: a bet, and the pot it makes, within the one range (no contribution can wrap,
        // whatever amount is typed).
        if let Action::BetTo(to) | Action::AllIn(to) = action {
            use crate::engine::amount;
            amount::check(to, &format!("{name}'s bet to")).map_err(fail)?;
            let added = to.saturating_sub(self.street_bet[p]);
            amount::total(
                self.contributed.iter().copied().chain([added]),
                &format!("the pot after {name}'s bet"),
            )
            .map_err(fail)?;
        }
        let action = self.against_stack(p, action, name)?;
        let to_call = self.covered(p, self.current - self.street_bet[p]);
        let (min, max) = self.raise_range(p);
        match action {
            Action::Fold => self.folded[p] = true,
            Action::Check => {
                if to_call > 0 {
                    return Err(fail(format!(
                        "{name} cannot check facing a bet of {}: call {to_call}, raise or fold",
                        self.current
                    )));
                }
            }
            Action::Call => {
                if to_call == 0 {
                    return Err(fail(format!("{name} has nothing to call: check or bet")));
                }
                self.put(p, to_call);
                // A call for everything behind (or less than the bet) is an all-in call.
                if self.behind(p) == Some(0) {
                    self.all_in[p] = true;
                }
            }
            Action::BetTo(to) => {
                let Some(min) = min else {
                    return Err(fail(format!("{name} may not raise now (only call or fold): no full raise since they acted, or the cap is reached")));
                };
                if to < min {
                    return Err(fail(format!(
                        "{name}'s raise to {to} is under the minimum: raise to at least {min}"
                    )));
                }
                if let Some(max) = max.filter(|m| to > *m) {
                    let limit = if self.structure.limit == Limit::PotLimit {
                        "the pot limit"
                    } else {
                        "the fixed limit"
                    };
                    return Err(fail(format!("{name}'s raise to {to} is over {limit}: at most {max}")));
                }
                self.raise_to(p, to);
            }
            Action::AllIn(to) => {
                if to <= self.street_bet[p] {
                    return Err(fail(format!(
                        "{name}'s all-in to {to} is not more than the {} already in on this street",
                        self.street_bet[p]
                    )));
                }
                if let Some(max) = max.filter(|m| to > *m && self.structure.limit != Limit::NoLimit) {
                    return Err(fail(format!("{name}'s all-in to {to} is over the limit: at most {max}")));
                }
                if to > self.current {
                    if min.is_none() {
                        return Err(fail(format!(
                            "{name} may not raise now: all-in only to call ({} or less)",
                            self.current
                        )));
                    }
                    if to >= self.current + self.last_raise
                        || self.current == 0 && to >= self.structure.blinds.1
                    {
                        // A full raise: it reopens the betting.
                        self.raise_to(p, to);
                    } else {
                        // Short of a full raise: it does not reopen the betting to those who acted.
                        let add = to - self.street_bet[p];
                        self.put(p, add);
                        self.current = to;
                    }
                } else {
                    let add = to - self.street_bet[p];
                    self.put(p, add);
                }
                self.all_in[p] = true;
            }
        }
        self.acted[p] = true;
        self.may_raise[p] = false;
        self.to_act = self.next_to_act(p);
        self.log_entry(Logged::Act { player: p, action });
        Ok(())
    }

    /// With stacks, `action` checked against `p`'s chips behind: a bet or raise over them is
    /// refused naming the stack, one that uses them all is an all-in, and an all-in is the whole
    /// stack (a total that is not is refused). Without stacks, `action` as it is.
    fn against_stack(&self, p: usize, action: Action, name: &str) -> Result<Action, BetError> {
        let Some(behind) = self.behind(p) else {
            return Ok(action);
        };
        let stack = self.stacks.as_ref().map_or(0, |s| s[p]);
        let all_in = self.street_bet[p] + behind;
        let why = |what: &str, to: u64| {
            fail(format!(
                "{name}'s {what} to {to} is more than their stack of {stack}: they have {behind} behind, so all-in is to {all_in}"
            ))
        };
        match action {
            Action::BetTo(to) if to > all_in => Err(why("raise", to)),
            Action::BetTo(to) if to == all_in => Ok(Action::AllIn(to)),
            Action::AllIn(to) if to > all_in => Err(why("all-in", to)),
            Action::AllIn(to) if to < all_in => Err(fail(format!(
                "{name}'s all-in to {to} is not their whole stack: they have {behind} behind, so all-in is to {all_in} (or bet to {to})"
            ))),
            _ => Ok(action),
        }
    }

    fn log_entry(&mut self, entry: Logged) {
        if let Some(log) = &mut self.log {
            log.push(entry);
        }
    }

    fn raise_to(&mut self, p: usize, to: u64) {
        let add = to - self.street_bet[p];
        self.put(p, add);
        // The raise's size is the next minimum raise (a first bet's size is the bet).
        self.last_raise = to - self.current;
        self.current = to;
        self.raises += 1;
        self.last_aggressor = Some(p);
        for q in 0..self.n {
            if q != p {
                self.acted[q] = false;
                self.may_raise[q] = true;
            }
        }
    }

    /// The next player to act after `p`, or `None` when everyone still able to act has acted and
    /// matched the bet (or one player is left).
    fn next_to_act(&self, p: usize) -> Option<usize> {
        let live = (0..self.n).filter(|q| !self.folded[*q]).count();
        if live <= 1 {
            return None;
        }
        let pending = |q: usize| self.can_act(q) && (!self.acted[q] || self.street_bet[q] < self.current);
        let next = (1..=self.n).map(|k| (p + k) % self.n).find(|q| pending(*q))?;
        // Everyone else is all-in or folded and the bet is matched: nothing left to decide.
        if self.nothing_to_decide(next) {
            return None;
        }
        Some(next)
    }

    /// Opens the next betting round, once this one is over.
    pub fn next_street(&mut self) -> Result<(), BetError> {
        if let Some(p) = self.to_act {
            return Err(fail(format!("the betting is not over: seat {} is to act", p + 1)));
        }
        self.street += 1;
        self.log_entry(Logged::Street);
        self.street_bet = vec![0; self.n];
        self.current = 0;
        self.last_raise = self.structure.blinds.1;
        self.raises = 0;
        self.acted = vec![false; self.n];
        self.may_raise = vec![true; self.n];
        let live = (0..self.n).filter(|q| self.can_act(*q)).count();
        self.to_act = if live >= 2 && !self.stopped { self.first_after(self.button) } else { None };
        Ok(())
    }

    /// A bought card's price: into the pot, not a bet. With stacks, check it first
    /// ([`Betting::check_buy`]); a buy of the last chips behind leaves the player all-in.
    pub fn buy(&mut self, player: usize, price: u64) {
        self.contributed[player] += price;
        self.log_entry(Logged::Buy { player, price });
        if !self.folded[player] && self.behind(player) == Some(0) && !self.all_in[player] {
            self.all_in[player] = true;
            if self.to_act == Some(player) {
                self.to_act = self.next_to_act(player);
            }
        }
    }

    /// With stacks, whether `player` can pay `price` for a card: refused, naming the stack, when it
    /// is more than they have behind.
    pub fn check_buy(&self, player: usize, price: u64, name: &str) -> Result<(), BetError> {
        match (self.behind(player), self.stacks.as_ref().and_then(|s| s.get(player))) {
            (Some(behind), Some(stack)) if price > behind => Err(fail(format!(
                "{name} cannot pay {price} for a card: their stack of {stack} has {behind} behind"
            ))),
            _ => Ok(()),
        }
    }

    pub fn structure(&self) -> &Structure {
        &self.structure
    }

    /// The player who made the last bet or full raise this hand, if anyone has.
    pub fn last_aggressor(&self) -> Option<usize> {
        self.last_aggressor
    }

    /// Whether the players stopped the betting (the hand is dealt to showdown).
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// The betting as the hand file's `actions` write it, or `None` once something happened that
    /// the file cannot say (street totals, bets returned after an exposed card).
    pub fn log(&self) -> Option<&[Logged]> {
        self.log.as_deref()
    }

    /// A player out of the hand other than by folding in turn (a forfeit, a dead hand): their
    /// chips stay in the pot; the betting goes on without them.
    pub fn remove(&mut self, player: usize) {
        if player >= self.n || self.folded[player] {
            return;
        }
        self.folded[player] = true;
        self.log = None;
        if self.to_act == Some(player) {
            self.to_act = self.next_to_act(player);
        } else if (0..self.n).filter(|q| !self.folded[*q]).count() <= 1 {
            self.to_act = None;
        } else if let Some(p) = self.to_act {
            // Whoever is to act may now be the only one left able to act, with the bet matched.
            if self.nothing_to_decide(p) {
                self.to_act = None;
            }
        }
    }

    /// "Further betting in the hand will cease … any bets on the current street will be
    /// returned": this round's bets and raises go back (the blinds and straddles posted before the
    /// cards stay), and no later round opens.
    pub fn stop(&mut self) {
        for p in 0..self.n {
            let posted = if self.street == 0 { self.posted[p] } else { 0 };
            let back = self.street_bet[p].saturating_sub(posted);
            self.street_bet[p] -= back;
            self.contributed[p] -= back;
        }
        self.current = self.street_bet.iter().copied().max().unwrap_or(0);
        self.stopped = true;
        self.to_act = None;
        self.log = None;
    }

    /// The dealer's shortcut for a round not tapped bet by bet: what each player put in on this
    /// street in all (blinds included) and who is all-in. A player who put in less than the most
    /// and is not all-in folded. Closes the round. The limits are not checked (the dealer gives
    /// the result, not the raises that made it); what cannot be is refused: less than a player
    /// already has in, a change to a folded or all-in player's chips, nobody left.
    pub fn settle_street(
        &mut self,
        totals: &[u64],
        all_in: &[usize],
        names: &[String],
    ) -> Result<(), BetError> {
        let name = |p: usize| names.get(p).cloned().unwrap_or_else(|| format!("seat {}", p + 1));
        if totals.len() != self.n {
            return Err(fail(format!("street totals need one amount for each of the {} players", self.n)));
        }
        if self.to_act.is_none() && self.street_bet == totals {
            return Ok(());
        }
        for (p, &total) in totals.iter().enumerate() {
            if total < self.street_bet[p] {
                return Err(fail(format!(
                    "{}'s total of {total} on this street is less than the {} already in",
                    name(p),
                    self.street_bet[p]
                )));
            }
            if let Some(behind) = self.behind(p).filter(|b| total - self.street_bet[p] > *b) {
                let stack = self.stacks.as_ref().map_or(0, |s| s[p]);
                return Err(fail(format!(
                    "{}'s total of {total} on this street is more than their stack of {stack}: they have {behind} behind, so all-in is to {}",
                    name(p),
                    self.street_bet[p] + behind
                )));
            }
            if !self.can_act(p) && total != self.street_bet[p] {
                let why = if self.folded[p] { "folded" } else { "all-in" };
                return Err(fail(format!(
                    "{} is {why}: their total on this street stays {}",
                    name(p),
                    self.street_bet[p]
                )));
            }
        }
        let most = totals.iter().copied().max().unwrap_or(0);
        let stays: Vec<bool> = (0..self.n)
            .map(|p| !self.folded[p] && (totals[p] == most || all_in.contains(&p) || self.all_in[p]))
            .collect();
        if !stays.contains(&true) {
            return Err(fail("street totals leave nobody in the hand".into()));
        }
        // With stacks, a player whose total is everything they have is all-in whether or not named.
        let all_in: Vec<usize> = (0..self.n)
            .filter(|p| all_in.contains(p) || self.behind(*p) == Some(totals[*p] - self.street_bet[*p]))
            .collect();
        let stays: Vec<bool> =
            (0..self.n).map(|p| stays[p] || !self.folded[p] && all_in.contains(&p)).collect();
        for p in 0..self.n {
            let add = totals[p] - self.street_bet[p];
            let stays_in = stays[p];
            self.put(p, add);
            if all_in.contains(&p) && !self.folded[p] {
                self.all_in[p] = true;
            }
            if !stays_in {
                self.folded[p] = true;
            }
        }
        self.current = most;
        self.to_act = None;
        self.log = None;
        Ok(())
    }

    /// Whether this round is over (nobody left to act).
    pub fn round_over(&self) -> bool {
        self.to_act.is_none()
    }

    /// Players still in (not folded).
    pub fn live(&self) -> usize {
        self.folded.iter().filter(|f| !**f).count()
    }
}

fn fail(message: String) -> BetError {
    BetError { message }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pot_limit(n: usize) -> Betting {
        let s = Structure { limit: Limit::PotLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 };
        Betting::new(s, n, 0).unwrap()
    }

    #[test]
    fn pot_limit_preflop_the_first_raise_is_to_seven_with_blinds_of_one_and_two() {
        // Button 0, SB 1, BB 2; UTG is seat 3. Pot 3; calling 2 makes it 5; raise to 2 + 5 = 7.
        let b = pot_limit(4);
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to, o.max_raise_to), (3, 2, Some(4), Some(7)));
    }

    #[test]
    fn pot_limit_raise_after_a_raise_and_a_call() {
        // UTG raises to 7; the button calls 7; SB (1 in) faces 7: pot 1+2+7+7 = 17, call 6 → 23,
        // raise to 7 + 23 = 30.
        let mut b = pot_limit(4);
        b.act(3, Action::BetTo(7), "Dan").unwrap();
        b.act(0, Action::Call, "Ann").unwrap();
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to, o.max_raise_to), (1, 6, Some(12), Some(30)));
        let err = b.act(1, Action::BetTo(31), "Ben").unwrap_err();
        assert_eq!(err.message, "Ben's raise to 31 is over the pot limit: at most 30");
        assert_eq!(
            b.act(1, Action::BetTo(11), "Ben").unwrap_err().message,
            "Ben's raise to 11 is under the minimum: raise to at least 12"
        );
        assert!(b.act(2, Action::Call, "Cat").unwrap_err().message.contains("out of turn"));
    }

    #[test]
    fn heads_up_the_button_posts_the_small_blind_and_acts_first_preflop_last_after() {
        let mut b = pot_limit(2);
        assert_eq!(b.contributed(), &[1, 2]);
        assert_eq!(b.to_act(), Some(0));
        b.act(0, Action::Call, "Ann").unwrap();
        // The big blind may still raise (the option).
        assert_eq!(b.options().unwrap().player, 1);
        b.act(1, Action::Check, "Ben").unwrap();
        assert_eq!(b.to_act(), None);
        b.next_street().unwrap();
        assert_eq!(b.to_act(), Some(1), "after the flop the big blind acts first heads-up");
    }

    #[test]
    fn a_straddle_acts_last_preflop_and_sets_the_minimum_raise() {
        let s = Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![4], ante: 0, bomb_pot: 0 };
        let mut b = Betting::new(s, 5, 0).unwrap();
        // SB 1, BB 2, straddle 3; first to act is seat 4, facing 4: min raise to 8.
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to, o.max_raise_to), (4, 4, Some(8), None));
        for (p, name) in [(4, "Eve"), (0, "Ann"), (1, "Ben"), (2, "Cat")] {
            b.act(p, Action::Call, name).unwrap();
        }
        // The straddler has the option.
        assert_eq!(b.options().unwrap().player, 3);
        assert_eq!(b.options().unwrap().to_call, 0);
    }

    #[test]
    fn an_all_in_short_of_a_full_raise_does_not_reopen_the_betting() {
        let s = Structure { limit: Limit::NoLimit, blinds: (5, 10), straddles: vec![], ante: 0, bomb_pot: 0 };
        let mut b = Betting::new(s, 3, 0).unwrap();
        // Ann (button, first to act 3-handed) raises to 30, Ben all-in for 40 (a raise of 10, short
        // of the 20 needed), Cat calls 40: Ann may only call or fold.
        b.act(0, Action::BetTo(30), "Ann").unwrap();
        b.act(1, Action::AllIn(40), "Ben").unwrap();
        let o = b.options().unwrap();
        assert_eq!(
            (o.player, o.to_call, o.min_raise_to),
            (2, 30, Some(60)),
            "Cat has not acted: she may raise"
        );
        b.act(2, Action::Call, "Cat").unwrap();
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to), (0, 10, None));
        assert!(b
            .act(0, Action::BetTo(100), "Ann")
            .unwrap_err()
            .message
            .starts_with("Ann may not raise now"));
        b.act(0, Action::Call, "Ann").unwrap();
        assert_eq!(b.to_act(), None);
        assert_eq!(b.contributed(), &[40, 40, 40]);
    }

    #[test]
    fn fixed_limit_pre_flop_the_big_blind_is_the_bet_so_three_raises_cap_it() {
        let s =
            Structure { limit: Limit::FixedLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 };
        let mut b = Betting::new(s, 5, 0).unwrap();
        // UTG (seat 3) raises to 4, then 6, then 8: the cap (a bet and three raises).
        for (p, to) in [(3, 4), (4, 6), (0, 8)] {
            assert_eq!(b.options().unwrap().max_raise_to, Some(to));
            b.act(p, Action::BetTo(to), "x").unwrap();
        }
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.min_raise_to), (1, 7, None), "capped: call or fold");
        // After the flop the bet is a new round's first: four bets again, twice the size after the turn.
        for p in [1, 2, 3, 4] {
            b.act(p, Action::Call, "x").unwrap();
        }
        b.next_street().unwrap();
        assert_eq!(b.options().unwrap().max_raise_to, Some(2));
    }

    #[test]
    fn antes_and_a_bomb_pot_are_dead_money_in_the_pot() {
        let s = Structure { limit: Limit::PotLimit, blinds: (1, 2), straddles: vec![], ante: 1, bomb_pot: 0 };
        let b = Betting::new(s, 4, 0).unwrap();
        // Pot 4 antes + 3 blinds = 7; UTG calls 2 → 9; raise to 2 + 9 = 11.
        assert_eq!(b.options().unwrap().max_raise_to, Some(11));
        let s =
            Structure { limit: Limit::PotLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 10 };
        let b = Betting::new(s, 4, 0).unwrap();
        assert_eq!(b.street(), 1, "no pre-flop betting");
        assert_eq!(b.pot(), 40);
        let o = b.options().unwrap();
        assert_eq!((o.player, o.to_call, o.max_raise_to), (1, 0, Some(40)));
    }
}
