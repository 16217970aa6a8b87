//! What went wrong with a command, as the command line and its subcommands' files say it.

/// What went wrong: a usage error (exit 2) or a problem with the input (exit 1).
pub(super) enum Failure {
    Usage(String),
    Input(String),
}
