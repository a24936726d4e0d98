//! `legal_moves`, `apply` (with or without events) and `clone` never touch the heap: a counting
//! global allocator sees no allocation while whole games are played.

use game_core::testing::{allocations, CountingAllocator};
use game_core::GameRules;
use le_baron::{Game, NoEvents, Options};

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

#[test]
#[allow(clippy::clone_on_copy)] // `clone` is what callers write; it must stay a plain copy
fn hot_path_does_not_allocate() {
    let mut moves = 0u64;
    for players in 2..=10 {
        for variant in 0..4 {
            let options =
                Options::new(players).unwrap().colour_counts(variant & 1 == 1).positive_heads(variant & 2 == 2);
            for seed in 0..8u64 {
                let mut game = Game::with_options(&options, seed).unwrap();
                let mut x = seed;
                let before = allocations();
                while !game.is_over() {
                    let legal = game.legal_moves();
                    x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    let mv = legal[((x >> 33) % legal.len() as u64) as usize];
                    let copy = game.clone();
                    match x & 3 {
                        0 => game.apply_with(mv, &mut NoEvents).unwrap(),
                        1 => GameRules::perform(&mut game, mv),
                        2 => {
                            let picked = game.pick_legal_move(|_, n| (x >> 40) as usize % n as usize).unwrap();
                            assert!(legal.contains(&picked));
                            game.apply_with(mv, &mut NoEvents).unwrap();
                        }
                        _ => assert!(!game.apply(mv).unwrap().is_empty()),
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
fn game_is_a_plain_fixed_size_value() {
    let size = std::mem::size_of::<Game>();
    println!(
        "size_of::<Game>() = {size} bytes, size_of::<PlayerView>() = {}",
        std::mem::size_of::<le_baron::PlayerView>()
    );
    assert!(size <= 2048, "Game is {size} bytes");
    fn plain<T: Copy + Send + Sync + 'static>() {}
    plain::<Game>();
    plain::<le_baron::PlayerView>();
}
