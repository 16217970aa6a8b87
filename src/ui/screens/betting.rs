//! The betting on the phone: the rules card's structure form ([`BettingForm`]) and the dealing
//! guide's bar ([`BettingBar`]): the pot and "pot: raise to N" in big type, who is to act, one tap
//! per action with the amounts filled in, and a typed amount. The table of chips in is
//! [`super::betting_table`], the hand screen's betting [`super::betting_hand`]. The rules and the
//! words are the model's ([`crate::model::betting`]).

use leptos::prelude::*;

use crate::engine::betting::{Action, Limit};
use crate::engine::game::Rules;
use crate::model::betting::{BetView, LIMIT_CHOICES};
use crate::model::deal_form::DealForm;
use crate::ui::components::Shown;
use crate::ui::state::AppState;

/// The betting structure on the rules card: whether to record it, the limit, blinds, straddles,
/// ante, bomb pot.
#[component]
pub fn BettingForm(form: RwSignal<DealForm>, rules: Memo<Rules>) -> impl IntoView {
    let edit = move |f: &dyn Fn(&mut DealForm)| form.update(|d| f(d));
    let on = move || form.with(|f| f.betting.record);
    let number = move |label: &'static str, get: fn(&DealForm) -> u64, set: fn(&mut DealForm, u64)| {
        view! {
            <label class="field">
                <span>{label}</span>
                <input type="number" min="0" inputmode="numeric" prop:value=move || form.with(|f| get(f).to_string())
                    on:input=move |ev| {
                        if let Ok(n) = event_target_value(&ev).parse::<u64>() {
                            form.update(|f| set(f, n));
                        }
                    } />
            </label>
        }
    };
    view! {
        <details class="rules-card__betting" open=form.with_untracked(|f| f.betting.record)>
            <summary>"Betting"</summary>
            <label class="check">
                <input type="checkbox" prop:checked=on
                    on:change=move |ev| { let v = event_target_checked(&ev); edit(&|f| f.betting.record = v) } />
                "Record the betting in the dealing guide (the pot, who is to act, the raise limits)"
            </label>
            <Shown when=on>
                <p class="rules-card__betting-words">{move || form.with(|f| rules.with(|r| f.betting.words(r)))}</p>
                <label class="field">
                    <span>"Limit"</span>
                    <select on:change=move |ev| { let v = event_target_value(&ev); edit(&|f| f.betting.limit = v.clone()) }>
                        {LIMIT_CHOICES
                            .map(|(value, words)| {
                                view! { <option value=value selected=move || form.with(|f| f.betting.limit == value)>{words}</option> }
                            })
                            .collect_view()}
                    </select>
                </label>
                <div class="table-money">
                    {number("Small blind", |f| f.betting.small_blind, |f, n| f.betting.small_blind = n)}
                    {number("Big blind", |f| f.betting.big_blind, |f, n| f.betting.big_blind = n)}
                </div>
                <label class="field">
                    <span>"Straddles, in order (blank: none)"</span>
                    <input type="text" inputmode="numeric" placeholder="4, 8" autocomplete="off"
                        prop:value=move || form.with(|f| f.betting.straddles.clone())
                        on:input=move |ev| { let v = event_target_value(&ev); edit(&|f| f.betting.straddles = v.clone()) } />
                </label>
                <div class="table-money">
                    {number("Ante (each)", |f| f.betting.ante, |f, n| f.betting.ante = n)}
                    {number("Bomb pot (each; 0: none)", |f| f.betting.bomb_pot, |f, n| f.betting.bomb_pot = n)}
                </div>
            </Shown>
        </details>
    }
}

/// The betting as the dealing guide's model words it, for the players at the table.
pub(super) fn bet_view(state: AppState) -> Memo<Option<BetView>> {
    Memo::new(move |_| state.dealing.with(|d| d.as_ref().and_then(|d| BetView::of(&d.table, &d.names))))
}

