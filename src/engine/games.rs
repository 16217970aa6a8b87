//! Every game the app knows, in one list: the CAP catalogue (games as declarations) and the games
//! that have their own engines — Chinese poker (one entry per named rule set), Open Face Chinese
//! and 32-card draw.
//!
//! Why a second list rather than more CAP declarations: a CAP [`Game`] is boards, points and pots,
//! and Chinese poker or a draw game is none of those; bending the declaration to fit would make
//! every CAP reader handle shapes that are not CAP. So this is the one place that says which kind
//! of game an id is, and each kind points at its own engine. Ids keep the catalogue's kebab-case
//! `family/variant` form.

use crate::engine::chinese;
use crate::engine::chinese::ofc::OfcVariant;
use crate::engine::chinese::rules::{RuleSet, RuleSetId};
use crate::engine::draw32::{self, Structure};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::game::{Game, Rules};
use crate::engine::seating::PlayerRange;
use std::borrow::Cow;

/// What kind of game an id names, and which engine plays it.
#[derive(Clone, Copy, Debug)]
pub enum GameKind {
    /// A declared CAP game from the catalogue.
    Cap(&'static Game),
    /// Chinese poker under a named rule set.
    Chinese(RuleSetId),
    /// Open Face Chinese, standard or Pineapple.
    Ofc(OfcVariant),
    /// 32-card draw under a betting structure.
    Draw32(Structure),
}

/// One game in the list: its id, its name and its kind.
#[derive(Clone, Debug)]
pub struct Entry {
    pub id: String,
    pub name: String,
    pub kind: GameKind,
}

impl Entry {
    /// The number of players the game seats: each kind asks its own engine.
    pub fn players(&self) -> PlayerRange {
        match self.kind {
            GameKind::Cap(game) => game.spec().players.into(),
            GameKind::Chinese(_) => chinese::PLAYERS,
            GameKind::Ofc(variant) => variant.players(),
            GameKind::Draw32(_) => draw32::PLAYERS,
        }
    }
}

/// The id's variant part for a Chinese poker rule set: its serde name (`hawaiian-gardens`).
fn rule_set_slug(id: RuleSetId) -> String {
    serde_json::to_value(id).ok().and_then(|v| v.as_str().map(str::to_string)).expect("a unit variant")
}

/// Keeps a validated game for the rest of the process, the form the whole app takes a game in
/// (see [`Registry`] for why).
pub fn leak(game: Game) -> &'static Game {
    Box::leak(Box::new(game))
}

/// The games an id can name: the built-in catalogue, the user's games (declared on the phone,
/// imported, or kept from a shared link, validated) and the games with engines of their own. A
/// value, handed to whoever looks a game up: `cap` uses the built-in one ([`Registry::builtin`]),
/// the app one with the user's games as its store holds them now ([`Registry::with_user`]).
///
/// Why the user's games are `&'static Game`: the whole app (the rules card, the dealing guide, the
/// drills, the hand screen) already takes a catalogue game as `&'static Game` ([`GameKind::Cap`],
/// closures of screens that outlive any borrow), and a user game must go everywhere a catalogue
/// game goes. So each user game is validated once and leaked ([`leak`]): a user keeps a handful of
/// games, and a replaced one leaks a few kilobytes for the page's life. Hand files never depend on
/// the registry: a user game's hands carry its declaration inline
/// ([`crate::engine::game::Rules::declaration`]), so a file reads the same in `cap` and the app.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    user: Vec<&'static Game>,
}

impl Registry {
    /// The built-in games only: the catalogue and the games with engines of their own.
    pub fn builtin() -> Registry {
        Registry::default()
    }

    /// The built-in games and the user's, in the store's order (whose ids never clash with the
    /// catalogue's: the store refuses such an id).
    pub fn with_user(games: &[&'static Game]) -> Registry {
        Registry { user: games.to_vec() }
    }

    /// The user's games, in the store's order.
    pub fn user_games(&self) -> &[&'static Game] {
        &self.user
    }

    /// The CAP game with this id: the built-in catalogue's, then the user's.
    pub fn cap(&self, id: &str) -> Option<&'static Game> {
        Catalogue::builtin().get(id).or_else(|| self.user.iter().copied().find(|g| g.id() == id))
    }

