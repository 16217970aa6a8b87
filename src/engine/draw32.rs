//! 32-card draw: the showdown with suit tie-breaks, the blinds, the bet limits of limit, pot-limit
//! and no-limit games, and the Parole split. (Dealing the draw, and running out of cards, belong to
//! the dealing module.)
//!
//! Invariants: chips are whole numbers; a [`Table`] is validated once (two to five players, the
//! dealer at the table, a positive small blind) and every figure is derived from it, so the big
//! blind is always twice the small and the over blind, present exactly with four or five players,
//! twice the big. Readings are in `docs/rules.md`, "32-card draw".

use std::fmt;

use super::card::Card;
use super::card_set::{CardSet, Deck};
use super::pot::SeatOrder;
use super::ranking::{Category, HandValue, Ranking};
use super::seating::PlayerRange;

/// 32-card draw is played by two to five players (five cards each and draws from 32 cards).
pub const PLAYERS: PlayerRange = PlayerRange::new(2, 5);

/// The betting structure.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Structure {
    Limit,
    PotLimit,
    NoLimit,
}

/// The two betting rounds: before and after the draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Round {
    First,
    Second,
}

/// The largest small blind, 2^46: the over blind is four of it, a limit bet in the second round
/// eight, and a pot-limit raise at most the blinds and calls of five players, so every figure stays
/// within `engine::amount::MAX_MONEY` (2^52) and none can wrap.
pub const MAX_SMALL_BLIND: u64 = crate::engine::amount::MAX_MONEY >> 6;

/// Which blind a seat posts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BlindKind {
    Small,
    Big,
    /// Twice the big blind, with four or five players.
    Over,
}

/// One posted blind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Blind {
    pub seat: usize,
    pub kind: BlindKind,
    pub chips: u64,
}

/// A 32-card draw table: seats, dealer, stakes and structure, validated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    n_players: usize,
    dealer: usize,
    small_blind: u64,
    structure: Structure,
}

/// A table or showdown that is not valid, with what was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Draw32Error {
    /// The game is for two to five players.
    PlayerCount(usize),
    DealerOutOfRange {
        dealer: usize,
        n_players: usize,
    },
    /// The small blind is more than [`MAX_SMALL_BLIND`].
    SmallBlindTooLarge(u64),
    /// The small blind must be at least one chip.
    ZeroSmallBlind,
    /// A showdown hand is not five cards.
    HandSize {
        seat: usize,
        cards: CardSet,
    },
    /// A card below seven is not in the 32-card deck.
    NotInDeck {
        seat: usize,
        card: Card,
    },
    /// Two seats show the same card.
    SharedCard {
        card: Card,
        seats: [usize; 2],
    },
    /// Nobody is left to show down.
    NoHands,
}

impl fmt::Display for Draw32Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Draw32Error::PlayerCount(n) => {
                write!(f, "{}: 32-card draw is for two to five", crate::engine::card::Count(*n, "player"))
            }
            Draw32Error::DealerOutOfRange { dealer, n_players } => {
                write!(f, "the dealer is seat {dealer}, but there are only {n_players} seats")
            }
            Draw32Error::ZeroSmallBlind => write!(f, "the small blind must be at least one chip"),
            Draw32Error::SmallBlindTooLarge(blind) => write!(
                f,
                "the small blind {blind} is too large: it can be up to 2^46 (70,368,744,177,664), so that \
                 every blind, bet and pot limit stays within 2^52"
            ),
            Draw32Error::HandSize { seat, cards } => {
                write!(
                    f,
                    "seat {seat} shows {} ({cards}): a hand is five cards",
                    crate::engine::card::Count(cards.len(), "card")
                )
            }
            Draw32Error::NotInDeck { seat, card } => {
                write!(f, "seat {seat} shows {card}, which is not in the 32-card deck (sevens up)")
            }
            Draw32Error::SharedCard { card, seats: [a, b] } => {
                write!(f, "{card} is shown by seat {a} and seat {b}")
            }
            Draw32Error::NoHands => write!(f, "nobody is left to show a hand"),
        }
    }
}

impl std::error::Error for Draw32Error {}

/// The limits on one betting action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BetLimits {
    /// The smallest bet when nobody has bet this round (in limit, the only bet size).
    pub min_bet: u64,
    /// The largest bet or raise, when there is a fixed one (limit: the bet size).
    pub fixed_size: Option<u64>,
    /// How many bets a round allows (limit: a bet and three raises); `None` for no cap.
    pub max_bets: Option<u8>,
}

