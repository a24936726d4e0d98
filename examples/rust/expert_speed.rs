//! How fast the expert thinks: for each game, seeded games in which a timed expert decides every
//! seat's move, with each decision's wall-clock time (the longest, against the budget) and the
//! iterations it searched; then the decisions per second of the iteration budgets, the expert's
//! and IS-MCTS's side by side, at the same positions: those of seeded games the greedy bot plays
//! (so that a faster or slower bot, or another version of one, is timed on the same decisions).
//!
//! ```text
//! cargo run --release --example expert_speed -- --time-ms 100 --games 2
//! ```

use std::time::{Duration, Instant};

use clap::Parser;
use game_core::bots::{by_name, Budget, ExpertBot, ExpertKnowledge};
use game_core::GameRules;

#[derive(Parser)]
#[command(about = "The expert's thinking time per decision and its decisions per second")]
struct Args {
    /// The timed expert's budget per decision, in milliseconds.
    #[arg(long, default_value_t = 100)]
    time_ms: u64,
    /// Games per game of the registry (3 players).
    #[arg(long, default_value_t = 2)]
    games: u64,
}

fn main() {
    let args = Args::parse();
    println!("| game | budget | decisions | mean time | longest time | iterations per decision | decisions/s |");
    println!("|---|---|---|---|---|---|---|");
    timed::<herr_der_ziegen::Game>(&args);
    timed::<ziegen_kriegen::Game>(&args);
    timed::<le_baron::Game>(&args);
    for name in ["expert:500", "ismcts:500", "expert", "ismcts:2000"] {
        iterations::<herr_der_ziegen::Game>(name, &args);
        iterations::<ziegen_kriegen::Game>(name, &args);
        iterations::<le_baron::Game>(name, &args);
    }
}

/// A timed expert in every seat: each decision's time, measured around the call, and its
/// iterations (the visits of the root's moves, from the same search through `analyse`).
fn timed<G: ExpertKnowledge>(args: &Args) {
    let budget = Duration::from_millis(args.time_ms);
    let (mut times, mut iterations) = (Vec::new(), 0u64);
    for seed in 0..args.games {
        let mut game = G::new(3, seed).expect("3 players");
        let mut bot = ExpertBot::<G>::new(Budget::Time(budget), seed);
        while let Some(seat) = game.current_player() {
            let legal = game.legal_moves();
            let start = Instant::now();
            let analysis = bot.analyse(&game.view(seat), &legal);
            let took = start.elapsed();
            let chosen = analysis.iter().max_by_key(|a| a.visits).expect("a legal move").mv;
            if legal.len() > 1 {
                times.push(took);
                iterations += analysis.iter().map(|a| u64::from(a.visits)).sum::<u64>();
            }
            game.apply(chosen).expect("a legal move");
        }
    }
    let total: Duration = times.iter().sum();
    let longest = times.iter().max().copied().unwrap_or_default();
    println!(
        "| {} | expert:{}ms | {} | {:.1} ms | {:.1} ms | {:.0} | {:.1} |",
        G::NAME,
        args.time_ms,
        times.len(),
        total.as_secs_f64() * 1000.0 / times.len() as f64,
        longest.as_secs_f64() * 1000.0,
        iterations as f64 / times.len() as f64,
        times.len() as f64 / total.as_secs_f64(),
    );
}

/// The named bot deciding for every seat of seeded games the greedy bot plays: decisions with a
/// choice per second.
fn iterations<G: GameRules>(name: &str, args: &Args) {
    let (mut decisions, mut total) = (0u64, Duration::ZERO);
    for seed in 0..args.games {
        let mut game = G::new(3, seed).expect("3 players");
        let mut bot = by_name::<G>(name, seed).expect("a bot of every game");
        let mut walker = by_name::<G>("greedy", seed).expect("a bot of every game");
        while let Some(seat) = game.current_player() {
            let legal = game.legal_moves();
            let view = game.view(seat);
            let start = Instant::now();
            bot.choose(&view, &legal);
            if legal.len() > 1 {
                total += start.elapsed();
                decisions += 1;
            }
            game.apply(walker.choose(&view, &legal)).expect("a legal move");
        }
    }
    println!(
        "| {} | {name} | {decisions} | {:.1} ms | | | {:.1} |",
        G::NAME,
        total.as_secs_f64() * 1000.0 / decisions as f64,
        decisions as f64 / total.as_secs_f64()
    );
}
