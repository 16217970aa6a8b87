//! The games screen: the catalogue, grouped by layout family and searchable.
//!
//! The list is the engine's validated catalogue; this screen only groups and filters it.

use leptos::prelude::*;

use crate::engine::game::catalogue::Catalogue;
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
    Catalogue::builtin()
        .games()
        .iter()
        .map(|g| {
            let spec = g.spec();
            // "Double board: High/high/hand" reads "High/high/hand" under its family heading;
            // "Omaha: High" keeps its prefix under "Hold'em and Omaha".
            let title = spec
                .name
                .strip_prefix(spec.family.as_str())
                .and_then(|rest| rest.strip_prefix(": "))
                .unwrap_or(&spec.name);
            Entry { id: g.id(), family: &spec.family, title, summary: &spec.summary }
        })
        .collect()
}

/// Whether a row matches every word of the search text. Case is folded in ASCII only: the
/// catalogue's letters are all ASCII, and Unicode's case tables would cost the bundle ~20 KB.
fn matches(entry: &Entry, query: &str) -> bool {
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

/// Lists the catalogue by family, filtered by the search box as the user types.
#[component]
pub fn GamesScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let all = StoredValue::new(entries());
    let (query, set_query) = signal(String::new());
    let shown = Memo::new(move |_| {
        let q = query.get();
        all.with_value(|rows| rows.iter().filter(|e| matches(e, &q)).cloned().collect::<Vec<_>>())
    });
    let count = move || shown.with(Vec::len);

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
            <div class="games__catalogue" role="region" aria-label="Game catalogue">
                {move || {
                    grouped(shown.get())
                        .into_iter()
                        .map(|(family, rows)| {
                            view! {
                                <section class="games__family" aria-label=family>
                                    <h3 class="games__family-name">{family}</h3>
                                    <ul class="games__list">
                                        {rows
                                            .into_iter()
                                            .map(|e| {
                                                let id = e.id;
                                                let starred = move || state.marks.with(|m| m.favourites.iter().any(|f| f == id));
                                                let name_id = format!("game-name-{}", id.replace('/', "-"));
                                                view! {
                                                    <li class="games__item" data-game=e.id>
                                                        <button
                                                            type="button"
                                                            class="games__open"
                                                            on:click=move |_| state.screen.set(Screen::Game(id.to_string()))
                                                        >
                                                            <span class="games__name" id=name_id.clone()>{e.title}</span>
                                                            <span class="games__summary">{e.summary}</span>
                                                        </button>
                                                        <button
                                                            type="button"
                                                            class="games__star"
                                                            aria-pressed=move || starred().to_string()
                                                            aria-label="Favourite"
                                                            aria-describedby=name_id
                                                            on:click=move |_| state.marks.update(|m| m.toggle_favourite(id))
                                                        >
                                                            {move || if starred() { "★" } else { "☆" }}
                                                        </button>
                                                    </li>
                                                }
                                            })
                                            .collect_view()}
                                    </ul>
                                </section>
                            }
                        })
                        .collect_view()
                }}
            </div>
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
                            .filter_map(|id| Catalogue::builtin().get(&id))
                            .map(|g| {
                                let id = g.id().to_string();
                                view! {
                                    <li>
                                        <button
                                            type="button"
                                            class="games__chip"
                                            on:click=move |_| state.screen.set(Screen::Game(id.clone()))
                                        >
                                            {g.name().to_string()}
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
