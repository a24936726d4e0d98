//! Herr der Ziegen's typed extras (`hdz_hz_*`): its view struct places every card exactly once;
//! the move constructors invert `hdz_hz_action_describe` and accept exactly the arguments that
//! name a move; its scores struct and card information are the engine's.

use std::ops::RangeInclusive;
use std::ptr::null;

use game_core::GameRules;
use herr_der_ziegen::{CardId, Game};
use herr_der_ziegen_c::*;
use herr_der_ziegen_fuzz::Reader;

use super::Extras;
use crate::common::*;

impl Extras for Game {
    type CView = HdzHzView;
    type CEvent = HdzHzEvent;
    type CCard = HdzHzCard;
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzHzView) -> HdzStatus = hdz_hz_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzHzView) -> HdzStatus = hdz_hz_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzHzEvent, usize, *mut usize) -> HdzStatus =
        hdz_hz_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzHzCard) -> HdzStatus = hdz_hz_card_info;
    const CARDS: RangeInclusive<u32> = 0..=HDZ_HZ_NUM_CARDS - 1;

    /// Every card in exactly one place: a cell, a known hand card, a display, the box, the cards
    /// known in the pile, or the unseen cards.
    fn check_view(view: &HdzHzView) {
        let mut places = [0u8; HDZ_HZ_NUM_CARDS as usize];
        let players = usize::from(view.players);
        let lists = view.known_hand[..players].iter().chain(&view.display[..players]);
        for list in lists.chain([&view.boxed, &view.known_in_pile, &view.unseen]) {
            for &card in &list.cards[..usize::from(list.count)] {
                places[usize::from(card)] += 1;
            }
        }
        for &card in view.card_at.iter().filter(|&&c| c != HDZ_NONE) {
            places[usize::from(card)] += 1;
        }
        assert!(places.iter().all(|&n| n == 1), "cards placed {places:?}");
    }

    unsafe fn own_extras(game: *const HdzGame, engine: Option<&Game>, r: &mut Reader<'_>) {
        match r.u8() % 4 {
            0 => describe(r),
            1 => constructors(r),
            2 => {
                // SAFETY: by the caller's contract.
                unsafe { scores(game, engine, r) }
            }
            _ => {
                // SAFETY: by the caller's contract.
                unsafe { card_and_phase(game, engine, r) }
            }
        }
    }
}

/// `hdz_hz_action_describe` on any id (NULL out-pointers sometimes), then the move constructors
/// on the described move.
fn describe(r: &mut Reader<'_>) {
    let flags = r.u8();
    let id = if flags & 0x80 != 0 { r.u32() } else { u32::from(r.u16()) % 1024 };
    let blank = HdzHzMove { kind: HdzHzMoveKind::Answer, card: 0xAB, cell: 0xAB, to_cell: 0xAB, answer: true };
    // SAFETY: a valid or NULL out-pointer.
    let described = written(blank, flags & 1 != 0, |out| unsafe { hdz_hz_action_describe(id, out) });
    let expected = if flags & 1 != 0 {
        Err(HdzStatus::HDZ_NULL_POINTER)
    } else if id < HDZ_HZ_NUM_ACTIONS {
        described
    } else {
        Err(HdzStatus::HDZ_UNKNOWN_ACTION)
    };
    assert_eq!(described, expected, "describing action {id}");
    if let Ok(described) = described {
        // The move constructors are the reverse of describe.
        // SAFETY: valid pointers.
        assert_eq!(constructed(|out| unsafe { hdz_hz_action_from_move(&described, out) }), Ok(id));
        assert_eq!(by_kind(&described), Ok(id), "the constructor of {described:?}");
    }
}

/// Runs a move constructor; its id, or its status (nothing written).
fn constructed(make: impl FnOnce(*mut u32) -> HdzStatus) -> Result<u32, HdzStatus> {
    let id = written(SENTINEL, false, make);
    if let Ok(id) = id {
        assert!(id < HDZ_HZ_NUM_ACTIONS, "constructed id {id}");
    }
    id
}

/// The id the constructor of `mv`'s kind gives for it.
fn by_kind(mv: &HdzHzMove) -> Result<u32, HdzStatus> {
    let (card, cell, to_cell) = (u32::from(mv.card), u32::from(mv.cell), u32::from(mv.to_cell));
    // SAFETY (every call): a valid out-pointer.
    match mv.kind {
        HdzHzMoveKind::Play => constructed(|out| unsafe { hdz_hz_action_play(card, out) }),
        HdzHzMoveKind::Take => constructed(|out| unsafe { hdz_hz_action_take(cell, out) }),
        HdzHzMoveKind::Mark => constructed(|out| unsafe { hdz_hz_action_mark(cell, out) }),
        HdzHzMoveKind::Dog => constructed(|out| unsafe { hdz_hz_action_dog(cell, to_cell, out) }),
        HdzHzMoveKind::PassDog => constructed(|out| unsafe { hdz_hz_action_pass_dog(out) }),
        HdzHzMoveKind::Answer => constructed(|out| unsafe { hdz_hz_action_answer(mv.answer, out) }),
    }
}

