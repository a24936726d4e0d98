//! Fuzz target `c_api`: sequences of calls into the C ABI (`ffi-c`), called from Rust through the
//! crate's rlib exactly as a C program would call them.
//!
//! The input is a list of operations (codes in `src/lib.rs`, `op`; one module here per handle type
//! and concern, like the C API's own modules) on up to four game handles:
//! creating games from player counts, options JSON (the defaults, edited, or raw bytes) and state
//! JSON (a game's own, edited, or raw bytes), cloning, freeing, querying, listing legal moves into
//! buffers of any capacity, applying any action id for any player, reading events, views (JSON
//! and typed) and observations, describing action ids and cards, making bots (known names and raw
//! bytes) and letting them choose, determinizing for a seat, and view handles (made from a game or
//! loaded from view JSON, the game's own, edited, or raw bytes) read, listed, chosen from and
//! determinized. Every pointer argument is NULL in some calls and valid in the others, never
//! dangling (that is undefined behaviour by the API's contract).
//!
//! What it checks, because C and C++ programs rely on the conventions of `docs/c-api.md`:
//! * no call panics (`HDZ_PANIC`; a panic also aborts the fuzzer), under AddressSanitizer;
//! * the status is the one the arguments call for (NULL pointers, player counts, seats, buffer
//!   sizes, action ids), and `hdz_last_error_message` is empty exactly after a success;
//! * out-parameters are written only on success (except the count of `HDZ_BUFFER_TOO_SMALL`);
//! * `hdz_game_check` and `hdz_game_apply` agree with the legal move list, and a failed apply
//!   changes neither the state nor the last events;
//! * state JSON, view JSON and clones round-trip; the legal moves match the Rust engine's;
//! * a bot chooses a legal move and changes nothing; a determinization keeps the seat's view;
//! * a typed view places every card exactly once and is byte for byte that of a determinization
//!   for its seat;
//! * a view handle loads exactly the views the Rust engine loads (with the status its error calls
//!   for), and its typed view, JSON, legal moves, bot choices and determinizations are the Rust
//!   engine's for that view;
//! * after every call, `hdz_last_error_message_copy` (a size query, then a copy) gives the message
//!   and leaves it unchanged;
//! * the move constructors (`hdz_action_play`, `_take`, `_mark`, `_dog`, `_pass_dog`, `_answer`,
//!   `_from_move`) invert `hdz_action_describe` and accept exactly the arguments that name a move;
//! * the player to act is `HDZ_NONE` with `HDZ_OK` once the game is over, while the deprecated
//!   `hdz_game_current_player` keeps answering `HDZ_GAME_OVER`; the deprecated view names do what
//!   the new ones do;
//! * a size query (NULL buffer, capacity 0) is never `HDZ_NULL_POINTER`, and the bytes of written
//!   events do not depend on what the buffer held.
//!
//! * the API of every game (`hdz_any_*`, the `ANY` operation, `any_game.rs`) for every kind the
//!   library lists: a player count is accepted exactly in the kind's range; options without a
//!   field are refused naming the game; `is_legal`, `check` and `apply_for` agree with the legal
//!   moves and refuse a wrong seat with `HDZ_NOT_YOUR_TURN`, changing nothing; view handles (from
//!   the game, its view JSON, edited or raw text) give the game's JSON, moves and observation and
//!   determinizations that keep them; bots choose legal moves or refuse another game's handles;
//!   the scores document has one entry per seat and the typed events are the JSON events.
//!
//! Every game, bot and string the library returns is freed, so LeakSanitizer reports any leak.

#![no_main]
#![deny(unsafe_op_in_unsafe_fn)]

mod actions;
mod any_game;
mod bot;
mod common;
mod game;
mod game_output;
mod play;
mod player_view;
mod strings;

use std::ptr::null_mut;

use any_game::AnyHandles;
use common::{Games, MAX_OPS, SLOTS};
use herr_der_ziegen_fuzz::{op, Reader};
use libfuzzer_sys::fuzz_target;

/// Runs one operation.
///
/// # Safety
/// `games` holds NULL or live games.
unsafe fn run(games: &mut Games, any: &mut AnyHandles, r: &mut Reader<'_>) {
    let code = r.u8() % op::COUNT;
    // SAFETY (every arm): the slots hold NULL or live games.
    match code {
        op::NEW => unsafe { game::new_game(games, r) },
        op::WITH_OPTIONS => unsafe { game::with_default_options(games, r) },
        op::WITH_OPTIONS_RAW | op::FROM_JSON_RAW => unsafe { game::raw_text(games, r, code) },
        op::JSON_ROUND_TRIP => unsafe { game::json_round_trip(games, r) },
        op::CLONE => unsafe { game::clone(games, r) },
        op::FREE => unsafe { game::free(games, r) },
        op::QUERIES => unsafe { play::queries(games, r) },
        op::LEGAL_MOVES => unsafe { play::legal_moves(games, r) },
        op::APPLY | op::APPLY_LEGAL | op::APPLY_FOR => unsafe { play::apply(games, r, code) },
        op::EVENTS => unsafe { play::events(games, r) },
        op::VIEW => unsafe { game_output::view_json(games, r) },
        op::OBSERVATION => unsafe { game_output::observation(games, r) },
        op::DESCRIBE => actions::describe(r),
        op::BOT => unsafe { bot::bot(games, r) },
        op::DETERMINIZE => unsafe { game::determinize(games, r) },
        op::VIEW_TYPED => unsafe { game_output::view_typed(games, r) },
        op::CARD_INFO => unsafe { game_output::card_info(games, r) },
        op::PLAYER_VIEW => unsafe { player_view::player_view(games, r) },
        op::ANY => any_game::any_game(any, r),
        // op::STATIC
        _ => strings::static_strings(r),
    }
}

fuzz_target!(|data: &[u8]| {
    let mut r = Reader::new(data);
    let mut games = Games { slots: [null_mut(); SLOTS] };
    let mut any = AnyHandles::new();
    for _ in 0..MAX_OPS {
        if r.is_empty() {
            break;
        }
        // SAFETY: the slots hold NULL or live games.
        unsafe { run(&mut games, &mut any, &mut r) };
    }
});
