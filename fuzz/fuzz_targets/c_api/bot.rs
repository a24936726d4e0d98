//! The operation on bots (`HdzBot`).

use std::ffi::CStr;
use std::ptr::null;

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `BOT` operation.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn bot(games: &mut Games, r: &mut Reader<'_>) {
    // Known names with small budgets choose; raw names (any bytes) are only created, since
    // a large `ismcts:N` would spend seconds per choice.
    const NAMES: [&CStr; 6] = [c"random", c"greedy", c"ismcts:1", c"ismcts:7", c"greedy\xff", c""];
    let flags = r.u8();
    let len = usize::from(r.u8() % 24);
    let raw = c_text(r.bytes(len));
    let name = if flags & 1 != 0 { raw.as_c_str() } else { NAMES[usize::from(r.u8()) % NAMES.len()] };
    let name_ptr = if flags & 2 != 0 { null() } else { name.as_ptr() };
    let mut bot = SENTINEL as usize as *mut HdzBot;
    if flags & 16 != 0 {
        // A timed search: any time is checked; only the shortest ones get to choose.
        let milliseconds = if flags & 32 != 0 { r.u32() } else { u32::from(r.u8() % 3) };
        // SAFETY: `bot` is valid for a write.
        let status = checked(unsafe { hdz_bot_new_timed(milliseconds, r.u64(), out(&mut bot, flags & 4 != 0)) });
        let expected = if flags & 4 != 0 {
            HdzStatus::HDZ_NULL_POINTER
        } else if (1..=HDZ_MAX_BOT_MILLISECONDS).contains(&milliseconds) {
            HdzStatus::HDZ_OK
        } else {
            HdzStatus::HDZ_INVALID_ARGUMENT
        };
        assert_eq!(status, expected, "hdz_bot_new_timed({milliseconds})");
        if status != HdzStatus::HDZ_OK {
            assert_eq!(bot as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
            return;
        }
        if milliseconds <= 2 {
            let game = games.pick(r.u8());
            if !game.is_null() {
                let mut id = SENTINEL;
                // SAFETY: `bot` and `game` are live.
                let legal = unsafe { legal_ids(game) };
                let status = checked(unsafe { hdz_bot_choose(bot, game, &mut id) });
                assert!(status == HdzStatus::HDZ_GAME_OVER || legal.contains(&id), "timed choice {id}");
            }
        }
        // SAFETY: created above, freed once.
        unsafe { hdz_bot_free(bot) };
        return;
    }
    // SAFETY: `name_ptr` is NULL or NUL-terminated; `bot` is valid for a write.
    let status = checked(unsafe { hdz_bot_new(name_ptr, r.u64(), out(&mut bot, flags & 4 != 0)) });
    // The name is read (and found to be UTF-8 or not) before the out-pointer is checked.
    let known = name.to_str().map(|n| game_core::bots::by_name::<herr_der_ziegen::Game>(n, 0).is_some());
    let expected = match known {
        _ if name_ptr.is_null() => HdzStatus::HDZ_NULL_POINTER,
        Err(_) => HdzStatus::HDZ_INVALID_ARGUMENT,
        Ok(_) if flags & 4 != 0 => HdzStatus::HDZ_NULL_POINTER,
        Ok(true) => HdzStatus::HDZ_OK,
        Ok(false) => HdzStatus::HDZ_INVALID_ARGUMENT,
    };
    assert_eq!(status, expected, "hdz_bot_new({name:?})");
    if status != HdzStatus::HDZ_OK {
        assert_eq!(bot as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    if flags & 1 == 0 {
        let game = games.pick(r.u8());
        let mut id = SENTINEL;
        let null_out = flags & 8 != 0;
        // SAFETY (all blocks below): `bot` is live; `game` is NULL or live.
        let before = (!game.is_null()).then(|| unsafe { (state_json(game), legal_ids(game)) });
        let status = checked(unsafe { hdz_bot_choose(bot, game, out(&mut id, null_out)) });
        match before {
            None => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
            Some(_) if null_out => assert_eq!(status, HdzStatus::HDZ_NULL_POINTER),
            Some((state, legal)) => {
                if legal.is_empty() {
                    assert_eq!(status, HdzStatus::HDZ_GAME_OVER);
                } else {
                    assert_eq!(status, HdzStatus::HDZ_OK);
                    assert!(legal.contains(&id), "the bot chose {id}, not a legal move");
                }
                assert_eq!(unsafe { state_json(game) }, state, "choosing changed the game");
            }
        }
        if status != HdzStatus::HDZ_OK {
            assert_eq!(id, SENTINEL, "a failed call wrote its out-parameter");
        }
    }
    // SAFETY: created above, freed once.
    unsafe { hdz_bot_free(bot) };
}
