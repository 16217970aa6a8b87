//! What the table chooses before a hand: the dealing house rules, as named fields (never positional
//! booleans), and where the cards come from.
//!
//! Below both the games and the dealing guide: a game's declaration sets its defaults
//! ([`DealingDefaults`], `game::spec`) and the dealing guide deals under them ([`crate::engine::deal`],
//! which shows them as part of its face).

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
    /// Every seat's chips at the start of the hand, when the table knows them (an evening's
    /// stacks): the betting then holds every action to them (all-in for the stack, no-limit max).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stacks: Option<Vec<u64>>,
}

impl DealOptions {
    /// Why these options cannot be dealt, if they cannot: the one rule between the extra cards and
    /// for the card actions ([`DealingDefaults::conflict`]), which a table and a game's
    /// declaration share.
    pub fn extras_conflict(&self) -> Option<&'static str> {
        self.dealing().conflict().map(|(_, why)| why)
    }

    /// The part of these options a game's declaration may set defaults for: all but the betting.
    pub fn dealing(&self) -> DealingDefaults {
        DealingDefaults {
            esg: self.esg,
            christmas: self.christmas,
            burns: self.burns,
            undealt_to_discards: self.undealt_to_discards,
            pass_the_trash: self.pass_the_trash,
            forced_discard: self.forced_discard,
            draw: self.draw,
            buy: self.buy,
        }
    }
}

/// What a table of a game starts dealing with: the extra-card rules, burns, the undealt cards and
/// the card actions, the part of [`DealOptions`] a game's declaration may set (its `"dealing"`,
/// written with the words of `cap deal --option`: `{"esg": "catch-up", "burns": true,
/// "pass_the_trash": "2:left", "buy": "5+5:every"}`). Each is off when left out, as the guide's
/// default is; the table may still change any of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealingDefaults {
    #[serde(default, skip_serializing_if = "is_off", with = "words::esg")]
    pub esg: EsgRule,
    #[serde(default, skip_serializing_if = "is_off", with = "words::christmas")]
    pub christmas: ChristmasRule,
    #[serde(default, skip_serializing_if = "is_off")]
    pub burns: bool,
    #[serde(default, skip_serializing_if = "is_off")]
    pub undealt_to_discards: bool,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "words::pass")]
    pub pass_the_trash: Option<PassTheTrash>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "words::discard")]
    pub forced_discard: Option<ForcedDiscard>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "words::draw")]
    pub draw: Option<When>,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "words::buy")]
    pub buy: Option<BuySchedule>,
}

fn is_off<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}

/// Why undealt cards on the discard pile and Christmas cannot be dealt together.
const UNDEALT_WITH_CHRISTMAS: &str =
    "undealt cards on the discard pile leave no spare cards in the deck for Christmas";

impl DealingDefaults {
    /// Why these cannot be dealt, with the field to name: the undealt cards on the discard pile
    /// leave Christmas no spare card (docs/rules.md, "Dealing"); passing or discarding no card is
    /// no action; a bought card costs at least one chip (a price of 0 is "not offered" on the
    /// rules card). The table refuses options with this rule, and a declaration its defaults.
    pub fn conflict(&self) -> Option<(&'static str, &'static str)> {
        if self.undealt_to_discards && self.christmas != ChristmasRule::Off {
            return Some(("undealt_to_discards", UNDEALT_WITH_CHRISTMAS));
        }
        if self.pass_the_trash.is_some_and(|p| p.cards == 0) {
            return Some(("pass_the_trash", "pass the trash needs at least one card"));
        }
        if self.forced_discard.is_some_and(|d| d.cards == 0) {
            return Some(("forced_discard", "the forced discard needs at least one card"));
        }
        if self.buy.is_some_and(|b| b.first_price == 0) {
            return Some(("buy", "a bought card costs at least one chip"));
        }
        None
    }

    /// The problem said of the field a declaration names ([`DealingDefaults::conflict`]).
    pub fn refusal(&self) -> Option<(&'static str, String)> {
        self.conflict().map(|(field, why)| match field {
            "undealt_to_discards" => (field, format!("cannot be on with Christmas: {why}")),
            _ => (field, why.to_string()),
        })
    }

