//! Dealing: the script, counts, extra cards, card actions and undo, for every game of the catalogue
//! and from the guide's worked rules. Readings: `docs/rules.md`, "Dealing".

use std::collections::BTreeMap;

use cap::engine::card::Card;
use cap::engine::card_set::CardSet;
use cap::engine::deal::*;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::Game;
use cap::engine::rng::XorShift;

fn game(id: &str) -> &'static Game {
    Catalogue::builtin().get(id).unwrap_or_else(|| panic!("no game {id}"))
}

fn table(id: &str, n_players: usize, options: DealOptions, deck: DeckMode) -> Table {
    let setup = TableSetup { n_players, button: 0, options, deck };
    Table::new(game(id), &BTreeMap::new(), setup).unwrap()
}

fn unseen(id: &str, n_players: usize, options: DealOptions) -> Table {
    table(id, n_players, options, DeckMode::Unseen)
}

/// Every card is in exactly one place, and the engine knows no card twice.
pub(crate) fn check_cards(t: &Table) {
    let c = t.counts();
    let size = t.rules().deck().card_count();
    assert_eq!(c.in_hands + c.face_up + c.on_board + c.deck + c.discards + c.burned, size, "{c:?}");
    // Beyond the deck's size, "dealt" counts only cards dealt again from the discards.
    assert!(c.dealt - c.from_discards <= size, "{c:?}");
    let mut known: Vec<Card> = vec![];
    for p in 0..t.n_players() {
        known.extend(t.hand(p).iter().flatten());
        known.extend(t.face_up(p).iter().filter_map(|(_, c)| *c));
    }
    known.extend(t.board().iter().filter_map(|s| match s {
        Slot::Dealt(c) => *c,
        _ => None,
    }));
    known.extend(t.discards().iter().flatten());
    known.extend(t.burned().iter().flatten());
    known.extend(t.deck().iter().flatten());
    let set = CardSet::from_cards(known.iter().copied()).expect("no card is in two places");
    assert!(set.len() <= size);
}

/// `k` cards of `player`'s hand (all of it when it holds fewer: the engine asks for no more): named
/// at random when the engine knows them (a learn deck), else a count.
fn random_pick(t: &Table, player: usize, k: usize, rng: &mut XorShift) -> Pick {
    let hand = t.hand(player);
    let k = k.min(hand.len());
    if hand.iter().any(Option::is_none) {
        return Pick::Count(k);
    }
    let mut cards: Vec<Card> = hand.iter().flatten().copied().collect();
    rng.shuffle(&mut cards);
    cards.truncate(k);
    Pick::Cards(cards)
}

/// Plays a hand to the end: deals every step, answers every action (with random cards when the
/// deck is known), buys now and then, folds now and then (never below two players), checking the
/// cards after every event.
fn play_out(t: &mut Table, rng: &mut XorShift, fold_chance: usize) {
    for _ in 0..1000 {
        let step = t.next_step();
        let live: Vec<usize> = (0..t.n_players()).filter(|p| t.is_in(*p)).collect();
        if live.len() > 2 && rng.below(100) < fold_chance {
            t.apply(Event::Fold { player: live[rng.below(live.len())] }).unwrap();
            check_cards(t);
            continue;
        }
        if t.buy_price().is_some() && rng.below(4) == 0 {
            let p = live[rng.below(live.len())];
            let before = t.counts().bought_chips;
            match t.apply(Event::Buy { player: p }) {
                Ok(()) => {
                    assert!(t.counts().bought_chips > before);
                    check_cards(t);
                    // A bought card may change the next step (a dead card discarded at once).
                    continue;
                }
                Err(DealError::NoSpareCard { .. } | DealError::AlreadyActed { .. }) => {}
                Err(e) => panic!("{}: buy at {step:?}: {e}", t.rules().game_id()),
            }
        }
        let first = step.players.first().copied().unwrap_or(0);
        let event = match &step.kind {
            StepKind::Showdown | StepKind::Uncontested { .. } => return,
            StepKind::AskGrinch(_) => Event::Grinch { christmas: rng.below(2) == 0 },
            StepKind::ThrowOne => Event::Discard { player: first, pick: random_pick(t, first, 1, rng) },
            StepKind::ForcedDiscard { cards } => {
                Event::Discard { player: first, pick: random_pick(t, first, *cards, rng) }
            }
            StepKind::PassTrash { cards, .. } => {
                Event::Pass { player: first, pick: random_pick(t, first, *cards, rng), to: None }
            }
            StepKind::Draw => {
                // Draw a random number; when the deck cannot spare that many, stand pat.
                let k = rng.below(t.hand(first).len().min(3) + 1);
                let pick = random_pick(t, first, k, rng);
                let event = Event::Draw { player: first, pick };
                if let Err(DealError::NoSpareCard { .. }) = t.clone().apply(event.clone()) {
                    Event::Draw { player: first, pick: Pick::Count(0) }
                } else {
                    event
                }
            }
            _ => Event::Dealt,
        };
        t.apply(event.clone())
            .unwrap_or_else(|e| panic!("{}: {event:?} at {step:?}: {e}", t.rules().game_id()));
        check_cards(t);
    }
    panic!("{}: the hand did not end", t.rules().game_id());
}

/// The game's option choices to try: the defaults, each other choice of one option alone, and
/// every option on its last choice (the floater river, the 9-card line …).
fn choice_sets(game: &Game) -> Vec<BTreeMap<String, String>> {
    let options = &game.spec().options;
    let mut out = vec![BTreeMap::new()];
    for o in options {
        for (value, _) in o.choices.iter().skip(1) {
            out.push(BTreeMap::from([(o.key.clone(), value.clone())]));
        }
    }
    if options.len() > 1 {
        out.push(options.iter().filter_map(|o| Some((o.key.clone(), o.choices.last()?.0.clone()))).collect());
    }
    out
}

