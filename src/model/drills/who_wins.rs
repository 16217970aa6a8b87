//! *Who wins?*: a hand dealt to the showdown; for each point in calculation order the learner taps
//! the winners (or "nobody" when no hand qualifies), then, for a winner, the cards they use. The
//! right answer is the showdown's report, and the reason names each hand and where its cards come
//! from ("Ben's 7-5-4-3-2 low uses 5d 4c from the hand and 7h 3s 2d from the board: 2.f1 2.t 2.r").

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::game::Game;

use super::{Showdown, Verdict};

/// A hand at showdown and its report.
#[derive(Clone, Debug)]
pub struct Question(Showdown);

impl std::ops::Deref for Question {
    type Target = Showdown;

    fn deref(&self) -> &Showdown {
        &self.0
    }
}

impl Question {
    /// A hand of `game` dealt from `seed` at `level` that reaches a showdown of two or more players
    /// (a hand everyone else folded is dealt again from the next seed); level 1 seats players so
    /// that each holds few hole cards ([`super::players_to_read`]).
    pub fn deal(game: &Game, level: u8, seed: u64) -> Result<Question, String> {
        Showdown::deal(game, super::players_to_read(game, level, seed), level, seed, 1).map(Question)
    }

    /// The points, in calculation order.
    pub fn points(&self) -> usize {
        self.report().points.len()
    }

    /// The seats still in with a live hand (the ones to choose from).
    pub fn live(&self) -> Vec<usize> {
        (0..self.hand().seats().len())
            .filter(|&s| !self.hand().seats()[s].folded && self.hand().seats()[s].dead.is_none())
            .collect()
    }

    /// Point `k`'s winners (empty: nobody qualifies, or nobody contests it).
    pub fn winners(&self, k: usize) -> &[usize] {
        &self.report().points[k].winners
    }

    /// Checks the winners given for point `k`.
    pub fn check_winners(&self, k: usize, given: &[usize]) -> Verdict {
        let point = &self.report().points[k];
        let right = &point.winners;
        let mut words = Vec::new();
        for &s in given.iter().filter(|s| !right.contains(s)) {
            words.push(match &point.hands[s] {
                Some(h) => format!("{}'s {} does not win it.", self.names()[s], h.description),
                None => format!("{} has no {} hand here.", self.names()[s], point.label),
            });
        }
        for &s in right.iter().filter(|s| !given.contains(s)) {
            words.push(match right.len() {
                1 => format!("You missed {}.", self.names()[s]),
                _ => format!("You missed {}, who ties.", self.names()[s]),
            });
        }
        let ok = words.is_empty() && given.len() == right.len();
        // Who and with what; the cards they use are the next question's answer.
        words.push(self.who(k));
        Verdict { right: ok, words }
    }

