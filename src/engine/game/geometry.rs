//! Board combinations derived from the layout's geometry: non-adjacent and connected picks, rows,
//! columns, diagonals, and products of parts.
//!
//! Everything here works on position indices and coordinates, never on cards, and runs once per
//! game configuration, so clarity beats speed. Combinations come out sorted and without repeats.

use super::spec::{Adjacency, Combos};
use crate::engine::sort;

/// A position as geometry sees it: its index in the game and where it is drawn.
#[derive(Clone, Copy, Debug)]
pub struct Spot {
    pub index: usize,
    pub x: f32,
    pub y: f32,
}

/// Resolves position ids to spots; ids of absent positions (an option left them out) yield `None`.
pub trait Locate {
    fn spot(&self, id: &str) -> Option<Spot>;
}

/// Every allowed combination of positions for `combos`, each sorted, without repeats.
pub fn derive(combos: &Combos, at: &impl Locate) -> Vec<Vec<usize>> {
    let mut out = match combos {
        Combos::Choose { from, k } => choose(&spots(from, at), *k).into_iter().map(indices).collect(),
        Combos::NonAdjacent { from, k, adjacency } => {
            let s = spots(from, at);
            choose(&s, *k)
                .into_iter()
                .filter(|pick| {
                    pick.iter()
                        .enumerate()
                        .all(|(i, a)| pick[i + 1..].iter().all(|b| !touching(&s, a, b, *adjacency)))
                })
                .map(indices)
                .collect()
        }
        Combos::Connected { from, k, adjacency } => {
            let s = spots(from, at);
            choose(&s, *k).into_iter().filter(|pick| connected(&s, pick, *adjacency)).map(indices).collect()
        }
        Combos::Rows { from } => group_by(&spots(from, at), |s| s.y),
        Combos::Columns { from } => group_by(&spots(from, at), |s| s.x),
        Combos::Diagonals { from } => diagonals(&spots(from, at)),
        Combos::Whole(ids) => {
            let s = spots(ids, at);
            if s.is_empty() {
                vec![]
            } else {
                vec![indices(s)]
            }
        }
        Combos::Product(parts) => {
            let mut acc: Vec<Vec<usize>> = vec![vec![]];
            for part in parts {
                let options = derive(part, at);
                acc = acc
                    .iter()
                    .flat_map(|a| options.iter().map(move |o| a.iter().chain(o).copied().collect::<Vec<_>>()))
                    .collect();
            }
            acc
        }
        Combos::AnyOf(alternatives) => alternatives.iter().flat_map(|c| derive(c, at)).collect(),
    };
    for combo in &mut out {
        sort::sort(combo);
        combo.dedup();
    }
    out.retain(|c| !c.is_empty());
    sort::sort(&mut out);
    out.dedup();
    out
}

/// Why `combos` is not a rule a dealer can read one way, if it is not: a place listed twice in one
/// part (is `k` of them counted with or without it twice?), two parts of a product that can take
/// the same place (one card cannot be two of a hand's five, and the hand would silently need
/// more hole cards), or diagonals over places that do not span a square (a rectangle has no
/// main diagonal: its "diagonals" would be short slants a player would not call diagonals).
pub fn check(combos: &Combos, at: &impl Locate) -> Result<(), String> {
    for list in combos.lists() {
        if let Some(id) = list.iter().enumerate().find(|(i, id)| list[..*i].contains(id)).map(|(_, id)| id) {
            return Err(format!("\"{id}\" is listed twice in one part"));
        }
    }
    match combos {
        Combos::Diagonals { from } => {
            let s = spots(from, at);
            let span = |f: fn(&Spot) -> f32| {
                let lo = s.iter().map(f).fold(f32::INFINITY, f32::min);
                let hi = s.iter().map(f).fold(f32::NEG_INFINITY, f32::max);
                hi - lo
            };
            let (w, h) = (span(|p| p.x), span(|p| p.y));
            if !s.is_empty() && (w - h).abs() > 0.01 {
                return Err(format!(
                    "diagonals need places that span a square, and these span {} across and {} down",
                    w + 1.0,
                    h + 1.0
                ));
            }
            Ok(())
        }
        Combos::Product(parts) => {
            let mut taken: Vec<Vec<usize>> = Vec::new();
            for part in parts {
                check(part, at)?;
                let mut used: Vec<usize> = derive(part, at).concat();
                sort::sort(&mut used);
                used.dedup();
                if let Some(&shared) = used.iter().find(|u| taken.iter().any(|t| t.contains(u))) {
                    let id = parts
                        .iter()
                        .flat_map(Combos::lists)
                        .flatten()
                        .find(|id| at.spot(id).is_some_and(|s| s.index == shared))
                        .map_or(String::new(), |id| format!(" \"{id}\""));
                    return Err(format!(
                        "two parts taken together can both use the place{id}: one card cannot count twice"
                    ));
                }
                taken.push(used);
            }
            Ok(())
        }
        Combos::AnyOf(parts) => parts.iter().try_for_each(|p| check(p, at)),
        _ => Ok(()),
    }
}

