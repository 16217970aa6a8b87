//! Games as data: a declared [`GameSpec`] is validated once into a [`Game`]; a game with the
//! table's option choices becomes the [`Rules`] a hand is played and resolved under.
//!
//! Invariants: a `Game` has unique position ids, every id a street, point or condition names is
//! declared, every table position is dealt on exactly one street, and *every* combination of its
//! options yields rules whose points can be made (each board point has at least one combination,
//! each combination leaves room for hole cards). Errors name the game and the field.

pub mod catalogue;
pub mod cost;
pub mod declaration;
pub mod geometry;
pub(crate) mod hole_count;
pub mod principles;
pub mod spec;
pub mod table_options;
pub mod words;

use std::collections::BTreeMap;
use std::fmt;

use crate::engine::card::{Cards, Count};
use crate::engine::card_set::Deck;
use crate::engine::invariant::Invariant;
use crate::engine::pot::{OddStackChips, Payout};
use crate::engine::ranking::{
    DeuceSevenOptions, HighOptions, LowRanking, Ranking, ShortHands, StraightsAndFlushes, Wheel,
};
pub use spec::*;

/// A validated game declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    spec: GameSpec,
}

/// Why a declaration is not a valid game: which game, which field, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValidateGameError {
    pub game: String,
    pub field: String,
    pub problem: String,
}

impl fmt::Display for ValidateGameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game \"{}\", {}: {}", self.game, self.field, self.problem)
    }
}

impl std::error::Error for ValidateGameError {}

/// Why a hand's option choices cannot be applied to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    UnknownOption { game: String, option: String, known: Vec<String> },
    UnknownChoice { game: String, option: String, choice: String, known: Vec<String> },
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionError::UnknownOption { game, option, known } if known.is_empty() => {
                write!(f, "game \"{game}\" has no options, so \"{option}\" cannot be set")
            }
            OptionError::UnknownOption { game, option, known } => {
                write!(f, "game \"{game}\" has no option \"{option}\" (it has: {})", known.join(", "))
            }
            OptionError::UnknownChoice { game, option, choice, known } => write!(
                f,
                "option \"{option}\" of game \"{game}\" cannot be \"{choice}\" (choose one of: {})",
                known.join(", ")
            ),
        }
    }
}

impl std::error::Error for OptionError {}

/// The choices for the `low` option every game with a table low offers, in order; the first is
/// the default. See `docs/rules.md`, "Low points".
pub const LOW_CHOICES: &[(&str, &str)] = &[
    ("8-or-better", "8-or-better (ace low, qualifier)"),
    ("7-2", "7-2 low (ace high, straights and flushes count)"),
    ("7-2-wheel-straight", "7-2 low, A-2-3-4-5 a straight"),
    ("6-2", "6-2 low (ace high, straights and flushes ignored)"),
    ("badugi", "Badugi (up to four cards, one per suit and rank)"),
    ("least-suits-8-or-better", "Least suits, 8-or-better"),
    ("least-suits-7-2", "Least suits, 7-2"),
    ("least-suits-7-2-wheel-straight", "Least suits, 7-2 with A-2-3-4-5 a straight"),
    ("least-suits-6-2", "Least suits, 6-2"),
];

/// The `hand-low` option's choice that follows the `low` option (its default).
pub const SAME_LOW: &str = "same";

/// The choices of the `hand-low` option: the same as the board lows (the default), or any low.
pub fn hand_low_choices() -> Vec<(String, String)> {
    let mut out = vec![(SAME_LOW.to_string(), "Same as the board lows".to_string())];
    out.extend(LOW_CHOICES.iter().map(|(k, l)| (k.to_string(), l.to_string())));
    out
}

/// The `odd-chips` option's choices, the default first (docs/rules.md, "Chopping pots").
pub const ODD_CHIPS_CHOICES: &[(&str, &str)] = &[
    ("earliest-stack", "To the earliest stack (high before low)"),
    ("dealer-distance", "To the stack whose winner sits nearest the dealer's left"),
];

/// The `short-hands` option's choices, the default first (docs/rules.md, "Short high hands"):
/// whether a high hand of fewer than five cards counts straights and flushes.
pub const SHORT_HANDS_CHOICES: &[(&str, &str)] = &[
    ("count", "Short hands count straights and flushes of three or four cards"),
    ("ignore", "Short hands count only pairs, trips and quads"),
];

/// The `side-pot-worth` option's choices, the default first (docs/rules.md, "Triple board: Tilt,
/// floater and dynamic points"): what a picked board is worth in a side pot.
pub const SIDE_POT_WORTH_CHOICES: &[(&str, &str)] = &[
    ("every-picker", "Every point allocated to the board, whoever picked it"),
    ("pot-pickers", "Only the points of the pickers contesting that pot"),
];

