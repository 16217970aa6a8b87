//! The rules card's "Start a hand" form for the dealing guide: the extra-card rules, card actions
//! and learn mode as chosen, their option tables, and the engine's [`DealOptions`] they make.
//!
//! The form is the table's choice, not one hand's: it is kept between hands and across screens,
//! and saved with the other preferences, until the dealer changes it (issue 24).

use std::collections::BTreeMap;

use crate::engine::deal::{
    BuySchedule, ChristmasRule, DealOptions, DealingDefaults, DeckMode, EsgRule, ForcedDiscard, Neighbour,
    PassTheTrash, Table, TableSetup, When,
};
use crate::model::dealing::{Dealing, Money};
use crate::model::seating::Seating;

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

/// The pass-the-trash select's sides: the value's second half, and the neighbour.
const SIDES: [(&str, Neighbour); 3] =
    [("left", Neighbour::Left), ("right", Neighbour::Right), ("chosen", Neighbour::Chosen)];

/// The pass-the-trash select's value for passing `cards` to `to`: "2-left".
pub fn pass_value(cards: usize, to: Neighbour) -> String {
    let side = SIDES.iter().find(|s| s.1 == to).map_or("left", |s| s.0);
    format!("{cards}-{side}")
}

/// The cards and the neighbour of a pass-the-trash select value (`None`: no passing).
pub fn read_pass_value(value: &str) -> Option<(usize, Neighbour)> {
    let (n, side) = value.split_once('-')?;
    let to = SIDES.iter().find(|s| s.0 == side).map_or(Neighbour::Left, |s| s.1);
    n.parse().ok().filter(|n| *n > 0).map(|n| (n, to))
}

/// The pass-the-trash choices after "No passing": value ("2-left") and words, one to three cards
/// to each side, and the `chosen` value's count too when it is more (a game may declare it).
pub fn pass_choices(chosen: &str) -> Vec<(String, String)> {
    let most = read_pass_value(chosen).map_or(3, |(n, _)| n.max(3));
    (1..=most)
        .flat_map(|n| {
            SIDES.into_iter().map(move |(side, to)| {
                let words = match to {
                    Neighbour::Chosen => format!("Pass {n} to a chosen player"),
                    _ => format!("Pass {n} to the {side}"),
                };
                (pass_value(n, to), words)
            })
        })
        .collect()
}

/// One change to the card actions, as the "Card actions" controls send it: the rules card's form
/// and the designer's dealing defaults apply the same ones ([`DealForm::edit`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CardActionEdit {
    /// The pass-the-trash select's value ([`NO_PASSING`] or a [`pass_choices`] value).
    Pass(String),
    /// Cards each player discards (0: none).
    Discard(usize),
    Draw(bool),
    /// The bought card's first price (0: not offered) and its rise each street.
    BuyPrice(u64),
    BuyRise(u64),
    /// An action's timing: also after the flop, turn and river.
    EveryStreet(CardAction, bool),
}

/// The card actions, for their timing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardAction {
    Pass,
    Discard,
    Draw,
    Buy,
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
    /// Whose extra cards the form shows (ESG, Christmas, burns, the undealt cards): the game
    /// (its id) whose declaration has dealing defaults, or `""`, the table's own for every game
    /// without (the catalogue's). See [`DealForm::choose_game`].
    pub extras_of: String,
    /// The defaults of the game whose extras the form shows (all off for the table's own).
    pub extras_defaults: DealingDefaults,
    /// The extras put aside when another game was chosen, with the defaults they were chosen
    /// under: the table's own under `""`, and a game's when the user changed its defaults.
    pub kept: BTreeMap<String, (DealingDefaults, DealingDefaults)>,
}

impl DealForm {
    /// The dealing as chosen: the part of the form a game's declaration has defaults for (all but
    /// learn mode and the betting).
    pub fn extras(&self) -> DealingDefaults {
        self.options().dealing()
    }

    /// Shows `extras`: the extra cards, and each card action with its timing (a timing left
    /// unticked when the action is off).
    fn set_extras(&mut self, extras: DealingDefaults) {
        let every = |when: Option<When>| when == Some(When::EveryStreet);
        self.esg = extras.esg;
        self.christmas = extras.christmas;
        self.burns = extras.burns;
        self.undealt_to_discards = extras.undealt_to_discards;
        self.pass = extras.pass_the_trash.map_or(String::new(), |p| pass_value(p.cards, p.to));
        self.pass_every_street = every(extras.pass_the_trash.map(|p| p.when));
        self.forced_discard = extras.forced_discard.map_or(0, |d| d.cards);
        self.discard_every_street = every(extras.forced_discard.map(|d| d.when));
        self.draw = extras.draw.is_some();
        self.draw_every_street = every(extras.draw);
        self.buy_price = extras.buy.map_or(0, |b| b.first_price);
        self.buy_rise = extras.buy.map_or(0, |b| b.rise_per_street);
        self.buy_every_street = every(extras.buy.map(|b| b.when));
    }

