//! The seating rule, written once: how many players a game seats, what a blank seat is called,
//! when two names are the same person, and how a typed list of names becomes the table's seats.
//!
//! It lives in the engine because the hand files check it (a file with two players called "Ann"
//! and "ann " cannot say who won); the draft, the screens' models and the command line ask this
//! module instead of keeping a copy. One function says what a name reads as ([`name_key`]); every
//! comparison of names, every blank-seat test and the messages about names go through it. Every game's range is a [`PlayerRange`]: the CAP catalogue
//! declares its own, the other games name theirs beside their engines ([`crate::engine::games`]).
//!
//! A name is at most [`MAX_NAME_CHARS`] characters, and is kept and compared in one Unicode form
//! ([`crate::engine::nfc`]): "é" typed as one character or as "e" and a combining accent is one
//! name. The bound is checked where names come in (a hand file or link, through
//! [`check_name`]; a table, through [`check_names`]) because every later start of the app reads
//! and draws them: a ten-megabyte name made every start take seconds.
//!
//! Names are compared as people read them: surrounding spaces, runs of spaces, letter case and
//! characters nobody sees (controls, zero-width spaces and joiners, direction marks, the byte-order
//! mark, soft hyphens) are ignored. Case is folded for the Latin, Greek and Cyrillic alphabets
//! only: Unicode's full case tables would add about 12 KB to the browser bundle.
//!
//! Invariant of the seat helpers ([`names_from_text`], [`names_text`], [`resize_seats`]):
//! changing the number of seats never loses a typed name.

use std::fmt;

use crate::engine::text::excerpt;

/// The fewest and most players a game seats, inclusive; at least two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerRange {
    least: usize,
    most: usize,
}

impl PlayerRange {
    /// A range of `least` to `most` players. The tables are constants written beside each engine
    /// and the CAP declarations are checked when the catalogue is built, so a wrong range is a bug
    /// in the code, found by the tests: it is kept as at least two, and most at least least.
    pub const fn new(least: usize, most: usize) -> PlayerRange {
        let least = if least < 2 { 2 } else { least };
        let most = if most < least { least } else { most };
        PlayerRange { least, most }
    }

    pub const fn least(self) -> usize {
        self.least
    }

    pub const fn most(self) -> usize {
        self.most
    }

    pub fn contains(self, n: usize) -> bool {
        (self.least..=self.most).contains(&n)
    }

    /// The nearest count the game seats (a table remembered from another game is fitted to it).
    pub fn fit(self, n: usize) -> usize {
        n.clamp(self.least, self.most)
    }

    /// Every count the game seats, fewest first: the choices of a "Players" list.
    pub fn counts(self) -> std::ops::RangeInclusive<usize> {
        self.least..=self.most
    }

    /// Whether `game` (its name in words) seats `n` players, and if not why.
    pub fn check(self, game: &str, n: usize) -> Result<(), SeatingError> {
        if self.contains(n) {
            Ok(())
        } else {
            Err(SeatingError::Count { game: game.to_string(), range: self, n })
        }
    }
}

/// "2 to 4".
impl fmt::Display for PlayerRange {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "{} to {}", self.least, self.most)
    }
}

impl From<(usize, usize)> for PlayerRange {
    fn from((least, most): (usize, usize)) -> PlayerRange {
        PlayerRange::new(least, most)
    }
}

/// The longest name, in characters (after [`normalized_name`]): longer than any name at a card
/// table, short enough to draw in a seat and to quote whole in a message.
pub const MAX_NAME_CHARS: usize = 40;

/// Why a table cannot be seated, with the names or numbers that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// The game does not seat this many players.
    Count { game: String, range: PlayerRange, n: usize },
    /// Seat `seat` (from 0) has a name nobody can read.
    Blank { seat: usize },
    /// Two seats have the very same name (the later one as typed).
    Twice { name: String },
    /// Two seats have names typed differently that read the same (`first` is the earlier seat's).
    ReadTheSame { first: String, second: String },
    /// A name longer than [`MAX_NAME_CHARS`]; `excerpt` is its start, never the whole input.
    TooLong { excerpt: String },
}

impl SeatingError {
    /// The later of two names that read the same, as typed, if that is the problem.
    pub fn repeated_name(&self) -> Option<&str> {
        match self {
            SeatingError::Twice { name } | SeatingError::ReadTheSame { second: name, .. } => Some(name),
            _ => None,
        }
    }
}

