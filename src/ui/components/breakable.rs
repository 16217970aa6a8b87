//! A game's name that a narrow screen may break after each slash.

use leptos::prelude::*;

/// `text` with a line-break opportunity after every "/": "High/low/high/low/hand" has no space
/// to break at, so a 320 px title broke it inside a word ("h | and"). A `<wbr>` adds no character,
/// so the text, a copy and the accessible name stay exactly the name.
#[component]
pub fn Breakable(#[prop(into)] text: String) -> impl IntoView {
    let parts: Vec<String> = text.split_inclusive('/').map(str::to_string).collect();
    let last = parts.len().saturating_sub(1);
    parts
        .into_iter()
        .enumerate()
        .map(|(i, part)| view! { {part} {(i < last).then(|| view! { <wbr /> })} })
        .collect_view()
}
