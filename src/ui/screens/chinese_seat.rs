//! One Chinese poker player: name, the three rows tapped in from the card picker (or typed), what
//! the cards are, specials to declare, surrender, chips, and the best-setting helper.
//!
//! Where a tapped card goes and what the status says are the model's ([`chinese_entry`]); the
//! best settings are the engine's (see [`BestList`]). This file is the view.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::chinese::rules::{RuleSet, Surrender};
use crate::engine::chinese::setting::Row;
use crate::engine::chinese::table::{ChineseTable, SeatCards, SeatEntry};
use crate::model::chinese_entry::{self, Cursor};
use crate::ui::components::{CardFace, CardPicker, Shown};
use crate::ui::screens::chinese_best::{find, BestFound, BestList};

/// One player. `cursor` is where the next tapped card goes (the picker shows under that seat);
/// `problem` says why the last tap was refused.
#[component]
pub fn ChineseSeat(
    /// The whole table: a tapped card must be free at every seat.
    table: RwSignal<ChineseTable>,
    /// The rules in force (surrender, the specials offered, the best settings).
    rules: Memo<RuleSet>,
    /// Which seat this is.
    seat: usize,
    /// Where the next tapped card goes, shared by every seat (one picker at a time).
    cursor: RwSignal<Cursor>,
    /// Why the last tap was refused, shown under the seat being entered.
    problem: RwSignal<Option<String>>,
) -> impl IntoView {
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
    let text = Memo::new(move |_| entry(|s| s.cards.clone()));
    let read = Memo::new(move |_| text.with(|t| SeatCards::read(t)));
    let rows = Memo::new(move |_| text.with(|t| chinese_entry::rows(t)));
    let status = move || text.with(|t| chinese_entry::status(t));
    let is_fouled = move || matches!(read.get(), SeatCards::Set(s) if s.is_fouled());
    let offered = Memo::new(move |_| {
        table.with(|t| t.offered_specials(seat).into_iter().map(|(h, u)| (h.kind, u)).collect::<Vec<_>>())
    });
    let declared = move || table.with(|t| t.seats.get(seat).and_then(|s| s.declared));
    let surrendered = move || table.with(|t| t.seats.get(seat).is_some_and(|s| s.surrendered));
    let can_surrender = move || rules.with(|r| r.surrender != Surrender::NotAllowed);
    let best: RwSignal<Option<BestFound>> = RwSignal::new(None);
    let find_best = move |_| {
        if let Some(cards) = read.get_untracked().cards() {
            best.set(Some(find(cards, &rules.get_untracked())));
        }
    };
    // The picker shows under the seat being entered while its rows have room.
    let is_entering = move || {
        let at = cursor.get();
        at.seat == seat && table.with(|t| chinese_entry::can_tap(t, at))
    };
    let pick = move |card: Card| {
        let mut outcome = Ok(cursor.get_untracked());
        table.update(|t| outcome = chinese_entry::place(t, cursor.get_untracked(), card));
        match outcome {
            Ok(next) => {
                cursor.set(next);
                problem.set(None);
            }
            Err(why) => problem.set(Some(why)),
        }
        best.set(None);
    };
    let row_view = move |row: Row| {
        let cards = move || rows.with(|r| r.as_ref().map(|r| r[row.index()].clone()).unwrap_or_default());
        let pressed = move || cursor.get() == Cursor { seat, row };
        view! {
            <div class="chinese__row">
                <button
                    type="button"
                    class="chinese__row-select"
                    aria-pressed=move || pressed().to_string()
                    on:click=move |_| {
                        cursor.set(Cursor { seat, row });
                        problem.set(None);
                    }
                >
                    <span class="chinese__row-name">{row.name()}</span>
                    " "
                    <span class="chinese__row-count">{move || format!("{} of {}", cards().len(), row.size())}</span>
                </button>
                <span class="chinese__row-cards">
                    {move || {
                        cards()
                            .into_iter()
                            .map(|card| {
                                view! {
                                    <button
                                        type="button"
                                        class="player__card"
                                        on:click=move |_| {
                                            let mut back = None;
                                            table.update(|t| back = chinese_entry::take_back(t, seat, card));
                                            if let Some(at) = back {
                                                cursor.set(at);
                                            }
                                            problem.set(None);
                                        }
                                    >
                                        <span class="visually-hidden">"Take back "</span>
                                        <CardFace card />
                                    </button>
                                }
                            })
                            .collect_view()
                    }}
                </span>
            </div>
        }
    };
    view! {
        <li class="player" class:player--fouled=move || { is_fouled() } class:player--selected=move || { is_entering() }>
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
            <Shown when=move || rows.with(Option::is_some)>
                <div class="chinese__rows" role="group" aria-label=move || format!("{}'s rows, tap to fill", name())>
                    {Row::ALL.map(row_view).collect_view()}
                </div>
            </Shown>
            <Shown when=is_entering>
                <p class="message" role="alert">{move || problem.get()}</p>
                <CardPicker
                    taken=Callback::new(move |card: Card| table.with(|t| chinese_entry::used_cards(t).contains(card)))
                    on_pick=Callback::new(pick)
                />
            </Shown>
            <label class="field">
                <span>{move || format!("{}'s rows", name())}</span>
                <input
                    type="text"
                    placeholder="Qc 8d 3s / 5s 5d Ks 4h 2s / Js Jh 7s 7h Tc"
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    prop:value=move || text.get()
                    on:input=move |ev| {
                        let v = event_target_value(&ev);
                        edit(&|s| s.cards = v.clone());
                        best.set(None);
                    }
                />
            </label>
            <p class="chinese__status" role="status">{status}</p>
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
                    disabled=move || !read.get().is_whole_hand()
                    on:click=find_best
                >
                    {move || format!("Best settings for {}", name())}
                </button>
            </div>
            <BestList
                best
                name=Signal::derive(name)
                on_use=Callback::new(move |text: String| {
                    edit(&|s| {
                        s.cards = text.clone();
                        s.declared = None;
                    });
                    best.set(None);
                })
            />
        </li>
    }
}
