//! Scoring rule sets: every Chinese poker payment scheme in the documents as plain data.
//!
//! Invariants: a [`RuleSet`] is a declaration with named fields — who is compared with whom, how
//! rows are paid, which royalties count and when, the sweep, the overall point, the special-hand
//! table, surrender and the aces side bet — and holds no logic beyond table look-ups; the scorer
//! ([`super::compare`]) reads it. Each named rule set ([`RuleSetId`]) is one constructor, and a
//! table that plays a documented "some play …" option changes one field of it
//! (`RuleSet { overall_point: 1, ..RuleSet::named(RuleSetId::ExtraPayments) }`). Readings of the
//! documents are in `docs/rules.md`, Part 3.

use std::fmt;

use super::setting::{Row, RowHand};
use super::specials::SpecialKind;
use crate::engine::card::Rank;
use crate::engine::ranking::Category;

/// A complete scoring scheme for a table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RuleSet {
    /// The name shown on the rules card.
    pub name: String,
    /// Who compares hands with whom.
    pub opponents: Opponents,
    /// How the rows' results turn into units.
    pub payout: Payout,
    /// Extra units for strong rows.
    pub royalties: Royalties,
    /// The overall point: between each pair the net winner gets this many more units (0: not
    /// played). Royalties and sweep bonuses count when deciding the net winner.
    pub overall_point: u32,
    /// What winning all three rows against an opponent adds.
    pub sweep: Sweep,
    /// The special 13-card hands and how two of them settle.
    pub specials: SpecialTable,
    /// Whether a player may give up before the hands are exposed, and what it costs.
    pub surrender: Surrender,
    /// The aces side bet.
    pub aces: AcesSideBet,
}

/// Who compares hands with whom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Opponents {
    /// Every pair of players compares hands.
    Everyone,
    /// The dealer is the house (bank): every other player compares with the house only, and the
    /// house wins tied rows.
    House,
}

/// How the rows' results become units.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Payout {
    /// One unit (or the royalty, see [`RoyaltyCounting`]) per row won, pair by pair.
    PerRow,
    /// Pair by pair, the player who wins more rows is paid `two_of_three`, or `three_of_three` for
    /// all three; a player who wins all three rows against every opponent (at least two of them)
    /// is paid `scoop_everyone` by each instead (Hawaiian Gardens: 1, 6, 9).
    RowsWon { two_of_three: u32, three_of_three: u32, scoop_everyone: u32 },
    /// Everyone puts `3 × stake_per_row` into a pool; the best front, middle and back each collect
    /// `players × stake_per_row` (split between tied rows). A player who wins all three rows alone
    /// takes the whole pool, and the rule set's [`Sweep::Extra`] more units from each player (the
    /// pool's sweep: "each of the other players has to pay them an additional 3 units").
    Pool { stake_per_row: u32 },
    /// One winner per deal: the player who beats every other player on at least two rows is paid
    /// `stake` by each; when nobody does, nobody is paid.
    SingleWinner { stake: u32 },
}

/// The royalties a rule set pays, and when they count.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Royalties {
    pub counting: RoyaltyCounting,
    /// The hands that pay, by row. A row matches the entry for its category in that row.
    pub table: Vec<Royalty>,
}

/// When a royalty is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoyaltyCounting {
    /// Winning the row with the hand pays the royalty *instead of* the row's 1 unit (the typical
    /// scale: "3 units instead of 1").
    InsteadOfRow,
    /// Winning the row with the hand pays the royalty *on top of* whatever the rows pay
    /// (Hawaiian Gardens' "additional payments").
    OnTopWhenWinning,
    /// The hand's holder is paid the royalty by each opponent whether the row wins or loses
    /// ("extra payments counted for losing hands", the Malayan version).
    WinOrLose,
}

/// One line of a royalty table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Royalty {
    pub row: Row,
    pub hand: RoyaltyHand,
    pub units: u32,
}

