//! A hand being entered: the state behind the card-entry screen, and the intents it accepts.
//!
//! A [`Draft`] may be incomplete (cards still to enter) but never inconsistent: a card is in at
//! most one place, and an intent that would break that is refused with a message naming both
//! places, leaving the draft as it was (nothing the user entered is lost). It knows no file format:
//! the hand file's reader converts it to and from the file the app stores and shares, and checks
//! it for the showdown as it checks a file, straight from the cards.

use std::collections::BTreeMap;
use std::fmt;

use crate::engine::betting::Record;
use crate::engine::card::{parse_cards, Card, Cards};
use crate::engine::deal_log::DealLog;
use crate::engine::game::{Rules, Scope};

/// Where a card can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Slot {
    /// A table position (index into the rules' positions).
    Board(usize),
    /// A player's hole cards.
    Hole(usize),
    /// A player's own position, e.g. a ring card: (player, position index).
    Own(usize, usize),
}

/// Which part of the board typed text fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardTarget {
    /// Board `n` (from 1): the positions numbered `n.` ("1.f1"), or line `n` in a layout without
    /// numbered boards.
    Board(usize),
    /// The `n`th line of the drawing from the top (from 1).
    Line(usize),
}

impl fmt::Display for BoardTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardTarget::Board(n) => write!(f, "board {n}"),
            BoardTarget::Line(n) => write!(f, "line {n}"),
        }
    }
}

/// Splits typed board text into an optional target and the cards: "board 1: 2c 5d", "Board1 2c",
/// "b1: 2c", "b 1 2c", "line 2 - …", "l2 …", "row 2 …" (case ignored; the colon, dash or full stop
/// after the number is optional). Text without such a start is all cards.
///
/// ```
/// use cap::engine::draft::{parse_board_text, BoardTarget};
/// assert_eq!(parse_board_text("board 2: As Kd"), (Some(BoardTarget::Board(2)), " As Kd"));
/// assert_eq!(parse_board_text("L3 7h"), (Some(BoardTarget::Line(3)), " 7h"));
/// assert_eq!(parse_board_text("AsKd"), (None, "AsKd"));
/// ```
pub fn parse_board_text(text: &str) -> (Option<BoardTarget>, &str) {
    let trimmed = text.trim_start();
    let lower = trimmed.to_ascii_lowercase();
    // Longest words first, so "board" is not read as "b" followed by "oard".
    type Make = fn(usize) -> BoardTarget;
    let words: [(&str, Make); 6] = [
        ("board", BoardTarget::Board),
        ("line", BoardTarget::Line),
        ("row", BoardTarget::Line),
        ("b", BoardTarget::Board),
        ("l", BoardTarget::Line),
        ("r", BoardTarget::Line),
    ];
    for (word, make) in words {
        let Some(after) = lower.strip_prefix(word) else { continue };
        let spaces = after.len() - after.trim_start().len();
        let digits = after[spaces..].bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            continue;
        }
        let Ok(n) = after[spaces..spaces + digits].parse::<usize>() else { continue };
        let mut end = word.len() + spaces + digits;
        let rest = &trimmed[end..];
        // Only a separator, a colon, a dash, a full stop or the end may follow the number, so
        // "r2c…" is not read as row 2.
        let gap = rest.len() - rest.trim_start().len();
        match rest[gap..].chars().next() {
            Some(c @ (':' | '-' | '.')) => end += gap + c.len_utf8(),
            _ if gap > 0 || rest.is_empty() || rest.starts_with(',') => {}
            _ => continue,
        }
        return (Some(make(n)), &trimmed[end..]);
    }
    (None, text)
}