/// The messages `cap`, the app's stored hands and shared links give; names are quoted as
/// excerpts, and names that differ only invisibly are shown with their hidden characters escaped.
impl fmt::Display for SeatingError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SeatingError::Count { game, range, n } => {
                write!(f, "{game} is played by {range} players, not {n}")
            }
            SeatingError::Blank { seat } => write!(f, "player {} has no name", seat + 1),
            SeatingError::Twice { name } => {
                write!(f, "two players are called \"{}\"; names must differ", excerpt(name))
            }
            SeatingError::ReadTheSame { first, second } => write!(
                f,
                "\"{}\" and \"{}\" read as the same name; names must differ in more than case, spaces or \
                 invisible characters",
                excerpt(&first.escape_debug().to_string()),
                excerpt(&second.escape_debug().to_string())
            ),
            SeatingError::TooLong { excerpt } => {
                write!(f, "the name \"{excerpt}\" is too long: names are at most {MAX_NAME_CHARS} characters")
            }
        }
    }
}

impl std::error::Error for SeatingError {}

/// The name of a seat nobody named, counting from 1: "Player 3".
pub fn default_name(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

/// The name to show for `seat`: the typed name trimmed and in the one Unicode form
/// ([`normalized_name`]), or [`default_name`] when nothing readable was typed.
pub fn shown_name(typed: &str, seat: usize) -> String {
    if is_blank_name(typed) {
        default_name(seat)
    } else {
        normalized_name(typed.trim())
    }
}

/// A name as it is kept: composed in the one Unicode form ([`crate::engine::nfc`]), so the same
/// name typed two ways is stored, shown and compared one way.
pub fn normalized_name(name: &str) -> String {
    crate::engine::nfc::nfc(name)
}

/// A name within [`MAX_NAME_CHARS`] (counted after [`normalized_name`], surrounding spaces
/// left out), or the refusal quoting its start. A name more than twice the limit is refused
/// without being read further: composing can at most halve it.
///
/// ```
/// use cap::engine::seating::check_name;
/// assert!(check_name("Ann").is_ok());
/// assert!(check_name(&"x".repeat(41)).unwrap_err().to_string().contains("at most 40 characters"));
/// ```
pub fn check_name(name: &str) -> Result<(), SeatingError> {
    let trimmed = name.trim();
    let too_long = || SeatingError::TooLong { excerpt: short_excerpt(trimmed) };
    if trimmed.chars().nth(2 * MAX_NAME_CHARS).is_some() {
        return Err(too_long());
    }
    if normalized_name(trimmed).chars().count() > MAX_NAME_CHARS {
        return Err(too_long());
    }
    Ok(())
}

/// The start of an over-long name, for its refusal: 20 characters and "…", escaped so that
/// invisible characters show.
fn short_excerpt(name: &str) -> String {
    let start: String = name.chars().take(20).collect();
    format!("{}…", start.escape_debug())
}

/// What a name reads as, the one key names are compared by: invisible characters removed,
/// surrounding spaces trimmed, runs of spaces made one, letters in lower case. Two names are the
/// same person when their keys are equal; a name whose key is empty is no name at all.
///
/// ```
/// use cap::engine::seating::name_key;
/// assert_eq!(name_key(" A\u{200b}nn\u{0} "), name_key("ann"));
/// assert_eq!(name_key("Ann   B"), "ann b");
/// assert_eq!(name_key("\u{200b}\u{0}"), "");
/// ```
pub fn name_key(name: &str) -> String {
    let name = normalized_name(name);
    let visible: String = name.chars().filter(|&c| !is_invisible(c)).map(fold_case).collect();
    visible.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether a name, read as people read it, is empty (the seat reads [`default_name`]).
pub fn is_blank_name(name: &str) -> bool {
    name_key(name).is_empty()
}

/// Whether two typed names read as the same person.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

/// Every seat has a readable name of at most [`MAX_NAME_CHARS`] and no two read the same (the
/// later of two is named).
pub fn check_names<S: AsRef<str>>(names: &[S]) -> Result<(), SeatingError> {
    for name in names {
        check_name(name.as_ref())?;
    }
    let keys: Vec<String> = names.iter().map(|n| name_key(n.as_ref())).collect();
    for (i, key) in keys.iter().enumerate() {
        if key.is_empty() {
            return Err(SeatingError::Blank { seat: i });
        }
        if let Some(j) = keys[..i].iter().position(|k| k == key) {
            let (first, second) = (names[j].as_ref(), names[i].as_ref());
            return Err(if first == second {
                SeatingError::Twice { name: second.to_string() }
            } else {
                SeatingError::ReadTheSame { first: first.to_string(), second: second.to_string() }
            });
        }
    }
    Ok(())
}

/// Control characters and the invisible format characters (Unicode category Cf, and the Hangul
/// fillers) a name can hide.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00ad}'
                | '\u{034f}'
                | '\u{061c}'
                | '\u{115f}'
                | '\u{1160}'
                | '\u{17b4}'
                | '\u{17b5}'
                | '\u{180b}'..='\u{180f}'
                | '\u{200b}'..='\u{200f}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2060}'..='\u{206f}'
                | '\u{3164}'
                | '\u{fe00}'..='\u{fe0f}'
                | '\u{feff}'
                | '\u{ffa0}'
                | '\u{fff0}'..='\u{fffb}'
                | '\u{e0000}'..='\u{e0fff}'
        )
}

