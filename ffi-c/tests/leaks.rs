//! No leaks through the C API, for every game of the registry: for random games played through the
//! C functions, at every step and for every seat, the seat's view (as `hdz_game_view_json` writes
//! it) is turned back into the engine's view and determinized several times; each determinized
//! game's state JSON is loaded with `hdz_game_from_json`, and `hdz_game_view_json`,
//! `hdz_game_observation` and (for the seat to decide) `hdz_game_legal_moves` must equal, byte for
//! byte, those of the original game, which is itself also loaded the same way from
//! `hdz_game_to_json`. Everything the library hands out is freed.

use std::ffi::{c_char, CStr, CString};
use std::ptr;

use game_core::{GameRules, GameView};
use game_registry::{visit_index, GameVisitor, GAMES};
use herr_der_ziegen_c::*;

/// Determinizations per seat and step.
const SAMPLES: u64 = 3;
/// Seeds per player count.
const GAMES_PER_PLAYER_COUNT: u64 = 2;

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

fn new_game(kind: u32, players: u32, seed: u64) -> Handle {
    let mut game = ptr::null_mut();
    // SAFETY: valid out-pointer.
    ok(unsafe { hdz_game_new(kind, players, seed, &mut game) }, "hdz_game_new");
    Handle(game)
}

fn from_json(kind: u32, json: &str) -> Handle {
    let text = CString::new(json).unwrap();
    let mut game = ptr::null_mut();
    // SAFETY: NUL-terminated input, valid out-pointer.
    ok(unsafe { hdz_game_from_json(kind, text.as_ptr(), &mut game) }, "hdz_game_from_json");
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
    let mut out = vec![f32::NAN; HDZ_MAX_OBSERVATION_SIZE];
    let mut len = 0;
    // SAFETY: live game; the buffer holds HDZ_MAX_OBSERVATION_SIZE floats.
    let status = unsafe { hdz_game_observation(game.0, seat, out.as_mut_ptr(), out.len(), &mut len) };
    ok(status, "hdz_game_observation");
    out[..len].iter().map(|x| x.to_bits()).collect()
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
    ok(unsafe { hdz_game_current_player(game.0, &mut player) }, "hdz_game_current_player");
    (player != u32::from(HDZ_NONE)).then_some(player)
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

/// Checks every seat of `original`, a game of `G`, against games loaded from determinizations of
/// its view.
fn check_position<G: GameRules>(original: &Handle, kind: u32, players: u32, sample: &mut u64, counts: &mut Counts) {
    let state = to_json(original);
    let reloaded = from_json(kind, &state);
    let current = current_player(original);
    let legal = legal_moves(original);
    let core = G::from_json(&state).expect("the library's state loads in the engine");
    for seat in 0..players {
        let json = view_json(original, seat);
        let obs = observation(original, seat);
        assert_eq!(view_json(&reloaded, seat), json, "a reloaded game gives seat {seat} the same view");
        assert!(observation(&reloaded, seat) == obs, "a reloaded game gives seat {seat} the same observation");
        // The C view is the engine's view.
        assert_eq!(core.view(seat as u8).to_json(), json);
        counts.seat_views += 1;

        // The seat's view, read back from the C output, and full games consistent with it.
        let view = G::View::from_json(&json).expect("the library's view loads");
        for _ in 0..SAMPLES {
            *sample += 1;
            let sampled = view.determinize(*sample).to_json();
            if sampled != state {
                counts.differing_states += 1;
            }
            let other = from_json(kind, &sampled);
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

/// Plays random games of a game through the C functions, checking every position.
struct Play;

impl GameVisitor for Play {
    type Output = Counts;

    fn visit<G: GameRules>(self) -> Counts {
        let kind = game_registry::dynamic::Kind::<G>::INDEX as u32;
        let (min, max) = (u32::from(G::MIN_PLAYERS), u32::from(G::MAX_PLAYERS));
        // Every player count of a game with few; the fewest, the most and two between otherwise.
        let mut player_counts: Vec<u32> =
            if max - min <= 3 { (min..=max).collect() } else { vec![min, min + 1, (min + max) / 2, max] };
        player_counts.dedup();
        let mut counts = Counts::default();
        let mut sample = 0;
        for players in player_counts {
            for i in 0..GAMES_PER_PLAYER_COUNT {
                let seed = 900 + i * 7 + u64::from(players);
                let game = new_game(kind, players, seed);
                let mut x = seed;
                check_position::<G>(&game, kind, players, &mut sample, &mut counts);
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
                    check_position::<G>(&game, kind, players, &mut sample, &mut counts);
                }
                counts.games += 1;
            }
        }
        counts
    }
}

#[test]
fn c_views_and_observations_of_every_game_are_identical_for_every_hidden_placement() {
    for game in GAMES {
        let counts = visit_index(game.index, Play).expect("a game of the registry");
        eprintln!(
            "c leaks, {}: {} games, {} steps, {} seat views, {} determinized games loaded through \
             hdz_game_from_json ({} with a state differing from the original), {} legal-move comparisons",
            game.name,
            counts.games,
            counts.steps,
            counts.seat_views,
            counts.determinizations,
            counts.differing_states,
            counts.legal_move_checks
        );
        assert!(
            counts.differing_states * 10 > counts.determinizations * 8,
            "{}: determinize rarely changed the state ({counts:?})",
            game.name
        );
    }
}
