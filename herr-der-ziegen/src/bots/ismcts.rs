//! Information-set Monte Carlo tree search (single-observer IS-MCTS, Cowling, Powley and
//! Whitehouse 2012). Each iteration samples a full game consistent with the bot's view
//! ([`crate::determinize`]), walks the tree of move sequences choosing among the moves legal
//! in that sample by UCB with availability counts, adds one node, finishes the game with
//! random moves, and credits every player on the path with its result (a win, shared in ties,
//! plus a little for points).

use std::time::{Duration, Instant};

use rand_pcg::Pcg32;

use super::Bot;
use crate::determinize::determinize;
use crate::events::NoEvents;
use crate::moves::{Move, MoveList};
use crate::rng;
use crate::scoring::Scores;
use crate::view::PlayerView;

/// Iterations per decision when no budget is given.
pub const DEFAULT_ITERATIONS: u32 = 500;
/// UCB exploration constant.
const EXPLORATION: f64 = 0.7;

/// An IS-MCTS player with an iteration or time budget per decision; seeded, so reproducible
/// with an iteration budget.
#[derive(Clone, Debug)]
pub struct IsmctsBot {
    iterations: u32,
    time: Option<Duration>,
    rng: Pcg32,
}

#[derive(Clone, Debug)]
struct Node {
    mv: Move,
    /// Who chose `mv`.
    player: u8,
    visits: u32,
    /// Times this node's move was legal when its parent was visited.
    available: u32,
    reward: f64,
    children: Vec<usize>,
}

impl IsmctsBot {
    /// A bot running `iterations` iterations per decision (0 counts as 1).
    pub fn new(iterations: u32, seed: u64) -> IsmctsBot {
        IsmctsBot { iterations: iterations.max(1), time: None, rng: rng::seeded_fast(seed) }
    }

    /// A bot searching for `time` per decision (not reproducible: it depends on the machine).
    pub fn with_time(time: Duration, seed: u64) -> IsmctsBot {
        IsmctsBot { iterations: u32::MAX, time: Some(time), rng: rng::seeded_fast(seed) }
    }

    fn reward(scores: &Scores, player: u8) -> f64 {
        let winners = scores.winners.count_ones();
        let win = if scores.is_winner(player) { 1.0 / f64::from(winners) } else { 0.0 };
        win + 0.002 * f64::from(scores.players[usize::from(player)].total)
    }

    fn iterate(&mut self, view: &PlayerView, tree: &mut Vec<Node>, legal: &mut MoveList) {
        let mut game = determinize(view, &mut self.rng);
        let mut path = [0usize; 512];
        let mut depth = 0;
        let mut node = 0;
        // Selection and expansion.
        while !game.is_over() && depth + 1 < path.len() {
            game.legal_moves_into(legal);
            let player = game.current_player().expect("not over");
            let untried = legal.iter().copied().filter(|mv| !tree[node].children.iter().any(|&c| tree[c].mv == *mv));
            let untried: MoveList = untried.collect();
            if !untried.is_empty() {
                let mv = untried[rng::below_fast(&mut self.rng, untried.len() as u32) as usize];
                // Every move played in a simulation comes from the list just generated for
                // this position, so it is played without a second legality check.
                game.perform(mv, &mut NoEvents);
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
            game.perform(tree[best].mv, &mut NoEvents);
            node = best;
            depth += 1;
            path[depth] = best;
        }
        // Random playout: each move is the one a uniform choice from the list of legal moves
        // would pick, found without writing the list.
        while let Some(mv) = game.pick_legal_move(|_, count| rng::below_fast(&mut self.rng, count) as usize) {
            game.perform(mv, &mut NoEvents);
        }
        // Backpropagation.
        let scores = game.scores();
        for &n in &path[1..=depth] {
            let reward = Self::reward(&scores, tree[n].player);
            tree[n].visits += 1;
            tree[n].reward += reward;
        }
    }
}

impl Bot for IsmctsBot {
    fn name(&self) -> &str {
        "ismcts"
    }

    fn choose(&mut self, view: &PlayerView, legal: &[Move]) -> Move {
        assert!(!legal.is_empty(), "no legal move to choose from");
        if legal.len() == 1 {
            return legal[0];
        }
        let seat = view.current_player().unwrap_or(view.seat());
        let mut tree =
            vec![Node { mv: Move::PassDog, player: seat, visits: 0, available: 0, reward: 0.0, children: Vec::new() }];
        let mut scratch = MoveList::new();
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::RandomBot;
    use crate::game::Game;

    #[test]
    fn ismcts_beats_random_and_is_reproducible() {
        let games = 16;
        let mut wins = 0.0;
        for seed in 0..games {
            let seat = (seed % 2) as u8;
            let mut game = Game::new(2, seed).unwrap();
            let mut search = IsmctsBot::new(150, seed);
            let mut random = RandomBot::new(seed);
            while let Some(p) = game.current_player() {
                let legal = game.legal_moves();
                let view = game.view(p);
                let mv = if p == seat { search.choose(&view, &legal) } else { random.choose(&view, &legal) };
                game.apply(mv).unwrap();
            }
            let scores = game.scores();
            if scores.is_winner(seat) {
                wins += 1.0 / f64::from(scores.winners.count_ones());
            }
        }
        assert!(wins >= 13.0, "IS-MCTS won only {wins} of {games}");

        let game = Game::new(3, 5).unwrap();
        let view = game.view(0);
        let legal = game.legal_moves();
        assert_eq!(IsmctsBot::new(100, 9).choose(&view, &legal), IsmctsBot::new(100, 9).choose(&view, &legal));
    }

    /// A whole seeded game of IS-MCTS against the greedy bot, pinned: the search's arithmetic
    /// (its logarithm from `libm` included) must give the same moves on every platform and build.
    #[test]
    fn a_seeded_search_plays_the_same_game_everywhere() {
        let mut game = Game::new(2, 3).unwrap();
        let mut bots: [Box<dyn Bot>; 2] = [Box::new(IsmctsBot::new(60, 3)), Box::new(crate::bots::GreedyBot)];
        let mut trace = 0u64;
        while let Some(p) = game.current_player() {
            let legal = game.legal_moves();
            let mv = bots[usize::from(p)].choose(&game.view(p), &legal);
            trace = trace.wrapping_mul(1_000_003).wrapping_add(u64::from(mv.action_id()));
            game.apply(mv).unwrap();
        }
        let totals = [game.scores().players[0].total, game.scores().players[1].total];
        assert_eq!((totals, trace), GOLDEN_SEARCH_GAME, "the seeded IS-MCTS game changed");
    }

    const GOLDEN_SEARCH_GAME: ([u32; 2], u64) = ([19, 29], 17_619_124_520_762_641_798);
}
