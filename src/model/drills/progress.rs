//! The drills' record: each attempt kept (game, drill, level, seed, right or not, time), and what
//! the drill screen shows from it — accuracy and time over the last attempts, the missed list to
//! retry, the level each drill has reached, the next question (more of what the learner gets
//! wrong), and a readiness mark a table can trust before the game is called for real.

use super::{Ask, Kind, LEVELS};

/// Attempts kept in all (the oldest go first).
pub const KEPT: usize = 2_000;
/// Attempts that count for accuracy and time.
pub const RECENT: usize = 20;
/// Right answers in a row, per drill, before a game is marked ready: ten dealing steps, five
/// showdowns, five cuts.
pub const READY_RUN: [(Kind, usize); 3] = [(Kind::WhereNext, 10), (Kind::WhoWins, 5), (Kind::HowToCut, 5)];
/// Right answers in a row at a level before the next level; wrong ones in a row before going back.
const UP_AFTER: usize = 3;
const DOWN_AFTER: usize = 2;

/// One answered question.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Attempt {
    pub game: String,
    pub ask: Ask,
    pub right: bool,
    /// How long the answer took, in milliseconds.
    pub ms: u32,
}

/// Every attempt kept, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    attempts: Vec<Attempt>,
}

/// A drill's record in one game, as the screen shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    pub kind: Kind,
    /// Right answers of the last ones counted.
    pub right: usize,
    pub of: usize,
    /// Median time of the last ones, in seconds.
    pub seconds: Option<f64>,
    /// Right answers in a row, the latest last.
    pub run: usize,
    pub level: u8,
}

impl Summary {
    /// "Who wins?: 3 of the last 4 right, 12.5 s each, level 2".
    pub fn words(&self) -> String {
        let time = self.seconds.map(|t| format!(", {} s each", crate::engine::fixed::fixed(t, 1, false)));
        format!(
            "{}: {} of the last {} right{}, level {}",
            self.kind.title(),
            self.right,
            self.of,
            time.unwrap_or_default(),
            self.level
        )
    }
}

impl Progress {
    pub fn attempts(&self) -> &[Attempt] {
        &self.attempts
    }

    /// Keeps an answer (and drops the oldest beyond [`KEPT`]).
    pub fn record(&mut self, game: &str, ask: Ask, right: bool, ms: u32) {
        self.attempts.push(Attempt { game: game.to_string(), ask, right, ms });
        if self.attempts.len() > KEPT {
            let extra = self.attempts.len() - KEPT;
            self.attempts.drain(..extra);
        }
    }

