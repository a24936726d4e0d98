//! Herr der Ziegen's typed extras (the checks every game's extras share are in
//! `crate::tests::typed_extras`): `HdzHzView` holds every field of the view document, compared
//! field by field for every seat in every state of random and greedy games (every phase, refused
//! swaps included); card information follows the ids and the game's milk split; the scores struct
//! is the scores document; the phase enum numbers the game's phases; the move constructors are
//! the reverse of `hdz_hz_action_describe`.

use std::ffi::CStr;
use std::ptr::{null, null_mut};

use game_core::{GamePhase, GameRules};
use herr_der_ziegen::prelude::*;
use herr_der_ziegen::{Game, PlayerView};
use serde_json::Value;

use crate::tests::support::*;
use crate::tests::typed_extras::CExtras;
use crate::*;

use HdzStatus::*;

const KIND: u32 = HdzGameKind::HerrDerZiegen as u32;

impl CExtras for Game {
    type CCard = HdzHzCard;
    const INFIX: &'static str = "hz";
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzHzView) -> HdzStatus = hdz_hz_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzHzView) -> HdzStatus = hdz_hz_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzHzEvent, usize, *mut usize) -> HdzStatus =
        hdz_hz_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzHzCard) -> HdzStatus = hdz_hz_card_info;
    const CARDS: std::ops::RangeInclusive<u32> = 0..=HDZ_HZ_NUM_CARDS - 1;
}

/// `list` holds exactly `cards`, in order, and `HDZ_NONE` after them.
#[track_caller]
fn assert_list(list: &HdzHzCardList, cards: &[u8], what: &str) {
    let count = usize::from(list.count);
    assert_eq!(&list.cards[..count], cards, "{what}");
    assert!(list.cards[count..].iter().all(|&c| c == HDZ_NONE), "{what}: entries past the count");
}

