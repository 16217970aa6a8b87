//! Points, payouts and streets in plain words, for the rules card a new dealer reads.
//!
//! Derived from the declaration, so a new game's rules card needs no extra text: "two hole cards
//! and three board cards, no two next to each other". A point's positions are not listed in its
//! sentence (Funnel's would name 40): the rules card lights them on the drawing instead, one way
//! of making the hand at a time ([`PointGuide::ways`]), each way with its own short words.

use super::spec::{Adjacency, Combos, Contest, PointCards, PointRanking, PointSpec, Worth};
use super::{geometry, Locator, Rules};
use crate::engine::card::Count;
use crate::engine::pot::Payout;
use crate::engine::ranking::Ranking;

/// A point as the rules card shows it: a sentence without position ids, every place it may use,
/// and its ways one by one.
#[derive(Clone, Debug, PartialEq)]
pub struct PointGuide {
    /// "high: two hole cards and three board cards, in any one of four ways".
    pub brief: String,
    /// Every position (index into [`Rules::positions`]) any way may use, sorted.
    pub places: Vec<usize>,
    /// The ways of making the hand, when the declaration has alternatives (Funnel's four paths,
    /// each row, column and diagonal of a bullseye square); a point with one way has one.
    pub ways: Vec<PointWay>,
}

/// One way of making a point's hand: its positions and its rule in words, ids included (short,
/// since a way is one path, line or board).
#[derive(Clone, Debug, PartialEq)]
pub struct PointWay {
    pub places: Vec<usize>,
    pub words: String,
}

impl PointGuide {
    /// The guide to `point` under `rules` (whose option choices decide which positions exist);
    /// `low_label` names the table's low.
    pub fn new(point: &PointSpec, rules: &Rules, low_label: &str) -> PointGuide {
        let locate = Locator { positions: &rules.positions };
        let ways: Vec<PointWay> = match &point.cards {
            PointCards::Hand => vec![],
            PointCards::HoldemStyle(ids) => {
                let places: Vec<usize> = ids.iter().filter_map(|id| rules.position(id)).collect();
                vec![PointWay { words: format!("any of {}", span(ids)), places }]
            }
            PointCards::Board(combos) => alternatives(combos)
                .into_iter()
                .flat_map(|part| {
                    let lines = match part {
                        Combos::Rows { .. } => Some("a whole row"),
                        Combos::Columns { .. } => Some("a whole column"),
                        Combos::Diagonals { .. } => Some("a whole diagonal"),
                        _ => None,
                    };
                    let derived = geometry::derive(part, &locate);
                    match lines {
                        // Each line is a way: "a whole row: r1c1, r1c2, r1c3".
                        Some(kind) => derived
                            .into_iter()
                            .map(|line| {
                                let ids: Vec<&str> =
                                    line.iter().map(|&i| rules.positions[i].id.as_str()).collect();
                                PointWay { words: format!("{kind}: {}", ids.join(", ")), places: line }
                            })
                            .collect::<Vec<_>>(),
                        None => {
                            let places = union(&derived);
                            if places.is_empty() {
                                vec![]
                            } else {
                                vec![PointWay { words: combos_in_words(&present(part, rules)), places }]
                            }
                        }
                    }
                })
                .collect(),
        };
        let mut places = union(&ways.iter().map(|w| w.places.clone()).collect::<Vec<_>>());
        let must: Vec<usize> = point.must_use.iter().filter_map(|id| rules.position(id)).collect();
        places.extend(must);
        crate::engine::sort::sort(&mut places);
        places.dedup();
        // A hand low of its own is named by the low it resolved to under these choices.
        let resolved = rules.points.iter().find(|p| p.label == point.label).map(|p| p.ranking);
        let hand_low = resolved.map_or_else(|| "hand low".to_string(), |r| r.to_string());
        let badugi = resolved == Some(Ranking::Badugi);
        PointGuide { brief: brief(point, low_label, &hand_low, badugi, ways.len()), places, ways }
    }
}

