//! What a Ziegen Kriegen card is in a game's tables: the heads on a goat card, the two numbers
//! of a hill card.

use ziegen_kriegen::Game;

use super::constants::{HDZ_ZK_NUM_GOATS, HDZ_ZK_NUM_HILLS};
use crate::games::typed_extras::{card_number, typed_read};
use crate::{HdzGame, HdzStatus};

/// What a Ziegen Kriegen goat card shows (`hdz_zk_card_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzZkCard {
    /// The card's number, 1 to 50 (it ranks the card in a trick).
    pub number: u8,
    /// The goat heads on the card, 1 to 5 (they count towards the round's limit).
    pub heads: u8,
}

/// What a Ziegen Kriegen hill card shows (`hdz_zk_hill_card_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzZkHillCard {
    /// The lower of its two numbers.
    pub low: u8,
    /// The higher of its two numbers.
    pub high: u8,
}

const _: () = assert!(std::mem::size_of::<HdzZkCard>() == 2 && std::mem::size_of::<HdzZkHillCard>() == 2);

/// Writes what the goat card `card` (1 to `HDZ_ZK_NUM_GOATS`) of a Ziegen Kriegen game shows to
/// `*out_card`. The game is needed because its options may replace the card table.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Ziegen Kriegen game or `card` is not a goat
/// card.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_zk_card_info(game: *const HdzGame, card: u32, out_card: *mut HdzZkCard) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        typed_read::<Game, _>("hdz_zk_card_info", game, out_card, "out_card", |g| {
            let number = card_number(card, (1, HDZ_ZK_NUM_GOATS as u8), "a Ziegen Kriegen goat card", Some)?;
            Ok(HdzZkCard { number, heads: g.tables().heads(number) })
        })
    }
}

/// Writes the two numbers of the hill card `hill` (0 to `HDZ_ZK_NUM_HILLS - 1`) of a Ziegen
/// Kriegen game to `*out_card`. The game is needed because its options may replace the hill
/// table.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Ziegen Kriegen game or `hill` is not a hill
/// card id.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_zk_hill_card_info(
    game: *const HdzGame,
    hill: u32,
    out_card: *mut HdzZkHillCard,
) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        typed_read::<Game, _>("hdz_zk_hill_card_info", game, out_card, "out_card", |g| {
            let hills = &g.tables().hills;
            let card = card_number(hill, (0, HDZ_ZK_NUM_HILLS as u8 - 1), "a Ziegen Kriegen hill card", |h| {
                hills.get(usize::from(h))
            })?;
            Ok(HdzZkHillCard { low: card.low, high: card.high })
        })
    }
}
