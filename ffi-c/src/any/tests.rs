//! Tests of the any-game entry points, called from Rust as a C program would call them, against
//! the engines' own Rust API.

use std::ffi::{c_char, CStr};
use std::ptr::{null, null_mut};

use herr_der_ziegen::game_core::bots::by_name;
use herr_der_ziegen::game_core::{GameRules, GameView};

use super::*;
use crate::{hdz_last_error_message, hdz_string_free, HdzStatus, HDZ_MAX_LEGAL_MOVES, HDZ_NONE};

use HdzStatus::*;

const HDZ: u32 = HdzGameKind::HerrDerZiegen as u32;
const ZK: u32 = HdzGameKind::ZiegenKriegen as u32;
const LB: u32 = HdzGameKind::LeBaron as u32;

/// The calling thread's last error message.
fn message() -> String {
    // SAFETY: never NULL, NUL-terminated.
    unsafe { CStr::from_ptr(hdz_last_error_message()) }.to_string_lossy().into_owned()
}

/// The string a successful `call` writes to its `char **` out-parameter, freed.
fn text(call: impl FnOnce(*mut *mut c_char) -> HdzStatus) -> String {
    let mut out = null_mut();
    assert_eq!(call(&mut out), HDZ_OK, "{}", message());
    // SAFETY: a string of the library, freed once.
    let owned = unsafe { CStr::from_ptr(out) }.to_str().unwrap().to_owned();
    unsafe { hdz_string_free(out) };
    owned
}

/// The value a successful `call` writes to its out-parameter (which starts as `init`).
fn value<T>(init: T, call: impl FnOnce(*mut T) -> HdzStatus) -> T {
    let mut out = init;
    assert_eq!(call(&mut out), HDZ_OK, "{}", message());
    out
}

/// An owned game handle, freed on drop.
struct Game(*mut HdzAnyGame);

impl Drop for Game {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_any_game_free(self.0) }
    }
}

impl Game {
    fn made(call: impl FnOnce(*mut *mut HdzAnyGame) -> HdzStatus) -> Game {
        Game(value(null_mut(), call))
    }

    fn new(kind: u32, players: u32, seed: u64) -> Game {
        // SAFETY: valid out-pointer.
        Game::made(|out| unsafe { hdz_any_game_new(kind, players, seed, out) })
    }

    fn from_json(kind: u32, json: &str) -> Game {
        let json = std::ffi::CString::new(json).unwrap();
        // SAFETY: valid string and out-pointer.
        Game::made(|out| unsafe { hdz_any_game_from_json(kind, json.as_ptr(), out) })
    }

    fn legal(&self) -> Vec<u32> {
        let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
        // SAFETY: live game, buffer of the stated capacity.
        let count = value(usize::MAX, |n| unsafe { hdz_any_game_legal_moves(self.0, ids.as_mut_ptr(), ids.len(), n) });
        ids[..count].to_vec()
    }

    fn apply(&self, id: u32) -> HdzStatus {
        // SAFETY: live game.
        unsafe { hdz_any_game_apply(self.0, id) }
    }

    fn json(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_to_json(self.0, out) })
    }

    fn view_json(&self, seat: u32) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_view_json(self.0, seat, out) })
    }

    fn events(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_last_events_json(self.0, out) })
    }

    fn current(&self) -> u32 {
        // SAFETY: live game, valid out-pointer.
        value(0, |out| unsafe { hdz_any_game_current_player(self.0, out) })
    }

    fn outcome(&self) -> HdzOutcome {
        // SAFETY: live game, valid out-pointer.
        value(HdzOutcome::default(), |out| unsafe { hdz_any_game_outcome(self.0, out) })
    }
}

/// An owned bot handle, freed on drop.
struct AnyBot(*mut HdzAnyBot);

impl Drop for AnyBot {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_any_bot_free(self.0) }
    }
}

impl AnyBot {
    fn new(kind: u32, name: &CStr, seed: u64) -> AnyBot {
        // SAFETY: valid string and out-pointer.
        AnyBot(value(null_mut(), |out| unsafe { hdz_any_bot_new(kind, name.as_ptr(), seed, out) }))
    }

    fn choose(&self, game: &Game) -> u32 {
        // SAFETY: live bot and game, valid out-pointer.
        value(u32::MAX, |out| unsafe { hdz_any_bot_choose(self.0, game.0, out) })
    }
}

