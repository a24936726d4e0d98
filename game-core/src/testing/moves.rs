//! The checks of the legal moves and of moves played or refused: every game answers the same
//! way through [`GameRules`], so one set of checks holds each to the same contract.

use crate::events::NoEvents;
use crate::refusal::MoveRefusal;
use crate::rules::{GamePhase, GameRules, GameView};
use crate::MoveErrorKind;

/// Action ids past [`GameRules::NUM_ACTIONS`] that [`check_all_actions`] tries as well: each
/// must be refused as unknown.
pub const UNKNOWN_IDS: u32 = 16;

/// Panics with `what` and the state as JSON.
#[track_caller]
pub(crate) fn fail<G: GameRules>(game: &G, what: std::fmt::Arguments<'_>) -> ! {
    panic!("{what}\nstate: {}", game.to_json())
}

/// The position's answers agree with each other: the player count is the game's, a player
/// decides exactly while the game runs, the phase is named, and the legal moves are empty
/// exactly once the game is over, at most [`GameRules::MAX_LEGAL_MOVES`], with distinct ids
/// below [`GameRules::NUM_ACTIONS`] that decode back to the listed moves; `legal_moves`,
/// `legal_actions`, the legal-action mask, `check`, `is_legal` and the deciding seat's view
/// agree with that list (other seats' views list nothing); the outcome has a score per seat and
/// the scores serialize.
///
/// # Panics
/// On the first disagreement, with the state as JSON.
pub fn check_moves<G: GameRules>(game: &G) {
    let players = game.player_count();
    if !(G::MIN_PLAYERS..=G::MAX_PLAYERS).contains(&players) {
        fail(game, format_args!("{players} players, not {} to {}", G::MIN_PLAYERS, G::MAX_PLAYERS));
    }
    let phase = game.phase();
    if G::Phase::NAMES.get(usize::from(phase.number())) != Some(&phase.name()) {
        fail(game, format_args!("phase {phase:?} is number {} but named {:?}", phase.number(), phase.name()));
    }
    let mut moves = G::MoveList::default();
    game.legal_moves_into(&mut moves);
    match game.current_player() {
        None if !game.is_over() => fail(game, format_args!("no player decides while the game runs")),
        Some(p) if game.is_over() => fail(game, format_args!("player {p} decides after the end")),
        Some(p) if p >= players => fail(game, format_args!("player {p} decides in a {players}-player game")),
        _ => {}
    }
    if moves.is_empty() != game.is_over() {
        fail(game, format_args!("{} legal moves, over: {}", moves.len(), game.is_over()));
    }
    if moves.len() > G::MAX_LEGAL_MOVES {
        fail(game, format_args!("{} legal moves, more than MAX_LEGAL_MOVES {}", moves.len(), G::MAX_LEGAL_MOVES));
    }
    if *game.legal_moves() != *moves {
        fail(game, format_args!("legal_moves and legal_moves_into disagree"));
    }
    let mut listed = vec![false; G::NUM_ACTIONS];
    for &mv in moves.iter() {
        let id = G::action_id(mv);
        match listed.get_mut(usize::from(id)) {
            None => fail(game, format_args!("legal move {mv} has action id {id}, not below {}", G::NUM_ACTIONS)),
            Some(true) => fail(game, format_args!("action {id} listed twice")),
            Some(seen) => *seen = true,
        }
        if G::move_from_action_id(id) != Some(mv) {
            fail(game, format_args!("action {id} does not decode to the listed {mv}"));
        }
        if let Err(e) = game.check(mv) {
            fail(game, format_args!("listed move {mv} fails check: {e}"));
        }
        if !game.is_legal(mv) {
            fail(game, format_args!("listed move {mv} is not is_legal"));
        }
    }
    if !game.legal_actions().eq(moves.iter().map(|&mv| G::action_id(mv))) {
        fail(game, format_args!("legal_actions disagrees with the legal moves"));
    }
    let mut mask = vec![true; G::NUM_ACTIONS];
    crate::rules::legal_action_mask(game, &mut mask);
    if mask != listed {
        fail(game, format_args!("the legal-action mask disagrees with the legal moves"));
    }
    if let Some(seat) = game.current_player() {
        if *game.view(seat).legal_moves() != *moves {
            fail(game, format_args!("the view of seat {seat}, which decides, lists other moves"));
        }
        let other = (seat + 1) % players;
        if other != seat && !game.view(other).legal_moves().is_empty() {
            fail(game, format_args!("the view of seat {other}, which does not decide, lists moves"));
        }
    }
    let outcome = game.outcome();
    if outcome.per_player().len() != usize::from(players) {
        fail(game, format_args!("an outcome of {} seats", outcome.per_player().len()));
    }
    if let Err(e) = serde_json::to_string(&game.scores()) {
        fail(game, format_args!("the scores do not serialize: {e}"));
    }
}

