//! What a search found about each move of a decision: for hints ("why is this move good?") and
//! for notebooks that show a bot's reasoning.

/// One legal move with the search's estimate of it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveAnalysis<M> {
    /// The move.
    pub mv: M,
    /// The deciding seat's estimated share of the win after this move, from 0 to 1 (1 is a
    /// certain win alone; a win shared by `k` seats counts `1 / k`), as the mean over the
    /// iterations that tried it; `None` if none did.
    pub value: Option<f64>,
    /// The iterations that tried the move: the more, the surer the estimate, and the bot plays
    /// the move with the most.
    pub visits: u32,
}