fn plural(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("{n} {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// One player as entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftPlayer {
    name: String,
    hole: Vec<Card>,
    contributed: u64,
    folded: bool,
    own: BTreeMap<usize, Card>,
    picks: Vec<usize>,
    /// Of `contributed`, what the player paid for bought cards (not a bet: it joins the main pot).
    bought: u64,
    /// Hole cards the deal left this player (set when the hand comes from the dealing guide).
    hole_count: Option<usize>,
    /// Why the hand was declared dead during the deal, if it was.
    dead: Option<String>,
    /// The player's stack at the start of the hand, when the hand file gave one and no betting
    /// holds it (a betting record keeps the stacks it plays from): kept so that nothing read is
    /// lost when the hand is written again.
    stack: Option<u64>,
}

impl DraftPlayer {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The hole cards entered, in the order they were entered.
    pub fn hole(&self) -> &[Card] {
        &self.hole
    }

    /// What the player put in the pot (money).
    pub fn contributed(&self) -> u64 {
        self.contributed
    }

    pub fn folded(&self) -> bool {
        self.folded
    }

    /// Cards at the player's own positions, by position index.
    pub fn own(&self) -> &BTreeMap<usize, Card> {
        &self.own
    }

    /// Boards picked in the dynamic points system, numbered from 1, in order.
    pub fn picks(&self) -> &[usize] {
        &self.picks
    }

    /// Of [`DraftPlayer::contributed`], what the player paid for bought cards.
    pub fn bought(&self) -> u64 {
        self.bought
    }

    /// Hole cards the deal left this player, when the hand comes from the dealing guide.
    pub fn hole_count(&self) -> Option<usize> {
        self.hole_count
    }

    /// Why the hand was declared dead during the deal, if it was.
    pub fn dead(&self) -> Option<&str> {
        self.dead.as_deref()
    }

    /// The stack the hand file gave, kept for writing it again (see the field).
    pub fn stack(&self) -> Option<u64> {
        self.stack
    }
}

/// A hand being entered for one game's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct Draft {
    rules: Rules,
    button: usize,
    chip: u64,
    players: Vec<DraftPlayer>,
    board: BTreeMap<usize, Card>,
    /// The betting as recorded (the dealing guide's, or a file's): each contribution must agree
    /// with it, or the showdown says which does not.
    betting: Option<Record>,
    /// How the hand was dealt, when it came from the dealing guide: kept with the hand so that
    /// the history can show the deal and its betting step by step (the cards entered since may
    /// correct it: the showdown scores what is entered).
    deal: Option<DealLog>,
}

