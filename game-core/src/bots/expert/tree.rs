//! The expert's search tree: one node per sequence of moves from the bot's decision, shared by
//! every sampled game in which those moves are legal (single-observer information-set MCTS),
//! each node holding who chose its move, its visits, how often it was available, the sum of the
//! chooser's rewards and the prior its rating gave it.

/// No node: the end of a sibling list.
const NONE: u32 = u32::MAX;

/// One move of the tree.
#[derive(Clone, Debug)]
pub(super) struct Node<M> {
    pub(super) mv: M,
    /// Who chose `mv`.
    pub(super) player: u8,
    pub(super) visits: u32,
    /// Times `mv` was legal when its parent was visited.
    pub(super) available: u32,
    /// The sum of the rewards of `player` over the visits.
    pub(super) reward: f64,
    /// The move's rating among its siblings, from 0 (the worst) to 1 (the best).
    pub(super) prior: f32,
    first_child: u32,
    next_sibling: u32,
}

impl<M> Node<M> {
    /// The mean reward of the node's chooser, `None` before its first visit.
    pub(super) fn mean(&self) -> Option<f64> {
        (self.visits > 0).then(|| self.reward / f64::from(self.visits))
    }
}

/// How the tree picks among the moves of a decision.
#[derive(Clone, Copy, Debug)]
pub(super) struct Selection {
    /// The UCB exploration constant.
    pub(super) exploration: f64,
    /// The weight of a move's prior, divided by its visits plus one (progressive bias).
    pub(super) bias: f64,
}

/// The tree of one decision.
#[derive(Clone, Debug)]
pub(super) struct Tree<M> {
    nodes: Vec<Node<M>>,
    /// The priors of the moves of the decision being chosen in (a buffer reused by every choice).
    priors: Vec<f32>,
}

/// The root's index.
pub(super) const ROOT: usize = 0;

impl<M: Copy + Eq> Tree<M> {
    /// A tree whose root is the decision of `player` (`placeholder` is any move: the root's own
    /// move is never read).
    pub(super) fn new(player: u8, placeholder: M) -> Tree<M> {
        let root = Node {
            mv: placeholder,
            player,
            visits: 0,
            available: 0,
            reward: 0.0,
            prior: 0.0,
            first_child: NONE,
            next_sibling: NONE,
        };
        Tree { nodes: vec![root], priors: Vec::with_capacity(64) }
    }

    /// The node at `index`.
    pub(super) fn node(&self, index: usize) -> &Node<M> {
        &self.nodes[index]
    }

