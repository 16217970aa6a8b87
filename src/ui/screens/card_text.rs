//! A text box for cards, as the hand screen types its board and each player's hand.

use leptos::prelude::*;

/// A text box for cards ("AsKd7h"); `apply` says why text was refused. Refused text stays in the
/// box to be corrected, with the reason right under it (read out by screen readers); accepted
/// text empties the box and moves to the box with id `next`, if any, so Enter goes from one
/// player's hand to the next.
#[component]
pub(super) fn CardText(
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
pub(super) fn focus(id: &str) {
    use wasm_bindgen::JsCast;
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
    if let Some(e) = element {
        let _ = e.focus();
    }
}
