//! Ranks, suits and cards: parsing what people type and printing it back canonically.
//!
//! Invariants:
//! - A [`Card`] is always one of the 52 real cards. Its private byte is the card's bit position
//!   in a [`CardSet`](super::card_set::CardSet) (`suit * 16 + rank`), so turning a card into a set
//!   is a single shift and no constructor can produce a 53rd card.
//! - Parsing is liberal (`As`, `ah`, `10h`, `Th`, `A♠`) and printing is canonical (`As`, `Th`):
//!   whatever a card was typed as, it prints one way.
//! - Every parse error carries the text it could not read.

use std::fmt;
use std::str::FromStr;

/// A card's rank, `Two` lowest and `Ace` highest.
///
/// Rankings that play the ace low (8-or-better, badugi, the A-7-8-9-T straight of the 32-card deck)
/// handle that themselves; the rank itself has one order so that sorting cards is never ambiguous.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u8)]
pub enum Rank {
    Two = 0,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All thirteen ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank's position, `Two` = 0 up to `Ace` = 12.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The canonical one-character symbol: `2`…`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn symbol(self) -> char {
        b"23456789TJQKA"[self as usize] as char
    }

    /// The rank in words, singular: "ten".
    pub const fn name(self) -> &'static str {
        [
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king",
            "ace",
        ][self as usize]
    }

    /// The rank in words, plural: "sixes", "tens".
    pub const fn plural(self) -> &'static str {
        [
            "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
            "queens", "kings", "aces",
        ][self as usize]
    }

    /// Reads a rank as people type it: `2`…`9`, `10` or `T`, `J`, `Q`, `K`, `A`, in either case.
    fn parse(text: &str) -> Option<Rank> {
        let rank = match text {
            "10" | "T" | "t" => Rank::Ten,
            "J" | "j" => Rank::Jack,
            "Q" | "q" => Rank::Queen,
            "K" | "k" => Rank::King,
            "A" | "a" => Rank::Ace,
            _ => {
                let digit = text.parse::<u8>().ok().filter(|d| (2..=9).contains(d))?;
                if text.len() != 1 {
                    return None;
                }
                Rank::ALL[(digit - 2) as usize]
            }
        };
        Some(rank)
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

/// A card's suit.
///
/// The declaration order, spades < clubs < diamonds < hearts, is the one suit order any CAP rule
/// uses: the 32-card draw tie-break ranks hearts > diamonds > clubs > spades. Deriving `Ord` from
/// it means that tie-break is plain `>` on suits. Other rankings ignore suit order entirely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[repr(u8)]
pub enum Suit {
    Spades = 0,
    Clubs,
    Diamonds,
    Hearts,
}

impl Suit {
    /// All four suits in their order, spades first.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts];

    /// The suit's position, `Spades` = 0 … `Hearts` = 3; also its lane in a card set.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The canonical one-letter symbol, lower case: `s`, `c`, `d`, `h`.
    pub const fn letter(self) -> char {
        b"scdh"[self as usize] as char
    }

    /// The suit's pictogram: ♠ ♣ ♦ ♥.
    pub const fn symbol(self) -> char {
        ['♠', '♣', '♦', '♥'][self as usize]
    }

    /// The suit in words, plural as in "ten of hearts".
    pub const fn name(self) -> &'static str {
        ["spades", "clubs", "diamonds", "hearts"][self as usize]
    }

    /// Reads a suit letter in either case, or a suit pictogram (filled or outlined).
    fn parse(c: char) -> Option<Suit> {
        match c {
            's' | 'S' | '♠' | '♤' => Some(Suit::Spades),
            'c' | 'C' | '♣' | '♧' => Some(Suit::Clubs),
            'd' | 'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'h' | 'H' | '♥' | '♡' => Some(Suit::Hearts),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// One of the 52 cards.
///
/// ```
/// use cap::engine::card::{Card, Rank, Suit};
///
/// let ten: Card = "10h".parse().unwrap();
/// assert_eq!(ten, Card::new(Rank::Ten, Suit::Hearts));
/// assert_eq!(ten.to_string(), "Th");
/// assert_eq!("t♥".parse::<Card>().unwrap(), ten);
/// assert_eq!(ten.label(), "ten of hearts");
///
/// let err = "1x".parse::<Card>().unwrap_err();
/// assert_eq!(err.to_string(), r#""1x" is not a card: unknown rank "1""#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

impl Card {
    /// The card of this rank and suit.
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card((suit as u8) << 4 | rank as u8)
    }

    /// The card's rank.
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 & 15) as usize]
    }

    /// The card's suit.
    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 >> 4) as usize]
    }

    /// The card's bit in a [`CardSet`](super::card_set::CardSet): `suit * 16 + rank`, in `0..61`.
    pub(crate) const fn bit(self) -> u8 {
        self.0
    }

    /// The card whose set bit is `bit`, if that bit is a card (`bit % 16 < 13`, `bit < 64`).
    pub(crate) const fn from_bit(bit: u8) -> Option<Card> {
        if bit < 64 && bit & 15 < 13 {
            Some(Card(bit))
        } else {
            None
        }
    }

    /// A dense index `0..52` (`suit * 13 + rank`), for arrays indexed by card.
    pub const fn index(self) -> usize {
        (self.0 >> 4) as usize * 13 + (self.0 & 15) as usize
    }

    /// The card in words, for screen readers and accessible names: "ten of hearts".
    pub fn label(self) -> String {
        format!("{} of {}", self.rank().name(), self.suit().name())
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// How many of something, in words, with the noun made plural when it needs to be: "one hole
/// card", "three board cards", "12 cards" (digits above ten). The one helper for a count in a
/// sentence, so a screen never says "1 hole cards" nor mixes "two" and "3" in one sentence.
///
/// ```
/// use cap::engine::card::Count;
/// assert_eq!(Count(1, "hole card").to_string(), "one hole card");
/// assert_eq!(Count(4, "board card").to_string(), "four board cards");
/// assert_eq!(Count(12, "card").to_string(), "12 cards");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Count<'a>(pub usize, pub &'a str);

impl Count<'_> {
    /// The number alone, in the same words: "one" to "ten", then digits.
    pub fn number(self) -> String {
        const WORDS: [&str; 11] =
            ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
        WORDS.get(self.0).map_or_else(|| self.0.to_string(), |w| (*w).to_string())
    }

    /// The noun alone, singular for one and plural otherwise.
    pub fn noun(self) -> String {
        if self.0 == 1 {
            self.1.to_string()
        } else {
            format!("{}s", self.1)
        }
    }
}