impl Draft {
    /// An empty hand: every player puts in `stake`.
    pub fn new(rules: Rules, names: &[String], button: usize, chip: u64, stake: u64) -> Draft {
        let players = names
            .iter()
            .map(|n| DraftPlayer {
                name: n.clone(),
                hole: vec![],
                contributed: stake,
                folded: false,
                own: BTreeMap::new(),
                picks: vec![],
                bought: 0,
                hole_count: None,
                stack: None,
                dead: None,
            })
            .collect();
        Draft { rules, button, chip, players, board: BTreeMap::new(), betting: None, deal: None }
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The dealer's seat.
    pub fn button(&self) -> usize {
        self.button
    }

    /// The smallest chip's value (money).
    pub fn chip(&self) -> u64 {
        self.chip
    }

    /// The players in seat order.
    pub fn players(&self) -> &[DraftPlayer] {
        &self.players
    }

    /// The players' names in seat order.
    pub fn names(&self) -> Vec<String> {
        self.players.iter().map(|p| p.name.clone()).collect()
    }

    /// The board's cards by position index.
    pub fn board(&self) -> &BTreeMap<usize, Card> {
        &self.board
    }

    /// The betting as recorded, if the hand records it.
    pub fn betting(&self) -> Option<&Record> {
        self.betting.as_ref()
    }

    /// Records the betting (or stops recording it, with `None`); each contribution must then agree
    /// with it ([`Draft::betting_disagreement`]).
    /// How the hand was dealt, when it came from the dealing guide.
    pub fn deal(&self) -> Option<&DealLog> {
        self.deal.as_ref()
    }

    pub fn set_deal(&mut self, deal: Option<DealLog>) {
        self.deal = deal;
    }

    pub fn set_betting(&mut self, betting: Option<Record>) {
        self.betting = betting;
    }

    /// Marks a player folded or back in. A seat not at the table is ignored (as every setter
    /// below does: the screens only name seats they drew).
    pub fn fold(&mut self, player: usize, folded: bool) {
        if let Some(p) = self.players.get_mut(player) {
            p.folded = folded;
        }
    }

    /// Sets what a player put in the pot (money; the showdown checks it is whole chips).
    pub fn contribute(&mut self, player: usize, amount: u64) {
        if let Some(p) = self.players.get_mut(player) {
            p.contributed = amount;
        }
    }

    /// Sets what a player paid for bought cards (part of what they put in).
    pub fn set_bought(&mut self, player: usize, amount: u64) {
        if let Some(p) = self.players.get_mut(player) {
            p.bought = amount;
        }
    }

    /// Picks board `board` (numbered from 1) for a player in the dynamic points system, or takes
    /// the pick back if they had it; picks stay in board order.
    pub fn toggle_pick(&mut self, player: usize, board: usize) {
        if let Some(p) = self.players.get_mut(player) {
            if p.picks.contains(&board) {
                p.picks.retain(|b| *b != board);
            } else {
                p.picks.push(board);
                crate::engine::sort::sort(&mut p.picks);
            }
        }
    }

    /// Sets a player's picks as given (a stored hand's; the showdown checks them).
    pub fn set_picks(&mut self, player: usize, picks: Vec<usize>) {
        if let Some(p) = self.players.get_mut(player) {
            p.picks = picks;
        }
    }

    /// Sets how many hole cards the deal left a player (`None`: the game's count).
    /// The stack a hand file gave `player` (kept for writing the file again).
    pub fn set_stack(&mut self, player: usize, stack: Option<u64>) {
        if let Some(p) = self.players.get_mut(player) {
            p.stack = stack;
        }
    }

    pub fn set_hole_count(&mut self, player: usize, count: Option<usize>) {
        if let Some(p) = self.players.get_mut(player) {
            p.hole_count = count;
        }
    }

    /// Declares a player's hand dead, and why (`None`: alive).
    pub fn set_dead(&mut self, player: usize, why: Option<String>) {
        if let Some(p) = self.players.get_mut(player) {
            p.dead = why;
        }
    }

    /// Renames a seat (the showdown checks the names, as a hand file's).
    pub fn rename(&mut self, player: usize, name: &str) {
        if let Some(p) = self.players.get_mut(player) {
            p.name = name.to_string();
        }
    }

    /// How many hole cards each player should hold at showdown, by the game's deal.
    pub fn hole_target(&self) -> usize {
        use crate::engine::game::HoleCards;
        match self.rules.hole_cards() {
            HoleCards::DiscardDownTo { at_showdown, .. } => at_showdown,
            _ => self.rules.hole_card_count(self.players.len()).0,
        }
    }

    /// How many hole cards `player` should hold at showdown: what the deal left them when the hand
    /// comes from the dealing guide (extra cards and card actions included), else the game's count.
    pub fn hole_target_of(&self, player: usize) -> usize {
        self.players.get(player).and_then(|p| p.hole_count).unwrap_or_else(|| self.hole_target())
    }

    /// A player's hole-card count as the hand screen shows it: "3/7 cards" while they are entered;
    /// past the count, why: "8 cards (7 + 1 extra)" when extra cards (ESG, Christmas) may explain
    /// them, "7 cards (2 at showdown: discard 5)" in a game that discards down, "9 cards (8 at
    /// most: 1 too many)" for a hand that will be dead. Issue 24: "8/7 cards" read as an error.
    /// The bounds are the showdown's ([`Rules::hole_card_bounds`]).
    pub fn hole_count_words(&self, player: usize) -> String {
        use crate::engine::game::HoleCards;
        let Some(p) = self.players.get(player) else { return String::new() };
        let (held, target) = (p.hole.len(), self.hole_target_of(player));
        if held <= target {
            return format!("{held}/{target} cards");
        }
        let (_, most) = self.rules.hole_card_bounds(self.players.len(), p.hole_count);
        let over = held - target;
        match self.rules.hole_cards() {
            _ if held > most => format!("{held} cards ({most} at most: {} too many)", held - most),
            HoleCards::DiscardDownTo { .. } => format!("{held} cards ({target} at showdown: discard {over})"),
            _ => format!("{held} cards ({target} + {over} extra)"),
        }
    }

    /// The place being filled, in the few words the card picker's dock shows: "Dan 3/7" (Dan's
    /// hole cards, three of seven in), "Board 1.f2", "Ann's ring".
    pub fn slot_words(&self, slot: Slot) -> String {
        match slot {
            Slot::Board(p) => {
                format!("Board {}", self.rules.positions().get(p).map_or("?", |x| x.id.as_str()))
            }
            Slot::Hole(i) => match self.players.get(i) {
                Some(pl) => format!("{} {}/{}", pl.name, pl.hole.len(), self.hole_target_of(i)),
                None => String::new(),
            },
            Slot::Own(i, p) => format!(
                "{}'s {}",
                self.players.get(i).map_or("?", |pl| pl.name.as_str()),
                self.rules.positions().get(p).map_or("?", |x| x.id.as_str())
            ),
        }
    }

    /// Where `card` is, if anywhere.
    pub fn find(&self, card: Card) -> Option<Slot> {
        if let Some((&p, _)) = self.board.iter().find(|(_, c)| **c == card) {
            return Some(Slot::Board(p));
        }
        for (i, pl) in self.players.iter().enumerate() {
            if pl.hole.contains(&card) {
                return Some(Slot::Hole(i));
            }
            if let Some((&p, _)) = pl.own.iter().find(|(_, c)| **c == card) {
                return Some(Slot::Own(i, p));
            }
        }
        None
    }

    /// A slot in words: "board position 1.f2", "Ann's hole cards", "Ann's ring card".
    pub fn describe(&self, slot: Slot) -> String {
        match slot {
            Slot::Board(p) => format!("board position {}", self.rules.positions()[p].id),
            Slot::Hole(i) => format!("{}'s hole cards", self.players[i].name),
            Slot::Own(i, p) => format!("{}'s {} card", self.players[i].name, self.rules.positions()[p].id),
        }
    }

    /// Every slot in entry order: board positions as the drawing reads (each line left to right,
    /// lines top to bottom: [`Rules::reading_lines`]), then each player's own cards and hole.
    ///
    /// Not the dealing order: a dealer copies the table line by line, and an order that jumps
    /// between boards (both flops, then both turns) silently puts cards on the wrong board.
    pub fn slots(&self) -> Vec<Slot> {
        let mut out: Vec<Slot> = self.rules.reading_lines().into_iter().flatten().map(Slot::Board).collect();
        for i in 0..self.players.len() {
            for (p, pos) in self.rules.positions().iter().enumerate() {
                if pos.scope == Scope::EachPlayer {
                    out.push(Slot::Own(i, p));
                }
            }
            out.push(Slot::Hole(i));
        }
        out
    }

    /// Whether a slot has all its cards.
    pub fn is_full(&self, slot: Slot) -> bool {
        match slot {
            Slot::Board(p) => self.board.contains_key(&p),
            Slot::Hole(i) => self.players[i].hole.len() >= self.hole_target_of(i),
            Slot::Own(i, p) => self.players[i].own.contains_key(&p),
        }
    }

    /// The first slot after `from` (or from the start) that still needs cards, skipping folded
    /// players, wrapping around once.
    pub fn next_open(&self, from: Option<Slot>) -> Option<Slot> {
        let slots = self.slots();
        let start = from.and_then(|s| slots.iter().position(|t| *t == s)).unwrap_or(0);
        let live = |s: &Slot| match s {
            Slot::Hole(i) | Slot::Own(i, _) => !self.players[*i].folded,
            Slot::Board(_) => true,
        };
        (0..slots.len()).map(|k| slots[(start + k) % slots.len()]).find(|s| live(s) && !self.is_full(*s))
    }

    /// Puts `card` in `slot`. Refused, with both places named, if the card is already elsewhere or
    /// the slot is full; a board slot that holds a card gets the new one instead.
    pub fn place(&mut self, slot: Slot, card: Card) -> Result<(), String> {
        if !self.rules.deck().contains(card) {
            return Err(format!("{card} is not in this game's deck"));
        }
        if let Some(at) = self.find(card) {
            if at != slot || matches!(slot, Slot::Hole(_)) {
                return Err(format!("{card} is already in {}", self.describe(at)));
            }
        }
        match slot {
            Slot::Board(p) => {
                self.board.insert(p, card);
            }
            Slot::Own(i, p) => {
                self.players[i].own.insert(p, card);
            }
            Slot::Hole(i) => {
                if self.players[i].hole.len() >= self.hole_target_of(i) {
                    return Err(format!(
                        "{} already holds {}",
                        self.describe(slot),
                        Cards(self.hole_target_of(i))
                    ));
                }
                self.players[i].hole.push(card);
            }
        }
        Ok(())
    }

    /// Takes `card` out of wherever it is.
    pub fn remove(&mut self, card: Card) {
        self.board.retain(|_, c| *c != card);
        for p in &mut self.players {
            p.hole.retain(|c| *c != card);
            p.own.retain(|_, c| *c != card);
        }
    }

    /// Replaces a player's hole cards from text ("AsKd7h"); refused with a message if the text is
    /// not cards or a card is already elsewhere, leaving the old cards in place.
    pub fn set_hole_text(&mut self, player: usize, text: &str) -> Result<(), String> {
        let cards = parse_cards(text).map_err(|e| e.to_string())?;
        self.set_hole(player, cards)
    }

    /// Replaces a player's hole cards; refused with a message if a card is given twice or is
    /// already elsewhere, leaving the old cards in place.
    pub fn set_hole(&mut self, player: usize, cards: Vec<Card>) -> Result<(), String> {
        if player >= self.players.len() {
            return Err(format!("there is no seat {player}"));
        }
        for (k, card) in cards.iter().enumerate() {
            if cards[..k].contains(card) {
                return Err(format!("{card} is given twice"));
            }
            match self.find(*card) {
                Some(Slot::Hole(i)) if i == player => {}
                Some(at) => return Err(format!("{card} is already in {}", self.describe(at))),
                None => {}
            }
        }
        self.players[player].hole = cards;
        Ok(())
    }

    /// Table positions in entry order (the drawing read line by line), as text entry fills them.
    pub fn board_order(&self) -> Vec<usize> {
        self.slots()
            .into_iter()
            .filter_map(|s| match s {
                Slot::Board(p) => Some(p),
                _ => None,
            })
            .collect()
    }

    /// Each board place's number in entry order, from 1 (what the drawing shows on empty places).
    pub fn entry_number(&self, position: usize) -> Option<usize> {
        self.board_order().iter().position(|&p| p == position).map(|k| k + 1)
    }

    /// The places `target` names, in entry order: board `n` is every position whose id starts
    /// with `n.` ("1.f1", "1.t"), or, in a layout without numbered boards, line `n`; line `n` is
    /// the `n`th line of the drawing from the top.
    pub fn target_places(&self, target: BoardTarget) -> Result<Vec<usize>, String> {
        let lines = self.rules.reading_lines();
        let line = |n: usize, what: &str| {
            lines.get(n.wrapping_sub(1)).cloned().ok_or_else(|| {
                format!("there is no {what} {n}: the drawing has {}", plural(lines.len(), "line"))
            })
        };
        match target {
            BoardTarget::Line(n) => line(n, "line"),
            BoardTarget::Board(n) => {
                let prefix = format!("{n}.");
                let numbered = self.rules.table_positions().any(|(_, p)| p.id.contains('.'));
                if numbered {
                    let on: Vec<usize> = self
                        .board_order()
                        .into_iter()
                        .filter(|&p| self.rules.positions()[p].id.starts_with(&prefix))
                        .collect();
                    if on.is_empty() {
                        return Err(format!("there is no board {n}"));
                    }
                    Ok(on)
                } else {
                    line(n, "board")
                }
            }
        }
    }

    /// Replaces the board, or one board or line of it, from text: "AsKd7h…" fills every place in
    /// entry order; "board 2: AsKd7h", "b2 AsKd7h", "line 3: …" or "l3 …" fill only those places
    /// (see [`parse_board_text`]); places left over stay empty. Refused with a message if the text
    /// is not cards, has more cards than the places, or a card is elsewhere (outside the places
    /// being replaced), leaving the board as it was.
    pub fn set_board_text(&mut self, text: &str) -> Result<(), String> {
        let (target, rest) = parse_board_text(text);
        let (order, what) = match target {
            None => (self.board_order(), "the board has".to_string()),
            Some(t) => (self.target_places(t)?, format!("{t} has")),
        };
        let cards = parse_cards(rest).map_err(|e| e.to_string())?;
        if cards.len() > order.len() {
            return Err(format!("{} given, but {what} {}", Cards(cards.len()), plural(order.len(), "place")));
        }
        for (k, card) in cards.iter().enumerate() {
            if cards[..k].contains(card) {
                return Err(format!("{card} is given twice"));
            }
            if !self.rules.deck().contains(*card) {
                return Err(format!("{card} is not in this game's deck"));
            }
            match self.find(*card) {
                None => {}
                Some(Slot::Board(p)) if order.contains(&p) => {}
                Some(at) => return Err(format!("{card} is already in {}", self.describe(at))),
            }
        }
        // Inserted, not collected: see `to_file`.
        for p in &order {
            self.board.remove(p);
        }
        for (p, card) in order.into_iter().zip(cards) {
            self.board.insert(p, card);
        }
        Ok(())
    }

    /// The hand as a deal in progress, for equity: the board places entered, each live player's
    /// hole cards entered and the rest of their count unknown, each contribution (with the chip,
    /// for the showdown's odd chips) and each hand declared dead.
    pub fn partial(&self) -> crate::engine::equity::Partial {
        use crate::engine::equity::{Hole, Partial};
        let holes = (0..self.players.len())
            .map(|p| {
                let player = &self.players[p];
                (!player.folded).then(|| Hole {
                    known: player.hole.clone(),
                    unknown: self.hole_target_of(p).saturating_sub(player.hole.len()),
                })
            })
            .collect();
        let contributed: Vec<u64> = self.players.iter().map(|p| p.contributed).collect();
        Partial {
            rules: self.rules.clone(),
            holes,
            own: self.players.iter().map(|p| p.own.iter().map(|(&i, &c)| (i, c)).collect()).collect(),
            board: self.board.iter().map(|(&i, &c)| (i, c)).collect(),
            dead: vec![],
            bought: if contributed.iter().all(|c| *c == 0) {
                vec![]
            } else {
                self.players.iter().map(|p| p.bought).collect()
            },
            contributed: if contributed.iter().all(|c| *c == 0) { vec![] } else { contributed },
            chip: self.chip,
            dead_hands: (0..self.players.len()).map(|p| self.dead_in_the_odds(p)).collect(),
            button: self.button,
            picks: self.players.iter().map(|p| self.rules.picked_points(&p.picks)).collect(),
        }
    }

    /// Why `player`'s hand is dead for equity, as the showdown will find it: declared dead, or
    /// holding more hole cards than the deal leaves (the showdown's judge of a count; a count
    /// still short is not judged, its cards are unknown).
    fn dead_in_the_odds(&self, player: usize) -> Option<String> {
        let p = self.players.get(player)?;
        if p.folded || p.dead.is_some() {
            return p.dead.clone().filter(|_| !p.folded);
        }
        let contested = self.players.iter().filter(|q| !q.folded && q.dead.is_none()).count() > 1;
        if !contested && self.rules.dead_rank_positions().is_empty() {
            return None;
        }
        let held = p.hole.len().max(self.hole_target_of(player));
        self.rules.judge_hole_count(self.players.len(), &p.name, held, p.hole_count, 0).ok().flatten()
    }

    /// What each player put in by the recorded betting, if there is one and it replays.
    pub fn recorded_contributions(&self) -> Option<Result<Vec<u64>, String>> {
        let record = self.betting.as_ref()?;
        Some(
            record
                .replay(&self.names(), self.button)
                .map(|b| b.contributed().to_vec())
                .map_err(|e| e.message),
        )
    }

    /// A typed contribution that disagrees with the recorded betting, named (it is flagged, never
    /// silently replaced either way).
    pub fn betting_disagreement(&self) -> Option<String> {
        let recorded = match self.recorded_contributions()? {
            Ok(r) => r,
            Err(e) => return Some(format!("The recorded betting does not replay: {e}")),
        };
        let wrong: Vec<String> = self
            .players
            .iter()
            .zip(&recorded)
            .filter(|(p, r)| p.contributed != **r)
            .map(|(p, r)| format!("{} put in {} but the betting says {r}", p.name, p.contributed))
            .collect();
        (!wrong.is_empty()).then(|| format!("{}.", wrong.join("; ")))
    }

    /// Every contribution set to what the recorded betting says.
    pub fn use_recorded_contributions(&mut self) {
        if let Some(Ok(recorded)) = self.recorded_contributions() {
            for (p, r) in self.players.iter_mut().zip(recorded) {
                p.contributed = r;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn draft() -> Draft {
        let rules =
            Catalogue::builtin().get("double-board/high-high-hand").unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 0, 25, 100)
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn the_dock_says_which_place_is_being_filled() {
        let mut d = draft();
        assert_eq!(d.slot_words(Slot::Board(1)), "Board 1.f2");
        d.place(Slot::Hole(1), card("As")).unwrap();
        d.place(Slot::Hole(1), card("Kd")).unwrap();
        assert_eq!(d.slot_words(Slot::Hole(1)), format!("Ben 2/{}", d.hole_target()));
    }

    #[test]
    fn a_card_cannot_be_in_two_places_and_the_message_names_both() {
        let mut d = draft();
        d.place(Slot::Board(0), card("As")).unwrap();
        let err = d.place(Slot::Hole(1), card("As")).unwrap_err();
        assert_eq!(err, "As is already in board position 1.f1");
        assert!(d.players[1].hole.is_empty(), "nothing changed");
    }

    /// A draft of `game` with three players.
    fn draft_of(game: &str) -> Draft {
        let rules = Catalogue::builtin().get(game).unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        Draft::new(rules, &names, 0, 25, 100)
    }

    #[test]
    fn issue_24_a_count_past_the_deal_says_why_instead_of_8_of_7() {
        // Three players on a double board: 14 hole cards each, up to three extra (one a street).
        let mut d = draft_of("double-board/high-high-hand");
        let deck: Vec<String> = d.rules.deck().cards().iter().map(|c| c.to_string()).collect();
        let cards = |from: usize, n: usize| deck[from..from + n].concat();
        d.set_hole_text(0, &cards(0, 3)).unwrap();
        assert_eq!(d.hole_count_words(0), "3/14 cards");
        d.set_hole_text(0, &cards(0, 15)).unwrap();
        assert_eq!(d.hole_count_words(0), "15 cards (14 + 1 extra)");
        d.set_hole_text(0, &cards(0, 18)).unwrap();
        assert_eq!(d.hole_count_words(0), "18 cards (17 at most: 1 too many)");
        // A hand from the dealing guide knows its count, extra cards included.
        d.players[1].hole_count = Some(16);
        d.set_hole_text(1, &cards(20, 16)).unwrap();
        assert_eq!(d.hole_count_words(1), "16/16 cards");
        d.set_hole_text(1, &cards(20, 17)).unwrap();
        assert_eq!(d.hole_count_words(1), "17 cards (16 at most: 1 too many)");
        // Throw dem: dealt five, two at showdown.
        let mut t = draft_of("throw-dem/high");
        t.set_hole_text(0, "AsKsQsJsTs").unwrap();
        assert_eq!(t.hole_count_words(0), "5 cards (2 at showdown: discard 3)");
        assert_eq!(t.hole_count_words(9), "");
    }

    /// The board places in entry order, as ids.
    fn order(d: &Draft) -> Vec<&str> {
        d.board_order().into_iter().map(|p| d.rules.positions()[p].id.as_str()).collect()
    }

    #[test]
    fn entry_reads_the_double_board_top_board_first_then_each_hand() {
        let mut d = draft();
        assert_eq!(
            order(&d),
            ["1.f1", "1.f2", "1.f3", "1.t", "1.r", "2.f1", "2.f2", "2.f3", "2.t", "2.r"],
            "board 1 left to right, then board 2: not both flops before the turns"
        );
        let first = d.next_open(None).unwrap();
        assert_eq!(d.describe(first), "board position 1.f1");
        d.place(first, card("2c")).unwrap();
        assert_eq!(d.describe(d.next_open(Some(first)).unwrap()), "board position 1.f2");
        let after_board = d.slots()[10];
        assert_eq!(after_board, Slot::Hole(0), "each hand after the board");
        assert_eq!(d.entry_number(d.rules.position("2.f1").unwrap()), Some(6));
    }

    #[test]
    fn entry_order_is_the_drawing_read_line_by_line_in_every_shape() {
        assert_eq!(
            order(&draft_of("triple-board/high-high-high")),
            [
                "1.f1", "1.f2", "1.f3", "1.t", "1.r", "2.f1", "2.f2", "2.f3", "2.t", "2.r", "3.f1", "3.f2",
                "3.f3", "3.t", "3.r"
            ]
        );
        // The 3x3 square row by row, though it is dealt row by row too.
        let pandemic = draft_of("pandemic/high-sd-high-ct-hand");
        assert_eq!(
            order(&pandemic),
            ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"]
        );
        // Double bullseye is dealt corners first; the second bullseye is read with the middle row.
        assert_eq!(
            order(&draft_of("double-bullseye/high-high-hand")),
            ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "B", "r3c1", "r3c2", "r3c3"]
        );
        // The wheel's top card and its two upper neighbours are drawn at nearly one height: one
        // line, read left to right, and so on down.
        assert_eq!(
            order(&draft_of("wheel/high-sd-high-ct-hand")),
            ["W8", "W1", "W2", "W7", "W3", "W6", "W5", "W4"]
        );
        // Bomba is dealt a column at a time (the lines are vertical) but drawn as a square.
        assert_eq!(
            order(&draft_of("bomba/best-high-best-low")),
            ["r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3", "R1", "R2"]
        );
        // Funnel: the three flops across the top, then the turns, then the river.
        assert_eq!(
            order(&draft_of("funnel/high-low")),
            [
                "1.f1", "1.f2", "1.f3", "2.f1", "2.f2", "2.f3", "3.f1", "3.f2", "3.f3", "1.t1", "1.t2",
                "2.t1", "2.t2", "R"
            ]
        );
    }

    #[test]
    fn board_text_can_name_one_board_or_line() {
        assert_eq!(parse_board_text("board 1: 2c"), (Some(BoardTarget::Board(1)), " 2c"));
        assert_eq!(parse_board_text("  Board2 2c"), (Some(BoardTarget::Board(2)), " 2c"));
        assert_eq!(parse_board_text("b2: 2c"), (Some(BoardTarget::Board(2)), " 2c"));
        assert_eq!(parse_board_text("B 3 - 2c"), (Some(BoardTarget::Board(3)), " 2c"));
        assert_eq!(parse_board_text("line 2. 2c"), (Some(BoardTarget::Line(2)), " 2c"));
        assert_eq!(parse_board_text("row 3 2c"), (Some(BoardTarget::Line(3)), " 2c"));
        assert_eq!(parse_board_text("l1:2c"), (Some(BoardTarget::Line(1)), "2c"));
        assert_eq!(parse_board_text("b2"), (Some(BoardTarget::Board(2)), ""));
        assert_eq!(parse_board_text("2c 5d"), (None, "2c 5d"));

        let mut d = draft();
        let at = |d: &Draft, id: &str| d.board.get(&d.rules.position(id).unwrap()).copied();
        d.set_board_text("board 1: 2c 5d 7h Kd Qs").unwrap();
        assert_eq!(at(&d, "1.r"), Some(card("Qs")), "the fifth card is board 1's river");
        assert_eq!(at(&d, "2.f1"), None, "nothing lands on board 2");
        d.set_board_text("b2: 3c 3d 3h").unwrap();
        assert_eq!(at(&d, "2.f3"), Some(card("3h")));
        assert_eq!(at(&d, "1.f1"), Some(card("2c")), "board 1 is kept");
        assert_eq!(d.set_board_text("b2 3c 2c").unwrap_err(), "2c is already in board position 1.f1");
        assert_eq!(
            d.set_board_text("b1 2s3s4s5s6s7s").unwrap_err(),
            "6 cards given, but board 1 has 5 places"
        );
        assert_eq!(d.set_board_text("board 3: 2s").unwrap_err(), "there is no board 3");
        // Retyping a board may move its own cards.
        d.set_board_text("board 1: Qs 2c").unwrap();
        assert_eq!((at(&d, "1.f1"), at(&d, "1.f3")), (Some(card("Qs")), None));

        // Without numbered boards, "board 2" is the second line of the drawing.
        let mut p = draft_of("pandemic/high-sd-high-ct-hand");
        p.set_board_text("board 2: As Ks Qs").unwrap();
        assert_eq!(p.board.get(&p.rules.position("r2c3").unwrap()), Some(&card("Qs")));
        assert_eq!(
            p.set_board_text("line 4: 2c").unwrap_err(),
            "there is no line 4: the drawing has 3 lines"
        );
    }

    #[test]
    fn hole_text_is_checked_before_anything_changes() {
        let mut d = draft();
        d.place(Slot::Board(0), card("Kd")).unwrap();
        d.set_hole_text(0, "AsAh").unwrap();
        assert_eq!(d.set_hole_text(0, "As Kd").unwrap_err(), "Kd is already in board position 1.f1");
        assert_eq!(d.players[0].hole, vec![card("As"), card("Ah")]);
        assert!(d.set_hole_text(0, "As 1x").unwrap_err().contains("\"1x\""));
    }

    #[test]
    fn board_text_fills_places_in_reading_order_and_is_checked_first() {
        let mut d = draft();
        d.set_hole_text(1, "Qh").unwrap();
        d.set_board_text("As Kd 7h 2c").unwrap();
        let at = |d: &Draft, id: &str| d.board.get(&d.rules.position(id).unwrap()).copied();
        assert_eq!(at(&d, "1.f1"), Some(card("As")));
        assert_eq!(at(&d, "1.f3"), Some(card("7h")));
        // As the drawing reads: the fourth card is board 1's turn, not board 2's flop.
        assert_eq!(at(&d, "1.t"), Some(card("2c")));
        assert_eq!(at(&d, "2.f1"), None);
        assert_eq!(d.set_board_text("Ac Qh").unwrap_err(), "Qh is already in Ben's hole cards");
        assert_eq!(d.set_board_text("Ac Ac").unwrap_err(), "Ac is given twice");
        let eleven = "2s3s4s5s6s7s8s9sTsJsQs";
        assert_eq!(d.set_board_text(eleven).unwrap_err(), "11 cards given, but the board has 10 places");
        assert_eq!(d.board.len(), 4, "a refused text leaves the board as it was");
        // Retyping the board may reuse its own cards in other places.
        d.set_board_text("Kd As").unwrap();
        assert_eq!(at(&d, "1.f1"), Some(card("Kd")));
        assert_eq!(d.board.len(), 2);
    }
}
