//! The Open Face Chinese hand file: each player's finished rows and whether they played the hand
//! in Fantasyland (with the cards they discarded there), read as untrusted input, and the scored
//! table as JSON.
//!
//! Royalties, fouls, scoops, pairwise points and Fantasyland are the engine's ([`score_ofc`],
//! [`royalties`], [`fantasyland_cards`], [`stays_in_fantasyland`], [`FantasylandHand`],
//! [`best_arrangement`]); this module reads and prints.

use crate::engine::card::Cards;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::checks::{format, seats, units_in_money, Claims};
use super::{fail, ReadHandError};
use crate::engine::card_set::{CardSet, Deck};
use crate::engine::chinese::compare::RowWinner;
use crate::engine::chinese::fantasyland::{best_arrangement, FantasylandHand};
use crate::engine::chinese::ofc::{
    fantasyland_cards, row_royalty, royalties, score_ofc, stays_in_fantasyland, FantasylandRule, OfcVariant,
    StayRule, SCOOP_BONUS,
};
use crate::engine::chinese::setting::{Row, Setting};
use crate::engine::games::{Entry, GameKind};
use crate::engine::text::excerpt;

/// An Open Face Chinese hand as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "an Open Face Chinese hand: an object with format, game, button, chip and players"
)]
pub struct OfcFile {
    pub format: u32,
    /// `open-face-chinese/standard` or `open-face-chinese/pineapple`.
    pub game: String,
    /// `fantasyland`: `standard` (QQ+ earns 14 cards) or `progressive` (QQ 14, KK 15, AA 16, trips 17);
    /// `stay`: `trips-full-house-quads` (the default) or `trips-or-quads`.
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "super::json::unique_map"
    )]
    pub options: BTreeMap<String, String>,
    pub button: usize,
    /// What one point is worth in money.
    pub chip: u64,
    pub players: Vec<OfcPlayer>,
}

/// One player's finished rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a player: an object with a name, front, middle and back")]
pub struct OfcPlayer {
    #[serde(deserialize_with = "super::json::name")]
    pub name: String,
    pub front: String,
    pub middle: String,
    pub back: String,
    /// The player played this hand in Fantasyland (the result then says whether they stay).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fantasyland: bool,
    /// In Fantasyland: the dealt cards not set (the rows and these are the 14 to 17 dealt).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discards: Option<String>,
}

/// A validated Open Face Chinese table.
#[derive(Clone, Debug)]
pub struct OfcTable {
    pub game_id: String,
    pub variant: OfcVariant,
    pub fantasyland_rule: FantasylandRule,
    pub options: BTreeMap<String, String>,
    pub names: Vec<String>,
    pub settings: Vec<Setting>,
    pub in_fantasyland: Vec<bool>,
    pub stay: StayRule,
    /// The Fantasyland hands whose discards were given.
    pub fantasyland_hands: Vec<Option<FantasylandHand>>,
    pub dealer: usize,
    pub chip: u64,
}

impl OfcFile {
    /// Validates the file and builds the table.
    pub fn to_table(&self, entry: &Entry) -> Result<OfcTable, ReadHandError> {
        let GameKind::Ofc(variant) = entry.kind else {
            return Err(fail(format!("{} is not Open Face Chinese", entry.id)));
        };
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        format(self.format)?;
        let mut fantasyland_rule = FantasylandRule::Standard;
        let mut stay = StayRule::default();
        for (key, choice) in &self.options {
            match (key.as_str(), choice.as_str()) {
                ("stay", _) => {
                    stay = StayRule::ALL.into_iter().find(|r| r.id() == choice).ok_or_else(|| {
                        let ids: Vec<&str> = StayRule::ALL.iter().map(|r| r.id()).collect();
                        fail(format!("option stay: \"{choice}\" is not a choice ({})", ids.join(", ")))
                    })?
                }
                ("fantasyland", "standard") => fantasyland_rule = FantasylandRule::Standard,
                ("fantasyland", "progressive") => fantasyland_rule = FantasylandRule::Progressive,
                ("fantasyland", _) => {
                    return Err(fail(format!(
                        "option fantasyland: \"{choice}\" is not a choice (standard, progressive)"
                    )))
                }
                _ => {
                    return Err(fail(format!(
                        "Open Face Chinese has no option \"{key}\" (its options: fantasyland, stay)"
                    )))
                }
            }
        }
        seats(entry.players(), &entry.name, &names, self.button, self.chip)?;
        let mut claims = Claims::new(Deck::Standard52.full(), "a 52-card deck");
        let mut settings = Vec::with_capacity(self.players.len());
        let mut fantasyland_hands = Vec::with_capacity(self.players.len());
        for p in &self.players {
            let mut rows = [CardSet::EMPTY; 3];
            for (row, text) in Row::ALL.iter().zip([&p.front, &p.middle, &p.back]) {
                let cards = claims.cards(text, &format!("{}'s {row}", p.name))?;
                if cards.len() != row.size() {
                    return Err(fail(format!(
                        "{}'s {row} has {} ({cards}); the {row} holds {} at the showdown",
                        p.name,
                        Cards(cards.len()),
                        row.size()
                    )));
                }
                rows[row.index()] = cards;
            }
            let setting =
                Setting::new(rows[0], rows[1], rows[2]).map_err(|e| fail(format!("{}: {e}", p.name)))?;
            let fantasyland_hand = match (&p.discards, p.fantasyland) {
                (None, _) => None,
                (Some(_), false) => {
                    return Err(fail(format!(
                        "{}'s discards: only a player in Fantasyland (\"fantasyland\": true) discards",
                        p.name
                    )))
                }
                (Some(text), true) => {
                    let discards = claims.cards(text, &format!("{}'s discards", p.name))?;
                    let hand = FantasylandHand::new(setting.cards() | discards, setting, fantasyland_rule)
                        .map_err(|e| fail(format!("{} in Fantasyland: {e}", p.name)))?;
                    Some(hand)
                }
            };
            settings.push(setting);
            fantasyland_hands.push(fantasyland_hand);
        }
        let (_, totals) = score_ofc(&settings);
        for (p, &t) in self.players.iter().zip(&totals) {
            units_in_money(t, "points", self.chip, &format!("{}'s amount", excerpt(&p.name)))?;
        }
        Ok(OfcTable {
            game_id: entry.id.clone(),
            variant,
            fantasyland_rule,
            options: self.options.clone(),
            names: self.players.iter().map(|p| p.name.clone()).collect(),
            settings,
            in_fantasyland: self.players.iter().map(|p| p.fantasyland).collect(),
            stay,
            fantasyland_hands,
            dealer: self.button,
            chip: self.chip,
        })
    }
}

