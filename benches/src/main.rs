//! `cap-bench`: native figures. Prints the markdown tables on stdout and progress on stderr.
//!
//! Usage: `cap-bench [--quick] [--only TEXT]` (`--quick` is a few-second smoke run, not a
//! measurement; `--only` times just the workloads whose label contains TEXT, e.g. `7-card`).
//! `cap-bench --equity [--quick] [--heaviest "GAME PLAYERS HOLE [KEY=VALUE]..."]` prints the
//! equity figures as JSON instead (see src/equity.rs); there `--only KEY` runs one case (`a`,
//! `holdem-flop`, ...). `cap-bench --fantasyland [--quick]` times the OFC Fantasyland
//! best-arrangement helper (src/fantasyland.rs) on the thread's CPU clock, and
//! `cap-bench --fantasyland-hunt SIZE DEALS` prints the ten slowest of that many random deals.

use std::process::ExitCode;
use std::time::Instant;

use cap_bench::driver::{Host, Settings};

/// The calling thread's CPU time in seconds: what a search costs, whatever else the machine runs.
fn thread_cpu_seconds() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `t` is a valid timespec to write into; the clock id is a constant the kernel knows.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let only = args.iter().position(|a| a == "--only").and_then(|i| args.get(i + 1)).map(String::as_str);
    let start = Instant::now();
    let now = || start.elapsed().as_secs_f64();
    let progress = |message: &str| eprintln!("cap-bench: {message}");
    let settings = if quick { Settings::QUICK } else { Settings::FULL };
    if args.iter().any(|a| a == "--fantasyland") {
        let host = Host { now: &thread_cpu_seconds, progress: &progress, only };
        print!("{}", cap_bench::fantasyland::run(quick, &host));
        return ExitCode::SUCCESS;
    }
    if let Some(i) = args.iter().position(|a| a == "--fantasyland-hunt") {
        let number = |k: usize| args.get(i + k).and_then(|a| a.parse().ok());
        let (Some(n), Some(count)) = (number(1), number(2)) else {
            eprintln!("cap-bench: usage: cap-bench --fantasyland-hunt SIZE DEALS");
            return ExitCode::FAILURE;
        };
        let host = Host { now: &thread_cpu_seconds, progress: &progress, only };
        print!("{}", cap_bench::fantasyland::hunt(n, count, 10, &host));
        return ExitCode::SUCCESS;
    }
    if args.iter().any(|a| a == "--equity") {
        let heaviest = args.iter().position(|a| a == "--heaviest").and_then(|i| args.get(i + 1));
        let host = Host { now: &now, progress: &progress, only };
        return match cap_bench::equity::run(
            settings.equity(),
            quick,
            !quick,
            heaviest.map(String::as_str),
            &host,
        ) {
            Ok(json) => {
                print!("{json}");
                ExitCode::SUCCESS
            }
            Err(problem) => {
                eprintln!("cap-bench: equity: {problem}");
                ExitCode::FAILURE
            }
        };
    }
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
