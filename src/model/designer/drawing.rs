//! What the designer draws: the layout's places (as the rules card draws a game's) and the places
//! the point being built lights, derived by the engine's geometry from the point's rule as it
//! stands, before the whole draft is a game.

use super::Designer;
use crate::engine::game::geometry::{self, Locate, Spot};
use crate::engine::game::{PointCards, Scope};

/// The draft's table places as the layout diagram draws them: (index in the declaration, id, x,
/// y).
pub type Places = Vec<(usize, String, f32, f32)>;

/// The draft's places as a table playing the default options has them: a place present only
/// with other choices (the funnel's third turn card) is left out, so the counts and the lit
/// places are the ones a table gets unless it picks otherwise.
struct Draft<'a>(&'a Designer);

impl Locate for Draft<'_> {
    fn spot(&self, id: &str) -> Option<Spot> {
        let positions = &self.0.spec.positions;
        let index = positions.iter().position(|p| p.id == id)?;
        let defaults: std::collections::BTreeMap<String, String> = self
            .0
            .spec
            .options
            .iter()
            .filter_map(|o| Some((o.key.clone(), o.choices.first()?.0.clone())))
            .collect();
        // A condition on an option the draft does not declare yet is the engine's to refuse.
        let declared = |option: &str| self.0.spec.options.iter().any(|o| o.key == option);
        if positions[index].when.as_ref().is_some_and(|w| declared(&w.option) && !w.holds(&defaults)) {
            return None;
        }
        Some(Spot { index, x: positions[index].x, y: positions[index].y })
    }
}

impl Designer {
    /// Table places, for the layout diagram.
    pub fn places(&self) -> Places {
        self.spec
            .positions
            .iter()
            .enumerate()
            .filter(|(_, p)| p.scope == Scope::Table)
            .map(|(i, p)| (i, p.id.clone(), p.x, p.y))
            .collect()
    }

    /// The board combinations point `i` allows, as declaration indices (the engine's geometry on
    /// the rule as it stands); empty for a hand point.
    pub fn combinations(&self, i: usize) -> Vec<Vec<usize>> {
        let Some(p) = self.spec.points.get(i) else { return vec![] };
        let at = Draft(self);
        match &p.cards {
            PointCards::Board(c) => geometry::derive(c, &at),
            PointCards::HoldemStyle(ids) => {
                vec![ids.iter().filter_map(|id| at.spot(id)).map(|s| s.index).collect()]
            }
            PointCards::Hand => vec![],
        }
    }

    /// The board combinations of a rule on the draft's layout (one way of a point, on its own).
    pub(super) fn derive(&self, c: &crate::engine::game::Combos) -> Vec<Vec<usize>> {
        geometry::derive(c, &Draft(self))
    }

    /// Every place point `i` may use (declaration indices, sorted), to light on the drawing.
    pub fn lit(&self, i: usize) -> Vec<usize> {
        let mut out: Vec<usize> = self.combinations(i).concat();
        crate::engine::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// The words written on the drawing's places for point `i`: "must" on a card every hand
    /// must use, "dead" on a place whose ranks are dead for it (words, not colour alone).
    pub fn marks(&self, i: usize) -> Vec<(usize, &'static str)> {
        let Some(p) = self.spec.points.get(i) else { return vec![] };
        let index = |id: &String| self.spec.positions.iter().position(|q| &q.id == id);
        let must = p.must_use.iter().filter_map(index).map(|k| (k, "must"));
        let dead = p.dead_ranks_from.iter().filter_map(index).map(|k| (k, "dead"));
        must.chain(dead).collect()
    }

    /// The points' combinations in words: "4 ways to make it: rows.", for the point's line.
    pub fn ways_words(&self, i: usize) -> String {
        match self.spec.points.get(i).map(|p| &p.cards) {
            Some(PointCards::Hand) => "The hole cards alone.".into(),
            Some(PointCards::HoldemStyle(ids)) => {
                format!("Any of {} with the hole cards.", crate::engine::card::Count(ids.len(), "place"))
            }
            _ => match self.combinations(i).len() {
                0 => "No board combination yet: tap places on the drawing.".into(),
                1 => "One board combination.".into(),
                n => format!("{n} board combinations."),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::designer::rule::Kind;

    #[test]
    fn a_points_places_are_lit_as_the_engine_derives_them() {
        let mut d = Designer::scratch();
        for y in 0..2 {
            for x in 0..4 {
                d.toggle_cell(x, y);
            }
        }
        d.add_point();
        assert_eq!(d.combinations(0).len(), 56, "any three of eight");
        d.set_kind(0, 0, 0, Kind::Rows);
        assert_eq!(d.combinations(0), [vec![0, 1, 2, 3], vec![4, 5, 6, 7]]);
        assert_eq!(d.ways_words(0), "2 board combinations.");
        d.set_kind(0, 0, 0, Kind::Columns);
        assert_eq!(d.combinations(0).len(), 4);
        d.set_kind(0, 0, 0, Kind::NonAdjacent);
        d.set_k(0, 0, 0, 3);
        // No two of three touching along the grid's edges, on two rows of four.
        assert_eq!(d.combinations(0).len(), 12);
        d.set_kind(0, 0, 0, Kind::Rows);
        for id in ["a1", "b1", "c1", "d1"] {
            d.toggle_point_place(0, 0, 0, id);
        }
        assert_eq!(d.lit(0), [4, 5, 6, 7]);
        assert_eq!(d.places().len(), 8);
        d.toggle_must_use(0, "a1");
        d.toggle_dead_ranks(0, "b2");
        assert_eq!(d.marks(0), [(0, "must"), (5, "dead")]);
        assert!(d.marks(3).is_empty());
        d.set_source(0, crate::model::designer::rule::Source::Hand);
        assert!(d.lit(0).is_empty());
        assert_eq!(d.ways_words(0), "The hole cards alone.");
    }
}
