//! What a Herr der Ziegen card is, as a plain C struct.

use herr_der_ziegen::Card;

use crate::HDZ_NONE;

/// What sort of card a card is.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HdzCardKind {
    /// A goat card: `goat_kind` 0 to 17 and `value` 1 to 5 (it moves the big goat `value` steps
    /// and scores `value` when marked).
    Goat = 0,
    /// A dog: it moves no goat and allows a dog move. `goat_kind` and `value` are `HDZ_NONE`.
    Dog = 1,
    /// A milk card: `value` 1 or 2 (by the game's milk split); `goat_kind` is `HDZ_NONE`.
    Milk = 2,
}

/// What a card is (`hdz_game_card_info`). Fields that do not apply to the kind hold `HDZ_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HdzCard {
    /// Goat, dog or milk.
    pub kind: HdzCardKind,
    /// `HDZ_CARD_KIND_GOAT`: the goat kind, 0 to 17.
    pub goat_kind: u8,
    /// `HDZ_CARD_KIND_GOAT`: 1 to 5; `HDZ_CARD_KIND_MILK`: 1 or 2.
    pub value: u8,
    /// Always 0: the struct has no padding, so every byte the library writes is defined.
    pub reserved: [u8; 2],
}

impl From<Card> for HdzCard {
    fn from(card: Card) -> HdzCard {
        match card {
            Card::Goat { kind, value } => {
                HdzCard { kind: HdzCardKind::Goat, goat_kind: kind.index(), value, reserved: [0; 2] }
            }
            Card::Dog => HdzCard { kind: HdzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] },
            Card::Milk { value } => HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value, reserved: [0; 2] },
        }
    }
}

// No padding: every byte is a field the library sets.
const _: () = assert!(std::mem::size_of::<HdzCard>() == std::mem::size_of::<HdzCardKind>() + 2 + 2);
