//! `cap games`, `cap layout` and `cap showdown` for the games with their own engines, run on the
//! hand files in `tests/hands/` (the documents' worked examples) exactly as a user runs them.

use serde_json::{json, Value};

use super::cli::{cap, cap_with_stdin};
use cap::engine::chinese::rules::RuleSetId;
use cap::engine::game::catalogue::Catalogue;

fn hand_path(name: &str) -> String {
    format!("{}/tests/hands/{name}.json", env!("CARGO_MANIFEST_DIR"))
}

fn hand_text(name: &str) -> String {
    std::fs::read_to_string(hand_path(name)).unwrap()
}

/// `cap showdown` on a file of `tests/hands/`, which must succeed; the report as JSON.
fn showdown(name: &str) -> Value {
    let output = cap(&["showdown", &hand_path(name)]);
    assert!(output.status.success(), "{name}: {}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty());
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

fn stdout(output: &std::process::Output) -> String {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout.clone()).unwrap()
}

// ---- cap games and cap layout ----

#[test]
fn games_lists_the_cap_catalogue_then_every_chinese_rule_set_ofc_and_32_card_draw() {
    let text = stdout(&cap(&["games"]));
    let lines: Vec<(&str, &str)> = text.lines().map(|l| l.split_once('\t').expect("id TAB name")).collect();
    let cap_games = Catalogue::builtin().games();
    assert_eq!(lines.len(), cap_games.len() + RuleSetId::ALL.len() + 2 + 3);
    for (line, game) in lines.iter().zip(cap_games) {
        assert_eq!(*line, (game.id(), game.name()));
    }
    let ids: Vec<&str> = lines.iter().map(|l| l.0).collect();
    assert_eq!(ids.iter().filter(|id| id.starts_with("chinese-poker/")).count(), RuleSetId::ALL.len());
    for id in [
        "chinese-poker/basic",
        "chinese-poker/hawaiian-gardens",
        "chinese-poker/malayan",
        "open-face-chinese/standard",
        "open-face-chinese/pineapple",
        "32-card-draw/limit",
        "32-card-draw/pot-limit",
        "32-card-draw/no-limit",
    ] {
        assert!(ids.contains(&id), "{id} is listed");
    }
    assert!(lines.contains(&("chinese-poker/hawaiian-gardens", "Chinese poker: Hawaiian Gardens")));
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), ids.len(), "ids are unique");
}

#[test]
fn layout_answers_for_every_listed_game() {
    let text = stdout(&cap(&["games"]));
    for id in text.lines().map(|l| l.split('\t').next().unwrap()) {
        let layout = stdout(&cap(&["layout", id]));
        assert!(layout.lines().count() > 3, "{id}: {layout}");
    }
}

#[test]
fn layout_of_a_cap_game_draws_its_positions_and_lists_streets_and_points() {
    let layout = stdout(&cap(&["layout", "double-board/high-high-hand"]));
    for needle in ["[1.f1]", "[2.r]", "Streets:", "Points, in calculation order:"] {
        assert!(layout.contains(needle), "{needle} in {layout}");
    }
}

#[test]
fn layout_of_chinese_poker_shows_the_rows_and_the_rule_set_in_force() {
    let layout = stdout(&cap(&["layout", "chinese-poker/hawaiian-gardens"]));
    assert!(layout.starts_with("Chinese poker: Hawaiian Gardens\n"), "{layout}");
    assert!(layout.contains("  front   [  ][  ][  ]\n"), "{layout}");
    assert!(layout.contains("  back    [  ][  ][  ][  ][  ]\n"), "{layout}");
    assert!(layout.contains("pays 1, all three 6, all three against everyone 9"), "{layout}");
    assert!(layout.contains("Surrender: pays each opponent 3 units"), "{layout}");
    assert!(layout.contains("dragon"), "{layout}");
    let basic = stdout(&cap(&["layout", "chinese-poker/basic"]));
    assert!(basic.contains("Surrender: not allowed") && !basic.contains("Special hands"), "{basic}");
    assert!(basic.contains("Option sweep:"), "{basic}");
    // Only the options the rule set takes: a pool game has no overall point, Singapore a dragon.
    let pool = stdout(&cap(&["layout", "chinese-poker/pool"]));
    assert!(pool.contains("Option sweep:") && !pool.contains("Option overall-point"), "{pool}");
    assert!(!basic.contains("Option dragon") && !basic.contains("Option small-cards"), "{basic}");
    let singapore = stdout(&cap(&["layout", "chinese-poker/singapore"]));
    assert!(singapore.contains("Option dragon:") && singapore.contains("Option small-cards:"), "{singapore}");
}

