//! One module per screen; each screen is a `*Screen` component.

mod games;

pub use games::GamesScreen;
