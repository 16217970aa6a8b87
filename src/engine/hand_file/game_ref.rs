//! The hand file's `game`: a catalogue id in quotes, as every file before issue 21 has it, or the
//! game's whole declaration inline, an object (`docs/declaration.md`), so that a hand of a game
//! the reader's catalogue lacks still scores.
//!
//! A declared game goes through the same validation as the catalogue's ([`Game::new`]); refusals
//! name the field under `game` (`game.points[1] (Hand).cards: …`). A declaration may use a
//! catalogue id only when it *is* that game, so an id never means two games.

use std::borrow::Cow;
use std::fmt;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{fail, ReadHandError};
use crate::engine::game::catalogue::{listed, Catalogue};
use crate::engine::game::{Game, GameSpec};
use crate::engine::text::excerpt;

/// Which game a hand is of.
#[derive(Clone, Debug, PartialEq)]
pub enum GameRef {
    /// A catalogue game by id, e.g. `double-board/high-low-hand`.
    Id(String),
    /// A game declared inline.
    Declared(Box<GameSpec>),
}

impl GameRef {
    /// What a hand file says the game of these rules is: the catalogue id, or the declaration
    /// inline for a game the catalogue lacks (so the file scores in a reader that never saw it).
    pub fn of(rules: &crate::engine::game::Rules) -> GameRef {
        match rules.declaration() {
            Some(spec) => spec.clone().into(),
            None => rules.game_id().to_string().into(),
        }
    }

    /// The game's id: the catalogue id, or the one the declaration gives itself.
    pub fn id(&self) -> &str {
        match self {
            GameRef::Id(id) => id,
            GameRef::Declared(spec) => &spec.id,
        }
    }

    /// The game's name: the catalogue's (from its constant listing, building no game), the
    /// declaration's, or the id itself for an id the catalogue lacks.
    pub fn name(&self) -> String {
        match self {
            GameRef::Id(id) => listed(id).map_or(id.clone(), |g| g.name.to_string()),
            GameRef::Declared(spec) => spec.name.clone(),
        }
    }

    /// The validated game: found in the catalogue, or the declaration validated now.
    pub fn game<'a>(&'a self, catalogue: &'a Catalogue) -> Result<Cow<'a, Game>, ReadHandError> {
        match self {
            GameRef::Id(id) => catalogue.get(id).map(Cow::Borrowed).ok_or_else(|| unknown(id, catalogue)),
            GameRef::Declared(spec) => declared(spec, catalogue).map(Cow::Owned),
        }
    }
}

/// A declaration validated as the catalogue's games are, refusals naming the field under `game`.
fn declared(spec: &GameSpec, catalogue: &Catalogue) -> Result<Game, ReadHandError> {
    if let Some(builtin) = catalogue.declared().find(|s| s.id == spec.id) {
        if builtin != spec {
            return Err(fail(format!(
                "game.id: \"{}\" is a catalogue game's id, but this declaration is not that game: give it an id of its own",
                spec.id
            )));
        }
    }
    Game::new(spec.clone()).map_err(|e| fail(format!("game.{}: {}", e.field, e.problem)))
}

fn unknown(id: &str, catalogue: &Catalogue) -> ReadHandError {
    let family = id.split('/').next().unwrap_or_default();
    let similar: Vec<&str> =
        catalogue.declared().map(|s| s.id.as_str()).filter(|i| i.starts_with(family)).collect();
    let game = excerpt(id);
    if similar.is_empty() {
        fail(format!("unknown game \"{game}\" (`cap games` lists them)"))
    } else {
        fail(format!("unknown game \"{game}\"; did you mean one of: {}", similar.join(", ")))
    }
}

impl From<String> for GameRef {
    fn from(id: String) -> GameRef {
        GameRef::Id(id)
    }
}

impl From<&str> for GameRef {
    fn from(id: &str) -> GameRef {
        GameRef::Id(id.to_string())
    }
}

impl From<GameSpec> for GameRef {
    fn from(spec: GameSpec) -> GameRef {
        GameRef::Declared(Box::new(spec))
    }
}

impl Serialize for GameRef {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            GameRef::Id(id) => serializer.serialize_str(id),
            GameRef::Declared(spec) => spec.serialize(serializer),
        }
    }
}

/// Reads a string as an id and an object as a declaration. (Not `#[serde(untagged)]`: that would
/// turn every mistake in a declaration into "did not match any variant", with no field named.)
impl<'de> Deserialize<'de> for GameRef {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<GameRef, D::Error> {
        struct Either;
        impl<'de> Visitor<'de> for Either {
            type Value = GameRef;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a game id in quotes or a game's declaration in { }")
            }
            fn visit_str<E: de::Error>(self, id: &str) -> Result<GameRef, E> {
                Ok(GameRef::Id(id.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<GameRef, A::Error> {
                let spec = GameSpec::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(GameRef::Declared(Box::new(spec)))
            }
        }
        deserializer.deserialize_any(Either)
    }
}
