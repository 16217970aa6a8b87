//! 32-card draw's deal, on its own: small, big and over blinds, five cards each, one draw of up to
//! four cards starting left of the dealer, and what happens when the deck runs out.
//!
//! Source: `shared/rules/003`. "In the case that more cards are required than are left in the deck,
//! the remaining cards in the deck are used first. Then all cards discarded by other players (other
//! than the player getting the cards) are shuffled and the player is dealt their remaining cards
//! from this set of cards. In this way a player will never get their own discards back."
//!
//! Invariant: every one of the 32 cards is in exactly one place (deck, a hand, a player's discards
//! or the muck of folded hands). This machine knows every card (a seeded deck); the counts-only
//! mode of [`super::Table`] is not offered here yet.

use crate::engine::card::Card;
use crate::engine::card_set::Deck;
use crate::engine::draw32::PLAYERS;

use super::{CountBound, DealError};
use crate::engine::rng::XorShift;

/// Which blind a seat posts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlindKind {
    Small,
    Big,
    /// Only with four or five players.
    Over,
}

/// One blind: who posts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Blind {
    pub player: usize,
    pub kind: BlindKind,
}

/// Where a player's new cards came from in the draw, with the words for the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawOutcome {
    pub from_deck: usize,
    /// Cards dealt from the other players' discards, shuffled, after the deck ran out.
    pub from_others_discards: usize,
    pub words: String,
}

/// A 32-card draw hand.
#[derive(Clone, Debug)]
pub struct Draw32 {
    n: usize,
    button: usize,
    /// Top card last.
    stock: Vec<Card>,
    hands: Vec<Vec<Card>>,
    /// Draw discards, each with the seat that discarded it.
    discards: Vec<(usize, Card)>,
    muck: Vec<Card>,
    live: Vec<bool>,
    drawn: Vec<bool>,
    is_dealt: bool,
    rng: XorShift,
    /// States before each step, for undo (without their own histories).
    past: Vec<Draw32>,
    /// States undone, for redo.
    future: Vec<Draw32>,
}

impl Draw32 {
    /// A hand for 2 to 5 players with a deck shuffled from `seed`.
    pub fn new(n_players: usize, button: usize, seed: u64) -> Result<Draw32, DealError> {
        if !PLAYERS.contains(n_players) {
            let range = (PLAYERS.least(), PLAYERS.most());
            return Err(DealError::PlayerCount { game: "32-card draw".into(), n_players, range });
        }
        if button >= n_players {
            return Err(DealError::Button { button, n_players });
        }
        let mut rng = XorShift::new(seed);
        let mut stock = Deck::Stripped32.cards();
        rng.shuffle(&mut stock);
        Ok(Draw32 {
            n: n_players,
            button,
            stock,
            hands: vec![vec![]; n_players],
            discards: vec![],
            muck: vec![],
            live: vec![true; n_players],
            drawn: vec![false; n_players],
            is_dealt: false,
            rng,
            past: vec![],
            future: vec![],
        })
    }

    /// This state without its undo and redo histories.
    fn snapshot(&self) -> Draw32 {
        Draw32 { past: vec![], future: vec![], ..self.clone() }
    }

    /// Runs one step so that it can be undone: a refused step leaves everything as it was.
    fn step<T>(&mut self, f: impl FnOnce(&mut Draw32) -> Result<T, DealError>) -> Result<T, DealError> {
        let before = self.snapshot();
        match f(self) {
            Ok(value) => {
                self.past.push(before);
                self.future.clear();
                Ok(value)
            }
            Err(e) => {
                let (past, future) = (std::mem::take(&mut self.past), std::mem::take(&mut self.future));
                *self = Draw32 { past, future, ..before };
                Err(e)
            }
        }
    }

    /// Takes back the last step (the deal, a fold or a draw).
    pub fn undo(&mut self) -> Result<(), DealError> {
        let previous = self.past.pop().ok_or(DealError::NothingToUndo)?;
        let current = self.snapshot();
        let (past, mut future) = (std::mem::take(&mut self.past), std::mem::take(&mut self.future));
        future.push(current);
        *self = Draw32 { past, future, ..previous };
        Ok(())
    }

    /// Does again the last step undone.
    pub fn redo(&mut self) -> Result<(), DealError> {
        let next = self.future.pop().ok_or(DealError::NothingToRedo)?;
        let current = self.snapshot();
        let (mut past, future) = (std::mem::take(&mut self.past), std::mem::take(&mut self.future));
        past.push(current);
        *self = Draw32 { past, future, ..next };
        Ok(())
    }

