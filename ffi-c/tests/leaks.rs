//! No leaks through the C API: for random games played through the C functions, at every step
//! and for every seat, the seat's view (as `hdz_game_view_json` writes it) is turned back into a
//! `PlayerView` and determinized several times; each determinized game's state JSON is loaded
//! with `hdz_game_from_json`, and `hdz_game_view_json`, `hdz_game_observation` and (for the seat
//! to decide) the set of `hdz_game_legal_moves` must equal, byte for byte, those of the original
//! game, which is itself also loaded the same way from `hdz_game_to_json`. Everything the library
//! hands out is freed.

use std::ffi::{c_char, CStr, CString};
use std::ptr;

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::rand_chacha::ChaCha8Rng;
use herr_der_ziegen::rand_core::SeedableRng;
use herr_der_ziegen_c::*;

/// Determinizations per seat and step.
const SAMPLES: usize = 3;
/// Seeds per player count (2 to 5 players).
const GAMES_PER_PLAYER_COUNT: u64 = 3;

/// An owned game handle, freed on drop.
struct Handle(*mut HdzGame);

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: the handle came from the library and is freed once.
        unsafe { hdz_game_free(self.0) };
    }
}

fn ok(status: HdzStatus, what: &str) {
    if status != HdzStatus::HDZ_OK {
        // SAFETY: the message is a NUL-terminated string owned by the library.
        let message = unsafe { CStr::from_ptr(hdz_last_error_message()) };
        panic!("{what} failed with {status:?}: {}", message.to_string_lossy());
    }
}

/// Takes a library string: copies it and frees it with `hdz_string_free`.
///
/// # Safety
/// `text` was written by a successful library call and not freed yet.
unsafe fn take_string(text: *mut c_char) -> String {
    assert!(!text.is_null());
    // SAFETY: by the caller's contract.
    let copy = unsafe { CStr::from_ptr(text) }.to_str().expect("the library writes UTF-8").to_string();
    // SAFETY: freed once.
    unsafe { hdz_string_free(text) };
    copy
}

fn new_game(players: u32, seed: u64) -> Handle {
    let mut game = ptr::null_mut();
    // SAFETY: valid out-pointer.
    ok(unsafe { hdz_game_new(players, seed, &mut game) }, "hdz_game_new");
    Handle(game)
}

fn from_json(json: &str) -> Handle {
    let text = CString::new(json).unwrap();
    let mut game = ptr::null_mut();
    // SAFETY: NUL-terminated input, valid out-pointer.
    ok(unsafe { hdz_game_from_json(text.as_ptr(), &mut game) }, "hdz_game_from_json");
    Handle(game)
}

fn to_json(game: &Handle) -> String {
    let mut text = ptr::null_mut();
    // SAFETY: live game, valid out-pointer; the string is taken once.
    unsafe {
        ok(hdz_game_to_json(game.0, &mut text), "hdz_game_to_json");
        take_string(text)
    }
}

fn view_json(game: &Handle, seat: u32) -> String {
    let mut text = ptr::null_mut();
    // SAFETY: live game, valid out-pointer; the string is taken once.
    unsafe {
        ok(hdz_game_view_json(game.0, seat, &mut text), "hdz_game_view_json");
        take_string(text)
    }
}

/// The observation tensor as raw bits, so that the comparison is bitwise.
fn observation(game: &Handle, seat: u32) -> Vec<u32> {
    let mut out = vec![f32::NAN; HDZ_OBSERVATION_SIZE];
    // SAFETY: live game; the buffer holds HDZ_OBSERVATION_SIZE floats.
    ok(unsafe { hdz_game_observation(game.0, seat, out.as_mut_ptr(), out.len()) }, "hdz_game_observation");
    out.iter().map(|x| x.to_bits()).collect()
}

fn legal_moves(game: &Handle) -> Vec<u32> {
    let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
    let mut count = 0usize;
    // SAFETY: live game; the buffer holds HDZ_MAX_LEGAL_MOVES ids.
    ok(unsafe { hdz_game_legal_moves(game.0, ids.as_mut_ptr(), ids.len(), &mut count) }, "hdz_game_legal_moves");
    ids[..count].to_vec()
}

fn current_player(game: &Handle) -> Option<u32> {
    let mut player = 0u32;
    // SAFETY: live game, valid out-pointer.
    match unsafe { hdz_game_player_to_act(game.0, &mut player) } {
        HdzStatus::HDZ_OK => (player != u32::from(HDZ_NONE)).then_some(player),
        other => panic!("hdz_game_player_to_act: {other:?}"),
    }
}

#[derive(Default, Debug)]
struct Counts {
    games: usize,
    steps: usize,
    seat_views: usize,
    determinizations: usize,
    differing_states: usize,
    legal_move_checks: usize,
}

fn check_position(original: &Handle, players: u32, rng: &mut ChaCha8Rng, counts: &mut Counts) {
    let state = to_json(original);
    let reloaded = from_json(&state);
    let current = current_player(original);
    let legal = legal_moves(original);
    for seat in 0..players {
        let json = view_json(original, seat);
        let obs = observation(original, seat);
        assert_eq!(view_json(&reloaded, seat), json, "a reloaded game gives seat {seat} the same view");
        assert!(observation(&reloaded, seat) == obs, "a reloaded game gives seat {seat} the same observation");
        // The C view is the Rust core's view.
        let core = Game::from_json(&state).expect("the library's state loads in the core");
        assert_eq!(core.view(seat as u8).to_json(), json);
        counts.seat_views += 1;

        // The seat's view, read back from the C output, and full games consistent with it.
        let view = PlayerView::from_json(&json).expect("the library's view loads");
        for _ in 0..SAMPLES {
            let sampled = Game::determinize(&view, rng).to_json();
            if sampled != state {
                counts.differing_states += 1;
            }
            let other = from_json(&sampled);
            assert_eq!(view_json(&other, seat), json, "seat {seat}: hdz_game_view_json depends on hidden cards");
            assert!(observation(&other, seat) == obs, "seat {seat}: hdz_game_observation depends on hidden cards");
            if current == Some(seat) {
                assert_eq!(legal_moves(&other), legal, "seat {seat}: its legal moves depend on hidden cards");
                counts.legal_move_checks += 1;
            }
            counts.determinizations += 1;
        }
    }
}

fn play(players: u32, seed: u64, counts: &mut Counts) {
    let game = new_game(players, seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xc0ffee);
    let mut x = seed;
    check_position(&game, players, &mut rng, counts);
    loop {
        let legal = legal_moves(&game);
        if legal.is_empty() {
            break;
        }
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let action = legal[((x >> 33) % legal.len() as u64) as usize];
        // SAFETY: live game, used by this thread only.
        ok(unsafe { hdz_game_apply(game.0, action) }, "hdz_game_apply");
        counts.steps += 1;
        check_position(&game, players, &mut rng, counts);
    }
    counts.games += 1;
}

#[test]
fn c_views_and_observations_are_identical_for_every_hidden_placement() {
    let mut counts = Counts::default();
    for players in 2..=5u32 {
        for i in 0..GAMES_PER_PLAYER_COUNT {
            play(players, 900 + i * 7 + u64::from(players), &mut counts);
        }
    }
    eprintln!(
        "c leaks: {} games, {} steps, {} seat views, {} determinized games loaded through hdz_game_from_json \
         ({} with a state differing from the original), {} legal-move comparisons",
        counts.games,
        counts.steps,
        counts.seat_views,
        counts.determinizations,
        counts.differing_states,
        counts.legal_move_checks
    );
    assert!(counts.differing_states * 10 > counts.determinizations * 9, "determinize rarely changed the state");
}
