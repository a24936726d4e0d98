//! What the tests share: calling the C functions as a C program would, and reading back what
//! they write.

use std::ffi::{c_char, CStr, CString};
use std::ptr::null_mut;

use game_core::GameRules;

use crate::*;
use game_registry::dynamic::Played;

/// A handle holding `game`, as the library makes them (freed with `hdz_any_game_free`).
pub(crate) fn handle_of<G: GameRules>(game: G) -> *mut HdzAnyGame {
    Box::into_raw(Box::new(HdzAnyGame { game: Played::boxed(game) }))
}

/// The calling thread's last error message.
pub(crate) fn last_error() -> String {
    // SAFETY: the library never returns NULL here and the text is NUL-terminated.
    unsafe { CStr::from_ptr(hdz_last_error_message()) }.to_str().unwrap().to_owned()
}

/// Takes ownership of a string returned by the library.
pub(crate) fn take_string(text: *mut c_char) -> String {
    assert!(!text.is_null());
    // SAFETY: returned by the library, freed once here.
    let owned = unsafe { CStr::from_ptr(text) }.to_str().unwrap().to_owned();
    unsafe { hdz_string_free(text) };
    owned
}

/// A new Herr der Ziegen game, which must be made.
pub(crate) fn new_game(players: u32, seed: u64) -> *mut HdzGame {
    let mut game = null_mut();
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_game_new(players, seed, &mut game) }, HdzStatus::HDZ_OK);
    assert!(!game.is_null());
    game
}

/// The state JSON of a game.
pub(crate) fn state_json(game: *const HdzGame) -> String {
    let mut json = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_to_json(game, &mut json) }, HdzStatus::HDZ_OK);
    take_string(json)
}

/// The legal action ids of a game.
pub(crate) fn legal(game: *const HdzGame) -> Vec<u32> {
    let mut ids = [0u32; HDZ_MAX_LEGAL_MOVES];
    let mut count = usize::MAX;
    // SAFETY: live game, buffer of the stated capacity.
    assert_eq!(unsafe { hdz_game_legal_moves(game, ids.as_mut_ptr(), ids.len(), &mut count) }, HdzStatus::HDZ_OK);
    ids[..count].to_vec()
}

/// The Herr der Ziegen bot called `name`, which must be made.
pub(crate) fn new_bot(name: &CStr, seed: u64) -> *mut HdzBot {
    let mut bot = null_mut();
    // SAFETY: NUL-terminated name, valid out-pointer.
    assert_eq!(unsafe { hdz_bot_new(name.as_ptr(), seed, &mut bot) }, HdzStatus::HDZ_OK, "{name:?}");
    assert!(!bot.is_null());
    bot
}

/// The choice of `bot` in `game`, which must succeed.
pub(crate) fn bot_choice(bot: *mut HdzBot, game: *const HdzGame) -> u32 {
    let mut id = u32::MAX;
    // SAFETY: live bot and game, valid out-pointer.
    assert_eq!(unsafe { hdz_bot_choose(bot, game, &mut id) }, HdzStatus::HDZ_OK, "{}", last_error());
    id
}

/// The view JSON of `player`.
pub(crate) fn view_json(game: *const HdzGame, player: u32) -> String {
    let mut json = null_mut();
    // SAFETY: live game, valid out-pointer.
    assert_eq!(unsafe { hdz_game_view_json(game, player, &mut json) }, HdzStatus::HDZ_OK);
    take_string(json)
}

/// Loads a view handle from JSON, which must succeed.
pub(crate) fn load_view(json: &str) -> *mut HdzPlayerView {
    let text = CString::new(json).unwrap();
    let mut view = null_mut();
    // SAFETY: NUL-terminated text, valid out-pointer.
    assert_eq!(unsafe { hdz_player_view_from_json(text.as_ptr(), &mut view) }, HdzStatus::HDZ_OK, "{}", last_error());
    assert!(!view.is_null());
    view
}

/// Calls `hdz_player_view_struct` on memory first filled with `fill`; returns the status and the
/// memory's bytes afterwards.
pub(crate) fn handle_view_bytes(view: *const HdzPlayerView, fill: u8) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<HdzView>::new_uninit();
    let ptr = slot.as_mut_ptr();
    // SAFETY: `ptr` holds one `HdzView`; every byte is initialised by the fill before it is read.
    unsafe {
        std::ptr::write_bytes(ptr.cast::<u8>(), fill, size_of::<HdzView>());
        let status = hdz_player_view_struct(view, ptr);
        (status, std::slice::from_raw_parts(ptr.cast::<u8>(), size_of::<HdzView>()).to_vec())
    }
}

