//! A hand file of any game: the `game` field says which list entry it is, and that says which
//! format the rest of the file has (the CAP hand file, Chinese poker, Open Face Chinese or 32-card
//! draw). This is what `cap showdown` reads.

use serde::Deserialize;
use serde_json::Value;

use super::chinese::{ChineseFile, ChineseHand};
use super::draw32::{Draw32File, Draw32Hand};
use super::json::parse;
use super::ofc::{OfcFile, OfcTable};
use super::{fail, report_json, GameRef, HandFile, ReadHandError};
use crate::engine::game::catalogue::Catalogue;
use crate::engine::games::{GameKind, Registry};
use crate::engine::showdown::Hand;

/// A validated hand of any game.
#[derive(Clone, Debug)]
pub enum AnyHand {
    Cap(Hand),
    Chinese(ChineseHand),
    Ofc(OfcTable),
    Draw32(Draw32Hand),
}

/// Reads and validates a hand file of any game.
pub fn read(text: &str) -> Result<AnyHand, ReadHandError> {
    let Game { game } = parse::<Game>(text)?;
    let GameRef::Id(game) = game else {
        // A declared game is a CAP game: only those have declarations.
        return Ok(AnyHand::Cap(HandFile::from_json(text)?.to_hand(Catalogue::builtin())?));
    };
    // `cap` knows the built-in games alone; a user's game is read from its declaration above.
    let games = Registry::builtin();
    let entry = games.find(&game).ok_or_else(|| fail(games.unknown(&game)))?;
    match entry.kind {
        GameKind::Cap(_) => Ok(AnyHand::Cap(HandFile::from_json(text)?.to_hand(Catalogue::builtin())?)),
        GameKind::Chinese(_) => Ok(AnyHand::Chinese(parse::<ChineseFile>(text)?.to_hand(&entry)?)),
        GameKind::Ofc(_) => Ok(AnyHand::Ofc(parse::<OfcFile>(text)?.to_table(&entry)?)),
        GameKind::Draw32(_) => Ok(AnyHand::Draw32(parse::<Draw32File>(text)?.to_hand(&entry)?)),
    }
}

/// The file's game, read first to pick the shape (other fields are read with that shape).
#[derive(Deserialize)]
#[serde(expecting = "a hand: an object with format, game, button, chip and players")]
struct Game {
    game: GameRef,
}

impl AnyHand {
    /// Resolves the hand and reports it as JSON (each game's shape is in `docs/hand-file.md`).
    pub fn report_json(&self) -> Result<Value, ReadHandError> {
        match self {
            AnyHand::Cap(hand) => Ok(report_json(hand, &hand.resolve())),
            AnyHand::Chinese(hand) => hand.report_json(),
            AnyHand::Ofc(table) => Ok(table.report_json()),
            AnyHand::Draw32(hand) => hand.report_json(),
        }
    }
}
