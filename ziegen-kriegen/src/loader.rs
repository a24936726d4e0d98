//! Loading the state and view documents: every invariant the rules maintain is checked, and the
//! first violation is returned as a [`StateError`] naming the field, so a loaded game is as
//! trustworthy as a played one.

use game_core::document::{self, Int};
use game_core::{Document, PublicPart};

use crate::cards::{CardSet, Tables, NUM_GOATS, NUM_HILLS};
use crate::error::StateError;
use crate::game::Game;
use crate::options::{MAX_PLAYERS, MAX_ROUNDS};
use crate::phase::Phase;
use crate::public::{HillLaid, Public, Trick, HILL_TRICKS, NONE, TRICKS_PER_ROUND};
use crate::state::{
    history_docs, ids, play_docs, score_docs, LaterRoundDoc, PlayDoc, PublicFields, StateDoc, STATE_FORMAT,
    STATE_VERSION,
};
use crate::view::{PlayerView, ViewDoc, VIEW_FORMAT, VIEW_VERSION};

/// Builds a game from its state document ([`game_core::Document::from_doc`]).
///
/// # Errors
/// The first inconsistency found, as a [`StateError`] naming the field.
pub(crate) fn load_state(doc: &StateDoc) -> Result<Game, StateError> {
    document::check_envelope(&doc.format, doc.version.version()?, STATE_FORMAT, STATE_VERSION)?;
    let fields = PublicFields {
        options: &doc.options,
        round: doc.round,
        revealed_hill: doc.revealed_hill,
        history: &doc.history,
        current_trick: &doc.current_trick,
        leader: doc.leader,
        phase: doc.phase,
        to_act: doc.to_act,
        round_scores: &doc.round_scores,
    };
    let (public, mut places) = load_public(&fields)?;
    let mut game = Game::empty(public);
    let n = usize::from(public.players);

    // Hands and box: with the round's played cards, each of the 50 cards exactly once.
    if doc.hands.len() != n {
        return Err(length("hands", doc.hands.len(), n, "one hand per player"));
    }
    for (seat, hand) in doc.hands.iter().enumerate() {
        let expected = public.hand_size(seat as u8);
        if hand.len() != expected {
            return Err(length(
                &format!("hands[{seat}]"),
                hand.len(),
                expected,
                "8 cards are dealt and each finished trick and each card in the current trick takes one",
            ));
        }
        for (i, &card) in hand.iter().enumerate() {
            let card = places.place_goat(&format!("hands[{seat}][{i}]"), card)?;
            game.hands[seat].insert(card);
        }
    }
    let box_len = public.box_len();
    if doc.boxed.len() != box_len {
        return Err(length("box", doc.boxed.len(), box_len, "the 50 - 8 x players cards not dealt"));
    }
    for (i, &card) in doc.boxed.iter().enumerate() {
        let card = places.place_goat(&format!("box[{i}]"), card)?;
        game.boxed.insert(card);
    }
    places.all_goats_placed()?;

    // The hill stack: with the revealed and laid cards, each of the 12 exactly once.
    for (i, &card) in doc.hill_stack.iter().enumerate() {
        places.place_hill(&format!("hill_stack[{i}]"), card)?;
    }
    places.all_hills_placed()?;
    for (slot, &Int(card)) in game.hill_stack.iter_mut().zip(doc.hill_stack.iter().rev()) {
        *slot = card as u8;
    }
    game.public.hill_stack_len = doc.hill_stack.len() as u8;

    // The decks of later rounds.
    let later = usize::from(public.rounds) - usize::from(public.round) - 1;
    let later = if public.is_over() { 0 } else { later };
    if doc.later_rounds.len() != later {
        return Err(length("later_rounds", doc.later_rounds.len(), later, "one entry per round not dealt yet"));
    }
    for (i, deck) in doc.later_rounds.iter().enumerate() {
        let r = usize::from(public.round) + 1 + i;
        let path = format!("later_rounds[{i}].goats");
        if deck.goats.len() != NUM_GOATS {
            return Err(length(&path, deck.goats.len(), NUM_GOATS, "a round's goat deck has the 50 cards"));
        }
        let mut seen = Places::new();
        for (j, &card) in deck.goats.iter().enumerate() {
            game.later_goats[r][j] = seen.place_goat(&format!("{path}[{j}]"), card)?;
        }
        let path = format!("later_rounds[{i}].hills");
        if deck.hills.len() != NUM_HILLS {
            return Err(length(&path, deck.hills.len(), NUM_HILLS, "a round's hill stack has the 12 cards"));
        }
        for (j, &card) in deck.hills.iter().enumerate() {
            game.later_hills[r][j] = seen.place_hill(&format!("{path}[{j}]"), card)?;
        }
    }
    Ok(game)
}

