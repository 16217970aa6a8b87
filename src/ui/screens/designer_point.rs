//! One point open in the designer: its label, ranking, which cards it uses (the hand,
//! hold'em-style places, or a board rule of one or more ways, each of one or more parts; the ways
//! in `designer_way`), its mandatory cards and dead ranks, and moving or removing it.

use leptos::prelude::*;

use crate::engine::game::table_options::TableOption;
use crate::model::designer::rule::{ranking_choices, Cards, Source};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

use super::designer_way::{Editing, Taps, WayEditor};

fn source_key(cards: &Cards) -> &'static str {
    match cards {
        Cards::Hand => "hand",
        Cards::HoldemStyle(_) => "holdem",
        Cards::Board(_) | Cards::Declared => "board",
    }
}

#[component]
pub fn PointEditor(d: RwSignal<Designer>, editing: Editing, i: usize) -> impl IntoView {
    let cards = Memo::new(move |_| d.with(|d| d.cards(i)));
    let ways = Memo::new(move |_| match cards.get() {
        Cards::Board(ways) => ways.len(),
        _ => 0,
    });
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
        editing.part.set((0, 0));
    };
    let add_way = move |_| {
        let mut w = None;
        d.update(|d| w = d.add_way(i));
        if let Some(w) = w {
            editing.part.set((w, 0));
            editing.taps.set(Taps::Places);
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
                <p class="designer__hint">"The catalogue's rule for this point has too many ways to list; it is kept as it is. Changing it below starts it afresh from its places."</p>
            </Shown>
            <Shown when=move || { ways.get() > 0 }>
                <p class="designer__hint">"The point takes the best of any way; a way takes one combination of each of its parts, together."</p>
            </Shown>
            {move || {
                (0..ways.get().max(usize::from(cards.with(|c| *c == Cards::Declared))))
                    .map(|w| view! { <WayEditor d editing i w /> })
                    .collect_view()
            }}
            <Shown when=move || { ways.get() > 0 }>
                <button type="button" class="link-button" on:click=add_way>"+ Add a way"</button>
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
                    prop:checked=move || editing.taps.get() == Taps::Mandatory
                    on:change=move |_| editing.taps.update(|t| *t = if *t == Taps::Mandatory { Taps::Places } else { Taps::Mandatory })
                />
                <span>"Taps on the drawing mark cards every hand must use (“must”)"</span>
            </label>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || editing.taps.get() == Taps::DeadRanks
                    on:change=move |_| editing.taps.update(|t| *t = if *t == Taps::DeadRanks { Taps::Places } else { Taps::DeadRanks })
                />
                <span>"Taps on the drawing mark places whose ranks are dead (“dead”)"</span>
            </label>
            <div class="designer__row">
                <button type="button" class="designer__small" aria-label="Calculate it earlier" prop:disabled=move || i == 0 on:click=move |_| { d.update(|d| d.move_point(i, true)); editing.open.set(Some(i - 1)); }>"↑"</button>
                <button type="button" class="designer__small" aria-label="Calculate it later" prop:disabled=move || { i + 1 >= count() } on:click=move |_| { d.update(|d| d.move_point(i, false)); editing.open.set(Some(i + 1)); }>"↓"</button>
                <button type="button" class="link-button" on:click=move |_| { d.update(|d| d.remove_point(i)); editing.open.set(None); }>"Remove this point"</button>
            </div>
        </div>
    }
}
