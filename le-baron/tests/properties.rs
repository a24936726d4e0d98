//! Properties checked after every move of random games, for every player count 2 to 10 and all
//! four variant combinations: every card in exactly one place, rows within the rules, hands and
//! piles consistent, JSON round trips of the state and the views, views unchanged when the hidden
//! cards are reshuffled (a view of the game equals the view of its determinization), refused
//! moves change nothing, listed moves always apply, every game ends within a bound.
//!
//! `LB_CASES=1500 cargo test --release -p le-baron --test properties` runs more random games.

mod common;

use common::*;
use le_baron::prelude::*;
use le_baron::{cards_per_player, Game, Move, Options, Phase, PlayerView, Replay, NUM_ACTIONS};
use proptest::prelude::*;

/// No game lasts longer: at most 24 cards a seat, each played once in the base game; in variant
/// 2 a card can come back, but each placement uses up a held card and between placements every
/// pile cycles at most once (LB-D17 ends games where nothing fits).
const MAX_DECISIONS: usize = 60_000;

fn check_invariants(game: &Game) {
    assert_cards_in_one_place(game);
    let n = game.players();
    let k = usize::from(cards_per_player(n));
    for row in game.rows() {
        assert!(!row.is_empty());
        assert!(row.len() <= if game.sixth_card_rule() { 5 } else { 30 });
        assert!(row.heads().iter().all(|&h| h < 6));
        for pair in row.cards().windows(2) {
            assert!(le_baron::cards::fits(game.table(), pair[0], pair[1]));
        }
    }
    for s in 0..n {
        assert!(game.hand(s).len() <= 4);
        let in_play = game.revealed().skip(game.resolved()).filter(|&(_, o)| o == s).count();
        let held = game.hand(s).len() + game.pile_len(s) + usize::from(game.choice(s).is_some()) + in_play;
        assert!(held <= k);
        if !game.heads_are_positive() {
            assert_eq!(game.pile_len(s) % 4, 0);
            assert_eq!(game.pile_known(s), 0);
        }
        assert!(game.pile_known(s) <= game.pile_len(s));
        let points: u16 = game.penalty_pile(s).iter().map(|c| u16::from(game.table().points(c))).sum();
        assert_eq!(points, game.penalty_points(s));
    }
    if game.phase() == Phase::Choose {
        let to_act = game.current_player().unwrap();
        assert!(!game.hand(to_act).is_empty() && game.choice(to_act).is_none());
    }
}

/// Plays a random game, calling `step` before every move.
fn random_game(options: &Options, seed: u64, chooser: u64, mut step: impl FnMut(&Game, usize)) -> (Game, Vec<Move>) {
    let mut game = Game::with_options(options, seed).unwrap();
    let mut x = chooser;
    let mut moves = vec![];
    while !game.is_over() {
        step(&game, moves.len());
        let legal = game.legal_moves();
        assert!(!legal.is_empty());
        let mv = legal[next_choice(&mut x, legal.len())];
        let before = game;
        game.apply(mv).unwrap_or_else(|e| panic!("{mv} listed but refused: {e}\n{}", before.to_json()));
        moves.push(mv);
        assert!(moves.len() < MAX_DECISIONS);
    }
    step(&game, moves.len());
    (game, moves)
}

fn check_views(game: &Game, seed: u64, every_seat: bool) {
    let seats: Vec<u8> =
        if every_seat { (0..game.players()).collect() } else { vec![game.current_player().unwrap_or(0)] };
    for seat in seats {
        let view = game.view(seat);
        let json = view.to_json();
        let back = PlayerView::from_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
        assert_eq!(back, view);
        // The hidden cards reshuffled among their possible places: the same view.
        let other = view.determinize(seed ^ u64::from(seat));
        check_invariants(&other);
        assert_eq!(other.view(seat), view);
        assert_eq!(
            other.legal_moves().len(),
            if game.current_player() == Some(seat) { game.legal_moves().len() } else { other.legal_moves().len() }
        );
        if game.current_player() == Some(seat) {
            assert_eq!(view.legal_moves(), game.legal_moves());
        }
        let mut a = vec![0.0; le_baron::OBSERVATION_SIZE];
        let mut b = vec![0.0; le_baron::OBSERVATION_SIZE];
        view.observation(&mut a);
        other.view(seat).observation(&mut b);
        assert_eq!(a, b);
        assert!(a.iter().all(|x| (0.0..=1.0).contains(x)), "every observation value lies in 0..=1");
    }
}

