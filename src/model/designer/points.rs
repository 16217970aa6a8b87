//! The points: which cards each may use and how it is ranked.
//!
//! A point's cards are the hand alone, hold'em-style (any of some places with the hole cards), or
//! a board rule of the engine ([`Combos`]). The designer edits a board rule as *ways*, the point
//! taking the best of any, each way *parts* taken together (see [`super::rule`]): one way of one
//! part is Omaha's any three, several ways of one part a double board's either board, one way of
//! several parts Ring of fire's two board cards and the ring card, several of several a funnel's
//! paths. A rule too big to list (kept as declared) starts afresh as one part of its places when
//! edited.

use super::rule::{board, cards_of, ids_of, strip, way_words, Cards, Kind, Part, Source, Way};
use super::Designer;
use crate::engine::game::spec::{ranking_name, RANKINGS};
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

    /// Edits point `i`'s ways (a declared rule starts afresh as one way of one part of its
    /// places); `None` unless it is a board rule.
    fn edit_ways<R>(&mut self, i: usize, edit: impl FnOnce(&mut Vec<Way>) -> R) -> Option<R> {
        let places = self.point_places(i);
        let p = self.spec.points.get_mut(i).filter(|p| matches!(p.cards, PointCards::Board(_)))?;
        let mut ways = match cards_of(p) {
            Cards::Board(ways) => ways,
            _ => vec![vec![Part { kind: Kind::Choose, from: places, k: 3, adjacency: Adjacency::GridEdge }]],
        };
        let out = edit(&mut ways);
        p.cards = board(&ways);
        Some(out)
    }

    /// Edits part `j` of way `w` of point `i`'s board rule.
    fn edit_part(&mut self, i: usize, w: usize, j: usize, edit: impl FnOnce(&mut Part)) {
        self.edit_ways(i, |ways| ways.get_mut(w).and_then(|way| way.get_mut(j)).map(edit));
    }

    /// Makes part `j` of way `w` of point `i` of `kind`, keeping its places and number.
    pub fn set_kind(&mut self, i: usize, w: usize, j: usize, kind: Kind) {
        self.edit_part(i, w, j, |p| p.kind = kind);
    }

    /// How many places part `j` of way `w` takes (1 to 5; the engine refuses more than five cards).
    pub fn set_k(&mut self, i: usize, w: usize, j: usize, k: usize) {
        self.edit_part(i, w, j, |p| p.k = k.clamp(1, 5));
    }

    /// Which places of part `j` of way `w` touch (at an edge, or at an edge or a corner, on a grid).
    pub fn set_adjacency(&mut self, i: usize, w: usize, j: usize, adjacency: Adjacency) {
        self.edit_part(i, w, j, |p| p.adjacency = adjacency);
    }

    /// A tap on place `id` while point `i`'s part `j` of way `w` (or its hold'em-style places) is
    /// edited: adds it, in the layout's order, or takes it out.
    pub fn toggle_point_place(&mut self, i: usize, w: usize, j: usize, id: &str) {
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
        self.edit_part(i, w, j, |p| toggle(&mut p.from));
    }

    /// Adds a way to point `i`'s board rule, one blank part for now (any one of the places the
    /// dealer taps); returns its index.
    pub fn add_way(&mut self, i: usize) -> Option<usize> {
        self.edit_ways(i, |ways| {
            ways.push(vec![Part::blank()]);
            ways.len() - 1
        })
    }

    /// Adds a blank part to way `w` of point `i`'s board rule, taken together with its others;
    /// returns its index.
    pub fn add_part(&mut self, i: usize, w: usize) -> Option<usize> {
        self.edit_ways(i, |ways| {
            let way = ways.get_mut(w)?;
            way.push(Part::blank());
            Some(way.len() - 1)
        })
        .flatten()
    }

    /// Removes way `w` of point `i`'s board rule (undoable); the last way stays.
    pub fn remove_way(&mut self, i: usize, w: usize) {
        let Cards::Board(ways) = self.cards(i) else { return };
        if ways.len() < 2 || w >= ways.len() {
            return;
        }
        self.keep(format!("Removed way {} of {}", w + 1, self.spec.points[i].label));
        self.edit_ways(i, |ways| ways.remove(w));
    }

    /// Removes part `j` of way `w` of point `i`'s board rule (undoable): a way's only part goes
    /// with its way; the last part of the last way stays.
    pub fn remove_part(&mut self, i: usize, w: usize, j: usize) {
        let Cards::Board(ways) = self.cards(i) else { return };
        let Some(way) = ways.get(w).filter(|way| j < way.len()) else { return };
        if way.len() < 2 {
            return self.remove_way(i, w);
        }
        self.keep(format!("Removed part {} of way {} of {}", j + 1, w + 1, self.spec.points[i].label));
        self.edit_ways(i, |ways| ways[w].remove(j));
    }

    /// Way `w` of point `i` in words, with the board combinations it makes on its own: "One of
    /// 1.f1 1.f2 1.f3, one of 1.t1 1.t2, R: 6 board combinations."
    pub fn way_line(&self, i: usize, w: usize) -> String {
        let Cards::Board(ways) = self.cards(i) else { return String::new() };
        let Some(way) = ways.get(w) else { return String::new() };
        if way.iter().all(|p| p.from.is_empty()) {
            return "No place yet: tap its places.".into();
        }
        let PointCards::Board(rule) = board(std::slice::from_ref(way)) else { return String::new() };
        let made = match self.derive(&rule).len() {
            0 => "no board combination yet".to_string(),
            1 => "one board combination".to_string(),
            n => format!("{n} board combinations"),
        };
        let mut words = way_words(way);
        words[..1].make_ascii_uppercase();
        // Places some choices leave out are counted as the default table has them.
        let optional = way
            .iter()
            .flat_map(|p| &p.from)
            .any(|id| self.spec.positions.iter().any(|p| &p.id == id && p.when.is_some()));
        format!("{words}: {made}{}.", if optional { " with the default options" } else { "" })
    }

    /// The places way `w` of point `i` may use (declaration indices, sorted), to light more
    /// strongly than the point's others; none unless the point has another way.
    pub fn way_lit(&self, i: usize, w: usize) -> Vec<usize> {
        let Cards::Board(ways) = self.cards(i) else { return vec![] };
        let (Some(way), true) = (ways.get(w), ways.len() > 1) else { return vec![] };
        let PointCards::Board(rule) = board(std::slice::from_ref(way)) else { return vec![] };
        let mut out = self.derive(&rule).concat();
        crate::engine::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// Makes place `id` one every hand of point `i` must use (Tilt's, F1's), or no longer.
    pub fn toggle_must_use(&mut self, i: usize, id: &str) {
        self.toggle_in(i, id, |p| &mut p.must_use);
    }

    /// Makes every rank showing on place `id` dead for point `i` (Good boys bad boys' bottom
    /// board), or no longer: chosen as mandatory cards are, and followed as they are when places
    /// go.
    pub fn toggle_dead_ranks(&mut self, i: usize, id: &str) {
        self.toggle_in(i, id, |p| &mut p.dead_ranks_from);
    }

    /// Adds place `id` to, or takes it out of, one of point `i`'s lists of places; a place the
    /// layout lacks is never added.
    fn toggle_in(&mut self, i: usize, id: &str, list: fn(&mut PointSpec) -> &mut Vec<String>) {
        if !self.spec.positions.iter().any(|p| p.id == id) {
            return;
        }
        if let Some(list) = self.spec.points.get_mut(i).map(list) {
            if list.iter().any(|m| m == id) {
                list.retain(|m| m != id);
            } else {
                list.push(id.to_string());
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
        d.set_kind(0, 0, 0, Kind::Rows);
        for id in ["a2", "b2", "c2", "d2"] {
            d.toggle_point_place(0, 0, 0, id);
        }
        assert_eq!(d.point_places(0), ["a1", "b1", "c1", "d1"]);
        d.toggle_point_place(0, 0, 0, "b1");
        d.toggle_point_place(0, 0, 0, "b1");
        assert_eq!(d.point_places(0), ["a1", "b1", "c1", "d1"], "back in the layout's order");
        d.toggle_point_place(0, 0, 0, "nowhere");
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
        d.set_kind(0, 0, 0, Kind::NonAdjacent);
        d.set_k(0, 0, 0, 9);
        assert_eq!(
            d.spec().points[0].cards,
            PointCards::Board(Combos::NonAdjacent {
                from: d.point_places(0),
                k: 5,
                adjacency: Adjacency::GridEdge
            })
        );
        d.set_kind(0, 0, 0, Kind::Connected);
        d.set_k(0, 0, 0, 3);
        assert!(
            matches!(d.cards(0), Cards::Board(ref ways) if ways[0][0].kind == Kind::Connected && ways[0][0].k == 3)
        );
        d.set_source(0, Source::HoldemStyle);
        assert_eq!(d.spec().points[0].cards, PointCards::HoldemStyle(d.point_places(0)));
        d.toggle_point_place(0, 0, 0, "a1");
        assert_eq!(d.point_places(0).len(), 7);
        d.set_source(0, Source::Hand);
        assert_eq!(d.cards(0), Cards::Hand);
        d.set_source(0, Source::Board);
        assert!(d.point_places(0).is_empty(), "the hand names no place");
    }

    #[test]
    fn touching_at_corners_changes_the_combinations_the_drawing_lights() {
        // A 3x3 grid, contact tracing of three: 22 ways at edges, 48 with corners (geometry's
        // worked example); no two touching: 22 and 8.
        let mut d = Designer::scratch();
        d.set_grid(3, 3).unwrap();
        for y in 0..3 {
            for x in 0..3 {
                d.toggle_cell(x, y);
            }
        }
        d.add_point();
        d.set_kind(0, 0, 0, Kind::Connected);
        let ways = |d: &Designer| d.combinations(0).len();
        assert_eq!(ways(&d), 22);
        d.set_adjacency(0, 0, 0, Adjacency::GridEdgeOrCorner);
        assert!(matches!(
            &d.spec().points[0].cards,
            PointCards::Board(Combos::Connected { adjacency: Adjacency::GridEdgeOrCorner, k: 3, .. })
        ));
        assert_eq!(ways(&d), 48);
        d.set_kind(0, 0, 0, Kind::NonAdjacent);
        assert_eq!(ways(&d), 8, "the kind changes, the touching is kept");
        d.set_adjacency(0, 0, 0, Adjacency::GridEdge);
        assert_eq!(ways(&d), 22);
    }

    #[test]
    fn ways_are_any_of_and_parts_together() {
        let mut d = grid();
        d.add_point();
        d.set_kind(0, 0, 0, Kind::Rows);
        let w = d.add_way(0).unwrap();
        d.set_kind(0, w, 0, Kind::Columns);
        d.toggle_point_place(0, w, 0, "a1");
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::AnyOf(ways)) if ways.len() == 2)
        );
        d.remove_way(0, 0);
        assert_eq!(d.undo_offered(), Some("Removed way 1 of Point 1"));
        assert_eq!(
            d.spec().points[0].cards,
            PointCards::Board(Combos::Columns { from: vec!["a1".into()] }),
            "one way of one part is the bare part"
        );
        assert!(d.way_lit(0, 0).is_empty(), "the only way is lit as the point");
        let j = d.add_part(0, 0).unwrap();
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Product(parts)) if parts.len() == 2)
        );
        d.remove_part(0, 0, j);
        assert!(matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Columns { .. })));
        d.remove_part(0, 0, 0);
        d.remove_way(0, 0);
        assert!(
            matches!(&d.spec().points[0].cards, PointCards::Board(Combos::Columns { .. })),
            "the last part of the last way stays"
        );
        assert_eq!(d.undo_offered(), Some("Removed part 2 of way 1 of Point 1"));
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
        d.set_k(0, 0, 0, 2);
        let ring = d.add_part(0, 0).unwrap();
        d.toggle_point_place(0, 0, ring, crate::model::designer::layout::RING);
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
    fn a_rule_too_big_to_list_is_kept_until_edited() {
        let mut d = grid();
        d.add_point();
        // One of five times one of five: 25 ways, more than the designer lists.
        let fives = |row: &str| {
            Combos::AnyOf(
                ["a", "b", "c", "d", "e"].iter().map(|c| Combos::Whole(vec![format!("{c}{row}")])).collect(),
            )
        };
        let big = PointCards::Board(Combos::Product(vec![fives("1"), fives("2")]));
        d.spec.points[0].cards = big.clone();
        assert_eq!(d.cards(0), Cards::Declared);
        assert_eq!(d.spec().points[0].cards, big, "kept as declared");
        let places = d.point_places(0);
        d.set_kind(0, 0, 0, Kind::Choose);
        assert_eq!(d.point_places(0), places, "edited, it starts as one part of all its places");
        assert_eq!(
            d.cards(0).clone(),
            Cards::Board(vec![vec![Part {
                kind: Kind::Choose,
                from: places,
                k: 3,
                adjacency: Adjacency::GridEdge
            }]])
        );
    }

    #[test]
    fn dead_ranks_are_chosen_like_mandatory_cards_and_follow_the_places() {
        let mut d = grid();
        d.add_point();
        d.toggle_dead_ranks(0, "a2");
        d.toggle_dead_ranks(0, "b2");
        d.toggle_dead_ranks(0, "zz");
        d.toggle_must_use(0, "a1");
        assert_eq!(d.points()[0].dead_ranks_from, ["a2", "b2"]);
        assert_eq!(d.points()[0].must_use, ["a1"], "apart from the mandatory cards");
        d.toggle_dead_ranks(0, "b2");
        assert_eq!(d.points()[0].dead_ranks_from, ["a2"]);
        d.toggle_cell(0, 1);
        assert!(d.points()[0].dead_ranks_from.is_empty(), "a removed place is no longer dead");
        d.undo();
        assert_eq!(d.points()[0].dead_ranks_from, ["a2"]);
        // Another layout keeps the places it has and drops the others.
        let gbbb = crate::engine::game::catalogue::specs()
            .into_iter()
            .find(|s| s.id == "good-boys-bad-boys/high")
            .unwrap();
        d.use_layout(&gbbb);
        assert!(d.points()[0].dead_ranks_from.is_empty());
        for id in ["2.f1", "2.f2", "a2"] {
            d.toggle_dead_ranks(0, id);
        }
        assert_eq!(d.points()[0].dead_ranks_from, ["2.f1", "2.f2"], "a place of the layout only");
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
