//! The ring card in a point: a card dealt face up in front of each player
//! ([`super::layout::RING`]) is not on the drawing, so a point takes it with a button of its own,
//! in a board rule's part (Ring of Fire's: two board cards and one ring card, together) or among a
//! hold'em-style point's places. Whose ring cards a player may use is the table's `ring` option
//! when the game has it ([`super::options`]): any one of a live player's (shared) or only one's
//! own; without it, one's own alone.
//!
//! In a hold'em-style point the ring is one more place to choose from, as the board's are: it holds
//! the player's own ring card, or, shared, any one live player's ring card (a place holds one card,
//! whoever's it is), so a hand uses at most one ring card there. "Exactly one ring card" is a
//! way with a ring part (docs/declaration.md, "The designer screen").

use super::layout::RING;
use super::Designer;
use crate::engine::game::PointCards;

impl Designer {
    /// Whether point `i` names the ring card (in any part, or among its hold'em-style places).
    pub fn point_uses_ring(&self, i: usize) -> bool {
        self.point_places(i).iter().any(|p| p == RING)
    }

    /// Adds the ring card to hold'em-style point `i`'s places, or takes it out.
    pub fn toggle_holdem_ring(&mut self, i: usize) {
        if matches!(self.spec.points.get(i).map(|p| &p.cards), Some(PointCards::HoldemStyle(_))) {
            self.toggle_point_place(i, 0, 0, RING);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::card::Card;
    use crate::engine::draft::{Draft, Slot};
    use crate::engine::game::table_options::TableOption;
    use crate::engine::game::{Game, HoleCards};
    use crate::model::designer::rule::Source;

    /// A five-card row and a ring card; one hold'em-style high of the row and the ring.
    fn holdem_ring() -> Designer {
        let mut d = Designer::scratch();
        d.set_grid(5, 1).unwrap();
        for x in 0..5 {
            d.toggle_cell(x, 0);
        }
        d.toggle_ring();
        d.add_point();
        d.set_source(0, Source::HoldemStyle);
        d.toggle_holdem_ring(0);
        d.set_hole_cards(HoleCards::Fixed(2));
        d
    }

    /// Who wins: Ann has a wheel with her own ace of hearts; Ben a flush only with
    /// Ann's ace of hearts (a ring card he may use only when the ring is shared).
    fn winners(d: &Designer, ring: &str) -> Vec<String> {
        let game = Game::new(d.spec().clone()).unwrap();
        let choices: BTreeMap<String, String> =
            [("ring".to_string(), ring.to_string())].into_iter().filter(|_| !ring.is_empty()).collect();
        let rules = game.rules(&choices).unwrap();
        let ring_at = rules.positions().iter().position(|p| p.id == RING).unwrap();
        let names: Vec<String> = ["Ann", "Ben"].iter().map(|s| s.to_string()).collect();
        let mut draft = Draft::new(rules, &names, 0, 25, 100);
        for (i, c) in ["2h", "7h", "9h", "Kc", "3d"].iter().enumerate() {
            draft.place(Slot::Board(i), c.parse::<Card>().unwrap()).unwrap();
        }
        draft.set_hole_text(0, "4s 5c").unwrap();
        draft.set_hole_text(1, "Th Jd").unwrap();
        draft.place(Slot::Own(0, ring_at), "Ah".parse().unwrap()).unwrap();
        draft.place(Slot::Own(1, ring_at), "6s".parse().unwrap()).unwrap();
        let hand = draft.to_file().to_hand(crate::engine::game::catalogue::Catalogue::builtin()).unwrap();
        let paid = hand.resolve().payouts;
        names.into_iter().zip(paid).filter(|(_, chips)| *chips > 0).map(|(name, _)| name).collect()
    }

    #[test]
    fn a_holdem_style_point_uses_the_ring_card_own_or_shared_by_the_tables_option() {
        let mut d = holdem_ring();
        assert!(d.point_uses_ring(0));
        assert_eq!(d.check().words(), "Works for 2 to 10 players.");
        // Own ring cards (no option): Ann's wheel wins.
        assert_eq!(winners(&d, ""), ["Ann"]);
        // The table's option, shared by default: Ben takes Ann's ace for a flush.
        d.toggle_option(TableOption::Ring);
        assert!(d.spec().positions.iter().any(|p| p.id == RING && p.shared_when.is_some()));
        assert_eq!(winners(&d, "shared"), ["Ben"]);
        assert_eq!(winners(&d, "own"), ["Ann"]);
        // Taken out, the point names only the row.
        d.toggle_holdem_ring(0);
        assert!(!d.point_uses_ring(0));
    }

    /// A shared ring in a hold'em-style point is one place holding any one live player's ring
    /// card: Cat's queens and the two ring queens would be quads if every ring card were in her
    /// pool, but she may take one of them (trips), and Ben's flush with Ann's ace of hearts wins.
    #[test]
    fn a_shared_ring_gives_a_holdem_style_hand_one_ring_card_not_all_of_them() {
        let mut d = holdem_ring();
        d.toggle_option(TableOption::Ring);
        let game = Game::new(d.spec().clone()).unwrap();
        let choices: BTreeMap<String, String> = [("ring".to_string(), "shared".to_string())].into();
        let rules = game.rules(&choices).unwrap();
        let ring_at = rules.positions().iter().position(|p| p.id == RING).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat", "Dan"].iter().map(|s| s.to_string()).collect();
        let mut draft = Draft::new(rules, &names, 0, 25, 100);
        for (i, c) in ["2h", "7h", "9h", "Kc", "3d"].iter().enumerate() {
            draft.place(Slot::Board(i), c.parse::<Card>().unwrap()).unwrap();
        }
        for (seat, (hole, ring)) in
            [("4s 5c", "Ah"), ("Th Jd", "6s"), ("Qs Qd", "Qh"), ("8c 8d", "Qc")].iter().enumerate()
        {
            draft.set_hole_text(seat, hole).unwrap();
            draft.place(Slot::Own(seat, ring_at), ring.parse().unwrap()).unwrap();
        }
        let hand = draft.to_file().to_hand(crate::engine::game::catalogue::Catalogue::builtin()).unwrap();
        let report = hand.resolve();
        let cat = report.points[0].hands[2].as_ref().unwrap();
        assert_eq!(cat.best.cards.len(), 5);
        let pot: u64 = report.payouts.iter().sum();
        assert_eq!(report.payouts, [0, pot, 0, 0], "Ben's flush; Cat has trips, not quads");
    }
}
