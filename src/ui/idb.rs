//! The history's hands in IndexedDB (the browser's database): one record per hand.
//!
//! Why IndexedDB and one record each (issue 25): local storage holds a few megabytes and is
//! rewritten whole, so a history kept there had to be written whole on every change (two tabs then
//! overwrote each other, and at about 11,000 hands the quota was reached). Here keeping a hand
//! writes that hand alone, under its own key ([`crate::model::history`] says how keys are made),
//! and the history screen reads a page at a time, newest first, whatever the size.
//!
//! A thin wrapper over `web-sys` rather than a crate: the app needs five operations, and each is a
//! request and an event. The crates were measured doing this same job (docs/performance.md: `idb`
//! adds 5.4 KB gzip to the app, `indexed_db_futures` 9.2 KB, `rexie` 18.8 KB), and kept out. Only
//! the second part of the wasm (the screens) calls it.
//!
//! Records are `{schema: 1, file: "<hand file JSON>"}` under the hand's key in the store `hands`;
//! a record that cannot be read is moved, in one transaction (so never lost half-way), to the
//! store `unreadable` under the same key. The store `meta` records that the old local-storage
//! history was moved here, in the same transaction as its hands, so it is never moved twice.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction, IdbTransactionMode};

use crate::engine::hand_file::HandFile;
use crate::model::history::HandKey;

use super::storage::refusal;

const NAME: &str = "cap";
const VERSION: u32 = 1;
const HANDS: &str = "hands";
const UNREADABLE: &str = "unreadable";
const META: &str = "meta";
const MIGRATED: &str = "migrated-local-history";
const SCHEMA: u32 = 1;

/// An event listener kept alive while it is attached.
type Handler = Closure<dyn FnMut(JsValue)>;

thread_local! {
    static DB: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
}

/// Waits for `ok` or one of `fail` on `target`; the failure's words come from the event target's
/// `error` (a request's or a transaction's), a full store said as such.
async fn settle(target: &web_sys::EventTarget, ok: &str, fail: &[&str]) -> Result<(), String> {
    let mut handlers: Vec<(String, Handler)> = Vec::new();
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let done = Closure::<dyn FnMut(JsValue)>::new(move |e| {
            let _ = resolve.call1(&JsValue::UNDEFINED, &e);
        });
        let _ = target.add_event_listener_with_callback(ok, done.as_ref().unchecked_ref());
        handlers.push((ok.to_string(), done));
        for name in fail {
            let reject = reject.clone();
            let failed = Closure::<dyn FnMut(JsValue)>::new(move |e| {
                let _ = reject.call1(&JsValue::UNDEFINED, &e);
            });
            let _ = target.add_event_listener_with_callback(name, failed.as_ref().unchecked_ref());
            handlers.push((name.to_string(), failed));
        }
    });
    let result = JsFuture::from(promise).await;
    for (name, handler) in &handlers {
        let _ = target.remove_event_listener_with_callback(name, handler.as_ref().unchecked_ref());
    }
    result.map(|_| ()).map_err(|event| {
        let error = js_sys::Reflect::get(&event, &"target".into())
            .and_then(|t| js_sys::Reflect::get(&t, &"error".into()))
            .unwrap_or(JsValue::NULL);
        if error.is_null() || error.is_undefined() {
            "the browser's database did not answer".into()
        } else {
            refusal(&error)
        }
    })
}

/// The database, opened once per page (and created or upgraded on first use).
async fn open() -> Result<IdbDatabase, String> {
    if let Some(db) = DB.with(|d| d.borrow().clone()) {
        return Ok(db);
    }
    let factory = web_sys::window()
        .and_then(|w| w.indexed_db().ok().flatten())
        .ok_or("this browser has no database for web pages (IndexedDB)")?;
    let request = factory.open_with_u32(NAME, VERSION).map_err(|e| refusal(&e))?;
    let upgrade = Closure::<dyn FnMut(web_sys::Event)>::new({
        let request = request.clone();
        move |_| {
            let Ok(db) = request.result().and_then(|d| d.dyn_into::<IdbDatabase>()) else {
                return;
            };
            for store in [HANDS, UNREADABLE, META] {
                if !db.object_store_names().contains(store) {
                    let _ = db.create_object_store(store);
                }
            }
        }
    });
    request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    let opened = settle(&request, "success", &["error"]).await;
    request.set_onupgradeneeded(None);
    opened?;
    let db: IdbDatabase = request.result().map_err(|e| refusal(&e))?.unchecked_into();
    // A later version of the app, in another tab, needs the database closed to upgrade it: close
    // it, and open it again (upgraded) at the next read or write.
    let close = Closure::<dyn FnMut(web_sys::Event)>::new({
        let db = db.clone();
        move |_| {
            db.close();
            DB.with(|d| *d.borrow_mut() = None);
        }
    });
    db.set_onversionchange(Some(close.as_ref().unchecked_ref()));
    close.forget();
    DB.with(|d| *d.borrow_mut() = Some(db.clone()));
    Ok(db)
}

/// A transaction over `stores` and the first store in it.
fn begin(
    db: &IdbDatabase,
    stores: &[&str],
    mode: IdbTransactionMode,
) -> Result<(IdbTransaction, IdbObjectStore), String> {
    let names = js_sys::Array::new();
    for s in stores {
        names.push(&JsValue::from_str(s));
    }
    let tx = db.transaction_with_str_sequence_and_mode(&names, mode).map_err(|e| refusal(&e))?;
    let store = tx.object_store(stores[0]).map_err(|e| refusal(&e))?;
    Ok((tx, store))
}

