//! Determinization is exact (the view of the sampled game is the view) and uniform over the
//! placements the view leaves open: chi-square tests on small enumerable features.

mod common;

use common::*;
use game_core::document::Int;
use le_baron::prelude::*;
use le_baron::{Game, Options, PlayerView};

/// The chi-square statistic of `counts` against equal expectations.
fn chi_square(counts: &[u64]) -> f64 {
    let total: u64 = counts.iter().sum();
    let expected = total as f64 / counts.len() as f64;
    counts.iter().map(|&c| (c as f64 - expected).powi(2) / expected).sum()
}

#[test]
fn hidden_choices_and_pile_tops_are_uniform() {
    let mut g = Game::new(3, 9).unwrap();
    let mv = g.legal_moves()[0];
    g.apply(mv).unwrap();
    let view = g.view(1);
    let unseen: Vec<u8> = view.unseen().iter().collect();
    assert_eq!(unseen.len(), 101);
    let mut choice = vec![0u64; 111];
    let mut top = vec![0u64; 111];
    let mut rng = game_core::rng::seeded(77);
    for _ in 0..20_000 {
        let d = Game::determinize(&view, &mut rng);
        assert!(d.view(1) == view);
        choice[usize::from(d.choice(0).unwrap())] += 1;
        top[usize::from(d.pile(2).next().unwrap())] += 1;
    }
    let pick = |counts: &[u64]| unseen.iter().map(|&c| counts[usize::from(c)]).collect::<Vec<_>>();
    // The p = 0.001 critical value of chi-square with 100 degrees of freedom is 149.4.
    for (name, counts) in [("choice", pick(&choice)), ("pile top", pick(&top))] {
        let chi2 = chi_square(&counts);
        assert!(chi2 < 149.4, "{name}: chi-square {chi2:.1}");
    }
}

#[test]
fn a_known_card_is_the_hidden_choice_half_the_time() {
    // Variant 2: seat 0 holds card 30, known to all (drawn back after recycling), and one other
    // card; it has chosen one of the two. For seat 1 either is the choice with probability 1/2.
    let mut pos =
        Pos::with(Options::new(3).unwrap().positive_heads(true)).rows([&[1], &[2], &[3], &[4], &[5]]).hand(0, &[30]);
    pos.choices[0] = Some(31);
    let mut doc = pos.doc();
    doc.known_held[0] = vec![Int(30)];
    // Recycling card 30 took a round of its own.
    doc.round = Int(doc.round.0 + 1);
    let g = Game::from_json(&serde_json::to_string(&doc).unwrap()).unwrap();
    let view = g.view(1);
    assert!(view.known_held(0).contains(30) && view.has_chosen(0));
    assert_eq!(PlayerView::from_json(&view.to_json()).unwrap(), view);
    let mut rng = game_core::rng::seeded(3);
    let mut known_chosen = 0u64;
    let n = 4000;
    for _ in 0..n {
        let d = Game::determinize(&view, &mut rng);
        assert!(d.view(1) == view);
        known_chosen += u64::from(d.choice(0) == Some(30));
    }
    let chi2 = chi_square(&[known_chosen, n - known_chosen]);
    // The p = 0.001 critical value with 1 degree of freedom.
    assert!(chi2 < 10.83, "known card chosen {known_chosen} of {n}");
}

#[test]
fn the_box_and_the_piles_get_their_share() {
    // A fixed unseen card lands in the box, a pile or a hand in proportion to their sizes.
    let g = Game::new(2, 4).unwrap();
    let view = g.view(0);
    let unseen: Vec<u8> = view.unseen().iter().collect();
    let card = unseen[0];
    let mut rng = game_core::rng::seeded(5);
    let mut places = [0u64; 4]; // box, own pile, other pile, other hand
    let n = 20_000;
    for _ in 0..n {
        let d = Game::determinize(&view, &mut rng);
        let at = if d.boxed().contains(card) {
            0
        } else if d.pile(0).any(|c| c == card) {
            1
        } else if d.pile(1).any(|c| c == card) {
            2
        } else {
            assert!(d.hand(1).contains(card));
            3
        };
        places[at] += 1;
    }
    let sizes = [57.0, 20.0, 20.0, 4.0];
    let total: f64 = sizes.iter().sum();
    assert_eq!(total as usize, unseen.len());
    let chi2: f64 = places
        .iter()
        .zip(sizes)
        .map(|(&c, s)| {
            let e = n as f64 * s / total;
            (c as f64 - e).powi(2) / e
        })
        .sum();
    assert!(chi2 < 16.27, "chi-square {chi2:.1} for {places:?}");
}
