//! The built-in catalogue: every game loads, ids and names agree with what is declared, and the
//! geometry gives the combinations the guide describes.

use std::collections::BTreeMap;

use cap::engine::game::catalogue::{listing, specs, Catalogue, Listed};
use cap::engine::game::{Game, PointSource, Rules};
use cap::engine::pot::Payout;

fn rules(id: &str, options: &[(&str, &str)]) -> Rules {
    let game = Catalogue::builtin().get(id).unwrap_or_else(|| panic!("no game {id}"));
    let choices: BTreeMap<String, String> =
        options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    game.rules(&choices).unwrap()
}

fn combos(rules: &Rules, label: &str) -> Vec<Vec<String>> {
    let point =
        rules.points().iter().find(|p| p.label == label).unwrap_or_else(|| panic!("no point {label}"));
    let PointSource::Board(combos) = &point.source else { panic!("{label} is not a board point") };
    combos.iter().map(|c| c.iter().map(|&i| rules.positions()[i].id.clone()).collect()).collect()
}

#[test]
fn every_game_loads_and_ids_are_unique() {
    // `load` validates every declaration now, each with every combination of its options; the app
    // validates a game only when it is first used, so this is where every game is checked.
    let catalogue = Catalogue::load(specs()).expect("the catalogue validates");
    let ids: Vec<&str> = catalogue.games().map(|g| g.id()).collect();
    assert_eq!(ids.len(), 60, "{ids:#?}");
    let mut twice = specs();
    twice.push(twice[3].clone());
    let err = Catalogue::load(twice).err().expect("an id used twice is refused");
    assert_eq!((err.game.as_str(), err.field.as_str()), (ids[3], "id"));
}

#[test]
fn the_listing_agrees_with_the_declarations() {
    // The app lists the games from this constant data and builds a game only when it is opened.
    let specs = specs().leak();
    let expected: Vec<Listed> = specs
        .iter()
        .map(|s| Listed { id: &s.id, name: &s.name, family: &s.family, summary: &s.summary })
        .collect();
    if listing() == expected.as_slice() {
        return;
    }
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/engine/game/catalogue/listing.rs");
    if std::env::var_os("CAP_UPDATE_LISTING").is_some() {
        let mut text = String::from(
            "//! Generated from the declarations by `CAP_UPDATE_LISTING=1 cargo test listing` (then\n\
             //! `cargo fmt`); `tests/catalogue.rs` checks that it agrees with them.\n\n\
             use super::listed::Listed;\n\n\
             pub const LISTING: &[Listed] = &[\n",
        );
        for l in &expected {
            text += &format!(
                "    Listed {{\n        id: {:?},\n        name: {:?},\n        family: {:?},\n        summary: {:?},\n    }},\n",
                l.id, l.name, l.family, l.summary
            );
        }
        text += "];\n";
        std::fs::write(path, text).expect("the listing is written");
        panic!("{path} was rewritten: run `cargo fmt` and the tests again");
    }
    panic!(
        "{path} no longer agrees with the declarations (a game added, removed or renamed): \
         run `CAP_UPDATE_LISTING=1 cargo test listing`, then `cargo fmt`"
    );
}

#[test]
fn every_option_combination_of_every_builtin_game_gives_rules() {
    // The built-in catalogue as the app uses it: listed from the declarations, validated on use.
    let builtin = Catalogue::builtin();
    assert_eq!(builtin.declared().len(), 60);
    let mut combinations = 0;
    for spec in builtin.declared() {
        let game = builtin.get(&spec.id).unwrap_or_else(|| panic!("{} is listed but not found", spec.id));
        assert_eq!(game.spec(), spec);
        let every = option_combinations(spec);
        for choices in every {
            let rules = game.rules(&choices).unwrap_or_else(|e| panic!("{}: {e}", spec.id));
            assert_eq!(rules.options(), &choices, "{}", spec.id);
            combinations += 1;
        }
    }
    assert!(combinations > 55, "{combinations}");
}

