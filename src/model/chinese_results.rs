//! A scored Chinese poker table in the words and cells the scorer shows: the pairings (each row's
//! winner and the net), the totals, each pairing by reason, the pool, the settlement.
//!
//! Every line is written from the table as it is now, names included, so a player renamed after
//! the cards were entered is named at once everywhere (issue 24: the results kept the old name
//! until a reload, because the score does not change with a name and the screen read the names
//! once). The pairings are a compact table of five columns, which fits a 320 px phone, instead of
//! the rules' one column per player (eight columns, 511 px wide for four players).

use crate::engine::chinese::compare::{RowWinner, Scoreboard};
use crate::engine::chinese::settle::{Settlement, Stage};
use crate::engine::chinese::table::{ChineseTable, TableError};
use crate::model::words::signed;

/// The scorer's result, or why the table cannot be scored yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Results {
    /// One row per pairing, in the rules' order.
    pub pairings: Vec<PairingRow>,
    /// Each player's name and total units, signed ("+3").
    pub totals: Vec<(String, String)>,
    /// Each pairing by reason: "North v East" and ": surrender +1 → East pays North 1".
    pub breakdown: Vec<(String, String)>,
    /// The pool, when the rule set plays one: what everyone put in, each row's winners, a sweep.
    pub pool: Option<Vec<String>>,
    /// The transfers in order and each player's chips after them, or why they cannot be settled.
    pub settlement: Result<(Vec<String>, Vec<String>), String>,
}

/// One pairing in the compact table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairingRow {
    /// "North v East".
    pub players: String,
    /// Who won the front, the middle and the back: a name, "tie", or "-" (a special hand or a
    /// surrender, where rows are not compared).
    pub rows: [String; 3],
    /// "North +1", or "even".
    pub net: String,
}

/// The results of `table`, scored.
pub fn results(table: &ChineseTable) -> Result<Results, TableError> {
    let board = table.score()?;
    let settled = table.settle(&board);
    Ok(lines(table, &board, settled))
}

fn lines(table: &ChineseTable, board: &Scoreboard, settled: Result<Settlement, TableError>) -> Results {
    let name = |s: usize| table.name(s);
    let pairings = board
        .pairings
        .iter()
        .map(|p| {
            let winner = |i: usize| match p.rows.map(|r| r[i]) {
                Some(RowWinner::First) => name(p.first),
                Some(RowWinner::Second) => name(p.second),
                Some(RowWinner::Tie) => "tie".to_string(),
                None => "-".to_string(),
            };
            let net = match p.units() {
                0 => "even".to_string(),
                n if n > 0 => format!("{} +{n}", name(p.first)),
                n => format!("{} +{}", name(p.second), -n),
            };
            PairingRow {
                players: format!("{} v {}", name(p.first), name(p.second)),
                rows: [0, 1, 2].map(winner),
                net,
            }
        })
        .collect();
    let totals = board.totals.iter().enumerate().map(|(s, &t)| (name(s), signed(t))).collect();
    let breakdown = board
        .pairings
        .iter()
        .map(|p| {
            let parts: Vec<String> =
                p.payments.iter().map(|pay| format!("{} {}", pay.reason, signed(pay.units))).collect();
            let what = if parts.is_empty() { "nothing".to_string() } else { parts.join(" · ") };
            let summary = match p.units() {
                0 => "even".to_string(),
                n if n > 0 => format!("{} pays {} {n}", name(p.second), name(p.first)),
                n => format!("{} pays {} {}", name(p.first), name(p.second), -n),
            };
            (format!("{} v {}", name(p.first), name(p.second)), format!(": {what} → {summary}"))
        })
        .collect();
    let pool = board.pool.as_ref().map(|pool| {
        let mut out = vec![format!("Everyone put {} into the pool.", pool.contribution)];
        out.extend(pool.rows.iter().map(|r| {
            let who: Vec<String> =
                r.winners.iter().zip(&r.shares).map(|(&s, &u)| format!("{} takes {u}", name(s))).collect();
            format!("{}: {}", r.row, who.join(", "))
        }));
        out.extend(pool.sweeper.map(|s| format!("{} won all three rows.", name(s))));
        out
    });
    let settlement = settled.map_err(|e| e.message).map(|s| {
        let transfers = s
            .transfers
            .iter()
            .map(|t| {
                let stage = match t.stage {
                    Stage::Specials => "special hands",
                    Stage::Hands => "hands",
                };
                let cut = if t.paid < t.owed {
                    format!(" (owed {}, cut by the chips)", t.owed)
                } else {
                    String::new()
                };
                format!("{stage}: {} pays {} {}{cut}", name(t.from), name(t.to), t.paid)
            })
            .collect();
        let chips = s
            .chips
            .iter()
            .enumerate()
            .map(|(seat, &c)| {
                format!("{}: {} → {c}", name(seat), table.seats.get(seat).map_or(0, |x| x.chips))
            })
            .collect();
        (transfers, chips)
    });
    Results { pairings, totals, breakdown, pool, settlement }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::chinese::rules::RuleSetId;

    const FOUR: [&str; 4] = [
        "3h 3d 4c / 9c 9d As Kc 2h / 4d 5c 6d 7c 8c",
        "Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc",
        "9s 9h 2d / Qs Qh 4s 5h 6c / Ts Th 8s 8h 2c",
        "Jc Td 3c / 6s 6h Qd Jd 7d / Ah Ad Ac Kh Kd",
    ];

    fn table() -> ChineseTable {
        let mut t = ChineseTable::default();
        for (seat, text) in t.seats.iter_mut().zip(FOUR) {
            seat.cards = text.to_string();
        }
        t
    }

    #[test]
    fn the_rules_four_player_table_in_five_columns() {
        let r = results(&table()).unwrap();
        assert_eq!(r.pairings.len(), 6);
        assert_eq!(
            r.pairings[0],
            PairingRow {
                players: "North v East".into(),
                rows: ["North".into(), "North".into(), "North".into()],
                net: "North +3".into()
            }
        );
        let totals: Vec<String> = r.totals.iter().map(|(n, t)| format!("{n} {t}")).collect();
        assert_eq!(totals, ["North +3", "East -5", "South +3", "West -1"]);
        assert_eq!(r.breakdown[0].0, "North v East");
        assert!(r.breakdown[0].1.ends_with("→ East pays North 3"), "{}", r.breakdown[0].1);
        let (transfers, chips) = r.settlement.unwrap();
        assert!(!transfers.is_empty());
        assert_eq!(chips[0], "North: 20 → 23");
    }

    #[test]
    fn issue_24_a_rename_is_in_every_line_at_once() {
        let mut t = table();
        t.seats[1].name = "Erin".into();
        let r = results(&t).unwrap();
        assert_eq!(r.pairings[0].players, "North v Erin");
        assert!(r.pairings.iter().any(|p| p.rows.contains(&"Erin".to_string())), "{:?}", r.pairings);
        assert_eq!(r.totals[1].0, "Erin");
        assert!(r.breakdown[0].1.contains("Erin pays North"));
        assert!(r.settlement.as_ref().unwrap().1[1].starts_with("Erin: "));
        assert!(!format!("{r:?}").contains("East"), "no line keeps the old name");
    }

    #[test]
    fn a_pool_game_says_the_pool_and_an_unscored_table_why() {
        let mut t = table();
        t.rule_set = RuleSetId::Pool;
        let pool = results(&t).unwrap().pool.unwrap();
        assert!(pool[0].starts_with("Everyone put "), "{pool:?}");
        t.seats[2].cards.clear();
        assert_eq!(results(&t).unwrap_err().message, "South: no cards yet");
    }
}
