//! The plumbing every C entry point shares, written for any game's C surface.
//!
//! Nothing here knows Herr der Ziegen: the items are generic over the status enum a surface
//! returns ([`error::Status`]), over the handle and element types, or over
//! [`game_core::GameRules`], and they import nothing from the rest of this crate. A second game's
//! C surface implements [`error::Status`] for its own status enum and calls these functions as
//! they are.
//!
//! * [`error`]: the status trait, the error that carries a status and a message to the boundary,
//!   the per-thread last error message, and the guard (`catch_unwind`) every entry point runs in.
//! * [`handle`]: opaque handles: boxing, NULL-checked borrowing, writing to `T **` out-parameters,
//!   freeing.
//! * [`buffer`]: out-parameters, caller buffers with the one size-query rule, C strings in and out.
//!
//! [`game_core::GameRules`]: game_core::GameRules

pub(crate) mod buffer;
pub(crate) mod error;
pub(crate) mod handle;
