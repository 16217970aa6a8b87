//! The browser's file and sharing plumbing: save a text as a downloaded file, read a picked file,
//! share a link (the phone's share sheet when there is one, else the clipboard).
//!
//! Nothing here reads what the text means; the hand file is checked by the engine.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Offers `text` as a file called `name` (the browser's download).
pub fn download(name: &str, mime: &str, text: &str) -> Result<(), String> {
    let fail = |e: JsValue| format!("the file could not be saved ({e:?})");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = leptos::prelude::document();
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "no link element".to_string())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The text of the first file picked in a file input, if one was picked.
pub async fn read_picked(input: &web_sys::HtmlInputElement) -> Option<Result<String, String>> {
    let file = input.files()?.get(0)?;
    // A hand file is a few kilobytes; anything huge is not one, and is not read into memory.
    const LIMIT: f64 = 1_000_000.0;
    if file.size() > LIMIT {
        return Some(Err(format!("{} is too big to be a hand file", file.name())));
    }
    let text = JsFuture::from(file.text()).await;
    Some(match text {
        Ok(v) => v.as_string().ok_or_else(|| format!("{} is not a text file", file.name())),
        Err(_) => Err(format!("{} could not be read", file.name())),
    })
}

/// How a link was passed on.
pub enum Shared {
    /// The phone's share sheet took it.
    Sheet,
    /// It was copied to the clipboard.
    Copied,
}

/// Shares `url` with the phone's share sheet when the browser has one, else copies it.
pub async fn share_or_copy(title: &str, url: &str) -> Result<Shared, String> {
    let navigator = leptos::prelude::window().navigator();
    let share = js_sys::Reflect::get(&navigator, &"share".into()).unwrap_or(JsValue::UNDEFINED);
    if let Some(share) = share.dyn_ref::<js_sys::Function>() {
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&data, &"title".into(), &title.into());
        let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
        if let Ok(promise) = share.call1(&navigator, &data) {
            if let Ok(promise) = promise.dyn_into::<js_sys::Promise>() {
                // A cancelled sheet is not an error worth a message; fall through to copying.
                if JsFuture::from(promise).await.is_ok() {
                    return Ok(Shared::Sheet);
                }
            }
        }
    }
    let clipboard = js_sys::Reflect::get(&navigator, &"clipboard".into()).unwrap_or(JsValue::UNDEFINED);
    let write = js_sys::Reflect::get(&clipboard, &"writeText".into()).unwrap_or(JsValue::UNDEFINED);
    let Some(write) = write.dyn_ref::<js_sys::Function>() else {
        return Err("this browser cannot copy; select the link below and copy it".into());
    };
    let promise = write
        .call1(&clipboard, &url.into())
        .ok()
        .and_then(|p| p.dyn_into::<js_sys::Promise>().ok())
        .ok_or("the link could not be copied; select it below and copy it")?;
    JsFuture::from(promise)
        .await
        .map(|_| Shared::Copied)
        .map_err(|_| "the link could not be copied; select it below and copy it".into())
}
