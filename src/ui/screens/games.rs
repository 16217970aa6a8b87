//! The games screen: the catalogue, grouped by layout and searchable.
//!
//! Until the game catalogue lands in the engine, the list shows the guide's layout families so the
//! screen's shape (grouping, search, empty state) is in place and tested end to end.

use leptos::prelude::*;

/// A layout family from the guide, as listed on the games screen.
struct Family {
    name: &'static str,
    summary: &'static str,
}

/// The guide's board configurations, in the guide's order.
const FAMILIES: &[Family] = &[
    Family { name: "Hold'em and Omaha", summary: "One board: the basics." },
    Family { name: "Double board", summary: "Two hold'em boards, high and low points." },
    Family { name: "Triple board", summary: "Three boards, Balance, Tilt, dynamic points." },
    Family { name: "Social distancing", summary: "An 8-card line, non-adjacent cards." },
    Family { name: "Wheel", summary: "Eight cards in a circle." },
    Family { name: "Pandemic", summary: "A 3x3 grid: social distancing and contact tracing." },
    Family { name: "Double bullseye", summary: "A 3x3 square and two bullseyes: make-5 lines." },
    Family { name: "Bomba", summary: "Three vertical lines of three, two rivers below." },
    Family { name: "Flying rivers", summary: "Two 2-card flops, two 2-card turns, a 2-card river." },
    Family { name: "Countdown", summary: "A growing triangle: five make-5 points." },
    Family { name: "Tree trunk", summary: "A five-card trunk with left and right branches." },
    Family { name: "Funnel", summary: "Three flops, two turns, one river: follow a path." },
    Family { name: "F1 and F1 square", summary: "Double boards sharing common flop and river cards." },
    Family { name: "Chinese poker", summary: "13 cards set 3/5/5, and Open Face." },
    Family { name: "32-card draw", summary: "Stripped deck, three blinds, one draw." },
];

/// Lists the game families, filtered by the search box as the user types.
#[component]
pub fn GamesScreen() -> impl IntoView {
    let (query, set_query) = signal(String::new());
    let matches = move |family: &Family| {
        let q = query.read().trim().to_lowercase();
        q.is_empty() || family.name.to_lowercase().contains(&q) || family.summary.to_lowercase().contains(&q)
    };
    let shown = move || FAMILIES.iter().filter(|f| matches(f)).collect::<Vec<_>>();

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
            <ul class="games__list" aria-label="Game families">
                {move || {
                    shown()
                        .into_iter()
                        .map(|f| {
                            view! {
                                <li class="games__item">
                                    <span class="games__name">{f.name}</span>
                                    <span class="games__summary">{f.summary}</span>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ul>
            <Show when=move || shown().is_empty()>
                <p class="games__empty" role="status">"No game matches that search."</p>
            </Show>
            <p class="games__note">"The full catalogue, with rules cards and layouts, is on its way."</p>
        </section>
    }
}
