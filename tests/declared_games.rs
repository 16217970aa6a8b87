//! Issue 21: games as declarations. Every catalogue game prints as its declaration and reads back
//! equal; a hand file carrying the declaration inline scores exactly like the id; refusals name the
//! field; and random declarations over the declaration's space (within the guide's design
//! principles) either validate or fail with a named reason, and those that validate deal through
//! the dealing engine and score with chips conserved.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::deal::{BuySchedule, ChristmasRule, EsgRule, ForcedDiscard, Neighbour, PassTheTrash, When};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::declaration;
use cap::engine::game::principles::every_point_made_up_to;
use cap::engine::game::spec::*;
use cap::engine::game::Game;
use cap::engine::hand_file::{any, report_json, GameRef, HandFile};
use cap::engine::pot::Payout;
use cap::engine::rng::XorShift;

/// `cap layout <id> --declaration`, as text.
fn printed_declaration(id: &str) -> String {
    let args: Vec<String> = ["layout", id, "--declaration"].iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cap::cli::run_with(&args, &mut std::io::empty(), &mut out, &mut err);
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{id}: {}", String::from_utf8_lossy(&err));
    String::from_utf8(out).unwrap()
}

#[test]
fn every_catalogue_game_prints_as_a_declaration_that_reads_back_equal() {
    let mut games = 0;
    for game in Catalogue::builtin().games() {
        let text = printed_declaration(game.id());
        let back = declaration::parse(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", game.id()));
        assert_eq!(back.spec(), game.spec(), "{}", game.id());
        games += 1;
    }
    assert_eq!(games, 60);
}

/// The hand file with its game replaced by the declaration, as JSON text (what a shared file is).
fn inline(file: &HandFile, spec: &GameSpec) -> String {
    let mut declared = file.clone();
    declared.game = GameRef::from(spec.clone());
    declared.to_json()
}

/// The report of a hand file's text, read as `cap showdown` reads it.
fn scored(text: &str) -> Result<serde_json::Value, String> {
    let hand = any::read(text).map_err(|e| e.message)?;
    hand.report_json().map_err(|e| e.message)
}

#[test]
fn a_hand_file_with_the_game_inline_scores_exactly_like_the_id_for_every_catalogue_game() {
    let random = RandomPlay { random_options: true, random_decisions: true };
    let mut hands = 0;
    for (g, game) in Catalogue::builtin().games().enumerate() {
        // The declaration as `cap layout --declaration` prints it, read back.
        let spec = declaration::parse(&printed_declaration(game.id())).unwrap().spec().clone();
        let (lo, hi) = game.spec().players;
        for round in 0..4u64 {
            let seed = 21_000 + g as u64 * 10 + round;
            let n = lo + (seed as usize) % (hi - lo + 1);
            let hand = play(game, n, seed, &BTreeMap::new(), None, &random)
                .unwrap_or_else(|e| panic!("{}: {e}", game.id()));
            let file = hand.draft.to_file();
            let by_id = scored(&file.to_json()).unwrap_or_else(|e| panic!("{}: {e}", game.id()));
            let text = inline(&file, &spec);
            let by_declaration = scored(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", game.id()));
            assert_eq!(by_declaration, by_id, "{}: the inline game scores like the id", game.id());
            // The file reads back as it was written, declaration and all.
            assert_eq!(HandFile::from_json(&text).unwrap().game, GameRef::from(spec.clone()));
            hands += 1;
        }
    }
    assert_eq!(hands, 60 * 4);
}

/// A small hold'em-board game with a badugi hand point, written by hand: the docs' new example.
const HOLDEM_BADUGI: &str = r#"{
  "id": "mine/holdem-badugi", "name": "Hold'em with a badugi hand", "players": [2, 8],
  "hole_cards": {"fixed": 4},
  "positions": [{"id": "f1", "x": 0, "y": 0}, {"id": "f2", "x": 1, "y": 0}, {"id": "f3", "x": 2, "y": 0},
                {"id": "t", "x": 3, "y": 0}, {"id": "r", "x": 4, "y": 0}],
  "streets": [{"name": "Flop", "deal": ["f1", "f2", "f3"]}, {"name": "Turn", "deal": ["t"]},
              {"name": "River", "deal": ["r"]}],
  "points": [{"label": "High", "ranking": "high", "cards": {"holdem-style": ["f1", "f2", "f3", "t", "r"]}},
             {"label": "Badugi", "ranking": "badugi", "cards": "hand"}],
  "payout": "split-pot"
}"#;

fn hand_with(game: &str) -> String {
    format!(
        r#"{{"format": 1, "game": {game}, "button": 0, "chip": 1,
  "board": {{"f1": "Kh", "f2": "Kd", "f3": "7c", "t": "2s", "r": "9d"}},
  "players": [{{"name": "Ann", "hole": "Ks Qs Ac 3d", "contributed": 10}},
              {{"name": "Bob", "hole": "Ah 2c 4d 6s", "contributed": 10}}]}}"#
    )
}

