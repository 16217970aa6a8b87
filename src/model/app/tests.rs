//! The application core in a simulated browser ([`super::sim`]): failed and full writes, two tabs
//! at once, a history that changes while it is shown, Delete and its undo, imports, game links
//! and damaged stored values.

use std::collections::BTreeMap;

use super::games;
use super::imports;
use super::kept::{Clock, Command};
use super::local::{incoming, quarantine, LocalStores};
use super::sim::{Browser, FakeLocal};
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::{game_to_fragment, HandFile};
use crate::model::hand_life;
use crate::model::history::{Saved, PAGE};
use crate::model::my_games::tests::badugi_spec;
use crate::model::my_games::MyGames;
use crate::model::settings::Settings;
use crate::model::stores::{Refusal, Store};
use crate::model::versions::{OnConflict, Theirs};

/// A hand with one card placed, told apart by its first player's name.
fn hand(name: &str) -> HandFile {
    let rules = Catalogue::builtin().get("holdem/high").unwrap().rules(&BTreeMap::new()).unwrap();
    let names: Vec<String> = [name, "Xena", "Yuri"].iter().map(|s| s.to_string()).collect();
    let mut d = Draft::new(rules, &names, 0, 25, 100);
    d.place(Slot::Hole(0), "As".parse().unwrap()).unwrap();
    d.to_file()
}

fn check(file: &HandFile) -> Result<Draft, String> {
    Draft::from_file(file, Catalogue::builtin())
}

const CLOCK: Clock = Clock { now_ms: 1_700_000_000_000.0, spread: 3 };

#[test]
fn a_failed_write_keeps_the_hand_on_the_page_and_offers_it_as_a_file() {
    let mut b = Browser::new(1);
    b.idb.borrow_mut().refuse = Some(Refusal::Other("the browser refused to save it (UnknownError)".into()));
    let tab = &mut b.tabs[0];
    let (ann, ben) = (hand("Ann"), hand("Ben"));
    let key = tab.keep(&ann, None);
    assert_eq!(tab.history.saved(key), Some(Saved::Saving), "shown at once, while it is written");
    tab.settle();
    assert!(matches!(tab.history.saved(key), Some(Saved::No(_))));
    tab.keep(&ben, None);
    tab.settle();
    assert_eq!(tab.history.unsaved(), 2);
    assert_eq!(tab.history.total(), 2);
    // One problem per store: the latest export holds every hand the database lacks.
    let problem = tab.problems.shown().find(|p| p.export == Some(Store::History)).unwrap();
    assert!(
        problem.text.starts_with("A hand could not be saved in the history: the browser refused"),
        "{}",
        problem.text
    );
    let export = tab.problems.export(Store::History).unwrap();
    assert_eq!(HandFile::list_from_json(export).unwrap(), [ben.clone(), ann.clone()]);
    assert!(b.stored().is_empty());
    assert_eq!(b.tabs[0].asked_persist, 0, "persistence is asked for once a hand is in storage");
    // The database answers again: a correction of the hand is written and saved, once.
    b.idb.borrow_mut().refuse = None;
    let tab = &mut b.tabs[0];
    let mut corrected = check(&ann).unwrap();
    corrected.place(Slot::Hole(1), "Kd".parse().unwrap()).unwrap();
    assert_eq!(tab.keep(&corrected.to_file(), Some(key)), key, "the entry is replaced, not repeated");
    tab.settle();
    assert_eq!(tab.history.saved(key), Some(Saved::Yes));
    assert_eq!(tab.asked_persist, 1);
    assert_eq!(b.stored().len(), 1);
}

