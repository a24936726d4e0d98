//! What one seat may know (LB-D19), with perfect recall: the rows, every penalty pile, its own
//! hand and choice, how many cards each hand and pile holds, the recycled cards known at the
//! bottom of each pile and those drawn back into a hand, who has chosen this round (not what),
//! the revealed cards of the round and how many are resolved, and how many cards the box holds.

use game_core::document::{self, Int};
use serde::{Deserialize, Serialize};

use crate::error::StateError;
use crate::events::EndReason;
use crate::options::OptionsDoc;
use crate::state::{PhaseName, RevealedDoc};
use game_core::privacy::{document_value, ViewParts};
use game_core::GameView;

use crate::cards::CardSet;
use crate::game::{Game, NONE};
use crate::moves::MoveList;
use crate::options::{MAX_HELD, MAX_PLAYERS};
use crate::public::Public;

/// One seat's view of a game: the [`Public`] part (it dereferences to it) and what this seat
/// may know besides (LB-D19): its own hand and choice, how many cards each hand holds, the known
/// cards at the bottom of each pile, who has chosen and how many cards the box holds.
/// Everything it may know, nothing else. Fixed arrays; `Clone` is a copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub(crate) public: Public,
    pub(crate) seat: u8,
    pub(crate) hand: CardSet,
    pub(crate) choice: u8,
    pub(crate) hand_counts: [u8; MAX_PLAYERS],
    /// The known cards at the bottom of each pile, bottom first (`pile_known` of them).
    pub(crate) known_bottoms: [[u8; MAX_HELD]; MAX_PLAYERS],
    /// Bit `s` set for each seat that has chosen this round.
    pub(crate) chosen: u16,
    pub(crate) box_count: u8,
}

game_core::deref_to_public! {
    /// Read-only, like [`Game`].
    ///
    /// ```compile_fail
    /// use le_baron::{Game, Public};
    /// let mut x = Game::new(3, 1).unwrap().view(0);
    /// let public: &mut Public = &mut x;
    /// ```
    PlayerView
}

impl PlayerView {
    /// The public part of the game.
    pub fn public(&self) -> &Public {
        &self.public
    }

    /// The seat's own hand.
    pub fn hand(&self) -> CardSet {
        self.hand
    }

    /// The seat's own hidden choice, if it has chosen.
    pub fn choice(&self) -> Option<u8> {
        (self.choice != NONE).then_some(self.choice)
    }

    /// Number of cards in `seat`'s hand (its hidden choice not included).
    pub fn hand_count(&self, seat: u8) -> usize {
        usize::from(self.hand_counts[usize::from(seat)])
    }

    /// Number of cards in `seat`'s pile.
    pub fn pile_count(&self, seat: u8) -> usize {
        usize::from(self.pile_len[usize::from(seat)])
    }

    /// The recycled cards known at the bottom of `seat`'s pile, in pile order (top first).
    pub fn known_pile_bottom(&self, seat: u8) -> impl Iterator<Item = u8> + '_ {
        let s = usize::from(seat);
        self.known_bottoms[s][..usize::from(self.pile_known[s])].iter().rev().copied()
    }

    /// Whether `seat` has chosen its card this round.
    pub fn has_chosen(&self, seat: u8) -> bool {
        self.chosen & (1 << seat) != 0
    }

    /// Number of cards in the box.
    pub fn box_count(&self) -> usize {
        usize::from(self.box_count)
    }

    /// Every card this seat knows the place of.
    pub fn seen(&self) -> CardSet {
        let mut seen = self.hand;
        if self.choice != NONE {
            seen.insert(self.choice);
        }
        for row in &self.rows {
            for &c in row.cards() {
                seen.insert(c);
            }
        }
        for (card, _) in self.revealed().skip(self.resolved()) {
            seen.insert(card);
        }
        for p in 0..usize::from(self.players()) {
            seen = seen.union(self.penalty[p]).union(self.known_held[p]);
            for &c in &self.known_bottoms[p][..usize::from(self.pile_known[p])] {
                seen.insert(c);
            }
        }
        seen
    }

    /// The cards whose place this seat does not know.
    pub fn unseen(&self) -> CardSet {
        CardSet::ALL.minus(self.seen())
    }
}

/// One seat's view in plain data (field by field: `docs/state-format-le-baron.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "view", deny_unknown_fields)]
pub struct ViewDoc {
    /// Always [`VIEW_FORMAT`](crate::state::VIEW_FORMAT).
    pub format: String,
    /// Always [`FORMAT_VERSION`](crate::state::FORMAT_VERSION).
    pub version: Int,
    /// The seat whose view this is.
    pub seat: Int,
    /// As in the state.
    #[serde(deserialize_with = "document::object")]
    pub options: OptionsDoc,
    /// As in the state.
    pub round: Int,
    /// As in the state.
    pub phase: PhaseName,
    /// As in the state.
    #[serde(deserialize_with = "Option::deserialize")]
    pub end: Option<EndReason>,
    /// As in the state.
    pub rows: Vec<Vec<Int>>,
    /// As in the state.
    pub penalty: Vec<Vec<Int>>,
    /// The seat's own hand.
    pub hand: Vec<Int>,
    /// The seat's own hidden choice, `null` if none.
    #[serde(deserialize_with = "Option::deserialize")]
    pub choice: Option<Int>,
    /// Cards in each seat's hand (hidden choices not included).
    pub hand_counts: Vec<Int>,
    /// Cards in each seat's pile.
    pub pile_counts: Vec<Int>,
    /// The known recycled cards at the bottom of each pile, in pile order (top first).
    pub pile_known: Vec<Vec<Int>>,
    /// As in the state.
    pub known_held: Vec<Vec<Int>>,
    /// Whether each seat has chosen this round.
    pub chosen: Vec<bool>,
    /// As in the state.
    #[serde(deserialize_with = "document::via::<_, Vec<document::Object<RevealedDoc>>>")]
    pub revealed: Vec<RevealedDoc>,
    /// As in the state.
    pub resolved: Int,
    /// Cards in the box.
    pub box_count: Int,
}

impl GameView for PlayerView {
    game_core::game_view_items!();

    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_ {
        self.hand().iter().map(u16::from)
    }

    /// The seat's own hand and its face-down choice are private.
    fn split(&self) -> ViewParts {
        ViewParts::by_fields(document_value(self), &["hand", "choice"])
    }

    /// Seat 0's view, holding the cards the public part says it holds and otherwise the lowest
    /// unseen cards that fit what the public part says of them.
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
