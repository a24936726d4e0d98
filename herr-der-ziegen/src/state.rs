//! The versioned JSON state format and its validation (documented in `docs/state-format.md`).
//!
//! [`StateDoc`] is the plain, serde-friendly form of a [`Game`]. [`Game::to_doc`] and
//! [`Game::from_doc`] convert; loading checks every invariant the rules maintain and returns the
//! first violation as a [`StateError`], so a loaded game is as trustworthy as a played one.

use game_core::document;
#[cfg(doc)]
use game_core::GameRules;
use serde::{Deserialize, Serialize};

use crate::cards::{CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
use crate::error::{grid_path, SetupError, StateError};
use crate::events::EndReason;
use crate::game::{Game, Phase, GOATS_PER_PLAYER, HAND_SIZE, NONE, STABLE};
use crate::layout::{Cell, Line, Track};
use crate::options::{MAX_PLAYERS, MIN_PLAYERS};
use crate::refused_swaps;
use crate::rules::evaluation::{FOURTH_CARD, MAJORITY_POINTS};

/// The `format` field of a state document.
pub const STATE_FORMAT: &str = "herr-der-ziegen/state";
/// The version this library writes and reads.
pub const STATE_VERSION: u32 = 1;

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

/// A full game state in plain data. Field by field documentation: `docs/state-format.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a state document")]
pub struct StateDoc {
    /// Always [`STATE_FORMAT`].
    pub format: String,
    /// Always [`STATE_VERSION`].
    #[serde(deserialize_with = "wire::via::<_, wire::Version>")]
    pub version: u32,
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

fn phase_name(phase: Phase) -> String {
    format!("{:?}", phase.kind()).to_lowercase()
}

impl Game {
    /// The state as plain data.
    pub fn to_doc(&self) -> StateDoc {
        let n = usize::from(self.players);
        let rows = |f: &dyn Fn(Cell) -> Option<u8>| grid_rows(self.grid, f);
        StateDoc {
            format: STATE_FORMAT.to_string(),
            version: STATE_VERSION,
            players: self.players,
            start_player: self.start_player,
            grid_size: self.grid,
            milk_ones: self.milk_ones,
            stables: self.stables[..n].to_vec(),
            pasture: rows(&|c| self.card_at(c).map(CardId::index)),
            marks: rows(&|c| self.mark_at(c)),
            pile: self.pile().map(CardId::index).collect(),
            hands: self.hands[..n].iter().map(|h| h.iter().copied().filter(|&c| c != NONE).collect()).collect(),
            hands_seen: (0..n)
                .map(|p| (0..HAND_SIZE).filter(|&s| self.hands[p][s] != NONE).map(|s| self.hand_seen[p][s]).collect())
                .collect(),
            displays: self.displays[..n].iter().map(|&d| ids(d)).collect(),
            boxed: ids(self.boxed),
            removed_kinds: (0..NUM_KINDS as u8).filter(|k| self.removed_kinds & (1 << k) != 0).collect(),
            kind_owners: self.kind_owner.iter().map(|&o| (o != NONE).then_some(o)).collect(),
            known_in_pile: ids(self.known_in_pile),
            goats: self.goats[..n].to_vec(),
            turn: self.turn,
            active_player: self.active,
            played: (self.played != NONE).then_some(self.played),
            end: self.end,
            phase: PhaseDoc::from(self.phase),
            refused_swaps: refused_swaps::pairs(&self.refused, self.grid),
        }
    }

    /// The state as JSON (compact) ([`GameRules::to_json`]).
    pub(crate) fn state_json(&self) -> String {
        serde_json::to_string(&self.to_doc()).expect("a state document always serializes")
    }

    /// The state as indented JSON.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(&self.to_doc()).expect("a state document always serializes")
    }

    /// Builds a game from plain data, checking every invariant of the rules.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`] naming it.
    pub fn from_doc(doc: &StateDoc) -> Result<Game, StateError> {
        Loader::new(doc)?.load()
    }
}

/// Loads and validates a JSON state ([`GameRules::from_json`]).
///
/// # Errors
/// [`StateError::Json`] for text that is not a state document, otherwise the first
/// inconsistency [`Game::from_doc`] finds.
pub(crate) fn state_from_json(json: &str) -> Result<Game, StateError> {
    let doc: StateDoc = document::read(json, STATE_FORMAT, STATE_VERSION.into())?;
    Game::from_doc(&doc)
}

/// Turns a document into a game step by step; each step checks what it reads.
struct Loader<'a> {
    doc: &'a StateDoc,
    game: Game,
    /// Where each card was first seen, for duplicate reports.
    seen: [Option<String>; NUM_CARDS],
}

