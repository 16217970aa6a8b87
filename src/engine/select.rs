//! Best-hand selection: which cards a player may combine for a point, and the best hand they make.
//!
//! The three showdown types of the guide plus hand points:
//! - **Omaha-style**: exactly two hole cards and exactly three board cards, the three being one of
//!   the point's allowed board combinations.
//! - **Make-5**: all the cards of one board line plus enough hole cards to make five.
//! - **Hold'em-style**: any mix of hole and board cards.
//! - **Hand only**: the hole cards alone (hand points).
//!
//! Any of them may name mandatory cards that the hand must include (e.g. Tilt).
//!
//! Invariants:
//! - A [`Selection`] is validated when it is built (Omaha combinations have exactly three cards,
//!   lines at most five), so [`best_hand`] never meets a malformed rule.
//! - The result keeps exactly the cards used, and the choice among equal hands is deterministic:
//!   the first in a fixed enumeration order (hole cards and board combinations in card order and
//!   given order), then the higher suits.
//! - The inner loops allocate nothing per combination: hole pairs and board triples are card masks
//!   prepared once, combined with an OR, and valued by the ranking's bitwise evaluator; the cards
//!   are recovered once, for the winner.

use std::fmt;

use super::card_set::CardSet;
use super::ranking::{badugi, low, BestHand, HandValue, LowRanking, Ranking};

/// How hole and board cards may be combined, before validation. See [`Selection`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectionRule {
    /// Exactly two hole cards plus one of these board combinations (each exactly three cards).
    Omaha { board_combos: Vec<CardSet> },
    /// All cards of one of these lines (each at most five cards) plus enough hole cards to make
    /// five.
    MakeFive { lines: Vec<CardSet> },
    /// Any mix of hole cards and the cards of one of these boards: one board, unless a position
    /// may hold any of several cards (a shared ring: one board per choice of its card, since a
    /// place holds one card, whoever's it is).
    HoldemStyle { boards: Vec<CardSet> },
    /// The hole cards alone.
    HandOnly,
}

/// A validated rule for making a hand, with the cards the hand must include.
///
/// ```
/// use cap::engine::card_set::CardSet;
/// use cap::engine::ranking::{HighOptions, Ranking};
/// use cap::engine::select::{best_hand, Selection};
///
/// let board: CardSet = "Ah Kh Qh 7c 2d".parse().unwrap();
/// let omaha = Selection::omaha(board.subsets(3)).unwrap();
/// let hole: CardSet = "Jh Th 9h 8h".parse().unwrap();
/// let high = Ranking::High(HighOptions::default());
///
/// // Exactly two hole cards: the royal flush is there, the four-heart hole is no help beyond it.
/// let best = best_hand(high, hole, &omaha).unwrap();
/// assert_eq!(high.describe(best.value), "Royal flush");
/// assert_eq!(best.cards.to_string(), "Ah Kh Qh Jh Th");
///
/// // Make-5 on a three-card line: the line plus two hole cards.
/// let line: CardSet = "7c 7d 2d".parse().unwrap();
/// let make_five = Selection::make_five([line]).unwrap();
/// let best = best_hand(high, "7h 2s 9c 3d".parse().unwrap(), &make_five).unwrap();
/// assert_eq!(high.describe(best.value), "Full house, sevens full of twos");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    rule: SelectionRule,
    must_use: CardSet,
}

/// Why a selection rule cannot be built, naming the offending cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelectionError {
    /// An Omaha board combination that is not exactly three cards.
    ComboNotThreeCards { combo: CardSet },
    /// A make-5 line with more than five cards, or none.
    LineSize { line: CardSet },
    /// Mandatory cards that no hand can include: more than five, or, for Omaha-style, more than
    /// five with at most two outside the board combinations.
    TooManyMandatory { must_use: CardSet },
}

impl fmt::Display for SelectionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SelectionError::ComboNotThreeCards { combo } => write!(
                f,
                "an Omaha-style board combination must have exactly three cards, not {} ({combo})",
                combo.len()
            ),
            SelectionError::LineSize { line } => {
                write!(f, "a make-5 line must have one to five cards, not {} ({line})", line.len())
            }
            SelectionError::TooManyMandatory { must_use } => {
                write!(f, "no hand can include all of the mandatory cards {must_use}")
            }
        }
    }
}

impl std::error::Error for SelectionError {}

