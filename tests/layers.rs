//! Layers you can see (issue 33, item 5). Every path into the crate written in `src/` is an arrow
//! from the file that writes it to the file that defines what it names: `use` lines (grouped or
//! not, `self` and `super` read from the file's module), `crate::…`, `super::…` and `self::…`
//! written inline in code, and paths through a module imported by name. An item path such as
//! `crate::engine::deal::Table` leads to the deepest module that is a file, and on through that
//! module's `pub use` to the file that defines the item; a `pub use` is no arrow itself. Comments,
//! strings (but for serde's `with = "path"`) and test code (any item under `#[cfg(test)]`) are
//! not read: tests may use anything.
//!
//! - no circle between files;
//! - no circle between folders: inside each folder its modules (a file, or a subfolder with its
//!   `mod.rs` or `name.rs`) are the nodes, and an arrow between two files is an arrow between the
//!   two modules they sit in below the folder they share (`engine/deal/table.rs` using
//!   `engine/game/spec.rs` is `deal` → `game` in `engine/`);
//! - no arrow runs up a declared layer table ([`LAYERS`]), and every module of a folder with a
//!   table is in it.

use crate::conventions::{all_files, SRC};
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::Path;

/// The layer tables, lowest layer first: a module may use its own layer and the ones before it.
/// The folder is written as a module path below `src/` (`""` is `src/` itself).
const LAYERS: [(&str, &[&[&str]]); 2] = [
    (
        "",
        &[
            // Pure poker rules: no web crate, no I/O.
            &["engine"],
            // What the screens edit and remember, as plain values tested natively.
            &["model"],
            // The games list as markup, written into index.html and redrawn by the app.
            &["first_screen"],
            // The two faces: the command line (native) and the Leptos app (wasm32).
            &["cli", "ui"],
            // The crate root and the one binary.
            &["lib", "main"],
        ],
    ),
    (
        "engine",
        &[
            // What any layer uses.
            &["invariant", "sort", "fixed", "text", "json_words", "amount", "nfc", "seating", "rng"],
            // Cards (and their short text in saved values), how strong five cards are, which cards
            // may be combined.
            &["card", "card_set", "serde_cards"],
            &["ranking"],
            &["select"],
            // Pots, the betting rounds, the dealing house rules a table chooses.
            &["pot", "betting"],
            &["house_rules"],
            // What happened at a table, as data (the deal replays it; the draft keeps it).
            &["deal_log"],
            // The games with engines of their own, beside the CAP layers (the dealing guide deals
            // 32-card draw too).
            &["chinese", "draw32"],
            // CAP games as declarations, a hand resolved, who's ahead.
            &["game"],
            &["showdown"],
            &["equity"],
            // The hand being entered and the dealing guide, which hands the dealt hand over as one.
            &["draft"],
            &["deal"],
            // Every game in one list; the whole evening at one table.
            &["games"],
            &["evening"],
            // The edge: the hand file format.
            &["hand_file"],
        ],
    ),
];

/// Folders whose root file (`mod.rs` or `name.rs`) still defines items its own files use, while it
/// uses them: a circle between the root and a file of the folder, each to be cut by moving what
/// the files share into a file of its own, so that the root shows only the folder's public face
/// (its `pub mod`s and `pub use`s) and what is built on the parts. Only the arrows from a file of
/// the folder to its root are let through; taken off the list once none is on a circle.
const FACES_STILL_DEFINING: [&str; 4] =
    ["engine/game/mod.rs", "engine/hand_file.rs", "engine/ranking/mod.rs", "model/designer/mod.rs"];

/// A module path below `crate` (`["engine", "deal"]`).
type Module = Vec<String>;

/// One file of `src/`.
struct Source {
    /// Its path below `src/`, with `/`.
    path: String,
    /// The module it is; a folder's `mod.rs` (or `name.rs` beside `name/`) is the folder's module.
    module: Module,
    text: String,
    /// The text with comments and string and character literals blanked, same byte offsets.
    code: String,
}

/// A path written in a file: where, and the module path it names (below `crate`).
#[derive(Clone, Debug, PartialEq)]
struct Written {
    at: usize,
    path: Vec<String>,
}

/// What a file says: the paths it writes, and the names its `pub use` lines give to other paths.
#[derive(Default)]
struct Reading {
    paths: Vec<Written>,
    reexports: BTreeMap<String, Vec<String>>,
    globs: Vec<Vec<String>>,
}

