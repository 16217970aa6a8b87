//! The games screen: the catalogue, grouped by layout family and searchable.
//!
//! It is the first screen a phone shows, so it is not drawn here: `index.html` carries it as static
//! markup (written by [`crate::first_screen`]), shown while the WebAssembly downloads. This
//! attaches the search box, the stars and the buttons to that markup, and keeps the stars and the
//! shortlists (favourites, recently played) in step with what is saved, and draws the user's own
//! games ("Your games", rows like the catalogue's, searched and counted with them). No game is
//! built to be listed; a game's rules are built when it is opened.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::first_screen::{
    count_text, entries, matches, my_rows_markup, shortlist_markup, star, MyRow, SCORERS,
};
use crate::model::marks::GameMarks;
use crate::ui::dom::{clicked_button, elements, listen};
use crate::ui::state::{AppState, Screen};

/// Attaches the games screen to the page's markup. Text typed into the search box before the app
/// arrived is searched for at once.
pub fn attach_games(state: AppState) {
    let Some(screen) = document().query_selector(".games").ok().flatten() else { return };
    let Some(input) = screen
        .query_selector("input[type=search]")
        .ok()
        .flatten()
        .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let (searched, field) = (screen.clone(), input.clone());
    listen(&input, "input", move |_| {
        state.my_rows.with_untracked(|mine| search(&searched, &field.value(), mine))
    });
    listen(&screen, "click", move |ev| {
        let Some(button) = clicked_button(&ev) else { return };
        let game = || button.closest("[data-game]").ok().flatten()?.get_attribute("data-game");
        if button.class_list().contains("games__star") {
            if let Some(id) = game() {
                state.marks.update(|m| m.toggle_favourite(&id));
            }
        } else if let Some(named) = button.get_attribute("data-screen").and_then(|n| Screen::named(&n)) {
            state.screen.set(named);
        } else if let Some(id) = game() {
            state.screen.set(Screen::Game(id));
        }
    });
    // The page is drawn with no star pressed, the shortlists empty and no game of the user's.
    // Text typed into the search box before the app arrived is searched for at once.
    let mine_screen = screen.clone();
    Effect::new(move |_| {
        let favourites = state.marks.with(|m| m.favourites.clone());
        state.my_rows.with(|rows| {
            redraw_mine(&mine_screen, rows, &favourites);
            search(&mine_screen, &input.value(), rows);
        });
    });
    Effect::new(move |drawn: Option<(GameMarks, Vec<MyRow>)>| {
        let now = (state.marks.get(), state.my_rows.get());
        let (marks, rows) = drawn.unwrap_or_default();
        redraw_marks(&screen, &marks, &now.0, rows != now.1, &now.1);
        now
    });
}

/// Shows the rows and the scorers that match every word of `query` (and the families that keep
/// one), and says how many of each.
fn search(screen: &web_sys::Element, query: &str, mine: &[MyRow]) {
    let rows = entries();
    let shown: Vec<&str> = rows.iter().filter(|e| matches(e, query)).map(|e| e.id).collect();
    let mine_shown: Vec<&str> = mine.iter().filter(|r| r.matches(query)).map(|r| r.id.as_str()).collect();
    if let Some(section) = screen.query_selector(".games__mine").ok().flatten() {
        for item in elements(&section, ".games__item") {
            let matched = item.get_attribute("data-game").is_some_and(|id| mine_shown.contains(&id.as_str()));
            let _ = item.toggle_attribute_with_force("hidden", !matched);
        }
        let _ = section.toggle_attribute_with_force("hidden", mine_shown.is_empty());
    }
    let games = shown.len() + mine_shown.len();
    for family in elements(screen, ".games__catalogue .games__family") {
        let mut any = false;
        for item in elements(&family, ".games__item") {
            let matched = item.get_attribute("data-game").is_some_and(|id| shown.contains(&id.as_str()));
            let _ = item.toggle_attribute_with_force("hidden", !matched);
            any |= matched;
        }
        let _ = family.toggle_attribute_with_force("hidden", !any);
    }
    let scorers: Vec<&str> = SCORERS.iter().filter(|s| s.matches(query)).map(|s| s.screen).collect();
    if let Some(section) = screen.query_selector(".games__scorers").ok().flatten() {
        for button in elements(&section, "[data-screen]") {
            let matched = button.get_attribute("data-screen").is_some_and(|s| scorers.contains(&s.as_str()));
            let _ = button.toggle_attribute_with_force("hidden", !matched);
        }
        let _ = section.toggle_attribute_with_force("hidden", scorers.is_empty());
    }
    // The shortlists step aside while searching (the style sheet reads this).
    let _ = screen.toggle_attribute_with_force("data-searching", !query.trim().is_empty());
    if let Some(count) = screen.query_selector(".games__count").ok().flatten() {
        count.set_text_content(Some(&count_text(games, scorers.len())));
    }
    if let Some(empty) = screen.query_selector(".games__empty").ok().flatten() {
        let _ = empty.toggle_attribute_with_force("hidden", games > 0 || !scorers.is_empty());
    }
}

/// Draws the user's games (their section is shown by [`search`], when one matches).
fn redraw_mine(screen: &web_sys::Element, rows: &[MyRow], favourites: &[String]) {
    if let Ok(Some(list)) = screen.query_selector(".games__mine ul") {
        list.set_inner_html(&my_rows_markup(rows, favourites));
    }
}

/// Brings the stars and the shortlists from what `drawn` shows to what `now` says (the
/// shortlists again when the user's games changed: `mine` names them).
fn redraw_marks(
    screen: &web_sys::Element,
    drawn: &GameMarks,
    now: &GameMarks,
    mine_changed: bool,
    mine: &[MyRow],
) {
    let (before, after) = (&drawn.favourites, &now.favourites);
    for id in
        after.iter().filter(|id| !before.contains(id)).chain(before.iter().filter(|id| !after.contains(id)))
    {
        let selector = format!("[data-game=\"{id}\"] .games__star");
        if let Ok(Some(button)) = screen.query_selector(&selector) {
            let (pressed, glyph) = star(after.contains(id));
            let _ = button.set_attribute("aria-pressed", pressed);
            button.set_text_content(Some(glyph));
        }
    }
    for (list, was, ids) in
        [("favourites", &drawn.favourites, &now.favourites), ("recent", &drawn.recent, &now.recent)]
    {
        if was == ids && !mine_changed {
            continue;
        }
        if let Ok(Some(section)) = screen.query_selector(&format!("[data-list=\"{list}\"]")) {
            let chips = shortlist_markup(ids, mine);
            let _ = section.toggle_attribute_with_force("hidden", chips.is_empty());
            if let Ok(Some(ul)) = section.query_selector("ul") {
                ul.set_inner_html(&chips);
            }
        }
    }
}