/// The pot-limit maximum, worked out for the dealer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PotLimitMax {
    /// What the player must put in to call.
    pub call: u64,
    /// The largest raise on top of the call.
    pub raise: u64,
    /// Call plus raise: the most the player may put in now.
    pub total: u64,
    /// The arithmetic in words.
    pub words: String,
}

impl Table {
    /// A table of `n_players` (2 to 5) with the dealer at `dealer`, blinds from `small_blind`.
    ///
    /// ```
    /// use cap::engine::draw32::{BlindKind, Structure, Table};
    ///
    /// let table = Table::new(4, 0, 3, Structure::Limit).unwrap();
    /// let blinds: Vec<(usize, BlindKind, u64)> = table.blinds().iter().map(|b| (b.seat, b.kind, b.chips)).collect();
    /// assert_eq!(blinds, [(1, BlindKind::Small, 3), (2, BlindKind::Big, 6), (3, BlindKind::Over, 12)]);
    /// ```
    pub fn new(
        n_players: usize,
        dealer: usize,
        small_blind: u64,
        structure: Structure,
    ) -> Result<Table, Draw32Error> {
        if !PLAYERS.contains(n_players) {
            return Err(Draw32Error::PlayerCount(n_players));
        }
        if dealer >= n_players {
            return Err(Draw32Error::DealerOutOfRange { dealer, n_players });
        }
        if small_blind == 0 {
            return Err(Draw32Error::ZeroSmallBlind);
        }
        if small_blind > MAX_SMALL_BLIND {
            return Err(Draw32Error::SmallBlindTooLarge(small_blind));
        }
        Ok(Table { n_players, dealer, small_blind, structure })
    }

    fn seat_after_dealer(&self, k: usize) -> usize {
        (self.dealer + k) % self.n_players
    }

    /// Whether the table plays an over blind (four or five players).
    pub fn has_over_blind(&self) -> bool {
        self.n_players >= 4
    }

    /// The blinds: small left of the dealer, big next, over next with four or five players. Heads
    /// up, the dealer's opponent posts the small blind and the dealer the big.
    pub fn blinds(&self) -> Vec<Blind> {
        let mut blinds = vec![
            Blind { seat: self.seat_after_dealer(1), kind: BlindKind::Small, chips: self.small_blind },
            Blind { seat: self.seat_after_dealer(2), kind: BlindKind::Big, chips: 2 * self.small_blind },
        ];
        if self.has_over_blind() {
            blinds.push(Blind {
                seat: self.seat_after_dealer(3),
                kind: BlindKind::Over,
                chips: 4 * self.small_blind,
            });
        }
        blinds
    }

    /// The largest blind: the over blind with four or five players, else the big blind.
    pub fn largest_blind(&self) -> u64 {
        if self.has_over_blind() {
            4 * self.small_blind
        } else {
            2 * self.small_blind
        }
    }

    /// The seat that acts first in the round: left of the largest blind (the draw itself starts
    /// left of the dealer, which is the dealing module's). `in_hand[seat]` says who has not folded;
    /// the second round starts with the first player still in.
    pub fn first_to_act(&self, in_hand: &[bool]) -> Option<usize> {
        let last_blind = self.blinds().last().expect("two blinds at least").seat;
        (1..=self.n_players)
            .map(|k| (last_blind + k) % self.n_players)
            .find(|&s| in_hand.get(s).copied().unwrap_or(false))
    }

    /// The limits of a round. Limit: bets and raises are the largest blind in the first round and
    /// twice it in the second, at most four bets a round. Pot limit and no limit: the smallest bet
    /// is the largest blind in both rounds, and a raise is at least the last bet or raise.
    pub fn limits(&self, round: Round) -> BetLimits {
        let unit = self.largest_blind();
        match self.structure {
            Structure::Limit => {
                let size = if round == Round::First { unit } else { 2 * unit };
                BetLimits { min_bet: size, fixed_size: Some(size), max_bets: Some(4) }
            }
            Structure::PotLimit | Structure::NoLimit => {
                BetLimits { min_bet: unit, fixed_size: None, max_bets: None }
            }
        }
    }
}

