//! The odds as the screens show them: each live player's share of the pot with its error, each
//! point's chances, and how far the count has got. The counting is the engine's
//! ([`crate::engine::equity`]); the screens run it a step at a time so the page never freezes.

use crate::engine::deal::{StepKind, Table};
use crate::engine::equity::{Equity, Partial, Run, SeatOuts};
use crate::model::words::thousands;

/// Completions counted exactly when there are at most this many; otherwise this many are sampled.
pub const TRIALS: usize = 20_000;
/// The most hands one count in the app values: a quarter of the command line's, since a phone is
/// several times slower; the count runs in steps between frames with a Stop, so the page goes on
/// meanwhile, and a count near the showdown's budget stops after about a hundred deals and says
/// so.
pub const APP_WORK: u128 = crate::engine::equity::WORK_BUDGET / 4;
/// Samples in the first step between two frames; later steps grow or shrink to take about
/// [`STEP_MS`] (see [`Counting::tune`]).
pub const STEP: usize = 250;
/// The work each step aims at, in milliseconds: under one frame, so taps and scrolling go on.
pub const STEP_MS: f64 = 12.0;
/// The bounds of a step: one deal at least (a heavy game's deal can be a good part of a frame), a
/// fast phone still shows it filling.
const STEP_RANGE: (usize, usize) = (1, 4_000);
/// The hands valued in a first step, as a heavy showdown is scored ([`crate::model::scoring`]).
const STEP_WORK: u128 = crate::model::scoring::STEP_WORK;

/// One player's line.
#[derive(Clone, Debug, PartialEq)]
pub struct OddsRow {
    pub name: String,
    /// "42.1%".
    pub share: String,
    /// "± 0.4%" while sampled; empty when exact.
    pub error: String,
    /// The share as a fraction, for a bar.
    pub fraction: f64,
    /// "High 40% (tie 2%)", one per point.
    pub points: Vec<String>,
    /// "scoops 12%" (only with more than one point).
    pub scoop: String,
    /// With one card to come and every card counted: "wins with 9: 3h 5h …; ties with 2: …"
    /// (each part only when there is such a card); empty otherwise.
    pub outs: String,
    /// Why the hand is dead, in the showdown's words; empty for a live hand.
    pub dead: String,
}

/// What the odds panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct OddsView {
    pub rows: Vec<OddsRow>,
    /// "Exact: all 1,892 ways the cards can fall" or "Sampled 4,250 of 20,000 deals".
    pub status: String,
    /// "Low: nobody qualifies 34%", for points that can go unwon.
    pub nobody: Vec<String>,
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

impl OddsView {
    /// The view of `e` for the seats `names` (folded seats are left out).
    pub fn of(e: &Equity, names: &[String], live: &[bool], target: usize) -> OddsView {
        let many_points = e.points.len() > 1;
        let rows = (0..names.len())
            .filter(|p| live.get(*p).copied().unwrap_or(false))
            .map(|p| OddsRow {
                name: names[p].clone(),
                share: percent(e.pot[p]),
                error: if e.exact { String::new() } else { format!("± {}", percent(e.std_error[p])) },
                fraction: e.pot[p],
                points: e
                    .points
                    .iter()
                    .map(|o| {
                        let tie = if o.tie[p] > 0.0 {
                            format!(" (tie {})", percent(o.tie[p]))
                        } else {
                            String::new()
                        };
                        format!("{} {}{tie}", o.label, percent(o.win[p]))
                    })
                    .collect(),
                scoop: if many_points { format!("scoops {}", percent(e.scoop[p])) } else { String::new() },
                outs: e.outs.as_ref().and_then(|o| o.seats.get(p)).map_or_else(String::new, outs_words),
                dead: e.dead.get(p).cloned().flatten().unwrap_or_default(),
            })
            .collect();
        let status = if e.exact {
            format!("Exact: all {} ways the cards can fall.", thousands(e.boards))
        } else if e.boards >= target && target < TRIALS {
            format!(
                "Sampled {} deals: this game's showdown is heavy, so the count stops there.",
                thousands(e.boards)
            )
        } else if e.boards >= target {
            format!("Sampled {} deals.", thousands(e.boards))
        } else {
            format!("Sampled {} of {} deals…", thousands(e.boards), thousands(target))
        };
        let nobody = e
            .points
            .iter()
            .filter(|o| o.nobody > 0.0)
            .map(|o| format!("{}: nobody qualifies {}", o.label, percent(o.nobody)))
            .collect();
        OddsView { rows, status, nobody }
    }
}

/// A seat's outs in words: the cards that win and those that tie (see [`SeatOuts`]).
fn outs_words(outs: &SeatOuts) -> String {
    let list = |cards: &[crate::engine::card::Card]| {
        cards.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
    };
    let mut parts = vec![];
    if !outs.win.is_empty() {
        parts.push(format!("wins with {}: {}", outs.win.len(), list(&outs.win)));
    }
    if !outs.tie.is_empty() {
        parts.push(format!("ties with {}: {}", outs.tie.len(), list(&outs.tie)));
    }
    parts.join("; ")
}

