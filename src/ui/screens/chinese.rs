//! The Chinese poker scorer: two to four players, the dealer (and the house where the rule set
//! plays against it), the rule set in force in words with the table's options, each player
//! ([`ChineseSeat`]: 13 cards tapped into rows or typed, fouls warned, specials, surrender, the
//! best-setting helper), then the result ([`ChineseResults`]). The table is saved as it is entered.
//!
//! Everything decided here comes from the engine ([`ChineseTable`], [`RuleSet::summary`]) and the
//! model ([`chinese`], [`chinese_results`]); the screen only shows it and writes the user's changes
//! into the table.

use leptos::prelude::*;

use crate::engine::chinese::rules::{Opponents, RuleSetId};
use crate::engine::chinese::table::ChineseTable;
use crate::model::chinese;
use crate::model::chinese_entry::Cursor;
use crate::model::chinese_results;
use crate::model::stores::Store;
use crate::ui::screens::chinese_options::ChineseOptions;
use crate::ui::screens::chinese_results::ChineseResults;
use crate::ui::screens::chinese_seat::ChineseSeat;
use crate::ui::state::AppState;
use crate::ui::storage;

#[component]
pub fn ChineseScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<ChineseTable>(Store::Chinese);
    state.tell(problem);
    let table = RwSignal::new(saved);
    Effect::new(move |_| table.with(|t| state.told(storage::save_table(Store::Chinese, t))));
    let count = Memo::new(move |_| table.with(|t| t.seats.len()));
    let rules = Memo::new(move |_| table.with(ChineseTable::rules));
    // Written from the whole table, names included: a rename shows in the result at once.
    let results = Memo::new(move |_| table.with(chinese_results::results));
    // Where the next tapped card goes, and why the last tap was refused.
    let cursor = RwSignal::new(Cursor::default());
    // Another tab's change to the table shows here too (issue 25).
    state.share_table(
        Store::Chinese,
        |t| t,
        move || table.try_get_untracked(),
        move |t| {
            table.set(t);
            cursor.update(|c| *c = table.with_untracked(|t| c.within(t)));
        },
    );
    let problem = RwSignal::new(None::<String>);
    let names = move || table.with(|t| (0..t.seats.len()).map(|s| t.name(s)).collect::<Vec<_>>());

    let set_count = move |n: usize| {
        table.update(|t| chinese::set_players(t, n));
        cursor.update(|c| *c = table.with_untracked(|t| c.within(t)));
    };

    view! {
        <section class="chinese" aria-labelledby="chinese-title">
            <h2 id="chinese-title">"Chinese poker"</h2>
            <p class="rules-card__summary">
                "Each player sets 13 cards: front (3) / middle (5) / back (5). The back must beat the middle and the middle the front, or the hand is fouled."
            </p>
            <label class="field">
                <span>"Rule set"</span>
                <select on:change=move |ev| {
                    let i: usize = event_target_value(&ev).parse().unwrap_or(0);
                    table.update(|t| t.rule_set = RuleSetId::ALL[i.min(RuleSetId::ALL.len() - 1)]);
                }>
                    {RuleSetId::ALL
                        .iter()
                        .enumerate()
                        .map(|(i, &id)| {
                            view! {
                                <option value=i.to_string() selected=move || table.with(|t| t.rule_set == id)>
                                    {id.to_string()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
            </label>
            <details class="scorer__rules" open>
                <summary>"The rules in force"</summary>
                <dl class="scorer__rule-lines" aria-label="Rules in force">
                    {move || {
                        rules
                            .get()
                            .summary()
                            .into_iter()
                            .map(|l| view! { <dt>{l.label}</dt> <dd>{l.text}</dd> })
                            .collect_view()
                    }}
                </dl>
            </details>
            <ChineseOptions table rules />
            <div class="scorer__seating">
                <label class="field">
                    <span>"Players"</span>
                    <select on:change=move |ev| if let Ok(n) = event_target_value(&ev).parse() { set_count(n) }>
                        {chinese::players()
                            .counts()
                            .map(|n| view! { <option value=n.to_string() selected=move || count.get() == n>{n.to_string()}</option> })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>"Dealer"</span>
                    <select on:change=move |ev| {
                        let d: usize = event_target_value(&ev).parse().unwrap_or(0);
                        table.update(|t| chinese::set_dealer(t, d));
                    }>
                        {move || {
                            names()
                                .into_iter()
                                .enumerate()
                                .map(|(i, n)| view! { <option value=i.to_string() selected=move || table.with(|t| t.dealer == i)>{n}</option> })
                                .collect_view()
                        }}
                    </select>
                </label>
                <label class="field">
                    <span>"Chips per unit"</span>
                    <input
                        type="number"
                        min="1"
                        inputmode="numeric"
                        prop:value=move || table.with(|t| t.chips_per_unit.to_string())
                        on:input=move |ev| {
                            if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                                table.update(|t| t.set_chips_per_unit(n));
                            }
                        }
                    />
                </label>
            </div>
            <p class="scorer__note" role="note">
                {move || {
                    let dealer = table.with(|t| t.name(t.dealer));
                    if rules.with(|r| r.opponents == Opponents::House) {
                        format!("{dealer} deals and is the house: everyone plays against {dealer}, who wins tied rows.")
                    } else {
                        format!("{dealer} deals; settlement goes clockwise from {dealer}.")
                    }
                }}
            </p>
            <ul class="players" aria-label="Settings">
                {move || (0..count.get()).map(|seat| view! { <ChineseSeat table rules seat cursor problem /> }).collect_view()}
            </ul>
            <h3>"Result"</h3>
            {move || match results.get() {
                Err(why) => view! { <p class="showdown__waiting">{why.message}</p> }.into_any(),
                Ok(results) => view! { <ChineseResults results /> }.into_any(),
            }}
        </section>
    }
}
