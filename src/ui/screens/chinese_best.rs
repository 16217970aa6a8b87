//! The best-setting helper's answer for one seat: the settings no other beats on every row, best
//! first, each one tap from being the seat's rows. The search is the engine's ([`best_settings`]).

use leptos::prelude::*;

use crate::engine::card_set::CardSet;
use crate::engine::chinese::best::{best_settings, Candidate};
use crate::engine::chinese::rules::RuleSet;
use crate::engine::fixed::fixed;
use crate::ui::clock::now_ms;

/// The best-setting helper's answer and how many milliseconds it took.
pub type BestFound = (Result<Vec<Candidate>, String>, f64);

/// The best settings of 13 cards under `rules`, timed.
pub fn find(cards: CardSet, rules: &RuleSet) -> BestFound {
    let start = now_ms();
    let found = best_settings(cards, rules).map_err(|e| e.to_string());
    (found, now_ms() - start)
}

/// The helper's answer, if asked for; `on_use` gets the setting tapped, as rows text.
#[component]
pub fn BestList(
    /// The answer, once asked for (cleared when the cards change).
    best: RwSignal<Option<BestFound>>,
    /// The player's name, for the list's label.
    name: Signal<String>,
    /// What tapping a setting does: it gets the setting as rows text.
    on_use: Callback<String>,
) -> impl IntoView {
    view! {
        {move || {
            best.get()
                .map(|(found, ms)| match found {
                    Err(why) => view! { <p class="chinese__status">{why}</p> }.into_any(),
                    Ok(list) => {
                        let total = list.len();
                        view! {
                            <div class="scorer__best" role="region" aria-label=format!("Best settings for {}", name.get())>
                                <p class="chinese__status">
                                    {format!(
                                        "72,072 ways checked in {} ms: {total} not beaten on every row by another, best first (estimated units per opponent). Tap one to use it.",
                                        fixed(ms, 0, false),
                                    )}
                                </p>
                                <ol class="scorer__best-list">
                                    {list
                                        .into_iter()
                                        .take(12)
                                        .map(|c| {
                                            let text = c.setting.to_string();
                                            let use_text = text.clone();
                                            view! {
                                                <li>
                                                    <button
                                                        type="button"
                                                        class="scorer__choice"
                                                        on:click=move |_| on_use.run(use_text.clone())
                                                    >
                                                        <span>{text}</span>
                                                        <span class="scorer__estimate">{format!("≈ {}", fixed(c.estimate, 1, true))}</span>
                                                    </button>
                                                </li>
                                            }
                                        })
                                        .collect_view()}
                                </ol>
                            </div>
                        }
                        .into_any()
                    }
                })
        }}
    }
}
