//! The undo bar's intents: what the last destructive tap removed, offered for a few seconds and
//! put back by the model's [`Undo`].

use leptos::prelude::*;

use crate::model::undo::{Undo, UNDO_SECONDS};

use super::{AppState, Screen};

impl AppState {
    /// Shows `undo` in the undo bar for [`UNDO_SECONDS`] (it replaces the one showing).
    pub fn offer_undo(&self, undo: Option<Undo>) {
        let Some(undo) = undo else { return };
        let serial = self.undo_serial.with_value(|n| n + 1);
        self.undo_serial.set_value(serial);
        self.undo.set(Some(undo));
        let (offered, current) = (self.undo, self.undo_serial);
        set_timeout(
            move || {
                if current.try_with_value(|n| *n == serial) == Some(true) {
                    offered.set(None);
                }
            },
            std::time::Duration::from_secs(UNDO_SECONDS.into()),
        );
    }

    /// Withdraws the undo offered, when `lapsed` says it no longer applies (a hand begun since,
    /// a card placed on the new OFC hand).
    pub fn withdraw_undo(&self, lapsed: impl Fn(&Undo) -> bool) {
        if self.undo.try_with_untracked(|u| u.as_ref().is_some_and(&lapsed)) == Some(true) {
            self.undo.set(None);
        }
    }

    /// The OFC undo the bar was tapped for, taken (tracked: the OFC scorer's effect reruns when
    /// one is tapped).
    pub fn take_ofc_undo(&self) -> Option<Undo> {
        let undo = self.ofc_undo.get();
        if undo.is_some() {
            self.ofc_undo.set(None);
        }
        undo
    }

    /// The undo bar's button: puts back what the last destructive tap removed.
    pub fn undo(&self) {
        let Some(undo) = self.undo.try_update(Option::take).flatten() else { return };
        match undo {
            Undo::Hand { .. } => {
                let mut kept = self.kept_current.get_untracked();
                let mut back = false;
                self.draft.maybe_update(|d| {
                    back = undo.restore_hand(d, &mut kept);
                    back
                });
                if back {
                    self.kept_current.set(kept);
                    self.selected
                        .set(self.draft.with_untracked(|d| d.as_ref().and_then(|d| d.next_open(None))));
                    self.screen.set(Screen::Hand);
                }
            }
            Undo::HistoryEntry { .. } => self.history_do(|h| ((), h.undo_delete(undo))),
            Undo::OfcHand { .. } => self.ofc_undo.set(Some(undo)),
            Undo::MyGame { .. } | Undo::GameChanged { .. } => {
                let id = undo.game_id().map(str::to_string);
                if self.change_my_games(|m| undo.restore_game(m)) {
                    self.my_games.with_untracked(|m| self.told(super::storage::save_my_games(m)));
                    // The game's rules card showing is drawn again, from the declaration put back.
                    if let Screen::Game(showing) = self.screen.get_untracked() {
                        if Some(&showing) == id.as_ref() {
                            self.screen.set(Screen::Game(showing));
                        }
                    }
                }
            }
        }
    }
}