/// A language-neutral choice stream, as the golden transcripts use.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// Plays a whole game of `G` through the C functions and through the engine side by side:
/// the same legal ids, events, views, observations, outcome and final state at every step.
fn whole_game_matches<G: GameRules>(kind: u32, players: u8, seed: u64) {
    let game = Game::new(kind, u32::from(players), seed);
    let mut core = G::with_options(&G::options_for(players).unwrap(), seed).unwrap();
    assert_eq!(game.json(), core.to_json());
    assert_eq!(game.events(), "[]");
    let mut chooser = Chooser(seed ^ 0x77);
    let mut steps = 0;
    let mut tensor = vec![0.0f32; G::OBSERVATION_SIZE];
    let mut core_tensor = vec![0.0f32; G::OBSERVATION_SIZE];
    while let Some(player) = core.current_player() {
        assert_eq!(game.current(), u32::from(player));
        let mut moves = G::MoveList::default();
        core.legal_moves_into(&mut moves);
        let ids: Vec<u32> = moves.iter().map(|&m| u32::from(G::action_id(m))).collect();
        assert_eq!(game.legal(), ids);
        let pick = chooser.next(ids.len());
        if steps % 7 == 0 {
            let seat = (player + 1) % players;
            assert_eq!(game.view_json(u32::from(seat)), core.view(seat).to_json());
            // SAFETY: live game, buffer of the stated capacity, valid count.
            let len = value(0, |n| unsafe {
                hdz_any_game_observation(game.0, u32::from(seat), tensor.as_mut_ptr(), tensor.len(), n)
            });
            core.view(seat).observation(&mut core_tensor);
            assert_eq!((len, &tensor), (G::OBSERVATION_SIZE, &core_tensor));
        }
        assert_eq!(game.apply(ids[pick]), HDZ_OK, "{}", message());
        let mut events = Vec::new();
        core.apply_with(moves[pick], &mut events).unwrap();
        assert_eq!(game.events(), serde_json::to_string(&events).unwrap());
        steps += 1;
    }
    assert!(steps > 10, "a whole game");
    assert_eq!(game.current(), u32::from(HDZ_NONE));
    // SAFETY: live game, valid out-pointer.
    assert!(value(false, |out| unsafe { hdz_any_game_is_over(game.0, out) }));
    assert_eq!(game.legal(), Vec::<u32>::new());
    assert_eq!(game.json(), core.to_json());
    assert_eq!(game.outcome(), HdzOutcome::from(core.outcome()));
    // SAFETY: live game, valid out-pointer.
    let scores = text(|out| unsafe { hdz_any_game_scores_json(game.0, out) });
    assert_eq!(scores, serde_json::to_string(&core.scores()).unwrap());
    assert_eq!(game.apply(0), HDZ_GAME_OVER);
}

#[test]
fn whole_games_of_every_kind_match_the_engines() {
    for seed in [1, 42, u64::MAX] {
        for players in [2, 5] {
            whole_game_matches::<herr_der_ziegen::Game>(HDZ, players, seed);
        }
        for players in [3, 6] {
            whole_game_matches::<ziegen_kriegen::Game>(ZK, players, seed);
        }
        for players in [2, 4, 10] {
            whole_game_matches::<le_baron::Game>(LB, players, seed);
        }
    }
}