/// The `throws` option's choices, the default first (docs/rules.md, "Throw dem"): when a game that
/// discards down (Throw dem) throws its card on each street.
pub const THROWS_CHOICES: &[(&str, &str)] = &[
    ("after-the-cards", "After each street's cards: flop, turn and river (two cards to bet the river)"),
    ("before-the-cards", "After each betting round, before the next cards (two cards when the river comes)"),
];

/// The ranking a `low` option choice stands for.
pub fn low_ranking(choice: &str) -> Option<Ranking> {
    let d7 = DeuceSevenOptions::default();
    let wheel = DeuceSevenOptions { wheel: Wheel::Straight };
    Some(match choice {
        "8-or-better" => Ranking::EightOrBetterLow,
        "7-2" => Ranking::DeuceSevenLow(d7),
        "7-2-wheel-straight" => Ranking::DeuceSevenLow(wheel),
        "6-2" => Ranking::SixTwoLow,
        "badugi" => Ranking::Badugi,
        "least-suits-8-or-better" => Ranking::LeastSuits(LowRanking::EightOrBetter),
        "least-suits-7-2" => Ranking::LeastSuits(LowRanking::DeuceSeven(d7)),
        "least-suits-7-2-wheel-straight" => Ranking::LeastSuits(LowRanking::DeuceSeven(wheel)),
        "least-suits-6-2" => Ranking::LeastSuits(LowRanking::SixTwo),
        _ => return None,
    })
}

/// A position as the rules of one hand have it.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub id: String,
    pub x: f32,
    pub y: f32,
    pub scope: Scope,
    /// Index of the street it is dealt on (per-player positions too).
    pub street: usize,
    /// A per-player position whose cards, of every player still in, any player may use (the
    /// shared ring); `false` for table positions and for cards usable only by their owner.
    pub shared: bool,
}

/// Which cards a point may use, as position indices into [`Rules::positions`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointSource {
    /// All of one combination plus enough hole cards to make five.
    Board(Vec<Vec<usize>>),
    /// Any mix of hole cards and these positions.
    HoldemStyle(Vec<usize>),
    /// Hole cards only.
    Hand,
}

/// A point as the rules of one hand have it: ranking resolved, combinations derived.
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub label: String,
    pub ranking: Ranking,
    pub source: PointSource,
    pub must_use: Vec<usize>,
    pub worth: Worth,
    pub contest: Contest,
    pub dead_ranks_from: Vec<usize>,
}

/// A game with the table's options applied: what one hand is dealt and resolved under.
///
/// Built only by [`Game::rules`] from a validated game (see the invariants above), so its fields
/// are private: callers read them through the accessors of the same names.
#[derive(Clone, Debug, PartialEq)]
pub struct Rules {
    game_id: String,
    game_name: String,
    deck: Deck,
    players: (usize, usize),
    hole_cards: HoleCards,
    positions: Vec<Position>,
    streets: Vec<String>,
    points: Vec<Point>,
    payout: Payout,
    /// Every option with the choice in force (defaults filled in).
    options: BTreeMap<String, String>,
    /// The game's declaration when it is not a catalogue game (a user's game, a game read from a
    /// hand file inline), so that a hand of it is saved and shared with its game inline and scores
    /// anywhere; `None` for a catalogue game, whose id every reader knows. Shared, not copied,
    /// between the hands of one game.
    declaration: Option<std::sync::Arc<GameSpec>>,
    /// The burn cards a table of the game deals by default: [`Rules::burns`] when its declared
    /// dealing defaults burn, else 0. The one-deck principle counts them
    /// ([`principles::check_rules`]).
    default_burns: usize,
}

impl Rules {
    /// The burn cards a hand needs when burns are on: one before each street after the pre-flop
    /// (a first street named pre-flop is the pre-flop's own cards, with no burn before it).
    pub fn burns(&self) -> usize {
        let pre_flop = self.streets.first().is_some_and(|s| s.eq_ignore_ascii_case("pre-flop"));
        self.streets.len() - usize::from(pre_flop)
    }

    /// The burn cards a table of the game deals unless it turns burns off (its declared dealing
    /// defaults).
    pub fn default_burns(&self) -> usize {
        self.default_burns
    }

    /// The game's id, e.g. `double-board/high-low-hand`.
    pub fn game_id(&self) -> &str {
        &self.game_id
    }

    /// The declaration of a game that is not in the catalogue (see the field), to write inline
    /// where a hand file would otherwise name the game by id.
    pub fn declaration(&self) -> Option<&GameSpec> {
        self.declaration.as_deref()
    }

    /// The game's name in words.
    pub fn game_name(&self) -> &str {
        &self.game_name
    }

    pub fn deck(&self) -> Deck {
        self.deck
    }

    /// The fewest and the most players, inclusive.
    pub fn players(&self) -> (usize, usize) {
        self.players
    }

    pub fn hole_cards(&self) -> HoleCards {
        self.hole_cards
    }

