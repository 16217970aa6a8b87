//! A drill question drawn and answered: the layout with what is dealt, the players and their
//! cards, the inputs each drill takes (places, a count, winners, the cards used, amounts) and the
//! verdicts. Every tap is an intent on the model's [`Session`].

use leptos::prelude::*;

use crate::engine::card::Card;
use crate::engine::deal::Slot;
use crate::model::drills::session::{Question, Session, WinsStage};
use crate::model::drills::where_next::Asked;
use crate::ui::components::{CardFace, LayoutDiagram, Shown};

/// The question of `session` and its answer inputs (hidden in group mode).
#[component]
pub fn Answering(
    session: RwSignal<Option<Session>>,
    group: RwSignal<bool>,
    #[prop(into)] check: Callback<()>,
) -> impl IntoView {
    let ask = Memo::new(move |_| session.with(|s| s.as_ref().map(Session::ask)));
    let act = move |f: &dyn Fn(&mut Session)| session.update(|s| s.iter_mut().for_each(f));
    let finished = move || session.with(|s| s.as_ref().is_some_and(Session::finished));
    let prompt = move || session.with(|s| s.as_ref().map(Session::prompt).unwrap_or_default());
    let highlight = Signal::derive(move || {
        session.with(|s| {
            s.as_ref().map_or(vec![], |s| if s.finished() { s.answer_places() } else { s.places.clone() })
        })
    });
    let on_tap = Callback::new(move |p: usize| act(&|s| s.tap_place(p)));
    let drawing = move || {
        ask.get()?;
        session.with_untracked(|s| {
            let s = s.as_ref()?;
            let (rules, cards): (_, Vec<(usize, Card)>) = match s.question() {
                Question::Where(q) => (
                    q.table().rules().clone(),
                    q.table()
                        .board()
                        .iter()
                        .enumerate()
                        .filter_map(|(i, slot)| match slot {
                            Slot::Dealt(Some(c)) | Slot::Killed(Some(c)) => Some((i, *c)),
                            _ => None,
                        })
                        .collect(),
                ),
                Question::Wins(q) => (q.hand().rules().clone(), q.hand().board().to_vec()),
                Question::Cut(q) => (q.hand().rules().clone(), q.hand().board().to_vec()),
            };
            let counts = match s.question() {
                Question::Where(q) => Some(q.table().counts()),
                _ => None,
            };
            Some(view! {
                {counts.map(|c| view! {
                    <dl class="deal__counts" aria-label="Counts">
                        <div><dt>"Dealt"</dt><dd>{c.dealt_text()}</dd></div>
                        <div><dt>"Deck"</dt><dd>{c.deck}</dd></div>
                        <div><dt>"Discards"</dt><dd>{c.discards}</dd></div>
                        <div><dt>"Players in"</dt><dd>{c.players_in}</dd></div>
                    </dl>
                })}
                <LayoutDiagram rules highlight cards=Signal::derive(move || cards.clone()) on_tap selected_position=Signal::derive(|| None) />
            })
        })
    };
    let players = move || {
        ask.get()?;
        session.with_untracked(|s| match s.as_ref()?.question() {
            Question::Wins(q) => Some(Players(q.hand(), q.names(), None).view(session)),
            Question::Cut(q) => Some(Players(q.hand(), q.names(), Some(q.report())).view(session)),
            Question::Where(_) => None,
        })
    };
    // Built once per question (it tracks the question, not the answer: re-rendering it on each
    // keystroke put the caret back at the start, issue 37); its value is the model's, so the next
    // question starts empty.
    let count_input = move || {
        ask.get()?;
        session.with_untracked(|s| {
            let s = s.as_ref()?;
            let Question::Where(q) = s.question() else { return None };
            (q.asked() != &Asked::Places).then(|| {
                let value = move || {
                    session
                        .with(|s| s.as_ref().and_then(|s| s.count).map(|n| n.to_string()).unwrap_or_default())
                };
                view! {
                    <label class="drills__count">"Cards each: "
                        <input type="number" inputmode="numeric" min="0" prop:value=value
                            on:input=move |ev| {
                                let n = event_target_value(&ev).trim().parse::<usize>().ok();
                                session.update(|s| s.iter_mut().for_each(|s| s.count = n));
                            } />
                    </label>
                }
            })
        })
    };
    let nobody = move || {
        session.with(|s| {
            matches!(s.as_ref().map(Session::stage), Some(WinsStage::Winners { .. }))
                && s.as_ref().is_some_and(|s| matches!(s.question(), Question::Wins(_)))
        })
    };
    view! {
        <p class="drills__prompt">{prompt}</p>
        {drawing}
        {players}
        <Shown when=move || !group.get() && !finished()>
            {count_input}
            <div class="drills__actions">
                <button type="button" class="primary-button" on:click=move |_| check.run(())>"Check"</button>
                <Shown when=nobody>
                    <button type="button" on:click=move |_| {
                        session.update(|s| s.iter_mut().for_each(|s| s.winners.clear()));
                        check.run(());
                    }>"Nobody wins it"</button>
                </Shown>
            </div>
        </Shown>
        <ul class="drills__verdict" aria-live="polite">
            {move || session.with(|s| s.as_ref().map(|s| s.verdicts().iter().map(|v| {
                let mark = if v.right { "✓ Right." } else { "✗ Not quite." };
                view! { <li class:drills__wrong=!v.right><strong>{mark}</strong>" "{v.words.join(" ")}</li> }
            }).collect_view()))}
        </ul>
    }
}

