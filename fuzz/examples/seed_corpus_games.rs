//! Writes the seed corpus of the Ziegen Kriegen and Le Baron fuzz targets (`zk_actions`,
//! `zk_state_json`, `lb_actions`, `lb_state_json`) into `fuzz/corpus/<target>/`: seeded random
//! games of every player count and variant as action inputs, options that setup must refuse, the
//! states of those games at several depths, some seats' views and replays as JSON inputs, and a
//! few broken documents. The output is the same every time for the same engines. Files are replaced, never
//! deleted; the fuzz runs work on a copy. `examples/seed_corpus.rs` writes the Herr der Ziegen
//! targets' corpus.
//!
//! ```sh
//! cd fuzz && cargo run --release --example seed_corpus_games
//! ```

use std::fs;
use std::path::{Path, PathBuf};

use game_core::replay::Replay;
use game_core::testing::Chooser;
use game_core::{GameRules, GameView};
use herr_der_ziegen_fuzz::generic::FuzzGame;
use herr_der_ziegen_fuzz::generic::{fuzz_actions, fuzz_documents, write_seed, write_step, Expect, Step, UNKNOWN_IDS};
use herr_der_ziegen_fuzz::options::{lb_edit, write_lb_options, write_zk_options, zk_edit, EDITS};
use herr_der_ziegen_fuzz::Reader;

/// A game played to the end by chooser indices: its name in file names, the option bytes of its
/// action input and the options they decode to, its seed, the index of each move in the legal
/// list, and the state before each move and at the end (`states[0]` is the start).
struct Played<G: GameRules> {
    name: String,
    header: Vec<u8>,
    options: G::Options,
    seed: u64,
    indices: Vec<u8>,
    moves: Vec<u16>,
    states: Vec<G>,
}

fn play<G: FuzzGame>(name: String, header: Vec<u8>, seed: u64) -> Played<G> {
    let (decoded, _) = G::read_setup(&mut Reader::new(&header));
    assert_eq!(decoded.expect, Expect::Valid, "{name}: the options of a played game are valid");
    let mut game = G::with_options(&decoded.options, seed).expect("valid options");
    let mut chooser = Chooser(seed ^ 0x5eed);
    let (mut indices, mut moves, mut states) = (Vec::new(), Vec::new(), vec![game.clone()]);
    let mut legal = G::MoveList::default();
    while !game.is_over() {
        game.legal_moves_into(&mut legal);
        let index = chooser.next(legal.len());
        let mv = legal[index];
        game.apply_without_events(mv).expect("a listed move");
        indices.push(index as u8);
        moves.push(G::action_id(mv));
        states.push(game.clone());
    }
    Played { name, header, options: decoded.options, seed, indices, moves, states }
}

/// Runs the JSON target's checks of the game the corpus directory is for.
fn fuzz_state_json_of(dir: &Path, bytes: &[u8]) {
    if dir.ends_with("zk_state_json") {
        fuzz_documents::<ziegen_kriegen::Game>(bytes);
    } else {
        fuzz_documents::<le_baron::Game>(bytes);
    }
}

/// Runs the action target's checks on a seed input; a failure is reported, not fatal.
fn run_checks<G: FuzzGame>(name: &str, bytes: &[u8]) {
    if std::panic::catch_unwind(|| fuzz_actions::<G>(bytes)).is_err() {
        eprintln!("warning: the seed input {name} of {} fails the checks (message above)", G::NAME);
    }
}

fn target_dir(root: &Path, target: &str) -> PathBuf {
    let dir = root.join(target);
    fs::create_dir_all(&dir).expect("create the corpus directory");
    dir
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    if dir.ends_with("_state_json") && std::panic::catch_unwind(|| fuzz_state_json_of(dir, bytes)).is_err() {
        eprintln!("warning: the seed input {name} of {} fails the checks (message above)", dir.display());
    }
    fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("writing {name}: {e}"));
}

