//! Writes the seed corpus of the fuzz targets into `fuzz/corpus/<target>/`: real games, states,
//! views and replays produced by the engine (seeded, so the output is always the same), plus a
//! few broken documents and the refused states and views of `testdata/bad-documents/herr-der-ziegen/`. Files are
//! replaced, never deleted; the fuzz runs work on a copy.
//!
//! ```sh
//! cd fuzz && cargo run --example seed_corpus
//! ```

use herr_der_ziegen::prelude::*;
use std::fs;
use std::path::{Path, PathBuf};

use game_core::bots::Bot;
use herr_der_ziegen::bots::GreedyBot;
use herr_der_ziegen::{Game, Move, Options, PhaseKind, Replay, NUM_ACTIONS};
use herr_der_ziegen_fuzz::{op, read_setup, write_custom_setup, write_default_setup, write_step, Reader, Step};

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
    let dir = target_dir(root, "actions");
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
    let dir = target_dir(root, "state_json");
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
    let dir = target_dir(root, "view_json");
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
            "state" => "state_json",
            "view" => "view_json",
            other => panic!("{file}: unknown document type {other}"),
        };
        let text = fs::read(corpus.join(file)).unwrap_or_else(|e| panic!("reading {file}: {e}"));
        write(&target_dir(root, target), &format!("bad-{file}"), &text);
    }
}