    /// Why these cannot be dealt at a table of at most `players` whose hand has `streets` streets
    /// (pre-flop included), with the field to name: [`DealingDefaults::refusal`], then the money
    /// ([`BuySchedule::check_amounts`]). The one check a declaration's defaults and a table's
    /// options both pass.
    pub fn refusal_at(&self, streets: usize, players: usize) -> Option<(&'static str, String)> {
        self.refusal().or_else(|| {
            let buy = self.buy?;
            buy.check_amounts(streets, players).err().map(|why| ("buy", why))
        })
    }

    /// Whether every one is off (the guide's default; a declaration then leaves `dealing` out).
    pub fn is_off(&self) -> bool {
        *self == DealingDefaults::default()
    }

    /// The dealing options a table of the game starts with: these, and no betting recorded.
    pub fn options(self) -> DealOptions {
        DealOptions {
            esg: self.esg,
            christmas: self.christmas,
            burns: self.burns,
            undealt_to_discards: self.undealt_to_discards,
            pass_the_trash: self.pass_the_trash,
            forced_discard: self.forced_discard,
            draw: self.draw,
            buy: self.buy,
            betting: None,
            stacks: None,
        }
    }

    /// In words, for the rules card and `cap layout`: "Catch-up ESG, burns", or "none".
    pub fn words(&self) -> String {
        let mut out = vec![];
        match self.esg {
            EsgRule::Off => {}
            EsgRule::Esg => out.push("ESG"),
            EsgRule::CatchUp => out.push("catch-up ESG"),
        }
        match self.christmas {
            ChristmasRule::Off => {}
            ChristmasRule::On => out.push("Christmas"),
            ChristmasRule::Grinch => out.push("Christmas with the Grinch"),
        }
        if self.burns {
            out.push("burns");
        }
        if self.undealt_to_discards {
            out.push("undealt cards to the discard pile");
        }
        let mut out: Vec<String> = out.into_iter().map(String::from).collect();
        let every = |w: When| if w == When::EveryStreet { " every street" } else { " pre-flop" };
        if let Some(p) = self.pass_the_trash {
            let to = match p.to {
                Neighbour::Left => "to the left",
                Neighbour::Right => "to the right",
                Neighbour::Chosen => "to a chosen player",
            };
            out.push(format!(
                "pass the trash ({} {to}){}",
                crate::engine::card::Cards(p.cards),
                every(p.when)
            ));
        }
        if let Some(d) = self.forced_discard {
            out.push(format!("forced discard ({}){}", crate::engine::card::Cards(d.cards), every(d.when)));
        }
        if let Some(w) = self.draw {
            out.push(format!("draw{}", every(w)));
        }
        if let Some(b) = self.buy {
            let rise = if b.rise_per_street > 0 {
                format!(" ({} more each street)", b.rise_per_street)
            } else {
                String::new()
            };
            out.push(format!("buying a card for {}{rise}{}", b.first_price, every(b.when)));
        }
        if out.is_empty() {
            "none".into()
        } else {
            out.join(", ")
        }
    }
}

/// The words the dealing rules are written with, in a declaration and on `cap deal`'s command
/// line: one table and one reader and writer for both.
pub mod words {
    use super::{BuySchedule, ChristmasRule, EsgRule, ForcedDiscard, Neighbour, PassTheTrash, When};

    /// ESG's words: `off`, `on`, `catch-up`.
    pub const ESG: [(&str, EsgRule); 3] =
        [("off", EsgRule::Off), ("on", EsgRule::Esg), ("catch-up", EsgRule::CatchUp)];
    /// Christmas's words: `off`, `on`, `grinch`.
    pub const CHRISTMAS: [(&str, ChristmasRule); 3] =
        [("off", ChristmasRule::Off), ("on", ChristmasRule::On), ("grinch", ChristmasRule::Grinch)];

    /// The rule written `word`, among `table`'s.
    pub fn read<T: Copy>(table: &[(&str, T)], word: &str) -> Option<T> {
        table.iter().find(|(w, _)| *w == word).map(|(_, r)| *r)
    }

