//! What one seat may know (DESIGN 3, RULES-SPEC D42).
//!
//! A [`PlayerView`] holds the public state (pasture, small goats, displays, box, big goats, kinds,
//! the pending decision), the seat's own hand, and, by perfect recall, the opponents' hand cards
//! that everybody saw entering their hands: cards taken from the face-up pasture and cards shown
//! at an evaluation B. Every other card is only counted. Hands are sets, so not even the order in
//! which an opponent holds cards leaks. The pile's order never appears.

use game_core::privacy::{document_value, ViewParts};
use game_core::GameView;
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::cards::CardSet;
use crate::error::StateError;
use crate::events::EndReason;
use crate::game::Game;
use crate::layout::Cell;
use crate::options::MAX_PLAYERS;
use crate::public::Public;
use crate::state::{wire, PhaseDoc};

/// One seat's knowledge of a game: the [`Public`] part (it dereferences to it) plus the hand
/// cards this seat knows. Fixed-size and `Clone` by copy, like [`Game`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerView {
    pub(crate) public: Public,
    pub(crate) seat: u8,
    /// Hand cards this seat knows, per seat (its own hand entirely).
    pub(crate) known_hands: [CardSet; MAX_PLAYERS],
    /// Hand cards this seat does not know, per seat (never a dog: they are from starting hands).
    pub(crate) unknown_hands: [u8; MAX_PLAYERS],
    /// Hand cards everybody knows, per seat (taken from the pasture or shown); for opponents the
    /// same as `known_hands`, for this seat the part of its hand the others know.
    pub(crate) public_hands: [CardSet; MAX_PLAYERS],
}

game_core::deref_to_public! {
    /// Read-only: a view is taken from a game or loaded and checked, and stays as it was made, so
    /// its public part is never handed out mutably.
    ///
    /// ```compile_fail
    /// use herr_der_ziegen::{Public, Game};
    /// let mut x = Game::new(2, 1).unwrap().view(0);
    /// let public: &mut Public = &mut x;
    /// ```
    PlayerView
}

impl PlayerView {
    /// This seat's own hand.
    pub fn hand(&self) -> CardSet {
        self.known_hands[usize::from(self.seat)]
    }

    /// The cards of `player`'s hand this seat knows (all of them for its own seat).
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn known_hand(&self, player: u8) -> CardSet {
        assert!(player < self.players, "no player {player}");
        self.known_hands[usize::from(player)]
    }

    /// The cards of `player`'s hand that every seat knows (taken from the face-up pasture or
    /// shown at an evaluation B).
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn public_hand(&self, player: u8) -> CardSet {
        assert!(player < self.players, "no player {player}");
        self.public_hands[usize::from(player)]
    }

    /// How many of `player`'s hand cards this seat does not know.
    ///
    /// # Panics
    /// If `player` is not a seat of this game.
    pub fn unknown_hand_count(&self, player: u8) -> usize {
        assert!(player < self.players, "no player {player}");
        usize::from(self.unknown_hands[usize::from(player)])
    }

    /// Cards this seat has not located: they are in the pile or among the unknown hand cards.
    pub fn unseen(&self) -> CardSet {
        let mut seen = self.displays.iter().fold(self.boxed.or(self.known_in_pile), |acc, d| acc.or(*d));
        for set in &self.known_hands {
            seen = seen.or(*set);
        }
        for cell in self.cells() {
            if let Some(card) = self.card_at(cell) {
                seen.insert(card);
            }
        }
        CardSet::ALL.minus(seen)
    }
}

/// The `format` field of a view document.
pub const VIEW_FORMAT: &str = "herr-der-ziegen/view";
/// The view version this library writes and reads.
pub const VIEW_VERSION: u64 = 1;

/// One hand as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a hand {\"known\": [...], \"unknown\": n, \"public\": [...]}")]
pub struct HandDoc {
    /// Cards this seat knows are in the hand.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub known: Vec<u8>,
    /// How many other cards the hand holds.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub unknown: u8,
    /// The cards of this hand that every seat knows (a subset of `known`).
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub public: Vec<u8>,
}