/// [`GameRules::pick_legal_move`] picks the move at every index of the legal list, told the seat
/// that decides and the number of legal moves; once the game is over it picks nothing and asks
/// for no index.
///
/// # Panics
/// On the first disagreement, with the state as JSON.
pub fn check_pick_legal_move<G: GameRules>(game: &G) {
    let moves = game.legal_moves();
    if moves.is_empty() {
        let picked =
            game.pick_legal_move(|_, _| fail(game, format_args!("pick_legal_move asks for an index after the end")));
        if let Some(mv) = picked {
            fail(game, format_args!("pick_legal_move picks {mv} after the end"));
        }
        return;
    }
    for (index, &mv) in moves.iter().enumerate() {
        let picked = game.pick_legal_move(|player, count| {
            if Some(player) != game.current_player() || count as usize != moves.len() {
                fail(game, format_args!("pick_legal_move is told player {player} and {count} moves"));
            }
            index
        });
        if picked != Some(mv) {
            fail(game, format_args!("pick_legal_move gives {picked:?} at index {index}, the list {mv}"));
        }
    }
}

/// Every action id below [`GameRules::NUM_ACTIONS`], [`UNKNOWN_IDS`] past it and a few far
/// beyond (up to `u32::MAX`), on copies of `game`: an id decodes to a move with that id or is refused as unknown; `check`,
/// `apply_with` (without events), `apply` and `apply_for` the seat that decides accept it exactly when the legal moves
/// list it; a refused id changes nothing (compared with `==`, and by state JSON for the first
/// refusal) and is refused as over once the game is over, as illegal otherwise; a listed move
/// is refused to every seat but the one that decides, as not its turn.
///
/// # Panics
/// On the first disagreement, with the state as JSON.
pub fn check_all_actions<G: GameRules>(game: &G) {
    let moves = game.legal_moves();
    let listed = |id: u16| moves.iter().any(|&m| G::action_id(m) == id);
    let mut state_json_compared = false;
    let far = [u32::from(u16::MAX), 1 << 16, u32::MAX];
    for id in (0..G::NUM_ACTIONS as u32 + UNKNOWN_IDS).chain(far) {
        let mut copy = game.clone();
        let Ok(mv) = G::move_of_action(id) else {
            if (id as usize) < G::NUM_ACTIONS && u16::try_from(id).is_ok_and(listed) {
                fail(game, format_args!("listed action {id} decodes to no move"));
            }
            check_refused(game, &G::move_of_action(id).and_then(|mv| copy.apply(mv)), MoveRefusal::UnknownAction, id);
            if copy != *game {
                fail(game, format_args!("the unknown action {id} changed the game"));
            }
            continue;
        };
        if u32::from(G::action_id(mv)) != id {
            fail(game, format_args!("action {id} decodes to {mv}, whose id is {}", G::action_id(mv)));
        }
        let is_listed = listed(id as u16);
        if game.check(mv).is_ok() != is_listed || game.is_legal(mv) != is_listed {
            fail(game, format_args!("check({mv}) is {:?}, listed: {is_listed}", game.check(mv)));
        }
        // Each id goes through one of the ways in, in turn.
        let applied = match id % 3 {
            0 => copy.apply_with(mv, &mut NoEvents),
            1 => copy.apply(mv).map(drop),
            _ => copy.apply_for(game.current_player().unwrap_or(0), mv).map(drop),
        };
        match applied {
            Ok(()) if !is_listed => fail(game, format_args!("unlisted action {id} ({mv}) accepted")),
            Err(e) if is_listed => fail(game, format_args!("listed action {id} ({mv}) refused: {e}")),
            Ok(()) => {}
            Err(e) => {
                let expected = if game.is_over() { MoveRefusal::GameOver } else { MoveRefusal::Illegal };
                check_refused(game, &Err::<(), _>(e), expected, id);
                if copy != *game {
                    fail(game, format_args!("the refused action {id} ({mv}) changed the game"));
                }
                if !state_json_compared {
                    state_json_compared = true;
                    if copy.to_json() != game.to_json() {
                        fail(game, format_args!("the refused action {id} ({mv}) changed the state JSON"));
                    }
                }
            }
        }
    }
    for &mv in moves.iter().take(2) {
        for seat in 0..=game.player_count() {
            let _ = check_apply_for(game, seat, mv);
        }
    }
    if game.is_over() {
        if let Some(mv) = G::move_from_action_id(0) {
            let _ = check_apply_for(game, 0, mv);
        }
    }
}

