//! What a game author writes: a [`GameSpec`], plain data with named fields.
//!
//! A spec says *what* the game is — deck, seats, hole cards, the layout's positions and where they
//! are drawn, the streets, the points and the payout, and the options tables choose — and nothing
//! about *how* a showdown is computed. [`super::Game::new`] validates it once, derives every board
//! combination from the layout's geometry, and from then on the engine works only with the
//! validated [`super::Game`]. Adding a CAP game means writing one of these, never new logic.
//!
//! The same types are the JSON declaration a user writes (`docs/declaration.md`): serde reads
//! them with every field's default filled in and unknown fields refused, and writes them with the
//! defaults left out, so a catalogue game prints as a short declaration that reads back equal.
//! Field keys are snake_case and choices kebab-case, as in the hand file.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::engine::card_set::Deck;
use crate::engine::house_rules::DealingDefaults;
use crate::engine::pot::Payout;
use crate::engine::ranking::{
    DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
};
use crate::engine::text::excerpt;

/// A game as declared in the catalogue or by a user.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameSpec {
    /// Kebab-case `layout/variant`, e.g. `double-board/high-low-hand`. Stable: hand files use it.
    pub id: String,
    /// The guide's name, e.g. "Double board: high/low/hand".
    pub name: String,
    /// The layout family the game is listed under, e.g. "Double board".
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub family: String,
    /// One sentence a player who has never seen the game can follow.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub summary: String,
    #[serde(default = "standard_deck", skip_serializing_if = "is_standard_deck")]
    #[serde(with = "deck_name")]
    pub deck: Deck,
    /// Fewest and most players, written `[2, 10]`.
    pub players: (usize, usize),
    pub hole_cards: HoleCards,
    pub positions: Vec<PositionSpec>,
    /// Streets in dealing order; every table position is dealt on exactly one street.
    pub streets: Vec<StreetSpec>,
    /// Points in calculation order: boards from the top, high before low, hand points last.
    pub points: Vec<PointSpec>,
    pub payout: Payout,
    /// Options where tables differ; a hand names its choices, the rest take their defaults.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<OptionSpec>,
    /// What a table of this game starts dealing with (ESG, Christmas, burns, the undealt cards);
    /// the table may change each. All off unless declared (every catalogue game).
    #[serde(default, skip_serializing_if = "is_default")]
    pub dealing: DealingDefaults,
}

/// How many hole cards each player is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum HoleCards {
    /// Exactly this many (hold'em 2, Omaha 4).
    Fixed(usize),
    /// As many as the deck allows once every board card is kept back: CAP's default.
    MaxFromDeck,
    /// Dealt this many, then discarded down to `at_showdown` during the hand (Throw dem).
    DiscardDownTo { dealt: usize, at_showdown: usize },
}

/// A place a card is dealt to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionSpec {
    /// Short and stable: `1.f1`, `L3`, `W5`, `r2c3`. Hand files use it.
    pub id: String,
    /// Where to draw it, in card slots: x to the right, y down. Also the geometry that adjacency,
    /// rows, columns and diagonals are derived from.
    pub x: f32,
    pub y: f32,
    /// Whether it is on the table or one in front of each player (a Ring of Fire ring card).
    #[serde(default = "table", skip_serializing_if = "is_table")]
    pub scope: Scope,
    /// Present only when an option has a given value (a floater river, a ninth card on the line).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
    /// For a per-player position: when this option has this value, the cards there of every player
    /// still in form one shared pool and any player may use any one of them (Ring of Fire's ring,
    /// by default); otherwise (and when `None`) each card is its owner's alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shared_when: Option<Condition>,
}

/// Whose a position is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scope {
    /// One card on the table, shared by everyone.
    Table,
    /// One card in front of each player: usable only by that player, or, when the position is
    /// shared ([`PositionSpec::shared_when`]), by every player still in.
    EachPlayer,
}

/// "Only when option `option` has one of these choices": written `{"option": "floater", "equals":
/// "on"}` for one choice, `{"option": "turn-cards", "one_of": ["2", "3"]}` for several.
///
/// Every `when` of a declaration (positions, streets, points) is one of these and is decided by
/// [`Condition::holds`], so a position, a street and a point switch with an option the same way.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ConditionText", into = "ConditionText")]
pub struct Condition {
    pub option: String,
    /// The choices under which it holds: never empty (the reader refuses an empty `one_of`).
    pub choices: Vec<String>,
}

