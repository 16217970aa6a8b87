//! Showdown cases for `./bench`: complete, valid hands for every game of the catalogue, dealt from
//! a fixed seed, so the native binary and the in-browser wasm module time the same work.
//!
//! A case is a hand file (JSON text, exactly what the app stores and resolves). "Complete" means
//! every board and per-player position holds a card, every player holds the most hole cards the
//! game allows at showdown (for CAP's "as many as the deck allows", that includes the extra cards
//! from ESG/Christmas streets, up to what the deck can give), every player picks boards where the
//! game has picks, and every player has a different stake so that every side pot exists.

use std::collections::BTreeMap;

use cap::engine::card::{parse_cards, Card};
use cap::engine::card_set::CardSet;
use cap::engine::game::catalogue::Catalogue;
use cap::engine::game::{Contest, Game, HoleCards, Rules, Scope};
use cap::engine::hand_file::{HandFile, PlayerFile, FORMAT};
use cap::engine::showdown::{Hand, Seat};

#[cfg(target_arch = "wasm32")]
mod wasm;

/// The seed of every deal.
pub const SEED: u64 = 0x00C0_FFEE_5D0E_0001;

/// A small deterministic generator (splitmix64): the same cases on every machine and target.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Every combination of a game's option choices (the first choice of each is the default).
pub fn every_choice(game: &Game) -> Vec<BTreeMap<String, String>> {
    let mut all = vec![BTreeMap::new()];
    for option in &game.spec().options {
        let mut next = Vec::new();
        for partial in &all {
            for (choice, _) in &option.choices {
                let mut m: BTreeMap<String, String> = partial.clone();
                m.insert(option.key.clone(), choice.clone());
                next.push(m);
            }
        }
        all = next;
    }
    all
}

/// The hole-card counts a live player may hold at showdown with `players` at the table, given
/// what the deck can supply.
pub fn hole_range(rules: &Rules, players: usize) -> Option<(usize, usize)> {
    let own = rules.positions().iter().filter(|p| p.scope == Scope::EachPlayer).count();
    let free = rules.deck().card_count().checked_sub(rules.board_card_count() + own * players)?;
    let deck_max = free / players;
    let (least, most) = match rules.hole_cards() {
        HoleCards::Fixed(n) => (n, n),
        HoleCards::DiscardDownTo { at_showdown, .. } => (at_showdown, at_showdown),
        HoleCards::MaxFromDeck => {
            let dealt = rules.hole_card_count(players).0;
            (dealt, dealt + rules.streets().len())
        }
    };
    let most = most.min(deck_max);
    (least <= most).then_some((least, most))
}

/// A complete hand: `players` seats holding `hole` cards each, dealt from a shuffled deck.
pub fn deal(
    game: &Game,
    options: &BTreeMap<String, String>,
    rules: &Rules,
    players: usize,
    hole: usize,
    rng: &mut Rng,
) -> HandFile {
    let mut deck: Vec<Card> = rules.deck().full().iter().collect();
    for i in (1..deck.len()).rev() {
        deck.swap(i, rng.below(i + 1));
    }
    let mut next = deck.into_iter();
    let mut take = || next.next().expect("hole_range keeps the deal within the deck").to_string();
    let board = rules.table_positions().map(|(_, p)| (p.id.clone(), take())).collect();
    let pickable: Vec<usize> = rules
        .points()
        .iter()
        .filter(|p| matches!(p.contest, Contest::PickedBy { .. }))
        .enumerate()
        .map(|(k, _)| k + 1)
        .collect();
    let required = rules.points().iter().find_map(|p| match p.contest {
        Contest::PickedBy { picks_required } => Some(picks_required),
        Contest::Everyone => None,
    });
    let seats = (0..players)
        .map(|i| {
            let cards = rules
                .positions()
                .iter()
                .filter(|p| p.scope == Scope::EachPlayer)
                .map(|p| (p.id.clone(), take()))
                .collect();
            let hole_text = (0..hole).map(|_| take()).collect::<Vec<_>>().join("");
            let picks = match required {
                Some(n) => {
                    let mut boards = pickable.clone();
                    for k in (1..boards.len()).rev() {
                        boards.swap(k, rng.below(k + 1));
                    }
                    boards.truncate(n);
                    boards
                }
                None => vec![],
            };
            PlayerFile {
                name: format!("Player {}", i + 1),
                hole: hole_text,
                // Every stake differs, so every side pot exists and is awarded.
                contributed: 100 * (i as u64 + 1),
                folded: false,
                cards,
                picks,
                bought: 0,
                hole_count: None,
                dead: None,
                stack: None,
            }
        })
        .collect();
    HandFile {
        format: FORMAT,
        game: cap::engine::hand_file::GameRef::Id(game.id().to_string()),
        options: options.clone(),
        button: 0,
        chip: 1,
        players: seats,
        board,
        betting: None,
        deal: None,
    }
}