/// The action inputs of one game: whole games by legal index, the first moves of every other
/// game by action id mixed with unknown ids, events and sweeps, and `edited` option headers
/// (name, bytes, whether setup accepts them) followed by random legal indices. Every input is run
/// through the target's checks once; one that fails them is still written (the fuzz run then
/// reports the failure) and named on standard error.
fn actions<G: FuzzGame>(dir: &Path, games: &[Played<G>], edited: &[(&str, Vec<u8>, bool)]) {
    for (i, played) in games.iter().enumerate() {
        let mut bytes = played.header.clone();
        write_seed(&mut bytes, played.seed);
        for &index in &played.indices {
            write_step::<G>(&mut bytes, Step::Legal(index));
        }
        run_checks::<G>(&format!("game-{}", played.name), &bytes);
        write(dir, &format!("game-{}", played.name), &bytes);
        if i % 2 == 1 {
            continue;
        }
        let mut bytes = played.header.clone();
        write_seed(&mut bytes, played.seed);
        let mut probe = Chooser(played.seed);
        for (n, (&index, &id)) in played.indices.iter().zip(&played.moves).take(60).enumerate() {
            write_step::<G>(
                &mut bytes,
                Step::Action { id: probe.next(G::NUM_ACTIONS + UNKNOWN_IDS) as u32, events: false },
            );
            if n % 7 == 0 {
                write_step::<G>(&mut bytes, Step::CheckAll);
            }
            if n % 5 == 0 {
                write_step::<G>(&mut bytes, Step::Action { id: u32::from(u16::MAX) - n as u32, events: n % 2 == 0 });
            }
            match n % 3 {
                0 => write_step::<G>(&mut bytes, Step::Events(index)),
                1 => write_step::<G>(&mut bytes, Step::Action { id: u32::from(id), events: true }),
                _ => write_step::<G>(&mut bytes, Step::Action { id: u32::from(id), events: false }),
            }
        }
        run_checks::<G>(&format!("mixed-{}", played.name), &bytes);
        write(dir, &format!("mixed-{}", played.name), &bytes);
    }
    for (name, header, valid) in edited {
        let (decoded, _) = G::read_setup(&mut Reader::new(header));
        let expect = if *valid { Expect::Valid } else { Expect::Invalid };
        assert_eq!(decoded.expect, expect, "{name}: {:?}", decoded.options);
        assert_eq!(G::with_options(&decoded.options, 5).is_ok(), *valid, "{name}: {:?}", decoded.options);
        let mut bytes = header.clone();
        write_seed(&mut bytes, 5);
        let mut choose = Chooser(bytes.len() as u64);
        for _ in 0..100 {
            write_step::<G>(&mut bytes, Step::Legal(choose.next(0xC0) as u8));
        }
        run_checks::<G>(&format!("options-{name}"), &bytes);
        write(dir, &format!("options-{name}"), &bytes);
    }
}

/// The JSON inputs of one game: its games' states at the start (of the first few), a third and two
/// thirds in, and at the end; views of some seats; replays of some games (whole, or their first
/// moves without checksums); broken documents near valid ones. Each is run through the target's
/// checks once, as the action inputs are.
fn states<G: FuzzGame>(dir: &Path, games: &[Played<G>]) {
    let mut middle = Vec::new();
    for (i, played) in games.iter().enumerate() {
        let n = played.states.len() - 1;
        let mut depths = vec![n / 3, 2 * n / 3, n];
        if i < 3 {
            depths.insert(0, 0);
        }
        for depth in depths {
            write(dir, &format!("{}-move{depth}.json", played.name), played.states[depth].to_json().as_bytes());
        }
        let game = &played.states[n / 2];
        let seat = (i % usize::from(game.player_count())) as u8;
        if i % 2 == 0 {
            write(dir, &format!("{}-move{}-view{seat}.json", played.name, n / 2), game.view(seat).to_json().as_bytes());
        }
        if i % 3 == 0 {
            let moves: Vec<G::Move> =
                played.moves.iter().map(|&id| G::move_from_action_id(id).expect("a played move")).collect();
            let mut replay = Replay::<G>::record(&played.options, played.seed, &moves).expect("the game records");
            if i % 2 == 1 {
                replay.moves.truncate(n / 3);
                replay.checksums.clear();
            }
            write(dir, &format!("{}-replay.json", played.name), replay.to_json().as_bytes());
        }
        middle.push(game.clone());
    }
    let state = middle[1].to_json();
    let view = middle[1].view(0).to_json();
    for (name, text) in [
        ("broken-truncated.json", state[..state.len() / 2].to_string()),
        ("broken-version.json", state.replacen("\"version\":1", "\"version\":2", 1)),
        ("broken-unknown-field.json", state.replacen('{', "{\"extra\":0,", 1)),
        ("broken-view-truncated.json", view[..view.len() / 3].to_string()),
        ("broken-view-seat.json", view.replacen("\"seat\":0", "\"seat\":11", 1)),
        ("broken-nesting.json", "[".repeat(200)),
        ("broken-empty.json", String::new()),
    ] {
        write(dir, name, text.as_bytes());
    }
}

fn zk_games() -> Vec<Played<ziegen_kriegen::Game>> {
    let mut games = Vec::new();
    for players in 3..=6 {
        for variant in [false, true] {
            let start = (players + u8::from(variant)) % players;
            let mut header = Vec::new();
            write_zk_options(&mut header, players, variant, start);
            let name = format!("{players}p-{}-lead{start}", if variant { "rounds" } else { "base" });
            games.push(play(name, header, u64::from(players) * 7 + u64::from(variant)));
        }
    }
    games
}