    /// Every position, table and per-player, by index.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The streets' names after the hole cards, in dealing order.
    pub fn streets(&self) -> &[String] {
        &self.streets
    }

    /// The points, in calculation order.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    pub fn payout(&self) -> Payout {
        self.payout
    }

    /// Every option with the choice in force (defaults filled in).
    pub fn options(&self) -> &BTreeMap<String, String> {
        &self.options
    }

    /// Whether a picked board is worth, in each pot, only the picks of that pot's contestants (the
    /// `side-pot-worth` option at `pot-pickers`) rather than every pick.
    pub fn worth_by_pot(&self) -> bool {
        self.options.get("side-pot-worth").is_some_and(|c| c == "pot-pickers")
    }

    /// Whether a game that discards down throws each card after a betting round, before the next
    /// street's cards (the `throws` option at `before-the-cards`), rather than once the street's
    /// cards are out.
    pub fn throws_before_the_cards(&self) -> bool {
        matches!(self.hole_cards, HoleCards::DiscardDownTo { .. })
            && self.options.get("throws").is_some_and(|c| c == "before-the-cards")
    }

    /// Which stacks of a split pot get its odd chips: the `odd-chips` option, the earliest stack
    /// when the game has none.
    pub fn odd_stack_chips(&self) -> OddStackChips {
        match self.options.get("odd-chips").map(String::as_str) {
            Some("dealer-distance") => OddStackChips::DealerDistance,
            _ => OddStackChips::EarliestStack,
        }
    }

    /// These rules with only point `k` (the showdown benchmark times one point at a time).
    #[cfg(feature = "bench")]
    pub fn only_point(&self, k: usize) -> Rules {
        Rules { points: vec![self.points[k].clone()], ..self.clone() }
    }

    /// These rules with another hole-card count (the showdown benchmark's growth grid probes
    /// counts the game does not deal).
    #[cfg(feature = "bench")]
    pub fn with_hole_cards(&self, hole_cards: HoleCards) -> Rules {
        Rules { hole_cards, ..self.clone() }
    }

    /// The index of the position with this id.
    pub fn position(&self, id: &str) -> Option<usize> {
        self.positions.iter().position(|p| p.id == id)
    }

    /// Positions whose ranks are dead (Good boys bad boys' bottom board), from every point's
    /// `dead_ranks_from`, sorted. The dealing engine discards cards of these ranks from hands as
    /// the hand goes, so a game that declares them lets hands shrink by showdown.
    pub fn dead_rank_positions(&self) -> Vec<usize> {
        let mut out: Vec<usize> =
            self.points.iter().flat_map(|p| p.dead_ranks_from.iter().copied()).collect();
        crate::engine::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// The points contested only by the players who pick them (the dynamic points system's
    /// boards), in order: a pick numbered `k` from 1, as the hand file and the hand screen write
    /// it, is point `pickable_points()[k - 1]`.
    pub fn pickable_points(&self) -> Vec<usize> {
        (0..self.points.len())
            .filter(|&i| matches!(self.points[i].contest, Contest::PickedBy { .. }))
            .collect()
    }

    /// How many points each player must pick, in a game with picks.
    pub fn picks_required(&self) -> Option<usize> {
        self.points.iter().find_map(|p| match p.contest {
            Contest::PickedBy { picks_required } => Some(picks_required),
            Contest::Everyone => None,
        })
    }

    /// The points picked as numbered from 1 (see [`Rules::pickable_points`]); numbers out of range
    /// are left out (the showdown then forfeits the hand for a wrong number of picks).
    pub fn picked_points(&self, numbers: &[usize]) -> Vec<usize> {
        let pickable = self.pickable_points();
        numbers.iter().filter_map(|&k| k.checked_sub(1).and_then(|i| pickable.get(i)).copied()).collect()
    }

    /// Table positions (everything but per-player cards).
    pub fn table_positions(&self) -> impl Iterator<Item = (usize, &Position)> {
        self.positions.iter().enumerate().filter(|(_, p)| p.scope == Scope::Table)
    }

    /// Table positions with the rectangles the layout diagram draws them in (see
    /// [`geometry::place_rects`]).
    pub fn drawn_places(&self) -> Vec<(usize, geometry::Rect)> {
        let spots = self.table_spots();
        let rects = geometry::place_rects(&spots);
        spots.iter().map(|s| s.index).zip(rects).collect()
    }

    /// The layout as the layout diagram draws it.
    pub fn drawing(&self) -> geometry::Drawing {
        let places: Vec<(usize, String, f32, f32)> =
            self.table_positions().map(|(i, p)| (i, p.id.clone(), p.x, p.y)).collect();
        geometry::Drawing::new(&self.game_name, &places)
    }

    /// Table positions as a person reads the drawing: lines top to bottom, each left to right
    /// (see [`geometry::reading_lines`]). Card entry fills the board in this order.
    pub fn reading_lines(&self) -> Vec<Vec<usize>> {
        geometry::reading_lines(&self.table_spots())
    }

    fn table_spots(&self) -> Vec<geometry::Spot> {
        self.table_positions().map(|(index, p)| geometry::Spot { index, x: p.x, y: p.y }).collect()
    }

    /// How many cards the board takes (table positions only).
    pub fn board_card_count(&self) -> usize {
        self.table_positions().count()
    }

    /// The betting rounds' names, the pre-flop first: "Pre-flop", then each street after the deal
    /// of the hole cards (a street named pre-flop is that first round, as the dealing guide reads it).
    pub fn betting_rounds(&self) -> Vec<String> {
        let mut out = vec!["Pre-flop".to_string()];
        out.extend(self.streets.iter().filter(|s| !s.eq_ignore_ascii_case("pre-flop")).cloned());
        out
    }

    /// The fewest and the most hole cards a player still in may hold at showdown with `n_seats` at
    /// the table (docs/rules.md, "Hole cards at showdown"): `hole_count` is what the deal left them,
    /// when recorded, else the game's count (a fixed count exactly; as many as the deck allows, at
    /// most one extra card per street). The most is `usize::MAX` where more is a forfeit rather
    /// than a dead hand (a game that discards down).
    pub fn hole_card_bounds(&self, n_seats: usize, hole_count: Option<usize>) -> (usize, usize) {
        let dealt = self.hole_card_count(n_seats).0;
        let extras = self.streets.len();
        let throws = matches!(self.hole_cards, HoleCards::DiscardDownTo { .. });
        match (hole_count, self.hole_cards) {
            (Some(k), _) if throws => (k, usize::MAX),
            (Some(k), _) => (k, k),
            (None, HoleCards::Fixed(n)) => (n, n),
            (None, HoleCards::DiscardDownTo { dealt, at_showdown }) => (at_showdown, dealt + extras),
            (None, HoleCards::MaxFromDeck) => (dealt, dealt + extras),
        }
    }

    /// The most hole cards a player can hold at showdown with `n_seats` at the table, however the
    /// deal went: an upper bound that no real deal exceeds, so a recorded `hole_count` above it is
    /// refused as impossible, and work that grows with a hand's size (the showdown's hole-card
    /// choices, equity's unknown cards) is bounded by it (docs/rules.md, "Hole cards at showdown").
    ///
    /// Why the deck, and not the dealt count plus one extra card and one bought card per street:
    /// the deal's options are the table's, not the game's, and a hand file does not record them.
    /// ESG and Christmas can both be on (two extra cards a street), an incorrectly dealt ESG kept
    /// by everyone adds one more, and with pass the trash to a chosen player on every street every
    /// other player may pass their cards to the same one, emptying their own hands. What no deal
    /// can do is give a player a card that is on the board or at one of their own face-up places:
    /// at a showdown every table place and every own place of a player still in holds a card. So
    /// the bound is the deck less those places (and never less than what each seat is dealt).
    ///
    /// ```
    /// use cap::engine::game::catalogue::Catalogue;
    /// let game = Catalogue::builtin().get("holdem/high").unwrap();
    /// let holdem = game.rules(&Default::default()).unwrap();
    /// // 52 cards, 5 on the board: however the deal went, 47 at most.
    /// assert_eq!(holdem.most_hole_cards_at_showdown(6), 47);
    /// ```
    pub fn most_hole_cards_at_showdown(&self, n_seats: usize) -> usize {
        let own = self.positions.iter().filter(|p| p.scope == Scope::EachPlayer).count();
        let anyway = self.hole_card_count(n_seats).0;
        let deck = self.deck.card_count().saturating_sub(self.board_card_count() + own);
        // A game's fixed count above what the deck leaves is refused when the game is declared;
        // the bound never falls below what every seat is dealt.
        deck.max(anyway)
    }

    /// Hole cards each player is dealt with `n_players` at the table, before any extra cards, with
    /// the arithmetic in words ("52 cards, 16 board cards, 6 players: 6 each, 0 left over").
    pub fn hole_card_count(&self, n_players: usize) -> (usize, String) {
        let per_player = self.positions.iter().filter(|p| p.scope == Scope::EachPlayer).count();
        let deck = self.deck.card_count();
        let board = self.board_card_count();
        match self.hole_cards {
            HoleCards::Fixed(n) => (n, format!("{n} each (fixed by the game)")),
            HoleCards::DiscardDownTo { dealt, at_showdown } => {
                (dealt, format!("{dealt} each, discarded down to {at_showdown} by the river"))
            }
            HoleCards::MaxFromDeck => {
                let free = deck.saturating_sub(board + per_player * n_players);
                let each = free / n_players.max(1);
                let extra = if per_player > 0 {
                    format!(", {per_player} face-up {} each", Cards(per_player).noun())
                } else {
                    String::new()
                };
                (
                    each,
                    format!(
                        "{deck} cards, {board} board cards{extra}, {n_players} players: {each} each, {} left over",
                        free - each * n_players.max(1)
                    ),
                )
            }
        }
    }
}

