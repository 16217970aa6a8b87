//! Whole hands across the parts: random legal hands of every game, every option combination and
//! every dealing option, driven through the dealing engine (folds, bets, all-ins, extra cards, card
//! actions, dealing errors and their remedies) into the showdown. Every one must resolve, conserve
//! chips, and give a reason for every forfeit and dead hand; every card is in exactly one place
//! after every event.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, PlayedHand, RandomPlay};
use cap::engine::deal::{
    BuySchedule, ChristmasRule, DealError, DealOptions, EsgRule, ForcedDiscard, Neighbour, PassTheTrash,
    Table, When,
};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::Game;
use cap::engine::showdown::ShowdownReport;

/// Each dealing option on its own, with each timing: extra cards and every card action.
fn each_dealing_option() -> Vec<DealOptions> {
    let d = DealOptions::default;
    let mut out = vec![
        d(),
        DealOptions { burns: true, ..d() },
        DealOptions { esg: EsgRule::Esg, ..d() },
        DealOptions { esg: EsgRule::CatchUp, undealt_to_discards: true, ..d() },
        DealOptions { christmas: ChristmasRule::On, ..d() },
        DealOptions { christmas: ChristmasRule::Grinch, esg: EsgRule::Esg, ..d() },
    ];
    for when in [When::PreFlop, When::EveryStreet] {
        for to in [Neighbour::Left, Neighbour::Right, Neighbour::Chosen] {
            out.push(DealOptions { pass_the_trash: Some(PassTheTrash { cards: 2, to, when }), ..d() });
        }
        out.push(DealOptions { forced_discard: Some(ForcedDiscard { cards: 1, when }), ..d() });
        out.push(DealOptions { draw: Some(when), ..d() });
        out.push(DealOptions {
            buy: Some(BuySchedule { first_price: 5, rise_per_street: 5, when }),
            esg: EsgRule::Esg,
            ..d()
        });
    }
    out
}

/// Replays the hand's events one at a time, checking every card is in exactly one place.
fn check_every_event(game: &Game, hand: &PlayedHand) {
    let t = &hand.table;
    let mut replay = Table::new(game, t.choices(), t.table_setup()).unwrap();
    for event in t.history() {
        replay.apply(event.clone()).unwrap_or_else(|e| panic!("replaying {event:?}: {e}"));
        crate::deal::check_cards(&replay);
    }
}

