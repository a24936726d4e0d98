use rand_pcg::Pcg32;

use super::Bot;
use crate::rng;
use crate::rules::GameRules;

/// Chooses uniformly among the legal moves of any game; seeded, so reproducible.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: Pcg32,
}

impl RandomBot {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: rng::seeded_fast(seed) }
    }

    /// The choice [`Bot::choose`] makes; it never needs the view.
    ///
    /// # Panics
    /// If `legal` is empty.
    #[inline]
    pub fn choose_uniform<M: Copy>(&mut self, legal: &[M]) -> M {
        assert!(!legal.is_empty(), "no legal move to choose from");
        legal[self.choose_index(legal.len() as u32)]
    }

    /// [`Bot::choose`] for any game, callable without naming the game: a random bot never reads
    /// the view.
    ///
    /// # Panics
    /// If `legal` is empty.
    #[inline]
    pub fn choose<V, M: Copy>(&mut self, _view: &V, legal: &[M]) -> M {
        self.choose_uniform(legal)
    }

    /// The index into a list of `count` legal moves that [`RandomBot::choose_uniform`] picks
    /// (`count > 0`): batch simulation uses it with [`GameRules::pick_legal_move`] to choose
    /// without writing the list.
    #[inline]
    pub fn choose_index(&mut self, count: u32) -> usize {
        rng::below_fast(&mut self.rng, count) as usize
    }
}

impl<G: GameRules> Bot<G> for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &G::View, legal: &[G::Move]) -> G::Move {
        self.choose_uniform(legal)
    }

    fn choose_without_view(&mut self, legal: &[G::Move]) -> Option<G::Move> {
        Some(self.choose_uniform(legal))
    }
}
