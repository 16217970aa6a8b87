//! Small constructors that keep the declarations short and uniform. No rules live here: each
//! helper only fills in a spec's fields, so a declaration still reads as data.

use crate::engine::card_set::Deck;
use crate::engine::game::spec::*;
use crate::engine::game::table_options::TableOption;
use crate::engine::pot::Payout;
use crate::engine::ranking::{HighOptions, Ranking};

/// Slot names of a hold'em board, in dealing order.
pub const BOARD_SLOTS: [&str; 5] = ["f1", "f2", "f3", "t", "r"];

/// A table position drawn at (x, y).
pub fn pos(id: impl Into<String>, x: f32, y: f32) -> PositionSpec {
    PositionSpec { id: id.into(), x, y, scope: Scope::Table, when: None, shared_when: None }
}

/// A position present only when `option` is `equals`.
pub fn pos_when(id: impl Into<String>, x: f32, y: f32, option: &str, equals: &str) -> PositionSpec {
    PositionSpec { when: Some(cond(option, equals)), ..pos(id, x, y) }
}

pub fn cond(option: &str, equals: &str) -> Condition {
    Condition { option: option.into(), choices: vec![equals.into()] }
}

/// "When `option` is any of `choices`."
pub fn cond_any(option: &str, choices: &[&str]) -> Condition {
    Condition { option: option.into(), choices: ids(choices) }
}

/// The point present only when `option` is `equals`.
pub fn point_when(point: PointSpec, option: &str, equals: &str) -> PointSpec {
    PointSpec { when: Some(cond(option, equals)), ..point }
}

/// Ids `n.f1 n.f2 n.f3 n.t n.r` of hold'em board `n` (numbered from the top).
pub fn board_ids(n: usize) -> Vec<String> {
    BOARD_SLOTS.iter().map(|s| format!("{n}.{s}")).collect()
}

/// Hold'em board `n` drawn as a row at height `y`.
pub fn board_positions(n: usize, y: f32) -> Vec<PositionSpec> {
    board_ids(n).into_iter().enumerate().map(|(i, id)| pos(id, i as f32, y)).collect()
}

/// Strings from string slices.
pub fn ids(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

/// `prefix1 .. prefixN`.
pub fn numbered(prefix: &str, n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("{prefix}{i}")).collect()
}

pub fn street(name: &str, deal: Vec<String>) -> StreetSpec {
    StreetSpec { name: name.into(), deal, when: None, chosen: false }
}

/// A street whose places the last aggressor chooses (see [`StreetSpec::chosen`]).
pub fn street_chosen(name: &str, deal: Vec<String>) -> StreetSpec {
    StreetSpec { chosen: true, ..street(name, deal) }
}

pub fn street_when(name: &str, deal: Vec<String>, option: &str, equals: &str) -> StreetSpec {
    StreetSpec { when: Some(cond(option, equals)), ..street(name, deal) }
}

/// Flop, turn and river of hold'em boards `1..=n`, the top board first on every street.
pub fn board_streets(n: usize) -> Vec<StreetSpec> {
    let slots = |range: std::ops::Range<usize>| -> Vec<String> {
        (1..=n).flat_map(|b| board_ids(b)[range.clone()].to_vec()).collect()
    };
    vec![street("Flop", slots(0..3)), street("Turn", slots(3..4)), street("River", slots(4..5))]
}

pub fn high() -> PointRanking {
    PointRanking::Fixed(Ranking::High(HighOptions::default()))
}

/// The table's low (the `low` option).
pub fn low() -> PointRanking {
    PointRanking::TableLow
}

/// The table's low for a hand point (the `hand-low` option, following `low` by default).
pub fn hand_low() -> PointRanking {
    PointRanking::TableHandLow
}

/// A one-point component open to everyone.
pub fn point(label: impl Into<String>, ranking: PointRanking, cards: PointCards) -> PointSpec {
    PointSpec {
        label: label.into(),
        ranking,
        cards,
        must_use: vec![],
        worth: Worth::Points(1),
        contest: Contest::Everyone,
        dead_ranks_from: vec![],
        when: None,
    }
}

/// A five-card hand point (hole cards only).
pub fn hand_point(label: &str, ranking: PointRanking) -> PointSpec {
    point(label, ranking, PointCards::Hand)
}

/// Omaha-style on one hold'em board: any three of its five cards.
pub fn omaha_board(board: Vec<String>) -> Combos {
    Combos::Choose { from: board, k: 3 }
}

/// Either of several combination rules (the best across boards).
pub fn either(parts: Vec<Combos>) -> Combos {
    Combos::AnyOf(parts)
}

/// The `low` option with every low type, 8-or-better first (the default).
pub fn low_option() -> OptionSpec {
    TableOption::Low.spec()
}

/// The `hand-low` option: the same as the board lows (the default), or any low type.
pub fn hand_low_option() -> OptionSpec {
    TableOption::HandLow.spec()
}

pub fn option(key: &str, label: &str, choices: &[(&str, &str)]) -> OptionSpec {
    OptionSpec {
        key: key.into(),
        label: label.into(),
        choices: choices.iter().map(|(k, l)| (k.to_string(), l.to_string())).collect(),
    }
}

/// Whether any point uses the table's low, so the game must offer the `low` option.
pub fn needs_low(points: &[PointSpec]) -> bool {
    points.iter().any(|p| p.ranking == PointRanking::TableLow)
}

/// The parts of a CAP game that vary from game to game; everything else takes CAP's defaults
/// (52 cards, 2 to 10 players, as many hole cards as the deck allows).
pub struct Cap {
    pub id: String,
    pub name: String,
    pub family: &'static str,
    pub summary: String,
    pub positions: Vec<PositionSpec>,
    pub streets: Vec<StreetSpec>,
    pub points: Vec<PointSpec>,
    pub payout: Payout,
    pub options: Vec<OptionSpec>,
}

impl Cap {
    /// The spec, adding the `low` option when a point needs it.
    pub fn spec(self) -> GameSpec {
        let mut options = self.options;
        let hand_low = self.points.iter().any(|p| p.ranking == PointRanking::TableHandLow);
        if hand_low && !options.iter().any(|o| o.key == "hand-low") {
            options.insert(0, hand_low_option());
        }
        // Odd chips between stacks arise only in a split pot of two or more points.
        let mut labels: Vec<&str> = self.points.iter().map(|p| p.label.as_str()).collect();
        labels.dedup();
        if self.payout == Payout::SplitPot
            && labels.len() > 1
            && !options.iter().any(|o| o.key == "odd-chips")
        {
            options.push(TableOption::OddChips.spec());
        }
        if (needs_low(&self.points) || hand_low) && !options.iter().any(|o| o.key == "low") {
            options.insert(0, low_option());
        }
        GameSpec {
            id: self.id,
            name: self.name,
            family: self.family.into(),
            summary: self.summary,
            deck: Deck::Standard52,
            players: (2, 10),
            hole_cards: HoleCards::MaxFromDeck,
            positions: self.positions,
            streets: self.streets,
            points: self.points,
            payout: self.payout,
            options,
            dealing: Default::default(),
        }
    }
}