/// The hand goes to the showdown and resolves: chips conserved, reasons for forfeits.
fn check_showdown(id: &str, hand: &PlayedHand) {
    let file = hand.draft.to_file();
    let json = file.to_json();
    // No real deal leaves a player more hole cards than the game's bound (issue 36): the bound
    // the hand file refuses a recorded count by, and the showdown's cost is sized by.
    let most = hand.draft.rules().most_hole_cards_at_showdown(file.players.len());
    for (seat, p) in file.players.iter().enumerate() {
        let held = hand.table.hand(seat).len();
        assert!(held <= most, "{id}: {} holds {held} cards, more than the bound {most}\n{json}", p.name);
        assert!(p.hole_count.is_none_or(|k| k <= most), "{id}: {}'s hole_count over {most}\n{json}", p.name);
    }
    let resolved =
        file.to_hand(Catalogue::builtin()).unwrap_or_else(|e| panic!("{id}: {e}\n{json}\n{:#?}", hand.log));
    let report = resolved.resolve();
    // The hand screen resolves the draft directly, with the same checks: the same showdown.
    let direct = hand.draft.to_hand().unwrap_or_else(|e| panic!("{id}: the draft is refused: {e}\n{json}"));
    assert_eq!(direct.resolve(), report, "{id}: the draft and its file resolve alike");
    // Scored a step at a time, as the app scores a heavy hand, the report is the same, and no
    // step values more than the heaviest seat's hand for one point (issue 36).
    let heaviest = resolved.heaviest_unit().map_or(0, |u| u.2);
    let (bound, heaviest_bound) = resolved.work_bound();
    assert!(resolved.work() <= bound, "{id}: the cheap bound bounds the work\n{json}");
    assert!(heaviest <= heaviest_bound.map_or(0, |u| u.2), "{id}: and the heaviest step\n{json}");
    let mut scoring = cap::engine::showdown::Scoring::new(direct);
    while !scoring.is_done() {
        let step = scoring.step(1);
        assert!(step <= heaviest.max(1), "{id}: a step valued {step} hands, the heaviest unit {heaviest}");
    }
    assert!(scoring.work() <= resolved.work(), "{id}: the steps value no more than the hand's work says");
    assert_eq!(scoring.finish(), report, "{id}: scored in steps, the same report");
    let put_in: u64 = resolved.seats().iter().map(|s| s.contributed).sum();
    assert_eq!(report.payouts.iter().sum::<u64>(), put_in, "{id}: chips not conserved\n{json}");
    let in_pots: u64 = report.pots.iter().map(|p| p.award.payouts.iter().map(|s| s.1).sum::<u64>()).sum();
    assert_eq!(in_pots, put_in, "{id}: the pots pay out what was put in\n{json}");
    for (seat, why) in &report.forfeits {
        assert!(
            why.contains(&resolved.seats()[*seat].name) && why.len() > 20,
            "{id}: a forfeit without a reason: {why}"
        );
    }
    for (seat, p) in file.players.iter().enumerate() {
        if p.dead.is_some() {
            assert!(
                report.forfeits.iter().any(|f| f.0 == seat),
                "{id}: dead hand of {} not listed\n{json}",
                p.name
            );
            assert_eq!(
                report.payouts[seat],
                report
                    .pots
                    .iter()
                    .filter(|p| p.eligible.is_empty())
                    .flat_map(|p| p.award.payouts.iter().filter(|s| s.0 == seat).map(|s| s.1))
                    .sum::<u64>()
            );
        }
    }
    // The report prints, as the app and `cap showdown` show it.
    let _ = cap::engine::hand_file::report_json(&resolved, &report);
    check_deal_kept(id, hand, &file, &report);
    if let Some(betting) = &file.betting {
        // The recorded betting alone implies the contributions and folds: the file without them
        // pays the same (issue 20).
        let mut bare = file.clone();
        for p in &mut bare.players {
            p.contributed = 0;
            p.folded = false;
        }
        let from_betting = bare
            .to_hand(Catalogue::builtin())
            .unwrap_or_else(|e| panic!("{id}: the betting alone is refused: {e}\n{json}"));
        assert_eq!(from_betting.resolve().payouts, report.payouts, "{id}: betting {betting:?}");
        let total: u64 = from_betting.seats().iter().map(|s| s.contributed).sum();
        assert_eq!(total, put_in, "{id}: the betting's pot is what the table put in");
    }
}

/// The hand file keeps how the hand was dealt (issue 33): the deal's log replays to the table the
/// guide left, survives the file's text and a draft read back from it, and changes no payout.
fn check_deal_kept(
    id: &str,
    hand: &PlayedHand,
    file: &cap::engine::hand_file::HandFile,
    report: &ShowdownReport,
) {
    let deal = file.deal.as_ref().unwrap_or_else(|| panic!("{id}: the file lost the deal"));
    assert_eq!(deal, &hand.table.log(), "{id}: the file's deal is the table's log");
    let game = file.game.game(Catalogue::builtin()).unwrap();
    let replayed = deal.replay(&game, &file.options).unwrap_or_else(|e| panic!("{id}: {e}"));
    assert_eq!(replayed.board(), hand.table.board(), "{id}: the deal replays to the same board");
    let read = cap::engine::hand_file::HandFile::from_json(&file.to_json()).unwrap();
    assert_eq!(&read, file, "{id}: the deal survives the file's text");
    let draft = cap::engine::draft::Draft::from_file(&read, Catalogue::builtin()).unwrap();
    assert_eq!(&draft.to_file(), file, "{id}: and a draft read back from it");
    // The history tells the deal step by step, one step per event, every seat by its name.
    let story = cap::model::deal_story::story(file, Catalogue::builtin()).unwrap().unwrap();
    assert_eq!(story.steps.len(), deal.events.len(), "{id}");
    for step in &story.steps {
        let numbered = step
            .words
            .to_lowercase()
            .split("seat ")
            .skip(1)
            .any(|r| r.starts_with(|c: char| c.is_ascii_digit()));
        assert!(!step.words.is_empty() && !numbered, "{id}: {:?}", step.words);
    }
    let mut bare = file.clone();
    bare.deal = None;
    assert_eq!(
        &bare.to_hand(Catalogue::builtin()).unwrap().resolve(),
        report,
        "{id}: the deal scores nothing"
    );
}

fn player_counts(game: &Game) -> Vec<usize> {
    let (lo, hi) = game.spec().players;
    (lo..=hi).collect()
}