/// Where an arrow is written: the file, the line and the line's text.
#[derive(Clone, Debug)]
struct Witness {
    file: String,
    line: usize,
    text: String,
}

impl std::fmt::Display for Witness {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "src/{}:{}: {}", self.file, self.line, self.text)
    }
}

/// The arrows between named nodes, each with the first place it is written.
type Graph = BTreeMap<String, BTreeMap<String, Witness>>;

/// The text with comments and the insides of string and character literals replaced by spaces
/// (newlines kept), so that offsets and line numbers stay those of the text.
fn blank(text: &str) -> String {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = String::with_capacity(text.len());
    let space = |c: char, out: &mut String| {
        if c == '\n' {
            out.push('\n');
        } else {
            out.extend(std::iter::repeat_n(' ', c.len_utf8()));
        }
    };
    let at = |i: usize| chars.get(i).map_or('\0', |&(_, c)| c);
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut i = 0;
    while i < chars.len() {
        let c = at(i);
        let prev = if i == 0 { ' ' } else { at(i - 1) };
        if c == '/' && at(i + 1) == '/' {
            while i < chars.len() && at(i) != '\n' {
                space(at(i), &mut out);
                i += 1;
            }
        } else if c == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < chars.len() {
                if at(i) == '/' && at(i + 1) == '*' {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if at(i) == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    space(at(i), &mut out);
                    i += 1;
                }
            }
        } else if !ident(prev) && (c == 'r' || (c == 'b' && at(i + 1) == 'r')) && {
            let mut j = i + if c == 'b' { 2 } else { 1 };
            while at(j) == '#' {
                j += 1;
            }
            at(j) == '"'
        } {
            // A raw string: r"…", r#"…"#, br"…".
            let mut j = i + if c == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while at(j) == '#' {
                hashes += 1;
                j += 1;
            }
            for k in i..=j {
                space(at(k), &mut out);
            }
            i = j + 1;
            while i < chars.len() {
                if at(i) == '"' && (1..=hashes).all(|h| at(i + h) == '#') {
                    for k in i..=i + hashes {
                        space(at(k), &mut out);
                    }
                    i += hashes + 1;
                    break;
                }
                space(at(i), &mut out);
                i += 1;
            }
        } else if c == '"' && out.trim_end().strip_suffix('=').is_some_and(|o| o.trim_end().ends_with("with"))
        {
            // A path in a string that names code: serde's `with = "…"`.
            let close = (i + 1..chars.len()).find(|&k| at(k) == '"').unwrap_or(chars.len() - 1);
            out.push(' ');
            out.extend(chars[i + 1..close].iter().map(|&(_, c)| c));
            out.push(' ');
            i = close + 1;
        } else if c == '"' {
            space(c, &mut out);
            i += 1;
            while i < chars.len() && at(i) != '"' {
                if at(i) == '\\' {
                    space(at(i), &mut out);
                    i += 1;
                }
                space(at(i), &mut out);
                i += 1;
            }
            space(at(i), &mut out);
            i += 1;
        } else if c == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A character literal (not a lifetime): '\n', '\'', '{', '♠'.
            let close = if at(i + 1) == '\\' {
                (i + 3..chars.len()).find(|&k| at(k) == '\'').unwrap_or(chars.len() - 1)
            } else {
                i + 2
            };
            for k in i..=close {
                space(at(k), &mut out);
            }
            i = close + 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Sep,
    Punct(char),
}

/// The code's tokens, each with its byte offset.
fn tokens(code: &str) -> Vec<(usize, Tok)> {
    let mut out = Vec::new();
    let mut it = code.char_indices().peekable();
    while let Some((at, c)) = it.next() {
        if c.is_alphanumeric() || c == '_' {
            let mut word = String::from(c);
            while let Some(&(_, d)) = it.peek().filter(|(_, d)| d.is_alphanumeric() || *d == '_') {
                word.push(d);
                it.next();
            }
            out.push((at, Tok::Ident(word)));
        } else if c == ':' && it.peek().is_some_and(|&(_, d)| d == ':') {
            it.next();
            out.push((at, Tok::Sep));
        } else if !c.is_whitespace() {
            out.push((at, Tok::Punct(c)));
        }
    }
    out
}

