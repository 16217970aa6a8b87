//! Layouts with their own way of combining cards: Bomba, Flying rivers, Tree trunk and Funnel.

use super::build::*;
use super::variants::*;
use crate::engine::game::spec::*;

/// Bomba's main board: three vertical lines of three, `r{row}c{col}`, dealt a line at a time.
fn bomba_board() -> (Vec<Vec<String>>, Vec<Vec<String>>, Vec<PositionSpec>) {
    let cell = |r: usize, c: usize| format!("r{r}c{c}");
    let columns: Vec<Vec<String>> = (1..=3).map(|c| (1..=3).map(|r| cell(r, c)).collect()).collect();
    let rows: Vec<Vec<String>> = (1..=3).map(|r| (1..=3).map(|c| cell(r, c)).collect()).collect();
    let positions =
        (1..=3).flat_map(|c| (1..=3).map(move |r| pos(cell(r, c), (c - 1) as f32, (r - 1) as f32))).collect();
    (columns, rows, positions)
}

/// Exactly two cards from any one of `lines`.
fn two_from_one(lines: &[Vec<String>]) -> Combos {
    either(lines.iter().map(|l| Combos::Choose { from: l.clone(), k: 2 }).collect())
}

pub fn bomba() -> Vec<GameSpec> {
    let (columns, rows, mut positions) = bomba_board();
    let streets = |rivers: Vec<String>| {
        vec![
            street("Pre-flop", columns[0].clone()),
            street("Flop", columns[1].clone()),
            street("Turn", columns[2].clone()),
            street("River", rivers),
        ]
    };
    let summary = "Three vertical lines of three, dealt left to right, and two river cards; \
                   two hole cards, exactly two cards from one line and exactly one river.";
    let mut with_two_rivers = positions.clone();
    with_two_rivers.extend([pos("R1", 0.5, 3.2), pos("R2", 1.5, 3.2)]);
    let layout = Layout {
        family: "Bomba",
        id: "bomba",
        name: "Bomba",
        summary,
        positions: with_two_rivers,
        streets: streets(ids(&["R1", "R2"])),
        options: vec![],
    };
    let bomba = area(
        "Bomba",
        Combos::Product(vec![two_from_one(&columns), Combos::Choose { from: ids(&["R1", "R2"]), k: 1 }]),
    );
    let mut out = games(&layout, &[bomba], &[&BEST_HIGH_BEST_LOW, &BEST_HIGH_BEST_LOW_HAND]);

    // The horizontal-river variant: one river below (for vertical hands), one to the right (for
    // hands from a row).
    positions.extend([pos("RV", 1.0, 3.2), pos("RH", 3.2, 1.0)]);
    let horizontal = Layout {
        name: "Bomba, horizontal river",
        summary:
            "Bomba with one river below the lines and one to the right: vertical hands use the lower river, \
                  hands from a row use the right-hand river.",
        positions,
        streets: streets(ids(&["RV", "RH"])),
        ..layout
    };
    let areas = [
        area("Vertical", Combos::Product(vec![two_from_one(&columns), Combos::Whole(ids(&["RV"]))])),
        area("Horizontal", Combos::Product(vec![two_from_one(&rows), Combos::Whole(ids(&["RH"]))])),
    ];
    for mut g in games(&horizontal, &areas, &[&HIGH_HIGH_HAND, &HIGH_LOW_HIGH_LOW_HAND]) {
        g.id = g.id.replace("bomba/", "bomba/horizontal-river-");
        out.push(g);
    }
    out
}

pub fn flying_rivers() -> Vec<GameSpec> {
    let slots = |b: usize, kind: &str| -> Vec<String> { (1..=2).map(|i| format!("{b}.{kind}{i}")).collect() };
    let mut positions = Vec::new();
    for (b, y) in [(1, 0.0), (2, 2.0)] {
        for (i, id) in [slots(b, "f"), slots(b, "t")].concat().into_iter().enumerate() {
            positions.push(pos(id, i as f32 + if i >= 2 { 0.3 } else { 0.0 }, y));
        }
    }
    positions.extend([pos("R1", 4.8, 1.0), pos("R2", 5.8, 1.0)]);
    let layout = Layout {
        family: "Flying rivers",
        id: "flying-rivers",
        name: "Flying rivers",
        summary: "Two boards of a 2-card flop and a 2-card turn, and one 2-card river: two hole cards, \
                  two cards from one board's flop and turn, and one river card.",
        positions,
        streets: vec![
            street("Flop", [slots(1, "f"), slots(2, "f")].concat()),
            street("Turn", [slots(1, "t"), slots(2, "t")].concat()),
            street("River", ids(&["R1", "R2"])),
        ],
        options: vec![option(
            "wing-cards",
            "The two cards of a flop and turn",
            &[
                ("any-two", "Any two of one board's flop and turn cards"),
                ("one-each", "One from a board's flop and one from its turn"),
            ],
        )],
    };
    // "Two cards from one flop and turn": any two of the four by default, one of each by option
    // (docs/rules.md, "Flying rivers"); one river card either way.
    let river = || Combos::Choose { from: ids(&["R1", "R2"]), k: 1 };
    let boards = |wing: &dyn Fn(usize) -> Vec<Combos>| -> Vec<Area> {
        (1..=2)
            .map(|b| area(format!("Board {b}"), Combos::Product([wing(b), vec![river()]].concat())))
            .collect()
    };
    let any_two = boards(&|b| vec![Combos::Choose { from: [slots(b, "f"), slots(b, "t")].concat(), k: 2 }]);
    let one_each = boards(&|b| {
        vec![Combos::Choose { from: slots(b, "f"), k: 1 }, Combos::Choose { from: slots(b, "t"), k: 1 }]
    });
    games_switching(
        &layout,
        "wing-cards",
        &[("any-two", any_two), ("one-each", one_each)],
        &[&HIGH_HIGH_HAND, &HIGH_LOW_HAND, &HIGH_LOW_HIGH_LOW_HAND],
    )
}

