//! The hand file: one hand as JSON, the format the app saves, shares and imports and `cap showdown`
//! reads. This module and its submodules are the only code that knows the JSON shapes (documented in
//! `docs/hand-file.md`): CAP games here, Chinese poker, OFC and 32-card draw in [`chinese`], [`ofc`] and
//! [`draw32`], and [`any`] picks the shape from the file's `game`.
//!
//! A hand file is untrusted input. [`HandFile::to_hand`] checks everything once — the game and its
//! options, every card and position, duplicates, counts — and every error names the problem and
//! where it is ("Kd is both in Ann's hole cards and at board position 1.f2"). The validated
//! [`Hand`] it returns cannot be inconsistent.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::amount;
use crate::engine::card::{parse_cards, Card};
use crate::engine::card_set::CardSet;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::{HoleCards, OptionError, Rules, Scope};
use crate::engine::invariant::Invariant;
use crate::engine::showdown::{Hand, Seat, ShowdownReport};
use crate::engine::text::{count, excerpt};

pub mod any;
pub mod betting;
mod checks;
pub mod chinese;
mod draft;
pub mod draw32;
pub mod evening;
pub mod game_ref;
pub mod in_progress;
mod json;
pub mod ofc;

/// The current format version; files say which version they are.
pub const FORMAT: u32 = 1;

pub use game_ref::GameRef;

/// A hand as stored: plain data, cards as text.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a hand: an object with format, game, button, chip and players")]
pub struct HandFile {
    /// Format version, currently 1.
    pub format: u32,
    /// Game id from the catalogue, e.g. `double-board/high-low-hand`, or the game's declaration
    /// inline (`docs/declaration.md`).
    pub game: GameRef,
    /// Option choices (missing options take their defaults), e.g. `{"low": "7-2"}`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty", deserialize_with = "json::unique_map")]
    pub options: BTreeMap<String, String>,
    /// Index of the dealer in `players`.
    pub button: usize,
    /// Value of the smallest chip; every amount is a whole number of it.
    pub chip: u64,
    /// Players in clockwise seat order.
    pub players: Vec<PlayerFile>,
    /// Board cards by position id, e.g. `{"1.f1": "As"}`.
    #[serde(default, deserialize_with = "json::unique_map")]
    pub board: BTreeMap<String, String>,
    /// The hand's betting: structure and actions (docs/hand-file.md, "Betting"). When given, each
    /// player's `contributed` and `folded` follow from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub betting: Option<betting::BettingFile>,
    /// How the hand was dealt, when the dealing guide dealt it: the table's setup and every event
    /// (docs/hand-file.md, "The deal"). Checked by replaying it; the cards scored are the file's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<crate::engine::deal::DealLog>,
}

/// One player in a hand file.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a player: an object with a name")]
pub struct PlayerFile {
    /// At most 40 characters, kept in one Unicode form (see [`crate::engine::seating`]).
    #[serde(deserialize_with = "json::name")]
    pub name: String,
    /// Hole cards as text, e.g. `"AsKd7h2c"` or `"As Kd 7h 2c"`.
    #[serde(default)]
    pub hole: String,
    /// What the player put in the pot this hand (money, a multiple of `chip`).
    #[serde(default)]
    pub contributed: u64,
    #[serde(default)]
    pub folded: bool,
    /// Cards at the player's own positions, e.g. `{"ring": "Kd"}` in Ring of Fire.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty", deserialize_with = "json::unique_map")]
    pub cards: BTreeMap<String, String>,
    /// Boards contested in the dynamic points system, numbered from 1 (the top board).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub picks: Vec<usize>,
    /// Of `contributed`, the chips paid for bought cards (the guide: "pay a fixed amount for an
    /// optional extra card"). They are in the pot but are not a bet: they join the main pot, which
    /// every player still in can win, instead of a level only bigger bets reach.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bought: u64,
    /// How many hole cards the deal left this player, extra cards and card actions included (a
    /// bought card, ESG, a forced discard, cards passed to a chosen player). Written by the dealing
    /// guide and `cap deal`; when given it replaces the game's count in the checks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hole_count: Option<usize>,
    /// The hand was declared dead during the deal (a dealing error's remedy), and why. The player's
    /// chips stay in the pot and they win nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dead: Option<String>,
    /// The player's chips at the start of the hand (money), when the table knows them: every
    /// player's or nobody's. The betting then holds each player to it (docs/hand-file.md,
    /// "Stacks"), and nobody puts in more.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stack: Option<u64>,
}

