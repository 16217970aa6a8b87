//! *How to cut it?*: the showdown done and each hand shown; the learner enters the chips each
//! player takes from the pot (side pots, split points, tied points and odd chips included). The
//! right answer is the showdown's payouts, explained pot by pot in its cutting instructions.

use crate::engine::game::Game;

use super::{Showdown, Verdict};

/// A hand at showdown with what each player put in.
#[derive(Clone, Debug)]
pub struct Question(Showdown);

impl std::ops::Deref for Question {
    type Target = Showdown;

    fn deref(&self) -> &Showdown {
        &self.0
    }
}

impl Question {
    /// A hand of `game` dealt from `seed` at `level` to a showdown. Below level 3 everyone puts in
    /// the same odd-sized stake (so splits leave odd chips); from level 3 the betting is played at
    /// random, so folds and all-ins make side pots.
    pub fn deal(game: &Game, level: u8, seed: u64) -> Result<Question, String> {
        let stake = [7, 9, 11, 13, 15, 25][(seed % 6) as usize];
        Showdown::deal(game, super::players_at(game, level, seed), level, seed, stake).map(Question)
    }

    /// Every chip in the pot.
    pub fn pot(&self) -> u64 {
        self.hand().seats().iter().map(|s| s.contributed).sum()
    }

    /// What each player takes.
    pub fn answer(&self) -> &[u64] {
        &self.report().payouts
    }

    /// Checks the amounts given, one per seat in seat order.
    pub fn check(&self, given: &[u64]) -> Verdict {
        let mut words = Vec::new();
        if given.len() != self.names().len() {
            words.push(format!("Give an amount for each of the {} players.", self.names().len()));
        }
        let total: u64 = given.iter().fold(0u64, |t, g| t.saturating_add(*g));
        if total != self.pot() {
            words.push(format!("Your amounts add up to {total}; the pot is {}.", self.pot()));
        }
        for (s, right) in self.report().payouts.iter().enumerate() {
            if let Some(g) = given.get(s).filter(|g| *g != right) {
                words.push(format!("{} takes {right}, not {g}.", self.names()[s]));
            }
        }
        let ok = words.is_empty();
        words.extend(self.report().pots.iter().flat_map(|p| p.instructions.iter().cloned()));
        for (s, why) in &self.report().forfeits {
            words.push(format!("{} forfeits: {why}.", self.names()[*s]));
        }
        Verdict { right: ok, words }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    #[test]
    fn the_payouts_are_accepted_and_each_wrong_amount_is_named_with_the_cut() {
        let game = Catalogue::builtin().get("double-board/high-low-high-low-hand").unwrap();
        let mut side_pots = 0;
        for seed in 0..30 {
            let q = Question::deal(game, 3, seed).unwrap();
            let right = q.answer().to_vec();
            assert_eq!(right.iter().sum::<u64>(), q.pot(), "chips conserved");
            let v = q.check(&right);
            assert!(v.right, "{v:?}");
            assert!(!v.words.is_empty(), "the cut in words");
            side_pots += usize::from(q.report().pots.len() > 1);
            // One chip moved from the first winner to someone else: two amounts named.
            let from = right.iter().position(|c| *c > 0).unwrap();
            let to = (from + 1) % right.len();
            let mut moved = right.clone();
            moved[from] -= 1;
            moved[to] += 1;
            let v = q.check(&moved);
            assert!(!v.right);
            assert!(
                v.words[0].starts_with(&format!(
                    "{} takes {}, not {}",
                    q.names()[from.min(to)],
                    right[from.min(to)],
                    moved[from.min(to)]
                )),
                "{v:?}"
            );
            assert_eq!(
                v.words.iter().filter(|w| w.contains(" takes ") && w.contains(", not ")).count(),
                2,
                "{v:?}"
            );
            // A chip too many: the total is wrong too.
            let mut over = right.clone();
            over[from] += 1;
            let v = q.check(&over);
            assert!(v.words[0].starts_with("Your amounts add up to"), "{v:?}");
        }
        assert!(side_pots > 0, "level 3 makes side pots");
    }

    #[test]
    fn odd_stakes_split_with_odd_chips_at_the_first_levels() {
        let game = Catalogue::builtin().get("omaha/high-low-8").unwrap();
        let odd = (0..40).filter(|&seed| {
            let q = Question::deal(game, 1, seed).unwrap();
            q.report().pots.iter().flat_map(|p| &p.instructions).any(|w| w.contains("odd"))
        });
        assert!(odd.count() > 0, "some split leaves an odd chip");
    }
}
