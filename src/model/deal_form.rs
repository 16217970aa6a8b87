//! The rules card's "Start a hand" form for the dealing guide: the extra-card rules, card actions
//! and learn mode as chosen, their option tables, and the engine's [`DealOptions`] they make.
//!
//! The form is the table's choice, not one hand's: it is kept between hands and across screens,
//! and saved with the other preferences, until the dealer changes it (issue 24).

use crate::engine::deal::{
    BuySchedule, ChristmasRule, DealOptions, EsgRule, ForcedDiscard, Neighbour, PassTheTrash, When,
};

/// A select's choices: the value, the words, the rule.
pub type Choices<T> = [(&'static str, &'static str, T); 3];

/// ESG: extra cards from the discards.
pub const ESG_CHOICES: Choices<EsgRule> = [
    ("off", "Off", EsgRule::Off),
    ("esg", "ESG", EsgRule::Esg),
    ("catch-up", "Catch-up ESG", EsgRule::CatchUp),
];

/// Christmas: extra cards from the deck.
pub const CHRISTMAS_CHOICES: Choices<ChristmasRule> = [
    ("off", "Off", ChristmasRule::Off),
    ("on", "Christmas", ChristmasRule::On),
    ("grinch", "Grinch (the last aggressor decides)", ChristmasRule::Grinch),
];

/// The value of "no passing" in the pass-the-trash select.
pub const NO_PASSING: &str = "none";

/// The pass-the-trash choices after "No passing": value ("2-left") and words.
pub fn pass_choices() -> Vec<(String, String)> {
    (1..=3)
        .flat_map(|n| {
            ["left", "right", "chosen"].into_iter().map(move |side| {
                let words = match side {
                    "chosen" => format!("Pass {n} to a chosen player"),
                    _ => format!("Pass {n} to the {side}"),
                };
                (format!("{n}-{side}"), words)
            })
        })
        .collect()
}

/// The form as filled in; every field starts off. A form saved by an older app reads with the
/// defaults for what it lacks.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct DealForm {
    pub esg: EsgRule,
    pub christmas: ChristmasRule,
    pub burns: bool,
    pub undealt_to_discards: bool,
    /// The pass-the-trash select's value: [`NO_PASSING`] or a [`pass_choices`] value.
    pub pass: String,
    /// Cards each player discards (0: none).
    pub forced_discard: usize,
    pub draw: bool,
    /// The price of a bought card (0: not offered) and its rise each street.
    pub buy_price: u64,
    pub buy_rise: u64,
    /// Each card action's timing, chosen per action (the guide: "this may happen just pre-flop,
    /// or also post-flop"): also after the flop, turn and river, or pre-flop only.
    pub pass_every_street: bool,
    pub discard_every_street: bool,
    pub draw_every_street: bool,
    /// Buying: "on a street", with a price that "may increase with each street".
    pub buy_every_street: bool,
    /// The app shuffles a deck and shows every card.
    pub learn: bool,
    /// The betting structure, and whether the dealing guide records the betting.
    pub betting: super::betting::BetForm,
}

impl DealForm {
    /// Sets the ESG rule from its select value (an unknown value is off).
    pub fn set_esg(&mut self, value: &str) {
        self.esg = ESG_CHOICES.iter().find(|c| c.0 == value).map_or(EsgRule::Off, |c| c.2);
    }

    /// Sets the Christmas rule from its select value (an unknown value is off).
    pub fn set_christmas(&mut self, value: &str) {
        self.christmas = CHRISTMAS_CHOICES.iter().find(|c| c.0 == value).map_or(ChristmasRule::Off, |c| c.2);
    }

    /// The pass-the-trash select's value ([`NO_PASSING`] when none is chosen).
    pub fn pass_value(&self) -> &str {
        if self.pass.is_empty() {
            NO_PASSING
        } else {
            &self.pass
        }
    }

    /// Whether any card action is chosen (the rules card then shows them open).
    pub fn has_card_actions(&self) -> bool {
        let o = self.options();
        o.pass_the_trash.is_some() || o.forced_discard.is_some() || o.draw.is_some() || o.buy.is_some()
    }

