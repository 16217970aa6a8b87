//! The hand's life: the saved hand and deal read at start, a shared link, another tab's hand or
//! deal, and the hand being entered (begun, picked, cleared). Moved here unchanged from
//! `state.rs`; the lead reworks it with the hand record (issue 33).

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::deal::StepKind;
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::{from_fragment, HandFile};
use crate::model::dealing::SavedDeal;
use crate::model::hand_life;
use crate::model::history::{self, Arrived, HandKey};
use crate::model::seating::Seating;
use crate::model::stores::{self, Store, Unsaved};
use crate::model::undo::{self, Undo};
use crate::model::versions::OnConflict;

use super::storage::LocalShelf;
use super::{save_on_change, seed_or_clock, storage, AppState, Screen};

impl AppState {
    /// Reads the saved hand, the hand being dealt and the history (once; every screen but the
    /// games list calls this before it draws). A shared hand in the address replaces the saved
    /// hand, which is kept in the history if it held any card. When the app started on the screen
    /// of what is saved, it moves to where the saved state says: back into a deal if one was left
    /// mid-way, else to the hand. The history is read in the background (a page at a time), and
    /// other tabs' changes reach this one from then on.
    pub fn restore(&self) {
        if self.restored.get_untracked() {
            return;
        }
        self.restored.set(true);
        // The user's games first: a saved hand or deal, or a shared one, may be of one of them.
        let (mine, problem) = storage::load_my_games();
        let resave = problem.is_some();
        self.tell(problem);
        self.change_my_games(|m| *m = mine);
        if resave {
            // What was read is saved again (the unreadable list was set aside whole).
            self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        }
        let (mut draft, problem) = storage::load_draft();
        self.tell(problem);
        // A hand whose scoring never finished is not opened again: it waits in the history.
        if hand_life::scoring_left(&mut LocalShelf, draft.as_ref().map(Draft::to_file).as_ref()) {
            draft = None;
            self.message.set(Some(hand_life::SET_ASIDE.into()));
        }
        let (dealing, problem) = storage::load_deal(&self.games());
        self.tell(problem);
        let (deal_form, problem) = storage::load_deal_form();
        self.tell(problem);
        let mut opened_link = false;
        let mut opened_game = None;
        if let Some(fragment) = take_fragment() {
            if fragment.starts_with("#game=") {
                opened_game = Some(self.open_game_link(&fragment));
            } else {
                match from_fragment(&fragment)
                    .map_err(|e| e.message)
                    .and_then(|f| self.check(&f).inspect(|_| self.keep_game_of(&f)))
                {
                    Ok(shared) => {
                        let replaced =
                            draft.as_ref().filter(|d| history::worth_keeping(d)).map(Draft::to_file);
                        // The hand being entered is held before the link's is written over it.
                        match self.hold_replaced(replaced.as_ref()) {
                            Ok(()) => {
                                draft = Some(shared);
                                opened_link = true;
                                if replaced.is_some() {
                                    self.message.set(Some(KEPT_REPLACED.into()));
                                }
                            }
                            Err(why) => self.message.set(Some(why)),
                        }
                    }
                    Err(why) => self.message.set(Some(format!("The shared link could not be opened: {why}"))),
                }
            }
        }
        // A reload in the middle of a deal goes back to it (a shared link opens its hand first).
        let mid_deal = dealing.as_ref().is_some_and(|d| {
            !matches!(d.table.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
        });
        let link_game = opened_game.is_some();
        let resume = if let Some(game) = opened_game {
            game
        } else if mid_deal && !opened_link {
            Screen::Deal
        } else if draft.is_some() {
            Screen::Hand
        } else {
            Screen::Games
        };
        self.selected.set(draft.as_ref().and_then(|d| d.next_open(None)));
        self.draft.set(draft);
        self.dealing.set(dealing);
        self.deal_form.set(deal_form);
        // A game's link opens its card whatever screen the app started on.
        if self.resuming.get_untracked() || link_game {
            self.resuming.set(false);
            // Not now: this runs while the screen the app guessed is being drawn, and changing
            // the screen would drop that screen's owner under it (even from a microtask: the
            // drawing finishes in one). An animation frame comes after the drawing and before
            // the next paint, so the guessed screen is never seen.
            let screen = self.screen;
            request_animation_frame(move || {
                if screen.get_untracked() != resume {
                    screen.set(resume);
                }
            });
        }
        if opened_link {
            self.draft.with_untracked(|d| self.told(storage::save_draft(d.as_ref())));
        }
        let state = *self;
        leptos::task::spawn_local(async move { state.read_history().await });
        self.root.with_value(|root| {
            root.with(|| {
                save_on_change(self.draft, move |d| state.told(storage::save_draft(d.as_ref())));
                save_on_change(self.dealing, move |d| state.told(storage::save_deal(d.as_ref())));
                save_on_change(self.deal_form, move |f| state.told(storage::save_deal_form(f)));
                self.restore_tonight();
                // A link pasted into the address of this tab (the shell counts them).
                Effect::new(move |ran: Option<()>| {
                    state.link_arrived.track();
                    if ran.is_some() {
                        state.open_link();
                    }
                });
            })
        });
        super::tabs::listen(
            move || state.history_changed_elsewhere(),
            // The first screen's stores are read again by the shell, even before this part loads.
            move |key, old, new| match storage::changed_elsewhere(key) {
                Some(Store::DealForm) => state.deal_form.set(storage::load_deal_form().0),
                Some(Store::MyGames) => {
                    let (mine, _) = storage::load_my_games();
                    state.change_my_games(|m| *m = mine);
                }
                Some(Store::Hand) => state.hand_changed_elsewhere(old.as_deref(), new.as_deref()),
                Some(Store::Deal) => state.deal_changed_elsewhere(old.as_deref(), new.as_deref()),
                Some(
                    table @ (Store::Chinese | Store::Ofc | Store::Draw32 | Store::Designer | Store::Drills),
                ) => {
                    super::tabs::table_changed(table, old.as_deref(), new.as_deref());
                }
                _ => {}
            },
        );
        // Issue 36: what storage could not keep is not lost untold by a reload.
        super::leaving::ask_before_leaving(move || {
            let unsaved = state.history.with_untracked(|h| history::unsaved_files(h).len());
            state.problems.with_untracked(|p| p.leaving_loses(unsaved))
        });
    }

    /// Holds `replaced`, the hand being entered that something is about to replace, until the
    /// history has it ([`hand_life::replace_hand`]); keeps it at once when the history is read.
    /// `Err` (storage full) says why the replacement must not happen.
    fn hold_replaced(&self, replaced: Option<&HandFile>) -> Result<(), String> {
        hand_life::replace_hand(&mut LocalShelf, replaced, |_| Ok(())).map_err(|_| {
            "The shared hand was not opened: storage is full, and opening it would lose the hand you were \
             entering. Download your hands or delete some from the history, then open the link again."
                .to_string()
        })?;
        if let Some(file) = replaced {
            self.keep_replaced(file.clone());
        }
        Ok(())
    }

    /// Opens the shared link pasted into the address: the hand being entered, if it holds any card
    /// and is not kept as it is, is kept in the history first.
    fn open_link(&self) {
        let Some(fragment) = take_fragment() else { return };
        if fragment.starts_with("#game=") {
            let screen = self.open_game_link(&fragment);
            return self.screen.set(screen);
        }
        match from_fragment(&fragment)
            .map_err(|e| e.message)
            .and_then(|f| self.check(&f).inspect(|_| self.keep_game_of(&f)))
        {
            Ok(shared) => {
                let replaced = self.draft.get_untracked().filter(history::worth_keeping).map(|d| d.to_file());
                if let Err(why) = self.hold_replaced(replaced.as_ref()) {
                    self.message.set(Some(why));
                    return self.screen.set(Screen::Hand);
                }
                self.begin_hand(shared);
                if replaced.is_some() {
                    self.message.set(Some(KEPT_REPLACED.into()));
                }
            }
            Err(why) => {
                self.message.set(Some(format!("The shared link could not be opened: {why}")));
                self.screen.set(Screen::Hand);
            }
        }
    }

    /// Keeps in the history a hand something else replaces (a shared link, another tab's hand),
    /// unless it is kept as it is; before the history is read, once it is.
    fn keep_replaced(&self, file: HandFile) {
        // Held in local storage first, so a tab closed before the history has it loses nothing;
        // in memory only when even that is full.
        let held = hand_life::hold(&mut LocalShelf, &file).is_ok();
        if self.history_loaded.get_untracked() {
            self.keep(file, self.kept_current.get_untracked());
        } else if !held {
            self.displaced.set_value(Some(file));
        }
    }

    /// Another tab changed the hand being entered (issue 25), from `old` to `new` (the stored
    /// texts). There is one hand being entered per browser, so the change shows here too, unless
    /// it would replace a hand of this tab's that the other tab never saw ([`Arrived::Conflict`]):
    /// that hand is kept in the history first, so that neither tab loses its hand.
    pub fn hand_changed_elsewhere(&self, old: Option<&str>, new: Option<&str>) {
        let (theirs, version) = storage::incoming::<HandFile>(old, new);
        let theirs = theirs.and_then(|f| Draft::from_file(&f, Catalogue::builtin()).ok());
        let ours = self.draft.get_untracked();
        let arrived = storage::arrived(
            Store::Hand,
            ours.as_ref(),
            theirs.as_ref(),
            version,
            history::hand_within,
            OnConflict::TakeTheirs,
        );
        if arrived == Arrived::Ignore {
            return;
        }
        let theirs = theirs.value();
        let same = matches!((&ours, &theirs), (Some(o), Some(t)) if history::same_hand(o, t));
        if arrived == Arrived::Conflict {
            if let Some(old) = ours.filter(history::worth_keeping) {
                self.keep_replaced(old.to_file());
                self.message.set(Some(KEPT_OTHER_TAB.into()));
            }
        }
        if !same {
            self.kept_current.set(None);
        }
        self.adopted.set_value(theirs.as_ref().map(Draft::to_file));
        let selected =
            self.selected.get_untracked().filter(|s| same && theirs.as_ref().is_some_and(|t| !t.is_full(*s)));
        self.selected.set(selected.or_else(|| theirs.as_ref().and_then(|t| t.next_open(None))));
        self.draft.set(theirs);
    }

    /// Another tab changed the hand being dealt (issue 25), from `old` to `new`. It shows here too,
    /// unless it would replace a deal of this tab's that the other tab never saw: a deal has no
    /// history to go to, so this tab goes on dealing its own, and says so, offering it as a file
    /// (the other tab's is the one a reload shows, until this tab's next step saves its own).
    pub fn deal_changed_elsewhere(&self, old: Option<&str>, new: Option<&str>) {
        let (theirs, version) = storage::incoming::<SavedDeal>(old, new);
        let theirs = theirs.and_then(|s| s.restore(&self.games()).ok());
        let ours = self.dealing.with_untracked(|d| d.as_ref().map(SavedDeal::of));
        match storage::arrived(
            Store::Deal,
            ours.as_ref(),
            theirs.as_ref().map(SavedDeal::of).as_ref(),
            version,
            SavedDeal::leads_to,
            OnConflict::KeepOurs,
        ) {
            Arrived::Ignore => {}
            Arrived::Take => self.dealing.set(theirs.value()),
            Arrived::Conflict => self.told(Err(Unsaved {
                store: Store::Deal,
                message:
                    "Another tab started dealing another hand, which a reload would show. This tab goes on \
                          dealing its own, saved again at its next step; download it to keep it."
                        .into(),
                export: ours.map(|o| stores::export_value(Store::Deal, &o)).unwrap_or_default(),
            })),
        }
    }

    /// Starts dealing a hand of `game_id` with the game's option `choices` at the seated table,
    /// with the dealing form's options ([`crate::model::deal_form::DealForm::deal`] decides the rest).
    pub fn start_deal(&self, game_id: &str, choices: &BTreeMap<String, String>) {
        let Some(game) = self.games().cap(game_id) else { return };
        let (seating, form) = (self.seating.get_untracked(), self.deal_form.get_untracked());
        let (seating, stacks) = match self.deal_table(seating) {
            Ok(table) => table,
            Err(e) => return self.message.set(Some(e)),
        };
        match form.deal_from(game, choices, &seating, stacks, seed_or_clock()) {
            Ok(dealing) => {
                self.marks.update(|m| m.played(game_id));
                self.dealing.set(Some(dealing));
                self.message.set(None);
                self.screen.set(Screen::Deal);
            }
            Err(e) => self.message.set(Some(e)),
        }
    }

    /// Keeps the resolved hand in the history (newest first): the first time as a new entry, then
    /// each correction replaces that entry, so every resolved hand is kept exactly once.
    pub fn keep_resolved(&self) {
        let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) else { return };
        if self.adopted.with_value(|a| a.as_ref() == Some(&file)) {
            return;
        }
        let key = self.keep(file.clone(), self.kept_current.get_untracked());
        self.kept_current.set(Some(key));
        self.record_tonight(key, &file);
    }

