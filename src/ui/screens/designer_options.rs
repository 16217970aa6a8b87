//! The designer's Table options section: the engine's standard options a table may want
//! (the low type, odd chips, short hands, …), offered where they matter to the draft, each a
//! toggle that adds the option with all its choices; the table picks on the rules card. What is
//! offered and what a toggle does are the model's ([`Designer::offered_options`]).

use leptos::prelude::*;

use crate::engine::game::table_options::TableOption;
use crate::model::designer::Designer;

#[component]
pub fn OptionsSection(d: RwSignal<Designer>) -> impl IntoView {
    let offers = Memo::new(move |_| d.with(Designer::offered_options));
    // The game's other options (a copied catalogue game's own), kept as they are.
    let others = move || {
        d.with(|d| {
            d.spec()
                .options
                .iter()
                .filter(|o| TableOption::by_key(&o.key).is_none())
                .map(|o| o.label.clone())
                .collect::<Vec<_>>()
                .join(", ")
        })
    };
    view! {
        <section class="designer__section" aria-labelledby="designer-options">
            <h3 id="designer-options">"Table options"</h3>
            <p class="designer__hint">
                "Each option lets the table choose on the rules card before a hand; unchosen, it plays the default."
            </p>
            {move || {
                offers
                    .get()
                    .into_iter()
                    .map(|offer| {
                        let o = offer.option;
                        view! {
                            <label class="check designer__option">
                                <input
                                    type="checkbox"
                                    prop:checked=offer.on
                                    on:change=move |_| d.update(|d| d.toggle_option(o))
                                />
                                <span>
                                    {offer.label}
                                    <span class="designer__hint designer__default">
                                        {format!("Default: {}", offer.default)}
                                    </span>
                                </span>
                            </label>
                        }
                    })
                    .collect_view()
            }}
            <p class="designer__hint">
                {move || {
                    let others = others();
                    if others.is_empty() { String::new() } else { format!("Kept from the copied game: {others}.") }
                }}
            </p>
        </section>
    }
}
