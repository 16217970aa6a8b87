//! The one integration-test binary. Each module's remit is on its `mod` line.

/// The `cap` command line: exit codes, help and errors on stderr.
mod cli;

/// Side pots, split stacks, points and odd chips: properties and the words a dealer reads.
mod pots;