/// Lower case for the alphabets names are typed in: ASCII, Latin-1 and Latin Extended-A, Greek
/// and Cyrillic; every other character as it is. (Unicode's full case tables, behind
/// `str::to_lowercase`, would add about 12 KB to the browser bundle.)
pub(crate) fn fold_case(c: char) -> char {
    let u = c as u32;
    let lower = match u {
        // ASCII and Latin-1 capitals (but not ×).
        0x41..=0x5a | 0xc0..=0xd6 | 0xd8..=0xde => u + 32,
        // Latin Extended-A: capital then small, in pairs (İ, whose small letter is two characters,
        // is left as it is).
        0x100..=0x12f | 0x132..=0x137 | 0x14a..=0x177 if u.is_multiple_of(2) => u + 1,
        0x139..=0x148 | 0x179..=0x17e if !u.is_multiple_of(2) => u + 1,
        0x178 => 0xff,
        // Greek capitals, and the final sigma read as sigma.
        0x391..=0x3a1 | 0x3a3..=0x3ab => u + 32,
        0x3c2 => 0x3c3,
        // Cyrillic capitals.
        0x410..=0x42f => u + 32,
        0x400..=0x40f => u + 80,
        _ => u,
    };
    char::from_u32(lower).unwrap_or(c)
}

/// The seats a comma-separated list names, exactly: "Ann, Ben, Cat" is three seats; an empty item
/// between commas is a blank seat; a last empty item (a comma just typed) adds no seat. The table
/// is fitted to the game's range: blanks fill it up to the fewest, names beyond the most are left
/// out.
///
/// ```
/// use cap::engine::seating::{names_from_text, PlayerRange};
/// assert_eq!(names_from_text("Ann, Ben, Cat", PlayerRange::new(2, 10)), ["Ann", "Ben", "Cat"]);
/// assert_eq!(names_from_text("Ann,", PlayerRange::new(2, 10)), ["Ann", ""]);
/// ```
pub fn names_from_text(text: &str, players: PlayerRange) -> Vec<String> {
    let mut names: Vec<String> = text.split(',').map(|s| s.trim().to_string()).collect();
    if names.last().is_some_and(String::is_empty) {
        names.pop();
    }
    names.truncate(players.most());
    if names.len() < players.least() {
        names.resize(players.least(), String::new());
    }
    names
}

/// The list as the names box shows it: the names joined by ", ", without the blank seats at the
/// end (so a table of blank seats is an empty box, not ", , , , , ").
pub fn names_text(names: &[String]) -> String {
    let end = names.iter().rposition(|n| !is_blank_name(n)).map_or(0, |i| i + 1);
    names[..end].iter().map(|n| n.trim()).collect::<Vec<_>>().join(", ")
}

