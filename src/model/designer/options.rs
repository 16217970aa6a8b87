//! The table options of a designed game: the engine's standard options
//! ([`TableOption`], the very ones the catalogue declares), each a toggle that adds or removes
//! the option with all its choices. The table picks a choice on the rules card, as for a
//! catalogue game; the first choice is the default, and the screen says which it is.
//!
//! Only the options that can matter to the draft are offered (odd chips when a split pot has
//! stacks to cut, short hands when a high point can be made of fewer than five cards, …), and
//! any option the draft has (a copied catalogue game's), so it can be taken off. Game-specific
//! options of a copied game (a funnel's turn sizes) are kept as they are and not offered.
//!
//! Invariants: the `hand-low` option is there exactly when a point is ranked by it and the game
//! lets the table choose the low ([`Designer::sync_hand_low`]); taking the low off ranks its
//! points by the low's default instead (undoable), so a draft never names a missing option; a
//! ring position is shared under the `ring` option exactly when the draft has that option.

use super::Designer;
use crate::engine::game::table_options::{TableOption, RING_SHARED};
use crate::engine::game::{Condition, HoleCards, PointCards, PointRanking, Scope, Worth, LOW_CHOICES};
use crate::engine::pot::Payout;
use crate::engine::ranking::Ranking;

/// One option the designer offers, as a toggle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub option: TableOption,
    /// The toggle's words.
    pub label: &'static str,
    /// Whether the game has the option.
    pub on: bool,
    /// The choice a table plays unless it picks another.
    pub default: String,
}

impl Designer {
    /// Whether the draft has the standard option `o`.
    pub fn has_option(&self, o: TableOption) -> bool {
        self.spec.options.iter().any(|s| s.key == o.key())
    }

    /// The options worth offering for this draft, each with whether it is on and its default.
    pub fn offered_options(&self) -> Vec<Offer> {
        TableOption::ALL
            .into_iter()
            .filter(|&o| self.has_option(o) || self.could_use(o))
            .filter_map(|o| {
                let label = match o {
                    TableOption::Low => "Let the table choose the low",
                    // Follows the low and the points ranked by it: not a toggle of its own.
                    TableOption::HandLow => return None,
                    TableOption::OddChips => "Let the table choose who gets the odd chips",
                    TableOption::ShortHands => "Let the table choose how short hands count",
                    TableOption::SidePotWorth => "Let the table choose a board's worth in a side pot",
                    TableOption::Throws => "Let the table choose when cards are thrown",
                    TableOption::Ring => "Let the table choose whose ring cards a player may use",
                };
                let default = o.spec().choices.first().map(|c| c.1.clone()).unwrap_or_default();
                Some(Offer { option: o, label, on: self.has_option(o), default })
            })
            .collect()
    }

    /// Adds the option `o` with the engine's standard choices, or takes it off (undoable).
    pub fn toggle_option(&mut self, o: TableOption) {
        if self.has_option(o) {
            self.keep(format!("Took off the option {}", o.spec().label));
            self.spec.options.retain(|s| s.key != o.key());
            match o {
                // Its points take the low the table played by default.
                TableOption::Low => {
                    let default = LOW_CHOICES[0].0;
                    for i in 0..self.spec.points.len() {
                        if matches!(
                            self.spec.points[i].ranking,
                            PointRanking::TableLow | PointRanking::TableHandLow
                        ) {
                            self.set_ranking(i, default);
                        }
                    }
                }
                TableOption::Ring => self.share_ring(false),
                _ => {}
            }
        } else {
            match o {
                // The low first, as the catalogue's games have it.
                TableOption::Low => self.spec.options.insert(0, o.spec()),
                _ => self.spec.options.push(o.spec()),
            }
            if o == TableOption::Ring {
                self.share_ring(true);
            }
        }
        self.sync_hand_low();
    }

    /// The `hand-low` option is there exactly when a point is ranked by it and the table chooses
    /// the low (whose choice it follows by default), right after the low.
    pub(super) fn sync_hand_low(&mut self) {
        let key = TableOption::HandLow.key();
        let wanted = self.has_option(TableOption::Low)
            && self.spec.points.iter().any(|p| p.ranking == PointRanking::TableHandLow);
        let there = self.spec.options.iter().any(|s| s.key == key);
        if wanted && !there {
            let at =
                self.spec.options.iter().position(|s| s.key == TableOption::Low.key()).map_or(0, |i| i + 1);
            self.spec.options.insert(at, TableOption::HandLow.spec());
        } else if !wanted && there {
            self.spec.options.retain(|s| s.key != key);
        }
    }

