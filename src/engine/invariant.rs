//! `expect` for results whose error cannot happen, without the error's `Debug` text.
//!
//! Why not `Result::expect`: it prints the error with `Debug`, which brings each error type's
//! derived `Debug`, and the formatting machinery behind it, into the browser bundle, for messages
//! nobody sees: the error is ruled out by an invariant, and a panic in the browser aborts.

/// A result whose error an invariant rules out.
pub trait Invariant<T> {
    /// The value; panics with `why` (the invariant) if there is an error after all.
    fn invariant(self, why: &str) -> T;
}

impl<T, E> Invariant<T> for Result<T, E> {
    #[track_caller]
    fn invariant(self, why: &str) -> T {
        match self {
            Ok(value) => value,
            Err(_) => panic!("{why}"),
        }
    }
}
