//! What a Herr der Ziegen card is, as a plain C struct.

use herr_der_ziegen::{Card, CardId, Game};

use super::constants::HDZ_HZ_NUM_CARDS;
use crate::games::typed_extras::{card_number, typed_read};
use crate::{HdzGame, HdzStatus, HDZ_NONE};

/// What sort of card a Herr der Ziegen card is.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzHzCardKind {
    /// A goat card: `goat_kind` 0 to 17 and `value` 1 to 5 (it moves the big goat `value` steps
    /// and scores `value` when marked).
    Goat = 0,
    /// A dog: it moves no goat and allows a dog move. `goat_kind` and `value` are `HDZ_NONE`.
    Dog = 1,
    /// A milk card: `value` 1 or 2 (by the game's milk split); `goat_kind` is `HDZ_NONE`.
    Milk = 2,
}

/// What a Herr der Ziegen card is (`hdz_hz_card_info`). Fields that do not apply to the kind hold `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzHzCard {
    /// Goat, dog or milk.
    pub kind: HdzHzCardKind,
    /// `HDZ_HZ_CARD_KIND_GOAT`: the goat kind, 0 to 17.
    pub goat_kind: u8,
    /// `HDZ_HZ_CARD_KIND_GOAT`: 1 to 5; `HDZ_HZ_CARD_KIND_MILK`: 1 or 2.
    pub value: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
}

impl From<Card> for HdzHzCard {
    fn from(card: Card) -> HdzHzCard {
        match card {
            Card::Goat { kind, value } => {
                HdzHzCard { kind: HdzHzCardKind::Goat, goat_kind: kind.index(), value, reserved: [0; 2] }
            }
            Card::Dog => HdzHzCard { kind: HdzHzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] },
            Card::Milk { value } => {
                HdzHzCard { kind: HdzHzCardKind::Milk, goat_kind: HDZ_NONE, value, reserved: [0; 2] }
            }
        }
    }
}

// No padding: every byte is a field the library sets.
const _: () = assert!(std::mem::size_of::<HdzHzCard>() == std::mem::size_of::<HdzHzCardKind>() + 2 + 2);

/// Writes what the card `card` (0 to `HDZ_HZ_NUM_CARDS - 1`) of a Herr der Ziegen game is (a
/// goat card with its kind and value, a dog, or a milk card with its value) to `*out_card`. The
/// game is needed for milk cards: how many are worth 1 is an option of the game (`milk_ones`, 8
/// by default); goat cards and dogs are the same in every game (card `id < 90` is kind `id / 5`
/// with value `id % 5 + 1`, `90..105` are dogs).
///
/// Returns `HDZ_INVALID_ARGUMENT` if `game` is not a Herr der Ziegen game or `card` is not a
/// card.
///
/// Thread safety: reads `game`; may run alongside other calls that only read it.
///
/// # Safety
/// `game` is NULL or a live game; `out_card` is NULL or valid for a write.
#[no_mangle]
pub unsafe extern "C" fn hdz_hz_card_info(game: *const HdzGame, card: u32, out_card: *mut HdzHzCard) -> HdzStatus {
    // SAFETY: by the caller's contract.
    unsafe {
        typed_read::<Game, _>("hdz_hz_card_info", game, out_card, "out_card", |g| {
            let id = card_number(card, (0, HDZ_HZ_NUM_CARDS as u8 - 1), "a Herr der Ziegen card", CardId::new)?;
            Ok(HdzHzCard::from(g.card(id)))
        })
    }
}
