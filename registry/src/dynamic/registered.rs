//! A game of the registry as a type: its number there, and its kind as a binding sees it.

use std::marker::PhantomData;

use game_core::GameRules;

use super::interface::DynKind;
use crate::GAMES;

/// The kind played by the rules of `G`.
pub struct Kind<G>(PhantomData<fn() -> G>);

/// The registry number of the game called `name`.
///
/// # Panics
/// At compile time (it is used in constants) if no game of the registry has that name.
const fn registry_index(name: &str) -> usize {
    let mut i = 0;
    while i < GAMES.len() {
        if crate::same(GAMES[i].name, name) {
            return i;
        }
        i += 1;
    }
    panic!("the game is not in the registry")
}

impl<G: GameRules> Kind<G> {
    /// `G`'s number in the registry.
    pub const INDEX: usize = registry_index(G::NAME);

    /// The kind of `G`.
    pub fn get() -> &'static dyn DynKind {
        &Kind::<G>(PhantomData)
    }
}
