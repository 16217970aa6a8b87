//! The hand being entered, as the screens change it: a card picked or taken back, another tab's
//! hand arriving, a hand some link or tab replaces. Each is a decision taking the hand (and what
//! is selected) and returning what changes, so the hand screen's intents in `ui/state/` only run
//! them and set their signals.

use crate::engine::card::Card;
use crate::engine::draft::{Draft, Slot};
use crate::engine::hand_file::HandFile;
use crate::model::history::{same_hand, worth_keeping, Arrived};

/// What the hand screen says when a card is picked with nothing selected.
pub const TAP_FIRST: &str = "Tap a place on the layout or a player's hand first.";

/// What the hand screen says when another tab's hand replaced this tab's.
pub const KEPT_OTHER_TAB: &str =
    "Another tab is entering another hand, shown here now; the hand you were entering was kept in the history.";

/// What the hand screen says when a shared link replaced a hand being entered.
pub const KEPT_REPLACED: &str = "The hand you were entering was kept in the history.";

/// Puts `card` in the `selected` place; the place to fill next (the same place until it is full,
/// then the next that needs cards), or why the card was refused (the hand unchanged).
pub fn pick(draft: &mut Draft, selected: Option<Slot>, card: Card) -> Result<Option<Slot>, String> {
    let slot = selected.ok_or_else(|| TAP_FIRST.to_string())?;
    draft.place(slot, card)?;
    Ok(if draft.is_full(slot) { draft.next_open(Some(slot)) } else { Some(slot) })
}

/// Takes `card` back out; the place it came from, to be selected (none if it was not placed).
pub fn unpick(draft: &mut Draft, card: Card) -> Option<Slot> {
    let at = draft.find(card);
    draft.remove(card);
    at
}

/// The hand a link or another tab's hand would replace, as a file to keep first: the hand being
/// entered, when it holds anything worth keeping.
pub fn replaced(current: Option<&Draft>) -> Option<HandFile> {
    current.filter(|d| worth_keeping(d)).map(Draft::to_file)
}

/// What this tab does when another tab's hand arrives ([`Arrived`] says how, from the versions).
#[derive(Debug, PartialEq)]
pub struct Arrival {
    /// The hand to show now (`None`: cleared there, so here).
    pub draft: Option<Draft>,
    /// This tab's hand, to keep in the history first (a conflict: the other tab never saw it).
    pub keep: Option<HandFile>,
    /// Said on the hand screen.
    pub told: Option<&'static str>,
    /// Another hand, not a change to the same one: its corrections are not this tab's kept entry's.
    pub new_hand: bool,
    /// The place to select: the same one while it is the same hand and the place still needs cards,
    /// else the first that needs cards.
    pub selected: Option<Slot>,
}

/// Another tab's hand (`theirs`) arriving over this tab's (`ours`, with `selected`), as the versions
/// decided (`arrived`): `None` when this tab ignores it.
pub fn arrival(
    ours: Option<&Draft>,
    theirs: Option<Draft>,
    arrived: Arrived,
    selected: Option<Slot>,
) -> Option<Arrival> {
    if arrived == Arrived::Ignore {
        return None;
    }
    let same = matches!((ours, &theirs), (Some(o), Some(t)) if same_hand(o, t));
    let keep = (arrived == Arrived::Conflict).then(|| replaced(ours)).flatten();
    let told = keep.is_some().then_some(KEPT_OTHER_TAB);
    let selected = selected
        .filter(|s| same && theirs.as_ref().is_some_and(|t| !t.is_full(*s)))
        .or_else(|| theirs.as_ref().and_then(|t| t.next_open(None)));
    Some(Arrival { draft: theirs, keep, told, new_hand: !same, selected })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;

    fn draft() -> Draft {
        let rules = Catalogue::builtin().get("holdem/high").unwrap().rules(&Default::default()).unwrap();
        let names: Vec<String> = ["Ann", "Ben"].map(String::from).to_vec();
        Draft::new(rules, &names, 0, 1, 10)
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn a_card_fills_the_selected_place_then_moves_on_when_it_is_full() {
        let mut d = draft();
        assert_eq!(pick(&mut d, None, card("As")), Err(TAP_FIRST.to_string()), "nothing selected");
        let hole = Slot::Hole(0);
        assert_eq!(pick(&mut d, Some(hole), card("As")), Ok(Some(hole)), "one of two: the same place");
        let next = pick(&mut d, Some(hole), card("Kd")).unwrap();
        assert!(next.is_some() && next != Some(hole), "full: the next place that needs cards");
        // A card already placed is refused naming both places, and nothing changes.
        let before = d.clone();
        let refused = pick(&mut d, next, card("As")).unwrap_err();
        assert!(refused.contains("As") || refused.contains("A♠"), "{refused}");
        assert_eq!(d, before);
        // Taken back: its place is selected again.
        assert_eq!(unpick(&mut d, card("Kd")), Some(hole));
        assert_eq!(unpick(&mut d, card("2c")), None, "a card not placed");
    }

    #[test]
    fn issue_25_another_tabs_hand_over_one_this_tab_never_showed_keeps_this_ones_first() {
        let mut ours = draft();
        pick(&mut ours, Some(Slot::Hole(0)), card("As")).unwrap();
        let mut theirs = draft();
        pick(&mut theirs, Some(Slot::Hole(1)), card("7c")).unwrap();
        let a = arrival(Some(&ours), Some(theirs.clone()), Arrived::Conflict, Some(Slot::Hole(0))).unwrap();
        assert_eq!(a.keep, Some(ours.to_file()), "this tab's hand goes to the history first");
        assert_eq!(a.told, Some(KEPT_OTHER_TAB));
        assert!(a.new_hand);
        assert_eq!(a.draft, Some(theirs.clone()));
        // An empty hand is not worth keeping: nothing kept, nothing said.
        let a = arrival(Some(&draft()), Some(theirs.clone()), Arrived::Conflict, None).unwrap();
        assert_eq!((a.keep, a.told), (None, None));
        assert!(arrival(Some(&ours), Some(theirs), Arrived::Ignore, None).is_none());
    }

    #[test]
    fn the_same_hand_one_card_on_keeps_the_place_being_filled() {
        let mut ours = draft();
        pick(&mut ours, Some(Slot::Hole(0)), card("As")).unwrap();
        let mut theirs = ours.clone();
        pick(&mut theirs, Some(Slot::Board(0)), card("2c")).unwrap();
        assert!(crate::model::history::hand_within(&ours, &theirs));
        let a = arrival(Some(&ours), Some(theirs), Arrived::Take, Some(Slot::Hole(0))).unwrap();
        assert!(!a.new_hand);
        assert_eq!(a.selected, Some(Slot::Hole(0)), "still filling Ann's hand");
        assert_eq!(a.keep, None);
    }
}
