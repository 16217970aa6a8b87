//! Cards in a saved deal are written as their short text ("Kd"), the same text the hand file and
//! card entry use, so a saved event log stays readable and `Card` needs no serde of its own.

use serde::{Deserialize, Deserializer, Serializer};

use crate::engine::card::Card;

fn parse<E: serde::de::Error>(text: &str) -> Result<Card, E> {
    text.parse().map_err(|_| E::custom(format!("\"{text}\" is not a card")))
}

pub mod one {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Card, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&card.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        parse(&String::deserialize(d)?)
    }
}

pub mod many {
    use super::*;

    pub fn serialize<S: Serializer>(cards: &[Card], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cards.iter().map(|c| c.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Card>, D::Error> {
        Vec::<String>::deserialize(d)?.iter().map(|t| parse(t)).collect()
    }
}

pub mod maybe {
    use super::*;

    pub fn serialize<S: Serializer>(card: &Option<Card>, s: S) -> Result<S::Ok, S::Error> {
        match card {
            Some(c) => s.serialize_some(&c.to_string()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Card>, D::Error> {
        Option::<String>::deserialize(d)?.map(|t| parse(&t)).transpose()
    }
}
