//! The table: a hand's setup plus the events applied so far. The state is always derived by
//! replaying the events, so undo and redo cannot leave a state the rules could not reach.

use std::collections::BTreeMap;

use crate::engine::card::{Card, Cards};
use crate::engine::game::{Game, Rules};
use crate::engine::invariant::Invariant;

use super::actions;
use super::extras::Call;
use super::script::{HandStreet, HoleCount, Script};
use super::state::{self, Next, Setup, Stage, State};
use super::step::{Counts, DeadWhy, Event, Slot, Step, StepKind};
use super::DealError;
use crate::engine::house_rules::{ChristmasRule, DealOptions, DeckMode};
use crate::engine::rng::XorShift;

pub use crate::engine::deal_log::TableSetup;

/// A hand being dealt.
#[derive(Clone, Debug)]
pub struct Table {
    pub(super) setup: Setup,
    deck: DeckMode,
    start: State,
    pub(super) state: State,
    history: Vec<Event>,
    undone: Vec<Event>,
}

impl Table {
    /// A new hand of `game` with the table's option `choices`, before any card is dealt.
    ///
    /// ```
    /// use std::collections::BTreeMap;
    /// use cap::engine::deal::{DealOptions, DeckMode, Event, Table, TableSetup};
    /// use cap::engine::game::catalogue::Catalogue;
    ///
    /// let game = Catalogue::builtin().get("double-board/high-high-hand").unwrap();
    /// let setup = TableSetup { n_players: 6, button: 0, options: DealOptions::default(), deck: DeckMode::Unseen };
    /// let mut table = Table::new(game, &BTreeMap::new(), setup).unwrap();
    /// assert_eq!(table.hole_cards().words, "52 cards, 10 board cards, 6 players: 7 each, 0 left over");
    /// table.apply(Event::Dealt).unwrap();
    /// assert_eq!(table.next_step().instruction, "Deal the flop of board 1: 1.f1 1.f2 1.f3");
    /// ```
    pub fn new(
        game: &Game,
        choices: &BTreeMap<String, String>,
        setup: TableSetup,
    ) -> Result<Table, DealError> {
        let TableSetup { n_players, button, options, deck } = setup;
        let script = Script::new(game, choices, n_players, options.burns)?;
        if button >= n_players {
            return Err(DealError::Button { button, n_players });
        }
        if let Some(why) = options.extras_conflict() {
            return Err(DealError::OptionConflict { reason: why.into() });
        }
        // The money the options name: the same check as a declaration's defaults.
        if let Some((option, message)) =
            options.dealing().refusal_at(script.streets.len(), n_players).filter(|(f, _)| *f == "buy")
        {
            return Err(DealError::OptionAmount { option, message });
        }
        let rules = &script.rules;
        let dead_from = rules.dead_rank_positions();
        let stages = state::stages(&script, &options, !dead_from.is_empty());
        let full = rules.deck().cards();
        let (stock, rng, shuffles, knows_cards) = match &deck {
            DeckMode::Unseen => (vec![None; full.len()], XorShift::new(0), false, false),
            DeckMode::Shuffled { seed } => {
                let mut rng = XorShift::new(*seed);
                let mut cards = full.clone();
                rng.shuffle(&mut cards);
                (cards.into_iter().map(Some).collect(), rng, true, true)
            }
            DeckMode::Ordered(order) => {
                check_order(rules, order)?;
                (order.iter().rev().copied().map(Some).collect(), XorShift::new(0), false, true)
            }
        };
        let setup = Setup { script, n: n_players, button, options, stages, dead_from, shuffles, knows_cards };
        setup.betting()?;
        let start = State::new(&setup, stock, rng);
        Ok(Table { setup, deck, state: start.clone(), start, history: vec![], undone: vec![] })
    }

    /// The next hand at the same table: the button moves one seat clockwise.
    pub fn next_hand(&self, game: &Game, deck: DeckMode) -> Result<Table, DealError> {
        let setup = TableSetup {
            n_players: self.setup.n,
            button: (self.setup.button + 1) % self.setup.n,
            options: self.setup.options.clone(),
            deck,
        };
        Table::new(game, self.setup.script.rules.options(), setup)
    }

