//! The model: what the screens edit and remember, as plain values with their rules.
//!
//! One sentence decides what goes here rather than in `ui/`: if it would be worth a `#[test]`, it
//! belongs here. The model uses the engine and no web crate; it is compiled for both targets and
//! tested natively by `cargo test`. The UI keeps signals *of* these values and calls their
//! methods (the intents); a screen file is a view.
//!
//! - [`settings`]: how the app looks; [`marks`]: favourite and recent games;
//! - [`seating`]: the table as last seated, by the engine's seating rule
//!   ([`crate::engine::seating`]); [`deal_form`]: the options a deal starts with; [`dealing`]: a
//!   hand being dealt with the dealing guide;
//! - the scorers' entry models: [`ofc`] (Open Face Chinese), [`draw32`] (32-card draw, with
//!   [`draw32_words`], its table in words) and
//!   [`chinese`] (Chinese poker seat defaults and option tables), [`chinese_entry`] (its cards
//!   tapped into rows) and [`chinese_results`] (its result in words), with [`words`] they share;
//! - [`betting`]: the table's betting structure, what the dealing guide shows of the round and
//!   the dealer's taps as the engine's actions;
//! - [`odds`]: who's ahead, as the odds panel words it, counted a step at a time;
//! - [`history`]: the kept hands, one record each, and which of them are saved; [`stores`]: what
//!   the app saves ([`stored`]: a value as local storage keeps it, read in words), and a store's export when its save fails; [`problems`]: the storage problems
//!   told, with those exports; [`versions`]: what another tab's write of a shared store replaces,
//!   and what this tab does with it;
//! - [`hand_entry`]: the hand being entered as the screens change it (a card picked or taken
//!   back, another tab's hand, a hand a link replaces);
//! - [`hand_screen`]: what the hand screen reads off the draft and the showdown, in words;
//! - [`undo`]: what New game, Delete and the OFC New hand removed, and putting it back;
//! - [`rules_card`]: what the rules card's drawing lights when a street or a point is tapped;
//! - [`app`]: the application core: what the app keeps and how (the small stores, the history,
//!   imports, the user's games), as state changes and commands the UI runs, tested in a
//!   simulated browser;
//! - [`drills`]: the teaching drills (where the card goes, who wins, how to cut) and the progress
//!   they keep;
//! - [`tonight`]: the whole evening at one table (issue 34): its stacks, hands and settle-up.

pub mod app;
pub mod betting;
pub mod chinese;
pub mod chinese_entry;
pub mod chinese_results;
pub mod deal_form;
pub mod deal_story;
pub mod dealing;
pub mod designer;
pub mod draw32;
pub mod draw32_words;
pub mod drills;
pub mod hand_entry;
pub mod hand_life;
pub mod hand_screen;
pub mod history;
pub mod marks;
pub mod my_games;
pub mod odds;
pub mod ofc;
pub mod opening;
pub mod problems;
pub mod rules_card;
pub mod scoring;
pub mod seating;
pub mod settings;
pub mod stored;
pub mod stores;
pub mod tonight;
pub mod undo;
pub mod versions;
pub mod words;

use crate::engine::seating::{default_name, same_name};

/// The scorers' default names, in the order seats are added.
const COMPASS: [&str; 4] = ["North", "East", "South", "West"];

/// A name for a new seat that no seated player has: the first compass point not taken, else
/// "Player N" for seat `seat`.
pub(crate) fn free_compass_name(taken: &[&str], seat: usize) -> String {
    COMPASS
        .iter()
        .find(|c| !taken.iter().any(|t| same_name(t, c)))
        .map_or_else(|| default_name(seat), |c| c.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_seat_takes_the_first_compass_point_nobody_has() {
        assert_eq!(free_compass_name(&["North", "South"], 2), "East");
        assert_eq!(free_compass_name(&["north ", "East", "South"], 3), "West");
        assert_eq!(free_compass_name(&["North", "East", "South", "West"], 4), "Player 5");
    }
}
