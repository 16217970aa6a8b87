//! The floor under the app's start-up and bundle figures: the smallest Leptos page that does what
//! the start-up benchmark asks of the app's first screen (a search box whose typing updates a
//! count), built with the same toolchain, profile, flags and loader. `./bench` measures it in the
//! same run as the app, so the budget's "our own code" part is the difference between the two.

#[cfg(target_arch = "wasm32")]
fn main() {
    use leptos::prelude::*;

    const WORDS: [&str; 4] = ["hold'em", "omaha", "double board", "bullseye"];

    #[component]
    fn Counter() -> impl IntoView {
        let query = RwSignal::new(String::new());
        let count = move || WORDS.iter().filter(|w| query.with(|q| w.contains(q.as_str()))).count();
        view! {
            <div class="app" data-ready="true">
                <section class="games">
                    <input type="search" on:input=move |ev| query.set(event_target_value(&ev)) />
                    <p class="games__count">{move || format!("{} games", count())}</p>
                </section>
            </div>
        }
    }

    if let Some(loading) = document().get_element_by_id("loading") {
        loading.remove();
    }
    leptos::mount::mount_to_body(Counter);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
