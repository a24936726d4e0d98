//! The conformance suite: every check of this module run over random games of one game, with the
//! option sets that cover its variants and player counts. A game runs it with a few lines:
//!
//! ```text
//! use game_core::testing::Conformance;
//!
//! fn suite() -> Conformance<le_baron::Game> {
//!     Conformance::new((2..=10).map(|players| le_baron::Options::new(players).unwrap()))
//!         .games(2)
//!         .invariants(check_my_invariants)
//! }
//!
//! game_core::conformance_tests!(suite());
//! ```

use crate::replay::ReplayRules;
use crate::testing::chooser::{play_random_game, Chooser};
use crate::testing::determinism::check_determinism;
use crate::testing::determinize::check_determinized_games_play_on;
use crate::testing::invariants::{check_game_invariants, check_scores_agree_with_outcome, Invariant};
use crate::testing::leaks::{check_hidden_cards_unseen, check_leaks, LeakCounts};
use crate::testing::moves::{check_all_actions, check_events_agree, check_moves, check_pick_legal_move};
use crate::testing::no_allocation::check_no_allocation;
use crate::testing::privacy::{
    check_events_unseen, check_events_unseen_determinized, check_public_moves_are_seen, check_public_parts_agree,
    check_spectator_view, EventCounts,
};
use crate::testing::round_trips::{check_replay, check_replay_divergence, check_round_trips};
use crate::testing::search_bots::check_search_bot_game;
use crate::testing::trajectories::check_trajectories;
use crate::trajectories::result;

/// A game built from `game` by moving only cards `seat` cannot see (an independent check of the
/// views, beside determinization), the [`Chooser`] picking which.
pub type HiddenVariant<G> = fn(game: &G, seat: u8, chooser: &mut Chooser) -> G;

/// Games per option set when neither [`Conformance::games`] nor `CONFORMANCE_GAMES` says.
const DEFAULT_GAMES: u64 = 4;

/// The conformance suite of game `G` (see the module documentation): random games of each
/// option set from consecutive seeds, and every check written once in [`crate::testing`] run
/// on them. [`crate::conformance_tests!`] turns it into a test program's tests; each `run_*`
/// method is one of them.
///
/// Two environment variables widen a run without a change of code: `CONFORMANCE_GAMES` (games
/// per option set, for every part) and `CONFORMANCE_SEED` (the first seed, for other games than
/// the usual ones).
#[derive(Clone, Debug)]
pub struct Conformance<G: ReplayRules> {
    option_sets: Vec<G::Options>,
    games: u64,
    leak_games: Option<u64>,
    first_seed: u64,
    pinned: Vec<(G::Options, u64, u64)>,
    invariants: Vec<Invariant<G>>,
    hidden_variants: Option<HiddenVariant<G>>,
    leak_samples: usize,
    full_checks_every: usize,
}

/// The conformance suite of `G` over `option_sets` ([`Conformance::new`]).
///
/// # Panics
/// If `option_sets` is empty.
pub fn suite<G: ReplayRules>(option_sets: impl IntoIterator<Item = G::Options>) -> Conformance<G> {
    Conformance::new(option_sets)
}

impl<G: ReplayRules> Conformance<G> {
    /// The suite over `option_sets`, which should cover the game's player counts and variants;
    /// 4 games per option set, seeds from 0, no invariants of the game's own yet.
    ///
    /// # Panics
    /// If `option_sets` is empty or holds options that do not set up a game.
    pub fn new(option_sets: impl IntoIterator<Item = G::Options>) -> Conformance<G> {
        let option_sets: Vec<G::Options> = option_sets.into_iter().collect();
        assert!(!option_sets.is_empty(), "the conformance suite needs at least one option set");
        for options in &option_sets {
            if let Err(e) = G::validate_options(options) {
                panic!("the option set {options:?} does not set up a game: {e}");
            }
        }
        Conformance {
            option_sets,
            games: DEFAULT_GAMES,
            leak_games: None,
            first_seed: 0,
            pinned: Vec::new(),
            invariants: Vec::new(),
            hidden_variants: None,
            leak_samples: 2,
            full_checks_every: 1,
        }
    }

    /// Plays `games` random games per option set (`CONFORMANCE_GAMES` overrides it).
    pub fn games(mut self, games: u64) -> Self {
        self.games = games;
        self
    }

    /// Plays `games` games per option set in the leak test ([`Conformance::run_leaks`], the
    /// costliest part); by default as many as [`Conformance::games`].
    pub fn leak_games(mut self, games: u64) -> Self {
        self.leak_games = Some(games);
        self
    }

