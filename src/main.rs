//! The one binary: the web app's entry point in the browser, the `cap` command line natively.

#[cfg(target_arch = "wasm32")]
fn main() {
    cap::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cap::cli::run(std::env::args().skip(1).collect())
}
