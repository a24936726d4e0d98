//! The generic bots of game-core (random, IS-MCTS) and the game's greedy bot play whole games
//! through `game_core::bots::by_name`; batch simulation runs.

use game_core::bots::by_name;
use game_core::{GameRules, GameView};
use le_baron::{Game, Options};

fn play(names: &[&str], options: &Options, seed: u64) -> Game {
    let mut bots: Vec<_> =
        names.iter().enumerate().map(|(i, n)| by_name::<Game>(n, seed + i as u64).expect("known bot")).collect();
    let mut game = Game::with_options(options, seed).unwrap();
    while let Some(seat) = GameRules::current_player(&game) {
        let view = GameRules::view(&game, seat);
        assert_eq!(GameView::current_player(&view), Some(seat));
        let legal = game.legal_moves();
        let count = bots.len();
        let mv = bots[usize::from(seat) % count].choose(&view, &legal);
        game.apply(mv).unwrap();
    }
    game
}

#[test]
fn every_bot_plays_whole_games() {
    assert_eq!(<Game as GameRules>::GAME_BOT_NAMES, ["greedy"]);
    assert!(by_name::<Game>("nobody", 0).is_none());
    for (v, options) in [
        Options::new(4).unwrap(),
        Options::new(3).unwrap().colour_counts(true),
        Options::new(5).unwrap().positive_heads(true),
    ]
    .iter()
    .enumerate()
    {
        let game = play(&["ismcts:30", "random", "greedy"], options, 10 + v as u64);
        assert!(game.is_over());
        let outcome = GameRules::outcome(&game);
        assert_eq!(outcome.players, options.players);
        assert_ne!(outcome.winners, 0);
    }
}

#[test]
fn greedy_takes_fewer_heads_than_random() {
    let options = Options::new(4).unwrap();
    let (mut greedy, mut random) = (0i64, 0i64);
    for seed in 0..200 {
        let game = play(&["greedy", "random"], &options, seed);
        let scores = game.scores();
        for (seat, s) in scores.per_player().iter().enumerate() {
            if seat % 2 == 0 {
                greedy += i64::from(s.total);
            } else {
                random += i64::from(s.total);
            }
        }
    }
    assert!(greedy < random, "greedy {greedy} heads, random {random}");
}

#[test]
fn batch_simulation_runs() {
    let seeds: Vec<u64> = (0..40).collect();
    for options in [Options::new(6).unwrap(), Options::new(2).unwrap().positive_heads(true).colour_counts(true)] {
        let results = game_core::simulate::simulate::<Game>(&options, &seeds, &["greedy", "random"], true).unwrap();
        assert_eq!(results.len(), seeds.len());
        assert!(results.iter().all(|r| r.winners != 0 && r.decisions > 0));
    }
    assert_eq!(Options::new(12), Err(le_baron::SetupError::PlayerCount(12)));
    let bad = Options { players: 12, ..Options::new(2).unwrap() };
    assert!(game_core::simulate::simulate::<Game>(&bad, &seeds, &["random"], false).is_err());
}
