//! What someone who holds no seat may know: a spectator at a table, a broadcast, a log open to
//! everyone. Each game declares it once, in Rust, and every surface and a game server read it
//! from there:
//!
//! * [`Observer`]: who looks at a game, a seat or a spectator;
//! * [`GameRules::event_for`]: what of one event an observer may
//!   know (a card another seat draws is not named to the others), and
//!   [`GameRules::events_for`] for the events of a move;
//! * [`SpectatorView`]: what every seat sees alike, the public part that
//!   [`GameView::split`] declares, as a document a client loads like a view without a seat: no
//!   hand, no legal moves.
//!
//! The conformance suite checks both declarations against the views: the events an observer is
//! told depend only on what it may know (two games it cannot tell apart, after moves it cannot
//! tell apart, tell it the same events), and a spectator's view is the public part of every
//! seat's view.

use std::fmt;

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

use crate::document::{self, Document, DocumentError};
use crate::message::excerpt;
use crate::rules::{GameRules, GameView, PublicPart};

/// Who looks at a game: one of its seats, or a spectator, who holds no seat and may know only
/// what every seat sees alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Observer {
    /// The seat with this number.
    Seat(u8),
    /// Someone without a seat.
    Spectator,
}

impl Observer {
    /// The observer's seat; `None` for a spectator.
    pub fn seat(self) -> Option<u8> {
        match self {
            Observer::Seat(seat) => Some(seat),
            Observer::Spectator => None,
        }
    }

    /// Whether the observer is `seat`.
    pub fn is_seat(self, seat: u8) -> bool {
        self == Observer::Seat(seat)
    }
}

/// `Some(seat)` is that seat, `None` a spectator: how the C, Python and JavaScript layers name
/// an observer.
impl From<Option<u8>> for Observer {
    fn from(seat: Option<u8>) -> Observer {
        seat.map_or(Observer::Spectator, Observer::Seat)
    }
}

/// The version of spectator views this library writes and reads, the same for every game.
pub const SPECTATOR_VIEW_VERSION: u64 = 1;

/// What a spectator may know of a game of `G`: the part of a seat's view that every seat sees
/// alike ([`GameView::split`]), nothing of any hand, no legal moves.
///
/// Its document is the public part of a seat's view under its own envelope
/// (`{"format": "<game>/spectator-view", "version": 1, ...}`, the fields as in the game's view
/// document): [`SpectatorView::to_json`] writes it and [`SpectatorView::from_json`] reads it
/// back, checking that it is the public part of some seat's view of a possible game, as views
/// are checked.
///
/// ```
/// use game_core::{GameRules, SpectatorView};
/// # fn demo<G: GameRules>(game: &G) {
/// let watching: SpectatorView<G> = game.spectator_view();
/// let sent = watching.to_json();                       // what a server sends a spectator
/// let loaded = SpectatorView::<G>::from_json(&sent).expect("a spectator view loads");
/// assert_eq!(loaded, watching);
/// assert_eq!(loaded.current_player(), game.current_player());
/// # }
/// ```
#[derive(Clone)]
pub struct SpectatorView<G: GameRules> {
    public: G::Public,
    /// The public fields of the view document, its envelope not included.
    fields: Map<String, Value>,
}

impl<G: GameRules> SpectatorView<G> {
    /// The spectator's view of the game `view` is a seat's view of: its public part.
    pub fn of_view(view: &G::View) -> SpectatorView<G> {
        let mut fields = view.split().public;
        fields.remove("format");
        fields.remove("version");
        SpectatorView { public: view.public().clone(), fields }
    }

    /// The part every seat sees, as the game's type: what a frontend draws a table from.
    pub fn public(&self) -> &G::Public {
        &self.public
    }

    /// The public fields of the document, named as in the game's view document (its envelope
    /// not included).
    pub fn fields(&self) -> &Map<String, Value> {
        &self.fields
    }

    /// The number of players.
    pub fn player_count(&self) -> u8 {
        self.public.player_count()
    }

    /// The seat that decides next; `None` once the game is over.
    pub fn current_player(&self) -> Option<u8> {
        self.public.current_player()
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        self.public.is_over()
    }

    /// The kind of decision the game waits for.
    pub fn phase(&self) -> G::Phase {
        self.public.phase()
    }

    /// The number of the current turn, as [`GameRules::turn`].
    pub fn turn(&self) -> u16 {
        self.public.turn()
    }

    /// The spectator's view as a versioned JSON document (compact).
    ///
    /// # Panics
    /// Never: the fields came from a document.
    pub fn to_json(&self) -> String {
        serde_json::to_string(&Envelope {
            format: G::SPECTATOR_VIEW_FORMAT,
            version: SPECTATOR_VIEW_VERSION,
            fields: &self.fields,
        })
        .expect("a document always serializes")
    }

