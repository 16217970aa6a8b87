//! The hand file's `betting` section: the structure and the actions, replayed through
//! [`crate::engine::betting::Betting`] (docs/hand-file.md, "Betting").

use serde::{Deserialize, Serialize};

use super::{fail, HandFile, PlayerFile, ReadHandError};
use crate::engine::amount;
use crate::engine::betting::{Action, Betting, Limit, Logged, Record, Structure};
use crate::engine::game::Rules;
use crate::engine::invariant::Invariant;

/// The betting as a hand file writes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a betting section: an object with limit, blinds and actions")]
pub struct BettingFile {
    pub limit: Limit,
    /// Small and big blind (money).
    pub blinds: [u64; 2],
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub straddles: Vec<u64>,
    #[serde(default)]
    pub ante: u64,
    #[serde(default)]
    pub bomb_pot: u64,
    #[serde(default)]
    pub actions: Vec<ActionFile>,
}

/// One entry of `actions`: a player's act, or the next street opening.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged, expecting = "an action: {\"player\", \"act\"} or {\"street\"}")]
pub enum ActionFile {
    Street {
        street: String,
    },
    Act {
        player: String,
        act: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<u64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        amount: Option<u64>,
    },
}

/// A [`Record`] as the hand file writes it, with the players' `names` in seat order. `rounds`
/// name each betting round, the pre-flop first (the deal's streets).
pub fn write(record: &Record, names: &[String], rounds: &[String]) -> BettingFile {
    let s = record.structure();
    // A bomb pot starts on the flop.
    let mut round = usize::from(s.bomb_pot > 0);
    let name = |player: usize| names.get(player).cloned().unwrap_or_default();
    let actions = record
        .log()
        .iter()
        .map(|entry| match *entry {
            Logged::Street => {
                round += 1;
                let name =
                    rounds.get(round).map_or_else(|| format!("street {round}"), |n| n.to_ascii_lowercase());
                ActionFile::Street { street: name }
            }
            Logged::Buy { player, price } => {
                ActionFile::Act { player: name(player), act: "buy".into(), to: None, amount: Some(price) }
            }
            Logged::Act { player, action } => ActionFile::of(name(player), action),
        })
        .collect();
    BettingFile {
        limit: s.limit,
        blinds: [s.blinds.0, s.blinds.1],
        straddles: s.straddles.clone(),
        ante: s.ante,
        bomb_pot: s.bomb_pot,
        actions,
    }
}

/// The file's betting as a [`Record`] (by seat), replayed and checked as [`replay_for`] does.
pub fn read(
    names: &[String],
    button: usize,
    stacks: Option<&[u64]>,
    betting: &BettingFile,
) -> Result<Record, ReadHandError> {
    // A replay only acts, opens streets and buys: its log is whole.
    Ok(replay_for(names, button, stacks, betting)?
        .record()
        .ok_or(())
        .invariant("a replayed betting has its log"))
}

/// The players' stacks, in seat order: every player's or nobody's (a file that gives some is
/// refused naming the first player without one), each within the one range of money and more
/// than 0.
pub fn stacks(players: &[PlayerFile]) -> Result<Option<Vec<u64>>, ReadHandError> {
    let Some(with) = players.iter().find(|p| p.stack.is_some()) else {
        return Ok(None);
    };
    let mut out = Vec::with_capacity(players.len());
    for p in players {
        let Some(stack) = p.stack else {
            return Err(fail(format!(
                "{} has no \"stack\" but {} has: give every player's stack or nobody's",
                p.name, with.name
            )));
        };
        amount::check(stack, &format!("{}'s stack", p.name)).map_err(fail)?;
        if stack == 0 {
            return Err(fail(format!("{}'s stack is 0: a player with no chips is not dealt in", p.name)));
        }
        out.push(stack);
    }
    Ok(Some(out))
}

impl ActionFile {
    /// `player`'s action as the file writes it (a bet and a raise are both "raise" with `to`).
    pub fn of(player: String, action: Action) -> ActionFile {
        let (act, to) = match action {
            Action::Fold => ("fold", None),
            Action::Check => ("check", None),
            Action::Call => ("call", None),
            Action::BetTo(to) => ("raise", Some(to)),
            Action::AllIn(to) => ("all-in", Some(to)),
        };
        ActionFile::Act { player, act: act.into(), to, amount: None }
    }
}

/// Replays the file's betting: the state after the last action, or the first action refused
/// (its index, the player and the rule).
pub fn replay(file: &HandFile, betting: &BettingFile) -> Result<Betting, ReadHandError> {
    let names: Vec<String> = file.players.iter().map(|p| p.name.clone()).collect();
    let stacks = stacks(&file.players)?;
    replay_for(&names, file.button, stacks.as_deref(), betting)
}

