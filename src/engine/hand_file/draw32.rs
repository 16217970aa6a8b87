//! The 32-card draw hand file: each player's five cards, what they put in, who folded, and
//! whether the second round was a Parole; read as untrusted input, and the result as JSON.
//!
//! The showdown (32-card ranking, suit tie-breaks), the Parole split, the blinds and the limits
//! are [`crate::engine::draw32`]'s; side pots, odd chips and the dealer's words are
//! [`crate::engine::pot`]'s. This module reads and prints.

use crate::engine::card::Count;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::checks::{format, seats, whole_chips, Claims};
use super::{fail, ReadHandError};
use crate::engine::amount;
use crate::engine::card_set::{CardSet, Deck};
use crate::engine::draw32::{
    parole_split, showdown, BlindKind, Draw32Error, Round, Structure, Table, MAX_SMALL_BLIND,
};
use crate::engine::games::{Entry, GameKind};
use crate::engine::invariant::Invariant;
use crate::engine::pot::{award_pot, instructions, money, side_pots, ComponentResult, Payout, SeatOrder};
use crate::engine::ranking::Ranking;
use crate::engine::text::excerpt;

/// A 32-card draw hand as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a 32-card draw hand: an object with format, game, button, chip and players"
)]
pub struct Draw32File {
    pub format: u32,
    /// `32-card-draw/limit`, `32-card-draw/pot-limit` or `32-card-draw/no-limit`.
    pub game: String,
    /// Index of the dealer in `players`.
    pub button: usize,
    /// Value of the smallest chip.
    pub chip: u64,
    /// The small blind in money (default: one chip); the blinds and limits follow from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub small_blind: Option<u64>,
    /// Everyone still in agreed a Parole on the second round: the pot is shared, not shown down.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub parole: bool,
    pub players: Vec<Draw32Player>,
}

/// One player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a player: an object with a name")]
pub struct Draw32Player {
    #[serde(deserialize_with = "super::json::name")]
    pub name: String,
    /// The five cards after the draw (may be left out by a folded player, or under Parole).
    #[serde(default)]
    pub hand: String,
    /// What the player put in the pot (money, a multiple of `chip`).
    #[serde(default)]
    pub contributed: u64,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub folded: bool,
}

/// A validated 32-card draw hand.
#[derive(Clone, Debug)]
pub struct Draw32Hand {
    pub game_id: String,
    pub table: Table,
    pub names: Vec<String>,
    /// Each seat's five cards, or empty when not shown.
    pub hands: Vec<CardSet>,
    /// In chips.
    pub contributed: Vec<u64>,
    pub folded: Vec<bool>,
    pub parole: bool,
    pub structure: Structure,
    pub dealer: usize,
    pub chip: u64,
}

impl Draw32File {
    /// Validates the file and builds the hand.
    pub fn to_hand(&self, entry: &Entry) -> Result<Draw32Hand, ReadHandError> {
        let GameKind::Draw32(structure) = entry.kind else {
            return Err(fail(format!("{} is not 32-card draw", entry.id)));
        };
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        format(self.format)?;
        seats(entry.players(), "32-card draw", &names, self.button, self.chip)?;
        let small_blind_money = self.small_blind.unwrap_or(self.chip);
        if small_blind_money > MAX_SMALL_BLIND {
            return Err(fail(Draw32Error::SmallBlindTooLarge(small_blind_money).to_string()));
        }
        let small_blind = whole_chips(small_blind_money, self.chip, "the small blind")?;
        let table = Table::new(self.players.len(), self.button, small_blind, structure)
            .map_err(|e| fail(e.to_string()))?;
        let live = self.players.iter().filter(|p| !p.folded).count();
        if live == 0 {
            return Err(fail("every player folded: there is no showdown"));
        }
        let mut claims = Claims::new(Deck::Stripped32.full(), "the 32-card deck (sevens to aces)");
        let mut hands = Vec::with_capacity(self.players.len());
        let mut contributed = Vec::with_capacity(self.players.len());
        for p in &self.players {
            let cards = claims.cards(&p.hand, &format!("{}'s hand", p.name))?;
            let must_show = !p.folded && live > 1 && !self.parole;
            if (must_show || !cards.is_empty()) && cards.len() != 5 {
                return Err(fail(format!(
                    "{}'s hand has {} ({cards}); a hand at the showdown is five",
                    p.name,
                    Count(cards.len(), "card")
                )));
            }
            hands.push(cards);
            contributed.push(whole_chips(
                p.contributed,
                self.chip,
                &format!("{}'s contributed", excerpt(&p.name)),
            )?);
        }
        amount::total(self.players.iter().map(|p| p.contributed), "the pot (everyone's contributed)")
            .map_err(fail)?;
        Ok(Draw32Hand {
            game_id: entry.id.clone(),
            table,
            names: self.players.iter().map(|p| p.name.clone()).collect(),
            hands,
            contributed,
            folded: self.players.iter().map(|p| p.folded).collect(),
            parole: self.parole,
            structure,
            dealer: self.button,
            chip: self.chip,
        })
    }
}

