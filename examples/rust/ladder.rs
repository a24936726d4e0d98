//! The bots' ladder: plays each level against copies of the level below it (or any challenger
//! against any opponent), seats rotated, and prints the challenger's share of the wins with its
//! 95% confidence interval as a Markdown table.
//!
//! ```text
//! cargo run --release --example ladder -- --games 100
//! cargo run --release --example ladder -- --game ziegen-kriegen --players 3 --games 600 \
//!     --challenger expert:100ms --opponent ismcts:100ms
//! ```
//!
//! Time is counted by each bot: a timed bot (`expert:100ms`, `ismcts:1s`) searches from the
//! moment it is asked until its time is up, measured on the wall clock, on the one thread that
//! asked it; `--threads` games are played at once (one thread each).

use clap::builder::PossibleValuesParser;
use clap::Parser;
use game_core::simulate::{check_entrants, simulate_with};
use game_core::tournament::{standings, Estimate};
use game_core::GameRules;
use game_registry::{GameVisitor, GAMES};

/// The levels a player chooses from, weakest first: a name for players and the bot it plays.
const LEVELS: [(&str, &str); 4] =
    [("Beginner", "greedy"), ("Casual", "ismcts:100ms"), ("Good", "expert:100ms"), ("Expert", "expert:1s")];

#[derive(Parser)]
#[command(about = "The bots' ladder: each level against copies of the level below, every game")]
struct Args {
    /// Only this game (every game of the registry by default).
    #[arg(long, value_parser = PossibleValuesParser::new(GAMES.iter().map(|g| g.name)))]
    game: Option<String>,
    /// Players per game: the challenger and `players - 1` opponents.
    #[arg(long, default_value_t = 3)]
    players: u8,
    /// Games per match.
    #[arg(long, default_value_t = 100)]
    games: u64,
    /// One match instead of the ladder: the challenger's bot name (with `--opponent`).
    #[arg(long, requires = "opponent")]
    challenger: Option<String>,
    /// The opponents' bot name in a match of `--challenger`.
    #[arg(long, requires = "challenger")]
    opponent: Option<String>,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// First seed; games use consecutive seeds.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

fn main() {
    let args = Args::parse();
    rayon::ThreadPoolBuilder::new().num_threads(args.threads.max(1)).build_global().expect("the only thread pool");
    let matches: Vec<(String, String)> = match (&args.challenger, &args.opponent) {
        (Some(challenger), Some(opponent)) => vec![(challenger.clone(), opponent.clone())],
        _ => LEVELS.windows(2).map(|pair| (pair[1].1.to_string(), pair[0].1.to_string())).collect(),
    };
    println!("| game | players | challenger | opponents | games | challenger's win share (95% CI) | fair share |");
    println!("|---|---|---|---|---|---|---|");
    for info in GAMES.iter().filter(|g| args.game.as_deref().is_none_or(|name| name == g.name)) {
        for (challenger, opponent) in &matches {
            let row = Match { args: &args, challenger, opponent };
            game_registry::visit(info.name, row).expect("a registry game");
        }
    }
}

/// One match of the ladder in the game the registry visits.
struct Match<'a> {
    args: &'a Args,
    challenger: &'a str,
    opponent: &'a str,
}

impl GameVisitor for Match<'_> {
    type Output = ();

    fn visit<G: GameRules>(self) {
        let Match { args, challenger, opponent } = self;
        let Ok(options) = G::options_for(args.players) else {
            println!(
                "| {} | {} | {challenger} | {opponent} | (no game of {} players) | | |",
                G::NAME,
                args.players,
                args.players
            );
            return;
        };
        // Entrant 0 is the challenger; with seats rotated it sits in every seat equally often.
        let mut entrants = vec![challenger];
        entrants.extend(std::iter::repeat_n(opponent, usize::from(args.players) - 1));
        if let Err(e) = check_entrants::<G>(&entrants) {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
        let seeds: Vec<u64> = (args.seed..args.seed + args.games).collect();
        let start = std::time::Instant::now();
        let results = simulate_with::<G>(&options, &seeds, &entrants, true, || {}).unwrap_or_else(|e| {
            eprintln!("error: {e}");
            std::process::exit(2);
        });
        let Estimate { mean, half_width } = standings(&results, args.players, entrants.len())[0].win_rate;
        println!(
            "| {} | {} | {challenger} | {} × {opponent} | {} | {:.1}% ± {:.1}% ({:.1}% to {:.1}%) | {:.1}% |",
            G::NAME,
            args.players,
            args.players - 1,
            results.len(),
            100.0 * mean,
            100.0 * half_width,
            100.0 * (mean - half_width).max(0.0),
            100.0 * (mean + half_width).min(1.0),
            100.0 / f64::from(args.players),
        );
        eprintln!("({} {challenger} vs {opponent}: {:.0} s)", G::NAME, start.elapsed().as_secs_f64());
    }
}