/// The most a player may put in under pot limit, as the document works it out: the raise may be
/// as large as the pot when the action reaches the player (every bet before them included), on
/// top of their call. Pot 10, a bet of 10, then the next player may call 10 and raise 20: 30 in.
///
/// ```
/// use cap::engine::draw32::pot_limit_max;
///
/// let max = pot_limit_max(20, 10);
/// assert_eq!((max.call, max.raise, max.total), (10, 20, 30));
/// assert_eq!(max.words, "call 10, then raise by the pot of 20: put in 30");
/// ```
pub fn pot_limit_max(pot: u64, to_call: u64) -> PotLimitMax {
    PotLimitMax {
        call: to_call,
        raise: pot,
        total: to_call + pot,
        words: format!("call {to_call}, then raise by the pot of {pot}: put in {}", to_call + pot),
    }
}

/// The best hands at showdown: `hands[i] = (seat, five cards)`. Returns the winning seats (more
/// than one only if hands are equal even by suit).
pub fn showdown(hands: &[(usize, CardSet)]) -> Result<Vec<usize>, Draw32Error> {
    let deck = Deck::Stripped32.full();
    let mut seen = CardSet::EMPTY;
    let mut best: Option<HandValue> = None;
    let mut winners = Vec::new();
    for &(seat, cards) in hands {
        if cards.len() != 5 {
            return Err(Draw32Error::HandSize { seat, cards });
        }
        if let Some(card) = (cards - deck).first() {
            return Err(Draw32Error::NotInDeck { seat, card });
        }
        if let Some(card) = (cards & seen).first() {
            let other = hands.iter().find(|(_, c)| c.contains(card)).map_or(seat, |h| h.0);
            return Err(Draw32Error::SharedCard { card, seats: [other, seat] });
        }
        seen |= cards;
        let value = Ranking::Stripped32.value(cards);
        if value > best {
            best = value;
            winners.clear();
        }
        if value == best {
            winners.push(seat);
        }
    }
    if winners.is_empty() {
        return Err(Draw32Error::NoHands);
    }
    Ok(winners)
}

/// The Parole split: everyone still in agreed on the second round, so the pot is shared equally;
/// the odd chips go one each clockwise from the dealer's left (`docs/rules.md`, "Chopping pots").
/// Returns `(seat, chips)` in that order.
pub fn parole_split(table: &Table, pot: u64, in_hand: &[bool]) -> Vec<(usize, u64)> {
    let mut seats: Vec<usize> =
        (0..table.n_players).filter(|&s| in_hand.get(s).copied().unwrap_or(false)).collect();
    SeatOrder { n_seats: table.n_players, button: table.dealer }.sort(&mut seats);
    let n = seats.len() as u64;
    if n == 0 {
        return Vec::new();
    }
    seats.iter().enumerate().map(|(i, &s)| (s, pot / n + u64::from((i as u64) < pot % n))).collect()
}

/// One hand at a 32-card showdown, described.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownHand {
    pub seat: usize,
    pub cards: CardSet,
    /// "Pair of kings (ace of hearts kicker)".
    pub description: String,
    pub wins: bool,
}

/// A showdown with its explanation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    /// In the order given.
    pub hands: Vec<ShownHand>,
    pub winners: Vec<usize>,
    /// When the winner equals another hand in rank and the suit decided: which card's suit, and
    /// the seats it beat.
    pub suit_tie_break: Option<SuitTieBreak>,
}

/// How a suit decided between hands equal in rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SuitTieBreak {
    /// The seats the winner beat on suit alone.
    pub beaten: Vec<usize>,
    /// "the suit of the highest kicker" or "the suit of the highest card".
    pub which_card: &'static str,
}

impl SuitTieBreak {
    /// The order of suits, highest first, as the document lists it.
    pub const ORDER: &'static str = "hearts > diamonds > clubs > spades";
}