    /// The ring cards are shared under the `ring` option's `shared` choice (`true`), or each is
    /// its owner's alone.
    fn share_ring(&mut self, shared: bool) {
        for p in self.spec.positions.iter_mut().filter(|p| p.scope == Scope::EachPlayer) {
            p.shared_when = shared.then(|| Condition {
                option: TableOption::Ring.key().into(),
                choices: vec![RING_SHARED.into()],
            });
        }
    }

    /// The `shared_when` a new ring position takes: shared when the draft has the `ring` option.
    pub(super) fn ring_shared_when(&self) -> Option<Condition> {
        self.has_option(TableOption::Ring)
            .then(|| Condition { option: TableOption::Ring.key().into(), choices: vec![RING_SHARED.into()] })
    }

    /// Whether option `o` can change how this draft plays.
    fn could_use(&self, o: TableOption) -> bool {
        let s = &self.spec;
        match o {
            TableOption::Low | TableOption::HandLow => true,
            // Odd chips arise between the stacks of a split pot of two or more points.
            TableOption::OddChips => s.payout == Payout::SplitPot && s.points.len() > 1,
            TableOption::ShortHands => self.short_high_possible(),
            TableOption::SidePotWorth => s.points.iter().any(|p| p.worth == Worth::PicksAllocated),
            TableOption::Throws => matches!(s.hole_cards, HoleCards::DiscardDownTo { .. }),
            TableOption::Ring => s.positions.iter().any(|p| p.scope == Scope::EachPlayer),
        }
    }

