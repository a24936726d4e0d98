//! Shared pieces of the fuzz targets in `fuzz_targets/`: a byte reader, the input formats (the
//! `hz_actions` target's here, the `zk_*` and `lb_*` targets' in [`generic`] and [`options`]), the
//! operation codes of the `c_api` target, and the decoders of each game ([`games`]).
//!
//! The checks are game-core's (`game_core::testing`, the conformance suite the games' own tests
//! run): the targets decode an input and call them, through the drivers of [`generic`], written
//! once over `GameRules` for every game. Herr der Ziegen adds its own invariants
//! ([`check_cards_and_counts`]: every card in exactly one place, removed kinds in the box, at most
//! 10 small goats per player, hand sizes). A violation panics with the state as JSON, which
//! libFuzzer reports as a crash.

pub mod games;
pub mod generic;
pub mod options;

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, GoatKind, KindStatus, Options, NUM_ACTIONS, NUM_CARDS};

/// Most small goats a player has.
pub const GOATS_PER_PLAYER: usize = 10;

/// Reads numbers from fuzzer bytes; past the end every read gives zeros, so any input decodes.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
}

impl<'a> Reader<'a> {
    /// A reader over `data`.
    pub fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data }
    }

    /// Whether every byte was read.
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The next byte, or 0 past the end.
    pub fn u8(&mut self) -> u8 {
        match self.data.split_first() {
            Some((&b, rest)) => {
                self.data = rest;
                b
            }
            None => 0,
        }
    }

    /// The next two bytes, little-endian.
    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    /// The next four bytes, little-endian.
    pub fn u32(&mut self) -> u32 {
        u32::from_le_bytes([self.u8(), self.u8(), self.u8(), self.u8()])
    }

    /// The next eight bytes, little-endian.
    pub fn u64(&mut self) -> u64 {
        u64::from(self.u32()) | (u64::from(self.u32()) << 32)
    }

    /// The next `len` bytes, fewer at the end.
    pub fn bytes(&mut self, len: usize) -> &'a [u8] {
        let (head, rest) = self.data.split_at(len.min(self.data.len()));
        self.data = rest;
        head
    }
}

// ----- the `hz_actions` target's input -----
//
// Header: one byte `b0` (players `2 + (b0 & 3)`; bit 7 set: custom options follow), the seed as
// 8 bytes little-endian, then (custom options only) 6 option bytes and a layout byte with, if its
// bit 0 is set, one track position per player. Then steps, one tag byte each:
//
// | tag            | step                                                                      |
// |----------------|---------------------------------------------------------------------------|
// | `0x00..=0xBF`  | play the legal move at index `tag % count` (none once the game is over)   |
// | `0xC0..=0xF7`  | action id `(((tag - 0xC0) << 8) | next byte) % ACTION_SPAN`               |
// | `0xF8..=0xFB`  | `apply_for(seat, legal move)`: seat byte `% 6`, then a legal index byte   |
// | `0xFC..=0xFE`  | any `u32` action id: 4 bytes little-endian                                |
// | `0xFF`         | compare `check` of every action id with the legal list                    |

/// First tag byte of a raw action id step.
pub const TAG_ACTION: u8 = 0xC0;
/// First tag byte of an `apply_for` step.
pub const TAG_APPLY_FOR: u8 = 0xF8;
/// First tag byte of a `u32` action id step.
pub const TAG_WIDE_ACTION: u8 = 0xFC;
/// The tag of a full `check` sweep.
pub const TAG_CHECK_ALL: u8 = 0xFF;
/// Raw action ids are taken modulo this: every id plus 90 unknown ones.
pub const ACTION_SPAN: u32 = NUM_ACTIONS as u32 + 90;

/// One step of a `hz_actions` input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Play the legal move at this index modulo the number of legal moves.
    Legal(u8),
    /// Apply this action id (accepted exactly when listed).
    Action(u32),
    /// Apply the legal move at `index` (modulo the count) on behalf of `seat`.
    ApplyFor {
        /// The seat claimed, `0..6` (may be no seat of the game).
        seat: u8,
        /// Legal move index.
        index: u8,
    },
    /// Check every action id against the legal list.
    CheckAll,
}

/// The game a `hz_actions` input sets up: options (default or derived from bytes) and seed.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The options (possibly invalid: then setup must fail cleanly).
    pub options: Options,
    /// The seed.
    pub seed: u64,
}