/// Compares every field of a typed view with the engine's view of the same seat: its JSON
/// document (built by other code than the typed view), whose every field the struct holds, and,
/// for the derived fields, its accessors.
#[track_caller]
fn assert_view_matches(view: &HdzHzView, core: &PlayerView, json: &str) {
    use herr_der_ziegen::state::PhaseDoc;
    use herr_der_ziegen::{EndReason, Line};
    let keys: Vec<String> = serde_json::from_str::<Value>(json).unwrap().as_object().unwrap().keys().cloned().collect();
    let mut keys: Vec<&str> = keys.iter().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "active_player",
            "box",
            "current_player",
            "displays",
            "end",
            "format",
            "goats",
            "grid_size",
            "hands",
            "kind_owners",
            "known_in_pile",
            "marks",
            "milk_ones",
            "pasture",
            "phase",
            "pile_size",
            "played",
            "players",
            "refused_swaps",
            "removed_kinds",
            "seat",
            "stables",
            "start_player",
            "turn",
            "version"
        ],
        "the view document has no field the struct does not hold"
    );
    let doc = core.to_doc();
    assert_eq!(serde_json::to_string(&doc).unwrap(), json, "the document is the view JSON");
    let n = usize::from(doc.players);
    let opt = |o: Option<u8>| o.unwrap_or(HDZ_NONE);
    let line = |l: Line| match l {
        Line::Row(r) => r,
        Line::Col(c) => 7 + c,
    };
    assert_eq!(
        (view.players, view.seat, view.start_player, view.grid_size, view.milk_ones),
        (doc.players, doc.seat, doc.start_player, doc.grid_size, doc.milk_ones)
    );
    assert_eq!((view.turn, view.active_player, view.pile_len), (doc.turn, doc.active_player, doc.pile_size));
    assert_eq!(view.current_player, opt(doc.current_player));
    assert_eq!(view.played_card, opt(doc.played));
    assert_eq!(view.is_over, doc.current_player.is_none());
    let end = match doc.end {
        None => HDZ_NONE,
        Some(EndReason::E1) => 1,
        Some(EndReason::E2) => 2,
    };
    assert_eq!(view.end_reason, end);
    let none4 = (HDZ_NONE, HDZ_NONE, HDZ_NONE, HDZ_NONE);
    let (phase, details) = match doc.phase {
        PhaseDoc::Play => (HdzHzPhase::Play, none4),
        PhaseDoc::Take => (HdzHzPhase::Take, none4),
        PhaseDoc::Mark { kind } => (HdzHzPhase::Mark, (kind, HDZ_NONE, HDZ_NONE, HDZ_NONE)),
        PhaseDoc::Dog => (HdzHzPhase::Dog, none4),
        PhaseDoc::Consent { from, to, opponent } => {
            (HdzHzPhase::Consent, (HDZ_NONE, from.index(), to.index(), opponent))
        }
        PhaseDoc::Over => (HdzHzPhase::Over, none4),
    };
    assert_eq!(view.phase, phase);
    assert_eq!((view.mark_kind, view.consent_from, view.consent_to, view.consent_opponent), details);

    let grid = usize::from(doc.grid_size);
    let stables: Vec<u8> = doc.stables.iter().map(|c| c.index()).collect();
    for i in 0..HDZ_HZ_NUM_CELLS {
        let (r, c) = (i / 7, i % 7);
        if r < grid && c < grid {
            assert_eq!(view.card_at[i], opt(doc.pasture[r][c]), "card at cell {i}");
            assert_eq!(view.mark_at[i], opt(doc.marks[r][c]), "mark at cell {i}");
            assert_eq!(view.is_stable[i], stables.contains(&(i as u8)), "stable at cell {i}");
        } else {
            assert_eq!((view.card_at[i], view.mark_at[i], view.is_stable[i]), (HDZ_NONE, HDZ_NONE, false), "{i}");
        }
    }
    #[allow(clippy::needless_range_loop)] // `p` indexes a dozen arrays of the view and the document
    for p in 0..HDZ_HZ_MAX_PLAYERS {
        let seat = [view.stable[p], view.goat_position[p], view.facing_line[p], view.supply[p]];
        if p < n {
            let marks = doc.marks.iter().flatten().filter(|&&m| m == Some(p as u8)).count();
            assert_eq!(seat, [stables[p], doc.goats[p], line(core.facing_line(p as u8)), 10 - marks as u8], "{p}");
            assert_eq!(view.unknown_hand_count[p], doc.hands[p].unknown, "seat {p}");
            assert_list(&view.known_hand[p], &doc.hands[p].known, "known hand");
            assert_list(&view.public_hand[p], &doc.hands[p].public, "public hand");
            assert_list(&view.display[p], &doc.displays[p], "display");
        } else {
            assert_eq!(seat, [HDZ_NONE; 4], "seat {p} is not in the game");
            assert_eq!(view.unknown_hand_count[p], HDZ_NONE);
            for list in [&view.known_hand[p], &view.public_hand[p], &view.display[p]] {
                assert_list(list, &[], "a seat not in the game");
            }
        }
    }
    assert_eq!(view.active_line, view.facing_line[usize::from(doc.active_player)]);
    assert_list(&view.hand, &doc.hands[usize::from(doc.seat)].known, "hand");
    assert_list(&view.boxed, &doc.boxed, "box");
    assert_list(&view.known_in_pile, &doc.known_in_pile, "known in pile");
    let unseen: Vec<u8> = core.unseen().iter().map(|c| c.index()).collect();
    assert_list(&view.unseen, &unseen, "unseen");
    for k in 0..HDZ_HZ_NUM_KINDS {
        let expected = match doc.kind_owners[k] {
            _ if doc.removed_kinds.contains(&(k as u8)) => (HdzHzKindStatus::Removed, HDZ_NONE),
            Some(owner) => (HdzHzKindStatus::Closed, owner),
            None => (HdzHzKindStatus::Open, HDZ_NONE),
        };
        assert_eq!((view.kind_status[k], view.kind_owner[k]), expected, "kind {k}");
    }
    let count = usize::from(view.refused_swap_count);
    let refused: Vec<[u8; 2]> = doc.refused_swaps.iter().map(|[a, b]| [a.index(), b.index()]).collect();
    assert_eq!(&view.refused_swaps[..count], refused.as_slice());
    assert!(view.refused_swaps[count..].iter().all(|&pair| pair == [HDZ_NONE; 2]));
}

/// What the seeded games of the view test reached, so that the test knows it covered them.
#[derive(Default, Debug)]
struct Seen {
    states: usize,
    grid6: bool,
    mark: bool,
    consent: bool,
    refused: bool,
    closed: bool,
    removed: bool,
    ended: bool,
    public_hand: bool,
    unknown_hand: bool,
}

/// Checks every seat's typed view in the game's current state against the engine's, and records
/// what the state shows.
fn check_typed_views(game: &GameHandle, core: &Game, seen: &mut Seen) {
    for p in 0..core.players() {
        // SAFETY: live game, valid out-pointer.
        let view = plain(|out| unsafe { hdz_hz_view(game.0, u32::from(p), out) });
        assert_view_matches(&view, &core.view(p), &game.view_json(u32::from(p)));
        seen.states += 1;
        seen.grid6 |= view.grid_size == 6;
        seen.mark |= view.phase == HdzHzPhase::Mark;
        seen.consent |= view.phase == HdzHzPhase::Consent;
        seen.refused |= view.refused_swap_count > 0;
        seen.closed |= view.kind_status.contains(&HdzHzKindStatus::Closed);
        seen.removed |= view.kind_status.contains(&HdzHzKindStatus::Removed);
        seen.ended |= view.end_reason != HDZ_NONE;
        seen.public_hand |= (0..core.players()).any(|q| q != p && view.public_hand[usize::from(q)].count > 0);
        seen.unknown_hand |= view.unknown_hand_count.iter().any(|&c| c > 0 && c != HDZ_NONE);
    }
}

