//! The table of corrupted states `state_json.rs` loads: each edit of a valid mid-game state
//! with the error it must be refused with.

use game_core::DocumentError;
use herr_der_ziegen::state::{PhaseDoc, StateDoc};
use herr_der_ziegen::{Cell, SetupError, StateError};

fn first_marked(doc: &StateDoc) -> (usize, usize) {
    for (r, row) in doc.marks.iter().enumerate() {
        for (c, m) in row.iter().enumerate() {
            if m.is_some() {
                return (r, c);
            }
        }
    }
    panic!("the mid-game state has marks")
}

fn first_unmarked_card(doc: &StateDoc) -> (usize, usize) {
    for (r, row) in doc.pasture.iter().enumerate() {
        for (c, card) in row.iter().enumerate() {
            if card.is_some() && doc.marks[r][c].is_none() {
                return (r, c);
            }
        }
    }
    panic!("an unmarked card exists")
}

pub type Corruption = (&'static str, fn(&mut StateDoc), fn(&StateError) -> bool);

pub fn corruptions() -> Vec<Corruption> {
    vec![
        (
            "unknown format",
            |d| d.format = "other/state".into(),
            |e| matches!(e, StateError::Document(DocumentError::Format { .. })),
        ),
        (
            "unknown version",
            |d| d.version = 2,
            |e| matches!(e, StateError::Document(DocumentError::Version { found: 2, .. })),
        ),
        ("one player", |d| d.players = 1, |e| matches!(e, StateError::Setup(SetupError::PlayerCount(1)))),
        ("six players", |d| d.players = 6, |e| matches!(e, StateError::Setup(SetupError::PlayerCount(6)))),
        (
            "start player out of range",
            |d| d.start_player = 4,
            |e| matches!(e, StateError::Setup(SetupError::StartPlayer { .. })),
        ),
        ("grid 8", |d| d.grid_size = 8, |e| matches!(e, StateError::Setup(SetupError::GridSize(8)))),
        ("milk split over 16", |d| d.milk_ones = 17, |e| matches!(e, StateError::Setup(SetupError::MilkSplit(17)))),
        (
            "a stable missing",
            |d| {
                d.stables.pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("stables")),
        ),
        (
            "stable inside the grid",
            |d| d.stables[1] = Cell::new(3, 3).unwrap(),
            |e| matches!(e, StateError::Setup(SetupError::StableNotOnEdge { .. })),
        ),
        (
            "two stables on one cell",
            |d| d.stables[1] = d.stables[0],
            |e| matches!(e, StateError::Setup(SetupError::StableTwice(_))),
        ),
        (
            "a pasture row missing",
            |d| {
                d.pasture.pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("pasture (")),
        ),
        (
            "a short pasture row",
            |d| {
                d.pasture[3].pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("pasture[")),
        ),
        (
            "card id 121",
            |d| d.pile[0] = 121,
            |e| matches!(e, StateError::Document(DocumentError::Range { path, .. }) if path == "pile[0]"),
        ),
        (
            "card id 255 in a hand",
            |d| d.hands[1][0] = 255,
            |e| matches!(e, StateError::Document(DocumentError::Range { path, .. }) if path == "hands[1][0]"),
        ),
        ("duplicate card in the pile", |d| d.pile[1] = d.pile[0], |e| matches!(e, StateError::DuplicateCard { .. })),
        (
            "card in the pile and a hand",
            |d| d.pile[0] = d.hands[2][0],
            |e| matches!(e, StateError::DuplicateCard { .. }),
        ),
        (
            "card in the pasture and the box",
            |d| {
                let c = d.boxed[0];
                let (r, k) = first_unmarked_card(d);
                d.pasture[r][k] = Some(c);
            },
            |e| matches!(e, StateError::DuplicateCard { .. }),
        ),
        (
            "missing card",
            |d| {
                d.pile.pop();
            },
            |e| matches!(e, StateError::MissingCard(_)),
        ),
        (
            "stable cell with a card",
            |d| {
                let c = d.pile.pop().unwrap();
                d.pasture[0][0] = Some(c);
            },
            |e| matches!(e, StateError::StableCell { .. }),
        ),
        ("small goat on a stable", |d| d.marks[0][0] = Some(0), |e| matches!(e, StateError::StableCell { .. })),
        (
            "small goat on an empty cell",
            |d| {
                let (r, c) = first_unmarked_card(d);
                let card = d.pasture[r][c].take().unwrap();
                d.pile.push(card);
                d.marks[r][c] = Some(0);
            },
            |e| matches!(e, StateError::MarkWithoutCard(_)),
        ),
        (
            "small goat of player 7",
            |d| {
                let (r, c) = first_marked(d);
                d.marks[r][c] = Some(7);
            },
            |e| matches!(e, StateError::PlayerOutOfRange { what, .. } if what.starts_with("marks")),
        ),
        (
            "small goat on an open kind",
            |d| {
                let (r, c) = first_unmarked_card(d);
                d.marks[r][c] = Some(0);
            },
            |e| matches!(e, StateError::MarkOwner { .. }),
        ),
        (
            "11 small goats",
            |d| {
                // Close every open kind for player 0 and mark every card of those kinds in the pasture.
                for k in 0..18 {
                    if d.kind_owners[k].is_none() && !d.removed_kinds.contains(&(k as u8)) {
                        d.kind_owners[k] = Some(0);
                    }
                }
                for r in 0..7 {
                    for c in 0..7 {
                        if let Some(card) = d.pasture[r][c] {
                            if card < 90 && d.kind_owners[usize::from(card / 5)] == Some(0) {
                                d.marks[r][c] = Some(0);
                            }
                        }
                    }
                }
            },
            |e| matches!(e, StateError::TooManyMarks { player: 0, .. }),
        ),
        (
            "hand of three",
            |d| {
                let c = d.pile.pop().unwrap();
                d.hands[1].push(c);
                d.hands_seen[1].push(false);
            },
            |e| matches!(e, StateError::HandSize { found: 3, .. }),
        ),
        (
            "hand of one in the play phase",
            |d| {
                let c = d.hands[1].pop().unwrap();
                d.hands_seen[1].pop();
                d.pile.push(c);
            },
            |e| matches!(e, StateError::HandSize { player: 1, found: 1, expected: 2 }),
        ),
        (
            "hands_seen length",
            |d| {
                d.hands_seen[0].pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("hands_seen[")),
        ),
        (
            "goat off the track",
            |d| d.goats[2] = 28,
            |e| matches!(e, StateError::GoatPosition { player: 2, pos: 28, .. }),
        ),
        (
            "kind owner out of range",
            |d| {
                let k = d.kind_owners.iter().position(Option::is_none).unwrap();
                d.kind_owners[k] = Some(9);
            },
            |e| matches!(e, StateError::PlayerOutOfRange { what, .. } if what.starts_with("kind_owners")),
        ),
        (
            "17 kind owners",
            |d| {
                d.kind_owners.pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("kind_owners")),
        ),
        (
            "removed kind not in the box",
            |d| {
                let k = (0..18u8)
                    .find(|k| !d.removed_kinds.contains(k) && d.kind_owners[usize::from(*k)].is_none())
                    .unwrap();
                d.removed_kinds.push(k);
            },
            |e| matches!(e, StateError::Kind { .. }),
        ),
        (
            "removed kind with an owner",
            |d| {
                let k = d.removed_kinds[0];
                d.kind_owners[usize::from(k)] = Some(1);
            },
            |e| matches!(e, StateError::Kind { .. }),
        ),
        (
            "closed kind with an unmarked pasture card while its owner has small goats",
            |d| {
                // An open kind with a card in the pasture and none displayed, closed for seat 0.
                let in_pasture: Vec<u8> = d.pasture.iter().flatten().flatten().copied().collect();
                let of_kind = |c: u8, k: u8| c < 90 && c / 5 == k;
                let k = (0..18u8)
                    .find(|&k| {
                        d.kind_owners[usize::from(k)].is_none()
                            && !d.removed_kinds.contains(&k)
                            && in_pasture.iter().any(|&c| of_kind(c, k))
                            && d.displays.iter().flatten().all(|&c| !of_kind(c, k))
                    })
                    .unwrap();
                d.kind_owners[usize::from(k)] = Some(0);
            },
            |e| matches!(e, StateError::Kind { problem, .. } if problem.contains("unmarked")),
        ),
        (
            "removed kind that does not exist",
            |d| d.removed_kinds.push(40),
            |e| matches!(e, StateError::Document(DocumentError::Range { path, .. }) if path.starts_with("removed_kinds[")),
        ),
        (
            "pile with a card of a removed kind",
            |d| {
                let k = d.removed_kinds[0];
                let card = k * 5;
                d.boxed.retain(|&c| c != card);
                d.pile.push(card);
            },
            |e| matches!(e, StateError::Kind { .. }),
        ),
        (
            "open kind in the box",
            |d| {
                let card =
                    d.pile.iter().copied().find(|&c| c < 90 && d.kind_owners[usize::from(c / 5)].is_none()).unwrap();
                d.pile.retain(|&c| c != card);
                d.boxed.push(card);
            },
            |e| matches!(e, StateError::Kind { .. }),
        ),
        (
            "closed kind in a loser's display",
            |d| {
                let card =
                    d.boxed.iter().copied().find(|&c| c < 90 && d.kind_owners[usize::from(c / 5)].is_some()).unwrap();
                let owner = d.kind_owners[usize::from(card / 5)].unwrap();
                d.boxed.retain(|&c| c != card);
                d.displays[usize::from((owner + 1) % 4)].push(card);
            },
            |e| matches!(e, StateError::Kind { problem, .. } if problem.contains("yet player")),
        ),
        (
            "open kind over 8 points in a display",
            |d| {
                // Move Kx-4 and Kx-5 of an open kind into a display; a removed dog or milk card
                // from the box takes the place each one leaves in a hand or the pasture.
                let k = (0..18u8)
                    .find(|&k| {
                        d.kind_owners[usize::from(k)].is_none()
                            && !d.removed_kinds.contains(&k)
                            && d.displays.iter().flatten().all(|&c| c != k * 5 + 3 && c != k * 5 + 4)
                    })
                    .unwrap();
                for card in [k * 5 + 3, k * 5 + 4] {
                    let filler = d.boxed.iter().copied().find(|&c| c >= 90).unwrap();
                    d.boxed.retain(|&c| c != filler);
                    if let Some(slot) = d.pasture.iter_mut().flatten().find(|c| **c == Some(card)) {
                        *slot = Some(filler);
                    } else if let Some(slot) = d.hands.iter_mut().flatten().find(|c| **c == card) {
                        *slot = filler;
                    } else {
                        d.pile.retain(|&c| c != card);
                        d.boxed.push(filler);
                    }
                    d.displays[3].push(card);
                }
                // Two more cards played: two more turns.
                d.turn += 2;
            },
            |e| matches!(e, StateError::Kind { problem, .. } if problem.contains("call for an evaluation")),
        ),
        (
            "known-in-pile card not in the pile",
            |d| d.known_in_pile.push(d.hands[0][0]),
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "known-in-pile card of an open kind",
            |d| {
                let c =
                    d.pile.iter().copied().find(|&c| c < 90 && d.kind_owners[usize::from(c / 5)].is_none()).unwrap();
                d.known_in_pile.push(c);
            },
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "empty cell while the pile has cards",
            |d| {
                let (r, c) = first_unmarked_card(d);
                let card = d.pasture[r][c].take().unwrap();
                d.pile.push(card);
            },
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        ("turn 0", |d| d.turn = 0, |e| matches!(e, StateError::Inconsistent(_))),
        // Playing on from turn 65535 used to wrap the counter into a state that no longer loads.
        ("turn past the cards played", |d| d.turn = u16::MAX, |e| matches!(e, StateError::Inconsistent(_))),
        (
            "turn one past the cards played",
            |d| d.turn = 2 + (d.boxed.len() + d.displays.concat().len()) as u16,
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "a removed kind listed twice",
            |d| d.removed_kinds.extend([d.removed_kinds[0]; 100]),
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "a card known in the pile twice",
            |d| d.known_in_pile = vec![d.pile[0], d.pile[0]],
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "a refused swap listed twice",
            |d| d.refused_swaps = vec![[Cell::new(1, 1).unwrap(), Cell::new(1, 4).unwrap()]; 2],
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "active player out of range",
            |d| d.active_player = 4,
            |e| matches!(e, StateError::PlayerOutOfRange { what, .. } if what.starts_with("active_player")),
        ),
        ("played card in the play phase", |d| d.played = Some(d.boxed[0]), |e| matches!(e, StateError::Phase { .. })),
        (
            "end triggered in the play phase",
            |d| d.end = Some(herr_der_ziegen::EndReason::E2),
            |e| matches!(e, StateError::Phase { .. }),
        ),
        (
            "take phase without a played card",
            |d| d.phase = PhaseDoc::Take,
            |e| matches!(e, StateError::HandSize { .. }) || matches!(e, StateError::Phase { .. }),
        ),
        (
            "dog phase without a dog",
            |d| {
                let c = d.hands[d.active_player as usize][0];
                let _ = c;
                d.phase = PhaseDoc::Dog;
            },
            |e| matches!(e, StateError::Phase { .. }),
        ),
        ("over without an end", |d| d.phase = PhaseDoc::Over, |e| matches!(e, StateError::Phase { .. })),
        (
            "mark phase for an open kind",
            |d| {
                let k = d.kind_owners.iter().position(Option::is_none).unwrap() as u8;
                d.phase = PhaseDoc::Mark { kind: k };
            },
            |e| matches!(e, StateError::Phase { .. }),
        ),
        (
            "mark phase for kind 30",
            |d| d.phase = PhaseDoc::Mark { kind: 30 },
            |e| matches!(e, StateError::Document(DocumentError::Range { path, .. }) if path == "phase.kind"),
        ),
        (
            "consent to player 9",
            |d| {
                d.phase =
                    PhaseDoc::Consent { from: Cell::new(1, 1).unwrap(), to: Cell::new(1, 2).unwrap(), opponent: 9 }
            },
            |e| matches!(e, StateError::PlayerOutOfRange { .. }),
        ),
        (
            "consent without a dog",
            |d| {
                d.phase =
                    PhaseDoc::Consent { from: Cell::new(1, 1).unwrap(), to: Cell::new(1, 2).unwrap(), opponent: 1 }
            },
            |e| matches!(e, StateError::Phase { .. }) || matches!(e, StateError::HandSize { .. }),
        ),
        (
            "refused swap outside the play of a dog",
            |d| d.refused_swaps.push([Cell::new(1, 1).unwrap(), Cell::new(1, 4).unwrap()]),
            |e| matches!(e, StateError::Phase { .. }),
        ),
        (
            "refused swap across lines",
            |d| d.refused_swaps.push([Cell::new(1, 1).unwrap(), Cell::new(2, 4).unwrap()]),
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
    ]
}
