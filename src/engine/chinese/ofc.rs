//! Open Face Chinese: rows built face up card by card, the standard royalties, the scoop bonus,
//! Fantasyland, and every pair of players scored.
//!
//! Invariants: an [`OfcHand`] is a value; dealing and placing return a new hand or an error that
//! names the cards, so a hand can never hold a row of more than its size, a card it was not dealt,
//! or a card twice. The deal goes five cards first (all placed), then one at a time (standard) or
//! three at a time keeping two and discarding one (Pineapple), until 13 cards are placed. Readings
//! are in `docs/rules.md`, "Open Face Chinese".

use std::fmt;

use super::compare::RowWinner;
use super::setting::{Row, RowHand, Setting};
use crate::engine::card::{Card, Rank};
use crate::engine::card_set::CardSet;
use crate::engine::ranking::Category;
use crate::engine::seating::PlayerRange;

/// How cards come after the first five.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OfcVariant {
    /// One card at a time.
    Standard,
    /// Three cards at a time: place two, discard one.
    Pineapple,
}

impl OfcVariant {
    /// How many players the variant seats: the one number the scorer's players list, the games
    /// list and the hand-file check all use. Standard takes 13 cards each (four players use 52);
    /// Pineapple 17 each, so three players use 51 of the 52.
    pub const fn players(self) -> PlayerRange {
        match self {
            OfcVariant::Standard => PlayerRange::new(2, 4),
            OfcVariant::Pineapple => PlayerRange::new(2, 3),
        }
    }
}

/// One player's open-face rows, partly or fully built.
///
/// ```
/// use cap::engine::chinese::ofc::{OfcHand, OfcVariant};
/// use cap::engine::chinese::setting::Row;
///
/// let hand = OfcHand::new(OfcVariant::Standard).deal("As Ah Kd 7c 2s".parse().unwrap()).unwrap();
/// let card = |t: &str| t.parse().unwrap();
/// let hand = hand
///     .place(&[(card("As"), Row::Back), (card("Ah"), Row::Back), (card("Kd"), Row::Middle),
///              (card("7c"), Row::Front), (card("2s"), Row::Front)], None)
///     .unwrap();
/// assert_eq!(hand.row(Row::Back).len(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OfcHand {
    variant: OfcVariant,
    rows: [CardSet; 3],
    /// Dealt and not yet placed or discarded.
    pending: CardSet,
    discards: CardSet,
}

impl OfcHand {
    /// An empty hand.
    pub fn new(variant: OfcVariant) -> OfcHand {
        OfcHand { variant, rows: [CardSet::EMPTY; 3], pending: CardSet::EMPTY, discards: CardSet::EMPTY }
    }

    /// The cards placed in `row` so far.
    pub fn row(&self, row: Row) -> CardSet {
        self.rows[row.index()]
    }

    /// Cards dealt and waiting to be placed.
    pub fn pending(&self) -> CardSet {
        self.pending
    }

    /// Cards discarded (Pineapple).
    pub fn discards(&self) -> CardSet {
        self.discards
    }

    fn placed(&self) -> CardSet {
        self.rows[0] | self.rows[1] | self.rows[2]
    }

    /// How many cards the next deal must be: 5 first, then 1 (standard) or 3 (Pineapple); 0 when
    /// all 13 are placed or cards are still waiting.
    pub fn next_deal_size(&self) -> usize {
        let placed = self.placed().len();
        if !self.pending.is_empty() || placed == 13 {
            0
        } else if placed == 0 {
            5
        } else {
            match self.variant {
                OfcVariant::Standard => 1,
                OfcVariant::Pineapple => 3,
            }
        }
    }

    /// The hand with `cards` dealt to it.
    pub fn deal(&self, cards: CardSet) -> Result<OfcHand, OfcError> {
        let error = |kind| OfcError { cards, kind };
        let expected = self.next_deal_size();
        if cards.len() != expected {
            return Err(error(OfcErrorKind::WrongDealSize { expected }));
        }
        if let Some(card) = (cards & (self.placed() | self.discards)).first() {
            return Err(error(OfcErrorKind::AlreadyHeld(card)));
        }
        Ok(OfcHand { pending: cards, ..*self })
    }

