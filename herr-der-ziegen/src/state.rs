//! The versioned JSON state format and its validation (documented in `docs/state-format.md`).
//!
//! [`StateDoc`] is the plain, serde-friendly form of a [`Game`]. [`Game::to_doc`] and
//! [`Game::from_doc`] convert; loading checks every invariant the rules maintain and returns the
//! first violation as a [`StateError`], so a loaded game is as trustworthy as a played one.

use serde::{Deserialize, Serialize};

use crate::cards::{CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
use crate::error::{SetupError, StateError};
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
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

/// A full game state in plain data. Field by field documentation: `docs/state-format.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateDoc {
    /// Always [`STATE_FORMAT`].
    pub format: String,
    /// Always [`STATE_VERSION`].
    pub version: u32,
    /// Number of players, 2 to 5.
    pub players: u8,
    /// The seat that played first.
    pub start_player: u8,
    /// 6 or 7.
    pub grid_size: u8,
    /// Milk cards worth 1 among the 16.
    pub milk_ones: u8,
    /// Stable cell of each seat, `[row, col]`.
    pub stables: Vec<Cell>,
    /// Rows of the pasture: a card id, or `null` for an empty cell or a stable.
    pub pasture: Vec<Vec<Option<u8>>>,
    /// Rows of small goats: the owner's seat, or `null`.
    pub marks: Vec<Vec<Option<u8>>>,
    /// The draw pile, top card first.
    pub pile: Vec<u8>,
    /// Each seat's hand.
    pub hands: Vec<Vec<u8>>,
    /// For each hand card, whether everybody saw it enter the hand.
    pub hands_seen: Vec<Vec<bool>>,
    /// Each seat's display.
    pub displays: Vec<Vec<u8>>,
    /// The box.
    #[serde(rename = "box")]
    pub boxed: Vec<u8>,
    /// Kinds removed at setup (0-based).
    pub removed_kinds: Vec<u8>,
    /// Owner of each of the 18 kinds, `null` while open or removed.
    pub kind_owners: Vec<Option<u8>>,
    /// Cards everybody knows to be in the pile.
    pub known_in_pile: Vec<u8>,
    /// Track position of each seat's big goat.
    pub goats: Vec<u8>,
    /// Turn number, from 1.
    pub turn: u16,
    /// Whose turn it is.
    pub active_player: u8,
    /// The card played this turn, if any.
    pub played: Option<u8>,
    /// Why the end was triggered, if it was.
    pub end: Option<EndReason>,
    /// The pending decision.
    pub phase: PhaseDoc,
    /// Dog swaps refused this turn, as pairs of cells.
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

    /// The state as JSON (compact).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.to_doc()).expect("a state document always serializes")
    }

    /// The state as indented JSON.
    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(&self.to_doc()).expect("a state document always serializes")
    }

    /// Loads and validates a JSON state.
    ///
    /// # Errors
    /// [`StateError::Json`] for text that is not a state document, otherwise the first
    /// inconsistency [`Game::from_doc`] finds.
    pub fn from_json(json: &str) -> Result<Game, StateError> {
        let doc: StateDoc = read_document(json, STATE_FORMAT, STATE_VERSION)?;
        Game::from_doc(&doc)
    }

    /// Builds a game from plain data, checking every invariant of the rules.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`] naming it.
    pub fn from_doc(doc: &StateDoc) -> Result<Game, StateError> {
        Loader::new(doc)?.load()
    }
}

