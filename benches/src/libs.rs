//! One adapter per library: how to turn neutral cards into the library's own types (done before
//! timing) and how to ask it for a high value or an Omaha-style best-of.
//!
//! Each library is driven through its fastest public path for the job. aya_poker's `Hand`,
//! rs_poker's `SevenCardAccum` and CAP's `HighTally` are pre-accumulated hands: a card mask plus a
//! key that already holds the sum of the cards' rank keys and the suit counts, so evaluating one
//! is a flush test and one hash look-up. CAP's `CardSet` (the `CapSet` adapter, the showdown's
//! path) is only the card mask: its rank key is computed inside every evaluation. The high-hand
//! workloads that start from single cards fold them into each library's hand type inside the
//! timed loop, the same work for everyone (see `workloads.rs`).

use crate::deal::{rank, suit, Neutral};

/// What the workloads need from an evaluator. Values are returned as `u32` with "greater is
/// better"; values of different libraries are never compared with each other, only their orders.
pub trait Library {
    const NAME: &'static str;
    /// A single card, for the hand-written best-of loop.
    type Card: Copy;
    /// A hand of up to seven cards (or any number for CAP), accumulated.
    type Hand: Copy;
    /// The input of the library's own Omaha-style best-of.
    type Omaha;

    fn card(card: Neutral) -> Self::Card;
    /// The hand with no cards (what a fold over single cards starts from).
    fn empty() -> Self::Hand;
    fn hand(cards: &[Neutral]) -> Self::Hand;
    /// The hand with one more card (which must not be in it).
    fn add(hand: Self::Hand, card: Self::Card) -> Self::Hand;
    /// The value of the best five cards of a hand of five to seven cards.
    fn high(hand: &Self::Hand) -> u32;

    /// `Err(reason)` when the library's own best-of cannot take `n_hole` hole cards.
    fn omaha_supports(n_hole: usize) -> Result<(), &'static str>;
    fn omaha(hole: &[Neutral], board: &[Neutral]) -> Self::Omaha;
    /// The best value using exactly two hole cards and exactly three board cards.
    fn omaha_best(omaha: &Self::Omaha) -> u32;
}

/// CAP with `HighTally` hands (a card mask plus the rank-key sum and suit counts, the analogue of
/// the peers' pre-accumulated hands) for high values; `CardSet` and its best-of for Omaha.
pub struct Cap;

/// CAP through `CardSet` masks and `Ranking::High`, the path the showdown takes: the rank key is
/// derived from the mask inside every evaluation.
pub struct CapSet;

pub mod cap_api {
    //! The only place the benchmark touches CAP's API, so that API changes are a one-file edit.
    use cap::engine::card::{Card, Rank, Suit};
    use cap::engine::card_set::CardSet;
    use cap::engine::ranking::{BestHand, HighOptions, HighTally, Ranking};
    use cap::engine::select::{self, Selection};

    pub const HIGH: Ranking = Ranking::High(HighOptions {
        short_hand: cap::engine::ranking::ShortHands {
            straights_and_flushes: cap::engine::ranking::StraightsAndFlushes::Count,
        },
    });

    pub fn card(rank: u8, suit: u8) -> Card {
        // Neutral suits are clubs, diamonds, hearts, spades.
        let suit = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades][suit as usize];
        Card::new(Rank::ALL[rank as usize], suit)
    }

    /// The high value of a tallied hand.
    #[inline(always)]
    pub fn tally_high(tally: HighTally) -> u32 {
        tally.value().map_or(0, |value| value.bits())
    }

    /// The high value of any number of cards (the fast, value-only path).
    #[inline(always)]
    pub fn high(cards: CardSet) -> u32 {
        HIGH.value(cards).map_or(0, |value| value.bits())
    }

    /// The rule "exactly two hole cards with exactly three of this board", built once per board
    /// as the showdown does.
    pub fn omaha_selection(board: CardSet) -> Selection {
        Selection::omaha(board.subsets(3)).expect("triples of a board are three cards")
    }

    /// CAP's Omaha-style best-of, value only.
    #[inline(always)]
    pub fn omaha_best(hole: CardSet, selection: &Selection) -> u32 {
        best_of(HIGH, hole, selection).map_or(0, |best| best.value.bits())
    }

    /// The best hand under any ranking using exactly two of `hole` and one of the selection's
    /// board triples, with its cards (what the showdown needs).
    #[inline]
    pub fn best_of(ranking: Ranking, hole: CardSet, selection: &Selection) -> Option<BestHand> {
        select::best_hand(ranking, hole, selection)
    }
}

impl Library for Cap {
    const NAME: &'static str = "CAP";
    type Card = cap::engine::card::Card;
    type Hand = cap::engine::ranking::HighTally;
    type Omaha = <CapSet as Library>::Omaha;

    fn card(card: Neutral) -> Self::Card {
        cap_api::card(rank(card), suit(card))
    }
    #[inline(always)]
    fn empty() -> Self::Hand {
        Self::Hand::EMPTY
    }
    fn hand(cards: &[Neutral]) -> Self::Hand {
        cards.iter().fold(Self::empty(), |hand, &c| hand.with(Self::card(c)))
    }
    #[inline(always)]
    fn add(hand: Self::Hand, card: Self::Card) -> Self::Hand {
        hand.with(card)
    }
    #[inline(always)]
    fn high(hand: &Self::Hand) -> u32 {
        cap_api::tally_high(*hand)
    }
    fn omaha_supports(n_hole: usize) -> Result<(), &'static str> {
        CapSet::omaha_supports(n_hole)
    }
    fn omaha(hole: &[Neutral], board: &[Neutral]) -> Self::Omaha {
        CapSet::omaha(hole, board)
    }
    #[inline(always)]
    fn omaha_best(omaha: &Self::Omaha) -> u32 {
        CapSet::omaha_best(omaha)
    }
}

