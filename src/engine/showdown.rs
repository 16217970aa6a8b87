//! Showdown resolution: from the cards on the table to who wins each point of each pot, and who
//! gets which chips.
//!
//! Invariants: a [`Hand`] is valid by construction (the edge's reader checks every hand, typed or
//! read, before it builds one), so resolving never fails; every point is evaluated for every
//! player who contests it, in the game's calculation order; winners of a pot are found among that pot's contestants only, so a
//! side pot goes to the best hand that contested it; folded and forfeited players never win.

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::game::{Contest, HoleCards, PointSource, Rules, Scope, Worth};
use crate::engine::invariant::Invariant;
use crate::engine::pot::{
    self, award_pot_with, pots_at_showdown, ComponentResult, PotAward, SeatOrder, ShowdownPots, Standing,
};
use crate::engine::ranking::{BestHand, Ranking};
use crate::engine::select::{best_hand, Selection};

mod scoring;
pub use scoring::Scoring;

/// One player's part of a hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Seat {
    pub name: String,
    pub hole: CardSet,
    /// Chips put in the pot, in units of the table's smallest chip.
    pub contributed: u64,
    /// Of `contributed`, chips paid for bought cards: in the main pot, not a bet.
    pub bought: u64,
    pub folded: bool,
    /// Cards at this player's own positions (a Ring of Fire ring card), by position index.
    pub own: Vec<(usize, Card)>,
    /// Points picked to contest (the dynamic points system), as point indices.
    pub picks: Vec<usize>,
    /// How many hole cards the deal left this seat, when the deal was recorded (extra cards and
    /// card actions included); `None` for a hand entered without its deal.
    pub hole_count: Option<usize>,
    /// Why the hand is dead, if it is (a dealing error, too many cards): it contests nothing.
    pub dead: Option<String>,
}

/// A complete hand at showdown: rules, seats in clockwise order, the button and the board.
///
/// Checked on the way in: outside the engine a hand comes only from the reader's checks (a hand
/// file's `to_hand`, the draft's `to_hand`), so its fields are the engine's alone; equity builds
/// its trial hands in place, card by card, from a hand already checked.
#[derive(Clone, Debug, PartialEq)]
pub struct Hand {
    pub(in crate::engine) rules: Rules,
    pub(in crate::engine) seats: Vec<Seat>,
    /// Index of the dealer in `seats`.
    pub(in crate::engine) button: usize,
    /// The smallest chip's value: amounts are whole numbers of it.
    pub(in crate::engine) chip: u64,
    /// The card at each table position, by position index.
    pub(in crate::engine) board: Vec<(usize, Card)>,
}

/// One player's best hand for one point.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerHand {
    pub best: BestHand,
    pub description: String,
}

/// One point, evaluated for every player.
#[derive(Clone, Debug, PartialEq)]
pub struct PointReport {
    pub label: String,
    pub ranking: Ranking,
    /// What winning it is worth (picks allocated, for the dynamic points system).
    pub worth: u32,
    /// Each seat's best hand, `None` when the seat does not contest the point or makes no hand
    /// that qualifies.
    pub hands: Vec<Option<PlayerHand>>,
    /// The seats with the best hand among everyone still in (pots narrow this further).
    pub winners: Vec<usize>,
}

impl PointReport {
    /// The point's winners among everyone still in, each with the hand that won it.
    pub fn winning_hands(&self) -> Vec<(usize, &PlayerHand)> {
        self.with_hands(&self.winners)
    }

    /// `seats` (say a pot's winners of this point) with their hands. Winners are found only among
    /// hands that qualify, so every winner has one; a seat without a hand did not win and is left
    /// out, where a caller would otherwise `expect` one.
    pub fn with_hands(&self, seats: &[usize]) -> Vec<(usize, &PlayerHand)> {
        seats.iter().filter_map(|&s| Some((s, self.hands.get(s)?.as_ref()?))).collect()
    }
}

/// One pot, awarded.
#[derive(Clone, Debug, PartialEq)]
pub struct PotReport {
    pub chips: u64,
    pub eligible: Vec<usize>,
    /// Each point's winners among this pot's contestants.
    pub components: Vec<ComponentResult>,
    pub award: PotAward,
    /// The cut in sentences a dealer can follow.
    pub instructions: Vec<String>,
}