    /// Whether a high point can be made of fewer than five cards: dead ranks take cards out, or
    /// the hand (or the hand and its places) holds fewer than five.
    fn short_high_possible(&self) -> bool {
        let s = &self.spec;
        let hole = match s.hole_cards {
            HoleCards::Fixed(n) => Some(n),
            HoleCards::DiscardDownTo { at_showdown, .. } => Some(at_showdown),
            HoleCards::MaxFromDeck => None,
        };
        s.points.iter().filter(|p| matches!(p.ranking, PointRanking::Fixed(Ranking::High(_)))).any(|p| {
            !p.dead_ranks_from.is_empty()
                || match (&p.cards, hole) {
                    (PointCards::Hand, Some(n)) => n < 5,
                    (PointCards::HoldemStyle(ids), Some(n)) => ids.len() + n < 5,
                    _ => false,
                }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::catalogue::specs;
    use crate::engine::game::{Game, GameSpec, OptionSpec};

    fn two_points() -> Designer {
        let mut d = Designer::scratch();
        for x in 0..4 {
            d.toggle_cell(x, 0);
        }
        d.add_point();
        d.add_point();
        d
    }

    fn keys(d: &Designer) -> Vec<String> {
        d.spec().options.iter().map(|o| o.key.clone()).collect()
    }

    #[test]
    fn the_table_chooses_the_low_of_a_point_and_of_the_hand() {
        let mut d = two_points();
        let offered: Vec<TableOption> = d.offered_options().iter().map(|o| o.option).collect();
        assert_eq!(offered, [TableOption::Low, TableOption::OddChips]);
        let low = &d.offered_options()[0];
        assert_eq!((low.on, low.default.as_str()), (false, "8-or-better (ace low, qualifier)"));
        d.toggle_option(TableOption::Low);
        assert_eq!(d.spec().options[0], TableOption::Low.spec(), "the engine's own option");
        d.set_ranking(0, "table-low");
        d.set_source(1, super::super::rule::Source::Hand);
        d.set_hole_cards(HoleCards::Fixed(5));
        d.set_players(2, 9);
        d.set_ranking(1, "table-hand-low");
        assert_eq!(keys(&d), ["low", "hand-low"], "the hand low follows the point ranked by it");
        let game = Game::new(d.spec().clone()).unwrap();
        // The table picks 7-2 for the board and badugi for the hand, as on a catalogue game.
        let choices = [("low", "7-2"), ("hand-low", "badugi")].map(|(k, v)| (k.to_string(), v.to_string()));
        let rules = game.rules(&choices.into_iter().collect()).unwrap();
        assert_eq!(rules.points()[0].ranking, Ranking::DeuceSevenLow(Default::default()));
        assert_eq!(rules.points()[1].ranking, Ranking::Badugi);
        // Taken off: its points take the default low, and Undo puts it all back.
        let before = d.spec().clone();
        d.toggle_option(TableOption::Low);
        assert!(keys(&d).is_empty());
        assert_eq!((d.ranking(0), d.ranking(1)), ("8-or-better", "8-or-better"));
        assert!(Game::new(d.spec().clone()).is_ok());
        assert_eq!(d.undo_offered(), Some("Took off the option Low type"));
        d.undo();
        assert_eq!(d.spec(), &before);
    }

    #[test]
    fn odd_chips_short_hands_throws_and_side_pot_worth_are_offered_where_they_matter() {
        let mut d = two_points();
        d.toggle_option(TableOption::OddChips);
        assert_eq!(d.spec().options, [TableOption::OddChips.spec()]);
        let game = Game::new(d.spec().clone()).unwrap();
        let pick = |c: &str| [("odd-chips".to_string(), c.to_string())].into_iter().collect();
        assert_eq!(
            game.rules(&pick("dealer-distance")).unwrap().odd_stack_chips(),
            crate::engine::pot::OddStackChips::DealerDistance
        );
        // Points payout: no stacks to cut, but the option it has stays offered, to take it off.
        d.set_payout(Payout::Points);
        assert!(d.offered_options().iter().any(|o| o.option == TableOption::OddChips && o.on));
        d.toggle_option(TableOption::OddChips);
        assert!(!d.offered_options().iter().any(|o| o.option == TableOption::OddChips));
        // Short hands: a hand point of four hole cards ranked high.
        let short = |d: &Designer| d.offered_options().iter().any(|o| o.option == TableOption::ShortHands);
        assert!(!short(&d));
        d.set_source(1, super::super::rule::Source::Hand);
        d.set_hole_cards(HoleCards::Fixed(4));
        assert!(short(&d));
        d.toggle_option(TableOption::ShortHands);
        assert!(Game::new(d.spec().clone()).is_ok());
        // The catalogue's games offer theirs: Throw dem's throws, dynamic points' side-pot worth.
        for (id, o) in [
            ("throw-dem/high", TableOption::Throws),
            ("triple-board/dynamic-points", TableOption::SidePotWorth),
        ] {
            let spec = specs().into_iter().find(|s| s.id == id).unwrap();
            let d = Designer::copy_of(spec);
            assert!(d.offered_options().iter().any(|x| x.option == o && x.on), "{id}");
        }
    }

    #[test]
    fn every_catalogue_games_options_survive_being_taken_off_and_put_back() {
        let sorted = |o: &[OptionSpec]| {
            let mut o = o.to_vec();
            crate::engine::sort::sort_by(&mut o, |a, b| a.key < b.key);
            o
        };
        for spec in specs() {
            let mut d = Designer::copy_of(spec.clone());
            let copied = d.spec().clone();
            for offer in d.offered_options().into_iter().filter(|o| o.on) {
                let before = d.spec().clone();
                d.toggle_option(offer.option);
                assert!(!d.has_option(offer.option), "{}", spec.id);
                d.undo();
                assert_eq!(d.spec(), &before, "{}", spec.id);
                // Off and on again: the engine's same option, the game otherwise unchanged (the
                // low alone also re-ranks its points, so it is put back only by Undo).
                if offer.option != TableOption::Low {
                    d.toggle_option(offer.option);
                    d.toggle_option(offer.option);
                }
            }
            assert_eq!(sorted(&d.spec().options), sorted(&copied.options), "{}", spec.id);
            assert_eq!(
                GameSpec { options: copied.options.clone(), ..d.spec().clone() },
                copied,
                "{}",
                spec.id
            );
            assert!(Game::new(d.spec().clone()).is_ok(), "{}", spec.id);
        }
    }
}
