//! Shared links: a hand's link in the address at start or pasted later, and the hand it replaces,
//! held until the history has it ([`hand_life::replace_hand`]). The decisions are the model's
//! ([`hand_entry::replaced`], [`hand_life`]); this reads the address and runs them.

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::engine::hand_file::{from_fragment, HandFile};
use crate::model::hand_entry::{self, KEPT_REPLACED};
use crate::model::hand_life;

use super::storage::LocalShelf;
use super::{AppState, Screen};

impl AppState {
    /// The hand a link's `fragment` shares, checked, with the hand being entered (`current`) held
    /// for the history first when it is worth keeping (then `true`: say so). `Err` is what to say.
    pub(super) fn shared_hand(
        &self,
        fragment: &str,
        current: Option<&Draft>,
    ) -> Result<(Draft, bool), String> {
        let shared = from_fragment(fragment)
            .map_err(|e| e.message)
            .and_then(|f| self.check(&f).inspect(|_| self.keep_game_of(&f)))
            .map_err(|why| format!("The shared link could not be opened: {why}"))?;
        let replaced = hand_entry::replaced(current);
        self.hold_replaced(replaced.as_ref())?;
        Ok((shared, replaced.is_some()))
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
    pub(super) fn open_link(&self) {
        let Some(fragment) = take_fragment() else { return };
        if fragment.starts_with("#game=") {
            let screen = self.open_game_link(&fragment);
            return self.screen.set(screen);
        }
        match self.shared_hand(&fragment, self.draft.get_untracked().as_ref()) {
            Ok((shared, kept)) => {
                self.begin_hand(shared);
                if kept {
                    self.message.set(Some(KEPT_REPLACED.into()));
                }
            }
            Err(why) => {
                self.message.set(Some(why));
                self.screen.set(Screen::Hand);
            }
        }
    }

    /// Keeps in the history a hand something else replaces (a shared link, another tab's hand),
    /// unless it is kept as it is; before the history is read, once it is.
    pub(super) fn keep_replaced(&self, file: HandFile) {
        // Held in local storage first, so a tab closed before the history has it loses nothing;
        // in memory only when even that is full.
        let held = hand_life::hold(&mut LocalShelf, &file).is_ok();
        if self.history_loaded.get_untracked() {
            self.keep(file, self.kept_current.get_untracked());
        } else if !held {
            self.displaced.set_value(Some(file));
        }
    }
}

/// The hand in the address's fragment, if any, removed from the address so that a reload shows
/// the saved hand rather than reopening the link.
pub(super) fn take_fragment() -> Option<String> {
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
