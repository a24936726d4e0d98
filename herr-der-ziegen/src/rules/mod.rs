//! The rules: [`GameRules`] for [`Game`], the game's API (`Game::new`, `legal_moves`, `apply`,
//! ... are the trait's, written once in `game_core`). Every legality rule lives in `check` or in
//! the masks and predicates it uses; `legal_moves_into` enumerates from those same masks and
//! predicates, and `pick_legal_move` (the k-th legal move without the list) from the same
//! helpers. Property and unit tests verify that the three agree.
//!
//! Submodules follow the turn: [`turn`] (play, move, take, refill, end, next turn), [`dog`] (dog
//! moves and consent), [`evaluation`] (evaluations A and B, marking).

pub(crate) mod dog;
pub(crate) mod evaluation;
pub(crate) mod turn;

use game_core::events::EventSink;
use game_core::{Bot, GameRules, Observer, Outcome, ScoreOrder};
use rand_core::Rng;

use crate::bots::GreedyBot;
use crate::cards::{CardId, CardSet};
use crate::error::{MoveError, SetupError, StateError};
use crate::events::{Event, Events, MAX_EVENTS_PER_MOVE as MAX_EVENTS};
use crate::game::{Game, Phase, PhaseKind, NONE, STABLE};
use crate::layout::{mask_cells, nth_cell, Cell, CellMask};
use crate::moves::{Move, MoveList, MAX_LEGAL_MOVES, NUM_ACTIONS};
use crate::observation::OBSERVATION_SECTIONS;
use crate::options::{Options, MAX_PLAYERS, MIN_PLAYERS};
use crate::public::Public;
use crate::replay::REPLAY_FORMAT;
use crate::scoring::Scores;
use crate::spectator::SPECTATOR_VIEW_FORMAT;
use crate::view::PlayerView;

impl Move {
    /// The kind of decision this move answers.
    pub fn phase_kind(self) -> PhaseKind {
        match self {
            Move::Play(_) => PhaseKind::Play,
            Move::Take(_) => PhaseKind::Take,
            Move::Mark(_) => PhaseKind::Mark,
            Move::Dog { .. } | Move::PassDog => PhaseKind::Dog,
            Move::Answer(_) => PhaseKind::Consent,
        }
    }
}

impl Game {
    fn check_take(&self, cell: Cell) -> Result<(), MoveError> {
        if self.takeable_cells() & self.active_line_mask() & cell.bit() != 0 {
            return Ok(());
        }
        let line = self.active_line();
        // Illegal: find the reason.
        if !cell.in_grid(self.grid) {
            return Err(MoveError::CellOffGrid(cell));
        }
        if !line.contains(cell) {
            return Err(MoveError::NotInActiveLine { cell, line });
        }
        self.check_takeable(cell)
    }

    /// Whether the card on `cell` may be taken (a card without a small goat).
    pub(crate) fn check_takeable(&self, cell: Cell) -> Result<(), MoveError> {
        match self.cells[usize::from(cell.index())] {
            STABLE => Err(MoveError::StableCell(cell)),
            NONE => Err(MoveError::NoCard(cell)),
            _ if self.marks[usize::from(cell.index())] != NONE => Err(MoveError::CardMarked(cell)),
            _ => Ok(()),
        }
    }

    /// The cards the active player may play, by card id (a hand is a set, so the order depends
    /// only on what the player sees).
    fn playable_cards(&self) -> impl ExactSizeIterator<Item = CardId> {
        self.hand_by_id(self.active)
    }

    /// The cells whose card the active player may take: those `check_takeable` accepts in
    /// the active line, in line order (increasing cell index).
    fn take_targets(&self) -> CellMask {
        self.takeable_cells() & self.active_line_mask()
    }
}

/// Every turn plays a card from a hand to a display or the box, so a game has at most 121
/// turns; a turn holds one play, one take, at most 5 marks, one dog decision per refused swap
/// plus one (at most 14 lines x 21 pairs of cells can be refused) and an answer per swap
/// request. Random games take about 100 to 200 decisions.
const MAX_GAME_LENGTH: u32 = 121 * (1 + 1 + 5 + 2 * (14 * 21 + 1));