    /// The game a hand's rules were built from: found by id, or (a game no longer kept, or one read
    /// from a hand file inline) its declaration validated again.
    pub fn cap_of(&self, rules: &Rules) -> Result<Cow<'static, Game>, String> {
        if let Some(game) =
            self.cap(rules.game_id()).filter(|g| rules.declaration().is_none_or(|d| d == g.spec()))
        {
            return Ok(Cow::Borrowed(game));
        }
        let spec = rules.declaration().ok_or_else(|| self.unknown(rules.game_id()))?;
        Game::new(spec.clone()).map(Cow::Owned).map_err(|e| e.to_string())
    }

    /// Every game: the CAP catalogue first, then the user's games, then Chinese poker, Open Face
    /// Chinese and 32-card draw.
    pub fn all(&self) -> Vec<Entry> {
        let mut entries: Vec<Entry> = Catalogue::builtin()
            .games()
            .chain(self.user.iter().copied())
            .map(|g| Entry { id: g.id().to_string(), name: g.name().to_string(), kind: GameKind::Cap(g) })
            .collect();
        entries.extend(RuleSetId::ALL.iter().map(|&id| Entry {
            id: format!("chinese-poker/{}", rule_set_slug(id)),
            name: format!("Chinese poker: {}", RuleSet::named(id).name),
            kind: GameKind::Chinese(id),
        }));
        entries.push(Entry {
            id: "open-face-chinese/standard".into(),
            name: "Open Face Chinese".into(),
            kind: GameKind::Ofc(OfcVariant::Standard),
        });
        entries.push(Entry {
            id: "open-face-chinese/pineapple".into(),
            name: "Open Face Chinese: Pineapple".into(),
            kind: GameKind::Ofc(OfcVariant::Pineapple),
        });
        for (slug, words, structure) in [
            ("limit", "limit", Structure::Limit),
            ("pot-limit", "pot limit", Structure::PotLimit),
            ("no-limit", "no limit", Structure::NoLimit),
        ] {
            entries.push(Entry {
                id: format!("32-card-draw/{slug}"),
                name: format!("32-card draw, {words}"),
                kind: GameKind::Draw32(structure),
            });
        }
        entries
    }

    /// The game with this id.
    pub fn find(&self, id: &str) -> Option<Entry> {
        self.all().into_iter().find(|e| e.id == id)
    }

    /// Why `id` names no game, with the ids of its family (the part before `/`) when there are
    /// some.
    pub fn unknown(&self, id: &str) -> String {
        let family = id.split('/').next().unwrap_or_default();
        let similar: Vec<String> =
            self.all().into_iter().map(|e| e.id).filter(|g| g.split('/').next() == Some(family)).collect();
        let id = crate::engine::text::excerpt(id);
        if similar.is_empty() {
            format!("unknown game \"{id}\" (`cap games` lists them)")
        } else {
            format!("unknown game \"{id}\"; did you mean one of: {}", similar.join(", "))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case_family_slash_variant() {
        let games = Registry::builtin();
        let entries = games.all();
        for (i, e) in entries.iter().enumerate() {
            assert!(entries[..i].iter().all(|f| f.id != e.id), "{} twice", e.id);
            let parts: Vec<&str> = e.id.split('/').collect();
            assert_eq!(parts.len(), 2, "{}", e.id);
            assert!(
                e.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '/'),
                "{}",
                e.id
            );
        }
        assert!(matches!(games.find("chinese-poker/hawaiian-gardens").unwrap().kind, GameKind::Chinese(_)));
        assert!(matches!(games.find("omaha/high").unwrap().kind, GameKind::Cap(_)));
    }

    /// A user's game: the holdem declaration under an id of its own.
    fn mine() -> &'static Game {
        let mut spec = Catalogue::builtin().get("holdem/high").unwrap().spec().clone();
        spec.id = "mine/holdem".into();
        spec.name = "My hold'em".into();
        leak(Game::new(spec).unwrap())
    }

    #[test]
    fn the_builtin_registry_knows_no_users_game() {
        let games = Registry::builtin();
        assert!(games.user_games().is_empty());
        assert!(games.cap("mine/holdem").is_none());
        assert!(games.find("mine/holdem").is_none());
        assert_eq!(games.unknown("mine/holdem"), "unknown game \"mine/holdem\" (`cap games` lists them)");
    }

    #[test]
    fn a_registry_with_the_users_games_finds_them_after_the_catalogue() {
        let game = mine();
        let games = Registry::with_user(&[game]);
        assert_eq!(games.cap("mine/holdem").map(Game::name), Some("My hold'em"));
        assert_eq!(games.cap("holdem/high").map(Game::id), Some("holdem/high"));
        let all = games.all();
        let at = all.iter().position(|e| e.id == "mine/holdem").unwrap();
        assert_eq!(at, Catalogue::builtin().games().len(), "right after the catalogue");
        assert!(
            matches!(games.find("mine/holdem").unwrap().kind, GameKind::Cap(g) if g.id() == "mine/holdem")
        );
        assert_eq!(games.find("mine/holdem").unwrap().players(), game.spec().players.into());
        assert_eq!(
            games.unknown("mine/omaha"),
            "unknown game \"mine/omaha\"; did you mean one of: mine/holdem"
        );
        // Two registries are two values: the built-in one is not changed by the other.
        assert!(Registry::builtin().cap("mine/holdem").is_none());
    }

    #[test]
    fn a_hands_rules_find_their_game_by_id_or_by_their_declaration() {
        let game = mine();
        let rules = game.rules(&Default::default()).unwrap();
        let with = Registry::with_user(&[game]);
        assert!(matches!(with.cap_of(&rules), Ok(Cow::Borrowed(g)) if g.id() == "mine/holdem"));
        let without = Registry::builtin();
        match rules.declaration() {
            // A user's game's rules carry its declaration: validated again without the registry.
            Some(_) => {
                assert!(matches!(without.cap_of(&rules), Ok(Cow::Owned(g)) if g.id() == "mine/holdem"))
            }
            None => assert_eq!(
                without.cap_of(&rules).map(|g| g.id().to_string()),
                Err(without.unknown("mine/holdem"))
            ),
        }
    }
}
