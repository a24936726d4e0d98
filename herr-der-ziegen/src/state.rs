//! The versioned JSON state format (documented in `docs/state-format-herr-der-ziegen.md`).
//!
//! [`StateDoc`] is the plain, serde-friendly form of a [`Game`](crate::Game), its [`game_core::Document`] form:
//! [`game_core::Document::to_doc`] and [`game_core::Document::from_doc`] (in `loader.rs`) convert, `GameRules::to_json` and
//! `from_json` write and read it. Loading (the `loader` module) checks every invariant the rules
//! maintain and returns the first violation as a [`StateError`](crate::StateError), so a loaded game is as
//! trustworthy as a played one.

#[cfg(doc)]
use game_core::GameRules;
use serde::{Deserialize, Serialize};

use crate::cards::{CardId, CardSet};
use crate::events::EndReason;
use crate::game::Phase;
use crate::layout::Cell;

/// The `format` field of a state document.
pub const STATE_FORMAT: &str = "herr-der-ziegen/state";
/// The version this library writes and reads.
pub const STATE_VERSION: u64 = 1;

/// The pending decision, as stored in JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum PhaseDoc {
    /// See [`Phase::Play`].
    Play,
    /// See [`Phase::Take`].
    Take,
    /// See [`Phase::Mark`]; `kind` is 0-based.
    Mark {
        /// The kind being marked.
        kind: u8,
    },
    /// See [`Phase::Dog`].
    Dog,
    /// See [`Phase::Consent`].
    Consent {
        /// Cell of the asking player's card.
        from: Cell,
        /// Cell of the asked opponent's card.
        to: Cell,
        /// The opponent asked.
        opponent: u8,
    },
    /// See [`Phase::Over`].
    Over,
}

/// Read by hand rather than derived: a derived internally tagged enum ignores unknown keys in
/// its unit variants (`{"type": "play", "typo": 1}` would load) and names Rust types in its
/// errors. Here every key but the ones of the phase's type is refused.
impl<'de> Deserialize<'de> for PhaseDoc {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PhaseDoc, D::Error> {
        use serde::de::{Error, MapAccess, Visitor};
        use wire::{Byte, CellNum, KindNum};

        const TYPES: &[&str] = &["play", "take", "mark", "dog", "consent", "over"];
        struct PhaseVisitor;
        impl<'de> Visitor<'de> for PhaseVisitor {
            type Value = PhaseDoc;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a phase object such as {\"type\": \"play\"}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<PhaseDoc, A::Error> {
                let mut kind_of_phase: Option<String> = None;
                let (mut kind, mut from, mut to, mut opponent) = (None, None, None, None);
                fn once<E: Error, T>(slot: &mut Option<T>, key: &'static str, value: T) -> Result<(), E> {
                    match slot.replace(value) {
                        Some(_) => Err(E::duplicate_field(key)),
                        None => Ok(()),
                    }
                }
                while let Some(key) = map.next_key::<String>()? {
                    match key.as_str() {
                        "type" => once(&mut kind_of_phase, "type", map.next_value::<String>()?)?,
                        "kind" => once(&mut kind, "kind", map.next_value::<KindNum>()?.0)?,
                        "from" => once(&mut from, "from", map.next_value::<CellNum>()?.0)?,
                        "to" => once(&mut to, "to", map.next_value::<CellNum>()?.0)?,
                        "opponent" => once(&mut opponent, "opponent", map.next_value::<Byte>()?.0)?,
                        _ => {
                            return Err(A::Error::unknown_field(
                                &crate::error::excerpt(&key),
                                &["type", "kind", "from", "to", "opponent"],
                            ))
                        }
                    }
                }
                let name = kind_of_phase.ok_or_else(|| A::Error::missing_field("type"))?;
                // The keys each type has besides `type`; any other present is refused.
                let (phase, keys): (Option<PhaseDoc>, &[&str]) = match name.as_str() {
                    "play" => (Some(PhaseDoc::Play), &[]),
                    "take" => (Some(PhaseDoc::Take), &[]),
                    "dog" => (Some(PhaseDoc::Dog), &[]),
                    "over" => (Some(PhaseDoc::Over), &[]),
                    "mark" => (kind.map(|kind| PhaseDoc::Mark { kind }), &["kind"]),
                    "consent" => (
                        from.zip(to).zip(opponent).map(|((from, to), opponent)| PhaseDoc::Consent {
                            from,
                            to,
                            opponent,
                        }),
                        &["from", "to", "opponent"],
                    ),
                    _ => {
                        return Err(A::Error::custom(format!(
                            "unknown phase type `{}`, expected one of `{}`",
                            crate::error::excerpt(&name),
                            TYPES.join("`, `")
                        )))
                    }
                };
                let present = [
                    ("kind", kind.is_some()),
                    ("from", from.is_some()),
                    ("to", to.is_some()),
                    ("opponent", opponent.is_some()),
                ];
                for (key, is_present) in present {
                    if is_present && !keys.contains(&key) {
                        return Err(A::Error::custom(format!(
                            "unknown field `{key}` for a phase of type `{name}`, expected {}",
                            if keys.is_empty() {
                                "only `type`".to_string()
                            } else {
                                format!("`type`, `{}`", keys.join("`, `"))
                            }
                        )));
                    }
                    if !is_present && keys.contains(&key) {
                        return Err(A::Error::missing_field(key));
                    }
                }
                Ok(phase.expect("every key of the type is present"))
            }
        }
        d.deserialize_map(PhaseVisitor)
    }
}

