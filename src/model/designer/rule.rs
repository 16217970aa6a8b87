//! A point's board rule as the designer edits it: one or more *ways*, the point taking the best of
//! any; each way one or more *parts* (any `k` of some places, no two touching, touching, each row,
//! column or diagonal, a whole line) taken together, one combination of each (a funnel's path: one
//! card of a flop, one of a turn, and the river).
//!
//! Read from the engine's [`Combos`], any nesting of any-ofs and products becomes its ways
//! (an any-of of any-ofs is all their ways; a product of any-ofs is one way per pick, a Bomba
//! column with the river three ways): the same combinations, as [`geometry::derive`] finds them, so
//! nothing is lost. Written back, the rule is as plain as its ways allow: one part alone, one way a
//! product, several an any-of. A point is only rewritten when it is edited, so a catalogue game
//! loaded and saved unchanged keeps its declaration. A rule of more than [`MOST_WAYS`] ways (or of
//! none) reads as [`Cards::Declared`], kept as it is.
//!
//! [`geometry::derive`]: crate::engine::game::geometry::derive

use crate::engine::game::spec::RANKINGS;
use crate::engine::game::{Adjacency, Combos, PointCards, PointRanking, PointSpec, LOW_CHOICES};

/// A part of a board rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Any `k` of the places.
    Choose,
    /// `k` of the places, no two touching (social distancing).
    NonAdjacent,
    /// `k` of the places forming one touching group (contact tracing).
    Connected,
    /// Each row of the places, whole.
    Rows,
    /// Each column of the places, whole.
    Columns,
    /// Each main diagonal of a square of the places, whole.
    Diagonals,
    /// Exactly the places (a line).
    Line,
}

impl Kind {
    pub const ALL: [Kind; 7] = [
        Kind::Choose,
        Kind::Rows,
        Kind::Columns,
        Kind::Diagonals,
        Kind::Line,
        Kind::NonAdjacent,
        Kind::Connected,
    ];

    /// The words the screen offers it with.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Choose => "Any k of the places",
            Kind::NonAdjacent => "k places, no two touching",
            Kind::Connected => "k places, all touching",
            Kind::Rows => "Each row, whole",
            Kind::Columns => "Each column, whole",
            Kind::Diagonals => "Each diagonal, whole",
            Kind::Line => "All of the places (a line)",
        }
    }

    /// Whether it takes a number of places `k`.
    pub fn takes_k(self) -> bool {
        matches!(self, Kind::Choose | Kind::NonAdjacent | Kind::Connected)
    }

    /// Whether it asks which places touch (no two touching, all touching).
    pub fn takes_adjacency(self) -> bool {
        matches!(self, Kind::NonAdjacent | Kind::Connected)
    }
}

/// The touching a part may choose, as the screen offers it: the grid's two (at an edge, the
/// guide's Pandemic; at an edge or a corner), and the part's own when it is a line's or a wheel's
/// (a copied catalogue game keeps it). Value, words, adjacency.
pub fn adjacency_choices(current: Adjacency) -> Vec<(&'static str, &'static str, Adjacency)> {
    let mut out = vec![
        ("grid-edge", "Edges only", Adjacency::GridEdge),
        ("grid-edge-or-corner", "Edges or corners", Adjacency::GridEdgeOrCorner),
    ];
    match current {
        Adjacency::Sequence => out.push(("sequence", "Next in the list (a line)", current)),
        Adjacency::Ring => out.push(("ring", "Next on the circle (a wheel)", current)),
        Adjacency::GridEdge | Adjacency::GridEdgeOrCorner => {}
    }
    out
}

/// One part of a board rule, as the designer edits it.
#[derive(Clone, Debug, PartialEq)]
pub struct Part {
    pub kind: Kind,
    pub from: Vec<String>,
    /// The number of places, for the kinds that take one.
    pub k: usize,
    /// Which places touch, for the kinds that ask (the grid's edges for a new part).
    pub adjacency: Adjacency,
}

impl Part {
    /// A new part: any one of no place yet (the dealer taps them).
    pub fn blank() -> Part {
        Part { kind: Kind::Choose, from: vec![], k: 1, adjacency: Adjacency::GridEdge }
    }