/// Why a hand file cannot be read, in words that name the card, player or position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadHandError {
    pub message: String,
}

impl fmt::Display for ReadHandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReadHandError {}

impl From<OptionError> for ReadHandError {
    fn from(e: OptionError) -> Self {
        fail(e.to_string())
    }
}

/// Every refusal goes through here: its message quotes input only as a short excerpt.
/// A hand the showdown would take too long to score is refused before it is scored, naming the
/// player holding the most cards (`engine::game::cost::HAND_WORK_LIMIT`): what a validated game's
/// bound does not cover, a hand gathering cards by card actions or a file claiming them.
fn check_work(hand: &Hand) -> Result<(), ReadHandError> {
    use crate::engine::game::cost::{grouped, HAND_WORK_LIMIT, UNIT_BUDGET};
    // The bound, not the count: counting builds every seat's boards, much of scoring's own work.
    let (work, heaviest) = hand.work_bound();
    if work > HAND_WORK_LIMIT {
        let most = hand.seats().iter().filter(|s| !s.folded).max_by_key(|s| s.hole.len());
        let who = most.map_or(String::new(), |s| format!(" ({} holds {})", s.name, cards_word(s.hole.len())));
        return Err(fail(format!(
            "scoring this hand would value {} hands{who}, more than the {} any hand may take",
            grouped(work),
            grouped(HAND_WORK_LIMIT)
        )));
    }
    // One seat's hand for one point is one step of a showdown scored in steps.
    match heaviest {
        Some((point, seat, hands)) if hands > UNIT_BUDGET => {
            let seat = &hand.seats()[seat];
            Err(fail(format!(
                "scoring {}'s hand for {} would value {} hands ({} holds {}), more than the {} one \
                 player's hand for one point may take",
                seat.name,
                hand.rules().points()[point].label,
                grouped(hands),
                seat.name,
                cards_word(seat.hole.len()),
                grouped(UNIT_BUDGET)
            )))
        }
        _ => Ok(()),
    }
}

pub(crate) fn fail(message: impl Into<String>) -> ReadHandError {
    ReadHandError { message: crate::engine::text::short_message(&message.into()) }
}

impl HandFile {
    /// Parses JSON text; syntax errors say where they are.
    pub fn from_json(text: &str) -> Result<HandFile, ReadHandError> {
        json::parse(text)
    }

    /// Parses one hand file, or a JSON array of them (what the app's "Download your hands"
    /// writes), with the same reader and the same words as [`HandFile::from_json`].
    pub fn list_from_json(text: &str) -> Result<Vec<HandFile>, ReadHandError> {
        if text.trim_start_matches('\u{feff}').trim_start().starts_with('[') {
            json::parse(text)
        } else {
            HandFile::from_json(text).map(|f| vec![f])
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).invariant("a hand file serializes")
    }

    /// Validates the file against the catalogue and builds the hand.
    pub fn to_hand(&self, catalogue: &Catalogue) -> Result<Hand, ReadHandError> {
        let rules = self.rules(catalogue)?;
        self.check_table(&rules)?;
        self.check_deal(catalogue)?;
        let mut entry = self.read(rules)?;
        if let Some(section) = &self.betting {
            // The contributions and folds follow from the betting; given as well, they must agree.
            let b = betting::replay(self, section)?;
            for (p, player) in entry.players.iter_mut().enumerate() {
                let (put, folded) = (b.contributed()[p], b.folded()[p]);
                if (player.contributed != 0 && player.contributed != put) || (player.folded && !folded) {
                    return Err(fail(format!(
                        "{}'s contributed {} and folded {} disagree with the betting ({put}{})",
                        player.name,
                        player.contributed,
                        player.folded,
                        if folded { ", folded" } else { "" }
                    )));
                }
                player.contributed = put;
                player.folded = folded;
            }
        }
        if let Some(stacks) = betting::stacks(&self.players)? {
            for (player, stack) in entry.players.iter().zip(stacks) {
                if player.contributed > stack {
                    return Err(fail(format!(
                        "{}'s contributed {} is more than their stack of {stack}",
                        player.name, player.contributed
                    )));
                }
            }
        }
        entry.validate()
    }

