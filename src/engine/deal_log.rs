//! What happened at a table, as data: who sat where ([`TableSetup`]), each [`Event`] in order, and
//! a deal's whole log ([`DealLog`]). The dealing guide ([`crate::engine::deal`]) applies and
//! replays them; the hand being entered ([`crate::engine::draft`]) keeps a dealt hand's log, so
//! these values sit below both (the replay itself is the deal's: `deal/log.rs`).

use serde::{Deserialize, Serialize};

use crate::engine::card::Card;
use crate::engine::house_rules::{DealOptions, DeckMode};

/// Who sits where: the number of players and the button's seat (seats 0-based, clockwise).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSetup {
    pub n_players: usize,
    pub button: usize,
    pub options: DealOptions,
    pub deck: DeckMode,
}

/// Which cards an action uses: a number (the engine takes the most recently received ones when it
/// knows them) or named cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// Who sat where with the dealing options and deck ([`TableSetup`]), and the events applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealLog {
    pub setup: TableSetup,
    #[serde(default)]
    pub events: Vec<Event>,
}