fn is(tok: Option<&(usize, Tok)>, want: &Tok) -> bool {
    tok.is_some_and(|(_, t)| t == want)
}

fn word(s: &str) -> Tok {
    Tok::Ident(s.to_string())
}

/// The index after the item starting at `i`: its `;`, or its closing `}` (brackets counted).
fn after_item(toks: &[(usize, Tok)], mut i: usize) -> usize {
    let mut depth = 0i32;
    while let Some((_, t)) = toks.get(i) {
        i += 1;
        match t {
            Tok::Punct('{' | '(' | '[') => depth += 1,
            Tok::Punct('}' | ')' | ']') => {
                depth -= 1;
                if depth == 0 && *t == Tok::Punct('}') {
                    return i;
                }
            }
            Tok::Punct(';') if depth == 0 => return i,
            _ => {}
        }
    }
    i
}

/// The index after the attribute `#[…]` starting at `i`.
fn after_attribute(toks: &[(usize, Tok)], i: usize) -> usize {
    let mut depth = 0;
    for (k, (_, t)) in toks.iter().enumerate().skip(i + 1) {
        match t {
            Tok::Punct('[') => depth += 1,
            Tok::Punct(']') => {
                depth -= 1;
                if depth == 0 {
                    return k + 1;
                }
            }
            _ => {}
        }
    }
    toks.len()
}

/// The leaves of the use tree starting at `i`: each path with the name it binds (`None` for a
/// glob), and the index after the tree.
fn use_tree(
    toks: &[(usize, Tok)],
    mut i: usize,
    mut segs: Vec<String>,
    out: &mut Vec<(usize, Vec<String>, Option<String>)>,
) -> usize {
    let start = toks.get(i).map_or(0, |(at, _)| *at);
    loop {
        match toks.get(i).map(|(_, t)| t) {
            Some(Tok::Ident(s)) => {
                segs.push(s.clone());
                i += 1;
            }
            Some(Tok::Punct('{')) => {
                i += 1;
                while let Some((_, t)) = toks.get(i) {
                    match t {
                        Tok::Punct('}') => return i + 1,
                        Tok::Punct(',') => i += 1,
                        _ => i = use_tree(toks, i, segs.clone(), out),
                    }
                }
                return i;
            }
            Some(Tok::Punct('*')) => {
                out.push((start, segs, None));
                return i + 1;
            }
            _ => break,
        }
        if is(toks.get(i), &Tok::Sep) {
            i += 1;
        } else {
            break;
        }
    }
    if segs.last().is_some_and(|s| s == "self") {
        segs.pop();
    }
    let mut name = segs.last().cloned();
    if is(toks.get(i), &word("as")) {
        name = toks.get(i + 1).and_then(|(_, t)| if let Tok::Ident(n) = t { Some(n.clone()) } else { None });
        i += 2;
    }
    out.push((start, segs, name));
    i
}

/// `segs` written in module `here` as a path below `crate`, if it leads into the crate.
fn absolute(
    segs: &[String],
    here: &[String],
    aliases: &BTreeMap<String, Vec<String>>,
    modules: &BTreeSet<Module>,
) -> Option<Vec<String>> {
    let first = segs.first()?;
    let mut out: Vec<String>;
    let mut rest = &segs[1..];
    match first.as_str() {
        "crate" => out = Vec::new(),
        "self" => out = here.to_vec(),
        "super" => {
            out = here[..here.len().checked_sub(1)?].to_vec();
            while rest.first().is_some_and(|s| s == "super") {
                out.pop()?;
                rest = &rest[1..];
            }
        }
        name => {
            if let Some(path) = aliases.get(name) {
                out = path.clone();
            } else {
                let child: Vec<String> = here.iter().cloned().chain([name.to_string()]).collect();
                if !modules.contains(&child) {
                    return None;
                }
                out = child;
            }
        }
    }
    out.extend(rest.iter().filter(|s| *s != "self").cloned());
    Some(out)
}

