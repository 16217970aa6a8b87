//! App state: signals *of* engine values, and the intents the screens send.
//!
//! Components read these signals and call the intents; every rule lives in the engine
//! ([`Draft`] refuses a card in two places, the showdown resolves) or in the model (the values
//! these signals hold: [`Settings`], [`Seating`], [`GameMarks`], [`Dealing`]), so nothing here
//! decides poker.

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::deal::{DealOptions, DeckMode, StepKind, Table, TableSetup};
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::{declaration, GameSpec};
use crate::engine::games::Registry;
use crate::engine::hand_file::{from_fragment, game_from_fragment, GameRef, HandFile};
use crate::first_screen::MyRow;
use crate::model::deal_form::DealForm;
use crate::model::dealing::Dealing;
use crate::model::hand_life;
use crate::model::history::{self, Arrived, Entry, HandKey, Saved, PAGE};
use crate::model::marks::GameMarks;
use crate::model::my_games::{Kept, MyGames, Refused};
use crate::model::opening::{self, Before, Opening};
use crate::model::seating::Seating;
use crate::model::settings::Settings;
use crate::model::undo::{self, Undo, UNDO_SECONDS};
use crate::model::versions::OnConflict;

use super::storage::LocalShelf;
use super::{idb, storage};
use crate::model::dealing::SavedDeal;
use crate::model::problems::Problems;
use crate::model::stores::{self, Restored, Store, Unsaved, Written};

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Games,
    /// The rules card of one game.
    Game(String),
    /// Entering a hand and seeing its showdown.
    Hand,
    /// Resolved hands kept, import and export.
    History,
    /// Deck colours, card size, theme.
    Settings,
    /// The live dealing guide.
    Deal,
    /// The Chinese poker scorer.
    Chinese,
    /// The Open Face Chinese scorer.
    Ofc,
    /// The 32-card draw table.
    Draw32,
    /// The teaching drills for one game.
    Drills(String),
    /// The game designer.
    Designer,
}

impl Screen {
    /// The screen a button of the page's static markup opens, by its `data-screen` (the header's
    /// tabs, the games list's table games).
    pub fn named(name: &str) -> Option<Screen> {
        // The designer is part of the games (its tab), so it is named apart.
        if name == "designer" {
            return Some(Screen::Designer);
        }
        [
            Screen::Games,
            Screen::Deal,
            Screen::Hand,
            Screen::History,
            Screen::Settings,
            Screen::Chinese,
            Screen::Ofc,
            Screen::Draw32,
        ]
        .into_iter()
        .find(|screen| screen.name() == name)
    }

    /// The screen's name in `data-screen`, which is also its header tab's (a game's rules
    /// card is part of the games; the table games have no tab of their own).
    pub fn name(&self) -> &'static str {
        match self {
            Screen::Games | Screen::Game(_) | Screen::Drills(_) | Screen::Designer => "games",
            Screen::Deal => "deal",
            Screen::Hand => "hand",
            Screen::History => "history",
            Screen::Settings => "settings",
            Screen::Chinese => "chinese",
            Screen::Ofc => "ofc",
            Screen::Draw32 => "draw32",
        }
    }
}

/// Everything the screens share, provided once at the root.
#[derive(Clone, Copy)]
pub struct AppState {
    pub screen: RwSignal<Screen>,
    pub draft: RwSignal<Option<Draft>>,
    pub selected: RwSignal<Option<Slot>>,
    /// The last refusal to show the user (a card in two places, a bad link), replaced by the next.
    pub message: RwSignal<Option<String>>,
    /// Every storage problem since the page opened (unreadable data, a failed write), each told
    /// in the list at the top until dismissed: one store's problem never hides another's.
    /// Each failed save keeps its store's unsaved data there, offered as a file.
    pub problems: RwSignal<Problems>,
    /// The kept hands read so far, newest first (a page at a time, [`AppState::show_older`]),
    /// with the hands kept since; each knows whether it is saved.
    pub history: RwSignal<Vec<Entry>>,
    /// How many hands the history holds in all (stored, plus those kept here since it was read).
    pub history_total: RwSignal<usize>,
    /// Older hands are stored than the ones read so far.
    pub history_older: RwSignal<bool>,
    /// How many kept hands this page keeps in memory and draws: a page, and a page more each
    /// time older hands are asked for ([`history::trim`]).
    history_wanted: StoredValue<usize>,
    /// The first page of the history has been read (keeping a hand waits for it, so that a
    /// hand kept before a reload is found rather than kept twice).
    pub history_loaded: RwSignal<bool>,
    pub settings: RwSignal<Settings>,
    pub dealing: RwSignal<Option<Dealing>>,
    /// Cards to light up on the layout and in the hands: the winning hand the user tapped.
    pub shown: RwSignal<CardSet>,
    /// The table last seated (saved at once).
    pub seating: RwSignal<Seating>,
    /// Favourite and recently played games (saved at once).
    pub marks: RwSignal<GameMarks>,
    /// The user's own games, validated (read by [`AppState::restore`]; changed only through
    /// [`AppState::change_my_games`], which saves them and tells the app's one game lookup).
    pub my_games: RwSignal<MyGames>,
    /// The user's games as the games list shows them: read from the store at start without
    /// validating any (the first screen builds no game), then from [`AppState::my_games`].
    pub my_rows: RwSignal<Vec<MyRow>>,
    /// The table's dealing choices on the rules card, kept between hands and across screens until
    /// the dealer changes them (read by [`AppState::restore`], saved at once).
    pub deal_form: RwSignal<DealForm>,
    /// What the last destructive tap removed, offered in the undo bar for a few seconds.
    pub undo: RwSignal<Option<Undo>>,
    /// An OFC undo the bar was tapped for, for the OFC scorer (whose table is its own) to apply.
    pub ofc_undo: RwSignal<Option<Undo>>,
    /// Counts the undos offered, so that a bar's timer ends only its own undo.
    undo_serial: StoredValue<u32>,
    /// The history entry that is the hand being entered, so that correcting a card after the
    /// showdown updates that entry instead of adding another.
    kept_current: RwSignal<Option<HandKey>>,
    /// The last history key this tab gave (keys only grow).
    last_key: StoredValue<HandKey>,
    /// A hand replaced by another tab's hand before the history was read that local storage had
    /// no room to hold ([`hand_life`]), kept once the history is read.
    displaced: StoredValue<Option<HandFile>>,
    /// The hand another tab wrote, taken as it was: that tab keeps it in the history when it is
    /// resolved, so this one does not keep it a second time.
    adopted: StoredValue<Option<HandFile>>,
    /// Persistent storage has been asked for (once per page).
    asked_persist: StoredValue<bool>,
    /// Counts the shared links pasted into the address while the app runs (the shell's
    /// `hashchange`), for the screens' part to open.
    pub link_arrived: RwSignal<u32>,
    /// The app started on the screen of a saved hand or deal before reading it.
    resuming: RwSignal<bool>,
    /// [`AppState::restore`] has run.
    restored: RwSignal<bool>,
    /// The app's root, which owns the effects that save the restored state: `restore` runs inside
    /// a screen, and an effect it owned would stop when that screen closes.
    root: StoredValue<Owner>,
}

