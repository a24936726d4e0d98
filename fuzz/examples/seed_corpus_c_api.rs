//! Writes the seed corpus of the `c_api` fuzz target into `fuzz/corpus/c_api/`: for every kind
//! of game the registry lists, games played through the C API with every query along the way,
//! options as written, without a field and edited, saved states loaded as their kind and as
//! another, view handles from every source, bots of the kind and of another choosing in games
//! and from views (the expert estimating moves too), and each game's typed extras; and one input
//! of NULL pointers, small buffers and unknown numbers. The byte layouts are those the modules of `fuzz_targets/c_api/` read.
//! The inputs are fixed bytes, so the output is always the same; files are replaced, never
//! deleted.
//!
//! ```sh
//! cd fuzz && cargo run --example seed_corpus_c_api
//! ```

use std::fs;
use std::path::Path;

use game_registry::dynamic::kind_at;
use herr_der_ziegen_fuzz::op;

/// Encodes `c_api` operations.
struct Ops(Vec<u8>);

impl Ops {
    fn bytes(&mut self, bytes: &[u8]) -> &mut Ops {
        self.0.extend_from_slice(bytes);
        self
    }

    fn seed(&mut self, seed: u64) -> &mut Ops {
        self.bytes(&seed.to_le_bytes())
    }

    fn new_game(&mut self, kind: u8, slot: u8, players: u8, seed: u64) {
        self.bytes(&[op::NEW, kind, slot << 1, players]).seed(seed);
    }

    /// Default options as written (`mode` 0), without field `detail` (1), or with `detail` edits
    /// (2) at fixed places.
    /// The bytes of an edit (the target reads `EDIT_BYTES` = 10 of them): a count, then places
    /// and bytes, padded.
    fn edits(&mut self, edits: &[(u16, u8)]) -> &mut Ops {
        assert!(edits.len() <= 3);
        let start = self.0.len();
        self.bytes(&[edits.len() as u8]);
        for &(at, byte) in edits {
            self.bytes(&at.to_le_bytes()).bytes(&[byte]);
        }
        self.0.resize(start + 10, 0);
        self
    }

    /// Default options as written (`mode` 0), without field number `detail` (1), or with
    /// `detail % 4` edits (2).
    fn with_options(&mut self, kind: u8, players: u8, mode: u8, detail: u8, slot: u8, seed: u64) {
        self.bytes(&[op::WITH_OPTIONS, kind, 0, players, mode]);
        if mode == 1 {
            let start = self.0.len();
            self.bytes(&[detail]).0.resize(start + 10, 0);
        } else {
            let edits: Vec<(u16, u8)> = (0..detail % 4).map(|n| (u16::from(n) * 7 + 3, b'9')).collect();
            self.edits(&edits);
        }
        self.bytes(&[slot << 1]).seed(seed);
    }

    fn raw_options(&mut self, kind: u8, text: &str, slot: u8, seed: u64) {
        self.bytes(&[op::WITH_OPTIONS_RAW, kind]).bytes(&(text.len() as u16).to_le_bytes());
        self.bytes(text.as_bytes()).bytes(&[slot << 1]).seed(seed);
    }

    fn raw_state(&mut self, kind: u8, text: &str, slot: u8) {
        // The target reads at most 4096 bytes of raw text.
        let text = &text[..text.len().min(4095)];
        self.bytes(&[op::FROM_JSON_RAW, kind]).bytes(&(text.len() as u16).to_le_bytes());
        self.bytes(text.as_bytes()).bytes(&[slot]).seed(0);
    }

    /// A state loaded again into slot `to`: as its kind or (`other`) another, with `edits`.
    fn round_trip(&mut self, from: u8, other: bool, edits: &[(u16, u8)], to: u8) {
        self.bytes(&[op::JSON_ROUND_TRIP, from, u8::from(other) << 1]).edits(edits).bytes(&[to]);
    }

    fn clone_game(&mut self, from: u8, to: u8) {
        self.bytes(&[op::CLONE, from, to << 1]);
    }