impl OfcTable {
    /// The scored table as JSON: each player's rows with royalties, fouls and Fantasyland, every
    /// pairing's rows, scoop and royalty difference, and the totals in points and money.
    pub fn report_json(&self) -> Value {
        let (pairings, totals) = score_ofc(&self.settings);
        let name = |s: usize| self.names[s].clone();
        let players: Vec<Value> = self
            .settings
            .iter()
            .enumerate()
            .map(|(s, setting)| {
                let fouled = setting.is_fouled();
                let rows: serde_json::Map<String, Value> = Row::ALL
                    .iter()
                    .map(|&row| {
                        let r = setting.row(row);
                        let royalty = if fouled { 0 } else { row_royalty(row, &r) };
                        let value = json!({"cards": r.cards.to_string(), "description": r.describe(), "royalty": royalty});
                        (row.name().to_string(), value)
                    })
                    .collect();
                let fantasyland = if let Some(hand) = &self.fantasyland_hands[s] {
                    // The helper's answer beside what was played: how far the setting was from the best.
                    let best = best_arrangement(hand.dealt(), self.fantasyland_rule, self.stay).ok().map(|b| {
                        let shown = |a: &crate::engine::chinese::fantasyland::Arrangement| {
                            json!({"rows": a.setting.to_string(), "discards": a.discards.to_string(), "royalties": a.royalties, "stays": a.stays})
                        };
                        json!({"richest": shown(&b.richest), "staying": b.staying.as_ref().map(shown)})
                    });
                    json!({
                        "played_in": true,
                        "dealt": hand.dealt().len(),
                        "discards": hand.discards().to_string(),
                        "stays": stays_in_fantasyland(setting, self.stay),
                        "best_arrangement": best,
                    })
                } else if self.in_fantasyland[s] {
                    json!({"played_in": true, "stays": stays_in_fantasyland(setting, self.stay)})
                } else {
                    let cards = fantasyland_cards(setting, self.fantasyland_rule);
                    json!({"played_in": false, "qualifies": cards.is_some(), "cards": cards})
                };
                json!({
                    "name": name(s),
                    "rows": rows,
                    "foul": setting.foul().map(|f| f.to_string()),
                    "royalties": royalties(setting),
                    "fantasyland": fantasyland,
                })
            })
            .collect();
        let pairings: Vec<Value> = pairings
            .iter()
            .map(|p| {
                let winner = |w: RowWinner| match w {
                    RowWinner::First => name(p.first),
                    RowWinner::Second => name(p.second),
                    RowWinner::Tie => "tie".into(),
                };
                let rows: serde_json::Map<String, Value> =
                    Row::ALL.iter().zip(p.rows).map(|(row, w)| (row.name().to_string(), json!(winner(w)))).collect();
                let scooped = p.rows[0] != RowWinner::Tie && p.rows.iter().all(|&w| w == p.rows[0]);
                json!({
                    "players": [name(p.first), name(p.second)],
                    "rows": rows,
                    "scoop": scooped.then(|| winner(p.rows[0])),
                    "row_points": p.rows_units - if scooped { p.rows_units.signum() * SCOOP_BONUS } else { 0 },
                    "scoop_points": if scooped { p.rows_units.signum() * SCOOP_BONUS } else { 0 },
                    "royalty_points": p.royalty_units,
                    "net": {name(p.first): p.units(), name(p.second): -p.units()},
                })
            })
            .collect();
        let by_name = |f: &dyn Fn(i64) -> i64| -> serde_json::Map<String, Value> {
            totals.iter().enumerate().map(|(s, &t)| (name(s), json!(f(t)))).collect()
        };
        json!({
            "game": self.game_id,
            "options": self.options,
            "dealer": name(self.dealer),
            "players": players,
            "pairings": pairings,
            "totals": by_name(&|t| t),
            "amounts": by_name(&|t| t * self.chip as i64),
        })
    }
}
