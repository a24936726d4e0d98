//! The versioned JSON state format (`le-baron/state`, LB-D22; documented field by field in
//! `docs/state-format-le-baron.md`) and the parts it shares with the view format.
//!
//! Every field is required (`null` where there is no value) and unknown fields are refused.
//! [`StateDoc`] is the [`game_core::Document`] form of a [`Game`](crate::Game) (written and read in `loader.rs`). Loading (the `loader` module) refuses
//! syntax and type errors as [`crate::DocumentError::Json`], and a well-formed value that is out
//! of range or contradicts the rules with a message that names the field by its JSON path
//! (`rows[2][0]`) and the rule in plain words. A loaded game is as trustworthy as a played
//! one: each of the 110 cards is in exactly one place, phase and counts fit, and every row
//! could have arisen.

use serde::{Deserialize, Serialize};

use crate::events::EndReason;
use crate::game::Phase;
use crate::options::OptionsDoc;
use game_core::document;
use game_core::document::Int;
#[cfg(doc)]
use game_core::{GameRules, GameView};

/// The `format` field of a state document.
pub const STATE_FORMAT: &str = "le-baron/state";
/// The `format` field of a view document.
pub const VIEW_FORMAT: &str = "le-baron/view";
/// The version this library writes and reads.
pub const FORMAT_VERSION: u64 = 1;
/// Most cards in a hand.
pub(crate) const HAND_SIZE: usize = 4;

/// The phase as written in documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseName {
    /// Seats choose their cards.
    Choose,
    /// The revealed cards are being resolved.
    Resolve,
    /// The game is over.
    Over,
}

impl From<Phase> for PhaseName {
    fn from(phase: Phase) -> PhaseName {
        match phase {
            Phase::Choose => PhaseName::Choose,
            Phase::Resolve => PhaseName::Resolve,
            Phase::Over => PhaseName::Over,
        }
    }
}

impl From<PhaseName> for Phase {
    fn from(phase: PhaseName) -> Phase {
        match phase {
            PhaseName::Choose => Phase::Choose,
            PhaseName::Resolve => Phase::Resolve,
            PhaseName::Over => Phase::Over,
        }
    }
}

/// A revealed card and its owner, as written in documents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "revealed card", deny_unknown_fields)]
pub struct RevealedDoc {
    /// The card.
    pub card: Int,
    /// Its owner.
    pub seat: Int,
}

/// A full game state in plain data (field by field: `docs/state-format-le-baron.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "state", deny_unknown_fields)]
pub struct StateDoc {
    /// Always [`STATE_FORMAT`].
    pub format: String,
    /// Always [`FORMAT_VERSION`].
    pub version: Int,
    /// Players, variants, deck id and (if not the shipped one) the card table.
    #[serde(deserialize_with = "document::object")]
    pub options: OptionsDoc,
    /// The round, from 1.
    pub round: Int,
    /// What the game waits for.
    pub phase: PhaseName,
    /// Why the game ended; `null` while it goes on.
    #[serde(deserialize_with = "Option::deserialize")]
    pub end: Option<EndReason>,
    /// The five rows, left to right.
    pub rows: Vec<Vec<Int>>,
    /// Each seat's draw pile, top card first.
    pub piles: Vec<Vec<Int>>,
    /// How many cards at the bottom of each pile everybody knows (recycled, variant 2).
    pub pile_known: Vec<Int>,
    /// Each seat's hand.
    pub hands: Vec<Vec<Int>>,
    /// Cards everybody knows each seat holds in hand or as its choice (recycled cards drawn
    /// back, variant 2).
    pub known_held: Vec<Vec<Int>>,
    /// Each seat's hidden choice this round, `null` if none.
    pub choices: Vec<Option<Int>>,
    /// The revealed cards of the round in resolution order; empty while choosing.
    #[serde(deserialize_with = "document::via::<_, Vec<document::Object<RevealedDoc>>>")]
    pub revealed: Vec<RevealedDoc>,
    /// How many revealed cards are resolved (they are already in their new places).
    pub resolved: Int,
    /// Each seat's penalty pile.
    pub penalty: Vec<Vec<Int>>,
    /// The cards in the box.
    #[serde(rename = "box")]
    pub boxed: Vec<Int>,
}

pub(crate) fn ints(cards: impl IntoIterator<Item = u8>) -> Vec<Int> {
    cards.into_iter().map(Int::from).collect()
}