/// Reads the paths a file writes into the crate. `here` is the file's module; `modules` every
/// module that is a file; `aliases` names bound before reading (the binary's `cap`).
fn read(
    code: &str,
    here: &[String],
    modules: &BTreeSet<Module>,
    mut aliases: BTreeMap<String, Vec<String>>,
) -> Reading {
    let toks = tokens(code);
    let mut reading = Reading::default();
    let mut depth = 0usize;
    // Inline modules (`mod words { … }`): their names and the depth inside them.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let module: Vec<String> = here.iter().cloned().chain(inline.iter().map(|(n, _)| n.clone())).collect();
        let (at, tok) = &toks[i];
        match tok {
            Tok::Punct('#')
                if toks[i + 1..].iter().take(6).map(|(_, t)| t.clone()).eq([
                    Tok::Punct('['),
                    word("cfg"),
                    Tok::Punct('('),
                    word("test"),
                    Tok::Punct(')'),
                    Tok::Punct(']'),
                ]) =>
            {
                let mut j = i + 7;
                while is(toks.get(j), &Tok::Punct('#')) {
                    j = after_attribute(&toks, j);
                }
                i = after_item(&toks, j);
            }
            Tok::Ident(w)
                if w == "mod"
                    && matches!(toks.get(i + 1), Some((_, Tok::Ident(_))))
                    && is(toks.get(i + 2), &Tok::Punct('{')) =>
            {
                if let Some((_, Tok::Ident(name))) = toks.get(i + 1) {
                    depth += 1;
                    inline.push((name.clone(), depth));
                }
                i += 3;
            }
            Tok::Punct('{') => {
                depth += 1;
                i += 1;
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|(_, d)| *d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
            }
            Tok::Ident(w) if w == "use" => {
                let public = i > 0
                    && (is(toks.get(i - 1), &word("pub"))
                        || (is(toks.get(i - 1), &Tok::Punct(')'))
                            && toks[..i].iter().rev().take(6).any(|(_, t)| *t == word("pub"))));
                let mut leaves = Vec::new();
                i = use_tree(&toks, i + 1, Vec::new(), &mut leaves);
                for (start, segs, name) in leaves {
                    let Some(path) = absolute(&segs, &module, &aliases, modules) else { continue };
                    match name {
                        None if public && inline.is_empty() => reading.globs.push(path.clone()),
                        Some(name) if public && inline.is_empty() => {
                            reading.reexports.insert(name, path.clone());
                        }
                        _ => {}
                    }
                    if public {
                        // A re-export is no use by this file: whoever uses the name is led on
                        // through it to the file that defines it.
                        continue;
                    }
                    match segs.last().filter(|_| modules.contains(&path)) {
                        // A module imported by name: the arrows are the paths written through it.
                        Some(last) if last != "crate" && last != "super" => {
                            aliases.insert(last.clone(), path);
                        }
                        _ => reading.paths.push(Written { at: start, path }),
                    }
                }
            }
            Tok::Ident(first)
                if is(toks.get(i + 1), &Tok::Sep)
                    && !(i > 0 && is(toks.get(i - 1), &Tok::Sep))
                    // A visibility, `pub(in crate::engine)`, is no use.
                    && !(i > 0 && is(toks.get(i - 1), &word("in")))
                    && first != "Self" =>
            {
                let mut segs = vec![first.clone()];
                let mut j = i + 1;
                while is(toks.get(j), &Tok::Sep) {
                    match toks.get(j + 1) {
                        Some((_, Tok::Ident(s))) => segs.push(s.clone()),
                        _ => break,
                    }
                    j += 2;
                }
                if let Some(mut path) = absolute(&segs, &module, &aliases, modules) {
                    // A module is no value: written in code, `super::screens` is the parent's
                    // function `screens` (a function and a module may share a name).
                    if modules.contains(&path) {
                        path.pop();
                    }
                    reading.paths.push(Written { at: *at, path });
                }
                i = j;
            }
            _ => i += 1,
        }
    }
    reading
}

/// Whether the code defines `name` as a public item.
fn defines(code: &str, name: &str) -> bool {
    let toks = tokens(code);
    toks.windows(2).any(|w| {
        matches!(&w[0].1, Tok::Ident(k) if ["struct", "enum", "fn", "trait", "type", "const", "static", "mod", "union"].contains(&k.as_str()))
            && w[1].1 == word(name)
    })
}

/// Every file of `src/`, read, and the arrows between them.
struct Crate {
    sources: Vec<Source>,
    readings: Vec<Reading>,
    by_module: BTreeMap<Module, usize>,
}