    /// In words, for a way's line: "one of 1.f1 1.f2 1.f3", "R", "any 2 of a1 b1 c1".
    pub fn words(&self) -> String {
        let places = self.from.join(" ");
        let (k, n) = (self.k, self.from.len());
        match self.kind {
            _ if n == 0 => "no place yet".into(),
            Kind::Choose | Kind::Line if n == 1 && (k == 1 || self.kind == Kind::Line) => places,
            Kind::Choose if k >= n => format!("all of {places}"),
            Kind::Choose if k == 1 => format!("one of {places}"),
            Kind::Choose => format!("any {k} of {places}"),
            Kind::NonAdjacent => format!("{k} of {places}, no two touching"),
            Kind::Connected => format!("{k} of {places}, all touching"),
            Kind::Rows => format!("a row of {places}"),
            Kind::Columns => format!("a column of {places}"),
            Kind::Diagonals => format!("a diagonal of {places}"),
            Kind::Line => format!("all of {places}"),
        }
    }
}

/// One way to make a point: one combination of each part, together.
pub type Way = Vec<Part>;

/// A way in words: "one of 1.f1 1.f2 1.f3, one of 1.t1 1.t2, R".
pub fn way_words(way: &[Part]) -> String {
    way.iter().map(Part::words).collect::<Vec<_>>().join(", ")
}

/// The most ways the designer lists for one point; a rule of more (none in the catalogue, whose
/// most is F1 square's six) is kept as declared.
pub const MOST_WAYS: usize = 24;

/// Which cards a point uses, as the designer edits them.
#[derive(Clone, Debug, PartialEq)]
pub enum Cards {
    /// The hole cards alone.
    Hand,
    /// Any of these places with the hole cards.
    HoldemStyle(Vec<String>),
    /// All of one board combination plus hole cards to make five: the best of any way.
    Board(Vec<Way>),
    /// A rule of more than [`MOST_WAYS`] ways, or of none: kept as declared.
    Declared,
}

/// The kind of cards a dealer picks for a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Board,
    HoldemStyle,
    Hand,
}

fn part_of(c: &Combos) -> Option<Part> {
    let part = |kind, from: &Vec<String>, k, adjacency| Part { kind, from: from.clone(), k, adjacency };
    Some(match c {
        Combos::Choose { from, k } => part(Kind::Choose, from, *k, Adjacency::GridEdge),
        Combos::NonAdjacent { from, k, adjacency } => part(Kind::NonAdjacent, from, *k, *adjacency),
        Combos::Connected { from, k, adjacency } => part(Kind::Connected, from, *k, *adjacency),
        Combos::Rows { from } => part(Kind::Rows, from, 3, Adjacency::GridEdge),
        Combos::Columns { from } => part(Kind::Columns, from, 3, Adjacency::GridEdge),
        Combos::Diagonals { from } => part(Kind::Diagonals, from, 3, Adjacency::GridEdge),
        Combos::Whole(from) => part(Kind::Line, from, 3, Adjacency::GridEdge),
        Combos::Product(_) | Combos::AnyOf(_) => return None,
    })
}

fn combos_of(p: &Part) -> Combos {
    let (from, k, adjacency) = (p.from.clone(), p.k, p.adjacency);
    match p.kind {
        Kind::Choose => Combos::Choose { from, k },
        Kind::NonAdjacent => Combos::NonAdjacent { from, k, adjacency },
        Kind::Connected => Combos::Connected { from, k, adjacency },
        Kind::Rows => Combos::Rows { from },
        Kind::Columns => Combos::Columns { from },
        Kind::Diagonals => Combos::Diagonals { from },
        Kind::Line => Combos::Whole(from),
    }
}