/// Builds a view from its document ([`game_core::Document::from_doc`]).
///
/// # Errors
/// The first inconsistency found, as a [`StateError`] naming the field.
pub(crate) fn load_view(doc: &ViewDoc) -> Result<PlayerView, StateError> {
    document::check_envelope(&doc.format, doc.version.version()?, VIEW_FORMAT, VIEW_VERSION)?;
    let (public, mut places) = load_view_public(doc)?;
    let me = seat("seat", doc.seat, public.players)?;
    let expected = public.hand_size(me);
    if doc.hand.len() != expected {
        return Err(length(
            "hand",
            doc.hand.len(),
            expected,
            "8 cards are dealt and each finished trick and each card in the current trick takes one",
        ));
    }
    let mut hand = CardSet::EMPTY;
    for (i, &card) in doc.hand.iter().enumerate() {
        hand.insert(places.place_goat(&format!("hand[{i}]"), card)?);
    }
    let view_error = |path: String, problem: String| StateError::View { path, problem };
    if doc.hand_sizes.len() != usize::from(public.players) {
        return Err(length("hand_sizes", doc.hand_sizes.len(), public.players.into(), "one hand size per player"));
    }
    for (s, &Int(size)) in doc.hand_sizes.iter().enumerate() {
        let expected = public.hand_size(s as u8);
        if size != expected as i64 {
            return Err(view_error(
                format!("hand_sizes[{s}]"),
                format!("seat {s} holds {expected} cards after the tricks played, not {size}"),
            ));
        }
    }
    if doc.box_size.0 != public.box_len() as i64 {
        return Err(view_error(
            "box_size".into(),
            format!("the box holds the {} cards not dealt, not {}", public.box_len(), doc.box_size.0),
        ));
    }
    if doc.hill_stack_size.0 != i64::from(public.hill_stack_len) {
        return Err(view_error(
            "hill_stack_size".into(),
            format!(
                "{} of the 12 hill cards are not turned up yet, not {}",
                public.hill_stack_len, doc.hill_stack_size.0
            ),
        ));
    }
    Ok(PlayerView { public, seat: me, hand })
}

/// The public part of a view document, checked, with the places of the cards it shows.
///
/// # Errors
/// The first inconsistency found, as a [`StateError`] naming the field.
pub(crate) fn load_view_public(doc: &ViewDoc) -> Result<(Public, Places), StateError> {
    load_public(&PublicFields {
        options: &doc.options,
        round: doc.round,
        revealed_hill: doc.revealed_hill,
        history: &doc.history,
        current_trick: &doc.current_trick,
        leader: doc.leader,
        phase: doc.phase,
        to_act: doc.to_act,
        round_scores: &doc.round_scores,
    })
}

/// Where each card of the current round was found, for duplicate reports.
pub(crate) struct Places {
    goats: [Option<String>; NUM_GOATS + 1],
    hills: [Option<String>; NUM_HILLS],
}

impl Places {
    pub(crate) fn new() -> Places {
        Places { goats: std::array::from_fn(|_| None), hills: std::array::from_fn(|_| None) }
    }

    pub(crate) fn place_goat(&mut self, path: &str, card: Int) -> Result<u8, StateError> {
        let c = goat_card(path, card)?;
        if let Some(first) = &self.goats[usize::from(c)] {
            return Err(StateError::DuplicateGoat { card: c, first: first.clone(), second: path.to_string() });
        }
        self.goats[usize::from(c)] = Some(path.to_string());
        Ok(c)
    }

    pub(crate) fn place_hill(&mut self, path: &str, card: Int) -> Result<u8, StateError> {
        let c = hill_card(path, card)?;
        if let Some(first) = &self.hills[usize::from(c)] {
            return Err(StateError::DuplicateHill { card: c, first: first.clone(), second: path.to_string() });
        }
        self.hills[usize::from(c)] = Some(path.to_string());
        Ok(c)
    }

    pub(crate) fn goats_placed(&self) -> CardSet {
        (1..=NUM_GOATS as u8).filter(|&c| self.goats[usize::from(c)].is_some()).collect()
    }

    pub(crate) fn hills_placed(&self) -> usize {
        self.hills.iter().filter(|h| h.is_some()).count()
    }

    fn all_goats_placed(&self) -> Result<(), StateError> {
        match (1..=NUM_GOATS as u8).find(|&c| self.goats[usize::from(c)].is_none()) {
            Some(card) => Err(StateError::MissingGoat { card }),
            None => Ok(()),
        }
    }

