//! Issue 25, "never a wrong amount": properties over full-range amounts for every payout engine.
//! Each input is either refused with a message, or every chip is conserved and every sign is
//! right; and the range that must be accepted (amounts within 2^52) is accepted.

use cap::engine::amount::MAX_MONEY;
use cap::engine::chinese::settle::{settle, SettleError};
use cap::engine::hand_file::any::read;
use cap::engine::pot::{award_pot, side_pots, ComponentResult, Payout, PotError, SeatOrder};
use proptest::prelude::*;
use serde_json::{json, Value};

/// Amounts of every size: small, around the limit, and anything a u64 holds.
fn any_amount() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..1_000,
        (MAX_MONEY - 1_000)..=(MAX_MONEY + 1_000),
        (1u64 << 40)..(1u64 << 54),
        any::<u64>()
    ]
}

/// A chip value: small ones (so that sums stay in range and must be accepted) and any size.
fn any_chip() -> impl Strategy<Value = u64> {
    prop_oneof![3 => 1u64..=100, 1 => (1u64 << 20)..(1u64 << 33), 1 => any::<u64>(), 1 => Just(0u64)]
}

/// Money for a table whose chip is `chip`: mostly whole numbers of chips, small or close to a
/// quarter, a half or all of the limit (so that a few of them add up to just below or just above
/// it), sometimes any number at all.
fn money_for(chip: u64) -> BoxedStrategy<u64> {
    let c = chip.max(1);
    let near = move |target: u64| {
        let units = target / c;
        (units.saturating_sub(2)..=units.saturating_add(2)).prop_map(move |u| u.saturating_mul(c))
    };
    prop_oneof![
        2 => (0u64..1_000).prop_map(move |u| u.saturating_mul(c)),
        2 => near(MAX_MONEY / 4),
        1 => near(MAX_MONEY / 2),
        1 => near(MAX_MONEY),
        1 => any_amount(),
    ]
    .boxed()
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() }
}

fn money(v: &Value) -> u64 {
    v.as_u64().unwrap_or_else(|| panic!("{v} is not a whole amount of 0 or more"))
}

fn signed(v: &Value) -> i128 {
    i128::from(v.as_i64().unwrap_or_else(|| panic!("{v} is not a whole amount")))
}

