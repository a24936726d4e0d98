//! What a spectator may know (LB-D19 without a hand): the rows, every penalty pile, how many
//! cards each hand and pile holds, the recycled cards known at the bottom of each pile and those
//! drawn back into a hand, who has chosen this round (not what), the revealed cards and the
//! box's size: the public part of every seat's view ([`game_core::SpectatorView`]). A spectator
//! is told of every event, without the cards a seat draws ([`crate::Event::seen_by`]).

use game_core::document::{self, Int};
use serde_json::{Map, Value};

use crate::cards::CardSet;
use crate::error::StateError;
use crate::events::EndReason;
use crate::game::{Game, Phase};
use crate::loader::{load_view, read_view};
use crate::state::{FORMAT_VERSION, HAND_SIZE, VIEW_FORMAT};
use crate::view::{PlayerView, ViewDoc};

/// The `format` field of a spectator view document.
pub const SPECTATOR_VIEW_FORMAT: &str = "le-baron/spectator-view";

/// What a spectator sees of a game of Le Baron.
pub type SpectatorView = game_core::SpectatorView<Game>;

/// The view of seat 0 whose public part is `public`. Seat 0 holds the cards the public part
/// says it holds, and for the rest the lowest unseen cards, those that fit a row first (LB-D17:
/// while the game goes on some held card fits a row, and it may be one of seat 0's) or, in a
/// game that ended because no card fits, those that fit none first; if it has chosen, its choice
/// is the last of them.
///
/// # Errors
/// The first problem of the public part, as a view's.
pub(crate) fn view_from_public_part(public: &Map<String, Value>) -> Result<PlayerView, StateError> {
    let mut fields = public.clone();
    fields.insert("seat".into(), Value::from(0));
    fields.insert("hand".into(), Value::Array(Vec::new()));
    fields.insert("choice".into(), Value::Null);
    let mut doc: ViewDoc = document::read(&Value::Object(fields).to_string(), VIEW_FORMAT, FORMAT_VERSION)?;
    // The known cards first, so that the fields can be read: the seat's own known cards must be
    // in its hand or choice.
    let known: Vec<Int> = doc.known_held.first().cloned().unwrap_or_default();
    doc.hand = known.iter().take(HAND_SIZE).copied().collect();
    doc.choice = known.get(HAND_SIZE).copied();
    let partial = read_view(&doc)?;
    let ended_unfit = partial.phase == Phase::Over && partial.end == Some(EndReason::NoCardFits);
    let mut unseen: Vec<u8> = CardSet::ALL.minus(partial.seen()).iter().collect();
    unseen.sort_by_key(|&card| ((partial.fitting_rows(card) != 0) == ended_unfit, card));
    let chosen = doc.chosen.first().copied().unwrap_or(false);
    let holding = usize::from(partial.hand_counts[0]) + usize::from(chosen);
    let mut held: Vec<u8> = partial.known_held[0].iter().collect();
    let missing = holding.saturating_sub(held.len());
    held.extend(unseen.into_iter().take(missing));
    let choice = if chosen { held.pop() } else { None };
    held.sort_unstable();
    doc.hand = held.into_iter().map(Int::from).collect();
    doc.choice = choice.map(Int::from);
    load_view(&doc)
}
