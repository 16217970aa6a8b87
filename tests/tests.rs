//! The one integration-test binary. Each module's remit is on its `mod` line.

/// The `cap` command line: exit codes, help and errors on stderr.
mod cli;