/// The move constructors on arguments from the input: accepted exactly when they name a move,
/// and then the id describes back to those arguments; `hdz_hz_action_from_move` on raw bytes,
/// any kind included.
fn constructors(r: &mut Reader<'_>) {
    let pick = r.u8();
    let wide = |r: &mut Reader<'_>| if pick & 0x80 != 0 { r.u32() } else { u32::from(r.u8() % 64) };
    let (a, b) = (wide(r), wide(r));
    let cell = |c: u32| (c < HDZ_HZ_NUM_CELLS as u32).then_some(c);
    let describe_id = |id: u32| {
        let blank = HdzHzMove { kind: HdzHzMoveKind::PassDog, card: 0, cell: 0, to_cell: 0, answer: false };
        // SAFETY: a valid out-pointer.
        written(blank, false, |out| unsafe { hdz_hz_action_describe(id, out) }).expect("a constructed id")
    };
    // SAFETY (every call): a valid out-pointer, or NULL for the last case.
    match pick % 8 {
        0 => {
            let result = constructed(|out| unsafe { hdz_hz_action_play(a, out) });
            assert_eq!(result.is_ok(), a < HDZ_HZ_NUM_CARDS, "play {a}");
            if let Ok(id) = result {
                let mv = describe_id(id);
                assert_eq!((mv.kind, u32::from(mv.card)), (HdzHzMoveKind::Play, a));
            }
        }
        1 | 2 => {
            let result = if pick % 8 == 1 {
                constructed(|out| unsafe { hdz_hz_action_take(a, out) })
            } else {
                constructed(|out| unsafe { hdz_hz_action_mark(a, out) })
            };
            assert_eq!(result.is_ok(), cell(a).is_some(), "take or mark {a}");
            if let Ok(id) = result {
                assert_eq!(u32::from(describe_id(id).cell), a);
            }
        }
        3 => {
            let result = constructed(|out| unsafe { hdz_hz_action_dog(a, b, out) });
            let valid = match (cell(a), cell(b)) {
                (Some(a), Some(b)) => a != b && (a / 7 == b / 7 || a % 7 == b % 7),
                _ => false,
            };
            assert_eq!(result.is_ok(), valid, "dog {a} -> {b}");
            if let Ok(id) = result {
                let mv = describe_id(id);
                assert_eq!((mv.kind, u32::from(mv.cell), u32::from(mv.to_cell)), (HdzHzMoveKind::Dog, a, b));
            }
        }
        4 => {
            let result = constructed(|out| unsafe { hdz_hz_action_answer(a & 1 != 0, out) });
            assert_eq!(result.map(describe_id).map(|mv| mv.answer), Ok(a & 1 != 0));
        }
        5 | 6 => {
            // Raw bytes as an `HdzHzMove`: the kind may be any number, the answer any byte.
            let raw = [if pick % 8 == 5 { a % 8 } else { a }, b];
            let result = constructed(|out| unsafe { hdz_hz_action_from_move(raw.as_ptr().cast(), out) });
            if raw[0] > 5 {
                assert_eq!(result, Err(HdzStatus::HDZ_INVALID_ARGUMENT));
            }
        }
        _ => {
            assert_eq!(
                written(0, true, |out| unsafe { hdz_hz_action_pass_dog(out) }),
                Err(HdzStatus::HDZ_NULL_POINTER)
            );
            assert_eq!(
                constructed(|out| unsafe { hdz_hz_action_from_move(null(), out) }),
                Err(HdzStatus::HDZ_NULL_POINTER)
            );
        }
    }
}

/// `hdz_hz_scores`: the engine's scores, NULL pointers refused.
///
/// # Safety
/// `game` is NULL or a live Herr der Ziegen game whose engine copy is `engine`.
unsafe fn scores(game: *const HdzGame, engine: Option<&Game>, r: &mut Reader<'_>) {
    let null = r.u8() & 1 != 0;
    let blank = HdzHzScores { players: 0xAB, ..HdzHzScores::default() };
    // SAFETY: by the caller's contract; a valid or NULL out-pointer.
    let scores = written(blank, null, |out| unsafe { hdz_hz_scores(game, out) });
    match engine {
        Some(engine) if !null => {
            let scores = scores.expect("scores");
            assert_eq!(scores, HdzHzScores::from(engine.scores()), "C and Rust scores differ");
            assert!((2..=5).contains(&scores.players));
            assert!(scores.winners != 0 && scores.winners >> scores.players == 0, "winners are seats");
        }
        _ => assert_eq!(scores, Err(HdzStatus::HDZ_NULL_POINTER)),
    }
}

/// `hdz_hz_card_info` is the engine's card, and the phase number is that of `HdzHzPhase`.
///
/// # Safety
/// `game` is NULL or a live Herr der Ziegen game whose engine copy is `engine`.
unsafe fn card_and_phase(game: *const HdzGame, engine: Option<&Game>, r: &mut Reader<'_>) {
    let Some(engine) = engine else { return };
    let id = u32::from(r.u8()) % HDZ_HZ_NUM_CARDS;
    let blank = HdzHzCard { kind: HdzHzCardKind::Milk, goat_kind: 0xAB, value: 0xAB, reserved: [0xAB; 2] };
    // SAFETY: a live game, a valid out-pointer.
    let card = written(blank, false, |out| unsafe { hdz_hz_card_info(game, id, out) });
    let expected = engine.card(CardId::new(id as u8).expect("a card id"));
    assert_eq!(card, Ok(HdzHzCard::from(expected)), "card {id}");
    // SAFETY: a live game, a valid out-pointer.
    let phase = written(SENTINEL, false, |out| unsafe { hdz_game_phase(game, out) });
    assert_eq!(phase, Ok(HdzHzPhase::from(engine.phase().kind()) as u32), "the phase number is HdzHzPhase's");
}