#[test]
fn a_declared_game_the_catalogue_lacks_scores_from_the_hand_file() {
    let report = scored(&hand_with(HOLDEM_BADUGI)).unwrap();
    // Ann's trip kings take the high; Bob's four-card badugi 6-4-2-A the badugi: each half.
    assert_eq!(report["payouts"]["Ann"], 10, "{report:#}");
    assert_eq!(report["payouts"]["Bob"], 10, "{report:#}");
}

#[test]
fn the_app_keeps_a_declared_game_inline_rather_than_lose_it() {
    // The app's draft of a hand of a declared game writes the declaration back inline, so the
    // history and share links never name a game another reader lacks.
    let file = HandFile::from_json(&hand_with(HOLDEM_BADUGI)).unwrap();
    let draft = cap::engine::draft::Draft::from_file(&file, Catalogue::builtin()).unwrap();
    let back = draft.to_file();
    assert_eq!(back.game, file.game);
    assert!(serde_json::to_string(&back).unwrap().contains("Hold'em with a badugi hand"));
    let by_id = HandFile { game: "holdem/high".into(), board: BTreeMap::new(), ..file };
    let draft = cap::engine::draft::Draft::from_file(&by_id, Catalogue::builtin()).unwrap();
    assert_eq!(draft.to_file().game, by_id.game);
}

#[test]
fn refusals_of_an_inline_game_name_the_field() {
    let refused = |game: &str| scored(&hand_with(game)).unwrap_err();
    // The shape: serde's path, in the hand file's words.
    let m = refused(&HOLDEM_BADUGI.replace("\"badugi\", \"cards\"", "\"badugi-low\", \"cards\""));
    assert!(m.contains("game points item 2 ranking") && m.contains("unknown ranking \"badugi-low\""), "{m}");
    let m = refused(&HOLDEM_BADUGI.replace("\"payout\"", "\"paytou\""));
    assert!(m.contains("unknown field \"paytou\""), "{m}");
    // The rules: the validation's field under `game`.
    let m = refused(&HOLDEM_BADUGI.replace("\"ranking\": \"badugi\"", "\"ranking\": \"7-2\""));
    assert_eq!(m, "game.points[1] (Badugi).cards: needs 5 hole cards, but a player holds 4 at the showdown");
    let m = refused(&HOLDEM_BADUGI.replace("[2, 8]", "[2, 12]"));
    assert_eq!(
        m,
        "game.players: 12 players need 53 cards (5 board + 12 x 4), more than the deck's 52: \
         the game works for 2 to 11 players"
    );
    // Untrusted text: coordinates off the grid (1e39 is infinite as an f32), long or spaced texts.
    let m = refused(&HOLDEM_BADUGI.replace("\"x\": 4", "\"x\": 1e39"));
    assert_eq!(m, "game.positions.r: x inf and y 0 must be 0 to 50 card slots");
    let long = "x".repeat(61);
    let m = refused(&HOLDEM_BADUGI.replace("\"label\": \"High\"", &format!("\"label\": \"{long}\"")));
    assert_eq!(m, "game.points[0].label: is 61 characters long; at most 60");
    let m = refused(&HOLDEM_BADUGI.replace("\"f1\"", "\"f 1\""));
    assert_eq!(m, "game.positions[0].id: \"f 1\" has a space in it");
    // A catalogue id with a different declaration would make the id mean two games.
    let m = refused(&HOLDEM_BADUGI.replace("mine/holdem-badugi", "holdem/high"));
    assert!(m.starts_with("game.id: \"holdem/high\" is a catalogue game's id"), "{m}");
}