/// `n` seats from the seated names and the names remembered from a larger table: the seated
/// names first, then remembered ones, then blanks. Returns the new seats and what to remember
/// (every name so far, so a later, larger count brings them back).
///
/// Invariant: changing the number of seats never loses a typed name (typing "6" over "10" passes
/// through "1", and the names of seats 3 to 6 come back).
///
/// ```
/// use cap::engine::seating::resize_seats;
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
    while all.last().is_some_and(|n| is_blank_name(n)) {
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
    fn names_read_the_same_whatever_the_case_spaces_and_invisible_characters() {
        for same in ["ANN", "ann", " Ann\t", "A\u{200b}nn", "Ann\u{0}", "\u{feff}Ann", "An\u{ad}n"] {
            assert_eq!(name_key(same), "ann", "{same:?}");
        }
        assert!(same_name("Zoë", "ZOË"));
        assert!(same_name("Łukasz", "łUKASZ"));
        assert!(same_name("ΑΝΝΑΣ", "αννας"));
        assert!(same_name("АННА", "анна"));
        assert!(same_name("Ann   B", "ann b"));
        assert!(!same_name("Ann", "Anne"));
        assert!(!same_name("Ann", "A nn"));
        assert!(!same_name("Ann B", "AnnB"));
        for blank in ["", "   ", "\u{0}", "\u{200b}\u{200d}", "\u{2060}"] {
            assert!(is_blank_name(blank), "{blank:?}");
        }
    }

    #[test]
    fn the_alphabets_fold_like_the_standard_librarys_lower_case() {
        for c in ('\u{0}'..='\u{4ff}').filter(|&c| c != '\u{3c2}') {
            let folded = fold_case(c);
            if folded != c {
                assert_eq!(c.to_lowercase().collect::<String>(), folded.to_string(), "{c:?}");
            }
        }
    }

    #[test]
    fn a_blank_or_invisible_name_is_refused_with_its_seat() {
        assert_eq!(check_names(&["Ann", " "]), Err(SeatingError::Blank { seat: 1 }));
        assert_eq!(check_names(&["\u{200b}", "Ann"]).unwrap_err().to_string(), "player 1 has no name");
    }

    #[test]
    fn the_second_of_two_names_that_read_the_same_is_named() {
        let err = check_names(&["Ann", "Ben", " ann\u{200b}"]).unwrap_err();
        assert_eq!(err.repeated_name(), Some(" ann\u{200b}"));
        assert_eq!(
            err.to_string(),
            "\"Ann\" and \" ann\\u{200b}\" read as the same name; names must differ in more than case, spaces \
             or invisible characters"
        );
        let err = check_names(&["Ann", "Ann"]).unwrap_err();
        assert_eq!(err.to_string(), "two players are called \"Ann\"; names must differ");
        assert_eq!(check_names(&["Ann", "Ben", "Cat"]), Ok(()));
    }

    #[test]
    fn a_blank_seat_reads_player_n_counting_from_one() {
        assert_eq!(default_name(0), "Player 1");
        assert_eq!(shown_name("  ", 2), "Player 3");
        assert_eq!(shown_name("\u{200b}", 0), "Player 1");
        assert_eq!(shown_name(" Ann ", 0), "Ann");
    }

    #[test]
    fn a_range_checks_fits_and_lists_its_counts() {
        let r = PlayerRange::new(2, 4);
        assert_eq!(
            r.check("Chinese poker", 5).unwrap_err().to_string(),
            "Chinese poker is played by 2 to 4 players, not 5"
        );
        assert_eq!(r.check("Chinese poker", 4), Ok(()));
        assert_eq!((r.fit(1), r.fit(3), r.fit(9)), (2, 3, 4));
        assert_eq!(r.counts().collect::<Vec<_>>(), vec![2, 3, 4]);
        assert_eq!(PlayerRange::new(0, 1), PlayerRange::new(2, 2));
    }

    #[test]
    fn a_blank_table_is_an_empty_box_and_typed_names_are_the_table() {
        let ten = PlayerRange::new(2, 10);
        assert_eq!(names_text(&list(&["", "", "", "", "", ""])), "");
        assert_eq!(names_text(&list(&["Ann", "", "Cat", "", "\u{200b}"])), "Ann, , Cat");
        // Typed into that empty box, three names are a table of three (not six blanks and three).
        assert_eq!(names_from_text("Ann, Ben, Cat", ten), list(&["Ann", "Ben", "Cat"]));
        assert_eq!(names_from_text("", ten), list(&["", ""]));
        assert_eq!(names_from_text("Ann", ten), list(&["Ann", ""]));
        assert_eq!(names_from_text("Ann, , Cat, ", ten), list(&["Ann", "", "Cat"]));
        assert_eq!(names_from_text("a,b,c,d", PlayerRange::new(2, 3)), list(&["a", "b", "c"]));
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
