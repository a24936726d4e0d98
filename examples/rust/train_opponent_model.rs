//! Fits Ziegen Kriegen's opponent model (the expert's inference, `ziegen_kriegen::bots::
//! opponent_model`) to the cards IS-MCTS plays, and with `--write` writes the weights the
//! expert ships (ziegen-kriegen/src/bots/opponent_weights.rs).
//!
//! ```text
//! cargo run --release --example train_opponent_model -- --threads 2 --write
//! ```
//!
//! It plays `--games` seeded games of `--players` players in which the seeded bot `--bot` (by
//! default IS-MCTS with 100,000 iterations, about what it searches in 0.1 s) plays every seat,
//! and records each card it chose with the other cards of its hand. The first four fifths of
//! the games fit the weights (the conditional logit's likelihood, maximised by Adam with a
//! little L2 shrinkage, a fixed number of full-batch steps); the last fifth measures them. With
//! iteration-bound bots every game is the same on every run, and the fit is sequential, so the
//! same command writes the same weights.

use std::path::PathBuf;

use clap::Parser;
use game_core::bots::named;
use game_core::simulate::bot_seed;
use game_core::GameRules;
use rayon::prelude::*;
use ziegen_kriegen::bots::opponent_model::{features, Situation, FEATURES};
use ziegen_kriegen::{Game, Move};

/// Full-batch Adam steps of the fit.
const STEPS: i32 = 1500;
/// Adam's step size and moment decays.
const LEARNING_RATE: f64 = 0.05;
const BETAS: (f64, f64) = (0.9, 0.999);
/// The L2 penalty on the weights (per decision).
const SHRINKAGE: f64 = 1e-4;

#[derive(Parser)]
#[command(about = "Fits Ziegen Kriegen's opponent model to IS-MCTS's cards")]
struct Args {
    /// Games to play (four fifths fit, one fifth measures).
    #[arg(long, default_value_t = 400)]
    games: u64,
    /// The bot playing every seat, whose choices the model learns.
    #[arg(long, default_value = "ismcts:100000")]
    bot: String,
    /// Players per game.
    #[arg(long, default_value_t = 3)]
    players: u8,
    /// The first game's seed (the games use consecutive seeds; away from the ladder's).
    #[arg(long, default_value_t = 1_000_001)]
    seed: u64,
    /// Games played at once, one thread each.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Write the weights to the file the expert ships instead of only printing them.
    #[arg(long)]
    write: bool,
}

/// One card choice: the features of every card of the hand, and which was played.
struct Decision {
    features: Vec<[f32; FEATURES]>,
    chosen: usize,
}

/// The card choices of one game in which `bot` plays every seat.
fn play(seed: u64, args: &Args) -> Vec<Decision> {
    let mut game = Game::new(args.players, seed).unwrap_or_else(|e| fail(&e.to_string()));
    let mut bots: Vec<_> = (0..args.players)
        .map(|seat| {
            named::<Game>(&args.bot, bot_seed(seed, usize::from(seat))).unwrap_or_else(|e| fail(&e.to_string()))
        })
        .collect();
    let mut decisions = Vec::new();
    while let Some(seat) = game.current_player() {
        let mv = bots[usize::from(seat)].choose(&game.view(seat), &game.legal_moves());
        let hand = game.hand(seat);
        if let (Move::Play(card), Some(situation)) = (mv, Situation::now(game.public())) {
            // A last card is no choice.
            if hand.len() > 1 {
                let tables = game.public().tables();
                decisions.push(Decision {
                    features: hand.iter().map(|c| features(&situation, tables, hand, c)).collect(),
                    chosen: hand.iter().position(|c| c == card).expect("the card was in the hand"),
                });
            }
        }
        game.apply(mv).expect("a bot chooses a legal move");
    }
    decisions
}

