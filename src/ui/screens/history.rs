//! The history: hands kept after their showdown, to open again; import a hand file.

use leptos::prelude::*;

use crate::engine::game::catalogue::listed;
use crate::engine::hand_file::HandFile;
use crate::ui::components::Shown;
use crate::ui::files::read_picked;
use crate::ui::state::AppState;

/// Saved hands, newest first, and an import box for a hand file's JSON.
#[component]
pub fn HistoryScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // A pasted or picked hand file is untrusted: the engine checks all of it before it opens.
    // Opening it leaves this screen, whose signals then go, so everything here is done first.
    let import_text = move |json: &str, from: &str, done: &dyn Fn()| match HandFile::from_json(json)
        .map_err(|e| e.message)
        .and_then(|f| Ok((state.check(&f)?, f)))
    {
        Ok((draft, file)) => {
            problem.set(None);
            done();
            state.history.update(|h| {
                h.retain(|f| *f != file);
                h.insert(0, file);
            });
            state.begin_hand(draft);
        }
        Err(why) => problem.set(Some(format!("{from} could not be opened: {why}"))),
    };
    let import = move |_| {
        import_text(&text.get_untracked(), "The pasted hand file", &|| text.set(String::new()));
    };
    let pick_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        leptos::task::spawn_local(async move {
            match read_picked(&input).await {
                Some(Ok(json)) => {
                    let name = input.files().and_then(|f| f.get(0)).map(|f| f.name()).unwrap_or_default();
                    import_text(&json, &name, &|| ());
                }
                Some(Err(why)) => problem.set(Some(format!("{why}."))),
                None => {}
            }
            // Picking the same file again fires another change.
            input.set_value("");
        });
    };
    let title = |file: &HandFile| {
        let game = listed(&file.game).map_or(file.game.clone(), |g| g.name.to_string());
        let names: Vec<&str> = file.players.iter().map(|p| p.name.as_str()).collect();
        (game, names.join(", "))
    };
    view! {
        <section class="history" aria-labelledby="history-title">
            <h2 id="history-title">"History"</h2>
            <Shown when=move || state.history.with(Vec::is_empty)>
                <p class="history__empty">"No hands yet: every hand is kept here once its showdown resolves."</p>
            </Shown>
            <ol class="history__list" aria-label="Saved hands">
                {move || {
                    state
                        .history
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(i, file)| {
                            let (game, names) = title(&file);
                            view! {
                                <li class="history__item">
                                    <span class="history__game">{game}</span>
                                    <span class="history__players">{names}</span>
                                    <div class="history__actions">
                                        <button
                                            type="button"
                                            class="link-button"
                                            on:click=move |_| {
                                                match state.check(&file) {
                                                    Ok(draft) => state.begin_hand(draft),
                                                    Err(why) => problem.set(Some(why)),
                                                }
                                            }
                                        >
                                            "Open"
                                        </button>
                                        <button
                                            type="button"
                                            class="link-button"
                                            on:click=move |_| state.delete_entry(i)
                                        >
                                            "Delete"
                                        </button>
                                    </div>
                                </li>
                            }
                        })
                        .collect_view()
                }}
            </ol>
            <h3>"Import a hand file"</h3>
            <label class="field file-field">
                <span>"Open a hand file"</span>
                <input type="file" accept=".json,application/json" on:change=pick_file />
            </label>
            <label class="field">
                <span>"Paste the hand file (JSON)"</span>
                <textarea rows="5" prop:value=text on:input=move |ev| text.set(event_target_value(&ev))></textarea>
            </label>
            <p class="message" role="alert">{move || problem.get().unwrap_or_default()}</p>
            <button type="button" class="primary-button" on:click=import>"Import"</button>
        </section>
    }
}
