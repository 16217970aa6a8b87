//! One module per screen; each screen is a `*Screen` component, but the games list, which is the
//! page's static markup and is attached to (`attach_games`).

mod betting;
mod betting_hand;
mod betting_table;
mod card_text;
mod chinese;
mod chinese_best;
mod chinese_options;
mod chinese_results;
mod chinese_seat;
mod deal;
mod deal_actions;
mod deal_bar;
mod deal_errors;
mod deal_options;
mod deal_players;
mod deal_reveal;
mod draw32;
mod draw32_guide;
mod draw32_stakes;
mod drills;
mod drills_answer;
mod game;
mod game_mine;
mod games;
mod hand;
mod hand_keep;
mod hand_places;
mod hand_players;
mod history;
mod odds;
mod ofc;
mod settings;
mod showdown;
mod table;
mod table_events;

pub use chinese::ChineseScreen;
pub use deal::DealScreen;
pub use draw32::Draw32Screen;
pub use drills::DrillsScreen;
pub use game::GameScreen;
pub use games::attach_games;
pub use hand::HandScreen;
pub use history::HistoryScreen;
pub use ofc::OfcScreen;
pub use settings::SettingsScreen;