    /// Starts the seeds at `seed` (`CONFORMANCE_SEED` overrides it).
    pub fn first_seed(mut self, seed: u64) -> Self {
        self.first_seed = seed;
        self
    }

    /// Adds the game `options`, `seed` and `chooser_seed` set up and chose, to every part of the
    /// suite: a game that once failed, kept as a regression.
    pub fn case(mut self, options: G::Options, seed: u64, chooser_seed: u64) -> Self {
        self.pinned.push((options, seed, chooser_seed));
        self
    }

    /// Checks `invariant`, one of the game's own, on every position of the random games.
    pub fn invariants(mut self, invariant: Invariant<G>) -> Self {
        self.invariants.push(invariant);
        self
    }

    /// Compares every seat's view of every position of the leak test with `variant`'s game too
    /// ([`check_hidden_cards_unseen`]).
    pub fn hidden_variants(mut self, variant: HiddenVariant<G>) -> Self {
        self.hidden_variants = Some(variant);
        self
    }

    /// Determinizes each seat's view `samples` times at every position of the leak test
    /// (default 2).
    pub fn leak_samples(mut self, samples: usize) -> Self {
        self.leak_samples = samples;
        self
    }

    /// Runs the costliest checks of [`Conformance::run_games`] (every action id, every round
    /// trip) on every `n`-th position only, and at the start and the end (default: every
    /// position).
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn full_checks_every(mut self, n: usize) -> Self {
        assert!(n > 0, "full checks every 0th position");
        self.full_checks_every = n;
        self
    }

    /// The games of the suite: `(options, seed, chooser seed)` of each, the pinned cases first,
    /// then `games` per option set (the option set's index and the game's number make the
    /// seed, and the chooser's seed from it).
    pub fn cases(&self) -> Vec<(G::Options, u64, u64)> {
        self.cases_of(self.games)
    }

    fn cases_of(&self, games: u64) -> Vec<(G::Options, u64, u64)> {
        let games = env_number("CONFORMANCE_GAMES").unwrap_or(games);
        let first = env_number("CONFORMANCE_SEED").unwrap_or(self.first_seed);
        let mut cases = self.pinned.clone();
        for (set, options) in self.option_sets.iter().enumerate() {
            for game in 0..games {
                let seed = first.wrapping_add(game * self.option_sets.len() as u64 + set as u64);
                cases.push((options.clone(), seed, seed.rotate_left(29) ^ 0x5eed));
            }
        }
        cases
    }

    /// Every part of the suite, one after the other ([`crate::conformance_tests!`] runs them
    /// as separate tests, in parallel).
    pub fn run(&self) {
        self.run_games();
        self.run_leaks();
        self.run_no_allocation();
        self.run_determinism();
        self.run_trajectories();
        self.run_search_bots();
    }

    /// Random games with every check after every move: [`check_moves`], the game's own
    /// invariants and [`check_pick_legal_move`] on every position; [`check_all_actions`] (every
    /// action id on a copy: accepted exactly when listed, a refused one changing nothing) and
    /// [`check_round_trips`] (the state and every seat's view through JSON), the declarations of
    /// what is public and the spectator's view ([`check_spectator_view`]) on every position,
    /// or every `n`-th ([`Conformance::full_checks_every`]); every move played every way
    /// ([`check_events_agree`]); somewhere in its first 64 moves, every seat's view determinized and the sample played
    /// to its end with the game's own invariants ([`check_determinized_games_play_on`]); at the end, the replay recorded,
    /// through JSON and verified ([`check_replay`]). Returns the number of decisions played.
    ///
    /// # Panics
    /// On the first failed check.
    pub fn run_games(&self) -> u64 {
        let mut decisions = 0;
        for (options, seed, chooser_seed) in self.cases() {
            let mut game = G::with_options(&options, seed).unwrap_or_else(|e| panic!("{options:?} refused: {e}"));
            let mut chooser = Chooser(chooser_seed);
            let mut moves = Vec::new();
            // Where the determinized games start: somewhere in the first dozens of moves.
            let halfway_at = 1 + (seed % 64) as usize;
            let mut halfway = None;
            loop {
                self.check_position(&game, moves.len() % self.full_checks_every == 0 || game.is_over());
                if game.is_over() {
                    break;
                }
                let mv = chooser.pick(&game.legal_moves());
                game = check_events_agree(&game, mv);
                moves.push(mv);
                assert!(moves.len() <= G::max_game_length(&options) as usize, "a game runs past its longest length");
                if moves.len() == halfway_at {
                    halfway = Some(game.clone());
                }
            }
            if let Some(position) = halfway.filter(|g| !g.is_over()) {
                check_determinized_games_play_on(&position, seed, &self.invariants);
            }
            check_replay(&options, seed, &moves, &game);
            decisions += moves.len() as u64;
        }
        decisions
    }

