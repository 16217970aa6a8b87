//! The evening's players in clockwise seat order: everyone who plays tonight, including those who
//! arrive late (they are listed, and take their seat with their first buy-in).
//!
//! Invariant: every name is within the seating rule's length, kept in the one Unicode form, and no
//! two read as the same person ([`crate::engine::seating::check_names`]), so a name in an event or
//! a hand finds at most one player, however it was typed.

use crate::engine::seating;

/// The players, in clockwise seat order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roster {
    names: Vec<String>,
}

impl Roster {
    /// Checks the names as the table's seats are checked (readable, at most 40 characters,
    /// different) and keeps them in the one Unicode form.
    ///
    /// ```
    /// use cap::engine::evening::roster::Roster;
    /// let r = Roster::new(&["Ann", "Ben"]).unwrap();
    /// assert_eq!(r.seat_of("ann"), Some(0));
    /// assert!(Roster::new(&["Ann", "ANN"]).unwrap_err().contains("read as the same name"));
    /// ```
    pub fn new<S: AsRef<str>>(names: &[S]) -> Result<Roster, String> {
        if names.is_empty() {
            return Err("an evening needs at least one player".into());
        }
        seating::check_names(names).map_err(|e| e.to_string())?;
        Ok(Roster { names: names.iter().map(|n| seating::normalized_name(n.as_ref().trim())).collect() })
    }

    /// The names, in seat order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The seat of the player a name reads as (case, spaces and invisible characters aside).
    pub fn seat_of(&self, name: &str) -> Option<usize> {
        let key = seating::name_key(name);
        self.names.iter().position(|n| seating::name_key(n) == key)
    }

    /// The name at `seat`.
    pub fn name(&self, seat: usize) -> &str {
        &self.names[seat]
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }
}
