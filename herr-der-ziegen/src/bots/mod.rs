//! Bots: players that see only a [`PlayerView`](crate::PlayerView) and the legal moves, never
//! the full game, so no bot can cheat. The random and IS-MCTS bots are the shared layer's
//! ([`game_core::bots`]), written once for every game; the greedy bot is Herr der Ziegen's own.
//!
//! ```
//! use herr_der_ziegen::bots::{Bot, GreedyBot, RandomBot};
//! use herr_der_ziegen::prelude::*;
//!
//! let mut game = Game::new(3, 1).unwrap();
//! let mut bots: Vec<Box<dyn Bot<Game>>> =
//!     vec![Box::new(GreedyBot::new()), Box::new(RandomBot::new(1)), Box::new(RandomBot::new(2))];
//! while let Some(player) = game.current_player() {
//!     let mv = bots[usize::from(player)].choose(&game.view(player), &game.legal_moves());
//!     game.apply(mv).unwrap();
//! }
//! ```

mod greedy;

use std::time::Duration;

pub use game_core::bots::{Bot, RandomBot, DEFAULT_ITERATIONS, MAX_NAMED_ITERATIONS, MAX_SEARCH_TIME};
pub use greedy::GreedyBot;

use crate::game::Game;

/// The shared IS-MCTS bot playing Herr der Ziegen.
pub type IsmctsBot = game_core::bots::IsmctsBot<Game>;

/// Builds a bot by name: `random`, `greedy`, `ismcts` (default budget) or `ismcts:N` (N
/// iterations per decision, N written in decimal digits without sign or leading zeros, 1 to
/// [`MAX_NAMED_ITERATIONS`]); `seed` seeds the random ones. `None` for any other name.
pub fn by_name(name: &str, seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
    game_core::bots::by_name::<Game>(name, seed)
}

/// An IS-MCTS bot searching for `time` per decision, as the C and Python interfaces make it
/// (its choices depend on the machine's speed, so they are not reproducible). `None` unless
/// `time` is more than zero and at most [`MAX_SEARCH_TIME`].
pub fn timed_ismcts(time: Duration, seed: u64) -> Option<Box<dyn Bot<Game> + Send>> {
    game_core::bots::timed_ismcts::<Game>(time, seed)
}

/// The names [`by_name`] knows.
pub const BOT_NAMES: [&str; 4] = ["random", "greedy", "ismcts", "ismcts:N"];

/// Why [`by_name`] refused `name`, listing the names it knows, for every interface's error
/// message: `unknown bot "x" (known: random, greedy, ismcts, ismcts:N with N from 1 to 100000)`.
/// Long names are shortened.
pub fn unknown_bot_message(name: &str) -> String {
    game_core::bots::UnknownBot::new::<Game>(name).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_core::GameRules;

    #[test]
    fn the_names_listed_are_the_shared_layers() {
        assert_eq!(game_core::bots::bot_names::<Game>(), BOT_NAMES);
    }

    #[test]
    fn timed_searches_stay_within_bounds() {
        assert!(timed_ismcts(Duration::ZERO, 1).is_none());
        assert!(timed_ismcts(MAX_SEARCH_TIME + Duration::from_nanos(1), 1).is_none());
        let mut bot = timed_ismcts(Duration::from_millis(3), 1).expect("3 ms is a budget");
        let game = Game::new(3, 4).unwrap();
        let legal = game.legal_moves();
        let start = std::time::Instant::now();
        let chosen = bot.choose(&game.view(0), &legal);
        assert!(legal.contains(&chosen));
        assert!(start.elapsed() >= Duration::from_millis(3), "the search uses its time");
    }

    #[test]
    fn names_build_bots_and_odd_budgets_are_refused() {
        for name in ["random", "greedy", "ismcts", "ismcts:1", "ismcts:500", "ismcts:100000"] {
            assert!(by_name(name, 1).is_some(), "{name}");
        }
        assert_eq!(
            unknown_bot_message("ismcts:0"),
            "unknown bot \"ismcts:0\" (known: random, greedy, ismcts, ismcts:N with N from 1 to 100000)"
        );
        for name in [
            "",
            "Random",
            "ismcts:",
            "ismcts:0",
            "ismcts:05",
            "ismcts:+3",
            "ismcts:-1",
            "ismcts: 5",
            "ismcts:100001",
            "ismcts:4294967295",
        ] {
            assert!(by_name(name, 1).is_none(), "{name}");
        }
    }

    #[test]
    fn choosing_without_the_view_is_the_same_choice() {
        let (mut with_view, mut without) = (RandomBot::new(5), RandomBot::new(5));
        let mut game = Game::new(3, 9).unwrap();
        while let Some(player) = game.current_player() {
            let legal = game.legal_moves();
            let mv = Bot::<Game>::choose(&mut with_view, &game.view(player), &legal);
            assert_eq!(Bot::<Game>::choose_without_view(&mut without, &legal), Some(mv));
            game.apply(mv).unwrap();
        }
    }

    #[test]
    fn ismcts_beats_random_and_is_reproducible() {
        let games = 16;
        let mut wins = 0.0;
        for seed in 0..games {
            let seat = (seed % 2) as u8;
            let mut game = Game::new(2, seed).unwrap();
            let mut search = IsmctsBot::new(150, seed);
            let mut random = RandomBot::new(seed);
            while let Some(p) = game.current_player() {
                let legal = game.legal_moves();
                let view = game.view(p);
                let mv = if p == seat {
                    search.choose(&view, &legal)
                } else {
                    Bot::<Game>::choose(&mut random, &view, &legal)
                };
                game.apply(mv).unwrap();
            }
            let scores = game.scores();
            if scores.is_winner(seat) {
                wins += 1.0 / f64::from(scores.winners.count_ones());
            }
        }
        assert!(wins >= 13.0, "IS-MCTS won only {wins} of {games}");

        let game = Game::new(3, 5).unwrap();
        let view = game.view(0);
        let legal = game.legal_moves();
        assert_eq!(IsmctsBot::new(100, 9).choose(&view, &legal), IsmctsBot::new(100, 9).choose(&view, &legal));
    }

    /// A whole seeded game of IS-MCTS against the greedy bot, pinned: the search's arithmetic
    /// (its logarithm from `libm` included) must give the same moves on every platform and build,
    /// and the shared layer's search must play exactly as the one this crate had before it.
    #[test]
    fn a_seeded_search_plays_the_same_game_everywhere() {
        let mut game = Game::new(2, 3).unwrap();
        let mut bots: [Box<dyn Bot<Game>>; 2] = [Box::new(IsmctsBot::new(60, 3)), Box::new(GreedyBot::new())];
        let mut trace = 0u64;
        while let Some(p) = game.current_player() {
            let legal = game.legal_moves();
            let mv = bots[usize::from(p)].choose(&game.view(p), &legal);
            trace = trace.wrapping_mul(1_000_003).wrapping_add(u64::from(mv.action_id()));
            game.apply(mv).unwrap();
        }
        let totals = [game.scores().players[0].total, game.scores().players[1].total];
        assert_eq!((totals, trace), GOLDEN_SEARCH_GAME, "the seeded IS-MCTS game changed");
    }

    const GOLDEN_SEARCH_GAME: ([u32; 2], u64) = ([19, 29], 17_619_124_520_762_641_798);
}