/// An odds count under way: exact at once when small, else sampled a step at a time.
pub struct Counting {
    run: Run,
    live: Vec<bool>,
    target: usize,
    done: bool,
    /// Every completion, when they are counted exactly (a step at a time, like samples).
    exact: Option<usize>,
    /// Completions scored so far of an exact count.
    counted: usize,
    /// Deals (samples, or completions of an exact count) in the next step.
    chunk: usize,
}

impl Counting {
    /// Starts counting `partial` from `seed`; the message says what stops it.
    pub fn start(partial: &Partial, seed: u64) -> Result<Counting, String> {
        let mut run = Run::new(partial, seed)?;
        let live = partial.holes.iter().map(Option::is_some).collect();
        // A heavy game's count stops early, bounded by its work (engine::equity::WORK_BUDGET).
        let target = TRIALS.min(run.trials_within(APP_WORK));
        let exact = run.completions().filter(|&c| c <= target as u128).map(|c| c as usize);
        if exact.is_some() {
            run.start_enumerating();
        }
        // The first step's deals, from the work each takes: a heavy game's first step is a few
        // deals, not a few hundred (later steps are sized by how long the last took).
        let chunk = run.trials_within(STEP_WORK).clamp(1, STEP);
        Ok(Counting { run, live, target, done: false, exact, counted: 0, chunk })
    }

    /// One more step (samples never past the target, or the next completions of an exact count);
    /// returns whether the count is finished.
    pub fn step(&mut self) -> bool {
        if self.done {
            return true;
        }
        if self.exact.is_some() {
            self.done = self.run.enumerate_some(self.chunk);
            self.counted += self.chunk;
        } else {
            let counted = self.run.result().boards;
            self.run.step(self.chunk.min(self.target.saturating_sub(counted)).max(1));
            self.done = self.run.result().boards >= self.target;
        }
        self.done
    }

    /// Sizes the next step from how long the last took: doubled after a step of under half
    /// [`STEP_MS`], halved after one of over twice it, so a light game on a fast phone does not
    /// spend most of its time waiting for the next turn of the event loop, and a heavy one on a
    /// slow phone does not freeze the page.
    pub fn tune(&mut self, took_ms: f64) {
        if took_ms < STEP_MS / 2.0 {
            self.chunk = (self.chunk * 2).min(STEP_RANGE.1);
        } else if took_ms > STEP_MS * 2.0 {
            self.chunk = (self.chunk / 2).max(STEP_RANGE.0);
        }
    }

