//! No leaks, proven on random games: at every step, for every seat, everything derived from the
//! seat's view (the view itself, its JSON, the observation tensor, and the legal moves when the
//! seat is the one to decide) is identical for every placement of the cards the seat cannot know
//! (`game_core::testing::check_leaks`). The placements are resampled with `determinize`, so each
//! check compares the true game with full games that differ from it in the pile order and in the
//! opponents' unseen hand cards.
//!
//! The hidden cards are also worked out independently of the engine's bookkeeping: a tracker
//! follows the events of the game as every player saw them (cards taken from the face-up pasture
//! and cards shown at an evaluation B are known in their hands; the fifth card of an evaluation B
//! that was neither on the pasture nor shown is known to be in the pile until it is drawn). The
//! view's JSON is then walked field by field, and no card id it contains may be one of those
//! hidden cards; conversely every card that is not hidden must be located by the view.

use herr_der_ziegen::prelude::*;
use std::collections::BTreeSet;

use game_core::testing::{check_leaks, play_random_game, LeakCounts};
use herr_der_ziegen::{CardId, CardSet, Evaluation, Event, Game};
use serde_json::Value;

/// Determinizations per seat and step.
const SAMPLES: usize = 3;
/// Seeds per player count (2 to 5 players).
const GAMES_PER_PLAYER_COUNT: u64 = 10;

fn card(id: u8) -> CardId {
    CardId::new(id).unwrap_or_else(|| panic!("{id} is not a card id"))
}

fn set(ids: &[u8]) -> CardSet {
    ids.iter().map(|&id| card(id)).collect()
}

/// What every player has seen, followed from the events alone.
struct Tracker {
    /// Per seat: hand cards everybody saw enter that hand (taken from the pasture or shown).
    public_hands: Vec<CardSet>,
    /// Cards everybody knows are in the pile.
    known_pile: CardSet,
}

impl Tracker {
    fn new(players: u8) -> Tracker {
        Tracker { public_hands: vec![CardSet::EMPTY; usize::from(players)], known_pile: CardSet::EMPTY }
    }

    /// Follows the events of one move; `after` is the game once the move is applied.
    fn follow(&mut self, events: &[Event], after: &Game) {
        let mut shown = CardSet::EMPTY;
        for event in events {
            match *event {
                Event::CardTaken { player, card, .. } => self.public_hands[usize::from(player)].insert(card),
                Event::CardShown { player, card } => {
                    self.public_hands[usize::from(player)].insert(card);
                    shown.insert(card);
                }
                Event::CardPlayed { player, card } => self.public_hands[usize::from(player)].remove(card),
                Event::CellRefilled { card, .. } => self.known_pile.remove(card),
                _ => {}
            }
        }
        // The fifth card of an evaluation B is the card of the kind in no display and not in the
        // box (the losers' cards went there). Not on the pasture and not shown: it is in the pile.
        for event in events {
            if let Event::KindClosed { kind, evaluation: Evaluation::B, .. } = *event {
                let public = (0..after.players()).fold(after.boxed(), |acc, p| acc.or(after.display(p)));
                let fifth: Vec<CardId> = kind.cards().minus(public).iter().collect();
                assert_eq!(
                    fifth.len(),
                    1,
                    "exactly one card of kind {} is not shown at its evaluation B",
                    kind.index()
                );
                let fifth = fifth[0];
                let on_pasture = after.cells().any(|c| after.card_at(c) == Some(fifth));
                if !on_pasture && !shown.contains(fifth) {
                    self.known_pile.insert(fifth);
                }
            }
        }
    }

    /// The cards `seat` cannot know in the true game: pile cards not known to be there, and the
    /// opponents' hand cards nobody saw enter their hands.
    fn hidden(&self, game: &Game, seat: u8) -> CardSet {
        let mut hidden = game.pile().collect::<CardSet>().minus(self.known_pile);
        for p in (0..game.players()).filter(|&p| p != seat) {
            hidden = hidden.or(game.hand(p).collect::<CardSet>().minus(self.public_hands[usize::from(p)]));
        }
        // The same set from the other side: everything not on the table, not in the seat's hand,
        // not publicly known in a hand or in the pile.
        let mut located = game.boxed().or(self.known_pile).or(game.hand(seat).collect());
        for p in 0..game.players() {
            located = located.or(game.display(p)).or(self.public_hands[usize::from(p)]);
        }
        for c in game.cells() {
            if let Some(card) = game.card_at(c) {
                located.insert(card);
            }
        }
        assert_eq!(hidden, CardSet::ALL.minus(located), "the hidden cards are the cards not located");
        hidden
    }

