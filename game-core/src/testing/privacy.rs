//! The declarations of what a seat keeps to itself ([`crate::privacy`]) checked against the
//! views: what a game declares public must really be the same for every seat, and a move it
//! declares public must really be seen by the others.

use std::collections::HashSet;

use crate::rules::{GameRules, GameView};

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
