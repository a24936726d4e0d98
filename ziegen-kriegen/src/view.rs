//! What one seat may know, with perfect recall (ZK-D16).
//!
//! A [`PlayerView`] holds the [`Public`] part of the game (every card played and by whom, who
//! took each trick, the hill with its chosen numbers, the scores of finished rounds, the
//! pending decision) and the seat's own hand. Other hands, the box and the hill stack are only
//! counted; the stack's order and the decks of later rounds never appear.

use game_core::privacy::{document_value, ViewParts};
use game_core::GameView;

use serde::{Deserialize, Serialize};

use crate::cards::{CardSet, NUM_HILLS};
use crate::error::StateError;
use crate::game::Game;
use crate::moves::MoveList;
use crate::options::Options;
use crate::phase::Phase;
use crate::public::Public;
use crate::state::{PlayDoc, RoundDoc};
use game_core::document::{object, via, Int, Object};
#[cfg(doc)]
use game_core::GameRules;

/// The `format` field of a view document.
pub const VIEW_FORMAT: &str = "ziegen-kriegen/view";
/// The view version this library writes and reads.
pub const VIEW_VERSION: u64 = 1;

/// One seat's knowledge of a game: the [`Public`] part (it dereferences to it) and the seat's
/// hand. Fixed-size and `Clone` by copy, like [`Game`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub(crate) public: Public,
    pub(crate) seat: u8,
    pub(crate) hand: CardSet,
}

game_core::deref_to_public! {
    /// Read-only, like [`Game`].
    ///
    /// ```compile_fail
    /// use ziegen_kriegen::{Game, Public};
    /// let mut x = Game::new(3, 1).unwrap().view(0);
    /// let public: &mut Public = &mut x;
    /// ```
    PlayerView
}

impl PlayerView {
    /// The seat's own hand.
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// The goat cards of this round this seat has not seen: in the other hands or the box.
    pub fn unseen(&self) -> CardSet {
        CardSet::ALL.minus(self.hand).minus(self.played)
    }

    /// The hill cards of this round not yet turned up (in the stack, order unknown).
    pub fn unrevealed_hills(&self) -> impl Iterator<Item = u8> + '_ {
        (0..NUM_HILLS as u8).filter(|&c| self.revealed != c && self.hill().iter().all(|h| h.card != c))
    }
}

/// A view in plain data. Field by field documentation: `docs/state-format-ziegen-kriegen.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ViewDoc {
    /// Always [`VIEW_FORMAT`].
    pub format: String,
    /// Always [`VIEW_VERSION`].
    pub version: Int,
    /// The seat whose view this is.
    pub seat: Int,
    /// The game's options.
    #[serde(deserialize_with = "object")]
    pub options: Options,
    /// The round being played, from 0.
    pub round: Int,
    /// The seat's own hand, in increasing card number.
    pub hand: Vec<Int>,
    /// The number of cards in each seat's hand.
    pub hand_sizes: Vec<Int>,
    /// The number of cards in the box.
    pub box_size: Int,
    /// The number of hill cards still face down.
    pub hill_stack_size: Int,
    /// The hill card turned up and waiting for its number, or `null`.
    pub revealed_hill: Option<Int>,
    /// The history of every round begun so far.
    #[serde(deserialize_with = "via::<_, Vec<Object<RoundDoc>>>")]
    pub history: Vec<RoundDoc>,
    /// The cards of the current trick, in play order.
    #[serde(deserialize_with = "via::<_, Vec<Object<PlayDoc>>>")]
    pub current_trick: Vec<PlayDoc>,
    /// The seat that leads the current trick.
    pub leader: Int,
    /// The decision the game waits for.
    pub phase: Phase,
    /// The seat that decides, `null` once the game is over.
    pub to_act: Option<Int>,
    /// The scores of the finished rounds.
    pub round_scores: Vec<Vec<Int>>,
}

impl GameView for PlayerView {
    game_core::game_view_items!();

    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_ {
        self.hand.iter().map(u16::from)
    }

    /// Only the seat's own hand is private.
    fn split(&self) -> ViewParts {
        ViewParts::by_fields(document_value(self), &["hand"])
    }

    /// Seat 0's view with the lowest unplaced goat cards in its hand.
    fn from_public_part(public: &serde_json::Map<String, serde_json::Value>) -> Result<PlayerView, StateError> {
        crate::spectator::view_from_public_part(public)
    }

    /// The moves follow from the public part and the hand.
    fn deciding_moves_into(&self, moves: &mut MoveList) {
        self.public.legal_moves_with(self.hand, moves);
    }

    fn observation(&self, out: &mut [f32]) {
        self.write_observation(out);
    }
}
