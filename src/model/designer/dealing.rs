//! The designer's dealing defaults: what a table of the game starts dealing with (ESG, Christmas,
//! burns, the undealt cards on the discard pile), the declaration's `dealing`. The choices and
//! their words are the deal form's ([`ESG_CHOICES`], [`CHRISTMAS_CHOICES`]), so the designer and
//! the rules card say the same; whether they go together is the engine's check.

use super::Designer;
use crate::engine::deal::DealingDefaults;
use crate::model::deal_form::{CHRISTMAS_CHOICES, ESG_CHOICES};

impl Designer {
    pub fn dealing(&self) -> DealingDefaults {
        self.spec.dealing
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