/// The alternatives of a combination rule, nested "any of" flattened.
fn alternatives(combos: &Combos) -> Vec<&Combos> {
    match combos {
        Combos::AnyOf(parts) => parts.iter().flat_map(alternatives).collect(),
        other => vec![other],
    }
}

/// A combination rule with only the positions these rules have (a ninth card on the line is
/// named only when the table deals it).
fn present(combos: &Combos, rules: &Rules) -> Combos {
    let ids = |list: &[String]| list.iter().filter(|id| rules.position(id).is_some()).cloned().collect();
    let parts = |list: &[Combos]| list.iter().map(|c| present(c, rules)).collect();
    match combos {
        Combos::Choose { from, k } => Combos::Choose { from: ids(from), k: *k },
        Combos::NonAdjacent { from, k, adjacency } => {
            Combos::NonAdjacent { from: ids(from), k: *k, adjacency: *adjacency }
        }
        Combos::Connected { from, k, adjacency } => {
            Combos::Connected { from: ids(from), k: *k, adjacency: *adjacency }
        }
        Combos::Rows { from } => Combos::Rows { from: ids(from) },
        Combos::Columns { from } => Combos::Columns { from: ids(from) },
        Combos::Diagonals { from } => Combos::Diagonals { from: ids(from) },
        Combos::Whole(list) => Combos::Whole(ids(list)),
        Combos::Product(list) => Combos::Product(parts(list)),
        Combos::AnyOf(list) => Combos::AnyOf(parts(list)),
    }
}

/// Every position of some combinations, sorted, once each.
fn union(sets: &[Vec<usize>]) -> Vec<usize> {
    let mut out: Vec<usize> = sets.iter().flatten().copied().collect();
    crate::engine::sort::sort(&mut out);
    out.dedup();
    out
}

/// A point in one sentence without position ids (but the few it must use or kills ranks on).
/// `badugi`: the point resolved to badugi under the table's choices, whose hand is up to four
/// cards, never "the best five".
fn brief(point: &PointSpec, low_label: &str, hand_low: &str, badugi: bool, n_ways: usize) -> String {
    let ranking = match point.ranking {
        PointRanking::Fixed(r) => r.to_string(),
        PointRanking::TableLow => low_label.to_string(),
        PointRanking::TableHandLow => hand_low.to_string(),
    };
    let cards = match &point.cards {
        PointCards::Hand if badugi => "up to four of your hole cards, one per suit and rank".to_string(),
        PointCards::Hand => "the best five of your hole cards".to_string(),
        PointCards::HoldemStyle(_) if badugi => {
            "up to four of your hole cards and the board, one per suit and rank".to_string()
        }
        PointCards::HoldemStyle(_) => "any five of your hole cards and the board".to_string(),
        PointCards::Board(combos) => {
            let counts = match board_size(combos) {
                Some(n) => format!("{} and {}", Count(5 - n, "hole card"), Count(n, "board card")),
                None => "the board cards of one way and enough hole cards to make five".to_string(),
            };
            let shape = match alternatives(combos).as_slice() {
                [one] => shape_words(one),
                _ => String::new(),
            };
            let ways =
                if n_ways > 1 { format!(", in any one of {}", Count(n_ways, "way")) } else { String::new() };
            format!("{counts}{shape}{ways}")
        }
    };
    let mut text = format!("{ranking}: {cards}");
    if !point.must_use.is_empty() {
        text.push_str(&format!("; must use {}", point.must_use.join(" and ")));
    }
    if !point.dead_ranks_from.is_empty() {
        text.push_str(&format!("; every rank showing on {} is dead", span(&point.dead_ranks_from)));
    }
    if let Contest::PickedBy { picks_required } = point.contest {
        text.push_str(&format!(
            "; only players who picked it (each picks {}) contest it",
            Count(picks_required, "board")
        ));
    }
    if point.worth == Worth::PicksAllocated {
        text.push_str("; worth one point per player who picked it");
    }
    text
}

