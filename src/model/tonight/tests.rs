use super::*;
use crate::engine::hand_file::evening::read;

fn four() -> Tonight {
    Tonight::start(&["Ann", "Ben", "Cat", "Dan"], 500, "0.10").unwrap()
}

fn stacks(t: &Tonight) -> Vec<u64> {
    t.players().iter().map(|p| p.stack).collect()
}

#[test]
fn an_evening_starts_with_everyone_bought_in_and_the_first_on_the_button() {
    let t = four();
    assert_eq!(stacks(&t), [500; 4]);
    assert_eq!(t.next_words(), "Ann deals and calls the next game");
    assert!(t.players()[0].button);
    assert_eq!(t.value_words(), "a chip is worth 0.10");
    assert_eq!(t.conservation(), "stacks 2000 = bought 2000 − cashed out 0 ✓ chips conserved");
    assert_eq!(
        Tonight::start(&["Ann", " "], 100, "").unwrap_err(),
        "an evening needs at least two players, not 1"
    );
    assert!(Tonight::start(&["Ann", "Ben"], 100, "0.1.0").unwrap_err().contains("\"0.1.0\""));
    assert_eq!(Tonight::start(&["Ann", "Ben"], 100, "").unwrap().value_words(), "chips only");
}

#[test]
fn money_moves_are_refused_in_words_naming_the_player_and_the_amount() {
    let mut t = four();
    assert_eq!(t.rebuy(1, "200").unwrap(), "Ben rebought 200 chips (20.00)");
    assert_eq!(t.cash_out(2, "600").unwrap_err(), "Cat cashes out 600 chips but has 500");
    assert_eq!(t.cash_out(2, "abc").unwrap_err(), "Cat's cash-out: \"abc\" is not a whole number of chips");
    assert_eq!(t.rebuy(2, "0").unwrap_err(), "Cat's rebuy: 0 chips changes nothing");
    assert_eq!(t.cash_out(2, "100").unwrap(), "Cat cashed out 100 chips (10.00)");
    assert_eq!(stacks(&t), [500, 700, 400, 500]);
    assert_eq!(t.players()[1].net, "0 chips (0.00)");
    assert_eq!(t.leave(3).unwrap(), "Dan left, cashing out 500 chips (50.00)");
    assert_eq!(t.players()[3].presence, Presence::Left);
    assert_eq!(
        t.cash_out(3, "1").unwrap_err(),
        "Dan has no seat (not arrived yet, or left), so cannot cash out"
    );
    // A player who left buys in again with the same button.
    assert_eq!(t.rebuy(3, "100").unwrap(), "Dan bought in for 100 chips (10.00)");
    assert_eq!(t.conservation(), "stacks 1700 = bought 2300 − cashed out 600 ✓ chips conserved");
}

#[test]
fn sitting_out_passes_the_button_and_the_deal() {
    let mut t = four();
    t.sit_out(0).unwrap();
    assert_eq!(t.next_words(), "Ben deals and calls the next game");
    assert_eq!(t.sit_out(0).unwrap_err(), "Ann is sitting out, so cannot sit out again");
    let (names, button, stacks) = t.deal_in().unwrap();
    assert_eq!((names, button, stacks), (vec!["Ben".into(), "Cat".into(), "Dan".into()], 0, vec![500; 3]));
    t.come_back(0).unwrap();
    assert_eq!(t.deal_in().unwrap().0.len(), 4);
    assert_eq!(t.come_back(0).unwrap_err(), "Ann is not sitting out, so cannot return");
}

#[test]
fn a_late_joiner_takes_the_last_seat() {
    let mut t = Tonight::start(&["Ann", "Ben"], 100, "").unwrap();
    assert_eq!(t.join("Eve", "300").unwrap(), "Eve joined with 300 chips");
    assert_eq!(t.join("ann", "5").unwrap_err(), "Ann is already on tonight's list: use their Rebuy");
    assert_eq!(t.join("", "5").unwrap_err(), "type the new player's name");
    assert_eq!(t.join("Fay", "x").unwrap_err(), "Fay's buy-in: \"x\" is not a whole number of chips");
    assert_eq!(stacks(&t), [100, 100, 300]);
    assert_eq!(t.deal_in().unwrap().0, ["Ann", "Ben", "Eve"]);
}

