//! The native `cap` command line: the engine without a browser.
//!
//! Output that other programs read goes to stdout; every problem goes to stderr with a non-zero exit
//! code (2 for a usage error, 1 for bad input), so `cap` composes in scripts.

use std::io::Read;
use std::process::ExitCode;

mod deal;
mod failure;
mod layouts;

use crate::engine::game::{PointSource, Rules, Scope};
use crate::engine::games::{GameKind, Registry};
use crate::engine::hand_file::any;
use failure::Failure;

const USAGE: &str = "\
cap — the dealer's companion for Crazy Asian Poker (engine command line)

Usage: cap <command>

Commands:
  games               list every game: id, then name
  layout <game-id>    draw a game's layout (rows, or a draw hand) and list its streets, points or rules
  layout <game-id> --declaration
                      print a CAP game as its declaration (JSON, docs/declaration.md): what a hand
                      file's \"game\" may carry inline instead of the id
  showdown <file|->   resolve a hand file (JSON; - reads stdin) and print the result as JSON
  deal <game-id> [--players N] [--seed S] [--option KEY=VALUE]... [--random] [--log]
                      play one hand in learn mode (the deck shuffled from the seed) and print its
                      hand file; --random draws the table's options and every decision at random
                      (folds, bets, all-ins, extra cards, card actions, dealing errors); --log prints
                      the steps to stderr. Options: the game's own (see `cap layout`), and
                      the dealing options, which start from the game's declared defaults:
                      burns=on, esg=on|catch-up, undealt=on, christmas=on|grinch,
                      pass=N[:left|right|chosen][:every], discard=N[:every], draw=pre-flop|every,
                      buy=PRICE[+RISE][:every] (each also =off; a declaration's \"dealing\"
                      writes them with the same words)
  bet <file|->        where the betting stands after a hand file's betting actions (cards may be
                      missing): the street, the pot, who is to act, to call, the minimum and the
                      pot-limit maximum raise, contributions, folds and all-ins, as JSON
  equity <file|-> [--trials N] [--seed S] [--exact]
                      each live player's share of the pot and of each point from a hand in
                      progress (empty board places are dealt; `??` marks an unknown hole card),
                      as JSON: exact when the completions are at most N (default 20000), else N
                      random ones from the seed (default: the system's secure random source);
                      --exact enumerates every completion or refuses with the count
  evening <file|->    replay an evening file (JSON, docs/evening.md: players, chip value, buy-ins,
                      rebuys, cash-outs, hands as hand files or results, corrections) and print
                      the stacks after every event, the next dealer and the settle-up, as JSON
  help                show this message
  version             print the version
";

/// Runs the command line on `args` (without the program name) and returns the exit code.
pub fn run(args: Vec<String>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    run_with(&args, &mut std::io::stdin().lock(), &mut out, &mut err)
}

/// The testable core of [`run`]: reads and writes the given streams instead of the process's.
pub fn run_with(
    args: &[String],
    stdin: &mut impl Read,
    out: &mut impl std::io::Write,
    err: &mut impl std::io::Write,
) -> ExitCode {
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let result = match args.as_slice() {
        [] | ["help" | "-h" | "--help"] => Ok(USAGE.to_string()),
        ["version" | "-V" | "--version"] => Ok(format!("cap {}\n", env!("CARGO_PKG_VERSION"))),
        ["games"] => Ok(games()),
        ["layout", id] => layout(id),
        ["layout", id, "--declaration"] => declaration(id),
        ["showdown", path] => showdown(path, stdin),
        ["bet", path] => bet(path, stdin),
        ["evening", path] => evening(path, stdin),
        ["equity", path, rest @ ..] => equity(path, rest, stdin),
        ["deal", rest @ ..] => deal::run(rest).map(|(file, log)| {
            for line in log {
                let _ = writeln!(err, "{line}");
            }
            file
        }),
        [command, ..]
            if ["games", "layout", "showdown", "deal", "bet", "equity", "evening"].contains(command) =>
        {
            Err(Failure::Usage(format!("wrong arguments for \"{command}\"")))
        }
        [other, ..] => Err(Failure::Usage(format!("unknown command \"{other}\""))),
    };
    match result {
        Ok(text) => match out.write_all(text.as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                let _ = writeln!(err, "cap: cannot write output: {e}");
                ExitCode::FAILURE
            }
        },
        Err(Failure::Usage(message)) => {
            let _ = writeln!(err, "cap: {message}\n\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Input(message)) => {
            let _ = writeln!(err, "cap: {message}");
            ExitCode::FAILURE
        }
    }
}

fn games() -> String {
    let mut text = String::new();
    for entry in Registry::builtin().all() {
        text.push_str(&format!("{}\t{}\n", entry.id, entry.name));
    }
    text
}

fn declaration(id: &str) -> Result<String, Failure> {
    let entry =
        Registry::builtin().find(id).ok_or_else(|| Failure::Input(Registry::builtin().unknown(id)))?;
    match entry.kind {
        GameKind::Cap(game) => Ok(format!("{}\n", crate::engine::game::declaration::to_json(game.spec()))),
        _ => Err(Failure::Input(format!(
            "{} has its own engine and no declaration: only CAP games are declared",
            entry.name
        ))),
    }
}

fn layout(id: &str) -> Result<String, Failure> {
    let entry =
        Registry::builtin().find(id).ok_or_else(|| Failure::Input(Registry::builtin().unknown(id)))?;
    let game = match entry.kind {
        GameKind::Cap(game) => game,
        GameKind::Chinese(rule_set) => return Ok(layouts::chinese(&entry.name, rule_set)),
        GameKind::Ofc(variant) => return Ok(layouts::ofc(&entry, variant)),
        GameKind::Draw32(structure) => return Ok(layouts::draw32(&entry.name, structure)),
    };
    let rules = game.rules(&Default::default()).map_err(|e| Failure::Input(e.to_string()))?;
    let mut text = format!("{}\n{}\n\n{}\n", rules.game_name(), game.spec().summary, draw(&rules));
    text.push_str("\nStreets:\n");
    for (i, street) in rules.streets().iter().enumerate() {
        let ids: Vec<&str> =
            rules.positions().iter().filter(|p| p.street == i).map(|p| p.id.as_str()).collect();
        text.push_str(&format!("  {street}: {}\n", ids.join(" ")));
    }
    text.push_str("\nPoints, in calculation order:\n");
    for point in rules.points() {
        let how = match &point.source {
            PointSource::Board(combos) => format!("{} board combinations", combos.len()),
            PointSource::HoldemStyle(_) => "hold'em-style with the board".to_string(),
            PointSource::Hand => "hole cards only".to_string(),
        };
        text.push_str(&format!("  {} ({}): {how}\n", point.label, point.ranking));
    }
    for option in &game.spec().options {
        let choices: Vec<&str> = option.choices.iter().map(|c| c.0.as_str()).collect();
        text.push_str(&format!("\nOption {} ({}): {}\n", option.key, option.label, choices.join(", ")));
    }
    let dealing = game.spec().dealing;
    if !dealing.is_off() {
        text.push_str(&format!("\nDealing defaults (`cap deal` starts with them): {}\n", dealing.words()));
    }
    Ok(text)
}

/// The layout as text: each position's id at its grid place (six columns and two lines a slot).
fn draw(rules: &Rules) -> String {
    let place = |v: f32, scale: f32| (v * scale).round().max(0.0) as usize;
    let width = rules.positions().iter().map(|p| place(p.x, 6.0) + 6).max().unwrap_or(0);
    let height = rules.positions().iter().map(|p| place(p.y, 2.0) + 1).max().unwrap_or(0);
    let mut grid = vec![vec![' '; width]; height];
    for p in rules.positions() {
        let label = if p.scope == Scope::EachPlayer { format!("({})", p.id) } else { format!("[{}]", p.id) };
        let (x, y) = (place(p.x, 6.0), place(p.y, 2.0));
        for (i, ch) in label.chars().enumerate() {
            if x + i < width {
                grid[y][x + i] = ch;
            }
        }
    }
    grid.iter().map(|row| row.iter().collect::<String>().trim_end().to_string() + "\n").collect()
}

fn showdown(path: &str, stdin: &mut impl Read) -> Result<String, Failure> {
    let text = read_input(path, stdin)?;
    let hand = any::read(&text).map_err(|e| Failure::Input(e.to_string()))?;
    let json = hand.report_json().map_err(|e| Failure::Input(e.to_string()))?;
    Ok(serde_json::to_string_pretty(&json).expect("JSON values serialize") + "\n")
}

fn bet(path: &str, stdin: &mut impl Read) -> Result<String, Failure> {
    use crate::engine::hand_file::{betting, HandFile};
    let text = read_input(path, stdin)?;
    let input = |e: crate::engine::hand_file::ReadHandError| Failure::Input(e.to_string());
    let file = HandFile::from_json(&text).map_err(input)?;
    let rules = file.rules(crate::engine::game::catalogue::Catalogue::builtin()).map_err(input)?;
    file.check_table(&rules).map_err(input)?;
    let section = file
        .betting
        .as_ref()
        .ok_or_else(|| Failure::Input("this hand file has no \"betting\" section".into()))?;
    let state = betting::replay(&file, section).map_err(input)?;
    let json = betting::state_json(&file, &rules, &state);
    Ok(serde_json::to_string_pretty(&json).unwrap_or_default() + "\n")
}

fn evening(path: &str, stdin: &mut impl Read) -> Result<String, Failure> {
    use crate::engine::hand_file::evening;
    let text = read_input(path, stdin)?;
    let read = evening::read(&text).map_err(Failure::Input)?;
    let json = evening::report_json(&read.evening, read.mode);
    Ok(serde_json::to_string_pretty(&json).unwrap_or_default() + "\n")
}

fn equity(path: &str, rest: &[&str], stdin: &mut impl Read) -> Result<String, Failure> {
    use crate::engine::equity::Run;
    use crate::engine::hand_file::{in_progress, HandFile};
    use serde_json::json;
    let (mut trials, mut seed, mut exact) = (20_000usize, None, false);
    let mut i = 0;
    while i < rest.len() {
        let value = |what: &str| {
            rest.get(i + 1)
                .and_then(|v| v.parse::<u64>().ok())
                .ok_or_else(|| Failure::Usage(format!("{what} needs a whole number")))
        };
        match rest[i] {
            "--trials" => trials = value("--trials")?.clamp(1, 1 << 32) as usize,
            "--seed" => seed = Some(value("--seed")?),
            "--exact" => {
                exact = true;
                i += 1;
                continue;
            }
            other => return Err(Failure::Usage(format!("unknown option \"{other}\" for equity"))),
        }
        i += 2;
    }
    let text = read_input(path, stdin)?;
    let input = |e: crate::engine::hand_file::ReadHandError| Failure::Input(e.to_string());
    let file = HandFile::from_json(&text).map_err(input)?;
    let partial =
        in_progress::partial(&file, crate::engine::game::catalogue::Catalogue::builtin()).map_err(input)?;
    let seed = match seed {
        Some(s) => s,
        None => crate::engine::rng::fresh_seed()
            .ok_or_else(|| Failure::Input("the system's random source failed: give --seed".into()))?,
    };
    let mut run = Run::new(&partial, seed).map_err(Failure::Input)?;
    let completions = run.completions();
    // Bounded by work, not by count: a completion of a heavy game costs thousands of times one of
    // hold'em (engine::equity::WORK_BUDGET).
    let most = run.trials_within(crate::engine::equity::WORK_BUDGET);
    let requested = trials;
    let trials = trials.min(most);
    if exact {
        match completions {
            Some(c) if c <= most as u128 => run.enumerate(),
            other => {
                return Err(Failure::Input(format!(
                    "{} completions are too many to enumerate: this game's showdown values up to {} hands a \
                     completion, so at most {} can be (leave out --exact to sample)",
                    other.map_or("more than 2^128".to_string(), crate::engine::game::cost::grouped),
                    crate::engine::game::cost::grouped(run.trial_work()),
                    crate::engine::game::cost::grouped(most as u128)
                )))
            }
        }
    } else if completions.is_some_and(|c| c <= trials as u128) {
        run.enumerate();
    } else {
        run.step(trials);
    }
    let e = run.result();
    // Every chip in the pot, in money (none given: the players still in put in alike).
    let pot: u64 = partial.contributed.iter().sum();
    let cards = |cards: &[crate::engine::card::Card]| {
        cards.iter().map(|c| c.to_string()).collect::<Vec<String>>().join(" ")
    };
    let mut players = serde_json::Map::new();
    for (p, player) in file.players.iter().enumerate() {
        if partial.holes[p].is_none() {
            continue;
        }
        let outs = e.outs.as_ref().and_then(|o| o.seats.get(p));
        let points: Vec<serde_json::Value> = e
            .points
            .iter()
            .enumerate()
            .map(|(k, o)| {
                let mut point = json!({"label": o.label, "win": o.win[p], "tie": o.tie[p]});
                if let Some((win, tie)) = outs.and_then(|o| o.points.get(k)) {
                    point["outs"] = json!({"win": cards(win), "tie": cards(tie)});
                }
                point
            })
            .collect();
        let mut entry =
            json!({"share": e.pot[p], "scoop": e.scoop[p], "stderr": e.std_error[p], "points": points});
        if pot > 0 {
            entry["expected"] = json!(e.pot[p] * pot as f64);
        }
        if let Some(why) = &e.dead[p] {
            entry["dead"] = json!(why);
        }
        if let Some(o) = outs {
            entry["outs"] = json!({"win": cards(&o.win), "tie": cards(&o.tie)});
        }
        players.insert(player.name.clone(), entry);
    }
    let points: Vec<serde_json::Value> =
        e.points.iter().map(|o| json!({"label": o.label, "nobody": o.nobody})).collect();
    let mut out =
        json!({"exact": e.exact, "trials": e.boards, "seed": seed, "players": players, "points": points});
    if pot > 0 {
        out["pot"] = json!(pot);
    }
    if let Some(o) = &e.outs {
        out["to_come"] = json!(cards(&o.cards));
    }
    if !e.exact && trials < requested {
        out["stopped"] = json!(format!(
            "sampled {} of the {} trials asked: this game's showdown values up to {} hands a completion",
            crate::engine::game::cost::grouped(trials as u128),
            crate::engine::game::cost::grouped(requested as u128),
            crate::engine::game::cost::grouped(run.trial_work())
        ));
    }
    Ok(serde_json::to_string_pretty(&out).unwrap_or_default() + "\n")
}

/// The text of a file, or of stdin for `-`.
fn read_input(path: &str, stdin: &mut impl Read) -> Result<String, Failure> {
    if path == "-" {
        let mut s = String::new();
        stdin.read_to_string(&mut s).map_err(|e| Failure::Input(format!("cannot read stdin: {e}")))?;
        Ok(s)
    } else {
        std::fs::read_to_string(path).map_err(|e| Failure::Input(format!("cannot read {path}: {e}")))
    }
}