    /// Loads a spectator's view written by [`SpectatorView::to_json`], checking it: it must be
    /// the public part of some seat's view of a possible game of `G`, field for field.
    ///
    /// # Errors
    /// A [`DocumentError`] (as the game's `StateError`) for text that is not a spectator view of
    /// `G` (another format or version, a missing or unknown field, a value of the wrong type);
    /// otherwise the first problem the game finds in it, as it finds problems in a view.
    pub fn from_json(json: &str) -> Result<SpectatorView<G>, G::StateError> {
        let UniqueFields(mut fields) = document::read(json, G::SPECTATOR_VIEW_FORMAT, SPECTATOR_VIEW_VERSION)?;
        let format = fields.remove("format");
        let version = fields.remove("version");
        let found_format = match &format {
            Some(Value::String(format)) => format.as_str(),
            Some(other) => return Err(DocumentError::Json(format!("format: {other} is not a string")).into()),
            None => return Err(DocumentError::Json("missing field `format`".into()).into()),
        };
        let found_version = match version.as_ref().map(|v| (v.as_u64(), v.as_i64())) {
            Some((Some(version), _)) => version,
            // A negative version is out of range, as in a state or a view.
            Some((None, Some(negative))) => document::Int(negative).version()?,
            Some((None, None)) => return Err(DocumentError::Json("version: not a whole number".into()).into()),
            None => return Err(DocumentError::Json("missing field `version`".into()).into()),
        };
        document::check_envelope(found_format, found_version, G::SPECTATOR_VIEW_FORMAT, SPECTATOR_VIEW_VERSION)?;
        let mut public = fields.clone();
        public.insert("format".into(), Value::from(<G::View as Document>::FORMAT));
        public.insert("version".into(), Value::from(<G::View as Document>::VERSION));
        let view = G::View::from_public_part(&public)?;
        let loaded = SpectatorView::of_view(&view);
        // A field only a seat knows (a hand) was replaced while completing the view: it is no field
        // of a spectator's view.
        if let Some(name) = fields.keys().find(|name| !loaded.fields.contains_key(*name)) {
            return Err(DocumentError::Json(format!("unknown field `{}`", excerpt(name))).into());
        }
        match first_difference(&fields, &loaded.fields) {
            None => Ok(loaded),
            Some(path) => Err(DocumentError::range(
                path,
                "differs from what this spectator view implies (it is not the public part of any seat's view)",
            )
            .into()),
        }
    }
}

/// The fields of a document, each named once: a field written twice is refused, as every
/// document of this library refuses it (a plain `Map` would keep the last).
struct UniqueFields(Map<String, Value>);

impl<'de> Deserialize<'de> for UniqueFields {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct FieldsVisitor;
        impl<'de> Visitor<'de> for FieldsVisitor {
            type Value = UniqueFields;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a JSON object")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<UniqueFields, A::Error> {
                let mut fields = Map::new();
                while let Some((name, value)) = map.next_entry::<String, Value>()? {
                    if fields.contains_key(&name) {
                        return Err(de::Error::custom(format_args!("duplicate field `{}`", excerpt(&name))));
                    }
                    fields.insert(name, value);
                }
                Ok(UniqueFields(fields))
            }
        }
        d.deserialize_map(FieldsVisitor)
    }
}

/// The document: the envelope first, then the fields.
#[derive(Serialize)]
struct Envelope<'a> {
    format: &'a str,
    version: u64,
    #[serde(flatten)]
    fields: &'a Map<String, Value>,
}

/// The first field (in name order) where `given` and `implied` differ, as a JSON path.
fn first_difference(given: &Map<String, Value>, implied: &Map<String, Value>) -> Option<String> {
    given
        .keys()
        .chain(implied.keys())
        .filter(|name| given.get(*name) != implied.get(*name))
        .min()
        .map(|name| excerpt(name))
}

/// The public part's queries read the same on a spectator's view as on a game and a view.
impl<G: GameRules> std::ops::Deref for SpectatorView<G> {
    type Target = G::Public;

    fn deref(&self) -> &G::Public {
        &self.public
    }
}

impl<G: GameRules> PartialEq for SpectatorView<G> {
    fn eq(&self, other: &Self) -> bool {
        self.fields == other.fields
    }
}

impl<G: GameRules> fmt::Debug for SpectatorView<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SpectatorView").field("game", &G::NAME).field("public", &self.public).finish()
    }
}
