//! Writes the seed corpus of the targets that take one game's input (`actions`, `state_json`,
//! `view_json`, `spectator_json`, `replay_json`) into `fuzz/corpus/<target>/`, for every game of the registry: each
//! file starts with the byte that chooses its game and is named after the game. A game added to
//! the registry gets its seeds from its fuzz hooks (`FuzzGame`) without a change here.
//!
//! For each game: random games played to the end from every option set its hooks list (every
//! player count and variant), and greedy games that reach the decisions the random ones never did;
//! as action inputs, whole games by legal move index, the first moves of every other game by
//! action id mixed with unknown ids, moves for the wrong seat, moves played every way and sweeps,
//! and edited options setup must accept or refuse; the states of those games at several depths,
//! some seats' views, spectator views and replays (whole, a prefix, without checksums); documents broken near valid
//! ones, and the game's refused documents of `testdata/bad-documents/<game>/`.
//!
//! Every input is run through its target's checks once; one that fails them is still written (the
//! fuzz run then reports the failure) and named on standard error. The output is the same every
//! time for the same engines (a change to the rules or to the order of the legal moves changes
//! it). Files are replaced, never deleted; the fuzz runs work on a copy.
//!
//! ```sh
//! cd fuzz && cargo run --release --example seed_corpus
//! ```

use std::collections::BTreeSet;
use std::fs;
use std::panic::RefUnwindSafe;
use std::path::{Path, PathBuf};

use game_core::bots::by_name;
use game_core::replay::Replay;
use game_core::testing::Chooser;
use game_core::{GamePhase, GameRules, GameView, NoEvents};
use herr_der_ziegen_fuzz::games::{game_byte, visit_game, Expect, FuzzGame, FuzzVisitor, SeedGame};
use herr_der_ziegen_fuzz::generic::{Actions, Driver, ReplayJson, SpectatorJson, StateJson, ViewJson};
use herr_der_ziegen_fuzz::steps::{Step, UNKNOWN_IDS};
use herr_der_ziegen_fuzz::targets::fuzz_every_game;
use herr_der_ziegen_fuzz::Reader;

/// Greedy games searched for each decision the random games never reached.
const GREEDY_SEARCH: u64 = 400;
/// Greedy games kept for each such decision.
const GREEDY_KEPT: usize = 2;
/// Random legal move indices after an edited option set.
const EDITED_STEPS: usize = 100;

/// A game played to the end: its name in file names, the option bytes of its action input and
/// the options they decode to, its seed, the index of each move in the legal list, and the state
/// before each move and at the end (`states[0]` is the start).
struct Played<G: GameRules> {
    name: String,
    options_bytes: Vec<u8>,
    options: G::Options,
    seed: u64,
    indices: Vec<u8>,
    moves: Vec<u16>,
    states: Vec<G>,
}

/// How the moves of a game are chosen: by a chooser, or by the game's greedy bot, which plays a
/// random move instead `random_percent` of the time.
#[derive(Clone, Copy)]
enum Play {
    Random,
    Greedy { random_percent: usize },
}

