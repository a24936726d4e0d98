//! The end of a round (rules spec 4, 4.1): scoring, then the next round's deal or the end of
//! the game.

use crate::events::{Event, EventSink};
use crate::game::Game;
use crate::options::MAX_PLAYERS;
use crate::phase::Phase;
use crate::public::NONE;
use crate::scoring::{base_winners, best_totals};

impl Game {
    /// Scores the round just finished, then deals the next one or ends the game.
    pub(super) fn end_round(&mut self, sink: &mut impl EventSink) {
        let p = &mut self.public;
        let n = usize::from(p.players);
        let round = p.round;
        let limit = p.hill_sum();
        let scores = p.current_round_scores();
        p.round_scores[usize::from(round)] = scores;
        let mut over = [false; MAX_PLAYERS];
        for (o, &g) in over.iter_mut().zip(&p.goats[..n]) {
            *o = g > limit;
        }
        let last = round + 1 == p.rounds;
        if last {
            p.phase = Phase::Over;
            p.to_act = NONE;
        }
        let mut totals = [0u16; MAX_PLAYERS];
        for row in &p.round_scores[..=usize::from(round)] {
            for (t, &s) in totals.iter_mut().zip(row) {
                *t += u16::from(s);
            }
        }
        sink.push(Event::RoundScored { round, limit, goats: p.goats, over, scores, totals });
        if last {
            let winners = if p.rounds == 1 { base_winners(&p.goats[..n], limit) } else { best_totals(&totals[..n]) };
            sink.push(Event::GameOver { winners, totals });
        } else {
            self.deal_round(round + 1);
            self.public.phase = Phase::Play;
            sink.push(Event::RoundStarted { round: round + 1, leader: self.leader });
        }
    }
}