#[test]
fn names_agree_with_declared_points_and_payout() {
    // The PokerKit lesson: a name that says "(5 points)" must have five one-point components and a
    // points payout; "split pot" must be a split pot; "hand" must have a hand point.
    for game in Catalogue::builtin().games() {
        let spec = game.spec();
        let name = spec.name.to_lowercase();
        if let Some(n) = name
            .split(" points)")
            .next()
            .and_then(|s| s.rsplit('(').next())
            .and_then(|s| s.parse::<usize>().ok())
        {
            // Under every choice of options (a point may be declared once per choice).
            for choices in option_combinations(spec) {
                let count = game.rules(&choices).unwrap().points().len();
                assert_eq!(count, n, "{} {choices:?}: {count} points declared", spec.id);
            }
            assert_eq!(spec.payout, Payout::Points, "{}", spec.id);
        }
        if name.contains("split pot") {
            assert_eq!(spec.payout, Payout::SplitPot, "{}", spec.id);
        }
        let has_hand = spec.points.iter().any(|p| p.label.starts_with("Hand"));
        // Balance, Tilt 5, the dynamic points system and Countdown include a hand point without saying so.
        let implicit =
            ["triple-board/balance", "triple-board/tilt-5", "triple-board/dynamic-points", "countdown/high"];
        let says_hand = spec.id.split('/').nth(1).unwrap().split('-').any(|w| w == "hand")
            || implicit.contains(&spec.id.as_str());
        assert_eq!(has_hand, says_hand, "{}: hand point and id disagree", spec.id);
        let has_low = spec.points.iter().any(|p| p.label.to_lowercase().contains("low"));
        let says_low = spec.id.contains("low") || spec.id.contains("balance");
        assert_eq!(has_low, says_low, "{}: low point and id disagree", spec.id);
    }
}

#[test]
fn guide_social_distancing_eight_card_line_twenty_triples_nine_card_line_thirty_five() {
    assert_eq!(combos(&rules("social-distancing/high", &[]), "High").len(), 20);
    // C(9 - 3 + 1, 3) = C(7, 3) = 35 non-adjacent triples on a nine-card line.
    let nine = rules("social-distancing/high", &[("line", "9")]);
    assert_eq!(combos(&nine, "High").len(), 35);
    assert_eq!(nine.streets(), vec!["Flop", "Turn", "River"]);
    assert_eq!(nine.positions().iter().filter(|p| p.street == 0).count(), 5, "a 5-card flop");
}

#[test]
fn guide_wheel_and_pandemic_combination_counts() {
    let wheel = rules("wheel/high-sd-high-ct-hand", &[]);
    assert_eq!(combos(&wheel, "Social distancing high").len(), 16);
    assert_eq!(combos(&wheel, "Contact tracing high").len(), 8);
    let pandemic = rules("pandemic/high-sd-high-ct-hand", &[]);
    assert_eq!(combos(&pandemic, "Contact tracing high").len(), 22, "6 lines + 16 L shapes");
    assert_eq!(combos(&pandemic, "Social distancing high").len(), 22, "no two sharing an edge");
    assert!(
        combos(&pandemic, "Social distancing high").contains(&vec![
            "r1c1".into(),
            "r2c2".into(),
            "r3c3".into()
        ]),
        "diagonal touching is allowed"
    );
}

#[test]
fn guide_double_bullseye_lines_and_bullseyes() {
    let r = rules("double-bullseye/high-high-hand", &[]);
    assert_eq!(combos(&r, "Main board high").len(), 8, "3 rows, 3 columns, 2 diagonals");
    let b = combos(&r, "Bullseyes high");
    assert_eq!(b.len(), 3, "either or both bullseyes: {b:?}");
}

#[test]
fn guide_bomba_two_from_one_line_and_one_river() {
    // 3 lines x C(3,2) pairs x 2 rivers.
    assert_eq!(combos(&rules("bomba/best-high-best-low", &[]), "High").len(), 18);
}

#[test]
fn guide_funnel_paths() {
    // Paths (flop, turn): (1,1), (2,1), (2,2), (3,2); each 3 flop cards x 2 turn cards x the river.
    assert_eq!(combos(&rules("funnel/high-low", &[]), "High").len(), 24);
}

#[test]
fn guide_tree_trunk_left_branch_uses_three_hole_cards() {
    let c = combos(&rules("tree-trunk/high-low", &[]), "High");
    assert_eq!(c.iter().filter(|c| c.len() == 2).count(), 5, "left branch + one trunk card");
    assert_eq!(c.iter().filter(|c| c.len() == 3).count(), 5, "both right cards + one trunk card");
}