/// Plays `seed_game` to the end, choosing with a [`Chooser`] seeded with `choices`.
fn play<G: FuzzGame>(seed_game: &SeedGame, how: Play, choices: u64) -> Played<G> {
    let SeedGame { name, options: options_bytes, seed } = seed_game.clone();
    let mut head = Vec::new();
    G::write_setup(&mut head, &options_bytes, seed);
    let (decoded, _) = G::read_setup(&mut Reader::new(&head));
    assert_ne!(decoded.expect, Expect::Invalid, "{name}: the options of a played game are valid");
    let mut game = G::with_options(&decoded.options, seed).expect("valid options");
    let mut chooser = Chooser(choices);
    let mut bot = match how {
        Play::Random => None,
        Play::Greedy { .. } => Some(by_name::<G>(G::GAME_BOT_NAMES[0], choices).expect("the game's own bot")),
    };
    let (mut indices, mut moves, mut states) = (Vec::new(), Vec::new(), vec![game.clone()]);
    let mut legal = G::MoveList::default();
    while let Some(seat) = game.current_player() {
        game.legal_moves_into(&mut legal);
        let index = match (how, &mut bot) {
            (Play::Greedy { random_percent }, Some(bot)) if chooser.next(100) >= random_percent => {
                let mv = bot.choose(&game.view(seat), &legal);
                legal.iter().position(|&m| m == mv).expect("the bot chooses a listed move")
            }
            _ => chooser.next(legal.len()),
        };
        let mv = legal[index];
        game.apply_with(mv, &mut NoEvents).expect("a listed move");
        indices.push(u8::try_from(index).expect("fewer than 256 legal moves"));
        moves.push(G::action_id(mv));
        states.push(game.clone());
    }
    Played { name, options_bytes, options: decoded.options, seed, indices, moves, states }
}

/// The names of the phases `game` passes through.
fn phases<G: GameRules>(played: &Played<G>) -> BTreeSet<&'static str> {
    played.states.iter().map(|g| g.phase().name()).collect()
}

/// Greedy games (the game's own bot, with some random moves) that reach the decisions the
/// `random` games never reached: up to [`GREEDY_KEPT`] for each, among [`GREEDY_SEARCH`] games
/// (the seed games' setups, in turn, with other choices). None for a game without a bot of its
/// own.
fn greedy_games<G: FuzzGame>(random: &[Played<G>]) -> Vec<(&'static str, Played<G>)> {
    if G::GAME_BOT_NAMES.is_empty() {
        return Vec::new();
    }
    let reached: BTreeSet<&str> = random.iter().flat_map(phases).collect();
    let setups = G::seed_games();
    let mut found = Vec::new();
    for &phase in <G::Phase as GamePhase>::NAMES.iter().filter(|name| !reached.contains(*name)) {
        let mut kept = 0;
        for choices in 0..GREEDY_SEARCH {
            let setup = &setups[choices as usize % setups.len()];
            let seed_game = SeedGame { name: format!("{}-greedy{choices}", setup.name), ..setup.clone() };
            let played = play::<G>(&seed_game, Play::Greedy { random_percent: (choices % 3 * 20) as usize }, choices);
            if phases(&played).contains(phase) {
                found.push((phase, played));
                kept += 1;
                if kept == GREEDY_KEPT {
                    break;
                }
            }
        }
    }
    found
}

/// The seed files of one game, each in its target's folder.
struct Writer {
    root: PathBuf,
    game: &'static str,
    byte: u8,
}

impl Writer {
    /// Writes `bytes`, after the game's byte, as `<target>/<game>-<name>`, once run through
    /// `driver`'s checks (a failure is named, not fatal).
    fn write<D: Driver + RefUnwindSafe>(&self, target: &str, driver: D, name: &str, bytes: &[u8]) {
        let input = [&[self.byte][..], bytes].concat();
        if std::panic::catch_unwind(|| fuzz_every_game(&input, driver)).is_err() {
            eprintln!("warning: the seed input {target}/{}-{name} fails the checks (message above)", self.game);
        }
        let dir = self.root.join(target);
        fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("creating {}: {e}", dir.display()));
        let file = dir.join(format!("{}-{name}", self.game));
        fs::write(&file, input).unwrap_or_else(|e| panic!("writing {}: {e}", file.display()));
    }
}

/// Writes `step`, or the closest step the game's format has: a move by id without events, a
/// legal move played once.
fn write_step<G: FuzzGame>(out: &mut Vec<u8>, step: Step) {
    if !G::write_step(out, step) {
        let closest = match step {
            Step::Action { id, .. } => Step::Action { id, events: false },
            Step::Events(index) => Step::Legal(index),
            other => panic!("every action format has {other:?}"),
        };
        assert!(G::write_step(out, closest), "every action format has {closest:?}");
    }
}

