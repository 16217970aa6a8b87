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

#[component]
pub fn PayoutSection(d: RwSignal<Designer>, verdict: Memo<Verdict>) -> impl IntoView {
    let points_game = move || d.with(|d| d.payout() == Payout::Points);
    let fixed = move || d.with(|d| matches!(d.hole_cards(), HoleCards::Fixed(_)));
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
                {move || {
                    (0..count.get())
                        .map(|i| {
                            let label = d.with_untracked(|d| d.points().get(i).map(|p| p.label.clone()).unwrap_or_default());
                            view! {
                                <label class="field designer__k">
                                    <span>{format!("{label} is worth (points)")}</span>
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
                            }
                        })
                        .collect_view()
                }}
            </Shown>
            <label class="field">
                <span>"Hole cards"</span>
                <select
                    prop:value=move || if fixed() { "fixed" } else { "max" }
                    on:change=move |ev| {
                        let hole = if event_target_value(&ev) == "fixed" { HoleCards::Fixed(4) } else { HoleCards::MaxFromDeck };
                        d.update(|d| d.set_hole_cards(hole));
                    }
                >
                    <option value="max" selected=move || !fixed()>"As many as the deck allows (CAP)"</option>
                    <option value="fixed" selected=fixed>"A fixed number"</option>
                </select>
            </label>
            <Shown when=fixed>
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
