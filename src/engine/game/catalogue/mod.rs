//! The built-in catalogue: every game of the guide, as declarations.
//!
//! Each family lives in its own module and only declares; the same code in [`crate::engine::game`]
//! validates and runs them all. The declarations are built once, on first use; each game is
//! validated when it is first used (and every one of them by the tests).

mod boards;
mod build;
mod lines;
mod listed;
mod listing;
mod shapes;
mod special;
mod variants;

use std::sync::OnceLock;

use crate::engine::invariant::Invariant;

use super::{Game, GameSpec, ValidateGameError};

pub use listed::Listed;

/// The id, name, family and summary of every built-in game, in the order of [`specs`], as
/// constant data: listing the games (the app's first screen) builds and validates none of them.
/// It is generated from the declarations, and `tests/catalogue.rs` checks that it still agrees
/// with them (and rewrites it when run with `CAP_UPDATE_LISTING=1`).
pub fn listing() -> &'static [Listed] {
    listing::LISTING
}

/// The listing of the built-in game with this id.
pub fn listed(id: &str) -> Option<&'static Listed> {
    listing::LISTING.iter().find(|l| l.id == id)
}

/// Every built-in game declaration, in the order the games screen lists them.
pub fn specs() -> Vec<GameSpec> {
    [
        boards::basics(),
        boards::double_board(),
        boards::triple_board(),
        lines::social_distancing(),
        lines::wheel(),
        lines::pandemic(),
        lines::double_bullseye(),
        shapes::bomba(),
        shapes::flying_rivers(),
        lines::countdown(),
        shapes::tree_trunk(),
        shapes::funnel(),
        boards::f1(),
        boards::f1_square(),
        special::good_boys_bad_boys(),
        special::ring_of_fire(),
        special::throw_dem(),
    ]
    .concat()
}

/// The catalogue: every declaration, each validated into a [`Game`] before it is used.
///
/// [`Catalogue::load`] validates every game at once (the tests load the built-in declarations
/// this way, every option combination of every game). [`Catalogue::builtin`] validates each game
/// the first time it is asked for, so that an app listing the games by name does not first build
/// every option combination of every one: [`Catalogue::declared`] reads the declarations without
/// validating them; [`Catalogue::get`] and [`Catalogue::games`] hand out only validated games.
pub struct Catalogue {
    entries: Vec<Entry>,
}

/// A declaration and, once validated, its game.
struct Entry {
    spec: GameSpec,
    game: OnceLock<Game>,
}

impl Catalogue {
    /// Validates every declaration now; the first error names the game and field.
    pub fn load(specs: Vec<GameSpec>) -> Result<Catalogue, ValidateGameError> {
        let catalogue = Catalogue::declare(specs)?;
        for entry in &catalogue.entries {
            let game = Game::new(entry.spec.clone())?;
            let _ = entry.game.set(game);
        }
        Ok(catalogue)
    }

    /// Keeps the declarations, checking only that no id is used twice; each game is validated
    /// when it is first asked for.
    fn declare(specs: Vec<GameSpec>) -> Result<Catalogue, ValidateGameError> {
        for (i, spec) in specs.iter().enumerate() {
            if specs[..i].iter().any(|s| s.id == spec.id) {
                return Err(ValidateGameError {
                    game: spec.id.clone(),
                    field: "id".into(),
                    problem: "is used twice".into(),
                });
            }
        }
        Ok(Catalogue {
            entries: specs.into_iter().map(|spec| Entry { spec, game: OnceLock::new() }).collect(),
        })
    }

    /// The built-in catalogue. Each game is validated the first time it is used; the tests
    /// validate every one of them, with every option combination (`tests/catalogue.rs`).
    pub fn builtin() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(|| {
            Catalogue::declare(specs()).invariant("the built-in game ids are unique (tested)")
        })
    }

    /// Every declaration in list order, not validated here: for listing games by id, name,
    /// family and summary. Use [`Catalogue::get`] for a game to play.
    pub fn declared(&self) -> impl ExactSizeIterator<Item = &GameSpec> {
        self.entries.iter().map(|e| &e.spec)
    }

    /// Every game in list order, each validated on the way.
    pub fn games(&self) -> impl ExactSizeIterator<Item = &Game> {
        self.entries.iter().map(Entry::game)
    }

    /// The game with this id, validated.
    pub fn get(&self, id: &str) -> Option<&Game> {
        self.entries.iter().find(|e| e.spec.id == id).map(Entry::game)
    }
}

impl Entry {
    fn game(&self) -> &Game {
        self.game.get_or_init(|| match Game::new(self.spec.clone()) {
            Ok(game) => game,
            Err(e) => panic!("the built-in catalogue is valid (tests/catalogue.rs validates it): {e}"),
        })
    }
}
