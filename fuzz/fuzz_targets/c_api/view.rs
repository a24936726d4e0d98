//! The operation on view handles (`HdzView`) of every kind: made from a game or loaded from JSON
//! (the game's view, edited, a state, raw bytes; as the game's kind or another), then every call
//! on it compared with the Rust engine's view, and NULL arguments to each.

use std::ffi::{c_char, CString};
use std::ptr::{null, null_mut};

use game_registry::dynamic::{kind_at, DynView, LegalIds, MAX_LEGAL_MOVES};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;
use crate::extras;

/// The `VIEW` operation: makes a view handle and checks every call on it against the engine.
///
/// # Safety
/// The handles are NULL or live.
pub(crate) unsafe fn view(handles: &mut Handles, r: &mut Reader<'_>) {
    let game = handles.game(r.u8());
    let flags = r.u8();
    let player = seat_number(r, 0);
    let to = r.u8();
    let kind_byte = r.u8();
    let raw = if flags & 3 == 3 {
        let len = usize::from(r.u16()) % MAX_TEXT;
        r.bytes(len).to_vec()
    } else {
        Vec::new()
    };
    let mut edits = block(r, if flags & 3 == 2 { EDIT_BYTES } else { 0 });
    let queries = Queries { capacity: usize::from(r.u8()), id: r.u32(), pick_legal: flags & 64 != 0 };
    let (null_seed, sample_seed) = (r.u64(), r.u64());
    let null_out = flags & 4 != 0;
    // The engine's copy first: a call's message is the last call's.
    // SAFETY: a live game.
    let engine = (!game.is_null()).then(|| unsafe { engine_game(game) });
    let own = engine.as_ref().map(|e| e.kind().index() as u32);
    let kind = match own {
        Some(own) if flags & 8 == 0 => own,
        _ => u32::from(kind_byte) % (kinds().len() as u32 + 2),
    };
    let seat = engine.as_ref().and_then(|e| e.seat(player).ok());
    let mut view = SENTINEL as usize as *mut HdzView;
    let from_game = flags & 3 == 0;
    let (status, expected): (HdzStatus, Option<Box<dyn DynView>>) = if from_game {
        // SAFETY: `game` is NULL or live; `view` is valid for a write or NULL.
        let status = checked(unsafe { hdz_game_view(game, player, out(&mut view, null_out)) });
        match &engine {
            Some(engine) if !null_out => {
                let answer = engine.seat(player).map(|seat| engine.view(seat));
                same_answer("hdz_game_view", status, &answer);
                (status, answer.ok())
            }
            _ => {
                assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
                (status, None)
            }
        }
    } else {
        let mut bytes = match (flags & 3, seat) {
            (3, _) => raw,
            // SAFETY: a live game and one of its seats.
            (_, Some(seat)) => unsafe { view_json(game, u32::from(seat)) }.into_bytes(),
            // A state is no view.
            // SAFETY: a live game.
            _ if !game.is_null() => unsafe { state_json(game) }.into_bytes(),
            _ => Vec::new(),
        };
        let edited = flags & 3 == 2 && edit(&mut edits, &mut bytes);
        let text = c_text(&bytes);
        // SAFETY: NUL-terminated text; `view` is valid for a write or NULL.
        let status = checked(unsafe { hdz_view_from_json(kind, text.as_ptr(), out(&mut view, null_out)) });
        // SAFETY: NUL-terminated.
        let expected = unsafe { expect_text_checks(status, text.as_ptr(), null_out, HdzStatus::HDZ_INVALID_JSON) }
            .and_then(|text| {
                let answer = kind_at(kind).and_then(|k| k.load_view(text));
                same_answer("hdz_view_from_json", status, &answer);
                answer.ok()
            });
        if seat.is_some() && flags & 3 != 3 && !edited && !null_out && Some(kind) == own {
            assert_eq!(status, HdzStatus::HDZ_OK, "a game's own view JSON is refused");
        }
        (status, expected)
    };
    if flags & 16 != 0 {
        // SAFETY: NULL or a live view.
        unsafe { null_arguments(if status == HdzStatus::HDZ_OK { view } else { null_mut() }, null_seed) };
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(view as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    let expected = expected.expect("a view the engine has too");
    // SAFETY (all blocks below): `view` is live until it goes into a slot.
    unsafe { is_the_engines(view, &*expected, queries) };
    if let (Some(engine), true) = (&engine, expected.kind().index() as u32 == own.unwrap_or(u32::MAX)) {
        if engine.view(expected.seat()).to_json() == expected.to_json() {
            // A view of this very game: the game's JSON, legal moves and observation.
            unsafe { is_the_games(view, game, expected.seat()) };
        }
    }
    if flags & 32 != 0 {
        // A determinization keeps the view and is the engine's.
        let seed = sample_seed;
        let mut sample = null_mut();
        assert_eq!(checked(unsafe { hdz_view_determinize(view, seed, &mut sample) }), HdzStatus::HDZ_OK);
        let seat = u32::from(expected.seat());
        unsafe {
            assert_eq!(state_json(sample), expected.determinize(seed).to_json(), "C and Rust determinize differently");
            assert_eq!(view_json(sample, seat), expected.to_json(), "a sample keeps the view");
        }
        handles.put_game(to >> 2, sample);
    }
    handles.put_view(to, view);
}

/// What the queries of a view handle ask, from the input.
struct Queries {
    /// The capacity of the legal moves buffer.
    capacity: usize,
    /// An action id to ask `is_legal` about (or, with `pick_legal`, the index of a legal one).
    id: u32,
    /// Whether `id` picks a legal move.
    pick_legal: bool,
}

/// Every query of a live view handle answers what the engine's view `engine` says.
///
/// # Safety
/// `view` is a live view whose engine copy is `engine`.
unsafe fn is_the_engines(view: *mut HdzView, engine: &dyn DynView, queries: Queries) {
    let none = u32::from(HDZ_NONE);
    // SAFETY (all calls): a live view; valid out-pointers.
    unsafe {
        let json = text(false, |out| hdz_view_to_json(view, out)).expect("view JSON");
        assert_eq!(json, engine.to_json(), "C and Rust view JSON differ");
        let kind = written(HdzGameKind::HerrDerZiegen, false, |out| hdz_view_kind(view, out)).expect("kind");
        assert_eq!(kind as usize, engine.kind().index());
        assert_eq!(written(SENTINEL, false, |out| hdz_view_seat(view, out)), Ok(u32::from(engine.seat())));
        assert_eq!(written(SENTINEL, false, |out| hdz_view_players(view, out)), Ok(u32::from(engine.players())));
        let to_act = engine.current_player().map_or(none, u32::from);
        assert_eq!(written(SENTINEL, false, |out| hdz_view_current_player(view, out)), Ok(to_act));
        assert_eq!(written(SENTINEL, false, |out| hdz_view_phase(view, out)), Ok(u32::from(engine.phase())));
        assert_eq!(written(SENTINEL, false, |out| hdz_view_turn(view, out)), Ok(u32::from(engine.turn())));

        // Legal moves into a buffer of any capacity.
        let mut all: LegalIds = [0; MAX_LEGAL_MOVES];
        let listed = engine.legal_ids(&mut all);
        let legal = &all[..listed];
        assert!(legal.is_empty() || engine.current_player() == Some(engine.seat()), "only the seat to act has moves");
        let capacity = queries.capacity;
        let mut ids = vec![SENTINEL; capacity];
        let ptr = if capacity == 0 { null_mut() } else { ids.as_mut_ptr() };
        let mut count = SENTINEL as usize;
        let status = checked(hdz_view_legal_moves(view, ptr, capacity, &mut count));
        assert_eq!(count, legal.len());
        if legal.len() <= capacity {
            assert_eq!(status, HdzStatus::HDZ_OK);
            assert_eq!(&ids[..count], legal, "C and Rust legal moves of a view differ");
            assert!(ids[count..].iter().all(|&id| id == SENTINEL), "wrote past the count");
        } else {
            assert_eq!(status, HdzStatus::HDZ_BUFFER_TOO_SMALL);
            assert!(ids.iter().all(|&id| id == SENTINEL), "a failed call wrote ids");
        }
        let id = if queries.pick_legal && !legal.is_empty() {
            legal[queries.id as usize % legal.len()]
        } else {
            queries.id % 1024
        };
        let is_legal = written(false, false, |out| hdz_view_is_legal(view, id, out));
        assert_eq!(is_legal, Ok(engine.is_legal(id)), "is_legal({id}) of a view");

        // The observation: a size query, then the tensor.
        let mut len = 0;
        assert_eq!(checked(hdz_view_observation(view, null_mut(), 0, &mut len)), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(len, engine.observation_size());
        let mut tensor = vec![f32::NAN; len];
        assert_eq!(checked(hdz_view_observation(view, tensor.as_mut_ptr(), len, &mut len)), HdzStatus::HDZ_OK);
        let mut expected = vec![0.0f32; len];
        engine.observe(&mut expected);
        let bits = |xs: &[f32]| xs.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
        assert_eq!(bits(&tensor), bits(&expected), "C and Rust observations of a view differ");

        // A clone, and the JSON loaded again, are the same view.
        let mut copy = null_mut();
        assert_eq!(checked(hdz_view_clone(view, &mut copy)), HdzStatus::HDZ_OK);
        assert_eq!(text(false, |out| hdz_view_to_json(copy, out)), Ok(json.clone()), "a clone differs");
        hdz_view_free(copy);
        let again = CString::new(json.clone()).expect("no NUL");
        let mut loaded = null_mut();
        assert_eq!(checked(hdz_view_from_json(kind as u32, again.as_ptr(), &mut loaded)), HdzStatus::HDZ_OK);
        assert_eq!(text(false, |out| hdz_view_to_json(loaded, out)), Ok(json), "view JSON round trip");
        hdz_view_free(loaded);

        // The typed view struct of the view's game.
        extras::view_struct_is_the_engines(view, engine);
    }
}

/// A view of `game`'s seat `seat` gives the game's view JSON, legal moves (when that seat decides)
/// and observation.
///
/// # Safety
/// `view` and `game` are live.
unsafe fn is_the_games(view: *mut HdzView, game: *const HdzGame, seat: u8) {
    let seat = u32::from(seat);
    // SAFETY (all calls): live handles; valid out-pointers.
    unsafe {
        assert_eq!(text(false, |out| hdz_view_to_json(view, out)), Ok(view_json(game, seat)));
        let to_act = written(SENTINEL, false, |out| hdz_game_current_player(game, out)).expect("player to act");
        let expected = if to_act == seat { legal_ids(game) } else { Vec::new() };
        let mut ids = vec![SENTINEL; HDZ_MAX_LEGAL_MOVES];
        let mut count = 0;
        assert_eq!(checked(hdz_view_legal_moves(view, ids.as_mut_ptr(), ids.len(), &mut count)), HdzStatus::HDZ_OK);
        assert_eq!(&ids[..count], &expected[..], "the view's legal moves are the game's");
        let mut from_view = vec![0.0f32; HDZ_MAX_OBSERVATION_SIZE];
        let mut from_game = vec![1.0f32; HDZ_MAX_OBSERVATION_SIZE];
        let (mut a, mut b) = (0, 0);
        assert_eq!(
            checked(hdz_view_observation(view, from_view.as_mut_ptr(), from_view.len(), &mut a)),
            HdzStatus::HDZ_OK
        );
        let status = hdz_game_observation(game, seat, from_game.as_mut_ptr(), from_game.len(), &mut b);
        assert_eq!(checked(status), HdzStatus::HDZ_OK);
        assert_eq!(a, b);
        assert_eq!(from_view[..a], from_game[..b], "the view's observation is the game's");
    }
}

/// NULL views and NULL out-pointers are refused by every call on a view, and nothing is
/// written.
///
/// # Safety
/// `live` is NULL or a live view.
unsafe fn null_arguments(live: *mut HdzView, seed: u64) {
    let live = live.cast_const();
    let mut json = SENTINEL as usize as *mut c_char;
    let mut copy = SENTINEL as usize as *mut HdzView;
    let mut sample = SENTINEL as usize as *mut HdzGame;
    let mut ids = [SENTINEL; 2];
    let mut count = SENTINEL as usize;
    let mut number = SENTINEL;
    let mut kind = HdzGameKind::LeBaron;
    let mut legal = true;
    let mut floats = [f32::NAN; 4];
    let mut bot = null_mut();
    // SAFETY: a known name, a valid out-pointer.
    assert_eq!(checked(unsafe { hdz_bot_new(0, c"random".as_ptr(), 1, &mut bot) }), HdzStatus::HDZ_OK);
    // SAFETY (all calls): `live` is NULL or live; every out-pointer is NULL or valid.
    let statuses = unsafe {
        [
            hdz_view_to_json(null(), &mut json),
            hdz_view_to_json(live, null_mut()),
            hdz_view_clone(null(), &mut copy),
            hdz_view_clone(live, null_mut()),
            hdz_view_kind(null(), &mut kind),
            hdz_view_kind(live, null_mut()),
            hdz_view_seat(null(), &mut number),
            hdz_view_seat(live, null_mut()),
            hdz_view_players(null(), &mut number),
            hdz_view_players(live, null_mut()),
            hdz_view_current_player(null(), &mut number),
            hdz_view_current_player(live, null_mut()),
            hdz_view_phase(null(), &mut number),
            hdz_view_phase(live, null_mut()),
            hdz_view_turn(null(), &mut number),
            hdz_view_turn(live, null_mut()),
            hdz_view_legal_moves(null(), ids.as_mut_ptr(), 2, &mut count),
            hdz_view_legal_moves(live, null_mut(), 2, &mut count),
            hdz_view_legal_moves(live, ids.as_mut_ptr(), 2, null_mut()),
            hdz_view_is_legal(null(), 0, &mut legal),
            hdz_view_is_legal(live, 0, null_mut()),
            hdz_view_observation(null(), floats.as_mut_ptr(), 4, &mut count),
            hdz_view_observation(live, null_mut(), 4, &mut count),
            hdz_view_observation(live, floats.as_mut_ptr(), 4, null_mut()),
            hdz_view_determinize(null(), seed, &mut sample),
            hdz_view_determinize(live, seed, null_mut()),
            hdz_bot_choose_from_view(null_mut(), live, &mut number),
            hdz_bot_choose_from_view(bot, null(), &mut number),
            hdz_bot_choose_from_view(bot, live, null_mut()),
        ]
    };
    for status in statuses {
        assert_eq!(checked(status), HdzStatus::HDZ_NULL_POINTER);
    }
    assert_eq!(json as usize, SENTINEL as usize);
    assert_eq!(copy as usize, SENTINEL as usize);
    assert_eq!(sample as usize, SENTINEL as usize);
    assert_eq!((ids, count, number), ([SENTINEL; 2], SENTINEL as usize, SENTINEL), "a failed call wrote");
    assert!(kind == HdzGameKind::LeBaron && legal && floats.iter().all(|x| x.is_nan()), "a failed call wrote");
    // SAFETY: created above, freed once.
    unsafe { hdz_bot_free(bot) };
}
