//! Issue 25, items 4, 5, 7 and 8: what `cap showdown` refuses, in one line naming the field, and
//! what it answers exactly; the app's reader (the draft) refuses with the same words.

use serde_json::{json, Value};

use super::cli::cap_with_stdin;
use cap::engine::draft::Draft;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::HandFile;

/// `cap showdown -` on `text`: the refusal's one line (exit 1, nothing on stdout), or panics.
fn refusal(text: &str) -> String {
    let output = cap_with_stdin(&["showdown", "-"], text);
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "accepted:\n{text}\n{}",
        String::from_utf8_lossy(&output.stdout)
    );
    assert!(output.stdout.is_empty());
    let line =
        stderr.strip_prefix("cap: ").unwrap_or_else(|| panic!("{stderr:?}")).strip_suffix('\n').unwrap();
    assert!(!line.contains('\n'), "more than one line: {stderr:?}");
    assert!(line.chars().count() < 300, "too long: {stderr:?}");
    for internal in ["struct", "PlayerFile", "HandFile", "u64", "usize", "invalid type"] {
        assert!(!line.contains(internal), "{internal} in {line:?}");
    }
    line.to_string()
}

fn refused_naming(text: &str, needles: &[&str]) -> String {
    let line = refusal(text);
    for needle in needles {
        assert!(line.contains(needle), "{line:?} should name {needle:?}");
    }
    line
}