    /// Applies an event, or refuses it with the reason (the table is then unchanged).
    pub fn apply(&mut self, event: Event) -> Result<(), DealError> {
        let mut next = self.state.clone();
        actions::apply(&mut next, &self.setup, &event)?;
        self.state = next;
        self.history.push(event);
        self.undone.clear();
        Ok(())
    }

    /// Takes back the last event.
    pub fn undo(&mut self) -> Result<(), DealError> {
        let event = self.history.pop().ok_or(DealError::NothingToUndo)?;
        self.undone.push(event);
        let mut state = self.start.clone();
        for e in &self.history {
            actions::apply(&mut state, &self.setup, e).invariant("events in the history were applied before");
        }
        self.state = state;
        Ok(())
    }

    /// Applies again the last event taken back.
    pub fn redo(&mut self) -> Result<(), DealError> {
        let event = self.undone.pop().ok_or(DealError::NothingToRedo)?;
        let undone = std::mem::take(&mut self.undone);
        self.apply(event)?;
        self.undone = undone;
        Ok(())
    }

    /// A saved hand: the table rebuilt from its setup and event log, replayed one event at a time
    /// (a log that no longer applies, say from another version of a game, is refused with the
    /// event and the reason).
    pub fn replay(
        game: &Game,
        choices: &BTreeMap<String, String>,
        setup: TableSetup,
        events: &[Event],
    ) -> Result<Table, DealError> {
        let mut table = Table::new(game, choices, setup)?;
        for event in events {
            table.apply(event.clone())?;
        }
        Ok(table)
    }

    /// Who sits where and the dealing options: with [`Table::choices`] and [`Table::history`],
    /// everything [`Table::replay`] needs.
    pub fn table_setup(&self) -> TableSetup {
        TableSetup {
            n_players: self.setup.n,
            button: self.setup.button,
            options: self.setup.options.clone(),
            deck: self.deck.clone(),
        }
    }

    /// The game's option choices the hand is dealt with.
    pub fn choices(&self) -> &BTreeMap<String, String> {
        self.setup.script.rules.options()
    }

    pub fn options(&self) -> &DealOptions {
        &self.setup.options
    }

    /// The price a player pays for an extra card if they buy one now (the street just dealt), or
    /// `None` when no card is on sale now. The same rule [`Event::Buy`] charges by.
    pub fn buy_price(&self) -> Option<u64> {
        let street = actions::buy_street(&self.state, &self.setup).ok()?;
        self.setup.options.buy.map(|b| b.price(street))
    }

    /// Good boys bad boys: whether a bad boys card is out, so dead cards can be reported.
    pub fn dead_in_force(&self) -> bool {
        self.state.dead_in_force(&self.setup)
    }

    pub fn history(&self) -> &[Event] {
        &self.history
    }

    pub fn deck_mode(&self) -> &DeckMode {
        &self.deck
    }

    pub fn rules(&self) -> &Rules {
        &self.setup.script.rules
    }

    pub fn streets(&self) -> &[HandStreet] {
        &self.setup.script.streets
    }

    pub fn hole_cards(&self) -> &HoleCount {
        &self.setup.script.hole
    }

    pub fn n_players(&self) -> usize {
        self.setup.n
    }

    pub fn button(&self) -> usize {
        self.setup.button
    }

    pub fn counts(&self) -> Counts {
        self.state.counts(&self.setup)
    }

    /// Every extra-card call made so far, due or not, with its arithmetic.
    pub fn calls(&self) -> &[Call] {
        &self.state.calls
    }

    /// A player's hole cards (known ones as `Some`).
    pub fn hand(&self, player: usize) -> &[Option<Card>] {
        &self.state.hands[player]
    }

    /// A player's face-up per-player cards: (position, card).
    pub fn face_up(&self, player: usize) -> &[(usize, Option<Card>)] {
        &self.state.face_up[player]
    }

