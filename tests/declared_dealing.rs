//! Issue 21: a declaration's dealing defaults (`"dealing"`: ESG, Christmas, burns, the undealt
//! cards), what a table of the game starts with. Read and written with the words of `cap deal
//! --option`, left out when all off (so every catalogue declaration is unchanged), refused naming
//! the field when the table would refuse them, and dealt by the dealing engine and `cap deal`.

use std::collections::BTreeMap;

use cap::engine::deal::random::{play, RandomPlay};
use cap::engine::deal::{
    BuySchedule, ChristmasRule, DealOptions, DealingDefaults, EsgRule, Neighbour, PassTheTrash, When,
};
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
            ..DealingDefaults::default()
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
    let err = declaration::parse(&omaha_with(r#"{"pass": "2:left"}"#)).unwrap_err();
    assert!(
        err.to_string().starts_with("dealing.pass: unknown field \"pass\" (the fields are: esg, "),
        "{err}"
    );
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

/// `cap deal`'s output and log for these arguments.
fn cap_deal(args: &[&str]) -> (String, Vec<String>) {
    let args: Vec<String> = ["deal"].iter().chain(args).map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cap::cli::run_with(&args, &mut std::io::empty(), &mut out, &mut err);
    let err = String::from_utf8(err).unwrap();
    assert_eq!(code, std::process::ExitCode::SUCCESS, "{args:?}: {err}");
    (String::from_utf8(out).unwrap(), err.lines().skip(1).map(String::from).collect())
}

#[test]
fn card_action_defaults_read_in_cap_deals_words_and_a_table_deals_them() {
    let text = omaha_with(r#"{"pass_the_trash": "2:left", "buy": "5+5:every", "draw": "pre-flop"}"#);
    let game = declaration::parse(&text).unwrap();
    let dealing = game.spec().dealing;
    assert_eq!(
        dealing,
        DealingDefaults {
            pass_the_trash: Some(PassTheTrash { cards: 2, to: Neighbour::Left, when: When::PreFlop }),
            draw: Some(When::PreFlop),
            buy: Some(BuySchedule { first_price: 5, rise_per_street: 5, when: When::EveryStreet }),
            ..DealingDefaults::default()
        }
    );
    let written = declaration::to_json(game.spec());
    assert!(
        written
            .contains(r#""dealing": {"pass_the_trash": "2:left", "draw": "pre-flop", "buy": "5+5:every"}"#),
        "{written}"
    );
    assert_eq!(declaration::parse(&written).unwrap().spec(), game.spec());
    assert_eq!(
        dealing.words(),
        "pass the trash (2 cards to the left) pre-flop, draw pre-flop, buying a card for 5 (5 more each street) every street"
    );
    // The engine deals the game with them: everyone passes two cards to the left before the
    // flop, and draws.
    let table = RandomPlay { random_options: false, random_decisions: false };
    let hand = play(&game, 4, 7, &BTreeMap::new(), None, &table).unwrap();
    assert_eq!(hand.table.options(), &dealing.options());
    let log = hand.log.join("\n");
    let passes = hand.log.iter().filter(|l| l.starts_with("Pass {") && l.contains("to: None")).count();
    assert_eq!(passes, 4, "{log}");
    assert_eq!(
        hand.log.iter().filter(|l| l.contains("passes 2 cards to the player on their left")).count(),
        4
    );
    assert_eq!(hand.log.iter().filter(|l| l.starts_with("Draw: seat")).count(), 4, "{log}");
    // A table deciding at random buys cards, at 5, 10 and 15 chips as the streets go (the random
    // player goes to the showdown once the river is out, so it never pays 20).
    let table = RandomPlay { random_options: false, random_decisions: true };
    let mut prices = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let hand = play(&game, 4, seed, &BTreeMap::new(), None, &table).unwrap();
        assert_eq!(hand.table.options().dealing(), dealing);
        for line in &hand.log {
            if let Some((_, price)) = line.split_once(" buys a card for ") {
                prices.insert(price.parse::<u64>().unwrap());
            }
        }
        let resolved = hand.draft.to_hand().unwrap();
        let put_in: u64 = resolved.seats().iter().map(|s| s.contributed).sum();
        assert_eq!(resolved.resolve().payouts.iter().sum::<u64>(), put_in, "chips conserved");
    }
    assert_eq!(prices.into_iter().collect::<Vec<_>>(), [5, 10, 15]);
    // `cap deal` reads the same words: the catalogue's game with them on its command line deals
    // the very same hand.
    let line = "omaha/high-low-8 --players 4 --seed 7 --log --option pass=2:left --option buy=5+5:every \
                --option draw=pre-flop";
    let (file, cli_log) = cap_deal(&line.split_whitespace().collect::<Vec<_>>());
    assert_eq!(cli_log, hand.log);
    assert!(file.contains("\"contributed\""), "{file}");
}

#[test]
fn card_action_defaults_the_table_would_refuse_are_refused_naming_the_field() {
    for (dealing, message) in [
        (r#"{"pass_the_trash": "0:left"}"#, "dealing.pass_the_trash: pass the trash needs at least one card"),
        (r#"{"forced_discard": "0"}"#, "dealing.forced_discard: the forced discard needs at least one card"),
        (r#"{"buy": "0+5"}"#, "dealing.buy: a bought card costs at least one chip"),
    ] {
        let err = declaration::parse(&omaha_with(dealing)).unwrap_err();
        assert_eq!(err.to_string(), message);
        // The table refuses the same options with the same words.
        let defaults: DealingDefaults = serde_json::from_str(dealing).unwrap();
        assert_eq!(defaults.options().extras_conflict(), message.rsplit(": ").next());
        let refused = play(
            &Catalogue::builtin().get("omaha/high").unwrap().clone(),
            4,
            1,
            &BTreeMap::new(),
            Some(defaults.options()),
            &RandomPlay::default(),
        )
        .unwrap_err();
        assert!(refused.to_string().ends_with(message.rsplit(": ").next().unwrap()), "{refused}");
    }
    for (dealing, start) in [
        (r#"{"buy": "cheap"}"#, r#"dealing.buy: unknown buy "cheap" (write PRICE[+RISE][:every], or off)"#),
        (r#"{"pass_the_trash": "2:left:right"}"#, "dealing.pass_the_trash: unknown pass the trash"),
        (r#"{"pass_the_trash": "2-left"}"#, "dealing.pass_the_trash: unknown pass the trash"),
        (r#"{"forced_discard": "1:sometimes"}"#, "dealing.forced_discard: unknown forced discard"),
        (r#"{"draw": "twice"}"#, "dealing.draw: unknown draw \"twice\" (write pre-flop, every, or off)"),
        (r#"{"buy": "+5"}"#, "dealing.buy: unknown buy"),
        (r#"{"buy": 5}"#, "dealing.buy: "),
    ] {
        let err = declaration::parse(&omaha_with(dealing)).unwrap_err().to_string();
        assert!(err.starts_with(start), "{dealing}: {err}");
    }
    // `cap deal` refuses the same words.
    let args: Vec<String> =
        ["deal", "omaha/high", "--option", "buy=cheap"].iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = cap::cli::run_with(&args, &mut std::io::empty(), &mut out, &mut err);
    assert_ne!(code, std::process::ExitCode::SUCCESS);
    assert!(String::from_utf8(err).unwrap().contains("buy=cheap: write PRICE[+RISE][:every], or off"));
    // "off" is a default's absence: written nowhere.
    let off = declaration::parse(&omaha_with(r#"{"draw": "off", "buy": "off"}"#)).unwrap();
    assert!(off.spec().dealing.is_off());
    assert!(!declaration::to_json(off.spec()).contains("dealing"));
}

#[test]
fn one_deck_for_the_player_range_counts_the_burns_a_game_declares() {
    // Omaha hi/lo 8 with five hole cards for 2 to 9 players: 5 board + 9 x 5 = 50 cards fit the
    // deck, but with a burn before the flop, turn and river 53 do not.
    let five = |dealing: &str| {
        omaha_with(dealing)
            .replace(r#""hole_cards": {"fixed": 4}"#, r#""hole_cards": {"fixed": 5}"#)
            .replace(r#""players": [2, 10]"#, r#""players": [2, 9]"#)
    };
    let plain = declaration::parse(&five(r#"{"esg": "on"}"#)).unwrap();
    assert_eq!(plain.spec().players, (2, 9));
    assert_eq!(plain.spec().hole_cards, cap::engine::game::HoleCards::Fixed(5));
    let err = declaration::parse(&five(r#"{"burns": true}"#)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "players: 9 players need 53 cards (5 board + 3 burns + 9 x 5), more than the deck's 52: the game works for 2 to 8 players"
    );
    // For the players it names, the game with burns validates and is dealt with them.
    let fitted = declaration::parse(&five(r#"{"burns": true}"#).replace("[2, 9]", "[2, 8]")).unwrap();
    let table = RandomPlay { random_options: false, random_decisions: false };
    let hand = play(&fitted, 8, 3, &BTreeMap::new(), None, &table).unwrap();
    assert_eq!(hand.table.counts().burned, 3);
    // Without the declared burns, nine players are dealt: the table may still turn burns on, and
    // the dealing guide then refuses the count, as for any game.
    let burns = DealOptions { burns: true, ..DealOptions::default() };
    let refused = play(&plain, 9, 3, &BTreeMap::new(), Some(burns), &table).unwrap_err();
    assert!(matches!(refused, cap::engine::deal::DealError::NotEnoughCards { .. }), "{refused}");
}
