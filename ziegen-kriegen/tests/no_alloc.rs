//! `legal_moves`, `apply` (with or without events), the shared layer's `perform` and
//! `pick_legal_move`, and `clone` never touch the heap: a counting global allocator sees no
//! allocation while whole games are played.

use game_core::testing::{allocations, CountingAllocator};
use game_core::GameRules;
use ziegen_kriegen::{Game, NoEvents, Options};

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

#[test]
fn hot_path_does_not_allocate() {
    let mut moves = 0u64;
    for players in 3..=6u8 {
        for variant in [false, true] {
            let options = if variant { Options::variant(players) } else { Options::new(players) }.unwrap();
            for seed in 0..30u64 {
                let mut game = Game::with_options(&options, seed).unwrap();
                let mut x = seed;
                let before = allocations();
                while !game.is_over() {
                    let legal = game.legal_moves();
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    let index = ((x >> 33) % legal.len() as u64) as usize;
                    let mv = legal[index];
                    let copy = game.clone();
                    match x & 3 {
                        0 => game.apply_with(mv, &mut NoEvents).unwrap(),
                        1 => assert!(!game.apply(mv).unwrap().is_empty()),
                        2 => game.perform(mv),
                        _ => {
                            let picked = game.pick_legal_move(|_, n| index.min(n as usize - 1)).unwrap();
                            assert_eq!(picked, mv);
                            game.apply_without_events(picked).unwrap();
                        }
                    }
                    assert_ne!(copy, game);
                    moves += 1;
                }
                assert_eq!(allocations() - before, 0, "{players} players, variant {variant}, seed {seed}");
            }
        }
    }
    assert!(moves > 10_000);
}

#[test]
fn game_is_a_plain_struct_of_about_a_kilobyte() {
    let size = std::mem::size_of::<Game>();
    println!("size_of::<Game>() = {size}");
    assert!(size <= 1536, "Game is {size} bytes");
}