    /// The checks of one position of [`Conformance::run_games`]; `full` adds the costly ones.
    fn check_position(&self, game: &G, full: bool) {
        check_moves(game);
        check_scores_agree_with_outcome(game);
        check_game_invariants(game, &self.invariants);
        check_pick_legal_move(game);
        if full {
            check_all_actions(game);
            check_round_trips(game);
            check_public_parts_agree(game);
            check_public_moves_are_seen(game);
            check_spectator_view(game);
        }
    }

    /// The leak test: on every position of [`Conformance::leak_games`] random games per option
    /// set, [`check_leaks`] for every seat (its view determinized
    /// [`Conformance::leak_samples`] times) and, with [`Conformance::hidden_variants`], a
    /// variant per seat through [`check_hidden_cards_unseen`]; and the events each seat and a
    /// spectator are told of the next move, through [`check_events_unseen`]. Most compared
    /// games must differ from the true one, or the comparisons would prove little. Returns what
    /// was compared.
    ///
    /// # Panics
    /// On the first view that depends on hidden cards, or if the hidden cards rarely moved.
    pub fn run_leaks(&self) -> (LeakCounts, EventCounts) {
        let mut counts = LeakCounts::default();
        let mut events = EventCounts::default();
        for (options, seed, chooser_seed) in self.cases_of(self.leak_games.unwrap_or(self.games)) {
            let mut variants = Chooser(seed ^ 0x1eaf);
            play_random_game::<G>(&options, seed, chooser_seed, |game, _| {
                counts += check_leaks(game, self.leak_samples, seed ^ u64::from(game.turn()));
                events += check_events_unseen_determinized(game, self.leak_samples, seed ^ u64::from(game.turn()));
                if let Some(variant) = self.hidden_variants {
                    let others: Vec<(u8, G)> =
                        (0..game.player_count()).map(|seat| (seat, variant(game, seat, &mut variants))).collect();
                    for (seat, other) in &others {
                        counts += check_hidden_cards_unseen(game, other, *seat);
                    }
                    events += check_events_unseen(game, &others);
                }
            });
        }
        assert!(
            counts.differing_games * 2 > counts.compared_games,
            "only {} of {} games built from a seat's view differ from the true game: the leak test compares little",
            counts.differing_games,
            counts.compared_games
        );
        assert!(
            events.comparisons > 0,
            "no two moves a seat cannot tell apart were compared: the event test compares nothing"
        );
        (counts, events)
    }

    /// [`check_no_allocation`] over four times as many games as [`Conformance::games`] per
    /// option set (they cost little: nothing but the count is checked). The test program must have
    /// [`crate::testing::CountingAllocator`] as its global allocator ([`crate::conformance_tests!`] sees to
    /// it). Returns the number of decisions played.
    ///
    /// # Panics
    /// If anything on the hot path allocates.
    pub fn run_no_allocation(&self) -> u64 {
        let cases = self.cases_of(4 * self.games);
        cases.iter().map(|(options, seed, chooser_seed)| check_no_allocation::<G>(options, *seed, *chooser_seed)).sum()
    }

    /// [`check_determinism`] on the first game of each option set and the pinned ones: the same
    /// options, seed and choices give the same moves, events and final state, on any thread; and
    /// the replay of each, changed, reports where it diverges ([`check_replay_divergence`]).
    ///
    /// # Panics
    /// If a run differs.
    pub fn run_determinism(&self) {
        for (options, seed, chooser_seed) in self.cases_of(1) {
            let played = check_determinism::<G>(&options, seed, chooser_seed);
            check_replay_divergence::<G>(&options, seed, &played.moves);
        }
    }

    /// [`check_search_bot_game`] for the first option set of each player count: a small IS-MCTS
    /// and, for a game with one, a small expert play a game in every seat, every choice legal,
    /// the same from any game the deciding seat cannot tell from the real one, and repeated
    /// exactly with the same seeds. Returns the decisions played.
    ///
    /// # Panics
    /// If a check fails.
    pub fn run_search_bots(&self) -> usize {
        let mut names = vec!["ismcts:8"];
        if G::EXPERT_BOT.is_some() {
            names.push("expert:8");
        }
        let mut players_seen = Vec::new();
        let mut decisions = 0;
        for (set, options) in self.option_sets.iter().enumerate() {
            let players = G::players_in(options);
            if !players_seen.contains(&players) {
                players_seen.push(players);
                for name in &names {
                    decisions += check_search_bot_game::<G>(options, self.first_seed + set as u64, name);
                }
            }
        }
        decisions
    }