    fn free(&mut self, slot: u8) {
        self.bytes(&[op::FREE, slot]);
    }

    fn queries(&mut self, slot: u8, nulls: u8) {
        self.bytes(&[op::QUERIES, slot, nulls]);
    }

    fn legal_moves(&mut self, slot: u8, nulls: u8, capacity: u8) {
        self.bytes(&[op::LEGAL_MOVES, slot, nulls, capacity]);
    }

    fn apply_legal(&mut self, slot: u8, index: u16) {
        self.bytes(&[op::APPLY_LEGAL, slot, 0, 0]).bytes(&index.to_le_bytes());
    }

    fn apply(&mut self, slot: u8, id: u16) {
        self.bytes(&[op::APPLY, slot, 0, 0]).bytes(&id.to_le_bytes());
    }

    /// A legal move (by index) for `seat` (12: `HDZ_NONE`), which may not be the seat to act.
    fn apply_for(&mut self, slot: u8, seat: u8, index: u16) {
        self.bytes(&[op::APPLY_FOR, slot, 0x20, seat]).bytes(&index.to_le_bytes());
    }

    fn events(&mut self, slot: u8, nulls: u8, capacity: u8) {
        // Without a game, the typed events of kind 0 refuse NULL.
        self.bytes(&[op::EVENTS, slot, nulls, capacity, 0]);
    }

    fn view_json(&mut self, slot: u8, seat: u8) {
        self.bytes(&[op::VIEW_JSON, slot, 0, seat]);
    }

    fn observation(&mut self, slot: u8, seat: u8) {
        self.bytes(&[op::OBSERVATION, slot, 2, seat]);
    }

    fn describe(&mut self, slot: u8, id: u16, nulls: u8) {
        self.bytes(&[op::DESCRIBE, slot, nulls]).bytes(&id.to_le_bytes());
    }

    fn statics(&mut self, flags: u8, status: u32, kind: u8, phase: u8) {
        self.bytes(&[op::STATIC, flags]).bytes(&status.to_le_bytes()).bytes(&[kind, phase]);
    }

    /// A bot of `kind` named by index into the target's names, choosing in game `slot` or (with
    /// `from_view`) from view `slot`.
    fn bot(&mut self, kind: u8, name: u8, seed: u64, slot: u8, from_view: bool) {
        self.bytes(&[op::BOT, if from_view { 64 } else { 0 }, kind, 0, name]).seed(seed).bytes(&[0, slot, 0]);
    }

    /// A bot of `kind` named by index into the target's names, estimating the moves of view
    /// `slot` (`slot & 8`: into a buffer of `slot % 7` estimates).
    fn analysing_bot(&mut self, kind: u8, name: u8, seed: u64, slot: u8) {
        self.bytes(&[op::BOT, 64 | 128, kind, 0, name]).seed(seed).bytes(&[0, slot, 0]);
    }

    fn raw_bot(&mut self, kind: u8, name: &[u8]) {
        self.bytes(&[op::BOT, 1, kind, name.len() as u8]).bytes(name).seed(1).bytes(&[0, 0, 0]);
    }

    fn timed_bot(&mut self, kind: u8, milliseconds: u8, slot: u8) {
        self.bytes(&[op::BOT, 16, kind, 0, 0]).seed(1).bytes(&[milliseconds, slot, 0]);
    }

    fn determinize(&mut self, slot: u8, seat: u8, seed: u64, to: u8) {
        self.bytes(&[op::DETERMINIZE, slot, to << 1, seat]).seed(seed);
    }

    fn scores(&mut self, slot: u8, nulls: u8) {
        self.bytes(&[op::SCORES, slot, nulls]);
    }