impl Library for CapSet {
    const NAME: &'static str = "CAP (CardSet)";
    type Card = cap::engine::card_set::CardSet;
    type Hand = cap::engine::card_set::CardSet;
    type Omaha = (cap::engine::card_set::CardSet, cap::engine::select::Selection);

    fn card(card: Neutral) -> Self::Card {
        cap::engine::card_set::CardSet::single(cap_api::card(rank(card), suit(card)))
    }
    #[inline(always)]
    fn empty() -> Self::Hand {
        Self::Hand::EMPTY
    }
    fn hand(cards: &[Neutral]) -> Self::Hand {
        cards.iter().fold(Self::Hand::EMPTY, |hand, &c| hand | Self::card(c))
    }
    #[inline(always)]
    fn add(hand: Self::Hand, card: Self::Card) -> Self::Hand {
        hand | card
    }
    #[inline(always)]
    fn high(hand: &Self::Hand) -> u32 {
        cap_api::high(*hand)
    }
    fn omaha_supports(_: usize) -> Result<(), &'static str> {
        Ok(())
    }
    fn omaha(hole: &[Neutral], board: &[Neutral]) -> Self::Omaha {
        (Self::hand(hole), cap_api::omaha_selection(Self::hand(board)))
    }
    #[inline(always)]
    fn omaha_best(omaha: &Self::Omaha) -> u32 {
        cap_api::omaha_best(omaha.0, &omaha.1)
    }
}

/// aya_poker 0.1.0: `poker_rank` on a `Hand`, `omaha_rank` for the best-of.
pub struct Aya;

impl Library for Aya {
    const NAME: &'static str = "aya_poker";
    type Card = aya_poker::base::Card;
    type Hand = aya_poker::base::Hand;
    type Omaha = (aya_poker::base::Hand, aya_poker::base::Hand);

    fn card(card: Neutral) -> Self::Card {
        use aya_poker::base::{Card, Rank, Suit};
        // aya's suits are clubs, diamonds, hearts, spades: the neutral order.
        let r = Rank::try_from(rank(card)).expect("rank in 0..13");
        let s = Suit::try_from(suit(card)).expect("suit in 0..4");
        Card::new(r, s)
    }
    #[inline(always)]
    fn empty() -> Self::Hand {
        aya_poker::base::Hand::new()
    }
    fn hand(cards: &[Neutral]) -> Self::Hand {
        cards.iter().map(|&c| Self::card(c)).collect()
    }
    #[inline(always)]
    fn add(mut hand: Self::Hand, card: Self::Card) -> Self::Hand {
        hand.insert_unchecked(&card);
        hand
    }
    #[inline(always)]
    fn high(hand: &Self::Hand) -> u32 {
        u32::from(aya_poker::poker_rank(hand).0)
    }
    fn omaha_supports(n_hole: usize) -> Result<(), &'static str> {
        if n_hole <= 7 {
            Ok(())
        } else {
            Err("`omaha_rank` copies the hole cards into a 7-slot buffer and panics with more")
        }
    }
    fn omaha(hole: &[Neutral], board: &[Neutral]) -> Self::Omaha {
        (Self::hand(hole), Self::hand(board))
    }
    #[inline(always)]
    fn omaha_best(omaha: &Self::Omaha) -> u32 {
        u32::from(aya_poker::omaha_rank(&omaha.0, &omaha.1).0)
    }
}

/// rs_poker 5.0.0: `SevenCardAccum` for high hands, `OmahaHand` for the best-of.
pub struct RsPoker;

fn rs_value(rank: rs_poker::core::Rank) -> u32 {
    (rank.category() as u32) << 12 | u32::from(rank.value_bits())
}

impl Library for RsPoker {
    const NAME: &'static str = "rs_poker";
    type Card = rs_poker::core::Card;
    type Hand = rs_poker::core::SevenCardAccum;
    type Omaha = rs_poker::omaha::OmahaHand;

    fn card(card: Neutral) -> Self::Card {
        use rs_poker::core::{Card, Suit, Value};
        let s = [Suit::Club, Suit::Diamond, Suit::Heart, Suit::Spade][suit(card) as usize];
        Card::new(Value::from(rank(card)), s)
    }
    #[inline(always)]
    fn empty() -> Self::Hand {
        rs_poker::core::SevenCardAccum::new()
    }
    fn hand(cards: &[Neutral]) -> Self::Hand {
        let mut acc = rs_poker::core::SevenCardAccum::new();
        for &c in cards {
            acc.add(Self::card(c));
        }
        acc
    }
    #[inline(always)]
    fn add(hand: Self::Hand, card: Self::Card) -> Self::Hand {
        hand + card
    }
    #[inline(always)]
    fn high(hand: &Self::Hand) -> u32 {
        rs_value(hand.rank())
    }
    fn omaha_supports(n_hole: usize) -> Result<(), &'static str> {
        if n_hole <= 7 {
            Ok(())
        } else {
            Err("`OmahaHand::new` accepts 2 to 7 hole cards (PLO4-PLO7) and returns an error above")
        }
    }
    fn omaha(hole: &[Neutral], board: &[Neutral]) -> Self::Omaha {
        use rs_poker::core::CardBitSet;
        let set = |cards: &[Neutral]| cards.iter().map(|&c| Self::card(c)).collect::<CardBitSet>();
        rs_poker::omaha::OmahaHand::new(set(hole), set(board)).expect("a valid PLO4-PLO7 deal")
    }
    #[inline(always)]
    fn omaha_best(omaha: &Self::Omaha) -> u32 {
        use rs_poker::core::Rankable;
        rs_value(omaha.rank())
    }
}
