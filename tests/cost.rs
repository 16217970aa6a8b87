//! Issue 36: a showdown's cost is bounded when a game is validated. The declaration that froze the
//! app (a shared ring of eight places, points of any five of nine) is refused naming its heaviest
//! point; every catalogue game is inside the budget; and any declaration that validates, however
//! adversarial, scores a hand at its heaviest table valuing no more hands than the bound says.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::cost::{
    heaviest_unit, showdown_cost, SHOWDOWN_BUDGET, UNIT_BUDGET, VALIDATION_BUDGET,
};
use cap::engine::game::declaration;
use cap::engine::rng::XorShift;
use cap::engine::showdown::Scoring;

/// The heaviest figure `measure` gives over every catalogue game and option combination, with
/// which game and choices it is.
fn catalogue_heaviest(measure: impl Fn(&cap::engine::game::Rules) -> (u128, String)) -> (u128, String) {
    Catalogue::builtin()
        .games()
        .flat_map(|game| {
            crate::catalogue::option_combinations(game.spec()).into_iter().map(|choices| {
                let (figure, at) = measure(&game.rules(&choices).unwrap());
                (figure, format!("{} {choices:?} {at}", game.id()))
            })
        })
        .max()
        .unwrap()
}

#[test]
fn every_catalogue_game_scores_well_inside_the_budget() {
    let (heaviest, which) = catalogue_heaviest(|rules| {
        let cost = showdown_cost(rules);
        (cost.hands, format!("at {} players", cost.players))
    });
    // The budget leaves designers room above the heaviest catalogue game (docs/declaration.md).
    assert!(heaviest * 4 <= SHOWDOWN_BUDGET, "{which}: {heaviest}");
    assert!(heaviest > 10_000, "the bound counts the catalogue's work: {which}: {heaviest}");
}

#[test]
fn every_catalogue_game_scores_in_steps_well_inside_the_step_budget() {
    let (heaviest, which) = catalogue_heaviest(|rules| {
        let unit = heaviest_unit(rules).unwrap();
        (unit.hands, format!("point {} at {} players", unit.point, unit.players))
    });
    assert!(heaviest * 4 <= UNIT_BUDGET, "{which}: {heaviest}");
    assert!(heaviest > 10_000, "the bound counts the catalogue's work: {which}: {heaviest}");
}

#[test]
fn a_point_too_heavy_for_one_step_is_refused_though_the_game_is_within_the_budget() {
    // Heads-up, any three of 32 places with twelve hole cards (fourteen with an extra and a bought
    // card): 4,960 combinations of 92 hands each, 456,320 for one player's hand; 912,640 for the
    // whole showdown, within its budget.
    let text = grid_game(32, 1, 12, (2, 2), &[]);
    let err = declaration::parse(&text).expect_err("refused").to_string();
    assert_eq!(
        err,
        "points[0] (P0).cards: one player's hand for this point would value up to 456,320 hands at 2 players; \
         a point may take at most 250,000 for one player (fewer board combinations, shared places or hole cards)"
    );
    // With eight hole cards (ten at most) it is a step (228,160 hands) and the game scores.
    let game = declaration::parse(&grid_game(32, 1, 8, (2, 2), &[])).expect("within both bounds");
    let unit = heaviest_unit(&game.rules(&BTreeMap::new()).unwrap()).unwrap();
    assert_eq!((unit.hands, unit.players), (228_160, 2));
}

