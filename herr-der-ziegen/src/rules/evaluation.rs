//! Step 9: evaluations A and B (RULES-SPEC 4, D20 to D29).

use crate::cards::{CardId, CardSet, GoatKind};
use crate::events::{BoxedFrom, Evaluation, Event, EventSink};
use crate::game::{Game, Phase, NONE};
use crate::layout::{mask_cells, Cell, CellMask};

/// Points in one display that close a kind by evaluation A.
pub const MAJORITY_POINTS: u32 = 8;
/// Cards of one kind shown in all displays that trigger evaluation B.
pub const FOURTH_CARD: usize = 4;

impl Game {
    /// The kind the card played this turn may evaluate: a goat card of a kind still open.
    pub(crate) fn pending_trigger(&self) -> Option<GoatKind> {
        let kind = CardId::new(self.played)?.kind()?;
        (self.kind_owner[usize::from(kind.index())] == NONE
            && self.displays[usize::from(self.active)].contains(CardId::from_index(self.played)))
        .then_some(kind)
    }

    /// Step 9 then step 10, unless the active player must first choose cards to mark.
    #[inline(always)]
    pub(crate) fn evaluate_and_finish<S: EventSink>(&mut self, sink: &mut S) {
        // Inlined at every end of a turn: most turns evaluate nothing, and the checks that say
        // so cost less than a call. The evaluations themselves are out of line.
        if let Some(kind) = self.pending_trigger() {
            if self.displays[usize::from(self.active)].kind_value_sum(kind) >= MAJORITY_POINTS {
                if self.evaluate_a(kind, sink) {
                    return;
                }
            } else if self.shown(kind) == FOURTH_CARD {
                self.evaluate_b(kind, sink);
            }
        }
        self.finish_turn(sink);
    }

    /// Evaluation A in the order of 4.3 (and A alone when B would hold too, D22): close, mark
    /// the pasture, box the other displays. Returns whether the active player must now choose
    /// the cards to mark.
    #[inline(never)]
    fn evaluate_a<S: EventSink>(&mut self, kind: GoatKind, sink: &mut S) -> bool {
        let active = self.active;
        self.close_kind(kind, active, Evaluation::A, sink);
        let candidates = self.mark_candidates(kind);
        if candidates.count_ones() as usize > self.supply(active) && self.supply(active) > 0 {
            // D29: the owner chooses. The losers' cards go first, so that no state waiting for
            // a decision has cards of a closed kind in a losing display.
            self.box_losers(kind, active, sink);
            self.public.phase = Phase::Mark { kind };
            return true;
        }
        for cell in mask_cells(candidates) {
            self.mark_if_supply(active, cell, sink);
        }
        self.box_losers(kind, active, sink);
        false
    }

    /// Evaluation B in the order of 4.4: winner, close, the fifth card, box the losers' cards.
    #[inline(never)]
    fn evaluate_b<S: EventSink>(&mut self, kind: GoatKind, sink: &mut S) {
        let winner = self.b_winner(kind);
        let shown = (0..self.players).fold(CardSet::EMPTY, |acc, p| acc.or(self.displayed_of(p, kind)));
        let fifth = kind.cards().minus(shown).iter().next();
        self.close_kind(kind, winner, Evaluation::B, sink);
        if let Some(fifth) = fifth {
            self.place_fifth_card(fifth, winner, sink);
        }
        self.box_losers(kind, winner, sink);
    }

    /// `shown(K)`: cards of `kind` in all displays together.
    pub(crate) fn shown(&self, kind: GoatKind) -> usize {
        // Displays are disjoint, so their union counts each shown card once.
        self.displays.iter().fold(CardSet::EMPTY, |all, d| all.or(*d)).kind_count(kind)
    }

    /// Evaluation B's winner: highest sum, then most cards, then the active player (D21).
    fn b_winner(&self, kind: GoatKind) -> u8 {
        // The three criteria as one number, most significant first: a sum is at most 15 and a
        // count at most 5, so the fields do not overlap.
        let key = |p: u8| {
            let display = self.displays[usize::from(p)];
            (display.kind_value_sum(kind) << 4) | ((display.kind_count(kind) as u32) << 1) | u32::from(p == self.active)
        };
        // The last of the best keys, like `max_by_key`, without its iterator machinery.
        let (mut winner, mut best) = (0, key(0));
        for p in 1..self.players {
            let candidate = key(p);
            if candidate >= best {
                (winner, best) = (p, candidate);
            }
        }
        winner
    }

    /// Closes `kind` for `owner`.
    fn close_kind<S: EventSink>(&mut self, kind: GoatKind, owner: u8, evaluation: Evaluation, sink: &mut S) {
        self.public.kind_owner[usize::from(kind.index())] = owner;
        sink.push(Event::KindClosed { kind, owner, evaluation });
    }

    /// Boxes the cards of `kind` in every display but the owner's (4.3.4, 4.4.4).
    fn box_losers<S: EventSink>(&mut self, kind: GoatKind, owner: u8, sink: &mut S) {
        for p in (0..self.players).filter(|&p| p != owner) {
            let lost = self.displayed_of(p, kind);
            self.public.displays[usize::from(p)] = self.displays[usize::from(p)].minus(lost);
            self.public.boxed = self.boxed.or(lost);
            sink.push_all(lost.iter().map(|card| Event::CardBoxed { card, player: p, from: BoxedFrom::Display }));
        }
    }

    /// B, 4.4.3: the fifth card is marked in the pasture, shown from a hand, or known in the pile.
    fn place_fifth_card<S: EventSink>(&mut self, fifth: CardId, winner: u8, sink: &mut S) {
        let kind = fifth.kind().expect("the fifth card of a kind is a goat card");
        if let Some(cell) = mask_cells(self.kind_cells(kind)).find(|&c| self.card_at(c) == Some(fifth)) {
            self.mark_if_supply(winner, cell, sink);
            return;
        }
        for p in 0..self.players {
            if let Some(slot) = self.hands[usize::from(p)].iter().position(|&c| c == fifth.index()) {
                // The special case: shown, kept, and known to all from now on.
                self.hand_seen[usize::from(p)][slot] = true;
                sink.push(Event::CardShown { player: p, card: fifth });
                return;
            }
        }
        if self.pile[..usize::from(self.pile_len)].contains(&fifth.index()) {
            // Nobody showed it and it is not in the pasture: everybody knows it is in the pile.
            self.public.known_in_pile.insert(fifth);
        }
    }

    /// A card of `kind` on `cell` without a small goat.
    pub(crate) fn is_mark_candidate(&self, cell: Cell, kind: GoatKind) -> bool {
        cell.in_grid(self.grid)
            && self.card_at(cell).is_some_and(|c| c.kind() == Some(kind))
            && self.marks[usize::from(cell.index())] == NONE
    }

    /// The cells holding a card of `kind` without a small goat.
    pub(crate) fn mark_candidates(&self, kind: GoatKind) -> CellMask {
        self.kind_cells(kind) & !self.marked_cells()
    }

    /// A chosen mark in [`Phase::Mark`]; the turn goes on once the supply is used up.
    pub(crate) fn mark_chosen<S: EventSink>(&mut self, cell: Cell, sink: &mut S) {
        let Phase::Mark { kind } = self.phase else { unreachable!("phase checked") };
        self.mark_if_supply(self.active, cell, sink);
        if self.supply(self.active) == 0 || self.mark_candidates(kind) == 0 {
            self.finish_turn(sink);
        }
    }
}
