//! The declarations of what a seat keeps to itself ([`crate::privacy`], [`crate::spectator`])
//! checked against the views: what a game declares public must really be the same for every
//! seat, a move it declares public must really be seen by the others, the spectator's view is
//! the public part of every view, and the events an observer is told depend only on what it may
//! know.

use std::collections::{HashMap, HashSet};

use crate::rules::{GameRules, GameView};
use crate::spectator::{Observer, SpectatorView};

/// The public part of every seat's view of `game` is the same: nothing a game declares public
/// ([`GameView::split`]) differs between seats, so nothing private hides in it.
///
/// # Panics
/// When two seats' public parts differ.
pub fn check_public_parts_agree<G: GameRules>(game: &G) {
    let first = game.view(0).split().public;
    for seat in 1..game.player_count() {
        let public = game.view(seat).split().public;
        if public != first {
            let differing: Vec<&String> =
                first.iter().filter(|(name, value)| public.get(*name) != Some(*value)).map(|(name, _)| name).collect();
            panic!(
                "the public parts of the views of seats 0 and {seat} differ in {differing:?}: declare those fields \
                 private in GameView::split; state {}",
                game.to_json()
            );
        }
    }
}

/// Every legal move that `G` declares public ([`GameRules::is_public_move`]) is seen by the
/// other seats: no two of them leave the other seats' views the same. A game that forgets to
/// declare a face-down choice hidden fails here, as soon as a seat has two of them to choose
/// from.
///
/// # Panics
/// When two public moves look the same to every other seat.
pub fn check_public_moves_are_seen<G: GameRules>(game: &G) {
    let Some(player) = game.current_player() else { return };
    let mut seen = HashSet::new();
    for mv in game.legal_moves() {
        if !G::is_public_move(mv) {
            continue;
        }
        let mut after = game.clone();
        after.apply(mv).expect("a listed move is legal");
        let others: Vec<String> =
            (0..game.player_count()).filter(|&seat| seat != player).map(|seat| after.view(seat).to_json()).collect();
        assert!(
            seen.insert(others),
            "the move {mv} of seat {player}, declared public, looks to the other seats like another legal move: \
             declare it hidden in GameRules::is_public_move; state {}",
            game.to_json()
        );
    }
}

/// The spectator's view is the public part of every seat's view, answers the questions of the
/// public part as the game does, and goes through its JSON document unchanged (written, loaded
/// with every check, written again to the same text).
///
/// # Panics
/// On the first difference, with the state as JSON.
pub fn check_spectator_view<G: GameRules>(game: &G) {
    let spectator = game.spectator_view();
    for seat in 0..game.player_count() {
        let mut public = game.view(seat).split().public;
        public.remove("format");
        public.remove("version");
        assert!(
            *spectator.fields() == public,
            "the spectator's view is not the public part of seat {seat}'s view; state {}",
            game.to_json()
        );
    }
    let answers = |view: &SpectatorView<G>| (view.player_count(), view.current_player(), view.phase(), view.turn());
    assert_eq!(
        answers(&spectator),
        (game.player_count(), game.current_player(), game.phase(), game.turn()),
        "the spectator's view answers otherwise than the game; state {}",
        game.to_json()
    );
    let json = spectator.to_json();
    let loaded = SpectatorView::<G>::from_json(&json)
        .unwrap_or_else(|e| panic!("the spectator's view does not load: {e}\nview: {json}\nstate: {}", game.to_json()));
    assert!(loaded == spectator, "the spectator's view changes through JSON; state {}", game.to_json());
    assert_eq!(answers(&loaded), answers(&spectator), "a loaded spectator's view answers otherwise");
    assert_eq!(loaded.to_json(), json, "a loaded spectator's view writes other JSON");
}

/// What [`check_events_unseen`] compared, for a test to judge that it compared something.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EventCounts {
    /// Pairs of moves (in the game or in a game built from a seat's view) that the seat cannot
    /// tell apart, whose events as the seat and as a spectator were compared.
    pub comparisons: u64,
    /// Moves after which an observer was told less than the whole events (the filter at work).
    pub filtered: u64,
}

impl std::ops::AddAssign for EventCounts {
    fn add_assign(&mut self, other: EventCounts) {
        self.comparisons += other.comparisons;
        self.filtered += other.filtered;
    }
}

