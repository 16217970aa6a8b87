//! Favourite games (starred) and the games played most recently.

/// Favourites in the order starred; recent games newest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct GameMarks {
    pub favourites: Vec<String>,
    pub recent: Vec<String>,
}

impl GameMarks {
    /// How many recently played games are remembered.
    pub const RECENT: usize = 5;

    pub fn toggle_favourite(&mut self, id: &str) {
        if self.favourites.iter().any(|f| f == id) {
            self.favourites.retain(|f| f != id);
        } else {
            self.favourites.push(id.to_string());
        }
    }

    pub fn played(&mut self, id: &str) {
        self.recent.retain(|r| r != id);
        self.recent.insert(0, id.to_string());
        self.recent.truncate(Self::RECENT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_star_toggles_and_keeps_the_order_starred() {
        let mut m = GameMarks::default();
        m.toggle_favourite("a");
        m.toggle_favourite("b");
        m.toggle_favourite("a");
        m.toggle_favourite("c");
        assert_eq!(m.favourites, ["b", "c"]);
    }

    #[test]
    fn recent_games_are_newest_first_once_each_and_at_most_five() {
        let mut m = GameMarks::default();
        for id in ["a", "b", "c", "d", "e", "f", "c"] {
            m.played(id);
        }
        assert_eq!(m.recent, ["c", "f", "e", "d", "b"]);
    }
}
