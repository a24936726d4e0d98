//! Plays many seeded games between bots, rotating seats, and prints win rates and average
//! scores with 95% confidence intervals.
//!
//! ```text
//! cargo run --release --example tournament -- --players 2 --games 500 --bots ismcts,random
//! cargo run --release --example tournament -- --players 4 --games 500 --bots ismcts,greedy
//! ```

use clap::Parser;
use herr_der_ziegen::simulate::simulate_with;
use herr_der_ziegen::Options;
use indicatif::{ProgressBar, ProgressStyle};

#[derive(Parser)]
#[command(about = "Bot tournament for Herr der Ziegen")]
struct Args {
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
    let entrants: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let options = match Options::new(args.players) {
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
    let results = match simulate_with(&options, &seeds, &entrants, true, || bar.inc(1)) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{} games, {} players, entrants {:?}, seeds {}..{} ({seconds:.1} s)",
        args.games,
        args.players,
        entrants,
        args.seed,
        args.seed + args.games
    );
    println!("{:<12} {:>7} {:>22} {:>22}", "entrant", "seats", "win rate (95% CI)", "avg score (95% CI)");
    for (e, name) in entrants.iter().enumerate() {
        let mut wins = Vec::new();
        let mut totals = Vec::new();
        for r in &results {
            for seat in 0..usize::from(args.players) {
                if usize::from(r.entrant_of_seat[seat]) == e {
                    let shared = f64::from(r.winners.count_ones());
                    wins.push(if r.winners & (1 << seat) != 0 { 1.0 / shared } else { 0.0 });
                    totals.push(f64::from(r.totals[seat]));
                }
            }
        }
        let (w, wci) = mean_ci(&wins);
        let (t, tci) = mean_ci(&totals);
        println!(
            "{name:<12} {:>7} {:>13.1}% ± {:>4.1}% {:>15.2} ± {:>4.2}",
            wins.len(),
            100.0 * w,
            100.0 * wci,
            t,
            tci
        );
    }
    println!("(a seat's fair share of wins is {:.1}%)", 100.0 / f64::from(args.players));
}

/// Mean and half-width of its 95% confidence interval (normal approximation).
fn mean_ci(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    if n < 2.0 {
        return (values.first().copied().unwrap_or(0.0), 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}
