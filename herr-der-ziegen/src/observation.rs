//! Fixed-size observation tensors computed from a [`crate::PlayerView`] (layout in
//! `docs/observation.md`).
