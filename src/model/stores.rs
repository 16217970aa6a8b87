//! The app's stores (what it saves in the browser, one value each) and the export of one store's
//! data when its save fails.
//!
//! Why exports (issue 25): a failed write keeps the value in the page's memory, which a closed tab
//! loses. So every failed save offers that store's data as a file, named for the store and the
//! date, and the history's import reads it back. Invariants:
//! - The export is exactly the value the failed save would have written: the hand and the history
//!   as hand files (which every hand import reads, with the one hand-file reader), every other
//!   store as `{"cap_export": "<store>", "schema": 1, "data": <the stored value>}`.
//! - Reading an export back checks it as its store's type (a deal is replayed through the engine),
//!   and refuses anything else with words that name the store, never a type name.
//!
//! A scorer's table is shared by the tabs as the hand and the deal are
//! ([`crate::model::versions`]): one table per browser, a change in one tab shows in the others,
//! and a table another tab never saw is kept in its tab and offered as this export rather than
//! replaced.

use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::engine::chinese::ofc_table::OfcTable;
use crate::engine::chinese::table::ChineseTable;
use crate::engine::game::GameSpec;
use crate::engine::games::Registry;
use crate::engine::text::excerpt;
use crate::model::deal_form::DealForm;
use crate::model::dealing::{Dealing, SavedDeal};
use crate::model::designer::Designer;
use crate::model::draw32::Draw32Entry;
use crate::model::drills::progress::Progress;
use crate::model::marks::GameMarks;
use crate::model::seating::Seating;
use crate::model::settings::Settings;

/// The stored values' schema (the envelope in local storage and in an export).
pub const SCHEMA: u32 = 1;

/// One store of the app: a value in local storage, or the history in IndexedDB.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// The hand being entered.
    Hand,
    /// The kept hands (IndexedDB; in local storage only in old versions).
    History,
    Settings,
    /// The hand being dealt with the dealing guide.
    Deal,
    /// The Chinese poker scorer's table.
    Chinese,
    /// The Open Face Chinese scorer's table.
    Ofc,
    /// The 32-card draw table.
    Draw32,
    /// The table last seated: names, button, chip size (remembered between sessions).
    Table,
    /// Favourite and recently played games.
    Games,
    /// The table's dealing choices on the rules card (extra cards, card actions, learn mode).
    DealForm,
    /// The teaching drills' record.
    Drills,
    /// The game being designed.
    Designer,
    /// The user's own games, as declarations ([`crate::model::my_games`]).
    MyGames,
    /// Tonight: the evening at one table ([`crate::model::tonight`]), as its evening file.
    Evening,
}

impl Store {
    pub const ALL: [Store; 14] = [
        Store::Hand,
        Store::History,
        Store::Settings,
        Store::Deal,
        Store::Chinese,
        Store::Ofc,
        Store::Draw32,
        Store::Table,
        Store::Games,
        Store::DealForm,
        Store::Drills,
        Store::Designer,
        Store::MyGames,
        Store::Evening,
    ];