#[test]
fn layout_of_ofc_and_32_card_draw() {
    let ofc = stdout(&cap(&["layout", "open-face-chinese/pineapple"]));
    assert!(
        ofc.contains("three at a time: place two, discard one") && ofc.contains("Players: 2 to 3"),
        "{ofc}"
    );
    assert!(ofc.contains("  middle  [  ][  ][  ][  ][  ]"), "{ofc}");
    let draw = stdout(&cap(&["layout", "32-card-draw/limit"]));
    assert!(draw.contains("  hand    [  ][  ][  ][  ][  ]"), "{draw}");
    // Five players post an over blind of twice the big, and limit bets are that blind, then twice it.
    assert!(draw.contains("blinds small 1, big 2, over 4; first round bets and raises of 4"), "{draw}");
}

#[test]
fn layout_of_an_unknown_game_is_refused() {
    let output = cap(&["layout", "chinese-poker/dragon"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("unknown game \"chinese-poker/dragon\"; did you mean one of: chinese-poker/basic"),
        "{stderr}"
    );
}

// ---- Chinese poker ----

#[test]
fn chinese_four_player_table_totals_plus3_minus5_plus3_minus1() {
    let report = showdown("chinese-four-players");
    assert_eq!(report["totals"], json!({"North": 3, "East": -5, "South": 3, "West": -1}));
    // A unit is worth 5.
    assert_eq!(report["amounts"], json!({"North": 15, "East": -25, "South": 15, "West": -5}));
    assert_eq!(report["table"][1], "North v East | North | North | North | +3 | -3 |  | ");
    assert_eq!(report["table"][7], "Total |  |  |  | +3 | -5 | +3 | -1");
    let north_south = &report["pairings"][1];
    assert_eq!(north_south["players"], json!(["North", "South"]));
    assert_eq!(north_south["rows"], json!({"front": "South", "middle": "South", "back": "North"}));
    assert_eq!(north_south["net"], json!({"North": -1, "South": 1}));
    assert_eq!(report["players"][3]["rows"]["back"]["description"], "Full house, aces full of kings");
    assert_eq!(report["settlement"], Value::Null);
}

#[test]
fn chinese_bonus_example_a_pays_three_units_to_b() {
    let report = showdown("chinese-bonus");
    assert_eq!(report["totals"], json!({"A": -3, "B": 3}));
    assert_eq!(
        report["pairings"][0]["payments"],
        json!([
            {"reason": "front row", "to": "A", "from": "B", "units": 3},
            {"reason": "middle row", "to": "B", "from": "A", "units": 2},
            {"reason": "back row", "to": "B", "from": "A", "units": 4},
        ])
    );
}

#[test]
fn chinese_chip_limited_settlement_a_with_8_chips_ends_with_12() {
    let report = showdown("chinese-chip-limited");
    let settlement = &report["settlement"];
    assert_eq!(settlement["chips"]["A"], 12);
    let total: u64 = settlement["chips"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
    assert_eq!(total, 8 + 50 * 3, "chips are conserved");
    // Settled A-B, A-C, A-D, ...: A won 6 from B, could pay C only 2 of 6, and nothing was left for D.
    let transfers = settlement["transfers"].as_array().unwrap();
    assert_eq!(transfers[0], json!({"stage": "hands", "from": "B", "to": "A", "owed": 6, "paid": 6}));
    assert_eq!(transfers[1], json!({"stage": "hands", "from": "A", "to": "C", "owed": 6, "paid": 2}));
    assert_eq!(transfers[2], json!({"stage": "hands", "from": "A", "to": "D", "owed": 1, "paid": 0}));
}

/// The four-player file with `from` replaced by `to`, through `cap showdown -`.
fn chinese_with(from: &str, to: &str) -> std::process::Output {
    let text = hand_text("chinese-four-players");
    assert!(text.contains(from), "the test hand contains {from}");
    cap_with_stdin(&["showdown", "-"], &text.replacen(from, to, 1))
}

#[test]
fn chinese_special_hands_surrender_options_and_aces_are_scored_by_the_rule_set() {
    // North declares six pairs (3 units from each under the typical table), East surrenders (as
    // losing two of three: 1 to each), and the aces side bet is on.
    let text = hand_text("chinese-four-players")
        .replace("chinese-poker/basic", "chinese-poker/typical-bonus")
        .replace(
            "\"chip\": 5,",
            "\"chip\": 5, \"options\": {\"surrender\": \"two-of-three\", \"aces\": \"on\"},",
        )
        .replace(
            r#""front": "3h 3d 4c", "middle": "9c 9d As Kc 2h", "back": "4d 5c 6d 7c 8c""#,
            r#""cards": "3h 3d 4c 4d 9c 9d 5c 5s 7c 7h 8c 8d As", "special": "six-pairs""#,
        )
        .replace(
            r#""front": "Qc 8d 3s", "middle": "5s 5d Ks 4h 2s", "back": "Js Jh 7s 7h Tc""#,
            r#""surrender": true"#,
        );
    let output = cap_with_stdin(&["showdown", "-"], &text);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["players"][0]["special"], "six pairs");
    assert_eq!(report["players"][1]["hand"], "surrendered");
    let north_east = &report["pairings"][0]["payments"];
    assert_eq!(*north_east, json!([{"reason": "surrender", "to": "North", "from": "East", "units": 1}]));
    // North's one ace against West's three: West is paid 6 - 1 on top of losing to six pairs.
    let north_west = report["pairings"][2]["payments"].as_array().unwrap();
    assert!(
        north_west.contains(&json!({"reason": "special hand", "to": "North", "from": "West", "units": 3}))
    );
    assert!(
        north_west.contains(&json!({"reason": "aces side bet", "to": "West", "from": "North", "units": 5}))
    );
}

/// The refusal of `output`: exit code 1, nothing on stdout, and stderr naming every needle.
fn assert_refused(output: std::process::Output, needles: &[&str]) {
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty());
    for needle in needles {
        assert!(stderr.contains(needle), "stderr {stderr:?} should name {needle:?}");
    }
}

