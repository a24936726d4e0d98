//! What the games' test suites share (behind the `testing` feature): the conformance suite, the
//! checks it is made of, and the drivers of the golden and perft files.
//!
//! Every check is written once over [`GameRules`](crate::GameRules) (and [`crate::replay::ReplayRules`] for
//! replays), so each game is held to the same contract; a game's own tests keep only its own
//! rules: worked examples, rule edges, its invariants in its own terms. A game runs the whole
//! suite with a few lines ([`Conformance`], [`crate::conformance_tests!`]):
//!
//! ```text
//! use game_core::testing::Conformance;
//! use ziegen_kriegen::{Game, Options};
//!
//! /// The cards of every hand, trick and the box add up (the game's own invariant).
//! fn cards_add_up(game: &Game) { /* ... */ }
//!
//! fn suite() -> Conformance<Game> {
//!     Conformance::new((3..=6).flat_map(|p| [Options::new(p).unwrap(), Options::variant(p).unwrap()]))
//!         .invariants(cards_add_up)
//! }
//!
//! game_core::conformance_tests!(suite());
//! ```
//!
//! The checks, each public on its own (the fuzz targets call them too):
//!
//! | check | what must hold |
//! |---|---|
//! | [`check_moves`] | the legal moves, the deciding seat, the action ids, the mask and the views agree |
//! | [`check_pick_legal_move`] | `pick_legal_move` picks the listed move at every index |
//! | [`check_all_actions`] | every action id on a copy: accepted exactly when listed; a refused one changes nothing |
//! | [`check_action`], [`check_apply_for`] | one action id, or one move for one seat, played or refused as the list says |
//! | [`check_events_agree`] | a move played every way (with events, without, `perform_with`, `apply_for`) gives the same game and events |
//! | [`check_round_trips`] | the state and every seat's view go through JSON unchanged; observations lie in `[0, 1]` |
//! | [`check_replay`], [`check_replay_divergence`] | a game's replay records, goes through JSON and verifies to its end; a changed one reports where it diverges |
//! | [`check_scores_agree_with_outcome`] | each seat's total in the scores is its outcome entry, at every moment |
//! | [`check_public_parts_agree`], [`check_public_moves_are_seen`] | what a game declares public is the same for every seat, and its public moves are seen by the others |
//! | [`check_spectator_view`] | the spectator's view is the public part of every seat's view and goes through JSON unchanged |
//! | [`check_events_unseen`], [`check_events_unseen_determinized`] | the events a seat or a spectator is told of a move depend only on what it may know |
//! | [`check_determinize`] | a determinization keeps the seat's view, the deciding seat and its legal moves |
//! | [`check_leaks`], [`check_hidden_cards_unseen`] | games that differ only in cards a seat cannot see show it the same view, JSON, observation, hand and moves |
//! | [`check_no_allocation`] | the hot path allocates nothing over whole games |
//! | [`check_determinism`] | the same options, seed and choices give the same game, on any thread |
//! | [`check_trajectories`] | a batch of trajectories agrees with a per-step replay |
//! | [`check_state_text`], [`check_view_text`], [`check_spectator_view_text`], [`check_replay_text`] | any text loads safely, and what loads passes the checks |
//! | [`check_golden_games`], [`check_perft_file`] | seeded games and perft counts equal their pinned files (one schema for all games) |
//!
//! A failed check panics with a message that names what differs and the state as JSON.

mod allocator;
mod bad_documents;
mod chooser;
mod conformance;
mod determinism;
mod determinize;
mod documents;
mod golden;
mod invariants;
mod leaks;
mod moves;
mod no_allocation;
mod perft;
mod privacy;
mod round_trips;
mod rules_document;
mod search_bots;
mod trajectories;

pub use allocator::{allocations, allocations_during, counting_allocator_installed, CountingAllocator};
pub use bad_documents::check_bad_documents;
pub use chooser::{play_random_game, Chooser, PlayedGame};
pub use conformance::{suite, Conformance, HiddenVariant};
pub use determinism::check_determinism;
pub use determinize::{check_determinize, check_determinized_games_play_on};
pub use documents::{check_position, check_replay_text, check_spectator_view_text, check_state_text, check_view_text};
pub use golden::{
    check_golden_file, check_golden_games, play_golden_game, updating_golden_files, GoldenExtras, GoldenFile,
    GoldenGame,
};
pub use invariants::{check_game_invariants, check_scores_agree_with_outcome, Invariant};
pub use leaks::{check_hidden_cards_unseen, check_leaks, LeakCounts};
pub use moves::{
    check_action, check_all_actions, check_apply_for, check_events_agree, check_moves, check_pick_legal_move,
    UNKNOWN_IDS,
};
pub use no_allocation::check_no_allocation;
pub use perft::{check_perft_file, perft_counts, PerftCase};
pub use privacy::{
    check_events_unseen, check_events_unseen_determinized, check_public_moves_are_seen, check_public_parts_agree,
    check_spectator_view, EventCounts,
};
pub use round_trips::{
    check_replay, check_replay_json, check_round_trips, check_state_round_trip, check_view, check_view_of,
};
pub use rules_document::{check_decisions_named, decisions_not_named, names_decision};
pub use search_bots::check_search_bot_game;
pub use trajectories::check_trajectories;