/// A full game state in plain data. Field by field documentation: `docs/state-format-herr-der-ziegen.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a state document")]
pub struct StateDoc {
    /// Always [`STATE_FORMAT`].
    pub format: String,
    /// Always [`STATE_VERSION`].
    #[serde(deserialize_with = "wire::via::<_, wire::Version>")]
    pub version: u64,
    /// Number of players, 2 to 5.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub players: u8,
    /// The seat that played first.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub start_player: u8,
    /// 6 or 7.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub grid_size: u8,
    /// Milk cards worth 1 among the 16.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub milk_ones: u8,
    /// Stable cell of each seat, `[row, col]`.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CellNum>>")]
    pub stables: Vec<Cell>,
    /// Rows of the pasture: a card id, or `null` for an empty cell or a stable.
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<Option<wire::CardNum>>>>")]
    pub pasture: Vec<Vec<Option<u8>>>,
    /// Rows of small goats: the owner's seat, or `null`.
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<Option<wire::Byte>>>>")]
    pub marks: Vec<Vec<Option<u8>>>,
    /// The draw pile, top card first.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub pile: Vec<u8>,
    /// Each seat's hand.
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<wire::CardNum>>>")]
    pub hands: Vec<Vec<u8>>,
    /// For each hand card, whether everybody saw it enter the hand.
    pub hands_seen: Vec<Vec<bool>>,
    /// Each seat's display.
    #[serde(deserialize_with = "wire::via::<_, Vec<Vec<wire::CardNum>>>")]
    pub displays: Vec<Vec<u8>>,
    /// The box.
    #[serde(rename = "box")]
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub boxed: Vec<u8>,
    /// Kinds removed at setup (0-based).
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::KindNum>>")]
    pub removed_kinds: Vec<u8>,
    /// Owner of each of the 18 kinds, `null` while open or removed.
    #[serde(deserialize_with = "wire::via::<_, Vec<Option<wire::Byte>>>")]
    pub kind_owners: Vec<Option<u8>>,
    /// Cards everybody knows to be in the pile.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::CardNum>>")]
    pub known_in_pile: Vec<u8>,
    /// Track position of each seat's big goat.
    #[serde(deserialize_with = "wire::via::<_, Vec<wire::Byte>>")]
    pub goats: Vec<u8>,
    /// Turn number, from 1.
    #[serde(deserialize_with = "wire::via::<_, wire::Word>")]
    pub turn: u16,
    /// Whose turn it is.
    #[serde(deserialize_with = "wire::via::<_, wire::Byte>")]
    pub active_player: u8,
    /// The card played this turn, if any.
    #[serde(deserialize_with = "wire::via::<_, Option<wire::CardNum>>")]
    pub played: Option<u8>,
    /// Why the end was triggered, if it was.
    #[serde(deserialize_with = "wire::via::<_, Option<wire::EndName>>")]
    pub end: Option<EndReason>,
    /// The pending decision.
    pub phase: PhaseDoc,
    /// Dog swaps refused this turn, as pairs of cells.
    #[serde(deserialize_with = "wire::via::<_, Vec<[wire::CellNum; 2]>>")]
    pub refused_swaps: Vec<[Cell; 2]>,
}

impl From<Phase> for PhaseDoc {
    fn from(phase: Phase) -> PhaseDoc {
        match phase {
            Phase::Play => PhaseDoc::Play,
            Phase::Take => PhaseDoc::Take,
            Phase::Mark { kind } => PhaseDoc::Mark { kind: kind.index() },
            Phase::Dog => PhaseDoc::Dog,
            Phase::Consent { from, to, opponent } => PhaseDoc::Consent { from, to, opponent },
            Phase::Over => PhaseDoc::Over,
        }
    }
}

/// The rows of a grid of side `size`, one entry per cell.
pub(crate) fn grid_rows(size: u8, f: &dyn Fn(Cell) -> Option<u8>) -> Vec<Vec<Option<u8>>> {
    (0..size).map(|r| (0..size).map(|c| f(Cell::new(r, c).expect("in grid"))).collect()).collect()
}

pub(crate) fn ids(set: CardSet) -> Vec<u8> {
    set.iter().map(CardId::index).collect()
}

