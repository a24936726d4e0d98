//! Policy-based inference: games sampled from the bot's view at the start of a search, each
//! weighed by how likely the other seats' moves so far are if the hidden cards lie as it places
//! them ([`ExpertKnowledge::log_likelihood`]); every iteration then draws its game from them in
//! proportion to the weights. Where a game weighs nothing, each iteration samples its own.

use rand_core::Rng;
use rand_pcg::Pcg32;

use super::ExpertKnowledge;

/// The weighed games of one search.
pub(super) struct WeightedSamples<G> {
    games: Vec<G>,
    /// The running sums of the games' weights, scaled so that the last is 1.
    cumulative: Vec<f64>,
}

impl<G: ExpertKnowledge> WeightedSamples<G> {
    /// `count` games sampled from `view` and weighed (none: every draw samples anew).
    pub(super) fn new(view: &G::View, count: usize, rng: &mut Pcg32) -> WeightedSamples<G> {
        let games: Vec<G> = (0..count).map(|_| G::sample(view, rng)).collect();
        let logs: Vec<f64> = games.iter().map(|game| G::log_likelihood(view, game)).collect();
        // Weights relative to the likeliest game, so that none overflows and one is 1.
        let likeliest = logs.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let mut total = 0.0;
        let mut cumulative: Vec<f64> = logs
            .iter()
            .map(|log| {
                // `libm::exp`: the same last bit on every platform, for reproducible searches.
                total += libm::exp(log - likeliest);
                total
            })
            .collect();
        for sum in &mut cumulative {
            *sum /= total;
        }
        WeightedSamples { games, cumulative }
    }

    /// A game for one iteration: one of the weighed games, drawn in proportion to its weight,
    /// or a new sample if there are none.
    pub(super) fn draw(&self, view: &G::View, rng: &mut Pcg32) -> G {
        if self.games.is_empty() {
            return G::sample(view, rng);
        }
        let point = f64::from(rng.next_u32()) / 4_294_967_296.0;
        let index = self.cumulative.partition_point(|&sum| sum <= point).min(self.games.len() - 1);
        self.games[index].clone()
    }
}