/// The players at showdown: names, hole cards, and for a cut what each put in and each hand.
struct Players<'a>(
    &'a crate::engine::showdown::Hand,
    &'a [String],
    Option<&'a crate::engine::showdown::ShowdownReport>,
);

impl Players<'_> {
    fn view(&self, session: RwSignal<Option<Session>>) -> impl IntoView {
        let Players(hand, names, report) = self;
        let rows: Vec<_> = hand.seats().iter().enumerate().map(|(seat, s)| {
            let name = names[seat].clone();
            let put_in = s.contributed;
            let folded = s.folded || s.dead.is_some();
            let out_words = if s.folded { " folded" } else { " dead hand" };
            let hole: Vec<Card> = s.hole.iter().collect();
            let hands: Vec<String> = report.map_or(vec![], |r| {
                r.points.iter().filter_map(|p| p.hands[seat].as_ref().map(|h| format!("{}: {}", p.label, h.description))).collect()
            });
            let cut = report.is_some();
            let picked = move || session.with(|s| s.as_ref().is_some_and(|s| s.winners.contains(&seat)));
            let asking_cards = move || session.with(|s| matches!(s.as_ref().map(Session::stage), Some(WinsStage::Cards { seat: asked, .. }) if asked == seat));
            view! {
                <li class="drills__player" class:drills__folded=folded>
                    {if cut || folded {
                        view! { <span class="drills__name">{name.clone()}</span> }.into_any()
                    } else {
                        view! {
                            <button type="button" class="drills__name" aria-pressed=move || picked().to_string()
                                on:click=move |_| session.update(|s| s.iter_mut().for_each(|s| s.tap_player(seat)))>{name.clone()}</button>
                        }.into_any()
                    }}
                    {folded.then_some(out_words)}
                    {cut.then(|| format!(" put in {put_in}"))}
                    <span class="drills__hole">
                        {hole.into_iter().map(|c| {
                            let used = move || session.with(|s| s.as_ref().is_some_and(|s| s.cards.contains(&c)));
                            view! {
                                <button type="button" class="drills__card" aria-pressed=move || used().to_string()
                                    disabled=move || !asking_cards()
                                    on:click=move |_| session.update(|s| s.iter_mut().for_each(|s| s.tap_card(c)))>
                                    <CardFace card=c />
                                </button>
                            }
                        }).collect_view()}
                    </span>
                    {(!hands.is_empty()).then(|| view! { <span class="drills__hands">{hands.join(" · ")}</span> })}
                    {cut.then(|| view! {
                        <label class="drills__amount">{format!("{name} takes ")}
                            <input type="text" inputmode="numeric" aria-label=format!("{name} takes")
                                prop:value=move || session.with(|s| s.as_ref().and_then(|s| s.amounts.get(seat).cloned()).unwrap_or_default())
                                on:input=move |ev| {
                                    let text = event_target_value(&ev);
                                    session.update(|s| s.iter_mut().for_each(|s| if let Some(a) = s.amounts.get_mut(seat) { *a = text.clone() }));
                                } />
                        </label>
                    })}
                </li>
            }
        }).collect();
        view! { <ul class="drills__players">{rows}</ul> }
    }
}