impl From<Rules> for geometry::Drawing {
    fn from(rules: Rules) -> geometry::Drawing {
        rules.drawing()
    }
}

impl Game {
    /// Validates a declaration. Every combination of option choices is built once here, so a
    /// declaration error is found at load, never in the middle of a hand.
    pub fn new(spec: GameSpec) -> Result<Game, ValidateGameError> {
        let game = Game { spec };
        game.check_shape()?;
        for choices in game.every_choice() {
            game.build(&choices)?;
        }
        Ok(game)
    }

    pub fn spec(&self) -> &GameSpec {
        &self.spec
    }

    pub fn id(&self) -> &str {
        &self.spec.id
    }

    pub fn name(&self) -> &str {
        &self.spec.name
    }

    /// The rules of a hand with these option choices (missing options take their defaults).
    pub fn rules(&self, choices: &BTreeMap<String, String>) -> Result<Rules, OptionError> {
        let mut full = BTreeMap::new();
        for option in &self.spec.options {
            full.insert(option.key.clone(), option.choices[0].0.clone());
        }
        for (key, choice) in choices {
            let Some(option) = self.spec.options.iter().find(|o| &o.key == key) else {
                return Err(OptionError::UnknownOption {
                    game: self.spec.id.clone(),
                    option: key.clone(),
                    known: self.spec.options.iter().map(|o| o.key.clone()).collect(),
                });
            };
            if !option.choices.iter().any(|c| &c.0 == choice) {
                return Err(OptionError::UnknownChoice {
                    game: self.spec.id.clone(),
                    option: key.clone(),
                    choice: choice.clone(),
                    known: option.choices.iter().map(|c| c.0.clone()).collect(),
                });
            }
            full.insert(key.clone(), choice.clone());
        }
        let mut rules = self.build(&full).invariant("every choice was validated when the game was loaded");
        if catalogue::listed(&self.spec.id).is_none() {
            rules.declaration = Some(std::sync::Arc::new(self.spec.clone()));
        }
        Ok(rules)
    }

