//! Seat names as the table screen edits them: a typed list, and a count that may shrink and grow
//! again. Pure functions, so they are tested natively; the screen keeps the lists.
//!
//! Invariant: changing the number of seats never loses a typed name. Names beyond the count are
//! remembered and come back when the count grows again (typing "6" over "10" passes through "1").

/// The seats a comma-separated list names, exactly: "Ann, Ben, Cat" is three seats; an empty item
/// between commas is a blank seat; a last empty item (a comma just typed) adds no seat. The table
/// takes at least `min` and at most `max` seats: blanks fill it up to `min`, names beyond `max`
/// are left out.
///
/// ```
/// use cap::engine::seats::names_from_text;
/// assert_eq!(names_from_text("Ann, Ben, Cat", 2, 10), ["Ann", "Ben", "Cat"]);
/// assert_eq!(names_from_text("Ann,", 2, 10), ["Ann", ""]);
/// ```
pub fn names_from_text(text: &str, min: usize, max: usize) -> Vec<String> {
    let mut names: Vec<String> = text.split(',').map(|s| s.trim().to_string()).collect();
    if names.last().is_some_and(String::is_empty) {
        names.pop();
    }
    names.truncate(max);
    if names.len() < min {
        names.resize(min, String::new());
    }
    names
}

/// The list as the names box shows it: the names joined by ", ", without the blank seats at the
/// end (so a table of blank seats is an empty box, not ", , , , , ").
pub fn names_text(names: &[String]) -> String {
    let end = names.iter().rposition(|n| !n.trim().is_empty()).map_or(0, |i| i + 1);
    names[..end].iter().map(|n| n.trim()).collect::<Vec<_>>().join(", ")
}

/// `n` seats from the seated names and the names remembered from a larger table: the seated
/// names first, then remembered ones, then blanks. Returns the new seats and what to remember
/// (every name so far, so a later, larger count brings them back).
///
/// ```
/// use cap::engine::seats::resize_seats;
/// let ten: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
/// let (one, kept) = resize_seats(&ten, &[], 2);
/// assert_eq!(one, ["P1", "P2"]);
/// let (six, _) = resize_seats(&one, &kept, 6);
/// assert_eq!(six, ["P1", "P2", "P3", "P4", "P5", "P6"]);
/// ```
pub fn resize_seats(seated: &[String], remembered: &[String], n: usize) -> (Vec<String>, Vec<String>) {
    let mut all = seated.to_vec();
    if remembered.len() > all.len() {
        all.extend_from_slice(&remembered[all.len()..]);
    }
    let mut now: Vec<String> = all.iter().take(n).cloned().collect();
    now.resize(n, String::new());
    while all.last().is_some_and(|n| n.trim().is_empty()) {
        all.pop();
    }
    (now, all)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(names: &[&str]) -> Vec<String> {
        names.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_blank_table_is_an_empty_box_and_typed_names_are_the_table() {
        assert_eq!(names_text(&list(&["", "", "", "", "", ""])), "");
        assert_eq!(names_text(&list(&["Ann", "", "Cat", "", ""])), "Ann, , Cat");
        // Typed into that empty box, three names are a table of three (not six blanks and three).
        assert_eq!(names_from_text("Ann, Ben, Cat", 2, 10), list(&["Ann", "Ben", "Cat"]));
        assert_eq!(names_from_text("", 2, 10), list(&["", ""]));
        assert_eq!(names_from_text("Ann", 2, 10), list(&["Ann", ""]));
        assert_eq!(names_from_text("Ann, , Cat, ", 2, 10), list(&["Ann", "", "Cat"]));
        assert_eq!(names_from_text("a,b,c,d", 2, 3), list(&["a", "b", "c"]));
    }

    #[test]
    fn ten_to_six_through_one_keeps_every_name() {
        let ten: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
        // Typing "6" over "10": the field reads "1" (a table of two) on the way.
        let (two, kept) = resize_seats(&ten, &[], 2);
        assert_eq!(two, list(&["P1", "P2"]));
        let (six, kept) = resize_seats(&two, &kept, 6);
        assert_eq!(six, list(&["P1", "P2", "P3", "P4", "P5", "P6"]));
        let (ten_again, _) = resize_seats(&six, &kept, 10);
        assert_eq!(ten_again, ten);
    }

    #[test]
    fn an_edit_to_a_seat_wins_over_the_remembered_name() {
        let (two, kept) = resize_seats(&list(&["Ann", "Ben", "Cat"]), &[], 2);
        let edited = list(&[&two[0], "Bea"]);
        let (three, _) = resize_seats(&edited, &kept, 4);
        assert_eq!(three, list(&["Ann", "Bea", "Cat", ""]));
    }
}