/// Builds a [`Hand`] straight from a hand file, without the hand file's checks: the growth grid
/// needs hole-card counts the rules would refuse (4 to the maximum at every table size) to show how
/// cost grows with each dimension separately. Only dealt files (every card once) come here; a
/// file the rules accept gives the same hand as [`HandFile::to_hand`] (checked natively).
pub fn assemble(file: &HandFile) -> Option<Hand> {
    let rules = Catalogue::builtin().get(file.game.id())?.rules(&file.options).ok()?;
    let card = |t: &String| t.parse::<Card>().ok();
    let board =
        file.board.iter().map(|(id, t)| Some((rules.position(id)?, card(t)?))).collect::<Option<_>>()?;
    let pickable: Vec<usize> = rules
        .points()
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p.contest, Contest::PickedBy { .. }))
        .map(|(i, _)| i)
        .collect();
    let seats = file
        .players
        .iter()
        .map(|p| {
            Some(Seat {
                name: p.name.clone(),
                hole: CardSet::from_cards(parse_cards(&p.hole).ok()?).ok()?,
                contributed: p.contributed / file.chip,
                bought: p.bought / file.chip,
                folded: p.folded,
                own: p
                    .cards
                    .iter()
                    .map(|(id, t)| Some((rules.position(id)?, card(t)?)))
                    .collect::<Option<_>>()?,
                picks: p
                    .picks
                    .iter()
                    .map(|&k| pickable.get(k.checked_sub(1)?).copied())
                    .collect::<Option<_>>()?,
                hole_count: p.hole_count,
                dead: p.dead.clone(),
            })
        })
        .collect::<Option<_>>()?;
    Some(Hand::unchecked(rules, seats, file.button, file.chip, board))
}

/// The same hands scored on point `k` alone: what one point of a game costs to resolve.
pub fn point_alone(hands: &[Hand], k: usize) -> Vec<Hand> {
    hands
        .iter()
        .map(|h| {
            Hand::unchecked(
                h.rules().only_point(k),
                h.seats().to_vec(),
                h.button(),
                h.chip(),
                h.board().to_vec(),
            )
        })
        .collect()
}

/// Reads a hand file and resolves it, as the app does; returns a checksum of the payouts so that
/// nothing can be optimised away.
pub fn read_and_resolve(json: &str) -> Result<u64, String> {
    let file = HandFile::from_json(json).map_err(|e| e.to_string())?;
    let hand = file.to_hand(Catalogue::builtin()).map_err(|e| e.to_string())?;
    Ok(checksum(&hand.resolve()))
}

pub fn checksum(report: &cap::engine::showdown::ShowdownReport) -> u64 {
    report.payouts.iter().enumerate().fold(report.points.len() as u64, |acc, (i, p)| {
        acc.wrapping_mul(31).wrapping_add(p.wrapping_mul(i as u64 + 1))
    })
}