    /// Reads every card and position of the file (the strings), for [`Entry::validate`] to check.
    fn read(&self, rules: Rules) -> Result<Entry, ReadHandError> {
        let mut board = Vec::new();
        for (id, text) in &self.board {
            let index = rules.position(id).ok_or_else(|| unknown_position(&rules, id))?;
            if rules.positions()[index].scope != Scope::Table {
                return Err(fail(format!(
                    "\"{id}\" is a card in front of each player: give it in that player's \"cards\""
                )));
            }
            board.push((index, one_card(text, &format!("board position {id}"))?));
        }
        let mut players = Vec::with_capacity(self.players.len());
        for p in &self.players {
            let hole = parse_cards(&p.hole).map_err(|e| fail(format!("{}'s hole cards: {e}", p.name)))?;
            let mut own = Vec::new();
            for (id, text) in &p.cards {
                let index = rules.position(id).ok_or_else(|| unknown_position(&rules, id))?;
                if rules.positions()[index].scope != Scope::EachPlayer {
                    return Err(fail(format!(
                        "\"{id}\" is a board position: give it in \"board\", not in {}'s cards",
                        p.name
                    )));
                }
                own.push((index, one_card(text, &format!("{}'s {id} card", p.name))?));
            }
            players.push(EntryPlayer {
                name: p.name.clone(),
                hole,
                own,
                contributed: p.contributed,
                bought: p.bought,
                folded: p.folded,
                picks: p.picks.clone(),
                hole_count: p.hole_count,
                dead: p.dead.clone(),
            });
        }
        Ok(Entry { rules, button: self.button, chip: self.chip, board, players })
    }
}

/// A hand as entered, every card and position already read: what a hand file reads into and what
/// the draft being entered holds. [`Entry::validate`] is the one place the showdown's checks on the
/// cards live, for `cap`, a saved or shared hand and the hand screen alike.
#[derive(Clone, Debug)]
pub struct Entry {
    pub rules: Rules,
    pub button: usize,
    pub chip: u64,
    /// Table positions with their cards (positions may be missing: validation says which).
    pub board: Vec<(usize, Card)>,
    pub players: Vec<EntryPlayer>,
}

/// One player of an [`Entry`]; amounts are money, as in the hand file.
#[derive(Clone, Debug)]
pub struct EntryPlayer {
    pub name: String,
    pub hole: Vec<Card>,
    pub own: Vec<(usize, Card)>,
    pub contributed: u64,
    pub bought: u64,
    pub folded: bool,
    /// Boards picked in the dynamic points system, numbered from 1.
    pub picks: Vec<usize>,
    pub hole_count: Option<usize>,
    pub dead: Option<String>,
}

