//! The Chinese poker hand file: a table's settings (or declared special hands, or surrenders)
//! under one named rule set, read as untrusted input, and the scored table as JSON.
//!
//! Scoring and settlement are the engine's ([`score`], [`settle`]); this module only turns text
//! into [`PlayerHand`]s with errors that name the player, row and card, and the results into JSON.

use crate::engine::card::Cards;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

use super::checks::{format, seats, units_in_money, whole_chips, Claims};
use super::{fail, ReadHandError};
use crate::engine::amount;
use crate::engine::card_set::{CardSet, Deck};
use crate::engine::chinese::compare::{score, PlayerHand, Reason, RowWinner, ScoreError, Scoreboard};
use crate::engine::chinese::rules::{
    RuleOption, RuleOptions, RuleSet, Surrender, Sweep, SMALL_CARDS_HIGHEST,
};
use crate::engine::chinese::setting::{Row, Setting};
use crate::engine::chinese::settle::{settle, Settlement, Stage};
use crate::engine::chinese::specials::{find, SpecialKind};
use crate::engine::games::{Entry, GameKind};
use crate::engine::text::excerpt;

/// A Chinese poker hand as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a Chinese poker hand: an object with format, game, button, chip and players"
)]
pub struct ChineseFile {
    pub format: u32,
    /// `chinese-poker/<rule set>`, e.g. `chinese-poker/hawaiian-gardens`.
    pub game: String,
    /// The table's "some play …" choices: `overall-point`, `sweep`, `surrender`, `aces`,
    /// `dragon`, `small-cards` ([`OPTIONS`]).
    #[serde(
        default,
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "super::json::unique_map"
    )]
    pub options: BTreeMap<String, String>,
    /// Index of the dealer in `players` (the house in a house game; settlement starts here).
    pub button: usize,
    /// What one unit is worth in money.
    pub chip: u64,
    /// Players in clockwise seat order.
    pub players: Vec<ChinesePlayer>,
}

/// One player: three rows, or 13 cards and a declared special hand, or a surrender.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    deny_unknown_fields,
    expecting = "a player: an object with a name and rows, a special hand or a surrender"
)]
pub struct ChinesePlayer {
    #[serde(deserialize_with = "super::json::name")]
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub front: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub middle: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub back: Option<String>,
    /// All 13 cards, with `special` (or, optionally, with `surrender`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<String>,
    /// The declared special hand, e.g. `six-pairs`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub special: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub surrender: bool,
    /// Money in front of the player: when given for everyone, the table is settled chip-limited.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<u64>,
}

/// A validated Chinese poker table, ready to score.
#[derive(Clone, Debug)]
pub struct ChineseHand {
    pub game_id: String,
    pub rules: RuleSet,
    pub options: BTreeMap<String, String>,
    pub names: Vec<String>,
    pub hands: Vec<PlayerHand>,
    pub dealer: usize,
    pub chip: u64,
    /// Each player's money in front, for a chip-limited settlement.
    pub chips: Option<Vec<u64>>,
}

/// The kebab-case name a hand file uses for a special hand.
pub fn special_slug(kind: SpecialKind) -> &'static str {
    match kind {
        SpecialKind::SixPairs => "six-pairs",
        SpecialKind::FivePairsAndTrips => "five-pairs-and-trips",
        SpecialKind::FourTrips => "four-trips",
        SpecialKind::ThreeQuads => "three-quads",
        SpecialKind::ThreeStraights => "three-straights",
        SpecialKind::ThreeFlushes => "three-flushes",
        SpecialKind::ThreeStraightFlushes => "three-straight-flushes",
        SpecialKind::OneColour => "one-colour",
        SpecialKind::TwelveOneColour => "twelve-one-colour",
        SpecialKind::SmallCards { .. } => "small-cards",
        SpecialKind::BigCards { .. } => "big-cards",
        SpecialKind::TwelvePictures => "twelve-pictures",
        SpecialKind::CompleteStraight => "dragon",
        SpecialKind::OneSuit => "one-suit",
    }
}

