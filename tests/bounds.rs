//! Issue 36, item 9 ("One bound for every number and name"): every number that comes in — a
//! recorded hole count, a bought card's price and rise, a declared dealing amount, a betting
//! structure's amounts — and every name is bounded at the one place its rule lives, and refused
//! naming the field. Each reproduction of the issue is a test here, then hostile numbers and names
//! at random through the hand-file reader, `cap showdown`, `cap equity` and `cap deal --option`:
//! never a panic, a refusal names the field, and what equity accepts the showdown scores too.

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

use serde_json::{json, Value};

use cap::engine::betting::{Limit, Structure};
use cap::engine::deal::{DealError, DealOptions, DeckMode, Table, TableSetup};
use cap::engine::draft::Draft;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::declaration;
use cap::engine::hand_file::{from_fragment, to_fragment, HandFile};
use cap::engine::rng::XorShift;
use cap::engine::seating::{check_names, name_key, MAX_NAME_CHARS};

/// `cap ARGS` in process with `stdin`: (success, stdout, stderr). A panic fails the caller's test
/// with the arguments and the input's start, so a hostile input that panics is named.
fn cap(args: &[&str], stdin: &str) -> (bool, String, String) {
    let owned: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let run = catch_unwind(AssertUnwindSafe(|| {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = cap::cli::run_with(&owned, &mut stdin.as_bytes(), &mut out, &mut err);
        (
            code == std::process::ExitCode::SUCCESS,
            String::from_utf8(out).unwrap(),
            String::from_utf8(err).unwrap(),
        )
    }));
    run.unwrap_or_else(|_| panic!("cap {args:?} panicked on {}", stdin.chars().take(300).collect::<String>()))
}

/// A complete hold'em hand on the river: Ann's aces against Ben's kings, Cat folded.
fn holdem() -> Value {
    json!({"format": 1, "game": "holdem/high", "button": 0, "chip": 1, "players": [
        {"name": "Ann", "hole": "As Ad", "contributed": 10},
        {"name": "Ben", "hole": "Kh Ks", "contributed": 10},
        {"name": "Cat", "folded": true, "contributed": 2}],
        "board": {"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c", "1.t": "4s", "1.r": "2h"}})
}

fn equity(file: &Value) -> (bool, String, String) {
    cap(&["equity", "-", "--trials", "30", "--seed", "1"], &file.to_string())
}

fn showdown(file: &Value) -> (bool, String, String) {
    cap(&["showdown", "-"], &file.to_string())
}

#[test]
fn issue_36_equity_refuses_a_huge_hole_count_without_panicking() {
    let mut file = holdem();
    file["players"][0]["hole"] = json!("");
    file["players"][0]["hole_count"] = json!(u64::MAX);
    file["board"] = json!({});
    let (ok, _, err) = equity(&file);
    assert!(!ok);
    assert!(err.contains("Ann's hole_count 18446744073709551615"), "{err}");
    assert!(err.contains("47 at most"), "{err}");
    // The showdown refuses it with the same words (one check, `check_table`).
    let (ok, _, same) = showdown(&file);
    assert!(!ok);
    assert_eq!(err, same);
}

#[test]
fn issue_36_equity_judges_hole_counts_by_the_showdowns_rule() {
    // Ten unknown cards for a hold'em player: the showdown finds such a hand dead, so it is dead
    // in the odds too (issue 35), with the showdown's words: it wins nothing.
    let mut file = holdem();
    file["players"][1]["hole"] = json!("?".repeat(20));
    file["board"] = json!({"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c"});
    let (ok, out, err) = equity(&file);
    assert!(ok, "{err}");
    let odds: Value = serde_json::from_str(&out).unwrap();
    let ben = &odds["players"]["Ben"];
    assert!(
        ben["dead"].as_str().unwrap().contains(
            "Ben holds 10 hole cards, but Hold'em: High needs 2: a player found with too many cards"
        ),
        "{out}"
    );
    assert_eq!((ben["share"].as_f64(), odds["players"]["Ann"]["share"].as_f64()), (Some(0.0), Some(1.0)));
    let mut known = holdem();
    known["players"][1]["hole"] = json!("Kh Ks 3c 3d 5c 5d 6c 6d 8c 8d");
    let (ok, out, err) = showdown(&known);
    assert!(ok, "{err}");
    assert!(out.contains("Ben holds 10 hole cards, but Hold'em: High needs 2"), "{out}");
    // One card short: the showdown's "enter the missing cards", in equity too.
    let mut short = holdem();
    short["players"][1]["hole"] = json!("Kh");
    let (ok, _, err) = equity(&short);
    assert!(!ok && err.contains("Ben holds 1 hole card; Hold'em: High needs 2 at showdown"), "{err}");
    // A count the deal recorded is the rule, for both: two unknown of a recorded three.
    let mut bought = holdem();
    bought["players"][1]["hole"] = json!("Kh????");
    bought["players"][1]["hole_count"] = json!(3);
    bought["board"] = json!({"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c"});
    let (ok, _, err) = equity(&bought);
    assert!(ok, "{err}");
}

