//! The layout: places tapped on a grid (or a catalogue game's layout), each named by its cell.
//!
//! A place on the grid is a table position at whole card slots, named like a chessboard's square:
//! its column's letter and its row's number from the top (`a1` is the top left), short and stable
//! for hand files. The grid's cells are the declaration's coordinates, so rows, columns, diagonals
//! and grid-edge adjacency come out of the engine's geometry as the drawing shows them.

use super::Designer;
use crate::engine::game::{PositionSpec, Scope};

/// The most columns and rows of the grid: eight cards fit across a 320 px phone.
pub const MOST_CELLS: usize = 8;

/// The id of the card dealt face up in front of each player.
pub const RING: &str = "ring";

/// The grid that holds `positions`: one cell past the farthest, at least 4 x 2 (an empty layout).
pub(super) fn grid_around(positions: &[PositionSpec]) -> (usize, usize) {
    let table = positions.iter().filter(|p| p.scope == Scope::Table);
    let far = |v: f32| (v.max(0.0).ceil() as usize + 1).min(MOST_CELLS);
    let cols = table.clone().map(|p| far(p.x)).max();
    let rows = table.map(|p| far(p.y)).max();
    match (cols, rows) {
        (Some(c), Some(r)) => (c, r),
        _ => (4, 2),
    }
}

/// The name of the cell in column `x` and row `y` (from 0): `a1` for the top left.
pub fn cell_name(x: usize, y: usize) -> String {
    format!("{}{}", char::from(b'a' + (x % 26) as u8), y + 1)
}

fn at_cell(p: &PositionSpec, x: usize, y: usize) -> bool {
    p.scope == Scope::Table && (p.x - x as f32).abs() < 0.01 && (p.y - y as f32).abs() < 0.01
}

impl Designer {
    /// Columns and rows of the grid.
    pub fn grid(&self) -> (usize, usize) {
        self.grid
    }

    /// Makes the grid `cols` x `rows` (1 to [`MOST_CELLS`] each); a place outside it is never
    /// dropped: the grid stays and the message says which place is in the way.
    pub fn set_grid(&mut self, cols: usize, rows: usize) -> Result<(), String> {
        if !(1..=MOST_CELLS).contains(&cols) || !(1..=MOST_CELLS).contains(&rows) {
            return Err(format!("A grid has 1 to {MOST_CELLS} columns and rows."));
        }
        let outside = self
            .spec
            .positions
            .iter()
            .filter(|p| p.scope == Scope::Table)
            .find(|p| p.x > cols as f32 - 1.0 + 0.01 || p.y > rows as f32 - 1.0 + 0.01);
        if let Some(p) = outside {
            return Err(format!("Place {} is outside a {cols} x {rows} grid: remove it first.", p.id));
        }
        self.grid = (cols, rows);
        Ok(())
    }

    /// The id of the place at cell (`x`, `y`), if there is one.
    pub fn place_at(&self, x: usize, y: usize) -> Option<&str> {
        self.spec.positions.iter().find(|p| at_cell(p, x, y)).map(|p| p.id.as_str())
    }

    /// Whether every table place sits on a cell of the grid (a catalogue layout such as the wheel
    /// does not: it is drawn, not tapped on the grid).
    pub fn on_grid(&self) -> bool {
        let (cols, rows) = self.grid;
        self.spec
            .positions
            .iter()
            .filter(|p| p.scope == Scope::Table)
            .all(|p| (0..cols).any(|x| (0..rows).any(|y| at_cell(p, x, y))))
    }

    /// Table places' ids, in declaration order.
    pub fn table_places(&self) -> Vec<&str> {
        self.spec.positions.iter().filter(|p| p.scope == Scope::Table).map(|p| p.id.as_str()).collect()
    }

