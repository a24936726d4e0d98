//! Ziegen Kriegen's typed extras: `HdzZkView` holds every field of the view JSON (compared field
//! by field for every seat of random games, variant and replaced tables included), the struct
//! of a view handle is the game's, the typed events are the JSON events, and card information
//! follows the game's tables.

use std::ffi::{CStr, CString};
use std::ptr::null_mut;

use game_core::GameRules;
use serde_json::Value;
use ziegen_kriegen::{Game, Options};

use crate::tests::support::*;
use crate::tests::typed_extras::CExtras;
use crate::*;

use HdzStatus::*;

const ZK: u32 = HdzGameKind::ZiegenKriegen as u32;

impl CExtras for Game {
    type CCard = HdzZkCard;
    const INFIX: &'static str = "zk";
    const VIEW: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzZkView) -> HdzStatus = hdz_zk_view;
    const VIEW_STRUCT: unsafe extern "C" fn(*const HdzView, *mut HdzZkView) -> HdzStatus = hdz_zk_view_struct;
    const LAST_EVENTS: unsafe extern "C" fn(*const HdzGame, *mut HdzZkEvent, usize, *mut usize) -> HdzStatus =
        hdz_zk_last_events;
    const CARD_INFO: unsafe extern "C" fn(*const HdzGame, u32, *mut HdzZkCard) -> HdzStatus = hdz_zk_card_info;
    const CARDS: std::ops::RangeInclusive<u32> = 1..=HDZ_ZK_NUM_GOATS as u32;
}

/// `v[key]` as a small number.
fn n(v: &Value) -> u8 {
    u8::try_from(v.as_u64().unwrap_or_else(|| panic!("{v} is no number"))).unwrap()
}

/// A JSON number or `null` as a struct byte (`HDZ_NONE` for `null`).
fn or_none(v: &Value) -> u8 {
    if v.is_null() {
        HDZ_NONE
    } else {
        n(v)
    }
}

/// Checks `list[..len]` against the JSON array `items` (mapped by `item`) and the rest against
/// `fill`.
fn assert_list(list: &[u8], len: usize, items: &[Value], item: impl Fn(&Value) -> u8, fill: u8, what: &str) {
    assert_eq!(len, items.len(), "{what}");
    let expected: Vec<u8> = items.iter().map(item).chain(std::iter::repeat(fill)).take(list.len()).collect();
    assert_eq!(list, &expected[..], "{what}");
}