#[test]
fn chinese_duplicate_card_names_both_players_and_rows() {
    let output = chinese_with("\"Js Jh 7s 7h Tc\"", "\"Js Jh 7s 7h As\"");
    assert_refused(output, &["As is both in North's middle and in East's back"]);
}

#[test]
fn chinese_wrong_row_size_names_the_player_and_row() {
    let output = chinese_with("\"Qc 8d 3s\"", "\"Qc 8d\"");
    assert_refused(output, &["East's front has 2 cards", "the front holds 3"]);
    let output = chinese_with("\"Js Jh 7s 7h Tc\"", "\"Js Jh 7s 7h Tc 2c\"");
    assert_refused(output, &["East's back has 6 cards", "the back holds 5"]);
}

#[test]
fn chinese_unknown_card_names_the_player_and_row() {
    let output = chinese_with("\"Qc 8d 3s\"", "\"Qc 8d 1s\"");
    assert_refused(output, &["East's front", "1s"]);
}

#[test]
fn chinese_unknown_rule_set_lists_the_known_ones() {
    let output = chinese_with("chinese-poker/basic", "chinese-poker/dragon-rules");
    assert_refused(
        output,
        &["unknown game \"chinese-poker/dragon-rules\"", "chinese-poker/hawaiian-gardens"],
    );
}

#[test]
fn chinese_unknown_option_or_choice_is_named() {
    let output = chinese_with("\"chip\": 5,", "\"chip\": 5, \"options\": {\"jokers\": \"on\"},");
    assert_refused(output, &["no option \"jokers\"", "overall-point"]);
    let output = chinese_with("\"chip\": 5,", "\"chip\": 5, \"options\": {\"sweep\": \"lots\"},");
    assert_refused(output, &["option sweep", "\"lots\""]);
}

