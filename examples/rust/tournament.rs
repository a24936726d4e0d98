//! Plays many seeded games between bots, rotating seats, and prints win rates and average
//! scores with 95% confidence intervals.
//!
//! ```text
//! cargo run --release --example tournament -- --players 2 --games 500 --bots ismcts,random
//! cargo run --release --example tournament -- --players 4 --games 500 --bots ismcts,greedy
//! cargo run --release --example tournament -- --game ziegen-kriegen --players 4 --games 500 --bots ismcts,random
//! ```

use clap::builder::PossibleValuesParser;
use clap::Parser;
use game_core::simulate::simulate_with;
use game_core::tournament::standings;
use game_core::GameRules;
use game_registry::{GameVisitor, GAMES};
use indicatif::{ProgressBar, ProgressStyle};

#[derive(Parser)]
#[command(about = "Bot tournament for Herr der Ziegen, Ziegen Kriegen or Le Baron")]
struct Args {
    /// The game.
    #[arg(long, default_value = "herr-der-ziegen", value_parser = PossibleValuesParser::new(GAMES.iter().map(|g| g.name)))]
    game: String,
    /// Number of players per game.
    #[arg(long, default_value_t = 2)]
    players: u8,
    /// Number of games.
    #[arg(long, default_value_t = 200)]
    games: u64,
    /// Entrants, comma-separated (random, greedy, ismcts, ismcts:N); they take turns in the seats.
    #[arg(long, default_value = "ismcts,random")]
    bots: String,
    /// First seed; games use consecutive seeds.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn main() {
    let args = Args::parse();
    game_registry::visit(&args.game, Tournament(&args)).expect("clap checked the name");
}

/// The tournament of the game chosen on the command line.
struct Tournament<'a>(&'a Args);

impl GameVisitor for Tournament<'_> {
    type Output = ();

    fn visit<G: GameRules>(self) {
        run::<G>(self.0);
    }
}

fn run<G: GameRules>(args: &Args) {
    let entrants: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let options = match G::options_for(args.players) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let seeds: Vec<u64> = (args.seed..args.seed + args.games).collect();
    let bar = ProgressBar::new(args.games);
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games, {elapsed} elapsed, eta {eta}").expect("template"),
    );
    let start = std::time::Instant::now();
    let results = match simulate_with::<G>(&options, &seeds, &entrants, true, || bar.inc(1)) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{}: {} games, {} players, entrants {:?}, seeds {}..{} ({seconds:.1} s)",
        G::NAME,
        args.games,
        args.players,
        entrants,
        args.seed,
        args.seed + args.games
    );
    println!("{:<12} {:>7} {:>22} {:>22}", "entrant", "seats", "win rate (95% CI)", "avg score (95% CI)");
    for (standing, name) in standings(&results, args.players, entrants.len()).iter().zip(&entrants) {
        println!(
            "{name:<12} {:>7} {:>13.1}% ± {:>4.1}% {:>15.2} ± {:>4.2}",
            standing.seats,
            100.0 * standing.win_rate.mean,
            100.0 * standing.win_rate.half_width,
            standing.score.mean,
            standing.score.half_width
        );
    }
    println!("(a seat's fair share of wins is {:.1}%)", 100.0 / f64::from(args.players));
}
