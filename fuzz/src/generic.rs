//! Fuzz checks written once over [`GameRules`], for the games other than Herr der Ziegen: the
//! `zk_*` and `lb_*` targets are each one call of [`fuzz_actions`] or [`fuzz_state_json`] with the
//! game's type (and, for the action targets, its options decoder from [`crate::options`]).
//!
//! The checks use only the shared trait, so they hold every game to the same contract:
//! * an action id is accepted exactly when the legal moves list it, with or without events, and
//!   a refused move leaves the game (and the event list) unchanged;
//! * the legal move list is empty exactly when the game is over, its ids are below
//!   `NUM_ACTIONS`, distinct, and decode back to the listed moves;
//! * the state and every seat's view round-trip through JSON (same value, identical text;
//!   loading runs the game's validation), a view shows the seat and the player to act, its
//!   observation is finite, and a determinization of it has that view again (and the same legal
//!   moves when the seat is the one to act);
//! * loading arbitrary state or view JSON never panics, and what it accepts passes all of the
//!   above, as does every state one legal move later.
//!
//! A violation panics with the state as JSON, which libFuzzer reports as a crash.

use game_core::{legal_action_mask, GameRules, GameView, MoveRefusal, StateRefusal};

use crate::Reader;

/// What the bytes of an input say about the options they decode to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// The options of the rules as written (any player count, the variants): setup must accept.
    Valid,
    /// The bytes broke a rule of the options (a player count, a table entry, a deck id): setup
    /// must refuse.
    Invalid,
    /// Edited in ways whose combination the decoder does not judge: setup and validation must
    /// only agree.
    Either,
}

/// Options decoded from the head of an input, and what setup must make of them.
#[derive(Clone, Debug)]
pub struct Decoded<O> {
    /// The options (possibly invalid).
    pub options: O,
    /// Whether setup must accept them, refuse them, or either.
    pub expect: Expect,
}

/// Reads a game's options from the head of an input (see [`crate::options`]).
pub type OptionsFromBytes<G> = fn(&mut Reader<'_>) -> Decoded<<G as GameRules>::Options>;

// ----- the action targets' input -----
//
// The game's option bytes (its decoder in `crate::options`), the seed as 8 bytes little-endian,
// then steps, one tag byte each:
//
// | tag            | step                                                                       |
// |----------------|----------------------------------------------------------------------------|
// | `0x00..=0xBF`  | play the legal move at index `tag % count` (none once the game is over)    |
// | `0xC0..=0xEF`  | action id `(((tag - 0xC0) << 8) | next byte) % (NUM_ACTIONS + 16)`         |
// | `0xF0..=0xF3`  | the legal move at index `next byte % count`, with events                   |
// | `0xF4..=0xF7`  | any `u16` action id (2 bytes little-endian), with events                   |
// | `0xF8..=0xFE`  | any `u16` action id (2 bytes little-endian)                                |
// | `0xFF`         | try every action id on a copy and compare with the legal list              |

/// First tag byte of a short action id step.
pub const TAG_ACTION: u8 = 0xC0;
/// First tag byte of a legal move applied with events.
pub const TAG_EVENTS: u8 = 0xF0;
/// First tag byte of a `u16` action id applied with events.
pub const TAG_WIDE_EVENTS: u8 = 0xF4;
/// First tag byte of a `u16` action id.
pub const TAG_WIDE_ACTION: u8 = 0xF8;
/// The tag of a sweep over every action id.
pub const TAG_CHECK_ALL: u8 = 0xFF;
/// Short action ids are taken modulo `NUM_ACTIONS` plus this many unknown ids.
pub const UNKNOWN_IDS: usize = 16;

/// One step of an action input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Play the legal move at this index modulo the number of legal moves.
    Legal(u8),
    /// Apply this action id (accepted exactly when listed); `events` applies it with events.
    Action {
        /// The action id, possibly unknown.
        id: u16,
        /// Whether `apply_with_events` is used (else `apply_without_events`).
        events: bool,
    },
    /// Play the legal move at this index with events, and compare with the same move without.
    Events(u8),
    /// Try every action id on a copy of the game and compare with the legal list.
    CheckAll,
}