/// The options a table may set on top of its rule set, with the choices in words. Each applies
/// only where the rule set has the rule it changes ([`RuleSet::takes`]); elsewhere it is refused,
/// naming it, rather than read and ignored.
pub const OPTIONS: [(&str, &str); 6] = [
    ("aces", "off, on (the aces side bet: 1, 2, 6, 8 for one to four aces); not in pool or single-winner games"),
    (
        "dragon",
        "a number of units the dragon (complete straight) wins, where the rule set pays one (Singapore: 13, or 26 for some players)",
    ),
    ("overall-point", "0 or more units to each pairing's net winner; not in pool or single-winner games"),
    (
        "small-cards",
        "2-8, 2-9 or 2-10: the cards a small-cards hand may hold, where the rule set pays one (Singapore: 2-9, or 2-10 for some players)",
    ),
    (
        "surrender",
        "no, two-of-three (pay as losing two rows of three), or a number of units; not in pool or single-winner games",
    ),
    (
        "sweep",
        "none; a number of extra units for winning all three rows (in a pool game: from each player, on top of the whole pool); \
         x2/x3 (Vietnamese: the pairing's payment doubled for a sweep, tripled for sweeping every opponent) or x1/x2 \
         (Singapore: doubled for sweeping every opponent), or any xA/xB; not in single-winner games",
    ),
];

/// The hand file's name for an option.
pub fn option_key(option: RuleOption) -> &'static str {
    match option {
        RuleOption::Surrender => "surrender",
        RuleOption::Aces => "aces",
        RuleOption::Sweep => "sweep",
        RuleOption::OverallPoint => "overall-point",
        RuleOption::Dragon => "dragon",
        RuleOption::SmallCards => "small-cards",
    }
}

/// A sweep as the hand file writes it: `none`, extra units, or `xA/xB`.
pub fn sweep_text(sweep: Sweep) -> String {
    match sweep {
        Sweep::Nothing => "none".to_string(),
        Sweep::Extra { units } => units.to_string(),
        Sweep::Multiply { one_opponent, every_opponent } => format!("x{one_opponent}/x{every_opponent}"),
    }
}

fn read_sweep(choice: &str) -> Option<Sweep> {
    let factor = |t: &str| t.strip_prefix('x').and_then(|n| n.parse::<u32>().ok()).filter(|&n| n > 0);
    if choice == "none" {
        return Some(Sweep::Nothing);
    }
    if let Some((one, every)) = choice.split_once('/') {
        return Some(Sweep::Multiply { one_opponent: factor(one)?, every_opponent: factor(every)? });
    }
    choice.parse::<u32>().ok().filter(|&u| u > 0).map(|units| Sweep::Extra { units })
}

/// The table's options as the hand file writes them (only those the table set).
pub fn write_options(options: &RuleOptions) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    let mut put = |option: RuleOption, text: Option<String>| {
        if let Some(text) = text {
            map.insert(option_key(option).to_string(), text);
        }
    };
    put(
        RuleOption::Surrender,
        options.surrender.map(|s| match s {
            Surrender::NotAllowed => "no".to_string(),
            Surrender::AsLosingTwoOfThree => "two-of-three".to_string(),
            Surrender::Fixed { units } => units.to_string(),
        }),
    );
    put(RuleOption::Aces, options.aces.map(|on| if on { "on" } else { "off" }.to_string()));
    put(RuleOption::Sweep, options.sweep.map(sweep_text));
    put(RuleOption::OverallPoint, options.overall_point.map(|u| u.to_string()));
    put(RuleOption::Dragon, options.dragon.map(|u| u.to_string()));
    put(RuleOption::SmallCards, options.small_cards.map(|r| format!("2-{}", r.index() + 2)));
    map
}