    /// The typed extras of the game in `slot` (or, `other`, of kind `kind`): a seat's view struct,
    /// a card, then `own` bytes for what only the game has.
    fn typed(&mut self, slot: u8, other: Option<u8>, seat: u8, card: u8, own: &[u8]) {
        let flags = if other.is_some() { 2 } else { 0 };
        self.bytes(&[op::TYPED, slot, flags, other.unwrap_or(0), seat]).seed(u64::from(seat) + 1).bytes(&[card]);
        // The game's own extras read 12 bytes.
        assert!(own.len() <= 12);
        let start = self.0.len();
        self.bytes(own).0.resize(start + 12, 0);
    }

    /// A view handle of seat `seat` from the source in `flags & 3` (0: the game, 1: its view
    /// JSON, 2: edited, 3: raw `text`), with the other `flags` (16: NULL arguments, 32: a
    /// determinization), loaded as kind `kind` if given (as the game's otherwise), kept in view
    /// slot `to`.
    fn view(&mut self, slot: u8, flags: u8, seat: u8, text: &[u8], to: u8, kind: Option<u8>) {
        let other = if kind.is_some() { 8 } else { 0 };
        self.bytes(&[op::VIEW, slot, flags | other, seat, to, kind.unwrap_or(0)]);
        match flags & 3 {
            3 => {
                self.bytes(&(text.len() as u16).to_le_bytes()).bytes(text);
            }
            2 => {
                self.edits(&[(40, b'7')]);
            }
            _ => {}
        }
        // The legal moves' capacity, an action id, the seeds of the NULL checks and the sample.
        self.bytes(&[128]).bytes(&5u32.to_le_bytes()).seed(7).seed(u64::from(seat) + 3);
    }

