//! The history's hands in IndexedDB (the browser's database): one record per hand.
//!
//! Why IndexedDB and one record each (issue 25): local storage holds a few megabytes and is
//! rewritten whole, so a history kept there had to be written whole on every change (two tabs then
//! overwrote each other, and at about 11,000 hands the quota was reached). Here keeping a hand
//! writes that hand alone, under its own key ([`crate::model::history`] says how keys are made),
//! and the history screen reads a page at a time, newest first, whatever the size.
//!
//! Through the `idb` crate (maintained, on crates.io; its API is the browser's, one to one), as the
//! issue asked: docs/performance.md has what it costs (+325 B gzip on the first load, +1.8 KB in
//! all, measured against the hand-written `web-sys` wrapper it replaced). Only the second part of
//! the wasm (the screens) calls it.
//!
//! Records are `{schema: 1, file: "<hand file JSON>"}` under the hand's key in the store `hands`;
//! a record that cannot be read is moved, in one transaction (so never lost half-way), to the
//! store `unreadable` under the same key. The store `meta` records that the old local-storage
//! history was moved here, in the same transaction as its hands, so it is never moved twice.

use std::cell::RefCell;
use std::rc::Rc;

use idb::{CursorDirection, Database, Factory, KeyRange, ObjectStoreParams, Query, TransactionMode};
use wasm_bindgen::{JsCast, JsValue};

use crate::engine::hand_file::HandFile;
use crate::model::history::{self, HandKey};

use super::storage::refusal;
use crate::model::stores::Refusal;

const NAME: &str = "cap";
const VERSION: u32 = 1;
const HANDS: &str = "hands";
const UNREADABLE: &str = "unreadable";
const META: &str = "meta";
const MIGRATED: &str = "migrated-local-history";
const SCHEMA: u32 = 1;

thread_local! {
    static DB: RefCell<Option<Rc<Database>>> = const { RefCell::new(None) };
    /// Whether this page has moved the records under keys that are not whole numbers ([`rekey`]).
    static REKEYED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The crate's error as a refusal, a full store said as such ([`refusal`] decides): the DOM
/// exception itself, or the failed request's (an `error` event reaches the transaction from its
/// request, which the crate reports as an unexpected target).
fn refused(e: idb::Error) -> Refusal {
    use idb::Error as E;
    let js: Option<JsValue> = match e {
        E::DomException(d) => Some(d.into()),
        E::UnexpectedJsType(_, target) => target
            .dyn_into::<web_sys::IdbRequest>()
            .ok()
            .and_then(|r| r.error().ok().flatten())
            .map(Into::into),
        E::AddFailed(v) | E::UpdateFailed(v) | E::DeleteFailed(v) | E::TransactionOpenFailed(v) => Some(v),
        E::TransactionCommitError(v)
        | E::IndexedDbOpenFailed(v)
        | E::OpenCursorFailed(v)
        | E::CountFailed(v)
        | E::GetFailed(v)
        | E::GetAllKeysFailed(v)
        | E::GetAllFailed(v) => Some(v),
        _ => None,
    };
    js.map_or_else(|| Refusal::Other("the browser's database did not answer".into()), |v| refusal(&v))
}

/// The crate's error in words.
fn said(e: idb::Error) -> String {
    refused(e).to_string()
}

/// The database, opened once per page (and created or upgraded on first use).
async fn open() -> Result<Rc<Database>, String> {
    if let Some(db) = DB.with(|d| d.borrow().clone()) {
        return Ok(db);
    }
    let factory = Factory::new().map_err(said)?;
    let mut request = factory.open(NAME, Some(VERSION)).map_err(said)?;
    request.on_upgrade_needed(|event| {
        let Ok(db) = idb::event::DatabaseEvent::database(&event) else { return };
        for store in [HANDS, UNREADABLE, META] {
            if !db.store_names().iter().any(|s| s == store) {
                let _ = db.create_object_store(store, ObjectStoreParams::new());
            }
        }
    });
    let mut db = request.await.map_err(said)?;
    // A later version of the app, in another tab, needs the database closed to upgrade it.
    db.on_version_change(|_| {
        if let Some(db) = DB.with(|d| d.borrow_mut().take()) {
            db.close();
        }
    });
    let db = Rc::new(db);
    DB.with(|d| *d.borrow_mut() = Some(db.clone()));
    Ok(db)
}

/// Waits until the transaction is committed; `Err` says why it was not. A transaction the
/// browser aborts (a full storage aborts it: issue 36) carries why in its own `error`.
async fn committed(tx: idb::Transaction) -> Result<(), Refusal> {
    let raw: web_sys::IdbTransaction = tx.into();
    let aborted = |raw: &web_sys::IdbTransaction| raw.error().map(|e| refusal(&e.into()));
    match idb::Transaction::from(raw.clone()).await {
        Ok(idb::TransactionResult::Committed) => Ok(()),
        Ok(idb::TransactionResult::Aborted) => {
            Err(aborted(&raw)
                .unwrap_or_else(|| Refusal::Other("the browser's database did not keep it".into())))
        }
        Err(e) => Err(aborted(&raw).filter(|r| *r == Refusal::Full).unwrap_or_else(|| refused(e))),
    }
}

/// [`committed`], in words.
async fn commit(tx: idb::Transaction) -> Result<(), String> {
    committed(tx).await.map_err(|r| r.to_string())
}

fn key(k: HandKey) -> JsValue {
    JsValue::from_f64(k as f64)
}

/// A hand's record.
fn record(file: &HandFile) -> JsValue {
    let value = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&value, &"schema".into(), &SCHEMA.into());
    let _ = js_sys::Reflect::set(&value, &"file".into(), &file.to_json().into());
    value.into()
}

