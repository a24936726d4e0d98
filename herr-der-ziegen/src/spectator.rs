//! What a spectator may know (DESIGN 3 without a hand): the pasture, the goats, the displays,
//! the box, the kinds, the pile's size, the pending decision, and of each hand its size and the
//! cards everybody saw enter it: the public part of every seat's view
//! ([`game_core::SpectatorView`]). Every event of this game is public ([`crate::Event`]).

use game_core::document;
use serde::Deserialize;
use serde_json::{Map, Value};

use crate::cards::{CardId, CardSet};
use crate::error::StateError;
use crate::game::Game;
use crate::state::{ids, wire};
use crate::view::{HandDoc, PlayerView, ViewDoc, VIEW_FORMAT, VIEW_VERSION};
use game_core::Document;

/// The `format` field of a spectator view document.
pub const SPECTATOR_VIEW_FORMAT: &str = "herr-der-ziegen/spectator-view";

/// What a spectator sees of a game of Herr der Ziegen.
pub type SpectatorView = game_core::SpectatorView<Game>;

/// A hand as every seat knows it: the cards everybody saw enter it, and its size.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PublicHand {
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    public: Vec<u8>,
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    size: u8,
}

/// The `hands` field of a spectator view.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PublicHands {
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::Object<PublicHand>>>")]
    hands: Vec<PublicHand>,
}

/// The view of seat 0 whose public part is `public`. Its hand is the cards everybody saw enter
/// it and, for the rest, the lowest cards the public part does not locate that are not dogs
/// (the cards only a hand's owner knows were dealt to it, and no dog is dealt); of the other
/// hands it knows what everybody knows.
///
/// # Errors
/// The first problem of the public part, as a view's.
pub(crate) fn view_from_public_part(public: &Map<String, Value>) -> Result<PlayerView, StateError> {
    let hands = Value::Object(Map::from_iter(public.get("hands").map(|h| ("hands".to_string(), h.clone()))));
    let PublicHands { hands } = document::read_object(&hands.to_string())?;
    let mut fields = public.clone();
    fields.insert("seat".into(), Value::from(0));
    fields.insert("hands".into(), Value::Array(Vec::new()));
    let mut doc: ViewDoc = document::read(&Value::Object(fields).to_string(), VIEW_FORMAT, VIEW_VERSION)?;
    let located = doc
        .pasture
        .iter()
        .flatten()
        .flatten()
        .chain(doc.displays.iter().flatten())
        .chain(&doc.boxed)
        .chain(&doc.known_in_pile)
        .chain(hands.iter().flat_map(|hand| &hand.public))
        .filter_map(|&card| CardId::new(card))
        .fold(CardSet::EMPTY, |mut set, card| {
            set.insert(card);
            set
        });
    let mut dealt = CardSet::ALL.minus(located).minus(CardSet::DOGS).iter();
    doc.hands = hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| {
            let unknown = usize::from(hand.size).saturating_sub(hand.public.len());
            if seat == 0 {
                let mut known =
                    hand.public.iter().filter_map(|&card| CardId::new(card)).fold(CardSet::EMPTY, |mut set, card| {
                        set.insert(card);
                        set
                    });
                dealt.by_ref().take(unknown).for_each(|card| known.insert(card));
                HandDoc { known: ids(known), unknown: 0, public: hand.public.clone() }
            } else {
                HandDoc { known: hand.public.clone(), unknown: unknown as u8, public: hand.public.clone() }
            }
        })
        .collect();
    PlayerView::from_doc(&doc)
}
