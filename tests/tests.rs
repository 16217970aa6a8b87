//! The one integration-test binary. Each module's remit is on its `mod` line.
#![allow(clippy::disallowed_methods, reason = "tests never reach the browser bundle")]

/// Betting: the hand file's betting section, `cap bet`, the pot limit.
mod betting;

/// The teaching drills in every game, their answers checked against the reference showdown.
mod drills;

/// Equity: exact enumeration against a brute force scored by the reference showdown, sampling
/// within its error, `cap equity`.
mod equity;

/// Exact odds are the showdown's mean: every completion paid by `cap showdown`'s reader and
/// resolver, odd chips, side pots and dead hands included; the outs with one card to come.
mod exact_odds;

/// The `cap` command line: exit codes, help and errors on stderr.
mod cli;

/// `cap games`, `cap layout` and `cap showdown` for Chinese poker, Open Face Chinese and 32-card
/// draw: the documents' worked examples as hand files, and every refusal naming what is wrong.
mod cli_table_games;

/// Issue 34: the whole evening: stacks from hand to hand, corrections re-flowing, refusals naming
/// the event, the hand, the player and the amount, the settle-up, `cap evening`, random evenings.
mod evening;
/// Random evenings through the screen's model (issue 34): random money moves and dealt hands,
/// chips conserved after every step, the settle-up summing to zero.
mod evening_flow;

/// Side pots, split stacks, points and odd chips: properties and the words a dealer reads.
mod pots;

/// Cards, card sets and decks: parsing, printing, errors that name the text.
mod cards;

/// The plain reference evaluator the rankings are checked against (not itself a test).
mod reference;

/// Hand rankings: exhaustive counts, agreement with the reference, worked examples.
mod rankings;

/// Best-hand selection: Omaha-style, make-5, hold'em-style, hand points, mandatory cards.
mod selection;

/// The built-in catalogue: every game validates; names, ids and geometry agree with the guide.
mod catalogue;

/// The first screen written into index.html agrees with the catalogue.
mod first_screen;

/// Dealing: the script, counts, extra cards, card actions and undo, for every game and from the guide.
mod deal;

/// An independent showdown written from the guide, compared with the engine on random and awkward hands.
mod showdown_reference;

/// Chinese poker: settings, fouls, specials, every rule set, settlement and the best-setting search.
mod chinese;

/// Whole hands across the parts: random legal hands of every game and option, dealt to the showdown.
mod whole_hands;

/// Worked examples from the guide for every game, and properties of the showdown.
mod showdown;

/// Issue 24: the colour-blind safe deck's suits, read from the style sheet, stay apart with each
/// colour blindness (simulated) and read at AA contrast.
mod deck_colours;

/// Issue 33: layers you can see: no circle between files or folders of `src/`, no arrow up a
/// declared layer table.
mod layers;

/// What clippy cannot say: no import circles, `Shown` not `<Show>`, no seating rule in the UI.
mod conventions;

/// Issue 25: full-range amounts in every payout engine are refused with a message or paid exactly.
mod amounts;

/// Issue 25: `cap` refuses huge amounts, duplicate keys and impossible tables with one line naming
/// the field, and reads messages a person can read.
mod hand_file_refusals;

/// Issue 36: a showdown's cost is bounded at validation; the declarations that froze the app are
/// refused naming the point; any declaration that validates scores within its bound.
mod cost;

/// Issue 21: games as declarations: every catalogue game's declaration reads back and scores inline
/// exactly like its id; random declarations validate or name the field, and deal and score.
mod declared_games;

/// Issue 21: random declared games scored by the engine and by the reference showdown, which reads
/// each declaration itself from its JSON.
mod declared_reference;

/// Issue 21: a declaration's dealing defaults (ESG, Christmas, burns, the undealt cards): read,
/// written, refused naming the field, and dealt with.
mod declared_dealing;

/// The options where tables read a rule differently (issue 21): a worked example each, the same
/// cards under each choice.
mod table_options;

/// Issue 36, item 9: one bound for every number and name (hole counts, money, names), checked by
/// reproductions and by hostile numbers and names at random.
mod bounds;