#[test]
fn a_point_needing_more_hole_cards_than_the_deck_leaves_says_for_how_many_players_every_point_works() {
    let game = Catalogue::builtin().get("double-board/high-low-high-low-high-hand-low-hand").unwrap();
    let rules = game.rules(&BTreeMap::new()).unwrap();
    // Ten board cards leave 42: a five-card hand low for each of eight players, not ten.
    assert_eq!(every_point_made_up_to(&rules), 8);
    let holdem = Catalogue::builtin().get("holdem/high").unwrap().rules(&BTreeMap::new()).unwrap();
    assert_eq!(every_point_made_up_to(&holdem), holdem.players().1);
}

#[test]
fn the_documents_declarations_validate_and_the_first_is_the_catalogue_game() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/declaration.md")).unwrap();
    let blocks: Vec<&str> = doc
        .split("```json\n")
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .filter(|block| block.trim_start().starts_with("{\n  \"id\""))
        .collect();
    assert_eq!(blocks.len(), 3, "the worked examples");
    let games: Vec<Game> =
        blocks.iter().map(|b| declaration::parse(b).unwrap_or_else(|e| panic!("{e}\n{b}"))).collect();
    let catalogue = Catalogue::builtin().get("omaha/high-low-8").unwrap();
    assert_eq!(games[0].spec(), catalogue.spec());
    assert_eq!(
        blocks[0],
        declaration::to_json(catalogue.spec()) + "\n",
        "the document shows what cap prints"
    );
    // The new games score from a hand file carrying them inline.
    for game in &games[1..] {
        let spec = serde_json::to_string(game.spec()).unwrap();
        let board = if game.spec().positions.len() == 5 {
            r#"{"f1": "Kh", "f2": "Kd", "f3": "7c", "t": "2s", "r": "9d"}"#
        } else {
            r#"{"1.f1": "Kh", "1.f2": "Kd", "1.f3": "7c", "1.t": "2s", "1.r": "9d",
                "2.f1": "Jh", "2.f2": "Td", "2.f3": "8c", "2.t": "5s", "2.r": "3h"}"#
        };
        let text = format!(
            r#"{{"format": 1, "game": {spec}, "button": 0, "chip": 1, "board": {board},
              "players": [{{"name": "Ann", "hole": "Ks Qs Ac 3d", "contributed": 10, "hole_count": 4}},
                          {{"name": "Bob", "hole": "Ah 2c 4d 6s", "contributed": 10, "hole_count": 4}}]}}"#
        );
        let report = scored(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(report["game"], game.spec().id.as_str(), "{report:#}");
    }
}

