//! A game of the registry as a type: its number there, and its kind as the entry points see it.

use std::marker::PhantomData;

use game_core::GameRules;
use game_registry::GAMES;

use super::interface::DynKind;

/// The kind played by the rules of `G`.
pub(crate) struct Kind<G>(PhantomData<fn() -> G>);

/// The registry number of the game called `name`.
///
/// # Panics
/// At compile time (it is used in constants) if no game of the registry has that name.
const fn registry_index(name: &str) -> usize {
    let mut i = 0;
    while i < GAMES.len() {
        let other = GAMES[i].name.as_bytes();
        let name = name.as_bytes();
        if other.len() == name.len() {
            let mut same = true;
            let mut j = 0;
            while j < name.len() {
                same &= other[j] == name[j];
                j += 1;
            }
            if same {
                return i;
            }
        }
        i += 1;
    }
    panic!("a game of the C library is not in the registry")
}

impl<G: GameRules> Kind<G> {
    /// `G`'s number in the registry.
    pub(crate) const INDEX: usize = registry_index(G::NAME);

    /// The kind of `G`.
    pub(crate) fn get() -> &'static dyn DynKind {
        &Kind::<G>(PhantomData)
    }
}
