//! What the tests share: calling the C functions as a C program would, owning the handles they
//! make, reading back what they write, and running a generic test for every game of the registry.

use std::ffi::{c_char, CStr, CString};
use std::ptr::null_mut;

use game_core::GameRules;

use crate::*;

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

/// The bytes of a plain struct of the library (which has no padding).
pub(crate) fn bytes_of<T: Copy>(value: &T) -> &[u8] {
    // SAFETY: the library's plain structs have no padding: every byte is initialised.
    unsafe { std::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }
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

/// An owned game handle, freed on drop.
pub(crate) struct GameHandle(pub(crate) *mut HdzGame);

impl Drop for GameHandle {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_game_free(self.0) }
    }
}

impl GameHandle {
    /// The game a successful `call` makes.
    pub(crate) fn made(call: impl FnOnce(*mut *mut HdzGame) -> HdzStatus) -> GameHandle {
        GameHandle(value(null_mut(), call))
    }

    /// A new game of `kind`.
    pub(crate) fn new(kind: u32, players: u32, seed: u64) -> GameHandle {
        // SAFETY: valid out-pointer.
        GameHandle::made(|out| unsafe { hdz_game_new(kind, players, seed, out) })
    }

    /// A game of `kind` set up by `options` (serialized as JSON).
    pub(crate) fn with_options<O: serde::Serialize>(kind: u32, options: &O, seed: u64) -> GameHandle {
        let json = CString::new(serde_json::to_string(options).unwrap()).unwrap();
        // SAFETY: valid string and out-pointer.
        GameHandle::made(|out| unsafe { hdz_game_with_options(kind, json.as_ptr(), seed, out) })
    }

    /// A game of `kind` loaded from a state.
    pub(crate) fn from_json(kind: u32, json: &str) -> GameHandle {
        let json = CString::new(json).unwrap();
        // SAFETY: valid string and out-pointer.
        GameHandle::made(|out| unsafe { hdz_game_from_json(kind, json.as_ptr(), out) })
    }

    /// The game's engine twin, loaded from its state.
    pub(crate) fn engine<G: GameRules>(&self) -> G {
        G::from_json(&self.json()).unwrap()
    }

    /// The legal action ids; nothing is written past the count.
    pub(crate) fn legal(&self) -> Vec<u32> {
        let mut ids = [u32::MAX; HDZ_MAX_LEGAL_MOVES];
        // SAFETY: live game, buffer of the stated capacity.
        let count = value(usize::MAX, |n| unsafe { hdz_game_legal_moves(self.0, ids.as_mut_ptr(), ids.len(), n) });
        assert!(ids[count..].iter().all(|&id| id == u32::MAX), "wrote past the count");
        ids[..count].to_vec()
    }

    /// Applies `id` for the seat to decide.
    pub(crate) fn apply(&self, id: u32) -> HdzStatus {
        // SAFETY: live game.
        unsafe { hdz_game_apply(self.0, id) }
    }

    /// Plays the legal move at index `pick` modulo their number; false once the game is over.
    pub(crate) fn play(&self, pick: usize) -> bool {
        let legal = self.legal();
        if legal.is_empty() {
            return false;
        }
        assert_eq!(self.apply(legal[pick % legal.len()]), HdzStatus::HDZ_OK, "{}", last_error());
        true
    }

