//! Cards, card sets and decks: what parses, how it prints, and what the errors say.

use cap::engine::card::{parse_cards, Card, ParseCardErrorKind, Rank, Suit};
use cap::engine::card_set::{CardSet, Deck, ParseCardSetError};

fn card(text: &str) -> Card {
    text.parse().unwrap()
}

#[test]
fn every_card_prints_canonically_and_parses_back() {
    let mut seen = std::collections::HashSet::new();
    for rank in Rank::ALL {
        for suit in Suit::ALL {
            let c = Card::new(rank, suit);
            assert_eq!(c.rank(), rank);
            assert_eq!(c.suit(), suit);
            let text = c.to_string();
            assert_eq!(text.len(), 2);
            assert_eq!(card(&text), c);
            assert!(seen.insert(c.index()));
            assert!(c.index() < 52);
        }
    }
    assert_eq!(seen.len(), 52);
}

#[test]
fn parsing_accepts_either_case_ten_as_10_or_t_and_suit_symbols() {
    let ace_spades = Card::new(Rank::Ace, Suit::Spades);
    for text in ["As", "as", "AS", "aS", "A♠", "a♤"] {
        assert_eq!(card(text), ace_spades, "{text}");
    }
    let ten_hearts = Card::new(Rank::Ten, Suit::Hearts);
    for text in ["Th", "th", "10h", "10H", "T♥", "10♡"] {
        assert_eq!(card(text), ten_hearts, "{text}");
    }
    assert_eq!(card("7♦"), Card::new(Rank::Seven, Suit::Diamonds));
    assert_eq!(card("2♣"), Card::new(Rank::Two, Suit::Clubs));
    assert_eq!(card("Qc"), Card::new(Rank::Queen, Suit::Clubs));
}

#[test]
fn ten_prints_as_t() {
    assert_eq!(card("10d").to_string(), "Td");
}

#[test]
fn label_spells_the_card_for_screen_readers() {
    assert_eq!(card("Th").label(), "ten of hearts");
    assert_eq!(card("As").label(), "ace of spades");
    assert_eq!(card("6c").label(), "six of clubs");
}

