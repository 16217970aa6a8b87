//! What the person brings in: hand files (one hand, or the array "Download your hands" wrote)
//! into the history, and a store's export (a failed save's download) over the store.
//!
//! Invariants: every hand is checked before it is kept; a hand the history holds already is not
//! kept twice ([`History::keep`]); hands are kept oldest first, as they were downloaded newest
//! first, so the newest ends on top; what was refused is said by its place in the file. An
//! export replaces what the app holds only when the person says so.

use crate::engine::draft::Draft;
use crate::engine::hand_file::HandFile;
use crate::model::app::kept::{Clock, Command, History};
use crate::model::history::HandKey;
use crate::model::stores::Store;

/// What importing hand files did.
#[derive(Debug)]
pub struct Imported {
    /// The commands keeping them asks for.
    pub commands: Vec<Command>,
    /// The hands kept, in the order kept, whose games (when they carry one inline) are kept
    /// among the user's games.
    pub files: Vec<HandFile>,
    /// A single hand to open on the hand screen, with its entry's key.
    pub open: Option<(HandKey, Draft)>,
    /// What to say: `Ok` how many were imported (nothing to say when one hand opens), `Err` how
    /// many were kept and why the first refused one was.
    pub said: Result<Option<String>, String>,
}

/// Imports `files`, each checked by `check` (a hand ready for entry and showdown, or why not).
pub fn hands(
    history: &mut History,
    files: Vec<HandFile>,
    check: impl Fn(&HandFile) -> Result<Draft, String>,
    clock: Clock,
) -> Imported {
    let mut checked: Vec<Result<(HandFile, Draft), String>> =
        files.into_iter().map(|f| check(&f).map(|d| (f, d))).collect();
    if let [Ok(_)] = checked.as_slice() {
        if let Some(Ok((file, draft))) = checked.pop() {
            let (key, commands) = history.keep(file.clone(), None, clock);
            return Imported { commands, files: vec![file], open: Some((key, draft)), said: Ok(None) };
        }
    }
    let (mut commands, mut kept, mut refused) = (Vec::new(), Vec::new(), Vec::new());
    // Oldest first, as they were downloaded newest first, so the newest ends on top.
    for (i, c) in checked.into_iter().enumerate().rev() {
        match c {
            Ok((file, _)) => {
                commands.extend(history.keep(file.clone(), None, clock).1);
                kept.push(file);
            }
            Err(why) => refused.push(format!("hand {}: {why}", i + 1)),
        }
    }
    refused.reverse();
    let count = crate::engine::text::count(kept.len(), "hand");
    let said = match refused.first() {
        None => Ok(Some(format!("{count} imported into the history."))),
        Some(first) => Err(format!("{count} kept; {} not: {first}", refused.len())),
    };
    Imported { commands, files: kept, open: None, said }
}

/// The question asked before an export replaces what the app holds of `store`.
pub fn replace_question(store: Store) -> String {
    format!("Replace the {} here with the one in the file?", store.what())
}

/// What is said when the person keeps what the app holds of `store`.
pub fn kept_here(store: Store) -> String {
    format!("The {} here is kept; nothing was imported.", store.what())
}

/// What is said when an export of `store` was imported.
pub fn imported(store: Store) -> String {
    format!("Imported the {}.", store.what())
}

/// Whether an export of `store` replaces something the app holds, so that the person is asked
/// first: the deal and the user's games when there are any (`deal`, `my_games`), the small
/// settings always, the stores only the screens read when something is stored (`stored`).
pub fn asks(store: Store, deal: bool, my_games: bool, stored: bool) -> bool {
    match store {
        Store::Deal => deal,
        Store::Settings | Store::Table | Store::Games | Store::DealForm => true,
        Store::MyGames => my_games,
        _ => stored,
    }
}