/// The hands the documents' Chinese poker tables pay royalties for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoyaltyHand {
    ThreeOfAKind,
    FullHouse,
    FourOfAKind,
    /// Straight flushes, royal flushes included.
    StraightFlush,
}

impl RoyaltyHand {
    /// The royalty hand of a category, if it is one.
    pub fn of(category: Category) -> Option<RoyaltyHand> {
        match category {
            Category::ThreeOfAKind => Some(RoyaltyHand::ThreeOfAKind),
            Category::FullHouse => Some(RoyaltyHand::FullHouse),
            Category::FourOfAKind => Some(RoyaltyHand::FourOfAKind),
            Category::StraightFlush => Some(RoyaltyHand::StraightFlush),
            _ => None,
        }
    }
}

impl Royalties {
    /// No royalties.
    pub fn none() -> Royalties {
        Royalties { counting: RoyaltyCounting::InsteadOfRow, table: Vec::new() }
    }

    /// The royalty `hand` earns in `row`, if any. Royal flushes are straight flushes here: none of
    /// the documents' Chinese poker tables pays them apart.
    pub fn units(&self, row: Row, hand: &RowHand) -> Option<u32> {
        let wanted = RoyaltyHand::of(hand.category)?;
        self.table.iter().find(|r| r.row == row && r.hand == wanted).map(|r| r.units)
    }
}

/// What winning all three rows against one opponent adds to that pairing (in a pool game: what
/// winning all three rows alone adds to the pool).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Sweep {
    /// Nothing beyond the rows.
    Nothing,
    /// This many more units ("an extra 1 unit, or sometimes 3"); in a pool game, from each other
    /// player ("an additional 3 units").
    Extra { units: u32 },
    /// The pairing's whole payment (royalties and the overall point included, the aces side bet
    /// not) is multiplied: by `one_opponent` for sweeping that opponent, by `every_opponent` when
    /// the player swept every opponent (at least two, each compared row by row: a special hand or
    /// a surrender is not swept). See `docs/rules.md`, "Sweeps".
    Multiply { one_opponent: u32, every_opponent: u32 },
}

impl Sweep {
    /// Phong Le's Vietnamese sweep: "a player who wins all three hands against one opponent is
    /// paid double; a player who wins all three hands against all opponents is paid triple".
    pub const VIETNAMESE: Sweep = Sweep::Multiply { one_opponent: 2, every_opponent: 3 };
    /// Alan Ho's Singapore sweep: "a player who wins all three hands against all opponents is
    /// paid double - that is 6 points each instead of 3".
    pub const SINGAPORE: Sweep = Sweep::Multiply { one_opponent: 1, every_opponent: 2 };
}

/// The special hands a rule set recognises.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SpecialTable {
    /// In ascending order: later entries beat earlier ones of the same value.
    pub entries: Vec<SpecialEntry>,
    pub clash: SpecialClash,
}

/// One special hand and what it wins from each opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SpecialEntry {
    pub kind: SpecialKind,
    pub units: u32,
}

/// How two declared special hands settle with each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SpecialClash {
    /// The higher hand wins its full value; equal hands of one kind are compared by that kind's
    /// tie-break, and exact ties pay nothing.
    HigherWinsFull,
    /// The holder of the lower-valued hand pays the difference; equal values pay nothing.
    Difference,
    /// Hands of equal value cancel; otherwise the higher wins its full value (Singapore: two
    /// 3-point claims cancel, a dragon is paid in full).
    EqualValuesCancel,
}

impl SpecialTable {
    /// No special hands.
    pub fn none() -> SpecialTable {
        SpecialTable { entries: Vec::new(), clash: SpecialClash::HigherWinsFull }
    }

    /// The entry for `kind` and its position in the table, if the table has it.
    pub fn entry(&self, kind: SpecialKind) -> Option<(usize, SpecialEntry)> {
        self.entries.iter().copied().enumerate().find(|(_, e)| e.kind == kind)
    }
}

