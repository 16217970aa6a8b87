//! The native `cap` command line: the engine without a browser.
//!
//! Output that other programs read goes to stdout; every problem goes to stderr with a non-zero exit
//! code, so `cap` composes in scripts. Subcommands are added as the engine grows.

use std::process::ExitCode;

const USAGE: &str = "\
cap — the dealer's companion for Crazy Asian Poker (engine command line)

Usage: cap <command>

Commands:
  help       show this message
  version    print the version
";

/// Runs the command line on `args` (without the program name) and returns the exit code.
pub fn run(args: Vec<String>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    run_with(&args, &mut out, &mut err)
}

/// The testable core of [`run`]: writes to the given streams instead of the process's.
pub fn run_with(args: &[String], out: &mut impl std::io::Write, err: &mut impl std::io::Write) -> ExitCode {
    let result = match args.first().map(String::as_str) {
        None | Some("help" | "-h" | "--help") => write!(out, "{USAGE}"),
        Some("version" | "-V" | "--version") => {
            writeln!(out, "cap {}", env!("CARGO_PKG_VERSION"))
        }
        Some(other) => {
            let _ = writeln!(err, "cap: unknown command \"{other}\"\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(err, "cap: cannot write output: {e}");
            ExitCode::FAILURE
        }
    }
}
