//! Rule sets and payment reasons in words, for the rules card the app shows beside a table.
//!
//! Invariant: every sentence is read from the [`RuleSet`] fields, never written per named rule
//! set, so a table that changes an option (surrender, the aces bet, the sweep, the overall point)
//! sees that change in the summary too.

use std::fmt;

use super::compare::Reason;
use super::rules::{
    AcesSideBet, Opponents, Payout, RoyaltyCounting, RoyaltyHand, RuleSet, SpecialClash, Surrender, Sweep,
};

/// One line of a rule-set summary: what it is about, and the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleLine {
    pub label: &'static str,
    pub text: String,
}

impl fmt::Display for RoyaltyHand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RoyaltyHand::ThreeOfAKind => "three of a kind",
            RoyaltyHand::FullHouse => "full house",
            RoyaltyHand::FourOfAKind => "four of a kind",
            RoyaltyHand::StraightFlush => "straight flush",
        })
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::Row(row) => write!(f, "{row} row"),
            Reason::Royalty(row) => write!(f, "{row} royalty"),
            Reason::RowsWon => f.write_str("more rows won"),
            Reason::ScoopEveryone => f.write_str("scooped everyone"),
            Reason::SweepBonus => f.write_str("sweep bonus"),
            Reason::SweepMultiplier => f.write_str("sweep multiplier"),
            Reason::OverallPoint => f.write_str("overall point"),
            Reason::Special => f.write_str("special hand"),
            Reason::Surrender => f.write_str("surrender"),
            Reason::Aces => f.write_str("aces side bet"),
            Reason::SingleWinner => f.write_str("single winner"),
        }
    }
}

impl Surrender {
    /// What surrendering costs, in words (`rules` gives the two-of-three unit and overall point).
    pub fn describe(&self, rules: &RuleSet) -> String {
        match *self {
            Surrender::NotAllowed => "not allowed".to_string(),
            Surrender::AsLosingTwoOfThree => {
                let rows = match rules.payout {
                    Payout::RowsWon { two_of_three, .. } => two_of_three,
                    _ => 1,
                };
                let units = u64::from(rows) + u64::from(rules.overall_point);
                format!("pay each opponent what losing two rows of three costs: {units} {}", unit_word(units))
            }
            Surrender::Fixed { units } => {
                format!("pay each opponent {units} {}", unit_word(u64::from(units)))
            }
        }
    }
}

impl Sweep {
    /// The sweep rule in words.
    pub fn describe(&self) -> String {
        match *self {
            Sweep::Nothing => "nothing extra".to_string(),
            Sweep::Extra { units } => {
                format!("{units} more {} for winning all three rows", unit_word(u64::from(units)))
            }
            Sweep::Multiply { one_opponent: 1, every_opponent } => format!(
                "the pairing's payment × {every_opponent} for winning all three rows against every opponent (at least two)"
            ),
            Sweep::Multiply { one_opponent, every_opponent } => format!(
                "the pairing's payment × {one_opponent} for winning all three rows, × {every_opponent} when sweeping every opponent (at least two)"
            ),
        }
    }
}

impl RuleSet {
    /// The sweep in words, as this rule set pays it (a pool game's sweep takes the pool and more
    /// from each player; a single-winner game has none).
    pub fn sweep_text(&self) -> String {
        match (self.payout, self.sweep) {
            (Payout::SingleWinner { .. }, _) => "none: the single winner is paid the stake".to_string(),
            (Payout::Pool { .. }, Sweep::Extra { units }) => format!(
                "winning all three rows alone takes the whole pool and {units} more {} from each player",
                unit_word(units as u64)
            ),
            (Payout::Pool { .. }, _) => "winning all three rows alone takes the whole pool".to_string(),
            _ => self.sweep.describe(),
        }
    }
}

fn unit_word(n: u64) -> &'static str {
    if n == 1 {
        "unit"
    } else {
        "units"
    }
}