pub fn tree_trunk() -> Vec<GameSpec> {
    let trunk = numbered("T", 5);
    let mut positions: Vec<PositionSpec> =
        trunk.iter().enumerate().map(|(i, id)| pos(id.clone(), 1.0, i as f32)).collect();
    positions.extend([pos("BL", 0.0, 1.5), pos("BR1", 2.0, 1.0), pos("BR2", 2.0, 2.0)]);
    let layout = Layout {
        family: "Tree trunk",
        id: "tree-trunk",
        name: "Tree trunk",
        summary:
            "A five-card trunk, one card on the left branch and two on the right: the left card, one trunk \
                  card and three hole cards, or both right cards, one trunk card and two hole cards. After the first two trunk cards, the last aggressor chooses where each street's two cards go.",
        positions,
        // The last aggressor chooses where each street's two cards go; this is the usual order.
        streets: vec![
            street("Pre-flop", ids(&["T1", "T2"])),
            street_chosen("Flop", ids(&["T3", "BL"])),
            street_chosen("Turn", ids(&["T4", "BR1"])),
            street_chosen("River", ids(&["T5", "BR2"])),
        ],
        options: vec![],
    };
    let one_trunk = || Combos::Choose { from: trunk.clone(), k: 1 };
    let tree = area(
        "Tree",
        either(vec![
            Combos::Product(vec![Combos::Whole(ids(&["BL"])), one_trunk()]),
            Combos::Product(vec![Combos::Whole(ids(&["BR1", "BR2"])), one_trunk()]),
        ]),
    );
    games(&layout, &[tree], &[&HIGH_LOW, &HIGH_LOW_HAND])
}

pub fn funnel() -> Vec<GameSpec> {
    let flop = |f: usize| -> Vec<String> { (1..=3).map(|i| format!("{f}.f{i}")).collect() };
    // Each turn's places, the most the `turn-cards` option deals (three); fewer are absent.
    let turn = |t: usize| -> Vec<String> { (1..=3).map(|i| format!("{t}.t{i}")).collect() };
    let rivers = ids(&["R", "R2"]);
    let mut positions = Vec::new();
    for f in 1..=3 {
        for (i, id) in flop(f).into_iter().enumerate() {
            positions.push(pos(id, (f - 1) as f32 * 3.3 + i as f32, 0.0));
        }
    }
    // "There are also variants using different numbers of turn and river cards": each turn has
    // one card, two (the guide's diagram, the default) or three; the river one or two.
    for t in 1..=2 {
        for (i, id) in turn(t).into_iter().enumerate() {
            let mut p = pos(id, 1.6 + (t - 1) as f32 * 3.3 + i as f32, 1.3);
            p.when = match i {
                0 => None,
                1 => Some(cond_any("turn-cards", &["2", "3"])),
                _ => Some(cond("turn-cards", "3")),
            };
            positions.push(p);
        }
    }
    positions.extend([pos("R", 4.3, 2.6), pos_when("R2", 5.3, 2.6, "river-cards", "2")]);
    let layout = Layout {
        family: "Funnel",
        id: "funnel",
        name: "Funnel",
        summary:
            "Three 3-card flops, two 2-card turns and a river: one card from a flop, one from a turn on its \
                  path (flop 1: turn 1; flop 2: either; flop 3: turn 2) and the river. Other turn and river \
                  sizes by option.",
        positions,
        // A street deals only the places present with the table's options.
        streets: vec![
            street("Flop", [flop(1), flop(2), flop(3)].concat()),
            street("Turn", [turn(1), turn(2)].concat()),
            street("River", rivers.clone()),
        ],
        options: vec![
            option(
                "turn-cards",
                "Cards in each turn",
                &[
                    ("2", "Two cards in each turn"),
                    ("1", "One card in each turn"),
                    ("3", "Three cards in each turn"),
                ],
            ),
            option("river-cards", "Cards in the river", &[("1", "One river card"), ("2", "Two river cards")]),
        ],
    };
    // One card of each part of a path, whatever its size: the turn's and the river's present
    // places.
    let paths = [(1, 1), (2, 1), (2, 2), (3, 2)];
    let funnel = area(
        "Funnel",
        either(
            paths
                .iter()
                .map(|&(f, t)| {
                    Combos::Product(vec![
                        Combos::Choose { from: flop(f), k: 1 },
                        Combos::Choose { from: turn(t), k: 1 },
                        Combos::Choose { from: rivers.clone(), k: 1 },
                    ])
                })
                .collect(),
        ),
    );
    games(&layout, &[funnel], &[&HIGH_LOW, &HIGH_LOW_HAND])
}