    /// One slot per position of [`Table::rules`].
    pub fn board(&self) -> &[Slot] {
        &self.state.board
    }

    pub fn discards(&self) -> &[Option<Card>] {
        &self.state.discards
    }

    pub fn burned(&self) -> &[Option<Card>] {
        &self.state.burned
    }

    /// The deck, top card first (known cards as `Some`).
    pub fn deck(&self) -> Vec<Option<Card>> {
        self.state.stock.iter().rev().copied().collect()
    }

    /// Why `player`'s hand was declared dead during the deal, if it was.
    pub fn dead_hand(&self, player: usize) -> Option<DeadWhy> {
        self.state.dead_hands.get(player).copied().flatten()
    }

    /// Cards exposed by dealing errors and shuffled back into the deck (known ones as `Some`).
    pub fn exposed(&self) -> &[Option<Card>] {
        &self.state.exposed
    }

    /// Whether the players stopped the betting after an exposed card (the hand is dealt out).
    /// The betting, when the table records it.
    pub fn betting(&self) -> Option<&crate::engine::betting::Betting> {
        self.state.betting.as_ref()
    }

    /// Whether the betting round is open for actions now (its street's cards are dealt).
    pub fn betting_open(&self) -> bool {
        super::bets::round_open(&self.state, &self.setup)
    }

    /// Whether the betting round whose cards are dealt is over (the next cards may be dealt).
    pub fn betting_ready_to_deal(&self) -> bool {
        super::bets::round_done(&self.state, &self.setup)
    }

    pub fn betting_stopped(&self) -> bool {
        self.state.betting_stopped
    }

    /// Misdeals called this hand.
    pub fn misdeals(&self) -> usize {
        self.state.misdeals
    }

    /// How many cards `player` gives up in the card action waiting for them: the action's count,
    /// or all they hold when they hold fewer (a hand shrunk by dead cards or passes to a chosen
    /// player). `None` for a draw (any number) or when no action is waiting.
    pub fn cards_to_give(&self, player: usize) -> Option<usize> {
        let stage = self.setup.stages.get(self.state.cursor)?.1;
        let held = self.state.hands.get(player)?.len();
        let o = &self.setup.options;
        let count = match stage {
            Stage::Throw => 1,
            Stage::Discard => o.forced_discard.map_or(0, |d| d.cards),
            Stage::Pass => o.pass_the_trash.map_or(0, |p| p.cards),
            _ => return None,
        };
        Some(count.min(held))
    }

    /// Who may receive `player`'s passed cards when the table passes to a chosen player: every
    /// other player still in, in seat order (empty when the table passes to a neighbour).
    pub fn pass_receivers(&self, player: usize) -> Vec<usize> {
        match self.setup.options.pass_the_trash {
            Some(p) if p.to == super::Neighbour::Chosen => {
                (0..self.setup.n).filter(|q| *q != player && self.state.live[*q]).collect()
            }
            _ => vec![],
        }
    }

    /// Whether a misdeal may still be called (before the flop: "before two players have acted").
    pub fn misdeal_allowed(&self) -> bool {
        !self.state.stages_done(&self.setup).any(|(street, _)| street > 0)
    }

    pub fn is_in(&self, player: usize) -> bool {
        self.state.live.get(player).copied().unwrap_or(false)
    }

    /// Whether every table position has been dealt (dead cards killed after dealing count).
    pub fn is_board_complete(&self) -> bool {
        self.rules().table_positions().all(|(p, _)| self.state.board[p] != Slot::Empty)
    }

