//! Determinization keeps the seat's view: a game sampled from a view is a game that seat could
//! be in.

use crate::events::NoEvents;
use crate::rules::{GameRules, GameView};
use crate::testing::chooser::Chooser;
use crate::testing::invariants::{check_game_invariants, Invariant};
use crate::testing::moves::check_moves;
use crate::testing::round_trips::check_state_round_trip;

/// A determinization of `view` from `seed` ([`GameView::determinize`]): a valid game (its state
/// round-trips, its moves pass [`check_moves`]) of the view's player count, whose view for the
/// seat is `view` (equal, and the same JSON), whose deciding seat is the view's, and which, when
/// that seat decides, lists the view's legal moves in their order. Returns it.
///
/// # Panics
/// On the first difference, with the view and the determinized state as JSON.
pub fn check_determinize<V: GameView>(view: &V, seed: u64) -> V::Game {
    let sample = view.determinize(seed);
    let seat = view.seat();
    let differs = |what: &str| -> ! {
        panic!(
            "a determinization of seat {seat}'s view {what}\nview: {}\ndeterminized: {}",
            view.to_json(),
            sample.to_json()
        )
    };
    if sample.player_count() != view.player_count() {
        differs("seats another number of players");
    }
    let again = sample.view(seat);
    if again != *view || again.to_json() != view.to_json() {
        differs("has another view for that seat");
    }
    if sample.current_player() != view.current_player() {
        differs("has another seat to decide");
    }
    if sample.current_player() == Some(seat) && *sample.legal_moves() != *view.legal_moves() {
        differs("lists other legal moves for the seat that decides");
    }
    check_state_round_trip(&sample);
    check_moves(&sample);
    sample
}

/// Every seat's view of `game` determinized from `seed` ([`check_determinize`]), each sample
/// then played to its end by a [`Chooser`] with [`check_moves`] and `invariants` (the game's
/// own) after every move: a determinized game is one the rules can go on from.
///
/// # Panics
/// On the first failed check.
pub fn check_determinized_games_play_on<G: GameRules>(game: &G, seed: u64, invariants: &[Invariant<G>]) {
    for seat in 0..game.player_count() {
        let mut sample = check_determinize(&game.view(seat), seed ^ u64::from(seat));
        let mut chooser = Chooser(seed.rotate_left(17) ^ u64::from(seat));
        let mut decisions = 0u32;
        while !sample.is_over() {
            let mv = chooser.pick(&sample.legal_moves());
            sample
                .apply_with(mv, &mut NoEvents)
                .unwrap_or_else(|e| panic!("listed move {mv} refused: {e}\nstate: {}", sample.to_json()));
            check_moves(&sample);
            check_game_invariants(&sample, invariants);
            decisions += 1;
            assert!(decisions <= G::MAX_GAME_LENGTH, "a determinized game runs past MAX_GAME_LENGTH");
        }
    }
}
