//! One hand as the evening sees it: the game called, who had the button, and each player's chips
//! put in and won. The cards are the showdown's business; the evening needs only what moved.
//!
//! Invariant (checked by [`HandResult::new`], the one way in): at least two players, each once;
//! every amount and both totals within [`crate::engine::amount::MAX_MONEY`]; and what was paid out
//! equals what was put in, so a hand can never create or lose chips. A result made from the
//! showdown ([`HandResult::from_showdown`]) passes by the showdown's own conservation.

use crate::engine::amount;
use crate::engine::invariant::Invariant;
use crate::engine::seating;
use crate::engine::showdown::{Hand, ShowdownReport};

use super::refusal::Refusal;

/// The longest game name a result may carry, in characters (a catalogue id is under 50).
pub const MAX_GAME_CHARS: usize = 80;

/// One player's line of a hand, as given (unchecked): chips put in and chips won.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultLine {
    pub player: String,
    pub put_in: u64,
    pub won: u64,
}

/// A checked hand result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandResult {
    game: String,
    button: Option<String>,
    lines: Vec<ResultLine>,
    pot: u64,
}

impl HandResult {
    /// Checks a hand's lines: two players or more, each once, amounts in range, chips conserved.
    /// `button` is the dealer's name when known (a hand file says; a bare record may).
    ///
    /// ```
    /// use cap::engine::evening::hand_result::{HandResult, ResultLine};
    /// let line = |p: &str, put_in, won| ResultLine { player: p.into(), put_in, won };
    /// let r = HandResult::new("holdem/high", None, vec![line("Ann", 50, 100), line("Ben", 50, 0)]);
    /// assert_eq!(r.unwrap().pot(), 100);
    /// let r = HandResult::new("holdem/high", None, vec![line("Ann", 50, 90), line("Ben", 50, 0)]);
    /// assert!(r.unwrap_err().to_string().contains("100 chips put in but 90 paid out"));
    /// ```
    pub fn new(game: &str, button: Option<String>, lines: Vec<ResultLine>) -> Result<HandResult, Refusal> {
        if game.chars().nth(MAX_GAME_CHARS).is_some() {
            return Err(Refusal::TooLarge {
                message: format!("the game's name is longer than {MAX_GAME_CHARS} characters"),
            });
        }
        if lines.len() < 2 {
            return Err(Refusal::TooFewInHand { players: lines.len() });
        }
        let mut lines = lines;
        for line in lines.iter_mut() {
            seating::check_name(&line.player).map_err(|e| Refusal::Name { message: e.to_string() })?;
            line.player = seating::normalized_name(line.player.trim());
            let too_large = |e: String| Refusal::TooLarge { message: e };
            amount::check(line.put_in, &format!("{}'s put in", line.player)).map_err(too_large)?;
            amount::check(line.won, &format!("{}'s won", line.player)).map_err(too_large)?;
        }
        for (i, line) in lines.iter().enumerate() {
            if lines[..i].iter().any(|l| seating::same_name(&l.player, &line.player)) {
                return Err(Refusal::TwiceInHand { player: line.player.clone() });
            }
        }
        let too_large = |e: String| Refusal::TooLarge { message: e };
        let pot = amount::total(lines.iter().map(|l| l.put_in), "the pot").map_err(too_large)?;
        let paid = amount::total(lines.iter().map(|l| l.won), "the payouts").map_err(too_large)?;
        if pot != paid {
            return Err(Refusal::NotConserved { put_in: pot, paid });
        }
        Ok(HandResult { game: game.to_string(), button, lines, pot })
    }

    /// The result of a resolved hand: each seat's contribution and payout in chips of the table
    /// (the hand's amounts are whole numbers of its smallest chip, which is multiplied back in).
    pub fn from_showdown(hand: &Hand, report: &ShowdownReport) -> Result<HandResult, Refusal> {
        let chip = hand.chip();
        // The hand file's reader keeps the pot, in money, within the amount range.
        let chips = |units: u64| units.checked_mul(chip).ok_or(()).invariant("the reader checked the pot");
        let lines = hand
            .seats()
            .iter()
            .zip(&report.payouts)
            .map(|(seat, &won)| ResultLine {
                player: seat.name.clone(),
                put_in: chips(seat.contributed),
                won: chips(won),
            })
            .collect();
        let button = hand.seats().get(hand.button()).map(|s| s.name.clone());
        HandResult::new(hand.rules().game_id(), button, lines)
    }

    /// The game called (its id, or a name for a game the engine does not score).
    pub fn game(&self) -> &str {
        &self.game
    }

    /// The dealer's name, when the hand says.
    pub fn button(&self) -> Option<&str> {
        self.button.as_deref()
    }

    /// Each player's line, in the order given (seat order for a hand file).
    pub fn lines(&self) -> &[ResultLine] {
        &self.lines
    }

    /// Everything put in, which is everything paid out.
    pub fn pot(&self) -> u64 {
        self.pot
    }

    /// The players who got back more than they put in.
    pub fn winners(&self) -> impl Iterator<Item = &ResultLine> {
        self.lines.iter().filter(|l| l.won > l.put_in)
    }
}
