//! The rules card's drawing: which places are lit, from what the dealer tapped (a street or a
//! point), and the sentence under the drawing that says what is lit.
//!
//! The places and the words come from the engine ([`StreetPlan`], [`PointGuide`]); this model only
//! decides what a tap does. A point with several ways of making its hand (Funnel's four paths, a
//! bullseye square's lines) is stepped through one tap at a time: every place it may use, then
//! each way, then nothing, so that 40 places are never one undivided glow.

use crate::engine::card::Count;
use crate::engine::deal::StreetPlan;
use crate::engine::game::words::PointGuide;
use crate::engine::game::{GameSpec, Rules};

/// The rules card's points under `rules` (the table's options): each point present with those
/// choices, in calculation order, as its label and its guide. A point declared twice under
/// different choices (F1 square's common cards) shows once, as the options have it.
pub fn point_guides(spec: &GameSpec, rules: &Rules, low_label: &str) -> Vec<(String, PointGuide)> {
    spec.points_present(rules.options())
        .map(|p| (p.label.clone(), PointGuide::new(p, rules, low_label)))
        .collect()
}

/// What the drawing lights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lit {
    #[default]
    Nothing,
    /// The places a street deals to (index into the street plan).
    Street(usize),
    /// A point's places (index into the game's points): all of them (`way: None`) or one way.
    Point { point: usize, way: Option<usize> },
}

impl Lit {
    /// A tap on street `street`: lights it, or puts it out if it was lit.
    pub fn tap_street(self, street: usize) -> Lit {
        if self == Lit::Street(street) {
            Lit::Nothing
        } else {
            Lit::Street(street)
        }
    }

    /// A tap on point `point`, which has `n_ways` ways: first every place it may use, then each
    /// way in turn, then nothing.
    pub fn tap_point(self, point: usize, n_ways: usize) -> Lit {
        match self {
            Lit::Point { point: p, way } if p == point => match way {
                None if n_ways > 1 => Lit::Point { point, way: Some(0) },
                Some(w) if w + 1 < n_ways => Lit::Point { point, way: Some(w + 1) },
                _ => Lit::Nothing,
            },
            _ => Lit::Point { point, way: None },
        }
    }

    /// Whether street `street` is what is lit (its button shows pressed).
    pub fn is_street(self, street: usize) -> bool {
        self == Lit::Street(street)
    }

    /// Whether point `point` is what is lit, in any of its ways.
    pub fn is_point(self, point: usize) -> bool {
        matches!(self, Lit::Point { point: p, .. } if p == point)
    }

    /// The places to light (indices into the rules' positions); none for a tap the card no longer
    /// has (the options changed the streets or the ways).
    pub fn places(self, streets: &[StreetPlan], points: &[PointGuide]) -> Vec<usize> {
        match self {
            Lit::Nothing => vec![],
            Lit::Street(s) => streets.get(s).map(|s| s.places.clone()).unwrap_or_default(),
            Lit::Point { point, way: None } => {
                points.get(point).map(|p| p.places.clone()).unwrap_or_default()
            }
            Lit::Point { point, way: Some(w) } => {
                points.get(point).and_then(|p| p.ways.get(w)).map(|w| w.places.clone()).unwrap_or_default()
            }
        }
    }