/// Checks every field of `view` against the view document `json`.
fn assert_view_matches_json(v: &HdzZkView, json: &str) {
    let doc: Value = serde_json::from_str(json).unwrap();
    let mut keys: Vec<&str> = doc.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "box_size",
            "current_trick",
            "format",
            "hand",
            "hand_sizes",
            "hill_stack_size",
            "history",
            "leader",
            "options",
            "phase",
            "revealed_hill",
            "round",
            "round_scores",
            "seat",
            "to_act",
            "version"
        ],
        "the view document has no field the struct does not hold"
    );
    let options = &doc["options"];
    let players = usize::from(n(&options["players"]));
    assert_eq!((v.seat, usize::from(v.players)), (n(&doc["seat"]), players));
    assert_eq!((v.start_player, v.rounds), (n(&options["start_player"]), n(&options["rounds"])));
    // SAFETY: the deck ids are NUL-terminated arrays.
    let deck = |id: &[std::ffi::c_char]| unsafe { CStr::from_ptr(id.as_ptr()) }.to_str().unwrap().to_owned();
    assert_eq!(deck(&v.goat_deck), options["goat_deck"].as_str().unwrap());
    assert_eq!(deck(&v.hill_deck), options["hill_deck"].as_str().unwrap());
    assert_eq!(v.goat_table_given, u8::from(!options["goat_heads"].is_null()));
    assert_eq!(v.hill_table_given, u8::from(!options["hill_pairs"].is_null()));
    let heads: Vec<u8> = match options["goat_heads"].as_array() {
        Some(table) => table.iter().map(n).collect(),
        None => ziegen_kriegen::cards::DEFAULT_GOAT_HEADS.to_vec(),
    };
    assert_eq!((v.heads[0], &v.heads[1..]), (0, &heads[..]));
    let pairs: Vec<[u8; 2]> = match options["hill_pairs"].as_array() {
        Some(table) => table.iter().map(|p| [n(&p[0]), n(&p[1])]).collect(),
        None => ziegen_kriegen::cards::DEFAULT_HILL_PAIRS.to_vec(),
    };
    for (pair, expected) in v.hill_pairs.iter().zip(&pairs) {
        assert_eq!(*pair, [expected[0].min(expected[1]), expected[0].max(expected[1])]);
    }
    let round = usize::from(n(&doc["round"]));
    assert_eq!(usize::from(v.round), round);
    let hand = doc["hand"].as_array().unwrap();
    assert_list(&v.hand, usize::from(v.hand_len), hand, n, HDZ_NONE, "hand");
    assert_list(&v.hand_sizes[..players], players, doc["hand_sizes"].as_array().unwrap(), n, 0, "hand sizes");
    assert!(v.hand_sizes[players..].iter().all(|&s| s == 0));
    assert_eq!((v.box_len, v.hill_stack_len), (n(&doc["box_size"]), n(&doc["hill_stack_size"])));
    let revealed = or_none(&doc["revealed_hill"]);
    assert_eq!(v.revealed_hill, revealed);
    let revealed_pair = (revealed != HDZ_NONE).then(|| v.hill_pairs[usize::from(revealed)]);
    assert_eq!((v.revealed_low, v.revealed_high), revealed_pair.map_or((HDZ_NONE, HDZ_NONE), |p| (p[0], p[1])));
    // Every finished trick and every round's hill, in order.
    let history = doc["history"].as_array().unwrap();
    assert_eq!(history.len(), round + 1, "one entry per round begun");
    let mut tricks = 0;
    for (r, entry) in history.iter().enumerate() {
        for (t, trick) in entry["tricks"].as_array().unwrap().iter().enumerate() {
            let held = &v.tricks[8 * r + t];
            let cards = trick["cards"].as_array().unwrap();
            assert_eq!(held.leader, n(&cards[0]["seat"]));
            assert_eq!(held.taker, n(&trick["taker"]));
            assert_list(&held.cards, players, cards, |c| n(&c["card"]), HDZ_NONE, "trick cards");
            assert_list(&held.seats, players, cards, |c| n(&c["seat"]), HDZ_NONE, "trick seats");
            tricks += 1;
        }
        let hill = entry["hill"].as_array().unwrap();
        assert_eq!(usize::from(v.hill_counts[r]), hill.len());
        for (laid, expected) in v.hills[r].iter().zip(hill.iter().map(Some).chain(std::iter::repeat(None))) {
            let want = expected.map_or((HDZ_NONE, HDZ_NONE), |h| (n(&h["card"]), n(&h["chosen"])));
            assert_eq!((laid.card, laid.chosen), want);
        }
    }
    assert_eq!(usize::from(v.trick_count), tricks);
    assert!(v.tricks[tricks..].iter().all(|t| t.leader == HDZ_NONE && t.cards == [HDZ_NONE; 6]));
    assert!(v.hill_counts[round + 1..].iter().all(|&c| c == 0));
    // This round's part, as the struct's first fields give it.
    let this_round = &history[round];
    let finished = this_round["tricks"].as_array().unwrap();
    match finished.last() {
        Some(last) => {
            let cards = last["cards"].as_array().unwrap();
            assert_list(&v.last_trick_cards, players, cards, |c| n(&c["card"]), HDZ_NONE, "last trick");
            assert_list(&v.last_trick_seats, players, cards, |c| n(&c["seat"]), HDZ_NONE, "last trick seats");
            assert_eq!(v.last_trick_taker, n(&last["taker"]));
        }
        None => assert!(v.last_trick_taker == HDZ_NONE && v.last_trick_cards == [HDZ_NONE; 6]),
    }
    let hill = this_round["hill"].as_array().unwrap();
    assert_list(&v.hill_cards, usize::from(v.hill_len), hill, |h| n(&h["card"]), HDZ_NONE, "hill");
    assert_list(&v.hill_chosen, hill.len(), hill, |h| n(&h["chosen"]), HDZ_NONE, "hill numbers");
    for (i, h) in hill.iter().enumerate() {
        let pair = v.hill_pairs[usize::from(n(&h["card"]))];
        assert_eq!((v.hill_low[i], v.hill_high[i]), (pair[0], pair[1]));
    }
    let sum: u8 = hill.iter().map(|h| n(&h["chosen"])).sum();
    assert_eq!((v.hill_sum, v.limit), (sum, if hill.len() == 4 { sum } else { HDZ_NONE }));
    let over = doc["phase"] == "over";
    let trick_number = if over { 8 } else { (finished.len() + 1).min(8) };
    assert_eq!(usize::from(v.trick_number), trick_number);
    for seat in 0..players {
        let taken = finished.iter().filter(|t| usize::from(n(&t["taker"])) == seat);
        let goats: u32 = taken
            .clone()
            .flat_map(|t| t["cards"].as_array().unwrap().iter().map(|c| u32::from(v.heads[usize::from(n(&c["card"]))])))
            .sum();
        assert_eq!((usize::from(v.tricks_taken[seat]), u32::from(v.goats[seat])), (taken.count(), goats));
    }
    let current = doc["current_trick"].as_array().unwrap();
    assert_list(&v.trick_cards, usize::from(v.trick_len), current, |c| n(&c["card"]), HDZ_NONE, "current trick");
    assert_list(&v.trick_seats, current.len(), current, |c| n(&c["seat"]), HDZ_NONE, "current trick seats");
    assert_eq!(v.leader, n(&doc["leader"]));
    let phase = ["play", "choose_hill", "over"].iter().position(|p| doc["phase"] == *p).unwrap();
    assert_eq!(usize::from(v.phase), phase);
    assert_eq!(v.current_player, or_none(&doc["to_act"]));
    let scores = doc["round_scores"].as_array().unwrap();
    assert_eq!(usize::from(v.rounds_scored), scores.len());
    for (r, row) in scores.iter().enumerate() {
        assert_list(&v.round_scores[r][..players], players, row.as_array().unwrap(), n, 0, "round scores");
    }
    for seat in 0..players {
        let total: u16 = scores.iter().map(|row| u16::from(n(&row[seat]))).sum();
        assert_eq!(v.totals[seat], total);
    }
    assert_eq!(v.reserved, [0]);
}

