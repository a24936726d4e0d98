//! A quick speed measurement, ignored by default: random 4-player games through the checked API
//! (`legal_moves_into` + `apply_with`) on one thread.
//!
//! `cargo test --release -p le-baron --test speed -- --ignored --nocapture`

use le_baron::prelude::*;
use std::time::Instant;

use le_baron::{Game, MoveList, NoEvents};

/// Nanoseconds this thread has run on a CPU (Linux), to measure on a shared, loaded machine.
fn cpu_ns() -> Option<u64> {
    std::fs::read_to_string("/proc/thread-self/schedstat").ok()?.split_whitespace().next()?.parse().ok()
}

#[test]
#[ignore = "optional: a measurement, run on demand in release"]
fn random_games_per_second() {
    let (players, games) = (4u8, 300_000u64);
    let start = Instant::now();
    let cpu_start = cpu_ns();
    let mut x = 1u64;
    let mut decisions = 0u64;
    let mut checksum = 0i64;
    let mut legal = MoveList::new();
    for seed in 0..games {
        let mut game = Game::new(players, seed).expect("2 to 10 players");
        while !game.is_over() {
            game.legal_moves_into(&mut legal);
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            // A multiply-shift pick: no division on the hot path.
            let mv = legal[(((x >> 32) * legal.len() as u64) >> 32) as usize];
            game.apply_with(mv, &mut NoEvents).expect("a listed move is legal");
            decisions += 1;
        }
        checksum += i64::from(game.scores().per_player()[0].total);
    }
    let secs = start.elapsed().as_secs_f64();
    if let (Some(a), Some(b)) = (cpu_start, cpu_ns()) {
        let cpu = (b - a) as f64 / 1e9;
        println!("on-CPU time {cpu:.2} s: {:.0} games per CPU-second", games as f64 / cpu);
    }
    println!(
        "{players} players: {games} games in {secs:.2} s wall = {:.0} games/s, {:.0} decisions/s (checksum {checksum})",
        games as f64 / secs,
        decisions as f64 / secs
    );
}
