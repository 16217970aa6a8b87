//! The workloads, the data each library runs them on, and the order check that runs before any
//! timing.
//!
//! Every library gets the same deals (same seed, same order), converted to its own types when the
//! data is built, so the timed loops do nothing but evaluate and keep a running checksum.

use std::hint::black_box;

use crate::deal::{self, OmahaDeal, Rng, BOARD_TRIPLES};
use crate::libs::{Aya, Cap, CapSet, Library, RsPoker};

/// Hands per high-hand workload (a power of two; the timed loops cycle through them).
pub const HIGH_HANDS: usize = 1 << 14;
/// Deals per Omaha-style workload (a power of two).
pub const OMAHA_DEALS: usize = 1 << 12;
/// Hole-card counts of the Omaha-style workloads.
pub const HOLE_COUNTS: [usize; 3] = [4, 7, 12];
/// Hands compared pairwise in the order check.
pub const CHECK_HANDS: usize = 2_000;

/// How the best-of is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BestOf {
    /// The library's own Omaha function (CAP: its best-of API).
    Own,
    /// The same hand-written loop for everyone: each pair of hole cards with each of the ten
    /// pre-accumulated board triples, through the library's 5-card evaluator.
    Loop,
}

/// What a high-hand workload hands each library.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HighInput {
    /// The hand's single cards, folded into the library's hand type inside the timed loop: the
    /// same work for everyone, whatever each library keeps in its hand type.
    Cards,
    /// The library's own hand type, built before the clock starts. aya_poker's, rs_poker's and
    /// CAP's `HighTally` carry the sum of the cards' rank keys; CAP's `CardSet` (the `CapSet`
    /// column) is only the mask, so that column computes its key inside the timed call.
    Accumulated,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// Standard high of `n` (5 or 7) cards.
    High { n: usize, input: HighInput },
    /// Exactly two of `n_hole` hole cards with exactly three of a five-card board.
    Omaha { n_hole: usize, best_of: BestOf },
}

impl Workload {
    pub const ALL: [Workload; 10] = [
        Workload::High { n: 5, input: HighInput::Cards },
        Workload::High { n: 7, input: HighInput::Cards },
        Workload::High { n: 5, input: HighInput::Accumulated },
        Workload::High { n: 7, input: HighInput::Accumulated },
        Workload::Omaha { n_hole: 4, best_of: BestOf::Own },
        Workload::Omaha { n_hole: 7, best_of: BestOf::Own },
        Workload::Omaha { n_hole: 12, best_of: BestOf::Own },
        Workload::Omaha { n_hole: 4, best_of: BestOf::Loop },
        Workload::Omaha { n_hole: 7, best_of: BestOf::Loop },
        Workload::Omaha { n_hole: 12, best_of: BestOf::Loop },
    ];

    pub fn label(self) -> String {
        match self {
            Workload::High { n, input: HighInput::Cards } => format!("{n}-card high from single cards"),
            Workload::High { n, input: HighInput::Accumulated } => {
                format!("{n}-card high, pre-accumulated hands")
            }
            Workload::Omaha { n_hole, best_of } => {
                let how = if best_of == BestOf::Loop { "hand-written loop" } else { "own best-of" };
                format!(
                    "Omaha-style {how}, {n_hole} hole + 5 board ({} five-card hands each)",
                    combos(n_hole)
                )
            }
        }
    }

    /// Hands in the data set (the cycle length of the timed loop).
    pub fn hand_count(self) -> usize {
        match self {
            Workload::High { .. } => HIGH_HANDS,
            Workload::Omaha { .. } => OMAHA_DEALS,
        }
    }

    /// `Err(reason)` when the library cannot do this workload.
    pub fn supported(self, lib: Lib) -> Result<(), &'static str> {
        match (self, lib) {
            (Workload::Omaha { n_hole, best_of: BestOf::Own }, Lib::Aya) => Aya::omaha_supports(n_hole),
            (Workload::Omaha { n_hole, best_of: BestOf::Own }, Lib::RsPoker) => {
                RsPoker::omaha_supports(n_hole)
            }
            _ => Ok(()),
        }
    }
}