    /// Seats from the left of the dealer round to the dealer.
    fn order(&self) -> impl Iterator<Item = usize> + '_ {
        (1..=self.n).map(|k| (self.button + k) % self.n)
    }

    /// Small blind left of the dealer, big blind next, over blind next with four or five players.
    pub fn blinds(&self) -> Vec<Blind> {
        let kinds: &[BlindKind] = if self.n >= 4 {
            &[BlindKind::Small, BlindKind::Big, BlindKind::Over]
        } else {
            &[BlindKind::Small, BlindKind::Big]
        };
        self.order().zip(kinds).map(|(player, &kind)| Blind { player, kind }).collect()
    }

    /// Five cards each, one at a time, starting left of the dealer.
    pub fn deal(&mut self) -> Result<(), DealError> {
        self.step(Draw32::deal_now)
    }

    fn deal_now(&mut self) -> Result<(), DealError> {
        if self.is_dealt {
            return Err(DealError::OutOfOrder {
                event: "deal".into(),
                expected: "the cards are dealt".into(),
            });
        }
        let order: Vec<usize> = self.order().collect();
        for _ in 0..5 {
            for &p in &order {
                let card = self.stock.pop().expect("32 cards cover five each for five players");
                self.hands[p].push(card);
            }
        }
        self.is_dealt = true;
        Ok(())
    }

    /// The next seat to draw: the first player in, left of the dealer, who has not drawn.
    pub fn next_to_draw(&self) -> Option<usize> {
        if !self.is_dealt {
            return None;
        }
        self.order().find(|p| self.live[*p] && !self.drawn[*p])
    }

    /// A player folds; the hand goes to the muck (not to the draw discards: the rule recycles only
    /// cards "discarded by other players").
    pub fn fold(&mut self, player: usize) -> Result<(), DealError> {
        self.step(|d| d.fold_now(player))
    }

    fn fold_now(&mut self, player: usize) -> Result<(), DealError> {
        self.check_player(player)?;
        if self.live.iter().filter(|l| **l).count() == 1 {
            return Err(DealError::LastPlayer { player });
        }
        self.live[player] = false;
        self.muck.append(&mut self.hands[player]);
        Ok(())
    }

    /// The player's one draw: discard up to four cards (none stands pat) and receive as many.
    pub fn draw(&mut self, player: usize, discard: &[Card]) -> Result<DrawOutcome, DealError> {
        self.step(|d| d.draw_now(player, discard))
    }

    fn draw_now(&mut self, player: usize, discard: &[Card]) -> Result<DrawOutcome, DealError> {
        self.check_player(player)?;
        match self.next_to_draw() {
            Some(p) if p == player => {}
            Some(p) => {
                return Err(DealError::OutOfOrder {
                    event: format!("draw for seat {}", player + 1),
                    expected: format!("seat {} draws first", p + 1),
                })
            }
            None if !self.is_dealt => {
                return Err(DealError::OutOfOrder { event: "draw".into(), expected: "deal first".into() })
            }
            None => return Err(DealError::AlreadyActed { player, action: "drawn".into() }),
        }
        if discard.len() > 4 {
            return Err(DealError::WrongCount {
                player,
                action: "discard".into(),
                expected: CountBound::AtMost(4),
                got: discard.len(),
            });
        }
        for (i, card) in discard.iter().enumerate() {
            if discard[..i].contains(card) {
                return Err(DealError::DuplicateCard { card: *card, place: "named twice".into() });
            }
            if !self.hands[player].contains(card) {
                return Err(DealError::NotInHand { player, card: *card });
            }
        }
        let wanted = discard.len();
        let from_deck = wanted.min(self.stock.len());
        let rest = wanted - from_deck;
        let mut pool: Vec<usize> =
            (0..self.discards.len()).filter(|i| self.discards[*i].0 != player).collect();
        if rest > pool.len() {
            return Err(DealError::NotEnoughCards {
                needed: wanted,
                available: from_deck + pool.len(),
                what: format!("seat {}'s draw", player + 1),
            });
        }
        self.hands[player].retain(|c| !discard.contains(c));
        for _ in 0..from_deck {
            let card = self.stock.pop().expect("counted");
            self.hands[player].push(card);
        }
        if rest > 0 {
            self.rng.shuffle(&mut pool);
            let mut taken: Vec<usize> = pool[..rest].to_vec();
            crate::engine::sort::sort_by(&mut taken, |a, b| a > b);
            for i in taken {
                let (_, card) = self.discards.remove(i);
                self.hands[player].push(card);
            }
        }
        self.discards.extend(discard.iter().map(|c| (player, *c)));
        self.drawn[player] = true;
        let words = match (wanted, rest) {
            (0, _) => format!("Seat {} stands pat.", player + 1),
            (_, 0) => format!("Seat {} discards {wanted} and draws {wanted} from the deck.", player + 1),
            _ => format!(
                "Seat {} discards {wanted}: {from_deck} from the deck, which is now empty; shuffle the other players' discards and deal {rest} from them.",
                player + 1
            ),
        };
        Ok(DrawOutcome { from_deck, from_others_discards: rest, words })
    }

    /// Who acts first in betting round `round` (1 or 2): left of the over blind, or of the big
    /// blind without one; heads-up, the small blind. Folded seats are passed over.
    pub fn first_to_act(&self, round: usize) -> usize {
        let blinds = self.blinds();
        let start = if self.n == 2 && round == 2 {
            blinds[0].player
        } else {
            (blinds.last().expect("two blinds at least").player + 1) % self.n
        };
        (0..self.n).map(|k| (start + k) % self.n).find(|p| self.live[*p]).unwrap_or(start)
    }

    pub fn hand(&self, player: usize) -> &[Card] {
        &self.hands[player]
    }

    /// Cards left in the deck.
    pub fn deck_count(&self) -> usize {
        self.stock.len()
    }

    /// Draw discards, with the seat that discarded each.
    pub fn discards(&self) -> &[(usize, Card)] {
        &self.discards
    }

    pub fn muck(&self) -> &[Card] {
        &self.muck
    }

    fn check_player(&self, player: usize) -> Result<(), DealError> {
        if player >= self.n {
            return Err(DealError::NoSuchPlayer { player, n_players: self.n });
        }
        if !self.live[player] {
            return Err(DealError::NotIn { player });
        }
        Ok(())
    }
}