impl fmt::Display for Count<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number(), self.noun())
    }
}

/// A number of cards in digits, "1 card" or "3 cards", for dealing instructions that count out
/// cards: "1 card(s)" makes a new dealer stop and parse. In a sentence, use [`Count`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cards(pub usize);

impl Cards {
    /// "card" or "cards", for a phrase with a word between the number and the noun.
    pub fn noun(self) -> &'static str {
        if self.0 == 1 {
            "card"
        } else {
            "cards"
        }
    }
}

impl fmt::Display for Cards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0, self.noun())
    }
}

/// Why some text is not a card. The text itself is in [`ParseCardError::input`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCardErrorKind {
    /// Nothing was given.
    Empty,
    /// The rank part (everything before the last character) is not a rank.
    UnknownRank(String),
    /// The last character is not a suit.
    UnknownSuit(String),
    /// Only a rank was given.
    MissingSuit,
}

/// Text that is not a card, with the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardError {
    /// The text exactly as given.
    pub input: String,
    /// What is wrong with it.
    pub kind: ParseCardErrorKind,
}

impl fmt::Display for ParseCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::engine::text::excerpt;
        write!(f, "{:?} is not a card: ", excerpt(&self.input))?;
        match &self.kind {
            ParseCardErrorKind::Empty => write!(f, "nothing was given"),
            ParseCardErrorKind::UnknownRank(rank) => write!(f, "unknown rank {:?}", excerpt(rank)),
            ParseCardErrorKind::UnknownSuit(suit) => write!(f, "unknown suit {suit:?}"),
            ParseCardErrorKind::MissingSuit => write!(f, "the suit is missing"),
        }
    }
}

