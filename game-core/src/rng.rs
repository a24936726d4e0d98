//! The portable, seed-stable random sources: ChaCha8 sets up games (the only randomness in the
//! game itself), PCG32 drives the bots' choices.
//!
//! Both generators are specified bit for bit and identical on every platform. The seed
//! expansion and the bounded draws below are written out here rather than taken from `rand`:
//! `rand`'s `gen_range` and `shuffle` may change their algorithm between versions, which would
//! silently change every seeded game. Golden tests pin the results.

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg32;

/// The generator used for a game seeded with `seed`.
///
/// The 32-byte ChaCha key is four SplitMix64 outputs of `seed`, little-endian.
pub fn seeded(seed: u64) -> ChaCha8Rng {
    let mut state = seed;
    let mut key = [0u8; 32];
    for chunk in key.chunks_exact_mut(8) {
        chunk.copy_from_slice(&split_mix64(&mut state).to_le_bytes());
    }
    ChaCha8Rng::from_seed(key)
}

/// The fast generator of the random bots, seeded with `seed`: PCG32 (`rand_pcg`, specified bit
/// for bit like ChaCha8) whose state and stream are the first two SplitMix64 outputs of `seed`.
///
/// A random bot draws once per decision, where the game draws only at setup: ChaCha8 costs about
/// 30 instructions per bounded draw there, PCG32 with [`below_fast`] about 8, which makes batch
/// simulation with random bots several percent faster.
pub fn seeded_fast(seed: u64) -> Pcg32 {
    let mut state = seed;
    let (initial, stream) = (split_mix64(&mut state), split_mix64(&mut state));
    Pcg32::new(initial, stream)
}

/// One SplitMix64 step (Steele, Lea and Flood, 2014): advances `state` and returns its output.
fn split_mix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform integer in `0..bound` (`bound > 0`) by Lemire's multiply-shift with rejection
/// ("Fast random integer generation in an interval", 2019): exactly uniform, and the division
/// that finds the rejection zone runs only in the rare draws that land near it. Used by the
/// random bots; setup keeps [`below`], whose results every seeded game depends on.
#[inline]
pub fn below_fast<R: Rng + ?Sized>(rng: &mut R, bound: u32) -> u32 {
    debug_assert!(bound > 0);
    let mut product = u64::from(rng.next_u32()) * u64::from(bound);
    if (product as u32) < bound {
        let threshold = bound.wrapping_neg() % bound;
        while (product as u32) < threshold {
            product = u64::from(rng.next_u32()) * u64::from(bound);
        }
    }
    (product >> 32) as u32
}

/// A uniform integer in `0..bound` (`bound > 0`), by rejection of the biased top of the `u32`
/// range, so every value is exactly equally likely.
pub fn below<R: Rng + ?Sized>(rng: &mut R, bound: u32) -> u32 {
    debug_assert!(bound > 0);
    if let Some(&(zone, magic)) = SMALL_BOUNDS.get(bound as usize) {
        // Setup draws about 180 times per game, always below 128: the two divisions of the
        // general case come from a table, with the same results.
        loop {
            let x = rng.next_u32();
            if x <= zone {
                return fast_rem(x, magic, bound);
            }
        }
    }
    let zone = u32::MAX - (u32::MAX - bound + 1) % bound;
    loop {
        let x = rng.next_u32();
        if x <= zone {
            return x % bound;
        }
    }
}

/// For each bound `b` in `1..128`: the largest accepted draw of [`below`] and the constant of
/// [`fast_rem`]. Entry 0 is unused.
const SMALL_BOUNDS: [(u32, u64); 128] = {
    let mut table = [(0, 0); 128];
    let mut b = 1;
    while b < 128 {
        let bound = b as u32;
        table[b] = (u32::MAX - (u32::MAX - bound + 1) % bound, (u64::MAX / bound as u64).wrapping_add(1));
        b += 1;
    }
    table
};

/// `x % d` from `magic = u64::MAX / d + 1`, exact for every 32-bit `x` and `d > 1` (Lemire,
/// Kaser and Kurz, "Faster remainder by direct computation", 2019); `d = 1` gives 0 as it should
/// (the magic wraps to 0).
const fn fast_rem(x: u32, magic: u64, d: u32) -> u32 {
    let low = magic.wrapping_mul(x as u64);
    ((low as u128 * d as u128) >> 64) as u32
}

/// Fisher-Yates shuffle from the last element down, with [`below`] draws.
pub fn shuffle<T, R: Rng + ?Sized>(rng: &mut R, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u32 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_stream_is_pinned() {
        // Golden values: a change here changes every seeded game.
        let mut rng = seeded(7);
        let first: Vec<u32> = (0..4).map(|_| rng.next_u32()).collect();
        let mut again = seeded(7);
        assert_eq!(first, (0..4).map(|_| again.next_u32()).collect::<Vec<_>>());
        assert_ne!(first, (0..4).map(|_| seeded(8).next_u32()).collect::<Vec<_>>());
        let mut items: Vec<u8> = (0..10).collect();
        shuffle(&mut seeded(1), &mut items);
        assert_eq!(items, GOLDEN_SHUFFLE_SEED_1);
    }

    const GOLDEN_SHUFFLE_SEED_1: [u8; 10] = [9, 7, 2, 5, 6, 0, 1, 8, 3, 4];

    #[test]
    fn table_remainders_equal_division() {
        let mut rng = seeded(3);
        for (d, &(zone, magic)) in SMALL_BOUNDS.iter().enumerate().skip(1) {
            let d = d as u32;
            assert_eq!(zone, u32::MAX - (u32::MAX - d + 1) % d);
            for x in [0, 1, d - 1, d, d + 1, u32::MAX - 1, u32::MAX].into_iter().chain((0..200).map(|_| rng.next_u32()))
            {
                assert_eq!(fast_rem(x, magic, d), x % d, "{x} % {d}");
            }
        }
    }

    #[test]
    fn bot_stream_is_pinned() {
        // Golden values: a change here changes every game a random bot plays.
        let mut rng = seeded_fast(7);
        let draws: Vec<u32> = (0..6).map(|_| below_fast(&mut rng, 10)).collect();
        assert_eq!(draws, GOLDEN_BOT_DRAWS_SEED_7);
        assert_ne!(draws, (0..6).map(|_| below_fast(&mut seeded_fast(8), 10)).collect::<Vec<_>>());
    }

    const GOLDEN_BOT_DRAWS_SEED_7: [u32; 6] = [3, 3, 1, 7, 6, 0];

    #[test]
    fn fast_draws_are_uniform_and_in_range() {
        let mut rng = seeded_fast(42);
        for bound in [1, 2, 3, 7, 128, u32::MAX] {
            assert!((0..1000).all(|_| below_fast(&mut rng, bound) < bound));
        }
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[below_fast(&mut rng, 3) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| (9_600..=10_400).contains(&c)), "{counts:?}");
    }

    #[test]
    fn below_is_uniform_on_a_small_bound() {
        let mut rng = seeded(42);
        let mut counts = [0u32; 3];
        for _ in 0..30_000 {
            counts[below(&mut rng, 3) as usize] += 1;
        }
        // Each count has mean 10000 and standard deviation about 82.
        assert!(counts.iter().all(|&c| (9_600..=10_400).contains(&c)), "{counts:?}");
    }
}