#[test]
fn issue_6_every_game_every_player_count_deals_a_full_hand() {
    let mut rng = XorShift::new(6);
    let buy = BuySchedule { first_price: 5, rise_per_street: 5, when: When::EveryStreet };
    let option_sets = [
        DealOptions::default(),
        DealOptions { esg: EsgRule::Esg, christmas: ChristmasRule::On, ..DealOptions::default() },
        DealOptions {
            esg: EsgRule::CatchUp,
            christmas: ChristmasRule::Grinch,
            burns: true,
            ..DealOptions::default()
        },
        DealOptions { esg: EsgRule::Esg, undealt_to_discards: true, ..DealOptions::default() },
        // Card actions with the extra-card rules on.
        DealOptions {
            esg: EsgRule::CatchUp,
            christmas: ChristmasRule::On,
            pass_the_trash: Some(PassTheTrash { cards: 1, to: Neighbour::Left, when: When::EveryStreet }),
            draw: Some(When::EveryStreet),
            buy: Some(buy),
            ..DealOptions::default()
        },
        DealOptions {
            esg: EsgRule::Esg,
            christmas: ChristmasRule::Grinch,
            pass_the_trash: Some(PassTheTrash { cards: 2, to: Neighbour::Right, when: When::PreFlop }),
            forced_discard: Some(ForcedDiscard { cards: 1, when: When::PreFlop }),
            draw: Some(When::PreFlop),
            buy: Some(BuySchedule { when: When::PreFlop, ..buy }),
            ..DealOptions::default()
        },
    ];
    let mut hands = 0;
    let mut with_choices = 0;
    let mut too_many = vec![];
    for game in Catalogue::builtin().games() {
        let (lo, hi) = game.spec().players;
        for choices in choice_sets(game) {
            for n in lo..=hi {
                for (k, options) in option_sets.iter().enumerate() {
                    let setup = TableSetup {
                        n_players: n,
                        button: rng.below(n),
                        options: options.clone(),
                        deck: DeckMode::Shuffled { seed: rng.next_u64() },
                    };
                    let mut t = match Table::new(game, &choices, setup) {
                        Ok(t) => t,
                        Err(DealError::NotEnoughCards { .. }) => {
                            if k == 0 {
                                too_many.push(format!("{} {choices:?} with {n}", game.id()));
                            }
                            continue;
                        }
                        Err(e) => panic!("{} {choices:?} with {n} players: {e}", game.id()),
                    };
                    let each = t.hole_cards().each;
                    // A forced discard and passing two need hands that can give them.
                    if options.forced_discard.is_some() && each < 4 {
                        continue;
                    }
                    t.apply(Event::Dealt).unwrap();
                    assert_eq!(t.counts().in_hands, each * n, "{}", game.id());
                    play_out(&mut t, &mut rng, 4);
                    let c = t.counts();
                    assert!(
                        t.is_board_complete(),
                        "{} {choices:?} with {n} players: board incomplete",
                        game.id()
                    );
                    assert_eq!(
                        c.on_board + c.burned + c.deck + c.discards + c.in_hands + c.face_up,
                        game.spec().deck.card_count()
                    );
                    assert!(c.players_in >= 2);
                    // Every card is known in a shuffled deck: all of them are somewhere, once.
                    assert!(t.deck().iter().all(Option::is_some));
                    hands += 1;
                    with_choices += usize::from(!choices.is_empty());
                }
            }
        }
    }
    assert!(hands > 55 * 6, "{hands} hands");
    assert!(with_choices > 100, "{with_choices} hands with non-default game options");
    // Every player count the catalogue allows can be dealt: the catalogue validates it (Ring of
    // Fire and Throw dem seat at most nine: 10 x 5 + 5 = 55 > 52).
    assert!(too_many.is_empty(), "the catalogue allows tables the deck cannot deal: {too_many:?}");
}

#[test]
fn guide_hole_cards_arithmetic_is_shown() {
    // The triple board with the floater: 3 x 5 + 1 = 16 board cards.
    let choices = BTreeMap::from([("floater".to_string(), "on".to_string())]);
    let setup =
        TableSetup { n_players: 6, button: 0, options: DealOptions::default(), deck: DeckMode::Unseen };
    let t = Table::new(game("triple-board/high-high-high"), &choices, setup).unwrap();
    assert_eq!(t.hole_cards().words, "52 cards, 16 board cards, 6 players: 6 each, 0 left over");
    assert_eq!(t.hole_cards().each, 6);
}

#[test]
fn guide_fixed_hole_cards_say_so() {
    let t = unseen("ring-of-fire/high", 6, DealOptions::default());
    assert_eq!(
        t.hole_cards().words,
        "52 cards, 5 board cards, 1 face-up card each, 6 players: 4 each (fixed by the game), 17 left over"
    );
}

/// The rules card's streets, as "Name: words".
fn plan_words(id: &str, choices: &[(&str, &str)], n_players: usize, burns: bool) -> Vec<String> {
    let choices = choices.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    street_plan(game(id), &choices, n_players, burns)
        .into_iter()
        .map(|s| format!("{}: {}", s.name, s.words))
        .collect()
}

#[test]
fn issue_24_the_rules_card_lists_what_each_street_deals_where() {
    assert_eq!(
        plan_words("double-board/high-high-hand", &[], 6, false),
        [
            "Pre-flop: seven hole cards to each player",
            "Flop: board 1: 1.f1, 1.f2, 1.f3; board 2: 2.f1, 2.f2, 2.f3",
            "Turn: board 1: 1.t; board 2: 2.t",
            "River: board 1: 1.r; board 2: 2.r",
        ]
    );
    // Bomba deals its first line pre-flop; the floater river follows its option; Ring of Fire's
    // face-up card and Throw dem's discards are said; burns are said on every street after the first.
    assert_eq!(
        plan_words("bomba/best-high-best-low", &[], 6, false)[0],
        "Pre-flop: six hole cards to each player; three board cards: r1c1, r2c1, r3c1"
    );
    assert_eq!(
        plan_words("triple-board/high-high-high", &[("floater", "on")], 6, false)[3],
        "River: board 1: 1.r; board 2: 2.r; board 3: 3.r; one board card: F"
    );
    assert_eq!(
        plan_words("ring-of-fire/high", &[], 6, false)[0],
        "Pre-flop: four hole cards to each player; one face-up card to each player (ring)"
    );
    assert_eq!(
        plan_words("throw-dem/high", &[], 6, true),
        [
            "Pre-flop: five hole cards to each player, discarded down to two by the river",
            "Flop: burn one card; three board cards: 1.f1, 1.f2, 1.f3",
            "Turn: burn one card; one board card: 1.t",
            "River: burn one card; one board card: 1.r",
        ]
    );
    assert_eq!(
        plan_words("tree-trunk/high-low", &[], 6, false)[1],
        "Flop: two board cards, placed where the last aggressor chooses"
    );
    // A table the game cannot seat still sees the streets, without a count it cannot make.
    assert_eq!(
        plan_words("social-distancing/high", &[], 11, false)[0],
        "Pre-flop: as many hole cards as the deck allows to each player"
    );
    assert_eq!(plan_words("social-distancing/high", &[("no-such", "x")], 6, false), Vec::<String>::new());
}

#[test]
fn every_street_plan_lights_every_table_place_once_except_chosen_streets() {
    for game in Catalogue::builtin().games() {
        let rules = game.rules(&BTreeMap::new()).unwrap();
        let plan = street_plan(game, &BTreeMap::new(), rules.players().0, false);
        let mut lit: Vec<usize> = plan.iter().flat_map(|s| s.places.iter().copied()).collect();
        let table: Vec<usize> = rules.table_positions().map(|(i, _)| i).collect();
        lit.sort_unstable();
        if !game.spec().streets.iter().any(|s| s.chosen) {
            assert_eq!(lit, table, "{}: each place lit on the street that deals it", game.id());
        }
        lit.dedup();
        assert_eq!(lit, table, "{}: every place lit", game.id());
    }
}

#[test]
fn guide_no_burn_cards_by_default_and_the_option_keeps_them_back() {
    let id = "social-distancing/high";
    let mut t = unseen(id, 2, DealOptions::default());
    assert_eq!(t.hole_cards().words, "52 cards, 8 board cards, 2 players: 22 each, 0 left over");
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.next_step().kind, StepKind::Board);
    let mut t = unseen(id, 2, DealOptions { burns: true, ..DealOptions::default() });
    assert_eq!(
        t.hole_cards().words,
        "52 cards, 8 board cards, 3 burn cards, 2 players: 20 each, 1 left over"
    );
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.next_step().instruction, "Burn one card before the flop.");
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.counts().burned, 1);
}