/// Waits until the transaction is committed; `Err` says why it was not (nothing of it is written).
async fn commit(tx: &IdbTransaction) -> Result<(), String> {
    settle(tx, "complete", &["error", "abort"]).await
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
pub async fn put(k: HandKey, file: &HandFile, new: bool) -> Result<(), String> {
    let db = open().await?;
    let (tx, store) = begin(&db, &[HANDS], IdbTransactionMode::Readwrite)?;
    let value = record(file);
    if new { store.add_with_key(&value, &key(k)) } else { store.put_with_key(&value, &key(k)) }
        .map_err(|e| refusal(&e))?;
    commit(&tx).await
}

/// Deletes one hand.
pub async fn delete(k: HandKey) -> Result<(), String> {
    let db = open().await?;
    let (tx, store) = begin(&db, &[HANDS], IdbTransactionMode::Readwrite)?;
    store.delete(&key(k)).map_err(|e| refusal(&e))?;
    commit(&tx).await
}

/// A page of the history, newest first: at most `n` records with keys below `below` (from the
/// newest when `None`), and how many hands are stored in all.
pub async fn page(below: Option<HandKey>, n: usize) -> Result<(Vec<(HandKey, JsValue)>, usize), String> {
    let db = open().await?;
    let (tx, store) = begin(&db, &[HANDS], IdbTransactionMode::Readonly)?;
    let range = match below {
        Some(b) => Some(web_sys::IdbKeyRange::upper_bound_with_open(&key(b), true).map_err(|e| refusal(&e))?),
        None => None,
    };
    let cursor = match &range {
        Some(r) => store.open_cursor_with_range_and_direction(r, web_sys::IdbCursorDirection::Prev),
        None => {
            store.open_cursor_with_range_and_direction(&JsValue::UNDEFINED, web_sys::IdbCursorDirection::Prev)
        }
    }
    .map_err(|e| refusal(&e))?;
    let count = store.count().map_err(|e| refusal(&e))?;
    let got = Rc::new(RefCell::new(Vec::new()));
    // Walked inside the success events themselves, so the transaction never goes idle half-way.
    let step = Closure::<dyn FnMut(web_sys::Event)>::new({
        let (got, cursor) = (got.clone(), cursor.clone());
        move |_| {
            let Ok(c) = cursor.result() else { return };
            let Some(c) = c.dyn_ref::<web_sys::IdbCursorWithValue>() else { return };
            let k = c.key().ok().and_then(|k| k.as_f64()).unwrap_or_default() as HandKey;
            got.borrow_mut().push((k, c.value().unwrap_or(JsValue::NULL)));
            if got.borrow().len() < n {
                let _ = c.continue_();
            }
        }
    });
    cursor.set_onsuccess(Some(step.as_ref().unchecked_ref()));
    let done = commit(&tx).await;
    cursor.set_onsuccess(None);
    done?;
    let total = count.result().ok().and_then(|c| c.as_f64()).unwrap_or_default() as usize;
    let records = std::mem::take(&mut *got.borrow_mut());
    Ok((records, total))
}

/// Every stored hand file's text, oldest first (for "Download your hands").
pub async fn all_texts() -> Result<Vec<String>, String> {
    let db = open().await?;
    let (tx, store) = begin(&db, &[HANDS], IdbTransactionMode::Readonly)?;
    let request: IdbRequest = store.get_all().map_err(|e| refusal(&e))?;
    commit(&tx).await?;
    let values: js_sys::Array = request.result().map_err(|e| refusal(&e))?.unchecked_into();
    Ok(values.iter().filter_map(|v| record_text(&v).ok()).collect())
}

/// Moves unreadable records to the store `unreadable`, each under its key, in one transaction:
/// either all are moved or, if the copies cannot be written, none is and they stay where they are.
pub async fn set_aside(records: &[(HandKey, JsValue)]) -> Result<(), String> {
    let db = open().await?;
    let (tx, hands) = begin(&db, &[HANDS, UNREADABLE], IdbTransactionMode::Readwrite)?;
    let aside = tx.object_store(UNREADABLE).map_err(|e| refusal(&e))?;
    for (k, value) in records {
        aside.put_with_key(value, &key(*k)).map_err(|e| refusal(&e))?;
        hands.delete(&key(*k)).map_err(|e| refusal(&e))?;
    }
    commit(&tx).await
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
    let (tx, meta) = begin(&db, &[META, HANDS], IdbTransactionMode::Readwrite)?;
    let hands = tx.object_store(HANDS).map_err(|e| refusal(&e))?;
    // `add` is refused if the mark is there already, which aborts the whole transaction.
    let mark = meta.add_with_key(&JsValue::TRUE, &MIGRATED.into()).map_err(|e| refusal(&e))?;
    for (file, k) in files.iter().zip(keys) {
        hands.put_with_key(&record(file), &key(k)).map_err(|e| refusal(&e))?;
    }
    match commit(&tx).await {
        Ok(()) => Ok(Migrated::Moved),
        Err(why) => {
            let name = mark.error().ok().flatten().map(|e| e.name()).unwrap_or_default();
            if name == "ConstraintError" {
                Ok(Migrated::Already)
            } else {
                Err(why)
            }
        }
    }
}