    /// The children of `index`, first to last.
    pub(super) fn children(&self, index: usize) -> impl Iterator<Item = usize> + '_ {
        let mut next = self.nodes[index].first_child;
        std::iter::from_fn(move || {
            (next != NONE).then(|| {
                let child = next as usize;
                next = self.nodes[child].next_sibling;
                child
            })
        })
    }

    /// Whether `parent` has a child for `mv` chosen by `player`.
    fn has_child(&self, parent: usize, mv: M, player: u8) -> bool {
        self.children(parent).any(|c| self.nodes[c].mv == mv && self.nodes[c].player == player)
    }

    /// Adds `mv`, chosen by `player`, as a child of `parent` with `prior`.
    fn add_child(&mut self, parent: usize, mv: M, player: u8, prior: f32) -> usize {
        let index = self.nodes.len();
        let next_sibling = self.nodes[parent].first_child;
        self.nodes.push(Node {
            mv,
            player,
            visits: 0,
            available: 0,
            reward: 0.0,
            prior,
            first_child: NONE,
            next_sibling,
        });
        self.nodes[parent].first_child = index as u32;
        index
    }

    /// Picks the child of `parent` to follow among `legal` (the moves of `player` in this
    /// iteration's sample, never empty; a child is a move and who makes it, since the same
    /// sequence of moves may leave different seats to decide in different samples): every legal
    /// move without a node gets one, with its prior from `rate` (which writes the ratings of all
    /// of `legal` and is called at most once); every legal child counts as available; and the
    /// child with the best UCB value plus prior bias is chosen, moves never visited first, the
    /// best rated first. With `rate_again`, the priors of this sample's rating replace the
    /// nodes' own for this choice.
    pub(super) fn select(
        &mut self,
        parent: usize,
        player: u8,
        legal: &[M],
        selection: Selection,
        rate_again: bool,
        rate: impl FnOnce(&[M], &mut [f32]),
    ) -> usize {
        let mut priors = std::mem::take(&mut self.priors);
        let missing = legal.iter().any(|&mv| !self.has_child(parent, mv, player));
        if missing || rate_again {
            priors.clear();
            priors.resize(legal.len(), 0.0);
            rate(legal, &mut priors);
            let (low, high) = priors.iter().fold((f32::INFINITY, f32::NEG_INFINITY), |(l, h), &r| (l.min(r), h.max(r)));
            for prior in priors.iter_mut() {
                *prior = if high > low { (*prior - low) / (high - low) } else { 0.5 };
            }
        }
        if missing {
            // Added in reverse, so that children stay in the order of `legal` (each goes first).
            for (&mv, &prior) in legal.iter().zip(priors.iter()).rev() {
                if !self.has_child(parent, mv, player) {
                    self.add_child(parent, mv, player, prior);
                }
            }
        }
        let mut best = usize::MAX;
        let mut best_value = f64::NEG_INFINITY;
        let mut child = self.nodes[parent].first_child;
        while child != NONE {
            let c = child as usize;
            child = self.nodes[c].next_sibling;
            if self.nodes[c].player != player {
                continue;
            }
            let Some(index) = legal.iter().position(|&mv| mv == self.nodes[c].mv) else { continue };
            let node = &mut self.nodes[c];
            node.available += 1;
            let prior = if rate_again { priors[index] } else { node.prior };
            let value = match node.mean() {
                // Never visited: before every visited move, the best rated first.
                None => 1e9 + f64::from(prior),
                Some(mean) => {
                    let visits = f64::from(node.visits);
                    // `libm::log` rather than `f64::ln`, whose last bit Rust leaves to the
                    // platform: a near tie must break the same way everywhere for a seeded bot
                    // to be reproducible.
                    mean + selection.exploration * (libm::log(f64::from(node.available)) / visits).sqrt()
                        + selection.bias * f64::from(prior) / (visits + 1.0)
                }
            };
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        self.priors = priors;
        best
    }

    /// Credits the nodes of `path` with one visit and the reward of each node's chooser.
    pub(super) fn back_up(&mut self, path: &[usize], rewards: &[f64]) {
        for &n in path {
            let node = &mut self.nodes[n];
            node.visits += 1;
            node.reward += rewards[usize::from(node.player)];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SELECTION: Selection = Selection { exploration: 0.7, bias: 0.5 };

    /// Rates moves `0, 1, 2` by `ratings`.
    fn rating(ratings: [f32; 3]) -> impl FnOnce(&[u8], &mut [f32]) {
        move |moves, out| {
            for (out, &mv) in out.iter_mut().zip(moves) {
                *out = ratings[usize::from(mv)];
            }
        }
    }

    #[test]
    fn a_new_decision_tries_the_best_rated_move_first_and_keeps_its_priors() {
        let mut tree = Tree::new(0, 0u8);
        let first = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, rating([0.0, 5.0, 1.0]));
        assert_eq!(tree.node(first).mv, 1);
        assert_eq!(tree.children(ROOT).map(|c| tree.node(c).mv).collect::<Vec<_>>(), [0, 1, 2]);
        tree.back_up(&[first], &[0.0, 0.5]);
        // Rated otherwise in another sample, without rating again: the nodes' priors decide
        // among the moves never visited (2 was rated above 0), and the rating is not asked for.
        let second = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, |_, _| panic!("not rated"));
        assert_eq!(tree.node(second).mv, 2);
    }

    #[test]
    fn rating_again_uses_this_samples_priors() {
        let mut tree = Tree::new(0, 0u8);
        let first = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, rating([0.0, 5.0, 1.0]));
        tree.back_up(&[first], &[0.0, 0.5]);
        // In this sample the seat would rather play 0 than 2: rated again, 0 is tried next.
        let second = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, true, rating([9.0, 5.0, 1.0]));
        assert_eq!(tree.node(second).mv, 0);
        // Only the moves legal in the sample count: with 0 not legal, 2 is next.
        let third = tree.select(ROOT, 1, &[1, 2], SELECTION, true, rating([9.0, 5.0, 1.0]));
        assert_eq!(tree.node(third).mv, 2);
        assert_eq!(tree.node(second).available, 2, "0 was legal in the first two samples");
        assert_eq!(tree.node(third).available, 3, "2 was legal in all three");
    }
}