/// The number of five-card hands an Omaha-style deal with `n_hole` hole cards has.
pub const fn combos(n_hole: usize) -> usize {
    n_hole * (n_hole - 1) / 2 * 10
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lib {
    Cap,
    CapSet,
    Aya,
    RsPoker,
}

impl Lib {
    pub const ALL: [Lib; 4] = [Lib::Cap, Lib::CapSet, Lib::Aya, Lib::RsPoker];
    pub const PEERS: [Lib; 2] = [Lib::Aya, Lib::RsPoker];
    /// Every library CAP's order is checked against (its other path included).
    pub const CHECKED: [Lib; 3] = [Lib::CapSet, Lib::Aya, Lib::RsPoker];

    pub fn name(self) -> &'static str {
        match self {
            Lib::Cap => Cap::NAME,
            Lib::CapSet => CapSet::NAME,
            Lib::Aya => Aya::NAME,
            Lib::RsPoker => RsPoker::NAME,
        }
    }
}

/// A deal for the hand-written best-of loop: single hole cards and pre-accumulated board triples.
#[derive(Clone, Copy)]
pub struct LoopDeal<L: Library> {
    hole: [L::Card; 12],
    triples: [L::Hand; 10],
}

/// One library's copy of every data set.
pub struct LibData<L: Library> {
    high5: Vec<L::Hand>,
    high7: Vec<L::Hand>,
    cards5: Vec<[L::Card; 5]>,
    cards7: Vec<[L::Card; 7]>,
    /// Per hole-card count; empty where the library's own best-of cannot take it.
    omaha: [Vec<L::Omaha>; 3],
    loops: [Vec<LoopDeal<L>>; 3],
}

/// The neutral deals, kept for the order check's messages.
pub struct Deals {
    pub high5: Vec<[deal::Neutral; 5]>,
    pub high7: Vec<[deal::Neutral; 7]>,
    pub omaha4: Vec<OmahaDeal<4>>,
    pub omaha7: Vec<OmahaDeal<7>>,
    pub omaha12: Vec<OmahaDeal<12>>,
}

impl Deals {
    pub fn new(seed: u64) -> Deals {
        let mut rng = Rng::new(seed);
        Deals {
            high5: deal::hands(&mut rng, HIGH_HANDS),
            high7: deal::hands(&mut rng, HIGH_HANDS),
            omaha4: deal::omaha_deals(&mut rng, OMAHA_DEALS),
            omaha7: deal::omaha_deals(&mut rng, OMAHA_DEALS),
            omaha12: deal::omaha_deals(&mut rng, OMAHA_DEALS),
        }
    }

    /// The cards of hand `i` of a workload, as text (for messages).
    pub fn describe(&self, workload: Workload, i: usize) -> String {
        let (hole, board): (&[deal::Neutral], &[deal::Neutral]) = match workload {
            Workload::High { n: 5, .. } => (&self.high5[i], &[]),
            Workload::High { .. } => (&self.high7[i], &[]),
            Workload::Omaha { n_hole: 4, .. } => (&self.omaha4[i].hole, &self.omaha4[i].board),
            Workload::Omaha { n_hole: 7, .. } => (&self.omaha7[i].hole, &self.omaha7[i].board),
            Workload::Omaha { .. } => (&self.omaha12[i].hole, &self.omaha12[i].board),
        };
        let text = |cards: &[deal::Neutral]| {
            cards
                .iter()
                .map(|&c| {
                    let r = b"23456789TJQKA"[deal::rank(c) as usize] as char;
                    let s = b"cdhs"[deal::suit(c) as usize] as char;
                    format!("{r}{s}")
                })
                .collect::<Vec<_>>()
                .join(" ")
        };
        if board.is_empty() {
            text(hole)
        } else {
            format!("{} | {}", text(hole), text(board))
        }
    }
}

fn loop_deals<L: Library, const N: usize>(deals: &[OmahaDeal<N>]) -> Vec<LoopDeal<L>> {
    deals
        .iter()
        .map(|d| {
            let pad = L::card(d.board[0]);
            let mut hole = [pad; 12];
            for (slot, &c) in hole.iter_mut().zip(&d.hole) {
                *slot = L::card(c);
            }
            let triples = BOARD_TRIPLES.map(|t| L::hand(&t.map(|i| d.board[i])));
            LoopDeal { hole, triples }
        })
        .collect()
}