/// The width of a drawn place (a card), in drawing units; the drawing scales to the screen.
pub const PLACE_W: f32 = 52.0;
/// The height of a drawn place: a card's proportions.
pub const PLACE_H: f32 = 72.0;
/// The least room between two drawn places.
pub const PLACE_GAP: f32 = 6.0;

/// A drawn place: its top-left corner and size, in drawing units.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    /// Whether the two rectangles share any area (touching edges do not count).
    pub fn overlaps(&self, other: &Rect) -> bool {
        self.x < other.x + other.w
            && other.x < self.x + self.w
            && self.y < other.y + other.h
            && other.y < self.y + self.h
    }
}

/// Where each spot is drawn, in the order given: one grid step across is a place's width plus the
/// gap, one step down its height plus the gap, so places one step apart never overlap; spots
/// closer than one step in both directions (a wheel's diagonal neighbours) spread the whole drawing
/// evenly until they do not. The drawing starts at (0, 0).
///
/// Architecture invariant: the layout diagram draws exactly these rectangles, so the test that no
/// two of them overlap for any game in the catalogue holds for the screen at every width (the
/// drawing scales as a whole).
pub fn place_rects(spots: &[Spot]) -> Vec<Rect> {
    // Grid distance at which two places just clear each other is 1 in either direction (the
    // pitch includes the gap), so the scale that clears every pair is 1 / the least Chebyshev
    // distance, never below 1.
    let mut closest = f32::INFINITY;
    for (i, a) in spots.iter().enumerate() {
        for b in &spots[i + 1..] {
            let d = (a.x - b.x).abs().max((a.y - b.y).abs());
            if d > 0.0 {
                closest = closest.min(d);
            }
        }
    }
    let scale = if closest < 1.0 { 1.0 / closest } else { 1.0 };
    let min_x = spots.iter().map(|s| s.x).fold(f32::INFINITY, f32::min);
    let min_y = spots.iter().map(|s| s.y).fold(f32::INFINITY, f32::min);
    spots
        .iter()
        .map(|s| Rect {
            x: (s.x - min_x) * scale * (PLACE_W + PLACE_GAP),
            y: (s.y - min_y) * scale * (PLACE_H + PLACE_GAP),
            w: PLACE_W,
            h: PLACE_H,
        })
        .collect()
}

/// The spots as a person reads the drawing: lines from top to bottom, each left to right. A line
/// is every spot less than half a step below its topmost spot (so a wheel's top card and its two
/// upper neighbours, drawn at nearly one height, are one line). Returns spot indices (the
/// `index` field), line by line.
pub fn reading_lines(spots: &[Spot]) -> Vec<Vec<usize>> {
    let mut by_y: Vec<Spot> = spots.to_vec();
    sort::sort_by(&mut by_y, |a, b| a.y.total_cmp(&b.y).then(a.x.total_cmp(&b.x)).is_lt());
    let mut lines: Vec<Vec<Spot>> = Vec::new();
    for s in by_y {
        match lines.last_mut() {
            Some(line) if s.y - line[0].y < 0.5 => line.push(s),
            _ => lines.push(vec![s]),
        }
    }
    lines
        .into_iter()
        .map(|mut line| {
            sort::sort_by(&mut line, |a, b| a.x.total_cmp(&b.x).is_lt());
            line.iter().map(|s| s.index).collect()
        })
        .collect()
}

