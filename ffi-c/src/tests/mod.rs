//! Tests of the C entry points, called from Rust as a C program would call them, against the
//! engines' own Rust API. One file per concept: `every_game` and `every_game_refusals` run the
//! same checks over every game of the registry; the files named after a game test its typed
//! extras.

mod support;

mod docs;
mod errors;
mod every_game;
mod every_game_refusals;
mod herr_der_ziegen_actions;
mod herr_der_ziegen_bots;
mod herr_der_ziegen_json;
mod herr_der_ziegen_play;
mod herr_der_ziegen_typed_view;
mod herr_der_ziegen_view_handle;
mod le_baron_typed;
mod ziegen_kriegen_typed;