/// Plays a game of `options` with a seeded chooser, checking every seat's typed view (from the
/// game and from the view handle) against its view JSON and the typed events against the JSON
/// events after every move.
fn check_game(options: &Options, seed: u64) {
    let json = CString::new(serde_json::to_string(options).unwrap()).unwrap();
    // SAFETY: valid string and out-pointer.
    let game = GameHandle::made(|out| unsafe { hdz_game_with_options(ZK, json.as_ptr(), seed, out) });
    let mut core = Game::with_options(options, seed).unwrap();
    let mut chooser = Chooser(seed);
    loop {
        for seat in 0..options.players {
            // SAFETY (both calls): live handles, valid out-pointers.
            let from_game = plain(|out| unsafe { hdz_zk_view(game.0, u32::from(seat), out) });
            let view_json = game.view_json(u32::from(seat));
            assert_view_matches_json(&from_game, &view_json);
            assert_eq!(from_game.current_player, core.current_player().unwrap_or(HDZ_NONE));
            let handle = ViewHandle::from_json(ZK, &view_json);
            let from_handle = plain(|out| unsafe { hdz_zk_view_struct(handle.0, out) });
            assert_eq!(bytes_of(&*from_game), bytes_of(&*from_handle), "the view handle's struct is the game's");
        }
        let Some(_) = core.current_player() else { break };
        let legal = core.legal_moves();
        let mv = legal[chooser.next(legal.len())];
        assert_eq!(game.apply(u32::from(Game::action_id(mv))), HDZ_OK);
        let events = core.apply(mv).unwrap();
        let mut typed = [HdzZkEvent::from(events[0]); HDZ_ZK_MAX_EVENTS];
        // SAFETY: live game, buffer of the stated capacity.
        let count = value(0, |n| unsafe { hdz_zk_last_events(game.0, typed.as_mut_ptr(), typed.len(), n) });
        let expected: Vec<HdzZkEvent> = events.iter().map(|&e| HdzZkEvent::from(e)).collect();
        assert_eq!(&typed[..count], &expected[..]);
        check_events_match_json(&typed[..count], &game.events());
    }
}