/// Giving up before the hands are exposed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Surrender {
    NotAllowed,
    /// Pay each opponent what losing two rows and winning one would cost, without royalties (one
    /// unit, two with the overall point).
    AsLosingTwoOfThree,
    /// Pay each opponent this many units (Hawaiian Gardens: 3).
    Fixed {
        units: u32,
    },
}

/// The side bet on aces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AcesSideBet {
    Off,
    /// `worth[n]` is what holding `n` aces is worth; between two players the one with the lower
    /// worth pays the difference.
    On {
        worth: [u32; 5],
    },
}

impl AcesSideBet {
    /// The documents' scale: one ace 1, two 2, three 6, four 8.
    pub const STANDARD: AcesSideBet = AcesSideBet::On { worth: [0, 1, 2, 6, 8] };
}

/// The named rule sets, in the order of the documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleSetId {
    /// One unit per row, nothing else.
    Basic,
    /// The typical scale of increased payments for winning rows, and the typical special hands.
    TypicalBonus,
    /// Extra payments counted whether the row wins or loses.
    ExtraPayments,
    /// The typical scale with quads and straight flushes worth one more in the middle.
    HigherMiddle,
    /// One unit per row and the overall point.
    OverallPoint,
    /// One unit per row and an extra unit for a sweep.
    SweepBonusOne,
    /// One unit per row and three extra units for a sweep.
    SweepBonusThree,
    /// The Philippine single-winner Pusoy.
    SingleWinner,
    /// Winning from a pool.
    Pool,
    /// Playing against the house (the dealer), who wins tied rows.
    AgainstTheHouse,
    /// C. T. Dobree's Malayan Sap Sam Cheung: against the bank, extras win or lose, 12 specials.
    Malayan,
    /// Phong Le's Vietnamese Xập Xám.
    Vietnamese,
    /// Alan Ho's Singapore version.
    Singapore,
    /// Brandon Bahti's Hawaiian Gardens Casino version.
    HawaiianGardens,
}

impl RuleSetId {
    /// Every named rule set.
    pub const ALL: [RuleSetId; 14] = [
        RuleSetId::Basic,
        RuleSetId::TypicalBonus,
        RuleSetId::ExtraPayments,
        RuleSetId::HigherMiddle,
        RuleSetId::OverallPoint,
        RuleSetId::SweepBonusOne,
        RuleSetId::SweepBonusThree,
        RuleSetId::SingleWinner,
        RuleSetId::Pool,
        RuleSetId::AgainstTheHouse,
        RuleSetId::Malayan,
        RuleSetId::Vietnamese,
        RuleSetId::Singapore,
        RuleSetId::HawaiianGardens,
    ];
}

impl fmt::Display for RuleSetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&RuleSet::named(*self).name)
    }
}

/// A rule a table may change on its named rule set (the documents' "some play …").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleOption {
    Surrender,
    Aces,
    Sweep,
    OverallPoint,
    /// What the dragon (the complete straight) wins: Singapore's 13, "or according to some
    /// players 26 units".
    Dragon,
    /// The highest card of "small cards": Singapore's 2 to 9, "or according to some players 2 to 10".
    SmallCards,
}

impl RuleOption {
    /// Every option, in the order the scorer and `cap layout` list them.
    pub const ALL: [RuleOption; 6] = [
        RuleOption::Surrender,
        RuleOption::Sweep,
        RuleOption::Aces,
        RuleOption::OverallPoint,
        RuleOption::Dragon,
        RuleOption::SmallCards,
    ];
}

impl fmt::Display for RuleOption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            RuleOption::Surrender => "surrender",
            RuleOption::Aces => "the aces side bet",
            RuleOption::Sweep => "the sweep",
            RuleOption::OverallPoint => "the overall point",
            RuleOption::Dragon => "the dragon's value",
            RuleOption::SmallCards => "the small cards' range",
        })
    }
}

