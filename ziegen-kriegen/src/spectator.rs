//! What a spectator may know (ZK-D16 without a hand): every card played and by whom, the tricks,
//! the hill, the scores and the pending decision: the public part of every seat's view
//! ([`game_core::SpectatorView`]). Every event of this game is public ([`crate::Event`]).

use game_core::document::{self, Int};
use serde_json::{Map, Value};

use crate::cards::CardSet;
use crate::error::StateError;
use crate::game::Game;
use crate::loader::{load_view, load_view_public};
use crate::view::{PlayerView, ViewDoc, VIEW_FORMAT, VIEW_VERSION};

/// The `format` field of a spectator view document.
pub const SPECTATOR_VIEW_FORMAT: &str = "ziegen-kriegen/spectator-view";

/// What a spectator sees of a game of Ziegen Kriegen.
pub type SpectatorView = game_core::SpectatorView<Game>;

/// The view of seat 0 whose public part is `public`: its hand is made of the lowest goat cards
/// of the round that the public part does not place (any unplayed cards may be in any hand).
///
/// # Errors
/// The first problem of the public part, as a view's.
pub(crate) fn view_from_public_part(public: &Map<String, Value>) -> Result<PlayerView, StateError> {
    let mut fields = public.clone();
    fields.insert("seat".into(), Value::from(0));
    fields.insert("hand".into(), Value::Array(Vec::new()));
    let mut doc: ViewDoc = document::read(&Value::Object(fields).to_string(), VIEW_FORMAT, VIEW_VERSION)?;
    let (public, places) = load_view_public(&doc)?;
    let unplaced = CardSet::ALL.minus(places.goats_placed());
    doc.hand = unplaced.iter().take(public.hand_size(0)).map(Int::from).collect();
    load_view(&doc)
}