#[test]
fn issue_36_a_hole_count_no_deal_can_leave_is_refused_naming_the_player_and_the_number() {
    let game = Catalogue::builtin().get("holdem/high").unwrap();
    let rules = game.rules(&BTreeMap::new()).unwrap();
    let most = rules.most_hole_cards_at_showdown(3);
    assert_eq!(most, 47, "52 cards less the 5 on the board");
    let mut file = holdem();
    file["players"][1]["hole_count"] = json!(most);
    let within: HandFile = serde_json::from_value(file.clone()).unwrap();
    assert_eq!(within.check_table(&rules), Ok(()));
    file["players"][1]["hole_count"] = json!(most + 1);
    let over: HandFile = serde_json::from_value(file.clone()).unwrap();
    let err = over.check_table(&rules).unwrap_err().to_string();
    assert!(
        err.starts_with("Ben's hole_count 48 is more than any deal of Hold'em: High can leave a player"),
        "{err}"
    );
    // The app's reader refuses the same file with the same words.
    assert_eq!(Draft::from_file(&over, Catalogue::builtin()).unwrap_err(), err);
    let (ok, _, line) = showdown(&file);
    assert!(!ok && line.contains(&err), "{line}");
}

#[test]
fn issue_36_cap_deal_refuses_a_buy_price_out_of_range_naming_the_option() {
    for (value, needle) in [
        ("18446744073709551615", "the bought card's price (buy) 18446744073709551615 is too large"),
        ("1+18446744073709551615:every", "the bought card's rise per street (buy) 18446744073709551615"),
        ("4503599627370496+1:every", "the bought card's price on street 2 (buy) 4503599627370497"),
        ("4503599627370496", "(buy) is too large"),
    ] {
        let option = format!("buy={value}");
        let (ok, out, err) = cap(&["deal", "holdem/high", "--seed", "3", "--option", &option], "");
        assert!(!ok, "{option} accepted: {out}");
        assert!(err.contains(needle), "{option}: {err}");
        assert!(err.contains("2^52"), "{option}: {err}");
    }
    // A price within the range deals, and the file it writes is scored by `cap showdown`.
    let (ok, file, err) = cap(&["deal", "holdem/high", "--seed", "3", "--option", "buy=1000+10:every"], "");
    assert!(ok, "{err}");
    let (ok, _, err) = cap(&["showdown", "-"], &file);
    assert!(ok, "{err}");
}

/// Omaha of the catalogue as a game of one's own, with these dealing defaults.
fn omaha_with(dealing: &str) -> String {
    use cap::engine::game::GameSpec;
    let spec = Catalogue::builtin().get("omaha/high").unwrap().spec().clone();
    let text = declaration::to_json(&GameSpec { id: "mine/omaha-bounds".into(), ..spec });
    let body = text.trim_end().strip_suffix('}').unwrap();
    format!("{body},\n  \"dealing\": {dealing}\n}}")
}