    /// A form showing `extras` (a game's dealing defaults), learn mode and the betting off.
    pub fn showing(extras: DealingDefaults) -> DealForm {
        let mut form = DealForm::default();
        form.set_extras(extras);
        form
    }

    /// Applies one change to the card actions.
    pub fn edit(&mut self, edit: CardActionEdit) {
        match edit {
            CardActionEdit::Pass(value) => {
                self.pass = if value == NO_PASSING { String::new() } else { value }
            }
            CardActionEdit::Discard(n) => self.forced_discard = n,
            CardActionEdit::Draw(on) => self.draw = on,
            CardActionEdit::BuyPrice(price) => self.buy_price = price,
            CardActionEdit::BuyRise(rise) => self.buy_rise = rise,
            CardActionEdit::EveryStreet(action, on) => match action {
                CardAction::Pass => self.pass_every_street = on,
                CardAction::Discard => self.discard_every_street = on,
                CardAction::Draw => self.draw_every_street = on,
                CardAction::Buy => self.buy_every_street = on,
            },
        }
    }

    /// Whether `action` is chosen (its timing only matters then).
    pub fn has(&self, action: CardAction) -> bool {
        let o = self.options();
        match action {
            CardAction::Pass => o.pass_the_trash.is_some(),
            CardAction::Discard => o.forced_discard.is_some(),
            CardAction::Draw => o.draw.is_some(),
            CardAction::Buy => o.buy.is_some(),
        }
    }

    /// Game `id`, whose declaration has the dealing `defaults`, is chosen (its rules card opens).
    ///
    /// A game with defaults starts from them: the form shows them, unless the user already changed
    /// them for this game (then the user's choice, kept while other games were chosen). A game
    /// without defaults (every catalogue game) shows the table's own extras, as they were before a
    /// game with defaults was chosen, so a game's defaults never leak into another game and the
    /// table's choice is never lost. The same game chosen again changes nothing; a game whose
    /// defaults changed since (edited) starts from its new ones. Card actions, learn mode and the
    /// betting are the table's and are not touched.
    pub fn choose_game(&mut self, id: &str, defaults: DealingDefaults) {
        let key = if defaults.is_off() { "" } else { id };
        if key == self.extras_of && defaults == self.extras_defaults {
            return;
        }
        let shown = self.extras();
        let left = std::mem::take(&mut self.extras_of);
        // The table's own is always kept; a game's only when the user changed its defaults.
        if left.is_empty() || shown != self.extras_defaults {
            self.kept.insert(left, (self.extras_defaults, shown));
        }
        let next = match self.kept.remove(key) {
            Some((under, chosen)) if under == defaults => chosen,
            _ => defaults,
        };
        self.set_extras(next);
        self.extras_of = key.to_string();
        self.extras_defaults = defaults;
    }

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

    /// A new deal of `game` with its option `choices` at the seated table, with this form's
    /// options and betting structure; in learn mode the app shuffles its own deck from `seed`.
    /// The chip and stake are taken now, so a later change to the seated table does not change
    /// this hand. `Err` says why the table cannot be dealt (the form's betting, or the engine's
    /// refusal).
    pub fn deal(
        &self,
        game: &crate::engine::game::Game,
        choices: &BTreeMap<String, String>,
        seating: &Seating,
        seed: u64,
    ) -> Result<Dealing, String> {
        self.deal_from(game, choices, seating, None, seed)
    }

    /// [`DealForm::deal`] from known stacks (an evening's, seat by seat): the betting, when it is
    /// recorded, holds every action to them (all-in for the stack, a no-limit bet at most the
    /// stack, a short blind posted for what the player has).
    pub fn deal_from(
        &self,
        game: &crate::engine::game::Game,
        choices: &BTreeMap<String, String>,
        seating: &Seating,
        stacks: Option<Vec<u64>>,
        seed: u64,
    ) -> Result<Dealing, String> {
        let names = seating.seat_names();
        let rules = game.rules(choices).map_err(|e| e.to_string())?;
        let mut options = self.options();
        options.betting = self.betting.structure(&rules, seating.chip, names.len())?;
        options.stacks = options.betting.as_ref().and(stacks);
        let deck = if self.learn { DeckMode::Shuffled { seed } } else { DeckMode::Unseen };
        let setup = TableSetup { n_players: names.len(), button: seating.button_seat(), options, deck };
        let table = Table::new(game, choices, setup).map_err(|e| e.to_string())?;
        let money = Some(Money { chip: seating.chip, stake: seating.stake });
        Ok(Dealing { table, names, learn: self.learn, money })
    }