/// Reads the hand file's options; each error names the option and the choice.
pub fn read_options(options: &BTreeMap<String, String>) -> Result<RuleOptions, ReadHandError> {
    let mut read = RuleOptions::default();
    for (key, choice) in options {
        let units = || choice.trim().parse::<u32>().ok();
        let bad = || {
            let words = OPTIONS.iter().find(|(k, _)| k == key).map_or("", |(_, w)| w);
            fail(format!("option {key}: \"{choice}\" is not a choice ({words})"))
        };
        let Some(option) = RuleOption::ALL.into_iter().find(|&o| option_key(o) == key) else {
            let known: Vec<&str> = OPTIONS.iter().map(|(k, _)| *k).collect();
            return Err(fail(format!(
                "Chinese poker has no option \"{key}\" (its options: {})",
                known.join(", ")
            )));
        };
        match option {
            RuleOption::Aces => {
                read.aces = Some(match choice.as_str() {
                    "off" => false,
                    "on" => true,
                    _ => return Err(bad()),
                })
            }
            RuleOption::OverallPoint => read.overall_point = Some(units().ok_or_else(bad)?),
            RuleOption::Surrender => {
                read.surrender = Some(match choice.as_str() {
                    "no" => Surrender::NotAllowed,
                    "two-of-three" => Surrender::AsLosingTwoOfThree,
                    _ => Surrender::Fixed { units: units().filter(|&u| u > 0).ok_or_else(bad)? },
                })
            }
            RuleOption::Sweep => read.sweep = Some(read_sweep(choice.trim()).ok_or_else(bad)?),
            RuleOption::Dragon => read.dragon = Some(units().filter(|&u| u > 0).ok_or_else(bad)?),
            RuleOption::SmallCards => {
                let highest =
                    SMALL_CARDS_HIGHEST.into_iter().find(|r| format!("2-{}", r.index() + 2) == *choice);
                read.small_cards = Some(highest.ok_or_else(bad)?);
            }
        }
    }
    Ok(read)
}

/// The rule set with the table's options applied; an option the rule set does not take is
/// refused, naming it (no option is read and then ignored).
pub fn apply_options(rules: RuleSet, options: &BTreeMap<String, String>) -> Result<RuleSet, ReadHandError> {
    read_options(options)?
        .apply(rules)
        .map_err(|e| fail(format!("option {}: {}", option_key(e.option), e.message)))
}

impl ChineseFile {
    /// Validates the file and builds the table.
    pub fn to_hand(&self, entry: &Entry) -> Result<ChineseHand, ReadHandError> {
        let GameKind::Chinese(id) = entry.kind else {
            return Err(fail(format!("{} is not Chinese poker", entry.id)));
        };
        let names: Vec<&str> = self.players.iter().map(|p| p.name.as_str()).collect();
        format(self.format)?;
        let rules = apply_options(RuleSet::named(id), &self.options)?;
        seats(entry.players(), "Chinese poker", &names, self.button, self.chip)?;
        let mut claims = Claims::new(Deck::Standard52.full(), "a 52-card deck");
        let mut hands = Vec::with_capacity(self.players.len());
        for p in &self.players {
            hands.push(player_hand(p, &rules, &mut claims)?);
        }
        let chips = self.chips()?;
        let hand = ChineseHand {
            game_id: entry.id.clone(),
            rules,
            options: self.options.clone(),
            names: self.players.iter().map(|p| p.name.clone()).collect(),
            hands,
            dealer: self.button,
            chip: self.chip,
            chips,
        };
        // The engine's own checks (surrender allowed, set hands in pool games), named.
        let board = hand.score()?;
        // Every amount the report and the settlement show, in money, within range.
        for (s, &t) in board.totals.iter().enumerate() {
            units_in_money(t, "units", self.chip, &format!("{}'s amount", excerpt(&hand.names[s])))?;
        }
        for p in &board.pairings {
            let between = format!(
                "what {} and {} owe each other",
                excerpt(&hand.names[p.first]),
                excerpt(&hand.names[p.second])
            );
            for special in [true, false] {
                units_in_money(p.units_where(special), "units", self.chip, &between)?;
            }
        }
        if hand.chips.is_some() && board.pool.is_some() {
            return Err(fail(format!(
                "\"{}\" is settled through the pool: leave out the players' chips",
                hand.rules.name
            )));
        }
        Ok(hand)
    }

    /// Everyone's chips in front, or nobody's.
    fn chips(&self) -> Result<Option<Vec<u64>>, ReadHandError> {
        let given: Vec<&ChinesePlayer> = self.players.iter().filter(|p| p.chips.is_some()).collect();
        if given.is_empty() {
            return Ok(None);
        }
        if let Some(missing) = self.players.iter().find(|p| p.chips.is_none()) {
            return Err(fail(format!(
                "{} has chips in front but {} has none: a chip-limited settlement needs everyone's chips",
                given[0].name, missing.name
            )));
        }
        let chips = self.players.iter().map(|p| {
            let money = p.chips.unwrap_or_default();
            whole_chips(money, self.chip, &format!("{}'s chips", p.name)).map(|_| money)
        });
        let chips = chips.collect::<Result<Vec<u64>, _>>()?;
        amount::total(chips.iter().copied(), "everyone's chips together").map_err(fail)?;
        Ok(Some(chips))
    }
}

