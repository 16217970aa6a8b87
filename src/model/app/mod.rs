//! The application core: what the app decides about what it keeps, as plain values and
//! functions, tested natively (functional core, imperative shell).
//!
//! Each part takes its inputs (what the browser answered, the clock's time, what the person
//! asked) and returns the state change and the commands to run: write this record, read that
//! page, tell the other tabs, tell the person a problem. `src/ui/` runs the commands through one
//! adapter each for local storage, IndexedDB, the `BroadcastChannel` and the clock, keeps the
//! results in its signals and draws them; it decides nothing of its own. The tests below run the
//! same parts in a simulated browser ([`sim`]): a local storage that can be full or refuse, a
//! database whose writes can fail or answer later, and two tabs sharing both.
//!
//! - [`local`]: the small stores in local storage (the envelope, setting aside what cannot be
//!   read, which version a write replaces);
//! - [`kept`]: the history as a tab holds it (paging, keeping, writing, de-duplicating,
//!   deleting, reading again when another tab changed it);
//! - [`imports`]: hand files and store exports brought in by the person;
//! - [`games`]: the user's games as links, files and the designer bring them.

pub mod games;
pub mod imports;
pub mod kept;
pub mod local;

#[cfg(test)]
pub(crate) mod sim;
#[cfg(test)]
mod tests;