/// The shape rule of one combination, without its ids: ", no two next to each other".
fn shape_words(combos: &Combos) -> String {
    match combos {
        Combos::NonAdjacent { adjacency, .. } => format!(", no two {}", touching(*adjacency)),
        Combos::Connected { adjacency: Adjacency::GridEdge, .. } => {
            ", joined by shared edges (a line or an L)".into()
        }
        Combos::Connected { adjacency: Adjacency::GridEdgeOrCorner, .. } => {
            ", touching one another, corners included".into()
        }
        Combos::Connected { .. } => ", consecutive".into(),
        _ => String::new(),
    }
}

fn touching(adjacency: Adjacency) -> &'static str {
    match adjacency {
        Adjacency::Sequence => "next to each other",
        Adjacency::Ring => "next to each other on the circle",
        Adjacency::GridEdge => "sharing an edge",
        Adjacency::GridEdgeOrCorner => "touching, corners included",
    }
}

/// The payout in words.
pub fn payout_in_words(payout: Payout, n_points: usize) -> String {
    match (payout, n_points) {
        (Payout::SplitPot, 1) => "The best hand wins the pot.".into(),
        (Payout::SplitPot, n) => format!(
            "Split pot: the pot is cut into {}, one per component; a component nobody qualifies for drops out.",
            Count(n, "equal stack")
        ),
        (Payout::Points, _) => {
            "Points: each point goes to its winner (a tie shares it); most points wins the whole pot, equal totals chop."
                .into()
        }
    }
}

/// The number of board cards every combination uses, if they all use the same number.
fn board_size(combos: &Combos) -> Option<usize> {
    match combos {
        Combos::Choose { k, .. } | Combos::NonAdjacent { k, .. } | Combos::Connected { k, .. } => Some(*k),
        Combos::Whole(ids) => Some(ids.len()),
        Combos::Rows { .. } | Combos::Columns { .. } | Combos::Diagonals { .. } => None,
        Combos::Product(parts) => parts.iter().map(board_size).sum(),
        Combos::AnyOf(parts) => {
            let sizes: Vec<Option<usize>> = parts.iter().map(board_size).collect();
            match sizes.first() {
                Some(first) if sizes.iter().all(|s| s == first) => *first,
                _ => None,
            }
        }
    }
}

fn count(k: usize) -> &'static str {
    ["none", "one", "two", "three", "four", "five"].get(k).copied().unwrap_or("several")
}

/// A list of position ids, shortened to "first-last" when long.
fn span(ids: &[String]) -> String {
    match ids {
        [] => String::new(),
        [one] => one.clone(),
        _ if ids.len() > 3 => format!("{}-{}", ids[0], ids[ids.len() - 1]),
        _ => ids.join(", "),
    }
}

