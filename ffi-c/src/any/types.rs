//! The plain C types of the any-game API: the game kinds, what a kind is, and an outcome.

use std::ffi::c_char;

use herr_der_ziegen::game_core::{Outcome, ScoreOrder, MAX_SEATS};

/// Most seats of any game the library plays (Le Baron seats up to ten): `HdzOutcome::scores`
/// holds this many.
pub const HDZ_MAX_SEATS: usize = 10;

const _: () = assert!(HDZ_MAX_SEATS == MAX_SEATS);

/// The games the library plays through the game-agnostic handle `HdzAnyGame`. Functions take
/// the kind as a `uint32_t` so that any number can be checked: one that is not a kind is
/// `HDZ_INVALID_ARGUMENT`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzGameKind {
    /// Herr der Ziegen, 2 to 5 players (also playable through the `hdz_game_*` functions).
    HerrDerZiegen = 0,
    /// Ziegen Kriegen, 3 to 6 players: a trick-taking game with a hill that sets a limit.
    ZiegenKriegen = 1,
    /// Le Baron, 2 to 10 players: cards chosen face down and placed in five rows.
    LeBaron = 2,
}

impl HdzGameKind {
    /// Every kind, in numeric order.
    #[cfg(test)]
    pub(crate) const ALL: [HdzGameKind; 3] =
        [HdzGameKind::HerrDerZiegen, HdzGameKind::ZiegenKriegen, HdzGameKind::LeBaron];
}

/// What a game kind is: its name and the sizes a caller needs for buffers, written by
/// `hdz_game_kind_info`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzGameKindInfo {
    /// The game's name, for example `"ziegen-kriegen"`: a static string, never freed.
    pub name: *const c_char,
    /// Floats in an observation tensor (`hdz_any_game_observation`).
    pub observation_size: usize,
    /// Most legal moves at any decision: a buffer of this many ids always suffices for
    /// `hdz_any_game_legal_moves`. (`HDZ_MAX_LEGAL_MOVES` suffices for every kind.)
    pub max_legal_moves: usize,
    /// The kind described.
    pub kind: HdzGameKind,
    /// Number of action ids: valid ids are `0` to `num_actions - 1`.
    pub num_actions: u32,
    /// The fewest players the game takes.
    pub min_players: u32,
    /// The most players the game takes (at most `HDZ_MAX_SEATS`).
    pub max_players: u32,
}

/// A game's scores reduced to one number per seat and the winners, the same for every kind
/// (`hdz_any_game_outcome`). The full breakdown of a game's scores is `hdz_any_game_scores_json`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzOutcome {
    /// Each seat's score as the game counts it (points, or penalty points when `lower_wins`);
    /// `scores[0]` to `scores[players - 1]` are meaningful, the rest are 0.
    pub scores: [i32; HDZ_MAX_SEATS],
    /// Bit `s` is set for every winning seat (ties share the victory).
    pub winners: u16,
    /// Number of players.
    pub players: u8,
    /// Whether the lowest score wins (penalty points, as in Le Baron's base game) rather than the
    /// highest.
    pub lower_wins: bool,
}

impl From<Outcome> for HdzOutcome {
    fn from(o: Outcome) -> HdzOutcome {
        HdzOutcome {
            scores: o.scores,
            winners: o.winners,
            players: o.players,
            lower_wins: o.order == ScoreOrder::LowerWins,
        }
    }
}

// No padding: C callers may compare or hash the structs as bytes.
const _: () = assert!(std::mem::size_of::<HdzOutcome>() == 4 * HDZ_MAX_SEATS + 2 + 1 + 1);
const _: () = assert!(
    std::mem::size_of::<HdzGameKindInfo>()
        == std::mem::size_of::<*const c_char>() + 2 * std::mem::size_of::<usize>() + 4 * 4
);
