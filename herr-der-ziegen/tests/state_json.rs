//! Loading saved states: valid states round-trip; every kind of corruption is rejected with the
//! specific `StateError`; no input panics.

use game_core::DocumentError;
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::state::StateDoc;
use herr_der_ziegen::view::ViewDoc;
use herr_der_ziegen::{CardId, Game, PlayerView, StateError};
use proptest::prelude::*;

#[path = "state_json/corruptions.rs"]
mod corruptions;
use corruptions::corruptions;

/// A mid-game state with closed kinds, marks, displays, box and a short pile, reached by play.
fn midgame() -> Game {
    let mut game = Game::new(4, 5).unwrap();
    let mut x = 77u64;
    while game.pile_len() > 12 || game.cells().all(|c| game.mark_at(c).is_none()) {
        let legal = game.legal_moves();
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
        assert!(!game.is_over());
    }
    game
}

#[test]
fn corrupted_states_are_rejected_with_the_specific_error() {
    let game = midgame();
    let valid = game.to_doc();
    assert_eq!(Game::from_doc(&valid).unwrap(), game);
    let mut rejected = 0;
    for (name, corrupt, expected) in corruptions() {
        let mut doc = valid.clone();
        corrupt(&mut doc);
        let err = Game::from_doc(&doc).expect_err(name);
        assert!(expected(&err), "{name}: unexpected error {err:?}");
        assert!(!err.to_string().is_empty());
        // The same through JSON text.
        let json = serde_json::to_string(&doc).unwrap();
        assert_eq!(Game::from_json(&json).unwrap_err(), err, "{name}");
        rejected += 1;
    }
    assert!(rejected >= 40, "{rejected} corruptions");
}

#[test]
fn malformed_json_is_rejected() {
    let json = midgame().to_json();
    for bad in [
        "",
        "null",
        "[]",
        "{}",
        &json[..json.len() / 2],
        &json.replace("\"turn\":", "\"turn\":1e999,\"x\":"),
        &json.replacen('{', "{\"extra\":1,", 1),
        &format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)),
        &json.replace("\"pile\":[", "\"pile\":[1e400,"),
    ] {
        assert!(matches!(Game::from_json(bad), Err(StateError::Document(DocumentError::Json(_)))), "{:.60}", bad);
    }
    // A negative number is a well-formed number out of the range of its field, in every game.
    let negative = json.replace("\"turn\":", "\"turn\":-");
    assert!(
        matches!(Game::from_json(&negative), Err(StateError::Document(DocumentError::Range { path, .. })) if path == "turn"),
        "{:?}",
        Game::from_json(&negative)
    );
}

#[test]
fn megabytes_of_whitespace_are_harmless() {
    let json = midgame().to_json();
    let padded = json.replacen('{', &format!("{{{}", " ".repeat(4 << 20)), 1);
    assert_eq!(Game::from_json(&padded).unwrap(), midgame());
    let garbage = " ".repeat(4 << 20);
    assert!(matches!(Game::from_json(&garbage), Err(StateError::Document(DocumentError::Json(_)))));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// Random edits of a valid state never panic; whatever loads is valid and round-trips.
    #[test]
    fn mutated_states_never_panic(edits in prop::collection::vec((any::<prop::sample::Index>(), 0u8..128), 1..6)) {
        let json = midgame().to_json();
        let mut bytes = json.into_bytes();
        for (index, byte) in edits {
            let i = index.index(bytes.len());
            bytes[i] = byte;
        }
        if let Ok(text) = String::from_utf8(bytes) {
            if let Ok(game) = Game::from_json(&text) {
                prop_assert_eq!(Game::from_json(&game.to_json()).unwrap(), game.clone());
                prop_assert!(game.card_place_counts().iter().all(|&n| n == 1));
                let _ = game.legal_moves();
            }
        }
    }
}