    /// The engine's options for this form.
    pub fn options(&self) -> DealOptions {
        let when = |every: bool| if every { When::EveryStreet } else { When::PreFlop };
        let pass_the_trash = read_pass_value(&self.pass).map(|(cards, to)| PassTheTrash {
            cards,
            to,
            when: when(self.pass_every_street),
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
            stacks: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::Catalogue;
    use crate::engine::games::Registry;
    use crate::model::dealing::SavedDeal;

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
        for (value, words) in pass_choices("") {
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

    const MINE: DealingDefaults = DealingDefaults {
        esg: EsgRule::CatchUp,
        christmas: ChristmasRule::Off,
        burns: true,
        undealt_to_discards: false,
        pass_the_trash: None,
        forced_discard: None,
        draw: None,
        buy: None,
    };

    #[test]
    fn a_game_with_dealing_defaults_starts_from_them_and_the_table_keeps_its_own() {
        let mut form = DealForm { christmas: ChristmasRule::On, draw: true, ..DealForm::default() };
        form.choose_game("omaha/high", DealingDefaults::default());
        assert_eq!(form.christmas, ChristmasRule::On, "a catalogue game keeps the table's choice");
        form.choose_game("mine/esg-game", MINE);
        assert_eq!(form.extras(), MINE, "the game's defaults, Christmas off as it declares");
        assert!(!form.draw, "no draw: the game declares none");
        assert_eq!(form.options().esg, EsgRule::CatchUp);
        // Back to a catalogue game: the table's own extras and card actions, not the other
        // game's defaults.
        form.choose_game("holdem/high", DealingDefaults::default());
        assert_eq!(
            form.extras(),
            DealingDefaults {
                christmas: ChristmasRule::On,
                draw: Some(When::PreFlop),
                ..DealingDefaults::default()
            }
        );
        // The table changes its own choice there; the game with defaults still starts from them.
        form.burns = true;
        form.choose_game("mine/esg-game", MINE);
        assert_eq!(form.extras(), MINE);
        form.choose_game("holdem/high", DealingDefaults::default());
        assert_eq!(form.extras().christmas, ChristmasRule::On);
        assert!(form.burns, "the table's change is kept");
    }

    #[test]
    fn a_game_declaring_card_actions_opens_the_form_with_them_chosen() {
        let declared = DealingDefaults {
            pass_the_trash: Some(PassTheTrash { cards: 2, to: Neighbour::Chosen, when: When::EveryStreet }),
            forced_discard: Some(ForcedDiscard { cards: 1, when: When::PreFlop }),
            draw: Some(When::EveryStreet),
            buy: Some(BuySchedule { first_price: 5, rise_per_street: 5, when: When::EveryStreet }),
            ..DealingDefaults::default()
        };
        let mut form = DealForm { buy_price: 3, ..DealForm::default() };
        form.choose_game("mine/actions", declared);
        assert_eq!((form.pass_value(), form.pass_every_street), ("2-chosen", true));
        assert_eq!((form.forced_discard, form.discard_every_street), (1, false));
        assert_eq!((form.draw, form.draw_every_street), (true, true));
        assert_eq!((form.buy_price, form.buy_rise, form.buy_every_street), (5, 5, true));
        assert!(form.has_card_actions());
        assert_eq!(form.extras(), declared, "the form reads back as declared");
        assert_eq!(form.options(), declared.options());
        // The table's own buying comes back for a catalogue game.
        form.choose_game("omaha/high", DealingDefaults::default());
        assert_eq!(form.options().buy.map(|b| b.first_price), Some(3));
        assert!(!form.draw && form.pass_value() == NO_PASSING);
        // A pass of more cards than the select lists is listed (and chosen) too.
        let five = DealingDefaults {
            pass_the_trash: Some(PassTheTrash { cards: 5, to: Neighbour::Left, when: When::PreFlop }),
            ..DealingDefaults::default()
        };
        form.choose_game("mine/five", five);
        assert!(pass_choices(&form.pass).iter().any(|(v, w)| *v == form.pass && w == "Pass 5 to the left"));
        assert_eq!(pass_choices("").len(), 9);
    }

    #[test]
    fn a_choice_made_for_a_game_survives_other_games_and_reloads() {
        let mut form = DealForm::default();
        form.choose_game("mine/esg-game", MINE);
        form.set_esg("off");
        // The same game again (the rules card reopened) changes nothing.
        form.choose_game("mine/esg-game", MINE);
        assert_eq!(form.esg, EsgRule::Off);
        // Other games, one with defaults of its own, and a reload in between.
        let other = DealingDefaults { christmas: ChristmasRule::Grinch, ..DealingDefaults::default() };
        form.choose_game("mine/other", other);
        assert_eq!(form.extras(), other);
        form.choose_game("omaha/high", DealingDefaults::default());
        let mut form: DealForm = serde_json::from_str(&serde_json::to_string(&form).unwrap()).unwrap();
        form.choose_game("mine/esg-game", MINE);
        assert_eq!(form.esg, EsgRule::Off, "the user's choice for this game, not its default");
        assert!(form.burns);
        // The game edited to other defaults: those, since the choice was made under the old ones.
        let edited = DealingDefaults { esg: EsgRule::Esg, ..MINE };
        form.choose_game("mine/esg-game", edited);
        assert_eq!(form.extras(), edited);
        // A game left as its defaults is not remembered (only changes are).
        form.choose_game("omaha/high", DealingDefaults::default());
        assert!(!form.kept.contains_key("mine/esg-game"));
        assert!(!form.kept.contains_key("mine/other"));
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

    #[test]
    fn issue_33_a_deal_keeps_the_chip_and_stake_it_started_with() {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let mut seating =
            Seating { names: vec!["Ann".into(), "Ben".into(), "".into()], button: 7, chip: 5, stake: 50 };
        let form = DealForm { learn: true, ..DealForm::default() };
        let dealing = form.deal(game, &BTreeMap::new(), &seating, 3).unwrap();
        assert_eq!(dealing.names, ["Ann", "Ben", "Player 3"]);
        assert_eq!(dealing.table.button(), 2, "a stored button past the table: the last seat");
        assert_eq!(dealing.table.deck_mode(), &DeckMode::Shuffled { seed: 3 });
        // The seated table changes during the hand: the showdown keeps the deal's chip and stake.
        seating.chip = 25;
        seating.stake = 1000;
        let draft = dealing.showdown(&seating);
        assert_eq!(draft.chip(), 5);
        assert!(draft.players().iter().all(|p| p.contributed() == 50));
        // Saved and restored, it still does.
        let saved: SavedDeal =
            serde_json::from_str(&serde_json::to_string(&SavedDeal::of(&dealing)).unwrap()).unwrap();
        assert_eq!(saved.restore(&Registry::builtin()).unwrap().showdown(&seating).chip(), 5);
    }

    #[test]
    fn issue_34_a_deal_from_an_evenings_stacks_bets_them() {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let seating =
            Seating { names: vec!["Ann".into(), "Ben".into(), "Cat".into()], button: 0, chip: 1, stake: 0 };
        let mut form = DealForm::default();
        form.betting.record = true;
        let dealing = form.deal_from(game, &BTreeMap::new(), &seating, Some(vec![300, 40, 500]), 1).unwrap();
        let betting = dealing.table.betting().unwrap();
        assert_eq!(betting.stacks(), Some(&[300, 40, 500][..]));
        let first = betting.options().unwrap();
        let stacks = [300, 40, 500];
        assert_eq!(first.all_in_to, Some(stacks[first.player]), "all-in is one tap for the whole stack");
        // The betting bar's one tap, once the hole cards are dealt: "All-in 300" for the player
        // to act, no typing.
        let mut dealt = dealing.clone();
        dealt.table.apply(crate::engine::deal::Event::Dealt).unwrap();
        let view = crate::model::betting::BetView::of(&dealt.table, &dealt.names).unwrap();
        assert_eq!(view.all_in_to, Some(stacks[first.player]));
        // Without stacks, nobody's bet is bounded by a stack.
        let free = form.deal(game, &BTreeMap::new(), &seating, 1).unwrap();
        assert_eq!(free.table.betting().unwrap().stacks(), None);
        // A stack of 0 is nobody dealt in, refused in words.
        let refused =
            form.deal_from(game, &BTreeMap::new(), &seating, Some(vec![300, 0, 500]), 1).unwrap_err();
        assert!(refused.contains("seat 2 has a stack of 0"), "{refused}");
    }

    #[test]
    fn the_forms_betting_is_refused_in_its_own_words_before_a_table_is_built() {
        let game = Catalogue::builtin().get("holdem/high").unwrap();
        let seating = Seating { names: vec!["Ann".into(), "Ben".into()], button: 0, chip: 1, stake: 10 };
        let mut form = DealForm::default();
        form.betting.record = true;
        form.betting.straddles = "x".into();
        let refused = form.deal(game, &BTreeMap::new(), &seating, 1).unwrap_err();
        assert!(refused.to_lowercase().contains("straddle"), "{refused}");
    }
}
