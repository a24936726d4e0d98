//! Ziegen Kriegen's constants, written out for cbindgen and checked against the game's own.

/// The fewest players of Ziegen Kriegen.
pub const HDZ_ZK_MIN_PLAYERS: usize = 3;
/// The most players of Ziegen Kriegen.
pub const HDZ_ZK_MAX_PLAYERS: usize = 6;
/// Number of Ziegen Kriegen action ids: `0` to `49` play goat card `id + 1`, `50` and `51` choose
/// the lower or higher number of the revealed hill card.
pub const HDZ_ZK_NUM_ACTIONS: u32 = 52;
/// Most legal moves at any decision of Ziegen Kriegen.
pub const HDZ_ZK_MAX_LEGAL_MOVES: usize = 8;
/// Most events one move of Ziegen Kriegen produces (`hdz_zk_last_events`).
pub const HDZ_ZK_MAX_EVENTS: usize = 8;
/// Floats in a Ziegen Kriegen observation tensor (layout in `docs/observation.md`).
pub const HDZ_ZK_OBSERVATION_SIZE: usize = 1181;
/// The most decisions a game of Ziegen Kriegen can take (the variant with six players).
pub const HDZ_ZK_MAX_GAME_LENGTH: u32 = 312;

crate::games::typed_extras::game_constants!(ziegen_kriegen::Game: HDZ_ZK_MIN_PLAYERS, HDZ_ZK_MAX_PLAYERS,
    HDZ_ZK_NUM_ACTIONS, HDZ_ZK_MAX_LEGAL_MOVES, HDZ_ZK_MAX_EVENTS, HDZ_ZK_OBSERVATION_SIZE,
    HDZ_ZK_MAX_GAME_LENGTH);

/// Cards in a Ziegen Kriegen hand at the start of a round.
pub const HDZ_ZK_HAND_SIZE: usize = 8;
/// Hill cards laid in a Ziegen Kriegen round (the limit is their sum).
pub const HDZ_ZK_HILL_SIZE: usize = 4;
/// Ziegen Kriegen goat cards are numbered 1 to `HDZ_ZK_NUM_GOATS`.
pub const HDZ_ZK_NUM_GOATS: usize = 50;
/// Entries of `HdzZkView::heads`: one per goat card number, and an unused entry 0.
pub const HDZ_ZK_HEADS_SIZE: usize = 51;
/// Ziegen Kriegen hill cards are numbered 0 to `HDZ_ZK_NUM_HILLS - 1`.
pub const HDZ_ZK_NUM_HILLS: usize = 12;
/// The most rounds of a Ziegen Kriegen game (the variant plays one round per player).
pub const HDZ_ZK_MAX_ROUNDS: usize = 6;
/// The most tricks of a Ziegen Kriegen game: eight per round.
pub const HDZ_ZK_MAX_TRICKS: usize = 48;
/// Bytes of a deck id in `HdzZkView` (`goat_deck`, `hill_deck`), the terminating NUL included.
pub const HDZ_ZK_DECK_ID_SIZE: usize = 41;

const _: () = assert!(HDZ_ZK_HAND_SIZE == ziegen_kriegen::public::HAND_SIZE);
const _: () = assert!(HDZ_ZK_HILL_SIZE == ziegen_kriegen::public::HILL_TRICKS);
const _: () = assert!(HDZ_ZK_NUM_GOATS == ziegen_kriegen::NUM_GOATS && HDZ_ZK_HEADS_SIZE == HDZ_ZK_NUM_GOATS + 1);
const _: () = assert!(HDZ_ZK_NUM_HILLS == ziegen_kriegen::cards::NUM_HILLS);
const _: () = assert!(HDZ_ZK_MAX_ROUNDS == ziegen_kriegen::options::MAX_ROUNDS);
const _: () = assert!(HDZ_ZK_MAX_TRICKS == ziegen_kriegen::public::MAX_TRICKS);
const _: () = assert!(HDZ_ZK_DECK_ID_SIZE == ziegen_kriegen::cards::MAX_DECK_ID_LEN + 1);
