//! testdata/bot-choices.json: the moves seeded named bots choose in seeded games of every game
//! of the registry, through the erased layer the JavaScript package's `Bot.choose` calls. This
//! test writes the file (with `UPDATE_GOLDEN` set) and otherwise checks it, so it always holds
//! what Rust chooses; the package's Node tests (wasm/tests/package.test.mjs) check that
//! JavaScript chooses the same.

use game_core::testing::check_golden_file;
use game_registry::dynamic::{kind_named, DynKind};
use serde::{Deserialize, Serialize};

/// The fixture: what it pins, and one entry per game, bot and seed.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct BotChoices {
    description: String,
    games: Vec<Choices>,
}

/// One seeded game in which one seeded bot chooses every seat's move.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Choices {
    game: String,
    players: u32,
    seed: u64,
    bot: String,
    bot_seed: u64,
    /// The action ids chosen, in order (the first decisions of the game, or all of it).
    moves: Vec<u32>,
}

/// The bots and the most decisions recorded with each (the search bot's are the slowest).
const BOTS: [(&str, usize); 4] = [("random", 400), ("greedy", 400), ("ismcts:40", 12), ("expert:40", 12)];

/// The moves bot `bot` chooses for every seat in the game of `players` players and `seed`.
fn choices(kind: &dyn DynKind, players: u32, seed: u64, bot: &str, decisions: usize) -> Choices {
    let mut game = kind.new_game(players, seed).expect("a player count of the game");
    let bot_seed = seed * 31 + 7;
    let mut chooser = kind.new_bot(bot, bot_seed).expect("a bot of every game");
    let mut moves = Vec::new();
    while moves.len() < decisions && game.current_player().is_some() {
        let id = chooser.choose_in_game(&*game).expect("a bot chooses while the game goes on");
        game.apply(None, id).expect("a bot chooses a legal move");
        moves.push(id);
    }
    Choices { game: kind.name().to_string(), players, seed, bot: bot.to_string(), bot_seed, moves }
}

#[test]
fn seeded_bots_choose_the_recorded_moves() {
    let mut games = Vec::new();
    for info in game_registry::GAMES {
        let kind = kind_named(info.name).expect("a registry game");
        for (bot, decisions) in BOTS {
            for (players, seed) in [(u32::from(info.min_players), 3), (u32::from(info.max_players).min(5), 8)] {
                games.push(choices(kind, players, seed, bot, decisions));
            }
        }
    }
    let got = BotChoices {
        description: "Moves of seeded named bots choosing every seat's move in seeded games (the default \
                      options); written and checked by wasm/tests/bot_choices.rs, replayed by the JavaScript \
                      package's tests"
            .to_string(),
        games,
    };
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../testdata/bot-choices.json");
    let stored: BotChoices = check_golden_file(path, &got);
    assert_eq!(stored, got, "testdata/bot-choices.json is stale: run with UPDATE_GOLDEN=1 after an intended change");
}
