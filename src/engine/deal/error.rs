//! Why an event or a table cannot be applied. Each variant carries the input that caused it.

use std::fmt;

use crate::engine::card::{Card, Cards};
use crate::engine::game::OptionError;

/// A state the rules cannot reach, refused with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealError {
    /// The game's option choices do not apply.
    Options(OptionError),
    /// The game is not for this many players.
    PlayerCount {
        game: String,
        n_players: usize,
        range: (usize, usize),
    },
    /// The button is not one of the seats.
    Button {
        button: usize,
        n_players: usize,
    },
    /// Two dealing options contradict each other.
    OptionConflict {
        reason: String,
    },
    /// An amount of money a dealing option names is out of the range of money (`option`: `buy`).
    OptionAmount {
        option: &'static str,
        message: String,
    },
    /// The deck cannot hold what the structure needs.
    NotEnoughCards {
        needed: usize,
        available: usize,
        what: String,
    },
    /// An ordered deck that is not the game's deck exactly once.
    BadDeckOrder {
        reason: String,
    },
    /// The event is not what the hand is waiting for.
    OutOfOrder {
        event: String,
        expected: String,
    },
    /// No such seat.
    NoSuchPlayer {
        player: usize,
        n_players: usize,
    },
    /// The player has folded.
    NotIn {
        player: usize,
    },
    /// The player already did this on this street.
    AlreadyActed {
        player: usize,
        action: String,
    },
    /// A card named for a player's action is not in their hand.
    NotInHand {
        player: usize,
        card: Card,
    },
    /// The action needs a different number of cards.
    WrongCount {
        player: usize,
        action: String,
        expected: CountBound,
        got: usize,
    },
    /// A card entered is already somewhere else.
    DuplicateCard {
        card: Card,
        place: String,
    },
    /// A card entered is not in the game's deck.
    NotInDeck {
        card: Card,
    },
    /// A position that cannot take this event.
    BadPosition {
        position: usize,
        reason: String,
    },
    /// The deck has no card to spare beyond what the board still needs.
    NoSpareCard {
        wanted: usize,
        spare: usize,
        action: String,
    },
    /// The last player in cannot fold.
    LastPlayer {
        player: usize,
    },
    /// A betting action or street total the betting rules refuse (the message names the seat,
    /// the action and the limit).
    Betting {
        message: String,
    },
    /// The hand is over.
    HandOver,
    NothingToUndo,
    NothingToRedo,
}

impl fmt::Display for DealError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use DealError::*;
        match self {
            Options(e) => write!(f, "{e}"),
            PlayerCount { game, n_players, range } => {
                write!(f, "game \"{game}\" is for {} to {} players, not {n_players}", range.0, range.1)
            }
            Button { button, n_players } => {
                write!(f, "the button is on seat {}, but there are only {n_players} seats", button + 1)
            }
            OptionConflict { reason } => write!(f, "these dealing options cannot be combined: {reason}"),
            OptionAmount { message, .. } => f.write_str(message),
            NotEnoughCards { needed, available, what } => {
                write!(f, "{what} needs {needed} cards but only {available} are available")
            }
            BadDeckOrder { reason } => write!(f, "the deck order is not a deck: {reason}"),
            OutOfOrder { event, expected } => write!(f, "cannot {event} now: {expected}"),
            NoSuchPlayer { player, n_players } => {
                write!(f, "there is no seat {} (seats 1 to {n_players})", player + 1)
            }
            NotIn { player } => write!(f, "seat {} has folded", player + 1),
            AlreadyActed { player, action } => write!(f, "seat {} has already {action} on this street", player + 1),
            NotInHand { player, card } => write!(f, "seat {} does not hold the {}", player + 1, card.label()),
            WrongCount { player, action, expected, got } => {
                write!(f, "seat {} must {action} {expected}, not {got}", player + 1)
            }
            DuplicateCard { card, place } => write!(f, "the {} is already {place}", card.label()),
            NotInDeck { card } => write!(f, "the {} is not in this game's deck", card.label()),
            BadPosition { position, reason } => write!(f, "position #{position}: {reason}"),
            NoSpareCard { wanted, spare, action } => write!(
                f,
                "{action} needs {} from the deck, but only {spare} can be spared from the cards the board still needs",
                Cards(*wanted)
            ),
            LastPlayer { player } => write!(f, "seat {} is the last player in and cannot fold", player + 1),
            Betting { message } => f.write_str(message),
            HandOver => write!(f, "the hand is over"),
            NothingToUndo => write!(f, "there is nothing to undo"),
            NothingToRedo => write!(f, "there is nothing to redo"),
        }
    }
}

impl std::error::Error for DealError {}

/// How many cards an action needed, for [`DealError::WrongCount`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountBound {
    Exactly(usize),
    AtMost(usize),
    /// At most this many of the cards the engine has not seen (a player's unknown hole cards).
    AtMostUnseen(usize),
}

impl fmt::Display for CountBound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            CountBound::Exactly(n) => write!(f, "{}", Cards(n)),
            CountBound::AtMost(n) => write!(f, "at most {}", Cards(n)),
            CountBound::AtMostUnseen(n) => write!(f, "at most {n} unseen {}", Cards(n).noun()),
        }
    }
}