#[test]
fn kind_info_follows_the_engines() {
    fn check<G: GameRules>(kind: u32, max_legal: usize) {
        // SAFETY: valid out-pointer.
        let info = value(std::mem::MaybeUninit::zeroed(), |out| unsafe { hdz_game_kind_info(kind, out.cast()) });
        // SAFETY: written by the successful call.
        let info: HdzGameKindInfo = unsafe { info.assume_init() };
        assert_eq!(info.kind as u32, kind);
        // SAFETY: static string.
        assert_eq!(unsafe { CStr::from_ptr(info.name) }.to_str().unwrap(), G::NAME);
        assert_eq!((info.min_players, info.max_players), (u32::from(G::MIN_PLAYERS), u32::from(G::MAX_PLAYERS)));
        assert_eq!((info.num_actions as usize, info.observation_size), (G::NUM_ACTIONS, G::OBSERVATION_SIZE));
        assert_eq!(info.max_legal_moves, max_legal);
        let game = Game::new(kind, u32::from(G::MIN_PLAYERS), 3);
        // SAFETY: live game, valid out-pointer.
        assert_eq!(value(HdzGameKind::LeBaron, |out| unsafe { hdz_any_game_kind(game.0, out) }) as u32, kind);
        // SAFETY: live game, valid out-pointer.
        let players = value(0, |out| unsafe { hdz_any_game_players(game.0, out) });
        assert_eq!(players, u32::from(G::MIN_PLAYERS));
    }
    check::<herr_der_ziegen::Game>(HDZ, herr_der_ziegen::moves::MAX_LEGAL_MOVES);
    check::<ziegen_kriegen::Game>(ZK, ziegen_kriegen::moves::MAX_LEGAL_MOVES);
    check::<le_baron::Game>(LB, le_baron::moves::MAX_LEGAL_MOVES);
    let mut info = std::mem::MaybeUninit::<HdzGameKindInfo>::zeroed();
    // SAFETY: valid out-pointer; a failure writes nothing.
    assert_eq!(unsafe { hdz_game_kind_info(3, info.as_mut_ptr()) }, HDZ_INVALID_ARGUMENT);
    assert!(message().contains("3 is not a game kind"), "{}", message());
    // SAFETY: NULL out-pointer.
    assert_eq!(unsafe { hdz_game_kind_info(ZK, null_mut()) }, HDZ_NULL_POINTER);
}

