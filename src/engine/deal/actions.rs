//! Applying one [`Event`] to the state: the dealing steps, folds, the extra-card decisions and the
//! card actions (pass the trash, draw, forced discards, Throw dem, dead ranks, buying). Each check
//! refuses an event the rules do not allow at this point, naming what the hand waits for.

use crate::engine::card::Card;
use crate::engine::game::Scope;

use super::state::{check_player, Next, Setup, Stage, State};
use super::step::{Event, Pick, Slot};
use super::{CountBound, DealError};
use crate::engine::house_rules::{ChristmasRule, Neighbour};

/// Applies `event`, or says why it cannot happen. On error the state may be half-changed; the
/// table applies events to a copy.
pub(crate) fn apply(st: &mut State, s: &Setup, event: &Event) -> Result<(), DealError> {
    // The deal moves on only once the betting round its cards opened is over.
    if matches!(
        event,
        Event::Dealt
            | Event::Place { .. }
            | Event::Grinch { .. }
            | Event::Pass { .. }
            | Event::Discard { .. }
            | Event::Draw { .. }
    ) {
        super::bets::before_dealing(st, s)?;
    }
    match event {
        Event::Bet { player, action } => super::bets::bet(st, s, *player, *action),
        Event::StreetTotals { totals, all_in } => super::bets::street_totals(st, s, totals, all_in),
        Event::Dealt => dealt(st, s),
        Event::Fold { player } => fold(st, s, *player),
        Event::Grinch { christmas } => {
            let i = st.enter(s, "answer for the Grinch")?;
            if s.stages[i].1 != Stage::Christmas || s.options.christmas != ChristmasRule::Grinch {
                return Err(out_of_order(s, i, "answer for the Grinch"));
            }
            st.grinch = Some(*christmas);
            Ok(())
        }
        Event::Reveal { position, card } => reveal(st, s, *position, *card),
        Event::Pass { player, pick, to } => {
            action_stage(st, s, *player, &[Stage::Pass], "pass cards")?;
            let wanted = s.options.pass_the_trash.map_or(0, |p| p.cards);
            expect_count(*player, "pass", wanted.min(st.hands[*player].len()), pick)?;
            let chosen = s.options.pass_the_trash.is_some_and(|p| p.to == Neighbour::Chosen);
            match (chosen, to) {
                (true, Some(to)) if *to == *player => {
                    return Err(DealError::OutOfOrder {
                        event: format!("seat {} passes to themselves", player + 1),
                        expected: "cards are passed to another player still in".into(),
                    })
                }
                (true, Some(to)) => check_player(st, s, *to)?,
                (true, None) => {
                    return Err(DealError::OutOfOrder {
                        event: format!("seat {} passes", player + 1),
                        expected: "each passer names the player who receives the cards".into(),
                    })
                }
                (false, Some(_)) => {
                    return Err(DealError::OutOfOrder {
                        event: format!("seat {} passes to a chosen player", player + 1),
                        expected: "this table passes to a neighbour".into(),
                    })
                }
                (false, None) => {}
            }
            let cards = take(st, s, *player, pick)?;
            st.passing[*player] = Some(cards);
            st.pass_to[*player] = *to;
            st.acted[*player] = true;
            st.finish_if_everyone_acted(s);
            Ok(())
        }
        Event::Discard { player, pick } => discard(st, s, *player, pick),
        Event::Draw { player, pick } => draw(st, s, *player, pick),
        Event::Buy { player } => buy(st, s, *player),
        Event::Kill { position } => {
            no_dead_ranks_yet(st, s, "kill a board card")?;
            board_position(s, *position)?;
            if s.dead_from.contains(position) {
                return Err(DealError::BadPosition {
                    position: *position,
                    reason: "a bad boys card stays on its board".into(),
                });
            }
            let Slot::Dealt(card) = st.board[*position] else {
                return Err(DealError::BadPosition { position: *position, reason: "holds no card".into() });
            };
            if let Some(c) = card.filter(|c| !st.dead(s).0.contains(&c.rank())) {
                return Err(DealError::BadPosition {
                    position: *position,
                    reason: format!("the {} is not of a dead rank", c.label()),
                });
            }
            // Killed in its place, not discarded (see `State::discard_dead`).
            st.board[*position] = Slot::Killed(card);
            Ok(())
        }
        Event::RevealFaceUp { player, position, card } => reveal_face_up(st, s, *player, *position, *card),
        Event::Place { positions } => place(st, s, positions),
        Event::Exposed { card, stop_betting } => super::dealing_errors::exposed(st, s, *card, *stop_betting),
        Event::Misdeal => super::dealing_errors::misdeal(st, s),
        Event::DeadHand { player, why } => super::dealing_errors::dead_hand(st, s, *player, *why),
        Event::TakenBack { player, cards } => super::dealing_errors::taken_back(st, s, *player, *cards),
        Event::EsgMisdealt { remedy } => super::dealing_errors::esg_misdealt(st, s, *remedy),
        Event::DeadCards { player, pick } => {
            check_player(st, s, *player)?;
            no_dead_ranks_yet(st, s, "discard dead cards")?;
            let ranks = st.dead(s).0;
            let hand = &st.hands[*player];
            match pick {
                Pick::Count(k) => {
                    // Only cards the engine does not know: the ones it knows it discards itself.
                    let unknown = hand.iter().filter(|c| c.is_none()).count();
                    if *k > unknown {
                        return Err(DealError::WrongCount {
                            player: *player,
                            action: "discard as dead".into(),
                            expected: CountBound::AtMostUnseen(unknown),
                            got: *k,
                        });
                    }
                    let mut left = *k;
                    let mut kept = vec![];
                    for c in std::mem::take(&mut st.hands[*player]).into_iter().rev() {
                        if c.is_none() && left > 0 {
                            left -= 1;
                            st.discards.push(None);
                        } else {
                            kept.push(c);
                        }
                    }
                    kept.reverse();
                    st.hands[*player] = kept;
                }
                Pick::Cards(cards) => {
                    if let Some(c) = cards.iter().find(|c| !ranks.contains(&c.rank())) {
                        return Err(DealError::OutOfOrder {
                            event: format!("discard the {} as dead", c.label()),
                            expected: "only cards of a bad boys rank are dead".into(),
                        });
                    }
                    let taken = take(st, s, *player, pick)?;
                    st.discards.extend(taken);
                }
            }
            Ok(())
        }
    }
}

