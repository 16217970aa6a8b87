//! What the hand screen reads off the draft and the showdown, in words and lists: the table in
//! one line, each player's own places and pickable boards, a point's winners, and the name an
//! exported hand file gets. The screen only draws these.

use crate::engine::draft::Draft;
use crate::engine::game::{Contest, Rules, Scope};
use crate::engine::games::Registry;
use crate::engine::showdown::PointReport;

/// The button, the smallest chip and the options in force, so the table can check them at a
/// glance: "Ann has the button · smallest chip 25 · Floater river card: No floater".
pub fn table_words(d: &Draft, games: &Registry) -> String {
    let mut parts = vec![
        format!("{} has the button", d.players().get(d.button()).map_or("", |p| p.name())),
        format!("smallest chip {}", d.chip()),
    ];
    // A game the catalogue lacks carries its declaration; a catalogue game is found by id.
    let spec = d.rules().declaration().or_else(|| games.cap(d.rules().game_id()).map(|g| g.spec()));
    if let Some(spec) = spec {
        for o in &spec.options {
            let chosen = d.rules().options().get(&o.key);
            if let Some((_, label)) = o.choices.iter().find(|c| Some(&c.0) == chosen) {
                parts.push(format!("{}: {label}", o.label));
            }
        }
    }
    parts.join(" · ")
}

/// Each player's own face-up places (a Ring of Fire ring card): (position index, its id).
pub fn own_places(rules: &Rules) -> Vec<(usize, String)> {
    rules
        .positions()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.scope == Scope::EachPlayer)
        .map(|(i, p)| (i, p.id.clone()))
        .collect()
}

/// The boards a player picks (the dynamic points system): the points' labels, in board order
/// (board 1 first, as picks are numbered in the hand file), and how many each player picks.
/// No labels for a game without picks.
pub fn pickable(rules: &Rules) -> (Vec<String>, usize) {
    let mut required = 0;
    let labels = rules
        .points()
        .iter()
        .filter_map(|p| match p.contest {
            Contest::PickedBy { picks_required } => {
                required = picks_required;
                Some(p.label.clone())
            }
            _ => None,
        })
        .collect();
    (labels, required)
}

/// A point's winners with their hands, "Ann: Two pair, kings and sevens (K♥ K♠ 7♦ 7♣ 2♥)", or
/// "nobody qualifies".
pub fn winners_words(point: &PointReport, names: &[String]) -> String {
    let winners: Vec<String> = point
        .winning_hands()
        .iter()
        .map(|(w, h)| {
            let name = names.get(*w).map_or("", String::as_str);
            format!("{name}: {} ({})", h.description, h.best.cards)
        })
        .collect();
    if winners.is_empty() {
        "nobody qualifies".to_string()
    } else {
        winners.join("; ")
    }
}

/// When a hand file is exported, in the local time of the browser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    pub year: u32,
    /// 1 to 12.
    pub month: u32,
    pub day: u32,
    pub hour: u32,
    pub minute: u32,
}

/// The exported hand file's name: the game (a `/` would make a folder) and when,
/// "cap-hand-holdem-high-2026-03-07-0905.json", so files sort by time.
pub fn export_name(game_id: &str, at: Stamp) -> String {
    format!(
        "cap-hand-{}-{:04}-{:02}-{:02}-{:02}{:02}.json",
        game_id.replace('/', "-"),
        at.year,
        at.month,
        at.day,
        at.hour,
        at.minute
    )
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn rules(id: &str, choices: &[(&str, &str)]) -> Rules {
        let choices = choices.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect::<BTreeMap<_, _>>();
        Catalogue::builtin().get(id).unwrap().rules(&choices).unwrap()
    }

    fn names() -> Vec<String> {
        ["Ann", "Ben", "Cat"].iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_table_in_words_names_the_button_the_chip_and_each_option_chosen() {
        let d = Draft::new(rules("triple-board/high-high-high", &[("floater", "on")]), &names(), 1, 25, 100);
        assert_eq!(
            table_words(&d, &Registry::builtin()),
            "Ben has the button · smallest chip 25 · Floater river card: A floater river card, usable with any board"
        );
        let plain = Draft::new(rules("holdem/high", &[]), &names(), 0, 5, 100);
        assert_eq!(table_words(&plain, &Registry::builtin()), "Ann has the button · smallest chip 5");
    }

    #[test]
    fn only_ring_of_fire_gives_players_their_own_places() {
        let ring = own_places(&rules("ring-of-fire/high", &[]));
        assert_eq!(ring.len(), 1);
        assert_eq!(ring[0].1, "ring");
        assert!(own_places(&rules("holdem/high", &[])).is_empty());
    }

    #[test]
    fn dynamic_points_offers_each_board_and_asks_for_two_picks() {
        let (labels, required) = pickable(&rules("triple-board/dynamic-points", &[]));
        assert_eq!(labels, ["Board 1 high", "Board 2 high", "Board 3 high"]);
        assert_eq!(required, 2);
        assert_eq!(pickable(&rules("holdem/high", &[])), (vec![], 0));
    }

    #[test]
    fn a_point_without_a_qualifying_hand_says_nobody_qualifies() {
        let mut d = Draft::new(rules("holdem/high", &[]), &names(), 0, 1, 100);
        d.set_board_text("AsKd7h2c3d").unwrap();
        d.set_hole_text(0, "AhAc").unwrap();
        d.set_hole_text(1, "KhKc").unwrap();
        d.set_hole_text(2, "9s8s").unwrap();
        let report = d.to_hand().unwrap().resolve();
        let words = winners_words(&report.points[0], &names());
        assert!(words.starts_with("Ann: "), "{words}");
        let nobody = PointReport { winners: vec![], ..report.points[0].clone() };
        assert_eq!(winners_words(&nobody, &names()), "nobody qualifies");
    }

    #[test]
    fn an_exported_file_is_named_for_its_game_and_time_without_folders() {
        let at = Stamp { year: 2026, month: 3, day: 7, hour: 9, minute: 5 };
        assert_eq!(export_name("holdem/high", at), "cap-hand-holdem-high-2026-03-07-0905.json");
    }
}
