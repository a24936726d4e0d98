//! Property tests over random seeds, player counts, both round modes and random legal play: the
//! invariants of the rules hold after every move.

mod common;

use common::{options, random_game, Chooser};
use proptest::prelude::*;
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::{Game, Move, MoveError, Phase, PlayerView, Replay, NUM_ACTIONS};

fn check_invariants(game: &Game) {
    assert!(game.goat_place_counts().iter().all(|&n| n == 1), "every goat card in exactly one place");
    assert!(game.hill_place_counts().iter().all(|&n| n == 1), "every hill card in exactly one place");
    let n = game.players();
    let done = game.tricks_this_round();
    for s in 0..n {
        assert_eq!(game.hand(s).len(), game.hand_size(s));
        if !game.is_over() {
            let in_trick = usize::from(game.played_in_current(s).is_some());
            assert_eq!(game.hand(s).len(), 8 - done - in_trick);
        }
    }
    assert_eq!(game.boxed().len(), 50 - 8 * usize::from(n));
    assert_eq!(game.hill().len(), done.min(4));
    assert_eq!(game.limit().is_some(), done >= 4);
    assert_eq!(game.revealed_hill().is_some(), game.phase() == Phase::ChooseHill);
    let goats: u32 = (0..n).map(|s| u32::from(game.goats(s))).sum();
    let taken: u32 = game
        .round_tricks(game.round())
        .iter()
        .flat_map(|t| t.cards[..usize::from(n)].to_vec())
        .map(|c| u32::from(game.heads(c)))
        .sum();
    assert_eq!(goats, taken);
    assert_eq!(game.current_player().is_none(), game.is_over());
    assert_eq!(game.legal_moves().is_empty(), game.is_over());
    let mut counted = 0;
    game.pick_legal_move(|_, count| {
        counted = count as usize;
        0
    });
    assert_eq!(game.legal_moves().len(), counted);
}

fn check_json_and_views(game: &Game, seed: u64) {
    let back = Game::from_json(&game.to_json()).expect("a played state loads");
    assert!(back == *game, "state JSON round trip");
    for seat in 0..game.players() {
        let view = game.view(seat);
        let loaded = PlayerView::from_json(&view.to_json()).expect("a view loads");
        assert!(loaded == view, "view JSON round trip");
        // Hidden cards reshuffled among their possible places give the same view.
        let other = view.determinize(seed ^ u64::from(seat));
        assert!(other.view(seat) == view, "the view of a determinization is the view");
        assert!(Game::from_json(&other.to_json()).is_ok(), "a determinization is a valid state");
        let mut a = vec![0.0; ziegen_kriegen::OBSERVATION_SIZE];
        let mut b = a.clone();
        view.observation(&mut a);
        other.view(seat).observation(&mut b);
        assert_eq!(a, b);
        assert!(a.iter().all(|x| (0.0..=1.0).contains(x)), "every observation value lies in 0..=1");
        assert_eq!(
            view.legal_moves(),
            if game.current_player() == Some(seat) { game.legal_moves() } else { Default::default() }
        );
    }
}

fn check_refusals(game: &Game) {
    let legal = game.legal_moves();
    for id in 0..NUM_ACTIONS as u32 + 2 {
        let mut copy = game.clone();
        match Move::from_action_id(id) {
            Ok(mv) if legal.contains(&mv) => {
                assert!(copy.apply(mv).is_ok());
            }
            Ok(mv) => {
                assert!(copy.apply(mv).is_err(), "{mv} must be refused");
                assert!(copy == *game, "a refused move leaves the game unchanged");
            }
            Err(e) => {
                assert_eq!(e, MoveError::UnknownAction(id));
                assert!(copy.apply_action(id).is_err());
                assert!(copy == *game);
            }
        }
    }
    for card in [0, 51, 200] {
        let mut copy = game.clone();
        assert!(copy.apply(Move::Play(card)).is_err());
        assert!(copy == *game);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_after_every_move(players in 3u8..=6, variant: bool, seed: u64, choices: u64) {
        let opts = options(players, variant);
        let mut step = 0u64;
        let (game, moves) = random_game(&opts, seed, choices, |g| {
            check_invariants(g);
            check_json_and_views(g, seed.wrapping_add(step));
            check_refusals(g);
            step += 1;
        });
        prop_assert!(game.is_over());
        let rounds = usize::from(opts.rounds);
        prop_assert_eq!(moves.len(), rounds * (8 * usize::from(players) + 4));
        let replay = Replay::record(&opts, seed, &moves).unwrap();
        let again = Replay::from_json(&replay.to_json()).unwrap().verify().unwrap();
        prop_assert!(again == game);
    }
}

#[test]
fn start_player_and_rounds_rotate_the_leader() {
    for players in 3..=6u8 {
        let mut opts = options(players, true);
        opts.start_player = players - 1;
        let mut chooser = Chooser(5);
        let mut game = Game::with_options(&opts, 3).unwrap();
        assert_eq!(game.current_player(), Some(players - 1));
        let mut round = 0;
        while !game.is_over() {
            if game.round() != round {
                round = game.round();
                assert_eq!(game.current_player(), Some((players - 1 + round) % players), "ZK-D13");
                assert_eq!(game.tricks_this_round(), 0);
            }
            let legal = game.legal_moves();
            game.apply(legal[chooser.next(legal.len())]).unwrap();
        }
        assert_eq!(round, players - 1);
    }
}
