//! The scored Chinese poker table: the pool, the pairings (each row's winner and the net) and the
//! totals as two narrow tables, each pairing by reason, and the chip-limited settlement. Every line
//! is the model's ([`Results`]), written from the table as it is now, names included.

use leptos::prelude::*;

use crate::model::chinese_results::Results;

/// The results of a scored table.
#[component]
pub fn ChineseResults(results: Results) -> impl IntoView {
    let Results { pairings, totals, breakdown, pool, settlement } = results;
    let pool = pool.map(|lines| {
        view! {
            <div class="scorer__pool" role="region" aria-label="Pool">
                {lines.into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
            </div>
        }
    });
    let settlement = match settlement {
        Err(why) => view! { <p class="chinese__status">{why}</p> }.into_any(),
        Ok((transfers, chips)) => view! {
            <ol class="scorer__transfers" aria-label="Transfers in order">
                {transfers.into_iter().map(|t| view! { <li>{t}</li> }).collect_view()}
            </ol>
            <ul class="scorer__chips" aria-label="Chips after settling">
                {chips.into_iter().map(|c| view! { <li>{c}</li> }).collect_view()}
            </ul>
        }
        .into_any(),
    };
    view! {
        {pool}
        <table class="chinese__table chinese__pairings" aria-label="Pairings">
            <thead>
                <tr>
                    <th scope="col">"Pairing"</th>
                    <th scope="col">"Front"</th>
                    <th scope="col">"Middle"</th>
                    <th scope="col">"Back"</th>
                    <th scope="col">"Net"</th>
                </tr>
            </thead>
            <tbody>
                {pairings
                    .into_iter()
                    .map(|p| {
                        let [front, middle, back] = p.rows;
                        view! {
                            <tr>
                                <th scope="row">{p.players}</th>
                                <td>{front}</td>
                                <td>{middle}</td>
                                <td>{back}</td>
                                <td>{p.net}</td>
                            </tr>
                        }
                    })
                    .collect_view()}
            </tbody>
        </table>
        <table class="chinese__table chinese__totals" aria-label="Totals">
            <thead>
                <tr>
                    <th scope="col">"Player"</th>
                    <th scope="col">"Units"</th>
                </tr>
            </thead>
            <tbody>
                {totals
                    .into_iter()
                    .map(|(name, units)| view! { <tr><th scope="row">{name}</th><td>{units}</td></tr> })
                    .collect_view()}
            </tbody>
        </table>
        <h3>"Each pairing by reason"</h3>
        <ul class="scorer__breakdown" aria-label="Each pairing by reason">
            {breakdown
                .into_iter()
                .map(|(who, what)| view! { <li><strong>{who}</strong>{what}</li> })
                .collect_view()}
        </ul>
        <h3>"Settlement with the chips in front"</h3>
        <p class="chinese__status">
            "Clockwise from the dealer, pair by pair, special hands first; nobody wins or loses more than the chips in front of them."
        </p>
        {settlement}
    }
}