#[test]
fn the_hz_view_holds_the_view_json_in_every_phase() {
    let mut seen = Seen::default();
    let mut chooser = Chooser(0x5EED);
    // Random games of every player count, then games of greedy bots (which close kinds often)
    // until one reaches the rare decision of marking by choice.
    let random_games = (2..=5u32).flat_map(|players| (0..4u64).map(move |seed| (players, seed, false)));
    let greedy_games = (0..200u64).map(|seed| (2 + (seed % 4) as u32, seed, true));
    for (players, seed, greedy) in random_games.chain(greedy_games) {
        if greedy && seen.mark {
            break;
        }
        let game = GameHandle::new(KIND, players, 1000 * u64::from(players) + seed);
        let mut core = Game::new(players as u8, 1000 * u64::from(players) + seed).unwrap();
        let bot = BotHandle::new(KIND, c"greedy", seed);
        loop {
            check_typed_views(&game, &core, &mut seen);
            let ids = game.legal();
            if ids.is_empty() {
                break;
            }
            // Random games ask for swaps and refuse them often, to reach refused swaps.
            let dog_moves: Vec<u32> = ids.iter().copied().filter(|&id| (220..808).contains(&id)).collect();
            let id = if greedy {
                if chooser.next(5) > 0 {
                    bot.choose(&game)
                } else {
                    ids[chooser.next(ids.len())]
                }
            } else if ids.contains(&808) && chooser.next(4) > 0 {
                808
            } else if !dog_moves.is_empty() && chooser.next(4) > 0 {
                dog_moves[chooser.next(dog_moves.len())]
            } else {
                ids[chooser.next(ids.len())]
            };
            assert_eq!(game.apply(id), HDZ_OK);
            core.apply(herr_der_ziegen::Game::move_of_action(id).unwrap()).unwrap();
        }
    }
    println!("{seen:?}");
    assert!(seen.states > 3000, "only {} views", seen.states);
    let Seen { states: _, grid6, mark, consent, refused, closed, removed, ended, public_hand, unknown_hand } = seen;
    assert!(
        grid6 && mark && consent && refused && closed && removed && ended && public_hand && unknown_hand,
        "{seen:?}"
    );
}

#[test]
fn card_info_follows_the_ids_and_the_games_milk_split() {
    for milk_ones in [8, 2, 13, 16] {
        let mut options = herr_der_ziegen::Options::new(4).unwrap();
        options.milk_ones = milk_ones;
        let core = Game::with_options(&options, 1).unwrap();
        let game = GameHandle::with_options(KIND, &options, 1);
        // SAFETY: live game, valid out-pointer.
        let view = plain(|out| unsafe { hdz_hz_view(game.0, 0, out) });
        assert_eq!(view.milk_ones, milk_ones);
        let (mut goats, mut dogs, mut ones, mut twos) = (0, 0, 0, 0);
        for id in 0..HDZ_HZ_NUM_CARDS {
            let mut card = HdzHzCard { kind: HdzHzCardKind::Dog, goat_kind: 0, value: 0, reserved: [0; 2] };
            // SAFETY: live game, valid out-pointer.
            assert_eq!(unsafe { hdz_hz_card_info(game.0, id, &mut card) }, HDZ_OK);
            let expected = match id {
                0..90 => {
                    goats += 1;
                    HdzHzCard {
                        kind: HdzHzCardKind::Goat,
                        goat_kind: (id / 5) as u8,
                        value: (id % 5 + 1) as u8,
                        reserved: [0; 2],
                    }
                }
                90..105 => {
                    dogs += 1;
                    HdzHzCard { kind: HdzHzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] }
                }
                _ if id - 105 < u32::from(milk_ones) => {
                    ones += 1;
                    HdzHzCard { kind: HdzHzCardKind::Milk, goat_kind: HDZ_NONE, value: 1, reserved: [0; 2] }
                }
                _ => {
                    twos += 1;
                    HdzHzCard { kind: HdzHzCardKind::Milk, goat_kind: HDZ_NONE, value: 2, reserved: [0; 2] }
                }
            };
            assert_eq!(card, expected, "card {id} with {milk_ones} milk ones");
            let core_card = core.card(herr_der_ziegen::CardId::new(id as u8).unwrap());
            assert_eq!(card, HdzHzCard::from(core_card));
        }
        assert_eq!((goats, dogs, ones, twos), (90, 15, milk_ones, 16 - milk_ones));
    }
}

