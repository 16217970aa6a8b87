//! The guide's point recipes ("high/low/high/low/hand" and so on), applied to any layout's areas.
//!
//! The same recipes recur across layouts — a double board, F1 and F1 square all offer the five
//! double-board games — so they are declared once here, as data, and each layout lists which of
//! them it offers.

use super::build::*;
use crate::engine::game::spec::*;
use crate::engine::pot::Payout;

/// A part of a layout that points are made on: a board, the bullseyes, "social distancing" picks.
pub struct Area {
    /// As players say it: "Board 1", "Bullseyes", "Social distancing".
    pub name: String,
    pub combos: Combos,
}

pub fn area(name: impl Into<String>, combos: Combos) -> Area {
    Area { name: name.into(), combos }
}

/// One step of a recipe, expanded in calculation order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The best high using any one area.
    BestHigh,
    /// The best low using any one area.
    BestLow,
    /// A high point on each area, in area order.
    EachHigh,
    /// A high then a low point on each area, in area order.
    EachHighLow,
    /// The best five-card high from the hole cards.
    HandHigh,
    /// The best five-card low from the hole cards.
    HandLow,
}

/// A game recipe: id and name suffixes, payout and parts.
pub struct Recipe {
    pub id: &'static str,
    pub name: &'static str,
    pub payout: Payout,
    pub parts: &'static [Part],
}

use Part::*;
use Payout::{Points, SplitPot};

pub const HIGH: Recipe = Recipe { id: "high", name: "High only", payout: SplitPot, parts: &[BestHigh] };
pub const HIGH_LOW: Recipe =
    Recipe { id: "high-low", name: "High/low (split pot)", payout: SplitPot, parts: &[BestHigh, BestLow] };
pub const HIGH_LOW_HAND: Recipe = Recipe {
    id: "high-low-hand",
    name: "High/low/hand (3 points)",
    payout: Points,
    parts: &[BestHigh, BestLow, HandHigh],
};
pub const BEST_HIGH_BEST_LOW: Recipe = Recipe {
    id: "best-high-best-low",
    name: "Best high/best low (split pot)",
    payout: SplitPot,
    parts: &[BestHigh, BestLow],
};
pub const BEST_HIGH_BEST_LOW_HAND: Recipe = Recipe {
    id: "best-high-best-low-hand",
    name: "Best high/best low/hand (3 points)",
    payout: Points,
    parts: &[BestHigh, BestLow, HandHigh],
};
pub const HIGH_HIGH_HAND: Recipe = Recipe {
    id: "high-high-hand",
    name: "High/high/hand (3 points)",
    payout: Points,
    parts: &[EachHigh, HandHigh],
};
pub const HIGH_LOW_HIGH_LOW_HAND: Recipe = Recipe {
    id: "high-low-high-low-hand",
    name: "High/low/high/low/hand (5 points)",
    payout: Points,
    parts: &[EachHighLow, HandHigh],
};
pub const HIGH_LOW_HIGH_LOW_HAND_HAND: Recipe = Recipe {
    id: "high-low-high-low-high-hand-low-hand",
    name: "High/low/high/low/high hand/low hand (6 points)",
    payout: Points,
    parts: &[EachHighLow, HandHigh, HandLow],
};
pub const HIGH_HIGH_HIGH: Recipe =
    Recipe { id: "high-high-high", name: "High/high/high (3 points)", payout: Points, parts: &[EachHigh] };
pub const HIGH_HIGH_HIGH_HAND: Recipe = Recipe {
    id: "high-high-high-hand",
    name: "High/high/high/hand (4 points)",
    payout: Points,
    parts: &[EachHigh, HandHigh],
};
pub const BALANCE: Recipe = Recipe {
    id: "balance",
    name: "Balance: high/high/high/high hand/low hand (5 points)",
    payout: Points,
    parts: &[EachHigh, HandHigh, HandLow],
};

/// The five double-board games, for every layout that plays like a double board.
pub const DOUBLE_BOARD_RECIPES: [&Recipe; 5] = [
    &BEST_HIGH_BEST_LOW,
    &HIGH_HIGH_HAND,
    &BEST_HIGH_BEST_LOW_HAND,
    &HIGH_LOW_HIGH_LOW_HAND,
    &HIGH_LOW_HIGH_LOW_HAND_HAND,
];