/// [`showdown`] with every hand described and, when hands equal in rank were split by suit, which
/// card's suit decided.
///
/// ```
/// use cap::engine::draw32::explain_showdown;
///
/// let a = "Kh Kd Jh Jd 9s".parse().unwrap();
/// let b = "Ks Kc Js Jc 9h".parse().unwrap();
/// let shown = explain_showdown(&[(0, a), (1, b)]).unwrap();
/// assert_eq!(shown.winners, [1]);
/// let tie = shown.suit_tie_break.unwrap();
/// assert_eq!((tie.beaten, tie.which_card), (vec![0], "the suit of the highest kicker"));
/// ```
pub fn explain_showdown(hands: &[(usize, CardSet)]) -> Result<Explained, Draw32Error> {
    let winners = showdown(hands)?;
    let ranking = Ranking::Stripped32;
    let value = |cards: CardSet| ranking.value(cards).expect("showdown checked five deck cards");
    let best = value(hands.iter().find(|h| h.0 == winners[0]).expect("a winner shows a hand").1);
    let beaten: Vec<usize> = hands
        .iter()
        .filter(|(seat, cards)| {
            !winners.contains(seat)
                && super::ranking::stripped_without_suit(value(*cards))
                    == super::ranking::stripped_without_suit(best)
        })
        .map(|h| h.0)
        .collect();
    let which_card = match ranking.category(best) {
        Category::Pair | Category::TwoPair => "the suit of the highest kicker",
        _ => "the suit of the highest card",
    };
    let shown = hands
        .iter()
        .map(|&(seat, cards)| ShownHand {
            seat,
            cards,
            description: ranking.describe(value(cards)),
            wins: winners.contains(&seat),
        })
        .collect();
    let suit_tie_break = (!beaten.is_empty()).then_some(SuitTieBreak { beaten, which_card });
    Ok(Explained { hands: shown, winners, suit_tie_break })
}

impl Table {
    /// The pot-limit maximum for the dealer in the first round, when every player who acts before
    /// the dealer just calls the largest blind: the pot then holds the blinds and those calls, and
    /// the dealer may call and raise by that pot (`docs/rules.md`, "32-card draw").
    ///
    /// ```
    /// use cap::engine::draw32::{Structure, Table};
    ///
    /// // Five players, blinds 1/2/4: seat 4 calls 4, so the pot is 11 when the dealer acts.
    /// let max = Table::new(5, 0, 1, Structure::PotLimit).unwrap().dealer_pot_limit_max();
    /// assert_eq!((max.call, max.raise, max.total), (4, 11, 15));
    /// ```
    pub fn dealer_pot_limit_max(&self) -> PotLimitMax {
        let largest = self.largest_blind();
        let blinds = self.blinds();
        let posted = |seat: usize| blinds.iter().filter(|b| b.seat == seat).map(|b| b.chips).sum::<u64>();
        let mut pot: u64 = blinds.iter().map(|b| b.chips).sum();
        let first = self.first_to_act(&vec![true; self.n_players]).expect("everyone is in");
        let mut seat = first;
        while seat != self.dealer {
            pot += largest - posted(seat);
            seat = (seat + 1) % self.n_players;
        }
        pot_limit_max(pot, largest - posted(self.dealer))
    }

    pub fn n_players(&self) -> usize {
        self.n_players
    }