/// Writes the seed after the options bytes of an action input.
pub fn write_seed(out: &mut Vec<u8>, seed: u64) {
    out.extend_from_slice(&seed.to_le_bytes());
}

/// Reads the next step of an action input for `G`, `None` at the end.
pub fn read_step<G: GameRules>(r: &mut Reader<'_>) -> Option<Step> {
    if r.is_empty() {
        return None;
    }
    let span = (G::NUM_ACTIONS + UNKNOWN_IDS) as u32;
    Some(match r.u8() {
        tag @ 0..TAG_ACTION => Step::Legal(tag),
        tag @ TAG_ACTION..TAG_EVENTS => {
            let id = ((u32::from(tag - TAG_ACTION) << 8) | u32::from(r.u8())) % span;
            Step::Action { id: id as u16, events: false }
        }
        TAG_EVENTS..TAG_WIDE_EVENTS => Step::Events(r.u8()),
        TAG_WIDE_EVENTS..TAG_WIDE_ACTION => Step::Action { id: r.u16(), events: true },
        TAG_WIDE_ACTION..TAG_CHECK_ALL => Step::Action { id: r.u16(), events: false },
        TAG_CHECK_ALL => Step::CheckAll,
    })
}

/// Writes a step in the format [`read_step`] reads. `Legal` indices must be below `0xC0`.
pub fn write_step<G: GameRules>(out: &mut Vec<u8>, step: Step) {
    match step {
        Step::Legal(index) => {
            assert!(index < TAG_ACTION);
            out.push(index);
        }
        Step::Action { id, events: false } if usize::from(id) < G::NUM_ACTIONS + UNKNOWN_IDS => {
            out.push(TAG_ACTION + (id >> 8) as u8);
            out.push(id as u8);
        }
        Step::Action { id, events } => {
            out.push(if events { TAG_WIDE_EVENTS } else { TAG_WIDE_ACTION });
            out.extend_from_slice(&id.to_le_bytes());
        }
        Step::Events(index) => out.extend_from_slice(&[TAG_EVENTS, index]),
        Step::CheckAll => out.push(TAG_CHECK_ALL),
    }
}

/// The round trips run after each of the last this many steps of an action input (and at the
/// end of a game); the cheaper checks run after every step. Loading a state validates it, which
/// costs far more than a move. Every seat's view round-trips after the last step and at the end
/// of a game; the other steps of the tail check one seat's view each.
pub const FULL_CHECK_TAIL: usize = 16;

/// Events kept from earlier steps; the list is cleared when it grows longer.
const MAX_EVENTS: usize = 4096;

