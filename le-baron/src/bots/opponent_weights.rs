//! The weights of the opponent model (opponent_model.rs), written by
//! `cargo run --release --example train_opponent_model -- --game le-baron --games 200 --threads 2 --write`
//! (200 games of 3 players, `ismcts:30000` in every seat, seeds from 1000001); do not edit by hand.

/// The fitted weights of the features of `opponent_model::features`, in their order.
pub const OPPONENT_WEIGHTS: [f32; 18] = [
    -2.4463408,
    -0.9793006,
    0.0,
    -0.2372384,
    2.1631508,
    -0.82070994,
    -0.2582264,
    0.29337606,
    -1.1006144,
    -1.4095737,
    2.0715172,
    -1.0385201,
    -0.075393625,
    0.3232081,
    0.54106903,
    -1.5890778,
    -0.8082091,
    0.30835664,
];