impl Selection {
    /// Omaha-style: exactly two hole cards and one of `board_combos`, each exactly three cards.
    /// Repeated combinations are kept once.
    pub fn omaha(board_combos: impl IntoIterator<Item = CardSet>) -> Result<Selection, SelectionError> {
        let mut combos = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        for combo in board_combos {
            if combo.len() != 3 {
                return Err(SelectionError::ComboNotThreeCards { combo });
            }
            // A set, not a scan of the list: a shared ring expands into many repeats.
            if seen.insert(combo.bits()) {
                combos.push(combo);
            }
        }
        Ok(Selection::from_rule(SelectionRule::Omaha { board_combos: combos }))
    }

    /// Make-5: all the cards of one of `lines` (one to five cards each) and enough hole cards to
    /// make five. Repeated lines are kept once.
    pub fn make_five(lines: impl IntoIterator<Item = CardSet>) -> Result<Selection, SelectionError> {
        let mut kept = Vec::new();
        let mut seen = std::collections::BTreeSet::new();
        for line in lines {
            if line.is_empty() || line.len() > 5 {
                return Err(SelectionError::LineSize { line });
            }
            if seen.insert(line.bits()) {
                kept.push(line);
            }
        }
        Ok(Selection::from_rule(SelectionRule::MakeFive { lines: kept }))
    }

    /// Hold'em-style: any mix of hole cards and `board` cards.
    pub fn holdem_style(board: CardSet) -> Selection {
        Selection::holdem_style_one_of(vec![board])
    }

    /// Hold'em-style where the board is any one of `boards` (a shared position's choices).
    pub fn holdem_style_one_of(boards: Vec<CardSet>) -> Selection {
        Selection::from_rule(SelectionRule::HoldemStyle { boards })
    }

    /// A hand point: the hole cards alone.
    pub fn hand_only() -> Selection {
        Selection::from_rule(SelectionRule::HandOnly)
    }

    fn from_rule(rule: SelectionRule) -> Selection {
        Selection { rule, must_use: CardSet::EMPTY }
    }

    /// The same selection where every hand must include all of `cards` (hole or board cards).
    /// A player who cannot include them all makes no hand.
    pub fn with_must_use(self, cards: CardSet) -> Result<Selection, SelectionError> {
        if cards.len() > 5 {
            return Err(SelectionError::TooManyMandatory { must_use: cards });
        }
        Ok(Selection { must_use: cards, ..self })
    }

    /// How cards may be combined.
    /// Whether `hand` is a hand this selection allows a player holding `hole` to make: the
    /// combination rule (Omaha's two and three, a make-5 line and hole cards, hold'em-style's pool,
    /// the hole cards alone) and the mandatory cards. The teaching drills accept any such hand
    /// worth the best value, not only the cards the showdown picked.
    pub fn allows(&self, hole: CardSet, hand: CardSet) -> bool {
        let from_hole = hand & hole;
        let rest = hand - hole;
        let rule = match &self.rule {
            SelectionRule::Omaha { board_combos } => from_hole.len() == 2 && board_combos.contains(&rest),
            SelectionRule::MakeFive { lines } => lines.contains(&rest),
            SelectionRule::HoldemStyle { boards } => boards.iter().any(|&board| (rest - board).is_empty()),
            SelectionRule::HandOnly => rest.is_empty(),
        };
        rule && (self.must_use - hand).is_empty()
    }

    pub fn rule(&self) -> &SelectionRule {
        &self.rule
    }

    /// The cards every hand must include.
    pub fn must_use(&self) -> CardSet {
        self.must_use
    }
}

impl Selection {
    /// At most how many hands [`best_hand`] values for a player holding `hole` hole cards: the
    /// measure of a showdown's work that a game's validation bounds (`engine::game::cost`).
    pub fn work(&self, hole: usize) -> u128 {
        let must = self.must_use.len();
        match &self.rule {
            SelectionRule::Omaha { board_combos: sets } | SelectionRule::MakeFive { lines: sets } => {
                sum_work(sets.iter().map(|set| combination_work(hole, set.len())))
            }
            SelectionRule::HoldemStyle { boards } => {
                sum_work(boards.iter().map(|board| pool_work(hole + board.len(), must)))
            }
            SelectionRule::HandOnly => pool_work(hole, must),
        }
    }
}

fn sum_work(works: impl Iterator<Item = u128>) -> u128 {
    works.fold(0, u128::saturating_add)
}

/// Hands valued for one board combination of `board` cards with `hole` hole cards: every choice of
/// the hole cards that make it five, and about one more for building the combination.
pub fn combination_work(hole: usize, board: usize) -> u128 {
    binomial(hole, 5usize.saturating_sub(board)).saturating_add(1)
}