    fn of<'a>(&'a self, game: &'a str, kind: Kind) -> impl DoubleEndedIterator<Item = &'a Attempt> + 'a {
        self.attempts.iter().filter(move |a| a.game == game && a.ask.kind == kind)
    }

    /// Right answers in a row at the end. A question asked again (a missed one retried) neither
    /// counts nor breaks the run: its answer may be remembered rather than known.
    pub fn run(&self, game: &str, kind: Kind) -> usize {
        let mine: Vec<&Attempt> = self.of(game, kind).collect();
        let fresh = |i: usize| !mine[..i].iter().any(|a| a.ask.seed == mine[i].ask.seed);
        (0..mine.len()).rev().filter(|&i| fresh(i)).take_while(|&i| mine[i].right).count()
    }

    /// The level a drill has reached: up one after [`UP_AFTER`] right in a row at a level, down
    /// one after [`DOWN_AFTER`] wrong in a row.
    pub fn level(&self, game: &str, kind: Kind) -> u8 {
        let (mut level, mut right, mut wrong) = (*LEVELS.start(), 0, 0);
        for a in self.of(game, kind) {
            if a.right {
                right += 1;
                wrong = 0;
            } else {
                wrong += 1;
                right = 0;
            }
            if right == UP_AFTER {
                level = (level + 1).min(*LEVELS.end());
                right = 0;
            } else if wrong == DOWN_AFTER {
                level = (level - 1).max(*LEVELS.start());
                wrong = 0;
            }
        }
        level
    }

    pub fn summary(&self, game: &str, kind: Kind) -> Summary {
        let recent: Vec<&Attempt> = self.of(game, kind).rev().take(RECENT).collect();
        let mut times: Vec<u32> = recent.iter().map(|a| a.ms).collect();
        crate::engine::sort::sort(&mut times);
        Summary {
            kind,
            right: recent.iter().filter(|a| a.right).count(),
            of: recent.len(),
            seconds: times.get(times.len() / 2).map(|ms| f64::from(*ms) / 1000.0),
            run: self.run(game, kind),
            level: self.level(game, kind),
        }
    }

    /// Questions answered wrong and not answered right since, oldest first: the list to retry.
    pub fn missed(&self, game: &str) -> Vec<Ask> {
        let mut out: Vec<Ask> = Vec::new();
        for a in self.attempts.iter().filter(|a| a.game == game) {
            out.retain(|m| *m != a.ask);
            if !a.right {
                out.push(a.ask);
            }
        }
        out
    }

    /// Whether the game is ready to be called: each drill's last answers right in a row, as many
    /// as [`READY_RUN`] asks.
    pub fn ready(&self, game: &str) -> bool {
        READY_RUN.iter().all(|&(kind, run)| self.run(game, kind) >= run)
    }

    /// The readiness mark in words.
    pub fn ready_words(&self, game: &str) -> String {
        if self.ready(game) {
            "Ready: every drill answered right enough times in a row to deal it for real.".to_string()
        } else {
            format!("Not ready yet: {}.", self.to_ready(game).join("; "))
        }
    }

    /// What is left before the game is ready, in words ("Where does it go? 6 more right in a row").
    pub fn to_ready(&self, game: &str) -> Vec<String> {
        READY_RUN
            .iter()
            .filter_map(|&(kind, run)| {
                let have = self.run(game, kind);
                (have < run).then(|| format!("{} {} more right in a row", kind.title(), run - have))
            })
            .collect()
    }

    /// The next question for `game`, from `seed`: one missed earlier every third time there is
    /// one; otherwise a drill drawn with a weight of one plus its wrong answers among the last
    /// ones (more of what the learner gets wrong), at the level that drill has reached.
    pub fn next(&self, game: &str, seed: u64) -> Ask {
        let missed = self.missed(game);
        if let Some(first) = missed.first().filter(|_| seed.is_multiple_of(3)) {
            return *first;
        }
        let weights: Vec<usize> = Kind::ALL
            .iter()
            .map(|&k| 1 + self.of(game, k).rev().take(RECENT / 2).filter(|a| !a.right).count())
            .collect();
        let mut pick = (seed / 3) as usize % weights.iter().sum::<usize>();
        let mut kind = Kind::WhereNext;
        for (k, w) in Kind::ALL.iter().zip(&weights) {
            if pick < *w {
                kind = *k;
                break;
            }
            pick -= w;
        }
        Ask { kind, level: self.level(game, kind), seed }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const G: &str = "bomba/best-high-best-low";

    fn ask(kind: Kind, seed: u64) -> Ask {
        Ask { kind, level: 1, seed }
    }

    #[test]
    fn levels_rise_after_three_right_and_fall_after_two_wrong() {
        let mut p = Progress::default();
        for s in 0..3 {
            p.record(G, ask(Kind::WhoWins, s), true, 1000);
        }
        assert_eq!(p.level(G, Kind::WhoWins), 2);
        assert_eq!(p.level(G, Kind::WhereNext), 1, "per drill");
        assert_eq!(p.level("holdem/high", Kind::WhoWins), 1, "per game");
        for s in 0..9 {
            p.record(G, ask(Kind::WhoWins, 10 + s), true, 1000);
        }
        assert_eq!(p.level(G, Kind::WhoWins), 4, "no higher than the last level");
        p.record(G, ask(Kind::WhoWins, 50), false, 1000);
        assert_eq!(p.level(G, Kind::WhoWins), 4);
        p.record(G, ask(Kind::WhoWins, 51), false, 1000);
        assert_eq!(p.level(G, Kind::WhoWins), 3);
    }

    #[test]
    fn missed_questions_stay_until_answered_right_and_come_back() {
        let mut p = Progress::default();
        p.record(G, ask(Kind::HowToCut, 7), false, 3000);
        p.record(G, ask(Kind::WhereNext, 8), false, 3000);
        p.record(G, ask(Kind::WhereNext, 9), true, 3000);
        assert_eq!(p.missed(G), vec![ask(Kind::HowToCut, 7), ask(Kind::WhereNext, 8)]);
        assert_eq!(p.next(G, 3), ask(Kind::HowToCut, 7), "every third question retries the oldest miss");
        p.record(G, ask(Kind::HowToCut, 7), true, 2000);
        assert_eq!(p.missed(G), vec![ask(Kind::WhereNext, 8)]);
    }

    #[test]
    fn a_retried_question_does_not_count_toward_the_run() {
        let mut p = Progress::default();
        p.record(G, ask(Kind::WhereNext, 1), true, 1000);
        p.record(G, ask(Kind::WhereNext, 2), false, 1000);
        p.record(G, ask(Kind::WhereNext, 2), true, 1000);
        assert_eq!(p.run(G, Kind::WhereNext), 0, "the retry is remembered, not a new right answer");
        p.record(G, ask(Kind::WhereNext, 3), true, 1000);
        assert_eq!(p.run(G, Kind::WhereNext), 1);
        assert!(p.missed(G).is_empty(), "but it is off the missed list");
    }

    #[test]
    fn the_drill_missed_most_comes_up_most() {
        let mut p = Progress::default();
        for s in 0..9 {
            p.record(G, ask(Kind::HowToCut, s), false, 1000);
            p.record(G, ask(Kind::HowToCut, s), true, 1000);
        }
        let cuts =
            (0..300u64).filter(|s| s % 3 != 0).filter(|&s| p.next(G, s).kind == Kind::HowToCut).count();
        // Weights 1, 1 and 1 + 9 wrong among the last ten: most questions are cuts.
        assert!(cuts > 120, "{cuts} of 200");
    }

    #[test]
    fn ready_after_each_drills_run_and_not_before() {
        let mut p = Progress::default();
        for s in 0..10 {
            p.record(G, ask(Kind::WhereNext, s), true, 2000);
        }
        for s in 0..5 {
            p.record(G, ask(Kind::WhoWins, s), true, 9000);
        }
        assert!(!p.ready(G));
        assert_eq!(p.to_ready(G), ["How to cut it? 5 more right in a row"]);
        for s in 0..5 {
            p.record(G, ask(Kind::HowToCut, s), true, 9000);
        }
        assert!(p.ready(G) && p.to_ready(G).is_empty());
        assert!(p.ready_words(G).starts_with("Ready: "));
        p.record(G, ask(Kind::WhereNext, 99), false, 2000);
        assert!(!p.ready(G), "a miss starts the run again");
        let s = p.summary(G, Kind::WhereNext);
        assert_eq!((s.right, s.of, s.run, s.seconds), (10, 11, 0, Some(2.0)));
        assert_eq!(s.words(), "Where does it go?: 10 of the last 11 right, 2.0 s each, level 4");
        assert_eq!(p.ready_words(G), "Not ready yet: Where does it go? 10 more right in a row.");
    }

    #[test]
    fn the_record_keeps_the_latest_attempts() {
        let mut p = Progress::default();
        for s in 0..(KEPT as u64 + 5) {
            p.record(G, ask(Kind::WhereNext, s), true, 1);
        }
        assert_eq!(p.attempts().len(), KEPT);
        assert_eq!(p.attempts()[0].ask.seed, 5);
    }
}