impl AppState {
    /// The state the first screen needs: settings, the seated table and the marked games. The
    /// saved hand, deal and history are read by [`AppState::restore`] when a screen needs them, so
    /// that their code (the engine, the hand file's parser) is not in the part of the app that
    /// has to load before the first screen (see `ui::mount`). If something is saved, or the
    /// address carries a shared hand, the app starts on the screen that will show it.
    pub fn new() -> AppState {
        let (settings, settings_problem) = storage::load_settings();
        let (seating, seating_problem) = storage::load_seating();
        let (marks, marks_problem) = storage::load_game_marks();
        let fragment = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        let open_screen = storage::open_screen();
        let opening = opening::opening(Before {
            fragment: &fragment,
            deal_saved: storage::has(Store::Deal),
            hand_saved: storage::has(Store::Hand),
            open_screen: open_screen.as_deref(),
        });
        let screen = match opening {
            // The game's id is read with the link, once the engine is loaded (see `restore`).
            Opening::SharedGame => Screen::Game(String::new()),
            Opening::SharedHand | Opening::Hand => Screen::Hand,
            Opening::Deal => Screen::Deal,
            Opening::Designer => Screen::Designer,
            Opening::Games => Screen::Games,
        };
        let state = AppState {
            // The designer reads its own draft: `restore` does not move the app away from it.
            resuming: RwSignal::new(!matches!(screen, Screen::Games | Screen::Designer)),
            restored: RwSignal::new(false),
            screen: RwSignal::new(screen),
            selected: RwSignal::new(None),
            draft: RwSignal::new(None),
            message: RwSignal::new(None),
            problems: RwSignal::new(Problems::new(
                [settings_problem, seating_problem, marks_problem].into_iter().flatten(),
            )),
            history: RwSignal::new(Vec::new()),
            history_total: RwSignal::new(0),
            history_older: RwSignal::new(false),
            history_wanted: StoredValue::new(PAGE),
            history_loaded: RwSignal::new(false),
            settings: RwSignal::new(settings),
            dealing: RwSignal::new(None),
            shown: RwSignal::new(CardSet::EMPTY),
            seating: RwSignal::new(seating),
            marks: RwSignal::new(marks),
            my_games: RwSignal::new(MyGames::default()),
            my_rows: RwSignal::new(storage::my_game_rows()),
            deal_form: RwSignal::new(DealForm::default()),
            undo: RwSignal::new(None),
            ofc_undo: RwSignal::new(None),
            undo_serial: StoredValue::new(0),
            kept_current: RwSignal::new(None),
            last_key: StoredValue::new(0),
            displaced: StoredValue::new(None),
            adopted: StoredValue::new(None),
            asked_persist: StoredValue::new(false),
            link_arrived: RwSignal::new(0),
            root: StoredValue::new(Owner::current().unwrap_or_default()),
        };
        // Every change is saved at once: a reload or a closed tab loses nothing. What was just
        // loaded is what is stored, so nothing is written at start.
        save_on_change(state.seating, move |s| state.told(storage::save_seating(s)));
        save_on_change(state.marks, move |m| state.told(storage::save_game_marks(m)));
        Effect::new(move |ran: Option<()>| {
            let settings = state.settings.get();
            if ran.is_some() {
                state.told(storage::save_settings(&settings));
            }
            if let Some(root) = document().document_element() {
                for (name, value) in settings.attributes() {
                    let _ = root.set_attribute(name, value);
                }
            }
        });
        state
    }

    /// Tells the user a storage problem (added to the list; see [`AppState::problems`]).
    pub fn tell(&self, problem: Option<String>) {
        if let Some(problem) = problem {
            self.problems.update(|list| list.tell(problem));
        }
    }

    /// Tells the user why a write failed, if it did, offering the data that was not saved as a
    /// file; a write that succeeded drops its store's stale export.
    pub fn told(&self, written: Written) {
        match written {
            Ok(store) => self.problems.maybe_update(|p| p.saved(store)),
            Err(unsaved) => self.problems.update(|p| p.not_saved(unsaved)),
        }
    }

