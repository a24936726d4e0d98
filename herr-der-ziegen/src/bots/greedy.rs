//! A one-step heuristic player: it rates every legal move by what it is worth now (points it
//! secures, cards it brings into reach, what it denies others) and plays the best.

use game_core::bots::GreedyRating;
use game_core::GameView;

use crate::cards::{Card, CardId, GoatKind};
use crate::game::{Game, KindStatus, Phase};
use crate::layout::{mask_cells, Cell, Line};
use crate::moves::Move;
use crate::public::Public;
use crate::rules::evaluation::{FOURTH_CARD, MAJORITY_POINTS};
use crate::view::PlayerView;

/// Plays the move with the best immediate value; deterministic.
pub type GreedyBot = game_core::bots::GreedyBot<Game>;

impl GreedyRating for Game {
    fn rate_move(view: &PlayerView, mv: Move) -> f32 {
        rate(&view.public, view.seat(), mv)
    }
}

/// Points of `player` if the pasture were as it is (single + doubled + milk).
fn total(public: &Public, player: u8) -> f32 {
    public.scores().players[usize::from(player)].total as f32
}

/// The value of `me` having `card` in hand or on display.
fn card_value(public: &Public, me: u8, card: CardId) -> f32 {
    match card.card(public.milk_ones()) {
        Card::Goat { kind, value } => match public.kind_status(kind) {
            KindStatus::Open => {
                let mine = public.display(me).kind_value_sum(kind) as f32;
                let best_other = (0..public.players())
                    .filter(|&p| p != me)
                    .map(|p| public.display(p).kind_value_sum(kind))
                    .max()
                    .unwrap_or(0) as f32;
                // Worth more where it completes my majority or denies a rival's.
                f32::from(value) * 0.6 + mine * 0.4 + best_other * 0.2
            }
            _ => 0.3,
        },
        Card::Dog => {
            // The cells with my small goats (a small goat always lies on a card).
            let own = public.mark_cells[usize::from(me)].count_ones();
            1.0 + (own.min(4) as f32) * 0.5
        }
        Card::Milk { value } => 1.5 * f32::from(value),
    }
}

/// The best card `me` could take from `line`, if any.
fn best_take(public: &Public, me: u8, line: Line) -> Option<f32> {
    line.cells(public.grid_size())
        .filter(|&c| public.mark_at(c).is_none())
        .filter_map(|c| public.card_at(c))
        .map(|card| card_value(public, me, card))
        .max_by(f32::total_cmp)
}

/// What an evaluation of `kind` triggered by `me` playing `value` would bring `me`.
fn evaluation_value(public: &Public, me: u8, kind: GoatKind, value: u8) -> f32 {
    let sum = |p: u8| public.display(p).kind_value_sum(kind) + if p == me { u32::from(value) } else { 0 };
    let count = |p: u8| public.display(p).and(kind.cards()).len();
    let shown: usize = (0..public.players()).map(count).sum::<usize>() + 1;
    // Whole numbers, exact in an `f32` whatever the order of the sum.
    let pasture_points: u32 = mask_cells(public.kind_cells(kind) & !public.marked_cells())
        .filter_map(|c| public.card_at(c).and_then(CardId::goat_value))
        .map(u32::from)
        .sum();
    let pasture_points = pasture_points as f32;
    if sum(me) >= MAJORITY_POINTS {
        4.0 + 1.5 * pasture_points
    } else if shown == FOURTH_CARD {
        let my = (sum(me), count(me) + 1);
        let i_win = (0..public.players()).filter(|&p| p != me).all(|p| (sum(p), count(p)) <= my);
        if i_win {
            2.0 + pasture_points.min(5.0)
        } else {
            -2.0 - f32::from(value)
        }
    } else {
        0.0
    }
}

/// The value of `mv` for `me`, the seat deciding in a game or view whose public part is
/// `public`.
pub(crate) fn rate(public: &Public, me: u8, mv: Move) -> f32 {
    match mv {
        Move::Play(card) => {
            let c = card.card(public.milk_ones());
            let track = public.track();
            let line = track.line(track.advance(public.goat_position(me), c.steps()));
            let reach = match best_take(public, me, line) {
                Some(v) => v,
                // Nothing to take ends the game: good only when leading.
                None => {
                    let lead = total(public, me)
                        - (0..public.players()).filter(|&p| p != me).map(|p| total(public, p)).fold(0.0, f32::max);
                    if lead > 0.0 {
                        20.0
                    } else {
                        -20.0
                    }
                }
            };
            let evaluation = match c {
                Card::Goat { kind, value } if public.kind_status(kind) == KindStatus::Open => {
                    evaluation_value(public, me, kind, value)
                }
                _ => 0.0,
            };
            // Keep the more valuable card in hand.
            reach + evaluation - 0.5 * card_value(public, me, card)
        }
        Move::Take(cell) => public.card_at(cell).map_or(0.0, |card| card_value(public, me, card)),
        Move::Mark(cell) => {
            let mut after = public.clone();
            after.set_mark(cell, me);
            total(&after, me)
        }
        Move::Dog { from, to } => {
            let after = swapped(public, from, to);
            let opponent = public.mark_at(to).filter(|&o| o != me);
            let gain = total(&after, me) - total(public, me);
            match opponent {
                // An opponent agrees only if it does not lose: discount such requests.
                Some(o) if total(&after, o) < total(public, o) => gain * 0.1 - 0.5,
                Some(o) => gain - 0.3 * (total(&after, o) - total(public, o)),
                None => gain,
            }
        }
        Move::PassDog => 0.0,
        Move::Answer(yes) => {
            let Phase::Consent { from, to, opponent: _ } = public.phase else { return 0.0 };
            let asker = public.active_player();
            let after = swapped(public, from, to);
            let mine = total(&after, me) - total(public, me);
            let theirs = total(&after, asker) - total(public, asker);
            let agree = mine >= 0.0 && theirs <= mine;
            if yes == agree {
                1.0
            } else {
                0.0
            }
        }
    }
}

/// The public part with the contents of two cells exchanged (a dog move).
fn swapped(public: &Public, a: Cell, b: Cell) -> Public {
    let mut after = public.clone();
    after.swap_cells(a, b);
    after
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use game_core::bots::RandomBot;
    use game_core::Bot;
    use game_core::GameRules;

    fn play(players: u8, seed: u64, greedy_seat: u8) -> crate::Scores {
        let mut game = Game::new(players, seed).unwrap();
        let mut greedy = GreedyBot::new();
        let mut random = RandomBot::new(seed);
        while let Some(p) = game.current_player() {
            let legal = game.legal_moves();
            let view = game.view(p);
            let mv = if p == greedy_seat { greedy.choose(&view, &legal) } else { random.choose(&view, &legal) };
            game.apply(mv).unwrap();
        }
        game.scores()
    }

    #[test]
    fn greedy_beats_random_clearly() {
        let games = 60;
        let mut wins = 0;
        for seed in 0..games {
            let seat = (seed % 2) as u8;
            if play(2, seed, seat).is_winner(seat) {
                wins += 1;
            }
        }
        // A random player wins about half of 2-player games.
        eprintln!("greedy won {wins} of {games}");
        assert!(wins * 10 >= games * 7, "greedy won only {wins} of {games}");
    }
}
