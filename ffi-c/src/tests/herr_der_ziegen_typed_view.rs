//! Herr der Ziegen's typed view, `HdzView`, against the core's view, and card information.

use std::ptr::{null, null_mut};

use herr_der_ziegen::prelude::*;

use super::support::*;
use crate::*;

// ----- typed views and card information -----

/// Calls `hdz_game_view_struct` on memory first filled with `fill`; returns the status and the memory's
/// bytes afterwards.
pub(crate) fn view_bytes(game: *const HdzGame, player: u32, fill: u8) -> (HdzStatus, Vec<u8>) {
    let mut slot = Box::<HdzView>::new_uninit();
    let ptr = slot.as_mut_ptr();
    // SAFETY: `ptr` holds one `HdzView`; every byte is initialised by the fill before it is read.
    unsafe {
        std::ptr::write_bytes(ptr.cast::<u8>(), fill, size_of::<HdzView>());
        let status = hdz_game_view_struct(game, player, ptr);
        (status, std::slice::from_raw_parts(ptr.cast::<u8>(), size_of::<HdzView>()).to_vec())
    }
}

/// The typed view of `player`, which must succeed.
pub(crate) fn typed_view(game: *const HdzGame, player: u32) -> Box<HdzView> {
    let mut slot = Box::<HdzView>::new_uninit();
    // SAFETY: live game; the slot holds one `HdzView`, written entirely on success.
    unsafe {
        assert_eq!(hdz_game_view_struct(game, player, slot.as_mut_ptr()), HdzStatus::HDZ_OK, "{}", last_error());
        slot.assume_init()
    }
}

/// `list` holds exactly `cards`, in order, and `HDZ_NONE` after them.
#[track_caller]
fn assert_list(list: &HdzCardList, cards: &[u8], what: &str) {
    let count = usize::from(list.count);
    assert_eq!(&list.cards[..count], cards, "{what}");
    assert!(list.cards[count..].iter().all(|&c| c == HDZ_NONE), "{what}: entries past the count");
}

