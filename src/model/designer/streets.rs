//! The streets: which places each deals, in the order the dealer orders them.
//!
//! Every place is dealt on exactly one street (the engine's rule): a new place goes to the
//! selected street, and a tap in the Streets section moves a place to the selected street, never
//! onto two.

use super::Designer;
use crate::engine::game::StreetSpec;

/// The names a new street takes, in order, before "Street 4".
const NAMES: [&str; 3] = ["Flop", "Turn", "River"];

pub(super) fn new_street(name: &str) -> StreetSpec {
    StreetSpec { name: name.into(), deal: vec![], when: None, chosen: false }
}

impl Designer {
    pub fn streets(&self) -> &[StreetSpec] {
        &self.spec.streets
    }

    /// The street new places are dealt on and places tapped in the Streets section move to.
    pub fn selected_street(&self) -> usize {
        self.street.min(self.spec.streets.len().saturating_sub(1))
    }

    pub fn select_street(&mut self, i: usize) {
        if i < self.spec.streets.len() {
            self.street = i;
        }
    }

    /// Adds a street after the others (the flop, turn and river first, then "Street 4"…) and
    /// selects it.
    pub fn add_street(&mut self) {
        let taken = |n: &str| self.spec.streets.iter().any(|s| s.name.eq_ignore_ascii_case(n));
        let name = NAMES
            .iter()
            .find(|n| !taken(n))
            .map(|n| n.to_string())
            .unwrap_or_else(|| format!("Street {}", self.spec.streets.len() + 1));
        self.spec.streets.push(new_street(&name));
        self.street = self.spec.streets.len() - 1;
    }

    pub fn rename_street(&mut self, i: usize, name: &str) {
        if let Some(s) = self.spec.streets.get_mut(i) {
            s.name = name.to_string();
        }
    }

    /// Deals street `i` one street earlier (`earlier`) or later; the selection follows it.
    pub fn move_street(&mut self, i: usize, earlier: bool) {
        let j = if earlier { i.checked_sub(1) } else { Some(i + 1) };
        let Some(j) = j.filter(|&j| j < self.spec.streets.len() && i < self.spec.streets.len()) else {
            return;
        };
        self.spec.streets.swap(i, j);
        if self.street == i {
            self.street = j;
        } else if self.street == j {
            self.street = i;
        }
    }

    /// Removes street `i` (undoable); its places move to the street before it (the next one for
    /// the first). The last street stays: a game deals its places on one at least.
    pub fn remove_street(&mut self, i: usize) -> Result<(), String> {
        if self.spec.streets.len() <= 1 {
            return Err("A game deals on one street at least: rename this one instead.".into());
        }
        let Some(name) = self.spec.streets.get(i).map(|s| s.name.clone()) else { return Ok(()) };
        self.keep(format!("Removed the street {name}"));
        let street = self.spec.streets.remove(i);
        let to = i.saturating_sub(1);
        if i == 0 {
            let mut deal = street.deal;
            deal.append(&mut self.spec.streets[0].deal);
            self.spec.streets[0].deal = deal;
        } else {
            self.spec.streets[to].deal.extend(street.deal);
        }
        self.street = to;
        Ok(())
    }

    /// The street place `id` is dealt on.
    pub fn street_of(&self, id: &str) -> Option<usize> {
        self.spec.streets.iter().position(|s| s.deal.iter().any(|d| d == id))
    }

    /// Deals place `id` on the selected street, taking it off the street it was on.
    pub fn deal_on_selected(&mut self, id: &str) {
        if !self.spec.positions.iter().any(|p| p.id == id) || self.spec.streets.is_empty() {
            return;
        }
        let to = self.selected_street();
        if self.street_of(id) == Some(to) {
            return;
        }
        for s in &mut self.spec.streets {
            s.deal.retain(|d| d != id);
        }
        self.spec.streets[to].deal.push(id.to_string());
    }

    /// Deals a new place on the selected street (a first street, the flop, when there is none).
    pub(super) fn deal_new_place(&mut self, id: String) {
        if self.spec.streets.is_empty() {
            self.spec.streets.push(new_street(NAMES[0]));
        }
        let to = self.selected_street();
        self.spec.streets[to].deal.push(id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_by_four() -> Designer {
        let mut d = Designer::scratch();
        for y in 0..2 {
            for x in 0..4 {
                d.toggle_cell(x, y);
            }
        }
        d
    }

    fn deals(d: &Designer) -> Vec<(String, Vec<String>)> {
        d.streets().iter().map(|s| (s.name.clone(), s.deal.clone())).collect()
    }

    #[test]
    fn new_streets_are_the_flop_turn_and_river_then_numbered() {
        let mut d = Designer::scratch();
        d.add_street();
        d.add_street();
        d.add_street();
        let names: Vec<&str> = d.streets().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Flop", "Turn", "River", "Street 4"]);
        assert_eq!(d.selected_street(), 3);
    }

    #[test]
    fn a_tapped_place_moves_to_the_selected_street_only() {
        let mut d = two_by_four();
        d.add_street();
        d.deal_on_selected("d1");
        d.deal_on_selected("d2");
        d.deal_on_selected("zz");
        assert_eq!(d.street_of("d1"), Some(1));
        assert_eq!(d.streets()[0].deal, ["a1", "b1", "c1", "a2", "b2", "c2"]);
        assert_eq!(d.streets()[1].deal, ["d1", "d2"]);
        // A new place goes to the selected street.
        d.set_grid(5, 2).unwrap();
        d.toggle_cell(4, 0);
        assert_eq!(d.street_of("e1"), Some(1));
    }

    #[test]
    fn streets_are_reordered_renamed_and_removed_keeping_their_places() {
        let mut d = two_by_four();
        d.add_street();
        d.deal_on_selected("d2");
        d.move_street(1, true);
        assert_eq!(deals(&d)[0], ("Turn".to_string(), vec!["d2".to_string()]));
        assert_eq!(d.selected_street(), 0, "the selection follows its street");
        d.move_street(0, true);
        d.move_street(1, false);
        assert_eq!(d.streets()[0].name, "Turn", "nothing before the first or after the last");
        d.rename_street(0, "Pre-flop");
        assert_eq!(d.streets()[0].name, "Pre-flop");
        d.remove_street(0).unwrap();
        assert_eq!(deals(&d).len(), 1);
        assert_eq!(d.streets()[0].deal.first().map(String::as_str), Some("d2"));
        assert_eq!(d.undo_offered(), Some("Removed the street Pre-flop"));
        assert!(d.remove_street(0).is_err(), "the last street stays");
        d.undo();
        assert_eq!(d.streets().len(), 2);
    }
}