    /// Every refusal goes through here: the field (which can name a point's label) and the problem
    /// quote the declaration only as excerpts, so a link or a file with a huge name or position
    /// gets a short message in the designer, `cap` and the app alike (issue 36).
    fn error(&self, field: impl Into<String>, problem: impl Into<String>) -> ValidateGameError {
        use crate::engine::text::{excerpt, short_message};
        ValidateGameError {
            game: excerpt(&self.spec.id),
            field: short_message(&field.into()),
            problem: short_message(&problem.into()),
        }
    }

    /// Checks that do not depend on option choices.
    fn check_shape(&self) -> Result<(), ValidateGameError> {
        let s = &self.spec;
        principles::check_declared(s).map_err(|(field, problem)| self.error(field, problem))?;
        let id_ok = s.id.split('/').count() == 2
            && s.id.split('/').all(|part| {
                !part.is_empty()
                    && part.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            });
        if !id_ok {
            return Err(self.error("id", "must be kebab-case `layout/variant`"));
        }
        if s.name.trim().is_empty() {
            return Err(self.error("name", "is empty"));
        }
        if s.players.0 < 2 || s.players.0 > s.players.1 {
            return Err(self.error(
                "players",
                format!("({}, {}) is not a range of at least two players", s.players.0, s.players.1),
            ));
        }
        if s.points.is_empty() {
            return Err(self.error("points", "a game needs at least one point"));
        }
        // The hand's streets are the declared ones after the pre-flop deal.
        if let Some((field, problem)) = s.dealing.refusal_at(s.streets.len() + 1, s.players.1) {
            return Err(self.error(format!("dealing.{field}"), problem));
        }
        let mut seen = std::collections::BTreeSet::new();
        for p in &s.positions {
            if !seen.insert(p.id.as_str()) {
                return Err(self.error(format!("positions.{}", p.id), "the id is declared twice"));
            }
        }
        let mut keys = std::collections::BTreeSet::new();
        for o in &s.options {
            if o.choices.is_empty() {
                return Err(self.error(format!("options.{}", o.key), "has no choices"));
            }
            if !keys.insert(o.key.as_str()) {
                return Err(self.error(format!("options.{}", o.key), "is declared twice"));
            }
        }
        // Every condition names a declared option and only its choices.
        let unknown = |cond: &Condition| -> Option<String> {
            let option = s.options.iter().find(|o| o.key == cond.option);
            let bad =
                cond.choices.iter().find(|c| !option.is_some_and(|o| o.choices.iter().any(|k| &k.0 == *c)));
            bad.map(|c| format!("no option \"{}\" with choice \"{c}\"", cond.option))
        };
        let conditions = s
            .positions
            .iter()
            .flat_map(|p| {
                [("when", &p.when), ("shared_when", &p.shared_when)]
                    .map(|(f, c)| (format!("positions.{}.{f}", p.id), c))
            })
            .chain(s.streets.iter().map(|st| (format!("streets.{}.when", st.name), &st.when)))
            .chain(
                s.points
                    .iter()
                    .enumerate()
                    .map(|(i, p)| (principles::point_field(i, &p.label, "when"), &p.when)),
            );
        for (field, cond) in conditions {
            if let Some(problem) = cond.as_ref().and_then(unknown) {
                return Err(self.error(field, problem));
            }
        }
        for p in &s.positions {
            if p.shared_when.is_some() && p.scope != Scope::EachPlayer {
                return Err(self.error(
                    format!("positions.{}.shared_when", p.id),
                    "only a card in front of each player can be shared: a table card is everyone's",
                ));
            }
        }
        if let Some(short) = s.options.iter().find(|o| o.key == "short-hands") {
            if let Some(bad) = short.choices.iter().find(|c| !SHORT_HANDS_CHOICES.iter().any(|k| k.0 == c.0))
            {
                return Err(self
                    .error("options.short-hands", format!("\"{}\" is neither `count` nor `ignore`", bad.0)));
            }
        }
        if let Some(throws) = s.options.iter().find(|o| o.key == "throws") {
            if !matches!(s.hole_cards, HoleCards::DiscardDownTo { .. }) {
                return Err(self.error(
                    "options.throws",
                    "only a game that discards down (`hole_cards`: `discard-down-to`) throws cards",
                ));
            }
            if let Some(bad) = throws.choices.iter().find(|c| !THROWS_CHOICES.iter().any(|k| k.0 == c.0)) {
                return Err(self.error(
                    "options.throws",
                    format!("\"{}\" is neither `after-the-cards` nor `before-the-cards`", bad.0),
                ));
            }
        }
        if let Some(worth) = s.options.iter().find(|o| o.key == "side-pot-worth") {
            if let Some(bad) =
                worth.choices.iter().find(|c| !SIDE_POT_WORTH_CHOICES.iter().any(|k| k.0 == c.0))
            {
                return Err(self.error(
                    "options.side-pot-worth",
                    format!("\"{}\" is neither `every-picker` nor `pot-pickers`", bad.0),
                ));
            }
        }
        if let Some(odd) = s.options.iter().find(|o| o.key == "odd-chips") {
            let known = |c: &str| ODD_CHIPS_CHOICES.iter().any(|k| k.0 == c);
            if let Some(bad) = odd.choices.iter().find(|c| !known(&c.0)) {
                let names: Vec<&str> = ODD_CHIPS_CHOICES.iter().map(|k| k.0).collect();
                return Err(self.error(
                    "options.odd-chips",
                    format!(
                        "\"{}\" is not a rule for odd chips (the rules are: {})",
                        bad.0,
                        names.join(", ")
                    ),
                ));
            }
        }
        let uses_hand_low = s.points.iter().any(|p| p.ranking == PointRanking::TableHandLow);
        let has_low = s.options.iter().any(|o| o.key == "low");
        if uses_hand_low {
            let Some(hand_low) = s.options.iter().find(|o| o.key == "hand-low") else {
                return Err(self.error(
                    "options",
                    "a point uses the table's hand low, so the game needs a `hand-low` option",
                ));
            };
            let ok = |c: &str| low_ranking(c).is_some() || (c == SAME_LOW && has_low);
            if let Some(bad) = hand_low.choices.iter().find(|c| !ok(&c.0)) {
                let why = if bad.0 == SAME_LOW {
                    "the game has no `low` option to follow"
                } else {
                    "not a low type"
                };
                return Err(self.error("options.hand-low", format!("\"{}\": {why}", bad.0)));
            }
        }
        let uses_low = s.points.iter().any(|p| p.ranking == PointRanking::TableLow);
        if uses_low {
            let Some(low) = s.options.iter().find(|o| o.key == "low") else {
                return Err(
                    self.error("options", "a point uses the table's low, so the game needs a `low` option")
                );
            };
            if let Some(bad) = low.choices.iter().find(|c| low_ranking(&c.0).is_none()) {
                return Err(self.error("options.low", format!("\"{}\" is not a low type", bad.0)));
            }
        }
        Ok(())
    }