/// Hands valued for a pool of `pool` cards combined freely: the whole pool valued at once, or,
/// with `must` mandatory cards, every hand of up to five cards that includes them.
pub fn pool_work(pool: usize, must: usize) -> u128 {
    if must == 0 {
        return 1;
    }
    let rest = pool.saturating_sub(must);
    sum_work((0..=5usize.saturating_sub(must)).map(|j| binomial(rest, j)))
}

/// n choose k, saturating.
pub fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u128, |acc, i| acc.saturating_mul((n - i) as u128) / (i as u128 + 1))
}

/// The best hand `hole` can make under `ranking` and `selection`, with exactly the cards used, or
/// `None` if no legal hand qualifies (or the mandatory cards cannot all be included).
///
/// Hole cards may number anything a deck allows (twenty and more in heads-up multi-board games).
/// Hole cards that are also on the board are a caller error; such combinations are skipped.
///
/// ```
/// use cap::engine::card_set::CardSet;
/// use cap::engine::ranking::Ranking;
/// use cap::engine::select::{best_hand, Selection};
///
/// let board: CardSet = "Ah 2h 3c Kd Qs".parse().unwrap();
/// let hole: CardSet = "4s 5s Kc Kh 8d".parse().unwrap();
/// let low = Ranking::EightOrBetterLow;
/// let omaha = Selection::omaha(board.subsets(3)).unwrap();
/// let best = best_hand(low, hole, &omaha).unwrap();
/// assert_eq!(low.describe(best.value), "5-4-3-2-A low");
/// ```
pub fn best_hand(ranking: Ranking, hole: CardSet, selection: &Selection) -> Option<BestHand> {
    let must = selection.must_use;
    match &selection.rule {
        SelectionRule::Omaha { board_combos } => omaha(ranking, hole, board_combos, must),
        SelectionRule::MakeFive { lines } => make_five(ranking, hole, lines, must),
        SelectionRule::HoldemStyle { boards } => boards
            .iter()
            .filter_map(|&board| from_pool(ranking, hole | board, must))
            .reduce(|a, b| if b.value > a.value { b } else { a }),
        SelectionRule::HandOnly => from_pool(ranking, hole, must),
    }
}

/// The value of [`best_hand`]'s hand, without finding its cards where that saves work (a pool
/// combined freely is valued directly): what equity needs for each of many deals.
pub fn best_value(ranking: Ranking, hole: CardSet, selection: &Selection) -> Option<HandValue> {
    if selection.must_use.is_empty() {
        match &selection.rule {
            SelectionRule::HoldemStyle { boards } => {
                return boards.iter().filter_map(|&board| ranking.value(hole | board)).max();
            }
            SelectionRule::HandOnly => return ranking.value(hole),
            _ => {}
        }
    }
    best_hand(ranking, hole, selection).map(|best| best.value)
}

/// The best hand from a pool of cards that may be combined freely.
fn from_pool(ranking: Ranking, pool: CardSet, must: CardSet) -> Option<BestHand> {
    if must.is_empty() {
        return ranking.evaluate(pool);
    }
    best_containing(ranking, pool, must).map(|(raw, cards)| best(raw, cards))
}

fn best(raw: u32, cards: CardSet) -> BestHand {
    let value = HandValue::from_raw(raw).expect("a found hand has a value");
    BestHand { value, cards }
}

/// The best hand within `pool` that includes every card of `must`, by trying every hand of the
/// ranking's sizes that includes them (at most five cards, so this stays small).
fn best_containing(ranking: Ranking, pool: CardSet, must: CardSet) -> Option<(u32, CardSet)> {
    if !pool.is_superset(must) {
        return None;
    }
    let (least, most) = ranking.hand_sizes(pool.len());
    let rest = pool - must;
    let mut found: Option<(u32, CardSet)> = None;
    for size in (least.max(must.len())..=most).rev() {
        for extra in rest.subsets(size - must.len()) {
            let hand = extra | must;
            let raw = ranking.raw_value_exact(hand.bits());
            if raw != 0 && found.is_none_or(|(best, _)| raw > best) {
                found = Some((raw, hand));
            }
        }
    }
    found
}