fn replays(root: &Path, games: &[Played]) {
    let dir = target_dir(root, "replay_json");
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

/// Encodes `c_api` operations (the byte layouts the modules of `fuzz_targets/c_api/` read).
struct Ops(Vec<u8>);

impl Ops {
    fn new_game(&mut self, slot: u8, players: u8, seed: u64) {
        self.0.extend_from_slice(&[op::NEW, slot << 1, players]);
        self.0.extend_from_slice(&seed.to_le_bytes());
    }
    fn apply_legal(&mut self, slot: u8, index: u16) {
        self.0.extend_from_slice(&[op::APPLY_LEGAL, slot, 0, 0]);
        self.0.extend_from_slice(&index.to_le_bytes());
    }
    fn apply(&mut self, slot: u8, id: u16) {
        self.0.extend_from_slice(&[op::APPLY, slot, 0, 0]);
        self.0.extend_from_slice(&id.to_le_bytes());
    }
    fn apply_for(&mut self, slot: u8, player: u8, index: u16) {
        self.0.extend_from_slice(&[op::APPLY_FOR, slot, 0x20, player]);
        self.0.extend_from_slice(&index.to_le_bytes());
    }
    fn queries(&mut self, slot: u8, nulls: u8) {
        self.0.extend_from_slice(&[op::QUERIES, slot, nulls]);
    }
    fn legal_moves(&mut self, slot: u8, nulls: u8, capacity: u8) {
        self.0.extend_from_slice(&[op::LEGAL_MOVES, slot, nulls, capacity]);
    }
    fn events(&mut self, slot: u8, nulls: u8, capacity: u8) {
        self.0.extend_from_slice(&[op::EVENTS, slot, nulls, capacity]);
    }
    fn view(&mut self, slot: u8, player: u8) {
        self.0.extend_from_slice(&[op::VIEW, slot, 0, player]);
    }
    fn observation(&mut self, slot: u8, player: u8) {
        self.0.extend_from_slice(&[op::OBSERVATION, slot, 2, player]);
    }
    fn round_trip(&mut self, from: u8, to: u8, edits: &[(u16, u8)]) {
        self.0.extend_from_slice(&[op::JSON_ROUND_TRIP, from, 0, edits.len() as u8]);
        for &(at, byte) in edits {
            self.0.extend_from_slice(&at.to_le_bytes());
            self.0.push(byte);
        }
        self.0.push(to << 1);
    }
    fn with_options(&mut self, players: u8, edits: &[(u16, u8)], slot: u8, seed: u64) {
        self.0.extend_from_slice(&[op::WITH_OPTIONS, 0, players, edits.len() as u8]);
        for &(at, byte) in edits {
            self.0.extend_from_slice(&at.to_le_bytes());
            self.0.push(byte);
        }
        self.0.push(slot << 1);
        self.0.extend_from_slice(&seed.to_le_bytes());
    }
    fn raw_json(&mut self, state: bool, text: &str, slot: u8) {
        let code = if state { op::FROM_JSON_RAW } else { op::WITH_OPTIONS_RAW };
        self.0.push(code);
        self.0.extend_from_slice(&(text.len() as u16).to_le_bytes());
        self.0.extend_from_slice(text.as_bytes());
        self.0.push(slot << 1);
        if !state {
            self.0.extend_from_slice(&7u64.to_le_bytes());
        }
    }
    fn clone_game(&mut self, from: u8, to: u8) {
        self.0.extend_from_slice(&[op::CLONE, from, to << 1]);
    }
    fn free(&mut self, slot: u8) {
        self.0.extend_from_slice(&[op::FREE, slot]);
    }
    fn describe(&mut self, id: u16, nulls: u8) {
        self.0.extend_from_slice(&[op::DESCRIBE, nulls]);
        self.0.extend_from_slice(&id.to_le_bytes());
    }
    fn statics(&mut self, status: u32) {
        self.0.push(op::STATIC);
        self.0.extend_from_slice(&status.to_le_bytes());
    }
    /// A bot of the target's list of known names (`name` indexes it) choosing in `slot`.
    fn bot(&mut self, name: u8, seed: u64, slot: u8) {
        self.0.extend_from_slice(&[op::BOT, 0, 0, name]);
        self.0.extend_from_slice(&seed.to_le_bytes());
        self.0.push(slot);
    }
    /// A bot from raw name bytes, only created.
    fn raw_bot(&mut self, name: &[u8]) {
        self.0.extend_from_slice(&[op::BOT, 1, name.len() as u8]);
        self.0.extend_from_slice(name);
        self.0.extend_from_slice(&1u64.to_le_bytes());
    }
    /// A bot searching for `milliseconds` (0 to 2), choosing in `slot`.
    fn timed_bot(&mut self, milliseconds: u8, slot: u8) {
        self.0.extend_from_slice(&[op::BOT, 16, 0, 0, milliseconds]);
        self.0.extend_from_slice(&1u64.to_le_bytes());
        self.0.push(slot);
    }
    fn determinize(&mut self, slot: u8, player: u8, seed: u64, to: u8) {
        self.0.extend_from_slice(&[op::DETERMINIZE, slot, to << 1, player]);
        self.0.extend_from_slice(&seed.to_le_bytes());
    }
    /// A view handle of `player` in `slot`: `flags` bits 0-1 choose the source (0 the game, 1 its
    /// view JSON, 2 edited, 3 raw `text`), bit 2 a NULL out-pointer, bit 3 NULL arguments, bit 4
    /// a bot (`name` indexes the target's list) choosing, bit 5 the determinization kept in `to`.
    fn player_view(&mut self, slot: u8, flags: u8, player: u8, text: &[u8], seed: u64, capacity: u8, name: u8, to: u8) {
        self.0.extend_from_slice(&[op::PLAYER_VIEW, slot, flags, player]);
        match flags & 3 {
            2 => self.0.extend_from_slice(&[1, 30, 0, b'9']),
            3 => {
                self.0.extend_from_slice(&(text.len() as u16).to_le_bytes());
                self.0.extend_from_slice(text);
            }
            _ => {}
        }
        self.0.extend_from_slice(&seed.to_le_bytes());
        self.0.extend_from_slice(&[capacity, name, to]);
    }
    /// `ANY` sub-operation 0: a game of `kind` (past the last: refused) in `slot`.
    fn any_new(&mut self, kind: u8, players: u8, seed: u64, slot: u8) {
        self.0.extend_from_slice(&[op::ANY, 0, kind, players]);
        self.0.extend_from_slice(&seed.to_le_bytes());
        self.0.push(slot << 1);
    }
    /// `ANY` sub-operation 1: options of `kind`, `mode` 0 the defaults, 1 without field `field`,
    /// 2 edited, into `slot`.
    fn any_options(&mut self, kind: u8, players: u8, mode: u8, field: u8, slot: u8) {
        self.0.extend_from_slice(&[op::ANY, 1, kind, players, mode | slot << 2]);
        match mode {
            1 => self.0.push(field),
            2 => self.0.extend_from_slice(&[1, field, 0, b'7']),
            _ => {}
        }
        self.0.extend_from_slice(&5u64.to_le_bytes());
    }
    /// `ANY` sub-operation 2: a move of `slot` (a legal one by index, or a raw id with `raw`) for
    /// the seat to act plus `seat_offset`.
    fn any_play(&mut self, slot: u8, raw: bool, pick: u16, seat_offset: u8) {
        self.0.extend_from_slice(&[op::ANY, 2, slot, u8::from(raw)]);
        self.0.extend_from_slice(&pick.to_le_bytes());
        self.0.push(seat_offset);
    }
    /// `ANY` sub-operation 3: a view of `seat` of `slot`, `source` 0 the game, 1 its view JSON, 2
    /// edited, kept in `to`.
    fn any_view(&mut self, slot: u8, source: u8, seat: u8, to: u8) {
        self.0.extend_from_slice(&[op::ANY, 3, slot, source | to << 2, seat]);
        if source == 2 {
            self.0.extend_from_slice(&[1, 40, 0, b'0']);
        }
        self.0.extend_from_slice(&3u64.to_le_bytes());
    }
    /// `ANY` sub-operation 4: a bot of `kind` choosing in game slot `slot` (`from_view`: from view
    /// slot `slot`).
    fn any_bot(&mut self, kind: u8, name: u8, slot: u8, from_view: bool) {
        self.0.extend_from_slice(&[op::ANY, 4, kind, name]);
        self.0.extend_from_slice(&9u64.to_le_bytes());
        self.0.push(u8::from(from_view) | slot << 1);
    }
    /// `ANY` sub-operation 5: the outputs of `slot` (the state reloaded, edited when `edit`).
    fn any_outputs(&mut self, slot: u8, edit: bool, seat: u8) {
        self.0.extend_from_slice(&[op::ANY, 5, slot]);
        if edit {
            self.0.extend_from_slice(&[1, 12, 0, b'x']);
        } else {
            self.0.push(0);
        }
        self.0.push(seat);
        self.0.extend_from_slice(&11u64.to_le_bytes());
    }
}

fn c_api(root: &Path, games: &[Played], states: &[Game]) {
    let dir = target_dir(root, "c_api");
    for played in games.iter().take(5) {
        // The first 100 moves of a game through the C API, with every query along the way.
        let mut ops = Ops(Vec::new());
        let mut choose = Chooser(played.seed);
        ops.new_game(0, played.players, played.seed);
        for (n, (mv, game)) in played.moves.iter().zip(&played.states).take(100).enumerate() {
            match n % 10 {
                0 => ops.queries(0, 0),
                1 => ops.legal_moves(0, 0, 128),
                2 => ops.events(0, 0, 24),
                3 => ops.view(0, (n % 5) as u8),
                4 => ops.observation(0, 0),
                5 => ops.apply(0, choose.next(NUM_ACTIONS + 100) as u16),
                6 => ops.apply_for(0, (n % 6) as u8, 0),
                7 => ops.round_trip(0, 1, &[]),
                8 => ops.clone_game(0, 2),
                _ => ops.legal_moves(0, 0, (n % 4) as u8),
            }
            let index = game.legal_moves().iter().position(|m| m == mv).expect("listed");
            ops.apply_legal(0, index as u16);
        }
        ops.round_trip(0, 3, &[(300, b'7')]);
        ops.free(0);
        write(&dir, &format!("game-{}", played.name), &ops.0);
    }
    // Loaded states of every phase, played on.
    for (i, game) in states.iter().enumerate().step_by(3) {
        let mut ops = Ops(Vec::new());
        ops.raw_json(true, &game.to_json(), 1);
        for n in 0..12 {
            ops.legal_moves(1, 0, 128);
            ops.apply_legal(1, n);
            ops.events(1, 0, 24);
        }
        ops.queries(1, 0);
        write(&dir, &format!("state-{i}-{:?}", game.phase().kind()).to_lowercase(), &ops.0);
    }
    // NULL pointers everywhere, small buffers, unknown ids and statuses.
    let mut ops = Ops(Vec::new());
    ops.new_game(0, 9, 1);
    ops.new_game(1, 3, 1);
    for nulls in [1, 2, 4, 8, 16, 31] {
        ops.queries(1, nulls);
        ops.queries(4, nulls);
    }
    for (nulls, capacity) in [(1, 0), (1, 5), (2, 5), (0, 0), (0, 1)] {
        ops.legal_moves(1, nulls, capacity);
        ops.events(1, nulls, capacity);
    }
    for id in [0, 219, 809, 810, 1023] {
        ops.describe(id, 0);
        ops.describe(id, 3);
    }
    for status in [0, 11, 12, u32::MAX] {
        ops.statics(status);
    }
    ops.free(4);
    write(&dir, "nulls-and-buffers", &ops.0);
    // Options: the defaults, edited, and raw text.
    let mut ops = Ops(Vec::new());
    for players in 2..=5 {
        ops.with_options(players, &[], 0, u64::from(players));
        ops.queries(0, 0);
    }
    ops.with_options(4, &[(20, b'9')], 1, 3);
    let mut options = Options::new(3).expect("3");
    options.start_player = 2;
    options.milk_ones = 3;
    ops.raw_json(false, &serde_json::to_string(&options).expect("serializes"), 2);
    ops.raw_json(false, "{\"players\":4}", 2);
    write(&dir, "options", &ops.0);
    // States: a real one, then broken ones.
    let mut ops = Ops(Vec::new());
    let state = states[1].to_json();
    ops.raw_json(true, &state, 0);
    ops.apply_legal(0, 0);
    ops.raw_json(true, &state[..state.len() - 1], 1);
    ops.raw_json(true, &state.replacen("\"turn\":", "\"turn\":9", 1), 1);
    ops.round_trip(0, 1, &[(40, b'1'), (41, b'0')]);
    write(&dir, "states", &ops.0);
    // Bots of every known name choosing along a game, raw and timed bots, determinizations.
    let mut ops = Ops(Vec::new());
    ops.new_game(0, 4, 11);
    for n in 0..24u8 {
        ops.bot(n % 4, u64::from(n), 0);
        ops.apply_legal(0, u16::from(n));
        if n % 6 == 5 {
            ops.determinize(0, n % 4, u64::from(n), 1);
            ops.apply_legal(1, 0);
        }
    }
    for name in [&b"ismcts:9"[..], b"ismcts:100001", b"Greedy", b"gr\xffedy", b""] {
        ops.raw_bot(name);
    }
    ops.timed_bot(1, 0);
    ops.timed_bot(0, 0);
    ops.determinize(0, 7, 1, 2);
    write(&dir, "bots", &ops.0);
    // View handles of every seat along a game: from the game and from its view JSON, read,
    // listed, chosen from and determinized; edited and raw view text, a state as a view, NULLs.
    let mut ops = Ops(Vec::new());
    ops.new_game(0, 3, 5);
    for n in 0..30u8 {
        let flags = [0x10, 0x11, 0x30, 0x18, 0x12, 0x14][usize::from(n % 6)];
        ops.player_view(0, flags, n % 4, b"", u64::from(n), [128, 0, 3][usize::from(n % 3)], n % 3, 1);
        ops.apply_legal(0, u16::from(n));
    }
    let state = states.first().map(Game::to_json).unwrap_or_default();
    ops.player_view(0, 0x03, 0, state.as_bytes(), 1, 128, 0, 1);
    ops.player_view(0, 0x0B, 0, b"{\"format\":\"herr-der-ziegen/view\"}", 1, 128, 0, 1);
    ops.player_view(4, 0x08, 0, b"", 1, 0, 0, 1);
    write(&dir, "player-views", &ops.0);
    // The API of every game: for each kind, a game played with moves for the right and wrong
    // seats, views, bots of its own and another kind, outputs, and its options read strictly.
    for kind in 0..3u8 {
        let mut ops = Ops(Vec::new());
        ops.any_new(kind, 3, u64::from(kind) + 1, 0);
        ops.any_new(kind + 3, 3, 1, 1);
        for mode in 0..3 {
            ops.any_options(kind, mode, mode, mode, 1);
        }
        for n in 0..40u8 {
            ops.any_play(0, n % 9 == 8, u16::from(n) * 7, u8::from(n % 5 == 4));
            if n % 4 == 0 {
                ops.any_view(0, n % 3, n % 4, n % 2);
                ops.any_bot(if n % 8 == 0 { kind } else { (kind + 1) % 3 }, n % 4, n % 2, n % 3 == 0);
                ops.any_outputs(0, n % 8 == 4, n % 4);
            }
        }
        write(&dir, &format!("every-game-{kind}"), &ops.0);
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let games = games();
    actions(&root, &games);
    let states = states(&root, &games);
    views(&root, &states);
    bad_documents(&root);
    replays(&root, &games);
    c_api(&root, &games, &states);
    for target in ["actions", "state_json", "view_json", "replay_json", "c_api"] {
        let dir = root.join(target);
        let count = fs::read_dir(&dir).expect("written").count();
        println!("{}: {count} files", dir.display());
    }
}