/// Everything the showdown screen and `cap showdown` show.
#[derive(Clone, Debug, PartialEq)]
pub struct ShowdownReport {
    pub points: Vec<PointReport>,
    pub pots: Vec<PotReport>,
    /// Chips each seat wins in total, in seat order.
    pub payouts: Vec<u64>,
    /// Seats that forfeited their hand, with the reason.
    pub forfeits: Vec<(usize, String)>,
}

impl Hand {
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seats in clockwise order.
    pub fn seats(&self) -> &[Seat] {
        &self.seats
    }

    /// Index of the dealer in [`Hand::seats`].
    pub fn button(&self) -> usize {
        self.button
    }

    /// The smallest chip's value: amounts are whole numbers of it.
    pub fn chip(&self) -> u64 {
        self.chip
    }

    /// The card at each table position, by position index.
    pub fn board(&self) -> &[(usize, Card)] {
        &self.board
    }

    /// A hand from its parts without any check, for the showdown benchmark's growth grid only
    /// (hole-card counts the rules refuse, to show how cost grows with each dimension): resolving
    /// a hand the checks would refuse may panic.
    #[cfg(feature = "bench")]
    pub fn unchecked(
        rules: Rules,
        seats: Vec<Seat>,
        button: usize,
        chip: u64,
        board: Vec<(usize, Card)>,
    ) -> Hand {
        Hand { rules, seats, button, chip, board }
    }

    /// The cards `seat` may use at `position`: the board's card, the seat's own card, or, at a
    /// shared per-player position (the shared ring), the card there of every player still in — a
    /// folded player's ring card leaves with their hand.
    fn cards_for(&self, seat: &Seat, position: usize) -> CardSet {
        let at = |cards: &[(usize, Card)]| cards.iter().find(|(p, _)| *p == position).map(|(_, c)| *c);
        if self.rules.positions()[position].shared {
            set_of(self.seats.iter().filter(|s| !s.folded).filter_map(|s| at(&s.own)))
        } else {
            set_of(at(&self.board).or_else(|| at(&seat.own)).into_iter())
        }
    }

    fn cards_at(&self, seat: &Seat, positions: &[usize]) -> CardSet {
        positions.iter().fold(CardSet::EMPTY, |set, &p| set | self.cards_for(seat, p))
    }

    /// The board sets one combination stands for: itself, or, when it names a shared position,
    /// one set per choice of a card there (one of the live players' ring cards).
    fn expand_combo(&self, seat: &Seat, combo: &[usize], out: &mut Vec<CardSet>) {
        let start = out.len();
        out.push(CardSet::EMPTY);
        for &p in combo {
            let choices = self.cards_for(seat, p);
            if choices.len() == 1 {
                for set in &mut out[start..] {
                    *set |= choices;
                }
                continue;
            }
            let partial: Vec<CardSet> = out.drain(start..).collect();
            for set in partial {
                out.extend(choices.iter().map(|c| set | set_of(std::iter::once(c))));
            }
        }
    }

    /// The ranks that are dead in this hand (Good boys bad boys): those showing at the game's
    /// dead-rank positions, as a rank mask.
    fn dead_ranks(&self) -> u16 {
        self.rules.dead_rank_positions().iter().fold(0, |mask, &p| {
            self.board.iter().find(|(q, _)| *q == p).map_or(mask, |(_, c)| mask | 1 << c.rank().index())
        })
    }

    /// Why a seat forfeits the whole hand, if it does (docs/rules.md): still holding a card of a
    /// dead rank (the guide: "their hand is declared void"); holding more cards than a game that
    /// discards down leaves (a Throw dem card not thrown: "their hand is forfeit"); a
    /// dynamic-points pick that is not exactly the required number of different points.
    pub fn forfeit(&self, seat: &Seat) -> Option<String> {
        if let Some(why) = &seat.dead {
            return Some(why.clone());
        }
        if let Some(why) = self.void(seat) {
            return Some(why);
        }
        if let HoleCards::DiscardDownTo { at_showdown, .. } = self.rules.hole_cards() {
            // Extra cards (ESG, a bought card) are kept on top of the two: every street's throw is
            // one card, whatever was received (docs/rules.md, "Throw dem").
            let at_showdown = seat.hole_count.unwrap_or(at_showdown);
            if seat.hole.len() > at_showdown {
                return Some(format!(
                    "{} holds {}, not {at_showdown}: a card was not thrown on every street, so the \
                     hand is forfeit",
                    seat.name,
                    crate::engine::card::Cards(seat.hole.len())
                ));
            }
        }
        self.pick_forfeit(seat)
    }

