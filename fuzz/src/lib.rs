//! What each fuzz target does with one input, shared by the libFuzzer targets (`fuzz_targets/`)
//! and the stable-Rust replay (`src/bin/replay.rs`). Every function must return normally for any
//! input: a panic is a bug (the readers refuse bad input with a message, never by panicking), and
//! so is a failed check below (chips not conserved, a message that repeats its input).

use cap::engine::draft::Draft;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::any::{read, AnyHand};
use cap::engine::hand_file::{from_fragment, game_from_fragment, game_to_fragment, report_json, HandFile};

/// A refusal is one short line: no input repeated in full.
fn check_message(message: &str) {
    assert!(!message.contains('\n'), "a message on several lines: {message:?}");
    assert!(message.chars().count() <= 1_001, "a message of {} characters", message.chars().count());
}

/// The CAP hand-file reader: parse, validate, resolve; the app's reader (the draft) alongside.
/// A resolved hand pays out exactly what went in.
pub fn hand_file(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let file = match HandFile::from_json(text) {
        Ok(file) => file,
        Err(e) => return check_message(&e.message),
    };
    let catalogue = Catalogue::builtin();
    let hand = file.to_hand(catalogue);
    let draft = Draft::from_file(&file, catalogue);
    match hand {
        Err(e) => check_message(&e.message),
        Ok(hand) => {
            assert!(draft.is_ok(), "cap reads the file but the app refuses it: {:?}", draft.err());
            let report = report_json(&hand, &hand.resolve());
            let paid: u64 = report["payouts"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
            let put_in: u64 = file.players.iter().map(|p| p.contributed).sum();
            assert_eq!(paid, put_in, "chips not conserved");
        }
    }
}

/// The any-game reader `cap showdown` uses, then the report.
pub fn any_hand(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    match read(text) {
        Err(e) => check_message(&e.message),
        Ok(hand) => {
            if let Err(e) = hand.report_json() {
                check_message(&e.message);
            }
            if let AnyHand::Cap(hand) = hand {
                let _ = hand.resolve();
            }
        }
    }
}

/// A shared link's fragment, as the app opens it: a game (`#game=`, read by the same function as
/// the app's `ui::state`) or a hand (`#hand=`). A game read shares back as the same declaration.
pub fn fragment(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if text.trim_start_matches('#').starts_with("game=") {
        match game_from_fragment(text) {
            Err(e) => check_message(&e.message),
            Ok(game) => match game_from_fragment(&game_to_fragment(game.spec())) {
                Ok(again) => assert_eq!(again.spec(), game.spec(), "a shared game reads back otherwise"),
                Err(e) => panic!("a game read from a link is refused once shared again: {}", e.message),
            },
        }
        return;
    }
    match from_fragment(text) {
        Err(e) => check_message(&e.message),
        Ok(file) => {
            if let Err(e) = Draft::from_file(&file, Catalogue::builtin()) {
                check_message(&e);
            }
        }
    }
}

/// A game declaration, as a designer, a game file or a `#game=` link gives it (issue 36): a
/// declaration that validates is inside the showdown's budget, and a hand of it dealt at its
/// smallest and largest tables is read, valued within the hand limit, and pays out what went in.
pub fn declaration(data: &[u8]) {
    use cap::engine::deal::random::{play, RandomPlay};
    use cap::engine::game::cost::{showdown_cost, HAND_WORK_LIMIT, SHOWDOWN_BUDGET};
    let Ok(text) = std::str::from_utf8(data) else { return };
    let game = match cap::engine::game::declaration::parse(text) {
        Ok(game) => game,
        Err(e) => return check_message(&e.to_string()),
    };
    let rules = game.rules(&Default::default()).expect("the defaults of a validated game");
    assert!(showdown_cost(&rules).hands <= SHOWDOWN_BUDGET, "a validated game over the budget");
    let random = RandomPlay { random_options: true, random_decisions: true };
    let seed = data.iter().fold(7u64, |h, b| h.rotate_left(5) ^ u64::from(*b));
    let (least, most) = game.spec().players;
    for n in [least, most] {
        let Ok(dealt) = play(&game, n, seed, &Default::default(), None, &random) else { continue };
        match dealt.draft.to_hand() {
            Err(e) => check_message(&e.message),
            Ok(hand) => {
                assert!(hand.work() <= HAND_WORK_LIMIT, "a hand read over the limit");
                let paid: u64 = hand.resolve().payouts.iter().sum();
                let put_in: u64 = hand.seats().iter().map(|s| s.contributed).sum();
                assert_eq!(paid, put_in, "chips not conserved");
            }
        }
    }
}