    /// The local-storage key (`index.html` also reads the settings, the hand and the deal before
    /// the app starts, to paint the right theme and screen at once).
    pub fn key(self) -> &'static str {
        match self {
            Store::Hand => "cap.v1.hand",
            Store::History => "cap.v1.history",
            Store::Settings => "cap.v1.settings",
            Store::Deal => "cap.v1.deal",
            Store::Chinese => "cap.v1.chinese",
            Store::Ofc => "cap.v1.ofc",
            Store::Draw32 => "cap.v1.draw32",
            Store::Table => "cap.v1.table",
            Store::Games => "cap.v1.games",
            Store::DealForm => "cap.v1.deal-form",
            Store::Drills => "cap.v1.drills",
            Store::Designer => "cap.v1.designer",
            Store::MyGames => "cap.v1.my-games",
            Store::Evening => "cap.v1.evening",
        }
    }

    /// The store's name in an export and its file name.
    pub fn id(self) -> &'static str {
        match self {
            Store::Hand => "hand",
            Store::History => "hands",
            Store::Settings => "settings",
            Store::Deal => "deal",
            Store::Chinese => "chinese-poker",
            Store::Ofc => "ofc",
            Store::Draw32 => "32-card-draw",
            Store::Table => "table",
            Store::Games => "favourites",
            Store::DealForm => "dealing-choices",
            Store::Drills => "drills",
            Store::Designer => "game-design",
            Store::MyGames => "my-games",
            Store::Evening => "evening",
        }
    }

    /// The store named `id` ([`Store::id`]).
    pub fn by_id(id: &str) -> Option<Store> {
        Store::ALL.into_iter().find(|s| s.id() == id)
    }

    /// What the store holds, in the user's words.
    pub fn what(self) -> &'static str {
        match self {
            Store::Hand => "hand",
            Store::History => "history",
            Store::Settings => "settings",
            Store::Deal => "hand being dealt",
            Store::Chinese => "Chinese poker table",
            Store::Ofc => "Open Face Chinese table",
            Store::Draw32 => "32-card draw table",
            Store::Table => "table",
            Store::Games => "favourites",
            Store::DealForm => "dealing choices",
            Store::Drills => "drill record",
            Store::Designer => "game being designed",
            Store::MyGames => "games",
            Store::Evening => "evening",
        }
    }

    /// The download button's words: "Download the Chinese poker table".
    pub fn download_label(self) -> String {
        match self {
            Store::History => "Download the unsaved hands".into(),
            Store::Settings | Store::Games | Store::DealForm | Store::Drills | Store::MyGames => {
                format!("Download your {}", self.what())
            }
            _ => format!("Download the {}", self.what()),
        }
    }

    /// The export's file name: `cap-chinese-poker-2026-11-25.json`.
    pub fn file_name(self, year: u32, month: u32, day: u32) -> String {
        format!("cap-{}-{year:04}-{month:02}-{day:02}.json", self.id())
    }

    /// Whether the store's export is hand files (read back by the hand import) rather than a
    /// store envelope.
    pub fn exports_hand_files(self) -> bool {
        matches!(self, Store::Hand | Store::History)
    }
}

/// Why the browser did not keep something, decided from its DOM exception's name: the one place a
/// full store is recognized, for local storage and IndexedDB alike (issue 36: IndexedDB's quota
/// error arrives as the aborted transaction's error and was said "the browser's database did not
/// keep it", so nobody was told that storage was full or what to do).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The site's storage quota is reached: the person can make room.
    Full,
    /// Any other refusal, in words.
    Other(String),
}

impl Refusal {
    /// The refusal a DOM exception named `name` means (`None`: the browser gave no name).
    /// `QuotaExceededError` is the standard's name; `NS_ERROR_DOM_QUOTA_REACHED` is older
    /// Firefox's for local storage.
    pub fn of(name: Option<&str>) -> Refusal {
        match name.unwrap_or_default() {
            "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => Refusal::Full,
            "" => Refusal::Other("the browser refused to save it".into()),
            name => Refusal::Other(format!("the browser refused to save it ({})", excerpt(name))),
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Full => f.write_str("storage is full"),
            Refusal::Other(words) => f.write_str(words),
        }
    }
}

/// What a failed save of `store` says: what was not saved and why, that it stays on this page,
/// and what to do (`download`: the store's export is offered). A full storage is said first, with
/// how to make room.
pub fn not_saved(store: Store, why: &Refusal, download: bool) -> String {
    let what = match store {
        Store::History => "a hand could not be saved in the history".to_string(),
        _ => format!("the {} could not be saved", store.what()),
    };
    let keep = match (store, download) {
        (Store::History, _) => "; download the unsaved hands to keep them",
        (_, true) => "; download it to keep it",
        (_, false) => "",
    };
    match why {
        Refusal::Full => format!(
            "Storage is full: {what}. It is kept on this page until it closes{keep}. To make room, delete \
             hands you no longer need from the history (download them first to keep them)."
        ),
        Refusal::Other(why) => {
            let mut first = what.chars();
            let what: String =
                first.next().map(|c| c.to_ascii_uppercase()).into_iter().chain(first).collect();
            format!("{what}: {why}. It is kept on this page until it closes{keep}.")
        }
    }
}