fn full_check(options: &Options, seed: u64, chooser: u64, probes: &[u32]) {
    let mut probe = probes.iter().cycle();
    random_game(options, seed, chooser, |game, i| {
        check_invariants(game);
        let json = game.to_json();
        let back = Game::from_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"));
        assert_eq!(&back, game);
        check_views(game, seed.wrapping_add(i as u64), i % 5 == 0);
        // A refused move changes nothing.
        let id = *probe.next().unwrap();
        let mut copy = *game;
        let legal = game.legal_moves();
        match Move::from_action_id(id) {
            Ok(mv) if legal.contains(&mv) => {}
            _ => {
                assert!(copy.apply_action(id).is_err());
                assert_eq!(&copy, game);
            }
        }
    });
}

#[test]
fn every_player_count_and_variant() {
    for players in 2..=10 {
        for (v, options) in all_variants(players).iter().enumerate() {
            full_check(options, u64::from(players) * 31 + v as u64, 7 + v as u64, &[0, 17, 110, 115, 119, 120, 500]);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: std::env::var("LB_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(48), ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold_after_every_move(players in 2u8..=10, variant in 0usize..4, seed: u64, chooser: u64,
                                        probes in prop::collection::vec(0u32..(NUM_ACTIONS as u32 + 20), 8)) {
        full_check(&all_variants(players)[variant], seed, chooser, &probes);
    }

    #[test]
    fn seeded_games_replay_identically(players in 2u8..=10, variant in 0usize..4, seed: u64, chooser: u64) {
        let options = all_variants(players)[variant].clone();
        let (end, moves) = random_game(&options, seed, chooser, |_, _| {});
        let replay = Replay::record(&options, seed, &moves).unwrap();
        let back = Replay::from_json(&replay.to_json()).unwrap();
        prop_assert_eq!(&back, &replay);
        prop_assert_eq!(back.verify().unwrap(), end);
    }
}

#[test]
fn a_replay_reports_the_first_divergent_move() {
    let options = Options::new(3).unwrap();
    let (_, moves) = random_game(&options, 4, 5, |_, _| {});
    let mut replay = Replay::record(&options, 4, &moves).unwrap();
    assert!(replay.to_json().contains("lb-cards-reconstructed-1"));
    replay.checksums[10] = "0000000000000000".into();
    assert!(matches!(replay.verify(), Err(le_baron::ReplayError::Checksum { index: 10, .. })));
    replay.checksums.clear();
    replay.moves[3] = 119;
    assert!(matches!(replay.verify(), Err(le_baron::ReplayError::IllegalMove { index: 3, .. })));
    assert!(matches!(Replay::from_json("{\"format\":\"le-baron/state\"}"), Err(le_baron::ReplayError::Invalid(_))));
}

#[test]
fn a_replay_with_a_bad_number_names_the_field() {
    let replay = Replay::record(&Options::new(2).unwrap(), 1, &[]).unwrap();
    let mut v: serde_json::Value = serde_json::from_str(&replay.to_json()).unwrap();
    v["moves"] = serde_json::json!([0, 500]);
    let err = Replay::from_json(&v.to_string()).unwrap_err().to_string();
    assert!(err.contains("moves[1]: 500 is out of range (action ids are 0 to 119)"), "{err}");
    v["moves"] = serde_json::json!([]);
    v["seed"] = serde_json::json!(-1);
    let err = Replay::from_json(&v.to_string()).unwrap_err().to_string();
    assert!(err.contains("seed: -1 is out of range (seeds are 0 to 2^64 - 1)") && !err.contains("u64"), "{err}");
}
