//! The engine against a second, deliberately plain reading of RULES-SPEC: lines found from the
//! track position by the formula of section 2.4, sets of cells instead of masks, dog moves by
//! walking both lines of each own card, evaluation winners by the ranking of section 4.2, and
//! scores by a flood fill from the stable and the milk table of D37. Random games are played
//! through the public API. At every step the legal moves must be what this reading says (every
//! kind of decision); after every move its effects (the goat's walk, E1 and E2, refills and their
//! marks, dog swaps with and without consent); at the end of every turn, that the played card's
//! kind was evaluated exactly when section 4 calls for it, and how; at the end, the scores.

use herr_der_ziegen::prelude::*;
use std::collections::{BTreeSet, HashSet};

use herr_der_ziegen::{Card, CardId, CardSet, Cell, EndReason, Evaluation, Event, Game, KindStatus, Move, Phase};

/// Random games per run (2 to 5 players in turn).
const GAMES: u64 = 1500;
/// Small goats per player.
const GOATS: usize = 10;

/// The line a goat at track position `position` faces on an `n` x `n` grid (section 2.4): the
/// track runs clockwise around the grid from the top left corner, `n` positions per side, and
/// each position faces the column or row in front of it.
fn faced_line(n: u8, position: u8) -> Vec<Cell> {
    let (side, k) = (position / n, position % n);
    let cell = |row: u8, col: u8| Cell::new(row, col).unwrap();
    match side {
        0 => (0..n).map(|row| cell(row, k)).collect(),
        1 => (0..n).map(|col| cell(k, col)).collect(),
        2 => (0..n).map(|row| cell(row, n - 1 - k)).collect(),
        _ => (0..n).map(|col| cell(n - 1 - k, col)).collect(),
    }
}

/// How far a card moves the goat: its value; a dog does not move it.
fn steps(game: &Game, card: CardId) -> u8 {
    match game.card(card) {
        Card::Goat { value, .. } | Card::Milk { value } => value,
        Card::Dog => 0,
    }
}

/// The cards of `line` that may be taken: cards without a small goat.
fn takeable(game: &Game, line: &[Cell]) -> BTreeSet<Cell> {
    line.iter().copied().filter(|&c| game.card_at(c).is_some() && game.mark_at(c).is_none()).collect()
}

/// The small goats `player` has left.
fn supply(game: &Game, player: u8) -> usize {
    GOATS - game.cells().filter(|&c| game.mark_at(c) == Some(player)).count()
}

/// The dog moves of the active player (sections 5.2 and 5.3, D14 to D17): one of its marked cards
/// and another cell of its row or column that is not a stable, not refused this turn; two own
/// cards are one move, listed from the lower cell.
fn dog_moves(game: &Game, refused: &BTreeSet<(Cell, Cell)>) -> HashSet<Move> {
    let me = game.active_player();
    let mut moves = HashSet::new();
    for from in game.cells().filter(|&c| game.mark_at(c) == Some(me)) {
        for line in from.lines() {
            for to in line.cells(game.grid_size()) {
                if to == from || game.is_stable(to) {
                    continue;
                }
                let allowed = match game.mark_at(to) {
                    Some(owner) if owner == me => from < to,
                    Some(_) => !refused.contains(&(from, to)),
                    None => true,
                };
                if allowed {
                    moves.insert(Move::Dog { from, to });
                }
            }
        }
    }
    moves
}

