//! The guide's design principles, checked on every declaration (the catalogue's and a user's):
//! "must be playable with a single complete 52 card deck", and every point can be made. Also the
//! sizes that keep validating an untrusted declaration cheap, since validation builds the rules
//! of every combination of options and derives every board combination of every point.
//!
//! [`check_declared`] runs before anything is derived; [`check_rules`] runs on the rules of each
//! combination of options. Each returns the field and the problem, for [`super::Game`] to name the
//! game.

use super::cost::{self, grouped};
use super::spec::{Combos, Contest, GameSpec, HoleCards, PointCards, Worth};
use super::{PointSource, Rules, Scope};
use crate::engine::ranking::Ranking;
use crate::engine::select::binomial;

/// A refusal: the field and what is wrong with it.
pub(super) type Refusal = (String, String);

/// The most combinations of options a declaration may have: each is built when it is validated.
const MOST_OPTION_COMBINATIONS: usize = 256;
/// The most board combinations one point may allow (the catalogue's largest has a few hundred).
const MOST_COMBINATIONS: u128 = 5_000;
/// The most points a game may have.
const MOST_POINTS: usize = 24;
/// The most options a game may declare (the catalogue's most is three): each is a row of the
/// rules card, and with one choice or more each, more would only be a way to slow every start.
const MOST_OPTIONS: usize = 16;

/// How a point is named in a refusal: its index in the declaration and its label.
pub(super) fn point_field(index: usize, label: &str, field: &str) -> String {
    format!("points[{index}] ({label}).{field}")
}

/// The dynamic points system: the number of picks is the game's (every picked point says the
/// same), a player can make them (no more than the points there are to pick, or every player
/// forfeits every hand), and a point worth its picks is one players pick (else it is worth
/// nothing).
fn check_picks(rules: &Rules) -> Result<(), Refusal> {
    let pickable = rules.pickable_points().len();
    let required = rules.picks_required();
    for (i, p) in rules.points.iter().enumerate() {
        let field = |f: &str| point_field(i, &p.label, f);
        if let (Contest::PickedBy { picks_required }, Some(first)) = (p.contest, required) {
            if picks_required != first {
                return Err((
                    field("contest"),
                    format!("each player picks {picks_required} here but {first} on an earlier point: the number of picks is the game's"),
                ));
            }
            if picks_required == 0 || picks_required > pickable {
                return Err((
                    field("contest"),
                    format!(
                        "each player picks {}, but {} players pick: choose 1 to {pickable}",
                        crate::engine::card::Count(picks_required, "point"),
                        match pickable {
                            1 => "there is one point".to_string(),
                            n => format!("there are {n} points"),
                        }
                    ),
                ));
            }
        }
        if p.worth == Worth::PicksAllocated && p.contest == Contest::Everyone {
            return Err((
                field("worth"),
                "worth as many points as players picked it, but players do not pick it: it would be worth nothing".into(),
            ));
        }
    }
    Ok(())
}

