//! A game's rules card: the layout drawn, each point in plain words, the payout, the options, and
//! a table to start a hand.

use leptos::prelude::*;

use crate::engine::deal::{ChristmasRule, DealOptions, EsgRule};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::words::{payout_in_words, point_in_words};
use crate::engine::game::LOW_CHOICES;
use crate::ui::components::LayoutDiagram;
use crate::ui::state::{AppState, Screen};

/// The rules card of game `id`.
#[component]
pub fn GameScreen(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(game) = Catalogue::builtin().get(&id) else {
        return view! { <p role="alert">{format!("There is no game \"{id}\".")}</p> }.into_any();
    };
    let spec = game.spec().clone();
    let rules = game.rules(&Default::default()).expect("default options are valid");
    let low = LOW_CHOICES[0].1;
    let (min_players, max_players) = rules.players;
    let (n_players, set_n_players) = signal(6usize.min(max_players));
    let (names, set_names) = signal(String::new());
    let drawn = rules.clone();
    let arithmetic = move || rules.hole_card_count(n_players.get()).1;
    let seat_names = move || {
        let n = n_players.get_untracked();
        let typed: Vec<String> = names
            .get_untracked()
            .split(',')
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        (0..n)
            .map(|i| typed.get(i).cloned().unwrap_or_else(|| format!("Player {}", i + 1)))
            .collect::<Vec<_>>()
    };
    let start = {
        let id = id.clone();
        move |_| state.start_hand(&id, seat_names())
    };
    let (esg, set_esg) = signal(EsgRule::Off);
    let (christmas, set_christmas) = signal(ChristmasRule::Off);
    let (burns, set_burns) = signal(false);
    let (learn, set_learn) = signal(false);
    let deal = {
        let id = id.clone();
        move |_| {
            let options = DealOptions {
                esg: esg.get_untracked(),
                christmas: christmas.get_untracked(),
                burns: burns.get_untracked(),
                ..DealOptions::default()
            };
            state.start_deal(&id, seat_names(), options, learn.get_untracked());
        }
    };
    view! {
        <article class="rules-card" aria-labelledby="rules-title">
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                "← All games"
            </button>
            <h2 id="rules-title">{spec.name.clone()}</h2>
            <p class="rules-card__summary">{spec.summary.clone()}</p>
            <LayoutDiagram rules=drawn />
            <h3>"Points, in calculation order"</h3>
            <ol class="rules-card__points">
                {spec
                    .points
                    .iter()
                    .map(|p| view! { <li><strong>{p.label.clone()}</strong>" — "{point_in_words(p, low)}</li> })
                    .collect_view()}
            </ol>
            <p class="rules-card__payout">{payout_in_words(spec.payout, spec.points.len())}</p>
            {(!spec.options.is_empty())
                .then(|| {
                    view! {
                        <h3>"Options tables choose"</h3>
                        <ul class="rules-card__options">
                            {spec
                                .options
                                .iter()
                                .map(|o| {
                                    let choices: Vec<String> = o.choices.iter().map(|c| c.1.clone()).collect();
                                    view! { <li><strong>{o.label.clone()}</strong>": "{choices.join("; ")}</li> }
                                })
                                .collect_view()}
                        </ul>
                    }
                })}
            <section class="rules-card__table" aria-label="Start a hand">
                <h3>"Start a hand"</h3>
                <label class="field">
                    <span>"Players"</span>
                    <input
                        type="number"
                        min=min_players
                        max=max_players
                        prop:value=move || n_players.get().to_string()
                        on:input=move |ev| {
                            if let Ok(n) = event_target_value(&ev).parse::<usize>() {
                                set_n_players.set(n.clamp(min_players, max_players));
                            }
                        }
                    />
                </label>
                <label class="field">
                    <span>"Names, clockwise from the dealer (comma-separated)"</span>
                    <input
                        type="text"
                        placeholder="Ann, Ben, Cat"
                        prop:value=names
                        on:input=move |ev| set_names.set(event_target_value(&ev))
                    />
                </label>
                <p class="rules-card__arithmetic">"Hole cards: "{arithmetic}</p>
                <label class="field">
                    <span>"ESG (extra cards from the discards)"</span>
                    <select on:change=move |ev| {
                        set_esg.set(match event_target_value(&ev).as_str() {
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
                        set_christmas.set(match event_target_value(&ev).as_str() {
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
                    <input type="checkbox" on:change=move |ev| set_burns.set(event_target_checked(&ev)) />
                    "Burn cards"
                </label>
                <label class="check">
                    <input type="checkbox" on:change=move |ev| set_learn.set(event_target_checked(&ev)) />
                    "Learn mode: the app shuffles a deck and shows every card"
                </label>
                <div class="rules-card__start">
                    <button type="button" class="primary-button" on:click=deal>"Deal a hand"</button>
                    <button type="button" class="primary-button" on:click=start>"Enter a hand"</button>
                </div>
            </section>
        </article>
    }
    .into_any()
}