/// The `*_actions` targets: options and seed from the head of `data`, then steps (the format
/// above). Setup must agree with option validation and with what the decoder expects; then
/// every step is checked against the legal move list (see the module documentation).
pub fn fuzz_actions<G: GameRules + PartialEq>(data: &[u8], options_from_bytes: OptionsFromBytes<G>) {
    let mut r = Reader::new(data);
    let Decoded { options, expect } = options_from_bytes(&mut r);
    let seed = r.u64();
    let valid = G::validate_options(&options);
    let mut game = match G::with_options(&options, seed) {
        Ok(game) => {
            assert!(valid.is_ok(), "options {options:?} fail validation ({valid:?}) but set up a game");
            assert!(expect != Expect::Invalid, "invalid options {options:?} set up a game");
            game
        }
        Err(e) => {
            assert!(valid.is_err(), "options {options:?} validate but setup failed: {e}");
            assert!(expect != Expect::Valid, "options {options:?} refused: {e}");
            return;
        }
    };
    let players = G::players_in(&options);
    assert!((G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players), "a game with {players} players set up");
    assert_eq!(game.player_count(), players, "the game seats the players of its options");
    assert!(G::with_options(&options, seed).ok().as_ref() == Some(&game), "setup is not deterministic");

    let steps: Vec<Step> = std::iter::from_fn(|| read_step::<G>(&mut r)).collect();
    let full_from = steps.len().saturating_sub(FULL_CHECK_TAIL);
    check_moves(&game);
    if full_from == 0 {
        check_round_trips(&game, seed, true);
    }

    let mut events = Vec::new();
    let mut moves = G::MoveList::default();
    for (n, &step) in steps.iter().enumerate() {
        game.legal_moves_into(&mut moves);
        let before = game.clone();
        let listed = |id: u16| moves.iter().any(|&m| G::action_id(m) == id);
        let changed = match step {
            Step::Legal(index) | Step::Events(index) => {
                if moves.is_empty() {
                    continue;
                }
                let index = usize::from(index) % moves.len();
                let mv = moves[index];
                let picked = game.pick_legal_move(|player, count| {
                    assert_eq!(Some(player), game.current_player(), "pick_legal_move names another player");
                    assert_eq!(count as usize, moves.len(), "pick_legal_move counts other moves");
                    index
                });
                assert_eq!(picked, Some(mv), "pick_legal_move picks another move than the list");
                let applied = if let Step::Events(_) = step {
                    apply_with_events_twice(&mut game, mv, &mut events)
                } else {
                    game.apply_without_events(mv)
                };
                if let Err(e) = applied {
                    panic!("listed move {mv} refused: {e}\nstate: {}", before.to_json());
                }
                true
            }
            Step::Action { id, events: with_events } => {
                let listed = listed(id);
                match G::move_from_action_id(id) {
                    None => {
                        assert!(!listed, "listed action {id} decodes to no move\nstate: {}", game.to_json());
                        false
                    }
                    Some(mv) => {
                        assert_eq!(G::action_id(mv), id, "action {id} decodes to {mv}, whose id differs");
                        let applied = if with_events {
                            apply_with_events_twice(&mut game, mv, &mut events)
                        } else {
                            game.apply_without_events(mv)
                        };
                        match applied {
                            Ok(()) => {
                                assert!(listed, "accepted unlisted action {id} ({mv})\nstate: {}", before.to_json());
                                true
                            }
                            Err(e) => {
                                assert!(!listed, "refused listed action {id} ({mv}): {e}\nstate: {}", before.to_json());
                                let refusal = G::move_refusal(&e);
                                if before.is_over() {
                                    assert_eq!(refusal, MoveRefusal::GameOver, "{mv} after the end refused as {e}");
                                }
                                false
                            }
                        }
                    }
                }
            }
            Step::CheckAll => {
                check_all_actions(&game, &moves);
                false
            }
        };
        if events.len() > MAX_EVENTS {
            events.clear();
        }
        if changed {
            check_moves(&game);
            if n >= full_from || game.is_over() {
                let all_views = n + 1 == steps.len() || game.is_over();
                check_round_trips(&game, seed ^ n as u64, all_views);
            }
        } else {
            assert!(game == before, "a refused move changed the game\nbefore: {}", before.to_json());
            assert_eq!(game.to_json(), before.to_json(), "a refused move changed the state JSON");
        }
    }
}

/// Applies `mv` with events to `game`, and without events to a copy: both must give the same
/// result and the same game. Accepted, the events are appended to `events` (and serialize); refused,
/// `events` is unchanged.
fn apply_with_events_twice<G: GameRules + PartialEq>(
    game: &mut G,
    mv: G::Move,
    events: &mut Vec<G::Event>,
) -> Result<(), G::MoveError> {
    let mut twin = game.clone();
    let before = events.len();
    let with = game.apply_with(mv, events);
    let without = twin.apply_without_events(mv);
    assert_eq!(with.is_ok(), without.is_ok(), "{mv} with events: {with:?}, without: {without:?}");
    assert!(*game == twin, "{mv} with and without events gives different games\nstate: {}", game.to_json());
    match &with {
        Ok(()) => {
            if let Err(e) = serde_json::to_string(&events[before..]) {
                panic!("the events of {mv} do not serialize: {e}: {:?}", &events[before..]);
            }
        }
        Err(_) => assert_eq!(events.len(), before, "a refused move {mv} reported events"),
    }
    with
}

