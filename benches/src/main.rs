//! `cap-bench`: native figures. Prints the markdown tables on stdout and progress on stderr.
//!
//! Usage: `cap-bench [--quick] [--only TEXT]` (`--quick` is a few-second smoke run, not a
//! measurement; `--only` times just the workloads whose label contains TEXT, e.g. `7-card`).

use std::process::ExitCode;
use std::time::Instant;

use cap_bench::driver::{Host, Settings};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let only = args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1)).map(String::as_str);
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64();
    let progress = |message: &str| eprintln!("cap-bench: {message}");
    let settings = if quick { Settings::QUICK } else { Settings::FULL };
    match cap_bench::run(settings, &Host { now: &now, progress: &progress, only }) {
        Ok(tables) => {
            print!("{tables}");
            ExitCode::SUCCESS
        }
        Err(problems) => {
            eprintln!("cap-bench: CAP disagrees with a peer, so nothing was timed:\n{problems}");
            ExitCode::FAILURE
        }
    }
}