/// One player's rows, special or surrender, with their cards claimed.
fn player_hand(p: &ChinesePlayer, rules: &RuleSet, claims: &mut Claims) -> Result<PlayerHand, ReadHandError> {
    let name = &p.name;
    let rows = [&p.front, &p.middle, &p.back];
    let any_row = rows.iter().any(|r| r.is_some());
    if p.surrender {
        if any_row || p.special.is_some() {
            return Err(fail(format!("{name} surrendered: give no rows and no special hand")));
        }
        if let Some(text) = &p.cards {
            claims.cards(text, &format!("{name}'s cards"))?;
        }
        return Ok(PlayerHand::Surrendered);
    }
    match (&p.special, any_row) {
        (Some(_), true) => {
            Err(fail(format!("{name} gives rows and declares a special hand: give one or the other")))
        }
        (Some(special), false) => {
            let text = p
                .cards
                .as_deref()
                .ok_or_else(|| fail(format!("{name} declares {special} but gives no \"cards\" (all 13)")))?;
            let cards = claims.cards(text, &format!("{name}'s cards"))?;
            if cards.len() != 13 {
                return Err(fail(format!(
                    "{name} declares {special} with {} ({cards}); a special hand is all 13",
                    Cards(cards.len())
                )));
            }
            let entry = rules.specials.entries.iter().find(|e| special_slug(e.kind) == special);
            let Some(entry) = entry else {
                let known: Vec<&str> = rules.specials.entries.iter().map(|e| special_slug(e.kind)).collect();
                let listed = if known.is_empty() { "none".to_string() } else { known.join(", ") };
                return Err(fail(format!(
                    "{name} declares \"{special}\", which the rule set \"{}\" does not pay (its special hands: {listed})",
                    rules.name
                )));
            };
            let hand = find(cards, entry.kind)
                .ok_or_else(|| fail(format!("{name}'s cards ({cards}) are not {}", entry.kind)))?;
            Ok(PlayerHand::Special(hand))
        }
        (None, _) => {
            if p.cards.is_some() {
                return Err(fail(format!(
                    "{name} gives \"cards\" without a special hand: set them as front, middle and back"
                )));
            }
            let mut set = [CardSet::EMPTY; 3];
            for (row, text) in Row::ALL.iter().zip(rows) {
                let text = text.as_deref().ok_or_else(|| fail(format!("{name} has no {row} row")))?;
                let cards = claims.cards(text, &format!("{name}'s {row}"))?;
                if cards.len() != row.size() {
                    return Err(fail(format!(
                        "{name}'s {row} has {} ({cards}); the {row} holds {}",
                        Cards(cards.len()),
                        row.size()
                    )));
                }
                set[row.index()] = cards;
            }
            let setting = Setting::new(set[0], set[1], set[2]).map_err(|e| fail(format!("{name}: {e}")))?;
            Ok(PlayerHand::Set(setting))
        }
    }
}

/// Words for a payment's reason.
fn reason_words(reason: Reason) -> String {
    match reason {
        Reason::Row(row) => format!("{row} row"),
        Reason::Royalty(row) => format!("{row} royalty"),
        Reason::RowsWon => "rows won".into(),
        Reason::ScoopEveryone => "scooping everyone".into(),
        Reason::SweepBonus => "sweep bonus".into(),
        Reason::SweepMultiplier => "sweep multiplier".into(),
        Reason::OverallPoint => "overall point".into(),
        Reason::Special => "special hand".into(),
        Reason::Surrender => "surrender".into(),
        Reason::Aces => "aces side bet".into(),
        Reason::SingleWinner => "single winner".into(),
    }
}

