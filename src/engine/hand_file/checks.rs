//! Checks every hand file shares: the format version, the seats, the names, the button, the chip,
//! and cards that are claimed once each with the place they were given.

use super::{fail, ReadHandError, FORMAT};
use crate::engine::amount;
use crate::engine::card::{parse_cards, Card};
use crate::engine::card_set::CardSet;
use crate::engine::seating::{check_names, PlayerRange};

/// The format version, checked before anything else in the file.
pub(super) fn format(format: u32) -> Result<(), ReadHandError> {
    if format != FORMAT {
        return Err(fail(format!(
            "hand file format {format} is not supported (this app reads format {FORMAT})"
        )));
    }
    Ok(())
}

/// The seats every hand file has, checked against the game's range of players (`game` in words,
/// e.g. "Chinese poker"): how many, the button, the chip, and the names, by the one seating rule
/// ([`crate::engine::seating`]: every name readable, no two that read the same).
pub(super) fn seats(
    players: PlayerRange,
    game: &str,
    names: &[&str],
    button: usize,
    chip: u64,
) -> Result<(), ReadHandError> {
    let n = names.len();
    players.check(game, n).map_err(|e| fail(e.to_string()))?;
    if button >= n {
        return Err(fail(format!("button {button} is not a seat: seats are 0 to {}", n - 1)));
    }
    self::chip(chip)?;
    check_names(names).map_err(|e| fail(e.to_string()))
}

/// The chip: more than 0 and within the range of amounts.
pub(super) fn chip(chip: u64) -> Result<(), ReadHandError> {
    if chip == 0 {
        return Err(fail("the smallest chip must be worth more than 0"));
    }
    amount::check(chip, "the chip").map_err(fail)?;
    Ok(())
}

/// An amount of money that must be a whole number of chips, as a number of chips.
pub(super) fn whole_chips(amount: u64, chip: u64, what: &str) -> Result<u64, ReadHandError> {
    amount::check(amount, what).map_err(fail)?;
    if !amount.is_multiple_of(chip) {
        return Err(fail(format!("{what} is {amount}, which is not a whole number of chips worth {chip}")));
    }
    Ok(amount / chip)
}

/// Units of a scored table (points, units) worth `chip` each: the money must be within range.
/// `unit` names what is counted ("units", "points").
pub(super) fn units_in_money(units: i64, unit: &str, chip: u64, what: &str) -> Result<(), ReadHandError> {
    amount::times(units.unsigned_abs(), chip, &format!("{what} ({units} {unit} at {chip} each)"))
        .map_err(fail)?;
    Ok(())
}

/// The cards seen so far and where each was given, so a card given twice names both places.
pub(super) struct Claims {
    places: Vec<(Card, String)>,
    deck: CardSet,
    deck_words: &'static str,
}

impl Claims {
    /// Claims within `deck`; `deck_words` completes "… is not in …".
    pub(super) fn new(deck: CardSet, deck_words: &'static str) -> Claims {
        Claims { places: Vec::new(), deck, deck_words }
    }

    /// Parses `text` given at `place` ("Ann's front") and claims every card.
    pub(super) fn cards(&mut self, text: &str, place: &str) -> Result<CardSet, ReadHandError> {
        let cards = parse_cards(text).map_err(|e| fail(format!("{place}: {e}")))?;
        let mut set = CardSet::EMPTY;
        for card in cards {
            if let Some((_, first)) = self.places.iter().find(|(c, _)| *c == card) {
                if *first == place {
                    return Err(fail(format!("{card} is twice in {place}")));
                }
                return Err(fail(format!("{card} is both in {first} and in {place}")));
            }
            if !self.deck.contains(card) {
                return Err(fail(format!("{card} (in {place}) is not in {}", self.deck_words)));
            }
            self.places.push((card, place.to_string()));
            set.insert(card);
        }
        Ok(set)
    }
}