/// The head of an action input of `played`.
fn head<G: FuzzGame>(played: &Played<G>) -> Vec<u8> {
    let mut bytes = Vec::new();
    G::write_setup(&mut bytes, &played.options_bytes, played.seed);
    bytes
}

/// The action inputs: whole games by legal index, the first moves of every other random game by
/// action id mixed with unknown ids, moves for another seat, moves played every way and sweeps,
/// and each edited option set followed by random legal indices.
fn actions<G: FuzzGame>(out: &Writer, random: &[Played<G>], greedy: &[(&str, Played<G>)]) {
    let whole = random.iter().chain(greedy.iter().map(|(_, played)| played));
    for played in whole {
        let mut bytes = head(played);
        for &index in &played.indices {
            write_step::<G>(&mut bytes, Step::Legal(index));
        }
        out.write("actions", Actions, &format!("game-{}", played.name), &bytes);
    }
    for played in random.iter().step_by(2) {
        let mut bytes = head(played);
        let mut probe = Chooser(played.seed);
        let moves = played.indices.iter().zip(&played.moves).zip(&played.states).take(60);
        for (n, ((&index, &id), game)) in moves.enumerate() {
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
            let seat = game.current_player().expect("a move is played while the game runs");
            match n % 3 {
                0 => {
                    let other = (seat + 1) % game.player_count();
                    write_step::<G>(&mut bytes, Step::ApplyFor { seat: other, index });
                    write_step::<G>(&mut bytes, Step::ApplyFor { seat, index });
                }
                1 => write_step::<G>(&mut bytes, Step::Events(index)),
                _ => write_step::<G>(&mut bytes, Step::Action { id: u32::from(id), events: n % 2 == 0 }),
            }
        }
        out.write("actions", Actions, &format!("mixed-{}", played.name), &bytes);
    }
    for edit in G::seed_edits() {
        let mut bytes = Vec::new();
        G::write_setup(&mut bytes, &edit.options, 5);
        let (decoded, _) = G::read_setup(&mut Reader::new(&bytes));
        let said = if edit.valid { Expect::Valid } else { Expect::Invalid };
        assert!(matches!(decoded.expect, Expect::Either) || decoded.expect == said, "{}: {:?}", edit.name, decoded);
        assert_eq!(G::with_options(&decoded.options, 5).is_ok(), edit.valid, "{}: {:?}", edit.name, decoded.options);
        let mut choose = Chooser(bytes.len() as u64);
        for _ in 0..EDITED_STEPS {
            write_step::<G>(&mut bytes, Step::Legal(choose.next(0xC0) as u8));
        }
        out.write("actions", Actions, &format!("options-{}", edit.name), &bytes);
    }
}

