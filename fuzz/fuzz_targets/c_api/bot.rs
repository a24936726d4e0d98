//! The operation on bots (`HdzBot`) of every kind: made from known names, raw bytes or a search
//! time for any kind number, asked their kind, and choosing in a game or from a view (of their
//! kind or another), or estimating the moves of a view, as the Rust engine's bot of the same name
//! and seed does.

use std::ffi::CStr;
use std::ptr::null;

use game_registry::dynamic::{kind_at, DynBot};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `BOT` operation.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn bot(handles: &mut Handles, r: &mut Reader<'_>) {
    // Known names with small budgets choose; raw names (any bytes) are only created, since a
    // large `ismcts:N` would spend seconds per choice.
    const NAMES: [&CStr; 7] = [c"random", c"greedy", c"ismcts:1", c"ismcts:7", c"expert:5", c"greedy\xff", c""];
    let flags = r.u8();
    let count = kinds().len();
    let kind = kind_number(r, count, true);
    let len = usize::from(r.u8() % 24);
    let raw = c_text(r.bytes(len));
    let name = if flags & 1 != 0 { raw.as_c_str() } else { NAMES[usize::from(r.u8()) % NAMES.len()] };
    let name_ptr = if flags & 2 != 0 { null() } else { name.as_ptr() };
    let seed = r.u64();
    let milliseconds = if flags & 32 != 0 { r.u32() } else { u32::from(r.u8() % 3) };
    // Where the bot chooses: a game or view slot, and whether the out-pointer is NULL.
    let (slot, null_choice) = (r.u8(), r.u8() & 1 != 0);
    let null_out = flags & 4 != 0;
    let mut bot = SENTINEL as usize as *mut HdzBot;
    let (status, engine) = if flags & 16 != 0 {
        // A timed search: any time is checked; only the shortest ones get to choose.
        // SAFETY: `bot` is valid for a write or NULL.
        let status = checked(unsafe { hdz_bot_new_timed(kind, milliseconds, seed, out(&mut bot, null_out)) });
        let engine = kind_at(kind).and_then(|k| k.new_timed_bot(milliseconds, seed));
        if null_out {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else {
            let known = (kind as usize) < count;
            assert_eq!(status == HdzStatus::HDZ_OK, known && (1..=HDZ_MAX_BOT_MILLISECONDS).contains(&milliseconds));
            same_answer("hdz_bot_new_timed", status, &engine);
        }
        // Timed choices depend on the machine's speed: the engine's bot is no reference for them.
        (status, None)
    } else {
        // SAFETY: `name_ptr` is NULL or NUL-terminated; `bot` is valid for a write or NULL.
        let status = checked(unsafe { hdz_bot_new(kind, name_ptr, seed, out(&mut bot, null_out)) });
        // The name is read (and found to be UTF-8 or not) before the out-pointer is checked.
        let engine = name.to_str().map(|name| kind_at(kind).and_then(|k| k.new_bot(name, seed)));
        match &engine {
            _ if name_ptr.is_null() => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
            Err(_) => assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "a name that is not UTF-8"),
            Ok(_) if null_out => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
            Ok(engine) => same_answer("hdz_bot_new", status, engine),
        }
        (status, engine.ok().filter(|_| flags & 1 == 0))
    };
    if status != HdzStatus::HDZ_OK {
        assert_eq!(bot as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    // SAFETY (all calls below): `bot` is live.
    let bot_kind = written(HdzGameKind::HerrDerZiegen, flags & 8 != 0, |out| unsafe { hdz_bot_kind(bot, out) });
    assert_eq!(bot_kind.map(|k| k as u32), if flags & 8 != 0 { Err(HdzStatus::HDZ_NULL_POINTER) } else { Ok(kind) });
    if let Some(engine) = engine {
        let engine: Box<dyn DynBot> = engine.expect("made as the C bot was");
        if flags & 64 != 0 && flags & 128 != 0 {
            unsafe { analyse(handles, (slot, null_choice), bot, engine) };
        } else {
            unsafe { choose(handles, (slot, null_choice), bot, engine, flags & 64 != 0) };
        }
    } else if flags & 16 != 0 && flags & 32 == 0 {
        // A timed bot of at most 2 ms chooses a legal move (or refuses another game's handle).
        let game = handles.game(slot);
        if !game.is_null() {
            let legal = unsafe { legal_ids(game) };
            let mut id = SENTINEL;
            let status = checked(unsafe { hdz_bot_choose(bot, game, &mut id) });
            assert!(
                matches!(status, HdzStatus::HDZ_GAME_OVER | HdzStatus::HDZ_INVALID_ARGUMENT) || legal.contains(&id),
                "a timed choice {id}: {status:?}"
            );
        }
    }
    // SAFETY: created above, freed once.
    unsafe { hdz_bot_free(bot) };
    // SAFETY: NULL is ignored.
    unsafe { hdz_bot_free(std::ptr::null_mut()) };
}

/// The first choice of a new bot, in a game or from a view of `slot` (NULL sometimes, or of
/// another kind; to a NULL out-pointer with `null_out`), is that of the engine's bot `engine` made with the same name and seed, and
/// changes nothing.
///
/// # Safety
/// `bot` is live and has not chosen yet; the handles are NULL or live.
unsafe fn choose(
    handles: &Handles,
    (slot, null_out): (u8, bool),
    bot: *mut HdzBot,
    mut engine: Box<dyn DynBot>,
    from_view: bool,
) {
    let mut id = SENTINEL;
    let status = if from_view {
        let view = handles.view(slot);
        // The engine's copy of the view first: a call's message is the last call's.
        let engine_view = (!view.is_null()).then(|| {
            // SAFETY: a live view.
            let kind = written(HdzGameKind::HerrDerZiegen, false, |out| unsafe { hdz_view_kind(view, out) });
            let json = text(false, |out| unsafe { hdz_view_to_json(view, out) }).expect("view JSON");
            kind_at(kind.expect("kind") as u32).and_then(|k| k.load_view(&json)).expect("a view's own JSON loads")
        });
        // SAFETY: live or NULL handles; a valid or NULL out-pointer.
        let status = checked(unsafe { hdz_bot_choose_from_view(bot, view, out(&mut id, null_out)) });
        match engine_view {
            Some(engine_view) if !null_out => {
                let expected = engine.choose_from_view(&*engine_view);
                same_answer("hdz_bot_choose_from_view", status, &expected);
                if let Ok(expected) = expected {
                    assert_eq!(id, expected, "C and Rust bots chose differently from a view");
                }
            }
            _ => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
        }
        status
    } else {
        let game = handles.game(slot);
        // SAFETY: a live game.
        let before = (!game.is_null()).then(|| unsafe { (engine_game(game), state_json(game), legal_ids(game)) });
        // SAFETY: live or NULL handles; a valid or NULL out-pointer.
        let status = checked(unsafe { hdz_bot_choose(bot, game, out(&mut id, null_out)) });
        match before {
            Some((engine_game, state, legal)) if !null_out => {
                let expected = engine.choose_in_game(&*engine_game);
                same_answer("hdz_bot_choose", status, &expected);
                if let Ok(expected) = expected {
                    assert_eq!(id, expected, "C and Rust bots chose differently");
                    assert!(legal.contains(&id), "the bot chose {id}, not a legal move");
                }
                if legal.is_empty() && status != HdzStatus::HDZ_INVALID_ARGUMENT {
                    assert_eq!(status, HdzStatus::HDZ_GAME_OVER);
                }
                // SAFETY: a live game.
                assert_eq!(unsafe { state_json(game) }, state, "choosing changed the game");
            }
            _ => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
        }
        status
    };
    if status != HdzStatus::HDZ_OK {
        assert_eq!(id, SENTINEL, "a failed call wrote its out-parameter");
    }
}

/// The first estimates of a new bot from a view of `slot` (NULL sometimes, or of another kind; to
/// a NULL count with `null_out`; into a buffer of 0 to 6 estimates when `slot & 8`, else one that
/// fits every game) are those of the engine's bot `engine` made with the same name and seed:
/// refused alike (a bot that does not estimate, a seat that does not decide, a short buffer with
/// the count written), else the same numbers.
///
/// # Safety
/// `bot` is live and has not searched yet; the handles are NULL or live.
unsafe fn analyse(handles: &Handles, (slot, null_out): (u8, bool), bot: *mut HdzBot, mut engine: Box<dyn DynBot>) {
    let view = handles.view(slot);
    let engine_view = (!view.is_null()).then(|| {
        // SAFETY: a live view.
        let kind = written(HdzGameKind::HerrDerZiegen, false, |out| unsafe { hdz_view_kind(view, out) });
        let json = text(false, |out| unsafe { hdz_view_to_json(view, out) }).expect("view JSON");
        kind_at(kind.expect("kind") as u32).and_then(|k| k.load_view(&json)).expect("a view's own JSON loads")
    });
    let unset = HdzMoveEstimate { action_id: SENTINEL, visits: SENTINEL, value: 0.5 };
    let mut estimates = [unset; HDZ_MAX_LEGAL_MOVES];
    // Now and then a buffer that may be too short for the legal moves.
    let capacity = usize::from(slot % 7).min(HDZ_MAX_LEGAL_MOVES);
    let capacity = if slot & 8 != 0 { capacity } else { HDZ_MAX_LEGAL_MOVES };
    let mut count = SENTINEL as usize;
    // SAFETY: live or NULL handles; a buffer of `capacity` estimates; a valid or NULL count.
    let status =
        checked(unsafe { hdz_bot_analyse(bot, view, estimates.as_mut_ptr(), capacity, out(&mut count, null_out)) });
    let Some(engine_view) = engine_view.filter(|_| !null_out) else {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        return;
    };
    let expected = engine.analysis_len(&*engine_view).and_then(|len| {
        if len > capacity {
            Ok(Err(len))
        } else {
            engine.analyse_view(&*engine_view).map(Ok)
        }
    });
    match expected {
        Ok(Err(len)) => {
            assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL, "{len} estimates into {capacity}");
            assert_eq!(count, len, "the needed count");
            assert!(estimates.iter().all(|e| e.action_id == SENTINEL), "a refused call wrote estimates");
        }
        Ok(Ok(expected)) => {
            assert_eq!(status, HdzStatus::HDZ_OK, "the engine estimates what {}", last_error());
            assert_eq!(count, expected.len());
            for (c, e) in estimates.iter().zip(&expected) {
                assert_eq!((c.action_id, c.visits), (e.action, e.visits), "C and Rust estimates differ");
                assert_eq!(c.value.to_bits(), e.value.unwrap_or(f64::NAN).to_bits(), "C and Rust values differ");
            }
        }
        Err(e) => {
            same_answer("hdz_bot_analyse", status, &Err::<(), _>(e));
            assert_eq!(count, SENTINEL as usize, "a failed call wrote its count");
        }
    }
}
