//! The `cap` binary as a user runs it.

use std::process::Command;

fn cap(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_cap")).args(args).output().expect("the cap binary runs")
}

#[test]
fn help_lists_commands_and_succeeds() {
    let output = cap(&["help"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert!(stdout.contains("Usage: cap <command>"), "{stdout}");
}

#[test]
fn version_prints_package_version() {
    let output = cap(&["--version"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    assert_eq!(stdout.trim(), format!("cap {}", env!("CARGO_PKG_VERSION")));
}

#[test]
fn unknown_command_is_named_on_stderr_with_exit_code_2() {
    let output = cap(&["shuffle"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("unknown command \"shuffle\""), "{stderr}");
    assert!(output.stdout.is_empty());
}