impl Crate {
    fn read() -> Crate {
        let src = Path::new(SRC);
        let mut sources: Vec<Source> = all_files(src)
            .into_iter()
            .map(|(path, text)| {
                let rel = path.strip_prefix(src).unwrap_or(&path).to_string_lossy().replace('\\', "/");
                let mut module: Module = rel.trim_end_matches(".rs").split('/').map(String::from).collect();
                if module.last().is_some_and(|m| m == "mod" || m == "lib") {
                    module.pop();
                }
                let code = blank(&text);
                Source { path: rel, module, text, code }
            })
            .collect();
        sources.sort_by(|a, b| a.path.cmp(&b.path));
        let by_module: BTreeMap<Module, usize> =
            sources.iter().enumerate().map(|(i, s)| (s.module.clone(), i)).collect();
        let modules: BTreeSet<Module> = by_module.keys().cloned().collect();
        let readings = sources
            .iter()
            .map(|s| {
                let mut aliases = BTreeMap::new();
                if s.path == "main.rs" {
                    aliases.insert("cap".to_string(), Vec::new());
                }
                read(&s.code, &s.module, &modules, aliases)
            })
            .collect();
        Crate { sources, readings, by_module }
    }

    /// The file that defines what `path` names: the deepest module that is a file, then on
    /// through that module's `pub use`.
    fn locate(&self, path: &[String], hops: usize) -> usize {
        let mut k = path.len();
        while k > 0 && !self.by_module.contains_key(&path[..k]) {
            k -= 1;
        }
        let file = self.by_module[&path[..k]];
        let Some(name) = path.get(k).filter(|_| hops < 16) else { return file };
        let reading = &self.readings[file];
        let onward = |target: &[String]| target.iter().chain(&path[k + 1..]).cloned().collect::<Vec<_>>();
        if let Some(target) = reading.reexports.get(name) {
            return self.locate(&onward(target), hops + 1);
        }
        if defines(&self.sources[file].code, name) {
            return file;
        }
        for glob in &reading.globs {
            let module = self.locate(glob, hops + 1);
            if defines(&self.sources[module].code, name) || self.readings[module].reexports.contains_key(name)
            {
                let mut target = glob.clone();
                target.push(name.clone());
                return self.locate(&onward(&target), hops + 1);
            }
        }
        file
    }

    fn witness(&self, file: usize, at: usize) -> Witness {
        let source = &self.sources[file];
        let line = source.text[..at].matches('\n').count();
        let text = source.text.lines().nth(line).unwrap_or_default().trim().to_string();
        Witness { file: source.path.clone(), line: line + 1, text }
    }

    /// Every arrow between two files: (from, to, where it is written).
    fn arrows(&self) -> Vec<(usize, usize, Witness)> {
        let mut out = Vec::new();
        for (from, reading) in self.readings.iter().enumerate() {
            for written in &reading.paths {
                let to = self.locate(&written.path, 0);
                if to != from {
                    out.push((from, to, self.witness(from, written.at)));
                }
            }
        }
        out
    }

    /// Whether `from` is a file of the folder whose root file is `to`.
    fn to_own_root(&self, from: usize, to: usize) -> bool {
        let (a, b) = (&self.sources[from].module, &self.sources[to].module);
        a.len() == b.len() + 1 && a.starts_with(b)
    }

    /// The graph of files, with or without the arrows into the roots still defining
    /// ([`FACES_STILL_DEFINING`]).
    fn files(&self, all: bool) -> Graph {
        let mut graph = Graph::new();
        for (from, to, witness) in self.arrows() {
            let listed = FACES_STILL_DEFINING.contains(&self.sources[to].path.as_str());
            if !all && listed && self.to_own_root(from, to) {
                continue;
            }
            let edges = graph.entry(self.sources[from].path.clone()).or_default();
            edges.entry(self.sources[to].path.clone()).or_insert(witness);
        }
        graph
    }

    /// The graph of each folder's modules, by folder (a module path joined with `/`).
    fn folders(&self) -> BTreeMap<String, Graph> {
        let mut out: BTreeMap<String, Graph> = BTreeMap::new();
        for (from, to, witness) in self.arrows() {
            let (a, b) = (&self.sources[from].module, &self.sources[to].module);
            let shared = a.iter().zip(b).take_while(|(x, y)| x == y).count();
            // The binary is beside the crate's root, not inside it.
            let (a, b) = (top(&self.sources[from], a), top(&self.sources[to], b));
            let (Some(x), Some(y)) = (a.get(shared), b.get(shared)) else { continue };
            let folder = a[..shared].join("/");
            let edges = out.entry(folder).or_default().entry(x.clone()).or_default();
            edges.entry(y.clone()).or_insert(witness);
        }
        out
    }
}