/// Final totals (section 7): goat values on marked cards, doubled for the cards joined to the
/// player's stable through own cards side by side; milk by the table of D37.
fn totals(game: &Game) -> Vec<u32> {
    let players = usize::from(game.players());
    let size = game.grid_size();
    let mut goats = vec![0u32; players];
    let mut milk = vec![0u32; players];
    for p in 0..game.players() {
        let own: BTreeSet<Cell> =
            game.cells().filter(|&c| game.mark_at(c) == Some(p) && game.card_at(c).is_some()).collect();
        let mut joined = BTreeSet::new();
        let mut stack: Vec<Cell> =
            game.stable(p).neighbours(size).into_iter().flatten().filter(|c| own.contains(c)).collect();
        while let Some(cell) = stack.pop() {
            if joined.insert(cell) {
                stack.extend(
                    cell.neighbours(size).into_iter().flatten().filter(|c| own.contains(c) && !joined.contains(c)),
                );
            }
        }
        for &cell in &own {
            let value = u32::from(game.card_at(cell).and_then(CardId::goat_value).expect("marked cards are goats"));
            goats[usize::from(p)] += if joined.contains(&cell) { 2 * value } else { value };
        }
        milk[usize::from(p)] = game
            .display(p)
            .iter()
            .map(|c| match game.card(c) {
                Card::Milk { value } => u32::from(value),
                _ => 0,
            })
            .sum();
    }
    let first = *milk.iter().max().unwrap();
    let mut milk_points = vec![0u32; players];
    if first > 0 {
        for (points, &m) in milk_points.iter_mut().zip(&milk) {
            if m == first {
                *points = first;
            }
        }
        if milk.iter().filter(|&&m| m == first).count() == 1 {
            let second = milk.iter().copied().filter(|&m| m != first).max().unwrap_or(0);
            for (points, &m) in milk_points.iter_mut().zip(&milk) {
                if second > 0 && m == second {
                    *points = second / 2;
                }
            }
        }
    }
    (0..players).map(|p| goats[p] + milk_points[p]).collect()
}

/// The moves legal now by this reading, for the phases it models.
fn expected_moves(game: &Game, refused: &BTreeSet<(Cell, Cell)>) -> Option<HashSet<Move>> {
    let active = game.active_player();
    match game.phase() {
        Phase::Play => Some(game.hand(active).map(Move::Play).collect()),
        Phase::Take => {
            let line = faced_line(game.grid_size(), game.goat_position(active));
            Some(takeable(game, &line).into_iter().map(Move::Take).collect())
        }
        Phase::Dog => {
            let mut moves = dog_moves(game, refused);
            moves.insert(Move::PassDog);
            Some(moves)
        }
        // The owner of a kind just won by A, short of small goats, picks its cards to mark.
        Phase::Mark { kind } => Some(
            game.cells()
                .filter(|&c| game.card_at(c).is_some_and(|x| x.kind() == Some(kind)) && game.mark_at(c).is_none())
                .map(Move::Mark)
                .collect(),
        ),
        Phase::Consent { .. } => Some([Move::Answer(false), Move::Answer(true)].into_iter().collect()),
        Phase::Over => None,
    }
}

/// Whether section 4 evaluates the kind of a card played onto `displays` (the displays with that
/// card): A if the active player's cards of the kind are worth 8 or more, B if the card is the
/// kind's fourth in all displays (D22: both at once is A).
fn evaluation_due(displays: &[CardSet], active: u8, kind: herr_der_ziegen::GoatKind) -> bool {
    let of_kind = |d: &CardSet| d.iter().filter(|c| c.kind() == Some(kind)).collect::<Vec<_>>();
    let sum: u32 = of_kind(&displays[usize::from(active)]).iter().map(|c| u32::from(c.goat_value().unwrap())).sum();
    let count: usize = displays.iter().map(|d| of_kind(d).len()).sum();
    sum >= 8 || count == 4
}