#[test]
fn corrupted_views_are_rejected() {
    let game = midgame();
    let seat = 1;
    let valid = game.view(seat).to_doc();
    assert_eq!(PlayerView::from_doc(&valid).unwrap(), game.view(seat));
    type ViewCorruption = (&'static str, fn(&mut ViewDoc), fn(&StateError) -> bool);
    let cases: Vec<ViewCorruption> = vec![
        (
            "other format",
            |d| d.format = "herr-der-ziegen/state".into(),
            |e| matches!(e, StateError::Document(DocumentError::Format { .. })),
        ),
        (
            "version 3",
            |d| d.version = 3,
            |e| matches!(e, StateError::Document(DocumentError::Version { found: 3, .. })),
        ),
        (
            "seat out of range",
            |d| d.seat = 4,
            |e| matches!(e, StateError::PlayerOutOfRange { what, .. } if what.starts_with("seat")),
        ),
        (
            "a card twice",
            |d| {
                let c = d.boxed[0];
                d.displays[0].push(c);
            },
            |e| matches!(e, StateError::DuplicateCard { .. }),
        ),
        ("card id 200", |d| d.boxed.push(200), |e| matches!(e, StateError::Document(DocumentError::Range { .. }))),
        ("pile one too big", |d| d.pile_size += 1, |e| matches!(e, StateError::Inconsistent(_))),
        ("an unknown card too many", |d| d.hands[0].unknown += 1, |e| matches!(e, StateError::Inconsistent(_))),
        ("wrong current player", |d| d.current_player = Some(3), |e| matches!(e, StateError::Inconsistent(_))),
        (
            "public card not in hand",
            |d| {
                let c = d.boxed[0];
                d.hands[1].public.push(c);
            },
            |e| matches!(e, StateError::Inconsistent(_)),
        ),
        (
            "three hands",
            |d| {
                d.hands.pop();
            },
            |e| matches!(e, StateError::Length { what, .. } if what.starts_with("hands")),
        ),
        ("state errors still apply", |d| d.goats[0] = 99, |e| matches!(e, StateError::GoatPosition { .. })),
    ];
    for (name, corrupt, expected) in cases {
        let mut doc = valid.clone();
        corrupt(&mut doc);
        let err = PlayerView::from_doc(&doc).expect_err(name);
        assert!(expected(&err), "{name}: unexpected error {err:?}");
    }
    assert!(matches!(PlayerView::from_json("{\"format\": 1}"), Err(StateError::Document(DocumentError::Json(_)))));
}

/// A document of another type, or of a later version with fields this version does not know,
/// is named as such, not reported as an unknown field.
#[test]
fn another_document_type_or_version_is_named_before_its_fields_are_read() {
    use herr_der_ziegen::state::STATE_FORMAT;
    use herr_der_ziegen::view::VIEW_FORMAT;
    use herr_der_ziegen::{Replay, ReplayError};
    use serde_json::{json, Value};

    let game = midgame();
    let state = game.to_json();
    let view = game.view(1).to_json();
    let replay = Replay::record(&herr_der_ziegen::Options::new(4).unwrap(), 7, &[]).unwrap().to_json();
    let later = |json: &str| {
        let mut doc: Value = serde_json::from_str(json).unwrap();
        doc["version"] = json!(2);
        doc["a_field_of_version_2"] = json!(true);
        doc.to_string()
    };
    let format = |found: &str, expected: &str| {
        StateError::Document(DocumentError::Format {
            found: found.into(),
            expected: [STATE_FORMAT, VIEW_FORMAT].into_iter().find(|f| *f == expected).unwrap(),
        })
    };

    assert_eq!(Game::from_json(&view), Err(format("herr-der-ziegen/view", STATE_FORMAT)));
    assert_eq!(Game::from_json(&replay), Err(format("herr-der-ziegen/replay", STATE_FORMAT)));
    assert_eq!(
        Game::from_json(&later(&state)),
        Err(StateError::Document(DocumentError::Version { found: 2, expected: 1 }))
    );
    assert_eq!(PlayerView::from_json(&state), Err(format("herr-der-ziegen/state", VIEW_FORMAT)));
    assert_eq!(
        PlayerView::from_json(&later(&view)),
        Err(StateError::Document(DocumentError::Version { found: 2, expected: 1 }))
    );
    assert!(matches!(
        Replay::from_json(&state),
        Err(ReplayError::Invalid(StateError::Document(DocumentError::Format { .. })))
    ));
    assert_eq!(
        Replay::from_json(&later(&replay)),
        Err(ReplayError::Invalid(StateError::Document(DocumentError::Version { found: 2, expected: 1 })))
    );
    // The message names the document type, for a user who passed the wrong one.
    let message = Game::from_json(&view).unwrap_err().to_string();
    assert!(message.contains("herr-der-ziegen/view") && message.contains("herr-der-ziegen/state"), "{message}");

    // Without a usable envelope, the full parse reports the problem, as before.
    let ill_typed = state.replacen("\"version\":1", "\"version\":\"1\"", 1);
    assert!(
        matches!(Game::from_json(&ill_typed), Err(StateError::Document(DocumentError::Json(m))) if m.contains("invalid type"))
    );
    assert!(matches!(Game::from_json("[1, 2]"), Err(StateError::Document(DocumentError::Json(_)))));
    assert!(matches!(
        Game::from_json("{\"format\": \"herr-der-ziegen/state\""),
        Err(StateError::Document(DocumentError::Json(_)))
    ));
    let unknown_field = state.replacen("{", "{\"extra\":0,", 1);
    assert!(
        matches!(Game::from_json(&unknown_field), Err(StateError::Document(DocumentError::Json(m))) if m.contains("unknown field"))
    );
    // A version this library does not read, however large, is named as such.
    let huge = state.replacen("\"version\":1", "\"version\":99999999999", 1);
    assert_eq!(
        Game::from_json(&huge),
        Err(StateError::Document(DocumentError::Version { found: 99_999_999_999, expected: 1 }))
    );
    // The documents themselves still load.
    assert_eq!(Game::from_json(&state).unwrap(), game);
    assert_eq!(PlayerView::from_json(&view).unwrap(), game.view(1));
    assert!(Replay::from_json(&replay).is_ok());
}

/// Plays seeded random games of `players` and returns the first state (as a document) in which
/// `wanted` holds at a take, with the game it came from.
fn first_take_where(players: u8, wanted: impl Fn(&Game, &StateDoc) -> bool) -> (Game, StateDoc) {
    for seed in 0..200 {
        let mut game = Game::new(players, seed).unwrap();
        let mut x = seed;
        while !game.is_over() {
            if game.phase() == herr_der_ziegen::Phase::Take {
                let doc = game.to_doc();
                if wanted(&game, &doc) {
                    return (game, doc);
                }
            }
            let legal = game.legal_moves();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
        }
    }
    panic!("no such take in 200 games")
}

/// Before the end of a turn evaluates the played card's kind, that kind may be due, but only
/// because of the played card: a state in which it was due before the play is refused (it
/// would be a state the rules never reach, and after the next move not even the engine's own
/// save would load).
#[test]
fn a_kind_due_before_this_turns_play_is_refused() {
    // Take phase after playing a goat card X-v, the first of its kind shown, with
    // still in the pile and the next seat displaying two cards of no kind to swap them with.
    let other = |game: &Game| (game.active_player() + 1) % 4;
    let fillers = |game: &Game, doc: &StateDoc| -> Vec<usize> {
        let display = &doc.displays[usize::from(other(game))];
        (0..display.len()).filter(|&i| CardId::new(display[i]).unwrap().kind().is_none()).take(2).collect()
    };
    let played_kind = |game: &Game| game.played_card().and_then(CardId::kind);
    let (game, mut doc) = first_take_where(4, |game, doc| {
        let Some(kind) = played_kind(game) else { return false };
        let shown = (0..4).flat_map(|p| game.display(p).iter()).filter(|c| c.kind() == Some(kind)).count();
        let high_in_pile = [kind.card(4), kind.card(5)].iter().all(|c| doc.pile.contains(&c.index()));
        shown == 1 && high_in_pile && fillers(game, doc).len() == 2
    });
    let kind = played_kind(&game).unwrap();
    // The next seat gets X-4 and X-5 (9 points) from the pile, in exchange for its fillers.
    for (card, slot) in [kind.card(4), kind.card(5)].into_iter().zip(fillers(&game, &doc)) {
        let in_pile = doc.pile.iter().position(|&c| c == card.index()).unwrap();
        let display = &mut doc.displays[usize::from(other(&game))];
        std::mem::swap(&mut doc.pile[in_pile], &mut display[slot]);
    }
    assert!(matches!(Game::from_doc(&doc), Err(StateError::Kind { .. })), "{:?}", Game::from_doc(&doc));
    // The same take with only the played card's own display at 9 points is a state of play.
    let (game, doc) = first_take_where(4, |game, _| {
        played_kind(game).is_some_and(|k| game.display(game.active_player()).kind_value_sum(k) >= 9)
    });
    assert_eq!(Game::from_doc(&doc).unwrap(), game);
}

/// After a turn's play, the played card is one more card out of play: the turn number may not
/// count it as a finished turn too. (Five players: nothing is boxed at setup, so the bound is
/// exact.)
#[test]
fn the_turn_number_counts_the_card_just_played() {
    let (game, mut doc) = first_take_where(5, |_, _| true);
    assert!(doc.boxed.is_empty());
    assert_eq!(Game::from_doc(&doc).unwrap(), game);
    doc.turn += 1;
    assert!(
        matches!(Game::from_doc(&doc), Err(StateError::Inconsistent(ref m)) if m.contains("played cards")),
        "{:?}",
        Game::from_doc(&doc)
    );
}

/// A mutable reference to the card in slot `i` of `doc`, counting the pile, the hands, the
/// displays, the box and the pasture's cards in that order; `None` past the last.
fn card_slot(doc: &mut StateDoc, mut i: usize) -> Option<&mut u8> {
    let lists = std::iter::once(&mut doc.pile)
        .chain(doc.hands.iter_mut())
        .chain(doc.displays.iter_mut())
        .chain(std::iter::once(&mut doc.boxed));
    let cards = lists.flat_map(|list| list.iter_mut()).chain(doc.pasture.iter_mut().flatten().flatten());
    for card in cards {
        if i == 0 {
            return Some(card);
        }
        i -= 1;
    }
    None
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    /// Cards swapped between places (every card still in one place), at random or so as to build
    /// majorities, give either a refused state or a state of play: every legal move from an
    /// accepted one leads to a state that loads as well. A state the rules never reach would
    /// sooner or later fail this. (2,048 cases: fewer missed a kind that was due before the
    /// turn's play, when loading still accepted that.)
    #[test]
    fn states_with_swapped_cards_load_only_if_play_can_go_on_from_them(
        players in 2u8..=5,
        seed in 0u64..1000,
        moves in 0usize..120,
        swaps in prop::collection::vec((any::<bool>(), any::<prop::sample::Index>(), any::<prop::sample::Index>()), 1..4),
    ) {
        let mut game = Game::new(players, seed).unwrap();
        let mut x = seed;
        for _ in 0..moves {
            if game.is_over() {
                break;
            }
            let legal = game.legal_moves();
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            game.apply(legal[((x >> 33) % legal.len() as u64) as usize]).unwrap();
        }
        let mut doc = game.to_doc();
        let slots = (0..).take_while(|&i| card_slot(&mut doc.clone(), i).is_some()).count();
        let swap = |doc: &mut StateDoc, a: usize, b: usize| {
            let card_a = *card_slot(doc, a).unwrap();
            let card_b = std::mem::replace(card_slot(doc, b).unwrap(), card_a);
            *card_slot(doc, a).unwrap() = card_b;
        };
        for (gather, a, b) in swaps {
            let (a, b) = (a.index(slots), b.index(slots));
            if gather {
                // Majorities in the making: a card of the kind at slot `a`, from outside the
                // displays, joins the display holding slot `b` (if `b` is a display card of
                // another kind), in exchange for that card.
                let kind_at = |doc: &mut StateDoc, i: usize| CardId::new(*card_slot(doc, i).unwrap()).unwrap().kind();
                let first_display = doc.pile.len() + doc.hands.iter().map(Vec::len).sum::<usize>();
                let displays = first_display..first_display + doc.displays.iter().map(Vec::len).sum::<usize>();
                let kind = kind_at(&mut doc, a);
                if kind.is_some() && displays.contains(&b) && kind_at(&mut doc, b) != kind {
                    let outside = (0..slots).filter(|i| !displays.contains(i));
                    if let Some(from) = outside.clone().find(|&i| kind_at(&mut doc, i) == kind) {
                        swap(&mut doc, from, b);
                    }
                }
            } else {
                swap(&mut doc, a, b);
            }
        }
        if let Ok(loaded) = Game::from_doc(&doc) {
            for mv in loaded.legal_moves() {
                let mut next = loaded.clone();
                next.apply(mv).unwrap();
                let reloaded = Game::from_json(&next.to_json());
                prop_assert_eq!(reloaded.as_ref(), Ok(&next), "after {:?} from {}", mv, loaded.to_json());
            }
        }
    }
}