    /// Samples in the next step.
    pub fn chunk(&self) -> usize {
        self.chunk
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    pub fn view(&self, names: &[String]) -> OddsView {
        match self.exact {
            // An exact count part-way through is not a sample (its first completions share their
            // first cards), so no share is shown until it is done.
            Some(all) if !self.done => OddsView {
                rows: Vec::new(),
                status: format!(
                    "Counting all {} ways the cards can fall: {}…",
                    thousands(all),
                    percent(self.counted.min(all) as f64 / all.max(1) as f64)
                ),
                nobody: Vec::new(),
            },
            _ => OddsView::of(&self.run.result(), names, &self.live, self.target),
        }
    }
}

/// Learn mode: how each street moved each player's share. Counted when a street's cards are all
/// dealt, exactly when there are few ways left, else from a sample of [`LEARN_TRIALS`].
pub const LEARN_TRIALS: usize = 3_000;

/// Each live player's share after a street: ("Flop", [("Ann", "42.1%"), …]).
#[derive(Clone, Debug, PartialEq)]
pub struct StreetShares {
    pub street: String,
    pub shares: Vec<(String, String)>,
}

/// The last street whose cards (and card actions) are all dealt: the street before the one the
/// next step is on, or the last at the showdown; `None` before that or once the hand is won
/// uncontested.
pub fn finished_street(table: &Table) -> Option<usize> {
    let step = table.next_step();
    match step.kind {
        StepKind::Showdown => Some(table.streets().len() - 1),
        StepKind::Uncontested { .. } => None,
        _ => step.street.checked_sub(1),
    }
}

/// The shares after the street last finished, for the learn-mode record; `None` before the hole
/// cards are out or when fewer than two players are in.
pub fn street_shares(
    table: &Table,
    names: &[String],
    chip: u64,
    stake: u64,
    seed: u64,
) -> Option<StreetShares> {
    let done = finished_street(table)?;
    let street = table.streets().get(done)?.name.clone();
    let partial = table.partial(chip, stake);
    let e = crate::engine::equity::equity(&partial, LEARN_TRIALS, seed).ok()?;
    let shares = (0..names.len())
        .filter(|p| partial.holes[*p].is_some())
        .map(|p| (names[p].clone(), percent(e.pot[p])))
        .collect();
    Some(StreetShares { street, shares })
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::card::parse_cards;
    use crate::engine::equity::Hole;
    use crate::engine::game::catalogue::Catalogue;

    #[test]
    fn a_small_count_is_exact_at_once_and_a_big_one_fills_in_step_by_step() {
        let rules = Catalogue::builtin().get("holdem/high").unwrap().rules(&BTreeMap::new()).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        let turn = Partial {
            rules: rules.clone(),
            holes: vec![
                Some(Hole::known(parse_cards("AsAd").unwrap())),
                Some(Hole::known(parse_cards("Qh4h").unwrap())),
                None,
            ],
            own: vec![],
            board: (0..4).zip(parse_cards("2h7hKc9s").unwrap()).collect(),
            dead: vec![],
            contributed: vec![],
            bought: vec![],
            chip: 1,
            dead_hands: vec![],
            button: 0,
            picks: vec![],
        };
        // Counted exactly, a step at a time like samples: no share is shown part-way.
        let mut c = Counting::start(&turn, 1).unwrap();
        assert!(!c.is_done());
        while c.chunk() > 1 {
            c.tune(100.0);
        }
        assert!(!c.step());
        let v = c.view(&names);
        assert_eq!(v.status, "Counting all 44 ways the cards can fall: 2.3%…");
        assert!(v.rows.is_empty());
        while !c.step() {}
        let v = c.view(&names);
        assert_eq!(v.status, "Exact: all 44 ways the cards can fall.");
        assert_eq!(v.rows.len(), 2, "Cat folded");
        assert_eq!((v.rows[1].share.as_str(), v.rows[1].error.as_str()), ("20.5%", ""));
        assert_eq!(v.rows[1].points, ["High 20.5%"]);
        // The river to come: Ben's nine hearts win, nothing ties.
        assert_eq!(v.rows[1].outs, "wins with 9: 3h 5h 6h 8h 9h Th Jh Kh Ah");
        assert!(v.rows[0].outs.starts_with("wins with 35: 2s 3s"), "{}", v.rows[0].outs);
        assert_eq!(v.rows[0].dead, "");
        let preflop = Partial { board: vec![], ..turn };
        let mut c = Counting::start(&preflop, 1).unwrap();
        assert!(!c.is_done());
        c.step();
        let v = c.view(&names);
        assert_eq!(v.status, "Sampled 250 of 20,000 deals…");
        assert!(v.rows[0].error.starts_with("± "));
        while !c.step() {}
        assert_eq!(c.view(&names).status, "Sampled 20,000 deals.");

        // Quick steps grow (never past the target), slow ones shrink, within bounds.
        let mut c = Counting::start(&preflop, 2).unwrap();
        c.tune(1.0);
        c.tune(1.0);
        assert_eq!(c.chunk(), 4 * STEP);
        c.step();
        assert_eq!(c.view(&names).status, "Sampled 1,000 of 20,000 deals…");
        for _ in 0..10 {
            c.tune(0.5);
        }
        assert_eq!(c.chunk(), 4_000);
        c.tune(STEP_MS);
        assert_eq!(c.chunk(), 4_000, "a step near the aim keeps its size");
        for _ in 0..20 {
            c.tune(100.0);
        }
        assert_eq!(c.chunk(), 1, "a deal a step at the slowest");
        for _ in 0..10 {
            c.tune(0.1);
        }
        assert_eq!(c.chunk(), 1024);
        let mut steps = 1;
        while !c.step() {
            steps += 1;
        }
        assert_eq!(steps, 19, "19,000 more in steps of 1,024");
        assert_eq!(c.view(&names).status, "Sampled 20,000 deals.", "the last step stops at the target");
    }

    #[test]
    fn learn_mode_records_each_players_share_after_each_street() {
        use crate::engine::deal::{DealOptions, DeckMode, Event, TableSetup};
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let setup = TableSetup {
            n_players: 3,
            button: 0,
            options: DealOptions::default(),
            deck: DeckMode::Shuffled { seed: 5 },
        };
        let mut t = Table::new(game, &BTreeMap::new(), setup).unwrap();
        let names: Vec<String> = ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect();
        assert_eq!(finished_street(&t), None, "nothing dealt yet");
        t.apply(Event::Dealt).unwrap();
        let pre = street_shares(&t, &names, 1, 1, 1).unwrap();
        assert_eq!(pre.street, "Pre-flop");
        assert_eq!(pre.shares.len(), 3);
        while !matches!(t.next_step().kind, StepKind::Showdown) {
            t.apply(Event::Dealt).unwrap();
        }
        let river = street_shares(&t, &names, 1, 1, 1).unwrap();
        assert_eq!(river.street, "River");
        // On the river every card is known: each share is 0, 100 or a chop.
        assert!(
            river.shares.iter().all(|(_, s)| ["0.0%", "100.0%", "50.0%", "33.3%"].contains(&s.as_str())),
            "{river:?}"
        );
    }
}
