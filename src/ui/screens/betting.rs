//! The betting on the phone: the rules card's structure form ([`BettingForm`]) and the dealing
//! guide's panel ([`BettingPanel`]): the pot and "pot: raise to N" in big type, who is to act, one
//! tap per action with the amounts filled in, a typed amount, and the street's totals as a
//! shortcut. The rules and the words are the model's ([`crate::model::betting`]).

use leptos::prelude::*;

use crate::engine::betting::{Action, Limit};
use crate::engine::game::Rules;
use crate::model::betting::{limit_words, on_the_hand, BetView, LIMIT_CHOICES};
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
fn bet_view(state: AppState) -> Memo<Option<BetView>> {
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
fn BetActions(
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
                <button type="button" class="primary-button" on:click=move |_| with_typed(Action::AllIn)>"All-in"</button>
            </div>
        }
        .into_any()
    }
}

/// The betting on the hand screen, for a hand entered without the dealing guide: start it with the
/// rules card's structure, tap each action, open each street's round; the contributions follow.
#[component]
pub fn HandBetting() -> impl IntoView {
    let state = expect_context::<AppState>();
    let message = RwSignal::new(None::<String>);
    let edit = move |f: &dyn Fn(&mut crate::engine::draft::Draft) -> Result<(), String>| {
        let mut problem = None;
        state.draft.update(|d| {
            if let Some(d) = d {
                problem = f(d).err();
            }
        });
        message.set(problem);
    };
    let recorded =
        Memo::new(move |_| state.draft.with(|d| d.as_ref().map(|d| d.betting().is_some())).unwrap_or(false));
    let view_of = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let b = on_the_hand::state(d)?.ok()?;
            let names = d.names();
            Some(BetView::of_record(&b, &names, &on_the_hand::rounds(d)))
        })
    });
    let act = Callback::new(move |action: Action| edit(&|d| on_the_hand::act(d, action)));
    let start = move |_| {
        let form = state.deal_form.get_untracked().betting;
        let chip = state.seating.with_untracked(|s| s.chip);
        edit(&|d| {
            let record = crate::model::betting::BetForm { record: true, ..form.clone() };
            let structure = record.structure(d.rules(), chip, d.players().len())?.ok_or("No structure.")?;
            on_the_hand::start(d, &structure)
        });
    };
    view! {
        <details class="bet bet--hand" open=recorded.get_untracked()>
            <summary>{move || match view_of.get() {
                Some(v) => format!("Betting · pot {}", v.pot),
                None => "Betting (tap each action: the pot and the limits)".to_string(),
            }}</summary>
            <Shown when=move || !recorded.get()>
                <p>{move || {
                    let form = state.deal_form.with(|f| f.betting.clone());
                    let words = state.draft.with(|d| d.as_ref().map(|d| form.words(d.rules()))).unwrap_or_default();
                    format!("{words} (change it on the rules card).")
                }}</p>
                <button type="button" class="primary-button" on:click=start>"Record the betting"</button>
            </Shown>
            <Shown when=move || recorded.get()>
                <BetActions view=view_of.into() act message />
                {move || view_of.get().filter(|v| !v.status.is_empty()).map(|v| view! { <p class="bet__status" role="status">{v.status}</p> })}
                <div class="deal__undo">
                    <button type="button" class="primary-button" disabled=move || view_of.with(|v| !v.as_ref().is_some_and(|v| v.next_round))
                        on:click=move |_| edit(&on_the_hand::next_round)>"Next betting round"</button>
                    <button type="button" class="link-button" on:click=move |_| edit(&|d| { on_the_hand::undo(d); Ok(()) })>"Undo a bet"</button>
                </div>
            </Shown>
            <p class="message" role="alert">{move || message.get().unwrap_or_default()}</p>
        </details>
    }
}

/// The betting's state in the page: the round, the pot, each player's chips in, what comes next,
/// and the street-totals shortcut.
#[component]
pub fn BettingTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let view_of = bet_view(state);
    let totals_open = RwSignal::new(false);
    move || {
        let Some(v) = view_of.get() else { return ().into_any() };
        let limit_word = limit_words(v.limit);
        let seats = v
            .seats
            .iter()
            .map(|s| {
                let state_words = match (s.folded, s.all_in, s.to_act) {
                    (true, _, _) => "folded",
                    (_, true, _) => "all-in",
                    (_, _, true) => "to act",
                    _ => "",
                };
                view! {
                    <li class="bet__seat" class:bet__seat--out=s.folded class:bet__seat--next=s.to_act>
                        <span class="bet__seat-name">{s.name.clone()}</span>
                        <span class="bet__seat-street">{format!("{} this street", s.street)}</span>
                        <span class="bet__seat-total">{format!("{} in all", s.total)}</span>
                        <span class="bet__seat-state">{state_words}</span>
                    </li>
                }
            })
            .collect_view();
        let totals =
            v.to_act.is_some().then(|| view! { <StreetTotals seats=v.seats.clone() open=totals_open /> });
        view! {
            <section class="bet" aria-label="Betting">
                <p class="bet__round">{format!("{} · {limit_word} · pot {}", v.round, v.pot)}</p>
                {(!v.status.is_empty()).then(|| view! { <p class="bet__status" role="status">{v.status.clone()}</p> })}
                {(!v.pots.is_empty()).then(|| view! {
                    <ul class="bet__pots" aria-label="Pots">
                        {v.pots.iter().map(|p| view! { <li>{p.clone()}</li> }).collect_view()}
                    </ul>
                })}
                <ul class="bet__seats" aria-label="Chips in">{seats}</ul>
                {totals}
            </section>
        }
        .into_any()
    }
}