    /// What the dealer does next.
    pub fn next_step(&self) -> Step {
        let s = &self.setup;
        let st = &self.state;
        let seat = |p: usize| format!("seat {}", p + 1);
        let order = st.live_order(s);
        let first = order.first().map_or(String::new(), |p| seat(*p));
        let (next, _) = st.resolve(s);
        let last_street = s.script.streets.len() - 1;
        let i = match next {
            Next::At(i) => i,
            Next::Showdown => {
                return self.step(
                    last_street,
                    StepKind::Showdown,
                    vec![],
                    order,
                    "The board is complete: showdown.".into(),
                )
            }
            Next::Uncontested(winner) => {
                let street = s.stages.get(st.cursor.saturating_sub(1)).map_or(0, |x| x.0);
                return self.step(
                    street,
                    StepKind::Uncontested { winner },
                    vec![],
                    vec![winner],
                    if s.dead_from.is_empty() {
                        format!("Everyone else folded: {} wins without a showdown.", seat(winner))
                    } else {
                        // Good boys bad boys: "The winner of the pot must show their hand, even if
                        // all other players have folded. Their hand is declared void if they hold
                        // any bad boys."
                        format!(
                            "Everyone else folded: {} must still show their hand, and wins unless it holds a card of a bad boys rank (then the hand is void).",
                            seat(winner)
                        )
                    },
                );
            }
        };
        let (street, stage) = s.stages[i];
        // ASCII: see `actions::out_of_order`.
        let name = s.script.streets[street].name.to_ascii_lowercase();
        let ids = |ps: &[usize]| {
            ps.iter().map(|p| s.script.rules.positions()[*p].id.as_str()).collect::<Vec<_>>().join(" ")
        };
        match stage {
            Stage::Hole => {
                let each = s.script.hole.each;
                let words = format!(
                    "Deal {each} hole cards to each player, one at a time, starting with {first} (left of the button, {}). {}.",
                    seat(s.button),
                    s.script.hole.words
                );
                self.step(street, StepKind::HoleCards { each }, vec![], order, words)
            }
            Stage::Group(g) => {
                let group = &s.script.streets[street].groups[g];
                let ps = group.positions.clone();
                if group.is_each_player {
                    let words = format!(
                        "Deal one face-up card ({}) to each player still in, starting with {first}.",
                        ids(&ps)
                    );
                    self.step(street, StepKind::FaceUpEach, ps, order, words)
                } else if group.chosen {
                    let places = st.chosen_places(s, street, g);
                    let choices: Vec<usize> =
                        s.script.choosable().into_iter().filter(|p| st.board[*p] == Slot::Empty).collect();
                    let whose = if st.placed.is_some() {
                        "where the last aggressor chose"
                    } else {
                        "the usual places; the last aggressor may choose others"
                    };
                    let words = format!("Deal the {name}: {} cards, {whose}: {}", places.len(), ids(&places));
                    self.step(
                        street,
                        StepKind::ChosenBoard { cards: places.len(), choices },
                        places,
                        vec![],
                        words,
                    )
                } else {
                    let board = group.board.as_ref().map_or(String::new(), |b| format!(" of board {b}"));
                    let words = format!("Deal the {name}{board}: {}", ids(&ps));
                    self.step(street, StepKind::Board, ps, vec![], words)
                }
            }
            Stage::Undealt => {
                let cards = st.spare_from(s, i);
                let words = format!("Put the {} the deck will not deal on the discard pile.", Cards(cards));
                self.step(street, StepKind::UndealtToDiscards { cards }, vec![], vec![], words)
            }
            Stage::Esg => {
                let call = st.esg_call(s, street);
                let words = format!(
                    "{}. Shuffle the discard pile and deal {} from it to each player still in, starting with {first}.",
                    call.words,
                    Cards(call.cards_each)
                );
                self.step(street, StepKind::Esg(call), vec![], order, words)
            }
            Stage::Christmas => {
                let call = st.christmas_call(s, street, i);
                if s.options.christmas == ChristmasRule::Grinch && st.grinch.is_none() {
                    let words =
                        format!("{}. The last aggressor decides: Christmas on the {name}?", call.words);
                    self.step(street, StepKind::AskGrinch(call), vec![], vec![], words)
                } else {
                    let words = format!(
                        "{}. Deal one card from the deck to each player still in, starting with {first}.",
                        call.words
                    );
                    self.step(street, StepKind::Christmas(call), vec![], order, words)
                }
            }
            Stage::Burn => {
                self.step(street, StepKind::Burn, vec![], vec![], format!("Burn one card before the {name}."))
            }
            Stage::Dead => {
                let (ranks, cards) = st.dead(s);
                let rank_words: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
                let card_words: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                let words = if s.knows_cards {
                    format!(
                        "Bad boys: {} dead. Discard {}.",
                        match rank_words.len() {
                            1 => format!("rank {} is", rank_words[0]),
                            _ => format!("ranks {} are", rank_words.join(" ")),
                        },
                        card_words.join(" ")
                    )
                } else {
                    format!(
                        "Bad boys: every card of a bad-boy rank ({}) in a hand or on the good board is dead: discard them.",
                        if rank_words.is_empty() { "as shown".to_string() } else { rank_words.join(" ") }
                    )
                };
                let positions = s.dead_from.clone();
                self.step(street, StepKind::DeadRanks { ranks, cards }, positions, order, words)
            }
            Stage::Throw => {
                let words = format!(
                    "Throw dem: each player still in discards one card; a player who does not forfeits. Waiting for: {}.",
                    self.waiting().iter().map(|p| seat(*p)).collect::<Vec<_>>().join(", ")
                );
                self.step(street, StepKind::ThrowOne, vec![], self.waiting(), words)
            }
            Stage::Pass => {
                let pass = s.options.pass_the_trash.expect("a pass stage exists only with the option");
                let to = match pass.to {
                    super::Neighbour::Left => "the player on their left",
                    super::Neighbour::Right => "the player on their right",
                    super::Neighbour::Chosen => "a player they choose",
                };
                let words =
                    format!("Pass the trash: each player still in passes {} to {to}.", Cards(pass.cards));
                self.step(
                    street,
                    StepKind::PassTrash { cards: pass.cards, to: pass.to },
                    vec![],
                    self.waiting(),
                    words,
                )
            }
            Stage::Discard => {
                let cards = s.options.forced_discard.map_or(0, |d| d.cards);
                let words = format!("Each player still in discards {}.", Cards(cards));
                self.step(street, StepKind::ForcedDiscard { cards }, vec![], self.waiting(), words)
            }
            Stage::Draw => {
                let waiting = self.waiting();
                let who = waiting.first().map_or(String::new(), |p| seat(*p));
                let words =
                    format!("Draw: {who} discards any number of cards and draws as many from the deck.");
                self.step(street, StepKind::Draw, vec![], waiting, words)
            }
        }
    }