/// Refuses a dead-card report before any bad boys card is dealt (or in a game without them).
fn no_dead_ranks_yet(st: &State, s: &Setup, what: &str) -> Result<(), DealError> {
    if st.dead_in_force(s) {
        return Ok(());
    }
    let expected = if s.dead_from.is_empty() {
        "this game has no dead ranks".to_string()
    } else {
        "no bad boys card has been dealt yet".to_string()
    };
    Err(DealError::OutOfOrder { event: what.into(), expected })
}

/// The dealer enters a face-up per-player card (a ring card) so it reaches the showdown.
fn reveal_face_up(
    st: &mut State,
    s: &Setup,
    player: usize,
    position: usize,
    card: Card,
) -> Result<(), DealError> {
    if player >= s.n {
        return Err(DealError::NoSuchPlayer { player, n_players: s.n });
    }
    let id = s.script.rules.positions().get(position).map(|p| p.id.clone()).unwrap_or_default();
    let Some(at) = st.face_up[player].iter().position(|(p, _)| *p == position) else {
        return Err(DealError::BadPosition {
            position,
            reason: format!("seat {} has no {id} card dealt", player + 1),
        });
    };
    match st.face_up[player][at].1 {
        Some(c) if c == card => Ok(()),
        Some(c) => Err(DealError::BadPosition {
            position,
            reason: format!("seat {}'s {id} card is already the {}", player + 1, c.label()),
        }),
        None => {
            st.check_new_card(s, card)?;
            st.face_up[player][at].1 = Some(card);
            Ok(())
        }
    }
}

fn out_of_order(s: &Setup, i: usize, event: &str) -> DealError {
    let (street, stage) = s.stages[i];
    // ASCII: street names are the catalogue's, and Unicode's case tables cost the browser ~12 KB.
    let name = s.script.streets[street].name.to_ascii_lowercase();
    let expected = match stage {
        Stage::Hole => "the hole cards are to be dealt first".to_string(),
        Stage::Group(_) | Stage::Burn | Stage::Undealt => format!("the {name} is being dealt"),
        Stage::Esg => format!("ESG for the {name} is to be dealt first"),
        Stage::Christmas if s.options.christmas == ChristmasRule::Grinch => {
            format!("the Grinch decides on Christmas for the {name} first")
        }
        Stage::Christmas => format!("Christmas for the {name} is to be dealt first"),
        Stage::Dead => "the dead cards are to be discarded first".into(),
        Stage::Throw => "each player still in is to throw one card first".into(),
        Stage::Pass => "each player still in is to pass first".into(),
        Stage::Discard => "each player still in is to discard first".into(),
        Stage::Draw => "the players are drawing".into(),
    };
    DealError::OutOfOrder { event: event.into(), expected }
}