    /// Opens a kept hand on the hand screen; its corrections replace its entry.
    pub fn open_entry(&self, key: HandKey, draft: Draft) {
        self.begin_hand(draft);
        self.kept_current.set(Some(key));
    }

    /// Puts a new hand on the hand screen. Its first showdown is a new history entry, and its
    /// corrections replace that entry, even after a visit to another screen: only a new hand
    /// (from the games list, the dealing guide, the history or an import) ends the run.
    pub fn begin_hand(&self, draft: Draft) {
        // A cleared hand's undo would no longer put it back: the bar goes.
        if self.undo.with_untracked(|u| u.as_ref().is_some_and(Undo::is_hand)) {
            self.undo.set(None);
        }
        self.kept_current.set(None);
        self.selected.set(draft.next_open(None));
        self.draft.set(Some(draft));
        self.message.set(None);
        // Not again when it shows already (a link pasted while on the hand): setting it would
        // draw the screen anew under the effects that are updating it.
        if self.screen.get_untracked() != Screen::Hand {
            self.screen.set(Screen::Hand);
        }
    }

    /// Starts a new hand of `game_id` with the game's option `choices` at the seated table.
    pub fn start_hand(&self, game_id: &str, choices: &BTreeMap<String, String>, seating: &Seating) {
        let Some(game) = self.games().cap(game_id) else { return };
        let rules = match game.rules(choices) {
            Ok(rules) => rules,
            Err(e) => return self.message.set(Some(e.to_string())),
        };
        let names = seating.seat_names();
        let draft = Draft::new(rules, &names, seating.button_seat(), seating.chip, seating.stake);
        self.marks.update(|m| m.played(game_id));
        self.begin_hand(draft);
    }

