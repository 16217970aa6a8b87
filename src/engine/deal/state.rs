//! The derived state of a hand and the dealing stages. Only [`super::Table`] builds one, by
//! replaying events from the start, so every state here was reached by legal events.
//!
//! The hand is a flat list of stages (hole cards, a board group, an ESG check, a burn, a card
//! action …), each tagged with its street. Checks that may not be due (ESG, Christmas, dead ranks,
//! undealt cards) are decided *lazily*: the next step skips them only while they are not due, and
//! the skip is committed when the dealer acts on a later stage. So a fold during the betting still
//! counts for the next street's ESG or Christmas.

use crate::engine::card::{Card, Rank};
use crate::engine::game::Scope;
use crate::engine::invariant::Invariant;

use super::extras::{self, Call};
use super::script::Script;
use super::step::{Counts, Slot};
use super::DealError;
use crate::engine::house_rules::{ChristmasRule, DealOptions, EsgRule, Neighbour};
use crate::engine::rng::XorShift;

/// One stage of the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stage {
    Hole,
    /// Group index within the street.
    Group(usize),
    Undealt,
    Esg,
    Christmas,
    Burn,
    Dead,
    Throw,
    Pass,
    Discard,
    Draw,
}

impl Stage {
    /// Stages that wait for every player still in to act.
    pub(crate) fn is_action(self) -> bool {
        matches!(self, Stage::Throw | Stage::Pass | Stage::Discard | Stage::Draw)
    }
}

/// Everything fixed for the hand.
#[derive(Clone, Debug)]
pub(crate) struct Setup {
    pub script: Script,
    pub n: usize,
    pub button: usize,
    pub options: DealOptions,
    /// (street, stage) in order.
    pub stages: Vec<(usize, Stage)>,
    /// Positions whose ranks are dead (the bad boys).
    pub dead_from: Vec<usize>,
    /// Whether the engine shuffles the discard pile before dealing ESG from it.
    pub shuffles: bool,
    /// Whether the engine knows every card (a shuffled or ordered deck).
    pub knows_cards: bool,
}

impl Setup {
    /// The betting for a new hand (blinds and straddles posted), if the table records it.
    pub(super) fn betting(&self) -> Result<Option<crate::engine::betting::Betting>, DealError> {
        self.options
            .betting
            .clone()
            .map(|structure| match &self.options.stacks {
                Some(stacks) => crate::engine::betting::Betting::with_stacks(structure, stacks, self.button),
                None => crate::engine::betting::Betting::new(structure, self.n, self.button),
            })
            .transpose()
            .map_err(|e| DealError::Betting { message: e.message })
    }

    /// Seats in dealing order: left of the button first, the button last.
    pub fn order(&self) -> Vec<usize> {
        (1..=self.n).map(|k| (self.button + k) % self.n).collect()
    }
}

/// The stages of a hand, street by street.
pub(crate) fn stages(script: &Script, options: &DealOptions, has_dead_ranks: bool) -> Vec<(usize, Stage)> {
    let throws = matches!(script.rules.hole_cards(), crate::engine::game::HoleCards::DiscardDownTo { .. });
    // Throw dem throws once each street's cards are out, or (option `throws`) once the betting
    // before them is over: then the throw comes first, and ESG counts the thrown cards.
    let throws_first = script.rules.throws_before_the_cards();
    let mut out = Vec::new();
    for (street, s) in script.streets.iter().enumerate() {
        if street == 0 {
            out.push((0, Stage::Hole));
        } else {
            if throws_first {
                out.push((street, Stage::Throw));
            }
            if options.esg != EsgRule::Off {
                out.push((street, Stage::Esg));
            }
            if options.christmas != ChristmasRule::Off {
                out.push((street, Stage::Christmas));
            }
            if options.burns {
                out.push((street, Stage::Burn));
            }
        }
        out.extend((0..s.groups.len()).map(|g| (street, Stage::Group(g))));
        if street == 0 && options.undealt_to_discards {
            out.push((0, Stage::Undealt));
        }
        if street > 0 && has_dead_ranks {
            out.push((street, Stage::Dead));
        }
        if street > 0 && throws && !throws_first {
            out.push((street, Stage::Throw));
        }
        if options.pass_the_trash.is_some_and(|p| p.when.includes(street)) {
            out.push((street, Stage::Pass));
        }
        if options.forced_discard.is_some_and(|d| d.when.includes(street)) {
            out.push((street, Stage::Discard));
        }
        if options.draw.is_some_and(|w| w.includes(street)) {
            out.push((street, Stage::Draw));
        }
    }
    out
}