/// Compares every field of a typed view with the core's view of the same seat: its JSON
/// document (built by other code than the typed view) and, for the derived fields, its
/// accessors.
#[track_caller]
fn assert_view_matches(view: &HdzView, core: &herr_der_ziegen::PlayerView) {
    use herr_der_ziegen::state::PhaseDoc;
    use herr_der_ziegen::{EndReason, Line};
    let doc = core.to_doc();
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
        PhaseDoc::Play => (HdzPhase::Play, none4),
        PhaseDoc::Take => (HdzPhase::Take, none4),
        PhaseDoc::Mark { kind } => (HdzPhase::Mark, (kind, HDZ_NONE, HDZ_NONE, HDZ_NONE)),
        PhaseDoc::Dog => (HdzPhase::Dog, none4),
        PhaseDoc::Consent { from, to, opponent } => (HdzPhase::Consent, (HDZ_NONE, from.index(), to.index(), opponent)),
        PhaseDoc::Over => (HdzPhase::Over, none4),
    };
    assert_eq!(view.phase, phase);
    assert_eq!((view.mark_kind, view.consent_from, view.consent_to, view.consent_opponent), details);

    let grid = usize::from(doc.grid_size);
    let stables: Vec<u8> = doc.stables.iter().map(|c| c.index()).collect();
    for i in 0..HDZ_NUM_CELLS {
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
    for p in 0..HDZ_MAX_PLAYERS {
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
    for k in 0..HDZ_NUM_KINDS {
        let expected = match doc.kind_owners[k] {
            _ if doc.removed_kinds.contains(&(k as u8)) => (HdzKindStatus::Removed, HDZ_NONE),
            Some(owner) => (HdzKindStatus::Closed, owner),
            None => (HdzKindStatus::Open, HDZ_NONE),
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

/// Checks the typed views of every seat in the game's current state against the core's, their
/// bytes against those of a determinization, and records what the state shows.
fn check_typed_views(game: *const HdzGame, core: &Game, sample_seed: u64, seen: &mut Seen) {
    let players = u32::from(core.players());
    for p in 0..players {
        let core_view = core.view(p as u8);
        let view = typed_view(game, p);
        assert_view_matches(&view, &core_view);
        // Every byte is written: memory filled differently before the call ends up equal.
        let (status, zeros) = view_bytes(game, p, 0x00);
        let (_, ones) = view_bytes(game, p, 0xFF);
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert!(zeros == ones, "a byte of the view was left unwritten");
        // No hidden information: a determinization for this seat gives the same bytes.
        let mut sample = null_mut();
        // SAFETY: live game, valid out-pointer.
        let status = unsafe { hdz_game_determinize(game, p, sample_seed, &mut sample) };
        assert_eq!(status, HdzStatus::HDZ_OK);
        let (status, sampled) = view_bytes(sample, p, 0xA5);
        assert_eq!(status, HdzStatus::HDZ_OK);
        assert!(sampled == zeros, "seat {p}'s typed view differs in a determinization");
        // SAFETY: created above, freed once.
        unsafe { hdz_game_free(sample) };

        seen.states += 1;
        seen.grid6 |= view.grid_size == 6;
        seen.mark |= view.phase == HdzPhase::Mark;
        seen.consent |= view.phase == HdzPhase::Consent;
        seen.refused |= view.refused_swap_count > 0;
        seen.closed |= view.kind_status.contains(&HdzKindStatus::Closed);
        seen.removed |= view.kind_status.contains(&HdzKindStatus::Removed);
        seen.ended |= view.end_reason != HDZ_NONE;
        seen.public_hand |= (0..players as usize).any(|q| q != p as usize && view.public_hand[q].count > 0);
        seen.unknown_hand |= view.unknown_hand_count.iter().any(|&c| c > 0 && c != HDZ_NONE);
    }
}

#[test]
fn typed_views_match_the_core_view_and_hold_no_hidden_cards() {
    let mut seen = Seen::default();
    let mut x = 0x5EED_u64;
    let mut next = |bound: usize| {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((x >> 33) % bound as u64) as usize
    };
    // Random games of every player count, then games of greedy bots (which close kinds often)
    // until one reaches the rare decision of marking by choice.
    let random_games = (2..=5u32).flat_map(|players| (0..4u64).map(move |seed| (players, seed, false)));
    let greedy_games = (0..200u64).map(|seed| (2 + (seed % 4) as u32, seed, true));
    for (players, seed, greedy) in random_games.chain(greedy_games) {
        if greedy && seen.mark {
            break;
        }
        let game = new_game(players, 1000 * u64::from(players) + seed);
        let mut core = Game::new(players as u8, 1000 * u64::from(players) + seed).unwrap();
        let bot = if greedy { new_bot(c"greedy", seed) } else { null_mut() };
        loop {
            check_typed_views(game, &core, seen.states as u64, &mut seen);
            let ids = legal(game);
            if ids.is_empty() {
                break;
            }
            // Random games ask for swaps and refuse them often, to reach refused swaps.
            let dog_moves: Vec<u32> = ids.iter().copied().filter(|&id| (220..808).contains(&id)).collect();
            let id = if greedy {
                if next(5) > 0 {
                    bot_choice(bot, game)
                } else {
                    ids[next(ids.len())]
                }
            } else if ids.contains(&808) && next(4) > 0 {
                808
            } else if !dog_moves.is_empty() && next(4) > 0 {
                dog_moves[next(dog_moves.len())]
            } else {
                ids[next(ids.len())]
            };
            // SAFETY: live game.
            assert_eq!(unsafe { hdz_game_apply(game, id) }, HdzStatus::HDZ_OK);
            core.apply_action(id).unwrap();
        }
        // SAFETY: created here, freed once (NULL is fine).
        unsafe {
            hdz_bot_free(bot);
            hdz_game_free(game);
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
fn typed_view_errors_write_nothing_and_say_why() {
    let game = new_game(3, 4);
    let (_, good) = view_bytes(game, 0, 0x5A);
    for (game, player, expected, needle) in [
        (null(), 0, HdzStatus::HDZ_NULL_POINTER, "argument `game` is NULL"),
        (game.cast_const(), 3, HdzStatus::HDZ_INVALID_ARGUMENT, "player 3 is not a seat"),
        (game.cast_const(), u32::MAX, HdzStatus::HDZ_INVALID_ARGUMENT, "not a seat"),
    ] {
        let (status, bytes) = view_bytes(game, player, 0x5A);
        assert_eq!(status, expected);
        assert!(bytes.iter().all(|&b| b == 0x5A), "a failed call wrote the view");
        assert!(
            last_error().starts_with("hdz_game_view_struct: ") && last_error().contains(needle),
            "{}",
            last_error()
        );
    }
    // SAFETY: a NULL out-pointer is refused before any write.
    assert_eq!(unsafe { hdz_game_view_struct(game, 0, null_mut()) }, HdzStatus::HDZ_NULL_POINTER);
    assert!(last_error().contains("argument `out_view` is NULL"), "{}", last_error());
    let (status, again) = view_bytes(game, 0, 0x5A);
    assert_eq!(status, HdzStatus::HDZ_OK);
    assert!(again == good);
    assert_eq!(last_error(), "", "a success clears the message");

    let marker = HdzCard { kind: HdzCardKind::Milk, goat_kind: 0xA5, value: 0xA5, reserved: [0xA5; 2] };
    let mut card = marker;
    // SAFETY: NULL or live game, valid or NULL out-pointer.
    unsafe {
        for id in [HDZ_NUM_CARDS, 255, 256, u32::MAX] {
            assert_eq!(hdz_game_card_info(game, id, &mut card), HdzStatus::HDZ_INVALID_ARGUMENT);
            assert!(last_error().contains("is not a card id (cards are 0 to 120)"), "{}", last_error());
        }
        assert_eq!(hdz_game_card_info(null(), 0, &mut card), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("argument `game` is NULL"), "{}", last_error());
        assert_eq!(hdz_game_card_info(game, 0, null_mut()), HdzStatus::HDZ_NULL_POINTER);
        assert!(last_error().contains("argument `out_card` is NULL"), "{}", last_error());
        assert_eq!(card, marker, "a failed call wrote the card");
        hdz_game_free(game);
    }
}

#[test]
fn card_info_follows_the_ids_and_the_games_milk_split() {
    for milk_ones in [8, 2, 13, 16] {
        let mut options = herr_der_ziegen::Options::new(4).unwrap();
        options.milk_ones = milk_ones;
        let core = Game::with_options(&options, 1).unwrap();
        let game = handle_of(core.clone());
        let view = typed_view(game, 0);
        assert_eq!(view.milk_ones, milk_ones);
        let (mut goats, mut dogs, mut ones, mut twos) = (0, 0, 0, 0);
        for id in 0..HDZ_NUM_CARDS {
            let mut card = HdzCard { kind: HdzCardKind::Dog, goat_kind: 0, value: 0, reserved: [0; 2] };
            // SAFETY: live game, valid out-pointer.
            assert_eq!(unsafe { hdz_game_card_info(game, id, &mut card) }, HdzStatus::HDZ_OK);
            let expected = match id {
                0..90 => {
                    goats += 1;
                    HdzCard {
                        kind: HdzCardKind::Goat,
                        goat_kind: (id / 5) as u8,
                        value: (id % 5 + 1) as u8,
                        reserved: [0; 2],
                    }
                }
                90..105 => {
                    dogs += 1;
                    HdzCard { kind: HdzCardKind::Dog, goat_kind: HDZ_NONE, value: HDZ_NONE, reserved: [0; 2] }
                }
                _ if id - 105 < u32::from(milk_ones) => {
                    ones += 1;
                    HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value: 1, reserved: [0; 2] }
                }
                _ => {
                    twos += 1;
                    HdzCard { kind: HdzCardKind::Milk, goat_kind: HDZ_NONE, value: 2, reserved: [0; 2] }
                }
            };
            assert_eq!(card, expected, "card {id} with {milk_ones} milk ones");
            let core_card = core.card(herr_der_ziegen::CardId::new(id as u8).unwrap());
            assert_eq!(card, HdzCard::from(core_card));
        }
        assert_eq!((goats, dogs, ones, twos), (90, 15, milk_ones, 16 - milk_ones));
        // SAFETY: freed once.
        unsafe { hdz_game_free(game) };
    }
}
