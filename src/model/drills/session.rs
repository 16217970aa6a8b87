//! A drill under way on the screen: the question asked, the learner's answer as it is tapped in,
//! and the verdicts. The screen renders this and sends its intents (tap a place, a player, a
//! card, type an amount, check, show, next); every rule is here or in the engine.

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::games::Registry;

use super::progress::Progress;
use super::where_next::{Answer, Asked};
use super::{cut, where_next, who_wins, Ask, Kind, Verdict};

/// The question, by drill.
#[derive(Clone, Debug)]
pub enum Question {
    Where(Box<where_next::Question>),
    Wins(who_wins::Question),
    Cut(cut::Question),
}

/// Where a "Who wins?" answer has got to: the winners of point `point`, then the cards one of
/// them uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinsStage {
    Winners { point: usize },
    Cards { point: usize, seat: usize },
    Done,
}

/// One drill question and the answer being given.
#[derive(Clone, Debug)]
pub struct Session {
    game: String,
    ask: Ask,
    question: Question,
    /// Places tapped (Where: the places; Wins: the board places whose cards are used).
    pub places: Vec<usize>,
    /// Hole cards tapped as used (Wins).
    pub cards: Vec<Card>,
    /// Players tapped as winners (Wins).
    pub winners: Vec<usize>,
    /// A count (Where: hole cards, extra cards).
    pub count: Option<usize>,
    /// The amounts typed, one per seat (Cut).
    pub amounts: Vec<String>,
    stage: WinsStage,
    /// Each check's verdict, latest last.
    verdicts: Vec<Verdict>,
    /// Whether every part was right so far.
    all_right: bool,
    finished: bool,
}

impl Session {
    /// Deals `ask` for `game`, found in `games`.
    pub fn start(games: &Registry, game: &str, ask: Ask) -> Result<Session, String> {
        let g = games.cap(game).ok_or_else(|| format!("No game \"{game}\"."))?;
        let question = match ask.kind {
            Kind::WhereNext => Question::Where(Box::new(where_next::Question::deal(g, ask.level, ask.seed)?)),
            Kind::WhoWins => Question::Wins(who_wins::Question::deal(g, ask.level, ask.seed)?),
            Kind::HowToCut => Question::Cut(cut::Question::deal(g, ask.level, ask.seed)?),
        };
        let amounts = match &question {
            Question::Cut(q) => vec![String::new(); q.names().len()],
            _ => vec![],
        };
        Ok(Session {
            game: game.to_string(),
            ask,
            question,
            places: vec![],
            cards: vec![],
            winners: vec![],
            count: None,
            amounts,
            stage: WinsStage::Winners { point: 0 },
            verdicts: vec![],
            all_right: true,
            finished: false,
        })
    }

    pub fn game(&self) -> &str {
        &self.game
    }

    pub fn ask(&self) -> Ask {
        self.ask
    }

    pub fn question(&self) -> &Question {
        &self.question
    }

    pub fn stage(&self) -> WinsStage {
        self.stage
    }

    pub fn verdicts(&self) -> &[Verdict] {
        &self.verdicts
    }

    /// Whether the question is answered (every part checked).
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Whether every part was answered right.
    pub fn right(&self) -> bool {
        self.all_right
    }

    fn toggle<T: PartialEq>(list: &mut Vec<T>, item: T) {
        match list.iter().position(|x| *x == item) {
            Some(i) => {
                list.remove(i);
            }
            None => list.push(item),
        }
    }

    /// A tap on a place of the drawing.
    pub fn tap_place(&mut self, place: usize) {
        if !self.finished {
            Session::toggle(&mut self.places, place);
        }
    }

    /// A tap on a player (a winner).
    pub fn tap_player(&mut self, seat: usize) {
        if !self.finished {
            Session::toggle(&mut self.winners, seat);
        }
    }

    /// A tap on one of a player's hole cards (used).
    pub fn tap_card(&mut self, card: Card) {
        if !self.finished {
            Session::toggle(&mut self.cards, card);
        }
    }

    /// What the prompt asks now.
    pub fn prompt(&self) -> String {
        match (&self.question, self.stage) {
            (Question::Where(q), _) => q.prompt(),
            (Question::Wins(q), WinsStage::Winners { point }) => format!(
                "Point {} of {}: {}{}. Who wins it? Tap the winners (every one in a tie), then Check; or Nobody wins it.",
                point + 1,
                q.points(),
                q.report().points[point].label,
                low_words(q, point)
            ),
            (Question::Wins(q), WinsStage::Cards { point, seat }) => format!(
                "{}: tap the {} cards {} uses, from the hand and on the drawing.",
                q.report().points[point].label,
                q.report().points[point].hands[seat].as_ref().map_or(5, |h| h.best.cards.len()),
                q.names()[seat]
            ),
            (Question::Wins(_), WinsStage::Done) => "Every point is called.".into(),
            (Question::Cut(q), _) => format!(
                "The pot is {} chips; {} has the button (odd chips go by it). How many does each player take? Type 0 for none.",
                q.pot(),
                q.names()[q.hand().button()]
            ),
        }
    }

