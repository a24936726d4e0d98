//! No leak of hidden cards: what a seat is shown depends only on what it may know, so games that
//! differ only in the cards it cannot see show it exactly the same.

use std::ops::AddAssign;

use crate::rules::{GameRules, GameView};
use crate::testing::moves::fail;

/// What [`check_leaks`] compared, for a test to judge that the comparisons had something to
/// compare (determinizations that differ from the true game, positions where a seat decides).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeakCounts {
    /// Seat views compared.
    pub seat_views: u64,
    /// Games compared with the true one.
    pub compared_games: u64,
    /// Compared games that differ from the true one: the hidden cards really moved.
    pub differing_games: u64,
    /// Comparisons of the legal moves of the seat that decides.
    pub legal_move_comparisons: u64,
}

impl AddAssign for LeakCounts {
    fn add_assign(&mut self, other: LeakCounts) {
        self.seat_views += other.seat_views;
        self.compared_games += other.compared_games;
        self.differing_games += other.differing_games;
        self.legal_move_comparisons += other.legal_move_comparisons;
    }
}

/// For every seat of `game`: the seat's view lists the game's legal moves when the seat decides
/// and none otherwise (its choices depend only on what it may know), and `samples`
/// determinizations of the view (seeded from `seed`, the seat and the sample) are games that
/// differ from `game` only in cards hidden from the seat, so [`check_hidden_cards_unseen`] must
/// hold for each.
///
/// # Panics
/// On the first difference, with both states as JSON.
pub fn check_leaks<G: GameRules>(game: &G, samples: usize, seed: u64) -> LeakCounts {
    let mut counts = LeakCounts::default();
    for seat in 0..game.player_count() {
        let sight = Sight::of(game, seat);
        let expected = if game.current_player() == Some(seat) { game.legal_moves() } else { G::MoveList::default() };
        if *sight.view.legal_moves() != *expected {
            fail(game, format_args!("seat {seat}'s view lists other moves than the game gives it"));
        }
        counts.seat_views += 1;
        for sample in 0..samples as u64 {
            let other = sight.view.determinize(seed ^ (u64::from(seat) << 40) ^ (sample << 48));
            counts += sight.compare(game, &other);
        }
    }
    counts
}

/// `other` is a game that differs from `game` only in cards `seat` cannot see (a determinization
/// of its view, or a game built with its hidden cards swapped): the seat's view is the same
/// (equal, and the same JSON), so are its observation (bit for bit), its hand and, when it
/// decides, its legal moves in their order; and every seat sees the same public part (players,
/// the seat that decides, phase, turn, and the game's `Public`).
///
/// # Panics
/// On the first difference, with both states as JSON.
pub fn check_hidden_cards_unseen<G: GameRules>(game: &G, other: &G, seat: u8) -> LeakCounts {
    Sight::of(game, seat).compare(game, other)
}

/// Everything a seat is shown of a game, worked out once to compare other games with.
struct Sight<G: GameRules> {
    seat: u8,
    view: G::View,
    json: String,
    observation: Vec<u32>,
    hand: Vec<u16>,
    public: String,
    moves: Option<G::MoveList>,
}

impl<G: GameRules> Sight<G> {
    fn of(game: &G, seat: u8) -> Sight<G> {
        let view = game.view(seat);
        Sight {
            seat,
            json: view.to_json(),
            observation: view.observation_vec().iter().map(|x| x.to_bits()).collect(),
            view,
            hand: game.hand_cards(seat).collect(),
            public: public_part(game),
            moves: (game.current_player() == Some(seat)).then(|| game.legal_moves()),
        }
    }

    /// Checks that `other` shows the seat what `game` (the game of this sight) shows it.
    fn compare(&self, game: &G, other: &G) -> LeakCounts {
        let seat = self.seat;
        let leak = |what: &str| -> ! {
            panic!(
                "seat {seat}: {what} depends on hidden cards\nstate: {}\nother state: {}",
                game.to_json(),
                other.to_json()
            )
        };
        let view = other.view(seat);
        if view != self.view {
            leak("the view");
        }
        if view.to_json() != self.json {
            leak("the view's JSON");
        }
        if !view.observation_vec().iter().map(|x| x.to_bits()).eq(self.observation.iter().copied()) {
            leak("the observation");
        }
        if !other.hand_cards(seat).eq(self.hand.iter().copied()) {
            leak("the seat's own hand");
        }
        if public_part(other) != self.public {
            leak("the public part every seat sees");
        }
        let mut counts =
            LeakCounts { compared_games: 1, differing_games: u64::from(other != game), ..LeakCounts::default() };
        if let Some(moves) = &self.moves {
            if *other.legal_moves() != **moves {
                leak("the legal moves of the seat that decides");
            }
            counts.legal_move_comparisons += 1;
        }
        counts
    }
}

/// The part of `game` every seat sees, as text to compare: the player count, the seat that
/// decides, the phase, the turn and the game's `Public`.
fn public_part<G: GameRules>(game: &G) -> String {
    format!(
        "{:?} {:?} {:?} {:?} {:?}",
        game.player_count(),
        game.current_player(),
        game.phase(),
        game.turn(),
        game.public()
    )
}
