//! One point open in the designer: its label, ranking, which cards it uses (the hand,
//! hold'em-style places, or a board rule of one or more parts), its mandatory cards, and moving or
//! removing it.

use leptos::prelude::*;

use crate::engine::game::table_options::TableOption;
use crate::model::designer::layout::RING;
use crate::model::designer::rule::{ranking_choices, Cards, Join, Kind, Source};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

/// Which point is open, which of its parts a tap on the drawing edits, and whether taps mark
/// mandatory cards instead.
#[derive(Clone, Copy)]
pub struct Editing {
    pub open: RwSignal<Option<usize>>,
    pub part: RwSignal<usize>,
    pub mandatory: RwSignal<bool>,
}

fn source_key(cards: &Cards) -> &'static str {
    match cards {
        Cards::Hand => "hand",
        Cards::HoldemStyle(_) => "holdem",
        Cards::Board { .. } | Cards::Declared => "board",
    }
}

fn kind_key(kind: Kind) -> String {
    format!("{kind:?}")
}

#[component]
pub fn PointEditor(d: RwSignal<Designer>, editing: Editing, i: usize) -> impl IntoView {
    let cards = Memo::new(move |_| d.with(|d| d.cards(i)));
    let parts = Memo::new(move |_| match cards.get() {
        Cards::Board { parts, .. } => parts.len(),
        _ => 0,
    });
    let join = move || matches!(cards.get(), Cards::Board { join: Join::Together, .. });
    let has_low = Memo::new(move |_| d.with(|d| d.has_option(TableOption::Low)));
    let label = move || d.with(|d| d.points().get(i).map(|p| p.label.clone()).unwrap_or_default());
    let count = move || d.with(|d| d.points().len());
    let set_source = move |ev| {
        let source = match event_target_value(&ev).as_str() {
            "hand" => Source::Hand,
            "holdem" => Source::HoldemStyle,
            _ => Source::Board,
        };
        d.update(|d| d.set_source(i, source));
        editing.part.set(0);
    };
    let add_part = move |how: Join| {
        let mut j = None;
        d.update(|d| j = d.add_part(i, how));
        if let Some(j) = j {
            editing.part.set(j);
        }
    };
    view! {
        <div class="designer__editor">
            <label class="field">
                <span>"Label"</span>
                <input
                    type="text"
                    maxlength="60"
                    prop:value=move || { label() }
                    on:input=move |ev| d.update(|d| d.rename_point(i, &event_target_value(&ev)))
                />
            </label>
            <label class="field">
                <span>"Ranking"</span>
                <select
                    prop:value=move || d.with(|d| d.ranking(i).to_string())
                    on:change=move |ev| d.update(|d| d.set_ranking(i, &event_target_value(&ev)))
                >
                    {move || {
                        ranking_choices(has_low.get())
                            .into_iter()
                            .map(|(name, words)| view! { <option value=name selected=move || d.with(|d| d.ranking(i) == name)>{words}</option> })
                            .collect_view()
                    }}
                </select>
            </label>
            <label class="field">
                <span>"Cards"</span>
                <select prop:value=move || cards.with(source_key) on:change=set_source>
                    <option value="board" selected=move || cards.with(|c| source_key(c) == "board")>"A board rule with hole cards to make five (Omaha-style, lines)"</option>
                    <option value="holdem" selected=move || cards.with(|c| source_key(c) == "holdem")>"Hold'em-style: any of the lit places with the hole cards"</option>
                    <option value="hand" selected=move || cards.with(|c| source_key(c) == "hand")>"The hand: hole cards alone"</option>
                </select>
            </label>
            <Shown when=move || cards.with(|c| *c == Cards::Declared)>
                <p class="designer__hint">"The catalogue's rule for this point is kept as it is; choosing a kind below starts it afresh from its places."</p>
            </Shown>
            <Shown when=move || { parts.get() > 1 }>
                <label class="field">
                    <span>"Its parts"</span>
                    <select
                        prop:value=move || if join() { "together" } else { "any" }
                        on:change=move |ev| {
                            let how = if event_target_value(&ev) == "together" { Join::Together } else { Join::AnyOf };
                            d.update(|d| d.set_join(i, how));
                        }
                    >
                        <option value="any" selected=move || !join()>"Any one of the parts (the best across them)"</option>
                        <option value="together" selected=join>"One of each part, together"</option>
                    </select>
                </label>
            </Shown>
            {move || {
                (0..parts.get().max(usize::from(cards.with(|c| *c == Cards::Declared))))
                    .map(|j| view! { <PartEditor d editing i j /> })
                    .collect_view()
            }}
            <Shown when=move || { parts.get() > 0 }>
                <div class="designer__row">
                    <button type="button" class="link-button" on:click=move |_| add_part(Join::AnyOf)>"+ Or another rule"</button>
                    <button type="button" class="link-button" on:click=move |_| add_part(Join::Together)>"+ And another rule"</button>
                </div>
            </Shown>
            <Shown when=move || cards.with(|c| matches!(c, Cards::HoldemStyle(_)))>
                <p class="designer__hint">"Tap places on the drawing to add them or take them out."</p>
                <Shown when=move || d.with(Designer::has_ring)>
                    <button
                        type="button"
                        class="designer__small"
                        aria-pressed=move || d.with(|d| d.point_uses_ring(i)).to_string()
                        on:click=move |_| d.update(|d| d.toggle_holdem_ring(i))
                    >
                        "Ring card"
                    </button>
                </Shown>
            </Shown>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || editing.mandatory.get()
                    on:change=move |_| editing.mandatory.update(|m| *m = !*m)
                />
                <span>"Taps on the drawing mark cards every hand must use"</span>
            </label>
            <div class="designer__row">
                <button type="button" class="designer__small" aria-label="Calculate it earlier" prop:disabled=move || i == 0 on:click=move |_| { d.update(|d| d.move_point(i, true)); editing.open.set(Some(i - 1)); }>"↑"</button>
                <button type="button" class="designer__small" aria-label="Calculate it later" prop:disabled=move || { i + 1 >= count() } on:click=move |_| { d.update(|d| d.move_point(i, false)); editing.open.set(Some(i + 1)); }>"↓"</button>
                <button type="button" class="link-button" on:click=move |_| { d.update(|d| d.remove_point(i)); editing.open.set(None); }>"Remove this point"</button>
            </div>
        </div>
    }
}

