use rand_chacha::ChaCha8Rng;

use super::Bot;
use crate::moves::Move;
use crate::rng;
use crate::view::PlayerView;

/// Chooses uniformly among the legal moves; seeded, so reproducible.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: ChaCha8Rng,
}

impl RandomBot {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: rng::seeded(seed) }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &PlayerView, legal: &[Move]) -> Move {
        assert!(!legal.is_empty(), "no legal move to choose from");
        legal[rng::below(&mut self.rng, legal.len() as u32) as usize]
    }
}
