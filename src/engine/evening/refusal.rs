//! Why an event cannot be part of the evening, in words that name the event, the hand, the player
//! and the amount: "event 7 (hand 3): Ann puts in 500 chips but has 300".
//!
//! Why so specific: an evening file is typed or exported from a phone after a long night, and the
//! host fixes it by finding the one line that is wrong; "invalid event" would send them through
//! fifty hands.

use std::fmt;

use crate::engine::text::excerpt;

/// What is wrong with one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The name is not one of the evening's players.
    UnknownPlayer { name: String },
    /// The player has no seat now (not arrived yet, or left), so they cannot `doing`.
    NotSeated { player: String, doing: &'static str },
    /// A first buy-in for a player who already has a seat.
    AlreadySeated { player: String },
    /// The player is sitting out, so cannot `doing` (be dealt in, sit out again).
    SittingOut { player: String, doing: &'static str },
    /// A return for a player who is not sitting out.
    NotSittingOut { player: String },
    /// A hand in which a player puts in more than they have.
    MoreThanStack { player: String, put_in: u64, stack: u64 },
    /// A cash-out of more chips than the player has.
    CashOutMoreThanStack { player: String, chips: u64, stack: u64 },
    /// A hand whose payouts do not add up to what was put in.
    NotConserved { put_in: u64, paid: u64 },
    /// A player named twice in one hand.
    TwiceInHand { player: String },
    /// A hand with fewer than two players.
    TooFewInHand { players: usize },
    /// A buy-in or rebuy of nothing.
    Zero { player: String, doing: &'static str },
    /// An amount or a total out of the engine's range (the message says which).
    TooLarge { message: String },
    /// A correction of a hand that has not been played.
    NoSuchHand { hand: usize, hands: usize },
    /// A correction that makes a later event impossible: `event` (from 1) and its refusal.
    Reflow { correction_of: usize, event: usize, hand: Option<usize>, refusal: Box<Refusal> },
    /// A hand file that cannot be read or resolved (its own message).
    HandFile { message: String },
    /// A name in a result that the seating rule refuses (its message: too long, say).
    Name { message: String },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let q = |s: &str| excerpt(s);
        match self {
            Refusal::UnknownPlayer { name } => {
                write!(f, "\"{}\" is not one of the evening's players", q(name))
            }
            Refusal::NotSeated { player, doing } => {
                write!(f, "{} has no seat (not arrived yet, or left), so cannot {doing}", q(player))
            }
            Refusal::AlreadySeated { player } => {
                write!(f, "{} is already seated: more chips for a seated player are a \"rebuy\"", q(player))
            }
            Refusal::SittingOut { player, doing } => {
                write!(f, "{} is sitting out, so cannot {doing}", q(player))
            }
            Refusal::NotSittingOut { player } => {
                write!(f, "{} is not sitting out, so cannot return", q(player))
            }
            Refusal::MoreThanStack { player, put_in, stack } => {
                write!(f, "{} puts in {put_in} chips but has {stack}", q(player))
            }
            Refusal::CashOutMoreThanStack { player, chips, stack } => {
                write!(f, "{} cashes out {chips} chips but has {stack}", q(player))
            }
            Refusal::NotConserved { put_in, paid } => write!(
                f,
                "the chips are not conserved: {put_in} chips put in but {paid} paid out ({} {})",
                put_in.abs_diff(*paid),
                if paid > put_in { "more paid than put in" } else { "put in and never paid" }
            ),
            Refusal::TwiceInHand { player } => write!(f, "{} is in the hand twice", q(player)),
            Refusal::TooFewInHand { players } => {
                write!(f, "a hand needs at least two players, not {players}")
            }
            Refusal::Zero { player, doing } => write!(f, "{} {doing} 0 chips", q(player)),
            Refusal::TooLarge { message } => f.write_str(message),
            Refusal::NoSuchHand { hand, hands } => {
                write!(f, "there is no hand {hand} to correct: {hands} played so far")
            }
            Refusal::Reflow { correction_of, event, hand, refusal } => {
                write!(f, "the correction of hand {correction_of} makes event {event}")?;
                if let Some(h) = hand {
                    write!(f, " (hand {h})")?;
                }
                write!(f, " impossible: {refusal}")
            }
            Refusal::HandFile { message } | Refusal::Name { message } => f.write_str(message),
        }
    }
}

/// A refused event: which one (from 1, as people count), the hand if it is one, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningError {
    pub event: usize,
    pub hand: Option<usize>,
    pub refusal: Refusal,
}

impl fmt::Display for EveningError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "event {}", self.event)?;
        if let Some(h) = self.hand {
            write!(f, " (hand {h})")?;
        }
        write!(f, ": {}", self.refusal)
    }
}

impl std::error::Error for EveningError {}
