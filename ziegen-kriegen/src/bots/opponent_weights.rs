//! The weights of the opponent model (opponent_model.rs), written by
//! `cargo run --release --example train_opponent_model -- --threads 2 --write`
//! (400 games of 3 players, `ismcts:100000` in every seat, seeds from 1000001); do not edit by hand.

/// The fitted weights of the features of `opponent_model::features`, in their order.
pub const OPPONENT_WEIGHTS: [f32; 24] = [
    -2.6993883,
    -0.09699717,
    0.27513313,
    0.2540748,
    -0.19858186,
    0.4016684,
    0.44499552,
    0.010230401,
    1.49955,
    -0.7254336,
    0.5055903,
    -0.36062422,
    0.962831,
    0.24363875,
    -0.18017654,
    0.28718594,
    -1.3898119,
    -0.45459762,
    2.4630141,
    -3.654394,
    -1.1951323,
    0.17481665,
    0.6276825,
    0.2075907,
];
