//! The games screen: the catalogue, grouped by layout family and searchable.
//!
//! The list is the engine's listing of the catalogue; this screen only groups and filters it.
//!
//! It is the first screen a phone shows, so it is cheap to draw: no game is built or validated to
//! be listed (a game's rules are built when it is opened), and the rows are one piece of static
//! markup, set at once and never redrawn, with one click listener for all of them. Typing in the
//! search box recomputes one memo (the ids that match) and one effect hides the other rows;
//! another effect keeps the stars in step with the favourites.

use std::collections::BTreeSet;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::game::catalogue::{listed, listing};
use crate::ui::state::{AppState, Screen};

/// One row of the list: what the screen shows of a game.
#[derive(Clone, PartialEq)]
struct Entry {
    id: &'static str,
    family: &'static str,
    /// The name without a prefix that repeats the family ("High/low/hand (3 points)").
    title: &'static str,
    summary: &'static str,
}

/// The catalogue as rows, in catalogue order.
fn entries() -> Vec<Entry> {
    listing()
        .iter()
        .map(|spec| {
            // "Double board: High/high/hand" reads "High/high/hand" under its family heading;
            // "Omaha: High" keeps its prefix under "Hold'em and Omaha".
            let title = spec
                .name
                .strip_prefix(spec.family)
                .and_then(|rest| rest.strip_prefix(": "))
                .unwrap_or(spec.name);
            Entry { id: spec.id, family: spec.family, title, summary: spec.summary }
        })
        .collect()
}

/// Whether a row matches every word of the search text. Case is folded in ASCII only: the
/// catalogue's letters are all ASCII, and Unicode's case tables would cost the bundle ~20 KB.
fn matches(entry: &Entry, query: &str) -> bool {
    if query.trim().is_empty() {
        return true;
    }
    let haystack =
        format!("{} {} {} {}", entry.family, entry.title, entry.id, entry.summary).to_ascii_lowercase();
    query.split_whitespace().all(|word| haystack.contains(&word.to_ascii_lowercase()))
}

