//! Drawing (3.8, LB-D13, LB-D16): a seat whose hand is empty draws the top `min(4, pile)` cards
//! of its own pile; recycled cards drawn back stay known to all.

use arrayvec::ArrayVec;

use crate::events::{Event, EventSink};
use crate::game::Game;

/// Cards drawn into an empty hand.
pub const HAND_SIZE: usize = 4;

impl Game {
    /// Every seat with an empty hand draws.
    pub(crate) fn draw_all<S: EventSink>(&mut self, sink: &mut S) {
        for s in 0..usize::from(self.players()) {
            if self.hands[s].is_empty() && self.pile_len[s] > 0 {
                self.draw(s, sink);
            }
        }
    }

    fn draw<S: EventSink>(&mut self, s: usize, sink: &mut S) {
        let len = usize::from(self.pile_len[s]);
        let count = len.min(HAND_SIZE);
        let known = usize::from(self.pile_known[s]);
        let mut cards = ArrayVec::<u8, HAND_SIZE>::new();
        for idx in (len - count..len).rev() {
            let card = self.piles[s][idx];
            // Slots past the pile's end stay empty, so that equal games compare equal.
            self.piles[s][idx] = crate::game::NONE;
            self.hands[s].insert(card);
            if idx < known {
                self.public.known_held[s].insert(card);
            }
            if S::ENABLED {
                cards.push(card);
            }
        }
        self.public.pile_len[s] = (len - count) as u8;
        self.public.pile_known[s] = self.public.pile_known[s].min(self.public.pile_len[s]);
        if S::ENABLED {
            sink.push(Event::CardsDrawn { seat: s as u8, count: count as u8, cards });
        }
    }
}