    /// Good boys bad boys: a seat still holding a card of a dead rank has a void hand.
    fn void(&self, seat: &Seat) -> Option<String> {
        let dead = self.dead_ranks();
        let held_dead = set_of(seat.hole.iter().filter(|c| dead & (1 << c.rank().index()) != 0));
        if held_dead.is_empty() {
            return None;
        }
        let ids: Vec<&str> =
            self.rules.dead_rank_positions().iter().map(|&p| self.rules.positions()[p].id.as_str()).collect();
        Some(format!(
            "{} still holds {held_dead}, of a rank showing at {} (dead): the hand is void",
            seat.name,
            ids.join(" ")
        ))
    }

    /// A dynamic-points pick that is not exactly the required number of different points.
    fn pick_forfeit(&self, seat: &Seat) -> Option<String> {
        let required = self.rules.picks_required()?;
        let mut picks = seat.picks.clone();
        crate::engine::sort::sort(&mut picks);
        picks.dedup();
        let pickable = |i: &usize| {
            matches!(self.rules.points().get(*i).map(|p| p.contest), Some(Contest::PickedBy { .. }))
        };
        if picks.len() != seat.picks.len() || picks.len() != required || !picks.iter().all(pickable) {
            Some(format!(
                "{} must pick exactly {required} different boards, and forfeits the hand",
                seat.name
            ))
        } else {
            None
        }
    }

    /// How `seat` may make a hand for point `index`: the cards at the point's positions (its board
    /// combinations or hold'em-style board, dead ranks left out), and the cards it must use.
    pub(crate) fn selection_for(&self, index: usize, seat: &Seat) -> Selection {
        let point = &self.rules.points()[index];
        // A hand still holding a dead rank never gets here: it is void (see `forfeit`).
        let dead_ranks = self.cards_at(seat, &point.dead_ranks_from).ranks();
        let dead =
            |cards: CardSet| set_of(cards.iter().filter(|c| dead_ranks & (1 << c.rank().index()) != 0));
        let must_use = self.cards_at(seat, &point.must_use);
        let selection = match &point.source {
            PointSource::Board(combos) => {
                let mut sets = Vec::with_capacity(combos.len());
                for combo in combos {
                    self.expand_combo(seat, combo, &mut sets);
                }
                // A dead card is discarded from the board, so a combination holding one cannot
                // be played (docs/rules.md, "Good boys bad boys, Ring of Fire, Throw dem").
                sets.retain(|&set| dead(set).is_empty());
                if sets.iter().all(|s| s.len() == 3) {
                    Selection::omaha(sets)
                } else {
                    Selection::make_five(sets)
                }
                .invariant("combinations were validated with the game")
            }
            PointSource::HoldemStyle(positions) => {
                // One board per choice of card at a shared position, as for a board combination;
                // a place with no card adds none (hold'em-style uses what is there).
                let held: Vec<usize> =
                    positions.iter().copied().filter(|&p| !self.cards_for(seat, p).is_empty()).collect();
                let mut boards = Vec::with_capacity(1);
                self.expand_combo(seat, &held, &mut boards);
                Selection::holdem_style_one_of(boards.into_iter().map(|board| board - dead(board)).collect())
            }
            PointSource::Hand => Selection::hand_only(),
        };
        selection.with_must_use(must_use).invariant("mandatory cards were validated with the game")
    }