/// Options a table changes on its named rule set; `None` keeps the rule set's own.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RuleOptions {
    pub surrender: Option<Surrender>,
    /// The aces side bet at the documents' scale (on) or off.
    pub aces: Option<bool>,
    pub sweep: Option<Sweep>,
    pub overall_point: Option<u32>,
    /// Units the dragon (complete straight) wins.
    #[serde(default)]
    pub dragon: Option<u32>,
    /// The highest card small cards may hold (8, 9 or 10).
    #[serde(default)]
    pub small_cards: Option<Rank>,
}

/// An option that does not apply to the rule set it was given for (it would be ignored), or a
/// value the rule cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    pub option: RuleOption,
    pub message: String,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RuleError {}

/// The highest cards "small cards" may be played with: the Malayan 8, Singapore's 9 and "some
/// players'" 10.
pub const SMALL_CARDS_HIGHEST: [Rank; 3] = [Rank::Eight, Rank::Nine, Rank::Ten];

impl RuleOptions {
    /// `rules` with these options applied, or the first option that does not apply to them
    /// (a pool game has no overall point; a rule set without a dragon has no dragon's value).
    ///
    /// ```
    /// use cap::engine::chinese::rules::{RuleOptions, RuleSet, RuleSetId, Sweep};
    ///
    /// let doubled = RuleOptions { sweep: Some(Sweep::SINGAPORE), ..Default::default() };
    /// assert_eq!(doubled.apply(RuleSet::named(RuleSetId::Singapore)).unwrap().sweep, Sweep::SINGAPORE);
    /// let refused = doubled.apply(RuleSet::named(RuleSetId::Pool)).unwrap_err();
    /// assert!(refused.message.starts_with("a sweep multiplier does not apply to \"Winning from a pool\""));
    /// ```
    pub fn apply(&self, rules: RuleSet) -> Result<RuleSet, RuleError> {
        let mut rules = RuleSet {
            surrender: self.surrender.unwrap_or(rules.surrender),
            aces: match self.aces {
                Some(true) => AcesSideBet::STANDARD,
                Some(false) => AcesSideBet::Off,
                None => rules.aces,
            },
            sweep: self.sweep.unwrap_or(rules.sweep),
            overall_point: self.overall_point.unwrap_or(rules.overall_point),
            ..rules
        };
        if let Some(units) = self.dragon {
            rules.set_special(RuleOption::Dragon, SpecialKind::CompleteStraight, units)?;
        }
        if let Some(highest) = self.small_cards {
            if !SMALL_CARDS_HIGHEST.contains(&highest) {
                return Err(RuleError {
                    option: RuleOption::SmallCards,
                    message: format!("small cards go up to 8, 9 or 10, not {}", highest.symbol()),
                });
            }
            let units = rules.small_cards().map_or(0, |e| e.units);
            rules.set_special(RuleOption::SmallCards, SpecialKind::SmallCards { highest }, units)?;
        }
        rules.check()?;
        Ok(rules)
    }

    /// These options without the ones `rules` does not take: what the scorer plays when a table
    /// keeps, say, a sweep multiplier from a rule set it left for a pool game (the choice is kept
    /// for when it comes back, and the rules card shows what is in force).
    pub fn in_force(&self, rules: &RuleSet) -> RuleOptions {
        let takes = |option| rules.takes(option);
        RuleOptions {
            surrender: self.surrender.filter(|&s| takes(RuleOption::Surrender) || s == Surrender::NotAllowed),
            aces: self.aces.filter(|&on| takes(RuleOption::Aces) || !on),
            sweep: self.sweep.filter(|&s| rules.takes_sweep(s)),
            overall_point: self.overall_point.filter(|&p| takes(RuleOption::OverallPoint) || p == 0),
            dragon: self.dragon.filter(|&u| takes(RuleOption::Dragon) && u > 0),
            small_cards: self
                .small_cards
                .filter(|h| takes(RuleOption::SmallCards) && SMALL_CARDS_HIGHEST.contains(h)),
        }
    }
}