/// Where the hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Next {
    At(usize),
    Showdown,
    Uncontested(usize),
}

#[derive(Clone, Debug)]
pub(crate) struct State {
    /// The deck, top card last.
    pub stock: Vec<Option<Card>>,
    pub hands: Vec<Vec<Option<Card>>>,
    /// Per-player face-up cards: (position, card).
    pub face_up: Vec<Vec<(usize, Option<Card>)>>,
    /// One slot per position of the rules (per-player positions stay empty).
    pub board: Vec<Slot>,
    pub discards: Vec<Option<Card>>,
    pub burned: Vec<Option<Card>>,
    pub live: Vec<bool>,
    /// The next stage not yet done.
    pub cursor: usize,
    /// Who has acted in the action stage at the cursor.
    pub acted: Vec<bool>,
    /// Cards set aside by players who have passed, delivered when everyone has.
    pub passing: Vec<Option<Vec<Option<Card>>>>,
    pub missed_esg: usize,
    /// The Grinch's decision for the pending Christmas.
    pub grinch: Option<bool>,
    /// (street, player) of every card bought.
    pub bought: Vec<(usize, usize)>,
    pub bought_chips: u64,
    pub dealt: usize,
    /// Of `dealt`, the cards dealt again from the discard pile (ESG, a draw or a bought card once
    /// the deck has no spare card).
    pub from_discards: usize,
    pub calls: Vec<Call>,
    pub rng: XorShift,
    /// Who receives each passer's cards, when the table passes to a chosen player.
    pub pass_to: Vec<Option<usize>>,
    /// Hands declared dead during the deal, and why.
    pub dead_hands: Vec<Option<super::step::DeadWhy>>,
    /// Cards exposed by a dealing error and shuffled back (known ones as `Some`).
    pub exposed: Vec<Option<Card>>,
    /// The players stopped the betting after an exposed card: the hand is dealt to showdown.
    pub betting_stopped: bool,
    /// ESG cards already dealt early (an incorrectly dealt ESG that was kept): the next due ESG
    /// checks are skipped.
    pub esg_ahead: usize,
    /// Misdeals called so far this hand (each one redeals).
    pub misdeals: usize,
    /// Where the last aggressor wants the next chosen street's cards (Tree trunk).
    pub placed: Option<Vec<usize>>,
    /// The betting, when the table records it (a misdeal starts it again: bets returned).
    pub betting: Option<crate::engine::betting::Betting>,
}

/// Why `player` cannot act: no such seat, or out of the hand.
pub(super) fn check_player(st: &State, s: &Setup, player: usize) -> Result<(), DealError> {
    if player >= s.n {
        return Err(DealError::NoSuchPlayer { player, n_players: s.n });
    }
    if !st.live[player] {
        return Err(DealError::NotIn { player });
    }
    Ok(())
}

impl State {
    pub fn new(s: &Setup, stock: Vec<Option<Card>>, rng: XorShift) -> State {
        State {
            stock,
            hands: vec![vec![]; s.n],
            face_up: vec![vec![]; s.n],
            board: vec![Slot::Empty; s.script.rules.positions().len()],
            discards: vec![],
            burned: vec![],
            live: vec![true; s.n],
            cursor: 0,
            acted: vec![false; s.n],
            passing: vec![None; s.n],
            missed_esg: 0,
            grinch: None,
            bought: vec![],
            bought_chips: 0,
            dealt: 0,
            from_discards: 0,
            calls: vec![],
            rng,
            pass_to: vec![None; s.n],
            dead_hands: vec![None; s.n],
            exposed: vec![],
            betting_stopped: false,
            esg_ahead: 0,
            misdeals: 0,
            placed: None,
            betting: s.betting().invariant("Table::new checked the betting structure"),
        }
    }