impl Entry {
    /// Checks the cards and builds the hand: each card once and in the game's deck, every board
    /// position filled (unless everyone else folded), each player's own cards, picks, amounts in
    /// whole chips, and the hole-card counts. Every refusal names the card, player or position.
    /// The table itself (players, button, chip, names, amount limits) is checked before, by
    /// [`check_table`].
    pub fn validate(self) -> Result<Hand, ReadHandError> {
        let Entry { rules, button, chip, board, players } = self;
        let mut places: Vec<(Card, String)> = Vec::new();
        let mut claim = |card: Card, place: String| -> Result<(), ReadHandError> {
            if let Some((_, first)) = places.iter().find(|(c, _)| *c == card) {
                if *first == place {
                    return Err(fail(format!("{card} is twice {place}")));
                }
                return Err(fail(format!("{card} is both {first} and {place}")));
            }
            if !rules.deck().contains(card) {
                return Err(fail(format!("{card} ({place}) is not in this game's deck")));
            }
            places.push((card, place));
            Ok(())
        };

        // Everyone else folded: the hand ended without a showdown, wherever the board was.
        let uncontested = players.iter().filter(|p| !p.folded && p.dead.is_none()).count() == 1;
        for &(index, card) in &board {
            claim(card, format!("at board position {}", rules.positions()[index].id))?;
        }
        for (index, p) in rules.table_positions() {
            if !uncontested && !board.iter().any(|(i, _)| *i == index) {
                return Err(fail(format!("board position {} has no card", p.id)));
            }
        }

        let pickable = rules.pickable_points();
        let mut seats = Vec::with_capacity(players.len());
        for p in players {
            let whose = format!("{}'s hole cards", p.name);
            let mut hole = CardSet::EMPTY;
            for &card in &p.hole {
                claim(card, format!("in {whose}"))?;
                hole.insert(card);
            }
            for &(index, card) in &p.own {
                claim(card, format!("{}'s {} card", p.name, rules.positions()[index].id))?;
            }
            // A folded or dead hand's face-up cards went to the discard pile with it; a hand won
            // without a showdown may end before they are dealt.
            if !p.folded && p.dead.is_none() && !uncontested {
                for (index, pos) in rules.positions().iter().enumerate() {
                    if pos.scope == Scope::EachPlayer && !p.own.iter().any(|(i, _)| *i == index) {
                        return Err(fail(format!("{} has no {} card", p.name, pos.id)));
                    }
                }
            }
            check_chips(&p.name, p.contributed, p.bought, chip)?;
            let mut picks = Vec::new();
            for &k in &p.picks {
                match k.checked_sub(1).and_then(|i| pickable.get(i)) {
                    Some(&point) => picks.push(point),
                    None if pickable.is_empty() => {
                        return Err(fail(format!("{} picked board {k}, but this game has no picks", p.name)))
                    }
                    None => {
                        return Err(fail(format!(
                            "{} picked board {k}; boards are numbered 1 to {}",
                            p.name,
                            pickable.len()
                        )))
                    }
                }
            }
            if let Some(why) = p.dead.as_deref().filter(|w| w.trim().is_empty()) {
                return Err(fail(format!("{}'s hand is dead, but no reason is given (\"{why}\")", p.name)));
            }
            seats.push(Seat {
                name: p.name,
                hole,
                contributed: p.contributed / chip,
                bought: p.bought / chip,
                folded: p.folded,
                own: p.own,
                picks,
                hole_count: p.hole_count,
                dead: p.dead,
            });
        }
        // A lone winner shows no cards, except where the guide says they must (Good boys bad boys).
        if !uncontested || !rules.dead_rank_positions().is_empty() {
            check_hole_counts(&rules, &mut seats, &board)?;
        }
        if seats.iter().all(|s| s.folded) {
            return Err(fail("every player folded: there is no showdown"));
        }
        let hand = Hand { rules, seats, button, chip, board };
        check_work(&hand)?;
        Ok(hand)
    }
}

impl HandFile {
    /// The game's rules with the file's options: the format and the game are checked first.
    pub fn rules(&self, catalogue: &Catalogue) -> Result<Rules, ReadHandError> {
        checks::format(self.format)?;
        let game = self.game.game(catalogue)?;
        Ok(game.rules(&self.options)?)
    }

    /// The table, checked the same way wherever a hand file is read (`cap`, the app's saved hand,
    /// a shared link): the number of players, the button, the chip, the names, every amount
    /// within the range of [`amount`] (each contribution, and the pot they make), and every
    /// recorded `hole_count` within what a deal can leave a player.
    pub fn check_table(&self, rules: &Rules) -> Result<(), ReadHandError> {
        let players: Vec<TableSeat> = self
            .players
            .iter()
            .map(|p| TableSeat { name: &p.name, contributed: p.contributed, hole_count: p.hole_count })
            .collect();
        check_table(rules, &players, self.button, self.chip)
    }

