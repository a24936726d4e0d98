//! The expert bot: information-set Monte Carlo tree search guided by the game's knowledge
//! ([`ExpertKnowledge`]). Each iteration samples a full game consistent with the bot's view
//! (where the game weighs samples, draws one of those made at the search's start, by how well
//! it explains the other seats' moves so far: weighted_samples.rs), walks the tree choosing by
//! UCB with a progressive bias towards the moves the game rates best
//! (trying never-visited moves best rated first; where the game asks for it, another seat's moves
//! rated anew in each sample, with the cards the sample gives that seat), plays a playout with
//! the game's quick policy or, where the game asks for it, guided by the search's move averages,
//! and credits every player on the path with the game's estimate of its share of the win (or its
//! real share when the game ended).

mod analysis;
mod knowledge;
mod move_averages;
mod tree;
mod weighted_samples;

pub use analysis::MoveAnalysis;
pub use knowledge::{best_rated, log_softmax, sample_softmax, win_shares_by_standing, ExpertKnowledge};

use std::marker::PhantomData;

// std's clock, except on WebAssembly, where std has none and the browser's `performance.now()`
// serves.
use web_time::Instant;

use rand_core::Rng;
use rand_pcg::Pcg32;

use super::{Bot, Budget};
use crate::events::NoEvents;
use crate::outcome::{Outcome, MAX_SEATS};
use crate::rng;
use crate::rules::{GameRules, GameView};
use move_averages::MoveAverages;
use tree::{Selection, Tree, ROOT};
use weighted_samples::WeightedSamples;

/// Iterations per decision of the bot named `expert` (reproducible from its seed).
pub const DEFAULT_EXPERT_ITERATIONS: u32 = 2000;

/// Weight of a seat's score next to its share of the win in a finished game, so that search
/// prefers larger wins and smaller losses among moves that win (or lose) equally often.
const SCORE_WEIGHT: f64 = 0.001;
/// The deepest path one iteration walks before its playout.
const MAX_DEPTH: usize = 512;
/// How the tree chooses: IS-MCTS's UCB exploration constant, and the weight of the greedy
/// rating's progressive bias (worth this much mean reward to the best rated move on its first
/// visit, fading as `1 / (visits + 1)`), and the visits before a decision below the root is
/// rated (measured: fewer iterations lost to rating nodes that are hardly visited again).
const SELECTION: Selection = Selection { exploration: 0.7, bias: 0.5, rate_after: 8 };

/// The expert player of game `G` with an iteration or time budget per decision; seeded, so
/// reproducible with an iteration budget.
#[derive(Clone, Debug)]
pub struct ExpertBot<G> {
    budget: Budget,
    rng: Pcg32,
    game: PhantomData<fn() -> G>,
}

impl<G: ExpertKnowledge> ExpertBot<G> {
    /// An expert searching within `budget` per decision (0 iterations count as 1), its samples
    /// and playouts drawn from `seed`.
    pub fn new(budget: Budget, seed: u64) -> ExpertBot<G> {
        let budget = match budget {
            Budget::Iterations(n) => Budget::Iterations(n.max(1)),
            time => time,
        };
        ExpertBot { budget, rng: rng::seeded_fast(seed), game: PhantomData }
    }

    /// The bot's budget per decision.
    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Searches the decision of `view`'s seat among `legal` (never empty) as [`Bot::choose`] does
    /// and returns every move of `legal`, in its order, with the search's estimate: the deciding
    /// seat's mean share of the win after the move and the number of iterations that tried it.
    /// A single legal move is searched too (where `choose` answers at once), so that it has an
    /// estimate as well.
    ///
    /// # Panics
    /// If `legal` is empty.
    pub fn analyse(&mut self, view: &G::View, legal: &[G::Move]) -> Vec<MoveAnalysis<G::Move>> {
        let tree = self.search(view, legal, Forced::Search);
        legal
            .iter()
            .map(|&mv| {
                let node = tree.children(ROOT).map(|c| tree.node(c)).find(|n| n.mv == mv);
                // The rewards carry a small term for points beside the share of the win:
                // clamped, the estimate stays a share.
                let value = node.and_then(|n| n.mean()).map(|v| v.clamp(0.0, 1.0));
                MoveAnalysis { mv, value, visits: node.map_or(0, |n| n.visits) }
            })
            .collect()
    }

    /// The search tree of the decision of `view`'s seat among `legal` (never empty), grown
    /// within the bot's budget (not at all for a single legal move, if `forced` says so).
    fn search(&mut self, view: &G::View, legal: &[G::Move], forced: Forced) -> Tree<G::Move> {
        assert!(!legal.is_empty(), "no legal move to choose from");
        let seat = view.current_player().unwrap_or(view.seat());
        let mut tree = Tree::new(seat, legal[0]);
        if legal.len() == 1 && forced == Forced::Answer {
            return tree;
        }
        let start = Instant::now();
        let mut scratch = Scratch::<G>::default();
        if G::PLAYOUT_BY_MOVE_AVERAGES {
            scratch.averages.reset(G::NUM_ACTIONS);
        }
        // Never more samples to weigh than iterations to draw from them.
        let samples = match self.budget {
            Budget::Iterations(n) => G::INFERENCE_SAMPLES.min(n as usize),
            Budget::Time(_) => G::INFERENCE_SAMPLES,
        };
        let samples = WeightedSamples::<G>::new(view, samples, &mut self.rng);
        let mut done = 0u32;
        loop {
            let go_on = match self.budget {
                Budget::Iterations(n) => done < n,
                Budget::Time(limit) => done == 0 || start.elapsed() < limit,
            };
            if !go_on {
                break;
            }
            self.iterate(view, legal, &mut tree, &mut scratch, &samples);
            done += 1;
        }
        tree
    }