    /// The events of the game in `slot` as `player` knows them, and a spectator view handle from
    /// the source in `flags & 3` (0: the game, 1: its spectator view JSON, 2: edited, 3: raw
    /// `text`), with the other `flags` (8: events to a NULL out-pointer, 32: a seat's view as the
    /// JSON, 64: NULL arguments), loaded as kind `kind` if given (as the game's otherwise).
    fn spectator(&mut self, slot: u8, flags: u8, player: u8, text: &[u8], kind: Option<u8>) {
        let other = if kind.is_some() { 16 } else { 0 };
        self.bytes(&[op::SPECTATOR, slot, flags | other, player, kind.unwrap_or(0)]);
        match flags & 3 {
            3 => {
                self.bytes(&(text.len() as u16).to_le_bytes()).bytes(text);
            }
            2 => {
                self.edits(&[(30, b'9')]);
            }
            _ => {}
        }
    }
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    fs::write(dir.join(name), bytes).unwrap_or_else(|e| panic!("writing {name}: {e}"));
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/c_api");
    fs::create_dir_all(&dir).expect("create the corpus directory");
    let count = (0..).take_while(|&k| kind_at(k).is_ok()).count() as u8;
    for k in 0..count {
        let kind = kind_at(u32::from(k)).expect("listed");
        let info = kind.info();
        let (fewest, most) = (info.min_players, info.max_players);
        let name = kind.name();

        // A game played through the C API with every query along the way: moves by index, raw
        // ids and for other seats, round trips, clones, views, bots and typed extras.
        for (players, seed) in [(fewest, 7u64), (most, 42)] {
            let mut ops = Ops(Vec::new());
            ops.new_game(k, 0, players, seed);
            for n in 0..120u16 {
                let b = n as u8;
                match n % 16 {
                    0 => ops.queries(0, 0),
                    1 => ops.legal_moves(0, 0, 128),
                    2 => ops.events(0, 0, 32),
                    3 => ops.view_json(0, b % players),
                    4 => ops.observation(0, b % players),
                    5 => ops.apply(0, n * 13 % (info.num_actions as u16 + 20)),
                    6 => ops.apply_for(0, b % (players + 1), n),
                    7 => ops.round_trip(0, false, &[], 1),
                    8 => ops.clone_game(0, 2),
                    9 => ops.describe(0, n * 7, 0),
                    10 => ops.scores(0, 0),
                    11 => ops.typed(0, None, b % players, b, &[b, b, b, b]),
                    12 => ops.view(0, ((b / 16) % 2) | 32, b % players, b"", b, None),
                    13 => ops.bot(k, b % 4, u64::from(n), [0, 1][usize::from(b / 16 % 2)], b / 16 % 2 == 1),
                    14 => ops.determinize(0, b % players, u64::from(n), 3),
                    _ => ops.legal_moves(0, 0, b % 4),
                }
                ops.apply_legal(0, n * 3);
            }
            ops.free(0);
            write(&dir, &format!("play-{name}-{players}p"), &ops.0);
        }

        // Options: the defaults as written for every player count, without each field in turn,
        // edited, and raw text.
        let mut ops = Ops(Vec::new());
        for players in fewest..=most {
            ops.with_options(k, players, 0, 0, 0, u64::from(players));
            ops.queries(0, 0);
        }
        for field in 0..6 {
            ops.with_options(k, fewest, 1, field, 1, 1);
        }
        ops.with_options(k, most, 2, 3, 2, 3);
        let defaults = kind.default_options_json(u32::from(fewest)).expect("defaults");
        ops.raw_options(k, &defaults, 3, 5);
        ops.raw_options(k, &format!("{{\"players\":{most}}}"), 3, 5);
        ops.raw_options(k + 1, &defaults, 3, 5);
        write(&dir, &format!("options-{name}"), &ops.0);

        // Saved states at several depths, loaded as their kind, edited and as another kind, then
        // played on; a state's text as raw bytes.
        let mut ops = Ops(Vec::new());
        ops.new_game(k, 0, most, 11);
        for depth in 0..6u16 {
            for n in 0..depth * 7 {
                ops.apply_legal(0, n);
            }
            ops.round_trip(0, false, &[], 1);
            ops.round_trip(0, true, &[], 2);
            ops.round_trip(0, false, &[(30 + depth * 11, b'3')], 2);
            ops.apply_legal(1, depth);
            ops.events(1, 0, 32);
            ops.queries(1, 0);
        }
        let mut game = kind.new_game(u32::from(fewest), 3).expect("a game");
        let state = game.to_json();
        ops.raw_state(k, &state, 3);
        ops.raw_state(k, &state[..state.len() / 2], 3);
        let mut ids = [0; game_registry::dynamic::MAX_LEGAL_MOVES];
        let legal = game.legal_ids(&mut ids);
        game.apply(None, ids[legal - 1]).expect("a legal move");
        ops.raw_state(k, &game.to_json(), 3);
        write(&dir, &format!("states-{name}"), &ops.0);

        // View handles of every seat from every source, NULL arguments, a state as a view, bots
        // of the kind and of another choosing from them.
        let mut ops = Ops(Vec::new());
        ops.new_game(k, 0, most, 5);
        for n in 0..24u8 {
            ops.view(0, (n % 3) | [0, 16, 32][usize::from(n % 3)], n % most, b"", n, None);
            ops.bot(if n % 4 == 0 { (k + 1) % count } else { k }, n % 4, u64::from(n), n % 4, true);
            // The expert's estimates (name 4, `expert:5`), into a full or a short buffer, and
            // the greedy bot's refusal.
            ops.analysing_bot(k, [4, 4, 1][usize::from(n % 3)], u64::from(n), (n % 4) | [0, 8][usize::from(n / 4 % 2)]);
            ops.apply_legal(0, u16::from(n) * 5);
        }
        ops.view(0, 1, most + 1, b"", 1, None);
        ops.view(0, 1, 0, b"", 1, Some((k + 1) % count));
        let view = kind.new_game(u32::from(fewest), 9).expect("a game").view(0).to_json();
        ops.view(4, 3, 0, view.as_bytes(), 2, Some(k));
        ops.view(4, 3 | 16, 0, format!("{{\"format\":\"{name}/view\"}}").as_bytes(), 2, Some(k));
        write(&dir, &format!("views-{name}"), &ops.0);

        // Spectators along a game: the events as every seat, a spectator and seats of no game
        // know them, spectator views from every source, a seat's view and another kind's.
        let mut ops = Ops(Vec::new());
        ops.new_game(k, 0, most, 17);
        for n in 0..30u8 {
            let player = if n % 5 == 4 { 12 } else { n % (most + 2) };
            ops.spectator(0, (n % 3) | [0, 64, 8][usize::from(n % 3)], player, b"", None);
            ops.apply_legal(0, u16::from(n) * 7);
        }
        ops.spectator(0, 1 | 32, 0, b"", None);
        ops.spectator(0, 1, 0, b"", Some((k + 1) % count));
        let spectator = kind.new_game(u32::from(fewest), 9).expect("a game").spectator_view().to_json();
        ops.spectator(4, 3, 0, spectator.as_bytes(), Some(k));
        ops.spectator(4, 3 | 64, 0, format!("{{\"format\":\"{name}/spectator-view\"}}").as_bytes(), Some(k));
        write(&dir, &format!("spectators-{name}"), &ops.0);

        // Bots of every known name choosing along a game, raw and timed bots, bots of another
        // kind; determinizations played on.
        let mut ops = Ops(Vec::new());
        ops.new_game(k, 0, fewest, 11);
        for n in 0..24u8 {
            ops.bot(k, n % 4, u64::from(n), 0, false);
            ops.apply_legal(0, u16::from(n));
            if n % 6 == 5 {
                ops.determinize(0, n % fewest, u64::from(n), 1);
                ops.apply_legal(1, 0);
                ops.bot((k + 1) % count, 0, 1, 1, false);
            }
        }
        for name in [&b"ismcts:9"[..], b"ismcts:100001", b"Greedy", b"gr\xffedy", b""] {
            ops.raw_bot(k, name);
        }
        ops.timed_bot(k, 1, 0);
        ops.timed_bot(k, 0, 0);
        ops.timed_bot(count, 1, 0);
        write(&dir, &format!("bots-{name}"), &ops.0);

        // The typed extras: every seat's view struct along a game, cards in and out of range,
        // another kind's extras on this game, and what only the game has (each sub-operation).
        let mut ops = Ops(Vec::new());
        ops.new_game(k, 0, most, 13);
        for n in 0..40u8 {
            let own = [n % 4, n.wrapping_mul(37), n, n % 3, n];
            ops.typed(0, (n % 8 == 7).then_some((k + 1) % count), n % most, n.wrapping_mul(3), &own);
            ops.events(0, 0, n % 6);
            ops.apply_legal(0, u16::from(n) * 3);
        }
        write(&dir, &format!("typed-{name}"), &ops.0);
    }