#[test]
fn guide_tilt_mandatory_cards() {
    let r = rules("triple-board/tilt-3", &[]);
    assert!(combos(&r, "Board 1 high").iter().all(|c| c.contains(&"1.f3".to_string())));
    assert!(combos(&r, "Board 2 high").iter().all(|c| c.contains(&"2.t".to_string())));
    assert!(combos(&r, "Board 3 high").iter().all(|c| c.contains(&"3.r".to_string())));
    assert_eq!(combos(&r, "Board 1 high").len(), 6, "the mandatory card and two of the other four");
}

#[test]
fn floater_adds_a_card_usable_on_every_board() {
    let off = rules("triple-board/high-high-high", &[]);
    let on = rules("triple-board/high-high-high", &[("floater", "on")]);
    assert_eq!(combos(&off, "Board 2 high").len(), 10);
    assert_eq!(combos(&on, "Board 2 high").len(), 20, "any three of six");
    assert_eq!(on.board_card_count(), 16);
}

#[test]
fn unknown_option_and_choice_are_named() {
    let game: &Game = Catalogue::builtin().get("social-distancing/high").unwrap();
    let bad: BTreeMap<String, String> = [("line".to_string(), "10".to_string())].into();
    let err = game.rules(&bad).unwrap_err().to_string();
    assert!(err.contains("\"line\"") && err.contains("\"10\"") && err.contains("8, 9"), "{err}");
    let bad: BTreeMap<String, String> = [("flaoter".to_string(), "on".to_string())].into();
    assert!(game.rules(&bad).unwrap_err().to_string().contains("\"flaoter\""));
}

#[test]
fn declaration_errors_name_game_and_field() {
    let mut spec = specs().into_iter().find(|s| s.id == "double-board/high-high-hand").unwrap();
    spec.streets[0].deal.push("9.f1".into());
    let err = Game::new(spec).unwrap_err();
    assert_eq!(err.game, "double-board/high-high-hand");
    assert!(err.to_string().contains("streets.Flop") && err.to_string().contains("\"9.f1\""), "{err}");
}

#[test]
fn hole_card_arithmetic_is_shown() {
    let r = rules("double-board/high-high-hand", &[]);
    let (each, words) = r.hole_card_count(6);
    assert_eq!(each, 7);
    assert_eq!(words, "52 cards, 10 board cards, 6 players: 7 each, 0 left over");
}

#[test]
fn a_table_the_deck_cannot_deal_is_refused_at_load() {
    let mut spec = specs().into_iter().find(|s| s.id == "throw-dem/high").unwrap();
    spec.players.1 = 10;
    let err = Game::new(spec).unwrap_err().to_string();
    assert_eq!(
        err,
        "game \"throw-dem/high\", players: 10 players need 55 cards (5 board + 10 x 5), more than the deck's 52: \
         the game works for 2 to 9 players"
    );
}

#[test]
fn ring_of_fire_shares_the_ring_unless_the_table_says_own() {
    let shared = rules("ring-of-fire/high", &[]);
    let own = rules("ring-of-fire/high", &[("ring", "own")]);
    let ring = |r: &Rules| r.positions()[r.position("ring").unwrap()].shared;
    assert!(ring(&shared), "the shared ring is the default");
    assert!(!ring(&own));
    // A shared card cannot be mandatory (there is no one card to use), nor can a table card be shared.
    let spec = || specs().into_iter().find(|s| s.id == "ring-of-fire/high").unwrap();
    let mut mandatory = spec();
    mandatory.points[0].must_use = vec!["ring".into()];
    let err = Game::new(mandatory).unwrap_err().to_string();
    assert!(err.contains("points[0] (High).must_use") && err.contains("\"ring\""), "{err}");
    let mut table = spec();
    table.positions[0].shared_when = table.positions.iter().find_map(|p| p.shared_when.clone());
    let err = Game::new(table).unwrap_err().to_string();
    assert!(err.contains("positions.1.f1.shared_when"), "{err}");
}

#[test]
fn hand_points_come_last_in_every_game() {
    // Calculation order: boards from the top, high before low on a board, hand points last.
    use cap::engine::game::PointCards;
    for spec in specs() {
        let hand = |p: &cap::engine::game::PointSpec| p.cards == PointCards::Hand;
        if let Some(first) = spec.points.iter().position(hand) {
            let labels: Vec<&str> = spec.points.iter().map(|p| p.label.as_str()).collect();
            assert!(
                spec.points[first..].iter().all(hand),
                "{}: a board point after the hand: {labels:?}",
                spec.id
            );
        }
    }
}

