//! The end of a round and of the game: section 4.1 (every card played), 5.3 (variant 2: a player
//! placed their last card, the round is finished) and LB-D17 (variant 2: no held card fits any
//! row at the start of a round).

use crate::events::{EndReason, Event, EventSink};
use crate::game::{Game, Phase};

impl Game {
    /// After the last card of a round: end the game, or draw and start the next round.
    pub(super) fn end_round<S: EventSink>(&mut self, sink: &mut S) {
        self.public.revealed_len = 0;
        self.public.resolved = 0;
        self.public.revealed = [crate::game::NONE; crate::options::MAX_PLAYERS];
        self.public.revealed_seat = [0; crate::options::MAX_PLAYERS];
        let n = usize::from(self.players());
        let empty = |g: &Game, s: usize| g.hands[s].is_empty() && g.pile_len[s] == 0;
        if self.setup.heads_are_positive {
            // A seat holding nothing placed its last card this round (a recycled card would be
            // in its pile).
            if (0..n).any(|s| empty(self, s)) {
                self.finish(EndReason::LastCardPlaced, sink);
                return;
            }
        } else if (0..n).all(|s| empty(self, s)) {
            self.finish(EndReason::AllCardsPlayed, sink);
            return;
        }
        self.draw_all(sink);
        self.public.round += 1;
        self.start_round(sink);
    }

    /// Starts a round (or ends the game by LB-D17).
    pub(crate) fn start_round<S: EventSink>(&mut self, sink: &mut S) {
        if self.setup.heads_are_positive && !self.any_held_card_fits() {
            self.finish(EndReason::NoCardFits, sink);
            return;
        }
        self.public.phase = Phase::Choose;
        self.public.to_act = (0..self.players()).find(|&s| !self.hands[usize::from(s)].is_empty()).unwrap_or(0);
    }

    /// Whether some card in a hand or a pile fits some row.
    pub(crate) fn any_held_card_fits(&self) -> bool {
        let rows = self.rows.iter().fold(0, |m, r| m | r.last_colours());
        let mut held = 0;
        for s in 0..usize::from(self.players()) {
            for c in self.hands[s].iter() {
                held |= self.setup.table.colours(c);
            }
            for &c in &self.piles[s][..usize::from(self.pile_len[s])] {
                held |= self.setup.table.colours(c);
            }
        }
        rows & held != 0
    }

    fn finish<S: EventSink>(&mut self, reason: EndReason, sink: &mut S) {
        self.public.phase = Phase::Over;
        self.public.end = Some(reason);
        self.public.to_act = 0;
        if S::ENABLED {
            let scores = self.tally();
            sink.push(Event::GameOver {
                reason,
                scores: scores.per_player().iter().map(|s| s.total).collect(),
                winners: scores.winners,
            });
        }
    }
}