/// The module path of a file as a node at the top of `src/`: `lib.rs` is the node `lib`.
fn top(source: &Source, module: &[String]) -> Vec<String> {
    if source.path == "lib.rs" {
        vec!["lib".to_string()]
    } else {
        module.to_vec()
    }
}

/// The circles among each group of nodes that reach each other (a node using itself is no
/// circle): the shortest circle through each node of the group that no circle found so far passes
/// through, as the nodes along it, the first again at the end.
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    let reach = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut todo = vec![from.clone()];
        while let Some(at) = todo.pop() {
            for next in graph.get(&at).into_iter().flat_map(|e| e.keys()) {
                if seen.insert(next.clone()) {
                    todo.push(next.clone());
                }
            }
        }
        seen
    };
    let mut placed = BTreeSet::new();
    let mut out = Vec::new();
    for start in graph.keys() {
        if placed.contains(start) || !reach(start).contains(start) {
            continue;
        }
        let group: BTreeSet<String> = reach(start).into_iter().filter(|n| reach(n).contains(start)).collect();
        placed.extend(group.iter().cloned());
        if group.len() < 2 {
            continue;
        }
        // The shortest circle through each node of the group not yet on one found.
        let mut on_one: BTreeSet<String> = BTreeSet::new();
        for first in &group {
            if on_one.contains(first) {
                continue;
            }
            if let Some(circle) = shortest_circle(graph, &group, first) {
                on_one.extend(circle.iter().cloned());
                out.push(circle);
            }
        }
    }
    out
}

/// The shortest circle from `start` back to it inside `group`, breadth first.
fn shortest_circle(graph: &Graph, group: &BTreeSet<String>, start: &String) -> Option<Vec<String>> {
    let mut before: BTreeMap<String, String> = BTreeMap::new();
    let mut queue = VecDeque::from([start.clone()]);
    while let Some(at) = queue.pop_front() {
        for next in graph.get(&at).into_iter().flat_map(|e| e.keys()) {
            if next == start {
                let mut path = vec![at.clone()];
                while let Some(p) = before.get(path.last().unwrap_or(start)) {
                    path.push(p.clone());
                }
                path.reverse();
                path.push(start.clone());
                return Some(path);
            }
            if group.contains(next) && !before.contains_key(next) {
                before.insert(next.clone(), at.clone());
                queue.push_back(next.clone());
            }
        }
    }
    None
}

/// Each circle in words: the nodes along it, then one place each arrow is written.
fn describe(what: &str, graph: &Graph, circle: &[String]) -> String {
    let mut out = format!("{what}: {}", circle.join(" → "));
    for pair in circle.windows(2) {
        out.push_str(&format!("\n    {} → {}: {}", pair[0], pair[1], graph[&pair[0]][&pair[1]]));
    }
    out
}

#[test]
fn no_circle_between_files() {
    let files = Crate::read().files(false);
    let found: Vec<String> = circles(&files).iter().map(|c| describe("files", &files, c)).collect();
    assert!(
        found.is_empty(),
        "circles between files (move the shared item down, or merge):\n{}",
        found.join("\n")
    );
}

#[test]
fn each_face_still_defining_is_on_a_circle() {
    let files = Crate::read().files(true);
    for face in FACES_STILL_DEFINING {
        let on_one = circles(&files).iter().any(|c| c.iter().any(|f| f == face));
        assert!(on_one, "src/{face} is on no circle now: take it off FACES_STILL_DEFINING");
    }
}

#[test]
fn no_circle_between_folders() {
    let mut found = Vec::new();
    for (folder, graph) in Crate::read().folders() {
        for circle in circles(&graph) {
            found.push(describe(&format!("in src/{folder}"), &graph, &circle));
        }
    }
    assert!(found.is_empty(), "circles between the modules of a folder:\n{}", found.join("\n"));
}