impl Draw32Hand {
    /// The result as JSON: every shown hand in words, each pot with its winners (or its Parole
    /// split), payouts and the dealer's words, total payouts, the blinds and the limits.
    pub fn report_json(&self) -> Result<Value, ReadHandError> {
        let name = |s: usize| self.names[s].clone();
        // `to_hand` keeps the pot and the blinds, in money, within `amount::MAX_MONEY`.
        let amount =
            |chips: u64| chips.checked_mul(self.chip).ok_or(()).invariant("to_hand checked the range");
        let describe = |cards: CardSet| {
            Ranking::Stripped32.value(cards).map(|v| Ranking::Stripped32.describe(v)).unwrap_or_default()
        };
        let order = SeatOrder { n_seats: self.names.len(), button: self.dealer };
        let pots = side_pots(&self.contributed, &self.folded).map_err(|e| fail(e.to_string()))?;
        let mut totals = vec![0u64; self.names.len()];
        let mut pots_json = Vec::new();
        for pot in &pots {
            let (winners, payouts, words) = if self.parole {
                let in_pot: Vec<bool> = (0..self.names.len()).map(|s| pot.eligible.contains(&s)).collect();
                let shares = parole_split(&self.table, pot.chips, &in_pot);
                let parts: Vec<String> =
                    shares.iter().map(|&(s, c)| format!("{} {}", name(s), money(c, self.chip))).collect();
                let words = vec![format!(
                    "Parole: share the pot ({}): {}.",
                    money(pot.chips, self.chip),
                    parts.join(", ")
                )];
                (Vec::new(), shares, words)
            } else {
                // A pot nobody contests is not shown down.
                let winners = if pot.eligible.len() == 1 {
                    pot.eligible.clone()
                } else {
                    let shown: Vec<(usize, CardSet)> =
                        pot.eligible.iter().map(|&s| (s, self.hands[s])).collect();
                    showdown(&shown).map_err(|e| fail(e.to_string()))?
                };
                let component =
                    ComponentResult { label: "Best hand".into(), points: 1, winners: winners.clone() };
                let award = award_pot(pot, Payout::SplitPot, &[component], order);
                let words = instructions(&award, &self.names, self.chip, order);
                (winners, award.payouts, words)
            };
            for &(s, c) in &payouts {
                totals[s] += c;
            }
            let winners: Vec<Value> = winners
                .iter()
                .map(|&w| match self.hands[w].is_empty() {
                    true => json!({"player": name(w)}),
                    false => json!({"player": name(w), "cards": self.hands[w].to_string(),
                                    "description": describe(self.hands[w])}),
                })
                .collect();
            let payouts: serde_json::Map<String, Value> =
                payouts.iter().map(|&(s, c)| (name(s), json!(amount(c)))).collect();
            pots_json.push(json!({
                "amount": amount(pot.chips),
                "eligible": pot.eligible.iter().map(|&s| name(s)).collect::<Vec<_>>(),
                "parole": self.parole,
                "winners": winners,
                "payouts": payouts,
                "instructions": words,
            }));
        }
        let hands: Vec<Value> = (0..self.names.len())
            .filter(|&s| !self.hands[s].is_empty())
            .map(|s| {
                json!({"player": name(s), "cards": self.hands[s].to_string(), "description": describe(self.hands[s]),
                       "folded": self.folded[s]})
            })
            .collect();
        let blinds: Vec<Value> = self
            .table
            .blinds()
            .iter()
            .map(|b| {
                let kind = match b.kind {
                    BlindKind::Small => "small",
                    BlindKind::Big => "big",
                    BlindKind::Over => "over",
                };
                json!({"player": name(b.seat), "blind": kind, "amount": amount(b.chips)})
            })
            .collect();
        let limits = |round: Round| {
            let l = self.table.limits(round);
            json!({"min_bet": amount(l.min_bet), "fixed_size": l.fixed_size.map(amount), "max_bets": l.max_bets})
        };
        let structure = match self.structure {
            Structure::Limit => "limit",
            Structure::PotLimit => "pot limit",
            Structure::NoLimit => "no limit",
        };
        let payouts: serde_json::Map<String, Value> =
            totals.iter().enumerate().map(|(s, &c)| (name(s), json!(amount(c)))).collect();
        Ok(json!({
            "game": self.game_id,
            "dealer": name(self.dealer),
            "structure": structure,
            "blinds": blinds,
            "limits": {"first_round": limits(Round::First), "second_round": limits(Round::Second)},
            "hands": hands,
            "pots": pots_json,
            "payouts": payouts,
        }))
    }
}