impl ChineseHand {
    /// The engine's scoreboard; the engine's refusals name the player.
    pub fn score(&self) -> Result<Scoreboard, ReadHandError> {
        score(&self.rules, &self.hands, self.dealer).map_err(|e| {
            let name = |s: usize| self.names[s].clone();
            fail(match e {
                ScoreError::SurrenderNotAllowed { seat } => format!(
                    "{} surrendered, but the rule set \"{}\" does not allow it (see the option surrender)",
                    name(seat),
                    self.rules.name
                ),
                ScoreError::MustSetHand { seat } => {
                    format!(
                        "{} must set three rows: \"{}\" compares set hands only",
                        name(seat),
                        self.rules.name
                    )
                }
                ScoreError::SpecialNotInRules { seat, special } => {
                    format!("{} declared {special}, which \"{}\" does not pay", name(seat), self.rules.name)
                }
                ScoreError::SharedCard { card, seats: [a, b] } => {
                    format!("{card} is in the hands of {} and {}", name(a), name(b))
                }
                ScoreError::Rules(e) => format!("option {}: {}", option_key(e.option), e.message),
                other => other.to_string(),
            })
        })
    }

    /// The chip-limited settlement, when the players' chips were given.
    pub fn settlement(&self, board: &Scoreboard) -> Option<Settlement> {
        let chips = self.chips.as_ref()?;
        settle(board, chips, self.chip).ok()
    }

    /// The scored table as JSON: each player's hand, every pairing with the row winners and each
    /// payment with its reason, the pool, the table the rules show, totals, and the settlement.
    pub fn report_json(&self) -> Result<Value, ReadHandError> {
        let board = self.score()?;
        let name = |s: usize| self.names[s].clone();
        let signed = |pairs: &[(usize, i64)]| -> serde_json::Map<String, Value> {
            pairs.iter().map(|&(s, v)| (name(s), json!(v))).collect()
        };
        let players: Vec<Value> =
            self.hands.iter().enumerate().map(|(s, h)| player_json(&name(s), h)).collect();
        let pairings: Vec<Value> = board
            .pairings
            .iter()
            .map(|p| {
                let rows = p.rows.map(|rows| {
                    let winners: serde_json::Map<String, Value> = Row::ALL
                        .iter()
                        .zip(rows)
                        .map(|(row, w)| {
                            let who = match w {
                                RowWinner::First => name(p.first),
                                RowWinner::Second => name(p.second),
                                RowWinner::Tie => "tie".into(),
                            };
                            (row.name().to_string(), json!(who))
                        })
                        .collect();
                    winners
                });
                let payments: Vec<Value> = p
                    .payments
                    .iter()
                    .map(|pay| {
                        let (to, from) =
                            if pay.units >= 0 { (p.first, p.second) } else { (p.second, p.first) };
                        json!({"reason": reason_words(pay.reason), "to": name(to), "from": name(from),
                               "units": pay.units.unsigned_abs()})
                    })
                    .collect();
                json!({
                    "players": [name(p.first), name(p.second)],
                    "rows": rows,
                    "payments": payments,
                    "net": signed(&[(p.first, p.units()), (p.second, -p.units())]),
                })
            })
            .collect();
        let pool = board.pool.as_ref().map(|pool| {
            let rows: Vec<Value> = pool
                .rows
                .iter()
                .map(|r| {
                    let shares: serde_json::Map<String, Value> =
                        r.winners.iter().zip(&r.shares).map(|(&s, &u)| (name(s), json!(u))).collect();
                    json!({"row": r.row.name(), "winners": shares})
                })
                .collect();
            json!({"contribution": pool.contribution, "rows": rows, "sweeper": pool.sweeper.map(name)})
        });
        let seats: Vec<usize> = (0..self.names.len()).collect();
        let totals: Vec<(usize, i64)> = seats.iter().map(|&s| (s, board.totals[s])).collect();
        let amounts: Vec<(usize, i64)> = totals.iter().map(|&(s, t)| (s, t * self.chip as i64)).collect();
        let names: Vec<&str> = self.names.iter().map(String::as_str).collect();
        let settlement = self.settlement(&board).map(|st| {
            let transfers: Vec<Value> = st
                .transfers
                .iter()
                .map(|t| {
                    let stage = match t.stage {
                        Stage::Specials => "special hands",
                        Stage::Hands => "hands",
                    };
                    json!({"stage": stage, "from": name(t.from), "to": name(t.to), "owed": t.owed, "paid": t.paid})
                })
                .collect();
            let chips: serde_json::Map<String, Value> =
                st.chips.iter().enumerate().map(|(s, &c)| (name(s), json!(c))).collect();
            json!({"transfers": transfers, "chips": chips})
        });
        Ok(json!({
            "game": self.game_id,
            "rule_set": self.rules.name,
            "options": self.options,
            "dealer": name(self.dealer),
            "players": players,
            "pairings": pairings,
            "pool": pool,
            "table": board.table(&names).lines().collect::<Vec<_>>(),
            "totals": signed(&totals),
            "amounts": signed(&amounts),
            "settlement": settlement,
        }))
    }
}

