//! Issue 21: a declaration's dealing defaults (`"dealing"`: ESG, Christmas, burns, the undealt
//! cards), what a table of the game starts with. Read and written with the words of `cap deal
//! --option`, left out when all off (so every catalogue declaration is unchanged), refused naming
//! the field when the table would refuse them, and dealt by the dealing engine and `cap deal`.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::deal::{ChristmasRule, DealOptions, DealingDefaults, EsgRule};
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::{declaration, Game, GameSpec};

/// Omaha hi/lo 8 of the catalogue as a game of one's own, with these dealing defaults.
fn omaha_with(dealing: &str) -> String {
    let spec = Catalogue::builtin().get("omaha/high-low-8").unwrap().spec().clone();
    let text = declaration::to_json(&GameSpec { id: "mine/omaha-extras".into(), ..spec });
    let body = text.trim_end().strip_suffix('}').unwrap();
    format!("{body},\n  \"dealing\": {dealing}\n}}")
}

#[test]
fn dealing_defaults_read_in_cap_deals_words_and_write_back_equal() {
    let text = omaha_with(r#"{"esg": "catch-up", "christmas": "grinch", "burns": true}"#);
    let game = declaration::parse(&text).unwrap();
    let dealing = game.spec().dealing;
    assert_eq!(
        dealing,
        DealingDefaults {
            esg: EsgRule::CatchUp,
            christmas: ChristmasRule::Grinch,
            burns: true,
            undealt_to_discards: false
        }
    );
    let written = declaration::to_json(game.spec());
    assert!(
        written.contains(r#""dealing": {"esg": "catch-up", "christmas": "grinch", "burns": true}"#),
        "{written}"
    );
    assert_eq!(declaration::parse(&written).unwrap().spec(), game.spec());
    assert_eq!(dealing.words(), "catch-up ESG, Christmas with the Grinch, burns");
    // Left out when all off: the catalogue's declarations never print it.
    for g in Catalogue::builtin().games() {
        assert!(g.spec().dealing.is_off(), "{}", g.id());
        assert!(!declaration::to_json(g.spec()).contains("dealing"), "{}", g.id());
    }
    let off = declaration::parse(&omaha_with("{}")).unwrap();
    assert!(off.spec().dealing.is_off());
    assert!(!declaration::to_json(off.spec()).contains("dealing"));
}

#[test]
fn dealing_defaults_a_table_would_refuse_are_refused_naming_the_field() {
    let err =
        declaration::parse(&omaha_with(r#"{"christmas": "on", "undealt_to_discards": true}"#)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "dealing.undealt_to_discards: cannot be on with Christmas: undealt cards on the discard pile \
         leave no spare cards in the deck for Christmas"
    );
    // The same rule as the table's (one place): the table refuses the same options with it.
    let options =
        DealOptions { christmas: ChristmasRule::On, undealt_to_discards: true, ..DealOptions::default() };
    assert_eq!(options.extras_conflict(), Some(err.to_string().rsplit(": ").next().unwrap()));
    let err = declaration::parse(&omaha_with(r#"{"esg": "sometimes"}"#)).unwrap_err();
    assert!(
        err.to_string()
            .starts_with(r#"dealing.esg: unknown ESG rule "sometimes" (the rules are: off, on, catch-up)"#),
        "{err}"
    );
    let err = declaration::parse(&omaha_with(r#"{"christmas": true}"#)).unwrap_err();
    assert!(err.to_string().starts_with("dealing.christmas: "), "{err}");
    let err = declaration::parse(&omaha_with(r#"{"pass": "2-left"}"#)).unwrap_err();
    assert!(err.to_string().starts_with("dealing.pass: unknown field `pass`"), "{err}");
    // Undealt cards alone are a table's choice like any other.
    assert!(declaration::parse(&omaha_with(r#"{"esg": "on", "undealt_to_discards": true}"#)).is_ok());
}

#[test]
fn a_declared_game_is_dealt_with_its_defaults_unless_the_table_says_otherwise() {
    let game: Game =
        declaration::parse(&omaha_with(r#"{"esg": "on", "burns": true, "undealt_to_discards": true}"#))
            .unwrap();
    let table = RandomPlay { random_options: false, random_decisions: false };
    let hand = play(&game, 6, 7, &BTreeMap::new(), None, &table).unwrap();
    let options = hand.table.options();
    assert_eq!((options.esg, options.burns, options.undealt_to_discards), (EsgRule::Esg, true, true));
    // Six players with four hole cards each: 52 - 5 board - 3 burns - 24 = 20 cards the deck will
    // never deal go to the discard pile after the pre-flop deal, so ESG is due before the flop
    // (20 >= 6 players: one card each, 14 left), the turn (14: 8 left) and the river (8: 2 left).
    let esg: Vec<&String> = hand.log.iter().filter(|l| l.contains("ESG")).collect();
    assert_eq!(esg.len(), 3, "{:#?}", hand.log);
    assert_eq!(hand.table.counts().discards, 2, "{:#?}", hand.log);
    assert_eq!(hand.table.counts().burned, 3, "{:#?}", hand.log);
    // A table's own options replace the defaults.
    let plain = play(&game, 6, 7, &BTreeMap::new(), Some(DealOptions::default()), &table).unwrap();
    assert_eq!(plain.table.counts().burned, 0);
    assert!(plain.log.iter().all(|l| !l.starts_with("ESG")), "{:#?}", plain.log);
    // The same game without defaults deals none.
    let bare = declaration::parse(&omaha_with("{}")).unwrap();
    let hand = play(&bare, 6, 7, &BTreeMap::new(), None, &table).unwrap();
    assert_eq!(hand.table.counts().burned, 0);
}
