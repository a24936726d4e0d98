//! Ziegen Kriegen's own invariants, which hold in every position: checked after every move of
//! the conformance suite's games (`tests/properties.rs`) and of the fuzz targets (`fuzz/`, which
//! include this file).

use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Phase};

/// Every goat and hill card in exactly one place; hands, the box, the hill and the goats taken
/// as the round so far says.
pub fn check_invariants(game: &Game) {
    assert!(game.goat_place_counts().iter().all(|&n| n == 1), "every goat card in exactly one place");
    assert!(game.hill_place_counts().iter().all(|&n| n == 1), "every hill card in exactly one place");
    let n = game.players();
    let done = game.tricks_this_round();
    for s in 0..n {
        assert_eq!(game.hand(s).len(), game.hand_size(s));
        if !game.is_over() {
            let in_trick = usize::from(game.played_in_current(s).is_some());
            assert_eq!(game.hand(s).len(), 8 - done - in_trick);
        }
    }
    assert_eq!(game.boxed().len(), 50 - 8 * usize::from(n));
    assert_eq!(game.hill().len(), done.min(4));
    assert_eq!(game.limit().is_some(), done >= 4);
    assert_eq!(game.revealed_hill().is_some(), game.phase() == Phase::ChooseHill);
    let goats: u32 = (0..n).map(|s| u32::from(game.goats(s))).sum();
    let taken: u32 = game
        .round_tricks(game.round())
        .iter()
        .flat_map(|t| t.cards[..usize::from(n)].to_vec())
        .map(|c| u32::from(game.heads(c)))
        .sum();
    assert_eq!(goats, taken);
}