/// The JSON of a view handle.
pub(crate) fn handle_json(view: *const HdzPlayerView) -> String {
    let mut json = null_mut();
    // SAFETY: live view, valid out-pointer.
    assert_eq!(unsafe { hdz_player_view_to_json(view, &mut json) }, HdzStatus::HDZ_OK, "{}", last_error());
    take_string(json)
}

/// The legal ids of a view handle; nothing is written past the count.
pub(crate) fn handle_legal(view: *const HdzPlayerView) -> Vec<u32> {
    let mut ids = [u32::MAX; HDZ_MAX_LEGAL_MOVES];
    let mut count = usize::MAX;
    // SAFETY: live view, buffer of the stated capacity.
    let status = unsafe { hdz_player_view_legal_moves(view, ids.as_mut_ptr(), ids.len(), &mut count) };
    assert_eq!(status, HdzStatus::HDZ_OK, "{}", last_error());
    assert!(ids[count..].iter().all(|&id| id == u32::MAX), "wrote past the count");
    ids[..count].to_vec()
}

/// Calls `call` on memory first filled with `fill`; returns the status and the memory's bytes
/// afterwards.
pub(crate) fn struct_bytes<T>(fill: u8, call: impl FnOnce(*mut T) -> HdzStatus) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<std::mem::MaybeUninit<T>>::new_uninit();
    // SAFETY: sets every byte of the slot.
    unsafe { std::ptr::write_bytes(slot.as_mut_ptr(), fill, 1) };
    let status = call(slot.as_mut_ptr().cast());
    // SAFETY: every byte is initialised (by the fill, then by whole-struct writes).
    let bytes = unsafe { std::slice::from_raw_parts(slot.as_ptr().cast::<u8>(), size_of::<T>()) }.to_vec();
    (status, bytes)
}

/// The string a successful `call` writes to its `char **` out-parameter, freed.
pub(crate) fn text(call: impl FnOnce(*mut *mut c_char) -> HdzStatus) -> String {
    let mut out = null_mut();
    assert_eq!(call(&mut out), HdzStatus::HDZ_OK, "{}", last_error());
    take_string(out)
}

/// The value a successful `call` writes to its out-parameter (which starts as `init`).
pub(crate) fn value<T>(init: T, call: impl FnOnce(*mut T) -> HdzStatus) -> T {
    let mut out = init;
    assert_eq!(call(&mut out), HdzStatus::HDZ_OK, "{}", last_error());
    out
}

/// The plain struct a successful `call` writes (starting from zeroed memory).
pub(crate) fn plain<T>(call: impl FnOnce(*mut T) -> HdzStatus) -> Box<T> {
    let mut slot = Box::<T>::new_uninit();
    // SAFETY: zeroed memory is a valid value of every plain struct of the library; the call writes
    // a whole `T` on success.
    unsafe {
        std::ptr::write_bytes(slot.as_mut_ptr(), 0, 1);
        assert_eq!(call(slot.as_mut_ptr()), HdzStatus::HDZ_OK, "{}", last_error());
        slot.assume_init()
    }
}

/// An owned game handle of any kind, freed on drop.
pub(crate) struct AnyGame(pub(crate) *mut HdzAnyGame);

impl Drop for AnyGame {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_any_game_free(self.0) }
    }
}

impl AnyGame {
    /// The game a successful `call` makes.
    pub(crate) fn made(call: impl FnOnce(*mut *mut HdzAnyGame) -> HdzStatus) -> AnyGame {
        AnyGame(value(null_mut(), call))
    }

    /// A new game of `kind`.
    pub(crate) fn new(kind: u32, players: u32, seed: u64) -> AnyGame {
        // SAFETY: valid out-pointer.
        AnyGame::made(|out| unsafe { hdz_any_game_new(kind, players, seed, out) })
    }

    /// A game of `kind` loaded from a state.
    pub(crate) fn from_json(kind: u32, json: &str) -> AnyGame {
        let json = CString::new(json).unwrap();
        // SAFETY: valid string and out-pointer.
        AnyGame::made(|out| unsafe { hdz_any_game_from_json(kind, json.as_ptr(), out) })
    }

    /// The legal action ids.
    pub(crate) fn legal(&self) -> Vec<u32> {
        let mut ids = [0u32; HDZ_ANY_MAX_LEGAL_MOVES];
        // SAFETY: live game, buffer of the stated capacity.
        let count = value(usize::MAX, |n| unsafe { hdz_any_game_legal_moves(self.0, ids.as_mut_ptr(), ids.len(), n) });
        ids[..count].to_vec()
    }

