//! Layouts whose combinations come from geometry: the social distancing line, the wheel, the
//! pandemic grid, the double bullseye square and the countdown triangle.

use super::build::*;
use super::variants::*;
use crate::engine::game::spec::*;
use crate::engine::pot::Payout;

pub fn social_distancing() -> Vec<GameSpec> {
    let mut positions: Vec<PositionSpec> =
        numbered("L", 8).into_iter().enumerate().map(|(i, id)| pos(id, i as f32, 0.0)).collect();
    positions.push(pos_when("L9", 8.0, 0.0, "line", "9"));
    let l =
        |range: std::ops::RangeInclusive<usize>| -> Vec<String> { range.map(|i| format!("L{i}")).collect() };
    let layout = Layout {
        family: "Social distancing",
        id: "social-distancing",
        name: "Social distancing",
        summary: "An eight-card line dealt left to right; Omaha-style with three board cards no two of which touch.",
        positions,
        streets: vec![
            street_when("Flop", l(1..=4), "line", "8"),
            street_when("Turn", l(5..=6), "line", "8"),
            street_when("River", l(7..=8), "line", "8"),
            street_when("Flop", l(1..=5), "line", "9"),
            street_when("Turn", l(6..=7), "line", "9"),
            street_when("River", l(8..=9), "line", "9"),
        ],
        options: vec![option(
            "line",
            "Line length",
            &[("8", "8-card line (4-card flop)"), ("9", "9-card line (5-card flop)")],
        )],
    };
    let sd = area(
        "Social distancing",
        Combos::NonAdjacent { from: l(1..=9), k: 3, adjacency: Adjacency::Sequence },
    );
    games(&layout, &[sd], &[&HIGH, &HIGH_LOW, &HIGH_LOW_HAND])
}

/// The four games the guide lists for the wheel and the pandemic grid, given their social
/// distancing and contact tracing areas.
fn distancing_and_tracing(layout: &Layout, sd: Combos, ct: Combos) -> Vec<GameSpec> {
    let both = [area("Social distancing", sd.clone()), area("Contact tracing", ct.clone())];
    let sd_only = [area("Social distancing", sd)];
    let ct_only = [area("Contact tracing", ct)];
    vec![
        game(
            layout,
            "high-sd-high-ct-hand",
            "Best high social distancing, best high contact tracing, best hand (3 points)",
            Payout::Points,
            points(&both, &[Part::EachHigh, Part::HandHigh]),
        ),
        game(
            layout,
            "high-low-sd-high-low-ct-hand",
            "Best high/low social distancing, best high/low contact tracing, best hand (5 points)",
            Payout::Points,
            points(&both, &[Part::EachHighLow, Part::HandHigh]),
        ),
        game(
            layout,
            "high-low-sd-hand",
            "Best high/low social distancing, best hand (3 points)",
            Payout::Points,
            points(&sd_only, &[Part::EachHighLow, Part::HandHigh]),
        ),
        game(
            layout,
            "high-low-ct-hand",
            "Best high/low contact tracing, best hand (3 points)",
            Payout::Points,
            points(&ct_only, &[Part::EachHighLow, Part::HandHigh]),
        ),
    ]
}

pub fn wheel() -> Vec<GameSpec> {
    let w = numbered("W", 8);
    // Clockwise from the top, on a circle of radius 1.5 slots.
    let positions = w
        .iter()
        .enumerate()
        .map(|(i, id)| {
            let angle = (i as f32 * 45.0 - 90.0).to_radians();
            pos(id.clone(), 1.5 + 1.5 * angle.cos(), 1.5 + 1.5 * angle.sin())
        })
        .collect();
    let layout = Layout {
        family: "Wheel",
        id: "wheel",
        name: "Wheel",
        summary: "Eight cards evenly spaced in a circle; social distancing uses three cards no two of which touch, contact tracing three in a row.",
        positions,
        streets: vec![street("Flop", w[0..4].to_vec()), street("Turn", w[4..6].to_vec()), street("River", w[6..8].to_vec())],
        options: vec![],
    };
    let sd = Combos::NonAdjacent { from: w.clone(), k: 3, adjacency: Adjacency::Ring };
    let ct = Combos::Connected { from: w, k: 3, adjacency: Adjacency::Ring };
    distancing_and_tracing(&layout, sd, ct)
}

/// The cells `r1c1 .. r3c3` of a 3x3 square at (col - 1, row - 1).
fn square() -> (Vec<String>, Vec<PositionSpec>) {
    let mut cells = Vec::new();
    let mut positions = Vec::new();
    for r in 1..=3 {
        for c in 1..=3 {
            let id = format!("r{r}c{c}");
            positions.push(pos(id.clone(), (c - 1) as f32, (r - 1) as f32));
            cells.push(id);
        }
    }
    (cells, positions)
}