#[test]
fn the_hz_scores_are_the_scores_document() {
    for (players, seed) in [(2, 1), (5, 9)] {
        let game = GameHandle::new(KIND, players, seed);
        let mut step = 0;
        loop {
            // SAFETY: live game, valid out-pointer.
            let scores = plain(|out| unsafe { hdz_hz_scores(game.0, out) });
            assert_eq!(*scores, HdzHzScores::from(game.engine::<Game>().scores()));
            let doc: Value = serde_json::from_str(&game.scores()).unwrap();
            assert_eq!(usize::from(scores.players), doc["seats"].as_array().unwrap().len());
            for (seat, entry) in doc["seats"].as_array().unwrap().iter().enumerate() {
                let s = scores.per_player[seat];
                let number = |v: &Value| u32::try_from(v.as_u64().unwrap()).unwrap();
                let b = &entry["breakdown"];
                let breakdown = [&b["single"], &b["doubled"], &b["milk_total"], &b["milk"], &b["total"]].map(number);
                assert_eq!([s.single, s.doubled, s.milk_total, s.milk, s.total], breakdown, "{entry}");
                assert_eq!(s.total, number(&entry["total"]));
                assert_eq!(scores.winners >> seat & 1 == 1, entry["winner"].as_bool().unwrap());
            }
            assert!(scores.per_player[usize::from(scores.players)..].iter().all(|s| *s == HdzHzPlayerScore::default()));
            if !game.play(step) {
                break;
            }
            step += 7;
        }
    }
}

#[test]
fn the_hz_phases_are_the_games_phase_numbers() {
    let phases =
        [HdzHzPhase::Play, HdzHzPhase::Take, HdzHzPhase::Mark, HdzHzPhase::Dog, HdzHzPhase::Consent, HdzHzPhase::Over];
    assert_eq!(phases.len(), <Game as GameRules>::Phase::NAMES.len());
    for (number, phase) in phases.into_iter().enumerate() {
        let mut name = null();
        // SAFETY: valid out-pointer; the name is a static string.
        unsafe {
            assert_eq!(hdz_phase_name(KIND, phase as u32, &mut name), HDZ_OK);
            assert_eq!(CStr::from_ptr(name).to_str().unwrap(), <Game as GameRules>::Phase::NAMES[number]);
        }
        assert_eq!(phase as usize, number);
    }
}

/// What `hdz_hz_action_describe` says of `id`, which must succeed.
fn describe(id: u32) -> HdzHzMove {
    let mut mv = HdzHzMove { kind: HdzHzMoveKind::PassDog, card: 0, cell: 0, to_cell: 0, answer: false };
    // SAFETY: valid out-pointer.
    assert_eq!(unsafe { hdz_hz_action_describe(id, &mut mv) }, HDZ_OK);
    mv
}

/// Runs a move constructor and returns its status and what it wrote.
fn construct(make: impl FnOnce(*mut u32) -> HdzStatus) -> (HdzStatus, u32) {
    let mut id = u32::MAX;
    let status = make(&mut id);
    (status, id)
}

#[test]
fn hz_action_ids_are_described_as_the_engine_describes_them() {
    for id in 0..HDZ_HZ_NUM_ACTIONS {
        let mv = describe(id);
        assert_eq!(mv, HdzHzMove::from(Game::move_of_action(id).unwrap()), "{id}");
    }
    assert_eq!(
        describe(15),
        HdzHzMove { kind: HdzHzMoveKind::Play, card: 15, cell: HDZ_NONE, to_cell: HDZ_NONE, answer: false }
    );
    assert_eq!((describe(121 + 9).kind, describe(121 + 9).cell), (HdzHzMoveKind::Take, 9));
    assert_eq!((describe(809).kind, describe(809).answer), (HdzHzMoveKind::Answer, true));
    let mut mv = HdzHzMove { kind: HdzHzMoveKind::Answer, card: 0, cell: 0, to_cell: 0, answer: true };
    // SAFETY: valid or NULL out-pointers.
    unsafe {
        assert_eq!(hdz_hz_action_describe(HDZ_HZ_NUM_ACTIONS, &mut mv), HDZ_UNKNOWN_ACTION);
        assert!(last_error().contains("810 is not an action id"), "{}", last_error());
        assert_eq!(hdz_hz_action_describe(0, null_mut()), HDZ_NULL_POINTER);
    }
    assert_eq!(mv.kind, HdzHzMoveKind::Answer, "nothing written on failure");
}

