//! `cap-bench`: native figures. Prints the markdown tables on stdout and progress on stderr.
//!
//! Usage: `cap-bench [--quick] [--only TEXT]` (`--quick` is a few-second smoke run, not a
//! measurement; `--only` times just the workloads whose label contains TEXT, e.g. `7-card`).
//! `cap-bench --equity [--quick] [--heaviest "GAME PLAYERS HOLE [KEY=VALUE]..."]` prints the
//! equity figures as JSON instead (see src/equity.rs); there `--only KEY` runs one case (`a`,
//! `holdem-flop`, ...). `cap-bench --fantasyland [--quick]` times the OFC Fantasyland
//! best-arrangement helper (src/fantasyland.rs).

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
    if args.iter().any(|a| a == "--fantasyland") {
        print!("{}", cap_bench::fantasyland::run(quick, &Host { now: &now, progress: &progress, only }));
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
