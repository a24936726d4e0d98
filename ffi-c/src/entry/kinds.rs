//! The game kinds: the C enum `HdzGameKind`, which is the registry's list of games as C sees it
//! (checked entry by entry against [`game_registry::for_each_game!`]), what a kind is
//! (`HdzGameKindInfo`), the names of each kind and of its phases as C strings, and the kind an
//! entry point is given as a number.

use std::ffi::{c_char, CStr, CString};
use std::sync::OnceLock;

use game_core::{GamePhase, GameRules};
use game_registry::dynamic::{self, DynKind};
use game_registry::{visit_index, GameInfo, GameVisitor, GAMES};

use super::buffer::check_out;
use super::guard::guard;
use super::status::{Error, HdzStatus};

/// The games the library plays, numbered as in the library's registry of games. Functions take
/// the kind as a `uint32_t` so that any number can be checked: one that is not a kind is
/// `HDZ_INVALID_ARGUMENT`. `hdz_game_kind_info(k, &info)` for `k = 0, 1, ...` lists them (it
/// returns `HDZ_INVALID_ARGUMENT` after the last).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzGameKind {
    /// Herr der Ziegen, 2 to 5 players: goats on a pasture of cards (its typed extras:
    /// `hdz_hz_*`).
    HerrDerZiegen = 0,
    /// Ziegen Kriegen, 3 to 6 players: a trick-taking game with a hill that sets a limit (its
    /// typed extras: `hdz_zk_*`).
    ZiegenKriegen = 1,
    /// Le Baron, 2 to 10 players: cards chosen face down and placed in five rows (its typed
    /// extras: `hdz_lb_*`).
    LeBaron = 2,
}

// The enum is written out for cbindgen, which cannot see macro output; this makes it follow the
// registry: a registry entry without its enum value (named after the entry's `camel`) fails to
// compile, and so does an enum value that is no entry (the match below is then not exhaustive).
macro_rules! kinds_follow_the_registry {
    ($({ index: $index:literal, name: $name:literal, title: $title:literal, module: $module:ident,
         camel: $camel:ident, game: $game:path }),* $(,)?) => {
        impl HdzGameKind {
            /// Every kind, in registry order.
            pub(crate) const ALL: &'static [HdzGameKind] = &[$(HdzGameKind::$camel),*];

            /// The kind's number in the registry.
            pub(crate) const fn index(self) -> usize {
                match self {
                    $(HdzGameKind::$camel => $index,)*
                }
            }
        }

        const _: () = {
            $(assert!(HdzGameKind::$camel as usize == $index, "HdzGameKind numbers are the registry's");)*
            let mut i = 0;
            while i < HdzGameKind::ALL.len() {
                assert!(HdzGameKind::ALL[i].index() == i);
                i += 1;
            }
        };
    };
}

game_registry::for_each_game!(kinds_follow_the_registry);

impl HdzGameKind {
    /// The kind with registry number `index`.
    pub(crate) fn of_index(index: usize) -> HdzGameKind {
        HdzGameKind::ALL[index]
    }
}

/// What a game kind is: its name and the sizes a caller needs for buffers, written by
/// `hdz_game_kind_info`. The per-game constants (`HDZ_HZ_*`, `HDZ_ZK_*`, `HDZ_LB_*`) are the
/// same numbers for a program that knows its game at compile time; `HDZ_MAX_*` bound every
/// kind.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzGameKindInfo {
    /// The game's name as documents and messages write it, for example `"ziegen-kriegen"`: a
    /// static string, never freed.
    pub name: *const c_char,
    /// Floats in an observation tensor (`hdz_game_observation`); at most
    /// `HDZ_MAX_OBSERVATION_SIZE`.
    pub observation_size: usize,
    /// Most legal moves at any decision: a buffer of this many ids always suffices for
    /// `hdz_game_legal_moves`; at most `HDZ_MAX_LEGAL_MOVES`.
    pub max_legal_moves: usize,
    /// The kind described.
    pub kind: HdzGameKind,
    /// Number of action ids: valid ids are `0` to `num_actions - 1`; at most
    /// `HDZ_MAX_NUM_ACTIONS`.
    pub num_actions: u32,
    /// The fewest players the game takes.
    pub min_players: u32,
    /// The most players the game takes (at most `HDZ_MAX_SEATS`).
    pub max_players: u32,
}

