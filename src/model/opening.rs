//! Which screen the app opens on, decided before anything saved is read (so that the first paint
//! is the right screen): a shared link first, then the screen the user was on when the page
//! closed if it is one the saved data does not tell (the designer), then a saved deal or hand,
//! else the games list.
//!
//! Why the designer needs a mark of its own: its draft is kept whether or not it is showing
//! (`cap.v1.designer`), so the draft alone cannot say the user was in it. The screen writes
//! [`OPEN_SCREEN_KEY`] when it opens and removes it when another screen replaces it; a reload
//! removes nothing, so the mark is there exactly when the designer was last showing in this tab.
//! The mark is kept in the tab's session storage, not local storage: another tab, or a new one,
//! opens as its own saved data says rather than on a designer some other tab shows.
//! It is a hint, not data: unreadable or unknown, it is ignored.

/// The session-storage key of the screen showing when the page closed, when the saved data alone
/// does not tell it (`index.html` reads it too, to hide the games list before the app starts).
pub const OPEN_SCREEN_KEY: &str = "cap.v1.open-screen";

/// The value [`OPEN_SCREEN_KEY`] holds while the designer shows.
pub const DESIGNER: &str = "designer";

/// The screen the app opens on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// A shared game's link (`#game=…`): its rules card.
    SharedGame,
    /// A shared hand's link (`#hand=…`): the hand screen.
    SharedHand,
    /// The designer, which was showing when the page closed.
    Designer,
    /// A hand being dealt is saved: the dealing guide (moved to the hand once read, if it is over).
    Deal,
    /// A hand being entered is saved.
    Hand,
    Games,
}

/// What is known before anything is read: the address's fragment, which stores hold a value,
/// and the open-screen mark.
#[derive(Clone, Copy, Debug, Default)]
pub struct Before<'a> {
    pub fragment: &'a str,
    pub deal_saved: bool,
    pub hand_saved: bool,
    pub open_screen: Option<&'a str>,
}

/// The screen to open on. The designer's mark comes before a saved deal or hand: it is set only
/// while the designer shows, so it is newer than any hand left behind when the user went there.
pub fn opening(before: Before) -> Opening {
    if before.fragment.starts_with("#game=") {
        Opening::SharedGame
    } else if before.fragment.starts_with("#hand=") {
        Opening::SharedHand
    } else if before.open_screen == Some(DESIGNER) {
        Opening::Designer
    } else if before.deal_saved {
        Opening::Deal
    } else if before.hand_saved {
        Opening::Hand
    } else {
        Opening::Games
    }
}

/// Once the saved data is read, where a start goes when nothing else decides (a game's link
/// opens its card): back into a deal left mid-way, unless a shared hand was opened; else to the
/// hand being entered; else the games list.
pub fn after_reading(mid_deal: bool, opened_hand_link: bool, has_hand: bool) -> Opening {
    if mid_deal && !opened_hand_link {
        Opening::Deal
    } else if has_hand {
        Opening::Hand
    } else {
        Opening::Games
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn after_reading_a_deal_left_mid_way_comes_back_unless_a_shared_hand_opened() {
        assert_eq!(after_reading(true, false, true), Opening::Deal);
        assert_eq!(after_reading(true, true, true), Opening::Hand, "the link's hand shows first");
        assert_eq!(after_reading(false, false, true), Opening::Hand);
        assert_eq!(after_reading(false, false, false), Opening::Games);
    }

    #[test]
    fn a_reload_in_the_designer_reopens_it_before_a_saved_hand_or_deal() {
        let saved = Before { deal_saved: true, hand_saved: true, ..Before::default() };
        assert_eq!(opening(saved), Opening::Deal);
        assert_eq!(opening(Before { open_screen: Some(DESIGNER), ..saved }), Opening::Designer);
        assert_eq!(opening(Before { open_screen: Some(DESIGNER), ..Before::default() }), Opening::Designer);
        // A shared link still opens what it shares.
        let link = Before { fragment: "#game=abc", open_screen: Some(DESIGNER), ..saved };
        assert_eq!(opening(link), Opening::SharedGame);
        assert_eq!(opening(Before { fragment: "#hand=abc", ..link }), Opening::SharedHand);
        // An unknown mark is ignored.
        assert_eq!(
            opening(Before { open_screen: Some("zzz"), hand_saved: true, ..Before::default() }),
            Opening::Hand
        );
        assert_eq!(opening(Before::default()), Opening::Games);
    }
}
