//! The Chinese poker scorer: two to four players, the dealer (and the house where the rule set
//! plays against it), the rule set in force in words with the table's options, each player's 13
//! cards with fouls warned and special hands offered to declare, surrender, the best-setting
//! helper, then the rules' table, each pairing's payments by reason, the pool, and the
//! chip-limited settlement. The table is saved as it is typed.
//!
//! Everything decided here comes from the engine ([`ChineseTable`], [`RuleSet::summary`],
//! [`best_settings`]); the screen only shows it and writes the user's changes into the table.

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::chinese::best::{best_settings, Candidate};
use crate::engine::chinese::compare::Scoreboard;
use crate::engine::chinese::rules::{Opponents, RuleSet, RuleSetId, Surrender};
use crate::engine::chinese::setting::Row;
use crate::engine::chinese::settle::{Settlement, Stage};
use crate::engine::chinese::table::{ChineseTable, SeatCards, SeatEntry, TableError};
use crate::engine::fixed::fixed;
use crate::model::chinese::{self, SURRENDER_CHOICES, SWEEP_CHOICES};
use crate::model::words::{capitalised, signed};
use crate::ui::components::Shown;
use crate::ui::state::AppState;
use crate::ui::storage::{self, StorageKey};

/// Milliseconds from the page's high-resolution clock (the date's clock if there is none).
pub(crate) fn now_ms() -> f64 {
    let global = js_sys::global();
    let now = || -> Option<f64> {
        let perf = js_sys::Reflect::get(&global, &"performance".into()).ok()?;
        let f: js_sys::Function = js_sys::Reflect::get(&perf, &"now".into()).ok()?.dyn_into().ok()?;
        f.call0(&perf).ok()?.as_f64()
    };
    now().unwrap_or_else(js_sys::Date::now)
}

/// The best-setting helper's answer and how many milliseconds it took.
type BestFound = (Result<Vec<Candidate>, String>, f64);

type Scored = Result<(Scoreboard, Result<Settlement, TableError>), TableError>;

