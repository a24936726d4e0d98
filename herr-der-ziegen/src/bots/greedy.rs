//! A one-step heuristic player: it rates every legal move by what it is worth now (points it
//! secures, cards it brings into reach, what it denies others) and plays the best.

use game_core::bots::GreedyRating;
use game_core::GameView;

use crate::cards::{Card, CardId, GoatKind};
use crate::game::{Game, KindStatus, Phase};
use crate::layout::{Cell, Line};
use crate::moves::Move;
use crate::rules::evaluation::{FOURTH_CARD, MAJORITY_POINTS};
use crate::view::PlayerView;

/// Plays the move with the best immediate value; deterministic.
pub type GreedyBot = game_core::bots::GreedyBot<Game>;

impl GreedyRating for Game {
    fn rate_move(view: &PlayerView, mv: Move) -> f32 {
        rate(view, mv)
    }
}

fn me(view: &PlayerView) -> u8 {
    view.seat()
}

/// Points of `player` if the view's pasture were as it is (single + doubled + milk).
fn total(view: &PlayerView, player: u8) -> f32 {
    view.scores().players[usize::from(player)].total as f32
}

/// The value of `player` having `card` in hand or on display.
fn card_value(view: &PlayerView, card: CardId) -> f32 {
    match card.card(view.milk_ones()) {
        Card::Goat { kind, value } => match view.kind_status(kind) {
            KindStatus::Open => {
                let mine = view.display(me(view)).kind_value_sum(kind) as f32;
                let best_other = (0..view.players())
                    .filter(|&p| p != me(view))
                    .map(|p| view.display(p).kind_value_sum(kind))
                    .max()
                    .unwrap_or(0) as f32;
                // Worth more where it completes my majority or denies a rival's.
                f32::from(value) * 0.6 + mine * 0.4 + best_other * 0.2
            }
            _ => 0.3,
        },
        Card::Dog => {
            let own = view.cells().filter(|&c| view.mark_at(c) == Some(me(view))).count();
            1.0 + (own.min(4) as f32) * 0.5
        }
        Card::Milk { value } => 1.5 * f32::from(value),
    }
}

/// The best card `view.seat()` could take from `line`, if any.
fn best_take(view: &PlayerView, line: Line) -> Option<f32> {
    line.cells(view.grid_size())
        .filter(|&c| view.mark_at(c).is_none())
        .filter_map(|c| view.card_at(c))
        .map(|card| card_value(view, card))
        .max_by(f32::total_cmp)
}

/// What an evaluation of `kind` triggered by my playing `value` would bring me.
fn evaluation_value(view: &PlayerView, kind: GoatKind, value: u8) -> f32 {
    let me = me(view);
    let sums: Vec<u32> = (0..view.players())
        .map(|p| {
            let s = view.display(p).kind_value_sum(kind);
            if p == me {
                s + u32::from(value)
            } else {
                s
            }
        })
        .collect();
    let shown: usize = (0..view.players()).map(|p| view.display(p).and(kind.cards()).len()).sum::<usize>() + 1;
    let pasture_points: f32 = view
        .cells()
        .filter(|&c| view.mark_at(c).is_none())
        .filter_map(|c| view.card_at(c).filter(|card| card.kind() == Some(kind)).and_then(CardId::goat_value))
        .map(f32::from)
        .sum();
    if sums[usize::from(me)] >= MAJORITY_POINTS {
        4.0 + 1.5 * pasture_points
    } else if shown == FOURTH_CARD {
        let my = (sums[usize::from(me)], view.display(me).and(kind.cards()).len() + 1);
        let i_win = (0..view.players())
            .filter(|&p| p != me)
            .all(|p| (sums[usize::from(p)], view.display(p).and(kind.cards()).len()) <= my);
        if i_win {
            2.0 + pasture_points.min(5.0)
        } else {
            -2.0 - f32::from(value)
        }
    } else {
        0.0
    }
}

fn rate(view: &PlayerView, mv: Move) -> f32 {
    let me = me(view);
    match mv {
        Move::Play(card) => {
            let c = card.card(view.milk_ones());
            let track = view.track();
            let line = track.line(track.advance(view.goat_position(me), c.steps()));
            let reach = match best_take(view, line) {
                Some(v) => v,
                // Nothing to take ends the game: good only when leading.
                None => {
                    let lead = total(view, me)
                        - (0..view.players()).filter(|&p| p != me).map(|p| total(view, p)).fold(0.0, f32::max);
                    if lead > 0.0 {
                        20.0
                    } else {
                        -20.0
                    }
                }
            };
            let evaluation = match c {
                Card::Goat { kind, value } if view.kind_status(kind) == KindStatus::Open => {
                    evaluation_value(view, kind, value)
                }
                _ => 0.0,
            };
            // Keep the more valuable card in hand.
            reach + evaluation - 0.5 * card_value(view, card)
        }
        Move::Take(cell) => view.card_at(cell).map_or(0.0, |card| card_value(view, card)),
        Move::Mark(cell) => {
            let mut after = view.clone();
            after.public.set_mark(cell, me);
            total(&after, me)
        }
        Move::Dog { from, to } => {
            let after = swapped(view, from, to);
            let opponent = view.mark_at(to).filter(|&o| o != me);
            let gain = total(&after, me) - total(view, me);
            match opponent {
                // An opponent agrees only if it does not lose: discount such requests.
                Some(o) if total(&after, o) < total(view, o) => gain * 0.1 - 0.5,
                Some(o) => gain - 0.3 * (total(&after, o) - total(view, o)),
                None => gain,
            }
        }
        Move::PassDog => 0.0,
        Move::Answer(yes) => {
            let Phase::Consent { from, to, opponent: _ } = view.phase() else { return 0.0 };
            let asker = view.active_player();
            let after = swapped(view, from, to);
            let mine = total(&after, me) - total(view, me);
            let theirs = total(&after, asker) - total(view, asker);
            let agree = mine >= 0.0 && theirs <= mine;
            if yes == agree {
                1.0
            } else {
                0.0
            }
        }
    }
}

/// The view with the contents of two cells exchanged (a dog move).
fn swapped(view: &PlayerView, a: Cell, b: Cell) -> PlayerView {
    let mut after = view.clone();
    after.public.swap_cells(a, b);
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
