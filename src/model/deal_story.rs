//! How a kept hand was dealt and bet, step by step (issue 33): the hand file's deal replayed one
//! event at a time, each step in words with what the drawing shows after it.
//!
//! Why a story and not the dealing guide itself: the guide's table is the hand being dealt now,
//! shared by the tabs and saved at every step; a kept hand's deal is read only, so it is replayed
//! here into plain values (the steps) that the history's viewer draws, and that a native test
//! reads. The board shows each place the deal had dealt by then, with the card the deal knew
//! (learn mode, a card entered) or else the one the showdown was given for that place.

use std::collections::BTreeMap;

use crate::engine::betting::{Action, Betting};
use crate::engine::card::Card;
use crate::engine::deal::{Event, Pick, Slot, StepKind, Table};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::model::dealing::with_names;

/// One step of the story: what happened, and the table after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoryStep {
    /// The street it happened on ("Pre-flop", "Flop", …).
    pub street: String,
    /// What happened, with the players' names: "Ben raises to 20.", "Deal the flop of board 1: …".
    pub words: String,
    /// The places this step dealt to (lit on the drawing).
    pub lit: Vec<usize>,
    /// Every place dealt so far with its card, when known.
    pub board: Vec<(usize, Card)>,
    /// The pot after the step, when the deal recorded the betting.
    pub pot: Option<u64>,
}

/// A kept hand's deal, step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealStory {
    /// The table before the first step, in words: who sat where and the deck.
    pub start: String,
    pub steps: Vec<StoryStep>,
}

/// One moment of the story as the viewer shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// "Step 3 of 12 · Flop", or "Before the deal · 12 steps".
    pub heading: String,
    pub words: String,
    pub lit: Vec<usize>,
    pub board: Vec<(usize, Card)>,
    /// "Pot 13", when the betting was recorded and something is in.
    pub pot: Option<String>,
}

