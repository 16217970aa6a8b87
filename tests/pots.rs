//! Side pots and chops: properties over random tables, and the odd-chip rule in words.

use cap::engine::pot::{award_pot, instructions, side_pots, ComponentResult, Payout, Pot, SeatOrder};

/// A tiny deterministic generator (xorshift64*), so failures reproduce without a crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random table: 2-10 seats, contributions from a few levels (so all-ins collide), some folds.
fn random_table(rng: &mut Rng) -> (Vec<u64>, Vec<bool>, usize) {
    let n = 2 + rng.below(9) as usize;
    let levels = [0, 1, 3, 7, 8, 20, 50, 51, 100];
    let contributed: Vec<u64> = (0..n).map(|_| levels[rng.below(levels.len() as u64) as usize]).collect();
    let mut folded: Vec<bool> = (0..n).map(|_| rng.below(4) == 0).collect();
    let keep = rng.below(n as u64) as usize;
    folded[keep] = false;
    (contributed, folded, rng.below(n as u64) as usize)
}

/// Random component results among a pot's contestants: some won outright, some tied, some unqualified.
fn random_components(rng: &mut Rng, pot: &Pot) -> Vec<ComponentResult> {
    let k = 1 + rng.below(6) as usize;
    (0..k)
        .map(|i| {
            let winners: Vec<usize> = match rng.below(4) {
                0 => vec![],
                1 => pot.eligible.iter().copied().filter(|_| rng.below(2) == 0).collect(),
                _ => vec![pot.eligible[rng.below(pot.eligible.len() as u64) as usize]],
            };
            ComponentResult { label: format!("point {}", i + 1), points: 1 + rng.below(2) as u32, winners }
        })
        .collect()
}

#[test]
fn side_pots_conserve_chips_and_match_what_each_player_can_win() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..20_000 {
        let (contributed, folded, _) = random_table(&mut rng);
        let pots = side_pots(&contributed, &folded).unwrap();
        let total: u64 = contributed.iter().sum();
        assert_eq!(pots.iter().map(|p| p.chips).sum::<u64>(), total, "{contributed:?} {folded:?}");
        let max_live = (0..contributed.len()).filter(|&s| !folded[s]).map(|s| contributed[s]).max().unwrap();
        let over: u64 = contributed.iter().map(|&c| c.saturating_sub(max_live)).sum();
        for p in 0..contributed.len() {
            let winnable: u64 =
                pots.iter().filter(|pot| pot.eligible.contains(&p)).map(|pot| pot.chips).sum();
            let expected = if folded[p] {
                0
            } else {
                contributed.iter().map(|&c| c.min(contributed[p])).sum::<u64>()
                    + if contributed[p] == max_live { over } else { 0 }
            };
            assert_eq!(winnable, expected, "seat {p} in {contributed:?} folded {folded:?}: {pots:?}");
        }
        for pair in pots.windows(2) {
            assert_ne!(pair[0].eligible, pair[1].eligible, "pots with the same contestants are merged");
        }
    }
}

#[test]
fn awards_conserve_chips_and_pay_only_winners_who_contested_the_pot() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    for _ in 0..20_000 {
        let (contributed, folded, button) = random_table(&mut rng);
        let order = SeatOrder { n_seats: contributed.len(), button };
        for pot in side_pots(&contributed, &folded).unwrap() {
            let comps = random_components(&mut rng, &pot);
            for payout in [Payout::SplitPot, Payout::Points] {
                let award = award_pot(&pot, payout, &comps, order);
                assert_eq!(award.payouts.iter().map(|p| p.1).sum::<u64>(), pot.chips, "{pot:?} {comps:?}");
                for cut in &award.cuts {
                    assert_eq!(cut.shares.iter().map(|s| s.1).sum::<u64>(), cut.chips);
                    let (lo, hi) =
                        (cut.shares.iter().map(|s| s.1).min(), cut.shares.iter().map(|s| s.1).max());
                    assert!(hi.unwrap() - lo.unwrap() <= 1, "an even cut differs by at most one chip");
                }
                for (seat, _) in &award.payouts {
                    assert!(!folded[*seat], "folded seat {seat} was paid");
                    assert!(pot.eligible.contains(seat), "seat {seat} did not contest {pot:?}");
                }
            }
        }
    }
}

