//! Writes the seed corpus of Herr der Ziegen's fuzz targets (`hz_*`) into
//! `fuzz/corpus/<target>/`: real games, states, views and replays produced by the engine (seeded,
//! so the output is always the same), plus a few broken documents and the refused states and
//! views of `testdata/bad-documents/herr-der-ziegen/`. Files are replaced, never deleted; the fuzz
//! runs work on a copy.
//!
//! ```sh
//! cd fuzz && cargo run --example seed_corpus_hz
//! ```

use herr_der_ziegen::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};

use game_core::bots::Bot;
use herr_der_ziegen::bots::GreedyBot;
use herr_der_ziegen::{Game, Move, Options, PhaseKind, Replay, NUM_ACTIONS};
use herr_der_ziegen_fuzz::{read_setup, write_custom_setup, write_default_setup, write_step, Reader, Step};

/// The chooser of the golden tests: a language-neutral LCG over the legal move indices.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A game played to the end: its name in file names, setup, moves and the state after each move
/// (`states[0]` is the start).
struct Played {
    name: String,
    players: u8,
    seed: u64,
    moves: Vec<Move>,
    states: Vec<Game>,
}

/// Plays a game to the end: the move at a chooser index, or with greedy bots that sometimes
/// (`random_percent`) make a random move instead. Greedy play closes kinds often, which reaches
/// the rare decisions (marking by choice, swap requests).
fn play(players: u8, seed: u64, chooser: u64, greedy: Option<usize>) -> Played {
    let mut game = Game::new(players, seed).expect("2 to 5 players");
    let mut chooser = Chooser(chooser);
    let mut bot = GreedyBot::new();
    let (mut moves, mut states) = (Vec::new(), vec![game.clone()]);
    while let Some(seat) = game.current_player() {
        let legal = game.legal_moves();
        let mv = match greedy {
            Some(random_percent) if chooser.next(100) >= random_percent => bot.choose(&game.view(seat), &legal),
            _ => legal[chooser.next(legal.len())],
        };
        game.apply(mv).expect("a listed move");
        moves.push(mv);
        states.push(game.clone());
    }
    Played { name: format!("{players}p-seed{seed}"), players, seed, moves, states }
}

/// How many of [`games`] are random play; the rest are greedy.
const RANDOM_GAMES: usize = 6;

/// The games the corpus is made from: random play with every player count (the golden tests'
/// seeds and others), then greedy games that reach the rare decisions.
fn games() -> Vec<Played> {
    let random: [(u8, u64, u64); RANDOM_GAMES] =
        [(2, 1, 11), (3, 7, 12), (4, 7, 13), (5, 42, 14), (4, 2026, 15), (2, u64::MAX, 16)];
    let mut games: Vec<Played> =
        random.iter().map(|&(players, seed, chooser)| play(players, seed, chooser, None)).collect();
    for kind in [PhaseKind::Mark, PhaseKind::Consent] {
        let mut found = 0;
        for seed in 0..400 {
            let played = play(2 + (seed % 4) as u8, seed, seed, Some((seed % 3 * 20) as usize));
            if played.states.iter().any(|g| g.phase().kind() == kind) {
                games.push(played);
                found += 1;
                if found == 2 {
                    break;
                }
            }
        }
        assert!(found > 0, "no game with a {kind:?} decision");
    }
    games
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("writing {name}: {e}"));
}

fn target_dir(root: &Path, target: &str) -> PathBuf {
    let dir = root.join(target);
    fs::create_dir_all(&dir).expect("create the corpus directory");
    dir
}

/// The first state of each phase kind in a game, and its last state.
fn interesting_states(states: &[Game]) -> Vec<(&'static str, &Game)> {
    let mut found = Vec::new();
    for (kind, name) in [
        (PhaseKind::Play, "play"),
        (PhaseKind::Take, "take"),
        (PhaseKind::Mark, "mark"),
        (PhaseKind::Dog, "dog"),
        (PhaseKind::Consent, "consent"),
    ] {
        // Skip the opening: a state from the middle of the game has marks, displays and a box.
        let middle = states.len() / 2;
        if let Some(game) = states[middle..].iter().chain(&states[..middle]).find(|g| g.phase().kind() == kind) {
            found.push((name, game));
        }
    }
    found.push(("over", states.last().expect("a game has states")));
    found
}

