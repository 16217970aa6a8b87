//! The user's own games: declarations (`docs/declaration.md`) kept in the browser, each validated
//! into a [`Game`] as the catalogue's are, listed beside the catalogue, searched, starred (in
//! [`crate::model::marks`], by id like a catalogue game), deleted with Undo, shared.
//!
//! Invariants: every game held here validated ([`Game::new`]); no two have the same id, and none
//! has a catalogue game's id (so an id always names one game, in the app and in `cap`). A game
//! offered with an id that clashes is refused with a message naming the clash and a free id to
//! use instead ([`Clash`]), never renamed silently. The games are held as `&'static Game`, the
//! form the whole app takes a game in (see `engine::games::Registry` for why); the app looks games
//! up in a [`crate::engine::games::Registry`] made with this list.

use crate::engine::game::catalogue::listed;
use crate::engine::game::{Game, GameSpec};
use crate::engine::games::leak;
use crate::engine::seating::fold_case;
use crate::engine::text::excerpt;

/// The user's games, in the order they were kept.
#[derive(Clone, Debug, Default)]
pub struct MyGames {
    games: Vec<&'static Game>,
}

/// Two lists are the same when they hold the same declarations in the same order (the same game
/// validated twice is two allocations).
impl PartialEq for MyGames {
    fn eq(&self, other: &MyGames) -> bool {
        self.games.len() == other.games.len()
            && self.games.iter().zip(&other.games).all(|(a, b)| a.spec() == b.spec())
    }
}

/// Why a game was not kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The declaration does not validate: the message names the field.
    Invalid(String),
    /// Its id is a catalogue game's or another of the user's games': the message says which, and
    /// `free_id` is an id nobody has that the user may take instead.
    Clash { message: String, free_id: String },
}

impl Refused {
    pub fn message(&self) -> &str {
        match self {
            Refused::Invalid(m) | Refused::Clash { message: m, .. } => m,
        }
    }
}

/// What keeping a game from a shared link or hand did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// The same declaration was kept already, under this id: nothing changed.
    Already(String),
    /// Kept under its own id.
    Added,
    /// Another game has its id: kept under this free id instead.
    Renamed(String),
}

/// A deleted game, to put back at its place (the undo bar).
#[derive(Clone, Debug, PartialEq)]
pub struct Deleted {
    pub index: usize,
    pub spec: GameSpec,
}

impl MyGames {
    /// The games read from the store: each declaration validated; those that do not validate, or
    /// whose id is taken (the catalogue gained a game of that id since), are left out and each
    /// named in the returned messages, for the store to set the stored value aside (nothing lost).
    pub fn read(specs: Vec<GameSpec>) -> (MyGames, Vec<String>) {
        let mut games = MyGames::default();
        let mut refused = Vec::new();
        for spec in specs {
            let name = excerpt(&spec.name);
            if let Err(why) = games.add(spec) {
                refused.push(format!("\"{name}\": {}", why.message()));
            }
        }
        (games, refused)
    }

    /// The declarations, as stored.
    pub fn specs(&self) -> Vec<GameSpec> {
        self.games.iter().map(|g| g.spec().clone()).collect()
    }