/// The hand file's text in a record, or why the record cannot be read.
pub fn record_text(value: &JsValue) -> Result<String, String> {
    let schema = js_sys::Reflect::get(value, &"schema".into()).ok().and_then(|s| s.as_f64());
    match schema {
        Some(s) if s == f64::from(SCHEMA) => {}
        Some(s) => return Err(format!("it was saved by another version (schema {s})")),
        None => return Err("it is not a saved hand".into()),
    }
    js_sys::Reflect::get(value, &"file".into())
        .ok()
        .and_then(|f| f.as_string())
        .ok_or_else(|| "it holds no hand file".into())
}

/// Writes one hand: `new` adds it (refused if the key is taken: another tab's hand is never
/// written over), otherwise it replaces the record with the same key (a correction).
pub async fn put(k: HandKey, file: &HandFile, new: bool) -> Result<(), Refusal> {
    let db = open().await.map_err(Refusal::Other)?;
    let tx = db.transaction(&[HANDS], TransactionMode::ReadWrite).map_err(refused)?;
    let store = tx.object_store(HANDS).map_err(refused)?;
    let value = record(file);
    if new {
        store.add(&value, Some(&key(k))).map_err(refused)?;
    } else {
        store.put(&value, Some(&key(k))).map_err(refused)?;
    }
    committed(tx).await
}

/// Deletes one hand.
pub async fn delete(k: HandKey) -> Result<(), String> {
    let db = open().await?;
    let tx = db.transaction(&[HANDS], TransactionMode::ReadWrite).map_err(said)?;
    tx.object_store(HANDS).map_err(said)?.delete(Query::from(key(k))).map_err(said)?;
    commit(tx).await
}

/// Moves every record whose key is not a whole number from 0 below 2^53 (text, a date, −7, 1.5:
/// written by another program; issue 36) to a whole-number key
/// ([`crate::model::history::new_keys`]), in one transaction: each is then read, paged, deleted and
/// set aside by its key like any other. Returns how many were moved.
async fn rekey(db: &Database) -> Result<usize, String> {
    let tx = db.transaction(&[HANDS], TransactionMode::ReadWrite).map_err(said)?;
    let store = tx.object_store(HANDS).map_err(said)?;
    let keys = store.get_all_keys(None, None).map_err(said)?.await.map_err(said)?;
    let (whole, strays): (Vec<_>, Vec<_>) =
        keys.into_iter().partition(|k| history::whole_key(k.as_f64()).is_some());
    let whole: Vec<HandKey> = whole.iter().filter_map(|k| history::whole_key(k.as_f64())).collect();
    for (stray, new) in strays.iter().zip(history::new_keys(&whole, strays.len())) {
        let value = store.get(stray.clone()).map_err(said)?.await.map_err(said)?.unwrap_or(JsValue::NULL);
        store.put(&value, Some(&key(new))).map_err(said)?;
        store.delete(Query::from(stray.clone())).map_err(said)?;
    }
    commit(tx).await?;
    Ok(strays.len())
}

