//! Record a bot game as a replay file, or verify one.
//!
//! ```text
//! cargo run --release --example replay -- record game.json --players 3 --seed 5
//! cargo run --release --example replay -- verify game.json
//! ```

use clap::{Parser, Subcommand};
use game_core::bots::Bot;
use herr_der_ziegen::bots::GreedyBot;
use herr_der_ziegen::{Game, GameRules, Options, Replay};

#[derive(Parser)]
struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game between greedy bots and write its replay.
    Record {
        /// Output file.
        path: String,
        #[arg(long, default_value_t = 4)]
        players: u8,
        #[arg(long, default_value_t = 7)]
        seed: u64,
    },
    /// Reproduce a replay and report the first divergent move, if any.
    Verify {
        /// Replay file.
        path: String,
    },
}

fn main() {
    let result = match Args::parse().command {
        Command::Record { path, players, seed } => record(&path, players, seed),
        Command::Verify { path } => verify(&path),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

fn record(path: &str, players: u8, seed: u64) -> Result<(), String> {
    let options = Options::new(players).map_err(|e| e.to_string())?;
    let mut game = Game::with_options(&options, seed).map_err(|e| e.to_string())?;
    let mut bot = GreedyBot::new();
    let mut moves = Vec::new();
    while let Some(player) = game.current_player() {
        let mv = bot.choose(&game.view(player), &game.legal_moves());
        game.apply(mv).map_err(|e| e.to_string())?;
        moves.push(mv);
    }
    let replay = Replay::record(&options, seed, &moves).map_err(|e| e.to_string())?;
    std::fs::write(path, replay.to_json()).map_err(|e| format!("{path}: {e}"))?;
    println!("recorded {} moves to {path}", moves.len());
    Ok(())
}

fn verify(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let replay = Replay::from_json(&text).map_err(|e| e.to_string())?;
    let game = replay.verify().map_err(|e| e.to_string())?;
    let totals: Vec<u32> = game.scores().per_player().iter().map(|s| s.total).collect();
    println!("{} moves reproduced; final totals {totals:?}", replay.moves.len());
    Ok(())
}
