//! The extra-card calls (ESG, catch-up ESG, Christmas), as pure functions of the counts, each with
//! its arithmetic in words so the table can check the call. Readings: `docs/rules.md`, "Dealing".

use crate::engine::card::Cards;

/// Which extra-card rule a call is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExtraRule {
    Esg,
    CatchUpEsg,
    Christmas,
}

/// One extra-card call: whether it is due, how many cards each player still in gets, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub rule: ExtraRule,
    /// The hand street the extra cards are for (0 = pre-flop).
    pub street: usize,
    pub is_due: bool,
    pub cards_each: usize,
    /// The arithmetic, e.g. "ESG: 7 discards ≥ 5 players still in: 1 extra card each".
    pub words: String,
}

/// ESG: "When the number of cards in the discard pile is greater than or equal to the number of
/// players remaining in the hand, players receive one extra hold card for the next street."
pub fn esg(street: usize, discards: usize, players: usize) -> Call {
    let is_due = discards >= players;
    let words = if is_due {
        format!("ESG: {discards} discards ≥ {players} players still in: 1 extra card each")
    } else {
        format!("ESG: {discards} discards < {players} players still in: no extra card")
    };
    Call { rule: ExtraRule::Esg, street, is_due, cards_each: usize::from(is_due), words }
}

/// Catch-up ESG: this street's ESG plus every one missed before, as many as the discard pile
/// covers for every player still in.
pub fn catch_up_esg(street: usize, discards: usize, players: usize, missed: usize) -> Call {
    let owed = missed + 1;
    let cards_each = owed.min(discards / players.max(1));
    let owing = if missed == 0 {
        "1 owed (this street)".to_string()
    } else {
        format!("{missed} missed + this street = {owed} owed")
    };
    let words = if cards_each > 0 {
        format!(
            "Catch-up ESG: {owing}; {discards} discards, {players} players still in: {cards_each} extra {} each ({})",
            Cards(cards_each).noun(),
            Cards(cards_each * players)
        )
    } else {
        format!("Catch-up ESG: {owing}; {discards} discards < {players} players still in: no extra card now")
    };
    Call { rule: ExtraRule::CatchUpEsg, street, is_due: cards_each > 0, cards_each, words }
}

/// Christmas: "When the number of cards remaining in the deck is greater than or equal to the
/// number of board cards still required to be dealt plus the number of players remaining in the
/// hand, players receive one extra hold card for the next street." Burns still to come count as
/// board cards (they must come from the deck too).
pub fn christmas(
    street: usize,
    deck: usize,
    board_to_come: usize,
    burns_to_come: usize,
    players: usize,
) -> Call {
    let needed = board_to_come + burns_to_come + players;
    let is_due = deck >= needed;
    let burns = if burns_to_come > 0 { format!(" + {burns_to_come} burns") } else { String::new() };
    let words = format!(
        "Christmas: {deck} cards in the deck {} {board_to_come} board cards to come{burns} + {players} players still in = {needed}: {}",
        if is_due { "≥" } else { "<" },
        if is_due { "1 extra card each" } else { "no extra card" }
    );
    Call { rule: ExtraRule::Christmas, street, is_due, cards_each: usize::from(is_due), words }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn esg_due_when_discards_equal_players() {
        let call = esg(1, 5, 5);
        assert!(call.is_due);
        assert_eq!(call.words, "ESG: 5 discards ≥ 5 players still in: 1 extra card each");
        assert!(!esg(1, 4, 5).is_due);
    }

    #[test]
    fn catch_up_gives_as_many_owed_as_the_pile_covers() {
        assert_eq!(catch_up_esg(2, 9, 4, 1).cards_each, 2);
        assert_eq!(catch_up_esg(2, 7, 4, 1).cards_each, 1);
        assert!(!catch_up_esg(2, 3, 4, 1).is_due);
    }

    #[test]
    fn christmas_due_at_exact_equality() {
        let call = christmas(3, 6, 1, 0, 5);
        assert!(call.is_due);
        assert_eq!(
            call.words,
            "Christmas: 6 cards in the deck ≥ 1 board cards to come + 5 players still in = 6: 1 extra card each"
        );
        assert!(!christmas(3, 5, 1, 0, 5).is_due);
    }
}
