//! Determinization is uniform: a chi-square test over every placement of the unseen goat cards
//! in a small, fully enumerable position, and over the first two cards of the hill stack.

mod common;

use std::collections::HashMap;
use ziegen_kriegen::prelude::*;

use common::{options, play_until};
use game_core::rng;
use ziegen_kriegen::Game;

/// The p = 0.001 critical value of chi-square with `dof` degrees of freedom (Wilson-Hilferty).
fn critical(dof: f64) -> f64 {
    let z = 3.09;
    dof * (1.0 - 2.0 / (9.0 * dof) + z * (2.0 / (9.0 * dof)).sqrt()).powi(3)
}

fn chi_square(counts: &HashMap<Vec<u8>, usize>, cells: usize, samples: usize) -> f64 {
    let expected = samples as f64 / cells as f64;
    let seen: f64 = counts.values().map(|&c| (c as f64 - expected).powi(2) / expected).sum();
    seen + (cells - counts.len()) as f64 * expected
}

#[test]
fn unseen_goats_are_placed_uniformly() {
    // 6 players at the start of trick 8: 5 other hands of one card and a box of 2, so the 7
    // unseen cards have 7! / 2! = 2520 placements.
    for seed in 0..2 {
        let game = play_until(&options(6, false), seed, |g| g.tricks_this_round() == 7);
        let seat = (game.current_player().unwrap() + 2) % 6;
        let view = game.view(seat);
        assert_eq!(view.unseen().len(), 7);
        let cells = 2520;
        let samples = cells * 40;
        let mut counts: HashMap<Vec<u8>, usize> = HashMap::new();
        let mut r = rng::seeded(seed);
        for _ in 0..samples {
            let d: Game = Game::determinize(&view, &mut r);
            let key: Vec<u8> = (0..6).filter(|&s| s != seat).map(|s| d.hand(s).lowest().unwrap()).collect();
            *counts.entry(key).or_default() += 1;
        }
        assert_eq!(counts.len(), cells, "every placement occurs");
        let chi2 = chi_square(&counts, cells, samples);
        assert!(chi2 < critical((cells - 1) as f64), "chi-square {chi2:.0} (seed {seed})");
    }
}

#[test]
fn hill_stack_order_is_uniform() {
    let game = play_until(&options(4, true), 3, |g| g.hill().len() == 4 && g.round() == 1);
    let view = game.view(0);
    assert_eq!(view.hill_stack_len(), 8);
    let cells = 8 * 7;
    let samples = cells * 300;
    let mut counts: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut r = rng::seeded(9);
    for _ in 0..samples {
        let d = Game::determinize(&view, &mut r);
        let top: Vec<u8> = d.hill_stack().take(2).collect();
        assert!(top.iter().all(|c| view.hill().iter().all(|h| h.card != *c)));
        *counts.entry(top).or_default() += 1;
    }
    assert_eq!(counts.len(), cells);
    let chi2 = chi_square(&counts, cells, samples);
    assert!(chi2 < critical((cells - 1) as f64), "chi-square {chi2:.1}");
}

/// Every seat's view determinized keeps the rounds still to deal (game-core's conformance suite
/// checks the rest: the view kept, the decider and its moves, the game played on to its end).
#[test]
fn determinized_games_keep_the_later_rounds() {
    for players in 3..=6 {
        for variant in [false, true] {
            let game = play_until(&options(players, variant), 5, |g| g.tricks_this_round() >= 3);
            for seat in 0..players {
                let view = game.view(seat);
                for sample in 0..4 {
                    let d = view.determinize(sample);
                    assert_eq!(d.view(seat), view);
                    assert_eq!(d.to_doc().later_rounds.len(), game.to_doc().later_rounds.len());
                    assert_eq!(d.legal_moves().len(), game.legal_moves().len());
                }
            }
        }
    }
}
