//! The constants every game shares: the mark of an absent value, the bots' budgets, and the
//! bounds over every game of the registry (`HDZ_MAX_*`), which size buffers
//! that fit any game.

use game_core::bots::{MAX_NAMED_ITERATIONS, MAX_SEARCH_TIME};
use game_core::MAX_SEATS;
use game_registry::dynamic;

/// Marks an absent seat, card, cell, kind or value in the fields of the plain structs
/// (`HdzHzView`, `HdzHzEvent`, `HdzZkView`, `HdzLbEvent`, ...) and a finished game's player to
/// act; `hdz_game_check` takes it for "the seat that decides now".
pub const HDZ_NONE: u8 = 255;
/// The largest budget `N` of the bot names `"ismcts:N"` and `"expert:N"` (`hdz_bot_new`): about a
/// second or more per decision.
pub const HDZ_MAX_BOT_ITERATIONS: u32 = 100_000;
/// The longest search `hdz_bot_new_timed` accepts, in milliseconds.
pub const HDZ_MAX_BOT_MILLISECONDS: u32 = 10_000;

const _: () = assert!(HDZ_MAX_BOT_ITERATIONS == MAX_NAMED_ITERATIONS);
const _: () = assert!(HDZ_MAX_BOT_MILLISECONDS as u128 == MAX_SEARCH_TIME.as_millis());
// `HDZ_NONE` is no seat of any game.
const _: () = assert!(HDZ_NONE as usize >= HDZ_MAX_SEATS);

/// Most seats of any game the library plays (Le Baron seats up to ten): `HdzOutcome::scores`
/// holds this many, and a per-seat buffer of this many fits every game.
pub const HDZ_MAX_SEATS: usize = 10;
/// The most action ids of any game: a buffer of this many (a legal-action mask, say) fits every
/// game's action space (`HdzGameKindInfo::num_actions` is each game's own).
pub const HDZ_MAX_NUM_ACTIONS: u32 = 810;
/// The most legal moves at one decision of any game: a buffer of this many ids always suffices
/// for `hdz_game_legal_moves` and `hdz_view_legal_moves`, whatever the game.
pub const HDZ_MAX_LEGAL_MOVES: usize = 128;
/// The longest observation tensor of any game: a buffer of this many floats always suffices for
/// `hdz_game_observation` and `hdz_view_observation`, whatever the game.
pub const HDZ_MAX_OBSERVATION_SIZE: usize = 4642;
/// The most events one move of any game causes: a buffer of this many typed events suffices for
/// each game's own event function (`hdz_hz_last_events`, `hdz_zk_last_events`,
/// `hdz_lb_last_events`).
pub const HDZ_MAX_EVENTS: usize = 32;

// The bounds are the registry's: a game that needs more fails the build here.
const _: () = assert!(HDZ_MAX_SEATS == MAX_SEATS && HDZ_MAX_SEATS == dynamic::MAX_PLAYERS);
const _: () = assert!(HDZ_MAX_NUM_ACTIONS as usize == dynamic::MAX_NUM_ACTIONS);
const _: () = assert!(HDZ_MAX_LEGAL_MOVES == dynamic::MAX_LEGAL_MOVES);
const _: () = assert!(HDZ_MAX_OBSERVATION_SIZE == dynamic::MAX_OBSERVATION_SIZE);
const _: () = assert!(HDZ_MAX_EVENTS == dynamic::MAX_EVENTS);