impl<'a> Loader<'a> {
    fn new(doc: &'a StateDoc) -> Result<Loader<'a>, StateError> {
        document::check_envelope(&doc.format, doc.version.into(), STATE_FORMAT, STATE_VERSION.into())?;
        let players = doc.players;
        if !(MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&players) {
            return Err(SetupError::PlayerCount(players).into());
        }
        if doc.start_player >= players {
            return Err(SetupError::StartPlayer { start: doc.start_player, players }.into());
        }
        if !(6..=7).contains(&doc.grid_size) {
            return Err(SetupError::GridSize(doc.grid_size).into());
        }
        if usize::from(doc.milk_ones) > crate::cards::NUM_MILK {
            return Err(SetupError::MilkSplit(doc.milk_ones).into());
        }
        let game = Game::empty(players, doc.grid_size, doc.start_player, doc.milk_ones);
        Ok(Loader { doc, game, seen: std::array::from_fn(|_| None) })
    }

    fn player(&self, what: impl FnOnce() -> String, player: u8) -> Result<u8, StateError> {
        if player < self.game.players {
            Ok(player)
        } else {
            Err(StateError::PlayerOutOfRange { what: what(), player: u32::from(player), players: self.game.players })
        }
    }

    fn length(what: impl FnOnce() -> String, found: usize, expected: usize) -> Result<(), StateError> {
        if found == expected {
            Ok(())
        } else {
            Err(StateError::Length { what: what(), found, expected })
        }
    }

    /// Records that `card` lies at the JSON path `place`; a second place is an error.
    fn place(&mut self, card: u8, place: impl FnOnce() -> String) -> Result<CardId, StateError> {
        let here = place();
        let id = card_id(card, || here.clone())?;
        match &self.seen[usize::from(card)] {
            Some(first) => Err(StateError::DuplicateCard { card, first: first.clone(), second: here }),
            None => {
                self.seen[usize::from(card)] = Some(here);
                Ok(id)
            }
        }
    }

    fn load(mut self) -> Result<Game, StateError> {
        let doc = self.doc;
        let n = usize::from(doc.players);
        let size = doc.grid_size;
        for (what, len) in [
            ("stables", doc.stables.len()),
            ("hands", doc.hands.len()),
            ("hands_seen", doc.hands_seen.len()),
            ("displays", doc.displays.len()),
            ("goats", doc.goats.len()),
        ] {
            Self::length(|| format!("{what} (one entry per player)"), len, n)?;
        }
        Self::length(|| "kind_owners (one entry per kind)".into(), doc.kind_owners.len(), NUM_KINDS)?;
        Self::length(|| "pasture (one row per grid row)".into(), doc.pasture.len(), usize::from(size))?;
        Self::length(|| "marks (one row per grid row)".into(), doc.marks.len(), usize::from(size))?;

        // Stables.
        let track = Track::new(size);
        for (seat, &cell) in doc.stables.iter().enumerate() {
            if !cell.on_edge(size) {
                return Err(SetupError::StableNotOnEdge { cell, size }.into());
            }
            if doc.stables[..seat].contains(&cell) {
                return Err(SetupError::StableTwice(cell).into());
            }
            self.game.public.stables[seat] = cell;
            self.game.public.set_cell(cell, STABLE);
        }

        crate::options::check_clockwise(&doc.stables, size)?;

        // Pasture and small goats.
        for r in 0..size {
            let (cards, marks) = (&doc.pasture[usize::from(r)], &doc.marks[usize::from(r)]);
            Self::length(|| format!("pasture[{r}] (one entry per grid column)"), cards.len(), usize::from(size))?;
            Self::length(|| format!("marks[{r}] (one entry per grid column)"), marks.len(), usize::from(size))?;
            for c in 0..size {
                let cell = Cell::new(r, c).expect("in grid");
                let i = usize::from(cell.index());
                let is_stable = self.game.cells[i] == STABLE;
                if let Some(card) = cards[usize::from(c)] {
                    if is_stable {
                        return Err(StateError::StableCell { path: grid_path("pasture", cell), cell });
                    }
                    let card = self.place(card, || grid_path("pasture", cell))?.index();
                    self.game.public.set_cell(cell, card);
                }
                if let Some(owner) = marks[usize::from(c)] {
                    if is_stable {
                        return Err(StateError::StableCell { path: grid_path("marks", cell), cell });
                    }
                    if cards[usize::from(c)].is_none() {
                        return Err(StateError::MarkWithoutCard(cell));
                    }
                    let owner = self.player(|| grid_path("marks", cell), owner)?;
                    self.game.public.set_mark(cell, owner);
                }
            }
        }

        // Pile, top first in the document, bottom first inside.
        for (pos, &card) in doc.pile.iter().enumerate().rev() {
            let id = self.place(card, || format!("pile[{pos}]"))?;
            self.game.pile[usize::from(self.game.pile_len)] = id.index();
            self.game.public.pile_len += 1;
        }

        // Hands, displays, box.
        for p in 0..n {
            let (hand, seen) = (&doc.hands[p], &doc.hands_seen[p]);
            if hand.len() > HAND_SIZE {
                return Err(StateError::HandSize { player: p as u8, found: hand.len(), expected: HAND_SIZE });
            }
            Self::length(|| format!("hands_seen[{p}] (one entry per card of hands[{p}])"), seen.len(), hand.len())?;
            for (slot, &card) in hand.iter().enumerate() {
                self.game.hands[p][slot] = self.place(card, || format!("hands[{p}][{slot}]"))?.index();
                self.game.hand_seen[p][slot] = seen[slot];
            }
            for (i, &card) in doc.displays[p].iter().enumerate() {
                let id = self.place(card, || format!("displays[{p}][{i}]"))?;
                self.game.public.displays[p].insert(id);
            }
        }
        for (i, &card) in doc.boxed.iter().enumerate() {
            let id = self.place(card, || format!("box[{i}]"))?;
            self.game.public.boxed.insert(id);
        }
        if let Some(missing) = self.seen.iter().position(Option::is_none) {
            return Err(StateError::MissingCard(missing as u8));
        }

        // Big goats, kinds, known pile cards, turn.
        for (p, &pos) in doc.goats.iter().enumerate() {
            if pos >= track.len() {
                return Err(StateError::GoatPosition { player: p as u8, pos: u32::from(pos), len: track.len() });
            }
            self.game.public.goats[p] = pos;
        }
        for (i, &k) in doc.removed_kinds.iter().enumerate() {
            let kind = GoatKind::new(k).ok_or_else(|| StateError::Range {
                path: format!("removed_kinds[{i}]"),
                problem: format!("{k} is not a goat kind (kinds are 0 to {})", NUM_KINDS - 1),
            })?;
            if self.game.removed_kinds & 1 << kind.index() != 0 {
                return Err(StateError::Inconsistent(format!("removed_kinds[{i}]: kind {k} is listed twice")));
            }
            self.game.public.removed_kinds |= 1 << kind.index();
        }
        for (k, owner) in doc.kind_owners.iter().enumerate() {
            if let Some(owner) = *owner {
                self.game.public.kind_owner[k] = self.player(|| format!("kind_owners[{k}]"), owner)?;
            }
        }
        for (i, &card) in doc.known_in_pile.iter().enumerate() {
            let id = card_id(card, || format!("known_in_pile[{i}]"))?;
            if self.game.known_in_pile.contains(id) {
                return Err(StateError::Inconsistent(format!("known_in_pile[{i}]: card {card} is listed twice")));
            }
            self.game.public.known_in_pile.insert(id);
        }
        self.game.public.turn = doc.turn;
        self.game.public.active = self.player(|| "active_player".into(), doc.active_player)?;
        if let Some(played) = doc.played {
            self.game.public.played = card_id(played, || "played".into())?.index();
        }
        self.game.public.end = doc.end;
        self.game.public.phase = match doc.phase {
            PhaseDoc::Play => Phase::Play,
            PhaseDoc::Take => Phase::Take,
            PhaseDoc::Mark { kind } => Phase::Mark {
                kind: GoatKind::new(kind).ok_or_else(|| StateError::Range {
                    path: "phase.kind".into(),
                    problem: format!("{kind} is not a goat kind (kinds are 0 to {})", NUM_KINDS - 1),
                })?,
            },
            PhaseDoc::Dog => Phase::Dog,
            PhaseDoc::Consent { from, to, opponent } => {
                Phase::Consent { from, to, opponent: self.player(|| "phase.opponent".into(), opponent)? }
            }
            PhaseDoc::Over => Phase::Over,
        };
        for (i, &[a, b]) in doc.refused_swaps.iter().enumerate() {
            if !a.in_grid(size) || !b.in_grid(size) || Line::through(a, b).is_none() {
                return Err(StateError::Inconsistent(format!(
                    "refused_swaps[{i}]: the swap {a} <-> {b} is not within one line of the pasture"
                )));
            }
            if self.game.is_refused(a, b) {
                return Err(StateError::Inconsistent(format!(
                    "refused_swaps[{i}]: the swap {a} <-> {b} is listed twice"
                )));
            }
            self.game.refuse(a, b);
        }

        let game = self.game;
        check_invariants(&game)?;
        Ok(game)
    }
}

/// `card` as a card id, or the range error for the JSON path `path`.
fn card_id(card: u8, path: impl FnOnce() -> String) -> Result<CardId, StateError> {
    CardId::new(card).ok_or_else(|| StateError::Range {
        path: path(),
        problem: format!("{card} is not a card id (card ids are 0 to {})", NUM_CARDS - 1),
    })
}

/// Every invariant that play maintains, beyond card conservation (checked while loading).
pub(crate) fn check_invariants(game: &Game) -> Result<(), StateError> {
    let n = game.players;
    let kind_err = |kind: GoatKind, problem: String| StateError::Kind { kind: kind.to_string(), problem };
    let phase_err = |problem: &str| StateError::Phase { phase: phase_name(game.phase), problem: problem.to_string() };

    // Small goats: at most 10 each; only on cards of a kind their colour owns.
    for p in 0..n {
        let count = game.marks.iter().filter(|&&m| m == p).count();
        if count > GOATS_PER_PLAYER {
            return Err(StateError::TooManyMarks { player: p, count });
        }
    }
    for cell in game.cells() {
        if let Some(owner) = game.mark_at(cell) {
            let kind = game.card_at(cell).and_then(CardId::kind);
            if kind.is_none_or(|k| game.kind_owner[usize::from(k.index())] != owner) {
                return Err(StateError::MarkOwner { cell, player: owner });
            }
        }
    }

    // Kinds: removed kinds are wholly boxed and have no owner; closed kinds' cards are displayed
    // by their owner only; boxed goat cards belong to removed or closed kinds.
    for kind in GoatKind::all() {
        let k = usize::from(kind.index());
        let removed = game.removed_kinds & (1 << k) != 0;
        let owner = game.kind_owner[k];
        if removed {
            if owner != NONE {
                return Err(kind_err(kind, "a removed kind cannot have an owner".into()));
            }
            if game.boxed.and(kind.cards()) != kind.cards() {
                return Err(kind_err(kind, "a removed kind must have all five cards in the box".into()));
            }
        } else if owner == NONE {
            if !game.boxed.and(kind.cards()).is_empty() {
                return Err(kind_err(kind, "an open kind has cards in the box".into()));
            }
        } else {
            for p in (0..n).filter(|&p| p != owner) {
                if !game.displayed_of(p, kind).is_empty() {
                    return Err(kind_err(
                        kind,
                        format!("closed for player {owner}, yet player {p} displays its cards"),
                    ));
                }
            }
            // A closed kind's cards in the pasture carry the owner's goats as long as the owner
            // has any (a supply never grows), except while the owner is choosing them (D29).
            let choosing = game.phase == Phase::Mark { kind } && game.active == owner;
            if game.supply(owner) > 0 && game.mark_candidates(kind) != 0 && !choosing {
                return Err(kind_err(
                    kind,
                    format!("closed for player {owner}, who still has small goats, yet a card of it lies unmarked"),
                ));
            }
        }
    }
    for card in game.known_in_pile.iter() {
        if !game.pile[..usize::from(game.pile_len)].contains(&card.index()) {
            return Err(StateError::Inconsistent(format!(
                "known_in_pile: card {} is listed as known in the pile but is not there",
                card.index()
            )));
        }
        if card.kind().is_none_or(|k| game.kind_owner[usize::from(k.index())] == NONE) {
            return Err(StateError::Inconsistent(format!(
                "known_in_pile: card {} can only be known in the pile after its kind was closed",
                card.index()
            )));
        }
    }

    // Empty cells appear only once the pile is empty.
    if game.pile_len > 0 {
        if let Some(cell) = game.cells().find(|&c| !game.is_stable(c) && game.card_at(c).is_none()) {
            return Err(StateError::Inconsistent(format!(
                "{}: cell {cell} is empty although the pile is not (a taken card is replaced from the pile)",
                grid_path("pasture", cell)
            )));
        }
    }

    // Turn state.
    if game.turn == 0 {
        return Err(StateError::Inconsistent("turn: turns are numbered from 1".into()));
    }
    let active = game.active;
    let played = CardId::new(game.played);
    // An open kind is never due for an evaluation, except the kind of the card just played,
    // before the end of the turn evaluates it; and even that one was not due before the play
    // (the end of an earlier turn would have evaluated it).
    let trigger = game.pending_trigger();
    let before_evaluation = matches!(game.phase, Phase::Take | Phase::Dog | Phase::Consent { .. });
    for kind in GoatKind::all().filter(|&k| game.kind_owner[usize::from(k.index())] == NONE) {
        let mut displays = game.displays;
        if before_evaluation && Some(kind) == trigger {
            displays[usize::from(active)].remove(played.expect("a trigger is a played card"));
        }
        let displays = &displays[..usize::from(n)];
        let over = displays.iter().any(|d| d.kind_value_sum(kind) >= MAJORITY_POINTS);
        let shown = displays.iter().fold(CardSet::EMPTY, |all, d| all.or(*d)).kind_count(kind);
        if over || shown >= FOURTH_CARD {
            return Err(kind_err(kind, "open although its displays call for an evaluation".into()));
        }
    }
    if let Some(card) = played {
        if !game.displays[usize::from(game.active)].contains(card) && !game.boxed.contains(card) {
            return Err(StateError::Inconsistent(format!(
                "played: the played card {} is neither in the active player's display nor in the box",
                card.index()
            )));
        }
    }
    if game.end == Some(EndReason::E1) && game.pile_len > 0 {
        return Err(StateError::Inconsistent("end: end E1 needs an empty pile".into()));
    }
    if game.refused != [0; 5] && !matches!(game.phase, Phase::Dog | Phase::Consent { .. }) {
        return Err(phase_err("refused swaps exist only during a dog move"));
    }

    let took = !matches!(game.phase, Phase::Play | Phase::Take) && game.end != Some(EndReason::E2);
    for p in 0..n {
        let expected = if p != active || game.phase == Phase::Play || took { HAND_SIZE } else { 1 };
        let found = game.hand(p).count();
        if found != expected {
            return Err(StateError::HandSize { player: p, found, expected });
        }
    }
    // A hand card nobody saw enter the hand is from the starting hand, which never holds a dog.
    for p in 0..n {
        for slot in 0..HAND_SIZE {
            let card = game.hands[usize::from(p)][slot];
            if card != NONE && !game.hand_seen[usize::from(p)][slot] && CardId::from_index(card).is_dog() {
                return Err(StateError::Inconsistent(format!(
                    "hands_seen[{p}][{slot}]: player {p} holds dog {card} that nobody saw enter the hand: starting hands hold no dogs"
                )));
            }
        }
    }
    let played_dog = played.is_some_and(CardId::is_dog);
    match game.phase {
        Phase::Play => {
            if played.is_some() || game.end.is_some() {
                return Err(phase_err("no card is played and no end is triggered before a turn's play"));
            }
        }
        Phase::Take => {
            if played.is_none() || game.end.is_some() {
                return Err(phase_err("a take follows a play and comes before any end"));
            }
            if !game.active_line().cells(game.grid).any(|c| game.check_takeable(c).is_ok()) {
                return Err(phase_err("the active line has no card to take"));
            }
        }
        Phase::Dog => {
            if !played_dog || !game.has_dog_move() || game.end == Some(EndReason::E2) {
                return Err(phase_err("a dog move needs a played dog and an own marked card with a target"));
            }
        }
        Phase::Consent { from, to, opponent } => {
            let valid = played_dog
                && game.end != Some(EndReason::E2)
                && opponent != active
                && from.in_grid(game.grid)
                && to.in_grid(game.grid)
                && game.mark_at(from) == Some(active)
                && game.mark_at(to) == Some(opponent)
                && game.check_dog(from, to).is_ok();
            if !valid {
                return Err(phase_err("the swap asked about is not a possible dog swap with that opponent's card"));
            }
        }
        Phase::Mark { kind } => {
            let candidates = game.cells().filter(|&c| game.is_mark_candidate(c, kind)).count();
            let supply = game.supply(active);
            let played_kind = played.and_then(CardId::kind);
            if game.kind_owner[usize::from(kind.index())] != active
                || played_kind != Some(kind)
                || supply == 0
                || candidates <= supply
            {
                return Err(phase_err(
                    "marking by choice needs a kind just closed by the active player with more cards than small goats",
                ));
            }
        }
        Phase::Over => {
            if game.end.is_none() {
                return Err(phase_err("a game is over only after an end was triggered"));
            }
            // The game ends at the end of a turn, after its play: the last turn's card stays.
            if played.is_none() {
                return Err(phase_err("a finished game keeps the card played in its last turn in `played`"));
            }
        }
    }
    // Every turn plays one card from a hand into a display or the box, and nothing else puts a
    // card there except the setup, which boxes only whole removed kinds, dogs and milk cards.
    // So the displays and the box's goat cards of kinds still in the game are exactly the cards
    // played: one per finished turn, plus this turn's once it is played. This fixes the turn
    // number (a turn number that the rest of the document does not show is refused).
    let displayed = game.displays[..usize::from(n)].iter().fold(CardSet::EMPTY, |all, d| all.or(*d));
    let removed = GoatKind::all()
        .filter(|k| game.removed_kinds & (1 << k.index()) != 0)
        .fold(CardSet::EMPTY, |all, k| all.or(k.cards()));
    let boxed_played = game.boxed.minus(removed).iter().filter(|c| c.kind().is_some()).count();
    let cards_played = displayed.len() + boxed_played;
    let finished = usize::from(game.turn - 1);
    let played_now = usize::from(played.is_some());
    if finished + played_now != cards_played {
        return Err(StateError::Inconsistent(format!(
            "turn: turn {} {} {} played cards, but the displays and the box hold {cards_played} (every turn \
             plays one card into a display or the box)",
            game.turn,
            if played_now == 1 { "with its card played means" } else { "before its play means" },
            finished + played_now,
        )));
    }
    Ok(())
}

/// How the JSON documents are read: only the documented object form, every field required, no
/// unknown key anywhere, and every error with the JSON path of the value it is about.
///
/// Two kinds of failure are told apart (`docs/state-format.md`, "Errors"): text that is not a
/// document of the expected shape (a syntax error, a missing, unknown or repeated key, a value
/// of the wrong JSON type: a string, a fraction or a negative number where a count or an id
/// belongs) is [`StateError::Json`]; a well-formed number out of the range of its field (card id
/// 121 or 256, a cell off the 7x7 grid, a player number above 255) is [`StateError::Range`],
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
        |v: &str| format!("{v} is too large (at most {})", u8::MAX)
    );
    number!(
        /// A turn number: at most 65535.
        Word: u16,
        u16::MAX,
        |v: &str| format!("{v} is too large (at most {})", u16::MAX)
    );
    number!(
        /// A version number.
        Version: u32,
        u32::MAX,
        |v: &str| format!("version {v} is not one this library reads (it reads version 1)")
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