/// A layout as the layout diagram draws it: each table place's index, id and rectangle
/// ([`place_rects`]), and the places in the order a person reads them ([`reading_lines`]). Built
/// from a game's rules ([`super::Rules::drawing`]) or from a declaration still being designed,
/// which is not a game yet.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// The game's name, for the drawing's label.
    pub name: String,
    pub places: Vec<(usize, String, Rect)>,
    /// Place indices, line by line from the top, each left to right.
    pub reading: Vec<usize>,
}

impl Drawing {
    /// The drawing of `places`: (index, id, x, y) of each table place.
    pub fn new(name: &str, places: &[(usize, String, f32, f32)]) -> Drawing {
        let spots: Vec<Spot> =
            places.iter().map(|(index, _, x, y)| Spot { index: *index, x: *x, y: *y }).collect();
        let rects = place_rects(&spots);
        Drawing {
            name: name.to_string(),
            places: places.iter().zip(rects).map(|((i, id, _, _), r)| (*i, id.clone(), r)).collect(),
            reading: reading_lines(&spots).concat(),
        }
    }
}

fn spots(ids: &[String], at: &impl Locate) -> Vec<Spot> {
    ids.iter().filter_map(|id| at.spot(id)).collect()
}

fn indices(spots: Vec<Spot>) -> Vec<usize> {
    spots.iter().map(|s| s.index).collect()
}

/// Every way to pick `k` of `spots`, keeping their order.
fn choose(spots: &[Spot], k: usize) -> Vec<Vec<Spot>> {
    if k == 0 {
        return vec![vec![]];
    }
    if spots.len() < k {
        return vec![];
    }
    let mut out = Vec::new();
    for i in 0..=spots.len() - k {
        for mut rest in choose(&spots[i + 1..], k - 1) {
            rest.insert(0, spots[i]);
            out.push(rest);
        }
    }
    out
}

/// Whether two spots touch. For `Sequence` and `Ring` the order is the order of `all` (the order
/// the point lists its positions in); for the grid adjacencies it is the coordinates: one step
/// across or down for `GridEdge`, one step in either or both for `GridEdgeOrCorner`.
fn touching(all: &[Spot], a: &Spot, b: &Spot, adjacency: Adjacency) -> bool {
    let order = |s: &Spot| all.iter().position(|t| t.index == s.index).expect("spot is in the list");
    match adjacency {
        Adjacency::Sequence => order(a).abs_diff(order(b)) == 1,
        Adjacency::Ring => {
            let d = order(a).abs_diff(order(b));
            d == 1 || (all.len() > 2 && d == all.len() - 1)
        }
        Adjacency::GridEdge => {
            let (dx, dy) = ((a.x - b.x).abs(), (a.y - b.y).abs());
            (dx < 0.01 && (dy - 1.0).abs() < 0.01) || (dy < 0.01 && (dx - 1.0).abs() < 0.01)
        }
        Adjacency::GridEdgeOrCorner => {
            let step = |d: f32| d < 0.01 || (d - 1.0).abs() < 0.01;
            let (dx, dy) = ((a.x - b.x).abs(), (a.y - b.y).abs());
            step(dx) && step(dy) && (dx >= 0.01 || dy >= 0.01)
        }
    }
}

/// Whether `pick` forms one group under `adjacency` (each spot reachable from the first).
fn connected(all: &[Spot], pick: &[Spot], adjacency: Adjacency) -> bool {
    let mut reached = vec![false; pick.len()];
    let mut stack = vec![0];
    reached[0] = true;
    while let Some(i) = stack.pop() {
        for j in 0..pick.len() {
            if !reached[j] && touching(all, &pick[i], &pick[j], adjacency) {
                reached[j] = true;
                stack.push(j);
            }
        }
    }
    reached.iter().all(|&r| r)
}