fn own_deals<L: Library, const N: usize>(deals: &[OmahaDeal<N>]) -> Vec<L::Omaha> {
    if L::omaha_supports(N).is_err() {
        return Vec::new();
    }
    deals.iter().map(|d| L::omaha(&d.hole, &d.board)).collect()
}

impl<L: Library> LibData<L> {
    pub fn new(deals: &Deals) -> LibData<L> {
        LibData {
            high5: deals.high5.iter().map(|h| L::hand(h)).collect(),
            high7: deals.high7.iter().map(|h| L::hand(h)).collect(),
            cards5: deals.high5.iter().map(|h| h.map(L::card)).collect(),
            cards7: deals.high7.iter().map(|h| h.map(L::card)).collect(),
            omaha: [
                own_deals::<L, 4>(&deals.omaha4),
                own_deals::<L, 7>(&deals.omaha7),
                own_deals::<L, 12>(&deals.omaha12),
            ],
            loops: [
                loop_deals::<L, 4>(&deals.omaha4),
                loop_deals::<L, 7>(&deals.omaha7),
                loop_deals::<L, 12>(&deals.omaha12),
            ],
        }
    }

    /// The value of hand `i` of a workload (the order check's input).
    pub fn value(&self, workload: Workload, i: usize) -> u32 {
        match workload {
            Workload::High { n: 5, input: HighInput::Accumulated } => L::high(&self.high5[i]),
            Workload::High { input: HighInput::Accumulated, .. } => L::high(&self.high7[i]),
            Workload::High { n: 5, input: HighInput::Cards } => from_cards::<L, 5>(&self.cards5[i]),
            Workload::High { input: HighInput::Cards, .. } => from_cards::<L, 7>(&self.cards7[i]),
            Workload::Omaha { n_hole, best_of: BestOf::Own } => L::omaha_best(&self.omaha[slot(n_hole)][i]),
            Workload::Omaha { n_hole: 4, best_of: BestOf::Loop } => loop_best::<L, 4>(&self.loops[0][i]),
            Workload::Omaha { n_hole: 7, best_of: BestOf::Loop } => loop_best::<L, 7>(&self.loops[1][i]),
            Workload::Omaha { best_of: BestOf::Loop, .. } => loop_best::<L, 12>(&self.loops[2][i]),
        }
    }

    /// Evaluates `count` hands of a workload from hand `first` on (cycling), and returns a checksum
    /// of the values so that none of the work can be optimised away.
    pub fn run(&self, workload: Workload, first: usize, count: usize) -> u32 {
        match workload {
            Workload::High { n: 5, input: HighInput::Accumulated } => {
                sum(black_box(&self.high5), first, count, L::high)
            }
            Workload::High { input: HighInput::Accumulated, .. } => {
                sum(black_box(&self.high7), first, count, L::high)
            }
            Workload::High { n: 5, input: HighInput::Cards } => {
                sum(black_box(&self.cards5), first, count, from_cards::<L, 5>)
            }
            Workload::High { input: HighInput::Cards, .. } => {
                sum(black_box(&self.cards7), first, count, from_cards::<L, 7>)
            }
            Workload::Omaha { n_hole, best_of: BestOf::Own } => {
                sum(black_box(&self.omaha[slot(n_hole)]), first, count, L::omaha_best)
            }
            Workload::Omaha { n_hole: 4, best_of: BestOf::Loop } => {
                sum(black_box(&self.loops[0]), first, count, loop_best::<L, 4>)
            }
            Workload::Omaha { n_hole: 7, best_of: BestOf::Loop } => {
                sum(black_box(&self.loops[1]), first, count, loop_best::<L, 7>)
            }
            Workload::Omaha { best_of: BestOf::Loop, .. } => {
                sum(black_box(&self.loops[2]), first, count, loop_best::<L, 12>)
            }
        }
    }
}

fn slot(n_hole: usize) -> usize {
    HOLE_COUNTS.iter().position(|&n| n == n_hole).expect("a benchmarked hole-card count")
}

#[inline(always)]
fn sum<T>(items: &[T], first: usize, count: usize, f: impl Fn(&T) -> u32) -> u32 {
    let mask = items.len() - 1;
    let mut acc = 0u32;
    for k in first..first + count {
        acc = acc.wrapping_add(f(&items[k & mask]));
    }
    black_box(acc)
}