/// Checks typed events against the JSON events, field by field.
fn check_events_match_json(events: &[HdzZkEvent], json: &str) {
    let doc: Value = serde_json::from_str(json).unwrap();
    let list = doc.as_array().unwrap();
    assert_eq!(events.len(), list.len());
    let six = |v: &Value| -> Vec<u64> { v.as_array().unwrap().iter().map(|x| x.as_u64().unwrap()).collect() };
    let widen = |a: &[u8]| -> Vec<u64> { a.iter().map(|&x| u64::from(x)).collect() };
    for (e, j) in events.iter().zip(list) {
        let name = j["event"].as_str().unwrap();
        match e.kind {
            HdzZkEventKind::CardPlayed => {
                assert_eq!((name, e.player, e.card), ("card_played", n(&j["player"]), n(&j["card"])))
            }
            HdzZkEventKind::HillRevealed => {
                assert_eq!(name, "hill_revealed");
                assert_eq!(
                    (e.card, e.low, e.high, e.player),
                    (n(&j["card"]), n(&j["low"]), n(&j["high"]), n(&j["chooser"]))
                );
            }
            HdzZkEventKind::HillChosen => {
                assert_eq!(name, "hill_chosen");
                assert_eq!(
                    (e.player, e.card, e.number, e.sum),
                    (n(&j["player"]), n(&j["card"]), n(&j["number"]), n(&j["sum"]))
                );
                assert_eq!(e.limit, or_none(&j["limit"]));
            }
            HdzZkEventKind::TrickTaken => {
                assert_eq!(
                    (name, e.player, e.count, e.goats),
                    ("trick_taken", n(&j["winner"]), n(&j["count"]), n(&j["goats"]))
                );
                assert_eq!(widen(&e.cards[..usize::from(e.count)]), six(&j["cards"])[..usize::from(e.count)]);
            }
            HdzZkEventKind::RoundScored => {
                assert_eq!((name, e.round, e.limit), ("round_scored", n(&j["round"]), n(&j["limit"])));
                assert_eq!((widen(&e.seat_goats), widen(&e.scores)), (six(&j["goats"]), six(&j["scores"])));
                let over: Vec<bool> = j["over"].as_array().unwrap().iter().map(|x| x.as_bool().unwrap()).collect();
                assert_eq!(e.over.map(|o| o == 1).to_vec(), over);
                assert_eq!(e.totals.map(u64::from).to_vec(), six(&j["totals"]));
            }
            HdzZkEventKind::RoundStarted => {
                assert_eq!((name, e.round, e.player), ("round_started", n(&j["round"]), n(&j["leader"])));
            }
            HdzZkEventKind::GameOver => {
                assert_eq!((name, e.winners), ("game_over", n(&j["winners"])));
                assert_eq!(e.totals.map(u64::from).to_vec(), six(&j["totals"]));
            }
        }
        assert_eq!(e.reserved, [0]);
    }
}

#[test]
fn the_zk_view_holds_the_view_json_and_the_events_are_the_json_events() {
    for players in 3..=6 {
        check_game(&Options::new(players).unwrap(), 100 + u64::from(players));
    }
    check_game(&Options::variant(4).unwrap(), 7);
    let mut custom = Options::new(5).unwrap();
    custom.goat_deck = "test-goats-2".into();
    custom.goat_heads = Some((1..=50).map(|c| (c % 5 + 1) as u8).collect());
    custom.hill_deck = "test-hills-2".into();
    custom.hill_pairs = Some((0..12).map(|i| [8 - (i % 4) as u8, 1 + (i % 4) as u8]).collect());
    custom.start_player = 3;
    check_game(&custom, 9);
}

