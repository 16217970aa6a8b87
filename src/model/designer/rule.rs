//! A point's board rule as the designer edits it: *parts* (any `k` of some places, no two
//! touching, touching, each row, column or diagonal, a whole line) joined one way (any of them, or
//! one of each together), read from and written back to the engine's [`Combos`] without loss. A
//! rule nested deeper (an any-of of products) reads as [`Cards::Declared`], kept as it is.

use crate::engine::game::declaration::RANKINGS;
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

/// How the parts of a board rule combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Join {
    /// One combination of any part (the best across boards).
    AnyOf,
    /// One combination of each part, together.
    Together,
}

/// Which cards a point uses, as the designer edits them.
#[derive(Clone, Debug, PartialEq)]
pub enum Cards {
    /// The hole cards alone.
    Hand,
    /// Any of these places with the hole cards.
    HoldemStyle(Vec<String>),
    /// All of one board combination plus hole cards to make five.
    Board { join: Join, parts: Vec<Part> },
    /// A catalogue rule nested deeper than parts: kept as declared.
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

/// The point's cards as the designer edits them.
pub fn cards_of(point: &PointSpec) -> Cards {
    match &point.cards {
        PointCards::Hand => Cards::Hand,
        PointCards::HoldemStyle(ids) => Cards::HoldemStyle(ids.clone()),
        PointCards::Board(Combos::AnyOf(list)) => match list.iter().map(part_of).collect() {
            Some(parts) => Cards::Board { join: Join::AnyOf, parts },
            None => Cards::Declared,
        },
        PointCards::Board(Combos::Product(list)) => match list.iter().map(part_of).collect() {
            Some(parts) => Cards::Board { join: Join::Together, parts },
            None => Cards::Declared,
        },
        PointCards::Board(c) => {
            part_of(c).map_or(Cards::Declared, |p| Cards::Board { join: Join::AnyOf, parts: vec![p] })
        }
    }
}

pub(super) fn board(join: Join, parts: &[Part]) -> PointCards {
    PointCards::Board(match (parts, join) {
        ([one], _) => combos_of(one),
        (_, Join::AnyOf) => Combos::AnyOf(parts.iter().map(combos_of).collect()),
        (_, Join::Together) => Combos::Product(parts.iter().map(combos_of).collect()),
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
    fn the_rankings_offered_are_the_declarations_with_the_lows_words() {
        let plain = ranking_choices(false);
        assert!(plain.iter().all(|(n, _)| !n.starts_with("table-")));
        assert_eq!(plain.len(), RANKINGS.len() - 2);
        assert_eq!(ranking_choices(true).len(), RANKINGS.len());
        assert_eq!(ranking_label("7-2"), "7-2 low (ace high, straights and flushes count)");
    }
}
