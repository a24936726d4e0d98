//! The language-neutral chooser of random test games, and a game played with it.

use crate::rules::GameRules;

/// A tiny deterministic choice stream that any language can reproduce: one LCG step
/// `x = x * 6364136223846793005 + 1442695040888963407` (mod 2^64) per choice, then the index
/// `(x >> 33) % n`. The golden transcripts (`testdata/golden-*.json`) choose their moves with it
/// from `x = chooser_seed`, and the C and Python suites replay them with the same arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Chooser(pub u64);

impl Chooser {
    /// The index of the next choice among `n` (below `n`).
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn next(&mut self, n: usize) -> usize {
        assert!(n > 0, "a choice among no options");
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }

    /// The next choice of an item of `items`.
    ///
    /// # Panics
    /// If `items` is empty.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.next(items.len())]
    }
}

/// A game played to its end by [`play_random_game`]: how it was set up, its moves and where it
/// ended.
#[derive(Clone, Debug)]
pub struct PlayedGame<G: GameRules> {
    /// The options it was set up with.
    pub options: G::Options,
    /// The seed of its setup.
    pub seed: u64,
    /// The seed of the [`Chooser`] that chose its moves.
    pub chooser_seed: u64,
    /// Its moves, in order.
    pub moves: Vec<G::Move>,
    /// The game at its end.
    pub end: G,
}

/// Plays the game `options` and `seed` set up to its end, each move chosen by a [`Chooser`]
/// from `chooser_seed` among the legal moves in their listed order. `at_each_position` sees
/// the start (with no events) and the game after every move, with the events of that move.
///
/// # Panics
/// If the options do not set up a game, a listed move is refused, or the game runs past
/// [`GameRules::max_game_length`].
pub fn play_random_game<G: GameRules>(
    options: &G::Options,
    seed: u64,
    chooser_seed: u64,
    mut at_each_position: impl FnMut(&G, &[G::Event]),
) -> PlayedGame<G> {
    let mut game = G::with_options(options, seed).unwrap_or_else(|e| panic!("options {options:?} refused: {e}"));
    let mut chooser = Chooser(chooser_seed);
    let mut moves = Vec::new();
    let longest = G::max_game_length(options) as usize;
    let mut legal = G::MoveList::default();
    at_each_position(&game, &[]);
    while !game.is_over() {
        game.legal_moves_into(&mut legal);
        let mv = chooser.pick(&legal);
        let events =
            game.apply(mv).unwrap_or_else(|e| panic!("listed move {mv} refused: {e}\nstate: {}", game.to_json()));
        moves.push(mv);
        assert!(moves.len() <= longest, "the game runs past its longest length, {longest} decisions");
        at_each_position(&game, &events);
    }
    PlayedGame { options: options.clone(), seed, chooser_seed, moves, end: game }
}