/// Groups rows by family, keeping the catalogue's order of families and games.
fn grouped(rows: Vec<Entry>) -> Vec<(&'static str, Vec<Entry>)> {
    let mut groups: Vec<(&'static str, Vec<Entry>)> = Vec::new();
    for row in rows {
        match groups.iter_mut().find(|(f, _)| *f == row.family) {
            Some((_, list)) => list.push(row),
            None => groups.push((row.family, vec![row])),
        }
    }
    groups
}

/// Text made safe to put in markup, inside an element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A star's pressed state and glyph.
fn star(on: bool) -> (&'static str, &'static str) {
    if on {
        ("true", "★")
    } else {
        ("false", "☆")
    }
}

/// The whole list as markup, families in catalogue order, stars as `favourites` has them. One
/// string set at once is far cheaper for the browser than an element, attribute and text at a time.
fn catalogue_markup(rows: &[Entry], favourites: &[String]) -> String {
    let mut html = String::with_capacity(rows.len() * 320);
    for (family, rows) in grouped(rows.to_vec()) {
        let family = escape(family);
        html += &format!(
            "<section class=\"games__family\" aria-label=\"{family}\">\
             <h3 class=\"games__family-name\">{family}</h3><ul class=\"games__list\">"
        );
        for e in rows {
            let id = escape(e.id);
            let name_id = format!("game-name-{}", id.replace('/', "-"));
            let (pressed, glyph) = star(favourites.iter().any(|f| f == e.id));
            html += &format!(
                "<li class=\"games__item\" data-game=\"{id}\">\
                 <button type=\"button\" class=\"games__open\">\
                 <span class=\"games__name\" id=\"{name_id}\">{}</span>\
                 <span class=\"games__summary\">{}</span></button>\
                 <button type=\"button\" class=\"games__star\" aria-pressed=\"{pressed}\" \
                 aria-label=\"Favourite\" aria-describedby=\"{name_id}\">{glyph}</button></li>",
                escape(e.title),
                escape(e.summary),
            );
        }
        html += "</ul></section>";
    }
    html
}

/// The elements of `root` with this class, in document order.
fn elements(root: &web_sys::Element, class: &str) -> Vec<web_sys::Element> {
    let found = root.get_elements_by_class_name(class);
    (0..found.length()).filter_map(|i| found.item(i)).collect()
}

/// The game row's button a click landed in, and the game's id.
fn clicked_row(ev: &leptos::ev::MouseEvent) -> Option<(web_sys::Element, String)> {
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let button = target.closest("button").ok()??;
    let id = button.closest(".games__item").ok()??.get_attribute("data-game")?;
    Some((button, id))
}

/// Lists the catalogue by family, filtered by the search box as the user types.
#[component]
pub fn GamesScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let rows = entries();
    let drawn = state.marks.with_untracked(|m| m.favourites.clone());
    let markup = catalogue_markup(&rows, &drawn);
    let every: BTreeSet<&'static str> = rows.iter().map(|e| e.id).collect();
    let all = StoredValue::new(rows);
    let (query, set_query) = signal(String::new());
    // The ids of the rows that match the search.
    let shown = Memo::new(move |_| {
        query.with(|q| {
            all.with_value(|rows| {
                rows.iter().filter(|e| matches(e, q)).map(|e| e.id).collect::<BTreeSet<_>>()
            })
        })
    });
    let count = move || shown.with(BTreeSet::len);
    let catalogue = NodeRef::<leptos::html::Div>::new();
    // A search hides the rows that do not match, and a family with no row left. The list is drawn
    // with every row showing, so there is nothing to do until the search first changes that.
    Effect::new(move |was: Option<bool>| {
        let every_row = shown.with(|s| s.len() == every.len());
        let Some(root) = catalogue.get() else { return every_row };
        if every_row && was.unwrap_or(true) {
            return true;
        }
        shown.with(|shown| {
            for family in elements(&root, "games__family") {
                let mut any = false;
                for item in elements(&family, "games__item") {
                    let matched =
                        item.get_attribute("data-game").is_some_and(|id| shown.contains(id.as_str()));
                    let _ = item.toggle_attribute_with_force("hidden", !matched);
                    any |= matched;
                }
                let _ = family.toggle_attribute_with_force("hidden", !any);
            }
        });
        every_row
    });
    // The stars follow the favourites: those that changed since the list was drawn, or since last time.
    Effect::new(move |before: Option<Vec<String>>| {
        let now = state.marks.with(|m| m.favourites.clone());
        let before = before.unwrap_or_else(|| drawn.clone());
        let Some(root) = catalogue.get() else { return before };
        for id in
            now.iter().filter(|id| !before.contains(id)).chain(before.iter().filter(|id| !now.contains(id)))
        {
            let selector = format!("[data-game=\"{id}\"] .games__star");
            if let Ok(Some(button)) = root.query_selector(&selector) {
                let (pressed, glyph) = star(now.contains(id));
                let _ = button.set_attribute("aria-pressed", pressed);
                button.set_text_content(Some(glyph));
            }
        }
        now
    });
    // One listener for the whole list: a row's name opens the game, its star marks a favourite.
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((button, id)) = clicked_row(&ev) else { return };
        if button.class_list().contains("games__star") {
            state.marks.update(|m| m.toggle_favourite(&id));
        } else {
            state.screen.set(Screen::Game(id));
        }
    };

    view! {
        <section class="games" aria-labelledby="games-title">
            <h2 id="games-title" class="games__title">"Games"</h2>
            <label class="games__search">
                <span class="visually-hidden">"Search games"</span>
                <input
                    type="search"
                    placeholder="Search games"
                    autocomplete="off"
                    prop:value=query
                    on:input=move |ev| set_query.set(event_target_value(&ev))
                />
            </label>
            <Show when=move || query.with(String::is_empty)>
                <Shortlist title="Favourites" ids=Signal::derive(move || state.marks.with(|m| m.favourites.clone())) />
                <Shortlist title="Recently played" ids=Signal::derive(move || state.marks.with(|m| m.recent.clone())) />
            </Show>
            <p class="games__count" aria-live="polite">
                {move || match count() {
                    1 => "1 game".to_string(),
                    n => format!("{n} games"),
                }}
            </p>
            <div
                class="games__catalogue"
                role="region"
                aria-label="Game catalogue"
                node_ref=catalogue
                inner_html=markup
                on:click=on_click
            ></div>
            <section class="games__family" aria-label="Chinese poker">
                <h3 class="games__family-name">"Chinese poker"</h3>
                <button type="button" class="primary-button" on:click=move |_| state.screen.set(Screen::Chinese)>
                    "Chinese poker scorer"
                </button>
                <button type="button" class="primary-button" on:click=move |_| state.screen.set(Screen::Ofc)>
                    "Open Face Chinese"
                </button>
                <button type="button" class="primary-button" on:click=move |_| state.screen.set(Screen::Draw32)>
                    "32-card draw"
                </button>
            </section>
            <Show when=move || count() == 0>
                <p class="games__empty" role="status">"No game matches that search."</p>
            </Show>
        </section>
    }
}

/// A short list of games to open in one tap (favourites, recently played); hidden when empty.
#[component]
fn Shortlist(title: &'static str, ids: Signal<Vec<String>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <Show when=move || ids.with(|i| !i.is_empty())>
            <section class="games__shortlist" aria-label=title>
                <h3 class="games__family-name">{title}</h3>
                <ul class="games__chips">
                    {move || {
                        ids.get()
                            .into_iter()
                            .filter_map(|id| listed(&id))
                            .map(|g| {
                                let id = g.id;
                                view! {
                                    <li>
                                        <button
                                            type="button"
                                            class="games__chip"
                                            on:click=move |_| state.screen.set(Screen::Game(id.to_string()))
                                        >
                                            {g.name}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
            </section>
        </Show>
    }
}
