//! The loops `benchmarks/wasm_speed.mjs` times, written once and compiled both to WebAssembly
//! (exported here with the `speed` feature, which only the benchmark's build of the package
//! turns on) and natively (`examples/native_speed.rs`), so that the two builds of the same engine
//! run the same code: random games through the checked API (the loop of the workspace's `speed`
//! example) and IS-MCTS decisions through the erased layer (what the package's `Bot.choose`
//! runs).

use game_core::GameRules;
use game_registry::dynamic::{kind_at, DynError};
use game_registry::{visit_index, GameVisitor};

/// Plays `games` random games (seeds 0, 1, ...) of game number `kind` with `players` players
/// through `legal_moves_into` and the checked `apply_with`, the loop of the workspace's `speed`
/// example, and returns the number of decisions.
///
/// # Errors
/// `InvalidArgument` for a number that is no game, `Setup` for a player count it does not take.
pub fn random_games(kind: u32, players: u32, games: u32) -> Result<u64, DynError> {
    let index = usize::try_from(kind).map_err(|_| DynError::invalid("no such game"))?;
    visit_index(index, RandomGames { players, games })
        .ok_or_else(|| DynError::invalid(format!("{kind} is not a game kind")))?
}

/// The loop of [`random_games`] for one game.
struct RandomGames {
    players: u32,
    games: u32,
}

impl GameVisitor for RandomGames {
    type Output = Result<u64, DynError>;

    fn visit<G: GameRules>(self) -> Result<u64, DynError> {
        let players = u8::try_from(self.players).map_err(|_| DynError::players::<G>(self.players))?;
        let options = G::options_for(players).map_err(|e| DynError::of_setup::<G>(&e))?;
        G::validate_options(&options).map_err(|e| DynError::of_setup::<G>(&e))?;
        let mut legal = G::MoveList::default();
        let mut decisions = 0;
        for seed in 0..u64::from(self.games) {
            let mut game = G::set_up(&options, seed);
            let mut x = seed;
            while !game.is_over() {
                game.legal_moves_into(&mut legal);
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                // A uniform index by multiply-shift, as the `speed` example draws it.
                let mv = legal[(((x >> 32) * legal.len() as u64) >> 32) as usize];
                game.apply_with(mv, &mut game_core::events::NoEvents)
                    .map_err(|e| DynError::internal(format!("a listed move was refused: {e}")))?;
                decisions += 1;
            }
        }
        Ok(decisions)
    }
}

/// Plays `decisions` decisions (fewer if the game ends first) of the game of number `kind` with
/// `players` players and seed `seed`, every seat's move chosen by one bot called `bot` (seeded
/// with `seed`) through the erased layer, and returns the number of decisions played.
///
/// # Errors
/// `InvalidArgument` for a number that is no game or a name that is no bot, `Setup` for a
/// player count the game does not take.
pub fn bot_decisions(kind: u32, players: u32, seed: u64, bot: &str, decisions: u32) -> Result<u32, DynError> {
    let kind = kind_at(kind)?;
    let mut game = kind.new_game(players, seed)?;
    let mut bot = kind.new_bot(bot, seed)?;
    let mut played = 0;
    while played < decisions && game.current_player().is_some() {
        let choice = bot.choose_in_game(&*game)?;
        game.apply(None, choice)?;
        played += 1;
    }
    Ok(played)
}

/// [`random_games`], exported (with the `speed` feature): the engine's own speed in
/// WebAssembly, without the package's calls (the benchmark's reference for what the API adds).
///
/// # Errors
/// As [`random_games`].
#[cfg(feature = "speed")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = speedRandomGames)]
pub fn speed_random_games(kind: u32, players: u32, games: u32) -> Result<f64, wasm_bindgen::JsValue> {
    // Decisions counted in a u64 fit an f64 exactly below 2^53.
    crate::errors::thrown(random_games(kind, players, games)).map(|n| n as f64)
}
