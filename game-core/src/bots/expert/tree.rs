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
    /// The move's rating among its siblings, from 0 (the worst) to 1 (the best); 0.5 before
    /// its parent's moves are rated.
    pub(super) prior: f32,
    /// Whether this node's children have priors from a rating (see [`Selection::rate_after`]).
    rated: bool,
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
    /// The visits a decision's node needs before its moves are rated (the root's are rated at
    /// once). Most nodes the search makes are visited once or twice: rating their moves would
    /// cost more search than their priors repay. Until rated, untried moves are tried in an
    /// order given by the caller's salt.
    pub(super) rate_after: u32,
}

/// The tree of one decision.
#[derive(Clone, Debug)]
pub(super) struct Tree<M> {
    nodes: Vec<Node<M>>,
    /// The priors of the moves of the decision being chosen in (a buffer reused by every choice).
    priors: Vec<f32>,
    /// The node of each move of the decision being chosen in (a buffer like `priors`).
    child_of: Vec<u32>,
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
            rated: false,
            first_child: NONE,
            next_sibling: NONE,
        };
        Tree { nodes: vec![root], priors: Vec::with_capacity(64), child_of: Vec::with_capacity(64) }
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
            rated: false,
            first_child: NONE,
            next_sibling,
        });
        self.nodes[parent].first_child = index as u32;
        index
    }

    /// Picks the child of `parent` to follow among `legal` (the moves of `player` in this
    /// iteration's sample, never empty; a child is a move and who makes it, since the same
    /// sequence of moves may leave different seats to decide in different samples): every legal
    /// move without a node gets one; every legal child counts as available; and the child with
    /// the best UCB value plus prior bias is chosen, moves never visited first. Once `parent` is
    /// the root or has [`Selection::rate_after`] visits, the moves get priors from `rate` (which
    /// writes the ratings of all of `legal`; called at most once, and only when needed) and the
    /// best rated untried move goes first; before, untried moves go in an order mixed from
    /// `salt`. With `rate_again`, a rated parent's moves are rated in every call, and this
    /// sample's priors replace the nodes' own for this choice.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn select(
        &mut self,
        parent: usize,
        player: u8,
        legal: &[M],
        selection: Selection,
        rate_again: bool,
        salt: u32,
        rate: impl FnOnce(&[M], &mut [f32]),
    ) -> usize {
        let mut priors = std::mem::take(&mut self.priors);
        let mut child_of = std::mem::take(&mut self.child_of);
        // One walk of the sibling list finds the node of each legal move (the list is long
        // where samples differ, and walking it once per legal move took a quarter of the time).
        child_of.clear();
        child_of.resize(legal.len(), NONE);
        let mut child = self.nodes[parent].first_child;
        while child != NONE {
            let node = &self.nodes[child as usize];
            if node.player == player {
                if let Some(index) = legal.iter().position(|&mv| mv == node.mv) {
                    child_of[index] = child;
                }
            }
            child = node.next_sibling;
        }
        let missing = child_of.contains(&NONE);
        let rated = parent == ROOT || self.nodes[parent].visits >= selection.rate_after;
        let rate_now = rated && (missing || rate_again || !self.nodes[parent].rated);
        if rate_now {
            priors.clear();
            priors.resize(legal.len(), 0.0);
            rate(legal, &mut priors);
            let (low, high) = priors.iter().fold((f32::INFINITY, f32::NEG_INFINITY), |(l, h), &r| (l.min(r), h.max(r)));
            for prior in priors.iter_mut() {
                *prior = if high > low { (*prior - low) / (high - low) } else { 0.5 };
            }
        }
        let newly_rated = rate_now && !self.nodes[parent].rated;
        self.nodes[parent].rated |= rated;
        let mut best = usize::MAX;
        let mut best_value = f64::NEG_INFINITY;
        for (index, &mv) in legal.iter().enumerate() {
            if child_of[index] == NONE {
                let prior = if rate_now { priors[index] } else { 0.5 };
                child_of[index] = self.add_child(parent, mv, player, prior) as u32;
            }
            let node = &mut self.nodes[child_of[index] as usize];
            node.available += 1;
            if newly_rated {
                node.prior = priors[index];
            }
            let prior = if rate_again && rate_now { priors[index] } else { node.prior };
            let value = match node.mean() {
                // Never visited: before every visited move, the best rated first (unrated, in
                // the order of the salt).
                None if rated => 1e9 + f64::from(prior),
                None => 1e9 + f64::from((index as u32 ^ salt).wrapping_mul(0x9E37_79B9) >> 8) / 16_777_216.0,
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
                best = child_of[index] as usize;
            }
        }
        self.priors = priors;
        self.child_of = child_of;
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

    const SELECTION: Selection = Selection { exploration: 0.7, bias: 0.5, rate_after: 2 };

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
        let first = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, 0, rating([0.0, 5.0, 1.0]));
        assert_eq!(tree.node(first).mv, 1);
        let mut moves: Vec<u8> = tree.children(ROOT).map(|c| tree.node(c).mv).collect();
        moves.sort_unstable();
        assert_eq!(moves, [0, 1, 2], "every legal move has its node");
        tree.back_up(&[first], &[0.0, 0.5]);
        // Rated otherwise in another sample, without rating again: the nodes' priors decide
        // among the moves never visited (2 was rated above 0), and the rating is not asked for.
        let second = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, 0, |_, _| panic!("not rated"));
        assert_eq!(tree.node(second).mv, 2);
    }

    #[test]
    fn rating_again_uses_this_samples_priors() {
        let mut tree = Tree::new(0, 0u8);
        let first = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, false, 0, rating([0.0, 5.0, 1.0]));
        tree.back_up(&[first], &[0.0, 0.5]);
        // In this sample the seat would rather play 0 than 2: rated again, 0 is tried next.
        let second = tree.select(ROOT, 1, &[0, 1, 2], SELECTION, true, 0, rating([9.0, 5.0, 1.0]));
        assert_eq!(tree.node(second).mv, 0);
        // Only the moves legal in the sample count: with 0 not legal, 2 is next.
        let third = tree.select(ROOT, 1, &[1, 2], SELECTION, true, 0, rating([9.0, 5.0, 1.0]));
        assert_eq!(tree.node(third).mv, 2);
        assert_eq!(tree.node(second).available, 2, "0 was legal in the first two samples");
        assert_eq!(tree.node(third).available, 3, "2 was legal in all three");
    }

    #[test]
    fn a_decision_below_the_root_is_rated_once_visited_enough() {
        let mut tree = Tree::new(0, 0u8);
        let top = tree.select(ROOT, 0, &[0], SELECTION, false, 0, rating([1.0, 0.0, 0.0]));
        tree.back_up(&[top], &[0.5, 0.5]);
        // One visit, below `rate_after`: the moves get nodes but no rating, and the untried
        // moves go in the salt's order.
        let not_rated = |_: &[u8], _: &mut [f32]| panic!("not rated yet");
        let first = tree.select(top, 1, &[0, 1, 2], SELECTION, false, 7, not_rated);
        assert!(tree.children(top).all(|c| tree.node(c).prior == 0.5));
        tree.back_up(&[top, first], &[0.5, 0.5]);
        // Two visits: the moves are rated, the untried ones tried best rated first.
        let second = tree.select(top, 1, &[0, 1, 2], SELECTION, false, 7, rating([0.0, 5.0, 1.0]));
        let best_untried = if tree.node(first).mv == 1 { 2 } else { 1 };
        assert_eq!(tree.node(second).mv, best_untried);
        let mut priors: Vec<(u8, f32)> = tree.children(top).map(|c| (tree.node(c).mv, tree.node(c).prior)).collect();
        priors.sort_unstable_by_key(|&(mv, _)| mv);
        assert_eq!(priors, [(0, 0.0), (1, 1.0), (2, 0.2)]);
        // Rated once: not asked again while every move has its node.
        tree.back_up(&[top, second], &[0.5, 0.5]);
        tree.select(top, 1, &[0, 1, 2], SELECTION, false, 7, not_rated);
    }

    #[test]
    fn the_salt_orders_untried_moves_of_a_decision_not_yet_rated() {
        let orders: std::collections::BTreeSet<u8> = (0..16u32)
            .map(|salt| {
                let mut tree = Tree::new(0, 0u8);
                let top = tree.select(ROOT, 0, &[0], SELECTION, false, 0, rating([1.0, 0.0, 0.0]));
                tree.back_up(&[top], &[0.5, 0.5]);
                let first = tree.select(top, 1, &[0, 1, 2], SELECTION, false, salt, |_, _| panic!("not rated"));
                tree.node(first).mv
            })
            .collect();
        assert_eq!(orders.len(), 3, "every move comes first for some salt");
    }
}
