//! Plays random games through the public, checked API on one thread and reports games per second,
//! decisions per second and the size of the state; then the same number of games through the
//! batch function `simulate` with random bots on all cores (`RAYON_NUM_THREADS` limits them).
//!
//! ```text
//! cargo run --release --example speed -- [players] [games]
//! ```

use std::time::Instant;

use herr_der_ziegen::simulate::simulate;
use herr_der_ziegen::{Game, MoveList, NoEvents, Options, PlayerView};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200_000);
    println!("size_of::<Game>() = {} bytes", std::mem::size_of::<Game>());
    println!("size_of::<PlayerView>() = {} bytes", std::mem::size_of::<PlayerView>());
    let start = Instant::now();
    let mut decisions = 0u64;
    let mut checksum = 0u64;
    let mut legal = MoveList::new();
    for seed in 0..games {
        let mut game = Game::new(players, seed).expect("2 to 5 players");
        let mut x = seed;
        while !game.is_over() {
            game.legal_moves_into(&mut legal);
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            // A uniform index by multiply-shift: no division in the measured loop.
            let mv = legal[(((x >> 32) * legal.len() as u64) >> 32) as usize];
            game.apply_with(mv, &mut NoEvents).expect("listed moves are legal");
            decisions += 1;
        }
        checksum = checksum.wrapping_add(u64::from(game.scores().winners));
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{players} players: {games} random games in {seconds:.2} s = {:.0} games/s, {:.0} decisions/s, {:.1} ns per decision (setup included; checksum {checksum})",
        games as f64 / seconds,
        decisions as f64 / seconds,
        seconds * 1e9 / decisions as f64
    );

    let options = Options::new(players).expect("2 to 5 players");
    let seeds: Vec<u64> = (0..games).collect();
    let start = Instant::now();
    let results = simulate(&options, &seeds, &["random"], false).expect("random bots");
    let seconds = start.elapsed().as_secs_f64();
    let decisions: u64 = results.iter().map(|r| u64::from(r.decisions)).sum();
    println!(
        "simulate on {} threads: {games} games with random bots in {seconds:.2} s = {:.0} games/s, {:.0} decisions/s",
        rayon::current_num_threads(),
        games as f64 / seconds,
        decisions as f64 / seconds,
    );
}
