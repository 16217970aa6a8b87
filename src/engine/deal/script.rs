//! The fixed part of a hand's deal, derived once from the game: the hand's streets (pre-flop first,
//! holding the hole cards and any board cards the game deals pre-flop), each street's groups of
//! positions in dealing order, and how many hole cards each player gets, with the arithmetic.
//!
//! The order of positions within a street is the declaration's (`StreetSpec::deal`): the catalogue
//! writes the top board first, Bomba left to right, and each game's own order. One group per
//! board, so each step names one board's cards.

use std::collections::BTreeMap;

use crate::engine::card::{Cards, Count};
use crate::engine::game::{Game, HoleCards, Rules, Scope};

use super::DealError;

/// A hand's street: a betting round and the cards dealt before it.
#[derive(Clone, Debug, PartialEq)]
pub struct HandStreet {
    /// "Pre-flop", "Flop", "Turn", "River", as the game names them.
    pub name: String,
    /// The board cards dealt on this street, one group per board, in dealing order.
    pub groups: Vec<Group>,
}

/// Positions dealt together in one step.
#[derive(Clone, Debug, PartialEq)]
pub struct Group {
    /// Indices into [`Rules::positions`], in dealing order.
    pub positions: Vec<usize>,
    /// The board's number when the street deals to more than one board ("1" for `1.f1`).
    pub board: Option<String>,
    /// Per-player positions (a Ring of Fire ring card): one card to each player still in.
    pub is_each_player: bool,
    /// The last aggressor chooses the places (`positions` is the usual choice).
    pub chosen: bool,
}

/// Hole cards each player is dealt, with the arithmetic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoleCount {
    pub each: usize,
    /// Cards left in the deck beyond everything the structure needs.
    pub left_over: usize,
    /// "52 cards, 16 board cards, 6 players: 6 each, 0 left over".
    pub words: String,
}

/// One street as the rules card lists it: what is dealt where, in words, and the drawn places it
/// fills (lit on the layout when the street is tapped).
#[derive(Clone, Debug, PartialEq)]
pub struct StreetPlan {
    /// "Pre-flop", "Flop", … as the game names them.
    pub name: String,
    /// "six hole cards to each player"; "board 1: 1.f1, 1.f2, 1.f3; board 2: 2.f1, 2.f2, 2.f3".
    pub words: String,
    /// Table positions dealt on this street (indices into [`Rules::positions`]); for a street
    /// whose places the last aggressor chooses, every place that may be chosen.
    pub places: Vec<usize>,
}

/// What a game deals on each street for `n_players`, from its declaration and the options chosen,
/// for the rules card. A table the game cannot seat (too few or too many players) still gets the
/// streets, with the hole cards uncounted; options the game does not have give nothing.
pub fn street_plan(
    game: &Game,
    choices: &BTreeMap<String, String>,
    n_players: usize,
    burns: bool,
) -> Vec<StreetPlan> {
    match Script::new(game, choices, n_players, burns) {
        Ok(script) => script.plan(true),
        Err(_) => Script::new(game, choices, game.spec().players.0, burns).map_or(vec![], |s| s.plan(false)),
    }
}

/// A game's deal for a number of players.
#[derive(Clone, Debug, PartialEq)]
pub struct Script {
    pub rules: Rules,
    pub streets: Vec<HandStreet>,
    pub hole: HoleCount,
    /// Burn cards the hand needs (one before each street after the pre-flop, when burns are on).
    pub burns: usize,
}

impl Script {
    /// The script for `n_players`. `burns` keeps one card back per street after the pre-flop.
    pub fn new(
        game: &Game,
        choices: &std::collections::BTreeMap<String, String>,
        n_players: usize,
        burns: bool,
    ) -> Result<Script, DealError> {
        let rules = game.rules(choices).map_err(DealError::Options)?;
        if n_players < rules.players().0 || n_players > rules.players().1 {
            return Err(DealError::PlayerCount {
                game: rules.game_id().to_string(),
                n_players,
                range: rules.players(),
            });
        }
        let declared: Vec<&crate::engine::game::StreetSpec> = game
            .spec()
            .streets
            .iter()
            .filter(|st| st.when.as_ref().is_none_or(|c| c.holds(rules.options())))
            .collect();
        let mut streets = vec![HandStreet { name: "Pre-flop".into(), groups: vec![] }];
        for street in declared {
            let positions: Vec<usize> = street.deal.iter().filter_map(|id| rules.position(id)).collect();
            let mut groups = groups(&rules, &positions);
            if street.chosen {
                // One choice for the street's cards, whatever boards the usual places are on.
                let positions = groups.iter().flat_map(|g| g.positions.iter().copied()).collect();
                groups = vec![Group { positions, board: None, is_each_player: false, chosen: true }];
            }
            if street.name.eq_ignore_ascii_case("pre-flop") && streets.len() == 1 {
                streets[0].groups.extend(groups);
            } else {
                streets.push(HandStreet { name: street.name.clone(), groups });
            }
        }
        let burns = if burns { rules.burns() } else { 0 };
        debug_assert_eq!(burns, if burns > 0 { streets.len() - 1 } else { 0 });
        let hole = hole_count(&rules, n_players, burns)?;
        Ok(Script { rules, streets, hole, burns })
    }

    /// The places the last aggressor may choose from: every place of a chosen street.
    pub fn choosable(&self) -> Vec<usize> {
        self.streets
            .iter()
            .flat_map(|s| s.groups.iter())
            .filter(|g| g.chosen)
            .flat_map(|g| g.positions.iter().copied())
            .collect()
    }

