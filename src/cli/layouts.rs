//! `cap layout` for the games with their own engines: the rows a player sets (Chinese poker, Open
//! Face Chinese) or the hand a player holds (32-card draw), and the rules in force, read from the
//! engine's data (the rule set, the draw table) rather than restated.

use crate::engine::chinese::ofc::OfcVariant;
use crate::engine::chinese::rules::{
    AcesSideBet, Opponents, Payout, RoyaltyCounting, RoyaltyHand, RuleOption, RuleSet, RuleSetId,
    SpecialClash, Surrender,
};
use crate::engine::chinese::setting::Row;
use crate::engine::draw32::{Round, Structure, Table};
use crate::engine::games::Entry;
use crate::engine::hand_file::chinese::{option_key, special_slug, OPTIONS};

/// The three rows, one box a card.
fn rows() -> String {
    Row::ALL.iter().map(|row| format!("  {:<7} {}\n", row.name(), "[  ]".repeat(row.size()))).collect()
}

pub fn chinese(name: &str, id: RuleSetId) -> String {
    let rules = RuleSet::named(id);
    let mut text = format!(
        "{name}\n13 cards each, set face down as three rows: front 3, middle 5, back 5; the back must be \
         at least as strong as the middle, and the middle as the front, or the hand is fouled.\n\n{}\n",
        rows()
    );
    text.push_str(&format!("Players: {}\n", crate::engine::chinese::PLAYERS));
    text.push_str(&format!("Opponents: {}\n", opponents(&rules)));
    text.push_str(&format!("Payout: {}\n", payout(&rules)));
    if !rules.royalties.table.is_empty() {
        let counting = match rules.royalties.counting {
            RoyaltyCounting::InsteadOfRow => "paid instead of the row's unit when the row wins",
            RoyaltyCounting::OnTopWhenWinning => "paid on top when the row wins",
            RoyaltyCounting::WinOrLose => "paid to the holder whether the row wins or loses",
        };
        let lines: Vec<String> = rules
            .royalties
            .table
            .iter()
            .map(|r| format!("{} {} {}", r.row, hand_words(r.hand), r.units))
            .collect();
        text.push_str(&format!("Royalties ({counting}): {}\n", lines.join(", ")));
    }
    text.push_str(&format!("Sweep: {}\n", rules.sweep_text()));
    if rules.overall_point > 0 {
        text.push_str(&format!("Overall point: {} to each pairing's net winner\n", rules.overall_point));
    }
    if !rules.specials.entries.is_empty() {
        let clash = match rules.specials.clash {
            SpecialClash::HigherWinsFull => "the higher wins its full value",
            SpecialClash::Difference => "the lower pays the difference",
            SpecialClash::EqualValuesCancel => "equal values cancel, else the higher wins in full",
        };
        let lines: Vec<String> = rules
            .specials
            .entries
            .iter()
            .map(|e| format!("{} ({}) {}", special_slug(e.kind), e.kind, e.units))
            .collect();
        text.push_str(&format!("Special hands (two specials: {clash}): {}\n", lines.join(", ")));
    }
    text.push_str(&format!("Surrender: {}\n", surrender(rules.surrender)));
    text.push_str(&format!("Aces side bet: {}\n", aces(rules.aces)));
    text.push_str(
        "\nHand file: each player's \"front\", \"middle\" and \"back\"; or all 13 \"cards\" and a \
         declared \"special\"; or \"surrender\": true; \"chips\" in front for a chip-limited settlement.\n",
    );
    // Only the options this rule set takes: the others are refused in its hand files.
    for option in RuleOption::ALL.into_iter().filter(|&o| rules.takes(o)) {
        let key = option_key(option);
        let words = OPTIONS.iter().find(|(k, _)| *k == key).map_or("", |(_, w)| w);
        text.push_str(&format!("Option {key}: {words}\n"));
    }
    text
}

fn opponents(rules: &RuleSet) -> &'static str {
    match rules.opponents {
        Opponents::Everyone => "every pair of players",
        Opponents::House => "every player against the dealer, who is the house and wins tied rows",
    }
}

