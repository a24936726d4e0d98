//! The operation on view handles (`HdzPlayerView`).

use herr_der_ziegen::prelude::*;
use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use herr_der_ziegen::{Game, PlayerView};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// Calls `hdz_player_view_struct` (or its old name) on memory filled with [`VIEW_FILL`] and returns the status and that
/// memory's bytes afterwards.
///
/// # Safety
/// `view` is NULL or a live view.
pub(crate) unsafe fn handle_view_bytes(view: *const HdzPlayerView, null_out: bool) -> (HdzStatus, Vec<u8>) {
    let mut slot = vec![0u32; size_of::<HdzView>().div_ceil(4)];
    let ptr = slot.as_mut_ptr().cast::<HdzView>();
    // SAFETY: `slot` holds at least `size_of::<HdzView>()` bytes, aligned for an `HdzView`.
    unsafe { std::ptr::write_bytes(ptr.cast::<u8>(), VIEW_FILL, size_of::<HdzView>()) };
    // SAFETY: `view` by the caller's contract; `ptr` is NULL or valid for one `HdzView`.
    let out = if null_out { null_mut() } else { ptr };
    // The deprecated name does what the new one does; half the calls use it.
    // SAFETY (both calls): `view` by the caller's contract; `out` is NULL or valid for one view.
    #[allow(deprecated)]
    let status = checked(if null_out || (view as usize) % 32 < 16 {
        unsafe { hdz_player_view_struct(view, out) }
    } else {
        unsafe { hdz_player_view_get(view, out) }
    });
    let mut bytes = vec![0u8; size_of::<HdzView>()];
    // SAFETY: every byte was initialised.
    unsafe { std::ptr::copy_nonoverlapping(ptr.cast::<u8>(), bytes.as_mut_ptr(), bytes.len()) };
    (status, bytes)
}

