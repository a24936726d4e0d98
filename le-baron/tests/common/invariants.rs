//! Le Baron's own invariants, which hold in every position: checked after every move of the
//! conformance suite's games (`tests/properties.rs`) and of the fuzz targets (`fuzz/`, which
//! include this file).

use le_baron::prelude::*;
use le_baron::{cards_per_player, Game, Phase, NUM_CARDS};

/// Every card in exactly one place; rows within the rules (the sixth card, heads below 6, each
/// card fitting the one before); hands, piles, choices and the cards in play adding up to the
/// cards dealt; penalty points the sum of the penalty pile; a seat to choose holding a card.
pub fn check_invariants(game: &Game) {
    assert_cards_in_one_place(game);
    let n = game.players();
    let k = usize::from(cards_per_player(n));
    for row in game.rows() {
        assert!(!row.is_empty());
        assert!(row.len() <= if game.sixth_card_rule() { 5 } else { 30 });
        assert!(row.heads().iter().all(|&h| h < 6));
        for pair in row.cards().windows(2) {
            assert!(le_baron::cards::fits(game.table(), pair[0], pair[1]));
        }
    }
    for s in 0..n {
        assert!(game.hand(s).len() <= 4);
        let in_play = game.revealed().skip(game.resolved()).filter(|&(_, o)| o == s).count();
        let held = game.hand(s).len() + game.pile_len(s) + usize::from(game.choice(s).is_some()) + in_play;
        assert!(held <= k);
        if !game.heads_are_positive() {
            assert_eq!(game.pile_len(s) % 4, 0);
            assert_eq!(game.pile_known(s), 0);
        }
        assert!(game.pile_known(s) <= game.pile_len(s));
        let points: u16 = game.penalty_pile(s).iter().map(|c| u16::from(game.table().points(c))).sum();
        assert_eq!(points, game.penalty_points(s));
    }
    if game.phase() == Phase::Choose {
        let to_act = game.current_player().unwrap();
        assert!(!game.hand(to_act).is_empty() && game.choice(to_act).is_none());
    }
}

/// Every card in exactly one place of `game`.
pub fn assert_cards_in_one_place(game: &Game) {
    let mut seen = [0u8; NUM_CARDS + 1];
    let n = game.players();
    let mut see = |c: u8| seen[usize::from(c)] += 1;
    for row in game.rows() {
        row.cards().iter().for_each(|&c| see(c));
    }
    for s in 0..n {
        game.hand(s).iter().for_each(&mut see);
        game.pile(s).for_each(&mut see);
        game.penalty_pile(s).iter().for_each(&mut see);
        if let Some(c) = game.choice(s) {
            see(c);
        }
    }
    game.revealed().skip(game.resolved()).for_each(|(c, _)| see(c));
    game.boxed().iter().for_each(&mut see);
    for (c, &times) in seen.iter().enumerate().skip(1) {
        assert_eq!(times, 1, "card {c} is in {times} places");
    }
}
