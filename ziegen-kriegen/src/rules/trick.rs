//! A trick (rules spec section 3): every player plays a card, clockwise from the leader; in
//! tricks 1 to 4 the lowest card's player turns up a hill card; the highest card takes.

use crate::events::{Event, EventSink};
use crate::game::Game;
use crate::options::MAX_PLAYERS;
use crate::phase::Phase;
use crate::public::{Trick, HILL_TRICKS, NONE, TRICKS_PER_ROUND};

impl Game {
    /// Plays `card` (checked: in the hand of the player to act) into the current trick.
    #[inline]
    pub(super) fn play_card(&mut self, card: u8, sink: &mut impl EventSink) {
        let player = self.public.to_act;
        self.hands[usize::from(player)].remove(card);
        let p = &mut self.public;
        p.current[usize::from(p.current_len)] = card;
        p.current_len += 1;
        p.played.insert(card);
        sink.push(Event::CardPlayed { player, card });
        if p.current_len < p.players {
            p.to_act = if player + 1 == p.players { 0 } else { player + 1 };
        } else if self.tricks_this_round() < HILL_TRICKS {
            self.reveal_hill(sink);
        } else {
            self.take_trick(sink);
        }
    }

    /// The position in the current trick of its lowest and of its highest card.
    #[inline]
    pub(super) fn extremes(&self) -> (usize, usize) {
        let cards = self.current_trick();
        let (mut low, mut high) = (0, 0);
        for (i, &c) in cards.iter().enumerate() {
            if c < cards[low] {
                low = i;
            }
            if c > cards[high] {
                high = i;
            }
        }
        (low, high)
    }

    /// The highest card takes the full trick and leads next; after trick 8 the round ends.
    pub(super) fn take_trick(&mut self, sink: &mut impl EventSink) {
        let (_, high) = self.extremes();
        let winner = self.seat_at(high);
        let p = &mut self.public;
        let n = usize::from(p.players);
        let mut goats = 0u8;
        for &c in &p.current[..n] {
            goats += p.tables.heads(c);
        }
        let mut cards = [0; MAX_PLAYERS];
        cards[..n].copy_from_slice(&p.current[..n]);
        p.tricks[usize::from(p.tricks_len)] = Trick { leader: p.leader, cards, taker: winner };
        p.tricks_len += 1;
        p.goats[usize::from(winner)] += goats;
        p.taken[usize::from(winner)] += 1;
        p.current = [0; MAX_PLAYERS];
        p.current_len = 0;
        p.leader = winner;
        sink.push(Event::TrickTaken { winner, cards, count: p.players, goats });
        if self.tricks_this_round() == TRICKS_PER_ROUND {
            self.end_round(sink);
        } else {
            self.public.phase = Phase::Play;
            self.public.to_act = winner;
        }
        debug_assert!(self.public.revealed == NONE);
    }
}