/// A [`PlayerView`] as plain data, for JSON (documented in `docs/state-format-herr-der-ziegen.md`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a view document")]
pub struct ViewDoc {
    /// Always [`VIEW_FORMAT`].
    pub format: String,
    /// Always 1.
    #[serde(deserialize_with = "wire::via::<_, wire::Version>")]
    pub version: u64,
    /// The seat this view belongs to.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub seat: u8,
    /// Number of players.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub players: u8,
    /// The seat that played first.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub start_player: u8,
    /// 6 or 7.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub grid_size: u8,
    /// Milk cards worth 1.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub milk_ones: u8,
    /// Stable cell of each seat.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CellNum>>")]
    pub stables: Vec<Cell>,
    /// Rows of the pasture (card id or `null`).
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<Option<wire::CardNum>>>>")]
    pub pasture: Vec<Vec<Option<u8>>>,
    /// Rows of small goats (owner or `null`).
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<Option<wire::Byte>>>>")]
    pub marks: Vec<Vec<Option<u8>>>,
    /// Each seat's hand as this seat knows it.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::Object<HandDoc>>>")]
    pub hands: Vec<HandDoc>,
    /// Each seat's display.
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<wire::CardNum>>>")]
    pub displays: Vec<Vec<u8>>,
    /// The box.
    #[serde(rename = "box")]
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub boxed: Vec<u8>,
    /// Kinds removed at setup.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::KindNum>>")]
    pub removed_kinds: Vec<u8>,
    /// Owner of each kind, `null` while open or removed.
    #[serde(deserialize_with = "wire::via::<_, Vec<Option<wire::Byte>>>")]
    pub kind_owners: Vec<Option<u8>>,
    /// Cards in the pile.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub pile_size: u8,
    /// Cards known to be in the pile.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub known_in_pile: Vec<u8>,
    /// Track position of each big goat.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::Byte>>")]
    pub goats: Vec<u8>,
    /// Turn number.
    #[serde(deserialize_with = "wire::via::<_, wire::Word>")]
    pub turn: u16,
    /// Whose turn it is.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub active_player: u8,
    /// Who decides now (`null` once over).
    #[serde(deserialize_with = "wire::via::<_, Option<wire::Byte>>")]
    pub current_player: Option<u8>,
    /// The card played this turn.
    #[serde(deserialize_with = "wire::via::<_, Option<wire::CardNum>>")]
    pub played: Option<u8>,
    /// Why the end was triggered.
    #[serde(deserialize_with = "wire::via::<_, Option<wire::EndName>>")]
    pub end: Option<EndReason>,
    /// The pending decision.
    pub phase: PhaseDoc,
    /// Dog swaps refused this turn.
    #[serde(deserialize_with = "wire::via::<_, Vec<[wire::CellNum; 2]>>")]
    pub refused_swaps: Vec<[Cell; 2]>,
}

impl GameView for PlayerView {
    game_core::game_view_items!();

    fn hand_cards(&self) -> impl Iterator<Item = u16> + '_ {
        self.hand().iter().map(|card| u16::from(card.index()))
    }

    /// A hand's cards that every seat saw enter it (taken from the face-up pasture, shown at an
    /// evaluation B) and its size are public; the cards of a hand that only this seat knows
    /// (all of its own hand but those) are private.
    fn split(&self) -> ViewParts {
        let mut parts = ViewParts::by_fields(document_value(self), &["hands"]);
        let (public, private): (Vec<_>, Vec<_>) = (0..self.player_count())
            .map(|seat| {
                let (known, public) = (self.known_hand(seat), self.public_hand(seat));
                let size = known.len() + self.unknown_hand_count(seat);
                let public_cards: Vec<u8> = public.iter().map(|card| card.index()).collect();
                let private_cards: Vec<u8> = known.minus(public).iter().map(|card| card.index()).collect();
                (json!({"public": public_cards, "size": size}), json!(private_cards))
            })
            .unzip();
        parts.public.insert("hands".into(), public.into());
        parts.private.insert("hands".into(), private.into());
        parts
    }

    /// Seat 0's view, its hand the public cards and the lowest unlocated cards that are not dogs.
    fn from_public_part(public: &serde_json::Map<String, serde_json::Value>) -> Result<PlayerView, StateError> {
        crate::spectator::view_from_public_part(public)
    }

    /// A player's choices depend only on what they see (the public state and their own hand),
    /// so every game consistent with the view lists the same moves: they are those of one
    /// determinization.
    fn observation(&self, out: &mut [f32]) {
        self.write_observation(out);
    }
}
