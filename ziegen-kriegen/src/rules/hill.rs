//! The hill step of tricks 1 to 4 (rules spec 3.2, ZK-D6 to ZK-D9): the lowest card's player
//! turns up the top hill card and must lay it with one of its two numbers chosen.

use crate::events::{Event, EventSink};
use crate::game::Game;
use crate::phase::Phase;
use crate::public::{HillLaid, HILL_TRICKS, NONE};

impl Game {
    /// Turns up the top hill card for the player of the lowest card of the full trick.
    pub(super) fn reveal_hill(&mut self, sink: &mut impl EventSink) {
        let (low, _) = self.extremes();
        let chooser = self.seat_at(low);
        let p = &mut self.public;
        p.hill_stack_len -= 1;
        let top = usize::from(p.hill_stack_len);
        let card = self.hill_stack[top];
        self.hill_stack[top] = NONE;
        p.revealed = card;
        p.phase = Phase::ChooseHill;
        p.to_act = chooser;
        let hill = p.tables.hills[usize::from(card)];
        sink.push(Event::HillRevealed { card, low: hill.low, high: hill.high, chooser });
    }

    /// Lays the revealed card with its lower or higher number, then the trick is taken.
    pub(super) fn choose_hill(&mut self, high: bool, sink: &mut impl EventSink) {
        let p = &mut self.public;
        let card = p.revealed;
        let hill = p.tables.hills[usize::from(card)];
        let number = if high { hill.high } else { hill.low };
        p.hill[usize::from(p.round)][usize::from(p.hill_len)] = HillLaid { card, chosen: number };
        p.hill_len += 1;
        p.revealed = NONE;
        let sum = self.hill_sum();
        let limit = (usize::from(self.hill_len) == HILL_TRICKS).then_some(sum);
        sink.push(Event::HillChosen { player: self.to_act, card, number, sum, limit });
        self.take_trick(sink);
    }
}
