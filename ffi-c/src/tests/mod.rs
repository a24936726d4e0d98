//! Tests of the C entry points, called from Rust as a C program would call them, against the
//! engines' own Rust API. One file per topic, each running its checks over every game of the
//! registry, so that a game added there is tested without a line added here; each game's own
//! typed extras are tested beside them (`crate::games::<game>::tests`), the checks they share in
//! [`typed_extras`].

pub(crate) mod support;

mod bots;
mod buffers;
mod docs;
mod documents;
mod errors;
mod handles;
mod kinds;
mod play;
mod spectators;
pub(crate) mod typed_extras;
mod views;
