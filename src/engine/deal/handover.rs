//! From the deal to the showdown: the hand the showdown screen and `cap deal` start from, built
//! from the table's state directly (no re-typing, no trip through the file format).

use crate::engine::draft::{Draft, Slot as DraftSlot};

use super::step::Slot;
use super::Table;

impl Table {
    /// What each seat put in: the betting's count when the table records it (antes, blinds,
    /// every bet and bought card); otherwise the stake every player posts, plus the price of every
    /// card they bought (the guide: "players are required to pay a fixed amount for an optional
    /// extra card").
    pub fn contributions(&self, stake: u64) -> Vec<u64> {
        if let Some(b) = self.betting() {
            return b.contributed().to_vec();
        }
        self.bought_chips_by_player().into_iter().map(|b| stake + b).collect()
    }

    /// The deal so far as equity reads it: the board dealt, each live player's hole cards (known in
    /// learn mode, else counted as unknown), the cards known to be gone (discards, burns, exposed
    /// in learn mode), each contribution (`stake` when the betting is not recorded) and bought
    /// card, in money with the smallest `chip` (the showdown's odd chips), and each hand declared
    /// dead: its chips stay in and it contests nothing, as at the showdown ([`Table::showdown_draft`]).
    pub fn partial(&self, chip: u64, stake: u64) -> crate::engine::equity::Partial {
        use crate::engine::equity::{Hole, Partial};
        let n = self.n_players();
        let holes = (0..n)
            .map(|p| match (self.is_in(p), self.dead_hand(p)) {
                (true, _) => {
                    let known: Vec<_> = self.hand(p).iter().flatten().copied().collect();
                    Some(Hole { unknown: self.hand(p).len() - known.len(), known })
                }
                // A dead hand holds nothing that counts: its cards are not dealt or placed.
                (false, Some(_)) => Some(Hole { known: vec![], unknown: 0 }),
                (false, None) => None,
            })
            .collect();
        let dead_hands =
            (0..n).map(|p| self.dead_hand(p).map(|why| format!("Seat {} {}", p + 1, why.words()))).collect();
        let board = self
            .board()
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Slot::Dealt(Some(c)) => Some((i, *c)),
                _ => None,
            })
            .collect();
        let own = (0..n)
            .map(|p| self.face_up(p).iter().filter_map(|(i, c)| c.map(|c| (*i, c))).collect())
            .collect();
        // Each card once (a card is in one place; the set keeps it so).
        let mut seen = crate::engine::card_set::CardSet::EMPTY;
        let dead: Vec<_> = self
            .discards()
            .iter()
            .chain(self.burned())
            .flatten()
            .copied()
            .filter(|c| seen.insert(*c))
            .collect();
        Partial {
            rules: self.rules().clone(),
            holes,
            own,
            board,
            dead,
            contributed: self.contributions(stake),
            bought: self.bought_chips_by_player(),
            chip,
            dead_hands,
            button: self.button(),
            // The guide stops dealing at the river; picks are made after it.
            picks: vec![],
        }
    }

    /// What each seat paid for bought cards.
    pub fn bought_chips_by_player(&self) -> Vec<u64> {
        let mut out = vec![0; self.n_players()];
        for &(street, player) in &self.state.bought {
            out[player] += self.setup.options.buy.map_or(0, |b| b.price(street));
        }
        out
    }

    /// The hand as the showdown starts it: every card the engine knows in its place (the board, the
    /// face-up cards and, when it knows them, the hole cards), folds and dead hands marked, each
    /// player's hole-card count as the deal left it, and each contribution (the stake and any
    /// bought cards). A good-board card killed as dead keeps its place (the showdown ignores dead
    /// ranks itself); a dead card discarded from a hand is not held.
    ///
    /// `names` are the players in seat order; amounts are money, multiples of `chip`.
    pub fn showdown_draft(&self, names: &[String], chip: u64, stake: u64) -> Draft {
        let mut draft = Draft::new(self.rules().clone(), names, self.button(), chip, 0);
        for (i, slot) in self.board().iter().enumerate() {
            if let Slot::Dealt(Some(card)) | Slot::Killed(Some(card)) = slot {
                // The engine placed each card once: a refusal here cannot happen.
                let _ = draft.place(DraftSlot::Board(i), *card);
            }
        }
        draft.set_betting(self.betting().and_then(|b| b.record()));
        draft.set_deal(Some(self.log()));
        let paid = self.contributions(stake);
        let bought = self.bought_chips_by_player();
        for (p, name) in names.iter().enumerate() {
            let dead = self.dead_hand(p).map(|why| format!("{name} {}", why.words()));
            let folded = !self.is_in(p) && dead.is_none();
            draft.contribute(p, paid[p]);
            draft.set_bought(p, bought[p]);
            draft.set_dead(p, dead);
            draft.fold(p, folded);
            draft.set_hole_count(p, (!folded).then(|| self.hand(p).len()));
        }
        let showing: Vec<usize> = (0..self.n_players()).filter(|p| !draft.players()[*p].folded()).collect();
        for p in showing {
            for (position, card) in self.face_up(p) {
                if let Some(card) = card {
                    let _ = draft.place(DraftSlot::Own(p, *position), *card);
                }
            }
            let known: Vec<_> = self.hand(p).iter().flatten().copied().collect();
            if known.len() == self.hand(p).len() {
                // The engine dealt each card once: a refusal here cannot happen.
                let _ = draft.set_hole(p, known);
            }
        }
        draft
    }
}