    /// Applies `id` for the seat to decide.
    pub(crate) fn apply(&self, id: u32) -> HdzStatus {
        // SAFETY: live game.
        unsafe { hdz_any_game_apply(self.0, id) }
    }

    /// The state JSON.
    pub(crate) fn json(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_to_json(self.0, out) })
    }

    /// The view JSON of `seat`.
    /// The view JSON of `player`.
    pub(crate) fn view_json(&self, seat: u32) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_view_json(self.0, seat, out) })
    }

    /// The last events as JSON.
    pub(crate) fn events(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_any_game_last_events_json(self.0, out) })
    }

    /// The seat to decide, `HDZ_NONE` once over.
    pub(crate) fn current(&self) -> u32 {
        // SAFETY: live game, valid out-pointer.
        value(0, |out| unsafe { hdz_any_game_current_player(self.0, out) })
    }

    /// The outcome.
    pub(crate) fn outcome(&self) -> HdzOutcome {
        // SAFETY: live game, valid out-pointer.
        value(HdzOutcome::default(), |out| unsafe { hdz_any_game_outcome(self.0, out) })
    }

    /// The view handle of `seat`.
    pub(crate) fn view(&self, seat: u32) -> AnyView {
        // SAFETY: live game, valid out-pointer.
        AnyView(value(null_mut(), |out| unsafe { hdz_any_game_view(self.0, seat, out) }))
    }
}

/// An owned view handle of any game, freed on drop.
pub(crate) struct AnyView(pub(crate) *mut HdzAnyView);

impl Drop for AnyView {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_any_view_free(self.0) }
    }
}

impl AnyView {
    /// A view of `kind` loaded from JSON.
    pub(crate) fn from_json(kind: u32, json: &str) -> AnyView {
        let json = CString::new(json).unwrap();
        // SAFETY: valid string and out-pointer.
        AnyView(value(null_mut(), |out| unsafe { hdz_any_view_from_json(kind, json.as_ptr(), out) }))
    }

    /// The seat's legal action ids.
    pub(crate) fn legal(&self) -> Vec<u32> {
        let mut ids = [0u32; HDZ_ANY_MAX_LEGAL_MOVES];
        // SAFETY: live view, buffer of the stated capacity.
        let count = value(usize::MAX, |n| unsafe { hdz_any_view_legal_moves(self.0, ids.as_mut_ptr(), ids.len(), n) });
        ids[..count].to_vec()
    }

    /// The view JSON.
    pub(crate) fn json(&self) -> String {
        // SAFETY: live view, valid out-pointer.
        text(|out| unsafe { hdz_any_view_to_json(self.0, out) })
    }
}

/// An owned bot handle of any game, freed on drop.
pub(crate) struct AnyBot(pub(crate) *mut HdzAnyBot);

impl Drop for AnyBot {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_any_bot_free(self.0) }
    }
}

impl AnyBot {
    /// The bot called `name` for `kind`.
    pub(crate) fn new(kind: u32, name: &CStr, seed: u64) -> AnyBot {
        // SAFETY: valid string and out-pointer.
        AnyBot(value(null_mut(), |out| unsafe { hdz_any_bot_new(kind, name.as_ptr(), seed, out) }))
    }

    /// The bot's choice in `game`.
    pub(crate) fn choose(&self, game: &AnyGame) -> u32 {
        // SAFETY: live bot and game, valid out-pointer.
        value(u32::MAX, |out| unsafe { hdz_any_bot_choose(self.0, game.0, out) })
    }

    /// The bot's choice from `view`.
    pub(crate) fn choose_from_view(&self, view: &AnyView) -> u32 {
        // SAFETY: live bot and view, valid out-pointer.
        value(u32::MAX, |out| unsafe { hdz_any_bot_choose_from_view(self.0, view.0, out) })
    }
}

/// A language-neutral choice stream, as the golden transcripts use.
pub(crate) struct Chooser(pub(crate) u64);

impl Chooser {
    /// An index below `n`.
    pub(crate) fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The kind number of `G`.
pub(crate) fn kind<G: GameRules>() -> u32 {
    game_registry::dynamic::Kind::<G>::INDEX as u32
}

/// Runs the generic test function `$test::<G>()` for every game `G` of the registry.
macro_rules! for_every_game {
    ($test:ident) => {
        for info in game_registry::GAMES {
            struct Run;
            impl game_registry::GameVisitor for Run {
                type Output = ();
                fn visit<G: game_core::GameRules>(self) {
                    $test::<G>()
                }
            }
            game_registry::visit_index(info.index, Run).expect("a game of the registry");
        }
    };
}

pub(crate) use for_every_game;
