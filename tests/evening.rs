//! Issue 34, the whole evening: the worked example of docs/evening.md, refusals that name the
//! event, the hand, the player and the amount, `cap evening`, and random evenings of real hands
//! (catalogue and declared games resolved by the showdown) with buy-ins, rebuys, late arrivals,
//! cash-outs, departures, sitting out and corrections, checked after every event against a plain
//! replay written here.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::evening::hand_result::HandResult;
use cap::engine::evening::money::ChipValue;
use cap::engine::evening::roster::Roster;
use cap::engine::evening::settle::{Mode, Party, SettleUp};
use cap::engine::evening::{Evening, Event, Note, Presence};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::hand_file::evening::{
    self as file, ChipsFile, CorrectFile, EveningFile, EventFile, HandSpec, PlayerRef, SettleFile,
};
use cap::engine::hand_file::{GameRef, HandFile};
use cap::engine::rng::XorShift;

use crate::cli::{cap, cap_with_stdin};

/// The worked example of docs/evening.md, word for word.
const WORKED_EXAMPLE: &str = include_str!("evenings/four_players.json");

fn stdout(output: &std::process::Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

fn refusal(text: &str) -> String {
    match file::read(text) {
        Ok(_) => panic!("read: {text}"),
        Err(e) => e,
    }
}

/// An evening file from its events (chips only, four players).
fn evening_of(events: &str) -> String {
    format!(r#"{{"format": 1, "players": ["Ann", "Ben", "Cat", "Dan"], "events": [{events}]}}"#)
}

const BUY_INS: &str = r#"{"buy_in": {"player": "Ann", "chips": 500}},
    {"buy_in": {"player": "Ben", "chips": 500}},
    {"buy_in": {"player": "Cat", "chips": 500}}"#;

#[test]
fn evening_worked_example_stacks_button_correction_and_settle_up() {
    let out = stdout(&cap(&["evening", "tests/evenings/four_players.json"]));
    let stacks = |i: usize| out["events"][i]["stacks"].clone();
    // Hand 1, a hand file: Ann's three aces win the Omaha pot of 210 (Cat folded after 10).
    assert_eq!(out["events"][3]["what"], "hand");
    assert_eq!(out["events"][3]["dealer"], "Ann");
    // Dan joins late; hand 2 is dealt by Ben (the button moved one seat) and is a result record.
    assert_eq!(out["events"][4]["late"], true);
    assert_eq!(out["events"][5]["dealer"], "Ben");
    // The correction of hand 1 (the pot was split) re-flows every later stack and names who changed:
    // Ann, and Ben, who had already left and whose cash-out changes.
    let correction = &out["events"][8];
    assert_eq!(correction["what"], "correct");
    assert_eq!(
        correction["changed"],
        serde_json::json!([
            {"player": "Ann", "was": 410, "now": 305},
            {"player": "Ben", "was": 0, "now": 0, "cashed_out_was": 450, "cashed_out_now": 555}
        ])
    );
    assert_eq!(stacks(3), serde_json::json!({"Ann": 505, "Ben": 505, "Cat": 490}), "hand 1 as corrected");
    assert_eq!(out["next"], serde_json::json!({"button": "Cat", "chooses": "Cat"}));
    assert_eq!(
        out["presence"],
        serde_json::json!({"Ann": "seated", "Ben": "left", "Cat": "seated", "Dan": "seated"})
    );
    let settle = &out["settle_up"];
    assert_eq!(settle["balanced"], true);
    assert_eq!(settle["check"], "money in equals money out: 2000 chips (200.00)");
    assert_eq!(
        settle["transfers"],
        serde_json::json!([
            {"from": "Ann", "to": "Dan", "chips": 150, "money": "15.00", "words": "Ann pays Dan 150 chips (15.00)"},
            {"from": "Ann", "to": "Ben", "chips": 45, "money": "4.50", "words": "Ann pays Ben 45 chips (4.50)"},
            {"from": "Cat", "to": "Ben", "chips": 10, "money": "1.00", "words": "Cat pays Ben 10 chips (1.00)"}
        ])
    );
    assert_eq!(
        settle["miscounts"],
        serde_json::json!(["event 10: Dan counted 440 chips but the hands leave 450: 10 chips (1.00) fewer"])
    );
    // The same file on stdin, in bank mode: everyone with a balance pays or is paid by the bank.
    let bank = WORKED_EXAMPLE.replacen("\"chip_value\"", "\"settle\": \"bank\", \"chip_value\"", 1);
    let out = stdout(&cap_with_stdin(&["evening", "-"], &bank));
    assert_eq!(out["settle_up"]["mode"], "bank");
    assert_eq!(out["settle_up"]["transfers"].as_array().unwrap().len(), 4);
    assert_eq!(out["settle_up"]["transfers"][0]["to"], "the bank");
}

#[test]
fn evening_refusals_name_the_event_the_hand_the_player_and_the_amount() {
    let over = format!(
        r#"{BUY_INS}, {{"result": {{"game": "holdem/high", "players": [
        {{"player": "Ann", "put_in": 600, "won": 1100}}, {{"player": "Ben", "put_in": 500, "won": 0}}]}}}}"#
    );
    assert_eq!(refusal(&evening_of(&over)), "event 4 (hand 1): Ann puts in 600 chips but has 500");
    let lost = format!(
        r#"{BUY_INS}, {{"result": {{"game": "holdem/high", "players": [
        {{"player": "Ann", "put_in": 100, "won": 150}}, {{"player": "Ben", "put_in": 100, "won": 0}}]}}}}"#
    );
    assert_eq!(
        refusal(&evening_of(&lost)),
        "event 4 (hand 1): the chips are not conserved: 200 chips put in but 150 paid out (50 put in and never \
         paid)"
    );
    let cash = format!(r#"{BUY_INS}, {{"cash_out": {{"player": "Cat", "chips": 501}}}}"#);
    assert_eq!(refusal(&evening_of(&cash)), "event 4: Cat cashes out 501 chips but has 500");
    let unknown = format!(r#"{BUY_INS}, {{"rebuy": {{"player": "Eve", "chips": 100}}}}"#);
    assert_eq!(refusal(&evening_of(&unknown)), "event 4: \"Eve\" is not one of the evening's players");
    let late = format!(
        r#"{BUY_INS}, {{"result": {{"game": "holdem/high", "players": [
        {{"player": "Ann", "put_in": 10, "won": 20}}, {{"player": "Dan", "put_in": 10, "won": 0}}]}}}}"#
    );
    assert_eq!(
        refusal(&evening_of(&late)),
        "event 4 (hand 1): Dan has no seat (not arrived yet, or left), so cannot be dealt in"
    );
    let negative = format!(r#"{BUY_INS}, {{"rebuy": {{"player": "Ann", "chips": -5}}}}"#);
    let m = refusal(&evening_of(&negative));
    assert!(m.starts_with("not an evening file: events item 4 rebuy chips: found the number -5"), "{m}");
    let huge = format!(r#"{BUY_INS}, {{"rebuy": {{"player": "Ann", "chips": 4503599627370000}}}}"#);
    assert_eq!(
        refusal(&evening_of(&huge)),
        "event 4: with Ann's 4503599627370000 chips, the evening's buy-ins is too large: amounts up to 2^52 \
         (4,503,599,627,370,496) are supported"
    );
    let money = r#"{"format": 1, "players": ["Ann"], "chip_value": "2",
        "events": [{"buy_in": {"player": "Ann", "chips": 4503599627370000}}]}"#;
    assert!(
        refusal(money).starts_with("event 1: with Ann's 4503599627370000 chips, the buy-ins' worth in money")
    );
    let no_hand = format!(
        r#"{BUY_INS}, {{"correct": {{"hand": 1, "with": {{"result": {{"game": "x", "players": [
        {{"player": "Ann"}}, {{"player": "Ben"}}]}}}}}}}}"#
    );
    assert_eq!(refusal(&evening_of(&no_hand)), "event 4: there is no hand 1 to correct: 0 played so far");
    // A hand file that cannot be resolved is refused with its own words, placed at its event.
    let bad_card = format!(
        r#"{BUY_INS}, {{"hand": {{"format": 1, "game": "omaha/high", "button": 0, "chip": 5, "players": [
        {{"name": "Ann", "hole": "As Ad 3c 4c", "contributed": 100}},
        {{"name": "Ben", "hole": "As 6s 7s 8s", "contributed": 100}}],
        "board": {{"1.f1": "Ah", "1.f2": "Kh", "1.f3": "Qh", "1.t": "7c", "1.r": "2d"}}}}}}"#
    );
    let m = refusal(&evening_of(&bad_card));
    assert!(m.starts_with("event 4 (hand 1): ") && m.contains("As"), "{m}");
    let twice = r#"{"format": 1, "players": ["Ann", "ann"], "events": []}"#;
    assert!(refusal(twice).contains("read as the same name"));
    let value = r#"{"format": 1, "players": ["Ann"], "chip_value": "1,50", "events": []}"#;
    assert!(refusal(value).starts_with("the chip value \"1,50\" is not an amount of money"));
}