    fn all_hills_placed(&self) -> Result<(), StateError> {
        match (0..NUM_HILLS as u8).find(|&c| self.hills[usize::from(c)].is_none()) {
            Some(card) => Err(StateError::MissingHill { card }),
            None => Ok(()),
        }
    }
}

pub(crate) fn length(path: &str, found: usize, expected: usize, rule: &'static str) -> StateError {
    StateError::Length { path: path.to_string(), found, expected, rule }
}

pub(crate) fn goat_card(path: &str, Int(value): Int) -> Result<u8, StateError> {
    if !(1..=NUM_GOATS as i64).contains(&value) {
        return Err(StateError::NotAGoatCard { path: path.to_string(), value });
    }
    Ok(value as u8)
}

fn hill_card(path: &str, Int(value): Int) -> Result<u8, StateError> {
    if !(0..NUM_HILLS as i64).contains(&value) {
        return Err(StateError::NotAHillCard { path: path.to_string(), value });
    }
    Ok(value as u8)
}

pub(crate) fn seat(path: &str, Int(value): Int, players: u8) -> Result<u8, StateError> {
    if !(0..i64::from(players)).contains(&value) {
        return Err(StateError::NotASeat { path: path.to_string(), value, players });
    }
    Ok(value as u8)
}

fn phase_error(path: &'static str, problem: impl Into<String>) -> StateError {
    StateError::Phase { path, problem: problem.into() }
}

