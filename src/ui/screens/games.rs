//! The games screen: the catalogue, grouped by layout family and searchable.
//!
//! It is the first screen a phone shows, so it is not drawn here: `index.html` carries it as static
//! markup (written by [`crate::first_screen`]), shown while the WebAssembly downloads. This
//! attaches the search box, the stars and the buttons to that markup, and keeps the stars and the
//! shortlists (favourites, recently played) in step with what is saved. No game is built to be
//! listed; a game's rules are built when it is opened.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::first_screen::{count_text, entries, matches, shortlist_markup, star, SCORERS};
use crate::model::marks::GameMarks;
use crate::ui::shell::{clicked_button, elements, listen};
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
    let typed = input.value();
    if !typed.trim().is_empty() {
        search(&screen, &typed);
    }
    let (searched, field) = (screen.clone(), input.clone());
    listen(&input, "input", move |_| search(&searched, &field.value()));
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
    // The page is drawn with no star pressed and the shortlists empty.
    Effect::new(move |drawn: Option<GameMarks>| {
        let now = state.marks.get();
        redraw_marks(&screen, &drawn.unwrap_or_default(), &now);
        now
    });
}

/// Shows the rows and the scorers that match every word of `query` (and the families that keep
/// one), and says how many of each.
fn search(screen: &web_sys::Element, query: &str) {
    let rows = entries();
    let shown: Vec<&str> = rows.iter().filter(|e| matches(e, query)).map(|e| e.id).collect();
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
        count.set_text_content(Some(&count_text(shown.len(), scorers.len())));
    }
    if let Some(empty) = screen.query_selector(".games__empty").ok().flatten() {
        let _ = empty.toggle_attribute_with_force("hidden", !shown.is_empty() || !scorers.is_empty());
    }
}

/// Brings the stars and the shortlists from what `drawn` shows to what `now` says.
fn redraw_marks(screen: &web_sys::Element, drawn: &GameMarks, now: &GameMarks) {
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
        if was == ids {
            continue;
        }
        if let Ok(Some(section)) = screen.query_selector(&format!("[data-list=\"{list}\"]")) {
            let chips = shortlist_markup(ids);
            let _ = section.toggle_attribute_with_force("hidden", chips.is_empty());
            if let Ok(Some(ul)) = section.query_selector("ul") {
                ul.set_inner_html(&chips);
            }
        }
    }
}