#[test]
fn a_full_store_says_so_and_how_to_make_room_and_keeps_the_data_to_download() {
    // The database full: the hand stays, and the words say storage is full.
    let mut b = Browser::new(1);
    b.idb.borrow_mut().refuse = Some(Refusal::Full);
    let tab = &mut b.tabs[0];
    tab.keep(&hand("Ann"), None);
    tab.settle();
    let told: Vec<String> = tab.problems.shown().map(|p| p.text).collect();
    assert!(told[0].starts_with("Storage is full: a hand could not be saved in the history."), "{told:?}");
    assert!(told[0].contains("delete hands you no longer need"));
    // Local storage full: the settings are not saved, and their export is the value.
    let mut local = FakeLocal::default();
    let mut stores = LocalStores::default();
    local.fill(true);
    let settings = Settings::default();
    let unsaved = stores.save(&mut local, Store::Settings, Some(&settings), 42).unwrap_err();
    assert!(
        unsaved.message.starts_with("Storage is full: the settings could not be saved."),
        "{}",
        unsaved.message
    );
    assert!(unsaved.export.contains("\"cap_export\":\"settings\""));
    assert!(local.value(Store::Settings.key()).is_none());
    // Room again: saved, and saving the same again writes nothing.
    local.fill(false);
    assert_eq!(stores.save(&mut local, Store::Settings, Some(&settings), 42), Ok(Store::Settings));
    let written = local.value(Store::Settings.key()).unwrap();
    assert_eq!(stores.save(&mut local, Store::Settings, Some(&settings), 43), Ok(Store::Settings));
    assert_eq!(local.value(Store::Settings.key()).unwrap(), written);
    // A browser that lets nothing be stored says so.
    let mut none = FakeLocal { none: true, ..FakeLocal::default() };
    let refused = stores.save(&mut none, Store::Settings, Some(&settings), 1).unwrap_err();
    assert!(refused.message.contains("this browser does not let CAP save anything"));
}

#[test]
fn issue_25_two_tabs_keeping_hands_at_once_each_add_their_own_and_neither_rewrites_the_other() {
    let mut b = Browser::new(2);
    let (ann, ben) = (hand("Ann"), hand("Ben"));
    // Both keep a hand in the same millisecond, before either write answers.
    let a = b.tabs[0].keep(&ann, None);
    let z = b.tabs[1].keep(&ben, None);
    assert_ne!(a, z, "the keys' random spread tells the two apart");
    b.tabs[1].settle();
    b.tabs[0].settle();
    b.deliver();
    assert_eq!(b.stored().len(), 2);
    for tab in &b.tabs {
        assert_eq!(tab.history.entries().len(), 2, "tab {} shows both", tab.id);
        assert_eq!(tab.history.total(), 2);
        assert!(tab.shown().iter().all(|(_, saved)| *saved));
    }
    // The same key drawn by both: the second add is refused, never written over the first.
    let mut b = Browser::new(2);
    b.tabs[1].spread = b.tabs[0].spread;
    let a = b.tabs[0].keep(&ann, None);
    let z = b.tabs[1].keep(&ben, None);
    assert_eq!(a, z);
    b.tabs[0].settle();
    b.tabs[1].settle();
    assert_eq!(b.stored(), [(a, ann.to_json())], "the first hand is intact");
    assert!(matches!(b.tabs[1].history.saved(z), Some(Saved::No(_))));
    assert_eq!(
        HandFile::list_from_json(b.tabs[1].problems.export(Store::History).unwrap()).unwrap(),
        std::slice::from_ref(&ben)
    );
    // Reading the history again (the first tab's broadcast) keeps this tab's unsaved hand, to
    // download; the stored one stays the first tab's.
    b.deliver();
    assert_eq!(b.tabs[1].history.unsaved(), 1);
    assert_eq!(b.stored(), [(a, ann.to_json())]);
}