/// Checks the public fields and builds the public state; returns it with the places of the
/// current round's played cards and hill cards.
pub(crate) fn load_public(f: &PublicFields<'_>) -> Result<(Public, Places), StateError> {
    let tables: Tables = f.options.tables()?;
    let n = f.options.players;
    let nu = usize::from(n);
    let rounds = f.options.rounds;
    let mut p = Public::new(n, f.options.start_player, rounds, tables);
    let Int(round) = f.round;
    if !(0..i64::from(rounds)).contains(&round) {
        return Err(StateError::Round { round, rounds });
    }
    p.round = round as u8;
    let over = f.phase == Phase::Over;
    if over && round + 1 != i64::from(rounds) {
        return Err(phase_error("phase", format!("the game can only be over in its last round, {}", rounds - 1)));
    }
    p.phase = f.phase;
    if f.history.len() != usize::from(p.round) + 1 {
        return Err(length("history", f.history.len(), usize::from(p.round) + 1, "one entry per round begun"));
    }
    let mut places = Places::new();
    for (r, round) in f.history.iter().enumerate() {
        let current = r == usize::from(p.round);
        let mut seen = Places::new();
        let in_round = round.tricks.len();
        let path = format!("history[{r}].tricks");
        if (!current || over) && in_round != TRICKS_PER_ROUND {
            return Err(length(&path, in_round, TRICKS_PER_ROUND, "a finished round has 8 tricks"));
        }
        if current && !over && in_round >= TRICKS_PER_ROUND {
            return Err(length(&path, in_round, TRICKS_PER_ROUND - 1, "a round in play has at most 7 finished tricks"));
        }
        let mut leader = ((usize::from(p.start_player) + r) % nu) as u8;
        let mut goats = [0u8; MAX_PLAYERS];
        let mut taken = [0u8; MAX_PLAYERS];
        for (t, trick) in round.tricks.iter().enumerate() {
            let path = format!("history[{r}].tricks[{t}]");
            let cards = check_trick(&path, &trick.cards, leader, t == 0, n, &mut seen)?;
            let high = (0..nu).max_by_key(|&i| cards[i]).expect("players");
            let expected = ((usize::from(leader) + high) % nu) as u8;
            let taker = seat(&format!("{path}.taker"), trick.taker, n)?;
            if taker != expected {
                return Err(StateError::Taker { path: format!("{path}.taker"), found: taker, expected });
            }
            goats[usize::from(taker)] += cards[..nu].iter().map(|&c| tables.heads(c)).sum::<u8>();
            taken[usize::from(taker)] += 1;
            p.tricks[usize::from(p.tricks_len)] = Trick { leader, cards, taker };
            p.tricks_len += 1;
            leader = taker;
        }
        let expected_hill = if current { in_round.min(HILL_TRICKS) } else { HILL_TRICKS };
        if round.hill.len() != expected_hill {
            return Err(length(
                &format!("history[{r}].hill"),
                round.hill.len(),
                expected_hill,
                "one hill card is laid in each of tricks 1 to 4",
            ));
        }
        for (i, h) in round.hill.iter().enumerate() {
            let path = format!("history[{r}].hill[{i}]");
            let card = seen.place_hill(&format!("{path}.card"), h.card)?;
            let hill = tables.hills[usize::from(card)];
            let Int(chosen) = h.chosen;
            if !(0..=i64::from(u8::MAX)).contains(&chosen) || !hill.shows(chosen as u8) {
                return Err(StateError::ChosenNotOnCard {
                    path: format!("{path}.chosen"),
                    chosen,
                    card,
                    low: hill.low,
                    high: hill.high,
                });
            }
            p.hill[r][i] = HillLaid { card, chosen: chosen as u8 };
        }
        if current {
            p.hill_len = round.hill.len() as u8;
            p.goats = goats;
            p.taken = taken;
            // The current trick, led by the last taker (or the round's first leader).
            let path = "leader";
            let found = seat(path, f.leader, n)?;
            if found != leader {
                let rule = if in_round == 0 {
                    "round r is led first by (start_player + r) mod players"
                } else {
                    "the taker of the last trick leads"
                };
                return Err(StateError::Leader { path: path.into(), found, expected: leader, rule });
            }
            p.leader = leader;
            if f.current_trick.len() > nu {
                return Err(length("current_trick", f.current_trick.len(), nu, "a trick has one card per player"));
            }
            let cards = check_trick("current_trick", f.current_trick, leader, in_round == 0, n, &mut seen)?;
            p.current = cards;
            p.current_len = f.current_trick.len() as u8;
            places = seen;
        }
        if !current || over {
            // A finished round's hill is complete: its limit and scores follow.
            p.round_scores[r] = {
                let saved = (p.round, p.hill_len, p.goats, p.taken);
                p.round = r as u8;
                p.hill_len = HILL_TRICKS as u8;
                p.goats = goats;
                p.taken = taken;
                let scores = p.current_round_scores();
                (p.round, p.hill_len, p.goats, p.taken) = saved;
                scores
            };
        }
    }
    p.played = places.goats_placed();

    // The phase, the seat to act and the revealed hill card.
    let done = p.tricks_this_round();
    let len = usize::from(p.current_len);
    let (expected_to_act, revealed_wanted) = match p.phase {
        Phase::Over => {
            if len != 0 {
                return Err(phase_error("current_trick", "the game is over, so no trick is in play"));
            }
            (None, false)
        }
        Phase::Play => {
            if len == nu {
                return Err(phase_error(
                    "phase",
                    "the current trick is complete, so it waits for a hill number or was taken already",
                ));
            }
            (Some(p.seat_at(len)), false)
        }
        Phase::ChooseHill => {
            if len != nu || done >= HILL_TRICKS {
                return Err(phase_error(
                    "phase",
                    "a hill number is chosen only when a trick among tricks 1 to 4 is complete",
                ));
            }
            let low = (0..nu).min_by_key(|&i| p.current[i]).expect("players");
            (Some(p.seat_at(low)), true)
        }
    };
    let to_act = match f.to_act {
        Some(s) => Some(seat("to_act", s, n)?),
        None => None,
    };
    if to_act != expected_to_act {
        let problem = match expected_to_act {
            None => "the game is over, so nobody acts (null)".to_string(),
            Some(s) if p.phase == Phase::Play => format!("seat {s} plays next, clockwise from the leader"),
            Some(s) => format!("seat {s} played the lowest card and chooses the hill number"),
        };
        return Err(phase_error("to_act", problem));
    }
    p.to_act = to_act.unwrap_or(NONE);
    match (f.revealed_hill, revealed_wanted) {
        (Some(card), true) => {
            p.revealed = places.place_hill("revealed_hill", card)?;
        }
        (None, false) => {}
        (Some(_), false) => {
            return Err(phase_error("revealed_hill", "a hill card is revealed only while its number is to be chosen"))
        }
        (None, true) => {
            return Err(phase_error("revealed_hill", "the hill card whose number is to be chosen is missing"))
        }
    }
    p.hill_stack_len = (NUM_HILLS - places.hills_placed()) as u8;

    // The finished rounds' scores.
    let scored = p.rounds_scored();
    if f.round_scores.len() != scored {
        return Err(length("round_scores", f.round_scores.len(), scored, "one row per finished round"));
    }
    for (r, row) in f.round_scores.iter().enumerate() {
        if row.len() != nu {
            return Err(length(&format!("round_scores[{r}]"), row.len(), nu, "one score per player"));
        }
        for (s, &Int(found)) in row.iter().enumerate() {
            let expected = u32::from(p.round_scores[r][s]);
            if found != i64::from(expected) {
                return Err(StateError::RoundScore { path: format!("round_scores[{r}][{s}]"), found, expected });
            }
        }
    }
    debug_assert!(usize::from(p.rounds) <= MAX_ROUNDS);
    Ok((p, places))
}

