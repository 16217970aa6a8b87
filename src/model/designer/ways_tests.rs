//! Ways in the designer: every catalogue rule reads as ways with the same combinations, and a
//! funnel's point is built tap by tap.

use super::check::{Section, Verdict};
use super::rule::{board, cards_of, way_words, Cards, Kind};
use super::Designer;
use crate::engine::game::catalogue::specs;
use crate::engine::game::{Combos, PointCards};

/// The combinations of point `i` of `d` once its ways are written back.
fn written_back(d: &Designer, i: usize) -> Vec<Vec<usize>> {
    let Cards::Board(ways) = d.cards(i) else { panic!("point {i} is not ways: {:?}", d.cards(i)) };
    let mut back = d.clone();
    back.spec.points[i].cards = board(&ways);
    back.combinations(i)
}

#[test]
fn every_catalogue_board_rule_reads_as_ways_with_the_same_combinations() {
    let (mut points, mut declared) = (0, vec![]);
    for spec in specs() {
        let d = Designer::from_spec(spec.clone());
        for (i, p) in spec.points.iter().enumerate() {
            if !matches!(p.cards, PointCards::Board(_)) {
                continue;
            }
            points += 1;
            if cards_of(p) == Cards::Declared {
                declared.push(format!("{} {}", spec.id, p.label));
                continue;
            }
            assert_eq!(written_back(&d, i), d.combinations(i), "{} {}", spec.id, p.label);
        }
    }
    // Before ways, 57 of them read as declared (Bomba, Tree trunk, the funnel, flying rivers, F1,
    // F1 square, Ring of fire, the double bullseye's best of either board).
    assert!(points > 150, "{points} board points");
    assert_eq!(declared, Vec::<String>::new(), "catalogue points the designer cannot edit");
}

#[test]
fn the_funnels_points_are_ways_of_three_parts_and_round_trip_equal() {
    let spec = specs().into_iter().find(|s| s.id == "funnel/high-low").unwrap();
    let mut d = Designer::from_spec(spec.clone());
    let Cards::Board(ways) = d.cards(0) else { panic!("{:?}", d.cards(0)) };
    assert_eq!(ways.len(), 4, "four paths");
    assert!(ways.iter().all(|w| w.len() == 3 && w.iter().all(|p| p.kind == Kind::Choose && p.k == 1)));
    assert_eq!(way_words(&ways[0]), "one of 1.f1 1.f2 1.f3, one of 1.t1 1.t2 1.t3, one of R R2");
    assert_eq!(d.spec(), &spec, "loaded and saved unchanged");
    // A place tapped out and back in rewrites the point, as plainly as its ways allow: an any-of of
    // four products, not the catalogue's any-of of one any-of; the same combinations.
    let before = d.combinations(0);
    d.toggle_point_place(0, 2, 1, "2.t2");
    assert_ne!(d.combinations(0), before);
    d.toggle_point_place(0, 2, 1, "2.t2");
    assert_eq!(d.combinations(0), before);
    assert!(matches!(
        &d.spec().points[0].cards,
        PointCards::Board(Combos::AnyOf(ways)) if ways.len() == 4 && ways.iter().all(|w| matches!(w, Combos::Product(p) if p.len() == 3))
    ));
    assert_eq!(d.cards(0), Cards::Board(ways), "read again, the same ways");
    // The third path (flop 2, turn 2, the river) lit more strongly than the point's others, as
    // the default table has it: two turn cards, one river card.
    let at = |id: &str| spec.positions.iter().position(|p| p.id == id).unwrap();
    let third: Vec<usize> = ["2.f1", "2.f2", "2.f3", "2.t1", "2.t2", "R"].map(at).to_vec();
    assert_eq!(d.way_lit(0, 2), third);
    assert!(d.lit(0).len() > third.len());
    assert!(matches!(d.check(), Verdict::Works { .. }), "{:?}", d.check());
}

