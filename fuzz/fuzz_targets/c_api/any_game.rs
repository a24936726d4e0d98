//! The operation on the API of every game (`hdz_any_*`): games of every kind the library lists
//! (`hdz_game_kind_info`), made from player counts, options (the defaults, edited, without a
//! field) and saved states; legal moves, `is_legal`, `check` and `apply_for` for the right and a
//! wrong seat; view handles made from the game or loaded from its view JSON (edited, or raw
//! bytes); bots choosing in a game or from a view, of the game's kind or another; scores, events
//! and observations.

use std::ffi::{c_char, CStr, CString};
use std::ptr::{null, null_mut};

use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use crate::common::*;

/// The game and view handles of the operations on every game.
pub(crate) struct AnyHandles {
    games: [*mut HdzAnyGame; SLOTS],
    views: [*mut HdzAnyView; SLOTS],
}

impl AnyHandles {
    /// No handles.
    pub(crate) fn new() -> AnyHandles {
        AnyHandles { games: [null_mut(); SLOTS], views: [null_mut(); SLOTS] }
    }

    fn put_game(&mut self, slot: u8, game: *mut HdzAnyGame) {
        let at = &mut self.games[usize::from(slot) % SLOTS];
        // SAFETY: NULL or a live game, freed once.
        unsafe { hdz_any_game_free(*at) };
        *at = game;
    }

    fn put_view(&mut self, slot: u8, view: *mut HdzAnyView) {
        let at = &mut self.views[usize::from(slot) % SLOTS];
        // SAFETY: NULL or a live view, freed once.
        unsafe { hdz_any_view_free(*at) };
        *at = view;
    }
}

impl Drop for AnyHandles {
    fn drop(&mut self) {
        for slot in 0..SLOTS as u8 {
            self.put_game(slot, null_mut());
            self.put_view(slot, null_mut());
        }
    }
}

/// Every game kind the library lists.
fn kinds() -> Vec<HdzGameKindInfo> {
    let mut all = Vec::new();
    loop {
        let mut info = std::mem::MaybeUninit::<HdzGameKindInfo>::uninit();
        // SAFETY: valid out-pointer.
        match checked(unsafe { hdz_game_kind_info(all.len() as u32, info.as_mut_ptr()) }) {
            // SAFETY: written by the successful call.
            HdzStatus::HDZ_OK => all.push(unsafe { info.assume_init() }),
            status => {
                assert_eq!(status, HdzStatus::HDZ_INVALID_ARGUMENT, "past the kinds");
                return all;
            }
        }
    }
}

/// The name of a kind.
fn name_of(info: &HdzGameKindInfo) -> String {
    // SAFETY: a static string of the library.
    unsafe { CStr::from_ptr(info.name) }.to_str().expect("UTF-8").to_owned()
}

