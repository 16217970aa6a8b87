//! One module per screen; each screen is a `*Screen` component.

mod chinese;
mod deal;
mod draw32;
mod game;
mod games;
mod hand;
mod history;
mod ofc;
mod settings;
mod table;

pub use chinese::ChineseScreen;
pub use deal::DealScreen;
pub use draw32::Draw32Screen;
pub use game::GameScreen;
pub use games::GamesScreen;
pub use hand::HandScreen;
pub use history::HistoryScreen;
pub use ofc::OfcScreen;
pub use settings::SettingsScreen;
