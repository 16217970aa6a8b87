//! The games list, the app's first screen, as markup.
//!
//! The list is constant data, so it is written into `index.html` itself (between two marker
//! comments; `tests/first_screen.rs` checks that it is current and rewrites it when asked): a phone
//! shows the games, laid out and painted, while the WebAssembly is still downloading, and the app
//! only has to attach the search box, the stars and the buttons to markup that is already there
//! (`ui::screens::games`). This module is the one place that markup is written, for the page and
//! for the parts the app redraws (the shortlists), and it holds the search itself.
//!
//! It is plain Rust, compiled natively too, so that the test can write the page.

use crate::engine::game::catalogue::{listed, listing};

/// Where the generated markup starts and ends in `index.html`.
pub const MARKERS: (&str, &str) = ("<!-- first screen: start -->", "<!-- first screen: end -->");

/// One row of the list: what the screen shows of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub id: &'static str,
    pub family: &'static str,
    /// The name without a prefix that repeats the family ("High/low/hand (3 points)").
    pub title: &'static str,
    pub summary: &'static str,
}

/// One of the user's games as the list shows it, read from the store without validating it (the
/// first screen builds no game; the rules card validates it when it opens).
#[derive(Clone, Debug, Default, PartialEq, serde::Deserialize)]
pub struct MyRow {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub summary: String,
}

impl MyRow {
    /// Whether the row matches every word of the search text, case folded for ASCII and Latin-1
    /// (a user's names may have accents; the catalogue's are ASCII).
    pub fn matches(&self, query: &str) -> bool {
        let fold = |t: &str| t.chars().map(crate::engine::seating::fold_case).collect::<String>();
        let text = fold(&format!("Your games {} {} {}", self.name, self.id, self.summary));
        query.split_whitespace().all(|word| text.contains(&fold(word)))
    }
}

/// The user's games as list rows (the same row as a catalogue game's, so the list's taps, stars
/// and search work alike), each star as `favourites` has it.
pub fn my_rows_markup(rows: &[MyRow], favourites: &[String]) -> String {
    let mut html = String::new();
    for (i, row) in rows.iter().enumerate() {
        let name_id = format!("my-game-name-{i}");
        let (pressed, glyph) = star(favourites.contains(&row.id));
        html += &format!(
            "<li class=\"games__item\" data-game=\"{}\">\
             <button type=\"button\" class=\"games__open\">\
             <span class=\"games__name\" id=\"{name_id}\">{}</span>\
             <span class=\"games__summary\">{}</span></button>\
             <button type=\"button\" class=\"games__star\" aria-pressed=\"{pressed}\" \
             aria-label=\"Favourite\" aria-describedby=\"{name_id}\">{glyph}</button></li>",
            escape(&row.id),
            escape(&row.name),
            escape(&row.summary),
        );
    }
    html
}

/// The catalogue as rows, in catalogue order.
pub fn entries() -> Vec<Entry> {
    listing()
        .iter()
        .map(|spec| {
            // "Double board: High/high/hand" reads "High/high/hand" under its family heading;
            // "Omaha: High" keeps its prefix under "Hold'em and Omaha".
            let title = spec
                .name
                .strip_prefix(spec.family)
                .and_then(|rest| rest.strip_prefix(": "))
                .unwrap_or(spec.name);
            Entry { id: spec.id, family: spec.family, title, summary: spec.summary }
        })
        .collect()
}

/// Whether a row matches every word of the search text.
pub fn matches(entry: &Entry, query: &str) -> bool {
    has_every_word(&format!("{} {} {} {}", entry.family, entry.title, entry.id, entry.summary), query)
}

/// Whether `text` holds every word of the search text. Case is folded in ASCII only: the
/// catalogue's letters are all ASCII, and Unicode's case tables would cost the bundle ~20 KB.
fn has_every_word(text: &str, query: &str) -> bool {
    let haystack = text.to_ascii_lowercase();
    query.split_whitespace().all(|word| haystack.contains(&word.to_ascii_lowercase()))
}

/// What the count line says: the games shown, and the scorers when some are (the list's other
/// buttons, searched too, so that a search that finds only a scorer does not say "0 games").
pub fn count_text(games: usize, scorers: usize) -> String {
    let games_text = match games {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    };
    let scorers_text = match scorers {
        1 => "1 scorer".to_string(),
        n => format!("{n} scorers"),
    };
    match (games, scorers) {
        (_, 0) => games_text,
        (0, _) => scorers_text,
        _ => format!("{games_text} and {scorers_text}"),
    }
}

