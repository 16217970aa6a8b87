//! The user's games' intents: each change is the core's ([`crate::model::app::games`]); here it
//! is saved, handed to the app's one game lookup and told.

use leptos::prelude::*;

use crate::engine::game::GameSpec;
use crate::engine::games::Registry;
use crate::engine::hand_file::HandFile;
use crate::first_screen::MyRow;
use crate::model::app::games as core;
use crate::model::my_games::MyGames;

use super::{storage, AppState, Screen};

impl AppState {
    /// The games an id can name here: the built-in ones and the user's, as kept now (read
    /// without tracking: a lookup, not a view of the list).
    pub fn games(&self) -> Registry {
        self.my_games.with_untracked(|m| Registry::with_user(m.games()))
    }

    /// Changes the user's games: the change is saved at once when `change` says it changed them
    /// (a failed save told, with the games offered as a file), and the app's game lookup
    /// ([`AppState::games`]) and the games list follow it before this returns, so a screen opened
    /// next finds a game just kept.
    pub fn change_my_games<R>(&self, change: impl FnOnce(&mut MyGames) -> R) -> R {
        // A copy changed then set (a list of references: cheap), so the result needs no `Option`.
        let mut mine = self.my_games.get_untracked();
        let out = change(&mut mine);
        self.my_rows.set(my_rows(&mine));
        self.my_games.set(mine);
        out
    }

    /// Saves the user's games as they are now.
    fn save_my_games(&self) {
        self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
    }

    /// Saves a new game of the user's (the designer's Save): validated as the catalogue's games
    /// are, kept and saved. Returns its id, or a message naming the problem ([`core::add`]). An
    /// existing game is changed with [`AppState::replace_user_game`].
    pub fn save_user_game(&self, spec: GameSpec) -> Result<String, String> {
        let id = self.change_my_games(|m| core::add(m, spec))?;
        self.save_my_games();
        Ok(id)
    }

    /// Saves a changed declaration of one of the user's games, in its place (same id: the
    /// designer editing it), with the old declaration offered back in the undo bar. Returns its
    /// id, or a message naming the problem.
    pub fn replace_user_game(&self, spec: GameSpec) -> Result<String, String> {
        let (id, undo) = self.change_my_games(|m| core::replace(m, spec))?;
        self.save_my_games();
        self.offer_undo(Some(undo));
        Ok(id)
    }

    /// Delete on one of the user's games: gone from the list (the undo bar can put it back), and
    /// the games list shows. Its hands stay in the history, each carrying the game inline.
    pub fn delete_user_game(&self, id: &str) {
        let deleted = self.change_my_games(|m| crate::model::undo::delete_game(m, id));
        if deleted.is_none() {
            return;
        }
        self.save_my_games();
        self.offer_undo(deleted);
        self.screen.set(Screen::Games);
    }

    /// Keeps the game a hand file carries inline ([`core::keep_of`]), telling why not if it
    /// cannot be kept.
    pub(super) fn keep_game_of(&self, file: &HandFile) {
        match self.change_my_games(|m| core::keep_of(m, file)) {
            Some(Ok(true)) => self.save_my_games(),
            Some(Err(why)) => self.tell(Some(why)),
            Some(Ok(false)) | None => {}
        }
    }

    /// Opens a game link: its game is kept and its rules card is the screen to show (or the games
    /// list, saying why the link cannot be read).
    pub(super) fn open_game_link(&self, fragment: &str) -> Screen {
        let opened = self.change_my_games(|m| core::open_link(m, fragment));
        if opened.changed {
            self.save_my_games();
        }
        self.message.set(opened.said);
        opened.game.map_or(Screen::Games, Screen::Game)
    }

    /// Imports a game file (a declaration, `docs/declaration.md`): validated, kept among the
    /// user's games, and its rules card opened. `Err` names the field that does not validate.
    ///
    /// Returns the rules card to open and what to say: the caller opens it once its own screen's
    /// signals are done with (opening it disposes them).
    pub fn import_game(&self, text: &str) -> Result<(Screen, String), String> {
        let (kept, words) = self.change_my_games(|m| core::import(m, text))?;
        if kept.changed() {
            self.save_my_games();
        }
        Ok((Screen::Game(kept.id), words))
    }
}

/// The games list's rows of the user's games.
fn my_rows(games: &MyGames) -> Vec<MyRow> {
    games
        .games()
        .iter()
        .map(|g| MyRow {
            id: g.id().to_string(),
            name: g.name().to_string(),
            summary: g.spec().summary.clone(),
        })
        .collect()
}