/// Whether a betting round is open for actions now (the bottom bar then holds the actions).
pub fn betting_open(state: AppState) -> bool {
    state.dealing.with(|d| d.as_ref().is_some_and(|d| d.table.betting_open()))
}

/// The betting round in the dealing guide's bottom bar, in thumb reach.
#[component]
pub fn BettingBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_of = bet_view(state);
    let act = Callback::new(move |action: Action| {
        let mut problem = None;
        state.dealing.update(|d| {
            if let Some(d) = d {
                problem = d.bet(action).err();
            }
        });
        state.message.set(problem);
    });
    view! { <BetActions view=view_of.into() act message=state.message /> }
}

/// The round's actions: the pot, who is to act and "pot: raise to N" in big type, one tap per
/// action with the amounts filled in, and a typed amount. `act` applies an action and sets
/// `message` when it is refused.
#[component]
pub(super) fn BetActions(
    view: Signal<Option<BetView>>,
    act: Callback<Action>,
    message: RwSignal<Option<String>>,
) -> impl IntoView {
    // The typed amount: a raise (or all-in) to this street total.
    let typed = RwSignal::new(String::new());
    let with_typed = move |f: fn(u64) -> Action| match typed.with(|t| t.trim().parse::<u64>().ok()) {
        Some(n) => {
            act.run(f(n));
            if message.get_untracked().is_none() {
                typed.set(String::new());
            }
        }
        None => message.set(Some("Type the total the player puts in on this street first.".into())),
    };
    move || {
        let Some(v) = view.get().filter(|v| v.to_act.is_some()) else { return ().into_any() };
        let (min, max, to_call) = (v.min_raise_to, v.max_raise_to, v.to_call);
        let verb = if v.current == 0 { "bet" } else { "raise to" };
        let to_act = v.to_act_name.clone().unwrap_or_default();
        let call = if to_call == 0 { "may check".to_string() } else { format!("to call {to_call}") };
        let pot_word = if v.limit == Limit::PotLimit { "Pot" } else { "Max" };
        view! {
            <div class="bet__head" role="status" aria-live="polite">
                <p class="bet__pot">"Pot "<strong>{v.pot}</strong></p>
                <p class="bet__to-act"><strong>{to_act}</strong>{format!(" {call}")}</p>
            </div>
            <p class="bet__headline">{v.headline.clone()}</p>
            <div class="bet__buttons" role="group" aria-label="Betting actions">
                <button type="button" class="primary-button bet__fold" on:click=move |_| act.run(Action::Fold)>"Fold"</button>
                <button type="button" class="primary-button" on:click=move |_| {
                    act.run(if to_call == 0 { Action::Check } else { Action::Call })
                }>{v.call_words()}</button>
                {min.map(|m| view! {
                    <button type="button" class="primary-button" on:click=move |_| act.run(Action::BetTo(m))>
                        {format!("Min: {verb} {m}")}
                    </button>
                })}
                {max.filter(|m| Some(*m) != min).map(|m| view! {
                    <button type="button" class="primary-button bet__pot-button" on:click=move |_| act.run(Action::BetTo(m))>
                        {format!("{pot_word}: {verb} {m}")}
                    </button>
                })}
            </div>
            <div class="bet__typed">
                <input type="number" min="0" inputmode="numeric" aria-label="Amount: the player's total on this street"
                    placeholder="Amount" prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
                <button type="button" class="primary-button" disabled=min.is_none()
                    on:click=move |_| with_typed(Action::BetTo)>{if v.current == 0 { "Bet" } else { "Raise to" }}</button>
                // With stacks the all-in is the whole stack, one tap; without, the typed total.
                {match v.all_in_to {
                    Some(all) => view! {
                        <button type="button" class="primary-button" on:click=move |_| act.run(Action::AllIn(all))>
                            {format!("All-in {all}")}
                        </button>
                    }.into_any(),
                    None => view! {
                        <button type="button" class="primary-button" on:click=move |_| with_typed(Action::AllIn)>"All-in"</button>
                    }.into_any(),
                }}
            </div>
        }
        .into_any()
    }
}