/// A layout from track positions: the grid side and one position per player.
type Layout = Option<(u8, &'static [u8])>;

fn actions(root: &Path, games: &[Played]) {
    let dir = target_dir(root, "hz_actions");
    for (i, played) in games.iter().enumerate() {
        // A whole game, by legal move indices.
        let mut bytes = Vec::new();
        write_default_setup(&mut bytes, played.players, played.seed);
        for (mv, game) in played.moves.iter().zip(&played.states) {
            let index = game.legal_moves().iter().position(|m| m == mv).expect("played moves are listed");
            write_step(&mut bytes, Step::Legal(index as u8));
        }
        write(&dir, &format!("game-{}", played.name), &bytes);
        if i % 2 == 1 {
            continue;
        }

        // The first moves by action id, with illegal and unknown ids, moves for the wrong seat
        // and full check sweeps in between.
        let mut bytes = Vec::new();
        write_default_setup(&mut bytes, played.players, played.seed);
        let mut probe = Chooser(played.seed);
        for (n, (mv, game)) in played.moves.iter().zip(&played.states).take(60).enumerate() {
            write_step(&mut bytes, Step::Action(probe.next(NUM_ACTIONS + 90) as u32));
            if n % 7 == 0 {
                write_step(&mut bytes, Step::CheckAll);
            }
            if n % 5 == 0 {
                write_step(&mut bytes, Step::Action(u32::MAX - n as u32));
            }
            let index = game.legal_moves().iter().position(|m| m == mv).expect("listed") as u8;
            let seat = game.current_player().expect("running");
            if n % 3 == 0 {
                write_step(&mut bytes, Step::ApplyFor { seat: (seat + 1) % 6, index });
                write_step(&mut bytes, Step::ApplyFor { seat, index });
            } else {
                write_step(&mut bytes, Step::Action(u32::from(mv.action_id())));
            }
        }
        write(&dir, &format!("mixed-{}", played.name), &bytes);
    }
    // Other options: start player, milk split, removal and layouts from track positions.
    let custom = |players: u8, edit: &dyn Fn(&mut Options)| {
        let mut options = Options::new(players).expect("2 to 5");
        edit(&mut options);
        options
    };
    let variants: [(&str, Options, Layout); 5] = [
        ("options-start-player", custom(4, &|o| o.start_player = 2), None),
        (
            "options-milk",
            custom(3, &|o| {
                o.milk_ones = 3;
                o.removal.milk_ones = 3;
                o.removal.milk_twos = 2;
            }),
            None,
        ),
        ("options-layout-6", custom(4, &|o| o.start_player = 1), Some((6, &[0, 6, 12, 18]))),
        ("options-layout-7", custom(2, &|o| o.removal.dogs = 3), Some((7, &[0, 14]))),
        ("options-invalid", custom(5, &|o| o.removal.kinds = 18), None),
    ];
    for (name, options, layout) in variants {
        let mut bytes = Vec::new();
        write_custom_setup(&mut bytes, &options, 5, layout);
        let decoded = read_setup(&mut Reader::new(&bytes));
        if layout.is_none() {
            assert_eq!(decoded.options, options, "{name} decodes to its options");
        }
        let valid = Game::with_options(&decoded.options, decoded.seed).is_ok();
        assert_eq!(valid, name != "options-invalid", "{name}: {:?}", decoded.options.validate());
        let mut choose = Chooser(bytes.len() as u64);
        for _ in 0..300 {
            write_step(&mut bytes, Step::Legal(choose.next(0xC0) as u8));
        }
        write(&dir, name, &bytes);
    }
}

fn states(root: &Path, games: &[Played]) -> Vec<Game> {
    let dir = target_dir(root, "hz_state_json");
    let mut kept = Vec::new();
    for (i, played) in games.iter().enumerate() {
        if i < 4 {
            write(&dir, &format!("{}-start.json", played.name), played.states[0].to_json().as_bytes());
        }
        for (phase, game) in interesting_states(&played.states) {
            // Of the greedy games, only the rare decisions.
            if i >= RANDOM_GAMES && !matches!(phase, "mark" | "consent") {
                continue;
            }
            write(&dir, &format!("{}-{phase}.json", played.name), game.to_json().as_bytes());
            kept.push(game.clone());
        }
    }
    // Broken documents: each is near a valid one.
    let game = &kept[3];
    let json = game.to_json();
    let mut doc = game.to_doc();
    let mut broken: Vec<(&str, String)> = vec![
        ("broken-truncated.json", json[..json.len() / 2].to_string()),
        ("broken-version.json", json.replacen("\"version\":1", "\"version\":2", 1)),
        ("broken-unknown-field.json", json.replacen('{', "{\"extra\":0,", 1)),
        ("broken-nesting.json", "[".repeat(200)),
        ("broken-empty.json", String::new()),
    ];
    let card = doc.pasture.iter().flatten().flatten().next().copied().expect("cards on the pasture");
    doc.boxed.push(card);
    broken.push(("broken-duplicate-card.json", serde_json::to_string(&doc).expect("serializes")));
    let mut doc = game.to_doc();
    doc.turn = 0;
    broken.push(("broken-turn-zero.json", serde_json::to_string(&doc).expect("serializes")));
    for (name, text) in broken {
        write(&dir, name, text.as_bytes());
    }
    kept
}

fn views(root: &Path, games: &[Game]) {
    let dir = target_dir(root, "hz_view_json");
    for (i, game) in games.iter().enumerate().step_by(2) {
        let seat = (i % usize::from(game.players())) as u8;
        write(&dir, &format!("view-{i}-seat{seat}.json"), game.view(seat).to_json().as_bytes());
    }
    let view = games[3].view(0).to_json();
    for (name, text) in [
        ("broken-truncated.json", view[..view.len() / 3].to_string()),
        ("broken-seat.json", view.replacen("\"seat\":0", "\"seat\":9", 1)),
        ("broken-pile-size.json", view.replacen("\"pile_size\":", "\"pile_size\":1", 1)),
        ("broken-state-format.json", games[3].to_json()),
    ] {
        write(&dir, name, text.as_bytes());
    }
}

/// The documents of `testdata/bad-documents/herr-der-ziegen/` (each refused for one reason, near a valid one), as
/// `bad-<file>` seeds of the state or view target, as their index lists them.
fn bad_documents(root: &Path) {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/bad-documents/herr-der-ziegen");
    let index = fs::read_to_string(corpus.join("index.tsv")).expect("testdata/bad-documents/herr-der-ziegen/index.tsv");
    for line in index.lines().filter(|line| !line.starts_with('#')) {
        let columns: Vec<&str> = line.split('\t').collect();
        let (file, document) = (columns[0], columns[1]);
        let target = match document {
            "state" => "hz_state_json",
            "view" => "hz_view_json",
            other => panic!("{file}: unknown document type {other}"),
        };
        let text = fs::read(corpus.join(file)).unwrap_or_else(|e| panic!("reading {file}: {e}"));
        write(&target_dir(root, target), &format!("bad-{file}"), &text);
    }
}

fn replays(root: &Path, games: &[Played]) {
    let dir = target_dir(root, "hz_replay_json");
    for (i, played) in games.iter().enumerate() {
        let options = Options::new(played.players).expect("2 to 5");
        let full = Replay::record(&options, played.seed, &played.moves).expect("a played game records");
        write(&dir, &format!("{}-full.json", played.name), full.to_json().as_bytes());
        if i >= RANDOM_GAMES {
            continue;
        }
        let moves = &played.moves[..played.moves.len().min(40)];
        let mut short = Replay::record(&options, played.seed, moves).expect("records");
        write(&dir, &format!("{}-40-moves.json", played.name), short.to_json().as_bytes());
        short.checksums.clear();
        write(&dir, &format!("{}-no-checksums.json", played.name), short.to_json().as_bytes());
    }
    let moves = &games[2].moves;
    let mut replay =
        Replay::record(&Options::new(games[2].players).expect("2 to 5"), games[2].seed, &moves[..30]).expect("records");
    replay.checksums[10] = "0000000000000000".into();
    write(&dir, "broken-checksum.json", replay.to_json().as_bytes());
    replay.checksums.truncate(10);
    replay.moves[20] = 809;
    write(&dir, "broken-illegal-move.json", replay.to_json().as_bytes());
    replay.options.start_player = 4;
    write(&dir, "broken-options.json", replay.to_json().as_bytes());
    let json = replay.to_json();
    write(&dir, "broken-format.json", json.replacen("herr-der-ziegen/replay", "herr-der-ziegen/state", 1).as_bytes());
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let games = games();
    actions(&root, &games);
    let states = states(&root, &games);
    views(&root, &states);
    bad_documents(&root);
    replays(&root, &games);
    for target in ["hz_actions", "hz_state_json", "hz_view_json", "hz_replay_json"] {
        let dir = root.join(target);
        let count = fs::read_dir(&dir).expect("written").count();
        println!("{}: {count} files", dir.display());
    }
}
