//! The game designer: a dealer declares a new CAP game on the phone, section by section (the
//! layout, the streets, the points, the payout and players, the dealing defaults), sees at once whether it is a game
//! and for how many players, and saves it. Every tap is a method of the model
//! ([`crate::model::designer::Designer`]); this screen only draws it. The draft is saved in the
//! browser at every change, so a reload loses nothing.

use leptos::prelude::*;

use crate::engine::game::GameSpec;
use crate::model::designer::check::{Section, Verdict};
use crate::model::designer::Designer;
use crate::model::stores::Store;
use crate::ui::components::Shown;
use crate::ui::state::{AppState, Screen};
use crate::ui::storage;

use super::designer_dealing::DealingSection;
use super::designer_layout::LayoutSection;
use super::designer_payout::PayoutSection;
use super::designer_points::PointsSection;
use super::designer_streets::StreetsSection;

/// Opens the designer on a copy of `spec` (the rules card's "Copy into the designer"); the draft
/// it held stays one Undo away.
pub fn copy_into_designer(state: AppState, spec: GameSpec) {
    let (mut draft, problem) = storage::load_table::<Designer>(Store::Designer);
    state.tell(problem);
    draft.start_over(Designer::copy_of(spec));
    state.told(storage::save_table(Store::Designer, &draft));
    state.screen.set(Screen::Designer);
}

#[component]
pub fn DesignerScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<Designer>(Store::Designer);
    state.tell(problem);
    let d = RwSignal::new(saved);
    Effect::new(move |ran: Option<()>| {
        d.with(|d| {
            if ran.is_some() {
                state.told(storage::save_table(Store::Designer, d));
            }
        })
    });
    let verdict = Memo::new(move |_| d.with(Designer::check));
    let works = move || matches!(verdict.get(), Verdict::Works { .. });
    let saved_message = RwSignal::new(None::<String>);
    let save = move |_| {
        if !works() {
            return;
        }
        let spec = d.with_untracked(|d| d.spec().clone());
        // Kept with the user's games: its rules card opens, and the designer starts afresh next
        // time (the game is kept; a variant starts from its rules card's "Copy into the designer").
        match state.save_user_game(spec) {
            Ok(id) => {
                saved_message.set(None);
                d.set(Designer::scratch());
                state.screen.set(Screen::Game(id));
            }
            Err(why) => saved_message.set(Some(why)),
        }
    };
    let start_afresh = move |_| d.update(|d| d.start_over(Designer::scratch()));
    view! {
        <article class="designer" aria-labelledby="designer-title">
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                "← All games"
            </button>
            <h2 id="designer-title">"Design a game"</h2>
            <section class="designer__section" aria-labelledby="designer-name">
                <h3 id="designer-name">"Name"</h3>
                <label class="field">
                    <span>"Name"</span>
                    <input
                        type="text"
                        maxlength="120"
                        prop:value=move || d.with(|d| d.name().to_string())
                        on:input=move |ev| d.update(|d| d.set_name(&event_target_value(&ev)))
                    />
                </label>
                <label class="field">
                    <span>"One sentence for a newcomer (optional)"</span>
                    <input
                        type="text"
                        maxlength="600"
                        prop:value=move || d.with(|d| d.summary().to_string())
                        on:input=move |ev| d.update(|d| d.set_summary(&event_target_value(&ev)))
                    />
                </label>
                <p class="designer__problem" role="status">{move || verdict.with(|v| v.section_line(Section::Name))}</p>
                <button type="button" class="link-button" on:click=start_afresh>"Start again from scratch"</button>
            </section>
            <LayoutSection d verdict />
            <StreetsSection d verdict />
            <PointsSection d verdict />
            <PayoutSection d verdict />
            <DealingSection d verdict />
            <div class="designer__save">
                <p
                    class="designer__verdict"
                    class:designer__verdict--works=works
                    role="status"
                    aria-live="polite"
                >
                    {move || verdict.with(Verdict::words)}
                </p>
                <Shown when=move || d.with(|d| d.undo_offered().is_some())>
                    <button type="button" class="link-button designer__undo" on:click=move |_| d.update(Designer::undo)>
                        {move || d.with(|d| format!("Undo: {}", d.undo_offered().unwrap_or_default()))}
                    </button>
                </Shown>
                <button type="button" class="primary-button" prop:disabled=move || !works() on:click=save>
                    "Save the game"
                </button>
                <p class="message" role="status">{move || saved_message.get().unwrap_or_default()}</p>
            </div>
        </article>
    }
}