    /// Checks the cards given as those `seat` uses for point `k`.
    pub fn check_cards(&self, k: usize, seat: usize, given: CardSet) -> Verdict {
        let Some(hand) = &self.report().points[k].hands[seat] else {
            return Verdict { right: false, words: vec![self.why(k)] };
        };
        let used = hand.best.cards;
        let seat_cards = &self.hand().seats()[seat];
        let ranking = self.report().points[k].ranking;
        // Any hand the point's rule allows that is worth as much is right (the same low with
        // other suits), not only the cards the showdown picked.
        if given.len() == used.len()
            && ranking.value(given) == Some(hand.best.value)
            && self.hand().selection_for(k, seat_cards).allows(seat_cards.hole, given)
        {
            return Verdict { right: true, words: vec![self.uses_cards(k, seat, given)] };
        }
        let mut words = Vec::new();
        let missing: Vec<String> = (used - given).iter().map(card_words).collect();
        let extra: Vec<String> = (given - used).iter().map(card_words).collect();
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

    /// Who wins point `k` and with what hand, without the cards.
    pub fn who(&self, k: usize) -> String {
        let point = &self.report().points[k];
        let hand = |s: usize| point.hands[s].as_ref().map_or("", |h| h.description.as_str());
        match point.winners.as_slice() {
            [] => self.nobody_why(k),
            [one] => format!("{}: {} with {}.", point.label, self.names()[*one], hand(*one)),
            many => format!(
                "{}: a tie between {} ({}).",
                point.label,
                many.iter().map(|&s| self.names()[s].as_str()).collect::<Vec<_>>().join(" and "),
                hand(many[0]),
            ),
        }
    }

    /// Who wins point `k` and with which cards from where.
    pub fn why(&self, k: usize) -> String {
        let point = &self.report().points[k];
        match point.winners.as_slice() {
            [] => self.nobody_why(k),
            [one] => format!("{}: {}.", point.label, self.uses(k, *one)),
            many => format!(
                "{}: a tie between {} ({}): {}.",
                point.label,
                many.iter().map(|&s| self.names()[s].as_str()).collect::<Vec<_>>().join(" and "),
                point.hands[many[0]].as_ref().map_or("", |h| h.description.as_str()),
                many.iter().map(|&s| self.uses(k, s)).collect::<Vec<_>>().join("; "),
            ),
        }
    }

    /// Why nobody wins point `k`, from the ranking's qualifier and each live player's ways of
    /// making the hand (the showdown's own selection): "Low: nobody qualifies. A low hand needs
    /// five cards of different ranks, 8 or under (the ace is low). Every way anyone may play uses
    /// J♥ (R), and it cannot be in a low hand."
    pub fn nobody_why(&self, k: usize) -> String {
        let point = &self.report().points[k];
        let mut words = format!("{}: nobody qualifies.", point.label);
        if let Some(needs) = point.ranking.qualifier_words() {
            words += &format!(" A {} hand needs {needs}.", point.label.to_lowercase());
        }
        let without: Vec<usize> = self.live().into_iter().filter(|&s| point.hands[s].is_none()).collect();
        // One reason for all when it is the same for each ("every way anyone may play uses the
        // river's Q♣"), else one a player.
        let mut shared: Vec<String> = without.iter().map(|&s| self.no_hand_why(k, s, "anyone")).collect();
        shared.dedup();
        let reasons: Vec<String> = match shared.as_slice() {
            [one] if without.len() > 1 && one.starts_with("every way") => vec![one.clone()],
            _ => without.iter().map(|&s| self.no_hand_why(k, s, &self.names()[s])).collect(),
        };
        if !reasons.is_empty() {
            let mut joined = reasons.join("; ");
            if let Some(first) = joined.get(..1) {
                joined = first.to_uppercase() + &joined[1..];
            }
            words += &format!(" {joined}.");
        }
        words
    }

    /// Why `seat` makes no hand for point `k`, without the point's name, calling them `name`.
    fn no_hand_why(&self, k: usize, seat: usize, name: &str) -> String {
        use crate::engine::select::SelectionRule;
        let point = &self.report().points[k];
        let s = &self.hand().seats()[seat];
        let selection = self.hand().selection_for(k, s);
        let (ways, forces): (Vec<CardSet>, bool) = match selection.rule() {
            SelectionRule::Omaha { board_combos } => (board_combos.clone(), true),
            SelectionRule::MakeFive { lines } => (lines.clone(), true),
            SelectionRule::HoldemStyle { boards } => (boards.clone(), false),
            SelectionRule::HandOnly => (vec![CardSet::EMPTY], false),
        };
        if ways.is_empty() {
            return format!("{name} has no way to play it here");
        }
        let pool = ways.iter().fold(s.hole, |all, &w| all | w);
        let mut forced = selection.must_use();
        if forces {
            forced |= ways.iter().fold(pool, |common, &w| common & w);
        }
        let ranking = point.ranking;
        let fatal: Vec<Card> = forced.iter().filter(|&c| !ranking.card_can_qualify(c)).collect();
        if !fatal.is_empty() {
            let cards: Vec<String> = fatal.iter().map(|&c| self.card_and_place(c)).collect();
            let them = if fatal.len() == 1 { "it" } else { "they" };
            return format!(
                "every way {name} may play uses {}, and {them} cannot be in a {} hand",
                cards.join(" and "),
                point.label.to_lowercase()
            );
        }
        let useful =
            CardSet::from_cards(pool.iter().filter(|&c| ranking.card_can_qualify(c))).unwrap_or(pool);
        let ranks = useful.ranks().count_ones();
        if ranks < 5 && ranking.qualifier_words().is_some() {
            let cards: Vec<String> = useful.iter().map(card_words).collect();
            return match cards.len() {
                0 => format!("{name} has no card that can be in one"),
                _ => format!(
                    "{name} can use only {} that can be in one ({ranks} {})",
                    cards.join(" "),
                    if ranks == 1 { "rank" } else { "ranks" }
                ),
            };
        }
        format!(
            "{name} has the cards, but no way of playing them ({}) puts five that qualify together",
            match selection.rule() {
                SelectionRule::Omaha { .. } => "two from the hand and three from the board",
                SelectionRule::MakeFive { .. } => "a whole line and cards from the hand",
                SelectionRule::HoldemStyle { .. } => "any cards from the hand and the board",
                SelectionRule::HandOnly => "the hand alone",
            }
        )
    }

    /// "J♥ (2.r)": a card and the place it lies, or the card alone from the hand.
    fn card_and_place(&self, card: Card) -> String {
        let hand = self.hand();
        let positions = hand.rules().positions();
        match hand
            .board()
            .iter()
            .chain(hand.seats().iter().flat_map(|o| o.own.iter()))
            .find(|(_, c)| *c == card)
        {
            Some((p, _)) => format!("{} ({})", card_words(card), positions[*p].id),
            None => card_words(card),
        }
    }

    /// "Ben's 7-5-4-3-2 low uses 5d 4c from the hand and 7h 3s 2d from the board: 2.f1 2.t 2.r".
    pub fn uses(&self, k: usize, seat: usize) -> String {
        let point = &self.report().points[k];
        match &point.hands[seat] {
            Some(hand) => self.uses_cards(k, seat, hand.best.cards),
            None => format!("{} makes no {} hand", self.names()[seat], point.label),
        }
    }

    /// "Ben's 7-5-4-3-2 low uses …" for the hand made of `cards`.
    fn uses_cards(&self, k: usize, seat: usize, cards: CardSet) -> String {
        let point = &self.report().points[k];
        let Some(hand) = &point.hands[seat] else {
            return format!("{} makes no {} hand", self.names()[seat], point.label);
        };
        let s = &self.hand().seats()[seat];
        let from_hand: Vec<String> = (cards & s.hole).iter().map(card_words).collect();
        let rest = cards - s.hole;
        let positions = &self.hand().rules().positions();
        let mut places: Vec<(usize, String)> = self
            .hand
            .board()
            .iter()
            .chain(self.hand().seats().iter().flat_map(|o| o.own.iter()))
            .filter(|(_, c)| rest.contains(*c))
            .map(|(p, c)| (*p, card_words(*c)))
            .collect();
        crate::engine::sort::sort_by_key(&mut places, |(p, _)| *p);
        places.dedup();
        let table: Vec<&str> = places.iter().map(|(_, c)| c.as_str()).collect();
        let ids: Vec<&str> = places.iter().map(|(p, _)| positions[*p].id.as_str()).collect();
        let mut words = format!("{}'s {} uses", self.names()[seat], hand.description);
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

/// A card as the screen draws it: "T♣", "9♠" (not "9s", which reads as "nines").
pub fn card_words(card: Card) -> String {
    format!("{}{}", card.rank().symbol(), card.suit().symbol())
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
                        assert!(v.words[0].contains(": nobody qualifies."), "{v:?}");
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
    fn a_point_nobody_wins_says_why_from_the_ranking_and_each_players_ways() {
        // Issue 37: "nobody qualifies" alone did not say why.
        // Funnel: every way uses the river, so a high river means no low for anyone.
        let game = Catalogue::builtin().get("funnel/high-low").unwrap();
        let (mut said, mut forced) = (0, 0);
        for seed in 0..200 {
            let q = Question::deal(game, 1, seed).unwrap();
            for k in (0..q.points()).filter(|&k| q.winners(k).is_empty()) {
                let why = q.why(k);
                assert_eq!(why, q.who(k));
                assert!(why.contains("needs five cards of different ranks, 8 or under"), "{why}");
                for s in q.live() {
                    assert!(
                        why.contains(&q.names()[s]) || why.contains("Every way anyone may play uses"),
                        "seed {seed}: every player is explained: {why}"
                    );
                }
                forced += usize::from(why.to_lowercase().contains("every way"));
                said += 1;
            }
        }
        assert!(said > 5 && forced > 0, "said {said}, forced {forced}");
    }

    #[test]
    fn only_the_ace_to_the_eight_can_be_in_an_eight_or_better_low() {
        use crate::engine::ranking::{HighOptions, Ranking};
        let low = Ranking::EightOrBetterLow;
        use crate::engine::card::{Rank, Suit};
        let deck = Rank::ALL.into_iter().flat_map(|r| Suit::ALL.into_iter().map(move |s| Card::new(r, s)));
        let can: Vec<String> = deck.filter(|&c| low.card_can_qualify(c)).map(card_words).collect();
        assert_eq!(can.len(), 32, "{can:?}");
        assert!(!low.card_can_qualify("9h".parse().unwrap()));
        assert!(low.card_can_qualify("Ah".parse().unwrap()));
        assert!(Ranking::High(HighOptions::default()).card_can_qualify("Kh".parse().unwrap()));
    }

    #[test]
    fn the_same_hand_with_other_suits_is_right_too() {
        // A low with a paired hole card: the other card of that rank makes the same low.
        let game = Catalogue::builtin().get("omaha/high-low-8").unwrap();
        let mut found = 0;
        for seed in 0..300 {
            let q = Question::deal(game, 1, seed).unwrap();
            let Some(&seat) = q.winners(1).first() else { continue };
            let used = q.report().points[1].hands[seat].as_ref().unwrap().best.cards;
            let hole = q.hand().seats()[seat].hole;
            let Some((a, b)) = (used & hole)
                .iter()
                .find_map(|a| (hole - used).iter().find(|b| b.rank() == a.rank()).map(|b| (a, b)))
            else {
                continue;
            };
            let mut other = used - CardSet::from_cards([a]).unwrap();
            other.insert(b);
            let v = q.check_cards(1, seat, other);
            assert!(v.right, "seed {seed}: {v:?}");
            assert!(v.words[0].contains(&card_words(b)), "the learner's cards are said: {v:?}");
            // A card of another rank is not the same hand.
            let spare = (hole - used).iter().find(|c| c.rank() != a.rank());
            if let Some(spare) = spare {
                let mut wrong = used - CardSet::from_cards([a]).unwrap();
                wrong.insert(spare);
                assert!(
                    !q.check_cards(1, seat, wrong).right
                        || q.hand().rules().points()[1].ranking.value(wrong)
                            == Some(q.report().points[1].hands[seat].as_ref().unwrap().best.value)
                );
            }
            found += 1;
        }
        assert!(found > 3, "{found}");
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
        assert!(!v.right && v.words[0] == format!("You left out {}.", card_words(one)), "{v:?}");
        let spare = (q.hand().seats()[seat].hole - used).iter().next().unwrap();
        let mut more = used;
        more.insert(spare);
        let v = q.check_cards(0, seat, more);
        assert!(!v.right && v.words[0] == format!("Not used: {}.", card_words(spare)), "{v:?}");
    }
}