    /// Whether point `index` is made from the same cards for every seat: none of its positions
    /// (board, mandatory, dead ranks) is a per-player one, so [`Hand::selection_for`] does not
    /// depend on the seat.
    pub(crate) fn point_is_common(&self, index: usize) -> bool {
        let point = &self.rules.points()[index];
        let table = |p: &usize| self.rules.positions()[*p].scope == Scope::Table;
        let source = match &point.source {
            PointSource::Board(combos) => combos.iter().flatten().all(table),
            PointSource::HoldemStyle(positions) => positions.iter().all(table),
            PointSource::Hand => true,
        };
        source && point.must_use.iter().all(table) && point.dead_ranks_from.iter().all(table)
    }

    /// Seats still in that forfeit their hand, with the reason. Only players still in pick boards
    /// at showdown: a folded player forfeits nothing. When everyone else folded (`uncontested`)
    /// there is no showdown: the winner shows nothing, except in Good boys bad boys ("the winner
    /// of the pot must show their hand, even if all other players have folded"), where a hand
    /// holding a dead rank is still void.
    fn forfeits(&self, uncontested: bool) -> Vec<(usize, String)> {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| !s.folded)
            .filter_map(|(i, s)| match uncontested {
                false => self.forfeit(s).map(|why| (i, why)),
                true => s.dead.clone().or_else(|| self.void(s)).map(|why| (i, why)),
            })
            .collect()
    }

    /// Whether nobody but one seat is still in with a live hand.
    fn uncontested(&self) -> bool {
        self.seats.iter().filter(|s| !s.folded && s.dead.is_none()).count() == 1
    }

    /// Whether seat `i` contests point `index`: still in, not forfeited, and, for a picked point,
    /// having picked it.
    fn contests(&self, index: usize, i: usize, forfeits: &[(usize, String)]) -> bool {
        !self.seats[i].folded
            && !forfeits.iter().any(|f| f.0 == i)
            && match self.rules.points()[index].contest {
                Contest::Everyone => true,
                Contest::PickedBy { .. } => self.seats[i].picks.contains(&index),
            }
    }

    /// For each point, which seats contest it, as [`Hand::resolve`] decides: the same for every
    /// board when no rank can be dead (see [`Hand::forfeit`]).
    pub(crate) fn contest_table(&self) -> Vec<Vec<bool>> {
        let forfeits = self.forfeits(self.uncontested());
        (0..self.rules.points().len())
            .map(|index| (0..self.seats.len()).map(|i| self.contests(index, i, &forfeits)).collect())
            .collect()
    }

    /// At most how many hands [`Hand::resolve`] values: every point's selection for every seat
    /// contesting it, at the cards actually there. A validated game's cost bound
    /// (`engine::game::cost`) is never below it; the app uses it to decide whether scoring runs at
    /// once or in steps.
    pub fn work(&self) -> u128 {
        self.unit_works().map(|(_, _, work)| work).fold(0, u128::saturating_add)
    }

    /// The heaviest step of a [`Scoring`]: the point, the seat and the hands that seat's best hand
    /// for that point values (`None` when nobody contests anything).
    pub fn heaviest_unit(&self) -> Option<(usize, usize, u128)> {
        self.unit_works().fold(None, |most, unit| match most {
            Some((_, _, w)) if w >= unit.2 => most,
            _ => Some(unit),
        })
    }

    /// An upper bound of [`Hand::work`] and of [`Hand::heaviest_unit`] found from the rules and the
    /// number of cards each seat holds, without building any board (the exact counts build every
    /// seat's boards, a good part of scoring's own work): what a reader checks before accepting a
    /// hand, and what the app decides by whether to score at once or in steps.
    pub fn work_bound(&self) -> (u128, Option<(usize, usize, u128)>) {
        let contest = self.contest_table();
        let live = self.seats.iter().filter(|s| !s.folded).count();
        let mut total = 0u128;
        let mut heaviest: Option<(usize, usize, u128)> = None;
        for (index, contests) in contest.iter().enumerate() {
            for (i, seat) in self.seats.iter().enumerate().filter(|(i, _)| contests[*i]) {
                let work = crate::engine::game::cost::point_cost(&self.rules, index, live, seat.hole.len());
                total = total.saturating_add(work);
                if heaviest.is_none_or(|h| work > h.2) {
                    heaviest = Some((index, i, work));
                }
            }
        }
        (total, heaviest)
    }

    /// Each (point, seat) a showdown evaluates, with the hands its selection values.
    fn unit_works(&self) -> impl Iterator<Item = (usize, usize, u128)> + '_ {
        let contest = self.contest_table();
        (0..self.rules.points().len()).flat_map(move |index| {
            let contests: Vec<bool> = contest[index].clone();
            self.seats
                .iter()
                .enumerate()
                .filter(move |(i, _)| contests[*i])
                .map(move |(i, seat)| (index, i, self.selection_for(index, seat).work(seat.hole.len())))
        })
    }

    /// Resolves the showdown: every point for every player, then each pot. The same as
    /// [`Scoring`] run to the end, at once.
    pub fn resolve(&self) -> ShowdownReport {
        let found = Found::of(self);
        let mut hands = Vec::with_capacity(self.rules.points().len() * self.seats.len());
        for index in 0..self.rules.points().len() {
            for i in 0..self.seats.len() {
                hands.push(found.hand(self, index, i).0);
            }
        }
        self.report(found, hands)
    }

    /// The report from every point's hands, `hands` point by point, each point's seat by seat.
    fn report(&self, found: Found, mut hands: Vec<Option<PlayerHand>>) -> ShowdownReport {
        let Found { uncontested, forfeits, .. } = found;
        let in_hand = |i: usize| !self.seats[i].folded && !forfeits.iter().any(|f| f.0 == i);
        let n = self.seats.len();
        let mut points = Vec::with_capacity(self.rules.points().len());
        for (index, point) in self.rules.points().iter().enumerate().rev() {
            let hands: Vec<Option<PlayerHand>> = hands.split_off(index * n);
            let worth = match point.worth {
                Worth::Points(n) => n,
                Worth::PicksAllocated => {
                    (0..self.seats.len()).filter(|&i| self.contests(index, i, &forfeits)).count() as u32
                }
            };
            let winners = best_among(&hands, 0..self.seats.len());
            points.push(PointReport {
                label: point.label.clone(),
                ranking: point.ranking,
                worth,
                hands,
                winners,
            });
        }
        points.reverse();

        // Forfeited players' chips stay in the pots they reached and they contest nothing; chips
        // that only forfeiting players matched go back to them (docs/rules.md).
        // Bought cards' prices are not bets: they join the main pot (docs/rules.md, "Buying").
        let contributed: Vec<u64> =
            self.seats.iter().map(|s| s.contributed - s.bought.min(s.contributed)).collect();
        let standing: Vec<Standing> = (0..self.seats.len())
            .map(|i| match (self.seats[i].folded, in_hand(i)) {
                (true, _) => Standing::Folded,
                (false, true) => Standing::In,
                (false, false) => Standing::Forfeited,
            })
            .collect();
        let order = SeatOrder { n_seats: self.seats.len(), button: self.button };
        let names: Vec<String> = self.seats.iter().map(|s| s.name.clone()).collect();
        let mut payouts = vec![0u64; self.seats.len()];
        // A hand file always has a seat still in (it refuses one where everyone folded).
        let ShowdownPots { mut pots, mut returned } =
            pots_at_showdown(&contributed, &standing).unwrap_or_default();
        let bought: Vec<(usize, u64)> = self
            .seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.bought > 0)
            .map(|(i, s)| (i, s.bought.min(s.contributed)))
            .collect();
        match pots.first_mut() {
            Some(main) => main.chips += bought.iter().map(|b| b.1).sum::<u64>(),
            // Nobody left to win: the prices go back with the rest.
            None => {
                for (seat, chips) in bought {
                    match returned.iter_mut().find(|r| r.0 == seat) {
                        Some(r) => r.1 += chips,
                        None => returned.push((seat, chips)),
                    }
                }
                crate::engine::sort::sort(&mut returned);
            }
        }
        let mut pot_reports = Vec::with_capacity(pots.len());
        for p in pots {
            let components: Vec<ComponentResult> = points
                .iter()
                .enumerate()
                .map(|(index, pr)| {
                    // In a side pot a picked board may be worth only its contestants' picks.
                    let worth = match self.rules.points()[index].worth {
                        Worth::PicksAllocated if self.rules.worth_by_pot() => {
                            p.eligible.iter().filter(|&&i| self.contests(index, i, &forfeits)).count() as u32
                        }
                        _ => pr.worth,
                    };
                    ComponentResult {
                        label: pr.label.clone(),
                        points: worth,
                        // A dynamic-points board nobody picked is worth nothing and awards nothing.
                        winners: if worth == 0 {
                            vec![]
                        } else {
                            best_among(&pr.hands, p.eligible.iter().copied())
                        },
                    }
                })
                .collect();
            let award = match p.eligible.as_slice() {
                // One contestant left: the pot is theirs, whatever the points say.
                [only] => pot::given_award("the pot", p.chips, &[(*only, p.chips)]),
                _ => {
                    award_pot_with(&p, self.rules.payout(), &components, order, self.rules.odd_stack_chips())
                }
            };
            for &(seat, chips) in &award.payouts {
                payouts[seat] += chips;
            }
            // Uncalled chips: the pot is only what one seat put in above everyone else.
            let uncalled = |only: usize| {
                let others = (0..contributed.len()).filter(|&s| s != only).map(|s| contributed[s]).max();
                contributed[only].checked_sub(others.unwrap_or(0)) == Some(p.chips)
            };
            let instructions = match p.eligible.as_slice() {
                [only] if uncalled(*only) => vec![format!(
                    "Give {} back to {}: nobody else matched it.",
                    pot::money(p.chips, self.chip),
                    names[*only]
                )],
                [only] if uncontested => vec![format!(
                    "{} takes the pot ({}): everyone else folded.",
                    names[*only],
                    pot::money(p.chips, self.chip)
                )],
                _ => pot::instructions(&award, &names, self.chip, order),
            };
            pot_reports.push(PotReport {
                chips: p.chips,
                eligible: p.eligible,
                components,
                award,
                instructions,
            });
        }
        if !returned.is_empty() {
            let chips = returned.iter().map(|r| r.1).sum();
            for &(seat, c) in &returned {
                payouts[seat] += c;
            }
            pot_reports.push(PotReport {
                chips,
                eligible: vec![],
                components: vec![],
                award: pot::given_award("chips nobody can win", chips, &returned),
                instructions: vec![pot::returned_words(&returned, &names, self.chip)],
            });
        }
        ShowdownReport { points, pots: pot_reports, payouts, forfeits }
    }
}