/// The state, view and replay inputs: the random games' states at the start (of the first few),
/// a third in, at the first decision of each kind from half-way on, and at the end, the views of
/// those (of every other game) for the seat to decide, each game's whole replay and a prefix
/// (with checksums, or a third without); the greedy games' states, views and replays at the
/// decision they were kept for; and documents broken near valid ones.
fn documents<G: FuzzGame>(out: &Writer, random: &[Played<G>], greedy: &[(&str, Played<G>)]) {
    for (i, played) in random.iter().enumerate() {
        let n = played.states.len() - 1;
        let mut depths = vec![n / 3, n];
        if i < 3 {
            depths.push(0);
        }
        for phase in <G::Phase as GamePhase>::NAMES {
            depths.extend((n / 2..n).find(|&depth| played.states[depth].phase().name() == *phase));
        }
        depths.sort_unstable();
        depths.dedup();
        for depth in depths {
            let game = &played.states[depth];
            let name = format!("{}-move{depth}-{}", played.name, game.phase().name());
            out.write("state_json", StateJson, &format!("{name}.json"), game.to_json().as_bytes());
            if i % 2 == 0 && depth > 0 {
                let seat = game.current_player().unwrap_or(0);
                out.write(
                    "view_json",
                    ViewJson,
                    &format!("{name}-view{seat}.json"),
                    game.view(seat).to_json().as_bytes(),
                );
            } else if depth > 0 {
                out.write(
                    "spectator_json",
                    SpectatorJson,
                    &format!("{name}-spectator.json"),
                    game.spectator_view().to_json().as_bytes(),
                );
            }
        }
        out.write(
            "replay_json",
            ReplayJson,
            &format!("{}-replay.json", played.name),
            replay(played, n).to_json().as_bytes(),
        );
        let (name, prefix) = if i % 2 == 0 {
            (format!("{}-40-moves.json", played.name), replay(played, n.min(40)))
        } else {
            let mut prefix = replay(played, n / 3);
            prefix.checksums.clear();
            (format!("{}-{}-moves-no-checksums.json", played.name, n / 3), prefix)
        };
        out.write("replay_json", ReplayJson, &name, prefix.to_json().as_bytes());
    }
    for (phase, played) in greedy {
        let depth = played.states.iter().position(|g| g.phase().name() == *phase).expect("kept for reaching it");
        let game = &played.states[depth];
        let name = format!("{}-move{depth}-{phase}", played.name);
        out.write("state_json", StateJson, &format!("{name}.json"), game.to_json().as_bytes());
        let seat = game.current_player().unwrap_or(0);
        out.write("view_json", ViewJson, &format!("{name}-view{seat}.json"), game.view(seat).to_json().as_bytes());
        out.write(
            "spectator_json",
            SpectatorJson,
            &format!("{name}-spectator.json"),
            game.spectator_view().to_json().as_bytes(),
        );
        out.write(
            "replay_json",
            ReplayJson,
            &format!("{name}-replay.json"),
            replay(played, depth).to_json().as_bytes(),
        );
    }
    broken_documents(out, &random[1.min(random.len() - 1)]);
}

/// A replay of the first `moves` moves of `played`, with their checksums.
fn replay<G: FuzzGame>(played: &Played<G>, moves: usize) -> Replay<G> {
    let moves: Vec<G::Move> =
        played.moves[..moves].iter().map(|&id| G::move_from_action_id(id).expect("a played move")).collect();
    Replay::<G>::record(&played.options, played.seed, &moves).expect("a played game records")
}

/// Documents broken near valid ones, made from the state half-way through `played`, its first
/// seat's view and a replay of its first 30 moves: for each target, the document cut short, empty,
/// nested too deep, of another version, with an unknown field, and a document of the other two
/// kinds; a view of a seat the game does not have; replays with a wrong checksum, an illegal move,
/// invalid options and another format.
fn broken_documents<G: FuzzGame>(out: &Writer, played: &Played<G>) {
    let game = &played.states[(played.states.len() - 1) / 2];
    let mut replay = replay(played, played.moves.len().min(30));
    let state = game.to_json();
    let view = game.view(0).to_json();
    let spectator = game.spectator_view().to_json();
    let recorded = replay.to_json();
    let targets = [
        ("state_json", "state", &state),
        ("view_json", "view", &view),
        ("spectator_json", "spectator", &spectator),
        ("replay_json", "replay", &recorded),
    ];
    for (target, _, text) in targets {
        for (name, broken) in [
            ("broken-truncated.json", text[..text.len() / 2].to_string()),
            ("broken-empty.json", String::new()),
            ("broken-nesting.json", "[".repeat(200)),
            ("broken-version.json", text.replacen("\"version\":1", "\"version\":2", 1)),
            ("broken-unknown-field.json", text.replacen('{', "{\"extra\":0,", 1)),
        ] {
            write_document(out, target, name, &broken);
        }
        for (_, kind, other) in targets.iter().filter(|(other, ..)| *other != target) {
            write_document(out, target, &format!("broken-{kind}-document.json"), other);
        }
    }
    write_document(out, "view_json", "broken-seat.json", &view.replacen("\"seat\":0", "\"seat\":11", 1));
    let mut broken = Vec::new();
    if let Some(checksum) = replay.checksums.get_mut(10) {
        *checksum = "0000000000000000".into();
        broken.push(("broken-checksum.json", replay.to_json()));
    }
    // The first action id that is not legal after move 20 replaces move 20.
    if let Some(state) = played.states.get(20).filter(|_| replay.moves.len() > 20) {
        let illegal = (0..=u16::MAX).find(|&id| !state.legal_actions().any(|legal| legal == id)).expect("an id");
        replay.checksums.truncate(10);
        replay.moves[20] = illegal;
        broken.push(("broken-illegal-move.json", replay.to_json()));
    }
    let mut document: serde_json::Value = serde_json::from_str(&replay.to_json()).expect("a replay is JSON");
    document["options"]["players"] = (G::MAX_PLAYERS + 1).into();
    broken.push(("broken-options.json", document.to_string()));
    broken.push(("broken-format.json", replay.to_json().replacen(G::REPLAY_FORMAT, &format!("{}/state", G::NAME), 1)));
    for (name, text) in broken {
        write_document(out, "replay_json", name, &text);
    }
}

