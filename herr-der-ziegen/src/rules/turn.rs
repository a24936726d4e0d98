//! Turn steps 1 to 8 and 10 of RULES-SPEC 3: play, move, take, refill, end checks, next turn.

use crate::cards::CardId;
use crate::events::{BoxedFrom, EndReason, Event, EventSink};
use crate::game::{Game, Phase, NONE};
use crate::layout::Cell;

impl Game {
    /// Steps 1 to 5.
    pub(crate) fn play<S: EventSink>(&mut self, card: CardId, sink: &mut S) {
        let p = usize::from(self.active);
        // Keep hands canonical: the remaining card in slot 0, slot 1 free.
        debug_assert!(self.hands[p].contains(&card.index()), "checked: in hand");
        // Selects, not a branch: which of the two cards is played is a coin toss in random play.
        let kept = usize::from(self.hands[p][0] == card.index());
        self.hands[p] = [self.hands[p][kept], NONE];
        self.hand_seen[p] = [self.hand_seen[p][kept], false];
        self.public.played = card.index();
        sink.push(Event::CardPlayed { player: self.active, card });

        // A card of a closed kind only moves the goat and goes to the box (D25).
        let closed = self.closed_kind_owner(card).is_some();
        if closed {
            self.public.boxed.insert(card);
            sink.push(Event::CardBoxed { card, player: self.active, from: BoxedFrom::Played });
        } else {
            self.public.displays[p].insert(card);
        }

        let from = self.goats[p];
        let to = self.track().advance(from, card.steps(self.milk_ones));
        self.public.goats[p] = to;
        sink.push(Event::GoatMoved { player: self.active, from, to });

        if self.takeable_cells() & self.active_line_mask() != 0 {
            self.public.phase = Phase::Take;
        } else {
            // Step 5 (E2, D19, D34): nothing to take, no dog move; the evaluation still happens.
            self.trigger_end(EndReason::E2, sink);
            self.evaluate_and_finish(sink);
        }
    }

    /// Steps 6 to 8.
    pub(crate) fn take<S: EventSink>(&mut self, cell: Cell, sink: &mut S) {
        let p = usize::from(self.active);
        let i = usize::from(cell.index());
        let card = CardId::from_index(self.cells[i]);
        debug_assert_eq!(self.hands[p][1], NONE, "the play freed slot 1");
        self.hands[p][1] = card.index();
        self.hand_seen[p][1] = true;
        sink.push(Event::CardTaken { player: self.active, cell, card });

        // The taken card leaves its cell, and the pile's top card, if any, takes its place.
        if let Some(new) = self.pop_pile() {
            self.public.set_cell(cell, new);
            let new = CardId::from_index(new);
            self.public.known_in_pile.remove(new);
            sink.push(Event::CellRefilled { cell, card: new });
            // Automatic marking of a card of a closed kind (4.6, D30).
            if let Some(owner) = self.closed_kind_owner(new) {
                self.mark_if_supply(owner, cell, sink);
            }
        } else {
            self.public.set_cell(cell, NONE);
            if cell.lines().iter().any(|&line| self.card_cells & line.mask(self.grid) == 0) {
                self.trigger_end(EndReason::E1, sink);
            }
        }

        if CardId::from_index(self.played).is_dog() && self.has_dog_move() {
            self.public.phase = Phase::Dog;
        } else {
            self.evaluate_and_finish(sink);
        }
    }

    pub(crate) fn trigger_end<S: EventSink>(&mut self, reason: EndReason, sink: &mut S) {
        debug_assert!(self.end.is_none(), "the end is triggered once");
        self.public.end = Some(reason);
        sink.push(Event::EndTriggered { reason });
    }

    /// Puts `player`'s small goat on `cell` if the supply allows (D28: otherwise the card stays
    /// unmarked for good).
    pub(crate) fn mark_if_supply<S: EventSink>(&mut self, player: u8, cell: Cell, sink: &mut S) {
        if self.supply(player) > 0 {
            self.public.set_mark(cell, player);
            let card = self.card_at(cell).expect("marking a card");
            sink.push(Event::CardMarked { player, cell, card });
        }
    }

    /// Step 10: the game ends if triggered, otherwise the next player's turn starts.
    pub(crate) fn finish_turn<S: EventSink>(&mut self, sink: &mut S) {
        self.public.refused = [0; 5];
        if self.end.is_some() {
            self.public.phase = Phase::Over;
            // Scoring the game costs as much as several moves: only for a sink that keeps events.
            sink.push_with(|| Event::GameOver { winners: self.scores().winners });
        } else {
            self.public.active = if self.active + 1 == self.players { 0 } else { self.active + 1 };
            self.public.phase = Phase::Play;
            self.public.played = NONE;
            self.public.turn += 1;
            sink.push(Event::TurnStarted { player: self.active });
        }
    }
}