#[test]
fn a_result_moves_the_stacks_and_the_button_and_a_correction_reflows_and_says_whose_changed() {
    let mut t = four();
    assert_eq!(
        t.record_result("omaha/high", "Ann 100 200, Ben 100 0").unwrap(),
        "hand 1 recorded: Ann won 200 (put in 100), Ben lost 100"
    );
    assert_eq!(stacks(&t), [600, 400, 500, 500]);
    assert_eq!(t.next_words(), "Ben deals and calls the next game");
    t.record_result("holdem/high", "Ben 400 0, Cat 400 800").unwrap();
    assert_eq!(stacks(&t), [600, 0, 900, 500]);
    assert_eq!(
        t.record_result("holdem/high", "Ann 50 0, Ben 50 100").unwrap_err(),
        "hand 3: Ben puts in 50 chips but has 0"
    );
    assert_eq!(t.deal_in().unwrap().0, ["Ann", "Cat", "Dan"], "a player with no chips is not dealt in");
    assert_eq!(t.games_called(), ["omaha/high ×1", "holdem/high ×1"]);
    // Hand 1 went the other way: Ben had 600, so hand 2 still stands.
    assert_eq!(
        t.correct(1, "Ann 100 0, Ben 100 200").unwrap(),
        "hand 1 corrected: Ann 600 → 400, Ben 0 → 200"
    );
    assert_eq!(stacks(&t), [400, 200, 900, 500]);
    let hands = t.hand_lines();
    assert_eq!(hands[1].number, 1);
    assert!(hands[1].corrected && !hands[0].corrected);
    assert_eq!(hands[1].numbers, "Ann 100 0, Ben 100 200");
    assert_eq!(hands[1].dealt, "Ann dealt; pot 200");
    assert_eq!(
        t.correct(2, "Ben 100 0, Cat 100 150").unwrap_err(),
        "the correction of hand 2: the chips are not conserved: 200 chips put in but 150 paid out (50 put in and never paid)"
    );
    assert_eq!(t.correct(5, "Ann 1 1, Ben 1 1").unwrap_err(), "there is no hand 5");
    assert_eq!(
        t.correct(1, "Ann 100").unwrap_err(),
        "\"Ann 100\" is not a player's name, chips put in and chips won (\"Ann 100 105\")"
    );
}

#[test]
fn the_settle_up_nets_and_transfers_add_up() {
    let mut t = four();
    t.record_result("omaha/high", "Ann 300 600, Ben 300 0").unwrap();
    t.cash_out(0, "200").unwrap();
    let s = t.settle();
    assert_eq!(s.players[0], "Ann: bought 500, took 800, net +300 chips (30.00)");
    assert_eq!(s.players[1], "Ben: bought 500, took 200, net -300 chips (-30.00)");
    assert_eq!(s.transfers, ["Ben pays Ann 300 chips (30.00)"]);
    assert_eq!(s.check, "money in equals money out: 2000 chips (200.00)");
}

#[test]
fn undo_takes_back_the_last_event_only() {
    let mut t = four();
    t.leave(1).unwrap();
    assert_eq!(t.undo_last().unwrap(), "took back: Ben leaving");
    assert_eq!(t.players()[1].presence, Presence::Seated);
    assert_eq!(stacks(&t), [500; 4]);
}

#[test]
fn the_export_is_the_evening_file_cap_evening_reads_and_the_store_round_trips() {
    let mut t = four();
    t.record_result("omaha/high", "Ann 100 200, Ben 100 0").unwrap();
    t.correct(1, "Ann 100 0, Ben 100 200").unwrap();
    let read = read(&t.export()).unwrap();
    assert_eq!(read.evening.now(), t.evening().now());
    let back =
        Tonight::from_saved(serde_json::from_str(&serde_json::to_string(&t.saved()).unwrap()).unwrap())
            .unwrap();
    assert_eq!(back.players(), t.players());
    assert_eq!(Tonight::import(&t.export()).unwrap().settle(), t.settle());
    assert!(Tonight::import("{}").unwrap_err().starts_with("not an evening file"));
}

/// A hand dealt with the guide and kept: the hand file of Ann and Ben, Ann all-in for her stack.
fn kept_hand(ann_puts_in: u64) -> HandFile {
    let json = format!(
        r#"{{"format":1,"game":"holdem/high","button":0,"chip":1,
        "players":[{{"name":"Ann","hole":"As Ad","contributed":{ann_puts_in}}},{{"name":"Ben","hole":"7c 2d","contributed":{ann_puts_in}}}],
        "board":{{"1.f1":"Ah","1.f2":"Kh","1.f3":"9s","1.t":"3c","1.r":"4d"}}}}"#
    );
    HandFile::from_json(&json).unwrap()
}

#[test]
fn a_kept_hand_is_recorded_once_and_its_correction_corrects_it() {
    let mut t = Tonight::start(&["Ann", "Ben"], 500, "").unwrap();
    assert_eq!(
        t.record(7, &kept_hand(500)).unwrap(),
        "hand 1 recorded: Ann won 1000 (put in 500), Ben lost 500"
    );
    assert_eq!(stacks(&t), [1000, 0]);
    // The hand screen corrects the same kept hand: hand 1 again, not a hand 2.
    assert_eq!(t.record(7, &kept_hand(100)).unwrap(), "hand 1 corrected: Ann 1000 → 600, Ben 0 → 400");
    assert_eq!(t.evening().results().len(), 1);
    assert_eq!(t.record(7, &kept_hand(100)).unwrap(), "hand 1 is recorded already");
    assert_eq!(t.evening().log().len(), 4, "kept again after a reload: no event added");
    let mut other = kept_hand(10);
    other.players[1].name = "Zed".into();
    assert!(!t.knows_all(&other));
    assert_eq!(t.record(8, &other).unwrap_err(), "hand 2: \"Zed\" is not one of the evening's players");
    assert_eq!(
        t.record(9, &kept_hand(700)).unwrap_err(),
        "hand 2: Ann's contributed 700 is more than their stack of 600"
    );
}