fn board_position(s: &Setup, position: usize) -> Result<(), DealError> {
    match s.script.rules.positions().get(position) {
        Some(p) if p.scope == Scope::Table => Ok(()),
        Some(p) => Err(DealError::BadPosition { position, reason: format!("{} is a per-player card", p.id) }),
        None => Err(DealError::BadPosition { position, reason: "no such position".into() }),
    }
}

fn expect_count(player: usize, action: &str, wanted: usize, pick: &Pick) -> Result<(), DealError> {
    if pick.len() != wanted {
        return Err(DealError::WrongCount {
            player,
            action: action.into(),
            expected: CountBound::Exactly(wanted),
            got: pick.len(),
        });
    }
    Ok(())
}

/// Enters the action stage an action belongs to, checking the player may still act in it.
fn action_stage(
    st: &mut State,
    s: &Setup,
    player: usize,
    kinds: &[Stage],
    what: &str,
) -> Result<usize, DealError> {
    check_player(st, s, player)?;
    let i = st.enter(s, what)?;
    if !kinds.contains(&s.stages[i].1) {
        return Err(out_of_order(s, i, what));
    }
    if s.stages[i].1.is_action() && st.acted[player] {
        let done = match what {
            "pass cards" => "passed cards",
            "draw" => "drawn",
            _ => "discarded",
        };
        return Err(DealError::AlreadyActed { player, action: done.into() });
    }
    Ok(i)
}

/// Takes the picked cards out of a player's hand. Named cards the engine did not know fill unknown
/// cards of the hand (the dealer entering them).
fn take(st: &mut State, s: &Setup, player: usize, pick: &Pick) -> Result<Vec<Option<Card>>, DealError> {
    match pick {
        Pick::Count(k) => {
            let hand = &mut st.hands[player];
            if *k > hand.len() {
                return Err(DealError::WrongCount {
                    player,
                    action: "give up".into(),
                    expected: CountBound::AtMost(hand.len()),
                    got: *k,
                });
            }
            Ok(hand.split_off(hand.len() - k))
        }
        Pick::Cards(cards) => {
            let mut out = vec![];
            for (n, &card) in cards.iter().enumerate() {
                if cards[..n].contains(&card) {
                    return Err(DealError::DuplicateCard { card, place: "named twice".into() });
                }
                if let Some(at) = st.hands[player].iter().position(|c| *c == Some(card)) {
                    st.hands[player].remove(at);
                } else if let Some(at) = st.hands[player].iter().position(Option::is_none) {
                    st.check_new_card(s, card)?;
                    st.hands[player].remove(at);
                } else {
                    return Err(DealError::NotInHand { player, card });
                }
                out.push(Some(card));
            }
            Ok(out)
        }
    }
}