fn combos_in_words(combos: &Combos) -> String {
    match combos {
        Combos::Choose { from, k } if from.len() == *k => span(from),
        Combos::Choose { from, k } => format!("{} of {}", count(*k), span(from)),
        Combos::NonAdjacent { from, k, adjacency } => {
            format!("{} of {}, no two {}", count(*k), span(from), touching(*adjacency))
        }
        Combos::Connected { from, k, adjacency } => match adjacency {
            Adjacency::GridEdge => {
                format!("{} of {} joined by shared edges (a line or an L)", count(*k), span(from))
            }
            Adjacency::GridEdgeOrCorner => {
                format!("{} of {} touching one another, corners included", count(*k), span(from))
            }
            _ => format!("{} consecutive cards of {}", count(*k), span(from)),
        },
        Combos::Rows { .. } => "a whole row".into(),
        Combos::Columns { .. } => "a whole column".into(),
        Combos::Diagonals { .. } => "a whole diagonal".into(),
        Combos::Whole(ids) => span(ids),
        Combos::Product(parts) => parts.iter().map(combos_in_words).collect::<Vec<_>>().join(" with "),
        Combos::AnyOf(parts) => parts.iter().map(combos_in_words).collect::<Vec<_>>().join(", or "),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn guide(game: &str, label: &str) -> (PointGuide, Rules) {
        let game = Catalogue::builtin().get(game).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let point = game.spec().points.iter().find(|p| p.label == label).unwrap();
        (PointGuide::new(point, &rules, "8-or-better low"), rules)
    }

    fn ids(rules: &Rules, places: &[usize]) -> Vec<String> {
        places.iter().map(|&i| rules.positions[i].id.clone()).collect()
    }

    #[test]
    fn social_distancing_reads_like_the_guide() {
        let (g, rules) = guide("social-distancing/high", "High");
        assert_eq!(g.brief, "high: two hole cards and three board cards, no two next to each other");
        assert_eq!(g.ways.len(), 1);
        // The ninth card is dealt only when the table says so.
        assert_eq!(g.ways[0].words, "three of L1-L8, no two next to each other");
        assert_eq!(ids(&rules, &g.places), (1..=8).map(|i| format!("L{i}")).collect::<Vec<_>>());
    }

    #[test]
    fn one_card_is_singular_and_counts_are_all_words() {
        // Issue 24: "1 hole cards and 4 board cards" beside "two hole cards and three ...".
        assert!(guide("countdown/high", "4-card line high")
            .0
            .brief
            .starts_with("high: one hole card and four board cards"));
        assert!(guide("countdown/high", "1-card line high")
            .0
            .brief
            .starts_with("high: four hole cards and one board card"));
        assert!(guide("triple-board/dynamic-points", "Board 1 high")
            .0
            .brief
            .contains("each picks two boards"));
    }

    #[test]
    fn issue_24_funnel_names_no_position_in_its_sentence_and_lights_each_path() {
        // The sentence was 271 characters naming 40 positions; now it names none, and each of the
        // four paths down the funnel is a way of its own, lit on the drawing.
        let (g, rules) = guide("funnel/high-low", "High");
        assert_eq!(g.brief, "high: two hole cards and three board cards, in any one of four ways");
        assert_eq!(g.ways.len(), 4);
        assert_eq!(g.ways[0].words, "one of 1.f1, 1.f2, 1.f3 with one of 1.t1, 1.t2 with R");
        assert_eq!(ids(&rules, &g.ways[0].places), ["1.f1", "1.f2", "1.f3", "1.t1", "1.t2", "R"]);
        assert_eq!(g.places.len(), 14, "every place of the funnel: {:?}", ids(&rules, &g.places));
    }

    #[test]
    fn a_bullseye_square_has_a_way_per_line_and_per_bullseye() {
        let (g, rules) = guide("double-bullseye/best-high-best-low", "Best high");
        assert_eq!(g.ways.len(), 3 + 3 + 2 + 3, "rows, columns, diagonals, bullseyes");
        assert_eq!(g.ways[0].words, "a whole row: r1c1, r1c2, r1c3");
        assert_eq!(ids(&rules, &g.ways[7].places), ["r1c3", "r2c2", "r3c1"]);
        assert_eq!(g.ways[10].words, "r2c2, B");
        assert_eq!(
            g.brief,
            "high: the board cards of one way and enough hole cards to make five, in any one of 11 ways"
        );
    }

    #[test]
    fn bomba_tree_trunk_and_hand_points_in_words() {
        let (g, rules) = guide("bomba/best-high-best-low", "Low");
        assert_eq!(g.brief, "8-or-better low: two hole cards and three board cards");
        assert_eq!(
            g.ways[0].words,
            "two of r1c1, r2c1, r3c1, or two of r1c2, r2c2, r3c2, or two of r1c3, r2c3, r3c3 with one of R1, R2"
        );
        assert_eq!(g.places.len(), 11, "{:?}", ids(&rules, &g.places));
        assert!(guide("tree-trunk/high-low", "High").0.brief.contains("enough hole cards to make five"));
        let (hand, _) = guide("double-board/high-high-hand", "Hand");
        assert_eq!((hand.brief.as_str(), hand.places.len()), ("high: the best five of your hole cards", 0));
    }

    #[test]
    fn a_grid_touching_at_corners_too_says_corners_included() {
        // Pandemic's grid as a table might play it with corners counting as touching.
        let mut spec = Catalogue::builtin().get("pandemic/high-sd-high-ct-hand").unwrap().spec().clone();
        for point in &mut spec.points {
            if let PointCards::Board(
                Combos::NonAdjacent { adjacency, .. } | Combos::Connected { adjacency, .. },
            ) = &mut point.cards
            {
                *adjacency = Adjacency::GridEdgeOrCorner;
            }
        }
        let game = crate::engine::game::Game::new(spec).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let briefs: Vec<PointGuide> =
            game.spec().points.iter().map(|p| PointGuide::new(p, &rules, "low")).collect();
        assert_eq!(
            briefs[0].brief,
            "high: two hole cards and three board cards, no two touching, corners included"
        );
        assert_eq!(
            briefs[1].brief,
            "high: two hole cards and three board cards, touching one another, corners included"
        );
        assert_eq!(briefs[1].ways[0].words, "three of r1c1-r3c3 touching one another, corners included");
    }

    #[test]
    fn a_mandatory_card_is_named_and_lit() {
        // No catalogue game declares one today (Tilt's are part of its combinations), so one is
        // added to a double board's point.
        let mut spec = Catalogue::builtin().get("double-board/high-high-hand").unwrap().spec().clone();
        spec.points[0].must_use = vec!["1.t".into()];
        let game = crate::engine::game::Game::new(spec).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let g = PointGuide::new(&game.spec().points[0], &rules, "low");
        assert_eq!(g.brief, "high: two hole cards and three board cards; must use 1.t");
        assert!(ids(&rules, &g.places).contains(&"1.t".to_string()));
    }

    #[test]
    fn a_badugi_point_says_up_to_four_cards_never_the_best_five() {
        // Two board highs and a badugi hand, and a hold'em-style badugi over board 1: a badugi
        // is at most four cards, so "the best five" would teach the table the wrong hand.
        let mut spec = Catalogue::builtin().get("double-board/high-high-hand").unwrap().spec().clone();
        let mut holdem = spec.points[0].clone();
        holdem.label = "Board 1 badugi".into();
        holdem.ranking = PointRanking::Fixed(Ranking::Badugi);
        holdem.cards =
            PointCards::HoldemStyle(["1.f1", "1.f2", "1.f3", "1.t", "1.r"].map(String::from).to_vec());
        let hand = spec.points.iter_mut().find(|p| p.cards == PointCards::Hand).unwrap();
        hand.ranking = PointRanking::Fixed(Ranking::Badugi);
        spec.points.push(holdem);
        let game = crate::engine::game::Game::new(spec).unwrap();
        let rules = game.rules(&Default::default()).unwrap();
        let briefs: Vec<String> =
            game.spec().points.iter().map(|p| PointGuide::new(p, &rules, "low").brief).collect();
        assert_eq!(briefs[2], "badugi: up to four of your hole cards, one per suit and rank");
        assert_eq!(briefs[3], "badugi: up to four of your hole cards and the board, one per suit and rank");
        assert_eq!(briefs[0], "high: two hole cards and three board cards");
    }

    #[test]
    fn every_point_of_every_game_has_words_and_places_on_the_drawing() {
        for game in Catalogue::builtin().games() {
            let rules = game.rules(&Default::default()).unwrap();
            for point in &game.spec().points {
                let g = PointGuide::new(point, &rules, "low");
                let id = game.id();
                assert!(g.brief.len() > 10 && !g.brief.contains("none of"), "{id}: {}", g.brief);
                // No position id in the sentence but the few a point must use or kills ranks on.
                let named: Vec<&str> = g
                    .brief
                    .split(|c: char| c.is_whitespace() || ",;:()-".contains(c))
                    .filter(|w| rules.position(w).is_some())
                    .collect();
                let allowed = [point.must_use.clone(), point.dead_ranks_from.clone()].concat();
                assert!(named.iter().all(|w| allowed.iter().any(|a| a == w)), "{id}: {}", g.brief);
                match point.cards {
                    PointCards::Hand => assert!(g.ways.is_empty() && g.places.is_empty(), "{id}"),
                    _ => assert!(!g.ways.is_empty() && g.ways.iter().all(|w| !w.places.is_empty()), "{id}"),
                }
                for w in &g.ways {
                    assert!(w.places.iter().all(|p| g.places.contains(p)), "{id}: {}", w.words);
                }
            }
        }
    }
}
