//! Random evenings driven through the screen's model ([`cap::model::tonight::Tonight`]): random
//! legal and illegal money moves (rebuys, cash-outs, leaving, sitting out, late joiners, undo) and
//! random hands dealt by the dealing engine to tonight's players, recorded as the hand screen
//! records a kept hand, then corrected. After every step the chips are conserved; a refused step
//! changes nothing; the settle-up's nets add up to zero and its transfers settle every net.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::evening::settle::{Mode, Party, SettleUp};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::rng::XorShift;
use cap::model::tonight::Tonight;

const GAMES: [&str; 2] = ["holdem/high", "omaha/high"];

fn check(t: &Tonight, what: &str) {
    let now = t.evening().now();
    assert!(now.conserved(0), "{what}: {}", t.conservation());
    assert!(t.conservation().ends_with("✓ chips conserved"), "{what}");
    let settle = SettleUp::of(t.evening(), Mode::Pairs);
    let nets: i64 = settle.balances().iter().map(|b| b.net()).sum();
    assert_eq!(nets, 0, "{what}: the nets add up to zero");
    // Paying every transfer leaves every player at zero.
    let mut left: Vec<i64> = vec![0; t.evening().roster().len()];
    for b in settle.balances() {
        left[b.seat] = b.net();
    }
    for tr in settle.transfers() {
        let (Party::Player(from), Party::Player(to)) = (tr.from, tr.to) else { panic!("pairs mode") };
        left[from] += tr.chips as i64;
        left[to] -= tr.chips as i64;
    }
    assert!(left.iter().all(|&l| l == 0), "{what}: the transfers settle everyone: {left:?}");
    assert!(settle.transfers().len() < settle.balances().iter().filter(|b| b.net() != 0).count().max(1));
    assert_eq!(settle.chips_in(), settle.chips_out(), "{what}");
}

#[test]
fn random_evenings_conserve_chips_after_every_step_and_settle_to_zero() {
    let (mut recorded, mut refused, mut corrected) = (0, 0, 0);
    for seed in 1..=12u64 {
        let mut rng = XorShift::new(seed);
        let names = ["Ann", "Ben", "Cat", "Dan", "Eve"];
        let n = 2 + rng.below(4);
        let mut t = Tonight::start(&names[..n], 100 * (1 + rng.below(10)) as u64, "0.25").unwrap();
        check(&t, "the start");
        let mut key = 0u64;
        for step in 0..40 {
            let seats = t.evening().roster().len();
            let seat = rng.below(seats);
            let amount = (rng.below(400) as u64).to_string();
            let before = t.evening().now().clone();
            let what = format!("seed {seed} step {step}");
            let done = match rng.below(10) {
                0 => t.rebuy(seat, &amount),
                1 => t.cash_out(seat, &amount),
                2 => t.leave(seat),
                3 => t.sit_out(seat),
                4 => t.come_back(seat),
                5 => t.join(&format!("Late {step}"), &amount),
                6 => t.undo_last(),
                7 if t.evening().hand_events().len() > 1 => {
                    // Correct a random earlier hand with its own numbers, swapped between two players.
                    let hand = 1 + rng.below(t.evening().hand_events().len());
                    let r = &t.evening().results()[hand - 1];
                    let lines = r.lines();
                    let numbers: Vec<String> = lines
                        .iter()
                        .enumerate()
                        .map(|(i, l)| {
                            let won = lines[(i + 1) % lines.len()].won;
                            format!("{} {} {}", l.player, l.put_in, won)
                        })
                        .collect();
                    let r = t.correct(hand, &numbers.join(", "));
                    if r.is_ok() {
                        corrected += 1;
                    }
                    r
                }
                _ => match t.deal_in() {
                    Ok((players, _button, _stacks)) => {
                        let game = Catalogue::builtin().get(GAMES[rng.below(GAMES.len())]).unwrap();
                        let random = RandomPlay { random_options: false, random_decisions: true };
                        let Ok(hand) =
                            play(game, players.len(), seed * 1000 + step, &BTreeMap::new(), None, &random)
                        else {
                            continue;
                        };
                        // The dealt hand's seats are "Player N": they are tonight's players.
                        let mut json = hand.draft.to_file().to_json();
                        for (i, name) in players.iter().enumerate() {
                            json = json.replace(&format!("\"Player {}\"", i + 1), &format!("\"{name}\""));
                        }
                        let file = cap::engine::hand_file::HandFile::from_json(&json).unwrap();
                        key += 1;
                        let r = t.record(key, &file);
                        if r.is_ok() {
                            recorded += 1;
                        }
                        r
                    }
                    Err(e) => Err(e),
                },
            };
            match done {
                Ok(words) => assert!(!words.is_empty(), "{what}"),
                Err(why) => {
                    refused += 1;
                    assert!(!why.is_empty(), "{what}");
                    if !why.starts_with("took back") {
                        // A refusal changes nothing (an undo refused has nothing to take back).
                        assert_eq!(t.evening().now().accounts(), before.accounts(), "{what}: {why}");
                    }
                }
            }
            check(&t, &what);
        }
        // The file the screen exports is what `cap evening` reads, to the same table.
        let read = cap::engine::hand_file::evening::read(&t.export()).unwrap();
        assert_eq!(read.evening.now(), t.evening().now(), "seed {seed}: the export replays");
    }
    assert!(recorded > 20, "enough dealt hands were recorded: {recorded}");
    assert!(refused > 20, "and refusals tried: {refused}");
    assert!(corrected > 3, "and corrections: {corrected}");
}
