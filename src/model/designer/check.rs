//! The live check: whether the draft is a game, and if not which part of the screen the problem is
//! in and what it is; if so, for how many players every point can be made.
//!
//! The engine decides ([`Game::new`], with the guide's design principles); this module only says
//! where on the screen the engine's field is: `points[2] (Hand).cards` is the third point's, shown
//! next to it; `streets.Flop` the flop's; `players` and `hole_cards` the Payout and players
//! section's.

use super::Designer;
use crate::engine::game::principles::every_point_made_up_to;
use crate::engine::game::{Game, ValidateGameError};

/// The engine's field for the hole cards.
const HOLE_CARDS: &str = "hole_cards";

/// The sections of the designer screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Name,
    Layout,
    Streets,
    Points,
    Payout,
    /// The dealing defaults (ESG, Christmas, burns, the undealt cards).
    Dealing,
}

/// What is wrong with the draft, placed on the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub section: Section,
    /// The point it names, shown next to that point.
    pub point: Option<usize>,
    /// The street it names, shown next to that street.
    pub street: Option<usize>,
    /// In the dealer's words, naming the point, street, place or field.
    pub message: String,
    /// The engine's field (`hole_cards`, `points[2] (Hand).cards`), for a line next to it.
    pub field: String,
}

/// The verdict on the draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// A game: every point can be made for these numbers of players.
    Works {
        fewest: usize,
        most: usize,
    },
    Problem(Problem),
}

impl Verdict {
    /// The line under the Save button: "Works for 2 to 8 players." or the problem.
    pub fn words(&self) -> String {
        match self {
            Verdict::Works { fewest, most } => format!("Works for {fewest} to {most} players."),
            Verdict::Problem(p) => p.message.clone(),
        }
    }

    /// The line under `section`'s heading: its problem, unless it names a point or a street (then
    /// it is shown next to that one).
    pub fn section_line(&self, section: Section) -> String {
        self.in_section(section)
            .filter(|p| p.point.is_none() && p.street.is_none() && p.field != HOLE_CARDS)
            .map(|p| p.message.clone())
            .unwrap_or_default()
    }

    /// The hole cards' problem (discarding down to more than dealt, throws that are not one per
    /// street), shown next to the hole cards rather than under the section.
    pub fn hole_cards_line(&self) -> String {
        match self {
            Verdict::Problem(p) if p.field == HOLE_CARDS => p.message.clone(),
            _ => String::new(),
        }
    }

    /// Point `i`'s problem with its worth, shown in the Payout and players section where it is set
    /// (as well as next to the point).
    pub fn worth_line(&self, i: usize) -> String {
        match self {
            Verdict::Problem(p) if p.point == Some(i) && p.field.ends_with(").worth") => p.message.clone(),
            _ => String::new(),
        }
    }

    /// A problem with the picks (how many each player picks is the game's), shown under the
    /// number of picks.
    pub fn picks_line(&self) -> String {
        match self {
            Verdict::Problem(p) if p.field.ends_with(").contest") => p.message.clone(),
            _ => String::new(),
        }
    }

    /// The problem, when it is in `section`.
    pub fn in_section(&self, section: Section) -> Option<&Problem> {
        match self {
            Verdict::Problem(p) if p.section == section => Some(p),
            _ => None,
        }
    }
}

impl Designer {
    /// Validates the draft as the engine validates every game.
    pub fn check(&self) -> Verdict {
        match Game::new(self.spec.clone()) {
            Ok(game) => {
                let most = game
                    .rules(&Default::default())
                    .map_or(self.spec.players.1, |r| every_point_made_up_to(&r));
                Verdict::Works { fewest: self.spec.players.0, most }
            }
            Err(e) => Verdict::Problem(self.place(&e)),
        }
    }

