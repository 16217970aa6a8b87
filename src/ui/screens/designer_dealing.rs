//! The designer's Dealing defaults section: what a table of the game starts dealing with (ESG,
//! Christmas, burns, the undealt cards, the card actions), the declaration's `dealing`. The
//! choices and words are the deal form's (its very "Card actions" controls); the table can still
//! change each when it deals.

use leptos::prelude::*;

use super::card_actions::CardActions;
use crate::model::deal_form::{CHRISTMAS_CHOICES, ESG_CHOICES};
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::Designer;

#[component]
pub fn DealingSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let dealing = Memo::new(move |_| d.with(Designer::dealing));
    let form = Signal::derive(move || d.with(Designer::dealing_form));
    let edit = Callback::new(move |e| d.update(|d| d.edit_card_action(e)));
    view! {
        <section class="designer__section" aria-labelledby="designer-dealing">
            <h3 id="designer-dealing">"Dealing defaults"</h3>
            <p class="designer__hint">"What a table of this game starts with; the dealer can still change each before a hand."</p>
            <label class="field">
                <span>"ESG (extra cards from the discards)"</span>
                <select on:change=move |ev| d.update(|d| d.set_esg(&event_target_value(&ev)))>
                    {ESG_CHOICES
                        .map(|(value, words, rule)| {
                            view! { <option value=value selected=move || dealing.with(|g| g.esg == rule)>{words}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="field">
                <span>"Christmas (extra cards from the deck)"</span>
                <select on:change=move |ev| d.update(|d| d.set_christmas(&event_target_value(&ev)))>
                    {CHRISTMAS_CHOICES
                        .map(|(value, words, rule)| {
                            view! { <option value=value selected=move || dealing.with(|g| g.christmas == rule)>{words}</option> }
                        })
                        .collect_view()}
                </select>
            </label>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || dealing.with(|g| g.burns)
                    on:change=move |ev| { let on = event_target_checked(&ev); d.update(|d| d.set_burns(on)) }
                />
                <span>"Burn cards"</span>
            </label>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || dealing.with(|g| g.undealt_to_discards)
                    on:change=move |ev| { let on = event_target_checked(&ev); d.update(|d| d.set_undealt_to_discards(on)) }
                />
                <span>"Undealt cards to the discard pile (for ESG; not with Christmas)"</span>
            </label>
            <CardActions form edit timing_needs_action=true />
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Dealing))}</p>
        </section>
    }
}
