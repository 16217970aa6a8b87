//! What the dealer is asked to do next ([`Step`]), what the app tells the engine happened
//! ([`Event`]), and the counts the table checks after every step ([`Counts`]).

use crate::engine::card::{Card, Rank};

use super::extras::Call;
use crate::engine::house_rules::Neighbour;

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

/// Which cards an action uses: a number (the engine takes the most recently received ones when it
/// knows them) or named cards.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Pick {
    Count(usize),
    Cards(#[serde(with = "crate::engine::serde_cards::many")] Vec<Card>),
}

impl Pick {
    pub fn len(&self) -> usize {
        match self {
            Pick::Count(n) => *n,
            Pick::Cards(c) => c.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// What happened at the table. Serializable: a hand being dealt is saved as its event log and
/// replayed on load.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Event {
    /// The dealing step shown was done.
    Dealt,
    /// A player folds (or forfeits): their cards, face-up ones included, go to the discard pile.
    Fold {
        player: usize,
    },
    /// The last aggressor's decision on a due Christmas.
    Grinch {
        christmas: bool,
    },
    /// The dealer enters the card dealt to a board position.
    Reveal {
        position: usize,
        #[serde(with = "crate::engine::serde_cards::one")]
        card: Card,
    },
    Pass {
        player: usize,
        pick: Pick,
        /// The receiver, when the table passes to a chosen player ([`super::Neighbour::Chosen`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<usize>,
    },
    Discard {
        player: usize,
        pick: Pick,
    },
    Draw {
        player: usize,
        pick: Pick,
    },
    /// A player buys the optional extra card for this street's price.
    Buy {
        player: usize,
    },
    /// A betting action in the open round, when the table records the betting.
    Bet {
        player: usize,
        action: crate::engine::betting::Action,
    },
    /// The open round given by its totals instead of bet by bet: what each seat put in on this
    /// street in all (blinds included), and who is all-in; a seat under the most that is not
    /// all-in folded.
    StreetTotals {
        totals: Vec<u64>,
        #[serde(default)]
        all_in: Vec<usize>,
    },
    /// A dead board card (Good boys bad boys) goes to the discard pile. Allowed at any time once a
    /// bad boys card is dealt (dead cards are discarded "immediately").
    Kill {
        position: usize,
    },
    /// The dealer enters a per-player face-up card (a Ring of Fire ring card) dealt to `player`.
    RevealFaceUp {
        player: usize,
        position: usize,
        #[serde(with = "crate::engine::serde_cards::one")]
        card: Card,
    },
    /// Good boys bad boys: a player reports dead cards in their hand and discards them, at any
    /// time once a bad boys card is dealt (a dead card drawn, passed or bought counts too). A count
    /// takes cards the engine does not know; named cards must be of a dead rank.
    DeadCards {
        player: usize,
        pick: Pick,
    },
    /// The last aggressor's places for the street about to be dealt (Tree trunk).
    Place {
        positions: Vec<usize>,
    },
    /// A dealing error: a card was exposed. It is shown to the table and shuffled back into the
    /// deck (the card when the dealer enters it; in learn mode the deck's top card). With
    /// `stop_betting` the players chose to stop the betting and deal the hand to showdown.
    Exposed {
        #[serde(default, with = "crate::engine::serde_cards::maybe")]
        card: Option<Card>,
        stop_betting: bool,
    },
    /// A dealing error's remedy: redeal the hand, same button, bets returned. Only before the flop
    /// (once two players have acted the hand must be played to its end).
    Misdeal,
    /// A dealing error's remedy: `player`'s hand is dead. Their cards go to the discard pile; their
    /// chips stay in the pot and they win nothing.
    DeadHand {
        player: usize,
        why: DeadWhy,
    },
    /// Too many cards were dealt and nobody looked: the extra cards go back on top of the deck, so
    /// every count stays as it was. Recorded so the hand's log shows it.
    TakenBack {
        player: usize,
        cards: usize,
    },
    /// ESG cards dealt when they should not have been, and the guide's remedy.
    EsgMisdealt {
        remedy: EsgRemedy,
    },
}

/// Why a hand was declared dead during the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeadWhy {
    /// "If at any point during the hand a player is found to have more cards than they should."
    TooManyCards,
    /// Throw dem: "if a player does not discard one card on a street, their hand is forfeit".
    DidNotThrow,
}

impl DeadWhy {
    pub fn words(self) -> &'static str {
        match self {
            DeadWhy::TooManyCards => "found with more cards than they should have: the hand is dead",
            DeadWhy::DidNotThrow => "did not throw a card on a street: the hand is forfeit",
        }
    }
}

/// The guide's remedies for incorrectly dealt ESG cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EsgRemedy {
    /// Nobody looked at the ESG cards: they go back to the discard pile.
    ReturnUnseen,
    /// Someone saw one and every player still in got one: everyone keeps it, and nobody gets that
    /// ESG card on the next street.
    KeepAll,
    /// Only some players got one and the cards can be identified: shuffled back into the ESG deck.
    ShuffleBack,
    /// Only some players got one: if the discard pile has enough, the rest of the players still in
    /// get theirs now (then, as with `KeepAll`, nobody gets it on the next street).
    DealToAll,
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