/// One player's hand as shown: rows with their values and any foul, the special, or the surrender.
fn player_json(name: &str, hand: &PlayerHand) -> Value {
    match hand {
        PlayerHand::Set(setting) => {
            let rows: serde_json::Map<String, Value> = Row::ALL
                .iter()
                .map(|&row| {
                    let r = setting.row(row);
                    (
                        row.name().to_string(),
                        json!({"cards": r.cards.to_string(), "description": r.describe()}),
                    )
                })
                .collect();
            json!({"name": name, "hand": "set", "rows": rows, "foul": setting.foul().map(|f| f.to_string())})
        }
        PlayerHand::Special(special) => json!({
            "name": name, "hand": "special", "special": special.kind.to_string(),
            "cards": special.cards.to_string(),
        }),
        PlayerHand::Surrendered => json!({"name": name, "hand": "surrendered"}),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::card::Rank;

    /// Every form each option is written in, read back to the same options and written again to
    /// the same text.
    #[test]
    fn options_round_trip_through_the_hand_file() {
        let every = [
            RuleOptions::default(),
            RuleOptions {
                surrender: Some(Surrender::AsLosingTwoOfThree),
                aces: Some(true),
                sweep: Some(Sweep::VIETNAMESE),
                overall_point: Some(0),
                dragon: Some(26),
                small_cards: Some(Rank::Ten),
            },
            RuleOptions {
                surrender: Some(Surrender::Fixed { units: 3 }),
                aces: Some(false),
                sweep: Some(Sweep::SINGAPORE),
                overall_point: Some(u32::MAX),
                dragon: Some(13),
                small_cards: Some(Rank::Eight),
            },
            RuleOptions {
                surrender: Some(Surrender::NotAllowed),
                sweep: Some(Sweep::Extra { units: 3 }),
                small_cards: Some(Rank::Nine),
                ..Default::default()
            },
            RuleOptions { sweep: Some(Sweep::Nothing), ..Default::default() },
            RuleOptions {
                sweep: Some(Sweep::Multiply { one_opponent: 7, every_opponent: u32::MAX }),
                ..Default::default()
            },
        ];
        for options in every {
            let written = write_options(&options);
            assert_eq!(read_options(&written).unwrap(), options, "{written:?}");
        }
        let map = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
        };
        let text = map(&[("sweep", "x1/x2"), ("dragon", "26"), ("small-cards", "2-10"), ("aces", "on")]);
        assert_eq!(write_options(&read_options(&text).unwrap()), text);
        let file = ChineseFile {
            format: 1,
            game: "chinese-poker/singapore".into(),
            options: text,
            button: 0,
            chip: 1,
            players: Vec::new(),
        };
        let json = serde_json::to_string(&file).unwrap();
        assert!(
            json.contains(r#""options":{"aces":"on","dragon":"26","small-cards":"2-10","sweep":"x1/x2"}"#)
        );
        assert_eq!(serde_json::from_str::<ChineseFile>(&json).unwrap(), file);
    }

    #[test]
    fn a_pool_games_sweep_is_applied_and_a_multiplier_refused_naming_the_option() {
        use crate::engine::chinese::rules::RuleSetId;
        let options = |choice: &str| [("sweep".to_string(), choice.to_string())].into_iter().collect();
        let pool = apply_options(RuleSet::named(RuleSetId::Pool), &options("3")).unwrap();
        assert_eq!(pool.sweep, Sweep::Extra { units: 3 });
        let refused = apply_options(RuleSet::named(RuleSetId::Pool), &options("x2/x3")).unwrap_err();
        assert!(
            refused
                .to_string()
                .starts_with("option sweep: a sweep multiplier does not apply to \"Winning from a pool\""),
            "{refused}"
        );
    }
}
