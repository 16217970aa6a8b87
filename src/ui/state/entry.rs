//! The hand screen's card intents: a card picked, a card taken back, a place selected. What
//! changes is the model's ([`hand_entry::pick`], [`hand_entry::unpick`]).

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::draft::Slot;
use crate::model::hand_entry;

use super::AppState;

impl AppState {
    /// Puts a picked card in the selected place and moves on to the next place that needs cards;
    /// a refusal is said and changes nothing.
    pub fn pick(&self, card: Card) {
        let selected = self.selected.get_untracked();
        let mut result = Ok(selected);
        self.draft.maybe_update(|d| {
            let Some(d) = d else { return false };
            result = hand_entry::pick(d, selected, card);
            result.is_ok()
        });
        match result {
            Ok(next) => {
                self.selected.set(next);
                self.message.set(None);
            }
            Err(why) => self.message.set(Some(why)),
        }
    }

    /// Takes a card back out, and selects the place it came from.
    pub fn unpick(&self, card: Card) {
        let mut at = None;
        self.draft.update(|d| at = d.as_mut().and_then(|d| hand_entry::unpick(d, card)));
        if at.is_some() {
            self.selected.set(at);
        }
        self.message.set(None);
    }

    pub fn select(&self, slot: Slot) {
        self.selected.set(Some(slot));
        self.message.set(None);
    }
}
