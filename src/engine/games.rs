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
use std::sync::{PoisonError, RwLock};

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

/// The user's games (declared on the phone, imported, or kept from a shared link), validated, as
/// the app's store of them holds them now: [`set_user_games`] replaces the list whenever the store
/// changes. `cap` never sets it, so the command line knows the catalogue alone.
///
/// Why a registry of `&'static Game` rather than passing a lookup object to every caller: the whole
/// app (the rules card, the dealing guide, the drills, the hand screen) already takes a catalogue
/// game as `&'static Game` ([`GameKind::Cap`], closures of screens that outlive any borrow), and a
/// user game must go everywhere a catalogue game goes. So each user game is validated once and
/// leaked ([`leak`]): a user keeps a handful of games, and a replaced one leaks a few kilobytes for
/// the page's life, which is cheaper than threading a lifetime or an `Arc` through every screen.
/// Hand files never depend on it: a user game's hands carry its declaration inline
/// ([`crate::engine::game::Rules::declaration`]), so a file reads the same in `cap` and the app.
static USER_GAMES: RwLock<Vec<&'static Game>> = RwLock::new(Vec::new());

/// Keeps a validated game for the rest of the process (see [`USER_GAMES`] for why).
pub fn leak(game: Game) -> &'static Game {
    Box::leak(Box::new(game))
}

/// Replaces the user's games the lookup knows ([`cap`], [`find`], [`all`]).
pub fn set_user_games(games: &[&'static Game]) {
    let mut list = USER_GAMES.write().unwrap_or_else(PoisonError::into_inner);
    list.clear();
    list.extend_from_slice(games);
}

/// The user's games the lookup knows, in the store's order.
pub fn user_games() -> Vec<&'static Game> {
    USER_GAMES.read().unwrap_or_else(PoisonError::into_inner).clone()
}

/// The one lookup of a CAP game by id for the whole app: the built-in catalogue, then the user's
/// games (whose ids never clash with the catalogue's: the store refuses such an id).
pub fn cap(id: &str) -> Option<&'static Game> {
    Catalogue::builtin().get(id).or_else(|| user_games().into_iter().find(|g| g.id() == id))
}

/// The game a hand's rules were built from: found by id, or (a game no longer kept, or one read
/// from a hand file inline) its declaration validated again.
pub fn cap_of(rules: &Rules) -> Result<Cow<'static, Game>, String> {
    if let Some(game) = cap(rules.game_id()).filter(|g| rules.declaration().is_none_or(|d| d == g.spec())) {
        return Ok(Cow::Borrowed(game));
    }
    let spec = rules.declaration().ok_or_else(|| unknown(rules.game_id()))?;
    Game::new(spec.clone()).map(Cow::Owned).map_err(|e| e.to_string())
}

/// Every game: the CAP catalogue first, then the user's games, then Chinese poker, Open Face
/// Chinese and 32-card draw.
pub fn all() -> Vec<Entry> {
    let mut entries: Vec<Entry> = Catalogue::builtin()
        .games()
        .chain(user_games())
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
pub fn find(id: &str) -> Option<Entry> {
    all().into_iter().find(|e| e.id == id)
}

/// Why `id` names no game, with the ids of its family (the part before `/`) when there are some.
pub fn unknown(id: &str) -> String {
    let family = id.split('/').next().unwrap_or_default();
    let similar: Vec<String> =
        all().into_iter().map(|e| e.id).filter(|g| g.split('/').next() == Some(family)).collect();
    let id = crate::engine::text::excerpt(id);
    if similar.is_empty() {
        format!("unknown game \"{id}\" (`cap games` lists them)")
    } else {
        format!("unknown game \"{id}\"; did you mean one of: {}", similar.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case_family_slash_variant() {
        let entries = all();
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
        assert!(matches!(find("chinese-poker/hawaiian-gardens").unwrap().kind, GameKind::Chinese(_)));
        assert!(matches!(find("omaha/high").unwrap().kind, GameKind::Cap(_)));
    }
}
