//! Builds explicit positions as public state documents, so that every scenario also passes the
//! loader's validation.
#![allow(dead_code)]

use game_core::document::Int;
use ziegen_kriegen::cards::{DEFAULT_GOAT_HEADS, DEFAULT_HILL_PAIRS};
use ziegen_kriegen::prelude::*;
use ziegen_kriegen::state::{HillDoc, LaterRoundDoc, PlayDoc, RoundDoc, StateDoc, TrickDoc};
use ziegen_kriegen::{Game, Options, Phase};

pub fn heads(card: u8) -> u8 {
    DEFAULT_GOAT_HEADS[usize::from(card) - 1]
}

/// One round: the finished tricks as `(taker, cards)` in order, and the hill as `(id, chosen)`.
pub struct RoundPlan {
    pub tricks: Vec<(u8, Vec<u8>)>,
    pub hill: Vec<(u8, u8)>,
}

/// Cards whose heads make each seat's goats: `plan[s] = (tricks, goats)`. Extra heads over one
/// per card come from the 5-, 3- and 2-head cards, greedily.
pub fn tricks_for_goats(players: u8, plan: &[(usize, u8)]) -> Vec<(u8, Vec<u8>)> {
    let n = usize::from(players);
    let mut pools: Vec<Vec<u8>> =
        [1u8, 2, 3, 5].iter().map(|&h| (1..=50u8).filter(|&c| heads(c) == h).collect()).collect();
    let mut per_seat = Vec::new();
    for (seat, &(tricks, goats)) in plan.iter().enumerate() {
        let cards_needed = tricks * n;
        let mut extra = i32::from(goats) - cards_needed as i32;
        assert!(extra >= 0, "seat {seat}: too few goats for {tricks} tricks");
        let mut cards = Vec::new();
        for (pool, step) in [(3usize, 4), (2, 2), (1, 1)] {
            while extra >= step && !pools[pool].is_empty() && cards.len() < cards_needed {
                cards.push(pools[pool].remove(0));
                extra -= step;
            }
        }
        assert_eq!(extra, 0, "seat {seat}: cannot make {goats} goats");
        while cards.len() < cards_needed {
            cards.push(pools[0].remove(0));
        }
        per_seat.push(cards);
    }
    // Interleave the seats' tricks.
    let mut out = Vec::new();
    let mut left: Vec<Vec<Vec<u8>>> = per_seat.iter().map(|c| c.chunks(n).map(<[u8]>::to_vec).collect()).collect();
    while left.iter().any(|t| !t.is_empty()) {
        for (seat, tricks) in left.iter_mut().enumerate() {
            if let Some(t) = tricks.pop() {
                out.push((seat as u8, t));
            }
        }
    }
    out
}

/// A hill of four cards whose chosen numbers sum to `limit`, the last one being `last`.
pub fn hill_for(limit: u8, last: Option<(u8, u8)>) -> Vec<(u8, u8)> {
    fn search(limit: i32, used: &mut Vec<(u8, u8)>, need: usize) -> bool {
        if used.len() == need {
            return limit == 0;
        }
        for id in 0..12u8 {
            if used.iter().any(|&(u, _)| u == id) {
                continue;
            }
            for &number in &DEFAULT_HILL_PAIRS[usize::from(id)] {
                used.push((id, number));
                if search(limit - i32::from(number), used, need) {
                    return true;
                }
                used.pop();
            }
        }
        false
    }
    let mut used = Vec::new();
    let rest = limit as i32 - last.map_or(0, |l| i32::from(l.1));
    if let Some(l) = last {
        used.push(l);
    }
    assert!(search(rest, &mut used, 4), "no hill for limit {limit}");
    if let Some(l) = last {
        used.remove(0);
        used.push(l);
    }
    used
}