    /// Every combination of option choices.
    fn every_choice(&self) -> Vec<BTreeMap<String, String>> {
        let mut all = vec![BTreeMap::new()];
        for option in &self.spec.options {
            all = all
                .into_iter()
                .flat_map(|base| {
                    option.choices.iter().map(move |c| {
                        let mut m = base.clone();
                        m.insert(option.key.clone(), c.0.clone());
                        m
                    })
                })
                .collect();
        }
        all
    }

    /// Builds the rules for a full set of choices, checking everything that depends on them.
    fn build(&self, choices: &BTreeMap<String, String>) -> Result<Rules, ValidateGameError> {
        let s = &self.spec;
        let holds = |when: &Option<Condition>| when.as_ref().is_none_or(|c| c.holds(choices));
        let present = |p: &PositionSpec| holds(&p.when);
        let declared = |id: &str| s.positions.iter().any(|p| p.id == id);
        let kept: Vec<&PositionSpec> = s.positions.iter().filter(|p| present(p)).collect();

        // Streets: every id declared; every kept position dealt exactly once.
        let mut street_of = vec![None; kept.len()];
        let streets: Vec<&StreetSpec> = s.streets.iter().filter(|st| holds(&st.when)).collect();
        for (si, street) in streets.iter().enumerate() {
            for id in &street.deal {
                if !declared(id) {
                    return Err(
                        self.error(format!("streets.{}", street.name), format!("unknown position \"{id}\""))
                    );
                }
                if let Some(k) = kept.iter().position(|p| &p.id == id) {
                    if street_of[k].is_some() {
                        return Err(self
                            .error(format!("streets.{}", street.name), format!("\"{id}\" is dealt twice")));
                    }
                    street_of[k] = Some(si);
                }
            }
        }
        let mut positions = Vec::new();
        for (k, p) in kept.iter().enumerate() {
            let Some(street) = street_of[k] else {
                return Err(self.error(format!("positions.{}", p.id), "is never dealt on any street"));
            };
            let shared = p.shared_when.as_ref().is_some_and(|c| c.holds(choices));
            positions.push(Position { id: p.id.clone(), x: p.x, y: p.y, scope: p.scope, street, shared });
        }
        // Two table cards present together at one spot would be drawn one on the other: the
        // drawing spreads close spots apart (`geometry::place_rects`) but cannot part equal ones.
        let table: Vec<&Position> = positions.iter().filter(|p| p.scope == Scope::Table).collect();
        for (k, b) in table.iter().enumerate() {
            if let Some(a) = table[..k].iter().find(|a| a.x == b.x && a.y == b.y) {
                let with = if choices.is_empty() {
                    String::new()
                } else {
                    format!(" with options {}", choices_text(choices))
                };
                return Err(self.error(
                    format!("positions.{}", b.id),
                    format!(
                        "is drawn at x {}, y {}, where {} is{with}: two cards cannot sit in one place",
                        b.x, b.y, a.id
                    ),
                ));
            }
        }
        let locate = Locator { positions: &positions };
        let mut points = Vec::new();
        for (i, spec) in s.points.iter().enumerate().filter(|(_, p)| holds(&p.when)) {
            let field = |f: &str| principles::point_field(i, &spec.label, f);
            if let Some(j) = s.points[..i].iter().position(|p| p.label == spec.label && holds(&p.when)) {
                let with = if choices.is_empty() {
                    String::new()
                } else {
                    format!(" with options {}", choices_text(choices))
                };
                return Err(self.error(field("label"), format!("points[{j}] has the same label{with}")));
            }
            let ids = |list: &[String], f: &str| -> Result<Vec<usize>, ValidateGameError> {
                let mut out = Vec::new();
                for id in list {
                    if !declared(id) {
                        return Err(self.error(field(f), format!("unknown position \"{id}\"")));
                    }
                    out.extend(locate.index(id));
                }
                Ok(out)
            };
            let ranking = match spec.ranking {
                // The `short-hands` option decides for every plain high point.
                PointRanking::Fixed(Ranking::High(_))
                    if choices.get("short-hands").is_some_and(|c| c == "ignore") =>
                {
                    Ranking::High(HighOptions {
                        short_hand: ShortHands { straights_and_flushes: StraightsAndFlushes::Ignore },
                    })
                }
                PointRanking::Fixed(r) => r,
                PointRanking::TableLow => {
                    let choice =
                        choices.get("low").expect("checked: a game with a table low has a low option");
                    low_ranking(choice).expect("checked: every low choice is a low type")
                }
                PointRanking::TableHandLow => {
                    let mut choice = choices
                        .get("hand-low")
                        .expect("checked: a game with a table hand low has a hand-low option");
                    if choice == SAME_LOW {
                        choice = choices.get("low").expect("checked: `same` needs a low option");
                    }
                    low_ranking(choice).expect("checked: every hand-low choice is a low type or `same`")
                }
            };
            let source = match &spec.cards {
                PointCards::Board(combos) => {
                    for id in combo_ids(combos) {
                        if !declared(id) {
                            return Err(self.error(field("cards"), format!("unknown position \"{id}\"")));
                        }
                    }
                    geometry::check(combos, &locate).map_err(|why| self.error(field("cards"), why))?;
                    let derived = geometry::derive(combos, &locate);
                    if derived.is_empty() {
                        return Err(self.error(
                            field("cards"),
                            format!("no board combination with options {}", choices_text(choices)),
                        ));
                    }
                    if let Some(big) = derived.iter().find(|c| c.len() > 5) {
                        return Err(self.error(
                            field("cards"),
                            format!("a combination of {} is more than five", Count(big.len(), "card")),
                        ));
                    }
                    PointSource::Board(derived)
                }
                PointCards::HoldemStyle(list) => PointSource::HoldemStyle(ids(list, "cards")?),
                PointCards::Hand => PointSource::Hand,
            };
            let must_use = ids(&spec.must_use, "must_use")?;
            // "Must use the ring card" has no single card when the ring is shared.
            if let Some(&shared) = must_use.iter().find(|&&m| positions[m].shared) {
                return Err(self.error(
                    field("must_use"),
                    format!(
                        "\"{}\" is shared by every player, so it cannot be mandatory",
                        positions[shared].id
                    ),
                ));
            }
            if must_use.len() != spec.must_use.len() {
                return Err(self.error(
                    field("must_use"),
                    format!("a mandatory position is absent with options {}", choices_text(choices)),
                ));
            }
            // A point no hand can make is not a point: a mandatory card must be one the point's
            // hands may include (docs/declaration.md, "Validation").
            match &source {
                PointSource::Board(combos) => {
                    if !combos.iter().any(|c| must_use.iter().all(|m| c.contains(m))) {
                        return Err(self
                            .error(field("must_use"), "no board combination includes every mandatory card"));
                    }
                }
                PointSource::HoldemStyle(places) => {
                    if let Some(&m) = must_use.iter().find(|m| !places.contains(m)) {
                        return Err(self.error(
                            field("must_use"),
                            format!(
                                "\"{}\" is not one of the point's places, so no hand can include it",
                                positions[m].id
                            ),
                        ));
                    }
                }
                PointSource::Hand if !must_use.is_empty() => {
                    return Err(self.error(
                        field("must_use"),
                        "a hand point is the hole cards alone, so no hand can include a mandatory card",
                    ));
                }
                PointSource::Hand => {}
            }
            if let Worth::Points(0) = spec.worth {
                return Err(self.error(field("worth"), "a point must be worth something"));
            }
            let dead_ranks_from = ids(&spec.dead_ranks_from, "dead_ranks_from")?;
            // The bad boys are table cards: a card in front of each player shows a different rank
            // to each, so it names no rank dead for the table (docs/rules.md, "Good boys bad boys").
            if let Some(&own) = dead_ranks_from.iter().find(|&&d| positions[d].scope == Scope::EachPlayer) {
                return Err(self.error(
                    field("dead_ranks_from"),
                    format!(
                        "\"{}\" is a card in front of each player; dead ranks come from table cards",
                        positions[own].id
                    ),
                ));
            }
            points.push(Point {
                label: spec.label.clone(),
                ranking,
                source,
                must_use,
                worth: spec.worth,
                contest: spec.contest,
                dead_ranks_from,
            });
        }
        let rules = Rules {
            game_id: s.id.clone(),
            game_name: s.name.clone(),
            deck: s.deck,
            players: s.players,
            hole_cards: s.hole_cards,
            positions,
            streets: streets.iter().map(|st| st.name.clone()).collect(),
            points,
            payout: s.payout,
            options: choices.clone(),
            declaration: None,
            default_burns: 0,
        };
        let rules = Rules { default_burns: if s.dealing.burns { rules.burns() } else { 0 }, ..rules };
        principles::check_rules(&rules).map_err(|(field, problem)| self.error(field, problem))?;
        Ok(rules)
    }
}

