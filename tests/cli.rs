//! The `cap` binary as a user runs it.

use std::process::Command;

pub(crate) fn cap(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cap")).args(args).output().expect("the cap binary runs")
}

#[test]
fn help_lists_commands_and_succeeds() {
    let output = cap(&["help"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("Usage: cap <command>"), "{stdout}");
}

#[test]
fn version_prints_package_version() {
    let output = cap(&["--version"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(stdout.trim(), format!("cap {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn unknown_command_is_named_on_stderr_with_exit_code_2() {
    let output = cap(&["shuffle"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("unknown command \"shuffle\""), "{stderr}");
    assert!(output.stdout.is_empty());
}

/// Runs `cap` with `stdin` piped in.
pub(crate) fn cap_with_stdin(args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_cap"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cap binary runs");
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// An Omaha hand: Ann's As Ad with the board's Ah make three aces; Ben's one heart makes no flush.
const OMAHA_HAND: &str = r#"{
  "format": 1,
  "game": "omaha/high",
  "button": 1,
  "chip": 5,
  "players": [
    {"name": "Ann", "hole": "As Ad 3c 4c", "contributed": 100},
    {"name": "Ben", "hole": "5h 6s 7s 8s", "contributed": 105}
  ],
  "board": {"1.f1": "Ah", "1.f2": "Kh", "1.f3": "Qh", "1.t": "7c", "1.r": "2d"}
}"#;

/// Writes `text` to a file of its own under the temporary directory and returns the path.
fn hand_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("cap-cli-{}-{name}.json", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

fn payouts(stdout: &[u8]) -> serde_json::Value {
    let report: serde_json::Value = serde_json::from_slice(stdout).expect("stdout is JSON");
    report["payouts"].clone()
}

#[test]
fn showdown_reads_a_file_and_prints_payouts_in_money() {
    // Ann's three aces win the 200 both matched; Ben's extra 5 nobody matched comes back to him.
    let path = hand_file("omaha", OMAHA_HAND);
    let output = cap(&["showdown", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty());
    assert_eq!(payouts(&output.stdout), serde_json::json!({"Ann": 200, "Ben": 5}));
}

#[test]
fn showdown_reads_stdin_when_the_file_is_a_dash() {
    let output = cap_with_stdin(&["showdown", "-"], OMAHA_HAND);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(payouts(&output.stdout), serde_json::json!({"Ann": 200, "Ben": 5}));
}

#[test]
fn showdown_report_reads_in_order_with_players_in_seat_order() {
    // Zoe sits before Ben: the report follows the table and its own layout, not the alphabet.
    let output = cap_with_stdin(&["showdown", "-"], &OMAHA_HAND.replace("Ann", "Zoe"));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8(output.stdout).unwrap();
    let at = |needle: &str| text.find(needle).unwrap_or_else(|| panic!("{needle} in {text}"));
    assert!(at("\"game\"") < at("\"pots\"") && at("\"pots\"") < at("\"forfeits\""), "{text}");
    assert!(at("\"player\"") < at("\"cards\"") && at("\"cards\"") < at("\"description\""), "{text}");
    let totals = &text[text.rfind("\"payouts\"").unwrap()..];
    assert!(totals.find("\"Zoe\"").unwrap() < totals.find("\"Ben\"").unwrap(), "{totals}");
}

/// Runs `cap showdown -` on the Omaha hand with `from` replaced by `to`, expecting a failure whose
/// stderr contains every one of `needles`.
fn refused(from: &str, to: &str, needles: &[&str]) {
    assert!(OMAHA_HAND.contains(from), "the test hand contains {from}");
    let output = cap_with_stdin(&["showdown", "-"], &OMAHA_HAND.replacen(from, to, 1));
    assert_eq!(output.status.code(), Some(1), "{to}: exit code");
    assert!(output.stdout.is_empty(), "{to}: nothing on stdout");
    let stderr = String::from_utf8(output.stderr).unwrap();
    for needle in needles {
        assert!(stderr.contains(needle), "{to}: stderr {stderr:?} should name {needle:?}");
    }
}

#[test]
fn showdown_duplicate_card_names_both_places() {
    refused("\"As Ad 3c 4c\"", "\"As Ad 3c Ah\"", &["Ah", "Ann's hole cards", "board position 1.f1"]);
}

#[test]
fn showdown_unknown_card_is_named() {
    refused("\"5h 6s 7s 8s\"", "\"5h 6s 7s 1x\"", &["1x", "Ben"]);
}

#[test]
fn showdown_unknown_position_is_named_with_the_known_ones() {
    refused("\"1.r\"", "\"1.river\"", &["1.river", "1.f1"]);
}

#[test]
fn showdown_wrong_number_of_hole_cards_says_how_many() {
    refused("\"5h 6s 7s 8s\"", "\"5h 6s 7s\"", &["Ben", "3 hole cards", "4"]);
}

#[test]
fn showdown_missing_board_card_names_the_position() {
    refused(", \"1.r\": \"2d\"", "", &["1.r", "no card"]);
}

#[test]
fn showdown_unknown_game_is_named() {
    refused("\"omaha/high\"", "\"omaha/hi\"", &["omaha/hi", "omaha/high"]);
}

#[test]
fn showdown_unknown_option_is_named() {
    refused("\"button\": 1,", "\"options\": {\"low\": \"7-2\"}, \"button\": 1,", &["\"low\"", "omaha/high"]);
}

#[test]
fn showdown_missing_file_is_named() {
    let output = cap(&["showdown", "/nonexistent/cap-hand.json"]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("/nonexistent/cap-hand.json"), "{stderr}");
}

/// Hold'em no limit 5/10 with the stacks known: Cat has the button, Ann posts 5 and Ben, with 4,
/// is all-in for less than the big blind.
const WITH_STACKS: &str = r#"{"format":1,"game":"holdem/high","button":2,"chip":1,
  "players":[{"name":"Ann","hole":"AsAh","stack":100},{"name":"Ben","hole":"KsKh","stack":4},{"name":"Cat","hole":"2c7d","stack":200}],
  "board":{"1.f1":"Qd","1.f2":"9c","1.f3":"5h","1.t":"3s","1.r":"Jd"},
  "betting":{"limit":"no-limit","blinds":[5,10],"actions":[ACTIONS]}}"#;

fn bet_json(actions: &str) -> serde_json::Value {
    let output = cap_with_stdin(&["bet", "-"], &WITH_STACKS.replace("ACTIONS", actions));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("stdout is JSON")
}

#[test]
fn bet_with_stacks_prints_the_all_in_and_the_no_limit_maximum_is_the_stack() {
    let v = bet_json("");
    assert_eq!(v["to_act"], "Cat");
    assert_eq!((v["to_call"].as_u64(), v["min_raise_to"].as_u64()), (Some(10), Some(20)), "the full blind");
    assert_eq!((v["max_raise_to"].as_u64(), v["all_in_to"].as_u64()), (Some(200), Some(200)));
    assert_eq!(v["actions"], serde_json::json!(["fold", "call", "raise", "all-in"]));
    assert_eq!(v["all_in"], serde_json::json!(["Ben"]), "short of the big blind: all-in for 4");
    assert_eq!(v["behind"], serde_json::json!({"Ann": 95, "Ben": 0, "Cat": 200}));
}

#[test]
fn bet_with_stacks_an_all_in_needs_no_amount_and_a_call_for_more_is_all_in_for_less() {
    let v = bet_json(r#"{"player":"Cat","act":"all-in"}"#);
    assert_eq!(v["contributed"], serde_json::json!({"Ann": 5, "Ben": 4, "Cat": 200}));
    // Ann faces 195 more with 95 behind: her call is all-in for it; she cannot raise.
    assert_eq!(v["to_act"], "Ann");
    assert_eq!((v["to_call"].as_u64(), v["all_in_to"].as_u64()), (Some(95), Some(100)));
    assert_eq!((v["min_raise_to"].is_null(), v["max_raise_to"].is_null()), (true, true));
    assert_eq!(v["actions"], serde_json::json!(["fold", "call", "all-in"]));
    let v = bet_json(r#"{"player":"Cat","act":"all-in"},{"player":"Ann","act":"call"}"#);
    assert_eq!(v["to_act"], serde_json::Value::Null, "everyone is all-in or matched");
    assert_eq!(v["all_in"], serde_json::json!(["Ann", "Ben", "Cat"]));
    assert_eq!(v["behind"], serde_json::json!({"Ann": 0, "Ben": 0, "Cat": 0}));
}

#[test]
fn bet_with_stacks_over_the_stack_is_refused_with_the_player_the_amount_and_the_stack() {
    let file = WITH_STACKS.replace("ACTIONS", r#"{"player":"Cat","act":"raise","to":300}"#);
    let output = cap_with_stdin(&["bet", "-"], &file);
    assert!(!output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr).trim(),
        "cap: betting action 1: Cat's raise to 300 is more than their stack of 200: they have 200 behind, so all-in is to 200"
    );
    let some = WITH_STACKS.replace(r#","stack":4"#, "").replace("ACTIONS", "");
    let output = cap_with_stdin(&["bet", "-"], &some);
    assert!(String::from_utf8_lossy(&output.stderr)
        .contains("Ben has no \"stack\" but Ann has: give every player's stack or nobody's"));
}

#[test]
fn showdown_with_stacks_pays_the_side_pots_the_all_ins_make() {
    // Cat all-in 200, Ann calls all-in 100, Ben is in for 4: main 12 (Ann's aces), side 192
    // (Ann's aces again), and Cat's 100 nobody matched back to her.
    let file =
        WITH_STACKS.replace("ACTIONS", r#"{"player":"Cat","act":"all-in"},{"player":"Ann","act":"call"}"#);
    let output = cap_with_stdin(&["showdown", "-"], &file);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(payouts(&output.stdout), serde_json::json!({"Ann": 204, "Ben": 0, "Cat": 100}));
}