/// A state document: finished `rounds` (the last one may be unfinished: its tricks so far),
/// then the current trick and the hands of the last round. `hands_with[s]` lists cards seat `s`
/// must hold; hands are filled up from the lowest free cards.
pub fn build(
    players: u8,
    variant: bool,
    rounds: &[RoundPlan],
    current: &[u8],
    hands_with: &[Vec<u8>],
    revealed: Option<u8>,
) -> StateDoc {
    let n = usize::from(players);
    let total_rounds = if variant { players } else { 1 };
    let options = if variant { Options::variant(players).unwrap() } else { Options::new(players).unwrap() };
    let mut history = Vec::new();
    let mut round_scores = Vec::new();
    let mut leader = 0u8;
    let mut over = false;
    let last = rounds.len() - 1;
    let mut played_now = Vec::new();
    for (r, plan) in rounds.iter().enumerate() {
        leader = (r % n) as u8;
        let mut goats = vec![0u8; n];
        let mut taken = vec![0u8; n];
        let mut tricks = Vec::new();
        for (taker, cards) in &plan.tricks {
            let mut cards = cards.clone();
            cards.sort_unstable();
            let high = cards.pop().unwrap();
            let pos = (usize::from(*taker) + n - usize::from(leader)) % n;
            cards.insert(pos, high);
            let plays: Vec<PlayDoc> = cards
                .iter()
                .enumerate()
                .map(|(i, &c)| PlayDoc { seat: Int(((usize::from(leader) + i) % n) as i64), card: c.into() })
                .collect();
            goats[usize::from(*taker)] += cards.iter().map(|&c| heads(c)).sum::<u8>();
            taken[usize::from(*taker)] += 1;
            if r == last {
                played_now.extend(cards.iter().copied());
            }
            tricks.push(TrickDoc { cards: plays, taker: (*taker).into() });
            leader = *taker;
        }
        let hill: Vec<HillDoc> = plan.hill.iter().map(|&(c, k)| HillDoc { card: c.into(), chosen: k.into() }).collect();
        if plan.tricks.len() == 8 {
            let limit: u8 = plan.hill.iter().map(|h| h.1).sum();
            let fourth = plan.hill[3].0;
            let high = DEFAULT_HILL_PAIRS[usize::from(fourth)][1];
            round_scores.push(
                (0..n)
                    .map(|s| {
                        Int::from(if variant && taken[s] == 0 {
                            high
                        } else if goats[s] > limit {
                            0
                        } else {
                            goats[s]
                        })
                    })
                    .collect(),
            );
            over = r + 1 == usize::from(total_rounds);
        }
        history.push(RoundDoc { tricks, hill });
    }
    let current_plays: Vec<PlayDoc> = current
        .iter()
        .enumerate()
        .map(|(i, &c)| PlayDoc { seat: Int(((usize::from(leader) + i) % n) as i64), card: c.into() })
        .collect();
    played_now.extend_from_slice(current);
    let done = rounds[last].tricks.len();
    let mut hands: Vec<Vec<Int>> = vec![Vec::new(); n];
    let mut free: Vec<u8> =
        (1..=50u8).filter(|c| !played_now.contains(c) && !hands_with.iter().flatten().any(|h| h == c)).collect();
    if !over {
        for (s, slot) in hands.iter_mut().enumerate() {
            let in_trick = current_plays.iter().any(|p| p.seat.0 as usize == s);
            let size = 8 - done - usize::from(in_trick);
            let mut hand: Vec<u8> = hands_with.get(s).cloned().unwrap_or_default();
            while hand.len() < size {
                hand.push(free.remove(0));
            }
            hand.sort_unstable();
            *slot = hand.iter().map(|&c| c.into()).collect();
        }
    }
    let boxed: Vec<Int> = free.iter().map(|&c| c.into()).collect();
    let hill_used: Vec<u8> = rounds[last].hill.iter().map(|h| h.0).chain(revealed).collect();
    let hill_stack: Vec<Int> = (0..12u8).filter(|c| !hill_used.contains(c)).map(Int::from).collect();
    let (phase, to_act) = if over {
        (Phase::Over, None)
    } else if revealed.is_some() {
        let low = (0..n).min_by_key(|&i| current[i]).unwrap();
        (Phase::ChooseHill, Some(Int(((usize::from(leader) + low) % n) as i64)))
    } else {
        (Phase::Play, Some(Int(((usize::from(leader) + current.len()) % n) as i64)))
    };
    let later = usize::from(total_rounds) - rounds.len();
    StateDoc {
        format: "ziegen-kriegen/state".into(),
        version: Int(1),
        options,
        round: Int(last as i64),
        hands,
        boxed,
        hill_stack,
        revealed_hill: revealed.map(Int::from),
        later_rounds: (0..if over { 0 } else { later })
            .map(|_| LaterRoundDoc { goats: (1..=50).map(Int).collect(), hills: (0..12).map(Int).collect() })
            .collect(),
        history,
        current_trick: current_plays,
        leader: leader.into(),
        phase,
        to_act,
        round_scores,
    }
}

/// Loads a document through the public JSON.
pub fn load(doc: &StateDoc) -> Game {
    let json = serde_json::to_string(doc).unwrap();
    Game::from_json(&json).unwrap_or_else(|e| panic!("{e}\n{json}"))
}

/// The document with the last finished trick of its last round taken back into the hands.
pub fn unplay_last_trick(mut doc: StateDoc) -> StateDoc {
    let round = doc.history.last_mut().unwrap();
    let trick = round.tricks.pop().unwrap();
    let n = doc.options.players as usize;
    if doc.phase == Phase::Over {
        doc.hands = vec![Vec::new(); n];
        doc.round_scores.pop();
    }
    for play in &trick.cards {
        doc.hands[play.seat.0 as usize].push(play.card);
        doc.hands[play.seat.0 as usize].sort_unstable_by_key(|c| c.0);
    }
    doc.leader = trick.cards[0].seat;
    doc.phase = Phase::Play;
    doc.to_act = Some(doc.leader);
    doc
}
