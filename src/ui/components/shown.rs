//! Leptos's `<Show>` without its per-use copies of code.
//!
//! `<Show>` is generic over its condition and its children's view type, so each use was another
//! copy of its rendering code in the browser bundle. Here the children are type-erased
//! (`ChildrenFn`) and only the condition's memo is per use; the rest is one function.

use leptos::prelude::*;

/// Shows its children while `when` is true, as `<Show>` does: the condition is memoised, so the
/// children are built again only when it turns from false to true.
#[component]
pub fn Shown(when: impl Fn() -> bool + Send + Sync + 'static, children: ChildrenFn) -> impl IntoView {
    shown(Memo::new(move |_| when()), children)
}

/// The children or nothing: `None` renders no node, like `<Show>`'s default fallback (`()`).
fn shown(when: Memo<bool>, children: ChildrenFn) -> impl IntoView {
    move || when.get().then(|| children())
}
