//! Resolution (3.2): the revealed cards in increasing order; each card waits for its owner's
//! row decision (LB-D7, LB-D8), except in variant 2 where a card that fits no row goes under its
//! owner's pile at once (LB-D15).

use crate::events::{Event, EventSink};
use crate::game::{Game, Phase};

impl Game {
    /// Resolves automatic steps until a decision is needed or the round ends.
    pub(super) fn resolve_next<S: EventSink>(&mut self, sink: &mut S) {
        loop {
            if self.resolved == self.revealed_len {
                self.end_round(sink);
                return;
            }
            let i = usize::from(self.resolved);
            let (card, seat) = (self.revealed[i], self.revealed_seat[i]);
            if !self.setup.heads_are_positive || self.fitting_rows(card) != 0 {
                self.public.phase = Phase::Resolve;
                self.public.to_act = seat;
                return;
            }
            self.recycle(seat, card);
            if S::ENABLED {
                sink.push(Event::CardRecycled { seat, card });
            }
            self.public.resolved += 1;
        }
    }

    /// Variant 2: `card` goes face down under `seat`'s pile, known to all.
    fn recycle(&mut self, seat: u8, card: u8) {
        let s = usize::from(seat);
        let len = usize::from(self.pile_len[s]);
        self.piles[s].copy_within(0..len, 1);
        self.piles[s][0] = card;
        self.public.pile_len[s] += 1;
        self.public.pile_known[s] += 1;
    }
}