#[test]
fn setup_errors_bad_kinds_and_bad_json_are_refused() {
    let mut game = null_mut();
    // SAFETY (all calls): valid or NULL pointers, as each case says.
    unsafe {
        assert_eq!(hdz_any_game_new(7, 3, 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_game_new(ZK, 2, 1, &mut game), HDZ_SETUP_ERROR);
        assert!(message().contains("ziegen-kriegen"), "{}", message());
        assert_eq!(hdz_any_game_new(LB, 11, 1, &mut game), HDZ_SETUP_ERROR);
        assert_eq!(hdz_any_game_new(LB, 256 + 4, 1, &mut game), HDZ_SETUP_ERROR);
        assert_eq!(hdz_any_game_new(ZK, 3, 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_with_options(ZK, null(), 1, &mut game), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_with_options(ZK, c"{".as_ptr(), 1, &mut game), HDZ_INVALID_JSON);
        assert_eq!(hdz_any_game_with_options(ZK, c"{\"players\":3}".as_ptr(), 1, &mut game), HDZ_INVALID_JSON);
        assert_eq!(hdz_any_game_with_options(LB, c"[1]".as_ptr(), 1, &mut game), HDZ_INVALID_JSON);
        assert_eq!(hdz_any_game_with_options(7, c"{}".as_ptr(), 1, &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_game_with_options(ZK, c"\xff".as_ptr(), 1, &mut game), HDZ_INVALID_JSON);
        assert_eq!(hdz_any_game_from_json(ZK, c"nope".as_ptr(), &mut game), HDZ_INVALID_JSON);
        assert_eq!(hdz_any_game_from_json(LB, null(), &mut game), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_from_json(99, c"{}".as_ptr(), &mut game), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_default_options_json(ZK, 9, &mut null_mut()), HDZ_SETUP_ERROR);
        assert_eq!(hdz_any_default_options_json(ZK, 3, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_default_options_json(5, 3, &mut null_mut()), HDZ_INVALID_ARGUMENT);
    }
    assert!(game.is_null(), "failures write nothing");
    // A state of one game is not a state of another; a changed state is refused.
    let zk = Game::new(ZK, 4, 5);
    let zk_json = zk.json();
    // SAFETY: valid string and out-pointer.
    let status =
        unsafe { hdz_any_game_from_json(LB, std::ffi::CString::new(zk_json.clone()).unwrap().as_ptr(), &mut game) };
    assert!(matches!(status, HDZ_INVALID_JSON | HDZ_INVALID_STATE), "{status:?}");
    let other_version = zk_json.replacen("\"version\":1", "\"version\":999", 1);
    assert_ne!(other_version, zk_json);
    let text = std::ffi::CString::new(other_version).unwrap();
    // SAFETY: valid string and out-pointer.
    assert_eq!(unsafe { hdz_any_game_from_json(ZK, text.as_ptr(), &mut game) }, HDZ_INVALID_STATE);
    assert!(game.is_null());
}

#[test]
fn options_json_sets_up_games_of_each_kind() {
    for (kind, players, edit) in [
        (HDZ, 3, ("\"start_player\":0", "\"start_player\":2")),
        (ZK, 4, ("\"rounds\":1", "\"rounds\":4")),
        (LB, 5, ("\"sixth_card_rule\":true", "\"sixth_card_rule\":false")),
    ] {
        // SAFETY: valid out-pointer.
        let defaults = text(|out| unsafe { hdz_any_default_options_json(kind, players, out) });
        let json = std::ffi::CString::new(defaults.clone()).unwrap();
        // SAFETY: valid string and out-pointer.
        let game = Game::made(|out| unsafe { hdz_any_game_with_options(kind, json.as_ptr(), 9, out) });
        assert_eq!(game.json(), Game::new(kind, players, 9).json(), "defaults give the default game");
        let changed = defaults.replacen(edit.0, edit.1, 1);
        assert_ne!(changed, defaults, "{defaults}");
        let json = std::ffi::CString::new(changed).unwrap();
        // SAFETY: valid string and out-pointer.
        let game = Game::made(|out| unsafe { hdz_any_game_with_options(kind, json.as_ptr(), 9, out) });
        assert_ne!(game.json(), Game::new(kind, players, 9).json());
        let bad =
            std::ffi::CString::new(defaults.replacen(&format!("\"players\":{players}"), "\"players\":1", 1)).unwrap();
        let mut none = null_mut();
        // SAFETY: valid string and out-pointer.
        let status = unsafe { hdz_any_game_with_options(kind, bad.as_ptr(), 9, &mut none) };
        // Well-typed options that set up no game are a setup error in every game.
        assert_eq!(status, HDZ_SETUP_ERROR, "kind {kind}: {}", message());
        assert!(none.is_null());
    }
}

#[test]
fn refused_moves_have_typed_statuses_and_change_nothing() {
    for (kind, players) in [(HDZ, 3), (ZK, 3), (LB, 3)] {
        let game = Game::new(kind, players, 11);
        let legal = game.legal();
        // SAFETY: valid out-pointer.
        let info = value(std::mem::MaybeUninit::zeroed(), |out| unsafe { hdz_game_kind_info(kind, out.cast()) });
        // SAFETY: written by the successful call.
        let info: HdzGameKindInfo = unsafe { info.assume_init() };
        let illegal = (0..info.num_actions).find(|id| !legal.contains(id)).unwrap();
        game.apply(legal[0]);
        let (before, events) = (game.json(), game.events());
        for (id, status) in [(info.num_actions, HDZ_UNKNOWN_ACTION), (u32::MAX, HDZ_UNKNOWN_ACTION)] {
            assert_eq!(game.apply(id), status, "{}", message());
        }
        let now = game.legal();
        let illegal_now = (0..info.num_actions).find(|id| !now.contains(id)).unwrap_or(illegal);
        let status = game.apply(illegal_now);
        assert!(matches!(status, HDZ_ILLEGAL_MOVE | HDZ_NOT_YOUR_TURN), "{status:?}: {}", message());
        assert!(!message().is_empty());
        assert_eq!((game.json(), game.events()), (before, events), "a refused move changes nothing");
        // SAFETY: NULL game.
        assert_eq!(unsafe { hdz_any_game_apply(null_mut(), legal[0]) }, HDZ_NULL_POINTER);
    }
}

#[test]
fn null_pointers_are_refused_and_nothing_is_written() {
    let game = Game::new(ZK, 3, 2);
    let g = game.0.cast_const();
    let mut text = null_mut::<c_char>();
    let mut n = 7usize;
    let mut float = [0.0f32; 4];
    // SAFETY (all calls): every pointer is valid or NULL.
    unsafe {
        assert_eq!(hdz_any_game_kind(null(), &mut HdzGameKind::LeBaron), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_kind(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_players(null(), &mut 0), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_players(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_current_player(null(), &mut 0), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_current_player(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_is_over(null(), &mut false), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_is_over(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(null(), null_mut(), 0, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(g, null_mut(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_legal_moves(g, null_mut(), 3, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_outcome(null(), &mut HdzOutcome::default()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_outcome(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(null(), 0, float.as_mut_ptr(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(g, 0, null_mut(), 4, &mut n), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_observation(g, 0, float.as_mut_ptr(), 4, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(n, 7, "no count written");
        let text_calls: [unsafe extern "C" fn(*const HdzAnyGame, *mut *mut c_char) -> HdzStatus; 3] =
            [hdz_any_game_to_json, hdz_any_game_last_events_json, hdz_any_game_scores_json];
        for call in text_calls {
            assert_eq!(call(null(), &mut text), HDZ_NULL_POINTER);
            assert_eq!(call(g, null_mut()), HDZ_NULL_POINTER);
        }
        assert_eq!(hdz_any_game_view_json(null(), 0, &mut text), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_view_json(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_describe_action(null(), 0, &mut text), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_describe_action(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert!(text.is_null());
        let mut copy = null_mut();
        assert_eq!(hdz_any_game_clone(null(), &mut copy), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_clone(g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_determinize(null(), 0, 1, &mut copy), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_game_determinize(g, 0, 1, null_mut()), HDZ_NULL_POINTER);
        assert!(copy.is_null());
        let bot = AnyBot::new(ZK, c"random", 1);
        let mut id = 5u32;
        assert_eq!(hdz_any_bot_choose(null_mut(), g, &mut id), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose(bot.0, null(), &mut id), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_choose(bot.0, g, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new(ZK, null(), 1, &mut null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new(ZK, c"random".as_ptr(), 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_any_bot_new_timed(ZK, 5, 1, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(id, 5);
        assert_eq!(hdz_zk_view(null(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_zk_view(g, 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_lb_view(null(), 0, null_mut()), HDZ_NULL_POINTER);
        assert_eq!(hdz_lb_card_info(null(), 1, &mut HdzLbCard::default()), HDZ_NULL_POINTER);
        hdz_any_game_free(null_mut());
        hdz_any_bot_free(null_mut());
    }
    assert!(message().contains("hdz_lb_card_info") && message().contains("game"), "{}", message());
}

#[test]
fn wrong_seats_are_refused() {
    let game = Game::new(LB, 4, 3);
    let mut text = null_mut();
    let mut n = 0;
    let mut tensor = vec![0.0f32; 4096];
    let mut copy = null_mut();
    for seat in [4, 10, 255, u32::MAX] {
        // SAFETY (all calls): live game, valid pointers.
        unsafe {
            assert_eq!(hdz_any_game_view_json(game.0, seat, &mut text), HDZ_INVALID_ARGUMENT);
            assert_eq!(
                hdz_any_game_observation(game.0, seat, tensor.as_mut_ptr(), tensor.len(), &mut n),
                HDZ_INVALID_ARGUMENT
            );
            assert_eq!(hdz_any_game_determinize(game.0, seat, 1, &mut copy), HDZ_INVALID_ARGUMENT);
            let mut view = std::mem::MaybeUninit::<HdzLbView>::uninit();
            assert_eq!(hdz_lb_view(game.0, seat, view.as_mut_ptr()), HDZ_INVALID_ARGUMENT);
        }
        assert!(message().contains("not a seat"), "{}", message());
    }
    assert!(text.is_null() && copy.is_null() && n == 0);
}

#[test]
fn buffers_follow_the_size_query_rule() {
    for kind in [HDZ, ZK, LB] {
        let game = Game::new(kind, 3, 8);
        let legal = game.legal();
        let mut ids = vec![u32::MAX; legal.len()];
        // SAFETY (all calls): live game; buffers of the stated capacities.
        unsafe {
            let mut n = 0;
            assert_eq!(hdz_any_game_legal_moves(game.0, null_mut(), 0, &mut n), HDZ_BUFFER_TOO_SMALL);
            assert_eq!(n, legal.len());
            n = 0;
            assert_eq!(
                hdz_any_game_legal_moves(game.0, ids.as_mut_ptr(), legal.len() - 1, &mut n),
                HDZ_BUFFER_TOO_SMALL
            );
            assert_eq!(n, legal.len());
            assert!(ids.iter().all(|&id| id == u32::MAX), "nothing written");
            assert_eq!(hdz_any_game_legal_moves(game.0, ids.as_mut_ptr(), legal.len(), &mut n), HDZ_OK);
            assert_eq!(ids, legal);
            let mut len = 0;
            assert_eq!(hdz_any_game_observation(game.0, 1, null_mut(), 0, &mut len), HDZ_BUFFER_TOO_SMALL);
            let mut tensor = vec![-1.0f32; len];
            len = 0;
            assert_eq!(
                hdz_any_game_observation(game.0, 1, tensor.as_mut_ptr(), tensor.len() - 1, &mut len),
                HDZ_BUFFER_TOO_SMALL
            );
            assert!(tensor.iter().all(|&x| x == -1.0));
            assert_eq!(hdz_any_game_observation(game.0, 1, tensor.as_mut_ptr(), tensor.len(), &mut len), HDZ_OK);
            assert_eq!(len, tensor.len());
            assert!(tensor.iter().any(|&x| x != -1.0));
        }
    }
}

#[test]
fn clones_determinizations_and_descriptions() {
    for (kind, players) in [(HDZ, 4), (ZK, 5), (LB, 6)] {
        let game = Game::new(kind, players, 21);
        for _ in 0..5 {
            game.apply(game.legal()[0]);
        }
        // SAFETY: live game, valid out-pointer.
        let copy = Game::made(|out| unsafe { hdz_any_game_clone(game.0, out) });
        assert_eq!((copy.json(), copy.events()), (game.json(), game.events()));
        copy.apply(copy.legal()[0]);
        assert_ne!(copy.json(), game.json(), "the copy is independent");
        let seat = game.current();
        // SAFETY: live game, valid out-pointer.
        let sample = Game::made(|out| unsafe { hdz_any_game_determinize(game.0, seat, 5, out) });
        assert_eq!(sample.view_json(seat), game.view_json(seat), "the seat's view is kept");
        assert_eq!(sample.events(), "[]");
        // SAFETY: live game, valid out-pointer.
        let again = Game::made(|out| unsafe { hdz_any_game_determinize(game.0, seat, 5, out) });
        assert_eq!(again.json(), sample.json(), "the seed fixes the sample");
        for id in game.legal() {
            // SAFETY: live game, valid out-pointer.
            let described = text(|out| unsafe { hdz_any_game_describe_action(game.0, id, out) });
            assert!(!described.is_empty());
        }
        // SAFETY: live game, valid out-pointer.
        assert_eq!(unsafe { hdz_any_game_describe_action(game.0, 9999, &mut null_mut()) }, HDZ_UNKNOWN_ACTION);
    }
    // Herr der Ziegen through the any-game API determinizes as hdz_game_determinize does.
    let game = Game::new(HDZ, 3, 4);
    let core = herr_der_ziegen::Game::new(3, 4).unwrap();
    // SAFETY: live game, valid out-pointer.
    let sample = Game::made(|out| unsafe { hdz_any_game_determinize(game.0, 1, 77, out) });
    assert_eq!(sample.json(), core.view(1).determinize(77).to_json());
    // SAFETY: live game, valid out-pointer.
    let text = text(|out| unsafe { hdz_any_game_describe_action(Game::new(LB, 2, 1).0, 11, out) });
    assert_eq!(text, le_baron::Move::Choose(12).to_string());
}

#[test]
fn bots_choose_like_the_engines_bots() {
    fn check<G: GameRules>(kind: u32, players: u8, name: &CStr) {
        let seed = 31;
        let game = Game::new(kind, u32::from(players), seed);
        let mut core = G::with_options(&G::options_for(players).unwrap(), seed).unwrap();
        let bot = AnyBot::new(kind, name, 5);
        let mut core_bot = by_name::<G>(name.to_str().unwrap(), 5).unwrap();
        while let Some(player) = core.current_player() {
            let mut legal = G::MoveList::default();
            core.legal_moves_into(&mut legal);
            let want = G::action_id(core_bot.choose(&core.view(player), &legal));
            let got = bot.choose(&game);
            assert_eq!(got, u32::from(want));
            assert_eq!(game.apply(got), HDZ_OK);
            core.apply_without_events(G::move_from_action_id(want).unwrap()).unwrap();
        }
        assert_eq!(game.json(), core.to_json());
        let mut id = 3;
        // SAFETY: live bot and game, valid out-pointer.
        assert_eq!(unsafe { hdz_any_bot_choose(bot.0, game.0, &mut id) }, HDZ_GAME_OVER);
        assert_eq!(id, 3);
    }
    check::<ziegen_kriegen::Game>(ZK, 4, c"greedy");
    check::<ziegen_kriegen::Game>(ZK, 3, c"ismcts:30");
    check::<le_baron::Game>(LB, 3, c"greedy");
    check::<le_baron::Game>(LB, 5, c"random");
    check::<herr_der_ziegen::Game>(HDZ, 2, c"greedy");
}

#[test]
fn bots_refuse_other_kinds_and_bad_arguments() {
    let zk_bot = AnyBot::new(ZK, c"random", 1);
    let lb_game = Game::new(LB, 3, 1);
    let mut id = 9;
    // SAFETY (all calls): live handles, valid pointers.
    unsafe {
        assert_eq!(hdz_any_bot_choose(zk_bot.0, lb_game.0, &mut id), HDZ_INVALID_ARGUMENT);
        assert!(message().contains("LeBaron"), "{}", message());
        assert_eq!(id, 9);
        let mut bot = null_mut();
        assert_eq!(hdz_any_bot_new(ZK, c"nobody".as_ptr(), 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert!(message().contains("nobody") && message().contains("greedy"), "{}", message());
        assert_eq!(hdz_any_bot_new(3, c"random".as_ptr(), 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_bot_new(ZK, c"\xff".as_ptr(), 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_bot_new_timed(ZK, 0, 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_any_bot_new_timed(LB, crate::HDZ_MAX_BOT_MILLISECONDS + 1, 1, &mut bot), HDZ_INVALID_ARGUMENT);
        assert!(bot.is_null());
        assert_eq!(hdz_any_bot_new_timed(LB, 5, 1, &mut bot), HDZ_OK);
        let timed = AnyBot(bot);
        let chosen = timed.choose(&lb_game);
        assert!(lb_game.legal().contains(&chosen));
    }
}

#[test]
fn the_zk_view_matches_the_engine_view() {
    let game = Game::new(ZK, 4, 12);
    let mut core = ziegen_kriegen::Game::new(4, 12).unwrap();
    let mut chooser = Chooser(3);
    let mut seen_limit = false;
    while !core.is_over() {
        for seat in 0..4u8 {
            // SAFETY: live game, valid out-pointer.
            let v = value(std::mem::MaybeUninit::zeroed(), |out| unsafe {
                hdz_zk_view(game.0, u32::from(seat), out.cast())
            });
            // SAFETY: written by the successful call.
            let v: HdzZkView = unsafe { v.assume_init() };
            let c = core.view(seat);
            let hand: Vec<u8> = c.hand().iter().collect();
            assert_eq!(&v.hand[..usize::from(v.hand_len)], &hand[..]);
            assert!(v.hand[usize::from(v.hand_len)..].iter().all(|&x| x == HDZ_NONE));
            assert_eq!(&v.trick_cards[..usize::from(v.trick_len)], c.current_trick());
            assert_eq!((v.seat, v.players, v.phase), (seat, 4, c.phase() as u8));
            assert_eq!(v.current_player, c.current_player().unwrap_or(HDZ_NONE));
            assert_eq!(v.limit, c.limit().unwrap_or(HDZ_NONE));
            seen_limit |= v.limit != HDZ_NONE;
            assert_eq!(usize::from(v.hill_len), c.hill().len());
            for (i, h) in c.hill().iter().enumerate() {
                assert_eq!((v.hill_cards[i], v.hill_chosen[i]), (h.card, h.chosen));
                assert!(v.hill_chosen[i] == v.hill_low[i] || v.hill_chosen[i] == v.hill_high[i]);
            }
            for s in 0..4u8 {
                let i = usize::from(s);
                assert_eq!((v.goats[i], v.tricks_taken[i]), (c.goats(s), c.tricks_taken(s)));
                assert_eq!(usize::from(v.hand_sizes[i]), c.hand_size(s));
            }
            assert!((1..=50u8).all(|card| v.heads[usize::from(card)] == c.heads(card)));
            if v.last_trick_taker != HDZ_NONE {
                let t = c.round_tricks(c.round()).last().unwrap();
                assert_eq!((v.last_trick_taker, v.last_trick_seats[0]), (t.taker, t.leader));
            }
        }
        let legal = core.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        assert_eq!(game.apply(u32::from(mv.action_id())), HDZ_OK);
        core.apply(mv).unwrap();
    }
    assert!(seen_limit);
    // SAFETY: live game, valid out-pointer.
    let v = value(std::mem::MaybeUninit::zeroed(), |out| unsafe { hdz_zk_view(game.0, 0, out.cast()) });
    // SAFETY: written by the successful call.
    let v: HdzZkView = unsafe { v.assume_init() };
    let totals: Vec<u16> = core.scores().per_player().iter().map(|s| s.total).collect();
    assert_eq!(&v.totals[..4], &totals[..]);
    assert_eq!((v.phase, v.current_player, v.rounds_scored), (2, HDZ_NONE, 1));
}

#[test]
fn the_lb_view_and_cards_match_the_engine() {
    let game = Game::new(LB, 3, 6);
    let mut core = le_baron::Game::new(3, 6).unwrap();
    let mut chooser = Chooser(8);
    while !core.is_over() {
        for seat in 0..3u8 {
            // SAFETY: live game, valid out-pointer.
            let v = value(std::mem::MaybeUninit::zeroed(), |out| unsafe {
                hdz_lb_view(game.0, u32::from(seat), out.cast())
            });
            // SAFETY: written by the successful call.
            let v: HdzLbView = unsafe { v.assume_init() };
            let c = core.view(seat);
            let hand: Vec<u8> = c.hand().iter().collect();
            assert_eq!(&v.hand[..usize::from(v.hand_len)], &hand[..]);
            for (r, row) in c.rows().iter().enumerate() {
                assert_eq!(&v.rows[r][..usize::from(v.row_len[r])], row.cards());
                assert_eq!((v.row_points[r], v.row_heads[r]), (row.points(), row.heads()));
            }
            for s in 0..3u8 {
                let i = usize::from(s);
                assert_eq!(v.penalty_points[i], c.penalty_points(s));
                assert_eq!(usize::from(v.hand_counts[i]), c.hand_count(s));
                assert_eq!(usize::from(v.pile_counts[i]), c.pile_count(s));
                assert_eq!(v.chosen & (1 << s) != 0, c.has_chosen(s));
            }
            assert_eq!(v.choice, c.choice().unwrap_or(0));
            assert_eq!(v.current_player, c.current_player().unwrap_or(HDZ_NONE));
            let revealed: Vec<(u8, u8)> = c.revealed().collect();
            assert_eq!(usize::from(v.revealed_len), revealed.len());
            assert_eq!(v.sixth_card_rule, 1);
        }
        let legal = core.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        assert_eq!(game.apply(u32::from(mv.action_id())), HDZ_OK);
        core.apply(mv).unwrap();
    }
    // SAFETY: live game, valid out-pointer.
    let v = value(std::mem::MaybeUninit::zeroed(), |out| unsafe { hdz_lb_view(game.0, 1, out.cast()) });
    // SAFETY: written by the successful call.
    let v: HdzLbView = unsafe { v.assume_init() };
    assert_eq!((v.phase, v.end_reason), (2, 1));
    for card in 1..=110u8 {
        // SAFETY: live game, valid out-pointer.
        let info = value(HdzLbCard::default(), |out| unsafe { hdz_lb_card_info(game.0, u32::from(card), out) });
        let table = core.table();
        assert_eq!(
            (info.heads, info.colours, info.points),
            (table.heads(card), table.colours(card), table.points(card))
        );
    }
    let mut card = HdzLbCard { points: 99, ..HdzLbCard::default() };
    // SAFETY (all calls): live games, valid pointers.
    unsafe {
        assert_eq!(hdz_lb_card_info(game.0, 0, &mut card), HDZ_INVALID_ARGUMENT);
        assert_eq!(hdz_lb_card_info(game.0, 111, &mut card), HDZ_INVALID_ARGUMENT);
        let zk = Game::new(ZK, 3, 1);
        assert_eq!(hdz_lb_card_info(zk.0, 5, &mut card), HDZ_INVALID_ARGUMENT);
        assert!(message().contains("le-baron"), "{}", message());
        let mut view = std::mem::MaybeUninit::<HdzLbView>::uninit();
        assert_eq!(hdz_lb_view(zk.0, 0, view.as_mut_ptr()), HDZ_INVALID_ARGUMENT);
        let mut zk_view = std::mem::MaybeUninit::<HdzZkView>::uninit();
        assert_eq!(hdz_zk_view(game.0, 0, zk_view.as_mut_ptr()), HDZ_INVALID_ARGUMENT);
        assert!(message().contains("ziegen-kriegen"), "{}", message());
    }
    assert_eq!(card.points, 99, "nothing written");
}

#[test]
fn states_round_trip_for_every_kind() {
    for (kind, players) in [(HDZ, 5), (ZK, 6), (LB, 10)] {
        let game = Game::new(kind, players, 17);
        for _ in 0..9 {
            game.apply(game.legal()[game.legal().len() - 1]);
        }
        let loaded = Game::from_json(kind, &game.json());
        assert_eq!(loaded.json(), game.json());
        assert_eq!(loaded.events(), "[]");
        assert_eq!(loaded.legal(), game.legal());
    }
}
