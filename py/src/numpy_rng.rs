//! numpy's `PCG64` bit generator and the two draws of `Generator.integers` the environments
//! make, bit for bit, so that the vector environments draw a game's seed, the learner's seat and
//! the bots' seeds at an autoreset exactly as `SingleSeatEnv.reset` draws them from its
//! `np_random`, without calling back into Python.
//!
//! Hand-written because it is on the hot path: in a game as short as Ziegen Kriegen (about 10
//! learner steps) a tenth of the sub-environments reset at every step, and four Python calls of
//! a few microseconds each per reset cost more than the step itself. `rand_pcg`'s `Pcg64` is the
//! same generator but outputs before it steps where numpy steps first, and no crate has numpy's
//! bounded draws. Python seeds the generator (`gymnasium.utils.seeding.np_random`, numpy's
//! `SeedSequence`) and hands over its state; the comparison tests against Gymnasium's
//! `SyncVectorEnv` check every draw over many autoresets.

/// The multiplier of numpy's 128-bit LCG (`PCG_DEFAULT_MULTIPLIER_128`).
const MULTIPLIER: u128 = 0x2360_ED05_1FC6_5DA4_4385_DF64_9FCC_F645;

/// The state of a `numpy.random.PCG64`, as `bit_generator.state` shows it.
#[derive(Clone, Copy, Debug)]
pub struct NumpyPcg64 {
    state: u128,
    inc: u128,
    /// numpy hands out 32-bit draws in pairs from one 64-bit draw; the second waits here.
    has_uint32: bool,
    uinteger: u32,
}

impl NumpyPcg64 {
    /// The generator whose `bit_generator.state` is `{"state": {"state": state, "inc": inc},
    /// "has_uint32": has_uint32, "uinteger": uinteger}`.
    pub fn from_state(state: u128, inc: u128, has_uint32: bool, uinteger: u32) -> NumpyPcg64 {
        NumpyPcg64 { state, inc, has_uint32, uinteger }
    }

    /// numpy's `pcg64_next64`: step, then the XSL-RR output of the new state.
    fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_mul(MULTIPLIER).wrapping_add(self.inc);
        let s = self.state;
        ((s >> 64) as u64 ^ s as u64).rotate_right((s >> 122) as u32)
    }

    /// numpy's `pcg64_next32`: the low half of a 64-bit draw, the high half kept for the next.
    fn next_u32(&mut self) -> u32 {
        if self.has_uint32 {
            self.has_uint32 = false;
            return self.uinteger;
        }
        let next = self.next_u64();
        self.has_uint32 = true;
        self.uinteger = (next >> 32) as u32;
        next as u32
    }

    /// `int(rng.integers(0, high))`: numpy's `random_bounded_uint64_fill` for one value, with
    /// Lemire's rejection (`bounded_lemire_uint64`, or the 32-bit one below 2**32).
    pub fn integers(&mut self, high: u64) -> u64 {
        let range = high.saturating_sub(1);
        if range == 0 {
            0
        } else if range < u64::from(u32::MAX) {
            u64::from(self.lemire_u32(range as u32))
        } else if range == u64::from(u32::MAX) {
            u64::from(self.next_u32())
        } else if range == u64::MAX {
            self.next_u64()
        } else {
            self.lemire_u64(range)
        }
    }

    /// numpy's `bounded_lemire_uint64`: a draw from 0 to `range` inclusive.
    fn lemire_u64(&mut self, range: u64) -> u64 {
        let excl = range + 1;
        let mut m = u128::from(self.next_u64()) * u128::from(excl);
        let mut leftover = m as u64;
        if leftover < excl {
            let threshold = (u64::MAX - range) % excl;
            while leftover < threshold {
                m = u128::from(self.next_u64()) * u128::from(excl);
                leftover = m as u64;
            }
        }
        (m >> 64) as u64
    }

    /// numpy's `buffered_bounded_lemire_uint32`: a draw from 0 to `range` inclusive.
    fn lemire_u32(&mut self, range: u32) -> u32 {
        let excl = range + 1;
        let mut m = u64::from(self.next_u32()) * u64::from(excl);
        let mut leftover = m as u32;
        if leftover < excl {
            let threshold = (u32::MAX - range) % excl;
            while leftover < threshold {
                m = u64::from(self.next_u32()) * u64::from(excl);
                leftover = m as u32;
            }
        }
        (m >> 32) as u32
    }
}
