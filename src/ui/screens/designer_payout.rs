//! The designer's Payout and players section: split pot or points (with each point's worth), the
//! hole cards, and the fewest and most players; the check says for how many the game works.

use leptos::prelude::*;

use crate::engine::game::HoleCards;
use crate::engine::pot::Payout;
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::Designer;
use crate::ui::components::Shown;

fn number(ev: &leptos::ev::Event) -> Option<usize> {
    event_target_value(ev).trim().parse().ok()
}

fn hole_key(hole: HoleCards) -> &'static str {
    match hole {
        HoleCards::MaxFromDeck => "max",
        HoleCards::Fixed(_) => "fixed",
        HoleCards::DiscardDownTo { .. } => "discard",
    }
}

/// (dealt, kept at the showdown) of a game that discards down, or what choosing it would start.
fn discard(d: &Designer) -> (usize, usize) {
    match d.discard_down() {
        HoleCards::DiscardDownTo { dealt, at_showdown } => (dealt, at_showdown),
        _ => (0, 0),
    }
}

/// What point `i` is worth in a points game: a number of points, or as many as players picked
/// it; and whether only the players who picked it contest it (the dynamic points system).
#[component]
fn PointWorth(d: RwSignal<Designer>, verdict: Memo<Verdict>, i: usize) -> impl IntoView {
    let label = move || d.with(|d| d.points().get(i).map(|p| p.label.clone()).unwrap_or_default());
    let by_picks = move || d.with(|d| d.worth_picks(i));
    view! {
        <fieldset class="designer__way">
            <legend>{label}</legend>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=by_picks
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        d.update(|d| d.set_worth_picks(i, on));
                    }
                />
                <span>"Worth as many points as players picked it"</span>
            </label>
            <Shown when=move || !by_picks()>
                <label class="field designer__k">
                    <span>{move || format!("{} is worth (points)", label())}</span>
                    <input
                        type="number"
                        min="1"
                        inputmode="numeric"
                        prop:value=move || d.with(|d| d.worth(i).to_string())
                        on:change=move |ev| {
                            if let Some(n) = number(&ev) {
                                d.update(|d| d.set_worth(i, n as u32));
                            }
                        }
                    />
                </label>
            </Shown>
            <label class="designer__check">
                <input
                    type="checkbox"
                    prop:checked=move || d.with(|d| d.picked(i))
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        d.update(|d| d.set_picked(i, on));
                    }
                />
                <span>"Only players who picked it contest it"</span>
            </label>
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.worth_line(i))}</p>
        </fieldset>
    }
}