/// Checks that need nothing derived: sizes, counts and labels.
pub(super) fn check_declared(spec: &GameSpec) -> Result<(), Refusal> {
    let deck = spec.deck.card_count();
    let refuse = |field: &str, problem: String| Err((field.to_string(), problem));
    // First, so that a huge list is refused before anything walks it.
    if spec.options.len() > MOST_OPTIONS {
        return refuse("options", format!("{} options; at most {MOST_OPTIONS}", spec.options.len()));
    }
    if spec.players.1 > deck {
        return refuse("players", format!("at most {deck} players can be dealt from {deck} cards"));
    }
    match spec.hole_cards {
        HoleCards::Fixed(n) if n == 0 || n > deck => {
            return refuse("hole_cards", format!("{n} hole cards: choose 1 to {deck}"));
        }
        // Keeping every card is not a discarding game: the dealing guide would wait for throws
        // nobody makes.
        HoleCards::DiscardDownTo { dealt, at_showdown } if at_showdown == 0 || at_showdown >= dealt => {
            return refuse(
                "hole_cards",
                format!(
                    "discarding {dealt} down to {at_showdown}: keep 1 to {} cards",
                    dealt.saturating_sub(1)
                ),
            );
        }
        HoleCards::DiscardDownTo { dealt, .. } if dealt > deck => {
            return refuse("hole_cards", format!("{dealt} hole cards: choose 1 to {deck}"));
        }
        _ => {}
    }
    check_texts(spec)?;
    for p in &spec.positions {
        let on_grid = |v: f32| v.is_finite() && (0.0..=MOST_SLOTS).contains(&v);
        if !on_grid(p.x) || !on_grid(p.y) {
            return Err((
                format!("positions.{}", p.id),
                format!("x {} and y {} must be 0 to {MOST_SLOTS} card slots", p.x, p.y),
            ));
        }
    }
    if spec.positions.len() > deck {
        return refuse(
            "positions",
            format!("{} positions are more than the deck's {deck} cards", spec.positions.len()),
        );
    }
    let combinations = spec
        .options
        .iter()
        .try_fold(1usize, |n, o| n.checked_mul(o.choices.len().max(1)))
        .unwrap_or(usize::MAX);
    if combinations > MOST_OPTION_COMBINATIONS {
        return refuse(
            "options",
            format!("{combinations} combinations of choices; at most {MOST_OPTION_COMBINATIONS}"),
        );
    }
    if spec.points.len() > MOST_POINTS {
        return refuse("points", format!("{} points; at most {MOST_POINTS}", spec.points.len()));
    }
    for (i, point) in spec.points.iter().enumerate() {
        if point.must_use.len() > 5 {
            return Err((
                point_field(i, &point.label, "must_use"),
                format!("{} mandatory cards: a hand has five", point.must_use.len()),
            ));
        }
        if let PointCards::Board(combos) = &point.cards {
            if let Some(k) = bad_k(combos) {
                return Err((point_field(i, &point.label, "cards"), format!("k is {k}: take 1 to 5 cards")));
            }
            let n = bound(combos);
            if n > MOST_COMBINATIONS {
                return Err((
                    point_field(i, &point.label, "cards"),
                    format!("up to {n} board combinations; at most {MOST_COMBINATIONS}"),
                ));
            }
        }
    }
    // Validation derives every point's combinations once per combination of options.
    let derived = spec
        .points
        .iter()
        .map(|p| match &p.cards {
            PointCards::Board(combos) => bound(combos),
            _ => 0,
        })
        .fold(0u128, u128::saturating_add)
        .saturating_mul(combinations as u128);
    if derived > cost::VALIDATION_BUDGET {
        return refuse(
            "points",
            format!(
                "the points derive up to {} board combinations in all over {} of options; at most {}",
                grouped(derived),
                crate::engine::card::Count(combinations, "combination"),
                grouped(cost::VALIDATION_BUDGET)
            ),
        );
    }
    Ok(())
}

/// The farthest a position may be drawn from the corner, in card slots (the catalogue's widest
/// layout is under nine).
const MOST_SLOTS: f32 = 50.0;

/// Every text a declaration shows or keys by: present, and short enough for a phone's screen and
/// a message (a position id is a key in every hand file, so it has no spaces either).
fn check_texts(spec: &GameSpec) -> Result<(), Refusal> {
    let check = |field: String, text: &str, most: usize, optional: bool| -> Result<(), Refusal> {
        let n = text.chars().count();
        if (n == 0 || text.trim().is_empty()) && !optional {
            Err((field, "is empty".into()))
        } else if n > most {
            Err((field, format!("is {n} characters long; at most {most}")))
        } else {
            Ok(())
        }
    };
    check("id".into(), &spec.id, 60, false)?;
    check("name".into(), &spec.name, 120, false)?;
    check("family".into(), &spec.family, 60, true)?;
    check("summary".into(), &spec.summary, 600, true)?;
    for (i, p) in spec.positions.iter().enumerate() {
        check(format!("positions[{i}].id"), &p.id, 16, false)?;
        if p.id.chars().any(char::is_whitespace) {
            return Err((format!("positions[{i}].id"), format!("\"{}\" has a space in it", p.id)));
        }
    }
    for (i, s) in spec.streets.iter().enumerate() {
        check(format!("streets[{i}].name"), &s.name, 40, false)?;
    }
    for (i, p) in spec.points.iter().enumerate() {
        check(format!("points[{i}].label"), &p.label, 60, false)?;
    }
    for (i, o) in spec.options.iter().enumerate() {
        check(format!("options[{i}].key"), &o.key, 30, false)?;
        check(format!("options[{i}].label"), &o.label, 120, false)?;
        for (j, (key, label)) in o.choices.iter().enumerate() {
            check(format!("options[{i}].choices[{j}]"), key, 30, false)?;
            check(format!("options[{i}].choices[{j}]"), label, 120, false)?;
        }
    }
    Ok(())
}

