//! Loading the state and view documents (`docs/state-format-herr-der-ziegen.md`): every invariant the rules
//! maintain is checked and the first violation is returned as a [`StateError`], so a loaded game
//! is as trustworthy as a played one, and a view is accepted only if some game gives it.

use game_core::{document, Document, DocumentError, GameRules, GameView};

use crate::cards::{CardId, CardSet, GoatKind, NUM_CARDS, NUM_KINDS};
use crate::error::{grid_path, SetupError, StateError};
use crate::events::EndReason;
use crate::game::{Game, Phase, GOATS_PER_PLAYER, HAND_SIZE, NONE, STABLE};
use crate::layout::{Cell, Line, Track};
use crate::options::{MAX_PLAYERS, MIN_PLAYERS};
use crate::refused_swaps;
use crate::rules::evaluation::{FOURTH_CARD, MAJORITY_POINTS};
use crate::state::{grid_rows, ids, phase_name, PhaseDoc, StateDoc, STATE_FORMAT, STATE_VERSION};
use crate::view::{HandDoc, PlayerView, ViewDoc, VIEW_FORMAT, VIEW_VERSION};

/// Builds a game from its state document ([`Document::from_doc`]).
///
/// # Errors
/// The first inconsistency found, as a [`StateError`] naming it.
pub(crate) fn load_state(doc: &StateDoc) -> Result<Game, StateError> {
    Loader::new(doc)?.load()
}