#[test]
fn a_discarding_game_throws_once_after_each_street() {
    let throw_dem = || Catalogue::builtin().get("throw-dem/high").unwrap().spec().clone();
    let mut spec = throw_dem();
    spec.hole_cards = HoleCards::DiscardDownTo { dealt: 5, at_showdown: 3 };
    let err = Game::new(spec).unwrap_err();
    assert_eq!(err.field, "hole_cards");
    assert_eq!(
        err.problem,
        "discarding 5 down to 3 is 2 throws, one after each street, but the game has 3 streets"
    );
    let mut spec = throw_dem();
    spec.hole_cards = HoleCards::DiscardDownTo { dealt: 5, at_showdown: 5 };
    assert_eq!(Game::new(spec).unwrap_err().problem, "discarding 5 down to 5: keep 1 to 4 cards");
    let mut spec = throw_dem();
    spec.points[0].dead_ranks_from = vec!["1.r".into()];
    assert_eq!(Game::new(spec).unwrap_err().field, "points[0] (High).dead_ranks_from");
}

#[test]
fn the_number_of_picks_is_the_games_and_a_point_worth_its_picks_is_picked() {
    let dynamic = || Catalogue::builtin().get("triple-board/dynamic-points").unwrap().spec().clone();
    assert!(Game::new(dynamic()).is_ok());
    let mut spec = dynamic();
    spec.points[1].contest = Contest::PickedBy { picks_required: 1 };
    let err = Game::new(spec).unwrap_err();
    assert_eq!(err.field, "points[1] (Board 2 high).contest");
    assert_eq!(
        err.problem,
        "each player picks 1 here but 2 on an earlier point: the number of picks is the game's"
    );
    let mut spec = dynamic();
    for p in &mut spec.points[..3] {
        p.contest = Contest::PickedBy { picks_required: 4 };
    }
    assert_eq!(
        Game::new(spec).unwrap_err().problem,
        "each player picks four points, but there are 3 points players pick: choose 1 to 3"
    );
    let mut spec = dynamic();
    spec.points[2].contest = Contest::Everyone;
    assert_eq!(Game::new(spec).unwrap_err().field, "points[2] (Board 3 high).worth");
    let mut spec = dynamic();
    spec.points[2].worth = Worth::Points(1);
    spec.points[2].contest = Contest::Everyone;
    assert!(Game::new(spec).is_ok(), "two boards to pick two of: everyone picks both");
}

// ---- Random declarations ----

/// Chooses one of `items`.
fn pick<'a, T>(rng: &mut XorShift, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

/// A random subset of `ids`, in order, of at least one.
fn some_of(rng: &mut XorShift, ids: &[String]) -> Vec<String> {
    let mut out: Vec<String> = ids.iter().filter(|_| rng.below(2) == 0).cloned().collect();
    if out.is_empty() {
        out.push(pick(rng, ids).clone());
    }
    out
}

/// A random rule for a point's board combinations over the table positions `ids`.
fn random_combos(rng: &mut XorShift, ids: &[String], depth: usize) -> Combos {
    let adjacency =
        *pick(rng, &[Adjacency::Sequence, Adjacency::Ring, Adjacency::GridEdge, Adjacency::GridEdgeOrCorner]);
    match rng.below(if depth == 0 { 9 } else { 7 }) {
        0 | 1 => Combos::Choose { from: some_of(rng, ids), k: 1 + rng.below(5) },
        2 => Combos::NonAdjacent { from: some_of(rng, ids), k: 1 + rng.below(4), adjacency },
        3 => Combos::Connected { from: some_of(rng, ids), k: 1 + rng.below(5), adjacency },
        4 => Combos::Rows { from: ids.to_vec() },
        5 if rng.below(2) == 0 => Combos::Columns { from: ids.to_vec() },
        5 => Combos::Diagonals { from: ids.to_vec() },
        6 => Combos::Whole(some_of(rng, ids)),
        // A product's parts take different places (one card cannot count twice: refused), now
        // and then the same ones (to see the refusal).
        7 if ids.len() >= 2 && rng.below(8) != 0 => {
            let mut shuffled = ids.to_vec();
            rng.shuffle(&mut shuffled);
            let cut = 1 + rng.below(ids.len() - 1);
            let (left, right) = shuffled.split_at(cut);
            let in_order = |part: &[String]| -> Vec<String> {
                ids.iter().filter(|i| part.contains(i)).cloned().collect()
            };
            Combos::Product(vec![
                random_combos(rng, &in_order(left), 1),
                random_combos(rng, &in_order(right), 1),
            ])
        }
        7 => Combos::Product(vec![random_combos(rng, ids, 1), random_combos(rng, ids, 1)]),
        _ => Combos::AnyOf(vec![random_combos(rng, ids, 1), random_combos(rng, ids, 1)]),
    }
}

