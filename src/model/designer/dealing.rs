//! The designer's dealing defaults: what a table of the game starts dealing with (ESG, Christmas,
//! burns, the undealt cards on the discard pile, the card actions), the declaration's `dealing`.
//! The choices and their words are the deal form's ([`ESG_CHOICES`], [`CHRISTMAS_CHOICES`], the
//! card actions as a [`DealForm`] edits them), so the designer and the rules card say the same;
//! whether they go together is the engine's check.

use super::Designer;
use crate::engine::deal::DealingDefaults;
use crate::model::deal_form::{CardActionEdit, DealForm, CHRISTMAS_CHOICES, ESG_CHOICES};

impl Designer {
    pub fn dealing(&self) -> DealingDefaults {
        self.spec.dealing
    }

    /// The dealing defaults as the rules card's "Start a hand" form shows them (what a table of
    /// the game opens it with).
    pub fn dealing_form(&self) -> DealForm {
        DealForm::showing(self.spec.dealing)
    }

    /// A card action's default changed as the form changes it. The declaration keeps only what
    /// the form deals: an action's timing while the action is off is not kept (the screen offers
    /// it only once the action is chosen).
    pub fn edit_card_action(&mut self, edit: CardActionEdit) {
        let mut form = self.dealing_form();
        form.edit(edit);
        self.spec.dealing = form.extras();
    }

    /// The ESG default from its select value ([`ESG_CHOICES`]); an unknown value changes nothing.
    pub fn set_esg(&mut self, value: &str) {
        if let Some(c) = ESG_CHOICES.iter().find(|c| c.0 == value) {
            self.spec.dealing.esg = c.2;
        }
    }

    /// The Christmas default from its select value ([`CHRISTMAS_CHOICES`]).
    pub fn set_christmas(&mut self, value: &str) {
        if let Some(c) = CHRISTMAS_CHOICES.iter().find(|c| c.0 == value) {
            self.spec.dealing.christmas = c.2;
        }
    }

    pub fn set_burns(&mut self, on: bool) {
        self.spec.dealing.burns = on;
    }

    /// Undealt cards to the discard pile by default. Kept as ticked even beside Christmas: the
    /// check says the two cannot go together, and the dealer chooses which to give up.
    pub fn set_undealt_to_discards(&mut self, on: bool) {
        self.spec.dealing.undealt_to_discards = on;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::deal::{ChristmasRule, EsgRule};
    use crate::model::designer::check::{Section, Verdict};

    fn a_game() -> Designer {
        let spec =
            crate::engine::game::catalogue::specs().into_iter().find(|s| s.id == "omaha/high").unwrap();
        Designer::copy_of(spec)
    }

    #[test]
    fn dealing_defaults_are_written_into_the_declaration() {
        let mut d = a_game();
        assert!(d.dealing().is_off());
        d.set_esg("catch-up");
        d.set_christmas("grinch");
        d.set_burns(true);
        d.set_esg("nonsense");
        assert_eq!(
            d.spec().dealing,
            DealingDefaults {
                esg: EsgRule::CatchUp,
                christmas: ChristmasRule::Grinch,
                burns: true,
                ..DealingDefaults::default()
            }
        );
        assert!(matches!(d.check(), Verdict::Works { .. }));
        let text = crate::engine::game::declaration::to_json(d.spec());
        assert!(
            text.contains(r#""dealing": {"esg": "catch-up", "christmas": "grinch", "burns": true}"#),
            "{text}"
        );
    }

    #[test]
    fn card_action_defaults_are_written_in_cap_deals_words_and_open_the_form_with_them() {
        use crate::engine::deal::{BuySchedule, Neighbour, PassTheTrash, When};
        use crate::model::deal_form::CardAction;
        let mut d = a_game();
        d.edit_card_action(CardActionEdit::Pass("2-right".into()));
        d.edit_card_action(CardActionEdit::EveryStreet(CardAction::Pass, true));
        d.edit_card_action(CardActionEdit::BuyPrice(5));
        d.edit_card_action(CardActionEdit::BuyRise(5));
        // A timing for an action that is off is not a default (the screen disables it).
        d.edit_card_action(CardActionEdit::EveryStreet(CardAction::Draw, true));
        assert_eq!(
            d.dealing().pass_the_trash,
            Some(PassTheTrash { cards: 2, to: Neighbour::Right, when: When::EveryStreet })
        );
        assert_eq!(
            d.dealing().buy,
            Some(BuySchedule { first_price: 5, rise_per_street: 5, when: When::PreFlop })
        );
        assert_eq!(d.dealing().draw, None);
        assert!(matches!(d.check(), Verdict::Works { .. }));
        let text = crate::engine::game::declaration::to_json(d.spec());
        assert!(text.contains(r#""dealing": {"pass_the_trash": "2:right:every", "buy": "5+5"}"#), "{text}");
        // The rules card opens "Start a hand" with them chosen, as the designer shows them.
        let mut form = DealForm::default();
        form.choose_game(&d.spec().id, d.dealing());
        assert_eq!(form.extras(), d.dealing_form().extras());
        assert_eq!((form.pass_value(), form.pass_every_street, form.buy_price), ("2-right", true, 5));
        // Back off: nothing left in the declaration.
        d.edit_card_action(CardActionEdit::Pass("none".into()));
        d.edit_card_action(CardActionEdit::BuyPrice(0));
        assert!(d.dealing().is_off(), "{:?}", d.dealing());
    }

    #[test]
    fn undealt_cards_with_christmas_are_shown_in_the_dealing_section_and_kept() {
        let mut d = a_game();
        d.set_christmas("on");
        d.set_undealt_to_discards(true);
        let verdict = d.check();
        let problem = verdict.in_section(Section::Dealing).expect("the dealing section's problem");
        assert_eq!(
            problem.message,
            "Undealt cards to the discard pile cannot be on with Christmas: undealt cards on the discard pile leave no spare cards in the deck for Christmas"
        );
        assert!(d.dealing().undealt_to_discards, "nothing ticked is dropped");
        d.set_christmas("off");
        assert!(matches!(d.check(), Verdict::Works { .. }));
    }
}
