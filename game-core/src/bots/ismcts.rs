//! Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley and
//! Whitehouse 2012), for any game. Each iteration samples a full game consistent with the bot's
//! view ([`GameRules::determinize`]), walks the tree of move sequences choosing among the moves
//! legal in that sample by UCB with availability counts, adds one node, finishes the game with
//! random moves, and credits every player on the path with its result (a win, shared in ties,
//! plus a little for points).

use std::marker::PhantomData;
use std::time::Duration;

// std's clock, except on WebAssembly, where std has none and the browser's `performance.now()`
// serves.
use web_time::Instant;

use rand_pcg::Pcg32;

use super::Bot;
use crate::events::NoEvents;
use crate::outcome::Outcome;
use crate::rng;
use crate::rules::{GameRules, GameView};

/// Iterations per decision when no budget is given.
pub const DEFAULT_ITERATIONS: u32 = 500;
/// UCB exploration constant.
const EXPLORATION: f64 = 0.7;
/// Weight of a seat's score next to its share of the win, so that search prefers larger wins
/// and smaller losses among moves that win (or lose) equally often.
const SCORE_WEIGHT: f64 = 0.002;
/// The deepest path one iteration walks before its random playout.
const MAX_DEPTH: usize = 512;

/// An IS-MCTS player of game `G` with an iteration or time budget per decision; seeded, so
/// reproducible with an iteration budget.
#[derive(Clone, Debug)]
pub struct IsmctsBot<G> {
    iterations: u32,
    time: Option<Duration>,
    rng: Pcg32,
    game: PhantomData<fn() -> G>,
}

#[derive(Clone, Debug)]
struct Node<M> {
    mv: M,
    /// Who chose `mv`.
    player: u8,
    visits: u32,
    /// Times this node's move was legal when its parent was visited.
    available: u32,
    reward: f64,
    children: Vec<usize>,
}

impl<G: GameRules> IsmctsBot<G> {
    /// A bot running `iterations` iterations per decision (0 counts as 1).
    pub fn new(iterations: u32, seed: u64) -> IsmctsBot<G> {
        IsmctsBot { iterations: iterations.max(1), time: None, rng: rng::seeded_fast(seed), game: PhantomData }
    }

    /// A bot searching for `time` per decision (not reproducible: it depends on the machine).
    pub fn with_time(time: Duration, seed: u64) -> IsmctsBot<G> {
        IsmctsBot { iterations: u32::MAX, time: Some(time), rng: rng::seeded_fast(seed), game: PhantomData }
    }

    fn reward(outcome: &Outcome, player: u8) -> f64 {
        outcome.win_share(player) + SCORE_WEIGHT * f64::from(outcome.utility(player))
    }

    fn iterate(&mut self, view: &G::View, tree: &mut Vec<Node<G::Move>>, legal: &mut G::MoveList) {
        let mut game = G::determinize(view, &mut self.rng);
        let mut path = [0usize; MAX_DEPTH];
        let mut depth = 0;
        let mut node = 0;
        // Selection and expansion.
        while depth + 1 < path.len() {
            let Some(player) = game.current_player() else { break };
            game.legal_moves_into(legal);
            let untried = legal.iter().copied().filter(|mv| !tree[node].children.iter().any(|&c| tree[c].mv == *mv));
            let untried: G::MoveList = untried.collect();
            if !untried.is_empty() {
                let mv = untried[rng::below_fast(&mut self.rng, untried.len() as u32) as usize];
                // Every move played in a simulation comes from the list just generated for
                // this position, so it is played without a second legality check.
                game.perform_with(mv, &mut NoEvents);
                tree.push(Node { mv, player, visits: 0, available: 1, reward: 0.0, children: Vec::new() });
                let child = tree.len() - 1;
                tree[node].children.push(child);
                depth += 1;
                path[depth] = child;
                break;
            }
            let mut best = usize::MAX;
            let mut best_value = f64::NEG_INFINITY;
            for i in 0..tree[node].children.len() {
                let c = tree[node].children[i];
                if !legal.contains(&tree[c].mv) {
                    continue;
                }
                tree[c].available += 1;
                let n = &tree[c];
                // `libm::log` rather than `f64::ln`, whose last bit Rust leaves to the platform: a
                // near tie must break the same way everywhere for a seeded bot to be reproducible.
                let value = n.reward / f64::from(n.visits.max(1))
                    + EXPLORATION * (libm::log(f64::from(n.available)) / f64::from(n.visits.max(1))).sqrt();
                if value > best_value {
                    best_value = value;
                    best = c;
                }
            }
            game.perform_with(tree[best].mv, &mut NoEvents);
            node = best;
            depth += 1;
            path[depth] = best;
        }
        // Random playout: each move is the one a uniform choice from the list of legal moves
        // would pick, found without writing the list.
        while let Some(mv) = game.pick_legal_move(|_, count| rng::below_fast(&mut self.rng, count) as usize) {
            game.perform_with(mv, &mut NoEvents);
        }
        // Backpropagation.
        let outcome = game.outcome();
        for &n in &path[1..=depth] {
            let reward = Self::reward(&outcome, tree[n].player);
            tree[n].visits += 1;
            tree[n].reward += reward;
        }
    }
}

impl<G: GameRules> Bot<G> for IsmctsBot<G> {
    fn name(&self) -> &str {
        "ismcts"
    }

    fn choose(&mut self, view: &G::View, legal: &[G::Move]) -> G::Move {
        assert!(!legal.is_empty(), "no legal move to choose from");
        if legal.len() == 1 {
            return legal[0];
        }
        let seat = view.current_player().unwrap_or(view.seat());
        // The root's move is never read: any move serves as its placeholder.
        let mut tree =
            vec![Node { mv: legal[0], player: seat, visits: 0, available: 0, reward: 0.0, children: Vec::new() }];
        let mut scratch = G::MoveList::default();
        let start = Instant::now();
        for i in 0..self.iterations {
            if let Some(limit) = self.time {
                if i % 16 == 0 && start.elapsed() >= limit {
                    break;
                }
            }
            self.iterate(view, &mut tree, &mut scratch);
        }
        tree[0]
            .children
            .iter()
            .map(|&c| &tree[c])
            .filter(|n| legal.contains(&n.mv))
            .max_by_key(|n| n.visits)
            .map_or(legal[0], |n| n.mv)
    }
}