/// A `k` outside 1 to 5 in a combination rule.
fn bad_k(combos: &Combos) -> Option<usize> {
    match combos {
        Combos::Choose { k, .. } | Combos::NonAdjacent { k, .. } | Combos::Connected { k, .. } => {
            (*k == 0 || *k > 5).then_some(*k)
        }
        Combos::Product(parts) | Combos::AnyOf(parts) => parts.iter().find_map(bad_k),
        _ => None,
    }
}

/// At least as many combinations as the rule derives, computed without deriving them.
fn bound(combos: &Combos) -> u128 {
    match combos {
        Combos::Choose { from, k }
        | Combos::NonAdjacent { from, k, .. }
        | Combos::Connected { from, k, .. } => binomial(from.len(), *k),
        Combos::Rows { from } | Combos::Columns { from } | Combos::Diagonals { from } => from.len() as u128,
        Combos::Whole(_) => 1,
        Combos::Product(parts) => parts.iter().fold(1u128, |n, p| n.saturating_mul(bound(p))),
        Combos::AnyOf(parts) => parts.iter().fold(0u128, |n, p| n.saturating_add(bound(p))),
    }
}

/// The fewest cards a hand of this ranking has: five for a low, one for high and badugi (a short
/// high hand, a one-card badugi).
fn least_cards(ranking: Ranking) -> usize {
    if ranking.low().is_some() {
        5
    } else {
        1
    }
}

/// The fewest hole cards a player needs at showdown to make point `index`'s hand.
fn hole_needed(rules: &Rules, index: usize) -> usize {
    let point = &rules.points[index];
    match &point.source {
        PointSource::Board(combos) => {
            combos.iter().map(|c| 5usize.saturating_sub(c.len())).min().unwrap_or(5)
        }
        PointSource::HoldemStyle(positions) => least_cards(point.ranking).saturating_sub(positions.len()),
        PointSource::Hand => least_cards(point.ranking),
    }
}

/// The most players a deck of `deck` cards deals `each` cards to, beside `board` board cards.
fn players_dealt(deck: usize, board: usize, each: usize) -> usize {
    deck.saturating_sub(board) / each.max(1)
}

/// The most players for whom every point of `rules` can be made: with a fixed number of hole
/// cards, every player count the game seats; with "as many as the deck allows", the count at
/// which the point needing the most hole cards still gets them (a five-card hand low on a double
/// board can be made by up to eight players, not ten).
pub fn every_point_made_up_to(rules: &Rules) -> usize {
    let deck = rules.deck.card_count();
    // The burns a table of the game deals by default are kept back as the board is.
    let board = rules.positions.iter().filter(|p| p.scope == Scope::Table).count() + rules.default_burns;
    let own = rules.positions.iter().filter(|p| p.scope == Scope::EachPlayer).count();
    match rules.hole_cards {
        HoleCards::MaxFromDeck => {
            let needed = (0..rules.points.len()).map(|i| hole_needed(rules, i)).max().unwrap_or(0);
            players_dealt(deck, board, needed.max(2) + own).min(rules.players.1)
        }
        _ => rules.players.1,
    }
}

/// The showdown at the game's heaviest table values no more hands than [`cost::SHOWDOWN_BUDGET`]:
/// a refusal names the point that values the most, and both counts.
fn check_cost(rules: &Rules) -> Result<(), Refusal> {
    let cost = cost::showdown_cost(rules);
    if cost.hands <= cost::SHOWDOWN_BUDGET {
        return check_unit(rules);
    }
    let (field, of_it) = match cost.heaviest {
        // The point's own share is said only when other points add to it.
        Some((i, hands)) => (
            point_field(i, &rules.points[i].label, "cards"),
            if hands < cost.hands {
                format!("; this point alone values {}", grouped(hands))
            } else {
                String::new()
            },
        ),
        None => ("points".to_string(), String::new()),
    };
    Err((
        field,
        format!(
            "scoring a hand of {} players would value up to {} hands{of_it}; a game may take at most {} \
             (fewer board combinations, shared places or hole cards)",
            cost.players,
            grouped(cost.hands),
            grouped(cost::SHOWDOWN_BUDGET)
        ),
    ))
}

