//! The games list written into `index.html` (so that a phone shows it before the WebAssembly
//! arrives) is the catalogue's, as `cap::first_screen` writes it.

use cap::first_screen::{entries, games_markup, MARKERS};

const INDEX: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/index.html");

#[test]
fn index_html_lists_the_catalogue_as_the_app_writes_it() {
    let page = std::fs::read_to_string(INDEX).expect("index.html is read");
    let (start, end) = MARKERS;
    let (Some(from), Some(to)) = (page.find(start), page.find(end)) else {
        panic!("index.html has lost its markers {start:?} and {end:?}");
    };
    let written = page[from + start.len()..to].trim();
    let expected = games_markup();
    if written == expected {
        return;
    }
    if std::env::var_os("CAP_UPDATE_INDEX").is_some() {
        let indent = page[..from].rsplit('\n').next().unwrap_or("");
        let rewritten = format!("{}{start}\n{indent}{expected}\n{indent}{}", &page[..from], &page[to..]);
        std::fs::write(INDEX, rewritten).expect("index.html is written");
        panic!("index.html was rewritten: run the tests again");
    }
    panic!(
        "index.html's games list no longer agrees with the catalogue (a game added, removed or \
         renamed, or the markup changed): run `CAP_UPDATE_INDEX=1 cargo test first_screen`"
    );
}

#[test]
fn the_first_screen_lists_every_game_once_with_its_star() {
    let html = games_markup();
    for e in entries() {
        assert_eq!(html.matches(&format!("data-game=\"{}\"", e.id)).count(), 1, "{}", e.id);
    }
    assert_eq!(html.matches("class=\"games__star\"").count(), entries().len());
    assert!(html.contains("<p class=\"games__count\" aria-live=\"polite\">60 games and 3 scorers</p>"));
}