    // NULL pointers everywhere, small buffers, unknown kinds, ids, statuses and phases.
    let mut ops = Ops(Vec::new());
    ops.new_game(count, 0, 3, 1);
    ops.new_game(0, 0, 99, 1);
    ops.new_game(1, 1, 4, 1);
    for nulls in [1, 2, 4, 8, 16, 32, 63] {
        ops.queries(1, nulls);
        ops.queries(4, nulls);
        ops.scores(1, nulls % 4);
    }
    for (nulls, capacity) in [(1, 0), (1, 5), (2, 5), (0, 0), (0, 1)] {
        ops.legal_moves(1, nulls, capacity);
        ops.events(1, nulls, capacity);
        ops.events(4, nulls, capacity);
    }
    for id in [0, 51, 119, 809, 810, 1023] {
        ops.describe(1, id, 0);
        ops.describe(1, id, 1);
        ops.describe(4, id, 0);
    }
    for (flags, status, kind, phase) in [(0, 0, 0, 0), (0, 11, 1, 3), (1, 12, 2, 9), (2, u32::MAX, count, 0)] {
        ops.statics(flags, status, kind, phase);
    }
    ops.view(4, 16, 0, b"", 0, Some(0));
    ops.typed(4, Some(0), 0, 0, &[0, 0, 0]);
    ops.free(4);
    write(&dir, "nulls-and-buffers", &ops.0);

    let files = fs::read_dir(&dir).expect("written").count();
    println!("{}: {files} files", dir.display());
}
