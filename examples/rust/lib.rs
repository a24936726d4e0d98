//! Example programs over the three games; see the `[[example]]` entries of this crate's
//! `Cargo.toml`. The library itself is empty.