/// A page of the history, newest first: at most `n` records with keys below `below` (from the
/// newest when `None`), and how many hands are stored in all. The first read of a page moves any
/// record whose key is not a whole number ([`rekey`]).
pub async fn page(below: Option<HandKey>, n: usize) -> Result<(Vec<(HandKey, JsValue)>, usize), String> {
    let db = open().await?;
    // Once per page; a failure (storage full) leaves the records where they are, skipped below,
    // and is tried again at the next read rather than keep the history from opening.
    if !REKEYED.get() && rekey(&db).await.is_ok() {
        REKEYED.set(true);
    }
    let tx = db.transaction(&[HANDS], TransactionMode::ReadOnly).map_err(said)?;
    let store = tx.object_store(HANDS).map_err(said)?;
    let total = store.count(None).map_err(said)?.await.map_err(said)? as usize;
    // Numbers below 2^53 only (text and dates sort above every number, so they never fill the
    // first page); a record under a key that is not whole is skipped below, never taken for key 0.
    let top = below.unwrap_or(history::KEY_LIMIT);
    let range = Some(Query::from(KeyRange::upper_bound(&key(top), Some(true)).map_err(said)?));
    let mut got = Vec::new();
    if let Some(cursor) =
        store.open_cursor(range, Some(CursorDirection::Prev)).map_err(said)?.await.map_err(said)?
    {
        let mut cursor = cursor.into_managed();
        while got.len() < n {
            let Ok(Some(k)) = cursor.key() else { break };
            if let Some(k) = history::whole_key(k.as_f64()) {
                got.push((k, cursor.value().ok().flatten().unwrap_or(JsValue::NULL)));
            }
            if got.len() < n && cursor.next(None).await.is_err() {
                break;
            }
        }
    }
    commit(tx).await?;
    Ok((got, total))
}

/// Every stored hand file's text, oldest first (for "Download your hands").
pub async fn all_texts() -> Result<Vec<String>, String> {
    let db = open().await?;
    let tx = db.transaction(&[HANDS], TransactionMode::ReadOnly).map_err(said)?;
    let values =
        tx.object_store(HANDS).map_err(said)?.get_all(None, None).map_err(said)?.await.map_err(said)?;
    commit(tx).await?;
    Ok(values.iter().filter_map(|v| record_text(v).ok()).collect())
}

/// Moves unreadable records to the store `unreadable`, each under its key, in one transaction:
/// either all are moved or, if the copies cannot be written, none is and they stay where they are.
pub async fn set_aside(records: &[(HandKey, JsValue)]) -> Result<(), String> {
    let db = open().await?;
    let tx = db.transaction(&[HANDS, UNREADABLE], TransactionMode::ReadWrite).map_err(said)?;
    let hands = tx.object_store(HANDS).map_err(said)?;
    let aside = tx.object_store(UNREADABLE).map_err(said)?;
    for (k, value) in records {
        aside.put(value, Some(&key(*k))).map_err(said)?;
        hands.delete(Query::from(key(*k))).map_err(said)?;
    }
    commit(tx).await
}

/// What moving the old history did.
pub enum Migrated {
    /// Its hands are in the database now.
    Moved,
    /// Another tab (or an earlier start that closed before removing the old list) had moved it.
    Already,
}

/// Moves the old history (newest first) into the database, with the keys
/// [`crate::model::history::migrated_keys`] gives, and marks it moved, all in one transaction:
/// either every hand is written, or nothing is and the old list stays where it is.
pub async fn migrate(files: &[HandFile], keys: impl Iterator<Item = HandKey>) -> Result<Migrated, String> {
    let db = open().await?;
    let tx = db.transaction(&[META, HANDS], TransactionMode::ReadWrite).map_err(said)?;
    let meta = tx.object_store(META).map_err(said)?;
    let hands = tx.object_store(HANDS).map_err(said)?;
    // `add` is refused if the mark is there already, which aborts the whole transaction.
    let mark = meta.add(&JsValue::TRUE, Some(&MIGRATED.into())).map_err(said)?;
    for (file, k) in files.iter().zip(keys) {
        hands.put(&record(file), Some(&key(k))).map_err(said)?;
    }
    let marked = mark.await;
    match commit(tx).await {
        Ok(()) => Ok(Migrated::Moved),
        Err(why) => match marked {
            Err(idb::Error::DomException(e)) if e.name() == "ConstraintError" => Ok(Migrated::Already),
            _ => Err(why),
        },
    }
}