/// The issue's declaration: one table place and `ring` places in front of each player, shared
/// under the `ring` option, and `points` points each any five of those places.
fn shared_ring_game(ring: usize, points: usize, players: usize) -> String {
    let ids: Vec<String> = (1..=ring).map(|i| format!("r{i}")).collect();
    let mut places = vec![r#"{"id": "t", "x": 0.0, "y": 0.0}"#.to_string()];
    places.extend(ids.iter().enumerate().map(|(i, id)| {
        format!(
            r#"{{"id": "{id}", "x": {}.0, "y": 2.0, "scope": "each-player", "shared_when": {{"option": "ring", "equals": "shared"}}}}"#,
            i
        )
    }));
    let mut from = vec!["\"t\"".to_string()];
    from.extend(ids.iter().map(|id| format!("\"{id}\"")));
    let point = |i: usize| {
        format!(
            r#"{{"label": "P{i}", "ranking": "high", "cards": {{"board": {{"choose": {{"from": [{}], "k": 5}}}}}}}}"#,
            from.join(", ")
        )
    };
    let deal: Vec<String> = from.clone();
    format!(
        r#"{{"id": "probe/ring", "name": "Ring probe", "players": [2, {players}], "hole_cards": {{"fixed": 2}},
        "positions": [{}],
        "streets": [{{"name": "Pre-flop", "deal": [{}]}}],
        "points": [{}],
        "payout": "split-pot",
        "options": [{{"key": "ring", "label": "Ring", "choices": [["shared", "Shared"], ["own", "Own"]]}}]}}"#,
        places.join(", "),
        deal.join(", "),
        (0..points).map(point).collect::<Vec<_>>().join(", ")
    )
}

#[test]
fn the_declaration_that_froze_the_app_is_refused_naming_its_heaviest_point() {
    let err = declaration::parse(&shared_ring_game(8, 24, 5)).expect_err("refused").to_string();
    assert!(err.starts_with("points[0] (P0).cards: scoring a hand of 5 players would value up to"), "{err}");
    assert!(err.contains("this point alone values") && err.contains("at most 1,000,000"), "{err}");
}

#[test]
fn a_smaller_ring_validates_and_scores_within_its_bound() {
    // One point over the issue's ring of eight is refused too (about 2.2 million hands, most of
    // a second natively); a ring of six is inside the budget.
    let err = declaration::parse(&shared_ring_game(8, 1, 5)).expect_err("refused").to_string();
    assert!(
        err.contains("would value up to 2,187,500 hands; a game may take"),
        "the one point is the whole: {err}"
    );
    let game = declaration::parse(&shared_ring_game(6, 1, 5)).expect("a ring of six is inside the budget");
    let rules = game.rules(&BTreeMap::new()).unwrap();
    let cost = showdown_cost(&rules);
    assert_eq!(cost.players, 5);
    assert!(cost.hands <= SHOWDOWN_BUDGET, "{cost:?}");
    let random = RandomPlay { random_options: false, random_decisions: false };
    let dealt = play(&game, 5, 36, &BTreeMap::new(), None, &random).unwrap();
    let hand = dealt.draft.to_hand().unwrap();
    let work = hand.work();
    // The shared places really are expanded: far more than the 126 combinations declared.
    assert!(work > 50_000 && work <= cost.hands, "{work} of {cost:?}");
    let report = hand.resolve();
    let put_in: u64 = hand.seats().iter().map(|s| s.contributed).sum();
    assert_eq!(report.payouts.iter().sum::<u64>(), put_in);
}