/// The high value of `N` single cards, folded into the library's hand type first.
#[inline(always)]
fn from_cards<L: Library, const N: usize>(cards: &[L::Card; N]) -> u32 {
    L::high(&cards.iter().fold(L::empty(), |hand, &card| L::add(hand, card)))
}

#[inline(always)]
fn loop_best<L: Library, const N: usize>(deal: &LoopDeal<L>) -> u32 {
    let mut best = 0;
    for i in 0..N {
        for j in i + 1..N {
            for triple in &deal.triples {
                best = best.max(L::high(&L::add(L::add(*triple, deal.hole[i]), deal.hole[j])));
            }
        }
    }
    best
}

/// Every library's data.
pub struct Data {
    pub deals: Deals,
    pub cap: LibData<Cap>,
    pub cap_set: LibData<CapSet>,
    pub aya: LibData<Aya>,
    pub rs_poker: LibData<RsPoker>,
}

impl Data {
    pub fn new(seed: u64) -> Data {
        let deals = Deals::new(seed);
        Data {
            cap: LibData::new(&deals),
            cap_set: LibData::new(&deals),
            aya: LibData::new(&deals),
            rs_poker: LibData::new(&deals),
            deals,
        }
    }

    pub fn run(&self, lib: Lib, workload: Workload, first: usize, count: usize) -> u32 {
        match lib {
            Lib::Cap => self.cap.run(workload, first, count),
            Lib::CapSet => self.cap_set.run(workload, first, count),
            Lib::Aya => self.aya.run(workload, first, count),
            Lib::RsPoker => self.rs_poker.run(workload, first, count),
        }
    }

    pub fn value(&self, lib: Lib, workload: Workload, i: usize) -> u32 {
        match lib {
            Lib::Cap => self.cap.value(workload, i),
            Lib::CapSet => self.cap_set.value(workload, i),
            Lib::Aya => self.aya.value(workload, i),
            Lib::RsPoker => self.rs_poker.value(workload, i),
        }
    }

    /// Checks, before anything is timed, that CAP orders hands exactly as each peer does: on the
    /// first [`CHECK_HANDS`] hands of every workload, every pair of hands compares the same way
    /// (better, worse or equal) under CAP as under the peer. Where a peer's own best-of cannot take
    /// the deal, its hand-written loop stands in. Returns one line per disagreement kind found.
    pub fn check_orders(&self) -> Vec<String> {
        let mut problems = Vec::new();
        for workload in Workload::ALL {
            for peer in Lib::CHECKED {
                let peer_workload = match (workload, workload.supported(peer)) {
                    (Workload::Omaha { n_hole, .. }, Err(_)) => {
                        Workload::Omaha { n_hole, best_of: BestOf::Loop }
                    }
                    _ => workload,
                };
                let n = CHECK_HANDS.min(workload.hand_count());
                let cap: Vec<u32> = (0..n).map(|i| self.value(Lib::Cap, workload, i)).collect();
                let other: Vec<u32> = (0..n).map(|i| self.value(peer, peer_workload, i)).collect();
                // Sorting by CAP's value and checking neighbours checks every pair, by transitivity.
                let mut order: Vec<usize> = (0..n).collect();
                order.sort_by_key(|&i| cap[i]);
                let bad = order
                    .windows(2)
                    .filter(|w| cap[w[0]].cmp(&cap[w[1]]) != other[w[0]].cmp(&other[w[1]]))
                    .map(|w| (w[0], w[1]))
                    .collect::<Vec<_>>();
                if let Some(&(a, b)) = bad.first() {
                    problems.push(format!(
                        "{} vs {} on {}: {} neighbouring pairs disagree, e.g. [{}] and [{}]: CAP {:?}, {} {:?}",
                        Lib::Cap.name(),
                        peer.name(),
                        workload.label(),
                        bad.len(),
                        self.deals.describe(workload, a),
                        self.deals.describe(workload, b),
                        cap[a].cmp(&cap[b]),
                        peer.name(),
                        other[a].cmp(&other[b]),
                    ));
                }
            }
        }
        problems
    }
}
