//! The points: which cards each may use and how it is ranked.
//!
//! A point's cards are the hand alone, hold'em-style (any of some places with the hole cards), or
//! a board rule of the engine ([`Combos`]). The designer edits a board rule as *parts* joined one
//! way: one part (any `k` of some places, no two touching, touching, each row, column or diagonal,
//! a whole line), or several that are either alternatives (any of) or taken together (a product).
//! A catalogue rule nested deeper (an any-of of products) is kept as declared and shown, not
//! edited part by part, until the dealer picks another kind of cards for it.

use super::rule::{board, cards_of, ids_of, strip, Cards, Join, Kind, Part, Source};
use super::Designer;
use crate::engine::game::declaration::{ranking_name, RANKINGS};
use crate::engine::game::{Adjacency, Combos, PointCards, PointSpec, Worth};

impl Designer {
    pub fn points(&self) -> &[PointSpec] {
        &self.spec.points
    }

    /// Adds a point open to everyone, worth one: a high, Omaha-style (any three) of every table
    /// place. Labelled "Point N" until renamed.
    pub fn add_point(&mut self) {
        let mut n = self.spec.points.len() + 1;
        while self.spec.points.iter().any(|p| p.label == format!("Point {n}")) {
            n += 1;
        }
        let from: Vec<String> = self.table_places().into_iter().map(String::from).collect();
        self.spec.points.push(PointSpec {
            label: format!("Point {n}"),
            ranking: RANKINGS[0].1,
            cards: PointCards::Board(Combos::Choose { from, k: 3 }),
            must_use: vec![],
            worth: Worth::Points(1),
            contest: Default::default(),
            dead_ranks_from: vec![],
            when: None,
        });
    }

    /// Removes point `i` (undoable).
    pub fn remove_point(&mut self, i: usize) {
        let Some(label) = self.spec.points.get(i).map(|p| p.label.clone()) else { return };
        self.keep(format!("Removed the point {label}"));
        self.spec.points.remove(i);
    }

    /// Calculates point `i` one place earlier or later (the order the showdown goes in).
    pub fn move_point(&mut self, i: usize, earlier: bool) {
        let j = if earlier { i.checked_sub(1) } else { Some(i + 1) };
        if let Some(j) = j.filter(|&j| j < self.spec.points.len() && i < self.spec.points.len()) {
            self.spec.points.swap(i, j);
        }
    }

    pub fn rename_point(&mut self, i: usize, label: &str) {
        if let Some(p) = self.spec.points.get_mut(i) {
            p.label = label.to_string();
        }
    }