/// Part `j` of point `i`'s board rule: its kind and number of places; "Edit its places" points
/// the drawing's taps at it.
#[component]
fn PartEditor(d: RwSignal<Designer>, editing: Editing, i: usize, j: usize) -> impl IntoView {
    let part = Memo::new(move |_| match d.with(|d| d.cards(i)) {
        Cards::Board { parts, .. } => parts.get(j).cloned(),
        _ => None,
    });
    let kind = move || part.with(|p| p.as_ref().map_or(Kind::Choose, |p| p.kind));
    let editing_this = move || editing.part.get() == j && !editing.mandatory.get();
    let parts = move || {
        d.with(|d| match d.cards(i) {
            Cards::Board { parts, .. } => parts.len(),
            _ => 1,
        })
    };
    view! {
        <fieldset class="designer__part" class:designer__part--editing=editing_this>
            <legend>{format!("Rule {}", j + 1)}</legend>
            <label class="field">
                <span class="visually-hidden">"Kind of rule"</span>
                <select
                    prop:value=move || kind_key(kind())
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        if let Some(k) = Kind::ALL.into_iter().find(|k| kind_key(*k) == v) {
                            d.update(|d| d.set_kind(i, j, k));
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
                                d.update(|d| d.set_k(i, j, k));
                            }
                        }
                    />
                </label>
            </Shown>
            <p class="designer__hint">
                {move || part.with(|p| p.as_ref().map(|p| if p.from.is_empty() { "No place yet.".to_string() } else { format!("Places: {}.", p.from.join(", ")) }).unwrap_or_default())}
            </p>
            <div class="designer__row">
                <button
                    type="button"
                    class="designer__small"
                    aria-pressed=move || editing_this().to_string()
                    on:click=move |_| { editing.part.set(j); editing.mandatory.set(false); }
                >
                    "Tap its places"
                </button>
                // The ring card is in front of each player, not on the drawing: it has its own button.
                <Shown when=move || d.with(Designer::has_ring)>
                    <button
                        type="button"
                        class="designer__small"
                        aria-pressed=move || part.with(|p| p.as_ref().is_some_and(|p| p.from.iter().any(|f| f == RING))).to_string()
                        on:click=move |_| d.update(|d| d.toggle_point_place(i, j, RING))
                    >
                        "Ring card"
                    </button>
                </Shown>
                <Shown when=move || { parts() > 1 }>
                    <button type="button" class="link-button" on:click=move |_| { d.update(|d| d.remove_part(i, j)); editing.part.set(0); }>"Remove rule"</button>
                </Shown>
            </div>
        </fieldset>
    }
}
