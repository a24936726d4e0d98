//! Record a bot game of any game as a replay file, or verify one (the game is read from the
//! file's `format`, e.g. `"le-baron/replay"`).
//!
//! ```text
//! cargo run --release --example replay -- record game.json --game le-baron --players 3 --seed 5
//! cargo run --release --example replay -- verify game.json
//! ```

use clap::builder::PossibleValuesParser;
use clap::{Parser, Subcommand};
use game_core::bots::by_name;
use game_core::replay::Replay;
use game_core::GameRules;
use game_registry::{GameVisitor, GAMES};

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
        #[arg(long, default_value = "herr-der-ziegen", value_parser = PossibleValuesParser::new(GAMES.iter().map(|g| g.name)))]
        game: String,
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
        Command::Record { path, game, players, seed } => {
            game_registry::visit_named(&game, Record { path, players, seed })
                .unwrap_or_else(|unknown| Err(unknown.to_string()))
        }
        Command::Verify { path } => verify(&path),
    };
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}

/// Plays a game of greedy bots and writes its replay.
struct Record {
    path: String,
    players: u8,
    seed: u64,
}

impl GameVisitor for Record {
    type Output = Result<(), String>;

    fn visit<G: GameRules>(self) -> Result<(), String> {
        let options = G::options_for(self.players).map_err(|e| e.to_string())?;
        let mut game = G::with_options(&options, self.seed).map_err(|e| e.to_string())?;
        let mut bot = by_name::<G>("greedy", self.seed).ok_or("every game has a greedy bot")?;
        let mut moves = Vec::new();
        while let Some(player) = game.current_player() {
            let mv = bot.choose(&game.view(player), &game.legal_moves());
            game.apply(mv).map_err(|e| e.to_string())?;
            moves.push(mv);
        }
        let replay = Replay::<G>::record(&options, self.seed, &moves).map_err(|e| e.to_string())?;
        std::fs::write(&self.path, replay.to_json()).map_err(|e| format!("{}: {e}", self.path))?;
        println!("recorded {} moves of {} to {}", moves.len(), G::TITLE, self.path);
        Ok(())
    }
}

/// Verifies the replay in `text`, a replay of game `G`.
struct Verify<'a> {
    text: &'a str,
}

impl GameVisitor for Verify<'_> {
    type Output = Result<(), String>;

    fn visit<G: GameRules>(self) -> Result<(), String> {
        let replay = Replay::<G>::from_json(self.text).map_err(|e| e.to_string())?;
        let game = replay.verify().map_err(|e| e.to_string())?;
        println!(
            "{} moves of {} reproduced; final totals {:?}",
            replay.moves.len(),
            G::TITLE,
            game.outcome().per_player()
        );
        Ok(())
    }
}

fn verify(path: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    // The game is the one whose replay format the document names.
    let format = serde_json::from_str::<serde_json::Value>(&text)
        .ok()
        .and_then(|doc| doc.get("format")?.as_str().map(str::to_string))
        .ok_or_else(|| format!("{path}: not a replay document (no \"format\" field)"))?;
    let game = format
        .strip_suffix("/replay")
        .and_then(game_registry::find)
        .ok_or_else(|| format!("{path}: {format:?} is not the replay format of any game"))?;
    game_registry::visit(game.name, Verify { text: &text }).expect("a listed game")
}