fn royalty(row: Row, hand: RoyaltyHand, units: u32) -> Royalty {
    Royalty { row, hand, units }
}

fn specials(clash: SpecialClash, entries: &[(SpecialKind, u32)]) -> SpecialTable {
    SpecialTable {
        entries: entries.iter().map(|&(kind, units)| SpecialEntry { kind, units }).collect(),
        clash,
    }
}

/// Royalties paid instead of the row's unit: front trips, middle full house, quads and straight
/// flushes in the middle and back.
fn winning_rows(trips: u32, full_house: u32, quads: [u32; 2], straight_flush: [u32; 2]) -> Vec<Royalty> {
    use RoyaltyHand::*;
    vec![
        royalty(Row::Front, ThreeOfAKind, trips),
        royalty(Row::Middle, FullHouse, full_house),
        royalty(Row::Middle, FourOfAKind, quads[0]),
        royalty(Row::Back, FourOfAKind, quads[1]),
        royalty(Row::Middle, StraightFlush, straight_flush[0]),
        royalty(Row::Back, StraightFlush, straight_flush[1]),
    ]
}

impl RuleSet {
    /// The rule set declared under `id`.
    ///
    /// ```
    /// use cap::engine::chinese::rules::{RuleSet, RuleSetId, Surrender};
    ///
    /// let hg = RuleSet::named(RuleSetId::HawaiianGardens);
    /// assert_eq!(hg.surrender, Surrender::Fixed { units: 3 });
    /// ```
    pub fn named(id: RuleSetId) -> RuleSet {
        use SpecialKind::*;
        let basic = RuleSet {
            name: "Basic: one unit per row".to_string(),
            opponents: Opponents::Everyone,
            payout: Payout::PerRow,
            royalties: Royalties::none(),
            overall_point: 0,
            sweep: Sweep::Nothing,
            specials: SpecialTable::none(),
            surrender: Surrender::NotAllowed,
            aces: AcesSideBet::Off,
        };
        let typical_specials = specials(
            SpecialClash::HigherWinsFull,
            &[(SixPairs, 3), (ThreeStraights, 3), (ThreeFlushes, 3), (CompleteStraight, 13)],
        );
        let typical = RuleSet {
            name: "Typical bonuses and special hands".to_string(),
            royalties: Royalties {
                counting: RoyaltyCounting::InsteadOfRow,
                table: winning_rows(3, 2, [4, 4], [5, 5]),
            },
            specials: typical_specials.clone(),
            ..basic.clone()
        };
        match id {
            RuleSetId::Basic => basic,
            RuleSetId::TypicalBonus => typical,
            RuleSetId::ExtraPayments => RuleSet {
                name: "Extra payments, win or lose".to_string(),
                royalties: Royalties {
                    counting: RoyaltyCounting::WinOrLose,
                    table: winning_rows(2, 1, [3, 3], [4, 4]),
                },
                ..typical
            },
            RuleSetId::HigherMiddle => RuleSet {
                name: "Higher payments in the middle".to_string(),
                royalties: Royalties {
                    counting: RoyaltyCounting::InsteadOfRow,
                    table: winning_rows(3, 2, [5, 4], [6, 5]),
                },
                ..typical
            },
            RuleSetId::OverallPoint => {
                RuleSet { name: "The overall point".to_string(), overall_point: 1, ..basic }
            }
            RuleSetId::SweepBonusOne => {
                RuleSet { name: "Sweep bonus of 1".to_string(), sweep: Sweep::Extra { units: 1 }, ..basic }
            }
            RuleSetId::SweepBonusThree => {
                RuleSet { name: "Sweep bonus of 3".to_string(), sweep: Sweep::Extra { units: 3 }, ..basic }
            }
            RuleSetId::SingleWinner => RuleSet {
                name: "Single winner (Pusoy)".to_string(),
                payout: Payout::SingleWinner { stake: 1 },
                ..basic
            },
            RuleSetId::Pool => RuleSet {
                name: "Winning from a pool".to_string(),
                payout: Payout::Pool { stake_per_row: 1 },
                ..basic
            },
            RuleSetId::AgainstTheHouse => {
                RuleSet { name: "Against the house".to_string(), opponents: Opponents::House, ..basic }
            }
            RuleSetId::Malayan => RuleSet {
                name: "Malayan Sap Sam Cheung".to_string(),
                opponents: Opponents::House,
                royalties: Royalties {
                    counting: RoyaltyCounting::WinOrLose,
                    table: winning_rows(2, 2, [6, 4], [8, 6]),
                },
                specials: specials(
                    SpecialClash::Difference,
                    &[
                        (ThreeFlushes, 3),
                        (ThreeStraights, 4),
                        (SixPairs, 4),
                        (FivePairsAndTrips, 5),
                        (FourTrips, 6),
                        (OneColour, 10),
                        (SmallCards { highest: Rank::Eight }, 10),
                        (BigCards { lowest: Rank::Eight }, 10),
                        (ThreeQuads, 16),
                        (ThreeStraightFlushes, 18),
                        (TwelvePictures, 18),
                        (OneSuit, 26),
                    ],
                ),
                ..basic
            },
            RuleSetId::Vietnamese => RuleSet {
                name: "Vietnamese Xập Xám".to_string(),
                royalties: Royalties {
                    counting: RoyaltyCounting::InsteadOfRow,
                    table: winning_rows(3, 2, [8, 4], [10, 5]),
                },
                specials: specials(
                    SpecialClash::HigherWinsFull,
                    &[
                        (ThreeStraights, 3),
                        (ThreeFlushes, 3),
                        (SixPairs, 3),
                        (FivePairsAndTrips, 6),
                        (CompleteStraight, 13),
                        (OneSuit, 26),
                    ],
                ),
                ..basic
            },
            RuleSetId::Singapore => RuleSet {
                name: "Singapore".to_string(),
                royalties: Royalties {
                    counting: RoyaltyCounting::InsteadOfRow,
                    table: winning_rows(3, 2, [8, 4], [14, 7]),
                },
                specials: specials(
                    SpecialClash::EqualValuesCancel,
                    &[
                        (SixPairs, 3),
                        (ThreeStraights, 3),
                        (ThreeFlushes, 3),
                        (SmallCards { highest: Rank::Nine }, 3),
                        (CompleteStraight, 13),
                    ],
                ),
                ..basic
            },
            RuleSetId::HawaiianGardens => RuleSet {
                name: "Hawaiian Gardens".to_string(),
                payout: Payout::RowsWon { two_of_three: 1, three_of_three: 6, scoop_everyone: 9 },
                royalties: Royalties {
                    counting: RoyaltyCounting::OnTopWhenWinning,
                    table: winning_rows(3, 2, [8, 4], [10, 5]),
                },
                specials: specials(
                    SpecialClash::Difference,
                    &[
                        (ThreeStraights, 4),
                        (ThreeFlushes, 4),
                        (TwelveOneColour, 4),
                        (SixPairs, 4),
                        (OneColour, 6),
                        (CompleteStraight, 13),
                        (OneSuit, 39),
                    ],
                ),
                surrender: Surrender::Fixed { units: 3 },
                ..basic
            },
        }
    }
}

