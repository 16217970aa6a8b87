//! The "best setting" helper: every legal way to set 13 cards that no other legal way beats on all
//! three rows, best first by a rule set's payments.
//!
//! How: the 13 cards are renumbered so that every 3-card and 5-card subset is a 13-bit mask; the
//! row values of all 1,287 five-card and 286 three-card subsets are computed once into a table,
//! and the 72,072 splits are then only three table reads and two comparisons each. A setting is
//! *dominated* when another legal setting is at least as strong in every row (and differs): it can
//! never score more, because every royalty table in the documents pays a stronger row at least as
//! much as a weaker one (a test checks this for every named rule set). Settings with the same three
//! row values are kept once.
//!
//! "Best first" needs a guess about the opponents; the order is an *estimate*: for each row, the
//! chance that a random row of that size is weaker (from the category frequencies, interpolated by
//! rank), times what winning that row pays under the rule set. See `docs/rules.md`, "Best setting".

use std::fmt;

use super::rules::{Payout, RoyaltyCounting, RuleSet};
use super::setting::{Row, RowHand, Setting};
use super::split::{for_each_split, Local};
use crate::engine::card_set::CardSet;
use crate::engine::ranking::Category;

/// A legal, non-dominated setting and its estimated worth.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    pub setting: Setting,
    /// Estimated units per opponent from the rows and royalties (a ranking aid, not a promise).
    pub estimate: f64,
}

/// Cards that are not a Chinese poker hand, with the cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BestSettingError {
    pub cards: CardSet,
}

impl fmt::Display for BestSettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} is {}: a Chinese poker hand is 13",
            self.cards,
            crate::engine::card::Cards(self.cards.len())
        )
    }
}

impl std::error::Error for BestSettingError {}

/// The legal settings of `cards` that are not dominated, best first by `rules`.
///
/// ```
/// use cap::engine::chinese::best::best_settings;
/// use cap::engine::chinese::rules::{RuleSet, RuleSetId};
///
/// let cards = "As Ah Ks Kh Qs Qh Js Jh 9s 8d 6c 4h 2d".parse().unwrap();
/// let best = best_settings(cards, &RuleSet::named(RuleSetId::Basic)).unwrap();
/// assert!(!best.is_empty());
/// assert!(best.iter().all(|c| !c.setting.is_fouled()));
/// ```
pub fn best_settings(cards: CardSet, rules: &RuleSet) -> Result<Vec<Candidate>, BestSettingError> {
    let local = Local::new(cards).ok_or(BestSettingError { cards })?;
    let front = Row::Front.ranking();
    let high = Row::Back.ranking();
    let values = local.table(|set| {
        let ranking = if set.len() == 3 { front } else { high };
        ranking.value(set).map_or(0, |v| v.bits())
    });
    let mut legal: Vec<([u32; 3], [u16; 3])> = Vec::new();
    for_each_split(|f, m, b| {
        let v = [values[f as usize], values[m as usize], values[b as usize]];
        if v[2] >= v[1] && v[1] >= v[0] {
            legal.push((v, [f, m, b]));
        }
    });
    // Strongest back first, then middle, then front: anything that dominates a setting comes
    // before it, so one pass against the settings kept so far finds the undominated ones.
    #[expect(clippy::disallowed_methods, reason = "thousands of candidates: one n log n copy, kept")]
    legal.sort_unstable_by(|x, y| (y.0[2], y.0[1], y.0[0]).cmp(&(x.0[2], x.0[1], x.0[0])));
    legal.dedup_by_key(|x| x.0);
    let mut kept: Vec<([u32; 3], [u16; 3])> = Vec::new();
    for (v, masks) in legal {
        if !kept.iter().any(|(k, _)| k[0] >= v[0] && k[1] >= v[1] && k[2] >= v[2]) {
            kept.push((v, masks));
        }
    }
    let mut candidates: Vec<Candidate> = kept
        .into_iter()
        .map(|(_, [f, m, b])| {
            let setting = Setting::new_unchecked(local.set(f), local.set(m), local.set(b));
            Candidate { setting, estimate: estimate(&setting, rules) }
        })
        .collect();
    crate::engine::sort::merge_sort_by(&mut candidates, |x, y| y.estimate.total_cmp(&x.estimate).is_lt());
    Ok(candidates)
}

/// Estimated units per opponent: per row, the chance of beating a random row times what winning
/// it pays, plus royalties that are paid win or lose.
pub fn estimate(setting: &Setting, rules: &RuleSet) -> f64 {
    let royalties = &rules.royalties;
    Row::ALL
        .iter()
        .map(|&row| {
            let hand = setting.row(row);
            let royalty = royalties.units(row, &hand).unwrap_or(0) as f64;
            let p = chance_to_beat_random(row, &hand);
            let (if_won, always) = match (rules.payout, royalties.counting) {
                (Payout::PerRow, RoyaltyCounting::InsteadOfRow) => (royalty.max(1.0), 0.0),
                (_, RoyaltyCounting::WinOrLose) => (1.0, royalty),
                _ => (1.0 + royalty, 0.0),
            };
            // Winning is worth `if_won`, losing costs about one unit.
            p * if_won - (1.0 - p) + always
        })
        .sum()
}

/// The chance that a random row of the same size is weaker: the share of rows in lower
/// categories plus the part of this category below this hand, interpolated by its leading rank.
fn chance_to_beat_random(row: Row, hand: &RowHand) -> f64 {
    // Frequencies of each category among random 5-card and 3-card (front-ranked) hands.
    const FIVE: [(Category, f64); 9] = [
        (Category::HighCard, 0.501177),
        (Category::Pair, 0.422569),
        (Category::TwoPair, 0.047539),
        (Category::ThreeOfAKind, 0.021128),
        (Category::Straight, 0.003925),
        (Category::Flush, 0.001965),
        (Category::FullHouse, 0.001441),
        (Category::FourOfAKind, 0.000240),
        (Category::StraightFlush, 0.0000154),
    ];
    const THREE: [(Category, f64); 3] =
        [(Category::HighCard, 0.828235), (Category::Pair, 0.169412), (Category::ThreeOfAKind, 0.002353)];
    let table: &[(Category, f64)] = if row == Row::Front { &THREE } else { &FIVE };
    let mut below = 0.0;
    for &(category, share) in table {
        if category == hand.category {
            return below + share * leading_rank(hand.cards) as f64 / 12.0;
        }
        below += share;
    }
    below
}

/// The rank that leads the hand: of the largest group of equal ranks, the highest.
fn leading_rank(cards: CardSet) -> u8 {
    crate::engine::card::Rank::ALL
        .iter()
        .map(|&r| (cards.of_rank(r).len(), r.index()))
        .max()
        .map_or(0, |(_, rank)| rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_that_is_not_thirteen_cards_is_refused_with_its_cards() {
        let cards: CardSet = "As Ah".parse().unwrap();
        assert_eq!(
            best_settings(cards, &RuleSet::named(super::super::rules::RuleSetId::Basic)),
            Err(BestSettingError { cards })
        );
    }
}