/// Reads the header of a `hz_actions` input.
pub fn read_setup(r: &mut Reader<'_>) -> Setup {
    let b0 = r.u8();
    let players = 2 + (b0 & 3);
    let seed = r.u64();
    let mut options = Options::new(players).expect("2 to 5 players");
    if b0 & 0x80 != 0 {
        options.start_player = r.u8() % players;
        options.milk_ones = r.u8() % 18;
        options.removal.kinds = r.u8() % 19;
        options.removal.dogs = r.u8() % 17;
        options.removal.milk_ones = r.u8() % 17;
        options.removal.milk_twos = r.u8() % 17;
        let layout = r.u8();
        if layout & 1 != 0 {
            // A layout from track positions: sorted positions are clockwise; cells may repeat
            // (corners) or be too few, which validation must refuse.
            let grid = if layout & 2 != 0 { 6 } else { 7 };
            let track = herr_der_ziegen::Track::new(grid);
            let mut positions: Vec<u8> = (0..players).map(|_| r.u8() % track.len()).collect();
            positions.sort_unstable();
            options.layout.grid_size = grid;
            options.layout.stables = positions.iter().map(|&p| track.cell(p)).collect();
        }
    }
    Setup { options, seed }
}

/// Writes a `hz_actions` header for default options.
pub fn write_default_setup(out: &mut Vec<u8>, players: u8, seed: u64) {
    assert!((2..=5).contains(&players));
    out.push(players - 2);
    out.extend_from_slice(&seed.to_le_bytes());
}

/// Writes a `hz_actions` header with custom options (values at or above the moduli of
/// [`read_setup`] are reduced): the default layout for `layout: None`, else the grid side and one
/// track position per player.
pub fn write_custom_setup(out: &mut Vec<u8>, options: &Options, seed: u64, layout: Option<(u8, &[u8])>) {
    assert!((2..=5).contains(&options.players));
    out.push(0x80 | (options.players - 2));
    out.extend_from_slice(&seed.to_le_bytes());
    let r = options.removal;
    out.extend_from_slice(&[options.start_player, options.milk_ones, r.kinds, r.dogs, r.milk_ones, r.milk_twos]);
    match layout {
        None => out.push(0),
        Some((grid, positions)) => {
            assert_eq!(positions.len(), usize::from(options.players));
            out.push(if grid == 6 { 3 } else { 1 });
            out.extend_from_slice(positions);
        }
    }
}

/// Reads the next step of a `hz_actions` input, `None` at the end.
pub fn read_step(r: &mut Reader<'_>) -> Option<Step> {
    if r.is_empty() {
        return None;
    }
    Some(match r.u8() {
        tag @ 0..TAG_ACTION => Step::Legal(tag),
        tag @ TAG_ACTION..TAG_APPLY_FOR => {
            Step::Action(((u32::from(tag - TAG_ACTION) << 8) | u32::from(r.u8())) % ACTION_SPAN)
        }
        TAG_APPLY_FOR..TAG_WIDE_ACTION => Step::ApplyFor { seat: r.u8() % 6, index: r.u8() },
        TAG_WIDE_ACTION..TAG_CHECK_ALL => Step::Action(r.u32()),
        TAG_CHECK_ALL => Step::CheckAll,
    })
}

/// Writes a step in the format [`read_step`] reads. `Legal` indices must be below `0xC0`.
pub fn write_step(out: &mut Vec<u8>, step: Step) {
    match step {
        Step::Legal(index) => {
            assert!(index < TAG_ACTION);
            out.push(index);
        }
        Step::Action(id) if id < ACTION_SPAN => {
            out.push(TAG_ACTION + (id >> 8) as u8);
            out.push(id as u8);
        }
        Step::Action(id) => {
            out.push(TAG_WIDE_ACTION);
            out.extend_from_slice(&id.to_le_bytes());
        }
        Step::ApplyFor { seat, index } => out.extend_from_slice(&[TAG_APPLY_FOR, seat, index]),
        Step::CheckAll => out.push(TAG_CHECK_ALL),
    }
}

// ----- the `c_api` target's operations -----

