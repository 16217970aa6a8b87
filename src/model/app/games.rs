//! The user's games as they reach the app: the designer's Save, a game link, a game file, a hand
//! carrying its game inline, Delete and its undo. Each change is made on the list here and says
//! whether the list changed (the app then saves it at once and hands it to its one game lookup)
//! and what to tell the person.
//!
//! Invariant: a game that arrived whole is kept without asking (the person opened it to use it,
//! a shared hand needs its game to be dealt again, and Delete has Undo), under its own id, or
//! under a free one said so when another game has that id: a game of the user's is never
//! replaced by one that arrived ([`MyGames::keep`]).

use crate::engine::game::{declaration, GameSpec};
use crate::engine::hand_file::{game_from_fragment, GameRef, HandFile};
use crate::model::my_games::{Kept, MyGames, Refused};
use crate::model::undo::{self, Undo};

/// A game kept among the user's games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptGame {
    /// The id it is kept under.
    pub id: String,
    /// What to say: kept, or kept under another id and why; `None` when it was kept already
    /// (then the list did not change).
    pub said: Option<String>,
}

impl KeptGame {
    /// Whether the list changed (and is to be saved).
    pub fn changed(&self) -> bool {
        self.said.is_some()
    }
}

/// Keeps a game that arrived whole, and says what was done. `Err` says why it was not kept.
pub fn keep(mine: &mut MyGames, spec: GameSpec) -> Result<KeptGame, String> {
    let (id, name) = (spec.id.clone(), spec.name.clone());
    match mine.keep(spec).map_err(|r| r.message().to_string())? {
        Kept::Already(id) => Ok(KeptGame { id, said: None }),
        Kept::Added => Ok(KeptGame { id, said: Some(format!("\"{name}\" is kept in your games.")) }),
        Kept::Renamed(free) => Ok(KeptGame {
            said: Some(format!(
                "\"{name}\" is kept in your games as \"{free}\": another game has the id \"{id}\"."
            )),
            id: free,
        }),
    }
}

/// Keeps the game a hand file carries inline: `None` when it carries none; otherwise whether the
/// list changed, or the problem to tell.
pub fn keep_of(mine: &mut MyGames, file: &HandFile) -> Option<Result<bool, String>> {
    let GameRef::Declared(spec) = &file.game else { return None };
    Some(
        keep(mine, (**spec).clone())
            .map(|k| k.changed())
            .map_err(|why| format!("The hand's game could not be kept in your games: {why}")),
    )
}

/// What opening a game link did: the rules card to open (`None`: the games list), what to say,
/// and whether the list changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkOpened {
    pub game: Option<String>,
    pub said: Option<String>,
    pub changed: bool,
}

/// Opens a game link (`#game=…`): its game is kept and its rules card is the one to open, or the
/// games list, saying why the link cannot be read.
pub fn open_link(mine: &mut MyGames, fragment: &str) -> LinkOpened {
    match game_from_fragment(fragment).map_err(|e| e.message).and_then(|g| keep(mine, g.spec().clone())) {
        Ok(kept) => LinkOpened { changed: kept.changed(), game: Some(kept.id), said: kept.said },
        Err(why) => LinkOpened {
            game: None,
            said: Some(format!("The shared game could not be opened: {why}")),
            changed: false,
        },
    }
}

/// Imports a game file (a declaration, `docs/declaration.md`): validated and kept. Returns the
/// id of the rules card to open and what to say (with whether the list changed), or `Err`
/// naming the field that does not validate.
pub fn import(mine: &mut MyGames, text: &str) -> Result<(KeptGame, String), String> {
    let game = declaration::parse(text).map_err(|e| e.to_string())?;
    let kept = keep(mine, game.spec().clone())?;
    let words = kept.said.clone().unwrap_or_else(|| "This game is in your games already.".into());
    Ok((kept, words))
}

/// The designer's Save of a new game: its id, or a message naming the problem (the field that
/// does not validate; an id another game has, with a free id to use instead).
pub fn add(mine: &mut MyGames, spec: GameSpec) -> Result<String, String> {
    mine.add(spec).map(|g| g.id().to_string()).map_err(|refused| match refused {
        Refused::Clash { message, free_id } => format!("{message} (\"{free_id}\" is free)"),
        Refused::Invalid(message) => message,
    })
}

/// The designer's Save of a changed game, in its place (same id), with the old declaration to
/// offer back in the undo bar; or a message naming the problem.
pub fn replace(mine: &mut MyGames, spec: GameSpec) -> Result<(String, Undo), String> {
    let id = spec.id.clone();
    undo::replace_game(mine, spec).map(|undo| (id, undo)).map_err(|r| r.message().to_string())
}