impl DealStory {
    /// How many moments there are: the start, then one per step.
    pub fn len(&self) -> usize {
        self.steps.len() + 1
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// Moment `at` (0: before the first step), clamped to the last.
    pub fn moment(&self, at: usize) -> Moment {
        let n = self.steps.len();
        match at.min(n) {
            0 => Moment {
                heading: format!(
                    "Before the deal · {}",
                    if n == 1 { "1 step".into() } else { format!("{n} steps") }
                ),
                words: self.start.clone(),
                lit: vec![],
                board: vec![],
                pot: None,
            },
            k => {
                let step = &self.steps[k - 1];
                Moment {
                    heading: format!("Step {k} of {n} · {}", step.street),
                    words: step.words.clone(),
                    lit: step.lit.clone(),
                    board: step.board.clone(),
                    pot: step.pot.filter(|p| *p > 0).map(|p| format!("Pot {p}")),
                }
            }
        }
    }
}

/// The story of `file`'s deal: `Ok(None)` for a hand without one (typed in, or kept before hands
/// kept their deal); `Err` when the deal does not replay (the reader refuses such a file first).
pub fn story(file: &HandFile, catalogue: &Catalogue) -> Result<Option<DealStory>, String> {
    let Some(log) = &file.deal else { return Ok(None) };
    let game = file.game.game(catalogue).map_err(|e| e.message)?;
    let mut table = log.start(&game, &file.options).map_err(|e| e.to_string())?;
    let names: Vec<String> = file.players.iter().map(|p| p.name.clone()).collect();
    let rules = table.rules().clone();
    let entered: BTreeMap<usize, Card> =
        file.board.iter().filter_map(|(id, text)| Some((rules.position(id)?, text.parse().ok()?))).collect();
    let mut steps = Vec::with_capacity(log.events.len());
    // A step belongs to the street last dealt (the guide shows the next deal while a betting
    // round is open, so the step shown is not the street a bet is made on).
    let mut street = table.next_step().street_name;
    for (at, event) in log.events.iter().enumerate() {
        let step = table.next_step();
        if matches!(event, Event::Dealt) {
            street = step.street_name.clone();
        }
        let words = event_words(&table, event, &step, &names, &rules);
        let before: Vec<bool> = table.board().iter().map(|s| !matches!(s, Slot::Empty)).collect();
        table.apply(event.clone()).map_err(|e| format!("event {} does not apply: {e}", at + 1))?;
        let board: Vec<(usize, Card)> = table
            .board()
            .iter()
            .enumerate()
            .filter_map(|(i, s)| match s {
                Slot::Dealt(Some(c)) => Some((i, *c)),
                Slot::Dealt(None) => entered.get(&i).map(|c| (i, *c)),
                _ => None,
            })
            .collect();
        let newly: Vec<usize> = table
            .board()
            .iter()
            .enumerate()
            .filter(|(i, s)| !matches!(s, Slot::Empty) && !before.get(*i).copied().unwrap_or(false))
            .map(|(i, _)| i)
            .collect();
        let lit = match event {
            Event::Reveal { position, .. } | Event::Kill { position } => vec![*position],
            Event::Place { positions } => positions.clone(),
            _ => newly,
        };
        steps.push(StoryStep {
            street: street.clone(),
            words: with_names(&words, &names),
            lit,
            board,
            pot: table.betting().map(Betting::pot),
        });
    }
    Ok(Some(DealStory { start: start_words(file, &names), steps }))
}

/// "Ann deals to Ann, Ben and Cat, from a deck the app did not see."
fn start_words(file: &HandFile, names: &[String]) -> String {
    let dealer = names.get(file.button).map_or("The dealer", String::as_str);
    let deck = match file.deal.as_ref().map(|d| &d.setup.deck) {
        Some(crate::engine::deal::DeckMode::Unseen) | None => "a real deck the app counted",
        Some(crate::engine::deal::DeckMode::Shuffled { .. }) => "the app's own shuffle (learn mode)",
        Some(crate::engine::deal::DeckMode::Ordered(_)) => "a deck in a set order",
    };
    format!("{dealer} deals to {}, from {deck}.", list(names))
}

fn list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn cards(pick: &Pick) -> String {
    match pick {
        Pick::Count(1) => "1 card".into(),
        Pick::Count(n) => format!("{n} cards"),
        Pick::Cards(c) => c.iter().map(Card::to_string).collect::<Vec<_>>().join(" "),
    }
}

/// One event in words, read against the table before it (seats as "seat N", named afterwards).
fn event_words(
    table: &Table,
    event: &Event,
    step: &crate::engine::deal::Step,
    names: &[String],
    rules: &crate::engine::game::Rules,
) -> String {
    let who = |p: &usize| names.get(*p).cloned().unwrap_or_else(|| format!("seat {}", p + 1));
    let place =
        |i: &usize| rules.positions().get(*i).map_or_else(|| format!("place {}", i + 1), |p| p.id.clone());
    match event {
        Event::Dealt => step.instruction.clone(),
        Event::Fold { player } => format!("{} folds.", who(player)),
        Event::Grinch { christmas: true } => "Christmas: the last aggressor says yes.".into(),
        Event::Grinch { christmas: false } => "Christmas: the last aggressor says no (the Grinch).".into(),
        Event::Reveal { position, card } => format!("{} is {card}.", place(position)),
        Event::RevealFaceUp { player, position, card } => {
            format!("{}'s {} is {card}.", who(player), place(position))
        }
        Event::Pass { player, pick, to } => {
            let to = to.map(|t| format!(" to {}", who(&t))).unwrap_or_default();
            format!("{} passes {}{to}.", who(player), cards(pick))
        }
        Event::Discard { player, pick } => {
            // The step says whether it is a throw or a forced discard; any other reads as a discard.
            let verb = match step.kind {
                StepKind::ThrowOne => "throws",
                _ => "discards",
            };
            format!("{} {verb} {}.", who(player), cards(pick))
        }
        Event::Draw { player, pick } => format!("{} draws {}.", who(player), cards(pick)),
        Event::Buy { player } => format!("{} buys a card.", who(player)),
        Event::Bet { player, action } => bet_words(table.betting(), &who(player), *action),
        Event::StreetTotals { totals, all_in } => {
            let each: Vec<String> = totals
                .iter()
                .enumerate()
                .filter(|(_, t)| **t > 0)
                .map(|(p, t)| {
                    let all = if all_in.contains(&p) { " (all-in)" } else { "" };
                    format!("{} {t}{all}", who(&p))
                })
                .collect();
            format!(
                "The street's bets in all: {}.",
                if each.is_empty() { "none".into() } else { each.join(", ") }
            )
        }
        Event::Kill { position } => {
            format!("{} is a dead card: it goes to the discard pile.", place(position))
        }
        Event::DeadCards { player, pick } => format!("{} discards dead cards: {}.", who(player), cards(pick)),
        Event::Place { positions } => {
            let at: Vec<String> = positions.iter().map(place).collect();
            format!("The last aggressor places the street's cards at {}.", at.join(", "))
        }
        Event::Exposed { card, stop_betting } => {
            let card = card.map(|c| format!(" ({c})")).unwrap_or_default();
            let stop = if *stop_betting {
                " The players stop the betting: the hand is dealt to showdown."
            } else {
                ""
            };
            format!("A card was exposed{card}: shown, then shuffled back into the deck.{stop}")
        }
        Event::Misdeal => "Misdeal: the hand is dealt again, bets returned.".into(),
        Event::DeadHand { player, why } => format!("{} {}.", who(player), why.words()),
        Event::TakenBack { player, cards } => {
            let n = if *cards == 1 { "1 extra card".to_string() } else { format!("{cards} extra cards") };
            format!("{n} dealt to {} go back on the deck.", who(player))
        }
        Event::EsgMisdealt { remedy } => {
            use crate::engine::deal::EsgRemedy::*;
            let what = match remedy {
                ReturnUnseen => "nobody looked: they go back to the discard pile",
                KeepAll => "everyone got one: they keep it, and nobody gets one next street",
                ShuffleBack => "only some got one: shuffled back",
                DealToAll => "only some got one: the rest are dealt theirs now",
            };
            format!("ESG cards dealt in error: {what}.")
        }
    }
}

/// A bet in words, read against the betting before it: "checks", "calls 20", "bets 20", "raises
/// to 60", "is all-in for 45".
fn bet_words(betting: Option<&Betting>, who: &str, action: Action) -> String {
    let top = betting.map_or(0, |b| (0..b.contributed().len()).map(|p| b.street_bet(p)).max().unwrap_or(0));
    match action {
        Action::Fold => format!("{who} folds."),
        Action::Check => format!("{who} checks."),
        Action::Call => format!("{who} calls {top}."),
        Action::BetTo(to) if top == 0 => format!("{who} bets {to}."),
        Action::BetTo(to) => format!("{who} raises to {to}."),
        Action::AllIn(to) => format!("{who} is all-in for {to}."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::betting::{Limit, Structure};
    use crate::engine::deal::{DealOptions, DeckMode, TableSetup};
    use crate::engine::draft::Draft;

    /// Ann, Ben and Cat deal hold'em with the betting recorded (blinds 1 and 2, Ann on the
    /// button), from a learn deck: Ann raises, Ben folds, Cat calls; the flop; checked round.
    fn hand() -> HandFile {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let structure =
            Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 };
        let options = DealOptions { betting: Some(structure), ..DealOptions::default() };
        let setup = TableSetup { n_players: 3, button: 0, options, deck: DeckMode::Shuffled { seed: 11 } };
        let mut table = Table::new(game, &BTreeMap::new(), setup).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
        // Three-handed, the button acts first before the flop.
        for event in [
            Event::Dealt,
            Event::Bet { player: 0, action: Action::BetTo(6) },
            Event::Bet { player: 1, action: Action::Fold },
            Event::Bet { player: 2, action: Action::Call },
            Event::Dealt,
            Event::Bet { player: 2, action: Action::Check },
            Event::Bet { player: 0, action: Action::Check },
        ] {
            table.apply(event.clone()).unwrap_or_else(|e| panic!("{event:?}: {e}"));
        }
        let draft: Draft = table.showdown_draft(&names, 1, 0);
        draft.to_file()
    }

    #[test]
    fn issue_33_a_kept_hand_tells_its_deal_and_betting_step_by_step() {
        let file = hand();
        let story = story(&file, Catalogue::builtin()).unwrap().unwrap();
        assert_eq!(story.start, "Ann deals to Ann, Ben and Cat, from the app's own shuffle (learn mode).");
        let words: Vec<&str> = story.steps.iter().map(|s| s.words.as_str()).collect();
        assert_eq!(words.len(), 7);
        assert!(words[0].starts_with("Deal 2 hole cards"), "{}", words[0]);
        assert!(words[0].contains("Ben"), "named, not numbered: {}", words[0]);
        assert_eq!(&words[1..4], ["Ann raises to 6.", "Ben folds.", "Cat calls 6."]);
        assert!(words[4].starts_with("Deal the flop"), "{}", words[4]);
        assert_eq!(&words[5..], ["Cat checks.", "Ann checks."]);
        // The flop lights its three places and shows its cards (learn mode knows them).
        let flop = &story.steps[4];
        assert_eq!(flop.lit.len(), 3);
        assert_eq!(flop.board.len(), 3);
        assert!(story.steps[3].board.is_empty(), "nothing on the board before the flop");
        assert_eq!(flop.street, "Flop");
        // Ben posts the small blind (1) and folds; Cat's big blind calls Ann's 6: 6 + 1 + 6.
        assert_eq!(story.steps[3].pot, Some(13));
    }

    #[test]
    fn a_hand_without_a_deal_has_no_story_and_an_unseen_deck_shows_the_cards_entered() {
        let mut file = hand();
        file.deal = None;
        assert_eq!(story(&file, Catalogue::builtin()), Ok(None));
        // An unseen deck: the places dealt show the cards the showdown was given.
        let mut unseen = hand();
        let deal = unseen.deal.as_mut().unwrap();
        deal.setup.deck = DeckMode::Unseen;
        unseen.board =
            BTreeMap::from([("1.f1".to_string(), "Ah".to_string()), ("1.t".to_string(), "2c".to_string())]);
        let story = story(&unseen, Catalogue::builtin()).unwrap().unwrap();
        let flop = &story.steps[4];
        assert_eq!(flop.board.len(), 1, "only 1.f1 was entered of the three dealt: {:?}", flop.board);
        assert!(story.start.ends_with("from a real deck the app counted."));
    }

    #[test]
    fn the_viewer_starts_before_the_deal_and_stops_at_the_last_step() {
        let story = story(&hand(), Catalogue::builtin()).unwrap().unwrap();
        assert_eq!(story.len(), 8);
        let start = story.moment(0);
        assert_eq!(start.heading, "Before the deal · 7 steps");
        assert!(start.board.is_empty() && start.pot.is_none());
        assert_eq!(story.moment(2).heading, "Step 2 of 7 · Pre-flop");
        assert_eq!(story.moment(4).pot.as_deref(), Some("Pot 13"));
        assert_eq!(story.moment(99), story.moment(7), "past the end: the last step");
    }

    #[test]
    fn a_deal_that_stops_applying_says_which_event() {
        let mut file = hand();
        file.deal.as_mut().unwrap().events.insert(1, Event::Fold { player: 7 });
        assert!(story(&file, Catalogue::builtin()).unwrap_err().starts_with("event 2 does not apply"));
    }
}