    pub fn games(&self) -> &[&'static Game] {
        &self.games
    }

    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The game with this id.
    pub fn get(&self, id: &str) -> Option<&'static Game> {
        self.games.iter().copied().find(|g| g.id() == id)
    }

    /// Validates and keeps a new game. Refused when it does not validate, or its id is a catalogue
    /// game's or one of these games'.
    pub fn add(&mut self, spec: GameSpec) -> Result<&'static Game, Refused> {
        if let Some(message) = self.clash(&spec.id) {
            return Err(Refused::Clash { message, free_id: self.free_id(&spec.id) });
        }
        let game = validate(spec)?;
        self.games.push(game);
        Ok(game)
    }

    /// Validates a changed declaration of the game with its id and puts it in that game's place.
    pub fn replace(&mut self, spec: GameSpec) -> Result<&'static Game, Refused> {
        let Some(at) = self.games.iter().position(|g| g.id() == spec.id) else {
            return Err(Refused::Invalid(format!(
                "id: you have no game \"{}\" to change (add it as a new game)",
                excerpt(&spec.id)
            )));
        };
        let game = validate(spec)?;
        self.games[at] = game;
        Ok(game)
    }

    /// Keeps a game that came with a shared link or hand: nothing when the same declaration is
    /// kept already; under a free id when another game has its id (the game arrived whole, so
    /// keeping it is what the user expects; refusing would lose it).
    pub fn keep(&mut self, spec: GameSpec) -> Result<Kept, Refused> {
        if self.get(&spec.id).is_some_and(|g| *g.spec() == spec) {
            return Ok(Kept::Already(spec.id));
        }
        if self.clash(&spec.id).is_none() {
            return self.add(spec).map(|_| Kept::Added);
        }
        let free = self.free_id(&spec.id);
        // The same game kept before under another id: the one kept is used.
        if let Some(g) =
            self.games.iter().find(|g| *g.spec() == GameSpec { id: g.id().to_string(), ..spec.clone() })
        {
            return Ok(Kept::Already(g.id().to_string()));
        }
        self.add(GameSpec { id: free.clone(), ..spec }).map(|_| Kept::Renamed(free))
    }

    /// Deletes the game with this id; `None` when there is none. The undo bar puts it back with
    /// [`MyGames::restore`].
    pub fn delete(&mut self, id: &str) -> Option<Deleted> {
        let index = self.games.iter().position(|g| g.id() == id)?;
        let game = self.games.remove(index);
        Some(Deleted { index, spec: game.spec().clone() })
    }

    /// Puts a deleted game back at its place; `false` when a game with its id was kept since
    /// (that newer game is never replaced).
    pub fn restore(&mut self, deleted: Deleted) -> bool {
        if self.clash(&deleted.spec.id).is_some() {
            return false;
        }
        let Ok(game) = validate(deleted.spec) else { return false };
        self.games.insert(deleted.index.min(self.games.len()), game);
        true
    }

    /// The games matching every word of the search text, in the name, id or summary, case folded
    /// for ASCII and Latin-1 (and the other alphabets names are typed in) as names are compared.
    pub fn matching(&self, query: &str) -> Vec<&'static Game> {
        let words: Vec<String> = query.split_whitespace().map(fold).collect();
        self.games
            .iter()
            .copied()
            .filter(|g| {
                let text = fold(&format!("{} {} {}", g.name(), g.id(), g.spec().summary));
                words.iter().all(|w| text.contains(w.as_str()))
            })
            .collect()
    }

    /// Why `id` cannot be a new game's id: a catalogue game's or a kept game's.
    fn clash(&self, id: &str) -> Option<String> {
        if let Some(builtin) = listed(id) {
            return Some(format!(
                "id: \"{id}\" is the catalogue game \"{}\"'s id: give your game an id of its own",
                builtin.name
            ));
        }
        let mine = self.games.iter().find(|g| g.id() == id)?;
        Some(format!(
            "id: \"{}\" is already your game \"{}\": give this game another id, or replace that one",
            excerpt(id),
            excerpt(mine.name())
        ))
    }

    /// An id like `id` that no game has: `id` itself when free, else with `-2`, `-3`, … on its
    /// variant (`mine/double-board-2`).
    pub fn free_id(&self, id: &str) -> String {
        let taken = |c: &str| listed(c).is_some() || self.get(c).is_some();
        if !taken(id) {
            return id.to_string();
        }
        (2..).map(|n| format!("{id}-{n}")).find(|c| !taken(c)).unwrap_or_default()
    }
}

/// A game file's name: `cap-game-mine-double-board.json` for `mine/double-board`.
pub fn file_name(id: &str) -> String {
    format!("cap-game-{}.json", id.replace('/', "-"))
}

/// Whether a file's text is a game's declaration rather than a hand file or a store's export: a
/// JSON object with points and no `format` (every hand file has one) nor `cap_export`.
pub fn is_declaration(text: &str) -> bool {
    serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(text.trim_start_matches('\u{feff}'))
        .is_ok_and(|o| o.contains_key("points") && !o.contains_key("format") && !o.contains_key("cap_export"))
}

