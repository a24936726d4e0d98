//! The whole numbers of the JSON documents, read without a fixed width so that a value out of
//! range is reported by the loader naming its field: [`game_core::document::Int`], shared by
//! every game.

pub use game_core::document::Int;
