//! `cap deal`: one hand played in learn mode with the engine the app uses, from the first card to
//! the showdown, printed as a hand file (format 1, with contributions) ready for `cap showdown -`.

use std::collections::BTreeMap;

use crate::engine::deal::random::{self, RandomPlay};
use crate::engine::deal::DealOptions;
use crate::engine::games::{GameKind, Registry};
use crate::engine::house_rules::words;
use crate::engine::seating::PlayerRange;

use super::failure::Failure;

/// Runs `cap deal` with the arguments after `deal`; returns the hand file and the log.
pub(super) fn run(args: &[&str]) -> Result<(String, Vec<String>), Failure> {
    let usage = |m: String| Failure::Usage(m);
    let (id, rest) = args.split_first().ok_or_else(|| usage("deal needs a game id".into()))?;
    let entry =
        Registry::builtin().find(id).ok_or_else(|| Failure::Input(Registry::builtin().unknown(id)))?;
    let GameKind::Cap(game) = entry.kind else {
        return Err(Failure::Input(format!("{id} is not a CAP game: `cap deal` deals CAP games")));
    };
    let range = PlayerRange::from(game.spec().players);
    let mut players = None;
    let mut seed = None;
    let mut choices = BTreeMap::new();
    let mut deal_options: Option<DealOptions> = None;
    let mut play = RandomPlay { random_options: false, random_decisions: false };
    let mut log = false;
    let mut i = 0;
    while i < rest.len() {
        let value =
            |i: usize| rest.get(i + 1).copied().ok_or_else(|| usage(format!("{} needs a value", rest[i])));
        match rest[i] {
            "--players" => {
                players = Some(
                    value(i)?
                        .parse::<usize>()
                        .map_err(|_| usage(format!("--players {}: not a number", rest[i + 1])))?,
                );
                i += 1;
            }
            "--seed" => {
                seed = Some(
                    value(i)?
                        .parse::<u64>()
                        .map_err(|_| usage(format!("--seed {}: not a whole number", rest[i + 1])))?,
                );
                i += 1;
            }
            "--option" => {
                let kv = value(i)?;
                let (k, v) =
                    kv.split_once('=').ok_or_else(|| usage(format!("--option {kv}: write KEY=VALUE")))?;
                // The game's declared defaults first (`dealing`), then what the line says.
                let o = deal_options.get_or_insert_with(|| game.spec().dealing.options());
                if !deal_option(o, k, v).map_err(Failure::Input)? {
                    choices.insert(k.to_string(), v.to_string());
                }
                i += 1;
            }
            "--random" => play = RandomPlay { random_options: true, random_decisions: true },
            "--log" => log = true,
            other => return Err(usage(format!("deal: unknown argument \"{other}\""))),
        }
        i += 1;
    }
    // Six players unless told, fitted to the game; a count given is checked by the seating rule.
    let n = players.unwrap_or(range.fit(6));
    range.check(game.name(), n).map_err(|e| Failure::Input(e.to_string()))?;
    let seed = seed.unwrap_or_else(clock_seed);
    // Options given on the command line are kept; with --random the rest are drawn.
    let given = deal_options.filter(|o| *o != DealOptions::default() || !play.random_options);
    let hand =
        random::play(game, n, seed, &choices, given, &play).map_err(|e| Failure::Input(e.to_string()))?;
    // Never a file `cap showdown` refuses for its table (amounts, names, counts): the same check.
    let file = hand.draft.to_file();
    file.check_table(hand.draft.rules()).map_err(|e| Failure::Input(e.to_string()))?;
    let mut lines = vec![format!("cap deal {id} --players {n} --seed {seed}")];
    if log {
        lines.extend(hand.log.iter().cloned());
    }
    Ok((file.to_json() + "\n", if log { lines } else { vec![] }))
}

/// A seed when none is given: the clock (the command line has no other source of randomness).
fn clock_seed() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

/// Applies a dealing option `key=value`; `Ok(false)` when the key is not a dealing option (it is
/// then one of the game's). The words are a declaration's `dealing` words ([`words`]).
fn deal_option(o: &mut DealOptions, key: &str, value: &str) -> Result<bool, String> {
    let bad = |how: &str| format!("option {key}={value}: write {how}");
    let on = |v: &str| match v {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        _ => Err(bad("on or off")),
    };
    match key {
        "burns" => o.burns = on(value)?,
        "undealt" => o.undealt_to_discards = on(value)?,
        "esg" => o.esg = words::read(&words::ESG, value).ok_or_else(|| bad("on, catch-up or off"))?,
        "christmas" => {
            o.christmas = words::read(&words::CHRISTMAS, value).ok_or_else(|| bad("on, grinch or off"))?
        }
        "pass" => o.pass_the_trash = words::read_pass(value).ok_or_else(|| bad(words::PASS_WORDS))?,
        "discard" => {
            o.forced_discard = words::read_discard(value).ok_or_else(|| bad(words::DISCARD_WORDS))?
        }
        "draw" => o.draw = words::read_draw(value).ok_or_else(|| bad(words::DRAW_WORDS))?,
        "buy" => o.buy = words::read_buy(value).ok_or_else(|| bad(words::BUY_WORDS))?,
        _ => return Ok(false),
    }
    Ok(true)
}