impl RuleSet {
    /// Whether the rule set has a rule `option` changes. Pool and single-winner games pay through
    /// the pool or the single winner only: no surrender, aces bet or overall point between pairs;
    /// a single-winner game has no sweep; the dragon's value and the small cards' range need the
    /// hand in the special-hand table.
    pub fn takes(&self, option: RuleOption) -> bool {
        let pairwise = matches!(self.payout, Payout::PerRow | Payout::RowsWon { .. });
        match option {
            RuleOption::Surrender | RuleOption::Aces | RuleOption::OverallPoint => pairwise,
            RuleOption::Sweep => !matches!(self.payout, Payout::SingleWinner { .. }),
            RuleOption::Dragon => self.specials.entry(SpecialKind::CompleteStraight).is_some(),
            RuleOption::SmallCards => self.small_cards().is_some(),
        }
    }

    /// Whether `sweep` means something here: every sweep between pairs; in a pool game nothing or
    /// extra units (there is no pairing's payment to multiply); in a single-winner game nothing.
    pub fn takes_sweep(&self, sweep: Sweep) -> bool {
        match (self.payout, sweep) {
            (_, Sweep::Nothing) => true,
            (Payout::SingleWinner { .. }, _) => false,
            (Payout::Pool { .. }, Sweep::Multiply { .. }) => false,
            (_, Sweep::Extra { units }) => units > 0,
            (_, Sweep::Multiply { one_opponent, every_opponent }) => one_opponent > 0 && every_opponent > 0,
        }
    }