fn group_by(spots: &[Spot], key: impl Fn(&Spot) -> f32) -> Vec<Vec<usize>> {
    let mut keys: Vec<f32> = spots.iter().map(&key).collect();
    sort::sort_by(&mut keys, |a, b| a.total_cmp(b).is_lt());
    keys.dedup_by(|a, b| (*a - *b).abs() < 0.01);
    keys.iter()
        .map(|k| spots.iter().filter(|s| (key(s) - k).abs() < 0.01).map(|s| s.index).collect())
        .collect()
}

/// The two diagonals of the square the spots span: top-left to bottom-right and top-right to
/// bottom-left, each through every spot on it.
fn diagonals(spots: &[Spot]) -> Vec<Vec<usize>> {
    if spots.is_empty() {
        return vec![];
    }
    let min_x = spots.iter().map(|s| s.x).fold(f32::INFINITY, f32::min);
    let min_y = spots.iter().map(|s| s.y).fold(f32::INFINITY, f32::min);
    let max_x = spots.iter().map(|s| s.x).fold(f32::NEG_INFINITY, f32::max);
    let near = |a: f32, b: f32| (a - b).abs() < 0.01;
    let down: Vec<usize> = spots.iter().filter(|s| near(s.x - min_x, s.y - min_y)).map(|s| s.index).collect();
    let up: Vec<usize> = spots.iter().filter(|s| near(max_x - s.x, s.y - min_y)).map(|s| s.index).collect();
    vec![down, up]
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Grid(Vec<(String, f32, f32)>);

    impl Locate for Grid {
        fn spot(&self, id: &str) -> Option<Spot> {
            self.0.iter().position(|p| p.0 == id).map(|i| Spot { index: i, x: self.0[i].1, y: self.0[i].2 })
        }
    }

    fn line(n: usize) -> (Grid, Vec<String>) {
        let ids: Vec<String> = (1..=n).map(|i| format!("L{i}")).collect();
        (Grid(ids.iter().enumerate().map(|(i, id)| (id.clone(), i as f32, 0.0)).collect()), ids)
    }

    fn square() -> (Grid, Vec<String>) {
        let mut cells = Vec::new();
        for r in 1..=3 {
            for c in 1..=3 {
                cells.push((format!("r{r}c{c}"), (c - 1) as f32, (r - 1) as f32));
            }
        }
        let ids = cells.iter().map(|c| c.0.clone()).collect();
        (Grid(cells), ids)
    }

    #[test]
    fn eight_card_line_has_twenty_non_adjacent_triples() {
        // Choosing 3 of 8 with no two consecutive: C(8 - 3 + 1, 3) = C(6, 3) = 20.
        let (g, ids) = line(8);
        let c = Combos::NonAdjacent { from: ids, k: 3, adjacency: Adjacency::Sequence };
        assert_eq!(derive(&c, &g).len(), 20);
    }

    #[test]
    fn wheel_of_eight_has_sixteen_non_adjacent_and_eight_consecutive_triples() {
        // On a cycle of n, k non-adjacent picks: n/(n-k) * C(n-k, k) = 8/5 * C(5,3) = 16.
        let (g, ids) = line(8);
        let sd = Combos::NonAdjacent { from: ids.clone(), k: 3, adjacency: Adjacency::Ring };
        assert_eq!(derive(&sd, &g).len(), 16);
        let ct = Combos::Connected { from: ids, k: 3, adjacency: Adjacency::Ring };
        assert_eq!(derive(&ct, &g).len(), 8);
    }

    #[test]
    fn pandemic_grid_triples() {
        let (g, ids) = square();
        // Connected triominoes in a 3x3: 6 straight lines + 16 L shapes (4 per 2x2 block).
        let ct = Combos::Connected { from: ids.clone(), k: 3, adjacency: Adjacency::GridEdge };
        assert_eq!(derive(&ct, &g).len(), 22);
        // Three cells of the 3x3 grid with no two sharing an edge: 22 of the C(9,3) = 84 triples
        // (counted independently by brute force over all 84).
        let sd = Combos::NonAdjacent { from: ids, k: 3, adjacency: Adjacency::GridEdge };
        assert_eq!(derive(&sd, &g).len(), 22);
    }

    #[test]
    fn a_3x3_grid_touching_at_edges_or_corners_has_48_connected_and_8_non_adjacent_triples() {
        let (g, ids) = square();
        // By hand. Connected: the centre touches all eight others, so every triple with it is
        // connected, C(8, 2) = 28. Without it, the eight border cells touch their two neighbours
        // around the square (8 runs of three) and each edge middle also touches the next edge
        // middle across a corner (a1-b2 style: b1 and a2). Each of those four corner chords
        // makes 4 more triples (its two ends and a third touching either, beyond the run of three
        // around the corner), 16, of which the 4 triples of three edge middles hold two chords
        // and were counted twice: 12. 28 + 8 + 12 = 48 (edge-only: 22).
        let ct = Combos::Connected { from: ids.clone(), k: 3, adjacency: Adjacency::GridEdgeOrCorner };
        assert_eq!(derive(&ct, &g).len(), 48);
        // Non-adjacent: the centre touches everything; two cells apart must differ by two in a
        // coordinate. Any three of the four corners (4), or an edge middle with the two corners
        // of the far side (4): 8 (edge-only: 22).
        let sd = Combos::NonAdjacent { from: ids, k: 3, adjacency: Adjacency::GridEdgeOrCorner };
        let picks = derive(&sd, &g);
        assert_eq!(picks.len(), 8);
        // r1c2 (index 1) with r3c1 and r3c3 (6 and 8), one of the eight.
        assert!(picks.contains(&vec![1, 6, 8]));
        // Diagonal neighbours never go together, as they may under edge-only adjacency.
        assert!(picks.iter().all(|p| !(p.contains(&0) && p.contains(&4))));
    }

    #[test]
    fn square_rows_columns_diagonals() {
        let (g, ids) = square();
        assert_eq!(
            derive(&Combos::Rows { from: ids.clone() }, &g),
            vec![vec![0, 1, 2], vec![3, 4, 5], vec![6, 7, 8]]
        );
        assert_eq!(
            derive(&Combos::Columns { from: ids.clone() }, &g),
            vec![vec![0, 3, 6], vec![1, 4, 7], vec![2, 5, 8]]
        );
        assert_eq!(derive(&Combos::Diagonals { from: ids }, &g), vec![vec![0, 4, 8], vec![2, 4, 6]]);
    }

    #[test]
    fn product_takes_one_from_each_part() {
        let (g, ids) = line(5);
        let c = Combos::Product(vec![
            Combos::Choose { from: ids[..3].to_vec(), k: 2 },
            Combos::Choose { from: ids[3..].to_vec(), k: 1 },
        ]);
        assert_eq!(derive(&c, &g).len(), 6);
    }

    #[test]
    fn a_rule_with_two_readings_is_refused_naming_the_place() {
        let (g, ids) = line(5);
        let twice = Combos::Choose { from: vec![ids[0].clone(), ids[1].clone(), ids[0].clone()], k: 2 };
        assert_eq!(check(&twice, &g).unwrap_err(), "\"L1\" is listed twice in one part");
        // One card of L1-L3 and one of L3-L5: both could be L3, a "two-card" board of one card.
        let overlap = Combos::Product(vec![
            Combos::Choose { from: ids[..3].to_vec(), k: 1 },
            Combos::Choose { from: ids[2..].to_vec(), k: 1 },
        ]);
        assert_eq!(
            check(&overlap, &g).unwrap_err(),
            "two parts taken together can both use the place \"L3\": one card cannot count twice"
        );
        let apart = Combos::Product(vec![
            Combos::Choose { from: ids[..3].to_vec(), k: 1 },
            Combos::Choose { from: ids[3..].to_vec(), k: 1 },
        ]);
        assert_eq!(check(&Combos::AnyOf(vec![apart, Combos::Whole(ids.clone())]), &g), Ok(()));
        // A line spans 5 x 1: no square, no diagonals; the 3x3 square has two.
        assert_eq!(
            check(&Combos::Diagonals { from: ids }, &g).unwrap_err(),
            "diagonals need places that span a square, and these span 5 across and 1 down"
        );
        let (g, ids) = square();
        assert_eq!(check(&Combos::Diagonals { from: ids }, &g), Ok(()));
    }
}