    /// The deal, when the file has one: dealt to these players (as many, the same button) and
    /// replaying with the file's game and options, every event applying where it is. Its refusal
    /// starts with `deal`, naming the event.
    pub fn check_deal(&self, catalogue: &Catalogue) -> Result<(), ReadHandError> {
        let Some(deal) = &self.deal else { return Ok(()) };
        let (seats, button) = (deal.setup.n_players, deal.setup.button);
        if seats != self.players.len() || button != self.button {
            return Err(fail(format!(
                "deal.setup: dealt to {seats} players with the button at seat {}, but the hand has {} players with the button at seat {}",
                button + 1,
                self.players.len(),
                self.button + 1
            )));
        }
        let game = self.game.game(catalogue)?;
        deal.replay(&game, &self.options).map(|_| ()).map_err(|e| fail(format!("deal: {e}")))
    }
}

/// What a seat put in and paid for bought cards, in whole chips: the bought part of what they put
/// in. Checked on the amounts the betting gives, by the showdown and by equity's reader (so `cap
/// equity` refuses what `cap showdown` refuses).
pub(crate) fn check_chips(name: &str, contributed: u64, bought: u64, chip: u64) -> Result<(), ReadHandError> {
    if bought > contributed || !bought.is_multiple_of(chip) {
        return Err(fail(format!(
            "{}'s bought {bought} must be part of their contributed {contributed} and a whole number of \
             chips worth {chip}",
            excerpt(name)
        )));
    }
    if !contributed.is_multiple_of(chip) {
        return Err(fail(format!(
            "{} contributed {contributed}, which is not a whole number of chips worth {chip}",
            excerpt(name)
        )));
    }
    Ok(())
}

/// One seat as the table check reads it, from a hand file or a draft.
#[derive(Clone, Copy, Debug)]
pub struct TableSeat<'a> {
    pub name: &'a str,
    /// What they put in, in money.
    pub contributed: u64,

    /// What the deal left them, when recorded.
    pub hole_count: Option<usize>,
}

/// The table, checked the same way for a hand file and a draft: the number of players, the button,
/// the chip, the names, every amount within the range of [`amount`] (each contribution, and the
/// pot they make), and each recorded hole count at most [`Rules::most_hole_cards_at_showdown`]
/// (a bigger one is no deal's: it is refused before any work is sized by it).
pub fn check_table(
    rules: &Rules,
    players: &[TableSeat],
    button: usize,
    chip: u64,
) -> Result<(), ReadHandError> {
    let names: Vec<&str> = players.iter().map(|p| p.name).collect();
    checks::seats(rules.players().into(), rules.game_name(), &names, button, chip)?;
    for p in players {
        amount::check(p.contributed, &format!("{}'s contributed", excerpt(p.name))).map_err(fail)?;
    }
    amount::total(players.iter().map(|p| p.contributed), "the pot (everyone's contributed)").map_err(fail)?;
    let most = rules.most_hole_cards_at_showdown(players.len());
    for p in players {
        if let Some(k) = p.hole_count.filter(|&k| k > most) {
            return Err(fail(format!(
                "{}'s hole_count {k} is more than any deal of {} can leave a player: {most} at most \
                 ({} cards, less the board and their own places)",
                excerpt(p.name),
                rules.game_name(),
                rules.deck().card_count()
            )));
        }
    }
    Ok(())
}

fn unknown_position(rules: &Rules, id: &str) -> ReadHandError {
    let known: Vec<&str> = rules.positions().iter().map(|p| p.id.as_str()).collect();
    fail(format!("{} has no position \"{id}\" (its positions: {})", rules.game_name(), known.join(" ")))
}

