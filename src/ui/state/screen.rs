//! Which screen shows.

/// Which screen is showing.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Games,
    /// The rules card of one game.
    Game(String),
    /// Entering a hand and seeing its showdown.
    Hand,
    /// Resolved hands kept, import and export.
    History,
    /// Deck colours, card size, theme.
    Settings,
    /// The live dealing guide.
    Deal,
    /// The Chinese poker scorer.
    Chinese,
    /// The Open Face Chinese scorer.
    Ofc,
    /// The 32-card draw table.
    Draw32,
    /// The teaching drills for one game.
    Drills(String),
    /// The game designer.
    Designer,
    /// Tonight: the whole evening at one table (issue 34).
    Tonight,
}

impl Screen {
    /// The screen a button of the page's static markup opens, by its `data-screen` (the header's
    /// tabs, the games list's table games).
    pub fn named(name: &str) -> Option<Screen> {
        // The designer is part of the games (its tab), so it is named apart.
        if name == "designer" {
            return Some(Screen::Designer);
        }
        [
            Screen::Games,
            Screen::Deal,
            Screen::Hand,
            Screen::History,
            Screen::Settings,
            Screen::Chinese,
            Screen::Ofc,
            Screen::Draw32,
            Screen::Tonight,
        ]
        .into_iter()
        .find(|screen| screen.name() == name)
    }

    /// The screen's name in `data-screen`, which is also its header tab's (a game's rules
    /// card is part of the games; the table games have no tab of their own).
    pub fn name(&self) -> &'static str {
        match self {
            Screen::Games | Screen::Game(_) | Screen::Drills(_) | Screen::Designer => "games",
            Screen::Deal => "deal",
            Screen::Hand => "hand",
            Screen::History => "history",
            Screen::Settings => "settings",
            Screen::Chinese => "chinese",
            Screen::Ofc => "ofc",
            Screen::Draw32 => "draw32",
            Screen::Tonight => "tonight",
        }
    }
}

/// The screen an [`Opening`](crate::model::opening::Opening) shows.
pub fn screen_of(opening: crate::model::opening::Opening) -> Screen {
    use crate::model::opening::Opening;
    match opening {
        // The game's id is read with the link, once the engine is loaded (see `restore`).
        Opening::SharedGame => Screen::Game(String::new()),
        Opening::SharedHand | Opening::Hand => Screen::Hand,
        Opening::Deal => Screen::Deal,
        Opening::Designer => Screen::Designer,
        Opening::Games => Screen::Games,
    }
}
