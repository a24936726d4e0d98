//! Placing a card (3.3) with rules 1 and 2 (3.4, 3.5, LB-D9, LB-D10), and taking a row under
//! rule 3 (3.6, LB-D11). Taken cards go to the taker's penalty pile (3.7).

use arrayvec::ArrayVec;

use crate::events::{Event, EventSink, TakeRules};
use crate::game::Game;
use crate::rows::Row;

impl Game {
    /// The card being resolved joins row `row`, which fits it (checked by the caller).
    pub(super) fn place<S: EventSink>(&mut self, row: u8, sink: &mut S) {
        let i = usize::from(self.resolved);
        let (card, seat) = (self.revealed[i], self.revealed_seat[i]);
        let r = usize::from(row);
        let (sixth_card, six_heads) = self.rows[r].takes(&self.setup.table, card, self.setup.sixth_card_rule);
        let position = self.rows[r].len() as u8;
        if S::ENABLED {
            sink.push(Event::CardPlaced { seat, card, row, position });
        }
        if sixth_card || six_heads {
            self.take_cards(seat, row, TakeRules { sixth_card, six_heads, no_fit: false }, sink);
            self.public.rows[r] = Row::start(&self.public.setup.table, card);
        } else {
            self.public.rows[r].push(&self.public.setup.table, card);
        }
        self.public.resolved += 1;
        self.resolve_next(sink);
    }

    /// Rule 3: the owner of the card being resolved takes row `row`; the card starts it.
    pub(super) fn take<S: EventSink>(&mut self, row: u8, sink: &mut S) {
        let i = usize::from(self.resolved);
        let (card, seat) = (self.revealed[i], self.revealed_seat[i]);
        self.take_cards(seat, row, TakeRules { no_fit: true, ..TakeRules::default() }, sink);
        self.public.rows[usize::from(row)] = Row::start(&self.public.setup.table, card);
        if S::ENABLED {
            sink.push(Event::CardPlaced { seat, card, row, position: 0 });
        }
        self.public.resolved += 1;
        self.resolve_next(sink);
    }

    /// Moves every card of row `row` to `seat`'s penalty pile (the row is then rebuilt by the
    /// caller).
    fn take_cards<S: EventSink>(&mut self, seat: u8, row: u8, rules: TakeRules, sink: &mut S) {
        let s = usize::from(seat);
        let taken = &self.public.rows[usize::from(row)];
        for &c in taken.cards() {
            self.public.penalty[s].insert(c);
        }
        let points = taken.points();
        self.public.penalty_points[s] += u16::from(points);
        if S::ENABLED {
            let cards: ArrayVec<u8, { crate::rows::ROW_CAPACITY }> = taken.cards().iter().copied().collect();
            sink.push(Event::RowTaken { seat, row, cards, rules, points });
        }
    }
}
