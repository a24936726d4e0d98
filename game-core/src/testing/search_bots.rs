//! The search bots play whole games: every choice legal, seeded choices repeated exactly, and
//! each choice the same from any game the deciding seat cannot tell apart from the real one.

use crate::bots::by_name;
use crate::rules::{GameRules, GameView};

/// Plays one game of `G` with `options` and `seed` in which the bot called `name` (an iteration
/// budget, so reproducible) holds every seat, and checks that: every choice is one of the legal
/// moves; the bot chooses the same from the view of a game sampled from the deciding seat's view
/// (every few decisions, with a copy of the bot), so it reads nothing the seat cannot see; and a
/// second run with the same seeds chooses the same moves. Returns the decisions played.
///
/// # Panics
/// If any of this fails, or no bot of `G` is called `name`.
pub fn check_search_bot_game<G: GameRules>(options: &G::Options, seed: u64, name: &str) -> usize {
    let play = |check_views: bool| {
        let mut game = G::with_options(options, seed).expect("valid options");
        let players = usize::from(game.player_count());
        let mut bots: Vec<_> =
            (0..players).map(|s| by_name::<G>(name, seed ^ (s as u64 + 1)).expect("a search bot")).collect();
        let mut moves = Vec::new();
        while let Some(seat) = game.current_player() {
            let legal = game.legal_moves();
            let view = game.view(seat);
            if check_views && moves.len() % 7 == 0 {
                // A fresh bot with the same seed, from a game that differs in hidden cards only.
                let sampled = G::determinize(&view, &mut crate::rng::seeded(seed ^ moves.len() as u64));
                let mut twin = by_name::<G>(name, 99).expect("a search bot");
                let mut other = by_name::<G>(name, 99).expect("a search bot");
                assert_eq!(
                    twin.choose(&view, &legal),
                    other.choose(&sampled.view(seat), &sampled.legal_moves()),
                    "{name} chose differently from a game seat {seat} cannot tell apart (seed {seed}, decision {})",
                    moves.len()
                );
            }
            let mv = bots[usize::from(seat)].choose(&view, &legal);
            assert!(legal.contains(&mv), "{name} chose {mv}, which is not legal (seed {seed})");
            game.apply(mv).expect("a legal move");
            moves.push(mv);
        }
        assert!(GameView::current_player(&game.view(0)).is_none());
        moves
    };
    let first = play(true);
    assert_eq!(first, play(false), "{name} seeded with the same seeds chose differently");
    first.len()
}