pub fn pandemic() -> Vec<GameSpec> {
    let (cells, positions) = square();
    let layout = Layout {
        family: "Pandemic",
        id: "pandemic",
        name: "Pandemic",
        summary: "A 3x3 square; social distancing uses three cards no two sharing an edge, contact tracing three edge-connected cards (a line or an L).",
        positions,
        streets: vec![
            street("Flop", cells[0..3].to_vec()),
            street("Turn", cells[3..6].to_vec()),
            street("River", cells[6..9].to_vec()),
        ],
        options: vec![],
    };
    let sd = Combos::NonAdjacent { from: cells.clone(), k: 3, adjacency: Adjacency::GridEdge };
    let ct = Combos::Connected { from: cells, k: 3, adjacency: Adjacency::GridEdge };
    distancing_and_tracing(&layout, sd, ct)
}

pub fn double_bullseye() -> Vec<GameSpec> {
    let (cells, mut positions) = square();
    positions.push(pos("B", 4.0, 1.0));
    let corners = ids(&["r1c1", "r1c3", "r3c1", "r3c3"]);
    let edges = ids(&["r1c2", "r2c1", "r2c3", "r3c2"]);
    let layout = Layout {
        family: "Double bullseye",
        id: "double-bullseye",
        name: "Double bullseye",
        summary: "A 3x3 square (make-5 on any row, column or diagonal) with the centre bullseye and a second bullseye beside it.",
        positions,
        streets: vec![
            street("Flop", corners),
            street_when("Turn", [edges.clone(), ids(&["B"])].concat(), "second-bullseye", "turn"),
            street_when("River", ids(&["r2c2"]), "second-bullseye", "turn"),
            street_when("Turn", edges, "second-bullseye", "river"),
            street_when("River", ids(&["r2c2", "B"]), "second-bullseye", "river"),
        ],
        options: vec![option(
            "second-bullseye",
            "When the second bullseye is dealt",
            &[("turn", "On the turn, after the edges"), ("river", "On the river, after the main bullseye")],
        )],
    };
    let main = either(vec![
        Combos::Rows { from: cells.clone() },
        Combos::Columns { from: cells.clone() },
        Combos::Diagonals { from: cells },
    ]);
    let bullseyes = either(vec![
        Combos::Whole(ids(&["r2c2"])),
        Combos::Whole(ids(&["B"])),
        Combos::Whole(ids(&["r2c2", "B"])),
    ]);
    let areas = [area("Main board", main), area("Bullseyes", bullseyes)];
    // Best high/best low/hand is 3 points as on every other layout, although the guide's line says
    // "wins half the pot ... plus a third point" (docs/rules.md, "Double bullseye").
    games(
        &layout,
        &areas,
        &[&BEST_HIGH_BEST_LOW, &HIGH_HIGH_HAND, &BEST_HIGH_BEST_LOW_HAND, &HIGH_LOW_HIGH_LOW_HAND],
    )
}

pub fn countdown() -> Vec<GameSpec> {
    // A right-angled triangle: row r has 5 - r cards, `r{row}c{col}` at (col - 1, row - 1).
    let cell = |r: usize, c: usize| format!("r{r}c{c}");
    let mut positions = Vec::new();
    for r in 1..=4 {
        for c in 1..=5 - r {
            positions.push(pos(cell(r, c), (c - 1) as f32, (r - 1) as f32));
        }
    }
    // Each street grows the triangle by one diagonal.
    let diagonal = |d: usize| -> Vec<String> { (1..d).map(|r| cell(r, d - r)).collect() };
    let layout = Layout {
        family: "Countdown",
        id: "countdown",
        name: "Countdown",
        summary:
            "A growing right-angled triangle; make-5 on a line of 4, 3, 2 or 1 cards, horizontal or vertical.",
        positions,
        streets: vec![
            street("Flop", [diagonal(2), diagonal(3)].concat()),
            street("Turn", diagonal(4)),
            street("River", diagonal(5)),
        ],
        options: vec![],
    };
    let mut pts: Vec<PointSpec> = (1..=4)
        .map(|k| {
            let row: Vec<String> = (1..=5 - k).map(|c| cell(k, c)).collect();
            let col: Vec<String> = (1..=5 - k).map(|r| cell(r, k)).collect();
            let size = 5 - k;
            point(
                format!("{size}-card line high"),
                high(),
                PointCards::Board(either(vec![Combos::Whole(row), Combos::Whole(col)])),
            )
        })
        .collect();
    pts.push(hand_point("Hand", high()));
    vec![game(&layout, "high", "High (5 points)", Payout::Points, pts)]
}
