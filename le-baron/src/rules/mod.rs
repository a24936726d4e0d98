//! The rules: [`GameRules`] for [`Game`], the game's API (`Game::new`, `legal_moves`, `apply`,
//! ... are the trait's, written once in `game_core`): setup, the legal moves, checking a move
//! and applying it.
//!
//! A round (section 3): [`choose`] asks the seats in order; the last choice reveals the round and
//! [`resolve`] resolves the cards in increasing order, placing ([`place`]) or taking rows, until a
//! decision is needed; at the end of the round [`end`] ends the game or [`draw`] refills hands.

mod choose;
mod draw;
mod end;
mod place;
mod resolve;

use game_core::events::EventSink;
use game_core::{Bot, GameRules, Observer, Outcome};
use rand_core::Rng;

use crate::bots::GreedyBot;
use crate::cards::{CardSet, NUM_CARDS};
use crate::error::{Decision, MoveError, SetupError, StateError};
use crate::events::{Event, Events, NoEvents, MAX_EVENTS};
use crate::game::{Game, Phase, NONE};
use crate::moves::{Move, MoveList, MAX_LEGAL_MOVES, NUM_ACTIONS};
use crate::observation::OBSERVATION_SECTIONS;
use crate::options::{cards_per_player, Options, MAX_HELD, MAX_PLAYERS, MIN_PLAYERS};
use crate::public::Public;
use crate::replay::REPLAY_FORMAT;
use crate::rows::{Row, NUM_ROWS};
use crate::scoring::Scores;
use crate::spectator::SPECTATOR_VIEW_FORMAT;
use crate::view::PlayerView;

/// The most decisions of a game of `players` players, with or without the variants.
///
/// Every round each seat chooses a card, and each chosen card needs at most one decision of its
/// owner when it is resolved (place it, or take a row under rule 3; in variant 2 a card that
/// fits nowhere is recycled without one): at most `2 * players` decisions a round. Without
/// variant 2 every dealt card is played once, so a game lasts `per_player` rounds. In variant 2
/// a card that fits nowhere goes back under its owner's pile, but a seat never gains cards, and
/// at the start of every round some held card fits a row (LB-D17): its holder chooses it within
/// as many rounds as it holds cards (each round one of its cards is chosen, a recycled one goes
/// under the others), and rows change only when a card is placed. So at most `per_player`
/// rounds pass between two placements, each dealt card is placed at most once, and a game lasts
/// at most `(dealt + 1) * per_player` rounds.
const fn max_game_length(players: u8, variant_2: bool) -> u32 {
    let per_player = cards_per_player(players) as u32;
    let dealt = per_player * players as u32;
    let rounds = if variant_2 { (dealt + 1) * per_player } else { per_player };
    rounds * 2 * players as u32
}

/// The longest game over every player count and option.
const MAX_GAME_LENGTH: u32 = {
    let mut longest = 0;
    let mut players = MIN_PLAYERS;
    while players as usize <= MAX_PLAYERS {
        let length = max_game_length(players, true);
        if length > longest {
            longest = length;
        }
        players += 1;
    }
    longest
};

