//! What a game tells the expert bot: how good a position is for each seat, which moves look
//! best, how to play a quick plausible continuation, and which of the games its view allows are
//! likely given what the other seats did.

use rand_core::Rng;
use rand_pcg::Pcg32;

use crate::bots::{best_move, GreedyRating};
use crate::outcome::MAX_SEATS;
use crate::rng;

/// The game knowledge the expert bot searches with, implemented by each game for its `Game`
/// (the full state: the search plays in games sampled from the bot's view, so these functions
/// see the cards of the sample, never the real hidden cards).
pub trait ExpertKnowledge: GreedyRating {
    /// The most moves a playout plays from a new search node before [`ExpertKnowledge::evaluate`]
    /// judges the position it reached; `u32::MAX` plays every game to its end.
    const PLAYOUT_MOVES: u32;

    /// The share of playout moves [`ExpertKnowledge::playout_move`] chooses by their rating
    /// (the others uniformly at random), by default.
    const PLAYOUT_GREEDINESS: f64 = 0.9;

    /// Whether playouts are guided by the search's move averages (MAST: half of the moves the
    /// one that has done best for its seat so far in this search, the others uniformly at
    /// random) instead of [`ExpertKnowledge::playout_move`]; by default not. The quick policy
    /// still plays the other seats' face-down moves in the tree.
    const PLAYOUT_BY_MOVE_AVERAGES: bool = false;

    /// Whether the search rates another seat's moves anew in every sampled game it walks
    /// through, rather than once, when their nodes are made. The tree's nodes are shared by
    /// every sample, but the other seat knows its own cards: rated in each sample, its moves are
    /// biased towards what it would play with the cards the sample gives it. Worth it where
    /// [`ExpertKnowledge::rate_moves`] depends on the deciding seat's hidden cards (it costs a
    /// rating per visit); by default not.
    const RATE_OTHERS_IN_EACH_SAMPLE: bool = false;

    /// Each seat's estimated share of the win in `game` (which is not over), written to
    /// `values[..players]`: from 0 (no chance) to 1 (a certain win alone), a win shared by `k`
    /// seats counting `1 / k`, as the search counts finished games.
    fn evaluate(game: &Self, values: &mut [f64; MAX_SEATS]);

    /// How good each of `moves` (legal moves of the seat deciding in `game`) looks for that
    /// seat, written to `ratings` in the same order, higher is better, on any scale (the search
    /// compares the ratings of one decision's moves): it orders the moves the search tries first,
    /// biases it towards them while they have few visits, and guides the playouts. By default the
    /// game's greedy rating, from the deciding seat's view of `game`.
    fn rate_moves(game: &Self, moves: &[Self::Move], ratings: &mut [f32]) {
        let seat = game.current_player().expect("a decision is pending");
        let view = game.view(seat);
        for (rating, &mv) in ratings.iter_mut().zip(moves) {
            *rating = Self::rate_move(&view, mv);
        }
    }

    /// The move a playout plays for the seat deciding in `game` (which is not over), and the
    /// move the search assumes for another seat's move it cannot see (a card chosen face down):
    /// a quick plausible choice. By default the best rated move
    /// ([`ExpertKnowledge::PLAYOUT_GREEDINESS`] of the time) or a uniformly random one.
    fn playout_move(game: &Self, rng: &mut Pcg32) -> Self::Move {
        if Self::PLAYOUT_GREEDINESS > 0.0 && f64::from(rng.next_u32()) < Self::PLAYOUT_GREEDINESS * 4_294_967_296.0 {
            best_rated(game)
        } else {
            game.pick_legal_move(|_, count| rng::below_fast(rng, count) as usize).expect("a decision is pending")
        }
    }

    /// A full game consistent with `view` for one iteration of the search. By default
    /// [`crate::GameRules::determinize`], every placement of the unseen cards equally likely; a
    /// game may favour the placements that explain the other seats' moves better (a card chosen
    /// face down is more likely one its owner would choose).
    fn sample<R: Rng + ?Sized>(view: &Self::View, rng: &mut R) -> Self {
        Self::determinize(view, rng)
    }

