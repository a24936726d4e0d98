//! Watch bots play a full game of Herr der Ziegen in the terminal, or play one seat yourself.
//!
//! ```text
//! cargo run --release --example play -- --players 4 --seed 7
//! cargo run --release --example play -- --players 3 --seed 1 --human 0
//! cargo run --release --example play -- --players 4 --bots greedy,random,greedy,random
//! ```

use std::io::{self, BufRead, Write};

use clap::Parser;
use herr_der_ziegen::bots::{self, Bot};
use herr_der_ziegen::text::render_view;
use herr_der_ziegen::{Game, Options};

#[derive(Parser)]
#[command(about = "Play or watch a game of Herr der Ziegen")]
struct Args {
    /// Number of players (2 to 5).
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// Seed of the deal (the same seed deals the same game).
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Seat that plays first.
    #[arg(long, default_value_t = 0)]
    start_player: u8,
    /// Bot per seat, comma-separated (random, greedy); the last one fills the remaining seats.
    #[arg(long, default_value = "greedy,random")]
    bots: String,
    /// Play this seat yourself by choosing from the numbered legal moves.
    #[arg(long)]
    human: Option<u8>,
    /// Print only the final result.
    #[arg(long)]
    quiet: bool,
}

fn main() {
    let args = Args::parse();
    if let Err(message) = run(&args) {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}

fn run(args: &Args) -> Result<(), String> {
    let mut options = Options::new(args.players).map_err(|e| e.to_string())?;
    options.start_player = args.start_player;
    let mut game = Game::with_options(&options, args.seed).map_err(|e| e.to_string())?;
    if let Some(h) = args.human {
        if h >= args.players {
            return Err(format!("--human {h}: seats are 0 to {}", args.players - 1));
        }
    }
    let names: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let mut seats: Vec<Box<dyn Bot<Game> + Send>> = Vec::new();
    for seat in 0..args.players {
        let name = names.get(usize::from(seat)).or(names.last()).copied().unwrap_or("greedy");
        let bot = bots::by_name(name, args.seed.wrapping_add(u64::from(seat)))
            .ok_or_else(|| bots::unknown_bot_message(name))?;
        seats.push(bot);
    }
    let labels: Vec<String> = (0..args.players)
        .map(|p| if Some(p) == args.human { "you".to_string() } else { seats[usize::from(p)].name().to_string() })
        .collect();
    let label = |p: u8| labels[usize::from(p)].as_str();
    if !args.quiet {
        println!("Herr der Ziegen: {} players, seed {}", args.players, args.seed);
        for p in 0..args.players {
            println!("  P{p}: {} (stable {})", label(p), game.stable(p));
        }
        println!("\n{}", render_view(&game.view(args.human.unwrap_or(0))));
    }

    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut last_turn = 0;
    while let Some(player) = game.current_player() {
        let view = game.view(player);
        let legal = game.legal_moves();
        let mv = if Some(player) == args.human {
            match ask(&mut input, &view, &legal) {
                Some(mv) => mv,
                None => {
                    println!("input closed: leaving the game");
                    return Ok(());
                }
            }
        } else {
            seats[usize::from(player)].choose(&view, &legal)
        };
        if !args.quiet && game.turn() != last_turn {
            last_turn = game.turn();
            if args.human.is_none() {
                println!("\n{}", render_view(&game.view(player)));
            }
        }
        if !args.quiet {
            println!("P{player} ({}): {}", label(player), mv.describe(&view));
        }
        let events = game.apply(mv).map_err(|e| format!("the engine refused a listed move: {e}"))?;
        if !args.quiet {
            for event in &events {
                println!("    {}", event.describe(game.milk_ones()));
            }
        }
    }

    println!("\n{}", render_view(&game.view(args.human.unwrap_or(0))));
    let scores = game.scores();
    println!("Final scores (goat points single + doubled stable group + milk = total):");
    for (p, s) in scores.per_player().iter().enumerate() {
        let won = if scores.is_winner(p as u8) { "  winner" } else { "" };
        println!(
            "  P{p} {:>7}: {:>3} + {:>3} + {:>2} (milk {}) = {:>3}{won}",
            label(p as u8),
            s.single,
            s.doubled,
            s.milk,
            s.milk_total,
            s.total
        );
    }
    Ok(())
}

/// Shows the human's view and the numbered legal moves until a valid number is entered.
fn ask(
    input: &mut impl BufRead,
    view: &herr_der_ziegen::PlayerView,
    legal: &[herr_der_ziegen::Move],
) -> Option<herr_der_ziegen::Move> {
    println!("\n{}", render_view(view));
    for (i, mv) in legal.iter().enumerate() {
        println!("  {i:>3}: {}", mv.describe(view));
    }
    loop {
        print!("your move (0-{}): ", legal.len() - 1);
        io::stdout().flush().ok();
        let mut line = String::new();
        if input.read_line(&mut line).ok()? == 0 {
            return None;
        }
        match line.trim().parse::<usize>() {
            Ok(i) if i < legal.len() => return Some(legal[i]),
            _ => println!("'{}' is not one of the numbers 0 to {}; try again", line.trim(), legal.len() - 1),
        }
    }
}
