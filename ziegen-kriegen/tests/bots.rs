//! The shared layer's bots and batch simulation play whole games of Ziegen Kriegen, and the
//! greedy bot is reached by name.

use game_core::bots::{bot_names, by_name};
use game_core::simulate::simulate;
use game_core::{GameRules, GameView};
use ziegen_kriegen::{Game, Options, OBSERVATION_SIZE};

fn play(names: &[&str], options: &Options, seed: u64) -> Game {
    let mut game = Game::with_options(options, seed).unwrap();
    let mut bots: Vec<_> = (0..options.players)
        .map(|s| by_name::<Game>(names[usize::from(s) % names.len()], seed + u64::from(s)).unwrap())
        .collect();
    while let Some(player) = game.current_player() {
        let view = game.view(player);
        let legal = game.legal_moves();
        let mv = bots[usize::from(player)].choose(&view, &legal);
        game.apply(mv).unwrap();
    }
    game
}

#[test]
fn named_bots_play_whole_games() {
    assert_eq!(bot_names::<Game>(), ["random", "greedy", "ismcts", "ismcts:N", "expert", "expert:N"]);
    assert!(by_name::<Game>("greedy", 0).is_some());
    assert!(by_name::<Game>("cautious", 0).is_none());
    for players in 3..=6 {
        for (variant, names) in [(false, ["random", "greedy", "ismcts:40"]), (true, ["ismcts:10", "greedy", "random"])]
        {
            let options = if variant { Options::variant(players) } else { Options::new(players) }.unwrap();
            let game = play(&names, &options, u64::from(players));
            assert!(game.is_over());
            let outcome = game.outcome();
            assert_eq!(outcome.per_player().len(), usize::from(players));
        }
    }
}

#[test]
fn simulation_runs_and_greedy_beats_random() {
    let options = Options::new(4).unwrap();
    let seeds: Vec<u64> = (0..400).collect();
    let results = simulate::<Game>(&options, &seeds, &["greedy", "random"], true).unwrap();
    assert_eq!(results.len(), 400);
    let mut share = [0.0f64; 2];
    for r in &results {
        let winners = r.winners.count_ones().max(1) as f64;
        for seat in 0..4 {
            if r.winners & (1 << seat) != 0 {
                share[usize::from(r.entrant_of_seat[seat])] += 1.0 / winners;
            }
        }
        assert!(r.decisions == 36);
    }
    assert!(share[0] > share[1] * 1.2, "greedy {} vs random {}", share[0], share[1]);
    let variant = Options::variant(3).unwrap();
    let results = simulate::<Game>(&variant, &seeds[..50], &["random"], false).unwrap();
    assert!(results.iter().all(|r| r.decisions == 3 * 28));
}

#[test]
fn views_give_observations_of_the_documented_size() {
    let game = Game::new(5, 1).unwrap();
    let mut obs = vec![0.0; <Game as GameRules>::OBSERVATION_SIZE];
    assert_eq!(obs.len(), OBSERVATION_SIZE);
    GameView::observation(&game.view(2), &mut obs);
    assert!(obs.iter().all(|x| (0.0..=1.0).contains(x)));
    let json = GameView::to_json(&game.view(2));
    assert_eq!(<ziegen_kriegen::PlayerView as GameView>::from_json(&json).unwrap(), game.view(2));
}