    /// Where a chosen group's cards go: the last aggressor's places, or else the first places of
    /// the chosen streets still empty, in the usual order.
    pub fn chosen_places(&self, s: &Setup, street: usize, g: usize) -> Vec<usize> {
        let group = &s.script.streets[street].groups[g];
        if let Some(placed) = &self.placed {
            return placed.clone();
        }
        s.script
            .choosable()
            .into_iter()
            .filter(|p| self.board[*p] == Slot::Empty)
            .take(group.positions.len())
            .collect()
    }

    /// A player's hand leaves the deal (a fold or a dead hand): their cards, face-up ones included,
    /// go to the discard pile, where ESG can use them.
    pub fn muck(&mut self, player: usize) {
        self.live[player] = false;
        let hand = std::mem::take(&mut self.hands[player]);
        self.discards.extend(hand);
        let face_up = std::mem::take(&mut self.face_up[player]);
        self.discards.extend(face_up.into_iter().map(|(_, c)| c));
    }

    /// Shuffles the discard pile before dealing from it (ESG, a draw or a bought card once the deck
    /// has no spare card), when the engine holds a real shuffled deck.
    pub fn shuffle_discards(&mut self, s: &Setup) {
        if s.shuffles {
            let mut pile = std::mem::take(&mut self.discards);
            self.rng.shuffle(&mut pile);
            self.discards = pile;
        }
    }

