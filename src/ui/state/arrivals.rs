//! Another tab's hand or deal arriving (issue 25): the versions decide whether it is taken, and
//! the model what this tab keeps ([`hand_entry::arrival`], [`SavedDeal::leads_to`]).

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::model::dealing::SavedDeal;
use crate::model::hand_entry;
use crate::model::history::{self, Arrived};
use crate::model::stores::{self, Store, Unsaved};
use crate::model::versions::OnConflict;

use super::{storage, AppState};

impl AppState {
    /// Another tab changed the hand being entered (issue 25), from `old` to `new` (the stored
    /// texts). There is one hand being entered per browser, so the change shows here too, unless
    /// it would replace a hand of this tab's that the other tab never saw ([`Arrived::Conflict`]):
    /// that hand is kept in the history first, so that neither tab loses its hand
    /// ([`hand_entry::arrival`] decides).
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
        let Some(arrival) =
            hand_entry::arrival(ours.as_ref(), theirs.value(), arrived, self.selected.get_untracked())
        else {
            return;
        };
        if let Some(old) = arrival.keep {
            self.keep_replaced(old);
        }
        if let Some(told) = arrival.told {
            self.message.set(Some(told.into()));
        }
        if arrival.new_hand {
            self.kept_current.set(None);
        }
        self.adopted.set_value(arrival.draft.as_ref().map(Draft::to_file));
        self.selected.set(arrival.selected);
        self.draft.set(arrival.draft);
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
}