    /// The declared name of point `i`'s ranking (`high`, `7-2`, …).
    pub fn ranking(&self, i: usize) -> &'static str {
        self.spec.points.get(i).and_then(|p| ranking_name(p.ranking)).unwrap_or("high")
    }

    /// Ranks point `i` by the ranking declared as `name`; an unknown name changes nothing.
    pub fn set_ranking(&mut self, i: usize, name: &str) {
        let ranking = RANKINGS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r);
        if let (Some(p), Some(r)) = (self.spec.points.get_mut(i), ranking) {
            p.ranking = r;
        }
        self.sync_hand_low();
    }

    /// Point `i`'s cards as the designer edits them.
    pub fn cards(&self, i: usize) -> Cards {
        self.spec.points.get(i).map_or(Cards::Hand, cards_of)
    }

    /// Every place point `i` names, in order.
    pub fn point_places(&self, i: usize) -> Vec<String> {
        let mut out = vec![];
        if let Some(p) = self.spec.points.get(i) {
            match &p.cards {
                PointCards::Hand => {}
                PointCards::HoldemStyle(ids) => out = ids.clone(),
                PointCards::Board(c) => ids_of(c, &mut out),
            }
        }
        out
    }

    /// Point `i` uses the hand alone, hold'em-style places or a board rule; the places it named are
    /// kept (a board rule from them takes any three, or a row each when it was rows).
    pub fn set_source(&mut self, i: usize, source: Source) {
        let places = self.point_places(i);
        let Some(p) = self.spec.points.get_mut(i) else { return };
        p.cards = match source {
            Source::Hand => PointCards::Hand,
            Source::HoldemStyle => PointCards::HoldemStyle(places),
            Source::Board if matches!(p.cards, PointCards::Board(_)) => return,
            Source::Board => PointCards::Board(Combos::Choose { from: places, k: 3 }),
        };
    }

    /// Edits part `j` of point `i`'s board rule (a declared rule starts afresh as one part of its
    /// places).
    fn edit_part(&mut self, i: usize, j: usize, edit: impl FnOnce(&mut Part)) {
        let places = self.point_places(i);
        let Some(p) = self.spec.points.get_mut(i) else { return };
        let (join, mut parts) = match cards_of(p) {
            Cards::Board { join, parts } => (join, parts),
            _ => (
                Join::AnyOf,
                vec![Part { kind: Kind::Choose, from: places, k: 3, adjacency: Adjacency::GridEdge }],
            ),
        };
        if let Some(part) = parts.get_mut(j) {
            edit(part);
            p.cards = board(join, &parts);
        }
    }

    /// Makes part `j` of point `i`'s board rule of `kind`, keeping its places and number.
    pub fn set_kind(&mut self, i: usize, j: usize, kind: Kind) {
        self.edit_part(i, j, |p| p.kind = kind);
    }

    /// How many places part `j` takes (1 to 5; the engine refuses more than five cards).
    pub fn set_k(&mut self, i: usize, j: usize, k: usize) {
        self.edit_part(i, j, |p| p.k = k.clamp(1, 5));
    }

    /// A tap on place `id` while point `i`'s part `j` (or its hold'em-style places) is edited:
    /// adds it, in the layout's order, or takes it out.
    pub fn toggle_point_place(&mut self, i: usize, j: usize, id: &str) {
        let order: Vec<String> = self.spec.positions.iter().map(|p| p.id.clone()).collect();
        let toggle = |from: &mut Vec<String>| {
            if from.iter().any(|f| f == id) {
                from.retain(|f| f != id);
            } else if order.iter().any(|o| o == id) {
                from.push(id.to_string());
                crate::engine::sort::sort_by(from, |a, b| {
                    order.iter().position(|o| o == a) < order.iter().position(|o| o == b)
                });
            }
        };
        if let Some(PointCards::HoldemStyle(ids)) = self.spec.points.get_mut(i).map(|p| &mut p.cards) {
            toggle(ids);
            return;
        }
        if matches!(self.spec.points.get(i).map(|p| &p.cards), Some(PointCards::Board(_))) {
            self.edit_part(i, j, |p| toggle(&mut p.from));
        }
    }

    /// Adds an empty part to point `i`'s board rule, joined as `join` (any of the parts, or one of
    /// each together); returns its index.
    pub fn add_part(&mut self, i: usize, join: Join) -> Option<usize> {
        let Cards::Board { mut parts, .. } = self.cards(i) else { return None };
        parts.push(Part { kind: Kind::Choose, from: vec![], k: 1, adjacency: Adjacency::GridEdge });
        let p = self.spec.points.get_mut(i)?;
        p.cards = board(join, &parts);
        Some(parts.len() - 1)
    }

    /// Joins point `i`'s parts as `join`.
    pub fn set_join(&mut self, i: usize, join: Join) {
        if let Cards::Board { parts, .. } = self.cards(i) {
            self.spec.points[i].cards = board(join, &parts);
        }
    }

    /// Removes part `j` of point `i`'s board rule (undoable); the last part stays.
    pub fn remove_part(&mut self, i: usize, j: usize) {
        let Cards::Board { join, mut parts } = self.cards(i) else { return };
        if parts.len() < 2 || j >= parts.len() {
            return;
        }
        self.keep(format!("Removed part {} of {}", j + 1, self.spec.points[i].label));
        parts.remove(j);
        self.spec.points[i].cards = board(join, &parts);
    }

    /// Makes place `id` one every hand of point `i` must use (Tilt's, F1's), or no longer.
    pub fn toggle_must_use(&mut self, i: usize, id: &str) {
        if !self.spec.positions.iter().any(|p| p.id == id) {
            return;
        }
        if let Some(p) = self.spec.points.get_mut(i) {
            if p.must_use.iter().any(|m| m == id) {
                p.must_use.retain(|m| m != id);
            } else {
                p.must_use.push(id.to_string());
            }
        }
    }

    /// Takes the places `gone` says out of every point.
    pub(super) fn forget_places(&mut self, gone: impl Fn(&str) -> bool) {
        for p in &mut self.spec.points {
            match &mut p.cards {
                PointCards::Hand => {}
                PointCards::HoldemStyle(ids) => ids.retain(|id| !gone(id)),
                PointCards::Board(c) => strip(c, &gone),
            }
            p.must_use.retain(|id| !gone(id));
            p.dead_ranks_from.retain(|id| !gone(id));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::specs;

    fn grid() -> Designer {
        let mut d = Designer::scratch();
        for y in 0..2 {
            for x in 0..4 {
                d.toggle_cell(x, y);
            }
        }
        d
    }

    #[test]
    fn a_new_point_is_an_omaha_style_high_of_every_place() {
        let mut d = grid();
        d.add_point();
        d.add_point();
        let p = &d.points()[1];
        assert_eq!(p.label, "Point 2");
        assert_eq!(d.ranking(1), "high");
        assert_eq!(d.point_places(1).len(), 8);
        assert!(matches!(&p.cards, PointCards::Board(Combos::Choose { k: 3, .. })));
    }

    #[test]
    fn a_row_point_is_built_from_tapped_places() {
        let mut d = grid();
        d.add_point();
        d.set_kind(0, 0, Kind::Rows);
        for id in ["a2", "b2", "c2", "d2"] {
            d.toggle_point_place(0, 0, id);
        }
        assert_eq!(d.point_places(0), ["a1", "b1", "c1", "d1"]);
        d.toggle_point_place(0, 0, "b1");
        d.toggle_point_place(0, 0, "b1");
        assert_eq!(d.point_places(0), ["a1", "b1", "c1", "d1"], "back in the layout's order");
        d.toggle_point_place(0, 0, "nowhere");
        assert_eq!(d.spec().points[0].cards, PointCards::Board(Combos::Rows { from: d.point_places(0) }));
        d.set_ranking(0, "8-or-better");
        assert_eq!(d.ranking(0), "8-or-better");
        d.set_ranking(0, "no-such-low");
        assert_eq!(d.ranking(0), "8-or-better");
    }

    #[test]
    fn kinds_and_k_keep_the_places() {
        let mut d = grid();
        d.add_point();
        d.set_kind(0, 0, Kind::NonAdjacent);
        d.set_k(0, 0, 9);
        assert_eq!(
            d.spec().points[0].cards,
            PointCards::Board(Combos::NonAdjacent {
                from: d.point_places(0),
                k: 5,
                adjacency: Adjacency::GridEdge
            })
        );
        d.set_kind(0, 0, Kind::Connected);
        d.set_k(0, 0, 3);
        assert!(
            matches!(d.cards(0), Cards::Board { ref parts, .. } if parts[0].kind == Kind::Connected && parts[0].k == 3)
        );
        d.set_source(0, Source::HoldemStyle);
        assert_eq!(d.spec().points[0].cards, PointCards::HoldemStyle(d.point_places(0)));
        d.toggle_point_place(0, 0, "a1");
        assert_eq!(d.point_places(0).len(), 7);
        d.set_source(0, Source::Hand);
        assert_eq!(d.cards(0), Cards::Hand);
        d.set_source(0, Source::Board);
        assert!(d.point_places(0).is_empty(), "the hand names no place");
    }

    #[test]
    fn parts_join_as_any_of_or_together() {
        let mut d = grid();
        d.add_point();
        d.set_kind(0, 0, Kind::Rows);
        let j = d.add_part(0, Join::AnyOf).unwrap();
        d.set_kind(0, j, Kind::Columns);
        d.toggle_point_place(0, j, "a1");
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::AnyOf(parts)) if parts.len() == 2)
        );
        d.set_join(0, Join::Together);
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Product(parts)) if parts.len() == 2)
        );
        d.remove_part(0, 1);
        assert!(matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Rows { .. })));
        d.remove_part(0, 0);
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Rows { .. })),
            "the last part stays"
        );
        d.undo();
        assert!(matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Product(_))));
    }

    #[test]
    fn a_ring_of_fire_point_is_two_board_cards_and_the_ring_card_together() {
        let mut d = Designer::scratch();
        d.set_grid(5, 1).unwrap();
        for x in 0..5 {
            d.toggle_cell(x, 0);
        }
        d.toggle_ring();
        d.add_point();
        d.set_k(0, 0, 2);
        let ring = d.add_part(0, Join::Together).unwrap();
        d.toggle_point_place(0, ring, crate::model::designer::layout::RING);
        d.set_hole_cards(crate::engine::game::HoleCards::Fixed(4));
        d.set_players(2, 8);
        let board: Vec<String> = ["a1", "b1", "c1", "d1", "e1"].map(String::from).to_vec();
        assert_eq!(
            d.spec().points[0].cards,
            PointCards::Board(Combos::Product(vec![
                Combos::Choose { from: board, k: 2 },
                Combos::Choose { from: vec!["ring".into()], k: 1 },
            ]))
        );
        assert_eq!(d.check().words(), "Works for 2 to 8 players.");
    }

    #[test]
    fn a_catalogue_rule_nested_deeper_is_kept_until_edited() {
        let nested = specs()
            .into_iter()
            .flat_map(|s| s.points)
            .find(|p| cards_of(p) == Cards::Declared)
            .expect("the catalogue has a rule deeper than parts (Bomba's)");
        let mut d = Designer::scratch();
        d.spec.points.push(nested.clone());
        assert_eq!(d.cards(0), Cards::Declared);
        let places = d.point_places(0);
        d.set_kind(0, 0, Kind::Choose);
        assert_eq!(d.point_places(0), places, "edited, it starts as one part of all its places");
    }

    #[test]
    fn must_use_points_are_removed_moved_and_renamed() {
        let mut d = grid();
        d.add_point();
        d.add_point();
        d.toggle_must_use(0, "a1");
        d.toggle_must_use(0, "zz");
        assert_eq!(d.points()[0].must_use, ["a1"]);
        d.toggle_must_use(0, "a1");
        assert!(d.points()[0].must_use.is_empty());
        d.rename_point(1, "Hand");
        d.move_point(1, true);
        assert_eq!(d.points()[0].label, "Hand");
        d.remove_point(0);
        assert_eq!(d.undo_offered(), Some("Removed the point Hand"));
        assert_eq!(d.points().len(), 1);
        d.undo();
        assert_eq!(d.points()[0].label, "Hand");
    }
}
