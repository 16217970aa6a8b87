//! The payout and the table: how the pot is paid, what each point is worth, the hole cards and
//! the players the game is for. The engine decides whether they fit (one deck for the most
//! players, every point made, the picks of the dynamic points system): see [`super::check`].
//!
//! The dynamic points system is two choices per point and one per game: a point may be worth as
//! many points as players picked it (`worth: picks-allocated`) and contested only by the players
//! who picked it (`contest: picked-by`); how many points each player picks is the game's, so the
//! designer writes the same `picks_required` on every picked point.

use super::Designer;
use crate::engine::game::{Contest, HoleCards, Worth};
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

    /// Whether point `i` is worth as many points as players picked it (the dynamic points system).
    pub fn worth_picks(&self, i: usize) -> bool {
        self.spec.points.get(i).is_some_and(|p| p.worth == Worth::PicksAllocated)
    }

    /// Point `i` is worth as many points as players picked it, or one point again.
    pub fn set_worth_picks(&mut self, i: usize, on: bool) {
        if let Some(p) = self.spec.points.get_mut(i) {
            p.worth = if on { Worth::PicksAllocated } else { Worth::Points(1) };
        }
    }

    /// Whether only the players who picked point `i` contest it.
    pub fn picked(&self, i: usize) -> bool {
        self.spec.points.get(i).is_some_and(|p| matches!(p.contest, Contest::PickedBy { .. }))
    }

    /// Only the players who pick point `i` contest it, or everyone again; a first picked point
    /// has each player pick one until the dealer says how many.
    pub fn set_picked(&mut self, i: usize, on: bool) {
        let picks_required = self.picks().unwrap_or(1);
        if let Some(p) = self.spec.points.get_mut(i) {
            p.contest = if on { Contest::PickedBy { picks_required } } else { Contest::Everyone };
        }
    }

    /// How many points each player picks, when some are picked.
    pub fn picks(&self) -> Option<usize> {
        self.spec.points.iter().find_map(|p| match p.contest {
            Contest::PickedBy { picks_required } => Some(picks_required),
            Contest::Everyone => None,
        })
    }

    /// Each player picks `n` points: written on every picked point (the check refuses more than
    /// there are to pick).
    pub fn set_picks(&mut self, n: usize) {
        for p in &mut self.spec.points {
            if let Contest::PickedBy { picks_required } = &mut p.contest {
                *picks_required = n;
            }
        }
    }

    /// What "Discard down" starts from: two kept at the showdown, one thrown after each street
    /// (the engine's rule), so that it is a game at once (Throw dem's five down to two).
    pub fn discard_down(&self) -> HoleCards {
        match self.spec.hole_cards {
            d @ HoleCards::DiscardDownTo { .. } => d,
            _ => HoleCards::DiscardDownTo { dealt: 2 + self.spec.streets.len(), at_showdown: 2 },
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

    #[test]
    fn discarding_down_starts_with_one_throw_after_each_street() {
        use crate::engine::game::table_options::TableOption;
        use crate::model::designer::check::Verdict;
        use crate::model::designer::options::Offer;
        let mut d = Designer::scratch();
        for x in 0..5 {
            d.toggle_cell(x, 0);
        }
        d.add_street();
        d.add_street();
        d.add_point();
        let throws =
            |d: &Designer| d.offered_options().iter().any(|o: &Offer| o.option == TableOption::Throws);
        assert!(!throws(&d));
        let hole = d.discard_down();
        assert_eq!(hole, HoleCards::DiscardDownTo { dealt: 5, at_showdown: 2 });
        d.set_hole_cards(hole);
        d.set_players(2, 9);
        assert!(matches!(d.check(), Verdict::Works { .. }), "{:?}", d.check());
        assert!(throws(&d), "the throws option is offered once the hole cards are discarded down");
        assert_eq!(d.discard_down(), hole, "kept as the dealer set it");
        d.set_hole_cards(HoleCards::DiscardDownTo { dealt: 5, at_showdown: 3 });
        assert_eq!(
            d.check().hole_cards_line(),
            "Hole cards: discarding 5 down to 3 is 2 throws, one after each street, but the game has 3 streets"
        );
        d.set_hole_cards(HoleCards::DiscardDownTo { dealt: 5, at_showdown: 5 });
        assert_eq!(d.check().words(), "Hole cards: discarding 5 down to 5: keep 1 to 4 cards");
        assert_eq!(
            d.check().section_line(crate::model::designer::check::Section::Payout),
            "",
            "shown next to the hole cards"
        );
    }

    /// The catalogue's dynamic points game, its layout taken and its points built tap by tap.
    #[test]
    fn the_dynamic_points_games_points_are_built_tap_by_tap() {
        use crate::engine::game::catalogue::specs;
        use crate::engine::game::table_options::TableOption;
        use crate::model::designer::rule::Source;
        let dynamic = specs().into_iter().find(|s| s.id == "triple-board/dynamic-points").unwrap();
        let mut d = Designer::scratch();
        d.use_layout(&dynamic);
        d.set_payout(Payout::Points);
        assert!(!d.offered_options().iter().any(|o| o.option == TableOption::SidePotWorth));
        for b in 0..3 {
            d.add_point();
            d.rename_point(b, &format!("Board {} high", b + 1));
            let places: Vec<String> = d.point_places(b);
            // Its own board's five and the floater every board may use.
            for id in places.iter().filter(|id| !id.starts_with(&format!("{}.", b + 1)) && *id != "F") {
                d.toggle_point_place(b, 0, 0, id);
            }
            d.set_worth_picks(b, true);
            d.set_picked(b, true);
        }
        assert_eq!(d.picks(), Some(1), "one pick each until the dealer says");
        d.set_picks(2);
        d.add_point();
        d.rename_point(3, "Hand");
        d.set_source(3, Source::Hand);
        assert_eq!(d.spec().points, dynamic.points);
        assert!(d.offered_options().iter().any(|o| o.option == TableOption::SidePotWorth && !o.on));
        // The floater's option, as the catalogue's triple boards declare it (not the designer's).
        d.spec.options = dynamic.options.iter().filter(|o| o.key == "floater").cloned().collect();
        assert!(matches!(d.check(), crate::model::designer::check::Verdict::Works { .. }), "{:?}", d.check());
        // Picks and worth are undone one by one, and the engine says what is wrong meanwhile.
        d.set_picked(2, false);
        assert_eq!(d.check().worth_line(2), d.check().words(), "shown where the worth is set");
        assert_eq!(
            d.check().words(),
            "Board 3 high, worth: worth as many points as players picked it, but players do not pick it: it would be worth nothing"
        );
        d.set_worth_picks(2, false);
        assert_eq!(d.worth(2), 1);
        d.set_picks(3);
        assert_eq!(
            d.check().words(),
            "Board 1 high, picks: each player picks three points, but there are 2 points players pick: choose 1 to 2"
        );
        for b in 0..2 {
            d.set_picked(b, false);
            d.set_worth_picks(b, false);
        }
        assert_eq!(d.picks(), None);
        assert!(matches!(d.check(), crate::model::designer::check::Verdict::Works { .. }));
    }
}
