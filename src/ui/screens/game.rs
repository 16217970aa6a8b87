//! A game's rules card: the layout drawn, each point in plain words, the payout, the options, and
//! a table to start a hand.

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::words::{payout_in_words, point_in_words};
use crate::engine::game::LOW_CHOICES;
use crate::engine::invariant::Invariant;
use crate::engine::seating::PlayerRange;
use crate::model::deal_form::{pass_choices, DealForm, CHRISTMAS_CHOICES, ESG_CHOICES, NO_PASSING};
use crate::model::seating::Seating;
use crate::ui::components::LayoutDiagram;
use crate::ui::screens::betting::BettingForm;
use crate::ui::screens::table::{GameOptions, SeatingForm};
use crate::ui::state::{AppState, Screen};

/// The rules card of game `id`.
#[component]
pub fn GameScreen(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(game) = Catalogue::builtin().get(&id) else {
        return view! { <p role="alert">{format!("There is no game \"{id}\".")}</p> }.into_any();
    };
    let spec = game.spec().clone();
    // The options chosen for this hand; the layout, the points and the arithmetic follow them.
    let choices = RwSignal::new(BTreeMap::<String, String>::new());
    let rules = Memo::new(move |_| {
        choices
            .with(|c| game.rules(c))
            .unwrap_or_else(|_| game.rules(&Default::default()).invariant("default options are valid"))
    });
    let low_label = {
        let spec = spec.clone();
        move || {
            let chosen = choices.with(|c| c.get("low").cloned());
            spec.options
                .iter()
                .find(|o| o.key == "low")
                .and_then(|o| o.choices.iter().find(|c| Some(&c.0) == chosen.as_ref()).or(o.choices.first()))
                .map_or(LOW_CHOICES[0].1.to_string(), |c| c.1.clone())
        }
    };
    let players = PlayerRange::from(rules.get_untracked().players);
    let arithmetic = move || {
        let n = state.seating.with(|s| s.names.len());
        rules.with(|r| r.hole_card_count(n).1)
    };
    // The dealing guide's options (extra cards, card actions, learn mode, betting): the table's,
    // kept between hands and across screens, and saved.
    let form = state.deal_form;
    // A table that cannot start says why, and nothing typed is lost.
    let problem = RwSignal::new(None::<String>);
    let ready = move || {
        let why = state.seating.with(Seating::problem).or_else(|| {
            let (chip, n) = state.seating.with(|s| (s.chip, s.names.len()));
            form.with(|f| rules.with(|r| f.betting.structure(r, chip, n).err()))
        });
        let ok = why.is_none();
        problem.set(why);
        ok
    };
    let start = {
        let id = id.clone();
        move |_| {
            if ready() {
                state.start_hand(&id, &choices.get_untracked(), &state.seating.get_untracked());
            }
        }
    };
    let edit = move |f: &dyn Fn(&mut DealForm)| form.update(|d| f(d));
    let deal = {
        let id = id.clone();
        move |_| {
            if !ready() {
                return;
            }
            let (mut options, learn) = form.with_untracked(|f| (f.options(), f.learn));
            let (chip, n) = state.seating.with_untracked(|s| (s.chip, s.names.len()));
            options.betting = form
                .with_untracked(|f| rules.with_untracked(|r| f.betting.structure(r, chip, n).ok().flatten()));
            state.start_deal(&id, &choices.get_untracked(), &state.seating.get_untracked(), options, learn);
        }
    };
    view! {
        <article class="rules-card" aria-labelledby="rules-title">
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                "← All games"
            </button>
            <h2 id="rules-title">{spec.name.clone()}</h2>
            <p class="rules-card__summary">{spec.summary.clone()}</p>
            {move || view! { <LayoutDiagram rules=rules.get() /> }}
            <h3>"Points, in calculation order"</h3>
            <ol class="rules-card__points">
                {spec
                    .points
                    .iter()
                    .map(|p| {
                        let p = p.clone();
                        let low_label = low_label.clone();
                        view! { <li><strong>{p.label.clone()}</strong>" — "{move || point_in_words(&p, &low_label())}</li> }
                    })
                    .collect_view()}
            </ol>
            <p class="rules-card__payout">{payout_in_words(spec.payout, spec.points.len())}</p>
            {(!spec.options.is_empty())
                .then(|| {
                    view! {
                        <h3>"Options for this hand"</h3>
                        <div class="rules-card__options">
                            <GameOptions options=spec.options.clone() choices />
                        </div>
                    }
                })}
            <section class="rules-card__table" aria-label="Start a hand">
                <h3>"Start a hand"</h3>
                <SeatingForm players />
                <p class="rules-card__arithmetic">"Hole cards: "{move || { arithmetic() }}</p>
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
                            {pass_choices()
                                .into_iter()
                                .map(|(value, words)| {
                                    let chosen = value.clone();
                                    view! { <option value=value selected=move || form.with(|f| f.pass_value() == chosen)>{words}</option> }
                                })
                                .collect_view()}
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
                <BettingForm form rules />
                <label class="check">
                    <input type="checkbox" prop:checked=move || form.with(|f| f.learn)
                        on:change=move |ev| { let on = event_target_checked(&ev); edit(&|f| f.learn = on) } />
                    "Learn mode: the app shuffles a deck and shows every card"
                </label>
                <p class="message" role="status">{move || problem.get().unwrap_or_default()}</p>
                <div class="rules-card__start">
                    <button type="button" class="primary-button" on:click=deal>"Deal a hand"</button>
                    <button type="button" class="primary-button" on:click=start>"Enter a hand"</button>
                </div>
            </section>
        </article>
    }
    .into_any()
}
