//! Points and payouts in plain words, for the rules card a new dealer reads.
//!
//! Derived from the declaration, so a new game's rules card needs no extra text: "two hole cards
//! and three board cards, no two touching (L1-L9)".

use super::spec::{Adjacency, Combos, Contest, PointCards, PointRanking, PointSpec, Worth};
use crate::engine::card::Count;
use crate::engine::pot::Payout;

/// How a point's hand is made, in words.
pub fn point_in_words(point: &PointSpec, low_label: &str) -> String {
    let ranking = match point.ranking {
        PointRanking::Fixed(r) => r.to_string(),
        PointRanking::TableLow => low_label.to_string(),
    };
    let cards = match &point.cards {
        PointCards::Hand => "the best five of your hole cards".to_string(),
        PointCards::HoldemStyle(ids) => format!("any five of your hole cards and the board ({})", span(ids)),
        PointCards::Board(combos) => match board_size(combos) {
            Some(n) => format!(
                "{} and {}: {}",
                Count(5 - n, "hole card"),
                Count(n, "board card"),
                combos_in_words(combos)
            ),
            None => {
                format!("all the cards of {} and enough hole cards to make five", combos_in_words(combos))
            }
        },
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
            "; only players who picked it (each picks {picks_required} boards) contest it"
        ));
    }
    if point.worth == Worth::PicksAllocated {
        text.push_str("; worth one point per player who picked it");
    }
    text
}

/// The payout in words.
pub fn payout_in_words(payout: Payout, n_points: usize) -> String {
    match (payout, n_points) {
        (Payout::SplitPot, 1) => "The best hand wins the pot.".into(),
        (Payout::SplitPot, n) => format!(
            "Split pot: the pot is cut into {n} equal stacks, one per component; a component nobody qualifies for drops out."
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
            let touching = match adjacency {
                Adjacency::Sequence => "next to each other",
                Adjacency::Ring => "next to each other on the circle",
                Adjacency::GridEdge => "sharing an edge",
            };
            format!("{} of {}, no two {touching}", count(*k), span(from))
        }
        Combos::Connected { from, k, adjacency } => match adjacency {
            Adjacency::GridEdge => {
                format!("{} of {} joined by shared edges (a line or an L)", count(*k), span(from))
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
    use crate::engine::game::catalogue::specs;

    fn words(game: &str, label: &str) -> String {
        let spec = specs().into_iter().find(|s| s.id == game).unwrap();
        let point = spec.points.iter().find(|p| p.label == label).unwrap();
        point_in_words(point, "8-or-better low")
    }

    #[test]
    fn social_distancing_reads_like_the_guide() {
        assert_eq!(
            words("social-distancing/high", "High"),
            "high: two hole cards and three board cards: three of L1-L9, no two next to each other"
        );
    }

    #[test]
    fn one_card_is_singular_and_counts_are_all_words() {
        // Issue 24: "1 hole cards and 4 board cards" beside "two hole cards and three ...".
        assert!(words("countdown/high", "4-card line high")
            .starts_with("high: one hole card and four board cards: "));
        assert!(words("countdown/high", "1-card line high")
            .starts_with("high: four hole cards and one board card: "));
    }

    #[test]
    fn bomba_and_tree_trunk_in_words() {
        assert_eq!(
            words("bomba/best-high-best-low", "Low"),
            "8-or-better low: two hole cards and three board cards: two of r1c1, r2c1, r3c1, or two of r1c2, r2c2, \
             r3c2, or two of r1c3, r2c3, r3c3 with one of R1, R2"
        );
        assert!(words("tree-trunk/high-low", "High").contains("enough hole cards to make five"));
    }

    #[test]
    fn every_point_of_every_game_has_words() {
        for spec in specs() {
            for point in &spec.points {
                let text = point_in_words(point, "low");
                assert!(text.len() > 10 && !text.contains("none of"), "{}: {text}", spec.id);
            }
        }
    }
}