fn dealt(st: &mut State, s: &Setup) -> Result<(), DealError> {
    let (next, _) = st.resolve(s);
    if !matches!(next, Next::At(_)) {
        return Err(DealError::HandOver);
    }
    let i = st.enter(s, "deal")?;
    let (street, stage) = s.stages[i];
    let order = st.live_order(s);
    match stage {
        Stage::Hole => {
            for _ in 0..s.script.hole.each {
                for &p in &order {
                    let c = st.pop_stock("the hole cards")?;
                    st.hands[p].push(c);
                }
            }
        }
        Stage::Group(g) => {
            let group = &s.script.streets[street].groups[g];
            let places = if group.chosen { st.chosen_places(s, street, g) } else { group.positions.clone() };
            for &pos in &places {
                if group.is_each_player {
                    for &p in &order {
                        let c = st.pop_stock("the face-up cards")?;
                        st.face_up[p].push((pos, c));
                    }
                } else {
                    st.board[pos] = Slot::Dealt(st.pop_stock("the board")?);
                }
            }
        }
        Stage::Undealt => {
            let spare = st.spare_from(s, i);
            let at = st.stock.len() - spare;
            let moved = st.stock.split_off(at);
            st.discards.extend(moved);
        }
        Stage::Esg => {
            let call = st.esg_call(s, street);
            st.shuffle_discards(s);
            for _ in 0..call.cards_each {
                for &p in &order {
                    let c = st.discards.pop().expect("ESG is due only when the pile covers everyone");
                    st.dealt += 1;
                    st.from_discards += 1;
                    st.hands[p].push(c);
                }
            }
            st.missed_esg = (st.missed_esg + 1).saturating_sub(call.cards_each);
            st.calls.push(call);
        }
        Stage::Christmas => {
            if s.options.christmas == ChristmasRule::Grinch && st.grinch.is_none() {
                return Err(out_of_order(s, i, "deal"));
            }
            let call = st.christmas_call(s, street, i);
            for &p in &order {
                let c = st.pop_stock("Christmas")?;
                st.hands[p].push(c);
            }
            st.calls.push(call);
        }
        Stage::Burn => {
            let c = st.pop_stock("the burn card")?;
            st.burned.push(c);
        }
        Stage::Dead => st.discard_dead(s),
        Stage::Throw | Stage::Pass | Stage::Discard | Stage::Draw => return Err(out_of_order(s, i, "deal")),
    }
    st.finish(s, i);
    Ok(())
}

fn fold(st: &mut State, s: &Setup, player: usize) -> Result<(), DealError> {
    check_player(st, s, player)?;
    if st.live_count() == 1 {
        return Err(DealError::LastPlayer { player });
    }
    super::bets::left_the_hand(st, s, player);
    st.muck(player);
    st.finish_if_everyone_acted(s);
    Ok(())
}

fn reveal(st: &mut State, s: &Setup, position: usize, card: Card) -> Result<(), DealError> {
    board_position(s, position)?;
    match st.board[position] {
        Slot::Dealt(Some(c)) if c == card => Ok(()),
        Slot::Dealt(Some(c)) => Err(DealError::BadPosition {
            position,
            reason: format!("{} already shows the {}", s.script.rules.positions()[position].id, c.label()),
        }),
        Slot::Dealt(None) => {
            st.check_new_card(s, card)?;
            st.board[position] = Slot::Dealt(Some(card));
            Ok(())
        }
        Slot::Empty | Slot::Killed(_) => Err(DealError::BadPosition {
            position,
            reason: format!("{} holds no card", s.script.rules.positions()[position].id),
        }),
    }
}

fn discard(st: &mut State, s: &Setup, player: usize, pick: &Pick) -> Result<(), DealError> {
    let i = action_stage(st, s, player, &[Stage::Throw, Stage::Discard, Stage::Dead], "discard")?;
    match s.stages[i].1 {
        // A player holding fewer cards than the count gives up all they hold.
        Stage::Throw => expect_count(player, "throw", 1.min(st.hands[player].len()), pick)?,
        Stage::Discard => {
            let wanted = s.options.forced_discard.map_or(0, |d| d.cards);
            expect_count(player, "discard", wanted.min(st.hands[player].len()), pick)?
        }
        _ => {}
    }
    let cards = take(st, s, player, pick)?;
    st.discards.extend(cards);
    if s.stages[i].1.is_action() {
        st.acted[player] = true;
        st.finish_if_everyone_acted(s);
    }
    Ok(())
}

fn draw(st: &mut State, s: &Setup, player: usize, pick: &Pick) -> Result<(), DealError> {
    let i = action_stage(st, s, player, &[Stage::Draw], "draw")?;
    let next = st.live_order(s).into_iter().find(|p| !st.acted[*p]);
    if next != Some(player) {
        return Err(DealError::OutOfOrder {
            event: format!("draw for seat {}", player + 1),
            expected: format!("seat {} draws first", next.map_or(0, |p| p + 1)),
        });
    }
    let spare = st.spare_from(s, i) + st.discards.len();
    if pick.len() > spare {
        return Err(DealError::NoSpareCard { wanted: pick.len(), spare, action: "the draw".into() });
    }
    let cards = take(st, s, player, pick)?;
    let new = extra_cards(st, s, i, cards.len(), "the draw")?;
    st.hands[player].extend(new);
    st.discards.extend(cards);
    st.discard_dead(s);
    st.acted[player] = true;
    st.finish_if_everyone_acted(s);
    Ok(())
}

