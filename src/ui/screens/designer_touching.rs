//! Which places of a "no two touching" or "all touching" part touch: at an edge (the guide's
//! Pandemic) or at an edge or a corner, on the designer's grid; a copied line's or wheel's own
//! touching is kept and offered. The choices are the model's ([`adjacency_choices`]).

use leptos::prelude::*;

use crate::model::designer::rule::{adjacency_choices, Cards};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

/// The touching of part `j` of way `w` of point `i`, shown only for the kinds that ask for it.
#[component]
pub fn TouchingChoice(d: RwSignal<Designer>, i: usize, w: usize, j: usize) -> impl IntoView {
    let part = Memo::new(move |_| match d.with(|d| d.cards(i)) {
        Cards::Board(ways) => ways.get(w).and_then(|way| way.get(j)).map(|p| (p.kind, p.adjacency)),
        _ => None,
    });
    let asks = move || part.get().is_some_and(|(kind, _)| kind.takes_adjacency());
    view! {
        <Shown when=asks>
            <label class="field">
                <span>"Touching means"</span>
                <select on:change=move |ev| {
                    let v = event_target_value(&ev);
                    let current = part.get_untracked().map(|p| p.1);
                    let chosen = current.and_then(|c| adjacency_choices(c).into_iter().find(|a| a.0 == v));
                    if let Some((_, _, adjacency)) = chosen {
                        d.update(|d| d.set_adjacency(i, w, j, adjacency));
                    }
                }>
                    {move || {
                        let current = part.get().map(|p| p.1);
                        current
                            .map(|c| {
                                adjacency_choices(c)
                                    .into_iter()
                                    .map(|(value, words, a)| view! { <option value=value selected=a == c>{words}</option> })
                                    .collect_view()
                            })
                    }}
                </select>
            </label>
        </Shown>
    }
}