    /// The small cards' entry, if the table pays them.
    pub fn small_cards(&self) -> Option<SpecialEntry> {
        self.specials.entries.iter().copied().find(|e| matches!(e.kind, SpecialKind::SmallCards { .. }))
    }

    /// Refuses a rule that the payout would ignore, naming it; [`super::compare::score`] checks
    /// every rule set with it, so no rule is accepted and then left out.
    pub fn check(&self) -> Result<(), RuleError> {
        let what_pays = match self.payout {
            Payout::Pool { .. } => "it pays through the pool",
            Payout::SingleWinner { .. } => "it pays the single winner only",
            Payout::PerRow | Payout::RowsWon { .. } => "",
        };
        let refuse = |option: RuleOption, what: String| {
            Err(RuleError {
                option,
                message: format!("{what} does not apply to \"{}\": {what_pays}", self.name),
            })
        };
        if !self.takes_sweep(self.sweep) {
            let message = match (self.payout, self.sweep) {
                (Payout::SingleWinner { .. }, _) => return refuse(RuleOption::Sweep, "a sweep".to_string()),
                (Payout::Pool { .. }, Sweep::Multiply { .. }) => format!(
                    "a sweep multiplier does not apply to \"{}\": there is no pairing's payment to multiply (its sweep is none or a number of extra units from each player)",
                    self.name
                ),
                _ => "a sweep pays at least 1 extra unit, and multiplies by at least 1".to_string(),
            };
            return Err(RuleError { option: RuleOption::Sweep, message });
        }
        if !self.takes(RuleOption::Surrender) && self.surrender != Surrender::NotAllowed {
            return refuse(RuleOption::Surrender, "surrender".to_string());
        }
        if !self.takes(RuleOption::Aces) && self.aces != AcesSideBet::Off {
            return refuse(RuleOption::Aces, "the aces side bet".to_string());
        }
        if !self.takes(RuleOption::OverallPoint) && self.overall_point > 0 {
            return refuse(RuleOption::OverallPoint, "the overall point".to_string());
        }
        Ok(())
    }

    /// Gives the special hand `kind` (or, for small cards, the entry of that kind) `units`, where
    /// the table pays it; otherwise the option is refused naming the rule set.
    fn set_special(&mut self, option: RuleOption, kind: SpecialKind, units: u32) -> Result<(), RuleError> {
        let same = |k: SpecialKind| match (k, kind) {
            (SpecialKind::SmallCards { .. }, SpecialKind::SmallCards { .. }) => true,
            _ => k == kind,
        };
        let Some(entry) = self.specials.entries.iter_mut().find(|e| same(e.kind)) else {
            let hand = match option {
                RuleOption::SmallCards => "small cards",
                _ => "dragon",
            };
            return Err(RuleError {
                option,
                message: format!("{option} does not apply to \"{}\": it pays no {hand}", self.name),
            });
        };
        if units == 0 {
            return Err(RuleError { option, message: format!("{option} must be at least 1 unit") });
        }
        *entry = SpecialEntry { kind, units };
        Ok(())
    }
}
