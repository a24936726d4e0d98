//! Caller buffers, for every game of the registry: every function that writes into one follows
//! the one size-query rule (NULL with capacity 0 asks for the size; a result that does not fit is
//! `HDZ_BUFFER_TOO_SMALL` with the needed count and nothing else written; NULL with a capacity is
//! `HDZ_NULL_POINTER`; an empty result fits any buffer).

use std::ptr::null_mut;

use game_core::GameRules;

use super::support::*;
use crate::*;

use HdzStatus::*;

/// A buffer-writing call: buffer, capacity and count out-parameter.
type Fill<'a, T> = &'a dyn Fn(*mut T, usize, *mut usize) -> HdzStatus;

/// Checks the size-query rule of `fill`, whose result has `size` items (more than 0), with
/// `marker` as what the buffer holds before each call.
fn follows_the_rule<T: Copy + PartialEq + std::fmt::Debug>(fill: Fill<'_, T>, size: usize, marker: T, what: &str) {
    let mut n = usize::MAX;
    assert_eq!(fill(null_mut(), 0, &mut n), HDZ_BUFFER_TOO_SMALL, "{what}: a size query");
    assert_eq!(n, size, "{what}: the size");
    assert!(last_error().contains(&size.to_string()), "{what}: {}", last_error());
    let mut buffer = vec![marker; size + 1];
    n = usize::MAX;
    assert_eq!(fill(buffer.as_mut_ptr(), size - 1, &mut n), HDZ_BUFFER_TOO_SMALL, "{what}: one short");
    assert_eq!(n, size, "{what}: the needed count");
    assert!(buffer.iter().all(|&x| x == marker), "{what}: a short buffer was written");
    n = 7;
    assert_eq!(fill(null_mut(), 3, &mut n), HDZ_NULL_POINTER, "{what}: NULL with a capacity");
    assert_eq!(n, 7, "{what}: a refused call wrote the count");
    assert_eq!(fill(buffer.as_mut_ptr(), size + 1, &mut n), HDZ_OK, "{what}: {}", last_error());
    assert_eq!(n, size, "{what}: the count");
    assert!(buffer[..size].iter().any(|&x| x != marker), "{what}: the result was written");
    assert_eq!(buffer[size], marker, "{what}: written past the count");
}

/// The legal moves and observations of the game and of a view handle follow the rule; the legal
/// moves of a seat that does not decide, and the events of a new game, are empty and fit a size
/// query.
fn buffers_follow_the_size_query_rule<G: GameRules>() {
    let game = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 8);
    let legal = game.legal();
    let seat = game.current();
    let view = game.view(seat);
    // SAFETY (every closure): live handles; the buffer holds `capacity` items or is NULL.
    let game_moves =
        |out: *mut u32, capacity, count: *mut usize| unsafe { hdz_game_legal_moves(game.0, out, capacity, count) };
    let view_moves =
        |out: *mut u32, capacity, count: *mut usize| unsafe { hdz_view_legal_moves(view.0, out, capacity, count) };
    let game_tensor =
        |out: *mut f32, capacity, len: *mut usize| unsafe { hdz_game_observation(game.0, seat, out, capacity, len) };
    let view_tensor =
        |out: *mut f32, capacity, len: *mut usize| unsafe { hdz_view_observation(view.0, out, capacity, len) };
    follows_the_rule::<u32>(&game_moves, legal.len(), u32::MAX, "the game's legal moves");
    follows_the_rule::<u32>(&view_moves, legal.len(), u32::MAX, "the view's legal moves");
    follows_the_rule::<f32>(&game_tensor, G::OBSERVATION_SIZE, -1.0, "the game's observation");
    follows_the_rule::<f32>(&view_tensor, G::OBSERVATION_SIZE, -1.0, "the view's observation");

    let waiting = game.view((seat + 1) % u32::from(G::MIN_PLAYERS));
    let mut n = usize::MAX;
    // SAFETY: live view, a size query.
    assert_eq!(unsafe { hdz_view_legal_moves(waiting.0, null_mut(), 0, &mut n) }, HDZ_OK);
    assert_eq!(n, 0, "a seat that does not decide has no moves");
    let over = GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 8);
    while over.play(0) {}
    n = usize::MAX;
    // SAFETY: live game, a size query.
    assert_eq!(unsafe { hdz_game_legal_moves(over.0, null_mut(), 0, &mut n) }, HDZ_OK);
    assert_eq!(n, 0, "a finished game has no moves");
    assert_eq!(GameHandle::new(kind::<G>(), u32::from(G::MIN_PLAYERS), 8).events(), "[]", "a new game has none");
}

#[test]
fn buffers_of_every_game_follow_the_size_query_rule() {
    for_every_game!(buffers_follow_the_size_query_rule);
}
