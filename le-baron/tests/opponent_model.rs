//! The opponent model the expert draws the other seats' face-down choices from: a distribution
//! over the cards a seat holds, finite for any input; the games the expert samples stay
//! consistent with its view, their hidden choices drawn by the model.

use game_core::bots::{ExpertKnowledge, RandomBot};
use game_core::{rng, GameRules};
use le_baron::bots::opponent_model::{choose, features, log_probability, FEATURES, OPPONENT_WEIGHTS};
use le_baron::{CardSet, Decision, Game, Options};

/// Every position of seeded random games of each mode and several player counts, with the seat
/// to act.
fn positions(mut each: impl FnMut(&Game, u8)) {
    let modes = [
        Options::new(3).unwrap(),
        Options::new(2).unwrap(),
        Options::new(5).unwrap().colour_counts(true),
        Options::new(4).unwrap().positive_heads(true),
        Options::new(10).unwrap().positive_heads(true).colour_counts(true),
    ];
    for (m, options) in modes.iter().enumerate() {
        for seed in 0..4 {
            let seed = 100 * m as u64 + seed;
            let mut game = Game::with_options(options, seed).unwrap();
            let mut bot = RandomBot::new(seed);
            while let Some(seat) = game.current_player() {
                each(&game, seat);
                let mv = bot.choose(&game.view(seat), &game.legal_moves());
                game.apply(mv).unwrap();
            }
        }
    }
}

/// The positions of [`positions`] at which the seat chooses a card.
fn card_choices(mut each: impl FnMut(&Game, u8)) {
    positions(|game, seat| {
        if game.public().decision() == Some(Decision::Choose) {
            each(game, seat);
        }
    });
}

#[test]
fn the_model_gives_each_hand_a_distribution_over_its_cards() {
    let mut checked = 0;
    card_choices(|game, seat| {
        let hand = game.hand(seat);
        let total: f64 =
            hand.iter().map(|card| log_probability(game.public(), hand, card, &OPPONENT_WEIGHTS).exp()).sum();
        assert!((total - 1.0).abs() < 1e-4, "the probabilities sum to {total}");
        let outside = CardSet::ALL.minus(hand).iter().next().unwrap();
        assert_eq!(log_probability(game.public(), hand, outside, &OPPONENT_WEIGHTS), f64::NEG_INFINITY);
        checked += 1;
    });
    assert!(checked > 500, "{checked} choices checked");
}

#[test]
fn choose_draws_a_held_card_in_proportion_to_its_probability() {
    let mut rng = rng::seeded_fast(7);
    let mut checked = 0;
    card_choices(|game, seat| {
        let hand = game.hand(seat);
        if hand.len() < 3 || checked >= 20 {
            return;
        }
        checked += 1;
        let draws = 20_000;
        let mut counts = [0u32; 111];
        for _ in 0..draws {
            let card = choose(game.public(), hand, &OPPONENT_WEIGHTS, &mut rng);
            assert!(hand.contains(card));
            counts[usize::from(card)] += 1;
        }
        for card in hand.iter() {
            let expected = log_probability(game.public(), hand, card, &OPPONENT_WEIGHTS).exp();
            let share = f64::from(counts[usize::from(card)]) / f64::from(draws);
            // Five standard errors of a share of 20,000 draws at most 0.018: a seeded run, so
            // this either always holds or never.
            assert!((share - expected).abs() < 0.02, "card {card}: drawn {share}, probability {expected}");
        }
    });
    assert_eq!(checked, 20);
}

#[test]
fn any_card_number_and_hand_give_finite_features() {
    let game = Game::new(3, 1).unwrap();
    let hands = [CardSet::EMPTY, CardSet::ALL, game.hand(0), [1, 52, 104, 110].into_iter().collect()];
    for hand in hands {
        for card in 0..=255u8 {
            let f = features(game.public(), hand, card);
            assert_eq!(f.len(), FEATURES);
            assert!(f.iter().all(|x| x.is_finite()), "card {card}: {f:?}");
        }
    }
    // A hand larger than any of a game is still a distribution.
    let all = CardSet::ALL;
    let total: f64 = all.iter().map(|c| log_probability(game.public(), all, c, &OPPONENT_WEIGHTS).exp()).sum();
    assert!(total <= 1.0 + 1e-4, "{total}");
}

#[test]
fn the_experts_samples_keep_to_the_view_and_draw_the_hidden_choices() {
    let mut rng = rng::seeded_fast(11);
    let mut with_hidden_choices = 0;
    positions(|game, seat| {
        let view = game.view(seat);
        let sample = <Game as ExpertKnowledge>::sample(&view, &mut rng);
        assert_eq!(sample.view(seat), view, "the sample is a game of the view");
        if game.public().decision() == Some(Decision::Choose)
            && (0..game.players()).any(|s| s != seat && game.choice(s).is_some())
        {
            with_hidden_choices += 1;
            for other in (0..game.players()).filter(|&s| s != seat) {
                assert_eq!(sample.choice(other).is_some(), game.choice(other).is_some());
            }
        }
    });
    assert!(with_hidden_choices > 100, "{with_hidden_choices} positions with hidden choices");
}

#[test]
fn the_experts_samples_choose_the_hidden_cards_by_the_model() {
    // Over many samples, the hidden choices' mean log-probability under the model exceeds what
    // choices uniformly at random from the same holdings would score: drawn by the model.
    let mut rng = rng::seeded_fast(5);
    let (mut drawn, mut uniform, mut count) = (0.0, 0.0, 0);
    card_choices(|game, seat| {
        if count >= 20_000 {
            return;
        }
        let view = game.view(seat);
        for _ in 0..100 {
            let sample = <Game as ExpertKnowledge>::sample(&view, &mut rng);
            for other in (0..game.players()).filter(|&s| s != seat) {
                let Some(choice) = sample.choice(other) else { continue };
                let mut holding = sample.hand(other);
                holding.insert(choice);
                let log_p = |card| log_probability(game.public(), holding, card, &OPPONENT_WEIGHTS);
                drawn += log_p(choice);
                uniform += holding.iter().map(log_p).sum::<f64>() / holding.len() as f64;
                count += 1;
            }
        }
    });
    assert!(count >= 10_000, "{count} hidden choices sampled");
    let (drawn, uniform) = (drawn / f64::from(count), uniform / f64::from(count));
    assert!(drawn > uniform + 0.05, "mean log-probability {drawn} drawn by the model, {uniform} at random");
}