/// The events an observer is told ([`GameRules::events_for`]) depend only on what it may know:
/// whenever a seat cannot tell two moves apart (the same view after them, starting from the
/// same view), it is told the same events of both, and so is a spectator, who knows less than
/// any seat. The moves compared are this game's (every legal move when the seat to decide
/// chooses in secret, a few otherwise) and the same moves in `others`, games each paired with a
/// seat that cannot tell it from `game` (determinizations of the seat's view, games with cards
/// the seat cannot see moved).
///
/// # Panics
/// On the first observer told different events of two moves it cannot tell apart.
pub fn check_events_unseen<G: GameRules>(game: &G, others: &[(u8, G)]) -> EventCounts {
    let mut counts = EventCounts::default();
    if game.is_over() {
        return counts;
    }
    let legal = game.legal_moves();
    let secret = legal.iter().any(|&mv| !G::is_public_move(mv));
    let tried: Vec<G::Move> = if secret {
        legal.to_vec()
    } else {
        let mut few = vec![legal[0], legal[legal.len() / 2], legal[legal.len() - 1]];
        few.dedup();
        few
    };
    let outcomes: Vec<(G::Move, G, G::Events)> = tried.iter().map(|&mv| played(game, mv)).collect();
    for seat in 0..game.player_count() {
        // What the seat and a spectator are told after each move, by the seat's view after it.
        let mut told = Told::<G>::new(seat, game);
        for (mv, after, events) in &outcomes {
            counts.filtered += told.filtered(events);
            counts.comparisons += told.compare(after, events, *mv, "in this game");
        }
        for (_, other) in others.iter().filter(|(s, _)| *s == seat) {
            let moves = if secret { other.legal_moves().to_vec() } else { tried.clone() };
            for mv in moves.into_iter().filter(|&mv| other.is_legal(mv)) {
                let (mv, after, events) = played(other, mv);
                counts.comparisons += told.compare(&after, &events, mv, "in a game the seat cannot tell apart");
            }
        }
    }
    counts
}

/// [`check_events_unseen`] over `samples` determinizations of each seat's view, seeded from
/// `seed`.
///
/// # Panics
/// As [`check_events_unseen`].
pub fn check_events_unseen_determinized<G: GameRules>(game: &G, samples: usize, seed: u64) -> EventCounts {
    if game.is_over() {
        return EventCounts::default();
    }
    let others: Vec<(u8, G)> = (0..game.player_count())
        .flat_map(|seat| {
            let view = game.view(seat);
            (0..samples as u64)
                .map(move |sample| (seat, view.determinize(seed ^ (u64::from(seat) << 40) ^ (sample << 48) ^ 0xe7e7)))
        })
        .collect();
    check_events_unseen(game, &others)
}

/// `game` after the legal move `mv`, with its events.
fn played<G: GameRules>(game: &G, mv: G::Move) -> (G::Move, G, G::Events) {
    let mut after = game.clone();
    let events = after.apply(mv).expect("a listed move is legal");
    (mv, after, events)
}

/// What one seat and a spectator were told of the moves compared so far, by the seat's view after
/// each move.
struct Told<'a, G: GameRules> {
    seat: u8,
    game: &'a G,
    by_view: HashMap<String, (String, String, G::Move)>,
}

impl<'a, G: GameRules> Told<'a, G> {
    fn new(seat: u8, game: &'a G) -> Self {
        Told { seat, game, by_view: HashMap::new() }
    }

    /// The events as the seat and as a spectator are told them, as JSON.
    fn seen(&self, events: &[G::Event]) -> (String, String) {
        let told = |observer| serde_json::to_string(&*G::events_for(events, observer)).expect("events serialize");
        (told(Observer::Seat(self.seat)), told(Observer::Spectator))
    }

    /// How many of the seat and a spectator were told less than the whole `events`.
    fn filtered(&self, events: &[G::Event]) -> u64 {
        let all = serde_json::to_string(events).expect("events serialize");
        let (seat, spectator) = self.seen(events);
        u64::from(seat != all) + u64::from(spectator != all)
    }

    /// Records what the seat and a spectator are told of `mv`, which led to `after`, or compares
    /// it with what they were told of an earlier move the seat cannot tell from it; returns the
    /// number of comparisons made (0 or 1).
    fn compare(&mut self, after: &G, events: &[G::Event], mv: G::Move, whose: &str) -> u64 {
        let seen = self.seen(events);
        let seat = self.seat;
        match self.by_view.get(&after.view(seat).to_json()) {
            Some((seat_told, spectator_told, first)) => {
                assert!(
                    *seat_told == seen.0,
                    "seat {seat} cannot tell the moves {first} and {mv} ({whose}) apart, but is told other events of \
                     them: {seat_told} and {}; state {}",
                    seen.0,
                    self.game.to_json()
                );
                assert!(
                    *spectator_told == seen.1,
                    "a spectator cannot tell the moves {first} and {mv} ({whose}) apart, but is told other events of \
                     them: {spectator_told} and {}; state {}",
                    seen.1,
                    self.game.to_json()
                );
                1
            }
            None => {
                self.by_view.insert(after.view(seat).to_json(), (seen.0, seen.1, mv));
                0
            }
        }
    }
}