#[test]
fn zk_cards_follow_the_games_tables() {
    let mut options = Options::new(3).unwrap();
    options.goat_deck = "test-goats-3".into();
    options.goat_heads = Some((1..=50).map(|c| (c % 3 + 1) as u8).collect());
    let game = GameHandle::with_options(ZK, &options, 1);
    let core = Game::with_options(&options, 1).unwrap();
    for card in 1..=50u8 {
        // SAFETY: live game, valid out-pointer.
        let info = value(HdzZkCard::default(), |out| unsafe { hdz_zk_card_info(game.0, u32::from(card), out) });
        assert_eq!((info.number, info.heads), (card, core.tables().heads(card)));
    }
    for hill in 0..12u8 {
        // SAFETY: live game, valid out-pointer.
        let info =
            value(HdzZkHillCard::default(), |out| unsafe { hdz_zk_hill_card_info(game.0, u32::from(hill), out) });
        let expected = core.tables().hills[usize::from(hill)];
        assert_eq!((info.low, info.high), (expected.low, expected.high));
    }
    let mut hill = HdzZkHillCard { low: 99, high: 99 };
    let lb = GameHandle::new(HdzGameKind::LeBaron as u32, 3, 1);
    // SAFETY (all calls): NULL or live handles, valid or NULL pointers.
    unsafe {
        for bad in [12, 255, u32::MAX] {
            assert_eq!(hdz_zk_hill_card_info(game.0, bad, &mut hill), HDZ_INVALID_ARGUMENT);
            let expected = format!("hdz_zk_hill_card_info: {bad} is not a Ziegen Kriegen hill card: they are 0 to 11");
            assert_eq!(last_error(), expected);
        }
        assert_eq!(hdz_zk_hill_card_info(lb.0, 1, &mut hill), HDZ_INVALID_ARGUMENT);
        assert_eq!(last_error(), "hdz_zk_hill_card_info: the game is le-baron, not ziegen-kriegen");
        assert_eq!(hdz_zk_hill_card_info(std::ptr::null(), 1, &mut hill), HDZ_NULL_POINTER);
        assert_eq!(hdz_zk_hill_card_info(game.0, 1, null_mut()), HDZ_NULL_POINTER);
    }
    assert_eq!((hill.low, hill.high), (99, 99), "failures write nothing");
}

/// The round scores of a game's scores document and typed view: one entry per round played, so
/// none before the end of a one-round game and exactly one per seat at its end, and in the
/// variant one more after each round.
#[test]
fn zk_round_scores_list_the_rounds_played() {
    for (options, rounds) in
        [(Options::new(3).unwrap(), 1), (Options::new(6).unwrap(), 1), (Options::variant(3).unwrap(), 3)]
    {
        let game = GameHandle::with_options(ZK, &options, 2);
        let players = usize::from(options.players);
        let mut step = 0;
        loop {
            let doc: Value = serde_json::from_str(&game.scores()).unwrap();
            // SAFETY: live game, valid out-pointer.
            let view = plain(|out| unsafe { hdz_zk_view(game.0, 0, out) });
            let played = usize::from(view.rounds_scored);
            assert!(played <= rounds);
            for (seat, entry) in doc["seats"].as_array().unwrap().iter().enumerate() {
                let round_scores = entry["breakdown"]["round_scores"].as_array().unwrap();
                assert_eq!(round_scores.len(), played, "seat {seat}: one round score per round played: {entry}");
                for (round, score) in round_scores.iter().enumerate() {
                    assert_eq!(score.as_u64().unwrap(), u64::from(view.round_scores[round][seat]), "round {round}");
                }
                let total: u64 = round_scores.iter().map(|s| s.as_u64().unwrap()).sum();
                assert!(entry["total"].as_u64().unwrap() >= total, "{entry}");
            }
            assert!(view.round_scores[played..].iter().all(|row| *row == [0; HDZ_ZK_MAX_PLAYERS]));
            if !game.play(step) {
                assert_eq!(played, rounds, "every round played and scored");
                assert_eq!(doc["seats"].as_array().unwrap().len(), players);
                break;
            }
            step += 3;
        }
    }
}