/// Every action id (and a few unknown ones) on a copy of `game`: accepted exactly when listed in
/// `moves`, a refused one changes nothing; the legal action mask marks the listed ids.
fn check_all_actions<G: GameRules + PartialEq>(game: &G, moves: &[G::Move]) {
    let mut mask = vec![false; G::NUM_ACTIONS];
    legal_action_mask(game, &mut mask);
    for id in 0..(G::NUM_ACTIONS + UNKNOWN_IDS) as u16 {
        let listed = moves.iter().any(|&m| G::action_id(m) == id);
        if let Some(&marked) = mask.get(usize::from(id)) {
            assert_eq!(marked, listed, "the legal action mask disagrees with the list at {id}");
        }
        let Some(mv) = G::move_from_action_id(id) else {
            assert!(!listed, "listed action {id} decodes to no move");
            continue;
        };
        assert_eq!(G::action_id(mv), id, "action {id} decodes to {mv}, whose id differs");
        let mut copy = game.clone();
        let applied = copy.apply_without_events(mv);
        assert_eq!(
            applied.is_ok(),
            listed,
            "action {id} ({mv}): {applied:?}, listed: {listed}\nstate: {}",
            game.to_json()
        );
        if applied.is_err() {
            assert!(copy == *game, "a refused move {mv} changed the game\nstate: {}", game.to_json());
        }
    }
}

/// The legal move list (empty exactly when over, ids in range, distinct and decoding to the
/// listed moves), the player to act, the outcome and the scores.
pub fn check_moves<G: GameRules>(game: &G) {
    let fail = |what: String| -> ! { panic!("invariant violated: {what}\nstate: {}", game.to_json()) };
    let mut moves = G::MoveList::default();
    game.legal_moves_into(&mut moves);
    let players = game.player_count();
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players) {
        fail(format!("{players} players"));
    }
    match game.current_player() {
        None if !game.is_over() => fail("no player to act while the game runs".into()),
        Some(p) if game.is_over() => fail(format!("player {p} to act after the end")),
        Some(p) if p >= players => fail(format!("player {p} to act of {players}")),
        _ => {}
    }
    if moves.is_empty() != game.is_over() {
        fail(format!("{} legal moves, over: {}", moves.len(), game.is_over()));
    }
    let mut seen = vec![false; G::NUM_ACTIONS];
    for &mv in moves.iter() {
        let id = G::action_id(mv);
        match seen.get_mut(usize::from(id)) {
            None => fail(format!("legal move {mv} has action id {id}, not below {}", G::NUM_ACTIONS)),
            Some(true) => fail(format!("action {id} listed twice")),
            Some(s) => *s = true,
        }
        if G::move_from_action_id(id) != Some(mv) {
            fail(format!("action {id} does not decode to the listed {mv}"));
        }
    }
    if let Some(&last) = moves.last() {
        let picked = game.pick_legal_move(|_, count| count as usize - 1);
        if picked != Some(last) {
            fail(format!("pick_legal_move gives {picked:?} for the last of the list, {last}"));
        }
    } else if game.pick_legal_move(|_, _| 0).is_some() {
        fail("pick_legal_move picks a move after the end".into());
    }
    let outcome = game.outcome();
    if outcome.per_player().len() != usize::from(players) {
        fail(format!("an outcome of {} seats", outcome.per_player().len()));
    }
    if let Err(e) = serde_json::to_string(&game.scores()) {
        fail(format!("the scores do not serialize: {e}"));
    }
}

/// The state JSON round trip (same game, same text), and every seat's view: it shows the seat and
/// the player to act, and round-trips (for `all_views`; else only one seat's view, chosen by
/// `seed`: view JSON costs most of these checks); the chosen seat's view is determinized, which
/// must give a game with that view again, the same player to act, and, when that seat acts, the
/// same legal moves.
pub fn check_round_trips<G: GameRules + PartialEq>(game: &G, seed: u64, all_views: bool) {
    let json = game.to_json();
    match G::from_json(&json) {
        Ok(back) => {
            assert!(back == *game, "the state round trip gives another game\nstate: {json}");
            assert_eq!(back.to_json(), json, "the state round trip gives other JSON");
        }
        Err(e) => panic!("own state refused: {e}\nstate: {json}"),
    }
    let players = game.player_count();
    let chosen = (seed % u64::from(players)) as u8;
    for seat in 0..players {
        let view = game.view(seat);
        assert_eq!(view.seat(), seat, "the view of seat {seat} names another seat\nstate: {json}");
        assert_eq!(
            view.current_player(),
            game.current_player(),
            "seat {seat}'s view: another player to act\nstate: {json}"
        );
        if all_views || seat == chosen {
            check_view(&view);
        }
        if seat == chosen {
            let sample = check_determinize(&view, seed);
            assert_eq!(sample.player_count(), players, "a determinization seats other players\nstate: {json}");
            if game.current_player() == Some(seat) {
                let (mut ours, mut theirs) = (G::MoveList::default(), G::MoveList::default());
                game.legal_moves_into(&mut ours);
                sample.legal_moves_into(&mut theirs);
                assert!(
                    *ours == *theirs,
                    "a determinization for the seat to act lists other moves: {ours:?} / {theirs:?}\nstate: {json}"
                );
            }
        }
    }
}