/// One player's hand for one point is one step of a showdown scored in steps: bounded on its own,
/// so a page scoring a game within the whole budget still draws a frame between steps.
fn check_unit(rules: &Rules) -> Result<(), Refusal> {
    match cost::heaviest_unit(rules) {
        Some(unit) if unit.hands > cost::UNIT_BUDGET => Err((
            point_field(unit.point, &rules.points[unit.point].label, "cards"),
            format!(
                "one player's hand for this point would value up to {} hands at {} players; a point may \
                 take at most {} for one player (fewer board combinations, shared places or hole cards)",
                grouped(unit.hands),
                unit.players,
                grouped(cost::UNIT_BUDGET)
            ),
        )),
        _ => Ok(()),
    }
}

/// One deck is enough for the most players, and every point can be made with the hole cards each
/// player holds at the showdown (with "as many as the deck allows", at least at the fewest
/// players); a refusal says for how many players the game works.
pub(super) fn check_rules(rules: &Rules) -> Result<(), Refusal> {
    let deck = rules.deck.card_count();
    let board = rules.positions.iter().filter(|p| p.scope == Scope::Table).count();
    if board >= deck {
        return Err(("positions".into(), "the board needs the whole deck".into()));
    }
    let own = rules.positions.iter().filter(|p| p.scope == Scope::EachPlayer).count();
    // From here the board counts the burns a table of the game deals by default (its declared
    // dealing defaults): they are kept back from the players as the board's cards are.
    let burns = rules.default_burns;
    let kept = board + burns;
    // Each player throws one card after each street is dealt (Throw dem: five down to two over the
    // flop, turn and river), so the throws and the streets must agree.
    if let HoleCards::DiscardDownTo { dealt, at_showdown } = rules.hole_cards {
        if let Some(i) = rules.points.iter().position(|p| !p.dead_ranks_from.is_empty()) {
            return Err((
                point_field(i, &rules.points[i].label, "dead_ranks_from"),
                "dead ranks and discarding down (Throw dem) together are not supported: hands would shrink two ways"
                    .into(),
            ));
        }
        let throws = dealt - at_showdown;
        if throws != rules.streets.len() {
            return Err((
                "hole_cards".into(),
                format!(
                    "discarding {dealt} down to {at_showdown} is {throws} throws, one after each street, but the game has {} streets",
                    rules.streets.len()
                ),
            ));
        }
    }
    check_picks(rules)?;
    check_cost(rules)?;
    let (least, most) = rules.players;
    for i in 0..rules.points.len() {
        let needed = hole_needed(rules, i);
        let field = || point_field(i, &rules.points[i].label, "cards");
        match rules.hole_cards {
            HoleCards::Fixed(held) | HoleCards::DiscardDownTo { at_showdown: held, .. } if needed > held => {
                return Err((
                    field(),
                    format!("needs {needed} hole cards, but a player holds {held} at the showdown"),
                ));
            }
            HoleCards::MaxFromDeck if players_dealt(deck, kept, needed + own) < least => {
                let up_to = players_dealt(deck, kept, needed + own);
                return Err((
                    field(),
                    format!(
                        "needs {needed} hole cards each, which the deck deals to at most {up_to} players, fewer than the game's {least}"
                    ),
                ));
            }
            _ => {}
        }
    }
    // The most players must all get their cards from one deck (Ring of Fire's four hole cards and
    // a ring card each, Throw dem's five, cannot go round ten players). A game dealt "as many as
    // the deck allows" counts two each, the fewest it deals.
    let dealt = match rules.hole_cards {
        HoleCards::Fixed(n) | HoleCards::DiscardDownTo { dealt: n, .. } => n,
        HoleCards::MaxFromDeck => 2,
    };
    let each = dealt + own;
    let fits = players_dealt(deck, kept, each);
    if fits < most {
        let works = if fits >= least {
            format!("the game works for {least} to {fits} players")
        } else if fits >= 2 {
            format!("the game works for at most {fits} players")
        } else {
            "no number of players can be dealt".to_string()
        };
        let burned = if burns > 0 { format!(" + {burns} burns") } else { String::new() };
        return Err((
            "players".into(),
            format!(
                "{most} players need {} cards ({board} board{burned} + {most} x {each}), more than the deck's {deck}: {works}",
                kept + most * each
            ),
        ));
    }
    Ok(())
}