    /// The right answer's places to light on the drawing, once shown or checked.
    pub fn answer_places(&self) -> Vec<usize> {
        match (&self.question, self.stage) {
            (Question::Where(q), _) => q.places().to_vec(),
            (Question::Wins(q), WinsStage::Cards { point, seat }) => used_places(q, point, seat),
            _ => vec![],
        }
    }

    /// Checks the answer given to the part asked now, records the verdict and moves on.
    pub fn check(&mut self) -> Option<&Verdict> {
        if self.finished {
            return None;
        }
        let verdict = match (&self.question, self.stage) {
            (Question::Where(q), _) => {
                let answer = match q.asked() {
                    Asked::Places => Answer::Places(self.places.clone()),
                    _ => Answer::Count(self.count?),
                };
                self.finished = true;
                q.check(&answer)
            }
            (Question::Wins(q), WinsStage::Winners { point }) => {
                let v = q.check_winners(point, &self.winners);
                self.stage = match q.winners(point).first() {
                    Some(&seat) => WinsStage::Cards { point, seat },
                    None => next_point(q, point),
                };
                self.winners.clear();
                v
            }
            (Question::Wins(q), WinsStage::Cards { point, seat }) => {
                let mut used = CardSet::EMPTY;
                for &c in &self.cards {
                    used.insert(c);
                }
                for &p in &self.places {
                    if let Some(c) = card_at(q, seat, p) {
                        used.insert(c);
                    }
                }
                let v = q.check_cards(point, seat, used);
                self.stage = next_point(q, point);
                self.cards.clear();
                self.places.clear();
                v
            }
            (Question::Wins(_), WinsStage::Done) => return None,
            (Question::Cut(q), _) => {
                let mut given = Vec::with_capacity(self.amounts.len());
                for (name, text) in q.names().iter().zip(&self.amounts) {
                    match text.trim().parse::<u64>() {
                        Ok(n) => given.push(n),
                        Err(_) if text.trim().is_empty() => given.push(0),
                        Err(_) => {
                            let v = Verdict {
                                right: false,
                                words: vec![format!(
                                    "{name}'s amount \"{}\" is not a whole number of chips.",
                                    text.trim()
                                )],
                            };
                            // A typing slip is not an answer: nothing is recorded.
                            self.verdicts.push(v);
                            return self.verdicts.last();
                        }
                    }
                }
                self.finished = true;
                q.check(&given)
            }
        };
        if matches!(self.question, Question::Wins(_)) && self.stage == WinsStage::Done {
            self.finished = true;
        }
        self.all_right &= verdict.right;
        self.verdicts.push(verdict);
        self.verdicts.last()
    }

    /// Group mode's Show: the right answer in words, without an answer given (nothing recorded).
    pub fn show(&self) -> Vec<String> {
        match &self.question {
            Question::Where(q) => q.check(&q.answer()).words,
            Question::Wins(q) => (0..q.points()).map(|k| q.why(k)).collect(),
            Question::Cut(q) => {
                let each: Vec<String> =
                    q.names().iter().zip(q.answer()).map(|(name, chips)| format!("{name} {chips}")).collect();
                let mut words = vec![format!("Each takes: {}.", each.join(", "))];
                words.extend(q.check(q.answer()).words);
                words
            }
        }
    }

    /// Keeps a finished answer in `progress`, with the milliseconds it took (a clock that went
    /// backwards counts 0).
    pub fn record(&self, progress: &mut Progress, ms: f64) {
        if self.finished {
            let ms = if ms.is_finite() { ms.clamp(0.0, f64::from(u32::MAX)) as u32 } else { 0 };
            progress.record(&self.game, self.ask, self.all_right, ms);
        }
    }

    /// Leaves the question for another (Skip, another drill): an unfinished answer with a part
    /// already checked wrong is kept in `progress` as a miss, so skipping the rest of a question
    /// cannot hide it; an untouched question, or one right so far, is not kept (a finished one was
    /// kept when it finished).
    pub fn leave(&self, progress: &mut Progress, ms: f64) {
        if !self.finished && !self.all_right {
            let ms = if ms.is_finite() { ms.clamp(0.0, f64::from(u32::MAX)) as u32 } else { 0 };
            progress.record(&self.game, self.ask, false, ms);
        }
    }
}

/// A low point's low, as the rules card names it: " (8-or-better (ace low, qualifier))".
fn low_words(q: &who_wins::Question, point: usize) -> String {
    let label = &q.report().points[point].label;
    if !label.to_lowercase().contains("low") {
        return String::new();
    }
    let chosen = q.hand().rules().options().get("low").map(String::as_str);
    crate::engine::game::LOW_CHOICES
        .iter()
        .find(|(key, _)| Some(*key) == chosen)
        .map_or(String::new(), |(_, words)| format!(" ({words})"))
}

/// After point `point`, the next point's winners, or done.
fn next_point(q: &who_wins::Question, point: usize) -> WinsStage {
    if point + 1 < q.points() {
        WinsStage::Winners { point: point + 1 }
    } else {
        WinsStage::Done
    }
}