    /// New game: clears the hand being entered (the undo bar can put it back) and opens the games.
    pub fn new_game(&self) {
        let mut kept = self.kept_current.get_untracked();
        let mut cleared = None;
        self.draft.update(|d| cleared = undo::clear_hand(d, &mut kept));
        self.kept_current.set(kept);
        self.selected.set(None);
        self.message.set(None);
        self.offer_undo(cleared);
        self.screen.set(Screen::Games);
    }

    /// Puts a picked card in the selected slot and moves on to the next slot that needs cards.
    pub fn pick(&self, card: Card) {
        let Some(slot) = self.selected.get_untracked() else {
            self.message.set(Some("Tap a place on the layout or a player's hand first.".into()));
            return;
        };
        let mut next = None;
        let mut problem = None;
        self.draft.update(|d| {
            let Some(d) = d else { return };
            match d.place(slot, card) {
                Ok(()) => next = if d.is_full(slot) { d.next_open(Some(slot)) } else { Some(slot) },
                Err(e) => problem = Some(e),
            }
        });
        if problem.is_none() {
            self.selected.set(next);
        }
        self.message.set(problem);
    }

    /// Takes a card back out, and selects the place it came from.
    pub fn unpick(&self, card: Card) {
        self.draft.update(|d| {
            if let Some(d) = d {
                let at = d.find(card);
                d.remove(card);
                if at.is_some() {
                    self.selected.set(at);
                }
            }
        });
        self.message.set(None);
    }