    /// One iteration: sample, walk the tree, expand one node, play out, evaluate, back up.
    fn iterate(
        &mut self,
        view: &G::View,
        root_moves: &[G::Move],
        tree: &mut Tree<G::Move>,
        scratch: &mut Scratch<G>,
        samples: &WeightedSamples<G>,
    ) {
        let seat = view.seat();
        let mut game = samples.draw(view, &mut self.rng);
        let Scratch { legal, path, averages } = scratch;
        path.clear();
        let mut node = ROOT;
        // Selection, down to the first move never visited (which is expanded).
        while path.len() < MAX_DEPTH {
            let Some(player) = game.current_player() else { break };
            let moves: &[G::Move] = if node == ROOT && path.is_empty() {
                root_moves
            } else {
                game.legal_moves_into(legal);
                legal
            };
            // Another seat's move that this seat will not see (a card chosen face down): the
            // seat's tree cannot tell such moves apart, so it does not branch on them; the
            // game's quick policy plays them.
            if player != seat && !G::is_public_move(moves[0]) {
                let mv = G::playout_move(&game, &mut self.rng);
                game.perform_with(mv, &mut NoEvents);
                continue;
            }
            let rate_again = G::RATE_OTHERS_IN_EACH_SAMPLE && player != seat;
            // Orders the untried moves of a decision not yet rated.
            let salt = self.rng.next_u32();
            let child = tree.select(node, player, moves, SELECTION, rate_again, salt, |moves, ratings| {
                G::rate_moves(&game, moves, ratings)
            });
            // The move comes from the list of this very sample's legal moves: played unchecked.
            game.perform_with(tree.node(child).mv, &mut NoEvents);
            path.push(child);
            node = child;
            if tree.node(child).visits == 0 {
                break;
            }
        }
        // Playout, cut short by the game's evaluation.
        let mut moves = 0;
        while moves < G::PLAYOUT_MOVES && !game.is_over() {
            let mv = if G::PLAYOUT_BY_MOVE_AVERAGES {
                let player = game.current_player().expect("a decision is pending");
                game.legal_moves_into(legal);
                averages.choose(player, legal, G::action_id, &mut self.rng)
            } else {
                G::playout_move(&game, &mut self.rng)
            };
            game.perform_with(mv, &mut NoEvents);
            moves += 1;
        }
        let mut rewards = [0.0; MAX_SEATS];
        if game.is_over() {
            final_rewards(&game.outcome(), &mut rewards);
        } else {
            G::evaluate(&game, &mut rewards);
        }
        tree.back_up(path, &rewards);
        if G::PLAYOUT_BY_MOVE_AVERAGES {
            for &node in path.iter() {
                averages.record(tree.node(node).player, G::action_id(tree.node(node).mv));
            }
            averages.credit(&rewards);
        }
    }
}

/// What a search does with a single legal move.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Forced {
    /// Answers it at once: a choice has nothing to weigh.
    Answer,
    /// Searches it all the same: an analysis estimates it.
    Search,
}

/// The rewards of a finished game: each seat's share of the win, plus a little for its score.
fn final_rewards(outcome: &Outcome, rewards: &mut [f64; MAX_SEATS]) {
    for seat in 0..outcome.players {
        rewards[usize::from(seat)] = outcome.win_share(seat) + SCORE_WEIGHT * f64::from(outcome.utility(seat));
    }
}

/// Buffers one search reuses across its iterations.
struct Scratch<G: GameRules> {
    legal: G::MoveList,
    path: Vec<usize>,
    averages: MoveAverages,
}

impl<G: GameRules> Default for Scratch<G> {
    fn default() -> Scratch<G> {
        Scratch { legal: G::MoveList::default(), path: Vec::with_capacity(64), averages: MoveAverages::default() }
    }
}

impl<G: ExpertKnowledge> Bot<G> for ExpertBot<G> {
    fn name(&self) -> &str {
        "expert"
    }

    fn analyse(&mut self, view: &G::View, legal: &[G::Move]) -> Option<Vec<MoveAnalysis<G::Move>>> {
        Some(ExpertBot::analyse(self, view, legal))
    }

    fn estimates_moves(&self) -> bool {
        true
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Move]) -> G::Move {
        let tree = self.search(view, legal, Forced::Answer);
        // The most visited move, the better valued of equals, the first in `legal` of equals.
        let mut best = legal[0];
        let mut best_key = (0, f64::NEG_INFINITY);
        for node in tree.children(ROOT).map(|child| tree.node(child)) {
            let key = (node.visits, node.mean().unwrap_or(f64::NEG_INFINITY));
            if key.0 > best_key.0 || (key.0 == best_key.0 && key.1 > best_key.1) {
                best = node.mv;
                best_key = key;
            }
        }
        best
    }
}
