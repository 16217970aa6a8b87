//! The options a Chinese poker table changes on its named rule set: surrender, the sweep, the aces
//! side bet, the overall point, and the dragon's value and small cards' range where the rule set
//! pays them (Singapore's alternative values).
//!
//! Which controls show and which sweeps are offered is the model's ([`chinese::offers`],
//! [`chinese::sweep_choices`]), read from the engine; a choice made for another rule set stays in
//! the table and the rules card shows what is in force.

use leptos::prelude::*;

use crate::engine::chinese::rules::{AcesSideBet, RuleOption, RuleSet};
use crate::engine::chinese::table::ChineseTable;
use crate::model::chinese::{self, Choice, DRAGON_CHOICES, SMALL_CARDS_CHOICES, SURRENDER_CHOICES};
use crate::ui::components::Shown;

/// A select over `choices` (read again when the rule set changes), showing `get`'s choice and
/// writing the user's with `set`.
fn choice_select<T: Copy + PartialEq + Send + Sync + 'static>(
    table: RwSignal<ChineseTable>,
    label: &'static str,
    choices: impl Fn(&ChineseTable) -> Vec<Choice<T>> + Send + Sync + 'static,
    get: fn(&ChineseTable) -> Option<T>,
    set: fn(&mut ChineseTable, Option<T>),
) -> impl IntoView {
    let choices = Memo::new(move |_| table.with(|t| choices(t)));
    view! {
        <label class="field">
            <span>{label}</span>
            <select on:change=move |ev| {
                let v = event_target_value(&ev);
                let choice = choices.with(|c| chinese::chosen(c, &v));
                table.update(|t| set(t, choice));
            }>
                {move || {
                    choices
                        .get()
                        .into_iter()
                        .map(|(value, words, choice)| {
                            view! {
                                <option value=value selected=move || table.with(|t| get(t) == choice)>
                                    {words}
                                </option>
                            }
                        })
                        .collect_view()
                }}
            </select>
        </label>
    }
}

#[component]
pub fn ChineseOptions(table: RwSignal<ChineseTable>, rules: Memo<RuleSet>) -> impl IntoView {
    let offers = move |option| move || table.with(|t| chinese::offers(t, option));
    view! {
        <fieldset class="scorer__options">
            <legend>"Options this table plays"</legend>
            <Shown when=offers(RuleOption::Surrender)>
                {choice_select(
                    table,
                    "Surrender",
                    |_| SURRENDER_CHOICES.to_vec(),
                    |t| t.options.surrender,
                    |t, c| t.options.surrender = c,
                )}
            </Shown>
            <Shown when=offers(RuleOption::Sweep)>
                {choice_select(table, "Sweep", chinese::sweep_choices, |t| t.options.sweep, |t, c| t.options.sweep = c)}
            </Shown>
            <Shown when=offers(RuleOption::Dragon)>
                {choice_select(
                    table,
                    "Dragon pays",
                    |_| DRAGON_CHOICES.to_vec(),
                    |t| t.options.dragon,
                    |t, c| t.options.dragon = c,
                )}
            </Shown>
            <Shown when=offers(RuleOption::SmallCards)>
                {choice_select(
                    table,
                    "Small cards",
                    |_| SMALL_CARDS_CHOICES.to_vec(),
                    |t| t.options.small_cards,
                    |t, c| t.options.small_cards = c,
                )}
            </Shown>
            <Shown when=offers(RuleOption::Aces)>
                <label class="check">
                    <input
                        type="checkbox"
                        prop:checked=move || rules.with(|r| r.aces != AcesSideBet::Off)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            table.update(|t| t.options.aces = Some(on));
                        }
                    />
                    <span>"Aces side bet (1, 2, 6, 8)"</span>
                </label>
            </Shown>
            <Shown when=offers(RuleOption::OverallPoint)>
                <label class="check">
                    <input
                        type="checkbox"
                        prop:checked=move || rules.with(|r| r.overall_point > 0)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            table.update(|t| t.options.overall_point = Some(u32::from(on)));
                        }
                    />
                    <span>"Overall point"</span>
                </label>
            </Shown>
        </fieldset>
    }
}