    pub fn select(&self, slot: Slot) {
        self.selected.set(Some(slot));
        self.message.set(None);
    }
}

/// What the hand screen says when a shared link replaced a hand being entered.
const KEPT_REPLACED: &str = "The hand you were entering was kept in the history.";

/// What the hand screen says when another tab's hand replaced this tab's.
const KEPT_OTHER_TAB: &str =
    "Another tab is entering another hand, shown here now; the hand you were entering was kept in the history.";

/// The hand in the address's fragment, if any, removed from the address so that a reload shows
/// the saved hand rather than reopening the link.
fn take_fragment() -> Option<String> {
    if !shared_hand_in_address() && !shared_game_in_address() {
        return None;
    }
    let window = web_sys::window()?;
    let hash = window.location().hash().ok()?;
    // A link too long to read is refused by its length at no cost; replacing a megabyte address
    // costs the browser a fifth of a second, so it is left (a reload says the same again).
    if hash.len() > crate::engine::hand_file::LINK_MOST + "#game=".len() {
        return Some(hash);
    }
    if let Ok(history) = window.history() {
        let path = window.location().pathname().unwrap_or_else(|_| "./".into());
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    Some(hash)
}

/// Whether the address carries a shared hand (`#hand=…`).
fn shared_hand_in_address() -> bool {
    web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| h.starts_with("#hand="))
}

/// Whether the address carries a shared game (`#game=…`).
fn shared_game_in_address() -> bool {
    web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|h| h.starts_with("#game="))
}