    /// A tap on cell (`x`, `y`): adds a place there, dealt on the selected street (a first street,
    /// the flop, when there is none), or removes the place there (undoable).
    pub fn toggle_cell(&mut self, x: usize, y: usize) {
        if let Some(id) = self.place_at(x, y).map(str::to_string) {
            self.remove_place(&id);
            return;
        }
        if x >= self.grid.0 || y >= self.grid.1 {
            return;
        }
        let mut id = cell_name(x, y);
        let mut n = 2;
        while self.spec.positions.iter().any(|p| p.id == id) {
            id = format!("{}-{n}", cell_name(x, y));
            n += 1;
        }
        self.spec.positions.push(PositionSpec {
            id: id.clone(),
            x: x as f32,
            y: y as f32,
            scope: Scope::Table,
            when: None,
            shared_when: None,
        });
        self.deal_new_place(id);
    }

    /// Whether the game deals a card face up in front of each player (a ring card).
    pub fn has_ring(&self) -> bool {
        self.spec.positions.iter().any(|p| p.id == RING && p.scope == Scope::EachPlayer)
    }

    /// Adds a card dealt face up in front of each player, usable only by its owner, on the first
    /// street; or removes it (undoable).
    pub fn toggle_ring(&mut self) {
        if self.has_ring() {
            self.remove_place(RING);
            return;
        }
        self.spec.positions.push(PositionSpec {
            id: RING.into(),
            x: 0.0,
            y: self.grid.1 as f32,
            scope: Scope::EachPlayer,
            when: None,
            shared_when: self.ring_shared_when(),
        });
        if self.spec.streets.is_empty() {
            self.spec.streets.push(super::streets::new_street("Flop"));
        }
        self.spec.streets[0].deal.insert(0, RING.into());
    }

    /// Removes place `id` from the layout, its street and every point (undoable).
    pub fn remove_place(&mut self, id: &str) {
        if !self.spec.positions.iter().any(|p| p.id == id) {
            return;
        }
        self.keep(format!("Removed the place {id}"));
        self.spec.positions.retain(|p| p.id != id);
        for street in &mut self.spec.streets {
            street.deal.retain(|d| d != id);
        }
        self.forget_places(|p| p == id);
    }

    /// Takes the places and streets of `from` (a catalogue game's layout), in place of this
    /// layout (undoable); the points keep their rankings and drop places the new layout lacks.
    /// The options its places and streets switch on come with them (the Funnel's turn and river
    /// cards, the triple board's floater, the ring's sharing), with their choices and default, so
    /// the layout reads as it did in its game instead of naming an option the draft lacks.
    pub fn use_layout(&mut self, from: &crate::engine::game::GameSpec) {
        self.keep(format!("Took the layout of {}", from.name));
        self.spec.positions = from.positions.clone();
        self.spec.streets = from.streets.clone();
        let switches = from
            .positions
            .iter()
            .flat_map(|p| [&p.when, &p.shared_when])
            .chain(from.streets.iter().map(|s| &s.when))
            .flatten()
            .map(|c| c.option.as_str());
        for key in switches {
            let Some(option) = from.options.iter().find(|o| o.key == key) else { continue };
            match self.spec.options.iter_mut().find(|o| o.key == key) {
                Some(mine) => *mine = option.clone(),
                None => self.spec.options.push(option.clone()),
            }
        }
        self.grid = grid_around(&self.spec.positions);
        self.street = 0;
        let ids: Vec<String> = self.spec.positions.iter().map(|p| p.id.clone()).collect();
        self.forget_places(|p| !ids.iter().any(|i| i == p));
    }

