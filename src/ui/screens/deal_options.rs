//! The dealing guide's options on the rules card: extra cards (ESG, Christmas), burns, the
//! undealt cards, card actions and learn mode. They are the table's, kept between hands and
//! across screens, and saved ([`DealForm`] in the app state); the rules card only shows them.

use leptos::prelude::*;

use crate::model::deal_form::{pass_choices, DealForm, CHRISTMAS_CHOICES, ESG_CHOICES, NO_PASSING};
use crate::ui::state::AppState;

/// The options a deal starts with, edited in place.
#[component]
pub fn DealOptionsForm() -> impl IntoView {
    let state = expect_context::<AppState>();
    let form = state.deal_form;
    let edit = move |f: &dyn Fn(&mut DealForm)| form.update(|d| f(d));
    // Redrawn only when the list changes (a game declaring a pass of more than three cards).
    let passes = Memo::new(move |_| form.with(|f| pass_choices(&f.pass)));
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
        <details class="rules-card__actions" open=form.with_untracked(DealForm::has_card_actions)>
            <summary>"Card actions"</summary>
            <label class="field">
                <span>"Pass the trash"</span>
                <select on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit(&|f| f.pass = v.clone())
                }>
                    <option value=NO_PASSING selected=move || form.with(|f| f.pass_value() == NO_PASSING)>"No passing"</option>
                    {move || {
                        passes
                            .get()
                            .into_iter()
                            .map(|(value, words)| {
                                let chosen = value.clone();
                                view! { <option value=value selected=move || form.with(|f| f.pass_value() == chosen)>{words}</option> }
                            })
                            .collect_view()
                    }}
                </select>
            </label>
            <label class="check rules-card__every">
                <input type="checkbox" prop:checked=move || form.with(|f| f.pass_every_street)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.pass_every_street = on) } />
                "Pass the trash also after the flop, turn and river"
            </label>
            <label class="field">
                <span>"Forced discard (cards each)"</span>
                <input type="number" min="0" max="5" prop:value=move || form.with(|f| f.forced_discard.to_string())
                    on:input=move |ev| { let n = event_target_value(&ev).parse().unwrap_or(0); edit(&|f| f.forced_discard = n) } />
            </label>
            <label class="check rules-card__every">
                <input type="checkbox" prop:checked=move || form.with(|f| f.discard_every_street)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.discard_every_street = on) } />
                "Forced discard also after the flop, turn and river"
            </label>
            <label class="check">
                <input type="checkbox" prop:checked=move || form.with(|f| f.draw)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.draw = on) } />
                "Draw: discard any number and draw as many"
            </label>
            <label class="check rules-card__every">
                <input type="checkbox" prop:checked=move || form.with(|f| f.draw_every_street)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.draw_every_street = on) } />
                "Draw also after the flop, turn and river"
            </label>
            <label class="field">
                <span>"Buy an extra card: price (0 = not offered)"</span>
                <input type="number" min="0" prop:value=move || form.with(|f| f.buy_price.to_string())
                    on:input=move |ev| { let n = event_target_value(&ev).parse().unwrap_or(0); edit(&|f| f.buy_price = n) } />
            </label>
            <label class="field">
                <span>"Price rise each street"</span>
                <input type="number" min="0" prop:value=move || form.with(|f| f.buy_rise.to_string())
                    on:input=move |ev| { let n = event_target_value(&ev).parse().unwrap_or(0); edit(&|f| f.buy_rise = n) } />
            </label>
            <label class="check rules-card__every">
                <input type="checkbox" prop:checked=move || form.with(|f| f.buy_every_street)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.buy_every_street = on) } />
                "Buying also after the flop, turn and river"
            </label>
        </details>
        <label class="check">
            <input type="checkbox" prop:checked=move || form.with(|f| f.learn)
                on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.learn = on) } />
            "Learn mode: the app shuffles a deck and shows every card"
        </label>
    }
}
