//! "Perft" for a card game: the number of distinct legal move sequences of a given depth from a
//! position. Pinned counts from fixed seeds catch any change to what is legal, and the count is a
//! benchmark of move generation and application.

use crate::events::NoEvents;
use crate::rules::GameRules;

/// The number of legal move sequences of exactly `depth` moves from `game` (1 for depth 0;
/// sequences that end the game sooner are not counted).
pub fn perft<G: GameRules>(game: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = G::MoveList::default();
    game.legal_moves_into(&mut moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|&mv| {
            let mut next = game.clone();
            next.apply_with(mv, &mut NoEvents).expect("a listed move is legal");
            perft(&next, depth - 1)
        })
        .sum()
}