/// Values 5-card pools (`bits` with exactly five cards) with the ranking's fastest evaluator,
/// dispatching on the ranking once, outside the loop. Returns the best raw value and its pool (the
/// first of equal values), stopping early at a value of `stop` or more.
fn best_pool(ranking: Ranking, pools: impl Iterator<Item = u64>, stop: u32) -> Option<(u32, u64)> {
    fn run(pools: impl Iterator<Item = u64>, stop: u32, value: impl Fn(u64) -> u32) -> Option<(u32, u64)> {
        let mut found: Option<(u32, u64)> = None;
        let mut best = 0;
        for bits in pools {
            let raw = value(bits);
            if raw > best {
                best = raw;
                found = Some((raw, bits));
                if raw >= stop {
                    break;
                }
            }
        }
        found
    }
    match ranking {
        Ranking::High(_) => run(pools, stop, super::ranking::five_card_high),
        _ => run(pools, stop, |bits| ranking.raw_value(bits)),
    }
}

/// Whether the ranking uses every card of a five-card pool, so that the pool's value is the
/// hand's value and the pool is the hand.
fn uses_whole_pool(ranking: Ranking) -> bool {
    !matches!(ranking, Ranking::Badugi | Ranking::ChineseFront)
}

fn omaha(ranking: Ranking, hole: CardSet, combos: &[CardSet], must: CardSet) -> Option<BestHand> {
    let must_hole = must & hole;
    let must_board = must - hole;
    if must_hole.len() > 2 {
        return None;
    }
    if let Ranking::High(_) = ranking {
        return omaha_high(hole, combos, must_hole, must_board);
    }
    if must.is_empty() {
        return omaha_by_combination(ranking, hole, combos);
    }
    let pairs: Vec<u64> =
        hole.subsets(2).filter(|pair| pair.is_superset(must_hole)).map(CardSet::bits).collect();
    let triples: Vec<u64> = combos
        .iter()
        .filter(|combo| combo.is_superset(must_board) && combo.is_disjoint(hole))
        .map(|combo| combo.bits())
        .collect();
    let pools = pairs.iter().flat_map(|&pair| triples.iter().map(move |&triple| pair | triple));
    five_card_pools(ranking, pools, must, u32::MAX)
}

/// Omaha-style without mandatory cards, one combination at a time: each is a make-5 line with
/// room for two hole cards, searched by [`first_best_pool`] where it can, else walked. The walk
/// over every pool takes pairs in the outer loop, so its pool is the best value's, then the
/// earliest pair's, then the earliest combination's.
fn omaha_by_combination(ranking: Ranking, hole: CardSet, combos: &[CardSet]) -> Option<BestHand> {
    let mut found: Option<(u32, u64, CardSet)> = None;
    for &combo in combos.iter().filter(|combo| combo.is_disjoint(hole)) {
        // The best hand of the combination and every hole card bounds its pools: below the best
        // so far, none of them can take over. Worth checking before a walk, and before a badugi's
        // search (the lows' searches cost less than a least-suits bound of many cards).
        let cannot_win = || found.is_some_and(|(best, _, _)| ranking.raw_value((combo | hole).bits()) < best);
        if ranking == Ranking::Badugi && cannot_win() {
            continue;
        }
        let first = match first_best_pool(ranking, hole, combo, 2) {
            Some(first) => first,
            None if cannot_win() => continue,
            None => {
                let pools = hole.subsets(2).map(|pair| (pair | combo).bits());
                best_pool(ranking, pools, u32::MAX).map(|(raw, pool)| (raw, pool & !combo.bits()))
            }
        };
        if let Some((raw, pair)) = first {
            if takes_over(found.map(|(best, first, _)| (best, first)), raw, pair) {
                found = Some((raw, pair, combo));
            }
        }
    }
    let (raw, pair, combo) = found?;
    pool_hand(ranking, raw, pair | combo.bits())
}

/// Omaha-style standard high: the same pools in the same order as the general path, valued by
/// the table look-up that adds a pair's key to a triple's, with nothing allocated for the usual
/// sizes (the pairs are enumerated in place, up to twenty triples are kept on the stack).
fn omaha_high(
    hole: CardSet,
    combos: &[CardSet],
    must_hole: CardSet,
    must_board: CardSet,
) -> Option<BestHand> {
    const STACK: usize = 20;
    let mut stack = [0u64; STACK];
    let mut count = 0;
    let mut heap = Vec::new();
    for combo in combos {
        if combo.is_superset(must_board) && combo.is_disjoint(hole) {
            if count < STACK {
                stack[count] = combo.bits();
            } else {
                if count == STACK {
                    heap.extend_from_slice(&stack);
                }
                heap.push(combo.bits());
            }
            count += 1;
        }
    }
    let triples = if count <= STACK { &stack[..count] } else { &heap[..] };
    // The hole's cards as single-bit masks in bit order: pairs (i, j), i < j, come in the order
    // of `CardSet::subsets(2)`.
    let mut cards = [0u64; 52];
    let mut n = 0;
    let mut rest = hole.bits();
    while rest != 0 {
        cards[n] = rest & rest.wrapping_neg();
        rest &= rest - 1;
        n += 1;
    }
    let cards = &cards[..n];
    let must = must_hole.bits();
    let pairs = (0..n)
        .flat_map(move |i| cards[i + 1..].iter().map(move |&c| cards[i] | c))
        .filter(move |&pair| pair & must == must);
    let (raw, bits) = super::ranking::best_high_pair_and_triple(pairs, triples)?;
    Some(best(raw, CardSet::from_bits(bits).expect("pools are unions of card sets")))
}