#[test]
fn results_depend_on_seats_not_on_where_the_list_starts() {
    // Rotating the players (and the button with them) must rotate the payouts and nothing else.
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for _ in 0..5_000 {
        let (contributed, folded, button) = random_table(&mut rng);
        let n = contributed.len();
        let r = 1 + rng.below(n as u64 - 1) as usize;
        let rot = |s: usize| (s + r) % n;
        let mut c2 = vec![0; n];
        let mut f2 = vec![false; n];
        for s in 0..n {
            c2[rot(s)] = contributed[s];
            f2[rot(s)] = folded[s];
        }
        let pots = side_pots(&contributed, &folded).unwrap();
        let pots2 = side_pots(&c2, &f2).unwrap();
        assert_eq!(pots.len(), pots2.len());
        for (pot, pot2) in pots.iter().zip(&pots2) {
            let comps = random_components(&mut rng, pot);
            let comps2: Vec<ComponentResult> = comps
                .iter()
                .map(|c| ComponentResult {
                    winners: c.winners.iter().map(|&w| rot(w)).collect(),
                    ..c.clone()
                })
                .collect();
            for payout in [Payout::SplitPot, Payout::Points] {
                let a = award_pot(pot, payout, &comps, SeatOrder { n_seats: n, button });
                let b = award_pot(pot2, payout, &comps2, SeatOrder { n_seats: n, button: rot(button) });
                let mut mapped: Vec<(usize, u64)> = a.payouts.iter().map(|&(s, c)| (rot(s), c)).collect();
                mapped.sort_unstable();
                assert_eq!(mapped, b.payouts);
            }
        }
    }
}

#[test]
fn guide_odd_chips_go_to_earliest_stacks_then_clockwise_from_dealers_left() {
    // 10,102 chips, three components won by three different players: 3,367 each and one odd chip,
    // which goes to the first stack in calculation order.
    let pot = Pot { chips: 10_102, eligible: vec![0, 1, 2] };
    let order = SeatOrder { n_seats: 3, button: 0 };
    let comps: Vec<ComponentResult> = ["Board 1 high", "Board 2 high", "Hand"]
        .iter()
        .enumerate()
        .map(|(i, l)| ComponentResult { label: l.to_string(), points: 1, winners: vec![i] })
        .collect();
    let award = award_pot(&pot, Payout::SplitPot, &comps, order);
    assert_eq!(award.stacks.iter().map(|s| s.1).collect::<Vec<_>>(), vec![3_368, 3_367, 3_367]);
    let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
    let words = instructions(&award, &names, 1, order);
    assert_eq!(words[0], "Cut 10,102 into three stacks: 3,368 for Board 1 high, 3,367 for Board 2 high, 3,367 for Hand. The odd chip goes to the earliest stack.");
}

#[test]
fn tied_winners_odd_chip_named_in_words() {
    // Ben is first left of the button (Ann deals), so he gets the odd 25 of a 1,225 chop.
    let pot = Pot { chips: 49, eligible: vec![0, 1, 2] };
    let order = SeatOrder { n_seats: 3, button: 0 };
    let comps = [ComponentResult { label: "High".into(), points: 1, winners: vec![0, 1] }];
    let award = award_pot(&pot, Payout::SplitPot, &comps, order);
    assert_eq!(award.payouts, vec![(0, 24), (1, 25)]);
    let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
    assert_eq!(
        instructions(&award, &names, 25, order),
        vec![
            "Cut the pot (1,225) into two stacks of 600 for Ben, Ann.".to_string(),
            "The odd 25 goes to Ben, first left of the button.".to_string(),
        ]
    );
}