#[test]
fn issue_25_a_history_changed_in_another_tab_while_shown_pages_right_and_keeps_the_unsaved_hands() {
    let mut b = Browser::new(1);
    for i in 0..120 {
        b.tabs[0].keep(&hand(&format!("P{i}")), None);
    }
    b.tabs[0].settle();
    let reader = b.open();
    let tab = &mut b.tabs[reader];
    assert_eq!(tab.history.entries().len(), PAGE);
    assert!(tab.history.older());
    assert_eq!(tab.history.total(), 120);
    let older = tab.history.show_older();
    tab.run([older]);
    tab.settle();
    assert_eq!(tab.history.entries().len(), 2 * PAGE);
    // This tab keeps a hand the database refuses, so it is only in this tab.
    b.idb.borrow_mut().refuse = Some(Refusal::Full);
    let mine = b.tabs[reader].keep(&hand("Mine"), None);
    b.tabs[reader].settle();
    b.idb.borrow_mut().refuse = None;
    // Meanwhile the first tab keeps two hands and deletes one this tab shows.
    b.tabs[0].keep(&hand("New 1"), None);
    b.tabs[0].keep(&hand("New 2"), None);
    let shown = b.tabs[reader].history.entries()[30].key;
    let (_, delete) = b.tabs[0].history.delete(shown).unwrap();
    b.tabs[0].run([delete]);
    b.tabs[0].settle();
    b.deliver();
    let tab = &mut b.tabs[reader];
    assert_eq!(tab.history.total(), 121 + 1, "121 stored and this tab's unsaved hand");
    assert!(tab.history.entries().iter().any(|e| e.key == mine && matches!(e.saved, Saved::No(_))));
    assert!(tab.history.entries().iter().all(|e| e.key != shown), "the deleted hand is gone here too");
    // Paging on from here reads every remaining hand exactly once, newest first.
    while tab.history.older() {
        let older = tab.history.show_older();
        tab.run([older]);
        tab.settle();
    }
    let keys: Vec<u64> = tab.history.entries().iter().map(|e| e.key).collect();
    let mut expected: Vec<u64> = b.stored().iter().map(|(k, _)| *k).collect();
    expected.push(mine);
    expected.sort_by(|a, z| z.cmp(a));
    assert_eq!(keys, expected);
}

#[test]
fn deleting_a_hand_and_undoing_puts_it_back_at_its_place_and_in_the_database() {
    let mut b = Browser::new(2);
    let keys: Vec<u64> = ["A", "B", "C"].iter().map(|n| b.tabs[0].keep(&hand(n), None)).collect();
    b.tabs[0].settle();
    b.deliver();
    let tab = &mut b.tabs[0];
    let (undo, delete) = tab.history.delete(keys[1]).unwrap();
    assert!(tab.history.delete(keys[1]).is_none(), "deleted once");
    tab.run([delete]);
    tab.settle();
    assert_eq!(tab.history.total(), 2);
    b.deliver();
    assert_eq!(b.tabs[1].history.entries().len(), 2, "the other tab reads the history again");
    let tab = &mut b.tabs[0];
    let back = tab.history.undo_delete(undo);
    tab.run(back);
    tab.settle();
    b.deliver();
    let order: Vec<u64> = b.tabs[0].history.entries().iter().map(|e| e.key).collect();
    assert_eq!(order, [keys[2], keys[1], keys[0]], "back at its place");
    assert_eq!(b.tabs[0].history.total(), 3);
    assert_eq!(b.stored().len(), 3);
    assert_eq!(b.tabs[1].history.entries().len(), 3);
    // A delete the database refuses is told.
    assert_eq!(
        super::kept::deleted(Err("storage is full".into())),
        [Command::Tell("The hand could not be deleted from the history: storage is full.".into())]
    );
}

#[test]
fn importing_hands_kept_already_keeps_each_once() {
    let mut b = Browser::new(1);
    let (ann, ben) = (hand("Ann"), hand("Ben"));
    let tab = &mut b.tabs[0];
    tab.keep(&ann, None);
    tab.settle();
    // A download read back (newest first), holding a hand twice and one already kept.
    let imported =
        imports::hands(&mut tab.history, vec![ben.clone(), ann.clone(), ben.clone()], check, CLOCK);
    assert_eq!(imported.said, Ok(Some("3 hands imported into the history.".into())));
    assert!(imported.open.is_none());
    tab.run(imported.commands);
    tab.settle();
    assert_eq!(b.stored().len(), 2);
    assert_eq!(b.tabs[0].history.total(), 2);
    // One hand alone opens, as the entry it is already.
    let tab = &mut b.tabs[0];
    let key = tab.history.key_of(&ann);
    let imported = imports::hands(&mut tab.history, vec![ann.clone()], check, CLOCK);
    assert!(imported.commands.is_empty());
    assert_eq!(imported.open.map(|(k, d)| (Some(k), d.to_file())), Some((key, ann.clone())));
    // A refused hand is named by its place; the others are kept.
    let mut bad = hand("Cat");
    bad.button = 9;
    let imported = imports::hands(&mut tab.history, vec![bad, hand("Dan")], check, CLOCK);
    let said = imported.said.unwrap_err();
    assert!(said.starts_with("1 hand kept; 1 not: hand 1:"), "{said}");
}

