//! `legal_moves`, `apply` (with or without events) and `clone` never touch the heap: a counting
//! global allocator sees no allocation while whole games are played.

use game_core::testing::{allocations, CountingAllocator};
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, NoEvents};

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

#[test]
fn hot_path_does_not_allocate() {
    let mut moves = 0u64;
    for players in 2..=5 {
        for seed in 0..50u64 {
            let mut game = Game::new(players, seed).unwrap();
            let mut x = seed;
            let before = allocations();
            while !game.is_over() {
                let legal = game.legal_moves();
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let mv = legal[((x >> 33) % legal.len() as u64) as usize];
                let copy = game.clone();
                if x & 1 == 0 {
                    game.apply_with(mv, &mut NoEvents).unwrap();
                } else {
                    let events = game.apply(mv).unwrap();
                    assert!(!events.is_empty());
                }
                assert_ne!(copy, game);
                moves += 1;
            }
            assert_eq!(allocations() - before, 0, "{players} players, seed {seed}");
        }
    }
    assert!(moves > 10_000);
}

#[test]
fn game_is_a_few_hundred_bytes() {
    let size = std::mem::size_of::<Game>();
    assert!(size <= 512, "Game is {size} bytes");
}
