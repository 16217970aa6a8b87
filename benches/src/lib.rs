//! Side-by-side figures for CAP's hand evaluators and published Rust evaluator crates.
//!
//! This crate is the only place the peer crates appear: the app, its tests and its wasm bundle
//! never compile them. It is built three ways (the `./bench` script at the repository root does
//! all three):
//! - natively, the `cap-bench` binary times every workload and prints markdown tables;
//! - for `wasm32-unknown-unknown` with the `wasm-speed` feature, as a cdylib exporting plain
//!   `extern "C"` functions that `benches/run-wasm.mjs` drives under Node (same code, same hands,
//!   with the clock imported from JavaScript);
//! - for `wasm32-unknown-unknown` with one `size-*` feature, as a minimal cdylib that only calls
//!   one library's evaluators, to measure what each adds to a wasm bundle (see `size.rs`).
//!
//! Invariants: every library evaluates the same hands in the same order, converted to its own
//! types before timing; nothing is timed until CAP's order on those hands has been checked against
//! every peer's ([`workloads::Data::check_orders`]).

pub mod deal;
pub mod driver;
pub mod equity;
pub mod fantasyland;
pub mod libs;
pub mod workloads;

#[cfg(all(target_arch = "wasm32", feature = "wasm-speed"))]
mod wasm;

#[cfg(target_arch = "wasm32")]
mod size;

/// The seed of every deal.
pub const SEED: u64 = 0x00C0_FFEE_2024_0001;

/// Builds the data, checks the orders, times everything and returns the markdown tables, or the
/// order disagreements if there are any (then nothing is timed).
pub fn run(settings: driver::Settings, host: &driver::Host) -> Result<String, String> {
    (host.progress)("dealing the same hands for every library");
    let data = workloads::Data::new(SEED);
    (host.progress)(&format!(
        "checking that CAP orders {} hands per workload exactly as each peer does",
        workloads::CHECK_HANDS
    ));
    let problems = data.check_orders();
    if !problems.is_empty() {
        return Err(problems.join("\n"));
    }
    let results = driver::measure(&data, settings, host);
    Ok(driver::render(&results))
}