    /// Removes every place (undoable); the streets stay, empty, and the points keep their kind.
    pub fn clear_layout(&mut self) {
        self.keep("Cleared the layout".into());
        self.spec.positions.clear();
        for street in &mut self.spec.streets {
            street.deal.clear();
        }
        self.forget_places(|_| true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::specs;
    use crate::model::designer::check::Verdict;

    #[test]
    fn a_tap_adds_a_place_named_by_its_cell_on_the_selected_street() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.toggle_cell(3, 1);
        assert_eq!(d.table_places(), ["a1", "d2"]);
        assert_eq!(d.place_at(3, 1), Some("d2"));
        assert_eq!(d.spec().streets[0].deal, ["a1", "d2"]);
        let d2 = d.spec().positions.iter().find(|p| p.id == "d2").unwrap();
        assert_eq!((d2.x, d2.y), (3.0, 1.0));
        // Outside the grid: nothing.
        d.toggle_cell(7, 7);
        assert_eq!(d.table_places().len(), 2);
    }

    #[test]
    fn a_second_tap_removes_the_place_from_its_street_and_every_point() {
        let mut d = Designer::scratch();
        for x in 0..4 {
            d.toggle_cell(x, 0);
        }
        d.add_point();
        d.toggle_must_use(0, "b1");
        d.toggle_cell(1, 0);
        assert_eq!(d.place_at(1, 0), None);
        assert!(!d.spec().streets[0].deal.iter().any(|p| p == "b1"));
        assert!(d.spec().points[0].must_use.is_empty());
        assert_eq!(d.point_places(0), ["a1", "c1", "d1"]);
    }

    #[test]
    fn the_grid_never_drops_a_place() {
        let mut d = Designer::scratch();
        d.toggle_cell(3, 1);
        assert_eq!(d.set_grid(3, 2).unwrap_err(), "Place d2 is outside a 3 x 2 grid: remove it first.");
        assert_eq!(d.grid(), (4, 2));
        assert!(d.set_grid(0, 2).is_err());
        assert!(d.set_grid(9, 2).is_err());
        d.set_grid(6, 3).unwrap();
        assert_eq!(d.grid(), (6, 3));
        d.toggle_cell(5, 2);
        assert_eq!(d.place_at(5, 2), Some("f3"));
    }

    #[test]
    fn a_catalogue_layout_replaces_places_and_streets_and_can_be_undone() {
        let holdem = specs().into_iter().find(|s| s.id == "holdem/high").unwrap();
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.add_point();
        let before = d.spec().clone();
        d.use_layout(&holdem);
        assert_eq!(d.spec().positions, holdem.positions);
        assert_eq!(d.spec().streets, holdem.streets);
        assert_eq!(d.grid(), (5, 1));
        assert!(d.on_grid());
        assert!(d.point_places(0).is_empty(), "a1 is not in the hold'em layout");
        assert_eq!(d.undo_offered(), Some("Took the layout of Hold'em: High"));
        d.undo();
        assert_eq!(d.spec(), &before);
        let wheel = specs().into_iter().find(|s| s.id.starts_with("wheel/")).unwrap();
        d.use_layout(&wheel);
        assert!(!d.on_grid(), "the wheel's places are drawn round, off the grid");
    }

    #[test]
    fn every_catalogue_layout_brings_the_options_its_places_switch_on() {
        // Started from the Funnel's layout, the draft once said "Place 1.t2.when: no option
        // turn-cards", a refusal the dealer could not act on. Each catalogue layout with a hand
        // point must make a game, its switching options kept with their default.
        for game in specs() {
            let mut d = Designer::scratch();
            d.use_layout(&game);
            d.add_point();
            d.set_source(0, super::super::rule::Source::Hand);
            assert!(matches!(d.check(), Verdict::Works { .. }), "{}: {:?}", game.id, d.check());
            for option in &d.spec().options {
                assert_eq!(Some(option), game.options.iter().find(|o| o.key == option.key), "{}", game.id);
            }
        }
        let funnel = specs().into_iter().find(|s| s.id.starts_with("funnel/")).unwrap();
        let mut d = Designer::scratch();
        d.use_layout(&funnel);
        let keys: Vec<&str> = d.spec().options.iter().map(|o| o.key.as_str()).collect();
        assert_eq!(keys, ["turn-cards", "river-cards"]);
    }

    #[test]
    fn a_ring_card_is_dealt_in_front_of_each_player_first() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.toggle_ring();
        assert!(d.has_ring());
        assert_eq!(d.spec().streets[0].deal, ["ring", "a1"]);
        assert_eq!(d.table_places(), ["a1"]);
        d.toggle_ring();
        assert!(!d.has_ring());
        assert_eq!(d.spec().streets[0].deal, ["a1"]);
    }

    #[test]
    fn clearing_the_layout_keeps_the_streets_and_can_be_undone() {
        let mut d = Designer::scratch();
        d.toggle_cell(0, 0);
        d.clear_layout();
        assert!(d.table_places().is_empty());
        assert_eq!(d.spec().streets.len(), 1);
        d.undo();
        assert_eq!(d.table_places(), ["a1"]);
    }
}