    /// Reads the saved hand, the hand being dealt and the history (once; every screen but the
    /// games list calls this before it draws). A shared hand in the address replaces the saved
    /// hand, which is kept in the history if it held any card. When the app started on the screen
    /// of what is saved, it moves to where the saved state says: back into a deal if one was left
    /// mid-way, else to the hand. The history is read in the background (a page at a time), and
    /// other tabs' changes reach this one from then on.
    pub fn restore(&self) {
        if self.restored.get_untracked() {
            return;
        }
        self.restored.set(true);
        // The user's games first: a saved hand or deal, or a shared one, may be of one of them.
        let (mine, problem) = storage::load_my_games();
        let resave = problem.is_some();
        self.tell(problem);
        self.change_my_games(|m| *m = mine);
        if resave {
            // What was read is saved again (the unreadable list was set aside whole).
            self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        }
        let (mut draft, problem) = storage::load_draft();
        self.tell(problem);
        // A hand whose scoring never finished is not opened again: it waits in the history.
        if hand_life::scoring_left(&mut LocalShelf, draft.as_ref().map(Draft::to_file).as_ref()) {
            draft = None;
            self.message.set(Some(hand_life::SET_ASIDE.into()));
        }
        let (dealing, problem) = storage::load_deal(&self.games());
        self.tell(problem);
        let (deal_form, problem) = storage::load_deal_form();
        self.tell(problem);
        let mut opened_link = false;
        let mut opened_game = None;
        if let Some(fragment) = take_fragment() {
            if fragment.starts_with("#game=") {
                opened_game = Some(self.open_game_link(&fragment));
            } else {
                match from_fragment(&fragment)
                    .map_err(|e| e.message)
                    .and_then(|f| self.check(&f).inspect(|_| self.keep_game_of(&f)))
                {
                    Ok(shared) => {
                        let replaced =
                            draft.as_ref().filter(|d| history::worth_keeping(d)).map(Draft::to_file);
                        // The hand being entered is held before the link's is written over it.
                        match self.hold_replaced(replaced.as_ref()) {
                            Ok(()) => {
                                draft = Some(shared);
                                opened_link = true;
                                if replaced.is_some() {
                                    self.message.set(Some(KEPT_REPLACED.into()));
                                }
                            }
                            Err(why) => self.message.set(Some(why)),
                        }
                    }
                    Err(why) => self.message.set(Some(format!("The shared link could not be opened: {why}"))),
                }
            }
        }
        // A reload in the middle of a deal goes back to it (a shared link opens its hand first).
        let mid_deal = dealing.as_ref().is_some_and(|d| {
            !matches!(d.table.next_step().kind, StepKind::Showdown | StepKind::Uncontested { .. })
        });
        let link_game = opened_game.is_some();
        let resume = if let Some(game) = opened_game {
            game
        } else if mid_deal && !opened_link {
            Screen::Deal
        } else if draft.is_some() {
            Screen::Hand
        } else {
            Screen::Games
        };
        self.selected.set(draft.as_ref().and_then(|d| d.next_open(None)));
        self.draft.set(draft);
        self.dealing.set(dealing);
        self.deal_form.set(deal_form);
        // A game's link opens its card whatever screen the app started on.
        if self.resuming.get_untracked() || link_game {
            self.resuming.set(false);
            // Not now: this runs while the screen the app guessed is being drawn, and changing
            // the screen would drop that screen's owner under it (even from a microtask: the
            // drawing finishes in one). An animation frame comes after the drawing and before
            // the next paint, so the guessed screen is never seen.
            let screen = self.screen;
            request_animation_frame(move || {
                if screen.get_untracked() != resume {
                    screen.set(resume);
                }
            });
        }
        if opened_link {
            self.draft.with_untracked(|d| self.told(storage::save_draft(d.as_ref())));
        }
        let state = *self;
        leptos::task::spawn_local(async move { state.read_history().await });
        self.root.with_value(|root| {
            root.with(|| {
                save_on_change(self.draft, move |d| state.told(storage::save_draft(d.as_ref())));
                save_on_change(self.dealing, move |d| state.told(storage::save_deal(d.as_ref())));
                save_on_change(self.deal_form, move |f| state.told(storage::save_deal_form(f)));
                // A link pasted into the address of this tab (the shell counts them).
                Effect::new(move |ran: Option<()>| {
                    state.link_arrived.track();
                    if ran.is_some() {
                        state.open_link();
                    }
                });
            })
        });
        super::tabs::listen(
            move || state.history_changed_elsewhere(),
            // The first screen's stores are read again by the shell, even before this part loads.
            move |key, old, new| match storage::changed_elsewhere(key) {
                Some(Store::DealForm) => state.deal_form.set(storage::load_deal_form().0),
                Some(Store::MyGames) => {
                    let (mine, _) = storage::load_my_games();
                    state.change_my_games(|m| *m = mine);
                }
                Some(Store::Hand) => state.hand_changed_elsewhere(old.as_deref(), new.as_deref()),
                Some(Store::Deal) => state.deal_changed_elsewhere(old.as_deref(), new.as_deref()),
                Some(
                    table @ (Store::Chinese | Store::Ofc | Store::Draw32 | Store::Designer | Store::Drills),
                ) => {
                    super::tabs::table_changed(table, old.as_deref(), new.as_deref());
                }
                _ => {}
            },
        );
        // Issue 36: what storage could not keep is not lost untold by a reload.
        super::leaving::ask_before_leaving(move || {
            let unsaved = state.history.with_untracked(|h| history::unsaved_files(h).len());
            state.problems.with_untracked(|p| p.leaving_loses(unsaved))
        });
    }

    /// Moves the old history (one list in local storage) into the database, then reads the first
    /// page; keeps the hand a link replaced, once it is known whether it is kept already.
    async fn read_history(&self) {
        match storage::load_old_history() {
            Ok(Some(files)) => match idb::migrate(&files, history::migrated_keys(files.len())).await {
                Ok(idb::Migrated::Moved) => self.tell(storage::remove_old_history().err()),
                // Moved before: a list here now was written since by an older tab. Its hands the
                // database lacks are added first; the list goes only once they are all in.
                Ok(idb::Migrated::Already) => self.merge_old_history(&files).await,
                Err(why) => {
                    self.tell(Some(format!(
                        "The saved history could not be moved into the browser's database ({why}); it stays where it \
                         was, and is shown from there."
                    )));
                    let n = files.len();
                    let entries = files
                        .into_iter()
                        .zip(history::migrated_keys(n))
                        .map(|(file, key)| Entry { key, file, saved: Saved::Yes })
                        .collect::<Vec<_>>();
                    self.history_total.set(entries.len());
                    self.history.set(entries);
                    self.history_loaded.set(true);
                    return self.after_history_read();
                }
            },
            Ok(None) => {}
            Err(why) => self.tell(Some(why)),
        }
        self.read_page(None, PAGE).await;
        self.history_loaded.set(true);
        self.after_history_read();
    }