/// The `PLAYER_VIEW` operation: makes a view handle and checks every call on it against `rust`.
///
/// # Safety
/// `games` holds NULL or live games.
pub(crate) unsafe fn player_view(games: &mut Games, r: &mut Reader<'_>) {
    const NAMES: [&str; 3] = ["random", "greedy", "ismcts:1"];
    let game = games.pick(r.u8());
    let flags = r.u8();
    let player = u32::from(r.u8() % 7);
    let null_out = flags & 4 != 0;
    let seat = (!game.is_null())
        .then(|| {
            let mut players = 0;
            // SAFETY: live game.
            assert_eq!(checked(unsafe { hdz_game_players(game, &mut players) }), HdzStatus::HDZ_OK);
            (player < players).then_some(player)
        })
        .flatten();
    let mut view = SENTINEL as usize as *mut HdzPlayerView;
    let (status, rust) = if flags & 3 == 0 {
        // SAFETY: `game` is NULL or live; `view` is valid for a write.
        // The deprecated name does what the new one does; which one is called follows the seat.
        // SAFETY (both calls): `game` is NULL or live; `view` is valid for a write.
        #[allow(deprecated)]
        let status = checked(if player % 2 == 0 {
            unsafe { hdz_game_view_handle(game, player, out(&mut view, null_out)) }
        } else {
            unsafe { hdz_game_player_view(game, player, out(&mut view, null_out)) }
        });
        let expected = match seat {
            _ if game.is_null() || null_out => HdzStatus::HDZ_NULL_POINTER,
            None => HdzStatus::HDZ_INVALID_ARGUMENT,
            Some(_) => HdzStatus::HDZ_OK,
        };
        assert_eq!(status, expected, "hdz_game_view_handle");
        let rust = seat.filter(|_| status == HdzStatus::HDZ_OK).map(|seat| {
            // SAFETY: live game.
            let state = Game::from_json(&unsafe { state_json(game) }).expect("own state");
            state.view(seat as u8)
        });
        (status, rust)
    } else {
        let mut bytes = match (flags & 3, seat) {
            (1 | 2, Some(seat)) => {
                let mut text = null_mut();
                // SAFETY: live game, valid out-pointer.
                assert_eq!(checked(unsafe { hdz_game_view_json(game, seat, &mut text) }), HdzStatus::HDZ_OK);
                // SAFETY: just returned.
                unsafe { take_string(text) }.into_bytes()
            }
            (3, _) => {
                let len = usize::from(r.u16()) % MAX_TEXT;
                r.bytes(len).to_vec()
            }
            _ => Vec::new(),
        };
        if flags & 3 == 2 {
            edit(r, &mut bytes);
        }
        let text = c_text(&bytes);
        // SAFETY: NUL-terminated text; `view` is valid for a write.
        let status = checked(unsafe { hdz_player_view_from_json(text.as_ptr(), out(&mut view, null_out)) });
        // SAFETY: NUL-terminated.
        unsafe { expect_null_checks(status, text.as_ptr(), null_out) };
        let rust = text.to_str().map(PlayerView::from_json);
        if !null_out {
            let expected = match &rust {
                Err(_) | Ok(Err(herr_der_ziegen::StateError::Document(herr_der_ziegen::DocumentError::Json(_)))) => {
                    HdzStatus::HDZ_INVALID_JSON
                }
                Ok(Err(_)) => HdzStatus::HDZ_INVALID_STATE,
                Ok(Ok(_)) => HdzStatus::HDZ_OK,
            };
            assert_eq!(status, expected, "C and Rust load views differently");
        }
        (status, rust.ok().and_then(Result::ok).filter(|_| status == HdzStatus::HDZ_OK))
    };
    let seed = r.u64();
    let capacity = usize::from(r.u8());
    let name = NAMES[usize::from(r.u8()) % NAMES.len()];
    let to = r.u8();
    if flags & 8 != 0 {
        // NULL views and NULL out-pointers are refused, and nothing is written.
        let mut json = SENTINEL as usize as *mut c_char;
        let mut copy = SENTINEL as usize as *mut HdzPlayerView;
        let mut sample = SENTINEL as usize as *mut HdzGame;
        let mut ids = [SENTINEL; 2];
        let mut count = SENTINEL as usize;
        let mut id = SENTINEL;
        let live = if status == HdzStatus::HDZ_OK { view.cast_const() } else { null() };
        let mut bot = null_mut();
        // SAFETY (all blocks): `live` is NULL or a live view; every out-pointer is NULL or valid.
        assert_eq!(checked(unsafe { hdz_bot_new(c"random".as_ptr(), 1, &mut bot) }), HdzStatus::HDZ_OK);
        let statuses = unsafe {
            [
                hdz_player_view_to_json(null(), &mut json),
                hdz_player_view_to_json(live, null_mut()),
                hdz_player_view_clone(null(), &mut copy),
                hdz_player_view_clone(live, null_mut()),
                hdz_player_view_legal_moves(null(), ids.as_mut_ptr(), 2, &mut count),
                hdz_player_view_legal_moves(live, null_mut(), 2, &mut count),
                hdz_player_view_legal_moves(live, ids.as_mut_ptr(), 2, null_mut()),
                hdz_player_view_determinize(null(), seed, &mut sample),
                hdz_player_view_determinize(live, seed, null_mut()),
                hdz_bot_choose_from_view(null_mut(), live, &mut id),
                hdz_bot_choose_from_view(bot, null(), &mut id),
                hdz_bot_choose_from_view(bot, live, null_mut()),
                hdz_player_view_struct(live, null_mut()),
            ]
        };
        for status in statuses {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        }
        // SAFETY: NULL view.
        let (status, bytes) = unsafe { handle_view_bytes(null(), false) };
        assert_eq!(checked(status), HdzStatus::HDZ_NULL_POINTER);
        assert!(bytes.iter().all(|&b| b == VIEW_FILL), "a failed call wrote the view");
        assert_eq!(json as usize, SENTINEL as usize);
        assert_eq!(copy as usize, SENTINEL as usize);
        assert_eq!(sample as usize, SENTINEL as usize);
        assert_eq!((ids, count, id), ([SENTINEL; 2], SENTINEL as usize, SENTINEL), "a failed call wrote");
        // SAFETY: created above, freed once.
        unsafe { hdz_bot_free(bot) };
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(view as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    let rust = rust.expect("a view the Rust engine has too");
    let seat = rust.seat();

    // The typed view and the JSON are the Rust engine's.
    // SAFETY (all blocks below): `view` is live until freed at the end.
    let (status, bytes) = unsafe { handle_view_bytes(view, false) };
    assert_eq!(status, HdzStatus::HDZ_OK);
    // SAFETY: a successful call wrote a whole `HdzView`.
    let typed = unsafe { bytes.as_ptr().cast::<HdzView>().read_unaligned() };
    assert!(typed == HdzView::from(&rust), "C and Rust typed views differ");
    let mut json = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_to_json(view, &mut json) }), HdzStatus::HDZ_OK);
    assert_eq!(unsafe { take_string(json) }, rust.to_json(), "C and Rust view JSON differ");
    let mut copy = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_clone(view, &mut copy) }), HdzStatus::HDZ_OK);
    let mut json = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_to_json(copy, &mut json) }), HdzStatus::HDZ_OK);
    assert_eq!(unsafe { take_string(json) }, rust.to_json(), "a clone differs");
    unsafe { hdz_player_view_free(copy) };

    // Legal moves into a buffer of any capacity.
    let legal = rust.legal_moves();
    let mut ids = vec![SENTINEL; capacity];
    let ptr = if capacity == 0 { null_mut() } else { ids.as_mut_ptr() };
    let mut count = SENTINEL as usize;
    let status = checked(unsafe { hdz_player_view_legal_moves(view, ptr, capacity, &mut count) });
    assert_eq!(count, legal.len());
    if legal.len() <= capacity {
        assert_eq!(status, HdzStatus::HDZ_OK);
        let expected: Vec<u32> = legal.iter().map(|m| u32::from(m.action_id())).collect();
        assert_eq!(ids[..count], expected[..]);
        assert!(ids[count..].iter().all(|&id| id == SENTINEL), "wrote past the count");
    } else {
        assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(ids.iter().all(|&id| id == SENTINEL), "a failed call wrote ids");
    }

    // A bot chooses from the view as the Rust bot does, only for the seat that decides.
    if flags & 16 != 0 {
        let name_c = CString::new(name).expect("no NUL");
        let mut bot = null_mut();
        assert_eq!(checked(unsafe { hdz_bot_new(name_c.as_ptr(), seed, &mut bot) }), HdzStatus::HDZ_OK);
        let mut id = SENTINEL;
        let status = checked(unsafe { hdz_bot_choose_from_view(bot, view, &mut id) });
        match rust.current_player() {
            None => assert_eq!(status, HdzStatus::HDZ_GAME_OVER),
            Some(p) if p != seat => assert_eq!(status, HdzStatus::HDZ_NOT_YOUR_TURN),
            Some(_) => {
                assert_eq!(status, HdzStatus::HDZ_OK);
                let mut core = game_core::bots::by_name::<herr_der_ziegen::Game>(name, seed).expect("a known bot");
                let expected = core.choose(&rust, &legal);
                assert_eq!(id, u32::from(expected.action_id()), "C and Rust bots chose differently");
            }
        }
        if status != HdzStatus::HDZ_OK {
            assert_eq!(id, SENTINEL, "a failed call wrote its out-parameter");
        }
        unsafe { hdz_bot_free(bot) };
    }

    // A determinization keeps the view and is the Rust engine's.
    let mut sample = null_mut();
    assert_eq!(checked(unsafe { hdz_player_view_determinize(view, seed, &mut sample) }), HdzStatus::HDZ_OK);
    let state = unsafe { state_json(sample) };
    let expected = rust.determinize(seed);
    assert_eq!(state, expected.to_json(), "C and Rust determinize differently");
    assert!(expected.view(seat) == rust, "a determinization changed the view");
    if flags & 32 != 0 {
        games.put(to, sample);
    } else {
        unsafe { hdz_game_free(sample) };
    }
    unsafe { hdz_player_view_free(view) };
}