#[test]
fn chinese_special_hand_must_be_in_the_rule_set_and_in_the_cards() {
    let six_pairs = r#""cards": "3h 3d 4c 4d 9c 9d 5c 5s 7c 7h 8c 8d As", "special": "six-pairs""#;
    let north = r#""front": "3h 3d 4c", "middle": "9c 9d As Kc 2h", "back": "4d 5c 6d 7c 8c""#;
    // The basic rule set pays no special hands.
    assert_refused(
        chinese_with(north, six_pairs),
        &["North declares \"six-pairs\"", "its special hands: none"],
    );
    let not_six_pairs = six_pairs.replace("8d", "Kc");
    let text =
        hand_text("chinese-four-players").replace("chinese-poker/basic", "chinese-poker/typical-bonus");
    let output = cap_with_stdin(&["showdown", "-"], &text.replacen(north, &not_six_pairs, 1));
    assert_refused(output, &["North's cards", "are not six pairs"]);
}

#[test]
fn chinese_surrender_needs_a_rule_set_that_allows_it() {
    let east = r#""front": "Qc 8d 3s", "middle": "5s 5d Ks 4h 2s", "back": "Js Jh 7s 7h Tc""#;
    assert_refused(chinese_with(east, r#""surrender": true"#), &["East surrendered", "option surrender"]);
}

#[test]
fn chinese_chips_are_given_for_everyone_or_nobody() {
    let output = chinese_with("\"name\": \"South\",", "\"name\": \"South\", \"chips\": 20,");
    assert_refused(output, &["South has chips in front but North has none"]);
}

// ---- Open Face Chinese ----

#[test]
fn ofc_rows_royalties_fouls_scoops_points_and_fantasyland() {
    let report = showdown("ofc-three-players");
    // Ann: QQ in front (7) and a straight in the back (2). Ben fouled (AA over 55). Cat: middle
    // trips (2) and a back flush (4), playing in Fantasyland.
    let ann = &report["players"][0];
    assert_eq!(ann["royalties"], 9);
    assert_eq!(ann["rows"]["front"]["royalty"], 7);
    assert_eq!(ann["fantasyland"], json!({"played_in": false, "qualifies": true, "cards": 14}));
    let ben = &report["players"][1];
    assert!(ben["foul"].as_str().unwrap().contains("front"), "{ben}");
    assert_eq!(ben["royalties"], 0);
    assert_eq!(ben["fantasyland"]["qualifies"], false);
    assert_eq!(report["players"][2]["fantasyland"], json!({"played_in": true, "stays": false}));
    // Ann scoops the fouled Ben: 3 rows + 3 scoop + 9 royalties.
    let ann_ben = &report["pairings"][0];
    assert_eq!(ann_ben["scoop"], "Ann");
    assert_eq!(
        (&ann_ben["row_points"], &ann_ben["scoop_points"], &ann_ben["royalty_points"]),
        (&json!(3), &json!(3), &json!(9))
    );
    // Ann wins the front only against Cat (-1) but has 3 more royalty points: +2.
    assert_eq!(report["pairings"][1]["net"], json!({"Ann": 2, "Cat": -2}));
    assert_eq!(report["totals"], json!({"Ann": 17, "Ben": -27, "Cat": 10}));
}

/// The one seating rule (`engine::seating`): names are compared as people read them.
#[test]
fn hand_files_refuse_two_names_that_read_the_same() {
    for name in ["ofc-three-players", "draw32-parole"] {
        let text = hand_text(name).replacen("\"name\": \"Ben\"", "\"name\": \" ann\\u200b\"", 1);
        assert_refused(
            cap_with_stdin(&["showdown", "-"], &text),
            &["read as the same name", "names must differ"],
        );
        let text = hand_text(name).replacen("\"name\": \"Ben\"", "\"name\": \"\\u200b \"", 1);
        assert_refused(cap_with_stdin(&["showdown", "-"], &text), &["player 2 has no name"]);
    }
}

#[test]
fn ofc_refuses_an_unfinished_row_and_a_fourth_pineapple_player() {
    let text = hand_text("ofc-three-players");
    let output = cap_with_stdin(&["showdown", "-"], &text.replacen("\"Qs Qh 3c\"", "\"Qs Qh\"", 1));
    assert_refused(output, &["Ann's front has 2 cards", "the front holds 3"]);
    let four = text
        .replace("open-face-chinese/standard", "open-face-chinese/pineapple")
        .replace("\"fantasyland\": true }", "\"fantasyland\": true },\n    { \"name\": \"Dan\", \"front\": \"\", \"middle\": \"\", \"back\": \"\" }");
    assert_refused(cap_with_stdin(&["showdown", "-"], &four), &["2 to 3 players, not 4"]);
    let output = cap_with_stdin(
        &["showdown", "-"],
        &text.replacen("\"chip\": 1,", "\"chip\": 1, \"options\": {\"fantasyland\": \"forever\"},", 1),
    );
    assert_refused(output, &["option fantasyland", "\"forever\""]);
}

/// `docs/rules.md`, "Fantasyland": the rows and the discards are the cards dealt, scored like any
/// hand, with the helper's best arrangement beside what was played.
#[test]
fn ofc_fantasyland_seat_with_its_discards_is_scored_with_the_best_arrangement() {
    let text = hand_text("ofc-three-players").replacen(
        "\"fantasyland\": true }",
        "\"fantasyland\": true, \"discards\": \"7s\" }",
        1,
    );
    let output = cap_with_stdin(&["showdown", "-"], &text);
    let report: Value = serde_json::from_slice(&stdout_bytes(&output)).unwrap();
    let cat = &report["players"][2]["fantasyland"];
    assert_eq!((&cat["dealt"], &cat["discards"], &cat["stays"]), (&json!(14), &json!("7s"), &json!(false)));
    // Cat played 6 royalties. Jacks in front (6), a heart flush in the middle (8) and sixes full in
    // the back (6) were 20 but leave Fantasyland; twos full of tens in the middle (12) and sixes
    // full of jacks in the back (6) are 18 and stay.
    let best = &cat["best_arrangement"];
    assert_eq!(
        (&best["richest"]["rows"], &best["richest"]["royalties"], &best["richest"]["stays"]),
        (&json!("Jh Jd Td / Th 9h 5h 4h 2h / 6h 6d 6s 2d 2c"), &json!(20), &json!(false))
    );
    assert_eq!((&best["staying"]["royalties"], &best["staying"]["stays"]), (&json!(18), &json!(true)));
    assert!(best["staying"]["rows"].as_str().unwrap().contains("/ Th Td 2h 2d 2c /"), "{best}");
    // The score is that of the rows, as without the discards.
    assert_eq!(report["totals"], json!({"Ann": 17, "Ben": -27, "Cat": 10}));

    let refused = |from: &str, to: &str, needles: &[&str]| {
        assert_refused(cap_with_stdin(&["showdown", "-"], &text.replacen(from, to, 1)), needles)
    };
    refused(
        "\"discards\": \"7s\"",
        "\"discards\": \"7s 7d\"",
        &["Cat in Fantasyland: 15 cards dealt", "dealt 14"],
    );
    refused(
        "\"discards\": \"7s\"",
        "\"discards\": \"Ah\"",
        &["Ah is both in Ben's front and in Cat's discards"],
    );
    refused(
        "\"name\": \"Ben\",",
        "\"name\": \"Ben\", \"discards\": \"7d\",",
        &["Ben's discards", "only a player in Fantasyland"],
    );
    refused(
        "\"chip\": 1,",
        "\"chip\": 1, \"options\": {\"stay\": \"never\"},",
        &["option stay", "\"never\"", "trips-or-quads"],
    );
    // Progressive Fantasyland allows 15; the stricter stay rule is read.
    let progressive = text.replacen("\"discards\": \"7s\"", "\"discards\": \"7s 7d\"", 1).replacen(
        "\"chip\": 1,",
        "\"chip\": 1, \"options\": {\"fantasyland\": \"progressive\", \"stay\": \"trips-or-quads\"},",
        1,
    );
    let report: Value =
        serde_json::from_slice(&stdout_bytes(&cap_with_stdin(&["showdown", "-"], &progressive))).unwrap();
    assert_eq!(report["players"][2]["fantasyland"]["dealt"], 15);
}

fn stdout_bytes(output: &std::process::Output) -> Vec<u8> {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    output.stdout.clone()
}

// ---- 32-card draw ----

#[test]
fn draw32_equal_two_pairs_are_decided_by_suit_in_the_main_and_the_side_pot() {
    let report = showdown("draw32-suit-tie-break");
    let pots = report["pots"].as_array().unwrap();
    // Main pot: 40 from Ann, Ben and Dan and Cat's folded 20; side pot: Ben's and Dan's other 60.
    assert_eq!(pots[0]["amount"], 140);
    assert_eq!(pots[0]["eligible"], json!(["Ann", "Ben", "Dan"]));
    assert_eq!(pots[1]["amount"], 120);
    assert_eq!(pots[1]["eligible"], json!(["Ben", "Dan"]));
    for pot in pots {
        assert_eq!(pot["winners"][0]["player"], "Ben");
    }
    assert_eq!(pots[0]["winners"][0]["description"], "Two pair, kings and jacks (nine of hearts kicker)");
    assert_eq!(report["payouts"], json!({"Ann": 0, "Ben": 260, "Cat": 0, "Dan": 0}));
    // Four players: small 10 left of the dealer, big 20, over 40; no-limit bets start at 40.
    assert_eq!(report["blinds"][2], json!({"player": "Dan", "blind": "over", "amount": 40}));
    assert_eq!(report["limits"]["first_round"]["min_bet"], 40);
}

#[test]
fn draw32_parole_shares_the_pot_odd_chip_from_the_dealers_left() {
    let report = showdown("draw32-parole");
    // Cat deals and folded: Dan is first left of the dealer still in, so the odd chip is his.
    assert_eq!(report["pots"][0]["payouts"], json!({"Dan": 4, "Ann": 3, "Ben": 3}));
    assert_eq!(report["payouts"], json!({"Ann": 3, "Ben": 3, "Cat": 0, "Dan": 4}));
    assert_eq!(report["pots"][0]["instructions"][0], "Parole: share the pot (10): Dan 4, Ann 3, Ben 3.");
}

#[test]
fn draw32_refuses_a_card_outside_the_32_card_deck_and_a_short_hand() {
    let text = hand_text("draw32-suit-tie-break");
    let output =
        cap_with_stdin(&["showdown", "-"], &text.replacen("\"As Ad 7c 8c Tc\"", "\"As Ad 6c 8c Tc\"", 1));
    assert_refused(output, &["6c (in Dan's hand) is not in the 32-card deck"]);
    let output =
        cap_with_stdin(&["showdown", "-"], &text.replacen("\"As Ad 7c 8c Tc\"", "\"As Ad 7c 8c\"", 1));
    assert_refused(output, &["Dan's hand has four cards", "five"]);
    let output =
        cap_with_stdin(&["showdown", "-"], &text.replacen("\"As Ad 7c 8c Tc\"", "\"As Kh 7c 8c Tc\"", 1));
    assert_refused(output, &["Kh is both in Ann's hand and in Dan's hand"]);
    let output = cap_with_stdin(
        &["showdown", "-"],
        &text.replacen("\"contributed\": 40", "\"contributed\": 40, \"colour\": 1", 1),
    );
    assert_refused(output, &["unknown field \"colour\"", "line 8"]);
}

// ---- the documentation ----

#[test]
fn every_complete_example_in_the_hand_file_document_is_read_and_resolved() {
    let doc = std::fs::read_to_string(format!("{}/docs/hand-file.md", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let examples: Vec<&str> =
        doc.split("```json\n").skip(1).map(|b| b.split("```").next().unwrap()).collect();
    // The CAP example and its printed result show elided cards ("…"); the rest are whole files.
    let whole: Vec<&&str> = examples.iter().filter(|e| !e.contains('…') && !e.contains("...")).collect();
    assert_eq!(whole.len(), 3, "the Chinese poker, OFC and 32-card draw examples");
    for example in whole {
        let output = cap_with_stdin(&["showdown", "-"], example);
        assert!(output.status.success(), "{example}: {}", String::from_utf8_lossy(&output.stderr));
    }
}

#[test]
fn chinese_every_rule_set_resolves_the_four_player_table_and_balances() {
    let games = stdout(&cap(&["games"]));
    let ids: Vec<&str> = games
        .lines()
        .map(|l| l.split('\t').next().unwrap())
        .filter(|id| id.starts_with("chinese-poker/"))
        .collect();
    assert_eq!(ids.len(), RuleSetId::ALL.len());
    for id in ids {
        let output = chinese_with("chinese-poker/basic", id);
        assert!(output.status.success(), "{id}: {}", String::from_utf8_lossy(&output.stderr));
        let report: Value = serde_json::from_slice(&output.stdout).unwrap();
        let totals = report["totals"].as_object().unwrap();
        assert_eq!(totals.len(), 4, "{id}");
        // Every unit one player wins another pays (in a pool game, through the pool).
        assert_eq!(totals.values().map(|v| v.as_i64().unwrap()).sum::<i64>(), 0, "{id}");
        assert_eq!(report["game"], id);
        assert_eq!(report["pool"].is_null(), id != "chinese-poker/pool", "{id}");
    }
}

#[test]
fn chinese_options_on_the_basic_rule_set_score_like_the_named_rule_sets_they_imitate() {
    let totals = |output: std::process::Output| -> Value {
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        serde_json::from_slice::<Value>(&output.stdout).unwrap()["totals"].clone()
    };
    let with_option = |key: &str, choice: &str| {
        totals(chinese_with(
            "\"chip\": 5,",
            &format!("\"chip\": 5, \"options\": {{\"{key}\": \"{choice}\"}},"),
        ))
    };
    let named = |id: &str| totals(chinese_with("chinese-poker/basic", id));
    assert_eq!(with_option("overall-point", "1"), named("chinese-poker/overall-point"));
    assert_eq!(with_option("sweep", "3"), named("chinese-poker/sweep-bonus-three"));
    assert_eq!(with_option("sweep", "1"), named("chinese-poker/sweep-bonus-one"));
    assert_ne!(with_option("sweep", "3"), named("chinese-poker/basic"), "North swept East");
}

#[test]
fn chinese_pool_and_single_winner_games_take_set_hands_and_the_pool_settles_itself() {
    let east = r#""front": "Qc 8d 3s", "middle": "5s 5d Ks 4h 2s", "back": "Js Jh 7s 7h Tc""#;
    let text = hand_text("chinese-four-players").replacen(east, r#""surrender": true"#, 1);
    let text = text.replace("chinese-poker/basic", "chinese-poker/single-winner");
    assert_refused(cap_with_stdin(&["showdown", "-"], &text), &["East must set three rows", "Single winner"]);
    // Nor is the surrender option read and then ignored: it is refused, naming it.
    let with_option =
        text.replace("\"chip\": 5,", "\"chip\": 5, \"options\": {\"surrender\": \"two-of-three\"},");
    assert_refused(
        cap_with_stdin(&["showdown", "-"], &with_option),
        &["option surrender: surrender does not apply to \"Single winner (Pusoy)\": it pays the single winner only"],
    );
    let chips = hand_text("chinese-four-players")
        .replace("chinese-poker/basic", "chinese-poker/pool")
        .replace("\" }", "\", \"chips\": 20 }");
    assert_refused(cap_with_stdin(&["showdown", "-"], &chips), &["settled through the pool", "chips"]);
}

#[test]
fn chinese_vietnamese_sweep_x2_x3_doubles_one_opponent_and_triples_everyone() {
    // North sweeps East and South (3 rows each, tripled); South sweeps East (doubled).
    let report = showdown("chinese-vietnamese-sweep");
    assert_eq!(report["options"], json!({"sweep": "x2/x3"}));
    assert_eq!(report["totals"], json!({"North": 18, "East": -15, "South": -3}));
    let north_east = report["pairings"][0]["payments"].as_array().unwrap();
    assert!(north_east
        .contains(&json!({"reason": "sweep multiplier", "to": "North", "from": "East", "units": 6})));
    let south_east = &report["pairings"][2];
    assert_eq!(south_east["net"], json!({"East": -6, "South": 6}));
    // The same table with Singapore's x1/x2: only sweeping everyone is doubled.
    let text = hand_text("chinese-vietnamese-sweep").replace("x2/x3", "x1/x2");
    let output = cap_with_stdin(&["showdown", "-"], &text);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["totals"], json!({"North": 12, "East": -9, "South": -3}));
}

#[test]
fn chinese_pool_sweep_option_takes_the_whole_pool_and_3_more_from_each() {
    let report = showdown("chinese-pool-sweep");
    assert_eq!(report["pool"]["sweeper"], "North");
    assert_eq!(report["totals"], json!({"North": 12, "East": -6, "South": -6}));
    let sweep: Vec<&Value> = report["pairings"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["payments"].as_array().unwrap())
        .collect();
    assert_eq!(sweep.len(), 2);
    assert!(sweep.iter().all(|p| p["reason"] == "sweep bonus" && p["to"] == "North" && p["units"] == 3));
    // Without the option (or with "none") the sweeper takes the pool only.
    let none = hand_text("chinese-pool-sweep").replace("\"sweep\": \"3\"", "\"sweep\": \"none\"");
    let output = cap_with_stdin(&["showdown", "-"], &none);
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["totals"], json!({"North": 6, "East": -3, "South": -3}));
}

#[test]
fn chinese_an_option_the_rule_set_does_not_take_is_refused_naming_it() {
    let pool = hand_text("chinese-pool-sweep");
    let with = |text: &str, options: &str| {
        let replaced =
            text.replace("{ \"sweep\": \"3\" }", options).replace("{ \"sweep\": \"x2/x3\" }", options);
        assert_ne!(replaced, text);
        cap_with_stdin(&["showdown", "-"], &replaced)
    };
    assert_refused(
        with(&pool, "{ \"sweep\": \"x2/x3\" }"),
        &["option sweep: a sweep multiplier does not apply to \"Winning from a pool\""],
    );
    assert_refused(
        with(&pool, "{ \"overall-point\": \"1\" }"),
        &["option overall-point: the overall point does not apply to \"Winning from a pool\": it pays through the pool"],
    );
    assert_refused(
        with(&pool, "{ \"aces\": \"on\" }"),
        &["option aces: the aces side bet does not apply to \"Winning from a pool\""],
    );
    let vietnamese = hand_text("chinese-vietnamese-sweep");
    assert_refused(
        with(&vietnamese, "{ \"small-cards\": \"2-10\" }"),
        &["option small-cards: the small cards' range does not apply to \"Vietnamese Xập Xám\": it pays no small cards"],
    );
    assert_refused(
        with(&vietnamese, "{ \"sweep\": \"x0/x3\" }"),
        &["option sweep: \"x0/x3\" is not a choice", "x2/x3"],
    );
    assert_refused(with(&vietnamese, "{ \"dragon\": \"0\" }"), &["option dragon: \"0\" is not a choice"]);
}

#[test]
fn chinese_singapore_dragon_26_and_small_cards_2_to_10_are_scored_by_cap_showdown() {
    let text = hand_text("chinese-vietnamese-sweep")
        .replace("chinese-poker/vietnamese", "chinese-poker/singapore")
        .replace("\"sweep\": \"x2/x3\"", "\"sweep\": \"x1/x2\", \"dragon\": \"26\", \"small-cards\": \"2-10\"")
        .replace(
            "{ \"name\": \"South\", \"front\": \"Qc 4h 3h\", \"middle\": \"7s 7h 6s 6h 2s\", \"back\": \"8s 8h 8c Td Js\" }",
            "{ \"name\": \"South\", \"front\": \"Qc 4h 3h\", \"middle\": \"7s 7h 6s 6h 2s\", \"back\": \"8s 8h 8c Td Js\" },\n    \
             { \"name\": \"West\", \"cards\": \"2h 3s 4s 5h 6c 7d 8d 9d Tc Jc Qd Kc Ac\", \"special\": \"dragon\" }",
        );
    let output = cap_with_stdin(&["showdown", "-"], &text);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    // West's dragon wins 26 from each; with a special hand at the table North swept two of three
    // opponents, which is not everyone, so the sweep is not doubled.
    assert_eq!(report["totals"], json!({"North": 3 + 3 - 26, "East": -3 - 3 - 26, "South": -26, "West": 78}));
    // Small cards from 2 to 10: East's thirteen cards with a ten are a claim worth 3.
    let small = text
        .replace(
            "\"front\": \"9h 5s 2d\", \"middle\": \"Qs Qh 7c 6d 4d\", \"back\": \"Ts Th 9s 9c 3d\"",
            "\"cards\": \"9h 5s 2d 7c 6d 4d 3d 9s 9c Ts Th 5d 5c\", \"special\": \"small-cards\"",
        )
        .replace("\"As Ah Ad 5c 5d\"", "\"As Ah Ad Qs Qh\"");
    let output = cap_with_stdin(&["showdown", "-"], &small);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let report: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(report["players"][1]["special"], "small cards (2 to 10)");
    let without = small.replace(", \"small-cards\": \"2-10\"", "");
    assert_refused(
        cap_with_stdin(&["showdown", "-"], &without),
        &["East's cards", "are not small cards (2 to 9)"],
    );
}