    /// The hand with the pending cards placed as given, and in Pineapple after the first five,
    /// the third card discarded. Every pending card must be placed or discarded.
    pub fn place(&self, placements: &[(Card, Row)], discard: Option<Card>) -> Result<OfcHand, OfcError> {
        let given = CardSet::from_cards(placements.iter().map(|p| p.0).chain(discard));
        let cards = given.unwrap_or(self.pending);
        let error = |kind| OfcError { cards, kind };
        if let Err(e) = given {
            return Err(error(OfcErrorKind::AlreadyHeld(e.card)));
        }
        if let Some(card) = (cards - self.pending).first() {
            return Err(error(OfcErrorKind::NotDealt(card)));
        }
        if let Some(card) = (self.pending - cards).first() {
            return Err(error(OfcErrorKind::NotPlaced(card)));
        }
        let must_discard = self.variant == OfcVariant::Pineapple && !self.placed().is_empty();
        if discard.is_some() != must_discard {
            return Err(error(OfcErrorKind::Discard { required: must_discard }));
        }
        let mut rows = self.rows;
        for &(card, row) in placements {
            rows[row.index()].insert(card);
            if rows[row.index()].len() > row.size() {
                return Err(error(OfcErrorKind::RowFull { row, card }));
            }
        }
        let discards = self.discards | discard.map_or(CardSet::EMPTY, CardSet::single);
        Ok(OfcHand { rows, pending: CardSet::EMPTY, discards, ..*self })
    }

    /// A Fantasyland hand (all its cards dealt at once, `FantasylandHand`): its setting and
    /// discards, all placed.
    pub fn fantasyland(variant: OfcVariant, setting: &Setting, discards: CardSet) -> OfcHand {
        let rows = Row::ALL.map(|row| setting.row(row).cards);
        OfcHand { variant, rows, pending: CardSet::EMPTY, discards }
    }

    /// The finished setting, once all 13 cards are placed.
    pub fn setting(&self) -> Option<Setting> {
        Setting::new(self.rows[0], self.rows[1], self.rows[2]).ok()
    }
}

/// A deal or placement that cannot be made, with the cards involved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OfcError {
    pub cards: CardSet,
    pub kind: OfcErrorKind,
}

/// What is wrong in an [`OfcError`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OfcErrorKind {
    /// The deal has the wrong number of cards (0: nothing can be dealt now).
    WrongDealSize { expected: usize },
    /// The card is already on the board, discarded, or given twice.
    AlreadyHeld(Card),
    /// The card was not dealt.
    NotDealt(Card),
    /// A dealt card was neither placed nor discarded.
    NotPlaced(Card),
    /// A discard is required (Pineapple after the first five) or not allowed.
    Discard { required: bool },
    /// The row has no room for the card.
    RowFull { row: Row, card: Card },
}

impl fmt::Display for OfcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.cards)?;
        match &self.kind {
            OfcErrorKind::WrongDealSize { expected: 0 } => write!(f, "no cards can be dealt now"),
            OfcErrorKind::WrongDealSize { expected } => write!(f, "the deal must be {expected} cards"),
            OfcErrorKind::AlreadyHeld(card) => write!(f, "{card} is already held or given twice"),
            OfcErrorKind::NotDealt(card) => write!(f, "{card} was not dealt"),
            OfcErrorKind::NotPlaced(card) => write!(f, "{card} was dealt but not placed"),
            OfcErrorKind::Discard { required: true } => write!(f, "one of the three cards must be discarded"),
            OfcErrorKind::Discard { required: false } => write!(f, "no card may be discarded now"),
            OfcErrorKind::RowFull { row, card } => write!(f, "the {row} is full, {card} does not fit"),
        }
    }
}

impl std::error::Error for OfcError {}

/// The standard royalty for one row (0 when it pays none).
///
/// Front: 66 = 1 up to AA = 9, 222 = 10 up to AAA = 22. Middle: trips 2, straight 4, flush 8, full
/// house 12, quads 20, straight flush 30, royal flush 50. Back: straight 2, flush 4, full house 6,
/// quads 10, straight flush 15, royal flush 25.
pub fn row_royalty(row: Row, hand: &RowHand) -> u32 {
    use Category::*;
    match (row, hand.category) {
        (Row::Front, Pair) => leading_rank(hand.cards).index().saturating_sub(Rank::Five.index()) as u32,
        (Row::Front, ThreeOfAKind) => 10 + leading_rank(hand.cards).index() as u32,
        (Row::Front, _) => 0,
        (_, StraightFlush) if hand.is_royal => [50, 25][(row == Row::Back) as usize],
        (Row::Middle, c) => match c {
            ThreeOfAKind => 2,
            Straight => 4,
            Flush => 8,
            FullHouse => 12,
            FourOfAKind => 20,
            StraightFlush => 30,
            _ => 0,
        },
        (Row::Back, c) => match c {
            Straight => 2,
            Flush => 4,
            FullHouse => 6,
            FourOfAKind => 10,
            StraightFlush => 15,
            _ => 0,
        },
    }
}

/// The rank that appears most often (the highest among equals).
fn leading_rank(cards: CardSet) -> Rank {
    Rank::ALL.iter().copied().max_by_key(|&r| (cards.of_rank(r).len(), r)).expect("thirteen ranks")
}

/// A setting's total royalty; a fouled setting earns none.
pub fn royalties(setting: &Setting) -> u32 {
    if setting.is_fouled() {
        return 0;
    }
    Row::ALL.iter().map(|&row| row_royalty(row, &setting.row(row))).sum()
}