/// A refusal of `id` is of the kind `expected`.
#[track_caller]
fn check_refused<G: GameRules, T>(game: &G, result: &Result<T, G::MoveError>, expected: MoveRefusal, id: u32) {
    match result {
        Ok(_) => fail(game, format_args!("action {id} accepted, expected a refusal ({expected:?})")),
        Err(e) if MoveErrorKind::refusal(e) != expected => fail(
            game,
            format_args!("action {id} refused as {:?} ({e}), expected {expected:?}", MoveErrorKind::refusal(e)),
        ),
        Err(_) => {}
    }
}

/// Plays the action `id` on `game` if the legal moves list it, every way compared by
/// [`check_events_agree`] (`with_events`) or by `apply_with` without events; otherwise checks that
/// it is refused (as unknown for an id that names no move, as over after the end) and changes
/// nothing, nor (`with_events`) the events reported. Returns whether the game moved on.
///
/// # Panics
/// If the game accepts an unlisted id or refuses a listed one, or a refusal changes it.
pub fn check_action<G: GameRules>(game: &mut G, id: u32, with_events: bool) -> bool {
    let moves = game.legal_moves();
    let listed = moves.iter().any(|&m| u32::from(G::action_id(m)) == id);
    let Ok(mv) = G::move_of_action(id) else {
        if listed {
            fail(game, format_args!("listed action {id} decodes to no move"));
        }
        let before = game.clone();
        check_refused(&before, &G::move_of_action(id).and_then(|mv| game.apply(mv)), MoveRefusal::UnknownAction, id);
        if *game != before {
            fail(&before, format_args!("the unknown action {id} changed the game"));
        }
        return false;
    };
    if u32::from(G::action_id(mv)) != id {
        fail(game, format_args!("action {id} decodes to {mv}, whose id is {}", G::action_id(mv)));
    }
    if game.check(mv).is_ok() != listed {
        fail(game, format_args!("check({mv}) is {:?}, listed: {listed}", game.check(mv)));
    }
    if listed && with_events {
        *game = check_events_agree(game, mv);
        return true;
    }
    let before = game.clone();
    match game.apply_with(mv, &mut NoEvents) {
        Ok(()) if listed => true,
        Ok(()) => fail(&before, format_args!("unlisted action {id} ({mv}) accepted")),
        Err(e) if listed => fail(&before, format_args!("listed action {id} ({mv}) refused: {e}")),
        Err(e) => {
            let expected = if before.is_over() { MoveRefusal::GameOver } else { MoveRefusal::Illegal };
            check_refused(&before, &Err::<(), _>(e), expected, id);
            if *game != before || game.to_json() != before.to_json() {
                fail(&before, format_args!("the refused action {id} ({mv}) changed the game"));
            }
            if with_events {
                let mut events = Vec::new();
                if game.apply_with(mv, &mut events).is_ok() || !events.is_empty() || *game != before {
                    fail(&before, format_args!("the refused action {id} ({mv}) reported events or changed the game"));
                }
            }
            false
        }
    }
}

