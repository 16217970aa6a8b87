//! Entering a hand and seeing its showdown: the layout to tap, the players' hands, the card
//! picker, then every point's winners and how to cut the chips.

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::card_set::CardSet;
use crate::engine::draft::{Draft, Slot};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::{Contest, Scope};
use crate::engine::showdown::ShowdownReport;
use crate::model::history::Saved;
use crate::ui::components::{CardFace, CardPicker, DownloadHands, LayoutDiagram, Shown};
use crate::ui::files::{download, share_or_copy, Shared};
use crate::ui::screens::betting::{BettingCheck, HandBetting};
use crate::ui::screens::odds::HandOdds;
use crate::ui::state::{AppState, Screen};

/// The hand screen; shows the games list link when there is no hand.
#[component]
pub fn HandScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo, so the screen is rebuilt only for another game, not on every card (a rebuild
    // would empty the board's text box and scroll the page).
    let rules = Memo::new(move |_| state.draft.with(|d| d.as_ref().map(|d| d.rules().clone())));
    // Board positions holding a card of the winning hand the user tapped.
    let lit = Signal::derive(move || {
        let shown = state.shown.get();
        state.draft.with(|d| {
            d.as_ref()
                .map(|d| d.board().iter().filter(|(_, c)| shown.contains(**c)).map(|(p, _)| *p).collect())
                .unwrap_or_default()
        })
    });
    // The button, the chip and the options in force, so the table can check them at a glance.
    let table_in_words = move || {
        state.draft.with(|d| {
            let Some(d) = d else { return String::new() };
            let mut parts = vec![
                format!("{} has the button", d.players().get(d.button()).map_or("", |p| p.name())),
                format!("smallest chip {}", d.chip()),
            ];
            if let Some(game) = Catalogue::builtin().get(d.rules().game_id()) {
                for o in &game.spec().options {
                    let chosen = d.rules().options().get(&o.key);
                    if let Some((_, label)) = o.choices.iter().find(|c| Some(&c.0) == chosen) {
                        parts.push(format!("{}: {label}", o.label));
                    }
                }
            }
            parts.join(" · ")
        })
    };
    view! {
        {move || match rules.get() {
            // The message too: a shared link that could not be opened says why here.
            None => view! {
                <Message />
                <p>"No hand yet. "
                    <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                        "Choose a game"
                    </button>
                </p>
            }
            .into_any(),
            Some(rules) => {
                let game_id = rules.game_id().to_string();
                view! {
                    <section class="hand" aria-labelledby="hand-title">
                        <div class="hand__top">
                            <button
                                type="button"
                                class="link-button"
                                on:click=move |_| state.screen.set(Screen::Game(game_id.clone()))
                            >
                                "← Rules card"
                            </button>
                            <button
                                type="button"
                                class="link-button"
                                on:click=move |_| state.new_game()
                            >
                                "New game"
                            </button>
                        </div>
                        <h2 id="hand-title">{rules.game_name().to_string()}</h2>
                        <p class="hand__table">{move || { table_in_words() }}</p>
                        <LayoutDiagram rules=rules.clone() interactive=true highlight=lit />
                        <CardText
                            label=Signal::derive(|| "Type the board, or one board or line".to_string())
                            placeholder="b1: AsKd7h…"
                            help="Cards fill the board in the numbered order; \u{201c}b2: \u{2026}\u{201d} or \u{201c}line 2: \u{2026}\u{201d} fills one board or line."
                            id="board-text".to_string()
                            apply=Callback::new(move |text: String| {
                                let mut result = Ok(());
                                let mut board_done = false;
                                // Changed only if the text is accepted, so a refusal redraws nothing.
                                state.draft.maybe_update(|d| {
                                    let Some(d) = d else { return false };
                                    result = d.set_board_text(&text).map_err(|e| format!("Board: {e}"));
                                    if result.is_ok() {
                                        let next = d.next_open(None);
                                        board_done = !matches!(next, Some(Slot::Board(_)));
                                        state.selected.set(next);
                                    }
                                    result.is_ok()
                                });
                                // The box stays for the next line until the board is full; then
                                // Enter has moved on to the first player's hand.
                                if board_done {
                                    focus("hole-text-0");
                                }
                                result
                            })
                        />
                        // The picker stays in reach while the list scrolls under it, saying
                        // which place it fills, with a way straight to the result.
                        <div class="hand__dock">
                            <p class="hand__where">
                                <span aria-live="polite">{move || {
                                    let slot = state.selected.get();
                                    state.draft.with(|d| match (d, slot) {
                                        (Some(d), Some(slot)) => format!("Filling: {}", d.slot_words(slot)),
                                        _ => "Tap a place or a hand to fill it.".to_string(),
                                    })
                                }}</span>
                                <button type="button" class="link-button" on:click=move |_| jump_to("showdown-title")>
                                    "Result ↓"
                                </button>
                            </p>
                            <Message />
                            <CardPicker />
                        </div>
                        <Players />
                        <Showdown />
                    </section>
                }
                .into_any()
            }
        }}
    }
}

