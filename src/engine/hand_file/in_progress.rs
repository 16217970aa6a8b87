//! A hand file read as a deal in progress, for equity (`cap equity`; docs/hand-file.md, "A hand
//! in progress"): board places not yet dealt are left out, and a player's unknown hole cards are
//! written `??` each (`"hole": "AsKd????"`: two known, two unknown). A player whose `hole` is
//! empty holds the game's number of hole cards (or `hole_count`), all unknown.

use super::{check_chips, fail, judge_hole_count, one_card, HandFile, ReadHandError};
use crate::engine::card::{parse_cards, Card};
use crate::engine::card_set::CardSet;
use crate::engine::equity::{Hole, Partial};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::Scope;

/// The file's deal as equity reads it: the known cards checked (each in one place), the unknown
/// counted, the contributions (from the betting section when there is one).
pub fn partial(file: &HandFile, catalogue: &Catalogue) -> Result<Partial, ReadHandError> {
    let rules = file.rules(catalogue)?;
    file.check_table(&rules)?;
    let n = file.players.len();
    let each = rules.hole_card_count(n).0;
    let mut seen = CardSet::EMPTY;
    let mut mark = |c: Card, place: &str| -> Result<(), ReadHandError> {
        if seen.insert(c) {
            Ok(())
        } else {
            Err(fail(format!("{c} is in two places (again at {place})")))
        }
    };
    let mut board = vec![];
    for (id, text) in &file.board {
        let index = rules
            .position(id)
            .filter(|i| rules.positions()[*i].scope == Scope::Table)
            .ok_or_else(|| fail(format!("{} has no board position \"{id}\"", rules.game_name())))?;
        let card = one_card(text, &format!("board position {id}"))?;
        mark(card, &format!("board position {id}"))?;
        board.push((index, card));
    }
    let (mut contributed, mut folded): (Vec<u64>, Vec<bool>) =
        file.players.iter().map(|p| (p.contributed, p.folded)).unzip();
    if let Some(section) = &file.betting {
        let b = super::betting::replay(file, section)?;
        contributed = b.contributed().to_vec();
        for (f, out) in folded.iter_mut().zip(b.folded()) {
            *f |= *out;
        }
    }
    // The showdown's rule for the chips (whole chips, the bought part of what was put in).
    for (player, &put) in file.players.iter().zip(&contributed) {
        check_chips(&player.name, put, player.bought, file.chip)?;
    }
    // Everyone else folded or dead: the hand ends without a showdown and nobody's count is
    // judged, as `Entry::validate` does.
    let uncontested = (0..n).filter(|&p| !folded[p] && file.players[p].dead.is_none()).count() == 1;
    let judged = !uncontested || !rules.dead_rank_positions().is_empty();
    let mut holes = Vec::with_capacity(n);
    let mut own = Vec::with_capacity(n);
    let mut dead_hands = Vec::with_capacity(n);
    for (p, player) in file.players.iter().enumerate() {
        let mut mine = vec![];
        for (id, text) in &player.cards {
            let index = rules
                .position(id)
                .ok_or_else(|| fail(format!("{} has no position \"{id}\"", rules.game_name())))?;
            let card = one_card(text, &format!("{}'s {id} card", player.name))?;
            mark(card, &format!("{}'s {id}", player.name))?;
            mine.push((index, card));
        }
        own.push(mine);
        if folded[p] {
            holes.push(None);
            dead_hands.push(None);
            continue;
        }
        if let Some(why) = player.dead.as_deref().filter(|w| w.trim().is_empty()) {
            return Err(fail(format!("{}'s hand is dead, but no reason is given (\"{why}\")", player.name)));
        }
        let marked = player.hole.matches("??").count();
        let known = parse_cards(&player.hole.replace("??", " "))
            .map_err(|e| fail(format!("{}'s hole cards: {e}", player.name)))?;
        for &c in &known {
            mark(c, &format!("{}'s hole cards", player.name))?;
        }
        let unknown = match (player.hole_count, marked) {
            (Some(count), _) if count < known.len() => {
                return Err(fail(format!(
                    "{} holds {} known hole cards but hole_count is {count}",
                    player.name,
                    known.len()
                )))
            }
            (Some(count), _) => count - known.len(),
            (None, 0) if known.is_empty() => each,
            (None, marked) => marked,
        };
        // The showdown's own rule for the count, unknown cards included: a count `cap showdown`
        // would refuse is refused, and one it finds dead is dead in the odds too, with its words.
        // The dead ranks are not known before the board is out, so in such a game a hand may be
        // short by any number.
        let discardable = if rules.dead_rank_positions().is_empty() { 0 } else { rules.deck().card_count() };
        let held = known.len() + unknown;
        let dead = match (&player.dead, judged) {
            (Some(why), _) => Some(why.clone()),
            (None, true) => judge_hole_count(&rules, n, &player.name, held, player.hole_count, discardable)?,
            (None, false) => None,
        };
        dead_hands.push(dead);
        holes.push(Some(Hole { known, unknown }));
    }
    if contributed.iter().all(|c| *c == 0) {
        contributed.clear();
    }
    let picks = file.players.iter().map(|p| rules.picked_points(&p.picks)).collect();
    let bought = file.players.iter().map(|p| p.bought).collect();
    Ok(Partial {
        rules,
        holes,
        own,
        board,
        dead: vec![],
        contributed,
        bought,
        chip: file.chip,
        dead_hands,
        button: file.button,
        picks,
    })
}