    /// The tracker and the engine agree on what is public (the engine's own bookkeeping, in the
    /// full state's `hands_seen` and `known_in_pile`).
    fn check_engine_bookkeeping(&self, game: &Game) {
        let doc = game.to_doc();
        for p in 0..usize::from(game.players()) {
            let seen: CardSet =
                doc.hands[p].iter().zip(&doc.hands_seen[p]).filter(|(_, &s)| s).map(|(&c, _)| card(c)).collect();
            assert_eq!(seen, self.public_hands[p], "public hand cards of player {p}");
        }
        assert_eq!(set(&doc.known_in_pile), self.known_pile, "cards known to be in the pile");
    }
}

/// The card ids a view document contains, found by walking its fields. Every field must be
/// classified here: a field this test does not know could carry a card, so it is an error.
fn card_ids_in_view(doc: &Value) -> Result<Vec<u8>, String> {
    const NOT_CARDS: [&str; 19] = [
        "format",
        "version",
        "seat",
        "players",
        "start_player",
        "grid_size",
        "milk_ones",
        "stables",
        "marks",
        "removed_kinds",
        "kind_owners",
        "pile_size",
        "goats",
        "turn",
        "active_player",
        "current_player",
        "end",
        "phase",
        "refused_swaps",
    ];
    fn id(value: &Value, field: &str) -> u8 {
        let n = value.as_u64().unwrap_or_else(|| panic!("{field}: {value} is not a card id"));
        u8::try_from(n).ok().filter(|&n| CardId::new(n).is_some()).unwrap_or_else(|| panic!("{field}: {n} is no card"))
    }
    fn ids(value: &Value, field: &str, out: &mut Vec<u8>) {
        for v in value.as_array().unwrap_or_else(|| panic!("{field} is not a list")) {
            out.push(id(v, field));
        }
    }
    let mut out = Vec::new();
    for (key, value) in doc.as_object().expect("a view document is an object") {
        match key.as_str() {
            "pasture" => {
                for row in value.as_array().expect("pasture rows") {
                    for cell in row.as_array().expect("pasture row") {
                        if !cell.is_null() {
                            out.push(id(cell, "pasture"));
                        }
                    }
                }
            }
            "hands" => {
                for hand in value.as_array().expect("hands") {
                    let hand = hand.as_object().expect("a hand is an object");
                    for (field, v) in hand {
                        match field.as_str() {
                            "known" | "public" => ids(v, field, &mut out),
                            "unknown" => assert!(v.as_u64().is_some_and(|n| n <= 2), "unknown count {v}"),
                            other => return Err(format!("unclassified hand field {other:?} in a view")),
                        }
                    }
                }
            }
            "displays" => {
                for display in value.as_array().expect("displays") {
                    ids(display, "displays", &mut out);
                }
            }
            "box" | "known_in_pile" => ids(value, key, &mut out),
            "played" => {
                if !value.is_null() {
                    out.push(id(value, "played"));
                }
            }
            "phase" => {
                // A decision names kinds, cells and seats, never a card.
                for field in value.as_object().expect("phase").keys() {
                    if !["type", "kind", "from", "to", "opponent"].contains(&field.as_str()) {
                        return Err(format!("unclassified phase field {field:?} in a view"));
                    }
                }
            }
            other if NOT_CARDS.contains(&other) => {}
            other => return Err(format!("unclassified field {other:?} in a view: could it hold a card?")),
        }
    }
    Ok(out)
}

#[derive(Default)]
struct Counts {
    games: usize,
    steps: usize,
    hidden_ids_checked: usize,
    /// Positions where some card was known to be in the pile, or some hand card was public.
    with_known_pile: usize,
    with_public_hand_cards: usize,
    /// What the determinizations compared.
    leaks: LeakCounts,
}