    /// The sentence under the drawing: what is lit, and what another tap does. `labels` are the
    /// points' labels, in the order of `points`.
    pub fn caption(self, streets: &[StreetPlan], points: &[PointGuide], labels: &[String]) -> String {
        const HINT: &str = "Tap a street or a point to light its places on the drawing.";
        let label = |p: usize| labels.get(p).cloned().unwrap_or_default();
        match self {
            Lit::Nothing => HINT.to_string(),
            Lit::Street(s) => match streets.get(s) {
                Some(st) if st.places.is_empty() => format!("{}: no card on the table.", st.name),
                Some(st) => format!("{}: {} lit.", st.name, Count(st.places.len(), "place")),
                None => HINT.to_string(),
            },
            Lit::Point { point, way } => {
                let Some(g) = points.get(point) else { return HINT.to_string() };
                match (way, g.ways.as_slice()) {
                    (_, []) => format!("{}: hole cards only, no card on the table.", label(point)),
                    (None, [one]) => format!("{}: {}.", label(point), one.words),
                    (None, ways) => format!(
                        "{}: every place it may use is lit ({}). Tap it again to see each of its {}.",
                        label(point),
                        g.places.len(),
                        Count(ways.len(), "way"),
                    ),
                    (Some(w), ways) => match ways.get(w) {
                        Some(one) => {
                            format!("{}, way {} of {}: {}.", label(point), w + 1, ways.len(), one.words)
                        }
                        None => HINT.to_string(),
                    },
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::street_plan;
    use crate::engine::game::catalogue::Catalogue;

    fn card(id: &str) -> (Vec<StreetPlan>, Vec<PointGuide>, Vec<String>) {
        let game = Catalogue::builtin().get(id).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let (labels, points) = point_guides(game.spec(), &rules, "low").into_iter().unzip();
        (street_plan(game, &Default::default(), 6, false), points, labels)
    }

    #[test]
    fn the_points_shown_are_those_the_options_declare() {
        // F1 square declares each board point twice, one per `common-cards` choice: the card shows
        // three points either way, with the chosen one's ways.
        let game = Catalogue::builtin().get("f1-square/high-high-hand").unwrap();
        let ways = |choice: &str| {
            let choices = [("common-cards".to_string(), choice.to_string())].into();
            let rules = game.rules(&choices).unwrap();
            let guides = point_guides(game.spec(), &rules, "low");
            let labels: Vec<&str> = guides.iter().map(|g| g.0.as_str()).collect();
            assert_eq!(labels, ["Board 1 high", "Board 2 high", "Hand"]);
            guides[0].1.ways.len()
        };
        assert_eq!((ways("at-least-one"), ways("exactly-one")), (3, 1));
        assert_eq!(game.spec().points.len(), 5);
    }

    #[test]
    fn a_point_with_four_ways_is_stepped_through_then_put_out() {
        let (streets, points, labels) = card("funnel/high-low");
        let caption = |lit: Lit| lit.caption(&streets, &points, &labels);
        let mut lit = Lit::Nothing;
        assert_eq!(caption(lit), "Tap a street or a point to light its places on the drawing.");
        lit = lit.tap_point(0, points[0].ways.len());
        assert_eq!(lit.places(&streets, &points).len(), 14);
        assert_eq!(
            caption(lit),
            "High: every place it may use is lit (14). Tap it again to see each of its four ways."
        );
        let mut seen = vec![];
        for _ in 0..4 {
            lit = lit.tap_point(0, 4);
            seen.push(lit.places(&streets, &points).len());
        }
        assert_eq!(seen, [6, 6, 6, 6], "each path: a flop card, a turn card and the river, of six places");
        assert_eq!(caption(lit), "High, way 4 of 4: one of 3.f1, 3.f2, 3.f3 with one of 2.t1, 2.t2 with R.");
        assert!(lit.is_point(0) && !lit.is_point(1));
        assert_eq!(lit.tap_point(0, 4), Lit::Nothing);
        assert_eq!(lit.tap_point(1, 4), Lit::Point { point: 1, way: None }, "another point starts afresh");
    }

    #[test]
    fn a_street_lights_its_places_and_a_second_tap_puts_it_out() {
        let (streets, points, labels) = card("double-board/high-high-hand");
        let lit = Lit::Nothing.tap_street(1);
        assert!(lit.is_street(1));
        assert_eq!(lit.places(&streets, &points).len(), 6);
        assert_eq!(lit.caption(&streets, &points, &labels), "Flop: six places lit.");
        assert_eq!(lit.tap_street(1), Lit::Nothing);
        assert_eq!(Lit::Street(0).caption(&streets, &points, &labels), "Pre-flop: no card on the table.");
        // The hand point uses no board card; a one-way point says its way at once.
        let hand = Lit::Nothing.tap_point(2, points[2].ways.len());
        assert_eq!(hand.caption(&streets, &points, &labels), "Hand: hole cards only, no card on the table.");
        assert_eq!(hand.tap_point(2, 0), Lit::Nothing);
        let board = Lit::Nothing.tap_point(0, 1);
        assert_eq!(board.caption(&streets, &points, &labels), "Board 1 high: three of 1.f1-1.r.");
        assert_eq!(board.tap_point(0, 1), Lit::Nothing);
    }

    #[test]
    fn a_tap_the_card_no_longer_has_lights_nothing() {
        let (streets, points, labels) = card("holdem/high");
        let gone = Lit::Point { point: 5, way: Some(3) };
        assert!(gone.places(&streets, &points).is_empty());
        assert_eq!(
            gone.caption(&streets, &points, &labels),
            Lit::Nothing.caption(&streets, &points, &labels)
        );
        assert!(Lit::Street(9).places(&streets, &points).is_empty());
    }
}