    /// Adds the hands of an old-format list the database does not hold yet, each under a new key,
    /// then removes the list; a hand that cannot be added leaves the list where it is (read again
    /// at the next start) and says why.
    async fn merge_old_history(&self, files: &[HandFile]) {
        let kept = match idb::all_texts().await {
            Ok(kept) => kept,
            Err(why) => return self.tell(Some(format!("The old saved history could not be compared with the database ({why}); it stays where it was."))),
        };
        for file in history::not_yet_kept(files, &kept) {
            if let Err(why) = idb::put(self.new_key(), &file, true).await {
                return self.tell(Some(stores::not_saved(Store::History, &why, false)));
            }
        }
        self.tell(storage::remove_old_history().err());
    }

    fn after_history_read(&self) {
        // The hand on the screen is the history's entry when it was kept before the reload.
        if let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) {
            let kept = self.history.with_untracked(|h| h.iter().find(|e| e.file == file).map(|e| e.key));
            self.kept_current.set(kept);
        }
        if let Some(replaced) = self.displaced.try_update_value(Option::take).flatten() {
            self.keep(replaced, None);
        }
        // Hands held for the history (a link's replaced hand, one whose scoring never finished),
        // this start's and any an earlier page could not keep before it closed.
        for held in hand_life::held(&LocalShelf) {
            let already = self.history.with_untracked(|h| h.iter().any(|e| e.file == held));
            if already {
                hand_life::kept(&mut LocalShelf, &held);
            } else {
                self.keep(held, None);
            }
        }
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

