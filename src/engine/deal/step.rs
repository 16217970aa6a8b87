//! What the dealer is asked to do next ([`Step`]), what the app tells the engine happened
//! ([`Event`]), and the counts the table checks after every step ([`Counts`]).

use crate::engine::card::{Card, Rank};

use super::extras::Call;
use crate::engine::house_rules::Neighbour;
// What happened is written below the draft, which keeps a dealt hand's log ([`crate::engine::deal_log`]).
pub use crate::engine::deal_log::{DeadWhy, EsgRemedy, Event, Pick};

/// The next thing the dealer does, in plain words, with the positions and players to highlight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// Index into the hand's streets (0 = pre-flop).
    pub street: usize,
    pub street_name: String,
    pub kind: StepKind,
    /// Position indices (into `Rules::positions`) the step deals to, in order.
    pub positions: Vec<usize>,
    /// Seats (0-based) the step involves, in order from the left of the button.
    pub players: Vec<usize>,
    /// "Deal the flop of board 1: 1.f1 1.f2 1.f3". Seats are numbered from 1 in words.
    pub instruction: String,
}

/// The kind of a step, with what the app needs to draw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// Deal `each` hole cards to every player, one at a time. Confirm with [`Event::Dealt`].
    HoleCards { each: usize },
    /// Deal board cards from the deck to these positions. Confirm with [`Event::Dealt`].
    Board,
    /// Deal `cards` board cards where the last aggressor chooses, among `choices` (the places still
    /// empty); the step's positions are the choice so far (or the usual places). Choose with
    /// [`Event::Place`], deal with [`Event::Dealt`].
    ChosenBoard { cards: usize, choices: Vec<usize> },
    /// Deal one face-up card to each player still in for each of these per-player positions.
    FaceUpEach,
    /// Put the cards the deck will never deal on the discard pile.
    UndealtToDiscards { cards: usize },
    /// Shuffle the discard pile and deal extra hole cards from it.
    Esg(Call),
    /// Deal one extra hole card from the deck to each player still in.
    Christmas(Call),
    /// Christmas is due; the last aggressor decides ([`Event::Grinch`]).
    AskGrinch(Call),
    /// Burn one card.
    Burn,
    /// Good boys bad boys: these ranks are dead; `cards` are the dead cards the engine knows of
    /// (every one when it knows the cards). Players report more with [`Event::DeadCards`], board
    /// cards with [`Event::Kill`]; [`Event::Dealt`] discards the known ones and ends the step.
    DeadRanks { ranks: Vec<Rank>, cards: Vec<Card> },
    /// Throw dem: each player still in discards exactly one card ([`Event::Discard`]); one who does
    /// not forfeits ([`Event::Fold`]).
    ThrowOne,
    /// Each player still in passes `cards` cards ([`Event::Pass`]).
    PassTrash { cards: usize, to: Neighbour },
    /// Each player still in discards `cards` cards ([`Event::Discard`]).
    ForcedDiscard { cards: usize },
    /// The first seat in `players` discards any number and draws as many ([`Event::Draw`]).
    Draw,
    /// The board is complete and more than one player is in.
    Showdown,
    /// Everyone else folded.
    Uncontested { winner: usize },
}

/// A board position's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slot {
    /// Not dealt yet.
    Empty,
    /// Dealt; the card when the engine knows it.
    Dealt(Option<Card>),
    /// Dealt, then discarded as dead (Good boys bad boys); the card when the engine knows it, so
    /// the showdown still sees the whole board (it ignores dead ranks itself).
    Killed(Option<Card>),
}

/// Where every card is after a step. `in_hands + face_up + on_board + deck + discards + burned`
/// is always the deck's size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Cards dealt so far (from the deck, and from the discard pile for ESG).
    pub dealt: usize,
    /// Of `dealt`, the cards dealt again from the discard pile: why a 52-card deck can have dealt
    /// 53 (see [`Counts::dealt_text`]).
    pub from_discards: usize,
    pub deck: usize,
    pub discards: usize,
    pub players_in: usize,
    /// Hole cards of the players still in (cards being passed included).
    pub in_hands: usize,
    /// Per-player face-up cards of the players still in.
    pub face_up: usize,
    pub on_board: usize,
    pub burned: usize,
    /// Chips paid for bought cards (they go into the pot).
    pub bought_chips: u64,
}

impl Counts {
    /// The dealt count as the counts bar shows it: "53 (1 from discards)" once cards have been
    /// dealt again from the discard pile, so a count above the deck's size says why (issue 24).
    ///
    /// ```
    /// use cap::engine::deal::Counts;
    /// assert_eq!(Counts { dealt: 48, ..Counts::default() }.dealt_text(), "48");
    /// assert_eq!(Counts { dealt: 53, from_discards: 6, ..Counts::default() }.dealt_text(), "53 (6 from discards)");
    /// ```
    pub fn dealt_text(&self) -> String {
        match self.from_discards {
            0 => self.dealt.to_string(),
            n => format!("{} ({n} from discards)", self.dealt),
        }
    }
}