/// A random declaration: a layout (boards in rows, a grid or a line, sometimes a card in front of
/// each player), streets in order, points of every kind and ranking, a payout and hole cards.
pub(crate) fn random_spec(rng: &mut XorShift, index: usize) -> GameSpec {
    let (rows, cols) = match rng.below(3) {
        0 => (1 + rng.below(3), 5),
        1 => (2 + rng.below(3), 2 + rng.below(3)),
        _ => (1, 3 + rng.below(6)),
    };
    let mut positions = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            positions.push(PositionSpec {
                id: format!("r{}c{}", r + 1, c + 1),
                x: c as f32,
                y: r as f32,
                scope: Scope::Table,
                when: None,
                shared_when: None,
            });
        }
    }
    let table: Vec<String> = positions.iter().map(|p| p.id.clone()).collect();
    let own = rng.below(6) == 0;
    // Shared by every player still in when the table says (Ring of Fire's ring), or always its
    // owner's.
    let shared = own && rng.below(2) == 0;
    if own {
        positions.push(PositionSpec {
            id: "own".into(),
            x: 0.0,
            y: rows as f32 + 0.5,
            scope: Scope::EachPlayer,
            when: None,
            shared_when: shared.then(|| Condition { option: "ring".into(), choices: vec!["shared".into()] }),
        });
    }
    // Streets: the table positions in order, cut into one to four streets.
    let n_streets = 1 + rng.below(4.min(table.len()));
    let mut streets: Vec<StreetSpec> = Vec::new();
    let mut cuts: Vec<usize> = (1..table.len()).collect();
    rng.shuffle(&mut cuts);
    let mut cuts: Vec<usize> = cuts.into_iter().take(n_streets - 1).collect();
    cuts.push(0);
    cuts.push(table.len());
    cuts.sort_unstable();
    for (s, pair) in cuts.windows(2).enumerate() {
        let deal = table[pair[0]..pair[1]].to_vec();
        // Now and then the last aggressor places a later street's cards (Tree trunk).
        let chosen = s > 0 && rng.below(8) == 0;
        streets.push(StreetSpec { name: format!("Street {}", s + 1), deal, when: None, chosen });
    }
    if own {
        streets.insert(
            0,
            StreetSpec { name: "Pre-flop".into(), deal: vec!["own".into()], when: None, chosen: false },
        );
    }
    let payout = *pick(rng, &[Payout::SplitPot, Payout::Points]);
    // The dynamic points system: how many points each player picks, one number for the game (a
    // point asking another is refused, and so is asking more than the game's picked points).
    let picks_required = 1 + rng.below(2);
    let mut points = Vec::new();
    for i in 0..1 + rng.below(4) {
        let ranking = pick(rng, RANKINGS).1;
        // The card in front of each player, when there is one, may join a point (Ring of Fire).
        let with_own = own && rng.below(2) == 0;
        let cards = match rng.below(5) {
            0..=2 if with_own => PointCards::Board(Combos::Product(vec![
                random_combos(rng, &table, 1),
                Combos::Choose { from: vec!["own".into()], k: 1 },
            ])),
            0..=2 => PointCards::Board(random_combos(rng, &table, 0)),
            3 if with_own => PointCards::HoldemStyle([some_of(rng, &table), vec!["own".into()]].concat()),
            3 => PointCards::HoldemStyle(some_of(rng, &table)),
            _ => PointCards::Hand,
        };
        // Mandatory cards: a hold'em-style point's among its places, now and then any table
        // position (refused where no hand can include it: outside the places, in a hand point).
        let must_use = match (rng.below(8), &cards) {
            (0 | 1, PointCards::HoldemStyle(places)) if rng.below(6) != 0 => vec![pick(rng, places).clone()],
            (0, _) => vec![pick(rng, &table).clone()],
            (1, _) if own => vec!["own".into()],
            _ => vec![],
        };
        let worth =
            if payout == Payout::Points { Worth::Points(1 + rng.below(3) as u32) } else { Worth::Points(1) };
        // Now and then the dynamic points system, or ranks made dead by a position (Good boys bad boys).
        let (worth, contest) = if rng.below(5) == 0 {
            // Now and then a point asks its own number of picks (refused).
            let picks_required = if rng.below(10) == 0 { 1 + rng.below(3) } else { picks_required };
            (Worth::PicksAllocated, Contest::PickedBy { picks_required })
        } else {
            (worth, Contest::Everyone)
        };
        let dead_ranks_from = if rng.below(10) == 0 { vec![pick(rng, &table).clone()] } else { vec![] };
        points.push(PointSpec {
            label: format!("Point {}", i + 1),
            ranking,
            cards,
            must_use,
            worth,
            contest,
            dead_ranks_from,
            when: None,
        });
    }
    // Mostly no more picks than there are points to pick (a game asking more is refused).
    let picked = points.iter().filter(|p| matches!(p.contest, Contest::PickedBy { .. })).count();
    if rng.below(8) != 0 {
        for point in &mut points {
            if let Contest::PickedBy { picks_required } = &mut point.contest {
                *picks_required = (*picks_required).min(picked);
            }
        }
    }
    let mut options = Vec::new();
    if rng.below(4) == 0 {
        // Points that switch with an option (F1 square's common cards, flying rivers' wings): a
        // point declared again under the other choices, with the same label and other cards or
        // ranking; now and then the two overlap (refused: two points with one label), and a
        // position is present only under some choices.
        let n_choices = 2 + rng.below(2);
        let choices: Vec<String> = (1..=n_choices).map(|c| format!("v{c}")).collect();
        let split = 1 + rng.below(n_choices - 1);
        let when = |range: std::ops::Range<usize>| Condition {
            option: "variant".into(),
            choices: choices[range].to_vec(),
        };
        let k = rng.below(points.len());
        let mut twin = points[k].clone();
        match rng.below(3) {
            0 => twin.ranking = pick(rng, RANKINGS).1,
            1 => twin.cards = PointCards::Board(random_combos(rng, &table, 0)),
            _ => twin.worth = Worth::Points(1 + rng.below(3) as u32),
        }
        points[k].when = Some(when(0..split));
        twin.when = if rng.below(8) == 0 { Some(when(0..n_choices)) } else { Some(when(split..n_choices)) };
        points.insert(k + 1, twin);
        if rng.below(2) == 0 {
            let last = positions.iter().rposition(|p| p.scope == Scope::Table).unwrap();
            positions[last].when = Some(when(rng.below(split)..n_choices));
        }
        options.push(OptionSpec {
            key: "variant".into(),
            label: "Variant".into(),
            choices: choices.iter().map(|c| (c.clone(), format!("Variant {c}"))).collect(),
        });
    }
    if points.iter().any(|p| p.ranking == PointRanking::TableLow) && rng.below(10) != 0 {
        options.push(OptionSpec {
            key: "low".into(),
            label: "Low type".into(),
            choices: cap::engine::game::LOW_CHOICES
                .iter()
                .map(|(k, l)| (k.to_string(), l.to_string()))
                .collect(),
        });
    }
    if shared {
        options.push(OptionSpec {
            key: "ring".into(),
            label: "Cards in front of the players".into(),
            choices: vec![("shared".into(), "Anyone's".into()), ("own".into(), "Their owner's".into())],
        });
    }
    if rng.below(6) == 0 {
        // A last position present only when the table says (a floater).
        let last = positions.iter().rposition(|p| p.scope == Scope::Table).unwrap();
        positions[last].when = Some(Condition { option: "extra".into(), choices: vec!["on".into()] });
        options.push(OptionSpec {
            key: "extra".into(),
            label: "Extra card".into(),
            choices: vec![("off".into(), "Off".into()), ("on".into(), "On".into())],
        });
    }
    let hole_cards = match rng.below(4) {
        0 => HoleCards::MaxFromDeck,
        1 => HoleCards::DiscardDownTo { dealt: 3 + rng.below(4), at_showdown: 1 + rng.below(4) },
        _ => HoleCards::Fixed(1 + rng.below(6)),
    };
    // When a discarding game throws (Throw dem's `throws`), now and then on a game that keeps
    // its cards (refused).
    if matches!(hole_cards, HoleCards::DiscardDownTo { .. }) && rng.below(2) == 0 || rng.below(40) == 0 {
        options.push(OptionSpec {
            key: "throws".into(),
            label: "When each card is thrown".into(),
            choices: cap::engine::game::THROWS_CHOICES
                .iter()
                .map(|(k, l)| (k.to_string(), l.to_string()))
                .collect(),
        });
    }
    // Now and then the table starts with extra cards, burns or card actions; now and then
    // undealt cards with Christmas, a pass or discard of no card or a free card (refused, as the
    // table refuses them).
    let dealing = if rng.below(3) == 0 {
        let when = |rng: &mut XorShift| *pick(rng, &[When::PreFlop, When::EveryStreet]);
        let sometimes = |p: usize, rng: &mut XorShift| rng.below(100) < p;
        cap::engine::deal::DealingDefaults {
            esg: *pick(rng, &[EsgRule::Off, EsgRule::Esg, EsgRule::CatchUp]),
            christmas: *pick(rng, &[ChristmasRule::Off, ChristmasRule::On, ChristmasRule::Grinch]),
            burns: rng.below(3) == 0,
            undealt_to_discards: rng.below(8) == 0,
            pass_the_trash: sometimes(30, rng).then(|| PassTheTrash {
                cards: [1, 1, 2, 3, 0][rng.below(5)],
                to: *pick(rng, &[Neighbour::Left, Neighbour::Right, Neighbour::Chosen]),
                when: when(rng),
            }),
            forced_discard: sometimes(25, rng)
                .then(|| ForcedDiscard { cards: [1, 1, 2, 0][rng.below(4)], when: when(rng) }),
            draw: sometimes(25, rng).then(|| when(rng)),
            buy: sometimes(30, rng).then(|| BuySchedule {
                first_price: [1, 5, 10, 0][rng.below(4)],
                rise_per_street: rng.below(6) as u64,
                when: when(rng),
            }),
        }
    } else {
        Default::default()
    };
    let least = 2 + rng.below(3);
    GameSpec {
        id: format!("declared/game-{index}"),
        name: format!("Declared game {index}"),
        family: "Declared".into(),
        summary: String::new(),
        deck: cap::engine::card_set::Deck::Standard52,
        players: (least, least + rng.below(8)),
        hole_cards,
        positions,
        streets,
        points,
        payout,
        options,
        dealing,
    }
}