/// The mean negative log-likelihood of `data` under `weights` and the share of decisions whose
/// likeliest card was the one played; with `gradient`, the penalised loss's gradient too.
fn evaluate(data: &[Decision], weights: &[f64; FEATURES], gradient: Option<&mut [f64; FEATURES]>) -> (f64, f64) {
    let mut loss = 0.0;
    let mut hits = 0usize;
    let mut sum = [0.0; FEATURES];
    for decision in data {
        let scores: Vec<f64> =
            decision.features.iter().map(|f| f.iter().zip(weights).map(|(&x, w)| f64::from(x) * w).sum()).collect();
        let best = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let total: f64 = scores.iter().map(|s| (s - best).exp()).sum();
        loss -= scores[decision.chosen] - best - total.ln();
        hits += usize::from(scores[decision.chosen] == best);
        for (i, f) in decision.features.iter().enumerate() {
            let excess = (scores[i] - best).exp() / total - f64::from(u8::from(i == decision.chosen));
            for (s, &x) in sum.iter_mut().zip(f) {
                *s += excess * f64::from(x);
            }
        }
    }
    let n = data.len().max(1) as f64;
    if let Some(gradient) = gradient {
        for k in 0..FEATURES {
            gradient[k] = sum[k] / n + SHRINKAGE * weights[k];
        }
    }
    (loss / n, hits as f64 / n)
}

/// The mean negative log-likelihood of `data` if every card of a hand were equally likely.
fn uniform_loss(data: &[Decision]) -> f64 {
    data.iter().map(|d| (d.features.len() as f64).ln()).sum::<f64>() / data.len().max(1) as f64
}

fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    std::process::exit(2)
}

fn main() {
    let args = Args::parse();
    rayon::ThreadPoolBuilder::new().num_threads(args.threads.max(1)).build_global().expect("the only thread pool");
    let mut games: Vec<Vec<Decision>> =
        (args.seed..args.seed + args.games).into_par_iter().map(|s| play(s, &args)).collect();
    // The last fifth of the games measures the fit of the rest.
    let held: Vec<Decision> = games.split_off(games.len() * 4 / 5).into_iter().flatten().collect();
    let fit: Vec<Decision> = games.into_iter().flatten().collect();
    let mut weights = [0.0f64; FEATURES];
    let (mut first, mut second) = ([0.0f64; FEATURES], [0.0f64; FEATURES]);
    for step in 1..=STEPS {
        let mut gradient = [0.0; FEATURES];
        evaluate(&fit, &weights, Some(&mut gradient));
        for k in 0..FEATURES {
            first[k] = BETAS.0 * first[k] + (1.0 - BETAS.0) * gradient[k];
            second[k] = BETAS.1 * second[k] + (1.0 - BETAS.1) * gradient[k] * gradient[k];
            let mean = first[k] / (1.0 - BETAS.0.powi(step));
            let spread = second[k] / (1.0 - BETAS.1.powi(step));
            weights[k] -= LEARNING_RATE * mean / (spread.sqrt() + 1e-8);
        }
    }
    for (name, data) in [("fitted on", &fit), ("held out", &held)] {
        let (loss, hits) = evaluate(data, &weights, None);
        println!(
            "{name}: {} card choices; log-loss {loss:.4} (every card alike: {:.4}); likeliest card played {:.1}%",
            data.len(),
            uniform_loss(data),
            100.0 * hits,
        );
    }
    let weights = weights.map(|w| w as f32);
    println!("weights: {weights:?}");
    if args.write {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ziegen-kriegen/src/bots/opponent_weights.rs");
        let lines: String = weights.iter().map(|w| format!("    {w:?},\n")).collect();
        let text = format!(
            "//! The weights of the opponent model (opponent_model.rs), written by\n\
             //! `cargo run --release --example train_opponent_model -- --threads 2 --write`\n\
             //! ({} games of {} players, `{}` in every seat, seeds from {}); do not edit by hand.\n\n\
             /// The fitted weights of the features of `opponent_model::features`, in their order.\n\
             pub const OPPONENT_WEIGHTS: [f32; {FEATURES}] = [\n{lines}];\n",
            args.games, args.players, args.bot, args.seed,
        );
        std::fs::write(&path, text).unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
        println!("wrote {}", path.display());
    }
}
