//! A hand being dealt with the dealing guide.

use crate::engine::deal::Table;

/// The engine's table and who sits at it.
#[derive(Clone, Debug)]
pub struct Dealing {
    pub table: Table,
    pub names: Vec<String>,
    /// The app shuffled its own deck and shows every card (practice).
    pub learn: bool,
}
