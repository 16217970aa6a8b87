//! The built-in catalogue: every game of the guide, as declarations.
//!
//! Each family lives in its own module and only declares; the same code in [`crate::engine::game`]
//! validates and runs them all. The catalogue is built and validated once, on first use.

mod boards;
mod build;
mod lines;
mod shapes;
mod special;
mod variants;

use std::sync::OnceLock;

use super::{Game, GameSpec, ValidateGameError};

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

/// The validated catalogue.
pub struct Catalogue {
    games: Vec<Game>,
}

impl Catalogue {
    /// Validates every declaration; the first error names the game and field.
    pub fn load(specs: Vec<GameSpec>) -> Result<Catalogue, ValidateGameError> {
        let mut games: Vec<Game> = Vec::with_capacity(specs.len());
        for spec in specs {
            if games.iter().any(|g| g.id() == spec.id) {
                return Err(ValidateGameError {
                    game: spec.id,
                    field: "id".into(),
                    problem: "is used twice".into(),
                });
            }
            games.push(Game::new(spec)?);
        }
        Ok(Catalogue { games })
    }

    /// The built-in catalogue, validated once.
    pub fn builtin() -> &'static Catalogue {
        static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
        CATALOGUE.get_or_init(|| Catalogue::load(specs()).expect("the built-in catalogue is valid (tested)"))
    }

    pub fn games(&self) -> &[Game] {
        &self.games
    }

    pub fn get(&self, id: &str) -> Option<&Game> {
        self.games.iter().find(|g| g.id() == id)
    }
}