    /// Players still in who have not acted in the current action stage, in dealing order.
    fn waiting(&self) -> Vec<usize> {
        let acting =
            self.state.cursor < self.setup.stages.len() && self.setup.stages[self.state.cursor].1.is_action();
        self.state.live_order(&self.setup).into_iter().filter(|p| !(acting && self.state.acted[*p])).collect()
    }

    fn step(
        &self,
        street: usize,
        kind: StepKind,
        positions: Vec<usize>,
        players: Vec<usize>,
        instruction: String,
    ) -> Step {
        Step {
            street,
            street_name: self.setup.script.streets[street].name.clone(),
            kind,
            positions,
            players,
            instruction,
        }
    }
}

/// An ordered deck must be the game's deck, each card once.
fn check_order(rules: &Rules, order: &[Card]) -> Result<(), DealError> {
    let full = rules.deck().full();
    let mut seen = crate::engine::card_set::CardSet::default();
    for &card in order {
        if !full.contains(card) {
            return Err(DealError::BadDeckOrder {
                reason: format!("the {} is not in this deck", card.label()),
            });
        }
        if !seen.insert(card) {
            return Err(DealError::BadDeckOrder { reason: format!("the {} is there twice", card.label()) });
        }
    }
    if seen.len() != full.len() {
        return Err(DealError::BadDeckOrder {
            reason: format!("{} cards given, the deck has {}", seen.len(), full.len()),
        });
    }
    Ok(())
}