/// Exactly one card from `text` given at `place` ("board position 1.f1"), or why not. The app's
/// reader (the draft) uses it too, so both read a card the same way.
pub(crate) fn one_card(text: &str, place: &str) -> Result<Card, ReadHandError> {
    let cards = parse_cards(text).map_err(|e| fail(format!("{place}: {e}")))?;
    match cards.as_slice() {
        [card] => Ok(*card),
        [] => Err(fail(format!("{place} has no card"))),
        _ => Err(fail(format!("{place} holds one card, not {} (\"{text}\")", cards.len()))),
    }
}

/// Every player still in must hold the number of hole cards the deal left them (docs/rules.md, "Hole
/// cards at showdown"). When the file records it (`hole_count`, written by the dealing guide and
/// `cap deal`, extra cards and card actions included), that number; otherwise the game's: a fixed
/// count exactly; for as-many-as-the-deck-allows, the same count for everyone, at least the count
/// dealt and at most one extra card more per street. A game that discards down (Throw dem) accepts
/// from the showdown count up (more forfeits: see `Hand::forfeit`). A game with dead ranks (Good
/// boys bad boys) discards them from hands, so its players may hold fewer cards, each a different
/// number, down to the count less every card of a dead rank not seen elsewhere in the file.
///
/// Fewer cards than that is a hand not fully entered, and is refused naming the player. More is the
/// guide's "a player found to have more cards than they should": the hand is dead (it stays in the
/// report under forfeits, with the reason). Folded players may leave their cards out.
fn check_hole_counts(
    rules: &Rules,
    seats: &mut [Seat],
    board: &[(usize, Card)],
) -> Result<(), ReadHandError> {
    let dead_ranks = rules
        .dead_rank_positions()
        .iter()
        .filter_map(|&p| board.iter().find(|(q, _)| *q == p))
        .fold(0u16, |mask, (_, c)| mask | 1 << c.rank().index());
    // How many dead-rank cards a hand can have given up: those of the deck not on the board and
    // not in anyone's cards in this file.
    let seen = seats.iter().flat_map(|s| s.hole.iter().chain(s.own.iter().map(|(_, c)| *c)));
    let seen: Vec<Card> = board.iter().map(|(_, c)| *c).chain(seen).collect();
    let discardable = rules
        .deck()
        .cards()
        .into_iter()
        .filter(|c| dead_ranks & (1 << c.rank().index()) != 0 && !seen.contains(c))
        .count();
    // How many cards the hands still in are short of their count, before dead-rank discards.
    let mut short = 0;
    let n_seats = seats.len();
    for s in seats.iter_mut().filter(|s| !s.folded && s.dead.is_none()) {
        let held = s.hole.len();
        short += rules.hole_card_bounds(n_seats, s.hole_count).0.saturating_sub(held);
        if let Some(why) = judge_hole_count(rules, n_seats, &s.name, held, s.hole_count, discardable)? {
            s.dead = Some(why);
        }
    }
    // Cards given up for a dead rank come out of the same unseen cards: together, the hands
    // cannot be short of more cards than there are (docs/rules.md, "Hole cards at showdown").
    if discardable > 0 && short > discardable {
        return Err(fail(format!(
            "the players still in hold {} fewer than dealt, but only {} of a dead rank {} not seen elsewhere \
             to have been discarded",
            count(short, "card"),
            count(discardable, "card"),
            if discardable == 1 { "is" } else { "are" }
        )));
    }
    // Without a recorded deal, everyone still in got the same extra cards, unless dead ranks took
    // some away.
    let live: Vec<&Seat> = seats.iter().filter(|s| !s.folded && s.dead.is_none()).collect();
    let recorded = live.iter().any(|s| s.hole_count.is_some());
    if let (Some(first), HoleCards::MaxFromDeck, 0, false) =
        (live.first(), rules.hole_cards(), dead_ranks, recorded)
    {
        if let Some(other) = live.iter().find(|s| s.hole.len() != first.hole.len()) {
            return Err(fail(format!(
                "{} holds {} but {} holds {}: everyone still in gets the same extra cards (a hand \
                 dealt with bought cards or passes to a chosen player records each player's count)",
                first.name,
                crate::engine::game::hole_count::hole_cards_word(first.hole.len()),
                other.name,
                other.hole.len()
            )));
        }
    }
    Ok(())
}