/// Operation codes of the `c_api` target (the first byte of each operation, modulo
/// [`op::COUNT`]); the bytes that follow are described in `fuzz_targets/c_api/` (one module per
/// concern, like the C API's own modules). Every operation serves every kind of game: the kind is
/// the game handle's, or a byte of the input where a call takes one.
pub mod op {
    /// `hdz_game_new` with any kind number and player count.
    pub const NEW: u8 = 0;
    /// `hdz_default_options_json`, then `hdz_game_with_options` on it: as written, without one
    /// field, or edited.
    pub const WITH_OPTIONS: u8 = 1;
    /// `hdz_game_with_options` on raw bytes.
    pub const WITH_OPTIONS_RAW: u8 = 2;
    /// `hdz_game_from_json` on raw bytes.
    pub const FROM_JSON_RAW: u8 = 3;
    /// `hdz_game_to_json`, then `hdz_game_from_json` on it (its kind or another), possibly edited.
    pub const JSON_ROUND_TRIP: u8 = 4;
    /// `hdz_game_clone`.
    pub const CLONE: u8 = 5;
    /// `hdz_game_free`.
    pub const FREE: u8 = 6;
    /// The small queries: kind, players, player to act, is over, phase (and its name), turn.
    pub const QUERIES: u8 = 7;
    /// `hdz_game_legal_moves` with a chosen capacity.
    pub const LEGAL_MOVES: u8 = 8;
    /// `hdz_game_is_legal`, `hdz_game_check` and `hdz_game_apply` with an action id.
    pub const APPLY: u8 = 9;
    /// The same with a legal move.
    pub const APPLY_LEGAL: u8 = 10;
    /// `hdz_game_check` for a seat and `hdz_game_apply_for`.
    pub const APPLY_FOR: u8 = 11;
    /// `hdz_game_last_events_json` and the typed events of the game's kind.
    pub const EVENTS: u8 = 12;
    /// `hdz_game_view_json`.
    pub const VIEW_JSON: u8 = 13;
    /// `hdz_game_observation`.
    pub const OBSERVATION: u8 = 14;
    /// `hdz_game_describe_action` with any id.
    pub const DESCRIBE: u8 = 15;
    /// `hdz_status_name`, `hdz_version`, `hdz_game_kind_info` and `hdz_phase_name` with any
    /// numbers.
    pub const STATIC: u8 = 16;
    /// `hdz_bot_new` (a known name or raw bytes, any kind number) or `hdz_bot_new_timed`, then
    /// `hdz_bot_kind`, a choice in a game or from a view, and `hdz_bot_free`.
    pub const BOT: u8 = 17;
    /// `hdz_game_determinize`.
    pub const DETERMINIZE: u8 = 18;
    /// `hdz_game_scores_json` and `hdz_game_outcome`.
    pub const SCORES: u8 = 19;
    /// The typed extras of a game's kind (or of another kind, which refuses the game): its view
    /// struct, its card information, and what only that game has (Herr der Ziegen's move
    /// constructors and scores, Ziegen Kriegen's hill cards).
    pub const TYPED: u8 = 20;
    /// A view handle, made by `hdz_game_view` or loaded by `hdz_view_from_json` (the game's view
    /// JSON, edited, a state, or raw bytes; for its kind or another), then every `hdz_view_*`
    /// call on it, its typed view struct, a bot's choice from it and a determinization,
    /// compared with the Rust engine; NULL arguments to each.
    pub const VIEW: u8 = 21;
    /// Number of operations.
    pub const COUNT: u8 = 22;
}

// ----- invariant checks -----

/// Panics with `what` and the state when `ok` is false.
#[track_caller]
fn ensure(ok: bool, game: &Game, what: impl FnOnce() -> String) {
    if !ok {
        panic!("invariant violated: {}\nstate: {}", what(), game.to_json());
    }
}

/// Herr der Ziegen's own invariants (those of its property tests): card conservation, removed
/// kinds in the box, small goats, hand sizes, the scores.
pub fn check_cards_and_counts(game: &Game) {
    let counts = game.card_place_counts();
    ensure(counts.iter().all(|&n| n == 1), game, || format!("every card in exactly one place: {counts:?}"));
    let places = game.locate_all();
    ensure(places.iter().all(Option::is_some), game, || "locate_all finds every card".into());
    ensure(places.len() == NUM_CARDS, game, || "121 cards".into());
    for kind in GoatKind::all() {
        if game.kind_status(kind) == KindStatus::Removed {
            ensure(game.boxed().and(kind.cards()) == kind.cards(), game, || format!("removed kind {kind} in the box"));
        }
    }
    let players = game.players();
    ensure((2..=5).contains(&players), game, || format!("{players} players"));
    for p in 0..players {
        let marks = game.cells().filter(|&c| game.mark_at(c) == Some(p)).count();
        ensure(marks <= GOATS_PER_PLAYER, game, || format!("player {p} has {marks} small goats out"));
        ensure(game.supply(p) + marks == GOATS_PER_PLAYER, game, || format!("player {p}'s supply and marks make 10"));
        let hand = game.hand(p).count();
        if !game.is_over() {
            let expected = if p == game.active_player() { 1..=2 } else { 2..=2 };
            ensure(expected.contains(&hand), game, || format!("player {p} holds {hand} cards"));
        }
    }
    ensure(game.current_player().is_none() == game.is_over(), game, || "a current player exactly while running".into());
    // Scores are defined at any time.
    let scores = game.scores();
    ensure(scores.per_player().len() == usize::from(players), game, || "a score per player".into());
}