impl GameRules for Game {
    game_core::game_rules_items!(name: "le-baron", title: "Le Baron");
    const GAME_BOT_NAMES: &'static [&'static str] = &["greedy"];
    // The cards of a round are chosen face down, none seeing another's (docs/rules-le-baron.md, LB-D6).
    const SIMULTANEOUS_PHASE: Option<&'static str> = Some("choose");
    const EXPERT_BOT: Option<game_core::bots::ExpertMaker<Game>> = Some(game_core::bots::expert_bot::<Game>);

    fn options_for(players: u8) -> Result<Options, SetupError> {
        Options::new(players)
    }

    fn validate_options(options: &Options) -> Result<(), SetupError> {
        options.validate().map(|_| ())
    }

    /// The setup of section 2, shuffled from `seed`.
    fn set_up(options: &Options, seed: u64) -> Game {
        let setup = options.validate().expect("options validated by the caller");
        let mut deck: [u8; NUM_CARDS] = std::array::from_fn(|i| i as u8 + 1);
        game_core::rng::shuffle(&mut game_core::rng::seeded(seed), &mut deck);
        let k = usize::from(setup.per_player());
        let n = usize::from(setup.players);
        let mut game = Game {
            public: Public::new(setup),
            piles: [[NONE; MAX_HELD]; MAX_PLAYERS],
            hands: [CardSet::EMPTY; MAX_PLAYERS],
            choices: [NONE; MAX_PLAYERS],
            boxed: CardSet::EMPTY,
        };
        for seat in 0..n {
            // Position k*seat is the top: piles are stored bottom first.
            for (i, &card) in deck[k * seat..k * (seat + 1)].iter().rev().enumerate() {
                game.piles[seat][i] = card;
            }
            game.public.pile_len[seat] = k as u8;
        }
        for r in 0..NUM_ROWS {
            game.public.rows[r] = Row::start(&game.public.setup.table, deck[k * n + r]);
        }
        game.boxed = deck[k * n + NUM_ROWS..].iter().copied().collect();
        game.draw_all(&mut NoEvents);
        game.start_round(&mut NoEvents);
        game
    }

    fn players_in(options: &Options) -> u8 {
        options.players
    }

    fn max_game_length(options: &Options) -> u32 {
        max_game_length(options.players, options.heads_are_positive)
    }

    fn hand_cards(&self, seat: u8) -> impl Iterator<Item = u16> + '_ {
        self.hand(seat).iter().map(u16::from)
    }

    /// A card is chosen face down (the others see only that a seat has chosen, until the game
    /// reveals every choice at once); placing a card and taking a row happen in the open.
    fn is_public_move(mv: Move) -> bool {
        !matches!(mv, Move::Choose(_))
    }

    /// A card chosen face down is an event without the card; the cards a seat draws are named
    /// to that seat alone ([`Event::seen_by`]); everything else happens in the open.
    fn event_for(event: &Event, observer: Observer) -> Option<Event> {
        Some(event.seen_by(observer))
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        // When the game is over no seat acts and the hand does not matter.
        let hand = self.hands.get(usize::from(self.to_act)).copied().unwrap_or_default();
        self.public.legal_moves_with(hand, moves);
    }

    /// Finds the move without writing the list.
    #[inline]
    fn pick_legal_move(&self, pick: impl FnOnce(u8, u32) -> usize) -> Option<Move> {
        match self.phase {
            Phase::Choose => {
                let hand = self.hands[usize::from(self.to_act)];
                let i = pick(self.to_act, hand.len() as u32);
                let mut bits = hand.0;
                for _ in 0..i {
                    bits &= bits - 1;
                }
                Some(Move::Choose(bits.trailing_zeros() as u8 + 1))
            }
            Phase::Resolve => {
                let fit = self.fitting_rows(self.revealed[usize::from(self.resolved)]);
                if fit == 0 {
                    return Some(Move::Take(pick(self.to_act, NUM_ROWS as u32) as u8));
                }
                let mut bits = fit;
                for _ in 0..pick(self.to_act, fit.count_ones()) {
                    bits &= bits - 1;
                }
                Some(Move::Place(bits.trailing_zeros() as u8))
            }
            Phase::Over => None,
        }
    }

    fn check(&self, mv: Move) -> Result<(), MoveError> {
        let decision = self.decision().ok_or(MoveError::GameOver)?;
        let got = match mv {
            Move::Choose(_) => Decision::Choose,
            Move::Place(_) => Decision::Place,
            Move::Take(_) => Decision::Take,
        };
        match mv {
            Move::Choose(card) if !(1..=NUM_CARDS as u8).contains(&card) => return Err(MoveError::NoSuchCard(card)),
            Move::Place(row) | Move::Take(row) if usize::from(row) >= NUM_ROWS => {
                return Err(MoveError::NoSuchRow(row))
            }
            _ => {}
        }
        // A Place move while no row fits is reported as not fitting its row.
        if got == Decision::Place && decision == Decision::Take {
            let card = self.revealed[usize::from(self.resolved)];
            let Move::Place(row) = mv else { unreachable!() };
            return Err(MoveError::RowDoesNotFit { card, row });
        }
        if got != decision {
            return Err(MoveError::WrongPhase { expected: decision, got });
        }
        match mv {
            Move::Choose(card) => {
                let seat = self.to_act;
                if !self.hands[usize::from(seat)].contains(card) {
                    return Err(MoveError::CardNotInHand { seat, card });
                }
            }
            Move::Place(row) => {
                let card = self.revealed[usize::from(self.resolved)];
                if self.fitting_rows(card) & (1 << row) == 0 {
                    return Err(MoveError::RowDoesNotFit { card, row });
                }
            }
            Move::Take(_) => {}
        }
        Ok(())
    }

    #[inline]
    fn perform_with<S: EventSink<Event>>(&mut self, mv: Move, sink: &mut S) {
        match mv {
            Move::Choose(card) => self.choose(card, sink),
            Move::Place(row) => self.place(row, sink),
            Move::Take(row) => self.take(row, sink),
        }
    }

    /// # Panics
    /// If `seat` is not a seat of this game.
    #[allow(clippy::needless_range_loop)] // seats index several parallel arrays
    fn view(&self, seat: u8) -> PlayerView {
        assert!(seat < self.players(), "seat {seat} is not in a {}-player game", self.players());
        let s = usize::from(seat);
        let mut known_bottoms = [[NONE; MAX_HELD]; MAX_PLAYERS];
        let mut chosen = 0u16;
        for p in 0..usize::from(self.players()) {
            let k = usize::from(self.pile_known[p]);
            known_bottoms[p][..k].copy_from_slice(&self.piles[p][..k]);
            if self.choices[p] != NONE {
                chosen |= 1 << p;
            }
        }
        PlayerView {
            public: self.public,
            seat,
            hand: self.hands[s],
            choice: self.choices[s],
            hand_counts: std::array::from_fn(|p| self.hands[p].len() as u8),
            known_bottoms,
            chosen,
            box_count: self.boxed.len() as u8,
        }
    }

    fn determinize<R: Rng + ?Sized>(view: &PlayerView, rng: &mut R) -> Game {
        crate::determinize::determinize(view, rng)
    }

    fn scores(&self) -> Scores {
        self.tally()
    }

    fn outcome(&self) -> Outcome {
        self.tally().outcome()
    }

    fn game_bot(name: &str, _seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
        match name {
            "greedy" => Some(Box::new(GreedyBot::new())),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_games_are_those_of_variant_2() {
        // Without variant 2 every dealt card is chosen once and resolved once: 96 cards at most
        // (6 players of 16, 8 players of 12).
        assert_eq!((MIN_PLAYERS..=MAX_PLAYERS as u8).map(|p| max_game_length(p, false)).max(), Some(192));
        assert_eq!(MAX_GAME_LENGTH, 18_624);
    }
}