#[test]
fn evening_cli_refusal_is_one_line_on_stderr_with_exit_code_1() {
    let text = evening_of(&format!(r#"{BUY_INS}, {{"cash_out": {{"player": "Cat", "chips": 501}}}}"#));
    let output = cap_with_stdin(&["evening", "-"], &text);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "cap: event 4: Cat cashes out 501 chips but has 500\n"
    );
    assert!(output.stdout.is_empty());
    assert_eq!(cap(&["evening"]).status.code(), Some(2));
    let help = String::from_utf8(cap(&["help"]).stdout).unwrap();
    assert!(help.contains("evening <file|->"), "{help}");
}

#[test]
fn evening_sitting_out_and_leaving_move_the_button_past_the_player() {
    let text = evening_of(&format!(
        r#"{BUY_INS}, {{"sit_out": {{"player": "Ann"}}}},
        {{"result": {{"game": "holdem/high", "players": [
        {{"player": "Ben", "put_in": 10, "won": 20}}, {{"player": "Cat", "put_in": 10, "won": 0}}]}}}},
        {{"return": {{"player": "Ann"}}}}, {{"leave": {{"player": "Cat"}}}}"#
    ));
    let out = stdout(&cap_with_stdin(&["evening", "-"], &text));
    // Ann had the button and sat out: Ben deals, and after him the button skips Cat's... Cat, then
    // Cat leaves, so Ann has it.
    assert_eq!(out["events"][3]["button"], "Ben");
    assert_eq!(out["events"][4]["dealer"], "Ben");
    assert_eq!(out["events"][4]["button"], "Cat");
    assert_eq!(out["events"][6]["cashed_out"], 490);
    assert_eq!(out["next"]["chooses"], "Ann");
    let sat_out_hand = evening_of(&format!(
        r#"{BUY_INS}, {{"sit_out": {{"player": "Ann"}}}},
        {{"result": {{"game": "holdem/high", "players": [
        {{"player": "Ann", "put_in": 10, "won": 20}}, {{"player": "Cat", "put_in": 10, "won": 0}}]}}}}"#
    ));
    assert_eq!(refusal(&sat_out_hand), "event 5 (hand 1): Ann is sitting out, so cannot be dealt in");
}

// ---- Random evenings ----------------------------------------------------------------------------

const NAMES: [&str; 9] = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"];

/// A plain replay of the log, written here: each event's stacks, hands taking their latest result.
fn reference_stacks(evening: &Evening) -> Vec<Vec<u64>> {
    let roster = evening.roster();
    let seat = |name: &str| roster.seat_of(name).unwrap();
    let mut stacks = vec![0u64; roster.len()];
    let mut hand = 0;
    let mut out = Vec::new();
    for event in evening.log() {
        match event {
            Event::BuyIn { player, chips } | Event::Rebuy { player, chips } => stacks[seat(player)] += chips,
            Event::CashOut { player, chips } => stacks[seat(player)] -= chips,
            Event::Leave { player } => stacks[seat(player)] = 0,
            Event::Hand(_) => {
                for line in evening.results()[hand].lines() {
                    let s = seat(&line.player);
                    stacks[s] = stacks[s].checked_sub(line.put_in).expect("a stack went negative") + line.won;
                }
                hand += 1;
            }
            _ => {}
        }
        out.push(stacks.clone());
    }
    out
}

/// Everything that must hold after every event.
fn check_evening(evening: &Evening, context: &str) {
    let reference = reference_stacks(evening);
    for (i, step) in evening.steps().iter().enumerate() {
        assert!(step.conserved(0), "{context}: chips not conserved after event {}", i + 1);
        let stacks: Vec<u64> = step.accounts().iter().map(|a| a.stack).collect();
        assert_eq!(stacks, reference[i], "{context}: the stacks after event {}", i + 1);
        let bought: u64 = step.accounts().iter().map(|a| a.bought_in).sum();
        assert!(stacks.iter().all(|&s| s <= bought), "{context}: a stack beyond the buy-ins");
        for (s, a) in step.accounts().iter().enumerate() {
            if !a.presence.has_seat() {
                assert_eq!(a.stack, 0, "{context}: {} has chips without a seat", evening.roster().name(s));
            }
        }
    }
}

/// The settle-up balances: nets add up to zero, the transfers pay every net exactly, and there are
/// at most (players with a balance − 1) of them between players, one each through the bank.
fn check_settle_up(evening: &Evening, context: &str) -> usize {
    let pairs = SettleUp::of(evening, Mode::Pairs);
    let nets: Vec<(usize, i64)> = pairs.balances().iter().map(|b| (b.seat, b.net())).collect();
    assert_eq!(nets.iter().map(|n| n.1).sum::<i64>(), 0, "{context}: nets {nets:?}");
    assert_eq!(pairs.chips_in(), pairs.chips_out());
    assert!(pairs.check_words(evening.chip_value()).starts_with("money in equals money out"));
    let with_balance = nets.iter().filter(|n| n.1 != 0).count();
    for mode in [Mode::Pairs, Mode::Bank] {
        let settle = SettleUp::of(evening, mode);
        let mut left: BTreeMap<usize, i64> = nets.iter().copied().collect();
        let mut bank = 0i64;
        for t in settle.transfers() {
            assert!(t.chips > 0, "{context}: a transfer of nothing");
            let chips = t.chips as i64;
            match t.from {
                Party::Player(s) => *left.get_mut(&s).unwrap() += chips,
                Party::Bank => bank -= chips,
            }
            match t.to {
                Party::Player(s) => *left.get_mut(&s).unwrap() -= chips,
                Party::Bank => bank += chips,
            }
        }
        assert!(left.values().all(|&n| n == 0), "{context}: {mode:?} leaves {left:?}");
        assert_eq!(bank, 0, "{context}: the bank ends even");
        let most = match mode {
            Mode::Pairs => with_balance.saturating_sub(1),
            Mode::Bank => with_balance,
        };
        assert!(
            settle.transfers().len() <= most,
            "{context}: {mode:?}: {} transfers",
            settle.transfers().len()
        );
        // The same evening settles the same way.
        assert_eq!(SettleUp::of(evening, mode), settle);
    }
    pairs.transfers().len()
}

/// One random evening, as the engine's events and as the evening file's.
struct RandomEvening {
    rng: XorShift,
    evening: Evening,
    written: Vec<EventFile>,
    /// Each hand's file, by hand number less one (corrections redraw its chips).
    hands: Vec<HandFile>,
    refused: usize,
    corrections: usize,
    seed: u64,
}

impl RandomEvening {
    fn names(&self) -> Vec<String> {
        self.evening.roster().names().to_vec()
    }

    fn stack(&self, s: usize) -> u64 {
        self.evening.now().accounts()[s].stack
    }

    fn presence(&self, s: usize) -> Presence {
        self.evening.now().accounts()[s].presence
    }

    /// Pushes an event that must be accepted, and writes it down.
    fn accept(&mut self, event: Event, written: EventFile) {
        let context = format!("seed {}: {event:?}", self.seed);
        self.evening.push(event).unwrap_or_else(|e| panic!("{context}: {e}"));
        self.written.push(written);
        check_evening(&self.evening, &context);
    }

    /// Pushes an event that must be refused with words naming `player` and `amount`, and checks
    /// the evening did not change.
    fn refuse(&mut self, event: Event, words: &[String]) {
        let before = self.evening.clone();
        let e = self.evening.push(event).unwrap_err().to_string();
        assert!(e.starts_with(&format!("event {}", before.log().len() + 1)), "{e}");
        for w in words {
            assert!(e.contains(w.as_str()), "{e} should name {w}");
        }
        assert_eq!(self.evening, before, "a refused event changes nothing");
        self.refused += 1;
    }

    fn money_event(&mut self) {
        let names = self.names();
        let n = names.len();
        let s = self.rng.below(n);
        let name = names[s].clone();
        let chips = 20 * (1 + self.rng.below(50) as u64);
        let chips_file = |chips| ChipsFile { player: name.clone(), chips };
        let who = || PlayerRef { player: name.clone() };
        let seated = (0..n).filter(|&q| self.presence(q) == Presence::Seated).count();
        match (self.presence(s), self.rng.below(6)) {
            (Presence::NotArrived | Presence::Left, _) => {
                self.accept(Event::BuyIn { player: name.clone(), chips }, EventFile::BuyIn(chips_file(chips)))
            }
            (Presence::SittingOut, 0) => {
                self.accept(Event::Return { player: name.clone() }, EventFile::Return(who()))
            }
            (_, 0 | 1) => {
                self.accept(Event::Rebuy { player: name.clone(), chips }, EventFile::Rebuy(chips_file(chips)))
            }
            (_, 2) if self.stack(s) > 0 => {
                let stack = self.stack(s);
                let out = 1 + self.rng.below(stack as usize) as u64;
                self.refuse(
                    Event::CashOut { player: name.clone(), chips: stack + 1 },
                    &[name.clone(), format!("{}", stack + 1), format!("has {stack}")],
                );
                self.accept(
                    Event::CashOut { player: name.clone(), chips: out },
                    EventFile::CashOut(chips_file(out)),
                )
            }
            (_, 3) if seated > 3 => {
                self.accept(Event::Leave { player: name.clone() }, EventFile::Leave(who()))
            }
            (Presence::Seated, 4) if seated > 3 => {
                self.accept(Event::SitOut { player: name.clone() }, EventFile::SitOut(who()))
            }
            (_, 5) => {
                let stack = self.stack(s);
                let counted = if self.rng.below(2) == 0 { stack } else { stack + 1 };
                self.accept(
                    Event::Count { player: name.clone(), chips: counted },
                    EventFile::Count(chips_file(counted)),
                )
            }
            _ => {}
        }
    }

    /// Each player's chips for a hand: a random level, each live player in for it or all-in for
    /// less, each folded player in for part of it, never more than the stack.
    fn draw_chips(&mut self, file: &mut HandFile, stacks: &[u64]) {
        let most = stacks.iter().copied().max().unwrap_or(1);
        let level = 1 + self.rng.below(most as usize) as u64;
        for (p, stack) in file.players.iter_mut().zip(stacks) {
            p.contributed = if p.folded {
                (self.rng.below(level as usize + 1) as u64).min(*stack)
            } else {
                level.min(*stack)
            };
            p.bought = p.bought.min(p.contributed);
        }
    }

    /// A hand of a random game for the players seated with chips, resolved by the showdown.
    fn hand_event(&mut self, catalogue: &Catalogue) -> bool {
        let names = self.names();
        let seats: Vec<usize> =
            (0..names.len()).filter(|&s| self.presence(s) == Presence::Seated && self.stack(s) > 0).collect();
        let n = seats.len();
        let games: Vec<_> =
            catalogue.games().filter(|g| g.spec().players.0 <= n && n <= g.spec().players.1).collect();
        if n < 2 || games.is_empty() {
            return false;
        }
        let game = games[self.rng.below(games.len())];
        let seed = self.rng.next_u64();
        let random = RandomPlay { random_options: true, random_decisions: true };
        let Ok(played) = play(game, n, seed, &BTreeMap::new(), None, &random) else { return false };
        let mut hand = played.draft.to_file();
        for (p, &s) in hand.players.iter_mut().zip(&seats) {
            p.name = names[s].clone();
        }
        // The evening's button deals when dealt in; the chips come from the evening's stacks.
        let button = self.evening.now().button();
        hand.button = seats.iter().position(|&s| Some(s) == button).unwrap_or(0);
        hand.betting = None;
        // Its deal was dealt with the random button: the file keeps the evening's instead.
        hand.deal = None;
        hand.chip = 1;
        if self.rng.below(5) == 0 {
            // The same game declared inline, as a table's own game travels.
            hand.game = GameRef::Declared(Box::new(game.spec().clone()));
        }
        let stacks: Vec<u64> = seats.iter().map(|&s| self.stack(s)).collect();
        self.draw_chips(&mut hand, &stacks);
        let result = file::hand_result(&hand, catalogue)
            .unwrap_or_else(|e| panic!("seed {}: {}: {e}\n{}", self.seed, game.id(), hand.to_json()));
        assert_eq!(result.pot(), hand.players.iter().map(|p| p.contributed).sum::<u64>());
        // One chip more than a stack is refused, naming the player and both amounts.
        if let Some(p) = (0..n).find(|&p| !hand.players[p].folded && hand.players[p].contributed == stacks[p])
        {
            let mut over = hand.clone();
            over.players[p].contributed += 1;
            if let Ok(r) = file::hand_result(&over, catalogue) {
                let words =
                    [names[seats[p]].clone(), format!("{}", stacks[p] + 1), format!("has {}", stacks[p])];
                self.refuse(Event::Hand(r), &words);
            }
        }
        self.hands.push(hand.clone());
        self.accept(Event::Hand(result), EventFile::Hand(Box::new(hand)));
        true
    }

    /// An earlier hand's chips redrawn and resolved again; a correction that leaves a later event
    /// impossible is refused naming it, and changes nothing.
    fn correction(&mut self, catalogue: &Catalogue) {
        if self.hands.is_empty() {
            return;
        }
        let h = self.rng.below(self.hands.len());
        let mut hand = self.hands[h].clone();
        let roster = self.evening.roster().clone();
        // The stacks before the hand, as now known (earlier corrections included).
        let event = self.evening.hand_events()[h];
        let before =
            |s: usize| if event == 0 { 0 } else { self.evening.steps()[event - 1].accounts()[s].stack };
        let stacks: Vec<u64> =
            hand.players.iter().map(|p| before(roster.seat_of(&p.name).unwrap())).collect();
        self.draw_chips(&mut hand, &stacks);
        let result: HandResult = file::hand_result(&hand, catalogue).unwrap();
        let event = Event::Correct { hand: h + 1, result };
        let before = self.evening.clone();
        match self.evening.push(event) {
            Ok(step) => {
                let Note::Correction { hand: corrected, changed } = step.note().clone() else { panic!() };
                assert_eq!(corrected, h + 1);
                // Exactly the players whose stack or cash-out differs from before the correction.
                let (was, now) = (before.now().accounts(), self.evening.now().accounts());
                let differ: Vec<usize> = (0..was.len())
                    .filter(|&s| was[s].stack != now[s].stack || was[s].cashed_out != now[s].cashed_out)
                    .collect();
                assert_eq!(changed.iter().map(|c| c.seat).collect::<Vec<_>>(), differ);
                for c in &changed {
                    assert_eq!((c.was, c.now), (was[c.seat].stack, now[c.seat].stack));
                    assert_eq!(
                        (c.cashed_was, c.cashed_now),
                        (was[c.seat].cashed_out, now[c.seat].cashed_out)
                    );
                }
                self.hands[h] = hand.clone();
                self.written.push(EventFile::Correct(CorrectFile {
                    hand: h + 1,
                    with: HandSpec::Hand(Box::new(hand)),
                }));
                self.corrections += 1;
                check_evening(&self.evening, &format!("seed {}: correction of hand {}", self.seed, h + 1));
            }
            Err(e) => {
                let words = e.to_string();
                assert!(words.contains(&format!("the correction of hand {} makes event", h + 1)), "{words}");
                assert_eq!(self.evening, before);
                self.refused += 1;
            }
        }
    }
}

#[test]
fn random_evenings_of_real_hands_conserve_chips_and_settle_with_at_most_n_minus_1_transfers() {
    let catalogue = Catalogue::builtin();
    let (mut total_hands, mut total_corrections, mut total_refused) = (0, 0, 0);
    for seed in 1..=6u64 {
        let mut rng = XorShift::new(seed);
        let n = 4 + rng.below(6);
        let names = &NAMES[..n];
        let value = if seed % 2 == 0 { ChipValue::parse("0.05").unwrap() } else { ChipValue::chips_only() };
        let evening = Evening::new(Roster::new(names).unwrap(), value, None);
        let mut r =
            RandomEvening { rng, evening, written: vec![], hands: vec![], refused: 0, corrections: 0, seed };
        // Some players are there at the start; the others join late.
        for name in &names[..2 + r.rng.below(n - 1)] {
            let chips = 100 * (1 + r.rng.below(10) as u64);
            let written = EventFile::BuyIn(ChipsFile { player: name.to_string(), chips });
            r.accept(Event::BuyIn { player: name.to_string(), chips }, written);
        }
        let mut guard = 0;
        while r.hands.len() < 50 {
            guard += 1;
            assert!(guard < 5000, "seed {seed}: the evening does not get to 50 hands");
            match r.rng.below(10) {
                0..=2 => r.money_event(),
                3 => r.correction(catalogue),
                _ => {
                    if !r.hand_event(catalogue) {
                        r.money_event();
                    }
                }
            }
        }
        // The end of the night: some leave, the rest are settled with their stacks.
        r.money_event();
        let context = format!("seed {seed}");
        check_settle_up(&r.evening, &context);
        // The evening written as a file reads back to the same table after every event.
        let written = EveningFile {
            format: 1,
            players: names.iter().map(|s| s.to_string()).collect(),
            chip_value: value.words(),
            button: None,
            settle: SettleFile::Pairs,
            events: r.written.clone(),
        };
        let text = serde_json::to_string(&written).unwrap();
        let read = file::read(&text).unwrap_or_else(|e| panic!("{context}: {e}"));
        assert_eq!(read.evening.steps(), r.evening.steps(), "{context}: the file replays alike");
        let report = file::report_json(&read.evening, read.mode);
        assert_eq!(report["conserved"], true);
        if seed == 1 {
            // `cap evening` prints exactly the report.
            assert_eq!(stdout(&cap_with_stdin(&["evening", "-"], &text)), report, "{context}");
        }
        assert_eq!(report["hands"].as_array().unwrap().len(), r.hands.len());
        total_hands += r.hands.len();
        total_corrections += r.corrections;
        total_refused += r.refused;
    }
    assert!(total_corrections >= 4, "{total_corrections} corrections accepted");
    assert!(total_refused >= 4, "{total_refused} refusals");
    assert!(total_hands >= 300);
    eprintln!("{total_hands} hands, {total_corrections} corrections, {total_refused} refusals");
}

/// A heads-up hold'em hand file between Ann and Ben with `betting` and optional `stacks`.
fn holdem_hand(betting: &str, stacks: Option<(u64, u64)>) -> String {
    let stack = |s: Option<u64>| s.map_or(String::new(), |s| format!(r#", "stack": {s}"#));
    format!(
        r#"{{"hand": {{"format": 1, "game": "holdem/high", "button": 0, "chip": 1,
        "players": [{{"name": "Ann", "hole": "As Ad"{}}}, {{"name": "Ben", "hole": "Kc Kd"{}}}],
        "board": {{"1.f1": "2h", "1.f2": "7s", "1.f3": "9c", "1.t": "Jd", "1.r": "3s"}},
        "betting": {betting}}}}}"#,
        stack(stacks.map(|s| s.0)),
        stack(stacks.map(|s| s.1))
    )
}