#[test]
fn hz_move_constructors_are_the_reverse_of_describe() {
    for id in 0..HDZ_HZ_NUM_ACTIONS {
        let mv = describe(id);
        // SAFETY (all calls): valid pointers.
        assert_eq!(construct(|out| unsafe { hdz_hz_action_from_move(&mv, out) }), (HDZ_OK, id), "{mv:?}");
        let by_kind = match mv.kind {
            HdzHzMoveKind::Play => construct(|out| unsafe { hdz_hz_action_play(u32::from(mv.card), out) }),
            HdzHzMoveKind::Take => construct(|out| unsafe { hdz_hz_action_take(u32::from(mv.cell), out) }),
            HdzHzMoveKind::Mark => construct(|out| unsafe { hdz_hz_action_mark(u32::from(mv.cell), out) }),
            HdzHzMoveKind::Dog => {
                construct(|out| unsafe { hdz_hz_action_dog(u32::from(mv.cell), u32::from(mv.to_cell), out) })
            }
            HdzHzMoveKind::PassDog => construct(|out| unsafe { hdz_hz_action_pass_dog(out) }),
            HdzHzMoveKind::Answer => construct(|out| unsafe { hdz_hz_action_answer(mv.answer, out) }),
        };
        assert_eq!(by_kind, (HDZ_OK, id), "{mv:?}");
        assert_eq!(last_error(), "");
    }
    // "take (2,3)".
    assert_eq!(construct(|out| unsafe { hdz_hz_action_take(2 * 7 + 3, out) }), (HDZ_OK, 121 + 17));
    // Fields of other kinds are not read.
    let mut mv = describe(219);
    mv.card = 200;
    mv.cell = 200;
    assert_eq!(construct(|out| unsafe { hdz_hz_action_from_move(&mv, out) }), (HDZ_OK, 219));

    let refused = |result: (HdzStatus, u32), needle: &str| {
        assert_eq!(result, (HDZ_INVALID_ARGUMENT, u32::MAX), "{needle}");
        assert!(last_error().contains(needle), "{} lacks {needle}", last_error());
    };
    refused(construct(|out| unsafe { hdz_hz_action_play(HDZ_HZ_NUM_CARDS, out) }), "121 is not a Herr der Ziegen card");
    refused(construct(|out| unsafe { hdz_hz_action_take(49, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_hz_action_mark(u32::MAX, out) }), "not a cell");
    refused(construct(|out| unsafe { hdz_hz_action_dog(10, 10, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_hz_action_dog(0, 8, out) }), "same row or column");
    refused(construct(|out| unsafe { hdz_hz_action_dog(0, 49, out) }), "to_cell 49 is not a cell");
    let mut bad = describe(0);
    bad.card = 121;
    refused(construct(|out| unsafe { hdz_hz_action_from_move(&bad, out) }), "not a Herr der Ziegen card");
    // A kind that is no `HdzHzMoveKind`, as C may write it: the struct's first four bytes.
    let mut raw = [0u32; 2];
    raw[0] = 6;
    let ptr = raw.as_ptr().cast::<HdzHzMove>();
    refused(construct(|out| unsafe { hdz_hz_action_from_move(ptr, out) }), "not a move kind");
    assert_eq!(construct(|out| unsafe { hdz_hz_action_from_move(null(), out) }).0, HDZ_NULL_POINTER);
    // SAFETY: NULL out-pointers are refused.
    assert_eq!(unsafe { hdz_hz_action_pass_dog(null_mut()) }, HDZ_NULL_POINTER);
    assert_eq!(unsafe { hdz_hz_action_answer(true, null_mut()) }, HDZ_NULL_POINTER);

    // A whole game played by constructing each chosen move from its description.
    let game = GameHandle::new(KIND, 3, 21);
    let mut chooser = Chooser(4);
    let mut moves = 0;
    while let ids @ [_, ..] = &game.legal()[..] {
        let chosen = describe(ids[chooser.next(ids.len())]);
        let (status, id) = construct(|out| unsafe { hdz_hz_action_from_move(&chosen, out) });
        assert_eq!(status, HDZ_OK);
        // SAFETY: live game.
        assert_eq!(unsafe { hdz_game_check(game.0, u32::from(HDZ_NONE), id) }, HDZ_OK);
        assert_eq!(game.apply(id), HDZ_OK);
        moves += 1;
    }
    assert!(moves > 50, "only {moves} moves");
}
