//! # herr-der-ziegen-wasm
//!
//! The engine for JavaScript: a wasm-bindgen binding over the registry
//! ([`game_registry::dynamic`]), like the C library and the Python module, built into the npm
//! package `herr-der-ziegen` by `scripts/build-npm.sh`.
//!
//! This crate is the low layer of that package: classes over the type-erased games, views and
//! bots ([`RawGame`], [`RawSetup`], [`RawView`], [`RawSpectatorView`], [`RawBot`]) that take and return numbers, strings, typed
//! arrays and JSON text, and throw one kind of error ([`errors`]). The package's ES module
//! (`wasm/js/index.js`) is the API users call: `Game`, `PlayerView`, `Bot`, the error classes and
//! the argument checks, written once in JavaScript over these classes. Nothing here names a game:
//! what differs between games is each game's typed extras in [`games`] (its move objects, its
//! score details and its own methods, [`queries`]), stamped from the registry ([`extras`]), so
//! a registry game without them does not compile.
//!
//! No input reaches a panic: the engine runs single-threaded (game-core leaves its batch work out
//! of the WebAssembly build), every number is checked before it becomes a seat, an action id or
//! a count, and every refusal comes back as an error. A panic would abort the module (WebAssembly
//! has no unwinding on this target), so none may be reachable from JavaScript.

pub mod bot;
pub mod errors;
pub mod extras;
pub mod game;
pub mod games;
pub mod legal;
pub mod queries;
pub mod registry;
pub mod spectator;
pub mod speed;
pub mod view;

pub use bot::RawBot;
pub use game::{RawGame, RawSetup};
pub use spectator::RawSpectatorView;
pub use view::RawView;