/// The last refused action, in words (role=alert so a screen reader says it).
#[component]
fn Message() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <p class="message" role="alert">{move || state.message.get().unwrap_or_default()}</p>
    }
}

/// Each player: name, hole cards (tap to select the hand, tap a card to take it back), text entry,
/// folded and contribution.
#[component]
fn Players() -> impl IntoView {
    let state = expect_context::<AppState>();
    // A memo, so the list is rebuilt only when the number of players changes, not on every card
    // (a rebuild would empty the text boxes being typed in).
    let count = Memo::new(move |_| state.draft.with(|d| d.as_ref().map_or(0, |d| d.players().len())));
    view! {
        <ul class="players" aria-label="Players">
            {move || {
                (0..count.get())
                    .map(|i| {
                        let player = move || state.draft.with(|d| d.as_ref().and_then(|d| d.players().get(i).cloned()));
                        let name = move || player().map(|p| p.name().to_string()).unwrap_or_default();
                        let hole = move || player().map(|p| p.hole().to_vec()).unwrap_or_default();
                        let selected = move || state.selected.get() == Some(Slot::Hole(i));
                        view! {
                            <li class="player" class:player--selected=move || { selected() }>
                                <button
                                    type="button"
                                    class="player__select"
                                    aria-pressed=move || selected().to_string()
                                    on:click=move |_| state.select(Slot::Hole(i))
                                >
                                    <span class="player__name">{move || { name() }}</span>
                                    <span class="player__count">
                                        {move || state.draft.with(|d| d.as_ref().map(|d| d.hole_count_words(i)).unwrap_or_default())}
                                    </span>
                                </button>
                                <div class="player__cards" role="group" aria-label=move || format!("{}'s hole cards", name())>
                                    {move || {
                                        hole()
                                            .into_iter()
                                            .map(|card: Card| {
                                                view! {
                                                    <button
                                                        type="button"
                                                        class="player__card"
                                                        class:player__card--used=move || state.shown.get().contains(card)
                                                        on:click=move |_| state.unpick(card)
                                                    >
                                                        // Named "Take back king of hearts" by its content, not an
                                                        // aria-label that would contradict the drawn "K♥".
                                                        <span class="visually-hidden">"Take back "</span>
                                                        <CardFace card=card />
                                                    </button>
                                                }
                                            })
                                            .collect_view()
                                    }}
                                </div>
                                <OwnPlaces player=i />
                                <CardText
                                    label=Signal::derive(move || format!("Type {}'s cards", name()))
                                    placeholder="AsKd7h…"
                                    id=format!("hole-text-{i}")
                                    next=format!("hole-text-{}", i + 1)
                                    apply=Callback::new(move |text: String| {
                                        let mut result = Ok(());
                                        state.draft.maybe_update(|d| {
                                            let Some(d) = d else { return false };
                                            result = d.set_hole_text(i, &text).map_err(|p| format!("{}: {p}", d.names()[i]));
                                            result.is_ok()
                                        });
                                        result
                                    })
                                />
                                <Picks player=i />
                                <label class="player__folded">
                                    <input
                                        type="checkbox"
                                        prop:checked=move || player().is_some_and(|p| p.folded())
                                        on:change=move |ev| {
                                            let folded = event_target_checked(&ev);
                                            state.draft.update(|d| {
                                                if let Some(d) = d {
                                                    d.fold(i, folded);
                                                }
                                            });
                                        }
                                    />
                                    "Folded"
                                </label>
                                <label class="player__stake">
                                    "Put in"
                                    <input
                                        type="number"
                                        min="0"
                                        aria-label=move || format!("{} put in", name())
                                        prop:value=move || player().map_or(0, |p| p.contributed()).to_string()
                                        on:change=move |ev| {
                                            if let Ok(v) = event_target_value(&ev).parse::<u64>() {
                                                state.draft.update(|d| {
                                                    if let Some(d) = d {
                                                        d.contribute(i, v);
                                                    }
                                                });
                                            }
                                        }
                                    />
                                </label>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}

/// A text box for cards ("AsKd7h"); `apply` says why text was refused. Refused text stays in the
/// box to be corrected, with the reason right under it (read out by screen readers); accepted
/// text empties the box and moves to the box with id `next`, if any, so Enter goes from one
/// player's hand to the next.
#[component]
fn CardText(
    /// What the box is for (read by screen readers).
    label: Signal<String>,
    placeholder: &'static str,
    apply: Callback<String, Result<(), String>>,
    /// The id of this box's input.
    id: String,
    /// The id of the box to move to once text is accepted.
    #[prop(optional)]
    next: Option<String>,
    /// A line of help under the box (the syntax it takes).
    #[prop(optional)]
    help: Option<&'static str>,
) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let refused = RwSignal::new(None::<String>);
    let message_id = format!("{id}-message");
    let shown_id = message_id.clone();
    view! {
        <form
            class="player__text"
            on:submit=move |ev| {
                ev.prevent_default();
                match apply.run(text.get_untracked()) {
                    Ok(()) => {
                        text.set(String::new());
                        refused.set(None);
                        if let Some(next) = &next {
                            focus(next);
                        }
                    }
                    Err(why) => {
                        refused.set(Some(why));
                        // The reason is under the box: once it is drawn, bring it on screen if the
                        // box sits low.
                        let shown_id = shown_id.clone();
                        set_timeout(
                            move || {
                                if let Some(line) = web_sys::window()
                                    .and_then(|w| w.document())
                                    .and_then(|d| d.get_element_by_id(&shown_id))
                                {
                                    line.scroll_into_view_with_bool(false);
                                }
                            },
                            std::time::Duration::from_millis(50),
                        );
                    }
                }
            }
        >
            <label class="player__text-box">
                <span class="visually-hidden">{label}</span>
                <input
                    type="text"
                    id=id
                    placeholder=placeholder
                    autocomplete="off"
                    autocapitalize="off"
                    spellcheck="false"
                    enterkeyhint="next"
                    aria-describedby=message_id.clone()
                    aria-invalid=move || refused.with(Option::is_some).to_string()
                    prop:value=text
                    on:input=move |ev| text.set(event_target_value(&ev))
                />
            </label>
            <button type="submit">"Set"</button>
            <p
                class="player__text-message"
                class:player__text-message--refused=move || refused.with(Option::is_some)
                id=message_id
                aria-live="polite"
            >
                {move || refused.get().or_else(|| help.map(String::from)).unwrap_or_default()}
            </p>
        </form>
    }
}

/// Moves the keyboard focus to the element with this id, if it is on the page.
fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(e) = element {
        let _ = e.focus();
    }
}

/// A player's own face-up places (e.g. Ring of Fire's ring card): tap one to enter its card, tap
/// its card to take it back.
#[component]
fn OwnPlaces(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let places = state.draft.with_untracked(|d| {
        d.as_ref()
            .map(|d| {
                d.rules()
                    .positions()
                    .iter()
                    .enumerate()
                    .filter(|(_, p)| p.scope == Scope::EachPlayer)
                    .map(|(i, p)| (i, p.id.clone()))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default()
    });
    places
        .into_iter()
        .map(|(pos, id)| {
            let slot = Slot::Own(player, pos);
            let card = move || {
                state
                    .draft
                    .with(|d| d.as_ref().and_then(|d| d.players().get(player)?.own().get(&pos).copied()))
            };
            let selected = move || state.selected.get() == Some(slot);
            let label = {
                let id = id.clone();
                move || match card() {
                    Some(c) => format!("{id} card: {}", c.label()),
                    None => format!("{id} card: empty"),
                }
            };
            view! {
                <button
                    type="button"
                    class="player__own"
                    aria-pressed=move || selected().to_string()
                    aria-label=move || { label() }
                    on:click=move |_| match card() {
                        Some(c) => state.unpick(c),
                        None => state.select(slot),
                    }
                >
                    <span class="player__own-id">{id.clone()}</span>
                    {move || match card() {
                        Some(c) => view! { <CardFace card=c /> }.into_any(),
                        None => view! { <span class="player__own-empty">"tap to enter"</span> }.into_any(),
                    }}
                </button>
            }
        })
        .collect_view()
}

/// The boards a player picks, for games where only the players who picked a board contest it
/// (the dynamic points system); nothing for other games.
#[component]
fn Picks(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let (pickable, required) = state.draft.with_untracked(|d| {
        let Some(d) = d else { return (vec![], 0) };
        let mut required = 0;
        let labels = d
            .rules()
            .points()
            .iter()
            .filter_map(|p| match p.contest {
                Contest::PickedBy { picks_required } => {
                    required = picks_required;
                    Some(p.label.clone())
                }
                _ => None,
            })
            .collect::<Vec<_>>();
        (labels, required)
    });
    (!pickable.is_empty()).then(|| {
        let name = move || state.draft.with(|d| d.as_ref().and_then(|d| d.players().get(player).map(|p| p.name().to_string())).unwrap_or_default());
        view! {
            <div class="player__picks" role="group" aria-label=move || format!("{}'s picks", name())>
                <span class="player__picks-title">{format!("Picks ({required})")}</span>
                {pickable
                    .into_iter()
                    .enumerate()
                    .map(|(k, label)| {
                        // Picks are board numbers from 1, as in the hand file.
                        let board = k + 1;
                        let picked = move || state.draft.with(|d| d.as_ref().is_some_and(|d| d.players().get(player).is_some_and(|p| p.picks().contains(&board))));
                        view! {
                            <button
                                type="button"
                                class="player__pick"
                                aria-pressed=move || picked().to_string()
                                on:click=move |_| state.draft.update(|d| {
                                    if let Some(d) = d {
                                        d.toggle_pick(player, board);
                                    }
                                })
                            >
                                {label}
                            </button>
                        }
                    })
                    .collect_view()}
            </div>
        }
    })
}

/// The showdown once every card is in; until then, what is still missing.
#[component]
fn Showdown() -> impl IntoView {
    let state = expect_context::<AppState>();
    let result = Memo::new(move |_| {
        state.draft.with(|d| {
            let d = d.as_ref()?;
            let hand = d.to_hand();
            Some(
                hand.map(|h| {
                    (h.resolve(), h.seats().iter().map(|s| s.name.clone()).collect::<Vec<_>>(), h.chip())
                })
                .map_err(|e| e.message),
            )
        })
    });
    // Every resolved hand is kept, and a correction updates its entry (once the history is
    // read: a hand kept before a reload is then found, not kept twice).
    Effect::new(move |_| {
        if state.history_loaded.get() && matches!(result.get(), Some(Ok(_))) {
            state.keep_resolved();
        }
    });
    view! {
        <section class="showdown" aria-labelledby="showdown-title">
            <h2 id="showdown-title">"Showdown"</h2>
            <HandBetting />
            <HandOdds />
            <BettingCheck />
            {move || match result.get() {
                None => view! { <p>"No hand."</p> }.into_any(),
                Some(Err(missing)) => view! { <p class="showdown__waiting" role="status">{missing}</p> }.into_any(),
                Some(Ok((report, names, chip))) => view! { <Report report names chip /> }.into_any(),
            }}
            // Outside the result, so a correction (a stake changed, then Export tapped) does not
            // replace the buttons under the finger.
            <Shown when=move || matches!(result.get(), Some(Ok(_)))>
                <Keep />
            </Shown>
        </section>
    }
}

/// The resolved hand is kept in the history by itself; share it as a link, or export its hand file.
#[component]
fn Keep() -> impl IntoView {
    let state = expect_context::<AppState>();
    let link = RwSignal::new(None::<String>);
    let note = RwSignal::new(None::<String>);
    let file = move || state.draft.with_untracked(|d| d.as_ref().map(Draft::to_file));
    let share = move |_| {
        let (Some(f), Some(w)) = (file(), web_sys::window()) else { return };
        let here = w.location().href().unwrap_or_default();
        let base = here.split('#').next().unwrap_or_default().to_string();
        let url = format!("{base}#{}", crate::engine::hand_file::to_fragment(&f));
        link.set(Some(url.clone()));
        let title = f.game.name();
        leptos::task::spawn_local(async move {
            note.set(Some(match share_or_copy(&title, &url).await {
                Ok(Shared::Sheet) => "Shared.".into(),
                Ok(Shared::Copied) => "Link copied.".into(),
                Err(why) => format!("Not copied: {why}."),
            }));
        });
    };
    let export = move |_| {
        let Some(f) = file() else { return };
        let date = js_sys::Date::new_0();
        let stamp = format!(
            "{:04}-{:02}-{:02}-{:02}{:02}",
            date.get_full_year(),
            date.get_month() + 1,
            date.get_date(),
            date.get_hours(),
            date.get_minutes()
        );
        let name = format!("cap-hand-{}-{stamp}.json", f.game.id().replace('/', "-"));
        note.set(Some(match download(&name, "application/json", &f.to_json()) {
            Ok(()) => format!("Saved {name}."),
            Err(why) => why,
        }));
    };
    view! {
        <div class="keep">
            <p class="keep__kept" role="status">
                {move || match state.kept_saved() {
                    Some(Saved::Yes) => "Kept in the history.".to_string(),
                    Some(Saved::No(why)) => format!("Not saved in the history: {why}. It stays on this page until it closes."),
                    _ => "Saving in the history…".to_string(),
                }}
            </p>
            <Shown when=move || matches!(state.kept_saved(), Some(Saved::No(_)))>
                <DownloadHands />
            </Shown>
            <button type="button" class="primary-button" on:click=share>"Share link"</button>
            <button type="button" class="primary-button" on:click=export>"Export hand file"</button>
            <p class="keep__note" role="status">{move || note.get().unwrap_or_default()}</p>
            {move || {
                link.get()
                    .map(|text| {
                        view! {
                            <label class="field">
                                <span>"Share link"</span>
                                <textarea readonly rows="3" prop:value=text></textarea>
                            </label>
                        }
                    })
            }}
        </div>
    }
}

#[component]
fn Report(report: ShowdownReport, names: Vec<String>, chip: u64) -> impl IntoView {
    let state = expect_context::<AppState>();
    let money = move |c: u64| crate::engine::pot::money(c, chip);
    let name = {
        let names = names.clone();
        move |s: usize| names[s].clone()
    };
    let points = report
        .points
        .iter()
        .map(|p| {
            let won = p.winning_hands();
            let winners: Vec<String> = won
                .iter()
                .map(|(w, h)| format!("{}: {} ({})", name(*w), h.description, h.best.cards))
                .collect();
            let text = if winners.is_empty() { "nobody qualifies".to_string() } else { winners.join("; ") };
            // Tapping a point lights the cards its winners used, on the layout and in the hands.
            let mut used = CardSet::EMPTY;
            for (_, h) in &won {
                used |= h.best.cards;
            }
            let pressed = move || !used.is_empty() && state.shown.get() == used;
            view! {
                <li>
                    <button
                        type="button"
                        class="showdown__point"
                        aria-pressed=move || pressed().to_string()
                        on:click=move |_| state.shown.set(if pressed() { CardSet::EMPTY } else { used })
                    >
                        <strong>{p.label.clone()}</strong>
                        " — "
                        {text}
                    </button>
                </li>
            }
        })
        .collect_view();
    let pots = report
        .pots
        .iter()
        .enumerate()
        .map(|(i, pot)| {
            let title = if i == 0 {
                format!("Main pot: {}", money(pot.chips))
            } else {
                format!("Side pot {i}: {}", money(pot.chips))
            };
            let lines = pot.instructions.iter().map(|l| view! { <li>{l.clone()}</li> }).collect_view();
            view! {
                <div class="showdown__pot">
                    <h3>{title}</h3>
                    <ol class="showdown__cuts">{lines}</ol>
                </div>
            }
        })
        .collect_view();
    let payouts = report
        .payouts
        .iter()
        .enumerate()
        .map(|(s, &c)| view! { <li>{format!("{}: {}", names[s], money(c))}</li> })
        .collect_view();
    view! {
        <ol class="showdown__points" aria-label="Points">{points}</ol>
        {pots}
        <h3>"Payouts"</h3>
        <ul class="showdown__payouts" aria-label="Payouts">{payouts}</ul>
    }
}

/// Scrolls the element with this id to the top of the screen (the result, from the dock).
fn jump_to(id: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        el.scroll_into_view();
    }
}
