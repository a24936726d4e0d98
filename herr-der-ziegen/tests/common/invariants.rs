//! Herr der Ziegen's own invariants, which hold in every position: checked after every move of
//! the conformance suite's games (`tests/properties.rs`) and of the fuzz targets (`fuzz/`, which
//! include this file).

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, GoatKind, KindStatus};

/// Small goats per player.
const GOATS: usize = 10;

/// Every card in exactly one place, removed kinds in the box, at most 10 small goats per player
/// with the rest in the supply, two cards in each hand (one or two in the active player's), a
/// score per player at any time.
pub fn check_invariants(game: &Game) {
    let counts = game.card_place_counts();
    assert!(counts.iter().all(|&n| n == 1), "every card in exactly one place: {counts:?}");
    assert!(game.locate_all().iter().all(Option::is_some), "locate_all finds every card");
    for kind in GoatKind::all() {
        if game.kind_status(kind) == KindStatus::Removed {
            assert_eq!(game.boxed().and(kind.cards()), kind.cards(), "removed kinds stay in the box");
        }
    }
    for p in 0..game.players() {
        let marks = game.cells().filter(|&c| game.mark_at(c) == Some(p)).count();
        assert!(marks <= GOATS, "player {p} has {marks} small goats out");
        assert_eq!(game.supply(p) + marks, GOATS, "player {p}'s supply and small goats out make 10");
        if !game.is_over() {
            let expected = if p == game.active_player() { 1..=2 } else { 2..=2 };
            assert!(expected.contains(&game.hand(p).count()), "player {p} holds {} cards", game.hand(p).count());
        }
    }
    assert_eq!(game.scores().per_player().len(), usize::from(game.players()), "a score per player");
}
