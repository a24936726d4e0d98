//! Plays random games through the public, checked API on one thread and reports games per second,
//! decisions per second and the size of the state; then the same number of games through the
//! batch function `simulate` with random bots on all cores (`RAYON_NUM_THREADS` limits them).
//!
//! ```text
//! cargo run --release --example speed -- [players] [games]                  # Herr der Ziegen
//! cargo run --release --example speed -- --game ziegen-kriegen [players] [games]
//! cargo run --release --example speed -- --game le-baron [players] [games]
//! ```

use std::time::Instant;

use game_core::simulate::simulate;
use game_core::{GameRules, NoEvents};
use game_registry::GameVisitor;

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let game = match args.iter().position(|a| a == "--game") {
        Some(i) if i + 1 < args.len() => {
            let name = args.remove(i + 1);
            args.remove(i);
            name
        }
        Some(_) => usage("--game needs a name"),
        None => "herr-der-ziegen".to_string(),
    };
    let players: u8 = args.first().map_or(Some(4), |a| a.parse().ok()).unwrap_or_else(|| usage("bad player count"));
    let games: u64 = args.get(1).map_or(Some(200_000), |a| a.parse().ok()).unwrap_or_else(|| usage("bad game count"));
    if let Err(unknown) = game_registry::visit_named(&game, Measure { players, games }) {
        usage(&unknown.to_string());
    }
}

fn usage(problem: &str) -> ! {
    let games: Vec<&str> = game_registry::GAMES.iter().map(|g| g.name).collect();
    eprintln!("error: {problem}\nusage: speed [--game {}] [players] [games]", games.join("|"));
    std::process::exit(2);
}

/// The measurement of the game chosen on the command line.
struct Measure {
    players: u8,
    games: u64,
}

impl GameVisitor for Measure {
    type Output = ();

    fn visit<G: GameRules>(self) {
        measure::<G>(self.players, self.games);
    }
}

fn measure<G: GameRules>(players: u8, games: u64) {
    let options = G::options_for(players).unwrap_or_else(|e| usage(&e.to_string()));
    println!("{}: size_of::<Game>() = {} bytes", G::NAME, std::mem::size_of::<G>());
    println!("size_of::<PlayerView>() = {} bytes", std::mem::size_of::<G::View>());
    let start = Instant::now();
    let mut decisions = 0u64;
    let mut checksum = 0u64;
    let mut legal = G::MoveList::default();
    G::validate_options(&options).unwrap_or_else(|e| usage(&e.to_string()));
    for seed in 0..games {
        // Options validated once, as `Game::new` does with its built-in defaults.
        let mut game = G::set_up(&options, seed);
        let mut x = seed;
        while !game.is_over() {
            game.legal_moves_into(&mut legal);
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            // A uniform index by multiply-shift: no division in the measured loop.
            let mv = legal[(((x >> 32) * legal.len() as u64) >> 32) as usize];
            game.apply_with(mv, &mut NoEvents).expect("listed moves are legal");
            decisions += 1;
        }
        checksum = checksum.wrapping_add(u64::from(game.outcome().winners));
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{players} players: {games} random games in {seconds:.2} s = {:.0} games/s, {:.0} decisions/s, {:.1} ns per decision (setup included; checksum {checksum})",
        games as f64 / seconds,
        decisions as f64 / seconds,
        seconds * 1e9 / decisions as f64
    );

    let seeds: Vec<u64> = (0..games).collect();
    let start = Instant::now();
    let results = simulate::<G>(&options, &seeds, &["random"], false).expect("random bots");
    let seconds = start.elapsed().as_secs_f64();
    let decisions: u64 = results.iter().map(|r| u64::from(r.decisions)).sum();
    println!(
        "simulate on {} threads: {games} games with random bots in {seconds:.2} s = {:.0} games/s, {:.0} decisions/s",
        rayon::current_num_threads(),
        games as f64 / seconds,
        decisions as f64 / seconds,
    );
}