/// The worked example: the funnel's high built from a blank point on the funnel's layout, way by
/// way, part by part, tap by tap.
#[test]
fn a_funnels_paths_built_in_the_designer_are_the_catalogues() {
    let spec = specs().into_iter().find(|s| s.id == "funnel/high-low").unwrap();
    let mut d = Designer::copy_of(spec.clone());
    let blank = d.points().len();
    d.add_point();
    for (w, (flop, turn)) in [(1, 1), (2, 1), (2, 2), (3, 2)].into_iter().enumerate() {
        if w == 0 {
            // The new point's rule is any three of every place: one of flop 1 instead.
            for id in d.point_places(blank) {
                d.toggle_point_place(blank, 0, 0, &id);
            }
            d.set_k(blank, 0, 0, 1);
        } else {
            assert_eq!(d.add_way(blank), Some(w));
        }
        assert_eq!(d.add_part(blank, w), Some(1));
        assert_eq!(d.add_part(blank, w), Some(2));
        for (j, places) in [format!("{flop}.f"), format!("{turn}.t")].iter().enumerate() {
            for n in 1..=3 {
                d.toggle_point_place(blank, w, j, &format!("{places}{n}"));
            }
        }
        d.toggle_point_place(blank, w, 2, "R");
        d.toggle_point_place(blank, w, 2, "R2");
    }
    let Cards::Board(ways) = d.cards(blank) else { panic!() };
    assert_eq!(way_words(&ways[1]), "one of 2.f1 2.f2 2.f3, one of 1.t1 1.t2 1.t3, one of R R2");
    assert_eq!(d.combinations(blank), d.combinations(0), "the catalogue's funnel point's combinations");
    assert_eq!(
        d.spec().points[blank].cards,
        board(&match cards_of(&spec.points[0]) {
            Cards::Board(ways) => ways,
            other => panic!("{other:?}"),
        }),
        "and the catalogue's rule written plainly"
    );
    assert!(matches!(d.check(), Verdict::Works { .. }), "{:?}", d.check());
}

#[test]
fn a_ways_problem_is_shown_next_to_its_point() {
    let spec = specs().into_iter().find(|s| s.id == "funnel/high-low").unwrap();
    let mut d = Designer::copy_of(spec);
    let w = d.add_way(1).unwrap();
    assert_eq!(d.way_line(1, w), "No place yet: tap its places.");
    assert_eq!(
        d.way_line(1, 0),
        "One of 1.f1 1.f2 1.f3, one of 1.t1 1.t2 1.t3, one of R R2: 6 board combinations with the default options.",
        "two turn cards and one river by default: 3 x 2 x 1, not 3 x 3 x 2"
    );
    // A way of six cards: three of flop 1 and three of flop 2.
    d.set_k(1, w, 0, 3);
    let j = d.add_part(1, w).unwrap();
    d.set_k(1, w, j, 3);
    for (j, f) in [(0, 1), (j, 2)] {
        for n in 1..=3 {
            d.toggle_point_place(1, w, j, &format!("{f}.f{n}"));
        }
    }
    assert_eq!(d.way_line(1, w), "All of 1.f1 1.f2 1.f3, all of 2.f1 2.f2 2.f3: one board combination.");
    let Verdict::Problem(p) = d.check() else { panic!("a way of six cards is refused") };
    assert_eq!((p.section, p.point), (Section::Points, Some(1)), "{}", p.message);
    assert!(p.message.contains("Low") && p.message.contains("more than five"), "{}", p.message);
    d.remove_way(1, w);
    assert!(matches!(d.check(), Verdict::Works { .. }), "{:?}", d.check());
}

#[test]
fn a_part_in_words() {
    use super::rule::Part;
    use crate::engine::game::Adjacency;
    let part = |kind, from: &[&str], k| Part {
        kind,
        from: from.iter().map(|s| s.to_string()).collect(),
        k,
        adjacency: Adjacency::GridEdge,
    };
    assert_eq!(part(Kind::Choose, &["R"], 1).words(), "R");
    assert_eq!(part(Kind::Choose, &["a1", "b1"], 2).words(), "all of a1 b1");
    assert_eq!(part(Kind::Choose, &["a1", "b1", "c1"], 2).words(), "any 2 of a1 b1 c1");
    assert_eq!(part(Kind::Rows, &["a1", "b1"], 3).words(), "a row of a1 b1");
    assert_eq!(part(Kind::NonAdjacent, &["a1", "b1", "c1"], 2).words(), "2 of a1 b1 c1, no two touching");
    assert_eq!(part(Kind::Line, &[], 3).words(), "no place yet");
}
