//! The Open Face Chinese result: each seat's rows with royalties, fouls and Fantasyland (qualifies,
//! or stays for a seat that played in it, with its discards), the pairings and the totals. The
//! result is the engine's ([`OfcTable::result`](crate::engine::chinese::ofc_table::OfcTable::result)).

use leptos::prelude::*;

use crate::engine::chinese::compare::RowWinner;
use crate::engine::chinese::ofc_table::OfcResult;
use crate::engine::chinese::setting::Row;
use crate::model::words::{capitalised, signed};

/// Royalties, fouls, pairings, totals and Fantasyland of a finished table.
#[component]
pub fn OfcResults(result: OfcResult, names: Vec<String>) -> impl IntoView {
    let name = move |s: usize| names.get(s).cloned().unwrap_or_default();
    let seats = (0..result.settings.len())
        .map(|s| {
            let setting = result.settings[s];
            let r = result.royalties[s];
            let foul = setting.foul().map(|f| format!("{}. ", capitalised(&f.to_string())));
            let rows = Row::ALL
                .map(|row| format!("{row}: {} ({})", setting.row(row).describe(), r[row.index()]))
                .join("; ");
            let fantasy = match (result.stays[s], result.fantasyland[s]) {
                (Some(true), _) => " Stays in Fantasyland.".to_string(),
                (Some(false), _) => " Leaves Fantasyland.".to_string(),
                (None, Some(n)) => format!(" Qualifies for Fantasyland: {n} cards."),
                (None, None) => String::new(),
            };
            let discarded = result.discards[s].map(|d| format!(" Discarded {d}.")).unwrap_or_default();
            view! {
                <li class="player">
                    <strong>{format!("{}: royalties {}", name(s), r.iter().sum::<u32>())}</strong>
                    <p class="chinese__status">{format!("{}{rows}.{fantasy}{discarded}", foul.unwrap_or_default())}</p>
                </li>
            }
        })
        .collect_view();
    let pairings = result
        .pairings
        .iter()
        .map(|p| {
            let winner = |w: RowWinner| match w {
                RowWinner::First => name(p.first),
                RowWinner::Second => name(p.second),
                RowWinner::Tie => "tie".to_string(),
            };
            let rows = Row::ALL.map(|row| format!("{row} {}", winner(p.rows[row.index()]))).join(", ");
            let scoop = if p.is_scoop() { " with the scoop" } else { "" };
            view! {
                <li>
                    <strong>{format!("{} v {}", name(p.first), name(p.second))}</strong>
                    {format!(
                        ": {rows}; rows{scoop} {}, royalties {} → {} {}",
                        signed(p.rows_units),
                        signed(p.royalty_units),
                        name(p.first),
                        signed(p.units())
                    )}
                </li>
            }
        })
        .collect_view();
    let totals = result
        .totals
        .iter()
        .enumerate()
        .map(|(s, &t)| view! { <li>{format!("{}: {}", name(s), signed(t))}</li> })
        .collect_view();
    view! {
        <ul class="players" aria-label="Royalties and Fantasyland">{seats}</ul>
        <h3>"Pairings"</h3>
        <ul class="scorer__breakdown" aria-label="Pairings">{pairings}</ul>
        <h3>"Totals"</h3>
        <ul class="scorer__chips" aria-label="Totals">{totals}</ul>
    }
}