/// A text the library writes through a `char **` out-parameter, or `None` with the status.
fn text(call: impl FnOnce(*mut *mut c_char) -> HdzStatus) -> Result<String, HdzStatus> {
    let mut out = SENTINEL as usize as *mut c_char;
    match checked(call(&mut out)) {
        // SAFETY: just written by the library.
        HdzStatus::HDZ_OK => Ok(unsafe { take_string(out) }),
        status => {
            assert_eq!(out as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
            Err(status)
        }
    }
}

/// A value a call writes, or its status (and then nothing written).
fn written<T: Copy + PartialEq + std::fmt::Debug>(
    blank: T,
    call: impl FnOnce(*mut T) -> HdzStatus,
) -> Result<T, HdzStatus> {
    let mut out = blank;
    match checked(call(&mut out)) {
        HdzStatus::HDZ_OK => Ok(out),
        status => {
            assert_eq!(out, blank, "a failed call wrote its out-parameter");
            Err(status)
        }
    }
}

/// What a live game says of itself.
struct Facts {
    info: HdzGameKindInfo,
    players: u32,
    current: u32,
    legal: Vec<u32>,
    state: String,
    events: String,
}

/// # Safety
/// `game` is a live game.
unsafe fn facts(game: *const HdzAnyGame) -> Facts {
    // SAFETY (all calls): live game, valid pointers.
    unsafe {
        let kind = written(HdzGameKind::HerrDerZiegen, |out| hdz_any_game_kind(game, out)).expect("kind");
        let info = kinds()[kind as usize];
        let players = written(0, |out| hdz_any_game_players(game, out)).expect("players");
        let current = written(SENTINEL, |out| hdz_any_game_current_player(game, out)).expect("player to act");
        let mut needed = SENTINEL as usize;
        let query = checked(hdz_any_game_legal_moves(game, null_mut(), 0, &mut needed));
        let mut ids = vec![SENTINEL; HDZ_ANY_MAX_LEGAL_MOVES + 1];
        let mut count = 0;
        assert_eq!(checked(hdz_any_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count)), HdzStatus::HDZ_OK);
        assert!(count <= info.max_legal_moves && ids[count..].iter().all(|&id| id == SENTINEL));
        assert_eq!(
            (query, needed),
            if count == 0 { (HdzStatus::HDZ_OK, 0) } else { (HdzStatus::HDZ_BUFFER_TOO_SMALL, count) }
        );
        assert_eq!(count == 0, current == u32::from(HDZ_NONE), "no moves exactly when over");
        ids.truncate(count);
        let state = text(|out| hdz_any_game_to_json(game, out)).expect("state");
        let events = text(|out| hdz_any_game_last_events_json(game, out)).expect("events");
        Facts { info, players, current, legal: ids, state, events }
    }
}

/// The `ANY` operation: a sub-operation on the API of every game.
pub(crate) fn any_game(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    match r.u8() % 6 {
        0 => make(handles, r),
        1 => options(handles, r),
        2 => play(handles, r),
        3 => view(handles, r),
        4 => bot(handles, r),
        _ => outputs(handles, r),
    }
}