#[test]
fn guide_top_board_is_dealt_first_one_step_per_board() {
    let mut t = unseen("double-board/high-high-hand", 6, DealOptions::default());
    let first = t.next_step();
    assert_eq!(first.players, vec![1, 2, 3, 4, 5, 0], "starting left of the button");
    assert!(first
        .instruction
        .starts_with("Deal 7 hole cards to each player, one at a time, starting with seat 2"));
    t.apply(Event::Dealt).unwrap();
    let mut words = vec![];
    while t.next_step().kind == StepKind::Board {
        words.push(t.next_step().instruction);
        t.apply(Event::Dealt).unwrap();
    }
    assert_eq!(
        words,
        [
            "Deal the flop of board 1: 1.f1 1.f2 1.f3",
            "Deal the flop of board 2: 2.f1 2.f2 2.f3",
            "Deal the turn of board 1: 1.t",
            "Deal the turn of board 2: 2.t",
            "Deal the river of board 1: 1.r",
            "Deal the river of board 2: 2.r",
        ]
    );
    assert_eq!(t.next_step().kind, StepKind::Showdown);
    assert_eq!(
        t.counts(),
        Counts { dealt: 52, in_hands: 42, on_board: 10, players_in: 6, ..Counts::default() }
    );
}

#[test]
fn guide_bomba_deals_its_first_line_pre_flop_left_to_right() {
    let id = Catalogue::builtin().games().find(|g| g.id().starts_with("bomba/")).unwrap().id();
    let mut t = unseen(id, 4, DealOptions::default());
    t.apply(Event::Dealt).unwrap();
    let step = t.next_step();
    assert_eq!(step.street_name, "Pre-flop");
    assert_eq!(step.kind, StepKind::Board);
    let xs: Vec<f32> = step.positions.iter().map(|p| t.rules().positions()[*p].x).collect();
    assert!(xs.iter().all(|x| *x == xs[0]), "one vertical line: {xs:?}");
    t.apply(Event::Dealt).unwrap();
    let flop = t.next_step();
    assert_eq!(flop.street_name, "Flop");
    assert!(t.rules().positions()[flop.positions[0]].x > xs[0], "the next line is to the right");
}

#[test]
fn guide_ring_of_fire_fold_sends_the_ring_card_to_the_discards() {
    let mut t = unseen("ring-of-fire/high", 4, DealOptions::default());
    t.apply(Event::Dealt).unwrap();
    let ring = t.next_step();
    assert_eq!(ring.kind, StepKind::FaceUpEach);
    assert_eq!(
        ring.instruction,
        "Deal one face-up card (ring) to each player still in, starting with seat 2."
    );
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.counts().face_up, 4);
    t.apply(Event::Fold { player: 2 }).unwrap();
    let c = t.counts();
    assert_eq!((c.discards, c.face_up, c.in_hands, c.players_in), (5, 3, 12, 3));
}

#[test]
fn guide_esg_one_extra_card_when_discards_reach_players_remaining() {
    let options = DealOptions { esg: EsgRule::Esg, ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 6, options);
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Fold { player: 1 }).unwrap();
    t.apply(Event::Fold { player: 2 }).unwrap();
    let step = t.next_step();
    let StepKind::Esg(call) = &step.kind else { panic!("{step:?}") };
    assert_eq!(call.words, "ESG: 14 discards ≥ 4 players still in: 1 extra card each");
    t.apply(Event::Dealt).unwrap();
    let c = t.counts();
    assert_eq!((c.discards, c.in_hands), (10, 32));
    assert_eq!(t.hand(3).len(), 8);
    // Issue 24: the four ESG cards came from the discards, and the count says so.
    assert_eq!((c.dealt, c.from_discards), (46, 4));
    assert_eq!(c.dealt_text(), "46 (4 from discards)");
}

#[test]
fn guide_esg_missed_when_discards_fall_short() {
    let options = DealOptions { esg: EsgRule::Esg, ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 6, options);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.next_step().kind, StepKind::Board, "0 discards < 6 players: no ESG");
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.calls()[0].words, "ESG: 0 discards < 6 players still in: no extra card");
}

#[test]
fn guide_catch_up_esg_a_missed_esg_is_caught_up() {
    let options = DealOptions { esg: EsgRule::CatchUp, ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 6, options);
    t.apply(Event::Dealt).unwrap();
    // Flop: nobody has folded, no discards: ESG missed.
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    assert!(!t.calls()[0].is_due);
    t.apply(Event::Fold { player: 4 }).unwrap();
    t.apply(Event::Fold { player: 5 }).unwrap();
    let step = t.next_step();
    let StepKind::Esg(call) = &step.kind else { panic!("{step:?}") };
    assert_eq!(
        call.words,
        "Catch-up ESG: 1 missed + this street = 2 owed; 14 discards, 4 players still in: 2 extra cards each (8 cards)"
    );
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.hand(0).len(), 9);
    assert_eq!(t.counts().discards, 6);
    // Nothing is owed any more: the river's ESG is the plain one.
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    let StepKind::Esg(call) = t.next_step().kind else { panic!() };
    assert_eq!(call.cards_each, 1);
}

#[test]
fn guide_esg_plain_does_not_catch_up() {
    let options = DealOptions { esg: EsgRule::Esg, ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 6, options);
    for _ in 0..3 {
        t.apply(Event::Dealt).unwrap();
    }
    t.apply(Event::Fold { player: 4 }).unwrap();
    t.apply(Event::Fold { player: 5 }).unwrap();
    let StepKind::Esg(call) = t.next_step().kind else { panic!() };
    assert_eq!(call.cards_each, 1);
}

/// Double board, 5 players: 8 hole cards each, 2 left over; 12 cards in the deck for the flop.
fn christmas_table(rule: ChristmasRule, folds: &[usize]) -> Table {
    let mut t =
        unseen("double-board/high-high-hand", 5, DealOptions { christmas: rule, ..DealOptions::default() });
    assert_eq!(t.hole_cards().words, "52 cards, 10 board cards, 5 players: 8 each, 2 left over");
    t.apply(Event::Dealt).unwrap();
    for &p in folds {
        t.apply(Event::Fold { player: p }).unwrap();
    }
    t
}

#[test]
fn guide_christmas_at_the_edge_exactly_equal_is_due() {
    let mut t = christmas_table(ChristmasRule::On, &[1, 2, 3]);
    let step = t.next_step();
    let StepKind::Christmas(call) = &step.kind else { panic!("{step:?}") };
    assert_eq!(
        call.words,
        "Christmas: 12 cards in the deck ≥ 10 board cards to come + 2 players still in = 12: 1 extra card each"
    );
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.counts().deck, 10);
    assert_eq!(t.hand(0).len(), 9);
    // The rest of the hand still has its board.
    while t.next_step().kind != StepKind::Showdown {
        t.apply(Event::Dealt).unwrap();
    }
    assert!(t.is_board_complete());
    assert_eq!(t.counts().deck, 0);
}

#[test]
fn guide_christmas_one_short_is_not_due() {
    let mut t = christmas_table(ChristmasRule::On, &[1, 2]);
    assert_eq!(t.next_step().kind, StepKind::Board);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(
        t.calls()[0].words,
        "Christmas: 12 cards in the deck < 10 board cards to come + 3 players still in = 13: no extra card"
    );
}

