//! Fits a game's opponent model (how the expert expects the other seats to choose their cards:
//! `ziegen_kriegen::bots::opponent_model`, `le_baron::bots::opponent_model`) to the cards IS-MCTS
//! chooses, and with `--write` writes the weights the expert ships (the game's
//! `src/bots/opponent_weights.rs`).
//!
//! ```text
//! cargo run --release --example train_opponent_model -- --threads 2 --write
//! cargo run --release --example train_opponent_model -- --game le-baron --games 200 --threads 2 --write
//! cargo run --release --example train_opponent_model -- --game le-baron --games 20 --seed 3000001 \
//!     --bot ismcts:1s --threads 2 --evaluate
//! ```
//!
//! It plays `--games` seeded games of `--players` players in which the seeded bot `--bot` (by
//! default IS-MCTS with about the iterations it searches in 0.1 s: 100,000 in Ziegen Kriegen,
//! 30,000 in Le Baron) plays every seat, and records each card it chose with the other cards it
//! held. The first four fifths of
//! the games fit the weights (the conditional logit's likelihood, maximised by Adam with a
//! little L2 shrinkage, a fixed number of full-batch steps); the last fifth measures them. With
//! iteration-bound bots every game is the same on every run, and the fit is sequential, so the
//! same command writes the same weights.
//!
//! With `--evaluate` it fits nothing: it measures the shipped weights on all the games' choices,
//! and the same weights times a few factors (a factor below 1 flattens the model towards every
//! card alike, above 1 sharpens it), to see whether the model describes another bot or budget
//! as well as the one it was fitted to.

use std::path::PathBuf;

use clap::Parser;
use clap::ValueEnum;
use game_core::bots::{named, Bot};
use game_core::simulate::bot_seed;
use game_core::GameRules;
use rayon::prelude::*;

/// Full-batch Adam steps of the fit.
const STEPS: i32 = 1500;
/// Adam's step size and moment decays.
const LEARNING_RATE: f64 = 0.05;
const BETAS: (f64, f64) = (0.9, 0.999);
/// The L2 penalty on the weights (per decision).
const SHRINKAGE: f64 = 1e-4;

/// The games with an opponent model.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum ModelGame {
    ZiegenKriegen,
    LeBaron,
}

impl ModelGame {
    /// The crate folder of the game.
    fn folder(self) -> &'static str {
        match self {
            ModelGame::ZiegenKriegen => "ziegen-kriegen",
            ModelGame::LeBaron => "le-baron",
        }
    }

    /// IS-MCTS with about the iterations it searches in 0.1 s on the 2-core machine.
    fn default_bot(self) -> &'static str {
        match self {
            ModelGame::ZiegenKriegen => "ismcts:100000",
            ModelGame::LeBaron => "ismcts:30000",
        }
    }

    /// The weights the game's expert ships.
    fn shipped_weights(self) -> Vec<f64> {
        let weights: &[f32] = match self {
            ModelGame::ZiegenKriegen => &ziegen_kriegen::bots::opponent_model::OPPONENT_WEIGHTS,
            ModelGame::LeBaron => &le_baron::bots::opponent_model::OPPONENT_WEIGHTS,
        };
        weights.iter().map(|&w| f64::from(w)).collect()
    }
}

/// The factors `--evaluate` scales the shipped weights by.
const SCALES: [f64; 7] = [0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0];

#[derive(Parser)]
#[command(about = "Fits a game's opponent model to IS-MCTS's card choices, or measures the shipped one (--evaluate)")]
struct Args {
    /// The game whose model to fit.
    #[arg(long, value_enum, default_value = "ziegen-kriegen")]
    game: ModelGame,
    /// Games to play (four fifths fit, one fifth measures).
    #[arg(long, default_value_t = 400)]
    games: u64,
    /// The bot playing every seat, whose choices the model learns (by default the game's
    /// IS-MCTS at about 0.1 s).
    #[arg(long)]
    bot: Option<String>,
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
    #[arg(long, conflicts_with = "evaluate")]
    write: bool,
    /// Fit nothing: measure the shipped weights (and them scaled) on every game's choices.
    #[arg(long)]
    evaluate: bool,
}

/// One card choice: the features of every card the seat could choose, and which it chose.
struct Decision {
    features: Vec<Vec<f32>>,
    chosen: usize,
}

impl Decision {
    /// The choice of `card` from `hand` with each card's `features`; `None` for a last card,
    /// which is no choice.
    fn of<F: Into<Vec<f32>>>(hand: &[u8], card: u8, features: impl Fn(u8) -> F) -> Option<Decision> {
        (hand.len() > 1).then(|| Decision {
            features: hand.iter().map(|&c| features(c).into()).collect(),
            chosen: hand.iter().position(|&c| c == card).expect("the card was in the hand"),
        })
    }
}

/// A function playing the game of a seed and returning its card choices.
type Play = fn(u64, &Args) -> Vec<Decision>;

/// The bots of a game of `args` with `seed`, one per seat.
fn bots<G: GameRules>(seed: u64, args: &Args) -> Vec<Box<dyn Bot<G> + Send>> {
    let bot = args.bot.clone().unwrap_or_else(|| args.game.default_bot().to_owned());
    (0..args.players)
        .map(|seat| named::<G>(&bot, bot_seed(seed, usize::from(seat))).unwrap_or_else(|e| fail(&e.to_string())))
        .collect()
}