/// A write that failed: the message to tell, and the store's data to offer as a file.
#[derive(Clone, Debug, PartialEq)]
pub struct Unsaved {
    pub store: Store,
    pub message: String,
    /// The export ([`export`]); empty when the value could not even be written as text.
    pub export: String,
}

/// What a write did: `Ok` names the store written (its earlier export, if any, is stale now).
pub type Written = Result<Store, Unsaved>;

/// The export of `store`'s value, from the value's JSON (as it is stored, inside the envelope).
pub fn export(store: Store, data_json: &str) -> String {
    if store.exports_hand_files() {
        data_json.to_string()
    } else {
        format!("{{\"cap_export\":\"{}\",\"schema\":{SCHEMA},\"data\":{data_json}}}", store.id())
    }
}

/// The export of `store`'s `value` (empty if it cannot be written as text, which the types the
/// app stores never refuse).
pub fn export_value<T: serde::Serialize>(store: Store, value: &T) -> String {
    serde_json::to_string(value).map(|json| export(store, &json)).unwrap_or_default()
}

/// A store's value read back from its export.
#[derive(Debug)]
pub enum Restored {
    Settings(Settings),
    Deal(Box<Dealing>),
    Chinese(ChineseTable),
    Ofc(OfcTable),
    Draw32(Draw32Entry),
    Table(Seating),
    Games(GameMarks),
    DealForm(DealForm),
    Drills(Progress),
    Designer(Box<Designer>),
    /// The user's games, as declarations (validated when they are put back).
    MyGames(Vec<GameSpec>),
    /// Tonight's evening, replayed when it is put back.
    Evening(Box<crate::model::tonight::SavedTonight>),
}

impl Restored {
    pub fn store(&self) -> Store {
        match self {
            Restored::Settings(_) => Store::Settings,
            Restored::Deal(_) => Store::Deal,
            Restored::Chinese(_) => Store::Chinese,
            Restored::Ofc(_) => Store::Ofc,
            Restored::Draw32(_) => Store::Draw32,
            Restored::Table(_) => Store::Table,
            Restored::Games(_) => Store::Games,
            Restored::DealForm(_) => Store::DealForm,
            Restored::Drills(_) => Store::Drills,
            Restored::Designer(_) => Store::Designer,
            Restored::MyGames(_) => Store::MyGames,
            Restored::Evening(_) => Store::Evening,
        }
    }
}

#[derive(Deserialize)]
struct Head {
    cap_export: String,
    schema: u32,
}

#[derive(Deserialize)]
struct Body<T> {
    data: T,
}

