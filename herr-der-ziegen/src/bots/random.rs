use rand_pcg::Pcg32;

use super::Bot;
use crate::moves::Move;
use crate::rng;
use crate::view::PlayerView;

/// Chooses uniformly among the legal moves; seeded, so reproducible.
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
    pub fn choose_uniform(&mut self, legal: &[Move]) -> Move {
        assert!(!legal.is_empty(), "no legal move to choose from");
        legal[self.choose_index(legal.len() as u32)]
    }

    /// The index into a list of `count` legal moves that [`RandomBot::choose_uniform`] picks.
    #[inline]
    pub(crate) fn choose_index(&mut self, count: u32) -> usize {
        rng::below_fast(&mut self.rng, count) as usize
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &str {
        "random"
    }

    fn choose(&mut self, _view: &PlayerView, legal: &[Move]) -> Move {
        self.choose_uniform(legal)
    }

    fn choose_without_view(&mut self, legal: &[Move]) -> Option<Move> {
        Some(self.choose_uniform(legal))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;

    #[test]
    fn choosing_without_the_view_is_the_same_choice() {
        let (mut with_view, mut without) = (RandomBot::new(5), RandomBot::new(5));
        let mut game = Game::new(3, 9).unwrap();
        while let Some(player) = game.current_player() {
            let legal = game.legal_moves();
            let mv = with_view.choose(&game.view(player), &legal);
            assert_eq!(without.choose_without_view(&legal), Some(mv));
            game.apply(mv).unwrap();
        }
    }
}