#[test]
fn a_game_link_over_a_user_game_of_the_same_id_keeps_both() {
    let mut mine = MyGames::default();
    let spec = badugi_spec();
    assert_eq!(games::add(&mut mine, spec.clone()), Ok(spec.id.clone()));
    // Another game with the same id arrives by a link: kept under a free id, said so.
    let other = crate::engine::game::GameSpec { name: "Another badugi".into(), ..spec.clone() };
    let opened = games::open_link(&mut mine, &format!("#{}", game_to_fragment(&other)));
    assert!(opened.changed);
    let free = opened.game.clone().unwrap();
    assert_ne!(free, spec.id);
    assert_eq!(
        opened.said.as_deref(),
        Some(
            format!(
                "\"Another badugi\" is kept in your games as \"{free}\": another game has the id \"{}\".",
                spec.id
            )
            .as_str()
        )
    );
    assert_eq!(
        mine.get(&spec.id).map(|g| g.spec().clone()),
        Some(spec.clone()),
        "the user's game is untouched"
    );
    // The user's own game by a link: opened, nothing kept again and nothing said.
    let again = games::open_link(&mut mine, &format!("#{}", game_to_fragment(&spec)));
    assert_eq!(again, games::LinkOpened { game: Some(spec.id.clone()), said: None, changed: false });
    assert_eq!(mine.games().len(), 2);
    // A damaged link opens the games list, saying why.
    let damaged = games::open_link(&mut mine, "#game=%%%");
    assert_eq!(damaged.game, None);
    assert!(damaged.said.unwrap().starts_with("The shared game could not be opened: "));
    // Saving a new game under a taken id is refused, with a free id.
    let refused = games::add(&mut mine, spec.clone()).unwrap_err();
    assert!(refused.contains("is free)"), "{refused}");
}

#[test]
fn a_damaged_value_is_set_aside_without_overwriting_an_older_copy() {
    let mut local = FakeLocal::default();
    let mut stores = LocalStores::default();
    local.put(&quarantine(Store::Hand), "an older damaged copy");
    local.put(Store::Hand.key(), "{\"schema\":1,\"data\":{\"format\":");
    let (draft, problem) = stores.load_draft(&mut local);
    assert!(draft.is_none());
    let problem = problem.unwrap();
    assert!(
        problem.starts_with("The saved hand could not be read: ") && problem.ends_with("it was set aside."),
        "{problem}"
    );
    assert_eq!(local.value(&quarantine(Store::Hand)).as_deref(), Some("an older damaged copy"));
    assert_eq!(
        local.value(&format!("{}.2", quarantine(Store::Hand))).as_deref(),
        Some("{\"schema\":1,\"data\":{\"format\":")
    );
    assert!(local.value(Store::Hand.key()).is_none());
    // Nothing held: the next save writes.
    assert!(stores.save(&mut local, Store::Hand, Some(&hand("Ann")), 5).is_ok());
}

#[test]
fn issue_34_an_evening_that_no_longer_replays_is_set_aside_not_written_over() {
    let mut local = FakeLocal::default();
    let mut stores = LocalStores::default();
    // A well-formed evening file whose only event is a rebuy for a player who never bought in.
    let stored = r#"{"schema":1,"data":{"evening":{"format":1,"players":["Ann","Ben"],"events":[{"rebuy":{"player":"Ann","chips":5}}]}}}"#;
    local.put(Store::Evening.key(), stored);
    let (tonight, problem) = stores.load_tonight(&mut local);
    assert!(tonight.is_none());
    let problem = problem.unwrap();
    assert!(problem.contains("Ann") && problem.ends_with("it was set aside."), "{problem}");
    assert_eq!(local.value(&quarantine(Store::Evening)).as_deref(), Some(stored), "kept, whole");
    assert!(local.value(Store::Evening.key()).is_none());
}

