//! *Who wins?*: a hand dealt to the showdown; for each point in calculation order the learner taps
//! the winners (or "nobody" when no hand qualifies), then, for a winner, the cards they use. The
//! right answer is the showdown's report, and the reason names each hand and where its cards come
//! from ("Ben's 7-5-4-3-2 low uses 5d 4c from the hand and 7h 3s 2d from the board: 2.f1 2.t 2.r").

use crate::engine::card_set::CardSet;
use crate::engine::game::Game;
use crate::engine::showdown::{Hand, ShowdownReport};

use super::{at_showdown, Verdict};

/// A hand at showdown and its report.
#[derive(Clone, Debug)]
pub struct Question {
    hand: Hand,
    report: ShowdownReport,
    names: Vec<String>,
}

impl Question {
    /// A hand of `game` dealt from `seed` at `level` that reaches a showdown of two or more players
    /// (a hand everyone else folded is dealt again from the next seed).
    pub fn deal(game: &Game, level: u8, seed: u64) -> Result<Question, String> {
        let (hand, report, names) = at_showdown(game, level, seed, 1)?;
        Ok(Question { hand, report, names })
    }

    pub fn hand(&self) -> &Hand {
        &self.hand
    }

    pub fn report(&self) -> &ShowdownReport {
        &self.report
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The points, in calculation order.
    pub fn points(&self) -> usize {
        self.report.points.len()
    }

    /// The seats still in (the ones to choose from).
    pub fn live(&self) -> Vec<usize> {
        (0..self.hand.seats().len()).filter(|&s| !self.hand.seats()[s].folded).collect()
    }

    /// Point `k`'s winners (empty: nobody qualifies, or nobody contests it).
    pub fn winners(&self, k: usize) -> &[usize] {
        &self.report.points[k].winners
    }

    /// Checks the winners given for point `k`.
    pub fn check_winners(&self, k: usize, given: &[usize]) -> Verdict {
        let point = &self.report.points[k];
        let right = &point.winners;
        let mut words = Vec::new();
        for &s in given.iter().filter(|s| !right.contains(s)) {
            words.push(match &point.hands[s] {
                Some(h) => format!("{}'s {} does not win it.", self.names[s], h.description),
                None => format!("{} has no {} hand here.", self.names[s], point.label),
            });
        }
        for &s in right.iter().filter(|s| !given.contains(s)) {
            words.push(match right.len() {
                1 => format!("You missed {}.", self.names[s]),
                _ => format!("You missed {}, who ties.", self.names[s]),
            });
        }
        let ok = words.is_empty() && given.len() == right.len();
        words.push(self.why(k));
        Verdict { right: ok, words }
    }

    /// Checks the cards given as those `seat` uses for point `k`.
    pub fn check_cards(&self, k: usize, seat: usize, given: CardSet) -> Verdict {
        let Some(hand) = &self.report.points[k].hands[seat] else {
            return Verdict { right: false, words: vec![self.why(k)] };
        };
        let used = hand.best.cards;
        let mut words = Vec::new();
        let missing: Vec<String> = (used - given).iter().map(|c| c.to_string()).collect();
        let extra: Vec<String> = (given - used).iter().map(|c| c.to_string()).collect();
        if !missing.is_empty() {
            words.push(format!("You left out {}.", missing.join(" ")));
        }
        if !extra.is_empty() {
            words.push(format!("Not used: {}.", extra.join(" ")));
        }
        let right = words.is_empty();
        words.push(self.uses(k, seat));
        Verdict { right, words }
    }

    /// Why point `k` goes where it goes.
    pub fn why(&self, k: usize) -> String {
        let point = &self.report.points[k];
        match point.winners.as_slice() {
            [] => format!("{}: nobody qualifies.", point.label),
            [one] => format!("{}: {}.", point.label, self.uses(k, *one)),
            many => format!(
                "{}: a tie between {} ({}): {}.",
                point.label,
                many.iter().map(|&s| self.names[s].as_str()).collect::<Vec<_>>().join(" and "),
                point.hands[many[0]].as_ref().map_or("", |h| h.description.as_str()),
                many.iter().map(|&s| self.uses(k, s)).collect::<Vec<_>>().join("; "),
            ),
        }
    }

    /// "Ben's 7-5-4-3-2 low uses 5d 4c from the hand and 7h 3s 2d from the board: 2.f1 2.t 2.r".
    pub fn uses(&self, k: usize, seat: usize) -> String {
        let point = &self.report.points[k];
        let Some(hand) = &point.hands[seat] else {
            return format!("{} makes no {} hand", self.names[seat], point.label);
        };
        let s = &self.hand.seats()[seat];
        let from_hand: Vec<String> = (hand.best.cards & s.hole).iter().map(|c| c.to_string()).collect();
        let rest = hand.best.cards - s.hole;
        let positions = &self.hand.rules().positions();
        let mut places: Vec<(usize, String)> = self
            .hand
            .board()
            .iter()
            .chain(self.hand.seats().iter().flat_map(|o| o.own.iter()))
            .filter(|(_, c)| rest.contains(*c))
            .map(|(p, c)| (*p, c.to_string()))
            .collect();
        crate::engine::sort::sort_by_key(&mut places, |(p, _)| *p);
        places.dedup();
        let table: Vec<&str> = places.iter().map(|(_, c)| c.as_str()).collect();
        let ids: Vec<&str> = places.iter().map(|(p, _)| positions[*p].id.as_str()).collect();
        let mut words = format!("{}'s {} uses", self.names[seat], hand.description);
        if !from_hand.is_empty() {
            words += &format!(" {} from the hand", from_hand.join(" "));
        }
        if !table.is_empty() {
            let and = if from_hand.is_empty() { "" } else { " and" };
            words += &format!("{and} {} from the board: {}", table.join(" "), ids.join(" "));
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    #[test]
    fn right_winners_are_accepted_and_wrong_ones_are_explained() {
        let game = Catalogue::builtin().get("double-board/high-low-high-low-hand").unwrap();
        let (mut ties, mut nobody, mut wrong) = (0, 0, 0);
        for seed in 0..60 {
            let q = Question::deal(game, 2, seed).unwrap();
            for k in 0..q.points() {
                let right = q.winners(k).to_vec();
                let v = q.check_winners(k, &right);
                assert!(v.right, "seed {seed} point {k}: {v:?}");
                match right.len() {
                    0 => {
                        nobody += 1;
                        assert!(v.words[0].ends_with("nobody qualifies."), "{v:?}");
                        // Naming a player for a point nobody wins is wrong.
                        let v = q.check_winners(k, &q.live()[..1]);
                        assert!(!v.right);
                    }
                    1 => {
                        let loser = *q.live().iter().find(|s| !right.contains(s)).unwrap();
                        let v = q.check_winners(k, &[loser]);
                        assert!(!v.right);
                        assert!(v
                            .words
                            .iter()
                            .any(|w| w.starts_with(&format!("You missed {}", q.names()[right[0]]))));
                        assert!(
                            v.words[0].contains("does not win it") || v.words[0].contains("has no"),
                            "{v:?}"
                        );
                        wrong += 1;
                    }
                    _ => {
                        ties += 1;
                        let v = q.check_winners(k, &right[..1]);
                        assert!(!v.right && v.words[0].ends_with("who ties."), "{v:?}");
                        assert!(v.words.last().unwrap().contains("a tie between"), "{v:?}");
                    }
                }
            }
        }
        assert!(ties > 0 && nobody > 0 && wrong > 0, "ties {ties}, nobody {nobody}, wrong {wrong}");
    }

    #[test]
    fn the_cards_used_are_checked_and_said_by_where_they_come_from() {
        let game = Catalogue::builtin().get("omaha/high-low-8").unwrap();
        let q = Question::deal(game, 1, 3).unwrap();
        let seat = q.winners(0)[0];
        let used = q.report().points[0].hands[seat].as_ref().unwrap().best.cards;
        let v = q.check_cards(0, seat, used);
        assert!(v.right, "{v:?}");
        // Omaha: exactly two from the hand, three from the board.
        let uses = &v.words[0];
        let hand_part = uses.split(" from the hand").next().unwrap();
        assert_eq!(hand_part.split(" uses ").nth(1).unwrap().split(' ').count(), 2, "{uses}");
        assert!(uses.contains(" from the board: "), "{uses}");
        let one = used.iter().next().unwrap();
        let v = q.check_cards(0, seat, used - CardSet::from_cards([one]).unwrap());
        assert!(!v.right && v.words[0] == format!("You left out {one}."), "{v:?}");
        let spare = (q.hand().seats()[seat].hole - used).iter().next().unwrap();
        let mut more = used;
        more.insert(spare);
        let v = q.check_cards(0, seat, more);
        assert!(!v.right && v.words[0] == format!("Not used: {spare}."), "{v:?}");
    }
}