/// Writes `text` as the seed `name` of `target`, one of the document targets (`state_json`,
/// `view_json`, `spectator_json`, `replay_json`).
fn write_document(out: &Writer, target: &str, name: &str, text: &str) {
    match target {
        "state_json" => out.write(target, StateJson, name, text.as_bytes()),
        "view_json" => out.write(target, ViewJson, name, text.as_bytes()),
        "spectator_json" => out.write(target, SpectatorJson, name, text.as_bytes()),
        "replay_json" => out.write(target, ReplayJson, name, text.as_bytes()),
        other => panic!("{other} is no document target"),
    }
}

/// The game's refused documents (`testdata/bad-documents/<game>/`, each refused for one reason,
/// near a valid one), as `bad-<file>` seeds of the state or view target, as its index lists them.
fn bad_documents<G: FuzzGame>(out: &Writer) {
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../testdata/bad-documents").join(G::NAME);
    let index = fs::read_to_string(corpus.join("index.tsv"))
        .unwrap_or_else(|e| panic!("{}: {e}", corpus.join("index.tsv").display()));
    for line in index.lines().filter(|line| !line.starts_with('#')) {
        let columns: Vec<&str> = line.split('\t').collect();
        let (file, document) = (columns[0], columns[1]);
        let text = fs::read(corpus.join(file)).unwrap_or_else(|e| panic!("reading {file}: {e}"));
        match document {
            "state" => out.write("state_json", StateJson, &format!("bad-{file}"), &text),
            "view" => out.write("view_json", ViewJson, &format!("bad-{file}"), &text),
            other => panic!("{file}: unknown document type {other}"),
        }
    }
}

/// Writes the seeds of one game.
struct WriteSeeds<'a> {
    root: &'a Path,
    index: usize,
}

impl FuzzVisitor for WriteSeeds<'_> {
    type Output = ();

    fn visit<G: FuzzGame>(self) {
        let out = Writer { root: self.root.to_path_buf(), game: G::NAME, byte: game_byte(self.index) };
        let random: Vec<Played<G>> =
            G::seed_games().iter().map(|game| play(game, Play::Random, game.seed ^ 0x5eed)).collect();
        assert!(!random.is_empty(), "{}: no seed games", G::NAME);
        let greedy = greedy_games(&random);
        actions(&out, &random, &greedy);
        documents(&out, &random, &greedy);
        bad_documents::<G>(&out);
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    for game in game_registry::GAMES {
        visit_game(game.index, WriteSeeds { root: &root, index: game.index }).expect("a game of the registry");
    }
    for target in ["actions", "state_json", "view_json", "spectator_json", "replay_json"] {
        let dir = root.join(target);
        let count = fs::read_dir(&dir).expect("written").count();
        println!("{}: {count} files", dir.display());
    }
}