    fn write<T: PartialEq>(table: &[(&'static str, T)], rule: &T) -> &'static str {
        table.iter().find(|(_, r)| r == rule).map_or("off", |(w, _)| w)
    }

    fn refuse<E: serde::de::Error>(what: &str, table: &[(&str, impl Copy)], word: &str) -> E {
        let known: Vec<&str> = table.iter().map(|(w, _)| *w).collect();
        E::custom(format!("unknown {what} rule \"{word}\" (the rules are: {})", known.join(", ")))
    }

    /// How a card action is written, for a refusal: `pass`'s, `discard`'s, `draw`'s, `buy`'s.
    pub const PASS_WORDS: &str = "N[:left|right|chosen][:every], or off";
    pub const DISCARD_WORDS: &str = "N[:every], or off";
    pub const DRAW_WORDS: &str = "pre-flop, every, or off";
    pub const BUY_WORDS: &str = "PRICE[+RISE][:every], or off";

    /// A card action's count, then its words after `:`: each a known one, at most once.
    fn parts<'a>(word: &'a str, known: &[&str]) -> Option<(&'a str, Vec<&'a str>)> {
        let mut parts = word.split(':');
        let first = parts.next()?;
        let rest: Vec<&str> = parts.collect();
        let known_once = rest.iter().enumerate().all(|(i, p)| known.contains(p) && !rest[..i].contains(p));
        known_once.then_some((first, rest))
    }

    fn number<T: std::str::FromStr>(word: &str) -> Option<T> {
        // Digits only: no sign, no space (`str::parse` would take "+5").
        (!word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())).then(|| word.parse().ok())?
    }

    fn when(rest: &[&str]) -> When {
        if rest.contains(&"every") {
            When::EveryStreet
        } else {
            When::PreFlop
        }
    }

    fn every(when: When) -> &'static str {
        if when == When::EveryStreet {
            ":every"
        } else {
            ""
        }
    }

    /// Pass the trash, `N[:left|right|chosen][:every]` (to the left, pre-flop, unless said) or
    /// `off`; `None` for words that are neither.
    pub fn read_pass(word: &str) -> Option<Option<PassTheTrash>> {
        if word == "off" {
            return Some(None);
        }
        let (n, rest) = parts(word, &["left", "right", "chosen", "every"])?;
        let sides = rest.iter().filter(|p| **p != "every").count();
        let to = if rest.contains(&"right") {
            Neighbour::Right
        } else if rest.contains(&"chosen") {
            Neighbour::Chosen
        } else {
            Neighbour::Left
        };
        (sides <= 1).then_some(Some(PassTheTrash { cards: number(n)?, to, when: when(&rest) }))
    }

    pub fn write_pass(pass: &Option<PassTheTrash>) -> String {
        pass.map_or("off".into(), |p| {
            let to = match p.to {
                Neighbour::Left => "left",
                Neighbour::Right => "right",
                Neighbour::Chosen => "chosen",
            };
            format!("{}:{to}{}", p.cards, every(p.when))
        })
    }

    /// The forced discard, `N[:every]` or `off`.
    pub fn read_discard(word: &str) -> Option<Option<ForcedDiscard>> {
        if word == "off" {
            return Some(None);
        }
        let (n, rest) = parts(word, &["every"])?;
        Some(Some(ForcedDiscard { cards: number(n)?, when: when(&rest) }))
    }

    pub fn write_discard(discard: &Option<ForcedDiscard>) -> String {
        discard.map_or("off".into(), |d| format!("{}{}", d.cards, every(d.when)))
    }

    /// The draw, `pre-flop`, `every` (also `every-street`) or `off`.
    pub fn read_draw(word: &str) -> Option<Option<When>> {
        match word {
            "off" => Some(None),
            "pre-flop" => Some(Some(When::PreFlop)),
            "every" | "every-street" => Some(Some(When::EveryStreet)),
            _ => None,
        }
    }

    pub fn write_draw(draw: &Option<When>) -> String {
        match draw {
            None => "off",
            Some(When::PreFlop) => "pre-flop",
            Some(When::EveryStreet) => "every",
        }
        .into()
    }

    /// Buying a card, `PRICE[+RISE][:every]` (no rise, pre-flop, unless said) or `off`.
    pub fn read_buy(word: &str) -> Option<Option<BuySchedule>> {
        if word == "off" {
            return Some(None);
        }
        let (price, rest) = parts(word, &["every"])?;
        let (first, rise) = price.split_once('+').unwrap_or((price, "0"));
        Some(Some(BuySchedule {
            first_price: number(first)?,
            rise_per_street: number(rise)?,
            when: when(&rest),
        }))
    }

    pub fn write_buy(buy: &Option<BuySchedule>) -> String {
        buy.map_or("off".into(), |b| {
            let rise = if b.rise_per_street > 0 { format!("+{}", b.rise_per_street) } else { String::new() };
            format!("{}{rise}{}", b.first_price, every(b.when))
        })
    }

