//! A game's rules card: the layout drawn, each point in plain words, the payout, the options, and
//! a table to start a hand.

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::deal::{
    BuySchedule, ChristmasRule, DealOptions, EsgRule, ForcedDiscard, Neighbour, PassTheTrash, When,
};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::words::{payout_in_words, point_in_words};
use crate::engine::game::LOW_CHOICES;
use crate::engine::invariant::Invariant;
use crate::engine::seating::PlayerRange;
use crate::model::seating::Seating;
use crate::ui::components::LayoutDiagram;
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
    // A table that cannot start says why, and nothing typed is lost.
    let problem = RwSignal::new(None::<String>);
    let ready = move || {
        let why = state.seating.with(Seating::problem);
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
    let esg = RwSignal::new(EsgRule::Off);
    let christmas = RwSignal::new(ChristmasRule::Off);
    let burns = RwSignal::new(false);
    let undealt = RwSignal::new(false);
    let learn = RwSignal::new(false);
    // Card actions: pass the trash ("2-left"), forced discard, draw, buying a card.
    let pass = RwSignal::new(String::from("none"));
    let discard = RwSignal::new(0usize);
    let draw = RwSignal::new(false);
    let buy_price = RwSignal::new(0u64);
    let buy_rise = RwSignal::new(0u64);
    let every_street = RwSignal::new(false);
    let deal = {
        let id = id.clone();
        move |_| {
            if !ready() {
                return;
            }
            let when = if every_street.get_untracked() { When::EveryStreet } else { When::PreFlop };
            let pass_the_trash = pass.get_untracked().split_once('-').and_then(|(n, side)| {
                let to = if side == "right" { Neighbour::Right } else { Neighbour::Left };
                n.parse().ok().map(|cards| PassTheTrash { cards, to, when })
            });
            let cards = discard.get_untracked();
            let price = buy_price.get_untracked();
            let options = DealOptions {
                esg: esg.get_untracked(),
                christmas: christmas.get_untracked(),
                burns: burns.get_untracked(),
                undealt_to_discards: undealt.get_untracked(),
                pass_the_trash,
                forced_discard: (cards > 0).then_some(ForcedDiscard { cards, when }),
                draw: draw.get_untracked().then_some(when),
                buy: (price > 0).then_some(BuySchedule {
                    first_price: price,
                    rise_per_street: buy_rise.get_untracked(),
                    when,
                }),
            };
            state.start_deal(
                &id,
                &choices.get_untracked(),
                &state.seating.get_untracked(),
                options,
                learn.get_untracked(),
            );
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
                        esg.set(match event_target_value(&ev).as_str() {
                            "esg" => EsgRule::Esg,
                            "catch-up" => EsgRule::CatchUp,
                            _ => EsgRule::Off,
                        })
                    }>
                        <option value="off">"Off"</option>
                        <option value="esg">"ESG"</option>
                        <option value="catch-up">"Catch-up ESG"</option>
                    </select>
                </label>
                <label class="field">
                    <span>"Christmas (extra cards from the deck)"</span>
                    <select on:change=move |ev| {
                        christmas.set(match event_target_value(&ev).as_str() {
                            "on" => ChristmasRule::On,
                            "grinch" => ChristmasRule::Grinch,
                            _ => ChristmasRule::Off,
                        })
                    }>
                        <option value="off">"Off"</option>
                        <option value="on">"Christmas"</option>
                        <option value="grinch">"Grinch (the last aggressor decides)"</option>
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" on:change=move |ev| burns.set(event_target_checked(&ev)) />
                    "Burn cards"
                </label>
                <label class="check">
                    <input type="checkbox" on:change=move |ev| undealt.set(event_target_checked(&ev)) />
                    "Undealt cards to the discard pile (after the pre-flop deal, for ESG; not with Christmas)"
                </label>
                <details class="rules-card__actions">
                    <summary>"Card actions"</summary>
                    <label class="field">
                        <span>"Pass the trash"</span>
                        <select on:change=move |ev| pass.set(event_target_value(&ev))>
                            <option value="none">"No passing"</option>
                            {[1, 2, 3]
                                .into_iter()
                                .flat_map(|n| {
                                    ["left", "right"].into_iter().map(move |side| {
                                        view! { <option value=format!("{n}-{side}")>{format!("Pass {n} to the {side}")}</option> }
                                    })
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <label class="field">
                        <span>"Forced discard (cards each)"</span>
                        <input type="number" min="0" max="5" prop:value=move || discard.get().to_string()
                            on:input=move |ev| discard.set(event_target_value(&ev).parse().unwrap_or(0)) />
                    </label>
                    <label class="check">
                        <input type="checkbox" on:change=move |ev| draw.set(event_target_checked(&ev)) />
                        "Draw: discard any number and draw as many"
                    </label>
                    <label class="field">
                        <span>"Buy an extra card: price (0 = not offered)"</span>
                        <input type="number" min="0" prop:value=move || buy_price.get().to_string()
                            on:input=move |ev| buy_price.set(event_target_value(&ev).parse().unwrap_or(0)) />
                    </label>
                    <label class="field">
                        <span>"Price rise each street"</span>
                        <input type="number" min="0" prop:value=move || buy_rise.get().to_string()
                            on:input=move |ev| buy_rise.set(event_target_value(&ev).parse().unwrap_or(0)) />
                    </label>
                    <label class="check">
                        <input type="checkbox" on:change=move |ev| every_street.set(event_target_checked(&ev)) />
                        "Actions also after the flop, turn and river (not only pre-flop)"
                    </label>
                </details>
                <label class="check">
                    <input type="checkbox" on:change=move |ev| learn.set(event_target_checked(&ev)) />
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