fn make_five(ranking: Ranking, hole: CardSet, lines: &[CardSet], must: CardSet) -> Option<BestHand> {
    let mut found: Option<BestHand> = None;
    // For rankings that value more than five cards as their best five, the value of a line with
    // every hole card bounds every pool of that line. A line whose bound cannot beat the best so
    // far is skipped, and a line's walk stops at the first pool that reaches its bound. Both keep
    // the answer exactly as the full walk gives it (the first pool of the best value, lines in
    // order), because a pool only ever replaces the best when it is strictly better.
    let bounded = uses_whole_pool(ranking);
    for &line in lines {
        if !line.is_disjoint(hole) || !(hole | line).is_superset(must) {
            continue;
        }
        let from_hole = 5 - line.len();
        let must_hole = must & hole;
        if must_hole.len() > from_hole {
            continue;
        }
        // A badugi (at most four cards) or a Chinese front (three) uses only part of its five-card
        // pool. When the line leaves room for at least that many hole cards, every such hand of
        // line and hole cards fits in some pool, so the best is simply the best of them all, with
        // no pools to walk (a bullseye line of one card with 20 hole cards has 4,845 of them).
        // Otherwise a badugi or a low may still find the walk's pool without walking.
        let hand_max = ranking.hand_sizes(usize::MAX).1;
        let direct = if !must.is_empty() {
            None
        } else if !uses_whole_pool(ranking) && from_hole >= hand_max && hole.len() >= from_hole {
            Some(ranking.evaluate(hole | line))
        } else {
            first_best_pool(ranking, hole, line, from_hole)
                .map(|pool| pool.and_then(|(raw, extra)| pool_hand(ranking, raw, extra | line.bits())))
        };
        let hand = match direct {
            Some(hand) => hand,
            None => {
                let mut stop = u32::MAX;
                if bounded {
                    let bound = ranking.raw_value((hole | line).bits());
                    match HandValue::from_raw(bound) {
                        None => continue,
                        Some(v) if found.is_some_and(|best| v <= best.value) => continue,
                        Some(_) => stop = bound,
                    }
                }
                let pools = (hole - must_hole)
                    .subsets(from_hole - must_hole.len())
                    .map(|extra| (extra | must_hole | line).bits());
                five_card_pools(ranking, pools, must, stop)
            }
        };
        if let Some(hand) = hand {
            if found.is_none_or(|best| hand.value > best.value) {
                found = Some(hand);
            }
        }
    }
    found
}

/// The best raw value among the pools of `line` and `from_hole` hole cards (a make-5 line, or an
/// Omaha board combination with two), and the hole cards of the first pool in the walk's order
/// that has it, found without walking the pools (a one-card line with 21 hole cards has 5,985),
/// so that the hand and its cards are exactly what the walk gives. `Some(None)`: no pool makes a
/// hand; `None`: there is no such search for this ranking and these cards, walk the pools.
fn first_best_pool(
    ranking: Ranking,
    hole: CardSet,
    line: CardSet,
    from_hole: usize,
) -> Option<Option<(u32, u64)>> {
    if hole.len() < from_hole {
        return Some(None);
    }
    match ranking {
        Ranking::Badugi => Some(badugi_first_pool(hole, line, from_hole)),
        _ => low_first_pool(ranking, hole, line, from_hole),
    }
}