impl GameRules for Game {
    game_core::game_rules_items!(name: "herr-der-ziegen", title: "Herr der Ziegen");
    const GAME_BOT_NAMES: &'static [&'static str] = &["greedy"];
    const EXPERT_BOT: Option<game_core::bots::ExpertMaker<Game>> = Some(game_core::bots::expert_bot::<Game>);

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::default_ref(players).cloned()
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate()
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn set_up(options: &Options, seed: u64) -> Game {
        Game::shuffled(options, seed)
    }

    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_ {
        self.hand(seat).map(|card| u16::from(card.index()))
    }

    /// Every decision is made in the open: cards are played face up, cells taken and marked on
    /// the pasture, dogs moved and answered before everybody.
    fn is_public_move(_: Move) -> bool {
        true
    }

    /// Every event is public: cards are played, taken, shown and boxed face up, the pile's top
    /// card refills the face-up pasture, and goats and dogs move in the open (what a seat alone
    /// knows, the cards dealt to its hand, never appears in an event).
    fn event_for(event: &Event, _: Observer) -> Option<Event> {
        Some(*event)
    }

    // The hot path of search and batch simulation: always inlined into the generic callers, as
    // the game's own loops are (measured: a plain `#[inline]` left these wrappers as calls and
    // cost batch simulation 8%).
    /// The order is fixed by what the player to act sees: cards by id, cells by index, dog
    /// moves by their cells, refusal before agreement. So games that differ only in hidden cards
    /// (for instance determinizations of one view) list the same moves in the same order.
    /// Generation walks the candidates of the pending decision and keeps those that pass the
    /// same rule predicates `check` uses, so the list and the check always agree (the property
    /// tests verify it).
    #[inline(always)]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        // The order is that of `pick_move`: both take it from the same helpers.
        match self.phase {
            // `extend` stores the length once, where `push` stores it per move.
            Phase::Play => moves.extend(self.playable_cards().map(Move::Play)),
            Phase::Take => moves.extend(mask_cells(self.take_targets()).map(Move::Take)),
            Phase::Mark { kind } => moves.extend(mask_cells(self.mark_candidates(kind)).map(Move::Mark)),
            Phase::Dog => {
                self.dog_moves_into(moves);
                moves.push(Move::PassDog);
            }
            Phase::Consent { .. } => moves.extend([false, true].map(Move::Answer)),
            Phase::Over => {}
        }
        debug_assert!(moves.iter().all(|&mv| self.check(mv).is_ok()));
    }

    /// Without building the list: a take or a dog move is one bit of a mask, found faster
    /// than the whole list is written (random bots in batch simulation choose this way).
    #[inline(always)]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        let active = self.active;
        Some(match self.phase {
            Phase::Play => {
                let cards = self.playable_cards();
                let index = pick(active, cards.len() as u32);
                Move::Play(cards.into_iter().nth(index).expect("picked below the count"))
            }
            Phase::Take => {
                // The cells of `take_targets`, packed: the same cells in the same order.
                let packing = self.track().line_packing(self.goats[usize::from(active)]);
                let targets = packing.pack(self.takeable_cells());
                Move::Take(packing.nth_cell(targets, pick(active, targets.count())))
            }
            Phase::Mark { kind } => {
                let candidates = self.mark_candidates(kind);
                Move::Mark(nth_cell(candidates, pick(active, candidates.count_ones())))
            }
            Phase::Dog => {
                // The dog moves, then passing.
                let dog_moves = self.dog_move_count();
                let index = pick(active, dog_moves + 1);
                if index == dog_moves as usize {
                    Move::PassDog
                } else {
                    self.nth_dog_move(index as u32)
                }
            }
            Phase::Consent { opponent, .. } => Move::Answer(pick(opponent, 2) == 1),
            Phase::Over => return None,
        })
    }

    #[inline]
    fn check(&self, mv: Move) -> Result<(), MoveError> {
        // One match on the pair: the move answers the pending decision, then its own rule.
        match (self.phase, mv) {
            (Phase::Play, Move::Play(card)) => {
                // Two comparisons: `contains` on a slice of bytes would call memchr.
                let [a, b] = self.hands[usize::from(self.active)];
                if a == card.index() || b == card.index() {
                    Ok(())
                } else {
                    Err(MoveError::CardNotInHand(card))
                }
            }
            (Phase::Take, Move::Take(cell)) => self.check_take(cell),
            (Phase::Mark { kind }, Move::Mark(cell)) => {
                if self.is_mark_candidate(cell, kind) {
                    Ok(())
                } else {
                    Err(MoveError::NotMarkable(cell))
                }
            }
            (Phase::Dog, Move::Dog { from, to }) => self.check_dog(from, to),
            (Phase::Dog, Move::PassDog) | (Phase::Consent { .. }, Move::Answer(_)) => Ok(()),
            (Phase::Over, _) => Err(MoveError::GameOver),
            (phase, mv) => Err(MoveError::WrongPhase { expected: phase.kind(), got: mv.phase_kind() }),
        }
    }

    #[inline(always)]
    fn perform_with<S: EventSink<Event>>(&mut self, mv: Move, sink: &mut S) {
        debug_assert!(self.check(mv).is_ok(), "{mv:?} performed unchecked but illegal");
        match mv {
            Move::Play(card) => self.play(card, sink),
            Move::Take(cell) => self.take(cell, sink),
            Move::Mark(cell) => self.mark_chosen(cell, sink),
            Move::Dog { from, to } => self.dog(from, to, sink),
            Move::PassDog => self.pass_dog(sink),
            Move::Answer(yes) => self.answer(yes, sink),
        }
        debug_assert!(self.masks_consistent(), "cell masks out of step after {mv:?}");
    }

    /// # Panics
    /// If `seat` is not a seat of this game.
    fn view(&self, seat: u8) -> PlayerView {
        assert!(seat < self.players, "no player {seat}");
        let mut known_hands = [CardSet::EMPTY; MAX_PLAYERS];
        let mut unknown_hands = [0u8; MAX_PLAYERS];
        let mut public_hands = [CardSet::EMPTY; MAX_PLAYERS];
        for p in 0..usize::from(self.players) {
            for (slot, &card) in self.hands[p].iter().enumerate() {
                if card == NONE {
                    continue;
                }
                if self.hand_seen[p][slot] {
                    public_hands[p].insert(CardId::from_index(card));
                }
                if p == usize::from(seat) || self.hand_seen[p][slot] {
                    known_hands[p].insert(CardId::from_index(card));
                } else {
                    unknown_hands[p] += 1;
                }
            }
        }
        PlayerView { public: self.public.clone(), seat, known_hands, unknown_hands, public_hands }
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        self.public.scores()
    }

    fn outcome(&self) -> Outcome {
        let scores = self.public.scores();
        let mut totals = [0i32; MAX_PLAYERS];
        for (total, score) in totals.iter_mut().zip(scores.per_player()) {
            *total = score.total as i32;
        }
        Outcome::new(&totals[..usize::from(scores.count)], u16::from(scores.winners), ScoreOrder::HigherWins)
    }

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        (name == "greedy").then(|| Box::new(GreedyBot::new()) as Box<dyn Bot<Game> + Send>)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::bots::RandomBot;
    use game_core::GameRules;

    /// `pick_legal_move` finds, for every index, the move `legal_moves` lists there, and asks
    /// for exactly the number of legal moves, in every kind of decision.
    #[test]
    fn picking_by_index_agrees_with_the_list() {
        let mut seen = [0u32; 6];
        for seed in 0..400 {
            let players = 2 + (seed % 4) as u8;
            let mut game = Game::new(players, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while !game.is_over() {
                let legal = game.legal_moves();
                seen[game.phase.kind() as usize] += 1;
                for index in 0..legal.len() {
                    let picked = game.pick_legal_move(|player, count| {
                        assert_eq!(Some(player), game.current_player());
                        assert_eq!(count as usize, legal.len(), "count in {:?}", game.phase);
                        index
                    });
                    assert_eq!(picked, Some(legal[index]), "index {index} in {:?}", game.phase);
                }
                game.apply(bot.choose_uniform(&legal)).unwrap();
            }
            assert_eq!(game.pick_legal_move(|_, _| unreachable!("no count once over")), None);
        }
        // Every kind of decision was met (Play, Take, Mark, Dog, Consent).
        assert!(seen[..5].iter().all(|&n| n > 0), "{seen:?}");
    }
}