/// A screen the list opens besides a CAP game: a scorer for a table game that is not a CAP layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scorer {
    /// The name the app knows the screen by (`data-screen`).
    pub screen: &'static str,
    /// The button's words.
    pub label: &'static str,
    /// More words a search finds it by.
    pub words: &'static str,
}

impl Scorer {
    /// Whether the scorer matches every word of the search text, as a game row does (its section's
    /// name counts, as a game's family does).
    pub fn matches(&self, query: &str) -> bool {
        has_every_word(&format!("{SCORERS_FAMILY} {} {} {}", self.label, self.screen, self.words), query)
    }
}

/// The heading the scorers are listed under.
const SCORERS_FAMILY: &str = "Chinese poker";

/// The scorers, in the order the list shows them.
pub const SCORERS: [Scorer; 3] = [
    Scorer {
        screen: "chinese",
        label: "Chinese poker scorer",
        words: "13 cards set as front, middle and back; rule sets, special hands, surrender, pool",
    },
    Scorer { screen: "ofc", label: "Open Face Chinese", words: "OFC, Pineapple, royalties, Fantasyland" },
    Scorer {
        screen: "draw32",
        label: "32-card draw",
        words: "stripped deck, five-card draw, blinds, Parole",
    },
];

/// A star's pressed state and glyph.
pub fn star(on: bool) -> (&'static str, &'static str) {
    if on {
        ("true", "★")
    } else {
        ("false", "☆")
    }
}

/// Text made safe to put in markup, inside an element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The whole games screen as the page first shows it: every row showing, no star pressed, the
/// shortlists empty and hidden (the app fills them from what is saved on the phone).
pub fn games_markup() -> String {
    let rows = entries();
    let mut html = String::with_capacity(rows.len() * 360);
    html += "<section class=\"games\" aria-labelledby=\"games-title\">\
             <h2 id=\"games-title\" class=\"games__title\">Games</h2>\
             <label class=\"games__search\"><span class=\"visually-hidden\">Search games</span>\
             <input type=\"search\" placeholder=\"Search games\" autocomplete=\"off\"></label>";
    for (title, list) in [("Favourites", "favourites"), ("Recently played", "recent")] {
        html += &format!(
            "<section class=\"games__shortlist\" aria-label=\"{title}\" data-list=\"{list}\" hidden>\
             <h3 class=\"games__family-name\">{title}</h3><ul class=\"games__chips\"></ul></section>"
        );
    }
    html += &format!(
        "<p class=\"games__count\" aria-live=\"polite\">{}</p>",
        count_text(rows.len(), SCORERS.len())
    );
    // A table's own game: the designer (its own screen, opened like the scorers).
    html += "<button type=\"button\" class=\"primary-button games__design\" data-screen=\"designer\">\
             Design a game</button>";
    // The user's games, filled in by the app from what is saved on the phone.
    html +=
        "<section class=\"games__family games__mine\" aria-label=\"Your games\" data-list=\"mine\" hidden>\
             <h3 class=\"games__family-name\">Your games</h3><ul class=\"games__list\"></ul></section>";
    html += "<div class=\"games__catalogue\" role=\"region\" aria-label=\"Game catalogue\">";
    let mut families: Vec<&str> = Vec::new();
    for row in &rows {
        if !families.contains(&row.family) {
            families.push(row.family);
        }
    }
    for family in families {
        let family_text = escape(family);
        html += &format!(
            "<section class=\"games__family\" aria-label=\"{family_text}\">\
             <h3 class=\"games__family-name\">{family_text}</h3><ul class=\"games__list\">"
        );
        for e in rows.iter().filter(|e| e.family == family) {
            let id = escape(e.id);
            let name_id = format!("game-name-{}", id.replace('/', "-"));
            let (pressed, glyph) = star(false);
            html += &format!(
                "<li class=\"games__item\" data-game=\"{id}\">\
                 <button type=\"button\" class=\"games__open\">\
                 <span class=\"games__name\" id=\"{name_id}\">{}</span>\
                 <span class=\"games__summary\">{}</span></button>\
                 <button type=\"button\" class=\"games__star\" aria-pressed=\"{pressed}\" \
                 aria-label=\"Favourite\" aria-describedby=\"{name_id}\">{glyph}</button></li>",
                escape(e.title),
                escape(e.summary),
            );
        }
        html += "</ul></section>";
    }
    html += &format!(
        "</div><section class=\"games__family games__scorers\" aria-label=\"{SCORERS_FAMILY}\">\
         <h3 class=\"games__family-name\">{SCORERS_FAMILY}</h3>"
    );
    for s in SCORERS {
        html += &format!(
            "<button type=\"button\" class=\"primary-button\" data-screen=\"{}\">{}</button>",
            s.screen, s.label
        );
    }
    html += "</section><p class=\"games__empty\" role=\"status\" hidden>No game matches that search.</p>\
             </section>";
    html
}