/// Badugi for [`first_best_pool`].
///
/// Every pool of the best value holds one of the value's hands, and the first pool holding a
/// given hand takes its hole cards and then the lowest other hole cards (pools come in the
/// lexicographic order of their hole cards in bit order); so the walk's pool is the earliest of
/// those, one per hand of the value (at most 24).
fn badugi_first_pool(hole: CardSet, line: CardSet, from_hole: usize) -> Option<(u32, u64)> {
    let raw = badugi::value_with_at_most(line.bits(), hole.bits(), from_hole as u32);
    let mut first: Option<(u32, u64)> = None;
    badugi::each_hand(hole | line, raw, |hand| {
        let own = hand & hole;
        if let Some(more) = from_hole.checked_sub(own.len()) {
            let extra = own.bits() | lowest((hole - own).bits(), more);
            if takes_over(first, raw, extra) {
                first = Some((raw, extra));
            }
        }
        false
    });
    first
}

/// The lows (2-7, 6-2, 8-or-better, and least suits over them) for [`first_best_pool`], when the
/// best takes only ranks the line does not have (see [`low::make_five_ranks`]): every pool of the
/// best value then takes one hole card of each of the ranks found, so only those pools (at most
/// 4^4) are valued. An 8-or-better low is such a low or none at all; the others are walked
/// otherwise.
fn low_first_pool(
    ranking: Ranking,
    hole: CardSet,
    line: CardSet,
    from_hole: usize,
) -> Option<Option<(u32, u64)>> {
    let low = ranking.low()?;
    let Some(ranks) = low::make_five_ranks(line.bits(), hole.bits(), from_hole as u32, low) else {
        return (low == LowRanking::EightOrBetter).then_some(None);
    };
    let mut first: Option<(u32, u64)> = None;
    each_choice(hole.bits(), ranks, 0, &mut |extra| {
        let raw = ranking.raw_value(extra | line.bits());
        if takes_over(first, raw, extra) {
            first = Some((raw, extra));
        }
    });
    Some(first)
}

/// Calls `f` on `chosen` with each set of one of the `hole` cards of each rank in `ranks`.
fn each_choice(hole: u64, ranks: u32, chosen: u64, f: &mut impl FnMut(u64)) {
    if ranks == 0 {
        return f(chosen);
    }
    let mut cards = hole & 0x0001_0001_0001_0001 << ranks.trailing_zeros();
    while cards != 0 {
        let card = cards & cards.wrapping_neg();
        cards ^= card;
        each_choice(hole, ranks & (ranks - 1), chosen | card, f);
    }
}

/// Whether a pool of raw value `raw` and hole cards `extra` replaces `found` as the walk's first
/// pool of the best value: it is better, or as good and earlier.
fn takes_over(found: Option<(u32, u64)>, raw: u32, extra: u64) -> bool {
    found.is_none_or(|(best, first)| raw > best || raw == best && earlier(extra, first))
}

/// Whether the set of cards `a` comes before `b`, of as many cards, in the order of
/// [`CardSet::subsets`]: the earlier holds the lowest card they do not share.
fn earlier(a: u64, b: u64) -> bool {
    let diff = a ^ b;
    a & diff & diff.wrapping_neg() != 0
}

/// The hand a five-card pool of raw value `raw` makes: the pool itself, or the part of it
/// [`Ranking::evaluate`] picks for a badugi or a Chinese front.
fn pool_hand(ranking: Ranking, raw: u32, bits: u64) -> Option<BestHand> {
    let pool = CardSet::from_bits(bits).expect("pools are unions of card sets");
    if uses_whole_pool(ranking) {
        return Some(best(raw, pool));
    }
    ranking.evaluate(pool)
}

/// The `count` lowest bits of `bits`.
fn lowest(mut bits: u64, count: usize) -> u64 {
    let mut kept = 0;
    for _ in 0..count {
        let low = bits & bits.wrapping_neg();
        kept |= low;
        bits ^= low;
    }
    kept
}

