//! What the person brings in (hand files, a store's export) and the scorers' tables shared with
//! the other tabs; the decisions are the core's ([`crate::model::app::imports`],
//! [`crate::model::app::local`]).

use leptos::prelude::*;

use crate::engine::draft::Draft;
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::model::app::imports;
use crate::model::history::Arrived;
use crate::model::my_games::MyGames;
use crate::model::stores::{self, Restored, Store, Unsaved};
use crate::model::versions::OnConflict;

use super::{confirm, storage, tabs, AppState, Screen};

impl AppState {
    /// Imports hand files (a file picked or pasted: one hand, or the array "Download your hands"
    /// wrote): each is checked, kept in the history, and a single hand opens. Says how many were
    /// kept and why any was refused ([`imports::hands`]).
    pub fn import(&self, files: Vec<HandFile>) -> Result<(), String> {
        let check = |f: &HandFile| self.check(f);
        let imported = self.history_do(|h| {
            let imported = imports::hands(h, files, check, super::kept::clock());
            let commands = imported.commands.clone();
            (Some(imported), commands)
        });
        let Some(imported) = imported else { return Ok(()) };
        for file in &imported.files {
            self.keep_game_of(file);
        }
        if let Some((key, draft)) = imported.open {
            self.open_entry(key, draft);
        }
        match imported.said {
            Ok(said) => {
                if said.is_some() {
                    self.message.set(said);
                }
                Ok(())
            }
            Err(why) => Err(why),
        }
    }

    /// A hand file (from the history or an import) checked and ready for entry and showdown
    /// ([`AppState::begin_hand`] opens it).
    pub fn check(&self, file: &HandFile) -> Result<Draft, String> {
        Draft::from_file(file, Catalogue::builtin())
    }

    /// Shares a scorer's table with the other tabs while its screen shows (issue 25): another
    /// tab's write is taken, or kept out when it would replace a table of this tab's that the
    /// other tab never saw (the versions decide: [`crate::model::versions::Held::arrived`]; this
    /// tab's is then offered as a file, and the other tab's too when this one saves over it).
    /// `fit` fits a stored table as the screen fits the one it loads, `ours` reads the screen's
    /// table (`None` once the screen is gone) and `take` shows the other tab's.
    pub fn share_table<T>(
        &self,
        store: Store,
        fit: impl Fn(T) -> T + 'static,
        ours: impl Fn() -> Option<T> + 'static,
        take: impl Fn(T) + 'static,
    ) where
        T: PartialEq + Default + serde::Serialize + for<'de> serde::Deserialize<'de> + 'static,
    {
        let state = *self;
        tabs::on_table(store, move |old, new| {
            let Some(ours) = ours() else { return };
            let (theirs, version) = storage::incoming_table::<T>(old, new);
            let theirs = theirs.map(&fit);
            let never_within = |_: &T, _: &T| false;
            match storage::arrived(
                store,
                Some(&ours),
                theirs.as_ref(),
                version,
                never_within,
                OnConflict::KeepOurs,
            ) {
                Arrived::Ignore => {}
                Arrived::Take => {
                    if let Some(theirs) = theirs.value() {
                        take(theirs);
                    }
                }
                Arrived::Conflict => state.told(Err(Unsaved {
                    store,
                    message: stores::table_kept(store),
                    export: stores::export_value(store, &ours),
                })),
            }
        });
        on_cleanup(move || tabs::off_table(store));
    }

    /// Imports a store's export (a failed save's download, [`crate::model::stores`]): the value
    /// replaces the store's, after asking when the store holds something already
    /// ([`imports::asks`]). Says what was done, and the screen that shows it (the deal, a
    /// scorer's), for the caller to open once it has finished with its own screen.
    pub fn restore_export(&self, restored: Restored) -> Result<(String, Option<Screen>), String> {
        let store = restored.store();
        let asks = imports::asks(
            store,
            self.dealing.with_untracked(Option::is_some),
            self.my_games.with_untracked(|m| !m.is_empty()),
            storage::has(store),
        );
        if asks && !confirm(&imports::replace_question(store)) {
            return Err(imports::kept_here(store));
        }
        let mut screen = None;
        let written = match restored {
            Restored::Settings(s) => {
                self.settings.set(s);
                Ok(store)
            }
            Restored::Table(t) => {
                self.seating.set(t);
                Ok(store)
            }
            Restored::Games(g) => {
                self.marks.set(g);
                Ok(store)
            }
            Restored::DealForm(f) => {
                self.deal_form.set(f);
                Ok(store)
            }
            Restored::Deal(d) => {
                self.dealing.set(Some(*d));
                screen = Some(Screen::Deal);
                Ok(store)
            }
            Restored::Chinese(t) => {
                screen = Some(Screen::Chinese);
                storage::import_table(store, &t)
            }
            Restored::Ofc(t) => {
                screen = Some(Screen::Ofc);
                storage::import_table(store, &t)
            }
            Restored::Draw32(t) => {
                screen = Some(Screen::Draw32);
                storage::import_table(store, &t)
            }
            Restored::MyGames(specs) => {
                let (games, refused) = MyGames::read(specs);
                if !refused.is_empty() {
                    self.tell(Some(format!(
                        "Some games in the file could not be kept: {}.",
                        refused.join("; ")
                    )));
                }
                self.change_my_games(|m| *m = games);
                self.my_games.with_untracked(storage::save_my_games)
            }
            // The drills screen reads its record when it opens.
            Restored::Drills(p) => storage::import_table(store, &p),
            // So does the designer its draft.
            Restored::Evening(saved) => match crate::model::tonight::Tonight::from_saved(*saved) {
                Ok(t) => {
                    self.tonight.set(Some(t));
                    screen = Some(Screen::Tonight);
                    Ok(store)
                }
                Err(why) => return Err(why),
            },
            Restored::Designer(d) => {
                screen = Some(Screen::Designer);
                storage::import_table(store, &d)
            }
        };
        match written {
            Ok(_) => Ok((imports::imported(store), screen)),
            Err(unsaved) => {
                let why = unsaved.message.clone();
                self.told(Err(unsaved));
                Err(why)
            }
        }
    }
}
