//! One module per screen; each screen is a `*Screen` component.

mod chinese;
mod deal;
mod game;
mod games;
mod hand;
mod history;
mod settings;
mod table;

pub use chinese::ChineseScreen;
pub use deal::DealScreen;
pub use game::GameScreen;
pub use games::GamesScreen;
pub use hand::HandScreen;
pub use history::HistoryScreen;
pub use settings::SettingsScreen;
