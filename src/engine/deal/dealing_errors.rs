//! Dealing errors and the guide's remedies (chapter 3, "Dealing Errors"): an exposed card, a
//! misdeal, too many cards (taken back, or a dead hand), incorrectly dealt ESG. Each keeps every
//! count right: a card is always in exactly one place. The readings are in `docs/rules.md`,
//! "Dealing errors".

use crate::engine::card::Card;

use super::state::{Setup, Stage, State};
use super::step::{DeadWhy, EsgRemedy};
use super::{CountBound, DealError};

/// "Exposed cards will be shown to the table, then shuffled back into the remaining deck." In
/// learn mode the exposed card is the one named, or else the deck's top card (the next to be
/// dealt), and the deck is shuffled; with a real deck nothing the app counts changes.
pub(super) fn exposed(st: &mut State, s: &Setup, card: Option<Card>, stop: bool) -> Result<(), DealError> {
    in_play(st, s, "expose a card")?;
    if st.stock.is_empty() {
        return Err(DealError::NotEnoughCards { needed: 1, available: 0, what: "an exposed card".into() });
    }
    let shown = match card {
        Some(c) if s.knows_cards => {
            if !st.stock.contains(&Some(c)) {
                let place = st.place_of(s, c).unwrap_or_else(|| "not in this deck".into());
                return Err(DealError::DuplicateCard { card: c, place });
            }
            Some(c)
        }
        Some(c) => {
            st.check_new_card(s, c)?;
            Some(c)
        }
        None => st.stock.last().copied().flatten(),
    };
    st.exposed.push(shown);
    if s.knows_cards {
        let mut deck = std::mem::take(&mut st.stock);
        st.rng.shuffle(&mut deck);
        st.stock = deck;
    }
    st.betting_stopped |= stop;
    if let Some(b) = st.betting.as_mut().filter(|_| stop) {
        b.stop();
    }
    Ok(())
}

/// A misdeal: the hand is dealt again from the start, same button (a learn deck is shuffled again).
/// "Provided attention is called to the error before two players have acted on their hands": read
/// as before the flop, since the pre-flop betting has action (blinds, then two players acting).
pub(super) fn misdeal(st: &mut State, s: &Setup) -> Result<(), DealError> {
    let past_flop = st.stages_done(s).any(|(street, _)| street > 0);
    if past_flop {
        return Err(DealError::OutOfOrder {
            event: "call a misdeal".into(),
            expected: "once two players have acted the hand must be played to its end".into(),
        });
    }
    let stock = if s.knows_cards {
        let mut cards = s.script.rules.deck().cards();
        st.rng.shuffle(&mut cards);
        cards.into_iter().map(Some).collect()
    } else {
        vec![None; s.script.rules.deck().cards().len()]
    };
    let (rng, misdeals) = (st.rng.clone(), st.misdeals + 1);
    *st = State::new(s, stock, rng);
    st.misdeals = misdeals;
    Ok(())
}

/// A hand declared dead: its cards go to the discard pile (so they count for ESG), its chips stay.
pub(super) fn dead_hand(st: &mut State, s: &Setup, player: usize, why: DeadWhy) -> Result<(), DealError> {
    super::state::check_player(st, s, player)?;
    if st.cursor == 0 {
        return Err(DealError::OutOfOrder {
            event: format!("declare seat {}'s hand dead", player + 1),
            expected: "the hole cards are to be dealt first".into(),
        });
    }
    if st.live_count() == 1 {
        return Err(DealError::LastPlayer { player });
    }
    if why == DeadWhy::DidNotThrow && s.stages.get(st.cursor).map(|x| x.1) != Some(Stage::Throw) {
        return Err(DealError::OutOfOrder {
            event: format!("forfeit seat {} for not throwing", player + 1),
            expected: "only while the players throw a card".into(),
        });
    }
    st.dead_hands[player] = Some(why);
    super::bets::left_the_hand(st, s, player);
    st.muck(player);
    st.finish_if_everyone_acted(s);
    Ok(())
}

/// "If no player has looked at their cards, the top card(s) for each player is taken back": the
/// extra cards go back on top of the deck and every count is as the app already has it. Allowed
/// right after hole cards are dealt (before the flop), for a player still in.
pub(super) fn taken_back(st: &mut State, s: &Setup, player: usize, cards: usize) -> Result<(), DealError> {
    super::state::check_player(st, s, player)?;
    if cards == 0 {
        return Err(DealError::WrongCount {
            player,
            action: "take back".into(),
            expected: CountBound::AtMost(0),
            got: 0,
        });
    }
    if st.cursor == 0 || st.stages_done(s).any(|(street, _)| street > 0) {
        return Err(DealError::OutOfOrder {
            event: "take back extra hole cards".into(),
            expected: "only once the hole cards are dealt, before the flop".into(),
        });
    }
    Ok(())
}

/// The guide's four remedies for incorrectly dealt ESG cards.
pub(super) fn esg_misdealt(st: &mut State, s: &Setup, remedy: EsgRemedy) -> Result<(), DealError> {
    in_play(st, s, "correct an ESG card")?;
    if st.cursor == 0 {
        return Err(DealError::OutOfOrder {
            event: "correct an ESG card".into(),
            expected: "the hole cards are to be dealt first".into(),
        });
    }
    match remedy {
        // The cards go back where they came from: nothing the app counts changes.
        EsgRemedy::ReturnUnseen | EsgRemedy::ShuffleBack => {}
        EsgRemedy::KeepAll | EsgRemedy::DealToAll => {
            let order = st.live_order(s);
            if st.discards.len() < order.len() {
                return Err(DealError::NotEnoughCards {
                    needed: order.len(),
                    available: st.discards.len(),
                    what: "an ESG card for every player still in (shuffle the extra ones back instead)"
                        .into(),
                });
            }
            st.shuffle_discards(s);
            for p in order {
                let c = st.discards.pop().ok_or(DealError::HandOver)?;
                st.dealt += 1;
                st.from_discards += 1;
                st.hands[p].push(c);
            }
            st.esg_ahead += 1;
        }
    }
    if remedy == EsgRemedy::ShuffleBack {
        st.shuffle_discards(s);
    }
    Ok(())
}

/// Refuses a correction once the hand is over.
fn in_play(st: &State, s: &Setup, what: &str) -> Result<(), DealError> {
    match st.resolve(s).0 {
        super::state::Next::At(_) => Ok(()),
        _ => Err(DealError::OutOfOrder { event: what.into(), expected: "the hand is over".into() }),
    }
}