#[test]
fn the_text_the_app_folds_to_lower_case_has_only_ascii_letters() {
    // The games search and the dealing words fold case in ASCII only (Unicode's case tables would
    // cost the browser bundle ~20 KB); that is the same as Unicode folding while this holds.
    let ascii_cased = |text: &str| text.to_lowercase() == text.to_ascii_lowercase();
    for spec in specs() {
        let streets = spec.streets.iter().map(|s| s.name.as_str());
        let points = spec.points.iter().map(|p| p.label.as_str());
        for text in [spec.id.as_str(), &spec.name, &spec.family, &spec.summary]
            .into_iter()
            .chain(streets)
            .chain(points)
        {
            assert!(ascii_cased(text), "{}: {text:?} has a non-ASCII letter", spec.id);
        }
    }
}

/// Every built-in game under every combination of its options.
fn every_rules() -> Vec<Rules> {
    let builtin = Catalogue::builtin();
    let mut out = Vec::new();
    for spec in builtin.declared() {
        let game = builtin.get(&spec.id).unwrap();
        let every = option_combinations(spec);
        out.extend(every.iter().map(|choices| game.rules(choices).unwrap()));
    }
    out
}

#[test]
fn no_two_drawn_places_overlap_in_any_layout() {
    // The rectangles the layout diagram draws (issue 24: Pandemic's places were 72 units tall on
    // rows 60 apart; Bomba, Tree trunk, Double bullseye, Countdown and the Wheel's corners too).
    let mut checked = 0;
    for rules in every_rules() {
        let places = rules.drawn_places();
        assert_eq!(places.len(), rules.board_card_count(), "{}", rules.game_id());
        for (k, (a, ra)) in places.iter().enumerate() {
            assert!(ra.w >= 40.0 && ra.h > ra.w, "{}: a place is card-shaped", rules.game_id());
            for (b, rb) in &places[k + 1..] {
                assert!(
                    !ra.overlaps(rb),
                    "{} ({:?}): {} {ra:?} overlaps {} {rb:?}",
                    rules.game_id(),
                    rules.options(),
                    rules.positions()[*a].id,
                    rules.positions()[*b].id
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 1000, "{checked} pairs");
}

#[test]
fn two_places_at_one_spot_are_refused_naming_both() {
    // A hand-written declaration (the designer's grid cannot do this): the drawing spreads close
    // places apart but would draw these two cards one on the other.
    let mut spec = specs().into_iter().find(|s| s.id == "holdem/high").unwrap();
    let (x, y) = (spec.positions[0].x, spec.positions[0].y);
    spec.positions[3].x = x;
    spec.positions[3].y = y;
    let err = Game::new(spec).unwrap_err().to_string();
    assert_eq!(
        err,
        format!(
            "game \"holdem/high\", positions.1.t: is drawn at x {x}, y {y}, where 1.f1 is: two cards cannot sit in one place"
        )
    );
}

#[test]
fn overlap_means_sharing_area_not_touching() {
    use cap::engine::game::geometry::Rect;
    let a = Rect { x: 0.0, y: 0.0, w: 10.0, h: 10.0 };
    assert!(a.overlaps(&Rect { x: 9.0, y: 9.0, w: 10.0, h: 10.0 }));
    assert!(!a.overlaps(&Rect { x: 10.0, y: 0.0, w: 10.0, h: 10.0 }));
    assert!(!a.overlaps(&Rect { x: 5.0, y: 10.0, w: 10.0, h: 10.0 }));
}

#[test]
fn every_layout_is_read_in_lines_covering_each_place_once() {
    for rules in every_rules() {
        let mut read: Vec<usize> = rules.reading_lines().into_iter().flatten().collect();
        read.sort();
        let table: Vec<usize> = rules.table_positions().map(|(i, _)| i).collect();
        assert_eq!(read, table, "{}", rules.game_id());
    }
}

/// Every combination of a game's own option choices (the defaults are one of them).
pub(crate) fn option_combinations(spec: &cap::engine::game::GameSpec) -> Vec<BTreeMap<String, String>> {
    let mut every: Vec<BTreeMap<String, String>> = vec![BTreeMap::new()];
    for option in &spec.options {
        every = every
            .iter()
            .flat_map(|base| {
                option.choices.iter().map(move |(choice, _)| {
                    let mut m = base.clone();
                    m.insert(option.key.clone(), choice.clone());
                    m
                })
            })
            .collect();
    }
    every
}