/// Parses `json` as a document of `format` at `version`.
///
/// The `format` and `version` fields are read first, on their own: a view handed to the state
/// loader, or a document of a later version with a new field, is then reported as
/// [`StateError::Format`] or [`StateError::Version`] rather than as an unknown field.
pub(crate) fn read_document<T: serde::de::DeserializeOwned>(
    json: &str,
    format: &'static str,
    version: u32,
) -> Result<T, StateError> {
    /// The two fields every document has, as raw text borrowed from `json` (so that a huge
    /// value there costs no memory); any others are skipped unread.
    #[derive(Deserialize)]
    struct Envelope<'a> {
        #[serde(borrow)]
        format: Option<&'a serde_json::value::RawValue>,
        #[serde(borrow)]
        version: Option<&'a serde_json::value::RawValue>,
    }
    // Only an object is a document (serde would also read an envelope from an array). Text that
    // is not even an envelope (not JSON, a field twice) gets the full parse's error below, which
    // says where; so does a format that is not a string or a version that is not a `u32`.
    let object = json.trim_start().starts_with('{');
    if let Some(envelope) = object.then(|| serde_json::from_str::<Envelope>(json).ok()).flatten() {
        let found = envelope.format.and_then(|raw| serde_json::from_str::<String>(raw.get()).ok());
        if let Some(found) = found.filter(|found| found != format) {
            return Err(StateError::Format { found: crate::error::excerpt(&found), expected: format });
        }
        let found = envelope.version.and_then(|raw| raw.get().parse::<u32>().ok());
        if let Some(found) = found.filter(|&found| found != version) {
            return Err(StateError::Version(found));
        }
    }
    Ok(serde_json::from_str(json)?)
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
        if doc.format != STATE_FORMAT {
            return Err(StateError::Format { found: crate::error::excerpt(&doc.format), expected: STATE_FORMAT });
        }
        if doc.version != STATE_VERSION {
            return Err(StateError::Version(doc.version));
        }
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

    fn player(&self, what: &'static str, player: u8) -> Result<u8, StateError> {
        if player < self.game.players {
            Ok(player)
        } else {
            Err(StateError::PlayerOutOfRange { what, player: u32::from(player), players: self.game.players })
        }
    }

    fn length(what: &'static str, found: usize, expected: usize) -> Result<(), StateError> {
        if found == expected {
            Ok(())
        } else {
            Err(StateError::Length { what, found, expected })
        }
    }

    /// Records that `card` lies at `place`; a second place is an error.
    fn place(&mut self, card: u8, place: impl FnOnce() -> String) -> Result<CardId, StateError> {
        let id = CardId::new(card).ok_or(StateError::CardId(u32::from(card)))?;
        let here = place();
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
            Self::length(what, len, n)?;
        }
        Self::length("kind_owners", doc.kind_owners.len(), NUM_KINDS)?;
        Self::length("pasture rows", doc.pasture.len(), usize::from(size))?;
        Self::length("marks rows", doc.marks.len(), usize::from(size))?;

        // Stables.
        let track = Track::new(size);
        for (seat, &cell) in doc.stables.iter().enumerate() {
            if !cell.on_edge(size) {
                return Err(SetupError::StableNotOnEdge { cell, size }.into());
            }
            if doc.stables[..seat].contains(&cell) {
                return Err(SetupError::StableTwice(cell).into());
            }
            self.game.board.stables[seat] = cell;
            self.game.board.set_cell(cell, STABLE);
        }

        crate::options::check_clockwise(&doc.stables, size)?;

        // Pasture and small goats.
        for r in 0..size {
            let (cards, marks) = (&doc.pasture[usize::from(r)], &doc.marks[usize::from(r)]);
            Self::length("a pasture row", cards.len(), usize::from(size))?;
            Self::length("a marks row", marks.len(), usize::from(size))?;
            for c in 0..size {
                let cell = Cell::new(r, c).expect("in grid");
                let i = usize::from(cell.index());
                let is_stable = self.game.cells[i] == STABLE;
                if let Some(card) = cards[usize::from(c)] {
                    if is_stable {
                        return Err(StateError::StableCell(cell));
                    }
                    let card = self.place(card, || format!("pasture {cell}"))?.index();
                    self.game.board.set_cell(cell, card);
                }
                if let Some(owner) = marks[usize::from(c)] {
                    if is_stable {
                        return Err(StateError::StableCell(cell));
                    }
                    if cards[usize::from(c)].is_none() {
                        return Err(StateError::MarkWithoutCard(cell));
                    }
                    let owner = self.player("marks", owner)?;
                    self.game.board.set_mark(cell, owner);
                }
            }
        }

        // Pile, top first in the document, bottom first inside.
        for (pos, &card) in doc.pile.iter().enumerate().rev() {
            let id = self.place(card, || format!("pile position {pos}"))?;
            self.game.pile[usize::from(self.game.pile_len)] = id.index();
            self.game.board.pile_len += 1;
        }

        // Hands, displays, box.
        for p in 0..n {
            let (hand, seen) = (&doc.hands[p], &doc.hands_seen[p]);
            if hand.len() > HAND_SIZE {
                return Err(StateError::HandSize { player: p as u8, found: hand.len(), expected: HAND_SIZE });
            }
            Self::length("a hands_seen entry", seen.len(), hand.len())?;
            for (slot, &card) in hand.iter().enumerate() {
                self.game.hands[p][slot] = self.place(card, || format!("hand of player {p}"))?.index();
                self.game.hand_seen[p][slot] = seen[slot];
            }
            for &card in &doc.displays[p] {
                let id = self.place(card, || format!("display of player {p}"))?;
                self.game.board.displays[p].insert(id);
            }
        }
        for &card in &doc.boxed {
            let id = self.place(card, || "box".to_string())?;
            self.game.board.boxed.insert(id);
        }
        if let Some(missing) = self.seen.iter().position(Option::is_none) {
            return Err(StateError::MissingCard(missing as u8));
        }

        // Big goats, kinds, known pile cards, turn.
        for (p, &pos) in doc.goats.iter().enumerate() {
            if pos >= track.len() {
                return Err(StateError::GoatPosition { player: p as u8, pos: u32::from(pos), len: track.len() });
            }
            self.game.board.goats[p] = pos;
        }
        for &k in &doc.removed_kinds {
            let kind =
                GoatKind::new(k).ok_or_else(|| StateError::Inconsistent(format!("removed kind {k} does not exist")))?;
            if self.game.removed_kinds & 1 << kind.index() != 0 {
                return Err(StateError::Inconsistent(format!("removed kind {k} is listed twice")));
            }
            self.game.board.removed_kinds |= 1 << kind.index();
        }
        for (k, owner) in doc.kind_owners.iter().enumerate() {
            if let Some(owner) = *owner {
                self.game.board.kind_owner[k] = self.player("kind_owners", owner)?;
            }
        }
        for &card in &doc.known_in_pile {
            let id = CardId::new(card).ok_or(StateError::CardId(u32::from(card)))?;
            if self.game.known_in_pile.contains(id) {
                return Err(StateError::Inconsistent(format!("card {card} is listed twice as known in the pile")));
            }
            self.game.board.known_in_pile.insert(id);
        }
        self.game.board.turn = doc.turn;
        self.game.board.active = self.player("active_player", doc.active_player)?;
        if let Some(played) = doc.played {
            self.game.board.played = CardId::new(played).ok_or(StateError::CardId(u32::from(played)))?.index();
        }
        self.game.board.end = doc.end;
        self.game.board.phase = match doc.phase {
            PhaseDoc::Play => Phase::Play,
            PhaseDoc::Take => Phase::Take,
            PhaseDoc::Mark { kind } => Phase::Mark {
                kind: GoatKind::new(kind).ok_or_else(|| StateError::Phase {
                    phase: "mark".into(),
                    problem: format!("kind {kind} does not exist"),
                })?,
            },
            PhaseDoc::Dog => Phase::Dog,
            PhaseDoc::Consent { from, to, opponent } => {
                Phase::Consent { from, to, opponent: self.player("phase.opponent", opponent)? }
            }
            PhaseDoc::Over => Phase::Over,
        };
        for &[a, b] in &doc.refused_swaps {
            if !a.in_grid(size) || !b.in_grid(size) || Line::through(a, b).is_none() {
                return Err(StateError::Inconsistent(format!("refused swap {a} <-> {b} is not within one line")));
            }
            if self.game.is_refused(a, b) {
                return Err(StateError::Inconsistent(format!("refused swap {a} <-> {b} is listed twice")));
            }
            self.game.refuse(a, b);
        }

        let game = self.game;
        check_invariants(&game)?;
        Ok(game)
    }
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
                "card {} is listed as known in the pile but is not there",
                card.index()
            )));
        }
        if card.kind().is_none_or(|k| game.kind_owner[usize::from(k.index())] == NONE) {
            return Err(StateError::Inconsistent(format!(
                "card {} can only be known in the pile after its kind was closed",
                card.index()
            )));
        }
    }

    // Empty cells appear only once the pile is empty.
    if game.pile_len > 0 {
        if let Some(cell) = game.cells().find(|&c| !game.is_stable(c) && game.card_at(c).is_none()) {
            return Err(StateError::Inconsistent(format!("cell {cell} is empty although the pile is not")));
        }
    }

    // Turn state.
    if game.turn == 0 {
        return Err(StateError::Inconsistent("turns are numbered from 1".into()));
    }
    let active = game.active;
    // Every finished turn played a card from a hand into a display or the box, and so did this
    // turn once its card is played; no card comes back from there: play keeps this, and it
    // bounds the turn number (at most 122).
    let played = CardId::new(game.played);
    let out_of_play = game.displays[..usize::from(n)].iter().fold(game.boxed, |all, d| all.or(*d)).len();
    let needed = usize::from(game.turn - 1) + usize::from(played.is_some());
    if needed > out_of_play {
        return Err(StateError::Inconsistent(format!(
            "turn {} needs {needed} played cards, but only {out_of_play} cards are in the displays and the box",
            game.turn,
        )));
    }
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
                "the played card {} is neither in the active player's display nor in the box",
                card.index()
            )));
        }
    }
    if game.end == Some(EndReason::E1) && game.pile_len > 0 {
        return Err(StateError::Inconsistent("end E1 needs an empty pile".into()));
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
                    "player {p} holds dog {card} that nobody saw enter the hand: starting hands hold no dogs"
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
        }
    }
    Ok(())
}