fn payout(rules: &RuleSet) -> String {
    match rules.payout {
        Payout::PerRow => "one unit per row won, pair by pair".into(),
        Payout::RowsWon { two_of_three, three_of_three, scoop_everyone } => format!(
            "winning more rows of a pairing pays {two_of_three}, all three {three_of_three}, \
             all three against everyone {scoop_everyone} from each"
        ),
        Payout::Pool { stake_per_row } => format!(
            "everyone puts {} in a pool; each row's best hand collects players x {stake_per_row}",
            3 * u64::from(stake_per_row),
        ),
        Payout::SingleWinner { stake } => {
            format!("the player who beats everyone on two rows or more is paid {stake} by each")
        }
    }
}

fn hand_words(hand: RoyaltyHand) -> &'static str {
    match hand {
        RoyaltyHand::ThreeOfAKind => "three of a kind",
        RoyaltyHand::FullHouse => "full house",
        RoyaltyHand::FourOfAKind => "four of a kind",
        RoyaltyHand::StraightFlush => "straight flush",
    }
}

fn surrender(surrender: Surrender) -> String {
    match surrender {
        Surrender::NotAllowed => "not allowed".into(),
        Surrender::AsLosingTwoOfThree => "pays each opponent as losing two rows of three".into(),
        Surrender::Fixed { units } => format!("pays each opponent {units} units"),
    }
}

fn aces(aces: AcesSideBet) -> String {
    match aces {
        AcesSideBet::Off => "off".into(),
        AcesSideBet::On { worth } => format!(
            "one ace {}, two {}, three {}, four {}; the player with fewer pays the difference",
            worth[1], worth[2], worth[3], worth[4]
        ),
    }
}

pub fn ofc(entry: &Entry, variant: OfcVariant) -> String {
    let name = &entry.name;
    let deal = match variant {
        OfcVariant::Standard => "five cards, then one at a time",
        OfcVariant::Pineapple => "five cards, then three at a time: place two, discard one",
    };
    format!(
        "{name}\nDeal: {deal}. Cards are placed face up until the three rows hold 13; the back must be \
         at least as strong as the middle, and the middle as the front.\n\n{}\n\
         Players: {}\n\
         Points: 1 a row, 3 more for winning all three (a scoop); royalties settled as differences: \
         front 66 = 1 up to AA = 9, 222 = 10 up to AAA = 22; middle trips 2, straight 4, flush 8, \
         full house 12, quads 20, straight flush 30, royal 50; back straight 2, flush 4, full house 6, \
         quads 10, straight flush 15, royal 25. A fouled hand loses 6 to each clean hand and earns nothing.\n\
         Fantasyland: QQ or better in front without fouling; stay with trips in front, a full house or \
         better in the middle, or quads or better in the back.\n\n\
         Hand file: each player's \"front\", \"middle\" and \"back\", and \"fantasyland\": true if they \
         played the hand there.\nOption fantasyland: standard (14 cards), progressive (QQ 14, KK 15, AA 16, trips 17)\n",
        rows(),
        variant.players(),
    )
}

pub fn draw32(name: &str, structure: Structure) -> String {
    let mut text = format!(
        "{name}\nFive cards each from the 32-card deck (sevens to aces), one draw, two betting rounds; \
         a flush beats a full house, A-7-8-9-T is the lowest straight, and equal ranks are decided \
         by suit.\n\n  hand    {}\n\nPlayers: {}\n",
        "[  ]".repeat(5),
        crate::engine::draw32::PLAYERS
    );
    for n in [3, 5] {
        let table = Table::new(n, 0, 1, structure).expect("a valid example table");
        let blinds: Vec<String> =
            table.blinds().iter().map(|b| format!("{:?} {}", b.kind, b.chips)).collect();
        let limit = |round| {
            let l = table.limits(round);
            let mut words = format!("minimum bet {}", l.min_bet);
            if let Some(size) = l.fixed_size {
                words = format!("bets and raises of {size}");
            }
            if let Some(max) = l.max_bets {
                words.push_str(&format!(", at most {max} bets"));
            }
            words
        };
        text.push_str(&format!(
            "With {n} players and a small blind of 1: blinds {}; first round {}; second round {}\n",
            blinds.join(", ").to_lowercase(),
            limit(Round::First),
            limit(Round::Second)
        ));
    }
    text.push_str(
        "\nHand file: each player's \"hand\" (five cards), \"contributed\" and \"folded\"; \
         \"small_blind\" (money), and \"parole\": true when everyone still in shared the pot.\n",
    );
    text
}