impl Condition {
    /// Whether the condition holds with these choices (every option given its choice).
    pub fn holds(&self, choices: &std::collections::BTreeMap<String, String>) -> bool {
        choices.get(&self.option).is_some_and(|c| self.choices.contains(c))
    }
}

/// One street: the positions dealt on it, in dealing order.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreetSpec {
    pub name: String,
    pub deal: Vec<String>,
    /// Dealt this way only when an option has a given value (a 5-card flop); a game may declare
    /// the same street twice under different conditions.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
    /// The last aggressor chooses where this street's cards go, among the places of the chosen
    /// streets not dealt yet (Tree trunk: "dealt, two per street, in positions specified by the
    /// last aggressor"); `deal` is the usual choice, and its length the number of cards.
    #[serde(default, skip_serializing_if = "is_default")]
    pub chosen: bool,
}

/// One point (component) of the showdown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointSpec {
    /// Shown to players, e.g. "Board 1 high", "Hand".
    pub label: String,
    /// Written as its name (`"high"`, `"7-2"`, `"table-low"`: see [`RANKINGS`]).
    pub ranking: PointRanking,
    pub cards: PointCards,
    /// Positions every hand for this point must use (Tilt's mandatory cards, F1's common card).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub must_use: Vec<String>,
    /// What winning it is worth in a points game.
    #[serde(default, skip_serializing_if = "is_default")]
    pub worth: Worth,
    /// Who may win it.
    #[serde(default, skip_serializing_if = "is_default")]
    pub contest: Contest,
    /// Ranks that are dead for this point: every card of a rank showing in these positions is
    /// removed from hands and board, and a player still holding one has no hand (Good boys bad
    /// boys).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dead_ranks_from: Vec<String>,
    /// Present only with these option choices: a game declares the same point twice under
    /// different choices where a table plays it differently (F1 square's common cards, flying
    /// rivers' two cards of a wing). Labels need only differ among the points present together.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when: Option<Condition>,
}

/// Which ranking a point uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointRanking {
    /// Always this ranking.
    Fixed(Ranking),
    /// The table's chosen low (the game's `low` option; 8-or-better unless the table says).
    TableLow,
    /// The table's chosen low for the hand alone (the game's `hand-low` option), so board lows
    /// and a hand low can differ (8-or-better boards with a 2-7 hand); its choice `same`, the
    /// default, follows the `low` option (docs/rules.md, "Low points").
    TableHandLow,
}

/// Which cards a point's hand is made from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PointCards {
    /// All the cards of one allowed board combination plus enough hole cards to make five:
    /// Omaha-style when every combination has three cards, make-5 when they are lines.
    Board(Combos),
    /// Any mix of hole cards and these board positions.
    HoldemStyle(Vec<String>),
    /// The hole cards alone (a hand point).
    Hand,
}

/// The allowed board combinations of a point, described by rule; the actual sets of positions are
/// derived from the layout once, when the game is built.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Combos {
    /// Any `k` of these positions.
    Choose { from: Vec<String>, k: usize },
    /// `k` of these positions, no two adjacent.
    NonAdjacent { from: Vec<String>, k: usize, adjacency: Adjacency },
    /// `k` of these positions that form one connected group (a line or an L on a grid).
    Connected { from: Vec<String>, k: usize, adjacency: Adjacency },
    /// Each row of these positions (same `y`), whole.
    Rows { from: Vec<String> },
    /// Each column of these positions (same `x`), whole.
    Columns { from: Vec<String> },
    /// The two main diagonals of a square of these positions, whole.
    Diagonals { from: Vec<String> },
    /// Exactly these positions (a bullseye line, a countdown line).
    Whole(Vec<String>),
    /// One combination from each part, together (two from a Bomba column *and* one river).
    Product(Vec<Combos>),
    /// Any combination of any of these.
    AnyOf(Vec<Combos>),
}