fn zk_edited() -> Vec<(&'static str, Vec<u8>, bool)> {
    let first = EDITS | 1; // 4 players, one round, seat 0 leads
    let goats: Vec<u8> = (0..50).map(|c| (c * 7 % 0xF0) as u8).collect();
    let hills: Vec<u8> = (0..24).map(|c| (c * 3) as u8).collect();
    let with = |edits: &[&[u8]]| {
        let mut bytes = vec![first, edits.len() as u8 - 1];
        for edit in edits {
            bytes.extend_from_slice(edit);
        }
        bytes
    };
    vec![
        ("players-7", with(&[&[zk_edit::PLAYERS, 7]]), false),
        ("players-2", with(&[&[zk_edit::PLAYERS, 2]]), false),
        ("start-9", with(&[&[zk_edit::START, 9]]), false),
        ("rounds-2", with(&[&[zk_edit::ROUNDS, 2]]), false),
        ("rounds-4", with(&[&[zk_edit::ROUNDS, 4]]), true),
        ("goat-table", with(&[&[&[zk_edit::GOATS, 0][..], &goats].concat()]), true),
        ("goat-table-zero", with(&[&[&[zk_edit::GOATS, 0][..], &goats[..49], &[0xF8]].concat()]), false),
        ("goat-table-short", with(&[&[&[zk_edit::GOATS, 0xF7][..], &goats].concat()]), false),
        ("hill-table", with(&[&[&[zk_edit::HILLS, 0][..], &hills].concat()]), true),
        ("hill-table-same", with(&[&[&[zk_edit::HILLS, 0][..], &[0, 8], &hills[2..]].concat()]), false),
        ("deck-empty", with(&[&[zk_edit::DECK, 0]]), false),
        ("deck-without-table", with(&[&[zk_edit::DECK, 0x82]]), false),
        (
            "players-6-start-5-rounds-6",
            with(&[&[zk_edit::PLAYERS, 6], &[zk_edit::START, 5], &[zk_edit::ROUNDS, 6]]),
            true,
        ),
    ]
}

fn lb_games() -> Vec<Played<le_baron::Game>> {
    let mut games = Vec::new();
    for players in 2..=10 {
        let (colour, positive) = (players % 2 == 1, players % 4 >= 2);
        let mut header = Vec::new();
        write_lb_options(&mut header, players, colour, positive);
        let name =
            format!("{players}p{}{}", if colour { "-colour" } else { "" }, if positive { "-positive" } else { "" });
        games.push(play(name, header, u64::from(players) * 11));
    }
    for (players, colour, positive) in [(4, true, true), (3, false, false)] {
        let mut header = Vec::new();
        write_lb_options(&mut header, players, colour, positive);
        let name = format!("{players}p-{}{}", u8::from(colour), u8::from(positive));
        games.push(play(name, header, 99));
    }
    games
}

fn lb_edited() -> Vec<(&'static str, Vec<u8>, bool)> {
    let first = EDITS | 2; // 4 players, base game
    let with = |edits: &[&[u8]]| {
        let mut bytes = vec![first, edits.len() as u8 - 1];
        for edit in edits {
            bytes.extend_from_slice(edit);
        }
        bytes
    };
    vec![
        ("players-11", with(&[&[lb_edit::PLAYERS, 11]]), false),
        ("players-1", with(&[&[lb_edit::PLAYERS, 1]]), false),
        ("players-10", with(&[&[lb_edit::PLAYERS, 10]]), true),
        ("deck-space", with(&[&[lb_edit::DECK, 1]]), false),
        ("deck-without-table", with(&[&[lb_edit::DECK, 2]]), false),
        ("table", with(&[&[lb_edit::TABLE, 0, 2, 0, 0, 3, 9, 5, 5]]), true),
        ("table-baron", with(&[&[lb_edit::TABLE, 0, 1, 51, 2, 2]]), false),
        ("table-heads-7", with(&[&[lb_edit::TABLE, 0, 1, 3, 1, 7]]), false),
        ("table-short", with(&[&[lb_edit::TABLE, 0xF0, 0]]), false),
        ("shipped-table-default-deck", with(&[&[lb_edit::SHIPPED_TABLE]]), false),
        ("shipped-table-own-deck", with(&[&[lb_edit::DECK, 3], &[lb_edit::SHIPPED_TABLE]]), true),
        ("no-table", with(&[&[lb_edit::TABLE, 0, 0], &[lb_edit::NO_TABLE]]), false),
    ]
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let zk = zk_games();
    actions(&target_dir(&root, "zk_actions"), &zk, &zk_edited());
    states(&target_dir(&root, "zk_state_json"), &zk);
    let lb = lb_games();
    actions(&target_dir(&root, "lb_actions"), &lb, &lb_edited());
    states(&target_dir(&root, "lb_state_json"), &lb);
    for target in ["zk_actions", "zk_state_json", "lb_actions", "lb_state_json"] {
        let dir = root.join(target);
        let count = fs::read_dir(&dir).expect("written").count();
        println!("{}: {count} files", dir.display());
    }
}