/// [`replay`] for the players `names` in seat order with the button at `button`, and their
/// `stacks` when known (see [`stacks`]).
pub fn replay_for(
    names: &[String],
    button: usize,
    stacks: Option<&[u64]>,
    betting: &BettingFile,
) -> Result<Betting, ReadHandError> {
    // Every amount within the app's range, so no sum of them can wrap.
    // The structure's own amounts are checked by `Betting::new` (`Structure::check_amounts`).
    let mut amounts: Vec<(u64, String)> = vec![];
    for (i, a) in betting.actions.iter().enumerate() {
        if let ActionFile::Act { to, amount, .. } = a {
            amounts.extend(
                to.iter().chain(amount.iter()).map(|v| (*v, format!("betting action {}'s amount", i + 1))),
            );
        }
    }
    for (value, what) in amounts {
        amount::check(value, &what).map_err(fail)?;
    }
    let structure = Structure {
        limit: betting.limit,
        blinds: (betting.blinds[0], betting.blinds[1]),
        straddles: betting.straddles.clone(),
        ante: betting.ante,
        bomb_pot: betting.bomb_pot,
    };
    let mut b = match stacks {
        Some(stacks) => Betting::with_stacks(structure, stacks, button),
        None => Betting::new(structure, names.len(), button),
    }
    .map_err(|e| fail(e.message))?;
    for (i, action) in betting.actions.iter().enumerate() {
        let at = |m: String| fail(format!("betting action {}: {m}", i + 1));
        match action {
            ActionFile::Street { .. } => b.next_street().map_err(|e| at(e.message))?,
            ActionFile::Act { player, act, to, amount } => {
                let seat = names
                    .iter()
                    .position(|p| p == player)
                    .ok_or_else(|| at(format!("no player is called \"{player}\"")))?;
                let need = |what: &str| {
                    to.ok_or_else(|| at(format!("{player}'s {what} needs \"to\": their street total")))
                };
                // With stacks, an all-in is the whole stack: "to" may be left out.
                let all_in = || match (to, b.behind(seat)) {
                    (None, Some(behind)) => Ok(b.street_bet(seat) + behind),
                    _ => need("all-in (without stacks)"),
                };
                let action = match act.as_str() {
                    "fold" => Action::Fold,
                    "check" => Action::Check,
                    "call" => Action::Call,
                    "bet" | "raise" => Action::BetTo(need(act)?),
                    "all-in" => Action::AllIn(all_in()?),
                    "buy" => {
                        let price = amount.ok_or_else(|| {
                            at(format!("{player}'s buy needs \"amount\": the card's price"))
                        })?;
                        b.check_buy(seat, price, player).map_err(|e| at(e.message))?;
                        b.buy(seat, price);
                        continue;
                    }
                    other => {
                        return Err(at(format!(
                            "\"{other}\" is not an act (check, call, fold, bet, raise, all-in, buy)"
                        )))
                    }
                };
                if let Some(turn) = b.to_act().filter(|t| *t != seat) {
                    return Err(at(format!("{player} acts out of turn: it is {}'s turn", names[turn])));
                }
                b.act(seat, action, player).map_err(|e| at(e.message))?;
            }
        }
    }
    Ok(b)
}

/// `cap bet`'s answer: where the betting stands after the actions so far. For the player to act:
/// what they must add to call, the raise range, the acts open to them (`actions`) and, with
/// stacks, the all-in total (`all_in_to`; `max_raise_to` is then capped by the stack, and no
/// longer `null` under no limit); with stacks, every player's chips `behind`.
pub fn state_json(file: &HandFile, rules: &Rules, b: &Betting) -> serde_json::Value {
    use serde_json::json;
    let name = |p: usize| file.players[p].name.clone();
    let street = match b.street() {
        0 => "pre-flop".to_string(),
        k => rules.streets().get(k - 1).map_or_else(|| format!("street {k}"), |s| s.to_ascii_lowercase()),
    };
    let options = b.options();
    let contributed: serde_json::Map<String, serde_json::Value> =
        b.contributed().iter().enumerate().map(|(p, c)| (name(p), json!(c))).collect();
    let listed =
        |flags: &[bool]| -> Vec<String> { (0..flags.len()).filter(|p| flags[*p]).map(name).collect() };
    let mut actions: Vec<&str> = vec![];
    if let Some(o) = options {
        if o.to_call == 0 {
            actions.push("check");
        } else {
            actions.extend(["fold", "call"]);
        }
        if o.min_raise_to.is_some() {
            // The first bet of a street is a bet; after it (or a blind), a raise.
            let opened = (0..file.players.len()).any(|p| b.street_bet(p) > 0);
            actions.push(if opened { "raise" } else { "bet" });
        }
        // Without stacks an all-in names its total; with them it is open only when legal.
        if o.all_in_to.is_some() || o.behind.is_none() {
            actions.push("all-in");
        }
    }
    let mut state = json!({
        "street": street,
        "pot": b.pot(),
        "to_act": options.map(|o| name(o.player)),
        "to_call": options.map_or(0, |o| o.to_call),
        "min_raise_to": options.and_then(|o| o.min_raise_to),
        "max_raise_to": options.and_then(|o| o.max_raise_to),
        "all_in_to": options.and_then(|o| o.all_in_to),
        "actions": actions,
        "contributed": contributed,
        "folded": listed(b.folded()),
        "all_in": listed(b.all_in()),
    });
    if let Some(stacks) = b.stacks() {
        let behind: serde_json::Map<String, serde_json::Value> =
            (0..stacks.len()).map(|p| (name(p), json!(b.behind(p).unwrap_or(0)))).collect();
        state["behind"] = json!(behind);
    }
    state
}