/// `cap showdown -` on `text`, accepted: the report.
fn report(text: &str) -> Value {
    let output = cap_with_stdin(&["showdown", "-"], text);
    assert!(output.status.success(), "{}\n{text}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

/// A hold'em hand: Ann's three aces beat Ben's three kings.
fn holdem(chip: Value, ann: Value, ben: Value) -> Value {
    json!({"format": 1, "game": "holdem/high", "button": 0, "chip": chip, "players": [
        {"name": "Ann", "hole": "As Ad", "contributed": ann},
        {"name": "Ben", "hole": "Kh Ks", "contributed": ben}],
        "board": {"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c", "1.t": "4s", "1.r": "2h"}})
}

#[test]
fn issue_25_huge_contributions_are_refused_naming_the_player_and_the_field() {
    let line = refused_naming(
        &holdem(json!(1), json!(1u64 << 63), json!(1u64 << 63)).to_string(),
        &["Ann's contributed", "9223372036854775808", "too large", "2^52"],
    );
    assert!(!line.contains("takes the pot"), "{line}");
    // Each within range, together not: the pot is named.
    refused_naming(
        &holdem(json!(1), json!(1u64 << 52), json!(1u64 << 52)).to_string(),
        &["pot", "too large"],
    );
    // Many players whose sum would wrap a u64.
    let players: Vec<Value> = (0..9)
        .map(|i| json!({"name": format!("P{i}"), "hole": "", "folded": i > 0, "contributed": u64::MAX / 8}))
        .collect();
    let mut file = holdem(json!(1), json!(0), json!(0));
    file["players"] = json!(players);
    file["players"][0]["hole"] = json!("As Ad");
    refused_naming(&file.to_string(), &["P0's contributed", "too large"]);
    // Just within range: answered exactly, in money.
    let half = 1u64 << 51;
    let r = report(&holdem(json!(1), json!(half), json!(half)).to_string());
    assert_eq!(r["payouts"], json!({"Ann": 1u64 << 52, "Ben": 0}));
}

#[test]
fn issue_25_the_chip_out_of_range_or_zero_and_amounts_not_whole_chips_are_refused() {
    refused_naming(&holdem(json!(u64::MAX), json!(0), json!(0)).to_string(), &["the chip", "too large"]);
    refused_naming(&holdem(json!(0), json!(0), json!(0)).to_string(), &["chip must be worth more than 0"]);
    refused_naming(
        &holdem(json!(5), json!(7), json!(10)).to_string(),
        &["Ann contributed 7", "whole number"],
    );
    // A big chip with contributions that fit: the products are exact.
    let chip = 1u64 << 40;
    let r = report(&holdem(json!(chip), json!(3 * chip), json!(2 * chip)).to_string());
    assert_eq!(r["payouts"], json!({"Ann": 5 * chip, "Ben": 0}));
}

#[test]
fn issue_25_negative_fractional_and_oversized_numbers_get_a_readable_message() {
    for (value, found) in [
        ("-5", "-5"),
        ("2.5", "2.5"),
        ("18446744073709551616", "e+19"),
        ("\"100\"", "\"100\""),
        ("true", "true"),
    ] {
        let text = holdem(json!(1), json!(0), json!(0)).to_string().replacen(
            "\"contributed\":0",
            &format!("\"contributed\":{value}"),
            1,
        );
        refused_naming(&text, &["player 1's contributed", found, "whole number"]);
    }
    refused_naming(&holdem(json!(-1), json!(0), json!(0)).to_string(), &["chip", "whole number"]);
    let text = holdem(json!(1), json!(0), json!(0)).to_string().replacen("\"button\":0", "\"button\":1.5", 1);
    refused_naming(&text, &["button", "whole number"]);
}

#[test]
fn issue_25_duplicate_keys_are_refused_at_every_level_naming_the_key() {
    let base = holdem(json!(1), json!(10), json!(10)).to_string();
    // Three aces would become a pair if the last "1.f1" won.
    refused_naming(
        &base.replacen("\"1.f1\":\"Ah\"", "\"1.f1\":\"Ah\",\"1.f1\":\"2c\"", 1),
        &["board", "\"1.f1\" is given twice"],
    );
    refused_naming(
        &base.replacen("\"button\":0", "\"button\":0,\"button\":1", 1),
        &["\"button\" is given twice"],
    );
    refused_naming(
        &base.replacen("\"format\":1", "\"format\":1,\"format\":1", 1),
        &["\"format\" is given twice"],
    );
    refused_naming(&base.replacen("\"chip\":1", "\"chip\":1,\"chip\":2", 1), &["\"chip\" is given twice"]);
    refused_naming(
        &base.replacen("\"game\":\"holdem/high\"", "\"game\":\"holdem/high\",\"game\":\"omaha/high\"", 1),
        &["\"game\" is given twice"],
    );
    refused_naming(
        &base.replacen("\"name\":\"Ann\"", "\"name\":\"Ann\",\"hole\":\"2c 3c\"", 1),
        &["player 1", "\"hole\" is given twice"],
    );
    refused_naming(
        &base.replacen("\"contributed\":10", "\"contributed\":10,\"contributed\":20", 1),
        &["player 1", "\"contributed\" is given twice"],
    );
    refused_naming(
        &base.replacen("\"button\":0", "\"options\":{\"x\":\"1\",\"x\":\"2\"},\"button\":0", 1),
        &["options", "\"x\" is given twice"],
    );
    // A player's own positions: the ring card in Ring of Fire.
    let ring = json!({"format": 1, "game": "ring-of-fire/high", "button": 0, "chip": 1, "players": [
        {"name": "Ann", "hole": "As Ad 2c 3c", "cards": {"ring": "Kd"}},
        {"name": "Ben", "hole": "Kh Ks 4c 5c", "cards": {"ring": "Qd"}}],
        "board": {"1.f1": "Ah", "1.f2": "Kc", "1.f3": "7c", "1.t": "4s", "1.r": "2h"}})
    .to_string();
    report(&ring);
    refused_naming(
        &ring.replacen("\"ring\":\"Kd\"", "\"ring\":\"Kd\",\"ring\":\"Jd\"", 1),
        &["player 1's cards", "\"ring\" is given twice"],
    );
    // The other games' shapes.
    let chinese = include_str!("hands/chinese-four-players.json");
    refused_naming(
        &chinese.replacen("\"chip\": 5,", "\"chip\": 5, \"chip\": 6,", 1),
        &["\"chip\" is given twice"],
    );
    refused_naming(
        &chinese.replacen("\"name\": \"East\",", "\"name\": \"East\", \"front\": \"2c 3c 4c\",", 1),
        &["player 2", "\"front\" is given twice"],
    );
    refused_naming(
        &chinese.replacen(
            "\"chip\": 5,",
            "\"chip\": 5, \"options\": {\"sweep\": \"1\", \"sweep\": \"2\"},",
            1,
        ),
        &["options", "\"sweep\" is given twice"],
    );
    let ofc = include_str!("hands/ofc-three-players.json");
    refused_naming(
        &ofc.replacen(
            "\"chip\": 1,",
            "\"chip\": 1, \"options\": {\"fantasyland\": \"standard\", \"fantasyland\": \"progressive\"},",
            1,
        ),
        &["\"fantasyland\" is given twice"],
    );
    refused_naming(
        &ofc.replacen("\"name\": \"Ben\",", "\"name\": \"Ben\", \"back\": \"2s 3s 4s 5s 7s\",", 1),
        &["player 2", "\"back\" is given twice"],
    );
    let draw32 = include_str!("hands/draw32-suit-tie-break.json");
    refused_naming(
        &draw32.replacen("\"small_blind\": 10,", "\"small_blind\": 10, \"small_blind\": 20,", 1),
        &["\"small_blind\" is given twice"],
    );
    refused_naming(
        &draw32.replacen("\"contributed\": 40", "\"contributed\": 40, \"hand\": \"7s 8s 9s Ts Js\"", 1),
        &["player 1", "\"hand\" is given twice"],
    );
}

#[test]
fn issue_25_chinese_poker_amounts_are_exact_or_refused() {
    let file = |chip: u64, surrender: u64, chips: Option<u64>| {
        let mut f: Value = serde_json::from_str(include_str!("hands/chinese-four-players.json")).unwrap();
        f["chip"] = json!(chip);
        f["options"] = json!({"surrender": surrender.to_string()});
        f["players"][0] = json!({"name": "North", "surrender": true});
        if let Some(c) = chips {
            for p in f["players"].as_array_mut().unwrap() {
                p["chips"] = json!(c);
            }
        }
        f.to_string()
    };
    // The surrendering player pays, at any size that fits.
    let chip = (1u64 << 32) + 1;
    let r = report(&file(chip, 3, None));
    let north = r["amounts"]["North"].as_i64().unwrap();
    assert!(north < 0, "{}", r["amounts"]);
    assert_eq!(i128::from(north), i128::from(r["totals"]["North"].as_i64().unwrap()) * i128::from(chip));
    // Too big to pay: refused, not shown as the winner paying.
    refused_naming(&file(chip, 1 << 30, None), &["too large", "North"]);
    // Chip-limited settlement: chips that would wrap are refused naming the player.
    refused_naming(&file(1, 3, Some(1 << 63)), &["North's chips", "too large"]);
    refused_naming(&file(1, 3, Some(1 << 51)), &["everyone's chips", "too large"]);
    let r = report(&file(1, 3, Some(1 << 49)));
    let after: u128 =
        r["settlement"]["chips"].as_object().unwrap().values().map(|v| u128::from(v.as_u64().unwrap())).sum();
    assert_eq!(after, 4 << 49);
}

#[test]
fn issue_25_32_card_draw_blinds_never_wrap() {
    let draw32 = include_str!("hands/draw32-suit-tie-break.json");
    let line = refused_naming(
        &draw32.replacen("\"small_blind\": 10", "\"small_blind\": 9223372036854775808", 1),
        &["small blind", "too large"],
    );
    assert!(line.contains("9223372036854775808"), "{line}");
    let r = report(&draw32.replacen("\"small_blind\": 10", "\"small_blind\": 70368744177664", 1));
    let blinds: Vec<u64> =
        r["blinds"].as_array().unwrap().iter().map(|b| b["amount"].as_u64().unwrap()).collect();
    assert_eq!(blinds, [1 << 46, 1 << 47, 1 << 48]);
    refused_naming(
        &draw32.replacen("\"contributed\": 100", "\"contributed\": 18446744073709551615", 1),
        &["Ben's contributed", "too large"],
    );
}

#[test]
fn issue_25_a_good_boys_bad_boys_table_with_no_cards_is_refused() {
    let players: Vec<Value> =
        ["A", "B", "C", "D", "E"].iter().map(|n| json!({"name": n, "contributed": 1})).collect();
    let file = json!({"format": 1, "game": "good-boys-bad-boys/high", "button": 0, "chip": 1, "players": players,
        "board": {"1.f1": "Ah", "1.f2": "Kh", "1.f3": "Qh", "1.t": "7c", "1.r": "2d",
                  "2.f1": "7s", "2.f2": "9d", "2.f3": "9c", "2.t": "Js", "2.r": "3s"}});
    refused_naming(&file.to_string(), &["fewer than dealt", "dead rank"]);
}

#[test]
fn issue_25_names_that_read_the_same_are_refused_and_an_invisible_name_is_no_name() {
    let with_ben = |ben: &str| {
        holdem(json!(1), json!(0), json!(0)).to_string().replacen("\"Ben\"", &format!("\"{ben}\""), 1)
    };
    refused_naming(&with_ben("ann"), &["\"Ann\" and \"ann\" read as the same name"]);
    refused_naming(&with_ben("ANN "), &["same name"]);
    refused_naming(&with_ben("A\\u200bnn"), &["same name"]);
    refused_naming(&with_ben("Ann\\u0000"), &["same name"]);
    refused_naming(&with_ben("\\u0000"), &["player 2 has no name"]);
    refused_naming(&with_ben("\\u200b\\u200d"), &["player 2 has no name"]);
}

#[test]
fn issue_25_messages_read_well() {
    let base = holdem(json!(1), json!(0), json!(0)).to_string();
    assert_eq!(refusal(&base.replacen("As Ad", "As As", 1)), "As is twice in Ann's hole cards");
    assert!(refusal(&base.replacen("As Ad", "As", 1)).starts_with("Ann holds 1 hole card;"));
    let long = "x".repeat(3_000);
    let line =
        refused_naming(&base.replacen("\"As Ad\"", &format!("\"{long}\""), 1), &["Ann's hole cards", "…"]);
    assert!(!line.contains(&"x".repeat(41)), "{line}");
    let line =
        refused_naming(&base.replacen("\"holdem/high\"", &format!("\"{long}\""), 1), &["unknown game", "…"]);
    assert!(!line.contains(&"x".repeat(41)), "{line}");
    // A player that is not an object says what a player is.
    let text =
        base.replacen("{\"name\":\"Ann\",\"hole\":\"As Ad\",\"contributed\":0}", &format!("\"{long}\""), 1);
    refused_naming(&text, &["player 1", "a player: an object with a name", "…"]);
    refused_naming(
        &base.replacen("\"name\":\"Ann\",", "\"nmae\":\"Ann\",", 1),
        &["player 1", "unknown field \"nmae\""],
    );
    // A byte-order mark at the start is not an error.
    report(&format!("\u{feff}{}", holdem(json!(1), json!(10), json!(10))));
}

/// The app reads saved and shared hands through the draft: it refuses what `cap` refuses, in the
/// same words, rather than making button 99 the last seat or chip 0 one.
#[test]
fn issue_25_the_app_refuses_format_button_and_chip_with_the_same_words_as_cap() {
    let base = holdem(json!(5), json!(10), json!(10)).to_string();
    for text in [
        base.replacen("\"format\":1", "\"format\":2", 1),
        base.replacen("\"button\":0", "\"button\":99", 1),
        base.replacen("\"chip\":5", "\"chip\":0", 1),
        base.replacen("\"Ben\"", "\"ann\"", 1),
        base.replacen("\"contributed\":10", "\"contributed\":9223372036854775808", 1),
    ] {
        let file = HandFile::from_json(&text).unwrap();
        let app = Draft::from_file(&file, Catalogue::builtin()).unwrap_err();
        assert_eq!(refusal(&text), app);
    }
    // And keeps a good file as it is.
    let file = HandFile::from_json(&base).unwrap();
    let draft = Draft::from_file(&file, Catalogue::builtin()).unwrap();
    assert_eq!((draft.button(), draft.chip()), (0, 5));
}

/// Issue 33: the hold'em hand with the deal that dealt it (two players, button 0, an unseen deck:
/// the hole cards, the flop, the turn and the river each dealt), as the app keeps it.
fn holdem_with_deal() -> Value {
    use cap::engine::deal::{DealOptions, DeckMode, Event, Table, TableSetup};
    let game = Catalogue::builtin().get("holdem/high").unwrap();
    let setup =
        TableSetup { n_players: 2, button: 0, options: DealOptions::default(), deck: DeckMode::Unseen };
    let mut table = Table::new(game, &Default::default(), setup).unwrap();
    for _ in 0..4 {
        table.apply(Event::Dealt).unwrap();
    }
    let mut hand = holdem(json!(1), json!(10), json!(10));
    hand["deal"] = serde_json::to_value(table.log()).unwrap();
    hand
}

#[test]
fn issue_33_a_hand_keeps_its_deal_and_scores_the_same() {
    let with = holdem_with_deal();
    let mut without = with.clone();
    without.as_object_mut().unwrap().remove("deal");
    assert_eq!(report(&with.to_string()), report(&without.to_string()));
    // Read and written again, the deal is kept as it was.
    let file = HandFile::from_json(&with.to_string()).unwrap();
    let draft = Draft::from_file(&file, Catalogue::builtin()).unwrap();
    assert_eq!(serde_json::to_value(draft.to_file()).unwrap()["deal"], with["deal"]);
}

#[test]
fn issue_33_a_deal_that_does_not_fit_the_hand_is_refused_naming_it() {
    let refused = |change: &dyn Fn(&mut Value), needles: &[&str]| {
        let mut hand = holdem_with_deal();
        change(&mut hand);
        let line = refused_naming(&hand.to_string(), needles);
        let file = HandFile::from_json(&hand.to_string());
        let app =
            file.map_err(|e| e.message).and_then(|f| Draft::from_file(&f, Catalogue::builtin()).map(|_| ()));
        assert_eq!(app.unwrap_err(), line, "the app refuses it in cap's words");
    };
    refused(
        &|h| h["deal"]["setup"]["n_players"] = json!(3),
        &["deal.setup", "3 players", "the hand has 2 players"],
    );
    refused(&|h| h["deal"]["setup"]["button"] = json!(1), &["deal.setup", "button at seat 2"]);
    refused(
        &|h| h["deal"]["events"].as_array_mut().unwrap().push(json!("Dealt")),
        &["deal: event 5 does not apply"],
    );
    refused(&|h| h["deal"]["events"][1] = json!({"Fold": {"player": 9}}), &["deal: event 2 does not apply"]);
    refused(
        &|h| h["deal"]["events"] = json!(vec!["Misdeal"; 5001]),
        &["deal: 5001 events", "more than the 5000"],
    );
    refused(&|h| h["deal"]["shuffle"] = json!(1), &["deal", "shuffle"]);
}
