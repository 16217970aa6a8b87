//! The payout and the table: how the pot is paid, what each point is worth, the hole cards and
//! the players the game is for. The engine decides whether they fit (one deck for the most
//! players, every point made): see [`super::check`].

use super::Designer;
use crate::engine::game::{HoleCards, Worth};
use crate::engine::pot::Payout;

impl Designer {
    pub fn payout(&self) -> Payout {
        self.spec.payout
    }

    /// Split pot (between the points someone won) or points (the most points wins the pot).
    pub fn set_payout(&mut self, payout: Payout) {
        self.spec.payout = payout;
    }

    /// What point `i` is worth in a points game (the dynamic points system's worth reads as 0).
    pub fn worth(&self, i: usize) -> u32 {
        match self.spec.points.get(i).map(|p| p.worth) {
            Some(Worth::Points(n)) => n,
            _ => 0,
        }
    }

    /// Point `i` is worth `n` points (the check refuses nothing-worth points, naming the point).
    pub fn set_worth(&mut self, i: usize, n: u32) {
        if let Some(p) = self.spec.points.get_mut(i) {
            p.worth = Worth::Points(n);
        }
    }

    pub fn hole_cards(&self) -> HoleCards {
        self.spec.hole_cards
    }

    /// A fixed number of hole cards, or as many as the deck allows (CAP's default).
    pub fn set_hole_cards(&mut self, hole: HoleCards) {
        self.spec.hole_cards = hole;
    }

    /// The fewest and most players.
    pub fn players(&self) -> (usize, usize) {
        self.spec.players
    }

    pub fn set_players(&mut self, fewest: usize, most: usize) {
        self.spec.players = (fewest, most);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payout_worth_hole_cards_and_players_are_the_specs() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.add_point();
        assert_eq!(d.worth(0), 1);
        d.set_worth(0, 3);
        assert_eq!(d.spec().points[0].worth, Worth::Points(3));
        d.set_payout(Payout::Points);
        assert_eq!(d.payout(), Payout::Points);
        d.set_hole_cards(HoleCards::Fixed(4));
        assert_eq!(d.spec().hole_cards, HoleCards::Fixed(4));
        d.set_players(3, 6);
        assert_eq!(d.players(), (3, 6));
        assert_eq!(d.worth(5), 0);
    }
}