#[test]
fn a_damaged_value_with_no_room_to_set_it_aside_is_held_and_never_saved_over() {
    let mut local = FakeLocal::default();
    let mut stores = LocalStores::default();
    let damaged = "{\"schema\":1,\"data\":{\"deck\":7}}";
    local.put(Store::Settings.key(), damaged);
    local.fill(true);
    let (settings, problem) = stores.load_settings(&mut local);
    assert_eq!(settings, Settings::default());
    let problem = problem.unwrap();
    assert!(
        problem.contains("there was no room to set it aside (storage is full), so it is left where it is"),
        "{problem}"
    );
    assert!(problem.ends_with("The defaults are used."));
    assert!(stores.is_held(Store::Settings));
    // Room again, and a change of the settings: still never saved over while the page lives.
    local.fill(false);
    let refused = stores.save(&mut local, Store::Settings, Some(&settings), 9).unwrap_err();
    assert!(
        refused.message.contains("unreadable data saved before is kept in its place"),
        "{}",
        refused.message
    );
    assert!(refused.export.contains("\"cap_export\":\"settings\""), "the change is offered as a file");
    assert_eq!(local.value(Store::Settings.key()).as_deref(), Some(damaged));
    // Another store is saved as ever.
    assert!(stores
        .save(&mut local, Store::Table, Some(&crate::model::seating::Seating::default()), 9)
        .is_ok());
}

#[test]
fn hands_held_for_the_history_are_kept_once_it_is_read_and_then_held_no_longer() {
    let mut b = Browser::new(1);
    let (ann, ben) = (hand("Ann"), hand("Ben"));
    b.tabs[0].keep(&ann, None);
    b.tabs[0].settle();
    // A link replaced Ben's hand, and the tab closed before the history had it; Ann's hand was
    // held too, and kept before the tab closed.
    let mut local = b.local.clone();
    hand_life::hold(&mut local, &ann).unwrap();
    hand_life::hold(&mut local, &ben).unwrap();
    let reopened = b.open();
    let tab = &mut b.tabs[reopened];
    let held = hand_life::held(&tab.local);
    let clock = tab.clock();
    let commands = tab.history.keep_held(None, held, clock);
    assert_eq!(
        commands.iter().filter(|c| matches!(c, Command::Put { .. })).count(),
        1,
        "Ann's is kept already"
    );
    tab.run(commands);
    tab.settle();
    assert!(hand_life::held(&b.local).is_empty());
    assert_eq!(b.stored().len(), 2);
    // A hand local storage had no room to hold is kept all the same.
    let tab = &mut b.tabs[reopened];
    let clock = tab.clock();
    let commands = tab.history.keep_held(Some(hand("Cat")), vec![], clock);
    tab.run(commands);
    tab.settle();
    assert_eq!(b.stored().len(), 3);
}

#[test]
fn issue_25_another_tabs_write_of_a_small_store_is_decided_from_the_versions() {
    let local = FakeLocal::default();
    let (mut one, mut two) = (LocalStores::default(), LocalStores::default());
    let (mut l1, mut l2) = (local.clone(), local.clone());
    let table = crate::model::seating::Seating::default();
    assert!(one.save(&mut l1, Store::Table, Some(&table), 11).is_ok());
    let (read, _) = two.load_table::<crate::model::seating::Seating>(&mut l2, Store::Table);
    assert_eq!(read, table);
    // The first tab changes it: the second, which held that version, takes it.
    let before = local.value(Store::Table.key());
    let mut changed = table.clone();
    changed.chip = 5;
    assert!(one.save(&mut l1, Store::Table, Some(&changed), 12).is_ok());
    let after = local.value(Store::Table.key());
    let (theirs, version) = incoming::<crate::model::seating::Seating>(before.as_deref(), after.as_deref());
    let arrived = two.arrived(
        &l2,
        Store::Table,
        Some(&read),
        (theirs.as_ref(), version),
        |_, _| false,
        OnConflict::KeepOurs,
    );
    assert_eq!(arrived, crate::model::history::Arrived::Take);
    assert!(matches!(theirs, Theirs::Value(t) if t == changed));
}