/// A declaration validated as the catalogue's games are, kept for the page's life.
fn validate(spec: GameSpec) -> Result<&'static Game, Refused> {
    Game::new(spec).map(leak).map_err(|e| Refused::Invalid(format!("{}: {}", e.field, e.problem)))
}

/// Text with its case folded, for the search.
fn fold(text: &str) -> String {
    text.chars().map(fold_case).collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    /// The declaration `docs/declaration.md` gives for two board highs and a badugi hand point.
    pub(crate) fn badugi_spec() -> GameSpec {
        let doc = include_str!("../../docs/declaration.md");
        let from = doc.find("**Two board highs and a badugi hand point**").unwrap();
        let start = from + doc[from..].find("```json").unwrap() + "```json".len();
        let end = start + doc[start..].find("```").unwrap();
        crate::engine::game::declaration::parse(&doc[start..end]).unwrap().spec().clone()
    }

    fn named(id: &str, name: &str) -> GameSpec {
        GameSpec { id: id.into(), name: name.into(), ..badugi_spec() }
    }

    #[test]
    fn a_game_file_is_told_from_a_hand_file_and_named_for_its_id() {
        let text = crate::engine::game::declaration::to_json(&badugi_spec());
        assert!(is_declaration(&text));
        assert!(!is_declaration(r#"{"format": 1, "game": {"points": []}, "players": []}"#));
        assert!(!is_declaration(r#"{"cap_export": "my-games", "schema": 1, "data": [{"points": []}]}"#));
        assert!(!is_declaration("[1, 2]"));
        assert_eq!(file_name("mine/double-board"), "cap-game-mine-double-board.json");
    }

    #[test]
    fn a_game_is_added_validated_and_found_by_id() {
        let mut mine = MyGames::default();
        let game = mine.add(badugi_spec()).unwrap();
        assert_eq!(game.id(), "mine/double-board-badugi-hand");
        assert_eq!(mine.get("mine/double-board-badugi-hand").map(|g| g.name()), Some(game.name()));
        assert_eq!(mine.specs(), [badugi_spec()]);
        // A declaration that does not validate is refused naming the field, and nothing is kept.
        let mut bad = named("mine/bad", "Bad");
        bad.points[2].worth = Default::default();
        bad.streets.pop();
        let refused = mine.add(bad).unwrap_err();
        assert!(
            matches!(&refused, Refused::Invalid(m) if m.contains("streets") || m.contains("positions")),
            "{refused:?}"
        );
        assert_eq!(mine.games().len(), 1);
    }

    #[test]
    fn an_id_of_the_catalogue_or_of_another_game_is_refused_with_a_free_id_offered() {
        let mut mine = MyGames::default();
        let refused = mine.add(named("holdem/high", "My hold'em")).unwrap_err();
        assert_eq!(
            refused,
            Refused::Clash {
                message: "id: \"holdem/high\" is the catalogue game \"Hold'em: High\"'s id: give your game an id of its own"
                    .into(),
                free_id: "holdem/high-2".into(),
            }
        );
        mine.add(named("mine/a", "A")).unwrap();
        mine.add(named("mine/a-2", "A two")).unwrap();
        let refused = mine.add(named("mine/a", "Another A")).unwrap_err();
        assert_eq!(
            refused,
            Refused::Clash {
                message: "id: \"mine/a\" is already your game \"A\": give this game another id, or replace that one".into(),
                free_id: "mine/a-3".into(),
            }
        );
        assert_eq!(mine.games().len(), 2);
    }

    #[test]
    fn replace_changes_a_kept_game_in_its_place_and_refuses_an_unknown_one() {
        let mut mine = MyGames::default();
        mine.add(named("mine/a", "A")).unwrap();
        mine.add(named("mine/b", "B")).unwrap();
        mine.replace(named("mine/a", "A changed")).unwrap();
        let names: Vec<&str> = mine.games().iter().map(|g| g.name()).collect();
        assert_eq!(names, ["A changed", "B"]);
        assert!(mine.replace(named("mine/c", "C")).unwrap_err().message().contains("no game \"mine/c\""));
    }

    #[test]
    fn a_deleted_game_comes_back_at_its_place_unless_its_id_was_taken_since() {
        let mut mine = MyGames::default();
        for (id, name) in [("mine/a", "A"), ("mine/b", "B"), ("mine/c", "C")] {
            mine.add(named(id, name)).unwrap();
        }
        let before = mine.clone();
        let deleted = mine.delete("mine/b").unwrap();
        assert_eq!(mine.games().len(), 2);
        assert!(mine.delete("mine/b").is_none());
        assert!(mine.clone().restore(deleted.clone()));
        let mut back = mine.clone();
        back.restore(deleted.clone());
        assert_eq!(back, before);
        // A new game took the id meanwhile: it is not replaced.
        mine.add(named("mine/b", "New B")).unwrap();
        assert!(!mine.restore(deleted));
        assert_eq!(mine.get("mine/b").unwrap().name(), "New B");
    }

    #[test]
    fn search_needs_every_word_and_folds_latin_1_case() {
        let mut mine = MyGames::default();
        mine.add(named("mine/a", "Crème brûlée BADUGI")).unwrap();
        mine.add(named("mine/b", "Plain")).unwrap();
        let found = |q: &str| mine.matching(q).iter().map(|g| g.id().to_string()).collect::<Vec<_>>();
        assert_eq!(found("CRÈME badugi"), ["mine/a"]);
        assert_eq!(found("BRÛLÉE"), ["mine/a"]);
        assert_eq!(found("plain zzz"), Vec::<String>::new());
        assert_eq!(found(" "), ["mine/a", "mine/b"]);
        assert_eq!(found("mine/b"), ["mine/b"]);
    }

    #[test]
    fn a_shared_game_is_kept_once_and_under_a_free_id_when_its_id_is_taken() {
        let mut mine = MyGames::default();
        assert_eq!(mine.keep(badugi_spec()), Ok(Kept::Added));
        assert_eq!(mine.keep(badugi_spec()), Ok(Kept::Already("mine/double-board-badugi-hand".into())));
        let other = GameSpec { name: "Other".into(), ..badugi_spec() };
        assert_eq!(mine.keep(other.clone()), Ok(Kept::Renamed("mine/double-board-badugi-hand-2".into())));
        assert_eq!(mine.keep(other), Ok(Kept::Already("mine/double-board-badugi-hand-2".into())));
        assert_eq!(mine.games().len(), 2);
        // A catalogue game arriving whole is kept under its own free id, not over the catalogue's.
        let holdem = Catalogue::builtin().get("holdem/high").unwrap().spec().clone();
        assert_eq!(
            mine.keep(GameSpec { name: "Mine".into(), ..holdem }),
            Ok(Kept::Renamed("holdem/high-2".into()))
        );
    }

    #[test]
    fn the_store_reads_back_what_it_wrote_and_names_what_it_cannot_keep() {
        let mut mine = MyGames::default();
        mine.add(named("mine/a", "A")).unwrap();
        mine.add(named("mine/b", "B")).unwrap();
        let json = serde_json::to_string(&mine.specs()).unwrap();
        let (back, refused) = MyGames::read(serde_json::from_str(&json).unwrap());
        assert_eq!((back, refused), (mine, vec![]));
        // A game whose id the catalogue has (or twice the same id), or that no longer validates,
        // is left out and named; the others are kept.
        let mut broken = named("mine/c", "C");
        broken.streets.clear();
        let (back, refused) = MyGames::read(vec![
            named("mine/a", "A"),
            named("holdem/high", "H"),
            named("mine/a", "A2"),
            broken,
        ]);
        assert_eq!(back.games().len(), 1);
        assert_eq!(refused.len(), 3, "{refused:?}");
        assert!(refused[0].starts_with("\"H\": id: \"holdem/high\" is the catalogue game"), "{}", refused[0]);
        assert!(refused[1].starts_with("\"A2\": id: \"mine/a\" is already your game"), "{}", refused[1]);
        assert!(refused[2].starts_with("\"C\": positions.1.f1: is never dealt"), "{}", refused[2]);
    }
}