/// The chips of a shortlist (favourites, recently played): a button per game still in the
/// catalogue or among the user's games (`mine`), which opens it.
pub fn shortlist_markup(ids: &[String], mine: &[MyRow]) -> String {
    ids.iter()
        .filter_map(|id| {
            listed(id)
                .map(|g| (g.id, g.name))
                .or_else(|| mine.iter().find(|r| &r.id == id).map(|r| (r.id.as_str(), r.name.as_str())))
        })
        .map(|(id, name)| {
            format!(
                "<li><button type=\"button\" class=\"games__chip\" data-game=\"{}\">{}</button></li>",
                escape(id),
                escape(name)
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_escapes_what_markup_would_read() {
        assert_eq!(escape(r#"Hold'em <8> & "low""#), "Hold&#39;em &lt;8&gt; &amp; &quot;low&quot;");
    }

    #[test]
    fn search_needs_every_word_in_any_case() {
        let rows = entries();
        let tilt: Vec<_> = rows.iter().filter(|e| matches(e, "TILT 5")).map(|e| e.title).collect();
        assert_eq!(tilt, ["Tilt (5 points)"]);
        assert_eq!(rows.iter().filter(|e| matches(e, "  ")).count(), rows.len());
        assert_eq!(rows.iter().filter(|e| matches(e, "bullseye zzz")).count(), 0);
    }

    #[test]
    fn issue_24_a_search_finds_the_scorers_and_counts_them() {
        // "chinese" found the three scorers' buttons under "0 games ... No game matches".
        let games = entries().iter().filter(|e| matches(e, "chinese")).count();
        let scorers: Vec<&str> = SCORERS.iter().filter(|s| s.matches("chinese")).map(|s| s.screen).collect();
        assert_eq!((games, scorers.as_slice()), (0, ["chinese", "ofc", "draw32"].as_slice()));
        assert_eq!(count_text(games, scorers.len()), "3 scorers");
        let pineapple: Vec<&str> =
            SCORERS.iter().filter(|s| s.matches("PINEAPPLE")).map(|s| s.screen).collect();
        assert_eq!(pineapple, ["ofc"]);
        assert_eq!(SCORERS.iter().filter(|s| s.matches("bullseye")).count(), 0);
        assert_eq!(count_text(1, 0), "1 game");
        assert_eq!(count_text(0, 1), "1 scorer");
        assert_eq!(count_text(55, 3), "55 games and 3 scorers");
        assert_eq!(count_text(0, 0), "0 games");
    }

    #[test]
    fn issue_21_the_users_games_are_rows_starred_searched_and_in_the_shortlists() {
        let rows = vec![
            MyRow { id: "mine/a".into(), name: "Crème <b>".into(), summary: "Two boards".into() },
            MyRow { id: "mine/b".into(), name: "Plain".into(), summary: String::new() },
        ];
        let html = my_rows_markup(&rows, &["mine/b".into()]);
        assert_eq!(html.matches("class=\"games__item\"").count(), 2);
        assert!(html.contains("data-game=\"mine/a\"") && html.contains("Crème &lt;b&gt;"), "{html}");
        assert!(html
            .contains("aria-pressed=\"true\" aria-label=\"Favourite\" aria-describedby=\"my-game-name-1\""));
        assert!(rows[0].matches("CRÈME boards") && !rows[0].matches("plain"));
        assert!(rows[1].matches("your games"));
        let chips = shortlist_markup(&["mine/b".into(), "holdem/high".into(), "mine/gone".into()], &rows);
        assert_eq!(chips.matches("games__chip").count(), 2);
        assert!(
            chips.starts_with("<li><button type=\"button\" class=\"games__chip\" data-game=\"mine/b\">Plain")
        );
    }

    #[test]
    fn a_shortlist_skips_ids_no_longer_in_the_catalogue() {
        let ids = ["holdem/high".to_string(), "no/such-game".to_string()];
        assert_eq!(
            shortlist_markup(&ids, &[]),
            "<li><button type=\"button\" class=\"games__chip\" data-game=\"holdem/high\">Hold&#39;em: High</button></li>"
        );
    }
}
