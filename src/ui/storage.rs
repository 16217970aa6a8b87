//! Saving the current hand in the browser's local storage.
//!
//! The stored value is an envelope with a schema version around a hand file. Data that cannot be
//! read is never overwritten silently: it is set aside under another key and the app starts with a
//! clear message instead.

use serde::{Deserialize, Serialize};

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;

/// Storage keys, one place for all of them.
#[derive(Clone, Copy)]
enum StorageKey {
    Hand,
    HandUnreadable,
}

impl StorageKey {
    fn as_str(self) -> &'static str {
        match self {
            StorageKey::Hand => "cap.v1.hand",
            StorageKey::HandUnreadable => "cap.v1.hand.unreadable",
        }
    }
}

const SCHEMA: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Envelope {
    schema: u32,
    hand: HandFile,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The saved hand, or a message saying why it could not be read (it is then set aside).
pub fn load_draft() -> (Option<Draft>, Option<String>) {
    let Some(store) = storage() else {
        return (
            None,
            Some("This browser does not let CAP save hands; nothing will be kept after a reload.".into()),
        );
    };
    let Ok(Some(text)) = store.get_item(StorageKey::Hand.as_str()) else { return (None, None) };
    let read = serde_json::from_str::<Envelope>(&text)
        .map_err(|e| e.to_string())
        .and_then(|env| {
            if env.schema == SCHEMA {
                Ok(env.hand)
            } else {
                Err(format!("it was saved by a newer version (schema {})", env.schema))
            }
        })
        .and_then(|hand| Draft::from_file(&hand, Catalogue::builtin()));
    match read {
        Ok(draft) => (Some(draft), None),
        Err(why) => {
            let _ = store.set_item(StorageKey::HandUnreadable.as_str(), &text);
            let _ = store.remove_item(StorageKey::Hand.as_str());
            (
                None,
                Some(format!(
                    "The saved hand could not be read ({why}); it was set aside and a new start made."
                )),
            )
        }
    }
}

/// Saves the hand (or clears it).
pub fn save_draft(draft: Option<&Draft>) {
    let Some(store) = storage() else { return };
    match draft {
        Some(d) => {
            let env = Envelope { schema: SCHEMA, hand: d.to_file() };
            if let Ok(text) = serde_json::to_string(&env) {
                let _ = store.set_item(StorageKey::Hand.as_str(), &text);
            }
        }
        None => {
            let _ = store.remove_item(StorageKey::Hand.as_str());
        }
    }
}
