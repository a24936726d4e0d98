//! Choosing (3.1) and revealing (3.2): the seats choose in seat order (LB-D6); the last choice
//! reveals every card at once, sorted for resolution in increasing order.

use arrayvec::ArrayVec;

use crate::events::{Event, EventSink, Revealed};
use crate::game::{Game, Phase, NONE};

impl Game {
    /// The seat to decide chooses `card` of its hand (checked by the caller).
    pub(super) fn choose<S: EventSink>(&mut self, card: u8, sink: &mut S) {
        let seat = self.to_act;
        let s = usize::from(seat);
        self.hands[s].remove(card);
        self.choices[s] = card;
        if S::ENABLED {
            sink.push(Event::CardChosen { seat });
        }
        let n = self.players();
        let mut next = seat + 1;
        while next < n && self.hands[usize::from(next)].is_empty() {
            next += 1;
        }
        if next < n {
            self.public.to_act = next;
        } else {
            self.reveal(sink);
        }
    }

    /// Reveals every choice and starts resolving them.
    fn reveal<S: EventSink>(&mut self, sink: &mut S) {
        let mut len = 0;
        for s in 0..usize::from(self.players()) {
            let card = self.choices[s];
            if card == NONE {
                continue;
            }
            // Insertion sort: at most ten cards.
            let mut i = len;
            while i > 0 && self.revealed[i - 1] > card {
                self.public.revealed[i] = self.public.revealed[i - 1];
                self.public.revealed_seat[i] = self.public.revealed_seat[i - 1];
                i -= 1;
            }
            self.public.revealed[i] = card;
            self.public.revealed_seat[i] = s as u8;
            len += 1;
            self.choices[s] = NONE;
            self.public.known_held[s].remove(card);
        }
        self.public.revealed_len = len as u8;
        self.public.resolved = 0;
        self.public.phase = Phase::Resolve;
        if S::ENABLED {
            let cards: ArrayVec<Revealed, 10> = self.revealed().map(|(card, seat)| Revealed { card, seat }).collect();
            sink.push(Event::CardsRevealed { cards });
        }
        self.resolve_next(sink);
    }
}