/// Winning all three rows against an opponent: 3 more units (6 with the rows).
pub const SCOOP_BONUS: i64 = 3;

/// Two players' result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfcPairing {
    pub first: usize,
    pub second: usize,
    pub rows: [RowWinner; 3],
    /// Row points and the scoop bonus, to the first (negative: the first pays).
    pub rows_units: i64,
    /// The difference in royalties, to the first.
    pub royalty_units: i64,
}

impl OfcPairing {
    pub fn units(&self) -> i64 {
        self.rows_units + self.royalty_units
    }
}

/// Every pair of players scored, seats in the given order, and the net totals.
///
/// A fouled hand loses all three rows (and the scoop) to an unfouled one and earns no royalties;
/// two fouled hands pay each other nothing.
pub fn score_ofc(settings: &[Setting]) -> (Vec<OfcPairing>, Vec<i64>) {
    let n = settings.len();
    let mut pairings = Vec::new();
    let mut totals = vec![0i64; n];
    for a in 0..n {
        for b in a + 1..n {
            let rows = super::compare::compare_rows(&settings[a], &settings[b], None);
            let net: i64 = rows
                .iter()
                .map(|w| match w {
                    RowWinner::First => 1,
                    RowWinner::Second => -1,
                    RowWinner::Tie => 0,
                })
                .sum();
            let scoop = if net.abs() == 3 { net.signum() * SCOOP_BONUS } else { 0 };
            let royalty_units = royalties(&settings[a]) as i64 - royalties(&settings[b]) as i64;
            let pairing = OfcPairing { first: a, second: b, rows, rows_units: net + scoop, royalty_units };
            totals[a] += pairing.units();
            totals[b] -= pairing.units();
            pairings.push(pairing);
        }
    }
    (pairings, totals)
}

/// How many cards a Fantasyland hand is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FantasylandRule {
    /// QQ or better in front: 14 cards.
    Standard,
    /// Pineapple's progressive Fantasyland: QQ 14, KK 15, AA 16, trips 17.
    Progressive,
}

/// The number of cards a finished setting earns in Fantasyland: QQ or better in front without
/// fouling. `None` when it does not qualify.
pub fn fantasyland_cards(setting: &Setting, rule: FantasylandRule) -> Option<u8> {
    if setting.is_fouled() {
        return None;
    }
    let front = setting.row(Row::Front);
    let rank = leading_rank(front.cards);
    let cards = match (front.category, rule) {
        (Category::Pair, _) if rank < Rank::Queen => return None,
        (Category::Pair | Category::ThreeOfAKind, FantasylandRule::Standard) => 14,
        (Category::ThreeOfAKind, FantasylandRule::Progressive) => 17,
        (Category::Pair, FantasylandRule::Progressive) => 14 + (rank.index() - Rank::Queen.index()),
        _ => return None,
    };
    Some(cards)
}

/// What keeps a player in Fantasyland for another hand ("re-entry"). Tables differ, so it is an
/// option (`docs/rules.md`, "Open Face Chinese", Fantasyland).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StayRule {
    /// Trips in front, a full house or better in the middle, or quads or better in the back: the
    /// common reading, and the app's default.
    #[default]
    TripsFullHouseQuads,
    /// Only trips in front or quads or better in the back (the middle's full house does not count):
    /// the stricter tables.
    TripsOrQuads,
}

impl StayRule {
    /// Every rule, the default first: the hand file's choices and the screen's list.
    pub const ALL: [StayRule; 2] = [StayRule::TripsFullHouseQuads, StayRule::TripsOrQuads];

    /// The rule's name in the hand file.
    pub const fn id(self) -> &'static str {
        match self {
            StayRule::TripsFullHouseQuads => "trips-full-house-quads",
            StayRule::TripsOrQuads => "trips-or-quads",
        }
    }

    /// Whether `row`'s hand alone keeps the player in Fantasyland (monotone in the row's value, which
    /// the best-arrangement search relies on).
    pub fn row_stays(self, row: Row, category: Category) -> bool {
        use Category::*;
        match row {
            Row::Front => category == ThreeOfAKind,
            Row::Middle => {
                self == StayRule::TripsFullHouseQuads
                    && matches!(category, FullHouse | FourOfAKind | StraightFlush)
            }
            Row::Back => matches!(category, FourOfAKind | StraightFlush),
        }
    }
}

/// Whether a hand played in Fantasyland earns another: without fouling, one row as strong as
/// `rule` asks (`docs/rules.md`, "Open Face Chinese").
pub fn stays_in_fantasyland(setting: &Setting, rule: StayRule) -> bool {
    !setting.is_fouled() && Row::ALL.iter().any(|&row| rule.row_stays(row, setting.row(row).category))
}