#[test]
fn a_card_that_cannot_exist_is_an_error_naming_the_text() {
    let cases = [
        ("1x", ParseCardErrorKind::UnknownRank("1".into()), r#""1x" is not a card: unknown rank "1""#),
        ("Ax", ParseCardErrorKind::UnknownSuit("x".into()), r#""Ax" is not a card: unknown suit "x""#),
        ("11h", ParseCardErrorKind::UnknownRank("11".into()), r#""11h" is not a card: unknown rank "11""#),
        ("1h", ParseCardErrorKind::UnknownRank("1".into()), r#""1h" is not a card: unknown rank "1""#),
        ("0s", ParseCardErrorKind::UnknownRank("0".into()), r#""0s" is not a card: unknown rank "0""#),
        ("A", ParseCardErrorKind::MissingSuit, r#""A" is not a card: the suit is missing"#),
        ("10", ParseCardErrorKind::MissingSuit, r#""10" is not a card: the suit is missing"#),
        ("", ParseCardErrorKind::Empty, r#""" is not a card: nothing was given"#),
        (" As", ParseCardErrorKind::UnknownRank(" A".into()), r#"" As" is not a card: unknown rank " A""#),
    ];
    for (text, kind, message) in cases {
        let err = text.parse::<Card>().unwrap_err();
        assert_eq!(err.input, text);
        assert_eq!(err.kind, kind, "{text}");
        assert_eq!(err.to_string(), message);
    }
}

#[test]
fn a_run_of_cards_parses_with_or_without_separators() {
    let expected = vec![card("As"), card("Kd"), card("7h")];
    for text in ["AsKd7h", "As Kd 7h", "As,Kd,7h", "  As, Kd   7h ", "a♠K♦7♥"] {
        assert_eq!(parse_cards(text).unwrap(), expected, "{text}");
    }
    assert_eq!(parse_cards("10h9h").unwrap(), vec![card("Th"), card("9h")]);
    assert_eq!(parse_cards("").unwrap(), vec![]);
}

#[test]
fn a_bad_card_in_a_run_is_named_with_its_position() {
    let err = parse_cards("AsKx7h").unwrap_err();
    assert_eq!((err.position, err.card.input.as_str()), (2, "Kx"));
    assert_eq!(err.to_string(), r#"in "AsKx7h" at character 3: "Kx" is not a card: unknown suit "x""#);

    let err = parse_cards("As 1x").unwrap_err();
    assert_eq!((err.position, err.card.input.as_str()), (3, "1x"));

    let err = parse_cards("As K").unwrap_err();
    assert_eq!((err.position, err.card.kind), (3, ParseCardErrorKind::MissingSuit));
}

#[test]
fn a_set_rejects_a_card_given_twice_and_names_it() {
    let err = "As Kd as".parse::<CardSet>().unwrap_err();
    assert_eq!(err.to_string(), "As is given twice");
    assert!(matches!(err, ParseCardSetError::Duplicate(d) if d.card == card("As")));

    let err = CardSet::from_cards([card("2c"), card("3c"), card("2c")]).unwrap_err();
    assert_eq!(err.card, card("2c"));

    let err = "As Kq".parse::<CardSet>().unwrap_err();
    assert!(matches!(err, ParseCardSetError::Card(ref e) if e.position == 3));
}

#[test]
fn sets_print_highest_rank_first() {
    let set: CardSet = "2c Ah Td As".parse().unwrap();
    assert_eq!(set.to_string(), "Ah As Td 2c");
    assert_eq!(CardSet::EMPTY.to_string(), "");
}

#[test]
fn set_operations_behave_as_sets() {
    let mut set: CardSet = "As Kd".parse().unwrap();
    assert!(set.insert(card("7h")));
    assert!(!set.insert(card("7h")));
    assert_eq!(set.len(), 3);
    assert!(set.contains(card("Kd")));
    assert!(set.remove(card("Kd")));
    assert!(!set.remove(card("Kd")));
    assert!(!set.contains(card("Kd")));

    let a: CardSet = "As Kd 7h".parse().unwrap();
    let b: CardSet = "Kd 2c".parse().unwrap();
    assert_eq!(a | b, "As Kd 7h 2c".parse().unwrap());
    assert_eq!(a & b, "Kd".parse().unwrap());
    assert_eq!(a - b, "As 7h".parse().unwrap());
    assert_eq!((!a).len(), 49);
    assert!(a.is_superset(a & b));
    assert!((a - b).is_disjoint(b));
    assert_eq!(a.iter().count(), 3);
    assert_eq!(a.suit_count(), 3);
    assert_eq!(a.ranks(), 1 << 12 | 1 << 11 | 1 << 5);
    assert_eq!(a.of_rank(Rank::King), "Kd".parse().unwrap());
    assert_eq!(a.of_suit(Suit::Spades), "As".parse().unwrap());
    assert_eq!(a.suit_ranks(Suit::Hearts), 1 << 5);
}

#[test]
fn bits_outside_the_suit_lanes_are_not_a_set() {
    assert_eq!(CardSet::from_bits(1 << 13), None);
    assert_eq!(CardSet::from_bits(1 << 63), None);
    assert_eq!(CardSet::from_bits(1 << 12).unwrap().len(), 1);
}

#[test]
fn the_standard_deck_has_52_cards_and_the_stripped_deck_32_from_seven_up() {
    assert_eq!(Deck::Standard52.card_count(), 52);
    assert_eq!(Deck::Standard52.cards().len(), 52);
    assert_eq!(Deck::Stripped32.card_count(), 32);
    let stripped = Deck::Stripped32.cards();
    assert_eq!(stripped.len(), 32);
    assert!(stripped.iter().all(|c| c.rank() >= Rank::Seven));
    assert!(Deck::Stripped32.contains(card("7s")));
    assert!(!Deck::Stripped32.contains(card("6s")));
    for rank in Rank::ALL.into_iter().filter(|&r| r >= Rank::Seven) {
        assert_eq!(Deck::Stripped32.full().of_rank(rank).len(), 4);
    }
}

#[test]
fn subsets_enumerate_each_combination_once() {
    let set: CardSet = "As Kd 7h 2c 9s Th".parse().unwrap();
    for size in 0..=7 {
        let subsets: Vec<CardSet> = set.subsets(size).collect();
        let expected = match size {
            0 => 1,
            1 => 6,
            2 => 15,
            3 => 20,
            4 => 15,
            5 => 6,
            6 => 1,
            _ => 0,
        };
        assert_eq!(subsets.len(), expected, "size {size}");
        let unique: std::collections::HashSet<_> = subsets.iter().collect();
        assert_eq!(unique.len(), expected);
        assert!(subsets.iter().all(|s| s.len() == size && set.is_superset(*s)));
    }
    assert_eq!(Deck::Standard52.full().subsets(5).count(), 2_598_960);
}