impl std::error::Error for ParseCardError {}

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads one card: a rank (`2`…`9`, `10`/`T`, `J`, `Q`, `K`, `A`, any case) followed by a suit
    /// (`s`, `h`, `d`, `c`, any case, or `♠♥♦♣`). Surrounding whitespace is not accepted: a card is
    /// exactly its text, so that an error's text is exactly what was typed.
    fn from_str(text: &str) -> Result<Card, ParseCardError> {
        let error = |kind| ParseCardError { input: text.to_string(), kind };
        let Some((suit_at, suit_char)) = text.char_indices().last() else {
            return Err(error(ParseCardErrorKind::Empty));
        };
        let rank_text = &text[..suit_at];
        if rank_text.is_empty() {
            return Err(match Rank::parse(text) {
                Some(_) => error(ParseCardErrorKind::MissingSuit),
                None => error(ParseCardErrorKind::UnknownRank(text.to_string())),
            });
        }
        let rank = Rank::parse(rank_text);
        let suit = Suit::parse(suit_char);
        match (rank, suit) {
            (Some(rank), Some(suit)) => Ok(Card::new(rank, suit)),
            (None, _) if Rank::parse(text).is_some() => Err(error(ParseCardErrorKind::MissingSuit)),
            (None, _) => Err(error(ParseCardErrorKind::UnknownRank(rank_text.to_string()))),
            (Some(_), None) => Err(error(ParseCardErrorKind::UnknownSuit(suit_char.to_string()))),
        }
    }
}

impl TryFrom<&str> for Card {
    type Error = ParseCardError;

    fn try_from(text: &str) -> Result<Card, ParseCardError> {
        text.parse()
    }
}

/// A run of text that is not a list of cards: which card failed, where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCardsError {
    /// The whole text as given.
    pub input: String,
    /// Where the offending card starts, in characters from the start of `input` (0-based).
    pub position: usize,
    /// The offending card's own error, whose `input` is the card's text.
    pub card: ParseCardError,
}

impl fmt::Display for ParseCardsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "in {:?} at character {}: {}",
            crate::engine::text::excerpt(&self.input),
            self.position + 1,
            self.card
        )
    }
}

impl std::error::Error for ParseCardsError {}

/// Reads a run of cards such as `AsKd7h`, `As Kd 7h`, `10h9h` or `A♠, K♦`.
///
/// Cards may be separated by whitespace or commas or written back to back: a card is a rank (`10`
/// or one character) followed by one suit character, so a run needs no separators. Duplicates are
/// kept, in order: a list is not a set (see [`CardSet::from_cards`](super::card_set::CardSet::from_cards)
/// and `CardSet`'s `FromStr`, which reject them).
///
/// ```
/// use cap::engine::card::parse_cards;
///
/// let cards = parse_cards("As Kd 10h9h").unwrap();
/// assert_eq!(cards.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["As", "Kd", "Th", "9h"]);
///
/// let err = parse_cards("AsKx7h").unwrap_err();
/// assert_eq!(err.position, 2);
/// assert_eq!(err.card.input, "Kx");
/// ```
pub fn parse_cards(text: &str) -> Result<Vec<Card>, ParseCardsError> {
    let chars: Vec<char> = text.chars().collect();
    let is_separator = |c: char| c.is_whitespace() || c == ',';
    let mut cards = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        if is_separator(chars[at]) {
            at += 1;
            continue;
        }
        // A card is "10" plus a suit, or one rank character plus a suit; a token cut short by a
        // separator or the end of the text is reported as it stands.
        let rank_len = if chars[at] == '1' && chars.get(at + 1) == Some(&'0') { 2 } else { 1 };
        let mut end = at + rank_len;
        if end < chars.len() && !is_separator(chars[end]) {
            end += 1;
        }
        let token: String = chars[at..end].iter().collect();
        match token.parse::<Card>() {
            Ok(card) => cards.push(card),
            Err(card) => {
                return Err(ParseCardsError { input: text.to_string(), position: at, card });
            }
        }
        at = end;
    }
    Ok(cards)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_counts_read_as_words() {
        assert_eq!(Cards(0).to_string(), "0 cards");
        assert_eq!(Cards(1).to_string(), "1 card");
        assert_eq!(Cards(2).to_string(), "2 cards");
    }

    #[test]
    fn bits_are_suit_lane_times_sixteen_plus_rank() {
        let card = Card::new(Rank::Ace, Suit::Hearts);
        assert_eq!(card.bit(), 3 * 16 + 12);
        assert_eq!(Card::from_bit(card.bit()), Some(card));
        assert_eq!(Card::from_bit(13), None);
        assert_eq!(Card::from_bit(64), None);
    }
}