    /// Where on the screen the engine's refusal belongs, in the dealer's words.
    fn place(&self, e: &ValidateGameError) -> Problem {
        let field = e.field.as_str();
        // A designed game has no options unless copied with them: "with options {}" says nothing.
        let problem = e.problem.replace(
            "no board combination with options {}",
            "no board combination (tap its places on the drawing)",
        );
        let problem = problem.as_str();
        let at = |section, point, street, message: String| Problem {
            section,
            point,
            street,
            message,
            field: field.to_string(),
        };
        if let Some(rest) = field.strip_prefix("points[") {
            let index = rest.split(']').next().and_then(|n| n.parse::<usize>().ok());
            let what = rest.rsplit(").").next().filter(|_| rest.contains(")."));
            let label = index.and_then(|i| self.spec.points.get(i)).map_or("A point", |p| p.label.as_str());
            let message = match what {
                Some("cards") | None => format!("{label}: {problem}"),
                Some("must_use") => format!("{label}, mandatory cards: {problem}"),
                Some("dead_ranks_from") => format!("{label}, dead ranks: {problem}"),
                Some("contest") => format!("{label}, picks: {problem}"),
                Some("label") => format!("{label}: the label {problem}"),
                Some(other) => format!("{label}, {}: {problem}", other.replace('_', " ")),
            };
            return at(Section::Points, index, None, message);
        }
        if field == "points" {
            return at(Section::Points, None, None, capital(problem));
        }
        if let Some(name) = field.strip_prefix("streets.") {
            let street = self.spec.streets.iter().position(|s| s.name == name);
            return at(Section::Streets, None, street, format!("{name}: {problem}"));
        }
        if let Some(rest) = field.strip_prefix("streets[") {
            let street = rest.split(']').next().and_then(|n| n.parse().ok());
            return at(Section::Streets, None, street, format!("A street's name {problem}"));
        }
        if let Some(id) = field.strip_prefix("positions.") {
            // A place no street deals is put right in the Streets section.
            let section = if problem.contains("never dealt") { Section::Streets } else { Section::Layout };
            // Ids have dots of their own (1.t2), so the condition fields are taken off by name.
            let message = match (id.strip_suffix(".when"), id.strip_suffix(".shared_when")) {
                (Some(id), _) => format!("Place {id}, when it is dealt: {problem}"),
                (_, Some(id)) => format!("Place {id}, when it is shared: {problem}"),
                _ => format!("Place {id} {problem}"),
            };
            return at(section, None, None, message);
        }
        if field.starts_with("positions") {
            return at(Section::Layout, None, None, format!("Places: {problem}"));
        }
        match field {
            "players" => at(Section::Payout, None, None, format!("Players: {problem}")),
            "hole_cards" => at(Section::Payout, None, None, format!("Hole cards: {problem}")),
            "name" | "id" => at(Section::Name, None, None, format!("The name {problem}")),
            "summary" => at(Section::Name, None, None, format!("The summary {problem}")),
            "dealing.undealt_to_discards" => {
                at(Section::Dealing, None, None, format!("Undealt cards to the discard pile {problem}"))
            }
            _ if field.starts_with("dealing") => {
                at(Section::Dealing, None, None, format!("{field}: {problem}"))
            }
            _ => at(Section::Name, None, None, format!("{field}: {problem}")),
        }
    }
}

