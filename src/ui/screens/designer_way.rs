//! One way of an open point's board rule (the point takes the best of any way): its parts in
//! words and the board combinations it makes, each part's kind, number and places, adding a part
//! to it and removing it (with Undo).

use leptos::prelude::*;

use super::designer_touching::TouchingChoice;
use crate::model::designer::layout::RING;
use crate::model::designer::rule::{Cards, Kind};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

/// Which point is open, which part of which way a tap on the drawing edits, and whether taps mark
/// mandatory cards or dead ranks instead.
#[derive(Clone, Copy)]
pub struct Editing {
    pub open: RwSignal<Option<usize>>,
    /// (way, part).
    pub part: RwSignal<(usize, usize)>,
    pub taps: RwSignal<Taps>,
}

/// What a tap on the drawing does to the open point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Taps {
    /// Adds the place to the part being edited, or takes it out.
    Places,
    /// Marks a card every hand must use.
    Mandatory,
    /// Marks a place whose ranks are dead for the point.
    DeadRanks,
}

fn kind_key(kind: Kind) -> String {
    format!("{kind:?}")
}

/// The number of parts of way `w` of point `i`, and of its ways.
fn counts(d: &Designer, i: usize, w: usize) -> (usize, usize) {
    match d.cards(i) {
        Cards::Board(ways) => (ways.get(w).map_or(0, Vec::len), ways.len()),
        _ => (1, 1),
    }
}

/// Way `w` of point `i`: "Way 2", its line, and "Remove way 2" (when there is another); its parts
/// and "+ Add a part to this way" only while it is the open way (the one the drawing's taps edit),
/// so that a funnel's four ways of three parts are four lines and one way's parts, not twelve
/// parts to scroll through. "Edit way 2" opens another.
#[component]
pub fn WayEditor(d: RwSignal<Designer>, editing: Editing, i: usize, w: usize) -> impl IntoView {
    let counts = Memo::new(move |_| d.with(|d| counts(d, i, w)));
    let open = move || editing.part.get().0 == w;
    let add_part = move |_| {
        let mut j = None;
        d.update(|d| j = d.add_part(i, w));
        if let Some(j) = j {
            editing.part.set((w, j));
            editing.taps.set(Taps::Places);
        }
    };
    view! {
        <fieldset class="designer__way" class:designer__way--open=open>
            <legend>{format!("Way {}", w + 1)}</legend>
            <p class="designer__hint designer__way-line">{move || d.with(|d| d.way_line(i, w))}</p>
            <Shown when=open>
                {move || (0..counts.get().0).map(|j| view! { <PartEditor d editing i w j /> }).collect_view()}
            </Shown>
            <div class="designer__row">
                <Shown when=open>
                    <button type="button" class="link-button" on:click=add_part>"+ Add a part to this way"</button>
                </Shown>
                <Shown when=move || !open()>
                    <button
                        type="button"
                        class="designer__small"
                        on:click=move |_| {
                            editing.part.set((w, 0));
                            editing.taps.set(Taps::Places);
                        }
                    >
                        {format!("Edit way {}", w + 1)}
                    </button>
                </Shown>
                <Shown when=move || { counts.get().1 > 1 }>
                    <button
                        type="button"
                        class="link-button"
                        on:click=move |_| {
                            d.update(|d| d.remove_way(i, w));
                            editing.part.set((0, 0));
                        }
                    >
                        {format!("Remove way {}", w + 1)}
                    </button>
                </Shown>
            </div>
        </fieldset>
    }
}

/// Part `j` of way `w`: its kind and number of places; "Tap its places" points the drawing's taps
/// at it.
#[component]
fn PartEditor(d: RwSignal<Designer>, editing: Editing, i: usize, w: usize, j: usize) -> impl IntoView {
    let part = Memo::new(move |_| match d.with(|d| d.cards(i)) {
        Cards::Board(ways) => ways.get(w).and_then(|way| way.get(j)).cloned(),
        _ => None,
    });
    let kind = move || part.with(|p| p.as_ref().map_or(Kind::Choose, |p| p.kind));
    let editing_this = move || editing.part.get() == (w, j) && editing.taps.get() == Taps::Places;
    let parts = move || d.with(|d| counts(d, i, w).0);
    view! {
        <fieldset class="designer__part" class:designer__part--editing=editing_this>
            <legend>{format!("Part {}", j + 1)}</legend>
            <label class="field">
                <span class="visually-hidden">"Kind of rule"</span>
                <select
                    prop:value=move || kind_key(kind())
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        if let Some(k) = Kind::ALL.into_iter().find(|k| kind_key(*k) == v) {
                            d.update(|d| d.set_kind(i, w, j, k));
                        }
                    }
                >
                    {Kind::ALL.into_iter().map(|k| view! { <option value=kind_key(k) selected=move || kind() == k>{k.label()}</option> }).collect_view()}
                </select>
            </label>
            <Shown when=move || kind().takes_k()>
                <label class="field designer__k">
                    <span>"k, the number of places"</span>
                    <input
                        type="number"
                        min="1"
                        max="5"
                        inputmode="numeric"
                        prop:value=move || part.with(|p| p.as_ref().map_or(3, |p| p.k).to_string())
                        on:change=move |ev| {
                            if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                                d.update(|d| d.set_k(i, w, j, k));
                            }
                        }
                    />
                </label>
            </Shown>
            <TouchingChoice d i w j />
            <p class="designer__hint">
                {move || part.with(|p| p.as_ref().map(|p| if p.from.is_empty() { "No place yet.".to_string() } else { format!("Places: {}.", p.from.join(", ")) }).unwrap_or_default())}
            </p>
            <div class="designer__row">
                <button
                    type="button"
                    class="designer__small"
                    aria-pressed=move || editing_this().to_string()
                    on:click=move |_| { editing.part.set((w, j)); editing.taps.set(Taps::Places); }
                >
                    "Tap its places"
                </button>
                // The ring card is in front of each player, not on the drawing: it has its own button.
                <Shown when=move || d.with(Designer::has_ring)>
                    <button
                        type="button"
                        class="designer__small"
                        aria-pressed=move || part.with(|p| p.as_ref().is_some_and(|p| p.from.iter().any(|f| f == RING))).to_string()
                        on:click=move |_| d.update(|d| d.toggle_point_place(i, w, j, RING))
                    >
                        "Ring card"
                    </button>
                </Shown>
                <Shown when=move || { parts() > 1 }>
                    <button type="button" class="link-button" on:click=move |_| { d.update(|d| d.remove_part(i, w, j)); editing.part.set((w, 0)); }>"Remove part"</button>
                </Shown>
            </div>
        </fieldset>
    }
}
