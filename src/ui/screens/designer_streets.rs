//! The designer's Streets section: the streets in dealing order, each renamed, moved or removed;
//! the selected street's places lit on the drawing, where a tap deals a place on it.

use leptos::prelude::*;

use crate::engine::game::geometry::Drawing;
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::Designer;
use crate::ui::components::LayoutDiagram;

#[component]
pub fn StreetsSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let refused = RwSignal::new(None::<String>);
    let lit = Signal::derive(move || {
        d.with(|d| {
            let deal = d.streets().get(d.selected_street()).map(|s| s.deal.clone()).unwrap_or_default();
            d.spec()
                .positions
                .iter()
                .enumerate()
                .filter(|(_, p)| deal.contains(&p.id))
                .map(|(i, _)| i)
                .collect()
        })
    });
    let on_tap = Callback::new(move |i: usize| {
        d.update(|d| {
            if let Some(id) = d.spec().positions.get(i).map(|p| p.id.clone()) {
                d.deal_on_selected(&id);
            }
        })
    });
    let drawing = Memo::new(move |_| d.with(|d| Drawing::new(d.name(), &d.places())));
    let street_problem = move |i: usize| {
        verdict.with(|v| {
            v.in_section(Section::Streets).filter(|p| p.street == Some(i)).map(|p| p.message.clone())
        })
    };
    // Only a change in the number of streets draws the list again (not a letter typed in a name).
    let count = Memo::new(move |_| d.with(|d| d.streets().len()));
    view! {
        <section class="designer__section" aria-labelledby="designer-streets">
            <h3 id="designer-streets">"Streets"</h3>
            <p class="designer__hint">"Select a street, then tap places on the drawing to deal them on it."</p>
            <div class="designer__drawing">
                {move || {
                    view! {
                        <LayoutDiagram
                            rules=drawing.get()
                            highlight=lit
                            on_tap
                            cards=Signal::derive(Vec::new)
                            selected_position=Signal::derive(|| None)
                        />
                    }
                }}
            </div>
            <ol class="designer__list">
                {move || {
                    (0..count.get())
                        .map(|i| {
                            let name = move || d.with(|d| d.streets().get(i).map(|s| s.name.clone()).unwrap_or_default());
                            let places = move || {
                                d.with(|d| {
                                    let deal = d.streets().get(i).map(|s| s.deal.join(", ")).unwrap_or_default();
                                    if deal.is_empty() { "no place yet".to_string() } else { deal }
                                })
                            };
                            let selected = move || d.with(|d| d.selected_street() == i);
                            view! {
                                <li class="designer__item" class:designer__item--open=selected>
                                    <button
                                        type="button"
                                        class="rules-card__tap"
                                        aria-pressed=move || selected().to_string()
                                        on:click=move |_| d.update(|d| d.select_street(i))
                                    >
                                        <strong>{move || { name() }}</strong>
                                        " — "
                                        {move || { places() }}
                                    </button>
                                    <div class="designer__row">
                                        <label class="designer__inline">
                                            <span class="visually-hidden">{move || format!("Name of street {}", i + 1)}</span>
                                            <input
                                                type="text"
                                                maxlength="40"
                                                prop:value=move || { name() }
                                                on:input=move |ev| d.update(|d| d.rename_street(i, &event_target_value(&ev)))
                                            />
                                        </label>
                                        <button type="button" class="designer__small" aria-label="Deal it earlier" prop:disabled=move || i == 0 on:click=move |_| d.update(|d| d.move_street(i, true))>"↑"</button>
                                        <button type="button" class="designer__small" aria-label="Deal it later" prop:disabled=move || { i + 1 >= count.get() } on:click=move |_| d.update(|d| d.move_street(i, false))>"↓"</button>
                                        <button
                                            type="button"
                                            class="designer__small"
                                            aria-label="Remove the street"
                                            on:click=move |_| {
                                                let mut why = None;
                                                d.update(|d| why = d.remove_street(i).err());
                                                refused.set(why);
                                            }
                                        >
                                            "✕"
                                        </button>
                                    </div>
                                    <p class="designer__problem" role="status">{move || street_problem(i).unwrap_or_default()}</p>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <button type="button" class="link-button" on:click=move |_| d.update(Designer::add_street)>"+ Add a street"</button>
            <p class="designer__problem" role="status">{move || refused.get().unwrap_or_default()}</p>
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Streets))}</p>
        </section>
    }
}