#[test]
fn an_evenings_hand_plays_from_the_evenings_stacks() {
    // Ben bought in for 120: his all-in needs no amount, it is his whole stack, and Ann calls it.
    let buy_ins =
        r#"{"buy_in": {"player": "Ann", "chips": 500}}, {"buy_in": {"player": "Ben", "chips": 120}}"#;
    let all_in = r#"{"limit": "no-limit", "blinds": [5, 10], "actions": [
        {"player": "Ann", "act": "raise", "to": 30}, {"player": "Ben", "act": "all-in"},
        {"player": "Ann", "act": "call"}]}"#;
    let read = file::read(&evening_of(&format!("{buy_ins}, {}", holdem_hand(all_in, None)))).unwrap();
    let stacks: Vec<u64> = read.evening.now().accounts().iter().map(|a| a.stack).collect();
    assert_eq!(stacks[..2], [620, 0], "Ann's aces win Ben's 120");
    // A raise over the evening's stack is refused by the betting, naming the player and the stack.
    let over = r#"{"limit": "no-limit", "blinds": [5, 10], "actions": [
        {"player": "Ann", "act": "raise", "to": 30}, {"player": "Ben", "act": "raise", "to": 200}]}"#;
    let m = refusal(&evening_of(&format!("{buy_ins}, {}", holdem_hand(over, None))));
    assert!(m.starts_with("event 3 (hand 1): ") && m.contains("Ben") && m.contains("120"), "{m}");
    // A file's own stacks must be the evening's.
    let call = r#"{"limit": "no-limit", "blinds": [5, 10], "actions": [
        {"player": "Ann", "act": "call"}, {"player": "Ben", "act": "check"}]}"#;
    let m = refusal(&evening_of(&format!("{buy_ins}, {}", holdem_hand(call, Some((500, 100))))));
    assert_eq!(m, "event 3 (hand 1): Ben's stack in the hand file is 100, but the evening has 120 for them");
    let read =
        file::read(&evening_of(&format!("{buy_ins}, {}", holdem_hand(call, Some((500, 120)))))).unwrap();
    assert_eq!(read.evening.now().accounts()[0].stack, 510);
}