/// Checks one trick's cards: seats clockwise from `leader` (the first seat must be `leader`),
/// card numbers, no card twice in the round. Returns the cards in play order.
fn check_trick(
    path: &str,
    plays: &[PlayDoc],
    leader: u8,
    first_of_round: bool,
    n: u8,
    seen: &mut Places,
) -> Result<[u8; MAX_PLAYERS], StateError> {
    let full = path != "current_trick";
    if full && plays.len() != usize::from(n) {
        return Err(length(&format!("{path}.cards"), plays.len(), n.into(), "a trick has one card per player"));
    }
    let mut cards = [0u8; MAX_PLAYERS];
    let cards_path = if full { format!("{path}.cards") } else { path.to_string() };
    for (i, play) in plays.iter().enumerate() {
        let here = format!("{cards_path}[{i}]");
        let s = seat(&format!("{here}.seat"), play.seat, n)?;
        let expected = ((usize::from(leader) + i) % usize::from(n)) as u8;
        if s != expected {
            if i == 0 {
                let rule = if first_of_round {
                    "round r is led first by (start_player + r) mod players"
                } else {
                    "the taker of the previous trick leads"
                };
                return Err(StateError::Leader { path: format!("{here}.seat"), found: s, expected, rule });
            }
            return Err(StateError::PlayOrder { path: format!("{here}.seat"), found: s, expected });
        }
        cards[i] = seen.place_goat(&format!("{here}.card"), play.card)?;
    }
    Ok(cards)
}

impl Document for Game {
    game_core::document_items!(doc: StateDoc, format: STATE_FORMAT, version: STATE_VERSION);

    /// The state as plain data.
    fn to_doc(&self) -> StateDoc {
        let p = &self.public;
        StateDoc {
            format: STATE_FORMAT.to_string(),
            version: Int(STATE_VERSION as i64),
            options: p.options(),
            round: p.round.into(),
            hands: (0..p.players).map(|s| ids(self.hands[usize::from(s)])).collect(),
            boxed: ids(self.boxed),
            hill_stack: self.hill_stack().map(Int::from).collect(),
            revealed_hill: p.revealed_hill().map(Int::from),
            later_rounds: self
                .later_decks()
                .map(|(g, h)| LaterRoundDoc {
                    goats: g.iter().map(|&c| c.into()).collect(),
                    hills: h.iter().map(|&c| c.into()).collect(),
                })
                .collect(),
            history: history_docs(p),
            current_trick: play_docs(p, p.current_trick(), p.leader),
            leader: p.leader.into(),
            phase: p.phase,
            to_act: p.current_player().map(Int::from),
            round_scores: score_docs(p),
        }
    }

    /// Builds a game from plain data, checking every invariant of the rules.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`] naming the field.
    fn from_doc(doc: &StateDoc) -> Result<Game, StateError> {
        crate::loader::load_state(doc)
    }
}

impl Document for PlayerView {
    game_core::document_items!(doc: ViewDoc, format: VIEW_FORMAT, version: VIEW_VERSION);

    /// The view as plain data.
    fn to_doc(&self) -> ViewDoc {
        let p = &self.public;
        ViewDoc {
            format: VIEW_FORMAT.to_string(),
            version: Int(VIEW_VERSION as i64),
            seat: self.seat.into(),
            options: p.options(),
            round: p.round.into(),
            hand: ids(self.hand),
            hand_sizes: (0..p.players).map(|s| Int(p.hand_size(s) as i64)).collect(),
            box_size: Int(p.box_len() as i64),
            hill_stack_size: p.hill_stack_len.into(),
            revealed_hill: p.revealed_hill().map(Int::from),
            history: history_docs(p),
            current_trick: play_docs(p, p.current_trick(), p.leader),
            leader: p.leader.into(),
            phase: p.phase,
            to_act: p.current_player().map(Int::from),
            round_scores: score_docs(p),
        }
    }

    /// Builds a view from plain data, checking it as a state is checked: it must be the view
    /// of some possible game.
    ///
    /// # Errors
    /// The first inconsistency found, as a [`StateError`] naming the field.
    fn from_doc(doc: &ViewDoc) -> Result<PlayerView, StateError> {
        crate::loader::load_view(doc)
    }
}