/// The scan of one position, for every seat: no hidden card id anywhere in the view's document,
/// every other card located by it.
fn scan_position(game: &Game, tracker: &Tracker, counts: &mut Counts) {
    tracker.check_engine_bookkeeping(game);
    counts.with_known_pile += usize::from(!tracker.known_pile.is_empty());
    counts.with_public_hand_cards += usize::from(tracker.public_hands.iter().any(|h| !h.is_empty()));
    for seat in 0..game.players() {
        let view = game.view(seat);
        let json = view.to_json();
        let hidden = tracker.hidden(game, seat);
        let doc: Value = serde_json::from_str(&json).expect("a view is JSON");
        let in_doc: BTreeSet<u8> =
            card_ids_in_view(&doc).unwrap_or_else(|e| panic!("{e}: {json}")).into_iter().collect();
        for card in hidden.iter() {
            assert!(!in_doc.contains(&card.index()), "seat {seat} can see hidden card {}: {json}", card.index());
        }
        let located: CardSet = in_doc.iter().map(|&c| card(c)).collect();
        assert_eq!(located, CardSet::ALL.minus(hidden), "seat {seat}'s view locates exactly the cards it may know");
        assert_eq!(view.unseen(), hidden, "the view's unseen cards are the hidden ones");
        counts.hidden_ids_checked += hidden.len();
    }
}

fn play(players: u8, seed: u64, counts: &mut Counts) {
    let options = herr_der_ziegen::Options::new(players).unwrap();
    let mut tracker = Tracker::new(players);
    play_random_game::<Game>(&options, seed, seed ^ 0x1eaf, |game, events| {
        tracker.follow(events, game);
        counts.steps += usize::from(!events.is_empty());
        scan_position(game, &tracker, counts);
        // Every placement of the hidden cards gives the same view, JSON, tensor and moves.
        counts.leaks += check_leaks(game, SAMPLES, seed.wrapping_mul(31).wrapping_add(counts.steps as u64));
    });
    counts.games += 1;
}

#[test]
fn views_json_and_observations_are_identical_for_every_hidden_placement() {
    let mut counts = Counts::default();
    for players in 2..=5u8 {
        for seed in 0..GAMES_PER_PLAYER_COUNT {
            play(players, 7000 + seed * 13 + u64::from(players), &mut counts);
        }
    }
    eprintln!(
        "leaks: {} games, {} steps, {} seat views scanned ({} hidden card ids absent), {} determinizations \
         ({} differing from the true game), {} legal-move comparisons; positions with cards known in the pile: {}, \
         with public hand cards: {}",
        counts.games,
        counts.steps,
        counts.leaks.seat_views,
        counts.hidden_ids_checked,
        counts.leaks.compared_games,
        counts.leaks.differing_games,
        counts.leaks.legal_move_comparisons,
        counts.with_known_pile,
        counts.with_public_hand_cards
    );
    // The checks must have had something to compare: most samples place the cards differently.
    let leaks = counts.leaks;
    assert!(leaks.differing_games * 10 > leaks.compared_games * 9, "determinize rarely changed the game");
    assert!(counts.hidden_ids_checked as u64 > leaks.seat_views * 10, "views had few hidden cards to leak");
}

/// The scan recognises a leak: a hidden card written into a view document is found.
#[test]
fn the_scan_finds_a_hidden_card_put_into_a_view() {
    let game = Game::new(4, 3).unwrap();
    let tracker = Tracker::new(4);
    let hidden = tracker.hidden(&game, 0);
    let secret = game.hand(1).next().unwrap();
    assert!(hidden.contains(secret), "a dealt opponent card is hidden");
    let top = game.pile().next().unwrap();
    assert!(hidden.contains(top), "the pile's top card is hidden");
    let mut doc: Value = serde_json::from_str(&game.view(0).to_json()).unwrap();
    doc["hands"][1]["public"] = Value::from(vec![secret.index()]);
    let found: Vec<u8> = card_ids_in_view(&doc).unwrap().into_iter().filter(|&c| hidden.contains(card(c))).collect();
    assert_eq!(found, [secret.index()]);
    let mut doc: Value = serde_json::from_str(&game.view(0).to_json()).unwrap();
    doc["pile_top"] = Value::from(top.index());
    assert!(card_ids_in_view(&doc).unwrap_err().contains("pile_top"), "an unclassified field fails the scan");
}