impl HdzGameKindInfo {
    /// The C form of a game of the registry.
    pub(crate) fn of(info: &GameInfo) -> HdzGameKindInfo {
        HdzGameKindInfo {
            name: kind_name(info.index).as_ptr(),
            observation_size: info.observation_size,
            max_legal_moves: info.max_legal_moves,
            kind: HdzGameKind::of_index(info.index),
            num_actions: info.num_actions as u32,
            min_players: u32::from(info.min_players),
            max_players: u32::from(info.max_players),
        }
    }
}

// No padding: C callers may compare or hash the struct as bytes.
const _: () = assert!(
    std::mem::size_of::<HdzGameKindInfo>()
        == std::mem::size_of::<*const c_char>() + 2 * std::mem::size_of::<usize>() + 4 * 4
);

/// The C strings of each kind: its name and its phase names, made once.
struct KindNames {
    name: CString,
    phases: Vec<CString>,
}

/// Reads a kind's names.
struct NamesOf;

impl GameVisitor for NamesOf {
    type Output = KindNames;
    fn visit<G: GameRules>(self) -> KindNames {
        let c = |text: &str| CString::new(text).unwrap_or_default();
        KindNames { name: c(G::NAME), phases: G::Phase::NAMES.iter().map(|name| c(name)).collect() }
    }
}

/// The names of every kind, in registry order.
fn names() -> &'static [KindNames] {
    static NAMES: OnceLock<Vec<KindNames>> = OnceLock::new();
    NAMES.get_or_init(|| (0..GAMES.len()).filter_map(|i| visit_index(i, NamesOf)).collect())
}

/// The name of kind number `index` as a static C string.
pub(crate) fn kind_name(index: usize) -> &'static CStr {
    names().get(index).map_or(c"", |n| n.name.as_c_str())
}

/// The name of phase `phase` of kind number `index` as a static C string, if it has one.
fn phase_name(index: usize, phase: u32) -> Option<&'static CStr> {
    let phases = &names().get(index)?.phases;
    usize::try_from(phase).ok().and_then(|p| phases.get(p)).map(CString::as_c_str)
}

/// The kind with the number `kind`.
///
/// # Errors
/// `HDZ_INVALID_ARGUMENT` for a number that is no kind; the message lists the kinds.
pub(crate) fn kind_of(kind: u32) -> Result<&'static dyn DynKind, Error> {
    Ok(dynamic::kind_at(kind)?)
}

/// Writes what the game kind `kind` (an `HdzGameKind`) is to `*out_info`: its name, player
/// range, action count, observation size and most legal moves. The kinds are numbered from 0
/// without gaps, so a program can list every game the library plays by asking for `0, 1, ...`
/// until the call returns `HDZ_INVALID_ARGUMENT`.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `kind` is not an `HdzGameKind`.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_info` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_game_kind_info(kind: u32, out_info: *mut HdzGameKindInfo) -> HdzStatus {
    guard("hdz_game_kind_info", || {
        let info = HdzGameKindInfo::of(kind_of(kind)?.info());
        check_out(out_info, "out_info")?;
        // SAFETY: checked non-NULL.
        unsafe { out_info.write(info) };
        Ok(())
    })
}

/// Writes the name of phase number `phase` of the game kind `kind` (what
/// `hdz_game_phase` writes), for example `"choose_hill"`, to `*out_name`: a static string,
/// never freed. A kind's phases are numbered from 0 without gaps; the names are those of the
/// game's JSON documents.
///
/// Returns `HDZ_INVALID_ARGUMENT` for an unknown kind or a number that is no phase of it.
///
/// Thread safety: callable from any thread.
///
/// # Safety
/// `out_name` is NULL or valid for writing one pointer.
#[no_mangle]
pub unsafe extern "C" fn hdz_phase_name(kind: u32, phase: u32, out_name: *mut *const c_char) -> HdzStatus {
    guard("hdz_phase_name", || {
        let game = kind_of(kind)?;
        check_out(out_name, "out_name")?;
        let name = phase_name(game.index(), phase).ok_or_else(|| {
            Error::invalid(format!(
                "{phase} is not a phase of {} (phases are 0 to {})",
                game.name(),
                game.phase_names().len() - 1
            ))
        })?;
        // SAFETY: checked non-NULL.
        unsafe { out_name.write(name.as_ptr()) };
        Ok(())
    })
}
