//! Operations on what a game of any kind writes out: a seat's view JSON, its observation, the
//! scores document and outcome, and the text of an action id.

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The `VIEW_JSON` operation: a seat's view is the engine's and loads as a view of its kind.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn view_json(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let player = seat_number(r, flags);
    // The engine's copy first: a call's message is the last call's.
    // SAFETY: a live game.
    let engine = (!game.is_null()).then(|| unsafe { engine_game(game) });
    // SAFETY: `game` is NULL or live; a valid or NULL out-pointer.
    let json = text(flags & 1 != 0, |out| unsafe { hdz_game_view_json(game, player, out) });
    let Some(engine) = engine.filter(|_| flags & 1 == 0) else {
        assert_eq!(json, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    };
    let seat = engine.seat(player);
    same_answer("hdz_game_view_json", json.as_ref().err().copied().unwrap_or(HdzStatus::HDZ_OK), &seat);
    let (Ok(json), Ok(seat)) = (json, seat) else { return };
    let view = engine.view(seat);
    assert_eq!(json, view.to_json(), "C and Rust views differ");
    let loaded = engine.kind().load_view(&json).unwrap_or_else(|e| panic!("a game's own view is refused: {e}\n{json}"));
    assert_eq!(loaded.seat(), seat);
}

/// The `OBSERVATION` operation: buffers of any capacity, NULL sometimes; the tensor is the
/// engine's for the seat's view, nothing written past it or on failure.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn observation(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let player = seat_number(r, flags);
    let capacity = if flags & 2 != 0 { HDZ_MAX_OBSERVATION_SIZE } else { usize::from(r.u16()) % 5000 };
    let mut buffer = vec![f32::NAN; capacity];
    let ptr = if flags & 1 != 0 { std::ptr::null_mut() } else { buffer.as_mut_ptr() };
    let mut len = SENTINEL as usize;
    // SAFETY: `game` is NULL or live; `ptr` is NULL or holds `capacity` floats.
    let status = checked(unsafe { hdz_game_observation(game, player, ptr, capacity, out(&mut len, flags & 4 != 0)) });
    let untouched = |buffer: &[f32]| buffer.iter().all(|x| x.is_nan());
    // The buffer rule: NULL only with capacity 0 (a size query).
    if game.is_null() || (ptr.is_null() && capacity > 0) || flags & 4 != 0 {
        assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        assert!(untouched(&buffer) && len == SENTINEL as usize, "a failed call wrote");
        return;
    }
    // SAFETY: a live game.
    let engine = unsafe { engine_game(game) };
    let Ok(seat) = engine.seat(player) else {
        assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "observation of player {player}");
        assert!(untouched(&buffer) && len == SENTINEL as usize, "a failed call wrote");
        return;
    };
    let view = engine.view(seat);
    let size = view.observation_size();
    assert_eq!(size, engine.kind().info().observation_size);
    assert_eq!(len, size, "the length is written on success and when the buffer is too small");
    if capacity < size {
        assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert!(untouched(&buffer), "a failed call wrote floats");
        return;
    }
    assert_eq!(status, HdzStatus::HDZ_OK);
    let mut expected = vec![0.0f32; size];
    view.observe(&mut expected);
    let bits = |xs: &[f32]| xs.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&buffer[..size]), bits(&expected), "C and Rust observations differ");
    assert!(untouched(&buffer[size..]), "wrote past the observation");
}

/// The `SCORES` operation: the scores document has the game's name and one entry per seat whose
/// total is the outcome's; both are the engine's.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn scores(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let nulls = r.u8();
    // SAFETY (both calls): `game` is NULL or live; valid or NULL out-pointers.
    let json = text(nulls & 1 != 0, |out| unsafe { hdz_game_scores_json(game, out) });
    let blank = HdzOutcome { players: 0xAB, ..HdzOutcome::default() };
    let outcome = written(blank, nulls & 2 != 0, |out| unsafe { hdz_game_outcome(game, out) });
    if game.is_null() || nulls & 1 != 0 {
        assert_eq!(json, Err(HdzStatus::HDZ_NULL_POINTER));
    }
    if game.is_null() || nulls & 2 != 0 {
        assert_eq!(outcome, Err(HdzStatus::HDZ_NULL_POINTER));
    }
    if game.is_null() {
        return;
    }
    // SAFETY: a live game.
    let engine = unsafe { engine_game(game) };
    if let Ok(outcome) = outcome {
        assert_eq!(outcome, HdzOutcome::from(engine.outcome()), "C and Rust outcomes differ");
        assert_eq!(outcome.players, engine.players());
        assert_eq!(outcome.winners >> outcome.players, 0, "winners are seats");
    }
    if let Ok(json) = json {
        assert_eq!(json, engine.scores_json().expect("scores"), "C and Rust scores differ");
        let doc: serde_json::Value = serde_json::from_str(&json).expect("JSON");
        assert_eq!(doc["game"], engine.kind().name());
        let seats = doc["seats"].as_array().expect("seats");
        assert_eq!(seats.len(), usize::from(engine.players()), "one entry per seat");
        let totals = engine.outcome().scores;
        for (seat, entry) in seats.iter().enumerate() {
            assert_eq!(entry["total"], totals[seat], "seat {seat}'s total is its outcome entry");
        }
    }
}

/// The `DESCRIBE` operation: every action id of the kind has a text, others are refused.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn describe(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let id = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
    // SAFETY: a live game.
    let engine = (!game.is_null()).then(|| unsafe { engine_game(game) });
    // SAFETY: `game` is NULL or live; a valid or NULL out-pointer.
    let described = text(flags & 1 != 0, |out| unsafe { hdz_game_describe_action(game, id, out) });
    let Some(engine) = engine.filter(|_| flags & 1 == 0) else {
        assert_eq!(described, Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    };
    let expected = engine.describe_action(id);
    same_answer("hdz_game_describe_action", described.as_ref().err().copied().unwrap_or(HdzStatus::HDZ_OK), &expected);
    assert_eq!(described.is_ok(), (id as usize) < engine.kind().info().num_actions, "action {id}");
    if let (Ok(text), Ok(expected)) = (described, expected) {
        assert!(!text.is_empty());
        assert_eq!(text, expected);
    }
}
