//! What the games' test suites share (behind the `testing` feature): a counting global
//! allocator for the tests that the hot path never allocates, and the read-or-regenerate step of
//! the golden-file and perft tests.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::path::Path;

use serde::de::DeserializeOwned;
use serde::Serialize;

use crate::perft::perft;
use crate::rules::GameRules;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

/// A global allocator that counts, per thread, the allocations and reallocations it serves
/// (by [`System`]). Install it in a test binary with
/// `#[global_allocator] static GLOBAL: CountingAllocator = CountingAllocator;`.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountingAllocator;

// SAFETY: every call is forwarded unchanged to `System`; counting touches only a thread-local
// `Cell` initialized without allocating.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: the caller's guarantees for `layout` are those `System.alloc` needs.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` was allocated by `System` with `layout`.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        // SAFETY: `ptr` was allocated by `System` with `layout`; the caller checks `new_size`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

/// The allocations [`CountingAllocator`] has served on this thread so far.
pub fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

/// Runs `f` and returns its result with the number of allocations it made on this thread
/// (counted only where [`CountingAllocator`] is the global allocator).
pub fn allocations_during<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let before = allocations();
    let result = f();
    (result, allocations() - before)
}

/// Whether the run regenerates the golden files (`UPDATE_GOLDEN` is set).
pub fn updating_golden_files() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some()
}

/// The golden step of a test: writes `got` to `path` as pretty JSON (with a final newline) when
/// `UPDATE_GOLDEN` is set, then reads the file back and returns what it holds, for the test to
/// compare with `got`.
///
/// # Panics
/// If the file cannot be written or read, or does not hold a `T`.
pub fn check_golden_file<T: Serialize + DeserializeOwned>(path: impl AsRef<Path>, got: &T) -> T {
    let path = path.as_ref();
    if updating_golden_files() {
        let json = serde_json::to_string_pretty(got).expect("golden data serializes") + "\n";
        std::fs::write(path, json).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not golden data: {e}", path.display()))
}

/// The perft counts of `game` for depths 1 to `depth`: `counts[d]` is the number of legal move
/// sequences of depth `d + 1`.
pub fn perft_counts<G: GameRules>(game: &G, depth: u32) -> Vec<u64> {
    (1..=depth).map(|d| perft(game, d)).collect()
}

/// Checks a batch of trajectories of `G` and returns it: its games are those
/// [`crate::simulate::simulate`] plays for the same batch; row for row it agrees with replaying
/// each seed through the per-step API (`with_options`, `view`, `observation`,
/// [`crate::legal_action_mask`], `Bot::choose`, `apply_without_events`) with the bots seated
/// and seeded as the batch seats them; and it is the same on one thread as on all.
///
/// # Panics
/// If any of this fails, or the batch is refused.
pub fn check_trajectories<G: GameRules>(
    options: &G::Options,
    seeds: &[u64],
    entrants: &[&str],
    rotate: bool,
) -> crate::trajectories::Trajectories {
    use crate::rules::GameView;
    use crate::simulate::{bot_seed, entrant_at, simulate};
    use crate::trajectories::{seat_result, trajectories_until};
    use std::sync::atomic::AtomicBool;

    let batch = || trajectories_until::<G>(options, seeds, entrants, rotate, || {}, &AtomicBool::new(false));
    let all = batch().expect("the batch plays");
    assert_eq!(all.games, simulate::<G>(options, seeds, entrants, rotate).expect("the batch plays"));
    let one_thread = rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a thread pool");
    assert_eq!(one_thread.install(batch).expect("the batch plays"), all, "rows depend on the threads");

    let (obs, actions) = (G::OBSERVATION_SIZE, G::NUM_ACTIONS);
    assert_eq!(all.observation.len(), all.rows() * obs);
    assert_eq!(all.mask.len(), all.rows() * actions);
    let (mut row, mut observation, mut mask) = (0, vec![0.0; obs], vec![false; actions]);
    for (index, &seed) in seeds.iter().enumerate() {
        let mut game = G::with_options(options, seed).expect("valid options");
        let players = usize::from(game.player_count());
        let mut bots: Vec<_> = (0..players)
            .map(|s| {
                let name = entrants[entrant_at(s, index, entrants.len(), rotate)];
                crate::bots::by_name::<G>(name, bot_seed(seed, s)).expect("a known bot")
            })
            .collect();
        let mut legal = G::MoveList::default();
        while let Some(seat) = game.current_player() {
            assert!(row < all.rows(), "game {index} has more decisions than its rows");
            let view = game.view(seat);
            view.observation(&mut observation);
            crate::legal_action_mask(&game, &mut mask);
            game.legal_moves_into(&mut legal);
            let mv = bots[usize::from(seat)].choose(&view, &legal);
            assert!(legal.contains(&mv));
            assert_eq!((all.game[row], all.seat[row]), (index as u32, seat), "row {row}");
            assert!(all.observation[row * obs..][..obs] == observation[..], "observation of row {row}");
            assert!(all.mask[row * actions..][..actions] == mask[..], "mask of row {row}");
            assert_eq!(all.action[row], G::action_id(mv), "action of row {row}");
            game.apply_without_events(mv).expect("a legal move");
            row += 1;
        }
        let outcome = game.outcome();
        let first = all.game.partition_point(|&g| (g as usize) < index);
        for r in first..row {
            let seat = all.seat[r];
            assert_eq!(all.score[r], outcome.scores[usize::from(seat)], "score of row {r}");
            assert_eq!(all.result[r], seat_result(outcome.winners, seat), "result of row {r}");
        }
        assert_eq!(all.games[index].decisions as usize, row - first);
    }
    assert_eq!(row, all.rows(), "rows beyond the games' decisions");
    all
}