/// What every point's evaluation needs to know of the whole hand, found once.
struct Found {
    uncontested: bool,
    forfeits: Vec<(usize, String)>,
    board_complete: bool,
}

impl Found {
    fn of(hand: &Hand) -> Found {
        let uncontested = hand.uncontested();
        Found {
            uncontested,
            forfeits: hand.forfeits(uncontested),
            board_complete: hand
                .rules
                .table_positions()
                .all(|(p, _)| hand.board.iter().any(|(q, _)| *q == p)),
        }
    }

    /// Seat `i`'s best hand for point `index`, and the hands valued finding it (its selection's
    /// [`Selection::work`]; none when the seat makes no hand to look for).
    fn hand(&self, hand: &Hand, index: usize, i: usize) -> (Option<PlayerHand>, u128) {
        // Everyone else folded before the board was out: no hand is made.
        if !hand.contests(index, i, &self.forfeits) || !self.board_complete {
            return (None, 0);
        }
        let seat = &hand.seats[i];
        let point = &hand.rules.points()[index];
        let selection = hand.selection_for(index, seat);
        let best = best_hand(point.ranking, seat.hole, &selection)
            .map(|best| PlayerHand { description: point.ranking.describe(best.value), best });
        (best, selection.work(seat.hole.len()))
    }
}

/// The seats among `seats` holding the best value in `hands` (none if nobody has a hand).
fn best_among(hands: &[Option<PlayerHand>], seats: impl Iterator<Item = usize> + Clone) -> Vec<usize> {
    let best = seats.clone().filter_map(|i| hands[i].as_ref().map(|h| h.best.value)).max();
    match best {
        None => vec![],
        Some(v) => seats.filter(|&i| hands[i].as_ref().map(|h| h.best.value) == Some(v)).collect(),
    }
}

fn set_of(cards: impl Iterator<Item = Card>) -> CardSet {
    let mut set = CardSet::EMPTY;
    for card in cards {
        set.insert(card);
    }
    set
}