    /// The engine's options for this form.
    pub fn options(&self) -> DealOptions {
        let when = |every: bool| if every { When::EveryStreet } else { When::PreFlop };
        let pass_the_trash = self.pass.split_once('-').and_then(|(n, side)| {
            let to = match side {
                "right" => Neighbour::Right,
                "chosen" => Neighbour::Chosen,
                _ => Neighbour::Left,
            };
            n.parse().ok().map(|cards| PassTheTrash { cards, to, when: when(self.pass_every_street) })
        });
        let cards = self.forced_discard;
        DealOptions {
            esg: self.esg,
            christmas: self.christmas,
            burns: self.burns,
            undealt_to_discards: self.undealt_to_discards,
            pass_the_trash,
            forced_discard: (cards > 0)
                .then_some(ForcedDiscard { cards, when: when(self.discard_every_street) }),
            draw: self.draw.then_some(when(self.draw_every_street)),
            buy: (self.buy_price > 0).then_some(BuySchedule {
                first_price: self.buy_price,
                rise_per_street: self.buy_rise,
                when: when(self.buy_every_street),
            }),
            betting: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_form_deals_with_no_extras_and_no_actions() {
        assert_eq!(DealForm::default().options(), DealOptions::default());
        let form = DealForm { pass: NO_PASSING.into(), ..DealForm::default() };
        assert_eq!(form.options(), DealOptions::default());
    }

    #[test]
    fn card_actions_happen_pre_flop_unless_every_street_is_ticked() {
        let mut form = DealForm {
            pass: "2-right".into(),
            forced_discard: 1,
            draw: true,
            buy_price: 5,
            buy_rise: 2,
            ..DealForm::default()
        };
        let o = form.options();
        assert_eq!(
            o.pass_the_trash,
            Some(PassTheTrash { cards: 2, to: Neighbour::Right, when: When::PreFlop })
        );
        assert_eq!(o.forced_discard, Some(ForcedDiscard { cards: 1, when: When::PreFlop }));
        assert_eq!(o.draw, Some(When::PreFlop));
        assert_eq!(o.buy, Some(BuySchedule { first_price: 5, rise_per_street: 2, when: When::PreFlop }));
        // Each action has its own timing.
        form.draw_every_street = true;
        assert_eq!(form.options().draw, Some(When::EveryStreet));
        assert_eq!(form.options().buy.map(|b| b.when), Some(When::PreFlop));
        assert_eq!(form.options().forced_discard.map(|d| d.when), Some(When::PreFlop));
        form.buy_every_street = true;
        form.pass_every_street = true;
        assert_eq!(form.options().buy.map(|b| b.when), Some(When::EveryStreet));
        assert_eq!(form.options().pass_the_trash.map(|p| p.when), Some(When::EveryStreet));
        assert_eq!(form.options().forced_discard.map(|d| d.when), Some(When::PreFlop));
    }

    #[test]
    fn every_choice_value_sets_its_rule_and_every_pass_value_reads() {
        let mut form = DealForm::default();
        for (value, _, rule) in ESG_CHOICES {
            form.set_esg(value);
            assert_eq!(form.esg, rule);
        }
        for (value, _, rule) in CHRISTMAS_CHOICES {
            form.set_christmas(value);
            assert_eq!(form.christmas, rule);
        }
        form.set_esg("nonsense");
        assert_eq!(form.esg, EsgRule::Off);
        for (value, words) in pass_choices() {
            form.pass = value;
            let pass = form.options().pass_the_trash.unwrap();
            let side = match pass.to {
                Neighbour::Chosen => "a chosen player".to_string(),
                Neighbour::Left => "the left".to_string(),
                Neighbour::Right => "the right".to_string(),
            };
            assert_eq!(words, format!("Pass {} to {side}", pass.cards));
        }
    }

    #[test]
    fn issue_24_the_form_is_kept_as_saved_and_an_older_save_reads_with_defaults() {
        let form = DealForm {
            esg: EsgRule::CatchUp,
            pass: "2-left".into(),
            draw: true,
            learn: true,
            ..DealForm::default()
        };
        let saved = serde_json::to_string(&form).unwrap();
        assert_eq!(serde_json::from_str::<DealForm>(&saved).unwrap(), form);
        let older: DealForm = serde_json::from_str(r#"{"esg": "Esg", "learn": true}"#).unwrap();
        assert_eq!(older, DealForm { esg: EsgRule::Esg, learn: true, ..DealForm::default() });
        assert_eq!(DealForm::default().pass_value(), NO_PASSING);
        assert_eq!(form.pass_value(), "2-left");
        assert!(form.has_card_actions());
        assert!(!DealForm { esg: EsgRule::Esg, learn: true, ..DealForm::default() }.has_card_actions());
    }
}
