//! A hand being dealt with the dealing guide, and the form it is saved in.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::engine::card::Card;
use crate::engine::deal::{DeckMode, Event, Slot, StepKind, Table, TableSetup};
use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::games::Registry;
use crate::engine::hand_file::GameRef;
use crate::model::seating::Seating;
use std::borrow::Cow;

/// The engine's table and who sits at it.
#[derive(Clone, Debug)]
pub struct Dealing {
    pub table: Table,
    pub names: Vec<String>,
    /// The app shuffled its own deck and shows every card (practice).
    pub learn: bool,
    /// The chip and the stake the hand was dealt with; `None` for a deal saved before they were
    /// kept with it (the seated table's are used then, as they were).
    pub money: Option<Money>,
}

/// The table's chip (the smallest amount, and the odd chips' size) and the stake each player puts
/// in when the betting is not recorded, as they were when the deal started.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Money {
    pub chip: u64,
    pub stake: u64,
}

impl Dealing {
    /// Whether the deal is still going on (not at its showdown, not won uncontested): a start
    /// goes back to the dealing guide then.
    pub fn mid_deal(&self) -> bool {
        !matches!(self.table.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
    }

    /// The hand as the showdown starts it ([`Table::showdown_draft`]), with the chip and stake the
    /// deal started with (the seated table's for a deal saved before they were kept).
    pub fn showdown(&self, seating: &Seating) -> Draft {
        let Money { chip, stake } = self.money.unwrap_or(Money { chip: seating.chip, stake: seating.stake });
        self.table.showdown_draft(&self.names, chip, stake)
    }

    /// Deals the next hand at the same table: the button moves one seat clockwise (the engine's
    /// rule); a learn-mode deck is shuffled anew, its seed stepped (a linear congruential step), so
    /// each hand differs and the same start replays the same hands.
    pub fn next_hand(&mut self, games: &Registry) -> Result<(), String> {
        let game = games.cap_of(self.table.rules())?;
        let deck = match self.table.deck_mode().clone() {
            DeckMode::Shuffled { seed } => {
                DeckMode::Shuffled { seed: seed.wrapping_mul(6364136223846793005).wrapping_add(1) }
            }
            other => other,
        };
        self.table = self.table.next_hand(&game, deck).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// The good-board cards killed as dead (Good boys bad boys; their places look empty), by
    /// position id, with the card when it is known: "1.f2 (K♥)".
    pub fn killed_words(&self) -> Vec<String> {
        let ids = self.table.rules().positions();
        self.table
            .board()
            .iter()
            .zip(ids)
            .filter_map(|(s, p)| match s {
                Slot::Killed(card) => Some(card.map_or(p.id.clone(), |c| format!("{} ({c})", p.id))),
                _ => None,
            })
            .collect()
    }

    /// Whether the card is already on the table (on the board, in a hand or face up), so the
    /// picker does not offer it twice.
    pub fn card_seen(&self, card: Card) -> bool {
        let t = &self.table;
        t.board().contains(&Slot::Dealt(Some(card)))
            || (0..t.n_players()).any(|p| {
                t.hand(p).contains(&Some(card)) || t.face_up(p).iter().any(|(_, c)| *c == Some(card))
            })
    }
}

/// The engine's words with each seat named as the table named it: the engine (and `cap deal`)
/// says "seat 2" or "Seat 2", numbered from 1, but the app's players list shows names and no
/// numbers, so a dealer told "starting with seat 2" would have to count round the table. A seat
/// without a name, or a number past the table, is left as the engine said it.
pub fn with_names(words: &str, names: &[String]) -> String {
    let mut out = String::with_capacity(words.len());
    let mut rest = words;
    while let Some(at) = rest.find("eat ") {
        // "seat " or "Seat " starting a word, then the seat's number.
        let start = at.saturating_sub(1);
        let word_start = start == 0 || !rest[..start].ends_with(|c: char| c.is_ascii_alphanumeric());
        let is_seat = at >= 1 && matches!(&rest[start..at], "s" | "S") && word_start;
        let after = &rest[at + 4..];
        let digits = after.len() - after.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let name = is_seat
            .then(|| after[..digits].parse::<usize>().ok())
            .flatten()
            .and_then(|n| n.checked_sub(1))
            .and_then(|i| names.get(i))
            .filter(|n| !n.trim().is_empty());
        match name {
            Some(name) => {
                out.push_str(&rest[..start]);
                out.push_str(name.trim());
                rest = &after[digits..];
            }
            None => {
                out.push_str(&rest[..at + 4]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// A card action step's verb, now and done: ("throws", "threw"), ("discards", "discarded"),
/// ("passes", "passed"), and for a draw ("draws", "drew").
pub fn action_verbs(kind: &StepKind) -> (&'static str, &'static str) {
    match kind {
        StepKind::ThrowOne => ("throws", "threw"),
        StepKind::ForcedDiscard { .. } => ("discards", "discarded"),
        StepKind::PassTrash { .. } => ("passes", "passed"),
        _ => ("draws", "drew"),
    }
}

/// A hand being dealt, as saved (in local storage, and in its export when a save fails): the game
/// and its option choices, who sits where with the dealing options and the deck (a learn deck's
/// seed), and the events so far. Restoring replays the events through the engine, so the restored
/// table is exactly the one that was left (undo history aside), and a damaged one is refused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedDeal {
    /// The catalogue id, or a user's game declared inline (as in a hand file), so that a deal of
    /// a game deleted since, or opened in another browser from an export, still replays.
    game: GameRef,
    choices: BTreeMap<String, String>,
    setup: TableSetup,
    events: Vec<Event>,
    names: Vec<String>,
    learn: bool,
    /// Absent in deals saved before the chip and stake were kept with the deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    money: Option<Money>,
}

impl SavedDeal {
    pub fn of(dealing: &Dealing) -> SavedDeal {
        SavedDeal {
            game: GameRef::of(dealing.table.rules()),
            choices: dealing.table.choices().clone(),
            setup: dealing.table.table_setup(),
            events: dealing.table.history().to_vec(),
            names: dealing.names.clone(),
            learn: dealing.learn,
            money: dealing.money,
        }
    }

    /// Whether `later` holds all of this deal: the same game, options, table and deck, and this
    /// deal's events the start of its events (taking it loses no step of this one).
    pub fn leads_to(&self, later: &SavedDeal) -> bool {
        (&self.game, &self.choices, &self.setup, &self.names, self.learn, self.money)
            == (&later.game, &later.choices, &later.setup, &later.names, later.learn, later.money)
            && later.events.starts_with(&self.events)
    }

    /// The table, replayed, its game found in `games`; `Err` says why it cannot be.
    pub fn restore(self, games: &Registry) -> Result<Dealing, String> {
        let game = match &self.game {
            GameRef::Id(id) => Cow::Borrowed(
                games.cap(id).ok_or_else(|| format!("no game \"{}\"", crate::engine::text::excerpt(id)))?,
            ),
            declared => declared.game(Catalogue::builtin()).map_err(|e| e.message)?,
        };
        let table =
            Table::replay(&game, &self.choices, self.setup, &self.events).map_err(|e| e.to_string())?;
        Ok(Dealing { table, names: self.names, learn: self.learn, money: self.money })
    }
}

/// A learn-mode hold'em deal of Ann, Ben and Cat from a fixed shuffle, nothing dealt yet: the
/// stores' tests save and read it back.
#[cfg(test)]
pub(crate) fn sample_dealing() -> Dealing {
    use crate::engine::deal::{DealOptions, DeckMode, TableSetup};
    let game = crate::engine::game::catalogue::Catalogue::builtin().get("holdem/high").unwrap();
    let setup = TableSetup {
        n_players: 3,
        button: 0,
        options: DealOptions::default(),
        deck: DeckMode::Shuffled { seed: 7 },
    };
    let table = Table::new(game, &std::collections::BTreeMap::new(), setup).unwrap();
    Dealing { table, names: vec!["Ann".into(), "Ben".into(), "Cat".into()], learn: true, money: None }
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_engine_seat_numbers_read_as_the_tables_names() {
        let names: Vec<String> = ["Ann", "Ben", "", "Dan"].map(String::from).to_vec();
        assert_eq!(
            with_names("Deal 10 hole cards, starting with seat 2 (left of the button, seat 1).", &names),
            "Deal 10 hole cards, starting with Ben (left of the button, Ann)."
        );
        assert_eq!(with_names("Seat 4 stands pat.", &names), "Dan stands pat.");
        // Unnamed, past the table, or inside another word: as the engine said it.
        assert_eq!(with_names("seat 3 and seat 12 and seat", &names), "seat 3 and seat 12 and seat");
        assert_eq!(with_names("a beseat 2 moment, seat 10", &names), "a beseat 2 moment, seat 10");
        let ten: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
        assert_eq!(with_names("seat 10, seat 1.", &ten), "P10, P1.");
    }

    use super::*;
    use crate::engine::card::{Rank, Suit};
    use crate::engine::deal::DealOptions;

    fn deal(seed: u64) -> Dealing {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let setup = TableSetup {
            n_players: 3,
            button: 0,
            options: DealOptions::default(),
            deck: DeckMode::Shuffled { seed },
        };
        let table = Table::new(game, &BTreeMap::new(), setup).unwrap();
        Dealing { table, names: vec!["Ann".into(), "Ben".into(), "Cat".into()], learn: true, money: None }
    }

    #[test]
    fn issue_25_another_tabs_deal_holds_this_one_when_it_has_all_its_steps() {
        let start = SavedDeal::of(&deal(7));
        let mut later = start.clone();
        later.events.push(Event::Dealt);
        assert!(start.leads_to(&later), "a step more there: nothing of this tab's lost");
        assert!(!later.leads_to(&start), "a step taken back there would lose it");
        let mut other = later.clone();
        other.events[0] = Event::Fold { player: 1 };
        assert!(!later.leads_to(&other) && !other.leads_to(&later), "another step at the same point");
        assert!(!start.leads_to(&SavedDeal::of(&deal(8))), "another shuffle");
        assert_eq!(
            later.clone().restore(&Registry::builtin()).map(|d| SavedDeal::of(&d)).as_ref(),
            Ok(&later)
        );
    }

    #[test]
    fn issue_33_a_deal_saved_before_it_kept_its_money_opens_with_the_seated_tables() {
        // As the previous version saved it: no "money".
        let old = SavedDeal::of(&deal(7));
        let text = serde_json::to_string(&old).unwrap();
        assert!(!text.contains("money"), "{text}");
        let restored =
            serde_json::from_str::<SavedDeal>(&text).unwrap().restore(&Registry::builtin()).unwrap();
        let seating = Seating {
            names: vec!["Ann".into(), "Ben".into(), "Cat".into()],
            button: 0,
            chip: 25,
            stake: 100,
        };
        let draft = restored.showdown(&seating);
        assert_eq!(draft.chip(), 25);
        assert!(draft.players().iter().all(|p| p.contributed() == 100));
    }

    #[test]
    fn the_next_hand_moves_the_button_and_shuffles_a_learn_deck_anew() {
        let mut d = deal(7);
        d.next_hand(&Registry::builtin()).unwrap();
        let setup = d.table.table_setup();
        assert_eq!(setup.button, 1);
        assert!(matches!(setup.deck, DeckMode::Shuffled { seed } if seed != 7));
        let mut again = deal(7);
        again.next_hand(&Registry::builtin()).unwrap();
        assert_eq!(again.table.table_setup(), setup, "the same start replays the same hands");
    }

    #[test]
    fn a_deal_is_mid_way_until_its_showdown() {
        let mut d = deal(7);
        assert!(d.mid_deal());
        while d.mid_deal() {
            d.table.apply(Event::Dealt).unwrap();
        }
        assert!(matches!(d.table.next_step().kind, StepKind::Showdown));
        let mut folded = deal(7);
        folded.table.apply(Event::Fold { player: 0 }).unwrap();
        folded.table.apply(Event::Fold { player: 1 }).unwrap();
        assert!(!folded.mid_deal(), "won uncontested");
    }

    #[test]
    fn a_dealt_card_is_seen_and_one_still_in_the_deck_is_not() {
        let mut d = deal(7);
        d.table.apply(Event::Dealt).unwrap();
        let held = d.table.hand(0).iter().flatten().copied().next().unwrap();
        assert!(d.card_seen(held));
        let all_held: Vec<Card> = (0..3).flat_map(|p| d.table.hand(p).iter().flatten().copied()).collect();
        let unseen = Rank::ALL
            .iter()
            .flat_map(|r| Suit::ALL.iter().map(|s| Card::new(*r, *s)))
            .find(|c| !all_held.contains(c))
            .unwrap();
        assert!(!d.card_seen(unseen));
        assert!(d.killed_words().is_empty());
    }

    #[test]
    fn each_card_action_has_its_verb() {
        assert_eq!(action_verbs(&StepKind::ThrowOne), ("throws", "threw"));
        assert_eq!(action_verbs(&StepKind::Draw), ("draws", "drew"));
    }
}