/// Reads an export: `None` when `text` is not one (hand files are read by the hand import);
/// otherwise the store's value, or why it cannot be read, naming the store. A hand being dealt is
/// replayed with its game found in `games`.
pub fn read(text: &str, games: &Registry) -> Option<Result<Restored, String>> {
    let head: Head = serde_json::from_str(text).ok()?;
    let Some(store) = Store::by_id(&head.cap_export).filter(|s| !s.exports_hand_files()) else {
        return Some(Err(format!(
            "the file names a store CAP does not have (\"{}\")",
            excerpt(&head.cap_export)
        )));
    };
    if head.schema != SCHEMA {
        return Some(Err(format!(
            "the file was saved by another version of CAP (schema {}; this app reads {SCHEMA})",
            head.schema
        )));
    }
    Some(match store {
        Store::Settings => data(text, store).map(Restored::Settings),
        Store::Deal => data::<SavedDeal>(text, store).and_then(|saved| {
            saved
                .restore(games)
                .map(|d| Restored::Deal(Box::new(d)))
                .map_err(|why| format!("the hand being dealt cannot be replayed: {why}"))
        }),
        Store::Chinese => data(text, store).map(Restored::Chinese),
        Store::Ofc => data(text, store).map(Restored::Ofc),
        Store::Draw32 => data(text, store).map(Restored::Draw32),
        Store::Table => data(text, store).map(Restored::Table),
        Store::Games => data(text, store).map(Restored::Games),
        Store::DealForm => data(text, store).map(Restored::DealForm),
        Store::Drills => data(text, store).map(Restored::Drills),
        Store::Designer => data(text, store).map(|d| Restored::Designer(Box::new(d))),
        Store::MyGames => data(text, store).map(Restored::MyGames),
        Store::Evening => data::<crate::model::tonight::SavedTonight>(text, store).and_then(|saved| {
            crate::model::tonight::Tonight::from_saved(saved.clone())
                .map(|_| Restored::Evening(Box::new(saved)))
                .map_err(|why| format!("the evening cannot be replayed: {why}"))
        }),
        Store::Hand | Store::History => return None,
    })
}

/// The export's value as `T`; the error says where and what in the user's words
/// ([`crate::engine::json_words`]: serde's own words name the program's types).
fn data<T: DeserializeOwned>(text: &str, store: Store) -> Result<T, String> {
    crate::engine::json_words::from_json::<Body<T>>(text)
        .map(|b| b.data)
        .map_err(|e| format!("the {} in the file cannot be read: {}", store.what(), e.within("data")))
}