fn capital(text: &str) -> String {
    let mut c = text.chars();
    c.next().map_or_else(String::new, |f| f.to_ascii_uppercase().to_string() + c.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::specs;
    use crate::engine::game::HoleCards;
    use crate::model::designer::rule::{Kind, Source};

    /// The done-when game: a 2 x 4 grid, the top row an 8-or-better board low, the bottom row a 7-2
    /// board low, and a hand point.
    fn two_lows_and_a_hand() -> Designer {
        let mut d = Designer::scratch();
        for x in 0..4 {
            d.toggle_cell(x, 0);
        }
        d.add_street();
        for x in 0..4 {
            d.toggle_cell(x, 1);
        }
        for (i, (label, ranking, row)) in
            [("Top low", "8-or-better", 0), ("Bottom low", "7-2", 1)].into_iter().enumerate()
        {
            d.add_point();
            d.rename_point(i, label);
            d.set_ranking(i, ranking);
            let other = if row == 0 { "2" } else { "1" };
            for x in 0..4 {
                d.toggle_point_place(i, 0, 0, &format!("{}{other}", char::from(b'a' + x)));
            }
        }
        d.add_point();
        d.rename_point(2, "Hand");
        d.set_source(2, Source::Hand);
        d.set_ranking(2, "high");
        d
    }

    fn problem(d: &Designer) -> Problem {
        match d.check() {
            Verdict::Problem(p) => p,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_place_switched_by_a_missing_option_is_named_without_the_field_path() {
        let mut d = Designer::scratch();
        let funnel = specs().into_iter().find(|s| s.id.starts_with("funnel/")).unwrap();
        d.use_layout(&funnel);
        d.add_point();
        d.set_source(0, Source::Hand);
        d.spec.options.retain(|o| o.key != "turn-cards");
        let p = problem(&d);
        assert_eq!(p.section, Section::Layout);
        assert!(p.message.starts_with("Place 1.t2, when it is dealt: "), "{}", p.message);
    }

    #[test]
    fn the_done_when_game_works_and_says_for_how_many_players() {
        let d = two_lows_and_a_hand();
        // Each row is a line of four (one hole card makes five), and the hand a high: ten players.
        assert_eq!(d.check(), Verdict::Works { fewest: 2, most: 10 });
        assert_eq!(d.check().words(), "Works for 2 to 10 players.");
        // A five-card hand low needs five hole cards: 52 - 8 board cards deal five to eight.
        let mut low_hand = d.clone();
        low_hand.set_ranking(2, "7-2");
        assert_eq!(low_hand.check().words(), "Works for 2 to 8 players.");
        assert_eq!(d.point_places(0), ["a1", "b1", "c1", "d1"]);
    }

    #[test]
    fn every_catalogue_game_works_in_the_designer() {
        for spec in specs() {
            let d = Designer::from_spec(spec.clone());
            assert!(matches!(d.check(), Verdict::Works { .. }), "{}: {:?}", spec.id, d.check());
        }
    }

    #[test]
    fn a_new_game_asks_for_a_point() {
        let p = problem(&Designer::scratch());
        assert_eq!(p.section, Section::Points);
        assert_eq!(p.message, "A game needs at least one point");
    }

    #[test]
    fn a_point_that_cannot_be_made_is_named_beside_it() {
        let mut d = two_lows_and_a_hand();
        d.set_ranking(2, "7-2");
        d.set_hole_cards(HoleCards::Fixed(4));
        let p = problem(&d);
        assert_eq!((p.section, p.point), (Section::Points, Some(2)));
        assert_eq!(p.message, "Hand: needs 5 hole cards, but a player holds 4 at the showdown");
        d.set_hole_cards(HoleCards::MaxFromDeck);
        d.set_kind(1, 0, 0, Kind::Choose);
        d.set_k(1, 0, 0, 3);
        d.toggle_point_place(1, 0, 0, "a2");
        d.toggle_point_place(1, 0, 0, "b2");
        d.toggle_point_place(1, 0, 0, "c2");
        d.toggle_point_place(1, 0, 0, "d2");
        let p = problem(&d);
        assert_eq!(p.point, Some(1));
        assert_eq!(p.message, "Bottom low: no board combination (tap its places on the drawing)");
    }

    #[test]
    fn too_many_players_for_one_deck_says_for_how_many_it_works() {
        let mut d = two_lows_and_a_hand();
        d.set_hole_cards(HoleCards::Fixed(5));
        let p = problem(&d);
        assert_eq!(p.section, Section::Payout);
        assert_eq!(
            p.message,
            "Players: 10 players need 58 cards (8 board + 10 x 5), more than the deck's 52: the game works for 2 to 8 players"
        );
        d.set_players(2, 8);
        assert_eq!(d.check(), Verdict::Works { fewest: 2, most: 8 });
        d.set_players(1, 8);
        assert_eq!(problem(&d).message, "Players: (1, 8) is not a range of at least two players");
    }

    #[test]
    fn a_place_no_street_deals_is_a_streets_problem() {
        let mut d = two_lows_and_a_hand();
        d.spec.streets[1].deal.retain(|p| p != "d2");
        let p = problem(&d);
        assert_eq!(
            (p.section, p.message.as_str()),
            (Section::Streets, "Place d2 is never dealt on any street")
        );
        d.rename_street(1, "");
        let p = problem(&d);
        assert_eq!((p.section, p.street), (Section::Streets, Some(1)));
        assert_eq!(d.check().section_line(Section::Streets), "", "shown next to its street");
        assert_eq!(p.message, "A street's name is empty");
    }

    #[test]
    fn labels_names_worth_and_mandatory_cards_are_named() {
        let mut d = two_lows_and_a_hand();
        d.rename_point(1, "Top low");
        assert_eq!(problem(&d).message, "Top low: the label points[0] has the same label");
        d.rename_point(1, "Bottom low");
        d.set_worth(2, 0);
        assert_eq!(problem(&d).message, "Hand, worth: a point must be worth something");
        d.set_worth(2, 1);
        d.toggle_must_use(0, "a2");
        let p = problem(&d);
        assert_eq!(
            (p.point, p.message.as_str()),
            (Some(0), "Top low, mandatory cards: no board combination includes every mandatory card")
        );
        d.toggle_must_use(0, "a2");
        d.set_name("");
        let p = problem(&d);
        assert_eq!((p.section, p.message.as_str()), (Section::Name, "The name is empty"));
    }
}

/// Issue 36: a declaration's problem is said in the same words wherever the declaration comes
/// from — a `#game=` link, a game file, a hand file `cap` reads, or the designer.
#[cfg(test)]
mod same_words {
    use serde_json::{json, Value};

    use super::Designer;
    use crate::engine::game::catalogue::specs;
    use crate::engine::game::{declaration, Game, GameSpec};
    use crate::engine::hand_file::{game_from_fragment, link_of, HandFile};

    fn holdem() -> Value {
        let spec = specs().into_iter().find(|s| s.id == "holdem/high").unwrap();
        let mut value = serde_json::to_value(spec).unwrap();
        value["id"] = json!("mine/holdem");
        value
    }

    /// What the link, the game file and `cap` (a hand file carrying the game) say.
    fn said(declaration: &Value) -> [String; 3] {
        let text = declaration.to_string();
        let link = game_from_fragment(&link_of("game", &text)).unwrap_err().message;
        let file = declaration::parse(&text).unwrap_err().to_string();
        let hand = json!({"format": 1, "game": declaration, "button": 0, "chip": 1,
                          "players": [{"name": "Ann"}, {"name": "Ben"}]});
        let cap = match HandFile::from_json(&hand.to_string()) {
            Ok(file) => {
                file.to_hand(crate::engine::game::catalogue::Catalogue::builtin()).unwrap_err().message
            }
            Err(e) => e.message,
        };
        [link, file, cap]
    }

    #[test]
    fn a_validation_problem_reads_the_same_in_a_link_a_file_cap_and_the_designer() {
        let mut broken = holdem();
        broken["streets"][0]["deal"][0] = json!("nowhere");
        let engine = Game::new(serde_json::from_value::<GameSpec>(broken.clone()).unwrap()).unwrap_err();
        assert!(engine.problem.contains("nowhere"), "{}", engine.problem);
        let [link, file, cap] = said(&broken);
        assert_eq!(link, format!("{}: {}", engine.field, engine.problem));
        assert_eq!(file, link, "a game file");
        assert_eq!(cap, format!("game.{link}"), "cap");
        let designer = Designer::from_spec(serde_json::from_value(broken).unwrap()).check().words();
        assert!(designer.contains(&engine.problem), "the designer: {designer}");
    }

    #[test]
    fn a_shape_problem_reads_the_same_in_a_link_a_file_and_cap_in_words() {
        let mut broken = holdem();
        broken["players"] = json!("many");
        let [link, file, cap] = said(&broken);
        let what = "players: found text \"many\", expected a list in [ ]";
        assert!(link.starts_with(what), "{link}");
        assert!(file.starts_with(what), "{file}");
        assert!(cap.contains("found text \"many\", expected a list in [ ]"), "{cap}");
        // An empty link says so, not the parser's "EOF while parsing a value at line 1 column 0".
        let empty = game_from_fragment("#game=").unwrap_err().message;
        assert_eq!(empty, "there is nothing in it");
    }
}
