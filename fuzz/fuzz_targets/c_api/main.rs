//! Fuzz target `c_api`: sequences of calls into the C ABI (`ffi-c`), called from Rust through the
//! crate's rlib exactly as a C program would call them, for every kind of game the library lists
//! (`hdz_game_kind_info`): a game added to the registry is fuzzed here without a change.
//!
//! The input is a list of operations (codes in `src/lib.rs`, `op`; one module here per concern,
//! like the C API's own modules) on up to four game handles and four view handles: creating games
//! of any kind number from player counts, options JSON (the defaults, without a field, edited, or
//! raw bytes) and state JSON (a game's own, edited, another kind's, or raw bytes), cloning,
//! freeing, querying, listing legal moves into buffers of any capacity, checking and applying any
//! action id for the seat to act or any seat, reading events (JSON and typed), views, observations,
//! scores and action texts, making bots (known names, raw bytes, search times, any kind number)
//! and letting them choose in games and from views, determinizing, the typed extras of each game,
//! view handles (made from a game or loaded from JSON) read, listed, chosen from and
//! determinized, and what a spectator is told (spectator view handles, events as any seat may
//! know them). Every pointer argument is NULL in some calls and valid in the others, never
//! dangling (that is undefined behaviour by the API's contract).
//!
//! What it checks, because C and C++ programs rely on the conventions of `docs/c-api.md`:
//! * no call panics (`HDZ_PANIC`; a panic also aborts the fuzzer), under AddressSanitizer;
//! * the status is the one the arguments call for (NULL pointers, kinds, player counts, seats,
//!   buffer sizes, action ids), and `hdz_last_error_message` is empty exactly after a success;
//! * every answer is the Rust engine's (the registry's erased games, on a copy loaded from the C
//!   game's state): games set up, loaded and determinized, legal moves, `check` and moves for any
//!   seat (with the engine's status and message when refused), states and events after a move,
//!   views, observations, scores, outcomes, action texts, bot choices, kinds and phase names;
//! * out-parameters are written only on success (except the count of `HDZ_BUFFER_TOO_SMALL`);
//! * `hdz_game_is_legal`, `hdz_game_check` and `hdz_game_apply` agree with the legal move list, a
//!   seat that does not decide gets `HDZ_NOT_YOUR_TURN`, and a refused move changes neither the
//!   state nor the last events;
//! * state JSON, view JSON and clones round-trip; options without a field are refused;
//! * a bot's choice is legal and changes nothing; a bot refuses another game's handles; a
//!   determinization keeps the seat's view;
//! * each game's typed extras: its view struct (from a game and from a view handle) is the
//!   engine's view byte for byte, equal for a determinization, every byte written; its typed
//!   events are the engine's after a move and as many as the JSON events; its card information
//!   answers exactly its cards; another game's handles are refused; and what only one game has
//!   (Herr der Ziegen's move constructors invert `hdz_hz_action_describe` and accept exactly the
//!   arguments that name a move, its view struct places every card once, its scores struct is
//!   the engine's; Ziegen Kriegen's hill cards are the engine's);
//! * the player to act is `HDZ_NONE` with `HDZ_OK` once the game is over, and the phase is then
//!   named `"over"`;
//! * after every call, `hdz_last_error_message_copy` (a size query, then a copy) gives the message
//!   and leaves it unchanged;
//! * a size query (NULL buffer, capacity 0) is never `HDZ_NULL_POINTER`, and the bytes of written
//!   structs do not depend on what the memory held.
//!
//! Every game, view, bot and string the library returns is freed, so LeakSanitizer reports any
//! leak.

#![no_main]
#![deny(unsafe_op_in_unsafe_fn)]

mod bot;
mod common;
mod extras;
mod game;
mod output;
mod play;
mod spectator;
mod strings;
mod view;

use common::{Handles, MAX_OPS};
use herr_der_ziegen_fuzz::{op, Reader};
use libfuzzer_sys::fuzz_target;

/// Runs one operation.
///
/// # Safety
/// The handles are NULL or live.
unsafe fn run(handles: &mut Handles, r: &mut Reader<'_>) {
    let code = r.u8() % op::COUNT;
    // SAFETY (every arm): the slots hold NULL or live handles.
    match code {
        op::NEW => game::new_game(handles, r),
        op::WITH_OPTIONS => game::with_default_options(handles, r),
        op::WITH_OPTIONS_RAW | op::FROM_JSON_RAW => game::raw_text(handles, r, code),
        op::JSON_ROUND_TRIP => unsafe { game::json_round_trip(handles, r) },
        op::CLONE => unsafe { game::clone(handles, r) },
        op::FREE => game::free(handles, r),
        op::QUERIES => unsafe { play::queries(handles, r) },
        op::LEGAL_MOVES => unsafe { play::legal_moves(handles, r) },
        op::APPLY | op::APPLY_LEGAL | op::APPLY_FOR => unsafe { play::apply(handles, r, code) },
        op::EVENTS => unsafe { play::events(handles, r) },
        op::VIEW_JSON => unsafe { output::view_json(handles, r) },
        op::OBSERVATION => unsafe { output::observation(handles, r) },
        op::DESCRIBE => unsafe { output::describe(handles, r) },
        op::STATIC => strings::static_strings(r),
        op::BOT => unsafe { bot::bot(handles, r) },
        op::DETERMINIZE => unsafe { game::determinize(handles, r) },
        op::SCORES => unsafe { output::scores(handles, r) },
        op::TYPED => unsafe { extras::typed_extras(handles, r) },
        op::SPECTATOR => unsafe { spectator::spectator(handles, r) },
        // op::VIEW
        _ => unsafe { view::view(handles, r) },
    }
}

fuzz_target!(|data: &[u8]| {
    let mut r = Reader::new(data);
    let mut handles = Handles::new();
    for _ in 0..MAX_OPS {
        if r.is_empty() {
            break;
        }
        // SAFETY: the slots hold NULL or live handles.
        unsafe { run(&mut handles, &mut r) };
    }
});
