//! The designer's Points section: the points in calculation order, one open at a time, its places
//! lit on the drawing as it is built (as the rules card lights a point); a tap on the drawing adds
//! a place to the part being edited or takes it out, or marks a mandatory card or dead ranks
//! (written on the place: "must", "dead").

use leptos::prelude::*;

use crate::engine::game::geometry::Drawing;
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::rule::ranking_label;
use crate::model::designer::Designer;
use crate::ui::components::{LayoutDiagram, Shown};

use super::designer_point::PointEditor;
use super::designer_way::{Editing, Taps};

#[component]
pub fn PointsSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let editing =
        Editing { open: RwSignal::new(None), part: RwSignal::new((0, 0)), taps: RwSignal::new(Taps::Places) };
    let open = editing.open;
    let count = Memo::new(move |_| d.with(|d| d.points().len()));
    let drawing = Memo::new(move |_| d.with(|d| Drawing::new(d.name(), &d.places())));
    let marks = Signal::derive(move || open.get().map(|i| d.with(|d| d.marks(i))).unwrap_or_default());
    let lit = Signal::derive(move || match open.get() {
        Some(i) => d.with(|d| d.lit(i)),
        None => vec![],
    });
    // The open way's places, more strongly (while taps edit it, not mandatory cards).
    let strong = Signal::derive(move || match (open.get(), editing.taps.get()) {
        (Some(i), Taps::Places) => d.with(|d| d.way_lit(i, editing.part.get().0)),
        _ => vec![],
    });
    let on_tap = Callback::new(move |index: usize| {
        let Some(i) = open.get_untracked() else { return };
        d.update(|d| {
            let Some(id) = d.spec().positions.get(index).map(|p| p.id.clone()) else { return };
            match editing.taps.get_untracked() {
                Taps::Mandatory => d.toggle_must_use(i, &id),
                Taps::DeadRanks => d.toggle_dead_ranks(i, &id),
                Taps::Places => {
                    let (w, j) = editing.part.get_untracked();
                    d.toggle_point_place(i, w, j, &id);
                }
            }
        })
    });
    let caption = move || match open.get() {
        None => "Open a point to light its places; tap places to build it.".to_string(),
        Some(i) => d.with(|d| {
            let label = d.points().get(i).map(|p| p.label.clone()).unwrap_or_default();
            let must = d.points().get(i).map(|p| p.must_use.join(", ")).unwrap_or_default();
            let must = if must.is_empty() { String::new() } else { format!(" Must use {must}.") };
            let dead = d.points().get(i).map(|p| p.dead_ranks_from.join(", ")).unwrap_or_default();
            let dead = if dead.is_empty() { String::new() } else { format!(" Ranks on {dead} are dead.") };
            format!("{label}: {}{must}{dead}", d.ways_words(i))
        }),
    };
    let add = move |_| {
        d.update(Designer::add_point);
        open.set(Some(count.get_untracked().saturating_sub(1)));
        editing.part.set((0, 0));
    };
    view! {
        <section class="designer__section" aria-labelledby="designer-points">
            <h3 id="designer-points">"Points"</h3>
            <div class="designer__drawing designer__drawing--sticky">
                {move || {
                    view! {
                        <LayoutDiagram
                            rules=drawing.get()
                            highlight=lit
                            strong
                            marks
                            on_tap
                            cards=Signal::derive(Vec::new)
                            selected_position=Signal::derive(|| None)
                        />
                    }
                }}
                <p class="rules-card__lit" role="status">{move || { caption() }}</p>
            </div>
            <ol class="designer__list">
                {move || {
                    (0..count.get())
                        .map(|i| {
                            let summary = move || {
                                d.with(|d| match d.points().get(i) {
                                    Some(p) => format!("{} — {}", p.label, ranking_label(d.ranking(i))),
                                    None => String::new(),
                                })
                            };
                            let problem = move || {
                                verdict.with(|v| {
                                    v.in_section(Section::Points)
                                        .filter(|p| p.point == Some(i))
                                        .map(|p| p.message.clone())
                                        .unwrap_or_default()
                                })
                            };
                            let is_open = move || open.get() == Some(i);
                            view! {
                                <li class="designer__item" class:designer__item--open=is_open>
                                    <button
                                        type="button"
                                        class="rules-card__tap"
                                        aria-expanded=move || is_open().to_string()
                                        on:click=move |_| {
                                            open.update(|o| *o = if *o == Some(i) { None } else { Some(i) });
                                            editing.part.set((0, 0));
                                            editing.taps.set(Taps::Places);
                                        }
                                    >
                                        {move || { summary() }}
                                    </button>
                                    <p class="designer__problem" role="status">{move || { problem() }}</p>
                                    <Shown when=is_open>
                                        <PointEditor d editing i />
                                    </Shown>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <button type="button" class="link-button" on:click=add>"+ Add a point"</button>
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Points))}</p>
        </section>
    }
}
