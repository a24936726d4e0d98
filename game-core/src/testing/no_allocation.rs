//! The hot path never allocates: search and batch simulation call it millions of times.

use crate::events::NoEvents;
use crate::rules::GameRules;
use crate::testing::allocator::{allocations_during, counting_allocator_installed};
use crate::testing::chooser::Chooser;

/// Plays the game `options` and `seed` set up to its end, moves chosen by a [`Chooser`] from
/// `chooser_seed`, and counts the allocations of everything the hot path calls: `clone`,
/// `legal_moves_into`, `legal_moves`, `legal_actions`, `legal_action_mask`, `check`,
/// `is_legal`, `pick_legal_move`, and the moves themselves, played in turn by
/// `apply_with` without events, `apply` (events into the fixed-capacity list), `perform_with`,
/// `apply_with` without events and `apply_for`. There must be none, every move must change the
/// game and `apply` must report events. Returns the number of decisions played.
///
/// [`crate::testing::CountingAllocator`] must be the program's global allocator (as
/// [`crate::conformance_tests!`] makes it), or the count would prove nothing.
///
/// # Panics
/// If anything allocates, a check fails, or the counting allocator is not installed.
pub fn check_no_allocation<G: GameRules>(options: &G::Options, seed: u64, chooser_seed: u64) -> u64 {
    assert!(
        counting_allocator_installed(),
        "check_no_allocation needs `#[global_allocator] static GLOBAL: CountingAllocator = CountingAllocator;` \
         in the test program"
    );
    let mut game = G::with_options(options, seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
    let mut legal = G::MoveList::default();
    let mut mask = vec![false; G::NUM_ACTIONS];
    let mut chooser = Chooser(chooser_seed);
    let mut decisions = 0u64;
    let ((), allocated) = allocations_during(|| {
        while let Some(seat) = game.current_player() {
            game.legal_moves_into(&mut legal);
            let index = chooser.next(legal.len());
            let mv = legal[index];
            let before = game.clone();
            let played = match decisions % 5 {
                0 => game.apply_with(mv, &mut NoEvents),
                1 => game.apply(mv).map(|events| assert!(!events.is_empty(), "{mv} reported no events")),
                2 => game.check(mv).map(|()| game.perform_with(mv, &mut NoEvents)),
                3 => {
                    let picked = game.pick_legal_move(|_, count| index.min(count as usize - 1));
                    assert_eq!(picked, Some(mv), "pick_legal_move picks another move");
                    game.apply_with(mv, &mut NoEvents)
                }
                _ => {
                    assert!(game.legal_moves().len() == legal.len() && game.legal_actions().count() == legal.len());
                    crate::rules::legal_action_mask(&game, &mut mask);
                    assert!(game.is_legal(mv) && mask[usize::from(G::action_id(mv))]);
                    game.apply_for(seat, mv).map(drop)
                }
            };
            if let Err(e) = played {
                panic!("listed move {mv} refused: {e}");
            }
            assert!(game != before, "{mv} changed nothing");
            decisions += 1;
        }
    });
    assert_eq!(
        allocated, 0,
        "{allocated} allocations in a game of {decisions} decisions (seed {seed}, options {options:?})"
    );
    decisions
}