    /// How many games the search samples from its view before its first iteration (at most
    /// one per iteration of its budget), weighs by [`ExpertKnowledge::log_likelihood`] and
    /// draws every iteration's game from, in proportion to the weights: the other seats' moves
    /// so far tell something about their cards. 0 (the default): each iteration samples its own
    /// game with [`ExpertKnowledge::sample`], unweighed.
    const INFERENCE_SAMPLES: usize = 0;

    /// The natural logarithm of the probability (up to a constant the same for every game of
    /// the view) that the other seats made the moves they made so far, seen from `view`, if
    /// their hidden cards are as `game` (a sample of `view`) places them: the weight of the
    /// sample in policy-based inference. By default 0, every sample alike.
    fn log_likelihood(view: &Self::View, game: &Self) -> f64 {
        let _ = (view, game);
        0.0
    }
}

/// The legal move of `game` that [`ExpertKnowledge::rate_moves`] rates best, the first of equals.
///
/// # Panics
/// If the game is over.
pub fn best_rated<G: ExpertKnowledge>(game: &G) -> G::Move {
    let legal = game.legal_moves();
    let mut ratings = [0.0; 64];
    if legal.len() <= ratings.len() {
        G::rate_moves(game, &legal, &mut ratings[..legal.len()]);
        let mut ratings = ratings.iter();
        best_move(&legal, |_| *ratings.next().expect("one rating a move"))
    } else {
        let mut ratings = vec![0.0; legal.len()];
        G::rate_moves(game, &legal, &mut ratings);
        let mut ratings = ratings.iter();
        best_move(&legal, |_| *ratings.next().expect("one rating a move"))
    }
}

/// The natural logarithm of the probability of choice `chosen` under a softmax of `scores`
/// (a conditional logit: `P(i) = exp(scores[i]) / Σ exp(scores[j])`), for
/// [`ExpertKnowledge::log_likelihood`]; computed with `libm`, the same last bit on every platform.
///
/// # Panics
/// If `chosen` is not an index of `scores`.
pub fn log_softmax(scores: &[f32], chosen: usize) -> f64 {
    let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let total: f64 = scores.iter().map(|&s| libm::exp(f64::from(s - best))).sum();
    f64::from(scores[chosen] - best) - libm::log(total)
}

/// An index of `scores` drawn with probability `exp(scores[i]) / Σ exp(scores[j])` (the
/// conditional logit of [`log_softmax`]), from one draw of `rng`; computed with `libm`, the same
/// on every platform.
///
/// # Panics
/// If `scores` is empty or longer than 64.
pub fn sample_softmax<R: Rng + ?Sized>(scores: &[f32], rng: &mut R) -> usize {
    assert!(!scores.is_empty() && scores.len() <= 64, "1 to 64 scores");
    let best = scores.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut weights = [0.0f64; 64];
    let mut total = 0.0;
    for (weight, &s) in weights.iter_mut().zip(scores) {
        *weight = libm::exp(f64::from(s - best));
        total += *weight;
    }
    // A uniform point of [0, total): 53 random bits.
    let point = (rng.next_u64() >> 11) as f64 / 9_007_199_254_740_992.0 * total;
    let mut sum = 0.0;
    for (i, weight) in weights[..scores.len()].iter().enumerate() {
        sum += weight;
        if point < sum {
            return i;
        }
    }
    // Rounding left the point at the very top: the last choice of positive weight.
    weights[..scores.len()].iter().rposition(|&w| w > 0.0).unwrap_or(0)
}

/// Each seat's share of the win estimated from how far it leads or trails: a softmax of the
/// seats' `standing` (any scale where higher is better: points, or minus penalty points) over
/// `spread`, the uncertainty left (in the same unit: about how much a standing may still change
/// before the end). Written to `values[..standing.len()]`; they sum to 1.
pub fn win_shares_by_standing(standing: &[f64], spread: f64, values: &mut [f64; MAX_SEATS]) {
    let best = standing.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let spread = spread.max(1e-6);
    let mut total = 0.0;
    for (value, &s) in values.iter_mut().zip(standing) {
        // `libm::exp`, not `f64::exp`: the same last bit on every platform, for reproducible
        // seeded searches.
        *value = libm::exp((s - best) / spread);
        total += *value;
    }
    for value in &mut values[..standing.len()] {
        *value /= total;
    }
}