/// Plays one random hand and checks it; returns whether its betting was recorded action by action
/// (so the hand file carries it).
fn run(
    game: &Game,
    n: usize,
    seed: u64,
    choices: &BTreeMap<String, String>,
    options: Option<DealOptions>,
) -> bool {
    let random = RandomPlay { random_options: options.is_none(), random_decisions: true };
    match play(game, n, seed, choices, options.clone(), &random) {
        Ok(hand) => {
            check_every_event(game, &hand);
            check_betting(&hand);
            check_showdown(game.id(), &hand);
            hand.draft.betting().is_some()
        }
        // A table the rules refuse (too many discards for the cards dealt, undealt cards and
        // Christmas together) is not a hand.
        Err(DealError::OptionConflict { .. } | DealError::NotEnoughCards { .. }) if options.is_some() => {
            false
        }
        Err(e) => panic!("{} with {n} players, seed {seed}, {choices:?} {options:?}: {e}", game.id()),
    }
}

#[test]
fn every_game_every_option_combination_random_hands_resolve_and_conserve_chips() {
    let mut seed = 1;
    let (mut hands, mut recorded) = (0, 0);
    for game in Catalogue::builtin().games() {
        for choices in crate::catalogue::option_combinations(game.spec()) {
            for n in player_counts(game) {
                for _ in 0..3 {
                    seed += 1;
                    hands += 1;
                    recorded += usize::from(run(game, n, seed, &choices, None));
                }
            }
        }
    }
    // Most hands' betting is written to the file bet by bet; the others (street totals, bets
    // returned, a fold out of turn) carry only the contributions.
    assert!(recorded * 3 > hands, "{recorded} of {hands} hands carried their betting");
}

/// The betting's count at the end of the hand: every round closed, the pot what the contributions
/// add up to, nobody folded in the betting still in at the table.
fn check_betting(hand: &PlayedHand) {
    let t = &hand.table;
    let Some(b) = t.betting() else { return };
    assert_eq!(b.pot(), b.contributed().iter().sum::<u64>());
    assert_eq!(t.contributions(0), b.contributed());
    assert!(
        b.to_act().is_none() || !t.betting_open(),
        "the hand ended with a round still open:\n{:#?}",
        hand.log
    );
    for p in 0..t.n_players() {
        if b.folded()[p] {
            assert!(!t.is_in(p), "seat {} folded in the betting but is still in", p + 1);
        }
    }
}

#[test]
fn every_game_every_dealing_option_on_its_own() {
    let mut seed = 10_000;
    for game in Catalogue::builtin().games() {
        for options in each_dealing_option() {
            let (lo, hi) = game.spec().players;
            seed += 1;
            run(game, lo + (seed as usize) % (hi - lo + 1), seed, &BTreeMap::new(), Some(options));
        }
    }
}

#[test]
fn cap_deal_random_piped_into_cap_showdown_for_every_game_and_player_count() {
    use cap::engine::hand_file::HandFile;
    for entry in cap::engine::games::Registry::builtin().all() {
        let cap::engine::games::GameKind::Cap(game) = entry.kind else { continue };
        let (lo, hi) = game.spec().players;
        for n in lo..=hi {
            let seed = (n as u64) * 7919 + entry.id.len() as u64;
            let args: Vec<String> =
                ["deal", &entry.id, "--players", &n.to_string(), "--seed", &seed.to_string(), "--random"]
                    .iter()
                    .map(|s| s.to_string())
                    .collect();
            let (mut out, mut err) = (Vec::new(), Vec::new());
            let code = cap::cli::run_with(&args, &mut std::io::empty(), &mut out, &mut err);
            assert_eq!(code, std::process::ExitCode::SUCCESS, "{args:?}: {}", String::from_utf8_lossy(&err));
            let file = String::from_utf8(out).unwrap();
            let contributed: u64 =
                HandFile::from_json(&file).unwrap().players.iter().map(|p| p.contributed).sum();
            let (mut report, mut err) = (Vec::new(), Vec::new());
            let args = vec!["showdown".to_string(), "-".to_string()];
            let code = cap::cli::run_with(&args, &mut file.as_bytes(), &mut report, &mut err);
            assert_eq!(
                code,
                std::process::ExitCode::SUCCESS,
                "{}: {}\n{file}",
                entry.id,
                String::from_utf8_lossy(&err)
            );
            let report: serde_json::Value = serde_json::from_slice(&report).unwrap();
            let paid: u64 =
                report["payouts"].as_object().unwrap().values().map(|v| v.as_u64().unwrap()).sum();
            assert_eq!(paid, contributed, "{}: payouts add up to the contributions\n{file}", entry.id);
        }
    }
}
