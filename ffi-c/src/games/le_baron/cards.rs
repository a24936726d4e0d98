//! What a Le Baron card shows in a game's table: heads per colour, colours, points.

use le_baron::Game;

use super::constants::{HDZ_LB_NUM_CARDS, HDZ_LB_NUM_COLOURS};
use crate::games::typed_extras::{card_number, typed_read};
use crate::{HdzGame, HdzStatus};

/// What a Le Baron card shows (`hdz_lb_card_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HdzLbCard {
    /// Heads per colour, in the order blue, yellow, green, red, black, white.
    pub heads: [u8; HDZ_LB_NUM_COLOURS],
    /// Bit `c` set for each colour the card shows.
    pub colours: u8,
    /// The card's penalty points: its number of heads.
    pub points: u8,
}

const _: () = assert!(std::mem::size_of::<HdzLbCard>() == HDZ_LB_NUM_COLOURS + 2);

/// Writes what the card `card` (1 to `HDZ_LB_NUM_CARDS`) of a Le Baron game shows (heads per
/// colour, colours, points) to `*out_card`. The game is needed because its options may replace
/// the card table.
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Le Baron game or `card` is not a card.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_lb_card_info(game: *const HdzGame, card: u32, out_card: *mut HdzLbCard) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        typed_read::<Game, _>("hdz_lb_card_info", game, out_card, "out_card", |g| {
            let n = card_number(card, (1, HDZ_LB_NUM_CARDS as u8), "a Le Baron card", Some)?;
            let table = g.table();
            Ok(HdzLbCard { heads: table.heads(n), colours: table.colours(n), points: table.points(n) })
        })
    }
}