/// A view's JSON round trip (same view, same text) and a finite observation.
pub fn check_view<V: GameView>(view: &V) {
    let json = view.to_json();
    match V::from_json(&json) {
        Ok(back) => {
            assert!(back == *view, "seat {}'s view round trip gives another view\nview: {json}", view.seat());
            assert_eq!(back.to_json(), json, "seat {}'s view round trip gives other JSON", view.seat());
        }
        Err(e) => panic!("seat {}'s own view refused: {e}\nview: {json}", view.seat()),
    }
    let mut observation = vec![f32::NAN; <V::Game as GameRules>::OBSERVATION_SIZE];
    view.observation(&mut observation);
    assert!(observation.iter().all(|x| x.is_finite()), "the observation is not finite\nview: {json}");
}

/// A determinization of `view` from `seed`: its view for the seat is `view`, and the player to act
/// is the view's.
pub fn check_determinize<V: GameView>(view: &V, seed: u64) -> V::Game {
    let sample = <V::Game as GameRules>::determinize(view, &mut game_core::rng::seeded(seed));
    let seat = view.seat();
    assert!(
        sample.view(seat) == *view,
        "a determinization has another view\nview: {}\ndeterminized: {}",
        view.to_json(),
        sample.to_json()
    );
    assert_eq!(sample.current_player(), view.current_player(), "a determinization has another player to act");
    sample
}

/// Every check of this module on one game: the legal moves, the round trips and the views.
pub fn check_game<G: GameRules + PartialEq>(game: &G, seed: u64) {
    check_moves(game);
    check_round_trips(game, seed, true);
}

/// A seed from input bytes, for determinizations.
fn seed_of(data: &[u8]) -> u64 {
    data.iter().fold(0u64, |h, &b| h.rotate_left(5) ^ u64::from(b))
}

/// Whether `text` is JSON at all (any shape).
fn is_json(text: &str) -> bool {
    serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok()
}

/// The `*_state_json` targets: `data` as a saved state and as a saved view of `G`.
///
/// Loading must never panic; text that is not JSON is refused as [`StateRefusal::Json`]. An
/// accepted state passes [`check_game`], and so does every state one legal move later (each
/// listed move must apply). An accepted view round-trips, has a finite observation, and its
/// determinization has that view and passes [`check_game`].
pub fn fuzz_state_json<G: GameRules + PartialEq>(data: &[u8]) {
    // Invalid UTF-8 cannot reach `from_json` (a `&str`); the lossy text still exercises it.
    let text = String::from_utf8_lossy(data);
    let seed = seed_of(data);
    match G::from_json(&text) {
        Ok(game) => {
            check_game(&game, seed);
            let mut moves = G::MoveList::default();
            game.legal_moves_into(&mut moves);
            for &mv in moves.iter() {
                let mut next = game.clone();
                if let Err(e) = next.apply_without_events(mv) {
                    panic!("listed move {mv} refused on a loaded state: {e}\nstate: {}", game.to_json());
                }
                check_game(&next, seed);
            }
        }
        Err(e) => check_refusal::<G>(&text, &e, "state"),
    }
    match G::View::from_json(&text) {
        Ok(view) => {
            check_view(&view);
            let sample = check_determinize(&view, seed);
            check_game(&sample, seed);
        }
        Err(e) => check_refusal::<G>(&text, &e, "view"),
    }
}

/// A refused document: the error prints, and text that is not JSON is a JSON refusal.
fn check_refusal<G: GameRules>(text: &str, error: &G::StateError, what: &str) {
    let message = error.to_string();
    assert!(!message.is_empty(), "an empty error message for a refused {what}");
    if !is_json(text) {
        assert_eq!(G::state_refusal(error), StateRefusal::Json, "a {what} that is not JSON refused as {message}");
    }
}
