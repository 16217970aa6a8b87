//! The game designer: a dealer declares a new CAP game on the phone, section by section (the
//! layout, the streets, the points, the payout and players, the dealing defaults), sees at once whether it is a game
//! and for how many players, and saves it. Every tap is a method of the model
//! ([`crate::model::designer::Designer`]); this screen only draws it. The draft is saved in the
//! browser at every change, and a reload while it shows opens it again, so a reload loses nothing.

use leptos::prelude::*;

use crate::engine::game::GameSpec;
use crate::model::designer::check::Section;
use crate::model::designer::Designer;
use crate::model::stores::Store;
use crate::ui::state::{AppState, Screen};
use crate::ui::storage;

use super::designer_dealing::DealingSection;
use super::designer_layout::LayoutSection;
use super::designer_options::OptionsSection;
use super::designer_payout::PayoutSection;
use super::designer_points::PointsSection;
use super::designer_save::{EditingNote, SaveBar};
use super::designer_streets::StreetsSection;

/// Opens the designer on a copy of `spec` (the rules card's "Copy into the designer"); the draft
/// it held stays one Undo away.
pub fn copy_into_designer(state: AppState, spec: GameSpec) {
    into_designer(state, |draft| draft.start_over(Designer::copy_of(spec)));
}

/// Opens the designer on one of the user's games to change it (its rules card's "Edit in the
/// designer"): Save replaces it. A different draft the designer held stays one Undo away.
pub fn edit_in_designer(state: AppState, spec: GameSpec) {
    into_designer(state, |draft| draft.open_for_edit(spec));
}

fn into_designer(state: AppState, change: impl FnOnce(&mut Designer)) {
    let (mut draft, problem) = storage::load_table::<Designer>(Store::Designer);
    state.tell(problem);
    change(&mut draft);
    state.told(storage::save_table(Store::Designer, &draft));
    state.screen.set(Screen::Designer);
}

#[component]
pub fn DesignerScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let (saved, problem) = storage::load_table::<Designer>(Store::Designer);
    state.tell(problem);
    let d = RwSignal::new(saved);
    // A reload while the designer shows opens it again (crate::model::opening).
    storage::set_open_screen(Some(crate::model::opening::DESIGNER));
    on_cleanup(move || {
        // Not when the designer is drawn again in place of itself.
        if state.screen.try_get_untracked() != Some(Screen::Designer) {
            storage::set_open_screen(None);
        }
    });
    Effect::new(move |ran: Option<()>| {
        d.with(|d| {
            if ran.is_some() {
                state.told(storage::save_table(Store::Designer, d));
            }
        })
    });
    // Another tab's change to the draft shows here, or is kept out with a word when this tab's
    // draft is one that tab never saw (issue 36: the last writer no longer wins silently).
    state.share_table(Store::Designer, |t| t, move || d.try_get_untracked(), move |t| d.set(t));
    let verdict = Memo::new(move |_| d.with(Designer::check));
    let start_afresh = move |_| d.update(|d| d.start_over(Designer::scratch()));
    view! {
        <article class="designer" aria-labelledby="designer-title">
            <button type="button" class="link-button" on:click=move |_| state.screen.set(Screen::Games)>
                "← All games"
            </button>
            <h2 id="designer-title">
                {move || if d.with(|d| d.editing().is_some()) { "Change your game" } else { "Design a game" }}
            </h2>
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
                <EditingNote d verdict />
                <button type="button" class="link-button" on:click=start_afresh>"Start again from scratch"</button>
            </section>
            <LayoutSection d verdict />
            <StreetsSection d verdict />
            <PointsSection d verdict />
            <PayoutSection d verdict />
            <DealingSection d verdict />
            <OptionsSection d />
            <SaveBar d verdict />
        </article>
    }
}