#[test]
fn guide_grinch_declining_means_no_christmas() {
    let mut t = christmas_table(ChristmasRule::Grinch, &[1, 2, 3]);
    let StepKind::AskGrinch(_) = t.next_step().kind else { panic!("{:?}", t.next_step()) };
    assert!(t.next_step().instruction.ends_with("The last aggressor decides: Christmas on the flop?"));
    assert!(matches!(t.apply(Event::Dealt), Err(DealError::OutOfOrder { .. })));
    t.apply(Event::Grinch { christmas: false }).unwrap();
    assert_eq!(t.next_step().kind, StepKind::Board);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.counts().deck, 9, "12 less board 1's flop, no Christmas cards");
    assert!(t.calls()[0].words.ends_with("— the Grinch said no"));
    assert!(!t.calls()[0].is_due);
}

#[test]
fn guide_grinch_accepting_gives_christmas() {
    let mut t = christmas_table(ChristmasRule::Grinch, &[1, 2, 3]);
    t.apply(Event::Grinch { christmas: true }).unwrap();
    assert!(matches!(t.next_step().kind, StepKind::Christmas(_)));
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.counts().deck, 10);
}

#[test]
fn grinch_is_not_asked_when_christmas_is_not_due() {
    let t = christmas_table(ChristmasRule::Grinch, &[1]);
    assert_eq!(t.next_step().kind, StepKind::Board);
}

#[test]
fn guide_undealt_cards_go_to_the_discard_pile() {
    let options = DealOptions { undealt_to_discards: true, esg: EsgRule::Esg, ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 5, options);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.next_step().kind, StepKind::UndealtToDiscards { cards: 2 });
    t.apply(Event::Dealt).unwrap();
    assert_eq!((t.counts().discards, t.counts().deck), (2, 10));
    t.apply(Event::Fold { player: 0 }).unwrap();
    // 10 discards ≥ 4 players: ESG on the flop.
    assert!(matches!(t.next_step().kind, StepKind::Esg(_)));
}

#[test]
fn undealt_cards_and_christmas_cannot_be_combined() {
    let options =
        DealOptions { undealt_to_discards: true, christmas: ChristmasRule::On, ..DealOptions::default() };
    let setup = TableSetup { n_players: 5, button: 0, options, deck: DeckMode::Unseen };
    let err = Table::new(game("holdem/high"), &BTreeMap::new(), setup).unwrap_err();
    assert_eq!(
        err.to_string(),
        "these dealing options cannot be combined: undealt cards on the discard pile leave no spare cards in the deck for Christmas"
    );
}

#[test]
fn issue_6_undo_and_redo_replay_the_hand() {
    let mut t = table("holdem/high", 3, DealOptions::default(), DeckMode::Shuffled { seed: 9 });
    t.apply(Event::Dealt).unwrap();
    let after_hole = t.counts();
    let hand = t.hand(1).to_vec();
    t.apply(Event::Fold { player: 1 }).unwrap();
    t.apply(Event::Dealt).unwrap();
    t.undo().unwrap();
    t.undo().unwrap();
    assert_eq!(t.counts(), after_hole);
    assert_eq!(t.hand(1), hand.as_slice());
    t.redo().unwrap();
    assert!(!t.is_in(1));
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.redo(), Err(DealError::NothingToRedo), "a new event clears what was undone");
    for _ in 0..3 {
        t.undo().unwrap();
    }
    assert_eq!(t.undo().unwrap_err().to_string(), "there is nothing to undo");
}

#[test]
fn issue_6_next_hand_moves_the_button_clockwise() {
    let t = unseen("holdem/high", 3, DealOptions::default());
    let next = t.next_hand(game("holdem/high"), DeckMode::Unseen).unwrap();
    assert_eq!(next.button(), 1);
    assert_eq!(next.next_step().players, vec![2, 0, 1]);
    let again = next
        .next_hand(game("holdem/high"), DeckMode::Unseen)
        .unwrap()
        .next_hand(game("holdem/high"), DeckMode::Unseen)
        .unwrap();
    assert_eq!(again.button(), 0);
}

