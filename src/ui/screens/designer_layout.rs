//! The designer's Layout section: a grid to tap places on (each named by its cell), its size, a
//! card in front of each player, and "Start from" a catalogue game's layout.

use leptos::prelude::*;

use crate::engine::game::catalogue::Catalogue;
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::layout::{cell_name, MOST_CELLS};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

#[component]
pub fn LayoutSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let refused = RwSignal::new(None::<String>);
    let resize = move |dc: isize, dr: isize| {
        let (c, r) = d.with_untracked(|d| d.grid());
        let (c, r) = (c.saturating_add_signed(dc), r.saturating_add_signed(dr));
        let mut why = None;
        d.update(|d| why = d.set_grid(c, r).err());
        refused.set(why);
    };
    let cells = Memo::new(move |_| {
        d.with(|d| {
            let (cols, rows) = d.grid();
            (0..rows)
                .flat_map(|y| (0..cols).map(move |x| (x, y)))
                .map(|(x, y)| (x, y, d.place_at(x, y).map(str::to_string)))
                .collect::<Vec<_>>()
        })
    });
    let start_from = move |ev| {
        let id = event_target_value(&ev);
        if let Some(spec) = Catalogue::builtin().declared().find(|s| s.id == id) {
            d.update(|d| d.use_layout(spec));
        }
    };
    let size = move || d.with(|d| format!("{} columns, {} rows", d.grid().0, d.grid().1));
    view! {
        <section class="designer__section" aria-labelledby="designer-layout">
            <h3 id="designer-layout">"Layout"</h3>
            <p class="designer__hint">"Tap a square to put a place there; tap a place to take it away."</p>
            <Shown when=move || d.with(|d| !d.on_grid())>
                <p class="designer__hint">"This layout's places are not on the grid: they are drawn under Points."</p>
            </Shown>
            <div
                role="group"
                aria-label="Places on the grid"
                // A class per width, not an inline style (the page's CSP allows none).
                class=move || d.with(|d| format!("designer__grid designer__grid--{}", d.grid().0))
            >
                {move || {
                    cells
                        .get()
                        .into_iter()
                        .map(|(x, y, place)| {
                            let label = match &place {
                                Some(id) => format!("Place {id}: tap to remove"),
                                None => format!("Empty square {}: tap to add a place", cell_name(x, y)),
                            };
                            let filled = place.is_some();
                            view! {
                                <button
                                    type="button"
                                    class="designer__cell"
                                    class:designer__cell--place=filled
                                    aria-pressed=filled.to_string()
                                    aria-label=label
                                    on:click=move |_| d.update(|d| d.toggle_cell(x, y))
                                >
                                    {place.unwrap_or_else(|| "+".into())}
                                </button>
                            }
                        })
                        .collect_view()
                }}
            </div>
            <div class="designer__row" role="group" aria-label="Grid size">
                <span>{move || { size() }}</span>
                <button type="button" class="designer__small" aria-label="One column fewer" prop:disabled=move || d.with(|d| d.grid().0 <= 1) on:click=move |_| resize(-1, 0)>"− column"</button>
                <button type="button" class="designer__small" aria-label="One column more" prop:disabled=move || d.with(|d| d.grid().0 >= MOST_CELLS) on:click=move |_| resize(1, 0)>"+ column"</button>
                <button type="button" class="designer__small" aria-label="One row fewer" prop:disabled=move || d.with(|d| d.grid().1 <= 1) on:click=move |_| resize(0, -1)>"− row"</button>
                <button type="button" class="designer__small" aria-label="One row more" prop:disabled=move || d.with(|d| d.grid().1 >= MOST_CELLS) on:click=move |_| resize(0, 1)>"+ row"</button>
            </div>
            <p class="designer__problem" role="status">{move || refused.get().unwrap_or_default()}</p>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || d.with(Designer::has_ring)
                    on:change=move |_| d.update(Designer::toggle_ring)
                />
                <span>"A card face up in front of each player (a ring card)"</span>
            </label>
            <label class="field">
                <span>"Start from a catalogue layout"</span>
                <select on:change=start_from prop:value="">
                    <option value="">"Choose a game…"</option>
                    {families()
                        .into_iter()
                        .map(|(family, games)| view! {
                            <optgroup label=family>
                                {games.into_iter().map(|(id, name)| view! { <option value=id>{name}</option> }).collect_view()}
                            </optgroup>
                        })
                        .collect_view()}
                </select>
            </label>
            <button type="button" class="link-button" on:click=move |_| d.update(Designer::clear_layout)>
                "Clear the layout"
            </button>
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Layout))}</p>
        </section>
    }
}

/// The catalogue's games by family, in list order: (family, [(id, name)]).
fn families() -> Vec<(String, Vec<(String, String)>)> {
    let mut out: Vec<(String, Vec<(String, String)>)> = vec![];
    for s in Catalogue::builtin().declared() {
        let game = (s.id.clone(), s.name.clone());
        match out.iter_mut().find(|(f, _)| *f == s.family) {
            Some((_, games)) => games.push(game),
            None => out.push((s.family.clone(), vec![game])),
        }
    }
    out
}
