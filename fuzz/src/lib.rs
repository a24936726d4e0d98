//! Shared pieces of the fuzz targets in `fuzz_targets/`: a byte reader, the drivers written once
//! over `GameRules` ([`generic`]), the games of the registry with what each adds ([`games`]: its
//! option bytes, its own invariants, its seeds), and the operation codes of the `c_api` target.
//!
//! Five targets take the input of one game, the game chosen by the input's first byte
//! ([`targets::fuzz_every_game`]): `actions`, `state_json`, `view_json`, `spectator_json` and
//! `replay_json`, each serving every game of the registry. Their checks are game-core's (`game_core::testing`, the
//! conformance suite the games' own tests run), with each game's own invariants (the file its
//! property tests use). A violation panics with the state as JSON, which libFuzzer reports as a
//! crash.

pub mod games;
pub mod generic;
pub mod steps;
pub mod targets;

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
    /// `hdz_game_events_for_json` with any seat number, and a spectator view handle made by
    /// `hdz_game_spectator_view` or loaded by `hdz_spectator_view_from_json` (the game's spectator
    /// view, edited, a seat's view, or raw bytes; for its kind or another), then every
    /// `hdz_spectator_view_*` call on it and NULL arguments to them.
    pub const SPECTATOR: u8 = 22;
    /// Number of operations.
    pub const COUNT: u8 = 23;
}