#[test]
fn no_arrow_runs_up_a_layer() {
    let folders = Crate::read().folders();
    let mut found = Vec::new();
    for (folder, table) in LAYERS {
        let layer = |node: &str| table.iter().position(|l| l.contains(&node));
        let graph = folders.get(folder).cloned().unwrap_or_default();
        let nodes: BTreeSet<&String> =
            graph.iter().flat_map(|(from, e)| std::iter::once(from).chain(e.keys())).collect();
        for node in nodes {
            if layer(node).is_none() {
                found.push(format!("src/{folder}: `{node}` is in no layer of the table (add it to LAYERS)"));
            }
        }
        for (from, edges) in &graph {
            for (to, witness) in edges {
                if let (Some(a), Some(b)) = (layer(from), layer(to)) {
                    if b > a {
                        found.push(format!(
                            "src/{folder}: `{from}` (layer {a}) uses `{to}` (layer {b}), above it\n    {witness}"
                        ));
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "arrows up the layers:\n{}", found.join("\n"));
}

#[test]
fn the_layer_tables_name_only_modules_that_exist() {
    let sources = Crate::read().sources;
    for (folder, table) in LAYERS {
        for node in table.iter().flat_map(|l| l.iter()) {
            let path = if folder.is_empty() { node.to_string() } else { format!("{folder}/{node}") };
            assert!(
                sources.iter().any(|s| s.path == format!("{path}.rs") || s.path == format!("{path}/mod.rs")),
                "LAYERS names src/{path}, which is no module"
            );
        }
    }
}

fn graph(arrows: &[(&str, &str)]) -> Graph {
    let mut graph = Graph::new();
    for (line, (from, to)) in arrows.iter().enumerate() {
        let witness = Witness { file: format!("{from}.rs"), line: line + 1, text: format!("use {to};") };
        graph.entry(from.to_string()).or_default().insert(to.to_string(), witness);
    }
    graph
}

#[test]
fn the_circle_finder_finds_each_circle_and_no_other() {
    let g = graph(&[
        ("a", "b"),
        ("b", "c"),
        ("c", "a"),
        ("c", "d"),
        ("d", "e"),
        ("e", "e"),
        ("f", "g"),
        ("g", "f"),
    ]);
    let found = circles(&g);
    assert_eq!(found, [vec!["a", "b", "c", "a"], vec!["f", "g", "f"]]);
    assert_eq!(
        describe("files", &g, &found[1]),
        "files: f → g → f\n    f → g: src/f.rs:7: use g;\n    g → f: src/g.rs:8: use f;"
    );
    assert_eq!(circles(&graph(&[("a", "b"), ("b", "c"), ("a", "c"), ("e", "e")])), Vec::<Vec<String>>::new());
}

#[test]
fn the_reader_finds_every_kind_of_path() {
    let modules: BTreeSet<Module> = [
        vec![],
        vec!["engine"],
        vec!["engine", "pot"],
        vec!["engine", "deal"],
        vec!["engine", "deal", "table"],
    ]
    .into_iter()
    .map(|m| m.into_iter().map(String::from).collect())
    .collect();
    let here: Module = vec!["engine".into(), "deal".into()];
    let text = "use crate::engine::{card::Card, game::{spec::Spec, Game as G}};\n\
                use super::pot; // crate::engine::commented\n\
                pub use table::Table;\n\
                fn f() { let s = \"crate::engine::in_a_string\"; crate::engine::text::excerpt(s); pot::split(); }\n\
                mod inline { use super::table::Row; }\n\
                #[cfg(test)]\n\
                mod tests { use crate::engine::only_in_tests; }\n\
                fn g() -> Self::X { self::table::Row::new('{') }\n";
    let reading = read(&blank(text), &here, &modules, BTreeMap::new());
    let paths: Vec<String> = reading.paths.iter().map(|w| w.path.join("::")).collect();
    assert_eq!(
        paths,
        [
            "engine::card::Card",
            "engine::game::spec::Spec",
            "engine::game::Game",
            "engine::text::excerpt",
            "engine::pot::split",
            "engine::deal::table::Row",
            "engine::deal::table::Row::new",
        ]
    );
    assert_eq!(reading.reexports["Table"].join("::"), "engine::deal::table::Table");
    assert_eq!(text.lines().nth(3).map(str::len), blank(text).lines().nth(3).map(str::len));
}