/// The best hand among five-card pools, each of which must include `must`; the walk ends at the
/// first pool whose raw value reaches `stop` (`u32::MAX`: never), which is then the best.
fn five_card_pools(
    ranking: Ranking,
    pools: impl Iterator<Item = u64>,
    must: CardSet,
    stop: u32,
) -> Option<BestHand> {
    let must_bits = must.bits();
    let pools = pools.filter(move |&bits| bits & must_bits == must_bits);
    if uses_whole_pool(ranking) || must.is_empty() {
        let (raw, bits) = best_pool(ranking, pools, stop)?;
        return pool_hand(ranking, raw, bits);
    }
    // Badugi or a Chinese front inside five-card pools, with mandatory cards: the hand is part of
    // the pool, so search each pool for the best part that includes them.
    let mut found: Option<(u32, CardSet)> = None;
    for bits in pools {
        let pool = CardSet::from_bits(bits).expect("pools are unions of card sets");
        if let Some((raw, cards)) = best_containing(ranking, pool, must) {
            if found.is_none_or(|(best, _)| raw > best) {
                found = Some((raw, cards));
            }
        }
    }
    found.map(|(raw, cards)| best(raw, cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ranking::{DeuceSevenOptions, Wheel};

    #[test]
    fn work_counts_every_choice_of_hole_cards_once_per_kept_combination() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(32, 3), 4_960);
        assert_eq!(binomial(3, 5), 0);
        assert_eq!(binomial(9, 0), 1);
        let board: CardSet = "Ah Kh Qh 7c 2d".parse().unwrap();
        // Ten triples, a repeat kept once: each tried with the six pairs of four hole cards.
        let omaha = Selection::omaha(board.subsets(3).chain(board.subsets(3).take(1))).unwrap();
        assert_eq!(omaha.work(4), 10 * (6 + 1));
        let lines = Selection::make_five(["Ah Kh".parse().unwrap(), "Qh 7c 2d".parse().unwrap()]).unwrap();
        assert_eq!(lines.work(4), (4 + 1) + (6 + 1));
        assert_eq!(Selection::holdem_style(board).work(2), 1);
        // One mandatory card in a pool of nine: the hands of one to five cards holding it.
        let must = Selection::holdem_style(board).with_must_use("Ah".parse().unwrap()).unwrap();
        assert_eq!(must.work(4), 1 + 8 + 28 + 56 + 70);
        assert_eq!(Selection::hand_only().work(13), 1);
    }

    /// Make-5 the plain way: every pool of every line, the first of the best kept.
    fn full_walk(ranking: Ranking, hole: CardSet, lines: &[CardSet]) -> Option<BestHand> {
        let mut found: Option<BestHand> = None;
        for &line in lines.iter().filter(|l| l.is_disjoint(hole)) {
            let pools = hole.subsets(5 - line.len()).map(|extra| (extra | line).bits());
            if let Some(hand) = five_card_pools(ranking, pools, CardSet::EMPTY, u32::MAX) {
                if found.is_none_or(|best| hand.value > best.value) {
                    found = Some(hand);
                }
            }
        }
        found
    }

    /// A shuffled standard deck (xorshift from `state`).
    fn shuffled(state: &mut u64) -> Vec<crate::engine::card::Card> {
        let mut cards = crate::engine::card_set::Deck::Standard52.cards();
        for i in (1..cards.len()).rev() {
            *state ^= *state << 13;
            *state ^= *state >> 7;
            *state ^= *state << 17;
            cards.swap(i, (*state % (i as u64 + 1)) as usize);
        }
        cards
    }

    /// The rankings whose pools [`first_best_pool`] searches.
    const SEARCHED: [Ranking; 8] = [
        Ranking::Badugi,
        Ranking::EightOrBetterLow,
        Ranking::SixTwoLow,
        Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::AceHigh }),
        Ranking::DeuceSevenLow(DeuceSevenOptions { wheel: Wheel::Straight }),
        Ranking::LeastSuits(LowRanking::EightOrBetter),
        Ranking::LeastSuits(LowRanking::SixTwo),
        Ranking::LeastSuits(LowRanking::DeuceSeven(DeuceSevenOptions { wheel: Wheel::AceHigh })),
    ];

    /// Hole cards (1 to 22 with the rounds) and the rest of a shuffled deck. In two rounds of
    /// three the deck is first sorted so that the hole cards share few ranks and suits (many
    /// pools and hands tie, lows pair) or few suits (flushes).
    fn tie_prone_deal(state: &mut u64, round: usize) -> (CardSet, Vec<crate::engine::card::Card>) {
        let mut cards = shuffled(state);
        match round % 3 {
            1 => cards.sort_by_key(|c| (c.rank() as usize % 3, c.suit() as usize % 2)),
            2 => cards.sort_by_key(|c| c.suit() as usize % 2),
            _ => {}
        }
        let hole_count = 1 + round % 22;
        let hole = CardSet::from_cards(cards[..hole_count].iter().copied()).unwrap();
        (hole, cards.split_off(hole_count))
    }

    #[test]
    fn searched_make_five_reports_the_same_cards_as_the_full_walk() {
        // Lines of one to five cards, alone (each with the hole cards the line leaves room for,
        // fewer, or many) and together, the cards included.
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let (mut lines_searched, mut lines_walked) = (0, 0);
        for round in 0..1200 {
            let (hole, board) = tie_prone_deal(&mut state, round);
            let mut at = 0;
            let lines: Vec<CardSet> = (1..=5)
                .map(|size| {
                    at += size;
                    CardSet::from_cards(board[at - size..at].iter().copied()).unwrap()
                })
                .collect();
            for ranking in SEARCHED {
                for line in &lines {
                    let Some(direct) = first_best_pool(ranking, hole, *line, 5 - line.len()) else {
                        lines_walked += 1;
                        continue;
                    };
                    lines_searched += 1;
                    assert_eq!(
                        direct.and_then(|(raw, extra)| pool_hand(ranking, raw, extra | line.bits())),
                        full_walk(ranking, hole, &[*line]),
                        "{ranking}: {hole} / {line}"
                    );
                }
                // Together, past the lines of one card, where a badugi takes another shortcut.
                let lines: Vec<CardSet> = lines[1..].iter().rev().copied().collect();
                let selection = Selection::make_five(lines.clone()).unwrap();
                assert_eq!(
                    best_hand(ranking, hole, &selection),
                    full_walk(ranking, hole, &lines),
                    "{ranking}: {hole}"
                );
            }
        }
        // Both the search and the walk it falls back to are exercised.
        assert!(lines_searched > 10_000 && lines_walked > 1000, "{lines_searched} {lines_walked}");
    }

    #[test]
    fn searched_omaha_reports_the_same_cards_as_the_full_walk() {
        // Some of the three-card combinations of a nine-card board, in any order, after one that
        // holds a hole card (a caller error, skipped).
        let mut state = 0xD1B5_4A32_D192_ED03u64;
        for round in 0..1200 {
            let (hole, board) = tie_prone_deal(&mut state, round);
            let board = CardSet::from_cards(board[..9].iter().copied()).unwrap();
            let all: Vec<CardSet> = board.subsets(3).collect();
            let mut combos: Vec<CardSet> =
                (0..1 + round % 40).map(|k| all[(k * 37 + round * 11) % all.len()]).collect();
            let (combo, card) = (all[round % all.len()], hole.iter().nth(round % hole.len()).unwrap());
            combos.insert(0, (combo - CardSet::single(combo.iter().next().unwrap())) | CardSet::single(card));
            let selection = Selection::omaha(combos).unwrap();
            let SelectionRule::Omaha { board_combos } = selection.rule() else { unreachable!() };
            let triples: Vec<u64> =
                board_combos.iter().filter(|c| c.is_disjoint(hole)).map(|c| c.bits()).collect();
            // The others are walked one combination at a time.
            for ranking in SEARCHED.into_iter().chain([Ranking::Stripped32, Ranking::ChineseFront]) {
                let pools =
                    hole.subsets(2).flat_map(|pair| triples.iter().map(move |&triple| pair.bits() | triple));
                assert_eq!(
                    best_hand(ranking, hole, &selection),
                    five_card_pools(ranking, pools, CardSet::EMPTY, u32::MAX),
                    "{ranking}: {hole} / {board_combos:?}"
                );
            }
        }
    }

    #[test]
    fn bounded_make_five_reports_the_same_cards_as_the_full_walk() {
        // Skipping lines and stopping at a line's bound must change nothing, the cards included.
        let rankings = [
            Ranking::High(Default::default()),
            Ranking::EightOrBetterLow,
            Ranking::SixTwoLow,
            Ranking::DeuceSevenLow(DeuceSevenOptions::default()),
            Ranking::LeastSuits(LowRanking::SixTwo),
            Ranking::LeastSuits(LowRanking::EightOrBetter),
        ];
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        for round in 0..300 {
            let cards = shuffled(&mut state);
            let hole_count = [4, 8, 14, 21][round % 4];
            let hole = CardSet::from_cards(cards[..hole_count].iter().copied()).unwrap();
            let board = &cards[hole_count..hole_count + 10];
            // Bullseye-like lines: single cards, a pair, and three-card rows.
            let lines: Vec<CardSet> = [&board[0..1], &board[1..2], &board[0..2], &board[2..5], &board[5..8]]
                .iter()
                .map(|l| CardSet::from_cards(l.iter().copied()).unwrap())
                .collect();
            for ranking in rankings {
                let selection = Selection::make_five(lines.clone()).unwrap();
                assert_eq!(
                    best_hand(ranking, hole, &selection),
                    full_walk(ranking, hole, &lines),
                    "{ranking} {hole}"
                );
            }
        }
    }
}
