//! The reconstructed table `lb-cards-reconstructed-1` against the check values of LB-D1, and the
//! validation of replacement tables.

use le_baron::cards::RECONSTRUCTED;
use le_baron::prelude::*;
use le_baron::{Game, Options, SetupError, DEFAULT_DECK, NUM_CARDS};

#[test]
fn check_values_of_the_reconstructed_table() {
    let t = &RECONSTRUCTED;
    for (card, letters) in [
        (1, "B"),
        (2, "YG"),
        (3, "GRK"),
        (4, "RR"),
        (5, "BK"),
        (8, "YK"),
        (10, "RRK"),
        (17, "YKK"),
        (22, "KK"),
        (26, "GW"),
        (57, "KW"),
        (109, "BRR"),
        (52, "BYGRKW"),
        (104, "BYGRKW"),
    ] {
        assert_eq!(t.letters(card), letters, "card {card}");
    }
    let points: Vec<u8> = (1..=NUM_CARDS as u8).map(|c| t.points(c)).collect();
    assert_eq!(points.iter().map(|&p| u32::from(p)).sum::<u32>(), 252);
    let with = |p: u8| points.iter().filter(|&&x| x == p).count();
    assert_eq!((with(1), with(2), with(3), with(6)), (24, 36, 48, 2));
    for colour in 0..6 {
        let heads: u32 = (1..=NUM_CARDS as u8).map(|c| u32::from(t.heads(c)[colour])).sum();
        let cards = (1..=NUM_CARDS as u8).filter(|&c| t.heads(c)[colour] > 0).count();
        assert_eq!((heads, cards), (42, 39), "colour {colour}");
    }
    assert_eq!(DEFAULT_DECK, "lb-cards-reconstructed-1");
    assert_eq!(Game::new(4, 1).unwrap().deck().as_str(), DEFAULT_DECK);
}

#[test]
fn a_replacement_table_is_used_without_touching_rule_code() {
    // Every card one blue head except the Barons: every card fits every row.
    let mut heads = vec![[1, 0, 0, 0, 0, 0]; NUM_CARDS];
    heads[51] = [1; 6];
    heads[103] = [1; 6];
    let options = Options::new(3).unwrap().with_table("all-blue-test", heads.clone());
    let mut game = Game::with_options(&options, 5).unwrap();
    assert_eq!(game.deck().as_str(), "all-blue-test");
    assert!(game.to_json().contains("all-blue-test"));
    while !game.is_over() {
        let moves = game.legal_moves();
        assert!(!moves.iter().any(|m| matches!(m, le_baron::Move::Take(_))), "every card fits");
        game.apply(moves[0]).unwrap();
    }
    let back = Game::from_json(&game.to_json()).unwrap();
    assert_eq!(back, game);
    assert_eq!(back.options().cards.as_deref(), Some(&heads[..]));
}

#[test]
fn bad_replacement_tables_name_the_card() {
    let base = vec![[1, 0, 0, 0, 0, 0]; NUM_CARDS];
    let mut barons = base.clone();
    barons[51] = [1; 6];
    barons[103] = [1; 6];
    let check = |cards: Vec<[u8; 6]>, expected: SetupError| {
        let options = Options::new(4).unwrap().with_table("test-deck", cards);
        assert_eq!(Game::with_options(&options, 1).unwrap_err(), expected);
    };
    check(
        base.clone(),
        SetupError::CardHeads { card: 52, problem: "a Baron must show exactly one head of each colour" },
    );
    let mut no_head = barons.clone();
    no_head[6] = [0; 6];
    check(no_head, SetupError::CardHeads { card: 7, problem: "a card must show at least one head" });
    let mut six = barons.clone();
    six[99] = [0, 0, 6, 0, 0, 0];
    check(six, SetupError::CardHeads { card: 100, problem: "a card may show at most 5 heads of one colour" });
    check(barons[..109].to_vec(), SetupError::CardCount(109));
    let msg = SetupError::CardHeads { card: 7, problem: "a card must show at least one head" }.to_string();
    assert!(msg.contains("card 7"), "{msg}");
    // The shipped id is reserved for the shipped table.
    let options = Options::new(4).unwrap().with_table(DEFAULT_DECK, barons.clone());
    assert!(matches!(Game::with_options(&options, 1), Err(SetupError::Deck(_))));
    let mut options = Options::new(4).unwrap();
    options.deck = "other".into();
    assert!(matches!(Game::with_options(&options, 1), Err(SetupError::Deck(_))));
    assert_eq!(Game::new(1, 1).unwrap_err(), SetupError::PlayerCount(1));
    assert_eq!(Game::new(11, 1).unwrap_err(), SetupError::PlayerCount(11));
}