impl Combos {
    /// The position lists of every part of the rule, in order: what a rule names, for
    /// validation (every id declared) and for an editor (a place removed from every rule).
    pub fn lists(&self) -> Vec<&Vec<String>> {
        match self {
            Combos::Choose { from, .. }
            | Combos::NonAdjacent { from, .. }
            | Combos::Connected { from, .. }
            | Combos::Rows { from }
            | Combos::Columns { from }
            | Combos::Diagonals { from }
            | Combos::Whole(from) => vec![from],
            Combos::Product(parts) | Combos::AnyOf(parts) => parts.iter().flat_map(Combos::lists).collect(),
        }
    }

    /// [`Combos::lists`], to edit.
    pub fn lists_mut(&mut self) -> Vec<&mut Vec<String>> {
        match self {
            Combos::Choose { from, .. }
            | Combos::NonAdjacent { from, .. }
            | Combos::Connected { from, .. }
            | Combos::Rows { from }
            | Combos::Columns { from }
            | Combos::Diagonals { from }
            | Combos::Whole(from) => vec![from],
            Combos::Product(parts) | Combos::AnyOf(parts) => {
                parts.iter_mut().flat_map(Combos::lists_mut).collect()
            }
        }
    }
}

/// Which positions count as touching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Adjacency {
    /// Consecutive in the order listed (a line of cards).
    Sequence,
    /// Consecutive in the order listed, and the last touches the first (the wheel).
    Ring,
    /// Sharing an edge on the grid: one slot apart horizontally or vertically, not diagonally.
    GridEdge,
    /// Sharing an edge or a corner on the grid: one slot apart horizontally, vertically or
    /// diagonally (a king's move). Not the guide's Pandemic, where "touching diagonally is not
    /// sufficient" (docs/rules.md, "Pandemic"): a table's own grid game may count corners.
    GridEdgeOrCorner,
}

/// What winning a point is worth in a points game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Worth {
    /// A fixed number of points (one unless declared).
    Points(u32),
    /// As many points as players allocated to it (the dynamic points system).
    PicksAllocated,
}

/// Who contests a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Contest {
    /// Every live player.
    #[default]
    Everyone,
    /// Only the live players who picked it (the dynamic points system); a player whose picks are
    /// not exactly the required number of different points forfeits the whole hand.
    PickedBy { picks_required: usize },
}

/// An option where tables differ, with its choices; the first choice is the default.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptionSpec {
    /// Key used in hand files, e.g. `low`, `line`, `floater`.
    pub key: String,
    /// What the option means, for the rules card.
    pub label: String,
    /// Choices (key, label), written `[["8-or-better", "8-or-better (ace low, qualifier)"], …]`;
    /// the first is the default.
    pub choices: Vec<(String, String)>,
}

impl GameSpec {
    /// The points present with these choices (every option given its choice, as
    /// [`super::Rules::options`] has them), in calculation order: point `k` of the rules built
    /// with these choices is the `k`-th of these.
    pub fn points_present<'a>(
        &'a self,
        choices: &'a std::collections::BTreeMap<String, String>,
    ) -> impl Iterator<Item = &'a PointSpec> {
        self.points.iter().filter(move |p| p.when.as_ref().is_none_or(|c| c.holds(choices)))
    }
}

impl Default for Worth {
    /// One point, what most points are worth.
    fn default() -> Worth {
        Worth::Points(1)
    }
}

// How the spec types are written as a declaration (`super::declaration`): the names rankings and
// decks are written with, and the defaults left out on writing.

const D7: DeuceSevenOptions = DeuceSevenOptions { wheel: Wheel::AceHigh };
const D7_WHEEL: DeuceSevenOptions = DeuceSevenOptions { wheel: Wheel::Straight };

/// Every ranking a declared point can use, by the name a declaration writes. The lows are named
/// as the `low` option names them ([`super::LOW_CHOICES`]). The 32-card and Chinese front rankings
/// belong to games with their own engines and are not offered.
pub const RANKINGS: &[(&str, PointRanking)] = &[
    (
        "high",
        PointRanking::Fixed(Ranking::High(HighOptions {
            short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Count },
        })),
    ),
    (
        "high-short-no-straights-flushes",
        PointRanking::Fixed(Ranking::High(HighOptions {
            short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Ignore },
        })),
    ),
    ("8-or-better", PointRanking::Fixed(Ranking::EightOrBetterLow)),
    ("7-2", PointRanking::Fixed(Ranking::DeuceSevenLow(D7))),
    ("7-2-wheel-straight", PointRanking::Fixed(Ranking::DeuceSevenLow(D7_WHEEL))),
    ("6-2", PointRanking::Fixed(Ranking::SixTwoLow)),
    ("badugi", PointRanking::Fixed(Ranking::Badugi)),
    ("least-suits-8-or-better", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::EightOrBetter))),
    ("least-suits-7-2", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::DeuceSeven(D7)))),
    (
        "least-suits-7-2-wheel-straight",
        PointRanking::Fixed(Ranking::LeastSuits(LowRanking::DeuceSeven(D7_WHEEL))),
    ),
    ("least-suits-6-2", PointRanking::Fixed(Ranking::LeastSuits(LowRanking::SixTwo))),
    ("table-low", PointRanking::TableLow),
    ("table-hand-low", PointRanking::TableHandLow),
];

