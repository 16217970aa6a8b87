//! Tonight's evening in the app: read with the other saved state, saved at every change (a failed
//! save is told with the evening offered as a file, like every store), the dealing guide's next
//! hand dealt from it, and a kept hand recorded into it. Every decision is the model's
//! ([`crate::model::tonight::Tonight`]); this runs it.

use leptos::prelude::*;

use crate::engine::hand_file::HandFile;
use crate::model::history::HandKey;
use crate::model::seating::Seating;
use crate::model::stores::Store;
use crate::model::tonight::Tonight;

use super::{save_on_change, storage, AppState};

impl AppState {
    /// Reads tonight's evening (once, from [`AppState::restore`]) and saves it at every change.
    pub(super) fn restore_tonight(&self) {
        let (tonight, problem) = storage::load_tonight();
        self.tell(problem);
        if tonight.is_some() {
            self.tonight.set(tonight);
        }
        let state = *self;
        save_on_change(self.tonight, move |t| {
            state.told(storage::save_table(Store::Evening, &t.as_ref().map(Tonight::saved)))
        });
    }

    /// The table the dealing guide deals at: tonight's players, button and stacks when an evening
    /// is on, else the seated table without stacks.
    pub(super) fn deal_table(&self, seating: Seating) -> Result<(Seating, Option<Vec<u64>>), String> {
        match self.tonight.with_untracked(|t| t.as_ref().map(|t| t.seating(&seating))) {
            Some(Ok((table, stacks))) => Ok((table, Some(stacks))),
            Some(Err(why)) => Err(format!("Tonight: {why}")),
            None => Ok((seating, None)),
        }
    }

    /// Records a kept hand into tonight's evening when its players are tonight's (a hand of other
    /// players is left out, said on the evening's screen).
    pub(super) fn record_tonight(&self, key: HandKey, file: &HandFile) {
        self.tonight.update(|t| {
            if let Some(t) = t.as_mut() {
                let said = t.record(key, file);
                t.said = Some(
                    said.unwrap_or_else(|why| format!("The kept hand is not in tonight's evening: {why}")),
                );
            }
        });
    }
}