    /// Reads `n` hands of the history, newest first, below `below` (from the top when `None`: the
    /// history read again, another tab having changed it). Unreadable records are set aside.
    async fn read_page(&self, below: Option<HandKey>, n: usize) {
        let (records, total) = match idb::page(below, n).await {
            Ok(read) => read,
            Err(why) => {
                return self.tell(Some(format!(
                    "The history could not be read ({why}); hands kept now stay on this page until it closes."
                )))
            }
        };
        let more = records.len() == n;
        let mut entries = Vec::with_capacity(records.len());
        let mut damaged = Vec::new();
        let mut first_why = String::new();
        for (key, value) in records {
            match idb::record_text(&value).and_then(|t| HandFile::from_json(&t).map_err(|e| e.message)) {
                Ok(file) => entries.push(Entry { key, file, saved: Saved::Yes }),
                Err(why) => {
                    if first_why.is_empty() {
                        first_why = why;
                    }
                    damaged.push((key, value));
                }
            }
        }
        if !damaged.is_empty() {
            let what = crate::engine::text::count(damaged.len(), "saved hand");
            self.tell(Some(match idb::set_aside(&damaged).await {
                Ok(()) => format!("{what} could not be read ({first_why}); set aside."),
                Err(why) => format!(
                    "{what} could not be read ({first_why}); there was no room to set them aside ({why}), so they \
                     are left where they are."
                ),
            }));
        }
        self.history.update(|h| match below {
            None => *h = history::merge_reloaded(h, entries),
            Some(_) => entries.into_iter().for_each(|e| history::insert(h, e)),
        });
        if self.kept_current.get_untracked().is_none() {
            // The hand on the screen came from another tab, which kept it: its corrections here
            // replace that entry.
            if let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) {
                let kept = self.history.with_untracked(|h| h.iter().find(|e| e.file == file).map(|e| e.key));
                if kept.is_some() {
                    self.kept_current.set(kept);
                }
            }
        }
        let unsaved = self.history.with_untracked(|h| h.iter().filter(|e| e.saved != Saved::Yes).count());
        self.history_total.set(total + unsaved);
        self.history_older.set(more);
    }

    /// Reads the next page of older hands (the history screen's "Show older hands").
    pub fn show_older(&self) {
        let state = *self;
        self.history_wanted.update_value(|n| *n += PAGE);
        let below =
            self.history.with_untracked(|h| h.iter().filter(|e| e.saved == Saved::Yes).map(|e| e.key).min());
        leptos::task::spawn_local(async move { state.read_page(below, PAGE).await });
    }

    /// Another tab changed the history: reads again as many hands as this tab shows.
    pub fn history_changed_elsewhere(&self) {
        let state = *self;
        let n = self.history.with_untracked(|h| h.iter().filter(|e| e.saved == Saved::Yes).count()).max(PAGE);
        leptos::task::spawn_local(async move { state.read_page(None, n).await });
    }

    /// A new history key (greater than every key this tab gave).
    fn new_key(&self) -> HandKey {
        let key = history::next_key(
            js_sys::Date::now(),
            (js_sys::Math::random() * 1000.0) as u32,
            self.last_key.get_value(),
        );
        self.last_key.set_value(key);
        key
    }

    /// Keeps `file` in the history: replacing the entry `kept` when it is there, else as a new
    /// entry (unless the same hand is there already); writes that one record. Returns its key.
    fn keep(&self, file: HandFile, kept: Option<HandKey>) -> HandKey {
        let existing = self.history.with_untracked(|h| match kept {
            Some(k) => h.iter().find(|e| e.key == k).map(|e| (k, e.file == file)),
            None => h.iter().find(|e| e.file == file).map(|e| (e.key, true)),
        });
        match existing {
            Some((key, true)) => key,
            Some((key, false)) => {
                self.history
                    .update(|h| history::insert(h, Entry { key, file: file.clone(), saved: Saved::Saving }));
                self.write(key, file, false);
                key
            }
            None => {
                let key = self.new_key();
                let most = self.history_wanted.get_value();
                let mut dropped = false;
                self.history.update(|h| {
                    history::insert(h, Entry { key, file: file.clone(), saved: Saved::Saving });
                    dropped = history::trim(h, most);
                });
                if dropped {
                    self.history_older.set(true);
                }
                self.history_total.update(|n| *n += 1);
                self.write(key, file, true);
                key
            }
        }
    }

    /// Writes one hand of the history and marks it saved, or tells why not (the hand stays in
    /// memory, marked not saved, for "Download your hands").
    fn write(&self, key: HandKey, file: HandFile, new: bool) {
        let state = *self;
        leptos::task::spawn_local(async move {
            let written = idb::put(key, &file, new).await;
            let saved = match &written {
                Ok(()) => Saved::Yes,
                Err(why) => Saved::No(why.to_string()),
            };
            state.history.update(|h| {
                if let Some(e) = h.iter_mut().find(|e| e.key == key && e.file == file) {
                    e.saved = saved;
                }
            });
            match written {
                Ok(()) => {
                    // The history has it: a hand held for it is held no longer.
                    hand_life::kept(&mut LocalShelf, &file);
                    super::tabs::history_changed();
                    state.ask_persist();
                }
                Err(why) => {
                    let export =
                        state.history.with_untracked(|h| history::files_json(history::unsaved_files(h)));
                    state.told(Err(Unsaved {
                        store: Store::History,
                        message: stores::not_saved(Store::History, &why, true),
                        export,
                    }))
                }
            }
        });
    }

    /// Asks the browser to keep the site's storage (some clear it after days without a visit),
    /// once per page, after a hand is kept. The browser may grant or refuse; nothing depends on it.
    fn ask_persist(&self) {
        if self.asked_persist.get_value() {
            return;
        }
        self.asked_persist.set_value(true);
        let Some(window) = web_sys::window() else { return };
        let storage = js_sys::Reflect::get(&window.navigator(), &"storage".into())
            .unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
        let persist =
            js_sys::Reflect::get(&storage, &"persist".into()).unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
        if let Some(persist) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&persist) {
            let _ = persist.call0(&storage);
        }
    }

    /// Whether the hand on the hand screen is saved in the history (`None` while it is not kept).
    pub fn kept_saved(&self) -> Option<Saved> {
        let key = self.kept_current.get()?;
        self.history.with(|h| h.iter().find(|e| e.key == key).map(|e| e.saved.clone()))
    }

    /// Every hand: the stored ones and those held here unsaved, newest first, as one JSON array
    /// of hand files (the history's import reads it back). Stored hands that cannot be read are
    /// left out, and a failed read of the store gives the unsaved ones alone, with why.
    pub async fn all_hands_json(&self) -> (String, Option<String>) {
        let unsaved: Vec<String> = self
            .history
            .with_untracked(|h| history::unsaved_files(h).into_iter().map(HandFile::to_json).collect());
        let (stored, problem) = match idb::all_texts().await {
            Ok(texts) => (texts, None),
            Err(why) => (
                vec![],
                Some(format!(
                    "The stored hands could not be read ({why}); only the unsaved ones are in the file."
                )),
            ),
        };
        let parts: Vec<&str> =
            unsaved.iter().map(String::as_str).chain(stored.iter().rev().map(String::as_str)).collect();
        (format!("[\n{}\n]\n", parts.join(",\n")), problem)
    }

    /// Opens the shared link pasted into the address: the hand being entered, if it holds any card
    /// and is not kept as it is, is kept in the history first.
    fn open_link(&self) {
        let Some(fragment) = take_fragment() else { return };
        if fragment.starts_with("#game=") {
            let screen = self.open_game_link(&fragment);
            return self.screen.set(screen);
        }
        match from_fragment(&fragment)
            .map_err(|e| e.message)
            .and_then(|f| self.check(&f).inspect(|_| self.keep_game_of(&f)))
        {
            Ok(shared) => {
                let replaced = self.draft.get_untracked().filter(history::worth_keeping).map(|d| d.to_file());
                if let Err(why) = self.hold_replaced(replaced.as_ref()) {
                    self.message.set(Some(why));
                    return self.screen.set(Screen::Hand);
                }
                self.begin_hand(shared);
                if replaced.is_some() {
                    self.message.set(Some(KEPT_REPLACED.into()));
                }
            }
            Err(why) => {
                self.message.set(Some(format!("The shared link could not be opened: {why}")));
                self.screen.set(Screen::Hand);
            }
        }
    }

    /// Keeps in the history a hand something else replaces (a shared link, another tab's hand),
    /// unless it is kept as it is; before the history is read, once it is.
    fn keep_replaced(&self, file: HandFile) {
        // Held in local storage first, so a tab closed before the history has it loses nothing;
        // in memory only when even that is full.
        let held = hand_life::hold(&mut LocalShelf, &file).is_ok();
        if self.history_loaded.get_untracked() {
            self.keep(file, self.kept_current.get_untracked());
        } else if !held {
            self.displaced.set_value(Some(file));
        }
    }

    /// Another tab changed the hand being entered (issue 25), from `old` to `new` (the stored
    /// texts). There is one hand being entered per browser, so the change shows here too, unless
    /// it would replace a hand of this tab's that the other tab never saw ([`Arrived::Conflict`]):
    /// that hand is kept in the history first, so that neither tab loses its hand.
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
        if arrived == Arrived::Ignore {
            return;
        }
        let theirs = theirs.value();
        let same = matches!((&ours, &theirs), (Some(o), Some(t)) if history::same_hand(o, t));
        if arrived == Arrived::Conflict {
            if let Some(old) = ours.filter(history::worth_keeping) {
                self.keep_replaced(old.to_file());
                self.message.set(Some(KEPT_OTHER_TAB.into()));
            }
        }
        if !same {
            self.kept_current.set(None);
        }
        self.adopted.set_value(theirs.as_ref().map(Draft::to_file));
        let selected =
            self.selected.get_untracked().filter(|s| same && theirs.as_ref().is_some_and(|t| !t.is_full(*s)));
        self.selected.set(selected.or_else(|| theirs.as_ref().and_then(|t| t.next_open(None))));
        self.draft.set(theirs);
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
        super::tabs::on_table(store, move |old, new| {
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
        on_cleanup(move || super::tabs::off_table(store));
    }

    /// Imports a store's export (a failed save's download, [`crate::model::stores`]): the value
    /// replaces the store's, after asking when the store holds something already. Says what was
    /// done, and the screen that shows it (the deal, a scorer's), for the caller to open once it
    /// has finished with its own screen.
    pub fn restore_export(&self, restored: Restored) -> Result<(String, Option<Screen>), String> {
        let store = restored.store();
        let held = match store {
            Store::Deal => self.dealing.with_untracked(Option::is_some),
            Store::Settings | Store::Table | Store::Games | Store::DealForm => true,
            Store::MyGames => self.my_games.with_untracked(|m| !m.is_empty()),
            _ => storage::has(store),
        };
        if held && !confirm(&format!("Replace the {} here with the one in the file?", store.what())) {
            return Err(format!("The {} here is kept; nothing was imported.", store.what()));
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
            Restored::Designer(d) => {
                screen = Some(Screen::Designer);
                storage::import_table(store, &d)
            }
        };
        match written {
            Ok(_) => Ok((format!("Imported the {}.", store.what()), screen)),
            Err(unsaved) => {
                let why = unsaved.message.clone();
                self.told(Err(unsaved));
                Err(why)
            }
        }
    }

    /// Starts dealing a hand of `game_id` with the game's option `choices` at the seated table;
    /// in learn mode the app shuffles its own deck.
    pub fn start_deal(
        &self,
        game_id: &str,
        choices: &BTreeMap<String, String>,
        seating: &Seating,
        options: DealOptions,
        learn: bool,
    ) {
        let Some(game) = self.games().cap(game_id) else { return };
        let deck = if learn { DeckMode::Shuffled { seed: seed_or_clock() } } else { DeckMode::Unseen };
        let names = seating.seat_names();
        let setup = TableSetup { n_players: names.len(), button: seating.button, options, deck };
        match Table::new(game, choices, setup) {
            Ok(table) => {
                self.marks.update(|m| m.played(game_id));
                self.dealing.set(Some(Dealing { table, names, learn }));
                self.message.set(None);
                self.screen.set(Screen::Deal);
            }
            Err(e) => self.message.set(Some(e.to_string())),
        }
    }

    /// Keeps the resolved hand in the history (newest first): the first time as a new entry, then
    /// each correction replaces that entry, so every resolved hand is kept exactly once.
    pub fn keep_resolved(&self) {
        let Some(file) = self.draft.with_untracked(|d| d.as_ref().map(Draft::to_file)) else { return };
        if self.adopted.with_value(|a| a.as_ref() == Some(&file)) {
            return;
        }
        let key = self.keep(file, self.kept_current.get_untracked());
        self.kept_current.set(Some(key));
    }

    /// Opens a kept hand on the hand screen; its corrections replace its entry.
    pub fn open_entry(&self, key: HandKey, draft: Draft) {
        self.begin_hand(draft);
        self.kept_current.set(Some(key));
    }

    /// Imports hand files (a file picked or pasted: one hand, or the array "Download your hands"
    /// wrote): each is checked, kept in the history, and a single hand opens. Says how many were
    /// kept and why any was refused.
    pub fn import(&self, files: Vec<HandFile>) -> Result<(), String> {
        let checked: Vec<Result<(HandFile, Draft), String>> =
            files.into_iter().map(|f| self.check(&f).map(|d| (f, d))).collect();
        if let [Ok(_)] = checked.as_slice() {
            let Some(Ok((file, draft))) = checked.into_iter().next() else { return Ok(()) };
            self.keep_game_of(&file);
            let key = self.keep(file, None);
            self.open_entry(key, draft);
            return Ok(());
        }
        let (mut kept, mut refused) = (0, Vec::new());
        // Oldest first, as they were downloaded newest first, so the newest ends on top.
        for (i, c) in checked.into_iter().enumerate().rev() {
            match c {
                Ok((file, _)) => {
                    self.keep_game_of(&file);
                    self.keep(file, None);
                    kept += 1;
                }
                Err(why) => refused.push(format!("hand {}: {why}", i + 1)),
            }
        }
        refused.reverse();
        match refused.first() {
            None => {
                let kept = crate::engine::text::count(kept, "hand");
                self.message.set(Some(format!("{kept} imported into the history.")));
                Ok(())
            }
            Some(first) => Err(format!(
                "{} kept; {} not: {first}",
                crate::engine::text::count(kept, "hand"),
                refused.len()
            )),
        }
    }

    /// A hand file (from the history or an import) checked and ready for entry and showdown
    /// ([`AppState::begin_hand`] opens it).
    pub fn check(&self, file: &HandFile) -> Result<Draft, String> {
        Draft::from_file(file, Catalogue::builtin())
    }

    /// The games an id can name here: the built-in ones and the user's, as kept now (read
    /// without tracking: a lookup, not a view of the list).
    pub fn games(&self) -> Registry {
        self.my_games.with_untracked(|m| Registry::with_user(m.games()))
    }

    /// Changes the user's games: the change is saved at once (a failed save told, with the games
    /// offered as a file), and the app's game lookup ([`AppState::games`]) and the games list
    /// follow it before this returns, so a screen opened next finds a game just kept.
    pub fn change_my_games<R>(&self, change: impl FnOnce(&mut MyGames) -> R) -> R {
        // A copy changed then set (a list of references: cheap), so the result needs no `Option`.
        let mut mine = self.my_games.get_untracked();
        let out = change(&mut mine);
        self.my_rows.set(my_rows(&mine));
        self.my_games.set(mine);
        out
    }

    /// Saves a new game of the user's (the designer's Save): validated as the catalogue's games
    /// are, kept and saved. Returns its id, or a message naming the problem (the field that does
    /// not validate; an id a catalogue game or another of the user's games has, with a free id to
    /// use instead). An existing game is changed with [`AppState::replace_user_game`].
    pub fn save_user_game(&self, spec: GameSpec) -> Result<String, String> {
        let kept = self.change_my_games(|m| m.add(spec).map(|g| g.id().to_string()));
        let id = kept.map_err(|refused| match refused {
            Refused::Clash { message, free_id } => format!("{message} (\"{free_id}\" is free)"),
            Refused::Invalid(message) => message,
        })?;
        self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        Ok(id)
    }

    /// Saves a changed declaration of one of the user's games, in its place (same id: the
    /// designer editing it), with the old declaration offered back in the undo bar. Returns its
    /// id, or a message naming the problem.
    pub fn replace_user_game(&self, spec: GameSpec) -> Result<String, String> {
        let id = spec.id.clone();
        let undo =
            self.change_my_games(|m| undo::replace_game(m, spec)).map_err(|r| r.message().to_string())?;
        self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        self.offer_undo(Some(undo));
        Ok(id)
    }

    /// Delete on one of the user's games: gone from the list (the undo bar can put it back), and
    /// the games list shows. Its hands stay in the history, each carrying the game inline.
    pub fn delete_user_game(&self, id: &str) {
        let deleted = self.change_my_games(|m| undo::delete_game(m, id));
        if deleted.is_none() {
            return;
        }
        self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        self.offer_undo(deleted);
        self.screen.set(Screen::Games);
    }

    /// Keeps a game that arrived whole (a game file, a game link, a hand carrying its game
    /// inline) among the user's games, and says what was done. Kept without asking: the user
    /// opened it to use it, a shared hand needs its game to be dealt again, and Delete has Undo.
    /// An id another game has is kept under a free one, and said so.
    fn keep_game(&self, spec: GameSpec) -> Result<(String, String), String> {
        let (id, name) = (spec.id.clone(), spec.name.clone());
        let kept = self.change_my_games(|m| m.keep(spec)).map_err(|r| r.message().to_string())?;
        let words = match kept {
            Kept::Already(id) => return Ok((id, String::new())),
            Kept::Added => (id, format!("\"{name}\" is kept in your games.")),
            Kept::Renamed(free) => (
                free.clone(),
                format!("\"{name}\" is kept in your games as \"{free}\": another game has the id \"{id}\"."),
            ),
        };
        self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
        Ok(words)
    }

    /// Keeps the game a hand file carries inline (see [`AppState::keep_game`]).
    fn keep_game_of(&self, file: &HandFile) {
        if let GameRef::Declared(spec) = &file.game {
            if let Err(why) = self.keep_game((**spec).clone()) {
                self.tell(Some(format!("The hand's game could not be kept in your games: {why}")));
            }
        }
    }

    /// Opens a game link: its game is kept and its rules card is the screen to show (or the games
    /// list, saying why the link cannot be read).
    fn open_game_link(&self, fragment: &str) -> Screen {
        match game_from_fragment(fragment)
            .map_err(|e| e.message)
            .and_then(|g| self.keep_game(g.spec().clone()))
        {
            Ok((id, words)) => {
                self.message.set((!words.is_empty()).then_some(words));
                Screen::Game(id)
            }
            Err(why) => {
                self.message.set(Some(format!("The shared game could not be opened: {why}")));
                Screen::Games
            }
        }
    }

    /// Imports a game file (a declaration, `docs/declaration.md`): validated, kept among the
    /// user's games, and its rules card opened. `Err` names the field that does not validate.
    ///
    /// Returns the rules card to open and what to say: the caller opens it once its own screen's
    /// signals are done with (opening it disposes them).
    pub fn import_game(&self, text: &str) -> Result<(Screen, String), String> {
        let game = declaration::parse(text).map_err(|e| e.to_string())?;
        let (id, words) = self.keep_game(game.spec().clone())?;
        let words = if words.is_empty() { "This game is in your games already.".into() } else { words };
        Ok((Screen::Game(id), words))
    }

    /// Puts a new hand on the hand screen. Its first showdown is a new history entry, and its
    /// corrections replace that entry, even after a visit to another screen: only a new hand
    /// (from the games list, the dealing guide, the history or an import) ends the run.
    pub fn begin_hand(&self, draft: Draft) {
        // A cleared hand's undo would no longer put it back: the bar goes.
        if self.undo.with_untracked(|u| u.as_ref().is_some_and(Undo::is_hand)) {
            self.undo.set(None);
        }
        self.kept_current.set(None);
        self.selected.set(draft.next_open(None));
        self.draft.set(Some(draft));
        self.message.set(None);
        // Not again when it shows already (a link pasted while on the hand): setting it would
        // draw the screen anew under the effects that are updating it.
        if self.screen.get_untracked() != Screen::Hand {
            self.screen.set(Screen::Hand);
        }
    }

    /// Starts a new hand of `game_id` with the game's option `choices` at the seated table.
    pub fn start_hand(&self, game_id: &str, choices: &BTreeMap<String, String>, seating: &Seating) {
        let Some(game) = self.games().cap(game_id) else { return };
        let rules = match game.rules(choices) {
            Ok(rules) => rules,
            Err(e) => return self.message.set(Some(e.to_string())),
        };
        let names = seating.seat_names();
        let draft = Draft::new(rules, &names, seating.button_seat(), seating.chip, seating.stake);
        self.marks.update(|m| m.played(game_id));
        self.begin_hand(draft);
    }

    /// New game: clears the hand being entered (the undo bar can put it back) and opens the games.
    pub fn new_game(&self) {
        let mut kept = self.kept_current.get_untracked();
        let mut cleared = None;
        self.draft.update(|d| cleared = undo::clear_hand(d, &mut kept));
        self.kept_current.set(kept);
        self.selected.set(None);
        self.message.set(None);
        self.offer_undo(cleared);
        self.screen.set(Screen::Games);
    }

    /// Delete: removes the history entry with `key` (the undo bar can put it back at its place).
    pub fn delete_entry(&self, key: HandKey) {
        let mut deleted = None;
        self.history.update(|h| deleted = undo::delete_entry(h, key));
        if deleted.is_none() {
            return;
        }
        self.history_total.update(|n| *n = n.saturating_sub(1));
        if self.kept_current.get_untracked() == Some(key) {
            self.kept_current.set(None);
        }
        self.offer_undo(deleted);
        let state = *self;
        leptos::task::spawn_local(async move {
            match idb::delete(key).await {
                Ok(()) => super::tabs::history_changed(),
                Err(why) => {
                    state.tell(Some(format!("The hand could not be deleted from the history: {why}.")))
                }
            }
        });
    }

    /// Shows `undo` in the undo bar for [`UNDO_SECONDS`] (it replaces the one showing).
    pub fn offer_undo(&self, undo: Option<Undo>) {
        let Some(undo) = undo else { return };
        let serial = self.undo_serial.with_value(|n| n + 1);
        self.undo_serial.set_value(serial);
        self.undo.set(Some(undo));
        let (offered, current) = (self.undo, self.undo_serial);
        set_timeout(
            move || {
                if current.try_with_value(|n| *n == serial) == Some(true) {
                    offered.set(None);
                }
            },
            std::time::Duration::from_secs(UNDO_SECONDS.into()),
        );
    }

    /// The undo bar's button: puts back what the last destructive tap removed.
    pub fn undo(&self) {
        let Some(undo) = self.undo.try_update(Option::take).flatten() else { return };
        match undo {
            Undo::Hand { .. } => {
                let mut kept = self.kept_current.get_untracked();
                let mut back = false;
                self.draft.maybe_update(|d| {
                    back = undo.restore_hand(d, &mut kept);
                    back
                });
                if back {
                    self.kept_current.set(kept);
                    self.selected
                        .set(self.draft.with_untracked(|d| d.as_ref().and_then(|d| d.next_open(None))));
                    self.screen.set(Screen::Hand);
                }
            }
            Undo::HistoryEntry { .. } => {
                let mut back = None;
                self.history.maybe_update(|h| {
                    back = undo.restore_entry(h);
                    back.is_some()
                });
                if let Some(entry) = back {
                    self.history_total.update(|n| *n += 1);
                    self.write(entry.key, entry.file, false);
                }
            }
            Undo::OfcHand { .. } => self.ofc_undo.set(Some(undo)),
            Undo::MyGame { .. } | Undo::GameChanged { .. } => {
                let id = undo.game_id().map(str::to_string);
                if self.change_my_games(|m| undo.restore_game(m)) {
                    self.my_games.with_untracked(|m| self.told(storage::save_my_games(m)));
                    // The game's rules card showing is drawn again, from the declaration put back.
                    if let Screen::Game(showing) = self.screen.get_untracked() {
                        if Some(&showing) == id.as_ref() {
                            self.screen.set(Screen::Game(showing));
                        }
                    }
                }
            }
        }
    }

    /// Puts a picked card in the selected slot and moves on to the next slot that needs cards.
    pub fn pick(&self, card: Card) {
        let Some(slot) = self.selected.get_untracked() else {
            self.message.set(Some("Tap a place on the layout or a player's hand first.".into()));
            return;
        };
        let mut next = None;
        let mut problem = None;
        self.draft.update(|d| {
            let Some(d) = d else { return };
            match d.place(slot, card) {
                Ok(()) => next = if d.is_full(slot) { d.next_open(Some(slot)) } else { Some(slot) },
                Err(e) => problem = Some(e),
            }
        });
        if problem.is_none() {
            self.selected.set(next);
        }
        self.message.set(problem);
    }

    /// Takes a card back out, and selects the place it came from.
    pub fn unpick(&self, card: Card) {
        self.draft.update(|d| {
            if let Some(d) = d {
                let at = d.find(card);
                d.remove(card);
                if at.is_some() {
                    self.selected.set(at);
                }
            }
        });
        self.message.set(None);
    }

    pub fn select(&self, slot: Slot) {
        self.selected.set(Some(slot));
        self.message.set(None);
    }
}

