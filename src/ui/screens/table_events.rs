//! The table being dealt, as the dealing guide's views reach it: read it, or send it an event.
//! The rules are the engine's; a refused event leaves the table as it was and says why.

use leptos::prelude::*;

use crate::engine::deal::{Event, Table};
use crate::model::dealing::with_names;
use crate::ui::state::AppState;

/// Applies an event to the table being dealt; a refused event leaves the table as it was and
/// says why.
pub(super) fn apply(state: AppState, event: Event) {
    let mut problem = None;
    state.dealing.update(|d| {
        if let Some(d) = d {
            problem = d.table.apply(event).err().map(|e| with_names(&e.to_string(), &d.names));
        }
    });
    state.message.set(problem);
}

/// Reads the table being dealt, if a hand is being dealt.
pub(super) fn with_table<T>(state: AppState, f: impl FnOnce(&Table) -> T) -> Option<T> {
    state.dealing.with(|d| d.as_ref().map(|d| f(&d.table)))
}
