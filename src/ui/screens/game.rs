//! A game's rules card: the layout drawn, what each street deals where, each point in plain
//! words, the payout, the options, and a table to start a hand. A tap on a street or a point lights
//! its places on the drawing (what a tap does is [`Lit`]'s; the places and words the engine's).

use std::collections::BTreeMap;

use leptos::prelude::*;

use crate::engine::deal::street_plan;
use crate::engine::game::words::payout_in_words;
use crate::engine::game::LOW_CHOICES;
use crate::engine::invariant::Invariant;
use crate::engine::seating::PlayerRange;
use crate::model::rules_card::{point_guides, Lit};
use crate::model::seating::Seating;
use crate::ui::components::{Breakable, LayoutDiagram};
use crate::ui::screens::betting::BettingForm;
use crate::ui::screens::deal_options::DealOptionsForm;
use crate::ui::screens::designer::copy_into_designer;
use crate::ui::screens::game_mine::MyGameActions;
use crate::ui::screens::table::{GameOptions, SeatingForm};
use crate::ui::state::{AppState, Screen};

/// The rules card of game `id`.
#[component]
pub fn GameScreen(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let Some(game) = state.games().cap(&id) else {
        return view! { <p role="alert">{format!("There is no game \"{id}\".")}</p> }.into_any();
    };
    let spec = game.spec().clone();
    // The table's dealing options start from this game's declared defaults, if it has any (a
    // choice the user made for it is kept: `DealForm::choose_game`).
    let mut form = state.deal_form.get_untracked();
    form.choose_game(&id, spec.dealing);
    if form != state.deal_form.get_untracked() {
        state.deal_form.set(form);
    }
    // One of the user's own games: shared, exported and deleted from here.
    let mine = state.my_games.with_untracked(|m| m.get(&id).is_some());
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
    let players = PlayerRange::from(rules.get_untracked().players());
    // What each street deals where, for this table (its hole cards counted) and these options.
    let streets = Memo::new(move |_| {
        let n = state.seating.with(|s| s.names.len());
        let burns = state.deal_form.with(|f| f.burns);
        choices.with(|c| street_plan(game, c, n, burns))
    });
    // The points the options declare, each with its guide.
    let guides = {
        let spec = spec.clone();
        let low_label = low_label.clone();
        Memo::new(move |_| {
            let low = low_label();
            rules.with(|r| point_guides(&spec, r, &low))
        })
    };
    let payout = spec.payout;
    let points = Memo::new(move |_| guides.with(|g| g.iter().map(|p| p.1.clone()).collect::<Vec<_>>()));
    let labels = Memo::new(move |_| guides.with(|g| g.iter().map(|p| p.0.clone()).collect::<Vec<_>>()));
    let lit = RwSignal::new(Lit::Nothing);
    // Other options may deal other streets and ways: what was lit is put out.
    Effect::new(move |first: Option<()>| {
        choices.track();
        if first.is_some() {
            lit.set(Lit::Nothing);
        }
    });
    let highlight = Signal::derive(move || streets.with(|s| points.with(|p| lit.get().places(s, p))));
    let caption = move || streets.with(|s| points.with(|p| labels.with(|l| lit.get().caption(s, p, l))));
    let arithmetic = move || {
        let n = state.seating.with(|s| s.names.len());
        rules.with(|r| r.hole_card_count(n).1)
    };
    // A table that cannot start says why, and nothing typed is lost.
    let problem = RwSignal::new(None::<String>);
    let ready = move || {
        let why = state.seating.with(Seating::problem).or_else(|| {
            let (chip, n) = state.seating.with(|s| (s.chip, s.names.len()));
            state.deal_form.with(|f| rules.with(|r| f.betting.structure(r, chip, n).err()))
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
    let copy = {
        let spec = spec.clone();
        move |_| copy_into_designer(state, spec.clone())
    };
    let drills = {
        let id = id.clone();
        move |_| state.screen.set(Screen::Drills(id.clone()))
    };
    let deal = {
        let id = id.clone();
        move |_| {
            if !ready() {
                return;
            }
            state.start_deal(&id, &choices.get_untracked());
        }
    };
    view! {
        <article class="rules-card" aria-labelledby="rules-title">
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                "← All games"
            </button>
            <h2 id="rules-title"><Breakable text=spec.name.clone() /></h2>
            <p class="rules-card__summary">{spec.summary.clone()}</p>
            // The drawing stays in view (sticky) while the streets and points below it are tapped.
            <div class="rules-card__explain">
                <div class="rules-card__drawing">
                    {move || view! { <LayoutDiagram rules=rules.get() highlight /> }}
                    <p class="rules-card__lit" role="status">{caption}</p>
                </div>
                <h3 id="rules-streets">"Dealing, street by street"</h3>
                <ol class="rules-card__streets" aria-labelledby="rules-streets">
                    {move || {
                        streets
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(i, st)| {
                                view! {
                                    <li>
                                        <button
                                            type="button"
                                            class="rules-card__tap"
                                            aria-pressed=move || lit.get().is_street(i).to_string()
                                            on:click=move |_| lit.update(|l| *l = l.tap_street(i))
                                        >
                                            <strong>{st.name}</strong>
                                            " — "
                                            {st.words}
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ol>
                <h3 id="rules-points">"Points, in calculation order"</h3>
                <ol class="rules-card__points" aria-labelledby="rules-points">
                    {move || labels
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, label)| {
                            let ways = move || points.with(|g| g.get(i).map_or(0, |g| g.ways.len()));
                            let brief = move || points.with(|g| g.get(i).map(|g| g.brief.clone()).unwrap_or_default());
                            view! {
                                <li>
                                    <button
                                        type="button"
                                        class="rules-card__tap"
                                        aria-pressed=move || lit.get().is_point(i).to_string()
                                        on:click=move |_| lit.update(|l| *l = l.tap_point(i, ways()))
                                    >
                                        <strong>{label}</strong>
                                        " — "
                                        {move || { brief() }}
                                    </button>
                                </li>
                            }
                        })
                        .collect_view()}
                </ol>
            </div>
            <p class="rules-card__payout">{move || payout_in_words(payout, labels.with(Vec::len))}</p>
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
                <DealOptionsForm />
                <BettingForm form=state.deal_form rules />
                <p class="message" role="status">{move || problem.get().unwrap_or_default()}</p>
                <div class="rules-card__start">
                    <button type="button" class="primary-button" on:click=deal>"Deal a hand"</button>
                    <button type="button" class="primary-button" on:click=start>"Enter a hand"</button>
                </div>
                <button type="button" class="link-button rules-card__drills" on:click=drills>
                    "New to this game? Learn it with drills"
                </button>
                // A table's own version of this game starts from its declaration.
                <button type="button" class="link-button" on:click=copy>"Copy into the designer"</button>
            </section>
            {mine.then(|| view! { <MyGameActions id=id.clone() /> })}
        </article>
    }
    .into_any()
}
