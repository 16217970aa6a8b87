//! The betting during the deal, when the table records it ([`DealOptions::betting`]): each street's
//! round follows its cards and card actions, and the next street is not dealt until the round is
//! over. A fold in the betting is a fold at the table (the cards go to the discard pile); a fold or
//! dead hand at the table takes the player out of the betting; bought cards join the pot; an
//! exposed card that stops the betting returns the street's bets. The readings are in
//! `docs/rules.md`, "Betting during the deal".
//!
//! [`DealOptions::betting`]: super::DealOptions::betting

use crate::engine::betting::{Action, Betting};

use super::state::{Next, Setup, State};
use super::DealError;

/// The street whose cards the deal is on (the number of streets once the board is complete).
fn dealing_street(st: &State, s: &Setup) -> usize {
    match st.resolve(s).0 {
        Next::At(i) => s.stages[i].0,
        Next::Showdown | Next::Uncontested(_) => s.script.streets.len(),
    }
}

/// Whether the betting round of the current betting street is open for actions: its cards (and
/// card actions) are all done and someone is still to act.
pub(super) fn round_open(st: &State, s: &Setup) -> bool {
    st.betting
        .as_ref()
        .is_some_and(|b| b.to_act().is_some() && !b.stopped() && b.street() < dealing_street(st, s))
}

/// Whether the round whose cards are dealt is over, so the next cards may be dealt.
pub(super) fn round_done(st: &State, s: &Setup) -> bool {
    st.betting.as_ref().is_some_and(|b| b.to_act().is_none() && b.street() < dealing_street(st, s))
}

/// Before the deal moves on: a round whose cards are done must be over, and the next opens.
pub(super) fn before_dealing(st: &mut State, s: &Setup) -> Result<(), DealError> {
    let street = dealing_street(st, s);
    let Some(b) = st.betting.as_mut() else { return Ok(()) };
    while !b.stopped() && b.street() < street {
        if let Some(p) = b.to_act() {
            let round = &s.script.streets[b.street()].name;
            return Err(DealError::Betting {
                message: format!(
                    "the {} betting is not over: seat {} is to act",
                    round.to_ascii_lowercase(),
                    p + 1
                ),
            });
        }
        b.next_street().map_err(|e| DealError::Betting { message: e.message })?;
    }
    Ok(())
}

fn open_round<'a>(st: &'a mut State, s: &Setup) -> Result<&'a mut Betting, DealError> {
    if st.betting.is_none() {
        return Err(DealError::Betting { message: "this table does not record the betting".into() });
    }
    if !round_open(st, s) {
        let stopped = st.betting.as_ref().is_some_and(Betting::stopped);
        let over = st.betting.as_ref().is_some_and(|b| b.to_act().is_none());
        let message = if stopped {
            "the players stopped the betting: the hand is dealt to showdown".to_string()
        } else if over && dealing_street(st, s) > st.betting.as_ref().map_or(0, Betting::street) {
            "this betting round is over: deal the next cards".to_string()
        } else {
            "the next betting round starts once its cards are dealt".to_string()
        };
        return Err(DealError::Betting { message });
    }
    Ok(st.betting.as_mut().expect("checked above"))
}

/// A player's action in the open round; a fold mucks their cards.
pub(super) fn bet(st: &mut State, s: &Setup, player: usize, action: Action) -> Result<(), DealError> {
    let b = open_round(st, s)?;
    b.act(player, action, &format!("seat {}", player + 1))
        .map_err(|e| DealError::Betting { message: e.message })?;
    if action == Action::Fold {
        st.muck(player);
        st.finish_if_everyone_acted(s);
    }
    Ok(())
}

/// The open round settled by its totals ([`Betting::settle_street`]); those who fold are mucked.
pub(super) fn street_totals(
    st: &mut State,
    s: &Setup,
    totals: &[u64],
    all_in: &[usize],
) -> Result<(), DealError> {
    let names: Vec<String> = (0..s.n).map(|p| format!("seat {}", p + 1)).collect();
    let b = open_round(st, s)?;
    b.settle_street(totals, all_in, &names).map_err(|e| DealError::Betting { message: e.message })?;
    let folded: Vec<usize> = (0..s.n).filter(|p| b.folded()[*p]).collect();
    for p in folded {
        if st.live[p] {
            st.muck(p);
        }
    }
    st.finish_if_everyone_acted(s);
    Ok(())
}

/// A player out of the hand by the table's fold or a dead hand: a fold in turn is the betting's
/// fold; otherwise they leave the betting (their chips stay in the pot).
pub(super) fn left_the_hand(st: &mut State, s: &Setup, player: usize) {
    let in_turn = round_open(st, s) && st.betting.as_ref().and_then(Betting::to_act) == Some(player);
    if let Some(b) = st.betting.as_mut() {
        if in_turn && b.act(player, Action::Fold, "").is_ok() {
            return;
        }
        b.remove(player);
    }
}