/// Option choices as `{:?}` writes the map (`{"low": "a5"}`), without bringing the map's `Debug`
/// into the browser bundle.
fn choices_text(choices: &BTreeMap<String, String>) -> String {
    let pairs: Vec<String> = choices.iter().map(|(k, v)| format!("{k:?}: {v:?}")).collect();
    format!("{{{}}}", pairs.join(", "))
}

/// Every position id a combination rule names.
fn combo_ids(combos: &Combos) -> Vec<&String> {
    combos.lists().into_iter().flatten().collect()
}

struct Locator<'a> {
    positions: &'a [Position],
}

impl Locator<'_> {
    fn index(&self, id: &str) -> Option<usize> {
        self.positions.iter().position(|p| p.id == id)
    }
}

impl geometry::Locate for Locator<'_> {
    fn spot(&self, id: &str) -> Option<geometry::Spot> {
        let index = self.index(id)?;
        let p = &self.positions[index];
        Some(geometry::Spot { index, x: p.x, y: p.y })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_written_as_debug_writes_the_map() {
        let mut choices = BTreeMap::new();
        assert_eq!(choices_text(&choices), format!("{choices:?}"));
        choices.insert("low".to_string(), "a5".to_string());
        choices.insert("odd \"key\"".to_string(), "x\ny".to_string());
        assert_eq!(choices_text(&choices), format!("{choices:?}"));
    }
}