/// The points of a recipe on these areas, in calculation order.
pub fn points(areas: &[Area], parts: &[Part]) -> Vec<PointSpec> {
    let across = || either(areas.iter().map(|a| a.combos.clone()).collect());
    let best = |what: &str| {
        if areas.len() == 1 {
            what.to_string()
        } else {
            format!("Best {}", what.to_ascii_lowercase())
        }
    };
    let mut out = Vec::new();
    for part in parts {
        match part {
            BestHigh => out.push(point(best("High"), high(), PointCards::Board(across()))),
            BestLow => out.push(point(best("Low"), low(), PointCards::Board(across()))),
            EachHigh => {
                for a in areas {
                    out.push(point(format!("{} high", a.name), high(), PointCards::Board(a.combos.clone())));
                }
            }
            EachHighLow => {
                for a in areas {
                    out.push(point(format!("{} high", a.name), high(), PointCards::Board(a.combos.clone())));
                    out.push(point(format!("{} low", a.name), low(), PointCards::Board(a.combos.clone())));
                }
            }
            HandHigh => out.push(hand_point("Hand", high())),
            // A hand low beside board lows has its own option (8-or-better boards with a 2-7
            // hand, docs/rules.md "Low points"); alone (Balance) it is the table's low.
            HandLow if out.iter().any(|p| p.ranking == low()) => out.push(hand_point("Hand low", hand_low())),
            HandLow => out.push(hand_point("Hand low", low())),
        }
    }
    out
}

/// Everything about a layout that its recipes share.
pub struct Layout {
    pub family: &'static str,
    /// The id's first half, e.g. `double-board`.
    pub id: &'static str,
    /// Prefix of each game's name, e.g. "Double board".
    pub name: &'static str,
    pub summary: &'static str,
    pub positions: Vec<PositionSpec>,
    pub streets: Vec<StreetSpec>,
    pub options: Vec<OptionSpec>,
}

/// One game per recipe on `areas`.
pub fn games(layout: &Layout, areas: &[Area], recipes: &[&Recipe]) -> Vec<GameSpec> {
    recipes.iter().map(|r| game(layout, r.id, r.name, r.payout, points(areas, r.parts))).collect()
}

/// One game per recipe on areas that switch with `option`: each choice's areas, the default's
/// first (see [`switching`]).
pub fn games_switching(
    layout: &Layout,
    option: &str,
    areas: &[(&str, Vec<Area>)],
    recipes: &[&Recipe],
) -> Vec<GameSpec> {
    recipes
        .iter()
        .map(|r| {
            let lists = areas.iter().map(|(choice, a)| (*choice, points(a, r.parts))).collect();
            game(layout, r.id, r.name, r.payout, switching(option, lists))
        })
        .collect()
}

/// The points of one recipe under each choice of `option` (lists of equal length, in calculation
/// order), as one list: a point the same under every choice once, a point that differs once per
/// choice, present only under it ([`PointSpec::when`]), so the game reads in calculation order
/// whatever the choice.
pub fn switching(option: &str, lists: Vec<(&str, Vec<PointSpec>)>) -> Vec<PointSpec> {
    let n = lists.first().map_or(0, |l| l.1.len());
    let mut out = Vec::new();
    for k in 0..n {
        let first = &lists[0].1[k];
        if lists.iter().all(|(_, l)| l.get(k) == Some(first)) {
            out.push(first.clone());
        } else {
            out.extend(
                lists
                    .iter()
                    .filter_map(|(choice, l)| l.get(k).map(|p| point_when(p.clone(), option, choice))),
            );
        }
    }
    out
}

/// One game on a layout with explicit points.
pub fn game(layout: &Layout, id: &str, name: &str, payout: Payout, points: Vec<PointSpec>) -> GameSpec {
    Cap {
        id: format!("{}/{id}", layout.id),
        name: format!("{}: {name}", layout.name),
        family: layout.family,
        summary: layout.summary.to_string(),
        positions: layout.positions.clone(),
        streets: layout.streets.clone(),
        points,
        payout,
        options: layout.options.clone(),
    }
    .spec()
}