#[test]
fn many_options_are_refused_before_they_are_walked() {
    let options: Vec<String> =
        (0..20_000).map(|i| format!(r#"{{"key": "o{i}", "label": "O", "choices": [["a", "A"]]}}"#)).collect();
    let text = shared_ring_game(1, 1, 5).replace(
        r#""options": [{"key": "ring""#,
        &format!(r#""options": [{}, {{"key": "ring""#, options.join(", ")),
    );
    let err = declaration::parse(&text).expect_err("refused").to_string();
    assert_eq!(err, "options: 20001 options; at most 16");
}

/// A declaration of `places` board places on a grid eight wide, dealt on one street, with `points`
/// high points of any three of them (Omaha-style), `hole` hole cards, `players` and `options`.
fn grid_game(
    places: usize,
    points: usize,
    hole: usize,
    players: (usize, usize),
    options: &[String],
) -> String {
    let spots: Vec<String> =
        (0..places).map(|i| format!(r#"{{"id": "b{i}", "x": {}.0, "y": {}.0}}"#, i % 8, i / 8)).collect();
    let ids = (0..places).map(|i| format!("\"b{i}\"")).collect::<Vec<_>>().join(", ");
    let point = |i: usize| {
        format!(
            r#"{{"label": "P{i}", "ranking": "high", "cards": {{"board": {{"choose": {{"from": [{ids}], "k": 3}}}}}}}}"#
        )
    };
    format!(
        r#"{{"id": "probe/grid", "name": "Grid probe", "players": [{}, {}], "hole_cards": {{"fixed": {hole}}},
        "positions": [{}], "streets": [{{"name": "Flop", "deal": [{ids}]}}], "points": [{}],
        "payout": "points", "options": [{}]}}"#,
        players.0,
        players.1,
        spots.join(", "),
        (0..points).map(point).collect::<Vec<_>>().join(", "),
        options.join(", ")
    )
}

#[test]
fn validating_the_largest_option_grid_derives_a_bounded_number_of_combinations() {
    // The issue's second declaration: 24 points of any three of 32 grid places, with eight
    // two-choice options (256 rule sets to build).
    let options: Vec<String> = (0..8)
        .map(|i| format!(r#"{{"key": "o{i}", "label": "O", "choices": [["a", "A"], ["b", "B"]]}}"#))
        .collect();
    let text = grid_game(32, 24, 4, (2, 4), &options);
    let err = declaration::parse(&text).expect_err("refused").to_string();
    assert!(err.starts_with("points: the points derive up to 30,474,240 board combinations"), "{err}");
    assert!(err.ends_with(&format!("at most {}", grouped(VALIDATION_BUDGET))), "{err}");
}

fn grouped(n: u128) -> String {
    cap::engine::game::cost::grouped(n)
}

/// A heavy but plausible declaration: `table` table places and `own` places in front of each
/// player (shared or not), points over any `k` of them, hold'em-style pools with a mandatory card,
/// and hand points, for 2 to `most` players.
fn adversarial(rng: &mut XorShift) -> String {
    let table = 1 + rng.below(16);
    let own = rng.below(9);
    let shared = rng.below(2) == 0;
    let most = 2 + rng.below(9);
    let hole = match rng.below(3) {
        0 => r#""max-from-deck""#.to_string(),
        _ => format!(r#"{{"fixed": {}}}"#, 2 + rng.below(6)),
    };
    let mut places: Vec<String> =
        (0..table).map(|i| format!(r#"{{"id": "t{i}", "x": {}.0, "y": {}.0}}"#, i % 6, i / 6)).collect();
    places.extend((0..own).map(|i| {
        let share = if shared { r#", "shared_when": {"option": "ring", "equals": "shared"}"# } else { "" };
        format!(r#"{{"id": "o{i}", "x": {i}.0, "y": 4.0, "scope": "each-player"{share}}}"#)
    }));
    let all: Vec<String> =
        (0..table).map(|i| format!("\"t{i}\"")).chain((0..own).map(|i| format!("\"o{i}\""))).collect();
    let points: Vec<String> = (0..1 + rng.below(24))
        .map(|i| {
            let cards = match rng.below(4) {
                0 | 1 => {
                    let k = 1 + rng.below(all.len().min(5));
                    format!(r#"{{"board": {{"choose": {{"from": [{}], "k": {k}}}}}}}"#, all.join(", "))
                }
                2 => format!(r#"{{"holdem-style": [{}]}}"#, all.join(", ")),
                _ => r#""hand""#.to_string(),
            };
            let must =
                if cards.contains("holdem") && rng.below(2) == 0 { r#", "must_use": ["t0"]"# } else { "" };
            let ranking = ["high", "8-or-better", "badugi", "7-2"][rng.below(4)];
            format!(r#"{{"label": "P{i}", "ranking": "{ranking}", "cards": {cards}{must}}}"#)
        })
        .collect();
    format!(
        r#"{{"id": "probe/heavy", "name": "Heavy probe", "players": [2, {most}], "hole_cards": {hole},
        "positions": [{}], "streets": [{{"name": "Pre-flop", "deal": [{}]}}], "points": [{}],
        "payout": "points",
        "options": [{{"key": "ring", "label": "Ring", "choices": [["shared", "Shared"], ["own", "Own"]]}}]}}"#,
        places.join(", "),
        all.join(", "),
        points.join(", ")
    )
}

#[test]
fn any_declaration_that_validates_scores_within_its_bound_at_every_table() {
    let mut rng = XorShift::new(36);
    let random = RandomPlay { random_options: true, random_decisions: true };
    let (mut valid, mut over_budget, mut heavy) = (0, 0, 0);
    for _ in 0..400 {
        let text = adversarial(&mut rng);
        let game = match declaration::parse(&text) {
            Ok(game) => game,
            Err(e) => {
                over_budget += usize::from(e.to_string().contains("a game may take at most"));
                continue;
            }
        };
        valid += 1;
        let (least, most) = game.spec().players;
        for n in [least, most] {
            let dealt = play(&game, n, rng.next_u64(), &BTreeMap::new(), None, &random).unwrap();
            let hand = dealt.draft.to_hand().unwrap();
            let bound = showdown_cost(hand.rules()).hands;
            assert!(bound <= SHOWDOWN_BUDGET, "{bound}\n{text}");
            let work = hand.work();
            assert!(work <= bound, "{work} hands valued, bound {bound}, {n} players\n{text}");
            heavy += usize::from(work > SHOWDOWN_BUDGET / 100);
            let report = hand.resolve();
            let put_in: u64 = hand.seats().iter().map(|s| s.contributed).sum();
            assert_eq!(report.payouts.iter().sum::<u64>(), put_in, "{text}");
            // Scored in steps, no step values more than the step budget, and the report is the same.
            let mut scoring = Scoring::new(hand);
            while !scoring.is_done() {
                let step = scoring.step(1);
                assert!(step <= UNIT_BUDGET, "a step of {step} hands\n{text}");
            }
            assert_eq!(scoring.finish(), report, "{text}");
        }
    }
    // The generator reaches both sides of the budget, and hands that do real work.
    assert!(
        valid >= 60 && over_budget >= 20 && heavy >= 10,
        "{valid} valid, {over_budget} over, {heavy} heavy"
    );
}

/// A heavy game before anything is dealt: nine players' hole cards known, sixteen board places
/// to come, a point of any three of them (Omaha-style).
fn heavy_partial() -> cap::engine::equity::Partial {
    use cap::engine::equity::{Hole, Partial};
    let text = grid_game(16, 1, 4, (2, 9), &[]);
    let rules = declaration::parse(&text).unwrap().rules(&BTreeMap::new()).unwrap();
    let mut deck = rules.deck().cards();
    XorShift::new(7).shuffle(&mut deck);
    Partial {
        holes: (0..9).map(|_| Some(Hole::known(deck.drain(..4).collect()))).collect(),
        own: vec![vec![]; 9],
        board: vec![],
        dead: vec![],
        contributed: vec![],
        bought: vec![],
        chip: 1,
        dead_hands: vec![],
        button: 0,
        picks: vec![],
        rules,
    }
}

#[test]
fn equity_is_bounded_by_work_and_says_when_it_stops() {
    use cap::engine::equity::{equity, Run, WORK_BUDGET};
    use cap::model::odds::{Counting, APP_WORK, TRIALS};
    let partial = heavy_partial();
    let run = Run::new(&partial, 1).unwrap();
    let trials = run.trials_within(WORK_BUDGET);
    assert!(trials < 20_000 && trials as u128 * run.trial_work() <= WORK_BUDGET, "{trials}");
    let e = equity(&partial, 20_000, 1).unwrap();
    assert_eq!((e.boards, e.exact), (trials, false));
    assert!((e.pot.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    // The app's count stops at its own, smaller, bound and says why.
    let mut counting = Counting::start(&partial, 1).unwrap();
    assert_eq!(counting.chunk(), 1, "a heavy game's first step is one deal, not hundreds");
    while !counting.step() {}
    let names: Vec<String> = (1..=9).map(|i| format!("P{i}")).collect();
    let view = counting.view(&names);
    let expected = run.trials_within(APP_WORK);
    assert!(expected < TRIALS);
    assert_eq!(
        view.status,
        format!(
            "Sampled {} deals: this game's showdown is heavy, so the count stops there.",
            grouped(expected as u128)
        )
    );
}

#[test]
fn a_hand_holding_far_more_cards_than_its_game_deals_is_refused_before_it_is_scored() {
    use cap::engine::game::cost::HAND_WORK_LIMIT;
    use cap::engine::hand_file::HandFile;
    // A valid game: 24 points of any three of sixteen board places, two hole cards each.
    let game = grid_game(16, 24, 2, (2, 2), &[]);
    assert!(declaration::parse(&game).is_ok(), "the game is inside its budget");
    // A file claiming the deal left Ann 34 of the 36 cards off the board.
    let deck = cap::engine::card_set::Deck::Standard52.cards();
    let text =
        |cards: &[cap::engine::card::Card]| cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ");
    let board: Vec<String> =
        deck[..16].iter().enumerate().map(|(i, c)| format!(r#""b{i}": "{c}""#)).collect();
    let file = |ann: usize| {
        format!(
            r#"{{"format": 1, "game": {game}, "button": 0, "chip": 1, "board": {{{}}},
            "players": [{{"name": "Ann", "hole": "{}", "hole_count": {ann}, "contributed": 5}},
                        {{"name": "Ben", "hole": "{}", "hole_count": 2, "contributed": 5}}]}}"#,
            board.join(", "),
            text(&deck[16..16 + ann]),
            text(&deck[50..52])
        )
    };
    let read = |ann: usize| HandFile::from_json(&file(ann)).and_then(|f| f.to_hand(Catalogue::builtin()));
    let err = read(34).expect_err("too heavy to score").to_string();
    assert!(err.contains("(Ann holds 34 cards), more than the 4,000,000 any hand may take"), "{err}");
    // Eight cards, as card actions might gather, are scored.
    let hand = read(8).unwrap();
    assert!(hand.work() <= HAND_WORK_LIMIT);
    assert_eq!(hand.resolve().payouts.iter().sum::<u64>(), 10);

    // One point of any three of 32 places: Ann gathering twelve cards makes her hand for it one
    // step of 332,320 hands, over the step budget though the whole hand is far within its limit.
    let game = grid_game(32, 1, 2, (2, 2), &[]);
    let board: Vec<String> =
        deck[..32].iter().enumerate().map(|(i, c)| format!(r#""b{i}": "{c}""#)).collect();
    let file = format!(
        r#"{{"format": 1, "game": {game}, "button": 0, "chip": 1, "board": {{{}}},
        "players": [{{"name": "Ann", "hole": "{}", "hole_count": 12, "contributed": 5}},
                    {{"name": "Ben", "hole": "{}", "hole_count": 2, "contributed": 5}}]}}"#,
        board.join(", "),
        text(&deck[32..44]),
        text(&deck[50..52])
    );
    let err = HandFile::from_json(&file)
        .and_then(|f| f.to_hand(Catalogue::builtin()))
        .expect_err("a step too heavy");
    assert!(
        err.to_string().contains(
            "scoring Ann's hand for P0 would value 332,320 hands (Ann holds 12 cards), more than the 250,000 one \
             player's hand for one point may take"
        ),
        "{err}"
    );
}