/// A new game: any kind number, any player count, NULL out-pointers sometimes.
fn make(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    let all = kinds();
    let kind = u32::from(r.u8() % (all.len() as u8 + 2));
    let players = u32::from(r.u8() % 12);
    let seed = r.u64();
    let flags = r.u8();
    let mut game = SENTINEL as usize as *mut HdzAnyGame;
    // SAFETY: valid or NULL out-pointer.
    let status = checked(unsafe { hdz_any_game_new(kind, players, seed, out(&mut game, flags & 1 != 0)) });
    let expected = match all.get(kind as usize) {
        _ if flags & 1 != 0 => HdzStatus::HDZ_NULL_POINTER,
        None => HdzStatus::HDZ_INVALID_ARGUMENT,
        Some(info) if (info.min_players..=info.max_players).contains(&players) => HdzStatus::HDZ_OK,
        Some(_) => HdzStatus::HDZ_SETUP_ERROR,
    };
    assert_eq!(status, expected, "hdz_any_game_new({kind}, {players})");
    if status == HdzStatus::HDZ_OK {
        handles.put_game(flags >> 1, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
}

/// Options: the defaults, edited or without one field; read strictly.
fn options(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    let all = kinds();
    let info = all[usize::from(r.u8()) % all.len()];
    let kind = info.kind as u32;
    let players = info.min_players + u32::from(r.u8()) % (info.max_players - info.min_players + 1);
    // SAFETY: valid out-pointer.
    let defaults = text(|out| unsafe { hdz_any_default_options_json(kind, players, out) }).expect("defaults");
    let mode = r.u8();
    let (json, must) = match mode % 3 {
        0 => (defaults.clone(), Some(HdzStatus::HDZ_OK)),
        1 => {
            // Without the field the input names: refused, naming the game and the field.
            let serde_json::Value::Object(mut fields) = serde_json::from_str(&defaults).expect("JSON") else {
                panic!("options are an object")
            };
            let key = fields.keys().nth(usize::from(r.u8()) % fields.len()).expect("a field").clone();
            fields.remove(&key);
            (serde_json::Value::Object(fields).to_string(), Some(HdzStatus::HDZ_INVALID_JSON))
        }
        _ => {
            let mut bytes = defaults.clone().into_bytes();
            edit(r, &mut bytes);
            (String::from_utf8_lossy(&c_text(&bytes).into_bytes()).into_owned(), None)
        }
    };
    let text = CString::new(json.clone()).expect("no NUL");
    let mut game = SENTINEL as usize as *mut HdzAnyGame;
    // SAFETY: NUL-terminated text, valid out-pointer.
    let status = checked(unsafe { hdz_any_game_with_options(kind, text.as_ptr(), r.u64(), &mut game) });
    assert!(
        matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_INVALID_JSON | HdzStatus::HDZ_SETUP_ERROR),
        "options: {status:?}"
    );
    if let Some(must) = must {
        assert_eq!(status, must, "{json}: {}", last_error());
    }
    if status == HdzStatus::HDZ_INVALID_JSON || status == HdzStatus::HDZ_SETUP_ERROR {
        assert!(last_error().contains(&name_of(&info)), "the message names the game: {}", last_error());
    }
    if status == HdzStatus::HDZ_OK {
        handles.put_game(mode >> 2, game);
    } else {
        assert_eq!(game as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
    }
}

/// A move by index or by raw id, checked for the right seat, any seat and a wrong one, then
/// applied for a seat from the input: accepted exactly when legal and made for the seat to act;
/// a refused move changes nothing.
fn play(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    let game = handles.games[usize::from(r.u8()) % SLOTS];
    let flags = r.u8();
    let pick = r.u16();
    let seat_offset = u32::from(r.u8() % 3);
    if game.is_null() {
        // SAFETY: NULL handles are refused.
        unsafe {
            assert_eq!(checked(hdz_any_game_apply(null_mut(), 0)), HdzStatus::HDZ_NULL_POINTER);
            assert_eq!(checked(hdz_any_game_check(null(), 0, 0)), HdzStatus::HDZ_NULL_POINTER);
        }
        return;
    }
    // SAFETY: a live game.
    let before = unsafe { facts(game) };
    let id = if flags & 1 == 0 && !before.legal.is_empty() {
        before.legal[usize::from(pick) % before.legal.len()]
    } else {
        u32::from(pick) % (before.info.num_actions + 8)
    };
    let listed = before.legal.contains(&id);
    // SAFETY (all calls): a live game, valid out-pointers.
    unsafe {
        assert_eq!(written(!listed, |out| hdz_any_game_is_legal(game, id, out)), Ok(listed));
        let any = checked(hdz_any_game_check(game, u32::from(HDZ_NONE), id));
        assert_eq!(any == HdzStatus::HDZ_OK, listed, "check agrees with the legal moves");
        let seat =
            if before.current == u32::from(HDZ_NONE) { 0 } else { (before.current + seat_offset) % before.players };
        let for_seat = checked(hdz_any_game_check(game, seat, id));
        let status = checked(hdz_any_game_apply_for(game, seat, id));
        assert_eq!(status, for_seat, "apply_for returns what check says");
        if seat != before.current && before.current != u32::from(HDZ_NONE) && id < before.info.num_actions {
            assert_eq!(status, HdzStatus::HDZ_NOT_YOUR_TURN);
        }
        if before.current == u32::from(HDZ_NONE) && id < before.info.num_actions {
            assert_eq!(status, HdzStatus::HDZ_GAME_OVER);
        }
        if id >= before.info.num_actions {
            assert_eq!(status, HdzStatus::HDZ_UNKNOWN_ACTION);
        }
        assert_eq!(status == HdzStatus::HDZ_OK, listed && seat == before.current);
        let after = facts(game);
        if status == HdzStatus::HDZ_OK {
            assert!(after.events.starts_with('[') && after.events.len() > 2, "a move has events");
        } else {
            assert_eq!((after.state, after.events), (before.state, before.events), "a refused move changed the game");
        }
        assert_eq!(checked(hdz_any_game_apply_for(game, before.players, id)), HdzStatus::HDZ_INVALID_ARGUMENT);
    }
}

/// A view handle of a seat, from the game or loaded from its view JSON (edited, or raw bytes),
/// compared with the game; a state document is no view.
fn view(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    let slot = r.u8();
    let game = handles.games[usize::from(slot) % SLOTS];
    let flags = r.u8();
    let seat = u32::from(r.u8() % 11);
    if game.is_null() {
        let mut view = SENTINEL as usize as *mut HdzAnyView;
        // SAFETY: a NULL game is refused; `view` is valid for a write.
        assert_eq!(checked(unsafe { hdz_any_game_view(null(), seat, &mut view) }), HdzStatus::HDZ_NULL_POINTER);
        assert_eq!(view as usize, SENTINEL as usize);
        return;
    }
    // SAFETY: a live game.
    let facts = unsafe { facts(game) };
    let kind = facts.info.kind as u32;
    let mut view = SENTINEL as usize as *mut HdzAnyView;
    let from_game = flags & 3 == 0;
    let status = if from_game {
        // SAFETY: a live game, valid out-pointer.
        checked(unsafe { hdz_any_game_view(game, seat, &mut view) })
    } else {
        let mut bytes = match (flags & 3, seat < facts.players) {
            // SAFETY: a live game, valid out-pointer.
            (1 | 2, true) => text(|out| unsafe { hdz_any_game_view_json(game, seat, out) }).expect("view").into_bytes(),
            (3, _) => {
                let len = usize::from(r.u16()) % MAX_TEXT;
                r.bytes(len).to_vec()
            }
            _ => facts.state.clone().into_bytes(),
        };
        if flags & 3 == 2 {
            edit(r, &mut bytes);
        }
        let text = c_text(&bytes);
        // SAFETY: NUL-terminated text, valid out-pointer.
        checked(unsafe { hdz_any_view_from_json(kind, text.as_ptr(), &mut view) })
    };
    if from_game {
        assert_eq!(status == HdzStatus::HDZ_OK, seat < facts.players, "a view of seat {seat}");
    } else {
        assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_INVALID_JSON | HdzStatus::HDZ_INVALID_STATE));
        if flags & 3 == 1 && seat < facts.players {
            assert_eq!(status, HdzStatus::HDZ_OK, "the game's own view JSON loads");
        }
    }
    if status != HdzStatus::HDZ_OK {
        assert_eq!(view as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        return;
    }
    // SAFETY (all calls): live handles, valid out-pointers.
    unsafe {
        let json = text(|out| hdz_any_view_to_json(view, out)).expect("view JSON");
        let own = written(SENTINEL, |out| hdz_any_view_seat(view, out)).expect("seat");
        let mut ids = vec![SENTINEL; HDZ_ANY_MAX_LEGAL_MOVES];
        let mut count = 0;
        assert_eq!(checked(hdz_any_view_legal_moves(view, ids.as_mut_ptr(), ids.len(), &mut count)), HdzStatus::HDZ_OK);
        ids.truncate(count);
        let mut len = 0;
        assert_eq!(checked(hdz_any_view_observation(view, null_mut(), 0, &mut len)), HdzStatus::HDZ_BUFFER_TOO_SMALL);
        assert_eq!(len, facts.info.observation_size);
        let mut tensor = vec![0.0f32; len];
        assert_eq!(checked(hdz_any_view_observation(view, tensor.as_mut_ptr(), len, &mut len)), HdzStatus::HDZ_OK);
        assert!(tensor.iter().all(|x| x.is_finite()));
        if flags & 3 <= 1 {
            // A view of this very game: the same JSON, moves and observation as the game's.
            assert_eq!(json, text(|out| hdz_any_game_view_json(game, own, out)).expect("view"));
            let expected = if own == facts.current { facts.legal.clone() } else { Vec::new() };
            assert_eq!(ids, expected, "the view's legal moves");
            let mut from_game = vec![0.0f32; len];
            let mut game_len = 0;
            let status = hdz_any_game_observation(game, own, from_game.as_mut_ptr(), len, &mut game_len);
            assert_eq!((checked(status), game_len), (HdzStatus::HDZ_OK, len));
            assert_eq!(tensor, from_game, "the view's observation");
        }
        let mut sample = SENTINEL as usize as *mut HdzAnyGame;
        assert_eq!(checked(hdz_any_view_determinize(view, r.u64(), &mut sample)), HdzStatus::HDZ_OK);
        assert_eq!(
            text(|out| hdz_any_game_view_json(sample, own, out)).expect("view"),
            json,
            "a sample keeps the view"
        );
        hdz_any_game_free(sample);
        let reloaded = CString::new(json.clone()).expect("no NUL");
        let mut again = null_mut();
        assert_eq!(checked(hdz_any_view_from_json(kind, reloaded.as_ptr(), &mut again)), HdzStatus::HDZ_OK);
        assert_eq!(text(|out| hdz_any_view_to_json(again, out)).expect("view"), json, "view JSON round trip");
        hdz_any_view_free(again);
    }
    handles.put_view(flags >> 2, view);
}

/// A bot of a kind from the input (the game's or another) choosing in a game or from a view.
fn bot(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    const NAMES: [&CStr; 4] = [c"random", c"greedy", c"ismcts:1", c"ismcts:3"];
    let all = kinds();
    let kind = u32::from(r.u8()) % all.len() as u32;
    let name = NAMES[usize::from(r.u8()) % NAMES.len()];
    let mut bot = null_mut();
    // SAFETY: NUL-terminated name, valid out-pointer.
    assert_eq!(checked(unsafe { hdz_any_bot_new(kind, name.as_ptr(), r.u64(), &mut bot) }), HdzStatus::HDZ_OK);
    let which = r.u8();
    let mut id = SENTINEL;
    let status = if which & 1 == 0 {
        let game = handles.games[usize::from(which >> 1) % SLOTS];
        // SAFETY: NULL or live handles, valid out-pointer.
        let status = checked(unsafe { hdz_any_bot_choose(bot, game, &mut id) });
        if game.is_null() {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else {
            // SAFETY: a live game.
            let facts = unsafe { facts(game) };
            match status {
                HdzStatus::HDZ_OK => assert!(facts.info.kind as u32 == kind && facts.legal.contains(&id)),
                HdzStatus::HDZ_INVALID_ARGUMENT => assert_ne!(facts.info.kind as u32, kind),
                HdzStatus::HDZ_GAME_OVER => assert!(facts.legal.is_empty()),
                other => panic!("a bot's choice: {other:?}"),
            }
        }
        status
    } else {
        let view = handles.views[usize::from(which >> 1) % SLOTS];
        // SAFETY: NULL or live handles, valid out-pointer.
        let status = checked(unsafe { hdz_any_bot_choose_from_view(bot, view, &mut id) });
        if view.is_null() {
            assert_eq!(status, HdzStatus::HDZ_NULL_POINTER);
        } else {
            let mut ids = vec![SENTINEL; HDZ_ANY_MAX_LEGAL_MOVES];
            let mut count = 0;
            // SAFETY: a live view, buffer of the stated capacity.
            let listed = checked(unsafe { hdz_any_view_legal_moves(view, ids.as_mut_ptr(), ids.len(), &mut count) });
            assert_eq!(listed, HdzStatus::HDZ_OK);
            match status {
                HdzStatus::HDZ_OK => assert!(ids[..count].contains(&id)),
                HdzStatus::HDZ_NOT_YOUR_TURN | HdzStatus::HDZ_GAME_OVER => assert_eq!(count, 0),
                HdzStatus::HDZ_INVALID_ARGUMENT => {
                    // SAFETY: a live view, valid out-pointer.
                    let view_kind = written(HdzGameKind::HerrDerZiegen, |out| unsafe { hdz_any_view_kind(view, out) });
                    assert_ne!(view_kind.expect("kind") as u32, kind);
                }
                other => panic!("a bot's choice from a view: {other:?}"),
            }
        }
        status
    };
    assert_eq!(id == SENTINEL, status != HdzStatus::HDZ_OK, "the choice is written exactly on success");
    // SAFETY: made here, freed once.
    unsafe { hdz_any_bot_free(bot) };
}

/// The status and count of a game's typed events read into a buffer of `capacity`.
fn typed_events<E: Copy>(
    capacity: usize,
    read: impl FnOnce(*mut E, usize, *mut usize) -> HdzStatus,
) -> (HdzStatus, usize) {
    let mut events = vec![std::mem::MaybeUninit::<E>::uninit(); capacity];
    let mut count = SENTINEL as usize;
    let status = checked(read(events.as_mut_ptr().cast(), capacity, &mut count));
    (status, count)
}

/// What a game writes out: its state (reloaded, edited), the scores document, the typed events
/// of its kind, the phase's name, a clone and a determinization.
fn outputs(handles: &mut AnyHandles, r: &mut Reader<'_>) {
    let slot = r.u8();
    let game = handles.games[usize::from(slot) % SLOTS];
    if game.is_null() {
        // SAFETY: a NULL game is refused.
        assert_eq!(text(|out| unsafe { hdz_any_game_scores_json(null(), out) }), Err(HdzStatus::HDZ_NULL_POINTER));
        return;
    }
    // SAFETY: a live game.
    let facts = unsafe { facts(game) };
    let kind = facts.info.kind as u32;
    // SAFETY (all calls): live handles, valid out-pointers.
    unsafe {
        let scores = text(|out| hdz_any_game_scores_json(game, out)).expect("scores");
        let doc: serde_json::Value = serde_json::from_str(&scores).expect("JSON");
        assert_eq!(doc["game"], name_of(&facts.info));
        assert_eq!(doc["seats"].as_array().expect("seats").len(), facts.players as usize, "one entry per seat");
        let outcome = written(HdzOutcome::default(), |out| hdz_any_game_outcome(game, out)).expect("outcome");
        for (seat, entry) in doc["seats"].as_array().expect("seats").iter().enumerate() {
            assert_eq!(entry["total"], outcome.scores[seat]);
        }
        let phase = written(SENTINEL, |out| hdz_any_game_phase(game, out)).expect("phase");
        let mut name = null();
        assert_eq!(checked(hdz_any_phase_name(kind, phase, &mut name)), HdzStatus::HDZ_OK);
        let json_events = facts.events.matches("\"event\":").count();
        let typed = match facts.info.kind {
            HdzGameKind::HerrDerZiegen => {
                typed_events(HDZ_HDZ_MAX_EVENTS, |out, n, count| hdz_game_last_events(game, out, n, count))
            }
            HdzGameKind::ZiegenKriegen => {
                typed_events(HDZ_ZK_MAX_EVENTS, |out, n, count| hdz_zk_last_events(game, out, n, count))
            }
            HdzGameKind::LeBaron => {
                typed_events(HDZ_LB_MAX_EVENTS, |out, n, count| hdz_lb_last_events(game, out, n, count))
            }
        };
        assert_eq!(typed, (HdzStatus::HDZ_OK, json_events), "typed events are the JSON events");
        let mut bytes = facts.state.clone().into_bytes();
        let edited = edit(r, &mut bytes);
        let text_in = c_text(&bytes);
        let mut loaded = SENTINEL as usize as *mut HdzAnyGame;
        let status = checked(hdz_any_game_from_json(kind, text_in.as_ptr(), &mut loaded));
        assert!(matches!(status, HdzStatus::HDZ_OK | HdzStatus::HDZ_INVALID_JSON | HdzStatus::HDZ_INVALID_STATE));
        if !edited {
            assert_eq!(status, HdzStatus::HDZ_OK, "a game's own state loads");
        }
        if status == HdzStatus::HDZ_OK {
            let again = text(|out| hdz_any_game_to_json(loaded, out)).expect("state");
            if !edited {
                assert_eq!(again, facts.state, "state round trip");
            }
            assert_eq!(text(|out| hdz_any_game_last_events_json(loaded, out)).expect("events"), "[]");
            handles.put_game(slot.wrapping_add(1), loaded);
        } else {
            assert_eq!(loaded as usize, SENTINEL as usize, "a failed call wrote its out-parameter");
        }
        let seat = u32::from(r.u8()) % (facts.players + 1);
        let mut sample = SENTINEL as usize as *mut HdzAnyGame;
        let status = checked(hdz_any_game_determinize(game, seat, r.u64(), &mut sample));
        assert_eq!(status == HdzStatus::HDZ_OK, seat < facts.players);
        if status == HdzStatus::HDZ_OK {
            let kept = text(|out| hdz_any_game_view_json(sample, seat, out)).expect("view");
            assert_eq!(kept, text(|out| hdz_any_game_view_json(game, seat, out)).expect("view"));
            hdz_any_game_free(sample);
        }
    }
}
