//! The hand's life: the saved hand and deal read at start, a deal started, a hand begun, kept,
//! opened again or cleared. Shared links are [`super::links`], another tab's hand or deal
//! [`super::arrivals`], the card intents [`super::entry`]; the decisions are the model's
//! ([`crate::model::hand_entry`], [`crate::model::hand_life`], [`crate::model::opening`],
//! [`crate::model::deal_form::DealForm::deal`]).

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::model::dealing::Dealing;
use crate::model::hand_entry::KEPT_REPLACED;
use crate::model::hand_life;
use crate::model::history::{self, HandKey};
use crate::model::opening;
use crate::model::seating::Seating;
use crate::model::stores::Store;
use crate::model::undo::{self, Undo};

use super::links::take_fragment;
use super::storage::LocalShelf;
use super::{save_on_change, screen_of, seed_or_clock, storage, AppState, Screen};

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
                match self.shared_hand(&fragment, draft.as_ref()) {
                    Ok((shared, kept)) => {
                        draft = Some(shared);
                        opened_link = true;
                        if kept {
                            self.message.set(Some(KEPT_REPLACED.into()));
                        }
                    }
                    Err(why) => self.message.set(Some(why)),
                }
            }
        }
        // A reload in the middle of a deal goes back to it (a shared link opens its hand first).
        let mid_deal = dealing.as_ref().is_some_and(Dealing::mid_deal);
        let link_game = opened_game.is_some();
        let resume = opened_game
            .unwrap_or_else(|| screen_of(opening::after_reading(mid_deal, opened_link, draft.is_some())));
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
            let unsaved = state.kept.with_untracked(|h| history::unsaved_files(h.entries()).len());
            state.problems.with_untracked(|p| p.leaving_loses(unsaved))
        });
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
}