    /// A card action in a declaration: its words as a string, read as `cap deal` reads them.
    macro_rules! action_words {
        ($name:ident, $t:ty, $read:ident, $write:ident, $what:literal, $how:ident) => {
            pub mod $name {
                use serde::{Deserialize, Deserializer, Serializer};

                pub fn serialize<S: Serializer>(rule: &Option<$t>, s: S) -> Result<S::Ok, S::Error> {
                    s.serialize_str(&super::$write(rule))
                }

                pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<$t>, D::Error> {
                    let word = String::deserialize(d)?;
                    super::$read(&word).ok_or_else(|| {
                        serde::de::Error::custom(format!(
                            concat!("unknown ", $what, " \"{}\" (write {})"),
                            word,
                            super::$how
                        ))
                    })
                }
            }
        };
    }
    action_words!(pass, super::super::PassTheTrash, read_pass, write_pass, "pass the trash", PASS_WORDS);
    action_words!(
        discard,
        super::super::ForcedDiscard,
        read_discard,
        write_discard,
        "forced discard",
        DISCARD_WORDS
    );
    action_words!(draw, super::super::When, read_draw, write_draw, "draw", DRAW_WORDS);
    action_words!(buy, super::super::BuySchedule, read_buy, write_buy, "buy", BUY_WORDS);

    pub mod esg {
        use serde::{Deserialize, Deserializer, Serializer};

        use super::super::EsgRule;

        pub fn serialize<S: Serializer>(rule: &EsgRule, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(super::write(&super::ESG, rule))
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<EsgRule, D::Error> {
            let word = String::deserialize(d)?;
            super::read(&super::ESG, &word).ok_or_else(|| super::refuse("ESG", &super::ESG, &word))
        }
    }

    pub mod christmas {
        use serde::{Deserialize, Deserializer, Serializer};

        use super::super::ChristmasRule;

        pub fn serialize<S: Serializer>(rule: &ChristmasRule, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_str(super::write(&super::CHRISTMAS, rule))
        }

        pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<ChristmasRule, D::Error> {
            let word = String::deserialize(d)?;
            super::read(&super::CHRISTMAS, &word)
                .ok_or_else(|| super::refuse("Christmas", &super::CHRISTMAS, &word))
        }
    }
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
    /// The price on hand street `street` (0 = pre-flop). A table's schedule passed
    /// [`BuySchedule::check_amounts`], so every price it charges is within the range of money;
    /// saturating, so no schedule can wrap to a small price.
    pub fn price(&self, street: usize) -> u64 {
        self.rise_per_street.saturating_mul(street as u64).saturating_add(self.first_price)
    }

    /// Every price of the schedule is money the engine accepts ([`crate::engine::amount`]): the
    /// first price, the rise, the price on the last street of a hand of `streets` streets, and
    /// what `players` pay together if every one buys on every street the card is offered, so a
    /// pot made of bought cards cannot wrap either. Each refusal names the option (`buy`) and the
    /// amount.
    ///
    /// ```
    /// use cap::engine::deal::{BuySchedule, When};
    /// let buy = BuySchedule { first_price: u64::MAX, rise_per_street: 0, when: When::PreFlop };
    /// assert!(buy.check_amounts(4, 6).unwrap_err().starts_with("the bought card's price (buy) 18446744073709551615 is too large"));
    /// ```
    pub fn check_amounts(&self, streets: usize, players: usize) -> Result<(), String> {
        use crate::engine::amount;
        amount::check(self.first_price, "the bought card's price (buy)")?;
        amount::check(self.rise_per_street, "the bought card's rise per street (buy)")?;
        let offered: Vec<usize> = (0..streets.max(1)).filter(|&t| self.when.includes(t)).collect();
        for &t in &offered {
            let price = (self.rise_per_street as u128) * (t as u128) + u128::from(self.first_price);
            let price = u64::try_from(price).unwrap_or(u64::MAX);
            amount::check(price, &format!("the bought card's price on street {} (buy)", t + 1))?;
        }
        let every = offered.iter().flat_map(|&t| std::iter::repeat_n(self.price(t), players));
        amount::total(every, "what the bought cards cost if every player buys one on every street (buy)")?;
        Ok(())
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
    Ordered(#[serde(with = "crate::engine::serde_cards::many")] Vec<Card>),
}
