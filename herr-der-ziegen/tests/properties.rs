//! Property tests over random seeds, player counts and random legal play: the invariants of
//! the rules hold after every move.

mod common;

use herr_der_ziegen::prelude::*;
use herr_der_ziegen::state::StateDoc;
use herr_der_ziegen::{CardId, Game, GoatKind, KindStatus, Move, Options, PlayerView, Replay, NUM_ACTIONS};
use proptest::prelude::*;

/// No game can last longer: at most 121 turns, each with a play, a take, up to 4 marks and at
/// most one request per pair of cells (refusals) before a dog move or pass.
const MAX_MOVES: usize = 121 * (3 + 4 + 2 * 14 * 21);

/// A small deterministic choice stream from the proptest-drawn seed.
struct Chooser(u64);

impl Chooser {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn check_invariants(game: &Game) {
    let counts = game.card_place_counts();
    assert!(counts.iter().all(|&n| n == 1), "every card in exactly one place: {counts:?}");
    for kind in GoatKind::all() {
        if game.kind_status(kind) == KindStatus::Removed {
            assert_eq!(game.boxed().and(kind.cards()), kind.cards(), "removed kinds stay in the box");
        }
    }
    for p in 0..game.players() {
        let marks = game.cells().filter(|&c| game.mark_at(c) == Some(p)).count();
        assert!(marks <= 10, "player {p} has {marks} small goats out");
        if !game.is_over() {
            let expected = if p == game.active_player() { 1..=2 } else { 2..=2 };
            assert!(expected.contains(&game.hand(p).count()));
        }
    }
    assert_eq!(game.current_player().is_none(), game.is_over());
    assert_eq!(game.legal_moves().is_empty(), game.is_over());
}

/// Plays a random game, checking `per_step` after every move; returns the moves.
fn random_game(players: u8, seed: u64, choices: u64, mut per_step: impl FnMut(&Game)) -> (Game, Vec<Move>) {
    let mut game = Game::new(players, seed).unwrap();
    let mut chooser = Chooser(choices);
    let mut moves = Vec::new();
    per_step(&game);
    while !game.is_over() {
        let legal = game.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        game.apply(mv).unwrap_or_else(|e| panic!("listed move {mv} refused: {e}"));
        moves.push(mv);
        assert!(moves.len() < MAX_MOVES, "the game must end");
        per_step(&game);
    }
    (game, moves)
}

/// Shuffles what `seat` cannot know: the pile order, and the opponents' unseen hand cards with
/// unseen pile cards (never a dog into a hand, never a card known to be in the pile out of it).
fn shuffle_hidden(game: &Game, seat: u8, rng: &mut Chooser) -> Game {
    let mut doc: StateDoc = game.to_doc();
    let n = doc.pile.len();
    for i in (1..n).rev() {
        doc.pile.swap(i, rng.next(i + 1));
    }
    for p in (0..doc.players).filter(|&p| p != seat) {
        let hand = &mut doc.hands[usize::from(p)];
        for (slot, card) in hand.iter_mut().enumerate() {
            if doc.hands_seen[usize::from(p)][slot] {
                continue;
            }
            let swappable: Vec<usize> = (0..n)
                .filter(|&i| !CardId::new(doc.pile[i]).unwrap().is_dog() && !doc.known_in_pile.contains(&doc.pile[i]))
                .collect();
            if swappable.is_empty() {
                continue;
            }
            let i = swappable[rng.next(swappable.len())];
            std::mem::swap(card, &mut doc.pile[i]);
        }
    }
    Game::from_doc(&doc).expect("a hidden shuffle is a valid state")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_and_json_round_trips(players in 2u8..=5, seed: u64, choices: u64) {
        random_game(players, seed, choices, |game| {
            check_invariants(game);
            let json = game.to_json();
            let back = Game::from_json(&json).unwrap_or_else(|e| panic!("own state rejected: {e}\n{json}"));
            assert_eq!(&back, game);
            for seat in 0..game.players() {
                let view = game.view(seat);
                let loaded = PlayerView::from_json(&view.to_json()).unwrap_or_else(|e| panic!("own view rejected: {e}"));
                assert_eq!(loaded, view);
            }
        });
    }

    #[test]
    fn illegal_action_ids_are_rejected_without_change(players in 2u8..=5, seed: u64, choices: u64, probes in prop::collection::vec(0u32..(NUM_ACTIONS as u32 + 40), 8)) {
        random_game(players, seed, choices, |game| {
            let legal: Vec<u16> = game.legal_actions().collect();
            for &id in &probes {
                let mut copy = game.clone();
                match copy.apply_action(id) {
                    Ok(_) => assert!(legal.iter().any(|&l| u32::from(l) == id), "accepted unlisted action {id}"),
                    Err(_) => {
                        assert!(!legal.iter().any(|&l| u32::from(l) == id), "refused listed action {id}");
                        assert_eq!(&copy, game, "a refused action changed the game");
                    }
                }
            }
        });
    }

    #[test]
    fn seeded_games_replay_identically(players in 2u8..=5, seed: u64, choices: u64) {
        let (end, moves) = random_game(players, seed, choices, |_| {});
        let (again, moves_again) = random_game(players, seed, choices, |_| {});
        prop_assert_eq!(&end, &again);
        prop_assert_eq!(&moves, &moves_again);
        let replay = Replay::record(&Options::new(players).unwrap(), seed, &moves).unwrap();
        let replay = Replay::from_json(&replay.to_json()).unwrap();
        prop_assert_eq!(replay.verify().unwrap(), end);
    }

    #[test]
    fn views_never_depend_on_hidden_cards(players in 2u8..=5, seed: u64, choices: u64) {
        let mut rng = Chooser(seed ^ 0x5eed);
        random_game(players, seed, choices, |game| {
            for seat in 0..players {
                let shuffled = shuffle_hidden(game, seat, &mut rng);
                assert_eq!(shuffled.view(seat), game.view(seat));
                assert_eq!(shuffled.view(seat).to_json(), game.view(seat).to_json());
                // A seat's own choices, seen from its view alone, are the game's.
                let from_view = game.view(seat).legal_moves();
                if game.current_player() == Some(seat) {
                    assert_eq!(from_view, game.legal_moves());
                } else {
                    assert!(from_view.is_empty());
                }
            }
        });
    }
}

#[test]
fn a_replay_reports_the_first_divergent_move() {
    let (_, moves) = random_game(4, 9, 9, |_| {});
    let options = Options::new(4).unwrap();
    let mut replay = Replay::record(&options, 9, &moves).unwrap();
    replay.verify().unwrap();
    // Another seed deals another game: the recorded states differ from the first move on.
    replay.seed = 10;
    match replay.verify() {
        Err(herr_der_ziegen::ReplayError::Checksum { index: 0, .. })
        | Err(herr_der_ziegen::ReplayError::IllegalMove { index: 0, .. }) => {}
        other => panic!("expected a divergence at move 0, got {other:?}"),
    }
    replay.seed = 9;
    // A checksum of a megabyte is quoted in part only.
    let mut long = replay.clone();
    long.checksums[0] = "f".repeat(1 << 20);
    let err = long.verify().unwrap_err();
    assert!(matches!(err, herr_der_ziegen::ReplayError::Checksum { index: 0, .. }), "{err:?}");
    assert!(err.to_string().len() < 400, "{} characters", err.to_string().len());
    replay.moves[5] = 809; // an answer when no question is pending
    let err = replay.verify().unwrap_err();
    assert!(matches!(err, herr_der_ziegen::ReplayError::IllegalMove { index: 5, action: 809, .. }), "{err}");
}