/// An evaluation of this turn (section 4): its type and winner by the ranking of section 4.2, the
/// losers' cards gone, the kind's pasture cards marked as far as the supply goes, a fifth card
/// held in a hand shown to all.
fn check_evaluation(
    before: &Game,
    after: &Game,
    displays: &[CardSet],
    kind: herr_der_ziegen::GoatKind,
    owner: u8,
    evaluation: Evaluation,
) {
    let active = before.active_player();
    let of_kind = |set: &CardSet| set.iter().filter(|c| c.kind() == Some(kind)).collect::<Vec<_>>();
    let sums: Vec<u32> =
        displays.iter().map(|d| of_kind(d).iter().map(|c| u32::from(c.goat_value().unwrap())).sum()).collect();
    let counts: Vec<usize> = displays.iter().map(|d| of_kind(d).len()).collect();
    if sums[usize::from(active)] >= 8 {
        assert_eq!((evaluation, owner), (Evaluation::A, active));
    } else {
        assert_eq!(counts.iter().sum::<usize>(), 4, "B needs the fourth card");
        assert_eq!(evaluation, Evaluation::B);
        let winner =
            (0..after.players()).max_by_key(|&p| (sums[usize::from(p)], counts[usize::from(p)], p == active)).unwrap();
        assert_eq!(owner, winner, "the B winner");
        let fifth = kind.cards().iter().find(|c| !displays.iter().any(|d| d.contains(*c))).unwrap();
        for holder in (0..after.players()).filter(|&p| after.hand(p).any(|c| c == fifth)) {
            for seat in 0..after.players() {
                assert!(after.view(seat).known_hand(holder).contains(fifth), "a shown fifth card");
            }
        }
    }
    for p in (0..after.players()).filter(|&p| p != owner) {
        assert!(after.display(p).iter().all(|c| c.kind() != Some(kind)), "a loser kept a card");
    }
    if !matches!(after.phase(), Phase::Mark { .. }) {
        let unmarked = after
            .cells()
            .any(|c| after.card_at(c).is_some_and(|x| x.kind() == Some(kind)) && after.mark_at(c).is_none());
        assert!(!unmarked || supply(after, owner) == 0, "a card of the kind unmarked although goats are left");
    }
}