/// The hand street whose card is on sale now: the street just dealt, once its cards are all out,
/// on the streets the table chose. The one place that decides which street's price is charged.
pub(crate) fn buy_street(st: &State, s: &Setup) -> Result<usize, DealError> {
    let Some(schedule) = s.options.buy else {
        return Err(DealError::OutOfOrder {
            event: "buy a card".into(),
            expected: "this table does not sell cards".into(),
        });
    };
    let street = if st.cursor == 0 { None } else { Some(s.stages[st.cursor - 1].0) };
    let board_done = street.is_some_and(|street| {
        !s.stages[st.cursor..]
            .iter()
            .any(|(t, stage)| *t == street && matches!(stage, Stage::Group(_) | Stage::Hole))
    });
    street.filter(|t| board_done && schedule.when.includes(*t)).ok_or_else(|| DealError::OutOfOrder {
        event: "buy a card".into(),
        expected: "cards are sold only once a street's cards are dealt, on the streets the table chose"
            .into(),
    })
}

fn buy(st: &mut State, s: &Setup, player: usize) -> Result<(), DealError> {
    check_player(st, s, player)?;
    let street = buy_street(st, s)?;
    let schedule = s.options.buy.expect("buy_street checked the table sells cards");
    if st.bought.contains(&(street, player)) {
        return Err(DealError::AlreadyActed { player, action: "bought a card".into() });
    }
    let spare = st.spare_from(s, st.cursor) + st.discards.len();
    if spare == 0 {
        return Err(DealError::NoSpareCard { wanted: 1, spare, action: "buying a card".into() });
    }
    let new = extra_cards(st, s, st.cursor, 1, "the bought card")?;
    st.hands[player].extend(new);
    st.bought.push((street, player));
    st.bought_chips += schedule.price(street);
    if let Some(b) = st.betting.as_mut() {
        b.buy(player, schedule.price(street));
    }
    st.discard_dead(s);
    Ok(())
}

/// `k` cards for a draw or a bought card: from the deck while it has cards the board (and burns)
/// will not need, then from the discard pile, shuffled, as 32-card draw does when its deck runs out
/// (docs/rules.md, "Draw and buying"). The caller checked there are enough.
fn extra_cards(
    st: &mut State,
    s: &Setup,
    at: usize,
    k: usize,
    what: &str,
) -> Result<Vec<Option<Card>>, DealError> {
    let from_deck = k.min(st.spare_from(s, at));
    let mut out = Vec::with_capacity(k);
    for _ in 0..from_deck {
        out.push(st.pop_stock(what)?);
    }
    if from_deck < k {
        st.shuffle_discards(s);
        for _ in from_deck..k {
            let c = st.discards.pop().ok_or_else(|| DealError::NotEnoughCards {
                needed: k,
                available: from_deck,
                what: what.into(),
            })?;
            st.dealt += 1;
            st.from_discards += 1;
            out.push(c);
        }
    }
    Ok(out)
}

/// The last aggressor chooses where the next chosen street's cards go: that many places, each an
/// empty place of a chosen street, each once.
fn place(st: &mut State, s: &Setup, positions: &[usize]) -> Result<(), DealError> {
    let i = st.enter(s, "choose the places")?;
    let (street, stage) = s.stages[i];
    let group = match stage {
        Stage::Group(g) if s.script.streets[street].groups[g].chosen => &s.script.streets[street].groups[g],
        _ => {
            return Err(DealError::OutOfOrder {
                event: "choose where the cards go".into(),
                expected: "only the last aggressor of a street dealt where they choose does".into(),
            })
        }
    };
    if positions.len() != group.positions.len() {
        return Err(DealError::OutOfOrder {
            event: format!("choose {} places", positions.len()),
            expected: format!("this street deals {} cards", group.positions.len()),
        });
    }
    let choosable = s.script.choosable();
    for (k, &p) in positions.iter().enumerate() {
        let id = s.script.rules.positions().get(p).map_or("?", |x| x.id.as_str());
        if !choosable.contains(&p) || positions[..k].contains(&p) || st.board[p] != Slot::Empty {
            return Err(DealError::BadPosition {
                position: p,
                reason: format!("{id} is not an empty place the last aggressor can choose"),
            });
        }
    }
    st.placed = Some(positions.to_vec());
    Ok(())
}
