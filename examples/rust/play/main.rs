//! Watch bots play a full game in the terminal, or play one seat yourself: Herr der Ziegen (the
//! default), Ziegen Kriegen or Le Baron.
//!
//! ```text
//! cargo run --release --example play -- --players 4 --seed 7
//! cargo run --release --example play -- --players 3 --seed 1 --human 0
//! cargo run --release --example play -- --players 4 --bots greedy,random,greedy,random
//! cargo run --release --example play -- --game ziegen-kriegen --players 4 --seed 7
//! cargo run --release --example play -- --game ziegen-kriegen --players 3 --variant rounds
//! cargo run --release --example play -- --game le-baron --players 5 --seed 7 --variant 2
//! ```
//!
//! The loop is written once over the shared game layer ([`GameRules`]); each game adds only how
//! its table, moves, events and scores are printed ([`Table`], one file per game).

mod herr_der_ziegen_table;
mod le_baron_table;
mod ziegen_kriegen_table;

use std::io::{self, BufRead, IsTerminal, Write};

use clap::builder::PossibleValuesParser;
use clap::Parser;
use game_core::bots::{self, Bot};
use game_core::{GameRules, Observer};
use game_registry::GAMES;

#[derive(Parser)]
#[command(about = "Play or watch a game of Herr der Ziegen, Ziegen Kriegen or Le Baron")]
struct Args {
    /// The game (herr-der-ziegen: 2 to 5 players, goat majorities on a 7x7 pasture;
    /// ziegen-kriegen: 3 to 6 players, open tricks under a goat limit; le-baron, "6 nimmt! Baron
    /// Oxx": 2 to 10 players, rows joined by colour).
    #[arg(long, default_value = "herr-der-ziegen", value_parser = PossibleValuesParser::new(GAMES.iter().map(|g| g.name)))]
    game: String,
    /// Number of players (Herr der Ziegen 2 to 5, Ziegen Kriegen 3 to 6, Le Baron 2 to 10).
    #[arg(long, default_value_t = 4)]
    players: u8,
    /// Seed of the deal (the same seed deals the same game).
    #[arg(long, default_value_t = 7)]
    seed: u64,
    /// Seat that plays first (Herr der Ziegen, Ziegen Kriegen).
    #[arg(long, default_value_t = 0)]
    start_player: u8,
    /// Variants: Ziegen Kriegen `rounds` (as many rounds as players); Le Baron `1` (no sixth-card
    /// rule), `2` (heads are positive) or both (`--variant 1 --variant 2`).
    #[arg(long)]
    variant: Vec<String>,
    /// Bot per seat, comma-separated (random, greedy, ismcts, ismcts:N); the last one fills the
    /// remaining seats.
    #[arg(long, default_value = "greedy,random")]
    bots: String,
    /// Play this seat yourself by choosing from the numbered legal moves.
    #[arg(long)]
    human: Option<u8>,
    /// Print only the final result.
    #[arg(long)]
    quiet: bool,
    /// Colours: `auto` (when printing to a terminal and NO_COLOR is not set), `always`, `never`.
    #[arg(long, default_value = "auto")]
    color: String,
}

/// How one game's table, moves, events and scores are printed.
trait Table: GameRules {
    /// The game's name for the first line.
    const HEADING: &'static str = <Self as GameRules>::TITLE;

    /// The game's options from the command line.
    fn options(args: &Args) -> Result<Self::Options, String>;

    /// Lines shown once before the first move (seats, stables, variants, ...).
    fn introduction(&self) -> Vec<String>;

    /// The table as `view`'s seat sees it.
    fn render(view: &Self::View, colour: bool) -> String;

    /// What `mv` does, said from `view`.
    fn describe_move(view: &Self::View, mv: Self::Move, colour: bool) -> String;

    /// What `event` says, with the game after the move for card data.
    fn describe_event(&self, event: &Self::Event, colour: bool) -> String;

    /// Whether the table should be shown again before `player`'s decision (a new turn or trick).
    fn new_stage(&self) -> Option<u32>;

    /// The final scores, one line per seat, named by `label`.
    fn final_scores(&self, label: &dyn Fn(u8) -> String) -> Vec<String>;
}

/// `run` for the game called `name`: one arm per game of the registry (each game's [`Table`]
/// is its typed extra here).
macro_rules! run_named {
    (name: $name:expr, args: $args:expr; $({ index: $index:literal, name: $game_name:literal, title: $title:literal,
        module: $module:ident, camel: $camel:ident, game: $game:path }),* $(,)?) => {
        match $name {
            $($game_name => run::<$game>($args),)*
            other => Err(game_registry::UnknownGame(other.to_string()).to_string()),
        }
    };
}

