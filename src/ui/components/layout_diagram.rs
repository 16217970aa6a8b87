//! The game's layout drawn to scale (SVG): every table position at its grid place, showing its
//! card or its id; tapping a position selects it for entry, tapping its card takes the card back.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::draft::Slot;
use crate::engine::fixed::fixed;
use crate::engine::game::geometry::{Drawing, Rect};
use crate::ui::components::card_face::suit_class;
use crate::ui::state::AppState;

/// A coordinate as SVG text, to a tenth of a unit (far below a pixel): through [`fixed`], so the
/// standard library's float printer stays out of the bundle.
fn coordinate(v: f32) -> String {
    fixed(f64::from(v), 1, false)
}

/// Draws the layout of `rules`; `highlight` marks positions (e.g. the cards a winner used).
#[component]
pub fn LayoutDiagram(
    /// The layout drawn: a game's rules, or a game being designed.
    #[prop(into)]
    rules: Drawing,
    /// Whether tapping positions selects them for card entry.
    #[prop(optional)]
    interactive: bool,
    /// Position indices to highlight.
    #[prop(optional, into)]
    highlight: Signal<Vec<usize>>,
    /// Position indices to highlight more strongly, among the highlighted (the designer's open
    /// way among its point's places).
    #[prop(optional, into)]
    strong: Signal<Vec<usize>>,
    /// A word to write on a position (the designer's "must" and "dead"), so that what it marks is
    /// read, not told by colour alone.
    #[prop(optional, into)]
    marks: Signal<Vec<(usize, &'static str)>>,
    /// Cards to show by position; without it, the hand being entered supplies them.
    #[prop(optional, into)]
    cards: Option<Signal<Vec<(usize, Card)>>>,
    /// What tapping a position does (by position index), instead of selecting it for the hand.
    #[prop(optional)]
    on_tap: Option<Callback<usize>>,
    /// The position shown as selected, instead of the hand's selection.
    #[prop(optional, into)]
    selected_position: Option<Signal<Option<usize>>>,
) -> impl IntoView {
    let state = use_context::<AppState>();
    // The rectangles come from the engine, where a test checks that no two overlap in any
    // layout; the drawing scales as a whole, so they cannot overlap at any width either.
    let places = rules.places;
    let max_x = places.iter().map(|(_, _, r)| r.x + r.w).fold(0.0, f32::max);
    let max_y = places.iter().map(|(_, _, r)| r.y + r.h).fold(0.0, f32::max);
    let view_box = format!("-4 -4 {} {}", coordinate(max_x + 8.0), coordinate(max_y + 8.0));
    // While a hand is entered, each place shows its number in the order entry fills them.
    let order: Vec<usize> = if interactive { rules.reading } else { vec![] };
    let table: Vec<(usize, Rect, String, Option<usize>)> = places
        .into_iter()
        .map(|(i, id, r)| (i, r, id, order.iter().position(|&p| p == i).map(|k| k + 1)))
        .collect();
    view! {
        <svg class="layout-diagram" viewBox=view_box role="group" aria-label=format!("{} layout", rules.name)>
            {table
                .into_iter()
                .map(|(index, r, id, number)| {
                    let card = move || match cards {
                        Some(shown) => shown.with(|c| c.iter().find(|(i, _)| *i == index).map(|(_, c)| *c)),
                        None => state.and_then(|s| s.draft.with(|d| d.as_ref().and_then(|d| d.board().get(&index).copied()))),
                    };
                    let selected = move || match selected_position {
                        Some(sel) => sel.get() == Some(index),
                        None => state.is_some_and(|s| s.selected.get() == Some(Slot::Board(index))),
                    };
                    let lit = move || highlight.with(|h| h.contains(&index));
                    let strong = move || strong.with(|h| h.contains(&index));
                    let mark = move || marks.with(|m| m.iter().filter(|(i, _)| *i == index).map(|(_, w)| *w).collect::<Vec<_>>().join(" "));
                    let label = {
                        let id = id.clone();
                        move || {
                            let m = mark();
                            let m = if m.is_empty() { m } else { format!(" ({m})") };
                            match card() {
                                Some(c) => format!("{id}: {}{m}", c.label()),
                                None => format!("{id}: empty{m}"),
                            }
                        }
                    };
                    // One tap: an empty place is selected for entry; a placed card is taken back
                    // (and its place selected, ready for the right card).
                    let tap = move || {
                        if let Some(f) = on_tap {
                            f.run(index);
                        } else if let (true, Some(s)) = (interactive, state) {
                            match card() {
                                Some(c) => s.unpick(c),
                                None => s.select(Slot::Board(index)),
                            }
                        }
                    };
                    let (px, py, w, h) = (r.x, r.y, r.w, r.h);
                    let id_text = id.clone();
                    view! {
                        <g
                            class="layout-diagram__slot"
                            class:layout-diagram__slot--selected=move || { selected() }
                            class:layout-diagram__slot--lit=move || { lit() }
                            class:layout-diagram__slot--strong=move || { strong() }
                            role="button"
                            tabindex="0"
                            aria-pressed=move || selected().to_string()
                            on:click=move |_| tap()
                            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                                if ev.key() == "Enter" || ev.key() == " " {
                                    ev.prevent_default();
                                    tap();
                                }
                            }
                        >
                            // The place's name as SVG names things, a <title>: "1.f1: king of hearts".
                            // Not an aria-label, which would contradict the drawn text ("1.f1",
                            // "K♥", symbols rather than words) for axe's label-in-name check.
                            // Built as an SVG element: the view macro makes a bare <title> an HTML one.
                            {leptos::svg::title().child(move || { label() })}
                            <rect x=coordinate(px) y=coordinate(py) width=coordinate(w) height=coordinate(h) rx="6" />
                            {move || match card() {
                                Some(c) => view! {
                                    <text
                                        x=coordinate(px + w / 2.0)
                                        y=coordinate(py + h / 2.0 + 8.0)
                                        class=format!("layout-diagram__card layout-diagram__card--{}", suit_class(c.suit()))
                                    >
                                        {format!("{}{}", c.rank().symbol(), c.suit().symbol())}
                                    </text>
                                }
                                .into_any(),
                                None => view! {
                                    {number.map(|n| view! {
                                        <text x=coordinate(px + w / 2.0) y=coordinate(py + 26.0) class="layout-diagram__number">
                                            {n.to_string()}
                                        </text>
                                    })}
                                    <text
                                        x=coordinate(px + w / 2.0)
                                        y=coordinate(py + if number.is_some() { h - 12.0 } else { h / 2.0 + 5.0 })
                                        class="layout-diagram__id"
                                    >
                                        {id_text.clone()}
                                    </text>
                                }
                                .into_any(),
                            }}
                            <text x=coordinate(px + w / 2.0) y=coordinate(py + 16.0) class="layout-diagram__mark">
                                {move || { mark() }}
                            </text>
                        </g>
                    }
                })
                .collect_view()}
        </svg>
    }
}