impl RuleSet {
    /// The rule set in words, one line per part, in the order a dealer explains them.
    ///
    /// ```
    /// use cap::engine::chinese::rules::{RuleSet, RuleSetId};
    ///
    /// let lines = RuleSet::named(RuleSetId::TypicalBonus).summary();
    /// let royalties = lines.iter().find(|l| l.label == "Royalties").unwrap();
    /// assert!(royalties.text.contains("front three of a kind 3"));
    /// ```
    pub fn summary(&self) -> Vec<RuleLine> {
        let mut lines = Vec::new();
        let mut line = |label, text: String| lines.push(RuleLine { label, text });
        line(
            "Who plays whom",
            match self.opponents {
                Opponents::Everyone => "every pair of players compares hands".to_string(),
                Opponents::House => {
                    "the dealer is the house: every other player compares with the house only, and the house wins tied rows"
                        .to_string()
                }
            },
        );
        line(
            "Rows",
            match self.payout {
                Payout::PerRow => "1 unit for each row won".to_string(),
                Payout::RowsWon { two_of_three, three_of_three, scoop_everyone } => format!(
                    "winning more rows pays {two_of_three}, all three {three_of_three}; all three against every opponent pays {scoop_everyone} from each"
                ),
                Payout::Pool { stake_per_row } => format!(
                    "everyone puts {} into the pool; each row's best hand takes players × {stake_per_row} (tied rows split it)",
                    3 * u64::from(stake_per_row)
                ),
                Payout::SingleWinner { stake } => format!(
                    "a player who beats every other player on two rows or more is paid {stake} by each; otherwise nobody is paid"
                ),
            },
        );
        line("Royalties", self.royalties_text());
        line("Sweep", self.sweep_text());
        line(
            "Overall point",
            match self.overall_point {
                0 => "not played".to_string(),
                n => format!("{n} more to the net winner of each pairing"),
            },
        );
        line("Special hands", self.specials_text());
        line("Surrender", self.surrender.describe(self));
        line(
            "Aces side bet",
            match self.aces {
                AcesSideBet::Off => "off".to_string(),
                AcesSideBet::On { worth } => format!(
                    "one ace {}, two {}, three {}, four {}; between two players the lower pays the difference",
                    worth[1], worth[2], worth[3], worth[4]
                ),
            },
        );
        lines
    }

    fn royalties_text(&self) -> String {
        if self.royalties.table.is_empty() {
            return "none".to_string();
        }
        let table: Vec<String> =
            self.royalties.table.iter().map(|r| format!("{} {} {}", r.row, r.hand, r.units)).collect();
        let when = match self.royalties.counting {
            RoyaltyCounting::InsteadOfRow => "paid instead of the row's unit when the row wins",
            RoyaltyCounting::OnTopWhenWinning => "paid on top when the row wins",
            RoyaltyCounting::WinOrLose => "paid to the holder by each opponent, win or lose",
        };
        format!("{}; {when}", table.join(", "))
    }

    fn specials_text(&self) -> String {
        if self.specials.entries.is_empty() {
            return "none".to_string();
        }
        let table: Vec<String> =
            self.specials.entries.iter().map(|e| format!("{} {}", e.kind, e.units)).collect();
        let clash = match self.specials.clash {
            SpecialClash::HigherWinsFull => "the higher wins its full value",
            SpecialClash::Difference => "the lower pays the difference",
            SpecialClash::EqualValuesCancel => {
                "equal values cancel, otherwise the higher wins its full value"
            }
        };
        format!("{}; two specials: {clash}", table.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::{RuleSet, RuleSetId};
    use super::*;

    fn text(id: RuleSetId, label: &str) -> String {
        RuleSet::named(id).summary().into_iter().find(|l| l.label == label).unwrap().text
    }

    #[test]
    fn every_named_rule_set_has_every_line() {
        for id in RuleSetId::ALL {
            let labels: Vec<&str> = RuleSet::named(id).summary().iter().map(|l| l.label).collect();
            assert_eq!(labels.len(), 8, "{id}");
        }
    }

    #[test]
    fn hawaiian_gardens_summary_names_its_payments_and_surrender() {
        assert_eq!(
            text(RuleSetId::HawaiianGardens, "Rows"),
            "winning more rows pays 1, all three 6; all three against every opponent pays 9 from each"
        );
        assert_eq!(text(RuleSetId::HawaiianGardens, "Surrender"), "pay each opponent 3 units");
        assert!(text(RuleSetId::HawaiianGardens, "Special hands").ends_with("the lower pays the difference"));
    }

    #[test]
    fn surrender_as_two_of_three_counts_the_overall_point() {
        let rules =
            RuleSet { surrender: Surrender::AsLosingTwoOfThree, ..RuleSet::named(RuleSetId::OverallPoint) };
        assert_eq!(
            rules.surrender.describe(&rules),
            "pay each opponent what losing two rows of three costs: 2 units"
        );
    }

    #[test]
    fn malayan_says_the_dealer_is_the_house_and_extras_count_win_or_lose() {
        assert!(text(RuleSetId::Malayan, "Who plays whom").starts_with("the dealer is the house"));
        assert!(text(RuleSetId::Malayan, "Royalties").ends_with("win or lose"));
    }
}