pub(crate) fn phase_name(phase: Phase) -> String {
    format!("{:?}", phase.kind()).to_lowercase()
}

/// How the JSON documents are read: only the documented object form, every field required, no
/// unknown key anywhere, and every error with the JSON path of the value it is about.
///
/// Two kinds of failure are told apart (`docs/state-format-herr-der-ziegen.md`, "Errors"): text that is not a
/// document of the expected shape (a syntax error, a missing, unknown or repeated key, a value
/// of the wrong JSON type: a string, a fraction or a negative number where a count or an id
/// belongs) is [`crate::DocumentError::Json`]; a well-formed number out of the range of its field (card id
/// 121 or 256, a cell off the 7x7 grid, a player number above 255) is a [`game_core::DocumentError::Range`],
/// like every other rule a document can break.
pub(crate) mod wire {
    use std::fmt;

    use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};

    use crate::error::excerpt;
    use crate::events::EndReason;
    use crate::layout::{Cell, MAX_GRID};

    use game_core::document::{bounded, out_of_range};
    pub(crate) use game_core::document::{via, Object, Plain};

    /// Declares a number type of the documents: its range and how an error names it.
    macro_rules! number {
        ($(#[$doc:meta])* $name:ident: $out:ty, $max:expr, $what:expr) => {
            $(#[$doc])*
            pub(crate) struct $name(pub $out);

            impl<'de> Deserialize<'de> for $name {
                fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                    let v = bounded(d, $max as u64, $what)?;
                    Ok($name(<$out>::try_from(v).expect("checked range")))
                }
            }

            impl Plain for $name {
                type Out = $out;
                fn plain(self) -> $out {
                    self.0
                }
            }
        };
    }

    number!(
        /// A card id, 0 to 120.
        CardNum: u8,
        crate::cards::NUM_CARDS - 1,
        |v: &str| format!("{v} is not a card id (card ids are 0 to {})", crate::cards::NUM_CARDS - 1)
    );
    number!(
        /// A goat kind, 0 to 17.
        KindNum: u8,
        crate::cards::NUM_KINDS - 1,
        |v: &str| format!("{v} is not a goat kind (kinds are 0 to {})", crate::cards::NUM_KINDS - 1)
    );
    number!(
        /// A small number (a count, a seat, a track position): at most 255.
        Byte: u8,
        u8::MAX,
        |v: &str| format!("{v} is out of range (0 to {})", u8::MAX)
    );
    number!(
        /// A turn number: at most 65535.
        Word: u16,
        u16::MAX,
        |v: &str| format!("{v} is out of range (0 to {})", u16::MAX)
    );
    number!(
        /// A version number.
        Version: u64,
        u64::MAX,
        |v: &str| format!("{v} is out of range (versions are whole numbers from 1)")
    );

    /// A cell, `[row, col]`, on the largest (7x7) grid.
    pub(crate) struct CellNum(pub Cell);

    impl<'de> Deserialize<'de> for CellNum {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct CellVisitor;
            impl<'de> Visitor<'de> for CellVisitor {
                type Value = CellNum;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a cell [row, column]")
                }
                fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<CellNum, A::Error> {
                    let row = seq.next_element::<Byte>()?.ok_or_else(|| de::Error::invalid_length(0, &self))?.0;
                    let col = seq.next_element::<Byte>()?.ok_or_else(|| de::Error::invalid_length(1, &self))?.0;
                    if seq.next_element::<de::IgnoredAny>()?.is_some() {
                        return Err(de::Error::invalid_length(3, &self));
                    }
                    Cell::new(row, col).map(CellNum).ok_or_else(|| {
                        out_of_range(format!(
                            "cell ({row},{col}) is off the grid (rows and columns are 0 to {})",
                            MAX_GRID - 1
                        ))
                    })
                }
            }
            d.deserialize_seq(CellVisitor)
        }
    }

    impl Plain for CellNum {
        type Out = Cell;
        fn plain(self) -> Cell {
            self.0
        }
    }

    /// An end condition, `"E1"` or `"E2"`.
    pub(crate) struct EndName(pub EndReason);

    impl<'de> Deserialize<'de> for EndName {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct EndVisitor;
            impl Visitor<'_> for EndVisitor {
                type Value = EndName;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("\"E1\" or \"E2\"")
                }
                fn visit_str<E: de::Error>(self, v: &str) -> Result<EndName, E> {
                    match v {
                        "E1" => Ok(EndName(EndReason::E1)),
                        "E2" => Ok(EndName(EndReason::E2)),
                        _ => Err(E::custom(format!("unknown end condition `{}`, expected `E1` or `E2`", excerpt(v)))),
                    }
                }
            }
            d.deserialize_str(EndVisitor)
        }
    }

    impl Plain for EndName {
        type Out = EndReason;
        fn plain(self) -> EndReason {
            self.0
        }
    }
}
