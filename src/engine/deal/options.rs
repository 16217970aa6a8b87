//! What the table chooses before a hand: the dealing house rules, as named fields (never positional
//! booleans), and where the cards come from.

use crate::engine::card::Card;

/// The table's dealing rules for a hand. `Default` is the guide's default: no burns, no extra
/// cards, no card actions.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DealOptions {
    /// Burn one card before each street after the pre-flop. Off by default: "by default, there are
    /// no burn cards" (guide, chapter 3).
    pub burns: bool,
    pub esg: EsgRule,
    /// After the pre-flop deal, put the cards the deck will never deal on the discard pile, so ESG
    /// comes sooner. Cannot be combined with Christmas, which needs those same cards in the deck.
    pub undealt_to_discards: bool,
    pub christmas: ChristmasRule,
    pub pass_the_trash: Option<PassTheTrash>,
    pub forced_discard: Option<ForcedDiscard>,
    /// Draw: each player may discard any number and draw as many from the deck, in turn from the
    /// left of the button.
    pub draw: Option<When>,
    pub buy: Option<BuySchedule>,
    /// The betting structure, when the table records the betting in the deal (the pot, who is
    /// to act, the limits); `None`: contributions are typed on the hand screen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub betting: Option<crate::engine::betting::Structure>,
}

/// ESG: recycling the discard pile into extra hole cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EsgRule {
    #[default]
    Off,
    /// Discard pile ≥ players still in → one extra hole card each on the next street.
    Esg,
    /// As ESG, and a street where ESG was missed is caught up on the first later street with enough
    /// discards.
    CatchUp,
}

/// Christmas: spare cards in the deck become extra hole cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ChristmasRule {
    #[default]
    Off,
    /// Deck ≥ board cards still to deal + players still in → one extra hole card each.
    On,
    /// As `On`, but when Christmas is due the last aggressor decides whether it happens.
    Grinch,
}

/// On which streets a card action happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum When {
    /// Once, after the hole cards.
    PreFlop,
    /// After the hole cards and again after each later street's board cards.
    EveryStreet,
}

/// Who receives passed cards. The guide: "pass these to another player specified".
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Neighbour {
    /// The next player still in, clockwise (the player on the passer's left).
    Left,
    /// The next player still in, anticlockwise.
    Right,
    /// Each passer names the player still in who receives their cards.
    Chosen,
}

/// Pass the trash: every player still in passes `cards` cards to a neighbour, all at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PassTheTrash {
    pub cards: usize,
    pub to: Neighbour,
    pub when: When,
}

/// Every player still in must discard `cards` cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ForcedDiscard {
    pub cards: usize,
    pub when: When,
}

/// Buying an optional extra card: `first_price` on the first street it is offered, rising by
/// `rise_per_street` on each later one. The price goes into the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BuySchedule {
    pub first_price: u64,
    pub rise_per_street: u64,
    pub when: When,
}

impl BuySchedule {
    /// The price on hand street `street` (0 = pre-flop).
    pub fn price(&self, street: usize) -> u64 {
        self.first_price + self.rise_per_street * street as u64
    }
}

impl When {
    /// Whether the action happens on hand street `street` (0 = pre-flop).
    pub fn includes(self, street: usize) -> bool {
        street == 0 || self == When::EveryStreet
    }
}

/// Where the cards come from.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DeckMode {
    /// A real deck the app cannot see: the engine counts cards, and knows one only when the dealer
    /// enters it.
    Unseen,
    /// The engine shuffles its own deck with this seed and knows every card ("learn" mode).
    Shuffled { seed: u64 },
    /// The engine deals these cards in this order, top card first; they must be the whole deck
    /// (worked examples).
    Ordered(#[serde(with = "super::serde_cards::many")] Vec<Card>),
}