/// What a tab says when it keeps its scorer's table over another tab's
/// ([`crate::model::history::Arrived::Conflict`]).
pub fn table_kept(store: Store) -> String {
    format!(
        "Another tab changed the {}, which a reload would show. This tab keeps its own, saved again at its \
         next change; download it to keep it.",
        store.what()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_store_has_its_own_key_id_and_file_name() {
        for (i, a) in Store::ALL.iter().enumerate() {
            assert_eq!(Store::by_id(a.id()), Some(*a));
            for b in &Store::ALL[i + 1..] {
                assert_ne!(a.key(), b.key());
                assert_ne!(a.id(), b.id());
            }
        }
        assert_eq!(Store::Chinese.file_name(2026, 11, 5), "cap-chinese-poker-2026-11-05.json");
        assert_eq!(Store::History.file_name(2026, 1, 25), "cap-hands-2026-01-25.json");
        assert_eq!(Store::Deal.download_label(), "Download the hand being dealt");
        assert_eq!(Store::Settings.download_label(), "Download your settings");
    }

    #[test]
    fn issue_36_a_quota_error_is_said_as_storage_full_with_what_to_do() {
        assert_eq!(Refusal::of(Some("QuotaExceededError")), Refusal::Full);
        assert_eq!(Refusal::of(Some("NS_ERROR_DOM_QUOTA_REACHED")), Refusal::Full);
        assert_eq!(
            Refusal::of(Some("AbortError")).to_string(),
            "the browser refused to save it (AbortError)"
        );
        assert_eq!(Refusal::of(None).to_string(), "the browser refused to save it");
        let full = not_saved(Store::History, &Refusal::Full, true);
        assert!(
            full.starts_with(
                "Storage is full: a hand could not be saved in the history. It is kept on this page"
            ),
            "{full}"
        );
        assert!(
            full.contains("download the unsaved hands to keep them") && full.contains("delete hands"),
            "{full}"
        );
        let full = not_saved(Store::Chinese, &Refusal::Full, true);
        assert!(full.starts_with("Storage is full: the Chinese poker table could not be saved."), "{full}");
        assert!(full.contains("download it to keep it"), "{full}");
        assert_eq!(
            not_saved(Store::Hand, &Refusal::of(Some("InvalidStateError")), true),
            "The hand could not be saved: the browser refused to save it (InvalidStateError). It is kept on this \
             page until it closes; download it to keep it."
        );
        assert_eq!(
            not_saved(Store::Settings, &Refusal::Other("it could not be written as text".into()), false),
            "The settings could not be saved: it could not be written as text. It is kept on this page until it closes."
        );
        let name = "x".repeat(1_000);
        assert!(Refusal::of(Some(&name)).to_string().len() < 100);
    }

    #[test]
    fn issue_25_a_scorers_export_reads_back_as_its_table() {
        let mut table = ChineseTable::default();
        table.seats[0].name = "Ann".into();
        let json = serde_json::to_string(&table).unwrap();
        let file = export(Store::Chinese, &json);
        assert!(file.starts_with("{\"cap_export\":\"chinese-poker\",\"schema\":1,"), "{file}");
        match read(&file, &Registry::builtin()) {
            Some(Ok(Restored::Chinese(back))) => assert_eq!(back, table),
            other => panic!("{other:?}"),
        }
        let entry = Draw32Entry::default();
        let file = export(Store::Draw32, &serde_json::to_string(&entry).unwrap());
        assert!(matches!(read(&file, &Registry::builtin()), Some(Ok(Restored::Draw32(e))) if e == entry));
    }

    #[test]
    fn issue_25_a_deal_export_is_replayed_by_the_engine() {
        let dealing = crate::model::dealing::sample_dealing();
        let json = serde_json::to_string(&SavedDeal::of(&dealing)).unwrap();
        match read(&export(Store::Deal, &json), &Registry::builtin()) {
            Some(Ok(Restored::Deal(back))) => {
                assert_eq!(back.names, dealing.names);
                assert_eq!(back.table.history(), dealing.table.history());
            }
            other => panic!("{other:?}"),
        }
        let broken = export(Store::Deal, &json.replace("holdem/high", "no-such/game"));
        assert_eq!(
            read(&broken, &Registry::builtin()).unwrap().unwrap_err(),
            "the hand being dealt cannot be replayed: no game \"no-such/game\""
        );
    }

    #[test]
    fn issue_25_a_table_kept_over_another_tabs_says_which_and_what_to_do() {
        let said = table_kept(Store::Ofc);
        assert!(said.starts_with("Another tab changed the Open Face Chinese table,"), "{said}");
        assert!(said.ends_with("download it to keep it."), "{said}");
        assert!(said.contains("own, saved"), "one space where the line breaks: {said}");
    }

    #[test]
    fn issue_25_hands_export_as_hand_files_and_are_not_read_as_a_store() {
        let hand = r#"{"format":1,"game":"holdem/high"}"#;
        assert_eq!(export(Store::Hand, hand), hand);
        assert!(read(hand, &Registry::builtin()).is_none(), "a hand file is for the hand import");
        assert!(read("not json", &Registry::builtin()).is_none());
    }

    #[test]
    fn issue_25_a_wrong_export_is_refused_naming_the_store_not_a_type() {
        let wrong = r#"{"cap_export":"ofc","schema":1,"data":{"players":7}}"#;
        let why = read(wrong, &Registry::builtin()).unwrap().unwrap_err();
        assert_eq!(
            why,
            "the Open Face Chinese table in the file cannot be read: \"variant\" is missing (line 1, column 51)"
        );
        let later = r#"{"cap_export":"settings","schema":2,"data":{}}"#;
        assert_eq!(
            read(later, &Registry::builtin()).unwrap().unwrap_err(),
            "the file was saved by another version of CAP (schema 2; this app reads 1)"
        );
        let unknown = format!(r#"{{"cap_export":"{}","schema":1,"data":{{}}}}"#, "x".repeat(100));
        let why = read(&unknown, &Registry::builtin()).unwrap().unwrap_err();
        assert!(why.len() < 100, "{why}");
        let hands = r#"{"cap_export":"hand","schema":1,"data":{}}"#;
        assert!(read(hands, &Registry::builtin()).unwrap().is_err(), "hands are exported as hand files only");
    }
}