/// The card choices of the game of `seed` in which the bot plays every seat: `record` turns each
/// move, with the game it was chosen in and the seat that chose it, into a card choice where it
/// is one.
fn card_choices<G: GameRules>(
    seed: u64,
    args: &Args,
    record: impl Fn(&G, u8, G::Move) -> Option<Decision>,
) -> Vec<Decision> {
    let mut game = G::new(args.players, seed).unwrap_or_else(|e| fail(&e.to_string()));
    let mut bots = bots::<G>(seed, args);
    let mut decisions = Vec::new();
    while let Some(seat) = game.current_player() {
        let mv = bots[usize::from(seat)].choose(&game.view(seat), &game.legal_moves());
        decisions.extend(record(&game, seat, mv));
        game.apply(mv).expect("a bot chooses a legal move");
    }
    decisions
}

/// The card choices of one game of Ziegen Kriegen: every card played from two or more (a last
/// card is no choice).
fn play_ziegen_kriegen(seed: u64, args: &Args) -> Vec<Decision> {
    use ziegen_kriegen::bots::opponent_model::{features, Situation};
    use ziegen_kriegen::{Game, Move};
    card_choices::<Game>(seed, args, |game, seat, mv| {
        let hand = game.hand(seat);
        let (Move::Play(card), Some(situation)) = (mv, Situation::now(game.public())) else { return None };
        Decision::of(&hand.iter().collect::<Vec<u8>>(), card, |c| features(&situation, game.public().tables(), hand, c))
    })
}

/// The card choices of one game of Le Baron: every card chosen from two or more.
fn play_le_baron(seed: u64, args: &Args) -> Vec<Decision> {
    use le_baron::bots::opponent_model::features;
    use le_baron::{Game, Move};
    card_choices::<Game>(seed, args, |game, seat, mv| {
        let hand = game.hand(seat);
        let Move::Choose(card) = mv else { return None };
        Decision::of(&hand.iter().collect::<Vec<u8>>(), card, |c| features(game.public(), hand, c))
    })
}

/// The mean negative log-likelihood of `data` under `weights` and the share of decisions whose
/// likeliest card was the one played; with `gradient`, the penalised loss's gradient too.
fn evaluate(data: &[Decision], weights: &[f64], gradient: Option<&mut [f64]>) -> (f64, f64) {
    let mut loss = 0.0;
    let mut hits = 0usize;
    let mut sum = vec![0.0; weights.len()];
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
        for k in 0..weights.len() {
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
    let (play, features): (Play, usize) = match args.game {
        ModelGame::ZiegenKriegen => (play_ziegen_kriegen, ziegen_kriegen::bots::opponent_model::FEATURES),
        ModelGame::LeBaron => (play_le_baron, le_baron::bots::opponent_model::FEATURES),
    };
    let mut games: Vec<Vec<Decision>> =
        (args.seed..args.seed + args.games).into_par_iter().map(|s| play(s, &args)).collect();
    if args.evaluate {
        let all: Vec<Decision> = games.into_iter().flatten().collect();
        let shipped = args.game.shipped_weights();
        println!("{} card choices; log-loss if every card were alike {:.4}", all.len(), uniform_loss(&all));
        for scale in SCALES {
            let weights: Vec<f64> = shipped.iter().map(|w| w * scale).collect();
            let (loss, hits) = evaluate(&all, &weights, None);
            println!("shipped weights x {scale}: log-loss {loss:.4}; likeliest card played {:.1}%", 100.0 * hits);
        }
        return;
    }
    // The last fifth of the games measures the fit of the rest.
    let held: Vec<Decision> = games.split_off(games.len() * 4 / 5).into_iter().flatten().collect();
    let fit: Vec<Decision> = games.into_iter().flatten().collect();
    let mut weights = vec![0.0f64; features];
    let (mut first, mut second) = (vec![0.0f64; features], vec![0.0f64; features]);
    for step in 1..=STEPS {
        let mut gradient = vec![0.0; features];
        evaluate(&fit, &weights, Some(&mut gradient));
        for k in 0..features {
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
    let weights: Vec<f32> = weights.iter().map(|&w| w as f32).collect();
    println!("weights: {weights:?}");
    if args.write {
        let bot = args.bot.clone().unwrap_or_else(|| args.game.default_bot().to_owned());
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join(format!("../../{}/src/bots/opponent_weights.rs", args.game.folder()));
        let flag = match args.game {
            ModelGame::ZiegenKriegen => String::new(),
            ModelGame::LeBaron => format!(" --game le-baron --games {}", args.games),
        };
        let lines: String = weights.iter().map(|w| format!("    {w:?},\n")).collect();
        let text = format!(
            "//! The weights of the opponent model (opponent_model.rs), written by\n\
             //! `cargo run --release --example train_opponent_model --{flag} --threads 2 --write`\n\
             //! ({} games of {} players, `{bot}` in every seat, seeds from {}); do not edit by hand.\n\n\
             /// The fitted weights of the features of `opponent_model::features`, in their order.\n\
             pub const OPPONENT_WEIGHTS: [f32; {features}] = [\n{lines}];\n",
            args.games, args.players, args.seed,
        );
        std::fs::write(&path, text).unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
        println!("wrote {}", path.display());
    }
}