/// [`Rules::judge_hole_count`] with its refusal as a reader's.
pub(crate) fn judge_hole_count(
    rules: &Rules,
    n_seats: usize,
    name: &str,
    held: usize,
    hole_count: Option<usize>,
    discardable: usize,
) -> Result<Option<String>, ReadHandError> {
    rules.judge_hole_count(n_seats, name, held, hole_count, discardable).map_err(fail)
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn cards_word(n: usize) -> String {
    format!("{n} {}", if n == 1 { "card" } else { "cards" })
}

/// The showdown as JSON: each pot with its points, winners (with the cards they used and their
/// hand in words) and payouts, then total payouts by player name. Amounts are money.
pub fn report_json(hand: &Hand, report: &ShowdownReport) -> serde_json::Value {
    use serde_json::json;
    let name = |s: usize| hand.seats()[s].name.clone();
    // `to_hand` keeps the pot, in money, within `amount::MAX_MONEY`.
    let amount =
        |chips: u64| chips.checked_mul(hand.chip).ok_or(()).invariant("to_hand checked the pot's range");
    let pots: Vec<serde_json::Value> = report
        .pots
        .iter()
        .map(|pot| {
            let points: Vec<serde_json::Value> = pot
                .components
                .iter()
                .zip(&report.points)
                .map(|(c, pr)| {
                    let winners: Vec<serde_json::Value> = pr
                        .with_hands(&c.winners)
                        .into_iter()
                        .map(|(w, h)| {
                            json!({"player": name(w), "cards": h.best.cards.to_string(), "description": h.description})
                        })
                        .collect();
                    json!({"label": c.label, "worth": c.points, "winners": winners})
                })
                .collect();
            let payouts: serde_json::Map<String, serde_json::Value> =
                pot.award.payouts.iter().map(|&(s, c)| (name(s), json!(amount(c)))).collect();
            json!({
                "amount": amount(pot.chips),
                "eligible": pot.eligible.iter().map(|&s| name(s)).collect::<Vec<_>>(),
                "points": points,
                "payouts": payouts,
                "instructions": pot.instructions,
            })
        })
        .collect();
    let payouts: serde_json::Map<String, serde_json::Value> =
        report.payouts.iter().enumerate().map(|(s, &c)| (name(s), json!(amount(c)))).collect();
    json!({
        "game": hand.rules.game_id(),
        "options": hand.rules.options(),
        "pots": pots,
        "payouts": payouts,
        "forfeits": report.forfeits.iter().map(|(s, why)| json!({"player": name(*s), "reason": why})).collect::<Vec<_>>(),
    })
}

/// The URL fragment that carries a hand in a shared link: `hand=` then the compact JSON in
/// unpadded base64url, so the link survives chat apps and never reaches a server.
pub fn to_fragment(file: &HandFile) -> String {
    let json = serde_json::to_string(file).invariant("a hand file serializes");
    format!("hand={}", base64url::encode(json.as_bytes()))
}

/// The longest link fragment read, in characters: a hand carrying the largest game a designer
/// makes (dozens of places and points, every text at its bound) is tens of kilobytes; a link of
/// megabytes is damaged or made to hurt, and is refused before it is decoded, so that reading it
/// costs nothing (issue 36: a link with a million-character name held the page for most of a
/// second).
pub const LINK_MOST: usize = 256 * 1024;

/// A fragment over [`LINK_MOST`], refused in words before anything is decoded.
fn check_link_length(data: &str, what: &str) -> Result<(), ReadHandError> {
    if data.len() <= LINK_MOST {
        return Ok(());
    }
    Err(fail(format!(
        "this link is {} characters long, longer than any shared {what} ({} at most): it was damaged, or \
         not made by the app",
        crate::engine::game::cost::grouped(data.len() as u128),
        crate::engine::game::cost::grouped(LINK_MOST as u128)
    )))
}

/// The hand in a shared link's fragment (with or without the leading `#`). Untrusted: the result
/// still goes through [`HandFile::to_hand`] or the draft's checks.
pub fn from_fragment(fragment: &str) -> Result<HandFile, ReadHandError> {
    let data = fragment
        .trim_start_matches('#')
        .strip_prefix("hand=")
        .ok_or_else(|| fail("this link does not carry a hand (it should contain #hand=...)"))?;
    check_link_length(data, "hand")?;
    let bytes = base64url::decode(data).ok_or_else(|| fail("this link's hand is damaged (not base64url)"))?;
    let text = String::from_utf8(bytes).map_err(|_| fail("this link's hand is damaged (not text)"))?;
    HandFile::from_json(&text)
}

/// The URL fragment that carries a game in a shared link: `game=` then the declaration's compact
/// JSON in unpadded base64url, as [`to_fragment`] carries a hand.
pub fn game_to_fragment(spec: &crate::engine::game::GameSpec) -> String {
    let json = serde_json::to_string(spec).invariant("a declaration serializes");
    format!("game={}", base64url::encode(json.as_bytes()))
}

/// The game in a shared link's fragment (with or without the leading `#`), validated as the
/// catalogue's games are; refusals name the field (`points[1].ranking: …`).
pub fn game_from_fragment(fragment: &str) -> Result<crate::engine::game::Game, ReadHandError> {
    let data = fragment
        .trim_start_matches('#')
        .strip_prefix("game=")
        .ok_or_else(|| fail("this link does not carry a game (it should contain #game=...)"))?;
    check_link_length(data, "game")?;
    let bytes = base64url::decode(data).ok_or_else(|| fail("this link's game is damaged (not base64url)"))?;
    let text = String::from_utf8(bytes).map_err(|_| fail("this link's game is damaged (not text)"))?;
    crate::engine::game::declaration::parse(&text).map_err(|e| fail(e.to_string()))
}

/// A link's fragment carrying any text as `kind` (`hand`, `game`), as a shared link carries it:
/// for tests of what a damaged link says.
#[cfg(test)]
pub(crate) fn link_of(kind: &str, text: &str) -> String {
    format!("#{kind}={}", base64url::encode(text.as_bytes()))
}

/// Unpadded base64url (RFC 4648 section 5), small enough to keep here rather than add a crate.
mod base64url {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

    pub fn encode(bytes: &[u8]) -> String {
        let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
        for chunk in bytes.chunks(3) {
            let n = chunk.iter().enumerate().fold(0u32, |n, (i, &b)| n | (u32::from(b) << (16 - 8 * i)));
            for i in 0..=chunk.len() {
                out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
            }
        }
        out
    }

    pub fn decode(text: &str) -> Option<Vec<u8>> {
        let value = |c: u8| ALPHABET.iter().position(|&a| a == c).map(|v| v as u32);
        let mut out = Vec::with_capacity(text.len() * 3 / 4);
        for chunk in text.as_bytes().chunks(4) {
            if chunk.len() == 1 {
                return None;
            }
            let mut n = 0u32;
            for (i, &c) in chunk.iter().enumerate() {
                n |= value(c)? << (18 - 6 * i);
            }
            for i in 0..chunk.len() - 1 {
                out.push((n >> (16 - 8 * i)) as u8);
            }
        }
        Some(out)
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn round_trips_every_length_and_matches_rfc_4648_vectors() {
            assert_eq!(super::encode(b"foobar"), "Zm9vYmFy");
            assert_eq!(super::encode(b"fo"), "Zm8");
            assert_eq!(super::encode(&[0xfb, 0xff]), "-_8");
            for n in 0..40u8 {
                let bytes: Vec<u8> = (0..n).map(|i| i.wrapping_mul(37) ^ 0xa5).collect();
                assert_eq!(super::decode(&super::encode(&bytes)).unwrap(), bytes);
            }
            assert_eq!(super::decode("Zm9v!"), None);
            assert_eq!(super::decode("Z"), None);
        }
    }
}