#[component]
pub fn PayoutSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let points_game = move || d.with(|d| d.payout() == Payout::Points);
    let hole = move || hole_key(d.with(Designer::hole_cards));
    let count = Memo::new(move |_| d.with(|d| d.points().len()));
    view! {
        <section class="designer__section" aria-labelledby="designer-payout">
            <h3 id="designer-payout">"Payout and players"</h3>
            <label class="field">
                <span>"Payout"</span>
                <select
                    prop:value=move || if points_game() { "points" } else { "split" }
                    on:change=move |ev| {
                        let p = if event_target_value(&ev) == "points" { Payout::Points } else { Payout::SplitPot };
                        d.update(|d| d.set_payout(p));
                    }
                >
                    <option value="split" selected=move || !points_game()>"Split pot: shared between the points won"</option>
                    <option value="points" selected=points_game>"Points: the most points wins the pot"</option>
                </select>
            </label>
            <Shown when=points_game>
                {move || (0..count.get()).map(|i| view! { <PointWorth d verdict i /> }).collect_view()}
                <Shown when=move || d.with(|d| d.picks().is_some())>
                    <label class="field designer__k">
                        <span>"How many points each player picks"</span>
                        <input
                            type="number"
                            min="1"
                            inputmode="numeric"
                            prop:value=move || d.with(|d| d.picks().unwrap_or(1).to_string())
                            on:change=move |ev| {
                                if let Some(n) = number(&ev) {
                                    d.update(|d| d.set_picks(n));
                                }
                            }
                        />
                    </label>
                    <p class="designer__problem" role="status">{move || verdict.with(Verdict::picks_line)}</p>
                </Shown>
            </Shown>
            <label class="field">
                <span>"Hole cards"</span>
                <select
                    prop:value=move || hole_key(d.with(Designer::hole_cards))
                    on:change=move |ev| {
                        let hole = match event_target_value(&ev).as_str() {
                            "fixed" => HoleCards::Fixed(4),
                            "discard" => d.with_untracked(Designer::discard_down),
                            _ => HoleCards::MaxFromDeck,
                        };
                        d.update(|d| d.set_hole_cards(hole));
                    }
                >
                    <option value="max" selected=move || hole() == "max">"As many as the deck allows (CAP)"</option>
                    <option value="fixed" selected=move || hole() == "fixed">"A fixed number"</option>
                    <option value="discard" selected=move || hole() == "discard">"Discard down (Throw dem)"</option>
                </select>
            </label>
            <Shown when=move || hole() == "fixed">
                <label class="field designer__k">
                    <span>"Hole cards each"</span>
                    <input
                        type="number"
                        min="1"
                        max="52"
                        inputmode="numeric"
                        prop:value=move || d.with(|d| match d.hole_cards() { HoleCards::Fixed(n) => n.to_string(), _ => String::new() })
                        on:change=move |ev| {
                            if let Some(n) = number(&ev) {
                                d.update(|d| d.set_hole_cards(HoleCards::Fixed(n)));
                            }
                        }
                    />
                </label>
            </Shown>
            <Shown when=move || hole() == "discard">
                <p class="designer__hint">"Each player throws one card after each street."</p>
                <div class="designer__row">
                    <label class="field designer__k">
                        <span>"Dealt each"</span>
                        <input
                            type="number"
                            min="2"
                            max="52"
                            inputmode="numeric"
                            prop:value=move || d.with(|d| discard(d).0.to_string())
                            on:change=move |ev| {
                                if let Some(n) = number(&ev) {
                                    d.update(|d| d.set_hole_cards(HoleCards::DiscardDownTo { dealt: n, at_showdown: discard(d).1 }));
                                }
                            }
                        />
                    </label>
                    <label class="field designer__k">
                        <span>"Discard down to"</span>
                        <input
                            type="number"
                            min="1"
                            max="51"
                            inputmode="numeric"
                            prop:value=move || d.with(|d| discard(d).1.to_string())
                            on:change=move |ev| {
                                if let Some(n) = number(&ev) {
                                    d.update(|d| d.set_hole_cards(HoleCards::DiscardDownTo { dealt: discard(d).0, at_showdown: n }));
                                }
                            }
                        />
                    </label>
                </div>
            </Shown>
            <p class="designer__problem" role="status">{move || verdict.with(Verdict::hole_cards_line)}</p>
            <div class="designer__row">
                <label class="field designer__k">
                    <span>"Fewest players"</span>
                    <input
                        type="number"
                        min="2"
                        inputmode="numeric"
                        prop:value=move || d.with(|d| d.players().0.to_string())
                        on:change=move |ev| {
                            if let Some(n) = number(&ev) {
                                d.update(|d| d.set_players(n, d.players().1));
                            }
                        }
                    />
                </label>
                <label class="field designer__k">
                    <span>"Most players"</span>
                    <input
                        type="number"
                        min="2"
                        inputmode="numeric"
                        prop:value=move || d.with(|d| d.players().1.to_string())
                        on:change=move |ev| {
                            if let Some(n) = number(&ev) {
                                d.update(|d| d.set_players(d.players().0, n));
                            }
                        }
                    />
                </label>
            </div>
            <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Payout))}</p>
        </section>
    }
}