/// What the hand screen says when a shared link replaced a hand being entered.
const KEPT_REPLACED: &str = "The hand you were entering was kept in the history.";

/// What the hand screen says when another tab's hand replaced this tab's.
const KEPT_OTHER_TAB: &str =
    "Another tab is entering another hand, shown here now; the hand you were entering was kept in the history.";

/// Asks the user a yes-or-no question (the browser's dialog); no dialog counts as yes.
fn confirm(question: &str) -> bool {
    web_sys::window().is_none_or(|w| w.confirm_with_message(question).unwrap_or(true))
}

/// Calls `save` with the value each time it changes after start-up (not with the value it starts
/// with: that is the one just loaded from storage).
fn save_on_change<T: Send + Sync + 'static>(value: RwSignal<T>, save: impl Fn(&T) + Send + Sync + 'static) {
    Effect::new(move |ran: Option<()>| {
        value.with(|v| {
            if ran.is_some() {
                save(v)
            }
        })
    });
}

/// The hand in the address's fragment, if any, removed from the address so that a reload shows
/// the saved hand rather than reopening the link.
fn take_fragment() -> Option<String> {
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

/// A seed from the platform's secure random source; the clock only if that source failed.
pub fn seed_or_clock() -> u64 {
    crate::engine::rng::fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64)
}