proptest! {
    #![proptest_config(config(512))]

    /// Side pots and the award: a total a u64 cannot hold is refused; otherwise the pots hold
    /// exactly what went in, only live players contest them, and each pot is paid out whole.
    #[test]
    fn side_pots_and_awards_conserve_chips_or_refuse(
        table in prop::collection::vec((any::<u64>(), prop::bool::weighted(0.25)), 2..10),
        winner_pick in any::<prop::sample::Index>(),
        button in 0usize..10,
    ) {
        let contributed: Vec<u64> = table.iter().map(|t| t.0).collect();
        let mut folded: Vec<bool> = table.iter().map(|t| t.1).collect();
        folded[0] = false;
        let total: u128 = contributed.iter().map(|&c| u128::from(c)).sum();
        match side_pots(&contributed, &folded) {
            Err(PotError::TooLarge) => prop_assert!(total > u128::from(u64::MAX)),
            Err(e) => prop_assert!(false, "unexpected refusal: {e}"),
            Ok(pots) => {
                prop_assert!(total <= u128::from(u64::MAX));
                prop_assert_eq!(pots.iter().map(|p| u128::from(p.chips)).sum::<u128>(), total);
                let order = SeatOrder { n_seats: contributed.len(), button: button % contributed.len() };
                for pot in &pots {
                    prop_assert!(pot.eligible.iter().all(|&s| !folded[s]));
                    let winners = vec![pot.eligible[winner_pick.index(pot.eligible.len())]];
                    let c = ComponentResult { label: "High".into(), points: 1, winners: winners.clone() };
                    let award = award_pot(pot, Payout::SplitPot, &[c], order);
                    prop_assert_eq!(award.payouts, vec![(winners[0], pot.chips)]);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(config(512))]

    /// The pots of a showdown with forfeits: a total a u64 cannot hold is refused; otherwise the
    /// pots and the chips given back hold exactly what went in, and only seats still in contest.
    #[test]
    fn showdown_pots_conserve_chips_or_refuse(
        table in prop::collection::vec((any_amount(), 0u8..3), 2..10),
    ) {
        use cap::engine::pot::{pots_at_showdown, Standing};
        let contributed: Vec<u64> = table.iter().map(|t| t.0).collect();
        let mut standing: Vec<Standing> =
            table.iter().map(|t| [Standing::In, Standing::Folded, Standing::Forfeited][t.1 as usize]).collect();
        standing[0] = Standing::In;
        let total: u128 = contributed.iter().map(|&c| u128::from(c)).sum();
        match pots_at_showdown(&contributed, &standing) {
            Err(PotError::TooLarge) => prop_assert!(total > u128::from(u64::MAX)),
            Err(e) => prop_assert!(false, "unexpected refusal: {e}"),
            Ok(p) => {
                let held: u128 = p.pots.iter().map(|p| u128::from(p.chips)).sum::<u128>()
                    + p.returned.iter().map(|r| u128::from(r.1)).sum::<u128>();
                prop_assert_eq!(held, total);
                for pot in &p.pots {
                    prop_assert!(pot.eligible.iter().all(|&s| standing[s] == Standing::In));
                }
                for &(s, back) in &p.returned {
                    prop_assert!(back <= contributed[s]);
                }
            }
        }
    }
}

/// A hold'em hand where Ann beats Ben beats Cat beats Dan (no ties), with the given chip and
/// contributions; Dan folds when `dan_folds`.
fn holdem(chip: u64, contributed: [u64; 4], dan_folds: bool) -> String {
    let holes = ["As Ad", "Kh Ks", "7h 7d", "3s 6d"];
    let players: Vec<Value> = ["Ann", "Ben", "Cat", "Dan"]
        .iter()
        .enumerate()
        .map(|(i, name)| json!({"name": name, "hole": holes[i], "contributed": contributed[i], "folded": i == 3 && dan_folds}))
        .collect();
    json!({"format": 1, "game": "holdem/high", "button": 0, "chip": chip, "players": players,
           "board": {"1.f1": "Ah", "1.f2": "Kd", "1.f3": "7c", "1.t": "4s", "1.r": "2h"}})
    .to_string()
}

/// What each seat wins when seats are ranked strictly by strength (best first): each live player
/// takes from everyone up to their own contribution what the better hands left; chips above the
/// highest live contribution (a folded player's over-bet) nobody can win, and go back to whoever
/// put them in (docs/rules.md, "Forfeits and chips nobody can win").
fn by_strength(contributed: &[u64], folded: &[bool]) -> Vec<u128> {
    let c: Vec<u128> = contributed.iter().map(|&c| u128::from(c)).collect();
    let mut claimed = vec![0u128; c.len()];
    let mut won = vec![0u128; c.len()];
    for p in (0..c.len()).filter(|&p| !folded[p]) {
        for j in 0..c.len() {
            let take = c[j].min(c[p]).saturating_sub(claimed[j]);
            claimed[j] += take;
            won[p] += take;
        }
    }
    for j in 0..c.len() {
        won[j] += c[j] - claimed[j];
    }
    won
}

proptest! {
    #![proptest_config(config(512))]

    /// The CAP showdown read from a hand file: refused with a message naming what is too large or
    /// not whole, exactly when an amount is out of range; otherwise exactly the right payouts.
    #[test]
    fn cap_showdown_pays_exactly_or_refuses(
        (chip, contributed) in any_chip().prop_flat_map(|chip| (Just(chip), prop::array::uniform4(money_for(chip)))),
        dan_folds in any::<bool>(),
    ) {
        let text = holdem(chip, contributed, dan_folds);
        let total: u128 = contributed.iter().map(|&c| u128::from(c)).sum();
        let acceptable = chip > 0
            && chip <= MAX_MONEY
            && contributed.iter().all(|&c| c <= MAX_MONEY && c % chip == 0)
            && total <= u128::from(MAX_MONEY);
        match read(&text).and_then(|h| h.report_json()) {
            Err(e) => {
                prop_assert!(!acceptable, "refused a good hand: {e}\n{text}");
                let m = e.to_string();
                prop_assert!(!m.contains('\n') && m.len() < 300, "{m}");
                prop_assert!(
                    m.contains("too large") || m.contains("whole number") || m.contains("chip must be"),
                    "{m}"
                );
            }
            Ok(report) => {
                prop_assert!(acceptable, "accepted an out-of-range hand\n{text}");
                let expected = by_strength(&contributed, &[false, false, false, dan_folds]);
                for (i, name) in ["Ann", "Ben", "Cat", "Dan"].iter().enumerate() {
                    prop_assert_eq!(u128::from(money(&report["payouts"][*name])), expected[i], "{}", name);
                }
                let pots: u128 = report["pots"].as_array().unwrap().iter().map(|p| u128::from(money(&p["amount"]))).sum();
                prop_assert_eq!(pots, total);
            }
        }
    }
}

/// The four-player Chinese poker table of the guide with a surrender option, North surrendering,
/// and chips in front for a chip-limited settlement.
fn chinese(chip: u64, surrender_units: u32, overall: u32, chips: [u64; 4], limited: bool) -> String {
    let mut players = json!([
        { "name": "North", "surrender": true },
        { "name": "East",  "front": "Qc 8d 3s", "middle": "5s 5d Ks 4h 2s", "back": "Js Jh 7s 7h Tc" },
        { "name": "South", "front": "9s 9h 2d", "middle": "Qs Qh 4s 5h 6c", "back": "Ts Th 8s 8h 2c" },
        { "name": "West",  "front": "Jc Td 3c", "middle": "6s 6h Qd Jd 7d", "back": "Ah Ad Ac Kh Kd" }
    ]);
    if limited {
        for (p, c) in players.as_array_mut().unwrap().iter_mut().zip(chips) {
            p["chips"] = json!(c);
        }
    }
    json!({"format": 1, "game": "chinese-poker/basic", "button": 1, "chip": chip, "players": players,
           "options": {"surrender": surrender_units.to_string(), "overall-point": overall.to_string()}})
    .to_string()
}

proptest! {
    #![proptest_config(config(256))]

    /// Chinese poker: every amount is the units times the chip exactly, amounts sum to zero with
    /// the units' signs, the surrender pays, and a chip-limited settlement conserves chips and
    /// never takes more than a player had; or the table is refused as too large.
    #[test]
    fn chinese_poker_amounts_are_exact_or_refused(
        chip in any_chip(),
        surrender_units in prop_oneof![1u32..10, any::<u32>().prop_map(|u| u.max(1))],
        overall in prop_oneof![0u32..10, any::<u32>()],
        chips in prop::array::uniform4(money_for(1)),
        limited in any::<bool>(),
    ) {
        // Chips in front as whole numbers of the chip when that fits.
        let chips = chips.map(|m| if chip > 0 && m % chip != 0 { m.saturating_mul(chip) } else { m });
        let text = chinese(chip, surrender_units, overall, chips, limited);
        let small = (1..=1_000).contains(&chip) && surrender_units < 10 && overall < 10
            && (!limited || chips.iter().all(|&c| c <= MAX_MONEY / 8 && c % chip == 0));
        match read(&text).and_then(|h| h.report_json()) {
            Err(e) => {
                prop_assert!(!small, "refused a good table: {e}\n{text}");
                let m = e.to_string();
                prop_assert!(m.contains("too large") || m.contains("whole number") || m.contains("chip must be"), "{m}");
            }
            Ok(report) => {
                let mut sum = 0i128;
                for name in ["North", "East", "South", "West"] {
                    let units = signed(&report["totals"][name]);
                    let amount = signed(&report["amounts"][name]);
                    prop_assert_eq!(amount, units * i128::from(chip), "{}", name);
                    prop_assert!(amount.abs() <= i128::from(MAX_MONEY));
                    sum += amount;
                }
                prop_assert_eq!(sum, 0);
                // North surrendered: North pays, whatever the sizes.
                prop_assert!(signed(&report["amounts"]["North"]) < 0, "{}", report["amounts"]);
                if limited {
                    let after: Vec<u128> = ["North", "East", "South", "West"]
                        .iter()
                        .map(|n| u128::from(money(&report["settlement"]["chips"][*n])))
                        .collect();
                    prop_assert_eq!(after.iter().sum::<u128>(), chips.iter().map(|&c| u128::from(c)).sum::<u128>());
                    for (a, &c) in after.iter().zip(&chips) {
                        prop_assert!(*a <= 2 * u128::from(c));
                    }
                    for t in report["settlement"]["transfers"].as_array().unwrap() {
                        prop_assert!(money(&t["paid"]) <= money(&t["owed"]));
                    }
                }
            }
        }
    }

    /// The settlement itself, given any stacks: refused as too large, or chips conserved.
    #[test]
    fn chinese_settlement_conserves_chips_or_refuses(
        stacks in prop::array::uniform4(any::<u64>()),
        per_unit in any_chip(),
    ) {
        let entry = cap::engine::games::Registry::builtin().find("chinese-poker/basic").unwrap();
        let text = chinese(1, 2, 0, [0; 4], false);
        let hand = match read(&text).unwrap() {
            cap::engine::hand_file::any::AnyHand::Chinese(h) => h,
            _ => unreachable!("{}", entry.id),
        };
        let board = hand.score().unwrap();
        match settle(&board, &stacks, per_unit) {
            Err(SettleError::TooLarge) => {
                let total: u128 = stacks.iter().map(|&s| u128::from(s)).sum();
                prop_assert!(total > u128::from(MAX_MONEY) || per_unit > MAX_MONEY / 16);
            }
            Err(e) => prop_assert!(false, "{e}"),
            Ok(s) => {
                let before: u128 = stacks.iter().map(|&s| u128::from(s)).sum();
                prop_assert_eq!(s.chips.iter().map(|&c| u128::from(c)).sum::<u128>(), before);
            }
        }
    }
}

/// A Chinese poker table where North sweeps East and South (and South sweeps East), under `game`
/// with the sweep `sweep` and the `dragon` option where the rule set takes it.
fn chinese_sweep(game: &str, chip: u64, sweep: &str, overall: Option<u32>) -> String {
    let mut options = json!({ "sweep": sweep });
    if let Some(units) = overall {
        options["overall-point"] = json!(units.to_string());
    }
    json!({"format": 1, "game": game, "button": 2, "chip": chip, "options": options, "players": [
        { "name": "North", "front": "Jh Jd 2c", "middle": "Ks Kh Kd 3c 4c", "back": "As Ah Ad 5c 5d" },
        { "name": "East", "front": "9h 5s 2d", "middle": "Qs Qh 7c 6d 4d", "back": "Ts Th 9s 9c 3d" },
        { "name": "South", "front": "Qc 4h 3h", "middle": "7s 7h 6s 6h 2s", "back": "8s 8h 8c Td Js" }
    ]})
    .to_string()
}

proptest! {
    #![proptest_config(config(256))]

    /// The sweeps (issue 21): extra units, the Vietnamese and Singapore multipliers with any
    /// factors, and the pool's sweep, at any chip. Every amount is the units times the chip exactly
    /// and they sum to zero, the sweeper never loses; or the table is refused as too large, never
    /// wrapped. Small factors and units at a small chip are always accepted.
    #[test]
    fn chinese_sweeps_are_exact_or_refused(
        chip in any_chip(),
        one in prop_oneof![1u32..5, any::<u32>().prop_map(|u| u.max(1))],
        every in prop_oneof![1u32..5, any::<u32>().prop_map(|u| u.max(1))],
        extra in prop_oneof![1u32..5, any::<u32>().prop_map(|u| u.max(1))],
        overall in prop_oneof![Just(None), (0u32..3).prop_map(Some), any::<u32>().prop_map(Some)],
        game in prop_oneof![
            Just("chinese-poker/vietnamese"),
            Just("chinese-poker/singapore"),
            Just("chinese-poker/hawaiian-gardens"),
            Just("chinese-poker/pool"),
        ],
        multiply in any::<bool>(),
    ) {
        let pool = game.ends_with("/pool");
        let sweep = if multiply && !pool { format!("x{one}/x{every}") } else { extra.to_string() };
        let overall = if pool { None } else { overall };
        let text = chinese_sweep(game, chip, &sweep, overall);
        let small_sweep = if multiply && !pool { one < 5 && every < 5 } else { extra < 5 };
        let small = (1..=1_000).contains(&chip) && small_sweep && overall.is_none_or(|u| u < 3);
        match read(&text).and_then(|h| h.report_json()) {
            Err(e) => {
                prop_assert!(!small, "refused a good table: {e}\n{text}");
                let m = e.to_string();
                prop_assert!(m.contains("too large") || m.contains("chip must be"), "{m}");
            }
            Ok(report) => {
                let mut sum = 0i128;
                for name in ["North", "East", "South"] {
                    let units = signed(&report["totals"][name]);
                    let amount = signed(&report["amounts"][name]);
                    prop_assert_eq!(amount, units * i128::from(chip), "{}", name);
                    prop_assert!(amount.abs() <= i128::from(MAX_MONEY));
                    sum += amount;
                }
                prop_assert_eq!(sum, 0);
                // North swept both others: North is paid, and at least the rows' 3 units each.
                prop_assert!(signed(&report["totals"]["North"]) >= 6, "{}", report["totals"]);
                if pool {
                    let expected = -3 + 9 + 2 * i128::from(extra);
                    prop_assert_eq!(signed(&report["totals"]["North"]), expected);
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// Open Face Chinese: the amounts are the points times the chip exactly and sum to zero, or
    /// the table is refused as too large.
    #[test]
    fn ofc_amounts_are_exact_or_refused(chip in any_chip()) {
        let text = include_str!("hands/ofc-three-players.json").replace("\"chip\": 1,", &format!("\"chip\": {chip},"));
        match read(&text).and_then(|h| h.report_json()) {
            Err(e) => {
                prop_assert!(chip == 0 || chip > (1 << 40), "refused chip {chip}: {e}");
                let m = e.to_string();
                prop_assert!(m.contains("too large") || m.contains("chip must be"), "{m}");
            }
            Ok(report) => {
                let mut sum = 0i128;
                for name in ["Ann", "Ben", "Cat"] {
                    let amount = signed(&report["amounts"][name]);
                    prop_assert_eq!(amount, signed(&report["totals"][name]) * i128::from(chip));
                    prop_assert!(amount.abs() <= i128::from(MAX_MONEY));
                    sum += amount;
                }
                prop_assert_eq!(sum, 0);
            }
        }
    }

    /// 32-card draw: the blinds are exactly one, two and four small blinds, payouts add up to what
    /// went in, or the hand is refused with a message.
    #[test]
    fn draw32_amounts_are_exact_or_refused(
        (chip, small_blind, contributed) in any_chip().prop_flat_map(|chip| {
            let blind = prop_oneof![money_for(chip), Just(MAX_MONEY >> 6), Just((MAX_MONEY >> 6) + chip)];
            (Just(chip), blind, prop::array::uniform4(money_for(chip)))
        }),
    ) {
        let mut file: Value = serde_json::from_str(include_str!("hands/draw32-suit-tie-break.json")).unwrap();
        file["chip"] = json!(chip);
        file["small_blind"] = json!(small_blind);
        for (p, c) in file["players"].as_array_mut().unwrap().iter_mut().zip(contributed) {
            p["contributed"] = json!(c);
        }
        let total: u128 = contributed.iter().map(|&c| u128::from(c)).sum();
        let acceptable = chip > 0 && chip <= MAX_MONEY
            && small_blind > 0 && small_blind <= MAX_MONEY >> 6 && small_blind % chip == 0
            && contributed.iter().all(|&c| c <= MAX_MONEY && c % chip == 0)
            && total <= u128::from(MAX_MONEY);
        match read(&file.to_string()).and_then(|h| h.report_json()) {
            Err(e) => {
                prop_assert!(!acceptable, "refused a good hand: {e}");
                let m = e.to_string();
                prop_assert!(m.contains("too large") || m.contains("whole number") || m.contains("chip must be") || m.contains("small blind must be"), "{m}");
            }
            Ok(report) => {
                prop_assert!(acceptable, "accepted {file}");
                let paid: u128 = report["payouts"].as_object().unwrap().values().map(|v| u128::from(money(v))).sum();
                prop_assert_eq!(paid, total);
                let blinds: Vec<u128> = report["blinds"].as_array().unwrap().iter().map(|b| u128::from(money(&b["amount"]))).collect();
                let sb = u128::from(small_blind);
                prop_assert_eq!(blinds, vec![sb, 2 * sb, 4 * sb]);
            }
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    /// A 32-card draw table from any small blind: refused above 2^46, otherwise every blind,
    /// limit and the dealer's pot-limit raise are exact multiples of it (with overflow checks on,
    /// a wrap would panic here).
    #[test]
    fn draw32_table_figures_are_exact_or_the_blind_is_refused(
        small_blind in prop_oneof![1u64..1_000, (MAX_MONEY >> 6) - 2..(MAX_MONEY >> 6) + 2, any::<u64>()],
        n in 2usize..=5,
        dealer in 0usize..5,
    ) {
        use cap::engine::draw32::{Round, Structure, Table, MAX_SMALL_BLIND};
        for structure in [Structure::Limit, Structure::PotLimit, Structure::NoLimit] {
            match Table::new(n, dealer % n, small_blind, structure) {
                Err(e) => {
                    prop_assert!(small_blind > MAX_SMALL_BLIND);
                    prop_assert!(e.to_string().contains("too large"), "{e}");
                }
                Ok(table) => {
                    let blinds: Vec<u64> = table.blinds().iter().map(|b| b.chips).collect();
                    prop_assert_eq!(&blinds[..2], &[small_blind, 2 * small_blind]);
                    prop_assert!(table.largest_blind() <= MAX_MONEY);
                    for round in [Round::First, Round::Second] {
                        let l = table.limits(round);
                        prop_assert!(l.min_bet <= MAX_MONEY && l.min_bet % small_blind == 0);
                    }
                    let max = table.dealer_pot_limit_max();
                    prop_assert_eq!(max.total, max.call + max.raise);
                    prop_assert!(max.total <= MAX_MONEY);
                }
            }
        }
    }
}