/// Builds a view from its document ([`Document::from_doc`]).
///
/// # Errors
/// A [`StateError`] naming the first problem.
pub(crate) fn load_view(doc: &ViewDoc) -> Result<PlayerView, StateError> {
    game_core::document::check_envelope(&doc.format, doc.version, VIEW_FORMAT, VIEW_VERSION)?;
    let n = usize::from(doc.players);
    if doc.hands.len() != n {
        return Err(StateError::Length {
            what: "hands (one entry per player)".into(),
            found: doc.hands.len(),
            expected: n,
        });
    }
    if doc.seat >= doc.players {
        return Err(StateError::PlayerOutOfRange {
            what: "seat".into(),
            player: u32::from(doc.seat),
            players: doc.players,
        });
    }
    // Every card the view locates, once.
    let mut located = CardSet::EMPTY;
    for (path, card) in located_cards(doc) {
        let id = CardId::new(card).ok_or_else(|| {
            StateError::from(DocumentError::range(
                path(),
                format!("{card} is not a card id (card ids are 0 to {})", crate::cards::NUM_CARDS - 1),
            ))
        })?;
        if located.contains(id) {
            let first = located_cards(doc).find(|&(_, c)| c == card).map(|(path, _)| path()).unwrap_or_default();
            return Err(StateError::DuplicateCard { card, first, second: path() });
        }
        located.insert(id);
    }
    let unseen = CardSet::ALL.minus(located);
    let unknown_slots: usize = doc.hands.iter().map(|h| usize::from(h.unknown)).sum();
    let hidden_pile = usize::from(doc.pile_size).checked_sub(doc.known_in_pile.len()).ok_or_else(|| {
        StateError::Inconsistent(format!(
            "known_in_pile: {} cards are known to be in the pile, but pile_size is {}",
            doc.known_in_pile.len(),
            doc.pile_size
        ))
    })?;
    if unseen.len() != hidden_pile + unknown_slots {
        return Err(StateError::Inconsistent(format!(
            "pile_size: {} cards are not located, but the pile and the unknown hand cards hold {}",
            unseen.len(),
            hidden_pile + unknown_slots
        )));
    }
    let mut candidates = unseen.minus(CardSet::DOGS).iter();
    let mut in_hands = CardSet::EMPTY;
    let mut hands = Vec::with_capacity(n);
    let mut hands_seen = Vec::with_capacity(n);
    for (p, hand) in doc.hands.iter().enumerate() {
        let mut cards: Vec<u8> = hand.known.clone();
        let mut seen: Vec<bool> = if p == usize::from(doc.seat) {
            hand.known.iter().map(|c| hand.public.contains(c)).collect()
        } else {
            vec![true; hand.known.len()]
        };
        for _ in 0..hand.unknown {
            let card = candidates.next().ok_or_else(|| {
                StateError::Inconsistent(format!(
                    "hands[{p}].unknown: unknown hand cards are never dogs, and too few other cards are unseen"
                ))
            })?;
            in_hands.insert(card);
            cards.push(card.index());
            seen.push(false);
        }
        hands.push(cards);
        hands_seen.push(seen);
    }
    let mut pile: Vec<u8> = unseen.minus(in_hands).iter().map(CardId::index).collect();
    pile.extend(&doc.known_in_pile);
    let state = StateDoc {
        format: STATE_FORMAT.to_string(),
        version: STATE_VERSION,
        players: doc.players,
        start_player: doc.start_player,
        grid_size: doc.grid_size,
        milk_ones: doc.milk_ones,
        stables: doc.stables.clone(),
        pasture: doc.pasture.clone(),
        marks: doc.marks.clone(),
        pile,
        hands,
        hands_seen,
        displays: doc.displays.clone(),
        boxed: doc.boxed.clone(),
        removed_kinds: doc.removed_kinds.clone(),
        kind_owners: doc.kind_owners.clone(),
        known_in_pile: doc.known_in_pile.clone(),
        goats: doc.goats.clone(),
        turn: doc.turn,
        active_player: doc.active_player,
        played: doc.played,
        end: doc.end,
        phase: doc.phase,
        refused_swaps: doc.refused_swaps.clone(),
    };
    let view = Game::from_doc(&state)?.view(doc.seat);
    let implied = view.to_doc();
    if implied != *doc {
        return Err(contradiction(doc, &implied));
    }
    Ok(view)
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
        document::check_envelope(&doc.format, doc.version, STATE_FORMAT, STATE_VERSION)?;
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
            let kind = GoatKind::new(k).ok_or_else(|| {
                StateError::from(DocumentError::range(
                    format!("removed_kinds[{i}]"),
                    format!("{k} is not a goat kind (kinds are 0 to {})", NUM_KINDS - 1),
                ))
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
                kind: GoatKind::new(kind).ok_or_else(|| {
                    StateError::from(DocumentError::range(
                        "phase.kind",
                        format!("{kind} is not a goat kind (kinds are 0 to {})", NUM_KINDS - 1),
                    ))
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
    CardId::new(card).ok_or_else(|| {
        StateError::from(DocumentError::range(
            path(),
            format!("{card} is not a card id (card ids are 0 to {})", NUM_CARDS - 1),
        ))
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

/// Every card id a view document places, with a maker of its JSON path, in document order.
fn located_cards(doc: &ViewDoc) -> impl Iterator<Item = (Box<dyn Fn() -> String + '_>, u8)> + '_ {
    type Located<'a> = (Box<dyn Fn() -> String + 'a>, u8);
    let pasture = doc.pasture.iter().enumerate().flat_map(|(r, row)| {
        row.iter().enumerate().filter_map(move |(c, card)| {
            card.map(|card| -> Located<'_> { (Box::new(move || format!("pasture[{r}][{c}]")), card) })
        })
    });
    let displays = doc.displays.iter().enumerate().flat_map(|(p, d)| {
        d.iter()
            .enumerate()
            .map(move |(i, &card)| -> Located<'_> { (Box::new(move || format!("displays[{p}][{i}]")), card) })
    });
    let boxed =
        doc.boxed.iter().enumerate().map(|(i, &card)| -> Located<'_> { (Box::new(move || format!("box[{i}]")), card) });
    let known_in_pile = doc
        .known_in_pile
        .iter()
        .enumerate()
        .map(|(i, &card)| -> Located<'_> { (Box::new(move || format!("known_in_pile[{i}]")), card) });
    let hands = doc.hands.iter().enumerate().flat_map(|(p, h)| {
        h.known
            .iter()
            .enumerate()
            .map(move |(i, &card)| -> Located<'_> { (Box::new(move || format!("hands[{p}].known[{i}]")), card) })
    });
    pasture.chain(displays).chain(boxed).chain(known_in_pile).chain(hands)
}

/// The error for a view document that differs from the view its cards imply: it names the
/// first field (in JSON path order) that differs and both values.
fn contradiction(doc: &ViewDoc, implied: &ViewDoc) -> StateError {
    fn first_difference(
        path: String,
        a: &serde_json::Value,
        b: &serde_json::Value,
    ) -> Option<(String, String, String)> {
        use serde_json::Value;
        match (a, b) {
            _ if a == b => None,
            (Value::Object(x), Value::Object(y)) if x.len() == y.len() => x.iter().find_map(|(k, v)| {
                first_difference(if path.is_empty() { k.clone() } else { format!("{path}.{k}") }, v, y.get(k)?)
            }),
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
                x.iter().zip(y).enumerate().find_map(|(i, (v, w))| first_difference(format!("{path}[{i}]"), v, w))
            }
            _ => Some((path, a.to_string(), b.to_string())),
        }
    }
    let as_value = |doc: &ViewDoc| serde_json::to_value(doc).expect("a view document always serializes");
    match first_difference(String::new(), &as_value(doc), &as_value(implied)) {
        Some((path, found, expected)) => StateError::Inconsistent(format!(
            "{path}: the view says {}, but the rest of the view implies {} (a view must be what some game shows its seat)",
            crate::error::excerpt(&found),
            crate::error::excerpt(&expected)
        )),
        None => StateError::Inconsistent("the view contradicts itself".into()),
    }
}

impl Document for Game {
    game_core::document_items!(doc: StateDoc, format: STATE_FORMAT, version: STATE_VERSION);

    /// The state as plain data.
    fn to_doc(&self) -> StateDoc {
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

    /// Builds a game from plain data, checking every invariant of the rules.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`] naming it.
    fn from_doc(doc: &StateDoc) -> Result<Game, StateError> {
        crate::loader::load_state(doc)
    }
}

impl Document for PlayerView {
    game_core::document_items!(doc: ViewDoc, format: VIEW_FORMAT, version: VIEW_VERSION);

    /// The view as plain data.
    fn to_doc(&self) -> ViewDoc {
        let n = usize::from(self.players);
        ViewDoc {
            format: VIEW_FORMAT.to_string(),
            version: VIEW_VERSION,
            seat: self.seat,
            players: self.players,
            start_player: self.start_player,
            grid_size: self.grid,
            milk_ones: self.milk_ones,
            stables: self.stables[..n].to_vec(),
            pasture: grid_rows(self.grid, &|c| self.card_at(c).map(CardId::index)),
            marks: grid_rows(self.grid, &|c| self.mark_at(c)),
            hands: (0..n)
                .map(|p| HandDoc {
                    known: ids(self.known_hands[p]),
                    unknown: self.unknown_hands[p],
                    public: ids(self.public_hands[p]),
                })
                .collect(),
            displays: self.displays[..n].iter().map(|&d| ids(d)).collect(),
            boxed: ids(self.boxed),
            removed_kinds: (0..crate::cards::NUM_KINDS as u8).filter(|k| self.removed_kinds & (1 << k) != 0).collect(),
            kind_owners: self.kind_owner.iter().map(|&o| (o != NONE).then_some(o)).collect(),
            pile_size: self.pile_len,
            known_in_pile: ids(self.known_in_pile),
            goats: self.goats[..n].to_vec(),
            turn: self.turn,
            active_player: self.active,
            current_player: self.current_player(),
            played: (self.played != NONE).then_some(self.played),
            end: self.end,
            phase: PhaseDoc::from(self.phase),
            refused_swaps: refused_swaps::pairs(&self.refused, self.grid),
        }
    }

    /// Loads and validates a view document.
    ///
    /// A view is valid when some full game has exactly this view: the unseen cards are placed in
    /// a fixed way (never a dog in a hand, cards known to be in the pile in the pile), the
    /// resulting state must pass every check of a state, and its view for `seat` must reproduce
    /// the document field by field.
    ///
    /// # Errors
    /// A [`StateError`] naming the first problem.
    fn from_doc(doc: &ViewDoc) -> Result<PlayerView, StateError> {
        crate::loader::load_view(doc)
    }
}