    pub fn dealer(&self) -> usize {
        self.dealer
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(text: &str) -> CardSet {
        text.parse().unwrap()
    }

    #[test]
    fn rules_blinds_two_or_three_players_small_and_big_only() {
        let table = Table::new(3, 2, 1, Structure::Limit).unwrap();
        let blinds: Vec<_> = table.blinds().iter().map(|b| (b.seat, b.kind, b.chips)).collect();
        assert_eq!(blinds, [(0, BlindKind::Small, 1), (1, BlindKind::Big, 2)]);
        // Heads up the dealer posts the big blind.
        let heads_up = Table::new(2, 0, 1, Structure::NoLimit).unwrap();
        assert_eq!(heads_up.blinds()[1].seat, 0);
    }

    #[test]
    fn rules_limit_one_two_bets_one_then_two_without_over_blind_two_then_four_with_it() {
        // The document's 1/2 limit game counted in half units: small blind 1, big 2 (the lower
        // limit), over 4. Bets are 2 then 4 without the over blind, 4 then 8 with it.
        let three = Table::new(3, 0, 1, Structure::Limit).unwrap();
        assert_eq!(
            three.limits(Round::First),
            BetLimits { min_bet: 2, fixed_size: Some(2), max_bets: Some(4) }
        );
        let bet = |t: Table, r| t.limits(r).min_bet;
        assert_eq!((bet(three, Round::First), bet(three, Round::Second)), (2, 4));
        let five = Table::new(5, 0, 1, Structure::Limit).unwrap();
        assert_eq!((bet(five, Round::First), bet(five, Round::Second)), (4, 8));
    }

    #[test]
    fn rules_no_limit_minimum_bet_is_the_big_blind_or_the_over_blind_in_both_rounds() {
        let three = Table::new(3, 0, 1, Structure::NoLimit).unwrap();
        assert_eq!(three.limits(Round::Second), BetLimits { min_bet: 2, fixed_size: None, max_bets: None });
        let four = Table::new(4, 0, 1, Structure::PotLimit).unwrap();
        assert_eq!(four.limits(Round::First).min_bet, 4);
    }

    #[test]
    fn rules_pot_limit_example_pot_10_bet_10_call_10_raise_20() {
        let max = pot_limit_max(10 + 10, 10);
        assert_eq!(max.total, 30);
    }

    #[test]
    fn first_to_act_is_left_of_the_over_blind_and_skips_folded_players() {
        let table = Table::new(5, 0, 1, Structure::NoLimit).unwrap();
        assert_eq!(table.first_to_act(&[true; 5]), Some(4));
        assert_eq!(table.first_to_act(&[true, true, false, true, false]), Some(0));
    }

    #[test]
    fn rules_flush_beats_full_house_and_equal_ranks_are_split_by_suit() {
        let flush = hand("8c Tc Jc Kc Ac");
        let full = hand("Td Th Ts Jd Js");
        assert_eq!(showdown(&[(0, full), (1, flush)]).unwrap(), [1]);
        // Two kings and two jacks each: the kicker's suit decides (hearts over spades).
        let a = hand("Kh Kd Jh Jd 9s");
        let b = hand("Ks Kc Js Jc 9h");
        assert_eq!(showdown(&[(0, a), (1, b)]).unwrap(), [1]);
        // A-7-8-9-T is the lowest straight.
        assert_eq!(showdown(&[(0, hand("As 7d 8h 9c Ts")), (1, hand("7h 8d 9s Td Jc"))]).unwrap(), [1]);
    }

    #[test]
    fn showdown_errors_name_the_seat_and_card() {
        let err = showdown(&[(0, hand("As Kd Qh Jc 6s"))]).unwrap_err();
        assert_eq!(err.to_string(), "seat 0 shows 6s, which is not in the 32-card deck (sevens up)");
        let err = showdown(&[(0, hand("As Kd Qh Jc 9s")), (2, hand("As 7d 8h 9c Ts"))]).unwrap_err();
        assert_eq!(err, Draw32Error::SharedCard { card: "As".parse().unwrap(), seats: [0, 2] });
    }

    #[test]
    fn rules_parole_splits_the_pot_odd_chips_from_the_dealers_left() {
        let table = Table::new(4, 2, 1, Structure::Limit).unwrap();
        assert_eq!(parole_split(&table, 10, &[true, true, false, true]), [(3, 4), (0, 3), (1, 3)]);
    }

    #[test]
    fn dealer_pot_limit_max_with_two_three_and_four_players() {
        // Heads up the dealer posted the big blind 2; the small blind calls: pot 4, nothing to call.
        let max = Table::new(2, 0, 1, Structure::PotLimit).unwrap().dealer_pot_limit_max();
        assert_eq!((max.call, max.raise, max.total), (0, 4, 4));
        // Three players: the dealer acts first, pot 1 + 2, call 2.
        let max = Table::new(3, 1, 1, Structure::PotLimit).unwrap().dealer_pot_limit_max();
        assert_eq!((max.call, max.raise, max.total), (2, 3, 5));
        // Four players: blinds 5/10/20, the dealer acts first: pot 35, call 20.
        let max = Table::new(4, 3, 5, Structure::PotLimit).unwrap().dealer_pot_limit_max();
        assert_eq!((max.call, max.raise, max.total), (20, 35, 55));
    }

    #[test]
    fn a_showdown_decided_by_rank_has_no_suit_tie_break() {
        let shown = explain_showdown(&[(0, hand("Ah Ad 8c 9s Ts")), (1, hand("Kh Kd Qh Jd 9h"))]).unwrap();
        assert_eq!(shown.winners, [0]);
        assert_eq!(shown.suit_tie_break, None);
        assert!(shown.hands[0].wins && !shown.hands[1].wins);
        let flush = explain_showdown(&[(0, hand("Ah Kh 9h 8h 7h")), (3, hand("As Ks 9s 8s 7s"))]).unwrap();
        assert_eq!(flush.winners, [0]);
        assert_eq!(flush.suit_tie_break.unwrap().which_card, "the suit of the highest card");
    }
}