#[test]
fn issue_6_unreachable_states_are_refused_with_a_message() {
    let mut t = unseen("holdem/high", 2, DealOptions::default());
    assert_eq!(
        t.apply(Event::Discard { player: 0, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "cannot discard now: the hole cards are to be dealt first"
    );
    assert_eq!(
        t.apply(Event::Fold { player: 5 }).unwrap_err().to_string(),
        "there is no seat 6 (seats 1 to 2)"
    );
    t.apply(Event::Fold { player: 0 }).unwrap();
    assert_eq!(
        t.apply(Event::Fold { player: 1 }).unwrap_err().to_string(),
        "seat 2 is the last player in and cannot fold"
    );
    assert_eq!(t.apply(Event::Dealt), Err(DealError::HandOver));
    assert_eq!(t.next_step().kind, StepKind::Uncontested { winner: 1 });

    let setup = |n, button| TableSetup {
        n_players: n,
        button,
        options: DealOptions::default(),
        deck: DeckMode::Unseen,
    };
    let err = Table::new(game("holdem/high"), &BTreeMap::new(), setup(11, 0)).unwrap_err();
    assert_eq!(err.to_string(), "game \"holdem/high\" is for 2 to 10 players, not 11");
    let err = Table::new(game("holdem/high"), &BTreeMap::new(), setup(3, 3)).unwrap_err();
    assert_eq!(err.to_string(), "the button is on seat 4, but there are only 3 seats");
    let short: Vec<Card> = cap::engine::card_set::Deck::Standard52.cards()[..51].to_vec();
    let ordered = TableSetup { deck: DeckMode::Ordered(short), ..setup(3, 0) };
    let err = Table::new(game("holdem/high"), &BTreeMap::new(), ordered).unwrap_err();
    assert_eq!(err.to_string(), "the deck order is not a deck: 51 cards given, the deck has 52");
}

#[test]
fn entered_board_cards_are_checked_against_every_other_place() {
    let mut t = unseen("holdem/high", 2, DealOptions::default());
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    let f1 = t.rules().position("1.f1").unwrap();
    let f2 = t.rules().position("1.f2").unwrap();
    let ace: Card = "As".parse().unwrap();
    t.apply(Event::Reveal { position: f1, card: ace }).unwrap();
    assert_eq!(
        t.apply(Event::Reveal { position: f2, card: ace }).unwrap_err().to_string(),
        "the ace of spades is already on the board at 1.f1"
    );
    let turn = t.rules().position("1.t").unwrap();
    assert_eq!(
        t.apply(Event::Reveal { position: turn, card: "Kd".parse().unwrap() }).unwrap_err().to_string(),
        "position #3: 1.t holds no card"
    );
}

fn shuffled(id: &str, n_players: usize, options: DealOptions, seed: u64) -> Table {
    table(id, n_players, options, DeckMode::Shuffled { seed })
}

fn known(cards: &[Option<Card>]) -> Vec<Card> {
    cards.iter().map(|c| c.expect("a shuffled deck's cards are known")).collect()
}

#[test]
fn guide_pass_the_trash_to_the_left_neighbour_all_at_once() {
    let pass = PassTheTrash { cards: 1, to: Neighbour::Left, when: When::PreFlop };
    let options = DealOptions { pass_the_trash: Some(pass), ..DealOptions::default() };
    let mut t = shuffled("omaha/high", 3, options, 1);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(
        t.next_step().instruction,
        "Pass the trash: each player still in passes 1 card to the player on their left."
    );
    let passed: Vec<Card> = (0..3).map(|p| known(t.hand(p))[0]).collect();
    t.apply(Event::Pass { player: 1, pick: Pick::Cards(vec![passed[1]]), to: None }).unwrap();
    assert_eq!(
        t.apply(Event::Pass { player: 1, pick: Pick::Count(1), to: None }).unwrap_err().to_string(),
        "seat 2 has already passed cards on this street"
    );
    assert_eq!(
        t.apply(Event::Pass { player: 2, pick: Pick::Count(2), to: None }).unwrap_err().to_string(),
        "seat 3 must pass 1 card, not 2"
    );
    t.apply(Event::Pass { player: 2, pick: Pick::Cards(vec![passed[2]]), to: None }).unwrap();
    assert_eq!(t.counts().in_hands, 12, "cards being passed are still in hands");
    t.apply(Event::Pass { player: 0, pick: Pick::Cards(vec![passed[0]]), to: None }).unwrap();
    // Seat 1 (index 0) passes to seat 2 (index 1), and so on round the table.
    for (p, card) in passed.iter().enumerate() {
        assert!(known(t.hand((p + 1) % 3)).contains(card));
        assert_eq!(t.hand(p).len(), 4);
    }
    assert_eq!(t.next_step().kind, StepKind::Board);
}

#[test]
fn guide_pass_the_trash_skips_a_folded_neighbour() {
    let pass = PassTheTrash { cards: 2, to: Neighbour::Right, when: When::EveryStreet };
    let options = DealOptions { pass_the_trash: Some(pass), ..DealOptions::default() };
    let mut t = shuffled("omaha/high", 4, options, 2);
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Fold { player: 1 }).unwrap();
    let from_two = known(t.hand(2))[2..].to_vec();
    for p in [0, 2, 3] {
        t.apply(Event::Pass { player: p, pick: Pick::Count(2), to: None }).unwrap();
    }
    // Seat 3 (index 2) passes right; its right neighbour (index 1) folded, so index 0 gets them.
    let zero = known(t.hand(0));
    assert!(from_two.iter().all(|c| zero.contains(c)));
    // Post-flop too.
    t.apply(Event::Dealt).unwrap();
    assert!(matches!(t.next_step().kind, StepKind::PassTrash { cards: 2, .. }));
}

#[test]
fn guide_draw_discard_any_number_draw_as_many_in_turn() {
    let options = DealOptions { draw: Some(When::PreFlop), ..DealOptions::default() };
    let mut t = shuffled("omaha/high", 3, options, 3);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(
        t.next_step().instruction,
        "Draw: seat 2 discards any number of cards and draws as many from the deck."
    );
    assert_eq!(
        t.apply(Event::Draw { player: 2, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "cannot draw for seat 3 now: seat 2 draws first"
    );
    let before = known(t.hand(1));
    t.apply(Event::Draw { player: 1, pick: Pick::Cards(vec![before[0], before[3]]) }).unwrap();
    let after = known(t.hand(1));
    assert_eq!(after.len(), 4);
    assert!(!after.contains(&before[0]) && !after.contains(&before[3]));
    assert_eq!((t.counts().discards, t.counts().deck), (2, 52 - 12 - 2));
    t.apply(Event::Draw { player: 2, pick: Pick::Count(0) }).unwrap();
    t.apply(Event::Draw { player: 0, pick: Pick::Count(4) }).unwrap();
    assert_eq!(t.next_step().kind, StepKind::Board);
    check_cards(&t);
}

#[test]
fn draw_never_takes_the_cards_the_board_still_needs() {
    let options = DealOptions { draw: Some(When::PreFlop), ..DealOptions::default() };
    let mut t = unseen("double-board/high-high-hand", 6, options);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(
        t.apply(Event::Draw { player: 1, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "the draw needs 1 card from the deck, but only 0 can be spared from the cards the board still needs"
    );
}

#[test]
fn guide_forced_discard_of_n_cards() {
    let forced = ForcedDiscard { cards: 2, when: When::EveryStreet };
    let options = DealOptions { forced_discard: Some(forced), ..DealOptions::default() };
    let mut t = unseen("social-distancing/high", 3, options);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.next_step().kind, StepKind::ForcedDiscard { cards: 2 });
    assert_eq!(
        t.apply(Event::Discard { player: 0, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "seat 1 must discard 2 cards, not 1"
    );
    for p in 0..3 {
        t.apply(Event::Discard { player: p, pick: Pick::Count(2) }).unwrap();
    }
    assert_eq!(t.counts().discards, 6);
    assert_eq!(t.next_step().kind, StepKind::Board);
}

#[test]
fn guide_throw_dem_one_discard_per_street_two_left_on_the_river() {
    let mut t = shuffled("throw-dem/high", 4, DealOptions::default(), 4);
    t.apply(Event::Dealt).unwrap();
    assert_eq!(t.hand(0).len(), 5);
    assert_eq!(t.next_step().kind, StepKind::Board, "no throw before the flop");
    for street in 0..3 {
        t.apply(Event::Dealt).unwrap();
        assert_eq!(t.next_step().kind, StepKind::ThrowOne);
        if street == 1 {
            // Seat 4 does not discard on the turn: the hand is forfeit.
            for p in [1, 2, 0] {
                t.apply(Event::Discard { player: p, pick: Pick::Count(1) }).unwrap();
            }
            assert_eq!(t.next_step().players, vec![3]);
            t.apply(Event::Fold { player: 3 }).unwrap();
        } else {
            let live: Vec<usize> = (0..4).filter(|p| t.is_in(*p)).collect();
            for p in live {
                t.apply(Event::Discard { player: p, pick: Pick::Count(1) }).unwrap();
            }
        }
    }
    assert_eq!(t.next_step().kind, StepKind::Showdown);
    for p in 0..3 {
        assert_eq!(t.hand(p).len(), 2);
    }
    // Flop: 4 throws; turn: 3 throws and the forfeited hand of 4; river: 3 throws.
    assert_eq!(t.counts().discards, 4 + 3 + 4 + 3);
}

#[test]
fn guide_good_boys_bad_boys_dead_ranks_leave_hands_and_the_good_board() {
    let mut t = shuffled("good-boys-bad-boys/high", 3, DealOptions::default(), 5);
    t.apply(Event::Dealt).unwrap();
    let bad: Vec<usize> = (1..=5)
        .map(|i| t.rules().position(&format!("2.{}", ["f1", "f2", "f3", "t", "r"][i - 1])).unwrap())
        .collect();
    let mut killed_any = false;
    loop {
        let step = t.next_step();
        match step.kind {
            StepKind::Showdown => break,
            StepKind::DeadRanks { ranks, cards } => {
                assert!(!ranks.is_empty() && !cards.is_empty());
                let named: Vec<String> = ranks.iter().map(|r| r.to_string()).collect();
                let expected = match named.len() {
                    1 => format!("Bad boys: rank {} is dead. ", named[0]),
                    _ => format!("Bad boys: ranks {} are dead. ", named.join(" ")),
                };
                assert!(step.instruction.starts_with(&expected), "{}", step.instruction);
                killed_any = true;
            }
            _ => {}
        }
        t.apply(Event::Dealt).unwrap();
        check_cards(&t);
        if matches!(t.next_step().kind, StepKind::Board | StepKind::Showdown) {
            // After each street's dead cards are gone, no bad rank is left in a hand or on the good board.
            let ranks: Vec<_> = bad
                .iter()
                .filter_map(|p| match t.board()[*p] {
                    Slot::Dealt(Some(c)) => Some(c.rank()),
                    _ => None,
                })
                .collect();
            for p in 0..3 {
                assert!(known(t.hand(p)).iter().all(|c| !ranks.contains(&c.rank())));
            }
            for (i, slot) in t.board().iter().enumerate() {
                if let (false, Slot::Dealt(Some(c))) = (bad.contains(&i), slot) {
                    assert!(!ranks.contains(&c.rank()));
                }
            }
        }
    }
    assert!(killed_any);
    assert!(t.is_board_complete());
}

#[test]
fn guide_buying_a_card_price_rises_each_street_and_goes_to_the_pot() {
    let buy = BuySchedule { first_price: 5, rise_per_street: 5, when: When::EveryStreet };
    let options = DealOptions { buy: Some(buy), ..DealOptions::default() };
    let mut t = unseen("omaha/high", 3, options);
    assert!(matches!(t.apply(Event::Buy { player: 0 }), Err(DealError::OutOfOrder { .. })));
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Buy { player: 0 }).unwrap();
    assert_eq!(
        t.apply(Event::Buy { player: 0 }).unwrap_err().to_string(),
        "seat 1 has already bought a card on this street"
    );
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Buy { player: 0 }).unwrap();
    t.apply(Event::Buy { player: 2 }).unwrap();
    let c = t.counts();
    assert_eq!(c.bought_chips, 5 + 10 + 10);
    assert_eq!(t.hand(0).len(), 6);
    assert_eq!(c.deck, 52 - 12 - 3 - 3);
}

mod draw32 {
    use cap::engine::card::Card;
    use cap::engine::card_set::CardSet;
    use cap::engine::deal::draw32::*;
    use cap::engine::deal::DealError;

    fn every_card_once(d: &Draw32, n: usize) {
        let mut all: Vec<Card> = (0..n).flat_map(|p| d.hand(p).to_vec()).collect();
        all.extend(d.discards().iter().map(|(_, c)| *c));
        all.extend(d.muck());
        let set = CardSet::from_cards(all.iter().copied()).expect("no card twice");
        assert_eq!(set.len() + d.deck_count(), 32);
    }

    #[test]
    fn rules_32_card_draw_over_blind_only_with_four_or_five_players() {
        let three = Draw32::new(3, 0, 1).unwrap();
        let kinds: Vec<BlindKind> = three.blinds().iter().map(|b| b.kind).collect();
        assert_eq!(kinds, [BlindKind::Small, BlindKind::Big]);
        assert_eq!(three.blinds()[0].player, 1, "small blind left of the dealer");
        let five = Draw32::new(5, 4, 1).unwrap();
        let blinds: Vec<(usize, BlindKind)> = five.blinds().iter().map(|b| (b.player, b.kind)).collect();
        assert_eq!(blinds, [(0, BlindKind::Small), (1, BlindKind::Big), (2, BlindKind::Over)]);
        assert_eq!(five.first_to_act(1), 3, "left of the over blind");
        assert_eq!(Draw32::new(2, 0, 1).unwrap().first_to_act(2), 1, "heads-up: the small blind");
        assert_eq!(
            Draw32::new(6, 0, 1).unwrap_err().to_string(),
            "game \"32-card draw\" is for 2 to 5 players, not 6"
        );
    }

    #[test]
    fn rules_32_card_draw_one_draw_of_up_to_four_in_turn() {
        let mut d = Draw32::new(3, 2, 7).unwrap();
        assert!(matches!(d.draw(0, &[]), Err(DealError::OutOfOrder { .. })));
        d.deal().unwrap();
        assert_eq!(d.hand(0).len(), 5);
        assert_eq!(d.next_to_draw(), Some(0));
        let five = d.hand(0).to_vec();
        assert_eq!(d.draw(0, &five).unwrap_err().to_string(), "seat 1 must discard at most 4 cards, not 5");
        assert_eq!(d.draw(1, &[]).unwrap_err().to_string(), "cannot draw for seat 2 now: seat 1 draws first");
        let out = d.draw(0, &five[..2]).unwrap();
        assert_eq!((out.from_deck, out.from_others_discards), (2, 0));
        assert_eq!(d.draw(1, &[]).unwrap().words, "Seat 2 stands pat.");
        d.fold(2).unwrap();
        assert_eq!(d.next_to_draw(), None);
        every_card_once(&d, 3);
    }

    #[test]
    fn rules_32_card_draw_deck_runs_out_others_discards_never_your_own() {
        // Five players take 25 cards: 7 are left for the draw.
        let mut d = Draw32::new(5, 0, 11).unwrap();
        d.deal().unwrap();
        assert_eq!(d.deck_count(), 7);
        let mut outcomes = vec![];
        for p in [1, 2, 3, 4, 0] {
            let old = d.hand(p)[..4].to_vec();
            let out = d.draw(p, &old).unwrap();
            assert!(d.hand(p).iter().all(|c| !old.contains(c)), "seat {} got a discard back", p + 1);
            outcomes.push(out);
            every_card_once(&d, 5);
        }
        // Seat 2 takes 4 from the deck, seat 3 the last 3 and then 1 from seat 2's discards.
        assert_eq!((outcomes[1].from_deck, outcomes[1].from_others_discards), (3, 1));
        assert!(outcomes[1].words.contains("shuffle the other players' discards and deal 1 from them"));
        assert_eq!(outcomes[4].from_deck, 0);
        assert_eq!(d.deck_count(), 0);
        // Each remaining discard is its owner's or was never dealt again.
        assert_eq!(d.discards().len(), 32 - 25);
    }

    #[test]
    fn issue_6_every_32_card_draw_step_can_be_undone_and_redone() {
        let mut d = Draw32::new(3, 0, 7).unwrap();
        assert_eq!(d.undo().unwrap_err(), DealError::NothingToUndo);
        d.deal().unwrap();
        let dealt: Vec<Vec<Card>> = (0..3).map(|p| d.hand(p).to_vec()).collect();
        let first = d.next_to_draw().unwrap();
        let discard: Vec<Card> = d.hand(first)[..2].to_vec();
        d.draw(first, &discard).unwrap();
        assert_ne!(d.hand(first), dealt[first].as_slice());
        every_card_once(&d, 3);

        d.undo().unwrap();
        assert_eq!(d.hand(first), dealt[first].as_slice(), "the draw is taken back");
        assert_eq!(d.deck_count(), 32 - 15);
        assert_eq!(d.next_to_draw(), Some(first));
        d.redo().unwrap();
        assert_eq!(d.discards().len(), 2);
        assert_eq!(d.redo().unwrap_err(), DealError::NothingToRedo);

        // A refused step changes nothing and can be followed by undo as usual.
        let before: Vec<Vec<Card>> = (0..3).map(|p| d.hand(p).to_vec()).collect();
        assert!(d.deal().is_err());
        assert_eq!((0..3).map(|p| d.hand(p).to_vec()).collect::<Vec<_>>(), before);
        d.undo().unwrap();
        d.undo().unwrap();
        assert!(d.next_to_draw().is_none(), "back before the deal");
        assert_eq!(d.deck_count(), 32);
        every_card_once(&d, 3);
    }
}

#[test]
fn buy_price_shown_is_the_price_charged_the_street_just_dealt() {
    // Pre-flop pass, then the button shows a price before the flop is dealt: the price is the
    // pre-flop's (the street just dealt), not the flop's that comes next.
    let buy = BuySchedule { first_price: 10, rise_per_street: 5, when: When::EveryStreet };
    let options = DealOptions { buy: Some(buy), ..DealOptions::default() };
    let mut t = unseen("omaha/high", 3, options);
    assert_eq!(t.buy_price(), None, "nothing is sold before the hole cards");
    t.apply(Event::Dealt).unwrap();
    let mut charged = 0;
    let mut prices = vec![];
    while !matches!(t.next_step().kind, StepKind::Showdown) {
        let price = t.buy_price().expect("a card is on sale once a street is dealt");
        prices.push(price);
        t.apply(Event::Buy { player: 1 }).unwrap();
        charged += price;
        assert_eq!(t.counts().bought_chips, charged, "the price shown is what was charged");
        assert_eq!(t.buy_price(), Some(price), "the street's price does not change until the next is dealt");
        t.apply(Event::Dealt).unwrap();
    }
    assert_eq!(prices, [10, 15, 20]);
    assert_eq!(t.buy_price(), Some(25), "the river's card costs the river's price");
}

/// The bad-boy ranks showing on the bottom board.
fn dead_ranks(t: &Table) -> Vec<cap::engine::card::Rank> {
    (0..t.rules().positions().len())
        .filter(|p| t.rules().positions()[*p].id.starts_with("2."))
        .filter_map(|p| match t.board()[p] {
            Slot::Dealt(Some(c)) => Some(c.rank()),
            _ => None,
        })
        .collect()
}

#[test]
fn good_boys_bad_boys_a_dead_card_bought_or_drawn_after_the_check_is_discarded_at_once() {
    // Four players leave 2 spare cards (42 = 4 x 10 + 2): players buy on the river, after the
    // river's dead-rank check. A bought card of a dead rank must go at once.
    let buy = BuySchedule { first_price: 1, rise_per_street: 0, when: When::EveryStreet };
    let mut removed_on_the_river = 0;
    for seed in 0..300 {
        let options = DealOptions { buy: Some(buy), ..DealOptions::default() };
        let mut t = shuffled("good-boys-bad-boys/high", 4, options, seed);
        loop {
            let step = t.next_step();
            if step.kind == StepKind::Showdown {
                break;
            }
            t.apply(Event::Dealt).unwrap();
            check_cards(&t);
            // Spare cards are few: keep them for the river (the other streets' buys are the same
            // code path, checked by the dead-rank stage anyway).
            let on_the_river = step.street == 3;
            if !on_the_river
                || t.buy_price().is_none()
                || matches!(t.next_step().kind, StepKind::DeadRanks { .. })
            {
                continue;
            }
            for p in 0..4 {
                let before = t.hand(p).len();
                let (discards, deck) = (t.counts().discards, t.counts().deck);
                if t.apply(Event::Buy { player: p }).is_err() {
                    continue;
                }
                // Bought from the deck, or from the discard pile once the deck has no spare card.
                let from_pile = usize::from(t.counts().deck == deck);
                check_cards(&t);
                let ranks = dead_ranks(&t);
                for q in 0..4 {
                    assert!(known(t.hand(q)).iter().all(|c| !ranks.contains(&c.rank())), "seed {seed}");
                }
                if t.hand(p).len() == before {
                    assert_eq!(t.counts().discards, discards + 1 - from_pile);
                    removed_on_the_river += 1;
                }
            }
        }
        assert!(t.is_board_complete());
    }
    assert!(removed_on_the_river > 0, "no seed bought a dead card on the river");
}

#[test]
fn good_boys_bad_boys_with_an_unseen_deck_players_report_dead_cards() {
    let mut t = unseen("good-boys-bad-boys/high", 3, DealOptions::default());
    t.apply(Event::Dealt).unwrap();
    // Nothing is dead before the bad boys' flop.
    assert_eq!(
        t.apply(Event::DeadCards { player: 0, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "cannot discard dead cards now: no bad boys card has been dealt yet"
    );
    t.apply(Event::Dealt).unwrap(); // the good boys' flop
    t.apply(Event::Dealt).unwrap(); // the bad boys' flop
    assert!(matches!(t.next_step().kind, StepKind::DeadRanks { .. }));
    let each = t.hand(0).len();
    // The dealer enters a bad boys card and a good-board card of the same rank: that one is dead.
    let bad = t.rules().position("2.f1").unwrap();
    let good = t.rules().position("1.f2").unwrap();
    t.apply(Event::Reveal { position: bad, card: "7h".parse().unwrap() }).unwrap();
    t.apply(Event::Reveal { position: good, card: "7c".parse().unwrap() }).unwrap();
    // Ann reports two dead cards, Ben one; the good-board seven is killed.
    t.apply(Event::DeadCards { player: 0, pick: Pick::Count(2) }).unwrap();
    t.apply(Event::DeadCards { player: 1, pick: Pick::Cards(vec!["7d".parse().unwrap()]) }).unwrap();
    assert_eq!(
        t.apply(Event::DeadCards { player: 2, pick: Pick::Cards(vec!["8d".parse().unwrap()]) })
            .unwrap_err()
            .to_string(),
        "cannot discard the eight of diamonds as dead now: only cards of a bad boys rank are dead"
    );
    let other = t.rules().position("1.f1").unwrap();
    t.apply(Event::Reveal { position: other, card: "Kc".parse().unwrap() }).unwrap();
    assert!(t.apply(Event::Kill { position: other }).is_err(), "a king is not dead");
    t.apply(Event::Kill { position: good }).unwrap();
    assert_eq!(t.board()[good], Slot::Killed(Some("7c".parse().unwrap())));
    assert_eq!((t.hand(0).len(), t.hand(1).len(), t.hand(2).len()), (each - 2, each - 1, each));
    // The hands' three dead cards are discarded; the killed seven stays on the board.
    assert_eq!(t.counts().discards, 3);
    check_cards(&t);
    // The check ends with Next; a dead card found later (on the turn) can still be reported.
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::DeadCards { player: 2, pick: Pick::Count(1) }).unwrap();
    assert_eq!(t.counts().discards, 4);
    check_cards(&t);
    // Games without bad boys refuse the report.
    let mut h = unseen("holdem/high", 2, DealOptions::default());
    h.apply(Event::Dealt).unwrap();
    assert_eq!(
        h.apply(Event::DeadCards { player: 0, pick: Pick::Count(1) }).unwrap_err().to_string(),
        "cannot discard dead cards now: this game has no dead ranks"
    );
}

#[test]
fn ring_cards_can_be_entered_as_dealt() {
    let mut t = unseen("ring-of-fire/high", 3, DealOptions::default());
    let ring = t.rules().position("ring").unwrap();
    let card: Card = "Qs".parse().unwrap();
    assert!(t.apply(Event::RevealFaceUp { player: 0, position: ring, card }).is_err(), "not dealt yet");
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::RevealFaceUp { player: 0, position: ring, card }).unwrap();
    assert_eq!(t.face_up(0), &[(ring, Some(card))]);
    assert_eq!(
        t.apply(Event::RevealFaceUp { player: 1, position: ring, card }).unwrap_err().to_string(),
        "the queen of spades is already face up in front of seat 1"
    );
    assert!(t.apply(Event::RevealFaceUp { player: 0, position: ring, card: "2c".parse().unwrap() }).is_err());
    assert!(t.apply(Event::RevealFaceUp { player: 7, position: ring, card }).is_err());
}

#[test]
fn a_saved_deal_replays_to_the_same_state() {
    let options = DealOptions {
        esg: EsgRule::CatchUp,
        draw: Some(When::EveryStreet),
        buy: Some(BuySchedule { first_price: 2, rise_per_street: 1, when: When::EveryStreet }),
        ..DealOptions::default()
    };
    let mut t = shuffled("omaha/high", 4, options, 99);
    t.apply(Event::Dealt).unwrap();
    let drawn = known(t.hand(1))[..2].to_vec();
    t.apply(Event::Draw { player: 1, pick: Pick::Cards(drawn) }).unwrap();
    t.apply(Event::Draw { player: 2, pick: Pick::Count(1) }).unwrap();
    t.apply(Event::Fold { player: 3 }).unwrap();
    t.apply(Event::Draw { player: 0, pick: Pick::Count(0) }).unwrap();
    t.apply(Event::Buy { player: 0 }).unwrap();
    t.apply(Event::Dealt).unwrap();
    let saved = serde_json::to_string(&(t.table_setup(), t.history())).unwrap();
    let (setup, events): (TableSetup, Vec<Event>) = serde_json::from_str(&saved).unwrap();
    let r = Table::replay(game("omaha/high"), t.choices(), setup, &events).unwrap();
    assert_eq!(r.counts(), t.counts());
    assert_eq!(r.next_step(), t.next_step());
    assert_eq!(r.deck(), t.deck());
    for p in 0..4 {
        assert_eq!(r.hand(p), t.hand(p));
    }
    // A log that does not apply is refused, not half-replayed.
    let bad = [Event::Dealt, Event::Fold { player: 9 }];
    assert!(Table::replay(game("omaha/high"), t.choices(), t.table_setup(), &bad).is_err());
}

#[test]
fn tree_trunk_the_last_aggressor_chooses_where_each_streets_two_cards_go() {
    // "Subsequently cards are dealt, two per street, in positions specified by the last aggressor."
    let mut t = table("tree-trunk/high-low", 3, DealOptions::default(), DeckMode::Shuffled { seed: 5 });
    let at = |t: &Table, id: &str| t.rules().position(id).unwrap();
    t.apply(Event::Dealt).unwrap(); // hole cards
    t.apply(Event::Dealt).unwrap(); // the two trunk cards before the first betting round
    let step = t.next_step();
    let StepKind::ChosenBoard { cards, choices } = &step.kind else { panic!("{step:?}") };
    assert_eq!(*cards, 2);
    assert_eq!(choices.len(), 6, "T3 T4 T5 BL BR1 BR2 are open");
    assert_eq!(
        step.instruction,
        "Deal the flop: 2 cards, the usual places; the last aggressor may choose others: T3 BL"
    );
    // A trunk place already dealt, or one place twice, is refused.
    let err = t.apply(Event::Place { positions: vec![at(&t, "T1"), at(&t, "BR1")] }).unwrap_err();
    assert!(err.to_string().contains("T1 is not an empty place"), "{err}");
    assert!(t.apply(Event::Place { positions: vec![at(&t, "BR1"), at(&t, "BR1")] }).is_err());
    // The aggressor wants both right-branch cards now.
    t.apply(Event::Place { positions: vec![at(&t, "BR1"), at(&t, "BR2")] }).unwrap();
    assert_eq!(t.next_step().instruction, "Deal the flop: 2 cards, where the last aggressor chose: BR1 BR2");
    t.apply(Event::Dealt).unwrap();
    check_cards(&t);
    assert!(matches!(t.board()[at(&t, "BR2")], Slot::Dealt(Some(_))));
    assert_eq!(t.board()[at(&t, "T3")], Slot::Empty);
    // The turn's usual places are then the first still open: T3 and BL.
    assert_eq!(t.next_step().positions, vec![at(&t, "T3"), at(&t, "BL")]);
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Dealt).unwrap();
    assert!(t.is_board_complete());
    assert_eq!(t.next_step().kind, StepKind::Showdown);
    // Outside a chosen street, choosing is refused.
    let mut plain = table("double-board/high-high-hand", 3, DealOptions::default(), DeckMode::Unseen);
    plain.apply(Event::Dealt).unwrap();
    assert!(plain.apply(Event::Place { positions: vec![0, 1, 2] }).is_err());
}

#[test]
fn pass_the_trash_to_a_chosen_player_goes_to_another_player_still_in() {
    use cap::engine::deal::{Neighbour, PassTheTrash, When};
    let pass = PassTheTrash { cards: 1, to: Neighbour::Chosen, when: When::PreFlop };
    let options = DealOptions { pass_the_trash: Some(pass), ..DealOptions::default() };
    let mut t = table("omaha/high", 4, options, DeckMode::Shuffled { seed: 3 });
    t.apply(Event::Dealt).unwrap();
    t.apply(Event::Fold { player: 2 }).unwrap();
    // The engine says whom seat 1 may choose: the others still in, not themselves nor a folded seat.
    assert_eq!(t.pass_receivers(0), vec![1, 3]);
    let card = t.hand(0)[0].unwrap();
    assert!(t.apply(Event::Pass { player: 0, pick: Pick::Cards(vec![card]), to: Some(2) }).is_err());
    assert!(t.apply(Event::Pass { player: 0, pick: Pick::Cards(vec![card]), to: None }).is_err());
    t.apply(Event::Pass { player: 0, pick: Pick::Cards(vec![card]), to: Some(3) }).unwrap();
    for p in [1, 3] {
        let c = t.hand(p)[0].unwrap();
        t.apply(Event::Pass { player: p, pick: Pick::Cards(vec![c]), to: Some(0) }).unwrap();
    }
    check_cards(&t);
    // Seat 4 got seat 1's card; seat 1 got two; seat 2 none: the counts differ by player.
    assert!(t.hand(3).contains(&Some(card)));
    assert_eq!((t.hand(0).len(), t.hand(1).len(), t.hand(3).len()), (5, 3, 4));
    // A table passing to a neighbour has no choice to make.
    let plain = table("omaha/high", 4, DealOptions::default(), DeckMode::Unseen);
    assert!(plain.pass_receivers(0).is_empty());
}

#[test]
fn good_boys_bad_boys_a_killed_board_card_stays_on_the_board_so_esg_never_deals_it_again() {
    // Found by random whole hands (seed 375, two players, catch-up ESG, undealt cards to the
    // discards): a killed good-board card went to the discard pile, ESG dealt it to a player, and
    // the showdown refused the hand ("5d is both at board position 1.f3 and in Player 1's hole
    // cards"). A killed card stays in its place (docs/rules.md, "Dealing"): never in the discard
    // pile, so no player is ever dealt it, and every such hand reaches the showdown.
    use cap::engine::deal::random::{play, RandomPlay};
    let options = DealOptions { esg: EsgRule::CatchUp, undealt_to_discards: true, ..DealOptions::default() };
    let random = RandomPlay { random_options: false, random_decisions: true };
    let mut killed = 0;
    for seed in 0..500 {
        let hand =
            play(game("good-boys-bad-boys/high"), 2, seed, &BTreeMap::new(), Some(options.clone()), &random)
                .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        hand.draft.to_hand().unwrap_or_else(|e| panic!("seed {seed}: {e}\n{:#?}", hand.log));
        for slot in hand.table.board() {
            if let Slot::Killed(Some(card)) = slot {
                killed += 1;
                assert!(
                    !hand.table.discards().contains(&Some(*card)),
                    "seed {seed}: {card} is in the discards"
                );
            }
        }
        check_cards(&hand.table);
    }
    assert!(killed > 50, "{killed} killed board cards");
}