    /// The (street, stage) pairs already done.
    pub fn stages_done<'a>(&self, s: &'a Setup) -> impl Iterator<Item = (usize, Stage)> + 'a {
        s.stages[..self.cursor.min(s.stages.len())].iter().copied()
    }

    pub fn live_count(&self) -> usize {
        self.live.iter().filter(|l| **l).count()
    }

    /// Players still in, in dealing order.
    pub fn live_order(&self, s: &Setup) -> Vec<usize> {
        s.order().into_iter().filter(|p| self.live[*p]).collect()
    }

    pub fn counts(&self, _s: &Setup) -> Counts {
        let live_hands: usize =
            (0..self.live.len()).filter(|p| self.live[*p]).map(|p| self.hands[p].len()).sum();
        let passing: usize = self.passing.iter().flatten().map(Vec::len).sum();
        Counts {
            dealt: self.dealt,
            from_discards: self.from_discards,
            deck: self.stock.len(),
            discards: self.discards.len(),
            players_in: self.live_count(),
            in_hands: live_hands + passing,
            face_up: self.face_up.iter().map(Vec::len).sum(),
            // A killed good-board card stays on the board.
            on_board: self.board.iter().filter(|b| matches!(b, Slot::Dealt(_) | Slot::Killed(_))).count(),
            burned: self.burned.len(),
            bought_chips: self.bought_chips,
        }
    }

    /// Board cards, per-player cards and burns still to come from stage `i` on.
    pub fn reserve_from(&self, s: &Setup, i: usize) -> (usize, usize) {
        let rules = &s.script.rules;
        let board = rules
            .positions()
            .iter()
            .enumerate()
            .filter(|(p, pos)| pos.scope == Scope::Table && self.board[*p] == Slot::Empty)
            .count();
        let mut face_up = 0;
        let mut burns = 0;
        for &(street, stage) in &s.stages[i.min(s.stages.len())..] {
            match stage {
                Stage::Burn => burns += 1,
                Stage::Group(g) => {
                    let group = &s.script.streets[street].groups[g];
                    if group.is_each_player {
                        face_up += group.positions.len() * self.live_count();
                    }
                }
                _ => {}
            }
        }
        (board + face_up, burns)
    }

    /// Cards in the deck beyond those the board (and burns) still need, at stage `i`.
    pub fn spare_from(&self, s: &Setup, i: usize) -> usize {
        let (board, burns) = self.reserve_from(s, i);
        self.stock.len().saturating_sub(board + burns)
    }

    pub fn esg_call(&self, s: &Setup, street: usize) -> Call {
        let (discards, players) = (self.discards.len(), self.live_count());
        match s.options.esg {
            EsgRule::CatchUp => extras::catch_up_esg(street, discards, players, self.missed_esg),
            _ => extras::esg(street, discards, players),
        }
    }

    pub fn christmas_call(&self, s: &Setup, street: usize, i: usize) -> Call {
        let (board, burns) = self.reserve_from(s, i);
        extras::christmas(street, self.stock.len(), board, burns, self.live_count())
    }

    /// The bad boys' ranks showing, and the dead cards the engine knows of.
    pub fn dead(&self, s: &Setup) -> (Vec<Rank>, Vec<Card>) {
        let mut ranks: Vec<Rank> = s
            .dead_from
            .iter()
            .filter_map(|p| match self.board[*p] {
                Slot::Dealt(Some(c)) => Some(c.rank()),
                _ => None,
            })
            .collect();
        crate::engine::sort::sort(&mut ranks);
        ranks.dedup();
        let mut cards = vec![];
        for (p, slot) in self.board.iter().enumerate() {
            if let Slot::Dealt(Some(c)) = slot {
                if !s.dead_from.contains(&p) && ranks.contains(&c.rank()) {
                    cards.push(*c);
                }
            }
        }
        for p in 0..s.n {
            if self.live[p] {
                cards.extend(self.hands[p].iter().flatten().filter(|c| ranks.contains(&c.rank())));
            }
        }
        (ranks, cards)
    }

    /// Whether a bad boys card has been dealt, so dead cards can be reported (known or not).
    pub fn dead_in_force(&self, s: &Setup) -> bool {
        s.dead_from.iter().any(|p| self.board[*p] != Slot::Empty)
    }

    /// Discards at once every dead card the engine knows of: good-board cards are killed, hand
    /// cards go to the discard pile. Run by the dead-ranks stage and after every draw, pass and
    /// bought card, so a dead card that arrives after the street's check (a river draw or buy) is
    /// not kept.
    ///
    /// A killed good-board card stays in its place, face up and turned (docs/rules.md, "Dealing",
    /// Good boys bad boys): never in the discard pile, so ESG can never deal it to a player (who
    /// would then hold a card the board shows), and the showdown sees the whole board.
    pub fn discard_dead(&mut self, s: &Setup) {
        let (_, cards) = self.dead(s);
        for card in cards {
            if let Some(p) = self.board.iter().position(|b| *b == Slot::Dealt(Some(card))) {
                self.board[p] = Slot::Killed(Some(card));
                continue;
            }
            for hand in self.hands.iter_mut() {
                hand.retain(|c| *c != Some(card));
            }
            self.discards.push(Some(card));
        }
    }

    /// Whether a check at stage `i` is not due now (and would be skipped).
    fn is_skipped(&self, s: &Setup, i: usize) -> bool {
        let (street, stage) = s.stages[i];
        match stage {
            Stage::Esg => !self.esg_call(s, street).is_due || self.esg_ahead > 0,
            Stage::Christmas => {
                !self.christmas_call(s, street, i).is_due
                    || (s.options.christmas == ChristmasRule::Grinch && self.grinch == Some(false))
            }
            Stage::Undealt => self.spare_from(s, i) == 0,
            Stage::Dead => s.knows_cards && self.dead(s).1.is_empty(),
            _ => false,
        }
    }

    /// The next stage to do, and the checks skipped on the way.
    pub fn resolve(&self, s: &Setup) -> (Next, Vec<usize>) {
        if self.live_count() == 1 {
            let winner = self.live.iter().position(|l| *l).expect("one player is in");
            return (Next::Uncontested(winner), vec![]);
        }
        let mut skipped = vec![];
        for i in self.cursor..s.stages.len() {
            if self.is_skipped(s, i) {
                skipped.push(i);
            } else {
                return (Next::At(i), skipped);
            }
        }
        (Next::Showdown, skipped)
    }

    /// Records skipped checks: a missed ESG (for catch-up) and every call, due or not.
    pub fn commit_skips(&mut self, s: &Setup, skipped: &[usize]) {
        for &i in skipped {
            let (street, stage) = s.stages[i];
            match stage {
                Stage::Esg => {
                    let mut call = self.esg_call(s, street);
                    if call.is_due && self.esg_ahead > 0 {
                        // Dealt early by mistake and kept: "players will not receive that ESG card
                        // on the next street".
                        self.esg_ahead -= 1;
                        call.is_due = false;
                        call.cards_each = 0;
                        call.words.push_str(" — already dealt early, so not again");
                    } else {
                        self.missed_esg += 1;
                    }
                    self.calls.push(call);
                }
                Stage::Christmas => {
                    let mut call = self.christmas_call(s, street, i);
                    if call.is_due {
                        call.is_due = false;
                        call.cards_each = 0;
                        call.words.push_str(" — the Grinch said no");
                    }
                    self.calls.push(call);
                    self.grinch = None;
                }
                _ => {}
            }
            self.cursor = i + 1;
        }
    }

    /// Moves to the stage the event is for, committing the checks skipped on the way.
    pub fn enter(&mut self, s: &Setup, event: &str) -> Result<usize, DealError> {
        let (next, skipped) = self.resolve(s);
        let Next::At(i) = next else {
            return Err(DealError::OutOfOrder { event: event.into(), expected: "the hand is over".into() });
        };
        self.commit_skips(s, &skipped);
        self.cursor = i;
        Ok(i)
    }

    /// Ends stage `i` and resets what players did in it.
    pub fn finish(&mut self, s: &Setup, i: usize) {
        if s.stages[i].1 == Stage::Pass {
            self.deliver_passes(s);
            self.discard_dead(s);
        }
        self.cursor = i + 1;
        self.acted = vec![false; s.n];
        self.passing = vec![None; s.n];
        self.grinch = None;
        self.placed = None;
    }

    /// Finishes the action stage at the cursor once every player still in has acted.
    pub fn finish_if_everyone_acted(&mut self, s: &Setup) {
        let i = self.cursor;
        if i < s.stages.len()
            && s.stages[i].1.is_action()
            && (0..s.n).all(|p| !self.live[p] || self.acted[p])
            && self.acted.iter().any(|a| *a)
        {
            self.finish(s, i);
        }
    }

    fn deliver_passes(&mut self, s: &Setup) {
        let to = s.options.pass_the_trash.map_or(Neighbour::Left, |p| p.to);
        let passing = std::mem::replace(&mut self.passing, vec![None; s.n]);
        let chosen = std::mem::replace(&mut self.pass_to, vec![None; s.n]);
        for (from, cards) in passing.into_iter().enumerate() {
            let Some(cards) = cards else { continue };
            let step = |k: usize| match to {
                Neighbour::Left | Neighbour::Chosen => (from + k) % s.n,
                Neighbour::Right => (from + s.n - k % s.n) % s.n,
            };
            // A chosen receiver who has since folded: the cards go on to the next player still in.
            let named = chosen[from].filter(|p| self.live[*p]);
            let receiver = named.or_else(|| (1..s.n).map(step).find(|p| self.live[*p])).unwrap_or(from);
            self.hands[receiver].extend(cards);
        }
    }

    pub fn pop_stock(&mut self, what: &str) -> Result<Option<Card>, DealError> {
        let card = self.stock.pop().ok_or_else(|| DealError::NotEnoughCards {
            needed: 1,
            available: 0,
            what: what.into(),
        })?;
        self.dealt += 1;
        Ok(card)
    }

    /// Where a card the engine knows is, if anywhere.
    pub fn place_of(&self, s: &Setup, card: Card) -> Option<String> {
        let has = |v: &[Option<Card>]| v.contains(&Some(card));
        if has(&self.stock) {
            return Some("still in the deck".into());
        }
        for p in 0..s.n {
            if has(&self.hands[p]) || self.passing[p].as_deref().is_some_and(has) {
                return Some(format!("in seat {}'s hand", p + 1));
            }
            if self.face_up[p].iter().any(|(_, c)| *c == Some(card)) {
                return Some(format!("face up in front of seat {}", p + 1));
            }
        }
        if let Some(p) = self.board.iter().position(|b| *b == Slot::Dealt(Some(card))) {
            return Some(format!("on the board at {}", s.script.rules.positions()[p].id));
        }
        if has(&self.discards) {
            return Some("in the discard pile".into());
        }
        if has(&self.burned) {
            return Some("burned".into());
        }
        None
    }

    /// Refuses a card entered by the dealer that is not in the deck or is already placed.
    pub fn check_new_card(&self, s: &Setup, card: Card) -> Result<(), DealError> {
        if !s.script.rules.deck().contains(card) {
            return Err(DealError::NotInDeck { card });
        }
        match self.place_of(s, card) {
            Some(place) => Err(DealError::DuplicateCard { card, place }),
            None => Ok(()),
        }
    }
}
