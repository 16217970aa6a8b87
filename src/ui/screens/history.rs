//! The history: hands kept after their showdown, to open again, a page at a time; download them
//! all; import hand files, and a store's data downloaded when its save failed.

use leptos::prelude::*;

use crate::engine::game::catalogue::Catalogue;
use crate::engine::hand_file::HandFile;
use crate::model::history::Saved;
use crate::model::my_games::is_declaration;
use crate::model::stores;
use crate::model::words::thousands;
use crate::ui::components::{DownloadHands, Shown};
use crate::ui::files::read_picked;
use crate::ui::state::AppState;

/// Saved hands, newest first, and an import box for a hand file's JSON.
#[component]
pub fn HistoryScreen() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<String>);
    // A pasted or picked hand file is untrusted: the engine checks all of it before it opens.
    // Opening it leaves this screen, whose signals then go, so everything here is done first: a
    // single hand is checked before anything changes (a refusal keeps the text to correct).
    let import_text = move |json: &str, from: &str, done: &dyn Fn()| {
        // A store's export (a failed save's download) goes back to its store.
        match stores::read(json, &state.games()) {
            Some(Err(why)) => return problem.set(Some(format!("{from} could not be opened: {why}"))),
            Some(Ok(restored)) => {
                return match state.restore_export(restored) {
                    Ok((words, screen)) => {
                        problem.set(None);
                        done();
                        state.message.set(Some(words));
                        if let Some(screen) = screen {
                            state.screen.set(screen);
                        }
                    }
                    Err(why) => problem.set(Some(why)),
                };
            }
            None => {}
        }
        // A game file (a declaration) goes to the user's games, and its rules card opens.
        if is_declaration(json) {
            return match state.import_game(json) {
                Ok((screen, words)) => {
                    problem.set(None);
                    done();
                    state.screen.set(screen);
                    state.message.set(Some(words));
                }
                Err(why) => problem.set(Some(format!("{from} could not be opened: {why}"))),
            };
        }
        let files = match HandFile::list_from_json(json) {
            Ok(files) => files,
            Err(e) => return problem.set(Some(format!("{from} could not be opened: {}", e.message))),
        };
        if let [single] = files.as_slice() {
            if let Err(why) = state.check(single) {
                return problem.set(Some(format!("{from} could not be opened: {why}")));
            }
        }
        problem.set(None);
        done();
        if let Err(why) = state.import(files) {
            state.message.set(Some(format!("{from}: {why}")));
        }
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
        let game = file.game.name();
        let names: Vec<&str> = file.players.iter().map(|p| p.name.as_str()).collect();
        (game, names.join(", "))
    };
    let count = move || {
        let n = state.history_total.get();
        let unsaved = state.with_history(|h| h.iter().filter(|e| matches!(e.saved, Saved::No(_))).count());
        let mut text =
            if n == 1 { "1 hand kept".to_string() } else { format!("{} hands kept", thousands(n)) };
        if unsaved > 0 {
            text.push_str(&format!(", {unsaved} of them not saved (download them to keep them)"));
        }
        text
    };
    view! {
        <section class="history" aria-labelledby="history-title">
            <h2 id="history-title">"History"</h2>
            <Shown when=move || !state.history_loaded.get()>
                <p class="history__empty" role="status">"Reading the history…"</p>
            </Shown>
            <Shown when=move || state.history_loaded.get() && state.with_history(<[_]>::is_empty)>
                <p class="history__empty">"No hands yet: every hand is kept here once its showdown resolves."</p>
            </Shown>
            <Shown when=move || state.with_history(|h| !h.is_empty())>
                <p class="history__count" role="status">{move || { count() }}</p>
            </Shown>
            // Only the hands read so far are drawn (a page at a time), so the screen opens at once
            // whatever the history's size.
            <ol class="history__list" aria-label="Saved hands">
                <For
                    each=move || state.history()
                    key=|e| (e.key, matches!(e.saved, Saved::Yes))
                    children=move |entry| {
                        let (game, names) = title(&entry.file);
                        // A hand kept before its showdown (a shared link opened over it).
                        let unfinished = entry.file.to_hand(Catalogue::builtin()).is_err().then_some("Unfinished");
                        let (key, file) = (entry.key, entry.file);
                        let unsaved = match entry.saved {
                            Saved::No(_) => Some("Not saved"),
                            _ => None,
                        };

                        view! {
                            <li class="history__item">
                                <span class="history__game">{game}</span>
                                <span class="history__players">{names}</span>
                                {unfinished.map(|t| view! { <span class="history__tag">{t}</span> })}
                                {unsaved.map(|t| view! { <span class="history__tag history__tag--unsaved">{t}</span> })}
                                <div class="history__actions">
                                    <button
                                        type="button"
                                        class="link-button"
                                        on:click=move |_| {
                                            match state.check(&file) {
                                                Ok(draft) => state.open_entry(key, draft),
                                                Err(why) => problem.set(Some(why)),
                                            }
                                        }
                                    >
                                        "Open"
                                    </button>
                                    <button
                                        type="button"
                                        class="link-button"
                                        on:click=move |_| state.delete_entry(key)
                                    >
                                        "Delete"
                                    </button>
                                </div>
                            </li>
                        }
                    }
                />
            </ol>
            <Shown when=move || state.history_older.get()>
                <button type="button" class="primary-button" on:click=move |_| state.show_older()>"Show older hands"</button>
            </Shown>
            <Shown when=move || state.with_history(|h| !h.is_empty())>
                <DownloadHands />
            </Shown>
            <h3>"Import hand files"</h3>
            <p class="history__hint">"A game file (a game\u{2019}s declaration) opens here too, kept in your games, and so does a file downloaded when a save failed (a scorer\u{2019}s table, the deal, the settings)."</p>
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