/// The card at place `p` as `seat` sees it: the board's, or the seat's own.
fn card_at(q: &who_wins::Question, seat: usize, p: usize) -> Option<Card> {
    let hand = q.hand();
    hand.board().iter().chain(hand.seats()[seat].own.iter()).find(|(at, _)| *at == p).map(|(_, c)| *c)
}

/// The places whose cards `seat` uses for point `point`.
fn used_places(q: &who_wins::Question, point: usize, seat: usize) -> Vec<usize> {
    let Some(best) = q.report().points[point].hands[seat].as_ref() else { return vec![] };
    let hand = q.hand();
    hand.board()
        .iter()
        .chain(hand.seats().iter().flat_map(|s| s.own.iter()))
        .filter(|(_, c)| best.best.cards.contains(*c))
        .map(|(p, _)| *p)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_who_wins_question_walks_every_point_then_the_cards_and_records_once() {
        let ask = Ask { kind: Kind::WhoWins, level: 2, seed: 4 };
        let mut s = Session::start(&Registry::builtin(), "pandemic/high-low-sd-hand", ask).unwrap();
        let Question::Wins(q) = s.question().clone() else { unreachable!() };
        let mut parts = 0;
        while !s.finished() {
            match s.stage() {
                WinsStage::Winners { point } => {
                    for &w in q.winners(point) {
                        s.tap_player(w);
                    }
                }
                WinsStage::Cards { point, seat } => {
                    let used = q.report().points[point].hands[seat].as_ref().unwrap().best.cards;
                    for c in (used & q.hand().seats()[seat].hole).iter() {
                        s.tap_card(c);
                    }
                    for p in s.answer_places() {
                        s.tap_place(p);
                    }
                }
                WinsStage::Done => unreachable!(),
            }
            let v = s.check().unwrap();
            assert!(v.right, "{v:?}");
            parts += 1;
        }
        assert!(parts >= q.points());
        assert!(s.right());
        let mut p = Progress::default();
        s.record(&mut p, 5000.0);
        assert_eq!(p.attempts().len(), 1);
        assert!(p.attempts()[0].right);
    }

    #[test]
    fn a_wrong_part_marks_the_question_wrong_and_a_typing_slip_is_not_an_answer() {
        let ask = Ask { kind: Kind::HowToCut, level: 1, seed: 2 };
        let mut s = Session::start(&Registry::builtin(), "omaha/high-low-8", ask).unwrap();
        s.amounts[0] = "ten".into();
        let v = s.check().unwrap();
        assert_eq!(v.words, ["Ann's amount \"ten\" is not a whole number of chips."]);
        assert!(!s.finished(), "the slip can be fixed");
        s.amounts[0] = "0".into();
        // Every amount 0 (the others left empty): the pot goes nowhere, so it is wrong.
        let v = s.check().unwrap().clone();
        assert!(!v.right && v.words[0].starts_with("Your amounts add up to 0"), "{v:?}");
        assert!(s.finished() && !s.right());
        assert!(s.check().is_none(), "one answer per question");
    }

    #[test]
    fn a_wrong_who_wins_part_then_skip_is_kept_as_a_miss() {
        // Issue 37: a wrong winner, then Skip, was never recorded.
        let ask = Ask { kind: Kind::WhoWins, level: 2, seed: 4 };
        let mut s = Session::start(&Registry::builtin(), "pandemic/high-low-sd-hand", ask).unwrap();
        let Question::Wins(q) = s.question().clone() else { unreachable!() };
        let wrong = *q.live().iter().find(|p| !q.winners(0).contains(p)).unwrap();
        s.tap_player(wrong);
        assert!(!s.check().unwrap().right);
        assert!(!s.finished(), "more parts are left");
        let mut p = Progress::default();
        s.leave(&mut p, 3000.0);
        assert_eq!(p.attempts().len(), 1);
        assert!(!p.attempts()[0].right);
        assert_eq!(p.missed("pandemic/high-low-sd-hand"), vec![ask]);

        // Untouched, or right so far, a skip keeps nothing.
        let fresh = Session::start(&Registry::builtin(), "pandemic/high-low-sd-hand", ask).unwrap();
        let mut p = Progress::default();
        fresh.leave(&mut p, 3000.0);
        let mut right = Session::start(&Registry::builtin(), "pandemic/high-low-sd-hand", ask).unwrap();
        for &w in q.winners(0) {
            right.tap_player(w);
        }
        assert!(right.check().unwrap().right);
        right.leave(&mut p, 3000.0);
        assert!(p.attempts().is_empty());
    }

    #[test]
    fn group_mode_shows_the_answer_in_words_for_every_drill() {
        for kind in Kind::ALL {
            let s = Session::start(
                &Registry::builtin(),
                "bomba/best-high-best-low",
                Ask { kind, level: 3, seed: 11 },
            )
            .unwrap();
            let shown = s.show();
            assert!(!shown.is_empty(), "{kind:?}");
            if kind == Kind::HowToCut {
                assert!(shown[0].starts_with("Each takes: Ann "), "{shown:?}");
            }
        }
    }
}
