//! The "Card actions" controls (pass the trash, forced discard, draw, buying a card, each with its
//! timing): the rules card's "Start a hand" form and the designer's dealing defaults draw these
//! same controls, so both say the same words; each change is a [`CardActionEdit`].

use leptos::prelude::*;

use crate::model::deal_form::{pass_choices, CardAction, CardActionEdit, DealForm, NO_PASSING};

/// The card actions of `form`, each change sent to `edit`. With `timing_needs_action`, an
/// action's timing and the price rise can only be set once the action is chosen (the designer:
/// a declaration has no timing for an action it does not take).
#[component]
pub fn CardActions(
    form: Signal<DealForm>,
    edit: Callback<CardActionEdit>,
    #[prop(optional)] timing_needs_action: bool,
) -> impl IntoView {
    // Redrawn only when the list changes (a game declaring a pass of more than three cards).
    let passes = Memo::new(move |_| form.with(|f| pass_choices(&f.pass)));
    let off = move |action: CardAction| timing_needs_action && !form.with(|f| f.has(action));
    let every = move |action: CardAction, words: &'static str| {
        let on = move || {
            form.with(|f| match action {
                CardAction::Pass => f.pass_every_street,
                CardAction::Discard => f.discard_every_street,
                CardAction::Draw => f.draw_every_street,
                CardAction::Buy => f.buy_every_street,
            })
        };
        view! {
            <label class="check rules-card__every">
                <input type="checkbox" prop:checked=on disabled=move || off(action)
                    on:change=move |ev| edit.run(CardActionEdit::EveryStreet(action, event_target_checked(&ev))) />
                {words}
            </label>
        }
    };
    let number = |ev: &leptos::ev::Event| event_target_value(ev).parse().unwrap_or(0);
    view! {
        <details class="rules-card__actions" open=form.with_untracked(DealForm::has_card_actions)>
            <summary>"Card actions"</summary>
            <label class="field">
                <span>"Pass the trash"</span>
                <select on:change=move |ev| edit.run(CardActionEdit::Pass(event_target_value(&ev)))>
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
            {every(CardAction::Pass, "Pass the trash also after the flop, turn and river")}
            <label class="field">
                <span>"Forced discard (cards each)"</span>
                <input type="number" min="0" max="5" prop:value=move || form.with(|f| f.forced_discard.to_string())
                    on:input=move |ev| edit.run(CardActionEdit::Discard(number(&ev))) />
            </label>
            {every(CardAction::Discard, "Forced discard also after the flop, turn and river")}
            <label class="check">
                <input type="checkbox" prop:checked=move || form.with(|f| f.draw)
                    on:change=move |ev| edit.run(CardActionEdit::Draw(event_target_checked(&ev))) />
                "Draw: discard any number and draw as many"
            </label>
            {every(CardAction::Draw, "Draw also after the flop, turn and river")}
            <label class="field">
                <span>"Buy an extra card: price (0 = not offered)"</span>
                <input type="number" min="0" prop:value=move || form.with(|f| f.buy_price.to_string())
                    on:input=move |ev| edit.run(CardActionEdit::BuyPrice(number(&ev) as u64)) />
            </label>
            <label class="field">
                <span>"Price rise each street"</span>
                <input type="number" min="0" prop:value=move || form.with(|f| f.buy_rise.to_string())
                    disabled=move || off(CardAction::Buy)
                    on:input=move |ev| edit.run(CardActionEdit::BuyRise(number(&ev) as u64)) />
            </label>
            {every(CardAction::Buy, "Buying also after the flop, turn and river")}
        </details>
    }
}
