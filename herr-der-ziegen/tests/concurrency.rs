//! Games are plain values: `Send` and `Sync`, and threads playing their own games get exactly
//! the results of sequential play.

use game_core::testing::play_random_game;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, Options, PlayerView};

fn assert_send_sync<T: Send + Sync>() {}

fn play(players: u8, seed: u64) -> (Vec<u16>, Vec<u32>) {
    let played = play_random_game::<Game>(&Options::new(players).unwrap(), seed, seed ^ 0xABCD, |_, _| {});
    let moves = played.moves.iter().map(|mv| mv.action_id()).collect();
    (moves, played.end.scores().per_player().iter().map(|s| s.total).collect())
}

#[test]
fn games_and_views_are_send_and_sync() {
    assert_send_sync::<Game>();
    assert_send_sync::<PlayerView>();
}

#[test]
fn threads_reproduce_sequential_play() {
    let jobs: Vec<(u8, u64)> = (0..32).map(|i| (2 + (i % 4) as u8, 1000 + i)).collect();
    let sequential: Vec<_> = jobs.iter().map(|&(p, s)| play(p, s)).collect();
    let threaded: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = jobs.iter().map(|&(p, s)| scope.spawn(move || play(p, s))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(threaded, sequential);
}