    /// Each street in words with its places; `counted` says whether the hole cards are counted
    /// for this table (else they are "as many as the deck allows").
    fn plan(&self, counted: bool) -> Vec<StreetPlan> {
        let rules = &self.rules;
        let choosable = self.choosable();
        self.streets
            .iter()
            .enumerate()
            .map(|(i, street)| {
                let mut parts = Vec::new();
                if i == 0 {
                    let dealt = match rules.hole_cards() {
                        HoleCards::Fixed(n) | HoleCards::DiscardDownTo { dealt: n, .. } => {
                            Count(n, "hole card").to_string()
                        }
                        HoleCards::MaxFromDeck if counted => Count(self.hole.each, "hole card").to_string(),
                        HoleCards::MaxFromDeck => "as many hole cards as the deck allows".to_string(),
                    };
                    let down = match rules.hole_cards() {
                        HoleCards::DiscardDownTo { at_showdown, .. } => {
                            format!(
                                ", discarded down to {} by the river",
                                Count(at_showdown, "card").number()
                            )
                        }
                        _ => String::new(),
                    };
                    parts.push(format!("{dealt} to each player{down}"));
                } else if self.burns > 0 {
                    parts.push("burn one card".to_string());
                }
                let mut places = Vec::new();
                for g in &street.groups {
                    let ids: Vec<&str> =
                        g.positions.iter().map(|&p| rules.positions()[p].id.as_str()).collect();
                    let n = g.positions.len();
                    parts.push(if g.is_each_player {
                        format!("{} to each player ({})", Count(n, "face-up card"), ids.join(", "))
                    } else if g.chosen {
                        places.extend(choosable.iter().copied());
                        format!("{}, placed where the last aggressor chooses", Count(n, "board card"))
                    } else {
                        places.extend(g.positions.iter().copied());
                        match &g.board {
                            Some(b) => format!("board {b}: {}", ids.join(", ")),
                            None => format!("{}: {}", Count(n, "board card"), ids.join(", ")),
                        }
                    });
                }
                crate::engine::sort::sort(&mut places);
                places.dedup();
                StreetPlan { name: street.name.clone(), words: parts.join("; "), places }
            })
            .collect()
    }

    /// Every table position, in the order the script deals them.
    pub fn board_order(&self) -> Vec<usize> {
        self.streets
            .iter()
            .flat_map(|s| s.groups.iter())
            .filter(|g| !g.is_each_player)
            .flat_map(|g| g.positions.iter().copied())
            .collect()
    }
}

/// Splits a street's positions into one group per board (the part of the id before the dot), and
/// the per-player positions into their own group.
fn groups(rules: &Rules, positions: &[usize]) -> Vec<Group> {
    let board_of = |p: usize| rules.positions()[p].id.split_once('.').map(|(b, _)| b.to_string());
    let mut out: Vec<Group> = Vec::new();
    for &p in positions {
        let is_each_player = rules.positions()[p].scope == Scope::EachPlayer;
        let board = if is_each_player { None } else { board_of(p) };
        match out.last_mut() {
            Some(g) if g.is_each_player == is_each_player && g.board == board => g.positions.push(p),
            _ => out.push(Group { positions: vec![p], board, is_each_player, chosen: false }),
        }
    }
    if out.iter().filter(|g| !g.is_each_player).count() == 1 {
        for g in &mut out {
            g.board = None;
        }
    }
    out
}

/// How many hole cards each player gets: fixed, or as many as the deck allows once the board, the
/// burns and the per-player cards are kept back.
fn hole_count(rules: &Rules, n: usize, burns: usize) -> Result<HoleCount, DealError> {
    let deck = rules.deck().card_count();
    let board = rules.board_card_count();
    let per_player = rules.positions().iter().filter(|p| p.scope == Scope::EachPlayer).count();
    let burn_words = if burns > 0 { format!(", {burns} burn cards") } else { String::new() };
    let face_up = if per_player > 0 {
        format!(", {per_player} face-up {} each", Cards(per_player).noun())
    } else {
        String::new()
    };
    let kept = board + burns + per_player * n;
    let fixed = match rules.hole_cards() {
        HoleCards::Fixed(k) => Some(k),
        HoleCards::DiscardDownTo { dealt, .. } => Some(dealt),
        HoleCards::MaxFromDeck => None,
    };
    let (each, left_over) = match fixed {
        Some(k) => {
            let needed = kept + k * n;
            if needed > deck {
                return Err(DealError::NotEnoughCards {
                    needed,
                    available: deck,
                    what: format!(
                        "{k} hole cards{face_up} for {n} players plus {board} board cards{burn_words}"
                    ),
                });
            }
            (k, deck - needed)
        }
        None => {
            let free = deck.saturating_sub(kept);
            let each = free / n;
            if each == 0 {
                return Err(DealError::NotEnoughCards {
                    needed: kept + n,
                    available: deck,
                    what: format!(
                        "one hole card each for {} plus {}{burn_words}",
                        Count(n, "player"),
                        Count(board, "board card")
                    ),
                });
            }
            (each, free - each * n)
        }
    };
    let how = if fixed.is_some() { " (fixed by the game)" } else { "" };
    let words = format!(
        "{deck} cards, {board} board cards{burn_words}{face_up}, {n} players: {each} each{how}, {left_over} left over"
    );
    Ok(HoleCount { each, left_over, words })
}
