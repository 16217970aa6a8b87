//! The dealing guide's options on the rules card: extra cards (ESG, Christmas), burns, the
//! undealt cards, card actions and learn mode. They are the table's, kept between hands and
//! across screens, and saved ([`DealForm`] in the app state); the rules card only shows them.

use leptos::prelude::*;

use super::card_actions::CardActions;
use crate::model::deal_form::{DealForm, CHRISTMAS_CHOICES, ESG_CHOICES};
use crate::ui::state::AppState;

/// The options a deal starts with, edited in place.
#[component]
pub fn DealOptionsForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let form = state.deal_form;
    let edit = move |f: &dyn Fn(&mut DealForm)| form.update(|d| f(d));
    view! {
        <label class="field">
            <span>"ESG (extra cards from the discards)"</span>
            <select on:change=move |ev| {
                let v = event_target_value(&ev);
                edit(&|f| f.set_esg(&v))
            }>
                {ESG_CHOICES
                    .map(|(value, words, rule)| {
                        view! { <option value=value selected=move || form.with(|f| f.esg == rule)>{words}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
        <label class="field">
            <span>"Christmas (extra cards from the deck)"</span>
            <select on:change=move |ev| {
                let v = event_target_value(&ev);
                edit(&|f| f.set_christmas(&v))
            }>
                {CHRISTMAS_CHOICES
                    .map(|(value, words, rule)| {
                        view! { <option value=value selected=move || form.with(|f| f.christmas == rule)>{words}</option> }
                    })
                    .collect_view()}
            </select>
        </label>
        <label class="check">
            <input type="checkbox" prop:checked=move || form.with(|f| f.burns)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.burns = on) } />
            "Burn cards"
        </label>
        <label class="check">
            <input type="checkbox" prop:checked=move || form.with(|f| f.undealt_to_discards)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.undealt_to_discards = on) } />
            "Undealt cards to the discard pile (after the pre-flop deal, for ESG; not with Christmas)"
        </label>
        <CardActions form=Signal::from(form) edit=Callback::new(move |e| form.update(|f| f.edit(e))) />
        <label class="check">
            <input type="checkbox" prop:checked=move || form.with(|f| f.learn)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.learn = on) } />
            "Learn mode: the app shuffles a deck and shows every card"
        </label>
    }
}