/// The top-level fields of a declaration: every refusal names one of them first.
const FIELDS: &[&str] =
    &["id", "name", "players", "hole_cards", "positions", "streets", "points", "options", "dealing"];

#[test]
fn random_declarations_validate_or_name_the_field_and_the_valid_ones_deal_and_score_conserving_chips() {
    let mut rng = XorShift::new(21);
    let random = RandomPlay { random_options: true, random_decisions: true };
    let (mut valid, mut refused, mut hands, mut with_defaults, mut with_actions) = (0, 0, 0, 0, 0);
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    for index in 0..1000 {
        let spec = random_spec(&mut rng, index);
        // The declaration as text reads back equal (or is refused, naming the field, the same way).
        let text = declaration::to_json(&spec);
        let game = match Game::new(spec.clone()) {
            Ok(game) => game,
            Err(e) => {
                let top = e.field.split(['.', '[']).next().unwrap_or_default();
                assert!(FIELDS.contains(&top), "refused without a named field: {e}\n{text}");
                assert!(e.problem.len() > 5, "{e}");
                assert_eq!(
                    declaration::parse(&text).unwrap_err().to_string(),
                    format!("{}: {}", e.field, e.problem)
                );
                *reasons.entry(e.field.split(" (").next().unwrap_or_default().to_string()).or_default() += 1;
                refused += 1;
                continue;
            }
        };
        assert_eq!(declaration::parse(&text).unwrap().spec(), &spec);
        valid += 1;
        let (lo, hi) = spec.players;
        for n in [lo, hi] {
            let seed = rng.next_u64();
            let hand = play(&game, n, seed, &BTreeMap::new(), None, &random)
                .unwrap_or_else(|e| panic!("{n} players, seed {seed}: {e}\n{text}"));
            let file = hand.draft.to_file();
            let shared = inline(&file, &spec);
            let resolved = HandFile::from_json(&shared)
                .and_then(|f| f.to_hand(Catalogue::builtin()))
                .unwrap_or_else(|e| panic!("{e}\n{shared}\n{:#?}", hand.log));
            // A real deal of a validated game is never too heavy to score (issue 36: the reader
            // refuses a hand over the limit, and this one was read).
            assert!(resolved.work() <= cap::engine::game::cost::HAND_WORK_LIMIT, "{shared}");
            let report = resolved.resolve();
            let put_in: u64 = resolved.seats().iter().map(|s| s.contributed).sum();
            assert_eq!(report.payouts.iter().sum::<u64>(), put_in, "chips not conserved\n{shared}");
            // The shared file scores as the hand dealt does.
            assert_eq!(hand.draft.to_hand().unwrap().resolve(), report, "{shared}");
            let _ = report_json(&resolved, &report);
            hands += 1;
        }
        if !spec.dealing.is_off() {
            // A table of the game starts with its dealing defaults: dealt so, chips conserved.
            let table = RandomPlay { random_options: false, random_decisions: true };
            let seed = rng.next_u64();
            let hand = play(&game, lo, seed, &BTreeMap::new(), None, &table)
                .unwrap_or_else(|e| panic!("{lo} players, seed {seed}, its defaults: {e}\n{text}"));
            assert_eq!(hand.table.options().dealing(), spec.dealing, "{text}");
            let resolved = hand.draft.to_hand().unwrap();
            let put_in: u64 = resolved.seats().iter().map(|s| s.contributed).sum();
            assert_eq!(resolved.resolve().payouts.iter().sum::<u64>(), put_in, "{text}");
            with_defaults += 1;
            let d = spec.dealing;
            if d.pass_the_trash.is_some() || d.forced_discard.is_some() || d.draw.is_some() || d.buy.is_some()
            {
                with_actions += 1;
            }
        }
    }
    assert!(with_defaults >= 20, "{with_defaults} valid games with dealing defaults");
    assert!(with_actions >= 15, "{with_actions} valid games with card-action defaults");
    // A table's refusal of a default is a declaration's too, naming the field.
    for field in ["dealing.pass_the_trash", "dealing.forced_discard", "dealing.buy"] {
        assert!(reasons.contains_key(field), "no {field} refused: {reasons:?}");
    }
    // Both outcomes are common: the generator explores the space, not only its valid corner.
    assert!(valid >= 120 && refused >= 60, "{valid} valid, {refused} refused: {reasons:?}");
    assert!(hands >= 240, "{hands}");
}