#[component]
pub fn ChineseScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<ChineseTable>(StorageKey::Chinese);
    state.tell(problem);
    let table = RwSignal::new(saved);
    Effect::new(move |_| table.with(|t| state.told(storage::save_table(StorageKey::Chinese, t))));
    let count = Memo::new(move |_| table.with(|t| t.seats.len()));
    let rules = Memo::new(move |_| table.with(ChineseTable::rules));
    let scored = Memo::new(move |_| -> Scored {
        table.with(|t| {
            let board = t.score()?;
            let settled = t.settle(&board);
            Ok((board, settled))
        })
    });
    let names = move || table.with(|t| (0..t.seats.len()).map(|s| t.name(s)).collect::<Vec<_>>());

    let set_count = move |n: usize| table.update(|t| chinese::set_players(t, n));

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
            <fieldset class="scorer__options">
                <legend>"Options this table plays"</legend>
                <label class="field">
                    <span>"Surrender"</span>
                    <select on:change=move |ev| {
                        let v = event_target_value(&ev);
                        let choice = chinese::chosen(&SURRENDER_CHOICES, &v);
                        table.update(|t| t.options.surrender = choice);
                    }>
                        {SURRENDER_CHOICES
                            .iter()
                            .map(|&(value, label, choice)| {
                                view! {
                                    <option value=value selected=move || table.with(|t| t.options.surrender == choice)>
                                        {label}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="field">
                    <span>"Sweep"</span>
                    <select on:change=move |ev| {
                        let v = event_target_value(&ev);
                        let choice = chinese::chosen(&SWEEP_CHOICES, &v);
                        table.update(|t| t.options.sweep = choice);
                    }>
                        {SWEEP_CHOICES
                            .iter()
                            .map(|&(value, label, choice)| {
                                view! {
                                    <option value=value selected=move || table.with(|t| t.options.sweep == choice)>
                                        {label}
                                    </option>
                                }
                            })
                            .collect_view()}
                    </select>
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        prop:checked=move || rules.with(|r| r.aces != crate::engine::chinese::rules::AcesSideBet::Off)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            table.update(|t| t.options.aces = Some(on));
                        }
                    />
                    <span>"Aces side bet (1, 2, 6, 8)"</span>
                </label>
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
            </fieldset>
            <div class="scorer__seating">
                <label class="field">
                    <span>"Players"</span>
                    <select on:change=move |ev| set_count(event_target_value(&ev).parse().unwrap_or(4))>
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
                                table.update(|t| t.chips_per_unit = n.max(1));
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
                {move || (0..count.get()).map(|seat| view! { <ChineseSeat table rules seat /> }).collect_view()}
            </ul>
            <h3>"Result"</h3>
            {move || match scored.get() {
                Err(why) => view! { <p class="showdown__waiting">{why.message}</p> }.into_any(),
                Ok((board, settled)) => view! { <Results table board settled /> }.into_any(),
            }}
        </section>
    }
}

/// One player: name, cards, what the cards are, specials to declare, surrender, chips, and the
/// best-setting helper.
#[component]
fn ChineseSeat(table: RwSignal<ChineseTable>, rules: Memo<RuleSet>, seat: usize) -> impl IntoView {
    let entry =
        move |f: fn(&SeatEntry) -> String| table.with(|t| t.seats.get(seat).map(f).unwrap_or_default());
    let edit = move |f: &dyn Fn(&mut SeatEntry)| {
        table.update(|t| {
            if let Some(s) = t.seats.get_mut(seat) {
                f(s)
            }
        })
    };
    let name = move || table.with(|t| t.name(seat));
    let read = Memo::new(move |_| SeatCards::read(&entry(|s| s.cards.clone())));
    let status = move || match read.get() {
        SeatCards::Empty => String::new(),
        SeatCards::Loose(c) if c.len() == 13 => {
            "13 cards: set them as front / middle / back, or ask for the best settings.".to_string()
        }
        SeatCards::Loose(c) => format!("{} of 13 cards", c.len()),
        SeatCards::Set(s) => match s.foul() {
            Some(foul) => capitalised(&foul.to_string()),
            None => format!("Set: {}", Row::ALL.map(|r| format!("{r}: {}", s.row(r).describe())).join("; ")),
        },
        SeatCards::Invalid(why) => why,
    };
    let is_fouled = move || matches!(read.get(), SeatCards::Set(s) if s.is_fouled());
    let offered = Memo::new(move |_| {
        table.with(|t| t.offered_specials(seat).into_iter().map(|(h, u)| (h.kind, u)).collect::<Vec<_>>())
    });
    let declared = move || table.with(|t| t.seats.get(seat).and_then(|s| s.declared));
    let surrendered = move || table.with(|t| t.seats.get(seat).is_some_and(|s| s.surrendered));
    let can_surrender = move || rules.with(|r| r.surrender != Surrender::NotAllowed);
    let best: RwSignal<Option<BestFound>> = RwSignal::new(None);
    let find_best = move |_| {
        let Some(cards) = read.get_untracked().cards() else { return };
        let r = rules.get_untracked();
        let start = now_ms();
        let found = best_settings(cards, &r).map_err(|e| e.to_string());
        best.set(Some((found, now_ms() - start)));
    };
    view! {
        <li class="player" class:player--fouled=move || { is_fouled() }>
            <label class="field">
                <span>"Name"</span>
                <input
                    type="text"
                    prop:value=move || entry(|s| s.name.clone())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        edit(&|s| s.name = v.clone());
                    }
                />
            </label>
            <label class="field">
                <span>{move || format!("{}'s rows", name())}</span>
                <input
                    type="text"
                    placeholder="Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    prop:value=move || entry(|s| s.cards.clone())
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        edit(&|s| s.cards = v.clone());
                        best.set(None);
                    }
                />
            </label>
            <p class="chinese__status" role="status">{move || { status() }}</p>
            <div class="scorer__declare" role="group" aria-label=move || format!("{}'s declarations", name())>
                {move || {
                    offered
                        .get()
                        .into_iter()
                        .map(|(kind, units)| {
                            let pressed = move || declared() == Some(kind);
                            view! {
                                <button
                                    type="button"
                                    class="scorer__toggle"
                                    aria-pressed=move || pressed().to_string()
                                    on:click=move |_| {
                                        let on = !pressed();
                                        edit(&|s| s.declared = on.then_some(kind));
                                    }
                                >
                                    {format!("Declare {kind} ({units})")}
                                </button>
                            }
                        })
                        .collect_view()
                }}
                {move || {
                    declared()
                        .filter(|k| !offered.get().iter().any(|o| o.0 == *k))
                        .map(|k| {
                            view! {
                                <button type="button" class="scorer__toggle" aria-pressed="true" on:click=move |_| edit(&|s| s.declared = None)>
                                    {format!("Declared {k}: not in these cards or rules (tap to withdraw)")}
                                </button>
                            }
                        })
                }}
                <Shown when=move || can_surrender() || surrendered()>
                    <label class="check">
                        <input
                            type="checkbox"
                            prop:checked=move || { surrendered() }
                            on:change=move |ev| {
                                let on = event_target_checked(&ev);
                                edit(&|s| s.surrendered = on);
                            }
                        />
                        <span>{move || format!("{} surrenders", name())}</span>
                    </label>
                </Shown>
            </div>
            <div class="scorer__seat-foot">
                <label class="player__stake">
                    <span>"Chips"</span>
                    <input
                        type="number"
                        min="0"
                        inputmode="numeric"
                        aria-label=move || format!("{}'s chips", name())
                        prop:value=move || entry(|s| s.chips.to_string())
                        on:input=move |ev| {
                            if let Ok(n) = event_target_value(&ev).trim().parse::<u64>() {
                                edit(&|s| s.chips = n);
                            }
                        }
                    />
                </label>
                <button
                    type="button"
                    class="link-button"
                    disabled=move || read.get().cards().is_none_or(|c| c.len() != 13)
                    on:click=find_best
                >
                    {move || format!("Best settings for {}", name())}
                </button>
            </div>
            {move || {
                best.get()
                    .map(|(found, ms)| match found {
                        Err(why) => view! { <p class="chinese__status">{why}</p> }.into_any(),
                        Ok(list) => {
                            let total = list.len();
                            view! {
                                <div class="scorer__best" role="region" aria-label=format!("Best settings for {}", name())>
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
                                                            on:click=move |_| {
                                                                let t = use_text.clone();
                                                                edit(&|s| {
                                                                    s.cards = t.clone();
                                                                    s.declared = None;
                                                                });
                                                                best.set(None);
                                                            }
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
        </li>
    }
}

/// The scored table: the rules' table, each pairing by reason, the pool, and the settlement.
#[component]
fn Results(
    table: RwSignal<ChineseTable>,
    board: Scoreboard,
    settled: Result<Settlement, TableError>,
) -> impl IntoView {
    let names: Vec<String> = table.with_untracked(|t| (0..t.seats.len()).map(|s| t.name(s)).collect());
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let text = board.table(&refs);
    let mut lines = text.lines();
    let header: Vec<String> =
        lines.next().unwrap_or_default().split('|').map(|c| c.trim().to_string()).collect();
    let rows: Vec<Vec<String>> =
        lines.map(|l| l.split('|').map(|c| c.trim().to_string()).collect()).collect();
    let name = move |s: usize| names.get(s).cloned().unwrap_or_default();
    let breakdown = board
        .pairings
        .iter()
        .map(|p| {
            let parts: Vec<String> =
                p.payments.iter().map(|pay| format!("{} {}", pay.reason, signed(pay.units))).collect();
            let what = if parts.is_empty() { "nothing".to_string() } else { parts.join(" · ") };
            let net = p.units();
            let summary = match net {
                0 => "even".to_string(),
                n if n > 0 => format!("{} pays {} {n}", name(p.second), name(p.first)),
                n => format!("{} pays {} {}", name(p.first), name(p.second), -n),
            };
            view! {
                <li>
                    <strong>{format!("{} v {}", name(p.first), name(p.second))}</strong>
                    {format!(": {what} → {summary}")}
                </li>
            }
        })
        .collect_view();
    let pool = board.pool.clone().map(|pool| {
        let rows = pool
            .rows
            .iter()
            .map(|r| {
                let who: Vec<String> = r
                    .winners
                    .iter()
                    .zip(&r.shares)
                    .map(|(&s, &u)| format!("{} takes {u}", name(s)))
                    .collect();
                view! { <li>{format!("{}: {}", r.row, who.join(", "))}</li> }
            })
            .collect_view();
        let sweeper = pool.sweeper.map(|s| format!("{} won all three rows.", name(s)));
        view! {
            <div class="scorer__pool" role="region" aria-label="Pool">
                <p>{format!("Everyone put {} into the pool.", pool.contribution)}</p>
                <ul>{rows}</ul>
                <p>{sweeper}</p>
            </div>
        }
    });
    let settlement = match settled {
        Err(why) => view! { <p class="chinese__status">{why.message}</p> }.into_any(),
        Ok(s) => {
            let start: Vec<u64> = table.with_untracked(|t| t.seats.iter().map(|x| x.chips).collect());
            let transfers = s
                .transfers
                .iter()
                .map(|t| {
                    let stage = match t.stage {
                        Stage::Specials => "special hands",
                        Stage::Hands => "hands",
                    };
                    let cut = if t.paid < t.owed { format!(" (owed {}, cut by the chips)", t.owed) } else { String::new() };
                    view! { <li>{format!("{}: {} pays {} {}{cut}", stage, name(t.from), name(t.to), t.paid)}</li> }
                })
                .collect_view();
            let chips = s
                .chips
                .iter()
                .enumerate()
                .map(|(seat, &c)| view! { <li>{format!("{}: {} → {c}", name(seat), start.get(seat).copied().unwrap_or(0))}</li> })
                .collect_view();
            view! {
                <ol class="scorer__transfers" aria-label="Transfers in order">{transfers}</ol>
                <ul class="scorer__chips" aria-label="Chips after settling">{chips}</ul>
            }
            .into_any()
        }
    };
    view! {
        {pool}
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
        <h3>"Each pairing by reason"</h3>
        <ul class="scorer__breakdown" aria-label="Each pairing by reason">{breakdown}</ul>
        <h3>"Settlement with the chips in front"</h3>
        <p class="chinese__status">
            "Clockwise from the dealer, pair by pair, special hands first; nobody wins or loses more than the chips in front of them."
        </p>
        {settlement}
    }
}
