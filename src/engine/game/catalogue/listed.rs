//! What a list of games shows of one built-in game, without building it: the type of the generated
//! listing (`listing.rs`), in a file of its own so that the listing and the catalogue's face both
//! use it and neither uses the other.

/// What a list of games shows of one built-in game, without building it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listed {
    pub id: &'static str,
    pub name: &'static str,
    pub family: &'static str,
    pub summary: &'static str,
}
