//! How many hole cards a player still in may hold at the showdown: the one judge the showdown's
//! reader, the draft and equity share, so a count refused or called dead in one is the same in all.

use super::{HoleCards, Rules};

impl Rules {
    /// One player still in, holding `held` hole cards, against the rule of the hand file's `check_hole_counts`: the
    /// showdown's and equity's one judge of a count (`cap equity` counts a hand's unknown cards in
    /// `held`). Fewer than the rule allows (less `discardable` dead-rank cards) is refused, naming the
    /// player; more is a dead hand, and the reason is returned; `None` when the count is right.
    pub fn judge_hole_count(
        &self,
        n_seats: usize,
        name: &str,
        held: usize,
        hole_count: Option<usize>,
        discardable: usize,
    ) -> Result<Option<String>, String> {
        let (dealt, words) = self.hole_card_count(n_seats);
        let (least, most) = self.hole_card_bounds(n_seats, hole_count);
        let source = match (hole_count, self.hole_cards()) {
            (Some(k), _) => format!("the deal left {name} {}", crate::engine::card::Cards(k)),
            (None, HoleCards::Fixed(n)) => format!("{} needs {n}", self.game_name()),
            (None, HoleCards::DiscardDownTo { at_showdown, .. }) => {
                format!("{} needs {at_showdown}, more forfeiting", self.game_name())
            }
            (None, HoleCards::MaxFromDeck) => {
                format!("{} needs {dealt}, or up to {most} with extra cards", self.game_name())
            }
        };
        let least = least.saturating_sub(discardable);
        if held < least {
            let why = if discardable > 0 {
                format!(
                    "; cards of a dead rank were discarded, but only {discardable} such {} not seen elsewhere",
                    if discardable == 1 { "card is" } else { "cards are" }
                )
            } else {
                String::new()
            };
            return Err(format!(
                "{name} holds {}; {source} at showdown ({words}{why}): enter the missing cards",
                hole_cards_word(held)
            ));
        }
        if held > most {
            return Ok(Some(format!(
                "{name} holds {}, but {source}: a player found with too many cards has a dead hand",
                hole_cards_word(held)
            )));
        }
        Ok(None)
    }
}

/// "1 hole card", "3 hole cards".
pub(crate) fn hole_cards_word(n: usize) -> String {
    format!("{n} hole {}", if n == 1 { "card" } else { "cards" })
}