    /// The state JSON.
    pub(crate) fn json(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_game_to_json(self.0, out) })
    }

    /// The view JSON of `seat`.
    pub(crate) fn view_json(&self, seat: u32) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_game_view_json(self.0, seat, out) })
    }

    /// The last events as JSON.
    pub(crate) fn events(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_game_last_events_json(self.0, out) })
    }

    /// The scores document.
    pub(crate) fn scores(&self) -> String {
        // SAFETY: live game, valid out-pointer.
        text(|out| unsafe { hdz_game_scores_json(self.0, out) })
    }

    /// The seat to decide, `HDZ_NONE` once over.
    pub(crate) fn current(&self) -> u32 {
        // SAFETY: live game, valid out-pointer.
        value(0, |out| unsafe { hdz_game_current_player(self.0, out) })
    }

    /// The number of players.
    pub(crate) fn players(&self) -> u32 {
        // SAFETY: live game, valid out-pointer.
        value(0, |out| unsafe { hdz_game_players(self.0, out) })
    }

    /// The outcome.
    pub(crate) fn outcome(&self) -> HdzOutcome {
        // SAFETY: live game, valid out-pointer.
        value(HdzOutcome::default(), |out| unsafe { hdz_game_outcome(self.0, out) })
    }

    /// The view handle of `seat`.
    pub(crate) fn view(&self, seat: u32) -> ViewHandle {
        // SAFETY: live game, valid out-pointer.
        ViewHandle(value(null_mut(), |out| unsafe { hdz_game_view(self.0, seat, out) }))
    }

    /// The observation tensor of `seat`, as raw bits so that comparisons are bitwise.
    pub(crate) fn observation(&self, seat: u32) -> Vec<u32> {
        let mut tensor = vec![f32::NAN; HDZ_MAX_OBSERVATION_SIZE];
        // SAFETY: live game, buffer of the stated capacity.
        let len = value(0, |n| unsafe { hdz_game_observation(self.0, seat, tensor.as_mut_ptr(), tensor.len(), n) });
        tensor[..len].iter().map(|x| x.to_bits()).collect()
    }

    /// A determinization for `seat` from `seed`.
    pub(crate) fn determinize(&self, seat: u32, seed: u64) -> GameHandle {
        // SAFETY: live game, valid out-pointer.
        GameHandle::made(|out| unsafe { hdz_game_determinize(self.0, seat, seed, out) })
    }
}

/// An owned view handle, freed on drop.
pub(crate) struct ViewHandle(pub(crate) *mut HdzView);

impl Drop for ViewHandle {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_view_free(self.0) }
    }
}

impl ViewHandle {
    /// A view of `kind` loaded from JSON.
    pub(crate) fn from_json(kind: u32, json: &str) -> ViewHandle {
        let json = CString::new(json).unwrap();
        // SAFETY: valid string and out-pointer.
        ViewHandle(value(null_mut(), |out| unsafe { hdz_view_from_json(kind, json.as_ptr(), out) }))
    }

    /// The seat's legal action ids; nothing is written past the count.
    pub(crate) fn legal(&self) -> Vec<u32> {
        let mut ids = [u32::MAX; HDZ_MAX_LEGAL_MOVES];
        // SAFETY: live view, buffer of the stated capacity.
        let count = value(usize::MAX, |n| unsafe { hdz_view_legal_moves(self.0, ids.as_mut_ptr(), ids.len(), n) });
        assert!(ids[count..].iter().all(|&id| id == u32::MAX), "wrote past the count");
        ids[..count].to_vec()
    }

    /// The view JSON.
    pub(crate) fn json(&self) -> String {
        // SAFETY: live view, valid out-pointer.
        text(|out| unsafe { hdz_view_to_json(self.0, out) })
    }

    /// A determinization from `seed`.
    pub(crate) fn determinize(&self, seed: u64) -> GameHandle {
        // SAFETY: live view, valid out-pointer.
        GameHandle::made(|out| unsafe { hdz_view_determinize(self.0, seed, out) })
    }
}

/// An owned bot handle, freed on drop.
pub(crate) struct BotHandle(pub(crate) *mut HdzBot);

impl Drop for BotHandle {
    fn drop(&mut self) {
        // SAFETY: created by the library, freed once.
        unsafe { hdz_bot_free(self.0) }
    }
}

impl BotHandle {
    /// The bot called `name` for `kind`.
    pub(crate) fn new(kind: u32, name: &CStr, seed: u64) -> BotHandle {
        // SAFETY: valid string and out-pointer.
        BotHandle(value(null_mut(), |out| unsafe { hdz_bot_new(kind, name.as_ptr(), seed, out) }))
    }

    /// The bot's choice in `game`.
    pub(crate) fn choose(&self, game: &GameHandle) -> u32 {
        // SAFETY: live bot and game, valid out-pointer.
        value(u32::MAX, |out| unsafe { hdz_bot_choose(self.0, game.0, out) })
    }

    /// The bot's choice from `view`.
    pub(crate) fn choose_from_view(&self, view: &ViewHandle) -> u32 {
        // SAFETY: live bot and view, valid out-pointer.
        value(u32::MAX, |out| unsafe { hdz_bot_choose_from_view(self.0, view.0, out) })
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