#[test]
fn the_engine_plays_as_a_plain_reading_of_the_rules() {
    let mut seen = [0usize; 8]; // turns, A, B, E1, E2, dog moves, chosen marks, answers
    for seed in 0..GAMES {
        let players = 2 + (seed % 4) as u8;
        let mut game = Game::new(players, seed).unwrap();
        let n = game.grid_size();
        let mut chooser = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut refused = BTreeSet::new();
        // The displays once the turn's card is played: what evaluations look at.
        let mut displays: Vec<CardSet> = Vec::new();
        // The kind the turn's card may get evaluated (an open goat kind), and whether it was.
        let mut open_kind = None;
        let mut evaluated = false;
        while !game.is_over() {
            let legal = game.legal_moves();
            if let Some(expected) = expected_moves(&game, &refused) {
                assert_eq!(legal.iter().copied().collect::<HashSet<_>>(), expected, "seed {seed}, {:?}", game.phase());
            }
            chooser = chooser.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            let mv = legal[(chooser >> 33) as usize % legal.len()];
            let before = game.clone();
            let active = before.active_player();
            let events = game.apply(mv).unwrap();
            match mv {
                Move::Play(card) => {
                    seen[0] += 1;
                    let position = game.goat_position(active);
                    assert_eq!(position, (before.goat_position(active) + steps(&before, card)) % (4 * n));
                    let closed =
                        card.kind().is_some_and(|k| matches!(before.kind_status(k), KindStatus::Closed { .. }));
                    if !events.iter().any(|e| matches!(e, Event::KindClosed { .. })) {
                        // (An evaluation at once, after an E2, may box the card with a loser's.)
                        assert_eq!(game.boxed().contains(card), closed, "a card of a closed kind goes to the box");
                    }
                    let nothing = takeable(&before, &faced_line(n, position)).is_empty();
                    assert_eq!(
                        events.contains(&Event::EndTriggered { reason: EndReason::E2 }),
                        nothing,
                        "E2, seed {seed}"
                    );
                    seen[4] += usize::from(nothing);
                    displays = (0..players)
                        .map(|p| {
                            let mut display = before.display(p);
                            if p == active && !closed {
                                display.insert(card);
                            }
                            display
                        })
                        .collect();
                    open_kind = card.kind().filter(|_| !closed);
                    evaluated = false;
                }
                Move::Take(cell) => {
                    if let Some(top) = before.pile().next() {
                        assert_eq!(game.card_at(cell), Some(top), "the refill is the pile's top card");
                        let owner = top.kind().and_then(|k| match before.kind_status(k) {
                            KindStatus::Closed { owner } => Some(owner),
                            _ => None,
                        });
                        if let Some(owner) = owner {
                            let expected = (supply(&before, owner) > 0).then_some(owner);
                            assert_eq!(game.mark_at(cell), expected, "a refill of a closed kind, seed {seed}");
                        }
                    } else {
                        assert_eq!(game.card_at(cell), None);
                        let emptied = cell.lines().iter().any(|l| l.cells(n).all(|c| game.card_at(c).is_none()));
                        assert_eq!(
                            events.contains(&Event::EndTriggered { reason: EndReason::E1 }),
                            emptied,
                            "E1, seed {seed}"
                        );
                        seen[3] += usize::from(emptied);
                    }
                }
                Move::Dog { from, to } if !matches!(game.phase(), Phase::Consent { .. }) => {
                    seen[5] += 1;
                    assert_eq!((game.card_at(to), game.mark_at(to)), (before.card_at(from), before.mark_at(from)));
                    assert_eq!((game.card_at(from), game.mark_at(from)), (before.card_at(to), before.mark_at(to)));
                    assert_eq!(game.end_reason(), before.end_reason(), "a dog move never ends the game");
                }
                Move::Mark(_) => seen[6] += 1,
                Move::Answer(yes) => {
                    seen[7] += 1;
                    let Phase::Consent { from, to, .. } = before.phase() else { panic!("an answer outside a request") };
                    if yes {
                        seen[5] += 1;
                        assert_eq!((game.card_at(to), game.mark_at(to)), (before.card_at(from), before.mark_at(from)));
                        assert_eq!((game.card_at(from), game.mark_at(from)), (before.card_at(to), before.mark_at(to)));
                    } else {
                        for cell in [from, to] {
                            assert_eq!(
                                (game.card_at(cell), game.mark_at(cell)),
                                (before.card_at(cell), before.mark_at(cell))
                            );
                        }
                        refused.insert((from, to));
                    }
                }
                _ => {}
            }
            for event in events.iter() {
                if let Event::KindClosed { kind, owner, evaluation } = *event {
                    assert_eq!(Some(kind), open_kind, "only the played card's kind is evaluated");
                    assert!(!evaluated, "one evaluation per turn");
                    evaluated = true;
                    seen[if evaluation == Evaluation::A { 1 } else { 2 }] += 1;
                    check_evaluation(&before, &game, &displays, kind, owner, evaluation);
                }
            }
            let turn_over = game.is_over() || game.active_player() != active;
            if turn_over {
                let due = open_kind.is_some_and(|kind| evaluation_due(&displays, active, kind));
                assert_eq!(evaluated, due, "an evaluation was due exactly when one happened, seed {seed}");
            }
            if game.is_over() {
                assert!(game.end_reason().is_some());
            } else if game.active_player() != active {
                assert_eq!(game.active_player(), (active + 1) % players, "turns go round");
                assert_eq!(game.end_reason(), None, "an end triggered finishes the game with the turn");
                refused.clear();
            }
        }
        let reference = totals(&game);
        let scores = game.scores();
        for (p, &total) in reference.iter().enumerate() {
            assert_eq!(scores.players[p].total, total, "the total of seat {p}, seed {seed}");
        }
        let best = *reference.iter().max().unwrap();
        let winners = (0..reference.len()).filter(|&p| reference[p] == best).fold(0u8, |w, p| w | 1 << p);
        assert_eq!(scores.winners, winners);
    }
    // Every part of the reading was exercised.
    assert!(seen.iter().all(|&n| n > 0), "turns, A, B, E1, E2, dog moves, marks, answers: {seen:?}");
}