/// The name a declaration writes for `ranking`, if it has one.
pub fn ranking_name(ranking: PointRanking) -> Option<&'static str> {
    RANKINGS.iter().find(|(_, r)| *r == ranking).map(|(name, _)| *name)
}

impl Serialize for PointRanking {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match ranking_name(*self) {
            Some(name) => serializer.serialize_str(name),
            None => Err(serde::ser::Error::custom(format!("the ranking {self:?} has no declared name"))),
        }
    }
}

impl<'de> Deserialize<'de> for PointRanking {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PointRanking, D::Error> {
        let name = String::deserialize(deserializer)?;
        RANKINGS.iter().find(|(n, _)| *n == name).map(|(_, r)| *r).ok_or_else(|| {
            let known: Vec<&str> = RANKINGS.iter().map(|(n, _)| *n).collect();
            serde::de::Error::custom(format!(
                "unknown ranking \"{}\" (the rankings are: {})",
                excerpt(&name),
                known.join(", ")
            ))
        })
    }
}

/// A [`Condition`] as written: the option and `equals` one choice or `one_of` several.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionText {
    option: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    equals: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    one_of: Option<Vec<String>>,
}

impl TryFrom<ConditionText> for Condition {
    type Error = String;

    fn try_from(text: ConditionText) -> Result<Condition, String> {
        let choices = match (text.equals, text.one_of) {
            (Some(one), None) => vec![one],
            (None, Some(many)) if !many.is_empty() => many,
            (None, Some(_)) => return Err("`one_of` lists no choice".into()),
            (None, None) => {
                return Err("a condition needs `equals` (one choice) or `one_of` (several)".into())
            }
            (Some(_), Some(_)) => return Err("a condition has `equals` or `one_of`, not both".into()),
        };
        Ok(Condition { option: text.option, choices })
    }
}

impl From<Condition> for ConditionText {
    /// One choice is written `equals`, several `one_of`.
    fn from(c: Condition) -> ConditionText {
        let (equals, one_of) = match <[String; 1]>::try_from(c.choices) {
            Ok([one]) => (Some(one), None),
            Err(many) => (None, Some(many)),
        };
        ConditionText { option: c.option, equals, one_of }
    }
}

/// The deck a declaration leaves out: the standard 52 cards.
pub(super) fn standard_deck() -> Deck {
    Deck::Standard52
}

pub(super) fn is_standard_deck(deck: &Deck) -> bool {
    *deck == Deck::Standard52
}

/// Decks by name: `standard-52`, `stripped-32`.
pub(super) mod deck_name {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::card_set::Deck;
    use crate::engine::text::excerpt;

    pub fn serialize<S: Serializer>(deck: &Deck, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(match deck {
            Deck::Standard52 => "standard-52",
            Deck::Stripped32 => "stripped-32",
        })
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Deck, D::Error> {
        let name = String::deserialize(deserializer)?;
        match name.as_str() {
            "standard-52" => Ok(Deck::Standard52),
            "stripped-32" => Ok(Deck::Stripped32),
            _ => Err(serde::de::Error::custom(format!(
                "unknown deck \"{}\" (the decks are: standard-52, stripped-32)",
                excerpt(&name)
            ))),
        }
    }
}

/// The scope a declaration leaves out: a card on the table.
pub(super) fn table() -> Scope {
    Scope::Table
}

pub(super) fn is_table(scope: &Scope) -> bool {
    *scope == Scope::Table
}

/// Whether a value is its type's default, so that writing leaves it out.
pub(super) fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}
