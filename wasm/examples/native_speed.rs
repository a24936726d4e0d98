//! The loops of `benchmarks/wasm_speed.mjs` compiled natively (the benchmark runs this next to
//! the same loops in WebAssembly):
//!
//! ```text
//! cargo run --release -p herr-der-ziegen-wasm --example native_speed -- random GAME PLAYERS GAMES
//! cargo run --release -p herr-der-ziegen-wasm --example native_speed -- bot GAME PLAYERS SEED BOT DECISIONS
//! ```
//!
//! Each prints one line: the number of decisions played and the seconds they took.

use std::time::Instant;

use game_registry::dynamic::{kind_named, DynError};
use herr_der_ziegen_wasm::speed::{bot_decisions, random_games};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| -> u64 { args.get(i).and_then(|a| a.parse().ok()).unwrap_or_else(|| usage()) };
    let kind = |i: usize| -> u32 {
        let name = args.get(i).unwrap_or_else(|| usage());
        kind_named(name).map(|kind| kind.index() as u32).unwrap_or_else(|e| fail(&e))
    };
    let start = Instant::now();
    let decisions = match args.first().map(String::as_str) {
        Some("random") => {
            let games = u32::try_from(number(3)).unwrap_or_else(|_| usage());
            random_games(kind(1), number(2) as u32, games).unwrap_or_else(|e| fail(&e))
        }
        Some("bot") => {
            let bot = args.get(4).unwrap_or_else(|| usage());
            let decisions = u32::try_from(number(5)).unwrap_or_else(|_| usage());
            u64::from(bot_decisions(kind(1), number(2) as u32, number(3), bot, decisions).unwrap_or_else(|e| fail(&e)))
        }
        _ => usage(),
    };
    println!("{decisions} decisions in {:.6} s", start.elapsed().as_secs_f64());
}

fn fail(error: &DynError) -> ! {
    eprintln!("error: {error}");
    std::process::exit(1);
}

fn usage() -> ! {
    eprintln!("usage: native_speed random GAME PLAYERS GAMES | native_speed bot GAME PLAYERS SEED BOT DECISIONS");
    std::process::exit(2);
}