/// Plays `mv` on behalf of `seat` with [`GameRules::apply_for`], which must accept it exactly
/// when `seat` decides and `mv` is legal: a seat that does not decide is refused as not its turn
/// (as over once the game is over), and a refusal changes nothing. Returns the game after the
/// move, or `None` when it was refused.
///
/// # Panics
/// If `apply_for` answers otherwise.
pub fn check_apply_for<G: GameRules>(game: &G, seat: u8, mv: G::Move) -> Option<G> {
    let mut copy = game.clone();
    let result = copy.apply_for(seat, mv);
    let expected = match game.current_player() {
        None => Some(MoveRefusal::GameOver),
        Some(p) if p != seat => Some(MoveRefusal::NotYourTurn),
        Some(_) if !game.is_legal(mv) => Some(MoveRefusal::Illegal),
        Some(_) => None,
    };
    match (result, expected) {
        (Ok(_), None) => Some(copy),
        (Ok(_), Some(refusal)) => fail(game, format_args!("apply_for({seat}, {mv}) accepted, expected {refusal:?}")),
        (Err(e), None) => fail(game, format_args!("apply_for({seat}, {mv}) refused for the seat that decides: {e}")),
        (Err(e), Some(refusal)) => {
            if MoveErrorKind::refusal(&e) != refusal {
                fail(game, format_args!("apply_for({seat}, {mv}) refused as {e}, expected {refusal:?}"));
            }
            if copy != *game {
                fail(game, format_args!("a refused apply_for({seat}, {mv}) changed the game"));
            }
            None
        }
    }
}

/// Plays the legal move `mv` every way the trait offers: `apply` (events into the fixed-capacity
/// list), `apply_with` into a `Vec`, `apply_with` without events, `perform_with`, and `apply_for` the
/// deciding seat. All must give the same game, which differs from `game`; the events (at least
/// one, at most [`GameRules::MAX_EVENTS`]) are the same each way and serialize. Returns the
/// game after the move.
///
/// # Panics
/// If `mv` is not legal, or the ways disagree.
pub fn check_events_agree<G: GameRules>(game: &G, mv: G::Move) -> G {
    let seat = game.current_player().unwrap_or_else(|| fail(game, format_args!("{mv} played after the end")));
    let mut with_list = game.clone();
    let listed = with_list.apply(mv).unwrap_or_else(|e| fail(game, format_args!("{mv} refused: {e}")));
    let mut with_vec = game.clone();
    let mut collected = Vec::new();
    with_vec.apply_with(mv, &mut collected).unwrap_or_else(|e| fail(game, format_args!("{mv} refused: {e}")));
    let mut without = game.clone();
    without.apply_with(mv, &mut NoEvents).unwrap_or_else(|e| fail(game, format_args!("{mv} refused: {e}")));
    let mut performed = game.clone();
    performed.perform_with(mv, &mut NoEvents);
    let mut for_seat = game.clone();
    let for_seat_events =
        for_seat.apply_for(seat, mv).unwrap_or_else(|e| fail(game, format_args!("{mv} refused: {e}")));
    for (way, other) in [
        ("apply_with", &with_vec),
        ("without events", &without),
        ("perform_with", &performed),
        ("apply_for", &for_seat),
    ] {
        if *other != with_list {
            fail(game, format_args!("{mv} played by apply and by {way} gives different games"));
        }
    }
    if with_list == *game {
        fail(game, format_args!("{mv} changed nothing"));
    }
    if listed.is_empty() || listed.len() > G::MAX_EVENTS {
        fail(game, format_args!("{mv} reported {} events, expected 1 to MAX_EVENTS {}", listed.len(), G::MAX_EVENTS));
    }
    let text = |events: &[G::Event]| {
        serde_json::to_string(events)
            .unwrap_or_else(|e| fail(game, format_args!("the events of {mv} do not serialize: {e}")))
    };
    let json = text(&listed);
    if text(&collected) != json || text(&for_seat_events) != json {
        fail(game, format_args!("{mv} reports other events into a Vec or through apply_for: {json}"));
    }
    with_list
}
