//! The Chinese poker scorer: each player's 13 cards as front / middle / back, the table's rule
//! set, fouls warned while setting, and the pairwise table with net totals.

use leptos::prelude::*;

use crate::engine::chinese::compare::{score, PlayerHand, Scoreboard};
use crate::engine::chinese::rules::{RuleSet, RuleSetId};
use crate::engine::chinese::setting::Setting;

/// One player's row of the entry form.
#[derive(Clone)]
struct Entry {
    name: RwSignal<String>,
    rows: RwSignal<String>,
}

/// What a player's text says: a setting (maybe fouled) or what is wrong with it.
fn read(text: &str) -> Result<Setting, String> {
    text.parse::<Setting>().map_err(|e| e.to_string())
}

#[component]
pub fn ChineseScreen() -> impl IntoView {
    let entries: Vec<Entry> = ["North", "East", "South", "West"]
        .iter()
        .map(|n| Entry { name: RwSignal::new(n.to_string()), rows: RwSignal::new(String::new()) })
        .collect();
    let entries = StoredValue::new(entries);
    let (rule_set, set_rule_set) = signal(RuleSetId::Basic);
    let result = Memo::new(move |_| -> Result<(Scoreboard, Vec<String>), String> {
        let list = entries.get_value();
        let mut hands = Vec::new();
        let mut names = Vec::new();
        for e in &list {
            let name = e.name.get();
            let setting = read(&e.rows.get()).map_err(|why| format!("{name}: {why}"))?;
            hands.push(PlayerHand::Set(setting));
            names.push(name);
        }
        let board = score(&RuleSet::named(rule_set.get()), &hands, 0).map_err(|e| e.to_string())?;
        Ok((board, names))
    });
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
                    set_rule_set.set(RuleSetId::ALL[i.min(RuleSetId::ALL.len() - 1)]);
                }>
                    {RuleSetId::ALL
                        .iter()
                        .enumerate()
                        .map(|(i, id)| view! { <option value=i.to_string()>{id.to_string()}</option> })
                        .collect_view()}
                </select>
            </label>
            <ul class="players" aria-label="Settings">
                {entries
                    .get_value()
                    .into_iter()
                    .map(|e| {
                        let status = move || {
                            let text = e.rows.get();
                            if text.trim().is_empty() {
                                return String::new();
                            }
                            match read(&text) {
                                Ok(s) => match s.foul() {
                                    Some(foul) => format!("Fouled: {foul}"),
                                    None => "Set".to_string(),
                                },
                                Err(why) => why,
                            }
                        };
                        view! {
                            <li class="player">
                                <label class="field">
                                    <span>"Name"</span>
                                    <input type="text" prop:value=e.name on:input=move |ev| e.name.set(event_target_value(&ev)) />
                                </label>
                                <label class="field">
                                    <span>{move || format!("{}'s rows", e.name.get())}</span>
                                    <input
                                        type="text"
                                        placeholder="Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc"
                                        autocomplete="off"
                                        autocapitalize="off"
                                        prop:value=e.rows
                                        on:input=move |ev| e.rows.set(event_target_value(&ev))
                                    />
                                </label>
                                <p class="chinese__status" role="status">{status}</p>
                            </li>
                        }
                    })
                    .collect_view()}
            </ul>
            <h3>"Result"</h3>
            {move || match result.get() {
                Err(why) => view! { <p class="showdown__waiting">{why}</p> }.into_any(),
                Ok((board, names)) => {
                    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
                    let table = board.table(&refs);
                    let mut lines = table.lines();
                    let header: Vec<String> = lines.next().unwrap_or_default().split('|').map(|c| c.trim().to_string()).collect();
                    let rows: Vec<Vec<String>> =
                        lines.map(|l| l.split('|').map(|c| c.trim().to_string()).collect()).collect();
                    view! {
                        <div class="chinese__scroll">
                            <table class="chinese__table" aria-label="Pairings and totals">
                                <thead>
                                    <tr>{header.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}</tr>
                                </thead>
                                <tbody>
                                    {rows
                                        .into_iter()
                                        .map(|r| view! { <tr>{r.into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}</tr> })
                                        .collect_view()}
                                </tbody>
                            </table>
                        </div>
                    }
                    .into_any()
                }
            }}
        </section>
    }
}