/// The ways of a rule: an any-of's are all its alternatives' ways, a product's one per pick of a
/// way of each factor; `None` past [`MOST_WAYS`].
fn ways_of(c: &Combos) -> Option<Vec<Way>> {
    let ways = match c {
        Combos::AnyOf(list) => {
            let mut out = vec![];
            for c in list {
                out.extend(ways_of(c)?);
                if out.len() > MOST_WAYS {
                    return None;
                }
            }
            out
        }
        Combos::Product(list) => {
            let mut acc: Vec<Way> = vec![vec![]];
            for c in list {
                let picks = ways_of(c)?;
                acc = acc
                    .iter()
                    .flat_map(|a| picks.iter().map(move |p| [a.clone(), p.clone()].concat()))
                    .collect();
                if acc.len() > MOST_WAYS {
                    return None;
                }
            }
            acc
        }
        leaf => vec![vec![part_of(leaf)?]],
    };
    Some(ways)
}

/// The point's cards as the designer edits them.
pub fn cards_of(point: &PointSpec) -> Cards {
    match &point.cards {
        PointCards::Hand => Cards::Hand,
        PointCards::HoldemStyle(ids) => Cards::HoldemStyle(ids.clone()),
        PointCards::Board(c) => match ways_of(c) {
            Some(ways) if !ways.is_empty() && ways.iter().all(|w| !w.is_empty()) => Cards::Board(ways),
            _ => Cards::Declared,
        },
    }
}

fn way_combos(way: &[Part]) -> Combos {
    match way {
        [one] => combos_of(one),
        _ => Combos::Product(way.iter().map(combos_of).collect()),
    }
}

/// The board rule of `ways`, as plain as they allow: one part alone, one way a product, several an
/// any-of of them.
pub(super) fn board(ways: &[Way]) -> PointCards {
    PointCards::Board(match ways {
        [one] => way_combos(one),
        _ => Combos::AnyOf(ways.iter().map(|w| way_combos(w)).collect()),
    })
}

/// Every id a rule names, in order, without repeats.
pub(super) fn ids_of(c: &Combos, out: &mut Vec<String>) {
    for id in c.lists().into_iter().flatten() {
        if !out.contains(id) {
            out.push(id.clone());
        }
    }
}

/// Takes the places `gone` says out of every part of the rule.
pub(super) fn strip(c: &mut Combos, gone: &impl Fn(&str) -> bool) {
    for from in c.lists_mut() {
        from.retain(|id| !gone(id));
    }
}

/// The rankings a point may take, by declared name, with the words the screen shows; the table's
/// lows only in a game that has their option (Table options: "Let the table choose the low").
pub fn ranking_choices(has_low_option: bool) -> Vec<(&'static str, String)> {
    RANKINGS
        .iter()
        .filter(|(_, r)| has_low_option || !matches!(r, PointRanking::TableLow | PointRanking::TableHandLow))
        .map(|(name, _)| (*name, ranking_label(name)))
        .collect()
}

/// A ranking's words: the `low` option's for a low, else a short description.
pub fn ranking_label(name: &str) -> String {
    match name {
        "high" => "High".into(),
        "high-short-no-straights-flushes" => "High; short hands without straights and flushes".into(),
        "table-low" => "The table's low (the Low type option)".into(),
        "table-hand-low" => "The table's hand low (an option)".into(),
        _ => LOW_CHOICES.iter().find(|(k, _)| *k == name).map_or(name.to_string(), |(_, l)| l.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grid_offers_both_touchings_and_a_line_keeps_its_own() {
        let grid: Vec<Adjacency> = adjacency_choices(Adjacency::GridEdge).iter().map(|c| c.2).collect();
        assert_eq!(grid, [Adjacency::GridEdge, Adjacency::GridEdgeOrCorner]);
        assert_eq!(adjacency_choices(Adjacency::GridEdgeOrCorner).len(), 2);
        let line = adjacency_choices(Adjacency::Ring);
        assert_eq!(line.last().map(|c| (c.0, c.2)), Some(("ring", Adjacency::Ring)));
        assert!(Kind::Connected.takes_adjacency() && !Kind::Choose.takes_adjacency());
    }

    #[test]
    fn the_rankings_offered_are_the_declarations_with_the_lows_words() {
        let plain = ranking_choices(false);
        assert!(plain.iter().all(|(n, _)| !n.starts_with("table-")));
        assert_eq!(plain.len(), RANKINGS.len() - 2);
        assert_eq!(ranking_choices(true).len(), RANKINGS.len());
        assert_eq!(ranking_label("7-2"), "7-2 low (ace high, straights and flushes count)");
    }
}
