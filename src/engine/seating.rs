//! The seating rule, written once: how many players a game seats, what a blank seat is called, and
//! when two names are the same person.
//!
//! It lives in the engine because the hand files check it (a file with two players called "Ann"
//! and "ann " cannot say who won); the draft, the screens' models and the command line ask this
//! module instead of keeping a copy. Every game's range is a [`PlayerRange`]: the CAP catalogue
//! declares its own, the other games name theirs beside their engines ([`crate::engine::games`]).
//!
//! Names are compared as people read them: surrounding spaces, letter case and characters nobody
//! sees (controls, zero-width spaces and joiners, direction marks, the byte-order mark, soft
//! hyphens) are ignored. Case is folded for ASCII and Latin-1 letters only: Unicode's full case
//! tables would add about 12 KB to the browser bundle for names that are almost always typed in a
//! Latin alphabet.

use std::fmt;

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

/// Why a table cannot be seated, with the names or numbers that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// The game does not seat this many players.
    Count { game: String, range: PlayerRange, n: usize },
    /// Seat `seat` (from 0) has a name nobody can read.
    Blank { seat: usize },
    /// Two seats have names that read the same; the later one as typed.
    Twice { name: String },
}

impl fmt::Display for SeatingError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            SeatingError::Count { game, range, n } => {
                write!(f, "{game} is played by {range} players, not {n}")
            }
            SeatingError::Blank { seat } => write!(f, "player {} has no name", seat + 1),
            SeatingError::Twice { name } => write!(f, "two players are called \"{name}\"; names must differ"),
        }
    }
}

impl std::error::Error for SeatingError {}

/// The name of a seat nobody named, counting from 1: "Player 3".
pub fn default_name(seat: usize) -> String {
    format!("Player {}", seat + 1)
}

/// The name to show for `seat`: the typed name trimmed, or [`default_name`] when nothing readable
/// was typed.
pub fn shown_name(typed: &str, seat: usize) -> String {
    if name_key(typed).is_empty() {
        default_name(seat)
    } else {
        typed.trim().to_string()
    }
}

/// What a name reads as: trimmed, case-folded, without invisible characters. Two names are the
/// same person when their keys are equal.
pub fn name_key(name: &str) -> String {
    name.chars().filter(|&c| !invisible(c)).map(fold_case).collect::<String>().trim().to_string()
}

/// Whether two typed names read as the same person.
pub fn same_name(a: &str, b: &str) -> bool {
    name_key(a) == name_key(b)
}

/// Every seat has a readable name and no two read the same (the later of two is named).
pub fn check_names<S: AsRef<str>>(names: &[S]) -> Result<(), SeatingError> {
    let keys: Vec<String> = names.iter().map(|n| name_key(n.as_ref())).collect();
    for (i, key) in keys.iter().enumerate() {
        if key.is_empty() {
            return Err(SeatingError::Blank { seat: i });
        }
        if keys[..i].contains(key) {
            return Err(SeatingError::Twice { name: names[i].as_ref().trim().to_string() });
        }
    }
    Ok(())
}

/// Characters that take no room on screen: controls, zero-width spaces and joiners, direction
/// marks and isolates, the word joiner, the byte-order mark and the soft hyphen.
fn invisible(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{ad}' | '\u{180e}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}')
        || matches!(c, '\u{2060}'..='\u{2064}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
}

/// Lower case for ASCII and Latin-1 capitals (À to Þ, but not ×), every other character as it is.
fn fold_case(c: char) -> char {
    match c {
        'A'..='Z' | '\u{c0}'..='\u{d6}' | '\u{d8}'..='\u{de}' => char::from_u32(c as u32 + 32).unwrap_or(c),
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_the_same_whatever_the_case_spaces_and_invisible_characters() {
        assert!(same_name("Ann", " ann "));
        assert!(same_name("ANN", "a\u{200b}nn"));
        assert!(same_name("Zoë", "ZOË"));
        assert!(same_name("Ann\u{feff}", "Ann\t"));
        assert!(!same_name("Ann", "Anne"));
        assert!(!same_name("Ann", "A nn"));
    }

    #[test]
    fn a_blank_or_invisible_name_is_refused_with_its_seat() {
        assert_eq!(check_names(&["Ann", " "]), Err(SeatingError::Blank { seat: 1 }));
        assert_eq!(check_names(&["\u{200b}", "Ann"]).unwrap_err().to_string(), "player 1 has no name");
    }

    #[test]
    fn the_second_of_two_names_that_read_the_same_is_named() {
        let err = check_names(&["Ann", "Ben", " ann "]).unwrap_err();
        assert_eq!(err.to_string(), "two players are called \"ann\"; names must differ");
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
}