/// The dealer's shortcut: each player's total on this street, typed at the end of the round.
#[component]
fn StreetTotals(seats: Vec<crate::model::betting::Seat>, open: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    // Filled with what each has in now (the blinds pre-flop).
    let totals = RwSignal::new(seats.iter().map(|s| s.street.to_string()).collect::<Vec<_>>());
    let all_in = RwSignal::new(seats.iter().map(|s| s.all_in).collect::<Vec<_>>());
    let seats = StoredValue::new(seats);
    let settle = move |_| {
        let mut amounts = vec![];
        for (i, t) in totals.get_untracked().iter().enumerate() {
            match t.trim().parse::<u64>() {
                Ok(n) => amounts.push(n),
                Err(_) => {
                    let name = seats.with_value(|s| s[i].name.clone());
                    state
                        .message
                        .set(Some(format!("{name}'s total \"{t}\" is not a whole number of chips.")));
                    return;
                }
            }
        }
        let flagged: Vec<usize> =
            all_in.get_untracked().iter().enumerate().filter(|(_, a)| **a).map(|(i, _)| i).collect();
        let mut problem = None;
        state.dealing.update(|d| {
            if let Some(d) = d {
                problem = d.street_totals(amounts.clone(), flagged.clone()).err();
            }
        });
        state.message.set(problem);
    };
    let rows = move || {
        seats.with_value(|seats| seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let name = s.name.clone();
            let locked = s.folded || s.all_in;
            view! {
                <li class="bet__total-row">
                    <label class="field">
                        <span>{name.clone()}</span>
                        <input type="number" min="0" inputmode="numeric" disabled=locked
                            prop:value=move || totals.with(|t| t[i].clone())
                            on:input=move |ev| { let v = event_target_value(&ev); totals.update(|t| t[i] = v) } />
                    </label>
                    <label class="check">
                        <input type="checkbox" disabled=locked prop:checked=move || all_in.with(|a| a[i])
                            on:change=move |ev| { let v = event_target_checked(&ev); all_in.update(|a| a[i] = v) } />
                        {format!("{name} all-in")}
                    </label>
                </li>
            }
        })
        .collect_view())
    };
    view! {
        <div class="bet__totals">
            <button type="button" class="link-button" aria-expanded=move || open.get().to_string()
                on:click=move |_| open.update(|o| *o = !*o)>
                "Enter this street's totals instead"
            </button>
            <Shown when=move || open.get()>
                <p>"What each player put in on this street in all (blinds included). Anyone under the most who is not all-in folded."</p>
                <ol class="bet__totals-list">{rows}</ol>
                <button type="button" class="primary-button" on:click=settle>"Settle this street"</button>
            </Shown>
        </div>
    }
}

/// On the hand screen: the recorded betting's pot, and a typed amount that disagrees with it,
/// flagged with the two ways out (never settled silently either way).
#[component]
pub fn BettingCheck() -> impl IntoView {
    let state = expect_context::<AppState>();
    let recorded = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let pot = d.recorded_contributions()?.ok().map(|c| c.iter().sum::<u64>());
            Some((pot, d.betting_disagreement()))
        })
    });
    let edit = move |f: fn(&mut crate::engine::draft::Draft)| {
        state.draft.update(|d| {
            if let Some(d) = d {
                f(d);
            }
        })
    };
    move || {
        let (pot, problem) = recorded.get()?;
        Some(match problem {
            None => view! {
                <p class="bet__recorded" role="status">
                    {format!("Put in from the recorded betting: pot {}.", pot.unwrap_or(0))}
                </p>
            }
            .into_any(),
            Some(problem) => view! {
                <div class="bet__disagree" role="alert">
                    <p>{format!("The amounts disagree with the recorded betting: {problem}")}</p>
                    <button type="button" class="primary-button" on:click=move |_| edit(|d| d.use_recorded_contributions())>
                        "Use the betting's amounts"
                    </button>
                    <button type="button" class="link-button" on:click=move |_| edit(|d| d.set_betting(None))>
                        "Keep the typed amounts (forget the recorded betting)"
                    </button>
                </div>
            }
            .into_any(),
        })
    }
}