#[test]
fn issue_36_a_declared_dealing_amount_out_of_range_is_refused_naming_the_field() {
    let err = declaration::parse(&omaha_with(r#"{"buy": "18446744073709551615"}"#)).unwrap_err().to_string();
    assert!(
        err.starts_with("dealing.buy: the bought card's price (buy) 18446744073709551615 is too large"),
        "{err}"
    );
    let err =
        declaration::parse(&omaha_with(r#"{"buy": "5+4503599627370496:every"}"#)).unwrap_err().to_string();
    assert!(err.starts_with("dealing.buy: the bought card's price on street 2 (buy)"), "{err}");
    // In range: accepted, and a table of the game deals with it.
    assert!(declaration::parse(&omaha_with(r#"{"buy": "5+5:every"}"#)).is_ok());
}

#[test]
fn issue_36_a_betting_structure_out_of_range_is_refused_where_the_deal_starts() {
    let game = Catalogue::builtin().get("holdem/high").unwrap();
    let table = |structure: Structure| {
        let options = DealOptions { betting: Some(structure), ..DealOptions::default() };
        let setup = TableSetup { n_players: 6, button: 0, options, deck: DeckMode::Unseen };
        Table::new(game, &BTreeMap::new(), setup).map(|_| ())
    };
    let base = Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 };
    // Before: the ante and the bomb pot wrapped a seat's contribution (a panic in a debug build).
    let huge = Structure { ante: u64::MAX, bomb_pot: u64::MAX, ..base.clone() };
    let Err(DealError::Betting { message }) = table(huge) else { panic!("accepted") };
    assert!(message.starts_with("the ante 18446744073709551615 is too large"), "{message}");
    // Each within the range, but six antes of 2^52 together are not.
    let together = Structure { ante: 1 << 52, ..base.clone() };
    let Err(DealError::Betting { message }) = table(together) else { panic!("accepted") };
    assert!(message.contains("post together is too large"), "{message}");
    let straddle = Structure { straddles: vec![u64::MAX], ..base.clone() };
    let Err(DealError::Betting { message }) = table(straddle) else { panic!("accepted") };
    assert!(message.starts_with("straddle 1 18446744073709551615 is too large"), "{message}");
    assert_eq!(table(base), Ok(()));
}

#[test]
fn issue_36_a_typed_bet_out_of_range_is_refused_naming_the_player() {
    use cap::engine::betting::{Action, Betting};
    let structure =
        Structure { limit: Limit::NoLimit, blinds: (1, 2), straddles: vec![], ante: 0, bomb_pot: 0 };
    let mut b = Betting::new(structure, 3, 0).unwrap();
    let seat = b.to_act().unwrap();
    // Before: the bet wrapped the seat's contribution (a panic in a debug build).
    let err = b.act(seat, Action::BetTo(u64::MAX), "Ann").unwrap_err();
    assert!(err.message.starts_with("Ann's bet to 18446744073709551615 is too large"), "{}", err.message);
    // Each bet within the range, but not the pot they make together.
    b.act(seat, Action::AllIn(1 << 51), "Ann").unwrap();
    let next = b.to_act().unwrap();
    let err = b.act(next, Action::AllIn(1 << 52), "Ben").unwrap_err();
    assert!(err.message.starts_with("the pot after Ben's bet is too large"), "{}", err.message);
    b.act(next, Action::Fold, "Ben").unwrap();
}

#[test]
fn issue_36_an_over_long_name_is_refused_quoting_only_its_start() {
    let long = "N".repeat(10_000_000);
    let mut file = holdem();
    file["players"][0]["name"] = json!(long);
    let (ok, _, err) = showdown(&file);
    assert!(!ok);
    assert!(err.len() < 300, "{} characters", err.len());
    assert!(err.contains(&format!("player 1's name: the name \"{}…\" is too long", "N".repeat(20))), "{err}");
    assert!(err.contains(&format!("at most {MAX_NAME_CHARS} characters")), "{err}");
    // A link carrying a 1.1-million-character name is refused by its length, before it is
    // decoded; one within the length carrying a long name is refused naming the name.
    let mut linked: HandFile = serde_json::from_value(holdem()).unwrap();
    linked.players[1].name = "é".repeat(1_100_000);
    let err = from_fragment(&to_fragment(&linked)).unwrap_err().to_string();
    assert!(err.contains("characters long, longer than any shared hand (262,144 at most)"), "{err}");
    assert!(err.chars().count() < 300, "{err}");
    linked.players[1].name = "x".repeat(100_000);
    let err = from_fragment(&to_fragment(&linked)).unwrap_err().to_string();
    assert!(err.contains("player 2's name") && err.chars().count() < 300, "{err}");
    // At the limit a name is kept; one character more is refused, wherever the table is checked.
    let forty = "x".repeat(MAX_NAME_CHARS);
    assert_eq!(check_names(&[forty.as_str(), "Ann"]), Ok(()));
    let err = check_names(&[format!("{forty}y").as_str(), "Ann"]).unwrap_err().to_string();
    assert_eq!(err, format!("the name \"{}…\" is too long: names are at most 40 characters", "x".repeat(20)));
    // Counted as read: forty accented letters typed as letter and accent are forty characters.
    let composed_forty = "e\u{301}".repeat(MAX_NAME_CHARS);
    assert_eq!(check_names(&[composed_forty.as_str(), "Ann"]), Ok(()));
}

#[test]
fn issue_36_a_name_typed_two_ways_is_one_player_and_is_kept_composed() {
    let mut file = holdem();
    file["players"][0]["name"] = json!("Zo\u{e9}");
    file["players"][1]["name"] = json!("Zoe\u{301}");
    let (ok, _, err) = showdown(&file);
    assert!(!ok);
    assert!(err.contains("two players are called \"Zoé\""), "{err}");
    assert_eq!(name_key("Ren\u{e9}e"), name_key("RENE\u{301}E"));
    // Read from a file, the name is kept in its composed form: one name, whichever way typed.
    let mut one = holdem();
    one["players"][0]["name"] = json!("Rene\u{301}e");
    let read = HandFile::from_json(&one.to_string()).unwrap();
    assert_eq!(read.players[0].name, "Ren\u{e9}e");
    let (ok, out, err) = showdown(&one);
    assert!(ok, "{err}");
    assert!(out.contains("\"Ren\u{e9}e\"") && !out.contains("e\u{301}"), "{out}");
}

#[test]
fn the_small_nfc_composes_exactly_as_unicode_normalization_does() {
    use unicode_normalization::UnicodeNormalization;
    let marks = (0x300u32..0x370).filter_map(char::from_u32);
    let mut composed = 0;
    for mark in marks {
        for base in ('A'..='Z').chain('a'..='z') {
            let typed = format!("{base}{mark}");
            let ours = cap::engine::nfc::nfc(&typed);
            let theirs: String = typed.nfc().collect();
            let latin = theirs.chars().count() == 1
                && matches!(theirs.chars().next().unwrap() as u32, 0xc0..=0x24f | 0x1e00..=0x1eff);
            let table_mark = matches!(
                mark as u32,
                0x300..=0x304 | 0x306..=0x308 | 0x30a..=0x30c | 0x326..=0x328
            );
            if ours != typed {
                assert_eq!(ours, theirs, "{typed:?}");
                composed += 1;
            } else {
                // What the table leaves alone is either not composed by NFC either, or a mark or
                // letter outside the table's scope.
                assert!(!(latin && table_mark), "{typed:?} composes to {theirs:?} in NFC");
            }
        }
    }
    assert_eq!(composed, 255, "every letter of the table");
}

/// Hostile numbers: the edges of every integer type the files and options carry.
const HOSTILE: [u64; 9] =
    [0, 1, 2, (1 << 52) - 1, 1 << 52, (1 << 52) + 1, (1 << 53) + 1, u64::MAX, u32::MAX as u64 + 1];

fn hostile_number(rng: &mut XorShift) -> u64 {
    match rng.below(4) {
        0 => rng.next_u64(),
        1 => rng.below(60) as u64,
        _ => HOSTILE[rng.below(HOSTILE.len())],
    }
}

fn hostile_name(rng: &mut XorShift) -> String {
    let lengths = [0, 1, MAX_NAME_CHARS, MAX_NAME_CHARS + 1, 2 * MAX_NAME_CHARS + 1, 5_000];
    let pieces = ["a", "é", "e\u{301}", "\u{200b}", " ", "\u{0}", "Ω", "😀", "\"", "\n", "\u{202e}"];
    let n = lengths[rng.below(lengths.len())];
    (0..n).map(|_| pieces[rng.below(pieces.len())]).collect()
}

/// One field of the hold'em hand made hostile: the field's path in words (what a refusal must
/// name) and the file.
fn hostile_file(rng: &mut XorShift) -> (&'static str, Value) {
    let mut file = holdem();
    let seat = rng.below(2);
    let n = hostile_number(rng);
    let field = match rng.below(7) {
        0 => {
            file["players"][seat]["contributed"] = json!(n);
            "contributed"
        }
        1 => {
            file["players"][seat]["bought"] = json!(n);
            "bought"
        }
        2 => {
            file["players"][seat]["hole_count"] = json!(n);
            "hole"
        }
        3 => {
            file["chip"] = json!(n);
            "chip"
        }
        4 => {
            file["button"] = json!(n);
            "button"
        }
        5 => {
            file["players"][seat]["name"] = json!(hostile_name(rng));
            "name"
        }
        _ => {
            // Unknown hole cards, as many as the number says (within a string one can send).
            file["players"][seat]["hole"] = json!("??".repeat((n % 40) as usize));
            file["board"] = json!({"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c"});
            "hole"
        }
    };
    (field, file)
}

#[test]
fn hostile_numbers_and_names_in_hand_files_never_panic_and_refusals_name_the_field() {
    let mut rng = XorShift::new(36);
    let (mut refused, mut scored) = (0, 0);
    for _ in 0..300 {
        let (field, file) = hostile_file(&mut rng);
        let text = file.to_string();
        let (shown, report, why) = showdown(&file);
        let (counted, _, equity_why) = equity(&file);
        // The app's reader, on the same text.
        let read = catch_unwind(|| {
            HandFile::from_json(&text)
                .map_err(|e| e.to_string())
                .and_then(|f| Draft::from_file(&f, Catalogue::builtin()).map(|_| ()))
        })
        .unwrap_or_else(|_| panic!("the draft panicked on {text}"));
        // A hand in progress (unknown cards, a board not out) is for equity; the showdown refuses
        // it for its missing cards.
        let in_progress = file["board"].as_object().unwrap().len() < 5;
        for (accepted, message) in [(shown || in_progress, &why), (counted, &equity_why)] {
            if !accepted {
                refused += 1;
                let m = message.to_lowercase();
                // A refusal names the field, or the player whose field it is.
                let named = m.contains(field)
                    || (field == "hole" && (m.contains("hole card") || m.contains("unknown cards")))
                    || (field == "chip" && m.contains("chip"))
                    || (field == "bought" && m.contains("bought"))
                    || (field == "contributed" && (m.contains("contributed") || m.contains("the pot")))
                    || (field == "name" && (m.contains("name") || m.contains("player")));
                assert!(named, "refusal of a hostile {field} does not name it: {message}\n{text:.300}");
                assert!(message.chars().count() < 1_200, "a long refusal for {field}: {message:.300}");
            }
        }
        if read.is_err() {
            refused += 1;
        }
        // What equity counts with no card unknown, the showdown scores. (A `??` or a recorded
        // count above the cards given is equity's unknown cards, to be dealt.)
        let complete = !in_progress
            && file["players"].as_array().unwrap().iter().all(|p| {
                let hole = p["hole"].as_str().unwrap_or("");
                let folded = p["folded"].as_bool().unwrap_or(false);
                folded
                    || (!hole.is_empty()
                        && !hole.contains('?')
                        && p["hole_count"].as_u64().is_none_or(|k| k == 2))
            });
        if counted && complete {
            assert!(shown, "equity counted what the showdown refuses: {why}\n{text:.300}");
            scored += 1;
        }
        if shown {
            assert!(report.contains("\"payouts\""));
        }
    }
    assert!(refused > 100 && scored > 20, "{refused} refusals, {scored} scored: the generator went blunt");
}

#[test]
fn hostile_numbers_in_cap_deal_options_never_panic_and_refusals_name_the_option() {
    let mut rng = XorShift::new(3636);
    let mut dealt = 0;
    for round in 0..60 {
        let (a, b) = (hostile_number(&mut rng), hostile_number(&mut rng));
        let (key, value) = match rng.below(4) {
            0 => ("buy", format!("{a}")),
            1 => ("buy", format!("{a}+{b}:every")),
            2 => ("pass", format!("{}", a % 60)),
            _ => ("discard", format!("{}:every", a % 60)),
        };
        let option = format!("{key}={value}");
        let seed = round.to_string();
        let players = ["2", "6", "10"][rng.below(3)];
        let (ok, file, err) =
            cap(&["deal", "holdem/high", "--players", players, "--seed", &seed, "--option", &option], "");
        if ok {
            // What `cap deal` writes, `cap showdown` scores.
            let (scored, _, why) = cap(&["showdown", "-"], &file);
            assert!(scored, "cap deal --option {option} wrote a file cap showdown refuses: {why}");
            dealt += 1;
        } else {
            let names_it = err.contains(&format!("({key})"))
                || err.contains(&option)
                || (key == "buy" && err.contains("bought card"))
                || (key == "pass" && err.contains("pass"))
                || (key == "discard" && err.contains("discard"))
                || err.contains("cards");
            assert!(names_it, "cap deal --option {option}: the refusal does not name it: {err}");
        }
    }
    assert!(dealt > 5, "only {dealt} dealt");
}