fn main() {
    let args = Args::parse();
    let result = game_registry::for_each_game!(run_named, name: args.game.as_str(), args: &args);
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(2);
    }
}

fn colour_wanted(args: &Args) -> Result<bool, String> {
    match args.color.as_str() {
        "always" => Ok(true),
        "never" => Ok(false),
        "auto" => Ok(io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none()),
        other => Err(format!("--color {other}: use auto, always or never")),
    }
}

fn run<G: Table>(args: &Args) -> Result<(), String> {
    let colour = colour_wanted(args)?;
    let options = G::options(args)?;
    let mut game = G::with_options(&options, args.seed).map_err(|e| e.to_string())?;
    let players = game.player_count();
    if let Some(h) = args.human {
        if h >= players {
            return Err(format!("--human {h}: seats are 0 to {}", players - 1));
        }
    }
    let names: Vec<&str> = args.bots.split(',').map(str::trim).collect();
    let mut seats: Vec<Box<dyn Bot<G> + Send>> = Vec::new();
    for seat in 0..players {
        let name = names.get(usize::from(seat)).or(names.last()).copied().unwrap_or("greedy");
        seats.push(bots::named::<G>(name, args.seed.wrapping_add(u64::from(seat))).map_err(|e| e.to_string())?);
    }
    let labels: Vec<String> = (0..players)
        .map(|p| if Some(p) == args.human { "you".to_string() } else { seats[usize::from(p)].name().to_string() })
        .collect();
    let label = |p: u8| labels[usize::from(p)].clone();
    let watcher = args.human.unwrap_or(0);
    if !args.quiet {
        println!("{}: {players} players, seed {}", G::HEADING, args.seed);
        for line in game.introduction() {
            println!("  {line}");
        }
        for p in 0..players {
            println!("  P{p}: {}", label(p));
        }
    }

    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut last_stage = None;
    let mut legal = G::MoveList::default();
    let mut events = Vec::new();
    while let Some(player) = game.current_player() {
        let view = game.view(player);
        game.legal_moves_into(&mut legal);
        if !args.quiet && args.human.is_none() && game.new_stage() != last_stage {
            last_stage = game.new_stage();
            println!("\n{}", G::render(&game.view(watcher), colour));
        }
        let mv = if Some(player) == args.human {
            match ask::<G>(&mut input, &view, &legal, colour) {
                Some(mv) => mv,
                None => {
                    println!("input closed: leaving the game");
                    return Ok(());
                }
            }
        } else {
            seats[usize::from(player)].choose(&view, &legal)
        };
        if !args.quiet {
            println!("P{player} ({}): {}", label(player), G::describe_move(&view, mv, colour));
        }
        events.clear();
        game.apply_with(mv, &mut events).map_err(|e| format!("the engine refused a listed move: {e}"))?;
        if !args.quiet {
            // The human learns of each event only what their seat may know (cards another seat
            // draws stay unnamed); bots playing alone are watched with nothing hidden.
            let shown = events.iter().filter_map(|event| match args.human {
                Some(seat) => G::event_for(event, Observer::Seat(seat)),
                None => Some(event.clone()),
            });
            for event in shown {
                println!("    {}", game.describe_event(&event, colour));
            }
        }
    }
    println!("\n{}", G::render(&game.view(watcher), colour));
    for line in game.final_scores(&label) {
        println!("{line}");
    }
    Ok(())
}

/// Shows the human's view and the numbered legal moves until a valid number is entered.
fn ask<G: Table>(input: &mut impl BufRead, view: &G::View, legal: &[G::Move], colour: bool) -> Option<G::Move> {
    println!("\n{}", G::render(view, colour));
    for (i, &mv) in legal.iter().enumerate() {
        println!("  {i:>3}: {}", G::describe_move(view, mv, colour));
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

/// The winners' marker for a score line.
fn winner_mark(won: bool) -> &'static str {
    if won {
        "  winner"
    } else {
        ""
    }
}

/// Refuses variants a game does not have.
fn no_variants(args: &Args, game: &str) -> Result<(), String> {
    match args.variant.first() {
        Some(v) => Err(format!("--variant {v}: {game} has no variants here")),
        None => Ok(()),
    }
}