    /// [`check_trajectories`] for the first option set of each player count, four seeds of
    /// random bots (the results win, draw or loss, and both wins and losses among them), then
    /// for the first option set with the game's own bots, `random` and a small IS-MCTS seated in
    /// turn, and without rotation.
    ///
    /// # Panics
    /// If a batch disagrees with the per-step replay of its games.
    pub fn run_trajectories(&self) {
        let mut results = Vec::new();
        let mut players_seen = Vec::new();
        for options in &self.option_sets {
            let players = G::players_in(options);
            if !players_seen.contains(&players) {
                players_seen.push(players);
                let batch = check_trajectories::<G>(options, &[0, 1, 2, 77], &["random"], true);
                assert!(batch.rows() > 0, "a batch of four games has rows");
                results.extend(batch.result);
            }
        }
        assert!(
            results.iter().all(|r| [result::WIN, result::DRAW, result::LOSS].contains(r)),
            "results are wins, draws or losses"
        );
        assert!(
            results.contains(&result::WIN) && results.contains(&result::LOSS),
            "random games have winners and losers"
        );
        let mut entrants: Vec<&str> = G::GAME_BOT_NAMES.to_vec();
        entrants.push("random");
        let options = &self.option_sets[0];
        check_trajectories::<G>(options, &[9], &entrants, false);
        entrants.push("ismcts:8");
        check_trajectories::<G>(options, &[5, 6], &entrants, true);
    }
}

/// A whole number from the environment variable `name`, if it holds one.
///
/// # Panics
/// If the variable is set to something else.
fn env_number(name: &str) -> Option<u64> {
    let value = std::env::var(name).ok()?;
    Some(value.parse().unwrap_or_else(|_| panic!("{name}={value:?} is not a whole number")))
}

/// Stamps the conformance suite's tests into a test program: `suite` (an expression giving a
/// [`Conformance`], evaluated by each test) runs as five tests, which the test harness runs in
/// parallel: `conformance_random_games`, `conformance_leaks`, `conformance_no_allocation`,
/// `conformance_determinism` and `conformance_trajectories`. The macro also installs
/// [`crate::testing::CountingAllocator`] as the program's global allocator, which the
/// no-allocation test needs.
///
/// ```text
/// fn suite() -> game_core::testing::Conformance<ziegen_kriegen::Game> {
///     game_core::testing::Conformance::new([ziegen_kriegen::Options::new(4).unwrap()])
/// }
/// game_core::conformance_tests!(suite());
/// ```
#[macro_export]
macro_rules! conformance_tests {
    ($suite:expr) => {
        #[global_allocator]
        static CONFORMANCE_ALLOCATOR: $crate::testing::CountingAllocator = $crate::testing::CountingAllocator;

        /// Random games with every check after every move.
        #[test]
        fn conformance_random_games() {
            let suite = $suite;
            let decisions = suite.run_games();
            eprintln!("conformance: {} random games, {decisions} decisions, every check", suite.cases().len());
        }

        /// Views, their JSON, observations, legal moves and the events each observer is told do
        /// not depend on hidden cards.
        #[test]
        fn conformance_leaks() {
            let (counts, events) = $suite.run_leaks();
            eprintln!("conformance: leaks {counts:?}, events {events:?}");
        }

        /// The hot path never allocates.
        #[test]
        fn conformance_no_allocation() {
            let decisions = $suite.run_no_allocation();
            eprintln!("conformance: {decisions} decisions without an allocation");
        }

        /// The same options, seed and choices give the same game, on any thread; a changed replay
        /// reports where it diverges.
        #[test]
        fn conformance_determinism() {
            $suite.run_determinism();
        }

        /// The search bots play every player count to the end, legally, reproducibly and seeing
        /// only their seat's view.
        #[test]
        fn conformance_search_bots() {
            let decisions = $suite.run_search_bots();
            eprintln!("conformance: the search bots played {decisions} decisions");
        }

        /// Trajectories agree with a per-step replay of their games.
        #[test]
        fn conformance_trajectories() {
            $suite.run_trajectories();
        }
    };
}
