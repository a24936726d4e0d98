//! The opponent model of the expert's inference: it recalls every card the other seats played
//! this round with what they knew when they chose it, and its probabilities are a distribution
//! over the hand.

use game_core::bots::RandomBot;
use game_core::GameRules;
use ziegen_kriegen::bots::opponent_model::{
    log_likelihood, log_probability, past_choices, PastChoice, Situation, OPPONENT_WEIGHTS,
};
use ziegen_kriegen::{CardSet, Game, Move, Options};

/// Every card played in a seeded random game, with the situation `Situation::now` saw before
/// it; checks after each move that `past_choices` recalls the round so far for every seat.
fn check_recall(options: &Options, seed: u64) {
    let mut game = Game::with_options(options, seed).unwrap();
    let mut bot = RandomBot::new(seed);
    let mut round = 0;
    let mut this_round: Vec<(Situation, u8)> = Vec::new();
    while let Some(seat) = game.current_player() {
        let mv = bot.choose(&game.view(seat), &game.legal_moves());
        let situation = Situation::now(game.public());
        match mv {
            Move::Play(card) => {
                let situation = situation.expect("a card is to be played");
                assert_eq!(situation.seat, seat);
                this_round.push((situation, card));
            }
            Move::ChooseLow | Move::ChooseHigh => assert_eq!(situation, None),
        }
        game.apply(mv).unwrap();
        if game.public().round() != round {
            round = game.public().round();
            this_round.clear();
        }
        for me in 0..options.players {
            let mut expected: Vec<PastChoice> = Vec::new();
            for (i, &(situation, card)) in this_round.iter().enumerate() {
                if situation.seat == me {
                    continue;
                }
                let played_since = this_round[i..]
                    .iter()
                    .filter(|(s, _)| s.seat == situation.seat)
                    .map(|&(_, c)| c)
                    .collect::<CardSet>();
                expected.push(PastChoice { situation, card, played_since });
            }
            assert_eq!(past_choices(game.public(), me), expected, "seed {seed}, seat {me}");
        }
    }
}

#[test]
fn past_choices_recall_each_card_as_it_was_chosen() {
    for players in 3..=6 {
        check_recall(&Options::new(players).unwrap(), u64::from(players));
        check_recall(&Options::variant(players).unwrap(), 100 + u64::from(players));
    }
}

#[test]
fn the_model_gives_each_hand_a_distribution_over_its_cards() {
    for seed in 0..20 {
        let mut game = Game::new(3 + (seed % 4) as u8, seed).unwrap();
        let mut bot = RandomBot::new(seed);
        while let Some(seat) = game.current_player() {
            if let Some(situation) = Situation::now(game.public()) {
                let hand = game.hand(seat);
                let tables = game.public().tables();
                let total: f64 = hand
                    .iter()
                    .map(|card| log_probability(&situation, tables, hand, card, &OPPONENT_WEIGHTS).exp())
                    .sum();
                assert!((total - 1.0).abs() < 1e-4, "seed {seed}: the probabilities sum to {total}");
            }
            let mv = bot.choose(&game.view(seat), &game.legal_moves());
            game.apply(mv).unwrap();
        }
    }
}

#[test]
fn the_likelihood_weighs_the_hands_the_other_seats_chose_from() {
    let mut game = Game::new(3, 7).unwrap();
    let mut bot = RandomBot::new(7);
    // Five tricks in, so that every seat has chosen cards from hands of several.
    while game.public().tricks_this_round() < 5 {
        let seat = game.current_player().unwrap();
        let mv = bot.choose(&game.view(seat), &game.legal_moves());
        game.apply(mv).unwrap();
    }
    let me = 0;
    let choices = past_choices(game.public(), me);
    assert_eq!(choices.len(), 10, "two seats, five tricks");
    let actual = log_likelihood(game.public(), &choices, |seat| game.hand(seat));
    assert!(actual.is_finite() && actual < 0.0);
    // Other hands give other likelihoods: the weight of a sample depends on its cards.
    let mut swapped = [game.hand(1), game.hand(2)];
    swapped.reverse();
    let other = log_likelihood(game.public(), &choices, |seat| swapped[usize::from(seat) - 1]);
    assert!(other.is_finite());
    assert_ne!(actual, other);
    // A seat's own cards are never weighed.
    let without_me =
        log_likelihood(game.public(), &choices, |seat| if seat == me { CardSet::EMPTY } else { game.hand(seat) });
    assert_eq!(actual, without_me);
}

#[test]
fn a_card_the_hand_does_not_hold_is_never_played() {
    let game = Game::new(3, 1).unwrap();
    let situation = Situation::now(game.public()).expect("the first card is to be played");
    let hand = game.hand(situation.seat);
    let elsewhere = CardSet::ALL.minus(hand).lowest().unwrap();
    let tables = game.public().tables();
    assert_eq!(log_probability(&situation, tables, hand, elsewhere, &OPPONENT_WEIGHTS), f64::NEG_INFINITY);
    // Any set of cards is a distribution, even one larger than a hand.
    let total: f64 = CardSet::ALL
        .iter()
        .map(|c| log_probability(&situation, tables, CardSet::ALL, c, &OPPONENT_WEIGHTS).exp())
        .sum();
    assert!((total - 1.0).abs() < 1e-4, "{total}");
}

#[test]
fn any_situation_and_any_card_number_give_finite_features() {
    let tables = ziegen_kriegen::Tables::reconstructed();
    for (players, trick_len, hill_laid) in [(0, 0, 0), (1, 6, 9), (6, 255, 255), (3, 2, 4)] {
        let situation = Situation {
            seat: 255,
            players,
            trick: [255, 0, 50, 63, 64, 1],
            trick_len,
            goats: 255,
            hill_sum: 255,
            hill_laid,
            tricks_done: 255,
            played_before: CardSet::ALL,
        };
        for card in 0..=255u8 {
            for hand in [CardSet::EMPTY, CardSet::ALL, [card].into_iter().filter(|&c| CardSet::is_card(c)).collect()] {
                let features = ziegen_kriegen::bots::opponent_model::features(&situation, &tables, hand, card);
                assert!(features.iter().all(|f| f.is_finite()), "{situation:?} {card} {features:?}");
            }
        }
    }
}
